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

use super::nim_mul_u128;
use crate::i18n::{t, Lang};
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::rc::Rc;
use thiserror::Error;

/// The default bound on the work of one evaluation: products of powers of `ω`
/// (and the terms of the polynomials they make).
pub const DEFAULT_WORK_LIMIT: u64 = 30_000_000;

/// The highest level `k` of `ω^(ω^k)` accepted (its prime is the `(k+2)`-th).
pub const MAX_LEVEL: usize = 1000;

/// An exponent of `ω` below `ω^ω`: `Σ ω^k·n_k`, stored as `[n₀, n₁, …]` with no zero
/// at the end. Ordered as ordinals.
///
/// ```
/// use grundy::nimber::ordinal::Exponent;
/// let a = Exponent::new(vec![5, 0, 1]); // ω^2 + 5
/// let b = Exponent::new(vec![0, 7]); // ω×7
/// assert!(a > b);
/// assert_eq!(a.to_string(), "ω^2+5");
/// assert_eq!(Exponent::new(vec![3, 0, 0]).coefficients(), &[3]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Exponent(Vec<u64>);

impl Exponent {
    /// The exponent `Σ ω^k·coefficients[k]` (zeros at the end dropped).
    ///
    /// ```
    /// use grundy::nimber::ordinal::Exponent;
    /// assert_eq!(Exponent::new(vec![0, 0]), Exponent::default());
    /// ```
    pub fn new(mut coefficients: Vec<u64>) -> Exponent {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        Exponent(coefficients)
    }

    /// `[n₀, n₁, …]`: the coefficient of `ω^k` at `k`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Exponent;
    /// assert_eq!(Exponent::new(vec![1, 2]).coefficients(), &[1, 2]);
    /// ```
    pub fn coefficients(&self) -> &[u64] {
        &self.0
    }

    fn get(&self, k: usize) -> u64 {
        self.0.get(k).copied().unwrap_or(0)
    }

    /// Written bare after `ω^` (a number or `ω`), or needing parentheses.
    fn is_simple(&self) -> bool {
        self.0.len() <= 1 || (self.0 == [0, 1])
    }
}

impl Ord for Exponent {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

impl PartialOrd for Exponent {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Exponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return write!(f, "0");
        }
        let mut first = true;
        for (k, &n) in self.0.iter().enumerate().rev() {
            if n == 0 {
                continue;
            }
            if !first {
                write!(f, "+")?;
            }
            first = false;
            match (k, n) {
                (0, n) => write!(f, "{n}")?,
                (1, 1) => write!(f, "ω")?,
                (1, n) => write!(f, "ω×{n}")?,
                (k, 1) => write!(f, "ω^{k}")?,
                (k, n) => write!(f, "ω^{k}×{n}")?,
            }
        }
        Ok(())
    }
}

/// An ordinal below `ω^(ω^ω)` with finite coefficients below `2^128`, in Cantor normal
/// form: the coefficient of each power `ω^e` (none zero). Ordered as ordinals, shown as
/// `ω^ω×4+ω^3×9+11`, in JSON as that text.
///
/// ```
/// use grundy::nimber::ordinal::{Exponent, Ordinal};
/// let x = Ordinal::from_terms([(Exponent::new(vec![0, 1]), 4), (Exponent::new(vec![3]), 9), (Exponent::default(), 11)]);
/// assert_eq!(x.to_string(), "ω^ω×4+ω^3×9+11");
/// assert!(Ordinal::omega() > Ordinal::finite(u128::MAX));
/// assert_eq!(Ordinal::finite(7).as_finite(), Some(7));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Ordinal(BTreeMap<Exponent, u128>);

impl Ordinal {
    /// The finite ordinal `n`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::finite(0), Ordinal::default());
    /// ```
    pub fn finite(n: u128) -> Ordinal {
        Ordinal::from_terms([(Exponent::default(), n)])
    }

    /// `ω`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().to_string(), "ω");
    /// ```
    pub fn omega() -> Ordinal {
        Ordinal::omega_power(&[1])
    }

    /// `ω^e` for the exponent `e = Σ ω^k·coefficients[k]`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega_power(&[0, 0, 42]).to_string(), "ω^(ω^2×42)");
    /// ```
    pub fn omega_power(coefficients: &[u64]) -> Ordinal {
        Ordinal::from_terms([(Exponent::new(coefficients.to_vec()), 1)])
    }

    /// The nim-sum of the terms `ω^e ⊗ c` (equal exponents' coefficients nim-added).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Exponent, Ordinal};
    /// let x = Ordinal::from_terms([(Exponent::default(), 3), (Exponent::default(), 5)]);
    /// assert_eq!(x, Ordinal::finite(6));
    /// ```
    pub fn from_terms(terms: impl IntoIterator<Item = (Exponent, u128)>) -> Ordinal {
        let mut map = BTreeMap::new();
        for (e, c) in terms {
            xor_into(&mut map, e, c);
        }
        Ordinal(map)
    }

    /// The terms from the largest power of `ω` down: `(exponent, coefficient)`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// let t: Vec<_> = Ordinal::omega().terms().map(|(e, c)| (e.to_string(), c)).collect();
    /// assert_eq!(t, [("1".to_string(), 1)]);
    /// ```
    pub fn terms(&self) -> impl Iterator<Item = (&Exponent, u128)> {
        self.0.iter().rev().map(|(e, &c)| (e, c))
    }

