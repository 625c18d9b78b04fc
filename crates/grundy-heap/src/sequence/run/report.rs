//! [`SequenceReport`]: what a run reports (the JSON of `grundy seq --json` and of
//! `/api/sequence`), of every value known or of the first ones only.

use super::{SequenceRun, Values, RARE_LIST};
use crate::heap::stats::{Histogram, SequenceStats};
use crate::sequence::periodicity::{analyze_family, Periodicity};
use serde::Serialize;

/// The report of a run: `{game, code, computed, upto, values, period, stats}`; in words,
/// `SequenceReport::explain` (in the library `grundy`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SequenceReport {
    /// The game as named (lower-case).
    pub game: String,
    /// Its code in CGSuite notation, in CGSuite's standard form (a subtraction set too
    /// large for a code: its name).
    pub code: String,
    /// How many values were computed: `G(0..computed)`.
    pub computed: u64,
    /// The `N` asked for: the run computes `G(0..=upto)`, or stops earlier (at a proved
    /// period when the period is searched for, or when cancelled). 0 before any step.
    pub upto: u64,
    /// `G(0), G(1), …`; `None` when the run is longer than [`KEEP_LIMIT`](super::KEEP_LIMIT).
    pub values: Option<Values>,
    /// The period found (proved or only observed).
    pub period: Option<Periodicity>,
    /// Value frequencies and the rare/common split.
    pub stats: SequenceStats,
    /// The first `n` whose value was not computed but follows from the proved period
    /// ([`SequenceRun::generate_to`]): `G(generated_from..computed)` are the period's;
    /// `None` (and not in the JSON) when every value was computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generated_from: Option<u64>,
}

impl SequenceRun {
    /// The report of the values known so far (computed, or generated from the proved
    /// period by [`SequenceRun::generate_to`]).
    pub fn report(&self) -> SequenceReport {
        let stats = match &self.kept {
            Values::Narrow(v) => self.histogram.stats(v, RARE_LIST),
            Values::Wide(v) => self.histogram.stats(v, RARE_LIST),
        };
        let known = self.known();
        SequenceReport {
            game: self.name.clone(),
            code: self.rule.code(),
            computed: known,
            upto: self.upto,
            values: (self.kept.len() as u64 == known).then(|| self.kept.clone()),
            period: self.period(),
            stats,
            generated_from: (known > self.computed()).then(|| self.computed()),
        }
    }

    /// The report of `G(0..end)` only — what a run to `end - 1` reports — when the run
    /// went further (a resumed checkpoint longer than asked) and keeps those values;
    /// [`SequenceRun::report`] when `end` covers every value computed; `None` when values
    /// below `end` are no longer kept (past [`KEEP_LIMIT`](super::KEEP_LIMIT)).
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRun, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
    /// let mut long = SequenceRun::new(rule.clone(), name.clone()).unwrap();
    /// long.step(199, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// let mut short = SequenceRun::new(rule, name).unwrap();
    /// short.step(99, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// assert_eq!(long.report_to(100), Some(short.report()));
    /// ```
    pub fn report_to(&self, end: u64) -> Option<SequenceReport> {
        if end >= self.known() {
            return Some(self.report());
        }
        let len = usize::try_from(end)
            .ok()
            .filter(|&l| l <= self.kept.len())?;
        let kept = match &self.kept {
            Values::Narrow(v) => Values::Narrow(v.iter().take(len).copied().collect()),
            Values::Wide(v) => Values::Wide(v.iter().take(len).copied().collect()),
        };
        let (stats, period) = match &kept {
            Values::Narrow(v) => (
                Histogram::of(v).stats(v, RARE_LIST),
                analyze_family(&self.family, &self.rule, v),
            ),
            Values::Wide(v) => (
                Histogram::of(v).stats(v, RARE_LIST),
                analyze_family(&self.family, &self.rule, v),
            ),
        };
        Some(SequenceReport {
            game: self.name.clone(),
            code: self.rule.code(),
            computed: end,
            upto: end.saturating_sub(1),
            values: Some(kept),
            period,
            stats,
            generated_from: None,
        })
    }
}
