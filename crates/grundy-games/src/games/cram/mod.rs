//! Cram: `cram(....|.#..|....)` — a board of squares; a move covers two empty squares side
//! by side (a domino, across or down); whoever cannot move loses (normal play).
//!
//! **The rules** are those of Winning Ways for your Mathematical Plays (Berlekamp, Conway
//! and Guy, chapter 22, "Cram"): both players place dominoes either way round, so the
//! game is impartial (it is Domineering with the orientation rule dropped). Martin
//! Gardner introduced it under this name (Scientific American, February 1974); CGSuite
//! calls it `Cram` too.
//!
//! **The board** is written row by row: `.` an empty square, `#` a blocked one, `x` one a
//! domino covers, `|` ends a row; every row has the same length; spaces are ignored. A
//! blocked and a covered square are the same to the game (no domino goes on either); they
//! are told apart on the board, and a move writes the squares it covers `x`, so
//! `parse(display(p)) == p`. A board has at most 8 rows of at most 16 squares, or at most
//! 16 rows of at most 8 (a taller board is searched on its side).
//!
//! **Squares and moves.** Columns are letters from `a` (left), rows numbers from `1`
//! (top): a move is the two squares it covers, `a1-b1` (in a sum, `1: a1-b1`). The pieces
//! are the squares, row by row, each of size 1 when empty and 0 when blocked; a move
//! changes its two squares from 1 to 0.
//!
//! **Value.** A domino never lies across two regions (connected sets of empty squares),
//! so the value is the XOR of the regions' values, each found by a memoised search keyed
//! by the region's shape up to rotation and reflection; a region with a half-turn symmetry
//! that leaves no square and no domino in place is worth 0 (the second player copies each
//! move in the image — why every even × even rectangle is a second-player win). The
//! search is bounded by the analysis' search limit (regions valued), past which it
//! refuses. On one row of n squares Cram is Dawson's Kayles `0.07` with n pins.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // 3 × 3: the first player loses (Winning Ways' table of Cram values).
//! let p = parse_position("cram(...|...|...)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::P);
//! // With a corner blocked, the first player wins.
//! let p = parse_position("cram(#..|...|...)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! let m = grundy::play::parse_move(&p, "b2-b3").unwrap();
//! assert_eq!(p.components[0].describe(&m.changes), "cover b2 and b3");
//! ```

mod solver;
impl crate::i18n::errors::Localized for BoardError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(BoardError);

#[cfg(test)]
mod tests;

grundy_core::words! {
    owner: "cram",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::notation::unreadable;
use crate::component::HeapChange;
use crate::component::{
    AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, Kind, MoveError, Picture, Piece,
    Pieces, Refusal, SearchSize, SearchStep, Shape, Valued,
};
use crate::component::{Moves, Valuation, Words};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::reasoning::{SearchReasoning, Step};
use crate::Nat;
use num_traits::ToPrimitive;
use solver::{dominoes, regions, Search, HEIGHT, WIDTH};
use std::sync::{Arc, Mutex};

const EXAMPLE: &str = "cram(....|.#..|....)";

/// The most squares on a side of the board.
const MAX_SIDE: usize = WIDTH as usize;

/// The registry's entry for Cram.
pub static SPEC: GameSpec = GameSpec {
    names: &["cram"],
    matches: None,
    syntax: "cram(ROWS)",
    example: EXAMPLE,
    examples: &[
        ("cram(.........|##.######)", "example-cram-1"),
        ("cram(....|....|....|....)", "example-cram-2"),
        ("cram(.....|.....|.....|.....|.....)", "example-cram-3"),
    ],
    about_id: "about-cram",
    syntax_id: "syntax-cram",
    parse,
    whole_position: false,
};

/// The catalogue id of the words of the search reasoning (this folder's `locales/<lang>.ftl`).
const REASON: &str = "engine-search-cram";

/// A Cram position: a board of empty and blocked squares (see the module docs).
///
/// ```
/// use grundy::games::cram::Cram;
/// use grundy::AnyComponent;
/// let b = Cram::new(&["..#", "..."]).unwrap();
/// assert_eq!((b.rows(), b.columns()), (2, 3));
/// assert_eq!(AnyComponent::new(b).to_string(), "cram(..#|...)");
/// assert!(Cram::new(&["..", "."]).is_err());
/// // A domino's squares are written `x`: covered, not blocked.
/// let b = AnyComponent::new(Cram::new(&["x#."]).unwrap());
/// assert_eq!(b.to_string(), "cram(x#.)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cram {
    rows: usize,
    cols: usize,
    /// Square `r * cols + c` is empty.
    empty: Vec<bool>,
    /// Square `r * cols + c` is covered by a domino (not empty, not blocked).
    covered: Vec<bool>,
}

