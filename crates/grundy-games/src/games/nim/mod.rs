//! Nim: `3 4 5`, `nim 3 4 5` — its mathematics and how it enters positions.
//!
//! | file | what it holds |
//! |---|---|
//! | `heaps.rs` | [`NimHeaps`]: the heaps, compact while they fit in `u64` |
//! | `bouton.rs` | Bouton's theorem: [`nim_sum`], [`outcome`], [`moves_to_nim_sum`], [`winning_moves`] |
//! | `columns.rs` | the binary column table a person can follow: [`column_table`], [`NimColumns`] |
//! | `misere.rs` | Bouton's misère rule: [`misere`], [`MisereNimReasoning`] |
//! | `mod.rs` | [`Nim`] as a component: its syntax, its verdict when it is the whole position, its value and moves in a sum, its search moves and its move notation |
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! let r = analyze(&parse_position("nim 3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! assert_eq!(r.winning_moves[0].description, "take 2 from heap 1 (3 → 1)");
//! ```

mod board;
mod bouton;
mod columns;
mod heaps;
mod misere;
mod words;

grundy_core::words! {
    owner: "nim",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use bouton::{moves_to_nim_sum, nim_sum, outcome, winning_moves};
pub use columns::{
    binary_digits, column_table, column_table_with_moves, NimCarrier, NimColumns, NimRow,
};
pub use heaps::NimHeaps;
pub use misere::{misere, MisereCase, MisereNim, MisereNimReasoning};

use crate::component::HeapChange;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, MoveError, Refusal,
    SearchStep, Valued, Verdict,
};
use crate::component::{Moves, Search, Theorems, Valuation};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Step;
use num_traits::{ToPrimitive, Zero};

/// The registry's entry for Nim (also the game of a component written without a name).
pub static SPEC: GameSpec = GameSpec {
    names: &["nim"],
    matches: None,
    syntax: "nim (or nothing)",
    example: "3 4 5",
    examples: &[],
    about_id: "about-nim",
    syntax_id: "syntax-nim",
    parse,
    whole_position: false,
};

/// Nim on several heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nim {
    heaps: NimHeaps,
}

impl Nim {
    /// Nim on `heaps`.
    pub fn new(heaps: NimHeaps) -> Self {
        Nim { heaps }
    }

    /// Nim on `u64` heaps.
    ///
    /// ```
    /// let n = grundy::games::nim::Nim::from_u64s(vec![3, 4, 5]);
    /// assert_eq!(n.heaps().len(), 3);
    /// ```
    pub fn from_u64s(heaps: Vec<u64>) -> Self {
        Nim::new(NimHeaps::Small(heaps))
    }

    /// The heaps.
    pub fn heaps(&self) -> &NimHeaps {
        &self.heaps
    }
}

/// Heap sizes kept as `u64` while they fit: millions of heaps stay compact.
fn nim_heaps(sizes: &[SizeToken]) -> Result<NimHeaps, ParseError> {
    let mut small: Vec<u64> = Vec::with_capacity(sizes.len());
    for (i, t) in sizes.iter().enumerate() {
        match t.text.parse::<u64>() {
            Ok(v) => small.push(v),
            Err(_) => {
                let mut big: Vec<Nat> = small.into_iter().map(Nat::from).collect();
                for t in sizes.iter().skip(i) {
                    big.push(t.nat()?);
                }
                return Ok(NimHeaps::from_nats(big));
            }
        }
    }
    Ok(NimHeaps::Small(small))
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.need_sizes(sizes)?;
    head.no_args()?;
    Ok(AnyComponent::new(Nim::new(nim_heaps(sizes)?)))
}

impl Component for Nim {
    fn name(&self) -> String {
        "nim".to_string()
    }

    fn sizes(&self) -> Vec<String> {
        self.heaps.iter().map(|h| h.to_string()).collect()
    }

    fn piece_count(&self) -> usize {
        self.heaps.len()
    }

    fn piece(&self, i: usize) -> Nat {
        self.heaps.get(i)
    }

    fn pieces_in(&self, lang: crate::i18n::Lang) -> crate::component::Pieces {
        let rows = crate::component::Pieces::heaps_of_in(self, lang);
        board::pieces(&self.heaps, rows, lang)
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let mut all: Vec<Nat> = self.heaps.iter().collect();
        HeapChange::apply_all(changes, &mut all);
        AnyComponent::new(Nim::new(NimHeaps::from_nats(all)))
    }

    fn bare_when_alone(&self) -> bool {
        true
    }

    crate::capabilities!(Search, Valuation, Theorems, Moves);
}

impl Search for Nim {
    fn search_state(&self) -> Option<Vec<u64>> {
        match &self.heaps {
            NimHeaps::Small(v) => Some(v.clone()),
            NimHeaps::Big(_) => None,
        }
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let mut out = Vec::new();
        for (i, &h) in state.iter().enumerate() {
            for to in 0..h {
                let mut after = state.to_vec();
                if let Some(a) = after.get_mut(i) {
                    *a = to;
                }
                out.push(SearchStep {
                    changes: vec![HeapChange::new(i, h.into(), to.into())],
                    after,
                });
            }
        }
        out
    }
}

impl Valuation for Nim {
    fn results_are_distinct(&self) -> bool {
        // Each move changes one heap to a smaller size: no two leave the same heaps.
        true
    }

    fn is_quick(&self) -> bool {
        true
    }

    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let mut v = Valued::new(nim_sum(&self.heaps), "nim-sum");
        v.steps
            .push(Step::new(column_table(&self.heaps, options.row_limit)));
        Ok(v)
    }

    fn moves_to_value(
        &self,
        _: &Valued,
        target: &Nat,
        room: usize,
        _: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let (n, found) = moves_to_nim_sum(&self.heaps, target, room);
        Ok(Counted {
            count: Ok(Nat::from(n)),
            moves: found.into_iter().map(|m| vec![m]).collect(),
        })
    }
}

