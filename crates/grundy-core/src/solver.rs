//! The generic memoised solver: Grundy values, outcomes and winning moves of any
//! [`ImpartialGame`] by exhaustive search. It is also the brute-force oracle against which
//! every formula in this crate is tested.

#![expect(
    clippy::indexing_slicing,
    reason = "the memo index is 0 or 1 (remoteness holds the normal and the misère table), and frame.next < frame.options.len() is checked before the option is read"
)]

use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::game::ImpartialGame;
use crate::mex::mex;
use crate::outcome::{Convention, Outcome};
use std::collections::{HashMap, HashSet};
use thiserror::Error;

/// Why an exhaustive search stopped without an answer.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum SearchError {
    /// The search needed more distinct positions than its limit allows.
    TooLarge {
        /// The limit on the number of positions that was reached.
        limit: usize,
    },
    /// The search generated more moves than its limit allows
    /// ([`Solver::with_move_limit`]).
    TooManyMoves {
        /// The limit on the moves generated that was reached.
        limit: u64,
    },
    /// A position can be reached from itself: the game is not finite (loopy).
    Cycle,
    /// The solver's [`Cancel`] was raised ([`Solver::cancellable`]).
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for SearchError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::TooLarge { limit } => t!(lang, "err-search-too-large", limit = *limit),
            Self::TooManyMoves { limit } => t!(lang, "err-search-too-many-moves", limit = *limit),
            Self::Cycle => t!(lang, "err-search-cycle"),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
crate::localized_error!(SearchError);

/// The default limit on the number of distinct positions a [`Solver`] memoises.
pub const DEFAULT_POSITION_LIMIT: usize = 2_000_000;

/// A memoised exhaustive search over the positions of one game.
///
/// The solver keeps what it learns, so asking about many positions of the same game is
/// cheap. Search is iterative (no recursion), so deep games do not overflow the stack,
/// and bounded: past [`DEFAULT_POSITION_LIMIT`] positions (or the limit given to
/// [`Solver::with_limit`]) it returns [`SearchError::TooLarge`] instead of running on.
///
/// ```
/// use grundy_core::{ImpartialGame, Solver, Convention, Outcome};
///
/// /// Nim with one heap: the Grundy value of a heap of n is n.
/// struct Heap;
/// impl ImpartialGame for Heap {
///     type Position = u32;
///     fn moves(&self, &n: &u32) -> Vec<u32> { (0..n).collect() }
/// }
/// let mut solver = Solver::new(&Heap);
/// assert_eq!(solver.grundy(&5).unwrap(), 5);
/// // Misère: a heap of 1 loses for the player to move, a heap of 2 wins.
/// assert_eq!(solver.outcome(&1, Convention::Misere).unwrap(), Outcome::P);
/// assert_eq!(solver.outcome(&2, Convention::Misere).unwrap(), Outcome::N);
/// ```
pub struct Solver<'g, G: ImpartialGame> {
    game: &'g G,
    limit: usize,
    /// The most moves its searches may generate in all, and how many they have.
    moves_limit: u64,
    moves: u64,
    cancel: Cancel,
    grundy: HashMap<G::Position, u32>,
    misere_wins: HashMap<G::Position, bool>,
    remoteness: [HashMap<G::Position, (bool, u32)>; 2],
}

/// How a position's value follows from its options' values.
trait Evaluation {
    type Value: Copy;
    /// The value from the options' values (all of them, or those seen before
    /// [`Evaluation::settled`] said stop).
    fn combine(values: &[Self::Value]) -> Self::Value;
    /// True when the options seen so far already fix the value.
    fn settled(values: &[Self::Value]) -> bool;
}

struct GrundyEval;
impl Evaluation for GrundyEval {
    type Value = u32;
    fn combine(values: &[u32]) -> u32 {
        mex(values.iter().copied())
    }
    fn settled(_: &[u32]) -> bool {
        false
    }
}

/// Misère play: a position wins for the player to move if it has no moves, or a move to
/// a losing position.
struct MisereEval;
impl Evaluation for MisereEval {
    type Value = bool;
    fn combine(values: &[bool]) -> bool {
        values.is_empty() || values.iter().any(|&wins| !wins)
    }
    fn settled(values: &[bool]) -> bool {
        values.last() == Some(&false)
    }
}

