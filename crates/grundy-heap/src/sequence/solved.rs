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
//! engines). Without a proof, heaps up to [`SolveBudget::direct`] (by default
//! [`DIRECT_LIMIT`], or up to what the search computed) get their values directly, by
//! the same run going on; larger ones are refused — at once, without searching again,
//! once a search of the rule has run to its end without a proof (it is remembered:
//! [`SolvedSequence::refused_at_once`]). `grundy analyze` raises the budget to
//! [`FAR_LIMIT`] ([`SolveBudget::far`]): the run then goes on to the largest heap (a
//! windowed engine holds a bounded memory, checked against [`MEMORY_LIMIT`] chunk by
//! chunk; progress through [`SolveBudget::progress`]), keeping the values of the heaps
//! asked for and every value up to the largest as long as the memory cap allows (2 bytes
//! a value for a heap engine: the moves of a heap are gone through with the values of the
//! heaps they leave, within [`MOVE_WORK`] steps, [`move_work`]). So whatever
//! `grundy seq GAME --period` proves within that range, `grundy analyze` proves too,
//! with the same preperiod, period and saltus, and a heap it cannot reach through a
//! period gets the value `grundy seq GAME --upto N` computes.
//!
//! ```
//! use grundy_heap::sequence::{SequenceRule, SolvedSequence};
//! use grundy_heap::heap::rule::HeapRule;
//! use grundy_core::Nat;
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
use super::run::{SequenceRun, Stop, Values};
use super::{Family, SequenceRule};
use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::heap::engine::Progress;
use crate::heap::naive::{lasker_value, EngineError};
use crate::nat::{self, Nat};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::{Arc, Mutex, OnceLock};
use thiserror::Error;

mod budget;
mod heaps;
mod listing;
mod moves;

pub use budget::*;
pub use heaps::{HeapMoves, SequenceReasoning, SequenceRow, SolvedHeaps};
pub use listing::move_work;

/// Why a nim-sequence's values or moves are out of reach.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum SequenceError {
    /// A heap beyond the computed values of a rule without a proved period.
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
    /// Going through a heap's moves one by one would take more than [`MOVE_WORK`] steps.
    TooManyMoves {
        /// The heap.
        heap: String,
        /// About how many steps it would take ([`move_work`]); `None` when not estimated
        /// (moves leaving four or more heaps: the walk spent its steps).
        work: Option<u64>,
        /// The limit, [`MOVE_WORK`].
        limit: u64,
    },
    /// A heap's moves cannot be gone through: the values of the heaps they leave are not
    /// all kept (a run past [`SolveBudget::memory`] keeps only the first ones).
    MovesBeyondValues {
        /// The heap.
        heap: String,
        /// The values kept: `G(0..kept)`.
        kept: u64,
        /// The memory they may take ([`SolveBudget::memory`]), in bytes.
        memory: u64,
    },
    /// A heap whose moves may leave many heaps has too many options to go through one by
    /// one; the moves found before the limit come with the error (the count is unknown).
    TooManyOptions {
        /// The heap.
        heap: String,
        /// The options gone through, [`OPTION_LIMIT`].
        limit: u64,
        /// The moves to the value asked for found among them (at most the number asked).
        found: Vec<Vec<Nat>>,
    },
    /// Computing a heap's value directly would hold more than [`SolveBudget::memory`] (the
    /// engine keeps every value while rare positions keep coming).
    Memory {
        /// The rule.
        rule: String,
        /// The heap asked for.
        heap: String,
        /// Values computed when the limit was passed.
        computed: u64,
        /// Bytes held then.
        held: u64,
        /// The limit ([`SolveBudget::memory`]).
        limit: u64,
    },
    /// The engine failed (e.g. a value beyond 16 bits in a heap engine).
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The computation was cancelled from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for SequenceError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::NoPeriod {
                rule,
                searched,
                heap,
                limit,
            } => t!(
                lang,
                "err-sequence-no-period",
                rule = rule,
                searched = *searched,
                heap = heap,
                limit = *limit
            ),
            Self::TooManyMoves {
                heap,
                work: Some(work),
                limit,
            } => t!(
                lang,
                "err-sequence-too-many-moves",
                heap = heap,
                work = *work,
                limit = *limit
            ),
            Self::TooManyMoves {
                heap,
                work: None,
                limit,
            } => t!(
                lang,
                "err-sequence-too-many-moves-walked",
                heap = heap,
                limit = *limit
            ),
            Self::MovesBeyondValues { heap, kept, memory } => t!(
                lang,
                "err-sequence-moves-beyond-values",
                heap = heap,
                kept = *kept,
                memory = *memory
            ),
            Self::TooManyOptions { heap, limit, .. } => t!(
                lang,
                "err-sequence-too-many-options",
                heap = heap,
                limit = *limit
            ),
            Self::Memory {
                rule,
                heap,
                computed,
                held,
                limit,
            } => t!(
                lang,
                "err-sequence-memory",
                rule = rule,
                heap = heap,
                computed = *computed,
                held = *held,
                limit = *limit
            ),
            Self::Engine(e) => e.message_in(lang),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(SequenceError);

