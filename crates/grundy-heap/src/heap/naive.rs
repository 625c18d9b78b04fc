//! The naive O(N²) nim-sequence engine, [`NaiveEngine`]: the reference every faster
//! engine is tested against, and the engine for the rules the
//! [sparse engine](super::sparse) refuses (moves leaving three heaps, codes with a
//! repeating block, Lasker's Nim by its closed form; moves leaving four or more heaps,
//! `*` and `{k+}` digits and additive digits through the [split tables](super::splits)). The trait it implements is
//! [`NimSequenceEngine`] ([`super::engine`]).
//!
//! `G(n) = mex` of: `0` if a move may remove the whole heap; `G(n−j)` for take moves;
//! `G(a) ⊕ G(b)` over `a ≤ b`, `a + b = n − j` for two-heap digits (half the loop by
//! symmetry); `G(a) ⊕ G(b) ⊕ G(c)` over `a ≤ b ≤ c` for three-heap digits — each filtered
//! by the digit's modifier. The mex is taken over a fixed bitset sized to the values
//! seen so far. Values are `u16`; a larger value is an error, never a wrap-around.
//!
//! ```
//! use grundy_heap::heap::engine::NimSequenceEngine;
//! use grundy_heap::heap::naive::NaiveEngine;
//! use grundy_heap::heap::rule::HeapRule;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut engine = NaiveEngine::new(HeapRule::parse("kayles").unwrap()).unwrap();
//! engine.run_until(11, &mut |_| {}, &AtomicBool::new(false)).unwrap();
//! assert_eq!(engine.values(), &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "heap sizes index G(0..n), given whole (value_from checks its length) or computed by the engine; values index a bitset sized from the largest of them; digits are read below their count or at pre + (j - pre) % period"
)]

use super::code::Constraint;
use super::engine::{run_steps, run_steps_with, STATE_FORMAT};
use super::rule::HeapRule;
use super::splits::{self, SplitTables};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

// Transition: the engine trait and its types moved to `heap::engine`. These re-exports
// keep compiling the files that still import them from here (sequence/run/,
// sequence/solved.rs, sequence/subtraction.rs, sequence/search.rs); remove them once those
// import from `crate::heap::engine`.
#[doc(hidden)]
pub use super::engine::{EngineError, EngineState, NimSequenceEngine, Progress, RunOutcome};

/// The name under which the engine writes its [`EngineState`].
///
/// ```
/// assert_eq!(grundy_heap::heap::naive::ENGINE_NAME, "naive");
/// ```
pub const ENGINE_NAME: &str = "naive";

/// One digit compiled for the naive loop (at most three heaps).
#[derive(Debug, Clone, Copy, Default)]
struct Compiled {
    nonzero: bool,
    whole: bool,
    take: Option<Constraint>,
    two: Option<Constraint>,
    three: Option<Constraint>,
}

/// Words of the mex bitset: 2^16 values plus one.
const SEEN_WORDS: usize = (1 << 16) / 64 + 1;

/// The naive engine: stores every value, `O(n)` work per two-heap digit and `O(n²)` per
/// three-heap digit for `G(n)`. Handles every code: moves leaving at most three heaps
/// directly (finite or periodic, Grundy's game), Lasker's Nim by its closed form, and
/// codes with moves leaving four or more heaps or adding tokens through
/// [split tables](super::splits) (`O(n · L · W)` word operations for `G(n)`).
///
/// ```
/// use grundy_heap::heap::engine::NimSequenceEngine;
/// use grundy_heap::heap::naive::NaiveEngine;
/// use grundy_heap::heap::rule::HeapRule;
/// let mut g = NaiveEngine::new(HeapRule::grundy_game()).unwrap();
/// let first: Vec<u16> = (0..10).map(|_| g.step().unwrap()).collect();
/// assert_eq!(first, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
#[derive(Debug, Clone)]
pub struct NaiveEngine {
    rule: HeapRule,
    /// Compiled digits `d0, d1, …` (the periodic block last), empty for Lasker.
    digits: Vec<Compiled>,
    /// Length of the periodic block (0: finite).
    period: usize,
    values: Vec<u16>,
    max_value: u16,
    seen: Vec<u64>,
    progress_every: u64,
    /// The tables of splits into many heaps, for codes whose moves leave four or more
    /// heaps or add tokens ([`splits`]); `None` for the others.
    splits: Option<SplitTables>,
}

