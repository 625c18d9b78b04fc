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

/// The geometric form of a shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Form {
    /// A rectangle: `at` its top-left corner, `size` its width and height.
    Rect,
    /// A circle: `at` its centre, `size[0]` its diameter.
    Circle,
    /// A segment from `at` to `to`, bowed sideways by `bend` (a loop when `at == to`).
    Line,
    /// Text only, centred on `at`.
    Text,
}

/// What a shape stands for: how a page colours it (one style per kind).
///
/// ```
/// use grundy::component::Kind;
/// assert_eq!(serde_json::to_string(&Kind::Heads).unwrap(), r#""heads""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Kind {
    /// A counter of a heap.
    Stone,
    /// A pin of a row of pins.
    Pin,
    /// A token (or any unit drawn only as a symbol).
    Token,
    /// A cell of a strip or a square of a board.
    Cell,
    /// A chip on a strip.
    Chip,
    /// A coin showing heads.
    Heads,
    /// A coin showing tails.
    Tails,
    /// A green link of a caterpillar.
    Green,
    /// A white link of a caterpillar.
    White,
    /// The caterpillar's head (only drawn).
    Face,
    /// A square of a chocolate bar.
    Square,
    /// The marked square of a chocolate bar.
    Marked,
    /// A line a bar can be broken along.
    Break,
    /// A line between two counters where a heap can be split (Grundy's game).
    Split,
    /// A step of a staircase.
    Step,
    /// The ground (Hackenbush, broken lines) or the floor of a staircase.
    Ground,
    /// An edge of a graph or a link of a line.
    Edge,
    /// A vertex of a graph.
    Vertex,
    /// A queen on a board.
    Queen,
    /// A caption: a number under a cell, a step's name.
    Caption,
}

/// One shape of a board.
///
/// ```
/// use grundy::component::{Form, Kind, Shape};
/// let s = Shape::circle(Kind::Chip, [2.5, 0.5], 0.7).named("chip on cell 2");
/// assert_eq!((s.form, s.label.as_str()), (Form::Circle, "chip on cell 2"));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Shape {
    /// Its form.
    pub form: Form,
    /// What it stands for.
    pub kind: Kind,
    /// Where it is (see [`Form`]); on a rows board `[unit, item]`.
    pub at: [f32; 2],
    /// The other end of a segment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<[f32; 2]>,
    /// A rectangle's width and height; a circle's diameter twice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<[f32; 2]>,
    /// How far a segment bows sideways (multiple edges between two vertices).
    #[serde(skip_serializing_if = "is_zero")]
    pub bend: f32,
    /// What it is, in words (a page's accessible name for it).
    pub label: String,
    /// Text drawn on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

fn is_zero(v: &f32) -> bool {
    *v == 0.0
}

impl Shape {
    fn new(form: Form, kind: Kind, at: [f32; 2]) -> Self {
        Shape {
            form,
            kind,
            at,
            to: None,
            size: None,
            bend: 0.0,
            label: String::new(),
            text: None,
        }
    }

    /// A rectangle with its top-left corner `at`.
    pub fn rect(kind: Kind, at: [f32; 2], size: [f32; 2]) -> Self {
        Shape {
            size: Some(size),
            ..Shape::new(Form::Rect, kind, at)
        }
    }

    /// A circle of diameter `d` centred on `at`.
    pub fn circle(kind: Kind, at: [f32; 2], d: f32) -> Self {
        Shape {
            size: Some([d, d]),
            ..Shape::new(Form::Circle, kind, at)
        }
    }

    /// A segment from `at` to `to`.
    pub fn line(kind: Kind, at: [f32; 2], to: [f32; 2]) -> Self {
        Shape {
            to: Some(to),
            ..Shape::new(Form::Line, kind, at)
        }
    }

    /// Text centred on `at`.
    pub fn caption(at: [f32; 2], text: impl Into<String>) -> Self {
        Shape {
            text: Some(text.into()),
            ..Shape::new(Form::Text, Kind::Caption, at)
        }
    }

    /// The same shape with its name in words.
    pub fn named(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// The same shape with `text` drawn on it.
    pub fn with_text(mut self, text: impl Into<String>) -> Self {
        self.text = Some(text.into());
        self
    }

    /// The same segment bowed sideways by `bend`.
    pub fn bent(mut self, bend: f32) -> Self {
        self.bend = bend;
        self
    }

    /// The farthest right and down the shape reaches.
    fn extent(&self) -> [f32; 2] {
        let [x, y] = self.at;
        match self.form {
            Form::Rect => {
                let [w, h] = self.size.unwrap_or([1.0, 1.0]);
                [x + w, y + h]
            }
            Form::Circle => {
                let r = self.size.map_or(0.5, |s| s[0] / 2.0);
                [x + r, y + r]
            }
            Form::Line => {
                let [u, v] = self.to.unwrap_or(self.at);
                let loop_room = if self.to == Some(self.at) { 0.5 } else { 0.0 };
                [x.max(u) + loop_room, y.max(v)]
            }
            Form::Text => [x + 0.5, y + 0.3],
        }
    }
}

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

/// A heap drawn in a picture ([`Picture::counters`]): one shape per counter, or one bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counters {
    /// The shapes, left to right (a bar: one).
    pub ids: Vec<usize>,
    /// How many counters.
    pub n: u64,
}

