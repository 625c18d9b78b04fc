//! Reading a code: the three contexts ([`Context`]: bare, `hex(…)`, `tb(…)`), the parser
//! of CGSuite's notation, and [`CodeError`], which names the offending character and its
//! column.

use super::{Constraint, Digit, TbCode, MAX_DIGITS, MAX_HEAP_COUNT};
use crate::i18n::{msg, Message};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which digits a code may use (see the module documentation).
///
/// ```
/// use grundy_heap::heap::code::{parse_code, CodeError, Context};
/// let e = parse_code("hex(0.Z)").unwrap_err();
/// assert!(matches!(e, CodeError::NotADigit { context: Context::Hex, .. }));
/// assert_eq!(Context::Octal.to_string(), "an octal digit (0-7)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Context {
    /// Bare codes: digits `0`–`7`, CGSuite extensions allowed.
    Octal,
    /// `hex(…)`: digits `0`–`9`, `A`–`F`, nothing else.
    Hex,
    /// `tb(…)` / `cgsuite(…)`: digits `0`–`9`, `A`–`V`, all extensions.
    Cgsuite,
}

impl fmt::Display for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl Context {
    /// What a digit of the context is, as a catalogue message ("an octal digit (0-7)").
    pub fn message(self) -> Message {
        match self {
            Context::Octal => msg!("parse-code-octal-digit"),
            Context::Hex => msg!("parse-code-hex-digit"),
            Context::Cgsuite => msg!("parse-code-cgsuite-digit"),
        }
    }
}

/// A suggestion that follows a [`CodeError`]: how to write what was meant.
///
/// ```
/// use grundy_heap::heap::code::{parse_code, CodeError, Hint};
/// let e = parse_code("0.7!!").unwrap_err();
/// assert!(matches!(e, CodeError::Unexpected { hint: Some(Hint::OneModifier), .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Hint {
    /// `[` before the point.
    BlockAfterPoint,
    /// `[]`.
    BlockNeedsDigit,
    /// Something after `[..]`.
    BlockEndsCode,
    /// A modifier inside `hex(…)`.
    HexPlainDigits,
    /// A modifier with no digit before it.
    ModifierAfterDigit,
    /// A hexadecimal digit in a bare (octal) code: the code, written in `hex(…)` or `tb(…)`.
    HexOrTb(String),
    /// A digit beyond F in a bare code.
    TbUpToV,
    /// A letter beyond V inside `tb(…)`.
    LargeDigits,
    /// A digit beyond F inside `hex(…)`.
    BeyondF,
    /// Two modifiers on a digit.
    OneModifier,
    /// Modifiers both inside and after braces.
    ModifiersNotBoth,
}

impl Hint {
    /// The suggestion, as a catalogue message (it starts with its own `:` or `;`).
    pub fn message(&self) -> Message {
        match self {
            Hint::BlockAfterPoint => msg!("parse-code-hint-block-after-point"),
            Hint::BlockNeedsDigit => msg!("parse-code-hint-block-needs-digit"),
            Hint::BlockEndsCode => msg!("parse-code-hint-block-ends-code"),
            Hint::HexPlainDigits => msg!("parse-code-hint-hex-plain-digits"),
            Hint::ModifierAfterDigit => msg!("parse-code-hint-modifier-after-digit"),
            Hint::HexOrTb(code) => msg!("parse-code-hint-hex-or-tb", code = code),
            Hint::TbUpToV => msg!("parse-code-hint-tb-up-to-v"),
            Hint::LargeDigits => msg!("parse-code-hint-large-digits"),
            Hint::BeyondF => msg!("parse-code-hint-beyond-f"),
            Hint::OneModifier => msg!("parse-code-hint-one-modifier"),
            Hint::ModifiersNotBoth => msg!("parse-code-hint-modifiers-not-both"),
        }
    }
}

/// A hint as a message argument: its message, or nothing.
fn with_hint(m: Message, hint: &Option<Hint>) -> Message {
    match hint {
        Some(h) => m.with_message("hint", h.message()),
        None => m.with("hint", ""),
    }
}

