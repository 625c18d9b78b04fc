//! The chocolate bar (Kvant game 3): `chocolate 4 5 3 6` — a bar with a marked square,
//! written as the rows above, columns right, rows below and columns left of it. A move
//! breaks the bar along a line and eats the part without the mark. The four sides are
//! four Nim heaps. The mathematics is in `bar.rs`.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("chocolate 4 5 3 6").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[0].description, "break off and eat 4 rows above the marked square (heap 4 → 0)");
//! ```

mod bar;
pub use bar::{move_words_in, Chocolate, ChocolateGame, Side};

use super::{
    decrease_to, decreases, last_decrease, numbers, set_changes, sum_and_product, DisguisedRules,
    DisguisedWords, NimInDisguise, ReductionRow,
};
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{AnyComponent, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};

/// The registry's entry for `chocolate`.
pub static SPEC: GameSpec = GameSpec {
    names: &["chocolate"],
    matches: None,
    syntax: "chocolate",
    example: "chocolate 4 5 3 6",
    examples: &[("chocolate 4 5 3 6", "example-chocolate-1")],
    about_id: "about-chocolate",
    syntax_id: "syntax-chocolate",
    parse,
    whole_position: false,
};

/// `chocolate 4 5 3 6`: rows above, columns right, rows below, columns left of the mark.
///
/// ```
/// use grundy::games::hidden::{chocolate::ChocolateBar, NimInDisguise};
/// let bar = ChocolateBar::new(4, 5, 3, 6);
/// assert_eq!(bar.nim_value(), 4 ^ 5 ^ 3 ^ 6);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChocolateBar(pub Chocolate);

impl ChocolateBar {
    /// A bar with `above` rows above the mark, `right` columns right of it, `below` rows
    /// below and `left` columns left of it.
    pub fn new(above: u64, right: u64, below: u64, left: u64) -> Self {
        ChocolateBar(Chocolate::new(above, right, below, left))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.no_args()?;
    if sizes.len() != 4 {
        let message = msg!("parse-chocolate-four-sizes");
        return Err(match sizes.get(4) {
            Some(t) => t.error(message),
            None => head.error(message),
        });
    }
    let [above, right, below, left] = numbers(sizes)?[..] else {
        return Err(head.error(msg!("parse-chocolate-four-sizes")));
    };
    Ok(AnyComponent::new(ChocolateBar::new(
        above, right, below, left,
    )))
}

impl NimInDisguise for ChocolateBar {
    fn game_name(&self) -> String {
        "chocolate".into()
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.sides.to_vec()
    }

    /// The bar, its marked square dark, the lines between its rows and columns
    /// clickable (the sides listed when the bar is more than 20 squares across): a click
    /// on a line breaks the bar along it and eats the part without the mark.
    #[expect(
        clippy::indexing_slicing,
        reason = "square is rows × columns, allocated here, and every (r, c) indexed runs below rows and columns"
    )]
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let [above, right, below, left] = self.0.sides;
        let items = Side::ALL
            .iter()
            .zip(self.0.sides)
            .map(|(&s, n)| {
                let id = match s {
                    Side::Above => "board-side-above",
                    Side::Right => "board-side-right",
                    Side::Below => "board-side-below",
                    Side::Left => "board-side-left",
                };
                Piece::new(crate::i18n::t!(lang, id), Some(n))
            })
            .collect();
        let board = Pieces::new_in(lang, "side", "▦", items);
        let (rows, columns) = (above + 1 + below, left + 1 + right);
        if rows > 20 || columns > 20 {
            return board;
        }
        let mut picture = Picture::in_lang(lang);
        let mut square = vec![vec![0usize; columns as usize]; rows as usize];
        for r in 0..rows {
            for c in 0..columns {
                let marked = (r, c) == (above, left);
                let (kind, label) = if marked {
                    (Kind::Marked, crate::i18n::t!(lang, "board-marked-square"))
                } else {
                    (
                        Kind::Square,
                        crate::i18n::t!(lang, "board-bar-square", row = r + 1, column = c + 1),
                    )
                };
                let at = [c as f32 + 0.25, r as f32 + 0.25];
                let mut shape = Shape::rect(kind, at, [1.0, 1.0]).named(label);
                if marked {
                    shape = shape.with_text("★");
                }
                square[r as usize][c as usize] = picture.add(shape);
            }
        }
        // A line between rows (or columns) `k - 1` and `k`: the side it shortens, the
        // lines left on that side, and the squares eaten.
        let cut = |picture: &mut Picture, horizontal: bool, k: u64| {
            // Sides: 0 above, 1 right, 2 below, 3 left.
            let (near, far, mark, count) = if horizontal {
                (0, 2, above, rows)
            } else {
                (3, 1, left, columns)
            };
            let (heap, from, to, eaten) = if k <= mark {
                (near, mark, mark - k, 0..k)
            } else {
                (far, self.0.sides[far], k - mark - 1, k..count)
            };
            let changes = vec![HeapChange::new(heap, super::nat(from), super::nat(to))];
            let words = self.move_words_in(&changes, lang);
            let k = k as f32 + 0.25;
            let line = if horizontal {
                Shape::line(Kind::Break, [0.25, k], [columns as f32 + 0.25, k])
            } else {
                Shape::line(Kind::Break, [k, 0.25], [k, rows as f32 + 0.25])
            };
            let id = picture.add(line.named(words));
            let mut marks = vec![id];
            for e in eaten {
                for other in 0..(if horizontal { columns } else { rows }) {
                    let (r, c) = if horizontal { (e, other) } else { (other, e) };
                    marks.push(square[r as usize][c as usize]);
                }
            }
            picture.play(vec![id], marks, format!("{} -> {to}", heap + 1), changes);
        };
        for k in 1..rows {
            cut(&mut picture, true, k);
        }
        for k in 1..columns {
            cut(&mut picture, false, k);
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-chocolate"))
    }

    fn principle(&self) -> crate::i18n::Message {
        msg!("principle-chocolate")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .reduction()
            .iter()
            .map(|&(side, n)| ReductionRow {
                piece: crate::i18n::msg!(side_row_id(side), count = n),
                heap: n,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self.0.moves_to_value(target))
    }
}

