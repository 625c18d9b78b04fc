//! What a board shows of a component ([`Pieces`]) and how clicks on it become moves
//! ([`Play`]): the front ends draw the shapes and send the move text a play carries, so
//! that they know neither the games nor the move notation.
//!
//! A board is laid out in one of two ways ([`Layout`]):
//! * **rows** — one row per piece, its units (counters, pins, tokens) in a line: what
//!   heap games draw. A game gives its items and how clicks on their units make moves
//!   ([`Clicks`]); [`Pieces::drawn`] turns them into shapes and plays.
//! * **picture** — shapes at coordinates (cells, chips, coins, squares, edges standing on
//!   the ground, a queen on a board), built by the game with a [`Picture`].
//!
//! Either way a board carries its **plays**: a play is made by clicking the shapes of its
//! `select` (in any order; a shape clicked again confirms a play that other plays extend),
//! it changes the shapes of its `marks`, and it is the move `text` in the move notation,
//! the move `changes` (which match a report's winning moves). A game hiding Nim also
//! gives the heaps it hides ([`NimRow`]), for a page's "show the Nim".
//!
//! ```
//! use grundy::component::{Clicks, Piece, Pieces};
//! use grundy::Nat;
//! // A Nim heap of 3: clicking counter 2 takes it and counter 3, the move `1 2`.
//! let board = Pieces::new("heap", "●", vec![Piece::heap(0, &Nat::from(3u64))])
//!     .clicked(Clicks::TakeFrom)
//!     .drawn();
//! assert_eq!(board.shapes.len(), 3);
//! assert_eq!(board.plays[1].text, "1 2");
//! assert_eq!((board.plays[1].select.as_slice(), board.plays[1].marks.as_slice()), (&[1][..], &[1, 2][..]));
//! assert!(board.how.contains("to its right"));
//! ```

use crate::component::HeapChange;
use crate::i18n::{t, Lang};
use crate::nat::Nat;
use num_traits::ToPrimitive;
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// Pieces with more units than this are not given a move per unit (a board shows them
/// as a number and the move is typed).
pub const CLICKABLE_UNITS: u64 = 40;

/// A rows board with more units than this in all is not drawn unit by unit: its rows
/// show their labels and moves are typed.
pub const DRAWN_UNITS: u64 = 600;

/// A board offers at most this many plays; a board with more is drawn without them (its
/// moves are typed).
pub const MAX_PLAYS: usize = 5000;

/// How clicks on the units of a rows board make moves.
///
/// ```
/// use grundy::component::Clicks;
/// assert_eq!(serde_json::to_string(&Clicks::Pins).unwrap(), r#""pins""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Clicks {
    /// Units are only drawn: moves are typed.
    None,
    /// A click on unit `i` plays `moves[i]`, which takes unit `i` and every unit to its
    /// right.
    TakeFrom,
    /// A click selects unit `i`; a second click on it plays `moves[i]`, a click on its
    /// right neighbour plays `pairs[i]` (and on its left one `pairs[i - 1]`).
    Pins,
    /// As [`Clicks::TakeFrom`] in up to this many pieces at once: units of several pieces
    /// are selected (one per piece) and a click on a selected one plays their moves
    /// together (`moves[i]` joined by `, `). A board with more than [`MAX_PLAYS`] such
    /// plays offers one piece at a time.
    Several(usize),
}

impl Clicks {
    /// What a player is told to do with a board of these clicks (in English).
    ///
    /// ```
    /// use grundy::component::Clicks;
    /// assert_eq!(Clicks::None.how(), "Type your move in the box below.");
    /// ```
    pub fn how(self) -> String {
        self.how_in(Lang::En)
    }

    /// What a player is told to do with a board of these clicks, in `lang`.
    ///
    /// ```
    /// use grundy::{component::Clicks, Lang};
    /// assert_eq!(Clicks::None.how_in(Lang::Ru), "Введите ход в поле ниже.");
    /// ```
    pub fn how_in(self, lang: Lang) -> String {
        let id = match self {
            Clicks::None => "board-how-typed",
            Clicks::TakeFrom => "board-how-take-from",
            Clicks::Pins => "board-how-pins",
            Clicks::Several(_) => "board-how-several",
        };
        t!(lang, id)
    }

