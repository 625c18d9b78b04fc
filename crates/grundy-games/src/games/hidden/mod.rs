//! The games where Nim hides (`strip`, `staircase`, the coin games of `spawning(CODE)`,
//! `caterpillar(N)`, `chocolate`, `hackenbush(…)`, `lines(…)`, `poker`, `tartan(R,S)`),
//! one folder each (the game, its mathematics, its tests), and what they share: three
//! small traits, [`NimInDisguise`], [`DisguisedRules`] and
//! [`DisguisedWords`].
//!
//! Each of these games is Nim in disguise: its pieces (chips, steps, heads, sides, edges,
//! lines) become Nim heaps — the *reduction* — and everything else follows from Nim. A
//! game therefore writes only what is its own:
//!
//! * the game and its reduction ([`NimInDisguise`]): its name, the numbers written after
//!   it and its board ([`NimInDisguise::game_name`], [`NimInDisguise::numbers`],
//!   [`NimInDisguise::board`]); one sentence of principle and the rows "this piece is a
//!   heap of that size" ([`NimInDisguise::principle`], [`NimInDisguise::rows`]); its
//!   moves to a given value ([`NimInDisguise::moves_to_nim_value`]);
//! * its rules, for exhaustive search and play ([`DisguisedRules`]): a state of small
//!   numbers, the game of a state, every move and the game after one
//!   ([`DisguisedRules::state`], [`DisguisedRules::with_state`],
//!   [`DisguisedRules::all_moves`], [`DisguisedRules::after`]);
//! * its moves in words ([`DisguisedWords`]): its own ([`DisguisedWords::move_words`])
//!   and Nim's ([`DisguisedWords::hidden_nim_move`]).
//!
//! **How a game becomes a [`Component`].** Blanket implementations, `impl<T:
//! NimInDisguise + DisguisedRules + DisguisedWords> Component for T` and the same for the
//! capabilities [`Search`], [`Valuation`], [`Sequence`], [`Words`] and [`Moves`], give
//! every such game the whole contract: the value is the XOR of the reduction's heaps
//! (method `"reduction to Nim"`, with the reduction and Nim's column table as reasoning),
//! the moves to a value come from the game, the descriptions carry the Nim translation in
//! brackets ("move the chip on cell 14 to cell 9 (heap 14 → 9)"), a typed move `H N` or
//! `H -> M` names the first piece that changes and is completed from the game's own moves
//! (a coin turned with others, an edge cut with what falls), and legality is checked
//! against the search moves. The blanket implementations coexist with the direct
//! implementations of the other games (Nim, Wythoff, …): none of them implements
//! `NimInDisguise`, and the trait is this crate's, so no other crate can make one
//! overlap. A game that needs a different default overrides the method of the three
//! traits (Poker Nim's moves are already Nim moves, so its descriptions omit the
//! translation).
//!
//! A move is written as [`HeapChange`]s in the **game's own pieces** (see
//! `docs/json-schema.md`): a chip's cell, a step's coins, a side of the bar, a heap; a
//! coin (or a line, or a Tartan head) that becomes several is a split with `parts`; a
//! piece that disappears (a head turned to tails, a Hackenbush edge cut or fallen) is a
//! split into no parts.
//!
//! **Where did Nim hide?** (after I. Kopylov, *Kvant* 2019 no. 4, and the classical
//! examples of `docs/theory.md`: Poker Nim, coin turning, nimbers, Green Hackenbush.)
//! Each game's folder holds its mathematics beside its component, the reduction made
//! explicit:
//! * an **input model** (`Strip`, `Staircase`, `CoinRow`, `Caterpillar`, `Chocolate`,
//!   `Hackenbush`, `BrokenLines`, `PokerNim`) with `grundy_value()` and `outcome()` from
//!   the reduction, in closed form;
//! * `winning_moves()`: every winning move, as the changes it makes ([`HeapChange`]s:
//!   a game has one kind of move, what its component plays), said in the game's own
//!   words by the folder's `move_words_in` and as its Nim translation ([`NimMove`]);
//!   the closed-form coin rows (`spawning/coins.rs`, a tool of `spawning(CODE)` and of
//!   the caterpillar, not a game of the registry) list a move as the coins it turns, in
//!   the row's numbering;
//! * `reduction()`: the reduction as data (which piece of the game became which heap);
//! * a direct [`ImpartialGame`](crate::ImpartialGame) implementation from the game's own
//!   rules (`StripGame`, `StaircaseGame`, …), so the reduction can be checked against the
//!   generic [`Solver`](crate::Solver).
//!
//! The Nim sums they share are [`xor_all`], [`outcome_of`], [`nim_winning_moves`] and
//! [`nim_moves_to_value`].
//!
//! ```
//! use grundy::games::hidden::strip::{move_words_in, Strip};
//! use grundy::{Lang, Outcome};
//!
//! // Kvant game 1: chips on cells 5, 10, 14, 16, 22 — Nim with heaps 5, 10, 14, 16, 22.
//! let strip = Strip::new(vec![5, 10, 14, 16, 22]);
//! assert_eq!(strip.grundy_value(), 7);
//! assert_eq!(strip.outcome(), Outcome::N);
//! let moves: Vec<String> = strip.winning_moves().iter().map(|m| move_words_in(m, Lang::En)).collect();
//! assert_eq!(moves, ["move the chip on cell 5 to cell 2",
//!                    "move the chip on cell 14 to cell 9",
//!                    "move the chip on cell 22 to cell 17"]);
//! ```
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let p = parse_position("strip 5 10 14 16 22").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(7u8.into()));
//! assert_eq!(r.components[0].method, "reduction to Nim");
//! assert_eq!(r.winning_moves[1].description, "move the chip on cell 14 to cell 9 (heap 14 → 9)");
//! assert_eq!(r.winning_moves[1].after.as_deref(), Some("strip 5 10 9 16 22"));
//! ```

