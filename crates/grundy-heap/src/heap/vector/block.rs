//! [`RareBlock`]: the rare splits `G(r) ⊕ G(n − k − r)` of a block of [`LANES`]
//! consecutive heap sizes at once, as per-lane sets of compressed common values (the
//! collected part of the rare list) and tests against each lane's first missing values
//! (the verified part); then, lane by lane, the smallest value no option reaches.
//!
//! Once every rare position lies far behind, these options are all *common* values, so
//! each one is kept as a bit of a 256-bit set of **compressed** common values
//! ([`Compression`]: one value bit is implied by the class and dropped, as in Grossman's
//! one-byte values). The partners of lanes `0..32` are 32 consecutive stored values (kept
//! compressed in a byte cache): one load serves all lanes, and each lane ORs one row of
//! an 8 KiB one-hot table into its own half of a register (AVX-512, NEON) or, for most
//! lanes, stores a mark at its option's byte of a 256-byte table of its own (AVX2, where
//! the rows cost more). Part of the rare list is only
//! *verified*: compared against each lane's first 16 missing values, two candidates per
//! byte compare.

#![expect(
    clippy::indexing_slicing,
    reason = "lane indices are below LANES and value indices below the bitset widths the block allocates at construction from the engine's value width"
)]

use super::compression::{pack, Compression};
use super::search::SEARCH8_DEPTH;
use super::{Kernels, CANDIDATES, LANES};

/// One-hot rows of the compressed values: row `c` is the 256-bit set `{c}`. 8 KiB,
/// 64-byte aligned.
#[repr(C, align(64))]
pub(super) struct CompressedRows(pub(super) [[u64; 4]; 256]);

/// The per-lane sets of compressed common values reached by rare splits, for a block of
/// [`LANES`] consecutive heap sizes. It keeps the stored values it reads, compressed to
/// bytes, for the positions of the last block: since compression is linear,
/// `compress(G(r) ⊕ G(x)) = compress(G(r)) ⊕ compress(G(x))`, and each lane ORs one row
/// of an 8 KiB table into its own register (two lanes per 512-bit register).
pub(crate) struct RareBlock {
    /// The kernels it runs (`None`: its portable loops): the process's, or a level's in
    /// the tests.
    pub(super) kernels: Option<Kernels>,
    pub(super) comp: Compression,
    pub(super) rows: Box<CompressedRows>,
    /// `cache[x & (len − 1)] = compress(G(x))` for `x` in `cached` (bytes: the ~20 000
    /// partners of Officers stay in the first-level cache).
    cache: Vec<u8>,
    cached: std::ops::Range<usize>,
    sets: [[u64; 4]; LANES],
    /// After [`RareBlock::freeze`]: the first [`CANDIDATES`] compressed values missing
    /// from each lane's set, as bytes, two candidates per row:
    /// `zeros[j / 2][LANES · (j % 2) + lane]`; lane `i` has `found[i]` of them.
    zeros: [[u8; 2 * LANES]; CANDIDATES / 2],
    found: [u8; LANES],
    /// Bit `lane` of `rest[j]`: candidate `j` is reached by a split given to
    /// [`RareBlock::verify`].
    rest: [u32; CANDIDATES],
    frozen: bool,
    /// The compressed search ([`RareBlock::search_lane`], in `search.rs`):
    /// `compress(G(a))` for the prefix, which prefix positions
    /// hold rare values, and `compress(G(x))` for recent positions (a ring, position
    /// `x` at index `!x mod len`: backwards).
    pub(super) prefix8: Vec<u8>,
    pub(super) prefix_rare: Vec<u64>,
    pub(super) recent8: Vec<u8>,
    pub(super) recent: std::ops::Range<usize>,
    /// The last position of `recent` whose value is rare.
    pub(super) recent_rare: Option<usize>,
    /// The rare values below 512 as a bitset (word `w`: values `64w..64w+64`).
    pub(super) rare_words: [u64; 8],
    /// The rare positions of the last [`RareBlock::add`] and [`RareBlock::verify`]
    /// lists, grouped by value.
    collected: Grouping,
    verified: Grouping,
}

/// Rare positions grouped by their compressed value: `(compress(G(r)), start, end)` into
/// `positions`, and the list they came from (kept while the list is the same: rare lists
/// only grow at the end).
#[derive(Default)]
struct Grouping {
    groups: Vec<(u8, u32, u32)>,
    positions: Vec<u64>,
    from: (usize, u64, u64),
}

impl Grouping {
    /// What identifies a rare list (a prefix-closed range of the engine's list):
    /// length and end positions.
    fn key(rare_pos: &[u64]) -> (usize, u64, u64) {
        match (rare_pos.first(), rare_pos.last()) {
            (Some(&a), Some(&b)) => (rare_pos.len(), a, b),
            _ => (0, 0, 0),
        }
    }

