//! Vector blocks on several threads: consecutive blocks of [`LANES`] values, each taken by
//! the next thread that is free, each thread with its own copy of the engine, values assumed and checked.
//!
//! `G(n)` depends on every earlier value, so the parallelism is within the blocks'
//! work, in three parts per block ([`SparseEngine::vector_value`] cut in its phases):
//!
//! 1. **rare splits** ([`SparseEngine::block_rare`]): the splits `r + (n − k − r)` with a
//!    rare `r ≥ 2·LANES` for all lanes at once — they read only values more than
//!    `LANES` positions before the block, so a thread does them for its block while the
//!    previous block is still being computed by another thread;
//! 2. **`c`** ([`SparseEngine::lane_plan`]), lane after lane: the other options, the
//!    smallest common value `c` no option reaches, and the rare values below it still
//!    missing. `G(n) = c` is *assumed* (it is `c` unless a new rare value appears, which
//!    is rare once the vector blocks run) and the block's assumed values are published
//!    at once: the next thread starts its block from them;
//! 3. **the search** ([`SparseEngine::lane_search`]): the early-exit enumeration that
//!    checks the assumption, lane by lane, while the other threads go on.
//!
//! Each thread has its own engine (the calling one and copies kept in sync with it):
//! the blocks' values reach the others through a slot of atomic words per block, and
//! a thread waits (spinning, then yielding) only for the block just before its own.
//! At the end the values are committed in order, in every copy alike, up to the first
//! lane whose assumption failed (its true value is recorded when the search found it)
//! or that needs the scalar step; whatever was computed after it is dropped. When
//! nothing failed (the usual case) and the layout does not change within the session,
//! every copy already stores every value, and the commit only adds up what the threads
//! counted as they confirmed their lanes (the histogram of extended values, the largest
//! depth and value) — no value is recorded a second time. The values are those of the
//! one-thread engine, and so are its depths and states.

#![expect(
    clippy::indexing_slicing,
    reason = "block indices are below the session's block count, the length of the slot and result vectors allocated for it; lanes are below LANES; ring slots are masked by a power of two minus one, and in the full layout a value is pushed at index n = values.len()"
)]

use super::mask::extended;
use super::vector_block::LanePlan;
use super::SparseEngine;
use crate::heap::vector::{Compression, RareBlock, LANES};
use crossbeam_utils::CachePadded;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering};

/// The fewest blocks per thread for which a session pays for its start.
const MIN_BLOCKS_PER_THREAD: usize = 8;

/// Copies of the engine for the other threads (speed only: cloning gives none, and they
/// are not part of a state).
#[derive(Default)]
pub(super) struct Shadows(pub(super) Vec<SparseEngine>);

impl Clone for Shadows {
    fn clone(&self) -> Shadows {
        Shadows::default()
    }
}

impl std::fmt::Debug for Shadows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Shadows({})", self.0.len())
    }
}

/// One block's assumed values, published by the thread that computed them (cache lines
/// of its own: a thread waiting on one slot does not read the line another is writing).
#[repr(align(64))]
struct Slot {
    /// 0 while pending, else 1 + the number of lanes published.
    state: AtomicU32,
    /// The values, four per word.
    words: [AtomicU64; LANES / 4],
}

