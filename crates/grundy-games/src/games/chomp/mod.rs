//! Chomp: `chomp(5,5,5,5)` — a chocolate bar whose corner square is poisoned; a move
//! takes a square and every square above it and to its right; the poisoned square is
//! never taken, so whoever is left with it alone cannot move and loses (normal play).
//!
//! **The rules** are David Gale's ("A curious Nim-type game", 1974; Fred Schuh's game
//! of divisors in another dress). Every rectangle but the poisoned square
//! alone is a first-player win, by *strategy stealing*: if taking the top-right square
//! lost, the reply that wins against it could have been played first. Nobody knows
//! that winning move in general, hence the search.
//!
//! **The bar** is written as its row lengths from the poisoned corner, in brackets:
//! `chomp(5,5,5,5)` is the 4 × 5 bar, `chomp(4,2,1)` a staircase. Rows are counted from
//! 1 at the poisoned row (drawn at the bottom), columns from 1 at the poisoned column
//! (on the left); a row is never longer than the one below it. At most
//! [`MAX_ROWS`] rows of at most [`MAX_ROW`] squares. The poisoned square alone is
//! `chomp(1)`, and a position is written back with its empty rows dropped, so
//! `parse(display(p)) == p`.
//!
//! **Pieces and moves.** The pieces are the rows, each of its length; taking the square
//! in row `r`, column `c` cuts every row from `r` up that is longer than `c - 1` down to
//! `c - 1` squares. In play a move is the square, row then column: `2,3` (or `2 3`,
//! `r2c3`); in a sum, `1: 2,3`.
//!
//! **Value.** Chomp has no formula: a memoised search over the bars below (a bar and its
//! mirror image in the diagonal are one entry). Before it starts, the bars below are
//! counted exactly; past the analysis' search limit, or past [`MAX_SEARCH_WORK`] moves in
//! all, it refuses. On one row of n squares Chomp is a Nim heap of n − 1.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // The 2 × 4 bar: the one winning move takes the top-right square.
//! let p = parse_position("chomp(4,4)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! assert_eq!(r.winning_moves[0].description, "take the square in row 2, column 4");
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("chomp(4,3)"));
//! // Moves name the square.
//! let m = grundy::play::parse_move(&p, "2,2").unwrap();
//! assert_eq!(grundy::play::apply(&p, &m).to_string(), "chomp(4,1)");
//! ```

mod rules;
#[cfg(test)]
mod tests;

grundy_core::words! {
    owner: "chomp",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::notation::unreadable;
use crate::component::search::{SearchRefusal, MAX_SEARCH_WORK};
use crate::component::{
    AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, HeapChange, Kind, MoveError,
    Picture, Piece, Pieces, Refusal, SearchSize, SearchStep, Shape, Valued,
};
use crate::component::{Moves, Search, Valuation, Words};
use crate::i18n::{msg, Lang, Message};
use crate::language::{arg_words, Head, ParseError, ReadFile, SizeToken};
use crate::reasoning::{SearchReasoning, Step};
use crate::{Nat, Solver};
use num_traits::ToPrimitive;
use rules::{Rows, Rules, RULES};
use std::sync::{Arc, Mutex};

/// The most rows a bar may have.
pub const MAX_ROWS: usize = 64;

/// The most squares a row may have.
pub const MAX_ROW: u64 = 1000;

/// A bar is drawn square by square up to this many rows and columns (beyond, its rows
/// are listed and moves typed).
const DRAWN_SIDE: u16 = 20;

const EXAMPLE: &str = "chomp(5,5,5,5)";

/// The registry's entry for Chomp.
pub static SPEC: GameSpec = GameSpec {
    names: &["chomp"],
    matches: None,
    syntax: "chomp(R1,R2,…)",
    example: EXAMPLE,
    examples: &[
        ("chomp(6,6)", "example-chomp-1"),
        ("chomp(5,5,5,5,5)", "example-chomp-2"),
        ("chomp(7,7,7,7,7,7)", "example-chomp-3"),
    ],
    about_id: "about-chomp",
    syntax_id: "syntax-chomp",
    parse,
    whole_position: false,
};

/// The catalogue id of the words of the search reasoning (this folder's `locales/<lang>.ftl`).
const REASON: &str = "engine-search-chomp";

/// Why a list of row lengths is not a Chomp bar.
///
/// ```
/// use grundy::games::chomp::{Chomp, ChompError};
/// assert_eq!(Chomp::new(&[3, 4]).unwrap_err(), ChompError::Increasing { row: 2, len: 4, below: 3 });
/// assert_eq!(Chomp::new(&[]).unwrap_err().to_string(), "a Chomp bar needs at least one row, e.g. chomp(5,5,5,5)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum ChompError {
    /// No row at all.
    NoRows,
    /// A row of no squares (rows counted from 1).
    EmptyRow(usize),
    /// A row longer than the row below it.
    Increasing {
        /// The row (from 1).
        row: usize,
        /// Its length.
        len: u64,
        /// The length of the row below it.
        below: u64,
    },
    /// More than [`MAX_ROWS`] rows.
    TooManyRows(usize),
    /// A row of more than [`MAX_ROW`] squares.
    RowTooLong {
        /// The row (from 1).
        row: usize,
        /// Its length.
        len: u64,
    },
}

