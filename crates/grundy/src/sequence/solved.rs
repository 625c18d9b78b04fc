//! A rule with its nim-sequence known as far as a position needs: the value of a heap of
//! any size where a period is proved (or a closed form applies), every move to a given
//! value, and the reasoning as data. This is what makes a heap game or a subtraction game
//! a component of a sum.
//!
//! **The budget of [`SolvedSequence::solve`]** (what `grundy analyze` computes): the
//! values are computed by a [`SequenceRun`] — the run of `grundy seq` — with its
//! periodicity checkpoints at 64, 128, 256, … values, first up to
//! [`PERIOD_SEARCH_LIMIT`] (4096) values; when a heap lies beyond what is computed and no
//! period is proved yet, on to [`SequenceRun::analysis_limit`] (2^20 values with the
//! sparse engine — the default range of `grundy seq GAME --period`, about a second at
//! worst — 4096 with the naive engine, `20,000,000 / (|S| + 1)` for the subtraction
//! engines). Without a proof, heaps up to [`DIRECT_LIMIT`] (or up to what the search
//! computed) get their values directly; larger ones are refused. So whatever
//! `grundy seq GAME --period` proves within that range, `grundy analyze` proves too,
//! with the same preperiod, period and saltus.
//!
//! ```
//! use grundy::sequence::{SequenceRule, SolvedSequence};
//! use grundy::heap::rule::HeapRule;
//! use grundy::Nat;
//! let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
//! let big: Nat = "1000000000000000000000".parse().unwrap();
//! let solved = SolvedSequence::solve(&kayles, &big).unwrap();
//! assert!(solved.periodicity().unwrap().certified); // period 12 from n = 71
//! assert_eq!(solved.value(&Nat::from(10u8)).unwrap(), Nat::from(2u8));
//! // 10^21 ≡ 4 (mod 12), and 10^21 > 71: G = G(76) = 1.
//! assert_eq!(solved.value(&big).unwrap(), Nat::from(1u8));
//! ```

use super::period_moves::{self, PeriodicValues};
use super::periodicity::Periodicity;
use super::run::{SequenceRun, Stop};
use super::{Family, SequenceRule};
use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::heap::naive::{lasker_value, EngineError};
use crate::nat::{self, Nat};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::{Mutex, OnceLock};
use thiserror::Error;

/// The first stage of the period search: `G(0..4096)`; the search goes on only for a heap
/// beyond the values computed.
pub const PERIOD_SEARCH_LIMIT: u64 = 4096;

/// The largest heap whose value is computed directly when no period is proved (more if
/// the search computed more).
pub const DIRECT_LIMIT: u64 = 20_000;

/// The largest heap whose moves are enumerated one by one (heap rules without a
/// subtraction set; the moves of subtraction rules are found for heaps of any size).
pub const MOVE_LIMIT: u64 = 100_000;

/// The most options of one heap [`SolvedSequence::moves_to_value`] goes through for a
/// rule whose moves may leave four or more heaps (their number grows exponentially with
/// the heap: a heap of 60 under `0.*` has about a million).
pub const OPTION_LIMIT: u64 = 20_000;

/// How many values of the sequence the reasoning lists at most.
pub const VALUES_SHOWN: usize = 1000;

