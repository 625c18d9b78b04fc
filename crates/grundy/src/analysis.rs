//! [`analyze`]: from a [`Position`] to a [`Report`] — outcome, value, every winning move
//! and the reasoning — choosing the method per position: a formula where theory gives
//! one (Nim, misère Nim, Moore's Nim_k, subtraction periods, Sprague–Grundy for sums),
//! exhaustive search where it does not (misère sums), and a clear refusal when search
//! would be too large.

use crate::cancel::Cancelled;
use crate::component::search::{searchable, PositionGame, SearchRefusal};
pub use crate::component::AnalyzeOptions;
use crate::component::{AnyComponent, Counted, Refusal, Verdict};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::position::Position;
use crate::report::{
    ComponentReport, HeapChange, Report, SearchReasoning, Step, SumReasoning, WinningMove,
    AFTER_HEAP_LIMIT,
};
use crate::solver::{SearchError, Solver};
use num_traits::Zero;
use thiserror::Error;

/// Why a position could not be analysed. Never a wrong answer: a refusal instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum AnalysisError {
    /// Misère play of a position with no misère formula, and too large to search.
    #[error("misère play of this position needs an exhaustive search (misère play has no sum rule), and {0}; refusing rather than guessing")]
    MisereTooLarge(String),
    /// A component whose Grundy value needs a search that is too large.
    #[error("component {index} ({game}) has no formula for its Grundy value and {reason}")]
    ValueTooLarge {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
        /// Why search failed.
        reason: String,
    },
    /// A component whose game could not compute its value or moves.
    #[error("component {index} ({game}): {message}")]
    Component {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
        /// What went wrong.
        message: String,
    },
    /// The analysis was stopped from outside ([`AnalyzeOptions::cancel`]) before it
    /// finished: a time limit, not a property of the position.
    #[error("the analysis was cancelled before it finished (its time was up)")]
    Cancelled,
}

impl From<Cancelled> for AnalysisError {
    fn from(_: Cancelled) -> Self {
        AnalysisError::Cancelled
    }
}

/// Analyses `position`: who wins under `options.convention`, the Grundy value (normal
/// play), every winning move (the first `max_moves` listed) and the reasoning.
///
/// ```
/// use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Outcome};
/// // sub(1,3,4) has values 0 1 0 1 2 3 2 repeating (period 7), so G(20) = G(6) = 2;
/// // nim 5 6 has value 5 ⊕ 6 = 3; the sum has value 2 ⊕ 3 = 1: the player to move wins.
/// let p = parse_position("sub(1,3,4) 20 + nim 5 6").unwrap();
/// let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
/// assert_eq!(r.outcome, Outcome::N);
/// assert_eq!(r.value, Some(1u8.into()));
/// let misere = AnalyzeOptions { convention: Convention::Misere, ..Default::default() };
/// let r = analyze(&parse_position("1 1 1").unwrap(), &misere).unwrap();
/// assert_eq!(r.outcome, Outcome::P);
/// assert_eq!(r.value, None);
/// ```
pub fn analyze(position: &Position, options: &AnalyzeOptions) -> Result<Report, AnalysisError> {
    let heaps = position.heap_count();
    let limit = options.max_moves.unwrap_or(if heaps <= AFTER_HEAP_LIMIT {
        usize::MAX
    } else {
        100
    });
    let found = match options.convention {
        Convention::Normal => normal(position, options, limit)?,
        Convention::Misere => misere(position, options, limit)?,
    };
    // A game may turn a cancelled search into a weaker answer (a note, a fallback rule):
    // once cancelled, nothing is answered.
    options.cancel.check()?;
    Ok(finish(position, options.convention, found))
}

/// What a method found, before moves are described.
pub(crate) struct Found {
    pub(crate) outcome: Outcome,
    pub(crate) value: Option<Nat>,
    /// The generalized value (positions with a loopy component).
    pub(crate) loopy_value: Option<crate::loopy::GenValue>,
    pub(crate) move_count: Option<Nat>,
    pub(crate) moves: Vec<(usize, Vec<HeapChange>)>,
    pub(crate) components: Vec<ComponentReport>,
    pub(crate) reasoning: Vec<Step>,
    pub(crate) notes: Vec<String>,
}

impl Found {
    /// A lone component's verdict as what the analysis found.
    fn from_verdict(position: &Position, v: Verdict) -> Found {
        Found {
            outcome: v.outcome,
            value: v.value.clone(),
            loopy_value: None,
            move_count: v.move_count,
            moves: v.moves.into_iter().map(|m| (0, m)).collect(),
            components: vec![component_report(
                0,
                &position.components[0],
                v.value,
                &v.method,
            )],
            reasoning: v.steps,
            notes: v.notes,
        }
    }
}

