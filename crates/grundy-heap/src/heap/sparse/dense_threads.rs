//! Dense blocks on several threads: while one thread finishes a block lane by lane, the
//! others fill the tables of the next.
//!
//! A dense block's work is in two parts ([`dense_block`](super::dense_block)): the
//! **tables** — for every rare position far enough behind, its partners' values stored as
//! bytes of the lanes' tables, most of the time for games such as Treblecross — and the
//! **lanes**, finished one after the other, exactly (no value is assumed). The tables of
//! block `j + 1` taken only from rare positions `r ≥ 2·DENSE_LANES` read values before
//! block `j` ([`SparseEngine::dense_plan`] with `ahead` one block), so they can be filled
//! while block `j`'s lanes are being finished:
//!
//! * the calling thread publishes block `j + 1`'s plan, finishes block `j`'s lanes
//!   (its own tables and the other threads' bitsets ORed into each lane's bitset),
//!   publishes the block's values, then takes its share of block `j + 1`'s tables;
//! * every other thread, on its own copy of the engine, records the published blocks it
//!   needs and fills units of the tables ([`DensePlan::chunk`]) into its own tables, each
//!   unit taken by whichever thread is free; then it folds them into bitsets (one pair
//!   per thread: one for block `j`, being read, one for `j + 1`, being filled), so that
//!   only the bitsets, an eighth of the tables' bytes, cross between the cores.
//!
//! The tables of a block hold the same options whichever thread filled them, so the
//! values, depths and states are those of one thread. A session ends at the first block
//! whose lanes change the mask, the value width or the layout, or need the single step;
//! the copies then record what was published and are replaced by fresh ones when they
//! differ (`threads.rs`).

use super::dense_block::{DensePlan, DenseTables, LaneBits, DENSE_LANES};
use super::threads::wait_for;
use super::SparseEngine;
use crate::heap::engine::EngineError;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

/// The fewest blocks a session takes.
const MIN_BLOCKS: usize = 32;

/// What the threads share during a session of `blocks` dense blocks.
struct Session {
    /// Each block's plan, published by the calling thread.
    plans: Vec<OnceLock<DensePlan>>,
    /// Per block, the next unit of table work no thread has taken.
    next: Vec<AtomicUsize>,
    /// Per block, the units of table work finished.
    finished: Vec<AtomicUsize>,
    /// Per block, the helper threads taking units whose tables are not yet folded.
    pending: Vec<AtomicUsize>,
    /// Each block's values and depths, published once its lanes are finished.
    values: Vec<OnceLock<Vec<(u16, u64)>>>,
    /// The calling thread publishes nothing more.
    ended: AtomicBool,
    /// A helper thread stopped before its work was done (it panicked).
    lost: AtomicBool,
}

/// Sets [`Session::lost`] when a helper thread unwinds.
struct LostOnPanic<'a>(&'a AtomicBool);

impl Drop for LostOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::Release);
        }
    }
}

/// Locks a helper's bitsets (a poisoned lock still holds plain words).
fn lock(set: &Mutex<LaneBits>) -> MutexGuard<'_, LaneBits> {
    set.lock().unwrap_or_else(PoisonError::into_inner)
}

impl SparseEngine {
    /// Whether a threaded session of dense blocks pays for `count` values: several
    /// threads and dense blocks paying (then the tables are most of a block's work).
    pub(super) fn dense_threads_pay(&self, count: u64) -> bool {
        self.vector_threads() > 1
            && self.n >= self.threads_after
            && count as usize >= DENSE_LANES * MIN_BLOCKS
            && self.dense_pays(count)
    }

    /// Computes up to `count` values (whole dense blocks of them) on
    /// [`SparseEngine::vector_threads`] threads; returns how many were recorded (0 if
    /// none: the caller goes on another way).
    pub(super) fn threaded_dense(&mut self, count: u64) -> Result<u64, EngineError> {
        let threads = self.vector_threads();
        let blocks = count as usize / DENSE_LANES;
        if threads < 2 || blocks == 0 {
            return Ok(0);
        }
        self.sync_shadows(threads);
        let session = Session {
            plans: (0..blocks).map(|_| OnceLock::new()).collect(),
            next: (0..blocks).map(|_| AtomicUsize::new(0)).collect(),
            finished: (0..blocks).map(|_| AtomicUsize::new(0)).collect(),
            pending: (0..blocks).map(|_| AtomicUsize::new(0)).collect(),
            values: (0..blocks).map(|_| OnceLock::new()).collect(),
            ended: AtomicBool::new(false),
            lost: AtomicBool::new(false),
        };
        let mut shadows = std::mem::take(&mut self.shadows.0);
        let sets: Vec<[Mutex<LaneBits>; 2]> = shadows
            .iter()
            .map(|_| [Mutex::default(), Mutex::default()])
            .collect();
        let n0 = self.n;
        let mut lost = false;
        let result = std::thread::scope(|scope| {
            let (session, sets) = (&session, &sets);
            let handles: Vec<_> = shadows
                .iter_mut()
                .zip(sets)
                .map(|(shadow, own)| scope.spawn(move || shadow.dense_helper(session, own)))
                .collect();
            let result = self.dense_blocks_of(session, sets);
            session.ended.store(true, Ordering::Release);
            for handle in handles {
                // A thread that panicked is dropped with its copy.
                lost |= handle.join().is_err();
            }
            result
        });
        if lost {
            shadows.clear();
        }
        self.shadows.0 = shadows;
        let done = self.n - n0;
        self.threaded += done;
        if done < (blocks * DENSE_LANES / 2) as u64 {
            // Blocks keep being cut short (the mask or the width still change): one thread
            // for a while.
            self.threads_after = self.n + (DENSE_LANES * MIN_BLOCKS * threads * 4) as u64;
        }
        result.map(|()| done)
    }

