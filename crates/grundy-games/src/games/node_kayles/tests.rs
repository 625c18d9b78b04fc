use grundy::component::HeapChange;
use grundy::play::{apply, check, parse_move, Move};
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Nat, Outcome};

fn err(text: &str) -> grundy::ParseError {
    parse_position(text).expect_err(text)
}

fn value(text: &str) -> Nat {
    let p = parse_position(text).unwrap();
    analyze(&p, &AnalyzeOptions::default())
        .unwrap()
        .value
        .unwrap()
}

#[test]
fn bad_graphs_say_what_and_where() {
    let e = err("node-kayles(0-1 1-x)");
    assert!(e.message.to_string().starts_with("not a vertex"), "{e}");
    assert_eq!((e.token.as_str(), e.column), ("1-x", 17));
    let e = err("node-kayles(0-1 a)");
    assert!(
        e.message
            .to_string()
            .starts_with("an edge is two vertices joined by '-', e.g. 0-1"),
        "{e}"
    );
    assert_eq!((e.token.as_str(), e.column), ("a", 17));
    let e = err("node-kayles(0-1000000)");
    assert_eq!(
        e.message.to_string(),
        "vertex number too large (at most 999999)"
    );
    assert_eq!((e.token.as_str(), e.column), ("0-1000000", 13));
    let e = err("node-kayles(0-1, 99999999999999999999999-2)");
    assert!(e.message.to_string().contains("too large"), "{e}");
    let e = err("node-kayles(0-1 3-3)");
    assert!(e.message.to_string().contains("self-loop"), "{e}");
    assert_eq!((e.token.as_str(), e.column), ("3-3", 17));
    let e = err("node-kayles(0-1-2)");
    assert!(e.message.to_string().starts_with("not a vertex"), "{e}");
    let e = err("node-kayles(0-)");
    assert!(e.message.to_string().starts_with("not a vertex"), "{e}");
    let e = err("node-kayles(0-1) 3");
    assert!(e.message.to_string().contains("takes no sizes"), "{e}");
    assert_eq!((e.token.as_str(), e.column), ("3", 18));
    let e = err("node-kayles 3");
    assert!(
        e.message
            .to_string()
            .contains("needs its graph in brackets"),
        "{e}"
    );
    assert_eq!(e.column, 1);
    let many: Vec<String> = (0..1001).map(|v| v.to_string()).collect();
    let e = err(&format!("node-kayles({})", many.join(" ")));
    assert!(
        e.message.to_string().contains("at most 1000 vertices"),
        "{e}"
    );
    assert_eq!(e.token, "1000");
    let edges: Vec<String> = (0..2001)
        .map(|v| format!("{}-{}", v % 60, v / 60 + 60))
        .collect();
    let e = err(&format!("node-kayles({})", edges.join(" ")));
    assert!(e.message.to_string().contains("at most 2000 edges"), "{e}");
    let e = err("arc-kayles(1-1)");
    assert!(e.message.to_string().contains("self-loop"), "{e}");
    let e = err("arc-kayles(0-1 x-2)");
    assert!(e.message.to_string().starts_with("not a vertex"), "{e}");
    assert_eq!(e.column, 16);
}

#[test]
fn positions_round_trip() {
    for (text, written) in [
        ("node-kayles()", "node-kayles()"),
        ("node-kayles( )", "node-kayles()"),
        ("node-kayles(0-1 1-2 2-3)", "node-kayles(0-1 1-2 2-3)"),
        ("node-kayles(3-2,1-0 7 0-1)", "node-kayles(0-1 2-3 7)"),
        ("node-kayles(5 0-9 4)", "node-kayles(0-9 4 5)"),
        (
            "Node-Kayles(0-1 1-2) + nim 3",
            "node-kayles(0-1 1-2) + nim 3",
        ),
        (
            "arc-kayles(0-1 1-2) + node-kayles(4)",
            "arc-kayles(0-1 1-2) + node-kayles(4)",
        ),
    ] {
        let p = parse_position(text).unwrap();
        assert_eq!(p.to_string(), written);
        assert_eq!(parse_position(written).unwrap(), p);
    }
}

#[test]
fn small_values() {
    assert_eq!(value("node-kayles()"), Nat::from(0u8));
    assert_eq!(value("node-kayles(4)"), Nat::from(1u8));
    assert_eq!(value("node-kayles(4 5 6)"), Nat::from(1u8));
    // A star: the centre takes everything, a leaf leaves the other leaves.
    assert_eq!(value("node-kayles(0-1 0-2 0-3)"), Nat::from(1u8));
    assert_eq!(value("node-kayles(0-1 0-2 0-3 0-4)"), Nat::from(2u8));
    // A 4-cycle: any vertex leaves the opposite one.
    assert_eq!(value("node-kayles(0-1 1-2 2-3 3-0)"), Nat::from(0u8));
}

