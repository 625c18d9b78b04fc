//! The games with a memory (`take-away(K)`, `fibonacci-nim`, `mem`) against a direct
//! implementation of their rules: a memoised search over `(heap, last take)` written
//! here from the rules alone, compared with the table of Grundy values, with Schwenk's
//! theorem (outcome and every winning move) and with the analysis of sums.

use grundy::games::take_away::{schwenk_outcome, schwenk_sequence, GrundyTable, Rule};
use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
use std::collections::HashMap;

/// The takes allowed from heap `h` after a take of `m`, straight from the rules.
fn takes(game: &str, k: (u64, u64), h: u64, m: u64) -> Vec<u64> {
    (1..=h)
        .filter(|&j| match game {
            "mem" => j >= m,
            _ => j * k.1 <= k.0 * m,
        })
        .collect()
}

/// The Grundy value by memoised search over the rules.
fn direct(game: &str, k: (u64, u64), h: u64, m: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    if let Some(&v) = memo.get(&(h, m)) {
        return v;
    }
    let options: Vec<u32> = takes(game, k, h, m)
        .into_iter()
        .map(|j| direct(game, k, h - j, j, memo))
        .collect();
    let v = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((h, m), v);
    v
}

fn rule(game: &str, k: (u64, u64)) -> Rule {
    match game {
        "mem" => Rule::Mem,
        _ => Rule::take_away(k.0, k.1),
    }
}

const CASES: &[(&str, (u64, u64))] = &[
    ("take-away", (2, 1)),
    ("take-away", (1, 1)),
    ("take-away", (3, 1)),
    ("take-away", (3, 2)),
    ("take-away", (5, 3)),
    ("take-away", (1, 2)),
    ("take-away", (7, 2)),
    ("mem", (0, 1)),
];

/// The table of Grundy values equals the direct search, every heap to 60, every memory
/// to 70.
#[test]
fn table_against_the_rules() {
    for &(game, k) in CASES {
        let mut memo = HashMap::new();
        let table = GrundyTable::new(rule(game, k), 60).unwrap();
        for h in 0..=60 {
            for m in 0..=70 {
                assert_eq!(
                    table.value(h, m),
                    direct(game, k, h, m, &mut memo),
                    "{game} K={k:?} ({h}, {m})"
                );
            }
        }
    }
}

/// The component's own search (its moves and canonical states through the generic
/// solver) equals the direct search.
#[test]
fn component_search_against_the_rules() {
    use grundy::component::search::search_grundy;
    for &(game, k) in CASES {
        let name = match game {
            "mem" => "mem".to_string(),
            _ => format!("take-away({}/{})", k.0, k.1),
        };
        let mut memo = HashMap::new();
        for h in 0..=25 {
            for m in 0..=30 {
                let p = parse_position(&format!("{name} {h} {m}")).unwrap();
                let (v, _) =
                    search_grundy(vec![&*p.components[0]], 1_000_000, &Default::default()).unwrap();
                assert_eq!(v, direct(game, k, h, m, &mut memo), "{name} {h} {m}");
            }
        }
    }
}

/// Schwenk's theorem (every K ≥ 1 tried): the outcome and the set of winning takes
/// against the direct search, every heap to 150 and every memory to 160.
#[test]
fn schwenk_against_the_rules() {
    for &(game, k) in CASES.iter().filter(|(g, k)| *g != "mem" && k.0 >= k.1) {
        let r = rule(game, k);
        let mut memo = HashMap::new();
        for h in 0..=150 {
            for m in 0..=160 {
                let (_, p, wins) = schwenk_outcome(&r, h, m).unwrap();
                let v = direct(game, k, h, m, &mut memo);
                assert_eq!(p, v == 0, "K={k:?} ({h}, {m})");
                let expected: Vec<u64> = takes(game, k, h, m)
                    .into_iter()
                    .filter(|&j| direct(game, k, h - j, j, &mut memo) == 0)
                    .collect();
                let mut got = wins.clone();
                got.sort_unstable();
                assert_eq!(got, expected, "K={k:?} ({h}, {m}) winning takes");
            }
        }
    }
}

