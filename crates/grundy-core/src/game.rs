//! [`ImpartialGame`]: the one trait every game implements, and that the generic
//! [`Solver`](crate::solver::Solver) searches.

use std::hash::Hash;

/// A finite impartial game: from every position both players have the same moves, and
/// every play ends after finitely many moves.
///
/// Implement [`moves`](ImpartialGame::moves) and the generic [`Solver`](crate::solver::Solver)
/// gives Grundy values, outcomes (normal and misère) and every winning move. The trait
/// separates the *rules* (`self`, e.g. a subtraction set or a graph) from the
/// *position* (`Self::Position`), so one rules value serves many positions.
///
/// ```
/// use grundy_core::{ImpartialGame, Solver, Outcome, Convention};
///
/// /// Take 1 or 2 counters from a single heap.
/// struct TakeOneOrTwo;
/// impl ImpartialGame for TakeOneOrTwo {
///     type Position = u32;
///     fn moves(&self, &n: &u32) -> Vec<u32> {
///         [1, 2].iter().filter(|&&t| t <= n).map(|&t| n - t).collect()
///     }
/// }
///
/// let mut solver = Solver::new(&TakeOneOrTwo);
/// assert_eq!(solver.grundy(&7).unwrap(), 1); // 7 mod 3
/// assert_eq!(solver.outcome(&9, Convention::Normal).unwrap(), Outcome::P);
/// assert_eq!(solver.winning_moves(&7, Convention::Normal).unwrap(), vec![6]);
/// ```
pub trait ImpartialGame {
    /// A position of the game. Positions that are equal must have the same moves.
    type Position: Clone + Eq + Hash;

    /// Every position reachable in one move (duplicates are allowed).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}