impl ChompError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    pub fn message(&self) -> Message {
        match self {
            Self::NoRows => msg!("parse-chomp-no-rows", example = EXAMPLE),
            Self::EmptyRow(row) => msg!("parse-chomp-empty-row", row = *row),
            Self::Increasing { row, len, below } => msg!(
                "parse-chomp-increasing",
                row = *row,
                len = *len,
                below = *below,
                under = row - 1
            ),
            Self::TooManyRows(count) => {
                msg!("parse-chomp-too-many-rows", count = *count, max = MAX_ROWS)
            }
            Self::RowTooLong { row, len } => {
                msg!(
                    "parse-chomp-row-too-long",
                    row = *row,
                    len = *len,
                    max = MAX_ROW
                )
            }
        }
    }
}

impl crate::i18n::errors::Localized for ChompError {
    fn message_in(&self, lang: Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(ChompError);

/// A Chomp bar (see the module docs): its row lengths from the poisoned corner.
///
/// ```
/// use grundy::games::chomp::Chomp;
/// use grundy::AnyComponent;
/// let bar = Chomp::new(&[4, 2, 2]).unwrap();
/// assert_eq!(bar.rows(), &[4, 2, 2]);
/// assert_eq!(AnyComponent::new(bar).to_string(), "chomp(4,2,2)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chomp {
    rows: Vec<u16>,
}

impl Chomp {
    /// The bar with these row lengths, from the poisoned corner. Refused: no row, an
    /// empty row, a row longer than the one below it, too many rows or squares.
    pub fn new(rows: &[u64]) -> Result<Self, ChompError> {
        if rows.is_empty() {
            return Err(ChompError::NoRows);
        }
        if rows.len() > MAX_ROWS {
            return Err(ChompError::TooManyRows(rows.len()));
        }
        let mut below = u64::MAX;
        for (i, &len) in rows.iter().enumerate() {
            let row = i + 1;
            if len == 0 {
                return Err(ChompError::EmptyRow(row));
            }
            if len > MAX_ROW {
                return Err(ChompError::RowTooLong { row, len });
            }
            if len > below {
                return Err(ChompError::Increasing { row, len, below });
            }
            below = len;
        }
        Ok(Chomp {
            rows: rows.iter().map(|&n| n as u16).collect(),
        })
    }

    /// The row lengths, from the poisoned corner.
    pub fn rows(&self) -> &[u16] {
        &self.rows
    }

    /// The squares of the bar, the poisoned one included.
    fn square_count(&self) -> u64 {
        self.rows.iter().map(|&n| u64::from(n)).sum()
    }

