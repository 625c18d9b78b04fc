//! Wythoff's game as a component: `wythoff 3 5` — two heaps; take any positive number
//! from one heap, or the same positive number from both — and Fraenkel's a-Wythoff,
//! `wythoff(a) 3 5`: from both heaps, `k` and `l` with `|k − l| < a` ([`general`];
//! `wythoff(1)` is `wythoff`). It is not Nim in disguise: alone,
//! its outcome and every winning move come from the golden-ratio P-positions (exact for
//! heaps up to 10¹⁸); its Grundy value has no formula and is searched for heaps up to
//! [`GRUNDY_SEARCH_LIMIT`] only, so in a sum with larger heaps it is refused. The
//! mathematics is in [`classic`] (a = 1) and [`general`] (any a).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! let r = analyze(&parse_position("wythoff 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! let after: Vec<&str> = r.winning_moves.iter().filter_map(|m| m.after.as_deref()).collect();
//! assert_eq!(after, ["wythoff 1 2", "wythoff 3 5"]);
//! ```

pub mod classic;
pub mod general;
mod words;

grundy_core::words! {
    owner: "wythoff",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::HeapChange;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, Kind, MoveError, Picture,
    Piece, Pieces, Refusal, SearchSize, SearchStep, Shape, Valued, Verdict,
};
use crate::component::{Moves, Search, Theorems, Valuation, Words};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Step;
use classic::{
    grundy_table, is_p_position, move_words_in, Wythoff, WythoffError, GRUNDY_SEARCH_LIMIT,
};
use num_traits::ToPrimitive;
use serde::Serialize;

/// The registry's entry for `wythoff`.
pub static SPEC: GameSpec = GameSpec {
    names: &["wythoff"],
    matches: None,
    syntax: "wythoff(a)",
    example: "wythoff 3 5",
    examples: &[("wythoff(2) 4 5", "example-wythoff-1")],
    about_id: "about-wythoff",
    syntax_id: "syntax-wythoff",
    parse,
    whole_position: false,
};

/// Wythoff's game: the golden-ratio P-positions, not a reduction to Nim.
///
/// ```
/// use grundy::games::wythoff::WythoffHeaps;
/// let r = WythoffHeaps::new(10, 6).unwrap().reasoning();
/// assert_eq!((r.difference, r.p_position, r.is_p_position), (4, (6, 10), true));
/// assert!(r.grundy.is_some());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WythoffReasoning {
    /// Fraenkel's `a` (1: Wythoff's game).
    pub a: u64,
    /// The two heaps.
    pub heaps: (u64, u64),
    /// Their difference `k`.
    pub difference: u64,
    /// The P-position with that difference, `(⌊kφ⌋, ⌊kφ⌋ + k)`; for `a ≥ 2`, the
    /// P-position `(A_n, B_n)` with `n = ⌊k/a⌋` (the difference `a·n` nearest below).
    pub p_position: (u64, u64),
    /// Whether the heaps are a P-position.
    pub is_p_position: bool,
    /// The Grundy value, when the heaps are small enough to search.
    pub grundy: Option<u64>,
}

/// `wythoff 3 5`: two heaps, each at most 10¹⁸.
///
/// ```
/// use grundy::component::Component;
/// use grundy::games::wythoff::WythoffHeaps;
/// let w = WythoffHeaps::new(3, 5).unwrap();
/// assert_eq!(w.name(), "wythoff");
/// assert_eq!(w.sizes(), ["3", "5"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WythoffHeaps(pub Wythoff, u64);

impl WythoffHeaps {
    /// Heaps `first` and `second` (each ≤ 10¹⁸) of Wythoff's game.
    pub fn new(first: u64, second: u64) -> Result<Self, WythoffError> {
        Self::with_a(1, first, second)
    }