pub mod caterpillar;
pub mod chocolate;
pub mod hackenbush;
pub mod lines;
mod nim_sum;
pub mod poker;
mod share;
pub mod spawning;
pub mod staircase;
pub mod strip;
pub mod tartan;
mod words;

pub(crate) use nim_sum::{heap_moves, heap_nim_move};
pub use nim_sum::{nim_moves_to_value, nim_winning_moves, outcome_of, xor_all};
pub(crate) use share::*;

grundy_core::words! {
    owner: "hidden",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, MoveError, Moves, NimRow, Pieces,
    Refusal, Search, SearchSize, SearchStep, Sequence, Valuation, Valued, Words,
};
use crate::games::nim::{self, NimHeaps};
use crate::i18n::Message;
use crate::nat::Nat;
use crate::reasoning::Step;
use num_traits::ToPrimitive;
use serde::Serialize;
use std::fmt;

/// One piece of a game and the Nim heap it becomes.
///
/// ```
/// use grundy::{games::hidden::ReductionRow, i18n::Message, Lang};
/// let row = ReductionRow { piece: Message::new("row-chip").with("cell", 14u64), heap: 14 };
/// assert_eq!(row.piece.to_string(), "chip on cell 14");
/// assert_eq!(row.piece.render(Lang::Ru), "фишка на клетке 14");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReductionRow {
    /// The piece, in the game's terms: "chip on cell 14" (a catalogue message, said in
    /// the reader's language by the reduction step's explanation; English in the JSON).
    #[serde(serialize_with = "english")]
    pub piece: Message,
    /// The size of its Nim heap (its Grundy value).
    pub heap: u64,
}

/// The reduction of a game to Nim, as data: which piece became which heap.
///
/// ```
/// use grundy::games::hidden::{strip::Chips, NimInDisguise};
/// let r = Chips::new(None, vec![5, 10, 14]).reduction(2);
/// assert_eq!((r.rows.len(), r.rows_total, r.value), (2, 3, 5 ^ 10 ^ 14));
/// assert_eq!(r.rows[1].piece.to_string(), "chip on cell 10");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReductionReasoning {
    /// The game as written in the position language.
    pub game: String,
    /// The principle, in one sentence (a catalogue message, said in the reader's language
    /// by the step's explanation; English in the JSON).
    #[serde(serialize_with = "english")]
    pub principle: Message,
    /// The pieces and their heaps (the first `row_limit`).
    pub rows: Vec<ReductionRow>,
    /// How many pieces there are in all.
    pub rows_total: usize,
    /// The XOR of the heaps: the game's Grundy value.
    pub value: u64,
}