/// Why a nim-sequence's values or moves are out of reach.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SequenceError {
    /// A heap beyond the computed values of a rule without a proved period.
    #[error("no period of {rule} is proved (searched to n = {searched}), and a heap of {heap} is beyond the {limit} values computed directly")]
    NoPeriod {
        /// The rule.
        rule: String,
        /// How many values the period search computed.
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
    /// A heap whose moves may leave many heaps has too many options to go through one by
    /// one; the moves found before the limit come with the error (the count is unknown).
    #[error("a heap of {heap} has more than {limit} ways to move (moves may leave many heaps), too many to count one by one")]
    TooManyOptions {
        /// The heap.
        heap: String,
        /// The options gone through, [`OPTION_LIMIT`].
        limit: u64,
        /// The moves to the value asked for found among them (at most the number asked).
        found: Vec<Vec<Nat>>,
    },
    /// The engine failed (e.g. a value beyond 16 bits in a heap engine).
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The computation was cancelled from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl From<SequenceError> for crate::component::Refusal {
    /// A cancel stays a cancel; every other error is the game's failure, in words.
    fn from(e: SequenceError) -> Self {
        match e {
            SequenceError::Cancelled(c) => c.into(),
            e => crate::component::Refusal::Failed(e.to_string()),
        }
    }
}

/// How many rules with a proved period [`SolvedSequence::solve`] remembers.
const PROVED_CACHE_SIZE: usize = 256;

fn proved_cache() -> &'static Mutex<HashMap<SequenceRule, SolvedSequence>> {
    static CACHE: OnceLock<Mutex<HashMap<SequenceRule, SolvedSequence>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// Runs `run` until `G(0..values)` is known or a period is proved; `Ok(false)` when
/// `cancel` stopped it first.
fn run_to(run: &mut SequenceRun, values: u64, cancel: &Cancel) -> Result<bool, EngineError> {
    if values == 0 {
        return Ok(true);
    }
    loop {
        match run.step(values - 1, true, &mut |_| {}, cancel.flag())? {
            Stop::Chunk { .. } => {}
            Stop::Done { .. } => return Ok(true),
            Stop::Cancelled { .. } => return Ok(false),
        }
    }
}

/// [`run_to`], a cancel as an error.
fn run_or_cancel(run: &mut SequenceRun, values: u64, cancel: &Cancel) -> Result<(), SequenceError> {
    if run_to(run, values, cancel)? {
        Ok(())
    } else {
        Err(Cancelled.into())
    }
}

/// How a heap's value was obtained.
///
/// ```
/// use grundy::sequence::ValueMethod;
/// assert_eq!(serde_json::to_string(&ValueMethod::Formula).unwrap(), r#""formula""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ValueMethod {
    /// Read from the values computed directly.
    Direct,
    /// By the proved period: `G(e + r + q·p) = G(e + r) + q·s`.
    Period,
    /// By a closed form: `n mod (k+1)` for `bounded(k)`, Lasker's Nim's.
    Formula,
}

/// A rule with enough of its nim-sequence to evaluate the heaps it was solved for — any
/// heap when a period is proved.
///
/// ```
/// use grundy::sequence::{SequenceRule, SolvedSequence};
/// use grundy::subtraction::SubtractionRule;
/// use grundy::Nat;
/// let rule = SequenceRule::from(SubtractionRule::all_but([1]).unwrap());
/// let s = SolvedSequence::solve(&rule, &Nat::from(11u8)).unwrap();
/// assert_eq!(s.value(&Nat::from(11u32)), Some(Nat::from(5u32))); // ⌊n/2⌋
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedSequence {
    rule: SequenceRule,
    family: Family,
    /// `G(0..len)`: up to `preperiod + period` when a period is proved (less for a closed
    /// form with a huge period), else every value computed.
    values: Vec<u64>,
    periodicity: Option<Periodicity>,
    /// The proved `(preperiod, period, saltus)` as `u64`s.
    proved: Option<(u64, u64, u64)>,
    searched: u64,
    /// The largest heap computed directly without a period ([`SequenceRun::direct_limit`]).
    direct: u64,
}

impl SolvedSequence {
    /// Solves `rule` far enough for heaps up to `largest` (the budget is in the module's
    /// documentation).
    ///
    /// # Errors
    /// [`SequenceError::NoPeriod`] when a heap is out of reach; engine errors.
    pub fn solve(
        rule: impl Into<SequenceRule>,
        largest: &Nat,
    ) -> Result<SolvedSequence, SequenceError> {
        Self::solve_cancellable(rule, largest, &Cancel::default())
    }

    /// [`SolvedSequence::solve`], stopped with [`SequenceError::Cancelled`] when `cancel`
    /// is raised (the engines look at it at every value).
    ///
    /// # Errors
    /// As [`SolvedSequence::solve`], and [`SequenceError::Cancelled`].
    ///
    /// ```
    /// use grundy::sequence::{SequenceError, SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::Cancel;
    /// let rule = SequenceRule::from(HeapRule::parse("hex(0.8)").unwrap()); // no period
    /// let cancel = Cancel::new();
    /// cancel.cancel();
    /// let r = SolvedSequence::solve_cancellable(rule, &5000u32.into(), &cancel);
    /// assert!(matches!(r, Err(SequenceError::Cancelled(_))));
    /// ```
    pub fn solve_cancellable(
        rule: impl Into<SequenceRule>,
        largest: &Nat,
        cancel: &Cancel,
    ) -> Result<SolvedSequence, SequenceError> {
        let rule = rule.into();
        // A proved period does not depend on `largest`: such solutions are remembered
        // (a pure memo: the same answer, computed once per rule per process).
        if let Some(known) = proved_cache()
            .lock()
            .ok()
            .and_then(|cache| cache.get(&rule).cloned())
        {
            return Ok(known);
        }
        let mut run = SequenceRun::new(rule.clone(), rule.name())?;
        let full = run.analysis_limit();
        run_or_cancel(&mut run, PERIOD_SEARCH_LIMIT.min(full), cancel)?;
        if run.proved().is_none() && *largest >= Nat::from(run.computed()) {
            run_or_cancel(&mut run, full, cancel)?;
        }
        if run.proved().is_none() {
            let computed = run.computed();
            match largest.to_u64() {
                Some(n) if n < computed => {}
                Some(n) if n <= run.direct_limit() => run_or_cancel(&mut run, n + 1, cancel)?,
                _ => {
                    return Err(SequenceError::NoPeriod {
                        rule: rule.to_string(),
                        searched: computed,
                        heap: largest.to_string(),
                        limit: run.direct_limit().max(computed),
                    })
                }
            }
        }
        let solved = SolvedSequence::from_run(&run);
        if solved.proved.is_some() || solved.is_closed_form() {
            if let Ok(mut cache) = proved_cache().lock() {
                if cache.len() < PROVED_CACHE_SIZE {
                    cache.insert(rule, solved.clone());
                }
            }
        }
        Ok(solved)
    }

