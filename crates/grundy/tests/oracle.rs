//! The oracle: every game of the registry ([`grundy::games::GAMES`]) checked against the
//! generic [`Solver`] searching the game's own moves ([`PositionGame`]). From each game's
//! example, a few seeded random move sequences; at every position on the way:
//!
//! * the position is written back and read again to itself;
//! * normal play: the value (when the report gives one) and the outcome;
//! * misère play: the outcome (a refusal is allowed, a wrong answer never);
//! * the winning moves listed, when the report lists them all: the same set as the
//!   solver's moves to P-positions (compared by the position after the move, in the
//!   game's canonical form).
//!
//! A game is covered by registering it.

use grundy::component::search::{PositionGame, SearchState};
use grundy::games::GAMES;
use grundy::play::{apply, legal_moves};
use grundy::{analyze, parse_position_with, AnalyzeOptions, Convention, Nat, Outcome};
use grundy::{Position, Report, Solver};
use std::collections::BTreeSet;

/// The edge list every file-reading game (`graph(FILE)`) gets: a small DAG on 0..=11.
fn read_file(_: &str) -> Result<String, String> {
    let mut text = String::new();
    for v in 0..12u32 {
        for step in [1, 2, 5] {
            if v + step < 12 && (v + step) % 4 != 3 {
                text.push_str(&format!("{v} {}\n", v + step));
            }
        }
    }
    Ok(text)
}

/// The most positions the solver may visit for one position.
const SOLVER_LIMIT: usize = 300_000;
/// Random move sequences per game, and the most moves in each.
const WALKS: usize = 12;
const STEPS: usize = 25;

/// A deterministic xorshift generator.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[derive(Default, Debug)]
struct Tally {
    positions: usize,
    unsearchable: usize,
    values: usize,
    outcomes: usize,
    misere: usize,
    misere_refused: usize,
    normal_refused: usize,
    move_sets: usize,
}

