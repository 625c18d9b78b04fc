//! The ordinals below `ω^(ω^ω)`: whether an expression writes `ω`, the parser of the
//! ordinal grammar (`OrdinalParser`, on the shared `Cursor`: powers of `ω` as operands,
//! Cantor normal forms as exponents), evaluated by `OrdinalField`, and its result,
//! `OrdinalEvaluation`.

use super::cursor::{left_assoc, Cursor, OnCursor, Parsed};
use super::token::{digits, tokenize, Token};
use super::{Expected, ExprError, ExprErrorKind, MAX_DEPTH};
use crate::i18n::Lang;
use crate::nimber::ordinal::{
    Exponent, Ordinal, OrdinalError, OrdinalField, OrdinalStep, OrdinalWorked,
};
use serde::Serialize;

/// Whether an expression writes an ordinal (`omega` or `ω`): then it is evaluated by
/// [`evaluate_ordinal`].
///
/// ```
/// use grundy::nimber::expr::mentions_omega;
/// assert!(mentions_omega("omega^3 * ω"));
/// assert!(!mentions_omega("3 * 5"));
/// ```
pub fn mentions_omega(expression: &str) -> bool {
    tokenize(expression).iter().any(|(_, t)| is_omega(t))
}

fn is_omega(token: &Token) -> bool {
    match token {
        Token::Name(name) => name.eq_ignore_ascii_case("omega"),
        Token::Other(c) => *c == 'ω',
        _ => false,
    }
}

/// An evaluated expression of ordinals: its text, its value and the reasoning (the JSON
/// of `grundy nimber --json` when the expression writes `ω`).
///
/// ```
/// use grundy::nimber::expr::evaluate_ordinal;
/// let e = evaluate_ordinal("omega^3 * omega^6").unwrap();
/// assert_eq!(e.value.to_string(), "ω");
/// assert_eq!(e.explain_in(grundy::Lang::En), ["ω^3 ⊗ ω^6 = ω, by (ω^3)^⊗3 = ω"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OrdinalEvaluation {
    /// The expression as given.
    pub expression: String,
    /// Its value, in Cantor normal form.
    pub value: Ordinal,
    /// The reasoning, in the order it was done.
    pub steps: Vec<OrdinalStep>,
}

impl OrdinalEvaluation {
    /// The reasoning in words, one line a step, in `lang`.
    ///
    /// ```
    /// use grundy::nimber::expr::evaluate_ordinal;
    /// let lines = evaluate_ordinal("ω + 1").unwrap().explain_in(grundy::Lang::En);
    /// assert!(lines[0].starts_with("ω ⊕ 1 = ω+1"), "{}", lines[0]);
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Vec<String> {
        self.steps.iter().map(|s| s.explain_in(lang)).collect()
    }
}

struct OrdinalParser {
    cursor: Cursor,
    depth: usize,
    steps: Vec<OrdinalStep>,
    field: OrdinalField,
}

impl OnCursor for OrdinalParser {
    fn cursor(&mut self) -> &mut Cursor {
        &mut self.cursor
    }
}

impl OrdinalParser {
    fn take(
        &mut self,
        column: usize,
        worked: Result<OrdinalWorked, OrdinalError>,
    ) -> Parsed<Ordinal> {
        let worked = worked.map_err(|error| ExprError {
            column,
            kind: ExprErrorKind::Ordinal { error },
        })?;
        self.steps.extend(worked.steps);
        Ok(worked.value)
    }

    fn sum(&mut self) -> Parsed<Ordinal> {
        left_assoc(
            self,
            &['+'],
            OrdinalParser::term,
            |p, _, column, left, right| {
                let worked = p.field.add(&left, &right);
                p.take(column, Ok(worked))
            },
        )
    }

    fn term(&mut self) -> Parsed<Ordinal> {
        left_assoc(
            self,
            &['*', '/'],
            OrdinalParser::power,
            |p, op, column, left, right| {
                let worked = if op == '*' {
                    p.field.mul(&left, &right)
                } else {
                    p.field.divide(&left, &right)
                };
                p.take(column, worked)
            },
        )
    }

