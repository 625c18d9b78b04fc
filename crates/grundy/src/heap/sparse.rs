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
//! prefix is recomputed (a fresh engine computes `G(0..2P)`); if a value needs history
//! that is gone (a new rare position far out, or a depth beyond the ring), the engine
//! falls back: a fresh engine recomputes the whole history `G(0..n)` with the same mask,
//! which is checked against the stored window, and the run goes on keeping every value
//! (switching to the ring buffer again only at four times the current length) — slower,
//! never a wrong value. The ring buffer is only entered once the rare positions seem to
//! have died out (the last one below an eighth of the length,
//! [`SparseConfig::rare_margin`]).
//!
//! # Parallelism
//!
//! When the rare list is long (many thousands of positions, as in Treblecross), step 1 is
//! done for a block of consecutive positions at once: the splits whose other part lies
//! before the block do not depend on the values being computed, so rayon computes them
//! for all positions of the block in parallel, and only the few splits reaching into the
//! block are done sequentially.
//!
//! # Vector blocks (AVX-512)
//!
//! On machines with the instructions ([`super::vector::available`]) and
//! [`SparseConfig::vector`] on, two more things happen, with the same values, depths and
//! states as the portable loops (tested):
//!
//! * every early-exit search runs 32 (16-bit values) or 64 (8-bit compressed values)
//!   options per step ([`super::vector::search`], [`super::vector::RareBlock::search_lane`]);
//! * once every rare position lies far behind (all values below 512, a mask with a value
//!   part and no position-parity bit), values are computed in blocks of 32: the rare
//!   splits whose partner lies before the block are done for all 32 heap sizes at once
//!   ([`super::vector::RareBlock`]) — half of them collected into per-lane sets of
//!   compressed common values, the other half only tested against each lane's first 16
//!   missing values (a lane they do not decide collects them too) — and then, lane by
//!   lane, the other options, `c`, and the compressed search.
//!
//! ```
//! use grundy::heap::naive::{sequence, NimSequenceEngine};
//! use grundy::heap::rule::HeapRule;
//! use grundy::heap::sparse::SparseEngine;
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

use super::code::Constraint;
use super::naive::{EngineError, EngineState, NimSequenceEngine, RunOutcome, STATE_FORMAT};
use super::rule::HeapRule;
use super::vector::{self, Compression, RareBlock};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// The name under which the engine writes its [`EngineState`].
///
/// ```
/// assert_eq!(grundy::heap::sparse::ENGINE_NAME, "sparse");
/// ```
pub const ENGINE_NAME: &str = "sparse";

/// A rare/common split: the XOR mask `M` over extended values `e = 2·v + ((n + s) mod 2)`
/// (bit 0 = the position-parity "domain" variant, bit `i + 1` = value bit `i`). A
/// position is rare when `popcount(e & M)` is even.
///
/// ```
/// use grundy::heap::sparse::SparseMask;
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
    /// assert_eq!(grundy::heap::sparse::SparseMask::ALL_RARE.bits, 0);
    /// ```
    pub const ALL_RARE: SparseMask = SparseMask { bits: 0 };

    /// The mask over values `value_mask`, with the position-parity variant if `parity`.
    ///
    /// ```
    /// use grundy::heap::sparse::SparseMask;
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
    /// use grundy::heap::sparse::SparseMask;
    /// assert_eq!(SparseMask::new(0x1ee, false).value_mask(), 0x1ee);
    /// ```
    pub fn value_mask(self) -> u32 {
        self.bits >> 1
    }

    /// True for the position-parity ("domain") variant.
    ///
    /// ```
    /// use grundy::heap::sparse::SparseMask;
    /// assert!(SparseMask::new(1, true).position_parity());
    /// ```
    pub fn position_parity(self) -> bool {
        self.bits & 1 == 1
    }

    /// Whether value `v` is rare at a position with `(n + s) mod 2 = parity_bit`.
    ///
    /// ```
    /// use grundy::heap::sparse::SparseMask;
    /// let m = SparseMask::new(1, true);
    /// assert!(m.is_rare_value(1, 1));
    /// assert!(!m.is_rare_value(1, 0));
    /// ```
    pub fn is_rare_value(self, v: u16, parity_bit: u64) -> bool {
        self.class_of(extended(v, parity_bit)) == 0
    }

    fn class_of(self, e: u32) -> u32 {
        (e & self.bits).count_ones() & 1
    }
}

fn extended(v: u16, parity_bit: u64) -> u32 {
    (u32::from(v) << 1) | (parity_bit & 1) as u32
}

/// How a [`SparseEngine`] runs.
///
/// ```
/// use grundy::heap::sparse::{SparseConfig, SparseMask};
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
    /// Use several threads (rayon) where it pays.
    pub parallel: bool,
    /// Values between two progress reports.
    pub progress_every: u64,
    /// Use the AVX-512 kernels of [`super::vector`] when the machine has them (speed
    /// only: the same values and depths; not part of a saved state, a restored engine
    /// uses them again).
    #[serde(default = "yes")]
    pub vector: bool,
}

fn yes() -> bool {
    true
}

impl Default for SparseConfig {
    /// Automatic mask, ring buffer after 2²² values, a prefix of at least 2¹⁶ values,
    /// a rare margin of 8, parallel, progress every 2¹⁶ values, vector kernels.
    fn default() -> SparseConfig {
        SparseConfig {
            mask: None,
            window_after: Some(1 << 22),
            min_prefix: 1 << 16,
            rare_margin: 8,
            parallel: true,
            progress_every: 1 << 16,
            vector: true,
        }
    }
}

/// The part of the rare list a vector block collects into sets (numerator, denominator);
/// the rest is only tested against each lane's first missing values.
const COLLECTED: (usize, usize) = (4, 8);

/// From this many rare positions on, one value's rare splits are shared between threads.
const PARALLEL_RARE: usize = 8192;