    /// The shape a unit of a board of these clicks is drawn as.
    fn unit(self) -> Kind {
        match self {
            Clicks::None => Kind::Token,
            Clicks::TakeFrom | Clicks::Several(_) => Kind::Stone,
            Clicks::Pins => Kind::Pin,
        }
    }
}

/// How a page lays a board out.
///
/// ```
/// use grundy::component::Layout;
/// assert_eq!(serde_json::to_string(&Layout::Picture).unwrap(), r#""picture""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Layout {
    /// One row per item; a shape at `[i, h]` is unit `i` of item `h`.
    Rows,
    /// Shapes at coordinates in a `width` × `height` box (one unit about a cell; `y`
    /// grows downwards).
    Picture,
}

mod drawing;
/// Coordinates for drawing graphs.
pub mod layout;
mod picture;
mod shape;

pub use drawing::changes_key;
pub use picture::{Counters, Picture};
pub use shape::{Form, Kind, Shape};

/// A move a board offers by clicking.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Play {
    /// The shapes (indices into the board's `shapes`) a player clicks for it, in any order.
    pub select: Vec<usize>,
    /// The shapes it changes (taken, turned, moved, fallen): what a page highlights.
    pub marks: Vec<usize>,
    /// The move in the move notation (with the component prefix `2: ` in a sum, or `#k`).
    pub text: String,
    /// The move's changes in the component's pieces, as a report's winning moves write
    /// them.
    pub changes: Vec<HeapChange>,
    /// When the play is made with a number a player chooses (how many to take or add):
    /// `text` and `changes` are then the move of 1, and the move of `n` is
    /// [`Amount::text`] and changes every piece `n` times as much.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<Amount>,
}

/// The number a player chooses for a play of a chosen amount (a heap too large to draw
/// counter by counter): a page asks `question`, takes a whole number `n` from 1 to
/// `max`, and plays `template` with `{n}` replaced by `offset + n`.
///
/// ```
/// use grundy::component::Amount;
/// let a = Amount::new("How many to take from heap 1?", 57, "1 {n}");
/// assert_eq!((a.text(3).as_str(), a.max.as_str()), ("1 3", "57"));
/// let add = Amount::new("How many to add to heap 2?", 9, "2 -> {n}").offset(5);
/// assert_eq!(add.text(3), "2 -> 8");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Amount {
    /// What a page asks the player.
    pub question: String,
    /// The largest number (the smallest is 1), in decimal: it may pass 2⁵³.
    pub max: String,
    /// The move text, `{n}` standing for `offset + n`.
    pub template: String,
    /// What is added to the number before it is written into the move, in decimal.
    pub offset: String,
}

impl Amount {
    /// An amount from 1 to `max`, written into `template` as it is.
    pub fn new(question: impl Into<String>, max: u64, template: impl Into<String>) -> Self {
        Amount {
            question: question.into(),
            max: max.to_string(),
            template: template.into(),
            offset: "0".into(),
        }
    }

    /// The same amount written into the move as `offset + n`.
    pub fn offset(mut self, offset: u64) -> Self {
        self.offset = offset.to_string();
        self
    }

    /// The move text of the number `n`.
    pub fn text(&self, n: u64) -> String {
        let base: Nat = self.offset.parse().unwrap_or_default();
        self.template
            .replace("{n}", &(base + Nat::from(n)).to_string())
    }
}

/// One heap a game hides (its reduction to Nim): which piece, and the heap it is.
///
/// ```
/// let row = grundy::component::NimRow { piece: "chip on cell 14".into(), heap: 14 };
/// assert_eq!(row.heap, 14);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimRow {
    /// The piece, in the game's words.
    pub piece: String,
    /// The size of its Nim heap.
    pub heap: u64,
}

