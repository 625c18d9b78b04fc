//! Geography against a brute force written from the rules alone (the visited vertices
//! as a list, no cutting down to the reachable part), and against the matching theorem
//! of undirected vertex geography: the first player wins exactly when every maximum
//! matching covers the start.

use grundy::{analyze, parse_position, AnalyzeOptions, Lang, Outcome};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// The Grundy value by the rules: from `at`, the token goes to any neighbour not in
/// `visited`.
fn brute(edges: &[(u32, u32)], at: u32, visited: &mut Vec<u32>) -> u32 {
    visited.push(at);
    let mut options = BTreeSet::new();
    for &(u, v) in edges {
        let next = if u == at {
            v
        } else if v == at {
            u
        } else {
            continue;
        };
        if !visited.contains(&next) {
            options.insert(brute(edges, next, visited));
        }
    }
    visited.pop();
    (0..).find(|v| !options.contains(v)).unwrap_or(0)
}

/// The size of a maximum matching of `edges` avoiding the vertices in `gone`, by trying
/// every subset of edges.
fn maximum_matching(edges: &[(u32, u32)], gone: Option<u32>) -> usize {
    let edges: Vec<&(u32, u32)> = edges
        .iter()
        .filter(|(u, v)| Some(*u) != gone && Some(*v) != gone)
        .collect();
    let mut best = 0;
    for mask in 0u32..(1 << edges.len()) {
        let chosen: Vec<&&(u32, u32)> = edges
            .iter()
            .enumerate()
            .filter(|(i, _)| mask >> i & 1 == 1)
            .map(|(_, e)| e)
            .collect();
        let ends: BTreeSet<u32> = chosen.iter().flat_map(|(u, v)| [*u, *v]).collect();
        if ends.len() == 2 * chosen.len() {
            best = best.max(chosen.len());
        }
    }
    best
}

fn text(edges: &[(u32, u32)], start: u32) -> String {
    let words: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
    format!("geography({} {start} @{start})", words.join(" "))
}

/// Up to 9 edges on vertices 0..7 (self-loops dropped), and a start among 0..7.
fn graphs() -> impl Strategy<Value = (Vec<(u32, u32)>, u32)> {
    (prop::collection::vec((0u32..7, 0u32..7), 0..=9), 0u32..7).prop_map(|(pairs, start)| {
        let edges: BTreeSet<(u32, u32)> = pairs
            .into_iter()
            .filter(|(u, v)| u != v)
            .map(|(u, v)| (u.min(v), u.max(v)))
            .collect();
        (edges.into_iter().collect(), start)
    })
}

fn value(text: &str) -> u32 {
    let r = analyze(&parse_position(text).unwrap(), &AnalyzeOptions::default()).unwrap();
    r.value.unwrap().to_string().parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The value is the brute force's; the winning moves, beside a Nim heap, are the
    /// brute force's; the outcome alone is the matching theorem's.
    #[test]
    fn the_search_agrees_with_the_brute_force((edges, start) in graphs(), heap in 0u32..3) {
        let position = text(&edges, start);
        let expected = brute(&edges, start, &mut Vec::new());
        prop_assert_eq!(value(&position), expected, "{}", position);

        let covered = maximum_matching(&edges, Some(start)) < maximum_matching(&edges, None);
        prop_assert_eq!(expected != 0, covered, "{}: the matching theorem", position);

        let sum = format!("{position} + nim {heap}");
        let p = parse_position(&sum).unwrap();
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        prop_assert_eq!(r.outcome == Outcome::N, expected != heap, "{}", sum);
        let mut by_brute: Vec<String> = Vec::new();
        for &(u, v) in &edges {
            for (a, b) in [(u, v), (v, u)] {
                if a == start && brute(&edges, b, &mut vec![start]) == heap {
                    by_brute.push(format!("move the token from {start} to {b}"));
                }
            }
        }
        let mut listed: Vec<String> = r
            .winning_moves
            .iter()
            .filter(|m| m.component == 0)
            .map(|m| p.components[0].describe(&m.changes))
            .collect();
        by_brute.sort();
        listed.sort();
        prop_assert_eq!(listed, by_brute, "{}", sum);
    }
}

#[test]
fn paths_and_cycles() {
    // On a path of n vertices from an end the moves are forced: n − 1 of them.
    for n in 1..=12u32 {
        let edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let position = text(&edges, 0);
        assert_eq!(value(&position) != 0, n % 2 == 0, "{position}");
    }
    // On a cycle the first move is either way round and then forced: n − 1 moves in all,
    // a first-player win exactly when n is even (a maximum matching of an odd cycle
    // misses a vertex, which may be the start).
    for n in 3..=12u32 {
        let mut edges: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        edges.push((0, n - 1));
        let position = text(&edges, 0);
        let r = analyze(
            &parse_position(&position).unwrap(),
            &AnalyzeOptions::default(),
        )
        .unwrap();
        assert_eq!(r.outcome == Outcome::N, n % 2 == 0, "{position}");
    }
}

