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

use super::checkpoint::CheckpointError;
use super::engines::WideEngine;
use super::periodicity::{analyze_family, Periodicity};
use super::{Family, SequenceRule};
use crate::heap::naive::{EngineError, NaiveEngine, NimSequenceEngine, Progress, RunOutcome};
use crate::heap::sparse::{SparseEngine, ENGINE_NAME as SPARSE};
use crate::heap::stats::{Histogram, SequenceStats};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

/// Values kept in memory for the report and for the period search: `G(0..KEEP_LIMIT)`.
pub const KEEP_LIMIT: u64 = 1 << 24;

/// Values computed between two looks at progress, cancellation and checkpoints.
pub const CHUNK: u64 = 1 << 14;

/// The work a 64-bit engine does between two looks at the cancel flag (and progress
/// reports) within a chunk: about 2^20 options (a subtraction set's amounts), a
/// millisecond or so.
const WIDE_WORK_PER_LOOK: u64 = 1 << 20;

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

/// A game name that is not a game whose nim-sequence can be computed.
///
/// ```
/// use grundy_core::{i18n::errors::Localized, Lang};
/// use grundy_heap::{heap::rule::HeapRule, sequence::run::GameError};
/// let e = GameError::from(HeapRule::parse("0.9").unwrap_err());
/// assert!(e.to_string().contains("not an octal digit"));
/// assert!(e.message_in(Lang::Ru).contains("не является восьмеричной цифрой"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum GameError {
    /// Neither a game of the position language nor a code that parses (the code's error).
    #[error(transparent)]
    Code(#[from] crate::heap::code::CodeError),
    /// A game whose positions are not heaps of a take-and-break or subtraction rule.
    NothingToCompute {
        /// The game's name.
        game: String,
    },
    /// A subtraction set too large for a code.
    TooLargeForCode {
        /// The game as written.
        text: String,
        /// The largest amount a code holds.
        max: usize,
    },
}

impl crate::i18n::errors::Localized for GameError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self {
            Self::Code(e) => e.message().render(lang),
            Self::NothingToCompute { game } => {
                t!(lang, "err-sequence-nothing-to-compute", game = game)
            }
            Self::TooLargeForCode { text, max } => t!(
                lang,
                "err-sequence-too-large-for-code",
                text = text,
                max = *max
            ),
        }
    }
}
grundy_core::localized_error!(GameError);

/// The values a run keeps: 16-bit from the heap engines, 64-bit from the others. Written
/// to JSON as a plain list of numbers either way.
///
/// ```
/// use grundy_heap::sequence::Values;
/// let v = Values::Narrow(vec![0, 1, 2]);
/// assert_eq!((v.len(), v.get(2)), (3, Some(2)));
/// assert_eq!(v.to_vec(), vec![0u64, 1, 2]);
/// assert_eq!(serde_json::to_string(&v).unwrap(), "[0,1,2]");
/// assert_eq!(v, Values::Wide(vec![0, 1, 2]));
/// ```
#[derive(Debug, Clone, Eq, Serialize)]
#[serde(untagged)]
pub enum Values {
    /// Values of a heap engine.
    Narrow(Vec<u16>),
    /// Values of a 64-bit engine.
    Wide(Vec<u64>),
}

impl PartialEq for Values {
    /// The same values, however stored.
    fn eq(&self, other: &Values) -> bool {
        match (self, other) {
            (Values::Narrow(a), Values::Narrow(b)) => a == b,
            (Values::Wide(a), Values::Wide(b)) => a == b,
            _ => {
                self.len() == other.len()
                    && (0..self.len() as u64).all(|n| self.get(n) == other.get(n))
            }
        }
    }
}

