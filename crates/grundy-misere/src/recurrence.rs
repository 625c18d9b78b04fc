//! The misère outcomes of **one heap** of a game whose moves never split a heap
//! (subtraction games, and take-and-break codes whose digits are 0–3): a heap's options
//! are single smaller heaps (or nothing), so its misère outcome is a recurrence on the
//! heap size. The empty heap is N (the player to move cannot move, and wins); a heap is
//! P when it has a move and every move leads to an N heap.
//!
//! When a move takes at most `t` tokens, a heap's outcome is a function of the outcomes
//! of the `t` heaps below it, so the first repeated window of `t` outcomes proves the
//! sequence periodic from there on (the same argument as for normal-play subtraction
//! games). For `allbut(X)`, once a P heap `p` is found, every heap above `p + max X` can
//! move to `p`: the sequence is N from there on.
//!
//! ```
//! use grundy_misere::recurrence::OneHeap;
//! use grundy_heap::sequence::SequenceRule;
//! use grundy_heap::subtraction::SubtractionRule;
//! let rule = SequenceRule::from(SubtractionRule::bounded(3).unwrap());
//! let solved = OneHeap::solve(&rule, &grundy_core::Cancel::new()).unwrap();
//! // Misère bounded(k): P exactly when n ≡ 1 (mod k + 1).
//! assert_eq!(solved.period(), 4);
//! assert!(solved.is_p(&1_000_001u32.into()));
//! assert!(!solved.is_p(&1_000_000u32.into()));
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "outcome tables are indexed by heap sizes below the table length, which the loop grows to the heap before reading it; subtraction amounts are at most the heap"
)]

use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::nat::Nat;
use crate::subtraction::SubtractionRule;
use grundy_heap::sequence::SequenceRule;
use num_traits::ToPrimitive;
use serde::Serialize;
use std::collections::HashMap;
use thiserror::Error;

/// At most this many heap sizes are computed while looking for the period.
pub const MAX_COMPUTED: u64 = 1 << 24;

/// The most work (heaps × moves per heap) the recurrence may take.
pub const MAX_WORK: u64 = 400_000_000;

/// Why the one-heap recurrence does not apply or did not finish.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum RecurrenceError {
    /// A move may split a heap: a heap's options are sums, not single heaps.
    Splits(String),
    /// A move may take any number of tokens (other than the subtraction games' `allbut`).
    Unbounded(String),
    /// No period was found within the limits.
    NoPeriod {
        /// The rule.
        rule: String,
        /// Heaps computed.
        computed: u64,
        /// The window that would prove a period.
        window: u64,
    },
    /// Stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for RecurrenceError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Splits(game) => t!(lang, "err-recurrence-splits", game = game),
            Self::Unbounded(game) => t!(lang, "err-recurrence-unbounded", game = game),
            Self::NoPeriod {
                rule,
                computed,
                window,
            } => t!(
                lang,
                "err-recurrence-no-period",
                rule = rule,
                computed = *computed,
                window = *window
            ),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(RecurrenceError);

/// What a move of `k` tokens may leave, for the moves of the recurrence.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Takes {
    /// `bounded(k)`: 1 to k.
    Bounded(u64),
    /// Listed amounts: `(k, may leave one heap, may leave nothing)`.
    List(Vec<(u64, bool, bool)>),
    /// `allbut(X)`: anything but these.
    AllBut(Vec<u64>),
}

/// The misère outcomes of one heap, solved: every heap's outcome from a proved period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OneHeap {
    rule: String,
    takes: Takes,
    /// `p[n]`: heap `n` is a misère P-position (heaps `0..computed`).
    p: Vec<bool>,
    preperiod: u64,
    period: u64,
}