impl Counters {
    /// Whether the heap is drawn as one bar (its moves ask how many).
    pub fn is_bar(&self) -> bool {
        self.n > CLICKABLE_UNITS
    }

    /// The shapes of the last `k` counters (none for a bar).
    pub fn last(&self, k: u64) -> Vec<usize> {
        if self.is_bar() {
            return Vec::new();
        }
        let k = (k as usize).min(self.ids.len());
        self.ids.iter().skip(self.ids.len() - k).copied().collect()
    }
}

/// A picture under construction: its shapes and its plays.
///
/// ```
/// use grundy::component::{Kind, Picture, Shape};
/// let mut p = Picture::default();
/// let cell = p.add(Shape::rect(Kind::Cell, [0.0, 0.0], [1.0, 1.0]).named("cell 0"));
/// let chip = p.add(Shape::circle(Kind::Chip, [1.5, 0.5], 1.0).named("chip on cell 1"));
/// p.play(vec![chip, cell], vec![chip, cell], "1 -> 0", vec![]);
/// assert_eq!(p.size(), [2.0, 1.0]);
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Picture {
    shapes: Vec<Shape>,
    plays: Vec<Play>,
    lang: Lang,
}

impl Picture {
    /// An empty picture whose own words (the names of counters, edges and vertices it
    /// adds) are in `lang`; [`Picture::default`] is English.
    ///
    /// ```
    /// use grundy::{component::{Kind, Picture}, Lang};
    /// let mut p = Picture::in_lang(Lang::Ru);
    /// p.counters(Kind::Stone, [0.5, 0.5], 2, "куча 1");
    /// assert_eq!(p.lang(), Lang::Ru);
    /// ```
    pub fn in_lang(lang: Lang) -> Self {
        Picture {
            lang,
            ..Picture::default()
        }
    }

    /// The language of the picture's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Adds a shape; its index.
    pub fn add(&mut self, shape: Shape) -> usize {
        self.shapes.push(shape);
        self.shapes.len() - 1
    }

    /// Adds a play: clicking `select` makes the move `text` (empty: numbered `#k` when
    /// the position is drawn) whose changes are `changes` (empty: read from `text`),
    /// changing `marks`.
    pub fn play(
        &mut self,
        select: Vec<usize>,
        marks: Vec<usize>,
        text: impl Into<String>,
        changes: Vec<HeapChange>,
    ) {
        self.plays.push(Play {
            select,
            marks,
            text: text.into(),
            changes,
            amount: None,
        });
    }

    /// Adds a play of a chosen amount: clicking `select` asks for a number from 1 to
    /// `amount.max` and makes the move `amount.text(n)`, changing `marks` (nothing when
    /// the largest number is 0).
    pub fn play_amount(&mut self, select: Vec<usize>, marks: Vec<usize>, amount: Amount) {
        if amount.max == "0" {
            return;
        }
        self.plays.push(Play {
            select,
            marks,
            text: amount.text(1),
            changes: Vec::new(),
            amount: Some(amount),
        });
    }

    /// Adds a heap of `n` counters drawn as `kind` in a row from `at` (the centre of the
    /// first; one unit apart), each named "`name`, counter i of n" — or, over
    /// [`CLICKABLE_UNITS`], one bar showing `n`. See [`Picture::take_plays`].
    ///
    /// ```
    /// use grundy::component::{Kind, Picture};
    /// let mut p = Picture::default();
    /// assert_eq!(p.counters(Kind::Stone, [0.5, 0.5], 3, "heap 1").ids.len(), 3);
    /// assert_eq!(p.counters(Kind::Stone, [0.5, 1.5], 1000, "heap 2").ids.len(), 1);
    /// ```
    pub fn counters(&mut self, kind: Kind, at: [f32; 2], n: u64, name: &str) -> Counters {
        let [x, y] = at;
        let ids = if n > CLICKABLE_UNITS {
            let bar = Shape::rect(kind, [x - 0.4, y - 0.4], [4.0, 0.8])
                .with_text(n.to_string())
                .named(t!(self.lang, "board-counters-bar", name = name, count = n));
            vec![self.add(bar)]
        } else {
            (0..n)
                .map(|i| {
                    let c = Shape::circle(kind, [x + i as f32, y], 0.8).named(t!(
                        self.lang,
                        "board-counter",
                        name = name,
                        number = i + 1,
                        count = n
                    ));
                    self.add(c)
                })
                .collect()
        };
        Counters { ids, n }
    }

