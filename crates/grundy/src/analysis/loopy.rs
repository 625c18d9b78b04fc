//! Positions with a loopy component: the sum rules of generalized values, the moves that
//! keep the win (to a P-position) or the draw (to a draw).

use super::{component_report, distinct_results, refused, AnalysisError, Found};
use crate::component::HeapChange;
use crate::component::{AnalyzeOptions, AnyComponent, Counted, LoopyValued, Refusal, Valued};
use crate::loopy::explain::LoopySumReasoning;
use crate::loopy::GenValue;
use crate::nat::Nat;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::reasoning::Step;

/// The most moves of a component that always ends looked at one by one (to find those
/// that keep a draw).
const DRAW_MOVES_LIMIT: f64 = 10_000.0;

/// Misère play of a position with a loopy component: refused (no theory here).
pub(crate) fn misere(position: &Position) -> Option<AnalysisError> {
    let options = AnalyzeOptions::default();
    position
        .components
        .iter()
        .enumerate()
        .find(|(_, c)| c.loopy(&options).is_some())
        .map(|(i, c)| AnalysisError::Component {
            index: i + 1,
            game: c.name(),
            message: crate::i18n::msg!("reason-loopy-misere"),
        })
}

/// A component's value: generalized (loopy) or ordinary.
enum Part {
    Loopy(LoopyValued),
    Ends(Valued),
}

/// The analysis under normal play when a component is loopy; `None` when none is.
pub(crate) fn normal(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Option<Result<Found, AnalysisError>> {
    let mut loopy = Vec::with_capacity(position.components.len());
    for (i, c) in position.components.iter().enumerate() {
        match c.loopy(options) {
            Some(Ok(v)) => loopy.push(Some(v)),
            Some(Err(r)) => return Some(Err(refused(i, c, r))),
            None => loopy.push(None),
        }
    }
    if loopy.iter().all(Option::is_none) {
        return None;
    }
    Some(sum(position, options, limit, loopy))
}

fn sum(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
    loopy: Vec<Option<LoopyValued>>,
) -> Result<Found, AnalysisError> {
    let mut parts = Vec::new();
    let mut values = Vec::new();
    let mut reports = Vec::new();
    let mut reasoning = Vec::new();
    let mut notes = Vec::new();
    for ((i, c), l) in position.components.iter().enumerate().zip(loopy) {
        let (part, value, method) = match l {
            Some(l) => {
                let (v, m) = (l.value.clone(), l.method.clone());
                (Part::Loopy(l), v, m)
            }
            None => {
                let v = c.value(options).map_err(|r| refused(i, c, r))?;
                let (g, m) = (GenValue::Finite(v.value.clone()), v.method.clone());
                (Part::Ends(v), g, m)
            }
        };
        let (steps, more) = match &part {
            Part::Loopy(l) => (&l.steps, &l.notes),
            Part::Ends(v) => (&v.steps, &v.notes),
        };
        reasoning.extend(steps.iter().cloned());
        notes.extend(more.iter().cloned());
        let mut report = component_report(i, c, value.as_finite().cloned(), &method);
        if matches!(part, Part::Loopy(_)) {
            report.loopy_value = Some(value.clone());
        }
        reports.push(report);
        parts.push(part);
        values.push(value);
    }
    let total = GenValue::sum(&values);
    let outcome = total.outcome();
    if position.components.len() > 1 {
        reasoning.push(Step::new(LoopySumReasoning {
            values: values.clone(),
            total: total.clone(),
            outcome,
        }));
    }
    let mut count = Some(Nat::from(0u8));
    let mut moves: Vec<(usize, Vec<HeapChange>)> = Vec::new();
    let want = match outcome {
        Outcome::N => Outcome::P,
        Outcome::D => Outcome::D,
        Outcome::P => {
            return Ok(found(
                outcome, total, count, moves, reports, reasoning, notes,
            ));
        }
    };
    let after = |i: usize, v: GenValue| {
        let mut vs = values.clone();
        if let Some(slot) = vs.get_mut(i) {
            *slot = v;
        }
        GenValue::sum(&vs).outcome()
    };
    for (i, (part, c)) in parts.iter().zip(&position.components).enumerate() {
        options.cancel.check()?;
        let counted = match part {
            Part::Loopy(l) => {
                let good: Vec<Vec<HeapChange>> = l
                    .moves
                    .iter()
                    .filter(|m| after(i, m.value.clone()) == want)
                    .map(|m| m.changes.clone())
                    .collect();
                Counted {
                    count: Ok(Nat::from(good.len())),
                    moves: good,
                }
            }
            Part::Ends(v) => {
                let room = limit.saturating_sub(moves.len());
                match (&total, want) {
                    // All finite: the usual move to value b ⊕ x.
                    (GenValue::Finite(x), Outcome::P) => {
                        let c2 = c
                            .moves_to_value(v, &(&v.value ^ x), room, options)
                            .map_err(|r| refused(i, c, r))?;
                        distinct_results(c, c2)
                    }
                    // An infinite component stays: no move here reaches a P-position.
                    (_, Outcome::P) => Counted::none(),
                    _ => draw_keeping(c, i, &after, options).map_err(|r| refused(i, c, r))?,
                }
            }
        };
        match counted.count {
            Ok(n) => count = count.map(|c| c + n),
            Err(Refusal::Cancelled(c)) => return Err(c.into()),
            Err(why) => {
                count = None;
                notes.push(
                    crate::i18n::msg!("note-loopy-uncounted", component = i + 1)
                        .with_error("why", &why),
                );
            }
        }
        let room = limit.saturating_sub(moves.len());
        moves.extend(counted.moves.into_iter().take(room).map(|m| (i, m)));
    }
    Ok(found(
        outcome, total, count, moves, reports, reasoning, notes,
    ))
}

/// The moves of a component that always ends that keep a draw: each move's value, found
/// by the component itself, tried in the sum.
fn draw_keeping(
    c: &AnyComponent,
    i: usize,
    after: &dyn Fn(usize, GenValue) -> Outcome,
    options: &AnalyzeOptions,
) -> Result<Counted, Refusal> {
    let state = c
        .search_state()
        .filter(|s| c.search_size(s).branching <= DRAW_MOVES_LIMIT);
    let Some(state) = state else {
        return Ok(Counted {
            count: Err(Refusal::Failed(crate::i18n::msg!(
                "reason-draw-too-many-moves"
            ))),
            moves: Vec::new(),
        });
    };
    let mut good = Vec::new();
    for step in c.search_moves(&state) {
        options.cancel.check()?;
        let v = c.apply(&step.changes).value(options)?;
        if after(i, GenValue::Finite(v.value)) == Outcome::D {
            good.push(step.changes);
        }
    }
    Ok(distinct_results(
        c,
        Counted {
            count: Ok(Nat::from(good.len())),
            moves: good,
        },
    ))
}

fn found(
    outcome: Outcome,
    total: GenValue,
    move_count: Option<Nat>,
    moves: Vec<(usize, Vec<HeapChange>)>,
    components: Vec<crate::report::ComponentReport>,
    reasoning: Vec<Step>,
    notes: Vec<crate::i18n::Message>,
) -> Found {
    Found {
        outcome,
        value: total.as_finite().cloned(),
        loopy_value: Some(total),
        move_count,
        moves,
        components,
        reasoning,
        notes,
        misere_method: None,
    }
}
