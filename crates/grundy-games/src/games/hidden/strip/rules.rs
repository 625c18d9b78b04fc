//! Chips on a strip and staircase Nim (Kvant games 1, 4 and 5).
//!
//! * [`Strip`] — chips moved left **with** jumping, several chips per cell allowed
//!   (Kvant game 1): cells are numbered 0, 1, 2, … from the left edge, and a chip on
//!   cell `n` is a Nim heap of `n`.
//! * [`NoJumpStrip`] — chips moved left **without** jumping, one chip per cell (Kvant
//!   game 4): cells are numbered 1, 2, … as in the article, a phantom chip sits on cell 0
//!   when the number of chips is odd, and the chips are paired from the right; each
//!   pair is a heap of the number of empty cells between its two chips.
//! * [`Staircase`] — staircase Nim: coins on steps 1, 2, …; a move brings any positive
//!   number of coins from step `i` down to step `i − 1` (step 0 is the floor). It is
//!   Nim on the odd steps.
//!
//! ```
//! use grundy::games::hidden::strip::{NoJumpStrip, Strip};
//! use grundy::games::hidden::staircase::Staircase;
//! use grundy::Outcome;
//!
//! assert_eq!(Strip::new(vec![5, 10, 14, 16, 22]).grundy_value(), 7);
//! // Pairs (2,5) and (6,10): gaps 2 and 3.
//! let s = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap();
//! assert_eq!(s.grundy_value(), 1);
//! assert_eq!(Staircase::new(vec![3, 1, 2]).grundy_value(), 3 ^ 2);
//! ```

use super::super::{
    heap_moves, heap_nim_move, nat, nim_diff, nim_moves_to_value, outcome_of, set_changes, small,
    xor_all,
};
use crate::component::{HeapChange, NimMove};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;

// ---------------------------------------------------------------------------------------
// Chips with jumping
// ---------------------------------------------------------------------------------------

/// Chips on a strip, moved left any distance; jumping over chips and sharing cells is
/// allowed (Kvant game 1). Input model: the cells of the chips, numbered from 0 at the
/// left edge, in any order (`strip 5 10 14 16 22`).
///
/// The game ends when every chip is on cell 0. It is Nim with one heap per chip, the
/// heap's size being the chip's cell.
///
/// ```
/// use grundy::games::hidden::strip::Strip;
/// let s = Strip::new(vec![5, 10, 14, 16, 22]);
/// assert_eq!(s.reduction(), vec![(5, 5), (10, 10), (14, 14), (16, 16), (22, 22)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Strip {
    /// The cell of every chip (in input order).
    pub cells: Vec<u64>,
}

/// The words of a chip's move, `changes` (its first change: the chip's cell before and
/// after), in `lang` — the words of both strips.
///
/// ```
/// use grundy::games::hidden::strip::{move_words_in, Strip};
/// use grundy::Lang;
/// let m = &Strip::new(vec![5, 10, 14, 16, 22]).winning_moves()[1];
/// assert_eq!(move_words_in(m, Lang::En), "move the chip on cell 14 to cell 9");
/// assert_eq!(move_words_in(m, Lang::Vi), "chuyển quân cờ ở ô 14 sang ô 9");
/// ```
pub fn move_words_in(changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
    changes.first().map_or_else(String::new, |c| {
        crate::i18n::t!(lang, "move-chip", from = small(&c.from), to = small(&c.to))
    })
}

impl Strip {
    /// A strip with chips on `cells` (several chips may share a cell).
    ///
    /// ```
    /// use grundy::games::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![3, 3]).grundy_value(), 0);
    /// ```
    pub fn new(cells: Vec<u64>) -> Self {
        Strip { cells }
    }

    /// The reduction as data: `(cell of the chip, size of its heap)`, one per chip.
    ///
    /// ```
    /// use grundy::games::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![4, 0]).reduction(), vec![(4, 4), (0, 0)]);
    /// ```
    pub fn reduction(&self) -> Vec<(u64, u64)> {
        self.cells.iter().map(|&c| (c, c)).collect()
    }

