//! What every nim-sequence engine is: the [`NimSequenceEngine`] trait (one value per
//! step, long runs with progress and cancel, a state to resume from), and the data it
//! hands back — [`Progress`], [`RunOutcome`], [`EngineError`] and [`EngineState`].
//!
//! The engines: [`NaiveEngine`](super::naive::NaiveEngine) (every code: `O(N²)` work up to
//! three heaps a move, split tables beyond, see [`splits`](super::splits)) and [`SparseEngine`](super::sparse::SparseEngine) (finite
//! codes whose moves leave at most two heaps, the rare/common algorithm).
//!
//! The library does no I/O and reads no clock: long runs report [`Progress`] through a
//! callback, stop when a cancel flag is raised, and hand back plain serde data
//! ([`EngineState`]) that the front end saves and gives back to
//! [`NimSequenceEngine::restore`] to continue bit-exactly.
//!
//! ```
//! use grundy_heap::heap::engine::NimSequenceEngine;
//! use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
//! use std::sync::atomic::AtomicBool;
//!
//! let mut engine = SparseEngine::new(HeapRule::parse("0.137").unwrap()).unwrap();
//! let mut last = None;
//! engine.run_until(99, &mut |p| last = Some(p), &AtomicBool::new(false)).unwrap();
//! assert_eq!(last.unwrap().computed, 100);
//! let resumed = SparseEngine::restore(engine.save_state()).unwrap();
//! assert_eq!(resumed.value(99), engine.value(99));
//! ```

use super::code::CodeError;
use super::rule::HeapRule;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

/// The version of the [`EngineState`] layout written by this crate.
pub const STATE_FORMAT: u32 = 1;

/// What an engine reports during a long run (no clock: the caller measures time).
///
/// ```
/// use grundy_heap::heap::engine::Progress;
/// let p = Progress { computed: 10, target: 100, max_value: 4 };
/// assert_eq!(p.fraction(), 0.1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// How many values are known: `G(0..computed)`.
    pub computed: u64,
    /// How many values the run aims for: `G(0..target)`.
    pub target: u64,
    /// The largest value so far.
    pub max_value: u16,
}

impl Progress {
    /// The fraction done, in `[0, 1]`.
    ///
    /// ```
    /// use grundy_heap::heap::engine::Progress;
    /// assert_eq!(Progress { computed: 5, target: 0, max_value: 0 }.fraction(), 1.0);
    /// ```
    pub fn fraction(&self) -> f64 {
        if self.target == 0 {
            1.0
        } else {
            (self.computed as f64 / self.target as f64).min(1.0)
        }
    }
}

/// How a run ended.
///
/// ```
/// use grundy_heap::heap::engine::RunOutcome;
/// assert_ne!(RunOutcome::Reached { computed: 3 }, RunOutcome::Cancelled { computed: 3 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunOutcome {
    /// The target was reached; `G(0..computed)` is known.
    Reached {
        /// How many values are known.
        computed: u64,
    },
    /// The cancel flag was raised; `G(0..computed)` is known and the state can be saved.
    Cancelled {
        /// How many values are known.
        computed: u64,
    },
}

/// Why an engine could not go on.
///
/// ```
/// use grundy_heap::heap::engine::EngineError;
/// use grundy_heap::heap::rule::HeapRule;
/// use grundy_heap::heap::sparse::SparseEngine;
/// use grundy_core::{i18n::errors::Localized, Lang};
/// let r = SparseEngine::new(HeapRule::parse("lasker").unwrap());
/// assert!(matches!(r, Err(EngineError::Unsupported { .. })));
/// let e = r.unwrap_err();
/// assert!(e.to_string().contains("Lasker's Nim has infinitely many digits"));
/// assert!(e.message_in(Lang::Ru).contains("у нима Ласкера бесконечно много цифр"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum EngineError {
    /// The engine does not handle this rule.
    Unsupported {
        /// The engine's name.
        engine: String,
        /// The rule's code.
        rule: String,
        /// Why, as a catalogue message (`locales/<lang>/engine.ftl`), said in the
        /// reader's language with the error.
        reason: crate::i18n::Message,
    },
    /// A value does not fit in 16 bits.
    ValueOverflow {
        /// The heap size whose value overflowed.
        n: u64,
    },
    /// The tables of splits into many heaps would take more memory than allowed.
    Memory {
        /// The heap size whose value needed them.
        n: u64,
        /// The bytes they would take.
        bytes: u64,
        /// The limit ([`crate::heap::splits::SPLIT_TABLE_LIMIT`]).
        limit: u64,
    },
    /// A saved state does not fit this engine or is inconsistent.
    BadState(crate::i18n::Message),
    /// The rule stored in a state could not be read.
    Rule(#[from] CodeError),
}