/// A game where Nim hides, and its reduction: what it writes of its own, the rest coming
/// from Nim (see the module docs). Every type that implements it with
/// [`DisguisedRules`] and [`DisguisedWords`] is a [`Component`].
///
/// ```
/// use grundy::component::Component;
/// use grundy::games::hidden::{staircase::CoinStaircase, NimInDisguise};
/// let s = CoinStaircase::new(vec![3, 1, 2]);
/// assert_eq!(s.nim_heaps(), vec![3, 2]); // the odd steps
/// assert_eq!(s.nim_value(), 1);
/// assert_eq!(Component::name(&s), "staircase");
/// ```
pub trait NimInDisguise: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The game's name in the position language: `strip`, `caterpillar(20)`,
    /// `hackenbush(0-1 1-2)`, `lines(3,5=)`, `poker(10,10,5)`, `tartan(turtles,ruler)`.
    fn game_name(&self) -> String;

    /// The numbers written after the name (none when the picture is in the name).
    fn numbers(&self) -> Vec<u64>;

    /// Each piece's size, as a [`HeapChange`] naming it writes `from`: by default the
    /// numbers written after the name.
    fn piece_sizes(&self) -> Vec<u64> {
        self.numbers()
    }

    /// What a board shows, its words in `lang`: one row per piece, in the game's terms,
    /// or its picture.
    fn board(&self, lang: crate::i18n::Lang) -> Pieces;

    /// The heaps a board shows as the Nim the game hides, in English:
    /// [`NimInDisguise::hidden_heaps_in`] of [`Lang::En`](crate::Lang::En).
    fn hidden_heaps(&self) -> Vec<NimRow> {
        self.hidden_heaps_in(crate::i18n::Lang::En)
    }

    /// The heaps a board shows as the Nim the game hides, their pieces named in `lang`:
    /// by default the reduction's rows, each heap numbered as [`NimMove::heap`] counts
    /// them.
    ///
    /// ```
    /// use grundy::games::hidden::{strip::Chips, NimInDisguise};
    /// use grundy::Lang;
    /// let rows = Chips::new(None, vec![5, 10]).hidden_heaps_in(Lang::Vi);
    /// assert_eq!(rows[1].piece, "quân cờ ở ô 10");
    /// ```
    fn hidden_heaps_in(&self, lang: crate::i18n::Lang) -> Vec<NimRow> {
        self.rows()
            .into_iter()
            .map(|r| NimRow {
                piece: r.piece.render(lang),
                heap: r.heap,
            })
            .collect()
    }

    /// The principle of the reduction, in one sentence (a catalogue message).
    fn principle(&self) -> Message;

    /// Every piece and the Nim heap it becomes.
    fn rows(&self) -> Vec<ReductionRow>;

    /// The Nim heaps of the reduction.
    fn nim_heaps(&self) -> Vec<u64> {
        self.rows().iter().map(|r| r.heap).collect()
    }

    /// The Grundy value: the XOR of the Nim heaps.
    fn nim_value(&self) -> u64 {
        xor_all(self.nim_heaps())
    }

    /// The reduction as data, with the first `row_limit` rows.
    fn reduction(&self, row_limit: usize) -> ReductionReasoning {
        reasoning(self.game_name(), self.principle(), self.rows(), row_limit)
    }

    /// Every move to a position of Grundy value `target`, each as the changes it makes,
    /// or why they could not be found.
    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal>;

    /// Every move to a position of Grundy value `target`: counted, the first `room`
    /// listed. By default all of them are found and the first `room` kept.
    fn count_moves_to(&self, target: u64, room: usize) -> Counted {
        counted(self.moves_to_nim_value(target).map(|all| {
            let count = all.len() as u64;
            (count, all.into_iter().take(room).collect())
        }))
    }

    /// The sequence `grundy seq` lists for the game ([`Sequence::value_sequence`]): by
    /// default none.
    fn own_sequence(&self) -> Option<grundy_heap::sequence::SequenceRule> {
        None
    }
}

/// The rules of a game where Nim hides, for exhaustive search and play: a state of small
/// numbers, the game of a state, every move and the game after one (see the module docs).
pub trait DisguisedRules: NimInDisguise {
    /// The search state: the pieces as small numbers (by default the numbers written
    /// after the name).
    fn state(&self) -> Vec<u64> {
        self.numbers()
    }

    /// The game whose search state is `state` (`self` gives the rules).
    fn with_state(&self, state: &[u64]) -> Self;

    /// Every move, from the game's own rules.
    fn all_moves(&self) -> Vec<Vec<HeapChange>>;

