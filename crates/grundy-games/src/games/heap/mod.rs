//! Heap games as components: take-and-break codes (`0.137`, `hex(0.F)`, `tb(…)`), their
//! named games (`kayles`, `dawson-kayles`, `dawson-chess`, `treblecross`, `officers`,
//! `grundy-game`) and Lasker's Nim. The rules, nim-sequence engines and periodicity
//! certificates are in [`crate::heap`] and `grundy::sequence` (the facade); this folder is how a heap game enters positions,
//! with its moves told in its own terms (pins for Kayles, files for Dawson's chess).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("kayles 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[0].description,
//!            "knock down pin 3 of row 1 (5 pins), leaving rows of 2 and 2");
//! ```

mod board;
pub(crate) use board::split_board;
mod words;

grundy_core::words! {
    owner: "heap",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use words::{HeapGameSequence, SubtractionSequence};

use crate::component::search::splitting_moves;
use crate::component::HeapChange;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Clicks, Component, Counted, GameSpec, MoveError, Piece,
    Pieces, Refusal, SearchSize, SearchStep, Valued,
};
use crate::component::{Moves, Search, Sequence, Valuation, Words};
use crate::heap::rule::HeapRule;
use crate::i18n::{t, Arg, Lang};
use crate::language::{nats, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::reasoning::Step;
use grundy_heap::sequence::{SequenceRule, SolvedHeaps, SolvedSequence};
use num_traits::{ToPrimitive, Zero};
use std::sync::Arc;

/// The registry's entry for heap games.
pub static SPEC: GameSpec = GameSpec {
    names: &[
        "kayles",
        "dawson-kayles",
        "dawson-chess",
        "treblecross",
        "officers",
        "grundy-game",
        "lasker",
        "hex",
        "tb",
        "cgsuite",
    ],
    matches: Some(is_code),
    syntax: "kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, an octal code like 0.137, hex(…), tb(…)",
    example: "kayles 4 3",
    examples: &[],
    about_id: "about-kayles",
    syntax_id: "syntax-kayles",
    parse,
    whole_position: false,
};

/// A take-and-break code written as itself: `0.137`, `4.7`, `.6`.
fn is_code(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_digit() || c == '.')
}

/// How a heap game's moves are told: by its rule, whatever name it was written with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wording {
    /// Kayles and Dawson's Kayles: rows of pins knocked down.
    Pins,
    /// Dawson's chess: pawns pushed on a 3 × n board.
    Files,
    /// Heaps taken from and split.
    Heaps,
}

/// A heap game on several heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapComponent {
    rule: HeapRule,
    name: String,
    heaps: Vec<Nat>,
}

impl HeapComponent {
    /// The heap game `rule`, written `name` (lower-case), on `heaps`.
    ///
    /// ```
    /// use grundy::games::heap::HeapComponent;
    /// use grundy::heap::rule::HeapRule;
    /// let k = HeapComponent::new(HeapRule::parse("0.77").unwrap(), "0.77", vec![5u8.into()]);
    /// assert_eq!(k.rule().alias(), Some("kayles"));
    /// ```
    pub fn new(rule: HeapRule, name: &str, heaps: Vec<Nat>) -> Self {
        HeapComponent {
            rule,
            name: name.to_string(),
            heaps,
        }
    }

    /// The rule.
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Nat] {
        &self.heaps
    }

    /// Whether a heap of `n` may be removed whole (leaving no heap).
    fn can_vanish(&self, n: &Nat) -> bool {
        n.to_u64()
            .is_some_and(|n| n > 0 && self.rule.code().digit(n).allows(0).is_some())
    }

    fn wording(&self) -> Wording {
        match self.rule.alias() {
            Some("kayles" | "dawson-kayles") => Wording::Pins,
            Some("dawson-chess") => Wording::Files,
            _ => Wording::Heaps,
        }
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.need_sizes(sizes)?;
    let rule = HeapRule::parse(&head.text).map_err(|e| head.error(e.message()))?;
    Ok(AnyComponent::new(HeapComponent::new(
        rule,
        &head.text.to_ascii_lowercase(),
        nats(sizes)?,
    )))
}

