//! What a plot of a nim-sequence draws, whatever its length: the values of each pixel
//! column. The heap sizes `first..=last` are cut into columns (of equal width on a linear
//! axis, of equal ratio on a log axis); each column keeps its least and largest value and
//! which values below [`VALUE_CAP`] occur in it, at even and at odd `n` — so that a plot
//! can draw every value of the column as a point and colour the rare ones (whose rarity
//! may depend on the parity of `n`). Values arrive one at a time ([`ChartColumns::add`],
//! a few nanoseconds each), so 10^8 values chart in about a second and the memory is the
//! columns' (about 256 bytes each), never the values'.
//!
//! The CLI draws [`Chart`] with `plotters` (`grundy seq --plot`); the web server sends it
//! with a sequence's report and the page draws it as it comes.
//!
//! ```
//! use grundy_heap::sequence::chart::{Axis, ChartColumns};
//! let mut columns = ChartColumns::new(0, 99, Axis::Linear, 10);
//! for n in 0..100 {
//!     columns.add(n, n % 7);
//! }
//! let chart = columns.finish(None);
//! assert_eq!((chart.columns.len(), chart.max_value), (10, 6));
//! let c = &chart.columns[1]; // n = 10..=19: every value 0..=6
//! assert_eq!((c.n, c.end, c.min, c.max), (10, 19, 0, 6));
//! assert_eq!(c.common, vec![[0, 6]]);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "columns index `bands` and `starts` (len columns + 1) and `bits` (columns·2·WORDS), all allocated here from the same column count; values below VALUE_CAP index words within WORDS"
)]

use crate::heap::stats::RareCommonSplit;
use serde::Serialize;

/// Values below this are kept exactly per column (as points); larger ones only as the
/// column's band from least to largest.
pub const VALUE_CAP: u64 = 1024;

/// Pixel columns of the CLI's plots and of the web's chart.
pub const DEFAULT_COLUMNS: usize = 1000;

const WORDS: usize = (VALUE_CAP / 64) as usize;

/// How `n` is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Axis {
    /// Columns of equal width in `n`.
    Linear,
    /// Columns of equal ratio in `n` (`n = 0` shares the first column with `n = 1`).
    Log,
}

/// The columns being filled, value by value.
#[derive(Debug, Clone)]
pub struct ChartColumns {
    first: u64,
    last: u64,
    axis: Axis,
    /// The first `n` of each column, and `last + 1` after the last.
    starts: Vec<u64>,
    /// The column of the last value added.
    at: usize,
    /// Per column: least, largest, count, and the largest of the values ≥ VALUE_CAP and
    /// their least.
    bands: Vec<Band>,
    /// Per column, per parity (even, odd): bitmaps of the values below [`VALUE_CAP`].
    bits: Vec<u64>,
}

#[derive(Debug, Clone, Copy)]
struct Band {
    min: u64,
    max: u64,
    count: u64,
    over: Option<(u64, u64)>,
}

const EMPTY: Band = Band {
    min: u64::MAX,
    max: 0,
    count: 0,
    over: None,
};

impl ChartColumns {
    /// Columns for `G(first..=last)`: `width` of them at most (one per heap size when
    /// there are fewer heap sizes), laid out on `axis`.
    pub fn new(first: u64, last: u64, axis: Axis, width: usize) -> ChartColumns {
        let last = last.max(first);
        let span = u128::from(last - first) + 1;
        let width = width.max(1);
        let mut starts: Vec<u64> = match axis {
            Axis::Linear => {
                let w = (width as u128).min(span);
                (0..w)
                    .map(|c| first + (c * span / w) as u64)
                    .collect::<Vec<u64>>()
            }
            Axis::Log => {
                let lo = first.max(1) as f64;
                let hi = last.saturating_add(1) as f64;
                let ratio = (hi / lo).ln();
                let mut s = vec![first];
                for c in 1..width {
                    let x = (lo * (ratio * c as f64 / width as f64).exp()).floor();
                    // The float is finite and positive; `as` saturates.
                    let n = (x as u64).clamp(first, last);
                    if n > *s.last().unwrap_or(&first) {
                        s.push(n);
                    }
                }
                s
            }
        };
        starts.push(last.saturating_add(1));
        let columns = starts.len() - 1;
        ChartColumns {
            first,
            last,
            axis,
            starts,
            at: 0,
            bands: vec![EMPTY; columns],
            bits: vec![0; columns * 2 * WORDS],
        }
    }

