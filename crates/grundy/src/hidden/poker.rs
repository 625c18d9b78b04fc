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
//! use grundy::hidden::poker::PokerNim;
//! use grundy::Outcome;
//! let p = PokerNim::new(vec![3, 4, 5], [10, 10], 5);
//! assert_eq!(p.outcome(), Outcome::N);
//! let d: Vec<String> = p.winning_moves().iter().map(|m| m.describe()).collect();
//! // Nim's move 3 → 1, and also 4 → 6 or 5 → 7 by adding 2 from the bank.
//! assert_eq!(d, ["take 2 from heap 1 (3 → 1)",
//!                "add 2 from the bank to heap 2 (4 → 6)",
//!                "add 2 from the bank to heap 3 (5 → 7)"]);
//! ```

use super::{outcome_of, xor_all, NimMove};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;

/// A Poker Nim position. Input model: the heaps, the banks (player to move first) and
/// the number of additions still allowed (`poker 3 4 5 bank 10 10 adds 5`).
///
/// ```
/// use grundy::hidden::poker::PokerNim;
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

/// A move of Poker Nim: heap `heap` goes from `from` to `to` (a removal when smaller, an
/// addition from the mover's bank when larger).
///
/// ```
/// use grundy::hidden::poker::PokerMove;
/// let m = PokerMove { heap: 0, from: 3, to: 1 };
/// assert_eq!(m.describe(), "take 2 from heap 1 (3 → 1)");
/// assert_eq!(m.nim().describe(), "heap 3 → 1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct PokerMove {
    /// Index of the heap (described 1-based).
    pub heap: usize,
    /// Its size before.
    pub from: u64,
    /// Its size after.
    pub to: u64,
}

impl PokerMove {
    /// The move in the game's terms (heaps numbered from 1).
    ///
    /// ```
    /// use grundy::hidden::poker::PokerMove;
    /// let m = PokerMove { heap: 1, from: 4, to: 6 };
    /// assert_eq!(m.describe(), "add 2 from the bank to heap 2 (4 → 6)");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`PokerMove::describe`] in `lang`.
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let (heap, from, to) = (
            (self.heap + 1).to_string(),
            self.from.to_string(),
            self.to.to_string(),
        );
        if self.to < self.from {
            let count = self.from - self.to;
            t!(
                lang,
                "move-poker-take",
                count = count,
                heap = heap,
                from = from,
                to = to
            )
        } else {
            let count = self.to - self.from;
            t!(
                lang,
                "move-poker-add",
                count = count,
                heap = heap,
                from = from,
                to = to
            )
        }
    }

    /// The Nim translation (the same heap change).
    ///
    /// ```
    /// use grundy::hidden::{poker::PokerMove, NimMove};
    /// assert_eq!(PokerMove { heap: 2, from: 5, to: 7 }.nim(), NimMove { heap: 2, from: 5, to: 7 });
    /// ```
    pub fn nim(&self) -> NimMove {
        NimMove {
            heap: self.heap,
            from: self.from,
            to: self.to,
        }
    }
}

impl PokerNim {
    /// A position with `heaps`, `banks = [mover, other]` and `additions_left`.
    ///
    /// ```
    /// use grundy::hidden::poker::PokerNim;
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
    /// use grundy::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![2, 7], [1, 1], 1).reduction(), vec![(0, 2), (1, 7)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.heaps.iter().copied().enumerate().collect()
    }

    /// The Grundy value: the XOR of the heaps.
    ///
    /// ```
    /// use grundy::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![3, 4, 5], [9, 9], 9).grundy_value(), 2);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.heaps.iter().copied())
    }

    /// Who wins under normal play: as in Nim.
    ///
    /// ```
    /// use grundy::{hidden::poker::PokerNim, Outcome};
    /// assert_eq!(PokerNim::new(vec![1, 2, 3], [100, 0], 10).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: Nim's moves, and additions bringing a heap `h` up to `h ⊕ S`
    /// when the mover's bank and the additions left allow.
    ///
    /// ```
    /// use grundy::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![3, 4, 5], [0, 10], 5).winning_moves().len(), 1);
    /// ```
    pub fn winning_moves(&self) -> Vec<PokerMove> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`.
    ///
    /// ```
    /// use grundy::hidden::poker::PokerNim;
    /// assert_eq!(PokerNim::new(vec![3], [0, 0], 0).moves_to_value(1)[0].to, 1);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<PokerMove> {
        let s = self.grundy_value() ^ value;
        if s == 0 {
            return Vec::new();
        }
        self.heaps
            .iter()
            .enumerate()
            .filter_map(|(heap, &h)| {
                let to = h ^ s;
                let ok = to < h || (self.additions_left > 0 && to - h <= self.banks[0]);
                ok.then_some(PokerMove { heap, from: h, to })
            })
            .collect()
    }

    /// The position after `m`, seen from the next player (banks swapped).
    ///
    /// ```
    /// use grundy::hidden::poker::{PokerMove, PokerNim};
    /// let p = PokerNim::new(vec![3, 4, 5], [10, 0], 5);
    /// let q = p.apply(&PokerMove { heap: 1, from: 4, to: 6 });
    /// assert_eq!(q, PokerNim::new(vec![3, 6, 5], [0, 8], 4));
    /// ```
    pub fn apply(&self, m: &PokerMove) -> PokerNim {
        let mut next = self.clone();
        if let Some(h) = next.heaps.get_mut(m.heap) {
            *h = m.to;
        }
        if m.to < m.from {
            next.banks[0] += m.from - m.to;
        } else {
            next.banks[0] -= m.to - m.from;
            next.additions_left -= 1;
        }
        next.banks.swap(0, 1);
        next
    }
}

/// Poker Nim played directly from its rules, for brute force.
///
/// ```
/// use grundy::{hidden::poker::{PokerGame, PokerNim}, Solver};
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
            for to in 0..h {
                out.push(p.apply(&PokerMove { heap, from: h, to }));
            }
            if p.additions_left > 0 {
                for k in 1..=p.banks[0] {
                    out.push(p.apply(&PokerMove {
                        heap,
                        from: h,
                        to: h + k,
                    }));
                }
            }
        }
        out
    }
}
