//! Winning moves of Moore's Nim_k: one built greedily from the top bit
//! ([`constructive_move`]), and every one of them counted and the first listed
//! ([`winning_moves`]: a dynamic programme per set of at most `k` heaps, refused with
//! [`TooManyMoves`] beyond its limits).

#![expect(
    clippy::indexing_slicing,
    reason = "heaps and the touched flags are indexed by heap numbers below heaps.len(), bits below the widest heap's bit length, and the programme's layers are sized to k + 1"
)]

use super::columns::{column_counts, modulus, outcome};
use crate::component::HeapChange;
use crate::nat::{self, Nat};
use crate::outcome::Outcome;
use num_traits::{One, Zero};
use serde::Serialize;
use thiserror::Error;

/// One winning move built by the greedy top-bit-first construction (seed article 000),
/// or `None` at a P-position.
///
/// A set of "touched" heaps (at most `k`) is kept; a touched heap was already made
/// smaller at a higher bit, so its lower bits are free. For each bit `b` from the top,
/// with `c` the number of untouched heaps having bit `b` set, `r = c mod (k+1)` and `m`
/// touched heaps:
/// - `r = 0`: bit `b` of every touched heap becomes 0;
/// - `r ≠ 0`, `r + m ≤ k`: the first `r` (by index) untouched heaps with bit `b` set
///   become touched (bit `b` and all below cleared), and bit `b` of every touched heap
///   becomes 0;
/// - `r + m > k`: bit `b` becomes 1 in the first `k + 1 − r` touched heaps (by index) and
///   0 in the others.
///
/// The result lists the changed heaps in increasing index order; each strictly
/// decreases, at most `k` change, and the position reached is P.
///
/// ```
/// use grundy::games::moore::constructive_move;
/// use grundy::Nat;
/// let h = |v: &[u32]| v.iter().map(|&x| Nat::from(x)).collect::<Vec<_>>();
/// let apply = |heaps: &[u32], k| {
///     let mut after = h(heaps);
///     for c in constructive_move(k, &h(heaps)).unwrap() {
///         after[c.heap] = c.to;
///     }
///     after
/// };
/// assert_eq!(apply(&[1, 2, 4], 2), h(&[1, 1, 1]));
/// assert_eq!(apply(&[5, 6, 7, 1], 2), h(&[5, 5, 4, 1]));
/// assert_eq!(apply(&[3, 4, 5], 1), h(&[1, 4, 5])); // Nim
/// assert!(constructive_move(2, &h(&[5, 5, 5])).is_none());
/// ```
pub fn constructive_move(k: u32, heaps: &[Nat]) -> Option<Vec<HeapChange>> {
    if outcome(k, heaps) == Outcome::P {
        return None;
    }
    let m = modulus(k);
    let width = heaps.iter().map(|h| h.bits()).max().unwrap_or(0);
    // Touched heaps, in increasing index order, with the value built so far.
    let mut touched: Vec<(usize, Nat)> = Vec::new();
    // Whether heap i is touched (a flag, not a search of `touched`: that was O(n·k) per bit).
    let mut is_touched = vec![false; heaps.len()];
    for b in (0..width).rev() {
        let mut c = 0u64;
        let mut candidates: Vec<usize> = Vec::new();
        for (i, h) in heaps.iter().enumerate() {
            if h.bit(b) && !is_touched[i] {
                c += 1;
                candidates.push(i);
            }
        }
        let r = c % m;
        let mt = touched.len() as u64;
        if r == 0 {
            // Every touched heap gets 0 here: nothing to set.
        } else if r + mt <= u64::from(k) {
            for &i in candidates.iter().take(r as usize) {
                // Keep the bits above b, clear b and everything below.
                let high = (&heaps[i] >> (b + 1)) << (b + 1);
                touched.push((i, high));
                is_touched[i] = true;
            }
            touched.sort_by_key(|&(i, _)| i);
        } else {
            let ones = (m - r) as usize;
            for (_, value) in touched.iter_mut().take(ones) {
                value.set_bit(b, true);
            }
        }
    }
    Some(
        touched
            .into_iter()
            .map(|(i, to)| HeapChange::new(i, heaps[i].clone(), to))
            .collect(),
    )
}