impl Slot {
    fn new() -> Slot {
        Slot {
            state: AtomicU32::new(0),
            words: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }

    fn publish(&self, values: &[u16]) {
        for (w, chunk) in self.words.iter().zip(values.chunks(4)) {
            let word = chunk
                .iter()
                .enumerate()
                .fold(0u64, |acc, (q, &v)| acc | u64::from(v) << (16 * q));
            w.store(word, Ordering::Relaxed);
        }
        self.state.store(1 + values.len() as u32, Ordering::Release);
    }

    /// The published values and how many lanes hold one, or `None` while pending.
    fn read(&self) -> Option<([u16; LANES], usize)> {
        let state = self.state.load(Ordering::Acquire);
        if state == 0 {
            return None;
        }
        let lanes = state as usize - 1;
        let values = std::array::from_fn(|i| {
            (self.words[i / 4].load(Ordering::Relaxed) >> (16 * (i % 4))) as u16
        });
        Some((values, lanes))
    }
}

/// How many times [`wait_for`] polls before it gives the core away (each poll with a
/// spin-loop hint: about 0.5 ms on the AMD EPYC machines measured, whose hint takes some
/// 26 ns). What is waited for usually comes within microseconds, and now and then (the
/// other thread descheduled) within a few hundred; a thread parked for that long wakes up
/// to a hundred microseconds late (the timer's slack), which cost about 3 % of Officers'
/// threaded blocks when threads parked after 4 000 polls.
const SPINS: u32 = 20_000;

/// How many times [`wait_for`] then yields the core before it parks.
const YIELDS: u32 = 1_000;

/// Waits until `poll` gives a value (`None` once `stopped` holds and `poll` still gives
/// none): spinning for [`SPINS`] polls, then yielding the core [`YIELDS`] times, then
/// parking in steps of 50 µs — on a machine shared with other work the thread that
/// publishes it may not be running.
pub(super) fn wait_for<T>(
    mut poll: impl FnMut() -> Option<T>,
    stopped: impl Fn() -> bool,
) -> Option<T> {
    let mut spins = 0u32;
    loop {
        if let Some(x) = poll() {
            return Some(x);
        }
        if stopped() {
            return poll();
        }
        spins = spins.saturating_add(1);
        if spins < SPINS {
            std::hint::spin_loop();
        } else if spins < SPINS + YIELDS {
            std::thread::yield_now();
        } else {
            std::thread::park_timeout(std::time::Duration::from_micros(50));
        }
    }
}

/// What the threads share during a session.
struct Session {
    n0: usize,
    slots: Vec<Slot>,
    /// Blocks from this index on are not started (a lane's assumption failed before).
    /// Read often and written at most once: a cache line of its own, apart from `next`.
    stop: CachePadded<AtomicUsize>,
    /// The next block no thread has taken: a thread takes the next one as soon as it is
    /// free, so a long search in one block holds up no other thread's blocks.
    next: CachePadded<AtomicUsize>,
}

/// The outcome of one lane: its assumed value and what its search found.
#[derive(Debug, Clone, Copy)]
struct Lane {
    assumed: u16,
    /// `(G(n), depth)`, or `None` when the scalar step must compute it.
    found: Option<(u16, u64)>,
}

/// What one thread did in a session.
struct Worked {
    /// The blocks it took, in order: `(block, its first lane in lanes, its lane count)`.
    taken: Vec<(usize, usize, usize)>,
    /// The lanes of those blocks, one after the other.
    lanes: Vec<Lane>,
    /// Whether every block it took has all [`LANES`] lanes, each an assumption confirmed,
    /// and this copy stores every block of the session (nothing failed anywhere).
    clean: bool,
    /// For its confirmed lanes: the counts of their extended values (as the engine's
    /// histogram), the largest depth and the largest value.
    hist: Vec<u64>,
    depth: u64,
    max_value: u16,
}

impl SparseEngine {
    /// The threads vector blocks use: [`SparseConfig::threads`](super::SparseConfig::threads)
    /// (0: one), 1 without [`SparseConfig::parallel`](super::SparseConfig::parallel).
    pub(super) fn vector_threads(&self) -> usize {
        if !self.config.parallel {
            return 1;
        }
        // 0: one thread — two gain on an idle machine and lose on a busy one (BENCHMARKS.md).
        self.config.threads.max(1)
    }

    /// Whether a threaded session of vector blocks pays for `count` values.
    pub(super) fn threads_pay(&self, count: u64) -> bool {
        let threads = self.vector_threads();
        threads > 1
            && self.n >= self.threads_after
            && count as usize >= LANES * MIN_BLOCKS_PER_THREAD * threads
    }

    /// Makes the copies for the other threads equal to this engine: a copy that is
    /// behind or differs in anything but its speed-only parts is replaced by a clone.
    pub(super) fn sync_shadows(&mut self, threads: usize) {
        let mut shadows = std::mem::take(&mut self.shadows.0);
        shadows.truncate(threads - 1);
        for shadow in &mut shadows {
            if !self.same_state(shadow) {
                *shadow = self.clone();
            }
        }
        while shadows.len() < threads - 1 {
            shadows.push(self.clone());
        }
        self.shadows.0 = shadows;
    }

    /// Whether `other` holds the same state (values compared where they live: the
    /// prefix and the last ring's worth).
    fn same_state(&self, other: &SparseEngine) -> bool {
        self.n == other.n
            && self.config == other.config
            && self.mask == other.mask
            && self.windowed == other.windowed
            && self.depth == other.depth
            && self.max_value == other.max_value
            && self.vbits == other.vbits
            && self.next_choose == other.next_choose
            && self.rare_pos == other.rare_pos
            && self.prefix.len() == other.prefix.len()
            && self.values.len() == other.values.len()
            && self.values.last() == other.values.last()
    }

