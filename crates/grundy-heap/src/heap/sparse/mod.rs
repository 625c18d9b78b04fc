//! The sparse-space ("rare/common") nim-sequence engine for finite take-and-break codes
//! whose moves leave at most two heaps (every octal code, hexadecimal codes whose digits
//! are at most 7, modifiers on two heaps such as Grundy's game `4!.0`).
//!
//! # The algorithm (Winning Ways ch. 4 "Sparse Space Spells Speed"; Flammenkamp)
//!
//! A [`SparseMask`] splits the values into two classes: with the *extended value*
//! `e(n) = 2·G(n) + ((n + s) mod 2)` (`s` = the parity of the split distances, used only
//! by the position-parity variant), position `n` is **rare** when `popcount(e(n) & M)` is
//! even and **common** otherwise. The rare class is an index-2 subgroup, so the XOR of
//! two parts is common exactly when one part is rare. For `G(n)`:
//!
//! 1. mark the take options, and every split `r + b` whose part `r` is a rare position —
//!    now every option whose value could be common is marked;
//! 2. `c` = the smallest unmarked common value: `G(n)` is `c` or a rare value below `c`;
//! 3. count the unmarked rare values below `c`; while some remain, enumerate the splits
//!    `a + b` by increasing `a` (the largest `a` needed is the **depth**); when the count
//!    reaches 0, `G(n) = c` (early exit);
//! 4. if the enumeration ends first, `G(n)` is the smallest unmarked value — a new rare
//!    position.
//!
//! Correctness does not depend on the mask (any index-2 subgroup works, even the
//! all-rare [`SparseMask::ALL_RARE`], which degenerates to the naive algorithm); the mask
//! only decides the speed. By default it is chosen automatically: a Walsh–Hadamard
//! transform of the histogram of extended values gives, for every mask at once, how many
//! positions it would make rare, and the engine takes the best one when the value range
//! grows or new rare positions accumulate (geometrically rate-limited), switching only
//! when the new mask makes fewer positions rare. The position-parity variant is offered
//! to the transform only when every split distance has the same parity.
//!
//! # Memory: a depth-bounded ring buffer
//!
//! Computing `G(n)` reads `G(r)` for rare `r` (kept in a list), `G(n − k − r)` for
//! `r` ≤ the largest rare position, and, during the early-exit enumeration, `G(a)` for
//! `a` ≤ depth and `G(n − k − a)`. After [`SparseConfig::window_after`] values the engine
//! therefore keeps only a prefix `G(0..P)` (`P` ≥ 4·depth) and a ring buffer of the last
//! `R` values (`R` a power of two ≥ 2·(t + max(P, largest rare position) + 1)): memory is
//! `O(depth + rare positions + t)`, not `O(N)`. If the depth outgrows the prefix, the
//! prefix is extended (a fresh engine, given `G(0..P)`, computes `G(P..2P)`); if a value
//! needs history that is gone (a new rare position far out, or a depth beyond the ring),
//! the engine falls back: a fresh engine, given the prefix, recomputes the rest of the
//! history `G(P..n)` with the same mask, which is checked against the stored window, and
//! the run goes on keeping every value
//! (switching to the ring buffer again only at four times the current length) — slower,
//! never a wrong value. The ring buffer is only entered once the rare positions seem to
//! have died out (the last one below an eighth of the length,
//! [`SparseConfig::rare_margin`]) and the ring is at most an eighth of the length
//! ([`SparseConfig::ring_margin`]).
//!
//! # Parallelism
//!
//! When the rare list is long (many thousands of positions, as in Treblecross), step 1 is
//! done for a block of consecutive positions at once: the splits whose other part lies
//! before the block do not depend on the values being computed, so rayon computes them
//! for all positions of the block in parallel, and only the few splits reaching into the
//! block are done sequentially.
//!
//! Once the vector blocks below run, they can use [`SparseConfig::threads`] threads
//! (one by default; the CLI asks for every core): consecutive blocks are dealt out in turn to copies
//! of the engine; each thread does its block's rare splits ahead (they read only values
//! a block back), then — as soon as the block before is published — assumes `G(n) = c`
//! lane after lane and publishes the block, then checks each assumption by the lane's
//! search while the next thread goes on. Values are committed in order up to the first
//! failed assumption (`threads.rs`; when none failed, each copy already holds the values
//! and only the threads' counts are added up): the values, depths and states are those
//! of one thread.
//!
//! # Dense blocks
//!
//! When the rare list has some hundreds of entries and the vector blocks do not run (a
//! list that keeps growing, as Treblecross's; the portable level; the start of a run), the
//! rare splits whose partner lies before the block are done for 16 consecutive heap sizes
//! at once: one run of stored values
//! serves every lane, and each lane stores its options as bytes of its own table
//! (`dense_block.rs`); the lanes are then finished one by one, exactly. With
//! [`SparseConfig::threads`] threads, the tables of the next block (from rare positions
//! two blocks back, which read only values before the block being finished) are filled
//! by the other threads, on their copies of the engine, while one thread finishes the
//! lanes of the current block (`dense_threads.rs`): no value is assumed.
//!
//! # Vector blocks (AVX-512 or AVX2)
//!
//! On machines with the instructions ([`super::vector::available`]) and
//! [`SparseConfig::vector`] on, two more things happen, with the same values, depths and
//! states as the portable loops (tested):
//!
//! * every early-exit search runs 32 (16-bit values) or 64 (8-bit compressed values)
//!   options per step (`heap/vector/search.rs`);
//! * once every rare position lies far behind (all values below 512, a mask with a value
//!   part and no position-parity bit), values are computed in blocks of 32: the rare
//!   splits whose partner lies before the block are done for all 32 heap sizes at once
//!   (`heap/vector/block.rs`) — half of them collected into per-lane sets of
//!   compressed common values, the other half only tested against each lane's first 16
//!   missing values (a lane they do not decide collects them too) — and then, lane by
//!   lane, the other options, `c`, and the compressed search.
//!
//! # Files
//!
//! | file | what it holds |
//! |---|---|
//! | `mod.rs` | [`SparseEngine`]: its fields, constructors, accessors and the [`NimSequenceEngine`] implementation |
//! | `config.rs` | [`SparseConfig`] |
//! | `mask.rs` | [`SparseMask`], extended values, the Walsh–Hadamard choice of the mask |
//! | `moves.rs` | the rule compiled: take, whole-heap, equal-split and split moves |
//! | `options.rs` | steps 1–3: the options of `n` marked, `c` and the rare values still missing |
//! | `search.rs` | step 4: the early-exit enumeration (portable or vector), one attempt's outcome |
//! | `step.rs` | one value computed and recorded; runs of values (vector, parallel or single steps) |
//! | `window.rs` | the prefix + ring-buffer layout, growing the prefix, falling back to every value |
//! | `parallel.rs` | parallel blocks (rayon) with speculative values committed in order |
//! | `vector_block.rs` | vector blocks of 32 values with the AVX-512 or AVX2 kernels |
//! | `dense_block.rs` | dense blocks: the rare splits of 16 heap sizes at once into byte tables, for long rare lists (portable) |
//! | `threads.rs` | vector blocks on several threads: blocks dealt out in turn, values assumed, published and checked |
//! | `dense_threads.rs` | dense blocks on several threads: the next block's tables filled while a block's lanes are finished |
//! | `state.rs` | the checkpoint: [`EngineState`] written and read back, checked |
//!
//! ```
//! use grundy_heap::heap::engine::NimSequenceEngine;
//! use grundy_heap::heap::naive::sequence;
//! use grundy_heap::heap::rule::HeapRule;
//! use grundy_heap::heap::sparse::SparseEngine;
//! use std::sync::atomic::AtomicBool;
//!
//! let officers = HeapRule::parse("officers").unwrap();
//! let mut engine = SparseEngine::new(officers.clone()).unwrap();
//! engine.run_until(3000, &mut |_| {}, &AtomicBool::new(false)).unwrap();
//! let naive = sequence(&officers, 3000).unwrap();
//! assert!((0..=3000).all(|n| engine.value(n) == Some(naive[n as usize])));
//! // The mask found ignores bits 0 and 4 of the values, as in the literature (0x1ee).
//! assert_eq!(engine.mask().value_mask() & 0b1_0001, 0);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "n < values computed in the full layout, n < prefix length in the prefix, and ring indices masked by a power of two minus one"
)]

