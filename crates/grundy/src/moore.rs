//! Moore's Nim_k: a move reduces between 1 and k heaps.
//!
//! STUB — being written; signatures are fixed, bodies are not.

use crate::nat::Nat;
use crate::outcome::Outcome;
use crate::report::HeapChange;
use serde::Serialize;

/// The bit columns of a Moore's Nim_k position summed mod k+1.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MooreColumns {}

/// Who wins Moore's Nim_k (normal play) at `heaps`.
pub fn outcome(k: u32, heaps: &[Nat]) -> Outcome {
    let _ = (k, heaps);
    unimplemented!()
}

/// The column table of `heaps` for Nim_k, showing at most `row_limit` heap rows.
pub fn column_table(k: u32, heaps: &[Nat], row_limit: usize) -> MooreColumns {
    let _ = (k, heaps, row_limit);
    unimplemented!()
}

/// One winning move built by the greedy top-bit-first construction (seed article 000),
/// or `None` at a P-position.
pub fn constructive_move(k: u32, heaps: &[Nat]) -> Option<Vec<HeapChange>> {
    let _ = (k, heaps);
    unimplemented!()
}

/// TEMPORARY integration stub.
pub struct MooreMoves {
    /** c */
    pub count: Nat,
    /** m */
    pub moves: Vec<Vec<HeapChange>>,
}
/// stub
pub fn winning_moves(_k: u32, _h: &[Nat], _l: usize) -> Result<MooreMoves, String> {
    unimplemented!()
}
