//! Moore's Nim_k against exhaustive search.

use grundy::games::moore::{
    column_table, constructive_move, misere_outcome, outcome, winning_moves, MooreGame,
    TooManyMoves,
};
use grundy::{Convention, Nat, Outcome, Solver};
use proptest::prelude::*;
use std::collections::BTreeSet;

fn nats(v: &[u64]) -> Vec<Nat> {
    v.iter().map(|&x| Nat::from(x)).collect()
}

/// Independent direct P-test: per bit column, count mod k+1.
fn direct_p(k: u32, heaps: &[u64]) -> bool {
    (0..64).all(|b| heaps.iter().filter(|&&h| h >> b & 1 == 1).count() % (k as usize + 1) == 0)
}

/// Every position with `n` heaps of size ≤ `max` (as sorted multisets, enough here).
fn positions(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        let mut next = Vec::new();
        for p in &out {
            let lo = p.last().copied().unwrap_or(0);
            for v in lo..=max {
                let mut q = p.clone();
                q.push(v);
                next.push(q);
            }
        }
        out.extend(next.iter().cloned());
        out = {
            let mut s: Vec<Vec<u64>> = out
                .into_iter()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            s.retain(|p| p.len() <= n);
            s
        };
    }
    out
}

fn apply(heaps: &[u64], changes: &[grundy::report::HeapChange]) -> Vec<u64> {
    let mut after = heaps.to_vec();
    for c in changes {
        assert!(c.to < c.from, "each changed heap strictly decreases");
        assert_eq!(c.from, Nat::from(heaps[c.heap]));
        after[c.heap] = u64::try_from(&c.to).unwrap();
    }
    after
}

#[test]
fn outcome_construction_and_all_moves_match_search_exhaustively() {
    for (k, n, max) in [(1u32, 4, 6u64), (2, 4, 6), (3, 3, 6), (3, 4, 4), (4, 4, 3)] {
        let game = MooreGame { k };
        let mut solver = Solver::new(&game);
        for p in positions(n, max) {
            let searched = solver.outcome(&p, Convention::Normal).unwrap();
            assert_eq!(outcome(k, &nats(&p)), searched, "k={k} {p:?}");
            assert_eq!(direct_p(k, &p), searched == Outcome::P);
            let t = column_table(k, &nats(&p), 10);
            assert_eq!(t.outcome, searched);
            match constructive_move(k, &nats(&p)) {
                None => assert_eq!(searched, Outcome::P),
                Some(m) => {
                    assert!(!m.is_empty() && m.len() <= k as usize);
                    let after = apply(&p, &m);
                    assert!(direct_p(k, &after), "k={k} {p:?} -> {after:?}");
                }
            }
            let expected: BTreeSet<Vec<u64>> = solver
                .winning_moves(&p, Convention::Normal)
                .unwrap()
                .into_iter()
                .collect();
            let got = winning_moves(k, &nats(&p), usize::MAX).unwrap();
            assert!(got.complete);
            assert_eq!(got.count, Nat::from(got.moves.len()));
            let got_set: BTreeSet<Vec<u64>> = got
                .moves
                .iter()
                .map(|m| {
                    assert!(!m.is_empty() && m.len() <= k as usize);
                    apply(&p, m)
                })
                .collect();
            assert_eq!(got_set.len(), got.moves.len(), "no move listed twice");
            assert_eq!(got_set, expected, "k={k} {p:?}");
        }
    }
}

#[test]
fn misere_rule_matches_search() {
    for (k, n, max) in [(1u32, 4, 5u64), (2, 4, 5), (3, 4, 5), (4, 4, 4)] {
        let game = MooreGame { k };
        let mut solver = Solver::new(&game);
        for p in positions(n, max) {
            let searched = solver.outcome(&p, Convention::Misere).unwrap();
            assert_eq!(misere_outcome(k, &nats(&p)), searched, "k={k} {p:?}");
        }
    }
}

#[test]
fn k_zero_has_no_moves() {
    let game = MooreGame { k: 0 };
    let mut solver = Solver::new(&game);
    for p in positions(3, 3) {
        assert_eq!(outcome(0, &nats(&p)), Outcome::P);
        assert_eq!(solver.outcome(&p, Convention::Normal).unwrap(), Outcome::P);
        assert_eq!(misere_outcome(0, &nats(&p)), Outcome::N);
        assert_eq!(solver.outcome(&p, Convention::Misere).unwrap(), Outcome::N);
        assert!(constructive_move(0, &nats(&p)).is_none());
        assert_eq!(
            winning_moves(0, &nats(&p), 5).unwrap().count,
            Nat::from(0u32)
        );
    }
}

#[test]
fn worked_examples() {
    let after = |k, p: &[u64]| apply(p, &constructive_move(k, &nats(p)).unwrap());
    assert_eq!(outcome(2, &nats(&[1, 2, 3])), Outcome::N);
    assert_eq!(after(2, &[1, 2, 4]), vec![1, 1, 1]);
    assert_eq!(after(2, &[5, 6, 7, 1]), vec![5, 5, 4, 1]);
    assert_eq!(outcome(2, &nats(&[5, 5, 5])), Outcome::P);
    assert_eq!(outcome(2, &nats(&[5, 8, 10])), Outcome::N);
    assert!(winning_moves(2, &nats(&[5, 8, 10]), 100)
        .unwrap()
        .moves
        .iter()
        .any(|m| apply(&[5, 8, 10], m) == vec![5, 5, 5]));
}

