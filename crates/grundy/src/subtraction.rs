//! Subtraction games: `sub(a,b,…)`, `bounded(k)`, `allbut(a,b,…)`.
//!
//! STUB — being written; signatures are fixed, bodies are not.

use serde::Serialize;

/// The rule of a subtraction game: which numbers of counters may be removed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SubtractionRule {
    /// Remove exactly one of these amounts (sorted, distinct, positive).
    Finite(Vec<u64>),
    /// Remove any amount from 1 to k.
    Bounded(u64),
    /// Remove any positive amount except these (sorted, distinct, positive).
    AllBut(Vec<u64>),
}

/// The reasoning for a subtraction-game component.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SubtractionReasoning {}
