//! Chips on a strip (Kvant games 1 and 4): `strip 5 10 14 16 22` (cells from 0, chips
//! move left any distance, jumping and sharing cells allowed; `strip(L)`: cells 0..L−1)
//! and `strip-nojump 2 5 6 10` (cells from 1, one chip per cell, no jumping;
//! `strip-nojump(L)`: cells 1..=L). The mathematics is in `rules.rs`.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("strip-nojump 2 5 6 10").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(1u8.into()));
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("strip-nojump 1 5 6 10"));
//! ```

mod rules;
pub use rules::{move_words_in, NoJumpGame, NoJumpStrip, Pair, Strip, StripError, StripGame};

use super::{
    decrease_to, decreases, error_at_value, last_decrease, length_arg, need_sizes, numbers,
    row_place, set_changes, small, sum_and_product, DisguisedRules, DisguisedWords, NimInDisguise,
    ReductionRow, DRAWN_COINS,
};
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{
    AnyComponent, Clicks, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape,
};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};

/// The registry's entry for `strip` and `strip(L)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["strip"],
    matches: None,
    syntax: "strip / strip(L)",
    example: "strip 3 5 6",
    examples: &[("strip 5 10 14 16 22", "example-strip-1")],
    about_id: "about-strip",
    syntax_id: "syntax-strip",
    parse,
    whole_position: false,
};

/// The registry's entry for `strip-nojump` and `strip-nojump(L)`.
pub static NO_JUMP: GameSpec = GameSpec {
    names: &["strip-nojump"],
    matches: None,
    syntax: "strip-nojump / strip-nojump(L)",
    example: "strip-nojump 2 5 6 10",
    examples: &[("strip-nojump 5 7 9 11 17", "example-strip-nojump-1")],
    about_id: "about-strip-nojump",
    syntax_id: "syntax-strip-nojump",
    parse: parse_no_jump,
    whole_position: false,
};

/// `strip 5 10 14` or `strip(30) 5 10 14`: chips moved left, jumping allowed. A chip on
/// cell n is a Nim heap of n.
///
/// ```
/// use grundy::games::hidden::{strip::Chips, NimInDisguise};
/// let s = Chips::new(Some(30), vec![5, 10, 14]);
/// assert_eq!(s.game_name(), "strip(30)");
/// assert_eq!(s.nim_value(), 5 ^ 10 ^ 14);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chips {
    /// The number of cells (cells 0..length), if given.
    pub length: Option<u64>,
    /// The chips.
    pub strip: Strip,
}

impl Chips {
    /// Chips on `cells` of a strip of `length` cells (unbounded when `None`).
    pub fn new(length: Option<u64>, cells: Vec<u64>) -> Self {
        Chips {
            length,
            strip: Strip::new(cells),
        }
    }
}

/// `strip-nojump 2 5 6 10` or `strip-nojump(12) 2 5 6 10`: chips moved left without
/// jumping, cells from 1. Paired from the right, each pair is a Nim heap of its gap.
///
/// ```
/// use grundy::games::hidden::{strip::NoJumpChips, NimInDisguise};
/// let s = NoJumpChips::new(None, vec![2, 5, 6, 10]).unwrap();
/// assert_eq!(s.nim_heaps(), vec![2, 3]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoJumpChips {
    /// The number of cells (cells 1..=length), if given.
    pub length: Option<u64>,
    /// The chips.
    pub strip: NoJumpStrip,
}

impl NoJumpChips {
    /// Chips on `cells` (from 1, distinct) of a strip of `length` cells.
    pub fn new(length: Option<u64>, cells: Vec<u64>) -> Result<Self, StripError> {
        Ok(NoJumpChips {
            length,
            strip: NoJumpStrip::new(cells)?,
        })
    }
}

fn named(name: &str, length: Option<u64>) -> String {
    match length {
        Some(l) => format!("{name}({l})"),
        None => name.to_string(),
    }
}

