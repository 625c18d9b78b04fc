//! Nimbers: nim multiplication, inverses, and the Tartan theorem for products of
//! coin-turning games (`docs/theory.md#tartan`; *Winning Ways* ch. 14).
//!
//! With nim addition `⊕` (XOR) and nim multiplication `⊗`, the nimbers below
//! `2^(2^k)` form the field GF(2^(2^k)); `u64` words are GF(2⁶⁴), `u128` words
//! GF(2¹²⁸). Multiplication uses the recursive halving algorithm: split `a = a₁F ⊕ a₀`
//! with the Fermat 2-power `F = 2^(2^(k−1))`, use `F ⊗ F = F ⊕ F/2` and three half-size
//! products plus one product by `F/2`.
//!
//! The arithmetic with its reasoning as data is in [`field`] (nim-sum, nim-product by
//! Conway's rules, inverse, quotient, powers, square roots below `2^128`), and [`expr`]
//! evaluates written expressions of it (`grundy nimber "EXPR"`).
//!
//! **Tartan theorem.** The product `G₁ × G₂` of two one-dimensional coin-turning games is
//! played on a grid: a move picks a `G₁` move set `A` and a `G₂` move set `B` and turns
//! every coin of `A × B`, the coin `(max A, max B)` going heads → tails. Its single-coin
//! values are `g(x, y) = g₁(x) ⊗ g₂(y)` ([`tartan_value`]); [`ProductGame`] plays it
//! directly for brute force.
//!
//! ```
//! use grundy::hidden::nimber::{nim_mul, nim_inv};
//! assert_eq!(nim_mul(2, 2), 3);
//! assert_eq!(nim_mul(16, 16), 24);
//! let x = 0x1234_5678_9abc_def0;
//! assert_eq!(nim_mul(x, nim_inv(x).unwrap()), 1);
//! ```

use super::coins::CoinRule;

pub mod expr;
pub mod field;

grundy_core::words! {
    owner: "nimber",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}
use crate::game::ImpartialGame;
use std::ops::{Add, Mul};

/// `a ⊗ b` for `a, b < 2^(2^k)` (k ≤ 7).
fn mul_level(a: u128, b: u128, k: u32) -> u128 {
    if a <= 1 || b <= 1 {
        return a * b; // 0 or 1 is absorbing / neutral
    }
    if k == 0 {
        return a & b;
    }
    let h = 1u32 << (k - 1);
    let mask = (1u128 << h) - 1;
    let (a1, a0) = (a >> h, a & mask);
    let (b1, b0) = (b >> h, b & mask);
    let p00 = mul_level(a0, b0, k - 1);
    let p11 = mul_level(a1, b1, k - 1);
    let mid = mul_level(a0 ^ a1, b0 ^ b1, k - 1) ^ p00;
    (mid << h) ^ p00 ^ mul_level(p11, 1u128 << (h - 1), k - 1)
}

/// Nim multiplication on 64-bit nimbers (the field GF(2⁶⁴)).
///
/// ```
/// use grundy::hidden::nimber::nim_mul;
/// assert_eq!(nim_mul(4, 4), 6);
/// assert_eq!(nim_mul(8, 8), 13);
/// assert_eq!(nim_mul(5, 7), 13);
/// assert_eq!(nim_mul(1 << 32, 1 << 32), 0x1_8000_0000);
/// assert_eq!(nim_mul(u64::MAX, u64::MAX), 0x9caf_97a4_9cfc_97f7);
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    mul_level(u128::from(a), u128::from(b), 6) as u64
}

/// Nim multiplication on 128-bit nimbers (the field GF(2¹²⁸)).
///
/// ```
/// use grundy::hidden::nimber::{nim_mul, nim_mul_u128};
/// assert_eq!(nim_mul_u128(1 << 64, 1 << 64), 3 << 63);
/// assert_eq!(nim_mul_u128(12345, 678), nim_mul(12345, 678) as u128);
/// ```
pub fn nim_mul_u128(a: u128, b: u128) -> u128 {
    mul_level(a, b, 7)
}

/// `a` nim-raised to the power `e` (square and multiply).
///
/// ```
/// use grundy::hidden::nimber::nim_pow;
/// assert_eq!(nim_pow(2, 2), 3);
/// assert_eq!(nim_pow(2, 3), 1); // {0, 1, 2, 3} is GF(4): 2 has order 3
/// ```
pub fn nim_pow(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = nim_mul(r, a);
        }
        a = nim_mul(a, a);
        e >>= 1;
    }
    r
}

