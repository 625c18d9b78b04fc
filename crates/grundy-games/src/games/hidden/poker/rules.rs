//! Poker Nim (`docs/theory.md#poker-nim`): Nim in which a player may, instead of removing, **add**
//! counters to one heap from his own bank of previously removed counters.
//!
//! To keep the game finite (and the model impartial) the position carries the two
//! banks — the bank of the player to move first — and a shared number of additions
//! still allowed. Removed counters go to the remover's bank.
//!
//! **The outcome is that of Nim, whatever the banks:** P iff the XOR of the heaps is 0.
//! *Argument (reversible moves):* an addition can be undone at once by removing the
//! same counters from the same heap, which restores the heaps. So the player who wins
//! ordinary Nim keeps winning: he answers an addition by removing what was added, and
//! plays the Nim winning move otherwise; additions are finitely many, so play ends, and
//! it is the opponent who faces heaps of XOR 0 with no move. In fact the Grundy value is
//! exactly the XOR of the heaps: every move changes exactly one heap, every decrease is
//! available, so (by induction) no option has the position's XOR and all smaller values
//! are reached. **Winning strategy:** undo any addition; otherwise move to XOR 0.
//!
//! ```
//! use grundy::games::hidden::poker::{move_words_in, PokerNim};
//! use grundy::{Lang, Outcome};
//! let p = PokerNim::new(vec![3, 4, 5], [10, 10], 5);
//! assert_eq!(p.outcome(), Outcome::N);
//! let d: Vec<String> = p.winning_moves().iter().map(|m| move_words_in(m, Lang::En)).collect();
//! // Nim's move 3 → 1, and also 4 → 6 or 5 → 7 by adding 2 from the bank.
//! assert_eq!(d, ["take 2 from heap 1 (3 → 1)",
//!                "add 2 from the bank to heap 2 (4 → 6)",
//!                "add 2 from the bank to heap 3 (5 → 7)"]);
//! ```

use super::super::{heap_moves, heap_nim_move, outcome_of, small, xor_all};
use crate::component::{HeapChange, NimMove};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;

/// A Poker Nim position. Input model: the heaps, the banks (player to move first) and
/// the number of additions still allowed (`poker 3 4 5 bank 10 10 adds 5`).
///
/// ```
/// use grundy::games::hidden::poker::PokerNim;
/// let p = PokerNim::new(vec![1, 2, 3], [4, 0], 1);
/// assert_eq!(p.grundy_value(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct PokerNim {
    /// The heaps.
    pub heaps: Vec<u64>,
    /// The banks: `[player to move, the other player]`.
    pub banks: [u64; 2],
    /// How many additions (by either player) are still allowed.
    pub additions_left: u32,
}

/// The words of a Poker Nim move, `changes` (its first change: a heap, numbered from 1
/// in the words, made smaller — a removal — or larger from the mover's bank), in `lang`.
///
/// ```
/// use grundy::{component::HeapChange, games::hidden::poker::move_words_in, Lang};
/// let take = [HeapChange::new(0, 3u8.into(), 1u8.into())];
/// assert_eq!(move_words_in(&take, Lang::En), "take 2 from heap 1 (3 → 1)");
/// let add = [HeapChange::new(1, 4u8.into(), 6u8.into())];
/// assert_eq!(move_words_in(&add, Lang::En), "add 2 from the bank to heap 2 (4 → 6)");
/// ```
pub fn move_words_in(changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    let Some(c) = changes.first() else {
        return String::new();
    };
    let (from, to) = (small(&c.from), small(&c.to));
    let (heap, from_text, to_text) = ((c.heap + 1).to_string(), from.to_string(), to.to_string());
    if to < from {
        let count = from - to;
        t!(
            lang,
            "move-poker-take",
            count = count,
            heap = heap,
            from = from_text,
            to = to_text
        )
    } else {
        let count = to - from;
        t!(
            lang,
            "move-poker-add",
            count = count,
            heap = heap,
            from = from_text,
            to = to_text
        )
    }
}

impl PokerNim {
    /// A position with `heaps`, `banks = [mover, other]` and `additions_left`.
    ///
    /// ```
    /// use grundy::games::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![2], [0, 0], 0).heaps, vec![2]);
    /// ```
    pub fn new(heaps: Vec<u64>, banks: [u64; 2], additions_left: u32) -> Self {
        PokerNim {
            heaps,
            banks,
            additions_left,
        }
    }