    /// Groups the rare positions listed (a non-empty list), unless it did already.
    fn update(&mut self, comp: Compression, rare_pos: &[u64], rare_val: &[u16]) {
        let key = Grouping::key(rare_pos);
        if self.from == key {
            return;
        }
        let mut order: Vec<(u8, u64)> = rare_pos
            .iter()
            .zip(rare_val)
            .map(|(&r, &v)| ((comp.compress(v) & 255) as u8, r))
            .collect();
        order.sort_unstable();
        self.positions = order.iter().map(|&(_, r)| r).collect();
        self.groups.clear();
        for (i, &(c, _)) in order.iter().enumerate() {
            match self.groups.last_mut() {
                Some(g) if g.0 == c => g.2 = i as u32 + 1,
                _ => self.groups.push((c, i as u32, i as u32 + 1)),
            }
        }
        self.from = key;
    }
}

impl std::fmt::Debug for RareBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RareBlock")
            .field("comp", &self.comp)
            .field("cached", &self.cached)
            .field(
                "zeros0",
                &(0..CANDIDATES)
                    .map(|j| self.zeros[j / 2][LANES * (j % 2)])
                    .collect::<Vec<_>>(),
            )
            .field("found0", &self.found[0])
            .field("rest", &self.rest)
            .field("set0", &self.sets[0])
            .finish()
    }
}

impl Clone for RareBlock {
    fn clone(&self) -> RareBlock {
        RareBlock::with_kernels(self.comp, self.kernels)
    }
}

impl RareBlock {
    /// Empty sets, an empty cache and the rows of `comp`, with the kernels of the
    /// process's level.
    pub(crate) fn new(comp: Compression) -> RareBlock {
        RareBlock::with_kernels(comp, Kernels::detect())
    }

    /// [`RareBlock::new`] with the kernels given (`None`: the portable loops), whatever
    /// the process's level: the tests run each level the CPU has.
    pub(crate) fn with_kernels(comp: Compression, kernels: Option<Kernels>) -> RareBlock {
        let mut rows = Box::new(CompressedRows([[0; 4]; 256]));
        for (c, row) in rows.0.iter_mut().enumerate() {
            row[c / 64] = 1 << (c % 64);
        }
        RareBlock {
            kernels,
            comp,
            rows,
            cache: Vec::new(),
            cached: 0..0,
            sets: [[0; 4]; LANES],
            zeros: [[0; 2 * LANES]; CANDIDATES / 2],
            found: [0; LANES],
            rest: [0; CANDIDATES],
            frozen: false,
            prefix8: Vec::new(),
            prefix_rare: Vec::new(),
            recent8: vec![0; 2 * SEARCH8_DEPTH],
            recent: 0..0,
            recent_rare: None,
            collected: Grouping::default(),
            verified: Grouping::default(),
            rare_words: std::array::from_fn(|w| {
                (0..64u16)
                    .filter(|&b| !comp.is_common(64 * w as u16 + b))
                    .fold(0, |acc, b| acc | 1 << b)
            }),
        }
    }

    /// The compression in use.
    #[inline]
    pub(crate) fn compression(&self) -> Compression {
        self.comp
    }

