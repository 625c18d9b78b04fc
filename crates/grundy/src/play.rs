//! Playing a game: reading a player's move, checking it is legal, and choosing the
//! computer's reply — a winning move whenever one exists (the fastest, when the game tree
//! is small enough to measure), otherwise the move that makes the game last longest.
//! Front ends (the terminal game, the web page) call these; they hold no game logic.
//!
//! Move notation (heaps, tokens and components count from 1):
//! * `H N` — take N from heap H (Nim, subtraction games, heap games: from the end);
//! * `H -> M` — heap H becomes M; for heap games `H -> a b` — heap H becomes heaps a, b;
//! * `H a-b` — Kayles and Dawson's Kayles: knock down pins a to b of row H (`H a` one pin);
//! * `H N, H' N'` — Moore's Nim_k: take from several heaps at once;
//! * `T V` — graph games: move token T to vertex V;
//! * `C: …` — in a sum, the component C the move is made in.

use crate::analysis::{analyze, describe_move, searchable, AnalysisError, AnalyzeOptions};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::position::{Component, Position};
use crate::report::HeapChange;
use crate::solver::Solver;
use crate::subtraction::SubtractionRule;
use num_traits::{One, ToPrimitive, Zero};
use thiserror::Error;

/// The most positions the computer searches to choose the fastest win or slowest loss.
pub const PLAY_SEARCH_LIMIT: usize = 200_000;

/// A move: the component it is made in and the heaps it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The component's index (from 0).
    pub component: usize,
    /// The heaps (tokens) that change.
    pub changes: Vec<HeapChange>,
}

/// A move that cannot be read or is not allowed, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in the notation.
    #[error("cannot read the move {text:?}: {reason}")]
    Unreadable {
        /// The text.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// The move breaks the rules.
    #[error("illegal move: {0}")]
    Illegal(String),
}

/// The computer's choice, with what it knows.
#[derive(Debug, Clone, PartialEq)]
pub struct ComputerMove {
    /// The move.
    pub chosen: Move,
    /// True when it is a winning move (the computer will win).
    pub winning: bool,
    /// The move in words.
    pub description: String,
    /// How it was chosen.
    pub reason: String,
}

