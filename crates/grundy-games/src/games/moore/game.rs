//! [`MooreGame`]: Moore's Nim_k played straight from its rules, the brute-force oracle of
//! the tests (and of searches of small sums).

#![expect(
    clippy::indexing_slicing,
    reason = "the oracle's positions are indexed by heap numbers below their own length"
)]

use crate::game::ImpartialGame;

/// Moore's Nim_k as a brute-force [`ImpartialGame`]: a position is a list of heap sizes,
/// a move is every way to strictly decrease a non-empty set of at most `k` heaps.
///
/// Meant for tests and for searching small sums in which Nim_k is one component; the
/// number of moves grows like the product of the heap sizes.
///
/// ```
/// use grundy::games::moore::MooreGame;
/// use grundy::{ImpartialGame, Solver};
/// let game = MooreGame { k: 2 };
/// assert_eq!(game.moves(&vec![1, 1]).len(), 3); // (0,1), (1,0), (0,0)
/// let mut solver = Solver::new(&game);
/// assert_eq!(solver.grundy(&vec![1, 1, 1]).unwrap(), 0);
/// assert_ne!(solver.grundy(&vec![1, 2, 3]).unwrap(), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MooreGame {
    /// The most heaps one move may reduce.
    pub k: u32,
}

impl ImpartialGame for MooreGame {
    type Position = Vec<u64>;

    fn moves(&self, position: &Vec<u64>) -> Vec<Vec<u64>> {
        fn rec(
            k: u32,
            start: usize,
            changed: u32,
            current: &mut Vec<u64>,
            original: &[u64],
            out: &mut Vec<Vec<u64>>,
        ) {
            if changed == k {
                return;
            }
            for i in start..original.len() {
                for v in 0..original[i] {
                    current[i] = v;
                    out.push(current.clone());
                    rec(k, i + 1, changed + 1, current, original, out);
                }
                current[i] = original[i];
            }
        }
        let mut out = Vec::new();
        let mut current = position.clone();
        rec(self.k, 0, 0, &mut current, position, &mut out);
        out
    }
}
