//! How far a nim-sequence is computed without a proved period: the limits
//! (`SolveBudget`, the constants) and the progress hook of long runs.

#[allow(unused_imports)]
use super::*;

/// The first stage of the period search: `G(0..4096)`; the search goes on only for a heap
/// beyond the values computed.
pub const PERIOD_SEARCH_LIMIT: u64 = 4096;

/// The largest heap whose value is computed directly when no period is proved (more if
/// the search computed more).
pub const DIRECT_LIMIT: u64 = 20_000;

/// The largest heap whose value is computed directly, value by value, when no period is
/// proved and the caller allows it ([`SolveBudget::far`], what `grundy analyze` uses):
/// 2^36, about 19 hours at Officers' million values a second.
pub const FAR_LIMIT: u64 = 1 << 36;

/// The most memory a direct computation may hold (its engine's values and tables, the
/// values kept): 1 GiB. A windowed sparse engine stays far below (about 31 MiB for
/// Officers at any size); an engine that must keep every value (rare positions that
/// keep coming) reaches it at about 2^29 values and stops with
/// [`SequenceError::Memory`].
pub const MEMORY_LIMIT: u64 = 1 << 30;

/// Where [`SolveBudget`] reports the progress of a long computation: nowhere (the
/// default), or a function the front end gives (`grundy analyze` draws a progress bar;
/// the library does no I/O).
///
/// ```
/// use grundy_heap::sequence::solved::ProgressHook;
/// use std::sync::atomic::{AtomicU64, Ordering};
/// use std::sync::Arc;
/// let seen = Arc::new(AtomicU64::new(0));
/// let s = seen.clone();
/// let hook = ProgressHook::new(move |p| s.store(p.computed, Ordering::Relaxed));
/// hook.report(grundy_heap::heap::engine::Progress { computed: 7, target: 10, max_value: 3 });
/// assert_eq!(seen.load(Ordering::Relaxed), 7);
/// assert_eq!(hook, hook.clone());
/// assert_ne!(hook, ProgressHook::default());
/// ```
#[derive(Clone, Default)]
pub struct ProgressHook(Option<Arc<dyn Fn(Progress) + Send + Sync>>);

impl ProgressHook {
    /// A hook calling `f` with each report.
    pub fn new(f: impl Fn(Progress) + Send + Sync + 'static) -> ProgressHook {
        ProgressHook(Some(Arc::new(f)))
    }

    /// Reports `progress` (nothing without a function).
    pub fn report(&self, progress: Progress) {
        if let Some(f) = &self.0 {
            f(progress);
        }
    }
}

impl std::fmt::Debug for ProgressHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "ProgressHook(..)"
        } else {
            "ProgressHook(none)"
        })
    }
}

impl PartialEq for ProgressHook {
    /// The same function (or none on both sides).
    fn eq(&self, other: &ProgressHook) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl Eq for ProgressHook {}

/// How far [`SolvedSequence::solve_within`] computes values directly when no period is
/// proved, and where it reports its progress. The default (what the web server and the
/// library's other callers get) answers heaps up to [`DIRECT_LIMIT`] or what the period
/// search computed; [`SolveBudget::far`] (the CLI) heaps up to [`FAR_LIMIT`].
///
/// ```
/// use grundy_heap::sequence::solved::{SolveBudget, DIRECT_LIMIT, FAR_LIMIT};
/// assert_eq!(SolveBudget::default().direct, DIRECT_LIMIT);
/// assert_eq!(SolveBudget::far().direct, FAR_LIMIT);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolveBudget {
    /// The largest heap computed directly without a proved period (at most the engine's
    /// [`SequenceRun::far_limit`], never less than its [`SequenceRun::direct_limit`]).
    pub direct: u64,
    /// The most bytes such a run may hold ([`MEMORY_LIMIT`] by default).
    pub memory: u64,
    /// Told how far the run is, every chunk of values.
    pub progress: ProgressHook,
    /// Threads for the sparse engine's blocks ([`SparseConfig::threads`]; 0 by default:
    /// one). Speed only: the values are the same with any number.
    ///
    /// [`SparseConfig::threads`]: crate::heap::sparse::SparseConfig::threads
    pub threads: usize,
}

impl Default for SolveBudget {
    fn default() -> SolveBudget {
        SolveBudget {
            direct: DIRECT_LIMIT,
            memory: MEMORY_LIMIT,
            progress: ProgressHook::default(),
            threads: 0,
        }
    }
}

impl SolveBudget {
    /// Any heap up to [`FAR_LIMIT`], in bounded memory ([`MEMORY_LIMIT`]); no progress
    /// reports (set [`SolveBudget::progress`]).
    pub fn far() -> SolveBudget {
        SolveBudget {
            direct: FAR_LIMIT,
            ..SolveBudget::default()
        }
    }
}

/// The most steps [`SolvedSequence::moves_to_value`] spends going through the options of
/// one heap one by one ([`move_work`] estimates them before it starts: a split tried is a
/// step), a second or so for moves leaving at most two heaps (a heap of 2·10^9 under a
/// one-digit code); beyond, the heap's moves are refused with
/// [`SequenceError::TooManyMoves`]. Subtraction rules, and codes whose moves a proved
/// period decides, are not gone through one by one: their moves are found for heaps of
/// any size.
pub const MOVE_WORK: u64 = 1_000_000_000;

/// The most moves [`SolvedSequence::moves_to_value`] lists of one heap, whatever room it
/// is given (every one is counted): a heap of a billion tokens may have hundreds of
/// millions of winning moves, each listed a few hundred bytes by the time it is shown.
pub const MOVES_LISTED: usize = 100_000;

/// The most options of one heap [`SolvedSequence::moves_to_value`] goes through for a
/// rule whose moves may leave four or more heaps (their number grows exponentially with
/// the heap: a heap of 60 under `0.*` has about a million).
pub const OPTION_LIMIT: u64 = 20_000;

/// How many values of the sequence the reasoning lists at most.
pub const VALUES_SHOWN: usize = 1000;