/// The reasoning of a one-heap misère answer (the `misere_recurrence` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecurrenceReasoning {
    /// The rule.
    pub game: String,
    /// The heap.
    pub heap: String,
    /// The first outcomes (`P`/`N` for heaps 0, 1, 2, …).
    pub first: String,
    /// Where the periodic part starts.
    pub preperiod: u64,
    /// The proved period of the outcomes.
    pub period: u64,
    /// The heap size whose outcome the heap's outcome equals (within the computed part).
    pub reduced: u64,
    /// Whether the heap is a misère P-position.
    pub p: bool,
}

impl OneHeap {
    /// Solves `rule`: the outcomes up to a proved period (`Err` when a move may split a
    /// heap, or no period is found within [`MAX_COMPUTED`] heaps and [`MAX_WORK`]).
    pub fn solve(rule: &SequenceRule, cancel: &Cancel) -> Result<OneHeap, RecurrenceError> {
        let takes = takes_of(rule)?;
        let name = rule.name();
        let mut poll = cancel.poll(POLL_EVERY);
        let mut p: Vec<bool> = vec![false];
        let (cost, window) = match &takes {
            Takes::Bounded(k) => (1, *k),
            Takes::List(l) => (l.len() as u64 + 1, l.iter().map(|t| t.0).max().unwrap_or(0)),
            Takes::AllBut(x) => (x.len() as u64 + 1, 0),
        };
        let limit = MAX_COMPUTED.min(MAX_WORK / cost.max(1));
        if let Takes::AllBut(x) = &takes {
            // P heaps so far; once one exists, beyond it plus max X everything is N.
            let max_x = x.iter().copied().max().unwrap_or(0);
            let mut p_count = 0u64;
            let mut first_p = None;
            let mut n = 1u64;
            loop {
                poll.step(cost)?;
                let excluded = x.iter().filter(|&&k| k <= n && p[(n - k) as usize]).count() as u64;
                let has_move = (1..=n).any(|k| !x.contains(&k));
                let is_p = has_move && p_count == excluded;
                p.push(is_p);
                if is_p {
                    p_count += 1;
                    first_p.get_or_insert(n);
                }
                if first_p.is_some_and(|f| n > f + max_x) {
                    return Ok(OneHeap {
                        rule: name,
                        takes,
                        p,
                        preperiod: n,
                        period: 1,
                    });
                }
                n += 1;
            }
        }
        // Windows of `window` outcomes, hashed; a repeat proves the period.
        const M: u128 = (1 << 61) - 1;
        const B: u128 = 1_000_003;
        let w = window.max(1);
        let top = (0..w - 1).fold(1u128, |acc, _| acc * B % M); // B^(w−1)
        let mut seen: HashMap<u64, u64> = HashMap::new();
        let mut hash: u128 = 0;
        let mut n = 1u64;
        while n < limit {
            poll.step(cost)?;
            let is_p = next(&takes, &p, n);
            p.push(is_p);
            // The window ending at n (heaps n−w+1 ..= n).
            if n >= w {
                let old = u128::from(p[(n - w) as usize]);
                hash = (hash + M * M - old * top % M) % M;
            }
            hash = (hash * B + u128::from(is_p)) % M;
            // From n > window, a heap's outcome depends only on the window below it.
            if n >= 2 * w {
                let key = hash as u64;
                if let Some(&m) = seen.get(&key) {
                    let same = (0..w).all(|i| p[(m - i) as usize] == p[(n - i) as usize]);
                    if same {
                        return Ok(OneHeap {
                            rule: name,
                            takes,
                            preperiod: m + 1 - w,
                            period: n - m,
                            p,
                        });
                    }
                } else {
                    seen.insert(key, n);
                }
            }
            n += 1;
        }
        Err(RecurrenceError::NoPeriod {
            rule: name,
            computed: n,
            window,
        })
    }

    /// The proved period of the outcomes.
    pub fn period(&self) -> u64 {
        self.period
    }

    /// Where the periodic part starts.
    pub fn preperiod(&self) -> u64 {
        self.preperiod
    }

