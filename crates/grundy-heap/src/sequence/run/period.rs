//! A run's period: looked for in the kept values, proved at a checkpoint, and the values
//! past it generated instead of computed ([`SequenceRun::period_values`],
//! [`SequenceRun::generate_to`]).

use super::{SequenceRun, Values, CHUNK, KEEP_LIMIT};
use crate::sequence::periodicity::{analyze_family, Periodicity};
use std::sync::atomic::{AtomicBool, Ordering};

impl SequenceRun {
    /// The period the kept values show (proved or only observed).
    pub(super) fn analyze_kept(&self) -> Option<Periodicity> {
        match &self.kept {
            Values::Narrow(v) => analyze_family(&self.family, &self.rule, v),
            Values::Wide(v) => analyze_family(&self.family, &self.rule, v),
        }
    }

    /// The period proved at a checkpoint, if any.
    pub fn proved(&self) -> Option<&Periodicity> {
        self.proved.as_ref()
    }

    /// `G(n)` from the proved period, as [`SequenceRun::period_values`] gives it (any
    /// `n` from the preperiod on, in constant time); `None` where that gives none.
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRun, Stop, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("dawson-chess").unwrap()), "dawson-chess".to_string());
    /// let mut run = SequenceRun::new(rule, name).unwrap();
    /// while let Stop::Chunk { .. } = run.step(u64::MAX - 1, true, &mut |_| {}, &AtomicBool::new(false)).unwrap() {}
    /// // Dawson's chess (0.137) has period 34 from n = 53 (G counted by heaps of n + 1).
    /// assert_eq!(run.period_value(1_000_000_000_000), run.period_value(1_000_000_000_000 - 34));
    /// ```
    pub fn period_value(&self, n: u64) -> Option<u64> {
        self.period_values(n)?.next()
    }

    /// `G(from), G(from + 1), …` generated from the proved period (see
    /// [`SequenceRun::proved`]), without computing: `G(n) = G(n − kp) + ks` for the
    /// period `p` and saltus `s` from the preperiod `e` on. `None` when no period is
    /// proved, when `from < e`, or when one period's values are not kept. The iterator
    /// ends where a value would pass `u64::MAX`.
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRun, Stop, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
    /// let mut run = SequenceRun::new(rule.clone(), name.clone()).unwrap();
    /// while let Stop::Chunk { .. } = run.step(1 << 20, true, &mut |_| {}, &AtomicBool::new(false)).unwrap() {}
    /// assert_eq!(run.computed(), 256); // the period 12 is proved here
    /// let mut all = SequenceRun::new(rule, name).unwrap();
    /// all.step(2999, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// let generated: Vec<u64> = run.period_values(256).unwrap().take(2744).collect();
    /// let computed: Vec<u64> = (256..3000).map(|n| all.value(n).unwrap()).collect();
    /// assert_eq!(generated, computed);
    /// ```
    pub fn period_values(&self, from: u64) -> Option<impl Iterator<Item = u64> + '_> {
        let (e, p, s) = self.proved.as_ref()?.small()?;
        if from < e || p == 0 {
            return None;
        }
        let end = e.checked_add(p)?;
        if (self.kept.len() as u64) < end {
            return None;
        }
        let k = (from - e) / p;
        let mut i = (from - e) % p;
        let mut add = k.checked_mul(s);
        Some(std::iter::from_fn(move || {
            let v = self.kept.get(e + i)?.checked_add(add?)?;
            i += 1;
            if i == p {
                i = 0;
                add = add.and_then(|a| a.checked_add(s));
            }
            Some(v)
        }))
    }

    /// The period: the proved one if the run found it, else what the kept values show.
    pub fn period(&self) -> Option<Periodicity> {
        self.proved.clone().or_else(|| self.analyze_kept())
    }

    /// Extends what the run knows to `G(0..=upto)` through its proved period, without
    /// computing: the statistics and the kept values (up to [`KEEP_LIMIT`]), so that
    /// [`SequenceRun::report`] is the report of `G(0..=upto)`. The work is proportional
    /// to the values kept and to the period, whatever `upto`, when the period has no
    /// saltus; with a saltus (whose values keep growing) a value of the histogram is
    /// counted for each `n`. Ends at once when `upto` is known already. A run so
    /// extended has nothing more to compute, and no checkpoint
    /// ([`Checkpoint::of_run`](crate::sequence::checkpoint::Checkpoint::of_run)).
    ///
    /// Returns false, changing nothing, when no period is proved (or it is too large for
    /// 64 bits, or one period's values are not kept).
    ///
    /// # Errors
    /// [`Cancelled`](grundy_core::Cancelled) when `cancel` is raised (looked at every
    /// [`CHUNK`] values); the run then knows what it knew before.
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRun, Stop, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let rule = SequenceRule::Heap(HeapRule::parse("kayles").unwrap());
    /// let go = AtomicBool::new(false);
    /// let mut run = SequenceRun::new(rule.clone(), "kayles".into()).unwrap();
    /// while let Stop::Chunk { .. } = run.step(9999, true, &mut |_| {}, &go).unwrap() {}
    /// assert_eq!(run.computed(), 256); // the period 12 is proved here
    /// assert!(run.generate_to(9999, &go).unwrap());
    /// let mut all = SequenceRun::new(rule, "kayles".into()).unwrap();
    /// while let Stop::Chunk { .. } = all.step(9999, false, &mut |_| {}, &go).unwrap() {}
    /// let (a, b) = (run.report(), all.report());
    /// assert_eq!((a.computed, a.generated_from), (10_000, Some(256)));
    /// assert_eq!((a.stats, a.values), (b.stats, b.values));
    /// ```
    pub fn generate_to(
        &mut self,
        upto: u64,
        cancel: &AtomicBool,
    ) -> Result<bool, crate::cancel::Cancelled> {
        let Some((e, p, s)) = self.proved.as_ref().and_then(Periodicity::small) else {
            return Ok(false);
        };
        let from = self.known();
        let one_period: Option<Vec<u64>> = (0..p).map(|i| self.kept.get(e + i)).collect();
        let (Some(one_period), true) = (one_period, p > 0 && from >= e) else {
            return Ok(false);
        };
        let Some(end) = upto.checked_add(1).filter(|&end| end > from) else {
            return Ok(true);
        };
        // G(n) = G(e + c) + q·s for n = e + c + q·p.
        let value = |n: u64| -> Option<u64> {
            let (q, c) = ((n - e) / p, (n - e) % p);
            let base = *one_period.get(usize::try_from(c).ok()?)?;
            q.checked_mul(s)?.checked_add(base)
        };
        let mut histogram = self.histogram.clone();
        let mut kept = self.kept.clone();
        let keep_end = end.min(KEEP_LIMIT);
        let mut n = from;
        // Value by value: those kept, and with a saltus all of them.
        let one_by_one = if s == 0 { keep_end } else { end };
        while n < one_by_one {
            let stop = n.saturating_add(CHUNK).min(one_by_one);
            if cancel.load(Ordering::Relaxed) {
                return Err(crate::cancel::Cancelled);
            }
            for n in n..stop {
                // A value past u64 ends the values known there.
                let Some(v) = value(n) else {
                    return Ok(false);
                };
                histogram.add(n, v);
                if n < KEEP_LIMIT && n == kept.len() as u64 {
                    kept.push(v);
                }
            }
            n = stop;
        }
        if n < end {
            // Without a saltus, residue by residue: the n ≡ e + c (mod p) in n..end.
            for (c, &v) in (0..p).zip(&one_period) {
                let r = (e + c) % p;
                let first = n + (r + p - n % p) % p;
                if first >= end {
                    continue;
                }
                let count = (end - 1 - first) / p + 1;
                // With an even period every such n has the parity of the first; with an
                // odd one the parities alternate.
                let (same, other) = if p.is_multiple_of(2) {
                    (count, 0)
                } else {
                    (count.div_ceil(2), count / 2)
                };
                let (even, odd) = if first.is_multiple_of(2) {
                    (same, other)
                } else {
                    (other, same)
                };
                histogram.add_counts(v, even, odd);
            }
        }
        self.histogram = histogram;
        self.kept = kept;
        self.generated = end;
        self.upto = upto;
        Ok(true)
    }
}
