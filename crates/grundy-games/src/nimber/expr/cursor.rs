//! The token cursor both parsers hold: the tokens of an expression, where the parser
//! stands, and the errors it reports at the column it stands on.

use super::token::{tokenize, Token};
use super::{Expected, ExprError, ExprErrorKind};

/// What a parser returns: its value, or the error at the column it stopped.
pub(super) type Parsed<T> = Result<T, ExprError>;

/// A parser on a [`Cursor`]: what the grammar rules both parsers share need of it.
pub(super) trait OnCursor {
    /// The parser's cursor.
    fn cursor(&mut self) -> &mut Cursor;
}

/// One left-associative level of binary operators, `operand (op operand)*` with each `op`
/// one of `ops`, folded from the left by `combine(parser, op, column of op, left, right)`:
/// `+` over terms and `*`, `/` over powers, in the finite and the ordinal grammar alike.
pub(super) fn left_assoc<P: OnCursor, V>(
    parser: &mut P,
    ops: &[char],
    mut operand: impl FnMut(&mut P) -> Parsed<V>,
    mut combine: impl FnMut(&mut P, char, usize, V, V) -> Parsed<V>,
) -> Parsed<V> {
    let mut value = operand(parser)?;
    while let Some(&(column, Token::Op(op))) = parser.cursor().peek() {
        if !ops.contains(&op) {
            break;
        }
        parser.cursor().advance();
        let right = operand(parser)?;
        value = combine(parser, op, column, value, right)?;
    }
    Ok(value)
}

/// The tokens of an expression and the position of the next one.
pub(super) struct Cursor {
    tokens: Vec<(usize, Token)>,
    pos: usize,
    /// The column past the last character: where an error at the end points.
    end: usize,
}

impl Cursor {
    /// The cursor at the first token of `expression`.
    pub(super) fn new(expression: &str) -> Cursor {
        Cursor {
            tokens: tokenize(expression),
            pos: 0,
            end: expression.chars().count() + 1,
        }
    }

    /// Whether the expression has no token at all.
    pub(super) fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    /// The next token and its column, `None` at the end.
    pub(super) fn peek(&self) -> Option<&(usize, Token)> {
        self.tokens.get(self.pos)
    }

    /// Moves past the next token.
    pub(super) fn advance(&mut self) {
        self.pos += 1;
    }

    /// The column of the next token, or the end's.
    pub(super) fn column(&self) -> usize {
        self.peek().map_or(self.end, |(c, _)| *c)
    }

    /// `kind` at the next token's column.
    pub(super) fn error(&self, kind: ExprErrorKind) -> ExprError {
        ExprError {
            column: self.column(),
            kind,
        }
    }

    /// `expected` was wanted where the next token (or the end) stands.
    pub(super) fn expected(&self, expected: Expected) -> ExprError {
        self.error(ExprErrorKind::Expected {
            expected,
            found: self.peek().map(|(_, t)| t.text()),
        })
    }
}