/// Every winning move of a Moore's Nim_k position, counted in full, the first few listed.
///
/// ```
/// use grundy::games::moore::winning_moves;
/// let heaps = [1u32, 2, 4].map(grundy::Nat::from);
/// let moves = winning_moves(2, &heaps, 10).unwrap();
/// assert_eq!(moves.count, 1u32.into());
/// assert!(moves.complete);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MooreMoves {
    /// How many winning moves there are (all of them).
    #[serde(with = "nat::json")]
    pub count: Nat,
    /// The first winning moves (at most the `limit` asked for). Each move lists the heaps
    /// it changes in increasing index order, each strictly decreased. Moves come grouped
    /// by the set of heaps they change: smaller sets first, then sets in lexicographic
    /// order of heap indices; within a set, in a fixed (deterministic) order.
    pub moves: Vec<Vec<HeapChange>>,
    /// True when [`moves`](MooreMoves::moves) lists every winning move.
    pub complete: bool,
}

/// Why [`winning_moves`] declined to enumerate the winning moves.
///
/// ```
/// use grundy::games::moore::{winning_moves, TooManyMoves};
/// use grundy::Nat;
/// let heaps = vec![Nat::from(1u32) << 5000usize];
/// assert!(matches!(winning_moves(1, &heaps, 1), Err(TooManyMoves::TooManyBits { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum TooManyMoves {
    /// There are too many sets of heaps a move could change.
    TooManySubsets {
        /// A lower bound on C(n,1)+…+C(n,k) for the n non-empty heaps: the partial sum
        /// C(n,1)+…+C(n,j) for the first `j` that passes the limit (the whole sum can
        /// have thousands of digits, and computing it took time cubic in n).
        subsets: Nat,
        /// The `k` of Nim_k.
        k: u32,
        /// The number of non-empty heaps.
        heaps: usize,
        /// [`MAX_SUBSETS`].
        limit: u64,
    },
    /// The heaps are too large (in bits) for the column-by-column search.
    TooManyBits {
        /// The bit length of the largest heap.
        bits: u64,
        /// [`MAX_BITS`].
        limit: u64,
    },
    /// The search needed more elementary steps than its limit.
    TooMuchWork {
        /// [`MAX_WORK`].
        limit: u64,
    },
}

impl crate::i18n::errors::Localized for TooManyMoves {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::TooManySubsets {
                subsets,
                k,
                heaps,
                limit,
            } => t!(
                lang,
                "err-moore-too-many-subsets",
                subsets = subsets,
                k = *k,
                heaps = *heaps,
                limit = *limit
            ),
            Self::TooManyBits { bits, limit } => t!(
                lang,
                "err-moore-too-many-bits",
                bits = *bits,
                limit = *limit
            ),
            Self::TooMuchWork { limit } => t!(lang, "err-moore-too-much-work", limit = *limit),
        }
    }
}
grundy_core::localized_error!(TooManyMoves);

/// [`winning_moves`] refuses positions with more than this many sets of heaps to try.
///
/// ```
/// assert_eq!(grundy::games::moore::MAX_SUBSETS, 1_000_000);
/// ```
pub const MAX_SUBSETS: u64 = 1_000_000;

/// [`winning_moves`] refuses heaps of more than this many bits.
///
/// ```
/// assert_eq!(grundy::games::moore::MAX_BITS, 1024);
/// ```
pub const MAX_BITS: u64 = 1024;

/// [`winning_moves`] stops with [`TooManyMoves::TooMuchWork`] past this many steps.
///
/// ```
/// assert_eq!(grundy::games::moore::MAX_WORK, 100_000_000);
/// ```
pub const MAX_WORK: u64 = 100_000_000;

/// `C(n, r)`.
fn binomial(n: u64, r: u64) -> Nat {
    let mut acc = Nat::one();
    for i in 0..r {
        acc = acc * Nat::from(n - i) / Nat::from(i + 1);
    }
    acc
}

/// The dynamic programme for one set `t` of heaps (see [`winning_moves`]).
struct SubsetDp<'a> {
    heaps: Vec<&'a Nat>,
    /// Required number of ones among the new sizes, per bit (LSB-first).
    need: Vec<u64>,
    /// `layers[b][mask]`: completions for bits `b-1..0` (layer 0 is the end state).
    layers: Vec<Vec<Nat>>,
    binom: Vec<Vec<Nat>>,
}

