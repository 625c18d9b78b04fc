//! `analyze` on the hidden games' components agrees with the direct brute-force
//! `ImpartialGame` implementations of `grundy::hidden` (played from the games' own rules,
//! independent of the reductions): value, outcome and the set of winning moves, on
//! thousands of small positions.

use grundy::games::hidden::caterpillar::CaterpillarLinks;
use grundy::games::hidden::chocolate::ChocolateBar;
use grundy::games::hidden::chocolate::ChocolateGame;
use grundy::games::hidden::hackenbush::HackenbushGame;
use grundy::games::hidden::spawning::coins::{mask, CoinGame, CoinRule};
use grundy::games::hidden::spawning::Spawning;
use grundy::games::hidden::staircase::CoinStaircase;
use grundy::games::hidden::staircase::StaircaseGame;
use grundy::games::hidden::strip::{Chips, NoJumpChips};
use grundy::games::hidden::strip::{NoJumpGame, StripGame};
use grundy::games::hidden::tartan::ProductGame;
use grundy::games::hidden::tartan::Tartan;
use grundy::games::wythoff::classic::WythoffGame;
use grundy::games::wythoff::WythoffHeaps;
use grundy::{
    analyze, parse_position, AnalyzeOptions, AnyComponent, Component, ImpartialGame, Outcome,
    Solver,
};
use std::hash::Hash;

/// The component as a `T` (the test names the game it parsed).
fn game<T: Component>(c: &AnyComponent) -> &T {
    c.downcast_ref::<T>()
        .unwrap_or_else(|| panic!("not the expected game: {c}"))
}

/// Value, outcome, and the winning moves as direct-game positions (sorted).
fn analysed<P: Ord>(text: &str, key: &dyn Fn(&AnyComponent) -> P) -> (u64, Outcome, Vec<P>) {
    let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert!(r.winning_moves_complete, "{text}");
    let mut after: Vec<P> = r
        .winning_moves
        .iter()
        .map(|m| {
            let q = parse_position(m.after.as_deref().unwrap()).unwrap();
            key(&q.components[0])
        })
        .collect();
    after.sort();
    let value: u64 = r.value.unwrap().try_into().unwrap();
    (value, r.outcome, after)
}

fn brute<G: ImpartialGame>(game: &G, start: &G::Position) -> (u64, Outcome, Vec<G::Position>)
where
    G::Position: Ord + Hash + Clone + Eq,
{
    let mut s = Solver::new(game);
    let v = s.grundy(start).unwrap();
    let mut wins: Vec<G::Position> = game
        .moves(start)
        .into_iter()
        .filter(|m| s.grundy(m).unwrap() == 0)
        .collect();
    wins.sort();
    (u64::from(v), Outcome::from_next_player_wins(v != 0), wins)
}

fn check<G: ImpartialGame>(
    text: &str,
    game: &G,
    start: G::Position,
    key: &dyn Fn(&AnyComponent) -> G::Position,
) where
    G::Position: Ord + Hash + Clone + Eq + std::fmt::Debug,
{
    assert_eq!(analysed(text, key), brute(game, &start), "{text}");
}

fn join(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// Every list of `len` numbers below `max`, for `len` in 1..=`most`.
fn lists(max: u64, most: usize) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut frontier = vec![vec![]];
    for _ in 0..most {
        let mut next = Vec::new();
        for l in &frontier {
            for x in 0..max {
                let mut m: Vec<u64> = l.clone();
                m.push(x);
                next.push(m);
            }
        }
        out.extend(next.iter().cloned());
        frontier = next;
    }
    out
}