mod config;
mod dense_block;
mod dense_threads;
pub(crate) mod mask;
mod moves;
mod options;
mod parallel;
mod search;
mod state;
mod step;
mod threads;
mod vector_block;
mod window;

pub use config::SparseConfig;
pub use mask::SparseMask;

use super::engine::{EngineError, EngineState, NimSequenceEngine, Progress, RunOutcome};
use super::rule::HeapRule;
use super::vector::RareBlock;
use moves::Moves;
use search::Scratch;
use std::sync::atomic::{AtomicBool, Ordering};

/// The name under which the engine writes its [`EngineState`].
///
/// ```
/// assert_eq!(grundy_heap::heap::sparse::ENGINE_NAME, "sparse");
/// ```
pub const ENGINE_NAME: &str = "sparse";

/// The sparse-space engine. See the [module documentation](self).
///
/// ```
/// use grundy_heap::heap::engine::NimSequenceEngine;
/// use grundy_heap::heap::rule::HeapRule;
/// use grundy_heap::heap::sparse::SparseEngine;
/// let mut g = SparseEngine::new(HeapRule::grundy_game()).unwrap();
/// let first: Vec<u16> = (0..10).map(|_| g.step().unwrap()).collect();
/// assert_eq!(first, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
/// ```
#[derive(Debug, Clone)]
pub struct SparseEngine {
    rule: HeapRule,
    config: SparseConfig,
    moves: Moves,
    /// `s`: the parity added to positions in extended values (0 without parity variant).
    s: u64,
    /// How many values are known.
    n: u64,
    max_value: u16,
    /// Every value is below `2^vbits` (at least 1).
    vbits: u32,
    mask: SparseMask,
    rare_pos: Vec<u64>,
    rare_val: Vec<u16>,
    /// Counts of extended values, length `2^(vbits + 1)`.
    hist: Vec<u64>,
    depth: u64,
    /// Re-examine the mask when the rare list reaches this length.
    next_choose: u64,
    /// Full layout: `G(0..n)`; windowed: a ring of power-of-two length.
    values: Vec<u16>,
    windowed: bool,
    /// Windowed layout: `G(0..P)`.
    prefix: Vec<u16>,
    seen: Vec<u64>,
    /// `common[q]`: bitset of the values common at positions with `(n + s) mod 2 = q`.
    common: [Vec<u64>; 2],
    /// The next parallel block's length (speed only: not part of the state).
    block_hint: usize,
    /// Sequential steps before the next parallel block is tried (speed only).
    cooldown: u64,
    scratch: Scratch,
    /// The vector kernel's per-lane sets (speed only: not part of the state).
    block: Option<Box<RareBlock>>,
    /// Copies of the engine for the threads of vector blocks (speed only).
    shadows: threads::Shadows,
    /// Threaded vector blocks wait until this many values are known (speed only).
    threads_after: u64,
    /// Values computed in threaded sessions (speed only: not part of the state).
    threaded: u64,
    /// The dense blocks' per-lane option tables (speed only).
    dense: dense_block::DenseTables,
    /// Values recorded, counted for the tests (shared by clones and other threads).
    #[cfg(test)]
    recorded: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl SparseEngine {
    /// An engine at `G(0..0)` for `rule`, with the default [`SparseConfig`].
    ///
    /// # Errors
    /// [`EngineError::Unsupported`] for Lasker's Nim, codes with a repeating block and
    /// moves that may leave three or more heaps (use the naive engine).
    ///
    /// ```
    /// use grundy_heap::heap::engine::EngineError;
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::heap::sparse::SparseEngine;
    /// assert!(SparseEngine::new(HeapRule::parse("0.137").unwrap()).is_ok());
    /// let hex = SparseEngine::new(HeapRule::parse("hex(0.8)").unwrap());
    /// assert!(matches!(hex, Err(EngineError::Unsupported { .. })));
    /// ```
    pub fn new(rule: HeapRule) -> Result<SparseEngine, EngineError> {
        SparseEngine::with_config(rule, SparseConfig::default())
    }

    /// An engine at `G(0..0)` for `rule` with `config`.
    ///
    /// # Errors
    /// As [`SparseEngine::new`]; also [`EngineError::Unsupported`] when a forced mask uses
    /// the position-parity variant but the split distances have mixed parities.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::heap::sparse::{SparseConfig, SparseEngine, SparseMask};
    /// let config = SparseConfig { mask: Some(SparseMask::ALL_RARE), ..SparseConfig::default() };
    /// let mut e = SparseEngine::with_config(HeapRule::parse("kayles").unwrap(), config).unwrap();
    /// let v: Vec<u16> = (0..6).map(|_| e.step().unwrap()).collect();
    /// assert_eq!(v, [0, 1, 2, 3, 1, 4]);
    /// assert_eq!(e.mask(), SparseMask::ALL_RARE);
    /// ```
    pub fn with_config(rule: HeapRule, config: SparseConfig) -> Result<SparseEngine, EngineError> {
        let moves = Moves::compile(&rule)?;
        let mask = config.mask.unwrap_or(SparseMask::new(1, false));
        if mask.position_parity() && moves.split_parity.is_none() {
            return Err(EngineError::Unsupported {
                engine: ENGINE_NAME.into(),
                rule: rule.to_string(),
                reason: crate::i18n::msg!("engine-parity-mask"),
            });
        }
        let s = moves.split_parity.unwrap_or(0);
        let mut engine = SparseEngine {
            rule,
            config,
            moves,
            s,
            n: 0,
            max_value: 0,
            vbits: 1,
            mask,
            rare_pos: Vec::new(),
            rare_val: Vec::new(),
            hist: vec![0; 4],
            depth: 0,
            next_choose: 1,
            values: Vec::new(),
            windowed: false,
            prefix: Vec::new(),
            seen: Vec::new(),
            common: [Vec::new(), Vec::new()],
            block_hint: 64,
            cooldown: 0,
            scratch: Scratch::default(),
            block: None,
            shadows: threads::Shadows::default(),
            threads_after: 0,
            threaded: 0,
            dense: dense_block::DenseTables::default(),
            #[cfg(test)]
            recorded: std::sync::Arc::default(),
        };
        engine.resize_bitsets();
        Ok(engine)
    }

    /// The configuration.
    ///
    /// ```
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let e = SparseEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// assert!(e.config().mask.is_none());
    /// ```
    pub fn config(&self) -> &SparseConfig {
        &self.config
    }

    /// The mask in use.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::grundy_game()).unwrap();
    /// for _ in 0..2000 { e.step().unwrap(); }
    /// // Grundy's game: rare ⇔ popcount(G >> 1) even (Flammenkamp).
    /// assert_eq!(e.mask().value_mask() & !1, e.mask().value_mask());
    /// ```
    pub fn mask(&self) -> SparseMask {
        self.mask
    }

    /// The rare positions `n ≥ 1` (ascending) under the current mask.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::grundy_game()).unwrap();
    /// for _ in 0..232 { e.step().unwrap(); }
    /// // Flammenkamp's list up to 231 has 48 entries, counting position 0.
    /// assert_eq!(e.rare_positions().len(), 47);
    /// ```
    pub fn rare_positions(&self) -> &[u64] {
        &self.rare_pos
    }

    /// The values at [`SparseEngine::rare_positions`].
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::grundy_game()).unwrap();
    /// for _ in 0..100 { e.step().unwrap(); }
    /// assert_eq!(e.rare_values().len(), e.rare_positions().len());
    /// ```
    pub fn rare_values(&self) -> &[u16] {
        &self.rare_val
    }

