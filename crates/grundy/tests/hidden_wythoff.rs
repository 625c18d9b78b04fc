//! Wythoff's game: exact P-positions, all winning moves and Grundy values against brute
//! force; exactness near 10^18.

use grundy::games::wythoff::classic::{
    grundy_table, is_p_position, lower, p_pair, partner, Wythoff, WythoffGame, MAX_HEAP,
};
use grundy::{Convention, Outcome, Solver};
use proptest::prelude::*;
use std::collections::BTreeSet;

#[test]
fn all_positions_below_sixty() {
    let mut solver = Solver::new(&WythoffGame);
    let mut max_moves = 0;
    for a in 0..60u64 {
        for b in 0..60u64 {
            let w = Wythoff::new(a, b).unwrap();
            let outcome = solver.outcome(&(a, b), Convention::Normal).unwrap();
            assert_eq!(w.outcome(), outcome, "({a}, {b})");
            let brute: BTreeSet<_> = solver
                .winning_moves(&(a, b), Convention::Normal)
                .unwrap()
                .into_iter()
                .collect();
            let moves = w.winning_targets();
            max_moves = max_moves.max(moves.len());
            assert_eq!(w.winning_moves().len(), moves.len());
            let formula: BTreeSet<_> = moves.iter().copied().collect();
            assert_eq!(brute, formula, "({a}, {b})");
            assert_eq!(outcome == Outcome::N, !moves.is_empty());
        }
    }
    assert_eq!(
        max_moves, 3,
        "at most three winning moves, and three do occur"
    );
}

#[test]
fn grundy_values_match_search_and_the_theory_table() {
    let expected = [
        [0, 1, 2, 3, 4, 5, 6, 7],
        [1, 2, 0, 4, 5, 3, 7, 8],
        [2, 0, 1, 5, 3, 4, 8, 6],
        [3, 4, 5, 6, 2, 0, 1, 9],
        [4, 5, 3, 2, 7, 6, 9, 0],
        [5, 3, 4, 0, 6, 8, 10, 1],
        [6, 7, 8, 1, 9, 10, 3, 4],
        [7, 8, 6, 9, 0, 1, 4, 5],
    ];
    let t = grundy_table(8, 8);
    for a in 0..8 {
        assert_eq!(t[a], expected[a].to_vec());
    }
    let mut solver = Solver::new(&WythoffGame);
    let big = grundy_table(40, 40);
    for a in 0..40u64 {
        for b in 0..40u64 {
            let g = solver.grundy(&(a, b)).unwrap();
            assert_eq!(big[a as usize][b as usize], g);
            if a < 20 && b < 20 {
                assert_eq!(Wythoff::new(a, b).unwrap().grundy_value().unwrap(), g);
            }
        }
    }
}

#[test]
fn beatty_sequences_partition_the_integers_near_the_top() {
    // Every x in a window just below 10^18 is exactly one a_n or b_n; partner is an
    // involution mapping a's to b's.
    let top = MAX_HEAP;
    for x in top - 2000..=top {
        let p = partner(x);
        assert_eq!(partner(p), x);
        assert!(is_p_position(x, p));
        let k = x.abs_diff(p);
        assert_eq!(p_pair(k), (x.min(p), x.max(p)));
    }
    // a_n = floor(n φ) checked against the defining inequality with exact integers:
    // a_n < nφ < a_n + 1  ⟺  (2a_n − n)² < 5n² < (2a_n + 2 − n)².
    for n in [
        1u64,
        2,
        3,
        1_000_000_007,
        123_456_789_012_345_678,
        618_033_988_749_894_848,
    ] {
        let a = u128::from(lower(n));
        let n = u128::from(n);
        assert!((2 * a - n).pow(2) < 5 * n * n);
        assert!(5 * n * n < (2 * a + 2 - n).pow(2));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn large_winning_moves_reach_p_positions(a in 0..=MAX_HEAP, b in 0..=MAX_HEAP) {
        let w = Wythoff::new(a, b).unwrap();
        let moves = w.winning_targets();
        prop_assert!(moves.len() <= 3);
        prop_assert_eq!(w.outcome() == Outcome::N, !moves.is_empty());
        for to in moves {
            prop_assert!(is_p_position(to.0, to.1));
            let (da, db) = (a - to.0, b - to.1);
            prop_assert!(da == 0 || db == 0 || da == db);
            prop_assert!(da + db > 0);
        }
    }

    #[test]
    fn p_pairs_are_p(n in 0u64..=381_966_011_250_105_152) {
        let (a, b) = p_pair(n);
        prop_assert_eq!(Wythoff::new(a, b).unwrap().outcome(), Outcome::P);
        prop_assert_eq!(partner(a), b);
        prop_assert_eq!(partner(b), a);
    }
}
