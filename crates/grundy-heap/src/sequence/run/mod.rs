//! A nim-sequence run as the front ends drive it: the rule read from its name, the values
//! computed in chunks (with progress and cancellation between chunks), the statistics and
//! the period, and the report — the JSON of `grundy seq --json` and of the web server's
//! `/api/sequence`, built in one place. [`crate::sequence::SolvedSequence::solve`] drives
//! the same run, so `grundy seq --period` and `grundy analyze` find the same periods.
//!
//! The engine: for a rule with a code, the sparse engine where it applies (finite codes
//! leaving at most two heaps, Grundy's game), else the naive one — both store 16-bit
//! values and can be checkpointed; for Lasker's Nim, `allbut(…)`, `bounded(k)` and
//! `sub(…)` beyond a code's 32 digits, an engine with 64-bit values (closed forms, or the
//! subtraction recurrences), which needs no checkpoint.
//!
//! ```
//! use grundy_heap::sequence::{SequenceRun, Stop, SequenceRule};
//! use grundy_heap::heap::rule::HeapRule;
//! use std::sync::atomic::AtomicBool;
//! let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
//! let mut run = SequenceRun::new(rule, name).unwrap();
//! let cancel = AtomicBool::new(false);
//! while let Stop::Chunk { .. } = run.step(1000, true, &mut |_| {}, &cancel).unwrap() {}
//! let report = run.report();
//! let period = report.period.unwrap();
//! assert_eq!((period.preperiod, period.period, period.certified), (71, 12u8.into(), true));
//! ```
//!
//! | file | what it holds |
//! |---|---|
//! | `mod.rs` | [`SequenceRun`]: the engine chosen for a rule, what the run knows; [`compute`] |
//! | `step.rs` | [`SequenceRun::step`], [`Stop`]: the next chunk, progress and cancellation |
//! | `period.rs` | the period of a run: looked for, proved, the values past it generated |
//! | `report.rs` | [`SequenceReport`], of every value known or of the first ones |
//! | `resume.rs` | [`SequenceRun::resume`]: a checkpoint's run, checked before it is trusted |
//! | `limits.rs` | [`KEEP_LIMIT`], [`CHUNK`], the ranges of the period search and of direct values, the memory held |
//! | `values.rs` | [`Values`]: the values kept, 16-bit or 64-bit |
//! | `error.rs` | [`GameError`]: a name whose nim-sequence cannot be computed |

mod error;
mod limits;
mod period;
mod report;
mod resume;
mod step;
mod values;

pub use error::GameError;
pub use limits::{
    values_within_work, CHUNK, FAST_SEARCH_LIMIT, FORMULA_DIRECT_LIMIT, FORMULA_SEARCH_LIMIT,
    KEEP_LIMIT, NAIVE_DIRECT_WORK, NAIVE_SEARCH_WORK, RARE_LIST, SLOW_SEARCH_LIMIT,
    SUBTRACTION_WORK,
};
pub use report::SequenceReport;
pub use step::Stop;
pub use values::Values;

use super::engines::WideEngine;
use super::periodicity::Periodicity;
use super::{Family, SequenceRule};
use crate::heap::naive::{EngineError, NaiveEngine, NimSequenceEngine};
use crate::heap::sparse::SparseEngine;
use crate::heap::stats::Histogram;
use std::sync::atomic::AtomicBool;

/// Where a run's values come from: a heap engine (16-bit values, checkpointed) or a
/// 64-bit one.
enum Source {
    /// A heap engine; `fast` for the sparse engine.
    Narrow {
        engine: Box<dyn NimSequenceEngine + Send>,
        fast: bool,
    },
    /// A 64-bit engine, with the values of its last chunk.
    Wide {
        engine: WideEngine,
        chunk_from: u64,
        chunk: Vec<u64>,
    },
}

/// A run in progress: the engine, the histogram and the values kept.
pub struct SequenceRun {
    rule: SequenceRule,
    family: Family,
    name: String,
    source: Source,
    histogram: Histogram,
    kept: Values,
    next_period_check: u64,
    proved: Option<Periodicity>,
    upto: u64,
    /// `G(0..generated)` are known: computed, or past the proved period generated from it
    /// ([`SequenceRun::generate_to`]; 0 until then).
    generated: u64,
}