    /// Whether position `n` with value `v` is rare under the current mask.
    ///
    /// ```
    /// use grundy_heap::heap::{rule::HeapRule, sparse::{SparseConfig, SparseEngine, SparseMask}};
    /// let config = SparseConfig { mask: Some(SparseMask::ALL_RARE), ..Default::default() };
    /// let e = SparseEngine::with_config(HeapRule::parse("0.6").unwrap(), config).unwrap();
    /// assert!(e.is_rare(5, 3));
    /// ```
    #[inline]
    pub fn is_rare(&self, n: u64, v: u16) -> bool {
        self.mask.is_rare_value(v, n.wrapping_add(self.s) & 1)
    }

    /// The largest depth an early exit has needed so far.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// for _ in 0..5000 { e.step().unwrap(); }
    /// assert!(e.depth() < 5000);
    /// ```
    pub fn depth(&self) -> u64 {
        self.depth
    }

    /// True once the engine keeps only a prefix and a ring buffer.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::{SparseConfig, SparseEngine}};
    /// let config = SparseConfig { window_after: Some(1000), min_prefix: 64, ..Default::default() };
    /// let mut e = SparseEngine::with_config(HeapRule::parse("kayles").unwrap(), config).unwrap();
    /// for _ in 0..20_000 { e.step().unwrap(); }
    /// assert!(e.is_windowed());
    /// assert_eq!(e.value(10), Some(2)); // in the prefix
    /// assert!(e.value(10_000).is_none()); // dropped
    /// assert!(e.value(19_999).is_some()); // in the ring
    /// ```
    pub fn is_windowed(&self) -> bool {
        self.windowed
    }

