//! The generalized values against independent computations: a naive outcome fixpoint on
//! the sum with a Nim heap (Smith: `γ(u) = a` iff `u + *a` is a P-position), ordinary
//! Grundy values on acyclic graphs, and sums on the product graph.

use super::binary::{self, BinaryGraph};
use super::graph::gen_value;
use super::solve::{solve, Arcs, Retrograde, INFINITE};
use super::*;
use crate::cancel::Cancel;
use std::collections::BTreeSet;

/// A tiny deterministic generator for the tests.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }
}

fn values_of(n: u32, edges: &[(u32, u32)]) -> Vec<GenValue> {
    let bytes = binary::from_edges(n, edges).unwrap();
    let g = BinaryGraph::parse(&bytes).unwrap();
    let raw = solve(&g, &Cancel::default()).unwrap();
    (0..n).map(|v| gen_value(&g, &raw, v)).collect()
}

/// P/N/D of every vertex by the naive fixpoint: N if some option is P, P if every option
/// is N, repeated until nothing changes; the rest is D.
fn naive_outcomes(succ: &[Vec<usize>]) -> Vec<Outcome> {
    let mut o: Vec<Option<Outcome>> = vec![None; succ.len()];
    loop {
        let mut changed = false;
        for u in 0..succ.len() {
            if o[u].is_some() {
                continue;
            }
            if succ[u].iter().any(|&w| o[w] == Some(Outcome::P)) {
                o[u] = Some(Outcome::N);
                changed = true;
            } else if succ[u].iter().all(|&w| o[w] == Some(Outcome::N)) {
                o[u] = Some(Outcome::P);
                changed = true;
            }
        }
        if !changed {
            return o.into_iter().map(|x| x.unwrap_or(Outcome::D)).collect();
        }
    }
}

fn successor_lists(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut s = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        s[u as usize].push(v as usize);
    }
    s
}

/// Generalized values by Smith's characterization: `γ(u) = a` iff `u + *a` is P (the
/// naive fixpoint on the sum with a Nim heap of each size), else ∞ with the options'
/// finite values.
fn naive_values(n: u32, edges: &[(u32, u32)]) -> Vec<GenValue> {
    let succ = successor_lists(n, edges);
    let heaps = edges.len() + 2; // a finite value is at most the out-degree
    let at = |u: usize, h: usize| u * heaps + h;
    let mut product = vec![Vec::new(); n as usize * heaps];
    for u in 0..n as usize {
        for h in 0..heaps {
            product[at(u, h)].extend(succ[u].iter().map(|&w| at(w, h)));
            product[at(u, h)].extend((0..h).map(|k| at(u, k)));
        }
    }
    let o = naive_outcomes(&product);
    let finite: Vec<Option<u32>> = (0..n as usize)
        .map(|u| {
            (0..heaps)
                .find(|&h| o[at(u, h)] == Outcome::P)
                .map(|h| h as u32)
        })
        .collect();
    (0..n as usize)
        .map(|u| match finite[u] {
            Some(a) => GenValue::finite(a),
            None => GenValue::Infinite(
                succ[u]
                    .iter()
                    .filter_map(|&w| finite[w])
                    .map(Nat::from)
                    .collect::<BTreeSet<_>>(),
            ),
        })
        .collect()
}

fn random_graph(rng: &mut Rng, max_n: u64) -> (u32, Vec<(u32, u32)>) {
    let n = 1 + rng.below(max_n) as u32;
    let m = rng.below(3 * n as u64 + 2);
    let edges = (0..m)
        .map(|_| (rng.below(n.into()) as u32, rng.below(n.into()) as u32))
        .collect();
    (n, edges)
}

#[test]
fn generalized_values_match_smiths_characterization_on_random_graphs() {
    let mut rng = Rng(17);
    let (mut infinite, mut draws, mut self_loops, mut all_infinite) = (0, 0, 0, 0);
    for _ in 0..3000 {
        let (n, edges) = random_graph(&mut rng, 7);
        let fast = values_of(n, &edges);
        assert_eq!(fast, naive_values(n, &edges), "graph {n} {edges:?}");
        let outcomes = naive_outcomes(&successor_lists(n, &edges));
        let ours: Vec<Outcome> = fast.iter().map(GenValue::outcome).collect();
        assert_eq!(ours, outcomes, "outcomes of {n} {edges:?}");
        infinite += fast.iter().filter(|v| v.as_finite().is_none()).count();
        draws += ours.iter().filter(|&&o| o == Outcome::D).count();
        self_loops += usize::from(edges.iter().any(|(u, v)| u == v));
        all_infinite += usize::from(fast.iter().all(|v| v.as_finite().is_none()));
    }
    // The sample covers what it must.
    assert!(infinite > 1000 && draws > 300 && self_loops > 1000 && all_infinite > 100);
}

