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
//! use grundy::hidden::strip::{NoJumpStrip, Staircase, Strip};
//! use grundy::Outcome;
//!
//! assert_eq!(Strip::new(vec![5, 10, 14, 16, 22]).grundy_value(), 7);
//! // Pairs (2,5) and (6,10): gaps 2 and 3.
//! let s = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap();
//! assert_eq!(s.grundy_value(), 1);
//! assert_eq!(Staircase::new(vec![3, 1, 2]).grundy_value(), 3 ^ 2);
//! ```

use super::{outcome_of, xor_all, NimMove};
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
/// use grundy::hidden::strip::Strip;
/// let s = Strip::new(vec![5, 10, 14, 16, 22]);
/// assert_eq!(s.reduction(), vec![(5, 5), (10, 10), (14, 14), (16, 16), (22, 22)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Strip {
    /// The cell of every chip (in input order).
    pub cells: Vec<u64>,
}

/// A move of [`Strip`]: chip number `chip` (index into [`Strip::cells`]) goes from cell
/// `from` to cell `to < from`.
///
/// ```
/// use grundy::hidden::strip::StripMove;
/// let m = StripMove { chip: 2, from: 14, to: 9 };
/// assert_eq!(m.describe(), "move the chip on cell 14 to cell 9");
/// assert_eq!(m.nim().describe(), "heap 14 → 9");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct StripMove {
    /// Index of the chip in [`Strip::cells`].
    pub chip: usize,
    /// Its cell before the move.
    pub from: u64,
    /// Its cell after the move.
    pub to: u64,
}

impl StripMove {
    /// The move in the game's terms.
    ///
    /// ```
    /// use grundy::hidden::strip::StripMove;
    /// assert_eq!(StripMove { chip: 0, from: 5, to: 2 }.describe(), "move the chip on cell 5 to cell 2");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`StripMove::describe`] in `lang`.
    ///
    /// ```
    /// use grundy::hidden::strip::StripMove;
    /// let m = StripMove { chip: 0, from: 14, to: 9 };
    /// assert_eq!(m.describe_in(grundy::Lang::Vi), "chuyển quân cờ ở ô 14 sang ô 9");
    /// ```
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        chip_move_in(self.from, self.to, lang)
    }

    /// The Nim translation: heap `chip` from `from` to `to`.
    ///
    /// ```
    /// use grundy::hidden::{strip::StripMove, NimMove};
    /// assert_eq!(StripMove { chip: 4, from: 22, to: 17 }.nim(), NimMove { heap: 4, from: 22, to: 17 });
    /// ```
    pub fn nim(&self) -> NimMove {
        NimMove {
            heap: self.chip,
            from: self.from,
            to: self.to,
        }
    }
}

impl Strip {
    /// A strip with chips on `cells` (several chips may share a cell).
    ///
    /// ```
    /// use grundy::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![3, 3]).grundy_value(), 0);
    /// ```
    pub fn new(cells: Vec<u64>) -> Self {
        Strip { cells }
    }

    /// The reduction as data: `(cell of the chip, size of its heap)`, one per chip.
    ///
    /// ```
    /// use grundy::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![4, 0]).reduction(), vec![(4, 4), (0, 0)]);
    /// ```
    pub fn reduction(&self) -> Vec<(u64, u64)> {
        self.cells.iter().map(|&c| (c, c)).collect()
    }

    /// The Grundy value: the XOR of the chips' cells.
    ///
    /// ```
    /// use grundy::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![1, 2, 3]).grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.cells.iter().copied())
    }

    /// Who wins under normal play (the player who cannot move loses).
    ///
    /// ```
    /// use grundy::{hidden::strip::Strip, Outcome};
    /// assert_eq!(Strip::new(vec![1, 2, 3]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move (one per chip that can win; chips sharing a cell each get a
    /// move), in input order.
    ///
    /// ```
    /// use grundy::hidden::strip::Strip;
    /// let m = Strip::new(vec![3, 4, 5]).winning_moves();
    /// assert_eq!(m.len(), 1);
    /// assert_eq!(m[0].describe(), "move the chip on cell 3 to cell 1");
    /// ```
    pub fn winning_moves(&self) -> Vec<StripMove> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value` (in a sum, the moves that make
    /// the whole sum 0); [`Strip::winning_moves`] is `moves_to_value(0)`.
    ///
    /// ```
    /// use grundy::hidden::strip::Strip;
    /// assert_eq!(Strip::new(vec![3, 4]).moves_to_value(1).len(), 1);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<StripMove> {
        super::nim_moves_to_value(&self.cells, value)
            .into_iter()
            .map(|m| StripMove {
                chip: m.heap,
                from: m.from,
                to: m.to,
            })
            .collect()
    }
}