fn finish(position: &Position, convention: Convention, found: Found) -> Report {
    let show = position.heap_count() <= AFTER_HEAP_LIMIT;
    let sum = position.components.len() > 1;
    let winning_moves: Vec<WinningMove> = found
        .moves
        .into_iter()
        .map(|(component, changes)| {
            let c = &position.components[component];
            WinningMove {
                after: show.then(|| position.with_move(component, &changes).to_string()),
                description: describe(c, component, sum, &changes),
                nim: c.nim_move(&changes),
                component,
                changes,
            }
        })
        .collect();
    let complete = found
        .move_count
        .as_ref()
        .is_some_and(|c| *c == Nat::from(winning_moves.len()));
    Report {
        position: show.then(|| position.to_string()),
        convention,
        outcome: found.outcome,
        value: found.value,
        loopy_value: found.loopy_value,
        winning_move_count: found.move_count,
        winning_moves,
        winning_moves_complete: complete,
        components: found.components,
        reasoning: found.reasoning,
        notes: found.notes,
    }
}

/// A move in words, as the reports write it: `take 2 from heap 1 (3 → 1)`, prefixed with
/// its component in a sum. `changes` are the heaps that change in component `component`.
///
/// ```
/// use grundy::analysis::describe_move;
/// use grundy::report::HeapChange;
/// let p = grundy::parse_position("3 4 5").unwrap();
/// let text = describe_move(&p, 0, &[HeapChange::new(0, 3u8.into(), 1u8.into())]);
/// assert_eq!(text, "take 2 from heap 1 (3 → 1)");
/// ```
pub fn describe_move(position: &Position, component: usize, changes: &[HeapChange]) -> String {
    describe(
        &position.components[component],
        component,
        position.components.len() > 1,
        changes,
    )
}

fn describe(
    component: &AnyComponent,
    index: usize,
    in_sum: bool,
    changes: &[HeapChange],
) -> String {
    let prefix = if in_sum {
        format!("in component {} ({}): ", index + 1, component.name())
    } else {
        String::new()
    };
    prefix + &component.describe(changes)
}

pub(crate) fn component_report(
    index: usize,
    c: &AnyComponent,
    value: Option<Nat>,
    method: &str,
) -> ComponentReport {
    ComponentReport {
        index,
        game: c.name(),
        heaps: c.piece_count(),
        value,
        loopy_value: None,
        method: method.to_string(),
    }
}

/// Whether analysing `position` is known to take microseconds (every component says so):
/// a server may answer it without a worker thread.
///
/// ```
/// use grundy::{analysis::is_quick, parse_position};
/// assert!(is_quick(&parse_position("3 4 5 + nim 1 2").unwrap()));
/// assert!(!is_quick(&parse_position("sub(1,3) 5").unwrap()));
/// ```
pub fn is_quick(position: &Position) -> bool {
    position.components.iter().all(|c| c.is_quick())
}

fn lone_verdict(
    position: &Position,
    convention: Convention,
    options: &AnalyzeOptions,
    limit: usize,
) -> Option<Result<Found, AnalysisError>> {
    let [c] = position.components.as_slice() else {
        return None;
    };
    c.alone(convention, options, limit).map(|r| {
        r.map(|v| Found::from_verdict(position, v))
            .map_err(|e| refused(0, c, e))
    })
}

fn normal(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    if let Some(found) = crate::loopy::analysis::normal(position, options, limit) {
        return found;
    }
    if let Some(found) = lone_verdict(position, Convention::Normal, options, limit) {
        return found;
    }
    sum(position, options, limit)
}

/// A component's refusal as the analysis reports it.
pub(crate) fn refused(index: usize, c: &AnyComponent, r: Refusal) -> AnalysisError {
    match r {
        Refusal::SearchTooLarge(reason) => AnalysisError::ValueTooLarge {
            index: index + 1,
            game: c.name(),
            reason: format!("exhaustive search is out of reach ({reason})"),
        },
        too_large @ Refusal::TooLarge { .. } => AnalysisError::ValueTooLarge {
            index: index + 1,
            game: c.name(),
            reason: too_large.to_string(),
        },
        Refusal::Failed(message) => AnalysisError::Component {
            index: index + 1,
            game: c.name(),
            message,
        },
        Refusal::Cancelled(_) => AnalysisError::Cancelled,
    }
}