#[test]
fn graphs_without_finite_values_and_self_loops() {
    // Every vertex on a self-loop or a cycle with no way out: all draws, ∞{}.
    for edges in [
        vec![(0, 0)],
        vec![(0, 1), (1, 0)],
        vec![(0, 0), (0, 1), (1, 1)],
    ] {
        let n = 2;
        let v = values_of(n, &edges);
        let expected = naive_values(n, &edges);
        assert_eq!(v, expected);
    }
    let v = values_of(3, &super::generate::cycle(3));
    assert!(v.iter().all(|x| *x == GenValue::infinite::<u32>([])));
    assert!(v.iter().all(|x| x.outcome() == Outcome::D));
    // A self-loop next to a sink: ∞{0}, an N-position.
    assert_eq!(values_of(2, &[(0, 0), (0, 1)])[0].to_string(), "∞{0}");
}

#[test]
fn acyclic_graphs_get_their_grundy_values() {
    let mut rng = Rng(5);
    for _ in 0..500 {
        let n = 1 + rng.below(12) as u32;
        let m = rng.below(3 * n as u64);
        let mut edges: Vec<(u32, u32)> = Vec::new();
        for _ in 0..m {
            let (a, b) = (rng.below(n.into()) as u32, rng.below(n.into()) as u32);
            if a != b {
                edges.push((a.max(b), a.min(b)));
            }
        }
        let mut text: String = (0..n).map(|v| format!("{v}\n")).collect();
        text.extend(edges.iter().map(|(u, v)| format!("{u} {v}\n")));
        let g = crate::dag::GraphGame::parse(&text).unwrap();
        let ours = values_of(n, &edges);
        for v in 0..n {
            assert_eq!(
                ours[v as usize],
                GenValue::finite(g.grundy_of(v.into()).unwrap())
            );
        }
    }
}

#[test]
fn sums_follow_the_rules_on_the_product_graph() {
    let mut rng = Rng(99);
    let mut kinds = BTreeSet::new();
    for _ in 0..600 {
        let (a, ea) = random_graph(&mut rng, 5);
        let (b, eb) = random_graph(&mut rng, 5);
        // The product: (x, y) is vertex x·b + y; a move in either component.
        let id = |x: u32, y: u32| x * b + y;
        let mut edges = Vec::new();
        for y in 0..b {
            edges.extend(ea.iter().map(|&(u, v)| (id(u, y), id(v, y))));
        }
        for x in 0..a {
            edges.extend(eb.iter().map(|&(u, v)| (id(x, u), id(x, v))));
        }
        let (va, vb, vp) = (
            values_of(a, &ea),
            values_of(b, &eb),
            values_of(a * b, &edges),
        );
        let outcomes = naive_outcomes(&successor_lists(a * b, &edges));
        for x in 0..a {
            for y in 0..b {
                let (gx, gy) = (&va[x as usize], &vb[y as usize]);
                let sum = GenValue::sum(&[gx.clone(), gy.clone()]);
                assert_eq!(sum, vp[id(x, y) as usize], "{gx} + {gy}");
                assert_eq!(sum.outcome(), outcomes[id(x, y) as usize]);
                kinds.insert((gx.as_finite().is_none(), gy.as_finite().is_none()));
            }
        }
    }
    assert_eq!(kinds.len(), 4, "finite and infinite on both sides");
}

