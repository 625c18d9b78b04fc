//! What was wrong with an expression and where: `Expected`, `ExprErrorKind`, `ExprError`
//! and its words.

use crate::i18n::{t, Lang};
use crate::nimber::field::NimberError;
use crate::nimber::ordinal::OrdinalError;
use serde::Serialize;
use thiserror::Error;

/// What the parser expected where it stopped.
///
/// ```
/// use grundy::nimber::expr::{evaluate, Expected, ExprErrorKind};
/// let e = evaluate("3 +").unwrap_err();
/// assert_eq!(e.kind, ExprErrorKind::Expected { expected: Expected::Operand, found: None });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// A number, `(`, `sqrt(` or `inv(`.
    Operand,
    /// An operator (`+ * / ^`) or the end.
    Operator,
    /// `)`.
    CloseParen,
    /// `(` after a function's name.
    OpenParen,
    /// An ordinary integer after `^`.
    Exponent,
    /// An exponent of `ω` after `ω^`: a number, `ω`, or a Cantor normal form in
    /// parentheses.
    OmegaExponent,
}

/// What was wrong with an expression.
///
/// ```
/// use grundy::nimber::expr::{evaluate, ExprErrorKind};
/// assert_eq!(evaluate("").unwrap_err().kind, ExprErrorKind::Empty);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExprErrorKind {
    /// Nothing to evaluate.
    Empty,
    /// A literal of `2^128` or more.
    TooLarge {
        /// The literal as written.
        literal: String,
    },
    /// Something else than what the grammar allows there.
    Expected {
        /// What could have come.
        expected: Expected,
        /// What came (`None`: the end of the expression).
        found: Option<String>,
    },
    /// A function other than `sqrt` and `inv`.
    UnknownFunction {
        /// Its name.
        name: String,
    },
    /// Parentheses or functions nested deeper than `limit`.
    TooDeep {
        /// [`MAX_DEPTH`](super::MAX_DEPTH).
        limit: usize,
    },
    /// `x^a^b`: a power raised again without parentheses.
    ChainedPower,
    /// The arithmetic has no answer (division by 0, the inverse of 0).
    Arithmetic {
        /// Why.
        error: NimberError,
    },
    /// The arithmetic of ordinals has no answer or was refused.
    Ordinal {
        /// Why.
        error: OrdinalError,
    },
}

/// An expression that could not be evaluated: what was wrong and at which column (of
/// characters, from 1).
///
/// ```
/// use grundy::nimber::expr::evaluate;
/// let e = evaluate("1 + 2 )").unwrap_err();
/// assert_eq!(e.column, 7);
/// assert_eq!(e.to_string(), "column 7: expected an operator (+ * / ^) or the end, found “)”");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[error("{}", crate::i18n::errors::english(self))]
pub struct ExprError {
    /// The column, from 1.
    pub column: usize,
    /// What was wrong.
    pub kind: ExprErrorKind,
}

impl crate::i18n::errors::Localized for ExprError {
    fn message_in(&self, lang: Lang) -> String {
        let what = match &self.kind {
            ExprErrorKind::Empty => t!(lang, "nimber-err-empty"),
            ExprErrorKind::TooLarge { literal } => {
                t!(lang, "nimber-err-too-large", literal = literal.as_str())
            }
            ExprErrorKind::Expected { expected, found } => {
                let expected = match expected {
                    Expected::Operand => t!(lang, "nimber-expected-operand"),
                    Expected::Operator => t!(lang, "nimber-expected-operator"),
                    Expected::CloseParen => t!(lang, "nimber-expected-close"),
                    Expected::OpenParen => t!(lang, "nimber-expected-open"),
                    Expected::Exponent => t!(lang, "nimber-expected-exponent"),
                    Expected::OmegaExponent => t!(lang, "nimber-expected-omega-exponent"),
                };
                match found {
                    Some(found) => t!(
                        lang,
                        "nimber-err-expected",
                        expected = expected.as_str(),
                        found = found.as_str()
                    ),
                    None => t!(
                        lang,
                        "nimber-err-expected-end",
                        expected = expected.as_str()
                    ),
                }
            }
            ExprErrorKind::UnknownFunction { name } => {
                t!(lang, "nimber-err-unknown-function", name = name.as_str())
            }
            ExprErrorKind::TooDeep { limit } => {
                t!(lang, "nimber-err-too-deep", limit = &limit.to_string())
            }
            ExprErrorKind::ChainedPower => t!(lang, "nimber-err-chained-power"),
            ExprErrorKind::Arithmetic { error } => {
                crate::i18n::errors::Localized::message_in(error, lang)
            }
            ExprErrorKind::Ordinal { error } => {
                crate::i18n::errors::Localized::message_in(error, lang)
            }
        };
        t!(
            lang,
            "nimber-err-at",
            column = &self.column.to_string(),
            what = what.as_str()
        )
    }
}
grundy_core::localized_error!(ExprError);