impl crate::i18n::errors::Localized for EngineError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Unsupported {
                engine,
                rule,
                reason,
            } => t!(
                lang,
                "err-engine-unsupported",
                engine = engine,
                rule = rule,
                reason = reason.render(lang)
            ),
            Self::ValueOverflow { n } => t!(lang, "err-engine-value-overflow", n = *n),
            Self::Memory { n, bytes, limit } => t!(
                lang,
                "err-engine-memory",
                n = *n,
                mib = *bytes >> 20,
                limit = *limit >> 20
            ),
            Self::BadState(why) => t!(lang, "err-engine-bad-state", why = why.render(lang)),
            Self::Rule(e) => t!(lang, "err-engine-rule", error = e.to_string()),
        }
    }
}
grundy_core::localized_error!(EngineError);

/// Everything needed to resume a run bit-exactly, as plain serde data. The front end
/// writes it (atomically, with a checksum) and reads it back; the library never touches
/// files.
///
/// ```
/// use grundy_heap::heap::engine::NimSequenceEngine;
/// use grundy_heap::heap::naive::NaiveEngine;
/// use grundy_heap::heap::rule::HeapRule;
/// let mut e = NaiveEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
/// for _ in 0..20 { e.step().unwrap(); }
/// let state = e.save_state();
/// assert_eq!(state.rule, "0.6");
/// assert_eq!(state.computed, 20);
/// let json = serde_json::to_string(&state).unwrap();
/// let back: grundy_heap::heap::engine::EngineState = serde_json::from_str(&json).unwrap();
/// assert_eq!(back, state);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineState {
    /// The layout version, [`STATE_FORMAT`].
    pub format: u32,
    /// Which engine wrote it: [`naive::ENGINE_NAME`](super::naive::ENGINE_NAME) or
    /// [`sparse::ENGINE_NAME`](super::sparse::ENGINE_NAME).
    pub engine: String,
    /// The rule, in its canonical form ([`HeapRule`]'s `Display`, read back by
    /// [`HeapRule::parse`]).
    pub rule: String,
    /// How many values are known: `G(0..computed)`.
    pub computed: u64,
    /// `values` holds `G(values_from..computed)` (0 for the naive engine; a ring-buffer
    /// engine keeps only a window).
    pub values_from: u64,
    /// The stored values.
    pub values: Vec<u16>,
    /// The largest value of `G(0..computed)`.
    pub max_value: u16,
    /// Engine-specific data (e.g. rare positions, mask, prefix of a ring-buffer engine),
    /// as named lists of integers; empty for the naive engine.
    #[serde(default)]
    pub extra: BTreeMap<String, Vec<u64>>,
}

/// A nim-sequence engine: computes `G(0), G(1), …` of one heap rule, one value per step.
///
/// ```
/// use grundy_heap::heap::engine::NimSequenceEngine;
/// use grundy_heap::heap::naive::NaiveEngine;
/// use grundy_heap::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
///
/// let cancel = AtomicBool::new(false);
/// let mut a = NaiveEngine::new(HeapRule::parse("0.137").unwrap()).unwrap();
/// a.run_until(40, &mut |_| {}, &cancel).unwrap();
/// let mut b = NaiveEngine::restore(a.save_state()).unwrap();
/// a.run_until(100, &mut |_| {}, &cancel).unwrap();
/// b.run_until(100, &mut |_| {}, &cancel).unwrap();
/// assert_eq!(a.save_state(), b.save_state());
/// ```
pub trait NimSequenceEngine {
    /// The rule.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// assert_eq!(e.rule().to_string(), "0.77");
    /// ```
    fn rule(&self) -> &HeapRule;

    /// How many values are known: `G(0..computed)`.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// e.step().unwrap();
    /// assert_eq!(e.computed(), 1);
    /// ```
    fn computed(&self) -> u64;

    /// `G(n)` if it is known and still stored.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// e.step().unwrap();
    /// e.step().unwrap();
    /// assert_eq!((e.value(1), e.value(2)), (Some(1), None));
    /// ```
    fn value(&self, n: u64) -> Option<u16>;

