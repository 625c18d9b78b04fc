//! Statistics of a nim-sequence: the largest value, how often each value occurs, and the
//! rare/common ("sparse space") split — the mask under which the fewest positions are
//! rare, possibly depending on the parity of the position.
//!
//! A value `v` is *rare* under mask `m` when `popcount(v & m)` is even (in the parity
//! variant, when `popcount(v & m) + (n mod 2)` is even), *common* otherwise. The best mask
//! is found for all masks at once with a Walsh–Hadamard transform of the value counts
//! (for values of at most [`SPLIT_BITS`] bits).
//!
//! Values are `u64`: the heap engines' 16-bit values and the unbounded values of Lasker's
//! Nim and all-but games alike.

#![expect(
    clippy::indexing_slicing,
    reason = "values index counts grown to the largest value seen; parities are 0 or 1"
)]

use serde::Serialize;
use std::collections::BTreeMap;

/// Values below this are counted in a dense table, larger ones in a sparse map.
const DENSE_LIMIT: u64 = 1 << 20;

/// The rare/common split is computed when the largest value has at most this many bits
/// (a transform over `2^SPLIT_BITS` entries); beyond, `split` is `None`.
///
/// ```
/// assert_eq!(grundy_heap::heap::stats::SPLIT_BITS, 20);
/// ```
pub const SPLIT_BITS: u32 = 20;

/// Counts of each value, by the parity of the position: built as values arrive.
///
/// ```
/// use grundy_heap::heap::stats::Histogram;
/// let mut h = Histogram::default();
/// for (n, v) in [0u16, 1, 2, 3, 1, 4].into_iter().enumerate() {
///     h.add(n as u64, v);
/// }
/// let s = h.stats(&[0u16, 1, 2, 3, 1, 4], 10);
/// assert_eq!(s.count, 6);
/// assert_eq!(s.max_value, 4);
/// assert_eq!(s.frequencies[1].count, 2); // the value 1 occurs twice
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Deserialize, Serialize)]
pub struct Histogram {
    /// `counts[v]` = [occurrences at even n, occurrences at odd n], for `v` below
    /// `DENSE_LIMIT` (the only field saved in checkpoints, whose runs have 16-bit values).
    counts: Vec<[u64; 2]>,
    /// The same for larger values (runs with unbounded values are not checkpointed).
    #[serde(skip)]
    large: BTreeMap<u64, [u64; 2]>,
}

impl Histogram {
    /// Records `G(n) = v`.
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// let mut h = Histogram::default();
    /// h.add(0, 7u16);
    /// h.add(1, 1u64 << 40);
    /// assert_eq!(h.total(), 2);
    /// assert_eq!(h.stats(&[7u64, 1 << 40], 5).max_value, 1 << 40);
    /// ```
    pub fn add(&mut self, n: u64, v: impl Into<u64>) {
        let count = &mut self.slot(v.into())[(n & 1) as usize];
        *count = count.saturating_add(1);
    }

    /// Records `v` as the value of `even` positions `n` that are even and `odd` that are
    /// odd (what `even + odd` calls of [`Histogram::add`] record).
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// let mut h = Histogram::default();
    /// h.add_counts(3, 2, 1);
    /// assert_eq!(h, Histogram::of(&[3u16, 3, 3]));
    /// ```
    pub fn add_counts(&mut self, v: u64, even: u64, odd: u64) {
        if even == 0 && odd == 0 {
            return;
        }
        let slot = self.slot(v);
        slot[0] = slot[0].saturating_add(even);
        slot[1] = slot[1].saturating_add(odd);
    }

    /// The counts of `v` (at even `n`, at odd `n`): in the dense table below
    /// [`DENSE_LIMIT`] (grown to hold it), else in the map.
    #[inline]
    fn slot(&mut self, v: u64) -> &mut [u64; 2] {
        if v < DENSE_LIMIT {
            let i = v as usize;
            if i >= self.counts.len() {
                self.counts.resize(i + 1, [0, 0]);
            }
            &mut self.counts[i]
        } else {
            self.large.entry(v).or_default()
        }
    }

    /// How many values were recorded (at most `u64::MAX`: counts read from elsewhere
    /// that add up to more saturate; [`Histogram::checked_total`] tells).
    pub fn total(&self) -> u64 {
        self.checked_total().unwrap_or(u64::MAX)
    }

