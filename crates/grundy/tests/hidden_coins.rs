//! Coin-turning games and the caterpillar: the value formulas and the winning moves agree
//! with the games played from their own rules.

use grundy::games::hidden::caterpillar::Caterpillar;
use grundy::games::hidden::spawning::coins::{mask, CoinGame, CoinRow, CoinRule};
use grundy::{Convention, Solver};
use std::collections::BTreeSet;

const RULES: [CoinRule; 3] = [
    CoinRule::TurningTurtles,
    CoinRule::MockTurtles,
    CoinRule::Ruler,
];

#[test]
fn single_coin_values_match_the_rules() {
    for rule in RULES {
        let game = CoinGame { rule };
        let mut solver = Solver::new(&game);
        for x in rule.first_coin()..12 {
            assert_eq!(
                u64::from(solver.grundy(&(1 << x)).unwrap()),
                rule.value(x),
                "{rule:?} coin {x}"
            );
        }
    }
}

#[test]
fn mock_turtles_values_are_the_odious_numbers() {
    let odious: Vec<u64> = (0..)
        .filter(|n: &u64| n.count_ones() % 2 == 1)
        .take(200)
        .collect();
    for (n, &o) in odious.iter().enumerate() {
        assert_eq!(CoinRule::MockTurtles.value(n as u64), o);
    }
    assert_eq!(
        CoinRule::MockTurtles.value((1 << 62) + 1),
        (1 << 63) + 2 + 1
    );
}

#[test]
fn every_row_of_up_to_nine_coins_matches_brute_force() {
    let mut count = 0;
    for rule in RULES {
        let game = CoinGame { rule };
        let mut solver = Solver::new(&game);
        let first = rule.first_coin();
        for m in 0u64..1 << 9 {
            let heads: Vec<u64> = (0..9)
                .filter(|i| m >> i & 1 == 1)
                .map(|i| i + first)
                .collect();
            let row = CoinRow::new(rule, heads.clone()).unwrap();
            let p = mask(&heads);
            assert_eq!(u64::from(solver.grundy(&p).unwrap()), row.grundy_value());
            let brute: BTreeSet<u64> = solver
                .winning_moves(&p, Convention::Normal)
                .unwrap()
                .into_iter()
                .collect();
            let moves = row.winning_moves().unwrap();
            let formula: BTreeSet<u64> = moves.iter().map(|mv| p ^ mask(mv)).collect();
            assert_eq!(
                formula.len(),
                moves.len(),
                "distinct moves {rule:?} {heads:?}"
            );
            assert_eq!(brute, formula, "{rule:?} {heads:?}");
            count += 1;
        }
    }
    assert_eq!(count, 3 * 512);
}

#[test]
fn caterpillar_is_turning_turtles() {
    let game = CoinGame {
        rule: CoinRule::TurningTurtles,
    };
    let mut solver = Solver::new(&game);
    for m in 0u64..1 << 10 {
        let green: Vec<u64> = (0..10).filter(|i| m >> i & 1 == 1).map(|i| i + 1).collect();
        let c = Caterpillar::new(10, green.clone()).unwrap();
        let p = mask(&green);
        assert_eq!(u64::from(solver.grundy(&p).unwrap()), c.grundy_value());
        let brute: BTreeSet<u64> = solver
            .winning_moves(&p, Convention::Normal)
            .unwrap()
            .into_iter()
            .collect();
        let formula: BTreeSet<u64> = c
            .winning_moves()
            .iter()
            .map(|mv| c.recoloured(mv).iter().fold(p, |q, &l| q ^ (1 << l)))
            .collect();
        assert_eq!(brute, formula);
        for mv in c.winning_moves() {
            // A second link that was green disappears as a head (its own change).
            if let [second, _] = c.recoloured(&mv)[..] {
                assert_eq!(mv.len() == 2, green.contains(&second));
            }
        }
    }
}

