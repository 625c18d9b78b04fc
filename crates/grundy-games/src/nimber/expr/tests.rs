//! The unit tests of the expression grammar: errors and their columns, the depth limit,
//! exponents of any size, against the field's own functions.

use super::*;
use crate::i18n::Lang;
use crate::nimber::field::{self, NimberError, Step};
use crate::nimber::field::{mul, sqrt};
use proptest::prelude::*;

fn kind(text: &str) -> (usize, ExprErrorKind) {
    let e = evaluate(text).unwrap_err();
    (e.column, e.kind)
}

#[test]
fn errors_name_what_and_where() {
    let found = |s: &str| Some(s.to_string());
    assert_eq!(kind("   "), (4, ExprErrorKind::Empty));
    assert_eq!(
        kind("2 * (3 + 4"),
        (
            11,
            ExprErrorKind::Expected {
                expected: Expected::CloseParen,
                found: None
            }
        )
    );
    assert_eq!(
        kind("2 $ 3"),
        (
            3,
            ExprErrorKind::Expected {
                expected: Expected::Operator,
                found: found("$")
            }
        )
    );
    assert_eq!(
        kind("2 ^ x"),
        (
            5,
            ExprErrorKind::Expected {
                expected: Expected::Exponent,
                found: found("x")
            }
        )
    );
    assert_eq!(kind("2^2^2"), (4, ExprErrorKind::ChainedPower));
    assert_eq!(
        kind("1 + cbrt(8)"),
        (
            5,
            ExprErrorKind::UnknownFunction {
                name: "cbrt".into()
            }
        )
    );
    assert_eq!(
        kind("sqrt 8"),
        (
            6,
            ExprErrorKind::Expected {
                expected: Expected::OpenParen,
                found: found("8")
            }
        )
    );
    assert_eq!(
        kind("0x"),
        (
            1,
            ExprErrorKind::Expected {
                expected: Expected::Operand,
                found: found("0x")
            }
        )
    );
    let too_large = format!("1 + 0x1{}", "0".repeat(32));
    assert_eq!(
        kind(&too_large),
        (
            5,
            ExprErrorKind::TooLarge {
                literal: too_large[4..].to_string()
            }
        )
    );
    assert_eq!(
        kind("7 / (3 + 3)"),
        (
            3,
            ExprErrorKind::Arithmetic {
                error: NimberError::DivisionByZero { dividend: 7 }
            }
        )
    );
    assert_eq!(
        kind("1+inv(0)"),
        (
            3,
            ExprErrorKind::Arithmetic {
                error: NimberError::InverseOfZero
            }
        )
    );
    let e = evaluate("7 / 0").unwrap_err();
    for lang in Lang::ALL {
        let text = crate::i18n::errors::Localized::message_in(&e, lang);
        assert!(
            text.contains('3') && text.contains("7 / 0"),
            "{lang:?}: {text}"
        );
    }
}

#[test]
fn nesting_is_limited_not_a_stack_overflow() {
    let ok = format!("{}5{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
    assert_eq!(evaluate(&ok).unwrap().value, 5);
    let deep = format!(
        "{}5{}",
        "(".repeat(MAX_DEPTH + 1),
        ")".repeat(MAX_DEPTH + 1)
    );
    assert_eq!(
        kind(&deep),
        (MAX_DEPTH + 1, ExprErrorKind::TooDeep { limit: MAX_DEPTH })
    );
    let sqrts = format!("{}5{}", "sqrt(".repeat(100_000), ")".repeat(100_000));
    let (column, k) = kind(&sqrts);
    assert_eq!(
        (column, k),
        (
            5 * MAX_DEPTH + 1,
            ExprErrorKind::TooDeep { limit: MAX_DEPTH }
        )
    );
    let e = evaluate(&"(".repeat(100_000)).unwrap_err();
    assert!(e.to_string().contains(&MAX_DEPTH.to_string()), "{e}");
}

#[test]
fn exponents_of_any_size() {
    // 2^128 ≡ 1 modulo 2^128 − 1: x^(2^128) = x.
    let two_128 = "340282366920938463463374607431768211456";
    for x in [0u128, 1, 2, 3, 255, u128::MAX] {
        let e = evaluate(&format!("{x}^{two_128}")).unwrap();
        assert_eq!(e.value, x, "{x}");
        assert!(matches!(
            e.steps[0],
            Step::ExponentReduced { reduced: 1, .. }
        ));
        let e = evaluate(&format!("{x}^0x{}", "f".repeat(32))).unwrap();
        assert_eq!(e.value, u128::from(x != 0), "{x}^(2^128 − 1)");
        // (2^128 − 1)·2 ≡ 0: reduced to 2^128 − 1, not to 0.
        let e = evaluate(&format!("{x}^0x1{}e", "f".repeat(31))).unwrap();
        assert_eq!(e.value, u128::from(x != 0), "{x}^(2^129 − 2)");
    }
    assert_eq!(evaluate("0^0").unwrap().value, 1);
    assert_eq!(
        evaluate("0^0x00000000000000000000000000000000000")
            .unwrap()
            .value,
        1
    );
}

proptest! {
    // Each case takes a few inverses in GF(2^128): 16 cases keep the debug run short.
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn expressions_are_the_field_operations(a in any::<u128>(), b in 1..u128::MAX, c in 0..1000u32) {
        let text = format!("(0x{a:x} + {b}) * {a} / sqrt({b}) + inv({b})^{c}");
        let e = evaluate(&text).unwrap();
        let m = |x, y| mul(x, y).value;
        let inv_b = field::inverse(b).unwrap().value;
        let left = m(m(a ^ b, a), field::inverse(sqrt(b).value).unwrap().value);
        let right = field::power(inv_b, u128::from(c)).value;
        prop_assert_eq!(e.value, left ^ right);
        prop_assert!(!e.steps.is_empty());
    }

    #[test]
    fn any_text_gives_a_value_or_an_error(text in "[0-9a-fx()+*/^ sqrtinv]{0,40}") {
        match evaluate(&text) {
            Ok(e) => prop_assert_eq!(e.expression, text),
            Err(e) => prop_assert!(e.column >= 1 && e.column <= text.chars().count() + 1),
        }
    }
}