    /// The value when the ordinal is finite.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().as_finite(), None);
    /// assert_eq!(Ordinal::default().as_finite(), Some(0));
    /// ```
    pub fn as_finite(&self) -> Option<u128> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Exponent::default()).copied(),
            _ => None,
        }
    }

    /// Whether this is 0.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert!(Ordinal::finite(0).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self ⊕ other`: the coefficients of equal powers of `ω` nim-added.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().nim_add(&Ordinal::omega()), Ordinal::finite(0));
    /// ```
    pub fn nim_add(&self, other: &Ordinal) -> Ordinal {
        let mut map = self.0.clone();
        for (e, &c) in &other.0 {
            xor_into(&mut map, e.clone(), c);
        }
        Ordinal(map)
    }
}

fn xor_into(map: &mut BTreeMap<Exponent, u128>, e: Exponent, c: u128) {
    if c == 0 {
        return;
    }
    let slot = map.entry(e.clone()).or_insert(0);
    *slot ^= c;
    if *slot == 0 {
        map.remove(&e);
    }
}

impl Ord for Ordinal {
    fn cmp(&self, other: &Self) -> Ordering {
        self.terms().cmp(other.terms())
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return write!(f, "0");
        }
        let mut first = true;
        for (e, c) in self.terms() {
            if !first {
                write!(f, "+")?;
            }
            first = false;
            if e.0.is_empty() {
                write!(f, "{c}")?;
                continue;
            }
            write!(f, "ω")?;
            if e.0 != [1] {
                if e.is_simple() {
                    write!(f, "^{e}")?;
                } else {
                    write!(f, "^({e})")?;
                }
            }
            if c != 1 {
                write!(f, "×{c}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for Ordinal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Why an operation on ordinals was refused or has no answer.
///
/// ```
/// use grundy::nimber::ordinal::{Ordinal, OrdinalError, OrdinalField};
/// let mut field = OrdinalField::new();
/// assert_eq!(field.inverse(&Ordinal::finite(0)).unwrap_err(), OrdinalError::InverseOfZero);
/// assert_eq!(OrdinalError::InverseOfZero.to_string(), "the nimber 0 has no inverse");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[error("{}", crate::i18n::errors::english(self))]
pub enum OrdinalError {
    /// `inv(0)`.
    InverseOfZero,
    /// `dividend / 0`.
    DivisionByZero {
        /// The ordinal to be divided by 0.
        dividend: Ordinal,
    },
    /// A coefficient `n` of `ω^k` in an exponent of `ω` would reach `2^64`.
    ExponentTooLarge {
        /// `k`.
        level: usize,
    },
    /// `ω^(ω^k)` with `k` beyond [`MAX_LEVEL`].
    LevelTooHigh {
        /// `k`.
        level: usize,
    },
    /// The field constant `α_p` would need a finite part of `2^128` or more.
    CoefficientTooLarge {
        /// `p`.
        prime: u64,
    },
    /// A nim power's exponent of `2^128` or more.
    PowerTooLarge {
        /// The exponent as written.
        exponent: String,
    },
    /// The work bound was reached (the fields this needs are too large here).
    TooMuchWork {
        /// The bound.
        limit: u64,
    },
}

impl crate::i18n::errors::Localized for OrdinalError {
    fn message_in(&self, lang: Lang) -> String {
        match self {
            Self::InverseOfZero => t!(lang, "nimber-err-inverse-of-zero"),
            Self::DivisionByZero { dividend } => t!(
                lang,
                "nimber-err-division-by-zero",
                dividend = &dividend.to_string()
            ),
            Self::ExponentTooLarge { level } => t!(
                lang,
                "nimber-ordinal-err-exponent-too-large",
                level = &level.to_string()
            ),
            Self::LevelTooHigh { level } => t!(
                lang,
                "nimber-ordinal-err-level-too-high",
                level = &level.to_string(),
                limit = &MAX_LEVEL.to_string()
            ),
            Self::CoefficientTooLarge { prime } => t!(
                lang,
                "nimber-ordinal-err-coefficient-too-large",
                p = &prime.to_string()
            ),
            Self::PowerTooLarge { exponent } => t!(
                lang,
                "nimber-ordinal-err-power-too-large",
                exponent = exponent.as_str()
            ),
            Self::TooMuchWork { limit } => t!(
                lang,
                "nimber-ordinal-err-too-much-work",
                limit = &limit.to_string()
            ),
        }
    }
}
grundy_core::localized_error!(OrdinalError);

/// A rule of the field that a product used.
///
/// ```
/// use grundy::nimber::ordinal::Relation;
/// let r = Relation::Root { level: 0, prime: 3, digit: 0 };
/// assert_eq!(r.to_string(), "(ω^3)^⊗3 = ω");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Relation {
    /// `(ω^(ω^level·prime^(digit+1)))^⊗prime = ω^(ω^level·prime^digit)`.
    Root {
        /// `k` of `ω^(ω^k·…)`.
        level: usize,
        /// The prime of the level.
        prime: u64,
        /// `i`.
        digit: u32,
    },
    /// `(ω^(ω^level))^⊗prime = alpha`.
    Alpha {
        /// `k`.
        level: usize,
        /// The prime of the level.
        prime: u64,
        /// `α_p`.
        alpha: Ordinal,
    },
}

fn level_power(level: usize, n: u64) -> Ordinal {
    let mut e = vec![0; level + 1];
    if let Some(slot) = e.get_mut(level) {
        *slot = n;
    }
    Ordinal::omega_power(&e)
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Relation::Root {
                level,
                prime,
                digit,
            } => {
                let low = prime.saturating_pow(*digit);
                let high = low.saturating_mul(*prime);
                write!(
                    f,
                    "({})^⊗{prime} = {}",
                    level_power(*level, high),
                    level_power(*level, low)
                )
            }
            Relation::Alpha {
                level,
                prime,
                alpha,
            } => {
                let g = level_power(*level, 1);
                if *level == 0 {
                    write!(f, "{g}^⊗{prime} = {alpha}")
                } else {
                    write!(f, "({g})^⊗{prime} = {alpha}")
                }
            }
        }
    }
}

/// One step of the reasoning of an ordinal computation.
///
/// ```
/// use grundy::nimber::ordinal::{Ordinal, OrdinalField, OrdinalStep};
/// let mut field = OrdinalField::new();
/// let w = field.mul(&Ordinal::omega(), &Ordinal::omega()).unwrap();
/// assert!(matches!(w.steps[0], OrdinalStep::Product { .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OrdinalStep {
    /// `a ⊕ b`.
    Sum {
        /// The first term.
        a: Ordinal,
        /// The second term.
        b: Ordinal,
        /// `a ⊕ b`.
        value: Ordinal,
    },
    /// `a ⊗ b`, term by term, with the rules used when exponents carried.
    Product {
        /// The first factor.
        a: Ordinal,
        /// The second factor.
        b: Ordinal,
        /// The rules used (none when no digit carried).
        relations: Vec<Relation>,
        /// `a ⊗ b`.
        value: Ordinal,
    },
    /// `x^⊗e` by square and multiply.
    Power {
        /// The base.
        base: Ordinal,
        /// The exponent (an ordinary integer).
        #[serde(serialize_with = "super::field::big")]
        exponent: u128,
        /// The rules used.
        relations: Vec<Relation>,
        /// `x^⊗e`.
        value: Ordinal,
    },
    /// `x⁻¹ = x^⊗(2^m − 2)` in a field of `2^m` elements holding `x`.
    Inverse {
        /// The ordinal inverted.
        x: Ordinal,
        /// `m`.
        field_degree: u64,
        /// `x⁻¹`.
        value: Ordinal,
    },
    /// `a / b = a ⊗ b⁻¹`.
    Quotient {
        /// The dividend.
        a: Ordinal,
        /// The divisor.
        b: Ordinal,
        /// `a ⊗ b⁻¹`.
        value: Ordinal,
    },
    /// `√x = x^⊗(2^(m−1))` in a field of `2^m` elements holding `x`.
    Sqrt {
        /// The ordinal whose root is taken.
        x: Ordinal,
        /// `m`.
        field_degree: u64,
        /// `√x`.
        value: Ordinal,
    },
}