    /// Adds the plays that take from `heap` (drawn by [`Picture::counters`]): a click on
    /// counter `i` of `n` takes it and every counter to its right, the move `move_of(k)` of taking `k = n − i`, changing those counters and
    /// `also(k)`; a click on a bar asks how many (`question`), the move
    /// `move_of("{n}")`.
    ///
    /// ```
    /// use grundy::component::{Kind, Picture};
    /// let mut p = Picture::default();
    /// let heap = p.counters(Kind::Stone, [0.5, 0.5], 2, "heap 1");
    /// p.take_plays(&heap, |_| vec![], |k| format!("1 {k}"), "How many?");
    /// assert_eq!(p.play_count(), 2);
    /// ```
    pub fn take_plays(
        &mut self,
        heap: &Counters,
        also: impl Fn(u64) -> Vec<usize>,
        move_of: impl Fn(&str) -> String,
        question: &str,
    ) {
        if heap.is_bar() {
            let amount = Amount::new(question, heap.n, move_of("{n}"));
            self.play_amount(heap.ids.clone(), heap.ids.clone(), amount);
            return;
        }
        for (i, &id) in heap.ids.iter().enumerate() {
            let k = heap.n - i as u64;
            let mut marks: Vec<usize> = heap.ids.iter().skip(i).copied().collect();
            marks.extend(also(k));
            self.play(vec![id], marks, move_of(&k.to_string()), Vec::new());
        }
    }

    /// The width and height the shapes need.
    pub fn size(&self) -> [f32; 2] {
        self.shapes.iter().fold([0.0f32, 0.0f32], |[w, h], s| {
            let [x, y] = s.extent();
            [w.max(x), h.max(y)]
        })
    }

    /// Adds a graph drawn on a circle, its edges under its vertices: vertex `i` named
    /// `names[i]` (its label drawn on it), `edges` between vertex indices. Returns the
    /// ids of the vertices and of the edges, in order.
    ///
    /// ```
    /// let mut p = grundy::component::Picture::default();
    /// let (v, e) = p.graph_on_circle(&["1".into(), "2".into()], &[(0, 1)]);
    /// assert_eq!((v.len(), e.len()), (2, 1));
    /// ```
    pub fn graph_on_circle(
        &mut self,
        names: &[String],
        edges: &[(usize, usize)],
    ) -> (Vec<usize>, Vec<usize>) {
        let at = layout::circle(names.len());
        // An edge naming no vertex is still drawn (at the centre), never a panic.
        let name = |i: usize| names.get(i).map_or("?", String::as_str);
        let point = |i: usize| at.get(i).copied().unwrap_or_default();
        let edge_ids = edges
            .iter()
            .map(|&(u, v)| {
                let label = t!(self.lang, "board-edge", from = name(u), to = name(v));
                self.add(Shape::line(Kind::Edge, point(u), point(v)).named(label))
            })
            .collect();
        let vertex_ids = names
            .iter()
            .zip(&at)
            .map(|(name, &p)| {
                let vertex = Shape::circle(Kind::Vertex, p, 0.7).with_text(name.clone());
                let label = t!(self.lang, "board-vertex", vertex = name);
                self.add(vertex.named(label))
            })
            .collect();
        (vertex_ids, edge_ids)
    }

    /// How many plays so far.
    pub fn play_count(&self) -> usize {
        self.plays.len()
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
        Pieces::new_in(Lang::En, noun, symbol, items)
    }

