//! `grundy misere …` end to end: a game's canonical form and predicates, the
//! distinguisher, link and difference of two games, each game a position or a form in
//! CGSuite's notation; text in four languages, JSON, and bad input refused.

use crate::common;

use common::{json, run, said_in_every_language, stdout};

#[test]
fn a_position_and_its_form_written_down_are_the_same_game() {
    let a = json(&["misere", "canonical", "2 2"]);
    let b = json(&["misere", "canonical", "*[2[2]]"]);
    for key in [
        "form",
        "options",
        "mate",
        "birthday",
        "genus",
        "misere_outcome",
    ] {
        assert_eq!(a[key], b[key], "{key}");
    }
    assert_eq!(a["form"], "*[2[2]]");
    assert_eq!(a["genus"], "0^{02}");
    assert_eq!(a["normal_outcome"], "P");
    assert_eq!(b["positions"], 0);
    let text = stdout(&["misere", "canonical", "kayles 4 + kayles 5"]);
    assert!(text.contains("*[(2[2]321)[1]]"), "{text}");
    assert!(text.contains("Genus (Conway)"), "{text}");
}

#[test]
fn the_predicates_as_cgsuite_names_them() {
    let v = json(&["misere", "predicates", "*[2#0]"]);
    let p = &v["predicates"];
    assert_eq!(p["restive"], true);
    assert_eq!(p["tame"], false);
    assert_eq!(p["restless"], false);
    assert_eq!(p["even"], true);
    assert_eq!(v["genus"], "1^{20}");
    let v = json(&["misere", "predicates", "*[2#1]"]);
    assert_eq!(v["predicates"]["restless"], true);
    let text = stdout(&["misere", "predicates", "3"]);
    for line in [
        "IsTame           yes",
        "IsNimHeap        yes",
        "IsOdd            yes",
        "IsIntroverted    no",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
}

#[test]
fn distinguisher_link_and_difference() {
    let v = json(&["misere", "distinguisher", "2 2", "*[0]"]);
    assert_eq!(
        (v["equal"].clone(), v["distinguisher"].clone()),
        (false.into(), "*[0]".into())
    );
    let v = json(&["misere", "distinguisher", "1 1", "*[0]"]);
    assert_eq!(v["equal"], true);
    assert!(v["distinguisher"].is_null());
    let text = stdout(&["misere", "distinguisher", "kayles 4", "kayles 5"]);
    assert!(text.contains("tells them apart"), "{text}");

    let v = json(&["misere", "link", "*[2#]", "*[3]"]);
    assert_eq!(v["linked"], true);
    assert!(v["link"].as_str().unwrap().starts_with("*["));
    let v = json(&["misere", "link", "*[1]", "*[0]"]);
    assert_eq!(v["linked"], false);
    assert!(v["link"].is_null());

    let v = json(&["misere", "difference", "2 2", "2"]);
    assert_eq!(v["difference"], "*[2]");
    let v = json(&["misere", "difference", "*[0]", "*[1]"]);
    assert_eq!(v["difference"], "*[1]");
    let text = stdout(&["misere", "difference", "*[0]", "*[2]"]);
    assert!(text.contains("H is not a part of G"), "{text}");
}

#[test]
fn parts_primes_and_partitions() {
    // CGSuite's facts: {*4 + *2} has four proper parts and two partitions into primes.
    let v = json(&["misere", "parts", "*[4[2#]]"]);
    assert_eq!(v["form"], "*[4[2#]]");
    assert_eq!(v["prime"], false);
    assert_eq!(v["parts"].as_array().unwrap().len(), 4);
    assert_eq!(v["partitions"].as_array().unwrap().len(), 2);
    // *2 + *2 + * as a position: the one part *2, the partition *2 + *2 + *.
    let v = json(&["misere", "parts", "2 2 1"]);
    assert_eq!(v["parts"], serde_json::json!(["*[2]"]));
    assert_eq!(
        v["partitions"],
        serde_json::json!([["*[2]", "*[2]", "*[1]"]])
    );
    let v = json(&["misere", "parts", "*[0]"]);
    assert_eq!(v["partitions"], serde_json::json!([[]]));
    assert_eq!(v["prime"], false);
    let text = stdout(&["misere", "parts", "*[2#0]"]);
    assert!(text.contains("*[2#0] is prime"), "{text}");
    let v = json(&["misere", "predicates", "*[((2#0)2[#1]2#)(2#1)[1]]"]);
    assert_eq!(v["predicates"]["tameable"], true);
    assert_eq!(v["predicates"]["generally_tame"], false);
    assert_eq!(v["predicates"]["prime"], true);
    said_in_every_language(
        |lang| stdout(&["misere", "parts", "*[2[2]]", "--lang", lang]),
        [
            ("en", "is not prime"),
            ("ko", "소수가 아닙니다"),
            ("ru", "не простая"),
            ("vi", "không nguyên tố"),
        ],
        &["prime"],
    );
}

#[test]
fn bad_games_are_refused_with_the_reason() {
    for (args, needle) in [
        (vec!["misere", "canonical", "*[2#"], "CGSuite's notation"),
        (vec!["misere", "canonical", "kayles x"], "kayles"),
        (
            vec!["misere", "difference", "*[2]", "*[0[-2]]"],
            "subscript",
        ),
        // Beyond the work's limits, refused in seconds (a heap of 100,000 written as a
        // form, and of 2,000 as a position: about n³/6 steps of reduction).
        (
            vec!["misere", "canonical", "*[&100000;]"],
            "steps of reduction",
        ),
        (
            vec!["misere", "predicates", "nim 2000"],
            "misère canonical form",
        ),
        (vec!["misere", "parts", "*[&100000;]"], "steps of reduction"),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
    }
    // A missing game is a usage error.
    let (code, _, err) = run(&["misere", "link", "*[2]"]);
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn the_words_in_every_language() {
    said_in_every_language(
        |lang| stdout(&["misere", "link", "*[2#]", "*[3]", "--lang", lang]),
        [
            ("en", "are linked by"),
            ("ko", "연결됩니다"),
            ("ru", "связаны игрой"),
            ("vi", "liên kết qua"),
        ],
        &["linked", "P-position"],
    );
}

#[test]
fn nim_heaps_written_as_cgsuite_writes_them() {
    // `*`, `*2`, `*12`: the heaps of 1, 2 and 12, the same games as the positions.
    for (star, heap) in [("*", "1"), ("*2", "2"), ("*12", "12")] {
        let a = json(&["misere", "canonical", star]);
        let b = json(&["misere", "canonical", heap]);
        assert_eq!(a["form"], b["form"], "{star}");
        assert_eq!(a["positions"], 0, "{star}");
    }
    let v = json(&["misere", "difference", "*[2#0]", "*"]);
    assert!(v.get("difference").is_some(), "{v}");
}
