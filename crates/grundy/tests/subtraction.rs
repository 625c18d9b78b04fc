//! Subtraction games against exhaustive search and direct computation, through the
//! nim-sequence stack they share with heap games (`grundy::sequence`).

use grundy::sequence::Theorem;
use grundy::subtraction::{
    Periodicity, SolveError, SubtractionGame, SubtractionRule, ValueMethod, DEFAULT_BUDGET,
};
use grundy::{Nat, Solver};
use proptest::prelude::*;

/// An independent, deliberately naive Grundy sequence: mex over every option.
fn naive(rule: &SubtractionRule, count: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..count {
        let opts: Vec<u64> = (1..=n)
            .filter(|&s| match rule {
                SubtractionRule::Finite(set) => set.contains(&s),
                SubtractionRule::Bounded(k) => s <= *k,
                SubtractionRule::AllBut(x) => !x.contains(&s),
            })
            .map(|s| g[(n - s) as usize])
            .collect();
        let mut v = 0;
        while opts.contains(&v) {
            v += 1;
        }
        g.push(v);
    }
    g
}

fn check_rule(rule: &SubtractionRule, upto: u64) {
    let solved = rule.solve(DEFAULT_BUDGET).unwrap();
    let game = SubtractionGame { rule: rule.clone() };
    let mut solver = Solver::new(&game);
    let direct = naive(rule, upto);
    assert_eq!(rule.direct_values(upto as usize), direct, "{}", rule.name());
    for n in 0..upto {
        let searched = solver.grundy(&n).unwrap() as u64;
        assert_eq!(searched, direct[n as usize], "{} at {n}", rule.name());
        assert_eq!(
            solved.value(&Nat::from(n)),
            Some(Nat::from(searched)),
            "{} at {n}",
            rule.name()
        );
        for target in 0..=searched + 1 {
            let mut expected = solver.options_with_value(&n, target as u32).unwrap();
            expected.sort();
            let (count, sizes) = moves(&solved, &Nat::from(n), &Nat::from(target), usize::MAX);
            assert_eq!(count, Nat::from(expected.len()));
            let expected: Vec<Nat> = expected.into_iter().map(Nat::from).collect();
            assert_eq!(sizes, expected, "{} at {n} to {target}", rule.name());
        }
    }
}

/// The moves to `target` as heap sizes (0 for a heap taken whole).
fn moves(
    solved: &grundy::subtraction::SolvedSequence,
    n: &Nat,
    target: &Nat,
    limit: usize,
) -> (Nat, Vec<Nat>) {
    let (count, left) = solved.moves_to_value(n, target, limit).unwrap();
    let sizes = left
        .into_iter()
        .map(|heaps| heaps.into_iter().next().unwrap_or_default())
        .collect();
    (count, sizes)
}

/// The period formula far beyond the search agrees with a longer direct run.
fn check_far(rule: &SubtractionRule, far: u64) {
    let solved = rule.solve(DEFAULT_BUDGET).unwrap();
    let direct = rule.direct_values(far as usize);
    for n in (0..far).step_by(7).chain(far - 50..far) {
        assert_eq!(
            solved.value(&Nat::from(n)),
            Some(Nat::from(direct[n as usize])),
            "{} at {n}",
            rule.name()
        );
    }
    let p = solved.periodicity().unwrap();
    assert!(p.certified, "{}", rule.name());
    // Minimality: the relation fails one step earlier, and for no smaller period.
    let period = u64::try_from(&p.period).unwrap();
    let s = u64::try_from(&p.saltus).unwrap();
    let holds = |pre: u64, per: u64, s: i64| {
        (pre..far - per).all(|n| direct[(n + per) as usize] as i64 - direct[n as usize] as i64 == s)
    };
    assert!(holds(p.preperiod, period, s as i64));
    if p.preperiod > 0 {
        assert!(!holds(p.preperiod - 1, period, s as i64));
    }
    for d in 1..period {
        if period % d == 0 {
            let sd =
                direct[(p.preperiod + d) as usize] as i64 - direct[p.preperiod as usize] as i64;
            assert!(
                !holds(p.preperiod, d, sd),
                "{}: smaller period {d}",
                rule.name()
            );
        }
    }
}

