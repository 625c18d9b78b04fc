//! Staircase Nim: `staircase 3 1 2` — coins on steps 1, 2, 3, …; a move brings any
//! number of coins from one step to the step below (step 0 is the floor). It is Nim on
//! the odd steps. The mathematics is in [`Staircase`] (`rules.rs`).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("staircase 3 1 2").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[0].description, "move 1 coin from step 1 to the floor (heap 3 → 2)");
//! ```

mod rules;
pub use rules::{move_words_in, Staircase, StaircaseGame};

use super::{
    need_sizes, numbers, set_changes, DisguisedRules, DisguisedWords, NimInDisguise, ReductionRow,
};
use crate::component::board::CLICKABLE_UNITS;
use crate::component::HeapChange;
use crate::component::Refusal;
use crate::component::{
    AnyComponent, Clicks, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape,
};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use num_traits::ToPrimitive;

/// The registry's entry for `staircase`.
pub static SPEC: GameSpec = GameSpec {
    names: &["staircase"],
    matches: None,
    syntax: "staircase",
    example: "staircase 3 1 2",
    examples: &[],
    about_id: "about-staircase",
    syntax_id: "syntax-staircase",
    parse,
    whole_position: false,
};

/// `staircase 3 1 2`: 3 coins on step 1, 1 on step 2, 2 on step 3.
///
/// ```
/// use grundy::games::hidden::{staircase::CoinStaircase, NimInDisguise};
/// let s = CoinStaircase::new(vec![4, 7, 1, 9, 2]);
/// assert_eq!(s.nim_heaps(), vec![4, 1, 2]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoinStaircase(pub Staircase);

impl CoinStaircase {
    /// `steps[i]` coins on step `i + 1`.
    pub fn new(steps: Vec<u64>) -> Self {
        CoinStaircase(Staircase::new(steps))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.no_args()?;
    need_sizes(head, sizes, "parse-what-step")?;
    Ok(AnyComponent::new(CoinStaircase::new(numbers(sizes)?)))
}

impl NimInDisguise for CoinStaircase {
    fn game_name(&self) -> String {
        "staircase".into()
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.steps.clone()
    }