    /// The move taking the square in row `r`, column `c` (from 0): every row from `r` up
    /// longer than `c` becomes `c` long.
    fn changes(&self, r: usize, c: u16) -> Vec<HeapChange> {
        self.rows
            .iter()
            .enumerate()
            .skip(r)
            .filter(|&(_, &n)| n > c)
            .map(|(i, &n)| HeapChange::new(i, Nat::from(n), Nat::from(c)))
            .collect()
    }

    /// The square a move takes, (row, column) from 0: where its first change is.
    fn square_of(changes: &[HeapChange]) -> Option<(usize, u16)> {
        let first = changes.first()?;
        Some((first.heap, first.to.to_u16()?))
    }

    /// Refuses a search that would pass `limit` bars or [`MAX_SEARCH_WORK`] moves.
    fn check_size(&self, limit: usize) -> Result<(), Refusal> {
        let SearchSize { states, branching } = size_of(&self.rows);
        if states > limit as f64 {
            return Err(Refusal::TooLarge {
                what: msg!("reason-chomp-positions", count = format!("{states:.0}")),
                limit: limit as u64,
            });
        }
        if states * branching > MAX_SEARCH_WORK {
            return Err(SearchRefusal::TooMuchWork { states, branching }.into());
        }
        Ok(())
    }

    /// The bar as the search's key (the rows, or the mirror image's when smaller).
    fn key(&self) -> Rows {
        rules::canonical(&self.rows)
    }
}

/// The bars below `rows` and the moves from it.
fn size_of(rows: &[u16]) -> SearchSize {
    let squares: u64 = rows.iter().map(|&n| u64::from(n)).sum();
    SearchSize {
        states: rules::positions_below(rows),
        branching: squares.saturating_sub(1) as f64,
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let Some(args) = &head.args else {
        return Err(head.error(msg!("parse-chomp-in-brackets", example = EXAMPLE)));
    };
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-chomp-no-sizes")));
    }
    let words = arg_words(args);
    let mut rows = Vec::with_capacity(words.len());
    for (i, w) in words.iter().enumerate() {
        let row = i + 1;
        if w.text.is_empty() || !w.text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(w.error(msg!("parse-chomp-not-a-row", row = row)));
        }
        let len = w.text.parse::<u64>().unwrap_or(u64::MAX);
        rows.push(len);
        // Each row's own error names the word it is in.
        if let Err(e) = Chomp::new(&rows) {
            return Err(w.error(e.message()));
        }
    }
    Chomp::new(&rows)
        .map(AnyComponent::new)
        .map_err(|e| head.error(e.message()))
}

/// What the value's search leaves for the moves: the solver and the limit it was made
/// with.
struct ChompMemo {
    limit: usize,
    solver: Mutex<Option<Solver<'static, Rules>>>,
}

impl ChompMemo {
    fn new(limit: usize) -> Self {
        ChompMemo {
            limit,
            solver: Mutex::new(None),
        }
    }

    /// Runs `f` with the memo's solver, watching `cancel`.
    fn with<T>(
        &self,
        cancel: &crate::Cancel,
        f: impl FnOnce(&mut Solver<'static, Rules>) -> T,
    ) -> T {
        let mut slot = self.solver.lock().unwrap_or_else(|e| e.into_inner());
        let solver = slot
            .take()
            .unwrap_or_else(|| Solver::with_limit(&RULES, self.limit));
        let mut solver = solver.cancellable(cancel);
        let out = f(&mut solver);
        *slot = Some(solver);
        out
    }
}

/// The Grundy value of `key` by the memo's solver, a refusal past its limit.
fn grundy_of(solver: &mut Solver<'static, Rules>, key: &Rows) -> Result<u32, Refusal> {
    solver
        .grundy(key)
        .map_err(|e| Refusal::from(SearchRefusal::from(e)))
}

impl Component for Chomp {
    fn name(&self) -> String {
        let rows: Vec<String> = self.rows.iter().map(u16::to_string).collect();
        format!("chomp({})", rows.join(","))
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.rows.len()
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(self.rows.get(i).copied().unwrap_or(0))
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let mut rows = self.rows.clone();
        for c in changes {
            if let (Some(row), Some(to)) = (rows.get_mut(c.heap), c.to.to_u16()) {
                *row = to;
            }
        }
        rows.retain(|&n| n > 0);
        if rows.is_empty() {
            // Never after a legal move: the poisoned square stays.
            rows.push(1);
        }
        AnyComponent::new(Chomp { rows })
    }

