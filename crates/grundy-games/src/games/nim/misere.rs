//! Misère Nim (Bouton): with two or more heaps of 2 or more, play as in normal Nim;
//! otherwise leave an odd number of heaps of 1 and nothing else. [`misere`] gives the
//! outcome, every winning move and the reasoning ([`MisereNimReasoning`]).

use super::bouton::{change, moves_with_xor_big, moves_with_xor_u64};
use super::{moves_to_nim_sum, nim_sum, NimHeaps};
use crate::component::HeapChange;
use crate::nat::{self, Nat};
use crate::outcome::Outcome;
use num_traits::Zero;
use serde::Serialize;

/// Which endgame rule of misère Nim applies. Serialized in snake_case
/// (`"several_big_heaps"`, `"one_big_heap"`, `"no_big_heap"`).
///
/// ```
/// use grundy::games::nim::MisereCase;
/// assert_eq!(serde_json::to_string(&MisereCase::OneBigHeap).unwrap(), r#""one_big_heap""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MisereCase {
    /// Two or more heaps of size 2 or more: play exactly as in normal Nim (P iff the
    /// nim-sum is 0).
    SeveralBigHeaps,
    /// Exactly one heap of size 2 or more: always N; the winning move reduces it to 0 or 1
    /// so that an odd number of heaps of 1 remain.
    OneBigHeap,
    /// Every heap is 0 or 1 (including no heaps): P iff the number of heaps of 1 is odd.
    NoBigHeap,
}

/// The reasoning of misère Nim.
///
/// ```
/// use grundy::games::nim::{misere, NimHeaps};
///
/// let analysis = misere(&NimHeaps::from_u64s(vec![1, 1, 4]), 10);
/// assert_eq!(serde_json::to_value(&analysis.reasoning).unwrap(), serde_json::json!({
///     "big_heaps": 1,
///     "one_heaps": 2,
///     "nim_sum": 4,
///     "case": "one_big_heap",
///     "outcome": "N",
///     "rule": "exactly one heap has 2 or more: the player to move wins by reducing it \
///              to 0 or 1 so that an odd number of heaps of 1 remain"
/// }));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MisereNimReasoning {
    /// How many heaps have 2 or more counters.
    pub big_heaps: u64,
    /// How many heaps have exactly 1 counter.
    pub one_heaps: u64,
    /// The nim-sum of all the heaps.
    #[serde(with = "nat::json")]
    pub nim_sum: Nat,
    /// Which rule applies.
    pub case: MisereCase,
    /// Who wins under misère play.
    pub outcome: Outcome,
    /// The rule, in one sentence for people.
    pub rule: String,
}

/// The misère analysis of a Nim position.
///
/// ```
/// use grundy::games::nim::{misere, MisereCase, NimHeaps};
/// use grundy::Outcome;
///
/// let m = misere(&NimHeaps::from_u64s(vec![1, 1]), 10);
/// assert_eq!((m.outcome, m.move_count, m.reasoning.case),
///            (Outcome::N, 2, MisereCase::NoBigHeap));
/// ```
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
///
/// Bouton's rule: with two or more heaps of 2 or more, play as in normal Nim; otherwise
/// aim to leave an odd number of heaps of 1 and nothing else. A position with no counters
/// is N: the player to move cannot move, and so wins.
///
/// ```
/// use grundy::games::nim::{misere, NimHeaps};
/// use grundy::report::HeapChange;
/// use grundy::Outcome;
///
/// // Two big heaps: the normal rule. 3 4 5 → take 2 from heap 0.
/// let m = misere(&NimHeaps::from_u64s(vec![3, 4, 5]), 10);
/// assert_eq!(m.outcome, Outcome::N);
/// assert_eq!(m.moves, vec![HeapChange::new(0, 3u32.into(), 1u32.into())]);
///
/// // One big heap, two 1-heaps: leave 1 in the big heap (three 1-heaps remain).
/// let m = misere(&NimHeaps::from_u64s(vec![1, 4, 1]), 10);
/// assert_eq!(m.moves, vec![HeapChange::new(1, 4u32.into(), 1u32.into())]);
///
/// // Three 1-heaps: lost for the player to move.
/// assert_eq!(misere(&NimHeaps::from_u64s(vec![1, 1, 1]), 10).outcome, Outcome::P);
/// // No counters: the player to move wins, without a move.
/// let m = misere(&NimHeaps::from_u64s(vec![0, 0]), 10);
/// assert_eq!((m.outcome, m.move_count), (Outcome::N, 0));
/// ```
pub fn misere(heaps: &NimHeaps, limit: usize) -> MisereNim {
    let tally = tally(heaps);
    let nim_sum = nim_sum(heaps);
    let (case, outcome, (move_count, moves)) = match (tally.big, tally.first_big) {
        (0, _) => (
            MisereCase::NoBigHeap,
            Outcome::from_next_player_wins(tally.ones & 1 == 0),
            if tally.ones & 1 == 0 {
                take_a_one(heaps, limit)
            } else {
                (0, Vec::new())
            },
        ),
        (1, Some(i)) => (
            MisereCase::OneBigHeap,
            Outcome::N,
            one_big_move(heaps.get(i), i, tally.ones, limit),
        ),
        _ => (
            MisereCase::SeveralBigHeaps,
            Outcome::from_next_player_wins(!nim_sum.is_zero()),
            moves_to_nim_sum(heaps, &Nat::zero(), limit),
        ),
    };
    MisereNim {
        outcome,
        move_count,
        moves,
        reasoning: MisereNimReasoning {
            big_heaps: tally.big,
            one_heaps: tally.ones,
            nim_sum,
            case,
            outcome,
            rule: rule(case).to_string(),
        },
    }
}