    /// One legal move, `None` when there is none — [`Moves::slow_move`], which tells
    /// whether the game is over. By default the last of [`DisguisedRules::all_moves`]
    /// while they are few enough to list (beyond, `None`); games whose moves are long
    /// lists give one directly.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        if self.size_bound().branching > crate::component::notation::MOVE_LIST_LIMIT {
            return None;
        }
        self.all_moves().pop()
    }

    /// Whether the game has a move ([`Moves::has_move`]): `Some(true)` when
    /// [`DisguisedRules::one_move`] finds one, `Some(false)` when it finds none among moves
    /// few enough to list, `None` (not known) beyond. Games whose `one_move` finds a move
    /// whenever there is one answer `Some(self.one_move().is_some())`.
    fn has_one_move(&self) -> Option<bool> {
        if self.one_move().is_some() {
            Some(true)
        } else {
            (self.size_bound().branching <= crate::component::notation::MOVE_LIST_LIMIT)
                .then_some(false)
        }
    }

    /// The move whose first change is `wanted` (one piece to a new size), found by the
    /// rules without listing every move: what a typed move means in a position too large
    /// to list its moves (as [`notation::complete_move`] finds it in a smaller one).
    /// `None`: not a legal move — or, by default, not known without the list.
    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        let _ = wanted;
        None
    }

    /// The game after `changes` (a move of [`DisguisedRules::all_moves`] or
    /// [`NimInDisguise::moves_to_nim_value`]).
    fn after(&self, changes: &[HeapChange]) -> Self;

    /// The state with equivalent arrangements merged: by default sorted (the order of the
    /// pieces does not matter).
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        let mut v = state.to_vec();
        v.sort_unstable();
        v
    }

    /// Upper bounds for an exhaustive search from this position.
    fn size_bound(&self) -> SearchSize;

    /// Calls `visit` with every move of [`DisguisedRules::all_moves`], in its order,
    /// while it answers `true` ([`Search::each_search_move`]): by default from the list,
    /// none when [`DisguisedRules::size_bound`] says more than `limit` moves; games whose
    /// moves come one at a time give them without a list.
    fn each_move(&self, limit: f64, visit: &mut dyn FnMut(Vec<HeapChange>) -> bool) -> bool {
        self.size_bound().branching <= limit && self.all_moves().into_iter().all(visit)
    }
}

/// The words for a move of a game where Nim hides: its own, and the Nim move it hides.
pub trait DisguisedWords: DisguisedRules {
    /// The move `changes` in the game's own words ("move the chip on cell 14 to cell 9"),
    /// in English: [`DisguisedWords::move_words_in`] of [`Lang::En`](crate::Lang::En).
    fn move_words(&self, changes: &[HeapChange]) -> String {
        self.move_words_in(changes, crate::i18n::Lang::En)
    }

    /// The move `changes` in the hidden Nim. By default the first heap of the reduction
    /// that differs after the move.
    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        nim_diff(&self.nim_heaps(), &self.after(changes).nim_heaps())
    }

    /// The move `changes` in the game's own words, in `lang` (its words are in the
    /// catalogues).
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String;

    /// [`DisguisedWords::describe_move`] in `lang`.
    fn describe_move_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        let words = self.move_words_in(changes, lang);
        match self.hidden_nim_move(changes) {
            Some(n) => format!("{words} ({})", n.describe_in(lang)),
            None => words,
        }
    }

    /// The move in the game's words with its Nim translation in brackets: "move the chip
    /// on cell 14 to cell 9 (heap 14 → 9)".
    fn describe_move(&self, changes: &[HeapChange]) -> String {
        let words = self.move_words(changes);
        match self.hidden_nim_move(changes) {
            Some(n) => format!("{words} ({})", n.describe()),
            None => words,
        }
    }
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Component for T {
    fn name(&self) -> String {
        self.game_name()
    }

    fn sizes(&self) -> Vec<String> {
        self.numbers().iter().map(u64::to_string).collect()
    }

    fn piece_count(&self) -> usize {
        self.piece_sizes().len()
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(self.piece_sizes().get(i).copied().unwrap_or_default())
    }

    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        self.board(lang).hiding(self.hidden_heaps_in(lang))
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(self.after(changes))
    }

    crate::capabilities!(Search, Valuation, Sequence, Words, Moves);
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Search for T {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(self.state())
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let game = self.with_state(state);
        game.all_moves()
            .into_iter()
            .map(|changes| SearchStep {
                after: game.after(&changes).state(),
                changes,
            })
            .collect()
    }

    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        self.canonical(state)
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        self.with_state(state).size_bound()
    }

    fn each_search_move(
        &self,
        state: &[u64],
        limit: f64,
        visit: &mut dyn FnMut(SearchStep) -> bool,
    ) -> bool {
        let game = self.with_state(state);
        game.each_move(limit, &mut |changes| {
            visit(SearchStep {
                after: game.after(&changes).state(),
                changes,
            })
        })
    }
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Valuation for T {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let rows = self.rows();
        let heaps: Vec<u64> = rows.iter().map(|r| r.heap).collect();
        let mut v = Valued::new(Nat::from(self.nim_value()), "reduction to Nim");
        v.steps.push(Step::new(reasoning(
            self.game_name(),
            self.principle(),
            rows,
            options.row_limit,
        )));
        v.steps.push(Step::new(nim::column_table(
            &NimHeaps::Small(heaps),
            options.row_limit,
        )));
        Ok(v)
    }

    fn moves_to_value(
        &self,
        _: &Valued,
        target: &Nat,
        room: usize,
        _: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        // Every value of these games fits in a u64: a larger target is never reached.
        Ok(match target.to_u64() {
            Some(t) => self.count_moves_to(t, room),
            None => Counted::none(),
        })
    }
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Sequence for T {
    fn value_sequence(&self) -> Option<grundy_heap::sequence::SequenceRule> {
        self.own_sequence()
    }
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Words for T {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_move(changes)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        self.describe_move_in(changes, lang)
    }

    fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        self.hidden_nim_move(changes)
    }
}

