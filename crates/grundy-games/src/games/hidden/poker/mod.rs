//! Poker Nim: `poker 3 4 5` or `poker(A,B,K) 3 4 5` — Nim in which a player may, instead
//! of removing, add counters to a heap from the bank of counters he removed before; A is
//! the bank of the player to move, B the other's, K the additions left. Its outcome and
//! value are Nim's. Only as a whole position: the banks belong to the players. The
//! mathematics is in `rules.rs`.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("poker(10,10,5) 3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[1].description, "add 2 from the bank to heap 2 (4 → 6)");
//! assert_eq!(r.winning_moves[1].after.as_deref(), Some("poker(10,8,4) 3 6 5"));
//! ```

use super::{need_sizes, numbers, DisguisedRules, DisguisedWords, NimInDisguise, ReductionRow};
use crate::component::HeapChange;
use crate::component::Refusal;
use crate::component::{
    Amount, AnyComponent, Clicks, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape,
};
mod rules;
use crate::component::NimMove;
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use num_traits::ToPrimitive;
pub use rules::{move_words_in, PokerGame, PokerNim};

/// Boards of more heaps than this are rows, their moves typed.
const MAX_DRAWN_HEAPS: usize = 30;

/// The registry's entry for `poker` and `poker(A,B,K)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["poker"],
    matches: None,
    syntax: "poker / poker(A,B,K)",
    example: "poker(1,1,1) 1 2",
    examples: &[],
    about_id: "about-poker",
    syntax_id: "syntax-poker",
    parse,
    whole_position: true,
};

/// `poker 3 4 5` or `poker(A,B,K) 3 4 5`: Poker Nim with banks and additions left.
///
/// ```
/// use grundy::games::hidden::{poker::Poker, NimInDisguise};
/// let p = Poker::new(vec![3, 4, 5], [10, 10], 5);
/// assert_eq!(p.game_name(), "poker(10,10,5)");
/// assert_eq!(p.nim_value(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Poker(pub PokerNim);

impl Poker {
    /// Heaps `heaps`, banks `[player to move, other]`, `additions_left` additions left.
    pub fn new(heaps: Vec<u64>, banks: [u64; 2], additions_left: u32) -> Self {
        Poker(PokerNim::new(heaps, banks, additions_left))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    need_sizes(head, sizes, "parse-what-heap")?;
    let (banks, additions) = match head.args.as_deref() {
        None => ([0, 0], 0),
        Some([a, b, k]) => (
            [a.number("parse-what-bank")?, b.number("parse-what-bank")?],
            u32::try_from(k.number("parse-what-additions")?).map_err(|_| {
                k.error(
                    msg!("parse-too-large-at-most", max = u32::MAX)
                        .with_message("what", msg!("parse-what-additions")),
                )
            })?,
        ),
        Some(_) => return Err(head.error(msg!("parse-poker-three-arguments"))),
    };
    Ok(AnyComponent::new(Poker::new(
        numbers(sizes)?,
        banks,
        additions,
    )))
}

impl NimInDisguise for Poker {
    fn game_name(&self) -> String {
        let p = &self.0;
        if p.banks == [0, 0] && p.additions_left == 0 {
            "poker".into()
        } else {
            format!("poker({},{},{})", p.banks[0], p.banks[1], p.additions_left)
        }
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.heaps.clone()
    }

