//! Off x86-64 and aarch64 there are no vector kernels: [`Kernels`] has no value, so the engine's
//! `if let Some(cpu) = kernels` branches are never taken and the portable loops run (same
//! values, same depths). The methods have the x86-64 signatures so that the callers
//! compile unchanged on every target; none can be called.

#[cfg(test)]
use super::Level;
use super::CANDIDATES;

/// The vector kernels of a level (none off x86-64 and aarch64: the type has no value there).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kernels {}

impl Kernels {
    /// No kernels off x86-64 and aarch64.
    #[inline(always)]
    pub(crate) fn detect() -> Option<Kernels> {
        None
    }

    /// No kernels off x86-64 and aarch64, at any level.
    #[cfg(test)]
    pub(crate) fn at(_level: Level) -> Option<Kernels> {
        None
    }

    /// The level of these kernels (there are none).
    #[cfg(test)]
    pub(crate) fn level(self) -> Level {
        match self {}
    }

    /// The early-exit enumeration of 16-bit values (never called: no value).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search(
        self,
        _prefix: &[u16],
        _ring: &[u16],
        _rmask: usize,
        _m: usize,
        _lo: usize,
        _hi: usize,
        _want: &mut [u16; 32],
    ) -> (usize, Option<usize>) {
        match self {}
    }

    /// The wide enumeration (never called: no value).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_wide(
        self,
        _prefix: &[u16],
        _ring: &[u16],
        _rmask: usize,
        _m: usize,
        _lo: usize,
        _hi: usize,
        _want: &mut [u16; 256],
        _limit: usize,
    ) -> (usize, Option<usize>) {
        match self {}
    }

    /// The compressed search (never called: no value).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search8(
        self,
        _prefix: &[u8],
        _rare: &[u64],
        _recent: &[u8],
        _m: usize,
        _lo: usize,
        _hi: usize,
        _want: &mut [u64; 4],
        _rows: &[[u64; 4]; 256],
    ) -> (usize, Option<usize>) {
        match self {}
    }

    /// The collected rare splits of a block (never called: no value).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn rare_block_grouped(
        self,
        _cache: &[u8],
        _n0: usize,
        _k: usize,
        _groups: &[(u8, u32, u32)],
        _grouped: &[u64],
        _rows: &[[u64; 4]; 256],
        _out: &mut [[u64; 4]; 32],
    ) {
        match self {}
    }

    /// The first missing values of a set (never called: no value).
    pub(super) fn first_zeros(self, _set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
        match self {}
    }

    /// One lane's verified splits (never called: no value).
    pub(super) fn lane_collect(
        self,
        _cache: &[u8],
        _m: usize,
        _groups: &[(u8, u32, u32)],
        _grouped: &[u64],
        _rows: &[[u64; 4]; 256],
    ) -> [u64; 4] {
        match self {}
    }

    /// The verified splits of a block (never called: no value).
    pub(super) fn rare_verify32(
        self,
        _cache: &[u8],
        _n0: usize,
        _k: usize,
        _groups: &[(u8, u32, u32)],
        _grouped: &[u64],
        _targets: &[[u8; 64]; CANDIDATES / 2],
    ) -> [u32; CANDIDATES] {
        match self {}
    }
}
