//! The rare/common split: [`SparseMask`], the extended values it acts on, and its
//! automatic choice — a Walsh–Hadamard transform of the histogram of extended values
//! ([`rare_counts`]) gives, for every mask at once, how many positions it makes rare.

#![expect(
    clippy::indexing_slicing,
    reason = "the histogram has 2^(vbits + 1) entries (resize_bitsets, checked at restore) and the transform runs over a power-of-two length"
)]

use super::SparseEngine;
use serde::{Deserialize, Serialize};

/// A rare/common split: the XOR mask `M` over extended values `e = 2·v + ((n + s) mod 2)`
/// (bit 0 = the position-parity "domain" variant, bit `i + 1` = value bit `i`). A
/// position is rare when `popcount(e & M)` is even.
///
/// ```
/// use grundy_heap::heap::sparse::SparseMask;
/// let m = SparseMask::new(0b111_1110, false); // Grundy's game: ignore the lowest bit
/// assert_eq!(m.value_mask(), 0b111_1110);
/// assert!(!m.position_parity());
/// assert!(m.is_rare_value(1, 0)); // popcount(1 & m) = 0: even
/// assert!(!m.is_rare_value(2, 0));
/// assert!(SparseMask::ALL_RARE.is_rare_value(7, 1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SparseMask {
    /// The extended mask `M`.
    pub bits: u32,
}

impl SparseMask {
    /// The mask that makes every position rare: correct, and as slow as the naive engine.
    ///
    /// ```
    /// assert_eq!(grundy_heap::heap::sparse::SparseMask::ALL_RARE.bits, 0);
    /// ```
    pub const ALL_RARE: SparseMask = SparseMask { bits: 0 };

    /// The mask over values `value_mask`, with the position-parity variant if `parity`.
    ///
    /// ```
    /// use grundy_heap::heap::sparse::SparseMask;
    /// assert_eq!(SparseMask::new(0b11, true).bits, 0b111);
    /// ```
    pub fn new(value_mask: u32, parity: bool) -> SparseMask {
        SparseMask {
            bits: (value_mask << 1) | u32::from(parity),
        }
    }

    /// The mask over values.
    ///
    /// ```
    /// use grundy_heap::heap::sparse::SparseMask;
    /// assert_eq!(SparseMask::new(0x1ee, false).value_mask(), 0x1ee);
    /// ```
    pub fn value_mask(self) -> u32 {
        self.bits >> 1
    }

    /// True for the position-parity ("domain") variant.
    ///
    /// ```
    /// use grundy_heap::heap::sparse::SparseMask;
    /// assert!(SparseMask::new(1, true).position_parity());
    /// ```
    pub fn position_parity(self) -> bool {
        self.bits & 1 == 1
    }

    /// Whether value `v` is rare at a position with `(n + s) mod 2 = parity_bit`.
    ///
    /// ```
    /// use grundy_heap::heap::sparse::SparseMask;
    /// let m = SparseMask::new(1, true);
    /// assert!(m.is_rare_value(1, 1));
    /// assert!(!m.is_rare_value(1, 0));
    /// ```
    #[inline]
    pub fn is_rare_value(self, v: u16, parity_bit: u64) -> bool {
        self.class_of(extended(v, parity_bit)) == 0
    }

    /// 1 if the extended value `e` is common, 0 if rare.
    #[inline]
    pub(super) fn class_of(self, e: u32) -> u32 {
        (e & self.bits).count_ones() & 1
    }
}

/// The extended value `e = 2·v + parity_bit` of a position whose `(n + s) mod 2` is
/// `parity_bit`.
#[inline]
pub(super) fn extended(v: u16, parity_bit: u64) -> u32 {
    (u32::from(v) << 1) | (parity_bit & 1) as u32
}

impl SparseEngine {
    /// Rare count of every mask ([`rare_counts`] of the histogram); switches to the best
    /// mask if it makes fewer positions rare than the current one.
    pub(super) fn choose_mask(&mut self) {
        let size = 1usize << (self.vbits + 1);
        let counts = rare_counts(&self.hist[..size]);
        let parity_ok = self.moves.split_parity.is_some();
        let rare = |m: usize| counts[m];
        // Fewest rare positions, then no parity bit, then the smaller mask.
        let best = (1..size)
            .filter(|&m| m & 1 == 0 || parity_ok)
            .min_by_key(|&m| (rare(m), m & 1, m));
        let current = self.mask.bits as usize;
        let current_count = if current < size {
            rare(current)
        } else {
            i64::MAX
        };
        if let Some(best) = best
            && rare(best) < current_count
        {
            self.mask = SparseMask { bits: best as u32 };
            self.resize_bitsets();
            self.rebuild_rare();
        }
        let len = self.rare_pos.len() as u64;
        self.next_choose = len + (len / 8).max(1);
    }

    /// Rebuilds the rare list from the full value store.
    pub(super) fn rebuild_rare(&mut self) {
        debug_assert!(!self.windowed);
        self.rare_pos.clear();
        self.rare_val.clear();
        for (n, &v) in self.values.iter().enumerate().skip(1) {
            if self.is_rare(n as u64, v) {
                self.rare_pos.push(n as u64);
                self.rare_val.push(v);
            }
        }
    }
}

/// How many positions each extended mask makes rare, for every mask at once: `hist[e]`
/// counts the positions of extended value `e` (a power-of-two length), and entry `M` of
/// the result is the number of them with `popcount(e & M)` even. By a Walsh–Hadamard
/// transform: `H[M] = Σ hist[e]·(−1)^popcount(e & M)`, so the rare count is `(N + H[M]) / 2`.
///
/// The statistics of a finished sequence ([`crate::heap::stats`]) ask the same question
/// with the value counts split by the parity of `n`: `hist[2v + (n mod 2)]`, and mask
/// `2m` (values only) or `2m + 1` (with the parity of the position).
pub(crate) fn rare_counts(hist: &[u64]) -> Vec<i64> {
    let size = hist.len();
    debug_assert!(size.is_power_of_two(), "a histogram of 2^k extended values");
    let total: i64 = hist.iter().map(|&c| c as i64).sum();
    let mut h: Vec<i64> = hist.iter().map(|&c| c as i64).collect();
    let mut len = 1;
    while len < size {
        for block in (0..size).step_by(2 * len) {
            for i in block..block + len {
                let (x, y) = (h[i], h[i + len]);
                h[i] = x + y;
                h[i + len] = x - y;
            }
        }
        len *= 2;
    }
    for x in &mut h {
        *x = (total + *x) / 2;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rare_counts_equal_counting_by_hand() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for size in [1usize, 2, 8, 64, 512] {
            let hist: Vec<u64> = (0..size)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x % 50
                })
                .collect();
            let counts = rare_counts(&hist);
            for (m, &count) in counts.iter().enumerate() {
                let by_hand: u64 = (0..size)
                    .filter(|&e| (e & m).count_ones() % 2 == 0)
                    .map(|e| hist[e])
                    .sum();
                assert_eq!(count, by_hand as i64, "size {size}, mask {m}");
            }
        }
    }
}