/// What a board shows of a component: its pieces, its shapes and the plays made by
/// clicking them.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Pieces {
    /// What a piece is called, in the board's language: "heap", "row", "token", "chip",
    /// "coin", "edge", … (Korean "무더기", Russian "куча", …).
    pub noun: String,
    /// The pieces called all together, in the board's language: "heaps", "кучи", …
    pub nouns: String,
    /// How many pieces there are, in words of the board's language: "3 heaps", "3 кучи".
    pub count: String,
    /// The language of the board's words.
    #[serde(skip)]
    pub lang: Lang,
    /// How a unit of a piece is drawn in text: "●" (a counter), "▮" (a pin), "◆" (a
    /// token), …
    pub symbol: String,
    /// How clicks on the units of a rows board make moves (turned into `plays` by
    /// [`Pieces::drawn`]).
    #[serde(skip)]
    pub clicks: Clicks,
    /// What a player is told to do with this board (in words).
    pub how: String,
    /// The pieces, in order.
    pub items: Vec<Piece>,
    /// How the shapes are laid out.
    pub layout: Layout,
    /// A picture's width and height.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<[f32; 2]>,
    /// What to draw; empty when the board is too large to draw unit by unit.
    pub shapes: Vec<Shape>,
    /// The moves made by clicking shapes.
    pub plays: Vec<Play>,
    /// The heaps the game hides (empty unless Nim hides in it).
    pub nim: Vec<NimRow>,
    /// The rule that binds the board's groups, in words (a compound's: a move in every
    /// part); empty when it has none.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub rule: String,
    /// Pieces a page draws together in a labelled frame (a compound's parts); empty: none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Group>,
}

/// Pieces of a board drawn together in a frame with a label (a part of a compound).
///
/// ```
/// let g = grundy::component::Group::new("part 1: 3 1", vec![0, 1]);
/// assert_eq!(g.items, [0, 1]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Group {
    /// What the frame says, in the board's language.
    pub label: String,
    /// Its pieces (indices into the board's `items`), in order.
    pub items: Vec<usize>,
}

impl Group {
    /// A frame saying `label` around the pieces `items`.
    pub fn new(label: impl Into<String>, items: Vec<usize>) -> Self {
        Group {
            label: label.into(),
            items,
        }
    }
}

/// One piece on a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Piece {
    /// Its name on its board, in the board's language: "heap 1", "куча 1" (set by
    /// [`Pieces::new_in`]).
    pub name: String,
    /// Its label: "3", "v4", "cell 14", "0-1".
    pub label: String,
    /// How many units to draw (a heap's counters), when that makes sense.
    pub units: Option<u64>,
    /// The move text a click on unit `i` (0-based) plays, in the move notation; empty
    /// when the units are not clickable (see [`Clicks`]).
    #[serde(skip)]
    pub moves: Vec<String>,
    /// The move text that takes units `i` and `i + 1` together ([`Clicks::Pins`]).
    #[serde(skip)]
    pub pairs: Vec<String>,
}

impl Piece {
    /// A piece with a label and a number of units to draw, not clickable.
    ///
    /// ```
    /// let p = grundy::component::Piece::new("5", Some(5));
    /// assert_eq!(p.units, Some(5));
    /// assert!(p.moves.is_empty());
    /// ```
    pub fn new(label: impl Into<String>, units: Option<u64>) -> Self {
        Piece {
            name: String::new(),
            label: label.into(),
            units,
            moves: Vec::new(),
            pairs: Vec::new(),
        }
    }

    /// Piece `index` (0-based) of a heap game, a heap of `size`: a click on counter `i`
    /// takes it and every counter to its right, the move `index+1 size-i` of the heap
    /// notation (counters are only clickable up to [`CLICKABLE_UNITS`]).
    ///
    /// ```
    /// use grundy::component::Piece;
    /// let p = Piece::heap(1, &grundy::Nat::from(2u64));
    /// assert_eq!((p.label.as_str(), p.units), ("2", Some(2)));
    /// assert_eq!(p.moves, ["2 2", "2 1"]);
    /// ```
    pub fn heap(index: usize, size: &Nat) -> Self {
        Piece::new(size.to_string(), size.to_u64()).taking(index)
    }

    /// The same piece as piece `index` (0-based) of a board of [`Clicks::TakeFrom`]: a
    /// click on unit `i` of `n` plays `index+1 n-i` (take the unit and every unit to its
    /// right), for pieces of at most [`CLICKABLE_UNITS`] units.
    ///
    /// ```
    /// use grundy::component::Piece;
    /// let p = Piece::new("cell 3", Some(3)).taking(0);
    /// assert_eq!(p.moves, ["1 3", "1 2", "1 1"]);
    /// ```
    pub fn taking(mut self, index: usize) -> Self {
        if let Some(n) = self.units.filter(|&n| n <= CLICKABLE_UNITS) {
            self.moves = (0..n).map(|i| format!("{} {}", index + 1, n - i)).collect();
        }
        self
    }