/// The strip: its cells from `first` to `last` (the given length, or the last chip), the
/// chips on them; a click on a chip and on a cell plays each move `moves` lists (a chip to a
/// cell). A strip longer than [`DRAWN_COINS`] cells is shown as rows of counters, a click
/// on counter `i` moving the chip to cell `i`.
fn chip_board(
    lang: crate::i18n::Lang,
    cells: &[u64],
    first: u64,
    last: Option<u64>,
    moves: impl FnOnce() -> Vec<Vec<HeapChange>>,
) -> Pieces {
    let items = cells
        .iter()
        .enumerate()
        .map(|(i, &c)| Piece::new(crate::i18n::t!(lang, "board-cell", cell = c), Some(c)).taking(i))
        .collect();
    let rows = Pieces::new_in(lang, "chip", "●", items).clicked(Clicks::TakeFrom);
    let last = last.unwrap_or_else(|| cells.iter().copied().max().unwrap_or(first));
    if last < first || last - first >= DRAWN_COINS {
        return rows;
    }
    let mut picture = Picture::in_lang(lang);
    let place = |c: u64| row_place(c - first);
    let cell_ids: Vec<usize> =
        (first..=last)
            .map(|c| {
                let [x, y] = place(c);
                let id =
                    picture.add(
                        Shape::rect(Kind::Cell, [x - 0.5, y - 0.5], [1.0, 1.0])
                            .named(crate::i18n::t!(lang, "board-cell", cell = c)),
                    );
                picture.add(Shape::caption([x, y + 0.85], c.to_string()));
                id
            })
            .collect();
    // Chips sharing a cell stand side by side.
    let mut chip_ids = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        let here = cells.iter().filter(|&&d| d == c).count();
        let rank = cells.iter().take(i).filter(|&&d| d == c).count();
        let d = 0.75 / here as f32;
        let [x, y] = place(c);
        let x = x - 0.5 + d * (rank as f32 + 0.5) + (1.0 - d * here as f32) / 2.0;
        chip_ids.push(
            picture.add(Shape::circle(Kind::Chip, [x, y], d).named(crate::i18n::t!(
                lang,
                "board-chip-on",
                cell = c
            ))),
        );
    }
    for changes in moves() {
        let [ch] = changes.as_slice() else { continue };
        let (Some(&chip), Some(to)) = (chip_ids.get(ch.heap), small(&ch.to).checked_sub(first))
        else {
            continue;
        };
        let Some(&cell) = cell_ids.get(to as usize) else {
            continue;
        };
        let text = format!("{} -> {}", ch.heap + 1, ch.to);
        picture.play(vec![chip, cell], vec![chip, cell], text, changes);
    }
    rows.pictured(picture, &crate::i18n::t!(lang, "board-how-strip"))
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let length = length_arg(head, "parse-what-cells")?;
    need_sizes(head, sizes, "parse-what-chip")?;
    let cells = numbers(sizes)?;
    if let (Some(l), Some(&c)) = (length, cells.iter().find(|&&c| Some(c) >= length)) {
        return Err(error_at_value(
            head,
            sizes,
            c,
            msg!(
                "parse-chip-outside",
                first = 0u64,
                last = l.saturating_sub(1)
            ),
        ));
    }
    Ok(AnyComponent::new(Chips::new(length, cells)))
}

fn parse_no_jump(
    head: &Head,
    sizes: &[SizeToken],
    _: &mut ReadFile,
) -> Result<AnyComponent, ParseError> {
    let length = length_arg(head, "parse-what-cells")?;
    need_sizes(head, sizes, "parse-what-chip")?;
    let cells = numbers(sizes)?;
    if let (Some(l), Some(&c)) = (length, cells.iter().find(|&&c| Some(c) > length)) {
        return Err(error_at_value(
            head,
            sizes,
            c,
            msg!("parse-chip-outside", first = 1u64, last = l),
        ));
    }
    let strip = NoJumpStrip::new(cells).map_err(|e| match e {
        StripError::CellZero => error_at_value(head, sizes, 0, e.message()),
        StripError::SharedCell(c) => {
            match sizes
                .iter()
                .filter(|t| t.text.parse::<u64>() == Ok(c))
                .nth(1)
            {
                Some(t) => t.error(e.message()),
                None => head.error(e.message()),
            }
        }
    })?;
    Ok(AnyComponent::new(NoJumpChips { length, strip }))
}

impl NimInDisguise for Chips {
    fn game_name(&self) -> String {
        named("strip", self.length)
    }

