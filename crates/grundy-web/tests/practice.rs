//! The coach and the Practice page's API against a real server: `/api/play` with the
//! coach, `/api/exercise` (a sheet from a seed, no answers) and `/api/exercise/check`
//! (the library's feedback and words).

use crate::common;

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

/// Whether `s` holds Cyrillic letters.
fn russian(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

#[tokio::test]
async fn practice_and_the_coach_answer_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    // The sheet's words in Russian (`?lang=ru`); its data unchanged.
    let body = json!({"level": 1, "seed": 2026, "count": 2});
    let sheet = post(s.addr, "/api/exercise?lang=ru", body).await.json();
    assert_eq!(
        sheet["title"],
        "Упражнения — уровень 1: две или три маленькие кучи (nim)"
    );
    assert_eq!(
        sheet["exercises"][0]["question"],
        "1. 3 1 2 — найдите выигрышный ход или ответьте P."
    );
    assert_eq!(sheet["exercises"][0]["position"], "3 1 2");
    for field in ["instructions", "seed_line"] {
        assert!(russian(sheet[field].as_str().unwrap()), "{field}: {sheet}");
    }
    // The feedback: every sentence in Russian, the moves too.
    let body = json!({"position": "2 5", "answer": "2 1"});
    let f = post(s.addr, "/api/exercise/check?lang=ru", body)
        .await
        .json();
    assert_eq!(f["correct"], false);
    let e = &f["explanation"];
    assert!(e["title"].as_str().unwrap().starts_with("Не совсем"), "{f}");
    for p in e["paragraphs"]
        .as_array()
        .unwrap()
        .iter()
        .chain(e["conclusion"].as_array().unwrap())
    {
        assert!(russian(p.as_str().unwrap()), "{p} in {f}");
    }
    assert!(russian(f["key"][0]["description"].as_str().unwrap()), "{f}");
    // The coach of /api/play in Russian: the verdict, the reason, the why.
    let body = json!({"position": "3 4 5", "move": "1 1", "coach": true});
    let t = post(s.addr, "/api/play?lang=ru", body).await.json();
    assert_eq!(t["coach"]["verdict"], "threw_away");
    assert_eq!(t["coach"]["line"], "Ваш ход упустил выигрыш.");
    assert!(russian(t["computer"]["reason"].as_str().unwrap()), "{t}");
    let why = t["computer"]["why"]["title"].as_str().unwrap();
    assert!(why.starts_with("Почему компьютер сыграл"), "{why}");
    // The games' one-liners and worked examples come with the page's labels.
    let i18n = get(s.addr, "/api/i18n?lang=ru").await.json();
    assert_eq!(
        i18n["messages"]["about-nim"],
        "взять любое положительное число из одной кучи"
    );
    assert!(russian(
        i18n["messages"]["example-wythoff-1"].as_str().unwrap()
    ));
    assert!(russian(
        i18n["messages"]["exercise-level-3"].as_str().unwrap()
    ));
}

#[tokio::test]
async fn a_wrong_misere_answer_is_never_told_the_normal_play_rule_at_any_level() {
    // Issue 44: in misère play a wrong answer once got "a position whose nim-sum is 0 is
    // lost" — the normal-play rule, contradicting the verdict above it. Every level, a
    // sheet, each exercise answered "P" and with some of its moves. (Misère analyses of
    // the higher levels take seconds each on a busy machine: the deadline is longer.)
    let s = start(ServerConfig {
        compute_timeout: std::time::Duration::from_secs(120),
        ..ServerConfig::default()
    })
    .await;
    let normal_rule = [
        "A position whose nim-sum (value) is 0 is lost",
        "any other is won (N), by moving to 0",
    ];
    let mut wrong = 0;
    for level in 1..=5 {
        for seed in [1] {
            let body = json!({"level": level, "misere": true, "seed": seed, "count": 3});
            let sheet = post(s.addr, "/api/exercise", body).await;
            assert_eq!(sheet.status, 200, "{}", sheet.text());
            let sheet = sheet.json();
            for e in sheet["exercises"].as_array().unwrap() {
                assert_eq!(e["misere"], true, "level {level}: {e}");
                let position = e["position"].as_str().unwrap();
                let mut answers = vec!["P".to_string()];
                for board in e["pieces"].as_array().unwrap() {
                    for play in board["plays"].as_array().unwrap().iter().take(2) {
                        answers.push(play["text"].as_str().unwrap().to_string());
                    }
                }
                for answer in answers {
                    let body = json!({"position": position, "misere": true, "answer": answer});
                    let f = post(s.addr, "/api/exercise/check", body).await;
                    assert_eq!(f.status, 200, "{position} {answer}: {}", f.text());
                    let f = f.json();
                    if f["correct"] == true {
                        continue;
                    }
                    wrong += 1;
                    let words = f["explanation"].to_string();
                    for rule in normal_rule {
                        assert!(
                            !words.contains(rule),
                            "level {level}, {position}, answer {answer}: {words}"
                        );
                    }
                }
            }
        }
    }
    assert!(wrong >= 15, "only {wrong} wrong answers were checked");
}