    /// The bar, its poisoned square dark in the bottom-left corner (the rows listed when
    /// it is more than 20 squares across or high): a click on a square takes it and
    /// every square above it and to its right.
    fn pieces_in(&self, lang: Lang) -> Pieces {
        use crate::i18n::t;
        let items = self
            .rows
            .iter()
            .map(|&n| Piece::new(n.to_string(), Some(u64::from(n))))
            .collect();
        let board = Pieces::new_in(lang, "row", "▦", items);
        let height = self.rows.len() as u16;
        let width = self.rows.first().copied().unwrap_or(0);
        if height > DRAWN_SIDE || width > DRAWN_SIDE {
            return board;
        }
        let mut picture = Picture::in_lang(lang);
        // ids[r][c]: the shape of the square in row r, column c (from 0); row 0 at the
        // bottom.
        let ids: Vec<Vec<usize>> = self
            .rows
            .iter()
            .enumerate()
            .map(|(r, &n)| {
                let y = f32::from(height) - 1.0 - r as f32;
                (0..n)
                    .map(|c| {
                        let at = [f32::from(c) + 0.25, y + 0.25];
                        let shape = if (r, c) == (0, 0) {
                            Shape::rect(Kind::Marked, at, [1.0, 1.0])
                                .named(t!(lang, "board-chomp-poison"))
                                .with_text("☠")
                        } else {
                            Shape::rect(Kind::Square, at, [1.0, 1.0]).named(t!(
                                lang,
                                "board-chomp-square",
                                row = r + 1,
                                column = u32::from(c) + 1
                            ))
                        };
                        picture.add(shape)
                    })
                    .collect()
            })
            .collect();
        for (r, c) in rules::squares(&self.rows) {
            let Some(&id) = ids.get(r).and_then(|row| row.get(usize::from(c))) else {
                continue;
            };
            let marks = ids
                .iter()
                .skip(r)
                .flat_map(|row| row.iter().skip(usize::from(c)).copied())
                .collect();
            picture.play(
                vec![id],
                marks,
                format!("{},{}", r + 1, c + 1),
                self.changes(r, c),
            );
        }
        board.pictured(picture, &t!(lang, "board-how-chomp"))
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl Search for Chomp {
    /// A state is the row lengths, from the poisoned corner.
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(self.rows.iter().map(|&n| u64::from(n)).collect())
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let rows: Vec<u16> = state.iter().map(|&n| n.min(MAX_ROW) as u16).collect();
        let bar = Chomp { rows };
        rules::squares(&bar.rows)
            .map(|(r, c)| SearchStep {
                changes: bar.changes(r, c),
                after: rules::chomp(&bar.rows, r, c)
                    .iter()
                    .map(|&n| u64::from(n))
                    .collect(),
            })
            .collect()
    }

    /// The rows keep their order (a row is a place on the bar).
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        state.to_vec()
    }

