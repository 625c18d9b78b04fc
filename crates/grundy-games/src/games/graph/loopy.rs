//! Tokens on a graph with cycles: the component's generalized value (the sum of its
//! tokens'), every move with the value it leads to, and the labelling rounds.

use crate::component::HeapChange;
use crate::component::Refusal;
use crate::component::{LoopyMove, LoopyValued};
use crate::loopy::explain::{LoopyReasoning, RoundShown, TokenValue, NAMED_PER_ROUND};
use crate::loopy::graph::LoopyGraph;
use crate::loopy::GenValue;
use crate::reasoning::Step;

/// The value of tokens on `tokens` of `g` (read from `source`), with every move.
pub(super) fn valued(g: &LoopyGraph, source: &str, tokens: &[u64]) -> Result<LoopyValued, Refusal> {
    let value_of = |v: u64| {
        g.value_of(v)
            .ok_or_else(|| Refusal::Failed(crate::i18n::msg!("reason-not-a-vertex", vertex = v)))
    };
    let values: Vec<GenValue> = tokens
        .iter()
        .map(|&t| value_of(t))
        .collect::<Result<_, _>>()?;
    let mut moves = Vec::new();
    for (j, &t) in tokens.iter().enumerate() {
        for to in g.successors(t) {
            let mut after = values.clone();
            if let Some(slot) = after.get_mut(j) {
                *slot = value_of(to)?;
            }
            moves.push(LoopyMove {
                changes: vec![HeapChange::new(j, t.into(), to.into())],
                value: GenValue::sum(&after),
            });
        }
    }
    let reasoning = LoopyReasoning {
        game: format!("graph({source})"),
        vertices: g.vertex_count(),
        arcs: g.arc_count(),
        rounds: rounds(g),
        tokens: tokens
            .iter()
            .zip(&values)
            .map(|(&vertex, value)| TokenValue {
                vertex,
                value: value.clone(),
            })
            .collect(),
    };
    Ok(LoopyValued {
        value: GenValue::sum(&values),
        method: "generalized Sprague–Grundy (labelling rounds)".into(),
        moves,
        steps: vec![Step::new(reasoning)],
        notes: Vec::new(),
    })
}

/// Each round with the first vertices it labelled and found ∞.
fn rounds(g: &LoopyGraph) -> Vec<RoundShown> {
    let mut shown: Vec<RoundShown> = g
        .rounds()
        .iter()
        .map(|r| RoundShown {
            value: r.value,
            labelled: r.labelled,
            labelled_vertices: Vec::new(),
            infinite: r.infinite,
            infinite_vertices: Vec::new(),
        })
        .collect();
    for (v, value) in g.values() {
        let Some(round) = g.round_of(v).and_then(|r| shown.get_mut(r as usize)) else {
            continue;
        };
        let list = match value {
            GenValue::Finite(_) => &mut round.labelled_vertices,
            GenValue::Infinite(_) => &mut round.infinite_vertices,
        };
        if list.len() < NAMED_PER_ROUND {
            list.push(v);
        }
    }
    shown
}