    fn numbers(&self) -> Vec<u64> {
        self.strip.cells.clone()
    }

    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let last = self.length.map(|l| l.saturating_sub(1));
        chip_board(lang, &self.strip.cells, 0, last, || self.all_moves())
    }

    fn principle(&self) -> crate::i18n::Message {
        msg!("principle-strip")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.strip
            .cells
            .iter()
            .map(|&c| ReductionRow {
                piece: msg!("row-chip", cell = c),
                heap: c,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.strip.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self.strip.moves_to_value(target))
    }
}

impl DisguisedRules for Chips {
    fn with_state(&self, state: &[u64]) -> Self {
        Chips {
            length: self.length,
            strip: Strip {
                cells: state.to_vec(),
            },
        }
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        decreases(&self.strip.cells, &|_| 0)
    }

    /// A chip one cell to the left, without listing every move.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        last_decrease(&self.strip.cells, &|_| 0)
    }

    fn has_one_move(&self) -> Option<bool> {
        Some(self.one_move().is_some())
    }

    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        decrease_to(&self.strip.cells, &|_| 0, wanted)
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut g = self.clone();
        set_changes(&mut g.strip.cells, changes);
        g
    }

    fn size_bound(&self) -> SearchSize {
        let (sum, product) = sum_and_product(&self.strip.cells);
        SearchSize {
            states: product,
            branching: sum,
        }
    }
}

impl DisguisedWords for Chips {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        move_words_in(changes, lang)
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        self.strip.nim_move(changes)
    }
}

/// The lowest cell chip `i` may move to without jumping: just past the chip before it.
fn no_jump_low(cells: &[u64], i: usize) -> u64 {
    i.checked_sub(1)
        .and_then(|j| cells.get(j))
        .map_or(1, |&c| c.saturating_add(1))
}

impl NimInDisguise for NoJumpChips {
    fn game_name(&self) -> String {
        named("strip-nojump", self.length)
    }

    fn numbers(&self) -> Vec<u64> {
        self.strip.cells.clone()
    }

    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        chip_board(lang, &self.strip.cells, 1, self.length, || self.all_moves())
    }

    fn principle(&self) -> crate::i18n::Message {
        msg!("principle-strip-nojump")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.strip
            .reduction()
            .iter()
            .map(|p| ReductionRow {
                piece: if p.phantom {
                    msg!("row-chip-phantom", right = p.right)
                } else {
                    msg!("row-chip-pair", left = p.left, right = p.right)
                },
                heap: p.gap,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.strip.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self.strip.moves_to_value(target))
    }
}

impl DisguisedRules for NoJumpChips {
    fn with_state(&self, state: &[u64]) -> Self {
        NoJumpChips {
            length: self.length,
            strip: NoJumpStrip {
                cells: state.to_vec(),
            },
        }
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let cells = &self.strip.cells;
        decreases(cells, &|i| no_jump_low(cells, i))
    }

    /// A chip one cell to the left, without listing every move.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let cells = &self.strip.cells;
        last_decrease(cells, &|i| no_jump_low(cells, i))
    }

    fn has_one_move(&self) -> Option<bool> {
        Some(self.one_move().is_some())
    }

    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        let cells = &self.strip.cells;
        decrease_to(cells, &|i| no_jump_low(cells, i), wanted)
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut g = self.clone();
        set_changes(&mut g.strip.cells, changes);
        g
    }

    fn size_bound(&self) -> SearchSize {
        let (sum, product) = sum_and_product(&self.strip.cells);
        SearchSize {
            states: product,
            branching: sum,
        }
    }
}

