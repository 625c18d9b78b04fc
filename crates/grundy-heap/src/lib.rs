//! # grundy-heap — the nim-sequences of one-heap games
//!
//! The engine layer of grundy: one-heap rules as data — take-and-break codes (octal,
//! hexadecimal, `tb(…)`), Grundy's game, Lasker's Nim ([`heap::rule::HeapRule`]) and
//! subtraction sets ([`subtraction::SubtractionRule`]) — and what computes their
//! nim-sequences: the naive, sparse and vector engines ([`heap`]), runs in chunks with
//! progress and cancellation, periods proved by their theorems, values files and
//! checkpoints ([`sequence`]). It stands on `grundy-core` alone and knows no position
//! language, no registry and no report: the library `grundy` builds those on it. No I/O
//! (the one environment variable `GRUNDY_SIMD` aside: [`heap::vector::level`]).
//!
//! ```
//! use grundy_heap::heap::rule::HeapRule;
//! use grundy_heap::sequence::{compute, SequenceRule};
//! use std::sync::atomic::AtomicBool;
//! let kayles = SequenceRule::Heap(HeapRule::parse("kayles").unwrap());
//! let report = compute(kayles, "kayles".into(), 1000, true, &AtomicBool::new(false)).unwrap();
//! let period = report.period.unwrap();
//! assert_eq!((period.preperiod, period.period, period.certified), (71, 12u8.into(), true));
//! ```

#![warn(missing_docs)]
// No unwrap or expect on what a user can influence: each `expect` left states the
// invariant that makes it safe (`#[expect(clippy::expect_used, reason = …)]`).
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod heap;
pub mod sequence;

pub use sequence::subtraction;

// The bottom layer under the paths the engines have always used (`crate::nat::Nat` …).
use grundy_core::{cancel, game, i18n, nat, Cancel, Cancelled, Nat};
