//! `/api/sequence`: the answer is `grundy seq`'s report with its words.

use crate::common;

use common::{get, post, start};
use grundy::report::sequence::SequenceWords;
use grundy::sequence::{compute, parse_game};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::sync::atomic::AtomicBool;

#[tokio::test]
async fn sequences_are_the_seq_report() {
    let s = start(ServerConfig::default()).await;
    let expected = |game: &str, upto: u64, period: bool| {
        let (rule, name) = parse_game(game).unwrap();
        with_words(compute(rule, name, upto, period, &AtomicBool::new(false)).unwrap())
    };
    let a = get(s.addr, "/api/sequence?game=kayles&upto=300&period=true").await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r, expected("kayles", 300, true));
    assert_eq!(r["period"]["period"], 12);
    assert_eq!(r["period"]["certified"], true);
    // The words are the library's, the CLI's: the period with its theorem.
    assert_eq!(r["explanation"][1]["title"], "Period 12 from n = 71");
    assert!(r["explanation"][1]["paragraphs"][0]
        .as_str()
        .unwrap()
        .contains("proved by the Guy–Smith periodicity theorem"));
    let a = post(
        s.addr,
        "/api/sequence",
        json!({"game": "0.137", "upto": 50}),
    )
    .await;
    assert_eq!(a.json(), expected("0.137", 50, false));
    // The default N is the CLI's: 100.
    let r = get(s.addr, "/api/sequence?game=sub(1,3,4)").await.json();
    assert_eq!(r["computed"], 101);
    // Moves leaving any number of heaps are computed (the naive engine refused them),
    // and `code` holds CGSuite's standard form.
    let a = post(
        s.addr,
        "/api/sequence",
        json!({"game": "tb(0.{0,1,2!,3!,4!+})", "upto": 40}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["code"], "0.*!");
    assert_eq!(r, expected("tb(0.{0,1,2!,3!,4!+})", 40, false));
    let r = post(s.addr, "/api/sequence", json!({"game": "04.30", "upto": 5}))
        .await
        .json();
    assert_eq!(r["code"], "4.3");
}

/// The JSON a sequence report is answered with: the report and its words.
pub(super) fn with_words(report: grundy::sequence::SequenceReport) -> Value {
    let mut v = serde_json::to_value(&report).unwrap();
    v["explanation"] = serde_json::to_value(report.explain()).unwrap();
    v["chart"] =
        serde_json::to_value(grundy::sequence::chart::Chart::of_report(&report, 1000)).unwrap();
    v
}
