//! [`analyze`]: from a [`Position`] to a [`Report`] — outcome, value, every winning move
//! and the reasoning — choosing the method per position: a formula where theory gives
//! one (Nim, misère Nim, Moore's Nim_k, subtraction periods, Sprague–Grundy for sums),
//! exhaustive search where it does not (misère sums), and a clear refusal when search
//! would be too large.

use crate::heap::solved::SolvedHeapRule;
use crate::hidden::component::HiddenGame;
use crate::hidden::wythoff::Wythoff;
use crate::moore;
use crate::nat::Nat;
use crate::nim::{self, NimHeaps};
use crate::outcome::{Convention, Outcome};
use crate::position::{Component, Position};
use crate::report::{
    ComponentReport, HeapChange, Report, SearchReasoning, Step, SumReasoning, WinningMove,
    AFTER_HEAP_LIMIT,
};
use crate::search::{PositionGame, SearchState};
use crate::solver::{SearchError, Solver, DEFAULT_POSITION_LIMIT};
use crate::subtraction::SolvedSubtraction;
use num_traits::{ToPrimitive, Zero};
use thiserror::Error;

/// How to analyse: convention, how many moves to list, search limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyzeOptions {
    /// Normal or misère play.
    pub convention: Convention,
    /// List at most this many winning moves (all are still counted). `None`: every move
    /// for positions of up to 1,000 heaps, the first 100 beyond.
    pub max_moves: Option<usize>,
    /// Moore's Nim_k: list every winning move, not only the constructive one.
    pub all_moves: bool,
    /// The most positions an exhaustive search may visit.
    pub search_limit: usize,
    /// The most heap rows a reasoning table shows.
    pub row_limit: usize,
}

impl Default for AnalyzeOptions {
    fn default() -> Self {
        AnalyzeOptions {
            convention: Convention::Normal,
            max_moves: None,
            all_moves: false,
            search_limit: DEFAULT_POSITION_LIMIT,
            row_limit: 64,
        }
    }
}

/// Why a position could not be analysed. Never a wrong answer: a refusal instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
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
    /// A subtraction game whose values could not be computed.
    #[error("{0}")]
    Subtraction(String),
    /// A heap game whose values could not be computed.
    #[error("{0}")]
    Heap(String),
}

/// The most moves a single search state may have before search is refused.
const MAX_BRANCHING: f64 = 1_000_000.0;

/// The most work (positions × moves per position) an exhaustive search may take.
const MAX_SEARCH_WORK: f64 = 200_000_000.0;

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
    Ok(finish(position, options.convention, found))
}

/// What a method found, before moves are described.
struct Found {
    outcome: Outcome,
    value: Option<Nat>,
    move_count: Option<Nat>,
    moves: Vec<(usize, Vec<HeapChange>)>,
    components: Vec<ComponentReport>,
    reasoning: Vec<Step>,
    notes: Vec<String>,
}