/// (wins, remoteness): a win moves to the losing option of least remoteness, a loss to
/// the option of greatest. `MISERE`: a position without moves is a win.
struct RemotenessEval<const MISERE: bool>;
impl<const MISERE: bool> Evaluation for RemotenessEval<MISERE> {
    type Value = (bool, u32);
    fn combine(values: &[(bool, u32)]) -> (bool, u32) {
        if values.is_empty() {
            return (MISERE, 0);
        }
        let fastest_win = values.iter().filter(|v| !v.0).map(|v| v.1).min();
        match fastest_win {
            Some(r) => (true, r + 1),
            None => (false, values.iter().map(|v| v.1).max().unwrap_or(0) + 1),
        }
    }
    fn settled(_: &[(bool, u32)]) -> bool {
        false
    }
}

struct Frame<P, V> {
    position: P,
    options: Vec<P>,
    next: usize,
    values: Vec<V>,
}

impl<'g, G: ImpartialGame> Solver<'g, G> {
    /// A solver for `game` with the default position limit.
    pub fn new(game: &'g G) -> Self {
        Self::with_limit(game, DEFAULT_POSITION_LIMIT)
    }

    /// A solver for `game` that gives up after memoising `limit` distinct positions.
    pub fn with_limit(game: &'g G, limit: usize) -> Self {
        Solver {
            game,
            limit,
            moves_limit: u64::MAX,
            moves: 0,
            cancel: Cancel::default(),
            grundy: HashMap::new(),
            misere_wins: HashMap::new(),
            remoteness: [HashMap::new(), HashMap::new()],
        }
    }

    /// The solver, stopping with [`SearchError::Cancelled`] once `cancel` is raised (it
    /// looks every few thousand moves generated).
    ///
    /// ```
    /// use grundy_core::{Cancel, ImpartialGame, SearchError, Solver};
    /// struct Chain;
    /// impl ImpartialGame for Chain {
    ///     type Position = u32;
    ///     fn moves(&self, &n: &u32) -> Vec<u32> { if n == 0 { vec![] } else { vec![n - 1] } }
    /// }
    /// let cancel = Cancel::new();
    /// let mut solver = Solver::new(&Chain).cancellable(&cancel);
    /// assert_eq!(solver.grundy(&100).unwrap(), 0);
    /// cancel.cancel();
    /// assert!(matches!(solver.grundy(&1_000_000), Err(SearchError::Cancelled(_))));
    /// ```
    pub fn cancellable(mut self, cancel: &Cancel) -> Self {
        self.cancel = cancel.clone();
        self
    }

    /// The solver, giving up with [`SearchError::TooManyMoves`] once its searches have
    /// generated `limit` moves in all: a bound on the work itself, where the positions'
    /// limit bounds the memory (a few positions with many moves each stay under the one
    /// and not the other).
    ///
    /// ```
    /// use grundy_core::{ImpartialGame, SearchError, Solver};
    /// struct Take;
    /// impl ImpartialGame for Take {
    ///     type Position = u32;
    ///     fn moves(&self, &n: &u32) -> Vec<u32> { (0..n).collect() }
    /// }
    /// let mut s = Solver::new(&Take).with_move_limit(1000);
    /// assert_eq!(s.grundy(&40).unwrap(), 40); // 41 positions, 861 moves
    /// let mut s = Solver::new(&Take).with_move_limit(1000);
    /// assert_eq!(s.grundy(&50), Err(SearchError::TooManyMoves { limit: 1000 }));
    /// ```
    pub fn with_move_limit(mut self, limit: u64) -> Self {
        self.moves_limit = limit;
        self
    }

    /// The number of distinct positions evaluated so far (both conventions).
    pub fn positions_explored(&self) -> usize {
        self.grundy.len()
            + self.misere_wins.len()
            + self.remoteness.iter().map(HashMap::len).sum::<usize>()
    }

