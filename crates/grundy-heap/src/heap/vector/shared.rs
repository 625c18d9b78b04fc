//! What the x86-64 kernels (`x86.rs`) and the aarch64 kernels (`aarch64.rs`) share: the
//! code that uses no instruction of either — contiguous runs of a ring, bits of a bitset,
//! the tables the kernels load from (one-hot rows, the byte controls that pack 8 bytes or 8
//! words), and the scalar steps around the vector loops (taking an option's hit out of the
//! set, the replay of a batch that empties it, the end of a search for a few values). Safe
//! code: the kernels make the raw loads from what it returns, and their comments account
//! for the bytes each load reads.
//!
//! Every function is `#[inline(always)]`: inlined into a kernel it is compiled with the
//! kernel's instruction sets, as the copies each kernel file held were.

#![expect(
    clippy::indexing_slicing,
    reason = "the kernels index the lane and word arrays their safe callers allocate: LANES lanes, one 64-bit word per 64 values of 16-bit (or 512 compressed) values; never user data"
)]

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

/// The most wanted values the compressed search of the AVX2 and NEON kernels compares one
/// by one ([`search8_few`]) instead of testing each option against the set, packing the
/// hits and folding them (at AVX2, Officers 2^21: the search 4–10 % faster than with one
/// value; three values the same, six or eight slower).
pub(super) const FEW: u32 = 4;

/// What a scan of [`search8_few`] found: the first chunk of 64 options (at `a`) in which
/// some of the values appear, bit `i` of `found` set where value `i` does, and the largest
/// of their first offsets in the chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FewHit {
    /// The chunk's first split.
    pub(super) a: usize,
    /// Bit `i` set where value `i` of the scan appears in the chunk.
    pub(super) found: u32,
    /// The largest first offset, in the chunk, of the values found.
    pub(super) first: usize,
}

/// The end of the compressed search once at most [`FEW`] values are wanted: `scan(a,
/// values)` compares each chunk of 64 options from `a` with every value (a compare per
/// value, no set test and no fold) and returns the first chunk with a usable hit, or
/// `Err(where it stopped)`; the values found leave and the scan goes on from the next
/// chunk with the rest, until none is left. Returns where it stopped and the `a` at
/// which `want` became empty, if it did (as the batch loops); `want` holds 1..=[`FEW`]
/// values and keeps those not found.
#[inline(always)]
pub(super) fn search8_few(
    mut a: usize,
    want: &mut [u64; 4],
    mut scan: impl FnMut(usize, &[u8]) -> Result<FewHit, usize>,
) -> (usize, Option<usize>) {
    let mut values = [0u8; FEW as usize];
    let mut k = 0usize;
    for (i, &word) in want.iter().enumerate() {
        let mut bits = word;
        while bits != 0 && k < values.len() {
            values[k] = (64 * i) as u8 + bits.trailing_zeros() as u8;
            bits &= bits - 1;
            k += 1;
        }
    }
    debug_assert!(
        k >= 1 && want.iter().map(|w| w.count_ones()).sum::<u32>() as usize == k,
        "1..=FEW values"
    );
    loop {
        match scan(a, &values[..k]) {
            Err(end) => {
                *want = [0; 4];
                for &v in &values[..k] {
                    want[usize::from(v / 64)] |= 1 << (v % 64);
                }
                return (end, None);
            }
            Ok(hit) => {
                let mut left = 0;
                for i in 0..k {
                    if hit.found >> i & 1 == 0 {
                        values[left] = values[i];
                        left += 1;
                    }
                }
                k = left;
                if k == 0 {
                    *want = [0; 4];
                    let at = hit.a + hit.first;
                    return (at + 1, Some(at));
                }
                a = hit.a + 64;
            }
        }
    }
}
