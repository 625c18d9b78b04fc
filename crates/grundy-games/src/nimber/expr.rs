//! Expressions of nimber arithmetic, evaluated with their reasoning: `+` (nim-sum), `*`
//! (nim-product), `/`, `^` (a power with an ordinary integer exponent), `sqrt(x)`,
//! `inv(x)`, parentheses, decimal and `0x` hexadecimal literals below `2^128`.
//!
//! `^` binds tightest, then `*` and `/` (from the left), then `+`. Parentheses and
//! functions nest at most [`MAX_DEPTH`] deep; every error names its column (from 1).
//!
//! ```
//! use grundy::nimber::expr::evaluate;
//! // 2 ⊗ 2 = 3; 16 ⊗ 16 = 24, whose square root is 16; 3 ⊕ 16 = 19
//! let e = evaluate("2*2 + sqrt(0x10 * 16)").unwrap();
//! assert_eq!(e.value, 19);
//! ```

use super::field::{self, NimberError, Step, Worked};
use super::ordinal::{Exponent, Ordinal, OrdinalError, OrdinalField, OrdinalStep, OrdinalWorked};
use crate::i18n::{t, Lang};
use serde::Serialize;
use thiserror::Error;

/// How deep parentheses and functions may nest.
pub const MAX_DEPTH: usize = 200;

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
        /// [`MAX_DEPTH`].
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
    #[serde(serialize_with = "super::field::big")]
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

/// A token and its column.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    /// A literal as written (digits, or `0x` and hex digits).
    Number(String),
    Name(String),
    Op(char),
    Open,
    Close,
    Other(char),
}

impl Token {
    fn text(&self) -> String {
        match self {
            Token::Number(s) | Token::Name(s) => s.clone(),
            Token::Op(c) | Token::Other(c) => c.to_string(),
            Token::Open => "(".into(),
            Token::Close => ")".into(),
        }
    }
}

fn tokenize(text: &str) -> Vec<(usize, Token)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let token = if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
            {
                i += 1;
            }
            let word: String = chars.get(start..i).unwrap_or_default().iter().collect();
            if c.is_ascii_digit() {
                Token::Number(word)
            } else {
                Token::Name(word)
            }
        } else {
            i += 1;
            match c {
                '+' | '*' | '/' | '^' => Token::Op(c),
                '⊕' => Token::Op('+'),
                '⊗' | '×' => Token::Op('*'),
                '(' => Token::Open,
                ')' => Token::Close,
                _ => Token::Other(c),
            }
        };
        out.push((column, token));
    }
    out
}

/// The digits of a literal and their base, `None` when it is not one.
fn digits(literal: &str) -> Option<(&str, u32)> {
    let (body, radix) = match literal
        .strip_prefix("0x")
        .or_else(|| literal.strip_prefix("0X"))
    {
        Some(hex) => (hex, 16),
        None => (literal, 10),
    };
    (!body.is_empty() && body.chars().all(|c| c.is_digit(radix))).then_some((body, radix))
}

/// An exponent as written, reduced modulo `2^128 − 1` (end-around carry: `2^128 ≡ 1`)
/// into `1..=2^128 − 1` when it is not 0; and whether it was `2^128` or more.
fn reduce_exponent(body: &str, radix: u32) -> (u128, bool) {
    let shift = if radix == 16 { 4 } else { 1 };
    let add = |a: u128, b: u128| match a.overflowing_add(b) {
        (s, true) => s + 1,
        (s, false) => s,
    };
    let (mut r, mut exact, mut fits, mut nonzero) = (0u128, 0u128, true, false);
    for d in body.chars().filter_map(|c| c.to_digit(radix)) {
        let d = u128::from(d);
        nonzero |= d != 0;
        r = if radix == 16 {
            add(r.rotate_left(shift), d)
        } else {
            // 10·r = 8·r + 2·r
            add(add(r.rotate_left(3), r.rotate_left(1)), d)
        };
        match exact
            .checked_mul(u128::from(radix))
            .and_then(|x| x.checked_add(d))
        {
            Some(x) if fits => exact = x,
            _ => fits = false,
        }
    }
    if fits {
        return (exact, false);
    }
    // r ≡ the exponent; u128::MAX ≡ 0, kept for a nonzero exponent (x^(2^128−1) = 1).
    let r = if r == 0 && nonzero { u128::MAX } else { r };
    (r, true)
}

struct Parser {
    tokens: Vec<(usize, Token)>,
    pos: usize,
    end: usize,
    depth: usize,
    steps: Vec<Step>,
}

