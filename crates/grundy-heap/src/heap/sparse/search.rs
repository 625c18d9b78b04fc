//! Step 4 of a value: the early-exit enumeration of the splits `a + (m − a)` by
//! increasing `a` until every missing rare value below `c` has appeared (portable, or
//! with the [vector kernels](crate::heap::vector)), and what one attempt at `G(n)` gives.

#![expect(
    clippy::indexing_slicing,
    reason = "indices are heap sizes below n, the number of values the engine has computed, and values below 2^vbits, the width of its bitsets; ring indices are masked by a power of two minus one"
)]

use super::moves::{Moves, Split};
use crate::heap::vector::{self, FewTargets, RareBlock};

/// What one attempt at `G(n)` gave.
pub(super) enum Attempt {
    /// The value, and the depth the early exit needed (0 if none).
    Value { v: usize, depth: u64 },
    /// The enumeration needs `G(a)` beyond the stored prefix.
    NeedPrefix { a: u64 },
}

/// Scratch space of the early-exit search: a byte per value marking the rare values
/// still missing (all zero between searches), and their list.
#[derive(Debug, Clone)]
pub(super) struct Scratch {
    want: Box<[u8; 1 << 16]>,
    targets: Vec<u16>,
}

impl Default for Scratch {
    #[expect(
        clippy::expect_used,
        reason = "a boxed slice of 2^16 bytes is a [u8; 2^16]"
    )]
    fn default() -> Scratch {
        Scratch {
            want: vec![0u8; 1 << 16]
                .into_boxed_slice()
                .try_into()
                .expect("2^16 bytes"),
            targets: Vec::new(),
        }
    }
}

/// Targets below this bound are sought by [`vector::search_wide`].
const WIDE_LIMIT: usize = 4096;

/// Step 4: enumerates the splits `a + (m − a)` by increasing `a` (in chunks, every split
/// move per chunk) up to the stored prefix, until every missing rare value below `c`
/// has appeared; returns the attempt. `simd`: every value is below 512 and the vector
/// kernels run ([`vector::search`]); `wide`: the vector kernels run, for targets below
/// 4096 whatever the values ([`vector::search_wide`]).
#[allow(clippy::too_many_arguments)]
pub(super) fn enumerate(
    seen: &mut [u64],
    c: Option<usize>,
    missing: u64,
    mv: &Moves,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    n: usize,
    scratch: &mut Scratch,
    simd: bool,
    wide: bool,
    lane8: Option<&mut RareBlock>,
) -> Attempt {
    if missing == 0 {
        #[expect(
            clippy::expect_used,
            reason = "the caller passes c whenever nothing is missing"
        )]
        let v = c.expect("no missing value without c");
        return Attempt::Value { v, depth: 0 };
    }
    // The targets: unmarked values below c (all below 2^16 without c, where no value
    // is common and the search must run to the end).
    let limit = c.unwrap_or(1 << 16).min(1 << 16);
    if simd && limit <= 512 {
        return search_vector(seen, c, limit, mv, prefix, ring, rmask, n, lane8);
    }
    if wide && limit <= WIDE_LIMIT {
        return search_wide(seen, c, limit, mv, prefix, ring, rmask, n);
    }
    let Scratch { want, targets } = scratch;
    targets.clear();
    for (i, &w) in seen.iter().enumerate().take(limit.div_ceil(64)) {
        let mut free = !w;
        while free != 0 {
            let v = i * 64 + free.trailing_zeros() as usize;
            free &= free - 1;
            if v < limit {
                want[v] = 1;
                targets.push(v as u16);
            }
        }
    }
    let mut left_to_find = targets.len();
    let result = search(
        seen,
        c,
        &mut left_to_find,
        mv,
        prefix,
        ring,
        rmask,
        n,
        want,
        targets,
    );
    for &t in targets.iter() {
        want[usize::from(t)] = 0;
    }
    result
}