    /// The outcome of `position` and its *remoteness* (Smith): how many moves the game
    /// lasts when the winner hurries and the loser delays — the winner moves to the
    /// losing option of least remoteness, the loser to the option of greatest.
    ///
    /// ```
    /// use grundy_core::{ImpartialGame, Solver, Convention, Outcome};
    /// struct Heap;
    /// impl ImpartialGame for Heap {
    ///     type Position = u32;
    ///     fn moves(&self, &n: &u32) -> Vec<u32> { (0..n).collect() }
    /// }
    /// let mut s = Solver::new(&Heap);
    /// assert_eq!(s.remoteness(&5, Convention::Normal).unwrap(), (Outcome::N, 1)); // take all
    /// assert_eq!(s.remoteness(&0, Convention::Normal).unwrap(), (Outcome::P, 0));
    /// // Misère: leave 1; the opponent must take it: two moves.
    /// assert_eq!(s.remoteness(&5, Convention::Misere).unwrap(), (Outcome::N, 2));
    /// ```
    pub fn remoteness(
        &mut self,
        position: &G::Position,
        convention: Convention,
    ) -> Result<(Outcome, u32), SearchError> {
        let used = self.positions_explored();
        let (game, cancel) = (self.game, &self.cancel);
        let budget = Budget {
            moves: &mut self.moves,
            limit: self.moves_limit,
        };
        let (i, memo_len) = match convention {
            Convention::Normal => (0, self.remoteness[0].len()),
            Convention::Misere => (1, self.remoteness[1].len()),
        };
        let limit = self.limit.saturating_sub(used - memo_len);
        let (wins, r) = match convention {
            Convention::Normal => evaluate::<G, RemotenessEval<false>>(
                game,
                &mut self.remoteness[i],
                limit,
                position,
                cancel,
                budget,
            )?,
            Convention::Misere => evaluate::<G, RemotenessEval<true>>(
                game,
                &mut self.remoteness[i],
                limit,
                position,
                cancel,
                budget,
            )?,
        };
        Ok((Outcome::from_next_player_wins(wins), r))
    }

    /// The Grundy value (nim-value) of `position` under normal play.
    pub fn grundy(&mut self, position: &G::Position) -> Result<u32, SearchError> {
        let (game, limit, other) = (self.game, self.limit, self.misere_wins.len());
        let budget = Budget {
            moves: &mut self.moves,
            limit: self.moves_limit,
        };
        evaluate::<G, GrundyEval>(
            game,
            &mut self.grundy,
            limit.saturating_sub(other),
            position,
            &self.cancel,
            budget,
        )
    }

    /// Whether the player to move wins `position` under misère play.
    pub fn misere_wins(&mut self, position: &G::Position) -> Result<bool, SearchError> {
        let (game, limit, other) = (self.game, self.limit, self.grundy.len());
        let budget = Budget {
            moves: &mut self.moves,
            limit: self.moves_limit,
        };
        evaluate::<G, MisereEval>(
            game,
            &mut self.misere_wins,
            limit.saturating_sub(other),
            position,
            &self.cancel,
            budget,
        )
    }

    /// The outcome of `position` under `convention`.
    pub fn outcome(
        &mut self,
        position: &G::Position,
        convention: Convention,
    ) -> Result<Outcome, SearchError> {
        Ok(Outcome::from_next_player_wins(match convention {
            Convention::Normal => self.grundy(position)? != 0,
            Convention::Misere => self.misere_wins(position)?,
        }))
    }

    /// Every option of `position` that is a P-position under `convention`, in the order
    /// [`ImpartialGame::moves`] lists them: the winning moves.
    pub fn winning_moves(
        &mut self,
        position: &G::Position,
        convention: Convention,
    ) -> Result<Vec<G::Position>, SearchError> {
        let mut winning = Vec::new();
        for option in self.game.moves(position) {
            if self.outcome(&option, convention)? == Outcome::P {
                winning.push(option);
            }
        }
        Ok(winning)
    }

    /// Every option of `position` whose Grundy value is `target`.
    pub fn options_with_value(
        &mut self,
        position: &G::Position,
        target: u32,
    ) -> Result<Vec<G::Position>, SearchError> {
        let mut found = Vec::new();
        for option in self.game.moves(position) {
            if self.grundy(&option)? == target {
                found.push(option);
            }
        }
        Ok(found)
    }
}

/// The moves a solver's searches have generated, and the most they may.
struct Budget<'a> {
    moves: &'a mut u64,
    limit: u64,
}

