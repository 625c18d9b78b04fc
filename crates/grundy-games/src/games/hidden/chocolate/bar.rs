//! The chocolate bar with a marked square (Kvant game 3).
//!
//! A `rows × columns` bar with one marked square. A move breaks the bar along one grid
//! line and eats the part **without** the marked square; the player left with only the
//! marked square cannot move and loses (the player who leaves it alone wins).
//!
//! **Reduction:** 4-heap Nim. The heaps are the numbers of rows above the mark, columns
//! to its right, rows below it and columns to its left (the article's order). A break
//! above the mark leaves `0 ≤ r < above` rows above it and changes nothing else, and so
//! on for the other three sides.
//!
//! ```
//! use grundy::games::hidden::chocolate::{move_words_in, Chocolate};
//! use grundy::Lang;
//! // Kvant's example: an 8 × 12 bar, mark with 4 rows above, 5 columns right, 3 rows
//! // below, 6 columns left. Nim-sum 4: eat 4 rows above, 4 columns right or 4 left.
//! let bar = Chocolate::new(4, 5, 3, 6);
//! assert_eq!((bar.rows(), bar.columns()), (8, 12));
//! assert_eq!(bar.grundy_value(), 4);
//! let d: Vec<String> = bar.winning_moves().iter().map(|m| move_words_in(m, Lang::En)).collect();
//! assert_eq!(d, ["break off and eat 4 rows above the marked square",
//!                "break off and eat 4 columns right of the marked square",
//!                "break off and eat 4 columns left of the marked square"]);
//! ```

use super::super::{heap_moves, heap_nim_move, nim_moves_to_value, outcome_of, small, xor_all};
use crate::component::{HeapChange, NimMove};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;

/// A side of the marked square.
///
/// ```
/// use grundy::games::hidden::chocolate::Side;
/// assert_eq!(Side::ALL[1], Side::Right);
/// assert_eq!(Side::Below.lines(3), "3 rows below");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Side {
    /// Rows above the mark (heap 0).
    Above,
    /// Columns to the right of the mark (heap 1).
    Right,
    /// Rows below the mark (heap 2).
    Below,
    /// Columns to the left of the mark (heap 3).
    Left,
}

impl Side {
    /// The four sides in heap order.
    pub const ALL: [Side; 4] = [Side::Above, Side::Right, Side::Below, Side::Left];

    /// The side of heap `heap` (in [`Side::ALL`] order; the left beyond).
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::Side;
    /// assert_eq!(Side::at(2), Side::Below);
    /// ```
    pub fn at(heap: usize) -> Side {
        Side::ALL.get(heap).copied().unwrap_or(Side::Left)
    }

    /// "`n` rows above", "`n` columns right of", …
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::Side;
    /// assert_eq!(Side::Above.lines(1), "1 row above");
    /// assert_eq!(Side::Left.lines(2), "2 columns left of");
    /// ```
    pub fn lines(self, n: u64) -> String {
        let (unit, place) = match self {
            Side::Above => ("row", "above"),
            Side::Right => ("column", "right of"),
            Side::Below => ("row", "below"),
            Side::Left => ("column", "left of"),
        };
        format!("{n} {unit}{} {place}", if n == 1 { "" } else { "s" })
    }
}

/// A chocolate bar, described by the lines of squares on each side of the mark. Input
/// model: `chocolate 4 5 3 6` = above, right, below, left. The bar has
/// `above + below + 1` rows and `left + right + 1` columns.
///
/// ```
/// use grundy::games::hidden::chocolate::Chocolate;
/// let bar = Chocolate::from_bar(8, 12, 4, 6).unwrap(); // mark in row 4, column 6 (from 0)
/// assert_eq!(bar, Chocolate::new(4, 5, 3, 6));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Chocolate {
    /// Rows above, columns right, rows below, columns left.
    pub sides: [u64; 4],
}

/// The words of a break, `changes` (its first change: the lines on one side of the mark,
/// heap `i` being side [`Side::ALL`]`[i]`, before and after), in `lang`.
///
/// ```
/// use grundy::{component::HeapChange, games::hidden::chocolate::move_words_in, Lang};
/// let m = [HeapChange::new(1, 5u8.into(), 1u8.into())];
/// assert_eq!(move_words_in(&m, Lang::En), "break off and eat 4 columns right of the marked square");
/// let m = [HeapChange::new(0, 4u8.into(), 0u8.into())];
/// assert_eq!(move_words_in(&m, Lang::En), "break off and eat 4 rows above the marked square");
/// let m = [HeapChange::new(3, 6u8.into(), 2u8.into())];
/// assert_eq!(move_words_in(&m, Lang::Ru), "отломить и съесть 4 столбца слева от отмеченной дольки");
/// ```
pub fn move_words_in(changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
    let Some(c) = changes.first() else {
        return String::new();
    };
    let id = match Side::at(c.heap) {
        Side::Above => "move-chocolate-above",
        Side::Right => "move-chocolate-right",
        Side::Below => "move-chocolate-below",
        Side::Left => "move-chocolate-left",
    };
    crate::i18n::t!(lang, id, count = small(&c.from) - small(&c.to))
}