impl DisguisedWords for NoJumpChips {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        move_words_in(changes, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{
        afters, check_search, component, descriptions, misere, play, reduction, winning,
    };
    use crate::outcome::Outcome;
    use grundy::parse_position;

    fn err(text: &str) -> grundy::ParseError {
        parse_position(text).unwrap_err()
    }

    #[test]
    fn round_trips() {
        for text in [
            "strip 5 10 14 16 22 + strip(30) 3 3",
            "strip-nojump(12) 2 5 6 10",
            "strip-nojump 2 5 6 10 + strip 0",
        ] {
            assert_eq!(parse_position(text).unwrap().to_string(), text);
        }
        let p = parse_position("strip-nojump 10 2 6 5").unwrap();
        assert_eq!(p.to_string(), "strip-nojump 2 5 6 10");
    }

    #[test]
    fn parse_errors() {
        let e = err("strip(10) 3 12");
        assert_eq!((e.token.as_str(), e.column), ("12", 13));
        assert!(e.message.to_string().contains("cells are 0 to 9"), "{e}");
        let e = err("strip-nojump(10) 3 11");
        assert_eq!(e.token, "11");
        assert!(e.message.to_string().contains("cells are 1 to 10"), "{e}");
        let e = err("strip-nojump 3 3");
        assert_eq!((e.token.as_str(), e.column), ("3", 16));
        assert!(e.message.to_string().contains("two chips on cell 3"), "{e}");
        let e = err("strip-nojump 0 3");
        assert_eq!(e.token, "0");
        assert!(e.message.to_string().contains("numbered from 1"), "{e}");
        let e = err("strip");
        assert_eq!(
            e.message.to_string(),
            "strip needs at least one chip after it"
        );
        let e = err("strip(3,4) 1");
        assert_eq!(
            e.message.to_string(),
            "strip takes one argument, the number of cells"
        );
        let e = err("strip(x) 1");
        assert_eq!((e.token.as_str(), e.column), ("x", 7));
        let e = err("strip 99999999999999999999");
        assert!(
            e.message.to_string().contains("too large for this game"),
            "{e}"
        );
    }

    #[test]
    fn seed_003_game_1() {
        let (value, count, wins) = winning("strip 5 10 14 16 22");
        assert_eq!((value, count), (7, 3));
        assert_eq!(
            descriptions("strip 5 10 14 16 22"),
            [
                "move the chip on cell 5 to cell 2 (heap 5 → 2)",
                "move the chip on cell 14 to cell 9 (heap 14 → 9)",
                "move the chip on cell 22 to cell 17 (heap 22 → 17)"
            ]
        );
        assert_eq!(wins[1].nim, Some((2, 14, 9)));
        assert_eq!(wins[1].after, "strip 5 10 9 16 22");
        let r = reduction("strip 5 10 14 16 22");
        assert_eq!(r.rows[2].piece.to_string(), "chip on cell 14");
        assert_eq!((r.rows[2].heap, r.value, r.game.as_str()), (14, 7, "strip"));
    }

    #[test]
    fn no_jump_moves_and_nim_translation() {
        assert_eq!(
            afters("strip-nojump 2 5 6 10"),
            ["strip-nojump 1 5 6 10", "strip-nojump 2 5 6 9"]
        );
        assert_eq!(
            descriptions("strip-nojump 2 5 6 10")[0],
            "move the chip on cell 2 to cell 1 (heap 2 → 3)"
        );
        assert_eq!(winning("strip-nojump 5 7 9 11 17").0, 0);
        assert_eq!(
            reduction("strip-nojump 5 7 9 11 17").rows[0]
                .piece
                .to_string(),
            "phantom chip on cell 0 and chip on cell 5"
        );
    }

    #[test]
    fn search_agrees_and_board() {
        for text in [
            "strip 3 5 6",
            "strip-nojump 2 5 6 10",
            "strip(8) 7 1",
            "strip 0",
        ] {
            check_search(text);
        }
        let b = component("strip 3 5").pieces();
        assert_eq!(
            (b.noun.as_str(), b.items[1].label.as_str()),
            ("chip", "cell 5")
        );
        assert_eq!(b.items[1].units, Some(5));
    }

    #[test]
    fn play_and_misere() {
        assert_eq!(play("strip 5 10", "2 -> 4").unwrap(), "strip 5 4");
        assert_eq!(play("strip 5 10", "1 5").unwrap(), "strip 0 10");
        assert!(play("strip 5 10", "2 -> 11").is_err());
        assert!(play("strip 5 10", "3 1").is_err());
        assert!(play("strip-nojump 2 5", "2 -> 2").is_err());
        assert_eq!(play("strip-nojump 2 5", "2 2").unwrap(), "strip-nojump 2 3");
        // One chip on cell 1: the only move ends the game, which loses in misère play.
        assert_eq!(misere("strip 1"), Outcome::P);
        assert_eq!(misere("strip 1 2"), Outcome::N);
    }
}
