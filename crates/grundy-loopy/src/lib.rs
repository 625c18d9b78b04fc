//! # grundy-loopy — games on graphs, with cycles or without
//!
//! Games with cycles (loopy impartial games): the generalized Sprague–Grundy function;
//! and tokens on a directed acyclic graph ([`dag`], with the edge-list format every graph
//! file of grundy uses). Depends on `grundy-core` and `grundy-heap` alone; no I/O (a
//! checkpoint or a graph streams through what its caller passes).
//!
//! When positions can repeat, a play may go on for ever and a position may be a draw. C.
//! A. B. Smith (1966) extended the Grundy value to such games: every position `u` gets a
//! finite value `γ(u) = m` or the value ∞, written with the set `K` of the finite values
//! of its options, `∞{0,2}`. A finite value `m` means: no option has value `m`, every
//! value below `m` is an option's value, and every option whose value is larger than `m`
//! (or ∞) has an option of value `m` — so a player can answer any escape upwards by
//! coming back to `m`, and the play still ends. Fraenkel and Yesha gave the algorithm
//! used here: labelling rounds, one per finite value ([`mod@solve`]).
//!
//! Outcomes: value 0 is a P-position, a finite value above 0 an N-position; `∞{K}` is an
//! N-position when `0 ∈ K` (move to an option of value 0) and a draw (D) otherwise.
//!
//! Sums follow the rules for generalized values ([`GenValue::sum`]): finite values add by
//! XOR; `∞{K} + n = ∞{K ⊕ n}` (an N-position iff `n ∈ K`, else a draw); a sum with two or
//! more infinite components is `∞{}`, a draw.
//!
//! ```
//! use grundy_loopy::GenValue;
//! use grundy_core::Outcome;
//! let inf = GenValue::infinite([0u32, 2]);
//! assert_eq!(inf.to_string(), "∞{0,2}");
//! assert_eq!(inf.outcome(), Outcome::N);
//! let sum = GenValue::sum(&[inf.clone(), GenValue::finite(2u32)]);
//! assert_eq!(sum.to_string(), "∞{0,2}"); // {0⊕2, 2⊕2}
//! assert_eq!(GenValue::sum(&[inf.clone(), GenValue::finite(1u32)]).outcome(), Outcome::D);
//! assert_eq!(GenValue::sum(&[inf.clone(), inf]).to_string(), "∞{}");
//! ```

#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod binary;
pub mod dag;
pub mod explain;
pub mod fair_shares;
pub mod game;
pub mod generate;
pub mod graph;
pub mod partition;
pub mod solve;

pub use binary::{BinaryGraph, FormatError};
pub use game::{IndexedGame, IndexedValues, LoopySolver};
pub use solve::{
    outcome_counts, solve, Arcs, CheckpointError, OutcomeCounts, Prefetch, Progress, Retrograde,
    Round, INFINITE,
};

use crate::nat::Nat;
use crate::outcome::Outcome;
use grundy_core::{cancel, explanation, i18n, mex, nat, outcome, reasoning};
use num_traits::Zero;
use std::collections::BTreeSet;
use std::fmt;

/// A generalized Sprague–Grundy value: finite, or ∞ with the finite values of the options.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum GenValue {
    /// A finite value: the position plays like a Nim heap of this size.
    Finite(Nat),
    /// The value ∞ with `K`, the finite values of the position's options.
    Infinite(BTreeSet<Nat>),
}

impl GenValue {
    /// The finite value `n`.
    ///
    /// ```
    /// assert_eq!(grundy_loopy::GenValue::finite(3u32).to_string(), "3");
    /// ```
    pub fn finite(n: impl Into<Nat>) -> Self {
        GenValue::Finite(n.into())
    }

    /// The value ∞ with the finite option values `k`.
    ///
    /// ```
    /// assert_eq!(grundy_loopy::GenValue::infinite([2u32, 0]).to_string(), "∞{0,2}");
    /// ```
    pub fn infinite<T: Into<Nat>>(k: impl IntoIterator<Item = T>) -> Self {
        GenValue::Infinite(k.into_iter().map(Into::into).collect())
    }

    /// The finite value, if the value is finite.
    pub fn as_finite(&self) -> Option<&Nat> {
        match self {
            GenValue::Finite(n) => Some(n),
            GenValue::Infinite(_) => None,
        }
    }

    /// Who wins: P for 0, N for another finite value or for `∞{K}` with `0 ∈ K`, D (a
    /// draw) for `∞{K}` without 0.
    ///
    /// ```
    /// use grundy_loopy::GenValue;
    /// use grundy_core::Outcome;
    /// assert_eq!(GenValue::finite(0u32).outcome(), Outcome::P);
    /// assert_eq!(GenValue::infinite([1u32]).outcome(), Outcome::D);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self {
            GenValue::Finite(n) if n.is_zero() => Outcome::P,
            GenValue::Finite(_) => Outcome::N,
            GenValue::Infinite(k) if k.contains(&Nat::zero()) => Outcome::N,
            GenValue::Infinite(_) => Outcome::D,
        }
    }

    /// The value of a sum: XOR of the finite values; with one infinite component `∞{K}`,
    /// `∞{K ⊕ n}` where `n` is the XOR of the others; with two or more, `∞{}`.
    pub fn sum(values: &[GenValue]) -> GenValue {
        let mut x = Nat::zero();
        let mut infinite: Vec<&BTreeSet<Nat>> = Vec::new();
        for v in values {
            match v {
                GenValue::Finite(n) => x ^= n,
                GenValue::Infinite(k) => infinite.push(k),
            }
        }
        match infinite.as_slice() {
            [] => GenValue::Finite(x),
            [k] => GenValue::Infinite(k.iter().map(|k| k ^ &x).collect()),
            _ => GenValue::Infinite(BTreeSet::new()),
        }
    }
}

impl fmt::Display for GenValue {
    /// `3`, or `∞{0,2}` (`∞{}` when no option has a finite value).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenValue::Finite(n) => write!(f, "{n}"),
            GenValue::Infinite(k) => {
                let k: Vec<String> = k.iter().map(ToString::to_string).collect();
                write!(f, "∞{{{}}}", k.join(","))
            }
        }
    }
}

impl serde::Serialize for GenValue {
    /// A finite value as [`crate::nat::json`] writes it (a number, or a decimal string
    /// past `u64`), an infinite one as its text (`"∞{0,2}"`).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            GenValue::Finite(n) => crate::nat::json::serialize(n, s),
            GenValue::Infinite(_) => s.serialize_str(&self.to_string()),
        }
    }
}

/// Why a loopy graph or game could not be solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum LoopyError {
    /// More positions than the limit allow.
    TooLarge {
        /// The limit.
        limit: usize,
    },
    /// More than `u32::MAX − 3` vertices, or a vertex with more options than that.
    Overflow(crate::i18n::Message),
    /// Stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] crate::cancel::Cancelled),
}

impl crate::i18n::errors::Localized for LoopyError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::TooLarge { limit } => t!(lang, "err-loopy-too-large", limit = *limit),
            Self::Overflow(what) => t!(lang, "err-loopy-overflow", what = what.render(lang)),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(LoopyError);

#[cfg(test)]
mod tests;