/// Why a code could not be read. Columns count characters from 1 in the whole input.
///
/// ```
/// use grundy_heap::heap::code::{parse_code, CodeError};
/// assert_eq!(parse_code("1.2.3").unwrap_err(), CodeError::SecondPoint { column: 4 });
/// assert!(matches!(parse_code("0.").unwrap_err(), CodeError::NoDigitsAfterPoint { .. }));
/// assert!(matches!(parse_code("hex(0.G)").unwrap_err(),
///     CodeError::NotADigit { found: 'G', column: 7, .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodeError {
    /// Nothing to read.
    Empty,
    /// A character where a digit was expected is not a digit of the context.
    NotADigit {
        /// The offending character.
        found: char,
        /// Its column (from 1).
        column: usize,
        /// The context the code is read in.
        context: Context,
        /// A suggestion, if there is one.
        hint: Option<Hint>,
    },
    /// A character that has no meaning where it stands.
    Unexpected {
        /// The offending character.
        found: char,
        /// Its column (from 1).
        column: usize,
        /// A suggestion, if there is one.
        hint: Option<Hint>,
    },
    /// A second `.`.
    SecondPoint {
        /// Its column (from 1).
        column: usize,
    },
    /// No `.` at all.
    NoPoint,
    /// Nothing after the point.
    NoDigitsAfterPoint {
        /// The column of the point (from 1).
        column: usize,
    },
    /// Too many digits.
    TooLong {
        /// How many digits were given.
        digits: usize,
        /// The limit, [`MAX_DIGITS`].
        max: usize,
    },
    /// More additive digits (before the point) than [`MAX_DIGITS`].
    TooManyAdditive {
        /// How many digits were given before the point.
        digits: usize,
        /// The limit, [`MAX_DIGITS`] additive digits plus `d0`.
        max: usize,
    },
    /// An additive digit `d−k` that may leave fewer than `k + 2` heaps: a heap could grow
    /// back (a loopy game).
    LoopyAdditiveDigit {
        /// The digit as written.
        digit: String,
        /// How many tokens it adds (`k`).
        added: u32,
        /// The smallest number of heaps it allows.
        heaps: u32,
    },
    /// Something opened and never closed.
    Unclosed {
        /// The opening character.
        open: char,
        /// The character that should close it.
        close: char,
        /// The column of the opening character (from 1).
        column: usize,
    },
    /// A number inside `&…;` or `{…}` could not be read.
    BadNumber {
        /// The text.
        text: String,
        /// Its column (from 1).
        column: usize,
    },
    /// A heap count beyond [`MAX_HEAP_COUNT`].
    TooManyHeaps {
        /// The count asked for.
        count: u64,
        /// Its column (from 1).
        column: usize,
        /// The limit, [`MAX_HEAP_COUNT`].
        max: u32,
    },
    /// `d0` would allow a move that removes nothing and leaves one heap: the heap as it is.
    LoopyDigitZero {
        /// The digit as written.
        digit: String,
    },
    /// A periodic block longer than the digits (internal constructor misuse).
    PeriodTooLong,
    /// An unknown game name.
    UnknownName {
        /// The name given.
        name: String,
        /// The known names.
        known: String,
    },
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for CodeError {}

impl CodeError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// let e = parse_code("0.").unwrap_err();
    /// assert_eq!(e.message().id(), "parse-code-no-digits-after-point");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            CodeError::Empty => msg!("parse-code-empty"),
            CodeError::NotADigit {
                found,
                column,
                context,
                hint,
            } => with_hint(
                msg!(
                    "parse-code-not-a-digit",
                    found = found.to_string(),
                    column = *column
                )
                .with_message("context", context.message()),
                hint,
            ),
            CodeError::Unexpected {
                found,
                column,
                hint,
            } => with_hint(
                msg!(
                    "parse-code-unexpected",
                    found = found.to_string(),
                    column = *column
                ),
                hint,
            ),
            CodeError::SecondPoint { column } => msg!("parse-code-second-point", column = *column),
            CodeError::NoPoint => msg!("parse-code-no-point"),
            CodeError::NoDigitsAfterPoint { column } => {
                msg!("parse-code-no-digits-after-point", column = *column)
            }
            CodeError::TooLong { digits, max } => {
                msg!("parse-code-too-long", digits = *digits, max = *max)
            }
            CodeError::TooManyAdditive { digits, max } => {
                msg!("parse-code-too-many-additive", digits = *digits, max = *max)
            }
            CodeError::LoopyAdditiveDigit {
                digit,
                added,
                heaps,
            } => msg!(
                "parse-code-loopy-additive",
                digit = digit,
                added = *added,
                heaps = *heaps
            ),
            CodeError::Unclosed {
                open,
                close,
                column,
            } => msg!(
                "parse-code-unclosed",
                open = open.to_string(),
                close = close.to_string(),
                column = *column
            ),
            CodeError::BadNumber { text, column } => {
                msg!("parse-code-bad-number", text = text, column = *column)
            }
            CodeError::TooManyHeaps { count, column, max } => msg!(
                "parse-code-too-many-heaps",
                count = *count,
                column = *column,
                max = *max
            ),
            CodeError::LoopyDigitZero { digit } => {
                msg!("parse-code-loopy-digit-zero", digit = digit)
            }
            CodeError::PeriodTooLong => msg!("parse-code-period-too-long"),
            CodeError::UnknownName { name, known } => {
                msg!("parse-code-unknown-name", name = name, known = known)
            }
        }
    }
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    /// Column offset of `chars[0]` in the original input (0-based).
    offset: usize,
    context: Context,
    _src: &'a str,
}

