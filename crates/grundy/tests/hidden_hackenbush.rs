//! Green Hackenbush: the fusion/colon computation and the broken lines agree with the
//! game played from its rules (delete an edge, drop what is no longer grounded).

use grundy::component::HeapChange;
use grundy::games::hidden::hackenbush::{tree_value, Hackenbush, HackenbushGame};
use grundy::games::hidden::lines::{Attachment, BrokenLines};
use grundy::{Convention, Solver};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Checks value, outcome and the set of winning moves of `edges` against brute force.
fn check(vertex_count: usize, edges: Vec<(usize, usize)>) -> Result<(), TestCaseError> {
    let game = HackenbushGame {
        vertex_count,
        edges: edges.clone(),
    };
    let mut solver = Solver::new(&game);
    let start = game.start();
    let picture = Hackenbush {
        vertex_count,
        edges,
    };
    prop_assert_eq!(
        u64::from(solver.grundy(&start).unwrap()),
        picture.grundy_value()
    );
    let brute: BTreeSet<u64> = solver
        .winning_moves(&start, Convention::Normal)
        .unwrap()
        .into_iter()
        .collect();
    let formula: BTreeSet<u64> = picture
        .winning_moves()
        .unwrap()
        .iter()
        .map(|m| standing_after(start, m))
        .collect();
    prop_assert_eq!(brute, formula);
    // The moves to every value (one pass down the fused tree for bridges) are exactly
    // the moves found by re-analysing the picture after each cut.
    let all = picture.moves();
    for target in 0..=8 {
        let slow: Vec<_> = all
            .iter()
            .filter(|m| picture.nim_move(m).unwrap().to == target)
            .cloned()
            .collect();
        prop_assert_eq!(picture.moves_to_value(target).unwrap(), slow);
    }
    // Every move's value-after agrees too.
    for m in all {
        let after = standing_after(start, &m);
        prop_assert_eq!(
            u64::from(solver.grundy(&after).unwrap()),
            picture.nim_move(&m).unwrap().to
        );
    }
    Ok(())
}

/// The edges left standing (a bitmask) after the cut `m`: the edge cut, then the edges
/// that fall, each becomes nothing.
fn standing_after(start: u64, m: &[HeapChange]) -> u64 {
    m.iter().fold(start, |after, c| {
        assert_eq!(c.parts.as_deref(), Some(&[][..]), "{m:?}");
        after & !(1 << c.heap)
    })
}

fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=5).prop_flat_map(|n| (Just(n), proptest::collection::vec((0..n, 0..n), 0..=7)))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn random_multigraphs_match_brute_force((n, edges) in graph()) {
        check(n, edges)?;
    }

    #[test]
    fn random_bigger_graphs_match_brute_force(
        edges in proptest::collection::vec((0usize..7, 0usize..7), 8..=11)
    ) {
        check(7, edges)?;
    }
}

#[test]
fn examples() {
    assert_eq!(Hackenbush::stalk(3).grundy_value(), 3);
    let y = Hackenbush::from_edges(vec![(0, 1), (1, 2), (1, 3)]).unwrap();
    assert_eq!(y.grundy_value(), 1);
    let tri = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    assert_eq!(tri.grundy_value(), 1);
    // A triangle hanging by its vertex 1 from a stalk: fuses into 3 loops on vertex 1.
    let t = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 3), (3, 1)]).unwrap();
    assert_eq!(t.grundy_value(), 2);
    for n in 1..=9usize {
        let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, i + 1)).collect();
        edges[n - 1].1 = 0;
        let g = Hackenbush::from_edges(edges.clone()).unwrap();
        assert_eq!(g.grundy_value(), (n % 2) as u64, "path of {n} on both ends");
        check(n.max(1), edges).unwrap();
    }
    // Loops and multi-edges.
    check(2, vec![(0, 0), (0, 1), (0, 1), (1, 1)]).unwrap();
    // Disconnected parts fall off before play.
    let g = Hackenbush::from_edges(vec![(0, 1), (2, 3), (3, 2)]).unwrap();
    assert_eq!(g.detached_edges(), vec![1, 2]);
    check(4, vec![(0, 1), (2, 3), (3, 2)]).unwrap();
}

#[test]
fn trees_follow_the_colon_principle() {
    // Random trees by parent arrays: vertex i > 0 hangs from parent[i] < i.
    let mut seed = 12345u64;
    for _ in 0..300 {
        let n = 2 + (seed % 8) as usize;
        let mut children = vec![Vec::new(); n];
        let mut edges = Vec::new();
        for i in 1..n {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let p = (seed >> 33) as usize % i;
            children[p].push(i);
            edges.push((p, i));
        }
        let g = Hackenbush::from_edges(edges.clone()).unwrap();
        assert_eq!(g.grundy_value(), tree_value(&children, 0));
        check(n, edges).unwrap();
    }
}

