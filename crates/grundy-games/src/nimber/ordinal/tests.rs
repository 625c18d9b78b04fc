//! The unit tests of the ordinal arithmetic: the published facts, the field constants
//! against Lenstra's table, and properties against the finite field.

use super::constants::gcd;
use super::step::level_power;
use super::*;
use crate::i18n::Lang;
use crate::nimber::field;
use proptest::prelude::*;

fn power_of(level: usize, n: u64) -> Ordinal {
    level_power(level, n)
}

#[test]
fn the_published_facts() {
    let mut f = OrdinalField::new();
    let w = Ordinal::omega();
    assert_eq!(f.power(&w, 3).unwrap().value, Ordinal::finite(2));
    assert_eq!(
        f.power(&power_of(1, 1), 5).unwrap().value,
        Ordinal::finite(4)
    );
    assert_eq!(
        f.power(&power_of(2, 1), 7).unwrap().value.to_string(),
        "ω+1"
    );
    assert_eq!(
        f.mul(&power_of(0, 3), &power_of(0, 6)).unwrap().value,
        Ordinal::omega()
    );
    assert_eq!(
        f.power(&power_of(42, 1), 193).unwrap().value.to_string(),
        "ω+65536"
    );
}

/// α_p by Lenstra (Lenstra 1977 for p ≤ 43; OEIS A380496 for the excess; the
/// q-sets as CGSuite lists them): p, q-set, excess, α_p.
const PUBLISHED: &[(u64, &[u64], u128, &str)] = &[
    (3, &[2], 0, "2"),
    (5, &[4], 0, "4"),
    (7, &[3], 1, "ω+1"),
    (11, &[5], 1, "ω^ω+1"),
    (13, &[4, 3], 0, "ω+4"),
    (17, &[8], 0, "16"),
    (19, &[9], 4, "ω^3+4"),
    (23, &[11], 1, "ω^(ω^3)+1"),
    (29, &[4, 7], 0, "ω^(ω^2)+4"),
    (31, &[5], 1, "ω^ω+1"),
    (37, &[4, 9], 0, "ω^3+4"),
    (41, &[5], 1, "ω^ω+1"),
    (43, &[7], 1, "ω^(ω^2)+1"),
];

#[test]
fn the_constants_are_the_published_ones() {
    let mut f = OrdinalField::new();
    for (k, &(p, q, m, alpha)) in PUBLISHED.iter().enumerate() {
        let c = f.field_constant(k).unwrap();
        assert_eq!(c.prime, p);
        assert_eq!(c.q_set, q, "Q({p})");
        assert_eq!(c.excess, m, "excess({p})");
        assert_eq!(c.alpha.to_string(), alpha, "α_{p}");
        // κ = ω^(ω^k) is a p-th root of α_p.
        assert_eq!(
            f.power(&power_of(k, 1), u128::from(p)).unwrap().value,
            c.alpha
        );
    }
}

#[test]
fn omega_squared_by_the_mex_definition() {
    // Conway's definition: ω ⊗ ω = mex{n⊗ω ⊕ ω⊗m ⊕ n⊗m : n, m < ω}, and
    // n⊗ω ⊕ ω⊗m ⊕ n⊗m = ω·(n⊕m) + n⊗m (finite coefficients of ω multiply
    // as ordinals). Every ordinal ω·c + d below ω² is an option — X² + cX + d has
    // finite roots n, m (the finite nimbers are quadratically closed) — so the mex is
    // ω²: checked for c, d < 16 with n, m < 256, by the finite field's product alone.
    let mut seen = std::collections::HashSet::new();
    for n in 0..256u128 {
        for m in 0..256u128 {
            let (c, d) = (n ^ m, field::mul(n, m).value);
            if c < 16 && d < 16 {
                seen.insert((c, d));
            }
        }
    }
    assert_eq!(seen.len(), 256);
    let mut f = OrdinalField::new();
    let w = Ordinal::omega();
    assert_eq!(f.mul(&w, &w).unwrap().value, power_of(0, 2));
    for (n, m) in [(3u128, 5u128), (7, 2), (200, 13)] {
        let (nf, mf) = (Ordinal::finite(n), Ordinal::finite(m));
        let option = f
            .mul(&nf, &w)
            .unwrap()
            .value
            .nim_add(&f.mul(&w, &mf).unwrap().value)
            .nim_add(&f.mul(&nf, &mf).unwrap().value);
        let expected = Ordinal::from_terms([
            (Exponent::new(vec![1]), n ^ m),
            (Exponent::default(), field::mul(n, m).value),
        ]);
        assert_eq!(option, expected);
    }
}

#[test]
fn finite_ordinals_are_the_finite_field() {
    let mut f = OrdinalField::new();
    for (a, b) in [
        (2u128, 2u128),
        (16, 16),
        (12345, 678),
        (u128::MAX, 3 << 100),
    ] {
        let (x, y) = (Ordinal::finite(a), Ordinal::finite(b));
        assert_eq!(
            f.mul(&x, &y).unwrap().value,
            Ordinal::finite(field::mul(a, b).value)
        );
        assert_eq!(
            f.inverse(&x).unwrap().value,
            Ordinal::finite(field::inverse(a).unwrap().value)
        );
        assert_eq!(
            f.sqrt(&x).unwrap().value,
            Ordinal::finite(field::sqrt(a).value)
        );
    }
}

