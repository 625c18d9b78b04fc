//! Parallel blocks: the rare splits of a block of consecutive positions computed by rayon,
//! then the values assumed equal to `c` and the early-exit searches run in parallel, and
//! committed in order up to the first wrong assumption.

#![expect(
    clippy::indexing_slicing,
    reason = "block lanes are below the block length the engine chose, each with `words` words of the seen array it allocated; slots are positions below n masked into the ring"
)]

use super::options::{decide, first_known_partner, mark_rare_splits, mark_simple};
use super::search::{enumerate, Attempt, Scratch};
use super::SparseEngine;
use crate::heap::engine::{EngineError, NimSequenceEngine};
use rayon::prelude::*;

impl SparseEngine {
    /// Whether a parallel block is worth its overhead: several threads, splits, and
    /// enough work per value (a long rare list or a deep search).
    pub(super) fn block_pays(&self, count: u64) -> bool {
        self.config.parallel
            && count >= 64
            && !self.moves.split.is_empty()
            && rayon::current_num_threads() > 1
            && (self.rare_pos.len() * self.moves.split.len() >= 512 || self.depth >= 512)
    }

    /// Computes a block of up to `max` values speculatively and in parallel; returns how
    /// many were committed (at least one).
    ///
    /// Phase A (parallel): for every position of the block, the rare splits whose other
    /// part lies before the block. Phase B (sequential): the other options, `c` and the
    /// missing count; `G(n) = c` is assumed. Phase C (parallel): the early-exit searches,
    /// each correct provided the values before it are. Commit (sequential): values are
    /// recorded in order until the first one that differs from its assumption (recorded
    /// with its true value), needs more history, or changes the value width or mask.
    pub(super) fn parallel_block(&mut self, max: usize) -> Result<u64, EngineError> {
        let words = self.words();
        let n0 = self.n as usize;
        let mut b = max
            .min(((1 << 21) / (words * 8)).clamp(64, 4096))
            .min(self.block_hint);
        if self.windowed {
            b = b.min(self.values.len() / 4);
        }
        let mut seen = vec![0u64; b * words];
        let rmask = self.ring_mask();
        {
            let (ring, mv, rp, rv) = (
                &self.values[..],
                &self.moves,
                &self.rare_pos,
                &self.rare_val,
            );
            seen.par_chunks_mut(words).enumerate().for_each(|(i, s)| {
                mark_rare_splits(s, mv, rp, rv, ring, rmask, n0 + i, |m| {
                    let hi = rp.partition_point(|&r| (r as usize) < m);
                    (first_known_partner(rp, m, n0).min(hi), hi)
                });
            });
        }
        // Phase B.
        let mut meta: Vec<(Option<usize>, u64)> = Vec::with_capacity(b);
        let mut saved: Vec<u16> = Vec::with_capacity(b);
        let limit_bits = 1usize << self.vbits;
        for i in 0..b {
            let n = n0 + i;
            let s = &mut seen[i * words..(i + 1) * words];
            mark_simple(s, &self.moves, &self.values, rmask, n);
            let rp = &self.rare_pos;
            mark_rare_splits(
                s,
                &self.moves,
                rp,
                &self.rare_val,
                &self.values,
                rmask,
                n,
                |m| {
                    let hi = rp.partition_point(|&r| (r as usize) < m);
                    (0, first_known_partner(rp, m, n0).min(hi))
                },
            );
            let common = &self.common[((n as u64 + self.s) & 1) as usize][..words];
            let (c, missing) = decide(s, common);
            let Some(cv) = c else { break };
            if cv >= limit_bits {
                break; // a wider value: let the sequential step widen the bitsets
            }
            meta.push((c, missing));
            let v = cv as u16;
            if self.windowed {
                let slot = n & rmask;
                saved.push(self.values[slot]);
                self.values[slot] = v;
            } else {
                self.values.push(v);
            }
        }
        let b = meta.len();
        if b == 0 {
            self.step()?;
            return Ok(1);
        }
        // Phase C.
        let simd = self.simd() && self.depth >= 256;
        let wide = self.wide() && self.depth >= 256;
        let outcomes: Vec<Attempt> = {
            let (mv, ring) = (&self.moves, &self.values[..]);
            let prefix: &[u16] = if self.windowed {
                &self.prefix
            } else {
                &self.values
            };
            seen[..b * words]
                .par_chunks_mut(words)
                .zip(meta.par_iter())
                .enumerate()
                .map_init(Scratch::default, |scratch, (i, (s, &(c, missing)))| {
                    enumerate(
                        s,
                        c,
                        missing,
                        mv,
                        prefix,
                        ring,
                        rmask,
                        n0 + i,
                        scratch,
                        simd,
                        wide,
                        None,
                    )
                })
                .collect()
        };
        // Undo the assumptions, then commit.
        if self.windowed {
            for (i, &old) in saved.iter().enumerate() {
                self.values[(n0 + i) & rmask] = old;
            }
        } else {
            self.values.truncate(n0);
        }
        let mut committed = 0u64;
        for (outcome, &(c, _)) in outcomes.iter().zip(&meta) {
            let Attempt::Value { v, depth } = *outcome else {
                break;
            };
            if v > usize::from(u16::MAX) {
                break;
            }
            let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
            self.record(v as u16, depth);
            committed += 1;
            if Some(v) != c || mask != self.mask || vbits != self.vbits || windowed != self.windowed
            {
                break;
            }
        }
        // Adapt the block length: double after a full block, else follow the run.
        self.block_hint = if committed as usize == b {
            (2 * b).min(4096)
        } else {
            (2 * committed as usize).max(16)
        };
        if committed == 0 {
            self.step()?;
            committed = 1;
        }
        Ok(committed)
    }
}
