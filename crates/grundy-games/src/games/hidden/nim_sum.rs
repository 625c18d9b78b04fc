//! The Nim heaps of a reduction: their XOR, the outcome it gives, and the moves of one
//! heap to a given nim-sum (Bouton) — what every game where Nim hides computes with.

use crate::component::{HeapChange, NimMove};
use crate::nat::Nat;
use crate::outcome::Outcome;
use num_traits::ToPrimitive;

/// The outcome of a position of Grundy value `value` under normal play: P iff 0.
///
/// ```
/// use grundy::games::hidden::outcome_of;
/// use grundy::Outcome;
/// assert_eq!(outcome_of(0), Outcome::P);
/// assert_eq!(outcome_of(7), Outcome::N);
/// ```
pub fn outcome_of(value: u64) -> Outcome {
    Outcome::from_next_player_wins(value != 0)
}

/// The Nim moves to nim-sum 0 from heaps `heaps` (Bouton): heap `i` goes to `h_i ⊕ S`
/// whenever that is smaller. Empty when the nim-sum is 0.
///
/// ```
/// use grundy::{component::NimMove, games::hidden::nim_winning_moves};
/// assert_eq!(nim_winning_moves(&[3, 4, 5]), vec![NimMove { heap: 0, from: 3, to: 1 }]);
/// assert!(nim_winning_moves(&[1, 2, 3]).is_empty());
/// ```
pub fn nim_winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    nim_moves_to_value(heaps, 0)
}

/// Every single-heap Nim move that brings the nim-sum of `heaps` to `value`: each heap
/// `h` with `h ⊕ S ⊕ value < h` goes to `h ⊕ S ⊕ value` (S the nim-sum).
///
/// ```
/// use grundy::{component::NimMove, games::hidden::nim_moves_to_value};
/// assert_eq!(nim_moves_to_value(&[3, 4], 1), vec![NimMove { heap: 1, from: 4, to: 2 }]);
/// ```
pub fn nim_moves_to_value(heaps: &[u64], value: u64) -> Vec<NimMove> {
    let s = heaps.iter().fold(value, |a, &h| a ^ h);
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| s != 0 && h ^ s < h)
        .map(|(heap, &h)| NimMove {
            heap,
            from: h,
            to: h ^ s,
        })
        .collect()
}

/// The XOR of `values`.
///
/// ```
/// assert_eq!(grundy::games::hidden::xor_all([5, 10, 14, 16, 22]), 7);
/// ```
pub fn xor_all(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |a, v| a ^ v)
}

/// The moves of a game whose pieces are its Nim heaps (a strip's chips, a bar's sides,
/// Poker Nim's heaps), each the one change of its heap.
pub(crate) fn heap_moves(moves: impl IntoIterator<Item = NimMove>) -> Vec<Vec<HeapChange>> {
    moves
        .into_iter()
        .map(|m| vec![HeapChange::new(m.heap, Nat::from(m.from), Nat::from(m.to))])
        .collect()
}

/// The Nim translation of a move of such a game: its first change, heap for heap.
pub(crate) fn heap_nim_move(changes: &[HeapChange]) -> Option<NimMove> {
    let small = |n: &Nat| n.to_u64().unwrap_or(u64::MAX);
    changes.first().map(|c| NimMove {
        heap: c.heap,
        from: small(&c.from),
        to: small(&c.to),
    })
}
