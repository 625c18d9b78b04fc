//! Transfinite nimbers: nim arithmetic on the ordinals below `ω^(ω^ω)`, which form the
//! algebraic closure of GF(2) (Conway, *On Numbers and Games* ch. 6; Lenstra, *On the
//! algebraic closure of two*, 1977).
//!
//! An ordinal is written in Cantor normal form, `ω^e₁×c₁ + ω^e₂×c₂ + …` with
//! `e₁ > e₂ > …` below `ω^ω` and finite coefficients `cᵢ` (here below `2^128`); as a
//! nimber it is the nim-sum of the nim-products `ω^eᵢ ⊗ cᵢ`, and `ω^e` itself, with
//! `e = ω^k·n_k + … + ω·n₁ + n₀`, is the nim-product of the `ω^(ω^k·n_k)`.
//!
//! The structure, level by level: let `p` be the `(k+2)`-th prime (3, 5, 7, 11, … for
//! k = 0, 1, 2, 3, …) and `κ = ω^(ω^k)`. The ordinals below `κ` are a field `Δ` holding
//! every finite field of degree prime to `p` over it; `κ` is a `p`-th root of
//! `α_p`, the least ordinal of `Δ` that is no `p`-th power in `Δ` (Conway's theorem);
//! and `ω^(ω^k·p^(i+1))` is a `p`-th root of `ω^(ω^k·p^i)`. So writing
//! `n = Σ dᵢ·pⁱ` in base `p`, `ω^(ω^k·n) = ⊗ᵢ (ω^(ω^k·pⁱ))^⊗dᵢ`, and the nim-product
//! of two such powers adds their digits *from the highest down*, the carry out of
//! digit `i` going into digit `i − 1` (a `p`-th power of `ω^(ω^k·pⁱ)`) and the carry
//! out of digit 0 multiplying by `α_p`. For example `ω ⊗ ω ⊗ ω = 2` (`α_3 = 2`) and
//! `ω^3 ⊗ ω^6 = (ω^3)^⊗3 = ω`.
//!
//! The constants `α_p` are computed by Lenstra's method ([`FieldConstant`]): with
//! `f` the order of 2 modulo `p`, `α_p = κ_f ⊕ m` where `κ_f` is the nim-sum of the
//! `κ_q` of Lenstra's *q-set* `Q(p)` (`κ_{2^a} = 2^(2^(a−1))`,
//! `κ_{r^a} = ω^(ω^j·r^(a−1))` for the odd prime `r` of level `j`) and the *excess*
//! `m` is the least natural number making `κ_f ⊕ m` no `p`-th power.
//!
//! Every operation counts its work (products of powers of `ω`) against a bound and
//! refuses past it with [`OrdinalError::TooMuchWork`]; finite coefficients stay below
//! `2^128` (the field GF(2¹²⁸) of [`super::field`]).
//!
//! ```
//! use grundy::nimber::ordinal::{Ordinal, OrdinalField};
//! let mut field = OrdinalField::new();
//! let omega = Ordinal::omega();
//! assert_eq!(field.power(&omega, 3).unwrap().value, Ordinal::finite(2));
//! let a = Ordinal::omega_power(&[3]); // ω^3
//! let b = Ordinal::omega_power(&[6]); // ω^6
//! assert_eq!(field.mul(&a, &b).unwrap().value, omega);
//! ```
//!
//! | file | what it holds |
//! |---|---|
//! | `number.rs` | the ordinals as data: [`Exponent`], [`Ordinal`] (Cantor normal form), their order and spelling |
//! | `error.rs` | [`OrdinalError`] and its words |
//! | `step.rs` | the reasoning: [`Relation`], [`OrdinalStep`] and its words, [`OrdinalWorked`] |
//! | `arithmetic.rs` | [`OrdinalField`]: sums, products of powers of `ω`, powers, degrees, inverses, quotients, roots, the work bound |
//! | `constants.rs` | Lenstra's constants: [`FieldConstant`], [`field_constants`] |
//! | `tests.rs` | the unit tests |

/// The default bound on the work of one evaluation: products of powers of `ω`
/// (and the terms of the polynomials they make).
pub const DEFAULT_WORK_LIMIT: u64 = 30_000_000;

/// The highest level `k` of `ω^(ω^k)` accepted (its prime is the `(k+2)`-th).
pub const MAX_LEVEL: usize = 1000;

mod arithmetic;
mod constants;
mod error;
mod number;
mod step;
#[cfg(test)]
mod tests;

pub use arithmetic::OrdinalField;
pub use constants::{field_constants, FieldConstant, FieldConstantTable, RefusedConstant};
pub use error::OrdinalError;
pub use number::{Exponent, Ordinal};
pub use step::{OrdinalStep, OrdinalWorked, Relation};