impl Theorems for Nim {
    /// Nim positions are tame by definition: genus `g^{g,g⊕2}` with a heap of 2 or more,
    /// else `0^{120}` or `1^{031}` by the parity of the 1-heaps.
    fn genus(&self, _: &AnalyzeOptions) -> Result<crate::component::ComponentGenus, Refusal> {
        let heaps: Option<Vec<u64>> = self.heaps.iter().map(|h| h.to_u64()).collect();
        let heaps = heaps.ok_or_else(|| Refusal::TooLarge {
            what: crate::i18n::msg!("reason-nim-genus-heap"),
            limit: u64::MAX,
        })?;
        Ok(crate::component::ComponentGenus::formula(
            crate::misere::genus::Genus::nim(&heaps),
            true,
        ))
    }

    fn nim_heaps(&self) -> Option<Vec<u64>> {
        match &self.heaps {
            NimHeaps::Small(heaps) => Some(heaps.clone()),
            NimHeaps::Big(_) => None,
        }
    }

    fn alone(
        &self,
        convention: Convention,
        options: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        Some(Ok(match convention {
            Convention::Normal => {
                // One pass over the heaps (millions of them, from a file) for the table,
                // the nim-sum, the number of winning moves and the first `limit` of them.
                let (table, moves) = column_table_with_moves(&self.heaps, options.row_limit, limit);
                let s = table.nim_sum.clone();
                Verdict {
                    outcome: Outcome::from_next_player_wins(!s.is_zero()),
                    value: Some(s),
                    move_count: Some(table.carriers_total.into()),
                    moves: moves.into_iter().map(|m| vec![m]).collect(),
                    method: "nim-sum".into(),
                    misere_method: None,
                    steps: vec![Step::new(table)],
                    notes: vec![],
                }
            }
            Convention::Misere => {
                let m = misere(&self.heaps, limit);
                Verdict {
                    outcome: m.outcome,
                    value: None,
                    move_count: Some(m.move_count.into()),
                    moves: m.moves.into_iter().map(|c| vec![c]).collect(),
                    method: "misère Nim rule".into(),
                    misere_method: Some(crate::misere::MisereMethod::Bouton),
                    steps: vec![
                        Step::new(column_table(&self.heaps, options.row_limit)),
                        Step::new(m.reasoning),
                    ],
                    notes: vec![],
                }
            }
        }))
    }
}

impl Moves for Nim {
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let [ch] = changes else {
            return Err(MoveError::Illegal(crate::i18n::msg!("reason-nim-one-heap")));
        };
        if ch.to >= ch.from {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-heap-must-get-smaller",
                heap = ch.heap + 1
            )));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        notation::take_one_from_largest(self)
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }
}

#[cfg(test)]
mod tests {
    use grundy::parse_position;

    #[test]
    fn round_trips_and_errors() {
        for text in [
            "3 4 5",
            "nim 3 4 + nim 5",
            "100000000000000000000000000000000 1",
        ] {
            assert_eq!(parse_position(text).unwrap().to_string(), text);
        }
        let e = parse_position("nim").unwrap_err();
        assert!(e.message.to_string().contains("at least one heap"), "{e}");
        let e = parse_position("nim(2) 3").unwrap_err();
        assert!(e.message.to_string().contains("takes no arguments"), "{e}");
    }
}
