//! `grundy graph …` and loopy `graph(FILE)` end to end: generate, convert, stats, solve
//! (values file, checkpoint resume), and damaged binary graphs refused with a reason.

use crate::common;

use common::{grundy, stdout as out};
use predicates::prelude::*;

/// Writes a random binary graph of `n` vertices and `m` arcs to `path`.
fn random_graph(path: &str, n: u32, m: u64) {
    let (n, m) = (n.to_string(), m.to_string());
    out(&[
        "graph",
        "gen",
        "random",
        "--vertices",
        &n,
        "--arcs",
        &m,
        "--out",
        path,
    ]);
}

#[test]
fn a_cycle_is_all_draws_and_a_text_graph_converts() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    out(&[
        "graph",
        "gen",
        "cycle",
        "--vertices",
        "7",
        "--out",
        &p("c.bin"),
    ]);
    let v: serde_json::Value = serde_json::from_str(&out(&[
        "graph",
        "solve",
        &p("c.bin"),
        "--json",
        "--out",
        &p("v.bin"),
    ]))
    .unwrap();
    assert_eq!(v["outcomes"]["d"], 7);
    let values = std::fs::read(p("v.bin")).unwrap();
    assert_eq!(&values[..8], b"GRUNDYV1");
    assert!(
        values[16..16 + 28].iter().all(|&b| b == 0xFF),
        "every value ∞"
    );
    std::fs::write(p("e.txt"), "0 1\n1 0\n1 2\n3 3\n3 2\n4 4\n").unwrap();
    out(&["graph", "convert", &p("e.txt"), &p("e.bin")]);
    let v: serde_json::Value =
        serde_json::from_str(&out(&["graph", "solve", &p("e.bin"), "--json"])).unwrap();
    assert_eq!(
        (
            v["outcomes"]["p"].as_u64(),
            v["outcomes"]["n"].as_u64(),
            v["outcomes"]["d"].as_u64()
        ),
        (Some(2), Some(2), Some(1))
    );
    let s: serde_json::Value =
        serde_json::from_str(&out(&["graph", "stats", &p("e.bin"), "--json"])).unwrap();
    assert_eq!(
        (
            s["vertices"].as_u64(),
            s["arcs"].as_u64(),
            s["self_loops"].as_u64()
        ),
        (Some(5), Some(6), Some(2))
    );
    // The same file as a position: the draw and its value in the JSON.
    let r: serde_json::Value = serde_json::from_str(&out(&[
        "analyze",
        "--json",
        &format!("graph({}) 3 + nim 1", p("e.txt")),
    ]))
    .unwrap();
    assert_eq!(
        (r["outcome"].as_str(), r["value"].as_str()),
        (Some("D"), Some("∞{1}"))
    );
}

#[test]
fn a_resumed_solve_writes_the_same_values() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    random_graph(&p("g.bin"), 3000, 6000);
    out(&[
        "graph",
        "solve",
        &p("g.bin"),
        "--out",
        &p("a.bin"),
        "--checkpoint",
        &p("ck"),
    ]);
    // The checkpoint of the finished run resumes to the end at once, with the same values.
    grundy()
        .args([
            "graph",
            "solve",
            &p("g.bin"),
            "--out",
            &p("b.bin"),
            "--checkpoint",
            &p("ck"),
        ])
        .assert()
        .success()
        .stderr(predicate::str::contains("resuming"));
    assert_eq!(
        std::fs::read(p("a.bin")).unwrap(),
        std::fs::read(p("b.bin")).unwrap()
    );
    // A checkpoint of another graph is refused.
    random_graph(&p("h.bin"), 10, 20);
    grundy()
        .args(["graph", "solve", &p("h.bin"), "--checkpoint", &p("ck")])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("3000 vertices"));
}

