//! [`HeapChange`]: what a move changes in one heap (or token) of a component — the data
//! every move of every game is made of, from the contract up to the reports, and how a
//! row of heaps (or pieces) is changed by moves (`HeapChange::apply_all`) — and
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

    /// The heaps this heap becomes: its `parts` when it becomes several (or none), else
    /// the one heap `to`.
    ///
    /// ```
    /// use grundy::component::HeapChange;
    /// let take = HeapChange::new(0, 5u32.into(), 3u32.into());
    /// assert_eq!(take.becomes(), vec![3u32.into()]);
    /// let split = HeapChange::split(0, 7u32.into(), vec![2u32.into(), 4u32.into()]);
    /// assert_eq!(split.becomes(), vec![2u32.into(), 4u32.into()]);
    /// ```
    pub fn becomes(&self) -> Vec<Nat> {
        self.parts.clone().unwrap_or_else(|| vec![self.to.clone()])
    }

    /// A row of heaps after `changes`: each heap a change names becomes the heaps it
    /// [`becomes`](Self::becomes) (its parts, or `to`); a change naming no heap of the
    /// row is passed over. The row of a heap component's `apply`.
    ///
    /// ```
    /// use grundy::component::HeapChange;
    /// use grundy::Nat;
    /// let mut heaps: Vec<Nat> = vec![5u32.into(), 7u32.into(), 9u32.into()];
    /// let changes = [
    ///     HeapChange::split(0, 5u32.into(), vec![1u32.into(), 2u32.into()]),
    ///     HeapChange::new(2, 9u32.into(), 4u32.into()),
    /// ];
    /// HeapChange::apply_all(&changes, &mut heaps);
    /// assert_eq!(heaps, [1u32, 2, 7, 4].map(Nat::from));
    /// ```
    pub fn apply_all(changes: &[HeapChange], heaps: &mut Vec<Nat>) {
        HeapChange::splice_all(changes, heaps, |change| change.becomes());
    }

    /// Replaces each piece of `items` that a change names by `make(change)` (none, one or
    /// several pieces), the later pieces first so that the indices of the earlier ones
    /// stay valid; a change naming no piece is passed over. What
    /// [`apply_all`](Self::apply_all) does for heaps, for pieces of any type.
    ///
    /// ```
    /// use grundy::component::HeapChange;
    /// let mut heads = vec![3u64, 8];
    /// let turn = [HeapChange::split(1, 8u32.into(), vec![2u32.into(), 5u32.into()])];
    /// HeapChange::splice_all(&turn, &mut heads, |c| vec![c.heap as u64; 2]);
    /// assert_eq!(heads, [3, 1, 1]);
    /// ```
    pub fn splice_all<T>(
        changes: &[HeapChange],
        items: &mut Vec<T>,
        make: impl Fn(&HeapChange) -> Vec<T>,
    ) {
        let mut later_first: Vec<&HeapChange> = changes.iter().collect();
        later_first.sort_by_key(|change| std::cmp::Reverse(change.heap));
        for change in later_first {
            if change.heap < items.len() {
                items.splice(change.heap..=change.heap, make(change));
            }
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

/// The part of `impl Component` that every component made of a row of heaps (a
/// `Vec<Nat>` field) writes the same way: `sizes` (the heaps written back),
/// `piece_count`, `piece` (a heap, 0 past the end) and `apply` (the row after
/// [`HeapChange::apply_all`] — one empty heap when every heap is gone, so that the
/// position reads back — made a component again by the closure-like last argument,
/// which gets the component and the new row).
///
/// ```text
/// impl Component for Subtraction {
///     fn name(&self) -> String { self.rule.name() }
///     crate::component::heap_row!(heaps, |this, heaps| Subtraction::new(this.rule.clone(), heaps));
/// }
/// ```
macro_rules! heap_row {
    ($field:ident, |$this:ident, $row:ident| $rebuild:expr) => {
        fn sizes(&self) -> Vec<String> {
            self.$field.iter().map(|h| h.to_string()).collect()
        }

        fn piece_count(&self) -> usize {
            self.$field.len()
        }

        fn piece(&self, i: usize) -> $crate::nat::Nat {
            self.$field.get(i).cloned().unwrap_or_default()
        }

        fn apply(
            &self,
            changes: &[$crate::component::HeapChange],
        ) -> $crate::component::AnyComponent {
            let $this = self;
            let mut $row = self.$field.clone();
            $crate::component::HeapChange::apply_all(changes, &mut $row);
            if $row.is_empty() {
                $row.push($crate::nat::Nat::default());
            }
            $crate::component::AnyComponent::new($rebuild)
        }
    };
}
pub(crate) use heap_row;