#[test]
fn a_checkpoint_resumes_bit_exact() {
    let edges = super::generate::random(2000, 5000, 3);
    let bytes = binary::from_edges(2000, &edges).unwrap();
    let g = BinaryGraph::parse(&bytes).unwrap();
    let whole = solve(&g, &Cancel::default()).unwrap();
    let cancel = Cancel::default();
    let mut run = Retrograde::new(g.vertex_count());
    assert!(!run.step(&g, &cancel, &mut |_| {}).unwrap());
    assert!(!run.step(&g, &cancel, &mut |_| {}).unwrap());
    let saved = run.to_bytes();
    let mut resumed = Retrograde::from_bytes(&saved, 2000).unwrap();
    resumed.run(&g, &cancel, &mut |_| {}).unwrap();
    let rounds = resumed.rounds().to_vec();
    assert_eq!(resumed.into_values(), whole);
    let mut full = Retrograde::new(2000);
    full.run(&g, &cancel, &mut |_| {}).unwrap();
    assert_eq!(full.rounds(), rounds.as_slice());
    // Cancelled mid-round (the progress callback raises the flag): the round is undone,
    // and the resumed run still ends with the same values.
    let stop = Cancel::default();
    let mut run = Retrograde::new(2000).report_every(100);
    let mut calls = 0;
    let raise = stop.clone();
    let r = run.run(&g, &stop, &mut |_| {
        calls += 1;
        if calls == 30 {
            raise.cancel();
        }
    });
    assert!(r.is_err());
    let (round, values, _) = run.checkpoint();
    assert!(values
        .iter()
        .all(|&v| v == INFINITE || v < round || v == u32::MAX - 1));
    let saved = run.to_bytes();
    let mut resumed = Retrograde::from_bytes(&saved, 2000).unwrap();
    resumed.run(&g, &cancel, &mut |_| {}).unwrap();
    assert_eq!(resumed.into_values(), whole);
    // Damaged checkpoints are refused.
    let mut bad = saved.clone();
    bad[20] ^= 4;
    assert!(Retrograde::from_bytes(&bad, 2000).is_err());
    assert!(Retrograde::from_bytes(&saved[..saved.len() - 3], 2000).is_err());
    assert!(Retrograde::from_bytes(&saved, 1999).is_err());
}

#[test]
fn damaged_binary_graphs_are_refused_with_a_reason() {
    let bytes = binary::from_edges(50, &super::generate::random(50, 200, 1)).unwrap();
    assert!(BinaryGraph::parse(&bytes).is_ok());
    for cut in [0, 7, 8, 23, 100, bytes.len() - 1] {
        let e = BinaryGraph::parse(&bytes[..cut]).unwrap_err();
        assert!(
            matches!(e, FormatError::Magic | FormatError::Length { .. }),
            "{cut}: {e}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        BinaryGraph::parse(&longer),
        Err(FormatError::Length { .. })
    ));
    for at in [30, bytes.len() / 2, bytes.len() - 10] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x10;
        let e = BinaryGraph::parse(&bad).unwrap_err();
        assert!(matches!(e, FormatError::Checksum { .. }), "{e}");
        assert!(e.to_string().contains("corrupted"));
    }
    // A well-checksummed file whose offsets are wrong: malformed, not a panic.
    let mut bad = bytes.clone();
    bad[24 + 8 * 3] = 0xFF; // forward offset 3
    let body = bad.len() - 4;
    let crc = crc32fast::hash(&bad[..body]);
    bad[body..].copy_from_slice(&crc.to_le_bytes());
    assert!(matches!(
        BinaryGraph::parse(&bad),
        Err(FormatError::Malformed(_))
    ));
    // A vertex number out of range.
    let mut bad = bytes.clone();
    let first_target = 24 + 8 * 51;
    bad[first_target..first_target + 4].copy_from_slice(&77u32.to_le_bytes());
    let crc = crc32fast::hash(&bad[..body]);
    bad[body..].copy_from_slice(&crc.to_le_bytes());
    let e = BinaryGraph::parse(&bad).unwrap_err();
    assert!(e.to_string().contains("names vertex 77"), "{e}");
}

/// A file whose reverse half is not the transpose of its forward half (well checksummed,
/// every number in range) is refused: the solvers walk both halves and would give wrong
/// values without a word (the fuzz target `graph_binary` found one: a vertex whose only
/// option has value 0 was given ∞).
#[test]
fn a_reverse_half_that_is_not_the_transpose_is_refused() {
    let edges = [(0, 1), (1, 2), (2, 0), (2, 3)];
    let bytes = binary::from_edges(4, &edges).unwrap();
    assert!(BinaryGraph::parse(&bytes).is_ok());
    let m = edges.len();
    let reverse = 24 + 8 * 5 + 4 * m + 8 * 5; // the reverse sources
    let body = bytes.len() - 4;
    let resealed = |mut bad: Vec<u8>| {
        let crc = crc32fast::hash(&bad[..body]);
        bad[body..].copy_from_slice(&crc.to_le_bytes());
        bad
    };
    // One predecessor changed to another vertex; two predecessors swapped between
    // vertices (every count still right).
    let mut changed = bytes.clone();
    changed[reverse] ^= 1;
    let mut swapped = bytes.clone();
    let (a, b) = (reverse, reverse + 4 * (m - 1));
    let (x, y) = (changed[a..a + 4].to_vec(), bytes[b..b + 4].to_vec());
    swapped[a..a + 4].copy_from_slice(&y);
    swapped[b..b + 4].copy_from_slice(&bytes[a..a + 4]);
    let _ = x;
    for bad in [changed, swapped] {
        if bad == bytes {
            continue;
        }
        let e = BinaryGraph::parse(&resealed(bad)).unwrap_err();
        assert!(matches!(e, FormatError::Malformed(_)), "{e}");
        assert!(e.to_string().contains("reverse half"), "{e}");
    }
    // Each half's own order is free: the same arcs listed in another order pass.
    let reordered = binary::from_edges(4, &[(2, 3), (0, 1), (2, 0), (1, 2)]).unwrap();
    assert!(BinaryGraph::parse(&reordered).is_ok());
}