    /// How many values were recorded; `None` when the counts add up to more than
    /// `u64::MAX`, which only counts read from a damaged or crafted file can do.
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// let mut h = Histogram::default();
    /// h.add(0, 3u16);
    /// assert_eq!(h.checked_total(), Some(1));
    /// ```
    pub fn checked_total(&self) -> Option<u64> {
        self.entries()
            .try_fold(0u64, |sum, (_, c)| sum.checked_add(c[0])?.checked_add(c[1]))
    }

    /// The histogram of `G(0), G(1), …` = `values`.
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// let mut h = Histogram::default();
    /// h.add(0, 0u16);
    /// h.add(1, 1u16);
    /// assert_eq!(Histogram::of(&[0u16, 1]), h);
    /// ```
    pub fn of<V: Copy + Into<u64>>(values: &[V]) -> Histogram {
        let mut h = Histogram::default();
        for (n, &v) in values.iter().enumerate() {
            h.add(n as u64, v);
        }
        h
    }

    /// True when every value is counted here at least as often (at even and at odd
    /// positions) as in `part`: a histogram of a prefix of the sequence is within the
    /// histogram of the whole.
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// let whole = Histogram::of(&[0u16, 1, 0, 2]);
    /// assert!(whole.contains(&Histogram::of(&[0u16, 1, 0])));
    /// assert!(!whole.contains(&Histogram::of(&[0u16, 1, 1])));
    /// ```
    pub fn contains(&self, part: &Histogram) -> bool {
        part.entries().all(|(v, c)| {
            let mine = self.count_of(v);
            c[0] <= mine[0] && c[1] <= mine[1]
        })
    }

    /// The counts of `v`: `[at even n, at odd n]`.
    fn count_of(&self, v: u64) -> [u64; 2] {
        if v < DENSE_LIMIT {
            usize::try_from(v)
                .ok()
                .and_then(|i| self.counts.get(i))
                .copied()
                .unwrap_or_default()
        } else {
            self.large.get(&v).copied().unwrap_or_default()
        }
    }

    /// The largest value recorded (0 when none is).
    ///
    /// ```
    /// use grundy_heap::heap::stats::Histogram;
    /// assert_eq!(Histogram::of(&[0u16, 5, 2]).max_value(), 5);
    /// ```
    pub fn max_value(&self) -> u64 {
        self.entries().last().map_or(0, |(v, _)| v)
    }

    /// Every value recorded at least once, increasing, with its counts.
    fn entries(&self) -> impl Iterator<Item = (u64, [u64; 2])> + '_ {
        self.counts
            .iter()
            .enumerate()
            .map(|(v, &c)| (v as u64, c))
            .chain(self.large.iter().map(|(&v, &c)| (v, c)))
            .filter(|(_, c)| c[0] != 0 || c[1] != 0)
    }

    /// The statistics, listing up to `list` rare positions found in `prefix` (the values
    /// `G(0), G(1), …` still at hand; rare positions beyond it are counted, not listed).
    pub fn stats<V: Copy + Into<u64>>(&self, prefix: &[V], list: usize) -> SequenceStats {
        let frequencies: Vec<ValueCount> = self
            .entries()
            .map(|(value, c)| ValueCount {
                value,
                count: c[0].saturating_add(c[1]),
            })
            .collect();
        let max_value = frequencies.last().map_or(0, |f| f.value);
        SequenceStats {
            count: self.total(),
            max_value,
            frequencies,
            split: self.best_split(max_value).map(|mut s| {
                s.rare_positions = prefix
                    .iter()
                    .enumerate()
                    .filter(|&(n, &v)| s.is_rare(n as u64, v.into()))
                    .take(list)
                    .map(|(n, &v)| RarePosition {
                        n: n as u64,
                        value: v.into(),
                    })
                    .collect();
                s.rare_positions_searched = prefix.len() as u64;
                s
            }),
        }
    }

    /// The mask (and variant) with the fewest rare positions; `None` for fewer than two
    /// distinct values, or values wider than [`SPLIT_BITS`] bits.
    fn best_split(&self, max_value: u64) -> Option<RareCommonSplit> {
        let bits = 64 - max_value.leading_zeros();
        // Counts that add up to more than 2^62 (only a crafted histogram has them) would
        // overflow the transform's signed sums.
        let total = self.checked_total().filter(|&t| t <= 1 << 62)?;
        if self.entries().nth(1).is_none() || bits > SPLIT_BITS {
            return None;
        }
        let size = 1usize << bits;
        let mut even = vec![0i64; size];
        let mut odd = vec![0i64; size];
        // Every value is at most `max_value`, below `size` (and below 2^20: dense).
        for (v, c) in self.entries() {
            even[v as usize] = c[0] as i64;
            odd[v as usize] = c[1] as i64;
        }
        let (n_even, n_odd): (i64, i64) = (even.iter().sum(), odd.iter().sum());
        walsh_hadamard(&mut even);
        walsh_hadamard(&mut odd);
        let mut best: Option<(i64, u64, bool)> = None;
        for m in 1..size {
            // H[m] = Σ c[v]·(−1)^popcount(v&m): rare (even popcount) = (N + H)/2.
            let plain = (n_even + even[m]) / 2 + (n_odd + odd[m]) / 2;
            let parity = (n_even + even[m]) / 2 + (n_odd - odd[m]) / 2;
            for (rare, by_parity) in [(plain, false), (parity, true)] {
                if best.is_none_or(|(b, _, _)| rare < b) {
                    best = Some((rare, m as u64, by_parity));
                }
            }
        }
        let (rare, mask, by_parity) = best?;
        let mut split = RareCommonSplit {
            mask,
            by_parity,
            rare_count: rare as u64,
            common_count: total.saturating_sub(rare as u64),
            rare_values: Vec::new(),
            common_values: Vec::new(),
            rare_positions: Vec::new(),
            rare_positions_searched: 0,
        };
        for (v, c) in self.entries() {
            for (parity, &count) in c.iter().enumerate() {
                if count == 0 {
                    continue;
                }
                let list = if split.is_rare(parity as u64, v) {
                    &mut split.rare_values
                } else {
                    &mut split.common_values
                };
                if list.last() != Some(&v) {
                    list.push(v);
                }
            }
        }
        Some(split)
    }
}