impl Chocolate {
    /// A bar with `above` rows above the mark, `right` columns right of it, `below` rows
    /// below and `left` columns left of it.
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::Chocolate;
    /// assert_eq!(Chocolate::new(1, 2, 3, 4).sides, [1, 2, 3, 4]);
    /// ```
    pub fn new(above: u64, right: u64, below: u64, left: u64) -> Self {
        Chocolate {
            sides: [above, right, below, left],
        }
    }

    /// A `rows × columns` bar with the mark in row `mark_row` (0 = top) and column
    /// `mark_column` (0 = leftmost); `None` if the mark is off the bar.
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::Chocolate;
    /// assert_eq!(Chocolate::from_bar(23, 45, 0, 0), Some(Chocolate::new(0, 44, 22, 0)));
    /// assert_eq!(Chocolate::from_bar(2, 2, 2, 0), None);
    /// ```
    pub fn from_bar(rows: u64, columns: u64, mark_row: u64, mark_column: u64) -> Option<Self> {
        (mark_row < rows && mark_column < columns).then(|| {
            Chocolate::new(
                mark_row,
                columns - 1 - mark_column,
                rows - 1 - mark_row,
                mark_column,
            )
        })
    }

    /// Rows of the bar.
    ///
    /// ```
    /// assert_eq!(grundy::games::hidden::chocolate::Chocolate::new(4, 5, 3, 6).rows(), 8);
    /// ```
    pub fn rows(&self) -> u64 {
        self.sides[0] + self.sides[2] + 1
    }

    /// Columns of the bar.
    ///
    /// ```
    /// assert_eq!(grundy::games::hidden::chocolate::Chocolate::new(4, 5, 3, 6).columns(), 12);
    /// ```
    pub fn columns(&self) -> u64 {
        self.sides[1] + self.sides[3] + 1
    }

    /// The reduction: `(side, heap size)` for the four sides.
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::{Chocolate, Side};
    /// assert_eq!(Chocolate::new(4, 5, 3, 6).reduction()[2], (Side::Below, 3));
    /// ```
    pub fn reduction(&self) -> Vec<(Side, u64)> {
        Side::ALL.iter().copied().zip(self.sides).collect()
    }

    /// The Grundy value: XOR of the four side counts.
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::Chocolate;
    /// assert_eq!(Chocolate::new(22, 22, 11, 11).grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.sides)
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::chocolate::Chocolate, Outcome};
    /// assert_eq!(Chocolate::from_bar(23, 45, 0, 0).unwrap().outcome(), Outcome::N);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move, in side order.
    ///
    /// ```
    /// use grundy::games::hidden::chocolate::{move_words_in, Chocolate};
    /// let m = Chocolate::from_bar(23, 45, 0, 0).unwrap().winning_moves();
    /// assert_eq!(move_words_in(&m[0], grundy::Lang::En), "break off and eat 22 columns right of the marked square");
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`: one change each, the lines on
    /// one side (heap `i` the side [`Side::ALL`]`[i]`) to fewer.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::chocolate::Chocolate};
    /// let m = Chocolate::new(3, 0, 0, 0).moves_to_value(1);
    /// assert_eq!(m, [vec![HeapChange::new(0, 3u8.into(), 1u8.into())]]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        heap_moves(nim_moves_to_value(&self.sides, value))
    }

    /// The Nim translation of the break `changes` (heap index = side in [`Side::ALL`]
    /// order).
    ///
    /// ```
    /// use grundy::{component::{HeapChange, NimMove}, games::hidden::chocolate::Chocolate};
    /// let bar = Chocolate::new(4, 5, 3, 6);
    /// let m = [HeapChange::new(3, 6u8.into(), 2u8.into())];
    /// assert_eq!(bar.nim_move(&m), Some(NimMove { heap: 3, from: 6, to: 2 }));
    /// assert_eq!(bar.nim_move(&[HeapChange::new(1, 5u8.into(), 1u8.into())]).unwrap().describe(), "heap 5 → 1");
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        heap_nim_move(changes)
    }
}

/// The chocolate game played directly on the bar, for brute force. A position is
/// `(rows, columns, mark_row, mark_column)`; a move keeps the part of the bar on the
/// mark's side of one horizontal or vertical grid line.
///
/// ```
/// use grundy::{games::hidden::chocolate::ChocolateGame, Solver};
/// let mut s = Solver::new(&ChocolateGame);
/// assert_eq!(s.grundy(&(8, 12, 4, 6)).unwrap(), 4);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct ChocolateGame;

impl ImpartialGame for ChocolateGame {
    type Position = (u64, u64, u64, u64);
    fn moves(&self, &(rows, cols, r, c): &(u64, u64, u64, u64)) -> Vec<(u64, u64, u64, u64)> {
        let mut out = Vec::new();
        // Horizontal line after row k (1 ≤ k < rows): pieces rows 0..k and k..rows.
        for k in 1..rows {
            if r < k {
                out.push((k, cols, r, c));
            } else {
                out.push((rows - k, cols, r - k, c));
            }
        }
        for k in 1..cols {
            if c < k {
                out.push((rows, k, r, c));
            } else {
                out.push((rows, cols - k, r, c - k));
            }
        }
        out
    }
}
