//! [`HeapChange`]: what a move changes in one heap (or token) of a component — the data
//! every move of every game is made of, from the contract up to the reports.

use crate::nat::{self, Nat};
use serde::Serialize;

/// One heap (or token) that a move changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapChange {
    /// The heap's index (from 0) inside its component; for a token game, the token's.
    pub heap: usize,
    /// The size before the move (for a token game, the vertex it leaves).
    #[serde(with = "nat::json")]
    pub from: Nat,
    /// The size after the move (for a token game, the vertex it reaches); when the heap
    /// becomes several heaps, their total.
    #[serde(with = "nat::json")]
    pub to: Nat,
    /// When the heap becomes several heaps (or none), the heaps it becomes, in order;
    /// absent when it stays one heap.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "nat::json::list::serialize_option"
    )]
    pub parts: Option<Vec<Nat>>,
}

impl HeapChange {
    /// Heap `heap` goes from `from` to `to`.
    ///
    /// ```
    /// use grundy::component::HeapChange;
    /// let c = HeapChange::new(0, 3u32.into(), 1u32.into());
    /// assert_eq!(c.parts, None);
    /// ```
    pub fn new(heap: usize, from: Nat, to: Nat) -> Self {
        HeapChange {
            heap,
            from,
            to,
            parts: None,
        }
    }

    /// Heap `heap` of size `from` becomes the heaps `parts` (none, one or several).
    ///
    /// ```
    /// use grundy::component::HeapChange;
    /// let c = HeapChange::split(0, 10u32.into(), vec![3u32.into(), 5u32.into()]);
    /// assert_eq!(c.to, 8u32.into());
    /// ```
    pub fn split(heap: usize, from: Nat, parts: Vec<Nat>) -> Self {
        HeapChange {
            heap,
            from,
            to: parts.iter().sum(),
            parts: Some(parts),
        }
    }
}
