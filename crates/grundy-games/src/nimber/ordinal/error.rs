//! Why an operation on ordinals was refused or has no answer: `OrdinalError` and its
//! words.

use super::{Ordinal, MAX_LEVEL};
use crate::i18n::{t, Lang};
use serde::Serialize;
use thiserror::Error;

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
