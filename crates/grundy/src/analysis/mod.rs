//! [`analyze`]: from a [`Position`] to a [`Report`] — outcome, value, every winning move
//! and the reasoning — choosing the method per position: a formula where theory gives
//! one (Nim, misère Nim, Moore's Nim_k, subtraction periods, Sprague–Grundy for sums);
//! under misère play the methods of [`crate::misere`] in turn — a game's own rule, the
//! one-heap recurrence, the tame rule, one game beside Nim heaps by its genus, a misère
//! quotient, exhaustive search — and a clear
//! refusal, naming what each found too large, when none applies.

mod beside_nim;
mod canonical;
mod loopy;
mod options;
mod tame;

pub use crate::position::{describe_move, describe_move_in};
pub use canonical::{
    misere_canonical, misere_canonical_with, misere_form_in, CanonicalLimits, CanonicalRefusal,
    MisereCanonical, MAX_CANONICAL_FORMS, MAX_CANONICAL_POSITIONS,
};
pub use options::{
    count_options, option_list, options, DistinctOption, MoveOption, OptionCount, OptionList,
    OptionsError, OPTIONS_LIMIT, OPTION_MOVES_LIMIT, OPTION_WALK_STEPS,
};
pub use tame::genus_report;

use crate::cancel::Cancelled;
use crate::component::search::{searchable, SearchRefusal, MAX_BRANCHING};
pub use crate::component::AnalyzeOptions;
use crate::component::HeapChange;
use crate::component::{AnyComponent, Counted, Refusal, Verdict};
use crate::i18n::{msg, Message};
use crate::misere::genus::TameValue;
use crate::misere::quotient::{self, QuotientError, QuotientOptions};
use crate::misere::recurrence::{OneHeap, RecurrenceError};
use crate::misere::tame::TameReasoning;
use crate::misere::MisereMethod;
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::position::Position;
use crate::report::{
    ComponentReport, Report, SearchReasoning, Step, SumReasoning, WinningMove, AFTER_HEAP_LIMIT,
};
use crate::solver::{SearchError, Solver};
use num_traits::Zero;
use tame::tame_moves;
use thiserror::Error;

/// Why a position could not be analysed. Never a wrong answer: a refusal instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum AnalysisError {
    /// Misère play of a position that no misère method reaches (misère play has no sum
    /// rule): what each method found out of reach (a list of reasons).
    MisereTooLarge(Message),
    /// A component whose Grundy value needs a search that is too large.
    ValueTooLarge {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
        /// Why search failed.
        reason: Message,
    },
    /// A component whose game could not compute its value or moves.
    Component {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
        /// What went wrong.
        message: Message,
    },
    /// The game is not over but no move could be found to play: the moves are too many
    /// to list and the game has no quicker way to name one.
    NoMoveFound,
    /// The analysis was stopped from outside ([`AnalyzeOptions::cancel`]) before it
    /// finished: a time limit, not a property of the position.
    Cancelled,
}

/// The sentences of an [`AnalysisError`], in `lang`.
///
/// ```
/// use grundy::{analysis::AnalysisError, i18n::errors::Localized, Lang};
/// let e = AnalysisError::Cancelled;
/// assert_eq!(e.message_in(Lang::En), e.to_string());
/// assert_eq!(e.message_in(Lang::Ko), "분석이 끝나기 전에 취소되었습니다(시간이 다 되었습니다)");
/// ```
impl crate::i18n::errors::Localized for AnalysisError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self {
            AnalysisError::MisereTooLarge(why) => {
                t!(lang, "error-misere-too-large", why = why.render(lang))
            }
            AnalysisError::ValueTooLarge {
                index,
                game,
                reason,
            } => t!(
                lang,
                "error-value-too-large",
                index = *index,
                game = game,
                reason = reason.render(lang)
            ),
            AnalysisError::Component {
                index,
                game,
                message,
            } => t!(
                lang,
                "error-component",
                index = *index,
                game = game,
                message = message.render(lang)
            ),
            AnalysisError::NoMoveFound => t!(lang, "error-no-move-found"),
            AnalysisError::Cancelled => t!(lang, "error-cancelled"),
        }
    }
}
grundy_core::localized_error!(AnalysisError);

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
    pub(crate) notes: Vec<crate::i18n::Message>,
    pub(crate) misere_method: Option<MisereMethod>,
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
            components: position
                .components
                .first()
                .map(|c| component_report(0, c, v.value, &v.method))
                .into_iter()
                .collect(),
            reasoning: v.steps,
            notes: v.notes,
            misere_method: v.misere_method,
        }
    }
}