    /// How many of the values this engine computed were computed in sessions on several
    /// threads (vector or dense blocks; [`SparseConfig::threads`]). Speed only: the values
    /// are the same either way, and the count is not part of a saved state.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// for _ in 0..1000 { e.step().unwrap(); }
    /// assert_eq!(e.threaded_values(), 0); // one thread by default
    /// ```
    pub fn threaded_values(&self) -> u64 {
        self.threaded
    }

    /// The bytes held by the value store, rare list, histogram and bitsets, with those of
    /// the copies kept for other threads ([`SparseConfig::threads`]): an estimate of the
    /// engine's memory.
    ///
    /// ```
    /// use grundy_heap::heap::engine::NimSequenceEngine;
    /// use grundy_heap::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let mut e = SparseEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// for _ in 0..1000 { e.step().unwrap(); }
    /// assert!(e.memory_bytes() >= 2000);
    /// ```
    pub fn memory_bytes(&self) -> u64 {
        let words = self.seen.len() + self.common[0].len() + self.common[1].len();
        (self.values.capacity() * 2
            + self.prefix.capacity() * 2
            + self.rare_pos.capacity() * 8
            + self.rare_val.capacity() * 2
            + self.hist.capacity() * 8
            + words * 8) as u64
            + self
                .shadows
                .0
                .iter()
                .map(SparseEngine::memory_bytes)
                .sum::<u64>()
    }
}

