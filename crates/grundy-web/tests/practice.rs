//! The coach and the Practice page's API against a real server: `/api/play` with the
//! coach, `/api/exercise` (a sheet from a seed, no answers) and `/api/exercise/check`
//! (the library's feedback and words).

mod common;

use common::{get, post, start};
use grundy_web::ServerConfig;
use serde_json::json;

#[tokio::test]
async fn play_with_the_coach_judges_the_move_and_gives_the_computer_s_reason() {
    let s = start(ServerConfig::default()).await;
    let body = json!({"position": "3 4 5", "move": "1 1", "coach": true});
    let a = post(s.addr, "/api/play", body).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let t = a.json();
    assert_eq!(t["coach"]["verdict"], "threw_away", "{t}");
    assert_eq!(t["coach"]["mistakes"], json!(["wrong_amount"]));
    assert_eq!(t["coach"]["nim"]["nim_sum_after"], 3);
    assert_eq!(t["coach"]["line"], "Your move threw the win away.");
    let words = t["coach"]["explanation"].to_string();
    assert!(words.contains("binary 011"), "{words}");
    let why = t["computer"]["why"]["title"].as_str().unwrap();
    assert!(why.starts_with("Why the computer played"), "{why}");
    // Without the coach: no coach's data.
    let body = json!({"position": "3 4 5", "move": "1 1"});
    let t = post(s.addr, "/api/play", body).await.json();
    assert!(
        t.get("coach").is_none() && t["computer"].get("why").is_none(),
        "{t}"
    );
}

#[tokio::test]
async fn exercises_come_from_a_seed_and_answers_are_checked() {
    let s = start(ServerConfig::default()).await;
    let body = json!({"level": 1, "seed": 2026, "count": 5});
    let a = post(s.addr, "/api/exercise", body.clone()).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let sheet = a.json();
    assert_eq!(sheet, post(s.addr, "/api/exercise", body).await.json());
    let positions: Vec<&str> = sheet["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["position"].as_str().unwrap())
        .collect();
    assert_eq!(positions, ["3 1 2", "2 5", "4 4 3", "1 5", "2 3 1"]);
    // No answers in the sheet: the server checks them.
    assert!(!sheet.to_string().contains("\"key\""), "{sheet}");
    assert!(sheet["exercises"][0]["pieces"].is_array());
    for (position, answer, correct) in [
        ("3 1 2", "P", true),
        ("2 5", "2 3", true),
        ("2 5", "P", false),
        ("2 5", "2 1", false),
    ] {
        let body = json!({"position": position, "answer": answer});
        let f = post(s.addr, "/api/exercise/check", body).await;
        assert_eq!(f.status, 200, "{}", f.text());
        let f = f.json();
        assert_eq!(f["correct"], correct, "{position} {answer}: {f}");
        assert!(f["explanation"]["title"].is_string());
    }
    // Bad requests: a reason, not a guess.
    let bad = post(
        s.addr,
        "/api/exercise/check",
        json!({"position": "2 5", "answer": "9 9"}),
    )
    .await;
    assert_eq!(bad.status, 422);
    let bad = post(s.addr, "/api/exercise", json!({"level": 9})).await;
    assert_eq!(bad.status, 400);
    let bad = post(s.addr, "/api/exercise", json!({"level": 1, "count": 1000})).await;
    assert_eq!(bad.status, 413);
    // The page: the games and levels are the server's.
    let page = get(s.addr, "/practice").await;
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("<option value=\"kayles\">"),
        "{}",
        page.text()
    );
    assert!(page.text().contains("misère endgames"));
}