    /// The largest value computed so far.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// for _ in 0..12 { e.step().unwrap(); }
    /// assert_eq!(e.max_value(), 6);
    /// ```
    fn max_value(&self) -> u16;

    /// Computes the next value, `G(computed())`, and returns it.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// assert_eq!((e.step().unwrap(), e.step().unwrap(), e.step().unwrap()), (0, 0, 1));
    /// ```
    ///
    /// # Errors
    /// [`EngineError::ValueOverflow`] if it does not fit in a `u16` (the engine is left
    /// unchanged).
    fn step(&mut self) -> Result<u16, EngineError>;

    /// Steps until `G(0..=n)` is known or `cancel` is raised, calling `progress` every
    /// [`NimSequenceEngine::progress_every`] values and once at the end.
    ///
    /// # Errors
    /// As [`NimSequenceEngine::step`]; the values computed before the error are kept.
    fn run_until(
        &mut self,
        n: u64,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<RunOutcome, EngineError> {
        run_steps(self, n, progress, cancel)
    }

    /// Asks the engine to compute on `threads` threads where it can (speed only: the
    /// same values, depths and states with any number). The default does nothing: an
    /// engine without threaded paths ignores it.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// e.set_threads(2);
    /// assert_eq!(e.step().unwrap(), 0);
    /// ```
    fn set_threads(&mut self, threads: usize) {
        let _ = threads;
    }

    /// How many values between two progress reports.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// assert_eq!(e.progress_every(), 4096);
    /// ```
    fn progress_every(&self) -> u64 {
        4096
    }

    /// The progress towards `target` values.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// e.step().unwrap();
    /// assert_eq!(e.progress(10).computed, 1);
    /// ```
    fn progress(&self, target: u64) -> Progress {
        Progress {
            computed: self.computed(),
            target,
            max_value: self.max_value(),
        }
    }

    /// About how many bytes the engine holds (its values and tables): by default two per
    /// value computed, as an engine that keeps every value holds.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    /// for _ in 0..10 { e.step().unwrap(); }
    /// assert_eq!(e.held_bytes(), 20);
    /// ```
    fn held_bytes(&self) -> u64 {
        self.computed().saturating_mul(2)
    }

    /// The complete state, to resume later with [`NimSequenceEngine::restore`].
    fn save_state(&self) -> EngineState;

    /// An engine continuing exactly where `state` left off.
    ///
    /// # Errors
    /// [`EngineError::BadState`] if the state was written by another engine or format,
    /// or is inconsistent; [`EngineError::Rule`] if its rule does not parse.
    fn restore(state: EngineState) -> Result<Self, EngineError>
    where
        Self: Sized;
}

/// [`NimSequenceEngine::run_until`]'s loop: steps until `G(0..=n)` is known or `cancel`
/// is raised, reporting progress every [`NimSequenceEngine::progress_every`] values and
/// once at the end.
///
/// # Errors
/// As [`NimSequenceEngine::step`].
pub(crate) fn run_steps<E: NimSequenceEngine + ?Sized>(
    engine: &mut E,
    n: u64,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<RunOutcome, EngineError> {
    run_steps_with(engine, n, progress, cancel, |e, _| e.step().map(|_| true))
}

/// [`run_steps`] with the engine's own step, which may look at `cancel` itself while it
/// computes one value and answer `Ok(false)` when it stopped without it (the engine
/// unchanged but for work it can go on from).
///
/// # Errors
/// As [`NimSequenceEngine::step`].
pub(crate) fn run_steps_with<E: NimSequenceEngine + ?Sized>(
    engine: &mut E,
    n: u64,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
    mut step: impl FnMut(&mut E, &AtomicBool) -> Result<bool, EngineError>,
) -> Result<RunOutcome, EngineError> {
    let target = n.saturating_add(1);
    let every = engine.progress_every().max(1);
    let mut since = 0u64;
    while engine.computed() < target {
        if cancel.load(Ordering::Relaxed) || !step(engine, cancel)? {
            progress(engine.progress(target));
            return Ok(RunOutcome::Cancelled {
                computed: engine.computed(),
            });
        }
        since += 1;
        if since == every {
            since = 0;
            progress(engine.progress(target));
        }
    }
    progress(engine.progress(target));
    Ok(RunOutcome::Reached {
        computed: engine.computed(),
    })
}
