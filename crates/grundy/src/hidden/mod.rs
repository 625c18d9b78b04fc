//! "Where did Nim hide?" — games that are Nim in disguise, each with its reduction to Nim
//! made explicit (after I. Kopylov, *Kvant* 2019 no. 4, and the classical examples of
//! `docs/theory.md`: Wythoff, Poker Nim, coin turning, nimbers, Green Hackenbush).
//!
//! Every module follows the same pattern:
//! * an **input model** (`Strip`, `Staircase`, `CoinRow`, `Chocolate`, `Hackenbush`,
//!   `Wythoff`, `PokerNim`, …) — what a front end parses;
//! * `grundy_value()` and `outcome()` from the reduction, in closed form;
//! * `winning_moves()`: every winning move, described in the game's own terms
//!   (`describe()`) **and** as its Nim translation ([`NimMove`]);
//! * `reduction()`: the reduction as data (which piece of the game became which heap);
//! * a direct [`ImpartialGame`](crate::ImpartialGame) implementation from the game's own
//!   rules, so the reduction can be checked against the generic [`Solver`](crate::Solver).
//!
//! How these games enter positions (their syntax, their place in the analysis, search and
//! play) is in [`crate::games::hidden`] (the games where Nim hides, through
//! [`NimInDisguise`](crate::games::hidden::NimInDisguise)) and [`crate::games::wythoff`].
//!
//! ```
//! use grundy::hidden::strip::Strip;
//! use grundy::Outcome;
//!
//! // Kvant game 1: chips on cells 5, 10, 14, 16, 22 — Nim with heaps 5, 10, 14, 16, 22.
//! let strip = Strip::new(vec![5, 10, 14, 16, 22]);
//! assert_eq!(strip.grundy_value(), 7);
//! assert_eq!(strip.outcome(), Outcome::N);
//! let moves: Vec<String> = strip.winning_moves().iter().map(|m| m.describe()).collect();
//! assert_eq!(moves, ["move the chip on cell 5 to cell 2",
//!                    "move the chip on cell 14 to cell 9",
//!                    "move the chip on cell 22 to cell 17"]);
//! ```

pub mod chocolate;
pub mod coins;
pub mod hackenbush;
pub mod nimber;
pub mod poker;
pub mod strip;
pub mod wythoff;

use crate::outcome::Outcome;
use serde::Serialize;

/// The Nim translation of a move: one heap of the equivalent Nim position changes size.
///
/// `heap` is the index of the heap in the game's [`reduction`](strip::Strip::reduction)
/// list. A "Nim move" may *enlarge* a heap when the game has reversible moves (chips
/// moved without jumping, staircase Nim, Poker Nim); a winning move never needs to.
///
/// ```
/// use grundy::hidden::NimMove;
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
    /// use grundy::hidden::NimMove;
    /// assert_eq!(NimMove { heap: 0, from: 5, to: 2 }.describe(), "heap 5 → 2");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`NimMove::describe`] in `lang`.
    ///
    /// ```
    /// use grundy::hidden::NimMove;
    /// assert_eq!(NimMove { heap: 0, from: 5, to: 2 }.describe_in(grundy::Lang::Ko), "무더기 5 → 2");
    /// ```
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::t!(lang, "nim-move", from = self.from, to = self.to)
    }
}

/// The outcome of a position of Grundy value `value` under normal play: P iff 0.
///
/// ```
/// use grundy::hidden::outcome_of;
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
/// use grundy::hidden::{nim_winning_moves, NimMove};
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
/// use grundy::hidden::{nim_moves_to_value, NimMove};
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
/// assert_eq!(grundy::hidden::xor_all([5, 10, 14, 16, 22]), 7);
/// ```
pub fn xor_all(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |a, v| a ^ v)
}