#[test]
fn parts_exchanging_messages_give_the_values_of_one_solver() {
    use super::partition::{solve_in_parts, Blocks, PartArcs, Restricted};
    let mut rng = Rng(23);
    let (mut draws, mut messages) = (0, 0);
    for _ in 0..2000 {
        let (n, edges) = random_graph(&mut rng, 12);
        let bytes = binary::from_edges(n, &edges).unwrap();
        let g = BinaryGraph::parse(&bytes).unwrap();
        let one = solve(&g, &Cancel::default()).unwrap();
        let mut run = Retrograde::new(n);
        run.run(&g, &Cancel::default(), &mut |_| {}).unwrap();
        let parts = 1 + rng.below(5) as u32;
        let split = solve_in_parts(&g, parts);
        assert_eq!(split.values, one, "{parts} parts of {n} {edges:?}");
        assert_eq!(split.rounds, run.rounds(), "{parts} parts of {n} {edges:?}");
        // The draws are the vertices found ∞ in round 0.
        let d = super::outcome_counts(&g, &one).d;
        assert_eq!(run.outcome_counts(), super::outcome_counts(&g, &one));
        assert_eq!(split.rounds.first().map_or(0, |r| r.infinite), d);
        draws += d;
        messages += split.messages;
        // Each part read from the file sees what the whole graph says of its range.
        let blocks = Blocks::new(n, parts);
        let key = u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(parts);
        let mut sums = binary::ArcSums::default();
        for i in 0..parts {
            let file = binary::BinaryPart::parse(&bytes, blocks.range(i)).unwrap();
            sums = sums + file.arc_sums(key);
            let whole = Restricted {
                graph: &g,
                range: blocks.range(i),
            };
            for v in blocks.range(i) {
                assert_eq!(file.out_degree(v), whole.out_degree(v));
                assert!(file.predecessors(v).eq(whole.predecessors(v)));
            }
        }
        // The parts' shares of the transpose check balance, the arcs counted once each.
        assert_eq!(sums.forward, sums.reverse, "{parts} parts of {n} {edges:?}");
        assert!(sums.check().is_ok());
    }
    assert!(draws > 500 && messages > 5000, "{draws} {messages}");
}

#[test]
fn a_damaged_part_is_refused_not_read_out_of_bounds() {
    let bytes = binary::from_edges(6, &[(0, 1), (1, 2), (2, 0), (3, 4), (5, 5)]).unwrap();
    assert!(binary::BinaryPart::parse(&bytes, 0..6).is_ok());
    assert!(binary::BinaryPart::parse(&bytes, 4..7).is_err());
    assert!(binary::BinaryPart::parse(&bytes[..bytes.len() - 1], 0..3).is_err());
    // A reverse source past the vertices, in the part's arcs: refused by the part that
    // reads it, whatever the checksum.
    let reverse_sources = 24 + 8 * 7 + 4 * 5 + 8 * 7;
    let mut bad = bytes.clone();
    bad[reverse_sources..reverse_sources + 4].copy_from_slice(&99u32.to_le_bytes());
    assert!(binary::BinaryPart::parse(&bad, 0..2).is_err());
    // Offsets that fall: refused.
    let mut bad = bytes.clone();
    bad[24 + 8..24 + 16].copy_from_slice(&9u64.to_le_bytes());
    assert!(binary::BinaryPart::parse(&bad, 0..3).is_err());
    // A predecessor renamed as another vertex: every part reads as sound, but their
    // shares of the transpose check no longer balance, whichever parts the graph is cut
    // into and whatever the key; the whole-graph reader says the same.
    let mut bad = bytes.clone();
    bad[reverse_sources..reverse_sources + 4].copy_from_slice(&3u32.to_le_bytes());
    for cut in [&[0u32, 6][..], &[0, 2, 6], &[0, 1, 4, 6]] {
        for key in [0, 1, u64::MAX, 0x1234_5678_9abc_def0] {
            let sums = cut.windows(2).fold(binary::ArcSums::default(), |s, w| {
                s + binary::BinaryPart::parse(&bad, w[0]..w[1])
                    .unwrap()
                    .arc_sums(key)
            });
            assert_eq!(
                sums.check(),
                Err(BinaryGraph::parse(&resealed(&bad)).unwrap_err())
            );
        }
    }
}

