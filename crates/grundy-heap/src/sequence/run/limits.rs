//! How far a run goes: the values it keeps, the chunks it computes between two looks at
//! progress and cancellation, the ranges of its period search and of the values it computes
//! directly (by engine and by the work a value costs), and the memory it holds.

use super::{SequenceRun, Source, Values};
use crate::sequence::Family;

/// Values kept in memory for the report and for the period search: `G(0..KEEP_LIMIT)`.
pub const KEEP_LIMIT: u64 = 1 << 24;

/// Values computed between two looks at progress, cancellation and checkpoints.
pub const CHUNK: u64 = 1 << 14;

/// The work a 64-bit engine does between two looks at the cancel flag (and progress
/// reports) within a chunk: about 2^20 options (a subtraction set's amounts), a
/// millisecond or so.
pub(super) const WIDE_WORK_PER_LOOK: u64 = 1 << 20;

/// How many rare positions the report lists.
pub const RARE_LIST: usize = 100;

/// The period search of [`crate::sequence::SolvedSequence::solve`] with a fast engine (the
/// sparse engine, the subtraction engines): at most `G(0..2^20)` — the default range of
/// `grundy seq GAME --period`. About a second at worst (Officers, which has no known
/// period, computes about a million values a second on one thread).
pub const FAST_SEARCH_LIMIT: u64 = 1 << 20;

/// The period search with the naive engine (`O(n²)` or `O(n³)` work for `n` values), and
/// for rules no theorem covers (an observed period only): `G(0..4096)`.
pub const SLOW_SEARCH_LIMIT: u64 = 4096;

/// The work of a subtraction engine's search: about `|S| + 1` (`|X| + 1`) units a value,
/// so `sub(…)` and `allbut(…)` with at most 19 amounts search the full
/// [`FAST_SEARCH_LIMIT`].
pub const SUBTRACTION_WORK: u64 = 20_000_000;

/// The work of the naive engine's period search, counted as ways to split a heap
/// (about `n^k / k!` for `G(0..n)` of a rule whose moves leave up to `k` heaps): rules
/// leaving three or more heaps search fewer values than [`SLOW_SEARCH_LIMIT`]
/// (`tb(0.2183648)`, with three-heap splits, searches `G(0..1024)`, about 0.1 s).
pub const NAIVE_SEARCH_WORK: u64 = 200_000_000;

/// The work of computing values directly with the naive engine when no period is
/// proved, counted as [`NAIVE_SEARCH_WORK`] is (heaps of about 4,000 for three-heap
/// splits, about 18 s at most on one core; two-heap rules reach [`DIRECT_LIMIT`]).
///
/// [`DIRECT_LIMIT`]: crate::sequence::solved::DIRECT_LIMIT
pub const NAIVE_DIRECT_WORK: u64 = 12_000_000_000;

/// The largest heap whose value a formula's run (`rule(n -> …)`) computes directly, and
/// how far `grundy seq` computes one when no `--upto` is given: its options are evaluated
/// by an interpreter, heap by heap (about `n²/2` options in all for a rule like Kayles',
/// each a few steps: a few seconds for `G(0..4096)`).
pub const FORMULA_DIRECT_LIMIT: u64 = 4096;

/// The period search of a formula's run in [`crate::sequence::SolvedSequence::solve`]
/// (what `grundy analyze` does first): `G(0..512)`, a fraction of a second for a rule
/// like Kayles' — no theorem proves a formula's period, so a longer search would only
/// observe one further.
pub const FORMULA_SEARCH_LIMIT: u64 = 512;

/// The largest `n` with `n^k / k! <= work` (at least 64): how far `work` split
/// enumerations reach for moves leaving up to `k` heaps.
///
/// ```
/// use grundy_heap::sequence::run::values_within_work;
/// assert_eq!(values_within_work(3, 6_000_000), 330);
/// assert_eq!(values_within_work(2, u64::MAX), u64::MAX);
/// ```
pub fn values_within_work(heaps: u32, work: u64) -> u64 {
    if heaps <= 2 {
        return u64::MAX;
    }
    let factorial: f64 = (1..=heaps).map(f64::from).product();
    let n = (work as f64 * factorial).powf(1.0 / f64::from(heaps));
    // The float is finite and positive; `as` saturates.
    (n.floor() as u64).max(64)
}

