//! Dense blocks: the rare splits of [`DENSE_LANES`] consecutive heap sizes at once, in
//! portable code, wherever the vector blocks do not run and the rare list has some hundreds
//! of entries — for games whose rare positions keep coming (Treblecross: one position in
//! seven is rare, so every value costs a pass over a rare list that grows with `n`), and for
//! every game at the portable level.
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
    reason = "rare-list indices come from partition_point on the list; ring indices are below n in the full layout or masked by the ring's length - 1; lanes are below DENSE_LANES and table indices are u16 values, below STRIDE"
)]

use super::options::{decide, mark_rare_splits, mark_simple};
use super::search::{enumerate, Attempt};
use super::SparseEngine;
use crate::heap::engine::{EngineError, NimSequenceEngine};

/// Heap sizes per dense block.
pub(super) const DENSE_LANES: usize = 16;

/// Rare splits per value (rare positions × split moves) from which dense blocks run.
/// From 256 on they pay wherever the vector blocks do not run: the portable level
/// throughout, and every level before the rare positions lie far behind — Officers 2^20
/// at the portable level 1.17–1.28× faster than with the bound at 2048 (which only
/// Treblecross's long list passed), Grundy's game 2^20 1.27× (portable) and 1.19× (AVX-512);
/// 96 gained nothing more (docs/bench-history.md).
const DENSE_RARE: usize = 256;

/// Values a lane's table holds: every value must be below it.
const TABLE: usize = 1 << 12;

/// A lane's table: a byte for every 16-bit value, so that a value indexes it unmasked (only
/// the first [`TABLE`] bytes are ever written, and only they are ever resident), padded by
/// 2 KiB so that the lanes' written bytes spread over the L1 cache's sets as one run would
/// (the tables of lanes `i` and `i + 1` start 32 sets apart of 64: a width of 2 KiB, as
/// Treblecross's, fills each set 8 times; a 64-byte pad stacked them 16 deep, beyond the
/// 12 ways).
const STRIDE: usize = (1 << 16) + 2048;

/// The lanes' option tables: one byte per value per lane (speed only).
pub(super) struct DenseTables(Option<Box<Lanes>>);

/// Every lane's table.
type Lanes = [[u8; STRIDE]; DENSE_LANES];

impl DenseTables {
    /// The tables, allocated at the first use (zeroed by the allocator: pages become
    /// resident only where a table is written).
    #[expect(
        clippy::expect_used,
        reason = "a boxed slice of DENSE_LANES tables is a [table; DENSE_LANES]"
    )]
    fn lanes(&mut self) -> &mut Lanes {
        self.0.get_or_insert_with(|| {
            vec![[0; STRIDE]; DENSE_LANES]
                .into_boxed_slice()
                .try_into()
                .expect("DENSE_LANES tables")
        })
    }
}

/// No tables until a block needs them (an engine that never runs a dense block, or an
/// engine's place while its tables are taken out, costs nothing).
impl Default for DenseTables {
    fn default() -> DenseTables {
        DenseTables(None)
    }
}

/// The tables are all zero between blocks: a copy of an engine gets fresh ones.
impl Clone for DenseTables {
    fn clone(&self) -> DenseTables {
        DenseTables::default()
    }
}

impl std::fmt::Debug for DenseTables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DenseTables")
    }
}

/// The lanes' options as bitsets, values below [`TABLE`] (speed only): a helper thread's
/// tables folded where they were filled, so that only these words cross to the thread
/// that finishes the lanes.
pub(super) struct LaneBits(Box<[[u64; TABLE / 64]; DENSE_LANES]>);

impl Default for LaneBits {
    fn default() -> LaneBits {
        LaneBits(Box::new([[0; TABLE / 64]; DENSE_LANES]))
    }
}