/// Reads a take-and-break code: bare (octal digits with CGSuite extensions), `hex(…)` or
/// `tb(…)`/`cgsuite(…)`. Whitespace around the code is ignored; inside it is an error.
///
/// # Errors
/// A [`CodeError`] naming the offending character and its column.
///
/// ```
/// use grundy_heap::heap::code::parse_code;
/// assert_eq!(parse_code("4.7").unwrap().to_string(), "4.7");
/// assert_eq!(parse_code("tb(0.8)").unwrap().to_string(), "hex(0.8)");
/// assert_eq!(parse_code("tb(0.&64;)").unwrap().to_string(), "0.&64;");
/// assert_eq!(parse_code("0.{2,3}!").unwrap().to_string(), "tb(0.C!)");
/// assert!(parse_code(&format!("0.{}", "1".repeat(40))).is_err());
/// ```
pub fn parse_code(input: &str) -> Result<TbCode, CodeError> {
    let lead = input.len() - input.trim_start().len();
    let lead_cols = input[..lead].chars().count();
    let text = input.trim();
    if text.is_empty() {
        return Err(CodeError::Empty);
    }
    let lower = text.to_ascii_lowercase();
    for (prefix, context) in [
        ("hex(", Context::Hex),
        ("tb(", Context::Cgsuite),
        ("cgsuite(", Context::Cgsuite),
    ] {
        if lower.starts_with(prefix) {
            let open_col = lead_cols + prefix.len();
            let inner = &text[prefix.len()..];
            let Some(inner) = inner.strip_suffix(')') else {
                return Err(CodeError::Unclosed {
                    open: '(',
                    close: ')',
                    column: open_col,
                });
            };
            return parse_in(inner, open_col, context);
        }
    }
    parse_in(text, lead_cols, Context::Octal)
}

/// Reads a code in a given [`Context`] without a wrapper: `parse_code_in("0.8",
/// Context::Hex)` is `hex(0.8)`.
///
/// # Errors
/// As [`parse_code`].
///
/// ```
/// use grundy_heap::heap::code::{parse_code_in, Context};
/// assert_eq!(parse_code_in("0.8", Context::Hex).unwrap().to_string(), "hex(0.8)");
/// assert!(parse_code_in("0.8", Context::Octal).is_err());
/// ```
pub fn parse_code_in(text: &str, context: Context) -> Result<TbCode, CodeError> {
    parse_in(text, 0, context)
}

fn parse_in(text: &str, offset: usize, context: Context) -> Result<TbCode, CodeError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        offset,
        context,
        _src: text,
    };
    p.code()
}

