//! Every `unsafe` of the x86-64 vector kernels (the aarch64 ones are in `aarch64.rs`; the
//! safe code both use, in `shared.rs`): the x86-64 intrinsics (AVX-512, AVX2, BMI2, GFNI)
//! behind `#[target_feature]`, and the tokens through which the safe code reaches them.
//!
//! A token ([`Avx512`], [`Avx2`], [`Bmi2`], [`V3`]) can only be made by detection, which
//! checks the CPU for every instruction set its kernels enable: holding one is the proof
//! that a kernel may run, so its methods are safe. [`Kernels`] holds the token of one
//! level's kernels: the process's level ([`Kernels::detect`]) or, for the tests, any level
//! the CPU has ([`Kernels::at`]). Apart from that, each kernel is memory-safe on any input:
//! slices are indexed with bounds checks, and the few raw loads read from fixed-size tables
//! or buffers whose sizes the comments at each load account for.
//!
//! The kernels are documented at their safe callers: [`search`](super::search::search),
//! [`RareBlock`](super::RareBlock) (`add`, `freeze`, `verify`, `lane_rest`,
//! `search_lane`) and [`pack`](super::compression::pack). The AVX2 kernels run the same
//! algorithms as the AVX-512 ones at 256 bits; where an AVX-512 instruction has no AVX2
//! counterpart the comment at the kernel says what replaces it.

#![expect(
    clippy::indexing_slicing,
    reason = "the kernels index the lane and word arrays their safe callers allocate: LANES lanes, one 64-bit word per 64 values of 16-bit (or 512 compressed) values; never user data"
)]

use super::shared::{
    self, bits64, replay, run32, run64, take_hits, FewHit, BATCH, COMPRESS16, COMPRESS8, FEW, ROWS,
};
use super::{Level, CANDIDATES};
use std::arch::x86_64::*;
use std::sync::atomic::{AtomicU8, Ordering};

const UNKNOWN: u8 = 0;
const ABSENT: u8 = 1;
const PRESENT: u8 = 2;

/// What [`Kernels::detect`] found: not yet asked, none, AVX2 or AVX-512.
static KERNELS: AtomicU8 = AtomicU8::new(UNKNOWN);
const KERNELS_NONE: u8 = 1;
const KERNELS_AVX2: u8 = 2;
const KERNELS_AVX512: u8 = 3;

/// The vector kernels of one instruction-set level, with the token that proves the CPU
/// runs them. Its methods dispatch to the level's kernels (same results at every level).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kernels {
    /// The AVX-512 kernels.
    Avx512(Avx512),
    /// The AVX2 (x86-64-v3) kernels.
    Avx2(Avx2),
}

impl Kernels {
    /// The kernels of the process's [`level`](super::level) (`None` at
    /// [`Level::Portable`]): detected once per process, then one load.
    #[inline(always)]
    pub(crate) fn detect() -> Option<Kernels> {
        match KERNELS.load(Ordering::Relaxed) {
            KERNELS_AVX512 => Some(Kernels::Avx512(Avx512 { _detected: () })),
            KERNELS_AVX2 => Some(Kernels::Avx2(Avx2 { _detected: () })),
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
            Some(Kernels::Avx512(_)) => KERNELS_AVX512,
            Some(Kernels::Avx2(_)) => KERNELS_AVX2,
            None => KERNELS_NONE,
        };
        KERNELS.store(code, Ordering::Relaxed);
        kernels
    }

    /// The kernels of `level` if this CPU has its instruction sets (whatever level
    /// `GRUNDY_SIMD` forces on the process): `None` at [`Level::Portable`], above the
    /// CPU's best and at [`Level::Neon`] (aarch64's). The tests run every level the CPU
    /// has through it.
    pub(crate) fn at(level: Level) -> Option<Kernels> {
        if !level.supported() {
            return None;
        }
        // `supported()` checked the CPU for every instruction set of `level`
        // (`Avx512::cpu_has`, `V3::cpu_has`, through `detected()`).
        match level {
            Level::Avx512 => Some(Kernels::Avx512(Avx512 { _detected: () })),
            Level::Avx2 => Some(Kernels::Avx2(Avx2 { _detected: () })),
            Level::Portable | Level::Neon => None,
        }
    }

    /// The level of these kernels.
    #[cfg(test)]
    pub(crate) fn level(self) -> Level {
        match self {
            Kernels::Avx512(_) => Level::Avx512,
            Kernels::Avx2(_) => Level::Avx2,
        }
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
        match self {
            Kernels::Avx512(cpu) => {
                let (next, found) = cpu.search_batches(prefix, ring, rmask, m, lo, hi, want);
                if found.is_some() {
                    return (next, found);
                }
                cpu.search32(prefix, ring, rmask, m, next, hi, want)
            }
            Kernels::Avx2(cpu) => cpu.search(prefix, ring, rmask, m, lo, hi, want),
        }
    }

    /// [`search_wide`](super::search::search_wide) while whole steps fit in `lo..=hi`.
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
        match self {
            Kernels::Avx512(cpu) => cpu.search_wide(prefix, ring, rmask, m, lo, hi, want, limit),
            Kernels::Avx2(cpu) => cpu.search_wide(prefix, ring, rmask, m, lo, hi, want),
        }
    }

    /// [`first_target`](super::search::first_target) while whole steps fit in `lo..=hi`:
    /// where it stopped and the first `a` whose option is a target, if one was found. The
    /// AVX2 kernel at both levels (AVX-512 adds nothing to four byte lookups).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn first_target(
        self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        tables: &[[u8; 16]; 4],
    ) -> (usize, Option<usize>) {
        // SAFETY: both tokens prove AVX2 (`Avx512::cpu_has` asks for it too); the kernel
        // checks its reads.
        unsafe { first_target_avx2(prefix, ring, rmask, m, lo, hi, tables) }
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
        match self {
            Kernels::Avx512(cpu) => cpu.search8(prefix, rare, recent, m, lo, hi, want, rows),
            Kernels::Avx2(cpu) => cpu.search8(prefix, rare, recent, m, lo, hi, want, rows),
        }
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
        match self {
            Kernels::Avx512(cpu) => {
                cpu.rare_block_grouped(cache, n0, k, groups, grouped, rows, out)
            }
            Kernels::Avx2(cpu) => cpu.rare_block_grouped(cache, n0, k, groups, grouped, rows, out),
        }
    }

    /// The first missing values of a set ([`RareBlock::freeze`](super::RareBlock::freeze)).
    #[inline(always)]
    pub(super) fn first_zeros(self, set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
        match self {
            Kernels::Avx512(cpu) => cpu.first_zeros(set),
            Kernels::Avx2(cpu) => cpu.first_zeros(set),
        }
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
        match self {
            Kernels::Avx512(cpu) => cpu.lane_collect(cache, m, groups, grouped, rows),
            Kernels::Avx2(cpu) => cpu.lane_collect(cache, m, groups, grouped, rows),
        }
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
        match self {
            Kernels::Avx512(cpu) => cpu.rare_verify32(cache, n0, k, groups, grouped, targets),
            Kernels::Avx2(cpu) => cpu.rare_verify32(cache, n0, k, groups, grouped, targets),
        }
    }
}

/// Proof that this CPU runs the AVX-512 kernels: AVX-512 F, BW, VL, VBMI and VBMI2, GFNI,
/// BMI2, AVX2 and POPCNT (Intel from Ice Lake, AMD from Zen 4). Made only by
/// [`Kernels::detect`] and [`Kernels::at`], after [`Avx512::cpu_has`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx512 {
    _detected: (),
}

