//! The reasoning of loopy analyses as data, and in words: the labelling rounds of a graph
//! with cycles ([`LoopyReasoning`]) and the sum rule for generalized values
//! ([`LoopySumReasoning`]).

use super::GenValue;
use crate::explanation::{explanation, Align, Explanation, Table};
use crate::i18n::{t, Lang};
use crate::outcome::Outcome;
use crate::reasoning::{Reasoning, Standing};
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

fn list(vertices: &[u64], count: u64, lang: Lang) -> String {
    if count == 0 {
        return "—".into();
    }
    let mut s = vertices
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    if count > vertices.len() as u64 {
        s.push_str(", ");
        s.push_str(&t!(lang, "loopy-in-all", count = count));
    }
    s
}

/// The outcome of a generalized value in words.
pub fn outcome_words(v: &GenValue) -> String {
    outcome_words_in(v, Lang::En)
}

/// [`outcome_words`] in `lang`.
///
/// ```
/// use grundy_loopy::{explain::outcome_words_in, GenValue};
/// assert!(outcome_words_in(&GenValue::Finite(0u8.into()), grundy_core::Lang::Ru).starts_with("P-позиция"));
/// ```
pub fn outcome_words_in(v: &GenValue, lang: Lang) -> String {
    t!(
        lang,
        match (v, v.outcome()) {
            (_, Outcome::P) => "loopy-outcome-p",
            (GenValue::Finite(_), _) => "loopy-outcome-n",
            (_, Outcome::N) => "loopy-outcome-n-infinite",
            _ => "loopy-outcome-d",
        }
    )
}

/// The labelling rounds in words: the rule, a table of rounds, the tokens' values.
fn rounds(r: &LoopyReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "loopy-title"));
    e.paragraphs.push(t!(
        lang,
        "loopy-rule",
        game = &r.game,
        vertices = r.vertices,
        arcs = r.arcs
    ));
    e.paragraphs.push(t!(lang, "loopy-rounds"));
    let (round, labelled, infinite) = (
        t!(lang, "col-round"),
        t!(lang, "col-labelled"),
        t!(lang, "col-found-infinite"),
    );
    let mut t = Table::new(&[
        (&round, Align::Right),
        (&labelled, Align::Left),
        (&infinite, Align::Left),
    ]);
    for round in &r.rounds {
        t.push(vec![
            round.value.to_string(),
            list(&round.labelled_vertices, round.labelled, lang),
            list(&round.infinite_vertices, round.infinite, lang),
        ]);
    }
    e.table = Some(t);
    for token in &r.tokens {
        e.conclusion.push(t!(
            lang,
            "loopy-token",
            vertex = token.vertex.to_string(),
            value = token.value.to_string(),
            outcome = outcome_words_in(&token.value, lang)
        ));
    }
    e
}

/// The sum rule in words.
fn sum(s: &LoopySumReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "loopy-sum-title"));
    let values: Vec<String> = s.values.iter().map(ToString::to_string).collect();
    e.paragraphs
        .push(t!(lang, "loopy-sum-rule", values = values.join(", ")));
    e.conclusion.push(t!(
        lang,
        "loopy-sum-value",
        value = s.total.to_string(),
        outcome = outcome_words_in(&s.total, lang)
    ));
    e
}

impl Reasoning for LoopyReasoning {
    fn kind(&self) -> &'static str {
        "loopy"
    }

    fn explain_as(&self, _: Standing, lang: Lang) -> Explanation {
        rounds(self, lang)
    }
}

impl Reasoning for LoopySumReasoning {
    fn kind(&self) -> &'static str {
        "loopy_sum"
    }

    fn explain_as(&self, _: Standing, lang: Lang) -> Explanation {
        sum(self, lang)
    }
}