    /// Why a heap of `n` has no value here: beyond the values computed, no period proved.
    fn no_value(&self, n: &Nat) -> SequenceError {
        SequenceError::NoPeriod {
            rule: self.rule.to_string(),
            searched: self.searched,
            heap: n.to_string(),
            limit: self.direct,
        }
    }

    /// Searches `rule` for a proved period through at most `values` values (the same
    /// run and checkpoints as [`SolvedSequence::solve`]); `Ok(None)` when there is none.
    ///
    /// # Errors
    /// Engine errors.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
    /// assert!(SolvedSequence::prove(&kayles, 100).unwrap().is_none());
    /// assert!(SolvedSequence::prove(&kayles, 256).unwrap().is_some());
    /// ```
    pub fn prove(rule: &SequenceRule, values: u64) -> Result<Option<SolvedSequence>, EngineError> {
        let mut run = SequenceRun::new(rule.clone(), rule.name())?;
        run_to(&mut run, values, &Cancel::default())?;
        Ok(run
            .proved()
            .is_some()
            .then(|| SolvedSequence::from_run(&run)))
    }

    fn from_run(run: &SequenceRun) -> SolvedSequence {
        let periodicity = run.proved().cloned().or_else(|| run.period());
        let mut values = run.kept().to_vec();
        let proved = periodicity
            .as_ref()
            .filter(|p| p.certified)
            .and_then(Periodicity::small);
        if let Some(p) = periodicity.as_ref().filter(|p| p.certified) {
            let need = u64::try_from(&(Nat::from(p.preperiod) + &p.period)).unwrap_or(u64::MAX);
            values.truncate(usize::try_from(need).unwrap_or(usize::MAX));
        }
        SolvedSequence {
            rule: run.rule().clone(),
            family: run.rule().family(),
            values,
            periodicity,
            proved,
            searched: run.computed(),
            direct: run.direct_limit().max(run.computed()),
        }
    }

    /// True when [`SolvedSequence::solve`] already knows `rule`'s proved period, so that
    /// solving it again is a copy (front ends use it to tell cheap analyses from costly
    /// ones).
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// let dawson = HeapRule::parse("dawson-kayles").unwrap();
    /// SolvedSequence::solve(&dawson, &10u8.into()).unwrap();
    /// assert!(SolvedSequence::remembered(&dawson));
    /// ```
    pub fn remembered(rule: impl Into<SequenceRule>) -> bool {
        let rule = rule.into();
        proved_cache()
            .lock()
            .is_ok_and(|cache| cache.contains_key(&rule))
    }

    fn is_closed_form(&self) -> bool {
        matches!(self.family, Family::Lasker | Family::Bounded(_))
    }

    /// The rule.
    pub fn rule(&self) -> &SequenceRule {
        &self.rule
    }

    /// The periodicity found (proved or only observed), if any.
    pub fn periodicity(&self) -> Option<&Periodicity> {
        self.periodicity.as_ref()
    }

    /// The values kept: `G(0..preperiod + period)` when a period is proved (the
    /// certificate's data; the first ones only for a closed form), else every value
    /// computed.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
    /// let s = SolvedSequence::solve(&r, &7u8.into()).unwrap();
    /// assert_eq!(s.values(), &[0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// How many values the period search computed.
    pub fn searched(&self) -> u64 {
        self.searched
    }