    /// A board of `items` in `lang`: `noun` is the English word of a piece ("heap",
    /// "row", "board", "token", "vertex", "edge", "square", "link", "side", "line",
    /// "step", "chip", "coin"), put in `lang` with its plural and the count of the items
    /// (a word outside that list stays as it is); each item is named "`noun` i".
    ///
    /// ```
    /// use grundy::{component::{Piece, Pieces}, Lang};
    /// let b = Pieces::new_in(Lang::Ru, "heap", "●", vec![Piece::new("3", Some(3)), Piece::new("5", Some(5))]);
    /// assert_eq!((b.noun.as_str(), b.count.as_str(), b.items[1].name.as_str()), ("куча", "2 кучи", "куча 2"));
    /// ```
    pub fn new_in(lang: Lang, noun: &str, symbol: &str, mut items: Vec<Piece>) -> Self {
        let word = |kind: &str, args: &[(&str, crate::i18n::Arg)]| {
            let id = format!("board-{kind}-{noun}");
            crate::i18n::has_message(Lang::En, &id).then(|| crate::i18n::message(lang, &id, args))
        };
        let count = items.len() as u64;
        let singular = word("noun", &[]).unwrap_or_else(|| noun.to_string());
        let nouns = word("nouns", &[]).unwrap_or_else(|| noun.to_string());
        let counted = word("count", &[("count", count.into())])
            .unwrap_or_else(|| format!("{count} × {noun}"));
        for (i, item) in items.iter_mut().enumerate() {
            item.name = t!(lang, "board-item", noun = &singular, number = i + 1);
        }
        Pieces {
            noun: singular,
            nouns,
            count: counted,
            lang,
            symbol: symbol.to_string(),
            clicks: Clicks::None,
            how: Clicks::None.how_in(lang),
            items,
            layout: Layout::Rows,
            size: None,
            shapes: Vec::new(),
            plays: Vec::new(),
            nim: Vec::new(),
            rule: String::new(),
            groups: Vec::new(),
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
        self.how = clicks.how_in(self.lang);
        self
    }

    /// The board every game has unless it draws its own: each piece of `component` a row
    /// of counters (`heap`, `●`), a move made by taking from one.
    ///
    /// ```
    /// use grundy::component::{Clicks, Pieces};
    /// use grundy::parse_position;
    /// let p = parse_position("kayles 3 5").unwrap();
    /// let b = Pieces::heaps_of(&*p.components[0]);
    /// assert_eq!((b.items.len(), b.clicks), (2, Clicks::TakeFrom));
    /// ```
    pub fn heaps_of(component: &dyn super::Component) -> Self {
        Pieces::heaps_of_in(component, Lang::En)
    }

    /// [`Pieces::heaps_of`] with its words in `lang`.
    ///
    /// ```
    /// use grundy::{component::Pieces, parse_position, Lang};
    /// let p = parse_position("kayles 3 5").unwrap();
    /// assert_eq!(Pieces::heaps_of_in(&*p.components[0], Lang::Ko).noun, "무더기");
    /// ```
    pub fn heaps_of_in(component: &dyn super::Component, lang: Lang) -> Self {
        let items = (0..component.piece_count())
            .map(|i| Piece::heap(i, &component.piece(i)))
            .collect();
        Pieces::new_in(lang, "heap", "●", items).clicked(Clicks::TakeFrom)
    }

    /// The same board drawn as `picture`, a player told `how` to play on it. A picture
    /// with more than [`MAX_PLAYS`] plays is drawn without them.
    ///
    /// ```
    /// use grundy::component::{Kind, Layout, Picture, Pieces, Shape};
    /// let mut p = Picture::default();
    /// p.add(Shape::rect(Kind::Cell, [0.0, 0.0], [1.0, 1.0]));
    /// let b = Pieces::new("chip", "●", vec![]).pictured(p, "Click a chip.");
    /// assert_eq!((b.layout, b.size), (Layout::Picture, Some([1.0, 1.0])));
    /// ```
    pub fn pictured(mut self, picture: Picture, how: &str) -> Self {
        self.layout = Layout::Picture;
        self.size = Some(picture.size());
        self.shapes = picture.shapes;
        self.plays = if picture.plays.len() <= MAX_PLAYS {
            unique_selections(picture.plays)
        } else {
            Vec::new()
        };
        self.how = if self.plays.is_empty() {
            Clicks::None.how_in(self.lang)
        } else {
            how.to_string()
        };
        self
    }

    /// The same board with its pieces in labelled frames (`groups`) under a `rule` in
    /// words.
    ///
    /// ```
    /// use grundy::component::{Group, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3)), Piece::new("1", Some(1))])
    ///     .grouped("a move is a move in every part", vec![Group::new("part 1", vec![0]), Group::new("part 2", vec![1])]);
    /// assert_eq!(b.groups.len(), 2);
    /// ```
    pub fn grouped(mut self, rule: impl Into<String>, groups: Vec<Group>) -> Self {
        self.rule = rule.into();
        self.groups = groups;
        self
    }

    /// The same board with the heaps the game hides.
    pub fn hiding(mut self, nim: Vec<NimRow>) -> Self {
        self.nim = nim;
        self
    }

    /// A rows board with its units as shapes and its clicks as plays (moves read from
    /// the items' `moves` and `pairs`, changes left to be read from them); a board of
    /// more than [`DRAWN_UNITS`] units keeps no shapes. Pictures are returned as they are.
    pub fn drawn(mut self) -> Self {
        if self.layout != Layout::Rows || !self.shapes.is_empty() {
            return self;
        }
        let total = self
            .items
            .iter()
            .try_fold(0u64, |acc, p| acc.checked_add(p.units.unwrap_or(1)));
        if total.is_none_or(|t| t > DRAWN_UNITS) {
            return self;
        }
        let kind = self.clicks.unit();
        let unit_id = match kind {
            Kind::Pin => "board-unit-pin",
            Kind::Stone => "board-unit-counter",
            _ => "board-unit-token",
        };
        let lang = self.lang;
        let mut drawn_rows: Vec<(usize, usize)> = Vec::new(); // (item, its first shape)
        for (h, piece) in self.items.iter().enumerate() {
            let Some(n) = piece.units else { continue };
            let first = self.shapes.len();
            drawn_rows.push((h, first));
            for i in 0..n as usize {
                self.shapes.push(
                    Shape::new(Form::Circle, kind, [i as f32, h as f32]).named(t!(
                        lang,
                        unit_id,
                        piece = &piece.name,
                        number = i + 1,
                        count = n
                    )),
                );
            }
            let id = |i: usize| first + i;
            let play = |select: Vec<usize>, marks: Vec<usize>, text: &String| Play {
                select,
                marks,
                text: text.clone(),
                changes: Vec::new(),
                amount: None,
            };
            match self.clicks {
                Clicks::TakeFrom | Clicks::Several(_) if piece.moves.len() as u64 == n => {
                    for (i, text) in piece.moves.iter().enumerate() {
                        let marks = (i..n as usize).map(id).collect();
                        self.plays.push(play(vec![id(i)], marks, text));
                    }
                }
                Clicks::Pins if piece.moves.len() as u64 == n => {
                    for (i, text) in piece.moves.iter().enumerate() {
                        self.plays.push(play(vec![id(i)], vec![id(i)], text));
                    }
                    for (i, text) in piece.pairs.iter().enumerate() {
                        let both = vec![id(i), id(i + 1)];
                        self.plays.push(play(both.clone(), both, text));
                    }
                }
                _ => {}
            }
        }
        if let Clicks::Several(most) = self.clicks {
            self.several(most, &drawn_rows);
        }
        self
    }

    /// The plays of [`Clicks::Several`] in 2 to `most` pieces (the plays in one piece are
    /// made): every choice of a unit in each of the pieces, unless there are more than
    /// [`MAX_PLAYS`] plays in all.
    #[expect(
        clippy::indexing_slicing,
        reason = "rows are indices of self.items drawn here; sums has at most most + 1 entries and j < its length; r < rows.len(); i < the piece's moves"
    )]
    fn several(&mut self, most: usize, rows: &[(usize, usize)]) {
        let rows: Vec<(usize, usize)> = rows
            .iter()
            .copied()
            .filter(|&(h, _)| {
                let p = &self.items[h];
                !p.moves.is_empty() && p.moves.len() as u64 == p.units.unwrap_or(0)
            })
            .collect();
        // How many plays: Σ over sets of at most `most` pieces of the product of their
        // sizes (elementary symmetric sums), given up past MAX_PLAYS.
        let mut sums = vec![1usize; 1];
        for &(h, _) in &rows {
            let n = self.items[h].moves.len();
            let mut next = sums.clone();
            next.push(0);
            for j in 1..next.len().min(most + 1) {
                next[j] = next[j].saturating_add(sums[j - 1].saturating_mul(n));
            }
            next.truncate(most + 1);
            sums = next;
        }
        let total = sums.iter().fold(0usize, |a, &b| a.saturating_add(b));
        if total > MAX_PLAYS {
            self.how = t!(self.lang, "board-how-several-typed");
            return;
        }
        // Every set of 2..=most rows, every unit in each.
        let mut chosen: Vec<(usize, usize, usize)> = Vec::new(); // (row index, item, unit)
        fn walk(
            board: &mut Pieces,
            rows: &[(usize, usize)],
            start: usize,
            most: usize,
            chosen: &mut Vec<(usize, usize, usize)>,
        ) {
            if chosen.len() >= 2 {
                let select: Vec<usize> = chosen.iter().map(|&(_, f, i)| f + i).collect();
                let mut marks = Vec::new();
                let mut texts = Vec::new();
                for &(r, f, i) in chosen.iter() {
                    let piece = &board.items[rows[r].0];
                    marks.extend((i..piece.moves.len()).map(|j| f + j));
                    texts.push(piece.moves[i].clone());
                }
                board.plays.push(Play {
                    select,
                    marks,
                    text: texts.join(", "),
                    changes: Vec::new(),
                    amount: None,
                });
            }
            if chosen.len() == most {
                return;
            }
            for r in start..rows.len() {
                let (h, first) = rows[r];
                for i in 0..board.items[h].moves.len() {
                    chosen.push((r, first, i));
                    walk(board, rows, r + 1, most, chosen);
                    chosen.pop();
                }
            }
        }
        walk(self, &rows, 0, most, &mut chosen);
    }

    /// The same board as component `index` (0-based) of a sum: every move text gets the
    /// component prefix of the move notation (`2: 1 3`); a text still to be numbered
    /// (empty) stays empty.
    ///
    /// ```
    /// use grundy::component::{Clicks, Piece, Pieces};
    /// let b = Pieces::new("heap", "●", vec![Piece::heap(0, &grundy::Nat::from(1u64))])
    ///     .clicked(Clicks::TakeFrom)
    ///     .drawn()
    ///     .in_sum(1);
    /// assert_eq!(b.plays[0].text, "2: 1 1");
    /// ```
    pub fn in_sum(mut self, index: usize) -> Self {
        for piece in &mut self.items {
            for text in piece.moves.iter_mut().chain(piece.pairs.iter_mut()) {
                *text = format!("{}: {text}", index + 1);
            }
        }
        for play in &mut self.plays {
            if !play.text.is_empty() {
                play.text = format!("{}: {}", index + 1, play.text);
            }
            if let Some(a) = &mut play.amount {
                a.template = format!("{}: {}", index + 1, a.template);
            }
        }
        self
    }
}

