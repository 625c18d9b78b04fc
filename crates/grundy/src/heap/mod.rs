//! Heap games: take-and-break codes (octal, hexadecimal, CGSuite notation), Grundy's
//! game and Lasker's Nim — their rules, nim-sequences and proved periods.
//!
//! | module | what it is |
//! |---|---|
//! | [`code`] | the code parser ([`code::parse_code`]) and canonical display |
//! | [`rule`] | [`rule::HeapRule`] (what a heap can become), aliases, [`rule::HeapGame`] (the brute-force oracle) |
//! | [`engine`] | the [`engine::NimSequenceEngine`] trait every engine implements: progress, cancel, errors, resumable state |
//! | [`naive`] | the naive O(N²) engine, the reference of the others; with [`splits`] for moves leaving four or more heaps |
//! | [`splits`] | the values of splits into any number of heaps (with `!`, `?`, `=`), built up incrementally |
//! | [`periodicity`] | the take-and-break certificate; periods found in a prefix and certified |
//! | [`solved`], [`sequence`] | the nim-sequence types and run shared with subtraction games, under their heap names ([`crate::sequence`]) |
//! | [`stats`] | value frequencies and the rare/common split of a sequence |
//! | [`sparse`] | the sparse-space (rare/common) engine: fast, ring-buffered, resumable |
//! | [`vector`] | the AVX-512 kernels of the sparse engine (chosen at run time) |
//!
//! ```
//! use grundy::heap::{naive::sequence, periodicity::analyze, rule::HeapRule};
//! let rule = HeapRule::parse("dawson-kayles").unwrap();
//! let values = sequence(&rule, 400).unwrap();
//! let period = analyze(&rule, &values).unwrap();
//! assert_eq!(period.period, 34u8.into());
//! assert!(period.certified);
//! ```

pub mod code;
pub mod engine;
pub mod naive;
pub mod periodicity;
pub mod rule;
pub mod sparse;
pub mod splits;
pub mod stats;
pub mod vector;

pub use code::{parse_code, CodeError, TbCode};
pub use engine::{EngineError, EngineState, NimSequenceEngine, Progress, RunOutcome};
pub use naive::NaiveEngine;
pub use periodicity::{analyze, certificate_bound, Periodicity, Theorem};
pub use rule::{HeapGame, HeapRule};
pub use sparse::{SparseConfig, SparseEngine, SparseMask};