impl OrdinalStep {
    /// The step in words, in `lang`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let w = field.power(&Ordinal::omega(), 3).unwrap();
    /// let line = w.steps[0].explain_in(grundy::Lang::En);
    /// assert!(line.contains("(ω)^⊗3 = 2"), "{line}");
    /// ```
    pub fn explain_in(&self, lang: Lang) -> String {
        let s = |x: &Ordinal| x.to_string();
        let rel = |r: &[Relation]| {
            r.iter()
                .map(|r| r.to_string())
                .collect::<Vec<_>>()
                .join("; ")
        };
        match self {
            OrdinalStep::Sum { a, b, value } => t!(
                lang,
                "nimber-ordinal-step-sum",
                a = &s(a),
                b = &s(b),
                value = &s(value)
            ),
            OrdinalStep::Product {
                a,
                b,
                relations,
                value,
            } => {
                if relations.is_empty() {
                    t!(
                        lang,
                        "nimber-ordinal-step-product",
                        a = &s(a),
                        b = &s(b),
                        value = &s(value)
                    )
                } else {
                    t!(
                        lang,
                        "nimber-ordinal-step-product-by",
                        a = &s(a),
                        b = &s(b),
                        value = &s(value),
                        relations = &rel(relations)
                    )
                }
            }
            OrdinalStep::Power {
                base,
                exponent,
                relations,
                value,
            } => {
                let line = t!(
                    lang,
                    "nimber-ordinal-step-power",
                    base = &s(base),
                    exponent = &exponent.to_string(),
                    value = &s(value)
                );
                if relations.is_empty() {
                    line
                } else {
                    t!(
                        lang,
                        "nimber-ordinal-by",
                        line = line.as_str(),
                        relations = &rel(relations)
                    )
                }
            }
            OrdinalStep::Inverse {
                x,
                field_degree,
                value,
            } => t!(
                lang,
                "nimber-ordinal-step-inverse",
                x = &s(x),
                m = &field_degree.to_string(),
                value = &s(value)
            ),
            OrdinalStep::Quotient { a, b, value } => t!(
                lang,
                "nimber-ordinal-step-quotient",
                a = &s(a),
                b = &s(b),
                value = &s(value)
            ),
            OrdinalStep::Sqrt {
                x,
                field_degree,
                value,
            } => t!(
                lang,
                "nimber-ordinal-step-sqrt",
                x = &s(x),
                m = &field_degree.to_string(),
                m1 = &field_degree.saturating_sub(1).to_string(),
                value = &s(value)
            ),
        }
    }
}

