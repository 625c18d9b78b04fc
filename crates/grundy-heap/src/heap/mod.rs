//! Heap games: take-and-break codes (octal, hexadecimal, CGSuite notation), Grundy's
//! game and Lasker's Nim — their rules and the engines that compute their nim-sequences.
//! Runs, proved periods and solved sequences are one layer up, in [`crate::sequence`]
//! (shared with subtraction games); this module imports nothing from it.
//!
//! | module | what it is |
//! |---|---|
//! | [`code`] | the code parser ([`code::parse_code`]) and canonical display |
//! | [`rule`] | [`rule::HeapRule`] (what a heap can become), aliases, [`rule::HeapGame`] (the brute-force oracle) |
//! | [`formula`] | [`formula::FormulaRule`]: a heap rule written as a formula of the heap (`rule(n -> …)`), read, checked and evaluated with bounded work |
//! | [`engine`] | the [`engine::NimSequenceEngine`] trait every engine implements: progress, cancel, errors, resumable state |
//! | [`naive`] | the naive O(N²) engine, the reference of the others; with [`splits`] for moves leaving four or more heaps |
//! | [`splits`] | the values of splits into any number of heaps (with `!`, `?`, `=`), built up incrementally |
//! | [`stats`] | value frequencies and the rare/common split of a sequence |
//! | [`sparse`] | the sparse-space (rare/common) engine: fast, ring-buffered, resumable |
//! | [`vector`] | the AVX-512 kernels of the sparse engine and the instruction-set [`vector::Level`] (chosen at run time, or forced by `GRUNDY_SIMD`) |
//!
//! ```
//! use grundy_heap::heap::{naive::sequence, rule::HeapRule};
//! let kayles = HeapRule::parse("kayles").unwrap();
//! let values = sequence(&kayles, 11).unwrap();
//! assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
//! ```

pub mod code;
pub mod engine;
pub mod formula;
pub mod naive;
pub mod rule;
pub mod sparse;
pub mod splits;
pub mod stats;
pub mod vector;

pub use code::{parse_code, CodeError, TbCode};
pub use engine::{EngineError, EngineState, NimSequenceEngine, Progress, RunOutcome};
pub use naive::NaiveEngine;
pub use rule::{HeapGame, HeapRule};
pub use sparse::{SparseConfig, SparseEngine, SparseMask};