impl Avx512 {
    /// Whether the CPU has every instruction set of the kernels (whatever level is
    /// forced).
    pub(super) fn cpu_has() -> bool {
        std::is_x86_feature_detected!("avx512f")
            && std::is_x86_feature_detected!("avx512bw")
            && std::is_x86_feature_detected!("avx512vl")
            && std::is_x86_feature_detected!("avx512vbmi")
            && std::is_x86_feature_detected!("avx512vbmi2")
            && std::is_x86_feature_detected!("gfni")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("popcnt")
            && V3::cpu_has()
    }

    /// [`search_batches`].
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_batches(
        self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search_batches(prefix, ring, rmask, m, lo, hi, want) }
    }

    /// [`search32`].
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search32(
        self,
        prefix: &[u16],
        ring: &[u16],
        rmask: usize,
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search32(prefix, ring, rmask, m, lo, hi, want) }
    }

    /// [`search_wide`].
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
            match limit.div_ceil(1024) {
                0 | 1 => search_wide::<1>(prefix, ring, rmask, m, lo, hi, want),
                2 => search_wide::<2>(prefix, ring, rmask, m, lo, hi, want),
                3 => search_wide::<3>(prefix, ring, rmask, m, lo, hi, want),
                _ => search_wide::<4>(prefix, ring, rmask, m, lo, hi, want),
            }
        }
    }

    /// [`search8`].
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
        unsafe { search8(prefix, rare, recent, m, lo, hi, want, rows) }
    }

    /// [`rare_block_grouped`].
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
        unsafe { rare_block_grouped(cache, n0, k, groups, grouped, rows, out) }
    }

    /// [`first_zeros`].
    #[inline(always)]
    pub(super) fn first_zeros(self, set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
        // SAFETY: the token proves the features.
        unsafe { first_zeros(set) }
    }

    /// [`lane_collect`].
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
        unsafe { lane_collect(cache, m, groups, grouped, rows) }
    }

    /// [`rare_verify32`].
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
        unsafe { rare_verify32(cache, n0, k, groups, grouped, targets) }
    }
}

/// Proof that this CPU has BMI2 and POPCNT (`pext`, `pdep`). Made only by
/// [`Bmi2::detect`].
#[derive(Debug, Clone, Copy)]
pub(super) struct Bmi2 {
    _detected: (),
}

impl Bmi2 {
    /// The token if the CPU has BMI2 and POPCNT (every x86-64-v3 CPU has them: the answer
    /// of [`V3::detect`], one load).
    #[inline(always)]
    pub(super) fn detect() -> Option<Bmi2> {
        V3::detect().map(|_| Bmi2 { _detected: () })
    }

    /// BMI2 `pext`: the bits of `x` under `mask`, packed to the low end.
    #[inline(always)]
    pub(super) fn pext(self, x: u64, mask: u64) -> u64 {
        // SAFETY: the token proves the feature.
        unsafe { pext(x, mask) }
    }

    /// BMI2 `pdep`: the low bits of `x` spread to the positions of `mask`.
    #[inline(always)]
    pub(super) fn pdep(self, x: u64, mask: u64) -> u64 {
        // SAFETY: the token proves the feature.
        unsafe { pdep(x, mask) }
    }

    /// [`pack`].
    #[inline(always)]
    pub(super) fn pack(self, set: &[u64; 8], masks: &[u64; 8]) -> [u64; 4] {
        // SAFETY: the token proves the features.
        unsafe { pack(set, masks) }
    }
}

/// What [`V3::detect`] found: not yet asked, absent or present.
static V3_DETECTED: AtomicU8 = AtomicU8::new(UNKNOWN);

/// Proof that this CPU has the instruction sets of the x86-64-v3 level (AVX2, BMI1, BMI2,
/// FMA, LZCNT, MOVBE, POPCNT: Intel from Haswell, AMD from Excavator and Zen). Made only
/// by [`V3::detect`].
#[derive(Debug, Clone, Copy)]
pub(super) struct V3 {
    _detected: (),
}

impl V3 {
    /// The token if the CPU has every instruction set of x86-64-v3 (detected once per
    /// process, then one load).
    #[inline(always)]
    pub(super) fn detect() -> Option<V3> {
        match V3_DETECTED.load(Ordering::Relaxed) {
            PRESENT => Some(V3 { _detected: () }),
            ABSENT => None,
            _ => V3::detect_first(),
        }
    }

    /// [`V3::detect`] the first time: asks the CPU and remembers the answer.
    #[cold]
    #[inline(never)]
    fn detect_first() -> Option<V3> {
        let present = super::level() >= super::Level::Avx2;
        V3_DETECTED.store(if present { PRESENT } else { ABSENT }, Ordering::Relaxed);
        present.then_some(V3 { _detected: () })
    }

    /// Whether the CPU has every instruction set of x86-64-v3 (whatever level is forced).
    pub(super) fn cpu_has() -> bool {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("fma")
            && std::is_x86_feature_detected!("lzcnt")
            && std::is_x86_feature_detected!("movbe")
            && std::is_x86_feature_detected!("popcnt")
    }

    /// Runs `f` compiled for x86-64-v3: `f`'s body, and whatever the compiler inlines into
    /// it, may use those instructions (POPCNT, LZCNT, BMI2, AVX2 for the engine's scalar
    /// bookkeeping) although the crate is built for baseline x86-64.
    #[inline(always)]
    pub(super) fn run<R>(self, f: impl FnOnce() -> R) -> R {
        // SAFETY: the token proves the features; `f` is safe code.
        unsafe { with_v3(f) }
    }
}

/// `f()`, compiled with the x86-64-v3 instruction sets enabled (see [`V3::run`]).
#[target_feature(enable = "avx2,bmi1,bmi2,fma,lzcnt,movbe,popcnt")]
#[inline]
unsafe fn with_v3<R>(f: impl FnOnce() -> R) -> R {
    f()
}