/// The rules of [`Strip`] played directly, for brute-force checks. A position is the
/// sorted list of the chips' cells.
///
/// ```
/// use grundy::{hidden::strip::StripGame, Solver};
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
    /// use grundy::hidden::strip::StripError;
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
/// use grundy::hidden::strip::NoJumpStrip;
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
/// use grundy::hidden::strip::{NoJumpStrip, Pair};
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

/// A move of [`NoJumpStrip`]: the chip on cell `from` goes to cell `to < from`, and in Nim
/// terms heap `nim.heap` changes from `nim.from` to `nim.to` (up when a left chip moves).
///
/// ```
/// use grundy::hidden::{strip::NoJumpMove, NimMove};
/// let m = NoJumpMove { from: 10, to: 9, nim: NimMove { heap: 1, from: 3, to: 2 } };
/// assert_eq!(m.describe(), "move the chip on cell 10 to cell 9");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct NoJumpMove {
    /// Cell of the chip before the move.
    pub from: u64,
    /// Its cell after the move.
    pub to: u64,
    /// The Nim translation.
    pub nim: NimMove,
}

impl NoJumpMove {
    /// The move in the game's terms.
    ///
    /// ```
    /// use grundy::hidden::{strip::NoJumpMove, NimMove};
    /// let m = NoJumpMove { from: 4, to: 1, nim: NimMove { heap: 0, from: 3, to: 0 } };
    /// assert_eq!(m.describe(), "move the chip on cell 4 to cell 1");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`NoJumpMove::describe`] in `lang`.
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::t!(lang, "move-chip", from = self.from, to = self.to)
    }
}

impl NoJumpStrip {
    /// Chips on `cells` (numbered from 1; any order; distinct).
    ///
    /// ```
    /// use grundy::hidden::strip::{NoJumpStrip, StripError};
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
    /// use grundy::hidden::strip::NoJumpStrip;
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
    /// use grundy::hidden::strip::NoJumpStrip;
    /// assert_eq!(NoJumpStrip::new(vec![1, 2, 3]).unwrap().grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.reduction().iter().map(|p| p.gap))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{hidden::strip::NoJumpStrip, Outcome};
    /// assert_eq!(NoJumpStrip::new(vec![5]).unwrap().outcome(), Outcome::N);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: a right chip closing its gap to `gap ⊕ S`, or a left chip
    /// opening its gap to `gap ⊕ S` when that is larger and there is room to its left.
    ///
    /// ```
    /// use grundy::hidden::strip::NoJumpStrip;
    /// let s = NoJumpStrip::new(vec![2, 5, 6, 10]).unwrap();
    /// let d: Vec<String> = s.winning_moves().iter().map(|m| m.describe()).collect();
    /// // S = 2 ⊕ 3 = 1: close the gap 3 to 2, or open the gap 2 to 3 (a reversible move
    /// // that wins here too).
    /// assert_eq!(d, ["move the chip on cell 2 to cell 1", "move the chip on cell 10 to cell 9"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<NoJumpMove> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`.
    ///
    /// ```
    /// use grundy::hidden::strip::NoJumpStrip;
    /// let s = NoJumpStrip::new(vec![3]).unwrap();
    /// assert_eq!(s.moves_to_value(1)[0].to, 2);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<NoJumpMove> {
        let pairs = self.reduction();
        let s = xor_all(pairs.iter().map(|p| p.gap)) ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for (i, p) in pairs.iter().enumerate() {
            let target = p.gap ^ s;
            let nim = NimMove {
                heap: i,
                from: p.gap,
                to: target,
            };
            if target < p.gap {
                let d = p.gap - target;
                out.push(NoJumpMove {
                    from: p.right,
                    to: p.right - d,
                    nim,
                });
            } else if !p.phantom {
                // Room to the left of the left chip: back to the previous chip or the edge.
                let previous = i
                    .checked_sub(1)
                    .and_then(|j| pairs.get(j))
                    .map_or(0, |q| q.right);
                let room = p.left - previous - 1;
                let d = target - p.gap;
                if d <= room {
                    out.push(NoJumpMove {
                        from: p.left,
                        to: p.left - d,
                        nim,
                    });
                }
            }
        }
        out.sort_by_key(|m| (m.from, m.to));
        out
    }
}

