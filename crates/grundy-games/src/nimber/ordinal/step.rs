//! The reasoning of the ordinal arithmetic: the relations of the field a product used
//! (`Relation`), the steps of an evaluation (`OrdinalStep`) and their words, and a value
//! with its steps (`OrdinalWorked`).

use super::Ordinal;
use crate::i18n::{t, Lang};
use serde::Serialize;
use std::fmt;

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

pub(super) fn level_power(level: usize, n: u64) -> Ordinal {
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
        #[serde(serialize_with = "crate::nimber::field::big")]
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