/// Why a board was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// No square at all.
    Empty,
    /// A row with no square (`..||..`).
    EmptyRow(usize),
    /// A character that is not a square.
    BadSquare(char),
    /// Rows of different lengths.
    Ragged {
        /// The row (from 1).
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        first: usize,
    },
    /// Too large for the bit boards.
    TooLarge {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

impl BoardError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy::games::cram::BoardError;
    /// assert_eq!(BoardError::EmptyRow(2).to_string(), "row 2 has no square: every row has at least one (`|` only ends a row)");
    /// ```
    pub fn message(&self) -> crate::i18n::Message {
        match self {
            BoardError::Empty => msg!("parse-cram-empty", example = EXAMPLE),
            BoardError::EmptyRow(r) => msg!("parse-cram-empty-row", row = *r),
            BoardError::BadSquare(c) => msg!("parse-cram-bad-square", found = format!("{c:?}")),
            BoardError::Ragged { row, len, first } => {
                msg!("parse-cram-ragged", row = *row, len = *len, first = *first)
            }
            BoardError::TooLarge { rows, cols } => {
                msg!("parse-cram-too-large", rows = *rows, cols = *cols)
            }
        }
    }
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for BoardError {}

impl Cram {
    /// The board with these rows (`.` empty, `#` blocked, `x` covered by a domino).
    pub fn new(rows: &[&str]) -> Result<Self, BoardError> {
        let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
        Self::from_grid(&grid)
    }

    fn from_grid(grid: &[Vec<char>]) -> Result<Self, BoardError> {
        let first = grid.first().map_or(0, Vec::len);
        if grid.is_empty() || (grid.len() == 1 && first == 0) {
            return Err(BoardError::Empty);
        }
        let mut empty = Vec::new();
        let mut covered = Vec::new();
        for (r, row) in grid.iter().enumerate() {
            if row.is_empty() {
                return Err(BoardError::EmptyRow(r + 1));
            }
            if row.len() != first {
                return Err(BoardError::Ragged {
                    row: r + 1,
                    len: row.len(),
                    first,
                });
            }
            for &ch in row {
                match ch {
                    '.' | '#' | 'x' => {
                        empty.push(ch == '.');
                        covered.push(ch == 'x');
                    }
                    other => return Err(BoardError::BadSquare(other)),
                }
            }
        }
        let (rows, cols) = (grid.len(), first);
        let fits = |a: usize, b: usize| a <= HEIGHT as usize && b <= MAX_SIDE;
        if !fits(rows, cols) && !fits(cols, rows) {
            return Err(BoardError::TooLarge { rows, cols });
        }
        Ok(Cram {
            rows,
            cols,
            empty,
            covered,
        })
    }

    /// How many rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// How many columns.
    pub fn columns(&self) -> usize {
        self.cols
    }

    /// Whether square `i` (row by row) is covered by a domino.
    fn is_covered(&self, i: usize) -> bool {
        self.covered.get(i).copied().unwrap_or(false)
    }

    /// Whether square `i` (row by row) is empty.
    fn is_empty(&self, i: usize) -> bool {
        self.empty.get(i).copied().unwrap_or(false)
    }

    /// Square `i`'s name: `b3` (column letter, row number from the top).
    fn square(&self, i: usize) -> String {
        let (r, c) = (i / self.cols.max(1), i % self.cols.max(1));
        let letter = char::from(b'a' + (c as u8 % 26));
        format!("{letter}{}", r + 1)
    }

    /// Square `i`'s bit on the solver's frame (on its side when the board is tall).
    fn bit(&self, i: usize) -> u128 {
        let (r, c) = (i / self.cols.max(1), i % self.cols.max(1));
        let (r, c) = if self.rows > HEIGHT as usize {
            (c, r)
        } else {
            (r, c)
        };
        1u128 << (WIDTH as usize * r + c)
    }

    /// The empty squares on the solver's frame.
    fn frame(&self) -> u128 {
        (0..self.empty.len())
            .filter(|&i| self.is_empty(i))
            .fold(0, |x, i| x | self.bit(i))
    }

    /// Every domino: its two squares (row by row, the first first).
    fn domino_squares(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for i in 0..self.empty.len() {
            if !self.is_empty(i) {
                continue;
            }
            if (i + 1) % self.cols != 0 && self.is_empty(i + 1) {
                out.push((i, i + 1));
            }
            if self.is_empty(i + self.cols) {
                out.push((i, i + self.cols));
            }
        }
        out
    }

    fn changes(a: usize, b: usize) -> Vec<HeapChange> {
        [a, b]
            .into_iter()
            .map(|i| HeapChange::new(i, Nat::from(1u8), Nat::from(0u8)))
            .collect()
    }

    /// The board written back: rows of `.`, `#` and `x` separated by `|`.
    fn write(&self) -> String {
        let squares: Vec<char> = (0..self.empty.len())
            .map(|i| match (self.is_empty(i), self.is_covered(i)) {
                (true, _) => '.',
                (false, true) => 'x',
                (false, false) => '#',
            })
            .collect();
        let rows: Vec<String> = squares
            .chunks(self.cols.max(1))
            .map(|row| row.iter().collect())
            .collect();
        rows.join("|")
    }

    /// Reads a square's name (`b3`).
    fn read_square(&self, word: &str) -> Option<usize> {
        let word = word.trim();
        let mut chars = word.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let c = usize::from(letter as u8 - b'a');
        let r = digits.parse::<usize>().ok()?.checked_sub(1)?;
        (r < self.rows && c < self.cols).then_some(r * self.cols + c)
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let Some(args) = &head.args else {
        return Err(head.error(msg!("parse-cram-in-brackets", example = EXAMPLE)));
    };
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-cram-no-sizes")));
    }
    if let Some(extra) = args.get(1) {
        return Err(extra.error(msg!("parse-cram-no-commas")));
    }
    let mut grid = vec![Vec::new()];
    let mut at = head.column;
    if let Some(arg) = args.first() {
        at = arg.column;
        for (k, ch) in arg.text.chars().enumerate() {
            match ch {
                '|' => grid.push(Vec::new()),
                c if c.is_whitespace() => {}
                '.' | '#' | 'x' => {
                    if let Some(row) = grid.last_mut() {
                        row.push(ch);
                    }
                }
                other => {
                    return Err(ParseError {
                        message: BoardError::BadSquare(other).message(),
                        token: other.to_string(),
                        column: arg.column + k,
                    })
                }
            }
        }
    }
    let board = Cram::from_grid(&grid).map_err(|e| ParseError {
        message: e.message(),
        token: head.text.chars().take(40).collect(),
        column: at,
    })?;
    Ok(AnyComponent::new(board))
}

/// What the value's search leaves for the moves: the board's frame and the search.
struct CramMemo {
    frame: u128,
    search: Mutex<Search>,
}

impl Component for Cram {
    fn name(&self) -> String {
        format!("cram({})", self.write())
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.empty.len()
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(u8::from(self.is_empty(i)))
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let mut next = self.clone();
        for c in changes {
            if let Some(e) = next.empty.get_mut(c.heap) {
                *e = false;
            }
            if let Some(x) = next.covered.get_mut(c.heap) {
                *x = true;
            }
        }
        AnyComponent::new(next)
    }

    /// The board: a click on two empty squares side by side covers them.
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = (0..self.empty.len())
            .filter(|&i| self.is_empty(i))
            .map(|i| Piece::new(self.square(i), None))
            .collect();
        let board = Pieces::new_in(lang, "square", "□", items);
        let mut picture = Picture::in_lang(lang);
        let ids: Vec<usize> = (0..self.empty.len())
            .map(|i| {
                let (r, c) = (i / self.cols, i % self.cols);
                // Empty, covered by a domino, blocked: each drawn and named its own way.
                let (kind, id) = if self.is_empty(i) {
                    (Kind::Cell, "board-square-empty")
                } else if self.is_covered(i) {
                    (Kind::Covered, "board-square-covered")
                } else {
                    (Kind::Blocked, "board-square-blocked")
                };
                let label = crate::i18n::t!(lang, id, square = self.square(i));
                let shape = Shape::rect(kind, [c as f32, r as f32], [0.95, 0.95]).named(label);
                // An empty square shows its name: the moves are written with it ("a1-b1");
                // a blocked one a cross (a covered one is filled: a domino lies on it).
                let shape = if self.is_empty(i) {
                    shape.with_text(self.square(i))
                } else if self.is_covered(i) {
                    shape
                } else {
                    shape.with_text("✕")
                };
                picture.add(shape)
            })
            .collect();
        for (a, b) in self.domino_squares() {
            let (Some(&x), Some(&y)) = (ids.get(a), ids.get(b)) else {
                continue;
            };
            picture.play(
                vec![x, y],
                vec![x, y],
                format!("{}-{}", self.square(a), self.square(b)),
                Self::changes(a, b),
            );
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-cram"))
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl crate::component::Search for Cram {
    fn search_state(&self) -> Option<Vec<u64>> {
        let bits: Vec<u64> = (0..self.empty.len())
            .filter(|&i| self.is_empty(i))
            .map(|i| i as u64)
            .collect();
        Some(bits)
    }

    /// A state is the empty squares, in increasing order.
    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let mut moves = Vec::new();
        let has = |i: u64| state.binary_search(&i).is_ok();
        let cols = self.cols as u64;
        for &i in state {
            let right = (i + 1) % cols != 0 && has(i + 1);
            let down = (i + cols) < self.empty.len() as u64 && has(i + cols);
            for (ok, j) in [(right, i + 1), (down, i + cols)] {
                if ok {
                    moves.push(SearchStep {
                        changes: Self::changes(i as usize, j as usize),
                        after: state
                            .iter()
                            .copied()
                            .filter(|&t| t != i && t != j)
                            .collect(),
                    });
                }
            }
        }
        moves
    }

    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        // Already sorted: the squares are not interchangeable.
        state.to_vec()
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        SearchSize {
            states: 2f64.powi(state.len().min(2000) as i32),
            branching: 2.0 * state.len() as f64,
        }
    }
}

impl Valuation for Cram {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let frame = self.frame();
        let mut search = Search::new(options.search_limit, options.cancel.clone());
        let value = search.value(frame)?;
        let mut valued = Valued::new(Nat::from(value), "search");
        if search.searched > 0 {
            valued.steps.push(Step::new(SearchReasoning {
                reason: crate::i18n::Message::new(REASON),
                positions: search.searched,
            }));
        }
        let parts: Vec<u128> = regions(frame).collect();
        if (2..=20).contains(&parts.len()) {
            let mut values = Vec::new();
            for &r in &parts {
                values.push(search.value(r)?.to_string());
            }
            valued.notes.push(crate::i18n::msg!(
                "note-cram-regions",
                count = parts.len(),
                values = values.join(", ")
            ));
        }
        valued.memo = Some(Arc::new(CramMemo {
            frame,
            search: Mutex::new(search),
        }));
        Ok(valued)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let Some(target) = target.to_u8() else {
            return Ok(Counted::none());
        };
        let frame = self.frame();
        let fresh;
        let memo = match valued.memo::<CramMemo>().filter(|m| m.frame == frame) {
            Some(m) => m,
            None => {
                fresh = CramMemo {
                    frame,
                    search: Mutex::new(Search::new(options.search_limit, options.cancel.clone())),
                };
                &fresh
            }
        };
        let mut search = memo.search.lock().unwrap_or_else(|e| e.into_inner());
        search.widen(options.search_limit, options.cancel.clone());
        let mut count = 0u64;
        let mut moves = Vec::new();
        for (a, b) in self.domino_squares() {
            if search.has_value(frame & !(self.bit(a) | self.bit(b)), target)? {
                count += 1;
                if moves.len() < room {
                    moves.push(Self::changes(a, b));
                }
            }
        }
        Ok(Counted {
            count: Ok(Nat::from(count)),
            moves,
        })
    }
}

