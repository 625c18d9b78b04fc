//! Vector kernels of the [sparse engine](super::sparse): the two inner loops that take
//! nearly all of its time, written with x86-64 AVX-512 instructions and chosen at run
//! time (on other machines the engine keeps its portable loops — same values, same
//! depths).
//!
//! * [`RareBlock`] — the splits `G(r) ⊕ G(n − k − r)` of rare positions `r` for a block
//!   of 32 consecutive `n` at once. Once every rare position lies far behind, these
//!   options are all *common* values, so each one is kept as a bit of a 256-bit set of
//!   **compressed** common values ([`Compression`]: one value bit is implied by the
//!   class and dropped, as in Grossman's one-byte values). The partners of lanes
//!   `0..32` are 32 consecutive stored values (kept compressed in a byte cache): one load
//!   serves all lanes, and each lane ORs one row of an 8 KiB one-hot table into its own
//!   half of a register. Part of the rare list is only *verified*: compared against each
//!   lane's first 16 missing values, two candidates per byte compare.
//! * [`search`] and [`RareBlock::search_lane`] — the early-exit enumeration
//!   `G(a) ⊕ G(m − a)`, `a = lo, lo+1, …`, until every target value has appeared: 32
//!   options per step in 16-bit values, or 64 per step in compressed bytes (one load of
//!   the prefix, one load of the recent values stored backwards, one XOR), membership in
//!   the target set by a byte or word permutation and a bit test; compressed batches are
//!   tested against the set of one batch earlier, so no test waits for the previous one,
//!   and the last wanted value is sought by one byte compare per 64 options.
//!
//! Both need every value below 512 (the engine checks). [`available`] says whether the
//! machine has the instructions.
//!
//! ```
//! use grundy::heap::vector::Compression;
//! // Officers' mask 0x1ee: a value is common when popcount(v & 0x1ee) is odd.
//! let comp = Compression::new(0x1ee);
//! assert!(comp.is_common(2) && !comp.is_common(0));
//! assert_eq!(comp.decompress(comp.compress(302)), 302);
//! ```

/// Whether this machine runs the vector kernels (x86-64 with AVX-512 F, BW, VL, VBMI and
/// VBMI2, BMI2 and GFNI: Intel from Ice Lake, AMD from Zen 4).
///
/// ```
/// let _ = grundy::heap::vector::available(); // true on recent Intel and AMD servers
/// ```
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512vbmi")
            && std::is_x86_feature_detected!("avx512vbmi2")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("gfni")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Common values written in one bit fewer: the lowest bit `j` of the value mask is
/// dropped (it follows from the others, since a common value has an odd number of mask
/// bits). Order-preserving on common values, so the smallest missing compressed value
/// is the smallest missing common value.
///
/// ```
/// use grundy::heap::vector::Compression;
/// let officers = Compression::new(0x1ee); // drops bit 1, as Grossman's byte values
/// let common: Vec<u16> = (0..512).filter(|&v| officers.is_common(v)).collect();
/// let packed: Vec<u16> = common.iter().map(|&v| officers.compress(v)).collect();
/// assert_eq!(packed, (0..256).collect::<Vec<u16>>());
/// assert!(common.iter().all(|&v| officers.decompress(officers.compress(v)) == v));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Compression {
    value_mask: u32,
    bit: u32,
}

impl Compression {
    /// The compression for a non-zero value mask (`popcount(v & mask)` odd ⇔ common).
    ///
    /// # Panics
    /// If `value_mask` is 0 (no value is common).
    ///
    /// ```
    /// let c = grundy::heap::vector::Compression::new(0b110);
    /// assert_eq!(c.compress(0b111), 0b11);
    /// ```
    pub fn new(value_mask: u32) -> Compression {
        assert!(value_mask != 0, "a compression needs a non-zero value mask");
        Compression {
            value_mask,
            bit: value_mask.trailing_zeros(),
        }
    }

    /// Whether `v` is a common value.
    ///
    /// ```
    /// assert!(grundy::heap::vector::Compression::new(1).is_common(3));
    /// ```
    pub fn is_common(self, v: u16) -> bool {
        (u32::from(v) & self.value_mask).count_ones() % 2 == 1
    }

    /// `v` without bit `j` (meaningful for common values).
    ///
    /// ```
    /// assert_eq!(grundy::heap::vector::Compression::new(0b10).compress(0b110), 0b10);
    /// ```
    pub fn compress(self, v: u16) -> u16 {
        let low = (1u16 << self.bit) - 1;
        ((v >> (self.bit + 1)) << self.bit) | (v & low)
    }

    /// The common value whose compression is `c`.
    ///
    /// ```
    /// let k = grundy::heap::vector::Compression::new(0b10);
    /// assert_eq!(k.decompress(k.compress(6)), 6);
    /// ```
    pub fn decompress(self, c: u16) -> u16 {
        let low = (1u16 << self.bit) - 1;
        let v = ((c >> self.bit) << (self.bit + 1)) | (c & low);
        if self.is_common(v) {
            v
        } else {
            v | (1 << self.bit)
        }
    }

    /// The rare value whose compression is `c` (the same bit dropped: compression is
    /// injective on each class).
    ///
    /// ```
    /// let k = grundy::heap::vector::Compression::new(0x1ee);
    /// assert!(!k.is_common(300));
    /// assert_eq!(k.decompress_rare(k.compress(300)), 300);
    /// ```
    pub fn decompress_rare(self, c: u16) -> u16 {
        self.decompress(c) ^ (1 << self.bit)
    }
}

/// The bits of `x` under `mask`, packed to the low end (BMI2 `pext` where present).
fn extract(x: u64, mask: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        // SAFETY: the instruction was detected.
        return unsafe { x86::pext(x, mask) };
    }
    let (mut out, mut bit, mut m) = (0, 0, mask);
    while m != 0 {
        let low = m & m.wrapping_neg();
        if x & low != 0 {
            out |= 1 << bit;
        }
        bit += 1;
        m &= m - 1;
    }
    out
}

/// The low bits of `x` spread to the positions of `mask` (BMI2 `pdep` where present).
fn deposit(x: u64, mask: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        // SAFETY: the instruction was detected.
        return unsafe { x86::pdep(x, mask) };
    }
    let (mut out, mut bit, mut m) = (0, 0, mask);
    while m != 0 {
        let low = m & m.wrapping_neg();
        if x >> bit & 1 != 0 {
            out |= low;
        }
        bit += 1;
        m &= m - 1;
    }
    out
}

