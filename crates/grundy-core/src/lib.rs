//! # grundy-core — the bottom layer of grundy
//!
//! What every other crate of grundy stands on, and nothing else: natural numbers
//! ([`Nat`]), [`fn@mex`], outcomes and conventions ([`Outcome`], [`Convention`]), the
//! [`ImpartialGame`] trait with its memoised [`Solver`], cancellation ([`Cancel`]), and
//! the sentences of four languages ([`Lang`], [`i18n::Message`] and the Fluent catalogue,
//! [`i18n::errors::Localized`] for errors), and the reasoning as data that says itself
//! ([`reasoning::Step`], laid out through [`explanation::Explanation`]). It depends on no crate of grundy; every
//! crate of grundy may depend on it. No I/O.
//!
//! ```
//! use grundy_core::{i18n::message, mex, Lang, Outcome};
//! assert_eq!(mex([0u32, 1, 3]), 2);
//! assert_eq!(Outcome::P.to_string(), "P");
//! assert_eq!(message(Lang::En, "more-heaps", &[("count", 2u64.into())]), "… 2 more heaps");
//! ```

#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod cancel;
pub mod explanation;
pub mod game;
pub mod i18n;
pub mod mex;
pub mod nat;
pub mod outcome;
pub mod reasoning;
pub mod solver;

pub use cancel::{Cancel, Cancelled};
pub use game::ImpartialGame;
pub use i18n::Lang;
pub use mex::mex;
pub use nat::Nat;
pub use outcome::{Convention, Outcome};
pub use solver::{SearchError, Solver};