#[test]
fn huge_heaps_construct_and_count() {
    let big: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
    let heaps = nats(&[12345, 999, 5])
        .into_iter()
        .chain([big.clone(), big.clone() * 3u32 + 7u32])
        .collect::<Vec<_>>();
    let m = constructive_move(2, &heaps).unwrap();
    let mut after = heaps.clone();
    for c in &m {
        assert!(c.to < c.from);
        after[c.heap] = c.to.clone();
    }
    assert_eq!(outcome(2, &after), Outcome::P);
    let all = winning_moves(2, &heaps, 3).unwrap();
    assert_eq!(all.moves.len(), 3);
    assert!(!all.complete);
    assert!(all.count > Nat::from(3u32));
    for mv in &all.moves {
        let mut after = heaps.clone();
        for c in mv {
            after[c.heap] = c.to.clone();
        }
        assert_eq!(outcome(2, &after), Outcome::P);
    }
    let t = column_table(2, &heaps, 1);
    assert_eq!(t.width, heaps[4].bits());
    assert_eq!(t.counts.len() as u64, t.width);
    assert_eq!(t.rows.len(), 1);
}

#[test]
fn refuses_too_large_positions() {
    let many = vec![Nat::from(3u32); 200];
    let mut extra = many.clone();
    extra.push(Nat::from(1u32));
    assert!(matches!(
        winning_moves(4, &extra, 1),
        Err(TooManyMoves::TooManySubsets { .. })
    ));
    let err = winning_moves(1, &[Nat::from(1u32) << 2000usize], 1).unwrap_err();
    assert!(err.to_string().contains("bits"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn outcome_matches_search(k in 1u32..5, heaps in proptest::collection::vec(0u64..7, 0..5)) {
        // Fewer / smaller heaps for larger k keeps the search fast.
        let heaps: Vec<u64> = heaps.into_iter().take(if k >= 3 { 3 } else { 4 }).collect();
        let game = MooreGame { k };
        let mut solver = Solver::new(&game);
        let searched = solver.outcome(&heaps, Convention::Normal).unwrap();
        prop_assert_eq!(outcome(k, &nats(&heaps)), searched);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn construction_lands_on_p(k in 1u32..6, heaps in proptest::collection::vec(0u64..1_000_000, 0..9)) {
        let p = nats(&heaps);
        match constructive_move(k, &p) {
            None => prop_assert!(direct_p(k, &heaps)),
            Some(m) => {
                prop_assert!(!direct_p(k, &heaps));
                prop_assert!(!m.is_empty() && m.len() <= k as usize);
                let after = apply(&heaps, &m);
                prop_assert!(direct_p(k, &after));
            }
        }
    }

    #[test]
    fn winning_moves_match_search(k in 1u32..4, heaps in proptest::collection::vec(0u64..8, 1..4)) {
        let game = MooreGame { k };
        let mut solver = Solver::new(&game);
        let expected: BTreeSet<Vec<u64>> =
            solver.winning_moves(&heaps, Convention::Normal).unwrap().into_iter().collect();
        let got = winning_moves(k, &nats(&heaps), 1000).unwrap();
        prop_assert_eq!(got.count.clone(), Nat::from(expected.len()));
        let got_set: BTreeSet<Vec<u64>> = got.moves.iter().map(|m| apply(&heaps, m)).collect();
        prop_assert_eq!(got_set, expected);
    }
}

/// 10^5 heaps with a large k: the refusal to list every move comes at once (the count of
/// sets stops at the limit: the full sum has 30000 digits and took cubic time), and
/// Moore's construction gives a move to a P-position in linear time per bit.
#[test]
fn many_heaps_get_a_constructed_move_and_a_quick_refusal() {
    let heaps: Vec<Nat> = (1..=100_000u32).map(Nat::from).collect();
    match winning_moves(1_000_000, &heaps, 10) {
        Err(TooManyMoves::TooManySubsets { subsets, heaps, .. }) => {
            assert_eq!(heaps, 100_000);
            assert_eq!(subsets, Nat::from(100_000u64 + 100_000 * 99_999 / 2));
        }
        other => panic!("{other:?}"),
    }
    let m = grundy::games::moore::constructive_move(1_000_000, &heaps).unwrap();
    let mut after = heaps.clone();
    for c in &m {
        assert!(c.to < c.from);
        after[c.heap] = c.to.clone();
    }
    assert_eq!(grundy::games::moore::outcome(1_000_000, &after), Outcome::P);
    let r = grundy::analyze(
        &grundy::parse_position(&format!(
            "moore(1000000) {}",
            (1..=100_000)
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        ))
        .unwrap(),
        &grundy::AnalyzeOptions::default(),
    )
    .unwrap();
    assert_eq!(r.winning_moves.len(), 1);
}