impl Parser<'_> {
    fn column(&self, pos: usize) -> usize {
        self.offset + pos + 1
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    /// The characters not read yet.
    fn rest(&self) -> &[char] {
        self.chars.get(self.pos..).unwrap_or_default()
    }

    fn code(&mut self) -> Result<TbCode, CodeError> {
        if self.chars.is_empty() {
            return Err(CodeError::Empty);
        }
        // Before the point: `d0`, or the additive digits `d−m … d−1` then `d0`.
        let mut before = Vec::new();
        while self.peek().is_some_and(|c| c != '.') {
            if self.peek() == Some('[') {
                return Err(CodeError::Unexpected {
                    found: '[',
                    column: self.column(self.pos),
                    hint: Some(Hint::BlockAfterPoint),
                });
            }
            before.push(self.digit()?);
        }
        if self.peek().is_none() {
            return Err(CodeError::NoPoint);
        }
        if before.len() > MAX_DIGITS + 1 {
            return Err(CodeError::TooManyAdditive {
                digits: before.len(),
                max: MAX_DIGITS + 1,
            });
        }
        let d0 = before.pop().unwrap_or_else(Digit::zero);
        before.reverse();
        let additive = before;
        let point = self.pos;
        self.pos += 1;
        let mut digits = vec![d0];
        let mut period = 0;
        while let Some(c) = self.peek() {
            match c {
                '.' => {
                    return Err(CodeError::SecondPoint {
                        column: self.column(self.pos),
                    })
                }
                '[' if self.context != Context::Hex => {
                    let open = self.pos;
                    self.pos += 1;
                    let before = digits.len();
                    while self.peek().is_some_and(|c| c != ']') {
                        if self.peek() == Some('.') {
                            return Err(CodeError::SecondPoint {
                                column: self.column(self.pos),
                            });
                        }
                        digits.push(self.digit()?);
                    }
                    if self.peek() != Some(']') {
                        return Err(CodeError::Unclosed {
                            open: '[',
                            close: ']',
                            column: self.column(open),
                        });
                    }
                    self.pos += 1;
                    period = digits.len() - before;
                    if period == 0 {
                        return Err(CodeError::Unexpected {
                            found: ']',
                            column: self.column(self.pos - 1),
                            hint: Some(Hint::BlockNeedsDigit),
                        });
                    }
                    if let Some(c) = self.peek() {
                        return Err(CodeError::Unexpected {
                            found: c,
                            column: self.column(self.pos),
                            hint: Some(Hint::BlockEndsCode),
                        });
                    }
                }
                _ => digits.push(self.digit()?),
            }
        }
        if digits.len() == 1 {
            return Err(CodeError::NoDigitsAfterPoint {
                column: self.column(point),
            });
        }
        if digits.len() - 1 > MAX_DIGITS {
            return Err(CodeError::TooLong {
                digits: digits.len() - 1,
                max: MAX_DIGITS,
            });
        }
        TbCode::with_additive(additive, digits, period)
    }

    /// One digit with its modifier.
    fn digit(&mut self) -> Result<Digit, CodeError> {
        let start = self.pos;
        #[expect(
            clippy::expect_used,
            reason = "digit() is called only where a character is left"
        )]
        let c = self.peek().expect("caller checked");
        let extended = self.context != Context::Hex;
        let digit = match c {
            '&' if extended => {
                // Every bit of a 64-bit mask is a count of at most 63 heaps, the limit
                // (`{63}` reads alike): a larger number does not fit and is refused.
                let mask = self.delimited_number('&', ';')?;
                let constraint = self.modifier()?;
                Digit::from_mask(mask, constraint)
            }
            '*' if extended => {
                self.pos += 1;
                let constraint = self.modifier()?;
                Digit::from_parts(vec![Some(constraint)], true)
            }
            '{' if extended => self.list()?,
            '!' | '?' | '=' => {
                return Err(CodeError::Unexpected {
                    found: c,
                    column: self.column(start),
                    hint: Some(if self.context == Context::Hex {
                        Hint::HexPlainDigits
                    } else {
                        Hint::ModifierAfterDigit
                    }),
                })
            }
            _ => {
                let value = c.to_ascii_uppercase().to_digit(32);
                let limit = match self.context {
                    Context::Octal => 8,
                    Context::Hex => 16,
                    Context::Cgsuite => 32,
                };
                let Some(value) = value.filter(|&v| v < limit) else {
                    let hint = match (self.context, value) {
                        (Context::Octal, Some(v)) if v < 16 => {
                            let mut fixed: String = self.chars.iter().collect();
                            fixed = fixed.trim().to_string();
                            Some(Hint::HexOrTb(fixed))
                        }
                        (Context::Octal, Some(_)) => Some(Hint::TbUpToV),
                        (Context::Cgsuite, _) if c.is_ascii_alphabetic() => Some(Hint::LargeDigits),
                        (Context::Hex, _) if c.is_ascii_alphanumeric() => Some(Hint::BeyondF),
                        _ => None,
                    };
                    if !c.is_ascii_alphanumeric() && self.context != Context::Hex {
                        return Err(CodeError::Unexpected {
                            found: c,
                            column: self.column(start),
                            hint,
                        });
                    }
                    return Err(CodeError::NotADigit {
                        found: c,
                        column: self.column(start),
                        context: self.context,
                        hint,
                    });
                };
                self.pos += 1;
                let constraint = if extended {
                    self.modifier()?
                } else {
                    Constraint::Any
                };
                Digit::from_mask(u64::from(value), constraint)
            }
        };
        Ok(digit)
    }

    /// An optional modifier after a digit.
    fn modifier(&mut self) -> Result<Constraint, CodeError> {
        let c = match self.peek() {
            Some('!') => Constraint::Distinct,
            Some('?') => Constraint::NotAllEqual,
            Some('=') => Constraint::AllEqual,
            _ => return Ok(Constraint::Any),
        };
        self.pos += 1;
        if let Some(m @ ('!' | '?' | '=')) = self.peek() {
            return Err(CodeError::Unexpected {
                found: m,
                column: self.column(self.pos),
                hint: Some(Hint::OneModifier),
            });
        }
        Ok(c)
    }

    /// `&n;` — the number between the delimiters.
    fn delimited_number(&mut self, open: char, close: char) -> Result<u64, CodeError> {
        let start = self.pos;
        self.pos += 1;
        let Some(len) = self.rest().iter().position(|&c| c == close) else {
            return Err(CodeError::Unclosed {
                open,
                close,
                column: self.column(start),
            });
        };
        let text: String = self.rest().iter().take(len).collect();
        let column = self.column(self.pos);
        self.pos += len + 1;
        if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit()) {
            return Err(CodeError::BadNumber { text, column });
        }
        text.parse()
            .map_err(|_| CodeError::BadNumber { text, column })
    }

    /// `{r1c1,r2c2,…[+]}[c]`.
    fn list(&mut self) -> Result<Digit, CodeError> {
        let start = self.pos;
        self.pos += 1;
        let Some(len) = self.rest().iter().position(|&c| c == '}') else {
            return Err(CodeError::Unclosed {
                open: '{',
                close: '}',
                column: self.column(start),
            });
        };
        let inner_start = self.pos;
        let inner: Vec<char> = self.rest().iter().take(len).copied().collect();
        self.pos += len + 1;
        let global = self.modifier()?;
        let (inner, more) = match inner.split_last() {
            Some((&'+', rest)) => (rest.to_vec(), true),
            _ => (inner, false),
        };
        let mut allowed: Vec<Option<Constraint>> = Vec::new();
        let mut col = inner_start;
        for token in inner.split(|&c| c == ',') {
            let text: String = token.iter().collect();
            let column = self.column(col);
            col += token.len() + 1;
            let (num, own) = match text.char_indices().last() {
                Some((i, '!')) => (&text[..i], Some(Constraint::Distinct)),
                Some((i, '?')) => (&text[..i], Some(Constraint::NotAllEqual)),
                Some((i, '=')) => (&text[..i], Some(Constraint::AllEqual)),
                _ => (&text[..], None),
            };
            if own.is_some() && global != Constraint::Any {
                return Err(CodeError::Unexpected {
                    found: text.chars().last().unwrap_or('?'),
                    column,
                    hint: Some(Hint::ModifiersNotBoth),
                });
            }
            if num.is_empty() || !num.chars().all(|c| c.is_ascii_digit()) {
                return Err(CodeError::BadNumber {
                    text: text.clone(),
                    column,
                });
            }
            let count: u64 = num.parse().map_err(|_| CodeError::BadNumber {
                text: text.clone(),
                column,
            })?;
            if count > u64::from(MAX_HEAP_COUNT) {
                return Err(CodeError::TooManyHeaps {
                    count,
                    column,
                    max: MAX_HEAP_COUNT,
                });
            }
            let count = count as usize; // at most MAX_HEAP_COUNT, checked above
            if allowed.len() <= count {
                allowed.resize(count + 1, None);
            }
            if let Some(slot) = allowed.get_mut(count) {
                *slot = Some(own.unwrap_or(global));
            }
        }
        if more && !matches!(allowed.last(), Some(Some(_))) {
            return Err(CodeError::BadNumber {
                text: "+".into(),
                column: self.column(start),
            });
        }
        Ok(Digit::from_parts(allowed, more))
    }
}
