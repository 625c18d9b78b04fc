//! Chips on a strip (with and without jumping) and staircase Nim: the reductions agree
//! with a brute-force search of the games played from their own rules.

use grundy::games::hidden::staircase::{Staircase, StaircaseGame};
use grundy::games::hidden::strip::{NoJumpGame, NoJumpStrip, Strip, StripGame};
use grundy::{Convention, Nat, Solver};
use num_traits::ToPrimitive;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn set<T: Ord>(v: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    v.into_iter().collect()
}

#[test]
fn strip_matches_brute_force_on_every_three_chip_position() {
    let mut solver = Solver::new(&StripGame);
    let mut checked = 0;
    for a in 0..9u64 {
        for b in a..9 {
            for c in b..9 {
                let p = vec![a, b, c];
                let s = Strip::new(p.clone());
                assert_eq!(u64::from(solver.grundy(&p).unwrap()), s.grundy_value());
                let brute = set(solver.winning_moves(&p, Convention::Normal).unwrap());
                let formula = set(s.winning_moves().iter().map(|m| {
                    let mut q = p.clone();
                    let [c] = m.as_slice() else { panic!("{m:?}") };
                    assert_eq!(Nat::from(q[c.heap]), c.from);
                    q[c.heap] = c.to.to_u64().unwrap();
                    q.sort_unstable();
                    q
                }));
                assert_eq!(brute, formula, "{p:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 165);
}

#[test]
fn no_jump_strip_matches_brute_force_on_every_subset_of_ten_cells() {
    let mut solver = Solver::new(&NoJumpGame);
    for mask in 0u32..1 << 10 {
        let cells: Vec<u64> = (0..10)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| i + 1)
            .collect();
        let s = NoJumpStrip::new(cells.clone()).unwrap();
        assert_eq!(
            u64::from(solver.grundy(&cells).unwrap()),
            s.grundy_value(),
            "{cells:?}"
        );
        let brute = set(solver.winning_moves(&cells, Convention::Normal).unwrap());
        let formula = set(s.winning_moves().iter().map(|m| {
            let mut q = cells.clone();
            let [c] = m.as_slice() else { panic!("{m:?}") };
            assert_eq!(Nat::from(q[c.heap]), c.from);
            q[c.heap] = c.to.to_u64().unwrap();
            q
        }));
        assert_eq!(brute, formula, "{cells:?}");
        // The Nim translation agrees with the pairs after the move.
        for m in s.winning_moves() {
            let mut q = cells.clone();
            q[m[0].heap] = m[0].to.to_u64().unwrap();
            let after = NoJumpStrip::new(q).unwrap().reduction();
            let nim = s.nim_move(&m).unwrap();
            assert_eq!(after[nim.heap].gap, nim.to);
        }
    }
}

#[test]
fn no_jump_pairing_convention() {
    // Odd number of chips: the phantom chip on cell 0 pairs with the leftmost chip.
    let r = NoJumpStrip::new(vec![5, 7, 9, 11, 17]).unwrap().reduction();
    let gaps: Vec<u64> = r.iter().map(|p| p.gap).collect();
    assert_eq!(gaps, vec![4, 1, 5]);
    assert!(r[0].phantom && !r[1].phantom);
    // Even number: no phantom; the leftmost chip is the left chip of a pair.
    let r = NoJumpStrip::new(vec![3, 4, 8, 9]).unwrap().reduction();
    assert_eq!(r.iter().map(|p| p.gap).collect::<Vec<_>>(), vec![0, 0]);
}

#[test]
fn staircase_matches_brute_force() {
    let mut solver = Solver::new(&StaircaseGame);
    let mut positions = Vec::new();
    for n in 0..4u64 * 4 * 4 * 4 {
        positions.push(vec![n % 4, n / 4 % 4, n / 16 % 4, n / 64]);
    }
    for n in 0..3u64.pow(5) {
        positions.push((0..5).map(|i| n / 3u64.pow(i) % 3).collect());
    }
    for p in positions {
        let s = Staircase::new(p.clone());
        assert_eq!(
            u64::from(solver.grundy(&p).unwrap()),
            s.grundy_value(),
            "{p:?}"
        );
        let brute = set(solver.winning_moves(&p, Convention::Normal).unwrap());
        let formula = set(s.winning_moves().iter().map(|m| s.apply(m).steps));
        assert_eq!(brute, formula, "{p:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn strip_random_four_chips(cells in proptest::collection::vec(0u64..7, 0..5)) {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let mut solver = Solver::new(&StripGame);
        let s = Strip::new(cells);
        prop_assert_eq!(u64::from(solver.grundy(&sorted).unwrap()), s.grundy_value());
    }

    #[test]
    fn no_jump_random_up_to_fourteen_cells(
        cells in proptest::sample::subsequence((1..=14u64).collect::<Vec<_>>(), 0..=5)
    ) {
        let mut solver = Solver::new(&NoJumpGame);
        let s = NoJumpStrip::new(cells.clone()).unwrap();
        prop_assert_eq!(u64::from(solver.grundy(&cells).unwrap()), s.grundy_value());
    }
}