    /// Row `index` (0-based) of a game of pins (Kayles-like heap games), `size` pins: a
    /// pin alone is the move `index+1 i`, two neighbours `index+1 i-(i+1)` (pins counted
    /// from 1).
    ///
    /// ```
    /// use grundy::component::Piece;
    /// let p = Piece::pins(0, &grundy::Nat::from(3u64));
    /// assert_eq!(p.moves, ["1 1", "1 2", "1 3"]);
    /// assert_eq!(p.pairs, ["1 1-2", "1 2-3"]);
    /// ```
    pub fn pins(index: usize, size: &Nat) -> Self {
        let units = size.to_u64();
        let mut piece = Piece::new(size.to_string(), units);
        if let Some(n) = units.filter(|&n| n <= CLICKABLE_UNITS) {
            let row = index + 1;
            piece.moves = (1..=n).map(|i| format!("{row} {i}")).collect();
            piece.pairs = (1..n).map(|i| format!("{row} {i}-{}", i + 1)).collect();
        }
        piece
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_become_plays_of_one_pin_and_of_two() {
        let b = Pieces::new("row", "▮", vec![Piece::pins(0, &Nat::from(3u64))])
            .clicked(Clicks::Pins)
            .drawn();
        let selects: Vec<&[usize]> = b.plays.iter().map(|p| p.select.as_slice()).collect();
        assert_eq!(selects, [&[0][..], &[1], &[2], &[0, 1], &[1, 2]]);
        assert_eq!(b.plays[4].text, "1 2-3");
        assert!(b.shapes.iter().all(|s| s.kind == Kind::Pin));
    }

    #[test]
    fn several_pieces_at_once() {
        let heaps = |sizes: &[u64]| -> Vec<Piece> {
            let n = |i: usize| Nat::from(sizes[i]);
            (0..sizes.len()).map(|i| Piece::heap(i, &n(i))).collect()
        };
        let b = Pieces::new("heap", "●", heaps(&[1, 2, 3]))
            .clicked(Clicks::Several(2))
            .drawn();
        // 6 one-heap plays, 1·2 + 1·3 + 2·3 two-heap plays.
        assert_eq!(b.plays.len(), 6 + 11);
        let pair = b.plays.iter().find(|p| p.text == "2 1, 3 3").unwrap();
        assert_eq!(
            (pair.select.as_slice(), pair.marks.as_slice()),
            (&[2, 3][..], &[2, 3, 4, 5][..])
        );
        // Too many plays in several heaps: one heap at a time, and the board says so.
        let big = Pieces::new("heap", "●", heaps(&[30; 5]))
            .clicked(Clicks::Several(3))
            .drawn();
        assert_eq!(big.plays.len(), 150);
        assert!(big.how.contains("typed"));
    }

    #[test]
    fn large_boards_are_not_drawn_unit_by_unit() {
        let items = (0..100).map(|i| Piece::heap(i, &Nat::from(7u64))).collect();
        let b = Pieces::new("heap", "●", items)
            .clicked(Clicks::TakeFrom)
            .drawn();
        assert!(b.shapes.is_empty() && b.plays.is_empty());
    }

    #[test]
    fn plays_alike_are_told_apart_by_their_marks() {
        let mut p = Picture::default();
        let a = p.add(Shape::circle(Kind::Heads, [0.5, 0.5], 0.8));
        let b = p.add(Shape::circle(Kind::Tails, [1.5, 0.5], 0.8));
        let c = p.add(Shape::circle(Kind::Tails, [2.5, 0.5], 0.8));
        p.play(vec![a, c], vec![a, c], "", vec![]);
        p.play(vec![a, c], vec![a, b, c], "", vec![]);
        let board = Pieces::new("coin", "◉", vec![]).pictured(p, "Click.");
        let selects: Vec<&[usize]> = board.plays.iter().map(|p| p.select.as_slice()).collect();
        assert_eq!(selects, [&[a, c][..], &[a, b, c]]);
    }
}