fn sum(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    let mut valued = Vec::new();
    let mut reports = Vec::new();
    let mut reasoning = Vec::new();
    let mut notes = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        let v = c.value(options).map_err(|r| refused(i, c, r))?;
        reasoning.extend(v.steps.iter().cloned());
        notes.extend(v.notes.iter().cloned());
        reports.push(component_report(i, c, Some(v.value.clone()), &v.method));
        valued.push(v);
    }
    let x = valued.iter().fold(Nat::zero(), |a, v| a ^ &v.value);
    if position.components.len() > 1 {
        reasoning.push(Step::Sum(SumReasoning {
            values: valued.iter().map(|v| v.value.clone()).collect(),
            xor: x.clone(),
        }));
    }
    let mut count = Some(Nat::zero());
    let mut moves = Vec::new();
    if !x.is_zero() {
        for (i, (v, c)) in valued.iter().zip(&position.components).enumerate() {
            let room = limit.saturating_sub(moves.len());
            let counted = c
                .moves_to_value(v, &(&v.value ^ &x), room, options)
                .map_err(|r| refused(i, c, r))?;
            let Counted {
                count: n,
                moves: found,
            } = distinct_results(c, counted);
            match n {
                Ok(n) => count = count.map(|c| c + n),
                Err(Refusal::Cancelled(c)) => return Err(c.into()),
                Err(why) => {
                    count = None;
                    notes.push(format!("not every winning move could be counted: {why}"));
                }
            }
            moves.extend(found.into_iter().take(room).map(|m| (i, m)));
        }
    }
    Ok(Found {
        outcome: Outcome::from_next_player_wins(!x.is_zero()),
        value: Some(x),
        loopy_value: None,
        move_count: count,
        moves,
        components: reports,
        reasoning,
        notes,
    })
}

/// A component's moves as distinct resulting positions: when every move is listed, two
/// that leave the same position (a heap or a line removed from one of several equal ones)
/// count once.
pub(crate) fn distinct_results(c: &AnyComponent, counted: Counted) -> Counted {
    let complete = matches!(&counted.count, Ok(n) if *n == Nat::from(counted.moves.len()));
    if !complete || c.results_are_distinct() || counted.moves.len() < 2 {
        return counted;
    }
    // Few moves (the usual case): compare the resulting components; many: their text.
    const COMPARE_EACH: usize = 64;
    let moves: Vec<Vec<HeapChange>> = if counted.moves.len() <= COMPARE_EACH {
        let mut seen: Vec<AnyComponent> = Vec::with_capacity(counted.moves.len());
        counted
            .moves
            .into_iter()
            .filter(|m| {
                let after = c.apply(m);
                let new = !seen.contains(&after);
                seen.push(after);
                new
            })
            .collect()
    } else {
        let mut seen = std::collections::HashSet::new();
        counted
            .moves
            .into_iter()
            .filter(|m| seen.insert(c.apply(m).to_string()))
            .collect()
    };
    Counted {
        count: Ok(Nat::from(moves.len())),
        moves,
    }
}

fn misere(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    if let Some(refusal) = crate::loopy::analysis::misere(position) {
        return Err(refusal);
    }
    if let Some(found) = lone_verdict(position, Convention::Misere, options, limit) {
        return found;
    }
    match misere_search(position, options, limit) {
        Ok(found) => Ok(found),
        Err(SearchRefusal::Cancelled(c)) => Err(c.into()),
        Err(refusal) => match position.components.as_slice() {
            [c] => match c.misere_fallback(options, &refusal.to_string()) {
                Some(v) => Ok(Found::from_verdict(position, v)),
                None => Err(AnalysisError::MisereTooLarge(refusal.to_string())),
            },
            _ => Err(AnalysisError::MisereTooLarge(refusal.to_string())),
        },
    }
}

/// Misère play by exhaustive search of the whole position; `Err` says why it is out of
/// reach.
fn misere_search(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, SearchRefusal> {
    let components = position.components.iter().map(|c| &**c).collect();
    let (game, start) = searchable(components, options.search_limit)?;
    let mut solver = Solver::with_limit(&game, options.search_limit).cancellable(&options.cancel);
    let too_large = |e: SearchError| SearchRefusal::from(e);
    let outcome = solver
        .outcome(&start, Convention::Misere)
        .map_err(too_large)?;
    let mut count = 0u64;
    let mut moves = Vec::new();
    // Counted as everywhere: distinct resulting positions (two moves may leave the same).
    let mut seen = std::collections::HashSet::new();
    #[expect(
        clippy::expect_used,
        reason = "searchable() succeeded on the same components just above"
    )]
    let (_, original) = PositionGame::of(position).expect("searchable");
    for m in game.moves_with_changes(&original) {
        let after = game.canonical(&m.after);
        if !solver.misere_wins(&after).map_err(too_large)?
            && seen.insert(position.with_move(m.component, &m.changes).to_string())
        {
            count += 1;
            if moves.len() < limit {
                moves.push((m.component, m.changes));
            }
        }
    }
    let components = position
        .components
        .iter()
        .enumerate()
        .map(|(i, c)| component_report(i, c, None, "search"))
        .collect();
    Ok(Found {
        outcome,
        value: None,
        loopy_value: None,
        move_count: Some(count.into()),
        moves,
        components,
        reasoning: vec![Step::Search(SearchReasoning {
            reason: "misère play has no sum rule and no formula for this position: exhaustive search of the game tree".into(),
            positions: solver.positions_explored(),
        })],
        notes: vec![],
    })
}