/// How many rules with a proved period [`SolvedSequence::solve`] remembers.
const PROVED_CACHE_SIZE: usize = 256;

fn proved_cache() -> &'static Mutex<HashMap<SequenceRule, SolvedSequence>> {
    static CACHE: OnceLock<Mutex<HashMap<SequenceRule, SolvedSequence>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// How many rules whose period search was fruitless [`SolvedSequence::solve`] remembers.
const FRUITLESS_CACHE_SIZE: usize = 1024;

/// What a period search that ran to its end without proving a period found: how many
/// values it computed and the run's own limits. The search is deterministic, so a later
/// solve of the same rule would find no more: a heap beyond these is refused at once
/// instead of searching again (Hardening II, F8: `officers 100000000` took the server's
/// whole time limit under load, searching again for every request).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fruitless {
    /// The values the search computed ([`SequenceRun::computed`]).
    searched: u64,
    /// [`SequenceRun::direct_limit`].
    direct: u64,
    /// [`SequenceRun::far_limit`].
    far: u64,
}

impl Fruitless {
    /// The largest heap answered within `budget` (as [`SolvedSequence::solve_within`]).
    fn reach(&self, budget: &SolveBudget) -> u64 {
        budget.direct.min(self.far).max(self.direct)
    }

    /// The refusal of `largest` within `budget`, if it is refused.
    fn refusal(
        &self,
        rule: &SequenceRule,
        largest: &Nat,
        budget: &SolveBudget,
    ) -> Option<SequenceError> {
        let reach = self.reach(budget);
        let refused = match largest.to_u64() {
            Some(n) => n >= self.searched && n > reach,
            None => true,
        };
        refused.then(|| SequenceError::NoPeriod {
            rule: rule.to_string(),
            searched: self.searched,
            heap: largest.to_string(),
            limit: reach.max(self.searched),
        })
    }
}

fn fruitless_cache() -> &'static Mutex<HashMap<SequenceRule, Fruitless>> {
    static CACHE: OnceLock<Mutex<HashMap<SequenceRule, Fruitless>>> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// Runs `run` until `G(0..values)` is known or a period is proved; `Ok(false)` when
/// `cancel` stopped it first.
fn run_to(run: &mut SequenceRun, values: u64, cancel: &Cancel) -> Result<bool, EngineError> {
    run_reporting(run, values, cancel, &ProgressHook::default())
}

/// [`run_to`], reporting to `progress` after each chunk.
fn run_reporting(
    run: &mut SequenceRun,
    values: u64,
    cancel: &Cancel,
    progress: &ProgressHook,
) -> Result<bool, EngineError> {
    if values == 0 {
        return Ok(true);
    }
    loop {
        let stop = run.step(values - 1, true, &mut |_| {}, cancel.flag())?;
        progress.report(progress_of(run, values));
        match stop {
            Stop::Chunk { .. } => {}
            Stop::Done { .. } => return Ok(true),
            Stop::Cancelled { .. } => return Ok(false),
        }
    }
}

