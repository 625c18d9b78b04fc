//! Where Nim hides, end to end: every game of `grundy::hidden` in the position language,
//! as text and as JSON (`outcome`, `value`, `winning_move_count`, `winning_moves`), the
//! worked examples of seed 003, sums with Nim, misère search, and every bad input (one
//! line on stderr naming the token, exit status 2).

use crate::common;

use common::{afters, grundy};
use predicates::prelude::*;
use serde_json::Value;

fn json(position: &str) -> Value {
    json_with(position, &[])
}

fn json_with(position: &str, extra: &[&str]) -> Value {
    let out = grundy()
        .arg(position)
        .args(extra)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{position}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn descriptions(v: &Value) -> Vec<String> {
    v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["description"].as_str().unwrap().to_string())
        .collect()
}

/// Outcome, value and the number of winning moves.
fn summary(v: &Value) -> (String, Value, Value) {
    (
        v["outcome"].as_str().unwrap().to_string(),
        v["value"].clone(),
        v["winning_move_count"].clone(),
    )
}

#[test]
fn seed_003_game_1_chips_with_jumping() {
    let v = json("strip 5 10 14 16 22");
    assert_eq!(summary(&v), ("N".into(), 7.into(), 3.into()));
    assert_eq!(
        descriptions(&v),
        [
            "move the chip on cell 5 to cell 2 (heap 5 → 2)",
            "move the chip on cell 14 to cell 9 (heap 14 → 9)",
            "move the chip on cell 22 to cell 17 (heap 22 → 17)"
        ]
    );
    assert_eq!(
        afters(&v),
        [
            "strip 2 10 14 16 22",
            "strip 5 10 9 16 22",
            "strip 5 10 14 16 17"
        ]
    );
    let m = &v["winning_moves"][1];
    assert_eq!(m["nim"]["heap"], 2);
    assert_eq!(m["nim"]["from"], 14);
    assert_eq!(m["nim"]["to"], 9);
    assert_eq!(m["changes"][0]["heap"], 2);
    assert_eq!(v["reasoning"][0]["kind"], "reduction");
    assert_eq!(v["reasoning"][0]["rows"][2]["piece"], "chip on cell 14");
    assert_eq!(v["reasoning"][0]["rows"][2]["heap"], 14);
    assert_eq!(v["reasoning"][1]["kind"], "nim_columns");
    grundy()
        .args(["strip", "5", "10", "14", "16", "22"])
        .assert()
        .success()
        // The reduction's table: each piece and its Nim heap.
        .stdout(predicate::str::is_match(r"(?m)^  chip on cell 14 +14$").unwrap())
        .stdout(predicate::str::contains("The nim-sum is 7"))
        .stdout(predicate::str::contains(
            "move the chip on cell 14 to cell 9 (heap 14 → 9)  →  strip 5 10 9 16 22",
        ));
}

#[test]
fn seed_003_game_2_caterpillar() {
    // Green links 2 5 6 9 14 16 19 of 20: XOR 5; the three winning moves.
    let v = json("caterpillar(20) 2 5 6 9 14 16 19");
    assert_eq!(summary(&v), ("N".into(), 5.into(), 3.into()));
    let d = descriptions(&v);
    assert!(d[0].starts_with("recolour green link 5 white"), "{d:?}");
    assert!(d[0].ends_with("(heap 5 → 0)"), "{d:?}");
    assert!(d[1].contains("(heap 6 → 3)"), "{d:?}");
    assert!(d[1].contains("link 3 green"), "{d:?}");
    assert!(d[2].contains("(heap 14 → 11)"), "{d:?}");
    assert_eq!(afters(&v)[1], "caterpillar(20) 2 3 5 9 14 16 19");
    for a in afters(&v) {
        assert_eq!(json(&a)["outcome"], "P", "{a}");
    }
}