/// [`pack`](super::compression::pack) without branches: `pext` per word, two ORs at the running offset
/// (the fifth word takes what falls past the end: nothing, for masks of 256 bits).
#[target_feature(enable = "bmi2,popcnt")]
unsafe fn pack(set: &[u64; 8], masks: &[u64; 8]) -> [u64; 4] {
    if masks.iter().all(|m| m.count_ones() == 32) {
        // The dropped bit is below 6: every word holds 32 of each class, so word
        // pairs pack into one output word each (in registers: no store chain).
        return std::array::from_fn(|k| {
            _pext_u64(set[2 * k], masks[2 * k]) | _pext_u64(set[2 * k + 1], masks[2 * k + 1]) << 32
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
unsafe fn pext(x: u64, mask: u64) -> u64 {
    _pext_u64(x, mask)
}

/// BMI2 `pdep`.
#[target_feature(enable = "bmi2")]
unsafe fn pdep(x: u64, mask: u64) -> u64 {
    _pdep_u64(x, mask)
}

/// [`search`](super::search::search) in batches of 256 options while whole batches fit in `lo..=hi`;
/// returns where it stopped and the `a` at which `want` became empty, if it did.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi2,popcnt")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_batches(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> (usize, Option<usize>) {
    let rev = _mm512_set_epi16(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
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
            let first = replay(w, &list[..len], &xs);
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

/// [`RareBlock::add`](super::RareBlock::add) with the rare positions grouped by value: within a
/// group each lane ORs the row of its partner's compressed value straight from the
/// cache (one load for the offset, one load-OR: no XOR), and the group's set is then
/// moved by the group's value — XOR of a bit index by `c`: bytes permuted by `c >> 3`
/// (`vpermb`), bits inside each byte by `c & 7` (a GF(2) affine map, `gf2p8affineqb`).
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi,gfni,avx2")]
#[allow(clippy::too_many_arguments)]
unsafe fn rare_block_grouped(
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
        63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41,
        40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18,
        17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
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

/// The first [`CANDIDATES`] values missing from a 256-bit set (packed by
/// `vpcompressb` from each word's complement) and how many there are.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi2,popcnt")]
unsafe fn first_zeros(set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
    let mut out = [0u8; 64 + CANDIDATES];
    let iota = _mm512_set_epi8(
        63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41,
        40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18,
        17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    );
    let mut len = 0usize;
    for (w, &word) in set.iter().enumerate() {
        if len >= CANDIDATES {
            break;
        }
        let values = _mm512_add_epi8(iota, _mm512_set1_epi8((64 * w) as u8 as i8));
        let packed = _mm512_maskz_compress_epi8(!word, values);
        // SAFETY: `len` < CANDIDATES, so 64 bytes fit.
        unsafe { _mm512_storeu_si512(out.as_mut_ptr().add(len) as *mut _, packed) };
        len += (!word).count_ones() as usize;
    }
    let mut zeros = [0u8; CANDIDATES];
    zeros.copy_from_slice(&out[..CANDIDATES]);
    (zeros, len.min(CANDIDATES) as u8)
}

/// [`RareBlock::lane_rest`](super::RareBlock::lane_rest) from the cache: the set of compressed values
/// `compress(G(r)) ⊕ cache[m − r]`, one row OR-ed per option (two accumulators), the
/// positions grouped by `compress(G(r))`. AVX2 alone: the AVX-512 level runs the same loop.
#[target_feature(enable = "avx2")]
unsafe fn lane_collect(
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

/// [`RareBlock::verify`](super::RareBlock::verify) for all 32 lanes: bit `i` of entry `j` set when some
/// listed split of lane `i` reaches candidate `j`, `targets[j / 2][32 (j % 2) + i]`
/// (a compressed value).
#[target_feature(enable = "avx512f,avx512bw,avx2")]
#[allow(clippy::too_many_arguments)]
unsafe fn rare_verify32(
    cache: &[u8],
    n0: usize,
    k: usize,
    groups: &[(u8, u32, u32)],
    grouped: &[u64],
    targets: &[[u8; 64]; CANDIDATES / 2],
) -> [u32; CANDIDATES] {
    let cmask = cache.len() - 1;
    let mut tmp = [0u8; 32];
    // SAFETY: 64 readable bytes each.
    let z: [__m512i; CANDIDATES / 2] =
        std::array::from_fn(|j| unsafe { _mm512_loadu_si512(targets[j].as_ptr() as *const _) });
    // Lanes (twice: candidates 2j and 2j + 1) whose candidate no listed split reached,
    // one masked compare per pair for the first seven pairs (their accumulators fit
    // the seven mask registers); the last pair is compared into vectors.
    // Within a group of equal rare values `g`, `g ⊕ x = z` is tested as `x = g ⊕ z`.
    const PAIRS: usize = CANDIDATES / 2 - 1;
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
    let mut hits = [0u32; CANDIDATES];
    for (j, u) in unreached.iter().enumerate() {
        hits[2 * j] = !(*u as u32);
        hits[2 * j + 1] = !((*u >> 32) as u32);
    }
    for (h, l) in hits[2 * PAIRS..].iter_mut().zip(last) {
        *h = _mm256_movemask_epi8(l) as u32;
    }
    hits
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
#[target_feature(enable = "avx2")]
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

/// The compressed search's end for `K` wanted values ([`shared::search8_few`]'s scan):
/// each chunk of 64 options compared with every value into mask registers, the prefix's
/// rare positions looked up only when a compare hits.
#[inline]
#[target_feature(enable = "avx512f,avx512bw")]
#[allow(clippy::too_many_arguments)]
fn few<const K: usize>(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    mut a: usize,
    hi: usize,
    values: &[u8],
) -> Result<FewHit, usize> {
    let targets: [__m512i; K] = std::array::from_fn(|i| _mm512_set1_epi8(values[i] as i8));
    let mut tmp = [0u8; 64];
    while a + 63 <= hi {
        // SAFETY: the function's features.
        let x = unsafe { options64(prefix, recent, m, a, &mut tmp) };
        let hits: [u64; K] = std::array::from_fn(|i| _mm512_cmpeq_epi8_mask(x, targets[i]));
        if hits.iter().any(|&h| h != 0) {
            let valid = !bits64(rare, a);
            let (mut found, mut first) = (0u32, 0usize);
            for (i, &h) in hits.iter().enumerate() {
                let h = h & valid;
                if h != 0 {
                    found |= 1 << i;
                    first = first.max(h.trailing_zeros() as usize);
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

/// The most values the AVX-512 search compares one by one: one. Its set test (`vpermb`)
/// and packing (`vpcompressb`) cost little, and comparing up to two values one by one
/// took as long, up to four about 15 % longer (Officers 2^21, samples of the search
/// against the rare kernel's).
const FEW_AVX512: u32 = 1;

/// [`shared::search8_few`] with [`few`] for 1..=[`FEW_AVX512`] values.
#[target_feature(enable = "avx512f,avx512bw")]
fn search8_few(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u64; 4],
) -> (usize, Option<usize>) {
    shared::search8_few(lo, want, |a, values| {
        debug_assert_eq!(values.len(), 1, "FEW_AVX512 values");
        few::<1>(prefix, rare, recent, m, a, hi, values)
    })
}

/// [`RareBlock::search_lane`](super::RareBlock::search_lane) in compressed bytes while whole chunks of 64
/// options fit in `lo..=hi` (prefix positions marked in `rare` skipped): batches of
/// 4 × 64 options, each tested against the set as it was one batch earlier, their hits
/// packed and folded as in [`search_batches`]; once at most [`FEW_AVX512`] values are
/// left, [`search8_few`]. Returns where it stopped and the `a` at
/// which `want` (256 bits) became empty, if it did.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi,avx512vbmi2,popcnt")]
#[allow(clippy::too_many_arguments)]
unsafe fn search8(
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
    if count(want) <= FEW_AVX512 {
        return search8_few(prefix, rare, recent, m, lo, hi, want);
    }
    // SAFETY: 32 readable bytes.
    let mut wz = _mm512_zextsi256_si512(unsafe { _mm256_loadu_si256(want.as_ptr() as *const _) });
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
        if count(&left) <= FEW_AVX512 {
            *want = left;
            return search8_few(prefix, rare, recent, m, a0, hi, want);
        }
    }
    *want = stored(wz);
    (a0, None)
}

/// [`search`](super::search::search) 32 options at a time while whole steps fit in `lo..=hi`;
/// returns where it stopped and the result if `count` reached 0.
#[target_feature(enable = "avx512f,avx512bw")]
#[allow(clippy::too_many_arguments)]
unsafe fn search32(
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
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
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

/// [`search_wide`](super::search::search_wide) 32 options at a time while whole steps fit
/// in `lo..=hi`, the target set in `2P` registers (`P` blocks of 1024 values: the word of
/// a value picked within its block by one two-register word permutation, `vpermi2w`,
/// and the block by a compare of the value's top bits); returns where it stopped and the
/// `a` at which `want` became empty, if it did. Values from `1024 P` on are no target
/// (the caller's targets are below it).
#[target_feature(enable = "avx512f,avx512bw")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_wide<const P: usize>(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
) -> (usize, Option<usize>) {
    let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
    let rev = _mm512_set_epi16(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
        25, 26, 27, 28, 29, 30, 31,
    );
    let one = _mm512_set1_epi16(1);
    let fifteen = _mm512_set1_epi16(15);
    let top = _mm512_set1_epi16((1024 * P) as u16 as i16);
    let mut regs = [_mm512_setzero_si512(); 8];
    for (j, r) in regs.iter_mut().enumerate().take(2 * P) {
        // SAFETY: words 32 j .. 32 j + 32 of the 256.
        *r = unsafe { _mm512_loadu_si512(want.as_ptr().add(32 * j) as *const _) };
    }
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
        let idx = _mm512_srli_epi16(x, 4);
        let mut words = _mm512_permutex2var_epi16(regs[0], idx, regs[1]);
        if P > 1 {
            let block = _mm512_srli_epi16(x, 10);
            for q in 1..P {
                let wq = _mm512_permutex2var_epi16(regs[2 * q], idx, regs[2 * q + 1]);
                let sel = _mm512_cmpeq_epi16_mask(block, _mm512_set1_epi16(q as i16));
                words = _mm512_mask_mov_epi16(words, sel, wq);
            }
        }
        let bits = _mm512_sllv_epi16(one, _mm512_and_si512(x, fifteen));
        let inside = _mm512_cmplt_epu16_mask(x, top);
        let hits = _mm512_mask_test_epi16_mask(inside, words, bits);
        if hits != 0 {
            // SAFETY: 64 writable bytes.
            unsafe { _mm512_storeu_si512(buf.as_mut_ptr() as *mut _, x) };
            if let Some(i) = take_hits(hits, &buf, want, &mut missing) {
                return (a0 + i + 1, Some(a0 + i));
            }
            for (j, r) in regs.iter_mut().enumerate().take(2 * P) {
                // SAFETY: words 32 j .. 32 j + 32 of the 256.
                *r = unsafe { _mm512_loadu_si512(want.as_ptr().add(32 * j) as *const _) };
            }
        }
        a0 += 32;
    }
    (a0, None)
}

/// Starts loading the cache line of `r` into all cache levels (`_mm_prefetch`, T0): the
/// retrograde graph solvers' look-ahead ([`prefetch_line`](super::prefetch_line)).
#[inline(always)]
pub(super) fn prefetch_line<T>(r: &T) {
    // SAFETY: SSE is part of every x86-64 CPU (the target's baseline), and a prefetch is a
    // hint that never faults nor reads into the program; `r` is a valid reference.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(
            (r as *const T).cast::<i8>(),
        );
    }
}

/// Proof that this CPU runs the AVX2 kernels: the x86-64-v3 sets (AVX2, BMI1, BMI2, FMA,
/// LZCNT, MOVBE, POPCNT: Intel from Haswell, AMD from Zen). Made only by
/// [`Kernels::detect`] and [`Kernels::at`], after [`V3::cpu_has`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Avx2 {
    _detected: (),
}

impl Avx2 {
    /// [`search_avx2`].
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
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search_avx2(prefix, ring, rmask, m, lo, hi, want) }
    }

    /// [`search_wide_avx2`].
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
    ) -> (usize, Option<usize>) {
        // SAFETY: the token proves the features; the kernel checks its reads.
        unsafe { search_wide_avx2(prefix, ring, rmask, m, lo, hi, want) }
    }

    /// [`search8_avx2`].
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
        unsafe { search8_avx2(prefix, rare, recent, m, lo, hi, want, rows) }
    }

    /// [`rare_marks_avx2`] (no one-hot rows: byte marks).
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
        unsafe { rare_marks_avx2(cache, n0, k, groups, grouped, rows, out) }
    }

    /// [`first_zeros_avx2`].
    #[inline(always)]
    pub(super) fn first_zeros(self, set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
        // SAFETY: the token proves the features.
        unsafe { first_zeros_avx2(set) }
    }

    /// [`lane_collect`].
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
        unsafe { lane_collect(cache, m, groups, grouped, rows) }
    }

    /// [`rare_verify_avx2`].
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
        unsafe { rare_verify_avx2(cache, n0, k, groups, grouped, targets) }
    }
}

