//! Subtraction games as components: `sub(1,3,4) 20`, `bounded(3) 10`, `allbut(1,2) 7` —
//! a move takes an allowed amount from one heap. The rules are in [`crate::subtraction`],
//! their nim-sequences and proved periods in `grundy::sequence` (the facade) (shared with heap games).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // sub(1,3,4): values 0 1 0 1 2 3 2, period 7; G(20) = G(6) = 2.
//! let r = analyze(&parse_position("sub(1,3,4) 20").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(2u8.into()));
//! ```

grundy_core::words! {
    owner: "subtraction",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::search::piece_moves;
use crate::component::HeapChange;
use crate::component::{
    AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, MoveError, Refusal, SearchSize,
    SearchStep, Valued,
};
use crate::component::{Moves, Search, Sequence, Valuation};
use crate::i18n::msg;
use crate::language::{nats, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::reasoning::Step;
use crate::subtraction::SubtractionRule;
use grundy_heap::sequence::{SequenceRule, SolvedHeaps};
use num_traits::{One, ToPrimitive};

/// The registry's entry for `sub(a,b,…)`.
pub static SUB: GameSpec = GameSpec {
    names: &["sub"],
    matches: None,
    syntax: "sub(a,b,…)",
    example: "sub(1,3,4) 7 5",
    examples: &[],
    about_id: "about-sub",
    syntax_id: "syntax-sub",
    parse,
    whole_position: false,
};

/// The registry's entry for `bounded(k)`.
pub static BOUNDED: GameSpec = GameSpec {
    names: &["bounded"],
    matches: None,
    syntax: "bounded(k)",
    example: "bounded(3) 10",
    examples: &[],
    about_id: "about-bounded",
    syntax_id: "syntax-bounded",
    parse,
    whole_position: false,
};

/// The registry's entry for `allbut(a,b,…)`.
pub static ALL_BUT: GameSpec = GameSpec {
    names: &["allbut"],
    matches: None,
    syntax: "allbut(a,b,…)",
    example: "allbut(1,2) 7 4",
    examples: &[],
    about_id: "about-allbut",
    syntax_id: "syntax-allbut",
    parse,
    whole_position: false,
};

/// A subtraction game played on several heaps (a sum of one-heap games).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction {
    rule: SubtractionRule,
    heaps: Vec<Nat>,
}

impl Subtraction {
    /// The game `rule` on `heaps`.
    ///
    /// ```
    /// use grundy::games::subtraction::Subtraction;
    /// use grundy::subtraction::SubtractionRule;
    /// let g = Subtraction::new(SubtractionRule::bounded(3).unwrap(), vec![10u8.into()]);
    /// assert_eq!(g.rule().name(), "bounded(3)");
    /// ```
    pub fn new(rule: SubtractionRule, heaps: Vec<Nat>) -> Self {
        Subtraction { rule, heaps }
    }

    /// The rule.
    pub fn rule(&self) -> &SubtractionRule {
        &self.rule
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Nat] {
        &self.heaps
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.need_sizes(sizes)?;
    let example = match head.name.as_str() {
        "bounded" => "bounded(3)",
        _ => "sub(1,3,4)",
    };
    let args = if head.name == "allbut" {
        head.args.clone().unwrap_or_default()
    } else {
        head.args_or(example)?.to_vec()
    };
    let mut values = Vec::with_capacity(args.len());
    for a in &args {
        values.push(a.small::<u64>("parse-what-amount", u64::MAX)?);
    }
    let rule = match head.name.as_str() {
        "sub" => SubtractionRule::finite(values),
        "allbut" => SubtractionRule::all_but(values),
        _ => {
            let [k] = values[..] else {
                return Err(head.error(msg!("parse-one-argument-k", name = "bounded")));
            };
            SubtractionRule::bounded(k)
        }
    }
    .map_err(|e| head.error(e.message()))?;
    Ok(AnyComponent::new(Subtraction::new(rule, nats(sizes)?)))
}

impl Component for Subtraction {
    fn name(&self) -> String {
        self.rule.name()
    }

    crate::component::heap_row!(heaps, |this, heaps| Subtraction::new(
        this.rule.clone(),
        heaps
    ));

    crate::capabilities!(Search, Valuation, Sequence, Moves);
}

impl Search for Subtraction {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.heaps.iter().map(|h| u64::try_from(h).ok()).collect()
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        piece_moves(state, |h| self.rule.options(h))
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let mut size = crate::component::search::heap_search_size(state);
        size.branching = state
            .iter()
            .map(|&h| match &self.rule {
                SubtractionRule::Finite(s) => s.len().min(h as usize) as f64,
                SubtractionRule::Bounded(k) => (*k).min(h) as f64,
                SubtractionRule::AllBut(_) => h as f64,
            })
            .sum();
        size
    }
}

impl Valuation for Subtraction {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let heaps = SolvedHeaps::solve_within(
            SequenceRule::from(&self.rule),
            &self.heaps,
            &options.cancel,
            &options.sequences,
        )?;
        let mut v = Valued::new(heaps.total.clone(), "nim-sequence");
        v.steps
            .push(Step::new(crate::games::heap::SubtractionSequence(
                heaps
                    .solved
                    .reasoning(&self.rule.name(), &self.heaps, options.row_limit),
            )));
        v.memo = Some(std::sync::Arc::new(heaps));
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
        // Each move lowers one heap and none vanishes: no two moves leave the same heaps.
        let repeats = |_: usize| false;
        let found = solved.moves_to_value(&self.heaps, target, room, &options.cancel, repeats)?;
        Ok(Counted {
            count: found
                .count
                .map_err(|e| Refusal::Failed(crate::i18n::Message::said(&e))),
            moves: found
                .moves
                .into_iter()
                .map(|(j, parts)| {
                    vec![HeapChange::new(
                        j,
                        self.piece(j),
                        parts.into_iter().next().unwrap_or_default(),
                    )]
                })
                .collect(),
        })
    }

    fn results_are_distinct(&self) -> bool {
        // Each move lowers one heap, none vanishes: no two leave the same heaps.
        true
    }

    fn is_quick(&self) -> bool {
        // Only a heap the default budget refuses at once, the rule's period search having
        // already run to its end without a proof (Hardening II, F8).
        let rule = SequenceRule::from(&self.rule);
        let budget = grundy_heap::sequence::SolveBudget::default();
        self.heaps
            .iter()
            .any(|h| grundy_heap::sequence::SolvedSequence::refused_at_once(&rule, h, &budget))
    }
}