impl DenseTables {
    /// Folds every lane's bytes below `vlen` into `bits` (ORed) and zeroes them.
    pub(super) fn fold_into(&mut self, bits: &mut LaneBits, vlen: usize) {
        for (table, lane) in self.lanes().iter_mut().zip(bits.0.iter_mut()) {
            fold(lane, &mut table[..vlen]);
        }
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

/// Stores `gr ⊕ run[i]` in lane `i`'s table for every lane: sixteen independent byte
/// stores, unrolled, two lanes' values read and XORed as one 32-bit word (three
/// instructions a lane: the loop's limit, with the stores, is the front end).
#[inline(always)]
fn fill_lanes(tables: &mut Lanes, gr: u16, run: &[u16; DENSE_LANES]) {
    let g = u32::from(gr) * 0x0001_0001;
    for (pair, two) in tables.chunks_exact_mut(2).zip(run.chunks_exact(2)) {
        if let ([t0, t1], [x0, x1]) = (pair, two) {
            let w = g ^ (u32::from(*x0) | u32::from(*x1) << 16);
            t0[(w & 0xffff) as usize] = 1;
            t1[(w >> 16) as usize] = 1;
        }
    }
}

/// Rare positions per unit of a dense block's table work ([`DensePlan::chunk`]).
pub(super) const CHUNK: usize = 1024;

/// The rare splits a dense block's tables hold: for every split move, the rare positions
/// from index `lo` of the rare list to its end of the move's range, partners taken from
/// the run of values before the block.
#[derive(Debug, Clone)]
pub(super) struct DensePlan {
    /// The block's first heap size.
    pub(super) n0: usize,
    /// The first rare position in the tables (those before it are marked lane by lane).
    pub(super) lo: usize,
    /// Per split move, in the order of the moves: `(k, end of its range in the rare list)`.
    pub(super) ranges: Vec<(usize, usize)>,
}

impl DensePlan {
    /// Units of table work: each split's range cut into runs of [`CHUNK`] rare positions.
    pub(super) fn chunks(&self) -> usize {
        self.ranges
            .iter()
            .map(|&(_, hi)| hi.saturating_sub(self.lo).div_ceil(CHUNK))
            .sum()
    }

    /// Unit `c` of the table work: `(split move index, first rare index, end)`.
    pub(super) fn chunk(&self, mut c: usize) -> Option<(usize, usize, usize)> {
        for (s, &(_, hi)) in self.ranges.iter().enumerate() {
            let units = hi.saturating_sub(self.lo).div_ceil(CHUNK);
            if c < units {
                let from = self.lo + c * CHUNK;
                return Some((s, from, (from + CHUNK).min(hi)));
            }
            c -= units;
        }
        None
    }
}

impl SparseEngine {
    /// Whether a dense block pays: splits, every value below the tables' width, and a
    /// rare list long enough that its pass dominates a value's work.
    pub(super) fn dense_pays(&self, count: u64) -> bool {
        count >= DENSE_LANES as u64
            && !self.moves.split.is_empty()
            && (1usize << self.vbits) <= TABLE
            && self.rare_pos.len() * self.moves.split.len() >= DENSE_RARE
    }

    /// Computes up to [`DENSE_LANES`] values (at most `count`) as a dense block; returns
    /// how many were recorded (at least one).
    pub(super) fn dense_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let lanes = (count as usize).min(DENSE_LANES);
        let plan = self.dense_plan(self.n as usize, 0);
        let mut tables = std::mem::take(&mut self.dense);
        for c in 0..plan.chunks() {
            self.dense_fill(&plan, c, lanes, &mut tables);
        }
        let result = self.dense_lanes(&plan, lanes, &mut tables, &mut [], None);
        self.dense = tables;
        Ok(result?.0)
    }

    /// The bytes of a lane's table that values can reach: `2^vbits` (at least 64).
    pub(super) fn dense_width(&self) -> usize {
        (1usize << self.vbits).clamp(64, TABLE)
    }

    /// The plan of the dense block at `n0` whose partners lie more than `ahead` positions
    /// before it (rare positions from `DENSE_LANES + ahead` on, those known now).
    pub(super) fn dense_plan(&self, n0: usize, ahead: usize) -> DensePlan {
        let lo = self
            .rare_pos
            .partition_point(|&r| (r as usize) < DENSE_LANES + ahead);
        let ranges = self
            .moves
            .split
            .iter()
            .map(|sp| match n0.checked_sub(sp.k) {
                None => (sp.k, lo),
                Some(m0) => (
                    sp.k,
                    self.rare_pos
                        .partition_point(|&r| (r as usize) < m0)
                        .max(lo),
                ),
            })
            .collect();
        DensePlan { n0, lo, ranges }
    }

    /// Unit `c` of `plan`'s table work for the first `lanes` lanes: each rare position's
    /// partners, one run of stored values, stored as bytes of the lanes' tables.
    pub(super) fn dense_fill(
        &self,
        plan: &DensePlan,
        c: usize,
        lanes: usize,
        tables: &mut DenseTables,
    ) {
        let Some((s, from, to)) = plan.chunk(c) else {
            return;
        };
        let sp = &self.moves.split[s];
        let Some(m0) = plan.n0.checked_sub(sp.k) else {
            return;
        };
        let rmask = self.ring_mask();
        let ring = &self.values[..];
        let tables = tables.lanes();
        let (rp, rv) = (&self.rare_pos[from..to], &self.rare_val[from..to]);
        // No lane is skipped while 2r < m0 (a distinct split skips lane 2r − m0): those
        // rare positions go through the tight loop when their run lies whole in the ring.
        let plain = if sp.distinct {
            rp.partition_point(|&r| 2 * (r as usize) < m0)
        } else {
            rp.len()
        };
        let mut i = 0;
        if lanes == DENSE_LANES {
            while i < plain {
                let start = (m0 - rp[i] as usize) & rmask;
                let Some(Ok(run)) = ring
                    .get(start..start + DENSE_LANES)
                    .map(<&[u16; DENSE_LANES]>::try_from)
                else {
                    break;
                };
                fill_lanes(tables, rv[i], run);
                i += 1;
            }
        }
        for (&r, &gr) in rp[i..].iter().zip(&rv[i..]) {
            let r = r as usize;
            let base = m0 - r;
            // A distinct split skips the lane whose parts would be equal.
            let skip = (2 * r)
                .checked_sub(m0)
                .filter(|&i| sp.distinct && i < lanes);
            for (i, table) in tables.iter_mut().enumerate().take(lanes) {
                if Some(i) != skip {
                    let x = ring[(base + i) & rmask];
                    table[usize::from(gr ^ x)] = 1;
                }
            }
        }
    }

    /// Finishes the first `lanes` lanes of the dense block `plan` (at `self.n`) whose
    /// table work is in `tables` and `bits` (their union): lane after lane both ORed into
    /// the lane's bitset (and zeroed), the other options marked, `c` and the early-exit
    /// search. Each value is recorded and, when `out` is given, pushed to it with its
    /// depth. Returns how many were recorded (at least one) and whether the block went
    /// through without a change of mask, width or layout and without the single step
    /// (the values a step computes are recorded, not pushed).
    pub(super) fn dense_lanes(
        &mut self,
        plan: &DensePlan,
        lanes: usize,
        tables: &mut DenseTables,
        bits: &mut [&mut LaneBits],
        mut out: Option<&mut Vec<(u16, u64)>>,
    ) -> Result<(u64, bool), EngineError> {
        let (n0, lo) = (plan.n0, plan.lo);
        debug_assert_eq!(self.n as usize, n0);
        let vlen = self.dense_width();
        let rmask = self.ring_mask();
        let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
        let mut done = 0u64;
        let mut lane = 0;
        let mut whole = true;
        while lane < lanes {
            let n = n0 + lane;
            let words = self.words();
            let mut seen = std::mem::take(&mut self.seen);
            let seen_w = &mut seen[..words];
            seen_w.fill(0);
            fold(seen_w, &mut tables.lanes()[lane][..vlen]);
            for set in bits.iter_mut() {
                for (w, b) in seen_w.iter_mut().zip(&mut set.0[lane][..vlen / 64]) {
                    *w |= std::mem::take(b);
                }
            }
            let (mv, ring, rp, rv) = (
                &self.moves,
                &self.values[..],
                &self.rare_pos,
                &self.rare_val,
            );
            mark_simple(seen_w, mv, ring, rmask, n);
            // The rare splits not in the tables: r below `lo`, and r from the plan's
            // range end on (positions near n, and those found since the plan was made).
            let end = |m: usize| rp.partition_point(|&r| (r as usize) < m);
            mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| (0, lo.min(end(m))));
            mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
                let e = end(m);
                let from = plan.ranges.iter().find(|r| r.0 == n - m).map_or(e, |r| r.1);
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
            done += 1;
            lane += 1;
            match attempt {
                Attempt::Value { v, depth } => {
                    let v =
                        u16::try_from(v).map_err(|_| EngineError::ValueOverflow { n: n as u64 })?;
                    self.record(v, depth);
                    if let Some(out) = out.as_deref_mut() {
                        out.push((v, depth));
                    }
                }
                Attempt::NeedPrefix { .. } => {
                    // The single step grows the prefix (or falls back) and computes it.
                    self.step()?;
                    whole = false;
                    break;
                }
            }
            if self.mask != mask || self.vbits != vbits || self.windowed != windowed {
                whole = false;
                break;
            }
        }
        // The lanes not reached keep their bytes: zero them.
        for table in tables.lanes().iter_mut().skip(lane).take(lanes - lane) {
            table[..vlen].fill(0);
        }
        for set in bits.iter_mut() {
            for words in set.0.iter_mut().skip(lane).take(lanes - lane) {
                words[..vlen / 64].fill(0);
            }
        }
        Ok((done, whole))
    }
}