/// The scan of [`enumerate`]; `want` marks the values still missing, of `targets`. Once
/// at most [`FewTargets::MAX`] are missing, where the vector kernels run, the options are
/// tested against them by [`vector::first_target`] (four byte lookups per option, 32
/// options a step) instead of a load of `want` each.
#[allow(clippy::too_many_arguments)]
fn search(
    seen: &mut [u64],
    c: Option<usize>,
    missing: &mut usize,
    mv: &Moves,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    n: usize,
    want: &mut [u8; 1 << 16],
    targets: &[u16],
) -> Attempt {
    let few_kernel = vector::few_available();
    let remaining = |want: &[u8; 1 << 16]| {
        FewTargets::new(
            targets
                .iter()
                .copied()
                .filter(|&t| want[usize::from(t)] != 0),
        )
    };
    let mut few: Option<FewTargets> = None;
    let bound = |sp: &Split| split_bound(sp, n);
    let amax = mv.split.iter().map(bound).max().unwrap_or(0);
    let available = amax.min(prefix.len().saturating_sub(1));
    const CHUNK: usize = 256;
    let mut a0 = 1;
    while a0 <= available {
        let a1 = (a0 + CHUNK - 1).min(available);
        for sp in &mv.split {
            let hi = a1.min(bound(sp));
            if hi < a0 {
                continue;
            }
            let m = n - sp.k;
            if few.is_none() && few_kernel && *missing <= FewTargets::MAX {
                few = remaining(want);
            }
            if let Some(set) = few.as_mut() {
                let mut a = a0;
                while let Some(i) = vector::first_target(prefix, ring, rmask, m, a, hi, set) {
                    let v = prefix[i] ^ ring[(m - i) & rmask];
                    if let Some(done) = take(v, i, want, seen, missing, c) {
                        return done;
                    }
                    *set = set.without(v);
                    a = i + 1;
                }
                continue;
            }
            // The options of this chunk, computed in one vectorisable pass.
            let left = &prefix[a0..=hi];
            let (top, bottom) = ((m - a0) & rmask, (m - hi) & rmask);
            let mut xs = [0u16; CHUNK];
            let xs = &mut xs[..left.len()];
            if bottom <= top {
                let right = &ring[bottom..=top];
                for (x, (l, r)) in xs.iter_mut().zip(left.iter().zip(right.iter().rev())) {
                    *x = l ^ r;
                }
            } else {
                for (i, (x, l)) in xs.iter_mut().zip(left).enumerate() {
                    *x = l ^ ring[(m - a0 - i) & rmask];
                }
            }
            // Most groups of 16 hold no missing value: test each with one OR.
            for (g, group) in xs.chunks(16).enumerate() {
                if !any_wanted(group, want) {
                    continue;
                }
                for (j, &v) in group.iter().enumerate() {
                    if want[usize::from(v)] != 0
                        && let Some(done) = take(v, a0 + 16 * g + j, want, seen, missing, c)
                    {
                        return done;
                    }
                }
            }
        }
        a0 = a1 + 1;
    }
    exhausted(seen, available, amax)
}

/// Takes the missing value `v`, the option of split `a`, out of `want` into `seen`: the
/// attempt's answer `c` (at depth `a`) if it was the last one missing and `c` is known.
#[inline(always)]
fn take(
    v: u16,
    a: usize,
    want: &mut [u8; 1 << 16],
    seen: &mut [u64],
    missing: &mut usize,
    c: Option<usize>,
) -> Option<Attempt> {
    want[usize::from(v)] = 0;
    seen[usize::from(v >> 6)] |= 1u64 << (v & 63);
    *missing -= 1;
    match c {
        Some(c) if *missing == 0 => Some(Attempt::Value {
            v: c,
            depth: a as u64,
        }),
        _ => None,
    }
}

/// Whether any value of `group` (at most 16) is marked in `want`: the bytes ORed into
/// four accumulators, so that the independent loads do not wait on one chain of ORs.
#[inline(always)]
fn any_wanted(group: &[u16], want: &[u8; 1 << 16]) -> bool {
    let at = |v: u16| want[usize::from(v)];
    match <&[u16; 16]>::try_from(group) {
        Ok(g) => {
            let mut acc = [0u8; 4];
            for quad in g.chunks_exact(4) {
                for (a, &v) in acc.iter_mut().zip(quad) {
                    *a |= at(v);
                }
            }
            u32::from_ne_bytes(acc) != 0
        }
        Err(_) => group.iter().any(|&v| at(v) != 0),
    }
}

/// The end of an enumeration that did not exit early: more prefix needed if it stopped
/// short of `amax`, else `G(n)` is the smallest value not in `seen` (a new rare value).
fn exhausted(seen: &[u64], available: usize, amax: usize) -> Attempt {
    if available < amax {
        return Attempt::NeedPrefix {
            a: available as u64 + 1,
        };
    }
    Attempt::Value {
        v: mex_of(seen),
        depth: 0,
    }
}

