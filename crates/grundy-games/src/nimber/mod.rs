//! Nimbers: nim multiplication and inverses, the field arithmetic with its reasoning, and
//! the expression grammar of `grundy nimber` (*Winning Ways* ch. 14). The Tartan theorem,
//! which multiplies coin-turning games with them, is with the game `tartan(R,S)`
//! (`games::hidden::tartan`).
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
//! ```
//! use grundy::nimber::{nim_mul, nim_inv};
//! assert_eq!(nim_mul(2, 2), 3);
//! assert_eq!(nim_mul(16, 16), 24);
//! let x = 0x1234_5678_9abc_def0;
//! assert_eq!(nim_mul(x, nim_inv(x).unwrap()), 1);
//! ```

pub mod expr;
pub mod field;
pub mod ordinal;

grundy_core::words! {
    owner: "nimber",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}
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
/// use grundy::nimber::nim_mul;
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
/// use grundy::nimber::{nim_mul, nim_mul_u128};
/// assert_eq!(nim_mul_u128(1 << 64, 1 << 64), 3 << 63);
/// assert_eq!(nim_mul_u128(12345, 678), nim_mul(12345, 678) as u128);
/// ```
pub fn nim_mul_u128(a: u128, b: u128) -> u128 {
    mul_level(a, b, 7)
}

/// `a` nim-raised to the power `e` (square and multiply).
///
/// ```
/// use grundy::nimber::nim_pow;
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
/// use grundy::nimber::{nim_inv, nim_mul};
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
/// use grundy::nimber::Nimber;
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