fn finish(position: &Position, convention: Convention, found: Found) -> Report {
    let show = position.heap_count() <= AFTER_HEAP_LIMIT;
    let sum = position.components.len() > 1;
    let winning_moves: Vec<WinningMove> = found
        .moves
        .into_iter()
        .filter_map(|(component, changes)| {
            let c = position.components.get(component)?;
            Some(WinningMove {
                after: show.then(|| position.with_move(component, &changes).to_string()),
                description: crate::position::describe(c, component, sum, &changes),
                nim: c.nim_move(&changes),
                component,
                changes,
            })
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
        lang: crate::i18n::Lang::En,
        misere_method: match convention {
            Convention::Misere => found.misere_method,
            Convention::Normal => None,
        },
    }
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
    if let Some(found) = loopy::normal(position, options, limit) {
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
            reason: Message::new("reason-search-out-of-reach").with_message("why", reason),
        },
        too_large @ Refusal::TooLarge { .. } => AnalysisError::ValueTooLarge {
            index: index + 1,
            game: c.name(),
            reason: too_large.message(),
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
        reasoning.push(Step::new(SumReasoning {
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
                    notes.push(crate::i18n::msg!("note-moves-uncounted").with_error("why", &why));
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
        misere_method: None,
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
    if let Some(refusal) = loopy::misere(position) {
        return Err(refusal);
    }
    if let Some(found) = lone_verdict(position, Convention::Misere, options, limit) {
        return found;
    }
    // Each method in turn; the reasons the others did not apply make the refusal.
    let mut reasons: Vec<Message> = Vec::new();
    match one_heap(position, options, limit)? {
        Ok(found) => return Ok(found),
        Err(Some(why)) => reasons.push(why),
        Err(None) => {}
    }
    let mut genera = vec![KnownGenus::Unknown; position.components.len()];
    match tame_rule(position, options, limit, &mut genera)? {
        Ok(found) => return Ok(found),
        Err(why) => reasons.push(why),
    }
    match beside_nim::genus_beside_nim(position, options, limit, &genera)? {
        Ok(found) => return Ok(found),
        Err(Some(why)) => reasons.push(why),
        Err(None) => {}
    }
    match quotient_rule(position, options, limit)? {
        Ok(found) => return Ok(found),
        Err(Some(why)) => reasons.push(why),
        Err(None) => {}
    }
    match misere_search(position, options, limit) {
        Ok(found) => Ok(found),
        Err(SearchRefusal::Cancelled(c)) => Err(c.into()),
        Err(refusal) => {
            if let [c] = position.components.as_slice()
                && let Some(v) = c.misere_fallback(options, &refusal)
            {
                return Ok(Found::from_verdict(position, v));
            }
            reasons.insert(
                0,
                Message::new("reason-misere-search").with_message("why", Message::said(&refusal)),
            );
            Err(AnalysisError::MisereTooLarge(
                Message::new("reason-said-list").with_list("reasons", reasons, "; "),
            ))
        }
    }
}

/// What a misère method found: the outcome, the winning moves (counted, the first
/// listed), its one reasoning step and notes.
struct MisereAnswer {
    outcome: Outcome,
    count: Option<Nat>,
    moves: Vec<(usize, Vec<HeapChange>)>,
    step: Step,
    notes: Vec<crate::i18n::Message>,
}

impl MisereAnswer {
    /// As the analysis reports it: every component's method is `label`.
    fn found(self, position: &Position, label: &str, method: MisereMethod) -> Found {
        Found {
            outcome: self.outcome,
            value: None,
            loopy_value: None,
            move_count: self.count,
            moves: self.moves,
            components: position
                .components
                .iter()
                .enumerate()
                .map(|(i, c)| component_report(i, c, None, label))
                .collect(),
            reasoning: vec![self.step],
            notes: self.notes,
            misere_method: Some(method),
        }
    }
}

/// A method's answer, or why it does not apply (`None`: it is not meant for this kind of
/// position, nothing to report).
type Attempt<R> = Result<Result<Found, R>, AnalysisError>;

/// A single heap of a game whose moves never split: the one-heap recurrence.
fn one_heap(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Attempt<Option<Message>> {
    let [c] = position.components.as_slice() else {
        return Ok(Err(None));
    };
    let (Some(rule), 1) = (c.sequence_rule(), c.piece_count()) else {
        return Ok(Err(None));
    };
    let solved = match OneHeap::solve(&rule, &options.cancel) {
        Ok(s) => s,
        Err(RecurrenceError::Cancelled(c)) => return Err(c.into()),
        Err(RecurrenceError::Splits(_) | RecurrenceError::Unbounded(_)) => return Ok(Err(None)),
        Err(e) => {
            return Ok(Err(Some(
                Message::new("reason-misere-one-heap").with_message("why", Message::said(&e)),
            )))
        }
    };
    let n = c.piece(0);
    let p = solved.is_p(&n);
    let is_p_state = |after: &[u64]| {
        after
            .iter()
            .find(|&&h| h > 0)
            .is_some_and(|&h| solved.is_p(&Nat::from(h)))
    };
    let mut notes = Vec::new();
    let mut moves = Vec::new();
    let mut count = Some(Nat::zero());
    if !p {
        match c.search_state() {
            Some(state) if c.search_size(&state).branching <= MAX_BRANCHING => {
                let mut seen = std::collections::HashSet::new();
                let mut found = 0u64;
                for step in c.search_moves(&state) {
                    if is_p_state(&step.after) && seen.insert(step.after.clone()) {
                        found += 1;
                        if moves.len() < limit {
                            moves.push((0, step.changes));
                        }
                    }
                }
                count = Some(found.into());
            }
            _ => match solved.winning_targets(&n, MAX_BRANCHING as usize) {
                Some(targets) => {
                    count = Some(targets.len().into());
                    moves.extend(
                        targets
                            .into_iter()
                            .take(limit)
                            .map(|t| (0, vec![HeapChange::new(0, n.clone(), t.into())])),
                    );
                }
                None => {
                    count = None;
                    notes.push(crate::i18n::msg!("note-heap-too-many-moves"));
                }
            },
        }
    }
    let answer = MisereAnswer {
        outcome: Outcome::from_next_player_wins(!p),
        count,
        moves,
        step: Step::new(solved.reasoning(&n)),
        notes,
    };
    Ok(Ok(answer.found(
        position,
        "one-heap recurrence",
        MisereMethod::Recurrence,
    )))
}

/// What the tame rule learned of one component's genus, for the rules after it: a genus
/// search that was refused is not run again (it would be refused again, after as long).
#[derive(Clone, Debug, Default)]
pub(super) enum KnownGenus {
    /// Not looked at (the rule stopped before this component).
    #[default]
    Unknown,
    /// Found.
    Found(crate::component::ComponentGenus),
    /// Out of reach: the search was refused.
    OutOfReach,
}

/// Every component hereditarily tame: Conway's tame rule on the components' genera. What
/// it learns of each component's genus is kept in `found` for the rules after it.
fn tame_rule(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
    found: &mut [KnownGenus],
) -> Attempt<Message> {
    // The rule fails at the first component that is not hereditarily tame: components
    // whose genus search may be long (more than `LONG_GENUS_SEARCH` positions estimated)
    // are looked at last, the smallest first, so that a small wild component ends the
    // rule before a long search has begun.
    const LONG_GENUS_SEARCH: f64 = 100_000.0;
    let estimate = |c: &AnyComponent| c.search_state().map_or(0.0, |s| c.search_size(&s).states);
    let mut order: Vec<(usize, f64)> = position
        .components
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let states = estimate(c);
            (
                i,
                if states > LONG_GENUS_SEARCH {
                    states
                } else {
                    0.0
                },
            )
        })
        .collect();
    order.sort_by(|a, b| a.1.total_cmp(&b.1));
    let mut by_index: Vec<Option<crate::component::ComponentGenus>> =
        vec![None; position.components.len()];
    for (i, _) in order {
        let Some(c) = position.components.get(i) else {
            continue;
        };
        let genus = c.genus(options);
        if let Some(slot) = found.get_mut(i) {
            *slot = match &genus {
                Ok(g) => KnownGenus::Found(g.clone()),
                Err(Refusal::Cancelled(_)) => KnownGenus::Unknown,
                Err(_) => KnownGenus::OutOfReach,
            };
        }
        match genus {
            Ok(g) if g.hereditarily_tame => {
                if let Some(slot) = by_index.get_mut(i) {
                    *slot = Some(g);
                }
            }
            Ok(g) => {
                let id = if g.genus.tame().is_some() {
                    "reason-misere-not-tame-follower"
                } else {
                    "reason-misere-not-tame"
                };
                return Ok(Err(msg!(
                    id,
                    component = i + 1,
                    game = c.to_string(),
                    genus = g.genus.to_string()
                )));
            }
            Err(Refusal::Cancelled(c)) => return Err(c.into()),
            Err(why) => {
                return Ok(Err(msg!(
                    "reason-misere-genus-out-of-reach",
                    component = i + 1,
                    game = c.to_string()
                )
                .with_message("why", why.message())))
            }
        }
    }
    let genera: Vec<crate::component::ComponentGenus> = by_index.into_iter().flatten().collect();
    let values: Vec<TameValue> = genera.iter().filter_map(|g| g.genus.tame()).collect();
    let total = TameValue::sum(values.iter().copied());
    let mut count = Some(Nat::zero());
    let mut moves = Vec::new();
    let mut notes = Vec::new();
    if !total.is_p() {
        let bigs = values.iter().filter(|v| v.big).count();
        let mut found = 0u64;
        for (i, (c, g)) in position.components.iter().zip(&genera).enumerate() {
            let listed = tame_moves(i, &**c, g, options).map_err(|r| refused(i, c, r))?;
            let Some(listed) = listed else {
                count = None;
                notes.push(crate::i18n::msg!(
                    "note-component-moves-unlisted",
                    component = i + 1
                ));
                continue;
            };
            let Some(&before) = values.get(i) else {
                continue;
            };
            for m in listed {
                let after = TameValue {
                    value: total.value ^ before.value ^ m.after.value,
                    big: bigs - usize::from(before.big) > 0 || m.after.big,
                };
                if after.is_p() {
                    found += 1;
                    if moves.len() < limit {
                        moves.push((m.component, m.changes));
                    }
                }
            }
        }
        count = count.map(|_| found.into());
    }
    let rows = position
        .components
        .iter()
        .zip(&genera)
        .map(|(c, g)| tame::row(c.to_string(), g))
        .collect();
    let outcome = Outcome::from_next_player_wins(!total.is_p());
    let step = Step::new(TameReasoning {
        components: rows,
        nim_sum: total.value,
        big: total.big,
        genus: total.genus().to_string(),
        outcome,
    });
    let answer = MisereAnswer {
        outcome,
        count,
        moves,
        step,
        notes,
    };
    Ok(Ok(answer.found(position, "genus", MisereMethod::TameRule)))
}

/// The largest heap for which an analysis computes a misère quotient on the fly (larger
/// heaps are answered only by a quotient whose period is proved).
pub const QUOTIENT_HEAP_LIMIT: u64 = 300;

/// The most elements a quotient computed on the fly by an analysis may mark in one
/// product (`Q × C`; [`QuotientOptions::max_product`]): a sixteenth of what
/// `grundy quotient` allows. A quotient that outgrows it is refused in seconds where the
/// larger bound took about two minutes (Dawson's chess, `0.137`, grows past it near
/// heap 30 either way); `grundy quotient RULESET` still goes to the larger bound.
pub const QUOTIENT_PRODUCT_LIMIT: usize = 1 << 16;

/// The most states one verification of a quotient computed on the fly may visit (the
/// N-condition search; [`QuotientOptions::max_states`]): a sixteenth of what `grundy
/// quotient` allows, as [`QUOTIENT_PRODUCT_LIMIT`]. Dawson's chess (`0.137`) outgrows the
/// product bound at heap 33 either way, but its recalibration there tries candidate after
/// candidate first: refused after 30 s and 417 MB with the larger bound, 3.6 s and 104 MB
/// with this one (`grundy analyze --misere "0.137 5000 3 7 9"`).
pub const QUOTIENT_STATES_LIMIT: usize = 1 << 16;

/// Heaps of one ruleset: the outcome and every winning move through its misère quotient.
fn quotient_rule(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Attempt<Option<Message>> {
    let rules: Option<Vec<_>> = position
        .components
        .iter()
        .map(|c| c.sequence_rule())
        .collect();
    let Some(rules) = rules else {
        return Ok(Err(None));
    };
    let Some(rule) = rules.first().cloned() else {
        return Ok(Err(None));
    };
    if rules.iter().any(|r| *r != rule) {
        return Ok(Err(Some(msg!("reason-misere-quotient-rulesets"))));
    }
    let mut states = Vec::with_capacity(position.components.len());
    for c in &position.components {
        match c.search_state() {
            Some(s) => states.push(s),
            None => return Ok(Err(Some(msg!("reason-misere-quotient-64-bits")))),
        }
    }
    let max = states.iter().flatten().copied().max().unwrap_or(0);
    let mut q_options = QuotientOptions::up_to(max.clamp(1, QUOTIENT_HEAP_LIMIT));
    q_options.max_product = QUOTIENT_PRODUCT_LIMIT;
    q_options.max_states = QUOTIENT_STATES_LIMIT;
    q_options.cancel = options.cancel.clone();
    let q = match quotient::cached(&rule, &q_options) {
        Ok(q) => q,
        Err(QuotientError::Cancelled(c)) => return Err(c.into()),
        Err(e) => {
            return Ok(Err(Some(
                msg!("reason-misere-quotient-of", game = rule.name())
                    .with_message("why", Message::said(&e)),
            )))
        }
    };
    let all: Vec<u64> = states.iter().flatten().copied().collect();
    let Some(reasoning) = q.reasoning(&all) else {
        return Ok(Err(Some(msg!(
            "reason-misere-quotient-no-period",
            game = rule.name(),
            heap = q.max_heap()
        ))));
    };
    let element = |heaps: &[u64]| q.element_of(heaps).unwrap_or(0);
    let parts: Vec<u32> = states.iter().map(|s| element(s)).collect();
    let mut count = Some(Nat::zero());
    let mut moves = Vec::new();
    let mut notes = Vec::new();
    if reasoning.outcome == Outcome::N {
        let mut found = 0u64;
        let mut poll = options.cancel.poll(crate::cancel::POLL_EVERY);
        for (i, c) in position.components.iter().enumerate() {
            let others = parts
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i)
                .fold(0u32, |x, (_, &y)| q.mul(x, y));
            let Some(state) = states.get(i) else {
                continue;
            };
            if c.search_size(state).branching > MAX_BRANCHING {
                count = None;
                notes.push(crate::i18n::msg!(
                    "note-component-branching",
                    component = i + 1
                ));
                continue;
            }
            let mut seen = std::collections::HashSet::new();
            for step in c.search_moves(state) {
                poll.step(1)?;
                let Some(x) = q.element_of(&step.after) else {
                    continue;
                };
                if q.in_p(q.mul(others, x)) && seen.insert(step.after.clone()) {
                    found += 1;
                    if moves.len() < limit {
                        moves.push((i, step.changes));
                    }
                }
            }
        }
        count = count.map(|_| found.into());
    }
    let answer = MisereAnswer {
        outcome: reasoning.outcome,
        count,
        moves,
        step: Step::new(reasoning),
        notes,
    };
    Ok(Ok(answer.found(
        position,
        "misère quotient",
        MisereMethod::Quotient,
    )))
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
    let (_, original) = position.search_game().expect("searchable");
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
        reasoning: vec![Step::new(SearchReasoning {
            reason: crate::i18n::Message::new("engine-search-misere"),
            positions: solver.positions_explored(),
        })],
        notes: vec![],
        misere_method: Some(MisereMethod::Search),
    })
}