    /// Heaps `first` and `second` (each ≤ 10¹⁸) of Fraenkel's a-Wythoff (`a ≥ 1`).
    ///
    /// ```
    /// use grundy::component::Component;
    /// let w = grundy::games::wythoff::WythoffHeaps::with_a(2, 4, 5).unwrap();
    /// assert_eq!(w.name(), "wythoff(2)");
    /// ```
    pub fn with_a(a: u64, first: u64, second: u64) -> Result<Self, WythoffError> {
        Wythoff::new(first, second).map(|w| WythoffHeaps(w, a.max(1)))
    }

    /// Fraenkel's `a`.
    pub fn a(&self) -> u64 {
        self.1
    }

    /// Whether the heaps are a P-position.
    fn is_p(&self) -> bool {
        general::is_p_position(self.1, self.0.first, self.0.second)
    }

    /// The Grundy value by dynamic programming, when small enough.
    fn grundy(&self) -> Option<u32> {
        let w = &self.0;
        if self.1 == 1 {
            return w.grundy_value().ok();
        }
        let (x, y) = (
            usize::try_from(w.first).ok()?,
            usize::try_from(w.second).ok()?,
        );
        let table = general::grundy_table(self.1, x.checked_add(1)?, y.checked_add(1)?)?;
        table.get(x)?.get(y).copied()
    }

    /// Why the Grundy value is not searched, as a catalogue message (the note's reason).
    fn too_large_note(&self) -> crate::i18n::Message {
        let note = msg!("note-wythoff-no-value");
        if self.1 == 1 {
            note.with_error("reason", &WythoffError::SearchTooLarge)
        } else {
            note.with_message(
                "reason",
                msg!(
                    "note-wythoff-table-limit",
                    k = self.1,
                    steps = general::MAX_TABLE_WORK
                ),
            )
        }
    }

    /// Why the Grundy value is not searched.
    fn too_large(&self) -> crate::i18n::Message {
        if self.1 == 1 {
            crate::i18n::Message::said(&WythoffError::SearchTooLarge)
        } else {
            crate::i18n::msg!(
                "reason-wythoff-table",
                a = self.1,
                steps = general::MAX_TABLE_WORK
            )
        }
    }

    /// The reasoning: the heaps' difference, its P-position, and the Grundy value when
    /// the heaps are small enough to search.
    pub fn reasoning(&self) -> WythoffReasoning {
        let w = &self.0;
        let (k, pair) = if self.1 == 1 {
            w.reduction()
        } else {
            let k = w.first.abs_diff(w.second);
            (k, general::p_pair(self.1, k / self.1))
        };
        WythoffReasoning {
            a: self.1,
            heaps: (w.first, w.second),
            difference: k,
            p_position: pair,
            is_p_position: if self.1 == 1 {
                is_p_position(w.first, w.second)
            } else {
                self.is_p()
            },
            grundy: self.grundy().map(u64::from),
        }
    }