    fn power(&mut self) -> Parsed<Ordinal> {
        let (base, literal) = self.atom()?;
        if !matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
            return Ok(base);
        }
        if literal {
            // ω^a^b: the power of ω written is raised again.
            return Err(self.cursor.error(ExprErrorKind::ChainedPower));
        }
        let column = self.cursor.column();
        self.cursor.advance();
        let Some((_, Token::Number(text))) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::Exponent));
        };
        let Some((body, radix)) = digits(&text) else {
            return Err(self.cursor.expected(Expected::Exponent));
        };
        let exponent = u128::from_str_radix(body, radix).map_err(|_| {
            self.cursor.error(ExprErrorKind::Ordinal {
                error: OrdinalError::PowerTooLarge {
                    exponent: text.clone(),
                },
            })
        })?;
        self.cursor.advance();
        if matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
            return Err(self.cursor.error(ExprErrorKind::ChainedPower));
        }
        let worked = self.field.power(&base, exponent);
        self.take(column, worked)
    }

    fn nested(&mut self, column: usize) -> Parsed<Ordinal> {
        if self.depth >= MAX_DEPTH {
            return Err(ExprError {
                column,
                kind: ExprErrorKind::TooDeep { limit: MAX_DEPTH },
            });
        }
        self.depth += 1;
        let value = self.sum()?;
        self.depth -= 1;
        self.close()?;
        Ok(value)
    }

    fn close(&mut self) -> Parsed<()> {
        match self.cursor.peek() {
            Some((_, Token::Close)) => {
                self.cursor.advance();
                Ok(())
            }
            _ => Err(self.cursor.expected(Expected::CloseParen)),
        }
    }

    /// A natural number below `2^64` (a coefficient of an exponent of `ω`).
    fn small_number(&mut self, level: usize) -> Parsed<u64> {
        let Some((_, Token::Number(text))) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::OmegaExponent));
        };
        let Some((body, radix)) = digits(&text) else {
            return Err(self.cursor.expected(Expected::OmegaExponent));
        };
        let n = u64::from_str_radix(body, radix).map_err(|_| {
            self.cursor.error(ExprErrorKind::Ordinal {
                error: OrdinalError::ExponentTooLarge { level },
            })
        })?;
        self.cursor.advance();
        Ok(n)
    }

    /// One term of an exponent of `ω`: `n`, `ω`, `ω^k`, each optionally `* n`; as
    /// `(k, n)` for `ω^k·n`.
    fn exponent_term(&mut self) -> Parsed<(usize, u64)> {
        let Some((_, token)) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::OmegaExponent));
        };
        if !is_omega(&token) {
            return Ok((0, self.small_number(0)?));
        }
        self.cursor.advance();
        let mut level = 1usize;
        if matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
            self.cursor.advance();
            let column = self.cursor.column();
            let k = self.small_number(0)?;
            level = usize::try_from(k)
                .ok()
                .filter(|&k| k <= crate::nimber::ordinal::MAX_LEVEL)
                .ok_or(ExprError {
                    column,
                    kind: ExprErrorKind::Ordinal {
                        error: OrdinalError::LevelTooHigh {
                            level: usize::try_from(k).unwrap_or(usize::MAX),
                        },
                    },
                })?;
        }
        let mut n = 1;
        if matches!(self.cursor.peek(), Some((_, Token::Op('*')))) {
            self.cursor.advance();
            n = self.small_number(level)?;
        }
        Ok((level, n))
    }

    /// The exponent after `ω^`: a number, `ω`, or a sum of terms in parentheses (added
    /// as ordinals: a term absorbs the smaller ones before it).
    fn omega_exponent(&mut self) -> Parsed<Exponent> {
        let Some((_, token)) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::OmegaExponent));
        };
        if token != Token::Open {
            if is_omega(&token) {
                self.cursor.advance();
                return Ok(Exponent::new(vec![0, 1]));
            }
            return Ok(Exponent::new(vec![self.small_number(0)?]));
        }
        self.cursor.advance();
        let mut e: Vec<u64> = Vec::new();
        loop {
            let term_column = self.cursor.column();
            let (level, n) = self.exponent_term()?;
            if e.len() <= level {
                e.resize(level + 1, 0);
            }
            e.truncate(level + 1);
            for slot in e.iter_mut().take(level) {
                *slot = 0;
            }
            if let Some(slot) = e.get_mut(level) {
                *slot = slot.checked_add(n).ok_or(ExprError {
                    column: term_column,
                    kind: ExprErrorKind::Ordinal {
                        error: OrdinalError::ExponentTooLarge { level },
                    },
                })?;
            }
            if !matches!(self.cursor.peek(), Some((_, Token::Op('+')))) {
                break;
            }
            self.cursor.advance();
        }
        self.close()?;
        Ok(Exponent::new(e))
    }

    /// An operand, and whether it is a power of `ω` written with `^`.
    fn atom(&mut self) -> Parsed<(Ordinal, bool)> {
        let Some((column, token)) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::Operand));
        };
        if is_omega(&token) {
            self.cursor.advance();
            if !matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
                return Ok((Ordinal::omega(), false));
            }
            self.cursor.advance();
            let e = self.omega_exponent()?;
            return Ok((Ordinal::from_terms([(e, 1)]), true));
        }
        match token {
            Token::Number(literal) => {
                let Some((body, radix)) = digits(&literal) else {
                    return Err(self.cursor.expected(Expected::Operand));
                };
                let value = u128::from_str_radix(body, radix).map_err(|_| {
                    self.cursor.error(ExprErrorKind::TooLarge {
                        literal: literal.clone(),
                    })
                })?;
                self.cursor.advance();
                Ok((Ordinal::finite(value), false))
            }
            Token::Open => {
                self.cursor.advance();
                Ok((self.nested(column)?, false))
            }
            Token::Name(name) => {
                let function = name.to_ascii_lowercase();
                if function != "sqrt" && function != "inv" {
                    return Err(self.cursor.error(ExprErrorKind::UnknownFunction { name }));
                }
                self.cursor.advance();
                if !matches!(self.cursor.peek(), Some((_, Token::Open))) {
                    return Err(self.cursor.expected(Expected::OpenParen));
                }
                self.cursor.advance();
                let x = self.nested(column)?;
                let worked = if function == "sqrt" {
                    self.field.sqrt(&x)
                } else {
                    self.field.inverse(&x)
                };
                Ok((self.take(column, worked)?, false))
            }
            _ => Err(self.cursor.expected(Expected::Operand)),
        }
    }
}

