//! Fraenkel's a-Wythoff (Fraenkel 1982, "How to beat your Wythoff games' opponent on
//! three fronts", Amer. Math. Monthly 89): two heaps; take any positive number from one
//! heap, or `k ≥ 1` from one and `l ≥ 1` from the other with `|k − l| < a`. For `a = 1`
//! it is Wythoff's game.
//!
//! The P-positions are `(A_n, B_n)` and their mirror images, where
//! `A_n = mex{A_i, B_i : i < n}` and `B_n = A_n + a·n`; Fraenkel showed
//! `A_n = ⌊nα⌋`, `B_n = ⌊nβ⌋` with `α = (2 − a + √(a² + 4))/2` and `β = α + a`
//! (complementary Beatty sequences). Here `⌊nα⌋` is computed exactly with integers,
//! `⌊(isqrt(n²(a²+4)) − n(a − 2))/2⌋` (√(a²+4) is irrational for `a ≥ 1`), for heaps
//! up to 10¹⁸.
//!
//! ```
//! use grundy::games::wythoff::general::{p_pair, recurrence};
//! assert_eq!(recurrence(2, 5), [(0, 0), (1, 3), (2, 6), (4, 10), (5, 13)]);
//! assert_eq!(p_pair(2, 4), (5, 13));
//! ```

use crate::mex::mex;
use crate::nat::Nat;
use num_traits::ToPrimitive;

/// The largest `a` accepted by `wythoff(a)`.
pub const MAX_A: u64 = 1_000_000;

/// The most work (positions × moves) [`grundy_table`] may take.
pub const MAX_TABLE_WORK: u64 = 60_000_000;

/// `A_n = ⌊nα⌋`, exactly.
///
/// ```
/// use grundy::games::wythoff::general::lower;
/// assert_eq!((0..6).map(|n| lower(1, n)).collect::<Vec<_>>(), [0, 1, 3, 4, 6, 8]);
/// assert_eq!((0..6).map(|n| lower(3, n)).collect::<Vec<_>>(), [0, 1, 2, 3, 5, 6]);
/// ```
pub fn lower(a: u64, n: u64) -> u64 {
    let n = Nat::from(n);
    let d = Nat::from(a) * Nat::from(a) + Nat::from(4u8);
    let root = (&n * &n * d).sqrt();
    // ⌊(c + √D)/2⌋ = ⌊(c + ⌊√D⌋)/2⌋ for an integer c and an irrational √D.
    let value = if a >= 2 {
        (root - n * Nat::from(a - 2)) / Nat::from(2u8)
    } else {
        (root + n) / Nat::from(2u8)
    };
    value.to_u64().unwrap_or(u64::MAX)
}

/// The `n`-th P-position `(A_n, B_n)` (saturated at `u64::MAX`).
pub fn p_pair(a: u64, n: u64) -> (u64, u64) {
    let x = lower(a, n);
    (x, x.saturating_add(a.saturating_mul(n)))
}

/// The first `count` P-positions by the recurrence `A_n = mex{A_i, B_i : i < n}`,
/// `B_n = A_n + a·n` — what the formula is tested against.
pub fn recurrence(a: u64, count: usize) -> Vec<(u64, u64)> {
    let mut used = std::collections::BTreeSet::new();
    let mut out = Vec::with_capacity(count);
    let mut next = 0u64;
    for n in 0..count as u64 {
        while used.contains(&next) {
            next += 1;
        }
        let (x, y) = (next, next + a * n);
        used.insert(x);
        used.insert(y);
        out.push((x, y));
    }
    out
}

