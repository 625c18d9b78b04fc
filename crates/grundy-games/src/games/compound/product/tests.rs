//! The products against brute force written from their definitions on explicit game
//! trees, against the solver on the product's own moves, and against CGSuite's
//! published values (`*4.ConwayProduct(*4) = *6`, `*19.ConwayProduct(*23) = *86`).

use grundy::component::search::PositionGame;
use grundy::{analyze, parse_position, AnalyzeOptions, Lang, Nat, Solver};
use std::collections::HashMap;

/// A game as an explicit tree: each node's options (node 0 the start).
fn tree(text: &str) -> Vec<Vec<usize>> {
    let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let parts = p.components.iter().map(|c| &**c).collect();
    let (game, start) = PositionGame::new(parts).unwrap();
    let mut index = HashMap::new();
    let mut nodes: Vec<Vec<usize>> = Vec::new();
    let mut todo = vec![game.canonical(&start)];
    index.insert(todo[0].clone(), 0usize);
    nodes.push(Vec::new());
    while let Some(state) = todo.pop() {
        let at = index[&state];
        for m in game.moves_with_changes(&state) {
            let after = game.canonical(&m.after);
            let next = index.len();
            let id = *index.entry(after.clone()).or_insert(next);
            if id == next {
                nodes.push(Vec::new());
                todo.push(after);
            }
            nodes[at].push(id);
        }
    }
    nodes
}

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut v: Vec<u64> = values.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    (0..).find(|m| v.binary_search(m).is_err()).unwrap_or(0)
}

fn grundy_of(t: &[Vec<usize>], n: usize, memo: &mut HashMap<usize, u64>) -> u64 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let v = mex(t[n]
        .iter()
        .map(|&c| grundy_of(t, c, memo))
        .collect::<Vec<_>>());
    memo.insert(n, v);
    v
}

/// Conway's product from its definition: the options of `a × b` are
/// `a′×b + a×b′ + a′×b′`, a disjunctive sum (worth the nim-sum of its terms).
fn conway(
    g: &[Vec<usize>],
    h: &[Vec<usize>],
    a: usize,
    b: usize,
    memo: &mut HashMap<(usize, usize), u64>,
) -> u64 {
    if let Some(&v) = memo.get(&(a, b)) {
        return v;
    }
    let mut options = Vec::new();
    for &a2 in &g[a] {
        for &b2 in &h[b] {
            options.push(
                conway(g, h, a2, b, memo) ^ conway(g, h, a, b2, memo) ^ conway(g, h, a2, b2, memo),
            );
        }
    }
    let v = mex(options);
    memo.insert((a, b), v);
    v
}

/// The ordinal product from its definition: `G ⊛ K` has the options `(G ⊛ K′) : G′`;
/// the ordinal sum `A : S` has `A`'s options and `A : S′`. `ordinal(k, s)` is
/// `(G ⊛ K) : S` (`s = None`: no subordinate).
fn ordinal(
    g: &[Vec<usize>],
    h: &[Vec<usize>],
    k: usize,
    s: Option<usize>,
    memo: &mut HashMap<(usize, Option<usize>), u64>,
) -> u64 {
    if let Some(&v) = memo.get(&(k, s)) {
        return v;
    }
    let mut options = Vec::new();
    for &k2 in &h[k] {
        for &g2 in &g[0] {
            options.push(ordinal(g, h, k2, Some(g2), memo));
        }
    }
    if let Some(s) = s {
        for &s2 in &g[s] {
            options.push(ordinal(g, h, k, Some(s2), memo));
        }
    }
    let v = mex(options);
    memo.insert((k, s), v);
    v
}

/// The value of a position by analysis, and by the solver on its own moves (`None` when
/// that search passes 200,000 positions).
fn value_and_solved(text: &str) -> (u64, Option<u64>) {
    let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap_or_else(|e| panic!("{text}: {e}"));
    let v = r.value.and_then(|v| u64::try_from(v).ok()).unwrap();
    let parts = p.components.iter().map(|c| &**c).collect();
    let solved = PositionGame::new(parts).and_then(|(game, start)| {
        let mut solver = Solver::with_limit(&game, 200_000);
        solver.grundy(&game.canonical(&start)).ok().map(u64::from)
    });
    (v, solved)
}

/// Small games of different kinds (Nim, sums, heap games that split, a subtraction
/// game, a graph game, a game with the same values in other forms).
const SMALL: [&str; 9] = [
    "0",
    "1",
    "2",
    "3",
    "2 1",
    "kayles 3",
    "sub(1,3) 4",
    "node-kayles(0-1 1-2)",
    "1 1",
];

#[test]
fn cgsuite_values_of_conway_products() {
    // CGSuite's tests: *4.ConwayProduct(*4) = *6, *19.ConwayProduct(*23) = *86.
    let p = parse_position("conway-product(4, 4)").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(6u8)));
    let g = tree("4");
    assert_eq!(conway(&g, &g, 0, 0, &mut HashMap::new()), 6);
    let p = parse_position("conway-product(19, 23)").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(86u8)));
    // The solver on the product's own moves (sums of products: their multisets grow
    // fast, so a small one).
    assert_eq!(value_and_solved("conway-product(2, 3)"), (1, Some(1)));
    let g = tree("19");
    let h = tree("23");
    assert_eq!(conway(&g, &h, 0, 0, &mut HashMap::new()), 86);
}