fn parse(text: &str) -> Position {
    parse_position_with(text, &mut read_file).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The set of positions (canonical search states) the report's winning moves lead to.
fn listed_after(
    game: &PositionGame,
    start: &SearchState,
    position: &Position,
    report: &Report,
) -> BTreeSet<SearchState> {
    let moves = game.moves_with_changes(start);
    report
        .winning_moves
        .iter()
        .map(|w| {
            let found = moves
                .iter()
                .find(|m| m.component == w.component && m.changes == w.changes)
                .or_else(|| {
                    let after = position.with_move(w.component, &w.changes);
                    moves
                        .iter()
                        .find(|m| position.with_move(m.component, &m.changes) == after)
                });
            let m = found.unwrap_or_else(|| {
                panic!(
                    "{position}: the listed winning move {:?} ({}) is not a move of the search",
                    w.changes, w.description
                )
            });
            game.canonical(&m.after)
        })
        .collect()
}

/// The canonical states after the solver's moves to P-positions under `convention`;
/// `None` when the search is too large.
fn solver_after(
    game: &PositionGame,
    solver: &mut Solver<PositionGame>,
    start: &SearchState,
    convention: Convention,
) -> Option<BTreeSet<SearchState>> {
    let mut out = BTreeSet::new();
    for m in game.moves_with_changes(start) {
        let after = game.canonical(&m.after);
        if solver.outcome(&after, convention).ok()? == Outcome::P {
            out.insert(after);
        }
    }
    Some(out)
}

/// Every listed winning move leads to a different position: `winning_move_count` counts
/// distinct resulting positions in every game.
fn assert_distinct_results(spec: &str, position: &Position, report: &Report) {
    let afters: BTreeSet<String> = report
        .winning_moves
        .iter()
        .map(|w| position.with_move(w.component, &w.changes).to_string())
        .collect();
    assert_eq!(
        afters.len(),
        report.winning_moves.len(),
        "{spec}: two winning moves of {position} give the same position"
    );
}

fn check(spec: &str, position: &Position, tally: &mut Tally) {
    tally.positions += 1;
    let text = position.to_string();
    assert_eq!(parse(&text), *position, "{spec}: {text} does not read back");
    let Some((game, start)) = PositionGame::of(position) else {
        tally.unsearchable += 1;
        return;
    };
    let canonical = game.canonical(&start);
    let mut solver = Solver::with_limit(&game, SOLVER_LIMIT);
    let Ok(g) = solver.grundy(&canonical) else {
        tally.unsearchable += 1;
        return;
    };
    match analyze(position, &AnalyzeOptions::default()) {
        Ok(r) => {
            if let Some(v) = &r.value {
                assert_eq!(*v, Nat::from(g), "{spec}: value of {text}");
                tally.values += 1;
            }
            assert_eq!(
                r.outcome,
                Outcome::from_next_player_wins(g != 0),
                "{spec}: outcome of {text}"
            );
            tally.outcomes += 1;
            assert_distinct_results(spec, position, &r);
            if r.winning_moves_complete {
                if let Some(want) = solver_after(&game, &mut solver, &start, Convention::Normal) {
                    let got = listed_after(&game, &start, position, &r);
                    assert_eq!(got, want, "{spec}: winning moves of {text}");
                    tally.move_sets += 1;
                }
            }
        }
        Err(_) => tally.normal_refused += 1,
    }
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    let Ok(wins) = solver.misere_wins(&canonical) else {
        return;
    };
    match analyze(position, &misere) {
        Ok(r) => {
            assert_eq!(
                r.outcome,
                Outcome::from_next_player_wins(wins),
                "{spec}: misère outcome of {text}"
            );
            tally.misere += 1;
            assert_distinct_results(spec, position, &r);
            if r.winning_moves_complete {
                if let Some(want) = solver_after(&game, &mut solver, &start, Convention::Misere) {
                    let got = listed_after(&game, &start, position, &r);
                    assert_eq!(got, want, "{spec}: misère winning moves of {text}");
                    tally.move_sets += 1;
                }
            }
        }
        Err(_) => tally.misere_refused += 1,
    }
}

#[test]
fn every_registered_game_agrees_with_the_solver() {
    let mut failures = Vec::new();
    for (g, spec) in GAMES.iter().enumerate() {
        let name = spec.names[0];
        let start = parse(spec.example);
        let mut tally = Tally::default();
        let mut rng = Rng(0x2545_F491_4F6C_DD1D ^ ((g as u64 + 1) * 0x9E37_79B9));
        for _ in 0..WALKS {
            let mut p = start.clone();
            for _ in 0..STEPS {
                check(name, &p, &mut tally);
                let moves = match legal_moves(&p) {
                    Some(m) if !m.is_empty() => m,
                    _ => break,
                };
                p = apply(&p, &moves[rng.below(moves.len())]);
            }
            check(name, &p, &mut tally);
        }
        eprintln!("{name:>14} ({}): {tally:?}", spec.example);
        if tally.outcomes + tally.misere == 0 {
            failures.push(format!(
                "{name}: no position from its example {:?} could be checked",
                spec.example
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every click a board offers ([`Position::pieces`]) reads as a move of the piece clicked,
/// in every registered game alone and in a sum with Nim: legal, or refused by the rules
/// (`sub(1,3,4)` may not take 7), never unreadable; a legal `take-from` click on unit `i`
/// of `n` leaves `i` units, as the board draws it.
#[test]
fn every_click_of_every_board_is_a_legal_move_of_its_piece() {
    use grundy::component::{Clicks, MoveError};
    use grundy::play::parse_move;
    let mut clicks = 0;
    for spec in GAMES {
        let sum = format!("nim 1 + {}", spec.example);
        let texts = [
            Some(spec.example.to_string()),
            (!spec.whole_position).then_some(sum),
        ];
        for text in texts.into_iter().flatten() {
            let p = parse(&text);
            for (c, board) in p.pieces().iter().enumerate() {
                let before = clicks;
                for (h, piece) in board.items.iter().enumerate() {
                    let all = piece.moves.iter().enumerate().map(|(i, m)| (i, m, false));
                    let pairs = piece.pairs.iter().enumerate().map(|(i, m)| (i, m, true));
                    for (i, m, _) in all.chain(pairs) {
                        let played = match parse_move(&p, m) {
                            Ok(played) => played,
                            Err(MoveError::Illegal(_)) => continue,
                            Err(e) => panic!("{text:?}: the click {m:?} is unreadable: {e}"),
                        };
                        assert_eq!(played.component, c, "{text:?}: {m:?}");
                        assert!(
                            played.changes.iter().any(|ch| ch.heap == h),
                            "{text:?}: {m:?} does not change piece {h}"
                        );
                        if board.clicks == Clicks::TakeFrom {
                            let n = piece.units.unwrap();
                            let after = played.changes.iter().find(|ch| ch.heap == h).unwrap();
                            assert_eq!(after.from, Nat::from(n), "{text:?}: {m:?}");
                            assert_eq!(after.to, Nat::from(i as u64), "{text:?}: {m:?}");
                        }
                        clicks += 1;
                    }
                }
                let clickable = board.items.iter().any(|piece| !piece.moves.is_empty());
                assert!(
                    !clickable || clicks > before,
                    "{text:?}: no click on board {c} is legal"
                );
            }
        }
    }
    assert!(clicks > 100, "only {clicks} legal clicks checked");
}

/// No game panics when the value wanted from it is beyond anything it can reach: every
/// registered game in a sum with a huge Nim heap (2^32, 2^64, 2^64 + 1, 2^128), every
/// winning move listed, normal and misère play — an answer or a refusal, never a panic.
#[test]
fn a_value_out_of_reach_is_no_move_not_a_panic() {
    let huge = [
        "4294967296",
        "18446744073709551616",
        "18446744073709551617",
        "340282366920938463463374607431768211456",
    ];
    for spec in GAMES.iter().filter(|g| !g.whole_position) {
        for big in huge {
            let p = parse(&format!("{} + nim {big}", spec.example));
            for convention in [Convention::Normal, Convention::Misere] {
                let options = AnalyzeOptions {
                    convention,
                    max_moves: None,
                    ..AnalyzeOptions::default()
                };
                if let Ok(r) = analyze(&p, &options) {
                    if convention == Convention::Normal {
                        // The only winning moves are in the huge heap (the other
                        // component's value is far smaller).
                        assert!(
                            r.winning_moves.iter().all(|m| m.component == 1),
                            "{}: {:?}",
                            spec.example,
                            r.winning_moves
                        );
                    }
                }
            }
        }
    }
}