/// In-place Walsh–Hadamard transform (length a power of two).
fn walsh_hadamard(a: &mut [i64]) {
    let mut h = 1;
    while h < a.len() {
        for i in (0..a.len()).step_by(2 * h) {
            for j in i..i + h {
                let (x, y) = (a[j], a[j + h]);
                a[j] = x + y;
                a[j + h] = x - y;
            }
        }
        h *= 2;
    }
}

/// The statistics of `G(0..count)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SequenceStats {
    /// How many values.
    pub count: u64,
    /// The largest value.
    pub max_value: u64,
    /// Each value that occurs, with how often, in increasing order of value.
    pub frequencies: Vec<ValueCount>,
    /// The rare/common split with the fewest rare positions (`None` with fewer than two
    /// distinct values).
    pub split: Option<RareCommonSplit>,
}

/// How often a value occurs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ValueCount {
    /// The value.
    pub value: u64,
    /// Its number of occurrences.
    pub count: u64,
}

/// A rare/common split of the values.
///
/// ```
/// use grundy_heap::heap::stats::Histogram;
/// // Values 1, 2, 1, 2, … and a single 0: the mask 0b11 makes 1 and 2 common.
/// let values: Vec<u16> = (0..100).map(|n| if n == 0 { 0 } else { 1 + (n % 2) as u16 }).collect();
/// let mut h = Histogram::default();
/// values.iter().enumerate().for_each(|(n, &v)| h.add(n as u64, v));
/// let split = h.stats(&values, 10).split.unwrap();
/// assert_eq!(split.rare_count, 1);
/// assert_eq!(split.rare_positions[0].n, 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RareCommonSplit {
    /// The mask `m`.
    pub mask: u64,
    /// True when rarity also depends on the parity of the position.
    pub by_parity: bool,
    /// How many positions are rare.
    pub rare_count: u64,
    /// How many positions are common.
    pub common_count: u64,
    /// The values that occur at rare positions.
    pub rare_values: Vec<u64>,
    /// The values that occur at common positions.
    pub common_values: Vec<u64>,
    /// The first rare positions (within the first `rare_positions_searched` values).
    pub rare_positions: Vec<RarePosition>,
    /// How many values were searched for the listed rare positions.
    pub rare_positions_searched: u64,
}