/// The rule of `case`, in one sentence for people.
fn rule(case: MisereCase) -> &'static str {
    match case {
        MisereCase::SeveralBigHeaps => {
            "two or more heaps have 2 or more: play as in normal Nim; the player to move \
             loses exactly when the nim-sum is 0"
        }
        MisereCase::OneBigHeap => {
            "exactly one heap has 2 or more: the player to move wins by reducing it to 0 or 1 \
             so that an odd number of heaps of 1 remain"
        }
        MisereCase::NoBigHeap => {
            "every heap is 0 or 1: the player to move loses exactly when the number of heaps \
             of 1 is odd"
        }
    }
}

/// Counts for the misère rule.
struct Tally {
    /// Heaps of 2 or more.
    big: u64,
    /// Heaps of exactly 1.
    ones: u64,
    /// The index of the first heap of 2 or more.
    first_big: Option<usize>,
}

/// The counts of the misère rule, in one pass.
fn tally(heaps: &NimHeaps) -> Tally {
    let mut t = Tally {
        big: 0,
        ones: 0,
        first_big: None,
    };
    let mut visit = |i: usize, is_one: bool, is_big: bool| {
        t.ones += u64::from(is_one);
        if is_big {
            t.big += 1;
            t.first_big.get_or_insert(i);
        }
    };
    match heaps {
        NimHeaps::Small(v) => v
            .iter()
            .enumerate()
            .for_each(|(i, &h)| visit(i, h == 1, h >= 2)),
        NimHeaps::Big(v) => v
            .iter()
            .enumerate()
            .for_each(|(i, h)| visit(i, h.bits() == 1, h.bits() >= 2)),
    }
    t
}

/// Every move taking a heap of 1 (all of them winning when every heap is 0 or 1 and there
/// is an even number of 1s).
fn take_a_one(heaps: &NimHeaps, limit: usize) -> (u64, Vec<HeapChange>) {
    // Heaps of 1 are exactly those with h ⊕ 1 < h among heaps all 0 or 1.
    match heaps {
        NimHeaps::Small(v) => moves_with_xor_u64(v, 1, limit),
        NimHeaps::Big(v) => moves_with_xor_big(v, &Nat::from(1u32), limit),
    }
}

/// The one winning move with a single heap of 2 or more: leave an odd number of 1-heaps.
fn one_big_move(size: Nat, heap: usize, ones: u64, limit: usize) -> (u64, Vec<HeapChange>) {
    let to = Nat::from(u32::from(ones & 1 == 0));
    let listed = if limit > 0 {
        vec![change(heap, size, to)]
    } else {
        Vec::new()
    };
    (1, listed)
}
