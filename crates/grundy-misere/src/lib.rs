//! # grundy-misere — misère play beyond Nim
//!
//! The methods that answer a misère position, each in its own module, and
//! [`MisereMethod`], the name every misère answer carries. The theories only: they know no
//! position, no component and no game (the library `grundy` applies them to positions).
//! Depends on `grundy-core` and `grundy-heap` alone; no I/O.
//!
//! Misère play has no sum rule: the misère outcome of `G + H` is not a function of the
//! misère outcomes (or values) of `G` and `H`. What survives:
//!
//! | method | module | when |
//! |---|---|---|
//! | Bouton's rule | `games/nim` | Nim |
//! | the tame rule, via the genus | [`genus`], [`tame`] | every component hereditarily tame (Conway, ONAG ch. 12) |
//! | a misère quotient | [`quotient`] | heaps of one ruleset (Plambeck 2005; Plambeck & Siegel 2008) |
//! | a one-dimensional recurrence | [`recurrence`] | a single heap of a game whose moves never split a heap |
//! | exhaustive search | `component::search` | small positions |
//!
//! ```
//! use grundy_misere::genus::{Genus, TameValue};
//! // Conway's tame rule: *2 + *2 plays like misère Nim 2 2, a P-position.
//! let two = Genus::nim_heap(2).tame().unwrap();
//! assert!(TameValue::sum([two, two]).is_p());
//! ```

#![warn(missing_docs)]
#![cfg_attr(
    not(test),
    warn(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod canonical;
pub mod genus;
pub mod quotient;
pub mod recurrence;
mod report_words;
pub mod sequence;
pub mod tame;
pub mod verify;
mod words;

use grundy_core::{cancel, explanation, i18n, nat, outcome, reasoning};
#[cfg(test)]
use grundy_core::{game, solver};
#[cfg(test)]
use grundy_heap::heap;
use grundy_heap::subtraction;
use serde::Serialize;

/// How a misère answer was found. Serialized in snake_case (`"bouton"`, `"tame_rule"`,
/// `"quotient"`, `"recurrence"`, `"search"`, `"game_rule"`).
///
/// ```
/// use grundy_misere::MisereMethod;
/// assert_eq!(serde_json::to_string(&MisereMethod::TameRule).unwrap(), r#""tame_rule""#);
/// assert_eq!(MisereMethod::Quotient.to_string(), "the misère quotient");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MisereMethod {
    /// Bouton's rule for misère Nim.
    Bouton,
    /// Conway's tame rule: every component hereditarily tame, played as misère Nim on
    /// the Nim positions of the same genus.
    TameRule,
    /// One game, wild or tame, beside Nim heaps: decided by its genus
    /// ([`tame::NimHeapsBeside`]).
    GenusBesideNim,
    /// A misère quotient of the heaps' ruleset (Plambeck–Siegel).
    Quotient,
    /// The misère outcomes of one heap, by their recurrence and its period.
    Recurrence,
    /// Exhaustive search of the game tree.
    Search,
    /// A game's own misère theorem (Moore's Nim_k, Wythoff's game).
    GameRule,
}

impl std::fmt::Display for MisereMethod {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            MisereMethod::Bouton => "Bouton's rule",
            MisereMethod::TameRule => "the tame rule (genus)",
            MisereMethod::GenusBesideNim => "the genus beside Nim heaps",
            MisereMethod::Quotient => "the misère quotient",
            MisereMethod::Recurrence => "the one-heap recurrence",
            MisereMethod::Search => "exhaustive search",
            MisereMethod::GameRule => "the game's misère rule",
        })
    }
}