    /// The Grundy value: the XOR of the chips' cells.
    ///
    /// ```
    /// use grundy::games::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![1, 2, 3]).grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.cells.iter().copied())
    }

    /// Who wins under normal play (the player who cannot move loses).
    ///
    /// ```
    /// use grundy::{games::hidden::strip::Strip, Outcome};
    /// assert_eq!(Strip::new(vec![1, 2, 3]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move (one per chip that can win; chips sharing a cell each get a
    /// move), in input order.
    ///
    /// ```
    /// use grundy::games::hidden::strip::{move_words_in, Strip};
    /// let m = Strip::new(vec![3, 4, 5]).winning_moves();
    /// assert_eq!(m.len(), 1);
    /// assert_eq!(move_words_in(&m[0], grundy::Lang::En), "move the chip on cell 3 to cell 1");
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value` (in a sum, the moves that make
    /// the whole sum 0); [`Strip::winning_moves`] is `moves_to_value(0)`. A move is one
    /// change: chip `heap` (its index in [`Strip::cells`]) from its cell to a smaller one.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::strip::Strip};
    /// let m = Strip::new(vec![3, 4]).moves_to_value(1);
    /// assert_eq!(m, [vec![HeapChange::new(1, 4u8.into(), 2u8.into())]]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        heap_moves(nim_moves_to_value(&self.cells, value))
    }

    /// The Nim translation of the move `changes`: the chip's heap, from its cell to its
    /// new cell.
    ///
    /// ```
    /// use grundy::{component::NimMove, games::hidden::strip::Strip};
    /// let s = Strip::new(vec![5, 10, 14, 16, 22]);
    /// let m = &s.winning_moves()[2];
    /// assert_eq!(s.nim_move(m), Some(NimMove { heap: 4, from: 22, to: 17 }));
    /// assert_eq!(s.nim_move(m).unwrap().describe(), "heap 22 → 17");
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        heap_nim_move(changes)
    }
}

/// The rules of [`Strip`] played directly, for brute-force checks. A position is the
/// sorted list of the chips' cells.
///
/// ```
/// use grundy::{games::hidden::strip::StripGame, Solver};
/// let mut s = Solver::new(&StripGame);
/// assert_eq!(s.grundy(&vec![2, 3]).unwrap(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct StripGame;

impl ImpartialGame for StripGame {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for to in 0..h {
                let mut q = p.clone();
                if let Some(x) = q.get_mut(i) {
                    *x = to;
                }
                q.sort_unstable();
                out.push(q);
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------------------
// Chips without jumping
// ---------------------------------------------------------------------------------------

/// Why a [`NoJumpStrip`] could not be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StripError {
    /// Cells are numbered from 1 (cell 0 holds the article's phantom chip).
    CellZero,
    /// Two chips on the same cell.
    SharedCell(u64),
}

impl std::fmt::Display for StripError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for StripError {}

impl StripError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy::games::hidden::strip::StripError;
    /// assert_eq!(StripError::SharedCell(3).to_string(), "two chips on cell 3: at most one chip per cell");
    /// ```
    pub fn message(&self) -> crate::i18n::Message {
        use crate::i18n::msg;
        match self {
            StripError::CellZero => msg!("parse-strip-cell-zero"),
            StripError::SharedCell(c) => msg!("parse-strip-shared-cell", cell = *c),
        }
    }
}