impl Component for HeapComponent {
    fn name(&self) -> String {
        self.name.clone()
    }

    crate::component::heap_row!(heaps, |this, heaps| HeapComponent::new(
        this.rule.clone(),
        &this.name,
        heaps
    ));

    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let heaps = self.heaps.iter();
        match self.wording() {
            Wording::Pins => {
                let items = heaps.enumerate().map(|(i, n)| Piece::pins(i, n)).collect();
                Pieces::new_in(lang, "row", "▮", items).clicked(Clicks::Pins)
            }
            Wording::Files => {
                let items = heaps
                    .map(|n| Piece::new(n.to_string(), n.to_u64()))
                    .collect();
                let board = Pieces::new_in(lang, "board", "♙", items);
                board::pieces(&self.rule, Wording::Files, &self.heaps, board, lang)
            }
            Wording::Heaps if board::splits(&self.rule) => {
                let items = heaps
                    .map(|n| Piece::new(n.to_string(), n.to_u64()))
                    .collect();
                let board = Pieces::new_in(lang, "heap", "●", items);
                board::pieces(&self.rule, Wording::Heaps, &self.heaps, board, lang)
            }
            Wording::Heaps => {
                let items = heaps.enumerate().map(|(i, n)| Piece::heap(i, n)).collect();
                Pieces::new_in(lang, "heap", "●", items).clicked(Clicks::TakeFrom)
            }
        }
    }

    crate::capabilities!(Search, Valuation, Sequence, Words, Moves);
}

impl Search for HeapComponent {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.heaps.iter().map(|h| h.to_u64()).collect()
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        splitting_moves(state, |h| self.rule.options(h))
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        // Heaps split: at most the partitions of the total (Hardy–Ramanujan).
        let partitions = partition_estimate(state.iter().map(|&h| h as f64).sum());
        // Remove up to t, leave up to k heaps: about t·h^(k−1) options a heap; any number
        // of heaps: about t·p(h) (the partitions of what is left).
        let t = self.rule.max_take().unwrap_or(u64::MAX) as f64;
        let per_heap = |h: u64| {
            let h = h as f64;
            let leaves = match self.rule.max_heaps() {
                Some(k) => (h + 1.0).powi(k.max(1) as i32 - 1),
                None => partition_estimate(h),
            };
            (h + 1.0).min(t + 1.0) * leaves
        };
        let branching = state.iter().map(|&h| per_heap(h)).sum();
        SearchSize {
            states: partitions.max(1.0),
            branching,
        }
    }
}

impl Valuation for HeapComponent {
    fn results_are_distinct(&self) -> bool {
        // A heap removed from a run of equal ones is counted once in `moves_to_value`; no
        // other two moves leave the same heaps.
        true
    }

    fn is_quick(&self) -> bool {
        // A proved period already remembered, and small heaps (their moves are listed one
        // by one); or a heap the default budget refuses at once, its period search
        // having already run to its end without a proof (Hardening II, F8).
        const QUICK_HEAP_TOTAL: u64 = 2000;
        let total = self
            .heaps
            .iter()
            .try_fold(0u64, |acc, h| h.to_u64().and_then(|n| acc.checked_add(n)));
        let budget = grundy_heap::sequence::SolveBudget::default();
        SolvedSequence::remembered(&self.rule) && total.is_some_and(|t| t <= QUICK_HEAP_TOTAL)
            || self
                .heaps
                .iter()
                .any(|h| SolvedSequence::refused_at_once(&self.rule, h, &budget))
    }

    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let heaps = SolvedHeaps::solve_within(
            SequenceRule::from(&self.rule),
            &self.heaps,
            &options.cancel,
            &options.sequences,
        )?;
        let mut v = Valued::new(heaps.total.clone(), "nim-sequence");
        v.steps
            .push(Step::new(HeapGameSequence(heaps.solved.reasoning(
                &self.name,
                &self.heaps,
                options.row_limit,
            ))));
        v.memo = Some(Arc::new(heaps));
        Ok(v)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let solved = valued
            .memo::<SolvedHeaps>()
            .ok_or_else(|| Refusal::Failed(crate::i18n::msg!("reason-values-not-computed")))?;
        // Removing a heap leaves the same position as removing the equal heap just before
        // it: every count counts resulting positions, so it counts once.
        let repeats = |j: usize| {
            let heap = self.heaps.get(j);
            j > 0 && self.heaps.get(j - 1) == heap && heap.is_some_and(|h| self.can_vanish(h))
        };
        let found = solved.moves_to_value(&self.heaps, target, room, &options.cancel, repeats)?;
        Ok(Counted {
            count: found
                .count
                .map_err(|e| Refusal::Failed(crate::i18n::Message::said(&e))),
            moves: found
                .moves
                .into_iter()
                .map(|(j, parts)| vec![HeapChange::split(j, self.piece(j), parts)])
                .collect(),
        })
    }
}