/// Reads `text` as a move in `position` (see the module docs) and checks it is legal.
///
/// ```
/// use grundy::parse_position;
/// use grundy::play::{apply, parse_move};
/// let p = parse_position("3 4 5").unwrap();
/// let m = parse_move(&p, "1 2").unwrap(); // take 2 from heap 1
/// assert_eq!(apply(&p, &m).to_string(), "1 4 5");
/// assert!(parse_move(&p, "1 4").is_err()); // heap 1 has only 3
/// let k = parse_position("kayles 10").unwrap();
/// assert_eq!(apply(&k, &parse_move(&k, "1 4-5").unwrap()).to_string(), "kayles 3 5");
/// ```
pub fn parse_move(position: &Position, text: &str) -> Result<Move, MoveError> {
    let unreadable = |reason: &str| MoveError::Unreadable {
        text: text.to_string(),
        reason: reason.to_string(),
    };
    if let Some(k) = text.trim().strip_prefix('#') {
        let moves = legal_moves(position).ok_or_else(|| unreadable("too many moves to number"))?;
        let k: usize = k
            .trim()
            .parse()
            .map_err(|_| unreadable("write `#k` with a move number"))?;
        return moves.get(k.wrapping_sub(1)).cloned().ok_or_else(|| {
            unreadable(&format!(
                "there are {} moves; pick #1 to #{}",
                moves.len(),
                moves.len()
            ))
        });
    }
    let (component, body) = match text.split_once(':') {
        Some((c, rest)) => {
            let c: usize = c
                .trim()
                .parse()
                .map_err(|_| unreadable("the component before ':' must be a number"))?;
            if c == 0 || c > position.components.len() {
                return Err(unreadable(&format!(
                    "there is no component {c} (the position has {})",
                    position.components.len()
                )));
            }
            (c - 1, rest.trim())
        }
        None if position.components.len() == 1 => (0, text.trim()),
        None => {
            return Err(unreadable(
                "the position is a sum: say which component, e.g. `2: 1 3`",
            ))
        }
    };
    let c = &position.components[component];
    let number = |s: &str, what: &str| -> Result<Nat, MoveError> {
        s.trim()
            .parse::<Nat>()
            .map_err(|_| unreadable(&format!("{what} must be a non-negative number, not {s:?}")))
    };
    let index = |s: &str, what: &str| -> Result<usize, MoveError> {
        let i = number(s, what)?
            .to_usize()
            .filter(|&i| i >= 1 && i <= c.heap_count());
        i.map(|i| i - 1).ok_or_else(|| {
            unreadable(&format!(
                "there is no {what} {} (there are {})",
                s.trim(),
                c.heap_count()
            ))
        })
    };
    let heap_size = |i: usize| -> Nat { heap_of(c, i) };
    let mut changes = Vec::new();
    for part in body.split(',') {
        let part = part.trim();
        if let Some((h, to)) = part.split_once("->") {
            let i = index(h, "heap")?;
            let sizes: Vec<Nat> = to
                .split_whitespace()
                .map(|s| number(s, "a size"))
                .collect::<Result<_, _>>()?;
            let change = match (c, sizes.as_slice()) {
                (Component::Heap { .. }, _) => HeapChange::split(i, heap_size(i), sizes),
                (_, [one]) => HeapChange::new(i, heap_size(i), one.clone()),
                _ => return Err(unreadable("write one size after '->'")),
            };
            changes.push(change);
            continue;
        }
        let words: Vec<&str> = part.split_whitespace().collect();
        let [h, amount] = words.as_slice() else {
            return Err(unreadable(
                "write a heap and an amount, e.g. `2 3` (take 3 from heap 2)",
            ));
        };
        let i = index(
            h,
            if matches!(c, Component::Graph { .. }) {
                "token"
            } else {
                "heap"
            },
        )?;
        let from = heap_size(i);
        let change = match c {
            Component::Graph { .. } => HeapChange::new(i, from, number(amount, "a vertex")?),
            Component::Heap { name, .. } if name == "kayles" || name == "dawson-kayles" => {
                let (a, b) = amount.split_once('-').unwrap_or((amount, amount));
                let (a, b) = (number(a, "a pin")?, number(b, "a pin")?);
                if a.is_zero() || b < a || b > from {
                    return Err(MoveError::Illegal(format!(
                        "row {} has pins 1 to {from}",
                        i + 1
                    )));
                }
                let parts = [&a - 1u8, &from - &b]
                    .into_iter()
                    .filter(|p| !p.is_zero())
                    .collect();
                HeapChange::split(i, from, parts)
            }
            _ => {
                let take = number(amount, "the amount")?;
                if take > from {
                    return Err(MoveError::Illegal(format!(
                        "heap {} has only {from}",
                        i + 1
                    )));
                }
                let to = &from - &take;
                match c {
                    Component::Heap { .. } => {
                        HeapChange::split(i, from, if to.is_zero() { vec![] } else { vec![to] })
                    }
                    _ => HeapChange::new(i, from, to),
                }
            }
        };
        changes.push(change);
    }
    let m = Move { component, changes };
    if let Component::Hidden(h) = c {
        return hidden_move(h, m);
    }
    check(position, &m)?;
    Ok(m)
}

/// A hidden game's move given by its first change (piece `heap` goes from `from` to
/// `to`): the full move from the game's own rules (with any pieces that fall or flip).
fn hidden_move(h: &crate::hidden::component::HiddenGame, m: Move) -> Result<Move, MoveError> {
    if h.search_size().1 > HIDDEN_MOVE_LIMIT {
        return Err(MoveError::Illegal(
            "this position is too large to check moves in".into(),
        ));
    }
    let wanted = &m.changes;
    let found = h.all_moves().into_iter().find(|full| {
        full == wanted
            || (wanted.len() == 1
                && full
                    .first()
                    .is_some_and(|f| f.heap == wanted[0].heap && f.to == wanted[0].to))
    });
    match found {
        Some(changes) => Ok(Move {
            component: m.component,
            changes,
        }),
        None => Err(MoveError::Illegal(format!(
            "{}: piece {} cannot go from {} to {} (type `#k` to pick a listed move)",
            h.name(),
            wanted[0].heap + 1,
            wanted[0].from,
            wanted[0].to
        ))),
    }
}

fn heap_of(c: &Component, i: usize) -> Nat {
    match c {
        Component::Nim(h) => h.get(i),
        Component::Moore { heaps, .. }
        | Component::Subtraction { heaps, .. }
        | Component::Heap { heaps, .. } => heaps[i].clone(),
        Component::Graph { tokens, .. } => Nat::from(tokens[i]),
        Component::Hidden(h) => Nat::from(h.sizes()[i]),
    }
}

/// The most moves of a hidden game's piece enumerated to check or number moves.
const HIDDEN_MOVE_LIMIT: f64 = 1_000_000.0;

