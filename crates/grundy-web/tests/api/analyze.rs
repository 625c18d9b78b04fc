//! `/api/analyze` against the library: the CLI's report with the library's words, the
//! boards, large positions drawn without their moves, misère answers and quotients.

use crate::common;

use common::{get, post, start, Answer};
use grundy::{analyze, parse_position, AnalyzeOptions, Convention};
use grundy_web::ServerConfig;
use serde_json::{json, Value};

/// The library's report of `position` through serde (what `grundy analyze --json`
/// prints), and its summary and explanation.
fn library(position: &str, misere: bool) -> (Value, Value, Value) {
    let options = AnalyzeOptions {
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        ..AnalyzeOptions::default()
    };
    let report = analyze(&parse_position(position).unwrap(), &options).unwrap();
    (
        serde_json::to_value(&report).unwrap(),
        serde_json::to_value(report.summary()).unwrap(),
        serde_json::to_value(report.explain()).unwrap(),
    )
}

#[tokio::test]
async fn analyze_gives_the_cli_report_and_the_library_words() {
    let s = start(ServerConfig::default()).await;
    for (position, misere) in [
        ("3 4 5", false),
        ("3 4 5", true),
        ("1 1 1", true),
        ("kayles 4 7 + 2", false),
        ("moore(2) 3 5 6", false),
        ("sub(1,3,4) 20 + nim 5 7", false),
        ("10000000000000000000000000000000000000000 5", false),
        ("1 2 3 4 5 6 7 8 9 10", false),
        ("strip 5 10 14 16 22", false),
        ("wythoff 4 5", false),
    ] {
        let a = post(
            s.addr,
            "/api/analyze",
            json!({"position": position, "misere": misere, "explain": true}),
        )
        .await;
        assert_eq!(a.status, 200, "{position}: {}", a.text());
        assert_eq!(a.header("content-type"), Some("application/json"));
        let mut got = a.json();
        let fields = got.as_object_mut().unwrap();
        let summary = fields.remove("summary").unwrap();
        let explanation = fields.remove("explanation").unwrap();
        let pieces = fields.remove("pieces").unwrap();
        let typing = fields.remove("typing").unwrap();
        let (report, want_summary, want_explanation) = library(position, misere);
        // How a move is typed: the library's, for the position.
        let p = parse_position(position).unwrap();
        assert_eq!(
            typing,
            serde_json::to_value(grundy::play::typing_in(&p, grundy::Lang::En)).unwrap(),
            "{position}"
        );
        assert_eq!(got, report, "{position}");
        assert_eq!(summary, want_summary, "{position}");
        assert_eq!(explanation, want_explanation, "{position}");
        assert_eq!(
            pieces.as_array().unwrap().len(),
            report["components"].as_array().unwrap().len(),
            "{position}"
        );
    }
    // Without "explain", the report alone: exactly `grundy analyze --json`.
    let a = post(s.addr, "/api/analyze", json!({"position": "3 4 5"})).await;
    let r = a.json();
    assert_eq!(r, library("3 4 5", false).0);
    assert_eq!(r["outcome"], "N");
    assert_eq!(
        r["winning_moves"][0]["description"],
        "take 2 from heap 1 (3 → 1)"
    );
    assert_eq!(r["winning_moves"][0]["after"], "1 4 5");
    // max_moves and all_moves are the CLI's options.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "7 5 3 6", "max_moves": 1}),
    )
    .await;
    let r = a.json();
    assert_eq!(r["winning_moves"].as_array().unwrap().len(), 1);
    assert_eq!(r["winning_move_count"], 3);
    assert_eq!(r["winning_moves_complete"], false);
}