impl Sequence for HeapComponent {
    fn sequence_rule(&self) -> Option<grundy_heap::sequence::SequenceRule> {
        Some(grundy_heap::sequence::SequenceRule::Heap(self.rule.clone()))
    }
}

impl Words for HeapComponent {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: Lang) -> String {
        changes
            .iter()
            .map(|c| describe_heap_move(self.wording(), c, lang))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Moves for HeapComponent {
    /// `H a-b` (pins), `H N` and `H -> a b` (splits), as the rule plays.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        use crate::component::notation::Form;
        match self.wording() {
            Wording::Pins => vec![Form::Pins],
            // (Dawson's chess: pawns, written in its heap game's notation — by example)
            Wording::Files => Vec::new(),
            Wording::Heaps if board::splits(&self.rule) => {
                // Taking from a heap without splitting it, where the rule allows it.
                let takes = (1..=12u64).any(|n| {
                    self.rule
                        .options(n)
                        .iter()
                        .any(|o| o.len() <= 1 && o.iter().sum::<u64>() < n)
                });
                if takes {
                    vec![Form::Take, Form::Split]
                } else {
                    vec![Form::Split]
                }
            }
            Wording::Heaps => vec![Form::Take],
        }
    }

    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let mut changes = Vec::new();
        for part in text.split(',') {
            changes.push(self.read_change(text, part.trim())?);
        }
        notation::check_pieces(self, &changes)?;
        self.check_move(&changes)?;
        Ok(changes)
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        use crate::i18n::msg;
        let illegal = |m: crate::i18n::Message| Err(MoveError::Illegal(m));
        let [ch] = changes else {
            return illegal(msg!("reason-one-heap-only"));
        };
        let Some(n) = ch.from.to_u64() else {
            return illegal(msg!("reason-heap-too-large-to-check", heap = ch.heap + 1));
        };
        let given: Vec<Nat> = ch.becomes().into_iter().filter(|p| !p.is_zero()).collect();
        let parts: Option<Vec<u64>> = given.iter().map(Nat::to_u64).collect();
        if !parts.is_some_and(|parts| self.rule.allows(n, &parts)) {
            let shown: Vec<String> = given.iter().take(12).map(Nat::to_string).collect();
            let m = if given.len() > 12 {
                msg!(
                    "reason-heap-cannot-become-more",
                    game = self.rule.to_string(),
                    heap = n,
                    count = given.len()
                )
            } else {
                msg!(
                    "reason-heap-cannot-become",
                    game = self.rule.to_string(),
                    heap = n
                )
            };
            return illegal(m.with_texts("parts", shown, ", "));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        self.slowest().0.map(|ch| vec![ch])
    }

    fn has_move(&self) -> Option<bool> {
        match self.slowest() {
            (Some(_), _) => Some(true),
            (None, true) => Some(false),
            (None, false) => None,
        }
    }
}

/// About p(n), the number of partitions of `n` (Hardy–Ramanujan; at least 1).
fn partition_estimate(n: f64) -> f64 {
    let n = n.max(1.0);
    ((std::f64::consts::PI * (2.0 * n / 3.0).sqrt()).exp() / (4.0 * n * 3f64.sqrt())).max(1.0)
}

/// How many steps `HeapComponent::slowest` may spend looking for a move in one heap
/// ([`HeapRule::least_option_within`]'s steps): a move is found in a few steps on any
/// heap of any rule that has one early in its walk; beyond, whether the heap has a move
/// is not known.
pub const SLOW_MOVE_STEPS: u64 = 100_000;

