//! Any [`ImpartialGame`] whose positions may repeat: [`LoopySolver`] explores the
//! positions reachable from a start, numbers them, and labels them with
//! [`fn@super::solve`] — the loopy counterpart of the memoised [`grundy_core::Solver`] (which
//! stops with [`grundy_core::SearchError::Cycle`] on a cycle).

use super::binary::{self, BinaryGraph};
use super::graph::gen_value;
use super::solve::{solve, Arcs};
use super::{GenValue, LoopyError};
use crate::cancel::{Cancel, POLL_EVERY};
use crate::outcome::Outcome;
use grundy_core::game::ImpartialGame;
use std::collections::HashMap;

/// The generalized values of every position reachable from a start.
///
/// ```
/// use grundy_loopy::LoopySolver;
/// use grundy_core::{Cancel, ImpartialGame, Outcome};
///
/// /// A counter from 0 to 5: take 1 or 2, or (from 1 to 4) add 1 — moves can be undone.
/// struct UpDown;
/// impl ImpartialGame for UpDown {
///     type Position = u8;
///     fn moves(&self, &n: &u8) -> Vec<u8> {
///         let mut m: Vec<u8> = [1, 2].iter().filter(|&&t| t <= n).map(|&t| n - t).collect();
///         if (1..5).contains(&n) { m.push(n + 1); }
///         m
///     }
/// }
/// let s = LoopySolver::new(&UpDown, &5, 1000, &Cancel::default()).unwrap();
/// assert_eq!(s.position_count(), 6);
/// assert_eq!(s.outcome(&0), Some(Outcome::P)); // no move
/// assert_eq!(s.value(&1).unwrap().to_string(), "∞{0}"); // take the last one and win
/// assert_eq!(s.best_moves(&1), vec![0]);
/// // From 3 a player who moves to 1 or 2 loses; moving up to 4 keeps the draw.
/// assert_eq!(s.outcome(&3), Some(Outcome::D));
/// assert_eq!(s.best_moves(&3), vec![4]);
/// ```
pub struct LoopySolver<G: ImpartialGame> {
    positions: Vec<G::Position>,
    index: HashMap<G::Position, u32>,
    bytes: Vec<u8>,
    values: Vec<u32>,
}