impl<'a> SubsetDp<'a> {
    fn ones_mask(&self, b: u64) -> usize {
        self.heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| h.bit(b))
            .fold(0, |m, (t, _)| m | (1 << t))
    }

    /// Builds every layer; returns the number of moves, or `None` past the work limit.
    fn run(&mut self, work: &mut u64) -> Option<Nat> {
        let j = self.heaps.len();
        let full = (1usize << j) - 1;
        let width = self.need.len();
        let mut layer = vec![Nat::zero(); full + 1];
        layer[0] = Nat::one();
        self.layers.push(layer);
        for b in 0..width {
            let ones = self.ones_mask(b as u64);
            let r = self.need[b] as usize;
            let prev = &self.layers[b];
            let mut next = vec![Nat::zero(); full + 1];
            for (mask, slot) in next.iter_mut().enumerate() {
                let a = mask & ones;
                let z = mask & !ones;
                let free = (full & !mask).count_ones() as usize;
                // Iterate over subsets ya of a.
                let mut ya = a;
                loop {
                    *work += 1;
                    let used = ya.count_ones() as usize;
                    if used <= r && r - used <= free {
                        let p = &prev[z | ya];
                        if !p.is_zero() {
                            *slot += &self.binom[free][r - used] * p;
                        }
                    }
                    if ya == 0 {
                        break;
                    }
                    ya = (ya - 1) & a;
                }
            }
            if *work > MAX_WORK {
                return None;
            }
            self.layers.push(next);
        }
        Some(self.layers[width][full].clone())
    }

    /// Lists moves, appending to `out` until it holds
    /// `limit` entries.
    fn enumerate(&self, limit: usize, out: &mut Vec<Vec<Nat>>) {
        let j = self.heaps.len();
        let full = (1usize << j) - 1;
        let mut values = vec![Nat::zero(); j];
        self.walk(self.need.len(), full, &mut values, limit, out);
    }

    fn walk(
        &self,
        level: usize,
        mask: usize,
        values: &mut Vec<Nat>,
        limit: usize,
        out: &mut Vec<Vec<Nat>>,
    ) {
        if out.len() >= limit {
            return;
        }
        if level == 0 {
            out.push(values.clone());
            return;
        }
        let b = level - 1;
        let j = self.heaps.len();
        let full = (1usize << j) - 1;
        let ones = self.ones_mask(b as u64);
        let r = self.need[b] as usize;
        let forbidden = mask & !ones;
        // Every set y of heaps that get a 1 here: |y| = r, no forbidden heap (a heap still
        // equal to its old size cannot get a 1 where the old size has a 0).
        let ys = (0..=full).filter(|&y| y & forbidden == 0 && y.count_ones() as usize == r);
        for y in ys {
            // Still equal: equal before and a 1 kept where the old size has one, or a 0 where
            // it has a 0.
            let new_mask = (mask & y) | forbidden;
            if self.layers[b][new_mask].is_zero() {
                continue;
            }
            for (t, v) in values.iter_mut().enumerate() {
                v.set_bit(b as u64, (y >> t) & 1 == 1);
            }
            self.walk(level - 1, new_mask, values, limit, out);
            if out.len() >= limit {
                return;
            }
        }
    }
}