type Parsed<T> = Result<T, ExprError>;

impl Parser {
    fn peek(&self) -> Option<&(usize, Token)> {
        self.tokens.get(self.pos)
    }

    fn column(&self) -> usize {
        self.peek().map_or(self.end, |(c, _)| *c)
    }

    fn error(&self, kind: ExprErrorKind) -> ExprError {
        ExprError {
            column: self.column(),
            kind,
        }
    }

    fn expected(&self, expected: Expected) -> ExprError {
        self.error(ExprErrorKind::Expected {
            expected,
            found: self.peek().map(|(_, t)| t.text()),
        })
    }

    fn take(&mut self, worked: Worked) -> u128 {
        self.steps.extend(worked.steps);
        worked.value
    }

    fn sum(&mut self) -> Parsed<u128> {
        let mut value = self.term()?;
        while let Some((_, Token::Op('+'))) = self.peek() {
            self.pos += 1;
            let right = self.term()?;
            value = self.take(field::add(value, right));
        }
        Ok(value)
    }

    fn term(&mut self) -> Parsed<u128> {
        let mut value = self.power()?;
        while let Some(&(column, Token::Op(op @ ('*' | '/')))) = self.peek() {
            self.pos += 1;
            let right = self.power()?;
            value = if op == '*' {
                self.take(field::mul(value, right))
            } else {
                let worked = field::divide(value, right).map_err(|error| ExprError {
                    column,
                    kind: ExprErrorKind::Arithmetic { error },
                })?;
                self.take(worked)
            };
        }
        Ok(value)
    }