impl SequenceRun {
    /// How many values [`crate::sequence::SolvedSequence::solve`] computes at most in its
    /// period search: [`FAST_SEARCH_LIMIT`] with the sparse engine; [`SLOW_SEARCH_LIMIT`]
    /// with the naive engine and for rules no theorem covers; for the subtraction
    /// engines [`SUBTRACTION_WORK`]` / (|S| + 1)` within those two; closed forms are
    /// proved at the first checkpoint (64 values).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::run::{SequenceRun, FAST_SEARCH_LIMIT, SLOW_SEARCH_LIMIT};
    /// let officers = SequenceRun::new(HeapRule::parse("0.6").unwrap(), "0.6".into()).unwrap();
    /// assert_eq!(officers.analysis_limit(), FAST_SEARCH_LIMIT);
    /// let grundy = SequenceRun::new(HeapRule::grundy_game(), "grundy-game".into()).unwrap();
    /// assert_eq!(grundy.analysis_limit(), SLOW_SEARCH_LIMIT); // no theorem covers `!`
    /// ```
    pub fn analysis_limit(&self) -> u64 {
        if self.is_formula() {
            return FORMULA_SEARCH_LIMIT;
        }
        let work = |amounts: usize| {
            (SUBTRACTION_WORK / (amounts as u64 + 1)).clamp(SLOW_SEARCH_LIMIT, FAST_SEARCH_LIMIT)
        };
        let covered = match (&self.family, self.rule.heap_rule()) {
            (Family::Code, Some(heap)) => {
                crate::sequence::periodicity::certificate_bound(&heap, 0, 1).is_some()
            }
            (Family::Code, None) => false,
            _ => true,
        };
        let naive = || {
            let reach = values_within_work(self.heaps_per_move(), NAIVE_SEARCH_WORK);
            // A power of two, where the search looks for a period.
            if reach >= SLOW_SEARCH_LIMIT {
                SLOW_SEARCH_LIMIT
            } else {
                (1 << reach.ilog2()).max(64)
            }
        };
        match (&self.family, &self.source) {
            (Family::Code, Source::Narrow { fast: false, .. } | Source::Wide { .. }) => naive(),
            (_, _) if !covered => SLOW_SEARCH_LIMIT,
            (Family::Lasker | Family::Bounded(_), _) => SLOW_SEARCH_LIMIT,
            (_, Source::Narrow { fast: true, .. }) => FAST_SEARCH_LIMIT,
            (_, Source::Narrow { fast: false, .. }) => SLOW_SEARCH_LIMIT,
            (Family::Finite(set), Source::Wide { .. }) => work(set.len()),
            (Family::AllBut(x), Source::Wide { .. }) => work(x.len()),
        }
    }

    /// The largest heap whose value is computed directly when no period is proved:
    /// [`DIRECT_LIMIT`], less for the naive engine on rules leaving three or more heaps
    /// ([`NAIVE_DIRECT_WORK`]).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::run::SequenceRun;
    /// use grundy_heap::sequence::solved::DIRECT_LIMIT;
    /// let kayles = SequenceRun::new(HeapRule::parse("kayles").unwrap(), "kayles".into()).unwrap();
    /// assert_eq!(kayles.direct_limit(), DIRECT_LIMIT);
    /// let three = HeapRule::parse("tb(0.2183648)").unwrap(); // splits into three heaps
    /// let three = SequenceRun::new(three, "tb(0.2183648)".into()).unwrap();
    /// assert!(three.direct_limit() < 5000);
    /// ```
    ///
    /// [`DIRECT_LIMIT`]: crate::sequence::solved::DIRECT_LIMIT
    pub fn direct_limit(&self) -> u64 {
        let direct = crate::sequence::solved::DIRECT_LIMIT;
        if self.is_formula() {
            return FORMULA_DIRECT_LIMIT.min(direct);
        }
        match (&self.family, &self.source) {
            (Family::Code, Source::Narrow { fast: false, .. } | Source::Wide { .. }) => {
                values_within_work(self.heaps_per_move(), NAIVE_DIRECT_WORK).min(direct)
            }
            _ => direct,
        }
    }