impl Values {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(v) => v.len(),
            Values::Wide(v) => v.len(),
        }
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(n)`, if kept.
    pub fn get(&self, n: u64) -> Option<u64> {
        let i = usize::try_from(n).ok()?;
        match self {
            Values::Narrow(v) => v.get(i).map(|&x| u64::from(x)),
            Values::Wide(v) => v.get(i).copied(),
        }
    }

    /// The values in order, as `u64`s.
    ///
    /// ```
    /// use grundy_heap::sequence::Values;
    /// assert_eq!(Values::Narrow(vec![3, 1]).iter().sum::<u64>(), 4);
    /// ```
    pub fn iter(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        match self {
            Values::Narrow(v) => Box::new(v.iter().map(|&x| u64::from(x))),
            Values::Wide(v) => Box::new(v.iter().copied()),
        }
    }

    /// The values as `u64`s.
    pub fn to_vec(&self) -> Vec<u64> {
        match self {
            Values::Narrow(v) => v.iter().map(|&x| u64::from(x)).collect(),
            Values::Wide(v) => v.clone(),
        }
    }

    /// The 16-bit values of a heap engine (what a checkpoint saves); `None` for 64-bit ones.
    pub fn narrow(&self) -> Option<&[u16]> {
        match self {
            Values::Narrow(v) => Some(v),
            Values::Wide(_) => None,
        }
    }

    /// Bytes a value takes.
    fn width(&self) -> u64 {
        match self {
            Values::Narrow(_) => 2,
            Values::Wide(_) => 8,
        }
    }

    /// The bytes held (the room allocated, used or not).
    ///
    /// ```
    /// use grundy_heap::sequence::Values;
    /// assert!(Values::Wide(vec![1, 2]).bytes_held() >= 16);
    /// ```
    pub fn bytes_held(&self) -> u64 {
        let capacity = match self {
            Values::Narrow(v) => v.capacity(),
            Values::Wide(v) => v.capacity(),
        };
        self.width().saturating_mul(capacity as u64)
    }

    /// Makes room for `more` values while holding at most `max_bytes` in all (growing by
    /// doubling, as a `Vec` does, but never past the bound); false, and nothing changed,
    /// when they do not fit.
    pub(crate) fn reserve_within(&mut self, more: u64, max_bytes: u64) -> bool {
        let len = self.len() as u64;
        let need = len.saturating_add(more);
        let capacity = self.bytes_held() / self.width();
        if need <= capacity {
            return true;
        }
        let most = max_bytes / self.width();
        if need > most {
            return false;
        }
        let grown = capacity.saturating_mul(2).clamp(need, most);
        let Ok(extra) = usize::try_from(grown - len) else {
            return false;
        };
        match self {
            Values::Narrow(v) => v.reserve_exact(extra),
            Values::Wide(v) => v.reserve_exact(extra),
        }
        true
    }

    /// Appends `G(len) = v` (a heap engine's values are 16-bit).
    pub(crate) fn push(&mut self, v: u64) {
        match self {
            // A heap engine's values are 16-bit.
            Values::Narrow(kept) => kept.push(v as u16),
            Values::Wide(kept) => kept.push(v),
        }
    }
}