    /// Empties every lane.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.sets = [[0; 4]; LANES];
        self.rest = [0; CANDIDATES];
        self.frozen = false;
    }

    /// Ends the [`RareBlock::add`] phase: the splits added so far may be only part of
    /// them; the rest go to [`RareBlock::verify`], which only tests whether they reach
    /// each lane's first [`CANDIDATES`] missing values (a compare per option instead of a
    /// set insertion).
    #[inline]
    pub(crate) fn freeze(&mut self) {
        if let Some(cpu) = self.kernels {
            for (i, set) in self.sets.iter().enumerate() {
                let (zeros, count) = cpu.first_zeros(set);
                for (j, &z) in zeros.iter().enumerate() {
                    self.zeros[j / 2][LANES * (j % 2) + i] = z;
                }
                self.found[i] = count;
            }
            self.frozen = true;
            return;
        }
        for (i, set) in self.sets.iter().enumerate() {
            let mut j = 0;
            for (w, &word) in set.iter().enumerate() {
                let mut free = !word;
                while free != 0 && j < CANDIDATES {
                    self.zeros[j / 2][LANES * (j % 2) + i] =
                        (w * 64) as u8 + free.trailing_zeros() as u8;
                    free &= free - 1;
                    j += 1;
                }
            }
            self.found[i] = j as u8;
        }
        self.frozen = true;
    }

    /// Tests, for the rare splits listed (as in [`RareBlock::add`]), which lanes'
    /// candidates they reach. Needs [`RareBlock::freeze`] first.
    ///
    /// # Panics
    /// If the block is not frozen, or as [`RareBlock::add`].
    #[inline]
    pub(crate) fn verify(
        &mut self,
        ring: &[u16],
        rmask: usize,
        n0: usize,
        k: usize,
        rare_pos: &[u64],
        rare_val: &[u16],
    ) {
        assert!(self.frozen, "verify needs a frozen block");
        assert_eq!(rare_pos.len(), rare_val.len());
        debug_assert!(rare_pos.is_sorted(), "rare positions in increasing order");
        let (Some(&top), Some(&bottom)) = (rare_pos.last(), rare_pos.first()) else {
            return;
        };
        assert!(n0 >= k + top as usize, "a partner position is negative");
        if let Some(cpu) = self.kernels {
            let (from, to) = (n0 - k - top as usize, n0 + LANES - k - bottom as usize);
            self.fill(ring, rmask, from, to);
            // (Slots past a lane's candidates hold stale bytes: `lane_mex` ignores them.)
            // The cache holds every partner position.
            self.verified.update(self.comp, rare_pos, rare_val);
            let hits = cpu.rare_verify32(
                &self.cache,
                n0,
                k,
                &self.verified.groups,
                &self.verified.positions,
                &self.zeros,
            );
            for (r, h) in self.rest.iter_mut().zip(hits) {
                *r |= h;
            }
            return;
        }
        for (&r, &gr) in rare_pos.iter().zip(rare_val) {
            for i in 0..LANES {
                let x = gr ^ ring[(n0 + i - k - r as usize) & rmask];
                let c = (self.comp.compress(x) & 255) as u8;
                for (j, rest) in self.rest.iter_mut().enumerate() {
                    if self.zeros[j / 2][LANES * (j % 2) + i] == c {
                        *rest |= 1 << i;
                    }
                }
            }
        }
    }

    /// The set of lane `i` for the rare splits listed (as in [`RareBlock::add`], but for
    /// one lane): what a lane whose candidates did not decide needs from the splits that
    /// went to [`RareBlock::verify`]. Reads the cache when it holds the partners. The
    /// positions must be listed in increasing order (as the engine keeps its rare list).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn lane_rest(
        &self,
        i: usize,
        ring: &[u16],
        rmask: usize,
        n0: usize,
        k: usize,
        rare_pos: &[u64],
        rare_val: &[u16],
    ) -> [u64; 4] {
        let mut set = [0u64; 4];
        debug_assert!(rare_pos.is_sorted(), "rare positions in increasing order");
        let (Some(&top), Some(&bottom)) = (rare_pos.last(), rare_pos.first()) else {
            return set;
        };
        let (from, to) = (n0 + i - k - top as usize, n0 + i - k - bottom as usize);
        let cached = self.cached.start <= from && to < self.cached.end;
        if cached && self.verified.from == Grouping::key(rare_pos) {
            // Every partner is cached; the grouping is of this list (the last one
            // verified).
            if let Some(cpu) = self.kernels {
                return cpu.lane_collect(
                    &self.cache,
                    n0 + i - k,
                    &self.verified.groups,
                    &self.verified.positions,
                    &self.rows.0,
                );
            }
        }
        if cached {
            let cmask = self.cache.len() - 1;
            for (&r, &gr) in rare_pos.iter().zip(rare_val) {
                let x = self.cache[(n0 + i - k - r as usize) & cmask];
                let c = usize::from(self.comp.compress(gr) as u8 ^ x);
                set[c / 64] |= 1 << (c % 64);
            }
        } else {
            for (&r, &gr) in rare_pos.iter().zip(rare_val) {
                let x = gr ^ ring[(n0 + i - k - r as usize) & rmask];
                let c = usize::from(self.comp.compress(x) & 255);
                set[c / 64] |= 1 << (c % 64);
            }
        }
        set
    }

    /// The smallest compressed value reached by no split of lane `i` (added or verified)
    /// and not in `others`; `None` if it cannot be told from the candidates (every
    /// candidate reached). Before [`RareBlock::freeze`], from the whole set.
    #[inline]
    pub(crate) fn lane_mex(&self, i: usize, others: [u64; 4]) -> Option<u16> {
        let has = |c: u16| others[usize::from(c / 64)] >> (c % 64) & 1 == 1;
        if !self.frozen {
            return (0..4)
                .find(|&w| self.sets[i][w] | others[w] != u64::MAX)
                .map(|w| (w * 64) as u16 + (self.sets[i][w] | others[w]).trailing_ones() as u16);
        }
        (0..usize::from(self.found[i]))
            .find(|&j| {
                self.rest[j] >> i & 1 == 0
                    && !has(u16::from(self.zeros[j / 2][LANES * (j % 2) + i]))
            })
            .map(|j| u16::from(self.zeros[j / 2][LANES * (j % 2) + i]))
    }

    /// The set of lane `i` (bit `c` of word `c / 64`: compressed value `c` reached).
    #[inline]
    pub(crate) fn lane(&self, i: usize) -> [u64; 4] {
        self.sets[i]
    }

    /// The compressed form of the common values of a set of values below 512 (word `w`:
    /// values `64w..64w + 64`; rare values ignored): compression is an order-preserving
    /// bijection from the common values below 512 onto 0..256.
    #[inline]
    pub(crate) fn pack_common(&self, set: &[u64; 8]) -> [u64; 4] {
        let common = self.rare_words.map(|rare| !rare);
        pack(set, &common)
    }

    /// Makes the cache hold positions `from..to` (read as `ring[x & rmask]`), keeping
    /// what it holds: the held range grows to span both (the gap between them filled too,
    /// so the collected and the verified lists, whose partner ranges may not touch, do not
    /// evict each other), unless that span no longer fits, and then it starts again.
    fn fill(&mut self, ring: &[u16], rmask: usize, from: usize, to: usize) {
        if self.cache.len() < to - from + 64 {
            self.cache = vec![0; (2 * (to - from) + 64).next_power_of_two()];
            self.cached = 0..0;
        }
        let len = self.cache.len();
        let held = self.cached.clone();
        let spanned = if held.is_empty() {
            to
        } else {
            to.max(held.end)
        };
        let (bottom, top, held) = if held.is_empty() || spanned - from + 64 > len {
            // Start again with just the range asked for.
            (from, to, 0..0)
        } else {
            // Writing up to `top` overwrites what lies a whole cache length below it.
            let bottom = from.min(held.start).max((spanned + 64).saturating_sub(len));
            (bottom, spanned, held)
        };
        let keep = held.start.max(bottom)..held.end.min(top);
        let keep = if keep.start < keep.end {
            keep
        } else {
            bottom..bottom
        };
        let (comp, cmask) = (self.comp, len - 1);
        for x in (bottom..keep.start).chain(keep.end..top) {
            self.cache[x & cmask] = comp.compress(ring[x & rmask]) as u8;
        }
        self.cached = bottom..top;
    }

    /// Adds, for lane `i` (heap size `n0 + i`) and every rare position `r` listed (with
    /// value `G(r)`; positions in increasing order, as the engine keeps its rare list),
    /// the option `G(r) ⊕ G(n0 + i − k − r)`, reading `G(x)` as
    /// `ring[x & rmask]`. Every partner must be stored and every value below 512; the
    /// options are assumed common (the caller ensures that every partner lies after the
    /// last rare position). Without the vector instructions it does the same with
    /// ordinary loops.
    ///
    /// # Panics
    /// If a partner position is below 0 or a read falls outside `ring`.
    #[inline]
    pub(crate) fn add(
        &mut self,
        ring: &[u16],
        rmask: usize,
        n0: usize,
        k: usize,
        rare_pos: &[u64],
        rare_val: &[u16],
    ) {
        assert_eq!(rare_pos.len(), rare_val.len());
        debug_assert!(rare_pos.is_sorted(), "rare positions in increasing order");
        let (Some(&top), Some(&bottom)) = (rare_pos.last(), rare_pos.first()) else {
            return;
        };
        assert!(n0 >= k + top as usize, "a partner position is negative");
        if let Some(cpu) = self.kernels {
            let (from, to) = (n0 - k - top as usize, n0 + LANES - k - bottom as usize);
            self.fill(ring, rmask, from, to);
            self.collected.update(self.comp, rare_pos, rare_val);
            let mut out = [[0u64; 4]; LANES];
            // The cache holds every partner position.
            cpu.rare_block_grouped(
                &self.cache,
                n0,
                k,
                &self.collected.groups,
                &self.collected.positions,
                &self.rows.0,
                &mut out,
            );
            for (set, o) in self.sets.iter_mut().zip(out) {
                for w in 0..4 {
                    set[w] |= o[w];
                }
            }
            return;
        }
        for (&r, &gr) in rare_pos.iter().zip(rare_val) {
            for (i, set) in self.sets.iter_mut().enumerate() {
                let x = gr ^ ring[(n0 + i - k - r as usize) & rmask];
                let c = usize::from(self.comp.compress(x) & 255);
                set[c / 64] |= 1 << (c % 64);
            }
        }
    }
}