/// A value and the reasoning that found it.
///
/// ```
/// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
/// let w = OrdinalField::new().add(&Ordinal::omega(), &Ordinal::finite(1));
/// assert_eq!(w.value.to_string(), "ω+1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OrdinalWorked {
    /// The result.
    pub value: Ordinal,
    /// The reasoning, in order.
    pub steps: Vec<OrdinalStep>,
}

/// Lenstra's constants of one odd prime `p`, the `(level+2)`-th prime:
/// `(ω^(ω^level))^⊗p = α_p = κ_f ⊕ excess`, `κ_f` the nim-sum of the `κ_q` of the
/// q-set.
///
/// ```
/// use grundy::nimber::ordinal::OrdinalField;
/// let c = OrdinalField::new().field_constant(2).unwrap();
/// assert_eq!((c.prime, c.order_of_two, c.q_set.clone(), c.excess), (7, 3, vec![3], 1));
/// assert_eq!(c.alpha.to_string(), "ω+1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldConstant {
    /// `p`.
    pub prime: u64,
    /// `k`: `κ = ω^(ω^k)` is the `p`-th root of `α_p`.
    pub level: usize,
    /// `f`, the order of 2 modulo `p`.
    pub order_of_two: u64,
    /// Lenstra's q-set `Q(p)`: prime powers `q` with `κ_f = ⊕ κ_q`.
    pub q_set: Vec<u64>,
    /// `κ_f`.
    pub kappa: Ordinal,
    /// The excess `m`: `α_p = κ_f ⊕ m`.
    #[serde(serialize_with = "super::field::big")]
    pub excess: u128,
    /// `α_p`.
    pub alpha: Ordinal,
    /// The degree `N` over GF(2) of the field in which `α_p` was shown no `p`-th power
    /// (`α_p^⊗((2^N − 1)/p) ≠ 1`).
    pub field_degree: u64,
}

type Terms = Rc<(Ordinal, BTreeSet<Relation>)>;

/// The arithmetic of the ordinals below `ω^(ω^ω)`, with its caches (the products of
/// powers of `ω`, the field constants found) and its work bound.
///
/// ```
/// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
/// let mut field = OrdinalField::new();
/// let g = Ordinal::omega_power(&[0, 0, 1]); // ω^(ω^2)
/// assert_eq!(field.power(&g, 7).unwrap().value.to_string(), "ω+1");
/// ```
#[derive(Debug)]
pub struct OrdinalField {
    primes: Vec<u64>,
    constants: HashMap<usize, Rc<FieldConstant>>,
    products: HashMap<(Exponent, Exponent), Terms>,
    work: u64,
    limit: u64,
    used: BTreeSet<Relation>,
}

impl Default for OrdinalField {
    fn default() -> Self {
        OrdinalField::new()
    }
}

