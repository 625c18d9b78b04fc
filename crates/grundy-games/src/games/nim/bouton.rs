//! Bouton's theorem: under normal play a Nim position is lost for the player to move
//! exactly when the XOR of its heaps (the *nim-sum*) is 0, and the winning moves are the
//! moves to nim-sum 0 — more generally, the moves to any nim-sum ([`moves_to_nim_sum`]).

use super::NimHeaps;
use crate::component::HeapChange;
use crate::nat::Nat;
use crate::outcome::Outcome;
use num_traits::{ToPrimitive, Zero};

/// The nim-sum (XOR) of the heaps.
///
/// ```
/// use grundy::games::nim::{nim_sum, NimHeaps};
/// use grundy::Nat;
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![3, 4, 5])), Nat::from(2u32));
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![5, 10, 14, 16, 22])), Nat::from(7u32));
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![])), Nat::from(0u32));
/// ```
pub fn nim_sum(heaps: &NimHeaps) -> Nat {
    match heaps {
        NimHeaps::Small(v) => xor_u64(v).into(),
        NimHeaps::Big(v) => v.iter().fold(Nat::zero(), |mut acc, h| {
            acc ^= h;
            acc
        }),
    }
}

/// The XOR of `u64` heaps.
fn xor_u64(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Who wins Nim under normal play: `P` exactly when the nim-sum is 0 (Bouton).
///
/// ```
/// use grundy::games::nim::{outcome, NimHeaps};
/// use grundy::Outcome;
/// assert_eq!(outcome(&NimHeaps::from_u64s(vec![3, 4, 5])), Outcome::N);
/// assert_eq!(outcome(&NimHeaps::from_u64s(vec![1, 4, 5])), Outcome::P);
/// ```
pub fn outcome(heaps: &NimHeaps) -> Outcome {
    Outcome::from_next_player_wins(!nim_sum(heaps).is_zero())
}

/// Every single-heap move that changes the nim-sum of `heaps` to `target`, counted in
/// full, the first `limit` of them listed (in heap order).
///
/// With `S` the nim-sum, these are the heaps `h` with `h ⊕ S ⊕ target < h` — the heaps
/// carrying the highest set bit of `S ⊕ target` — and the move leaves `h ⊕ S ⊕ target`.
/// With `target` 0 they are all the winning moves under normal play. When
/// `target == S` there are none (a move always changes the nim-sum).
///
/// ```
/// use grundy::games::nim::{moves_to_nim_sum, NimHeaps};
/// use grundy::report::HeapChange;
/// use grundy::Nat;
///
/// // Chips on cells 5 10 14 16 22: nim-sum 7, three winning moves.
/// let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
/// let (count, moves) = moves_to_nim_sum(&heaps, &Nat::from(0u32), 2);
/// assert_eq!(count, 3);
/// assert_eq!(moves, vec![
///     HeapChange::new(0, 5u32.into(), 2u32.into()),
///     HeapChange::new(2, 14u32.into(), 9u32.into()),
/// ]); // the third, heap 4 from 22 to 17, is counted but not listed
///
/// // Moves to nim-sum 1 from 3 4 5 (nim-sum 2): S ⊕ 1 = 3, carried by 3 only → 0.
/// let (count, moves) = moves_to_nim_sum(&NimHeaps::from_u64s(vec![3, 4, 5]), &1u32.into(), 9);
/// assert_eq!(count, 1);
/// assert_eq!(moves[0].to, Nat::from(0u32));
/// ```
pub fn moves_to_nim_sum(heaps: &NimHeaps, target: &Nat, limit: usize) -> (u64, Vec<HeapChange>) {
    match heaps {
        NimHeaps::Small(v) => {
            let diff = Nat::from(xor_u64(v)) ^ target;
            match diff.to_u64() {
                Some(d) => moves_with_xor_u64(v, d, limit),
                // The top bit of the difference is above every heap's.
                None => (0, Vec::new()),
            }
        }
        NimHeaps::Big(v) => moves_with_xor_big(v, &(nim_sum(heaps) ^ target), limit),
    }
}

/// The moves `h → h ⊕ d` that reduce a heap, for `u64` heaps: one pass, no allocation
/// beyond the `limit` listed moves.
pub(super) fn moves_with_xor_u64(heaps: &[u64], d: u64, limit: usize) -> (u64, Vec<HeapChange>) {
    if d == 0 {
        return (0, Vec::new());
    }
    let top = 1u64 << (63 - d.leading_zeros());
    let mut listed = Vec::new();
    let mut rest = heaps.len();
    if limit > 0 {
        for (i, &h) in heaps.iter().enumerate() {
            if h & top != 0 {
                listed.push(change(i, h.into(), (h ^ d).into()));
                if listed.len() == limit {
                    rest = i + 1;
                    break;
                }
            }
        }
    } else {
        rest = 0;
    }
    let more = heaps
        .get(rest..)
        .unwrap_or(&[])
        .iter()
        .filter(|&&h| h & top != 0)
        .count();
    (listed.len() as u64 + more as u64, listed)
}

/// The same for [`Nat`] heaps (no allocation for heaps that are not listed).
pub(super) fn moves_with_xor_big(heaps: &[Nat], d: &Nat, limit: usize) -> (u64, Vec<HeapChange>) {
    if d.is_zero() {
        return (0, Vec::new());
    }
    let top = d.bits() - 1;
    let mut count = 0u64;
    let mut listed = Vec::new();
    for (i, h) in heaps.iter().enumerate() {
        if h.bit(top) {
            count += 1;
            if listed.len() < limit {
                listed.push(change(i, h.clone(), h ^ d));
            }
        }
    }
    (count, listed)
}

/// The move of heap `heap` from `from` to `to`.
pub(super) fn change(heap: usize, from: Nat, to: Nat) -> HeapChange {
    HeapChange::new(heap, from, to)
}

/// Every winning move under normal play, counted in full, the first `limit` listed: the
/// same as [`moves_to_nim_sum`] with target 0.
///
/// ```
/// use grundy::games::nim::{winning_moves, NimHeaps};
/// let (count, moves) = winning_moves(&NimHeaps::from_u64s(vec![3, 4, 5]), 5);
/// assert_eq!(count, 1);
/// assert_eq!((moves[0].heap, moves[0].to.clone()), (0, 1u32.into()));
/// ```
pub fn winning_moves(heaps: &NimHeaps, limit: usize) -> (u64, Vec<HeapChange>) {
    moves_to_nim_sum(heaps, &Nat::zero(), limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_limit_still_counts() {
        let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
        assert_eq!(moves_to_nim_sum(&heaps, &Nat::zero(), 0), (3, Vec::new()));
        let big = NimHeaps::Big(vec![5u32.into(), 10u32.into(), 14u32.into()]);
        assert_eq!(moves_to_nim_sum(&big, &Nat::zero(), 0).0, 1);
    }
}