/// Every legal move of a position small enough to enumerate, numbered from 1 as the
/// `#k` notation counts them; `None` when there are too many to list.
///
/// ```
/// use grundy::{parse_position, play::legal_moves};
/// let p = parse_position("1 2").unwrap();
/// assert_eq!(legal_moves(&p).unwrap().len(), 3); // 1 → 0, 2 → 1, 2 → 0
/// ```
pub fn legal_moves(position: &Position) -> Option<Vec<Move>> {
    let (game, start) = crate::search::PositionGame::new(position)?;
    let moves = game.moves_with_changes(&start);
    (moves.len() as f64 <= HIDDEN_MOVE_LIMIT).then(|| {
        moves
            .into_iter()
            .map(|m| Move {
                component: m.component,
                changes: m.changes,
            })
            .collect()
    })
}

/// Checks that `m` is a legal move in `position`.
///
/// ```
/// use grundy::parse_position;
/// use grundy::play::{check, Move};
/// use grundy::report::HeapChange;
/// let p = parse_position("sub(1,3,4) 5").unwrap();
/// let take2 = Move { component: 0, changes: vec![HeapChange::new(0, 5u8.into(), 3u8.into())] };
/// assert!(check(&p, &take2).is_err()); // 2 is not in {1, 3, 4}
/// ```
pub fn check(position: &Position, m: &Move) -> Result<(), MoveError> {
    let illegal = |s: String| Err(MoveError::Illegal(s));
    let Some(c) = position.components.get(m.component) else {
        return illegal(format!("there is no component {}", m.component + 1));
    };
    if m.changes.is_empty() {
        return illegal("a move must change something".into());
    }
    let mut seen = std::collections::HashSet::new();
    for ch in &m.changes {
        if ch.heap >= c.heap_count() || !seen.insert(ch.heap) {
            return illegal(format!(
                "heap {} is named twice or does not exist",
                ch.heap + 1
            ));
        }
        if ch.from != heap_of(c, ch.heap) {
            return illegal(format!(
                "heap {} has {}, not {}",
                ch.heap + 1,
                heap_of(c, ch.heap),
                ch.from
            ));
        }
    }
    let single = m.changes.len() == 1;
    let ch = &m.changes[0];
    match c {
        Component::Nim(_) => {
            if !single {
                return illegal("Nim: take from one heap only".into());
            }
            if ch.to >= ch.from {
                return illegal(format!("heap {} must get smaller", ch.heap + 1));
            }
        }
        Component::Moore { k, .. } => {
            if m.changes.len() > *k as usize {
                return illegal(format!("Moore's Nim_{k}: at most {k} heaps at once"));
            }
            if let Some(bad) = m.changes.iter().find(|ch| ch.to >= ch.from) {
                return illegal(format!("heap {} must get smaller", bad.heap + 1));
            }
        }
        Component::Subtraction { rule, .. } => {
            if !single || ch.to >= ch.from {
                return illegal("take a positive amount from one heap".into());
            }
            let take = &ch.from - &ch.to;
            let allowed = match rule {
                SubtractionRule::Finite(set) => take.to_u64().is_some_and(|t| set.contains(&t)),
                SubtractionRule::Bounded(k) => take <= Nat::from(*k),
                SubtractionRule::AllBut(x) => take.to_u64().is_none_or(|t| !x.contains(&t)),
            };
            if !allowed {
                return illegal(format!("{}: taking {take} is not allowed", rule.name()));
            }
        }
        Component::Heap { rule, .. } => {
            if !single {
                return illegal("move in one heap only".into());
            }
            let n = ch
                .from
                .to_u64()
                .filter(|&n| n <= crate::heap::solved::MOVE_LIMIT);
            let Some(n) = n else {
                return illegal(format!(
                    "heap {} is too large to check moves in",
                    ch.heap + 1
                ));
            };
            let mut parts: Vec<u64> = ch
                .parts
                .clone()
                .unwrap_or_else(|| vec![ch.to.clone()])
                .iter()
                .filter_map(|p| p.to_u64())
                .filter(|&p| p > 0)
                .collect();
            parts.sort_unstable();
            if !rule.options(n).contains(&parts) {
                return illegal(format!("{rule}: a heap of {n} cannot become {parts:?}"));
            }
        }
        Component::Hidden(h) => {
            if h.search_size().1 > HIDDEN_MOVE_LIMIT {
                return illegal("this position is too large to check moves in".into());
            }
            if !h.all_moves().contains(&m.changes) {
                return illegal(format!("{}: not a legal move", h.name()));
            }
        }
        Component::Graph { graph, .. } => {
            let (from, to) = (ch.from.to_u64(), ch.to.to_u64());
            let ok = single
                && from
                    .zip(to)
                    .is_some_and(|(f, t)| graph.successors(f).any(|s| s == t));
            if !ok {
                return illegal(format!(
                    "there is no edge from vertex {} to vertex {}",
                    ch.from, ch.to
                ));
            }
        }
    }
    Ok(())
}