#[test]
fn seed_003_game_3_chocolate() {
    let v = json("chocolate 4 5 3 6");
    assert_eq!(summary(&v), ("N".into(), 4.into(), 3.into()));
    assert_eq!(
        descriptions(&v),
        [
            "break off and eat 4 rows above the marked square (heap 4 → 0)",
            "break off and eat 4 columns right of the marked square (heap 5 → 1)",
            "break off and eat 4 columns left of the marked square (heap 6 → 2)"
        ]
    );
    assert_eq!(
        afters(&v),
        [
            "chocolate 0 5 3 6",
            "chocolate 4 1 3 6",
            "chocolate 4 5 3 2"
        ]
    );
}

#[test]
fn seed_003_game_4_chips_without_jumping() {
    // Gaps 4, 1, 5 (a phantom chip on cell 0): XOR 0.
    let v = json("strip-nojump 5 7 9 11 17");
    assert_eq!(summary(&v), ("P".into(), 0.into(), 0.into()));
    assert_eq!(
        v["reasoning"][0]["rows"][0]["piece"],
        "phantom chip on cell 0 and chip on cell 5"
    );
    let v = json("strip-nojump 2 5 6 10");
    assert_eq!(summary(&v), ("N".into(), 1.into(), 2.into()));
    assert_eq!(
        afters(&v),
        ["strip-nojump 1 5 6 10", "strip-nojump 2 5 6 9"]
    );
}

#[test]
fn seed_003_game_6_broken_lines() {
    // A line of 9 links on the base at both ends: cut the middle link.
    let v = json("lines(9=)");
    assert_eq!(summary(&v), ("N".into(), 1.into(), 1.into()));
    assert!(descriptions(&v)[0].starts_with("remove link 5 of line A"));
    assert_eq!(afters(&v), ["lines(4,4)"]);
    let v = json("lines(3,5=,4)");
    assert_eq!(summary(&v), ("N".into(), 6.into(), 1.into()));
    assert_eq!(afters(&v), ["lines(3,5=,2)"]);
    let v = json("lines(6=,3)");
    assert_eq!(v["value"], 3);
}

#[test]
fn staircase_and_coin_games() {
    let v = json("staircase 3 1 2");
    assert_eq!(summary(&v), ("N".into(), 1.into(), 1.into()));
    assert_eq!(
        descriptions(&v),
        ["move 1 coin from step 1 to the floor (heap 3 → 2)"]
    );
    let v = json("staircase 1 5 3");
    assert_eq!(afters(&v), ["staircase 3 3 3", "staircase 1 7 1"]);
    let v = json("turtles 1 4 7");
    assert_eq!(summary(&v), ("N".into(), 2.into(), 1.into()));
    assert_eq!(descriptions(&v), ["turn over coins 5 and 7 (heap 7 → 5)"]);
    assert_eq!(afters(&v), ["turtles 1 4 5"]);
    let v = json("mock-turtles 0 2 5");
    assert_eq!(v["value"], 1 ^ 4 ^ 11);
    let v = json("ruler 3 4 6");
    assert_eq!(v["value"], 1 ^ 4 ^ 2);
    assert_eq!(json("turtles 3")["winning_moves"][0]["after"], "turtles");
}

#[test]
fn hackenbush_pictures() {
    // A triangle on the ground: *1; only the top edge wins.
    let v = json("hackenbush(0-1 1-2 2-0)");
    assert_eq!(summary(&v), ("N".into(), 1.into(), 1.into()));
    assert_eq!(descriptions(&v), ["cut edge 1–2 (heap 1 → 0)"]);
    assert_eq!(afters(&v), ["hackenbush(0-1 2-0)"]);
    // A stalk of 3: cut the bottom edge, the rest falls.
    let v = json("hackenbush(0-1 1-2 2-3)");
    assert_eq!(summary(&v), ("N".into(), 3.into(), 1.into()));
    assert_eq!(
        descriptions(&v),
        ["cut edge 0–1; 1–2, 2–3 fall off (heap 3 → 0)"]
    );
    assert_eq!(afters(&v), ["hackenbush()"]);
    // A tree: two stalks of 1 on vertex 1 → 1 + (1 ⊕ 1) = 1; a loop at the ground: 1.
    assert_eq!(json("hackenbush(0-1 1-2 1-3)")["value"], 1);
    assert_eq!(json("hackenbush(0-0)")["value"], 1);
    assert_eq!(json("hackenbush(0-1 0-1)")["value"], 0);
    grundy()
        .arg("hackenbush(0-1 1-2 2-0)")
        .assert()
        .success()
        .stdout(
            predicate::str::is_match(r"(?m)^  3 loops at the ground after fusion +1$").unwrap(),
        );
}

