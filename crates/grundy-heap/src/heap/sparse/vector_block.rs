//! Vector blocks: once every rare position lies far behind, 32 values at a time with the
//! [vector kernels](crate::heap::vector) — the rare splits whose partner lies before the
//! block for all lanes at once, then lane by lane the other options, `c` and the
//! compressed search.

#![expect(
    clippy::indexing_slicing,
    reason = "the rare lists are sorted and lo <= mid <= hi come from partition_point on them; lanes are below LANES"
)]

#[cfg(debug_assertions)]
use super::options::decide;
use super::options::{mark_rare_splits, mark_simple};
use super::search::{enumerate, split_bound, Attempt};
use super::SparseEngine;
use crate::heap::engine::{EngineError, NimSequenceEngine};
use crate::heap::vector::{self, Compression, RareBlock};

/// The part of the rare list a vector block collects into sets (numerator, denominator);
/// the rest is only tested against each lane's first missing values.
const COLLECTED: (usize, usize) = (4, 8);

impl SparseEngine {
    /// Whether the vector kernels apply: present and enabled, splits, every value below
    /// 512, a mask with a value part and without the position-parity bit, enough rare
    /// positions for a block to pay (256 rare splits per heap size), and every rare
    /// position far enough behind that all partners of [`RareBlock`] lanes are common
    /// positions (so every option it collects is a common value).
    pub(super) fn vector_ready(&self) -> bool {
        if !self.simd()
            || self.moves.split.is_empty()
            || self.mask.value_mask() == 0
            || self.mask.position_parity()
        {
            return false;
        }
        // Too few rare positions: a block costs more than it saves.
        if self.rare_pos.len() * self.moves.split.len() < 256 {
            return false;
        }
        let last = self.rare_pos.last().copied().unwrap_or(0);
        let kmax = self.moves.split.iter().map(|sp| sp.k).max().unwrap_or(0) as u64;
        self.n > 2 * last + kmax + vector::LANES as u64 + 2
    }

    /// Whether the vector search may run: enabled, present, every value below 512.
    /// (Searches use it once some search has gone 256 options deep: shallow searches are
    /// faster without.)
    pub(super) fn simd(&self) -> bool {
        self.config.vector && self.vbits <= 9 && vector::available()
    }

    /// Whether the early-exit search runs the wide vector kernel
    /// ([`vector::search_wide`], targets below 4096, values of any width).
    pub(super) fn wide(&self) -> bool {
        self.config.vector && vector::wide_available()
    }