/// The position after `m` (which must be legal).
pub fn apply(position: &Position, m: &Move) -> Position {
    position.with_move(m.component, &m.changes)
}

/// True when the player to move has no move at all.
///
/// ```
/// use grundy::{parse_position, play::is_over};
/// assert!(is_over(&parse_position("0 0").unwrap()));
/// assert!(!is_over(&parse_position("sub(2) 2").unwrap()));
/// assert!(is_over(&parse_position("sub(2) 1").unwrap()));
/// ```
pub fn is_over(position: &Position) -> bool {
    slow_move(position).is_none()
}

/// When the game is over (no move left), whether the player who made the last move won:
/// yes under normal play, no under misère play. `None` while moves remain.
///
/// ```
/// use grundy::{parse_position, play::last_mover_wins, Convention};
/// let over = parse_position("0 0").unwrap();
/// assert_eq!(last_mover_wins(&over, Convention::Normal), Some(true));
/// assert_eq!(last_mover_wins(&over, Convention::Misere), Some(false));
/// assert_eq!(last_mover_wins(&parse_position("1").unwrap(), Convention::Normal), None);
/// ```
pub fn last_mover_wins(position: &Position, convention: Convention) -> Option<bool> {
    is_over(position).then_some(convention == Convention::Normal)
}

/// A legal move that changes as little as possible (one token from the largest heap, or
/// the option of the largest heap that removes least): what a losing player plays to
/// make the game last when the game tree is too large to measure. `None`: no move.
pub fn slow_move(position: &Position) -> Option<Move> {
    let mut best: Option<(Nat, Move)> = None;
    for (ci, c) in position.components.iter().enumerate() {
        for i in 0..c.heap_count() {
            let from = heap_of(c, i);
            let candidate: Option<HeapChange> = match c {
                Component::Nim(_) | Component::Moore { .. } => {
                    (!from.is_zero()).then(|| HeapChange::new(i, from.clone(), &from - 1u8))
                }
                Component::Subtraction { rule, .. } => {
                    let least = match rule {
                        SubtractionRule::Finite(set) => set.first().map(|&s| Nat::from(s)),
                        SubtractionRule::Bounded(_) => Some(Nat::one()),
                        SubtractionRule::AllBut(x) => {
                            (1u64..).find(|t| !x.contains(t)).map(Nat::from)
                        }
                    };
                    least
                        .filter(|t| *t <= from)
                        .map(|t| HeapChange::new(i, from.clone(), &from - t))
                }
                Component::Heap { rule, .. } => from
                    .to_u64()
                    .map(|n| n.min(crate::heap::solved::MOVE_LIMIT))
                    .and_then(|n| rule.options(n).into_iter().next())
                    .map(|parts| {
                        HeapChange::split(
                            i,
                            from.clone(),
                            parts.into_iter().map(Nat::from).collect(),
                        )
                    }),
                Component::Hidden(h) => {
                    if i == 0 && h.search_size().1 <= HIDDEN_MOVE_LIMIT {
                        if let Some(changes) = h.all_moves().into_iter().last() {
                            let m = Move {
                                component: ci,
                                changes,
                            };
                            if best.is_none() {
                                best = Some((Nat::zero(), m));
                            }
                        }
                    }
                    None
                }
                Component::Graph { graph, .. } => {
                    let v = from.to_u64().expect("vertex");
                    graph
                        .successors(v)
                        .next()
                        .map(|t| HeapChange::new(i, from.clone(), t.into()))
                }
            };
            if let Some(ch) = candidate {
                if best.as_ref().is_none_or(|(size, _)| from > *size) {
                    best = Some((
                        from.clone(),
                        Move {
                            component: ci,
                            changes: vec![ch],
                        },
                    ));
                }
            }
        }
    }
    best.map(|(_, m)| m)
}