/// Every winning move of Moore's Nim_k at `heaps`: all of them counted (exactly, as a
/// [`Nat`]), the first `limit` listed.
///
/// Method: a move is fixed by the set `T` of heaps it changes (1 ≤ |T| ≤ k, each strictly
/// decreased) and their new sizes, so moves with different `T` are different and none is
/// counted twice. For each `T`, with the other heaps fixed, column `b` needs exactly
/// `r_b = (−c_b) mod (k+1)` of the new sizes to have bit `b` set (`c_b` counting the
/// heaps outside `T`); a dynamic programme over the bits from the top, whose state is the
/// set of heaps of `T` still equal to their old size so far, counts the ways (every heap
/// must end strictly smaller) and then lists them.
///
/// Refuses ([`TooManyMoves`]) positions with more than [`MAX_SUBSETS`] sets `T`, heaps
/// of more than [`MAX_BITS`] bits, or a search longer than [`MAX_WORK`] steps.
///
/// ```
/// use grundy::games::moore::winning_moves;
/// use grundy::Nat;
/// let h = |v: &[u32]| v.iter().map(|&x| Nat::from(x)).collect::<Vec<_>>();
/// // Nim_2 at (1, 2, 3): the winning moves.
/// let all = winning_moves(2, &h(&[1, 2, 3]), 100).unwrap();
/// assert!(all.complete);
/// assert_eq!(all.count, Nat::from(all.moves.len()));
/// for m in &all.moves {
///     let mut after = h(&[1, 2, 3]);
///     for c in m {
///         after[c.heap] = c.to.clone();
///     }
///     assert_eq!(grundy::games::moore::outcome(2, &after), grundy::Outcome::P);
/// }
/// // A P-position has none.
/// assert_eq!(winning_moves(2, &h(&[5, 5, 5]), 10).unwrap().count, Nat::from(0u32));
/// ```
pub fn winning_moves(k: u32, heaps: &[Nat], limit: usize) -> Result<MooreMoves, TooManyMoves> {
    let empty = MooreMoves {
        count: Nat::zero(),
        moves: Vec::new(),
        complete: true,
    };
    let width = heaps.iter().map(|h| h.bits()).max().unwrap_or(0);
    if width > MAX_BITS {
        return Err(TooManyMoves::TooManyBits {
            bits: width,
            limit: MAX_BITS,
        });
    }
    if outcome(k, heaps) == Outcome::P {
        return Ok(empty);
    }
    let nonzero: Vec<usize> = (0..heaps.len()).filter(|&i| !heaps[i].is_zero()).collect();
    let n = nonzero.len() as u64;
    let max_size = u64::from(k).min(n);
    let mut subsets = Nat::zero();
    for j in 1..=max_size {
        subsets += binomial(n, j);
        if subsets > Nat::from(MAX_SUBSETS) {
            return Err(TooManyMoves::TooManySubsets {
                subsets,
                k,
                heaps: nonzero.len(),
                limit: MAX_SUBSETS,
            });
        }
    }
    let m = modulus(k);
    let counts = column_counts(heaps);
    let binom: Vec<Vec<Nat>> = (0..=max_size)
        .map(|a| (0..=a).map(|r| binomial(a, r)).collect())
        .collect();
    let mut work = 0u64;
    let mut total = Nat::zero();
    let mut moves: Vec<Vec<HeapChange>> = Vec::new();
    for j in 1..=max_size as usize {
        // Combinations of j positions in `nonzero`, in lexicographic order.
        let mut comb: Vec<usize> = (0..j).collect();
        loop {
            let t: Vec<usize> = comb.iter().map(|&c| nonzero[c]).collect();
            work += width * j as u64 + 1;
            // Needed ones per column; quick rejection when some column needs more than j,
            // or needs a one above the largest heap of t.
            let top = t.iter().map(|&i| heaps[i].bits()).max().unwrap_or(0);
            let mut need = Vec::with_capacity(width as usize);
            let mut feasible = true;
            for b in 0..width {
                let inside = t.iter().filter(|&&i| heaps[i].bit(b)).count() as u64;
                let others = counts[b as usize] - inside;
                let r = (m - others % m) % m;
                if r > j as u64 || (r > 0 && b >= top) {
                    feasible = false;
                    break;
                }
                need.push(r);
            }
            if feasible {
                let mut dp = SubsetDp {
                    heaps: t.iter().map(|&i| &heaps[i]).collect(),
                    need,
                    layers: Vec::new(),
                    binom: binom.clone(),
                };
                let count = dp
                    .run(&mut work)
                    .ok_or(TooManyMoves::TooMuchWork { limit: MAX_WORK })?;
                if !count.is_zero() {
                    if moves.len() < limit {
                        let mut found = Vec::new();
                        dp.enumerate(limit - moves.len(), &mut found);
                        for values in found {
                            moves.push(
                                t.iter()
                                    .zip(values)
                                    .map(|(&i, to)| HeapChange::new(i, heaps[i].clone(), to))
                                    .collect(),
                            );
                        }
                    }
                    total += count;
                }
            }
            if work > MAX_WORK {
                return Err(TooManyMoves::TooMuchWork { limit: MAX_WORK });
            }
            // Next combination.
            let mut pos = j;
            while pos > 0 && comb[pos - 1] == nonzero.len() - j + pos - 1 {
                pos -= 1;
            }
            if pos == 0 {
                break;
            }
            comb[pos - 1] += 1;
            for q in pos..j {
                comb[q] = comb[q - 1] + 1;
            }
        }
    }
    let complete = Nat::from(moves.len()) == total;
    Ok(MooreMoves {
        count: total,
        moves,
        complete,
    })
}