impl Pieces {
    /// A rows board whose plays are `moves` (each its text — empty: numbered `#k` — and
    /// its changes in the board's pieces), drawn with a counter per unit. In each piece a
    /// move changes, it marks the counters it takes: after the piece's first part when
    /// the piece is split in two (a pin knocked out of a row), else its last ones; a
    /// player clicks the first of them in each piece (all of them where another way of
    /// taking from that piece starts at the same counter). Moves that take no counter (a
    /// heap that grows or only splits) or reach past the drawn counters are not offered;
    /// a board too large to draw offers none.
    ///
    /// ```
    /// use grundy::component::{HeapChange, Piece, Pieces};
    /// use grundy::Nat;
    /// let n = |v: u64| Nat::from(v);
    /// let split = HeapChange::split(0, n(3), vec![n(1), n(1)]);
    /// let end = HeapChange::new(0, n(3), n(1));
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))])
    ///     .taking_plays(vec![(String::new(), vec![split]), ("1 2".into(), vec![end])]);
    /// // Knocking out counter 2 and taking counters 2 and 3 start at the same counter:
    /// // each is clicked as the counters it takes.
    /// assert_eq!((b.plays[0].select.as_slice(), b.plays[1].select.as_slice()), (&[1][..], &[1, 2][..]));
    /// ```
    pub fn taking_plays(self, moves: Vec<(String, Vec<HeapChange>)>) -> Self {
        self.taking_plays_in(moves, &[])
    }

    /// [`Pieces::taking_plays`] where the pieces marked in `anywhere` are rows of a game
    /// whose moves may split them (Kayles, Grundy's game, …): there a move is offered at
    /// every place in the row that leaves the pieces it leaves (a pin knocked out at
    /// either end, or at either side of the middle), and a move that only splits a row
    /// is offered by a cut between two of its counters (a dashed gap to press).
    ///
    /// ```
    /// use grundy::component::{HeapChange, Piece, Pieces};
    /// use grundy::Nat;
    /// let n = |v: u64| Nat::from(v);
    /// let end = HeapChange::split(0, n(3), vec![n(2)]);
    /// let cut = HeapChange::split(0, n(3), vec![n(1), n(2)]);
    /// let b = Pieces::new("heap", "●", vec![Piece::new("3", Some(3))])
    ///     .taking_plays_in(vec![("1 1".into(), vec![end]), ("1 -> 1 2".into(), vec![cut])], &[true]);
    /// // The end pin at either end; the cut as a shape of its own (after the counters).
    /// let ends: Vec<_> = b.plays.iter().filter(|p| p.text == "1 1").map(|p| p.select.clone()).collect();
    /// assert_eq!(ends, [vec![0], vec![2]]);
    /// assert!(b.plays.iter().any(|p| p.text == "1 -> 1 2" && p.select.iter().all(|&s| s >= 3)));
    /// ```
    pub fn taking_plays_in(
        mut self,
        moves: Vec<(String, Vec<HeapChange>)>,
        anywhere: &[bool],
    ) -> Self {
        for item in &mut self.items {
            item.moves.clear();
            item.pairs.clear();
        }
        self.layout = Layout::Rows;
        self.shapes.clear();
        self.plays.clear();
        self.clicks = Clicks::TakeFrom;
        let mut board = self.drawn();
        // The shape of unit i of piece h.
        let mut unit: HashMap<(usize, u64), usize> = HashMap::new();
        for (k, s) in board.shapes.iter().enumerate() {
            unit.insert((s.at[1] as usize, s.at[0] as u64), k);
        }
        let units_of = |h: usize, start: u64, r: u64| -> Option<Vec<usize>> {
            (start..start + r)
                .map(|i| unit.get(&(h, i)).copied())
                .collect()
        };
        // The cuts of each row (after `left` of its counters), added as shapes as needed.
        let mut cuts: HashMap<(usize, u64), usize> = HashMap::new();
        let lang = board.lang;
        // Each change's ways to press it: the counters it takes at each place it may be
        // taken, or a cut.
        enum Way {
            Units(Vec<usize>),
            Cut(usize),
        }
        let mut ways_of = |board: &mut Pieces, c: &HeapChange| -> Vec<Way> {
            let (Some(n), Some(to)) = (c.from.to_u64(), c.to.to_u64()) else {
                return Vec::new();
            };
            let mut left: Vec<u64> = match c.parts.as_deref() {
                Some(parts) => parts
                    .iter()
                    .filter_map(Nat::to_u64)
                    .filter(|&p| p > 0)
                    .collect(),
                None => [to].into_iter().filter(|&p| p > 0).collect(),
            };
            left.sort_unstable();
            let free = anywhere.get(c.heap).copied().unwrap_or(false);
            let Some(r) = n.checked_sub(to) else {
                return Vec::new();
            };
            if r == 0 {
                // A row split where it stands: a cut between its counters.
                let [a, b] = left.as_slice() else {
                    return Vec::new();
                };
                if !free || a + b != n || !unit.contains_key(&(c.heap, 0)) {
                    return Vec::new();
                }
                let mut out = Vec::new();
                for at in if a == b { vec![*a] } else { vec![*a, *b] } {
                    let id = *cuts.entry((c.heap, at)).or_insert_with(|| {
                        let name = board
                            .items
                            .get(c.heap)
                            .map(|p| p.name.clone())
                            .unwrap_or_default();
                        board.shapes.push(
                            Shape::new(Form::Line, Kind::Split, [at as f32 - 0.5, c.heap as f32])
                                .named(t!(
                                    lang,
                                    "board-unit-cut",
                                    piece = &name,
                                    left = at,
                                    right = n - at
                                )),
                        );
                        board.shapes.len() - 1
                    });
                    out.push(Way::Cut(id));
                }
                return out;
            }
            let mut out = Vec::new();
            if free {
                for s in 0..=n - r {
                    let mut here: Vec<u64> =
                        [s, n - r - s].into_iter().filter(|&p| p > 0).collect();
                    here.sort_unstable();
                    if here == left
                        && let Some(u) = units_of(c.heap, s, r)
                    {
                        out.push(Way::Units(u));
                    }
                }
            }
            if out.is_empty() {
                // From the end (or after the first part, a pin knocked out of a row).
                let start = match c.parts.as_deref() {
                    Some([first, _, ..]) => first.to_u64(),
                    _ => Some(to),
                };
                if let Some(u) = start.and_then(|s| units_of(c.heap, s, r)) {
                    out.push(Way::Units(u));
                }
            }
            out
        };
        // Each move with its ways to press it (every place, in each piece it changes, up
        // to a few combinations; the first place alone beyond); the ways of taking from a
        // piece that start at the same counter.
        const MOST_WAYS: usize = 16;
        let mut starting: HashMap<(usize, usize), HashSet<Vec<usize>>> = HashMap::new();
        let mut all_ways: Vec<Vec<Vec<Way>>> = Vec::new();
        let mut kept: Vec<(String, Vec<HeapChange>)> = Vec::new();
        for (text, changes) in moves {
            let ways: Vec<Vec<Way>> = changes.iter().map(|c| ways_of(&mut board, c)).collect();
            if ways.iter().any(Vec::is_empty) {
                continue;
            }
            for (c, w) in changes.iter().zip(&ways) {
                for way in w {
                    if let Way::Units(u) = way
                        && let Some(&first) = u.first()
                    {
                        starting
                            .entry((c.heap, first))
                            .or_default()
                            .insert(u.clone());
                    }
                }
            }
            all_ways.push(ways);
            kept.push((text, changes));
        }
        let mut plays = Vec::new();
        for ((text, changes), ways) in kept.into_iter().zip(&all_ways) {
            let combos: usize = ways.iter().fold(1usize, |a, w| a.saturating_mul(w.len()));
            let mut choices: Vec<Vec<&Way>> = vec![Vec::new()];
            for w in ways {
                let take: Vec<&Way> = if combos > MOST_WAYS {
                    w.iter().take(1).collect()
                } else {
                    w.iter().collect()
                };
                choices = choices
                    .into_iter()
                    .flat_map(|prefix| {
                        take.iter().map(move |&way| {
                            let mut v = prefix.clone();
                            v.push(way);
                            v
                        })
                    })
                    .collect();
            }
            for choice in choices {
                let mut select = Vec::new();
                let mut marks = Vec::new();
                for (c, way) in changes.iter().zip(choice) {
                    match way {
                        Way::Units(u) => {
                            let first = u.first().copied().unwrap_or_default();
                            if starting
                                .get(&(c.heap, first))
                                .is_some_and(|ways| ways.len() > 1)
                            {
                                select.extend(u.iter().copied());
                            } else {
                                select.push(first);
                            }
                            marks.extend(u.iter().copied());
                        }
                        Way::Cut(id) => {
                            select.push(*id);
                            marks.push(*id);
                        }
                    }
                }
                plays.push(Play {
                    select,
                    marks,
                    text: text.clone(),
                    changes: changes.clone(),
                    amount: None,
                });
            }
        }
        board.plays = unique_selections(plays);
        board.clicks = Clicks::None;
        board.how = if board.plays.is_empty() {
            Clicks::None.how_in(board.lang)
        } else if cuts.is_empty() {
            t!(board.lang, "board-how-taking")
        } else {
            format!(
                "{} {}",
                t!(board.lang, "board-how-taking"),
                t!(board.lang, "board-how-taking-cut")
            )
        };
        board
    }

    /// Each play given by its text alone gets the changes the text makes in `component`
    /// (whose board this is); a play whose text is not a legal move there is dropped.
    pub fn read_plays(&mut self, component: &dyn super::Component) {
        self.plays.retain_mut(|play| {
            if !play.changes.is_empty() {
                return true;
            }
            match component.parse_move(&play.text) {
                Ok(changes) => {
                    play.changes = changes;
                    true
                }
                Err(_) => false,
            }
        });
        if self.plays.is_empty() && self.clicks != Clicks::None {
            self.how = Clicks::None.how_in(self.lang);
        }
    }
}

