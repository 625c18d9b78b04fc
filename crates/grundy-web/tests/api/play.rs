//! `/api/play`: the computer's move, the move checked before the answer, illegal moves
//! with their reason, and every registered game offered and played to its end.

use crate::common;

use common::{get, post, start};
use grundy::parse_position;
use grundy_web::ServerConfig;
use serde_json::{json, Value};

#[tokio::test]
async fn the_computer_moves() {
    let s = start(ServerConfig::default()).await;
    let a = post(s.addr, "/api/move", json!({"position": "3 4 5"})).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let t = a.json();
    assert_eq!(t["computer"]["description"], "take 2 from heap 1 (3 → 1)");
    assert_eq!(t["computer"]["after"], "1 4 5");
    assert_eq!(t["computer"]["winning"], true);
    assert!(t["computer"]["reason"]
        .as_str()
        .unwrap()
        .contains("winning"));
    assert_eq!(t["position"], "1 4 5");
    assert_eq!(t["over"], false);
    assert_eq!(t["player"], Value::Null);
    assert_eq!(t["report"]["outcome"], "P");

    // A finished game: no move.
    let t = post(s.addr, "/api/move", json!({"position": "0 0"}))
        .await
        .json();
    assert_eq!(
        (t["computer"].clone(), t["over"].clone()),
        (Value::Null, json!(true))
    );
    assert_eq!(t["winner"], Value::Null);

    // Misère: the computer has to take the last stone and loses.
    let t = post(
        s.addr,
        "/api/move",
        json!({"position": "1", "misere": true}),
    )
    .await
    .json();
    assert_eq!(t["over"], true);
    assert_eq!(t["winner"], "player");
    assert_eq!(t["convention"], "misere");

    // Any game the library knows: Kayles.
    let t = post(s.addr, "/api/move", json!({"position": "kayles 5"}))
        .await
        .json();
    assert_eq!(t["computer"]["winning"], true);
    assert_eq!(t["report"]["outcome"], "P");
}

#[tokio::test]
async fn play_checks_the_move_then_answers() {
    let s = start(ServerConfig::default()).await;
    let a = post(
        s.addr,
        "/api/play",
        json!({"position": "3 4 5", "move": "1 2"}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let t = a.json();
    assert_eq!(t["player"]["description"], "take 2 from heap 1 (3 → 1)");
    assert_eq!(t["player"]["after"], "1 4 5");
    assert_eq!(t["computer"]["winning"], false);
    assert_eq!(t["position"], t["computer"]["after"]);

    // The player wins by taking the last stone.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "0 3", "move": "2 3"}),
    )
    .await
    .json();
    assert_eq!(t["over"], true);
    assert_eq!(t["winner"], "player");
    assert_eq!(t["computer"], Value::Null);

    // The computer wins: it takes the last stone.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "2 0", "move": "1 1"}),
    )
    .await
    .json();
    assert_eq!(
        (t["over"].clone(), t["winner"].clone()),
        (json!(true), json!("computer"))
    );

    // Kayles pins and a sum.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "kayles 4 7", "move": "2 3-4"}),
    )
    .await
    .json();
    assert_eq!(t["player"]["after"], "kayles 4 2 3");
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "kayles 4 + nim 2", "move": "2: 1 2"}),
    )
    .await
    .json();
    assert_eq!(t["player"]["after"], "kayles 4 + nim 0");
}

#[tokio::test]
async fn illegal_moves_get_the_reason() {
    let s = start(ServerConfig::default()).await;
    for (position, mv, reason) in [
        ("3 4 5", "1 9", "heap 1 has only 3"),
        ("3 4 5", "7 1", "there is no heap 7"),
        ("3 4 5", "one two", "cannot read the move"),
        ("3 4 5", "", "cannot read the move"),
        ("sub(1,3,4) 10", "1 2", "taking 2 is not allowed"),
        ("kayles 4 + nim 2", "1 1", "say which component"),
        ("kayles 5", "1 2-4", "cannot become"),
    ] {
        let a = post(
            s.addr,
            "/api/play",
            json!({"position": position, "move": mv}),
        )
        .await;
        assert_eq!(a.status, 422, "{position} / {mv}: {}", a.text());
        let e = a.error();
        assert!(e.contains(reason), "{position} / {mv}: {e}");
    }
}

