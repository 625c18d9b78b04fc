//! Reading a code: the three contexts ([`Context`]: bare, `hex(…)`, `tb(…)`), the parser
//! of CGSuite's notation, and [`CodeError`], which names the offending character and its
//! column.

use super::{Constraint, Digit, TbCode, MAX_DIGITS, MAX_HEAP_COUNT};
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// Which digits a code may use (see the module documentation).
///
/// ```
/// use grundy::heap::code::{parse_code, CodeError, Context};
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
        f.write_str(match self {
            Context::Octal => "an octal digit (0-7)",
            Context::Hex => "a hexadecimal digit (0-9, A-F)",
            Context::Cgsuite => "a CGSuite digit (0-9, A-V)",
        })
    }
}

/// Why a code could not be read. Columns count characters from 1 in the whole input.
///
/// ```
/// use grundy::heap::code::{parse_code, CodeError};
/// assert_eq!(parse_code("1.2.3").unwrap_err(), CodeError::SecondPoint { column: 4 });
/// assert!(matches!(parse_code("0.").unwrap_err(), CodeError::NoDigitsAfterPoint { .. }));
/// assert!(matches!(parse_code("hex(0.G)").unwrap_err(),
///     CodeError::NotADigit { found: 'G', column: 7, .. }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CodeError {
    /// Nothing to read.
    #[error("empty take-and-break code")]
    Empty,
    /// A character where a digit was expected is not a digit of the context.
    #[error("'{found}' at column {column} is not {context}{hint}")]
    NotADigit {
        /// The offending character.
        found: char,
        /// Its column (from 1).
        column: usize,
        /// The context the code is read in.
        context: Context,
        /// A suggestion (may be empty).
        hint: String,
    },
    /// A character that has no meaning where it stands.
    #[error("unexpected '{found}' at column {column}{hint}")]
    Unexpected {
        /// The offending character.
        found: char,
        /// Its column (from 1).
        column: usize,
        /// A suggestion (may be empty).
        hint: String,
    },
    /// A second `.`.
    #[error("a second '.' at column {column}: a code has exactly one point, as in 0.77")]
    SecondPoint {
        /// Its column (from 1).
        column: usize,
    },
    /// No `.` at all.
    #[error("no '.' in the code: write it as d0.d1d2..., e.g. 0.77 or 4.7")]
    NoPoint,
    /// Nothing after the point.
    #[error("no digits after the point at column {column}: write e.g. 0.7 (or 4.0 for a split-only code)")]
    NoDigitsAfterPoint {
        /// The column of the point (from 1).
        column: usize,
    },
    /// Too many digits.
    #[error("the code has {digits} digits after the point; at most {max} are supported")]
    TooLong {
        /// How many digits were given.
        digits: usize,
        /// The limit, [`MAX_DIGITS`].
        max: usize,
    },
    /// More additive digits (before the point) than [`MAX_DIGITS`].
    #[error("the code has {digits} digits before the point; at most {max} are supported")]
    TooManyAdditive {
        /// How many digits were given before the point.
        digits: usize,
        /// The limit, [`MAX_DIGITS`] additive digits plus `d0`.
        max: usize,
    },
    /// An additive digit `d−k` that may leave fewer than `k + 2` heaps: a heap could grow
    /// back (a loopy game).
    #[error("the additive digit {digit} (add {added} token(s)) may leave {heaps} heap(s); adding k tokens needs at least k + 2 heaps so that every heap left is smaller (e.g. 80.0: add 1, leave 3 heaps)")]
    LoopyAdditiveDigit {
        /// The digit as written.
        digit: String,
        /// How many tokens it adds (`k`).
        added: u32,
        /// The smallest number of heaps it allows.
        heaps: u32,
    },
    /// Something opened and never closed.
    #[error("'{open}' at column {column} is never closed by '{close}'")]
    Unclosed {
        /// The opening character.
        open: char,
        /// The character that should close it.
        close: char,
        /// The column of the opening character (from 1).
        column: usize,
    },
    /// A number inside `&…;` or `{…}` could not be read.
    #[error("'{text}' at column {column} is not a valid number here")]
    BadNumber {
        /// The text.
        text: String,
        /// Its column (from 1).
        column: usize,
    },
    /// A heap count beyond [`MAX_HEAP_COUNT`].
    #[error("a move leaving {count} heaps (column {column}) is beyond the limit of {max}")]
    TooManyHeaps {
        /// The count asked for.
        count: u64,
        /// Its column (from 1).
        column: usize,
        /// The limit, [`MAX_HEAP_COUNT`].
        max: u32,
    },
    /// `d0` would allow a move that removes nothing and leaves one heap: the heap as it is.
    #[error("the digit {digit} before the point would let a move remove nothing and leave the heap as it is; d0 may only split, e.g. 4.0")]
    LoopyDigitZero {
        /// The digit as written.
        digit: String,
    },
    /// A periodic block longer than the digits (internal constructor misuse).
    #[error("the periodic block is longer than the digits after the point")]
    PeriodTooLong,
    /// An unknown game name.
    #[error("unknown heap game '{name}': give a code such as 0.77, hex(0.8), tb(4!.0) or one of {known}")]
    UnknownName {
        /// The name given.
        name: String,
        /// The known names.
        known: String,
    },
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
/// use grundy::heap::code::parse_code;
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
/// use grundy::heap::code::{parse_code_in, Context};
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
                    hint: ": a repeating block [..] goes after the point".into(),
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
                            hint: ": a repeating block [..] needs at least one digit".into(),
                        });
                    }
                    if let Some(c) = self.peek() {
                        return Err(CodeError::Unexpected {
                            found: c,
                            column: self.column(self.pos),
                            hint: ": the repeating block [..] must end the code".into(),
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
                    hint: if self.context == Context::Hex {
                        ": hex(...) codes take plain digits; use tb(...) for modifiers".into()
                    } else {
                        ": a modifier must follow a digit".into()
                    },
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
                            format!("; for a hexadecimal code write hex({fixed}), for CGSuite notation tb({fixed})")
                        }
                        (Context::Octal, Some(_)) => {
                            "; CGSuite digits up to V work inside tb(...)".to_string()
                        }
                        (Context::Cgsuite, _) if c.is_ascii_alphabetic() => {
                            "; write larger digits as &n; (e.g. &35;)".to_string()
                        }
                        (Context::Hex, _) if c.is_ascii_alphanumeric() => {
                            "; digits beyond F are CGSuite notation: use tb(...)".to_string()
                        }
                        _ => String::new(),
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
                hint: ": a digit takes at most one modifier".into(),
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
                    hint: ": give modifiers inside the braces or after them, not both".into(),
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
