//! Every `unsafe` of the aarch64 vector kernels: the NEON (Advanced SIMD) intrinsics behind
//! `#[target_feature(enable = "neon")]`, and the token through which the safe code
//! reaches them (the safe code the x86-64 kernels also use is in `shared.rs`).
//!
//! NEON is baseline on aarch64, so the token ([`Neon`]) is found on every aarch64 CPU;
//! it is made only by detection all the same, as on x86-64: holding one is the proof that
//! a kernel may run, so its methods are safe. [`Kernels`] holds it: the process's level
//! ([`Kernels::detect`]) or, for the tests, [`Kernels::at`]. Each kernel is memory-safe
//! on any input: slices are indexed with bounds checks, and the raw loads and stores
//! read or write fixed-size tables or buffers whose sizes the comments at each one
//! account for.
//!
//! The kernels run the algorithms of the x86-64 AVX2 kernels (`x86.rs`; documented at
//! their safe callers: [`search`](super::search::search),
//! [`RareBlock`](super::RareBlock)) at 128 bits. What NEON does differently: a byte
//! lookup in a 64-byte table is one instruction (`tbl` with four registers, indices from
//! 64 on read 0), so a 512-bit set is tested without blends, and the 4096-bit set of
//! `search_wide` as up to eight such tables (no gather); there is no `movemask`, so a
//! compare's bytes are ANDed with their bit selectors and summed across each half
//! (`addv`).

#![expect(
    clippy::indexing_slicing,
    reason = "the kernels index the lane and word arrays their safe callers allocate: LANES lanes, one 64-bit word per 64 values of 16-bit (or 512 compressed) values; never user data"
)]

use super::shared::{
    self, bits64, replay, run32, run64, take_hits, FewHit, BATCH, COMPRESS16, COMPRESS8, FEW, ROWS,
};
use super::{Level, CANDIDATES};
use std::arch::aarch64::*;
use std::sync::atomic::{AtomicU8, Ordering};

/// What [`Kernels::detect`] found: not yet asked, none, NEON.
static KERNELS: AtomicU8 = AtomicU8::new(UNKNOWN);
const UNKNOWN: u8 = 0;
const KERNELS_NONE: u8 = 1;
const KERNELS_NEON: u8 = 2;

/// The vector kernels of the NEON level, with the token that proves the CPU runs them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Kernels {
    cpu: Neon,
}

/// Proof that this CPU has NEON (every aarch64 CPU). Made only by [`Kernels::detect`] and
/// [`Kernels::at`], after [`Neon::cpu_has`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Neon {
    _detected: (),
}

impl Neon {
    /// Whether the CPU has NEON (whatever level is forced).
    pub(super) fn cpu_has() -> bool {
        std::arch::is_aarch64_feature_detected!("neon")
    }
}

impl Kernels {
    /// The kernels of the process's [`level`](super::level) (`None` at
    /// [`Level::Portable`]): detected once per process, then one load.
    #[inline(always)]
    pub(crate) fn detect() -> Option<Kernels> {
        match KERNELS.load(Ordering::Relaxed) {
            KERNELS_NEON => Some(Kernels {
                cpu: Neon { _detected: () },
            }),
            KERNELS_NONE => None,
            _ => Kernels::detect_first(),
        }
    }

    /// [`Kernels::detect`] the first time: asks the CPU and remembers the answer.
    #[cold]
    #[inline(never)]
    fn detect_first() -> Option<Kernels> {
        let kernels = Kernels::at(super::level());
        let code = match kernels {
            Some(_) => KERNELS_NEON,
            None => KERNELS_NONE,
        };
        KERNELS.store(code, Ordering::Relaxed);
        kernels
    }

    /// The kernels of `level` if this CPU runs it (whatever level `GRUNDY_SIMD` forces on
    /// the process): `None` at [`Level::Portable`] and at the x86-64 levels.
    pub(crate) fn at(level: Level) -> Option<Kernels> {
        // `supported()` asked `Neon::cpu_has` (through `detected()`).
        (level == Level::Neon && level.supported()).then_some(Kernels {
            cpu: Neon { _detected: () },
        })
    }

    /// The level of these kernels.
    #[cfg(test)]
    pub(crate) fn level(self) -> Level {
        Level::Neon
    }