/// The rules of [`NoJumpStrip`] played directly (cells from 1, no jumping), for
/// brute-force checks. A position is the ascending list of occupied cells.
///
/// ```
/// use grundy::{hidden::strip::NoJumpGame, Solver};
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

// ---------------------------------------------------------------------------------------
// Staircase Nim
// ---------------------------------------------------------------------------------------

/// Staircase Nim. Input model: the numbers of coins on steps 1, 2, 3, … in order
/// (`staircase 3 1 2`: 3 coins on step 1, 1 on step 2, 2 on step 3). A move brings any
/// positive number of coins from one step `i ≥ 1` down to step `i − 1`; coins reaching
/// step 0 (the floor) are out of play.
///
/// **Reduction:** Nim on the odd steps. Every move changes the number of coins on
/// exactly one odd step (down from an odd step, up onto an odd step from the even step
/// above it), and every decrease of an odd step is available, so by induction the
/// Grundy value is exactly the XOR of the odd steps. Moves from an even step are
/// reversible: answer them by bringing the same coins one more step down.
///
/// ```
/// use grundy::hidden::strip::Staircase;
/// let s = Staircase::new(vec![3, 1, 2]);
/// assert_eq!(s.reduction(), vec![(1, 3), (3, 2)]);
/// assert_eq!(s.grundy_value(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Staircase {
    /// `steps[i]` coins on step `i + 1`.
    pub steps: Vec<u64>,
}

/// A move of [`Staircase`]: `count` coins from step `from` to step `from − 1`.
///
/// ```
/// use grundy::hidden::{strip::StaircaseMove, NimMove};
/// let m = StaircaseMove { from: 3, count: 2, nim: NimMove { heap: 1, from: 2, to: 0 } };
/// assert_eq!(m.describe(), "move 2 coins from step 3 to step 2");
/// let m = StaircaseMove { from: 1, count: 1, nim: NimMove { heap: 0, from: 3, to: 2 } };
/// assert_eq!(m.describe(), "move 1 coin from step 1 to the floor");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct StaircaseMove {
    /// The step the coins leave (≥ 1).
    pub from: usize,
    /// How many coins move down one step.
    pub count: u64,
    /// The Nim translation (heap index among the odd steps).
    pub nim: NimMove,
}

impl StaircaseMove {
    /// The move in the game's terms.
    ///
    /// ```
    /// use grundy::hidden::{strip::StaircaseMove, NimMove};
    /// let m = StaircaseMove { from: 2, count: 3, nim: NimMove { heap: 0, from: 1, to: 4 } };
    /// assert_eq!(m.describe(), "move 3 coins from step 2 to step 1");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`StaircaseMove::describe`] in `lang`.
    ///
    /// ```
    /// use grundy::hidden::{strip::StaircaseMove, NimMove};
    /// let m = StaircaseMove { from: 1, count: 2, nim: NimMove { heap: 0, from: 2, to: 0 } };
    /// assert_eq!(m.describe_in(grundy::Lang::Ru), "переложить 2 монеты со ступеньки 1 на пол");
    /// ```
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        if self.from == 1 {
            t!(
                lang,
                "move-staircase-floor",
                count = self.count,
                from = self.from
            )
        } else {
            t!(
                lang,
                "move-staircase",
                count = self.count,
                from = self.from,
                to = self.from - 1
            )
        }
    }
}

impl Staircase {
    /// Coins on steps 1, 2, …
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// assert_eq!(Staircase::new(vec![0, 5]).grundy_value(), 0);
    /// ```
    pub fn new(steps: Vec<u64>) -> Self {
        Staircase { steps }
    }

