//! Computing values: one attempt at `G(n)` from the stored state, the value recorded with
//! everything that depends on it, and runs of values (vector blocks, parallel blocks or
//! one step at a time).

#![expect(
    clippy::indexing_slicing,
    reason = "indices are heap sizes below n, the number of values the engine has computed, values below 2^vbits (the bitsets' width) and parities 0 or 1"
)]

use super::mask::extended;
use super::options::{decide, mark_rare_splits, mark_simple};
use super::search::{enumerate, Attempt};
use super::SparseEngine;
use crate::heap::engine::{EngineError, NimSequenceEngine};
use rayon::prelude::*;

/// From this many rare positions on, one value's rare splits are shared between threads.
const PARALLEL_RARE: usize = 8192;

impl SparseEngine {
    /// Words of the seen-bitset: values below `2^(vbits + 1)`.
    pub(super) fn words(&self) -> usize {
        ((1usize << (self.vbits + 1)) / 64).max(1)
    }

    /// Resizes the bitsets and the histogram to `vbits` and recomputes the common sets.
    pub(super) fn resize_bitsets(&mut self) {
        let words = self.words();
        let values = words * 64;
        self.seen = vec![0; words];
        let hist_len = 1usize << (self.vbits + 1);
        if self.hist.len() < hist_len {
            self.hist.resize(hist_len, 0);
        }
        for q in 0..2u64 {
            let mut bits = vec![0u64; words];
            for v in 0..values {
                if self.mask.class_of(((v as u32) << 1) | q as u32) == 1 {
                    bits[v / 64] |= 1 << (v % 64);
                }
            }
            self.common[q as usize] = bits;
        }
    }

    /// One attempt at `G(n)` from the stored state (which it does not change, apart from
    /// the scratch bitset).
    pub(super) fn attempt(&mut self, n: u64) -> Result<Attempt, EngineError> {
        let n_us = n as usize;
        let words = self.words();
        let rmask = self.ring_mask();
        let mut seen = std::mem::take(&mut self.seen);
        let seen_w = &mut seen[..words];
        seen_w.fill(0);
        let ring: &[u16] = &self.values;
        let prefix: &[u16] = if self.windowed {
            &self.prefix
        } else {
            &self.values
        };
        let mv = &self.moves;
        mark_simple(seen_w, mv, ring, rmask, n_us);
        let rare_pos = &self.rare_pos;
        let rare_val = &self.rare_val;
        let threads = rayon::current_num_threads();
        if self.config.parallel && threads > 1 && rare_pos.len() >= PARALLEL_RARE {
            // A long rare list: split it between the threads, each marking its own
            // bitset, then OR them.
            let per = rare_pos.len().div_ceil(threads);
            let parts: Vec<Vec<u64>> = (0..threads)
                .into_par_iter()
                .map(|part| {
                    let mut local = vec![0u64; words];
                    let (lo, hi) = (part * per, ((part + 1) * per).min(rare_pos.len()));
                    mark_rare_splits(&mut local, mv, rare_pos, rare_val, ring, rmask, n_us, |m| {
                        let end = lo + rare_pos[lo..hi].partition_point(|&r| (r as usize) < m);
                        (lo, end)
                    });
                    local
                })
                .collect();
            for part in parts {
                for (w, p) in seen_w.iter_mut().zip(part) {
                    *w |= p;
                }
            }
        } else {
            mark_rare_splits(seen_w, mv, rare_pos, rare_val, ring, rmask, n_us, |m| {
                (0, rare_pos.partition_point(|&r| (r as usize) < m))
            });
        }
        let common = &self.common[((n + self.s) & 1) as usize][..words];
        let (c, missing) = decide(seen_w, common);
        let simd = self.simd() && self.depth >= 256;
        let wide = self.wide() && self.depth >= 256;
        let result: Result<Attempt, EngineError> = Ok(enumerate(
            seen_w,
            c,
            missing,
            mv,
            prefix,
            ring,
            rmask,
            n_us,
            &mut self.scratch,
            simd,
            wide,
            None,
        ));
        self.seen = seen;
        let attempt = result?;
        if let Attempt::Value { v, .. } = attempt
            && v > usize::from(u16::MAX)
        {
            return Err(EngineError::ValueOverflow { n });
        }
        Ok(attempt)
    }

    /// Computes `G(n)` without storing it.
    #[inline]
    pub(super) fn compute(&mut self, n: u64) -> Result<(u16, u64), EngineError> {
        loop {
            match self.attempt(n)? {
                Attempt::Value { v, depth } => return Ok((v as u16, depth)),
                Attempt::NeedPrefix { a } => {
                    if let Err(e) = self.grow_prefix(a) {
                        if !self.windowed {
                            return Err(e);
                        }
                        self.unwindow()?;
                    }
                }
            }
        }
    }

    /// Stores `G(n) = v` (n = self.n) and updates everything that depends on it.
    pub(super) fn record(&mut self, v: u16, depth: u64) {
        let n = self.n;
        if self.windowed {
            let rmask = self.values.len() - 1;
            self.values[n as usize & rmask] = v;
        } else {
            self.values.push(v);
        }
        self.n += 1;
        #[cfg(test)]
        self.recorded
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.depth = self.depth.max(depth);
        let mut grew = false;
        if v > self.max_value {
            self.max_value = v;
            let bits = (16 - v.leading_zeros()).max(1);
            if bits > self.vbits {
                self.vbits = bits;
                grew = true;
                self.resize_bitsets();
            }
        }
        self.hist[extended(v, (n + self.s) & 1) as usize] += 1;
        if n >= 1 && self.is_rare(n, v) {
            self.rare_pos.push(n);
            self.rare_val.push(v);
        }
        if self.config.mask.is_none()
            && !self.windowed
            && (grew || self.rare_pos.len() as u64 >= self.next_choose)
        {
            self.choose_mask();
        }
        if !self.windowed
            && self.n & 1023 == 0
            && let Some(after) = self.config.window_after
            && self.n >= after
        {
            self.try_window();
        }
    }

    /// Computes `count` values, with the parallel block method when it pays.
    #[inline]
    pub(super) fn run_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let mut done = 0;
        while done < count {
            done += if count - done >= 8 && self.vector_ready() {
                if self.threads_pay(count - done) {
                    match self.threaded_blocks(count - done) {
                        0 => {
                            self.step()?;
                            1
                        }
                        // A session cut short (an assumption failed): the rest is left to
                        // the next look, which starts a session of whole blocks.
                        k if k < count - done => return Ok(done + k),
                        k => k,
                    }
                } else {
                    self.vector_block(count - done)?
                }
            } else if self.dense_threads_pay(count - done) {
                match self.threaded_dense(count - done)? {
                    0 => self.dense_block(count - done)?,
                    k => k,
                }
            } else if self.cooldown == 0 && self.block_pays(count - done) {
                let committed = self.parallel_block((count - done) as usize)?;
                if committed < 32 {
                    // Assumptions keep failing (rare values still appear): go on
                    // sequentially for a while.
                    self.cooldown = 1024;
                }
                committed
            } else if self.dense_pays(count - done) {
                let k = self.dense_block(count - done)?;
                self.cooldown = self.cooldown.saturating_sub(k);
                k
            } else {
                self.cooldown = self.cooldown.saturating_sub(1);
                self.step()?;
                1
            };
        }
        Ok(done)
    }
}
