//! A nim-sequence run as the front ends drive it: the game read from its name, the
//! values computed in chunks (with progress and cancellation between chunks), the
//! statistics and the period, and the report — the JSON of `grundy seq --json` and of
//! the web server's `/api/sequence`, built in one place.
//!
//! ```
//! use grundy::heap::sequence::{parse_game, SequenceRun, Stop};
//! use std::sync::atomic::AtomicBool;
//! let (rule, name) = parse_game("kayles").unwrap();
//! let mut run = SequenceRun::new(rule, name).unwrap();
//! let cancel = AtomicBool::new(false);
//! while let Stop::Chunk { .. } = run.step(1000, true, &mut |_| {}, &cancel).unwrap() {}
//! let report = run.report();
//! let period = report.period.unwrap();
//! assert_eq!((period.preperiod, period.period, period.certified), (71, 12, true));
//! ```

use crate::heap::naive::{EngineError, NaiveEngine, NimSequenceEngine, Progress, RunOutcome};
use crate::heap::periodicity::{self, Periodicity};
use crate::heap::rule::HeapRule;
use crate::heap::sparse::SparseEngine;
use crate::heap::stats::{Histogram, SequenceStats};
use crate::games::subtraction::Subtraction;
use crate::language::parse_position;
use serde::Serialize;
use std::sync::atomic::AtomicBool;
use thiserror::Error;

/// Values kept in memory for the report and for the period search: `G(0..KEEP_LIMIT)`.
pub const KEEP_LIMIT: u64 = 1 << 24;

/// Values computed between two looks at progress, cancellation and checkpoints.
pub const CHUNK: u64 = 1 << 14;

/// How many rare positions the report lists.
pub const RARE_LIST: usize = 100;

/// A game name that is not a heap game the engine can run.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct GameError(pub String);

/// Reads a game name or code (`kayles`, `0.137`, `hex(0.F)`, `tb(…)`, `sub(1,3,4)`,
/// `bounded(3)`, `allbut(1,2)`) into a heap rule and the name to show (lower-case).
///
/// ```
/// use grundy::heap::sequence::parse_game;
/// assert_eq!(parse_game("Kayles").unwrap().1, "kayles");
/// assert!(parse_game("nim").is_err());
/// assert!(parse_game("sub(1,3,4)").is_ok());
/// ```
pub fn parse_game(text: &str) -> Result<(HeapRule, String), GameError> {
    let lower = text.trim().to_ascii_lowercase();
    if ["sub(", "bounded(", "allbut("]
        .iter()
        .any(|p| lower.starts_with(p))
    {
        let position =
            parse_position(&format!("{lower} 0")).map_err(|e| GameError(e.to_string()))?;
        let Some(rule) = position
            .components
            .first()
            .and_then(|c| c.downcast_ref::<Subtraction>())
            .map(Subtraction::rule)
        else {
            return Err(GameError(format!("{text:?} is not a subtraction game")));
        };
        let heap = HeapRule::from_subtraction(rule).ok_or_else(|| {
            GameError(format!(
                "{text}: too large for the sequence engine (amounts up to {} only)",
                crate::heap::code::MAX_DIGITS
            ))
        })?;
        return Ok((heap, lower));
    }
    if lower == "nim" {
        return Err(GameError(
            "nim: G(n) = n for every n — nothing to compute".into(),
        ));
    }
    let rule = HeapRule::parse(text).map_err(|e| GameError(e.to_string()))?;
    Ok((rule, lower))
}

/// The report of a run: `{game, code, computed, values, period, stats}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SequenceReport {
    /// The game as named (lower-case).
    pub game: String,
    /// Its code in CGSuite notation.
    pub code: String,
    /// How many values were computed: `G(0..computed)`.
    pub computed: u64,
    /// `G(0), G(1), …`; `None` when the run is longer than [`KEEP_LIMIT`].
    pub values: Option<Vec<u16>>,
    /// The period found (proved or only observed).
    pub period: Option<Periodicity>,
    /// Value frequencies and the rare/common split.
    pub stats: SequenceStats,
}

/// Why [`SequenceRun::step`] returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// A chunk was computed: `G(from..computed)` are new; call again.
    Chunk {
        /// The first new value's heap size.
        from: u64,
    },
    /// `G(0..=upto)` is known, or a period was proved (with `period`).
    Done {
        /// The first new value's heap size in this last chunk.
        from: u64,
    },
    /// The cancel flag was raised; the state is consistent and can be saved.
    Cancelled {
        /// The first new value's heap size in this last chunk.
        from: u64,
    },
}

/// A run in progress: the engine, the histogram and the values kept.
pub struct SequenceRun {
    rule: HeapRule,
    name: String,
    engine: Box<dyn NimSequenceEngine + Send>,
    histogram: Histogram,
    kept: Vec<u16>,
    next_period_check: u64,
    proved: Option<Periodicity>,
}