    /// The reduction: `(odd step, coins on it)`, the Nim heaps.
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// assert_eq!(Staircase::new(vec![4, 7, 1, 9, 2]).reduction(), vec![(1, 4), (3, 1), (5, 2)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.steps
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(i, &c)| (i + 1, c))
            .collect()
    }

    /// The Grundy value: the XOR of the coins on the odd steps.
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// assert_eq!(Staircase::new(vec![4, 7, 1]).grundy_value(), 5);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.reduction().iter().map(|&(_, c)| c))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{hidden::strip::Staircase, Outcome};
    /// assert_eq!(Staircase::new(vec![2, 9, 2]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: from an odd step `i` move `c − (c ⊕ S)` coins down, or from
    /// the even step `i + 1` move `(c ⊕ S) − c` coins down onto odd step `i` when it has
    /// that many.
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// let d: Vec<String> = Staircase::new(vec![1, 5, 3]).winning_moves()
    ///     .iter().map(|m| m.describe()).collect();
    /// // S = 1 ⊕ 3 = 2: step 3 from 3 to 1, or 2 coins from step 2 onto step 1 (1 → 3).
    /// assert_eq!(d, ["move 2 coins from step 2 to step 1", "move 2 coins from step 3 to step 2"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<StaircaseMove> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`.
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// assert_eq!(Staircase::new(vec![2]).moves_to_value(1)[0].count, 1);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<StaircaseMove> {
        let heaps = self.reduction();
        let s = xor_all(heaps.iter().map(|&(_, c)| c)) ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for (heap, &(step, c)) in heaps.iter().enumerate() {
            let target = c ^ s;
            let nim = NimMove {
                heap,
                from: c,
                to: target,
            };
            if target < c {
                out.push(StaircaseMove {
                    from: step,
                    count: c - target,
                    nim,
                });
            } else {
                let above = self.steps.get(step).copied().unwrap_or(0);
                if target - c <= above {
                    out.push(StaircaseMove {
                        from: step + 1,
                        count: target - c,
                        nim,
                    });
                }
            }
        }
        out.sort_by_key(|m| (m.from, m.count));
        out
    }

    /// The position after `m` (steps beyond the floor only).
    ///
    /// ```
    /// use grundy::hidden::strip::Staircase;
    /// let s = Staircase::new(vec![1, 5, 3]);
    /// let after = s.apply(&s.winning_moves()[0]);
    /// assert_eq!(after.steps, vec![3, 3, 3]);
    /// ```
    pub fn apply(&self, m: &StaircaseMove) -> Staircase {
        let mut steps = self.steps.clone();
        if let Some(c) = m.from.checked_sub(1).and_then(|i| steps.get_mut(i)) {
            *c -= m.count;
        }
        if let Some(c) = m.from.checked_sub(2).and_then(|i| steps.get_mut(i)) {
            *c += m.count;
        }
        Staircase { steps }
    }
}

/// The rules of [`Staircase`] played directly, for brute-force checks. A position is the
/// list of coins on steps 1, 2, …
///
/// ```
/// use grundy::{hidden::strip::StaircaseGame, Solver};
/// let mut s = Solver::new(&StaircaseGame);
/// assert_eq!(s.grundy(&vec![3, 1, 2]).unwrap(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct StaircaseGame;

impl ImpartialGame for StaircaseGame {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &c) in p.iter().enumerate() {
            for k in 1..=c {
                let mut q = p.clone();
                if let Some(x) = q.get_mut(i) {
                    *x -= k;
                }
                if let Some(x) = i.checked_sub(1).and_then(|j| q.get_mut(j)) {
                    *x += k;
                }
                out.push(q);
            }
        }
        out
    }
}

/// "move the chip on cell FROM to cell TO" in `lang`: the words of both strips.
///
/// ```
/// assert_eq!(grundy::hidden::strip::chip_move_in(5, 2, grundy::Lang::En), "move the chip on cell 5 to cell 2");
/// ```
pub fn chip_move_in(from: u64, to: u64, lang: crate::i18n::Lang) -> String {
    crate::i18n::t!(lang, "move-chip", from = from, to = to)
}

impl crate::i18n::errors::Localized for StripError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(StripError);