/// The order of 2 modulo the odd prime `p`.
fn order_of_two(p: u64) -> u64 {
    let mut x = 2 % p;
    let mut f = 1;
    while x != 1 {
        x = x * 2 % p;
        f += 1;
    }
    f
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The smallest prime factor of `n ≥ 2`.
fn smallest_prime_factor(n: u64) -> u64 {
    let mut d = 2;
    while d * d <= n {
        if n.is_multiple_of(d) {
            return d;
        }
        d += 1;
    }
    n
}

impl OrdinalField {
    /// A field with the default work bound [`DEFAULT_WORK_LIMIT`].
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// assert_eq!(OrdinalField::new().prime(0), 3);
    /// ```
    pub fn new() -> OrdinalField {
        OrdinalField::with_work_limit(DEFAULT_WORK_LIMIT)
    }

    /// A field whose computations stop after `limit` units of work.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalError, OrdinalField};
    /// let mut field = OrdinalField::with_work_limit(10);
    /// let x = Ordinal::omega_power(&[0, 0, 1]);
    /// assert!(matches!(field.inverse(&x), Err(OrdinalError::TooMuchWork { limit: 10 })));
    /// ```
    pub fn with_work_limit(limit: u64) -> OrdinalField {
        OrdinalField {
            primes: vec![3],
            constants: HashMap::new(),
            products: HashMap::new(),
            work: 0,
            limit,
            used: BTreeSet::new(),
        }
    }

    /// The work done so far (products of powers of `ω` and terms handled).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// field.mul(&Ordinal::omega(), &Ordinal::omega()).unwrap();
    /// assert!(field.work() > 0);
    /// ```
    pub fn work(&self) -> u64 {
        self.work
    }

    fn charge(&mut self, units: u64) -> Result<(), OrdinalError> {
        self.work = self.work.saturating_add(units);
        if self.work > self.limit {
            Err(OrdinalError::TooMuchWork { limit: self.limit })
        } else {
            Ok(())
        }
    }

    /// The prime of level `k`: the `(k+2)`-th prime (3, 5, 7, 11, …).
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.prime(42), 193);
    /// ```
    pub fn prime(&mut self, level: usize) -> u64 {
        while self.primes.len() <= level {
            let mut n = self.primes.last().copied().unwrap_or(1) + 2;
            while smallest_prime_factor(n) != n {
                n += 2;
            }
            self.primes.push(n);
        }
        self.primes.get(level).copied().unwrap_or(u64::MAX)
    }

    fn level_of(&mut self, odd_prime: u64) -> usize {
        let mut k = 0;
        while self.prime(k) < odd_prime {
            k += 1;
        }
        k
    }

    /// `a ⊕ b`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let w = OrdinalField::new().add(&Ordinal::finite(3), &Ordinal::finite(5));
    /// assert_eq!(w.value, Ordinal::finite(6));
    /// ```
    pub fn add(&self, a: &Ordinal, b: &Ordinal) -> OrdinalWorked {
        let value = a.nim_add(b);
        OrdinalWorked {
            steps: vec![OrdinalStep::Sum {
                a: a.clone(),
                b: b.clone(),
                value: value.clone(),
            }],
            value,
        }
    }

    /// Adds the digits of two exponents' coefficients at one level (prime `p`), from
    /// the highest digit down: the sum, and whether a carry left digit 0.
    fn add_level(&mut self, level: usize, a: u64, b: u64) -> Result<(u64, bool), OrdinalError> {
        if a == 0 || b == 0 {
            return Ok((a | b, false));
        }
        let p = self.prime(level);
        let digits = |mut n: u64| {
            let mut d = Vec::new();
            while n > 0 {
                d.push(n % p);
                n /= p;
            }
            d
        };
        let (da, db) = (digits(a), digits(b));
        let len = da.len().max(db.len());
        let mut out = vec![0u64; len];
        let mut carry = 0;
        for (i, slot) in out.iter_mut().enumerate().rev() {
            let mut s = da.get(i).copied().unwrap_or(0) + db.get(i).copied().unwrap_or(0) + carry;
            carry = u64::from(s >= p);
            if s >= p {
                s -= p;
            }
            *slot = s;
            if carry == 1 && i > 0 {
                self.used.insert(Relation::Root {
                    level,
                    prime: p,
                    digit: (i - 1) as u32,
                });
            }
        }
        let mut value: u64 = 0;
        for &d in out.iter().rev() {
            value = value
                .checked_mul(p)
                .and_then(|v| v.checked_add(d))
                .ok_or(OrdinalError::ExponentTooLarge { level })?;
        }
        Ok((value, carry == 1))
    }

    /// `ω^a ⊗ ω^b` as a sum of terms, and the relations it used.
    fn monomial(&mut self, a: &Exponent, b: &Exponent) -> Result<Terms, OrdinalError> {
        let key = if a <= b {
            (a.clone(), b.clone())
        } else {
            (b.clone(), a.clone())
        };
        if let Some(hit) = self.products.get(&key) {
            let hit = hit.clone();
            self.used.extend(hit.1.iter().cloned());
            return Ok(hit);
        }
        self.charge(1)?;
        let outer = std::mem::take(&mut self.used);
        let len = a.0.len().max(b.0.len());
        if len > MAX_LEVEL + 1 {
            self.used = outer;
            return Err(OrdinalError::LevelTooHigh { level: len - 1 });
        }
        let result = self.monomial_uncached(a, b, len);
        let used = std::mem::replace(&mut self.used, outer);
        let value = result?;
        self.used.extend(used.iter().cloned());
        let terms = Rc::new((value, used));
        self.products.insert(key, terms.clone());
        Ok(terms)
    }

    fn monomial_uncached(
        &mut self,
        a: &Exponent,
        b: &Exponent,
        len: usize,
    ) -> Result<Ordinal, OrdinalError> {
        let mut e = vec![0u64; len];
        let mut carried = Vec::new();
        for (k, slot) in e.iter_mut().enumerate() {
            let (sum, carry) = self.add_level(k, a.get(k), b.get(k))?;
            *slot = sum;
            if carry {
                carried.push(k);
            }
        }
        let mut value = Ordinal::from_terms([(Exponent::new(e), 1)]);
        for k in carried.into_iter().rev() {
            let constant = self.field_constant_rc(k)?;
            self.used.insert(Relation::Alpha {
                level: k,
                prime: constant.prime,
                alpha: constant.alpha.clone(),
            });
            value = self.product(&value, &constant.alpha)?;
        }
        Ok(value)
    }

    /// `a ⊗ b` without steps.
    fn product(&mut self, a: &Ordinal, b: &Ordinal) -> Result<Ordinal, OrdinalError> {
        let mut acc: HashMap<Exponent, u128> = HashMap::new();
        self.charge((a.0.len() as u64).saturating_mul(b.0.len() as u64))?;
        for (ea, &ca) in &a.0 {
            for (eb, &cb) in &b.0 {
                let c = nim_mul_u128(ca, cb);
                if c == 0 {
                    continue;
                }
                let terms = self.monomial(ea, eb)?;
                self.charge(terms.0 .0.len() as u64)?;
                for (e, &t) in &terms.0 .0 {
                    *acc.entry(e.clone()).or_insert(0) ^= nim_mul_u128(c, t);
                }
            }
        }
        Ok(Ordinal(acc.into_iter().filter(|&(_, c)| c != 0).collect()))
    }

    fn square(&mut self, a: &Ordinal) -> Result<Ordinal, OrdinalError> {
        // (Σ cᵢ·mᵢ)² = Σ cᵢ²·mᵢ² in characteristic 2.
        let mut acc: HashMap<Exponent, u128> = HashMap::new();
        for (e, &c) in &a.0 {
            let terms = self.monomial(e, e)?;
            self.charge(terms.0 .0.len() as u64)?;
            let c2 = nim_mul_u128(c, c);
            for (f, &t) in &terms.0 .0 {
                *acc.entry(f.clone()).or_insert(0) ^= nim_mul_u128(c2, t);
            }
        }
        Ok(Ordinal(acc.into_iter().filter(|&(_, c)| c != 0).collect()))
    }

    /// `x` squared `times` times: `x^⊗(2^times)`.
    fn frobenius(&mut self, x: &Ordinal, times: u64) -> Result<Ordinal, OrdinalError> {
        let mut y = x.clone();
        for _ in 0..times {
            y = self.square(&y)?;
        }
        Ok(y)
    }

    fn take_relations(&mut self) -> Vec<Relation> {
        std::mem::take(&mut self.used).into_iter().collect()
    }

    /// `a ⊗ b`, with the relations of the field it used.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let w = field.mul(&Ordinal::omega_power(&[3]), &Ordinal::omega_power(&[6])).unwrap();
    /// assert_eq!(w.value, Ordinal::omega());
    /// assert_eq!(w.steps[0].explain_in(grundy::Lang::En), "ω^3 ⊗ ω^6 = ω, by (ω^3)^⊗3 = ω");
    /// ```
    pub fn mul(&mut self, a: &Ordinal, b: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        self.used.clear();
        let value = self.product(a, b)?;
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Product {
                a: a.clone(),
                b: b.clone(),
                relations: self.take_relations(),
                value: value.clone(),
            }],
            value,
        })
    }

    fn pow_plain(&mut self, x: &Ordinal, exponent: u128) -> Result<Ordinal, OrdinalError> {
        let mut result = Ordinal::finite(1);
        for i in (0..128 - exponent.leading_zeros()).rev() {
            result = self.square(&result)?;
            if exponent >> i & 1 == 1 {
                result = self.product(&result, x)?;
            }
        }
        Ok(result)
    }

    /// `x^⊗e` for an ordinary integer `e` (`x^⊗0 = 1`).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.power(&Ordinal::omega_power(&[0, 1]), 5).unwrap().value, Ordinal::finite(4));
    /// let g = Ordinal::omega_power(&[0; 42].iter().copied().chain([1]).collect::<Vec<_>>());
    /// assert_eq!(field.power(&g, 193).unwrap().value.to_string(), "ω+65536");
    /// ```
    pub fn power(&mut self, x: &Ordinal, exponent: u128) -> Result<OrdinalWorked, OrdinalError> {
        self.used.clear();
        let value = self.pow_plain(x, exponent)?;
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Power {
                base: x.clone(),
                exponent,
                relations: self.take_relations(),
                value: value.clone(),
            }],
            value,
        })
    }

    /// `N`: the degree over GF(2) of a finite field holding `x` — the smallest field
    /// GF(2^(2^j)) of finite nimbers holding its coefficients (and those of the
    /// constants below), with the roots `ω^(ω^k·pⁱ)` that `x` is written with and those
    /// the constants `α_p` of their levels are written with, each of degree `p` over the
    /// ones before.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.field_degree(&Ordinal::finite(5)).unwrap(), 4); // GF(16)
    /// assert_eq!(field.field_degree(&Ordinal::omega_power(&[4])).unwrap(), 2 * 9); // α_3 = 2
    /// assert_eq!(field.field_degree(&Ordinal::omega_power(&[0, 0, 1])).unwrap(), 2 * 7 * 3);
    /// ```
    pub fn field_degree(&mut self, x: &Ordinal) -> Result<u64, OrdinalError> {
        // digits[k]: how many base-p digits the field needs at level k.
        let mut digits: BTreeMap<usize, u32> = BTreeMap::new();
        let mut todo: Vec<Ordinal> = vec![x.clone()];
        let mut seen_levels: BTreeSet<usize> = BTreeSet::new();
        let mut coefficient_bits = 1u32;
        while let Some(y) = todo.pop() {
            for (e, &c) in &y.0 {
                coefficient_bits = coefficient_bits.max(super::field::field_bits(c));
                for (k, &n) in e.0.iter().enumerate() {
                    if n == 0 {
                        continue;
                    }
                    let p = self.prime(k);
                    let mut len = 0;
                    let mut m = n;
                    while m > 0 {
                        m /= p;
                        len += 1;
                    }
                    let slot = digits.entry(k).or_insert(0);
                    *slot = (*slot).max(len);
                    if seen_levels.insert(k) {
                        let c = self.field_constant_rc(k)?;
                        todo.push(c.alpha.clone());
                    }
                }
            }
        }
        let mut degree = u64::from(coefficient_bits);
        for (&k, &len) in &digits {
            let p = self.prime(k);
            for _ in 0..len {
                degree = degree
                    .checked_mul(p)
                    .ok_or(OrdinalError::TooMuchWork { limit: self.limit })?;
            }
        }
        Ok(degree)
    }

    /// `x⁻¹ = x^⊗(2^N − 2)`, `N` the [`field_degree`](Self::field_degree) of `x`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let w = field.inverse(&Ordinal::omega()).unwrap().value;
    /// assert_eq!(w.to_string(), "ω^2×3"); // ω ⊗ ω² ⊗ 3 = 2 ⊗ 3 = 1
    /// ```
    pub fn inverse(&mut self, x: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        if x.is_zero() {
            return Err(OrdinalError::InverseOfZero);
        }
        let n = self.field_degree(x)?;
        self.charge(n.saturating_mul(x.0.len() as u64) / 16)?;
        // a(k) = x^(2^k − 1): a(2k) = a(k)^(2^k) ⊗ a(k), a(k+1) = a(k)² ⊗ x.
        let k = n - 1;
        let mut a = x.clone();
        let mut done = 1u64;
        // (k = 0 is GF(2), whose one nonzero element is its own inverse: no step, and
        // the square below is 1.)
        for i in (0..63u32.saturating_sub(k.leading_zeros())).rev() {
            let shifted = self.frobenius(&a, done)?;
            a = self.product(&shifted, &a)?;
            done *= 2;
            if k >> i & 1 == 1 {
                let sq = self.square(&a)?;
                a = self.product(&sq, x)?;
                done += 1;
            }
        }
        let value = self.square(&a)?;
        self.used.clear();
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Inverse {
                x: x.clone(),
                field_degree: n,
                value: value.clone(),
            }],
            value,
        })
    }

    /// `a / b = a ⊗ b⁻¹`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let q = field.divide(&Ordinal::finite(2), &Ordinal::omega()).unwrap().value;
    /// assert_eq!(q, Ordinal::omega_power(&[2])); // ω³ = 2
    /// ```
    pub fn divide(&mut self, a: &Ordinal, b: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        if b.is_zero() {
            return Err(OrdinalError::DivisionByZero {
                dividend: a.clone(),
            });
        }
        let inv = self.inverse(b)?;
        let product = self.mul(a, &inv.value)?;
        let value = product.value;
        let mut steps = inv.steps;
        steps.extend(product.steps);
        steps.push(OrdinalStep::Quotient {
            a: a.clone(),
            b: b.clone(),
            value: value.clone(),
        });
        Ok(OrdinalWorked { value, steps })
    }

    /// `√x = x^⊗(2^(N−1))`, the one ordinal whose nim-square is `x`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let r = field.sqrt(&Ordinal::omega()).unwrap().value;
    /// assert_eq!(field.mul(&r, &r).unwrap().value, Ordinal::omega());
    /// ```
    pub fn sqrt(&mut self, x: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        let n = self.field_degree(x)?;
        let value = self.frobenius(x, n - 1)?;
        self.used.clear();
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Sqrt {
                x: x.clone(),
                field_degree: n,
                value: value.clone(),
            }],
            value,
        })
    }

    /// `κ_q` for a prime power `q = r^a`.
    fn kappa_q(&mut self, q: u64, p_of: u64) -> Result<Ordinal, OrdinalError> {
        let r = smallest_prime_factor(q);
        let mut a = 0u32;
        let mut m = q;
        while m > 1 {
            m /= r;
            a += 1;
        }
        if r == 2 {
            if a > 7 {
                return Err(OrdinalError::CoefficientTooLarge { prime: p_of });
            }
            return Ok(Ordinal::finite(1u128 << (1u32 << (a - 1))));
        }
        let level = self.level_of(r);
        Ok(level_power(level, r.pow(a - 1)))
    }

    /// The smallest `d ≥ 1` with `x^⊗(2^d) = x`: the degree of `x` over GF(2).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.degree(&Ordinal::omega()).unwrap(), 6); // ω ∈ GF(64), ω³ = 2
    /// assert_eq!(field.degree(&Ordinal::finite(16)).unwrap(), 8);
    /// ```
    pub fn degree(&mut self, x: &Ordinal) -> Result<u64, OrdinalError> {
        let n = self.field_degree(x)?;
        let mut d = n;
        let mut m = n;
        while m > 1 {
            let r = smallest_prime_factor(m);
            while m.is_multiple_of(r) {
                m /= r;
            }
            while d.is_multiple_of(r) && self.frobenius(x, d / r)? == *x {
                d /= r;
            }
        }
        Ok(d)
    }

    /// Lenstra's `κ_h` as its q-set.
    fn kappa_set(&mut self, h: u64, p_of: u64) -> Result<Vec<u64>, OrdinalError> {
        let r = smallest_prime_factor(h);
        let mut q = 1;
        while h.is_multiple_of(q * r) {
            q *= r;
        }
        let g = h / q;
        if g == 1 {
            return Ok(vec![q]);
        }
        let mut set = self.kappa_set(g, p_of)?;
        let mut kappa = Ordinal::default();
        for &s in &set {
            kappa = kappa.nim_add(&self.kappa_q(s, p_of)?);
        }
        if !self.degree(&kappa)?.is_multiple_of(q) {
            set.push(q);
        }
        Ok(set)
    }

    fn field_constant_rc(&mut self, level: usize) -> Result<Rc<FieldConstant>, OrdinalError> {
        if let Some(c) = self.constants.get(&level) {
            return Ok(c.clone());
        }
        if level > MAX_LEVEL {
            return Err(OrdinalError::LevelTooHigh { level });
        }
        let outer = std::mem::take(&mut self.used);
        let result = self.compute_constant(level);
        self.used = outer;
        let c = Rc::new(result?);
        self.constants.insert(level, c.clone());
        Ok(c)
    }

    fn compute_constant(&mut self, level: usize) -> Result<FieldConstant, OrdinalError> {
        let p = self.prime(level);
        let f = order_of_two(p);
        let mut q_set = self.kappa_set(f, p)?;
        q_set.sort_by_key(|&q| (smallest_prime_factor(q), q));
        let mut kappa = Ordinal::default();
        for &q in &q_set {
            kappa = kappa.nim_add(&self.kappa_q(q, p)?);
        }
        // The excess: the least m with κ_f ⊕ m no p-th power, i.e.
        // (κ_f ⊕ m)^⊗((2^N − 1)/p) ≠ 1 in a field of degree N divisible by f.
        let mut m: u128 = 0;
        loop {
            let x = kappa.nim_add(&Ordinal::finite(m));
            let n = self.field_degree(&x)?;
            // A field of degree divisible by f holds the p-th roots of unity; its
            // degree has no prime factor p, so its p-th powers are those of Δ.
            let n = n / gcd(n, f) * f;
            if !x.is_zero() {
                let t = self.pow_ones_over(&x, n, p)?;
                if t != Ordinal::finite(1) {
                    return Ok(FieldConstant {
                        prime: p,
                        level,
                        order_of_two: f,
                        q_set,
                        kappa,
                        excess: m,
                        alpha: x,
                        field_degree: n,
                    });
                }
            }
            m += 1;
            if m >= 1 << 16 {
                return Err(OrdinalError::TooMuchWork { limit: self.limit });
            }
        }
    }

    /// `x^⊗((2^n − 1)/p)`, the exponent's binary digits found by long division.
    fn pow_ones_over(&mut self, x: &Ordinal, n: u64, p: u64) -> Result<Ordinal, OrdinalError> {
        self.charge(n.saturating_mul(x.0.len() as u64) / 16)?;
        let mut result = Ordinal::finite(1);
        let mut rem: u64 = 0;
        let mut started = false;
        for _ in 0..n {
            rem = rem * 2 + 1;
            let bit = rem >= p;
            if bit {
                rem -= p;
            }
            if started {
                result = self.square(&result)?;
            }
            if bit {
                result = self.product(&result, x)?;
                started = true;
            }
        }
        Ok(result)
    }

    /// Lenstra's constants of the prime of `level` (computed once, with those of the
    /// levels they need).
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// let mut field = OrdinalField::new();
    /// let c = field.field_constant(42).unwrap();
    /// assert_eq!((c.prime, c.order_of_two, c.q_set.clone(), c.excess), (193, 96, vec![32, 3], 0));
    /// assert_eq!(c.alpha.to_string(), "ω+65536");
    /// ```
    pub fn field_constant(&mut self, level: usize) -> Result<FieldConstant, OrdinalError> {
        Ok((*self.field_constant_rc(level)?).clone())
    }
}