#[test]
fn damaged_binary_graphs_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    random_graph(&p("g.bin"), 100, 300);
    let bytes = std::fs::read(p("g.bin")).unwrap();
    std::fs::write(p("t.bin"), &bytes[..bytes.len() - 5]).unwrap();
    let mut bad = bytes.clone();
    bad[2000] ^= 1;
    std::fs::write(p("c.bin"), &bad).unwrap();
    std::fs::write(p("x.bin"), b"hello").unwrap();
    for (file, words) in [
        ("t.bin", "truncated"),
        ("c.bin", "corrupted"),
        ("x.bin", "GRUNDYG1"),
    ] {
        for cmd in ["stats", "solve"] {
            grundy()
                .args(["graph", cmd, &p(file)])
                .assert()
                .code(2)
                .stderr(predicate::str::contains(words))
                .stderr(predicate::str::contains("panicked").not());
        }
    }
}

#[test]
fn fair_shares_and_varied_pairs_is_generated_solved_and_played() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let said = out(&[
        "graph",
        "gen",
        "fair-shares",
        "--coins",
        "4",
        "--out",
        &p("fs.bin"),
        "--text",
        &p("fs.txt"),
    ]);
    assert!(
        said.contains("5 vertices") && said.contains("7 arcs"),
        "{said}"
    );
    // Four coins, worked by hand in docs/theory.md: 1+1+1+1 and 2+2 are P, the rest N.
    let v: serde_json::Value =
        serde_json::from_str(&out(&["graph", "solve", &p("fs.bin"), "--json"])).unwrap();
    assert_eq!(
        (
            v["outcomes"]["p"].as_u64(),
            v["outcomes"]["n"].as_u64(),
            v["outcomes"]["d"].as_u64()
        ),
        (Some(2), Some(3), Some(0))
    );
    let text = std::fs::read_to_string(p("fs.txt")).unwrap();
    assert!(text.contains("3 # 3+1\n3 0\n3 4\n"), "{text}");
    // The text file as a position: a token on 3+1 (value 2) and one on 2+1+1 (value 1).
    let r: serde_json::Value = serde_json::from_str(&out(&[
        "analyze",
        "--json",
        &format!("graph({}) 3 1", p("fs.txt")),
    ]))
    .unwrap();
    assert_eq!(r["value"].to_string().trim_matches('"'), "3", "{r}");
    // The same graph converted from the text is the generated one.
    out(&["graph", "convert", &p("fs.txt"), &p("c.bin")]);
    assert_eq!(
        std::fs::read(p("c.bin")).unwrap(),
        std::fs::read(p("fs.bin")).unwrap()
    );
    for (args, needle) in [
        (vec!["--coins", "0"], "1 to 127"),
        (vec!["--coins", "128"], "1 to 127"),
        (vec![], "needs --coins"),
        (vec!["--coins", "3", "--vertices", "3"], "not --vertices"),
    ] {
        let mut all = vec!["graph", "gen", "fair-shares", "--out"];
        let target = p("x.bin");
        all.push(&target);
        all.extend(args);
        common::refused(&all, needle);
    }
    common::refused(
        &[
            "graph",
            "gen",
            "cycle",
            "--coins",
            "3",
            "--out",
            &p("y.bin"),
        ],
        "for `grundy graph gen fair-shares`",
    );
}

/// Square-But-One, a loopy game with a published answer: P-positions 0 and 5, N-positions
/// the squares and the squares plus 5, the rest draws.
#[test]
fn square_but_one_is_generated_and_solved_to_its_published_answer() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    out(&[
        "graph",
        "gen",
        "square-but-one",
        "--vertices",
        "1000",
        "--out",
        &p("sq.bin"),
    ]);
    let v: serde_json::Value =
        serde_json::from_str(&out(&["graph", "solve", &p("sq.bin"), "--json"])).unwrap();
    // Below 1000: the squares 1..=961 (31), the squares plus 5 from 6 to 966 (31), 9 in
    // both (3² = 2² + 5): 61 N-positions; P: 0 and 5.
    assert_eq!(
        (
            v["outcomes"]["p"].as_u64(),
            v["outcomes"]["n"].as_u64(),
            v["outcomes"]["d"].as_u64()
        ),
        (Some(2), Some(61), Some(1000 - 63))
    );
    common::refused(
        &[
            "graph",
            "gen",
            "square-but-one",
            "--vertices",
            "999",
            "--out",
            &p("odd.bin"),
        ],
        "even number of vertices",
    );
}