#[tokio::test]
async fn the_play_page_offers_every_registered_game() {
    let s = start(ServerConfig::default()).await;
    let page = get(s.addr, "/play").await.text();
    let mut offered = 0;
    for g in grundy::games::GAMES {
        if grundy::parse_position(g.example).is_ok() {
            // The value as HTML writes it (`rule(n -> …)` has a `>`).
            let value = g
                .example
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;");
            let option = format!("<option value=\"{value}\"");
            assert!(page.contains(&option), "{} is not offered", g.names[0]);
            offered += 1;
        }
    }
    assert!(offered >= 15, "only {offered} presets");
    assert!(!page.contains("<!-- presets -->"));
}

/// Every game of the registry that needs no file (its example and its worked examples),
/// played to the end through `/api/play`: the player always plays the first legal move
/// (`#1`), the computer answers, and the game ends with a winner — never a 500.
#[tokio::test]
async fn every_registered_game_plays_to_the_end_through_the_api() {
    let s = start(ServerConfig::default()).await;
    let mut played = 0;
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|(e, _)| *e));
        for example in examples {
            if parse_position(example).is_err() {
                continue; // names a file: the server reads none
            }
            let mut position = example.to_string();
            let mut over = false;
            for _ in 0..200 {
                let t = post(
                    s.addr,
                    "/api/play",
                    json!({"position": position, "move": "#1"}),
                )
                .await;
                assert_eq!(t.status, 200, "{example} at {position}: {}", t.text());
                let t = t.json();
                position = t["position"].as_str().unwrap().to_string();
                if t["over"] == true {
                    assert!(
                        t["winner"] == "player" || t["winner"] == "computer",
                        "{example}: {t}"
                    );
                    over = true;
                    break;
                }
            }
            assert!(over, "{example}: the game did not end");
            played += 1;
        }
    }
    assert!(
        played >= grundy::games::GAMES.len(),
        "{played} games played"
    );
}

/// The forms of `typing` as written.
fn forms(answer: &Value) -> Vec<String> {
    answer["typing"]["forms"]
        .as_array()
        .expect("typing.forms")
        .iter()
        .map(|f| f["form"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn how_to_type_a_move_is_the_game_on_the_boards_own_with_moves_of_its_position() {
    let s = start(ServerConfig::default()).await;
    let addr = s.addr;
    let analyze = |position: &str, lang: &str| {
        let path = format!("/api/analyze?lang={lang}");
        let body = json!({"position": position, "explain": true});
        async move { post(addr, &path, body).await.json() }
    };
    // Each game its own forms: Nim's, a split, Kayles' pins, a sum's components, Cram's
    // own notation (shown by example only).
    for (position, want) in [
        ("3 4 5", vec!["H N", "H -> M"]),
        ("grundy-game 9", vec!["H -> a b"]),
        ("officers 8", vec!["H N", "H -> a b"]),
        ("kayles 7", vec!["H a-b"]),
        ("kayles 3 + 2", vec!["H N", "H -> M", "H a-b", "C: …"]),
        ("cram(...|...)", vec![]),
    ] {
        let a = analyze(position, "en").await;
        assert_eq!(forms(&a), want, "{position}");
        let examples = a["typing"]["examples"].as_array().unwrap();
        assert!(!examples.is_empty(), "{position}: no example");
        // Every example is a legal move as typed, and says what it does.
        for e in examples {
            let text = e["text"].as_str().unwrap();
            let p = parse_position(a["position"].as_str().unwrap_or(position)).unwrap();
            assert!(
                grundy::play::parse_move(&p, text).is_ok(),
                "{position}: {text}"
            );
            assert!(!e["description"].as_str().unwrap().is_empty());
        }
    }
    // After a split, the examples are moves of the position now (`1 -> 1 6`, then a heap
    // named by its index): a turn sends them with the boards.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "grundy-game 9", "move": "1 -> 2 7"}),
    )
    .await;
    assert_eq!(t.status, 200, "{}", t.text());
    let t = t.json();
    let now = parse_position(t["position"].as_str().unwrap()).unwrap();
    let examples = t["typing"]["examples"].as_array().unwrap();
    assert_eq!(examples.is_empty(), t["over"] == true);
    for e in examples {
        let text = e["text"].as_str().unwrap();
        assert!(
            grundy::play::parse_move(&now, text).is_ok(),
            "{now}: {text}"
        );
    }
    // In every language: the same forms, their meanings and the moves' words translated.
    let en = analyze("officers 8", "en").await;
    for lang in ["ko", "ru", "vi"] {
        let other = analyze("officers 8", lang).await;
        assert_eq!(forms(&other), forms(&en), "{lang}");
        for (a, b) in [("forms", "meaning"), ("examples", "description")] {
            let said = other["typing"][a][0][b].as_str().unwrap();
            assert_ne!(
                said,
                en["typing"][a][0][b].as_str().unwrap(),
                "{lang}: {said}"
            );
        }
    }
}