/// The work (rare splits and search depth, counted per value) a run does between two
/// looks at its cancel flag: about 2^26 option visits, some tens of milliseconds.
const WORK_PER_LOOK: u64 = 1 << 26;

/// How many times cheaper an option visit is in the vector blocks than in the portable
/// loops the work estimate counts (their kernels test 32 to 64 options a step). Counted
/// as a scalar visit, Officers at 2^23 looked every 1 024 values, about a millisecond, and
/// each look is a session of the threaded blocks, whose start (a thread started, a core
/// woken) cost two threads a sixth of their time; at 16, sessions of ~3 000 values still
/// left two threads 1.1x slower than at 64 (docs/bench-history.md).
const VECTOR_VISITS: u64 = 64;

/// The fewest values a run computes between two looks at its cancel flag (enough for
/// the threaded blocks to pay).
const MIN_VALUES_PER_LOOK: u64 = 1024;

/// The most values a run computes between two looks at its cancel flag.
const MAX_VALUES_PER_LOOK: u64 = 1 << 20;

/// Looks fall on whole vector blocks: a threaded session covers the look, with no value
/// left for one thread alone (after which the other threads' copies of the engine would
/// be behind and copied anew).
const LOOK_ALIGN: u64 = 32;

impl SparseEngine {
    /// How many values a run computes before it looks at its cancel flag again: about
    /// [`WORK_PER_LOOK`] option visits by the present cost of a value (its rare splits and
    /// its search depth, a [`VECTOR_VISITS`]th of it once the vector blocks run), from
    /// [`MIN_VALUES_PER_LOOK`] to [`MAX_VALUES_PER_LOOK`], a multiple of [`LOOK_ALIGN`].
    fn values_per_look(&self) -> u64 {
        let splits = self.moves.split.len().max(1) as u64;
        let mut per_value = (self.rare_pos.len() as u64)
            .saturating_mul(splits)
            .saturating_add(self.depth);
        if self.vector_ready() {
            per_value /= VECTOR_VISITS;
        }
        let values =
            (WORK_PER_LOOK / per_value.max(1)).clamp(MIN_VALUES_PER_LOOK, MAX_VALUES_PER_LOOK);
        values - values % LOOK_ALIGN
    }
}