/// Byte `j` holds bit `j % 8`: the bit selector of a byte lookup.
#[inline]
#[target_feature(enable = "avx2")]
fn bit_selectors() -> __m256i {
    _mm256_broadcastsi128_si256(_mm_setr_epi8(
        1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,
    ))
}

/// The 16 words of `v` in reverse order.
#[inline]
#[target_feature(enable = "avx2")]
fn reverse16(v: __m256i) -> __m256i {
    let rev = _mm256_broadcastsi128_si256(_mm_setr_epi8(
        14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1,
    ));
    _mm256_permute4x64_epi64::<0x4e>(_mm256_shuffle_epi8(v, rev))
}

/// A 512-bit set (64 bytes) as four registers, bytes `16 q .. 16 q + 16` in both halves
/// of register `q`: the table of [`lookup64`].
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn table64(set: &[u16; 32]) -> [__m256i; 4] {
    // SAFETY: 16 readable bytes at 16 q < 64.
    std::array::from_fn(|q| unsafe {
        _mm256_broadcastsi128_si256(_mm_loadu_si128(
            (set.as_ptr() as *const u8).add(16 * q) as *const _
        ))
    })
}

/// The membership of 32 values in a 512-bit set given by [`table64`] (bit `x & 7` of byte
/// `x >> 3`): the AVX-512 word permutation becomes four byte shuffles (`idx` = the
/// values' `x >> 3`, below 64, bytes) and three blends on bits 4 and 5 of the index.
/// Returns the bytes of the set (`bits` = the values' bit selectors): non-zero where the
/// value is in the set.
#[inline]
#[target_feature(enable = "avx2")]
fn lookup64(t: &[__m256i; 4], idx: __m256i, bits: __m256i) -> __m256i {
    let sel4 = _mm256_slli_epi16(idx, 3);
    let sel5 = _mm256_slli_epi16(idx, 2);
    let r01 = _mm256_blendv_epi8(
        _mm256_shuffle_epi8(t[0], idx),
        _mm256_shuffle_epi8(t[1], idx),
        sel4,
    );
    let r23 = _mm256_blendv_epi8(
        _mm256_shuffle_epi8(t[2], idx),
        _mm256_shuffle_epi8(t[3], idx),
        sel4,
    );
    _mm256_and_si256(_mm256_blendv_epi8(r01, r23, sel5), bits)
}

/// The 32 options `prefix[a0 + j] ⊕ ring[(m − a0 − j) & rmask]`, `j = 0..32`, as two
/// registers of 16 words.
#[inline]
#[target_feature(enable = "avx2")]
fn options32(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    a0: usize,
    tmp: &mut [u16; 32],
) -> (__m256i, __m256i) {
    let left = &prefix[a0..a0 + 32];
    // Partners m − a0 − 31 ..= m − a0, ascending (reversed below).
    let right = run32(ring, rmask, m - a0 - 31, tmp);
    // SAFETY: both point at 32 readable values.
    unsafe {
        let l0 = _mm256_loadu_si256(left.as_ptr() as *const _);
        let l1 = _mm256_loadu_si256(left.as_ptr().add(16) as *const _);
        let r0 = _mm256_loadu_si256(right as *const _);
        let r1 = _mm256_loadu_si256(right.add(16) as *const _);
        (
            _mm256_xor_si256(l0, reverse16(r1)),
            _mm256_xor_si256(l1, reverse16(r0)),
        )
    }
}

