//! A heap rule with its nim-sequence known as far as a position needs: values of heaps
//! of any size where a period is proved, every move to a given value, and the reasoning
//! as data. This is what makes a heap game a component of a sum.

use super::naive::{lasker_value, sequence, EngineError};
use super::periodicity::{search, Periodicity};
use super::rule::HeapRule;
use crate::nat::{self, Nat};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use std::sync::atomic::AtomicBool;
use thiserror::Error;

/// How many values the period search computes at most before giving up on a proof.
pub const PERIOD_SEARCH_LIMIT: u64 = 4096;

/// The largest heap whose value is computed directly when no period is proved.
pub const DIRECT_LIMIT: u64 = 20_000;

/// The largest heap whose moves are enumerated one by one.
pub const MOVE_LIMIT: u64 = 100_000;

/// How many values of the sequence the reasoning lists at most.
pub const VALUES_SHOWN: usize = 1000;

/// Why a heap game's values or moves are out of reach.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HeapError {
    /// A heap beyond the computed values of a rule without a proved period.
    #[error("no period of {rule} is proved (searched to n = {searched}), and a heap of {heap} is beyond the {limit} values computed directly")]
    NoPeriod {
        /// The rule.
        rule: String,
        /// How far the period search went.
        searched: u64,
        /// The heap asked for.
        heap: String,
        /// The direct limit.
        limit: u64,
    },
    /// Enumerating a huge heap's moves one by one is out of reach.
    #[error("a heap of {heap} has too many moves to list one by one (at most heaps of {limit})")]
    TooManyMoves {
        /// The heap.
        heap: String,
        /// The limit.
        limit: u64,
    },
    /// The engine failed (e.g. a value beyond u16).
    #[error(transparent)]
    Engine(#[from] EngineError),
}

/// How many rules with a proved period [`SolvedHeapRule::solve`] remembers.
const PROVED_CACHE_SIZE: usize = 256;

fn proved_cache() -> &'static std::sync::Mutex<std::collections::HashMap<String, SolvedHeapRule>> {
    static CACHE: std::sync::OnceLock<
        std::sync::Mutex<std::collections::HashMap<String, SolvedHeapRule>>,
    > = std::sync::OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// A rule with enough of its nim-sequence to evaluate the heaps it was solved for.
///
/// ```
/// use grundy::heap::{rule::HeapRule, solved::SolvedHeapRule};
/// use grundy::Nat;
/// let kayles = HeapRule::parse("kayles").unwrap();
/// let big: Nat = "1000000000000000000000".parse().unwrap();
/// let solved = SolvedHeapRule::solve(&kayles, &big).unwrap();
/// assert!(solved.periodicity().unwrap().certified); // period 12 from n = 71
/// assert_eq!(solved.value(&Nat::from(10u8)).unwrap(), Nat::from(2u8));
/// // 10^21 ≡ 4 (mod 12), and 10^21 > 71: G = G(76) = 1.
/// assert_eq!(solved.value(&big).unwrap(), Nat::from(1u8));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedHeapRule {
    rule: HeapRule,
    values: Vec<u16>,
    periodicity: Option<Periodicity>,
    searched: u64,
}

impl SolvedHeapRule {
    /// Solves `rule` far enough for heaps up to `largest`: searches for a proved period
    /// (up to [`PERIOD_SEARCH_LIMIT`] values); without one, computes the values directly
    /// up to `largest` if it is at most [`DIRECT_LIMIT`].
    ///
    /// # Errors
    /// [`HeapError::NoPeriod`] when a heap is out of reach; engine errors.
    pub fn solve(rule: &HeapRule, largest: &Nat) -> Result<Self, HeapError> {
        // A proved period does not depend on `largest`: such solutions are remembered
        // (a pure memo: the same answer, computed once per rule per process).
        let key = rule.to_string();
        if let Some(known) = proved_cache()
            .lock()
            .ok()
            .and_then(|cache| cache.get(&key).cloned())
        {
            return Ok(known);
        }
        let solved = Self::solve_uncached(rule, largest)?;
        if solved.periodicity.as_ref().is_some_and(|p| p.certified) {
            if let Ok(mut cache) = proved_cache().lock() {
                if cache.len() < PROVED_CACHE_SIZE {
                    cache.insert(key, solved.clone());
                }
            }
        }
        Ok(solved)
    }

    /// True when [`SolvedHeapRule::solve`] already knows `rule`'s proved period, so that
    /// solving it again is a copy (front ends use it to tell cheap analyses from costly
    /// ones).
    ///
    /// ```
    /// use grundy::heap::{rule::HeapRule, solved::SolvedHeapRule};
    /// let dawson = HeapRule::parse("dawson-kayles").unwrap();
    /// SolvedHeapRule::solve(&dawson, &10u8.into()).unwrap();
    /// assert!(SolvedHeapRule::remembered(&dawson));
    /// ```
    pub fn remembered(rule: &HeapRule) -> bool {
        proved_cache()
            .lock()
            .is_ok_and(|cache| cache.contains_key(&rule.to_string()))
    }