/// The smallest value not in `seen`.
fn mex_of(seen: &[u64]) -> usize {
    (0..seen.len())
        .find(|&i| seen[i] != u64::MAX)
        .map_or(seen.len() * 64, |i| {
            i * 64 + seen[i].trailing_ones() as usize
        })
}

/// The split bound of [`search`]: the largest `a` of the splits `a + (n − k − a)`.
#[inline]
pub(super) fn split_bound(sp: &Split, n: usize) -> usize {
    if n < sp.k + 2 {
        0
    } else {
        (n - sp.k - usize::from(sp.distinct)) / 2
    }
}

/// [`search`] with the vector kernel ([`vector::search`]): the same enumeration order,
/// so the same value and depth; every value below 512 and the targets below `limit`
/// (≤ 512).
#[allow(clippy::too_many_arguments)]
fn search_vector(
    seen: &mut [u64],
    c: Option<usize>,
    limit: usize,
    mv: &Moves,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    n: usize,
    mut lane8: Option<&mut RareBlock>,
) -> Attempt {
    search_by_kernel::<32>(seen, c, limit, mv, prefix, n, |m, a0, hi, want| match lane8
        .as_deref_mut()
    {
        Some(block) => block.search_lane(prefix, ring, rmask, m, a0, hi, want),
        None => vector::search(prefix, ring, rmask, m, a0, hi, want),
    })
}

/// [`search`] with the wide vector kernel ([`vector::search_wide`]): the same enumeration
/// order, so the same value and depth; the targets below `limit` (≤ [`WIDE_LIMIT`]).
#[allow(clippy::too_many_arguments)]
fn search_wide(
    seen: &mut [u64],
    c: Option<usize>,
    limit: usize,
    mv: &Moves,
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    n: usize,
) -> Attempt {
    search_by_kernel::<256>(seen, c, limit, mv, prefix, n, |m, a0, hi, want| {
        vector::search_wide(prefix, ring, rmask, m, a0, hi, want, limit)
    })
}

/// The enumeration both vector searches share: the targets still missing below `limit`
/// as `W` words of 16 bits, the split options `a0..=hi` of each move (in chunks of 256
/// when there are several moves, so the order is the scalar search's), `kernel(m, a0, hi,
/// want)` clearing the targets it finds and returning the first `a` that reaches `c`.
#[inline(always)]
fn search_by_kernel<const W: usize>(
    seen: &mut [u64],
    c: Option<usize>,
    limit: usize,
    mv: &Moves,
    prefix: &[u16],
    n: usize,
    mut kernel: impl FnMut(usize, usize, usize, &mut [u16; W]) -> Option<usize>,
) -> Attempt {
    let mut want = [0u16; W];
    for (i, &s) in seen.iter().enumerate().take(limit.div_ceil(64)) {
        let below = if limit >= (i + 1) * 64 {
            u64::MAX
        } else {
            (1u64 << (limit - i * 64)) - 1
        };
        let free = !s & below;
        for q in 0..4 {
            want[4 * i + q] = (free >> (16 * q)) as u16;
        }
    }
    let initial = want;
    let amax = mv
        .split
        .iter()
        .map(|sp| split_bound(sp, n))
        .max()
        .unwrap_or(0);
    let available = amax.min(prefix.len().saturating_sub(1));
    // With one split move the options come simply in the order a = 1, 2, …: one call.
    let chunk = if mv.split.len() == 1 {
        usize::MAX / 2
    } else {
        256
    };
    let mut a0 = 1;
    while a0 <= available {
        let a1 = a0.saturating_add(chunk - 1).min(available);
        for sp in &mv.split {
            let hi = a1.min(split_bound(sp, n));
            if hi < a0 {
                continue;
            }
            if let (Some(a), Some(c)) = (kernel(n - sp.k, a0, hi, &mut want), c) {
                return Attempt::Value {
                    v: c,
                    depth: a as u64,
                };
            }
        }
        a0 = a1 + 1;
    }
    for (i, (&w0, &w1)) in initial.iter().zip(&want).enumerate() {
        let found = u64::from(w0 & !w1);
        if found != 0 {
            seen[i / 4] |= found << (16 * (i % 4));
        }
    }
    exhausted(seen, available, amax)
}