/// A split move compiled: remove `k` tokens, leave two heaps (`distinct`: of different
/// sizes).
#[derive(Debug, Clone, Copy)]
struct Split {
    k: usize,
    distinct: bool,
}

/// The moves of a supported rule.
#[derive(Debug, Clone, Default)]
struct Moves {
    /// `whole[n]`: a move may remove a whole heap of `n`.
    whole: Vec<bool>,
    /// Take `k ≥ 1` tokens, leave one heap (ascending).
    take: Vec<usize>,
    /// Take `k`, leave two equal heaps (value 0).
    equal: Vec<usize>,
    /// Take `k`, leave two heaps (ascending `k`).
    split: Vec<Split>,
    /// `t`: the most tokens a move removes.
    t: usize,
    /// The common parity of the split distances, if they share one.
    split_parity: Option<u64>,
}

impl Moves {
    fn compile(rule: &HeapRule) -> Result<Moves, EngineError> {
        let unsupported = |reason: String| EngineError::Unsupported {
            engine: ENGINE_NAME.into(),
            rule: rule.to_string(),
            reason,
        };
        let code = match rule {
            HeapRule::TakeBreak(code) => code,
            HeapRule::Lasker => return Err(unsupported(
                "Lasker's Nim has infinitely many digits (its closed form is in the naive engine)"
                    .into(),
            )),
        };
        if code.period() > 0 {
            return Err(unsupported(
                "the code has infinitely many digits (a repeating block)".into(),
            ));
        }
        let mut moves = Moves {
            t: code.digits().len() - 1,
            ..Moves::default()
        };
        moves.whole = vec![false; code.digits().len()];
        let mut parities = Vec::new();
        for (j, d) in code.digits().iter().enumerate() {
            match d.max_heaps() {
                Some(k) if k <= 2 => {}
                _ => {
                    return Err(unsupported(format!(
                        "the digit {d} lets a move leave three or more heaps"
                    )))
                }
            }
            if d.allows(0).is_some() && j > 0 {
                moves.whole[j] = true;
            }
            if d.allows(1).is_some() && j > 0 {
                moves.take.push(j);
            }
            match d.allows(2) {
                None => {}
                Some(Constraint::AllEqual) => moves.equal.push(j),
                Some(c) => {
                    moves.split.push(Split {
                        k: j,
                        distinct: c != Constraint::Any,
                    });
                    parities.push(j as u64 & 1);
                }
            }
        }
        moves.split_parity = match parities.split_first() {
            Some((&p, rest)) if rest.iter().all(|&q| q == p) => Some(p),
            Some(_) => None,
            None => Some(0),
        };
        Ok(moves)
    }
}

/// What one attempt at `G(n)` gave.
enum Attempt {
    /// The value, and the depth the early exit needed (0 if none).
    Value { v: usize, depth: u64 },
    /// The enumeration needs `G(a)` beyond the stored prefix.
    NeedPrefix { a: u64 },
}

/// The sparse-space engine. See the [module documentation](self).
///
/// ```
/// use grundy::heap::naive::NimSequenceEngine;
/// use grundy::heap::rule::HeapRule;
/// use grundy::heap::sparse::SparseEngine;
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
}

/// Marks value `v` in a bitset.
#[inline(always)]
fn set(seen: &mut [u64], v: u16) {
    seen[usize::from(v >> 6)] |= 1u64 << (v & 63);
}