    /// Every move, from the rules: from the first heap, from the second, from both
    /// (`k` and `l` with `|k − l| < a`).
    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let (a, b) = (self.0.first, self.0.second);
        let r = self.1;
        let mut out = Vec::new();
        out.extend((0..a).map(|i| vec![HeapChange::new(0, a.into(), i.into())]));
        out.extend((0..b).map(|j| vec![HeapChange::new(1, b.into(), j.into())]));
        for k in 1..=a {
            let lo = k.saturating_sub(r - 1).max(1);
            let hi = k.saturating_add(r - 1).min(b);
            out.extend((lo..=hi).map(|l| {
                vec![
                    HeapChange::new(0, a.into(), (a - k).into()),
                    HeapChange::new(1, b.into(), (b - l).into()),
                ]
            }));
        }
        out
    }

    /// The two heaps as rows of counters (bars over [`CLICKABLE_UNITS`](crate::component::board::CLICKABLE_UNITS)) and a third row
    /// for the diagonal move: a click on counter `i` of a row takes it and every counter to
    /// its right from that heap, or (the third row) as many from both.
    fn heaps_picture(&self, rows: Pieces) -> Pieces {
        let (a, b) = (self.0.first, self.0.second);
        let lang = rows.lang;
        let mut picture = Picture::in_lang(lang);
        let row = |y: usize| [3.4, 0.5 + 1.1 * y as f32];
        let captions = [
            crate::i18n::t!(lang, "board-heap-size", heap = 1u64, size = a),
            crate::i18n::t!(lang, "board-heap-size", heap = 2u64, size = b),
            crate::i18n::t!(lang, "board-wythoff-both"),
        ];
        for (y, caption) in captions.into_iter().enumerate() {
            picture.add(Shape::caption([1.5, row(y)[1]], caption));
        }
        let heap = |h: u64| crate::i18n::t!(lang, "board-heap", heap = h);
        let first = picture.counters(Kind::Stone, row(0), a, &heap(1));
        let second = picture.counters(Kind::Stone, row(1), b, &heap(2));
        let both_heaps = crate::i18n::t!(lang, "board-wythoff-both-heaps");
        let both = picture.counters(Kind::Token, row(2), a.min(b), &both_heaps);
        for (h, heap) in [(1u64, &first), (2, &second)] {
            let what = crate::i18n::t!(lang, "board-ask-take", heap = h);
            picture.take_plays(heap, |_| vec![], |k| format!("{h} {k}"), &what);
        }
        picture.take_plays(
            &both,
            |k| [first.last(k), second.last(k)].concat(),
            |k| format!("1 {k}, 2 {k}"),
            &crate::i18n::t!(lang, "board-ask-take-both"),
        );
        rows.pictured(picture, &crate::i18n::t!(lang, "board-how-wythoff-heaps"))
    }

    /// The heaps after `changes`.
    fn after(&self, changes: &[HeapChange]) -> WythoffHeaps {
        let mut w = self.0;
        for c in changes {
            let to = c.to.to_u64().unwrap_or(u64::MAX);
            if c.heap == 0 {
                w.first = to;
            } else {
                w.second = to;
            }
        }
        WythoffHeaps(w, self.1)
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let r = match &head.args {
        None => 1,
        Some(args) => {
            let [arg] = args.as_slice() else {
                return Err(head.error(msg!("parse-wythoff-one-argument")));
            };
            let r: u64 = arg.small("parse-what-a", general::MAX_A)?;
            if r == 0 {
                return Err(arg.error(msg!("parse-at-least-1", what = "a")));
            }
            r
        }
    };
    if sizes.len() != 2 {
        let message = msg!("parse-wythoff-two-heaps");
        return Err(match sizes.get(2) {
            Some(t) => t.error(message),
            None => head.error(message),
        });
    }
    let [a, b] = crate::language::u64s(sizes)?[..] else {
        return Err(head.error(msg!("parse-wythoff-two-heaps")));
    };
    let w = WythoffHeaps::with_a(r, a, b).map_err(|e| {
        let v = a.max(b);
        let message = match e {
            WythoffError::TooLarge(h) => msg!("parse-wythoff-too-large", heap = h),
            other => msg!("parse-reason", reason = other.to_string()),
        };
        match sizes.iter().find(|t| t.text.parse::<u64>() == Ok(v)) {
            Some(t) => t.error(message),
            None => head.error(message),
        }
    })?;
    Ok(AnyComponent::new(w))
}

impl Component for WythoffHeaps {
    fn name(&self) -> String {
        match self.1 {
            1 => "wythoff".into(),
            r => format!("wythoff({r})"),
        }
    }

    fn sizes(&self) -> Vec<String> {
        vec![self.0.first.to_string(), self.0.second.to_string()]
    }

    fn piece_count(&self) -> usize {
        2
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(if i == 0 { self.0.first } else { self.0.second })
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(self.after(changes))
    }

