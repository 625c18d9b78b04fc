//! Steps 1–3 of a value: marking the options of `n` in the seen-bitset (whole heap, take,
//! equal splits, and the splits whose part is a rare position), then `c`, the smallest
//! unmarked common value, and how many rare values below it are still unmarked.

#![expect(
    clippy::indexing_slicing,
    reason = "indices are heap sizes below n, the number of values the engine has computed, and values below 2^vbits, the width of its bitsets (grown by resize_bitsets before any value is recorded); ring indices are masked by a power of two minus one"
)]

use super::moves::Moves;

/// Marks value `v` in a bitset.
#[inline(always)]
pub(super) fn set(seen: &mut [u64], v: u16) {
    seen[usize::from(v >> 6)] |= 1u64 << (v & 63);
}

/// Marks `G(r) ⊕ G(m − r)` for the rare `r` listed (`m − r ≥ 1`, `≠ r` if `DISTINCT`).
#[inline(always)]
fn rare_splits<const DISTINCT: bool>(
    seen: &mut [u64],
    rare_pos: &[u64],
    rare_val: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
) {
    for (&r, &gr) in rare_pos.iter().zip(rare_val) {
        let b = m - r as usize;
        if DISTINCT && b == r as usize {
            continue;
        }
        set(seen, gr ^ ring[b & rmask]);
    }
}

/// Marks the splits of every split move of `n` whose rare part has its index in the
/// rare list within `range(m)` (`m = n − k`), a sub-range of those with `r < m`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn mark_rare_splits(
    seen: &mut [u64],
    mv: &Moves,
    rare_pos: &[u64],
    rare_val: &[u16],
    ring: &[u16],
    rmask: usize,
    n: usize,
    range: impl Fn(usize) -> (usize, usize),
) {
    for sp in &mv.split {
        if n < sp.k + 2 {
            continue;
        }
        let m = n - sp.k;
        let (lo, hi) = range(m);
        let (pos, val) = (&rare_pos[lo..hi], &rare_val[lo..hi]);
        if sp.distinct {
            rare_splits::<true>(seen, pos, val, ring, rmask, m);
        } else {
            rare_splits::<false>(seen, pos, val, ring, rmask, m);
        }
    }
}

/// Marks the options of `n` that are not splits: removing the whole heap, taking, and
/// equal splits (value 0).
pub(super) fn mark_simple(seen: &mut [u64], mv: &Moves, ring: &[u16], rmask: usize, n: usize) {
    if mv.whole.get(n).copied().unwrap_or(false) {
        set(seen, 0);
    }
    for &k in &mv.take {
        if k >= n {
            break;
        }
        set(seen, ring[(n - k) & rmask]);
    }
    for &k in &mv.equal {
        if n >= k + 2 && (n - k) & 1 == 0 {
            set(seen, 0);
        }
    }
}

/// Step 2–3: `c` (the smallest unmarked common value, `None` if no value is common
/// here) and the number of unmarked rare values below it (`u64::MAX` without `c`).
/// Marks every value from `c` up, so that the enumeration needs one test per option.
pub(super) fn decide(seen: &mut [u64], common: &[u64]) -> (Option<usize>, u64) {
    let words = seen.len();
    let c = (0..words)
        .find(|&i| !seen[i] & common[i] != 0)
        .map(|i| i * 64 + (!seen[i] & common[i]).trailing_zeros() as usize);
    let Some(c) = c else {
        return (None, u64::MAX);
    };
    let (full, rest) = (c / 64, c % 64);
    let mut count: u64 = (0..full)
        .map(|i| u64::from((!seen[i] & !common[i]).count_ones()))
        .sum();
    let low = (1u64 << rest) - 1;
    count += u64::from((!seen[full] & !common[full] & low).count_ones());
    seen[full] |= !low;
    for w in &mut seen[full + 1..] {
        *w = u64::MAX;
    }
    (Some(c), count)
}

/// The index in the rare list of the first rare `r` whose partner `m − r` lies before
/// `n0` (the splits from there on read only values known before a block at `n0`).
#[inline]
pub(super) fn first_known_partner(rare_pos: &[u64], m: usize, n0: usize) -> usize {
    rare_pos.partition_point(|&r| (r as usize) < m.saturating_sub(n0) + 1)
}