    /// The staircase rising to the right from the floor, each step's coins on it (rows
    /// of counters when a step holds more than [`CLICKABLE_UNITS`]): a click on a coin
    /// brings it and the coins after it down one step.
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let steps = &self.0.steps;
        let items = steps
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                Piece::new(crate::i18n::t!(lang, "board-step", step = i + 1), Some(c)).taking(i)
            })
            .collect();
        let rows = Pieces::new_in(lang, "step", "●", items).clicked(Clicks::TakeFrom);
        if steps.is_empty() || steps.len() > 12 || steps.iter().any(|&c| c > CLICKABLE_UNITS) {
            return rows;
        }
        const PER_LINE: u64 = 4;
        // A coin a finger's width apart on a phone (the page scales a picture so that
        // the coins' spacing is at least 44 px).
        const D: f32 = 0.9;
        const RISE: f32 = 0.7;
        let lines = |c: u64| c.div_ceil(PER_LINE) as f32;
        let tallest = steps.iter().map(|&c| lines(c)).fold(0.0, f32::max);
        let bottom = steps.len() as f32 * RISE + tallest * D + 0.6;
        let mut picture = Picture::in_lang(lang);
        let mut x = 0.0f32;
        let floor_width = 1.2;
        picture.add(
            Shape::line(Kind::Ground, [0.0, bottom], [floor_width, bottom])
                .named(crate::i18n::t!(lang, "board-floor")),
        );
        picture.add(Shape::caption(
            [floor_width / 2.0, bottom + 0.4],
            crate::i18n::t!(lang, "board-floor-caption"),
        ));
        x += floor_width;
        for (i, &c) in steps.iter().enumerate() {
            let width = (c.clamp(1, PER_LINE) as f32 * D + 0.4).max(1.4);
            let top = bottom - (i + 1) as f32 * RISE;
            picture.add(
                Shape::rect(Kind::Step, [x, top], [width, bottom - top]).named(crate::i18n::t!(
                    lang,
                    "board-step",
                    step = i + 1
                )),
            );
            picture.add(Shape::caption(
                [x + width / 2.0, bottom + 0.4],
                crate::i18n::t!(lang, "board-step", step = i + 1),
            ));
            let ids: Vec<usize> = (0..c)
                .map(|j| {
                    let at = [
                        x + 0.2 + D / 2.0 + (j % PER_LINE) as f32 * D,
                        top - D / 2.0 - (j / PER_LINE) as f32 * D,
                    ];
                    let label = crate::i18n::t!(
                        lang,
                        "board-step-coin",
                        step = i + 1,
                        number = j + 1,
                        count = c
                    );
                    picture.add(Shape::circle(Kind::Stone, at, D * 0.9).named(label))
                })
                .collect();
            for j in 0..c as usize {
                let count = c - j as u64;
                let changes = self.0.changes(i + 1, count);
                let text = format!("{} {count}", i + 1);
                let (Some(&clicked), Some(moved)) = (ids.get(j), ids.get(j..)) else {
                    continue;
                };
                picture.play(vec![clicked], moved.to_vec(), text, changes);
            }
            x += width;
        }
        rows.pictured(picture, &crate::i18n::t!(lang, "board-how-staircase"))
    }

    fn principle(&self) -> crate::i18n::Message {
        crate::i18n::msg!("principle-staircase")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .reduction()
            .iter()
            .map(|&(step, c)| ReductionRow {
                piece: crate::i18n::msg!("row-step", step = step),
                heap: c,
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

impl DisguisedRules for CoinStaircase {
    fn with_state(&self, state: &[u64]) -> Self {
        CoinStaircase::new(state.to_vec())
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for (i, &c) in self.0.steps.iter().enumerate() {
            for count in 1..=c {
                out.push(self.0.changes(i + 1, count));
            }
        }
        out
    }

    /// One coin one step down, from the lowest step with coins.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let steps = &self.0.steps;
        let i = steps.iter().position(|&c| c > 0)?;
        Some(self.0.changes(i + 1, 1))
    }

    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        let c = *self.0.steps.get(wanted.heap)?;
        let to = wanted.to.to_u64()?;
        (to < c).then(|| self.0.changes(wanted.heap + 1, c - to))
    }

    fn has_one_move(&self) -> Option<bool> {
        Some(self.one_move().is_some())
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut g = self.clone();
        set_changes(&mut g.0.steps, changes);
        g
    }

    /// The steps keep their order: coins on step 1 are not coins on step 2.
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        state.to_vec()
    }

    fn size_bound(&self) -> SearchSize {
        let total: f64 = self.0.steps.iter().map(|&c| c as f64).sum();
        SearchSize {
            states: (total + 1.0).powi(self.0.steps.len() as i32),
            branching: total,
        }
    }
}

impl DisguisedWords for CoinStaircase {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        move_words_in(changes, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, component, descriptions, play, winning};
    use grundy::parse_position;

    #[test]
    fn moves_words_and_errors() {
        assert_eq!(winning("staircase 3 1 2").1, 1);
        assert_eq!(
            descriptions("staircase 3 1 2"),
            ["move 1 coin from step 1 to the floor (heap 3 → 2)"]
        );
        assert_eq!(
            afters("staircase 1 5 3"),
            ["staircase 3 3 3", "staircase 1 7 1"]
        );
        assert_eq!(
            descriptions("staircase 1 5 3")[0],
            "move 2 coins from step 2 to step 1 (heap 1 → 3)"
        );
        let e = parse_position("staircase").unwrap_err();
        assert_eq!(
            e.message.to_string(),
            "staircase needs at least one step after it"
        );
        let e = parse_position("staircase(2) 1").unwrap_err();
        assert_eq!(e.message.to_string(), "staircase takes no arguments");
        assert_eq!(
            parse_position("staircase 3 0 2").unwrap().to_string(),
            "staircase 3 0 2"
        );
    }

    #[test]
    fn search_agrees_and_play() {
        for text in ["staircase 3 1 2", "staircase 0 4 1 2", "staircase 2"] {
            check_search(text);
        }
        assert_eq!(play("staircase 3 1", "2 1").unwrap(), "staircase 4 0");
        assert_eq!(component("staircase 3 1").pieces().items[1].label, "step 2");
    }
}
