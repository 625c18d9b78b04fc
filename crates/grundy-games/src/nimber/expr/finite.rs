//! The finite nimbers: the parser of an expression below `2^128` (`Parser`, on the shared
//! `Cursor`), evaluated in GF(2^128) with its steps, and its result, `Evaluation`.

use super::cursor::{left_assoc, Cursor, OnCursor, Parsed};
use super::token::{digits, reduce_exponent, Token};
use super::{Expected, ExprError, ExprErrorKind, MAX_DEPTH};
use crate::i18n::Lang;
use crate::nimber::field::{self, Step, Worked};
use serde::Serialize;

/// An evaluated expression: its text, its value and the reasoning (the JSON of
/// `grundy nimber --json`).
///
/// ```
/// use grundy::nimber::expr::evaluate;
/// let e = evaluate("16 * 16").unwrap();
/// assert_eq!((e.expression.as_str(), e.value), ("16 * 16", 24));
/// assert!(e.explain_in(grundy::Lang::Ru).len() >= 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Evaluation {
    /// The expression as given.
    pub expression: String,
    /// Its value.
    #[serde(serialize_with = "crate::nimber::field::big")]
    pub value: u128,
    /// The reasoning, in the order it was done.
    pub steps: Vec<Step>,
}

impl Evaluation {
    /// The reasoning in words, one line a step, in `lang`.
    ///
    /// ```
    /// use grundy::nimber::expr::evaluate;
    /// let lines = evaluate("3 + 5").unwrap().explain_in(grundy::Lang::En);
    /// assert_eq!(lines.len(), 1);
    /// assert!(lines[0].contains("3 ⊕ 5 = 6"), "{}", lines[0]);
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Vec<String> {
        self.steps.iter().map(|s| s.explain_in(lang)).collect()
    }
}

struct Parser {
    cursor: Cursor,
    depth: usize,
    steps: Vec<Step>,
}

impl OnCursor for Parser {
    fn cursor(&mut self) -> &mut Cursor {
        &mut self.cursor
    }
}

impl Parser {
    fn take(&mut self, worked: Worked) -> u128 {
        self.steps.extend(worked.steps);
        worked.value
    }

    fn sum(&mut self) -> Parsed<u128> {
        left_assoc(self, &['+'], Parser::term, |p, _, _, left, right| {
            Ok(p.take(field::add(left, right)))
        })
    }

    fn term(&mut self) -> Parsed<u128> {
        left_assoc(
            self,
            &['*', '/'],
            Parser::power,
            |p, op, column, left, right| {
                if op == '*' {
                    return Ok(p.take(field::mul(left, right)));
                }
                let worked = field::divide(left, right).map_err(|error| ExprError {
                    column,
                    kind: ExprErrorKind::Arithmetic { error },
                })?;
                Ok(p.take(worked))
            },
        )
    }

    fn power(&mut self) -> Parsed<u128> {
        let base = self.atom()?;
        if !matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
            return Ok(base);
        }
        self.cursor.advance();
        let Some((_, Token::Number(literal))) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::Exponent));
        };
        let Some((body, radix)) = digits(&literal) else {
            return Err(self.cursor.expected(Expected::Exponent));
        };
        let (exponent, reduced) = reduce_exponent(body, radix);
        self.cursor.advance();
        if reduced {
            self.steps.push(Step::ExponentReduced {
                exponent: literal,
                reduced: exponent,
            });
        }
        if matches!(self.cursor.peek(), Some((_, Token::Op('^')))) {
            return Err(self.cursor.error(ExprErrorKind::ChainedPower));
        }
        Ok(self.take(field::power(base, exponent)))
    }

    fn nested(&mut self, column: usize) -> Parsed<u128> {
        if self.depth >= MAX_DEPTH {
            return Err(ExprError {
                column,
                kind: ExprErrorKind::TooDeep { limit: MAX_DEPTH },
            });
        }
        self.depth += 1;
        let value = self.sum()?;
        self.depth -= 1;
        match self.cursor.peek() {
            Some((_, Token::Close)) => {
                self.cursor.advance();
                Ok(value)
            }
            _ => Err(self.cursor.expected(Expected::CloseParen)),
        }
    }

    fn atom(&mut self) -> Parsed<u128> {
        let Some((column, token)) = self.cursor.peek().cloned() else {
            return Err(self.cursor.expected(Expected::Operand));
        };
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
                Ok(value)
            }
            Token::Open => {
                self.cursor.advance();
                self.nested(column)
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
                if function == "sqrt" {
                    Ok(self.take(field::sqrt(x)))
                } else {
                    let worked = field::inverse(x).map_err(|error| ExprError {
                        column,
                        kind: ExprErrorKind::Arithmetic { error },
                    })?;
                    Ok(self.take(worked))
                }
            }
            _ => Err(self.cursor.expected(Expected::Operand)),
        }
    }
}

/// Evaluates `expression` (the grammar above), its value and every step.
///
/// ```
/// use grundy::nimber::expr::{evaluate, ExprErrorKind};
/// assert_eq!(evaluate("inv(2)").unwrap().value, 3);
/// assert_eq!(evaluate("(2 ^ 3) / 0x3").unwrap().value, 2);
/// let deep = format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000));
/// assert!(matches!(evaluate(&deep).unwrap_err().kind, ExprErrorKind::TooDeep { limit: 200 }));
/// let big = evaluate("340282366920938463463374607431768211456").unwrap_err();
/// assert!(big.to_string().contains("2^128"), "{big}");
/// ```
pub fn evaluate(expression: &str) -> Result<Evaluation, ExprError> {
    let mut parser = Parser {
        cursor: Cursor::new(expression),
        depth: 0,
        steps: Vec::new(),
    };
    if parser.cursor.is_empty() {
        return Err(parser.cursor.error(ExprErrorKind::Empty));
    }
    let value = parser.sum()?;
    if parser.cursor.peek().is_some() {
        return Err(parser.cursor.expected(Expected::Operator));
    }
    Ok(Evaluation {
        expression: expression.to_string(),
        value,
        steps: parser.steps,
    })
}
