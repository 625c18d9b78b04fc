//! The early-exit enumeration `G(a) ⊕ G(m − a)`, `a = lo, lo + 1, …`, until every target
//! value has appeared: [`search`] 32 options per step in 16-bit values, and
//! [`RareBlock::search_lane`] 64 per step in compressed bytes (one load of the prefix,
//! one load of the recent values stored backwards, one XOR), membership in the target set
//! by a byte or word permutation and a bit test; compressed batches are tested against
//! the set of one batch earlier, so no test waits for the previous one, and the last
//! wanted value is sought by one byte compare per 64 options.

#![expect(
    clippy::indexing_slicing,
    reason = "a and m - a stay within the prefix the engine computed (m < n = values computed); ring indices are masked by the ring's length - 1, a power of two"
)]

use super::compression::{deposit, pack};
use super::{Kernels, RareBlock};

/// Options a compressed search reaches at most (the recent ring holds a bit more).
pub(super) const SEARCH8_DEPTH: usize = 1 << 15;

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
// Inlined into its two callers (as before the split into files): one call per search.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(crate) fn search(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> Option<usize> {
    search_with(Kernels::detect(), prefix, ring, rmask, m, lo, hi, want)
}

/// [`search`] with the kernels given (`None`: the portable loop), whatever the process's
/// level: the tests run each level the CPU has.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn search_with(
    kernels: Option<Kernels>,
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
    if let Some(cpu) = kernels {
        let (next, found) = cpu.search(prefix, ring, rmask, m, a, hi, want);
        if found.is_some() {
            return found;
        }
        a = next;
    }
    portable(prefix, ring, rmask, m, a, hi, want)
}

/// [`search`] for values of any width and targets below `limit` ≤ 4096: `want` is a
/// 4096-bit set (bit `x & 15` of word `x >> 4`), options from 4096 on are never targets.
/// With the vector instructions 32 options per step, the set in registers (see the
/// kernel); the rest one by one. Same result and the same `want` after as [`search`].
///
/// # Panics
/// If `hi ≥ prefix.len()`, `hi > m`, or a read falls outside `ring`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_wide(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
    limit: usize,
) -> Option<usize> {
    search_wide_with(
        Kernels::detect(),
        prefix,
        ring,
        rmask,
        m,
        lo,
        hi,
        want,
        limit,
    )
}

/// [`search_wide`] with the kernels given (`None`: the portable loop), whatever the
/// process's level: the tests run each level the CPU has.
#[allow(clippy::too_many_arguments)]
pub(super) fn search_wide_with(
    kernels: Option<Kernels>,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
    limit: usize,
) -> Option<usize> {
    if lo > hi || want.iter().all(|&w| w == 0) {
        return None;
    }
    assert!(
        hi < prefix.len() && hi <= m,
        "the enumeration leaves the stored values"
    );
    let mut a = lo;
    if let Some(cpu) = kernels {
        let (next, found) = cpu.search_wide(prefix, ring, rmask, m, a, hi, want, limit);
        if found.is_some() {
            return found;
        }
        a = next;
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    let _ = limit;
    portable(prefix, ring, rmask, m, a, hi, want)
}

/// The portable loop of [`search`] (`N` = 32: a 512-bit set) and [`search_wide`] (`N` =
/// 256: a 4096-bit set), one option at a time from `a` to `hi`: an option past the set
/// (from `16 N` on) is never a target.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn portable<const N: usize>(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    mut a: usize,
    hi: usize,
    want: &mut [u16; N],
) -> Option<usize> {
    let mut left: u32 = want.iter().map(|w| w.count_ones()).sum();
    while a <= hi {
        let x = prefix[a] ^ ring[(m - a) & rmask];
        let (w, bit) = (usize::from(x >> 4), 1u16 << (x & 15));
        if let Some(word) = want.get_mut(w)
            && *word & bit != 0
        {
            *word &= !bit;
            left -= 1;
            if left == 0 {
                return Some(a);
            }
        }
        a += 1;
    }
    None
}

/// A set of at most [`FewTargets::MAX`] 16-bit values as four tables of 16 bytes, one
/// per nibble of a value: bit `j` of entry `t` of table `q` says that target `j`'s nibble
/// `q` is `t`. A value is in the set exactly when some bit is set in all four of its
/// nibbles' entries (the four nibbles are the whole value), so the test is four byte
/// lookups — by `pshufb`, 32 options at a time, in [`first_target`]'s kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct FewTargets {
    tables: [[u8; 16]; 4],
    values: [u16; FewTargets::MAX],
    len: usize,
}

impl FewTargets {
    /// The most values a set holds (one bit each in a byte).
    pub(crate) const MAX: usize = 8;

    /// The set of `targets`, or `None` if there are more than [`FewTargets::MAX`].
    pub(crate) fn new(targets: impl IntoIterator<Item = u16>) -> Option<FewTargets> {
        let mut set = FewTargets::default();
        for t in targets {
            if set.len == Self::MAX {
                return None;
            }
            set.insert(t);
        }
        Some(set)
    }

