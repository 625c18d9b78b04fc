//! The census rows against an independent brute force (the octal rule's options written
//! out here, a plain mex) and against published periods.

use grundy_census::family::Family;
use grundy_census::row::{compute, Limits, Row, Status, Summary};
use std::sync::atomic::AtomicBool;

/// `G(0..len)` of the octal code `0.d1d2…` by the definition: removing `k` tokens with
/// digit `d_k` may leave no heap (bit 1, heap exactly `k`), one heap (bit 2), or two
/// non-empty heaps (bit 4).
fn brute(digits: &[u8], len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut seen = vec![false; 2 * len + 2];
        for (i, &d) in digits.iter().enumerate() {
            let k = i + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                seen[0] = true;
            }
            if d & 2 != 0 && rest > 0 {
                seen[g[rest] as usize] = true;
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    seen[(g[a] ^ g[rest - a]) as usize] = true;
                }
            }
        }
        g.push(seen.iter().position(|s| !s).unwrap() as u32);
    }
    g
}

fn digits_of(code: &str) -> Vec<u8> {
    code.trim_start_matches("0.")
        .bytes()
        .map(|b| b - b'0')
        .collect()
}

fn rows(family: Family, upto: u64) -> Vec<Row> {
    let no = AtomicBool::new(false);
    family
        .members()
        .unwrap()
        .iter()
        .map(|m| compute(&m.code, &m.standard_form, Limits { upto }, &no))
        .collect()
}

#[test]
fn two_digit_rows_agree_with_brute_force() {
    const LEN: usize = 1500;
    let rows = rows(
        Family::Octal {
            digits: 2,
            first_max: 7,
        },
        1 << 11,
    );
    assert_eq!(rows.len(), 64);
    let mut periodic = 0;
    for r in &rows {
        let g = brute(&digits_of(&r.code), LEN);
        assert_ne!(r.status, Status::Error, "{}", r.code);
        let seen_max = *g.iter().take(r.checked_to as usize + 1).max().unwrap();
        if (r.checked_to as usize) < LEN {
            assert_eq!(u64::from(seen_max), r.largest_value, "{}", r.code);
        }
        if r.status == Status::Periodic {
            periodic += 1;
            let (e, p) = (r.preperiod.unwrap() as usize, r.period.unwrap() as usize);
            assert!(e + 2 * p < LEN, "{}", r.code);
            // The period holds on the whole brute-force range, and e and p are minimal.
            assert!(
                (e..LEN - p).all(|n| g[n + p] == g[n]),
                "{}: not periodic",
                r.code
            );
            if e > 0 {
                assert_ne!(g[e - 1 + p], g[e - 1], "{}: preperiod not minimal", r.code);
            }
            for q in 1..p {
                assert!(
                    (e..LEN - q).any(|n| g[n + q] != g[n]),
                    "{}: period {q} < {p}",
                    r.code
                );
            }
        }
    }
    assert!(periodic >= 40, "{periodic}");
    // Standard forms with the same fingerprint have the same values.
    for class in Summary::of(&rows).equal_sequences {
        let first = brute(&digits_of(&class[0]), LEN);
        for other in &class[1..] {
            assert_eq!(brute(&digits_of(other), LEN), first, "{class:?}");
        }
    }
}

#[test]
fn published_periods() {
    // (code, preperiod, period): Guy & Smith 1956 and Winning Ways ch. 4 (Kayles 0.77:
    // period 12, last exceptional value at 70; Dawson's Kayles 0.07 and Dawson's Chess
    // 0.137 (its values shifted by one): period 34, last exceptions 52 and 51; 0.17:
    // period 34, exceptions 0, 15, 17, 32 (OEIS A071431); Double Kayles 0.7777: period 24,
    // last exception 141 (OEIS A071074)).
    let no = AtomicBool::new(false);
    for (code, e, p) in [
        ("0.77", 71, 12),
        ("0.07", 53, 34),
        ("0.137", 52, 34),
        ("0.17", 33, 34),
        ("0.7777", 142, 24),
        // OEIS A071435 (.177, last exception 496; .450–.453 and .470–.473 shifted by 1),
        // A071434 (.1377, last exception 140; .074–.077 shifted by 1, .440–.443 and
        // .460–.463 by 2), A071453 (.117, exceptions up to 46; .051 and .053 shifted by
        // 1 — Flammenkamp: preperiod = period = 48), A071452 (.11377, last exception
        // 186; .045 and .047 shifted by 2), A125829 (.115), A125912 (.141), A002187 (.4
        // and .42: .137 shifted by 2).
        ("0.177", 497, 20),
        ("0.45", 498, 20),
        ("0.471", 498, 20),
        ("0.074", 142, 24),
        ("0.44", 143, 24),
        ("0.463", 143, 24),
        ("0.117", 47, 48),
        ("0.051", 48, 48),
        ("0.045", 189, 32),
        ("0.115", 1, 14),
        ("0.141", 14, 11),
        ("0.42", 54, 34),
    ] {
        let r = compute(code, code, Limits { upto: 1 << 14 }, &no);
        assert_eq!(
            (r.status, r.preperiod, r.period),
            (Status::Periodic, Some(e), Some(p)),
            "{code}"
        );
    }
    // 0.6 (Couples-are-Forever) is open in the literature: no period within 2^12.
    assert_eq!(
        compute("0.6", "0.6", Limits { upto: 1 << 12 }, &no).status,
        Status::Open
    );
}

#[test]
fn published_remarks_on_equal_games() {
    // tczajka's octal-games tables remark that .27 and .26 are the same sequence, that
    // .314 is not .31, and that .161 and .36 first differ at heap 519.
    let no = AtomicBool::new(false);
    let row = |c: &str| compute(c, c, Limits { upto: 1 << 12 }, &no);
    assert_eq!(row("0.26").fingerprint, row("0.27").fingerprint);
    assert_ne!(row("0.314").fingerprint, row("0.31").fingerprint);
    // OEIS: .07 and .4 have the values of .137 shifted by 1 and 2 (A002187); .074 and
    // .44 those of .1377 shifted by 1 and 2 (A071434).
    let rows: Vec<Row> = ["0.137", "0.07", "0.4", "0.1377", "0.074", "0.44"]
        .iter()
        .map(|c| row(c))
        .collect();
    let shifted = Summary::of(&rows).shifted;
    // The summary names the nearest shift: .4 is .07 shifted by 1, itself .137 shifted by 1.
    let mut shifted = shifted;
    shifted.sort();
    let expect = [
        ("0.07", 1, "0.137"),
        ("0.074", 1, "0.1377"),
        ("0.4", 1, "0.07"),
        ("0.44", 1, "0.074"),
    ];
    let expect: Vec<_> = expect
        .iter()
        .map(|(a, k, b)| (a.to_string(), *k, b.to_string()))
        .collect();
    assert_eq!(shifted, expect);
    let a = brute(&digits_of("0.161"), 600);
    let b = brute(&digits_of("0.36"), 600);
    assert_eq!(a.iter().zip(&b).position(|(x, y)| x != y), Some(519));
}