    /// [`search`](super::search::search) while whole steps fit in `lo..=hi`: where it
    /// stopped and the `a` at which `want` became empty, if it did.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search(
        self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        // (Holding the token is the proof: `self.cpu` is read here only to say so.)
        let _ = self.cpu;
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search_neon(prefix, ring, rmask, m, lo, hi, want) }
    }

    /// [`search_wide`](super::search::search_wide) while whole steps fit in `lo..=hi`
    /// (targets below `limit`: the set in `limit / 512` tables, rounded up to 1, 2, 4
    /// or 8).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_wide(
        self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 256],
        limit: usize,
    ) -> (usize, Option<usize>) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe {
            match limit.div_ceil(512) {
                0 | 1 => search_wide_neon::<1>(prefix, ring, rmask, m, lo, hi, want),
                2 => search_wide_neon::<2>(prefix, ring, rmask, m, lo, hi, want),
                3 | 4 => search_wide_neon::<4>(prefix, ring, rmask, m, lo, hi, want),
                _ => search_wide_neon::<8>(prefix, ring, rmask, m, lo, hi, want),
            }
        }
    }

    /// The compressed search ([`RareBlock::search_lane`](super::RareBlock::search_lane)).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search8(
        self,
        prefix: &[u8],
        rare: &[u64],
        recent: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u64; 4],
        rows: &[[u64; 4]; 256],
    ) -> (usize, Option<usize>) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search8_neon(prefix, rare, recent, m, lo, hi, want, rows) }
    }

    /// The collected rare splits of a block ([`RareBlock::add`](super::RareBlock::add)).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn rare_block_grouped(
        self,
        cache: &[u8],
        n0: usize,
        k: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        rows: &[[u64; 4]; 256],
        out: &mut [[u64; 4]; 32],
    ) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { rare_block_neon(cache, n0, k, groups, grouped, rows, out) }
    }

    /// The first missing values of a set ([`RareBlock::freeze`](super::RareBlock::freeze)):
    /// no vector instruction, the scalar loop of [`first_zeros`].
    #[inline(always)]
    pub(super) fn first_zeros(self, set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
        first_zeros(set)
    }

    /// One lane's verified splits ([`RareBlock::lane_rest`](super::RareBlock::lane_rest)).
    #[inline(always)]
    pub(super) fn lane_collect(
        self,
        cache: &[u8],
        m: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        rows: &[[u64; 4]; 256],
    ) -> [u64; 4] {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { lane_collect_neon(cache, m, groups, grouped, rows) }
    }

    /// The verified splits of a block ([`RareBlock::verify`](super::RareBlock::verify)).
    #[inline(always)]
    pub(super) fn rare_verify32(
        self,
        cache: &[u8],
        n0: usize,
        k: usize,
        groups: &[(u8, u32, u32)],
        grouped: &[u64],
        targets: &[[u8; 64]; CANDIDATES / 2],
    ) -> [u32; CANDIDATES] {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { rare_verify_neon(cache, n0, k, groups, grouped, targets) }
    }
}

/// Byte `j` holds bit `j % 8`: the bit selector of a byte lookup (and of [`movemask`]).
#[inline]
#[target_feature(enable = "neon")]
fn bit_selectors() -> uint8x16_t {
    let b = vcreate_u8(0x8040_2010_0804_0201);
    vcombine_u8(b, b)
}

/// Bit `j` set where byte `j` of `v` is non-zero (bytes 0 or 0xff: a compare's result).
#[inline]
#[target_feature(enable = "neon")]
fn movemask(v: uint8x16_t) -> u16 {
    let m = vandq_u8(v, bit_selectors());
    u16::from(vaddv_u8(vget_low_u8(m))) | u16::from(vaddv_u8(vget_high_u8(m))) << 8
}

/// Whether every byte of `v` is zero.
#[inline]
#[target_feature(enable = "neon")]
fn all_zero(v: uint8x16_t) -> bool {
    vmaxvq_u8(v) == 0
}

/// The 8 words of `v` in reverse order.
#[inline]
#[target_feature(enable = "neon")]
fn reverse8(v: uint16x8_t) -> uint16x8_t {
    let r = vrev64q_u16(v);
    vextq_u16::<4>(r, r)
}

/// 16 bytes at `p`.
///
/// # Safety
/// `p` points at 16 readable bytes.
#[inline]
#[target_feature(enable = "neon")]
unsafe fn load(p: *const u8) -> uint8x16_t {
    // SAFETY: the caller's.
    unsafe { vld1q_u8(p) }
}