/// How far `run` is towards `G(0..target)`.
fn progress_of(run: &SequenceRun, target: u64) -> Progress {
    Progress {
        computed: run.computed(),
        target,
        max_value: u16::try_from(run.histogram().max_value()).unwrap_or(u16::MAX),
    }
}

/// [`run_to`], a cancel as an error.
fn run_or_cancel(
    run: &mut SequenceRun,
    values: u64,
    cancel: &Cancel,
    progress: &ProgressHook,
) -> Result<(), SequenceError> {
    if run_reporting(run, values, cancel, progress)? {
        Ok(())
    } else {
        Err(Cancelled.into())
    }
}

/// What [`run_far`] brings back: `G(h)` of each heap asked for, and the first values.
struct FarValues {
    /// `(h, G(h))` for the heaps asked for, increasing.
    wanted: Vec<(u64, u64)>,
    /// `G(0..)`, as far as memory allows (see [`run_far`]).
    dense: Values,
}

/// Runs `run` on without looking for periods (the search is over) until `G(0..=last)` is
/// known, collecting `G(h)` for each heap `h` of `wanted` (increasing) as the run passes
/// it, and every value `G(0..=last)` as long as they and the run together hold at most
/// `budget.memory` bytes (the values of every smaller heap, for the moves of the heaps
/// asked for; past that, only the first ones); stops with [`SequenceError::Memory`] when
/// the run alone holds more.
fn run_far(
    run: &mut SequenceRun,
    wanted: &[u64],
    last: u64,
    cancel: &Cancel,
    budget: &SolveBudget,
) -> Result<FarValues, SequenceError> {
    let progress = &budget.progress;
    let mut far = Vec::with_capacity(wanted.len());
    let mut next = wanted.iter().copied().peekable();
    let mut dense = run.kept().clone();
    let mut keeping = true;
    let lost = |h: u64| {
        EngineError::BadState(crate::i18n::Message::new("reason-state-lost-value").with("n", h))
    };
    loop {
        let stop = run.step(last, false, &mut |_| {}, cancel.flag())?;
        while let Some(h) = next.next_if(|&h| h < run.computed()) {
            far.push((h, run.value(h).ok_or_else(|| lost(h))?));
        }
        let held = run.memory_bytes();
        if keeping {
            // Every value since the last chunk: still in the run (kept, or in the
            // engine's ring of recent values, longer than a chunk).
            let from = dense.len() as u64;
            let to = run.computed().min(last.saturating_add(1));
            let room = budget.memory.saturating_sub(held);
            keeping = dense.reserve_within(to.saturating_sub(from), room);
            if keeping {
                for h in from..to {
                    dense.push(run.value(h).ok_or_else(|| lost(h))?);
                }
            }
        }
        progress.report(progress_of(run, last.saturating_add(1)));
        if held > budget.memory {
            return Err(SequenceError::Memory {
                rule: run.rule().to_string(),
                heap: last.to_string(),
                computed: run.computed(),
                held,
                limit: budget.memory,
            });
        }
        match stop {
            Stop::Chunk { .. } => {}
            Stop::Done { .. } => return Ok(FarValues { wanted: far, dense }),
            Stop::Cancelled { .. } => return Err(Cancelled.into()),
        }
    }
}

