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

// The bottom layer, re-exported under the paths the library has always had.
pub use grundy_core::{cancel, explanation, game, i18n, mex, nat, outcome, reasoning, solver};
// The nim-sequence engines of one-heap rules (`sequence` adds the registry's readers).
/// A part's own words, added to the catalogue ([`grundy_core::words!`]).
pub use grundy_core::{localized_error, words};
pub use grundy_heap::{heap, subtraction};
pub use grundy_loopy as loopy;
pub use grundy_loopy::dag as graph;
pub use grundy_misere as misere;
// The games (crate `grundy-games`): the grammar, nimbers, the contract and the game folders.
pub use grundy_games::{capabilities, component, games, language, nimber};

pub mod analysis;
pub mod errors;
pub mod exercise;
pub mod play;
pub mod position;
pub mod report;
pub mod sequence;

pub use analysis::{analyze, AnalysisError, AnalyzeOptions};
pub use cancel::{Cancel, Cancelled};
pub use component::{AnyComponent, Component};
pub use game::ImpartialGame;
pub use games::nim::NimHeaps;
pub use i18n::Lang;
pub use language::ParseError;
pub use nat::Nat;
pub use outcome::{Convention, Outcome};
pub use position::Position;
pub use position::{parse_position, parse_position_with};
pub use report::Report;
pub use solver::{SearchError, Solver};