/// Chips moved left **without jumping**, at most one chip per cell (Kvant game 4).
///
/// Input model (the article's convention): the cells of the chips, numbered 1, 2, … from
/// the left edge, in any order (`nojump 2 5 6 10`). A move takes one chip any positive
/// number of cells to the left onto empty cells, without passing another chip or the
/// edge. The player who cannot move (chips on cells 1…n) loses.
///
/// **Reduction** (the article's, equivalently "pair from the right"): if the number of
/// chips is odd, put a fixed phantom chip on cell 0. Number the chips 0 (phantom) or 1
/// from the left and pair them (1st,2nd), (3rd,4th), …; each pair is a Nim heap of the
/// number of empty cells between its chips. Moving the right chip of a pair takes
/// stones from that heap; moving the left chip *adds* stones to it, a reversible move
/// that the winner answers by moving the right chip the same distance. Every move changes
/// exactly one heap and all decreases are available, so (by induction) the Grundy value
/// is exactly the XOR of the gaps.
///
/// ```
/// use grundy::games::hidden::strip::NoJumpStrip;
/// let s = NoJumpStrip::new(vec![10, 2, 5, 6]).unwrap();
/// assert_eq!(s.cells, vec![2, 5, 6, 10]);
/// assert_eq!(s.grundy_value(), 2 ^ 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct NoJumpStrip {
    /// The occupied cells, ascending (all ≥ 1, distinct).
    pub cells: Vec<u64>,
}

/// One pair of [`NoJumpStrip::reduction`]: the heap of the empty cells between two chips.
///
/// ```
/// use grundy::games::hidden::strip::{NoJumpStrip, Pair};
/// let s = NoJumpStrip::new(vec![3]).unwrap();
/// assert_eq!(s.reduction(), vec![Pair { left: 0, right: 3, phantom: true, gap: 2 }]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Pair {
    /// Cell of the left chip of the pair (0 for the phantom chip).
    pub left: u64,
    /// Cell of the right chip.
    pub right: u64,
    /// True when the left chip is the phantom chip on cell 0.
    pub phantom: bool,
    /// Empty cells between them: the heap size.
    pub gap: u64,
}

impl NoJumpStrip {
    /// Chips on `cells` (numbered from 1; any order; distinct).
    ///
    /// ```
    /// use grundy::games::hidden::strip::{NoJumpStrip, StripError};
    /// assert_eq!(NoJumpStrip::new(vec![0, 3]), Err(StripError::CellZero));
    /// assert_eq!(NoJumpStrip::new(vec![3, 3]), Err(StripError::SharedCell(3)));
    /// ```
    pub fn new(mut cells: Vec<u64>) -> Result<Self, StripError> {
        cells.sort_unstable();
        if cells.first() == Some(&0) {
            return Err(StripError::CellZero);
        }
        if let Some(&[c, _]) = cells.windows(2).find(|w| w.first() == w.last()) {
            return Err(StripError::SharedCell(c));
        }
        Ok(NoJumpStrip { cells })
    }

    /// The pairs, from the left; the first has the phantom chip when the number of
    /// chips is odd.
    ///
    /// ```
    /// use grundy::games::hidden::strip::NoJumpStrip;
    /// let gaps: Vec<u64> = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap()
    ///     .reduction().iter().map(|p| p.gap).collect();
    /// assert_eq!(gaps, vec![2, 3]);
    /// ```
    pub fn reduction(&self) -> Vec<Pair> {
        let phantom = self.cells.len() % 2 == 1;
        let mut padded = Vec::with_capacity(self.cells.len() + 1);
        if phantom {
            padded.push(0);
        }
        padded.extend_from_slice(&self.cells);
        // Cells are distinct and sorted (`new`): right > left, so the gap is well defined.
        padded
            .chunks_exact(2)
            .enumerate()
            .filter_map(|(i, c)| match *c {
                [left, right] => Some(Pair {
                    left,
                    right,
                    phantom: phantom && i == 0,
                    gap: right.saturating_sub(left).saturating_sub(1),
                }),
                _ => None,
            })
            .collect()
    }