    /// Computes up to `count` values (a multiple of [`LANES`] of them) in vector blocks
    /// on [`SparseEngine::vector_threads`] threads; returns how many were recorded (0 if
    /// the first lane needs the scalar step). Every copy of the engine records the same.
    pub(super) fn threaded_blocks(&mut self, count: u64) -> u64 {
        let threads = self.vector_threads();
        let blocks = count as usize / LANES;
        if threads < 2 || blocks == 0 {
            return 0;
        }
        self.sync_shadows(threads);
        let session = Session {
            n0: self.n as usize,
            slots: (0..blocks).map(|_| Slot::new()).collect(),
            stop: CachePadded::new(AtomicUsize::new(blocks)),
            next: CachePadded::new(AtomicUsize::new(0)),
        };
        let mut shadows = std::mem::take(&mut self.shadows.0);
        let mut results: Vec<Worked> = Vec::with_capacity(threads);
        let mut lost = false;
        std::thread::scope(|scope| {
            let session = &session;
            let handles: Vec<_> = shadows
                .iter_mut()
                .map(|shadow| scope.spawn(move || shadow.blocks_of(session)))
                .collect();
            results.push(self.blocks_of(session));
            for handle in handles {
                // A thread that panicked gives no blocks (the values stop before them)
                // and its copy is dropped.
                match handle.join() {
                    Ok(r) => results.push(r),
                    Err(_) => lost = true,
                }
            }
        });
        if lost {
            shadows.clear();
        }
        let taken: usize = results.iter().map(|w| w.taken.len()).sum();
        let n = (session.n0 + blocks * LANES) as u64;
        // Recording common values one by one could only switch to the ring layout (the
        // mask is re-examined on new rare positions only): not before `window_after`,
        // nor while the ring does not pay at the session's end (it would not at any
        // length before, with the depth and rare positions the session ends with).
        let layout_stays = self.windowed
            || self.config.window_after.is_none_or(|a| n < a)
            || self.window_shape(n).is_none();
        if layout_stays && !lost && taken == blocks && results.iter().all(|w| w.clean) {
            self.commit_counts(&mut shadows, &results, n);
            self.shadows.0 = shadows;
            self.threaded += (blocks * LANES) as u64;
            return (blocks * LANES) as u64;
        }
        // The lanes in order, up to the first that is not an assumption confirmed.
        let mut by_block: Vec<Option<&[Lane]>> = vec![None; blocks];
        for w in &results {
            for &(b, first, len) in &w.taken {
                by_block[b] = w.lanes.get(first..first + len);
            }
        }
        let mut commit: Vec<(u16, u64)> = Vec::with_capacity(blocks * LANES);
        let mut failed = false;
        'blocks: for lanes in by_block {
            let Some(lanes) = lanes else {
                failed = true;
                break;
            };
            for lane in lanes {
                match lane.found {
                    Some((v, depth)) => {
                        commit.push((v, depth));
                        if v != lane.assumed {
                            failed = true;
                            break 'blocks;
                        }
                    }
                    None => {
                        failed = true;
                        break 'blocks;
                    }
                }
            }
            if lanes.len() < LANES {
                failed = true;
                break;
            }
        }
        let commit = &commit;
        std::thread::scope(|scope| {
            for shadow in shadows.iter_mut() {
                scope.spawn(move || shadow.commit(session.n0, commit, failed));
            }
            self.commit(session.n0, commit, failed);
        });
        debug_assert!(shadows.iter().all(|s| self.same_state(s)));
        self.shadows.0 = shadows;
        if failed && commit.len() < blocks * LANES / 2 {
            // Assumptions fail early (rare values still appear): one thread for a while.
            self.threads_after = self.n + (LANES * MIN_BLOCKS_PER_THREAD * threads * 4) as u64;
        }
        self.threaded += commit.len() as u64;
        commit.len() as u64
    }

    /// Commits a session in which every assumption held and every copy stores every
    /// value up to `n`: what recording them one by one would change is added up from the
    /// threads' counts, in this engine and in its copies.
    fn commit_counts(&mut self, shadows: &mut [SparseEngine], results: &[Worked], n: u64) {
        let depth = results.iter().map(|w| w.depth).max().unwrap_or(0);
        let max_value = results.iter().map(|w| w.max_value).max().unwrap_or(0);
        for engine in std::iter::once(&mut *self).chain(shadows.iter_mut()) {
            engine.n = n;
            engine.depth = engine.depth.max(depth);
            engine.max_value = engine.max_value.max(max_value);
            for w in results {
                for (h, x) in engine.hist.iter_mut().zip(&w.hist) {
                    *h += x;
                }
            }
        }
        debug_assert!(self.windowed || self.values.len() as u64 == n);
        debug_assert!(shadows.iter().all(|s| self.same_state(s)));
    }

    /// Records the committed values after a session that started at `n0` (dropping the
    /// assumed values stored past them); after a failed assumption the vector block's
    /// caches, which may hold assumed values, are dropped too.
    fn commit(&mut self, n0: usize, values: &[(u16, u64)], failed: bool) {
        if !self.windowed {
            self.values.truncate(n0);
        }
        for &(v, depth) in values {
            self.record(v, depth);
        }
        if failed {
            self.block = None;
        }
    }

