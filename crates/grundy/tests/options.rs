//! `grundy::analysis::option_list` and `count_options` (`grundy options`): the distinct
//! options of a position against a brute force from the definition — every legal move
//! played, the positions after them compared as multisets of pieces — on the published
//! counts and on thousands of small positions; each listed option's value and misère
//! outcome against the `Solver` on the position after it; the refusals.

use grundy::analysis::{count_options, option_list, OptionCount, OptionsError};
use grundy::component::search::SearchState;
use grundy::heap::rule::HeapRule;
use grundy::loopy::GenValue;
use grundy::sequence::SequenceRule;
use grundy::{parse_position, AnalyzeOptions, Cancel, Convention, Lang, Outcome, Position, Solver};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::ControlFlow;

/// A state of `p` (each component's search state, in its game's canonical form) as the
/// definition compares positions: the heaps of each heap game pooled by the game's name
/// (zeros dropped, sorted), every other component by its name and its canonical state,
/// the whole a sorted list.
fn normal_form(p: &Position, state: &SearchState) -> Form {
    let mut pooled: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    let mut whole = Vec::new();
    for (c, pieces) in p.components.iter().zip(state) {
        let heap_game = matches!(
            c.sequence_rule(),
            Some(SequenceRule::Heap(_) | SequenceRule::Subtraction(_))
        );
        if heap_game {
            pooled
                .entry(c.name())
                .or_default()
                .extend(pieces.iter().copied().filter(|&h| h > 0));
        } else {
            whole.push((c.name(), pieces.clone()));
        }
    }
    for (name, mut heaps) in pooled {
        heaps.sort_unstable();
        for h in heaps {
            whole.push((name.clone(), vec![h]));
        }
    }
    whole.sort();
    whole
}

/// A position in normal form.
type Form = Vec<(String, Vec<u64>)>;

/// Every move of the whole position (its rules on small numbers), each with the position
/// it leads to in normal form.
fn every_move(p: &Position) -> Vec<(usize, Vec<grundy::component::HeapChange>, Form)> {
    let (game, start) = p.search_game().unwrap();
    game.moves_with_changes(&start)
        .into_iter()
        .map(|m| {
            let form = normal_form(p, &game.canonical(&m.after));
            (m.component, m.changes, form)
        })
        .collect()
}

/// Every move played, and the distinct positions they lead to.
fn brute_force(p: &Position) -> (u64, BTreeSet<Form>) {
    let moves = every_move(p);
    let count = moves.len() as u64;
    (count, moves.into_iter().map(|(_, _, f)| f).collect())
}

fn count(text: &str) -> OptionCount {
    count_options(&parse_position(text).unwrap(), &Cancel::new()).unwrap()
}

/// The published counts (CGSuite's `.Options.Size`), each also found by a brute force of
/// the rule's own definition, written here.
#[test]
fn the_published_counts() {
    // Grundy's game: a heap splits into two unequal heaps.
    let pairs = (1..20u64).filter(|a| 20 - a > *a).count() as u64;
    assert_eq!(pairs, 9);
    assert_eq!(count("grundy-game 20").distinct, pairs);

    // hex(0.3F): take 1 leaving 0 or 1 heaps (3 = bits 0, 1), take 2 leaving 0 to 3
    // heaps (F = bits 0–3); the heaps left as sorted lists of positive sizes.
    fn splits(total: u64, parts: u32, least: u64, out: &mut Vec<Vec<u64>>, acc: &mut Vec<u64>) {
        if parts == 0 {
            if total == 0 {
                out.push(acc.clone());
            }
            return;
        }
        for x in least.max(1)..=total {
            acc.push(x);
            splits(total - x, parts - 1, x, out, acc);
            acc.pop();
        }
    }
    let mut hex = BTreeSet::new();
    for (take, mask) in [(1u64, 0b11u32), (2, 0b1111)] {
        for k in 0..4 {
            if mask & (1 << k) != 0 {
                let mut out = Vec::new();
                splits(20 - take, k, 1, &mut out, &mut Vec::new());
                hex.extend(out);
            }
        }
    }
    assert_eq!(hex.len(), 38);
    assert_eq!(count("hex(0.3F) 20").distinct, 38);
    let rule = HeapRule::parse("hex(0.3F)").unwrap();
    assert_eq!(rule.options(20).into_iter().collect::<BTreeSet<_>>(), hex);

    // spawning(1-9): turn the head on coin 20 and up to 8 of the coins 1…19; every set
    // of coins turned leaves its own position.
    let sets = (0u32..1 << 19).filter(|m| m.count_ones() <= 8).count() as u64;
    assert_eq!(sets, 169_766);
    assert_eq!(
        count("spawning(1-9) 20"),
        OptionCount {
            count: sets,
            distinct: sets
        }
    );
}