/// Which of the 32 options `(xa, xb)` are in the 512-bit set `t` ([`table64`]): bit `j`
/// for option `j`. Options from 512 on are in no set.
#[inline]
#[target_feature(enable = "avx2")]
fn hits32(t: &[__m256i; 4], xa: __m256i, xb: __m256i) -> u32 {
    // Bytes in the order a0-7, b0-7, a8-15, b8-15 (the packs work per half), put back
    // in option order once, before the mask is taken.
    let idx = _mm256_packus_epi16(_mm256_srli_epi16::<3>(xa), _mm256_srli_epi16::<3>(xb));
    let seven = _mm256_set1_epi16(7);
    let low = _mm256_packus_epi16(_mm256_and_si256(xa, seven), _mm256_and_si256(xb, seven));
    let bits = _mm256_shuffle_epi8(bit_selectors(), low);
    // Indices from 64 on (values from 512 on, saturated by the packs) are no hit.
    let inside = _mm256_cmpeq_epi8(
        _mm256_and_si256(idx, _mm256_set1_epi8(-64)),
        _mm256_setzero_si256(),
    );
    let found = _mm256_and_si256(lookup64(t, idx, bits), inside);
    let miss = _mm256_cmpeq_epi8(found, _mm256_setzero_si256());
    !(_mm256_movemask_epi8(_mm256_permute4x64_epi64::<0xd8>(miss)) as u32)
}

/// [`search`](super::search::search) with AVX2: batches of 256 options while whole
/// batches fit in `lo..=hi` (as [`search_batches`]: tested against the set of the batch's
/// start, hits packed — by byte-shuffle tables instead of `vpcompressw` — and folded into
/// a found-set; only a batch that empties the set replayed), then 32 at a time (as
/// [`search32`]). Returns where it stopped and the `a` at which `want` became empty.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_avx2(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> (usize, Option<usize>) {
    let one = _mm256_set1_epi16(1);
    let last_row = _mm256_set1_epi16(512);
    let mut list = [0u16; 32 * (BATCH + 1) + 8];
    let mut xs = [0u16; 32 * BATCH];
    let mut ent = [0u16; 32];
    let mut tmp = [0u16; 32];
    let rows = ROWS.0.as_ptr() as *const u8;
    // SAFETY: the function's features; 64 readable bytes.
    let mut t = unsafe { table64(want) };
    let mut a0 = lo;
    while a0 + 32 * BATCH - 1 <= hi {
        let mut len = 0usize;
        for c in 0..BATCH {
            let (xa, xb) = options32(prefix, ring, rmask, m, a0 + 32 * c, &mut tmp);
            let hits = hits32(&t, xa, xb);
            // (Clamped: a value ≥ 512 — a caller's error — must not read past the rows.)
            let ea = _mm256_min_epu16(_mm256_add_epi16(xa, one), last_row);
            let eb = _mm256_min_epu16(_mm256_add_epi16(xb, one), last_row);
            // SAFETY: 32 writable values at 32 c in `xs`, 32 in `ent`; `list` has room for
            // 8 more after `len` ≤ 32 c + 24; the shuffle table has 256 entries.
            unsafe {
                _mm256_storeu_si256(xs.as_mut_ptr().add(32 * c) as *mut _, xa);
                _mm256_storeu_si256(xs.as_mut_ptr().add(32 * c + 16) as *mut _, xb);
                _mm256_storeu_si256(ent.as_mut_ptr() as *mut _, ea);
                _mm256_storeu_si256(ent.as_mut_ptr().add(16) as *mut _, eb);
                for q in 0..4 {
                    let bits = (hits >> (8 * q)) & 255;
                    let v = _mm_loadu_si128(ent.as_ptr().add(8 * q) as *const _);
                    let ctl = _mm_load_si128(COMPRESS16.0[bits as usize].as_ptr() as *const _);
                    _mm_storeu_si128(
                        list.as_mut_ptr().add(len) as *mut _,
                        _mm_shuffle_epi8(v, ctl),
                    );
                    len += bits.count_ones() as usize;
                }
            }
        }
        list[len..len + 8].fill(0);
        // Fold the list into a found-set, 8 rows per round (padding rows are empty).
        let mut f = [_mm256_setzero_si256(); 4];
        let mut j = 0;
        loop {
            for q in 0..8 {
                let row = usize::from(list[j + q]);
                // SAFETY: row ≤ 512 of 64 bytes.
                unsafe {
                    let r = rows.add(row << 6);
                    f[2 * (q % 2)] =
                        _mm256_or_si256(f[2 * (q % 2)], _mm256_load_si256(r as *const _));
                    f[2 * (q % 2) + 1] = _mm256_or_si256(
                        f[2 * (q % 2) + 1],
                        _mm256_load_si256(r.add(32) as *const _),
                    );
                }
            }
            j += 8;
            if j >= len {
                break;
            }
        }
        // SAFETY: 64 readable bytes.
        let (w0, w1) = unsafe {
            (
                _mm256_loadu_si256(want.as_ptr() as *const _),
                _mm256_loadu_si256(want.as_ptr().add(16) as *const _),
            )
        };
        let rest0 = _mm256_andnot_si256(_mm256_or_si256(f[0], f[2]), w0);
        let rest1 = _mm256_andnot_si256(_mm256_or_si256(f[1], f[3]), w1);
        let any = _mm256_or_si256(rest0, rest1);
        if _mm256_testz_si256(any, any) == 1 {
            // The set empties in this batch: replay the list in order for the value
            // that completes it, then its first lane.
            let first = replay(*want, &list[..len], &xs);
            *want = [0; 32];
            return (a0 + first + 1, Some(a0 + first));
        }
        // SAFETY: 64 writable bytes.
        unsafe {
            _mm256_storeu_si256(want.as_mut_ptr() as *mut _, rest0);
            _mm256_storeu_si256(want.as_mut_ptr().add(16) as *mut _, rest1);
            t = table64(want);
        }
        a0 += 32 * BATCH;
    }
    // 32 at a time: the hits of each step checked against the exact set.
    let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
    let mut buf = [0u16; 32];
    while a0 + 31 <= hi {
        let (xa, xb) = options32(prefix, ring, rmask, m, a0, &mut tmp);
        let hits = hits32(&t, xa, xb);
        if hits != 0 {
            // SAFETY: 64 writable bytes.
            unsafe {
                _mm256_storeu_si256(buf.as_mut_ptr() as *mut _, xa);
                _mm256_storeu_si256(buf.as_mut_ptr().add(16) as *mut _, xb);
            }
            if let Some(i) = take_hits(hits, &buf, want, &mut missing) {
                return (a0 + i + 1, Some(a0 + i));
            }
            // SAFETY: the function's features; 64 readable bytes.
            t = unsafe { table64(want) };
        }
        a0 += 32;
    }
    (a0, None)
}