    /// Exact: every bar below this one, and a move per square but the poisoned one.
    fn search_size(&self, state: &[u64]) -> SearchSize {
        let rows: Vec<u16> = state.iter().map(|&n| n.min(MAX_ROW) as u16).collect();
        size_of(&rows)
    }
}

impl Valuation for Chomp {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        self.check_size(options.search_limit)?;
        let memo = ChompMemo::new(options.search_limit);
        let (value, positions) = memo.with(&options.cancel, |solver| {
            grundy_of(solver, &self.key()).map(|v| (v, solver.positions_explored()))
        })?;
        let mut valued = Valued::new(Nat::from(value), "search");
        valued.steps.push(Step::new(SearchReasoning {
            reason: Message::new(REASON),
            positions,
        }));
        let width = self.rows.first().copied().unwrap_or(0);
        if self.square_count() > 1 && self.rows.iter().all(|&n| n == width) {
            valued.notes.push(msg!("note-chomp-rectangle"));
        }
        valued.memo = Some(Arc::new(memo));
        Ok(valued)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let Some(target) = target.to_u32() else {
            return Ok(Counted::none());
        };
        self.check_size(options.search_limit)?;
        let fresh;
        let memo = match valued
            .memo::<ChompMemo>()
            .filter(|m| m.limit == options.search_limit)
        {
            Some(m) => m,
            None => {
                fresh = ChompMemo::new(options.search_limit);
                &fresh
            }
        };
        memo.with(&options.cancel, |solver| {
            let mut count = 0u64;
            let mut moves = Vec::new();
            for (r, c) in rules::squares(&self.rows) {
                let after = rules::canonical(&rules::chomp(&self.rows, r, c));
                if grundy_of(solver, &after)? == target {
                    count += 1;
                    if moves.len() < room {
                        moves.push(self.changes(r, c));
                    }
                }
            }
            Ok(Counted {
                count: Ok(Nat::from(count)),
                moves,
            })
        })
    }

    /// Two squares never leave the same bar.
    fn results_are_distinct(&self) -> bool {
        true
    }
}

impl Words for Chomp {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: Lang) -> String {
        match Self::square_of(changes) {
            Some((r, c)) => {
                crate::i18n::t!(lang, "move-chomp", row = r + 1, column = u32::from(c) + 1)
            }
            None => crate::i18n::t!(lang, "no-move"),
        }
    }
}

impl Moves for Chomp {
    /// Its own notation: a square as its row and column, `2,3`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    /// A move is the square to take, row then column from the poisoned corner: `2,3`
    /// (or `2 3`, `(2,3)`, `r2c3`).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let words: Vec<&str> = text
            .split(|ch: char| {
                ch.is_whitespace() || matches!(ch, ',' | '(' | ')' | 'r' | 'R' | 'c' | 'C')
            })
            .filter(|w| !w.is_empty())
            .collect();
        let numbers: Option<Vec<usize>> = words
            .iter()
            .map(|w| {
                w.bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| w.parse::<usize>().ok())
                    .flatten()
            })
            .collect();
        let Some([row, column]) = numbers.as_deref() else {
            return Err(unreadable(text, msg!("reason-write-chomp-square")));
        };
        let (row, column) = (*row, *column);
        let len = row
            .checked_sub(1)
            .and_then(|r| self.rows.get(r))
            .map_or(0, |&n| usize::from(n));
        if column == 0 || column > len {
            return Err(MoveError::Illegal(msg!(
                "reason-chomp-no-square",
                row = row,
                column = column,
                rows = self.rows.len(),
                len = len
            )));
        }
        if (row, column) == (1, 1) {
            return Err(MoveError::Illegal(msg!("reason-chomp-poison")));
        }
        Ok(self.changes(row - 1, (column - 1) as u16))
    }

    /// A move is exactly the cuts of taking one square other than the poisoned one.
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let legal = Self::square_of(changes).is_some_and(|(r, c)| {
            (r, c) != (0, 0)
                && self.rows.get(r).is_some_and(|&n| n > c)
                && self.changes(r, c) == changes
        });
        if legal {
            Ok(())
        } else {
            Err(MoveError::Illegal(msg!("reason-chomp-not-a-move")))
        }
    }

    /// The last square of the top row: one square taken (none when the poisoned square
    /// is alone).
    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let r = self.rows.len().checked_sub(1)?;
        let c = self.rows.get(r)?.checked_sub(1)?;
        ((r, c) != (0, 0)).then(|| self.changes(r, c))
    }

    fn has_move(&self) -> Option<bool> {
        Some(self.square_count() > 1)
    }
}