    fn solve_uncached(rule: &HeapRule, largest: &Nat) -> Result<Self, HeapError> {
        let found = search(
            rule,
            PERIOD_SEARCH_LIMIT - 1,
            &mut |_| {},
            &AtomicBool::new(false),
        )?;
        let proved = found.periodicity.clone().filter(|p| p.certified);
        let mut solved = SolvedHeapRule {
            rule: rule.clone(),
            values: Vec::new(),
            periodicity: found.periodicity,
            searched: found.computed,
        };
        let need = match (&proved, largest.to_u64()) {
            (Some(p), _) => p.check_below.unwrap_or(p.preperiod) + p.period,
            (None, Some(n)) if n <= DIRECT_LIMIT.max(found.computed) => n.max(found.computed),
            (None, _) => {
                return Err(HeapError::NoPeriod {
                    rule: rule.to_string(),
                    searched: found.computed,
                    heap: largest.to_string(),
                    limit: DIRECT_LIMIT,
                })
            }
        };
        solved.values = sequence(rule, need.max(1))?;
        Ok(solved)
    }

    /// The rule.
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }

    /// The periodicity found (proved or only observed), if any.
    pub fn periodicity(&self) -> Option<&Periodicity> {
        self.periodicity.as_ref()
    }

    /// The values computed directly: `G(0..len)`.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// How the value of a heap of `n` is obtained.
    pub fn method(&self, n: &Nat) -> ValueMethod {
        match n.to_usize() {
            Some(i) if i < self.values.len() && self.rule != HeapRule::Lasker => {
                ValueMethod::Direct
            }
            _ if self.rule == HeapRule::Lasker => ValueMethod::Formula,
            _ => ValueMethod::Period,
        }
    }

    /// `G(n)`, or `None` when `n` is beyond the computed values and no period is proved.
    pub fn value(&self, n: &Nat) -> Option<Nat> {
        if self.rule == HeapRule::Lasker {
            return Some(lasker(n));
        }
        if let Some(i) = n.to_usize().filter(|&i| i < self.values.len()) {
            return Some(Nat::from(self.values[i]));
        }
        let p = self.periodicity.as_ref().filter(|p| p.certified)?;
        let e = Nat::from(p.preperiod);
        let (q, r) = (n - &e).div_rem(&Nat::from(p.period));
        let base = self.values[(p.preperiod + r.to_u64().expect("r < period")) as usize];
        Some(Nat::from(base) + q * p.saltus)
    }

    /// `G(n)` for a heap that fits in `u64`, without big-number arithmetic (the hot path of
    /// move enumeration); `None` as for [`SolvedHeapRule::value`], or if it overflows.
    ///
    /// ```
    /// use grundy::heap::{rule::HeapRule, solved::SolvedHeapRule};
    /// use grundy::Nat;
    /// let s = SolvedHeapRule::solve(&HeapRule::parse("kayles").unwrap(), &Nat::from(9u8)).unwrap();
    /// assert_eq!(s.value_u64(1_000_000), s.value(&Nat::from(1_000_000u32)).map(|v| v.try_into().unwrap()));
    /// ```
    pub fn value_u64(&self, n: u64) -> Option<u64> {
        if self.rule == HeapRule::Lasker {
            return (n < u64::MAX).then(|| lasker_value(n));
        }
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(u64::from(v));
        }
        let p = self.periodicity.as_ref().filter(|p| p.certified)?;
        let (q, r) = ((n - p.preperiod) / p.period, (n - p.preperiod) % p.period);
        let base = u64::from(self.values[(p.preperiod + r) as usize]);
        q.checked_mul(p.saltus).and_then(|s| s.checked_add(base))
    }

    /// Every option of a heap of `n` whose value is `target`: counted, the first `limit`
    /// listed (each the list of heaps left).
    ///
    /// # Errors
    /// [`HeapError::TooManyMoves`] for heaps above [`MOVE_LIMIT`].
    ///
    /// ```
    /// use grundy::heap::{rule::HeapRule, solved::SolvedHeapRule};
    /// use grundy::Nat;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// let s = SolvedHeapRule::solve(&kayles, &Nat::from(10u8)).unwrap();
    /// // From a row of 5 pins, knock down the middle pin: 2 + 2, value 0.
    /// let (count, moves) = s.moves_to_value(&Nat::from(5u8), &Nat::from(0u8), 10).unwrap();
    /// assert_eq!(count, Nat::from(1u8));
    /// assert_eq!(moves, vec![vec![2, 2]]);
    /// ```
    pub fn moves_to_value(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
    ) -> Result<(Nat, Vec<Vec<u64>>), HeapError> {
        let heap =
            n.to_u64()
                .filter(|&h| h <= MOVE_LIMIT)
                .ok_or_else(|| HeapError::TooManyMoves {
                    heap: n.to_string(),
                    limit: MOVE_LIMIT,
                })?;
        let mut count = Nat::zero();
        let mut listed = Vec::new();
        // Values of heaps that fit in u64 are at most u64; a larger target is never met.
        let Some(target) = target.to_u64() else {
            return Ok((count, listed));
        };
        for option in self.rule.options(heap) {
            let value = option
                .iter()
                .try_fold(0u64, |acc, &h| self.value_u64(h).map(|v| acc ^ v));
            if value == Some(target) {
                count += 1u8;
                if listed.len() < limit {
                    listed.push(option);
                }
            }
        }
        Ok((count, listed))
    }

    /// The reasoning for a component with these heaps (at most `row_limit` rows).
    pub fn reasoning(&self, name: &str, heaps: &[Nat], row_limit: usize) -> HeapReasoning {
        HeapReasoning {
            game: name.to_string(),
            code: self.rule.code().to_string(),
            heaps_total: heaps.len(),
            rows: heaps
                .iter()
                .enumerate()
                .take(row_limit)
                .map(|(index, size)| HeapRow {
                    index,
                    size: size.clone(),
                    value: self.value(size),
                    method: self.method(size),
                })
                .collect(),
            periodicity: self.periodicity.clone(),
            searched_to: self.searched,
            values: self.values.iter().take(VALUES_SHOWN).copied().collect(),
            values_complete: self.values.len() <= VALUES_SHOWN,
        }
    }
}