/// [`search_wide`](super::search::search_wide) with AVX2, 32 options per step while whole
/// steps fit in `lo..=hi`: the AVX-512 kernel keeps the 4096-bit set in registers and
/// picks words by two-register permutations; AVX2 has no such permutation, so each option's
/// 32-bit word of the set is gathered (`vpgatherdd`, masked to the options below 4096).
/// Returns where it stopped and the `a` at which `want` became empty, if it did.
///
/// The engine does not run it at [`Level::Avx2`](super::Level::Avx2)
/// ([`wide_available`](super::wide_available)): on AMD Zen 3 the gathers made Treblecross
/// 30 % slower than the scalar loop. It stays, tested against that loop, for the CPUs
/// where a gather is cheap.
#[target_feature(enable = "avx2,bmi1,popcnt")]
#[allow(clippy::too_many_arguments)]
unsafe fn search_wide_avx2(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
) -> (usize, Option<usize>) {
    let mut missing: u32 = want.iter().map(|w| w.count_ones()).sum();
    let top = _mm256_set1_epi32(4096);
    let (words, low5, one) = (
        _mm256_set1_epi32(127),
        _mm256_set1_epi32(31),
        _mm256_set1_epi32(1),
    );
    let mut buf = [0u16; 32];
    let mut tmp = [0u16; 32];
    let mut a0 = lo;
    while a0 + 31 <= hi {
        let (xa, xb) = options32(prefix, ring, rmask, m, a0, &mut tmp);
        let mut hits = 0u32;
        for (q, half) in [
            _mm256_castsi256_si128(xa),
            _mm256_extracti128_si256::<1>(xa),
            _mm256_castsi256_si128(xb),
            _mm256_extracti128_si256::<1>(xb),
        ]
        .into_iter()
        .enumerate()
        {
            let x = _mm256_cvtepu16_epi32(half);
            let inside = _mm256_cmpgt_epi32(top, x);
            // Word x >> 5 of the 128 words of `want` (masked to 127: in bounds).
            let idx = _mm256_and_si256(_mm256_srli_epi32::<5>(x), words);
            // SAFETY: indices below 128 of 32-bit words: within the 512 bytes of `want`.
            let w = unsafe {
                _mm256_mask_i32gather_epi32::<4>(
                    _mm256_setzero_si256(),
                    want.as_ptr() as *const i32,
                    idx,
                    inside,
                )
            };
            let bit = _mm256_and_si256(_mm256_srlv_epi32(w, _mm256_and_si256(x, low5)), one);
            let set = _mm256_cmpeq_epi32(bit, one);
            hits |= (_mm256_movemask_ps(_mm256_castsi256_ps(set)) as u32) << (8 * q);
        }
        if hits != 0 {
            // SAFETY: 64 writable bytes.
            unsafe {
                _mm256_storeu_si256(buf.as_mut_ptr() as *mut _, xa);
                _mm256_storeu_si256(buf.as_mut_ptr().add(16) as *mut _, xb);
            }
            if let Some(i) = take_hits(hits, &buf, want, &mut missing) {
                return (a0 + i + 1, Some(a0 + i));
            }
        }
        a0 += 32;
    }
    (a0, None)
}

/// [`first_target`](super::search::first_target) with AVX2, 32 options per step while
/// whole steps fit in `lo..=hi`: each option's four nibbles looked up in the four tables
/// of [`FewTargets`](super::search::FewTargets) by `vpshufb` (the low byte's nibbles in
/// tables 0 and 1, the high byte's in 2 and 3, the high byte's result moved onto the low
/// byte by a 16-bit shift) and ANDed: a word is non-zero exactly for a target. Returns
/// where it stopped and the first `a` whose option is a target.
#[target_feature(enable = "avx2,bmi1")]
#[allow(clippy::too_many_arguments)]
unsafe fn first_target_avx2(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    tables: &[[u8; 16]; 4],
) -> (usize, Option<usize>) {
    // SAFETY: each table is 16 readable bytes.
    let t: [__m256i; 4] = std::array::from_fn(|q| unsafe {
        _mm256_broadcastsi128_si256(_mm_loadu_si128(tables[q].as_ptr() as *const _))
    });
    let nibble = _mm256_set1_epi8(15);
    let matches = |x: __m256i| {
        let low = _mm256_and_si256(x, nibble);
        let high = _mm256_and_si256(_mm256_srli_epi16::<4>(x), nibble);
        let a = _mm256_and_si256(
            _mm256_shuffle_epi8(t[0], low),
            _mm256_shuffle_epi8(t[1], high),
        );
        let b = _mm256_and_si256(
            _mm256_shuffle_epi8(t[2], low),
            _mm256_shuffle_epi8(t[3], high),
        );
        _mm256_and_si256(a, _mm256_srli_epi16::<8>(b))
    };
    let mut tmp = [0u16; 32];
    let mut a0 = lo;
    while a0 + 31 <= hi {
        let (xa, xb) = options32(prefix, ring, rmask, m, a0, &mut tmp);
        let (ha, hb) = (matches(xa), matches(xb));
        let any = _mm256_or_si256(ha, hb);
        if _mm256_testz_si256(any, any) == 0 {
            // Two mask bits per option, set where the option's word is non-zero.
            let zero = _mm256_setzero_si256();
            let hit = |h: __m256i| !(_mm256_movemask_epi8(_mm256_cmpeq_epi16(h, zero)) as u32);
            let (ma, mb) = (hit(ha), hit(hb));
            let j = if ma != 0 {
                ma.trailing_zeros() / 2
            } else {
                16 + mb.trailing_zeros() / 2
            };
            let a = a0 + j as usize;
            return (a + 1, Some(a));
        }
        a0 += 32;
    }
    (a0, None)
}

/// The 64 compressed options of splits `a..a + 64` for `m` (as [`options64`]) in two
/// registers.
#[inline]
#[target_feature(enable = "avx2")]
fn options64_avx2(
    prefix: &[u8],
    recent: &[u8],
    m: usize,
    a: usize,
    tmp: &mut [u8; 64],
) -> [__m256i; 2] {
    let left = &prefix[a..a + 64];
    let right = run64(recent, !(m - a), tmp);
    // SAFETY: 64 readable bytes each.
    unsafe {
        [
            _mm256_xor_si256(
                _mm256_loadu_si256(left.as_ptr() as *const _),
                _mm256_loadu_si256(right as *const _),
            ),
            _mm256_xor_si256(
                _mm256_loadu_si256(left.as_ptr().add(32) as *const _),
                _mm256_loadu_si256(right.add(32) as *const _),
            ),
        ]
    }
}

/// Bit `j` set where byte `j` of the 64 in `x` equals `value`.
#[inline]
#[target_feature(enable = "avx2")]
fn equal64(x: [__m256i; 2], value: __m256i) -> u64 {
    let lo = _mm256_movemask_epi8(_mm256_cmpeq_epi8(x[0], value)) as u32;
    let hi = _mm256_movemask_epi8(_mm256_cmpeq_epi8(x[1], value)) as u32;
    u64::from(lo) | u64::from(hi) << 32
}

