//! # grundy — the mathematics of impartial games
//!
//! Who wins this position, and with which move? This crate answers that for Nim and its
//! relatives, for subtraction games, for sums of different games and for any finite
//! impartial game you describe through the [`ImpartialGame`] trait. It does no I/O: the
//! `grundy` command-line tool and the web server are thin front ends over it.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//!
//! let position = parse_position("3 4 5").unwrap();
//! let report = analyze(&position, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(report.outcome, Outcome::N);
//! assert_eq!(report.winning_moves[0].after.as_deref(), Some("1 4 5"));
//! ```
//!
//! The map of the crate is in `ARCHITECTURE.md` at the root of the repository.

#![warn(missing_docs)]
// No unwrap or expect on what a user can influence: each `expect` left states the
// invariant that makes it safe (`#[expect(clippy::expect_used, reason = …)]`).
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod analysis;
pub mod cancel;
pub mod component;
pub mod exercise;
pub mod game;
pub mod games;
pub mod graph;
pub mod heap;
pub mod hidden;
pub mod i18n;
pub mod language;
pub mod loopy;
pub mod mex;
pub mod misere;
pub mod nat;
pub mod outcome;
pub mod play;
pub mod position;
pub mod report;
pub mod sequence;
pub mod solver;
pub mod subtraction;

pub use analysis::{analyze, AnalysisError, AnalyzeOptions};
pub use cancel::{Cancel, Cancelled};
pub use component::{AnyComponent, Component};
pub use game::ImpartialGame;
pub use games::nim::NimHeaps;
pub use i18n::Lang;
pub use language::{parse_position, parse_position_with, ParseError};
pub use mex::mex;
pub use nat::Nat;
pub use outcome::{Convention, Outcome};
pub use position::Position;
pub use report::Report;
pub use solver::{SearchError, Solver};
