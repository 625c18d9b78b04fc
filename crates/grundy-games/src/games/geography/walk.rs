//! The memoised search of Geography on the start's connected part, at most
//! [`MAX_PART`] vertices numbered from 0: a position is the token's vertex and the set of
//! vertices not yet visited, cut down to those the token can still reach (the others
//! play no part), so positions that differ only in unreachable vertices are one entry.

use crate::cancel::{Cancel, Cancelled};
use crate::component::Refusal;
use crate::i18n::msg;
use std::collections::HashMap;

/// The most vertices the start's connected part may have (one bit each).
pub const MAX_PART: usize = 128;

/// A position: the token's vertex and the vertices left (the token's own not among them).
pub(super) type Spot = (u8, u128);

/// The search on one connected part: its adjacency as bit sets, and what it has valued.
pub(super) struct Walk {
    adjacency: Vec<u128>,
    memo: HashMap<Spot, u32>,
    limit: usize,
    cancel: Cancel,
    /// Moves looked at, for the cancel's polls.
    work: u64,
}

/// Why a search stopped.
pub(super) enum Stop {
    /// More positions than the limit.
    Limit(usize),
    /// Cancelled from outside.
    Cancelled(Cancelled),
}

impl From<Stop> for Refusal {
    fn from(stop: Stop) -> Refusal {
        match stop {
            Stop::Limit(limit) => Refusal::TooLarge {
                what: msg!("reason-geography-positions"),
                limit: limit as u64,
            },
            Stop::Cancelled(c) => Refusal::Cancelled(c),
        }
    }
}

/// The members of a bit set, in increasing order.
fn members(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

impl Walk {
    /// The search on the graph of `adjacency` (vertex `i`'s neighbours as bits), valuing
    /// at most `limit` positions.
    pub(super) fn new(adjacency: Vec<u128>, limit: usize, cancel: Cancel) -> Walk {
        Walk {
            adjacency,
            memo: HashMap::new(),
            limit,
            cancel,
            work: 0,
        }
    }

    /// The same search, with a larger limit and another cancel (to be used again).
    pub(super) fn widen(&mut self, limit: usize, cancel: Cancel) {
        self.limit = self.limit.max(limit);
        self.cancel = cancel;
    }

    /// How many positions were valued.
    pub(super) fn positions(&self) -> usize {
        self.memo.len()
    }

    fn neighbours(&self, v: u8) -> u128 {
        self.adjacency.get(usize::from(v)).copied().unwrap_or(0)
    }

    /// The position with the token on `at` and `left` not visited, cut down to the
    /// vertices the token can reach.
    pub(super) fn spot(&self, at: u8, left: u128) -> Spot {
        let left = left & !(1u128 << at);
        let mut reached = 0u128;
        let mut frontier = self.neighbours(at) & left;
        while frontier != 0 {
            reached |= frontier;
            let next = members(frontier).fold(0, |acc, v| acc | self.neighbours(v as u8));
            frontier = next & left & !reached;
        }
        (at, reached)
    }

    /// The positions a move leads to from `spot`, each with the vertex the token goes to.
    pub(super) fn options(&self, (at, left): Spot) -> Vec<(u8, Spot)> {
        members(self.neighbours(at) & left)
            .map(|w| (w as u8, self.spot(w as u8, left & !(1u128 << w))))
            .collect()
    }

    /// The Grundy value of `spot` (recursion as deep as the longest path: at most
    /// [`MAX_PART`] levels).
    pub(super) fn value(&mut self, spot: Spot) -> Result<u32, Stop> {
        if let Some(&v) = self.memo.get(&spot) {
            return Ok(v);
        }
        let options = self.options(spot);
        self.work += options.len() as u64 + 1;
        if self.work >= 4096 {
            self.work = 0;
            self.cancel.check().map_err(Stop::Cancelled)?;
        }
        let mut seen = Vec::with_capacity(options.len());
        for (_, option) in options {
            seen.push(self.value(option)?);
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap_or(0);
        if self.memo.len() >= self.limit {
            return Err(Stop::Limit(self.limit));
        }
        self.memo.insert(spot, v);
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path 0-1-2-3: from an end, three moves are forced (value 1); from 1, the token
    /// goes to 0 (a dead end, value 0) or 2 (then 3, value 0… from 2 with 3 left: 1).
    #[test]
    fn values_on_a_path() {
        let adjacency = vec![0b0010, 0b0101, 0b1010, 0b0100];
        let mut walk = Walk::new(adjacency, 1000, Cancel::default());
        let all = 0b1111u128;
        assert_eq!(walk.value(walk.spot(0, all)).ok(), Some(1));
        // From 1: to 0 (value 0) or to 2 (2 with 3 left: value 1), so mex{0, 1} = 2.
        assert_eq!(walk.value(walk.spot(1, all)).ok(), Some(2));
        // Unreachable vertices are cut away: 3 is out of reach once 2 is visited.
        assert_eq!(walk.spot(1, 0b1011), (1, 0b0001));
    }
}