#[test]
fn conway_products_are_nim_products_of_the_values() {
    for a in SMALL {
        for b in SMALL {
            let text = format!("conway-product({a}, {b})");
            let (g, h) = (tree(a), tree(b));
            let brute = conway(&g, &h, 0, 0, &mut HashMap::new());
            let (gv, hv) = (
                grundy_of(&g, 0, &mut HashMap::new()),
                grundy_of(&h, 0, &mut HashMap::new()),
            );
            assert_eq!(
                brute,
                grundy::nimber::nim_mul(gv, hv),
                "{text}: the theorem"
            );
            let p = parse_position(&text).unwrap();
            let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
            assert_eq!(r.value, Some(Nat::from(brute)), "{text}: the analysis");
            if g.len() * h.len() <= 9 {
                let (v, solved) = value_and_solved(&text);
                assert_eq!((v, solved), (brute, Some(brute)), "{text}: the solver");
            }
        }
    }
}

#[test]
fn ordinal_products_agree_with_their_definition() {
    for a in SMALL {
        for b in SMALL {
            let text = format!("ordinal-product({a}, {b})");
            let (g, h) = (tree(a), tree(b));
            let brute = ordinal(&g, &h, 0, None, &mut HashMap::new());
            let (v, solved) = value_and_solved(&text);
            assert_eq!(v, brute, "{text}: the analysis");
            if let Some(s) = solved {
                assert_eq!(s, brute, "{text}: the solver on its own moves");
            }
        }
    }
}

#[test]
fn the_ordinal_product_of_nim_heaps_multiplies_their_sizes() {
    for a in 0..=6u64 {
        for b in 0..=6u64 {
            let (v, solved) = value_and_solved(&format!("ordinal-product({a}, {b})"));
            assert_eq!(v, a * b, "*{a} ⊛ *{b}");
            if a * b <= 12 {
                assert_eq!(solved, Some(a * b), "*{a} ⊛ *{b} by the solver");
            }
        }
    }
}

#[test]
fn the_ordinal_product_depends_on_the_form_not_only_the_value() {
    // *2 and *1 + *1 + *2 (both worth 2) as G, H = *2.
    let a = value_and_solved("ordinal-product(2, 2)").0;
    let b = value_and_solved("ordinal-product(1 1 2, 2)").0;
    let g = tree("1 1 2");
    let h = tree("2");
    assert_eq!(b, ordinal(&g, &h, 0, None, &mut HashMap::new()));
    assert_eq!(a, 4);
    assert_ne!(a, b, "the same values, other forms: {a} and {b}");
}

#[test]
fn positions_reached_by_play_read_back_and_agree_with_the_solver() {
    for text in [
        "conway-product(2, kayles 2)",
        "conway-product(2, 2, 1, 1)",
        "ordinal-product(2 1, kayles 3)",
        "ordinal-product(3, 2, kayles 2)",
    ] {
        let mut p = parse_position(text).unwrap();
        for step in 0..6 {
            let shown = p.to_string();
            assert_eq!(parse_position(&shown).unwrap(), p, "{shown} reads back");
            let (v, solved) = value_and_solved(&shown);
            assert_eq!(Some(v), solved, "{shown}");
            let c = &p.components[0];
            let state = c.search_state().unwrap();
            let moves = c.search_moves(&state);
            let Some(m) = moves.get((step * 7 + 3) % moves.len().max(1)) else {
                break;
            };
            assert!(!c.describe_in(&m.changes, Lang::Ko).is_empty());
            p = grundy::Position {
                components: vec![c.apply(&m.changes)],
            };
        }
    }
}

#[test]
fn products_in_sums_and_their_winning_moves() {
    let p = parse_position("conway-product(2, 3) + 1").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    // *2 ⊗ *3 = *1, and *1 + *1 = 0.
    assert_eq!(r.value, Some(Nat::from(0u8)));
    let p = parse_position("ordinal-product(2, 2) + 1").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(5u8)));
    assert!(!r.winning_moves.is_empty());
}

#[test]
fn parse_errors_and_refusals() {
    assert!(parse_position("conway-product(2)").is_err());
    assert!(parse_position("conway-product(2, 3, 4)").is_err());
    assert!(parse_position("ordinal-product(2)").is_err());
    assert!(parse_position("ordinal-product(1, 2, 3, 4)").is_err());
    assert!(parse_position("conway-product 3").is_err());
    // Large factors: Conway's product valued by its theorem; its moves are too many to
    // look at one by one, so a whole analysis is refused with that reason.
    let p = parse_position("conway-product(kayles 1000, 1000000)").unwrap();
    let c = &p.components[0];
    assert!(c.value(&AnalyzeOptions::default()).is_ok());
    let e = analyze(&p, &AnalyzeOptions::default()).unwrap_err();
    assert!(
        format!("{e:?}").contains("reason-product-too-many-moves"),
        "{e:?}"
    );
    let o = AnalyzeOptions {
        search_limit: 10_000,
        ..AnalyzeOptions::default()
    };
    let p = parse_position("ordinal-product(kayles 40, kayles 40)").unwrap();
    assert!(analyze(&p, &o).is_err());
}

/// A move numbered in a product with a huge heap is refused (too many to number) without
/// making the heap's options first (the `moves` fuzz target's timeout).
#[test]
fn a_numbered_move_in_a_product_of_a_huge_heap_is_refused_at_once() {
    let p = parse_position("conway-product(1, kayles 277777777777)").unwrap();
    assert!(grundy::play::parse_move(&p, "#1").is_err());
}
