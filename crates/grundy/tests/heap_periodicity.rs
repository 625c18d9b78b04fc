//! Periods and their certificates: known results from the literature, every certificate
//! checked independently by computing much further with the naive engine, and
//! `grundy seq`'s run against `grundy analyze`'s solved sequence.

use grundy::heap::naive::sequence;
use grundy::sequence::periodicity::{certificate_bound, Theorem};
use grundy::sequence::search::search;

/// The period of a heap rule's values (`sequence::analyze` of its [`SequenceRule`]).
fn analyze(rule: &HeapRule, values: &[u16]) -> Option<Periodicity> {
    grundy::sequence::analyze(&SequenceRule::from(rule), values)
}
use grundy::heap::rule::HeapRule;
use grundy::sequence::{compute, Periodicity, SequenceRule, SolvedSequence};
use grundy::subtraction::SubtractionRule;
use grundy::Nat;
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

fn rule(code: &str) -> HeapRule {
    HeapRule::parse(code).unwrap()
}

/// Checks G(n + p) = G(n) + s for every e ≤ n in a much longer run.
fn holds_far(rule: &HeapRule, e: u64, p: u64, s: u64, upto: u64) {
    let v = sequence(rule, upto).unwrap();
    for n in e as usize..v.len() - p as usize {
        assert_eq!(
            u64::from(v[n + p as usize]),
            u64::from(v[n]) + s,
            "{rule}: G({}) vs G({n})",
            n + p as usize
        );
    }
    if e > 0 {
        let n = e as usize - 1;
        assert_ne!(
            u64::from(v[n + p as usize]),
            u64::from(v[n]) + s,
            "{rule}: e not minimal"
        );
    }
}

#[test]
fn kayles_period_12_from_71() {
    // Kayles: period 12, last exceptional value at n = 70 (docs/theory.md#guy-smith).
    let kayles = rule("kayles");
    let p = analyze(&kayles, &sequence(&kayles, 400).unwrap()).unwrap();
    assert_eq!(p.small(), Some((71, 12, 0)));
    assert!(p.certified);
    assert_eq!(p.theorem, Some(Theorem::GuySmith { max_take: 2 }));
    assert_eq!(p.check_below, Some(2 * 71 + 12 + 2));
    holds_far(&kayles, 71, 12, 0, 5000);
    // The periodic part: 4 1 2 8 1 4 7 2 1 8 2 7 from n = 72 (WW).
    let v = sequence(&kayles, 83).unwrap();
    assert_eq!(&v[72..84], &[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]);
}

#[test]
fn dawson_games_period_34() {
    let chess = rule("dawson-chess");
    let kayles = rule("dawson-kayles");
    let c = analyze(&chess, &sequence(&chess, 500).unwrap()).unwrap();
    let k = analyze(&kayles, &sequence(&kayles, 500).unwrap()).unwrap();
    assert_eq!((c.small(), c.certified), (Some((52, 34, 0)), true));
    assert_eq!((k.small(), k.certified), (Some((53, 34, 0)), true));
    assert_eq!(c.theorem, Some(Theorem::GuySmith { max_take: 3 }));
    holds_far(&chess, 52, 34, 0, 5000);
    holds_far(&kayles, 53, 34, 0, 5000);
    // Dawson's chess is Dawson's Kayles shifted by one: 0.137(n) = 0.07(n + 1).
    let (vc, vk) = (
        sequence(&chess, 2000).unwrap(),
        sequence(&kayles, 2001).unwrap(),
    );
    assert_eq!(vc[..], vk[1..]);
}