    /// Wythoff's queen on a board, the heaps its distances from the corner, when both
    /// heaps are at most 20: a click on a square the queen reaches moves her there —
    /// left, down, or diagonally towards the corner. Larger heaps are two rows of
    /// counters and a third row for the diagonal move (the same from both heaps); a heap
    /// over [`CLICKABLE_UNITS`](crate::component::board::CLICKABLE_UNITS) is a bar that asks how many.
    #[expect(
        clippy::indexing_slicing,
        reason = "cells is (a + 1) × (b + 1), allocated here; every square indexed, and every square a move reaches, is within it"
    )]
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let (a, b) = (self.0.first, self.0.second);
        let rows = Pieces::new_in(
            lang,
            "heap",
            "●",
            vec![Piece::heap(0, &a.into()), Piece::heap(1, &b.into())],
        );
        if a > 20 || b > 20 {
            return self.heaps_picture(rows);
        }
        let mut picture = Picture::in_lang(lang);
        let place = |x: u64, y: u64| [x as f32 + 1.0, (b - y) as f32];
        let mut cells = vec![vec![0usize; b as usize + 1]; a as usize + 1];
        for y in 0..=b {
            for x in 0..=a {
                let at = place(x, y);
                let label = crate::i18n::t!(lang, "board-wythoff-square", x = x, y = y);
                let square = Shape::rect(Kind::Cell, at, [1.0, 1.0]).named(label);
                cells[x as usize][y as usize] = picture.add(square);
            }
            picture.add(Shape::caption([0.5, place(0, y)[1] + 0.5], y.to_string()));
        }
        for x in 0..=a {
            picture.add(Shape::caption(
                [place(x, 0)[0] + 0.5, b as f32 + 1.45],
                x.to_string(),
            ));
        }
        let [qx, qy] = place(a, b);
        let queen = Shape::circle(Kind::Queen, [qx + 0.5, qy + 0.5], 0.85)
            .with_text("♛")
            .named(crate::i18n::t!(lang, "board-wythoff-queen", x = a, y = b));
        let queen = picture.add(queen);
        for changes in self.all_moves() {
            let to = self.after(&changes).0;
            let text = match changes.as_slice() {
                [one] => format!("{} {}", one.heap + 1, &one.from - &one.to),
                _ => format!("1 {}, 2 {}", a - to.first, b - to.second),
            };
            let cell = cells[to.first as usize][to.second as usize];
            picture.play(vec![cell], vec![queen, cell], text, changes);
        }
        rows.pictured(picture, &crate::i18n::t!(lang, "board-how-wythoff-queen"))
    }

    crate::capabilities!(Search, Valuation, Theorems, Words, Moves);
}

impl Search for WythoffHeaps {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(vec![self.0.first, self.0.second])
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let at = |i: usize| state.get(i).copied().unwrap_or(0);
        let w = WythoffHeaps(
            Wythoff {
                first: at(0),
                second: at(1),
            },
            self.1,
        );
        w.all_moves()
            .into_iter()
            .map(|changes| {
                let a = w.after(&changes).0;
                SearchStep {
                    changes,
                    after: vec![a.first, a.second],
                }
            })
            .collect()
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let f = |i: usize| state.get(i).copied().unwrap_or(0) as f64;
        let (a, b) = (f(0), f(1));
        SearchSize {
            states: (a + 1.0) * (b + 1.0),
            branching: a + b + a.min(b) * (2.0 * self.1 as f64 - 1.0),
        }
    }
}

impl Valuation for WythoffHeaps {
    /// By search (dynamic programming over the smaller positions), for heaps up to
    /// [`GRUNDY_SEARCH_LIMIT`] (a = 1; for larger a while the table is small); refused
    /// beyond.
    fn value(&self, _: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let v = self
            .grundy()
            .ok_or_else(|| Refusal::SearchTooLarge(self.too_large()))?;
        let mut valued = Valued::new(Nat::from(v), "search");
        valued.steps.push(Step::new(self.reasoning()));
        Ok(valued)
    }

