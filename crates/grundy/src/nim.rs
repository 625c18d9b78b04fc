//! Nim: nim-sum, normal and misère play, every winning move, and the binary column
//! breakdown a person can follow.
//!
//! STUB — being written (see the issue); signatures are fixed, bodies are not.

use crate::nat::Nat;
use crate::outcome::Outcome;
use crate::report::HeapChange;
use serde::Serialize;

/// The heaps of a Nim position. Stored as `u64` when every heap fits (compact: 8 bytes a
/// heap, for inputs of millions of heaps), as [`Nat`] otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NimHeaps {
    /// Every heap fits in a `u64`.
    Small(Vec<u64>),
    /// At least one heap does not fit in a `u64`.
    Big(Vec<Nat>),
}

impl NimHeaps {
    /// Heaps from arbitrary-precision sizes (stored compactly when they all fit in `u64`).
    pub fn from_nats(heaps: Vec<Nat>) -> Self {
        let _ = heaps;
        unimplemented!()
    }
    /// The number of heaps.
    pub fn len(&self) -> usize {
        match self {
            NimHeaps::Small(v) => v.len(),
            NimHeaps::Big(v) => v.len(),
        }
    }
    /// True when there are no heaps.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The size of heap `i`. Panics if `i >= len()`.
    pub fn get(&self, i: usize) -> Nat {
        match self {
            NimHeaps::Small(v) => v[i].into(),
            NimHeaps::Big(v) => v[i].clone(),
        }
    }
}

/// The nim-sum (XOR) of the heaps.
pub fn nim_sum(heaps: &NimHeaps) -> Nat {
    let _ = heaps;
    unimplemented!()
}

/// Every single-heap move that changes the nim-sum of `heaps` to `target`, counted in
/// full, the first `limit` of them listed (in heap order).
pub fn moves_to_nim_sum(heaps: &NimHeaps, target: &Nat, limit: usize) -> (u64, Vec<HeapChange>) {
    let _ = (heaps, target, limit);
    unimplemented!()
}

/// The binary column breakdown of a Nim position (normal play).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NimColumns {}

/// The binary columns of `heaps`, showing at most `row_limit` heap rows.
pub fn column_table(heaps: &NimHeaps, row_limit: usize) -> NimColumns {
    let _ = (heaps, row_limit);
    unimplemented!()
}

/// The reasoning of misère Nim.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MisereNimReasoning {}

/// The misère analysis of a Nim position.
#[derive(Debug, Clone, PartialEq)]
pub struct MisereNim {
    /// Who wins under misère play.
    pub outcome: Outcome,
    /// How many winning moves there are.
    pub move_count: u64,
    /// The first `limit` winning moves.
    pub moves: Vec<HeapChange>,
    /// Why.
    pub reasoning: MisereNimReasoning,
}

/// Misère Nim: outcome and every winning move (the first `limit` listed).
pub fn misere(heaps: &NimHeaps, limit: usize) -> MisereNim {
    let _ = (heaps, limit);
    unimplemented!()
}
