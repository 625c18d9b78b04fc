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
fn read_file(_: &str) -> Result<String, grundy::language::FileError> {
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
    let Some((game, start)) = position.search_game() else {
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
            if r.winning_moves_complete
                && let Some(want) = solver_after(&game, &mut solver, &start, Convention::Normal)
            {
                let got = listed_after(&game, &start, position, &r);
                assert_eq!(got, want, "{spec}: winning moves of {text}");
                tally.move_sets += 1;
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
            if r.winning_moves_complete
                && let Some(want) = solver_after(&game, &mut solver, &start, Convention::Misere)
            {
                let got = listed_after(&game, &start, position, &r);
                assert_eq!(got, want, "{spec}: misère winning moves of {text}");
                tally.move_sets += 1;
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

/// The positions a board test looks at: each game's example and worked examples, alone
/// and (unless the game must be the whole position) in a sum with Nim, and the positions
/// a few random moves away.
/// Positions whose boards draw heaps as bars (over 40 counters) or as long rows.
const LARGE_BOARDS: [&str; 5] = [
    "wythoff 57 1000",
    "wythoff 25 30",
    "nim 2 + wythoff 45 41",
    "poker(100,3,2) 50 2",
    "poker(3,2,2) 45 1",
];

/// A small number of a change, signed.
fn small(n: &grundy::Nat) -> i128 {
    use num_traits::ToPrimitive;
    i128::from(n.to_u64().expect("a small number"))
}

fn board_positions() -> Vec<(&'static str, Position)> {
    let mut out = Vec::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // Boards with heaps too large to draw counter by counter (plays of a chosen amount).
    for text in LARGE_BOARDS {
        out.push(("large", parse(text)));
    }
    for spec in GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|e| e.0));
        for example in examples {
            let sum = format!("nim 1 + {example}");
            let texts = [
                Some(example.to_string()),
                (!spec.whole_position).then_some(sum),
            ];
            for text in texts.into_iter().flatten() {
                let mut p = parse(&text);
                for _ in 0..4 {
                    out.push((spec.names[0], p.clone()));
                    match legal_moves(&p) {
                        Some(m) if !m.is_empty() => p = apply(&p, &m[rng.below(m.len())]),
                        _ => break,
                    }
                }
            }
        }
    }
    out
}

/// Every play a board offers ([`Position::pieces`]) is the legal move it says: its text
/// reads as a move of its component whose changes are the play's; its shapes exist; no
/// two plays are made by clicking the same shapes (a page tells them apart by the shapes
/// clicked).
#[test]
fn every_play_of_every_board_is_the_legal_move_it_says() {
    use grundy::component::Layout;
    use grundy::play::parse_move;
    let mut plays = 0;
    let mut amounts = 0;
    for (name, p) in board_positions() {
        let text = p.to_string();
        for (c, board) in p.pieces().iter().enumerate() {
            let mut selects = BTreeSet::new();
            for play in &board.plays {
                let m = parse_move(&p, &play.text).unwrap_or_else(|e| {
                    panic!(
                        "{name}: {text:?}: the play {:?} is not a move: {e}",
                        play.text
                    )
                });
                assert_eq!(m.component, c, "{name}: {text:?}: {:?}", play.text);
                assert_eq!(
                    sorted(&m.changes),
                    sorted(&play.changes),
                    "{name}: {text:?}: the play {:?} says other changes than its text makes",
                    play.text
                );
                assert!(
                    !play.select.is_empty(),
                    "{name}: {text:?}: a play with no click"
                );
                if let Some(amount) = &play.amount {
                    // The move of the largest amount: every piece changes `max` times as
                    // much as in the move of 1.
                    let max: u64 = amount.max.parse().expect("a number");
                    let m = parse_move(&p, &amount.text(max)).unwrap_or_else(|e| {
                        panic!("{name}: {text:?}: {:?} at {max}: {e}", amount.template)
                    });
                    let scaled: Vec<_> = play
                        .changes
                        .iter()
                        .map(|c| {
                            let (from, to) = (small(&c.from), small(&c.to));
                            let to = from + (to - from) * i128::from(max);
                            grundy::report::HeapChange::new(
                                c.heap,
                                c.from.clone(),
                                (to as u64).into(),
                            )
                        })
                        .collect();
                    assert_eq!(
                        sorted(&m.changes),
                        sorted(&scaled),
                        "{name}: {text:?}: {:?}",
                        amount.template
                    );
                    amounts += 1;
                }
                for &s in play.select.iter().chain(&play.marks) {
                    assert!(s < board.shapes.len(), "{name}: {text:?}: no shape {s}");
                }
                let mut key = play.select.clone();
                key.sort_unstable();
                assert!(
                    selects.insert(key),
                    "{name}: {text:?}: two plays on the same clicks"
                );
                plays += 1;
            }
            if board.layout == Layout::Picture {
                assert!(board.size.is_some(), "{name}: a picture without a size");
            }
        }
    }
    assert!(plays > 1000, "only {plays} plays checked");
    assert!(amounts > 0, "no play of a chosen amount checked");
}

/// Each game alone is drawn as itself: the games with a picture have one at their
/// example, and every winning move of a picture is one of its plays (what a page
/// highlights; a symmetric move, such as a pin at either end of a row, may be several).
#[test]
fn games_are_drawn_and_their_winning_moves_are_plays() {
    use grundy::component::Layout;
    let pictured = [
        "strip",
        "strip-nojump",
        "staircase",
        "spawning",
        "caterpillar",
        "chocolate",
        "hackenbush",
        "lines",
        "wythoff",
        "poker",
        "tartan",
        "node-kayles",
        "arc-kayles",
        "cram",
        "chomp",
        "geography",
        "rule",
    ];
    for spec in GAMES {
        let boards = parse(spec.example).pieces();
        let picture = boards[0].layout == Layout::Picture;
        assert_eq!(
            picture,
            pictured.contains(&spec.names[0]),
            "{}: {:?}",
            spec.names[0],
            boards[0].layout
        );
        if pictured.contains(&spec.names[0]) {
            assert!(!boards[0].plays.is_empty(), "{}: no play", spec.names[0]);
        }
    }
    for (name, p) in board_positions() {
        let Ok(r) = analyze(&p, &AnalyzeOptions::default()) else {
            continue;
        };
        let boards = p.pieces();
        for w in &r.winning_moves {
            let board = &boards[w.component];
            let matching = board
                .plays
                .iter()
                .filter(|play| {
                    sorted(&play.changes) == sorted(&w.changes) || is_amount_of(play, &w.changes)
                })
                .count();
            if board.layout == Layout::Picture && !board.plays.is_empty() {
                assert!(
                    matching >= 1,
                    "{name}: {p}: the winning move {} is no play",
                    w.description
                );
            }
        }
    }
}

/// A heap game whose moves split heaps is played on its picture: every legal move of a
/// heap of up to 12 counters is a play (the counters it takes side by side, the dashed
/// lines where it parts the rest) — Officers, Treblecross, Grundy's game, Lasker's Nim,
/// Dawson's chess (the pawn's file), codes that split without taking or into three, and
/// random octal codes.
#[test]
fn every_move_of_a_splitting_heap_game_is_a_play_on_its_picture() {
    use grundy::component::Layout;
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut games: Vec<String> = [
        "officers",
        "treblecross",
        "grundy-game",
        "lasker",
        "dawson-chess",
        "4.7",
        "hex(0.F)",
        "hex(0.3F)",
        "0.137",
        "0.6",
        "4!.0",
    ]
    .iter()
    .map(|g| g.to_string())
    .collect();
    for _ in 0..12 {
        let digits: String = (0..3)
            .map(|_| char::from(b'0' + rng.below(8) as u8))
            .collect();
        games.push(format!("0.{digits}"));
    }
    let mut checked = 0;
    for game in &games {
        for n in 1..=12u64 {
            let p = parse(&format!("{game} {n}"));
            let boards = p.pieces();
            let moves = legal_moves(&p).expect("a heap of 12 is listed");
            if moves.is_empty() {
                continue;
            }
            let board = &boards[0];
            if board.layout != Layout::Picture {
                // A rule that never splits takes from the end: a row of counters.
                continue;
            }
            for m in &moves {
                assert!(
                    board
                        .plays
                        .iter()
                        .any(|play| sorted(&play.changes) == sorted(&m.changes)),
                    "{game} {n}: the move {:?} is no play of the picture",
                    m.changes
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "only {checked} moves checked");
}

/// Whether `changes` are the move of some amount of `play` (a play of a chosen amount):
/// every piece changes the same multiple of what it changes in the move of 1.
fn is_amount_of(play: &grundy::component::Play, changes: &[grundy::report::HeapChange]) -> bool {
    let Some(amount) = &play.amount else {
        return false;
    };
    let max: i128 = amount.max.parse().expect("a number");
    let mut n = None;
    play.changes.len() == changes.len()
        && play.changes.iter().all(|c| {
            let Some(m) = changes
                .iter()
                .find(|m| m.heap == c.heap && m.from == c.from)
            else {
                return false;
            };
            let (unit, d) = (small(&c.to) - small(&c.from), small(&m.to) - small(&m.from));
            unit != 0 && d % unit == 0 && *n.get_or_insert(d / unit) == d / unit
        })
        && n.is_some_and(|n| (1..=max).contains(&n))
}

/// A move's changes in the order of their pieces.
fn sorted(changes: &[grundy::report::HeapChange]) -> Vec<grundy::report::HeapChange> {
    let mut v = changes.to_vec();
    v.sort_by_key(|c| c.heap);
    v
}

/// A play the game's notation cannot name is numbered among the position's legal moves;
/// when those cannot be listed (a Nim heap too large to search beside it) the picture is
/// drawn without plays and says that moves are typed.
#[test]
fn plays_that_cannot_be_numbered_are_typed() {
    use grundy::component::Clicks;
    let alone = parse("turtles 1 4 7").pieces();
    assert!(!alone[0].plays.is_empty() && alone[0].plays.iter().all(|p| p.text.starts_with('#')));
    let sum = parse("turtles 1 4 7 + 123456789012345678901234567890").pieces();
    assert!(sum[0].plays.is_empty());
    assert_eq!(sum[0].how, Clicks::None.how());
    assert!(!sum[0].shapes.is_empty(), "still drawn");
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
                if let Ok(r) = analyze(&p, &options)
                    && convention == Convention::Normal
                {
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
