//! The reasoning of loopy analyses as data, and in words: the labelling rounds of a graph
//! with cycles ([`LoopyReasoning`]) and the sum rule for generalized values
//! ([`LoopySumReasoning`]).

use super::GenValue;
use crate::outcome::Outcome;
use crate::report::explain::{explanation, Align, Explanation, Table};
use serde::Serialize;

/// The most vertices named in one cell of the rounds table.
pub const NAMED_PER_ROUND: usize = 12;

/// The labelling rounds of a graph with cycles, and the values of its tokens.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoopyReasoning {
    /// The component, as written (`graph(edges.txt)`).
    pub game: String,
    /// Vertices of the graph.
    pub vertices: usize,
    /// Arcs of the graph.
    pub arcs: u64,
    /// One entry per round.
    pub rounds: Vec<RoundShown>,
    /// Each token's vertex and value.
    pub tokens: Vec<TokenValue>,
}

/// One labelling round, with the first vertices it settled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundShown {
    /// The round's finite value `m`.
    pub value: u32,
    /// How many vertices got `m`.
    pub labelled: u64,
    /// The first of them (at most [`NAMED_PER_ROUND`]).
    pub labelled_vertices: Vec<u64>,
    /// How many vertices were found ∞ at the end of the round.
    pub infinite: u64,
    /// The first of them.
    pub infinite_vertices: Vec<u64>,
}

/// A token and the value of its vertex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TokenValue {
    /// The vertex.
    pub vertex: u64,
    /// Its generalized value.
    pub value: GenValue,
}

/// The sum rule for generalized values.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LoopySumReasoning {
    /// Each component's value, in order.
    pub values: Vec<GenValue>,
    /// The value of the sum.
    pub total: GenValue,
    /// Who wins the sum.
    pub outcome: Outcome,
}

fn list(vertices: &[u64], count: u64) -> String {
    if count == 0 {
        return "—".into();
    }
    let mut s = vertices
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    if count > vertices.len() as u64 {
        s.push_str(&format!(", … ({count} in all)"));
    }
    s
}

/// The outcome of a generalized value in words.
pub fn outcome_words(v: &GenValue) -> String {
    match (v, v.outcome()) {
        (_, Outcome::P) => "a P-position (the player to move loses)".into(),
        (GenValue::Finite(_), _) => "an N-position (the player to move wins)".into(),
        (_, Outcome::N) => "an N-position (an option has value 0: move there)".into(),
        _ => "a draw (no option has value 0, and the play can be kept going for ever)".into(),
    }
}

/// The labelling rounds in words: the rule, a table of rounds, the tokens' values.
pub fn rounds(r: &LoopyReasoning) -> Explanation {
    let mut e = explanation("Generalized Sprague–Grundy values (labelling rounds)");
    e.paragraphs.push(format!(
        "{} has cycles ({} vertices, {} arcs), so play may go on for ever. Smith's generalized values: a vertex gets the finite value m when no option has value m, every smaller value is an option's value, and every option of larger or infinite value has an option of value m (an escape can be answered by coming back); otherwise its value is ∞, written with the finite values K of its options.",
        r.game, r.vertices, r.arcs
    ));
    e.paragraphs.push("Round m labels m every vertex whose remaining options all have an option already labelled m (at first: vertices with no remaining option), repeating until nothing changes; a remaining vertex without an option labelled m can get no finite value any more and becomes ∞.".into());
    let mut t = Table::new(&[
        ("round m", Align::Right),
        ("labelled m", Align::Left),
        ("found ∞", Align::Left),
    ]);
    for round in &r.rounds {
        t.push(vec![
            round.value.to_string(),
            list(&round.labelled_vertices, round.labelled),
            list(&round.infinite_vertices, round.infinite),
        ]);
    }
    e.table = Some(t);
    for token in &r.tokens {
        e.conclusion.push(format!(
            "vertex {}: value {} — {}",
            token.vertex,
            token.value,
            outcome_words(&token.value)
        ));
    }
    e
}

/// The sum rule in words.
pub fn sum(s: &LoopySumReasoning) -> Explanation {
    let mut e = explanation("Sum of generalized values");
    let values: Vec<String> = s.values.iter().map(ToString::to_string).collect();
    e.paragraphs.push(format!(
        "The components' values are {}. Finite values add by XOR; ∞{{K}} plus a finite n is ∞{{K ⊕ n}}; two or more infinite components give ∞{{}}, a draw.",
        values.join(", ")
    ));
    e.conclusion.push(format!(
        "The sum has value {}: {}.",
        s.total,
        outcome_words(&s.total)
    ));
    e
}