impl Words for Cram {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        match changes {
            [a, b] => crate::i18n::t!(
                lang,
                "move-cram",
                a = self.square(a.heap),
                b = self.square(b.heap)
            ),
            _ => crate::i18n::t!(lang, "no-move"),
        }
    }
}

impl Moves for Cram {
    /// Its own notation: the two squares a domino covers, `a1-b1`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    /// A move is the two squares to cover: `a1-b1` (or `b1-a1`, `a1 b1`).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let words: Vec<&str> = text
            .split(|c: char| c == '-' || c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        let [x, y] = words.as_slice() else {
            return Err(unreadable(text, crate::i18n::msg!("reason-write-squares")));
        };
        let (Some(a), Some(b)) = (self.read_square(x), self.read_square(y)) else {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-not-a-square",
                square = if self.read_square(x).is_none() {
                    *x
                } else {
                    *y
                },
                rows = self.rows,
                cols = self.cols
            )));
        };
        let (a, b) = (a.min(b), a.max(b));
        if !self.domino_squares().contains(&(a, b)) {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-not-a-domino",
                a = self.square(a),
                b = self.square(b)
            )));
        }
        Ok(Self::changes(a, b))
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let (a, b) = dominoes(self.frame()).next()?;
        let square = |bit: u128| (0..self.empty.len()).find(|&i| self.bit(i) == bit);
        let (a, b) = (square(a)?, square(b)?);
        Some(Self::changes(a.min(b), a.max(b)))
    }

    fn has_move(&self) -> Option<bool> {
        Some(dominoes(self.frame()).next().is_some())
    }
}