/// The nim inverse `a⁻¹ = a^(2⁶⁴ − 2)`; `None` for 0. The inverse of a nimber below
/// `2^(2^k)` stays below it (subfields).
///
/// ```
/// use grundy::hidden::nimber::{nim_inv, nim_mul};
/// assert_eq!(nim_inv(2), Some(3));
/// assert_eq!(nim_inv(0), None);
/// assert_eq!(nim_mul(9, nim_inv(9).unwrap()), 1);
/// ```
pub fn nim_inv(a: u64) -> Option<u64> {
    (a != 0).then(|| nim_pow(a, u64::MAX - 1))
}

/// A 64-bit nimber: `+` is nim addition (XOR), `*` nim multiplication.
///
/// ```
/// use grundy::hidden::nimber::Nimber;
/// let (a, b) = (Nimber(2), Nimber(3));
/// assert_eq!(a + b, Nimber(1));
/// assert_eq!(a * b, Nimber(1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Nimber(pub u64);

impl Add for Nimber {
    type Output = Nimber;
    // Nim addition is XOR by definition.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn add(self, o: Nimber) -> Nimber {
        Nimber(self.0 ^ o.0)
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, o: Nimber) -> Nimber {
        Nimber(nim_mul(self.0, o.0))
    }
}

/// The Tartan value of a single head on `(x, y)` in the product of two coin-turning
/// games: `g₁(x) ⊗ g₂(y)`.
///
/// ```
/// use grundy::hidden::{coins::CoinRule, nimber::tartan_value};
/// // Ruler × Ruler: ruler(4) ⊗ ruler(6) = 4 ⊗ 2 = 8.
/// assert_eq!(tartan_value(CoinRule::Ruler, CoinRule::Ruler, 4, 6), 8);
/// ```
pub fn tartan_value(first: CoinRule, second: CoinRule, x: u64, y: u64) -> u64 {
    nim_mul(first.value(x), second.value(y))
}

/// The value of a grid position of `first × second` with heads on `heads` (pairs
/// `(x, y)`): the XOR of the [`tartan_value`]s.
///
/// ```
/// use grundy::hidden::{coins::CoinRule, nimber::product_value};
/// let v = product_value(CoinRule::TurningTurtles, CoinRule::TurningTurtles, &[(2, 2), (3, 1)]);
/// assert_eq!(v, 3 ^ 3);
/// ```
pub fn product_value(first: CoinRule, second: CoinRule, heads: &[(u64, u64)]) -> u64 {
    heads
        .iter()
        .fold(0, |acc, &(x, y)| acc ^ tartan_value(first, second, x, y))
}

/// The product of two coin-turning games played directly on a grid, for brute force.
/// A position is a bitmask: bit `8x + y` = the coin `(x, y)` shows heads (`x, y < 8`).
///
/// ```
/// use grundy::{hidden::{coins::CoinRule, nimber::ProductGame}, Solver};
/// let game = ProductGame { first: CoinRule::Ruler, second: CoinRule::Ruler };
/// let mut s = Solver::new(&game);
/// assert_eq!(s.grundy(&ProductGame::bit(2, 2)).unwrap(), 3); // 2 ⊗ 2
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProductGame {
    /// The rule along x.
    pub first: CoinRule,
    /// The rule along y.
    pub second: CoinRule,
}

impl ProductGame {
    /// The bitmask of the single coin `(x, y)` (`x, y < 8`).
    ///
    /// ```
    /// assert_eq!(grundy::hidden::nimber::ProductGame::bit(1, 2), 1 << 10);
    /// ```
    pub fn bit(x: u64, y: u64) -> u64 {
        1 << (8 * x + y)
    }
}

impl ImpartialGame for ProductGame {
    type Position = u64;
    fn moves(&self, &p: &u64) -> Vec<u64> {
        let mut out = Vec::new();
        for x in self.first.first_coin()..8 {
            for y in self.second.first_coin()..8 {
                if p & Self::bit(x, y) == 0 {
                    continue;
                }
                let xs = self.first.move_sets(x);
                let ys = self.second.move_sets(y);
                for a in &xs {
                    for b in &ys {
                        let mut q = p;
                        for &i in a {
                            for &j in b {
                                q ^= Self::bit(i, j);
                            }
                        }
                        out.push(q);
                    }
                }
            }
        }
        out
    }
}