#[test]
fn large_rows() {
    let row = CoinRow::new(CoinRule::Ruler, vec![1 << 40, 3 << 20]).unwrap();
    assert_eq!(row.grundy_value(), (1 << 40) ^ (1 << 20));
    assert!(row.winning_moves().is_err());
    let row = CoinRow::new(CoinRule::TurningTurtles, vec![u64::MAX, 5]).unwrap();
    assert_eq!(row.winning_moves().unwrap().len(), 1);
}

/// Listing the moves of a ruler row costs the coins they turn, not only their number (found
/// by fuzzing: `#1` in `ruler 70606 6` listed 70,606 moves of up to 70,607 coins each —
/// 24 GB): beyond the move-list limit there is no list, at once.
#[test]
fn ruler_moves_are_listed_only_while_cheap() {
    let small = grundy::parse_position("ruler 100 6").unwrap();
    assert_eq!(
        grundy::play::legal_moves(&small).map(|m| m.len()),
        Some(106)
    );
    let large = grundy::parse_position("ruler 2000 6").unwrap();
    assert!(grundy::play::legal_moves(&large).is_none());
    let e = grundy::play::parse_move(&large, "#1").unwrap_err();
    assert!(e.to_string().contains("too many moves"), "{e}");
    // Beyond the list, a game with moves is not over: one move is found without a list
    // (before, `is_over` said a large mock-turtles row was over, and listed 24 GB of
    // ruler moves to find one).
    for text in [
        "ruler 2000 6",
        "ruler 70606 6",
        "mock-turtles 2000",
        "tartan(ruler,ruler) 60 60",
    ] {
        let p = grundy::parse_position(text).unwrap();
        assert!(!grundy::play::is_over(&p), "{text}");
        let m = grundy::play::slow_move(&p).unwrap();
        let after = grundy::play::apply(&p, &m);
        assert_eq!(
            after.components[0].piece_count() + 1,
            p.components[0].piece_count()
        );
    }
}

/// Ruler runs found by the inverse Gray code are exactly the runs found by trying every
/// start (the old linear search per head), for every target value.
#[test]
fn ruler_runs_match_every_start_tried() {
    let rows = [
        vec![1, 2, 3],
        vec![5, 12, 40],
        vec![7, 64, 100, 129],
        vec![300],
    ];
    for heads in rows {
        let row = CoinRow::new(CoinRule::Ruler, heads.clone()).unwrap();
        let total = row.grundy_value();
        for target in 0..300 {
            let s = total ^ target;
            let mut want: Vec<Vec<u64>> = Vec::new();
            if s != 0 {
                for &x in &heads {
                    for j in (1..=x).rev() {
                        let run: u64 = (j..=x).fold(0, |a, c| a ^ CoinRule::Ruler.value(c));
                        if run == s {
                            want.push((j..=x).collect());
                        }
                    }
                }
            }
            let got: Vec<Vec<u64>> = row.moves_to_value(target).unwrap();
            assert_eq!(got, want, "{heads:?} → {target}");
            let (count, first) = row.moves_to_value_first(target, 1).unwrap();
            assert_eq!((count, first.len()), (want.len() as u64, want.len().min(1)));
        }
    }
}

/// 10^5 heads: counted in one pass, only the first moves built; Mock Turtles beyond
/// its work limit is refused with the limit.
#[test]
fn long_rows_are_counted_or_refused() {
    use grundy::games::hidden::spawning::coins::{CoinError, MAX_LISTED_COINS, MAX_MOCK_WORK};
    let heads: Vec<u64> = (1..=100_000).collect();
    let row = CoinRow::new(CoinRule::Ruler, heads.clone()).unwrap();
    let (count, first) = row.moves_to_value_first(0, 100).unwrap();
    assert!(count > 30_000, "{count}");
    assert!(!first.is_empty() && first.len() <= 100);
    let coins: usize = first.iter().map(Vec::len).sum();
    assert!(coins as u64 <= MAX_LISTED_COINS);
    let mock = CoinRow::new(CoinRule::MockTurtles, heads).unwrap();
    assert_eq!(
        mock.moves_to_value_first(0, 100),
        Err(CoinError::TooMuchWork {
            work: 5_000_050_000,
            limit: MAX_MOCK_WORK
        })
    );
}
