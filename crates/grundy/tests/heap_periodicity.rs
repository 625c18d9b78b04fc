//! Periods and their certificates: known results from the literature, and every
//! certificate checked independently by computing much further with the naive engine.

use grundy::heap::naive::sequence;
use grundy::heap::periodicity::{analyze, certificate_bound, search, Theorem};
use grundy::heap::rule::HeapRule;
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