    /// The heap size in the computed part with the same outcome as heap `n`.
    pub fn reduce(&self, n: &Nat) -> u64 {
        let computed = self.p.len() as u64;
        match n.to_u64() {
            Some(n) if n < computed => n,
            _ => {
                let offset = (n - Nat::from(self.preperiod)) % Nat::from(self.period);
                self.preperiod + offset.to_u64().unwrap_or(0)
            }
        }
    }

    /// Whether heap `n` is a misère P-position.
    pub fn is_p(&self, n: &Nat) -> bool {
        self.p[self.reduce(n) as usize]
    }

    /// The sizes a heap of `n` can be moved to (0 for nothing left), each with its
    /// outcome; `None` when there are more than `limit` (or `n` is beyond 64 bits).
    ///
    /// ```
    /// use grundy_misere::recurrence::OneHeap;
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::subtraction::SubtractionRule;
    /// let rule = SequenceRule::from(SubtractionRule::finite([1, 3]).unwrap());
    /// let s = OneHeap::solve(&rule, &grundy_core::Cancel::new()).unwrap();
    /// // sub(1,3): heaps 0.. are N P N P …; from 10 the moves go to 9 (P) and 7 (P).
    /// assert_eq!(s.options(10, 100), Some(vec![(9, true), (7, true)]));
    /// ```
    pub fn options(&self, n: u64, limit: usize) -> Option<Vec<(u64, bool)>> {
        let mut out = Vec::new();
        let outcome = |m: u64| m != 0 && self.is_p(&Nat::from(m));
        match &self.takes {
            Takes::Bounded(k) => {
                for t in 1..=(*k).min(n) {
                    out.push((n - t, outcome(n - t)));
                    if out.len() > limit {
                        return None;
                    }
                }
            }
            Takes::List(list) => {
                for &(k, one, none) in list {
                    if (k < n && one) || (k == n && none) {
                        out.push((n - k, outcome(n - k)));
                    }
                }
            }
            Takes::AllBut(x) => {
                if n as usize > limit {
                    // Only the P heaps matter for winning moves; list the moves to them.
                    return None;
                }
                for t in 1..=n {
                    if !x.contains(&t) {
                        out.push((n - t, outcome(n - t)));
                    }
                }
            }
        }
        Some(out)
    }

    /// The P heaps below `n` a heap of `n` can move to (the winning moves of a single
    /// heap), however many moves it has: for `allbut` only the (few) P heaps are tried.
    pub fn winning_targets(&self, n: &Nat, limit: usize) -> Option<Vec<u64>> {
        let n64 = n.to_u64()?;
        if let Takes::AllBut(x) = &self.takes {
            let targets = (1..self.p.len() as u64)
                .filter(|&m| m < n64 && self.p[m as usize] && !x.contains(&(n64 - m)))
                .collect();
            return Some(targets);
        }
        let options = self.options(n64, limit)?;
        Some(options.into_iter().filter(|o| o.1).map(|o| o.0).collect())
    }

    /// The reasoning for heap `n`.
    pub fn reasoning(&self, n: &Nat) -> RecurrenceReasoning {
        const SHOWN: usize = 40;
        RecurrenceReasoning {
            game: self.rule.clone(),
            heap: n.to_string(),
            first: self
                .p
                .iter()
                .take(SHOWN)
                .map(|&p| if p { 'P' } else { 'N' })
                .collect(),
            preperiod: self.preperiod,
            period: self.period,
            reduced: self.reduce(n),
            p: self.is_p(n),
        }
    }
}

/// The outcome of heap `n` from those below it.
fn next(takes: &Takes, p: &[bool], n: u64) -> bool {
    let at = |m: u64| p[m as usize];
    match takes {
        Takes::Bounded(k) => {
            let lo = n.saturating_sub(*k);
            // Every heap from lo to n−1 is reachable (0 included, an N heap).
            !(lo..n).any(at)
        }
        Takes::List(list) => {
            let mut has_move = false;
            for &(k, one, none) in list {
                if (k < n && one) || (k == n && none) {
                    has_move = true;
                    if at(n - k) {
                        return false;
                    }
                }
            }
            has_move
        }
        Takes::AllBut(_) => false,
    }
}