impl<T: NimInDisguise + DisguisedRules + DisguisedWords> Moves for T {
    /// Its own pieces (chips, coins, edges, …) in the heap notation: shown by example.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        self.one_move()
    }

    fn has_move(&self) -> Option<bool> {
        self.has_one_move()
    }

    /// `H N` or `H -> M` names the first piece that changes; the rest of the move (coins
    /// turned with it, edges that fall) comes from the game's own moves.
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let wanted = notation::read_heap_moves(self, text, "heap")?;
        let too_many = self.size_bound().branching > notation::MOVE_LIST_LIMIT;
        match wanted.as_slice() {
            [one] if too_many && one.parts.is_none() => {
                notation::check_pieces(self, &wanted)?;
                self.move_from_change(one).ok_or_else(|| {
                    MoveError::Illegal(crate::i18n::msg!(
                        "reason-piece-cannot-go",
                        game = self.game_name(),
                        piece = one.heap + 1,
                        from = &one.from,
                        to = &one.to
                    ))
                })
            }
            _ => notation::complete_move(self, &wanted),
        }
    }
}

/// A message as the JSON writes it: in English.
fn english<S: serde::Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&m.to_string())
}

/// A count and the moves listed (or why they could not be found) as [`Counted`].
pub(crate) fn counted(found: Result<(u64, Vec<Vec<HeapChange>>), Refusal>) -> Counted {
    match found {
        Ok((count, moves)) => Counted {
            count: Ok(Nat::from(count)),
            moves,
        },
        Err(why) => Counted {
            count: Err(why),
            moves: Vec::new(),
        },
    }
}

/// The reduction as data from its rows (the first `row_limit` kept).
fn reasoning(
    game: String,
    principle: Message,
    rows: Vec<ReductionRow>,
    row_limit: usize,
) -> ReductionReasoning {
    let value = xor_all(rows.iter().map(|r| r.heap));
    let rows_total = rows.len();
    ReductionReasoning {
        game,
        principle,
        rows: rows.into_iter().take(row_limit).collect(),
        rows_total,
        value,
    }
}

/// [`DisguisedWords`] for a game whose model (its field `.0`) says its moves itself, with
/// `move_words_in(changes, lang)` and `nim_move(changes)`. Written where the game is, with
/// `DisguisedWords`, `HeapChange` and `NimMove` in scope.
macro_rules! words_from_model {
    ($game:ty) => {
        impl DisguisedWords for $game {
            fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
                self.0.move_words_in(changes, lang)
            }

            fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
                self.0.nim_move(changes)
            }
        }
    };
}
pub(crate) use words_from_model;

#[cfg(test)]
pub(crate) mod testing;

#[cfg(test)]
mod tests {
    use super::*;