impl NaiveEngine {
    /// An engine at `G(0..0)` for `rule` (every heap rule: codes whose moves leave four or
    /// more heaps, or add tokens, go through split tables, see [`splits`]).
    ///
    /// # Errors
    /// None at present; kept for engines that refuse rules.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let e = NaiveEngine::new(HeapRule::Lasker).unwrap();
    /// assert_eq!(e.computed(), 0);
    /// ```
    pub fn new(rule: HeapRule) -> Result<NaiveEngine, EngineError> {
        let mut digits = Vec::new();
        let mut period = 0;
        let mut split_tables = None;
        if let HeapRule::TakeBreak(code) = &rule {
            period = code.period();
            if splits::needed(code) {
                split_tables = Some(SplitTables::new(code));
            }
            for d in code.digits() {
                digits.push(Compiled {
                    nonzero: !d.is_zero(),
                    whole: d.allows(0).is_some(),
                    take: d.allows(1),
                    two: d.allows(2),
                    three: d.allows(3),
                });
            }
        }
        Ok(NaiveEngine {
            rule,
            digits,
            period,
            values: Vec::new(),
            max_value: 0,
            seen: vec![0; SEEN_WORDS],
            progress_every: 4096,
            splits: split_tables,
        })
    }

    /// The same engine reporting progress every `every` values.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let mut e = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap().with_progress_every(10);
    /// let mut reports = 0;
    /// e.run_until(99, &mut |_| reports += 1, &AtomicBool::new(false)).unwrap();
    /// assert_eq!(reports, 11); // every 10 values, and once at the end
    /// ```
    pub fn with_progress_every(mut self, every: u64) -> NaiveEngine {
        self.progress_every = every.max(1);
        self
    }

    /// The values computed so far, `G(0..computed)`.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut e = NaiveEngine::new(HeapRule::Lasker).unwrap();
    /// e.step().unwrap();
    /// assert_eq!(e.values(), &[0]);
    /// ```
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// Consumes the engine, returning its values.
    ///
    /// ```
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert!(NaiveEngine::new(HeapRule::Lasker).unwrap().into_values().is_empty());
    /// ```
    pub fn into_values(self) -> Vec<u16> {
        self.values
    }

    fn compiled(&self, j: usize) -> Option<&Compiled> {
        let len = self.digits.len();
        if j < len {
            Some(&self.digits[j])
        } else if self.period > 0 {
            let pre = len - self.period;
            Some(&self.digits[pre + (j - pre) % self.period])
        } else {
            None
        }
    }

    /// `G(n)` from `G(0..n)` (which `self.values` must hold).
    fn compute(&mut self, n: usize) -> Result<u16, EngineError> {
        let values = std::mem::take(&mut self.values);
        let v = match self.splits.take() {
            Some(mut tables) => {
                let v = tables
                    .reserve(&values, n, self.max_value, &AtomicBool::new(false), 0)
                    .and_then(|_| self.compute_wide(&tables, &values, n));
                self.splits = Some(tables);
                v
            }
            None => self.compute_from(&values, self.max_value, n),
        };
        self.values = values;
        v
    }

    /// The next value of a code with split tables, the tables readied with `cancel`
    /// (sums up to `want` if they grow): `Ok(false)` when the flag stopped the readying.
    fn step_within(&mut self, cancel: &AtomicBool, want: usize) -> Result<bool, EngineError> {
        let Some(mut tables) = self.splits.take() else {
            return self.step().map(|_| true);
        };
        let n = self.values.len();
        let values = std::mem::take(&mut self.values);
        let v = match tables.reserve(&values, n, self.max_value, cancel, want) {
            Ok(true) => self.compute_wide(&tables, &values, n).map(Some),
            Ok(false) => Ok(None),
            Err(e) => Err(e),
        };
        self.values = values;
        self.splits = Some(tables);
        let Some(v) = v? else {
            return Ok(false);
        };
        self.values.push(v);
        self.max_value = self.max_value.max(v);
        Ok(true)
    }