impl RareCommonSplit {
    /// True when `G(n) = v` is rare under this split.
    ///
    /// ```
    /// use grundy_heap::heap::stats::RareCommonSplit;
    /// let s = RareCommonSplit { mask: 0b10, by_parity: false, rare_count: 0, common_count: 0,
    ///     rare_values: vec![], common_values: vec![], rare_positions: vec![],
    ///     rare_positions_searched: 0 };
    /// assert!(s.is_rare(5, 1) && !s.is_rare(5, 2));
    /// ```
    pub fn is_rare(&self, n: u64, v: u64) -> bool {
        let ones = (v & self.mask).count_ones() as u64 + if self.by_parity { n & 1 } else { 0 };
        ones.is_multiple_of(2)
    }
}

/// A rare position and its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RarePosition {
    /// The heap size.
    pub n: u64,
    /// `G(n)`.
    pub value: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::naive::sequence;
    use crate::heap::rule::HeapRule;

    fn split_of(rule: &str, upto: u64) -> RareCommonSplit {
        let values = sequence(&HeapRule::parse(rule).unwrap(), upto).unwrap();
        let mut h = Histogram::default();
        values
            .iter()
            .enumerate()
            .for_each(|(n, &v)| h.add(n as u64, v));
        h.stats(&values, 100).split.unwrap()
    }

    #[test]
    fn the_best_mask_minimises_rare_positions_by_brute_force() {
        let values = sequence(&HeapRule::parse("0.6").unwrap(), 3000).unwrap();
        let mut h = Histogram::default();
        values
            .iter()
            .enumerate()
            .for_each(|(n, &v)| h.add(n as u64, v));
        let split = h.stats(&values, 0).split.unwrap();
        let bits = 64
            - split
                .common_values
                .iter()
                .chain(&split.rare_values)
                .max()
                .unwrap()
                .leading_zeros();
        for m in 1u64..(1 << bits) {
            for by_parity in [false, true] {
                let s = RareCommonSplit {
                    mask: m,
                    by_parity,
                    ..split.clone()
                };
                let rare = values
                    .iter()
                    .enumerate()
                    .filter(|&(n, &v)| s.is_rare(n as u64, v.into()))
                    .count() as u64;
                assert!(
                    rare >= split.rare_count,
                    "mask {m:b}/{by_parity}: {rare} < {}",
                    split.rare_count
                );
            }
        }
    }

    /// Counts read from a crafted checkpoint: their sum overflows, they are near
    /// `u64::MAX`, or the dense table runs on past the largest value. Nothing overflows
    /// or indexes out of bounds (before: `total` overflowed, and `stats` indexed past its
    /// transform).
    #[test]
    fn crafted_counts_neither_overflow_nor_panic() {
        let json = |counts: &str| -> Histogram {
            serde_json::from_str(&format!("{{\"counts\": {counts}}}")).unwrap()
        };
        let wraps = json(&format!("[[{}, 1], [{}, 0]]", 1u64 << 63, 1u64 << 63));
        assert_eq!(wraps.checked_total(), None);
        assert_eq!(wraps.total(), u64::MAX);
        let s = wraps.stats(&[0u16, 1], 10);
        assert!(s.split.is_none());
        assert_eq!(s.frequencies[0].count, (1 << 63) + 1);
        let mut full = json(&format!("[[{}, {}]]", u64::MAX, u64::MAX));
        full.add(0, 0u16);
        assert_eq!(full.stats(&[0u16], 0).frequencies[0].count, u64::MAX);
        let trailing = json("[[3, 2], [0, 1], [0, 0], [0, 0], [0, 0]]");
        assert_eq!(trailing.max_value(), 1);
        let s = trailing.stats(&[0u16, 1, 0, 0, 0, 0], 10);
        assert_eq!((s.count, s.max_value), (6, 1));
        assert!(s.split.is_some());
        assert!(trailing.contains(&Histogram::of(&[0u16, 1, 0])));
    }

    #[test]
    fn grundy_game_has_its_known_sparse_space() {
        // Flammenkamp: a value is rare iff the number of ones in its binary form, the
        // lowest digit left out, is even — the mask …1110.
        let s = split_of("grundy-game", 5000);
        assert!(!s.by_parity);
        let width = 64
            - s.common_values
                .iter()
                .chain(&s.rare_values)
                .max()
                .unwrap()
                .leading_zeros();
        assert_eq!(s.mask, (1u64 << width) - 2);
        let listed: Vec<u64> = s.rare_positions.iter().map(|r| r.n).collect();
        // G = 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1: the values 0 and 1 are rare, 2 and 3 common.
        assert_eq!(&listed[..11], &[0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15]);
    }
}
