//! [`SparseConfig`]: how a [`SparseEngine`](super::SparseEngine) runs (forced mask, ring
//! buffer, threads, progress, vector kernels).

use super::SparseMask;
use serde::{Deserialize, Serialize};

/// How a [`SparseEngine`](super::SparseEngine) runs.
///
/// ```
/// use grundy_heap::heap::sparse::{SparseConfig, SparseMask};
/// let c = SparseConfig { mask: Some(SparseMask::ALL_RARE), ..SparseConfig::default() };
/// assert_eq!(c.window_after, Some(1 << 22));
/// assert!(c.mask.is_some());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SparseConfig {
    /// Force this mask for the whole run (`None`: automatic choice).
    pub mask: Option<SparseMask>,
    /// Switch to the prefix + ring-buffer layout once this many values are known (`None`:
    /// keep every value).
    pub window_after: Option<u64>,
    /// The smallest prefix `G(0..P)` kept in the ring-buffer layout.
    pub min_prefix: u64,
    /// Enter the ring buffer only when the length is at least this many times the last
    /// rare position (rare positions seem to have died out; a new one far out makes
    /// the engine recompute the history).
    pub rare_margin: u64,
    /// Enter the ring buffer only when the length is at least this many times the ring's
    /// (a ring that is a large share of the history saves little memory, and a search
    /// deeper than it makes the engine recompute the history: Grundy's game needs one
    /// 1.05·10^6 deep at n = 7.25·10^6). Saved states from before this setting existed
    /// restore with 2, the rule they were computed with.
    #[serde(default = "two")]
    pub ring_margin: u64,
    /// Use several threads where it pays (rayon's for long rare lists and parallel
    /// blocks, [`SparseConfig::threads`] for vector and dense blocks).
    pub parallel: bool,
    /// Threads for vector and dense blocks when [`SparseConfig::parallel`] is on (0: one;
    /// `grundy seq` and `grundy analyze` ask for every core). On a machine busy with
    /// other work they can be slower than one: they wait for each other (BENCHMARKS.md).
    /// Speed only: the same values, depths and states with any number (not part of a
    /// saved state).
    #[serde(default)]
    pub threads: usize,
    /// Values between two progress reports.
    pub progress_every: u64,
    /// Use the AVX-512 or AVX2 kernels of [`vector`](crate::heap::vector) when the machine has them (speed
    /// only: the same values and depths; not part of a saved state, a restored engine
    /// uses them again).
    #[serde(default = "yes")]
    pub vector: bool,
}

fn yes() -> bool {
    true
}

fn two() -> u64 {
    2
}

impl Default for SparseConfig {
    /// Automatic mask, ring buffer after 2²² values, a prefix of at least 2¹⁶ values,
    /// a rare margin of 8, a ring margin of 8, parallel on every core of rayon's pool, progress every 2¹⁶ values, vector kernels.
    fn default() -> SparseConfig {
        SparseConfig {
            mask: None,
            window_after: Some(1 << 22),
            min_prefix: 1 << 16,
            rare_margin: 8,
            ring_margin: 8,
            parallel: true,
            threads: 0,
            progress_every: 1 << 16,
            vector: true,
        }
    }
}
