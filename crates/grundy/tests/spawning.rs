//! Coin-turning games by spawning codes, against independent computations:
//! * a direct implementation of each code's rules — a position is a set of heads (a
//!   bitmask), a move any subset of the coins with the head on top that the rules allow
//!   (tested set by set), the memoised `Solver` over head sets — which checks the
//!   coin-turning theorem (a position is the nim-sum of its heads) as well as the values;
//! * `grundy seq`'s run (the sequence stack) against the same values and against the
//!   published ones (CGSuite's test suite; OEIS);
//! * Grunt against Grundy's game computed as a heap game, Triplets against Mock Turtles;
//! * Tartan products against the product game played on the grid.

use grundy::games::hidden::spawning::code::SpawnCode;
use grundy::games::hidden::spawning::CoinLine;
use grundy::heap::rule::HeapRule;
use grundy::nimber::nim_mul;
use grundy::sequence::{compute, parse_rule};
use grundy::{analyze, parse_position, AnalyzeOptions, ImpartialGame, Solver};
use std::sync::atomic::AtomicBool;

/// Coins 1..=`coins`; bit c − 1 of a position is coin c.
struct ByRules {
    code: SpawnCode,
    coins: u64,
}

impl ImpartialGame for ByRules {
    type Position = u64;
    fn moves(&self, &p: &u64) -> Vec<u64> {
        let mut out = Vec::new();
        for n in 1..=self.coins {
            if p >> (n - 1) & 1 == 0 {
                continue;
            }
            for mask in 0u64..1 << (n - 1) {
                let mut turned: Vec<u64> = (1..n).filter(|c| mask >> (c - 1) & 1 == 1).collect();
                turned.push(n);
                if self.code.allows(&turned) {
                    out.push(p ^ mask ^ (1 << (n - 1)));
                }
            }
        }
        out
    }
}

fn value(text: &str) -> u64 {
    let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    u64::try_from(&r.value.unwrap()).unwrap()
}

fn seq(name: &str, upto: u64) -> Vec<u64> {
    let (rule, name) = parse_rule(name).unwrap_or_else(|e| panic!("{name}: {e}"));
    let report = compute(rule, name, upto, false, &AtomicBool::new(false)).unwrap();
    report.values.unwrap().to_vec()
}

const CODES: &[&str] = &[
    "turtles",
    "ruler",
    "moidores",
    "triplets",
    "turnips",
    "grunt",
    "sym",
    "mock-turtle-fives",
    "triplet-fives",
    "ruler-fives",
    "spawning(2-4F)",
    "spawning(1,3-4E)",
    "spawning(2+C(4))",
    "spawning(3-5S)",
];

/// Every position on coins 1..=9 (all 512 head sets): the value analyze gives is the
/// brute force's over head sets, and `grundy seq` lists the values of single heads.
#[test]
fn every_code_against_its_rules() {
    const COINS: u64 = 9;
    for &name in CODES {
        let line = CoinLine::from_token(name).unwrap();
        let game = ByRules {
            code: line.code().clone(),
            coins: COINS,
        };
        let mut solver = Solver::new(&game);
        let g = seq(name, COINS);
        for n in 1..=COINS {
            assert_eq!(
                u64::from(solver.grundy(&(1 << (n - 1))).unwrap()),
                g[n as usize],
                "{name} {n}"
            );
        }
        for p in 0u64..1 << COINS {
            let heads: Vec<String> = (1..=COINS)
                .filter(|c| p >> (c - 1) & 1 == 1)
                .map(|c| c.to_string())
                .collect();
            let text = format!("{} {}", line.token(), heads.join(" "));
            assert_eq!(
                value(&text),
                u64::from(solver.grundy(&p).unwrap()),
                "{text}"
            );
        }
    }
}

/// Mock Turtles keeps its numbering from 0: a head on its coin c is the code's coin c + 1.
#[test]
fn mock_turtles_numbered_from_zero() {
    let game = ByRules {
        code: SpawnCode::parse("1-3").unwrap(),
        coins: 8,
    };
    let mut solver = Solver::new(&game);
    for p in 0u64..1 << 8 {
        let heads: Vec<String> = (0..8)
            .filter(|c| p >> c & 1 == 1)
            .map(|c| c.to_string())
            .collect();
        let text = format!("mock-turtles {}", heads.join(" "));
        assert_eq!(
            value(&text),
            u64::from(solver.grundy(&p).unwrap()),
            "{text}"
        );
    }
}

