//! The compounds `conjunctive(…)`, `selective(…)` and `ordinal(G, H)` against brute
//! force on the product game, written here from the rules of Winning Ways, ch. 9 (parts
//! that are single Nim heaps or Nim positions), and the theorems' answers (remoteness,
//! the parts' outcomes, the ordinal value) against it.

use grundy::misere::MisereMethod;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Outcome};
use std::collections::{BTreeSet, HashMap};

/// A compound of Nim heaps, one heap per part: its moves from the rules.
fn moves(kind: &str, heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = vec![Vec::new()];
    for &h in heaps {
        let mut next = Vec::new();
        for prefix in &out {
            // The part stays (selective), or moves to any smaller heap.
            if kind == "selective" {
                let mut p = prefix.clone();
                p.push(h);
                next.push(p);
            }
            for to in 0..h {
                let mut p = prefix.clone();
                p.push(to);
                next.push(p);
            }
        }
        out = next;
    }
    out.retain(|m| m.as_slice() != heaps);
    out
}

fn grundy(kind: &str, heaps: &[u64], memo: &mut HashMap<Vec<u64>, u32>) -> u32 {
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let options: Vec<u32> = moves(kind, heaps)
        .iter()
        .map(|m| grundy(kind, m, memo))
        .collect();
    let v = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(heaps.to_vec(), v);
    v
}

fn misere_wins(kind: &str, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&v) = memo.get(heaps) {
        return v;
    }
    let options = moves(kind, heaps);
    let v = options.is_empty() || options.iter().any(|m| !misere_wins(kind, m, memo));
    memo.insert(heaps.to_vec(), v);
    v
}

fn text(kind: &str, heaps: &[u64]) -> String {
    let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
    format!("{kind}({})", parts.join(", "))
}