fn finish(position: &Position, convention: Convention, found: Found) -> Report {
    let show = position.heap_count() <= AFTER_HEAP_LIMIT;
    let sum = position.components.len() > 1;
    let winning_moves: Vec<WinningMove> = found
        .moves
        .into_iter()
        .map(|(component, changes)| WinningMove {
            after: show.then(|| position.with_move(component, &changes).to_string()),
            description: describe(&position.components[component], component, sum, &changes),
            nim: match &position.components[component] {
                Component::Hidden(h) => h.describe(&changes).1,
                _ => None,
            },
            component,
            changes,
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

pub(crate) fn describe(
    component: &Component,
    index: usize,
    in_sum: bool,
    changes: &[HeapChange],
) -> String {
    let prefix = if in_sum {
        format!("in component {} ({}): ", index + 1, component.game_name())
    } else {
        String::new()
    };
    let body = match component {
        Component::Hidden(h) => h.describe(changes).0,
        Component::Heap { name, .. } => changes
            .iter()
            .map(|c| describe_heap_move(name, c))
            .collect::<Vec<_>>()
            .join(", "),
        Component::Graph { .. } => changes
            .iter()
            .map(|c| {
                format!(
                    "move token {} from vertex {} to vertex {}",
                    c.heap + 1,
                    c.from,
                    c.to
                )
            })
            .collect::<Vec<_>>()
            .join(", "),
        _ => {
            let parts: Vec<String> = changes
                .iter()
                .map(|c| {
                    let taken = if c.from >= c.to {
                        &c.from - &c.to
                    } else {
                        Nat::zero()
                    };
                    format!("{taken} from heap {} ({} → {})", c.heap + 1, c.from, c.to)
                })
                .collect();
            format!("take {}", parts.join(" and "))
        }
    };
    prefix + &body
}

/// A heap-game move in the game's own terms: pins for Kayles and Dawson's Kayles,
/// splits for Grundy's game, "take … leaving …" otherwise. Heaps count from 1.
fn describe_heap_move(game: &str, c: &HeapChange) -> String {
    let parts: Vec<Nat> = c.parts.clone().unwrap_or_else(|| vec![c.to.clone()]);
    let parts: Vec<Nat> = parts.into_iter().filter(|p| !p.is_zero()).collect();
    let taken = &c.from - parts.iter().sum::<Nat>();
    let list = |noun: &str, plural: &str| match parts.as_slice() {
        [] => "nothing".to_string(),
        [one] => format!("a {noun} of {one}"),
        many => {
            let sizes: Vec<String> = many.iter().map(|p| p.to_string()).collect();
            let (last, rest) = sizes.split_last().expect("several");
            format!("{plural} of {} and {last}", rest.join(", "))
        }
    };
    let heap = c.heap + 1;
    match game {
        "kayles" | "dawson-kayles" => {
            let count = if taken == Nat::from(1u8) {
                "1 pin".to_string()
            } else {
                format!("{taken} pins")
            };
            match parts.as_slice() {
                // Two rows left: the pins knocked down start right after the first row.
                [first, _] => {
                    let a = first + 1u8;
                    let b = &a + &taken - 1u8;
                    let pins = if a == b {
                        format!("pin {a}")
                    } else {
                        format!("pins {a}–{b}")
                    };
                    format!(
                        "knock down {pins} of row {heap} ({} pins), leaving rows of {} and {}",
                        c.from, parts[0], parts[1]
                    )
                }
                [rest] => format!(
                    "knock down {count} at an end of row {heap} ({} pins), leaving a row of {rest}",
                    c.from
                ),
                _ => format!("knock down the whole row {heap} ({count})"),
            }
        }
        // Dawson's chess (0.137) on a 3 × n board: pushing a pawn on a file forces the
        // captures that take that file and its neighbours out of play.
        "dawson-chess" => match parts.as_slice() {
            [first, second] => format!(
                "push the pawn on file {} of board {heap} ({} files), leaving boards of {first} and {second} files",
                first + 2u8,
                c.from
            ),
            // From the edge: file 1 takes files 1–2 out, file 2 takes files 1–3.
            [rest] => format!(
                "push the pawn on file {} of board {heap} ({} files), leaving a board of {rest} files",
                &taken - 1u8,
                c.from
            ),
            _ => format!("push a pawn on board {heap} ({} files), finishing it", c.from),
        },
        _ if taken.is_zero() => format!(
            "split heap {heap} ({}) into {}",
            c.from,
            parts
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        _ => format!(
            "take {taken} from heap {heap} ({}), leaving {}",
            c.from,
            list("heap", "heaps")
        ),
    }
}

fn component_report(
    index: usize,
    c: &Component,
    value: Option<Nat>,
    method: &str,
) -> ComponentReport {
    ComponentReport {
        index,
        game: c.game_name(),
        heaps: c.heap_count(),
        value,
        method: method.to_string(),
    }
}

fn normal(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    match position.components.as_slice() {
        [Component::Nim(heaps)] => Ok(single_nim(position, heaps, options, limit)),
        [Component::Moore { k, heaps }] => Ok(single_moore(position, *k, heaps, options, limit)),
        [Component::Hidden(HiddenGame::Wythoff(w))] => Ok(single_wythoff(position, w, limit)),
        _ => sum(position, options, limit),
    }
}

fn single_nim(
    position: &Position,
    heaps: &NimHeaps,
    options: &AnalyzeOptions,
    limit: usize,
) -> Found {
    // One pass over the heaps (millions of them, from a file) for the table, the
    // nim-sum, the number of winning moves and the first `limit` of them.
    let (table, moves) = nim::column_table_with_moves(heaps, options.row_limit, limit);
    let s = table.nim_sum.clone();
    let count = table.carriers_total;
    Found {
        outcome: Outcome::from_next_player_wins(!s.is_zero()),
        value: Some(s.clone()),
        move_count: Some(count.into()),
        moves: moves.into_iter().map(|m| (0, vec![m])).collect(),
        components: vec![component_report(
            0,
            &position.components[0],
            Some(s),
            "nim-sum",
        )],
        reasoning: vec![Step::NimColumns(table)],
        notes: vec![],
    }
}

fn single_moore(
    position: &Position,
    k: u32,
    heaps: &[Nat],
    options: &AnalyzeOptions,
    limit: usize,
) -> Found {
    let outcome = moore::outcome(k, heaps);
    let mut notes = Vec::new();
    let value = match search_grundy(position, options.search_limit) {
        Ok((v, _)) => Some(Nat::from(v)),
        Err(reason) => {
            notes.push(format!(
                "Moore's Nim_k has no formula for Grundy values and exhaustive search is out of reach ({reason}): the value is not given; the outcome comes from Moore's theorem"
            ));
            None
        }
    };
    let constructive: Vec<(usize, Vec<HeapChange>)> = moore::constructive_move(k, heaps)
        .into_iter()
        .map(|m| (0, m))
        .collect();
    let (move_count, moves) = match moore::winning_moves(k, heaps, limit) {
        Ok(all) if options.all_moves => (
            Some(all.count),
            all.moves.into_iter().map(|m| (0, m)).collect(),
        ),
        Ok(all) => {
            if all.count > Nat::from(1u8) {
                notes.push("one winning move is shown, built by Moore's construction; --all-moves lists every one".into());
            }
            (
                Some(all.count),
                constructive.into_iter().take(limit).collect(),
            )
        }
        Err(e) => {
            notes.push(format!("not every winning move can be listed: {e}; the move shown is built by Moore's construction"));
            (None, constructive.into_iter().take(limit).collect())
        }
    };
    let method = if value.is_some() {
        "search"
    } else {
        "Moore's theorem (outcome only)"
    };
    Found {
        outcome,
        value: value.clone(),
        move_count,
        moves,
        components: vec![component_report(0, &position.components[0], value, method)],
        reasoning: vec![Step::MooreColumns(moore::column_table(
            k,
            heaps,
            options.row_limit,
        ))],
        notes,
    }
}

/// Wythoff's game alone: the outcome and winning moves from the golden-ratio
/// P-positions (exact for heaps up to 10^18); the Grundy value only by search.
fn single_wythoff(position: &Position, w: &Wythoff, limit: usize) -> Found {
    let game = HiddenGame::Wythoff(*w);
    let reasoning = game.wythoff().expect("Wythoff");
    let value = reasoning.grundy.map(Nat::from);
    let mut notes = Vec::new();
    if value.is_none() {
        notes.push(format!(
            "Wythoff's game has no formula for its Grundy values and they are searched only for heaps up to {}: the value is not given; the outcome comes from the P-positions",
            crate::hidden::wythoff::GRUNDY_SEARCH_LIMIT
        ));
    }
    let moves = w.winning_moves();
    let count = moves.len();
    let moves = moves
        .into_iter()
        .take(limit)
        .map(|m| {
            let mut changes = Vec::new();
            if m.to.0 != m.from.0 {
                changes.push(HeapChange::new(0, m.from.0.into(), m.to.0.into()));
            }
            if m.to.1 != m.from.1 {
                changes.push(HeapChange::new(1, m.from.1.into(), m.to.1.into()));
            }
            (0, changes)
        })
        .collect();
    Found {
        outcome: w.outcome(),
        value: value.clone(),
        move_count: Some(Nat::from(count)),
        moves,
        components: vec![component_report(
            0,
            &position.components[0],
            value,
            "Wythoff P-positions",
        )],
        reasoning: vec![Step::Wythoff(reasoning)],
        notes,
    }
}

/// A component's Grundy value and what is needed to find its moves to another value.
enum Valued {
    Hidden,
    Nim,
    Heap(SolvedHeapRule, Vec<Nat>),
    Subtraction(SolvedSubtraction, Vec<Nat>),
    Graph(Vec<u32>),
    Searched,
}

fn sum(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    let mut valued = Vec::new();
    let mut reports = Vec::new();
    let mut reasoning = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        let (v, value, method) = match c {
            Component::Nim(h) => {
                let s = nim::nim_sum(h);
                reasoning.push(Step::NimColumns(nim::column_table(h, options.row_limit)));
                (Valued::Nim, s, "nim-sum")
            }
            Component::Subtraction { rule, heaps } => {
                let solved = rule
                    .solve(crate::subtraction::DEFAULT_BUDGET)
                    .map_err(|e| AnalysisError::Subtraction(e.to_string()))?;
                let values: Vec<Nat> = heaps.iter().map(|n| solved.value(n)).collect();
                let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
                reasoning.push(Step::Subtraction(
                    solved.reasoning(heaps, options.row_limit),
                ));
                (Valued::Subtraction(solved, values), total, "nim-sequence")
            }
            Component::Heap { rule, name, heaps } => {
                let largest = heaps.iter().max().cloned().unwrap_or_default();
                let heap_error = |e: &dyn std::fmt::Display| {
                    AnalysisError::Heap(format!("component {} ({name}): {e}", i + 1))
                };
                let solved = SolvedHeapRule::solve(rule, &largest).map_err(|e| heap_error(&e))?;
                let values: Vec<Nat> = heaps
                    .iter()
                    .map(|n| {
                        solved
                            .value(n)
                            .ok_or_else(|| heap_error(&format!("no value for a heap of {n}")))
                    })
                    .collect::<Result<_, _>>()?;
                let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
                reasoning.push(Step::HeapGame(solved.reasoning(
                    name,
                    heaps,
                    options.row_limit,
                )));
                (Valued::Heap(solved, values), total, "nim-sequence")
            }
            Component::Graph { graph, tokens, .. } => {
                let values: Vec<u32> = tokens
                    .iter()
                    .map(|&t| graph.grundy_of(t).expect("tokens are vertices"))
                    .collect();
                let total = values.iter().fold(0u32, |a, b| a ^ b);
                (Valued::Graph(values), Nat::from(total), "graph values")
            }
            Component::Hidden(h) => {
                let v = h.value().map_err(|reason| AnalysisError::ValueTooLarge {
                    index: i + 1,
                    game: c.game_name(),
                    reason: format!("its search is out of reach ({reason})"),
                })?;
                if let Some(r) = h.reduction(options.row_limit) {
                    let heaps = NimHeaps::Small(h.heaps());
                    reasoning.push(Step::Reduction(r));
                    reasoning.push(Step::NimColumns(nim::column_table(
                        &heaps,
                        options.row_limit,
                    )));
                } else if let Some(w) = h.wythoff() {
                    reasoning.push(Step::Wythoff(w));
                }
                let method = if h.is_wythoff() {
                    "search"
                } else {
                    "reduction to Nim"
                };
                (Valued::Hidden, Nat::from(v), method)
            }
            Component::Moore { .. } => {
                let alone = Position {
                    components: vec![c.clone()],
                };
                let (v, _) = search_grundy(&alone, options.search_limit).map_err(|reason| {
                    AnalysisError::ValueTooLarge {
                        index: i + 1,
                        game: c.game_name(),
                        reason: format!("exhaustive search is out of reach ({reason})"),
                    }
                })?;
                (Valued::Searched, Nat::from(v), "search")
            }
        };
        reports.push(component_report(i, c, Some(value.clone()), method));
        valued.push((v, value));
    }
    let x = valued.iter().fold(Nat::zero(), |a, (_, v)| a ^ v);
    if position.components.len() > 1 {
        reasoning.push(Step::Sum(SumReasoning {
            values: valued.iter().map(|(_, v)| v.clone()).collect(),
            xor: x.clone(),
        }));
    }
    let mut count = Some(Nat::zero());
    let mut moves = Vec::new();
    let mut notes = Vec::new();
    if !x.is_zero() {
        for (i, ((v, value), c)) in valued.iter().zip(&position.components).enumerate() {
            let room = limit.saturating_sub(moves.len());
            let (n, found) = moves_to_value(i, c, v, &(value ^ &x), room, options)?;
            match n {
                Ok(n) => count = count.map(|c| c + n),
                Err(why) => {
                    count = None;
                    notes.push(format!("not every winning move could be counted: {why}"));
                }
            }
            moves.extend(found.into_iter().map(|m| (i, m)));
        }
    }
    Ok(Found {
        outcome: Outcome::from_next_player_wins(!x.is_zero()),
        value: Some(x),
        move_count: count,
        moves,
        components: reports,
        reasoning,
        notes,
    })
}

/// The moves found in one component: their count (or why they could not be counted) and
/// the first of them, each the list of heaps it changes.
type ComponentMoves = (Result<Nat, String>, Vec<Vec<HeapChange>>);

/// Every move inside component `c` (value known through `v`) to a position of value
/// `target`: counted (or why not), the first `room` listed.
fn moves_to_value(
    index: usize,
    c: &Component,
    v: &Valued,
    target: &Nat,
    room: usize,
    options: &AnalyzeOptions,
) -> Result<ComponentMoves, AnalysisError> {
    let mut count = Nat::zero();
    let mut moves = Vec::new();
    match (c, v) {
        (Component::Heap { heaps, .. }, Valued::Heap(solved, values)) => {
            let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
            let mut uncounted = None;
            for (j, (n, g)) in heaps.iter().zip(values).enumerate() {
                let want = g ^ &total ^ target;
                match solved.moves_to_value(n, &want, room.saturating_sub(moves.len())) {
                    Ok((k, found)) => {
                        count += k;
                        moves.extend(found.into_iter().map(|parts| {
                            let parts = parts.into_iter().map(Nat::from).collect();
                            vec![HeapChange::split(j, n.clone(), parts)]
                        }));
                    }
                    Err(e) => uncounted = Some(e.to_string()),
                }
            }
            if let Some(why) = uncounted {
                return Ok((Err(why), moves));
            }
        }
        (Component::Hidden(h), Valued::Hidden) => {
            let target = target.to_u64().expect("values of these games are u64");
            let (n, found) = h.moves_to_value(target, room);
            moves.extend(found);
            match n {
                Ok(n) => count += n,
                Err(why) => return Ok((Err(why), moves)),
            }
        }
        (Component::Nim(h), Valued::Nim) => {
            let (n, found) = nim::moves_to_nim_sum(h, target, room);
            count += n;
            moves.extend(found.into_iter().map(|m| vec![m]));
        }
        (Component::Subtraction { heaps, .. }, Valued::Subtraction(solved, values)) => {
            let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
            for (j, (n, g)) in heaps.iter().zip(values).enumerate() {
                let want = g ^ &total ^ target;
                let (k, after) = solved.moves_to_value(n, &want, room.saturating_sub(moves.len()));
                count += k;
                moves.extend(
                    after
                        .into_iter()
                        .map(|to| vec![HeapChange::new(j, n.clone(), to)]),
                );
            }
        }
        (Component::Graph { graph, tokens, .. }, Valued::Graph(values)) => {
            let total = values.iter().fold(0u32, |a, b| a ^ b);
            let target = target.to_u32().expect("graph values are u32");
            for (j, (&t, &g)) in tokens.iter().zip(values).enumerate() {
                let want = g ^ total ^ target;
                for to in graph
                    .successors(t)
                    .filter(|&s| graph.grundy_of(s) == Some(want))
                {
                    count += 1u8;
                    if moves.len() < room {
                        moves.push(vec![HeapChange::new(j, t.into(), to.into())]);
                    }
                }
            }
        }
        (_, Valued::Searched) => {
            let alone = Position {
                components: vec![c.clone()],
            };
            let target = target.to_u32().expect("searched values are u32");
            let (game, start) = PositionGame::new(&alone).expect("searched before");
            let mut solver = Solver::with_limit(&game, options.search_limit);
            for m in game.moves_with_changes(&start) {
                let value = solver.grundy(&game.canonical(&m.after)).map_err(|e| {
                    AnalysisError::ValueTooLarge {
                        index: index + 1,
                        game: c.game_name(),
                        reason: e.to_string(),
                    }
                })?;
                if value == target {
                    count += 1u8;
                    if moves.len() < room {
                        moves.push(m.changes);
                    }
                }
            }
        }
        _ => unreachable!("values are computed per component kind"),
    }
    Ok((Ok(count), moves))
}

/// The game of `position` for search, refused (with the reason) when a heap or the
/// branching is too large for exhaustive search.
pub(crate) fn searchable(
    position: &Position,
    position_limit: usize,
) -> Result<(PositionGame, SearchState), String> {
    let (game, start) =
        PositionGame::new(position).ok_or_else(|| "a heap is too large to search".to_string())?;
    let branching = estimated_branching(position, &start);
    if branching > MAX_BRANCHING {
        return Err(format!(
            "a position has about {branching:.0} moves, too many to search"
        ));
    }
    let states = estimated_states(position, &start);
    if states > position_limit as f64 {
        return Err(format!(
            "the game tree has up to {states:.0} positions, more than the limit of {position_limit}"
        ));
    }
    if states * branching > MAX_SEARCH_WORK {
        return Err(format!(
            "up to {states:.0} positions with up to {branching:.0} moves each is too much work"
        ));
    }
    let start = game.canonical(&start);
    Ok((game, start))
}

/// An upper bound on the number of distinct (sorted) positions reachable from the start:
/// per component, the fewer of Π(hᵢ+1) and the number of multisets of its heap sizes.
fn estimated_states(position: &Position, start: &SearchState) -> f64 {
    position
        .components
        .iter()
        .zip(start)
        .map(|(c, heaps)| {
            if let Component::Hidden(h) = c {
                return h.from_state(heaps).search_size().0.max(1.0);
            }
            if let Component::Heap { .. } = c {
                // Heaps split: at most the partitions of the total (Hardy–Ramanujan).
                let n: f64 = heaps.iter().map(|&h| h as f64).sum::<f64>().max(1.0);
                let partitions =
                    (std::f64::consts::PI * (2.0 * n / 3.0).sqrt()).exp() / (4.0 * n * 3f64.sqrt());
                return partitions.max(1.0);
            }
            let values = match c {
                Component::Graph { graph, .. } => graph.vertex_count() as f64,
                _ => heaps.iter().copied().max().unwrap_or(0) as f64 + 1.0,
            };
            let product: f64 = match c {
                Component::Graph { .. } => values.powi(heaps.len() as i32),
                _ => heaps.iter().map(|&h| h as f64 + 1.0).product(),
            };
            // Multisets of n values from `values` choices: C(n + values − 1, n).
            let multisets =
                (1..=heaps.len()).fold(1.0, |acc, i| acc * (values - 1.0 + i as f64) / i as f64);
            product.min(multisets).max(1.0)
        })
        .product()
}

/// An upper bound on the number of moves from the start (the largest anywhere, since
/// heaps only shrink).
fn estimated_branching(position: &Position, start: &SearchState) -> f64 {
    position
        .components
        .iter()
        .zip(start)
        .map(|(c, heaps)| match c {
            Component::Hidden(h) => h.from_state(heaps).search_size().1,
            Component::Nim(_) | Component::Subtraction { .. } => {
                heaps.iter().map(|&h| h as f64).sum::<f64>()
            }
            Component::Graph { graph, .. } => heaps.len() as f64 * graph.vertex_count() as f64,
            Component::Heap { rule, .. } => {
                // Remove up to t, leave up to k heaps: about t·h^(k−1) options a heap.
                let t = rule.max_take().unwrap_or(u64::MAX) as f64;
                let k = rule.max_heaps().unwrap_or(3).max(1) as i32;
                heaps
                    .iter()
                    .map(|&h| (h as f64 + 1.0).min(t + 1.0) * (h as f64 + 1.0).powi(k - 1))
                    .sum()
            }
            Component::Moore { k, .. } => {
                // Σ_{j ≤ k} e_j(h): the elementary symmetric sums of the heap sizes.
                let k = *k as usize;
                let mut e = vec![0f64; k + 1];
                e[0] = 1.0;
                for &h in heaps {
                    for j in (1..=k.min(heaps.len())).rev() {
                        e[j] += e[j - 1] * h as f64;
                    }
                }
                e[1..].iter().sum()
            }
        })
        .sum()
}

fn search_grundy(position: &Position, limit: usize) -> Result<(u32, usize), String> {
    let (game, start) = searchable(position, limit)?;
    let mut solver = Solver::with_limit(&game, limit);
    let v = solver.grundy(&start).map_err(|e| match e {
        SearchError::TooLarge { limit } => format!("it would visit more than {limit} positions"),
        SearchError::Cycle => "found a cycle".to_string(),
    })?;
    Ok((v, solver.positions_explored()))
}

fn misere(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, AnalysisError> {
    if let [Component::Nim(heaps)] = position.components.as_slice() {
        let m = nim::misere(heaps, limit);
        return Ok(Found {
            outcome: m.outcome,
            value: None,
            move_count: Some(m.move_count.into()),
            moves: m.moves.into_iter().map(|c| (0, vec![c])).collect(),
            components: vec![component_report(
                0,
                &position.components[0],
                None,
                "misère Nim rule",
            )],
            reasoning: vec![
                Step::NimColumns(nim::column_table(heaps, options.row_limit)),
                Step::MisereNim(m.reasoning),
            ],
            notes: vec![],
        });
    }
    match (
        misere_search(position, options, limit),
        position.components.as_slice(),
    ) {
        (Ok(found), _) => Ok(found),
        (Err(reason), [Component::Moore { k, heaps }]) => {
            Ok(misere_moore_by_rule(position, *k, heaps, options, &reason))
        }
        (Err(reason), _) => Err(AnalysisError::MisereTooLarge(reason)),
    }
}

/// Misère Moore's Nim_k too large to search: the outcome by the rule (normal-play columns,
/// except when every heap is at most 1), no moves listed.
fn misere_moore_by_rule(
    position: &Position,
    k: u32,
    heaps: &[Nat],
    options: &AnalyzeOptions,
    reason: &str,
) -> Found {
    Found {
        outcome: moore::misere_outcome(k, heaps),
        value: None,
        move_count: None,
        moves: vec![],
        components: vec![component_report(0, &position.components[0], None, "misère Moore rule")],
        reasoning: vec![Step::MooreColumns(moore::column_table(k, heaps, options.row_limit))],
        notes: vec![format!(
            "outcome by the misère rule of Moore's Nim_k (as in normal play, except that when every heap is 0 or 1 the player to move loses exactly when the number of 1-heaps is 1 mod k+1); the winning moves need a search that is out of reach ({reason})"
        )],
    }
}

/// Misère play by exhaustive search of the whole position; `Err` says why it is out of
/// reach.
fn misere_search(
    position: &Position,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Found, String> {
    let (game, start) = searchable(position, options.search_limit)?;
    let mut solver = Solver::with_limit(&game, options.search_limit);
    let too_large = |e: SearchError| e.to_string();
    let outcome = solver
        .outcome(&start, Convention::Misere)
        .map_err(too_large)?;
    let mut count = 0u64;
    let mut moves = Vec::new();
    let (_, original) = PositionGame::new(position).expect("searchable");
    for m in game.moves_with_changes(&original) {
        let after = game.canonical(&m.after);
        if !solver.misere_wins(&after).map_err(too_large)? {
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