impl Sequence for Subtraction {
    fn sequence_rule(&self) -> Option<grundy_heap::sequence::SequenceRule> {
        Some(grundy_heap::sequence::SequenceRule::Subtraction(
            self.rule.clone(),
        ))
    }
}

impl Moves for Subtraction {
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        use crate::i18n::msg;
        let illegal = |m: crate::i18n::Message| Err(MoveError::Illegal(m));
        let [ch] = changes else {
            return illegal(msg!("reason-take-positive-one-heap"));
        };
        if ch.to >= ch.from {
            return illegal(msg!("reason-take-positive-one-heap"));
        }
        let take = &ch.from - &ch.to;
        let allowed = match &self.rule {
            SubtractionRule::Finite(set) => take.to_u64().is_some_and(|t| set.contains(&t)),
            SubtractionRule::Bounded(k) => take <= Nat::from(*k),
            SubtractionRule::AllBut(x) => take.to_u64().is_none_or(|t| !x.contains(&t)),
        };
        if !allowed {
            return illegal(msg!(
                "reason-taking-not-allowed",
                game = self.rule.name(),
                take = &take
            ));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let least = match &self.rule {
            SubtractionRule::Finite(set) => set.first().map(|&s| Nat::from(s)),
            SubtractionRule::Bounded(_) => Some(Nat::one()),
            SubtractionRule::AllBut(x) => (1u64..).find(|t| !x.contains(t)).map(Nat::from),
        }?;
        let (i, from) = self
            .heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| **h >= least)
            .fold(None, |best: Option<(usize, &Nat)>, (i, h)| match best {
                Some((_, b)) if b >= h => best,
                _ => Some((i, h)),
            })?;
        Some(vec![HeapChange::new(i, from.clone(), from - &least)])
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
            "sub(1,3,4) 20 + nim 5 7",
            "bounded(3) 10",
            "allbut(1,2) 7 8",
            "allbut() 3",
        ] {
            assert_eq!(parse_position(text).unwrap().to_string(), text);
        }
        assert_eq!(
            parse_position("sub( 4 ,1,3) 20 + 5 7").unwrap().to_string(),
            "sub(1,3,4) 20 + nim 5 7"
        );
        assert_eq!(parse_position("sub() 5").unwrap_err().column, 1);
    }
}