#[test]
fn parse_errors_name_what_is_wrong() {
    let err = |text: &str| parse_position(text).unwrap_err();
    let e = err("geography(0-1 1-2)");
    assert!(
        e.message.to_string().contains("start vertex after an @"),
        "{e}"
    );
    let e = err("geography(0-1 @5)");
    assert_eq!((e.token.as_str(), e.column), ("@5", 15));
    assert!(
        e.message
            .to_string()
            .starts_with("the start 5 is not a vertex"),
        "{e}"
    );
    let e = err("geography(0-1 @0 @1)");
    assert_eq!(e.token, "@1");
    assert!(e.message.to_string().contains("@0 and @1"), "{e}");
    let e = err("geography(0-1 @x)");
    assert!(
        e.message
            .to_string()
            .starts_with("after @ comes the start vertex"),
        "{e}"
    );
    let e = err("geography(0-0 @0)");
    assert!(e.message.to_string().contains("self-loop"), "{e}");
    let e = err("geography 3");
    assert!(e.message.to_string().contains("in brackets"), "{e}");
    let e = err("geography(0-1 @0) 3");
    assert!(e.message.to_string().contains("no sizes"), "{e}");
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        let said = err("geography(0-1 @5)").render(lang);
        assert!(said.contains('5'), "{lang}: {said}");
        assert_ne!(said, err("geography(0-1 @5)").render(Lang::En));
    }
}

#[test]
fn a_position_is_written_back_and_moves_remove_the_vertex_left() {
    for text in [
        "geography(0 @0)",
        "geography(0-1 1-2 7 @1)",
        "geography(0-1 0-2 @2)",
    ] {
        assert_eq!(parse_position(text).unwrap().to_string(), text);
    }
    assert_eq!(
        parse_position("geography(@1, 2-1 1-0)")
            .unwrap()
            .to_string(),
        "geography(0-1 1-2 @1)"
    );
    let p = parse_position("geography(0-1 1-2 1-3 @1)").unwrap();
    for text in ["2", "v2", "1-2", "1->2"] {
        let m = grundy::play::parse_move(&p, text).unwrap();
        assert_eq!(
            grundy::play::apply(&p, &m).to_string(),
            "geography(0 2 3 @2)",
            "{text}"
        );
        assert_eq!(
            p.components[0].describe(&m.changes),
            "move the token from 1 to 2"
        );
        assert!(p.components[0]
            .describe_in(&m.changes, Lang::Vi)
            .contains("quân cờ"));
    }
    let illegal = |text: &str| grundy::play::parse_move(&p, text).unwrap_err().to_string();
    assert!(illegal("1").contains("already"), "{}", illegal("1"));
    assert!(illegal("9").contains("no vertex 9"), "{}", illegal("9"));
    assert!(illegal("0-2").contains("not 0"), "{}", illegal("0-2"));
    assert!(
        illegal("x").contains("write the vertex"),
        "{}",
        illegal("x")
    );
    let q = parse_position("geography(0-1 1-2 @0)").unwrap();
    let e = grundy::play::parse_move(&q, "2").unwrap_err().to_string();
    assert!(
        e.contains("vertex 2 is not next to the token's vertex 0"),
        "{e}"
    );
}

#[test]
fn the_board_offers_a_click_per_neighbour_of_the_token() {
    let p = parse_position("geography(0-1 0-2 0-3 1-2 @0)").unwrap();
    let board = &p.pieces()[0];
    assert_eq!(board.plays.len(), 3);
    for play in &board.plays {
        let m = grundy::play::parse_move(&p, &play.text).unwrap();
        assert_eq!(m.changes, play.changes, "{}", play.text);
    }
    // The token is drawn, named in words.
    assert!(board
        .shapes
        .iter()
        .any(|s| s.label == "the token, on vertex 0"));
}

#[test]
fn too_large_a_part_is_refused_and_a_search_can_be_cancelled() {
    let edges: Vec<String> = (1..=130).map(|v| format!("0-{v}")).collect();
    let p = parse_position(&format!("geography({} @0)", edges.join(" "))).unwrap();
    let e = analyze(&p, &AnalyzeOptions::default()).unwrap_err();
    assert!(
        e.to_string().contains("connected part (131 vertices)"),
        "{e}"
    );
    // A complete graph on 20 vertices: more positions than a small limit.
    let mut edges = Vec::new();
    for u in 0..20 {
        for v in u + 1..20 {
            edges.push(format!("{u}-{v}"));
        }
    }
    let p = parse_position(&format!("geography({} @0)", edges.join(" "))).unwrap();
    let small = AnalyzeOptions {
        search_limit: 1000,
        ..AnalyzeOptions::default()
    };
    let e = analyze(&p, &small).unwrap_err();
    assert!(
        e.to_string()
            .contains("positions Geography's search must value"),
        "{e}"
    );
    let options = AnalyzeOptions {
        cancel: crate::Cancel::new(),
        ..AnalyzeOptions::default()
    };
    options.cancel.cancel();
    let e = analyze(&p, &options).unwrap_err();
    assert!(matches!(e, grundy::AnalysisError::Cancelled), "{e:?}");
}