#[test]
fn worked_examples_from_theory() {
    let sub = |v: &[u64]| SubtractionRule::finite(v.iter().copied()).unwrap();
    let allbut = |v: &[u64]| SubtractionRule::all_but(v.iter().copied()).unwrap();
    let solve = |r: &SubtractionRule| r.solve(DEFAULT_BUDGET).unwrap();
    let per = |p: Option<&Periodicity>| {
        let p = p.unwrap();
        (
            p.preperiod,
            u64::try_from(&p.period).unwrap(),
            u64::try_from(&p.saltus).unwrap(),
        )
    };
    let s134 = solve(&sub(&[1, 3, 4]));
    assert_eq!(per(s134.periodicity()), (0, 7, 0));
    assert_eq!(s134.values(), &[0, 1, 0, 1, 2, 3, 2]);
    let s256 = solve(&sub(&[2, 5, 6]));
    assert_eq!(per(s256.periodicity()), (0, 11, 0));
    assert_eq!(s256.values(), &[0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1]);
    assert_eq!(solve(&sub(&[1, 4])).values(), &[0, 1, 0, 1, 2]);
    assert_eq!(solve(&sub(&[2, 3])).values(), &[0, 0, 1, 1, 2]);
    assert_eq!(
        solve(&sub(&[3, 4, 6, 7])).values(),
        &[0, 0, 0, 1, 1, 1, 2, 2, 2, 3]
    );
    assert_eq!(per(solve(&sub(&[1, 2, 3])).periodicity()), (0, 4, 0));
    let x2 = solve(&allbut(&[2]));
    assert_eq!(per(x2.periodicity()), (0, 4, 2));
    assert_eq!(x2.values(), &[0, 1, 0, 1]);
    let x1346 = solve(&allbut(&[1, 3, 4, 6]));
    assert_eq!(per(x1346.periodicity()).1, 12);
    assert_eq!(per(x1346.periodicity()).2, 4);
    let first: Vec<Nat> = (0u32..16)
        .map(|n| x1346.value(&n.into()).unwrap())
        .collect();
    let expected: Vec<Nat> = [0u32, 0, 1, 1, 0, 2, 1, 3, 2, 2, 3, 3, 4, 4, 5, 5]
        .map(Nat::from)
        .to_vec();
    assert_eq!(first, expected);
    let x14579 = solve(&allbut(&[1, 4, 5, 7, 9]));
    assert_eq!(per(x14579.periodicity()).1, 8);
    assert_eq!(per(x14579.periodicity()).2, 2);
    assert_eq!(per(solve(&allbut(&[1])).periodicity()), (0, 2, 1));
    assert_eq!(per(solve(&allbut(&[1, 2])).periodicity()), (0, 3, 1));
    assert_eq!(per(solve(&allbut(&[])).periodicity()), (0, 1, 1));
    assert_eq!(per(solve(&allbut(&[2, 3, 5])).periodicity()), (0, 18, 6));
    assert_eq!(
        solve(&allbut(&[2, 3, 5])).periodicity().unwrap().theorem,
        Some(Theorem::AllButState { max_excluded: 5 })
    );
    assert_eq!(
        s134.periodicity().unwrap().theorem,
        Some(Theorem::NoSplitting { max_take: 4 })
    );
    for r in [
        sub(&[1, 3, 4]),
        sub(&[2, 5, 6]),
        allbut(&[2]),
        allbut(&[1, 3, 4, 6]),
        allbut(&[1, 4, 5, 7, 9]),
    ] {
        check_far(&r, 5000);
    }
}

