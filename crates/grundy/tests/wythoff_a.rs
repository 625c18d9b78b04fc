//! Fraenkel's a-Wythoff (`wythoff(a) x y`) against a direct implementation of its rules:
//! the P-positions by formula against the recurrence and against brute force, the
//! winning moves and the Grundy values of the analysis against a search written here.

#![allow(
    clippy::needless_range_loop,
    reason = "the brute force indexes its table by the heaps it is about"
)]

use grundy::games::wythoff::general::{grundy_table, lower, p_pair, recurrence};
use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};

/// The Grundy values of every (x, y) with x, y ≤ n, straight from the rules.
fn brute(a: u64, n: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; n + 1]; n + 1];
    for x in 0..=n {
        for y in 0..=n {
            let mut options = Vec::new();
            for x2 in 0..=x {
                for y2 in 0..=y {
                    let (k, l) = ((x - x2) as u64, (y - y2) as u64);
                    let legal = match (k, l) {
                        (0, 0) => false,
                        (0, _) | (_, 0) => true,
                        _ => k.abs_diff(l) < a,
                    };
                    if legal {
                        options.push(g[x2][y2]);
                    }
                }
            }
            g[x][y] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

#[test]
fn formula_against_recurrence() {
    for a in 1..=6 {
        let r = recurrence(a, 20_000);
        for (n, &pair) in r.iter().enumerate() {
            assert_eq!(p_pair(a, n as u64), pair, "a={a} n={n}");
        }
    }
    for n in [0, 1, 10u64.pow(9), 6 * 10u64.pow(17)] {
        assert_eq!(lower(1, n), grundy::games::wythoff::classic::lower(n));
    }
}

/// OEIS: a = 1 the lower Wythoff sequence A000201; a = 2 the Beatty sequences of √2 and
/// 2 + √2, A001951 and A001952.
#[test]
fn published_sequences() {
    let a: Vec<u64> = (1..=10).map(|n| lower(1, n)).collect();
    assert_eq!(a, [1, 3, 4, 6, 8, 9, 11, 12, 14, 16]);
    let a: Vec<u64> = (1..=10).map(|n| p_pair(2, n).0).collect();
    assert_eq!(a, [1, 2, 4, 5, 7, 8, 9, 11, 12, 14]);
    let b: Vec<u64> = (1..=10).map(|n| p_pair(2, n).1).collect();
    assert_eq!(b, [3, 6, 10, 13, 17, 20, 23, 27, 30, 34]);
}

/// P-positions, every winning move and the Grundy value (alone and in a sum) against
/// brute force, a = 1..4, heaps to 24.
#[test]
fn analysis_against_brute_force() {
    let o = AnalyzeOptions::default();
    for a in 1..=4u64 {
        let n = 24;
        let g = brute(a, n);
        let t = grundy_table(a, n + 1, n + 1).unwrap();
        assert_eq!(t, g, "a={a}: table");
        let name = if a == 1 {
            "wythoff".to_string()
        } else {
            format!("wythoff({a})")
        };
        for x in 0..=n {
            for y in 0..=n {
                let text = format!("{name} {x} {y}");
                let r = analyze(&parse_position(&text).unwrap(), &o).unwrap();
                assert_eq!(r.outcome == Outcome::P, g[x][y] == 0, "{text}");
                assert_eq!(r.value, Some(g[x][y].into()), "{text}");
                let mut got: Vec<String> = r
                    .winning_moves
                    .iter()
                    .map(|m| m.after.clone().unwrap())
                    .collect();
                got.sort();
                let mut expected = Vec::new();
                for x2 in 0..=x {
                    for y2 in 0..=y {
                        let (k, l) = ((x - x2) as u64, (y - y2) as u64);
                        let legal = (k, l) != (0, 0) && (k == 0 || l == 0 || k.abs_diff(l) < a);
                        if legal && g[x2][y2] == 0 {
                            expected.push(format!("{name} {x2} {y2}"));
                        }
                    }
                }
                expected.sort();
                assert_eq!(got, expected, "{text}");
            }
        }
        // In a sum: the value is the XOR.
        let text = format!("{name} 7 11 + {name} 5 3 + 6");
        let r = analyze(&parse_position(&text).unwrap(), &o).unwrap();
        assert_eq!(r.value, Some((g[7][11] ^ g[5][3] ^ 6).into()), "{text}");
    }
}

/// Heaps near 10^18: every winning move leads to a P-position, and a P-position's
/// every move (sampled) to an N-position.
#[test]
fn huge_heaps() {
    let o = AnalyzeOptions::default();
    for a in [1u64, 2, 3, 7, 1000] {
        let n = 10u64.pow(18) / (a + 2) / 2 + 12345;
        let (x, y) = p_pair(a, n);
        let name = format!("wythoff({a})");
        let p = analyze(&parse_position(&format!("{name} {x} {y}")).unwrap(), &o).unwrap();
        assert_eq!(p.outcome, Outcome::P, "a={a}");
        for (dx, dy) in [(1u64, 0u64), (0, 1), (1, 1), (a, 1), (1, a.min(5))] {
            let text = format!("{name} {} {}", x - dx, y - dy);
            let r = analyze(&parse_position(&text).unwrap(), &o).unwrap();
            assert_eq!(r.outcome, Outcome::N, "{text}");
            assert!(!r.winning_moves.is_empty(), "{text}");
            for m in &r.winning_moves {
                let after = m.after.as_deref().unwrap();
                let q = analyze(&parse_position(after).unwrap(), &o).unwrap();
                assert_eq!(q.outcome, Outcome::P, "{text} → {after}");
            }
        }
    }
    // wythoff(1) is wythoff.
    assert_eq!(
        parse_position("wythoff(1) 3 5").unwrap().to_string(),
        "wythoff 3 5"
    );
    let r = analyze(&parse_position("wythoff(2) 4 5").unwrap(), &o).unwrap();
    let d: Vec<&str> = r
        .winning_moves
        .iter()
        .map(|m| m.description.as_str())
        .collect();
    assert_eq!(
        d,
        [
            "take 4 from the first heap and 5 from the second (4, 5 → 0, 0)",
            "take 3 from the first heap and 2 from the second (4, 5 → 1, 3)"
        ]
    );
}