/// The bits of `set` under `masks` (eight words), packed in order: each word's
/// [`extract`]ed bits at a running offset (a word of 64 values holds anywhere from 0 to
/// 64 of one class: all or none when the dropped bit is 6 or above).
fn pack(set: &[u64; 8], masks: &[u64; 8]) -> [u64; 4] {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        // SAFETY: the instruction was detected.
        return unsafe { x86::pack(set, masks) };
    }
    let mut out = [0u64; 4];
    let mut pos = 0usize;
    for (&word, &mask) in set.iter().zip(masks) {
        let bits = extract(word, mask);
        let (i, s) = (pos / 64, pos % 64);
        if bits != 0 && i < 4 {
            out[i] |= bits << s;
            if s > 0 && i + 1 < 4 {
                out[i + 1] |= bits >> (64 - s);
            }
        }
        pos += mask.count_ones() as usize;
    }
    out
}

/// Lanes of a [`RareBlock`].
pub const LANES: usize = 32;

/// One-hot rows of the compressed values: row `c` is the 256-bit set `{c}`. 8 KiB,
/// 64-byte aligned.
#[repr(C, align(64))]
struct CompressedRows([[u64; 4]; 256]);

/// The per-lane sets of compressed common values reached by rare splits, for a block of
/// [`LANES`] consecutive heap sizes. It keeps the stored values it reads, compressed to
/// bytes, for the positions of the last block: since compression is linear,
/// `compress(G(r) ⊕ G(x)) = compress(G(r)) ⊕ compress(G(x))`, and each lane ORs one row
/// of an 8 KiB table into its own register (two lanes per 512-bit register).
///
/// ```
/// use grundy::heap::vector::{Compression, RareBlock};
/// let comp = Compression::new(1); // odd values are common
/// let mut block = RareBlock::new(comp);
/// let g: Vec<u16> = (0..100).map(|x| if x % 3 == 0 { 3 } else { 1 }).collect();
/// block.clear();
/// // One rare position r = 2 with G(r) = 0, split moves taking k = 1 at n = 40 + i:
/// // lane i holds the option 0 ^ G(40 + i - 1 - 2).
/// block.add(&g, usize::MAX, 40, 1, &[2], &[0]);
/// for i in 0..32 {
///     assert_eq!(block.lane(i), [1 << comp.compress(g[37 + i]), 0, 0, 0]);
/// }
/// ```
pub struct RareBlock {
    comp: Compression,
    rows: Box<CompressedRows>,
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
    /// The compressed search: `compress(G(a))` for the prefix, which prefix positions
    /// hold rare values, and `compress(G(x))` for recent positions (a ring, position
    /// `x` at index `!x mod len`: backwards).
    prefix8: Vec<u8>,
    prefix_rare: Vec<u64>,
    recent8: Vec<u8>,
    recent: std::ops::Range<usize>,
    /// The last position of `recent` whose value is rare.
    recent_rare: Option<usize>,
    /// The rare values below 512 as a bitset (word `w`: values `64w..64w+64`).
    rare_words: [u64; 8],
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

/// Options a compressed search reaches at most (the recent ring holds a bit more).
const SEARCH8_DEPTH: usize = 1 << 15;

/// Candidates for the smallest missing value kept per lane by [`RareBlock::freeze`].
pub const CANDIDATES: usize = 16;

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
        RareBlock::new(self.comp)
    }
}