#[test]
fn grundy_game_is_never_certified() {
    let g = HeapRule::grundy_game();
    assert!(certificate_bound(&g, 0, 1).is_none());
    let s = search(&g, 3000, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    assert_eq!(s.computed, 3001);
    if let Some(p) = s.periodicity {
        assert!(!p.certified && p.theorem.is_none());
    }
}

#[test]
fn modifier_codes_are_never_certified_even_when_periodic() {
    // 0.4= (take one, split the rest into two equal heaps) is eventually periodic in
    // practice, but the theorem does not cover modifiers: observed only.
    for code in ["0.4=", "0.6!", "4!.7"] {
        let r = rule(code);
        assert!(certificate_bound(&r, 5, 3).is_none(), "{code}");
        if let Some(p) = analyze(&r, &sequence(&r, 600).unwrap()) {
            assert!(!p.certified && p.theorem.is_none(), "{code}");
        }
    }
    // Infinite codes (no t) are not covered either.
    assert!(certificate_bound(&rule("0.3[7]"), 1, 2).is_none());
    // 0.[3] is allbut() — Nim, G(n) = n: arithmetic-periodic, certified by the all-but
    // state argument (not by the theorem for finite codes).
    let nim_like = rule("0.[3]");
    let p = analyze(&nim_like, &sequence(&nim_like, 200).unwrap()).unwrap();
    assert_eq!((p.small(), p.certified), (Some((0, 1, 1)), true));
    assert_eq!(p.theorem, Some(Theorem::AllButState { max_excluded: 0 }));
}

#[test]
fn lasker_is_arithmetic_periodic_by_its_theorem() {
    let p = analyze(
        &HeapRule::Lasker,
        &sequence(&HeapRule::Lasker, 100).unwrap(),
    )
    .unwrap();
    assert_eq!((p.small(), p.certified), (Some((1, 4, 4)), true));
    assert_eq!(p.theorem, Some(Theorem::LaskerNim));
    assert_eq!(p.checked_to, 100);
    holds_far(&HeapRule::Lasker, 1, 4, 4, 20_000);
    // A prefix that disagrees with the closed form is not certified.
    let mut v = sequence(&HeapRule::Lasker, 20).unwrap();
    v[7] = 0;
    assert!(analyze(&HeapRule::Lasker, &v).is_none());
}

#[test]
fn subtraction_games_use_the_no_splitting_bound() {
    // 0.333 = S(1,2,3): G(n) = n mod 4, preperiod 0.
    let s123 = rule("0.333");
    let p = analyze(&s123, &sequence(&s123, 64).unwrap()).unwrap();
    assert_eq!((p.small(), p.certified), (Some((0, 4, 0)), true));
    assert_eq!(p.theorem, Some(Theorem::NoSplitting { max_take: 3 }));
    // S(2,5,6): period 11 (docs/theory.md#subtraction).
    let s256 = rule("0.030033");
    let p = analyze(&s256, &sequence(&s256, 200).unwrap()).unwrap();
    assert_eq!((p.small(), p.certified), (Some((0, 11, 0)), true));
    holds_far(&s256, 0, 11, 0, 3000);
}

#[test]
fn search_stops_at_the_first_certificate() {
    let s = search(
        &rule("kayles"),
        1 << 20,
        &mut |_| {},
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(s.computed, 256);
    let p = s.periodicity.unwrap();
    assert!(p.certified && p.period == 12u8.into() && p.checked_to == 255);
    let cancel = AtomicBool::new(true);
    let s = search(&rule("officers"), 1 << 20, &mut |_| {}, &cancel).unwrap();
    assert!(s.cancelled && s.computed == 0);
}

#[test]
fn three_heap_certificates_hold_far() {
    // Codes whose moves may leave three heaps, certified by the k = 3 bound
    // 3·max(e,1) + 2p + t, each checked to n = 1500.
    // The bound is the largest over the (tokens removed j, heaps left r) pairs of the code:
    // j + 3·max(e,1) + 2p for r = 3, j + max(e,1) for r = 1, j + 1 for r = 0.
    for (code, e, p, bound) in [
        ("hex(0.81)", 1, 2, 8),
        ("hex(0.A)", 1, 2, 8),
        ("hex(0.A2)", 1, 4, 12),
        ("hex(0.B1)", 2, 2, 11),
        ("hex(0.F1)", 3, 2, 14),
        ("hex(0.F3)", 0, 4, 12),
    ] {
        let r = rule(code);
        let found = analyze(&r, &sequence(&r, 200).unwrap()).unwrap();
        assert_eq!(
            (found.preperiod, found.small().unwrap().1, found.certified),
            (e, p, true),
            "{code}"
        );
        assert_eq!(r.max_heaps(), Some(3));
        assert!(matches!(
            found.theorem,
            Some(Theorem::MultiHeap { max_heaps: 3, .. })
        ));
        assert_eq!(found.check_below, Some(bound), "{code}");
        // Never more than CGSuite's conservative 3e + 3p + t + 3 values.
        assert!(bound + p <= 3 * e + 3 * p + r.max_take().unwrap() + 3);
        holds_far(&r, e, p, 0, 1500);
    }
}

/// Every certificate found for a random code holds far beyond the range it checked.
fn certificates_hold(code: &str, upto: u64, far: u64) {
    let r = rule(code);
    let s = search(&r, upto, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    if let Some(p) = s.periodicity.filter(|p| p.certified) {
        let (e, period, saltus) = p.small().unwrap();
        let far = (4 * (p.check_below.unwrap() + period)).max(far);
        holds_far(&r, e, period, saltus, far);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn octal_certificates_hold_far(d0 in prop::sample::select(vec![0u8, 4]),
                                   d in prop::collection::vec(0u8..8, 1..4)) {
        let digits: String = d.iter().map(|x| x.to_string()).collect();
        certificates_hold(&format!("{d0}.{digits}"), 1500, 3000);
    }

    #[test]
    fn hexadecimal_certificates_hold_far(d in prop::collection::vec(0u32..16, 1..3)) {
        let digits: String = d.iter().map(|&x| char::from_digit(x, 16).unwrap()).collect();
        certificates_hold(&format!("hex(0.{digits})"), 600, 1000);
    }
}

/// `grundy seq GAME --period` (the run over its default range, 2^20 values) and
/// `grundy analyze "GAME heap"` (the solved sequence) report the same certified period,
/// certificate included, and the same values.
fn seq_and_analysis_agree(rule: SequenceRule, heap: u64) -> Periodicity {
    let cancel = AtomicBool::new(false);
    let report = compute(rule.clone(), rule.name(), (1 << 20) - 1, true, &cancel).unwrap();
    let solved = SolvedSequence::solve(&rule, &Nat::from(heap)).unwrap();
    let seq = report.period.clone().unwrap();
    let analysis = solved.periodicity().unwrap();
    assert!(seq.certified, "{rule}");
    assert_eq!(&seq, analysis, "{rule}");
    let values = report.values.unwrap().to_vec();
    for (n, &v) in values.iter().enumerate().step_by(97) {
        assert_eq!(
            solved.value(&Nat::from(n)),
            Some(Nat::from(v)),
            "{rule} at {n}"
        );
    }
    seq
}

#[test]
fn seq_and_analyze_agree_on_all_but_lasker_and_0_16() {
    let allbut =
        |x: &[u64]| SequenceRule::from(SubtractionRule::all_but(x.iter().copied()).unwrap());
    let p = seq_and_analysis_agree(allbut(&[1, 2]), 1_000_000);
    assert_eq!(p.small(), Some((0, 3, 1)));
    let p = seq_and_analysis_agree(allbut(&[2, 3, 5]), 1000);
    assert_eq!(p.small(), Some((0, 18, 6)));
    assert_eq!(p.theorem, Some(Theorem::AllButState { max_excluded: 5 }));
    // The same game written as its code, as the web's parse_game gives it.
    let code = HeapRule::from_subtraction(&SubtractionRule::AllBut(vec![2, 3, 5])).unwrap();
    assert_eq!(seq_and_analysis_agree(SequenceRule::from(code), 1000), p);
    let p = seq_and_analysis_agree(SequenceRule::from(HeapRule::Lasker), 70_000);
    assert_eq!(p.small(), Some((1, 4, 4)));
    let p = seq_and_analysis_agree(SequenceRule::from(rule("0.16")), 30_000);
    assert_eq!(p.small(), Some((105_351, 149_459, 0)));
    assert_eq!(p.theorem, Some(Theorem::GuySmith { max_take: 2 }));
    assert_eq!(p.check_below, Some(2 * 105_351 + 149_459 + 2));
}

#[test]
fn lasker_closed_form_beyond_16_bits_and_by_brute_force() {
    // The closed form against the rule's own options (mex over every split and take).
    let lasker = SequenceRule::from(HeapRule::Lasker);
    let solved = SolvedSequence::solve(&lasker, &Nat::from(70_000u32)).unwrap();
    let mut g: Vec<u64> = Vec::new();
    for n in 0..60u64 {
        let seen: Vec<u64> = HeapRule::Lasker
            .options(n)
            .iter()
            .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
        assert_eq!(
            solved.value(&Nat::from(n)),
            Some(Nat::from(g[n as usize])),
            "{n}"
        );
    }
    // Beyond 65535, where the 16-bit engines stop: the run's values are the closed form.
    let cancel = AtomicBool::new(false);
    let report = compute(lasker, "lasker".into(), 70_000, false, &cancel).unwrap();
    let values = report.values.unwrap().to_vec();
    for n in [65_534u64, 65_535, 65_536, 65_537, 70_000] {
        assert_eq!(
            values[n as usize],
            grundy::heap::naive::lasker_value(n),
            "{n}"
        );
    }
    assert_eq!(report.stats.max_value, 70_000);
}

/// Brute force: `G(n)` as the mex over the rule's options ([`HeapRule::options`]).
fn brute(rule: &HeapRule, count: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..count {
        let seen: Vec<u64> = rule
            .options(n)
            .iter()
            .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]))
            .collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// The solved sequence (what `analyze` uses) against brute force, near and — through
    /// a proved period — far.
    #[test]
    fn solved_octal_values_match_brute_force(d0 in prop::sample::select(vec![0u8, 4]),
                                             d in prop::collection::vec(0u8..8, 1..4)) {
        let digits: String = d.iter().map(|x| x.to_string()).collect();
        let r = rule(&format!("{d0}.{digits}"));
        let solved = SolvedSequence::solve(&r, &Nat::from(120u8)).unwrap();
        let g = brute(&r, 120);
        for (n, &v) in g.iter().enumerate() {
            prop_assert_eq!(solved.value(&Nat::from(n)), Some(Nat::from(v)), "{} at {}", r, n);
        }
        if let Some(p) = solved.periodicity().filter(|p| p.certified) {
            let (e, period, saltus) = p.small().unwrap();
            let far = sequence(&r, 3000).unwrap();
            for n in (0..3000).step_by(13) {
                prop_assert_eq!(solved.value_u64(n), Some(u64::from(far[n as usize])), "{} at {}", r, n);
            }
            prop_assert_eq!(saltus, 0);
            prop_assert!(period > 0 && e <= p.check_below.unwrap());
        }
    }

    /// A subtraction game written as a code and as a subtraction rule: the same values,
    /// the same period, whichever front end reads it.
    #[test]
    fn subtraction_codes_and_rules_agree(x in prop::collection::btree_set(1u64..9, 0..4),
                                         all_but in any::<bool>()) {
        let set: Vec<u64> = x.into_iter().collect();
        let sub = if all_but {
            SubtractionRule::AllBut(set)
        } else if set.is_empty() {
            SubtractionRule::Finite(vec![1])
        } else {
            SubtractionRule::Finite(set)
        };
        let code = HeapRule::from_subtraction(&sub).unwrap();
        prop_assert_eq!(code.as_subtraction(), Some(sub.clone()));
        let a = SolvedSequence::solve(SequenceRule::from(&sub), &(Nat::from(1u8) << 100u32)).unwrap();
        let b = SolvedSequence::solve(SequenceRule::from(&code), &(Nat::from(1u8) << 100u32)).unwrap();
        prop_assert_eq!(a.periodicity(), b.periodicity());
        prop_assert!(a.periodicity().unwrap().certified);
        let g = brute(&code, 150);
        for (n, &v) in g.iter().enumerate() {
            prop_assert_eq!(a.value(&Nat::from(n)), Some(Nat::from(v)));
        }
        let direct = sub.direct_values(2000);
        for n in (0..2000).step_by(7) {
            prop_assert_eq!(b.value_u64(n), Some(direct[n as usize]));
        }
    }
}