impl NimSequenceEngine for SparseEngine {
    fn rule(&self) -> &HeapRule {
        &self.rule
    }

    fn computed(&self) -> u64 {
        self.n
    }

    fn value(&self, n: u64) -> Option<u16> {
        if n >= self.n {
            return None;
        }
        if !self.windowed {
            return Some(self.values[n as usize]);
        }
        if n < self.prefix.len() as u64 {
            return Some(self.prefix[n as usize]);
        }
        let ring = self.values.len() as u64;
        (n + ring >= self.n).then(|| self.values[n as usize & (ring as usize - 1)])
    }

    fn max_value(&self) -> u16 {
        self.max_value
    }

    fn step(&mut self) -> Result<u16, EngineError> {
        let (v, depth) = self.compute(self.n)?;
        self.record(v, depth);
        Ok(v)
    }

    fn run_until(
        &mut self,
        n: u64,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<RunOutcome, EngineError> {
        let target = n.saturating_add(1);
        let every = self.config.progress_every.max(1);
        let mut since = 0u64;
        while self.n < target {
            if cancel.load(Ordering::Relaxed) {
                progress(self.progress(target));
                return Ok(RunOutcome::Cancelled { computed: self.n });
            }
            let chunk = (target - self.n)
                .min(every - since)
                .min(self.values_per_look());
            let done = self.run_block(chunk)?;
            since += done;
            if since >= every {
                since = 0;
                progress(self.progress(target));
            }
        }
        progress(self.progress(target));
        Ok(RunOutcome::Reached { computed: self.n })
    }

    fn progress_every(&self) -> u64 {
        self.config.progress_every
    }

    /// Sets [`SparseConfig::threads`], the threads of the vector blocks.
    fn set_threads(&mut self, threads: usize) {
        self.config.threads = threads;
    }

    /// [`SparseEngine::memory_bytes`]: bounded by the ring buffer once it is entered.
    fn held_bytes(&self) -> u64 {
        self.memory_bytes()
    }

    fn save_state(&self) -> EngineState {
        state::save(self)
    }

    /// Checks the format, engine, rule, the consistency of every part, and recomputes the
    /// last value from the rest (a state whose values do not belong to its rule is
    /// refused).
    fn restore(state: EngineState) -> Result<SparseEngine, EngineError> {
        state::restore(state)
    }
}

#[cfg(test)]
mod cancel_tests {
    use super::*;
    use std::sync::Arc;

    /// Hardening II F2: a run looks at its flag every few thousand values when each value
    /// is costly (Treblecross's long rare list), not only between progress reports (2^16
    /// values, seconds of work there; 63,355 values after the flag before the fix). Work
    /// is counted (values recorded), not timed.
    #[test]
    fn a_costly_run_stops_within_a_few_thousand_values() {
        let rule = HeapRule::parse("treblecross").unwrap();
        let mut engine = SparseEngine::new(rule).unwrap();
        engine
            .run_until(1 << 14, &mut |_| {}, &AtomicBool::new(false))
            .unwrap();
        // Costly values: a look every few thousand of them, not every 2^16.
        let bound = engine.values_per_look();
        assert!(bound <= engine.config.progress_every / 4, "{bound}");
        let recorded = engine.recorded.clone();
        let start = recorded.load(Ordering::Relaxed);
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let run =
            std::thread::spawn(move || engine.run_until(1 << 18, &mut |_| {}, &flag).unwrap());
        while !run.is_finished() && recorded.load(Ordering::Relaxed) < start + 2000 {
            std::thread::yield_now();
        }
        assert!(!run.is_finished(), "the run ended first");
        cancel.store(true, Ordering::Relaxed);
        let at = recorded.load(Ordering::Relaxed);
        let outcome = run.join().unwrap();
        let after = recorded.load(Ordering::Relaxed) - at;
        assert!(
            matches!(outcome, RunOutcome::Cancelled { .. }),
            "{outcome:?}"
        );
        assert!(
            after <= bound,
            "{after} values after the cancel (a look every {bound})"
        );
    }
}