    fn power(&mut self) -> Parsed<u128> {
        let base = self.atom()?;
        if !matches!(self.peek(), Some((_, Token::Op('^')))) {
            return Ok(base);
        }
        self.pos += 1;
        let Some((_, Token::Number(literal))) = self.peek().cloned() else {
            return Err(self.expected(Expected::Exponent));
        };
        let Some((body, radix)) = digits(&literal) else {
            return Err(self.expected(Expected::Exponent));
        };
        let (exponent, reduced) = reduce_exponent(body, radix);
        self.pos += 1;
        if reduced {
            self.steps.push(Step::ExponentReduced {
                exponent: literal,
                reduced: exponent,
            });
        }
        if matches!(self.peek(), Some((_, Token::Op('^')))) {
            return Err(self.error(ExprErrorKind::ChainedPower));
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
        match self.peek() {
            Some((_, Token::Close)) => {
                self.pos += 1;
                Ok(value)
            }
            _ => Err(self.expected(Expected::CloseParen)),
        }
    }

    fn atom(&mut self) -> Parsed<u128> {
        let Some((column, token)) = self.peek().cloned() else {
            return Err(self.expected(Expected::Operand));
        };
        match token {
            Token::Number(literal) => {
                let Some((body, radix)) = digits(&literal) else {
                    return Err(self.expected(Expected::Operand));
                };
                let value = u128::from_str_radix(body, radix).map_err(|_| {
                    self.error(ExprErrorKind::TooLarge {
                        literal: literal.clone(),
                    })
                })?;
                self.pos += 1;
                Ok(value)
            }
            Token::Open => {
                self.pos += 1;
                self.nested(column)
            }
            Token::Name(name) => {
                let function = name.to_ascii_lowercase();
                if function != "sqrt" && function != "inv" {
                    return Err(self.error(ExprErrorKind::UnknownFunction { name }));
                }
                self.pos += 1;
                if !matches!(self.peek(), Some((_, Token::Open))) {
                    return Err(self.expected(Expected::OpenParen));
                }
                self.pos += 1;
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
            _ => Err(self.expected(Expected::Operand)),
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
    let tokens = tokenize(expression);
    let mut parser = Parser {
        tokens,
        pos: 0,
        end: expression.chars().count() + 1,
        depth: 0,
        steps: Vec::new(),
    };
    if parser.tokens.is_empty() {
        return Err(parser.error(ExprErrorKind::Empty));
    }
    let value = parser.sum()?;
    if parser.peek().is_some() {
        return Err(parser.expected(Expected::Operator));
    }
    Ok(Evaluation {
        expression: expression.to_string(),
        value,
        steps: parser.steps,
    })
}

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
    tokens: Vec<(usize, Token)>,
    pos: usize,
    end: usize,
    depth: usize,
    steps: Vec<OrdinalStep>,
    field: OrdinalField,
}

impl OrdinalParser {
    fn peek(&self) -> Option<&(usize, Token)> {
        self.tokens.get(self.pos)
    }

    fn column(&self) -> usize {
        self.peek().map_or(self.end, |(c, _)| *c)
    }

    fn error(&self, kind: ExprErrorKind) -> ExprError {
        ExprError {
            column: self.column(),
            kind,
        }
    }

    fn expected(&self, expected: Expected) -> ExprError {
        self.error(ExprErrorKind::Expected {
            expected,
            found: self.peek().map(|(_, t)| t.text()),
        })
    }

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
        let mut value = self.term()?;
        while let Some((_, Token::Op('+'))) = self.peek() {
            self.pos += 1;
            let right = self.term()?;
            let worked = self.field.add(&value, &right);
            value = self.take(0, Ok(worked))?;
        }
        Ok(value)
    }

    fn term(&mut self) -> Parsed<Ordinal> {
        let mut value = self.power()?;
        while let Some(&(column, Token::Op(op @ ('*' | '/')))) = self.peek() {
            self.pos += 1;
            let right = self.power()?;
            let worked = if op == '*' {
                self.field.mul(&value, &right)
            } else {
                self.field.divide(&value, &right)
            };
            value = self.take(column, worked)?;
        }
        Ok(value)
    }

    fn power(&mut self) -> Parsed<Ordinal> {
        let (base, literal) = self.atom()?;
        if !matches!(self.peek(), Some((_, Token::Op('^')))) {
            return Ok(base);
        }
        if literal {
            // ω^a^b: the power of ω written is raised again.
            return Err(self.error(ExprErrorKind::ChainedPower));
        }
        let column = self.column();
        self.pos += 1;
        let Some((_, Token::Number(text))) = self.peek().cloned() else {
            return Err(self.expected(Expected::Exponent));
        };
        let Some((body, radix)) = digits(&text) else {
            return Err(self.expected(Expected::Exponent));
        };
        let exponent = u128::from_str_radix(body, radix).map_err(|_| {
            self.error(ExprErrorKind::Ordinal {
                error: OrdinalError::PowerTooLarge {
                    exponent: text.clone(),
                },
            })
        })?;
        self.pos += 1;
        if matches!(self.peek(), Some((_, Token::Op('^')))) {
            return Err(self.error(ExprErrorKind::ChainedPower));
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
        match self.peek() {
            Some((_, Token::Close)) => {
                self.pos += 1;
                Ok(())
            }
            _ => Err(self.expected(Expected::CloseParen)),
        }
    }

    /// A natural number below `2^64` (a coefficient of an exponent of `ω`).
    fn small_number(&mut self, level: usize) -> Parsed<u64> {
        let Some((_, Token::Number(text))) = self.peek().cloned() else {
            return Err(self.expected(Expected::OmegaExponent));
        };
        let Some((body, radix)) = digits(&text) else {
            return Err(self.expected(Expected::OmegaExponent));
        };
        let n = u64::from_str_radix(body, radix).map_err(|_| {
            self.error(ExprErrorKind::Ordinal {
                error: OrdinalError::ExponentTooLarge { level },
            })
        })?;
        self.pos += 1;
        Ok(n)
    }

    /// One term of an exponent of `ω`: `n`, `ω`, `ω^k`, each optionally `* n`; as
    /// `(k, n)` for `ω^k·n`.
    fn exponent_term(&mut self) -> Parsed<(usize, u64)> {
        let Some((_, token)) = self.peek().cloned() else {
            return Err(self.expected(Expected::OmegaExponent));
        };
        if !is_omega(&token) {
            return Ok((0, self.small_number(0)?));
        }
        self.pos += 1;
        let mut level = 1usize;
        if matches!(self.peek(), Some((_, Token::Op('^')))) {
            self.pos += 1;
            let column = self.column();
            let k = self.small_number(0)?;
            level = usize::try_from(k)
                .ok()
                .filter(|&k| k <= super::ordinal::MAX_LEVEL)
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
        if matches!(self.peek(), Some((_, Token::Op('*')))) {
            self.pos += 1;
            n = self.small_number(level)?;
        }
        Ok((level, n))
    }

    /// The exponent after `ω^`: a number, `ω`, or a sum of terms in parentheses (added
    /// as ordinals: a term absorbs the smaller ones before it).
    fn omega_exponent(&mut self) -> Parsed<Exponent> {
        let Some((_, token)) = self.peek().cloned() else {
            return Err(self.expected(Expected::OmegaExponent));
        };
        if token != Token::Open {
            if is_omega(&token) {
                self.pos += 1;
                return Ok(Exponent::new(vec![0, 1]));
            }
            return Ok(Exponent::new(vec![self.small_number(0)?]));
        }
        self.pos += 1;
        let mut e: Vec<u64> = Vec::new();
        loop {
            let term_column = self.column();
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
            if !matches!(self.peek(), Some((_, Token::Op('+')))) {
                break;
            }
            self.pos += 1;
        }
        self.close()?;
        Ok(Exponent::new(e))
    }

    /// An operand, and whether it is a power of `ω` written with `^`.
    fn atom(&mut self) -> Parsed<(Ordinal, bool)> {
        let Some((column, token)) = self.peek().cloned() else {
            return Err(self.expected(Expected::Operand));
        };
        if is_omega(&token) {
            self.pos += 1;
            if !matches!(self.peek(), Some((_, Token::Op('^')))) {
                return Ok((Ordinal::omega(), false));
            }
            self.pos += 1;
            let e = self.omega_exponent()?;
            return Ok((Ordinal::from_terms([(e, 1)]), true));
        }
        match token {
            Token::Number(literal) => {
                let Some((body, radix)) = digits(&literal) else {
                    return Err(self.expected(Expected::Operand));
                };
                let value = u128::from_str_radix(body, radix).map_err(|_| {
                    self.error(ExprErrorKind::TooLarge {
                        literal: literal.clone(),
                    })
                })?;
                self.pos += 1;
                Ok((Ordinal::finite(value), false))
            }
            Token::Open => {
                self.pos += 1;
                Ok((self.nested(column)?, false))
            }
            Token::Name(name) => {
                let function = name.to_ascii_lowercase();
                if function != "sqrt" && function != "inv" {
                    return Err(self.error(ExprErrorKind::UnknownFunction { name }));
                }
                self.pos += 1;
                if !matches!(self.peek(), Some((_, Token::Open))) {
                    return Err(self.expected(Expected::OpenParen));
                }
                self.pos += 1;
                let x = self.nested(column)?;
                let worked = if function == "sqrt" {
                    self.field.sqrt(&x)
                } else {
                    self.field.inverse(&x)
                };
                Ok((self.take(column, worked)?, false))
            }
            _ => Err(self.expected(Expected::Operand)),
        }
    }
}

/// Evaluates an expression of ordinals below `ω^(ω^ω)`: the grammar of [`evaluate`] with
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
        tokens: tokenize(expression),
        pos: 0,
        end: expression.chars().count() + 1,
        depth: 0,
        steps: Vec::new(),
        field,
    };
    if parser.tokens.is_empty() {
        return Err(parser.error(ExprErrorKind::Empty));
    }
    let value = parser.sum()?;
    if parser.peek().is_some() {
        return Err(parser.expected(Expected::Operator));
    }
    Ok(OrdinalEvaluation {
        expression: expression.to_string(),
        value,
        steps: parser.steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimber::field::{mul, sqrt};
    use proptest::prelude::*;

    fn kind(text: &str) -> (usize, ExprErrorKind) {
        let e = evaluate(text).unwrap_err();
        (e.column, e.kind)
    }

    #[test]
    fn errors_name_what_and_where() {
        let found = |s: &str| Some(s.to_string());
        assert_eq!(kind("   "), (4, ExprErrorKind::Empty));
        assert_eq!(
            kind("2 * (3 + 4"),
            (
                11,
                ExprErrorKind::Expected {
                    expected: Expected::CloseParen,
                    found: None
                }
            )
        );
        assert_eq!(
            kind("2 $ 3"),
            (
                3,
                ExprErrorKind::Expected {
                    expected: Expected::Operator,
                    found: found("$")
                }
            )
        );
        assert_eq!(
            kind("2 ^ x"),
            (
                5,
                ExprErrorKind::Expected {
                    expected: Expected::Exponent,
                    found: found("x")
                }
            )
        );
        assert_eq!(kind("2^2^2"), (4, ExprErrorKind::ChainedPower));
        assert_eq!(
            kind("1 + cbrt(8)"),
            (
                5,
                ExprErrorKind::UnknownFunction {
                    name: "cbrt".into()
                }
            )
        );
        assert_eq!(
            kind("sqrt 8"),
            (
                6,
                ExprErrorKind::Expected {
                    expected: Expected::OpenParen,
                    found: found("8")
                }
            )
        );
        assert_eq!(
            kind("0x"),
            (
                1,
                ExprErrorKind::Expected {
                    expected: Expected::Operand,
                    found: found("0x")
                }
            )
        );
        let too_large = format!("1 + 0x1{}", "0".repeat(32));
        assert_eq!(
            kind(&too_large),
            (
                5,
                ExprErrorKind::TooLarge {
                    literal: too_large[4..].to_string()
                }
            )
        );
        assert_eq!(
            kind("7 / (3 + 3)"),
            (
                3,
                ExprErrorKind::Arithmetic {
                    error: NimberError::DivisionByZero { dividend: 7 }
                }
            )
        );
        assert_eq!(
            kind("1+inv(0)"),
            (
                3,
                ExprErrorKind::Arithmetic {
                    error: NimberError::InverseOfZero
                }
            )
        );
        let e = evaluate("7 / 0").unwrap_err();
        for lang in Lang::ALL {
            let text = crate::i18n::errors::Localized::message_in(&e, lang);
            assert!(
                text.contains('3') && text.contains("7 / 0"),
                "{lang:?}: {text}"
            );
        }
    }

    #[test]
    fn nesting_is_limited_not_a_stack_overflow() {
        let ok = format!("{}5{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert_eq!(evaluate(&ok).unwrap().value, 5);
        let deep = format!(
            "{}5{}",
            "(".repeat(MAX_DEPTH + 1),
            ")".repeat(MAX_DEPTH + 1)
        );
        assert_eq!(
            kind(&deep),
            (MAX_DEPTH + 1, ExprErrorKind::TooDeep { limit: MAX_DEPTH })
        );
        let sqrts = format!("{}5{}", "sqrt(".repeat(100_000), ")".repeat(100_000));
        let (column, k) = kind(&sqrts);
        assert_eq!(
            (column, k),
            (
                5 * MAX_DEPTH + 1,
                ExprErrorKind::TooDeep { limit: MAX_DEPTH }
            )
        );
        let e = evaluate(&"(".repeat(100_000)).unwrap_err();
        assert!(e.to_string().contains(&MAX_DEPTH.to_string()), "{e}");
    }

    #[test]
    fn exponents_of_any_size() {
        // 2^128 ≡ 1 modulo 2^128 − 1: x^(2^128) = x.
        let two_128 = "340282366920938463463374607431768211456";
        for x in [0u128, 1, 2, 3, 255, u128::MAX] {
            let e = evaluate(&format!("{x}^{two_128}")).unwrap();
            assert_eq!(e.value, x, "{x}");
            assert!(matches!(
                e.steps[0],
                Step::ExponentReduced { reduced: 1, .. }
            ));
            let e = evaluate(&format!("{x}^0x{}", "f".repeat(32))).unwrap();
            assert_eq!(e.value, u128::from(x != 0), "{x}^(2^128 − 1)");
            // (2^128 − 1)·2 ≡ 0: reduced to 2^128 − 1, not to 0.
            let e = evaluate(&format!("{x}^0x1{}e", "f".repeat(31))).unwrap();
            assert_eq!(e.value, u128::from(x != 0), "{x}^(2^129 − 2)");
        }
        assert_eq!(evaluate("0^0").unwrap().value, 1);
        assert_eq!(
            evaluate("0^0x00000000000000000000000000000000000")
                .unwrap()
                .value,
            1
        );
    }

    proptest! {
        // Each case takes a few inverses in GF(2^128): 16 cases keep the debug run short.
        #![proptest_config(ProptestConfig::with_cases(16))]

        #[test]
        fn expressions_are_the_field_operations(a in any::<u128>(), b in 1..u128::MAX, c in 0..1000u32) {
            let text = format!("(0x{a:x} + {b}) * {a} / sqrt({b}) + inv({b})^{c}");
            let e = evaluate(&text).unwrap();
            let m = |x, y| mul(x, y).value;
            let inv_b = field::inverse(b).unwrap().value;
            let left = m(m(a ^ b, a), field::inverse(sqrt(b).value).unwrap().value);
            let right = field::power(inv_b, u128::from(c)).value;
            prop_assert_eq!(e.value, left ^ right);
            prop_assert!(!e.steps.is_empty());
        }

        #[test]
        fn any_text_gives_a_value_or_an_error(text in "[0-9a-fx()+*/^ sqrtinv]{0,40}") {
            match evaluate(&text) {
                Ok(e) => prop_assert_eq!(e.expression, text),
                Err(e) => prop_assert!(e.column >= 1 && e.column <= text.chars().count() + 1),
            }
        }
    }
}