    /// The column of `n` (`None` outside `first..=last`).
    fn column(&mut self, n: u64) -> Option<usize> {
        if n < self.first || n > self.last {
            return None;
        }
        let c = self.at;
        if n >= self.starts[c] && n < self.starts[c + 1] {
            return Some(c);
        }
        if n >= self.starts[c + 1] && c + 2 < self.starts.len() && n < self.starts[c + 2] {
            self.at = c + 1;
            return Some(c + 1);
        }
        self.at = self.starts.partition_point(|&s| s <= n) - 1;
        Some(self.at)
    }

    /// Records `G(n) = v` (ignored outside `first..=last`).
    pub fn add(&mut self, n: u64, v: u64) {
        let Some(c) = self.column(n) else {
            return;
        };
        let b = &mut self.bands[c];
        b.min = b.min.min(v);
        b.max = b.max.max(v);
        b.count += 1;
        if v < VALUE_CAP {
            let at = (c * 2 + (n & 1) as usize) * WORDS + (v / 64) as usize;
            self.bits[at] |= 1 << (v % 64);
        } else {
            b.over = Some(match b.over {
                None => (v, v),
                Some((lo, hi)) => (lo.min(v), hi.max(v)),
            });
        }
    }

    /// The chart, with each column's values split into rare and common by `split` (all
    /// common without one).
    pub fn finish(&self, split: Option<&RareCommonSplit>) -> Chart {
        let mut columns = Vec::new();
        let mut max_value = 0;
        let mut any = false;
        for (c, b) in self.bands.iter().enumerate() {
            if b.count == 0 {
                continue;
            }
            any = true;
            max_value = max_value.max(b.max);
            let mut common = Vec::new();
            let mut rare = Vec::new();
            for v in 0..VALUE_CAP.min(b.max + 1) {
                let word = (v / 64) as usize;
                let bit = 1 << (v % 64);
                let seen = |parity: usize| self.bits[(c * 2 + parity) * WORDS + word] & bit != 0;
                let (mut is_common, mut is_rare) = (false, false);
                for parity in [0usize, 1] {
                    if seen(parity) {
                        if split.is_some_and(|s| s.is_rare(parity as u64, v)) {
                            is_rare = true;
                        } else {
                            is_common = true;
                        }
                    }
                }
                if is_common {
                    extend(&mut common, v);
                }
                if is_rare {
                    extend(&mut rare, v);
                }
            }
            if let Some((lo, hi)) = b.over {
                common.push([lo, hi]);
            }
            columns.push(ChartColumn {
                n: self.starts[c],
                end: self.starts[c + 1] - 1,
                min: b.min,
                max: b.max,
                count: b.count,
                common,
                rare,
            });
        }
        Chart {
            first: self.first,
            last: self.last,
            axis: self.axis,
            max_value: if any { max_value } else { 0 },
            columns,
        }
    }
}

/// Adds `v` to runs of consecutive values.
fn extend(runs: &mut Vec<[u64; 2]>, v: u64) {
    match runs.last_mut() {
        Some(last) if last[1] + 1 == v => last[1] = v,
        _ => runs.push([v, v]),
    }
}

/// A sequence's plot data: its columns from `first` to `last`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Chart {
    /// The first heap size charted.
    pub first: u64,
    /// The last heap size charted.
    pub last: u64,
    /// How `n` is laid out.
    pub axis: Axis,
    /// The largest value charted.
    pub max_value: u64,
    /// The columns that hold values, left to right.
    pub columns: Vec<ChartColumn>,
}