/// How many steps `HeapComponent::slowest` may spend over all the heaps of a component.
pub const SLOW_MOVE_TOTAL_STEPS: u64 = 10_000_000;

impl HeapComponent {
    /// The move of [`Moves::slow_move`](crate::component::Moves::slow_move): the least option of the largest heap that
    /// has one, and whether every heap was answered (when no move was found, `true`
    /// means there is none). Heaps are tried from the largest, each within
    /// [`SLOW_MOVE_STEPS`], all within [`SLOW_MOVE_TOTAL_STEPS`]; a heap beyond 64 bits
    /// is not answered.
    fn slowest(&self) -> (Option<HeapChange>, bool) {
        let mut order: Vec<usize> = (0..self.heaps.len()).collect();
        order.sort_by(|&a, &b| self.heaps.get(b).cmp(&self.heaps.get(a)));
        let mut total = SLOW_MOVE_TOTAL_STEPS;
        let mut answered = true;
        for (i, from) in order
            .into_iter()
            .filter_map(|i| Some((i, self.heaps.get(i)?)))
        {
            let Some(n) = from.to_u64() else {
                answered = false;
                continue;
            };
            let budget = total.min(SLOW_MOVE_STEPS);
            let mut left = budget;
            let found = self.rule.least_option_spending(n, &mut left);
            total -= budget - left;
            match found {
                Some(Some(parts)) => {
                    let parts = parts.into_iter().map(Nat::from).collect();
                    return (Some(HeapChange::split(i, from.clone(), parts)), answered);
                }
                Some(None) => {}
                None => answered = false,
            }
        }
        (None, answered)
    }

    /// One change in the notation: `H N` (take N from the end of heap H), `H -> a b`
    /// (heap H becomes heaps a and b), and for pins `H a-b` (knock down pins a to b).
    fn read_change(&self, text: &str, part: &str) -> Result<HeapChange, MoveError> {
        let count = self.piece_count();
        if let Some((h, to)) = part.split_once("->") {
            let i = notation::index(text, h, "heap", count)?;
            let sizes: Vec<Nat> = to
                .split_whitespace()
                .map(|s| notation::number(text, s, "size"))
                .collect::<Result<_, _>>()?;
            return Ok(HeapChange::split(i, self.piece(i), sizes));
        }
        let words: Vec<&str> = part.split_whitespace().collect();
        let [h, amount] = words.as_slice() else {
            return Err(notation::unreadable(
                text,
                crate::i18n::msg!("reason-write-piece-amount", noun = "heap"),
            ));
        };
        let i = notation::index(text, h, "heap", count)?;
        let from = self.piece(i);
        if self.wording() == Wording::Pins {
            let (a, b) = amount.split_once('-').unwrap_or((amount, amount));
            let (a, b) = (
                notation::number(text, a, "pin")?,
                notation::number(text, b, "pin")?,
            );
            if a.is_zero() || b < a || b > from {
                return Err(MoveError::Illegal(crate::i18n::msg!(
                    "reason-row-has-pins",
                    row = i + 1,
                    pins = &from
                )));
            }
            let parts = [&a - 1u8, &from - &b]
                .into_iter()
                .filter(|p| !p.is_zero())
                .collect();
            return Ok(HeapChange::split(i, from, parts));
        }
        let take = notation::number(text, amount, "amount")?;
        if take > from {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-piece-has-only",
                noun = "heap",
                piece = i + 1,
                size = &from
            )));
        }
        let to = &from - &take;
        Ok(HeapChange::split(
            i,
            from,
            if to.is_zero() { vec![] } else { vec![to] },
        ))
    }
}