impl DisguisedRules for ChocolateBar {
    fn with_state(&self, state: &[u64]) -> Self {
        let s = |i: usize| state.get(i).copied().unwrap_or(0);
        ChocolateBar::new(s(0), s(1), s(2), s(3))
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        decreases(&self.0.sides, &|_| 0)
    }

    fn one_move(&self) -> Option<Vec<HeapChange>> {
        last_decrease(&self.0.sides, &|_| 0)
    }

    fn has_one_move(&self) -> Option<bool> {
        Some(self.one_move().is_some())
    }

    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        decrease_to(&self.0.sides, &|_| 0, wanted)
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut g = self.clone();
        set_changes(&mut g.0.sides, changes);
        g
    }

    /// The sides keep their order (a side is a place on the bar).
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        state.to_vec()
    }

    fn size_bound(&self) -> SearchSize {
        let (sum, product) = sum_and_product(&self.0.sides);
        SearchSize {
            states: product,
            branching: sum,
        }
    }
}

impl DisguisedWords for ChocolateBar {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        move_words_in(changes, lang)
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        self.0.nim_move(changes)
    }
}

/// The catalogue id of a reduction row: the rows or columns on `side` of the mark.
fn side_row_id(side: Side) -> &'static str {
    match side {
        Side::Above => "row-chocolate-above",
        Side::Right => "row-chocolate-right",
        Side::Below => "row-chocolate-below",
        Side::Left => "row-chocolate-left",
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, descriptions, winning};
    use grundy::parse_position;

    #[test]
    fn seed_003_game_3() {
        let text = "chocolate 4 5 3 6";
        assert_eq!(winning(text).1, 3);
        assert_eq!(
            descriptions(text),
            [
                "break off and eat 4 rows above the marked square (heap 4 → 0)",
                "break off and eat 4 columns right of the marked square (heap 5 → 1)",
                "break off and eat 4 columns left of the marked square (heap 6 → 2)"
            ]
        );
        assert_eq!(
            afters(text),
            [
                "chocolate 0 5 3 6",
                "chocolate 4 1 3 6",
                "chocolate 4 5 3 2"
            ]
        );
        check_search(text);
    }

    #[test]
    fn parse_errors() {
        let e = parse_position("chocolate 1 2 3").unwrap_err();
        assert_eq!(e.token, "chocolate");
        assert!(e.message.to_string().contains("exactly four"), "{e}");
        let e = parse_position("chocolate 1 2 3 4 5").unwrap_err();
        assert_eq!((e.token.as_str(), e.column), ("5", 19));
        let e = parse_position("chocolate(1) 1 2 3 4").unwrap_err();
        assert_eq!(e.message.to_string(), "chocolate takes no arguments");
    }
}
