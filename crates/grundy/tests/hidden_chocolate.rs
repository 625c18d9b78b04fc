//! The chocolate bar: the 4-heap reduction agrees with the bar played directly.

use grundy::games::hidden::chocolate::{Chocolate, ChocolateGame, Side};
use grundy::{Convention, Solver};
use num_traits::ToPrimitive;
use std::collections::BTreeSet;

#[test]
fn every_bar_up_to_seven_by_seven() {
    let mut solver = Solver::new(&ChocolateGame);
    let mut count = 0;
    for rows in 1..=7u64 {
        for cols in 1..=7u64 {
            for r in 0..rows {
                for c in 0..cols {
                    let bar = Chocolate::from_bar(rows, cols, r, c).unwrap();
                    let p = (rows, cols, r, c);
                    assert_eq!(u64::from(solver.grundy(&p).unwrap()), bar.grundy_value());
                    let brute: BTreeSet<_> = solver
                        .winning_moves(&p, Convention::Normal)
                        .unwrap()
                        .into_iter()
                        .collect();
                    let formula: BTreeSet<_> = bar
                        .winning_moves()
                        .iter()
                        .map(|m| {
                            let mut s = bar.sides;
                            let [c] = m.as_slice() else { panic!("{m:?}") };
                            s[c.heap] = c.to.to_u64().unwrap();
                            let after = Chocolate { sides: s };
                            (after.rows(), after.columns(), s[0], s[3])
                        })
                        .collect();
                    assert_eq!(brute, formula, "{p:?}");
                    count += 1;
                }
            }
        }
    }
    assert_eq!(count, 784);
}

#[test]
fn theory_examples() {
    // 23 × 45 with the mark in a corner: N, one winning move (leave a 23 × 23 square).
    let corner = Chocolate::from_bar(23, 45, 0, 0).unwrap();
    let m = corner.winning_moves();
    assert_eq!(m.len(), 1);
    assert_eq!(
        (Side::at(m[0][0].heap), m[0][0].to.clone()),
        (Side::Right, 22u8.into())
    );
    // Mark in the centre: P.
    assert_eq!(
        Chocolate::from_bar(23, 45, 11, 22).unwrap().grundy_value(),
        0
    );
}