/// A 512-bit set (64 bytes) as one four-register table: bit `x & 7` of byte `x >> 3`.
#[inline]
#[target_feature(enable = "neon")]
fn table64(set: &[u16; 32]) -> uint8x16x4_t {
    let p = set.as_ptr() as *const u8;
    // SAFETY: 64 readable bytes.
    unsafe { uint8x16x4_t(load(p), load(p.add(16)), load(p.add(32)), load(p.add(48))) }
}

/// The 32 options `prefix[a0 + j] ⊕ ring[(m − a0 − j) & rmask]`, `j = 0..32`, as four
/// registers of 8 words.
#[inline]
#[target_feature(enable = "neon")]
fn options32(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    a0: usize,
    tmp: &mut [u16; 32],
) -> [uint16x8_t; 4] {
    let left = &prefix[a0..a0 + 32];
    // Partners m − a0 − 31 ..= m − a0, ascending (reversed below): option j's partner is
    // right[31 − j].
    let right = run32(ring, rmask, m - a0 - 31, tmp);
    // SAFETY: both point at 32 readable values.
    std::array::from_fn(|i| unsafe {
        let l = vld1q_u16(left.as_ptr().add(8 * i));
        let r = vld1q_u16(right.add(8 * (3 - i)));
        veorq_u16(l, reverse8(r))
    })
}

/// The membership of the 16 options `(xa, xb)` in the set `t` (bit `x & 7` of byte
/// `x >> 3` of the 64 bytes, or of the table's bytes `64 p..64 p + 64` for each of the
/// tables): bit `j` for option `j`. Options beyond the tables are in no set.
#[inline]
#[target_feature(enable = "neon")]
fn hits16(t: &[uint8x16x4_t], xa: uint16x8_t, xb: uint16x8_t) -> u16 {
    let bytes = (vshrq_n_u16::<3>(xa), vshrq_n_u16::<3>(xb));
    let seven = vdupq_n_u16(7);
    let low = vcombine_u8(
        vmovn_u16(vandq_u16(xa, seven)),
        vmovn_u16(vandq_u16(xb, seven)),
    );
    let bits = vqtbl1q_u8(bit_selectors(), low);
    let mut found = vdupq_n_u8(0);
    for (p, table) in t.iter().enumerate() {
        // Byte index within table p (saturated: below the table it wraps to a large
        // value, above it stays ≥ 64; both read 0).
        let base = vdupq_n_u16(64 * p as u16);
        let idx = vcombine_u8(
            vqmovn_u16(vsubq_u16(bytes.0, base)),
            vqmovn_u16(vsubq_u16(bytes.1, base)),
        );
        found = vorrq_u8(found, vqtbl4q_u8(*table, idx));
    }
    movemask(vtstq_u8(found, bits))
}

/// Which of the 32 options `x` are in the 512-bit set `t`: bit `j` for option `j`.
/// Options from 512 on are in no set.
#[inline]
#[target_feature(enable = "neon")]
fn hits32(t: &uint8x16x4_t, x: &[uint16x8_t; 4]) -> u32 {
    let t = std::slice::from_ref(t);
    u32::from(hits16(t, x[0], x[1])) | u32::from(hits16(t, x[2], x[3])) << 16
}