/// Published: for K = 2 Schwenk's sequence is the Fibonacci numbers (OEIS A000045), for
/// K = 1 the powers of two (A000079); Whinihan (1963): Fibonacci Nim from a heap of n
/// where the first player may take anything but the whole heap is lost exactly when n is
/// a Fibonacci number.
#[test]
fn published_sequences() {
    let fib = schwenk_sequence(&Rule::FIBONACCI, 10u64.pow(18)).unwrap();
    assert_eq!(&fib[..10], [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    assert_eq!(fib.len(), 86); // F(2) .. F(87) ≤ 10^18
    let pow = schwenk_sequence(&Rule::take_away(1, 1), 1 << 40).unwrap();
    assert_eq!(pow, (0..=40).map(|i| 1u64 << i).collect::<Vec<_>>());
    let mut losing = Vec::new();
    for n in 2..=400u64 {
        // The first take may be anything but the whole heap: the moves of (n, big) but n.
        let lost = (1..n).all(|j| {
            let (_, p, _) = schwenk_outcome(&Rule::FIBONACCI, n - j, j).unwrap();
            !p
        });
        if lost {
            losing.push(n);
        }
    }
    assert_eq!(losing, [2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);
}

/// The analysis: alone (theorem, huge heaps), in sums (table), refusals past the table.
#[test]
fn analysis_alone_and_in_sums() {
    let o = AnalyzeOptions::default();
    let r = analyze(&parse_position("fibonacci-nim 20 3").unwrap(), &o).unwrap();
    assert_eq!(r.outcome, Outcome::N);
    assert_eq!(r.winning_moves.len(), 1);
    assert_eq!(
        r.winning_moves[0].description,
        "take 2 (20 → 18; the next player may take up to 4)"
    );
    let big = "fibonacci-nim 1000000000000000000 1000000000000000000";
    let r = analyze(&parse_position(big).unwrap(), &o).unwrap();
    assert_eq!(r.outcome, Outcome::N);
    assert_eq!(r.value, None);
    for m in &r.winning_moves {
        let after = analyze(&parse_position(m.after.as_deref().unwrap()).unwrap(), &o).unwrap();
        assert_eq!(after.outcome, Outcome::P, "{:?}", m.after);
    }
    // Mem: more than half, counted without listing them all.
    let r = analyze(&parse_position("mem 1000000000000000000 7").unwrap(), &o).unwrap();
    assert_eq!(
        r.winning_move_count,
        Some(500_000_000_000_000_000u64.into())
    );
    let r = analyze(&parse_position("mem 10 7").unwrap(), &o).unwrap();
    let after: Vec<_> = r
        .winning_moves
        .iter()
        .filter_map(|m| m.after.clone())
        .collect();
    assert_eq!(after, ["mem 3 7", "mem 2 8", "mem 1 9", "mem 0 10"]);
    // A sum against the direct values.
    for text in [
        "take-away(3/2) 30 4 + mem 25 3 + 5",
        "fibonacci-nim 40 5 + take-away(1.5) 9 2",
    ] {
        let p = parse_position(text).unwrap();
        let r = analyze(&p, &o).unwrap();
        let mut x = 0u32;
        for c in &p.components {
            let s = c.sizes();
            let (h, m): (u64, u64) = (
                s[0].parse().unwrap(),
                s.get(1).map_or(0, |m| m.parse().unwrap()),
            );
            let name = c.name();
            x ^= match name.as_str() {
                "nim" => h as u32,
                "mem" => direct("mem", (0, 1), h, m, &mut HashMap::new()),
                "fibonacci-nim" => direct("take-away", (2, 1), h, m, &mut HashMap::new()),
                _ => direct("take-away", (3, 2), h, m, &mut HashMap::new()),
            };
        }
        assert_eq!(r.value, Some(x.into()), "{text}");
    }
    let e = analyze(&parse_position("fibonacci-nim 5000 5 + 1").unwrap(), &o).unwrap_err();
    assert!(e.to_string().contains("4096"), "{e}");
    // Round trip and errors.
    assert_eq!(
        parse_position("take-away(1.5) 3 1").unwrap().to_string(),
        "take-away(3/2) 3 1"
    );
    for bad in [
        "take-away(0) 3 1",
        "take-away(x) 3 1",
        "take-away 3 1",
        "mem 3",
        "mem(2) 3 1",
    ] {
        assert!(parse_position(bad).is_err(), "{bad}");
    }
}