    fn moves_to_value(
        &self,
        _: &Valued,
        target: &Nat,
        room: usize,
        _: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let w = self.0;
        let table = if w.first.max(w.second) > GRUNDY_SEARCH_LIMIT && self.1 == 1 {
            None
        } else if self.1 == 1 {
            Some(grundy_table(w.first as usize + 1, w.second as usize + 1))
        } else {
            general::grundy_table(self.1, w.first as usize + 1, w.second as usize + 1)
        };
        let Some(table) = table else {
            return Ok(Counted {
                count: Err(Refusal::Failed(self.too_large())),
                moves: Vec::new(),
            });
        };
        let Some(target) = target.to_u64() else {
            return Ok(Counted::none());
        };
        let all: Vec<Vec<HeapChange>> = self
            .all_moves()
            .into_iter()
            .filter(|m| {
                let a = self.after(m).0;
                let value = table
                    .get(a.first as usize)
                    .and_then(|row| row.get(a.second as usize));
                value.is_some_and(|&v| u64::from(v) == target)
            })
            .collect();
        Ok(Counted {
            count: Ok(Nat::from(all.len())),
            moves: all.into_iter().take(room).collect(),
        })
    }
}

impl Theorems for WythoffHeaps {
    /// Alone under normal play: the outcome and every winning move from the P-positions
    /// (exact for all heaps); the value only when the heaps are small enough to search.
    fn alone(
        &self,
        convention: Convention,
        _: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        if convention != Convention::Normal {
            return None;
        }
        let w = &self.0;
        let reasoning = self.reasoning();
        let value = reasoning.grundy.map(Nat::from);
        let mut notes = Vec::new();
        if value.is_none() {
            notes.push(self.too_large_note());
        }
        let targets = if self.1 == 1 {
            w.winning_targets()
        } else {
            general::winning_targets(self.1, w.first, w.second)
        };
        let count = targets.len();
        let moves = targets
            .into_iter()
            .take(limit)
            .map(|to| w.changes_to(to))
            .collect();
        Some(Ok(Verdict {
            outcome: Outcome::from_next_player_wins(!reasoning.is_p_position),
            value,
            move_count: Some(Nat::from(count)),
            moves,
            method: if self.1 == 1 {
                "Wythoff P-positions".into()
            } else {
                "a-Wythoff P-positions (Fraenkel)".into()
            },
            misere_method: None,
            steps: vec![Step::new(reasoning)],
            notes,
        }))
    }
}

impl Words for WythoffHeaps {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        let a = self.after(changes).0;
        let (k, l) = (self.0.first - a.first, self.0.second - a.second);
        if k != l && k > 0 && l > 0 {
            return crate::i18n::t!(
                lang,
                "move-wythoff-unequal",
                k = k,
                l = l,
                a = self.0.first.to_string(),
                b = self.0.second.to_string(),
                c = a.first.to_string(),
                d = a.second.to_string()
            );
        }
        move_words_in((self.0.first, self.0.second), (a.first, a.second), lang)
    }
}