fn lasker(n: &Nat) -> Nat {
    match n.to_u64() {
        Some(v) if v < u64::MAX => Nat::from(lasker_value(v)),
        _ => match (n % 4u8).to_u8().expect("mod 4") {
            0 => n - 1u8,
            3 => n + 1u8,
            _ => n.clone(),
        },
    }
}

/// How a heap's value was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ValueMethod {
    /// Computed directly (the heap is within the computed values).
    Direct,
    /// By the proved period.
    Period,
    /// By a closed form (Lasker's Nim).
    Formula,
}

/// The reasoning for a heap-game component, as data.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeapReasoning {
    /// The game as written (`kayles`, `0.137`, …).
    pub game: String,
    /// Its canonical code.
    pub code: String,
    /// How many heaps the component has.
    pub heaps_total: usize,
    /// The first heaps with their values.
    pub rows: Vec<HeapRow>,
    /// The period found, proved (`certified`) or only observed.
    pub periodicity: Option<Periodicity>,
    /// How far the period search computed.
    pub searched_to: u64,
    /// `G(0), G(1), …` (at most [`VALUES_SHOWN`]).
    pub values: Vec<u16>,
    /// True when `values` lists every value computed.
    pub values_complete: bool,
}

/// One heap of a heap-game component.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeapRow {
    /// The heap's index (from 0).
    pub index: usize,
    /// Its size.
    #[serde(with = "nat::json")]
    pub size: Nat,
    /// Its Grundy value (always known once the component is solved).
    #[serde(with = "nat::json::option")]
    pub value: Option<Nat>,
    /// How the value was obtained.
    pub method: ValueMethod,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lasker_values_of_huge_heaps() {
        let big: Nat = "100000000000000000000000000000000000003".parse().unwrap();
        let s = SolvedHeapRule::solve(&HeapRule::Lasker, &big).unwrap();
        // Remembered solutions are the computed ones.
        let kayles = HeapRule::parse("kayles").unwrap();
        let first = SolvedHeapRule::solve(&kayles, &Nat::from(10u8)).unwrap();
        assert_eq!(
            first,
            SolvedHeapRule::solve_uncached(&kayles, &big).unwrap()
        );
        assert_eq!(SolvedHeapRule::solve(&kayles, &big).unwrap(), first);
        assert_eq!(s.value(&big).unwrap(), &big + 1u8);
        assert_eq!(s.value(&Nat::from(8u8)).unwrap(), Nat::from(7u8));
    }

    #[test]
    fn grundy_game_without_a_period_is_bounded() {
        let g = HeapRule::grundy_game();
        assert!(SolvedHeapRule::solve(&g, &Nat::from(1000u32)).is_ok());
        let err = SolvedHeapRule::solve(&g, &Nat::from(10_000_000u32)).unwrap_err();
        assert!(matches!(err, HeapError::NoPeriod { .. }), "{err}");
    }

    #[test]
    fn periodic_values_match_direct_computation() {
        let rule = HeapRule::parse("dawson-chess").unwrap();
        let s = SolvedHeapRule::solve(&rule, &Nat::from(5000u32)).unwrap();
        let direct = sequence(&rule, 3000).unwrap();
        for (n, &v) in direct.iter().enumerate() {
            assert_eq!(s.value(&Nat::from(n)), Some(Nat::from(v)), "n = {n}");
        }
    }
}