    /// `G(n)` of a code with split tables readied for `n` ([`SplitTables::reserve`]):
    /// the mex over the digits' zero- and one-heap options and the tables' sets.
    fn compute_wide(
        &mut self,
        tables: &SplitTables,
        g: &[u16],
        n: usize,
    ) -> Result<u16, EngineError> {
        let HeapRule::TakeBreak(code) = &self.rule else {
            return Err(EngineError::BadState(crate::i18n::Message::new(
                "reason-state-tables-no-code",
            )));
        };
        let words = tables.words();
        let mut seen = std::mem::take(&mut self.seen);
        seen[..=words].fill(0);
        for (i, d) in code.additive().iter().enumerate() {
            tables.mark(d, n + i + 1, g, &mut seen[..words]);
        }
        let top = code.max_take().map_or(n, |t| (t as usize).min(n));
        for j in 0..=top {
            let Some(d) = code.digit_ref(j as u64) else {
                break;
            };
            let m = n - j;
            if m == 0 {
                if d.allows(0).is_some() {
                    seen[0] |= 1;
                }
                continue;
            }
            if let Some(c) = d.allows(1).filter(|c| j > 0 && c.admits_one(m as u64)) {
                let _ = c;
                let v = g[m];
                seen[usize::from(v >> 6)] |= 1 << (v & 63);
            }
            tables.mark(d, m, g, &mut seen[..words]);
        }
        let mex = first_free(&seen[..=words]);
        self.seen = seen;
        u16::try_from(mex).map_err(|_| EngineError::ValueOverflow { n: n as u64 })
    }

    /// `G(n)` recomputed from `values[..n]` taken as `G(0..n)` — not from the engine's own
    /// values: a value read from elsewhere (a checkpoint) checked against its options.
    /// An upper bound of the work is [`NaiveEngine::work`].
    ///
    /// # Errors
    /// [`EngineError::BadState`] when `values` holds fewer than `n` values;
    /// [`EngineError::ValueOverflow`] as [`NimSequenceEngine::step`].
    ///
    /// ```
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let mut kayles = NaiveEngine::new(HeapRule::parse("kayles").unwrap()).unwrap();
    /// let values = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    /// assert_eq!(kayles.value_from(&values, 11).unwrap(), 6);
    /// assert_eq!(kayles.value_from(&[0, 1, 2, 5], 4).unwrap(), 1); // from a wrong G(3)
    /// assert!(kayles.value_from(&values, 13).is_err()); // G(0..13) is not given
    /// ```
    pub fn value_from(&mut self, values: &[u16], n: usize) -> Result<u16, EngineError> {
        let Some(before) = values.get(..n) else {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-too-few-values")
                    .with("n", n)
                    .with("count", values.len()),
            ));
        };
        let max = before.iter().copied().max().unwrap_or(0);
        if let HeapRule::TakeBreak(code) = &self.rule
            && self.splits.is_some()
        {
            let mut tables = SplitTables::new(code);
            tables.reserve(before, n, max, &AtomicBool::new(false), 0)?;
            return self.compute_wide(&tables, before, n);
        }
        self.compute_from(before, max, n)
    }

    /// An upper bound of the options [`NaiveEngine::value_from`] examines for `G(n)`:
    /// about `n` a two-heap digit and `n²/6` a three-heap one.
    ///
    /// ```
    /// use grundy_heap::heap::naive::NaiveEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let kayles = NaiveEngine::new(HeapRule::parse("kayles").unwrap()).unwrap();
    /// let three = NaiveEngine::new(HeapRule::parse("hex(0.F)").unwrap()).unwrap();
    /// assert!(kayles.work(1000) < three.work(1000));
    /// ```
    pub fn work(&self, n: usize) -> u64 {
        let n = n as u64;
        if let Some(tables) = &self.splits {
            return tables.work(n);
        }
        let digits = if self.period > 0 {
            n + 1
        } else {
            (self.digits.len() as u64).min(n + 1)
        };
        let two = self.digits.iter().any(|d| d.two.is_some());
        let three = self.digits.iter().any(|d| d.three.is_some());
        let per_digit = 1 + if two { n } else { 0 } + if three { n * n / 6 } else { 0 };
        digits.saturating_mul(per_digit)
    }

    /// `G(n)` from `g` = `G(0..n)` whose largest value is `max_value`.
    // MSRV 1.80: `is_multiple_of` is newer.
    #[allow(clippy::manual_is_multiple_of, unknown_lints)]
    fn compute_from(&mut self, g: &[u16], max_value: u16, n: usize) -> Result<u16, EngineError> {
        if self.rule == HeapRule::Lasker {
            let v = lasker_value(n as u64);
            return u16::try_from(v).map_err(|_| EngineError::ValueOverflow { n: n as u64 });
        }
        let bits = 16 - max_value.leading_zeros();
        let width = ((1usize << bits) >> 6) + 1;
        let mut seen = std::mem::take(&mut self.seen);
        seen[..width].fill(0);
        let set = |seen: &mut [u64], v: u16| seen[(v >> 6) as usize] |= 1u64 << (v & 63);
        let top = if self.period > 0 {
            n
        } else {
            n.min(self.digits.len().saturating_sub(1))
        };
        for j in 0..=top {
            let Some(&d) = self.compiled(j) else { break };
            if !d.nonzero {
                continue;
            }
            let m = n - j;
            if m == 0 {
                if d.whole {
                    set(&mut seen, 0);
                }
                continue;
            }
            if d.take.is_some_and(|c| c.admits_one(m as u64)) {
                set(&mut seen, g[m]);
            }
            match d.two {
                None => {}
                Some(Constraint::AllEqual) if m % 2 == 0 => set(&mut seen, 0),
                Some(Constraint::AllEqual) => {}
                Some(c) => {
                    // Any: a ≤ b; Distinct (and `?`, normalized to it): a < b.
                    let hi = if c == Constraint::Any {
                        m / 2
                    } else {
                        (m - 1) / 2
                    };
                    for a in 1..=hi {
                        set(&mut seen, g[a] ^ g[m - a]);
                    }
                }
            }
            match d.three {
                None => {}
                Some(Constraint::AllEqual) if m % 3 == 0 => set(&mut seen, g[m / 3]),
                Some(Constraint::AllEqual) => {}
                Some(c) => {
                    for a in 1..=m / 3 {
                        let rest = m - a;
                        let ga = g[a];
                        for b in a..=rest / 2 {
                            let c3 = rest - b;
                            let ok = match c {
                                Constraint::Distinct => a < b && b < c3,
                                Constraint::NotAllEqual => !(a == b && b == c3),
                                _ => true,
                            };
                            if ok {
                                set(&mut seen, ga ^ g[b] ^ g[c3]);
                            }
                        }
                    }
                }
            }
        }
        let mex = first_free(&seen[..width]);
        self.seen = seen;
        u16::try_from(mex).map_err(|_| EngineError::ValueOverflow { n: n as u64 })
    }
}

