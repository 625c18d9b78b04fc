//! Why a formula could not be read: `FormulaError`, what was wrong and at which column,
//! and its words.

use super::token::FUNCTIONS;
use super::Type;
use crate::i18n::{msg, Message};

/// A formula that could not be read: what was wrong and where (a 1-based column, in
/// characters, of the text given to [`FormulaRule::parse`](crate::heap::formula::FormulaRule::parse)).
///
/// ```
/// use grundy_heap::heap::formula::{FormulaError, FormulaRule};
/// let e = FormulaRule::parse("n -> [[n - m]]").unwrap_err();
/// assert_eq!(e, FormulaError::UnknownName { name: "m".into(), column: 12 });
/// assert_eq!(e.to_string(), "unknown name `m` at column 12: the names are the heap's and those of the `for` clauses");
/// assert_eq!(e.column(), 12);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
#[non_exhaustive]
pub enum FormulaError {
    /// Nothing to read.
    Empty,
    /// More characters than [`MAX_FORMULA_CHARS`](super::MAX_FORMULA_CHARS).
    TooLong {
        /// The characters written.
        chars: usize,
        /// [`MAX_FORMULA_CHARS`](super::MAX_FORMULA_CHARS).
        max: usize,
    },
    /// A character no token starts with.
    UnexpectedCharacter {
        /// The character.
        found: char,
        /// Where it is.
        column: usize,
    },
    /// A token where another was expected.
    Expected {
        /// What was expected: a token of the notation (`->`, `]`, `)`, `in` …) or one of
        /// `name`, `expression`, `end`, `comma-or-close` (`,` or `]`), `connective`
        /// (`and` or `or` between two comparisons), `one-range` (no second `..`).
        expected: String,
        /// The token found (empty at the end of the text).
        found: String,
        /// Where.
        column: usize,
    },
    /// A number beyond 64 bits.
    NumberTooLarge {
        /// The digits.
        text: String,
        /// Where.
        column: usize,
    },
    /// A name that is neither the heap's nor one of a `for` clause.
    UnknownName {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A name that is a keyword or a function.
    ReservedName {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A function the language does not have.
    UnknownFunction {
        /// The name.
        name: String,
        /// Where.
        column: usize,
    },
    /// A function called with the wrong number of arguments.
    Arity {
        /// The function.
        name: String,
        /// How many it takes (`1`, `1 or more`).
        takes: String,
        /// How many were given.
        given: usize,
        /// Where.
        column: usize,
    },
    /// An expression of the wrong type.
    Type {
        /// What was needed.
        expected: String,
        /// What the expression is.
        found: Type,
        /// Where the expression starts.
        column: usize,
    },
    /// Brackets, operators or clauses nested deeper than [`MAX_FORMULA_DEPTH`](super::MAX_FORMULA_DEPTH).
    TooDeep {
        /// Where the level too many starts.
        column: usize,
        /// [`MAX_FORMULA_DEPTH`](super::MAX_FORMULA_DEPTH).
        max: usize,
    },
}

impl FormulaError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let e = FormulaRule::parse("n -> [[n - 1]").unwrap_err();
    /// assert_eq!(e.message().id(), "parse-formula-expected");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            FormulaError::Empty => msg!("parse-formula-empty"),
            FormulaError::TooLong { chars, max } => {
                msg!("parse-formula-too-long", chars = *chars, max = *max)
            }
            FormulaError::UnexpectedCharacter { found, column } => msg!(
                "parse-formula-unexpected-character",
                found = found.to_string(),
                column = *column
            ),
            FormulaError::Expected {
                expected,
                found,
                column,
            } => {
                // A token of the notation is shown as written, in backticks; the other
                // things expected, and the end of the text, are words of each language.
                let want = match expected.as_str() {
                    "name" => Some(msg!("parse-formula-want-name")),
                    "expression" => Some(msg!("parse-formula-want-expression")),
                    "end" => Some(msg!("parse-formula-want-end")),
                    "comma-or-close" => Some(msg!("parse-formula-want-comma-or-close")),
                    "connective" => Some(msg!("parse-formula-want-connective")),
                    "one-range" => Some(msg!("parse-formula-want-one-range")),
                    _ => None,
                };
                let m = msg!("parse-formula-expected", column = *column);
                let m = match want {
                    Some(want) => m.with_message("expected", want),
                    None => m.with("expected", format!("`{expected}`")),
                };
                if found.is_empty() {
                    m.with_message("found", msg!("parse-formula-found-end"))
                } else {
                    m.with("found", format!("`{found}`"))
                }
            }
            FormulaError::NumberTooLarge { text, column } => msg!(
                "parse-formula-number-too-large",
                text = text,
                column = *column,
                max = i64::MAX.to_string()
            ),
            FormulaError::UnknownName { name, column } => {
                msg!("parse-formula-unknown-name", name = name, column = *column)
            }
            FormulaError::ReservedName { name, column } => {
                msg!("parse-formula-reserved-name", name = name, column = *column)
            }
            FormulaError::UnknownFunction { name, column } => msg!(
                "parse-formula-unknown-function",
                name = name,
                column = *column,
                known = FUNCTIONS.join(", ")
            ),
            FormulaError::Arity {
                name,
                takes,
                given,
                column,
            } => msg!(
                "parse-formula-arity",
                name = name,
                takes = takes,
                given = *given,
                column = *column
            ),
            FormulaError::Type {
                expected,
                found,
                column,
            } => msg!(
                "parse-formula-type",
                expected = expected,
                found = found.to_string(),
                column = *column
            ),
            FormulaError::TooDeep { column, max } => {
                msg!("parse-formula-too-deep", column = *column, max = *max)
            }
        }
    }

    /// The column the error names (1 for an empty or too long formula).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// assert_eq!(FormulaRule::parse("n -> [[n $ 1]]").unwrap_err().column(), 10);
    /// ```
    pub fn column(&self) -> usize {
        match self {
            FormulaError::Empty | FormulaError::TooLong { .. } => 1,
            FormulaError::UnexpectedCharacter { column, .. }
            | FormulaError::Expected { column, .. }
            | FormulaError::NumberTooLarge { column, .. }
            | FormulaError::UnknownName { column, .. }
            | FormulaError::ReservedName { column, .. }
            | FormulaError::UnknownFunction { column, .. }
            | FormulaError::Arity { column, .. }
            | FormulaError::Type { column, .. }
            | FormulaError::TooDeep { column, .. } => *column,
        }
    }

    /// The same error with its column moved `by` characters to the right (a formula
    /// read inside a longer text).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let e = FormulaRule::parse("n -> [[m]]").unwrap_err();
    /// assert_eq!(e.clone().shifted(10).column(), e.column() + 10);
    /// ```
    pub fn shifted(mut self, by: usize) -> FormulaError {
        match &mut self {
            FormulaError::Empty | FormulaError::TooLong { .. } => {}
            FormulaError::UnexpectedCharacter { column, .. }
            | FormulaError::Expected { column, .. }
            | FormulaError::NumberTooLarge { column, .. }
            | FormulaError::UnknownName { column, .. }
            | FormulaError::ReservedName { column, .. }
            | FormulaError::UnknownFunction { column, .. }
            | FormulaError::Arity { column, .. }
            | FormulaError::Type { column, .. }
            | FormulaError::TooDeep { column, .. } => *column += by,
        }
        self
    }
}

impl crate::i18n::errors::Localized for FormulaError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(FormulaError);