impl Moves for WythoffHeaps {
    /// `H N`, both heaps at once separated by a comma.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![
            crate::component::notation::Form::Take,
            crate::component::notation::Form::Several,
        ]
    }

    /// One token from the larger pile (the default would list every move, and give up
    /// beyond a million of them).
    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        notation::take_one_from_largest(self)
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }

    /// `H N` or `H -> M` names a heap; the move is completed from the rules (a move
    /// from both heaps is typed `1 N, 2 N`).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let mut wanted = notation::read_heap_moves(self, text, "heap")?;
        wanted.sort_by_key(|c| c.heap);
        self.check_move(&wanted)?;
        Ok(wanted)
    }

    /// From the rules, for heaps of any size: one heap smaller, or both smaller by
    /// amounts that differ by less than `a` (the same amount for Wythoff's game).
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        notation::check_pieces(self, changes)?;
        let taken = |c: &HeapChange| (c.to < c.from).then(|| &c.from - &c.to);
        let legal = match changes {
            [one] => taken(one).is_some(),
            [x, y] => {
                x.heap != y.heap
                    && match (taken(x), taken(y)) {
                        (Some(k), Some(l)) => {
                            let d = if k > l { &k - &l } else { &l - &k };
                            d < Nat::from(self.1)
                        }
                        _ => false,
                    }
            }
            _ => false,
        };
        if legal {
            Ok(())
        } else {
            Err(MoveError::Illegal(match self.1 {
                1 => crate::i18n::msg!("reason-wythoff-take"),
                r => crate::i18n::msg!("reason-wythoff-a-take", a = r),
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::component::search::{search_grundy, searchable};
    use crate::games::registry::read;
    use crate::solver::Solver;
    use grundy::parse_position;

    fn component(text: &str) -> AnyComponent {
        read(text).unwrap()[0].clone()
    }

    /// Every move — from one heap, or the same from both — is made by clicking, whatever
    /// the heaps: squares of the queen's board, counters of three rows, or bars that ask
    /// how many.
    #[test]
    fn every_move_is_a_play_for_any_heaps() {
        for (a, b) in [(3, 5), (20, 20), (25, 30), (57, 1000), (10u64.pow(18), 7)] {
            let board = parse_position(&format!("wythoff {a} {b}"))
                .unwrap()
                .pieces();
            let plays = &board[0].plays;
            let mut moves = 0u64;
            let mut diagonal = 0u64;
            for p in plays {
                let n = p
                    .amount
                    .as_ref()
                    .map_or(1, |x| x.max.parse::<u64>().unwrap());
                moves += n;
                if p.changes.len() == 2 {
                    diagonal += n;
                }
            }
            assert_eq!(moves, a + b + a.min(b), "wythoff {a} {b}");
            assert_eq!(diagonal, a.min(b), "wythoff {a} {b}: the diagonal moves");
        }
    }

    /// Heaps too large to list their moves are played all the same: moves are checked by
    /// the rules, and the game is not over while a heap has a counter.
    #[test]
    fn huge_heaps_are_played() {
        use grundy::play::{is_over, parse_move};
        let p = parse_position("wythoff 1000000000000000000 7").unwrap();
        assert!(!is_over(&p));
        let m = parse_move(&p, "1 5, 2 5").unwrap();
        assert_eq!(m.changes[1].to, Nat::from(2u64));
        assert!(parse_move(&p, "1 5, 2 4").is_err());
        assert!(parse_move(&p, "2 8").is_err());
        assert!(parse_move(&p, "1 -> 3").is_ok());
        assert!(is_over(&parse_position("wythoff 0 0").unwrap()));
    }

    /// The computer answers heaps of 52 and 995 from the P-positions, not by a search of
    /// the fastest win (58 million moves looked at, seconds per move on the page).
    #[test]
    fn the_computer_does_not_search_large_heaps() {
        use grundy::play::computer_move;
        let p = parse_position("wythoff 52 995").unwrap();
        let m = computer_move(&p, Convention::Normal).unwrap().unwrap();
        assert!(m.winning);
        assert_eq!(m.reason, "a winning move");
        let small = computer_move(&parse_position("wythoff 4 5").unwrap(), Convention::Normal);
        assert!(small.unwrap().unwrap().reason.contains("within"));
    }

    /// The verdict of `text` alone under normal play.
    fn verdict(text: &str) -> Verdict {
        let c = component(text);
        c.alone(Convention::Normal, &AnalyzeOptions::default(), usize::MAX)
            .unwrap()
            .unwrap()
    }

    /// The positions after the winning moves of `text` alone.
    fn afters(text: &str) -> Vec<String> {
        let c = component(text);
        verdict(text)
            .moves
            .iter()
            .map(|m| c.apply(m).to_string())
            .collect()
    }

    fn play(text: &str, typed: &str) -> Result<String, MoveError> {
        let c = component(text);
        c.parse_move(typed).map(|m| c.apply(&m).to_string())
    }

    #[test]
    fn alone_by_its_p_positions() {
        let v = verdict("wythoff 3 5");
        assert_eq!(v.outcome, Outcome::P);
        assert_eq!(v.value, Some(0u8.into()));
        assert_eq!(v.move_count, Some(0u8.into()));
        let v = verdict("wythoff 4 5");
        assert!(v.steps[0].is::<WythoffReasoning>());
        assert_eq!(v.method, "Wythoff P-positions");
        assert_eq!(afters("wythoff 4 5"), ["wythoff 1 2", "wythoff 3 5"]);
        let c = component("wythoff 4 5");
        assert_eq!(
            c.describe(&v.moves[0]),
            "take 3 from both heaps (4, 5 → 1, 2)"
        );
        assert_eq!(v.moves[0].len(), 2);
        assert!(c.nim_move(&v.moves[0]).is_none());
        let text = "wythoff 1000000000000000000 999999999999999999";
        let v = verdict(text);
        assert_eq!(v.outcome, Outcome::N);
        assert_eq!(v.value, None);
        assert!(v.notes[0].to_string().contains("256"), "{:?}", v.notes);
        for a in afters(text) {
            assert_eq!(verdict(&a).outcome, Outcome::P, "{a}");
        }
        let c = component("wythoff 1 1");
        assert!(c
            .alone(Convention::Misere, &AnalyzeOptions::default(), 1)
            .is_none());
    }

    #[test]
    fn in_a_sum_by_search() {
        let options = AnalyzeOptions::default();
        let c = component("wythoff 3 5");
        let v = c.value(&options).unwrap();
        assert_eq!((v.value.clone(), v.method.as_str()), (0u8.into(), "search"));
        // In `wythoff 3 5 + nim 2`, the moves to value 2.
        let found = c
            .moves_to_value(&v, &2u8.into(), usize::MAX, &options)
            .unwrap();
        assert_eq!(found.count, Ok(2u8.into()));
        let e = component("wythoff 300 500").value(&options).unwrap_err();
        assert!(e.to_string().contains("256"), "{e}");
        // The value agrees with the generic search.
        for text in ["wythoff 6 9", "wythoff 0 7", "wythoff 5 5"] {
            let c = component(text);
            let (s, _) = search_grundy(vec![&*c], 1_000_000, &Default::default()).unwrap();
            assert_eq!(c.value(&options).unwrap().value, s.into(), "{text}");
        }
    }

    #[test]
    fn parse_errors_play_and_misere() {
        for (input, token, column, message) in [
            ("wythoff 3 5 7", "7", 13, "exactly two heaps"),
            ("wythoff 3", "wythoff", 1, "exactly two heaps"),
            (
                "wythoff 3 2000000000000000000",
                "2000000000000000000",
                11,
                "10^18",
            ),
            ("wythoff(0) 3 5", "0", 9, "at least 1"),
        ] {
            let e = parse_position(input).unwrap_err();
            assert_eq!((e.token.as_str(), e.column), (token, column), "{input}");
            assert!(e.message.to_string().contains(message), "{input}: {e}");
        }
        assert_eq!(play("wythoff 4 5", "1 3, 2 3").unwrap(), "wythoff 1 2");
        assert_eq!(play("wythoff 4 5", "2 -> 0").unwrap(), "wythoff 4 0");
        assert!(play("wythoff 4 5", "1 3, 2 2").is_err());
        assert!(play("wythoff 4 5", "1 5").is_err());
        // Misère: take one heap, leave one counter.
        let c = component("wythoff 1 1");
        let (game, start) = searchable(vec![&*c], 1000).unwrap();
        let o = Solver::new(&game)
            .outcome(&start, Convention::Misere)
            .unwrap();
        assert_eq!(o, Outcome::N);
        assert_eq!(component("wythoff 4 5").pieces().items[1].units, Some(5));
    }
}