#[test]
fn broken_lines_match_their_graphs() {
    let mut count = 0;
    for a in 0..=4u64 {
        for b in 0..=3u64 {
            for d in 0..=7u64 {
                let lines = BrokenLines::new(vec![
                    (a, Attachment::OneEnd),
                    (b, Attachment::OneEnd),
                    (d, Attachment::BothEnds),
                ]);
                let pic = lines.to_hackenbush();
                assert_eq!(pic.grundy_value(), lines.grundy_value());
                let game = HackenbushGame {
                    vertex_count: pic.vertex_count,
                    edges: pic.edges.clone(),
                };
                let mut solver = Solver::new(&game);
                let start = game.start();
                assert_eq!(
                    u64::from(solver.grundy(&start).unwrap()),
                    lines.grundy_value()
                );
                let brute: BTreeSet<u64> = solver
                    .winning_moves(&start, Convention::Normal)
                    .unwrap()
                    .into_iter()
                    .collect();
                let offsets = [0, a, a + b];
                let formula: BTreeSet<u64> = lines
                    .winning_moves()
                    .iter()
                    .map(|m| {
                        let (line, link) = lines.removed_link(m).unwrap();
                        let e = offsets[line] + link - 1;
                        let cut = pic
                            .moves()
                            .into_iter()
                            .find(|x| x[0].heap == e as usize)
                            .unwrap();
                        standing_after(start, &cut)
                    })
                    .collect();
                assert_eq!(brute, formula, "{a} {b} {d}");
                count += 1;
            }
        }
    }
    assert_eq!(count, 5 * 4 * 8);
}

#[test]
fn long_both_end_line_winning_moves_are_exact() {
    // Against the direct mex formula on m links: removing link i leaves (i-1) and (m-i).
    for m in 1..=60u64 {
        for other in 0..=64u64 {
            let lines =
                BrokenLines::new(vec![(m, Attachment::BothEnds), (other, Attachment::OneEnd)]);
            let s = lines.grundy_value();
            let target = (m % 2) ^ s;
            let want: Vec<u64> = if s == 0 {
                vec![]
            } else {
                (1..=m).filter(|&i| (i - 1) ^ (m - i) == target).collect()
            };
            let got: Vec<u64> = lines
                .winning_moves()
                .iter()
                .filter_map(|mv| lines.removed_link(mv))
                .filter(|&(line, _)| line == 0)
                .map(|(_, link)| link)
                .collect();
            assert_eq!(got, want, "m = {m}, other = {other}");
        }
    }
}

/// A path, a broom and a comb of 10^5 edges: the moves to every reachable value are found
/// in one pass (linear time and memory; the old per-cut re-analysis listed ~n²/2 fallen
/// edges, 23 GB for the path).
#[test]
fn large_trees_have_their_moves_in_linear_time() {
    let n = 100_000;
    let path = Hackenbush::stalk(n);
    assert_eq!(path.grundy_value(), n as u64);
    let m = path.moves_to_value(0).unwrap();
    assert_eq!((m.len(), m[0][0].heap, m[0].len() - 1), (1, 0, n - 1));
    let m = path.moves_to_value(77).unwrap();
    assert_eq!((m.len(), m[0][0].heap, m[0].len() - 1), (1, 77, n - 78));
    assert!(path.moves_to_value(n as u64).unwrap().is_empty());
    // A comb: a spine on the ground with a tooth of one edge on each spine vertex.
    let mut edges = Vec::new();
    for i in 0..n / 2 {
        edges.push((i, i + 1));
        edges.push((i + 1, n / 2 + 1 + i));
    }
    let comb = Hackenbush::from_edges(edges).unwrap();
    let v = comb.grundy_value();
    let falls: usize = comb
        .moves_to_value(0)
        .unwrap()
        .iter()
        .map(|m| m.len())
        .sum();
    assert!(v == 0 || falls >= 1);
    assert!(falls <= n, "winning cuts hang disjoint subtrees");
}

/// A long circuit: every cut would re-analyse the whole picture, so the moves are
/// refused (naming the limit) instead of taking quadratic time.
#[test]
fn long_circuits_are_refused_with_the_limit() {
    use grundy::games::hidden::hackenbush::{HackenbushError, CIRCUIT_WORK_LIMIT};
    let n = 100_000;
    let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, i + 1)).collect();
    edges.push((n, 0));
    let cycle = Hackenbush::from_edges(edges).unwrap();
    assert_eq!(cycle.grundy_value(), 1); // n + 1 edges fuse into loops at the ground
    match cycle.moves_to_value(0) {
        Err(HackenbushError::TooMuchWork { limit, .. }) => assert_eq!(limit, CIRCUIT_WORK_LIMIT),
        other => panic!("{other:?}"),
    }
    // A small circuit on a long path is still answered.
    let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, i + 1)).collect();
    edges.push((1, 0));
    let picture = Hackenbush::from_edges(edges).unwrap();
    assert!(!picture.moves_to_value(0).unwrap().is_empty());
}