    /// The calling thread's part: each block's plan published one block ahead, its share
    /// of the tables, then the block's lanes with every thread's tables.
    fn dense_blocks_of(
        &mut self,
        session: &Session,
        sets: &[[Mutex<LaneBits>; 2]],
    ) -> Result<(), EngineError> {
        let blocks = session.plans.len();
        let mut own = std::mem::take(&mut self.dense);
        let mut out = Vec::with_capacity(DENSE_LANES);
        let first = self.dense_plan(self.n as usize, DENSE_LANES);
        let _ = session.plans[0].set(first);
        let mut result = Ok(());
        for j in 0..blocks {
            let Some(plan) = session.plans[j].get() else {
                break;
            };
            self.dense_work(plan, &session.next[j], &session.finished[j], &mut own);
            let units = plan.chunks();
            let (finished, pending) = (&session.finished[j], &session.pending[j]);
            if wait_for(
                || {
                    (finished.load(Ordering::Acquire) >= units
                        && pending.load(Ordering::Acquire) == 0)
                        .then_some(())
                },
                || session.lost.load(Ordering::Acquire),
            )
            .is_none()
            {
                break;
            }
            if j + 1 < blocks {
                // Made before block j is recorded: only rare positions before it.
                let next = self.dense_plan(plan.n0 + DENSE_LANES, DENSE_LANES);
                let _ = session.plans[j + 1].set(next);
            }
            let mut guards: Vec<MutexGuard<'_, LaneBits>> =
                sets.iter().map(|pair| lock(&pair[j % 2])).collect();
            let mut bits: Vec<&mut LaneBits> = guards.iter_mut().map(|g| &mut **g).collect();
            out.clear();
            match self.dense_lanes(plan, DENSE_LANES, &mut own, &mut bits, Some(&mut out)) {
                Ok((_, true)) => {
                    let _ = session.values[j].set(out.clone());
                }
                Ok((_, false)) => break,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.dense = own;
        result
    }

    /// Takes units of `plan`'s table work until none is left, filling `tables`; whether
    /// it took any.
    fn dense_work(
        &self,
        plan: &DensePlan,
        next: &AtomicUsize,
        finished: &AtomicUsize,
        tables: &mut DenseTables,
    ) -> bool {
        let units = plan.chunks();
        let mut took = false;
        loop {
            let c = next.fetch_add(1, Ordering::AcqRel);
            if c >= units {
                return took;
            }
            self.dense_fill(plan, c, DENSE_LANES, tables);
            took = true;
            finished.fetch_add(1, Ordering::Release);
        }
    }

    /// A helper thread's part, on its copy of the engine: for each block, the blocks it
    /// reads recorded, then units of its tables; at the end every published block.
    fn dense_helper(&mut self, session: &Session, sets: &[Mutex<LaneBits>; 2]) {
        let _alarm = LostOnPanic(&session.lost);
        let mut tables = DenseTables::default();
        let ended = || session.ended.load(Ordering::Acquire);
        let mut recorded = 0usize;
        for j in 0..session.plans.len() {
            let Some(plan) = wait_for(|| session.plans[j].get(), ended) else {
                break;
            };
            // Block j's tables read the values before block j − 1.
            if !self.dense_receive(session, &mut recorded, j.saturating_sub(1)) {
                break;
            }
            if session.next[j].load(Ordering::Acquire) >= plan.chunks() {
                continue;
            }
            // Counted before any unit is taken: the calling thread reads the bitsets only
            // once every unit is finished and no helper is still folding.
            let pending = &session.pending[j];
            pending.fetch_add(1, Ordering::AcqRel);
            if self.dense_work(plan, &session.next[j], &session.finished[j], &mut tables) {
                tables.fold_into(&mut lock(&sets[j % 2]), self.dense_width());
            }
            pending.fetch_sub(1, Ordering::AcqRel);
        }
        // Every block published, once the calling thread is done.
        let _ = wait_for(|| ended().then_some(()), || false);
        self.dense_receive(session, &mut recorded, session.values.len());
    }

    /// Records the published blocks before `upto`, waiting for each; `false` if one of
    /// them will never come.
    fn dense_receive(&mut self, session: &Session, recorded: &mut usize, upto: usize) -> bool {
        while *recorded < upto {
            let Some(values) = wait_for(
                || session.values[*recorded].get(),
                || session.ended.load(Ordering::Acquire),
            ) else {
                return false;
            };
            for &(v, depth) in values {
                self.record(v, depth);
            }
            *recorded += 1;
        }
        true
    }
}
