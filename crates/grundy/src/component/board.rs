//! What a board shows of a component ([`Pieces`]) and how a click on it becomes a move
//! ([`Clicks`]): the front ends draw these rows and send the move text they carry, so
//! that they know neither the games nor the move notation.
//!
//! ```
//! use grundy::component::{Clicks, Piece, Pieces};
//! use grundy::Nat;
//! // A Nim heap of 3: clicking counter 2 takes it and counter 3, the move `1 2`.
//! let board = Pieces::new("heap", "●", vec![Piece::heap(0, &Nat::from(3u64))]).clicked(Clicks::TakeFrom);
//! assert_eq!(board.items[0].moves, ["1 3", "1 2", "1 1"]);
//! assert!(board.how.contains("to its right"));
//! ```

use crate::nat::Nat;
use num_traits::ToPrimitive;
use serde::Serialize;

/// Pieces with more units than this are not given a move per unit (a board shows them
/// as a number and the move is typed).
pub const CLICKABLE_UNITS: u64 = 40;

/// How clicks on a board's units make moves.
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
}

impl Clicks {
    /// What a player is told to do with a board of these clicks.
    ///
    /// ```
    /// use grundy::component::Clicks;
    /// assert_eq!(Clicks::None.how(), "Type your move in the box below.");
    /// ```
    pub fn how(self) -> &'static str {
        match self {
            Clicks::None => "Type your move in the box below.",
            Clicks::TakeFrom => "Click a counter: it and every counter to its right are taken.",
            Clicks::Pins => "Click a pin, then click it again to knock it down, or click its neighbour to knock down both.",
        }
    }
}

/// What a board shows of a component: one row per piece, and how clicks make moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Pieces {
    /// What a piece is called: "heap", "row", "token", "chip", "coin", "edge", …
    pub noun: String,
    /// How a unit of a piece is drawn: "●" (a counter), "▮" (a pin), "◆" (a token), …
    pub symbol: String,
    /// How clicks on the units make moves.
    pub clicks: Clicks,
    /// What a player is told to do with this board (in words).
    pub how: String,
    /// The pieces, in order.
    pub items: Vec<Piece>,
}

/// One piece on a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Piece {
    /// Its label: "3", "v4", "cell 14", "0-1".
    pub label: String,
    /// How many units to draw (a heap's counters), when that makes sense.
    pub units: Option<u64>,
    /// The move text a click on unit `i` (0-based) plays, in the move notation; empty
    /// when the units are not clickable (see [`Clicks`]).
    pub moves: Vec<String>,
    /// The move text that takes units `i` and `i + 1` together ([`Clicks::Pins`]).
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

impl Pieces {
    /// A board of `items`, each a `noun` drawn with `symbol`, moves typed.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))]);
    /// assert_eq!((b.items.len(), b.clicks), (1, Clicks::None));
    /// ```
    pub fn new(noun: &str, symbol: &str, items: Vec<Piece>) -> Self {
        Pieces {
            noun: noun.to_string(),
            symbol: symbol.to_string(),
            clicks: Clicks::None,
            how: Clicks::None.how().to_string(),
            items,
        }
    }

    /// The same board, its units clicked as `clicks` says.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("row", "▮", vec![Piece::pins(0, &grundy::Nat::from(2u64))]).clicked(Clicks::Pins);
    /// assert_eq!(b.clicks, Clicks::Pins);
    /// ```
    pub fn clicked(mut self, clicks: Clicks) -> Self {
        self.clicks = clicks;
        self.how = clicks.how().to_string();
        self
    }

    /// The same board as component `index` (0-based) of a sum: every move text gets the
    /// component prefix of the move notation (`2: 1 3`).
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::heap(0, &grundy::Nat::from(1u64))])
    ///     .clicked(Clicks::TakeFrom)
    ///     .in_sum(1);
    /// assert_eq!(b.items[0].moves, ["2: 1 1"]);
    /// ```
    pub fn in_sum(mut self, index: usize) -> Self {
        for piece in &mut self.items {
            for text in piece.moves.iter_mut().chain(piece.pairs.iter_mut()) {
                *text = format!("{}: {text}", index + 1);
            }
        }
        self
    }
}