/// Every compound of two or three heaps up to 4 (conjunctive, selective): the outcome
/// and value, under normal play every winning move, and the misère outcome.
#[test]
fn conjunctive_and_selective_against_brute_force() {
    let o = AnalyzeOptions::default();
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    for kind in ["conjunctive", "selective"] {
        let mut memo = HashMap::new();
        let mut mmemo = HashMap::new();
        let mut checked = 0;
        for a in 0..=4u64 {
            for b in 0..=4u64 {
                for c in [None, Some(0u64), Some(2), Some(3)] {
                    let heaps: Vec<u64> = [Some(a), Some(b), c].into_iter().flatten().collect();
                    let t = text(kind, &heaps);
                    let p = parse_position(&t).unwrap();
                    assert_eq!(p.to_string(), t);
                    let r = analyze(&p, &o).unwrap();
                    let g = grundy(kind, &heaps, &mut memo);
                    assert_eq!(r.outcome == Outcome::P, g == 0, "{t}");
                    assert_eq!(r.value, Some(g.into()), "{t}");
                    let got: BTreeSet<String> = r
                        .winning_moves
                        .iter()
                        .map(|m| m.after.clone().unwrap())
                        .collect();
                    let expected: BTreeSet<String> = moves(kind, &heaps)
                        .into_iter()
                        .filter(|m| grundy(kind, m, &mut memo) == 0)
                        .map(|m| text(kind, &m))
                        .collect();
                    assert_eq!(got, expected, "{t}");
                    assert_eq!(r.winning_move_count, Some(expected.len().into()), "{t}");
                    let m = analyze(&p, &misere).unwrap();
                    let wins = misere_wins(kind, &heaps, &mut mmemo);
                    assert_eq!(m.outcome == Outcome::N, wins, "{t} misère");
                    if kind == "conjunctive" {
                        // The misère remoteness rule, not search: every winning move.
                        assert_eq!(m.misere_method, Some(MisereMethod::GameRule), "{t}");
                        let got: BTreeSet<String> = m
                            .winning_moves
                            .iter()
                            .map(|w| w.after.clone().unwrap())
                            .collect();
                        let expected: BTreeSet<String> = moves(kind, &heaps)
                            .into_iter()
                            .filter(|w| !misere_wins(kind, w, &mut mmemo))
                            .map(|w| text(kind, &w))
                            .collect();
                        assert_eq!(got, expected, "{t} misère");
                        assert_eq!(m.winning_move_count, Some(expected.len().into()), "{t}");
                        assert!(!m.explain().is_empty());
                    }
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 100);
    }
}

/// In a disjunctive sum: the compound's value (by search) XOR the rest.
#[test]
fn compounds_in_sums() {
    let o = AnalyzeOptions::default();
    for (kind, heaps, nim) in [("conjunctive", [3u64, 4], 2u32), ("selective", [2, 5], 6)] {
        let g = grundy(kind, &heaps, &mut HashMap::new());
        let t = format!("{} + {nim}", text(kind, &heaps));
        let r = analyze(&parse_position(&t).unwrap(), &o).unwrap();
        assert_eq!(r.value, Some((g ^ nim).into()), "{t}");
    }
}

/// `G : H` for Nim positions G and H, by brute force: a move in G deletes H.
fn ordinal_grundy(
    g: &[u64],
    h: Option<&[u64]>,
    memo: &mut HashMap<(Vec<u64>, Option<Vec<u64>>), u32>,
) -> u32 {
    let key = (g.to_vec(), h.map(<[u64]>::to_vec));
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut options = Vec::new();
    for (i, &x) in g.iter().enumerate() {
        for to in 0..x {
            let mut g2 = g.to_vec();
            g2[i] = to;
            options.push(ordinal_grundy(&g2, None, memo));
        }
    }
    if let Some(h) = h {
        for (i, &x) in h.iter().enumerate() {
            for to in 0..x {
                let mut h2 = h.to_vec();
                h2[i] = to;
                options.push(ordinal_grundy(g, Some(&h2), memo));
            }
        }
    }
    let v = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(key, v);
    v
}

/// Ordinal sums: `*a : *b = *(a + b)`, and G : H for Nim positions against brute force,
/// with every winning move and the value in a sum.
#[test]
fn ordinal_against_brute_force() {
    let o = AnalyzeOptions::default();
    for a in 0..6u64 {
        for b in 0..6u64 {
            let r = analyze(&parse_position(&format!("ordinal({a}, {b})")).unwrap(), &o).unwrap();
            assert_eq!(r.value, Some((a + b).into()), "*{a} : *{b}");
        }
    }
    let mut memo = HashMap::new();
    let words = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    for g in [
        vec![1u64, 2],
        vec![2, 2],
        vec![3, 1],
        vec![0, 0],
        vec![1, 3],
    ] {
        for h in [vec![1u64], vec![2, 1], vec![3, 2], vec![1, 1]] {
            let t = format!("ordinal(nim {}, nim {})", words(&g), words(&h));
            let p = parse_position(&t).unwrap();
            let r = analyze(&p, &o).unwrap();
            let v = ordinal_grundy(&g, Some(&h), &mut memo);
            assert_eq!(r.value, Some(v.into()), "{t}");
            let got: BTreeSet<String> = r
                .winning_moves
                .iter()
                .map(|m| m.after.clone().unwrap())
                .collect();
            let mut expected = BTreeSet::new();
            for (i, &x) in g.iter().enumerate() {
                for to in 0..x {
                    let mut g2 = g.clone();
                    g2[i] = to;
                    if ordinal_grundy(&g2, None, &mut memo) == 0 {
                        expected.insert(format!("ordinal(nim {}, 0)", words(&g2)));
                    }
                }
            }
            for (i, &x) in h.iter().enumerate() {
                for to in 0..x {
                    let mut h2 = h.clone();
                    h2[i] = to;
                    if ordinal_grundy(&g, Some(&h2), &mut memo) == 0 {
                        expected.insert(format!("ordinal(nim {}, nim {})", words(&g), words(&h2)));
                    }
                }
            }
            // Nim positions are written bare only when alone in a part.
            let got: BTreeSet<String> = got.into_iter().collect();
            let expected: BTreeSet<String> = expected
                .into_iter()
                .map(|e| parse_position(&e).unwrap().to_string())
                .collect();
            assert_eq!(got, expected, "{t}");
            let s = format!("{t} + 5");
            let r = analyze(&parse_position(&s).unwrap(), &o).unwrap();
            assert_eq!(r.value, Some((v ^ 5).into()), "{s}");
        }
    }
    // A base too large to search still has a value: ordinal(G, 0) is G.
    let r = analyze(&parse_position("ordinal(1000000000000 5, 0)").unwrap(), &o).unwrap();
    assert_eq!(r.value, Some((1_000_000_000_000u64 ^ 5).into()));
}

/// The syntax: parts are positions separated by commas, brackets nest, errors name the
/// column in the whole text.
#[test]
fn syntax() {
    let p = parse_position("conjunctive(sub(1,2) 5 + 3, kayles 4)").unwrap();
    assert_eq!(p.to_string(), "conjunctive(sub(1,2) 5 + nim 3, kayles 4)");
    let e = parse_position("selective(3, kayls 4)").unwrap_err();
    assert_eq!(e.column, 14, "{e}");
    assert!(parse_position("ordinal(1, 2, 3)").is_err());
    assert!(parse_position("conjunctive() ").is_err());
    assert!(parse_position("conjunctive(3) 4").is_err());
    assert!(parse_position("conjunctive(poker(10,10,5) 3)").is_err());
    let p = parse_position("ordinal(conjunctive(2, 2), selective(1, 1))").unwrap();
    assert_eq!(p.to_string(), "ordinal(conjunctive(2, 2), selective(1, 1))");
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert!(r.value.is_some());
}

/// The misère remoteness rule on parts of several games against the misère search of
/// the same compound in a sum with an empty Nim heap (a sum is searched whole).
#[test]
fn conjunctive_misere_rule_against_search() {
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    let parts = [
        "kayles 3",
        "kayles 4 + 1",
        "2 2",
        "sub(1,2) 5",
        "0",
        "1",
        "dawson-kayles 5",
        "3 1",
    ];
    for a in parts {
        for b in parts {
            let t = format!("conjunctive({a}, {b})");
            let alone = analyze(&parse_position(&t).unwrap(), &misere).unwrap();
            assert_eq!(alone.misere_method, Some(MisereMethod::GameRule), "{t}");
            let s = format!("{t} + nim 0");
            let searched = analyze(&parse_position(&s).unwrap(), &misere).unwrap();
            assert_ne!(searched.misere_method, Some(MisereMethod::GameRule), "{s}");
            assert_eq!(alone.outcome, searched.outcome, "{t}");
            assert_eq!(alone.winning_move_count, searched.winning_move_count, "{t}");
        }
    }
}

/// A move's changes as a key that does not depend on their order.
fn key(c: &[grundy::component::HeapChange]) -> String {
    let mut c = c.to_vec();
    c.sort_by_key(|c| c.heap);
    format!("{c:?}")
}

/// Every legal move of `p` is a play of its `board`.
fn every_move_is_a_play(p: &grundy::Position, board: &grundy::component::Pieces, text: &str) {
    for m in &grundy::play::legal_moves(p).unwrap() {
        assert!(
            board
                .plays
                .iter()
                .any(|pl| key(&pl.changes) == key(&m.changes)),
            "{text}: the move {m:?} is no play"
        );
    }
}

#[test]
fn a_compound_board_frames_its_parts_and_offers_every_move_by_its_counters() {
    use grundy::play::parse_move;
    for (text, rule, labels) in [
        (
            "conjunctive(3 1, kayles 4, 2)",
            "every part",
            &["part 1: 3 1", "part 2: kayles 4", "part 3: 2"][..],
        ),
        (
            "selective(2 1, kayles 3)",
            "any number of parts",
            &["part 1: 2 1", "part 2: kayles 3"],
        ),
        (
            "ordinal(2 1, kayles 3)",
            "deletes part 2",
            &["part 1: 2 1", "part 2: kayles 3"],
        ),
    ] {
        let p = parse_position(text).unwrap();
        let board = &p.pieces()[0];
        assert!(board.rule.contains(rule), "{text}: {}", board.rule);
        let said: Vec<&str> = board.groups.iter().map(|g| g.label.as_str()).collect();
        assert_eq!(said, labels, "{text}");
        let framed: Vec<usize> = board.groups.iter().flat_map(|g| g.items.clone()).collect();
        assert_eq!(framed, (0..board.items.len()).collect::<Vec<_>>(), "{text}");
        // Every legal move is a play (a pin knocked out of the middle of Kayles too),
        // and each play's text makes its own move.
        every_move_is_a_play(&p, board, text);
        for pl in &board.plays {
            let m = parse_move(&p, &pl.text).unwrap();
            assert_eq!(key(&m.changes), key(&pl.changes), "{text}: {}", pl.text);
        }
        // The winning moves are plays: a page marks the hint's.
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        assert!(!r.winning_moves.is_empty(), "{text}");
        for w in &r.winning_moves {
            assert!(
                board
                    .plays
                    .iter()
                    .any(|pl| key(&pl.changes) == key(&w.changes)),
                "{text}: {w:?}"
            );
        }
    }
}

/// Every heap game of the registry inside each compound: every legal move is a play on
/// the compound's board, typed in the part's own notation (never `#k`), and in a row of a
/// game whose moves split it every place is pressable — the end pins at both ends (the
/// leftmost too), a pin at either side of the middle, and a split where it stands by a
/// cut between two counters.
#[test]
fn every_heap_game_in_a_compound_is_pressed_anywhere_in_its_rows_and_typed_in_its_notation() {
    use grundy::component::Kind;
    use grundy::play::parse_move;
    // (game, whether its moves split a row)
    let games = [
        ("kayles 4", true),
        ("dawson-kayles 5", true),
        ("dawson-chess 5", true),
        ("treblecross 5", true),
        ("officers 5", true),
        ("grundy-game 6", true),
        ("lasker 4", true),
        ("0.137 5", true),
        ("4.7 5", true),
        // (Its moves may leave three rows, each offered at one place, where it may take
        // the place of a two-row move's mirror: every move is a play, not every mirror.)
        ("hex(0.F) 4", false),
        ("sub(1,2) 4", false),
        ("3", false),
    ];
    let mut pressed_left = 0;
    for (game, splits) in games {
        for text in [
            format!("conjunctive({game}, 2)"),
            format!("selective({game}, 1)"),
            format!("ordinal(1, {game})"),
            format!("ordinal({game}, 1)"),
        ] {
            let p = parse_position(&text).unwrap();
            let board = &p.pieces()[0];
            every_move_is_a_play(&p, board, &text);
            // The game's frame: the first part, or the second in `ordinal(1, G)`.
            let row = Some(usize::from(text.starts_with("ordinal(1")));
            let in_game = |pl: &grundy::component::Play| {
                pl.marks.iter().all(|&s| {
                    let h = board.shapes[s].at[1] as usize;
                    row.is_some_and(|r| board.groups[r].items.contains(&h))
                })
            };
            for pl in &board.plays {
                assert!(
                    !pl.text.starts_with('#'),
                    "{text}: {} is numbered, not typed",
                    pl.text
                );
                let m =
                    parse_move(&p, &pl.text).unwrap_or_else(|e| panic!("{text}: {}: {e}", pl.text));
                assert_eq!(key(&m.changes), key(&pl.changes), "{text}: {}", pl.text);
                assert!(
                    pl.text.starts_with(|c: char| c.is_ascii_digit()) && pl.text.contains(": "),
                    "{text}: {}",
                    pl.text
                );
            }
            if !splits {
                continue;
            }
            // The same move reflected in its row is a play too.
            let marks: BTreeSet<(String, Vec<u32>)> = board
                .plays
                .iter()
                .map(|pl| {
                    let mut xs: Vec<u32> = pl
                        .marks
                        .iter()
                        .map(|&s| (board.shapes[s].at[0] * 2.0) as u32)
                        .collect();
                    xs.sort_unstable();
                    (key(&pl.changes), xs)
                })
                .collect();
            for pl in board
                .plays
                .iter()
                // (A move leaving three rows or more, `hex(0.F)`'s, is no one block of
                // counters taken: it is offered at one place.)
                .filter(|pl| {
                    pl.changes.len() == 1
                        && in_game(pl)
                        && pl.changes[0].parts.as_ref().is_none_or(|p| p.len() <= 2)
                })
            {
                let c = &pl.changes[0];
                let n: u64 = c.from.to_string().parse().unwrap();
                let mut mirrored: Vec<u32> = pl
                    .marks
                    .iter()
                    .map(|&s| ((n as f32 - 1.0 - board.shapes[s].at[0]) * 2.0) as u32)
                    .collect();
                mirrored.sort_unstable();
                assert!(
                    marks.contains(&(key(&pl.changes), mirrored.clone())),
                    "{text}: {} ({:?}) is not offered mirrored",
                    pl.text,
                    pl.marks
                );
            }
            // The leftmost counter of the game's row is pressable (alone or with others),
            // or the row only splits (a cut) and has a cut.
            let first = board
                .shapes
                .iter()
                .position(|s| s.kind != Kind::Split && s.at == [0.0, 0.0]);
            let leftmost = board
                .plays
                .iter()
                .any(|pl| first.is_some_and(|f| pl.select.contains(&f)));
            let cut = board.plays.iter().any(|pl| {
                pl.select
                    .iter()
                    .any(|&s| board.shapes[s].kind == Kind::Split)
            });
            if text.starts_with("ordinal(1") {
                continue;
            }
            assert!(
                leftmost || cut,
                "{text}: the leftmost counter of its row cannot be pressed"
            );
            pressed_left += usize::from(leftmost);
        }
    }
    assert!(pressed_left >= 20, "{pressed_left}");
}