/// The largest `n ≤ hi` with `f(n) ≤ x` (`f` increasing, `f(0) = 0`).
fn last_at_most(x: u64, hi: u64, f: impl Fn(u64) -> u64) -> u64 {
    let (mut lo, mut hi) = (0u64, hi);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if f(mid) <= x {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// The other heap of the P-position holding `x` (each number is exactly one `A_n` or
/// one `B_n`; the partner of 0 is 0).
///
/// ```
/// use grundy::games::wythoff::general::partner;
/// assert_eq!(partner(2, 6), 2);
/// assert_eq!(partner(2, 4), 10);
/// ```
pub fn partner(a: u64, x: u64) -> u64 {
    let n = last_at_most(x, x, |n| lower(a, n));
    if lower(a, n) == x {
        return p_pair(a, n).1;
    }
    let m = last_at_most(x, x, |m| p_pair(a, m).1);
    p_pair(a, m).0
}

/// Whether `(x, y)` (either order) is a P-position.
///
/// ```
/// use grundy::games::wythoff::general::is_p_position;
/// assert!(is_p_position(2, 13, 5));
/// assert!(!is_p_position(2, 3, 5));
/// ```
pub fn is_p_position(a: u64, x: u64, y: u64) -> bool {
    let (lo, hi) = (x.min(y), x.max(y));
    let d = hi - lo;
    d.is_multiple_of(a) && p_pair(a, d / a) == (lo, hi)
}

/// Whether `(x, y) → (x', y')` is a move.
pub fn is_move(a: u64, from: (u64, u64), to: (u64, u64)) -> bool {
    let (k, l) = (from.0.checked_sub(to.0), from.1.checked_sub(to.1));
    match (k, l) {
        (Some(k), Some(l)) => match (k, l) {
            (0, 0) => false,
            (0, _) | (_, 0) => true,
            (k, l) => k.abs_diff(l) < a,
        },
        _ => false,
    }
}

/// Every P-position reachable from `(x, y)` in one move, sorted: the partner of one heap
/// (at most two single-heap moves), and the P-positions whose difference is within `a`
/// of the heaps' (at most four both-heap moves to check). Empty from a P-position.
///
/// ```
/// use grundy::games::wythoff::general::winning_targets;
/// assert_eq!(winning_targets(1, 4, 5), [(1, 2), (3, 5)]);
/// // a = 2: take 4 and 5 (they differ by 1 < 2), or 3 and 2 to (1, 3).
/// assert_eq!(winning_targets(2, 4, 5), [(0, 0), (1, 3)]);
/// ```
pub fn winning_targets(a: u64, x: u64, y: u64) -> Vec<(u64, u64)> {
    if is_p_position(a, x, y) {
        return Vec::new();
    }
    let mut to = Vec::new();
    let px = partner(a, x);
    if px < y {
        to.push((x, px));
    }
    let py = partner(a, y);
    if py < x {
        to.push((py, y));
    }
    // Both heaps, to (A_n, B_n) or (B_n, A_n): the difference a·n within a of |y − x|.
    let d = x.abs_diff(y);
    for n in [(d / a).saturating_sub(1), d / a, d / a + 1] {
        let (p, q) = p_pair(a, n);
        for t in [(p, q), (q, p)] {
            if is_move(a, (x, y), t) && t.0 != x && t.1 != y {
                to.push(t);
            }
        }
    }
    to.sort_unstable();
    to.dedup();
    to
}

/// The Grundy values `G(x, y)` for `x < rows`, `y < columns`, by dynamic programming;
/// `None` when that is more than [`MAX_TABLE_WORK`].
///
/// ```
/// use grundy::games::wythoff::general::grundy_table;
/// let t = grundy_table(2, 3, 7).unwrap();
/// assert_eq!((t[1][3], t[2][6]), (0, 0)); // the P-positions (1, 3) and (2, 6)
/// assert!(t[1][2] != 0);
/// ```
#[expect(
    clippy::indexing_slicing,
    reason = "g is rows × columns, allocated here, and every cell read is before the one being filled"
)]
pub fn grundy_table(a: u64, rows: usize, columns: usize) -> Option<Vec<Vec<u32>>> {
    let band = 2 * a.min(rows.max(columns) as u64) + 1;
    let work = (rows as u64)
        .saturating_mul(columns as u64)
        .saturating_mul((rows + columns) as u64 + rows.min(columns) as u64 * band);
    if work > MAX_TABLE_WORK {
        return None;
    }
    let a = usize::try_from(a).unwrap_or(usize::MAX);
    let mut g = vec![vec![0u32; columns]; rows];
    for x in 0..rows {
        for y in 0..columns {
            let mut options: Vec<u32> = (0..x).map(|i| g[i][y]).collect();
            options.extend((0..y).map(|j| g[x][j]));
            for k in 1..=x {
                let lo = k.saturating_sub(a - 1).max(1);
                let hi = k.saturating_add(a - 1).min(y);
                options.extend((lo..=hi).map(|l| g[x - k][y - l]));
            }
            g[x][y] = mex(options);
        }
    }
    Some(g)
}