/// The computer's move: a winning move whenever one exists, else the move that makes the
/// game last longest. Exact (fastest win, slowest loss) when the game tree has at most
/// [`PLAY_SEARCH_LIMIT`] positions; otherwise the analysis's first winning move, or
/// [`slow_move`]. `Ok(None)` when there is no move.
///
/// # Errors
/// As [`analyze`] (e.g. a misère position too large to search).
///
/// ```
/// use grundy::{parse_position, Convention};
/// use grundy::play::{apply, computer_move};
/// let p = parse_position("3 4 5").unwrap();
/// let m = computer_move(&p, Convention::Normal).unwrap().unwrap();
/// assert!(m.winning);
/// assert_eq!(apply(&p, &m.chosen).to_string(), "1 4 5");
/// ```
pub fn computer_move(
    position: &Position,
    convention: Convention,
) -> Result<Option<ComputerMove>, AnalysisError> {
    let finish = |chosen: Move, winning: bool, reason: String| {
        let description = describe_move(position, chosen.component, &chosen.changes);
        ComputerMove {
            chosen,
            winning,
            description,
            reason,
        }
    };
    if let Ok((game, start)) = searchable(position, PLAY_SEARCH_LIMIT) {
        let mut solver = Solver::with_limit(&game, PLAY_SEARCH_LIMIT);
        if let Ok((outcome, _)) = solver.remoteness(&start, convention) {
            let (_, original) = crate::search::PositionGame::new(position).expect("searchable");
            let mut best: Option<(u32, crate::search::SearchMove)> = None;
            for m in game.moves_with_changes(&original) {
                let after = game.canonical(&m.after);
                let Ok((o, r)) = solver.remoteness(&after, convention) else {
                    break;
                };
                // Winning: the losing option of least remoteness; losing: the greatest.
                let better = match outcome {
                    Outcome::N => o == Outcome::P && best.as_ref().is_none_or(|(b, _)| r < *b),
                    Outcome::P => best.as_ref().is_none_or(|(b, _)| r > *b),
                };
                if better {
                    best = Some((r, m));
                }
            }
            if let Some((r, m)) = best {
                let winning = outcome == Outcome::N;
                let reason = if winning {
                    format!("a winning move; the game ends within {} more moves", r)
                } else {
                    format!("every move loses against perfect play; this one makes the game last longest ({} more moves)", r)
                };
                return Ok(Some(finish(
                    Move {
                        component: m.component,
                        changes: m.changes,
                    },
                    winning,
                    reason,
                )));
            }
            return Ok(None);
        }
    }
    let options = AnalyzeOptions {
        convention,
        max_moves: Some(1),
        ..AnalyzeOptions::default()
    };
    let report = analyze(position, &options)?;
    if let Some(w) = report.winning_moves.first() {
        let chosen = Move {
            component: w.component,
            changes: w.changes.clone(),
        };
        return Ok(Some(finish(chosen, true, "a winning move".into())));
    }
    Ok(slow_move(position).map(|m| {
        let reason = if report.outcome == Outcome::N {
            "a winning move exists but could not be listed; this move only delays".to_string()
        } else {
            "every move loses against perfect play; this one changes as little as possible, to make the game last".to_string()
        };
        finish(m, false, reason)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_position;

    #[test]
    fn the_computer_wins_every_small_nim_game_it_can() {
        for text in ["1 2", "3 4 5", "2 2 1", "7"] {
            let mut p = parse_position(text).unwrap();
            let first_wins = analyze(&p, &AnalyzeOptions::default()).unwrap().outcome == Outcome::N;
            let mut computer_to_move = true;
            let mut last_mover_is_computer = false;
            while let Some(m) = computer_move(&p, Convention::Normal).unwrap() {
                p = apply(&p, &m.chosen);
                last_mover_is_computer = computer_to_move;
                computer_to_move = !computer_to_move;
            }
            // Playing both sides perfectly: the first player wins exactly at N-positions.
            assert_eq!(last_mover_is_computer, first_wins, "{text}");
        }
    }

    #[test]
    fn illegal_moves_say_why() {
        let p = parse_position("3 4 5").unwrap();
        for bad in ["9 1", "1 0", "x", "1 2 3", "2: 1 1"] {
            assert!(parse_move(&p, bad).is_err(), "{bad}");
        }
        let m = parse_position("moore(2) 3 5 6").unwrap();
        assert!(parse_move(&m, "1 1, 2 1, 3 1").is_err());
        assert!(parse_move(&m, "2 2, 3 3").is_ok());
        let g = parse_position("kayles 3 + nim 2").unwrap();
        assert!(parse_move(&g, "1 2").is_err());
        assert!(parse_move(&g, "1: 1 2").is_ok());
        assert!(parse_move(&g, "1: 1 -> 1 1").is_ok());
        assert!(parse_move(&g, "1: 1 -> 2 1").is_err());
    }

    #[test]
    fn a_losing_computer_delays() {
        // 2 2 is lost; the longest game takes one from a heap (2 1 → …).
        let p = parse_position("2 2").unwrap();
        let m = computer_move(&p, Convention::Normal).unwrap().unwrap();
        assert!(!m.winning);
        assert_eq!(m.chosen.changes[0].to, Nat::from(1u8));
    }
}
