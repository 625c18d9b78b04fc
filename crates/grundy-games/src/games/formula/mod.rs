//! Heap games written as a formula: `rule(n -> BODY) 7 4`, the options of a heap of `n`
//! as a list of lists of heaps left (the language is [`crate::heap::formula`]'s). A move
//! replaces one heap by one of its options; the values are computed by the definition,
//! heap by heap — no theorem proves a period of a formula, so a period is only observed.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! // Kayles written as a formula: knock down one pin, or two adjacent ones.
//! let p = parse_position("rule(n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2]) 5").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(4u8.into()));
//! assert_eq!(r.winning_moves[0].description, "replace heap 1 (5) by 2 and 2");
//! ```

grundy_core::words! {
    owner: "rule",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::board::CLICKABLE_UNITS;
use crate::component::search::{heap_search_size, splitting_moves};
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, HeapChange, MoveError,
    Refusal, SearchSize, SearchStep, Valued,
};
use crate::component::{Moves, Pieces, Search, Sequence, Valuation, Words};
use crate::heap::formula::FormulaRule;
use crate::i18n::{msg, t, Lang, Message};
use crate::language::{nats, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::reasoning::Step;
use grundy_heap::sequence::{SequenceRule, SolvedHeaps};
use num_traits::{ToPrimitive, Zero};
use std::sync::Arc;

/// The registry's entry for heap rules written as a formula.
pub static SPEC: GameSpec = GameSpec {
    names: &["rule"],
    matches: None,
    syntax: "rule(n -> [[…], …])",
    example: "rule(n -> [[n - 1], [n / 2, (n - 1) / 2]]) 7 4",
    examples: &[],
    about_id: "about-rule",
    syntax_id: "syntax-rule",
    parse,
    whole_position: false,
};

/// A heap game written as a formula, on several heaps.
///
/// ```
/// use grundy::games::formula::FormulaComponent;
/// use grundy::heap::formula::FormulaRule;
/// let rule = FormulaRule::parse("n -> [[n - 1]]").unwrap();
/// let c = FormulaComponent::new(rule, vec![3u8.into()]);
/// assert_eq!(c.rule().name(), "rule(n -> [[n - 1]])");
/// assert_eq!(c.heaps(), [3u8.into()]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormulaComponent {
    rule: FormulaRule,
    heaps: Vec<Nat>,
}

impl FormulaComponent {
    /// The game of `rule` on `heaps`.
    pub fn new(rule: FormulaRule, heaps: Vec<Nat>) -> Self {
        FormulaComponent { rule, heaps }
    }

    /// The rule.
    pub fn rule(&self) -> &FormulaRule {
        &self.rule
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Nat] {
        &self.heaps
    }

    /// Whether a heap of `n` may be taken whole (its options hold `[]`).
    fn can_vanish(&self, n: &Nat) -> bool {
        n.to_u64()
            .and_then(|n| self.rule.options(n).ok())
            .is_some_and(|o| o.iter().any(Vec::is_empty))
    }
}

/// Reads `rule(FORMULA) SIZES`: the formula's errors name their column in the whole
/// position.
fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.args_or("rule(n -> [[n - 1]])")?;
    head.need_sizes(sizes)?;
    let rule = FormulaRule::parse(&head.text).map_err(|e| {
        let e = e.shifted(head.column.saturating_sub(1));
        let column = e.column();
        let token: String = head
            .text
            .chars()
            .skip(column.saturating_sub(head.column))
            .take_while(|c| !c.is_whitespace())
            .take(24)
            .collect();
        ParseError {
            message: e.message(),
            token: if token.is_empty() {
                head.text.chars().take(24).collect()
            } else {
                token
            },
            column,
        }
    })?;
    Ok(AnyComponent::new(FormulaComponent::new(rule, nats(sizes)?)))
}

impl Component for FormulaComponent {
    fn name(&self) -> String {
        self.rule.name()
    }

    crate::component::heap_row!(heaps, |this, heaps| FormulaComponent::new(
        this.rule.clone(),
        heaps
    ));

    /// The board: every heap a row of counters. A rule that splits a heap (an option of
    /// two heaps or more for some heap a board draws) gets the board of the take-and-break
    /// rules — the counters a move takes pressed side by side, a dashed line where a heap
    /// parts; the others take from the end.
    fn pieces_in(&self, lang: Lang) -> Pieces {
        let options = |n: u64| self.rule.options(n).unwrap_or_default();
        if (1..=CLICKABLE_UNITS).any(|n| options(n).iter().any(|o| o.len() >= 2)) {
            crate::games::heap::split_board(&options, &self.heaps, lang)
        } else {
            Pieces::heaps_of_in(self, lang)
        }
    }

    crate::capabilities!(Search, Valuation, Sequence, Words, Moves);
}

impl Search for FormulaComponent {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.heaps.iter().map(|h| h.to_u64()).collect()
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        // A heap whose options the formula cannot give has none here; `has_move` tells
        // such a heap apart from a heap without moves.
        splitting_moves(state, |h| self.rule.options(h).unwrap_or_default())
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        heap_search_size(state)
    }
}

