//! Vector kernels of the [sparse engine](super::sparse): the two inner loops that take
//! nearly all of its time, written with x86-64 AVX-512 instructions, again with AVX2
//! (x86-64-v3), and with aarch64 NEON (the same algorithms at 128 bits), the best the
//! CPU has chosen at run time (on other machines the engine keeps its portable loops —
//! same values, same depths). The engine turns the kernels off with
//! [`SparseConfig::vector`](super::sparse::SparseConfig::vector); [`Level`] and
//! `GRUNDY_SIMD` choose among them.
//!
//! | file | what it holds |
//! |---|---|
//! | `compression.rs` | `Compression` (common values in one byte) and the bit packing of value sets |
//! | `block.rs` | `RareBlock`: the rare splits of 32 heap sizes at once, collected into per-lane sets or verified against each lane's first missing values |
//! | `search.rs` | the early-exit enumeration: `search` (16-bit values below 512, 32 options per step), `search_wide` (targets below 4096, any values: the set in eight registers), `first_target` (at most eight targets, any values: four nibble lookups per option, `FewTargets`) and `RareBlock::search_lane` (compressed bytes, 64 per step) |
//! | `level.rs` | [`Level`]: the instruction-set level the engine runs at, the best of the CPU or the one `GRUNDY_SIMD` forces |
//! | `none.rs` | `Kernels` off x86-64 and aarch64: a type with no value, so the portable loops run |
//! | `x86.rs` | the x86-64 `unsafe`: the AVX-512/BMI2/GFNI kernels and their AVX2 versions, the x86-64-v3 build of the engine's bookkeeping (`tuned`), and the tokens that prove the CPU has them (`Kernels`: one level's) |
//! | `aarch64.rs` | the aarch64 `unsafe`: the NEON kernels and the token that proves the CPU has NEON (`Kernels`) |
//! | `shared.rs` | what the two kernel files share, no instruction of either and no `unsafe`: runs of a ring, bits of a bitset, the one-hot rows and the byte-packing controls, the scalar steps around the vector loops |
//!
//! `x86.rs` and `aarch64.rs` hold every `unsafe` of the library.
//!
//! Both loops need every value below 512 (the engine checks); `search_wide` only its
//! targets below 4096.

// Off x86-64 and aarch64 the kernels' caches and groupings are kept up but never read:
// the portable loops run (same values).
#[cfg(target_arch = "aarch64")]
mod aarch64;
#[cfg_attr(
    not(any(target_arch = "x86_64", target_arch = "aarch64")),
    allow(dead_code, unused_variables)
)]
mod block;
mod compression;
mod level;
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
mod none;
#[cfg_attr(
    not(any(target_arch = "x86_64", target_arch = "aarch64")),
    allow(dead_code)
)]
mod search;
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
mod shared;
#[cfg(test)]
mod tests;
#[cfg(target_arch = "x86_64")]
mod x86;

#[cfg(target_arch = "aarch64")]
pub(crate) use aarch64::Kernels;
pub(crate) use block::RareBlock;
pub(crate) use compression::Compression;
pub use level::{check_env, detected, level, Level, LevelError, ENV};
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub(crate) use none::Kernels;
pub(crate) use search::{few_available, first_target, search, search_wide, FewTargets};
#[cfg(target_arch = "x86_64")]
pub(crate) use x86::Kernels;

/// Whether this process runs the vector kernels: the [`level`] is [`Level::Avx2`] (x86-64-v3:
/// AVX2, BMI1, BMI2, FMA, LZCNT, MOVBE, POPCNT — Intel from Haswell, AMD from Zen),
/// [`Level::Avx512`] (AVX-512 F, BW, VL, VBMI and VBMI2, GFNI with those: Intel from Ice
/// Lake, AMD from Zen 4) or [`Level::Neon`] (every aarch64 CPU), unless `GRUNDY_SIMD`
/// forces [`Level::Portable`]. Detected once per process.
///
/// ```
/// let _ = grundy_heap::heap::vector::available(); // true on recent x86-64 and on aarch64
/// ```
#[inline]
pub fn available() -> bool {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        Kernels::detect().is_some()
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        false
    }
}

/// Whether the early-exit search of targets below 4096 with values of any width runs a
/// vector kernel ([`search_wide`]): at [`Level::Avx512`] (the 4096-bit set held in eight
/// registers) and [`Level::Neon`], not at [`Level::Avx2`], whose kernel gathers a word of
/// the set per option (`vpgatherdd`) and measured slower than the scalar loop on AMD Zen 3
/// (Treblecross 2^18 at one thread: 9.6 s against 7.5 s; BENCHMARKS.md).
#[inline]
pub(crate) fn wide_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        matches!(Kernels::detect(), Some(Kernels::Avx512(_)))
    }
    #[cfg(target_arch = "aarch64")]
    {
        Kernels::detect().is_some()
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        false
    }
}

/// Runs `f` compiled for the instruction-set [`level`] of this process (x86-64-v3 —
/// POPCNT, LZCNT, BMI2, AVX2 — at [`Level::Avx2`] and above, else as built): the crate is
/// built for the baseline target, and the engine's hot loops go through here so that the
/// code the compiler inlines into `f` counts bits with single instructions. Same result
/// either way.
#[inline(always)]
pub(crate) fn tuned<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    if let Some(cpu) = x86::V3::detect() {
        return cpu.run(f);
    }
    f()
}

/// Starts loading the cache line of `r` into all cache levels (x86-64: `_mm_prefetch`,
/// T0, in `x86.rs` with the rest of the unsafe code); elsewhere nothing. A hint: it never
/// faults and changes no result. The retrograde graph solvers' look-ahead uses it.
///
/// ```
/// let values = vec![0u32; 1024];
/// grundy_heap::heap::vector::prefetch_line(&values[512]);
/// ```
#[inline(always)]
pub fn prefetch_line<T>(r: &T) {
    #[cfg(target_arch = "x86_64")]
    x86::prefetch_line(r);
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = r;
    }
}

/// Lanes of a [`RareBlock`]: heap sizes whose rare splits are done at once.
pub(crate) const LANES: usize = 32;

/// Candidates for the smallest missing value kept per lane by [`RareBlock::freeze`].
pub(crate) const CANDIDATES: usize = 16;