impl SequenceRun {
    /// A new run of `rule` (shown as `name`): with the sparse-space engine where it
    /// applies (finite codes leaving at most two heaps, Grundy's game), else the naive one.
    ///
    /// # Errors
    /// When no engine can run the rule.
    pub fn new(rule: HeapRule, name: String) -> Result<SequenceRun, EngineError> {
        let engine: Box<dyn NimSequenceEngine + Send> = match SparseEngine::new(rule.clone()) {
            Ok(sparse) => Box::new(sparse),
            Err(_) => Box::new(NaiveEngine::new(rule.clone())?),
        };
        Ok(SequenceRun::resume(
            rule,
            name,
            engine,
            Histogram::default(),
            Vec::new(),
        ))
    }

    /// A run continued from a saved engine, histogram and kept values.
    pub fn resume(
        rule: HeapRule,
        name: String,
        engine: Box<dyn NimSequenceEngine + Send>,
        histogram: Histogram,
        kept: Vec<u16>,
    ) -> SequenceRun {
        let next_period_check = (kept.len() as u64).next_power_of_two().max(64);
        SequenceRun {
            rule,
            name,
            engine,
            histogram,
            kept,
            next_period_check,
            proved: None,
        }
    }

    /// The engine (for its state and values).
    pub fn engine(&self) -> &dyn NimSequenceEngine {
        self.engine.as_ref()
    }

    /// The histogram of every value computed.
    pub fn histogram(&self) -> &Histogram {
        &self.histogram
    }

    /// The values kept in memory: `G(0..kept.len())`.
    pub fn kept(&self) -> &[u16] {
        &self.kept
    }

    /// How many values are known.
    pub fn computed(&self) -> u64 {
        self.engine.computed()
    }

    /// True when every computed value is kept.
    pub fn all_kept(&self) -> bool {
        self.kept.len() as u64 == self.engine.computed()
    }

    /// Computes the next chunk towards `G(0..=upto)`. With `period`, stops at each
    /// power of two to look for a proved period, and ends as soon as one is found.
    ///
    /// # Errors
    /// When a value overflows the engine.
    pub fn step(
        &mut self,
        upto: u64,
        period: bool,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<Stop, EngineError> {
        let from = self.engine.computed();
        if from > upto || self.proved.is_some() {
            return Ok(Stop::Done { from });
        }
        let step = if period && self.all_kept() {
            CHUNK.min(self.next_period_check.saturating_sub(from).max(1))
        } else {
            CHUNK
        };
        let end = from.saturating_add(step).min(upto.saturating_add(1)) - 1;
        let outcome = self.engine.run_until(end, progress, cancel)?;
        self.record(from)?;
        if let RunOutcome::Cancelled { .. } = outcome {
            return Ok(Stop::Cancelled { from });
        }
        if period && self.all_kept() && self.engine.computed() >= self.next_period_check {
            self.next_period_check = self.next_period_check.saturating_mul(2);
            if let Some(p) = periodicity::analyze(&self.rule, &self.kept).filter(|p| p.certified) {
                self.proved = Some(p);
                return Ok(Stop::Done { from });
            }
        }
        if self.engine.computed() > upto {
            Ok(Stop::Done { from })
        } else {
            Ok(Stop::Chunk { from })
        }
    }

    fn record(&mut self, from: u64) -> Result<(), EngineError> {
        for n in from..self.engine.computed() {
            // The sparse engine's ring holds at least 2^17 recent values, more than a chunk.
            let v = self.engine.value(n).ok_or_else(|| {
                EngineError::BadState(format!("the engine no longer holds G({n})"))
            })?;
            self.histogram.add(n, v);
            if n < KEEP_LIMIT {
                self.kept.push(v);
            }
        }
        Ok(())
    }

    /// The period: the proved one if the run found it, else what the kept values show.
    pub fn period(&self) -> Option<Periodicity> {
        self.proved
            .clone()
            .or_else(|| periodicity::analyze(&self.rule, &self.kept))
    }

    /// The report of the values computed so far.
    pub fn report(&self) -> SequenceReport {
        SequenceReport {
            game: self.name.clone(),
            code: self.rule.code().to_string(),
            computed: self.engine.computed(),
            values: self.all_kept().then(|| self.kept.clone()),
            period: self.period(),
            stats: self.histogram.stats(&self.kept, RARE_LIST),
        }
    }
}

/// Computes `G(0..=upto)` (with `period`: stopping at a proved period) and reports it.
///
/// ```
/// use grundy::heap::sequence::{compute, parse_game};
/// use std::sync::atomic::AtomicBool;
/// let (rule, name) = parse_game("0.6").unwrap();
/// let r = compute(rule, name, 5, false, &AtomicBool::new(false)).unwrap();
/// assert_eq!(r.values.unwrap(), vec![0, 0, 1, 2, 0, 1]);
/// ```
///
/// # Errors
/// When the engine cannot run the rule or a value overflows.
pub fn compute(
    rule: HeapRule,
    name: String,
    upto: u64,
    period: bool,
    cancel: &AtomicBool,
) -> Result<SequenceReport, EngineError> {
    let mut run = SequenceRun::new(rule, name)?;
    while let Stop::Chunk { .. } = run.step(upto, period, &mut |_| {}, cancel)? {}
    Ok(run.report())
}