/// How a heap's value was obtained.
///
/// ```
/// use grundy_heap::sequence::ValueMethod;
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
/// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
/// use grundy_heap::sequence::subtraction::SubtractionRule;
/// use grundy_core::Nat;
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
    /// `(h, G(h))` for the heaps asked for beyond `values` (no period proved: the run went
    /// on to them), increasing.
    far: Vec<(u64, u64)>,
    /// When the run went on past the period search: `G(0..)` as far as it went, or as far
    /// as [`SolveBudget::memory`] allowed (`values` then holds only the first ones).
    dense: Option<Arc<Values>>,
    /// The memory the values kept may take ([`SolveBudget::memory`]).
    memory: u64,
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
    /// use grundy_heap::sequence::{SequenceError, SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::Cancel;
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
        Self::solve_within(
            rule,
            std::slice::from_ref(largest),
            cancel,
            &SolveBudget::default(),
        )
    }

    /// Solves `rule` far enough for every heap of `heaps`, within `budget`: past the
    /// period search, without a proved period, the run goes on to the largest heap if it
    /// is within [`SolveBudget::direct`] (and the engine's [`SequenceRun::far_limit`]),
    /// reporting to [`SolveBudget::progress`] after every chunk.
    ///
    /// # Errors
    /// [`SequenceError::NoPeriod`] beyond the budget, [`SequenceError::Memory`] past
    /// [`SolveBudget::memory`], [`SequenceError::Cancelled`], engine errors.
    ///
    /// ```
    /// use grundy_heap::sequence::solved::{SequenceError, SolveBudget, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::{Cancel, Nat};
    /// let grundy_game = HeapRule::grundy_game(); // no period known
    /// let heaps = [Nat::from(30_000u32)];
    /// let refused = SolvedSequence::solve_within(&grundy_game, &heaps, &Cancel::new(),
    ///     &SolveBudget::default());
    /// assert!(matches!(refused, Err(SequenceError::NoPeriod { .. })));
    /// let s = SolvedSequence::solve_within(&grundy_game, &heaps, &Cancel::new(),
    ///     &SolveBudget::far()).unwrap();
    /// assert!(s.value(&heaps[0]).is_some());
    /// ```
    pub fn solve_within(
        rule: impl Into<SequenceRule>,
        heaps: &[Nat],
        cancel: &Cancel,
        budget: &SolveBudget,
    ) -> Result<SolvedSequence, SequenceError> {
        let largest = heaps.iter().max().cloned().unwrap_or_default();
        let largest = &largest;
        let progress = &budget.progress;
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
        // A search that found no period to its end would find none again: a heap beyond
        // what it computed and beyond the budget is refused at once.
        if let Some(refusal) =
            Self::fruitless(&rule).and_then(|known| known.refusal(&rule, largest, budget))
        {
            return Err(refusal);
        }
        let mut run = SequenceRun::new(rule.clone(), rule.name())?;
        if budget.threads > 0 {
            run.set_threads(budget.threads);
        }
        let full = run.analysis_limit();
        run_or_cancel(&mut run, PERIOD_SEARCH_LIMIT.min(full), cancel, progress)?;
        if run.proved().is_none() && *largest >= Nat::from(run.computed()) {
            run_or_cancel(&mut run, full, cancel, progress)?;
        }
        if run.proved().is_none()
            && run.computed() >= full
            && let Ok(mut cache) = fruitless_cache().lock()
            && cache.len() < FRUITLESS_CACHE_SIZE
        {
            cache.insert(
                rule.clone(),
                Fruitless {
                    searched: run.computed(),
                    direct: run.direct_limit(),
                    far: run.far_limit(),
                },
            );
        }
        if run.proved().is_none() {
            let computed = run.computed();
            let reach = budget.direct.min(run.far_limit()).max(run.direct_limit());
            match largest.to_u64() {
                Some(n) if n < computed => {}
                Some(n) if n <= run.direct_limit() => {
                    run_or_cancel(&mut run, n + 1, cancel, progress)?
                }
                Some(n) if n <= reach => {
                    let mut wanted: Vec<u64> = heaps.iter().filter_map(Nat::to_u64).collect();
                    wanted.sort_unstable();
                    wanted.dedup();
                    // The sequence as the period search left it (the period it observed);
                    // then the heaps asked for, as the run passes them, and every value up
                    // to the largest heap that memory allows (the moves of a heap are gone
                    // through with the values of the heaps they leave).
                    let mut solved = SolvedSequence::from_run(&run);
                    let far = run_far(&mut run, &wanted, n, cancel, budget)?;
                    solved.far = far.wanted;
                    solved.values.truncate(VALUES_SHOWN + 1);
                    solved.dense = Some(Arc::new(far.dense));
                    solved.memory = budget.memory;
                    return Ok(solved);
                }
                _ => {
                    return Err(SequenceError::NoPeriod {
                        rule: rule.to_string(),
                        searched: computed,
                        heap: largest.to_string(),
                        limit: reach.max(computed),
                    })
                }
            }
        }
        let solved = SolvedSequence::from_run(&run);
        if (solved.proved.is_some() || solved.is_closed_form())
            && let Ok(mut cache) = proved_cache().lock()
            && cache.len() < PROVED_CACHE_SIZE
        {
            cache.insert(rule, solved.clone());
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
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
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
            far: Vec::new(),
            dense: None,
            memory: MEMORY_LIMIT,
        }
    }

    /// `G(h)` if `h` is one of the heaps the run went on to, or among the values it kept.
    fn far_value(&self, h: u64) -> Option<u64> {
        if let Some(v) = self.dense.as_ref().and_then(|d| d.get(h)) {
            return Some(v);
        }
        let i = self.far.binary_search_by_key(&h, |&(m, _)| m).ok()?;
        self.far.get(i).map(|&(_, v)| v)
    }

    /// How many first values are at hand, one by one: `G(0..known)` (`u64::MAX` when
    /// every value is, through a proved period or a closed form).
    fn known(&self) -> u64 {
        if self.proved.is_some() || self.is_closed_form() {
            return u64::MAX;
        }
        let dense = self.dense.as_ref().map_or(0, |d| d.len());
        self.values.len().max(dense) as u64
    }

    /// True when [`SolvedSequence::solve`] already knows `rule`'s proved period, so that
    /// solving it again is a copy (front ends use it to tell cheap analyses from costly
    /// ones).
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
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

    /// What a fruitless period search of `rule` found, if one ran to its end.
    fn fruitless(rule: &SequenceRule) -> Option<Fruitless> {
        fruitless_cache()
            .lock()
            .ok()
            .and_then(|cache| cache.get(rule).copied())
    }

    /// True when [`SolvedSequence::solve_within`] with `budget` refuses a heap of
    /// `heap` at once, without computing anything: `rule`'s period search has already
    /// run to its end without proving a period, and `heap` is beyond both the values it
    /// computed and the budget's reach ([`SequenceError::NoPeriod`]). Front ends answer
    /// such a request on the spot, without waiting for a computation slot.
    ///
    /// ```
    /// use grundy_heap::sequence::solved::{SequenceError, SolveBudget, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::{Cancel, Nat};
    /// let rule = HeapRule::parse("tb(0.2183648)").unwrap(); // no period within its search
    /// let far = Nat::from(100_000u32);
    /// let budget = SolveBudget::default();
    /// assert!(!SolvedSequence::refused_at_once(&rule, &far, &budget)); // not searched yet
    /// let first = SolvedSequence::solve_within(&rule, &[far.clone()], &Cancel::new(), &budget);
    /// assert!(matches!(first, Err(SequenceError::NoPeriod { .. })));
    /// assert!(SolvedSequence::refused_at_once(&rule, &far, &budget));
    /// assert!(!SolvedSequence::refused_at_once(&rule, &Nat::from(5u8), &budget));
    /// ```
    pub fn refused_at_once(
        rule: impl Into<SequenceRule>,
        heap: &Nat,
        budget: &SolveBudget,
    ) -> bool {
        let rule = rule.into();
        Self::fruitless(&rule).is_some_and(|known| known.refusal(&rule, heap, budget).is_some())
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
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
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
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence, ValueMethod};
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
    /// let s = SolvedSequence::solve(&r, &30u8.into()).unwrap();
    /// assert_eq!(s.method(&3u32.into()), ValueMethod::Direct);
    /// assert_eq!(s.method(&30u32.into()), ValueMethod::Period);
    /// ```
    pub fn method(&self, n: &Nat) -> ValueMethod {
        if self.is_closed_form() {
            ValueMethod::Formula
        } else if n.to_usize().is_some_and(|i| i < self.values.len())
            || n.to_u64().and_then(|h| self.far_value(h)).is_some()
        {
            ValueMethod::Direct
        } else {
            ValueMethod::Period
        }
    }

    /// `G(n)`, or `None` when `n` is beyond the computed values and no period is proved.
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// use grundy_core::Nat;
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
        if let Some(v) = n.to_u64().and_then(|h| self.far_value(h)) {
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
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::Nat;
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
        if let Some(v) = self.far_value(n) {
            return Some(v);
        }
        let (e, p, s) = self.proved?;
        let (q, r) = ((n - e) / p, (n - e) % p);
        let base = *self.values.get(usize::try_from(e + r).ok()?)?;
        q.checked_mul(s).and_then(|x| x.checked_add(base))
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

    /// Hardening II F8: a heap beyond a fruitless period search was refused only after
    /// the search ran again, for every request (`officers 100000000`: the server's whole
    /// time limit under load). The second request here comes with its cancel already
    /// raised: any search it started would answer `Cancelled`; it is refused with
    /// `NoPeriod`, so it searched nothing. A heap within the search is still computed.
    #[test]
    fn a_fruitless_period_search_is_not_run_again() {
        let rule = HeapRule::parse("tb(0.2183648)").unwrap();
        let far = [Nat::from(1_000_000u32)];
        let budget = SolveBudget::default();
        let first = SolvedSequence::solve_within(&rule, &far, &Cancel::new(), &budget);
        let Err(SequenceError::NoPeriod {
            searched, limit, ..
        }) = first
        else {
            panic!("{first:?}");
        };
        let raised = Cancel::new();
        raised.cancel();
        let second = SolvedSequence::solve_within(&rule, &far, &raised, &budget);
        assert_eq!(
            second,
            Err(SequenceError::NoPeriod {
                rule: SequenceRule::from(&rule).to_string(),
                searched,
                heap: far[0].to_string(),
                limit,
            })
        );
        // Heaps within reach are not refused (the raised cancel stops their search).
        let near = [Nat::from(5u8)];
        let r = SolvedSequence::solve_within(&rule, &near, &raised, &budget);
        assert!(matches!(r, Err(SequenceError::Cancelled(_))), "{r:?}");
    }

    /// Issue 41 point 4: a heap is refused by the work of going through its moves, named
    /// with its bound, before any is gone through — not by its size: with a proved
    /// period, take one and leave up to three heaps (about n²/12 splits a heap).
    #[test]
    fn moves_beyond_the_work_bound_are_refused_at_once() {
        let rule = HeapRule::parse("hex(0.F)").unwrap();
        let big = Nat::from(200_000u32);
        let s = SolvedSequence::solve(&rule, &big).unwrap();
        assert!(s.periodicity().is_some_and(|p| p.certified));
        let cancel = Cancel::new();
        cancel.cancel(); // no step is taken: the refusal comes first
        match s.moves_to_value_cancellable(&big, &Nat::zero(), 10, &cancel) {
            Err(SequenceError::TooManyMoves {
                work: Some(work),
                limit,
                ..
            }) => assert!(work > limit && limit == MOVE_WORK, "{work} {limit}"),
            other => panic!("{other:?}"),
        }
        // A two-heap rule at the same size is gone through (about n/2 splits).
        let officers = HeapRule::parse("officers").unwrap();
        let s = SolvedSequence::solve_within(
            &officers,
            std::slice::from_ref(&big),
            &Cancel::new(),
            &SolveBudget::default(),
        )
        .unwrap();
        let (count, first) = s.moves_to_value(&big, &Nat::zero(), 3).unwrap();
        assert!(count >= Nat::from(first.len()));
    }

    /// Hardening II F2: the walk over a heap's options looks at the flag itself, not only
    /// when an option comes out: a heap of 1500 left as three or more distinct heaps
    /// (`tb(0.{3+}!)`) is walked through billions of partial lists that all fail (Ctrl-C
    /// was ignored for minutes); raised before the call, the flag stops it within a few
    /// thousand steps.
    #[test]
    fn the_walk_over_the_options_stops_when_cancelled() {
        let rule = HeapRule::parse("tb(0.{3+}!)").unwrap();
        let n = Nat::from(1500u32);
        let s = SolvedSequence::solve(&rule, &n).unwrap();
        let cancel = Cancel::new();
        cancel.cancel();
        let r = s.moves_to_value_cancellable(&n, &Nat::zero(), 10, &cancel);
        assert!(matches!(r, Err(SequenceError::Cancelled(_))), "{r:?}");
    }
}