/// A move's changes as a key that does not depend on their order.
pub fn changes_key(changes: &[HeapChange]) -> String {
    let mut sorted: Vec<&HeapChange> = changes.iter().collect();
    sorted.sort_by_key(|c| c.heap);
    format!("{sorted:?}")
}

/// Plays whose clicks are the same shapes are told apart by all the shapes they change
/// (their `marks`); plays still alike are dropped but the first (their moves are typed).
fn unique_selections(mut plays: Vec<Play>) -> Vec<Play> {
    let key = |s: &[usize]| {
        let mut k = s.to_vec();
        k.sort_unstable();
        k
    };
    let mut count: HashMap<Vec<usize>, usize> = HashMap::new();
    for p in &plays {
        *count.entry(key(&p.select)).or_default() += 1;
    }
    for p in &mut plays {
        if count.get(&key(&p.select)).is_some_and(|&c| c > 1) {
            p.select = p.marks.clone();
        }
    }
    let mut seen = std::collections::HashSet::new();
    plays.retain(|p| seen.insert(key(&p.select)));
    plays
}

/// Coordinates for drawing graphs.
pub mod layout {
    /// `n` points evenly on a circle, about 1.1 apart (the circle's radius at least 1),
    /// the first at the top.
    ///
    /// ```
    /// let p = grundy::component::board::layout::circle(4);
    /// assert_eq!(p.len(), 4);
    /// assert!(p[0][1] < p[2][1]); // the first at the top
    /// ```
    pub fn circle(n: usize) -> Vec<[f32; 2]> {
        let r = (n as f32 * 1.1 / std::f32::consts::TAU).max(1.0);
        (0..n)
            .map(|i| {
                let a = std::f32::consts::TAU * i as f32 / n.max(1) as f32;
                [0.5 + r + r * a.sin(), 0.5 + r - r * a.cos()]
            })
            .collect()
    }

