//! [`HeapChange`]: what a move changes in one heap (or token) of a component — the data
//! every move of every game is made of, from the contract up to the reports — and
//! [`NimMove`], the move of the Nim a game hides that a move makes.

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

/// The Nim translation of a move: one heap of the equivalent Nim position changes size.
///
/// `heap` is the index of the heap in the game's reduction (the list of the heaps its
/// pieces become). A "Nim move" may *enlarge* a heap when the game has reversible moves (chips
/// moved without jumping, staircase Nim, Poker Nim); a winning move never needs to.
///
/// ```
/// use grundy::component::NimMove;
/// let m = NimMove { heap: 2, from: 14, to: 9 };
/// assert_eq!(m.describe(), "heap 14 → 9");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct NimMove {
    /// Index of the heap in the reduction list.
    pub heap: usize,
    /// Its size before the move.
    pub from: u64,
    /// Its size after the move.
    pub to: u64,
}

impl NimMove {
    /// "heap FROM → TO".
    ///
    /// ```
    /// use grundy::component::NimMove;
    /// assert_eq!(NimMove { heap: 0, from: 5, to: 2 }.describe(), "heap 5 → 2");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`NimMove::describe`] in `lang`.
    ///
    /// ```
    /// use grundy::component::NimMove;
    /// assert_eq!(NimMove { heap: 0, from: 5, to: 2 }.describe_in(grundy::Lang::Ko), "무더기 5 → 2");
    /// ```
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::t!(lang, "nim-move", from = self.from, to = self.to)
    }
}