/// The first clear bit of `words` (their last word has one: the words cover more
/// values than there are options' values below the mex).
fn first_free(words: &[u64]) -> usize {
    words
        .iter()
        .enumerate()
        .find(|&(_, &w)| w != u64::MAX)
        .map_or(words.len() * 64, |(i, w)| {
            i * 64 + w.trailing_ones() as usize
        })
}

impl NimSequenceEngine for NaiveEngine {
    fn rule(&self) -> &HeapRule {
        &self.rule
    }

    fn computed(&self) -> u64 {
        self.values.len() as u64
    }

    fn value(&self, n: u64) -> Option<u16> {
        self.values.get(usize::try_from(n).ok()?).copied()
    }

    fn max_value(&self) -> u16 {
        self.max_value
    }

    fn step(&mut self) -> Result<u16, EngineError> {
        let v = self.compute(self.values.len())?;
        self.values.push(v);
        self.max_value = self.max_value.max(v);
        Ok(v)
    }

    fn progress_every(&self) -> u64 {
        self.progress_every
    }

    /// Steps; with split tables, readies them before each value with `cancel` (sized
    /// for the whole run when they grow), so that a rebuild of the tables stops within a
    /// part when the flag is raised.
    fn run_until(
        &mut self,
        n: u64,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<RunOutcome, EngineError> {
        if self.splits.is_none() {
            return run_steps(self, n, progress, cancel);
        }
        let want = usize::try_from(n.saturating_add(2)).unwrap_or(usize::MAX);
        run_steps_with(self, n, progress, cancel, |engine, cancel| {
            engine.step_within(cancel, want)
        })
    }

    fn save_state(&self) -> EngineState {
        EngineState {
            format: STATE_FORMAT,
            engine: ENGINE_NAME.into(),
            rule: self.rule.to_string(),
            computed: self.computed(),
            values_from: 0,
            values: self.values.clone(),
            max_value: self.max_value,
            extra: BTreeMap::new(),
        }
    }

    /// Checks the format, engine, rule, lengths and the largest value, and recomputes the
    /// last stored value from the ones before it (a state whose values do not belong to
    /// its rule is refused).
    fn restore(state: EngineState) -> Result<NaiveEngine, EngineError> {
        if state.format != STATE_FORMAT {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-format")
                    .with("found", u64::from(state.format))
                    .with("format", u64::from(STATE_FORMAT)),
            ));
        }
        if state.engine != ENGINE_NAME {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-other-engine")
                    .with("engine", &state.engine)
                    .with("expected", ENGINE_NAME),
            ));
        }
        if state.values_from != 0 || state.values.len() as u64 != state.computed {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-values-claim")
                    .with("count", state.values.len())
                    .with("from", state.values_from)
                    .with("computed", state.computed),
            ));
        }
        if !state.extra.is_empty() {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-unknown-data").with("engine", ENGINE_NAME),
            ));
        }
        let rule = HeapRule::parse(&state.rule)?;
        let mut engine = NaiveEngine::new(rule)?;
        let max = state.values.iter().copied().max().unwrap_or(0);
        if max != state.max_value {
            return Err(EngineError::BadState(
                crate::i18n::Message::new("reason-state-max-value")
                    .with("max", u64::from(max))
                    .with("recorded", u64::from(state.max_value)),
            ));
        }
        if let Some((&last, before)) = state.values.split_last() {
            engine.values = before.to_vec();
            engine.max_value = before.iter().copied().max().unwrap_or(0);
            let again = engine.compute(before.len())?;
            if again != last {
                return Err(EngineError::BadState(
                    crate::i18n::Message::new("reason-state-recomputes")
                        .with("n", before.len())
                        .with("again", u64::from(again))
                        .with("last", u64::from(last))
                        .with("rule", &state.rule),
                ));
            }
        }
        engine.values = state.values;
        engine.max_value = max;
        Ok(engine)
    }
}

