//! Dense blocks: for games whose rare positions keep coming (Treblecross: one position in
//! seven is rare, so every value costs a pass over a rare list that grows with `n`),
//! the rare splits of [`DENSE_LANES`] consecutive heap sizes at once, in portable code.
//!
//! For a rare position `r` the partners of lanes `n0 + i` are the consecutive positions
//! `n0 + i − k − r`: one run of stored values serves every lane, and each lane stores
//! its option as a byte of its own table (plain stores, no read-modify-write chain
//! through the few words of a bitset — the per-value loop's limit). Only the rare
//! positions whose partner lies before the block are done this way, for every lane at
//! once, before any lane is computed; then lane after lane (exactly: no value is
//! assumed) the table is folded into the lane's bitset, the other options are marked
//! (the take moves, the rare positions below [`DENSE_LANES`] and those found since the
//! block began), and `c` and the early-exit search decide the value as in a single step.

#![expect(
    clippy::indexing_slicing,
    reason = "rare-list indices come from partition_point on the list; ring indices are below n in the full layout or masked by the ring's length - 1; lanes are below DENSE_LANES and table indices are masked by TABLE - 1"
)]

use super::options::{decide, mark_rare_splits, mark_simple};
use super::search::{enumerate, Attempt};
use super::SparseEngine;
use crate::heap::engine::{EngineError, NimSequenceEngine};

/// Heap sizes per dense block.
pub(super) const DENSE_LANES: usize = 16;

/// Values a lane's table holds: every value must be below it.
const TABLE: usize = 1 << 12;

/// A lane's table, padded so that the lanes' tables do not fall on the same cache sets.
const STRIDE: usize = TABLE + 64;

/// The lanes' option tables: one byte per value per lane (speed only).
#[derive(Clone)]
pub(super) struct DenseTables(Box<[[u8; STRIDE]; DENSE_LANES]>);

impl Default for DenseTables {
    fn default() -> DenseTables {
        DenseTables(Box::new([[0; STRIDE]; DENSE_LANES]))
    }
}

impl std::fmt::Debug for DenseTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DenseTables")
    }
}

/// ORs the bytes of `table` (0 or 1, one per value) into the bitset `seen` and zeroes them.
fn fold(seen: &mut [u64], table: &mut [u8]) {
    for (w, chunk) in seen.iter_mut().zip(table.chunks_exact_mut(64)) {
        let mut bits = 0u64;
        for (j, eight) in chunk.chunks_exact(8).enumerate() {
            let mut le = [0u8; 8];
            le.copy_from_slice(eight);
            let x = u64::from_le_bytes(le);
            // Bytes 0/1: the multiplication gathers byte i's low bit at bit 56 + i (the
            // partial products fall on distinct bits, so nothing carries).
            bits |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * j);
        }
        *w |= bits;
        chunk.fill(0);
    }
}

impl SparseEngine {
    /// Whether a dense block pays: splits, every value below the tables' width, and a
    /// rare list long enough that its pass dominates a value's work.
    pub(super) fn dense_pays(&self, count: u64) -> bool {
        count >= DENSE_LANES as u64
            && !self.moves.split.is_empty()
            && (1usize << self.vbits) <= TABLE
            && self.rare_pos.len() * self.moves.split.len() >= 2048
    }

    /// Computes up to [`DENSE_LANES`] values (at most `count`) as a dense block; returns
    /// how many were recorded (at least one).
    pub(super) fn dense_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let n0 = self.n as usize;
        let lanes = (count as usize).min(DENSE_LANES);
        let vlen = (1usize << self.vbits).max(64);
        let rmask = self.ring_mask();
        let mut tables = std::mem::take(&mut self.dense);
        // The rare positions from `lo` on whose partner lies before the block, per split.
        let lo = self
            .rare_pos
            .partition_point(|&r| (r as usize) < DENSE_LANES);
        let mut ranges: Vec<(usize, usize)> = Vec::with_capacity(self.moves.split.len());
        for sp in &self.moves.split {
            let Some(m0) = n0.checked_sub(sp.k) else {
                ranges.push((sp.k, lo));
                continue;
            };
            let hi = self
                .rare_pos
                .partition_point(|&r| (r as usize) < m0)
                .max(lo);
            ranges.push((sp.k, hi));
            let ring = &self.values[..];
            for (&r, &gr) in self.rare_pos[lo..hi].iter().zip(&self.rare_val[lo..hi]) {
                let r = r as usize;
                let base = m0 - r;
                // A distinct split skips the lane whose parts would be equal.
                let skip = (2 * r)
                    .checked_sub(m0)
                    .filter(|&i| sp.distinct && i < lanes);
                let start = base & rmask;
                match (ring.get(start..start + lanes), skip) {
                    (Some(run), None) => {
                        for (table, &x) in tables.0.iter_mut().zip(run) {
                            table[usize::from(gr ^ x) & (TABLE - 1)] = 1;
                        }
                    }
                    _ => {
                        for (i, table) in tables.0.iter_mut().enumerate().take(lanes) {
                            if Some(i) != skip {
                                let x = ring[(base + i) & rmask];
                                table[usize::from(gr ^ x) & (TABLE - 1)] = 1;
                            }
                        }
                    }
                }
            }
        }
        let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
        let mut done = 0u64;
        let mut lane = 0;
        while lane < lanes {
            let n = n0 + lane;
            let words = self.words();
            let mut seen = std::mem::take(&mut self.seen);
            let seen_w = &mut seen[..words];
            seen_w.fill(0);
            fold(seen_w, &mut tables.0[lane][..vlen.min(TABLE)]);
            let (mv, ring, rp, rv) = (
                &self.moves,
                &self.values[..],
                &self.rare_pos,
                &self.rare_val,
            );
            mark_simple(seen_w, mv, ring, rmask, n);
            // The rare splits not in the block: r below `lo`, and r from the block's
            // range end on (positions near n, and those found since the block began).
            let end = |m: usize| rp.partition_point(|&r| (r as usize) < m);
            mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| (0, lo.min(end(m))));
            mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
                let e = end(m);
                let from = ranges.iter().find(|r| r.0 == n - m).map_or(e, |r| r.1);
                (from.min(e), e)
            });
            let common = &self.common[((n as u64 + self.s) & 1) as usize][..words];
            let (c, missing) = decide(seen_w, common);
            let prefix: &[u16] = if self.windowed {
                &self.prefix
            } else {
                &self.values
            };
            let simd = self.simd() && self.depth >= 256;
            let wide = self.wide() && self.depth >= 256;
            let attempt = enumerate(
                seen_w,
                c,
                missing,
                mv,
                prefix,
                ring,
                rmask,
                n,
                &mut self.scratch,
                simd,
                wide,
                None,
            );
            self.seen = seen;
            match attempt {
                Attempt::Value { v, depth } => {
                    let v =
                        u16::try_from(v).map_err(|_| EngineError::ValueOverflow { n: n as u64 })?;
                    self.record(v, depth);
                    done += 1;
                    lane += 1;
                }
                Attempt::NeedPrefix { .. } => {
                    // The single step grows the prefix (or falls back) and computes it.
                    self.step()?;
                    done += 1;
                    lane += 1;
                    break;
                }
            }
            if self.mask != mask || self.vbits != vbits || self.windowed != windowed {
                break;
            }
        }
        // The lanes not reached keep their bytes: zero them.
        for table in tables.0.iter_mut().skip(lane).take(lanes - lane) {
            table[..vlen.min(TABLE)].fill(0);
        }
        self.dense = tables;
        Ok(done)
    }
}