impl SparseEngine {
    /// An engine at `G(0..0)` for `rule`, with the default [`SparseConfig`].
    ///
    /// # Errors
    /// [`EngineError::Unsupported`] for Lasker's Nim, codes with a repeating block and
    /// moves that may leave three or more heaps (use the naive engine).
    ///
    /// ```
    /// use grundy::heap::naive::EngineError;
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::heap::sparse::SparseEngine;
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
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::heap::sparse::{SparseConfig, SparseEngine, SparseMask};
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
                reason: "the position-parity mask needs split distances of one parity".into(),
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
        };
        engine.resize_bitsets();
        Ok(engine)
    }

    /// The configuration.
    ///
    /// ```
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
    /// let e = SparseEngine::new(HeapRule::parse("0.6").unwrap()).unwrap();
    /// assert!(e.config().mask.is_none());
    /// ```
    pub fn config(&self) -> &SparseConfig {
        &self.config
    }

    /// The mask in use.
    ///
    /// ```
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
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
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
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
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
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
    /// use grundy::heap::{rule::HeapRule, sparse::{SparseConfig, SparseEngine, SparseMask}};
    /// let config = SparseConfig { mask: Some(SparseMask::ALL_RARE), ..Default::default() };
    /// let e = SparseEngine::with_config(HeapRule::parse("0.6").unwrap(), config).unwrap();
    /// assert!(e.is_rare(5, 3));
    /// ```
    pub fn is_rare(&self, n: u64, v: u16) -> bool {
        self.mask.is_rare_value(v, n.wrapping_add(self.s) & 1)
    }

    /// The largest depth an early exit has needed so far.
    ///
    /// ```
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
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
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::{SparseConfig, SparseEngine}};
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

    /// The bytes held by the value store, rare list, histogram and bitsets (an estimate
    /// of the engine's memory).
    ///
    /// ```
    /// use grundy::heap::naive::NimSequenceEngine;
    /// use grundy::heap::{rule::HeapRule, sparse::SparseEngine};
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
    }

    /// Words of the seen-bitset: values below `2^(vbits + 1)`.
    fn words(&self) -> usize {
        ((1usize << (self.vbits + 1)) / 64).max(1)
    }

    /// Resizes the bitsets and the histogram to `vbits` and recomputes the common sets.
    fn resize_bitsets(&mut self) {
        let words = self.words();
        let values = words * 64;
        self.seen = vec![0; words];
        let hist_len = 1usize << (self.vbits + 1);
        if self.hist.len() < hist_len {
            self.hist.resize(hist_len, 0);
        }
        for q in 0..2u64 {
            let mut bits = vec![0u64; words];
            for v in 0..values {
                if self.mask.class_of(((v as u32) << 1) | q as u32) == 1 {
                    bits[v / 64] |= 1 << (v % 64);
                }
            }
            self.common[q as usize] = bits;
        }
    }

    /// `G(x)` for a position the current computation may read.
    #[inline(always)]
    fn ring_mask(&self) -> usize {
        if self.windowed {
            self.values.len() - 1
        } else {
            usize::MAX
        }
    }

    /// One attempt at `G(n)` from the stored state (which it does not change, apart from
    /// the scratch bitset).
    fn attempt(&mut self, n: u64) -> Result<Attempt, EngineError> {
        let n_us = n as usize;
        let words = self.words();
        let rmask = self.ring_mask();
        let mut seen = std::mem::take(&mut self.seen);
        let seen_w = &mut seen[..words];
        seen_w.fill(0);
        let ring: &[u16] = &self.values;
        let prefix: &[u16] = if self.windowed {
            &self.prefix
        } else {
            &self.values
        };
        let mv = &self.moves;
        mark_simple(seen_w, mv, ring, rmask, n_us);
        let rare_pos = &self.rare_pos;
        let rare_val = &self.rare_val;
        let threads = rayon::current_num_threads();
        if self.config.parallel && threads > 1 && rare_pos.len() >= PARALLEL_RARE {
            // A long rare list: split it between the threads, each marking its own
            // bitset, then OR them.
            let per = rare_pos.len().div_ceil(threads);
            let parts: Vec<Vec<u64>> = (0..threads)
                .into_par_iter()
                .map(|part| {
                    let mut local = vec![0u64; words];
                    let (lo, hi) = (part * per, ((part + 1) * per).min(rare_pos.len()));
                    mark_rare_splits(&mut local, mv, rare_pos, rare_val, ring, rmask, n_us, |m| {
                        let end = lo + rare_pos[lo..hi].partition_point(|&r| (r as usize) < m);
                        (lo, end)
                    });
                    local
                })
                .collect();
            for part in parts {
                for (w, p) in seen_w.iter_mut().zip(part) {
                    *w |= p;
                }
            }
        } else {
            mark_rare_splits(seen_w, mv, rare_pos, rare_val, ring, rmask, n_us, |m| {
                (0, rare_pos.partition_point(|&r| (r as usize) < m))
            });
        }
        let common = &self.common[((n + self.s) & 1) as usize][..words];
        let (c, missing) = decide(seen_w, common);
        let simd = self.simd() && self.depth >= 256;
        let result: Result<Attempt, EngineError> = Ok(enumerate(
            seen_w,
            c,
            missing,
            mv,
            prefix,
            ring,
            rmask,
            n_us,
            &mut self.scratch,
            simd,
            None,
        ));
        self.seen = seen;
        let attempt = result?;
        if let Attempt::Value { v, .. } = attempt {
            if v > usize::from(u16::MAX) {
                return Err(EngineError::ValueOverflow { n });
            }
        }
        Ok(attempt)
    }

    /// Grows the windowed prefix so that it holds `G(a)`, by recomputing `G(0..P')`.
    fn grow_prefix(&mut self, a: u64) -> Result<(), EngineError> {
        let ring = self.values.len() as u64;
        let t = self.moves.t as u64;
        let mut target = (self.prefix.len() as u64 * 2).max(a + 1);
        if target + t + 1 >= ring {
            target = ring.saturating_sub(t + 2);
        }
        if !self.windowed || target <= a || target <= self.prefix.len() as u64 {
            return Err(EngineError::Unsupported {
                engine: ENGINE_NAME.into(),
                rule: self.rule.to_string(),
                reason: format!(
                    "G({}) needs G({a}) and its partner, which the ring buffer ({ring} values) no longer holds (a new rare value far out, or a depth beyond the window); rerun with a larger window",
                    self.n
                ),
            });
        }
        let config = SparseConfig {
            mask: Some(self.mask),
            window_after: None,
            parallel: false,
            ..self.config
        };
        let mut fresh = SparseEngine::with_config(self.rule.clone(), config)?;
        for _ in 0..target {
            fresh.step()?;
        }
        if fresh.values[..self.prefix.len()] != self.prefix[..] {
            return Err(EngineError::BadState(
                "the recomputed prefix differs from the stored one".into(),
            ));
        }
        self.prefix = fresh.values;
        Ok(())
    }

    /// Computes `G(n)` without storing it.
    fn compute(&mut self, n: u64) -> Result<(u16, u64), EngineError> {
        loop {
            match self.attempt(n)? {
                Attempt::Value { v, depth } => return Ok((v as u16, depth)),
                Attempt::NeedPrefix { a } => {
                    if let Err(e) = self.grow_prefix(a) {
                        if !self.windowed {
                            return Err(e);
                        }
                        self.unwindow()?;
                    }
                }
            }
        }
    }

    /// The fallback when a value needs history the ring buffer no longer holds (a new
    /// rare position far out): recomputes every value `G(0..n)` with a fresh engine
    /// (same mask), checks it against the stored window, returns to the full layout, and
    /// postpones the next switch to the ring buffer until four times further.
    fn unwindow(&mut self) -> Result<(), EngineError> {
        let config = SparseConfig {
            mask: Some(self.mask),
            window_after: None,
            ..self.config
        };
        let mut fresh = SparseEngine::with_config(self.rule.clone(), config)?;
        let cancel = AtomicBool::new(false);
        if self.n > 0 {
            fresh.run_until(self.n - 1, &mut |_| {}, &cancel)?;
        }
        let ring = self.values.len();
        let agrees = (self.n.saturating_sub(ring as u64)..self.n)
            .all(|x| fresh.values[x as usize] == self.values[x as usize & (ring - 1)])
            && fresh.values[..self.prefix.len()] == self.prefix[..]
            && fresh.rare_pos == self.rare_pos;
        if !agrees {
            return Err(EngineError::BadState(
                "the recomputed history differs from the stored window".into(),
            ));
        }
        self.values = fresh.values;
        self.prefix = Vec::new();
        self.windowed = false;
        self.config.window_after = Some(self.n.saturating_mul(4));
        Ok(())
    }

    /// Stores `G(n) = v` (n = self.n) and updates everything that depends on it.
    fn record(&mut self, v: u16, depth: u64) {
        let n = self.n;
        if self.windowed {
            let rmask = self.values.len() - 1;
            self.values[n as usize & rmask] = v;
        } else {
            self.values.push(v);
        }
        self.n += 1;
        self.depth = self.depth.max(depth);
        let mut grew = false;
        if v > self.max_value {
            self.max_value = v;
            let bits = (16 - v.leading_zeros()).max(1);
            if bits > self.vbits {
                self.vbits = bits;
                grew = true;
                self.resize_bitsets();
            }
        }
        self.hist[extended(v, (n + self.s) & 1) as usize] += 1;
        if n >= 1 && self.is_rare(n, v) {
            self.rare_pos.push(n);
            self.rare_val.push(v);
        }
        if self.config.mask.is_none()
            && !self.windowed
            && (grew || self.rare_pos.len() as u64 >= self.next_choose)
        {
            self.choose_mask();
        }
        if !self.windowed && self.n & 1023 == 0 {
            if let Some(after) = self.config.window_after {
                if self.n >= after {
                    self.try_window();
                }
            }
        }
    }

    /// Rare count of every mask by a Walsh–Hadamard transform of the histogram; switches
    /// to the best mask if it makes fewer positions rare than the current one.
    fn choose_mask(&mut self) {
        let size = 1usize << (self.vbits + 1);
        let mut h: Vec<i64> = self.hist[..size].iter().map(|&c| c as i64).collect();
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
        let total = self.n as i64;
        let parity_ok = self.moves.split_parity.is_some();
        let rare = |m: usize| (total + h[m]) / 2;
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
        if let Some(best) = best {
            if rare(best) < current_count {
                self.mask = SparseMask { bits: best as u32 };
                self.resize_bitsets();
                self.rebuild_rare();
            }
        }
        let len = self.rare_pos.len() as u64;
        self.next_choose = len + (len / 8).max(1);
    }

    /// Rebuilds the rare list from the full value store.
    fn rebuild_rare(&mut self) {
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

    /// Switches to the prefix + ring layout if it saves memory.
    fn try_window(&mut self) {
        let t = self.moves.t as u64;
        let max_rare = self.rare_pos.last().copied().unwrap_or(0);
        let p = self
            .config
            .min_prefix
            .max(4 * (self.depth + 1))
            .max(16)
            .min(self.n);
        let need = 2 * (t + p.max(max_rare) + 1);
        let ring = need.next_power_of_two();
        if 2 * ring > self.n || self.config.rare_margin.saturating_mul(max_rare) > self.n {
            // Not worth it yet, or rare positions have not died out (a new one far out
            // would need the whole history).
            return;
        }
        let ring_us = ring as usize;
        let mut buffer = vec![0u16; ring_us];
        for x in self.n - ring..self.n {
            buffer[x as usize & (ring_us - 1)] = self.values[x as usize];
        }
        self.prefix = self.values[..p as usize].to_vec();
        self.values = buffer;
        self.windowed = true;
    }
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
#[allow(clippy::too_many_arguments)]
fn mark_rare_splits(
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
fn mark_simple(seen: &mut [u64], mv: &Moves, ring: &[u16], rmask: usize, n: usize) {
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
fn decide(seen: &mut [u64], common: &[u64]) -> (Option<usize>, u64) {
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

/// Scratch space of the early-exit search: a byte per value marking the rare values
/// still missing (all zero between searches), and their list.
#[derive(Debug, Clone)]
struct Scratch {
    want: Box<[u8; 1 << 16]>,
    targets: Vec<u16>,
}

impl Default for Scratch {
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

/// Step 4: enumerates the splits `a + (m − a)` by increasing `a` (in chunks, every split
/// move per chunk) up to the stored prefix, until every missing rare value below `c`
/// has appeared; returns the attempt.
#[allow(clippy::too_many_arguments)]
fn enumerate(
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
    lane8: Option<&mut RareBlock>,
) -> Attempt {
    if missing == 0 {
        return Attempt::Value {
            v: c.expect("no missing value without c"),
            depth: 0,
        };
    }
    // The targets: unmarked values below c (all below 2^16 without c, where no value
    // is common and the search must run to the end).
    let limit = c.unwrap_or(1 << 16).min(1 << 16);
    if simd && limit <= 512 {
        return search_vector(seen, c, limit, mv, prefix, ring, rmask, n, lane8);
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
    let result = search(seen, c, &mut left_to_find, mv, prefix, ring, rmask, n, want);
    for &t in targets.iter() {
        want[usize::from(t)] = 0;
    }
    result
}

/// The scan of [`enumerate`]; `want` marks the values still missing.
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
) -> Attempt {
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
                let mut any = 0u8;
                for &v in group {
                    any |= want[usize::from(v)];
                }
                if any == 0 {
                    continue;
                }
                for (j, &v) in group.iter().enumerate() {
                    if want[usize::from(v)] != 0 {
                        want[usize::from(v)] = 0;
                        seen[usize::from(v >> 6)] |= 1u64 << (v & 63);
                        *missing -= 1;
                        if *missing == 0 {
                            if let Some(c) = c {
                                return Attempt::Value {
                                    v: c,
                                    depth: (a0 + 16 * g + j) as u64,
                                };
                            }
                        }
                    }
                }
            }
        }
        a0 = a1 + 1;
    }
    exhausted(seen, available, amax)
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
fn split_bound(sp: &Split, n: usize) -> usize {
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
    let mut want = [0u16; 32];
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
            let m = n - sp.k;
            let found = match lane8.as_deref_mut() {
                Some(block) => block.search_lane(prefix, ring, rmask, m, a0, hi, &mut want),
                None => vector::search(prefix, ring, rmask, m, a0, hi, &mut want),
            };
            if let (Some(a), Some(c)) = (found, c) {
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
        progress: &mut dyn FnMut(super::naive::Progress),
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
            let chunk = (target - self.n).min(every - since);
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

    fn save_state(&self) -> EngineState {
        let (values_from, values) = if self.windowed {
            let ring = self.values.len() as u64;
            let from = self.n - ring;
            let v = (from..self.n)
                .map(|x| self.values[x as usize & (ring as usize - 1)])
                .collect();
            (from, v)
        } else {
            (0, self.values.clone())
        };
        let mut extra = BTreeMap::new();
        let forced = self.config.mask.map_or(0, |m| u64::from(m.bits) + 1);
        extra.insert(
            "config".to_string(),
            vec![
                forced,
                self.config.window_after.map_or(u64::MAX, |w| w),
                self.config.min_prefix,
                self.config.rare_margin,
                u64::from(self.config.parallel),
                self.config.progress_every,
            ],
        );
        extra.insert("mask".to_string(), vec![u64::from(self.mask.bits)]);
        extra.insert("rare_positions".to_string(), self.rare_pos.clone());
        extra.insert(
            "rare_values".to_string(),
            self.rare_val.iter().map(|&v| u64::from(v)).collect(),
        );
        extra.insert("histogram".to_string(), self.hist.clone());
        extra.insert(
            "counters".to_string(),
            vec![self.depth, self.next_choose, u64::from(self.vbits)],
        );
        extra.insert(
            "layout".to_string(),
            vec![u64::from(self.windowed), self.values.len() as u64],
        );
        extra.insert(
            "prefix".to_string(),
            self.prefix.iter().map(|&v| u64::from(v)).collect(),
        );
        EngineState {
            format: STATE_FORMAT,
            engine: ENGINE_NAME.into(),
            rule: self.rule.to_string(),
            computed: self.n,
            values_from,
            values,
            max_value: self.max_value,
            extra,
        }
    }

    /// Checks the format, engine, rule, the consistency of every part, and recomputes the
    /// last value from the rest (a state whose values do not belong to its rule is
    /// refused).
    fn restore(state: EngineState) -> Result<SparseEngine, EngineError> {
        restore_state(state)
    }
}

/// The index in the rare list of the first rare `r` whose partner `m − r` lies before
/// `n0` (the splits from there on read only values known before a block at `n0`).
fn first_known_partner(rare_pos: &[u64], m: usize, n0: usize) -> usize {
    rare_pos.partition_point(|&r| (r as usize) < m.saturating_sub(n0) + 1)
}

impl SparseEngine {
    /// Computes `count` values, with the parallel block method when it pays.
    fn run_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let mut done = 0;
        while done < count {
            done += if count - done >= 8 && self.vector_ready() {
                self.vector_block(count - done)?
            } else if self.cooldown == 0 && self.block_pays(count - done) {
                let committed = self.parallel_block((count - done) as usize)?;
                if committed < 32 {
                    // Assumptions keep failing (rare values still appear): go on
                    // sequentially for a while.
                    self.cooldown = 1024;
                }
                committed
            } else {
                self.cooldown = self.cooldown.saturating_sub(1);
                self.step()?;
                1
            };
        }
        Ok(done)
    }

    /// Whether a parallel block is worth its overhead: several threads, splits, and
    /// enough work per value (a long rare list or a deep search).
    fn block_pays(&self, count: u64) -> bool {
        self.config.parallel
            && count >= 64
            && !self.moves.split.is_empty()
            && rayon::current_num_threads() > 1
            && (self.rare_pos.len() * self.moves.split.len() >= 512 || self.depth >= 512)
    }

    /// Whether the vector kernels apply: present and enabled, splits, every value below
    /// 512, a mask with a value part and without the position-parity bit, enough rare
    /// positions for a block to pay (256 rare splits per heap size), and every rare
    /// position far enough behind that all partners of [`RareBlock`] lanes are common
    /// positions (so every option it collects is a common value).
    fn vector_ready(&self) -> bool {
        if !self.simd()
            || self.moves.split.is_empty()
            || self.mask.value_mask() == 0
            || self.mask.position_parity()
        {
            return false;
        }
        // Too few rare positions: a block costs more than it saves.
        if self.rare_pos.len() * self.moves.split.len() < 256 {
            return false;
        }
        let last = self.rare_pos.last().copied().unwrap_or(0);
        let kmax = self.moves.split.iter().map(|sp| sp.k).max().unwrap_or(0) as u64;
        self.n > 2 * last + kmax + vector::LANES as u64 + 2
    }

    /// Whether the vector search may run: enabled, present, every value below 512.
    /// (Searches use it once some search has gone 256 options deep: shallow searches are
    /// faster without.)
    fn simd(&self) -> bool {
        self.config.vector && self.vbits <= 9 && vector::available()
    }

    /// Computes up to [`vector::LANES`] values (at most `count`) with the vector kernels:
    /// the rare splits whose partner lies before the block for all lanes at once, then
    /// lane by lane the other options, `c` and the vector search. Returns how many values
    /// were recorded (at least one).
    fn vector_block(&mut self, count: u64) -> Result<u64, EngineError> {
        let n0 = self.n as usize;
        let lanes = (count as usize).min(vector::LANES);
        let comp = Compression::new(self.mask.value_mask());
        let mut block = match self.block.take() {
            Some(b) if b.compression() == comp => b,
            _ => Box::new(RareBlock::new(comp)),
        };
        block.clear();
        let rmask = self.ring_mask();
        // Rare positions from LANES on: for every lane, the partner lies before n0.
        let lo = self
            .rare_pos
            .partition_point(|&r| (r as usize) < vector::LANES);
        // The first part of each list is collected into sets; the rest is only tested
        // against each lane's first missing values (RareBlock::verify).
        let ranges: Vec<(usize, usize, usize)> = self
            .moves
            .split
            .iter()
            .map(|sp| {
                let hi = self
                    .rare_pos
                    .partition_point(|&r| r as usize + sp.k < n0)
                    .max(lo);
                (sp.k, lo + (hi - lo) * COLLECTED.0 / COLLECTED.1, hi)
            })
            .collect();
        for &(k, mid, _) in &ranges {
            let (pos, val) = (&self.rare_pos[lo..mid], &self.rare_val[lo..mid]);
            block.add(&self.values, rmask, n0, k, pos, val);
        }
        block.freeze();
        for &(k, mid, hi) in &ranges {
            let (pos, val) = (&self.rare_pos[mid..hi], &self.rare_val[mid..hi]);
            block.verify(&self.values, rmask, n0, k, pos, val);
        }
        let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
        let mut done = 0;
        for i in 0..lanes {
            done += 1;
            match self.vector_value(n0, n0 + i, &mut block, comp, lo, &ranges)? {
                Some((v, depth)) => self.record(v, depth),
                None => {
                    self.step()?;
                    break;
                }
            }
            if self.mask != mask || self.vbits != vbits || self.windowed != windowed {
                break;
            }
        }
        self.block = Some(block);
        Ok(done)
    }

    /// `G(n)` for lane `n − n0` of the vector block at `n0`, which holds the rare splits
    /// of the rare list from index `lo` whose partner lies before `n0`: the other
    /// options are marked here, then `c`, the missing rare values and the vector search.
    /// `None` when the scalar step must do it (no common value below 512 free, or more
    /// prefix needed).
    fn vector_value(
        &mut self,
        n0: usize,
        n: usize,
        block: &mut RareBlock,
        comp: Compression,
        lo: usize,
        ranges: &[(usize, usize, usize)],
    ) -> Result<Option<(u16, u64)>, EngineError> {
        debug_assert_eq!(self.n as usize, n);
        let words = self.words();
        let rmask = self.ring_mask();
        let mut seen = std::mem::take(&mut self.seen);
        let seen_w = &mut seen[..words];
        seen_w.fill(0);
        let (mv, ring, rp, rv) = (
            &self.moves,
            &self.values[..],
            &self.rare_pos,
            &self.rare_val,
        );
        mark_simple(seen_w, mv, ring, rmask, n);
        // The rare splits not in the block: r < LANES, and r ≥ n0 − k (found since).
        // (Every rare position from the block's lists lies below m − 1.)
        let below = |m: usize| match rp.last() {
            Some(&r) if r as usize >= m => rp.partition_point(|&r| (r as usize) < m),
            _ => rp.len(),
        };
        mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
            (0, lo.min(below(m)))
        });
        mark_rare_splits(seen_w, mv, rp, rv, ring, rmask, n, |m| {
            let end = below(m);
            let from = ranges.iter().find(|r| r.0 == n - m).map_or(end, |r| r.2);
            (from.min(end), end)
        });
        let common = &self.common[((n as u64 + self.s) & 1) as usize][..words];
        // The common values marked, compressed (every value is below 512: 8 words).
        let mut low = [0u64; 8];
        for (l, &s) in low.iter_mut().zip(seen_w.iter()) {
            *l = s;
        }
        let set = block.pack_common(&low);
        let free = match block.lane_mex(n - n0, set) {
            Some(free) => Some(free),
            None => {
                // The candidates did not decide: collect this lane's verified splits too.
                let mut full = block.lane(n - n0);
                for (w, x) in full.iter_mut().zip(set) {
                    *w |= x;
                }
                for &(k, mid, hi) in ranges {
                    let rest =
                        block.lane_rest(n - n0, ring, rmask, n0, k, &rp[mid..hi], &rv[mid..hi]);
                    for (w, x) in full.iter_mut().zip(rest) {
                        *w |= x;
                    }
                }
                (0..4)
                    .find(|&w| full[w] != u64::MAX)
                    .map(|w| (w * 64) as u16 + full[w].trailing_ones() as u16)
            }
        };
        let Some(free) = free else {
            self.seen = seen;
            return Ok(None);
        };
        let c = usize::from(comp.decompress(free));
        #[cfg(debug_assertions)]
        let before = seen_w.to_vec();
        // Every common value below c is an option (in the block's sets or marked); mark
        // them and every value from c up (as `decide` does), and count the unmarked rare
        // values below c — without branches on c.
        let mut missing = 0u64;
        for (i, (s, &cm)) in seen_w.iter_mut().zip(common).enumerate() {
            let below = u64::MAX
                .checked_shr(64 - c.saturating_sub(64 * i).min(64) as u32)
                .unwrap_or(0);
            *s |= cm | !below;
            missing += u64::from((!*s).count_ones());
        }
        #[cfg(debug_assertions)]
        {
            let mut check = before;
            for (i, (s, &cm)) in check.iter_mut().zip(common).enumerate() {
                if c > 64 * i {
                    *s |= cm
                        & u64::MAX
                            .checked_shr(64 - (c - 64 * i).min(64) as u32)
                            .unwrap_or(0);
                }
            }
            assert_eq!(decide(&mut check, common), (Some(c), missing));
            assert_eq!(&check[..], &seen_w[..]);
        }
        let prefix: &[u16] = if self.windowed {
            &self.prefix
        } else {
            &self.values
        };
        if missing == 0 {
            self.seen = seen;
            return Ok(Some((c as u16, 0)));
        }
        if let [sp] = &mv.split[..] {
            // One split move: the compressed search straight from the missing values
            // (every unmarked value is a rare one below c).
            let hi = split_bound(sp, n).min(prefix.len().saturating_sub(1));
            let missing: [u64; 8] = std::array::from_fn(|i| seen_w.get(i).map_or(0, |&w| !w));
            if let Some(a) = block.search_missing(prefix, ring, rmask, n - sp.k, hi, &missing) {
                self.seen = seen;
                return Ok(Some((c as u16, a as u64)));
            }
        }
        let attempt = enumerate(
            seen_w,
            Some(c),
            missing,
            mv,
            prefix,
            ring,
            rmask,
            n,
            &mut self.scratch,
            true,
            Some(block),
        );
        self.seen = seen;
        Ok(match attempt {
            Attempt::Value { v, depth } => Some((v as u16, depth)),
            Attempt::NeedPrefix { .. } => None,
        })
    }

    /// Computes a block of up to `max` values speculatively and in parallel; returns how
    /// many were committed (at least one).
    ///
    /// Phase A (parallel): for every position of the block, the rare splits whose other
    /// part lies before the block. Phase B (sequential): the other options, `c` and the
    /// missing count; `G(n) = c` is assumed. Phase C (parallel): the early-exit searches,
    /// each correct provided the values before it are. Commit (sequential): values are
    /// recorded in order until the first one that differs from its assumption (recorded
    /// with its true value), needs more history, or changes the value width or mask.
    fn parallel_block(&mut self, max: usize) -> Result<u64, EngineError> {
        let words = self.words();
        let n0 = self.n as usize;
        let mut b = max
            .min(((1 << 21) / (words * 8)).clamp(64, 4096))
            .min(self.block_hint);
        if self.windowed {
            b = b.min(self.values.len() / 4);
        }
        let mut seen = vec![0u64; b * words];
        let rmask = self.ring_mask();
        {
            let (ring, mv, rp, rv) = (
                &self.values[..],
                &self.moves,
                &self.rare_pos,
                &self.rare_val,
            );
            seen.par_chunks_mut(words).enumerate().for_each(|(i, s)| {
                mark_rare_splits(s, mv, rp, rv, ring, rmask, n0 + i, |m| {
                    let hi = rp.partition_point(|&r| (r as usize) < m);
                    (first_known_partner(rp, m, n0).min(hi), hi)
                });
            });
        }
        // Phase B.
        let mut meta: Vec<(Option<usize>, u64)> = Vec::with_capacity(b);
        let mut saved: Vec<u16> = Vec::with_capacity(b);
        let limit_bits = 1usize << self.vbits;
        for i in 0..b {
            let n = n0 + i;
            let s = &mut seen[i * words..(i + 1) * words];
            mark_simple(s, &self.moves, &self.values, rmask, n);
            let rp = &self.rare_pos;
            mark_rare_splits(
                s,
                &self.moves,
                rp,
                &self.rare_val,
                &self.values,
                rmask,
                n,
                |m| {
                    let hi = rp.partition_point(|&r| (r as usize) < m);
                    (0, first_known_partner(rp, m, n0).min(hi))
                },
            );
            let common = &self.common[((n as u64 + self.s) & 1) as usize][..words];
            let (c, missing) = decide(s, common);
            let Some(cv) = c else { break };
            if cv >= limit_bits {
                break; // a wider value: let the sequential step widen the bitsets
            }
            meta.push((c, missing));
            let v = cv as u16;
            if self.windowed {
                let slot = n & rmask;
                saved.push(self.values[slot]);
                self.values[slot] = v;
            } else {
                self.values.push(v);
            }
        }
        let b = meta.len();
        if b == 0 {
            self.step()?;
            return Ok(1);
        }
        // Phase C.
        let simd = self.simd() && self.depth >= 256;
        let outcomes: Vec<Attempt> = {
            let (mv, ring) = (&self.moves, &self.values[..]);
            let prefix: &[u16] = if self.windowed {
                &self.prefix
            } else {
                &self.values
            };
            seen[..b * words]
                .par_chunks_mut(words)
                .zip(meta.par_iter())
                .enumerate()
                .map_init(Scratch::default, |scratch, (i, (s, &(c, missing)))| {
                    enumerate(
                        s,
                        c,
                        missing,
                        mv,
                        prefix,
                        ring,
                        rmask,
                        n0 + i,
                        scratch,
                        simd,
                        None,
                    )
                })
                .collect()
        };
        // Undo the assumptions, then commit.
        if self.windowed {
            for (i, &old) in saved.iter().enumerate() {
                self.values[(n0 + i) & rmask] = old;
            }
        } else {
            self.values.truncate(n0);
        }
        let mut committed = 0u64;
        for (outcome, &(c, _)) in outcomes.iter().zip(&meta) {
            let Attempt::Value { v, depth } = *outcome else {
                break;
            };
            if v > usize::from(u16::MAX) {
                break;
            }
            let (mask, vbits, windowed) = (self.mask, self.vbits, self.windowed);
            self.record(v as u16, depth);
            committed += 1;
            if Some(v) != c || mask != self.mask || vbits != self.vbits || windowed != self.windowed
            {
                break;
            }
        }
        // Adapt the block length: double after a full block, else follow the run.
        self.block_hint = if committed as usize == b {
            (2 * b).min(4096)
        } else {
            (2 * committed as usize).max(16)
        };
        if committed == 0 {
            self.step()?;
            committed = 1;
        }
        Ok(committed)
    }
}

fn bad(msg: impl Into<String>) -> EngineError {
    EngineError::BadState(msg.into())
}

fn restore_state(mut state: EngineState) -> Result<SparseEngine, EngineError> {
    if state.format != STATE_FORMAT {
        return Err(bad(format!(
            "format {} (this build reads format {STATE_FORMAT})",
            state.format
        )));
    }
    if state.engine != ENGINE_NAME {
        return Err(bad(format!(
            "it was written by the {} engine, not the sparse one",
            state.engine
        )));
    }
    let rule = HeapRule::parse(&state.rule)?;
    let mut take = |key: &str| {
        state
            .extra
            .remove(key)
            .ok_or_else(|| bad(format!("the entry {key} is missing")))
    };
    let config = take("config")?;
    let mask = take("mask")?;
    let rare_pos = take("rare_positions")?;
    let rare_val = take("rare_values")?;
    let hist = take("histogram")?;
    let counters = take("counters")?;
    let layout = take("layout")?;
    let prefix = take("prefix")?;
    if !state.extra.is_empty() {
        return Err(bad("it carries data the sparse engine does not know"));
    }
    let [forced, window_after, min_prefix, rare_margin, parallel, progress_every] = config[..]
    else {
        return Err(bad("the config entry has the wrong length"));
    };
    let small = |x: u64, what: &str| -> Result<u16, EngineError> {
        u16::try_from(x).map_err(|_| bad(format!("{what} {x} is not a 16-bit value")))
    };
    let config = SparseConfig {
        mask: match forced {
            0 => None,
            f => Some(SparseMask {
                bits: u32::try_from(f - 1).map_err(|_| bad("bad forced mask"))?,
            }),
        },
        window_after: (window_after != u64::MAX).then_some(window_after),
        min_prefix,
        rare_margin,
        parallel: parallel != 0,
        progress_every: progress_every.max(1),
        vector: true,
    };
    let mut e = SparseEngine::with_config(rule, config)?;
    let [mask_bits] = mask[..] else {
        return Err(bad("the mask entry has the wrong length"));
    };
    let [depth, next_choose, vbits] = counters[..] else {
        return Err(bad("the counters entry has the wrong length"));
    };
    let [windowed, ring_len] = layout[..] else {
        return Err(bad("the layout entry has the wrong length"));
    };
    let n = state.computed;
    let expected_vbits = u64::from((16 - state.max_value.leading_zeros()).max(1));
    if vbits != expected_vbits {
        return Err(bad("the value width does not match the largest value"));
    }
    e.vbits = vbits as u32;
    e.mask = SparseMask {
        bits: u32::try_from(mask_bits).map_err(|_| bad("bad mask"))?,
    };
    if e.mask.position_parity() && e.moves.split_parity.is_none() {
        return Err(bad("the mask does not fit the rule"));
    }
    if let Some(m) = e.config.mask {
        if m != e.mask {
            return Err(bad("the mask differs from the forced one"));
        }
    }
    if hist.len() != 1 << (vbits + 1) || hist.iter().sum::<u64>() != n {
        return Err(bad("the histogram does not match the values"));
    }
    let top = hist.iter().rposition(|&c| c > 0).map_or(0, |i| i >> 1);
    if top as u64 != u64::from(state.max_value) {
        return Err(bad("the histogram does not match the largest value"));
    }
    if rare_pos.len() != rare_val.len()
        || rare_pos.windows(2).any(|w| w[0] >= w[1])
        || rare_pos.first().is_some_and(|&r| r == 0)
        || rare_pos.last().is_some_and(|&r| r >= n)
    {
        return Err(bad("the rare positions are inconsistent"));
    }
    e.rare_pos = rare_pos;
    e.rare_val = rare_val
        .iter()
        .map(|&v| small(v, "rare value"))
        .collect::<Result<_, _>>()?;
    if e.rare_pos
        .iter()
        .zip(&e.rare_val)
        .any(|(&r, &v)| !e.is_rare(r, v))
    {
        return Err(bad("a listed rare position is not rare under the mask"));
    }
    e.hist = hist;
    e.depth = depth;
    e.next_choose = next_choose;
    e.n = n;
    e.max_value = state.max_value;
    if windowed == 0 {
        if state.values_from != 0 || state.values.len() as u64 != n || !prefix.is_empty() {
            return Err(bad("the stored values do not cover G(0..computed)"));
        }
        if state.values.iter().copied().max().unwrap_or(0) != state.max_value {
            return Err(bad("the largest value does not match the values"));
        }
        e.values = state.values;
        let listed: Vec<u64> = (1..n)
            .filter(|&x| e.is_rare(x, e.values[x as usize]))
            .collect();
        if listed != e.rare_pos {
            return Err(bad("the rare list does not match the values"));
        }
    } else {
        if !ring_len.is_power_of_two()
            || state.values.len() as u64 != ring_len
            || state.values_from + ring_len != n
            || prefix.is_empty()
            || prefix.len() as u64 >= ring_len
        {
            return Err(bad("the ring buffer is inconsistent"));
        }
        e.windowed = true;
        e.prefix = prefix
            .iter()
            .map(|&v| small(v, "prefix value"))
            .collect::<Result<_, _>>()?;
        let mut ring = vec![0u16; ring_len as usize];
        for (i, &v) in state.values.iter().enumerate() {
            ring[(state.values_from as usize + i) & (ring_len as usize - 1)] = v;
        }
        e.values = ring;
    }
    e.resize_bitsets();
    if n >= 1 {
        let last = e.value(n - 1).expect("the last value is stored");
        if let Attempt::Value { v, .. } = e.attempt(n - 1)? {
            if v != usize::from(last) {
                return Err(bad(format!(
                    "G({}) recomputes to {v}, but the state says {last}: the values do not belong to {}",
                    n - 1,
                    e.rule
                )));
            }
        }
    }
    Ok(e)
}