    /// Adds `t` if there is room (the callers check that there is).
    fn insert(&mut self, t: u16) {
        let j = self.len;
        let Some(slot) = self.values.get_mut(j) else {
            return;
        };
        *slot = t;
        self.len = j + 1;
        for (q, table) in self.tables.iter_mut().enumerate() {
            table[usize::from((t >> (4 * q)) & 15)] |= 1 << j;
        }
    }

    /// The set without `x`.
    pub(crate) fn without(&self, x: u16) -> FewTargets {
        let mut set = FewTargets::default();
        for &v in self.values.iter().take(self.len) {
            if v != x {
                set.insert(v);
            }
        }
        set
    }

    /// Whether the set holds no value.
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `x` is in the set.
    #[inline]
    pub(crate) fn contains(&self, x: u16) -> bool {
        let [t0, t1, t2, t3] = &self.tables;
        let at = |t: &[u8; 16], q: u16| t[usize::from((x >> (4 * q)) & 15)];
        at(t0, 0) & at(t1, 1) & at(t2, 2) & at(t3, 3) != 0
    }

    /// The four tables (the kernel's registers).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    pub(super) fn tables(&self) -> &[[u8; 16]; 4] {
        &self.tables
    }
}

/// Whether [`first_target`] runs a vector kernel: at every x86-64 level with kernels
/// (AVX2 and above), not at the portable level (where the caller's own loop is faster
/// than [`first_target`]'s one-option-at-a-time rest).
#[inline]
pub(crate) fn few_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        Kernels::detect().is_some()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The first `a` of `lo..=hi` whose option `prefix[a] ⊕ ring[(m − a) & rmask]` is in
/// `targets`, or `None`. With the vector instructions 32 options per step, each tested by
/// four byte lookups per 16 bits ([`FewTargets`]); the rest one by one.
///
/// # Panics
/// If `hi ≥ prefix.len()`, `hi > m`, or a read falls outside `ring`.
#[inline]
#[allow(clippy::too_many_arguments)]
pub(crate) fn first_target(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    targets: &FewTargets,
) -> Option<usize> {
    first_target_with(Kernels::detect(), prefix, ring, rmask, m, lo, hi, targets)
}

/// [`first_target`] with the kernels given (`None`: the portable loop), whatever the
/// process's level: the tests run each level the CPU has.
#[inline]
#[allow(clippy::too_many_arguments)]
pub(super) fn first_target_with(
    kernels: Option<Kernels>,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    targets: &FewTargets,
) -> Option<usize> {
    if lo > hi || targets.is_empty() {
        return None;
    }
    assert!(
        hi < prefix.len() && hi <= m,
        "the enumeration leaves the stored values"
    );
    // Where the kernel stopped (or `lo`: no kernel; none off x86-64).
    #[cfg(target_arch = "x86_64")]
    let a = match kernels {
        Some(cpu) => {
            let (next, found) = cpu.first_target(prefix, ring, rmask, m, lo, hi, targets.tables());
            if found.is_some() {
                return found;
            }
            next
        }
        None => lo,
    };
    #[cfg(not(target_arch = "x86_64"))]
    let a = {
        let _ = kernels;
        lo
    };
    (a..=hi).find(|&a| targets.contains(prefix[a] ^ ring[(m - a) & rmask]))
}

impl RareBlock {
    /// [`search`] for one heap size with compressed 8-bit values (64 options per step),
    /// when every target is rare and every partner position `m − a` holds a common
    /// value: an option is then a target only if both parts are common, the prefix
    /// positions holding rare values are skipped, and each option fits a byte. Falls back
    /// to [`search`] (16-bit values) for what it cannot do: targets that are not rare,
    /// options beyond its depth, a rare partner. Same result as [`search`].
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_lane(
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
        search_with(self.kernels, prefix, ring, rmask, m, lo, hi, want)
    }

    /// [`RareBlock::search_lane`] from `a = 1` for the values of `missing` (bit `v` of
    /// word `v / 64`: every one rare and below 512) when the compressed kernel alone
    /// decides it: `Some(a)` if the last of them appears at `a`, `None` if the kernel
    /// cannot tell (the caller then runs the general search).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_missing(
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
        if let Some(cpu) = self.kernels {
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
                return Some(cpu.search8(
                    &self.prefix8,
                    &self.prefix_rare,
                    &self.recent8,
                    m,
                    lo,
                    reach,
                    want8,
                    &self.rows.0,
                ));
            }
        }
        let _ = (prefix, ring, rmask, m, lo, hi, want8);
        None
    }

    /// The targets in compressed form, if every one is rare and below the last byte:
    /// compression is an order-preserving bijection from the rare values below 512 onto
    /// 0..256, so it is a bit extraction under the rare-value mask.
    #[inline]
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

    /// The inverse of [`RareBlock::compress_targets`].
    #[inline]
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
}
