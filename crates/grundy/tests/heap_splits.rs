//! The split tables (moves leaving four or more heaps, `*`, `{k+}`, additive digits,
//! the modifiers `!`, `?`, `=`) against brute force: `G(n)` as the mex of the values of
//! every option [`HeapRule::options`] lists, each option the XOR of its heaps' values.

use grundy::heap::code::parse_code;
use grundy::heap::naive::sequence;
use grundy::heap::rule::HeapRule;
use num_traits::ToPrimitive;

/// `G(0..=upto)` from the listed options.
fn brute(rule: &HeapRule, upto: u64) -> Vec<u16> {
    let mut g: Vec<u16> = Vec::new();
    for n in 0..=upto {
        let mut seen = vec![false; 1 << 12];
        for option in rule.options(n) {
            let v = option.iter().fold(0u16, |x, &h| x ^ g[h as usize]);
            seen[usize::from(v)] = true;
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u16);
    }
    g
}

fn check(code: &str, upto: u64) {
    let rule = HeapRule::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
    let fast = sequence(&rule, upto).unwrap_or_else(|e| panic!("{code}: {e}"));
    assert_eq!(fast, brute(&rule, upto), "{code}");
}

/// Every code `0.d1d2` of two digits after the point whose digits are drawn from the
/// plain digits and `*`, each bare or with `!`, `?`, `=`.
#[test]
fn every_two_digit_code_with_modifiers() {
    let mut digits: Vec<String> = Vec::new();
    for base in [
        "0", "1", "2", "3", "4", "5", "6", "7", "*", "{2+}", "{0,3+}", "{1,4}",
    ] {
        for modifier in ["", "!", "?", "="] {
            if base == "0" && !modifier.is_empty() {
                continue;
            }
            digits.push(format!("{base}{modifier}"));
        }
    }
    let mut checked = 0;
    for a in &digits {
        for b in &digits {
            let code = format!("tb(0.{a}{b})");
            if parse_code(&code).is_err() {
                continue;
            }
            check(&code, 14);
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
}

/// Digits before the point (splits without taking) and additive digits.
#[test]
fn splitting_and_adding_codes() {
    for code in [
        "tb({2+}.0)",
        "tb({2+}!.0)",
        "tb({2+}?.0)",
        "tb({2+}=.0)",
        "tb({3+}.1)",
        "tb(C!.3)",
        "tb(80.0)",
        "tb(80.7)",
        "tb(8!0.6)",
        "tb(8=0.3)",
        "tb({3+}0.1)",
        "tb({3+}?4!.0)",
        "tb(G80.[1])",
        "tb(0.[*])",
        "tb(0.1[*!])",
        "tb(0.[*?0])",
        "tb(0.&16;)",
        "tb(0.{4}?)",
        "tb(0.7{2,5+}=)",
        "tb(4.{0,5+})",
    ] {
        check(code, 16);
    }
}

/// Past the first capacity (64 sums) and through widening (values past 63).
#[test]
fn long_runs_agree() {
    for code in [
        "tb(0.*)",
        "tb(0.*!)",
        "tb(0.3*?)",
        "tb(0.{2+}=7)",
        "tb(80.3)",
        "tb(4.[*])",
    ] {
        check(code, 45);
    }
}

/// The codes: tb(0.*!3) 7, tb(0.*?3) 7 and tb(0.*=) 11 offer 5, 9 and 4 moves,
/// and their values are computed (the naive engine used to refuse `0.*`).
#[test]
fn unbounded_codes_are_computed() {
    for (code, n, moves) in [
        ("tb(0.*!3)", 7, 5),
        ("tb(0.*?3)", 7, 9),
        ("tb(0.*=)", 11, 4),
    ] {
        let rule = HeapRule::parse(code).unwrap();
        assert_eq!(rule.options(n).len(), moves, "{code}");
        assert!(sequence(&rule, 200).is_ok(), "{code}");
    }
    assert_eq!(
        HeapRule::parse("0.*!3").unwrap().to_string(),
        "0.*!3",
        "the modifier is kept"
    );
}

/// The moves of a heap under a rule leaving many heaps are exponentially many (a heap of
/// 201 under `0.*` has about 4·10^12): they are gone through up to
/// [`OPTION_LIMIT`](grundy::sequence::solved::OPTION_LIMIT), the moves found are kept
/// and the count is refused — never a hang (it took minutes and 8 GB before).
#[test]
fn moves_of_many_heap_splits_are_bounded() {
    use grundy::sequence::solved::{SequenceError, OPTION_LIMIT};
    use grundy::sequence::SolvedSequence;
    use grundy::Nat;
    let rule = HeapRule::parse("tb(0.*)").unwrap();
    let s = SolvedSequence::solve(&rule, &Nat::from(201u32)).unwrap();
    match s.moves_to_value(&Nat::from(201u32), &Nat::from(0u8), 5) {
        Err(SequenceError::TooManyOptions { limit, found, .. }) => {
            assert_eq!(limit, OPTION_LIMIT);
            assert_eq!(found.len(), 5);
            assert!(found.iter().all(|parts| rule.allows(
                201,
                &parts
                    .iter()
                    .map(|p| p.to_u64().unwrap())
                    .collect::<Vec<_>>()
            )));
        }
        other => panic!("{other:?}"),
    }
    // A small heap is counted exactly: every option of 9 under 0.* reaches value 0 or 1.
    let (count, _) = s
        .moves_to_value(&Nat::from(9u8), &Nat::from(0u8), 0)
        .unwrap();
    assert!(count > Nat::from(0u8));
}