    /// The reduction: `(heap index, size)` — the Nim heaps (banks do not count).
    ///
    /// ```
    /// use grundy::games::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![2, 7], [1, 1], 1).reduction(), vec![(0, 2), (1, 7)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.heaps.iter().copied().enumerate().collect()
    }

    /// The Grundy value: the XOR of the heaps.
    ///
    /// ```
    /// use grundy::games::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![3, 4, 5], [9, 9], 9).grundy_value(), 2);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.heaps.iter().copied())
    }

    /// Who wins under normal play: as in Nim.
    ///
    /// ```
    /// use grundy::{games::hidden::poker::PokerNim, Outcome};
    /// assert_eq!(PokerNim::new(vec![1, 2, 3], [100, 0], 10).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: Nim's moves, and additions bringing a heap `h` up to `h ⊕ S`
    /// when the mover's bank and the additions left allow.
    ///
    /// ```
    /// use grundy::games::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![3, 4, 5], [0, 10], 5).winning_moves().len(), 1);
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`: one change each, a heap to its
    /// new size.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::poker::PokerNim};
    /// let m = PokerNim::new(vec![3], [0, 0], 0).moves_to_value(1);
    /// assert_eq!(m, [vec![HeapChange::new(0, 3u8.into(), 1u8.into())]]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        let s = self.grundy_value() ^ value;
        if s == 0 {
            return Vec::new();
        }
        heap_moves(self.heaps.iter().enumerate().filter_map(|(heap, &h)| {
            let to = h ^ s;
            let ok = to < h || (self.additions_left > 0 && to - h <= self.banks[0]);
            ok.then_some(NimMove { heap, from: h, to })
        }))
    }

    /// The Nim translation of the move `changes`: the same heap change.
    ///
    /// ```
    /// use grundy::{component::{HeapChange, NimMove}, games::hidden::poker::PokerNim};
    /// let p = PokerNim::new(vec![3, 4, 5], [10, 0], 5);
    /// let m = [HeapChange::new(2, 5u8.into(), 7u8.into())];
    /// assert_eq!(p.nim_move(&m), Some(NimMove { heap: 2, from: 5, to: 7 }));
    /// let m = &PokerNim::new(vec![3, 4, 5], [0, 0], 0).winning_moves()[0];
    /// assert_eq!(p.nim_move(m).unwrap().describe(), "heap 3 → 1");
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        heap_nim_move(changes)
    }

    /// The position after the move `changes`, seen from the next player (banks swapped);
    /// a change of a heap that is not there is left out.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::poker::PokerNim};
    /// let p = PokerNim::new(vec![3, 4, 5], [10, 0], 5);
    /// let q = p.apply(&[HeapChange::new(1, 4u8.into(), 6u8.into())]);
    /// assert_eq!(q, PokerNim::new(vec![3, 6, 5], [0, 8], 4));
    /// ```
    pub fn apply(&self, changes: &[HeapChange]) -> PokerNim {
        let mut next = self.clone();
        for c in changes {
            let (from, to) = (small(&c.from), small(&c.to));
            let Some(h) = next.heaps.get_mut(c.heap) else {
                continue;
            };
            *h = to;
            if to < from {
                next.banks[0] += from - to;
            } else {
                next.banks[0] -= to - from;
                next.additions_left -= 1;
            }
            next.banks.swap(0, 1);
        }
        next
    }
}

/// Poker Nim played directly from its rules, for brute force.
///
/// ```
/// use grundy::{games::hidden::poker::{PokerGame, PokerNim}, Solver};
/// let mut s = Solver::new(&PokerGame);
/// assert_eq!(s.grundy(&PokerNim::new(vec![1, 2], [1, 1], 2)).unwrap(), 3);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct PokerGame;

impl ImpartialGame for PokerGame {
    type Position = PokerNim;
    fn moves(&self, p: &PokerNim) -> Vec<PokerNim> {
        let mut out = Vec::new();
        for (heap, &h) in p.heaps.iter().enumerate() {
            let to = |to: u64| p.apply(&[HeapChange::new(heap, h.into(), to.into())]);
            out.extend((0..h).map(to));
            if p.additions_left > 0 {
                out.extend((1..=p.banks[0]).map(|k| to(h + k)));
            }
        }
        out
    }
}