    /// How the value of a heap of `n` is obtained.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence, ValueMethod};
    /// use grundy::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
    /// let s = SolvedSequence::solve(&r, &30u8.into()).unwrap();
    /// assert_eq!(s.method(&3u32.into()), ValueMethod::Direct);
    /// assert_eq!(s.method(&30u32.into()), ValueMethod::Period);
    /// ```
    pub fn method(&self, n: &Nat) -> ValueMethod {
        if self.is_closed_form() {
            ValueMethod::Formula
        } else if n.to_usize().is_some_and(|i| i < self.values.len()) {
            ValueMethod::Direct
        } else {
            ValueMethod::Period
        }
    }

    /// `G(n)`, or `None` when `n` is beyond the computed values and no period is proved.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::subtraction::SubtractionRule;
    /// use grundy::Nat;
    /// let r = SequenceRule::from(SubtractionRule::all_but([2]).unwrap());
    /// let s = SolvedSequence::solve(&r, &Nat::from(1u8)).unwrap();
    /// let n: Nat = "1000000000000000000000000000000000000000".parse().unwrap(); // 10^39
    /// // 10^39 ≡ 0 (mod 4): G = 2 · 10^39 / 4.
    /// assert_eq!(s.value(&n), Some(n / 2u32));
    /// ```
    pub fn value(&self, n: &Nat) -> Option<Nat> {
        match self.family {
            Family::Lasker => return Some(lasker(n)),
            Family::Bounded(k) => return Some(n % (Nat::from(k) + 1u8)),
            _ => {}
        }
        if let Some(&v) = n.to_usize().and_then(|i| self.values.get(i)) {
            return Some(Nat::from(v));
        }
        let (e, p, s) = self.proved?;
        let (q, r) = (n - Nat::from(e)).div_rem(&Nat::from(p));
        let at = r.to_u64().and_then(|r| usize::try_from(e + r).ok())?;
        let base = *self.values.get(at)?;
        Some(Nat::from(base) + q * s)
    }

