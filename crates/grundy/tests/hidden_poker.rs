//! Poker Nim: the Grundy value is the XOR of the heaps whatever the banks, and the
//! winning moves (Nim's, plus winning additions) agree with brute force.

use grundy::games::hidden::poker::{PokerGame, PokerNim};
use grundy::{Convention, Solver};
use std::collections::BTreeSet;

#[test]
fn small_positions_match_brute_force() {
    let mut solver = Solver::new(&PokerGame);
    let mut count = 0;
    for h in 0..64u64 {
        let heaps = vec![h % 4, h / 4 % 4, h / 16];
        for mine in 0..=2 {
            for theirs in 0..=2 {
                for adds in 0..=2 {
                    let p = PokerNim::new(heaps.clone(), [mine, theirs], adds);
                    assert_eq!(u64::from(solver.grundy(&p).unwrap()), p.grundy_value());
                    let brute: BTreeSet<_> = solver
                        .winning_moves(&p, Convention::Normal)
                        .unwrap()
                        .into_iter()
                        .map(|q| format!("{q:?}"))
                        .collect();
                    let formula: BTreeSet<_> = p
                        .winning_moves()
                        .iter()
                        .map(|m| format!("{:?}", p.apply(m)))
                        .collect();
                    assert_eq!(brute, formula, "{p:?}");
                    count += 1;
                }
            }
        }
    }
    assert_eq!(count, 64 * 27);
}