/// Iterative depth-first evaluation with memo, cycle detection, a size limit, a limit on
/// the moves generated and a cancel flag (looked at every [`POLL_EVERY`] moves generated).
fn evaluate<G: ImpartialGame, E: Evaluation>(
    game: &G,
    memo: &mut HashMap<G::Position, E::Value>,
    limit: usize,
    root: &G::Position,
    cancel: &Cancel,
    budget: Budget<'_>,
) -> Result<E::Value, SearchError> {
    if let Some(&v) = memo.get(root) {
        return Ok(v);
    }
    let mut on_path: HashSet<G::Position> = HashSet::new();
    let mut stack: Vec<Frame<G::Position, E::Value>> = Vec::new();
    let mut poll = cancel.poll(POLL_EVERY);
    let Budget {
        moves,
        limit: moves_limit,
    } = budget;
    let mut push = |position: G::Position,
                    stack: &mut Vec<Frame<G::Position, E::Value>>,
                    on_path: &mut HashSet<G::Position>|
     -> Result<(), SearchError> {
        let options = game.moves(&position);
        let generated = 1 + options.len() as u64;
        poll.step(generated)?;
        *moves = moves.saturating_add(generated);
        if *moves > moves_limit {
            return Err(SearchError::TooManyMoves { limit: moves_limit });
        }
        on_path.insert(position.clone());
        stack.push(Frame {
            position,
            options,
            next: 0,
            values: Vec::new(),
        });
        Ok(())
    };
    push(root.clone(), &mut stack, &mut on_path)?;
    loop {
        #[expect(
            clippy::expect_used,
            reason = "the root stays on the stack until evaluated"
        )]
        let frame = stack
            .last_mut()
            .expect("stack holds the root until it is evaluated");
        if frame.next < frame.options.len() && !E::settled(&frame.values) {
            let option = &frame.options[frame.next];
            if let Some(&v) = memo.get(option) {
                frame.values.push(v);
                frame.next += 1;
                continue;
            }
            if on_path.contains(option) {
                return Err(SearchError::Cycle);
            }
            let option = option.clone();
            if memo.len() + stack.len() >= limit {
                return Err(SearchError::TooLarge { limit });
            }
            push(option, &mut stack, &mut on_path)?;
            continue;
        }
        #[expect(
            clippy::expect_used,
            reason = "the frame inspected above is on the stack"
        )]
        let frame = stack.pop().expect("non-empty");
        let value = E::combine(&frame.values);
        on_path.remove(&frame.position);
        memo.insert(frame.position, value);
        match stack.last_mut() {
            Some(parent) => {
                parent.values.push(value);
                parent.next += 1;
            }
            None => return Ok(value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Cyclic;
    impl ImpartialGame for Cyclic {
        type Position = u8;
        fn moves(&self, &p: &u8) -> Vec<u8> {
            vec![(p + 1) % 3]
        }
    }

    #[test]
    fn a_cycle_is_an_error_not_a_hang() {
        let mut s = Solver::new(&Cyclic);
        assert_eq!(s.grundy(&0), Err(SearchError::Cycle));
        assert_eq!(s.misere_wins(&0), Err(SearchError::Cycle));
    }

    struct Chain;
    impl ImpartialGame for Chain {
        type Position = u32;
        fn moves(&self, &p: &u32) -> Vec<u32> {
            if p == 0 {
                vec![]
            } else {
                vec![p - 1]
            }
        }
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut s = Solver::new(&Chain);
        assert_eq!(s.grundy(&1_000_000).unwrap(), 0);
        assert_eq!(s.grundy(&999_999).unwrap(), 1);
    }

    #[test]
    fn the_limit_is_enforced() {
        let mut s = Solver::with_limit(&Chain, 100);
        assert_eq!(s.grundy(&1000), Err(SearchError::TooLarge { limit: 100 }));
        assert_eq!(s.grundy(&50).unwrap(), 0);
    }

    #[test]
    fn misere_chain_alternates() {
        // Misère: the player who cannot move wins, so position 0 is a win (N).
        let mut s = Solver::new(&Chain);
        assert!(s.misere_wins(&0).unwrap());
        assert!(!s.misere_wins(&1).unwrap());
        assert!(s.misere_wins(&2).unwrap());
    }
}