/// CGSuite's test suite (`Spawning(…)`, heads on 0…20) and the OEIS.
#[test]
fn published_values() {
    for (name, values) in [
        (
            "mock-turtles",
            "0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38",
        ),
        (
            "moidores",
            "0,1,2,4,8,16,32,64,128,256,511,512,1024,2048,4096,7711,8192,16384,26215,32768,43691",
        ),
        (
            "triplets",
            "0,0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35",
        ),
        ("ruler", "0,1,2,1,4,1,2,1,8,1,2,1,4,1,2,1,16,1,2,1,4"),
        (
            "mock-turtle-fives",
            "0,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8",
        ),
        ("triplet-fives", "0,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4"),
        ("ruler-fives", "0,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4"),
        ("turnips", "0,0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4"),
        ("grunt", "0,0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3"),
        (
            "sym",
            "0,1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28",
        ),
        (
            "spawning(1-3)",
            "0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38",
        ),
        ("spawning(3E)", "0,0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4"),
    ] {
        let want: Vec<u64> = values.split(',').map(|s| s.parse().unwrap()).collect();
        assert_eq!(seq(name, 20), want, "{name}");
    }
    // OEIS A000069 (the odious numbers) is Mock Turtles from its coin 0, and A006519
    // (the largest power of 2 dividing n) is the Ruler.
    let odious: Vec<u64> = (0u64..)
        .filter(|n| n.count_ones() % 2 == 1)
        .take(500)
        .collect();
    assert_eq!(seq("mock-turtles", 500)[1..], odious[..]);
    let ruler: Vec<u64> = (1u64..=500).map(|n| n & n.wrapping_neg()).collect();
    assert_eq!(seq("ruler", 500)[1..], ruler[..]);
    assert_eq!(seq("turtles", 500), (0..=500).collect::<Vec<u64>>());
}

/// Grunt is Grundy's game in disguise (Winning Ways ch. 14): a head on coin n is a heap
/// of n − 1 of Grundy's game (split a heap into two unequal heaps) — computed here as a
/// heap game. Triplets is Mock Turtles shifted by two coins.
#[test]
fn grunt_is_grundys_game_and_triplets_mock_turtles() {
    let grundy_game = compute(
        HeapRule::grundy_game(),
        "grundy-game".into(),
        600,
        false,
        &AtomicBool::new(false),
    )
    .unwrap()
    .values
    .unwrap()
    .to_vec();
    let grunt = seq("grunt", 601);
    assert_eq!(grunt[1..], grundy_game[..]);
    let (triplets, mock) = (seq("triplets", 400), seq("mock-turtles", 398));
    assert_eq!(triplets[2..], mock[..]);
}

/// Tartan products: every position of at most two heads on the 4 × 4 grid, against the
/// product game played on the grid (a move: a move set of each factor, by its rules; the
/// coins of their product turned).
#[test]
fn tartan_products_against_the_grid() {
    struct Grid {
        sets: [Vec<Vec<Vec<u64>>>; 2],
    }
    impl ImpartialGame for Grid {
        type Position = u64;
        fn moves(&self, &p: &u64) -> Vec<u64> {
            let bit = |x: u64, y: u64| 1u64 << ((x - 1) * 4 + (y - 1));
            let mut out = Vec::new();
            for x in 1..=4 {
                for y in 1..=4 {
                    if p & bit(x, y) == 0 {
                        continue;
                    }
                    for a in &self.sets[0][x as usize] {
                        for b in &self.sets[1][y as usize] {
                            let flip = a
                                .iter()
                                .flat_map(|&i| b.iter().map(move |&j| bit(i, j)))
                                .fold(0, |m, f| m ^ f);
                            out.push(p ^ flip);
                        }
                    }
                }
            }
            out
        }
    }
    // A factor's move sets on coins 1..=4, found by testing every subset.
    let sets = |code: &SpawnCode| -> Vec<Vec<Vec<u64>>> {
        (0..=4u64)
            .map(|n| {
                (0u64..1 << n.saturating_sub(1))
                    .filter_map(|mask| {
                        let mut t: Vec<u64> = (1..n).filter(|c| mask >> (c - 1) & 1 == 1).collect();
                        t.push(n);
                        (n > 0 && code.allows(&t)).then_some(t)
                    })
                    .collect()
            })
            .collect()
    };
    for (first, second) in [
        ("turnips", "grunt"),
        ("ruler-fives", "triplets"),
        ("sym", "turtles"),
    ] {
        let (l1, l2) = (
            CoinLine::from_token(first).unwrap(),
            CoinLine::from_token(second).unwrap(),
        );
        let grid = Grid {
            sets: [sets(l1.code()), sets(l2.code())],
        };
        let mut solver = Solver::new(&grid);
        let (g1, g2) = (seq(first, 4), seq(second, 4));
        for a in 0..16u64 {
            for b in a..16u64 {
                let cells: Vec<(u64, u64)> = if a == b {
                    vec![(a / 4 + 1, a % 4 + 1)]
                } else {
                    vec![(a / 4 + 1, a % 4 + 1), (b / 4 + 1, b % 4 + 1)]
                };
                let p = cells
                    .iter()
                    .fold(0, |m, &(x, y)| m | 1 << ((x - 1) * 4 + (y - 1)));
                let text = format!(
                    "tartan({first},{second}) {}",
                    cells
                        .iter()
                        .map(|(x, y)| format!("{x} {y}"))
                        .collect::<Vec<_>>()
                        .join(" ")
                );
                let v = value(&text);
                assert_eq!(v, u64::from(solver.grundy(&p).unwrap()), "{text}");
                let theorem = cells.iter().fold(0, |acc, &(x, y)| {
                    acc ^ nim_mul(g1[x as usize], g2[y as usize])
                });
                assert_eq!(v, theorem, "{text}");
            }
        }
    }
}
