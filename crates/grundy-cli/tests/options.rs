//! `grundy options` end to end: the counts (CGSuite's published ones), `--max`, the text
//! in every language, JSON, misère outcomes, and the refusals (exit 2, one line naming
//! what was wrong; Ctrl-C: exit 130).

use crate::common;

use common::{grundy, json, refused, said_in_every_language, stdout};

#[test]
fn the_published_counts_and_max() {
    let v = json(&["options", "grundy-game 20"]);
    assert_eq!(
        (v["count"].as_u64(), v["distinct"].as_u64()),
        (Some(9), Some(9))
    );
    assert_eq!(v["listed"], 9);
    assert_eq!(v["convention"], "normal");
    assert_eq!(v["position"], "grundy-game 20");
    let first = &v["options"][0];
    assert_eq!(first["moves"], 1);
    assert!(first["move"].as_str().unwrap().contains("20"));
    assert!(first["value"].is_u64());
    assert!(first["outcome"] == "P" || first["outcome"] == "N");
    let parts: Vec<u64> = first["changes"][0]["parts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect();
    assert_eq!((parts.len(), parts.iter().sum::<u64>()), (2, 20));
    let after = format!("grundy-game {} {}", parts[0], parts[1]);
    assert_eq!(first["after"], after.as_str());

    let v = json(&["options", "hex(0.3F) 20"]);
    assert_eq!(v["distinct"], 38);
    assert_eq!(v["options"].as_array().unwrap().len(), 38);

    // Counted even where none is listed.
    let v = json(&["options", "spawning(1-9) 20", "--max", "0"]);
    assert_eq!(
        (v["count"].as_u64(), v["distinct"].as_u64()),
        (Some(169_766), Some(169_766))
    );
    assert_eq!(v["listed"], 0);
    assert_eq!(v["options"], serde_json::json!([]));
    let v = json(&["options", "spawning(1-9) 20", "--max", "4"]);
    assert_eq!(v["listed"], 4);
    assert_eq!(v["options"].as_array().unwrap().len(), 4);

    let text = stdout(&["options", "spawning(1-9) 20", "--max", "0"]);
    assert_eq!(
        text,
        "spawning(1-9) 20 (normal play): 169766 moves, 169766 distinct options\n\
         note: 169766 distinct options, the first 0 listed\n"
    );
}

#[test]
fn text_lists_each_distinct_option_once() {
    let text = stdout(&["options", "kayles 3 3"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "kayles 3 3 (normal play): 6 moves, 3 distinct options"
    );
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[1].contains("→  kayles 1 1 3"), "{text}");
    assert!(
        lines[1].contains("[*3 — N: this move loses] (2 moves lead here)"),
        "{text}"
    );
    // 1 2: 2 → 1 leaves 1 1, value 0, the winning move.
    let text = stdout(&["options", "1", "2"]);
    assert!(text.contains("→  1 1   [*0 — P: this move wins]"), "{text}");
    // A position without a move.
    let text = stdout(&["options", "0"]);
    assert!(text.contains("0 moves, 0 distinct options"), "{text}");
    assert!(text.contains("no move: the game is over"), "{text}");
}

#[test]
fn misere_gives_outcomes() {
    let v = json(&["options", "1 1 1", "--misere"]);
    assert_eq!(v["convention"], "misere");
    assert_eq!(
        (v["count"].as_u64(), v["distinct"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(v["options"][0]["outcome"], "N");
    assert_eq!(v["options"][0]["value"], serde_json::Value::Null);
    assert_eq!(v["options"][0]["moves"], 3);
    let text = stdout(&["options", "2 2", "--misere"]);
    assert!(
        text.starts_with("2 2 (misère play): 4 moves, 2 distinct options"),
        "{text}"
    );
    assert!(text.contains("[N: this move loses]"), "{text}");
}

#[test]
fn the_text_and_the_refusals_in_every_language() {
    said_in_every_language(
        |lang| stdout(&["options", "kayles 3 3", "--lang", lang]),
        [
            ("en", "6 moves, 3 distinct options"),
            ("ko", "수 6개, 서로 다른 선택지 3개"),
            ("ru", "6 ходов, 3 различных варианта"),
            ("vi", "6 nước đi, 3 lựa chọn khác nhau"),
        ],
        &["distinct options", "moves lead here", "this move"],
    );
    let err = |lang: &str| {
        let out = grundy()
            .args(["options", "nim 100000000", "--lang", lang])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    said_in_every_language(
        err,
        [
            ("en", "too many to count within 4000000 steps"),
            ("ko", "4000000단계"),
            ("ru", "за 4000000 шагов"),
            ("vi", "trong 4000000 bước"),
        ],
        &["too many to count", "refusing rather than guessing"],
    );
}

#[test]
fn bad_input_is_refused_with_what_was_wrong() {
    refused(&["options", "kayls 3"], "kayls");
    refused(&["options"], "no position given");
    refused(
        &["options", "hex(0.F) 200000"],
        "the options of component 1 (hex(0.f)) are too many to count",
    );
    refused(
        &["options", "nim 100000000000000000000000"],
        "component 1 (nim) cannot list its moves",
    );
}