/// [`last_first`] with AVX2.
#[inline]
#[target_feature(enable = "avx2")]
fn last_first_avx2(wanted: &[u64; 4], xs: &[u8], valid: &[u64]) -> usize {
    let mut first = 0usize;
    for (i, &word) in wanted.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let value = (64 * i) as u8 + bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let target = _mm256_set1_epi8(value as i8);
            let mut at = 64 * valid.len();
            for (c, &v) in valid.iter().enumerate().rev() {
                // SAFETY: 64 readable bytes at 64 c.
                let x = unsafe {
                    [
                        _mm256_loadu_si256(xs.as_ptr().add(64 * c) as *const _),
                        _mm256_loadu_si256(xs.as_ptr().add(64 * c + 32) as *const _),
                    ]
                };
                let hit = equal64(x, target) & v;
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
/// with AVX2: each chunk of 64 options compared with every value (two byte compares a
/// value, OR-ed), the prefix's rare positions looked up only when a compare hits.
#[inline]
#[target_feature(enable = "avx2,bmi1")]
#[allow(clippy::too_many_arguments)]
fn few_avx2<const K: usize>(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    mut a: usize,
    hi: usize,
    values: &[u8],
) -> Result<FewHit, usize> {
    let targets: [__m256i; K] = std::array::from_fn(|i| _mm256_set1_epi8(values[i] as i8));
    let mut tmp = [0u8; 64];
    while a + 63 <= hi {
        let x = options64_avx2(prefix, recent, m, a, &mut tmp);
        let (mut lo, mut hi_) = (
            _mm256_cmpeq_epi8(x[0], targets[0]),
            _mm256_cmpeq_epi8(x[1], targets[0]),
        );
        for t in &targets[1..] {
            lo = _mm256_or_si256(lo, _mm256_cmpeq_epi8(x[0], *t));
            hi_ = _mm256_or_si256(hi_, _mm256_cmpeq_epi8(x[1], *t));
        }
        let any = u64::from(_mm256_movemask_epi8(lo) as u32)
            | u64::from(_mm256_movemask_epi8(hi_) as u32) << 32;
        if any != 0 {
            let valid = !bits64(rare, a);
            if any & valid != 0 {
                let (mut found, mut first) = (0u32, 0usize);
                for (i, t) in targets.iter().enumerate() {
                    let hit = equal64(x, *t) & valid;
                    if hit != 0 {
                        found |= 1 << i;
                        first = first.max(hit.trailing_zeros() as usize);
                    }
                }
                return Ok(FewHit { a, found, first });
            }
        }
        a += 64;
    }
    Err(a)
}

/// [`shared::search8_few`] with [`few_avx2`] for 1..=[`FEW`] values.
#[target_feature(enable = "avx2,bmi1")]
fn search8_few_avx2(
    prefix: &[u8],
    rare: &[u64],
    recent: &[u8],
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u64; 4],
) -> (usize, Option<usize>) {
    shared::search8_few(lo, want, |a, values| match values.len() {
        1 => few_avx2::<1>(prefix, rare, recent, m, a, hi, values),
        2 => few_avx2::<2>(prefix, rare, recent, m, a, hi, values),
        3 => few_avx2::<3>(prefix, rare, recent, m, a, hi, values),
        _ => few_avx2::<4>(prefix, rare, recent, m, a, hi, values),
    })
}

/// [`search8`] with AVX2: the same batches of 4 × 64 options, but each tested against the
/// set as the batch before left it (at 256 bits a batch takes long enough for the fold
/// before it to be done: fewer values found again, fewer hits to pack and fold, 7–8 %
/// less time in this kernel), and from [`FEW`] values on the compares of
/// [`search8_few_avx2`] (11–17 % less with both). The byte permutation over the 32-byte
/// set (`vpermb`) becomes two byte shuffles and a blend on the index's top bit (bit 7 of
/// the option); the hits are packed 8 options at a time by a byte shuffle from a table
/// (`vpcompressb`), in every chunk, hits or not: a branch around the chunks without
/// (28 % of them, in no predictable order at Officers 2^21) cost more in mispredictions
/// than their packing (without it the whole run 7–8 % faster).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[allow(clippy::too_many_arguments)]
unsafe fn search8_avx2(
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
    let (seven, low4) = (_mm256_set1_epi8(7), _mm256_set1_epi8(15));
    let mut list = [0xffu8; 64 * (CHUNKS + 1) + 8];
    let mut xs = [0u8; 64 * CHUNKS];
    let mut tmp = [0u8; 64];
    let count = |w: &[u64; 4]| w.iter().map(|x| x.count_ones()).sum::<u32>();
    if count(want) <= FEW {
        return search8_few_avx2(prefix, rare, recent, m, lo, hi, want);
    }
    let mut wz = *want;
    let mut a0 = lo;
    while a0 + 64 * CHUNKS - 1 <= hi {
        // A batch is tested against the set the batch before left: its 32 bytes, 0..16
        // and 16..32, each in both halves.
        // SAFETY: 32 readable bytes.
        let (t0, t1) = unsafe {
            let p = wz.as_ptr() as *const u8;
            (
                _mm256_broadcastsi128_si256(_mm_loadu_si128(p as *const _)),
                _mm256_broadcastsi128_si256(_mm_loadu_si128(p.add(16) as *const _)),
            )
        };
        let mut len = 0usize;
        let mut valid = [0u64; CHUNKS];
        for (c, v) in valid.iter_mut().enumerate() {
            let a = a0 + 64 * c;
            *v = !bits64(rare, a);
            let x = options64_avx2(prefix, recent, m, a, &mut tmp);
            let mut hits = 0u64;
            for (h, &x) in x.iter().enumerate() {
                // Byte x >> 3 of the set: bits 3..6 pick it within 16, bit 7 the half.
                let idx = _mm256_and_si256(_mm256_srli_epi16::<3>(x), low4);
                let bytes = _mm256_blendv_epi8(
                    _mm256_shuffle_epi8(t0, idx),
                    _mm256_shuffle_epi8(t1, idx),
                    x,
                );
                let bits = _mm256_shuffle_epi8(bitsel, _mm256_and_si256(x, seven));
                let miss = _mm256_cmpeq_epi8(_mm256_and_si256(bytes, bits), _mm256_setzero_si256());
                hits |= u64::from(!(_mm256_movemask_epi8(miss) as u32)) << (32 * h);
                // SAFETY: 32 writable bytes at 64 c + 32 h.
                unsafe { _mm256_storeu_si256(xs.as_mut_ptr().add(64 * c + 32 * h) as *mut _, x) };
            }
            let hits = hits & *v;
            for q in 0..8 {
                let bits = ((hits >> (8 * q)) & 255) as usize;
                // SAFETY: 8 readable bytes at 64 c + 8 q; 8 writable at `len` ≤ 64 c + 8 q
                // (room for 64 (CHUNKS + 1) + 8); the table has 256 entries of 8 bytes.
                unsafe {
                    let v = _mm_loadl_epi64(xs.as_ptr().add(64 * c + 8 * q) as *const _);
                    let ctl = _mm_loadl_epi64(COMPRESS8.0[bits].as_ptr() as *const _);
                    _mm_storel_epi64(
                        list.as_mut_ptr().add(len) as *mut _,
                        _mm_shuffle_epi8(v, ctl),
                    );
                }
                len += bits.count_ones() as usize;
            }
        }
        // SAFETY: the function's features.
        let found = unsafe { fold8(&mut list, len, rows) };
        // SAFETY: 32 readable bytes.
        let wv = unsafe { _mm256_loadu_si256(wz.as_ptr() as *const _) };
        let rest = _mm256_andnot_si256(found, wv);
        if _mm256_testz_si256(rest, rest) == 1 {
            // The set empties in this batch: at the largest of the first positions
            // of the values still wanted.
            let first = last_first_avx2(&wz, &xs, &valid);
            *want = [0; 4];
            return (a0 + first + 1, Some(a0 + first));
        }
        // SAFETY: 32 writable bytes.
        unsafe { _mm256_storeu_si256(wz.as_mut_ptr() as *mut _, rest) };
        a0 += 64 * CHUNKS;
        if count(&wz) <= FEW {
            *want = wz;
            return search8_few_avx2(prefix, rare, recent, m, a0, hi, want);
        }
    }
    *want = wz;
    (a0, None)
}

/// [`rare_block_grouped`] with AVX2, by byte marks: each of the first [`MARKED`] lanes
/// has a table of 256 bytes (6 KiB, on the stack, in the first-level cache); each partner
/// run of the 32 lanes is read as four words XOR-ed with its group's value, and each of
/// those lanes marks its option's byte — a byte extract and a byte store a lane, where
/// OR-ing a one-hot row takes a shift, a mask, a scale and a load — then each table
/// becomes its lane's set by byte compares (`vpmovmskb`) at the end. The last lanes OR
/// one-hot rows into registers instead: the marks wait on the stores (one a cycle to
/// distinct lines), the rows on loads and vector ALUs, so the two kinds run side by side.
/// Officers 2^21: the marks 1.4× faster than the rows in registers alone, and the mix of
/// 24 and 8 lanes 1.15–1.2× faster than 32 marks (samples against the search's).
#[target_feature(enable = "avx2")]
unsafe fn rare_marks_avx2(
    cache: &[u8],
    n0: usize,
    k: usize,
    groups: &[(u8, u32, u32)],
    grouped: &[u64],
    rows: &[[u64; 4]; 256],
    out: &mut [[u64; 4]; 32],
) {
    #[repr(C, align(64))]
    struct Marks([[u8; 256]; MARKED]);
    let mut marks = Marks([[0; 256]; MARKED]);
    let mut acc = [_mm256_setzero_si256(); 32 - MARKED];
    let t = rows.as_ptr() as *const u8;
    let mut tmp = [0u8; 32];
    let cmask = cache.len() - 1;
    for &(c, start, end) in groups {
        let cc = u64::from(c) * 0x0101_0101_0101_0101;
        for &r in &grouped[start as usize..end as usize] {
            let p = run32(cache, cmask, n0 - k - r as usize, &mut tmp);
            for (q, lanes) in marks.0.chunks_exact_mut(8).enumerate() {
                // SAFETY: `run32` points at 32 readable bytes.
                let w = unsafe { std::ptr::read_unaligned((p as *const u64).add(q)) } ^ cc;
                for (b, lane) in lanes.iter_mut().enumerate() {
                    lane[((w >> (8 * b)) & 255) as usize] = 0x80;
                }
            }
            for (q, eight) in acc.chunks_exact_mut(8).enumerate() {
                // SAFETY: `run32` points at 32 readable bytes.
                let w =
                    unsafe { std::ptr::read_unaligned((p as *const u64).add(MARKED / 8 + q)) } ^ cc;
                for (b, a) in eight.iter_mut().enumerate() {
                    let row = ((w >> (8 * b)) & 255) as usize;
                    // SAFETY: 256 rows of 32 bytes.
                    *a = _mm256_or_si256(*a, unsafe {
                        _mm256_load_si256(t.add(row << 5) as *const __m256i)
                    });
                }
            }
        }
    }
    for (set, lane) in out.iter_mut().zip(&marks.0) {
        for (w, half) in set.iter_mut().zip(lane.chunks_exact(64)) {
            // SAFETY: 64 readable bytes.
            let (lo, hi) = unsafe {
                (
                    _mm256_loadu_si256(half.as_ptr() as *const _),
                    _mm256_loadu_si256(half.as_ptr().add(32) as *const _),
                )
            };
            *w = u64::from(_mm256_movemask_epi8(lo) as u32)
                | u64::from(_mm256_movemask_epi8(hi) as u32) << 32;
        }
    }
    for (set, a) in out[MARKED..].iter_mut().zip(acc) {
        // SAFETY: 32 writable bytes.
        unsafe { _mm256_storeu_si256(set.as_mut_ptr() as *mut _, a) };
    }
}

/// The lanes of [`rare_marks_avx2`] that store marks (a multiple of 8; the rest, one
/// register each, OR rows): 16 measured the same, and leaves no register spare.
const MARKED: usize = 24;

/// [`first_zeros`] with AVX2: each word's complement packed 8 bits at a time by a byte
/// shuffle from a table ([`COMPRESS8`], as the search packs its hits) — no branch per
/// zero, where the scalar loop's exits mispredicted — the words in turn until
/// [`CANDIDATES`] are found.
#[target_feature(enable = "avx2,popcnt")]
unsafe fn first_zeros_avx2(set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
    let mut out = [0u8; 64 + CANDIDATES + 8];
    let mut len = 0usize;
    for (w, &word) in set.iter().enumerate() {
        if len >= CANDIDATES {
            break;
        }
        let free = !word;
        for q in 0..8 {
            let bits = ((free >> (8 * q)) & 255) as usize;
            // SAFETY: 8 bytes of the table's entry; 8 writable at `len` < CANDIDATES + 56.
            unsafe {
                let ctl = _mm_loadl_epi64(COMPRESS8.0[bits].as_ptr() as *const _);
                let at = _mm_add_epi8(ctl, _mm_set1_epi8((64 * w + 8 * q) as u8 as i8));
                _mm_storel_epi64(out.as_mut_ptr().add(len) as *mut _, at);
            }
            len += bits.count_ones() as usize;
        }
    }
    let mut zeros = [0u8; CANDIDATES];
    zeros.copy_from_slice(&out[..CANDIDATES]);
    (zeros, len.min(CANDIDATES) as u8)
}

/// [`rare_verify32`] with AVX2: the AVX-512 kernel compares two candidates per 64-byte
/// register into mask registers; here each candidate is one 32-byte register compared
/// and OR-ed into an accumulator, in two passes of eight candidates (the accumulators
/// and the options in registers, the candidates read from memory).
#[target_feature(enable = "avx2")]
#[allow(clippy::too_many_arguments)]
unsafe fn rare_verify_avx2(
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
    let z: [__m256i; CANDIDATES] = std::array::from_fn(|j| unsafe {
        _mm256_loadu_si256(targets[j / 2].as_ptr().add(32 * (j % 2)) as *const _)
    });
    let mut hits = [0u32; CANDIDATES];
    for (zp, hp) in z.chunks_exact(8).zip(hits.chunks_exact_mut(8)) {
        let mut acc = [_mm256_setzero_si256(); 8];
        for &(g, start, end) in groups {
            // Within a group of equal rare values `g`, `g ⊕ x = z` is tested as
            // `x ⊕ g = z`.
            let gz = _mm256_set1_epi8(g as i8);
            for &r in &grouped[start as usize..end as usize] {
                let p = run32(cache, cmask, n0 - k - r as usize, &mut tmp);
                // SAFETY: `run32` points at 32 readable bytes.
                let x = _mm256_xor_si256(unsafe { _mm256_loadu_si256(p as *const _) }, gz);
                for (a, &zj) in acc.iter_mut().zip(zp) {
                    *a = _mm256_or_si256(*a, _mm256_cmpeq_epi8(x, zj));
                }
            }
        }
        for (h, a) in hp.iter_mut().zip(acc) {
            *h = _mm256_movemask_epi8(a) as u32;
        }
    }
    hits
}