#[test]
fn huge_heaps_are_exact() {
    let n: Nat = "10000000000000000000000000000000000000000".parse().unwrap(); // 10^40
    let s = SubtractionRule::finite([1, 3, 4])
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    assert_eq!(s.value(&n), Some(Nat::from(2u32))); // 10^40 ≡ 4 (mod 7)
    assert_eq!(s.method(&n), ValueMethod::Period);
    let (c, sizes) = moves(&s, &n, &Nat::from(0u32), 10);
    // Options n−1 (≡3, value 1), n−3 (≡1, value 1), n−4 (≡0, value 0).
    assert_eq!(c, Nat::from(1u32));
    assert_eq!(sizes, vec![&n - 4u32]);
    // allbut(2): G(n) = 2⌊n/4⌋ + (n mod 2).
    let a = SubtractionRule::all_but([2])
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    assert_eq!(a.value(&n), Some(&n / 2u32));
    let target = Nat::from(12345u32);
    let (c, sizes) = moves(&a, &n, &target, 10);
    // Heaps of value 12345 = 2·6172 + 1: 4·6172 + 1 and 4·6172 + 3.
    assert_eq!(c, Nat::from(2u32));
    assert_eq!(sizes, vec![Nat::from(24689u32), Nat::from(24691u32)]);
    let b = SubtractionRule::bounded(u64::MAX)
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    let big = Nat::from(u64::MAX) * 3u32 + 5u32; // = 3·2^64 + 2 ≡ 2 (mod 2^64)
    assert_eq!(b.value(&big), Some(Nat::from(2u32)));
    assert_eq!(
        serde_json::to_value(b.periodicity().unwrap()).unwrap()["period"],
        "18446744073709551616"
    );
    let b3 = SubtractionRule::bounded(3)
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    assert_eq!(b3.value(&n), Some(Nat::from(0u32)));
    let (c, sizes) = moves(&b3, &(&n + 2u32), &Nat::from(0u32), 5);
    assert_eq!((c, sizes), (Nat::from(1u32), vec![n.clone()]));
}

#[test]
fn validation_and_budget() {
    assert!(SubtractionRule::finite([]).is_err());
    assert!(SubtractionRule::finite([0]).is_err());
    assert!(SubtractionRule::finite([1_000_001]).is_err());
    assert!(SubtractionRule::all_but([0]).is_err());
    assert!(SubtractionRule::bounded(0).is_err());
    assert!(matches!(
        SubtractionRule::Finite(vec![]).solve(DEFAULT_BUDGET),
        Err(SolveError::Rule(_))
    ));
    assert!(matches!(
        SubtractionRule::finite([1, 1000]).unwrap().solve(1000),
        Err(SolveError::BudgetExceeded { .. })
    ));
    // A large window still works with the default budget.
    let s = SubtractionRule::finite([1000])
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    assert_eq!(s.periodicity().unwrap().period, Nat::from(2000u32));
}

#[test]
fn reasoning_serializes() {
    let s = SubtractionRule::finite([1, 3, 4])
        .unwrap()
        .solve(DEFAULT_BUDGET)
        .unwrap();
    let r = s.reasoning(
        "sub(1,3,4)",
        &[
            Nat::from(5u32),
            Nat::from(100u32),
            "10000000000000000000000000000000000000000".parse().unwrap(),
        ],
        10,
    );
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains(r#""rule":"sub(1,3,4)""#), "{json}");
    // The fields of the subtraction step, and the periodicity's.
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    for field in [
        "rule",
        "heaps_total",
        "rows",
        "rows_complete",
        "periodicity",
        "values",
        "values_complete",
    ] {
        assert!(v.get(field).is_some(), "{field}: {json}");
    }
    for field in ["preperiod", "period", "saltus", "certified", "checked_to"] {
        assert!(v["periodicity"].get(field).is_some(), "{field}: {json}");
    }
    assert_eq!(v["periodicity"]["period"], 7);
    assert!(json.contains(r#""size":"10000000000000000000000000000000000000000""#));
    assert_eq!(r.rows[0].method, ValueMethod::Direct);
}

fn small_set() -> impl Strategy<Value = Vec<u64>> {
    proptest::collection::btree_set(1u64..12, 1..5).prop_map(|s| s.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn finite_matches_search(set in small_set()) {
        check_rule(&SubtractionRule::Finite(set.clone()), 300);
        check_far(&SubtractionRule::Finite(set), 3000);
    }

    #[test]
    fn bounded_matches_search(k in 1u64..20) {
        check_rule(&SubtractionRule::Bounded(k), 300);
    }

    #[test]
    fn all_but_matches_search(x in proptest::collection::btree_set(1u64..10, 0..5)) {
        let x: Vec<u64> = x.into_iter().collect();
        check_rule(&SubtractionRule::AllBut(x.clone()), 120);
        check_far(&SubtractionRule::AllBut(x), 3000);
    }
}
