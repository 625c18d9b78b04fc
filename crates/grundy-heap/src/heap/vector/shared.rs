//! What the x86-64 kernels (`x86.rs`) and the aarch64 kernels (`aarch64.rs`) share: the
//! code that uses no instruction of either — contiguous runs of a ring, bits of a bitset,
//! the tables the kernels load from (one-hot rows, the byte controls that pack 8 bytes or 8
//! words), and the scalar steps around the vector loops (taking an option's hit out of the
//! set, the replay of a batch that empties it, the first missing values of a set). Safe
//! code: the kernels make the raw loads from what it returns, and their comments account
//! for the bytes each load reads.
//!
//! Every function is `#[inline(always)]`: inlined into a kernel it is compiled with the
//! kernel's instruction sets, as the copies each kernel file held were.

#![expect(
    clippy::indexing_slicing,
    reason = "the kernels index the lane and word arrays their safe callers allocate: LANES lanes, one 64-bit word per 64 values of 16-bit (or 512 compressed) values; never user data"
)]

use super::CANDIDATES;

/// 32 values `ring[(start + j) & rmask]`, `j = 0..32`, as a pointer to contiguous
/// memory: into `ring` where the run does not wrap, else into `tmp`, filled with it.
#[inline(always)]
pub(super) fn run32<T: Copy>(
    ring: &[T],
    rmask: usize,
    start: usize,
    tmp: &mut [T; 32],
) -> *const T {
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

/// 64 bytes `ring[(start + j) & (len − 1)]`, `j = 0..64`, contiguous (as [`run32`]).
#[inline(always)]
pub(super) fn run64(ring: &[u8], start: usize, tmp: &mut [u8; 64]) -> *const u8 {
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

/// The 8 bytes `ring[(s + j) & cmask]`, `j = 0..8`, as a little-endian word (`s` is
/// already masked; `cmask` = the ring's length − 1).
#[inline(always)]
pub(super) fn word8(ring: &[u8], s: usize, cmask: usize) -> u64 {
    match ring.get(s..s + 8) {
        Some(b) => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
        None => (0..8).fold(0u64, |w, j| w | u64::from(ring[(s + j) & cmask]) << (8 * j)),
    }
}

/// Bits `a..a + 64` of a bitset.
#[inline(always)]
pub(super) fn bits64(set: &[u64], a: usize) -> u64 {
    let (w, s) = (a / 64, a % 64);
    if s == 0 {
        set[w]
    } else {
        (set[w] >> s) | (set[w + 1] << (64 - s))
    }
}

/// One-hot rows of the values 0..512, shifted by one: row `x + 1` is `{x}`, row 0 is
/// empty (the padding of packed lists lands there).
#[repr(C, align(64))]
pub(super) struct Rows(pub(super) [[u64; 8]; 513]);

/// The rows ([`Rows`]): 64 bytes each, 64-byte aligned.
pub(super) static ROWS: Rows = {
    let mut t = [[0u64; 8]; 513];
    let mut i = 1;
    while i < 513 {
        t[i][(i - 1) / 64] = 1 << ((i - 1) % 64);
        i += 1;
    }
    Rows(t)
};

/// Steps of 32 options per batch of the 16-bit searches (256 options a batch).
pub(super) const BATCH: usize = 8;

/// Byte controls that pack bytes (x86-64: a `pshufb` control, `vpcompressb` at 64 bits;
/// aarch64: a `tbl` control): entry `m` moves byte `i` of 8, for each bit `i` of `m`, to
/// the next place from 0; the rest hold 0x80, which both instructions read as zero (its
/// top bit; an index out of the table).
#[repr(C, align(64))]
pub(super) struct Compress8(pub(super) [[u8; 8]; 256]);

/// The controls of [`Compress8`].
pub(super) static COMPRESS8: Compress8 = {
    let mut t = [[0x80u8; 8]; 256];
    let mut m = 0;
    while m < 256 {
        let (mut i, mut k) = (0, 0);
        while i < 8 {
            if m >> i & 1 == 1 {
                t[m][k] = i as u8;
                k += 1;
            }
            i += 1;
        }
        m += 1;
    }
    Compress8(t)
};

/// Byte controls that pack 16-bit words (x86-64: `vpcompressw` at 128 bits): entry `m`
/// moves word `i` of 8, for each bit `i` of `m`, to the next place from 0; the rest are
/// zeroed (0x80, as in [`Compress8`]).
#[repr(C, align(64))]
pub(super) struct Compress16(pub(super) [[u8; 16]; 256]);

/// The controls of [`Compress16`].
pub(super) static COMPRESS16: Compress16 = {
    let mut t = [[0x80u8; 16]; 256];
    let mut m = 0;
    while m < 256 {
        let (mut i, mut k) = (0, 0);
        while i < 8 {
            if m >> i & 1 == 1 {
                t[m][2 * k] = 2 * i as u8;
                t[m][2 * k + 1] = 2 * i as u8 + 1;
                k += 1;
            }
            i += 1;
        }
        m += 1;
    }
    Compress16(t)
};

/// Takes the hits of one step of 32 options out of `want`, lowest option first: bit `i`
/// of `hits` says option `buf[i]` may be in the set (a value `v` is bit `v & 15` of word
/// `v >> 4`; a value past the set's words is in none). `missing` counts the values left in
/// `want`; returns the option `i` that empties it, if one does.
#[inline(always)]
pub(super) fn take_hits<const N: usize>(
    mut hits: u32,
    buf: &[u16; 32],
    want: &mut [u16; N],
    missing: &mut u32,
) -> Option<usize> {
    while hits != 0 {
        let i = hits.trailing_zeros() as usize;
        hits &= hits - 1;
        let v = buf[i];
        let (w, bit) = (usize::from(v >> 4), 1u16 << (v & 15));
        if let Some(word) = want.get_mut(w)
            && *word & bit != 0
        {
            *word &= !bit;
            *missing -= 1;
            if *missing == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The offset in the batch `xs` of the option at which the set `want` empties, for a
/// batch known to empty it: its packed list of hits (`list`: each option + 1, in the
/// order of the batch) replayed for the value that completes the set, then that value's
/// first place in the batch.
#[inline(always)]
#[expect(
    clippy::expect_used,
    reason = "the batch was found to hold the value that empties the set"
)]
pub(super) fn replay(mut want: [u16; 32], list: &[u16], xs: &[u16]) -> usize {
    let mut left: u32 = want.iter().map(|x| x.count_ones()).sum();
    let mut last = 0u16;
    for &e in list {
        last = e - 1;
        let (i, bit) = (usize::from(last >> 4), 1u16 << (last & 15));
        if want[i] & bit != 0 {
            want[i] &= !bit;
            left -= 1;
            if left == 0 {
                break;
            }
        }
    }
    xs.iter()
        .position(|&x| x == last)
        .expect("the value is in the batch")
}

/// The first missing values of a 256-bit set (for
/// [`RareBlock::freeze`](super::RareBlock::freeze)): the zeros of each word in turn,
/// lowest first, until [`CANDIDATES`] are found, and how many there are.
#[inline(always)]
pub(super) fn first_zeros(set: &[u64; 4]) -> ([u8; CANDIDATES], u8) {
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