    /// Computes up to [`vector::LANES`] values (at most `count`) with the vector kernels:
    /// the rare splits whose partner lies before the block for all lanes at once, then
    /// lane by lane the other options, `c` and the vector search. Returns how many values
    /// were recorded (at least one).
    pub(super) fn vector_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let n0 = self.n as usize;
        let lanes = (count as usize).min(vector::LANES);
        let comp = Compression::new(self.mask.value_mask());
        let mut block = match self.block.take() {
            Some(b) if b.compression() == comp => b,
            _ => Box::new(RareBlock::new(comp)),
        };
        let (lo, ranges) = self.block_rare(n0, &mut block, 0);
        let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
        let mut done = 0;
        for i in 0..lanes {
            done += 1;
            match self.vector_value(n0, n0 + i, &mut block, comp, lo, &ranges)? {
                Some((v, depth)) => self.record(v, depth),
                None => {
                    self.step()?;
                    break;
                }
            }
            if self.mask != mask || self.vbits != vbits || self.windowed != windowed {
                break;
            }
        }
        self.block = Some(block);
        Ok(done)
    }

    /// The rare splits of the block of lanes `n0..n0 + LANES` whose partner lies more
    /// than `ahead` positions before `n0` (rare positions from `LANES + ahead` on), added
    /// to `block` (cleared first): half of each list collected, the rest verified. Reads
    /// only values before `n0 − ahead`. Returns the index of the first rare position in
    /// the block's lists and, per split move, `(k, end of the collected part, end)`.
    pub(super) fn block_rare(
        &self,
        n0: usize,
        block: &mut RareBlock,
        ahead: usize,
    ) -> (usize, Vec<(usize, usize, usize)>) {
        block.clear();
        let rmask = self.ring_mask();
        // Rare positions from LANES + ahead on: for every lane, the partner lies before
        // n0 − ahead.
        let lo = self
            .rare_pos
            .partition_point(|&r| (r as usize) < vector::LANES + ahead);
        // The first part of each list is collected into sets; the rest is only tested
        // against each lane's first missing values (RareBlock::verify).
        let ranges: Vec<(usize, usize, usize)> = self
            .moves
            .split
            .iter()
            .map(|sp| {
                let hi = self
                    .rare_pos
                    .partition_point(|&r| r as usize + sp.k < n0)
                    .max(lo);
                (sp.k, lo + (hi - lo) * COLLECTED.0 / COLLECTED.1, hi)
            })
            .collect();
        for &(k, mid, _) in &ranges {
            let (pos, val) = (&self.rare_pos[lo..mid], &self.rare_val[lo..mid]);
            block.add(&self.values, rmask, n0, k, pos, val);
        }
        block.freeze();
        for &(k, mid, hi) in &ranges {
            let (pos, val) = (&self.rare_pos[mid..hi], &self.rare_val[mid..hi]);
            block.verify(&self.values, rmask, n0, k, pos, val);
        }
        (lo, ranges)
    }

    /// `G(n)` for lane `n − n0` of the vector block at `n0`, which holds the rare splits
    /// of the rare list from index `lo` whose partner lies before `n0`: the other
    /// options are marked here, then `c`, the missing rare values and the vector search.
    /// `None` when the scalar step must do it (no common value below 512 free, or more
    /// prefix needed).
    pub(super) fn vector_value(
        &mut self,
        n0: usize,
        n: usize,
        block: &mut RareBlock,
        comp: Compression,
        lo: usize,
        ranges: &[(usize, usize, usize)],
    ) -> Result<Option<(u16, u64)>, EngineError> {
        debug_assert_eq!(self.n as usize, n);
        // Both halves compiled for this CPU's instruction sets (see `lane_plan`).
        Ok(vector::tuned(
            #[inline(always)]
            || {
                let mut plan = LanePlan::EMPTY;
                self.lane_plan_here(&mut plan, n0, n, block, comp, lo, ranges)?;
                self.lane_search(n, &mut plan, block)
            },
        ))
    }

    /// The first half of [`SparseEngine::vector_value`], written into `plan`: every
    /// option of lane `n − n0` but the early-exit search marked, `c` and the number of
    /// rare values below `c` still missing. Reads the values before `n` (which may be
    /// assumed ones: the threads' blocks). `None` when the scalar step must do it.
    #[expect(
        clippy::too_many_arguments,
        reason = "the block's parts, as lane_plan_here"
    )]
    pub(super) fn lane_plan(
        &mut self,
        plan: &mut LanePlan,
        n0: usize,
        n: usize,
        block: &mut RareBlock,
        comp: Compression,
        lo: usize,
        ranges: &[(usize, usize, usize)],
    ) -> Option<()> {
        // Compiled for this CPU's instruction sets (the bit counts with POPCNT, the shifts
        // with BMI2: the crate is built for baseline x86-64), the body inlined into it.
        vector::tuned(
            #[inline(always)]
            || self.lane_plan_here(plan, n0, n, block, comp, lo, ranges),
        )
    }

    /// [`SparseEngine::lane_plan`] as compiled where it is inlined.
    #[inline(always)]
    #[expect(
        clippy::too_many_arguments,
        reason = "the lane, its block and the block's parts"
    )]
    fn lane_plan_here(
        &mut self,
        plan: &mut LanePlan,
        n0: usize,
        n: usize,
        block: &mut RareBlock,
        comp: Compression,
        lo: usize,
        ranges: &[(usize, usize, usize)],
    ) -> Option<()> {
        let words = self.words();
        let rmask = self.ring_mask();
        plan.c = 0;
        plan.missing = 0;
        plan.words = words;
        let seen_w = plan.seen.get_mut(..words)?;
        seen_w.fill(0);
        let (mv, ring, rp, rv) = (
            &self.moves,
            &self.values[..],
            &self.rare_pos,
            &self.rare_val,
        );
        mark_simple(seen_w, mv, ring, rmask, n);
        // The rare splits not in the block: r < lo, and r ≥ n0 − k (found since).
        // (Every rare position from the block's lists lies below m − 1.)
        let below = |m: usize| match rp.last() {
            Some(&r) if r as usize >= m => rp.partition_point(|&r| (r as usize) < m),
            _ => rp.len(),
        };
        mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
            (0, lo.min(below(m)))
        });
        mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
            let end = below(m);
            let from = ranges.iter().find(|r| r.0 == n - m).map_or(end, |r| r.2);
            (from.min(end), end)
        });
        let common = &self.common[((n as u64 + self.s) & 1) as usize][..words];
        // The common values marked, compressed (every value is below 512: 8 words).
        let mut low = [0u64; 8];
        for (l, &s) in low.iter_mut().zip(seen_w.iter()) {
            *l = s;
        }
        let set = block.pack_common(&low);
        let free = match block.lane_mex(n - n0, set) {
            Some(free) => Some(free),
            None => {
                // The candidates did not decide: collect this lane's verified splits too.
                let mut full = block.lane(n - n0);
                for (w, x) in full.iter_mut().zip(set) {
                    *w |= x;
                }
                for &(k, mid, hi) in ranges {
                    let rest =
                        block.lane_rest(n - n0, ring, rmask, n0, k, &rp[mid..hi], &rv[mid..hi]);
                    for (w, x) in full.iter_mut().zip(rest) {
                        *w |= x;
                    }
                }
                (0..4)
                    .find(|&w| full[w] != u64::MAX)
                    .map(|w| (w * 64) as u16 + full[w].trailing_ones() as u16)
            }
        };
        let c = usize::from(comp.decompress(free?));
        #[cfg(debug_assertions)]
        let before = seen_w.to_vec();
        // Every common value below c is an option (in the block's sets or marked); mark
        // them and every value from c up (as `decide` does), and count the unmarked rare
        // values below c — without branches on c.
        let mut missing = 0u64;
        for (i, (s, &cm)) in seen_w.iter_mut().zip(common).enumerate() {
            let below = u64::MAX
                .checked_shr(64 - c.saturating_sub(64 * i).min(64) as u32)
                .unwrap_or(0);
            *s |= cm | !below;
            missing += u64::from((!*s).count_ones());
        }
        #[cfg(debug_assertions)]
        {
            let mut check = before;
            for (i, (s, &cm)) in check.iter_mut().zip(common).enumerate() {
                if c > 64 * i {
                    *s |= cm
                        & u64::MAX
                            .checked_shr(64 - (c - 64 * i).min(64) as u32)
                            .unwrap_or(0);
                }
            }
            assert_eq!(decide(&mut check, common), (Some(c), missing));
            assert_eq!(&check[..], &seen_w[..]);
        }
        plan.c = c;
        plan.missing = missing;
        Some(())
    }

    /// The second half of [`SparseEngine::vector_value`]: the early-exit search for the
    /// rare values the plan of lane `n` still misses. `Some((G(n), depth))` — `G(n) = c`
    /// when the search finds them all, a smaller rare value when it does not — provided
    /// the values before `n` are right; `None` when more prefix is needed.
    #[inline(always)]
    pub(super) fn lane_search(
        &mut self,
        n: usize,
        plan: &mut LanePlan,
        block: &mut RareBlock,
    ) -> Option<(u16, u64)> {
        let c = plan.c;
        if plan.missing == 0 {
            return Some((c as u16, 0));
        }
        let rmask = self.ring_mask();
        let (mv, ring) = (&self.moves, &self.values[..]);
        let prefix: &[u16] = if self.windowed {
            &self.prefix
        } else {
            &self.values
        };
        let seen_w = plan.seen.get_mut(..plan.words)?;
        if let [sp] = &mv.split[..] {
            // One split move: the compressed search straight from the missing values
            // (every unmarked value is a rare one below c).
            let hi = split_bound(sp, n).min(prefix.len().saturating_sub(1));
            let missing: [u64; 8] = std::array::from_fn(|i| seen_w.get(i).map_or(0, |&w| !w));
            if let Some(a) = block.search_missing(prefix, ring, rmask, n - sp.k, hi, &missing) {
                return Some((c as u16, a as u64));
            }
        }
        let attempt = enumerate(
            seen_w,
            Some(c),
            plan.missing,
            mv,
            prefix,
            ring,
            rmask,
            n,
            &mut self.scratch,
            true,
            false,
            Some(block),
        );
        match attempt {
            Attempt::Value { v, depth } => Some((u16::try_from(v).ok()?, depth)),
            Attempt::NeedPrefix { .. } => None,
        }
    }
}

/// Words of a [`LanePlan`]'s bitset: values below 1024 (the vector kernels need every
/// value below 512; the engine's bitsets hold twice its value width).
const PLAN_WORDS: usize = 16;

/// One lane of a vector block between its two halves ([`SparseEngine::lane_plan`] and
/// [`SparseEngine::lane_search`]): `c`, how many rare values below it are still missing,
/// and the options marked so far.
#[derive(Debug, Clone, Copy)]
pub(super) struct LanePlan {
    /// The smallest common value no option reaches: `G(n)` unless a rare value below it
    /// is missing.
    pub(super) c: usize,
    missing: u64,
    seen: [u64; PLAN_WORDS],
    words: usize,
}

impl LanePlan {
    /// A plan before [`SparseEngine::lane_plan`] fills it.
    pub(super) const EMPTY: LanePlan = LanePlan {
        c: 0,
        missing: 0,
        seen: [0; PLAN_WORDS],
        words: 0,
    };
}