/// [`search`](super::search::search) with NEON: batches of 256 options while whole
/// batches fit in `lo..=hi` (tested against the set of the batch's start, hits packed by
/// table lookups from [`COMPRESS16`] and folded into a found-set; only a batch that
/// empties the set replayed), then 32 at a time. Returns where it stopped and the `a` at
/// which `want` became empty.
#[target_feature(enable = "neon")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_neon(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> (usize, Option<usize>) {
    let one = vdupq_n_u16(1);
    let last_row = vdupq_n_u16(512);
    let mut list = [0u16; 32 * (BATCH + 1) + 8];
    let mut xs = [0u16; 32 * BATCH];
    let mut tmp = [0u16; 32];
    let rows = ROWS.0.as_ptr() as *const u8;
    let mut t = table64(want);
    let mut a0 = lo;
    while a0 + 32 * BATCH - 1 <= hi {
        let mut len = 0usize;
        for c in 0..BATCH {
            let x = options32(prefix, ring, rmask, m, a0 + 32 * c, &mut tmp);
            let hits = hits32(&t, &x);
            for (q, &xq) in x.iter().enumerate() {
                // (Clamped: a value ≥ 512 — a caller's error — must not read past the rows.)
                let e = vminq_u16(vaddq_u16(xq, one), last_row);
                let bits = (hits >> (8 * q)) & 255;
                // SAFETY: 8 writable values at 32 c + 8 q in `xs`; `list` has room for 8
                // more after `len` ≤ 32 c + 8 q; the table has 256 entries of 16 bytes.
                unsafe {
                    vst1q_u16(xs.as_mut_ptr().add(32 * c + 8 * q), xq);
                    let ctl = load(COMPRESS16.0[bits as usize].as_ptr());
                    let packed = vqtbl1q_u8(vreinterpretq_u8_u16(e), ctl);
                    vst1q_u8(list.as_mut_ptr().add(len) as *mut u8, packed);
                }
                len += bits.count_ones() as usize;
            }
        }
        list[len..len + 8].fill(0);
        // Fold the list into a found-set, 8 rows per round (padding rows are empty).
        let mut f = [vdupq_n_u8(0); 8];
        let mut j = 0;
        loop {
            for q in 0..8 {
                let row = usize::from(list[j + q]);
                let s = 4 * (q % 2);
                // SAFETY: row ≤ 512 of 64 bytes.
                unsafe {
                    let r = rows.add(row << 6);
                    for h in 0..4 {
                        f[s + h] = vorrq_u8(f[s + h], load(r.add(16 * h)));
                    }
                }
            }
            j += 8;
            if j >= len {
                break;
            }
        }
        let wp = want.as_ptr() as *const u8;
        // SAFETY: 64 readable bytes.
        let rest: [uint8x16_t; 4] = std::array::from_fn(|h| unsafe {
            vbicq_u8(load(wp.add(16 * h)), vorrq_u8(f[h], f[4 + h]))
        });
        let any = vorrq_u8(vorrq_u8(rest[0], rest[1]), vorrq_u8(rest[2], rest[3]));
        if all_zero(any) {
            // The set empties in this batch: replay the list in order for the value
            // that completes it, then its first lane.
            let first = replay(*want, &list[..len], &xs);
            *want = [0; 32];
            return (a0 + first + 1, Some(a0 + first));
        }
        let wp = want.as_mut_ptr() as *mut u8;
        for (h, &r) in rest.iter().enumerate() {
            // SAFETY: 16 writable bytes at 16 h < 64.
            unsafe { vst1q_u8(wp.add(16 * h), r) };
        }
        t = table64(want);
        a0 += 32 * BATCH;
    }
    // 32 at a time: the hits of each step checked against the exact set.
    let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
    while a0 + 31 <= hi {
        let x = options32(prefix, ring, rmask, m, a0, &mut tmp);
        let hits = hits32(&t, &x);
        if hits != 0 {
            let buf = options_of(&x);
            if let Some(i) = take_hits(hits, &buf, want, &mut missing) {
                return (a0 + i + 1, Some(a0 + i));
            }
            t = table64(want);
        }
        a0 += 32;
    }
    (a0, None)
}

/// The 32 options of four registers, in order.
#[inline]
#[target_feature(enable = "neon")]
fn options_of(x: &[uint16x8_t; 4]) -> [u16; 32] {
    let mut buf = [0u16; 32];
    for (q, &xq) in x.iter().enumerate() {
        // SAFETY: 8 writable values at 8 q < 32.
        unsafe { vst1q_u16(buf.as_mut_ptr().add(8 * q), xq) };
    }
    buf
}

/// [`search_wide`](super::search::search_wide) with NEON, 32 options per step while whole
/// steps fit in `lo..=hi`: the set's first `512 P` values in `P` four-register tables
/// (each option's byte looked up in every table: outside its own the lookup reads 0;
/// the AVX2 kernel gathers instead). Values from `512 P` on are no target (the caller's
/// targets are below it). Returns where it stopped and the `a` at which `want` became
/// empty, if it did.
#[target_feature(enable = "neon")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_wide_neon<const P: usize>(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
) -> (usize, Option<usize>) {
    let tables = |want: &[u16; 256]| -> [uint8x16x4_t; P] {
        std::array::from_fn(|p| {
            let mut part = [0u16; 32];
            part.copy_from_slice(&want[32 * p..32 * p + 32]);
            table64(&part)
        })
    };
    let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
    let mut t = tables(want);
    let mut tmp = [0u16; 32];
    let mut a0 = lo;
    while a0 + 31 <= hi {
        let x = options32(prefix, ring, rmask, m, a0, &mut tmp);
        let hits = u32::from(hits16(&t, x[0], x[1])) | u32::from(hits16(&t, x[2], x[3])) << 16;
        if hits != 0 {
            let buf = options_of(&x);
            if let Some(i) = take_hits(hits, &buf, want, &mut missing) {
                return (a0 + i + 1, Some(a0 + i));
            }
            t = tables(want);
        }
        a0 += 32;
    }
    (a0, None)
}