    /// The heaps as rows of counters, then the two banks as rows of chips and the
    /// additions left: a click on a counter takes it and every counter to its right; a
    /// chip of the bank of the player to move, then the "+" after a heap, adds that chip
    /// and every chip to its right to the heap. A heap or bank over
    /// [`CLICKABLE_UNITS`](crate::component::board::CLICKABLE_UNITS) is a bar that asks
    /// how many. Too many heaps to draw: rows, moves typed.
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let p = &self.0;
        let items = p
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| Piece::new(h.to_string(), Some(h)).taking(i))
            .collect();
        let rows = Pieces::new_in(lang, "heap", "●", items).clicked(Clicks::TakeFrom);
        if p.heaps.len() > MAX_DRAWN_HEAPS {
            return rows;
        }
        let mut picture = Picture::in_lang(lang);
        let row = |y: usize| [4.4, 0.5 + 1.1 * y as f32];
        let caption = |picture: &mut Picture, y: usize, text: String| {
            picture.add(Shape::caption([2.0, row(y)[1]], text));
        };
        let adding = p.additions_left > 0 && p.banks[0] > 0;
        let mut heaps = Vec::new();
        let mut slots = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            caption(
                &mut picture,
                i,
                crate::i18n::t!(lang, "board-heap-size", heap = i + 1, size = h),
            );
            let name = crate::i18n::t!(lang, "board-heap", heap = i + 1);
            let heap = picture.counters(Kind::Stone, row(i), h, &name);
            let ask = crate::i18n::t!(lang, "board-ask-take", heap = i + 1);
            picture.take_plays(&heap, |_| vec![], |k| format!("{} {k}", i + 1), &ask);
            if adding {
                let width = if heap.is_bar() { 4.0 } else { h as f32 };
                let [x, y] = row(i);
                let slot = Shape::rect(Kind::Cell, [x + width - 0.4, y - 0.4], [0.8, 0.8])
                    .with_text("+")
                    .named(crate::i18n::t!(lang, "board-add-to-heap", heap = i + 1));
                slots.push(picture.add(slot));
            }
            heaps.push(heap);
        }
        let n = p.heaps.len();
        let [mine, other] = p.banks;
        caption(
            &mut picture,
            n,
            crate::i18n::t!(lang, "board-bank-mine-caption", count = mine),
        );
        let bank_name = crate::i18n::t!(lang, "board-bank-mine");
        let bank = picture.counters(Kind::Chip, row(n), mine, &bank_name);
        caption(
            &mut picture,
            n + 1,
            crate::i18n::t!(lang, "board-bank-other-caption", count = other),
        );
        let other_name = crate::i18n::t!(lang, "board-bank-other");
        picture.counters(Kind::Chip, row(n + 1), other, &other_name);
        picture.add(Shape::caption(
            [2.0, row(n + 2)[1]],
            crate::i18n::t!(lang, "board-additions-left", count = p.additions_left),
        ));
        for (i, (&slot, &h)) in slots.iter().zip(&p.heaps).enumerate() {
            if bank.is_bar() {
                let ask = crate::i18n::t!(lang, "board-ask-add", heap = i + 1);
                let amount = Amount::new(ask, mine, format!("{} -> {{n}}", i + 1)).offset(h);
                let Some(&chip) = bank.ids.first() else {
                    continue;
                };
                picture.play_amount(vec![chip, slot], vec![chip, slot], amount);
                continue;
            }
            for (j, &chip) in bank.ids.iter().enumerate() {
                let k = mine - j as u64;
                let mut marks: Vec<usize> = bank.ids.iter().skip(j).copied().collect();
                marks.push(slot);
                let text = format!("{} -> {}", i + 1, h.saturating_add(k));
                picture.play(vec![chip, slot], marks, text, Vec::new());
            }
        }
        let how = if adding {
            crate::i18n::t!(lang, "board-how-poker-adding")
        } else {
            crate::i18n::t!(lang, "board-how-take-from-bar")
        };
        rows.pictured(picture, &how)
    }

    fn principle(&self) -> crate::i18n::Message {
        crate::i18n::msg!("principle-poker")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| ReductionRow {
                piece: crate::i18n::msg!("row-poker-heap", heap = i + 1),
                heap: h,
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

impl DisguisedRules for Poker {
    /// The heaps, then the two banks and the additions left.
    fn state(&self) -> Vec<u64> {
        let p = &self.0;
        let mut s = p.heaps.clone();
        s.extend([p.banks[0], p.banks[1], u64::from(p.additions_left)]);
        s
    }

    fn with_state(&self, state: &[u64]) -> Self {
        let n = state.len().saturating_sub(3);
        let at = |i: usize| state.get(i).copied().unwrap_or(0);
        Poker::new(
            state.iter().take(n).copied().collect(),
            [at(n), at(n + 1)],
            u32::try_from(at(n + 2)).unwrap_or(u32::MAX),
        )
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let p = &self.0;
        let mut out = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            out.extend((0..h).map(|to| vec![HeapChange::new(i, h.into(), to.into())]));
            if p.additions_left > 0 {
                out.extend(
                    (1..=p.banks[0]).map(|k| vec![HeapChange::new(i, h.into(), (h + k).into())]),
                );
            }
        }
        out
    }

    /// A heap made smaller, or larger by at most the bank while additions are left.
    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        let p = &self.0;
        let h = *p.heaps.get(wanted.heap)?;
        let to = wanted.to.to_u64()?;
        let legal = to < h || (p.additions_left > 0 && to > h && to - h <= p.banks[0]);
        legal.then(|| vec![HeapChange::new(wanted.heap, h.into(), to.into())])
    }

    /// One counter from the first heap that has one, else one from the bank.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let p = &self.0;
        if let Some((i, &h)) = p.heaps.iter().enumerate().find(|&(_, &h)| h > 0) {
            return Some(vec![HeapChange::new(i, h.into(), (h - 1).into())]);
        }
        let h = *p.heaps.first()?;
        (p.additions_left > 0 && p.banks[0] > 0)
            .then(|| vec![HeapChange::new(0, h.into(), (h + 1).into())])
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        Poker(self.0.apply(changes))
    }

    /// The heaps sorted; the banks and the additions left stay in place.
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        let mut v = state.to_vec();
        let n = v.len().saturating_sub(3);
        if let Some(heaps) = v.get_mut(..n) {
            heaps.sort_unstable();
        }
        v
    }

    fn size_bound(&self) -> SearchSize {
        let p = &self.0;
        let f = |v: u64| v as f64;
        let total = p.heaps.iter().map(|&h| f(h)).sum::<f64>() + f(p.banks[0]) + f(p.banks[1]);
        let n = p.heaps.len() as i32 + 2;
        SearchSize {
            states: (total + 1.0).powi(n) * (f(u64::from(p.additions_left)) + 1.0),
            branching: total * f(p.heaps.len() as u64),
        }
    }
}