    /// The Grundy value: the XOR of the gaps of the pairs.
    ///
    /// ```
    /// use grundy::games::hidden::strip::NoJumpStrip;
    /// assert_eq!(NoJumpStrip::new(vec![1, 2, 3]).unwrap().grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.reduction().iter().map(|p| p.gap))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::strip::NoJumpStrip, Outcome};
    /// assert_eq!(NoJumpStrip::new(vec![5]).unwrap().outcome(), Outcome::N);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: a right chip closing its gap to `gap ⊕ S`, or a left chip
    /// opening its gap to `gap ⊕ S` when that is larger and there is room to its left.
    ///
    /// ```
    /// use grundy::games::hidden::strip::{move_words_in, NoJumpStrip};
    /// let s = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap();
    /// let d: Vec<String> = s.winning_moves().iter().map(|m| move_words_in(m, grundy::Lang::En)).collect();
    /// // S = 2 ⊕ 3 = 1: close the gap 3 to 2, or open the gap 2 to 3 (a reversible move
    /// // that wins here too).
    /// assert_eq!(d, ["move the chip on cell 2 to cell 1", "move the chip on cell 10 to cell 9"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`, ordered by the cell the chip
    /// leaves: one change, chip `heap` (its index in [`NoJumpStrip::cells`]) from its cell
    /// to a smaller one.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::strip::NoJumpStrip};
    /// let s = NoJumpStrip::new(vec![3]).unwrap();
    /// assert_eq!(s.moves_to_value(1), [vec![HeapChange::new(0, 3u8.into(), 2u8.into())]]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        let pairs = self.reduction();
        let s = xor_all(pairs.iter().map(|p| p.gap)) ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return Vec::new();
        }
        for (i, p) in pairs.iter().enumerate() {
            let target = p.gap ^ s;
            if target < p.gap {
                let d = p.gap - target;
                out.push((p.right, p.right - d));
            } else if !p.phantom {
                // Room to the left of the left chip: back to the previous chip or the edge.
                let previous = i
                    .checked_sub(1)
                    .and_then(|j| pairs.get(j))
                    .map_or(0, |q| q.right);
                let room = p.left - previous - 1;
                let d = target - p.gap;
                if d <= room {
                    out.push((p.left, p.left - d));
                }
            }
        }
        out.sort_unstable();
        out.into_iter()
            .filter_map(|(from, to)| {
                let chip = self.cells.iter().position(|&c| c == from)?;
                Some(vec![HeapChange::new(chip, nat(from), nat(to))])
            })
            .collect()
    }

    /// The Nim translation of the move `changes`: the pair whose gap it changes (up when
    /// a left chip moves).
    ///
    /// ```
    /// use grundy::{component::NimMove, games::hidden::strip::NoJumpStrip};
    /// let s = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap();
    /// let m = s.winning_moves();
    /// assert_eq!(s.nim_move(&m[0]), Some(NimMove { heap: 0, from: 2, to: 3 }));
    /// assert_eq!(s.nim_move(&m[1]), Some(NimMove { heap: 1, from: 3, to: 2 }));
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        let mut cells = self.cells.clone();
        set_changes(&mut cells, changes);
        let gaps = |s: &NoJumpStrip| s.reduction().iter().map(|p| p.gap).collect::<Vec<_>>();
        nim_diff(&gaps(self), &gaps(&NoJumpStrip { cells }))
    }
}

/// The rules of [`NoJumpStrip`] played directly (cells from 1, no jumping), for
/// brute-force checks. A position is the ascending list of occupied cells.
///
/// ```
/// use grundy::{games::hidden::strip::NoJumpGame, Solver};
/// let mut s = Solver::new(&NoJumpGame);
/// assert_eq!(s.grundy(&vec![1, 2, 3]).unwrap(), 0);
/// assert_eq!(s.grundy(&vec![2, 5, 6, 10]).unwrap(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct NoJumpGame;

impl ImpartialGame for NoJumpGame {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut low = 1;
        for (i, &c) in p.iter().enumerate() {
            for to in low..c {
                let mut q = p.clone();
                if let Some(x) = q.get_mut(i) {
                    *x = to;
                }
                out.push(q);
            }
            low = c + 1;
        }
        out
    }
}

impl crate::i18n::errors::Localized for StripError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(StripError);