/// A prime whose constants were refused (the work bound), and why.
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(50, 1_000_000);
/// assert!(table.refused.iter().any(|r| r.prime == 47));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RefusedConstant {
    /// `p`.
    pub prime: u64,
    /// `k`.
    pub level: usize,
    /// Why.
    pub error: OrdinalError,
}

/// Lenstra's constants of the odd primes up to a bound (the JSON of
/// `grundy nimber --field-constants --json`).
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(7, 1_000_000);
/// let alphas: Vec<String> = table.constants.iter().map(|c| c.alpha.to_string()).collect();
/// assert_eq!(alphas, ["2", "4", "ω+1"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldConstantTable {
    /// The bound on the primes.
    pub upto: u64,
    /// The constants found, by prime.
    pub constants: Vec<FieldConstant>,
    /// The primes refused.
    pub refused: Vec<RefusedConstant>,
}

/// The constants of every odd prime up to `upto`, each prime with `work_limit` units of
/// work of its own (the constants of smaller primes it needs computed once).
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(20, 10_000_000);
/// let excess: Vec<u128> = table.constants.iter().map(|c| c.excess).collect();
/// assert_eq!(excess, [0, 0, 1, 1, 0, 0, 4]); // 3, 5, 7, 11, 13, 17, 19
/// ```
pub fn field_constants(upto: u64, work_limit: u64) -> FieldConstantTable {
    let mut field = OrdinalField::with_work_limit(work_limit);
    let mut table = FieldConstantTable {
        upto,
        constants: Vec::new(),
        refused: Vec::new(),
    };
    let mut level = 0;
    while level <= MAX_LEVEL && field.prime(level) <= upto {
        field.work = 0;
        match field.field_constant(level) {
            Ok(c) => table.constants.push(c),
            Err(error) => table.refused.push(RefusedConstant {
                prime: field.prime(level),
                level,
                error,
            }),
        }
        level += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let exponent =
            (0..10u64, 0..4u64, 0..3u64).prop_map(|(a, b, c)| Exponent::new(vec![a, b, c]));
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
}