/// A heap-game move in the game's own terms, in `lang`: pins for Kayles and Dawson's
/// Kayles, files for Dawson's chess, splits and takes otherwise. Heaps count from 1.
fn describe_heap_move(wording: Wording, c: &HeapChange, lang: Lang) -> String {
    let parts: Vec<Nat> = c.becomes();
    let parts: Vec<Nat> = parts.into_iter().filter(|p| !p.is_zero()).collect();
    let left: Nat = parts.iter().sum();
    // A code's additive digit adds tokens: nothing is taken, `added` are.
    let (taken, added) = if left <= c.from {
        (&c.from - &left, Nat::zero())
    } else {
        (Nat::zero(), &left - &c.from)
    };
    let heap = c.heap + 1;
    let from = &c.from;
    match wording {
        Wording::Pins => match parts.as_slice() {
            // Two rows left: the pins knocked down start right after the first row.
            [first, second] => {
                let a = first + 1u8;
                let b = &a + &taken - 1u8;
                let pins = if a == b {
                    t!(lang, "pins-one", pin = &a)
                } else {
                    t!(lang, "pins-range", first = &a, last = &b)
                };
                t!(
                    lang,
                    "move-pins-middle",
                    pins = pins,
                    row = heap,
                    from = from,
                    first = first,
                    second = second
                )
            }
            [rest] => t!(
                lang,
                "move-pins-end",
                count = Arg::count_of(&taken),
                row = heap,
                from = from,
                rest = rest
            ),
            _ => t!(
                lang,
                "move-pins-whole",
                count = Arg::count_of(&taken),
                row = heap
            ),
        },
        // Dawson's chess (0.137) on a 3 × n board: pushing a pawn on a file forces the
        // captures that take that file and its neighbours out of play.
        Wording::Files => match parts.as_slice() {
            [first, second] => t!(
                lang,
                "move-files-middle",
                file = &(first + 2u8),
                board = heap,
                from = from,
                first = first,
                second = second
            ),
            // From the edge: file 1 takes files 1–2 out, file 2 takes files 1–3.
            [rest] => t!(
                lang,
                "move-files-end",
                file = &(&taken - 1u8),
                board = heap,
                from = from,
                rest = rest
            ),
            _ => t!(lang, "move-files-whole", board = heap, from = from),
        },
        Wording::Heaps if !added.is_zero() => {
            let sizes: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
            t!(
                lang,
                "move-add-leaving",
                added = &added,
                heap = heap,
                from = from,
                parts = sizes.join(&t!(lang, "and-join"))
            )
        }
        Wording::Heaps if taken.is_zero() => {
            let sizes: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
            t!(
                lang,
                "move-split",
                heap = heap,
                from = from,
                parts = sizes.join(&t!(lang, "and-join"))
            )
        }
        Wording::Heaps => {
            let leaving = match parts.as_slice() {
                [] => t!(lang, "leaving-nothing"),
                [one] => t!(lang, "leaving-one", size = one),
                [rest @ .., last] => {
                    let rest: Vec<String> = rest.iter().map(|p| p.to_string()).collect();
                    t!(lang, "leaving-many", sizes = rest.join(", "), last = last)
                }
            };
            t!(
                lang,
                "move-take-leaving",
                taken = &taken,
                heap = heap,
                from = from,
                leaving = leaving
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::rule::ALIASES;
    use grundy::parse_position;

    #[test]
    fn every_alias_is_registered() {
        for (alias, _) in ALIASES {
            assert!(SPEC.accepts(alias), "{alias}");
        }
    }

    #[test]
    fn wording_keys_on_the_rule() {
        let a = parse_position("kayles 5").unwrap();
        let b = parse_position("0.77 5").unwrap();
        let ch = [grundy::component::HeapChange::split(
            0,
            5u8.into(),
            vec![2u8.into(), 2u8.into()],
        )];
        assert_eq!(a.components[0].describe(&ch), b.components[0].describe(&ch));
        assert!(b.components[0].describe(&ch).contains("pin 3"));
    }

    #[test]
    fn a_component_with_no_heap_left_reads_back() {
        let p = parse_position("lasker 5").unwrap();
        let after = p.with_move(
            0,
            &[grundy::component::HeapChange::split(0, 5u8.into(), vec![])],
        );
        assert_eq!(after.to_string(), "lasker 0");
        assert_eq!(parse_position(&after.to_string()).unwrap(), after);
    }

    #[test]
    fn round_trips() {
        for text in [
            "kayles 10 6",
            "0.137 20 + grundy-game 7 + lasker 5 7",
            "hex(0.f) 3",
        ] {
            assert_eq!(parse_position(text).unwrap().to_string(), text);
        }
    }
}