/// The report of a run: `{game, code, computed, upto, values, period, stats}`; in words,
/// [`SequenceReport::explain`].
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
    /// `G(0), G(1), …`; `None` when the run is longer than [`KEEP_LIMIT`].
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

    /// A run continued from a saved heap engine, histogram and kept values, checked before
    /// it is trusted: the engine is for `rule`; `min(computed, KEEP_LIMIT)` values are
    /// kept; the counts add up to the values computed (without overflow), have the
    /// engine's largest value, and hold the kept values (exactly, when all are kept);
    /// every kept value the engine also holds is the same; and the kept values agree with
    /// their options (all of the first ones, a sample of the others; see
    /// [`checkpoint`](super::checkpoint)). A [`Checkpoint`](super::checkpoint::Checkpoint)
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
        super::checkpoint::verify_values(&heap, &kept)?;
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
        let work = |amounts: usize| {
            (SUBTRACTION_WORK / (amounts as u64 + 1)).clamp(SLOW_SEARCH_LIMIT, FAST_SEARCH_LIMIT)
        };
        let covered = match (&self.family, self.rule.heap_rule()) {
            (Family::Code, Some(heap)) => {
                super::periodicity::certificate_bound(&heap, 0, 1).is_some()
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

    fn analyze_kept(&self) -> Option<Periodicity> {
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
    /// ([`Checkpoint::of_run`](super::checkpoint::Checkpoint::of_run)).
    ///
    /// Returns false, changing nothing, when no period is proved (or it is too large for
    /// 64 bits, or one period's values are not kept).
    ///
    /// # Errors
    /// [`Cancelled`] when `cancel` is raised (looked at every [`CHUNK`] values); the run
    /// then knows what it knew before.
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
    /// below `end` are no longer kept (past [`KEEP_LIMIT`]).
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

fn record(histogram: &mut Histogram, kept: &mut Values, n: u64, v: u64) {
    histogram.add(n, v);
    if n < KEEP_LIMIT {
        kept.push(v);
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
mod tests {
    use super::*;
    use crate::heap::rule::HeapRule;
    use crate::sequence::subtraction::SubtractionRule;

    #[test]
    fn both_spellings_of_a_subtraction_game_run_alike() {
        let sub = SubtractionRule::all_but([2, 3, 5]).unwrap();
        let cancel = AtomicBool::new(false);
        let a = compute(sub.clone(), "a".into(), 300, false, &cancel).unwrap();
        let heap = HeapRule::from_subtraction(&sub).unwrap();
        let b = compute(heap, "a".into(), 300, false, &cancel).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.values.unwrap().to_vec(), sub.direct_values(301));
    }

    /// Runs `rule` to `upto` looking for a period, then through it; `None` when no
    /// period is proved on the way.
    fn through_the_period(rule: impl Into<SequenceRule>, upto: u64) -> Option<SequenceRun> {
        let go = AtomicBool::new(false);
        let mut run = SequenceRun::new(rule, "r".into()).unwrap();
        while let Stop::Chunk { .. } = run.step(upto, true, &mut |_| {}, &go).unwrap() {}
        run.generate_to(upto, &go).unwrap().then_some(run)
    }

    /// Issue 41 point 5: the report of `G(0..=N)` past a proved period costs what the
    /// proof costs, whatever N — counted, not timed: the run computes no value past the
    /// proof, and without a saltus the statistics take one step a residue.
    #[test]
    fn a_report_past_a_proved_period_computes_nothing_more() {
        let upto = 100_000_000;
        let run = through_the_period(HeapRule::parse("dawson-chess").unwrap(), upto).unwrap();
        let proof = run.computed();
        assert!(proof <= 1024, "computed {proof}");
        let r = run.report();
        assert_eq!((r.computed, r.upto), (upto + 1, upto));
        assert_eq!(r.generated_from, Some(proof));
        assert_eq!(r.stats.count, upto + 1);
        assert!(r.values.is_none(), "more than KEEP_LIMIT values");
        // Each value of a period of 34 (from 52) occurs in proportion: 10^8 ≈ 2,941,175
        // periods, and a value v occurring k times a period about k·2,941,175 times.
        let zeros = r.stats.frequencies.iter().find(|f| f.value == 0).unwrap();
        let in_period = (52..86).filter(|&n| run.kept().get(n) == Some(0)).count() as u64;
        let periods = (upto + 1 - 52) / 34;
        assert!(
            zeros.count.abs_diff(in_period * periods) <= 60,
            "{}",
            zeros.count
        );
    }

    /// The statistics and values through the period are those of computing every value:
    /// periods even and odd, with and without a saltus, heap and 64-bit engines.
    #[test]
    fn values_through_the_period_are_the_computed_ones() {
        let rules: Vec<(SequenceRule, u64)> = vec![
            (HeapRule::parse("dawson-chess").unwrap().into(), 100_003),
            (HeapRule::parse("kayles").unwrap().into(), 5001),
            (SubtractionRule::finite([1, 2]).unwrap().into(), 5000), // period 3
            (SubtractionRule::finite([1, 3, 4]).unwrap().into(), 4999), // period 7
            (HeapRule::Lasker.into(), 5000),                         // saltus 4
            (SubtractionRule::all_but([2, 3, 5]).unwrap().into(), 5000),
        ];
        let go = AtomicBool::new(false);
        for (rule, upto) in rules {
            let run = through_the_period(rule.clone(), upto).unwrap();
            assert!(
                run.computed() < upto / 4,
                "{rule}: computed {}",
                run.computed()
            );
            let generated = run.report();
            let computed = compute(rule.clone(), "r".into(), upto, false, &go).unwrap();
            assert_eq!(generated.computed, computed.computed, "{rule}");
            assert_eq!(generated.stats, computed.stats, "{rule}");
            assert_eq!(generated.values, computed.values, "{rule}");
            assert_eq!(generated.generated_from, Some(run.computed()), "{rule}");
            // Twice: nothing more to do.
            let mut again = run;
            assert!(again.generate_to(upto, &go).unwrap());
            assert_eq!(again.report(), generated, "{rule}");
        }
        // No period proved (Officers): nothing generated.
        let officers = HeapRule::parse("officers").unwrap();
        assert!(through_the_period(officers, 3000).is_none());
    }

    #[test]
    fn wide_values_are_kept_and_reported() {
        let cancel = AtomicBool::new(false);
        let r = compute(HeapRule::Lasker, "lasker".into(), 70_000, false, &cancel).unwrap();
        let values = r.values.unwrap().to_vec();
        assert_eq!(values[65_535], 65_536);
        assert_eq!(r.stats.max_value, 70_000);
        assert!(r.period.unwrap().certified);
    }

    /// Hardening II F2: the 64-bit subtraction engines look at their flag (and report
    /// progress) by the work done, `|S| + 1` a value, not every 4096 values whatever the
    /// set: with 20,000 amounts a chunk was 3·10^8 steps between two looks. Work is
    /// counted (values computed after the flag), not timed.
    #[test]
    fn large_subtraction_sets_look_at_their_flag_by_work() {
        let even: Vec<u64> = (1..=20_000).map(|i| 2 * i).collect();
        let all_but: Vec<u64> = (1..=20_000).map(|i| 3 * i).collect();
        for (label, rule) in [
            ("sub", SubtractionRule::finite(even).unwrap()),
            ("allbut", SubtractionRule::all_but(all_but).unwrap()),
        ] {
            let mut run = SequenceRun::new(rule, label.into()).unwrap();
            assert!(run.engine().is_none(), "a 64-bit engine");
            let cancel = AtomicBool::new(false);
            let mut at = None;
            let stop = run
                .step(
                    1 << 20,
                    false,
                    &mut |p| {
                        cancel.store(true, Ordering::Relaxed);
                        at.get_or_insert(p.computed);
                    },
                    &cancel,
                )
                .unwrap();
            assert!(matches!(stop, Stop::Cancelled { .. }), "{label}: {stop:?}");
            let at = at.unwrap();
            assert!(at <= 200, "{label}: first look after {at} values");
            assert_eq!(run.computed(), at, "{label}: values after the flag");
        }
    }
}