impl<G: ImpartialGame> LoopySolver<G> {
    /// Explores every position reachable from `start` (at most `limit` of them) and
    /// labels them.
    pub fn new(
        game: &G,
        start: &G::Position,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<Self, LoopyError> {
        let mut positions = vec![start.clone()];
        let mut index = HashMap::from([(start.clone(), 0u32)]);
        let mut edges = Vec::new();
        let mut poll = cancel.poll(POLL_EVERY);
        let mut next = 0usize;
        while let Some(p) = positions.get(next).cloned() {
            let options = game.moves(&p);
            poll.step(1 + options.len() as u64)?;
            for o in options {
                let j = match index.get(&o) {
                    Some(&j) => j,
                    None => {
                        if positions.len() >= limit {
                            return Err(LoopyError::TooLarge { limit });
                        }
                        let j = u32::try_from(positions.len()).map_err(|_| {
                            LoopyError::Overflow(crate::i18n::Message::new(
                                "reason-overflow-positions",
                            ))
                        })?;
                        index.insert(o.clone(), j);
                        positions.push(o);
                        j
                    }
                };
                edges.push((next as u32, j));
            }
            next += 1;
        }
        let n = u32::try_from(positions.len()).map_err(|_| {
            LoopyError::Overflow(crate::i18n::Message::new("reason-overflow-positions"))
        })?;
        let bytes = binary::from_edges(n, &edges)
            .map_err(|e| LoopyError::Overflow(crate::i18n::Message::said(&e)))?;
        let values = solve(&BinaryGraph::built(&bytes), cancel)?;
        Ok(LoopySolver {
            positions,
            index,
            bytes,
            values,
        })
    }

    /// How many positions were reached.
    pub fn position_count(&self) -> usize {
        self.positions.len()
    }

    /// The generalized value of `p` (`None` if it was not reached).
    pub fn value(&self, p: &G::Position) -> Option<GenValue> {
        let i = *self.index.get(p)?;
        Some(gen_value(&BinaryGraph::built(&self.bytes), &self.values, i))
    }

    /// Who wins from `p`: P, N or D (`None` if it was not reached).
    pub fn outcome(&self, p: &G::Position) -> Option<Outcome> {
        self.value(p).map(|v| v.outcome())
    }

    /// The moves that keep the result: from an N-position those to a P-position, from a
    /// draw those to a draw (the others lose); none from a P-position.
    pub fn best_moves(&self, p: &G::Position) -> Vec<G::Position> {
        let Some(&i) = self.index.get(p) else {
            return Vec::new();
        };
        let g = BinaryGraph::built(&self.bytes);
        let want = match gen_value(&g, &self.values, i).outcome() {
            Outcome::N => Outcome::P,
            Outcome::D => Outcome::D,
            Outcome::P => return Vec::new(),
        };
        g.successors(i)
            .filter(|&w| gen_value(&g, &self.values, w).outcome() == want)
            .filter_map(|w| self.positions.get(w as usize).cloned())
            .collect()
    }
}

/// A game whose positions are numbered `0..count()` — a state index — so that its values
/// fit flat arrays ([`IndexedValues`]) instead of a hash map.
pub trait IndexedGame: ImpartialGame {
    /// How many positions there are.
    fn count(&self) -> u64;
    /// The number of a position, below [`IndexedGame::count`].
    fn index(&self, position: &Self::Position) -> u64;
    /// The position numbered `index`.
    fn position(&self, index: u64) -> Self::Position;
}

/// The generalized values of every position of an [`IndexedGame`], in flat arrays.
///
/// ```
/// use grundy_loopy::game::{IndexedGame, IndexedValues};
/// use grundy_core::{Cancel, ImpartialGame, Outcome};
///
/// /// A counter from 0 to 5: take 1 or 2, or (from 1 to 4) add 1.
/// struct UpDown;
/// impl ImpartialGame for UpDown {
///     type Position = u8;
///     fn moves(&self, &n: &u8) -> Vec<u8> {
///         let mut m: Vec<u8> = [1, 2].iter().filter(|&&t| t <= n).map(|&t| n - t).collect();
///         if (1..5).contains(&n) { m.push(n + 1); }
///         m
///     }
/// }
/// impl IndexedGame for UpDown {
///     fn count(&self) -> u64 { 6 }
///     fn index(&self, &n: &u8) -> u64 { n.into() }
///     fn position(&self, i: u64) -> u8 { i as u8 }
/// }
/// let v = IndexedValues::solve(&UpDown, &Cancel::default()).unwrap();
/// assert_eq!(v.value(&UpDown, &1).unwrap().to_string(), "∞{0}");
/// assert_eq!(v.value(&UpDown, &3).unwrap().outcome(), Outcome::D);
/// ```
pub struct IndexedValues {
    bytes: Vec<u8>,
    values: Vec<u32>,
}

impl IndexedValues {
    /// Enumerates every position's moves by its index and labels them all. Refused when
    /// an index is out of range or there are too many positions for 32-bit numbers.
    pub fn solve<G: IndexedGame>(game: &G, cancel: &Cancel) -> Result<Self, LoopyError> {
        let n = u32::try_from(game.count())
            .ok()
            .filter(|&n| n <= super::solve::MAX_FINITE)
            .ok_or_else(|| {
                LoopyError::Overflow(
                    crate::i18n::Message::new("reason-overflow-position-count")
                        .with("count", game.count()),
                )
            })?;
        let mut edges = Vec::new();
        let mut poll = cancel.poll(POLL_EVERY);
        for i in 0..n {
            let moves = game.moves(&game.position(i.into()));
            poll.step(1 + moves.len() as u64)?;
            for m in moves {
                let j = u32::try_from(game.index(&m))
                    .ok()
                    .filter(|&j| j < n)
                    .ok_or_else(|| {
                        LoopyError::Overflow(
                            crate::i18n::Message::new("reason-overflow-move-index")
                                .with("position", u64::from(i))
                                .with("index", game.index(&m)),
                        )
                    })?;
                edges.push((i, j));
            }
        }
        let bytes = binary::from_edges(n, &edges)
            .map_err(|e| LoopyError::Overflow(crate::i18n::Message::said(&e)))?;
        let values = solve(&BinaryGraph::built(&bytes), cancel)?;
        Ok(IndexedValues { bytes, values })
    }

    /// The generalized value of `position` (`None` if its index is out of range).
    pub fn value<G: IndexedGame>(&self, game: &G, position: &G::Position) -> Option<GenValue> {
        let i = u32::try_from(game.index(position))
            .ok()
            .filter(|&i| (i as usize) < self.values.len())?;
        Some(gen_value(&BinaryGraph::built(&self.bytes), &self.values, i))
    }
}