/// `bytes` with their CRC-32 made right again.
fn resealed(bytes: &[u8]) -> Vec<u8> {
    let mut bytes = bytes.to_vec();
    let body = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..body]);
    bytes[body..].copy_from_slice(&crc.to_le_bytes());
    bytes
}

mod fair_shares {
    //! Fair Shares and Varied Pairs against independent computations: the partition
    //! numbers (OEIS A000041), the moves by multiset differences of every pair of
    //! positions, the values by Smith's characterization (`naive_values`) and the
    //! outcomes by the naive fixpoint, and the small cases worked out by hand in
    //! docs/theory.md.
    use super::super::fair_shares::{FairShares, MAX_COINS};
    use super::super::{generate, IndexedValues};
    use super::*;
    use std::collections::BTreeMap;

    fn arcs(g: &FairShares) -> Vec<(u32, u32)> {
        let mut a = Vec::new();
        g.for_each_arc(&mut |u, v| a.push((u, v)));
        a
    }

    fn all_positions(g: &FairShares) -> Vec<Vec<u32>> {
        let mut all = Vec::new();
        g.for_each_position(&mut |i, p| {
            assert_eq!(i as usize, all.len());
            all.push(p.to_vec());
        });
        all
    }

    /// `a − b` as multisets.
    fn minus(a: &[u32], b: &[u32]) -> Vec<u32> {
        let mut count: BTreeMap<u32, i64> = BTreeMap::new();
        for &x in a {
            *count.entry(x).or_default() += 1;
        }
        for &x in b {
            *count.entry(x).or_default() -= 1;
        }
        count
            .into_iter()
            .flat_map(|(x, c)| std::iter::repeat_n(x, c.max(0) as usize))
            .collect()
    }

    /// Whether `q` follows from `p` by one move, read off what disappears and appears.
    fn is_move(p: &[u32], q: &[u32]) -> bool {
        let (gone, new) = (minus(p, q), minus(q, p));
        match (gone.as_slice(), new.as_slice()) {
            // One heap divided into at least two equal heaps.
            ([h], [d, rest @ ..]) => {
                !rest.is_empty() && rest.iter().all(|x| x == d) && d * (rest.len() as u32 + 1) == *h
            }
            // Two heaps of different sizes united.
            ([a, b], [s]) => a != b && a + b == *s,
            _ => false,
        }
    }

