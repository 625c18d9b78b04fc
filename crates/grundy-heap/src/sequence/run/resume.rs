//! A run continued from a checkpoint's engine, histogram and kept values, checked before it
//! is trusted ([`SequenceRun::resume`]).

use super::{SequenceRun, Source, Values, KEEP_LIMIT};
use crate::heap::naive::NimSequenceEngine;
use crate::heap::sparse::ENGINE_NAME as SPARSE;
use crate::heap::stats::Histogram;
use crate::sequence::checkpoint::CheckpointError;
use crate::sequence::SequenceRule;

impl SequenceRun {
    /// A run continued from a saved heap engine, histogram and kept values, checked before
    /// it is trusted: the engine is for `rule`; `min(computed, KEEP_LIMIT)` values are
    /// kept; the counts add up to the values computed (without overflow), have the
    /// engine's largest value, and hold the kept values (exactly, when all are kept);
    /// every kept value the engine also holds is the same; and the kept values agree with
    /// their options (all of the first ones, a sample of the others; see
    /// [`checkpoint`](crate::sequence::checkpoint)). A [`Checkpoint`](crate::sequence::checkpoint::Checkpoint)
    /// comes back this way.
    ///
    /// # Errors
    /// [`CheckpointError::Inconsistent`] naming the first disagreement found.
    ///
    /// ```
    /// use grundy_heap::heap::{engine::NimSequenceEngine, naive::NaiveEngine, rule::HeapRule};
    /// use grundy_heap::heap::stats::Histogram;
    /// use grundy_heap::sequence::SequenceRun;
    /// let rule = HeapRule::parse("kayles").unwrap();
    /// let mut engine = NaiveEngine::new(rule.clone()).unwrap();
    /// for _ in 0..6 { engine.step().unwrap(); }
    /// let kept = engine.values().to_vec(); // 0 1 2 3 1 4
    /// let run = SequenceRun::resume(rule.clone(), "kayles".into(), Box::new(engine.clone()),
    ///     Histogram::of(&kept), kept.clone());
    /// assert_eq!(run.unwrap().computed(), 6);
    /// let wrong = SequenceRun::resume(rule, "kayles".into(), Box::new(engine),
    ///     Histogram::of(&kept[..5]), kept);
    /// assert!(wrong.is_err()); // 5 values counted, 6 computed
    /// ```
    pub fn resume(
        rule: impl Into<SequenceRule>,
        name: String,
        engine: Box<dyn NimSequenceEngine + Send>,
        histogram: Histogram,
        kept: Vec<u16>,
    ) -> Result<SequenceRun, CheckpointError> {
        let rule = rule.into();
        let bad = |why: crate::i18n::Message| Err(CheckpointError::Inconsistent(why));
        let Some(heap) = rule.heap_rule() else {
            return bad(
                crate::i18n::Message::new("reason-checkpoint-not-heap").with("rule", rule.name())
            );
        };
        if engine.rule() != &heap {
            return bad(crate::i18n::Message::new("reason-checkpoint-other-rule")
                .with("engine", engine.rule().to_string())
                .with("rule", heap.to_string()));
        }
        let computed = engine.computed();
        if kept.len() as u64 != computed.min(KEEP_LIMIT) {
            return bad(crate::i18n::Message::new("reason-checkpoint-kept-count")
                .with("kept", kept.len())
                .with("computed", computed)
                .with("limit", KEEP_LIMIT));
        }
        if histogram.checked_total() != Some(computed) {
            return bad(match histogram.checked_total() {
                Some(total) => crate::i18n::Message::new("reason-checkpoint-counts-total")
                    .with("total", total)
                    .with("computed", computed),
                None => crate::i18n::Message::new("reason-checkpoint-counts-overflow")
                    .with("computed", computed),
            });
        }
        if histogram.max_value() != u64::from(engine.max_value()) {
            return bad(crate::i18n::Message::new("reason-checkpoint-counts-max")
                .with("reach", histogram.max_value())
                .with("max", u64::from(engine.max_value())));
        }
        for (n, &v) in kept.iter().enumerate() {
            if let Some(e) = engine.value(n as u64)
                && e != v
            {
                return bad(crate::i18n::Message::new("reason-checkpoint-kept-differs")
                    .with("n", n)
                    .with("kept", u64::from(v))
                    .with("engine", u64::from(e)));
            }
        }
        let counted = Histogram::of(&kept);
        let agrees = if kept.len() as u64 == computed {
            counted == histogram
        } else {
            histogram.contains(&counted)
        };
        if !agrees {
            return bad(crate::i18n::Message::new("reason-checkpoint-counts-kept"));
        }
        crate::sequence::checkpoint::verify_values(&heap, &kept)?;
        let next_period_check = (kept.len() as u64).next_power_of_two().max(64);
        let fast = engine.save_state().engine == SPARSE;
        Ok(SequenceRun {
            family: rule.family(),
            rule,
            name,
            source: Source::Narrow { engine, fast },
            histogram,
            kept: Values::Narrow(kept),
            next_period_check,
            proved: None,
            // The N of the run that was saved: every value computed (a later step sets
            // the N asked for).
            upto: computed.saturating_sub(1),
            generated: 0,
        })
    }
}