    /// A game too large to list its moves is not over while it has one: its one move is
    /// given directly (and, where the moves can be listed, it is one of them).
    #[test]
    fn large_positions_are_not_over() {
        use grundy::parse_position;
        use grundy::play::{is_over, legal_moves, slow_move};
        for text in [
            "poker(1000000,5,3) 1000000 3000000",
            "poker(3,0,1) 0 0",
            "strip 5 100000000",
            "strip-nojump 2 100000000",
            "staircase 0 3000000 1",
            "chocolate 0 1000000 3 4",
            "lines(3000000,5=)",
        ] {
            assert!(!is_over(&parse_position(text).unwrap()), "{text}");
        }
        for text in [
            "poker(3,0,1) 0 0",
            "poker(1,1,1) 0 2",
            "strip 0 3 3",
            "strip-nojump 1 2 5",
            "staircase 0 0 2",
            "chocolate 0 0 1 2",
            "lines(1=,3=)",
            "lines(2)",
        ] {
            let p = parse_position(text).unwrap();
            let one = slow_move(&p).unwrap();
            assert!(legal_moves(&p).unwrap().contains(&one), "{text}: {one:?}");
        }
        assert!(is_over(&parse_position("poker(3,0,0) 0 0").unwrap()));
    }

    /// The move a typed change means, found by the rules ([`DisguisedRules::move_from_change`],
    /// for positions too large to list their moves) is the one the list gives, and a
    /// change no move makes is none.
    #[test]
    fn moves_from_a_change_agree_with_the_list() {
        use grundy::parse_position;
        fn agree<T: NimInDisguise + DisguisedRules + DisguisedWords>(text: &str) {
            let p = crate::games::registry::read(text).unwrap();
            let game = p[0].downcast_ref::<T>().unwrap();
            let n = game.state().len();
            for heap in 0..game.numbers().len().min(n) {
                let from = crate::component::Component::piece(game, heap);
                let size = from.to_u64().unwrap();
                for to in 0..size + 4 {
                    let wanted = HeapChange::new(heap, from.clone(), nat(to));
                    let listed = notation::complete_move(game, std::slice::from_ref(&wanted)).ok();
                    assert_eq!(
                        game.move_from_change(&wanted),
                        listed,
                        "{text}: {heap} -> {to}"
                    );
                }
            }
        }
        agree::<strip::Chips>("strip 0 3 3 7");
        agree::<strip::NoJumpChips>("strip-nojump 1 2 5 9");
        agree::<chocolate::ChocolateBar>("chocolate 0 3 1 2");
        agree::<staircase::CoinStaircase>("staircase 0 3 2 4");
        agree::<lines::Lines>("lines(4,3=,1=)");
        agree::<poker::Poker>("poker(3,1,1) 0 2 4");
        agree::<poker::Poker>("poker(3,1,0) 2 4");
        // And in a position too large to list: a move is typed as it is in a small one.
        let big = parse_position("strip 5 100000000").unwrap();
        let m = grundy::play::parse_move(&big, "2 -> 7").unwrap();
        assert_eq!(m.changes[0].to, nat(7));
        assert!(grundy::play::parse_move(&big, "1 -> 7").is_err());
        let big = parse_position("poker(1000000,5,3) 1000000 3000000").unwrap();
        assert!(grundy::play::parse_move(&big, "1 -> 1999999").is_ok());
        assert!(grundy::play::parse_move(&big, "1 -> 2000001").is_err());
    }

    #[test]
    fn toggles_and_splices() {
        // Turning 2 and 5 of heads 1 5 7: head 5 becomes coin 2.
        let c = coin_changes(&[1, 5, 7], &[2, 5]);
        assert_eq!(c, vec![HeapChange::split(1, nat(5), vec![nat(2)])]);
        assert_eq!(coins_after(&[1, 5, 7], &c), vec![1, 2, 7]);
        // Turning 1 and 5: head 5 goes, head 1 goes.
        let c = coin_changes(&[1, 5, 7], &[1, 5]);
        assert_eq!(c.len(), 2);
        assert_eq!(turned_coins(&c), vec![1, 5]);
        assert_eq!(coins_after(&[1, 5, 7], &c), vec![7]);
        assert!(toggle_changes::<u64>(&[1], &[], &|_, h| (nat(h), vec![])).is_empty());
    }

    #[test]
    fn nim_diffs() {
        assert_eq!(
            nim_diff(&[3, 4], &[3, 1]),
            Some(NimMove {
                heap: 1,
                from: 4,
                to: 1
            })
        );
        assert_eq!(nim_diff(&[3], &[3]), None);
    }
}
