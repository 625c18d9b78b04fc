//! What the games' unit tests share: a lone component's analysis through the contract
//! alone (value, moves to 0, words, the component after each move), typed moves, and the
//! exhaustive-search oracle.

use crate::component::search::{search_grundy, searchable};
use crate::component::{AnalyzeOptions, AnyComponent, MoveError};
use crate::outcome::{Convention, Outcome};
use crate::solver::Solver;
use num_traits::ToPrimitive;

/// A winning move as the reports show it.
#[derive(Debug)]
pub struct Win {
    /// The move in words.
    pub description: String,
    /// The component after it.
    pub after: String,
    /// The Nim translation, `(heap, from, to)`.
    pub nim: Option<(usize, u64, u64)>,
    /// How many pieces change.
    pub changes: usize,
}

/// The only component of `text`.
pub fn component(text: &str) -> AnyComponent {
    let p = crate::games::registry::read(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(p.len(), 1, "{text}");
    p[0].clone()
}

/// The value of `text` (one component) and every move to value 0, as the sum rule
/// finds them; also checks that the value agrees with exhaustive search when the
/// position is small.
pub fn winning(text: &str) -> (u64, u64, Vec<Win>) {
    let c = component(text);
    let options = AnalyzeOptions::default();
    let v = c.value(&options).unwrap_or_else(|e| panic!("{text}: {e}"));
    let value = v.value.to_u64().unwrap_or(u64::MAX);
    let found = c
        .moves_to_value(&v, &0u8.into(), usize::MAX, &options)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let count = found
        .count
        .ok()
        .and_then(|n| n.to_u64())
        .unwrap_or(u64::MAX);
    let wins = found
        .moves
        .iter()
        .map(|m| Win {
            description: c.describe(m),
            after: c.apply(m).to_string(),
            nim: c.nim_move(m).map(|n| (n.heap, n.from, n.to)),
            changes: m.len(),
        })
        .collect();
    (value, count, wins)
}

/// The positions after the winning moves of `text`.
pub fn afters(text: &str) -> Vec<String> {
    winning(text).2.into_iter().map(|w| w.after).collect()
}

/// The descriptions of the winning moves of `text`.
pub fn descriptions(text: &str) -> Vec<String> {
    winning(text).2.into_iter().map(|w| w.description).collect()
}

/// The first reasoning step of the value of `text` (the reduction).
pub fn reduction(text: &str) -> super::ReductionReasoning {
    let c = component(text);
    let v = c.value(&AnalyzeOptions::default()).unwrap();
    assert!(v.steps[1].is::<crate::games::nim::NimColumns>(), "{text}");
    assert_eq!(v.method, "reduction to Nim");
    match v.steps[0].get::<super::ReductionReasoning>() {
        Some(r) => r.clone(),
        None => panic!("{text}: {:?}", v.steps[0]),
    }
}

/// The value of `text` by its reduction equals the value by exhaustive search of its
/// own rules.
pub fn check_search(text: &str) {
    let c = component(text);
    let v = c.value(&AnalyzeOptions::default()).unwrap().value;
    let (s, _) = search_grundy(vec![&*c], 1_000_000, &Default::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(v, s.into(), "{text}");
    // And every winning move leads to a position of value 0.
    for w in winning(text).2 {
        assert_eq!(winning(&w.after).0, 0, "{text} → {}", w.after);
    }
}

/// Who wins `text` (one component) under misère play, by exhaustive search.
pub fn misere(text: &str) -> Outcome {
    let c = component(text);
    let (game, start) = searchable(vec![&*c], 1_000_000).unwrap();
    Solver::new(&game)
        .outcome(&start, Convention::Misere)
        .unwrap()
}

/// The component after the typed move `typed`.
pub fn play(text: &str, typed: &str) -> Result<String, MoveError> {
    let c = component(text);
    c.parse_move(typed).map(|m| c.apply(&m).to_string())
}