#[test]
fn strips_and_staircases() {
    let mut n = 0;
    for cells in lists(7, 3) {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        check(
            &format!("strip {}", join(&cells)),
            &StripGame,
            sorted.clone(),
            &|h| {
                let mut c = game::<Chips>(h).strip.cells.clone();
                c.sort_unstable();
                c
            },
        );
        check(
            &format!("staircase {}", join(&cells)),
            &StaircaseGame,
            cells.clone(),
            &|h| game::<CoinStaircase>(h).0.steps.clone(),
        );
        let mut distinct = sorted.clone();
        distinct.dedup();
        if distinct.len() == sorted.len() && sorted[0] > 0 {
            check(
                &format!("strip-nojump {}", join(&cells)),
                &NoJumpGame,
                sorted,
                &|h| game::<NoJumpChips>(h).strip.cells.clone(),
            );
        }
        n += 1;
    }
    assert!(n > 300);
}

/// The position-language name of a coin rule.
fn rule_token(rule: CoinRule) -> &'static str {
    match rule {
        CoinRule::TurningTurtles => "turtles",
        CoinRule::MockTurtles => "mock-turtles",
        CoinRule::Ruler => "ruler",
    }
}

#[test]
fn coin_games_and_caterpillars() {
    let mut n = 0;
    for rule in [
        CoinRule::TurningTurtles,
        CoinRule::MockTurtles,
        CoinRule::Ruler,
    ] {
        let name = rule_token(rule);
        for m in 1u64..(1 << 8) {
            let heads: Vec<u64> = (0..8)
                .filter(|&c| m >> c & 1 == 1 && c >= rule.first_coin())
                .collect();
            if heads.is_empty() {
                continue;
            }
            let key = |h: &AnyComponent| match h.downcast_ref::<Spawning>() {
                Some(row) => mask(row.heads()),
                None => mask(&game::<CaterpillarLinks>(h).0.green),
            };
            check(
                &format!("{name} {}", join(&heads)),
                &CoinGame { rule },
                mask(&heads),
                &key,
            );
            if rule == CoinRule::TurningTurtles {
                check(
                    &format!("caterpillar(9) {}", join(&heads)),
                    &CoinGame { rule },
                    mask(&heads),
                    &key,
                );
            }
            n += 1;
        }
    }
    assert!(n > 500);
}

#[test]
fn chocolate_bars() {
    for s in lists(5, 4).into_iter().filter(|s| s.len() == 4) {
        let start = (s[0] + s[2] + 1, s[1] + s[3] + 1, s[0], s[3]);
        check(
            &format!("chocolate {}", join(&s)),
            &ChocolateGame,
            start,
            &|h| {
                let [a, r, b, l] = game::<ChocolateBar>(h).0.sides;
                (a + b + 1, r + l + 1, a, l)
            },
        );
    }
}

#[test]
fn wythoff_pairs() {
    for a in 0..14 {
        for b in 0..14 {
            check(&format!("wythoff {a} {b}"), &WythoffGame, (a, b), &|h| {
                let w = game::<WythoffHeaps>(h).0;
                (w.first, w.second)
            });
        }
    }
}