#[test]
fn alpha_is_the_least_non_power_among_small_ordinals() {
    // Independent of Lenstra's formula: by the definition (Conway), α_p is the least
    // ordinal below ω^(ω^k) that is no p-th power there; every smaller ordinal of a
    // sample is one, tested by x^⊗((2^N − 1)/p) = 1 in a field of degree N.
    let mut f = OrdinalField::new();
    for k in 0..4 {
        let c = f.field_constant(k).unwrap();
        let p = c.prime;
        let mut candidates: Vec<Ordinal> = (1..40).map(Ordinal::finite).collect();
        for level in 0..k {
            for n in 1..4 {
                for add in 0..3 {
                    candidates.push(power_of(level, n).nim_add(&Ordinal::finite(add)));
                }
            }
        }
        for x in candidates.into_iter().filter(|x| *x < c.alpha) {
            let n = f.field_degree(&x).unwrap();
            let n = n / gcd(n, c.order_of_two) * c.order_of_two;
            let t = f.pow_ones_over(&x, n, p).unwrap();
            assert_eq!(t, Ordinal::finite(1), "{x} is a {p}-th power");
        }
    }
}

#[test]
fn one_is_its_own_inverse_and_root() {
    // GF(2): the field of degree 1, where the inverse takes no step of its loop.
    let mut f = OrdinalField::new();
    let one = Ordinal::finite(1);
    assert_eq!(f.inverse(&one).unwrap().value, one);
    assert_eq!(f.sqrt(&one).unwrap().value, one);
    assert_eq!(
        f.inverse(&Ordinal::finite(2)).unwrap().value,
        Ordinal::finite(3)
    );
}

#[test]
fn errors_instead_of_hanging() {
    let mut f = OrdinalField::with_work_limit(1000);
    let big = power_of(60, 1);
    assert_eq!(f.prime(60), 293);
    assert!(matches!(
        f.power(&big, 293),
        Err(OrdinalError::TooMuchWork { limit: 1000 })
    ));
    let mut f = OrdinalField::new();
    let e = power_of(0, 3u64.pow(40));
    assert!(matches!(
        f.mul(&e, &e),
        Err(OrdinalError::ExponentTooLarge { level: 0 })
    ));
    for lang in Lang::ALL {
        let text = crate::i18n::errors::Localized::message_in(
            &OrdinalError::TooMuchWork { limit: 7 },
            lang,
        );
        assert!(text.contains('7') && !text.contains("nimber-"), "{text}");
    }
}

fn ordinal() -> impl Strategy<Value = Ordinal> {
    let exponent = (0..10u64, 0..4u64, 0..3u64).prop_map(|(a, b, c)| Exponent::new(vec![a, b, c]));
    let coefficient = prop_oneof![1..4u128, 1..256u128, any::<u128>()];
    proptest::collection::vec((exponent, coefficient), 0..4).prop_map(Ordinal::from_terms)
}

/// Ordinals in smaller fields (few digits at levels 0 and 1), for inverses and
/// roots, which take about N squarings in a field of degree N.
fn small_ordinal() -> impl Strategy<Value = Ordinal> {
    let exponent = (0..3u64, 0..5u64).prop_map(|(a, b)| Exponent::new(vec![a, b]));
    let coefficient = prop_oneof![1..4u128, 1..65536u128, any::<u64>().prop_map(u128::from)];
    proptest::collection::vec((exponent, coefficient), 1..4).prop_map(Ordinal::from_terms)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_field_laws_hold(a in ordinal(), b in ordinal(), c in ordinal()) {
        let mut f = OrdinalField::new();
        let mut m = |x: &Ordinal, y: &Ordinal| f.mul(x, y).unwrap().value;
        let ab = m(&a, &b);
        prop_assert_eq!(&ab, &m(&b, &a));
        let abc = m(&ab, &c);
        let bc = m(&b, &c);
        prop_assert_eq!(&abc, &m(&a, &bc));
        let left = m(&a, &b.nim_add(&c));
        let right = m(&a, &b).nim_add(&m(&a, &c));
        prop_assert_eq!(left, right);
        prop_assert_eq!(m(&a, &Ordinal::finite(1)), a.clone());
    }

    #[test]
    fn inverses_and_roots(a in small_ordinal()) {
        prop_assume!(!a.is_zero());
        let mut f = OrdinalField::new();
        let inv = f.inverse(&a).unwrap().value;
        prop_assert_eq!(f.mul(&a, &inv).unwrap().value, Ordinal::finite(1));
        let r = f.sqrt(&a).unwrap().value;
        prop_assert_eq!(f.mul(&r, &r).unwrap().value, a.clone());
        let p5 = f.power(&a, 5).unwrap().value;
        let a2 = f.mul(&a, &a).unwrap().value;
        let a4 = f.mul(&a2, &a2).unwrap().value;
        prop_assert_eq!(p5, f.mul(&a4, &a).unwrap().value);
    }

    #[test]
    fn finite_products_agree_with_the_finite_field(a in any::<u128>(), b in any::<u128>()) {
        let mut f = OrdinalField::new();
        let v = f.mul(&Ordinal::finite(a), &Ordinal::finite(b)).unwrap().value;
        prop_assert_eq!(v, Ordinal::finite(field::mul(a, b).value));
    }
}
