//! Computing a run chunk by chunk ([`SequenceRun::step`]): the engine's values recorded,
//! progress reported and the cancel flag looked at between chunks (and within a chunk of a
//! 64-bit engine), the period looked for at each power of two.

use super::limits::WIDE_WORK_PER_LOOK;
use super::{SequenceRun, Source, Values, CHUNK, KEEP_LIMIT};
use crate::heap::naive::{EngineError, Progress, RunOutcome};
use crate::heap::stats::Histogram;
use crate::sequence::engines::WideEngine;
use std::sync::atomic::{AtomicBool, Ordering};

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

impl SequenceRun {
    /// Computes the next chunk towards `G(0..=upto)`. With `period`, stops at each
    /// power of two to look for a proved period, and ends as soon as one is found.
    ///
    /// # Errors
    /// When a value overflows a heap engine.
    pub fn step(
        &mut self,
        upto: u64,
        period: bool,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<Stop, EngineError> {
        self.upto = upto;
        let from = self.computed();
        if from > upto || self.proved.is_some() {
            return Ok(Stop::Done { from });
        }
        // A run resumed right at a periodicity checkpoint (a checkpoint saved there) looks
        // at it before going on, as the run it continues did.
        if period && self.all_kept() && from >= self.next_period_check {
            self.next_period_check = self.next_period_check.saturating_mul(2);
            if let Some(p) = self.analyze_kept().filter(|p| p.certified) {
                self.proved = Some(p);
                return Ok(Stop::Done { from });
            }
        }
        let step = if period && self.all_kept() {
            CHUNK.min(self.next_period_check.saturating_sub(from).max(1))
        } else {
            CHUNK
        };
        let end = from.saturating_add(step).min(upto.saturating_add(1)) - 1;
        let cancelled = match &mut self.source {
            Source::Narrow { engine, .. } => {
                let outcome = engine.run_until(end, progress, cancel)?;
                for n in from..engine.computed() {
                    // The sparse engine's ring holds at least 2^17 recent values, more
                    // than a chunk.
                    let v = engine.value(n).ok_or_else(|| {
                        EngineError::BadState(
                            crate::i18n::Message::new("reason-state-lost-value").with("n", n),
                        )
                    })?;
                    record(&mut self.histogram, &mut self.kept, n, u64::from(v));
                }
                matches!(outcome, RunOutcome::Cancelled { .. })
            }
            Source::Wide {
                engine,
                chunk_from,
                chunk,
            } => {
                *chunk_from = from;
                chunk.clear();
                let report = |engine: &WideEngine| Progress {
                    computed: engine.computed(),
                    target: end.saturating_add(1),
                    max_value: u16::try_from(engine.max_value()).unwrap_or(u16::MAX),
                };
                let mut cancelled = false;
                // The flag is looked at, and progress reported, every WIDE_WORK_PER_LOOK
                // units of work (|S| + 1 a value for a subtraction set).
                let mut work = WIDE_WORK_PER_LOOK;
                for n in from..=end {
                    if work >= WIDE_WORK_PER_LOOK {
                        if n > from {
                            progress(report(engine));
                        }
                        work = 0;
                        if cancel.load(Ordering::Relaxed) {
                            cancelled = true;
                            break;
                        }
                    }
                    work = work.saturating_add(engine.step_work());
                    let v = engine.step().map_err(|reason| EngineError::Unsupported {
                        engine: "sequence".into(),
                        rule: self.rule.name(),
                        reason,
                    })?;
                    chunk.push(v);
                    record(&mut self.histogram, &mut self.kept, n, v);
                }
                progress(report(engine));
                cancelled
            }
        };
        if cancelled {
            return Ok(Stop::Cancelled { from });
        }
        if period && self.all_kept() && self.computed() >= self.next_period_check {
            self.next_period_check = self.next_period_check.saturating_mul(2);
            if let Some(p) = self.analyze_kept().filter(|p| p.certified) {
                self.proved = Some(p);
                return Ok(Stop::Done { from });
            }
        }
        if self.computed() > upto {
            Ok(Stop::Done { from })
        } else {
            Ok(Stop::Chunk { from })
        }
    }
}

fn record(histogram: &mut Histogram, kept: &mut Values, n: u64, v: u64) {
    histogram.add(n, v);
    if n < KEEP_LIMIT {
        kept.push(v);
    }
}