#[test]
fn wythoff_by_its_p_positions() {
    let v = json("wythoff 3 5");
    assert_eq!(summary(&v), ("P".into(), 0.into(), 0.into()));
    let v = json("wythoff 4 5");
    assert_eq!(v["outcome"], "N");
    assert_eq!(afters(&v), ["wythoff 1 2", "wythoff 3 5"]);
    assert_eq!(v["reasoning"][0]["kind"], "wythoff");
    // Exact for huge heaps; no value beyond search.
    let v = json("wythoff 1000000000000000000 999999999999999999");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["value"], Value::Null);
    for a in afters(&v) {
        assert_eq!(json(&a)["outcome"], "P", "{a}");
    }
    grundy()
        .arg("wythoff 3 5")
        .assert()
        .success()
        .stdout(predicate::str::contains("is a P-position"));
}

#[test]
fn lasker_still_works() {
    let v = json("lasker 5 7");
    assert_eq!(v["outcome"], "N");
}

#[test]
fn poker_nim_with_banks() {
    let v = json("poker(10,10,5) 3 4 5");
    assert_eq!(summary(&v), ("N".into(), 2.into(), 3.into()));
    assert_eq!(
        descriptions(&v),
        [
            "take 2 from heap 1 (3 → 1)",
            "add 2 from the bank to heap 2 (4 → 6)",
            "add 2 from the bank to heap 3 (5 → 7)"
        ]
    );
    assert_eq!(afters(&v)[1], "poker(10,8,4) 3 6 5");
    assert_eq!(json("poker 1 2 3")["outcome"], "P");
}

#[test]
fn nim_multiplication_and_tartan() {
    let v = json("nimmul 5 7");
    // 5 ⊗ 7 = 13 (nim product).
    assert_eq!(v["value"], 13);
    assert_eq!(json("nimmul 2 2")["value"], 3);
    assert_eq!(json("nimmul 16 16")["value"], 24);
    let v = json("tartan(turtles,ruler) 3 4 2 2");
    assert_eq!(v["value"], 15);
    assert_eq!(v["winning_move_count"], 1);
    for a in afters(&v) {
        assert_eq!(json(&a)["outcome"], "P", "{a}");
    }
}