    /// Stores an assumed or received value at `n` (the next position in the full layout).
    fn store(&mut self, n: usize, v: u16) {
        if self.windowed {
            let rmask = self.values.len() - 1;
            self.values[n & rmask] = v;
        } else {
            debug_assert_eq!(self.values.len(), n);
            self.values.push(v);
        }
    }

    /// Waits until the blocks before `upto` are stored in this copy (taking the other
    /// threads' as they are published); `false` if one of them will never come (the
    /// session stops before it).
    fn receive(&mut self, session: &Session, applied: &mut usize, upto: usize) -> bool {
        while *applied < upto {
            let b = *applied;
            let Some((values, lanes)) = wait_for(
                || session.slots[b].read(),
                || b >= session.stop.load(Ordering::Acquire),
            ) else {
                return false;
            };
            let n0 = session.n0 + b * LANES;
            for (i, &v) in values[..lanes].iter().enumerate() {
                self.store(n0 + i, v);
            }
            *applied += 1;
            if lanes < LANES {
                return false;
            }
        }
        true
    }

    /// The blocks this thread takes, each the next one not taken when it is free: for
    /// each, the rare splits, then (once the block before is stored) the assumed values,
    /// published, then the searches. Without a failure it then stores every block the
    /// others published, so that its copy holds the whole session.
    fn blocks_of(&mut self, session: &Session) -> Worked {
        let comp = Compression::new(self.mask.value_mask());
        let mut block = match self.block.take() {
            Some(b) if b.compression() == comp => b,
            _ => Box::new(RareBlock::new(comp)),
        };
        let limit = 1usize << self.vbits;
        let mut out = Worked {
            taken: Vec::new(),
            lanes: Vec::new(),
            clean: true,
            hist: vec![0; self.hist.len()],
            depth: 0,
            max_value: 0,
        };
        let mut applied = 0usize;
        let mut plans = Box::new([LanePlan::EMPTY; LANES]);
        let _guard = StopOnPanic(session);
        loop {
            let b = session.next.fetch_add(1, Ordering::AcqRel);
            if b >= session.slots.len() || b >= session.stop.load(Ordering::Acquire) {
                break;
            }
            let n0 = session.n0 + b * LANES;
            // The rare splits read values before n0 − LANES: blocks up to b − 2.
            if !self.receive(session, &mut applied, b.saturating_sub(1)) {
                break;
            }
            let (lo, ranges) = self.block_rare(n0, &mut block, LANES);
            if !self.receive(session, &mut applied, b) {
                break;
            }
            let mut assumed = [0u16; LANES];
            let mut lanes = 0;
            for (i, (slot, plan)) in assumed.iter_mut().zip(plans.iter_mut()).enumerate() {
                // A wider value would widen the bitsets: the scalar step does it.
                if self
                    .lane_plan(plan, n0, n0 + i, &mut block, comp, lo, &ranges)
                    .is_none()
                    || plan.c >= limit
                {
                    break;
                }
                *slot = plan.c as u16;
                self.store(n0 + i, *slot);
                lanes += 1;
            }
            session.slots[b].publish(&assumed[..lanes]);
            applied = b + 1;
            let first = out.lanes.len();
            let mut confirmed = 0;
            for (i, plan) in plans[..lanes].iter_mut().enumerate() {
                let n = n0 + i;
                // Compiled for this CPU's instruction sets, as in the one-thread blocks
                // (`vector_value`): the crate is built for baseline x86-64.
                let found = crate::heap::vector::tuned(
                    #[inline(always)]
                    || self.lane_search(n, plan, &mut block),
                );
                out.lanes.push(Lane {
                    assumed: assumed[i],
                    found,
                });
                match found {
                    Some((v, depth)) if v == assumed[i] => {
                        out.hist[extended(v, (n as u64 + self.s) & 1) as usize] += 1;
                        out.depth = out.depth.max(depth);
                        out.max_value = out.max_value.max(v);
                        confirmed += 1;
                    }
                    _ => break,
                }
            }
            let done = out.lanes.len() - first;
            // A block with a lane unconfirmed — its last one included — stops the session
            // after it, and its values go through the ordered commit.
            if confirmed < LANES {
                session.stop.fetch_min(b + 1, Ordering::AcqRel);
                out.clean = false;
            }
            out.taken.push((b, first, done));
        }
        out.clean = out.clean && self.receive(session, &mut applied, session.slots.len());
        self.block = Some(block);
        out
    }
}

/// Stops the session if the thread holding it panics, so that the others, which wait
/// for its blocks, end their sessions instead of waiting for ever.
struct StopOnPanic<'a>(&'a Session);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop.store(0, Ordering::Release);
        }
    }
}