impl RareBlock {
    /// Empty sets, an empty cache and the rows of `comp`.
    ///
    /// ```
    /// let b = grundy::heap::vector::RareBlock::new(grundy::heap::vector::Compression::new(3));
    /// assert_eq!(b.compression(), grundy::heap::vector::Compression::new(3));
    /// ```
    pub fn new(comp: Compression) -> RareBlock {
        let mut rows = Box::new(CompressedRows([[0; 4]; 256]));
        for (c, row) in rows.0.iter_mut().enumerate() {
            row[c / 64] = 1 << (c % 64);
        }
        RareBlock {
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
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// assert_eq!(RareBlock::new(Compression::new(6)).compression().compress(7), 3);
    /// ```
    pub fn compression(&self) -> Compression {
        self.comp
    }

    /// Empties every lane.
    ///
    /// ```
    /// let mut b = grundy::heap::vector::RareBlock::new(grundy::heap::vector::Compression::new(1));
    /// b.clear();
    /// assert_eq!(b.lane(5), [0; 4]);
    /// ```
    pub fn clear(&mut self) {
        self.sets = [[0; 4]; LANES];
        self.rest = [0; CANDIDATES];
        self.frozen = false;
    }

    /// Ends the [`RareBlock::add`] phase: the splits added so far may be only part of
    /// them; the rest go to [`RareBlock::verify`], which only tests whether they reach
    /// each lane's first [`CANDIDATES`] missing values (a compare per option instead of a
    /// set insertion).
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let comp = Compression::new(1); // odd values common; compress(v) = v >> 1
    /// let mut b = RareBlock::new(comp);
    /// let g = vec![1u16; 100];
    /// b.clear();
    /// b.add(&g, usize::MAX, 50, 1, &[3], &[0]); // every lane: {compress(1)} = {0}
    /// b.freeze();
    /// b.verify(&g, usize::MAX, 50, 1, &[5], &[2]); // 2 ^ 1 = 3: compressed 1
    /// // Lane 0 misses 1, 2, 3, …; 1 is reached by the verified split: the mex is 2.
    /// assert_eq!(b.lane_mex(0, [0; 4]), Some(2));
    /// // With 2 also marked elsewhere, it is 3.
    /// assert_eq!(b.lane_mex(0, [1 << 2, 0, 0, 0]), Some(3));
    /// ```
    pub fn freeze(&mut self) {
        #[cfg(target_arch = "x86_64")]
        if available() {
            for (i, set) in self.sets.iter().enumerate() {
                // SAFETY: the instructions were detected.
                let (zeros, count) = unsafe { x86::first_zeros(set) };
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
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let mut b = RareBlock::new(Compression::new(1));
    /// let g = vec![1u16; 100];
    /// b.clear();
    /// b.freeze();
    /// b.verify(&g, usize::MAX, 50, 1, &[5], &[0]); // 0 ^ 1 = 1: compressed 0
    /// assert_eq!(b.lane_mex(3, [0; 4]), Some(1));
    /// ```
    pub fn verify(
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
        #[cfg(target_arch = "x86_64")]
        if available() {
            let (from, to) = (n0 - k - top as usize, n0 + LANES - k - bottom as usize);
            self.fill(ring, rmask, from, to);
            // (Slots past a lane's candidates hold stale bytes: `lane_mex` ignores them.)
            // SAFETY: the instructions were detected; the kernel checks its reads, and
            // the cache holds every partner position.
            self.verified.update(self.comp, rare_pos, rare_val);
            let hits = unsafe {
                x86::rare_verify32(
                    &self.cache,
                    n0,
                    k,
                    &self.verified.groups,
                    &self.verified.positions,
                    &self.zeros,
                )
            };
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
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let comp = Compression::new(1);
    /// let b = RareBlock::new(comp);
    /// let g = vec![3u16; 100];
    /// assert_eq!(b.lane_rest(0, &g, usize::MAX, 50, 1, &[5], &[0]), [1 << comp.compress(3), 0, 0, 0]);
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn lane_rest(
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
        #[cfg(target_arch = "x86_64")]
        if cached && available() && self.verified.from == Grouping::key(rare_pos) {
            // SAFETY: the instructions were detected; every partner is cached; the
            // grouping is of this list (the last one verified).
            return unsafe {
                x86::lane_collect(
                    &self.cache,
                    n0 + i - k,
                    &self.verified.groups,
                    &self.verified.positions,
                    &self.rows.0,
                )
            };
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

    /// [`search`] for one heap size with compressed 8-bit values (64 options per step),
    /// when every target is rare and every partner position `m − a` holds a common
    /// value: an option is then a target only if both parts are common, the prefix
    /// positions holding rare values are skipped, and each option fits a byte. Falls back
    /// to [`search`] (16-bit values) for what it cannot do: targets that are not rare,
    /// options beyond its depth, a rare partner. Same result as [`search`].
    ///
    /// ```
    /// use grundy::heap::vector::{search, Compression, RareBlock};
    /// let comp = Compression::new(0b110);
    /// let mut b = RareBlock::new(comp);
    /// // A prefix of mixed values, and partners all common (2 is common: 0b10 & 0b110).
    /// let mut g: Vec<u16> = (0..3000).map(|x| ((x * 37) % 61) as u16).collect();
    /// for x in 1000..3000 { g[x] = [2, 4, 10, 12][x % 4]; }
    /// let rare: Vec<u16> = (0..61).filter(|&v| !comp.is_common(v)).collect();
    /// let mut w8 = [0u16; 32];
    /// for &v in &rare { w8[usize::from(v >> 4)] |= 1 << (v & 15); }
    /// let mut w16 = w8;
    /// let a = b.search_lane(&g, &g, usize::MAX, 2999, 1, 900, &mut w8);
    /// assert_eq!(a, search(&g, &g, usize::MAX, 2999, 1, 900, &mut w16));
    /// assert_eq!(w8, w16);
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn search_lane(
        &mut self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> Option<usize> {
        if lo > hi || *want == [0; 32] {
            return None;
        }
        let mut lo = lo;
        if let Some(mut want8) = self.compress_targets(want) {
            match self.search8(prefix, ring, rmask, m, lo, hi, &mut want8) {
                Some((_, Some(a))) => {
                    *want = [0; 32];
                    return Some(a);
                }
                Some((next, None)) => {
                    *want = self.expand_targets(&want8);
                    lo = next;
                }
                None => {}
            }
        }
        search(prefix, ring, rmask, m, lo, hi, want)
    }

    /// [`RareBlock::search_lane`] from `a = 1` for the values of `missing` (bit `v` of
    /// word `v / 64`: every one rare and below 512) when the compressed kernel alone
    /// decides it: `Some(a)` if the last of them appears at `a`, `None` if the kernel
    /// cannot tell (the caller then runs the general search).
    ///
    /// ```
    /// use grundy::heap::vector::{search, Compression, RareBlock};
    /// let comp = Compression::new(0b110);
    /// let mut b = RareBlock::new(comp);
    /// let mut g: Vec<u16> = (0..3000).map(|x| ((x * 37) % 61) as u16).collect();
    /// for x in 1000..3000 { g[x] = [2, 4, 10, 12][x % 4]; }
    /// let mut missing = [0u64; 8];
    /// for v in (0..61).filter(|&v| !comp.is_common(v)) { missing[v as usize / 64] |= 1 << (v % 64); }
    /// let mut w16 = [0u16; 32];
    /// for (i, w) in w16.iter_mut().enumerate() { *w = (missing[i / 4] >> (16 * (i % 4))) as u16; }
    /// let expected = search(&g, &g, usize::MAX, 2999, 1, 900, &mut w16);
    /// let got = b.search_missing(&g, &g, usize::MAX, 2999, 900, &missing);
    /// assert!(expected.is_some());
    /// assert_eq!(got, expected);
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn search_missing(
        &mut self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        hi: usize,
        missing: &[u64; 8],
    ) -> Option<usize> {
        if missing
            .iter()
            .zip(&self.rare_words)
            .any(|(w, rare)| w & !rare != 0)
        {
            return None;
        }
        let mut want8 = pack(missing, &self.rare_words);
        if want8[3] >> 63 != 0 || want8 == [0; 4] {
            return None;
        }
        self.search8(prefix, ring, rmask, m, 1, hi, &mut want8)?.1
    }

    /// The compressed kernel from `lo` while it applies (targets `want8`, see
    /// [`RareBlock::search_lane`]): `(where it stopped, the a at which want8 emptied)`,
    /// or `None` if it does not apply (no instructions, too short, a rare partner).
    #[allow(clippy::too_many_arguments)]
    fn search8(
        &mut self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want8: &mut [u64; 4],
    ) -> Option<(usize, Option<usize>)> {
        #[cfg(target_arch = "x86_64")]
        if available() {
            let reach = hi.min(SEARCH8_DEPTH - 64).min(m.saturating_sub(64));
            if reach < lo + 256 {
                return None;
            }
            self.extend_prefix(prefix, reach + 64);
            let reach = reach.min(self.prefix8.len().saturating_sub(1));
            self.extend_recent(ring, rmask, m);
            let common_partners = self.recent.start + 64 <= m - reach
                && self.recent_rare.is_none_or(|r| r < m - reach);
            if common_partners {
                // SAFETY: the instructions were detected; the kernel checks reads.
                return Some(unsafe {
                    x86::search8(
                        &self.prefix8,
                        &self.prefix_rare,
                        &self.recent8,
                        m,
                        lo,
                        reach,
                        want8,
                        &self.rows.0,
                    )
                });
            }
        }
        let _ = (prefix, ring, rmask, m, lo, hi, want8);
        None
    }

    /// The targets in compressed form, if every one is rare and below the last byte:
    /// compression is an order-preserving bijection from the rare values below 512 onto
    /// 0..256, so it is a bit extraction under the rare-value mask.
    fn compress_targets(&self, want: &[u16; 32]) -> Option<[u64; 4]> {
        let words: [u64; 8] = std::array::from_fn(|w| {
            (0..4).fold(0u64, |acc, q| acc | u64::from(want[4 * w + q]) << (16 * q))
        });
        if words
            .iter()
            .zip(&self.rare_words)
            .any(|(w, rare)| w & !rare != 0)
        {
            return None;
        }
        let out = pack(&words, &self.rare_words);
        (out[3] >> 63 == 0).then_some(out)
    }

    /// The compressed form of the common values of a set of values below 512 (word `w`:
    /// values `64w..64w + 64`; rare values ignored): compression is an order-preserving
    /// bijection from the common values below 512 onto 0..256.
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let comp = Compression::new(1); // odd values are common
    /// let b = RareBlock::new(comp);
    /// let mut set = [0u64; 8];
    /// set[0] = 0b1110; // 1, 2, 3: the common ones are 1 and 3
    /// set[7] = 1 << 63; // 511
    /// assert_eq!(b.pack_common(&set), [0b11, 0, 0, 1 << 63]);
    /// ```
    pub fn pack_common(&self, set: &[u64; 8]) -> [u64; 4] {
        let common = self.rare_words.map(|rare| !rare);
        pack(set, &common)
    }

    /// The inverse of [`RareBlock::compress_targets`].
    fn expand_targets(&self, packed: &[u64; 4]) -> [u16; 32] {
        let mut want = [0u16; 32];
        let mut pos = 0usize;
        for (w, &rare) in self.rare_words.iter().enumerate() {
            let count = rare.count_ones() as usize;
            let (i, s) = (pos / 64, pos % 64);
            let mut bits = if i < 4 { packed[i] >> s } else { 0 };
            if s > 0 && i + 1 < 4 {
                bits |= packed[i + 1] << (64 - s);
            }
            if count < 64 {
                bits &= (1u64 << count) - 1;
            }
            let word = deposit(bits, rare);
            for q in 0..4 {
                want[4 * w + q] = (word >> (16 * q)) as u16;
            }
            pos += count;
        }
        want
    }

    /// Compresses the prefix up to `len` positions (it only grows; its values never
    /// change).
    fn extend_prefix(&mut self, prefix: &[u16], len: usize) {
        let len = len.min(prefix.len());
        let from = self.prefix8.len().min(len);
        for (a, &v) in prefix.iter().enumerate().take(len).skip(from) {
            self.prefix8.push((self.comp.compress(v) & 255) as u8);
            if self.prefix_rare.len() <= a / 64 + 1 {
                self.prefix_rare.resize(a / 64 + 2, 0);
            }
            if a == 0 || !self.comp.is_common(v) {
                self.prefix_rare[a / 64] |= 1 << (a % 64);
            }
        }
    }

    /// Makes the recent ring end at position `to` (exclusive), reading `ring[x & rmask]`.
    fn extend_recent(&mut self, ring: &[u16], rmask: usize, to: usize) {
        let len = self.recent8.len();
        let from = to.saturating_sub(len - 64);
        let start = if from <= self.recent.end && self.recent.end <= to {
            self.recent.end
        } else {
            self.recent_rare = None;
            from
        };
        for x in start..to {
            let v = ring[x & rmask];
            // Stored backwards, so that a run of partners reads in split order.
            self.recent8[!x & (len - 1)] = (self.comp.compress(v) & 255) as u8;
            if !self.comp.is_common(v) {
                self.recent_rare = Some(x);
            }
        }
        let begin = if start == from {
            from
        } else {
            self.recent.start
        };
        self.recent = begin.max(from)..to;
    }

    /// The smallest compressed value reached by no split of lane `i` (added or verified)
    /// and not in `others`; `None` if it cannot be told from the candidates (every
    /// candidate reached). Before [`RareBlock::freeze`], from the whole set.
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let mut b = RareBlock::new(Compression::new(1));
    /// b.clear();
    /// assert_eq!(b.lane_mex(0, [0b1011, 0, 0, 0]), Some(2));
    /// ```
    pub fn lane_mex(&self, i: usize, others: [u64; 4]) -> Option<u16> {
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
    ///
    /// ```
    /// let b = grundy::heap::vector::RareBlock::new(grundy::heap::vector::Compression::new(1));
    /// assert_eq!(b.lane(0), [0; 4]);
    /// ```
    pub fn lane(&self, i: usize) -> [u64; 4] {
        self.sets[i]
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
    ///
    /// ```
    /// use grundy::heap::vector::{Compression, RareBlock};
    /// let comp = Compression::new(0b10);
    /// let mut b = RareBlock::new(comp);
    /// let g: Vec<u16> = vec![2; 100];
    /// b.clear();
    /// b.add(&g, usize::MAX, 50, 1, &[3], &[0]); // options 0 ^ 2 = 2 (common)
    /// assert!((0..32).all(|i| b.lane(i) == [1 << comp.compress(2), 0, 0, 0]));
    /// ```
    pub fn add(
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
        #[cfg(target_arch = "x86_64")]
        if available() {
            let (from, to) = (n0 - k - top as usize, n0 + LANES - k - bottom as usize);
            self.fill(ring, rmask, from, to);
            self.collected.update(self.comp, rare_pos, rare_val);
            let mut out = [[0u64; 4]; LANES];
            // SAFETY: the instructions were detected; the kernel checks its reads, and
            // the cache holds every partner position.
            unsafe {
                x86::rare_block_grouped(
                    &self.cache,
                    n0,
                    k,
                    &self.collected.groups,
                    &self.collected.positions,
                    &self.rows.0,
                    &mut out,
                );
            }
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

/// The early-exit enumeration: for `a = lo, lo + 1, …, hi`, the option
/// `x = prefix[a] ⊕ ring[(m − a) & rmask]`; an `x` still in `want` (a 512-bit set, bit
/// `x & 15` of word `x >> 4`) is removed from it; returns the `a` at which `want` becomes
/// empty, or `None` after `hi` (then `want` holds the values not seen). Every value must
/// be below 512.
///
/// With the vector instructions, 256 options at a time are tested against the set as it
/// was at the start of the 256 (one word permutation and one bit test per 32), the lanes
/// that hit are packed into a list without branches, and the list is folded into a
/// found-set by OR-ing one-hot rows; only the 256 in which the set becomes empty are
/// replayed in order, to find the exact `a`.
///
/// # Panics
/// If `hi ≥ prefix.len()`, `hi > m`, or a read falls outside `ring`.
///
/// ```
/// use grundy::heap::vector::search;
/// let g: Vec<u16> = (0..100).map(|x| (x * 7 % 64) as u16).collect();
/// let (m, x) = (99, g[5] ^ g[94]);
/// let mut want = [0u16; 32];
/// want[usize::from(x >> 4)] |= 1 << (x & 15);
/// let a = search(&g, &g, usize::MAX, m, 1, 49, &mut want).unwrap();
/// assert!(a <= 5 && (g[a] ^ g[m - a]) == x);
/// assert_eq!(want, [0; 32]);
/// ```
#[allow(clippy::too_many_arguments)]
pub fn search(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> Option<usize> {
    if lo > hi || *want == [0; 32] {
        return None;
    }
    assert!(
        hi < prefix.len() && hi <= m,
        "the enumeration leaves the stored values"
    );
    let mut a = lo;
    #[cfg(target_arch = "x86_64")]
    if available() {
        // SAFETY: the instructions were detected; the kernels check their reads.
        let (next, found) = unsafe { x86::search_batches(prefix, ring, rmask, m, a, hi, want) };
        if found.is_some() {
            return found;
        }
        // SAFETY: as above.
        let (next, found) = unsafe { x86::search32(prefix, ring, rmask, m, next, hi, want) };
        if found.is_some() {
            return found;
        }
        a = next;
    }
    let mut left: u32 = want.iter().map(|w| w.count_ones()).sum();
    while a <= hi {
        let x = prefix[a] ^ ring[(m - a) & rmask];
        let (w, bit) = (usize::from((x >> 4) & 31), 1u16 << (x & 15));
        if x < 512 && want[w] & bit != 0 {
            want[w] &= !bit;
            left -= 1;
            if left == 0 {
                return Some(a);
            }
        }
        a += 1;
    }
    None
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    /// [`super::pack`] without branches: `pext` per word, two ORs at the running offset
    /// (the fifth word takes what falls past the end: nothing, for masks of 256 bits).
    #[target_feature(enable = "bmi2,popcnt")]
    pub(super) unsafe fn pack(set: &[u64; 8], masks: &[u64; 8]) -> [u64; 4] {
        if masks.iter().all(|m| m.count_ones() == 32) {
            // The dropped bit is below 6: every word holds 32 of each class, so word
            // pairs pack into one output word each (in registers: no store chain).
            return std::array::from_fn(|k| {
                _pext_u64(set[2 * k], masks[2 * k])
                    | _pext_u64(set[2 * k + 1], masks[2 * k + 1]) << 32
            });
        }
        let mut out = [0u64; 6];
        let mut pos = 0usize;
        for (&word, &mask) in set.iter().zip(masks) {
            let bits = _pext_u64(word, mask);
            let (i, s) = ((pos / 64).min(4), pos % 64);
            out[i] |= bits << s;
            out[i + 1] |= (bits >> 1) >> (63 - s);
            pos += mask.count_ones() as usize;
        }
        [out[0], out[1], out[2], out[3]]
    }

    /// BMI2 `pext`.
    #[target_feature(enable = "bmi2")]
    pub(super) unsafe fn pext(x: u64, mask: u64) -> u64 {
        _pext_u64(x, mask)
    }

    /// BMI2 `pdep`.
    #[target_feature(enable = "bmi2")]
    pub(super) unsafe fn pdep(x: u64, mask: u64) -> u64 {
        _pdep_u64(x, mask)
    }

    /// 32 values `ring[(start + j) & rmask]`, `j = 0..32`, as a pointer to contiguous
    /// memory.
    #[inline(always)]
    fn run32<T: Copy>(ring: &[T], rmask: usize, start: usize, tmp: &mut [T; 32]) -> *const T {
        let s = start & rmask;
        if s + 32 <= ring.len() {
            ring[s..s + 32].as_ptr()
        } else {
            for (j, t) in tmp.iter_mut().enumerate() {
                *t = ring[(start + j) & rmask];
            }
            tmp.as_ptr()
        }
    }

    /// One-hot rows of the values 0..512, shifted by one: row `x + 1` is `{x}`, row 0 is
    /// empty (the padding of packed lists lands there).
    #[repr(C, align(64))]
    struct Rows([[u64; 8]; 513]);

    static ROWS: Rows = {
        let mut t = [[0u64; 8]; 513];
        let mut i = 1;
        while i < 513 {
            t[i][(i - 1) / 64] = 1 << ((i - 1) % 64);
            i += 1;
        }
        Rows(t)
    };

    /// Options per batch of [`search_batches`].
    const BATCH: usize = 8;

    /// [`super::search`] in batches of 256 options while whole batches fit in `lo..=hi`;
    /// returns where it stopped and the `a` at which `want` became empty, if it did.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi2,popcnt")]
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn search_batches(
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        let rev = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let one = _mm512_set1_epi16(1);
        let fifteen = _mm512_set1_epi16(15);
        let last_row = _mm512_set1_epi16(512);
        // The packed list (values + 1, zero padding) and the options of the batch.
        let mut list = [0u16; 32 * (BATCH + 1) + 8];
        let mut xs = [0u16; 32 * BATCH];
        let mut tmp = [0u16; 32];
        let rows = ROWS.0.as_ptr() as *const u8;
        // SAFETY: 64 readable bytes.
        let mut wz = unsafe { _mm512_loadu_si512(want.as_ptr() as *const _) };
        let mut a0 = lo;
        while a0 + 32 * BATCH - 1 <= hi {
            let mut len = 0usize;
            for c in 0..BATCH {
                let a = a0 + 32 * c;
                let left = &prefix[a..a + 32];
                let right = run32(ring, rmask, m - a - 31, &mut tmp);
                // SAFETY: 32 readable values each; `list` has room for 32 more entries
                // after `len` ≤ 32·c; `xs` for 32 at 32·c.
                unsafe {
                    let l = _mm512_loadu_si512(left.as_ptr() as *const _);
                    let r = _mm512_permutexvar_epi16(rev, _mm512_loadu_si512(right as *const _));
                    let x = _mm512_xor_si512(l, r);
                    let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), wz);
                    let bits = _mm512_sllv_epi16(one, _mm512_and_si512(x, fifteen));
                    let hits = _mm512_test_epi16_mask(words, bits);
                    _mm512_storeu_si512(xs.as_mut_ptr().add(32 * c) as *mut _, x);
                    // (Clamped: a value ≥ 512 — a caller's error — must not read past
                    // the rows.)
                    let entry = _mm512_min_epu16(_mm512_add_epi16(x, one), last_row);
                    let packed = _mm512_maskz_compress_epi16(hits, entry);
                    _mm512_storeu_si512(list.as_mut_ptr().add(len) as *mut _, packed);
                    len += hits.count_ones() as usize;
                }
            }
            list[len..len + 8].fill(0);
            // Fold the list into a found-set, 8 rows per round (padding rows are empty).
            let mut f = [_mm512_setzero_si512(); 4];
            let mut j = 0;
            loop {
                for q in 0..8 {
                    let row = usize::from(list[j + q]);
                    // SAFETY: row ≤ 512 of 64 bytes.
                    let r = unsafe { _mm512_load_si512(rows.add(row << 6) as *const _) };
                    f[q % 4] = _mm512_or_si512(f[q % 4], r);
                }
                j += 8;
                if j >= len {
                    break;
                }
            }
            let found = _mm512_or_si512(_mm512_or_si512(f[0], f[1]), _mm512_or_si512(f[2], f[3]));
            let rest = _mm512_andnot_si512(found, wz);
            if _mm512_test_epi64_mask(rest, rest) == 0 {
                // The set empties in this batch: replay the list in order for the value
                // that completes it, then its first lane.
                let mut w = [0u16; 32];
                // SAFETY: 64 writable bytes.
                unsafe { _mm512_storeu_si512(w.as_mut_ptr() as *mut _, wz) };
                let mut left: u32 = w.iter().map(|x| x.count_ones()).sum();
                let mut last = 0u16;
                for &e in &list[..len] {
                    last = e - 1;
                    let (i, bit) = (usize::from(last >> 4), 1u16 << (last & 15));
                    if w[i] & bit != 0 {
                        w[i] &= !bit;
                        left -= 1;
                        if left == 0 {
                            break;
                        }
                    }
                }
                let first = xs
                    .iter()
                    .position(|&x| x == last)
                    .expect("the value is in the batch");
                *want = [0; 32];
                return (a0 + first + 1, Some(a0 + first));
            }
            wz = rest;
            a0 += 32 * BATCH;
        }
        // SAFETY: 64 writable bytes.
        unsafe { _mm512_storeu_si512(want.as_mut_ptr() as *mut _, wz) };
        (a0, None)
    }

    /// [`super::RareBlock::add`] with the rare positions grouped by value: within a
    /// group each lane ORs the row of its partner's compressed value straight from the
    /// cache (one load for the offset, one load-OR: no XOR), and the group's set is then
    /// moved by the group's value — XOR of a bit index by `c`: bytes permuted by `c >> 3`
    /// (`vpermb`), bits inside each byte by `c & 7` (a GF(2) affine map, `gf2p8affineqb`).
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi,gfni,avx2")]
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn rare_block_grouped(
        cache: &[u8],
        n0: usize,
        k: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        rows: &[[u64; 4]; 256],
        out: &mut [[u64; 4]; 32],
    ) {
        let t = rows.as_ptr() as *const u8;
        let cmask = cache.len() - 1;
        let mut tmp = [0u8; 32];
        // Lanes in pairs: lane 2i in the low half of register i, lane 2i + 1 in the high.
        let iota = _mm512_set_epi8(
            63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42,
            41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20,
            19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
        );
        let mut total = [_mm512_setzero_si512(); 16];
        for &(c, start, end) in groups {
            let mut acc = [_mm512_setzero_si512(); 16];
            for &r in &grouped[start as usize..end as usize] {
                let p = run32(cache, cmask, n0 - k - r as usize, &mut tmp);
                for (q, quad) in acc.chunks_exact_mut(4).enumerate() {
                    // SAFETY: `run32` points at 32 readable bytes.
                    let word = unsafe { (p.add(8 * q) as *const u64).read_unaligned() };
                    for (j, a) in quad.iter_mut().enumerate() {
                        let low = ((word >> (16 * j)) & 255) << 5;
                        let high = ((word >> (16 * j + 8)) & 255) << 5;
                        // SAFETY: rows of 32 bytes for every byte value.
                        let pair = unsafe {
                            let low = _mm256_load_si256(t.add(low as usize) as *const _);
                            let high = _mm256_load_si256(t.add(high as usize) as *const _);
                            _mm512_inserti64x4::<1>(_mm512_castsi256_si512(low), high)
                        };
                        *a = _mm512_or_si512(*a, pair);
                    }
                }
            }
            // Bytes permuted within each half (indices stay below 32 in the low half and
            // from 32 in the high half, since `c >> 3` < 32).
            let bytes = _mm512_xor_si512(iota, _mm512_set1_epi8((c >> 3) as i8));
            let shift = u32::from(c & 7);
            // Output bit i of each byte takes input bit i ^ shift: row (7 − i) of the
            // matrix selects it.
            let matrix = (0..8).fold(0u64, |m, i| m | (1u64 << (i ^ shift)) << (8 * (7 - i)));
            let matrix = _mm512_set1_epi64(matrix as i64);
            for (tot, a) in total.iter_mut().zip(acc) {
                let moved = _mm512_permutexvar_epi8(bytes, a);
                *tot = _mm512_or_si512(*tot, _mm512_gf2p8affine_epi64_epi8::<0>(moved, matrix));
            }
        }
        for (pair, a) in out.chunks_exact_mut(2).zip(total) {
            // SAFETY: 32 writable bytes each.
            unsafe {
                _mm256_storeu_si256(
                    pair[0].as_mut_ptr() as *mut __m256i,
                    _mm512_castsi512_si256(a),
                );
                _mm256_storeu_si256(
                    pair[1].as_mut_ptr() as *mut __m256i,
                    _mm512_extracti64x4_epi64::<1>(a),
                );
            }
        }
    }

    /// The first [`super::CANDIDATES`] values missing from a 256-bit set (packed by
    /// `vpcompressb` from each word's complement) and how many there are.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi2,popcnt")]
    pub(super) unsafe fn first_zeros(set: &[u64; 4]) -> ([u8; super::CANDIDATES], u8) {
        let mut out = [0u8; 64 + super::CANDIDATES];
        let iota = _mm512_set_epi8(
            63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42,
            41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20,
            19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
        );
        let mut len = 0usize;
        for (w, &word) in set.iter().enumerate() {
            if len >= super::CANDIDATES {
                break;
            }
            let values = _mm512_add_epi8(iota, _mm512_set1_epi8((64 * w) as u8 as i8));
            let packed = _mm512_maskz_compress_epi8(!word, values);
            // SAFETY: `len` < CANDIDATES, so 64 bytes fit.
            unsafe { _mm512_storeu_si512(out.as_mut_ptr().add(len) as *mut _, packed) };
            len += (!word).count_ones() as usize;
        }
        let mut zeros = [0u8; super::CANDIDATES];
        zeros.copy_from_slice(&out[..super::CANDIDATES]);
        (zeros, len.min(super::CANDIDATES) as u8)
    }

    /// [`super::RareBlock::lane_rest`] from the cache: the set of compressed values
    /// `compress(G(r)) ⊕ cache[m − r]`, one row OR-ed per option (two accumulators), the
    /// positions grouped by `compress(G(r))`.
    #[target_feature(enable = "avx512f,avx512vl,avx2")]
    pub(super) unsafe fn lane_collect(
        cache: &[u8],
        m: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        rows: &[[u64; 4]; 256],
    ) -> [u64; 4] {
        let cmask = cache.len() - 1;
        let t = rows.as_ptr() as *const __m256i;
        let mut acc = [_mm256_setzero_si256(); 2];
        for &(g, start, end) in groups {
            for (q, &r) in grouped[start as usize..end as usize].iter().enumerate() {
                let c = usize::from(g ^ cache[(m - r as usize) & cmask]);
                // SAFETY: 256 rows.
                acc[q % 2] = _mm256_or_si256(acc[q % 2], unsafe { _mm256_load_si256(t.add(c)) });
            }
        }
        let mut out = [0u64; 4];
        // SAFETY: 32 writable bytes.
        unsafe { _mm256_storeu_si256(out.as_mut_ptr() as *mut _, _mm256_or_si256(acc[0], acc[1])) };
        out
    }

    /// [`super::RareBlock::verify`] for all 32 lanes: bit `i` of entry `j` set when some
    /// listed split of lane `i` reaches candidate `j`, `targets[j / 2][32 (j % 2) + i]`
    /// (a compressed value).
    #[target_feature(enable = "avx512f,avx512bw,avx2")]
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn rare_verify32(
        cache: &[u8],
        n0: usize,
        k: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        targets: &[[u8; 64]; super::CANDIDATES / 2],
    ) -> [u32; super::CANDIDATES] {
        let cmask = cache.len() - 1;
        let mut tmp = [0u8; 32];
        // SAFETY: 64 readable bytes each.
        let z: [__m512i; super::CANDIDATES / 2] =
            std::array::from_fn(|j| unsafe { _mm512_loadu_si512(targets[j].as_ptr() as *const _) });
        // Lanes (twice: candidates 2j and 2j + 1) whose candidate no listed split reached,
        // one masked compare per pair for the first seven pairs (their accumulators fit
        // the seven mask registers); the last pair is compared into vectors.
        // Within a group of equal rare values `g`, `g ⊕ x = z` is tested as `x = g ⊕ z`.
        const PAIRS: usize = super::CANDIDATES / 2 - 1;
        let mut unreached = [u64::MAX; PAIRS];
        let mut last = [_mm256_setzero_si256(); 2];
        for &(g, start, end) in groups {
            let gz = _mm512_set1_epi8(g as i8);
            let shifted: [__m512i; PAIRS] = std::array::from_fn(|j| _mm512_xor_si512(z[j], gz));
            let tail = _mm512_xor_si512(z[PAIRS], gz);
            let tail = [
                _mm512_castsi512_si256(tail),
                _mm512_extracti64x4_epi64::<1>(tail),
            ];
            for &r in &grouped[start as usize..end as usize] {
                let p = run32(cache, cmask, n0 - k - r as usize, &mut tmp);
                // SAFETY: `run32` points at 32 readable bytes (loaded into both halves).
                let x = unsafe { _mm512_broadcast_i64x4(_mm256_loadu_si256(p as *const _)) };
                for (u, z) in unreached.iter_mut().zip(&shifted) {
                    *u = _mm512_mask_cmpneq_epi8_mask(*u, x, *z);
                }
                let x = _mm512_castsi512_si256(x);
                for (l, t) in last.iter_mut().zip(tail) {
                    *l = _mm256_or_si256(*l, _mm256_cmpeq_epi8(x, t));
                }
            }
        }
        let mut hits = [0u32; super::CANDIDATES];
        for (j, u) in unreached.iter().enumerate() {
            hits[2 * j] = !(*u as u32);
            hits[2 * j + 1] = !((*u >> 32) as u32);
        }
        for (h, l) in hits[2 * PAIRS..].iter_mut().zip(last) {
            *h = _mm256_movemask_epi8(l) as u32;
        }
        hits
    }

    /// 64 bytes `ring[(start + j) & (len − 1)]`, `j = 0..64`, contiguous.
    #[inline(always)]
    fn run64(ring: &[u8], start: usize, tmp: &mut [u8; 64]) -> *const u8 {
        let mask = ring.len() - 1;
        let s = start & mask;
        if s + 64 <= ring.len() {
            ring[s..s + 64].as_ptr()
        } else {
            for (j, t) in tmp.iter_mut().enumerate() {
                *t = ring[(start + j) & mask];
            }
            tmp.as_ptr()
        }
    }

    /// Bits `a..a + 64` of a bitset.
    #[inline(always)]
    fn bits64(set: &[u64], a: usize) -> u64 {
        let (w, s) = (a / 64, a % 64);
        if s == 0 {
            set[w]
        } else {
            (set[w] >> s) | (set[w + 1] << (64 - s))
        }
    }

    /// The 64 compressed options of splits `a..a + 64` for `m`: `prefix[a + j]` XOR the
    /// partner `m − a − j` (the recent ring is stored backwards, so the partners are one
    /// contiguous run).
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    unsafe fn options64(
        prefix: &[u8],
        recent: &[u8],
        m: usize,
        a: usize,
        tmp: &mut [u8; 64],
    ) -> __m512i {
        let left = &prefix[a..a + 64];
        let right = run64(recent, !(m - a), tmp);
        // SAFETY: 64 readable bytes each.
        unsafe {
            _mm512_xor_si512(
                _mm512_loadu_si512(left.as_ptr() as *const _),
                _mm512_loadu_si512(right as *const _),
            )
        }
    }

    /// The union of the one-hot rows of `list[..len]` (padded to a multiple of 8 with 255,
    /// whose row holds no target).
    #[inline]
    #[target_feature(enable = "avx512f,avx512vl,avx2")]
    unsafe fn fold8(list: &mut [u8], len: usize, rows: &[[u64; 4]; 256]) -> __m256i {
        let t = rows.as_ptr() as *const u8;
        list[len..len + 8].fill(0xff);
        let mut f = [_mm256_setzero_si256(); 4];
        let mut j = 0;
        loop {
            for q in 0..8 {
                let row = usize::from(list[j + q]);
                // SAFETY: 256 rows of 32 bytes.
                let r = unsafe { _mm256_load_si256(t.add(row << 5) as *const __m256i) };
                f[q % 4] = _mm256_or_si256(f[q % 4], r);
            }
            j += 8;
            if j >= len {
                break;
            }
        }
        _mm256_or_si256(_mm256_or_si256(f[0], f[1]), _mm256_or_si256(f[2], f[3]))
    }

    /// The offset, in the chunks `xs` (64 options each, `valid` their usable options), at
    /// which the last of the values of `wanted` first appears (each one does).
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    unsafe fn last_first(wanted: &[u64; 4], xs: &[u8], valid: &[u64]) -> usize {
        let mut first = 0usize;
        for (i, &word) in wanted.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let value = (64 * i) as u8 + bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let mut at = 64 * valid.len();
                for (c, &v) in valid.iter().enumerate().rev() {
                    // SAFETY: 64 readable bytes.
                    let x = unsafe { _mm512_loadu_si512(xs.as_ptr().add(64 * c) as *const _) };
                    let hit = _mm512_cmpeq_epi8_mask(x, _mm512_set1_epi8(value as i8)) & v;
                    if hit != 0 {
                        at = 64 * c + hit.trailing_zeros() as usize;
                    }
                }
                debug_assert!(at < 64 * valid.len(), "every wanted value is in the chunks");
                first = first.max(at);
            }
        }
        first
    }

    /// The end of [`search8`] once one value is wanted: each chunk of 64 options compared
    /// with it (no set test, no fold); the prefix's rare positions are looked up only
    /// when the compare hits. `want` holds exactly one value.
    #[target_feature(enable = "avx512f,avx512bw")]
    unsafe fn search8_one(
        prefix: &[u8],
        rare: &[u64],
        recent: &[u8],
        m: usize,
        mut a: usize,
        hi: usize,
        want: &mut [u64; 4],
    ) -> (usize, Option<usize>) {
        let w = want.iter().position(|&x| x != 0).unwrap_or(0);
        let value = (64 * w) as u8 + want[w].trailing_zeros() as u8;
        let target = _mm512_set1_epi8(value as i8);
        let mut tmp = [0u8; 64];
        while a + 63 <= hi {
            // SAFETY: the function's features.
            let x = unsafe { options64(prefix, recent, m, a, &mut tmp) };
            let hits = _mm512_cmpeq_epi8_mask(x, target);
            if hits != 0 {
                let hits = hits & !bits64(rare, a);
                if hits != 0 {
                    let at = a + hits.trailing_zeros() as usize;
                    *want = [0; 4];
                    return (at + 1, Some(at));
                }
            }
            a += 64;
        }
        (a, None)
    }

    /// [`super::RareBlock::search_lane`] in compressed bytes while whole chunks of 64
    /// options fit in `lo..=hi` (prefix positions marked in `rare` skipped): batches of
    /// 4 × 64 options, each tested against the set as it was one batch earlier, their hits
    /// packed and folded as in [`search_batches`]; once one value is left (about a
    /// quarter of the batches), [`search8_one`]. Returns where it stopped and the `a` at
    /// which `want` (256 bits) became empty, if it did.
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,popcnt")]
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn search8(
        prefix: &[u8],
        rare: &[u64],
        recent: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u64; 4],
        rows: &[[u64; 4]; 256],
    ) -> (usize, Option<usize>) {
        const CHUNKS: usize = 4;
        let bitsel = _mm512_broadcast_i32x4(_mm_set_epi8(
            -128, 64, 32, 16, 8, 4, 2, 1, -128, 64, 32, 16, 8, 4, 2, 1,
        ));
        let (seven, low5) = (_mm512_set1_epi8(7), _mm512_set1_epi8(31));
        let mut list = [0xffu8; 64 * (CHUNKS + 1) + 8];
        let mut xs = [0u8; 64 * CHUNKS];
        let mut tmp = [0u8; 64];
        let count = |w: &[u64; 4]| w.iter().map(|x| x.count_ones()).sum::<u32>();
        let stored = |v: __m512i| {
            let mut w = [0u64; 4];
            // SAFETY: 32 writable bytes.
            unsafe { _mm256_storeu_si256(w.as_mut_ptr() as *mut _, _mm512_castsi512_si256(v)) };
            w
        };
        if count(want) == 1 {
            // SAFETY: the function's features.
            return unsafe { search8_one(prefix, rare, recent, m, lo, hi, want) };
        }
        // SAFETY: 32 readable bytes.
        let mut wz =
            _mm512_zextsi256_si512(unsafe { _mm256_loadu_si256(want.as_ptr() as *const _) });
        let mut a0 = lo;
        // A batch is tested against the set as it was one batch earlier (a superset of
        // the exact one): the test then does not wait for the previous batch's fold, and
        // values found again are harmless (the fold ORs; the exit check uses `wz`).
        let mut test = wz;
        while a0 + 64 * CHUNKS - 1 <= hi {
            let mut len = 0usize;
            let mut valid = [0u64; CHUNKS];
            for (c, v) in valid.iter_mut().enumerate() {
                let a = a0 + 64 * c;
                *v = !bits64(rare, a);
                // SAFETY: the function's features; 64 writable bytes at `64 c` and `len`.
                unsafe {
                    let x = options64(prefix, recent, m, a, &mut tmp);
                    let idx = _mm512_and_si512(_mm512_srli_epi16(x, 3), low5);
                    let bytes = _mm512_permutexvar_epi8(idx, test);
                    let bits = _mm512_shuffle_epi8(bitsel, _mm512_and_si512(x, seven));
                    let hits = _mm512_test_epi8_mask(bytes, bits) & *v;
                    _mm512_storeu_si512(xs.as_mut_ptr().add(64 * c) as *mut _, x);
                    let packed = _mm512_maskz_compress_epi8(hits, x);
                    _mm512_storeu_si512(list.as_mut_ptr().add(len) as *mut _, packed);
                    len += hits.count_ones() as usize;
                }
            }
            // SAFETY: the function's features.
            let found = unsafe { fold8(&mut list, len, rows) };
            let rest = _mm256_andnot_si256(found, _mm512_castsi512_si256(wz));
            if _mm256_testz_si256(rest, rest) == 1 {
                // The set empties in this batch: at the largest of the first positions
                // of the values still wanted (usually one to three of them).
                // SAFETY: the function's features.
                let first = unsafe { last_first(&stored(wz), &xs, &valid) };
                *want = [0; 4];
                return (a0 + first + 1, Some(a0 + first));
            }
            test = wz;
            wz = _mm512_zextsi256_si512(rest);
            a0 += 64 * CHUNKS;
            let left = stored(wz);
            if count(&left) == 1 {
                *want = left;
                // SAFETY: the function's features.
                return unsafe { search8_one(prefix, rare, recent, m, a0, hi, want) };
            }
        }
        *want = stored(wz);
        (a0, None)
    }

    /// [`super::search`] 32 options at a time while whole steps fit in `lo..=hi`;
    /// returns where it stopped and the result if `count` reached 0.
    #[target_feature(enable = "avx512f,avx512bw")]
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn search32(
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
        let rev = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        let one = _mm512_set1_epi16(1);
        let fifteen = _mm512_set1_epi16(15);
        // SAFETY: 64 readable bytes.
        let mut wz = unsafe { _mm512_loadu_si512(want.as_ptr() as *const _) };
        let mut buf = [0u16; 32];
        let mut tmp = [0u16; 32];
        let mut a0 = lo;
        while a0 + 31 <= hi {
            let left = &prefix[a0..a0 + 32];
            // Partners m − a0 − 31 ..= m − a0, ascending (reversed below).
            let right = run32(ring, rmask, m - a0 - 31, &mut tmp);
            // SAFETY: both point at 32 readable values.
            let (l, r) = unsafe {
                (
                    _mm512_loadu_si512(left.as_ptr() as *const _),
                    _mm512_loadu_si512(right as *const _),
                )
            };
            let x = _mm512_xor_si512(l, _mm512_permutexvar_epi16(rev, r));
            let words = _mm512_permutexvar_epi16(_mm512_srli_epi16(x, 4), wz);
            let bits = _mm512_sllv_epi16(one, _mm512_and_si512(x, fifteen));
            // Values ≥ 512 would alias: they are excluded by the caller's bound.
            let mut hits = _mm512_test_epi16_mask(words, bits);
            if hits != 0 {
                // SAFETY: 64 writable bytes.
                unsafe { _mm512_storeu_si512(buf.as_mut_ptr() as *mut _, x) };
                while hits != 0 {
                    let i = hits.trailing_zeros() as usize;
                    hits &= hits - 1;
                    let v = buf[i];
                    let (w, bit) = (usize::from(v >> 4), 1u16 << (v & 15));
                    if want[w] & bit != 0 {
                        want[w] &= !bit;
                        missing -= 1;
                        if missing == 0 {
                            return (a0 + i + 1, Some(a0 + i));
                        }
                        wz = _mm512_xor_si512(wz, _mm512_maskz_set1_epi16(1 << w, bit as i16));
                    }
                }
            }
            a0 += 32;
        }
        (a0, None)
    }
}