/// Lasker's Nim by its closed form: `G(0) = 0` and, for `n ≥ 1`, `G(n) = n` if
/// `n ≡ 1, 2 (mod 4)`, `n + 1` if `n ≡ 3`, `n − 1` if `n ≡ 0 (mod 4)`.
///
/// ```
/// use grundy_heap::heap::naive::lasker_value;
/// let v: Vec<u64> = (0..13).map(lasker_value).collect();
/// assert_eq!(v, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]);
/// ```
pub fn lasker_value(n: u64) -> u64 {
    match n % 4 {
        _ if n == 0 => 0,
        0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

/// `G(0..=upto)` of `rule` with the naive engine (a convenience for small runs).
///
/// # Errors
/// As [`NaiveEngine::new`] and [`NimSequenceEngine::step`].
///
/// ```
/// use grundy_heap::heap::naive::sequence;
/// use grundy_heap::heap::rule::HeapRule;
/// let dawson = sequence(&HeapRule::parse("dawson-kayles").unwrap(), 9).unwrap();
/// assert_eq!(dawson, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// ```
pub fn sequence(rule: &HeapRule, upto: u64) -> Result<Vec<u16>, EngineError> {
    let mut engine = NaiveEngine::new(rule.clone())?;
    engine.run_until(upto, &mut |_| {}, &AtomicBool::new(false))?;
    Ok(engine.into_values())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;
    use std::sync::Arc;

    /// Hardening II F2: a code whose moves leave unboundedly many heaps (`tb(0.{3+}!)`,
    /// split tables) stops within a part or two of its tables once the flag is raised,
    /// even while the tables are being rebuilt for more heap sizes (that rebuild once ran
    /// inside a step, deaf to the flag). Work is counted (parts joined), not timed.
    #[test]
    fn a_cancel_stops_the_split_tables_within_a_part() {
        let rule = HeapRule::parse("tb(0.{3+}!)").unwrap();
        let mut engine = NaiveEngine::new(rule)
            .unwrap()
            .with_progress_every(u64::MAX);
        engine
            .run_until(1023, &mut |_| {}, &AtomicBool::new(false))
            .unwrap();
        let counters = engine.splits.as_ref().unwrap().counters.clone();
        let rebuilds = counters.rebuilds.load(Ordering::Relaxed);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let run = std::thread::spawn(move || {
            let outcome = engine.run_until(20_000, &mut |_| {}, &flag).unwrap();
            (outcome, engine.computed())
        });
        // Wait until a rebuild of the tables is under way: 100 parts joined again.
        let rebuilding = || {
            counters.rebuilds.load(Ordering::Relaxed) > rebuilds
                && counters.parts.load(Ordering::Relaxed) >= 100
        };
        while !run.is_finished() && !rebuilding() {
            std::thread::yield_now();
        }
        assert!(
            !run.is_finished(),
            "the run ended before rebuilding its tables"
        );
        cancel.store(true, Ordering::Relaxed);
        let at = counters.joins.load(Ordering::Relaxed);
        let (outcome, computed) = run.join().unwrap();
        let after = counters.joins.load(Ordering::Relaxed) - at;
        assert_eq!(outcome, RunOutcome::Cancelled { computed });
        assert!(after <= 2, "{after} parts joined after the cancel");
    }
}