impl DisguisedWords for Poker {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        move_words_in(changes, lang)
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        self.0.nim_move(changes)
    }

    /// Poker Nim's moves are already Nim moves: no translation in brackets.
    fn describe_move(&self, changes: &[HeapChange]) -> String {
        self.move_words(changes)
    }

    fn describe_move_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        self.move_words_in(changes, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, descriptions, play, winning};
    use grundy::parse_position;

    #[test]
    fn banks_and_words() {
        let text = "poker(10,10,5) 3 4 5";
        assert_eq!(winning(text).0, 2);
        assert_eq!(
            descriptions(text),
            [
                "take 2 from heap 1 (3 → 1)",
                "add 2 from the bank to heap 2 (4 → 6)",
                "add 2 from the bank to heap 3 (5 → 7)"
            ]
        );
        assert_eq!(winning(text).2[1].nim, Some((1, 4, 6)));
        assert_eq!(afters(text)[1], "poker(10,8,4) 3 6 5");
        assert_eq!(winning("poker 1 2 3").0, 0);
        assert_eq!(parse_position(text).unwrap().to_string(), text);
    }

    /// The banks and the additions left are drawn; an addition is a chip of the bank
    /// to move then the + after a heap, or (a bank too large to draw) a bar that asks
    /// how many.
    #[test]
    fn the_banks_are_drawn_and_additions_clicked() {
        use grundy::component::{Kind, Layout};
        let board = &parse_position("poker(3,2,2) 1 2").unwrap().pieces()[0];
        assert_eq!(board.layout, Layout::Picture);
        let chips = board.shapes.iter().filter(|s| s.kind == Kind::Chip).count();
        assert_eq!(chips, 5, "3 + 2 chips in the banks");
        let text = |s: &grundy::component::Shape| s.text.clone().unwrap_or_default();
        assert!(board.shapes.iter().any(|s| text(s) == "additions left: 2"));
        assert!(board.shapes.iter().any(|s| text(s) == "bank to move (3)"));
        let adds: Vec<&str> = board
            .plays
            .iter()
            .filter(|p| p.text.contains("->"))
            .map(|p| p.text.as_str())
            .collect();
        assert_eq!(
            adds,
            ["1 -> 4", "1 -> 3", "1 -> 2", "2 -> 5", "2 -> 4", "2 -> 3"]
        );
        let big = &parse_position("poker(1000,0,1) 5").unwrap().pieces()[0];
        let amount = big.plays.iter().find_map(|p| p.amount.as_ref()).unwrap();
        assert_eq!(
            (amount.text(7).as_str(), amount.max.as_str()),
            ("1 -> 12", "1000")
        );
        // No additions left: no + and no addition.
        let none = &parse_position("poker(3,2,0) 1 2").unwrap().pieces()[0];
        assert!(none.plays.iter().all(|p| !p.text.contains("->")));
    }

    #[test]
    fn parse_errors_and_search() {
        for (input, token, message) in [
            ("poker 3 + nim 2", "poker", "whole position"),
            ("nim 2 + poker 3", "poker", "whole position"),
            ("poker(1,2) 3", "poker(1,2)", "three arguments"),
            (
                "poker(1,2,4294967296) 3",
                "4294967296",
                "additions too large",
            ),
            ("poker", "poker", "at least one heap"),
        ] {
            let e = parse_position(input).unwrap_err();
            assert_eq!(e.token, token, "{input}");
            assert!(e.message.to_string().contains(message), "{input}: {e}");
        }
        check_search("poker(1,1,1) 1 2");
        // An addition typed as `H -> M`.
        assert_eq!(
            play("poker(1,1,1) 1 2", "1 -> 2").unwrap(),
            "poker(1,0,0) 2 2"
        );
        assert!(play("poker 1 2", "1 -> 2").is_err());
    }
}