/// One pixel column of a [`Chart`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChartColumn {
    /// Its first heap size.
    pub n: u64,
    /// Its last heap size.
    pub end: u64,
    /// Its least value.
    pub min: u64,
    /// Its largest value.
    pub max: u64,
    /// How many values it holds.
    pub count: u64,
    /// The common values in it, as runs `[from, to]` of consecutive values (values from
    /// [`VALUE_CAP`] on: one run from their least to their largest).
    pub common: Vec<[u64; 2]>,
    /// The rare values in it, as runs `[from, to]`.
    pub rare: Vec<[u64; 2]>,
}

impl Chart {
    /// The chart of `G(first), G(first + 1), …` (`values` in order), `width` columns on
    /// `axis`.
    ///
    /// ```
    /// use grundy_heap::sequence::chart::{Axis, Chart};
    /// let chart = Chart::of(0, [0u64, 1, 2, 0, 1, 2], Axis::Linear, 3, None);
    /// assert_eq!(chart.columns.len(), 3);
    /// assert_eq!(chart.columns[2].common, vec![[1, 2]]);
    /// ```
    pub fn of(
        first: u64,
        values: impl IntoIterator<Item = u64, IntoIter: ExactSizeIterator>,
        axis: Axis,
        width: usize,
        split: Option<&RareCommonSplit>,
    ) -> Chart {
        let values = values.into_iter();
        let last = (first + values.len() as u64).saturating_sub(1);
        let mut columns = ChartColumns::new(first, last, axis, width);
        for (i, v) in values.enumerate() {
            columns.add(first + i as u64, v);
        }
        columns.finish(split)
    }
}

impl Chart {
    /// The chart of a report's values (`None` when it keeps none), on a linear axis,
    /// rare values split off by the report's own rare/common split.
    ///
    /// ```
    /// use grundy_heap::sequence::chart::Chart;
    /// use grundy_heap::sequence::{compute, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
    /// let report = compute(rule, name, 300, false, &AtomicBool::new(false)).unwrap();
    /// let chart = Chart::of_report(&report, 1000).unwrap();
    /// assert_eq!(chart.columns.len(), 301); // one column a heap size
    /// assert_eq!(chart.columns[3].rare, vec![[3, 3]]); // G(3) = 3 is rare
    /// ```
    pub fn of_report(report: &crate::sequence::SequenceReport, width: usize) -> Option<Chart> {
        let values = report.values.as_ref()?;
        let last = (values.len() as u64).saturating_sub(1);
        let mut columns = ChartColumns::new(0, last, Axis::Linear, width);
        for (n, v) in values.iter().enumerate() {
            columns.add(n as u64, v);
        }
        Some(columns.finish(report.stats.split.as_ref()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_columns_cover_every_n_once() {
        let mut c = ChartColumns::new(0, 1_000_000, Axis::Log, 200);
        for n in 0..=1_000_000u64 {
            c.add(n, n % 3);
        }
        let chart = c.finish(None);
        let total: u64 = chart.columns.iter().map(|c| c.count).sum();
        assert_eq!(total, 1_000_001);
        assert_eq!(chart.columns[0].n, 0);
        assert_eq!(chart.columns.last().unwrap().end, 1_000_000);
        for w in chart.columns.windows(2) {
            assert_eq!(w[0].end + 1, w[1].n);
        }
    }

    #[test]
    fn large_values_are_a_band_and_rare_ones_are_apart() {
        let mut c = ChartColumns::new(0, 9, Axis::Linear, 1);
        for (n, v) in [(0, 5000), (1, 7000), (2, 1), (3, 2)] {
            c.add(n, v);
        }
        let split = RareCommonSplit {
            mask: 1,
            by_parity: false,
            rare_count: 0,
            common_count: 0,
            rare_values: vec![],
            common_values: vec![],
            rare_positions: vec![],
            rare_positions_searched: 0,
        };
        let chart = c.finish(Some(&split));
        let col = &chart.columns[0];
        assert_eq!(col.rare, vec![[2, 2]]);
        assert_eq!(col.common, vec![[1, 1], [5000, 7000]]);
        assert_eq!(chart.max_value, 7000);
    }
}