/// The 64 compressed options of splits `a..a + 64` for `m`: `prefix[a + j]` XOR the
/// partner `m − a − j` (the recent ring is stored backwards, so the partners are one
/// contiguous run), in four registers.
#[inline]
#[target_feature(enable = "neon")]
fn options64(
    prefix: &[u8],
    recent: &[u8],
    m: usize,
    a: usize,
    tmp: &mut [u8; 64],
) -> [uint8x16_t; 4] {
    let left = &prefix[a..a + 64];
    let right = run64(recent, !(m - a), tmp);
    // SAFETY: 64 readable bytes each.
    std::array::from_fn(|q| unsafe {
        veorq_u8(load(left.as_ptr().add(16 * q)), load(right.add(16 * q)))
    })
}

/// Bit `j` set where byte `j` of the 64 in `x` equals `value`.
#[inline]
#[target_feature(enable = "neon")]
fn equal64(x: &[uint8x16_t; 4], value: uint8x16_t) -> u64 {
    x.iter().enumerate().fold(0u64, |acc, (q, &xq)| {
        acc | u64::from(movemask(vceqq_u8(xq, value))) << (16 * q)
    })
}

/// The 64 bytes at `p` in four registers.
///
/// # Safety
/// `p` points at 64 readable bytes.
#[inline]
#[target_feature(enable = "neon")]
unsafe fn load64(p: *const u8) -> [uint8x16_t; 4] {
    // SAFETY: the caller's.
    std::array::from_fn(|q| unsafe { load(p.add(16 * q)) })
}