/// Evaluates an expression of ordinals below `ω^(ω^ω)`: the grammar of [`evaluate`](super::evaluate) with
/// powers of `ω` as operands. `omega^E` (or `ω^E`) is the *ordinal* power `ω^E`, its
/// exponent `E` a number, `omega`, or a Cantor normal form in parentheses
/// (`omega^(omega^2*3 + omega + 1)`); `^` after any other operand is the nim power with
/// an ordinary integer exponent below `2^128`, so `(omega)^3` is `ω ⊗ ω ⊗ ω = 2`.
/// `omega^omega*4 + omega^3*9 + 11` is the ordinal `ω^ω×4+ω^3×9+11`: distinct powers of
/// `ω` times finite coefficients, nim-added, are the Cantor normal form.
///
/// ```
/// use grundy::nimber::expr::evaluate_ordinal;
/// let v = |s: &str| evaluate_ordinal(s).unwrap().value.to_string();
/// assert_eq!(v("omega^omega*4 + omega^3*9 + 11"), "ω^ω×4+ω^3×9+11");
/// assert_eq!(v("(omega)^3"), "2");
/// assert_eq!(v("(omega^omega)^5"), "4");
/// assert_eq!(v("(omega^(omega^2))^7"), "ω+1");
/// assert_eq!(v("(omega^(omega^42))^193"), "ω+65536");
/// assert_eq!(v("inv(ω) * ω"), "1");
/// ```
pub fn evaluate_ordinal(expression: &str) -> Result<OrdinalEvaluation, ExprError> {
    evaluate_ordinal_in(expression, OrdinalField::new())
}

/// [`evaluate_ordinal`] with a field of one's own (its work bound, its caches).
///
/// ```
/// use grundy::nimber::expr::{evaluate_ordinal_in, ExprErrorKind};
/// use grundy::nimber::ordinal::{OrdinalError, OrdinalField};
/// let e = evaluate_ordinal_in("inv(omega^(omega^3))", OrdinalField::with_work_limit(100)).unwrap_err();
/// assert_eq!(e.kind, ExprErrorKind::Ordinal { error: OrdinalError::TooMuchWork { limit: 100 } });
/// ```
pub fn evaluate_ordinal_in(
    expression: &str,
    field: OrdinalField,
) -> Result<OrdinalEvaluation, ExprError> {
    let mut parser = OrdinalParser {
        cursor: Cursor::new(expression),
        depth: 0,
        steps: Vec::new(),
        field,
    };
    if parser.cursor.is_empty() {
        return Err(parser.cursor.error(ExprErrorKind::Empty));
    }
    let value = parser.sum()?;
    if parser.cursor.peek().is_some() {
        return Err(parser.cursor.expected(Expected::Operator));
    }
    Ok(OrdinalEvaluation {
        expression: expression.to_string(),
        value,
        steps: parser.steps,
    })
}