#[test]
fn moves_are_vertices() {
    let p = parse_position("node-kayles(0-1 1-2 2-3 3-4 9)").unwrap();
    let m = parse_move(&p, "v3").unwrap();
    assert_eq!(apply(&p, &m).to_string(), "node-kayles(0-1 9)");
    let c = &p.components[0];
    assert_eq!(
        c.describe(&m.changes),
        "take vertex 3 (and its neighbours 2, 4)"
    );
    let m = parse_move(&p, "9").unwrap();
    assert_eq!(
        c.describe(&m.changes),
        "take vertex 9 (it has no neighbours)"
    );
    let m = parse_move(&p, "0").unwrap();
    assert_eq!(
        c.describe(&m.changes),
        "take vertex 0 (and its neighbour 1)"
    );
    let e = parse_move(&p, "5").unwrap_err().to_string();
    assert!(
        e.contains("there is no vertex 5 (the vertices are 0, 1, 2, 3, 4, 9)"),
        "{e}"
    );
    assert!(parse_move(&p, "x").is_err());
    assert!(parse_move(&p, "1 2").is_err());
    assert!(parse_move(&p, "").is_err());
    // Only the whole closed neighbourhood is a move.
    let partial = Move {
        component: 0,
        changes: vec![HeapChange::new(1, 1u8.into(), 0u8.into())],
    };
    assert!(check(&p, &partial).is_err());
    assert!(check(&p, &parse_move(&p, "1").unwrap()).is_ok());
    let sum = parse_position("node-kayles(0-1) + nim 2").unwrap();
    assert!(parse_move(&sum, "1: 0").is_ok());
    assert!(parse_move(&sum, "1: 2").is_err());
    let pieces = c.pieces();
    assert_eq!(pieces.noun, "vertex");
    assert_eq!(pieces.items.len(), 6);
    assert_eq!(pieces.items[5].label, "9");
}

#[test]
fn a_sum_with_nim_and_misere_play() {
    let p = parse_position("node-kayles(0-1 1-2) + nim 3").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(1u8)));
    assert!(r.winning_moves_complete);
    assert_eq!(r.winning_moves.len(), 1);
    assert_eq!(r.winning_moves[0].component, 1);
    // Two paths of three and Nim 1: 2 ⊕ 2 ⊕ 1.
    let p = parse_position("node-kayles(0-1 1-2 3-4 4-5) + nim 1").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(1u8)));
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    // A single vertex: the player to move must take it, and loses under misère play.
    let r = analyze(&parse_position("node-kayles(0)").unwrap(), &misere).unwrap();
    assert_eq!(r.outcome, Outcome::P);
    let r = analyze(&parse_position("node-kayles(0 1)").unwrap(), &misere).unwrap();
    assert_eq!(r.outcome, Outcome::N);
    let over = parse_position("node-kayles()").unwrap();
    assert!(grundy::play::is_over(&over));
}

#[test]
fn the_computer_plays() {
    let p = parse_position("node-kayles(0-1 1-2 2-3 3-4 4-5 5-0 0-6)").unwrap();
    for convention in [Convention::Normal, Convention::Misere] {
        let m = grundy::play::computer_move(&p, convention)
            .unwrap()
            .unwrap();
        assert!(check(&p, &m.chosen).is_ok());
    }
}

#[test]
fn large_graphs_are_refused_not_hung() {
    // A path of 200 vertices is one connected part beyond the search.
    let edges: Vec<String> = (0..199).map(|v| format!("{v}-{}", v + 1)).collect();
    let p = parse_position(&format!("node-kayles({})", edges.join(" "))).unwrap();
    let e = analyze(&p, &AnalyzeOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("at most 128"), "{e}");
    // A tiny search limit refuses a 6×6 grid.
    let mut g = Vec::new();
    for y in 0..6 {
        for x in 0..6 {
            let v = y * 6 + x;
            if x < 5 {
                g.push(format!("{v}-{}", v + 1));
            }
            if y < 5 {
                g.push(format!("{v}-{}", v + 6));
            }
        }
    }
    let p = parse_position(&format!("node-kayles({})", g.join(" "))).unwrap();
    let small = AnalyzeOptions {
        search_limit: 1000,
        ..AnalyzeOptions::default()
    };
    let e = analyze(&p, &small).unwrap_err().to_string();
    assert!(e.contains("more than 1000"), "{e}");
    // Many small parts are fine: 300 disjoint edges (value 0) and a lone vertex.
    let edges: Vec<String> = (0..300)
        .map(|i| format!("{}-{}", 2 * i, 2 * i + 1))
        .collect();
    let p = parse_position(&format!("node-kayles({} 999)", edges.join(" "))).unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(1u8)));
    // 601 vertices: too many to list moves by search, but moves still read and check.
    let m = parse_move(&p, "999").unwrap();
    assert!(check(&p, &m).is_ok());
    assert!(!grundy::play::is_over(&p));
}