/// The offset, in the chunks `xs` (64 options each, `valid` their usable options), at
/// which the last of the values of `wanted` first appears (each one does).
#[inline]
#[target_feature(enable = "neon")]
fn last_first(wanted: &[u64; 4], xs: &[u8], valid: &[u64]) -> usize {
    let mut first = 0usize;
    for (i, &word) in wanted.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let value = (64 * i) as u8 + bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let target = vdupq_n_u8(value);
            let mut at = 64 * valid.len();
            for (c, &v) in valid.iter().enumerate().rev() {
                let chunk = &xs[64 * c..64 * c + 64];
                // SAFETY: 64 readable bytes.
                let x = unsafe { load64(chunk.as_ptr()) };
                let hit = equal64(&x, target) & v;
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

/// The compressed search's end for `K` wanted values ([`shared::search8_few`]'s scan),
/// with NEON: each chunk of 64 options compared with every value (the compares OR-ed,
/// one mask extracted), the prefix's rare positions looked up only when a compare hits.
#[inline]
#[target_feature(enable = "neon")]
#[allow(clippy::too_many_arguments)]
fn few_neon<const K: usize>(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    mut a: usize,
    hi: usize,
    values: &[u8],
) -> Result<FewHit, usize> {
    let targets: [uint8x16_t; K] = std::array::from_fn(|i| vdupq_n_u8(values[i]));
    let mut tmp = [0u8; 64];
    while a + 63 <= hi {
        let x = options64(prefix, recent, m, a, &mut tmp);
        let mut eq = [vdupq_n_u8(0); 4];
        for t in &targets {
            for (e, &xq) in eq.iter_mut().zip(&x) {
                *e = vorrq_u8(*e, vceqq_u8(xq, *t));
            }
        }
        if !all_zero(vorrq_u8(vorrq_u8(eq[0], eq[1]), vorrq_u8(eq[2], eq[3]))) {
            let valid = !bits64(rare, a);
            let (mut found, mut first) = (0u32, 0usize);
            for (i, t) in targets.iter().enumerate() {
                let hit = equal64(&x, *t) & valid;
                if hit != 0 {
                    found |= 1 << i;
                    first = first.max(hit.trailing_zeros() as usize);
                }
            }
            if found != 0 {
                return Ok(FewHit { a, found, first });
            }
        }
        a += 64;
    }
    Err(a)
}

/// [`shared::search8_few`] with [`few_neon`] for 1..=[`FEW`] values.
#[target_feature(enable = "neon")]
fn search8_few_neon(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u64; 4],
) -> (usize, Option<usize>) {
    shared::search8_few(lo, want, |a, values| match values.len() {
        1 => few_neon::<1>(prefix, rare, recent, m, a, hi, values),
        2 => few_neon::<2>(prefix, rare, recent, m, a, hi, values),
        3 => few_neon::<3>(prefix, rare, recent, m, a, hi, values),
        _ => few_neon::<4>(prefix, rare, recent, m, a, hi, values),
    })
}

/// The union of the one-hot rows of `list[..len]` (padded to a multiple of 8 with 255,
/// whose row holds no target), as two registers.
#[inline]
#[target_feature(enable = "neon")]
fn fold8(list: &mut [u8], len: usize, rows: &[[u64; 4]; 256]) -> [uint8x16_t; 2] {
    list[len..len + 8].fill(0xff);
    let mut f = [vdupq_n_u8(0); 8];
    let mut j = 0;
    loop {
        for q in 0..8 {
            let row = rows[usize::from(list[j + q])].as_ptr() as *const u8;
            let s = 2 * (q % 4);
            // SAFETY: a row of 32 bytes.
            unsafe {
                f[s] = vorrq_u8(f[s], load(row));
                f[s + 1] = vorrq_u8(f[s + 1], load(row.add(16)));
            }
        }
        j += 8;
        if j >= len {
            break;
        }
    }
    [
        vorrq_u8(vorrq_u8(f[0], f[2]), vorrq_u8(f[4], f[6])),
        vorrq_u8(vorrq_u8(f[1], f[3]), vorrq_u8(f[5], f[7])),
    ]
}

/// [`RareBlock::search_lane`](super::RareBlock::search_lane) with NEON, in compressed
/// bytes while whole chunks of 64 options fit in `lo..=hi` (prefix positions marked in
/// `rare` skipped): batches of 4 × 64 options, each tested against the set as it was one
/// batch earlier (a two-register byte lookup: `tbl`), their hits packed 8 options at a
/// time by a table lookup from [`COMPRESS8`] and folded; once at most [`FEW`] values
/// are left, [`search8_few_neon`]. Returns where it stopped and the `a` at which `want` (256 bits)
/// became empty, if it did.
#[target_feature(enable = "neon")]
#[allow(clippy::too_many_arguments)]
unsafe fn search8_neon(
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
    let bitsel = bit_selectors();
    let seven = vdupq_n_u8(7);
    let mut list = [0xffu8; 64 * (CHUNKS + 1) + 8];
    let mut xs = [0u8; 64 * CHUNKS];
    let mut tmp = [0u8; 64];
    let count = |w: &[u64; 4]| w.iter().map(|x| x.count_ones()).sum::<u32>();
    if count(want) <= FEW {
        return search8_few_neon(prefix, rare, recent, m, lo, hi, want);
    }
    let mut wz = *want;
    let mut a0 = lo;
    // A batch is tested against the set as it was one batch earlier (see `search8`).
    let mut test = wz;
    while a0 + 64 * CHUNKS - 1 <= hi {
        let tp = test.as_ptr() as *const u8;
        // SAFETY: 32 readable bytes.
        let t = unsafe { uint8x16x2_t(load(tp), load(tp.add(16))) };
        let mut len = 0usize;
        let mut valid = [0u64; CHUNKS];
        for (c, v) in valid.iter_mut().enumerate() {
            let a = a0 + 64 * c;
            *v = !bits64(rare, a);
            let x = options64(prefix, recent, m, a, &mut tmp);
            let mut hits = 0u64;
            for (q, &xq) in x.iter().enumerate() {
                // Byte x >> 3 of the 32-byte set, bit x & 7 of it.
                let bytes = vqtbl2q_u8(t, vshrq_n_u8::<3>(xq));
                let bits = vqtbl1q_u8(bitsel, vandq_u8(xq, seven));
                hits |= u64::from(movemask(vtstq_u8(bytes, bits))) << (16 * q);
                // SAFETY: 16 writable bytes at 64 c + 16 q.
                unsafe { vst1q_u8(xs.as_mut_ptr().add(64 * c + 16 * q), xq) };
            }
            let hits = hits & *v;
            // Most chunks hit nothing (few values are wanted): no packing then.
            if hits == 0 {
                continue;
            }
            for q in 0..8 {
                let bits = ((hits >> (8 * q)) & 255) as usize;
                // SAFETY: 8 readable bytes at 64 c + 8 q; 8 writable at `len` ≤ 64 c + 8 q
                // (room for 64 (CHUNKS + 1) + 8); the table has 256 entries of 8 bytes.
                unsafe {
                    let v = vld1_u8(xs.as_ptr().add(64 * c + 8 * q));
                    let ctl = vld1_u8(COMPRESS8.0[bits].as_ptr());
                    vst1_u8(list.as_mut_ptr().add(len), vtbl1_u8(v, ctl));
                }
                len += bits.count_ones() as usize;
            }
        }
        let found = fold8(&mut list, len, rows);
        let wp = wz.as_ptr() as *const u8;
        // SAFETY: 32 readable bytes.
        let rest = unsafe {
            [
                vbicq_u8(load(wp), found[0]),
                vbicq_u8(load(wp.add(16)), found[1]),
            ]
        };
        if all_zero(vorrq_u8(rest[0], rest[1])) {
            // The set empties in this batch: at the largest of the first positions
            // of the values still wanted.
            let first = last_first(&wz, &xs, &valid);
            *want = [0; 4];
            return (a0 + first + 1, Some(a0 + first));
        }
        test = wz;
        let wp = wz.as_mut_ptr() as *mut u8;
        // SAFETY: 32 writable bytes.
        unsafe {
            vst1q_u8(wp, rest[0]);
            vst1q_u8(wp.add(16), rest[1]);
        }
        a0 += 64 * CHUNKS;
        if count(&wz) <= FEW {
            *want = wz;
            return search8_few_neon(prefix, rare, recent, m, a0, hi, want);
        }
    }
    *want = wz;
    (a0, None)
}

/// The 8 bytes `ring[(s + j) & cmask]`, `j = 0..8`, as a little-endian word (`s` is
/// already masked; `cmask` = the ring's length − 1).
#[inline(always)]
fn word8(ring: &[u8], s: usize, cmask: usize) -> u64 {
    match ring.get(s..s + 8) {
        Some(b) => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
        None => (0..8).fold(0u64, |w, j| w | u64::from(ring[(s + j) & cmask]) << (8 * j)),
    }
}

/// [`RareBlock::add`](super::RareBlock::add) with NEON (as the AVX2 kernel): one lane's
/// set fills two registers, so the lanes go in four passes of eight (sixteen
/// accumulators), and the group's value is XOR-ed into eight partner bytes at once (one
/// scalar XOR) before their rows are OR-ed.
#[target_feature(enable = "neon")]
#[allow(clippy::too_many_arguments)]
unsafe fn rare_block_neon(
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
    for (pass, lanes) in out.chunks_exact_mut(8).enumerate() {
        let mut acc = [[vdupq_n_u8(0); 2]; 8];
        for &(c, start, end) in groups {
            let cc = u64::from(c) * 0x0101_0101_0101_0101;
            for &r in &grouped[start as usize..end as usize] {
                let s = (n0 - k - r as usize + 8 * pass) & cmask;
                let word = word8(cache, s, cmask) ^ cc;
                for (j, a) in acc.iter_mut().enumerate() {
                    let row = ((word >> (8 * j)) & 255) << 5;
                    // SAFETY: rows of 32 bytes for every byte value.
                    unsafe {
                        let p = t.add(row as usize);
                        a[0] = vorrq_u8(a[0], load(p));
                        a[1] = vorrq_u8(a[1], load(p.add(16)));
                    }
                }
            }
        }
        for (lane, a) in lanes.iter_mut().zip(acc) {
            let p = lane.as_mut_ptr() as *mut u8;
            // SAFETY: 32 writable bytes.
            unsafe {
                vst1q_u8(p, a[0]);
                vst1q_u8(p.add(16), a[1]);
            }
        }
    }
}

/// [`RareBlock::lane_rest`](super::RareBlock::lane_rest) from the cache with NEON: the
/// set of compressed values `compress(G(r)) ⊕ cache[m − r]`, one row OR-ed per option
/// (two accumulators), the positions grouped by `compress(G(r))`.
#[target_feature(enable = "neon")]
unsafe fn lane_collect_neon(
    cache: &[u8],
    m: usize,
    groups: &[(u8, u32, u32)],
    grouped: &[u64],
    rows: &[[u64; 4]; 256],
) -> [u64; 4] {
    let cmask = cache.len() - 1;
    let mut acc = [[vdupq_n_u8(0); 2]; 2];
    for &(g, start, end) in groups {
        for (q, &r) in grouped[start as usize..end as usize].iter().enumerate() {
            let c = usize::from(g ^ cache[(m - r as usize) & cmask]);
            let p = rows[c].as_ptr() as *const u8;
            let a = &mut acc[q % 2];
            // SAFETY: a row of 32 bytes.
            unsafe {
                a[0] = vorrq_u8(a[0], load(p));
                a[1] = vorrq_u8(a[1], load(p.add(16)));
            }
        }
    }
    let mut out = [0u64; 4];
    let p = out.as_mut_ptr() as *mut u8;
    // SAFETY: 32 writable bytes.
    unsafe {
        vst1q_u8(p, vorrq_u8(acc[0][0], acc[1][0]));
        vst1q_u8(p.add(16), vorrq_u8(acc[0][1], acc[1][1]));
    }
    out
}

/// [`RareBlock::verify`](super::RareBlock::verify) for all 32 lanes with NEON: bit `i` of
/// entry `j` set when some listed split of lane `i` reaches candidate `j`,
/// `targets[j / 2][32 (j % 2) + i]` (a compressed value). Each candidate is two
/// registers compared and OR-ed into two accumulators, in four passes of four candidates
/// (the accumulators, the candidates and the options in registers).
#[target_feature(enable = "neon")]
unsafe fn rare_verify_neon(
    cache: &[u8],
    n0: usize,
    k: usize,
    groups: &[(u8, u32, u32)],
    grouped: &[u64],
    targets: &[[u8; 64]; CANDIDATES / 2],
) -> [u32; CANDIDATES] {
    let cmask = cache.len() - 1;
    let mut tmp = [0u8; 32];
    // Candidate j of the 32 lanes: bytes 32 (j % 2) .. of row j / 2.
    // SAFETY: 32 readable bytes each.
    let z: [[uint8x16_t; 2]; CANDIDATES] = std::array::from_fn(|j| unsafe {
        let p = targets[j / 2].as_ptr().add(32 * (j % 2));
        [load(p), load(p.add(16))]
    });
    let mut hits = [0u32; CANDIDATES];
    for (zp, hp) in z.chunks_exact(4).zip(hits.chunks_exact_mut(4)) {
        let mut acc = [[vdupq_n_u8(0); 2]; 4];
        for &(g, start, end) in groups {
            // Within a group of equal rare values `g`, `g ⊕ x = z` is tested as
            // `x ⊕ g = z`.
            let gz = vdupq_n_u8(g);
            for &r in &grouped[start as usize..end as usize] {
                let p = run32(cache, cmask, n0 - k - r as usize, &mut tmp);
                // SAFETY: `run32` points at 32 readable bytes.
                let x = unsafe { [veorq_u8(load(p), gz), veorq_u8(load(p.add(16)), gz)] };
                for (a, zj) in acc.iter_mut().zip(zp) {
                    a[0] = vorrq_u8(a[0], vceqq_u8(x[0], zj[0]));
                    a[1] = vorrq_u8(a[1], vceqq_u8(x[1], zj[1]));
                }
            }
        }
        for (h, a) in hp.iter_mut().zip(acc) {
            *h = u32::from(movemask(a[0])) | u32::from(movemask(a[1])) << 16;
        }
    }
    hits
}

/// The first missing values of a 256-bit set (for
/// [`RareBlock::freeze`](super::RareBlock::freeze)): the zeros of each word in turn,
/// lowest first, until [`CANDIDATES`] are found, and how many there are.
#[inline(always)]
fn first_zeros(set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
    let mut zeros = [0u8; CANDIDATES];
    let mut j = 0usize;
    for (w, &word) in set.iter().enumerate() {
        let mut free = !word;
        while free != 0 && j < CANDIDATES {
            zeros[j] = (64 * w) as u8 + free.trailing_zeros() as u8;
            free &= free - 1;
            j += 1;
        }
    }
    (zeros, j as u8)
}