#[tokio::test]
async fn the_words_and_the_boards() {
    let s = start(ServerConfig::default()).await;
    let words = |a: &Value| -> String { a["explanation"].to_string() };
    // Misère 1 1 1: the heading and the reasoning agree.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "1 1 1", "misere": true, "explain": true}),
    )
    .await
    .json();
    assert_eq!(
        a["summary"]["outcome"],
        "P-position: the player to move loses under misère play"
    );
    assert!(!words(&a).contains("the player to move wins"), "{a}");
    assert!(words(&a).contains("the player to move loses"), "{a}");
    // A hidden game: the reduction as a table, then the Nim table and its winning moves.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "strip 5 10 14 16 22", "explain": true}),
    )
    .await
    .json();
    let e = &a["explanation"];
    assert_eq!(e[0]["title"], "strip is Nim in disguise");
    assert_eq!(
        e[0]["table"]["rows"][2]["cells"][0]["text"],
        "chip on cell 14"
    );
    assert!(e[1]["conclusion"][0]
        .as_str()
        .unwrap()
        .starts_with("The nim-sum is 7"));
    assert_eq!(a["summary"]["moves"], "Winning moves (3)");
    // Kayles and its code read alike; its board is rows of pins.
    let named = post(
        s.addr,
        "/api/analyze",
        json!({"position": "kayles 4 7", "explain": true}),
    )
    .await;
    let coded = post(
        s.addr,
        "/api/analyze",
        json!({"position": "0.77 4 7", "explain": true}),
    )
    .await;
    assert_eq!(named.json()["explanation"], coded.json()["explanation"]);
    let board = &coded.json()["pieces"][0];
    assert_eq!(
        (board["noun"].clone(), board["symbol"].clone()),
        (json!("row"), json!("▮"))
    );
    assert_eq!(board["layout"], "rows");
    assert_eq!(board["items"][1]["units"], 7);
    assert_eq!(board["shapes"][4 + 6]["kind"], "pin");
    // Pin 7 of row 2 alone, and pins 1 and 2 of row 2 together.
    let plays = board["plays"].as_array().unwrap();
    let text = |select: serde_json::Value| {
        plays.iter().find(|p| p["select"] == select).unwrap()["text"].clone()
    };
    assert_eq!(text(json!([10])), "2 7");
    assert_eq!(text(json!([4, 5])), "2 1-2");
    // In a sum, each play's move names its component.
    let sum = post(
        s.addr,
        "/api/analyze",
        json!({"position": "nim 2 + kayles 3", "explain": true}),
    )
    .await
    .json();
    let texts = |c: usize| -> Vec<String> {
        sum["pieces"][c]["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["text"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(texts(0), ["1: 1 2", "1: 1 1"]);
    assert!(texts(1).contains(&"2: 1 2-3".to_string()));
    // A game where Nim hides: its picture, and the heaps it hides.
    let strip = post(
        s.addr,
        "/api/analyze",
        json!({"position": "strip 3 5", "explain": true}),
    )
    .await
    .json();
    let board = &strip["pieces"][0];
    assert_eq!(board["layout"], "picture");
    assert_eq!(
        board["nim"],
        json!([{"piece": "chip on cell 3", "heap": 3}, {"piece": "chip on cell 5", "heap": 5}])
    );
    // A turn: the boards of the new position and its analysis in words.
    let t = post(s.addr, "/api/move", json!({"position": "3 4 5"}))
        .await
        .json();
    assert_eq!(t["pieces"][0]["items"][0]["units"], 1);
    assert_eq!(
        t["report"]["summary"]["moves"],
        "Every move loses against perfect play."
    );
    assert!(t["report"]["explanation"][0]["title"].is_string());
}

/// Positions too large to list their moves are drawn without a list of them (a strip of
/// 10⁸ cells once built 10⁸ moves for its board: 10 GB) and played by typed moves; large
/// Wythoff heaps and Poker banks are bars whose plays ask how many.
#[tokio::test]
async fn large_positions_are_drawn_and_played() {
    let s = start(ServerConfig::default()).await;
    for (position, first, moved) in [
        (
            "strip 5 100000000",
            "2 -> 9",
            "move the chip on cell 100000000 to cell 9",
        ),
        (
            "staircase 3000000 1",
            "1 5",
            "move 5 coins from step 1 to the floor",
        ),
        (
            "wythoff 1000000000000000000 7",
            "1 3, 2 3",
            "take 3 from both heaps",
        ),
        (
            "poker(1000000,5,3) 1000000 3000000",
            "1 -> 1000005",
            "add 5 from the bank",
        ),
    ] {
        let ok = |a: Answer| {
            assert_eq!(a.status, 200, "{position}: {}", a.text());
            a.json()
        };
        let body = json!({"position": position, "explain": true});
        let t = ok(post(s.addr, "/api/analyze", body).await);
        let plays = t["pieces"][0]["plays"].as_array().unwrap();
        assert!(plays.len() < 100, "{position}: {} plays", plays.len());
        let body = json!({"position": position, "move": first});
        let t = ok(post(s.addr, "/api/play", body).await);
        assert!(
            t["player"]["description"]
                .as_str()
                .unwrap()
                .starts_with(moved),
            "{position}: {t}"
        );
        assert_eq!(t["over"], false, "{position}");
    }
    let body = json!({"position": "wythoff 57 1000", "explain": true});
    let t = post(s.addr, "/api/analyze", body).await.json();
    let amounts: Vec<&str> = t["pieces"][0]["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["amount"]["template"].as_str().unwrap())
        .collect();
    assert_eq!(amounts, ["1 {n}", "2 {n}", "1 {n}, 2 {n}"]);
}

#[tokio::test]
async fn misere_answers_name_their_method_and_quotients_are_served() {
    let s = start(ServerConfig::default()).await;
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "kayles 5 + kayles 5", "misere": true, "explain": true}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["misere_method"], "quotient");
    assert_eq!(r["outcome"], "N");
    assert_eq!(r["summary"]["method"], "by the misère quotient");
    let a = get(s.addr, "/api/quotient?ruleset=kayles&maxheap=300").await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["period"], json!({"preperiod": 71, "period": 12}));
    assert_eq!(r["solved"], true);
    assert_eq!(r["explanation"][0]["title"], "Misère quotient of 0.77");
    let a = get(s.addr, "/api/quotient?ruleset=kayles&maxheap=100000").await;
    assert_eq!(a.status, 413, "{}", a.text());
    let a = get(s.addr, "/api/quotient?ruleset=nonsense").await;
    assert_eq!(a.status, 400, "{}", a.text());
    let a = get(s.addr, "/quotient").await;
    assert_eq!(a.status, 200);
    assert!(a.text().contains("misère quotient"));
}