impl SequenceRun {
    /// A new run of `rule` (shown as `name`) with the engine of the module's table.
    ///
    /// # Errors
    /// When no engine can run the rule (a subtraction rule without a code or engine).
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRun, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// let run = SequenceRun::new(HeapRule::Lasker, "lasker".into()).unwrap();
    /// assert!(run.engine().is_none()); // the closed form: no checkpoint needed
    /// ```
    pub fn new(rule: impl Into<SequenceRule>, name: String) -> Result<SequenceRun, EngineError> {
        let rule = rule.into();
        let family = rule.family();
        let wide = match (&family, rule.heap_rule()) {
            (Family::Lasker, _) => Some(WideEngine::lasker()),
            (Family::AllBut(x), _) => Some(WideEngine::all_but(x)),
            (Family::Bounded(k), None) => Some(WideEngine::bounded(*k)),
            (Family::Finite(set), None) => Some(WideEngine::finite(set)),
            _ => None,
        };
        let wide = match (&rule, wide) {
            (SequenceRule::Own(own), None) => Some(WideEngine::own(own.0.stream())),
            (SequenceRule::Formula(rule), None) => Some(WideEngine::formula(rule.clone())),
            (_, wide) => wide,
        };
        let source = match (wide, rule.heap_rule()) {
            (Some(engine), _) => Source::Wide {
                engine,
                chunk_from: 0,
                chunk: Vec::new(),
            },
            (None, Some(heap)) => match SparseEngine::new(heap.clone()) {
                Ok(sparse) => Source::Narrow {
                    engine: Box::new(sparse),
                    fast: true,
                },
                Err(_) => Source::Narrow {
                    engine: Box::new(NaiveEngine::new(heap)?),
                    fast: false,
                },
            },
            (None, None) => {
                return Err(EngineError::Unsupported {
                    engine: "sequence".into(),
                    rule: rule.name(),
                    reason: crate::i18n::msg!("engine-no-code"),
                })
            }
        };
        let kept = match source {
            Source::Narrow { .. } => Values::Narrow(Vec::new()),
            Source::Wide { .. } => Values::Wide(Vec::new()),
        };
        Ok(SequenceRun {
            rule,
            family,
            name,
            source,
            histogram: Histogram::default(),
            kept,
            next_period_check: 64,
            proved: None,
            upto: 0,
            generated: 0,
        })
    }

    /// The rule.
    pub fn rule(&self) -> &SequenceRule {
        &self.rule
    }

    /// Computes on `threads` threads where the engine can (the sparse engine's vector
    /// blocks; BENCHMARKS.md has what they gain). Speed only: the values, the
    /// checkpoints and the report are the same with any number.
    ///
    /// ```
    /// use grundy_heap::sequence::SequenceRun;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut run = SequenceRun::new(HeapRule::parse("0.6").unwrap(), "officers".into()).unwrap();
    /// run.set_threads(2);
    /// assert!(run.engine().is_some());
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        if let Source::Narrow { engine, .. } = &mut self.source {
            engine.set_threads(threads);
        }
    }

    /// The heap engine, whose state a checkpoint saves; `None` for the 64-bit engines
    /// (closed forms and subtraction recurrences: fast, not checkpointed).
    pub fn engine(&self) -> Option<&dyn NimSequenceEngine> {
        match &self.source {
            Source::Narrow { engine, .. } => Some(engine.as_ref()),
            Source::Wide { .. } => None,
        }
    }

    /// The histogram of every value computed.
    pub fn histogram(&self) -> &Histogram {
        &self.histogram
    }

    /// The values kept in memory: `G(0..kept.len())`.
    pub fn kept(&self) -> &Values {
        &self.kept
    }

    /// How many values are known.
    pub fn computed(&self) -> u64 {
        match &self.source {
            Source::Narrow { engine, .. } => engine.computed(),
            Source::Wide { engine, .. } => engine.computed(),
        }
    }

    /// How many values are known: `G(0..known)`, computed or generated from the proved
    /// period ([`SequenceRun::generate_to`]).
    pub fn known(&self) -> u64 {
        self.computed().max(self.generated)
    }

    /// True when every computed value is kept.
    pub fn all_kept(&self) -> bool {
        self.kept.len() as u64 == self.computed()
    }

    /// `G(n)` if it is kept, or among the values of the last chunk.
    pub fn value(&self, n: u64) -> Option<u64> {
        if let Some(v) = self.kept.get(n) {
            return Some(v);
        }
        match &self.source {
            Source::Narrow { engine, .. } => engine.value(n).map(u64::from),
            Source::Wide {
                chunk_from, chunk, ..
            } => n
                .checked_sub(*chunk_from)
                .and_then(|i| chunk.get(usize::try_from(i).ok()?).copied()),
        }
    }
}

/// Computes `G(0..=upto)` (with `period`: stopping at a proved period) and reports it.
///
/// ```
/// use grundy_heap::sequence::{compute, SequenceRule};
/// use grundy_heap::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
/// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("0.6").unwrap()), "0.6".to_string());
/// let r = compute(rule, name, 5, false, &AtomicBool::new(false)).unwrap();
/// assert_eq!(r.values.unwrap().to_vec(), vec![0, 0, 1, 2, 0, 1]);
/// ```
///
/// # Errors
/// When the engine cannot run the rule or a value overflows.
pub fn compute(
    rule: impl Into<SequenceRule>,
    name: String,
    upto: u64,
    period: bool,
    cancel: &AtomicBool,
) -> Result<SequenceReport, EngineError> {
    let mut run = SequenceRun::new(rule, name)?;
    while let Stop::Chunk { .. } = run.step(upto, period, &mut |_| {}, cancel)? {}
    Ok(run.report())
}

#[cfg(test)]
mod tests;