/// Hackenbush: value, outcome and the number of winning moves (edges are renumbered
/// after a move, so moves are compared by their count and by being P-positions).
#[test]
fn hackenbush_pictures() {
    let mut n = 0;
    // Every multigraph of up to 4 edges on vertices 0..=3.
    let pairs: Vec<(usize, usize)> = (0..4).flat_map(|u| (u..4).map(move |v| (u, v))).collect();
    for edges in lists(pairs.len() as u64, 4) {
        let edges: Vec<(usize, usize)> = edges.iter().map(|&i| pairs[i as usize]).collect();
        if !edges.iter().any(|&(u, v)| u == 0 || v == 0) {
            continue;
        }
        let text = format!(
            "hackenbush({})",
            edges
                .iter()
                .map(|(u, v)| format!("{u}-{v}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let game = HackenbushGame {
            vertex_count: 4,
            edges: edges.clone(),
        };
        let (v, o, wins) = brute(&game, &game.start());
        let p = parse_position(&text).unwrap();
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        assert_eq!(r.value, Some(v.into()), "{text}");
        assert_eq!(r.outcome, o, "{text}");
        // Distinct resulting positions (cutting any of three ground loops leaves the same
        // picture) against edges cut: as many or fewer, and both or neither zero.
        let count = r.winning_move_count.clone().expect("counted");
        assert!(count <= wins.len().into(), "{text}");
        assert_eq!(count == 0u8.into(), wins.is_empty(), "{text}");
        for m in &r.winning_moves {
            let q = parse_position(m.after.as_deref().unwrap()).unwrap();
            assert_eq!(
                analyze(&q, &AnalyzeOptions::default()).unwrap().outcome,
                Outcome::P
            );
        }
        n += 1;
    }
    assert!(n > 1000, "{n}");
}

#[test]
fn broken_lines_against_their_hackenbush_pictures() {
    use grundy::games::hidden::lines::{Attachment, BrokenLines};
    for l in lists(12, 3) {
        let lines: Vec<(u64, Attachment)> = l
            .iter()
            .map(|&x| {
                (
                    x / 2 + 1,
                    if x % 2 == 1 {
                        Attachment::BothEnds
                    } else {
                        Attachment::OneEnd
                    },
                )
            })
            .collect();
        let text = format!(
            "lines({})",
            lines
                .iter()
                .map(|(n, a)| format!("{n}{}", if *a == Attachment::BothEnds { "=" } else { "" }))
                .collect::<Vec<_>>()
                .join(",")
        );
        let h = BrokenLines::new(lines).to_hackenbush();
        let game = HackenbushGame {
            vertex_count: h.vertex_count,
            edges: h.edges.clone(),
        };
        let (v, o, wins) = brute(&game, &game.start());
        let r = analyze(&parse_position(&text).unwrap(), &AnalyzeOptions::default()).unwrap();
        assert_eq!((r.value, r.outcome), (Some(v.into()), o), "{text}");
        // The count is of distinct resulting positions (cutting either end link of a line
        // on both ends leaves the same lines), the brute force counts edges cut: as many
        // or more, and a winning move exists for both or neither. The oracle test checks
        // the sets of positions exactly.
        let count = r.winning_move_count.clone().expect("counted");
        assert!(count <= wins.len().into(), "{text}");
        assert_eq!(count == 0u8.into(), wins.is_empty(), "{text}");
    }
}

#[test]
fn tartan_products() {
    let rules = [
        CoinRule::TurningTurtles,
        CoinRule::MockTurtles,
        CoinRule::Ruler,
    ];
    let mut n = 0;
    for first in rules {
        for second in rules {
            for cells in lists(16, 2) {
                let heads: Vec<(u64, u64)> = cells.iter().map(|&c| (c / 4, c % 4)).collect();
                if heads
                    .iter()
                    .any(|&(x, y)| x < first.first_coin() || y < second.first_coin())
                    || (heads.len() == 2 && heads[0] == heads[1])
                {
                    continue;
                }
                let text = format!(
                    "tartan({},{}) {}",
                    rule_token(first),
                    rule_token(second),
                    heads
                        .iter()
                        .map(|(x, y)| format!("{x} {y}"))
                        .collect::<Vec<_>>()
                        .join(" ")
                );
                let bits =
                    |hs: &[(u64, u64)]| hs.iter().fold(0, |m, &(x, y)| m | ProductGame::bit(x, y));
                check(&text, &ProductGame { first, second }, bits(&heads), &|h| {
                    bits(&game::<Tartan>(h).heads)
                });
                n += 1;
            }
        }
    }
    assert!(n > 1000, "{n}");
}

#[test]
fn misere_search_matches_brute_force() {
    for cells in lists(5, 3) {
        let text = format!("strip {}", join(&cells));
        let p = parse_position(&text).unwrap();
        let opts = AnalyzeOptions {
            convention: grundy::Convention::Misere,
            ..Default::default()
        };
        let r = analyze(&p, &opts).unwrap();
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let mut s = Solver::new(&StripGame);
        assert_eq!(
            r.outcome,
            s.outcome(&sorted, grundy::Convention::Misere).unwrap(),
            "{text}"
        );
    }
}