    #[test]
    fn positions_are_the_partitions_numbered_both_ways() {
        // p(n), OEIS A000041.
        let published = [1u64, 2, 3, 5, 7, 11, 15, 22, 30, 42, 56, 77, 101, 135, 176];
        for (n, &p) in (1..).zip(&published) {
            let g = FairShares::new(n).unwrap();
            assert_eq!(g.count(), p, "p({n})");
            let all = all_positions(&g);
            assert_eq!(all.len() as u64, p);
            for (i, parts) in all.iter().enumerate() {
                assert!(g.is_position(parts), "{parts:?}");
                assert_eq!(g.number(parts), Some(i as u64));
                assert_eq!(g.parts(i as u64).as_ref(), Some(parts));
            }
            assert!(all.windows(2).all(|w| w[0] < w[1]), "ascending order");
            assert_eq!(g.parts(p), None);
        }
        for (n, p) in [
            (20, 627u64),
            (50, 204_226),
            (100, 190_569_292),
            (127, 3_913_864_295),
        ] {
            assert_eq!(FairShares::new(n).unwrap().count(), p, "p({n})");
        }
        assert!(FairShares::new(MAX_COINS + 1).is_err() && FairShares::new(0).is_err());
        let g = FairShares::new(5).unwrap();
        for bad in [&[3, 1][..], &[1, 4], &[5, 0], &[]] {
            assert_eq!(g.number(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_moves_are_the_rules_read_off_every_pair_of_positions() {
        let mut moves = 0;
        for n in 1..=10 {
            let g = FairShares::new(n).unwrap();
            let all = all_positions(&g);
            let got: BTreeSet<(u32, u32)> = arcs(&g).into_iter().collect();
            assert_eq!(got.len(), arcs(&g).len(), "each move once");
            for (i, p) in all.iter().enumerate() {
                for (j, q) in all.iter().enumerate() {
                    let arc = (i as u32, j as u32);
                    assert_eq!(got.contains(&arc), is_move(p, q), "{p:?} → {q:?}");
                }
            }
            moves += got.len();
            // The only end: n heaps of one coin.
            let ends: Vec<_> = all.iter().filter(|p| g.options(p).is_empty()).collect();
            assert_eq!(ends, [&vec![1; n as usize]]);
        }
        assert!(moves > 400, "{moves} moves");
    }

    #[test]
    fn the_values_match_smiths_characterization() {
        let (mut infinite, mut draws) = (0, 0);
        for n in 1..=11 {
            let g = FairShares::new(n).unwrap();
            let count = g.count() as u32;
            let a = arcs(&g);
            let naive = naive_values(count, &a);
            let v = IndexedValues::solve(&g, &Cancel::default()).unwrap();
            let ours: Vec<GenValue> = all_positions(&g)
                .iter()
                .map(|p| v.value(&g, p).unwrap())
                .collect();
            assert_eq!(ours, naive, "{n} coins");
            assert_eq!(values_of(count, &a), naive);
            let outcomes = naive_outcomes(&successor_lists(count, &a));
            let o: Vec<Outcome> = ours.iter().map(GenValue::outcome).collect();
            assert_eq!(o, outcomes, "{n} coins");
            infinite += ours.iter().filter(|x| x.as_finite().is_none()).count();
            draws += o.iter().filter(|&&x| x == Outcome::D).count();
        }
        // The sample has cycles that matter: ∞ values and draws.
        assert!(infinite > 0 && draws > 0, "{infinite} ∞, {draws} draws");
    }

    #[test]
    fn the_outcomes_match_the_naive_fixpoint_on_larger_games() {
        for n in [15, 20, 24] {
            let g = FairShares::new(n).unwrap();
            let count = g.count() as u32;
            let a = arcs(&g);
            let o: Vec<Outcome> = values_of(count, &a).iter().map(GenValue::outcome).collect();
            assert_eq!(o, naive_outcomes(&successor_lists(count, &a)), "{n} coins");
        }
    }

    #[test]
    fn the_small_games_worked_by_hand() {
        // docs/theory.md, "Fair Shares and Varied Pairs": with at most 4 coins the
        // graph's one cycle is 4 → 2+2 → 2+1+1 → 3+1 → 4, and every value is finite.
        let hand: &[(&[u32], &str)] = &[
            (&[1], "0"),
            (&[2], "1"),
            (&[1, 1], "0"),
            (&[3], "1"),
            (&[2, 1], "2"),
            (&[1, 1, 1], "0"),
            (&[4], "1"),
            (&[3, 1], "2"),
            (&[2, 2], "0"),
            (&[2, 1, 1], "1"),
            (&[1, 1, 1, 1], "0"),
        ];
        for &(parts, value) in hand {
            let n = parts.iter().sum();
            let g = FairShares::new(n).unwrap();
            let v = IndexedValues::solve(&g, &Cancel::default()).unwrap();
            let got = v.value(&g, &parts.to_vec()).unwrap();
            assert_eq!(got.to_string(), value, "{parts:?}");
        }
    }

    #[test]
    fn the_streamed_graph_is_the_one_built_in_memory() {
        for (n, block) in [(1, 4), (6, 4), (9, 64), (12, 1 << 20)] {
            let g = FairShares::new(n).unwrap();
            let whole = binary::from_edges(g.count() as u32, &arcs(&g)).unwrap();
            let mut bytes = Vec::new();
            generate::streamed_binary(
                g.count() as u32,
                &|f: &mut dyn FnMut(u32, u32)| g.for_each_arc(f),
                block,
                &mut |p: &[u8]| {
                    bytes.extend_from_slice(p);
                    Ok::<(), binary::FormatError>(())
                },
            )
            .unwrap();
            assert_eq!(bytes, whole, "{n} coins, block {block}");
        }
        let out_of_range = generate::streamed_binary(
            2,
            &|f: &mut dyn FnMut(u32, u32)| f(0, 2),
            64,
            &mut |_: &[u8]| Ok::<(), binary::FormatError>(()),
        );
        assert!(out_of_range.is_err());
    }
}