    /// `G(n)` for a heap that fits in `u64`, without big-number arithmetic (the hot path of
    /// move enumeration); `None` as for [`SolvedSequence::value`], or if it overflows.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::Nat;
    /// let s = SolvedSequence::solve(&HeapRule::parse("kayles").unwrap(), &Nat::from(9u8)).unwrap();
    /// assert_eq!(s.value_u64(1_000_000), s.value(&Nat::from(1_000_000u32)).map(|v| v.try_into().unwrap()));
    /// ```
    pub fn value_u64(&self, n: u64) -> Option<u64> {
        match self.family {
            Family::Lasker => return (n < u64::MAX).then(|| lasker_value(n)),
            Family::Bounded(k) => return Some(n % k.saturating_add(1).max(1)),
            _ => {}
        }
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(v);
        }
        let (e, p, s) = self.proved?;
        let (q, r) = ((n - e) / p, (n - e) % p);
        let base = *self.values.get(usize::try_from(e + r).ok()?)?;
        q.checked_mul(s).and_then(|x| x.checked_add(base))
    }

    /// Every option of a heap of `n` whose value is `target`: counted, the first `limit`
    /// listed, each as the list of non-empty heaps left (`[]` when the heap is taken
    /// whole). For a subtraction set (however the rule is written) exact for heaps of any
    /// size: for `allbut` the heaps of value `target` are finitely many and are located
    /// through the arithmetic period. Subtraction rules list the heaps left smaller first;
    /// heap rules in [`crate::heap::rule::HeapRule::options`]' order.
    ///
    /// With a proved period (or Lasker's closed form) the moves of heap rules whose moves
    /// leave at most two heaps are counted and listed through it
    /// ([`period_moves::moves_by_period`]), for heaps of any size.
    ///
    /// # Errors
    /// [`SequenceError::TooManyMoves`] for other rules' heaps above [`MOVE_LIMIT`], and
    /// [`SequenceError::TooManyOptions`] past [`OPTION_LIMIT`] options of a rule whose
    /// moves may leave four or more heaps.
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::Nat;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// let s = SolvedSequence::solve(&kayles, &Nat::from(10u8)).unwrap();
    /// // From a row of 5 pins, knock down the middle pin: 2 + 2, value 0.
    /// let (count, moves) = s.moves_to_value(&Nat::from(5u8), &Nat::from(0u8), 10).unwrap();
    /// assert_eq!(count, Nat::from(1u8));
    /// assert_eq!(moves, vec![vec![Nat::from(2u8), Nat::from(2u8)]]);
    /// ```
    pub fn moves_to_value(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
    ) -> Result<(Nat, Vec<Vec<Nat>>), SequenceError> {
        self.moves_to_value_cancellable(n, target, limit, &Cancel::default())
    }

    /// [`SolvedSequence::moves_to_value`], stopped with [`SequenceError::Cancelled`] when
    /// `cancel` is raised (looked at every few thousand options enumerated).
    ///
    /// # Errors
    /// As [`SolvedSequence::moves_to_value`], and [`SequenceError::Cancelled`].
    ///
    /// ```
    /// use grundy::sequence::{SequenceError, SequenceRule, SolvedSequence};
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::{Cancel, Nat};
    /// // Take one, leave up to three heaps: about 8·10^8 options from a heap of 99,999.
    /// let s = SolvedSequence::solve(&HeapRule::parse("hex(0.F)").unwrap(), &99_999u32.into()).unwrap();
    /// let cancel = Cancel::new();
    /// cancel.cancel();
    /// let r = s.moves_to_value_cancellable(&99_999u32.into(), &Nat::from(0u8), 10, &cancel);
    /// assert!(matches!(r, Err(SequenceError::Cancelled(_))));
    /// ```
    pub fn moves_to_value_cancellable(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<(Nat, Vec<Vec<Nat>>), SequenceError> {
        let single = |m: Nat| if m.is_zero() { Vec::new() } else { vec![m] };
        if let Some(mut sizes) = self.subtraction_moves(n, target) {
            if let SequenceRule::Heap(_) = self.rule {
                sizes.reverse(); // by tokens removed, as HeapRule::options
            }
            let count = Nat::from(sizes.len());
            return Ok((count, sizes.into_iter().take(limit).map(single).collect()));
        }
        if let Some(found) = self.moves_through_period(n, target, limit, cancel)? {
            return Ok(found);
        }
        let heap =
            n.to_u64()
                .filter(|&h| h <= MOVE_LIMIT)
                .ok_or_else(|| SequenceError::TooManyMoves {
                    heap: n.to_string(),
                    limit: MOVE_LIMIT,
                })?;
        let mut listed = Vec::new();
        // Values of heaps that fit in u64 are at most u64; a larger target is never met.
        let Some(target) = target.to_u64() else {
            return Ok((Nat::zero(), listed));
        };
        // The options are visited one by one, never collected: a heap split into three
        // has about n²/12 of them.
        let mut count = 0u64;
        let mut poll = cancel.poll(POLL_EVERY);
        let many = self
            .rule
            .heap_rule()
            .is_some_and(|r| r.max_heaps().is_none_or(|k| k > 3));
        let mut visited = 0u64;
        let flow = self.rule.for_each_option(heap, &mut |option| {
            if let Err(cancelled) = poll.step(1) {
                return ControlFlow::Break(Err(cancelled));
            }
            visited += 1;
            if many && visited > OPTION_LIMIT {
                return ControlFlow::Break(Ok(()));
            }
            let value = option
                .iter()
                .try_fold(0u64, |acc, &h| self.value_u64(h).map(|v| acc ^ v));
            if value == Some(target) {
                count += 1;
                if listed.len() < limit {
                    listed.push(option.iter().copied().map(Nat::from).collect());
                }
            }
            ControlFlow::Continue(())
        });
        match flow {
            ControlFlow::Break(Err(cancelled)) => Err(cancelled.into()),
            ControlFlow::Break(Ok(())) => Err(SequenceError::TooManyOptions {
                heap: n.to_string(),
                limit: OPTION_LIMIT,
                found: listed,
            }),
            ControlFlow::Continue(()) => Ok((Nat::from(count), listed)),
        }
    }

    /// The moves from a heap of `n` to `target` through the proved period
    /// ([`period_moves::moves_by_period`]), for heaps past twice the preperiod and period
    /// (smaller heaps are enumerated); `None` where that method does not apply.
    fn moves_through_period(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<Option<period_moves::CountedMoves>, SequenceError> {
        let table = match (&self.family, self.proved) {
            // G(4q+1..4q+4) = 4q+1, 4q+2, 4q+4, 4q+3.
            (Family::Lasker, _) => PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4),
            (Family::Code, Some((e, p, s))) => PeriodicValues::new(self.values.clone(), e, p, s),
            _ => None,
        };
        let (Some(table), Some(rule)) = (table, self.rule.heap_rule()) else {
            return Ok(None);
        };
        if *n < Nat::from(2 * (table.preperiod() + table.period())) {
            return Ok(None);
        }
        Ok(period_moves::moves_by_period(
            &table,
            &rule.code(),
            n,
            target,
            limit,
            cancel,
        )?)
    }

    /// For a subtraction set: the heaps left by the moves from `n` to value `target`,
    /// increasing; `None` for other rules.
    fn subtraction_moves(&self, n: &Nat, target: &Nat) -> Option<Vec<Nat>> {
        Some(match &self.family {
            Family::Finite(set) => {
                let mut v: Vec<Nat> = set
                    .iter()
                    .map(|&s| Nat::from(s))
                    .filter(|s| s <= n)
                    .map(|s| n - s)
                    .filter(|m| self.value(m).as_ref() == Some(target))
                    .collect();
                v.reverse();
                v
            }
            Family::Bounded(k) => {
                let modulus = Nat::from(*k) + 1u32;
                if *target >= modulus {
                    Vec::new()
                } else {
                    // The options n−1, …, n−k are fewer than k+1 consecutive heaps: at
                    // most one has n − d ≡ target.
                    let d = ((n + &modulus) - target) % &modulus;
                    if !d.is_zero() && d <= *n {
                        vec![n - d]
                    } else {
                        Vec::new()
                    }
                }
            }
            Family::AllBut(x) => self
                .heaps_with_value(target)
                .into_iter()
                .filter(|m| m < n)
                .filter(|m| match (n - m).to_u64() {
                    Some(d) => x.binary_search(&d).is_err(),
                    None => true,
                })
                .collect(),
            Family::Lasker | Family::Code => return None,
        })
    }

    /// Every heap size whose value is `target`, in increasing order (all-but games, whose
    /// values are unbounded: finitely many) — among the values computed, and through the
    /// proved period beyond them.
    fn heaps_with_value(&self, target: &Nat) -> Vec<Nat> {
        let mut out: Vec<Nat> = self
            .values
            .iter()
            .enumerate()
            .filter(|&(_, &v)| Nat::from(v) == *target)
            .map(|(m, _)| Nat::from(m))
            .collect();
        if let Some((e, p, s)) = self.proved.filter(|&(_, _, s)| s > 0) {
            for (r, &v) in self.values.iter().enumerate().skip(e as usize) {
                let v = Nat::from(v);
                if *target > v {
                    let (q, rem) = (target - &v).div_rem(&Nat::from(s));
                    if rem.is_zero() {
                        out.push(Nat::from(r) + q * p);
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The reasoning for a component written `game` with these heaps (at most `row_limit`
    /// rows).
    ///
    /// ```
    /// use grundy::sequence::{SequenceRule, SolvedSequence, ValueMethod};
    /// use grundy::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
    /// let s = SolvedSequence::solve(&r, &100u8.into()).unwrap();
    /// let why = s.reasoning("sub(1,3,4)", &[5u32.into(), 100u32.into()], 10);
    /// assert_eq!(why.rule, "sub(1,3,4)");
    /// assert_eq!(why.rows[1].value, Some(0u32.into())); // 100 ≡ 2 (mod 7) and G(2) = 0
    /// assert_eq!(why.rows[1].method, ValueMethod::Period);
    /// assert_eq!(why.values, vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn reasoning(&self, game: &str, heaps: &[Nat], row_limit: usize) -> SequenceReasoning {
        let rows: Vec<SequenceRow> = heaps
            .iter()
            .enumerate()
            .take(row_limit)
            .map(|(index, size)| SequenceRow {
                index,
                size: size.clone(),
                value: self.value(size),
                method: self.method(size),
            })
            .collect();
        let (values, values_complete) = match self.family {
            Family::Bounded(k) => {
                let shown = k.saturating_add(1).min(VALUES_SHOWN as u64);
                ((0..shown).collect(), k < VALUES_SHOWN as u64)
            }
            _ => (
                self.values.iter().take(VALUES_SHOWN).copied().collect(),
                self.values.len() <= VALUES_SHOWN,
            ),
        };
        SequenceReasoning {
            game: game.to_string(),
            rule: self.rule.name(),
            code: self.rule.code(),
            heaps_total: heaps.len(),
            rows_complete: rows.len() == heaps.len(),
            rows,
            periodicity: self.periodicity.clone(),
            searched_to: self.searched,
            values,
            values_complete,
        }
    }
}

fn lasker(n: &Nat) -> Nat {
    match n.to_u64() {
        Some(v) if v < u64::MAX => Nat::from(lasker_value(v)),
        #[expect(clippy::expect_used, reason = "a residue mod 4 is a u8")]
        _ => match (n % 4u8).to_u8().expect("mod 4") {
            0 => n - 1u8,
            3 => n + 1u8,
            _ => n.clone(),
        },
    }
}

/// The reasoning for a heap-game or subtraction-game component, as data: the JSON of the
/// `heap_game` and `subtraction` reasoning steps.
///
/// ```
/// use grundy::sequence::{SequenceRule, SolvedSequence};
/// use grundy::subtraction::SubtractionRule;
/// let r = SequenceRule::from(SubtractionRule::bounded(3).unwrap());
/// let s = SolvedSequence::solve(&r, &10u8.into()).unwrap();
/// let json = serde_json::to_string(&s.reasoning("bounded(3)", &[10u32.into()], 5)).unwrap();
/// assert!(json.contains(r#""method":"formula""#));
/// assert!(json.contains(r#""name":"bounded-closed-form""#));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SequenceReasoning {
    /// The game as written (`kayles`, `0.137`, `sub(1,3,4)`, …).
    pub game: String,
    /// The rule's own name: the canonical code (`0.77`, `lasker`) or the subtraction rule
    /// (`sub(1,3,4)`).
    pub rule: String,
    /// Its code in CGSuite notation, in CGSuite's standard form (a subtraction set too
    /// large for a code: its name).
    pub code: String,
    /// How many heaps the component has.
    pub heaps_total: usize,
    /// The first heaps with their values.
    pub rows: Vec<SequenceRow>,
    /// True when [`rows`](SequenceReasoning::rows) shows every heap.
    pub rows_complete: bool,
    /// The period found, proved (`certified`) or only observed; `None` if none.
    pub periodicity: Option<Periodicity>,
    /// How many values the period search computed.
    pub searched_to: u64,
    /// `G(0), G(1), …`: up to `preperiod + period` when a period is proved, else every
    /// value computed (at most [`VALUES_SHOWN`]).
    pub values: Vec<u64>,
    /// True when `values` lists all of them.
    pub values_complete: bool,
}

/// One heap of a [`SequenceReasoning`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SequenceRow {
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

/// The heaps of one component of a heap or subtraction game, solved by one
/// [`SolvedSequence`]: each heap's value, their nim-sum, and the moves in any heap that
/// bring the sum to a wanted value.
///
/// ```
/// use grundy::sequence::{SequenceRule, SolvedHeaps};
/// use grundy::subtraction::SubtractionRule;
/// use grundy::Nat;
/// // sub(1,2): G(n) = n mod 3; heaps 4 and 5 have values 1 and 2, nim-sum 3.
/// let rule = SequenceRule::from(&SubtractionRule::finite([1, 2]).unwrap());
/// let heaps = [Nat::from(4u8), Nat::from(5u8)];
/// let solved = SolvedHeaps::solve(rule, &heaps, &Default::default()).unwrap();
/// assert_eq!(solved.total, Nat::from(3u8));
/// // To value 0: heap 1 must go to value 2 (4 → 2), heap 2 to value 1 (5 → 4).
/// let moves = solved.moves_to_value(&heaps, &Nat::from(0u8), 10, &Default::default(), |_| false).unwrap();
/// assert_eq!(moves.count, Ok(Nat::from(2u8)));
/// assert_eq!(moves.moves, vec![(0, vec![Nat::from(2u8)]), (1, vec![Nat::from(4u8)])]);
/// ```
#[derive(Debug, Clone)]
pub struct SolvedHeaps {
    /// The sequence of the rule, far enough for every heap.
    pub solved: SolvedSequence,
    /// Each heap's value, in order.
    pub values: Vec<Nat>,
    /// Their nim-sum: the component's value.
    pub total: Nat,
}

/// The moves [`SolvedHeaps::moves_to_value`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapMoves {
    /// How many distinct positions they lead to, or why that is not known.
    pub count: Result<Nat, SequenceError>,
    /// Up to the room given: the heap moved in and the heaps it leaves (none when it
    /// vanishes).
    pub moves: Vec<(usize, Vec<Nat>)>,
}

impl SolvedHeaps {
    /// Solves the sequence of `rule` as far as the largest of `heaps` needs.
    ///
    /// # Errors
    /// [`SequenceError`] when a heap's value is out of reach.
    pub fn solve(
        rule: impl Into<SequenceRule>,
        heaps: &[Nat],
        cancel: &Cancel,
    ) -> Result<Self, SequenceError> {
        let largest = heaps.iter().max().cloned().unwrap_or_default();
        let solved = SolvedSequence::solve_cancellable(rule, &largest, cancel)?;
        let values: Vec<Nat> = heaps
            .iter()
            .map(|n| solved.value(n).ok_or_else(|| solved.no_value(n)))
            .collect::<Result<_, _>>()?;
        let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
        Ok(SolvedHeaps {
            solved,
            values,
            total,
        })
    }

    /// The moves that bring the nim-sum of `heaps` (the heaps solved) to `target`, at
    /// most `room` of them listed, heap by heap. `repeats(j)`: whether making heap `j`
    /// vanish leaves the same position as making heap `j − 1` vanish (equal heaps in a
    /// row, in a game where a heap can vanish) — such a move is counted and listed once.
    ///
    /// # Errors
    /// [`Cancelled`] when `cancel` is raised on the way.
    pub fn moves_to_value(
        &self,
        heaps: &[Nat],
        target: &Nat,
        room: usize,
        cancel: &Cancel,
        repeats: impl Fn(usize) -> bool,
    ) -> Result<HeapMoves, Cancelled> {
        let mut count = Ok(Nat::zero());
        let mut moves = Vec::new();
        for (j, (n, g)) in heaps.iter().zip(&self.values).enumerate() {
            let want = g ^ &self.total ^ target;
            let repeated = want.is_zero() && repeats(j);
            match self.solved.moves_to_value_cancellable(
                n,
                &want,
                room.saturating_sub(moves.len()),
                cancel,
            ) {
                Ok((mut k, mut found)) => {
                    if repeated && !k.is_zero() {
                        k -= 1u8;
                        found.retain(|parts| !parts.is_empty());
                    }
                    if let Ok(total) = &mut count {
                        *total += k;
                    }
                    moves.extend(found.into_iter().map(|parts| (j, parts)));
                }
                Err(SequenceError::Cancelled(c)) => return Err(c),
                Err(SequenceError::TooManyOptions { heap, limit, found }) => {
                    moves.extend(found.iter().cloned().map(|parts| (j, parts)));
                    count = Err(SequenceError::TooManyOptions {
                        heap,
                        limit,
                        found: Vec::new(),
                    });
                }
                Err(e) => count = Err(e),
            }
        }
        Ok(HeapMoves { count, moves })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::naive::sequence;
    use crate::heap::rule::HeapRule;

    #[test]
    fn lasker_values_of_huge_heaps() {
        let big: Nat = "100000000000000000000000000000000000003".parse().unwrap();
        let s = SolvedSequence::solve(&HeapRule::Lasker, &big).unwrap();
        assert_eq!(s.value(&big).unwrap(), &big + 1u8);
        assert_eq!(s.value(&Nat::from(8u8)).unwrap(), Nat::from(7u8));
        assert_eq!(
            s.value(&Nat::from(70_000u32)).unwrap(),
            Nat::from(69_999u32)
        );
        // Remembered solutions are the computed ones.
        let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
        let first = SolvedSequence::solve(&kayles, &Nat::from(10u8)).unwrap();
        let mut run = SequenceRun::new(kayles.clone(), kayles.name()).unwrap();
        run_to(&mut run, 1 << 20, &Cancel::default()).unwrap();
        assert_eq!(first, SolvedSequence::from_run(&run));
        assert_eq!(SolvedSequence::solve(&kayles, &big).unwrap(), first);
    }

    #[test]
    fn grundy_game_without_a_period_is_bounded() {
        let g = HeapRule::grundy_game();
        assert!(SolvedSequence::solve(&g, &Nat::from(1000u32)).is_ok());
        let err = SolvedSequence::solve(&g, &Nat::from(10_000_000u32)).unwrap_err();
        assert!(matches!(err, SequenceError::NoPeriod { .. }), "{err}");
    }

    #[test]
    fn three_heap_splits_search_in_proportion() {
        // Issue 13 item 8: a heap of 5 of a rule splitting into three heaps searched
        // G(0..4096) (cubic work, seconds of CPU) before answering.
        let rule = HeapRule::parse("tb(0.2183648)").unwrap();
        let s = SolvedSequence::solve(&rule, &Nat::from(5u32)).unwrap();
        assert!(s.searched() <= 1024, "searched {}", s.searched());
        assert_eq!(s.value(&Nat::from(5u32)), Some(Nat::from(2u32)));
        let err = SolvedSequence::solve(&rule, &Nat::from(100_000u32)).unwrap_err();
        match err {
            SequenceError::NoPeriod { limit, .. } => assert!(limit < 5000, "{limit}"),
            other => panic!("{other}"),
        }
    }

    #[test]
    fn periodic_values_match_direct_computation() {
        let rule = HeapRule::parse("dawson-chess").unwrap();
        let s = SolvedSequence::solve(&rule, &Nat::from(5000u32)).unwrap();
        let direct = sequence(&rule, 3000).unwrap();
        for (n, &v) in direct.iter().enumerate() {
            assert_eq!(s.value(&Nat::from(n)), Some(Nat::from(v)), "n = {n}");
        }
    }
}