    /// A picture standing on the ground: vertex 0 is the ground (a line at the bottom),
    /// every other vertex placed over it by its distance from the ground (a tree of
    /// shortest paths, each subtree in its own columns). Vertices out of reach of the
    /// ground stand in columns of their own. Returns each vertex's point (vertex 0's is
    /// unused) and the ground's height `y`.
    ///
    /// ```
    /// use grundy::component::board::layout::standing;
    /// let (at, ground) = standing(3, &[(0, 1), (1, 2)]);
    /// assert_eq!(at[1][0], at[2][0]); // a stalk: one column
    /// assert!(at[2][1] < at[1][1] && at[1][1] < ground); // growing up from the ground
    /// ```
    #[expect(
        clippy::indexing_slicing,
        reason = "next, depth, children and x have one entry per vertex (n of them); edges are used only when both ends are below n, and every other index is a vertex taken from those lists"
    )]
    pub fn standing(vertex_count: usize, edges: &[(usize, usize)]) -> (Vec<[f32; 2]>, f32) {
        let n = vertex_count.max(1);
        let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &(u, v) in edges {
            if u != v && u < n && v < n {
                next[u].push(v);
                next[v].push(u);
            }
        }
        // Shortest-path trees from the ground, then from each vertex left out.
        let mut depth = vec![usize::MAX; n];
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut roots = Vec::new();
        for start in 0..n {
            if depth[start] != usize::MAX || (start > 0 && next[start].is_empty()) {
                continue;
            }
            depth[start] = usize::from(start != 0);
            roots.push(start);
            let mut queue = std::collections::VecDeque::from([start]);
            while let Some(u) = queue.pop_front() {
                for &v in &next[u] {
                    if depth[v] == usize::MAX {
                        depth[v] = depth[u] + 1;
                        children[u].push(v);
                        queue.push_back(v);
                    }
                }
            }
        }
        // Columns: leaves left to right, a parent over the middle of its children.
        let mut x = vec![0.0f32; n];
        let mut column = 0.0f32;
        fn place(v: usize, children: &[Vec<usize>], x: &mut [f32], column: &mut f32) {
            if children[v].is_empty() {
                x[v] = *column;
                *column += 1.0;
                return;
            }
            for &c in &children[v] {
                place(c, children, x, column);
            }
            let first = x[children[v][0]];
            let last = x[children[v][children[v].len() - 1]];
            x[v] = (first + last) / 2.0;
        }
        for &r in &roots {
            if r == 0 {
                for &c in &children[0] {
                    place(c, &children, &mut x, &mut column);
                }
            } else {
                place(r, &children, &mut x, &mut column);
            }
        }
        let top = depth
            .iter()
            .filter(|&&d| d != usize::MAX)
            .max()
            .copied()
            .unwrap_or(0)
            .max(1);
        let ground = top as f32 * 1.2 + 0.6;
        let at = (0..n)
            .map(|v| {
                let d = if depth[v] == usize::MAX { 1 } else { depth[v] };
                [x[v] + 0.8, ground - d as f32 * 1.2]
            })
            .collect();
        (at, ground)
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