/// The counts, the multiplicities and the values of the listed options against the brute
/// force and the `Solver`, on the positions given and every position one move from them.
#[test]
fn distinct_options_match_the_brute_force() {
    let seeds = [
        "3 3",
        "1 2 3 3",
        "0 3 3",
        "kayles 4 4 2",
        "kayles 3 + kayles 3",
        "kayles 3 + kayles 3 5",
        "kayles 2 + 0.77 2",
        "grundy-game 7 7 + 5",
        "0.137 6 3",
        "hex(0.F) 7",
        "4.7 4 2",
        "tb(4.7) 3 3",
        "tb(80.0) 3",
        "0.[3] 3 5",
        "lasker 5 2",
        "sub(1,3,4) 6 6 + sub(1,3,4) 2",
        "allbut(2) 5 5",
        "bounded(3) 4 + 4",
        "moore(2) 1 2 2",
        "wythoff 2 3 + wythoff 2 3",
        "turtles 1 3 5",
        "ruler 3 4 + ruler 4",
        "spawning(3E) 4 9",
        "strip 3 5 6",
        "staircase 3 1 2",
        "chocolate 1 2 1 1",
        "cram(...|...)",
        "node-kayles(0-1 1-2 2-3)",
        "chomp(3,2)",
        "conjunctive(3 1, kayles 4)",
        "selective(2 1, kayles 3)",
    ];
    let mut checked = 0;
    for seed in seeds {
        let start = parse_position(seed).unwrap();
        let mut positions = vec![start.clone()];
        for m in grundy::play::legal_moves(&start).unwrap() {
            positions.push(start.with_move(m.component, &m.changes));
        }
        for p in positions {
            let (moves, after) = brute_force(&p);
            let list = option_list(&p, &AnalyzeOptions::default(), usize::MAX, Lang::En)
                .unwrap_or_else(|e| panic!("{p}: {e}"));
            assert_eq!(
                (list.count, list.distinct),
                (moves, after.len() as u64),
                "{p}"
            );
            assert_eq!(list.listed, list.options.len());
            assert_eq!(list.listed as u64, list.distinct, "{p}");
            assert_eq!(
                list.options.iter().map(|o| o.moves).sum::<u64>(),
                moves,
                "{p}"
            );
            let moves = every_move(&p);
            let listed: BTreeSet<_> = list
                .options
                .iter()
                .map(|o| {
                    let (_, _, form) = moves
                        .iter()
                        .find(|(c, ch, _)| *c == o.component && *ch == o.changes)
                        .unwrap_or_else(|| panic!("{p}: {} is a move", o.description));
                    form.clone()
                })
                .collect();
            assert_eq!(
                listed, after,
                "{p}: the listed options are the distinct ones"
            );
            for o in &list.options {
                let next = p.with_move(o.component, &o.changes);
                assert_eq!(o.after.as_deref(), Some(next.to_string().as_str()));
                let (game, state) = next.search_game().unwrap();
                let g = Solver::new(&game).grundy(&state).unwrap();
                assert_eq!(o.value, Some(GenValue::finite(g)), "{p} → {next}");
                let outcome = if g == 0 { Outcome::P } else { Outcome::N };
                assert_eq!(o.outcome, outcome, "{p} → {next}");
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked} positions");
}

/// Random sums of small components, each counted and compared with the brute force.
#[test]
fn random_sums_match_the_brute_force() {
    let parts = [
        "3",
        "2 2",
        "kayles 3",
        "kayles 2 4",
        "0.137 5",
        "grundy-game 6",
        "sub(1,2) 4",
        "turtles 2 4",
        "hex(0.F) 5",
        "tb(80.0) 2",
        "allbut(1) 4",
    ];
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..300 {
        let n = 1 + next() % 3;
        let text: Vec<&str> = (0..n)
            .map(|_| parts[(next() % parts.len() as u64) as usize])
            .collect();
        let text = text.join(" + ");
        let p = parse_position(&text).unwrap();
        let (moves, after) = brute_force(&p);
        let c = count_options(&p, &Cancel::new()).unwrap();
        assert_eq!((c.count, c.distinct), (moves, after.len() as u64), "{text}");
    }
}

/// Under misère play every listed option carries its outcome (by the `Solver`'s misère
/// search of the position after it) and no value.
#[test]
fn misere_outcomes() {
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    for text in ["1 1 1", "2 2 1", "kayles 4 1", "0.137 5 + 2", "turtles 2 3"] {
        let p = parse_position(text).unwrap();
        let list = option_list(&p, &misere, usize::MAX, Lang::En).unwrap();
        assert_eq!(list.convention, Convention::Misere);
        assert_eq!(list.listed as u64, list.distinct);
        for o in &list.options {
            let next = p.with_move(o.component, &o.changes);
            let (game, state) = next.search_game().unwrap();
            let wins = Solver::new(&game).misere_wins(&state).unwrap();
            assert_eq!(
                o.outcome,
                if wins { Outcome::N } else { Outcome::P },
                "{text} → {next}"
            );
            assert_eq!(o.value, None);
        }
    }
    // Misère Nim 1 1 1: the only option, 0 1 1, is a misère N-position... and 1 1 a P one
    // in normal play: the conventions differ.
    let p = parse_position("1 1 1").unwrap();
    let list = option_list(&p, &misere, 9, Lang::En).unwrap();
    assert_eq!((list.count, list.distinct), (3, 1));
    assert_eq!(list.options[0].outcome, Outcome::N);
    let normal = option_list(&p, &AnalyzeOptions::default(), 9, Lang::En).unwrap();
    assert_eq!(normal.options[0].outcome, Outcome::P);
}

/// `max` lists fewer options, never fewer counted; 0 lists none.
#[test]
fn max_limits_the_list_not_the_count() {
    let p = parse_position("spawning(1-9) 20").unwrap();
    for max in [0, 1, 5] {
        let list = option_list(&p, &AnalyzeOptions::default(), max, Lang::En).unwrap();
        assert_eq!((list.count, list.distinct), (169_766, 169_766));
        assert_eq!((list.listed, list.options.len()), (max, max));
    }
    let p = parse_position("hex(0.3F) 20 + hex(0.3F) 20").unwrap();
    let list = option_list(&p, &AnalyzeOptions::default(), 3, Lang::En).unwrap();
    assert_eq!((list.count, list.distinct, list.listed), (76, 38, 3));
    assert!(list.options.iter().all(|o| o.moves == 2));
    assert_eq!(
        list.listed_in(Lang::En).unwrap(),
        "38 distinct options, the first 3 listed"
    );
    assert!(list
        .heading_in(Lang::Ru)
        .contains("76 ходов, 38 различных вариантов"));
}

/// Heaps too large for their options to be counted within the work allowed are refused
/// with a clear error, quickly; so is a piece too large to list moves at all.
#[test]
fn counting_out_of_reach_is_refused() {
    let start = std::time::Instant::now();
    for text in ["hex(0.F) 200000", "nim 100000000", "3 + turtles 5000000"] {
        let p = parse_position(text).unwrap();
        let e = count_options(&p, &Cancel::new()).unwrap_err();
        assert!(
            matches!(e, OptionsError::OutOfReach { .. }),
            "{text}: {e:?}"
        );
        assert!(e.to_string().contains("too many to count"), "{e}");
    }
    let p = parse_position("nim 100000000000000000000000").unwrap();
    let e = count_options(&p, &Cancel::new()).unwrap_err();
    assert!(
        matches!(e, OptionsError::NotListable { index: 1, .. }),
        "{e:?}"
    );
    assert!(start.elapsed().as_secs() < 60);
    // The large heaps a walk reaches are counted: hex(0.F) leaves 0 to 3 heaps.
    let c = count("hex(0.F) 3000");
    let m = 2999u64;
    let three = (1..=m)
        .map(|a| (a..=m).filter(|&b| a + 2 * b <= m).count() as u64)
        .sum::<u64>();
    assert_eq!(c.distinct, 1 + m / 2 + three, "one, two or three heaps");
}

/// A raised cancel stops the count with `Cancelled`.
#[test]
fn a_cancelled_count_says_so() {
    let cancel = Cancel::new();
    cancel.cancel();
    let p = parse_position("hex(0.F) 20000").unwrap();
    let e = count_options(&p, &cancel).unwrap_err();
    assert_eq!(e, OptionsError::Analysis(grundy::AnalysisError::Cancelled));
    let p = parse_position("spawning(1-9) 20").unwrap();
    let e = count_options(&p, &cancel).unwrap_err();
    assert_eq!(e, OptionsError::Analysis(grundy::AnalysisError::Cancelled));
}

/// A heap walk visits its options one at a time: the walk of a huge heap with few
/// options is quick (kayles: about 2n options).
#[test]
fn a_walk_counts_without_listing() {
    let kayles = HeapRule::parse("kayles").unwrap();
    let options = |heap| {
        let mut n = 0u64;
        let _ = kayles.for_each_option(heap, &mut |_| {
            n += 1;
            ControlFlow::<()>::Continue(())
        });
        n
    };
    let (a, b) = (options(1000), options(999));
    assert_eq!((a, b), (1000, 999)); // take 1 or 2, leave one heap or two
    assert_eq!(count("kayles 1000").distinct, a);
    assert_eq!(
        count("kayles 1000 1000 999"),
        OptionCount {
            count: 2 * a + b,
            distinct: a + b
        }
    );
}

/// A graph with a cycle: each option carries its generalized value and its outcome (a
/// draw, D); moves in two tokens' components that lead to different positions stay two.
#[test]
fn loopy_options_have_generalized_values() {
    let read = |text: &str| {
        grundy::parse_position_with(text, &mut |_| Ok("0 1\n1 0\n".to_string())).unwrap()
    };
    let p = read("graph(g) 0");
    let list = option_list(&p, &AnalyzeOptions::default(), 9, Lang::En).unwrap();
    assert_eq!((list.count, list.distinct), (1, 1));
    assert_eq!(list.options[0].outcome, Outcome::D);
    assert_eq!(
        list.options[0]
            .value
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("∞{}")
    );
    let json = serde_json::to_value(&list).unwrap();
    assert_eq!(json["options"][0]["value"], "∞{}");
    let p = read("graph(g) 0 + graph(g) 1");
    let (moves, after) = brute_force(&p);
    let c = count_options(&p, &Cancel::new()).unwrap();
    assert_eq!((c.count, c.distinct), (moves, after.len() as u64));
    assert_eq!((c.count, c.distinct), (2, 2));
}