impl Valuation for FormulaComponent {
    fn results_are_distinct(&self) -> bool {
        // A heap taken whole from a run of equal ones is counted once in `moves_to_value`;
        // no other two moves leave the same heaps.
        true
    }

    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let heaps = SolvedHeaps::solve_within(
            SequenceRule::Formula(self.rule.clone()),
            &self.heaps,
            &options.cancel,
            &options.sequences,
        )?;
        let mut v = Valued::new(heaps.total.clone(), "nim-sequence");
        v.steps.push(Step::new(crate::games::heap::HeapGameSequence(
            heaps
                .solved
                .reasoning(&self.rule.name(), &self.heaps, options.row_limit),
        )));
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
            .ok_or_else(|| Refusal::Failed(msg!("reason-values-not-computed")))?;
        let repeats = |j: usize| {
            let heap = self.heaps.get(j);
            j > 0 && self.heaps.get(j - 1) == heap && heap.is_some_and(|h| self.can_vanish(h))
        };
        let found = solved.moves_to_value(&self.heaps, target, room, &options.cancel, repeats)?;
        Ok(Counted {
            count: found.count.map_err(|e| Refusal::Failed(Message::said(&e))),
            moves: found
                .moves
                .into_iter()
                .map(|(j, parts)| vec![HeapChange::split(j, self.piece(j), parts)])
                .collect(),
        })
    }
}

impl Sequence for FormulaComponent {
    fn sequence_rule(&self) -> Option<SequenceRule> {
        Some(SequenceRule::Formula(self.rule.clone()))
    }
}

impl Words for FormulaComponent {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: Lang) -> String {
        changes
            .iter()
            .map(|c| {
                let parts: Vec<String> = c
                    .becomes()
                    .iter()
                    .filter(|p| !p.is_zero())
                    .map(Nat::to_string)
                    .collect();
                if parts.is_empty() {
                    t!(lang, "move-rule-whole", heap = c.heap + 1, from = &c.from)
                } else {
                    t!(
                        lang,
                        "move-rule-parts",
                        heap = c.heap + 1,
                        from = &c.from,
                        parts = parts.join(&t!(lang, "and-join"))
                    )
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Moves for FormulaComponent {
    /// `H N` and `H -> a b`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![
            crate::component::notation::Form::Take,
            crate::component::notation::Form::Split,
        ]
    }

    /// `H -> a b …` (heap H becomes the heaps a, b, …; `H ->` takes it whole) or `H N`
    /// (take N from heap H, leaving one heap).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let count = self.piece_count();
        let part = text.trim();
        let change = if let Some((h, to)) = part.split_once("->") {
            let i = notation::index(text, h, "heap", count)?;
            let sizes: Vec<Nat> = to
                .split_whitespace()
                .map(|s| notation::number(text, s, "size"))
                .collect::<Result<_, _>>()?;
            HeapChange::split(i, self.piece(i), sizes)
        } else {
            let words: Vec<&str> = part.split_whitespace().collect();
            let [h, amount] = words.as_slice() else {
                return Err(notation::unreadable(
                    text,
                    msg!("reason-write-piece-amount", noun = "heap"),
                ));
            };
            let i = notation::index(text, h, "heap", count)?;
            let from = self.piece(i);
            let take = notation::number(text, amount, "amount")?;
            if take > from {
                return Err(MoveError::Illegal(msg!(
                    "reason-piece-has-only",
                    noun = "heap",
                    piece = i + 1,
                    size = &from
                )));
            }
            let to = &from - &take;
            HeapChange::split(i, from, if to.is_zero() { vec![] } else { vec![to] })
        };
        let changes = vec![change];
        notation::check_pieces(self, &changes)?;
        self.check_move(&changes)?;
        Ok(changes)
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let illegal = |m: Message| Err(MoveError::Illegal(m));
        let [ch] = changes else {
            return illegal(msg!("reason-one-heap-only"));
        };
        let Some(n) = ch.from.to_u64() else {
            return illegal(msg!("reason-heap-too-large-to-check", heap = ch.heap + 1));
        };
        let given: Vec<Nat> = ch.becomes().into_iter().filter(|p| !p.is_zero()).collect();
        let options = match self.rule.options(n) {
            Ok(options) => options,
            Err(e) => {
                return illegal(
                    msg!("reason-rule-no-options", game = self.rule.name(), heap = n)
                        .with_message("why", e.message()),
                )
            }
        };
        let parts: Option<Vec<u64>> = given.iter().map(Nat::to_u64).collect();
        let legal = parts.is_some_and(|mut parts| {
            parts.sort_unstable();
            options.contains(&parts)
        });
        if !legal {
            let shown: Vec<String> = given.iter().take(12).map(Nat::to_string).collect();
            return illegal(
                msg!(
                    "reason-rule-not-an-option",
                    game = self.rule.name(),
                    heap = n
                )
                .with_texts("parts", shown, ", "),
            );
        }
        Ok(())
    }

    fn has_move(&self) -> Option<bool> {
        // A heap whose options cannot be given leaves the question open.
        let mut any = false;
        for h in &self.heaps {
            match h.to_u64().map(|n| self.rule.options(n)) {
                Some(Ok(options)) => any |= !options.is_empty(),
                _ => return None,
            }
        }
        Some(any)
    }
}

#[cfg(test)]
mod tests;