/// Spawning codes: a position's value and moves in the game's words, a lone head's
/// values from `grundy seq`, a Tartan product of two of them.
#[test]
fn spawning_games() {
    let v = json("spawning(3E) 4 9 11");
    assert_eq!(summary(&v), ("N".into(), 1.into(), 6.into()));
    assert_eq!(
        descriptions(&v)[0],
        "turn over coins 2, 3 and 4 (heap 0 → 1)"
    );
    for a in afters(&v) {
        assert_eq!(json(&a)["outcome"], "P", "{a}");
    }
    let out = grundy()
        .args(["seq", "grunt", "--upto", "20", "--csv"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let csv = String::from_utf8(out.stdout).unwrap();
    let values: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    assert_eq!(
        values.join(" "),
        "0 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3"
    );
    assert_eq!(json("tartan(turnips,grunt) 7 9")["value"], 3);
}

#[test]
fn sums_with_nim_and_other_games() {
    let v = json("strip 5 10 + hackenbush(0-1 1-2) + nim 3");
    assert_eq!(summary(&v), ("N".into(), 14.into(), 1.into()));
    assert_eq!(
        descriptions(&v),
        ["in component 1 (strip): move the chip on cell 10 to cell 4 (heap 10 → 4)"]
    );
    let v = json("wythoff 3 5 + nim 2");
    assert_eq!(summary(&v), ("N".into(), 2.into(), 3.into()));
    let v = json("chocolate 1 1 1 1 + turtles 2 + sub(1,2) 4 + staircase 2");
    assert_eq!(v["value"], 2 ^ 1 ^ 2);
    for a in afters(&v) {
        assert_eq!(json(&a)["value"], 0, "{a}");
    }
    let v = json("lines(5=) + caterpillar(9) 3 + nim 2");
    assert_eq!(v["value"], 1 ^ 3 ^ 2);
    for a in afters(&v) {
        assert_eq!(json(&a)["value"], 0, "{a}");
    }
}

#[test]
fn misere_by_search() {
    let v = json_with("strip 1 2 + turtles 3", &["--misere"]);
    assert_eq!(v["outcome"], "P");
    let v = json_with("hackenbush(0-1 1-2)", &["--misere"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(afters(&v), ["hackenbush(0-1)"]);
    grundy()
        .args(["--misere", "strip 1000000 2000000 3000000"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("misère"));
}

#[test]
fn wythoff_too_large_for_a_sum_is_refused() {
    grundy()
        .arg("wythoff 300 500 + nim 1")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("wythoff"))
        .stderr(predicate::str::contains("256"));
}

#[test]
fn bad_inputs_name_the_token() {
    for (input, token, message) in [
        (
            "hackenbush(0-1 1-x)",
            "\"1-x\" at column 16",
            "not a vertex",
        ),
        ("hackenbush(0-1 12)", "\"12\" at column 16", "two vertices"),
        (
            "hackenbush(1-2 2-3)",
            "column 1",
            "no edge touches the ground",
        ),
        ("hackenbush 3", "\"3\"", "no sizes"),
        ("hackenbush", "\"hackenbush\"", "brackets"),
        ("strip(10) 3 12", "\"12\" at column 13", "outside the strip"),
        ("strip-nojump(10) 3 11", "\"11\"", "outside the strip"),
        (
            "strip-nojump 3 3",
            "\"3\" at column 16",
            "two chips on cell 3",
        ),
        ("strip-nojump 0 3", "\"0\"", "numbered from 1"),
        ("strip 3 -4", "\"-4\" at column 9", "non-negative"),
        ("staircase 2 -1", "\"-1\"", "non-negative"),
        ("wythoff 3 5 7", "\"7\" at column 13", "exactly two heaps"),
        ("wythoff 3", "\"wythoff\"", "exactly two heaps"),
        (
            "wythoff 3 2000000000000000000",
            "\"2000000000000000000\"",
            "10^18",
        ),
        ("chocolate 1 2 3", "\"chocolate\"", "exactly four"),
        ("poker 3 + nim 2", "\"poker\"", "whole position"),
        ("nim 2 + poker 3", "\"poker\"", "whole position"),
        ("poker(1,2) 3", "\"poker(1,2)\"", "three arguments"),
        ("caterpillar(5) 7", "\"7\"", "only 5 links"),
        ("caterpillar 3", "\"caterpillar\"", "number of links"),
        ("turtles 0", "\"0\" at column 9", "numbered from 1"),
        ("ruler 3 3", "\"3\"", "twice"),
        ("lines(3,0)", "\"0\" at column 9", "at least one link"),
        ("lines(3,x=)", "\"x=\"", "links"),
        ("tartan(turtles,foo) 1 1", "\"foo\"", "not a coin game"),
        ("tartan(turtles,ruler) 1 2 3", "\"3\"", "no y"),
        ("nimmul 0 3", "\"0\"", "numbered from 1"),
        ("spawning(3X) 4", "\"3X\"", "not part of a spawning code"),
        ("spawning(3E) 0", "\"0\"", "numbered from 1"),
        (
            "tartan(turnips,spawning(0)) 1 1",
            "\"spawning(0)\"",
            "bad count",
        ),
    ] {
        let out = grundy().arg(input).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{input}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{input}: {err}");
        assert!(err.contains(token), "{input}: {err}");
        assert!(err.contains(message), "{input}: {err}");
    }
}