/// The moves of a rule whose moves never split.
fn takes_of(rule: &SequenceRule) -> Result<Takes, RecurrenceError> {
    match rule.subtraction_rule() {
        Some(SubtractionRule::Bounded(k)) => return Ok(Takes::Bounded(k)),
        Some(SubtractionRule::Finite(s)) => {
            return Ok(Takes::List(
                s.into_iter().map(|k| (k, true, true)).collect(),
            ))
        }
        Some(SubtractionRule::AllBut(x)) => return Ok(Takes::AllBut(x)),
        None => {}
    }
    let splits = || RecurrenceError::Splits(rule.name());
    let heap = rule.heap_rule().ok_or_else(splits)?;
    if heap.max_heaps().is_none_or(|k| k > 1) {
        return Err(splits());
    }
    let code = heap.code();
    let t = code
        .max_take()
        .ok_or_else(|| RecurrenceError::Unbounded(rule.name()))?;
    let list = (1..=t)
        .map(|k| {
            let d = code.digit(k);
            (k, d.allows(1).is_some(), d.allows(0).is_some())
        })
        .filter(|&(_, one, none)| one || none)
        .collect();
    Ok(Takes::List(list))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::rule::{HeapGame, HeapRule};
    use crate::outcome::Convention;
    use crate::solver::Solver;

    fn check(rule: SequenceRule, upto: u64) {
        let solved = OneHeap::solve(&rule, &Cancel::new()).unwrap();
        let game = HeapGame::new(rule.heap_rule().unwrap());
        let mut solver = Solver::new(&game);
        for n in 0..upto {
            let start = if n == 0 { vec![] } else { vec![n] };
            let p = !solver
                .outcome(&start, Convention::Misere)
                .unwrap()
                .next_player_wins();
            assert_eq!(solved.is_p(&Nat::from(n)), p, "{} heap {n}", rule.name());
        }
    }

    #[test]
    fn matches_search_on_small_heaps() {
        for s in [
            vec![1, 3],
            vec![1, 3, 4],
            vec![2, 5],
            vec![3, 4, 7],
            vec![1],
        ] {
            check(SubtractionRule::finite(s).unwrap().into(), 200);
        }
        for k in [1, 2, 3, 5] {
            check(SubtractionRule::bounded(k).unwrap().into(), 100);
        }
        for x in [vec![], vec![1], vec![2, 3], vec![1, 2, 5]] {
            check(SubtractionRule::all_but(x).unwrap().into(), 60);
        }
        for code in ["0.31", "0.12", "0.2", "0.123", "0.3112"] {
            check(HeapRule::parse(code).unwrap().into(), 150);
        }
    }

    #[test]
    fn bounded_has_the_closed_form() {
        for k in 1..6u64 {
            let s = OneHeap::solve(&SubtractionRule::bounded(k).unwrap().into(), &Cancel::new())
                .unwrap();
            for n in 0..50u64 {
                assert_eq!(s.is_p(&Nat::from(n)), n % (k + 1) == 1, "bounded({k}) {n}");
            }
        }
    }

    #[test]
    fn splitting_rules_are_refused() {
        let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
        assert!(matches!(
            OneHeap::solve(&kayles, &Cancel::new()),
            Err(RecurrenceError::Splits(_))
        ));
    }

    #[test]
    fn huge_heaps() {
        let rule = SequenceRule::from(SubtractionRule::finite([1, 3]).unwrap());
        let s = OneHeap::solve(&rule, &Cancel::new()).unwrap();
        let huge: Nat = "1000000000000000000000000000001".parse().unwrap();
        // sub(1,3) misère: P exactly at odd heaps.
        assert!(s.is_p(&huge));
    }
}