    /// How many values `grundy seq GAME --period` computes when no `--upto` is given:
    /// [`FAST_SEARCH_LIMIT`] with the sparse and the 64-bit engines (about a second at
    /// worst, even for a code no theorem covers, whose period can only be observed),
    /// [`SequenceRun::analysis_limit`] with the naive engine (its work grows as `n²` or
    /// faster: 2^20 values would take hours).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::run::{SequenceRun, FAST_SEARCH_LIMIT};
    /// let grundy = SequenceRun::new(HeapRule::grundy_game(), "grundy-game".into()).unwrap();
    /// assert_eq!(grundy.period_range(), FAST_SEARCH_LIMIT);
    /// let three = HeapRule::parse("tb(0.2183648)").unwrap(); // the naive engine
    /// let three = SequenceRun::new(three, "tb(0.2183648)".into()).unwrap();
    /// assert!(three.period_range() <= 4096);
    /// ```
    pub fn period_range(&self) -> u64 {
        if self.is_formula() {
            return FORMULA_DIRECT_LIMIT;
        }
        match &self.source {
            Source::Narrow { fast: false, .. } => self.analysis_limit(),
            _ => FAST_SEARCH_LIMIT,
        }
    }

    /// The largest heap whose value may be computed directly when a front end allows more
    /// than [`SequenceRun::direct_limit`] ([`SolveBudget`]): [`FAR_LIMIT`] with the sparse
    /// and the 64-bit engines (memory bounded by [`MEMORY_LIMIT`], checked as the run goes),
    /// [`SequenceRun::direct_limit`] with the naive engine (its work grows as `n²` or
    /// faster).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::run::SequenceRun;
    /// use grundy_heap::sequence::solved::FAR_LIMIT;
    /// let officers = SequenceRun::new(HeapRule::parse("0.6").unwrap(), "0.6".into()).unwrap();
    /// assert_eq!(officers.far_limit(), FAR_LIMIT);
    /// ```
    ///
    /// [`SolveBudget`]: crate::sequence::solved::SolveBudget
    /// [`FAR_LIMIT`]: crate::sequence::solved::FAR_LIMIT
    /// [`MEMORY_LIMIT`]: crate::sequence::solved::MEMORY_LIMIT
    pub fn far_limit(&self) -> u64 {
        if self.is_formula() {
            return self.direct_limit();
        }
        match &self.source {
            Source::Narrow { fast: false, .. } => self.direct_limit(),
            _ => crate::sequence::solved::FAR_LIMIT,
        }
    }

    /// About how many bytes the run holds: the values kept and the engine's memory.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::{SequenceRun, Stop};
    /// use std::sync::atomic::AtomicBool;
    /// let mut run = SequenceRun::new(HeapRule::parse("0.6").unwrap(), "0.6".into()).unwrap();
    /// while let Stop::Chunk { .. } = run.step(999, false, &mut |_| {}, &AtomicBool::new(false)).unwrap() {}
    /// assert!(run.memory_bytes() >= 2 * 2 * 1000); // kept, and in the engine
    /// ```
    pub fn memory_bytes(&self) -> u64 {
        let kept = match &self.kept {
            Values::Narrow(v) => 2 * v.capacity() as u64,
            Values::Wide(v) => 8 * v.capacity() as u64,
        };
        let engine = match &self.source {
            Source::Narrow { engine, .. } => engine.held_bytes(),
            Source::Wide { chunk, .. } => 8 * chunk.capacity() as u64,
        };
        kept.saturating_add(engine)
    }

    /// Whether the rule is a formula ([`crate::sequence::SequenceRule::Formula`]).
    fn is_formula(&self) -> bool {
        matches!(self.rule, crate::sequence::SequenceRule::Formula(_))
    }

    /// The most heaps one move leaves, as the naive engine's work counts it: a code
    /// computed through split tables (moves leaving four or more heaps, `*`, additive
    /// digits) costs about what three-heap splits cost (`O(n²)` set operations a value of
    /// `O(n)` words at worst).
    fn heaps_per_move(&self) -> u32 {
        match self.rule.heap_rule() {
            Some(crate::heap::rule::HeapRule::TakeBreak(code))
                if crate::heap::splits::needed(&code) =>
            {
                3
            }
            Some(rule) => rule.max_heaps().unwrap_or(3).min(16),
            None => 2,
        }
    }
}
