//! # grundy-games — the games of grundy, each whole in its folder
//!
//! The layer between the engines below (`grundy-core`, `grundy-heap`, `grundy-misere`,
//! `grundy-loopy`) and the facade `grundy` above (positions, analysis, reports, play):
//!
//! - [`language`]: the position grammar (tokens, heads, sizes, the components of a sum);
//! - [`nimber`]: nimbers — the field's arithmetic, the grammar of `grundy nimber`, its words;
//! - [`component`]: the contract a game implements — [`Component`] and its small
//!   capability traits, each with defaults — and its answers;
//! - [`games`]: one folder per game (its rules, moves, reasoning, words in four languages,
//!   tests) and the registry ([`games::GAMES`]) through which a position is read.
//!
//! It does no I/O. Users reach it through the facade, which re-exports these modules under
//! the same names (`grundy::games`, `grundy::component` …); the examples are written so.
//!
//! ```
//! use grundy_games::games::registry::parse_components;
//! let parts = parse_components("3 4 + kayles 5", &mut |_| Err("no files".into())).unwrap();
//! assert_eq!(parts.len(), 2); // Nim (the heaps 3 and 4) and Kayles
//! ```
//!
//! The map of the crates is in `ARCHITECTURE.md` at the root of the repository.
#![warn(missing_docs)]
// No unwrap or expect on what a user can influence: each `expect` left states the
// invariant that makes it safe (`#[expect(clippy::expect_used, reason = …)]`).
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

// The layers below, under the paths the games have always used (as in the facade).
pub use grundy_core::{cancel, explanation, game, i18n, mex, nat, outcome, reasoning, solver};
pub use grundy_core::{localized_error, words};
pub use grundy_heap::{heap, subtraction};
pub use grundy_loopy as loopy;
pub use grundy_loopy::dag as graph;
pub use grundy_misere as misere;

pub mod component;
pub mod games;
pub mod language;
pub mod nimber;

pub use cancel::{Cancel, Cancelled};
pub use component::{AnyComponent, Component};
pub use game::ImpartialGame;
pub use i18n::Lang;
pub use language::ParseError;
pub use nat::Nat;
pub use outcome::{Convention, Outcome};
pub use solver::{SearchError, Solver};
