//! Nim multiplication (against the mex definition, known products, field axioms) and
//! the Tartan theorem (against products of coin-turning games played on a grid).

use grundy::games::hidden::spawning::coins::CoinRule;
use grundy::games::hidden::tartan::{product_value, tartan_value, ProductGame};
use grundy::nimber::{nim_inv, nim_mul, nim_mul_u128};
use grundy::{mex, Solver};
use proptest::prelude::*;

#[test]
fn agrees_with_the_mex_definition_below_64() {
    const N: usize = 64;
    let mut t = vec![[0u64; N]; N];
    for a in 0..N {
        for b in 0..N {
            let mut opts = Vec::new();
            for a2 in 0..a {
                for b2 in 0..b {
                    opts.push((t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as u32);
                }
            }
            t[a][b] = u64::from(mex(opts));
            assert_eq!(nim_mul(a as u64, b as u64), t[a][b], "{a} ⊗ {b}");
        }
    }
}

#[test]
fn known_products() {
    assert_eq!(nim_mul(2, 2), 3);
    assert_eq!(nim_mul(4, 4), 6);
    assert_eq!(nim_mul(8, 8), 13);
    assert_eq!(nim_mul(16, 16), 24);
    assert_eq!(nim_mul(2, 3), 1);
    assert_eq!(nim_mul(5, 7), 13);
    assert_eq!(nim_mul(1 << 32, 1 << 32), 0x1_8000_0000);
    assert_eq!(nim_mul(u64::MAX, u64::MAX), 0x9caf_97a4_9cfc_97f7);
    assert_eq!(
        nim_mul(0x1234_5678_9abc_def0, 0xfedc_ba98_7654_3210),
        0x88b7_9731_1388_7d7f
    );
    // Fermat 2-powers: F ⊗ F = 3F/2, x ⊗ F = xF for x < F.
    for m in 0..6 {
        let f = 1u64 << (1 << m);
        if f < 1 << 32 {
            assert_eq!(nim_mul(f, f), 3 * f / 2);
            assert_eq!(nim_mul(f - 1, f), (f - 1) * f);
        }
    }
    let f = 1u128 << 64;
    assert_eq!(nim_mul_u128(f, f), 3 * f / 2);
}

#[test]
fn small_fields_have_inverses_inside_them() {
    for k in 0..4u32 {
        let size = 1u64 << (1 << k); // 2, 4, 16, 256
        for a in 1..size {
            let inv = nim_inv(a).unwrap();
            assert!(inv < size);
            assert_eq!(nim_mul(a, inv), 1);
            // Closure of the subfield.
            for b in 0..size.min(64) {
                assert!(nim_mul(a, b) < size);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn field_axioms(a: u64, b: u64, c: u64) {
        prop_assert_eq!(nim_mul(a, b), nim_mul(b, a));
        prop_assert_eq!(nim_mul(nim_mul(a, b), c), nim_mul(a, nim_mul(b, c)));
        prop_assert_eq!(nim_mul(a, b ^ c), nim_mul(a, b) ^ nim_mul(a, c));
        prop_assert_eq!(nim_mul(a, 1), a);
        if a != 0 {
            prop_assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1);
        }
        prop_assert_eq!(nim_mul_u128(u128::from(a), u128::from(b)), u128::from(nim_mul(a, b)));
    }

    #[test]
    fn u128_field_axioms(a: u128, b: u128, c: u128) {
        prop_assert_eq!(nim_mul_u128(a, b), nim_mul_u128(b, a));
        prop_assert_eq!(nim_mul_u128(nim_mul_u128(a, b), c), nim_mul_u128(a, nim_mul_u128(b, c)));
        prop_assert_eq!(nim_mul_u128(a, b ^ c), nim_mul_u128(a, b) ^ nim_mul_u128(a, c));
    }
}

/// Every coin of an `n × n` board (from each rule's first coin), and random positions.
fn check_tartan(first: CoinRule, second: CoinRule, n: u64, samples: usize) {
    let game = ProductGame { first, second };
    let mut solver = Solver::new(&game);
    let (x0, y0) = (first.first_coin(), second.first_coin());
    let coins: Vec<(u64, u64)> = (x0..x0 + n)
        .flat_map(|x| (y0..y0 + n).map(move |y| (x, y)))
        .collect();
    for &(x, y) in &coins {
        let g = solver.grundy(&ProductGame::bit(x, y)).unwrap();
        assert_eq!(
            u64::from(g),
            tartan_value(first, second, x, y),
            "{first:?}×{second:?} ({x},{y})"
        );
    }
    let mut seed = 99u64;
    for _ in 0..samples {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let heads: Vec<(u64, u64)> = coins
            .iter()
            .enumerate()
            .filter(|(i, _)| (seed >> (i % 60)) & 1 == 1)
            .map(|(_, &c)| c)
            .collect();
        let p = heads
            .iter()
            .fold(0, |m, &(x, y)| m | ProductGame::bit(x, y));
        assert_eq!(
            u64::from(solver.grundy(&p).unwrap()),
            product_value(first, second, &heads)
        );
    }
}

#[test]
fn tartan_ruler_times_ruler() {
    check_tartan(CoinRule::Ruler, CoinRule::Ruler, 4, 30);
}

#[test]
fn tartan_mock_turtles_times_ruler() {
    check_tartan(CoinRule::MockTurtles, CoinRule::Ruler, 4, 30);
}

#[test]
fn tartan_turning_corners_style() {
    check_tartan(CoinRule::TurningTurtles, CoinRule::TurningTurtles, 4, 30);
    check_tartan(CoinRule::MockTurtles, CoinRule::MockTurtles, 3, 30);
}
