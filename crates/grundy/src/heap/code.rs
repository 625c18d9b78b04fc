//! Take-and-break codes: octal (`0.77`, `4.7`, `.6`), hexadecimal (`hex(0.8)`) and
//! CGSuite's generalized notation (`4!.0`, `tb(0.&64;)`, `0.{2,3!}`, `4.[3]`).
//!
//! # The notation
//!
//! A code is `d0.d1d2…dt`. Digit `d_j` says what may happen when a move removes `j`
//! tokens from one heap: bit `r` of `d_j` (value `2^r`) allows the rest to be left as
//! exactly `r` non-empty heaps. So bit 1 (1) = remove the whole heap (leave 0 heaps),
//! bit 2 = leave one heap, bit 4 = leave two heaps, bit 8 = leave three heaps
//! (hexadecimal), and so on. `d0` (no token removed) may only split: its 1-heap bit would
//! let a move leave the heap unchanged and is rejected, as is its 0-heap bit.
//!
//! Three contexts, chosen by a wrapper:
//!
//! | written | digits | extensions |
//! |---|---|---|
//! | bare: `0.137`, `4!.0` | `0`–`7` | all CGSuite extensions below |
//! | `hex(…)`: `hex(0.8F)` | `0`–`9`, `A`–`F` | none (plain hexadecimal) |
//! | `tb(…)` or `cgsuite(…)` | `0`–`9`, `A`–`V` (0–31) | all |
//!
//! A bare `0.8` is therefore an error (with a hint to write `hex(0.8)` or `tb(0.8)`),
//! while every CGSuite code works unchanged inside `tb(…)`, and every CGSuite code whose
//! digits are at most 7 works bare.
//!
//! CGSuite extensions (as parsed by CGSuite's `TBCode.scala`, Aaron Siegel,
//! `lib/core/src/main/scala/org/cgsuite/core/impartial/TBCode.scala`):
//! * a **modifier** after a digit restricts the heaps it leaves: `!` all different
//!   (`4!.0` is Grundy's game), `?` not all equal, `=` all equal. A modifier only
//!   matters for two or more heaps; with two heaps `?` and `!` coincide;
//! * `&n;` — a digit written in decimal, for digits beyond 31: `0.&64;` leaves 6 heaps;
//! * `{r1,r2,…}` — the allowed heap counts listed, each with an optional modifier
//!   (`{2!,3}`), or one modifier for all after the brace (`{2,3}!`); a trailing `+`
//!   (`{2+}`) also allows every larger count;
//! * `*` — any number of heaps (`{0+}`), e.g. `0.*`;
//! * `[…]` — the digits inside repeat for ever: `0.[3]` is Nim, `4.[3]` Lasker's Nim.
//!
//! Choices and limits (documented divergences):
//! * the leading `0` may be omitted: `.6` is `0.6` (the literature writes codes so);
//! * at most [`MAX_DIGITS`] digits after the point (a periodic block counts its digits);
//! * heap counts up to 63;
//! * CGSuite's *additive* digits (more than one digit before the point) are refused;
//! * a modifier on zero or one heap is vacuous here (CGSuite's `?` on one heap behaves
//!   differently, an artefact of its traversal).
//!
//! ```
//! use grundy::heap::code::{parse_code, TbCode};
//! let kayles = parse_code("0.77").unwrap();
//! assert_eq!(kayles.to_string(), "0.77");
//! assert_eq!(parse_code(".77").unwrap(), kayles);
//! let grundy = parse_code("4!.0").unwrap();
//! assert_eq!(grundy.to_string(), "4!.0");
//! assert_eq!(parse_code("hex(0.8)").unwrap().to_string(), "hex(0.8)");
//! let err = parse_code("0.8").unwrap_err();
//! assert!(err.to_string().contains("'8'"));
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// The largest number of digits after the point a code may have.
///
/// ```
/// use grundy::heap::code::{parse_code, MAX_DIGITS};
/// assert!(parse_code(&format!("0.{}", "7".repeat(MAX_DIGITS))).is_ok());
/// assert!(parse_code(&format!("0.{}", "7".repeat(MAX_DIGITS + 1))).is_err());
/// ```
pub const MAX_DIGITS: usize = 32;

/// The largest number of heaps a digit may leave.
///
/// ```
/// use grundy::heap::code::{parse_code, MAX_HEAP_COUNT};
/// assert_eq!(MAX_HEAP_COUNT, 63);
/// assert!(parse_code("tb(0.{64})").is_err());
/// ```
pub const MAX_HEAP_COUNT: u32 = 63;

/// A restriction on the sizes of the heaps a move leaves (CGSuite's digit modifiers).
///
/// ```
/// use grundy::heap::code::Constraint;
/// assert!(Constraint::Distinct.admits(&[1, 2, 3]));
/// assert!(!Constraint::Distinct.admits(&[1, 1, 3]));
/// assert!(Constraint::NotAllEqual.admits(&[1, 1, 3]));
/// assert!(Constraint::AllEqual.admits(&[2, 2]));
/// assert!(Constraint::Any.admits(&[2, 2]));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Constraint {
    /// No restriction.
    Any,
    /// `!`: the heaps are pairwise different.
    Distinct,
    /// `?`: the heaps are not all equal.
    NotAllEqual,
    /// `=`: the heaps are all equal.
    AllEqual,
}

impl Constraint {
    /// Whether a sorted (non-decreasing) list of heaps satisfies the constraint. Zero or
    /// one heap satisfies every constraint.
    ///
    /// ```
    /// use grundy::heap::code::Constraint;
    /// assert!(Constraint::NotAllEqual.admits(&[5]));
    /// ```
    pub fn admits(self, sorted_heaps: &[u64]) -> bool {
        if sorted_heaps.len() < 2 {
            return true;
        }
        match self {
            Constraint::Any => true,
            Constraint::Distinct => sorted_heaps.windows(2).all(|w| w[0] != w[1]),
            Constraint::NotAllEqual => sorted_heaps.windows(2).any(|w| w[0] != w[1]),
            Constraint::AllEqual => sorted_heaps.windows(2).all(|w| w[0] == w[1]),
        }
    }

    /// The modifier character (`""` for [`Constraint::Any`]).
    ///
    /// ```
    /// use grundy::heap::code::Constraint;
    /// assert_eq!(Constraint::Distinct.symbol(), "!");
    /// ```
    pub fn symbol(self) -> &'static str {
        match self {
            Constraint::Any => "",
            Constraint::Distinct => "!",
            Constraint::NotAllEqual => "?",
            Constraint::AllEqual => "=",
        }
    }

    /// The constraint as it acts on exactly `heaps` heaps (normal form: vacuous
    /// constraints become `Any`, and `?` on two heaps becomes `!`).
    fn normalized_for(self, heaps: u32) -> Constraint {
        match (heaps, self) {
            (0 | 1, _) => Constraint::Any,
            (2, Constraint::NotAllEqual) => Constraint::Distinct,
            (_, c) => c,
        }
    }
}

/// One digit of a code: which numbers of heaps a move may leave, each with its constraint.
///
/// ```
/// use grundy::heap::code::{Constraint, Digit};
/// let seven = Digit::from_mask(7, Constraint::Any);
/// assert_eq!(seven.allows(2), Some(Constraint::Any));
/// assert_eq!(seven.allows(3), None);
/// assert_eq!(seven.max_heaps(), Some(2));
/// assert_eq!(seven.to_string(), "7");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Digit {
    /// `allowed[r]` is the constraint for leaving exactly `r` heaps, `None` if not allowed.
    /// Normalized: empty or ending in `Some`.
    allowed: Vec<Option<Constraint>>,
    /// Every count beyond `allowed.len() - 1` is allowed too, with the last constraint.
    more: bool,
}

impl Digit {
    /// The digit `0`: no move.
    ///
    /// ```
    /// assert!(grundy::heap::code::Digit::zero().is_zero());
    /// ```
    pub fn zero() -> Digit {
        Digit {
            allowed: Vec::new(),
            more: false,
        }
    }

    /// The digit whose bit `r` allows leaving `r` heaps, all under `constraint`.
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit};
    /// assert_eq!(Digit::from_mask(4, Constraint::Distinct).to_string(), "4!");
    /// ```
    pub fn from_mask(mask: u64, constraint: Constraint) -> Digit {
        let allowed = (0..64)
            .map(|r| (mask >> r & 1 == 1).then_some(constraint))
            .collect();
        Digit::from_parts(allowed, false)
    }

    /// A digit from its per-count constraints (`list[r]`), optionally allowing every
    /// larger count with the last constraint; normalized.
    fn from_parts(mut allowed: Vec<Option<Constraint>>, more: bool) -> Digit {
        for (r, slot) in allowed.iter_mut().enumerate() {
            if let Some(c) = slot {
                *c = c.normalized_for(r as u32);
            }
        }
        while allowed.last() == Some(&None) {
            allowed.pop();
        }
        let more = more && !allowed.is_empty();
        Digit { allowed, more }
    }

    /// True for the digit `0`.
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit};
    /// assert!(!Digit::from_mask(1, Constraint::Any).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.allowed.is_empty()
    }

    /// The constraint under which the digit allows leaving exactly `heaps` heaps, or
    /// `None` if it does not.
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit};
    /// assert_eq!(Digit::from_mask(3, Constraint::Any).allows(0), Some(Constraint::Any));
    /// ```
    pub fn allows(&self, heaps: u32) -> Option<Constraint> {
        match self.allowed.get(heaps as usize) {
            Some(c) => *c,
            None if self.more => self
                .allowed
                .last()
                .copied()
                .flatten()
                .map(|c| c.normalized_for(heaps)),
            None => None,
        }
    }

    /// The largest number of heaps the digit may leave; `None` if unbounded (`*`, `{r+}`).
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// let code = parse_code("tb(0.*)").unwrap();
    /// assert_eq!(code.digit(1).max_heaps(), None);
    /// ```
    pub fn max_heaps(&self) -> Option<u32> {
        if self.more {
            None
        } else {
            Some(self.allowed.len().saturating_sub(1) as u32)
        }
    }

    /// The digit as a bit mask (bit `r` = may leave `r` heaps) when it is bounded and
    /// carries no constraint on two or more heaps: a plain octal/hexadecimal digit.
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit};
    /// assert_eq!(Digit::from_mask(6, Constraint::Any).plain_mask(), Some(6));
    /// assert_eq!(Digit::from_mask(4, Constraint::Distinct).plain_mask(), None);
    /// ```
    pub fn plain_mask(&self) -> Option<u64> {
        if self.more || self.allowed.iter().flatten().any(|&c| c != Constraint::Any) {
            return None;
        }
        Some(
            self.allowed
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_some())
                .map(|(r, _)| 1u64 << r)
                .sum(),
        )
    }

    /// True if the digit restricts the sizes of the heaps it leaves (`!`, `?`, `=`).
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit};
    /// assert!(Digit::from_mask(4, Constraint::AllEqual).is_constrained());
    /// assert!(!Digit::from_mask(7, Constraint::Distinct).allows(1).is_none());
    /// ```
    pub fn is_constrained(&self) -> bool {
        self.allowed.iter().flatten().any(|&c| c != Constraint::Any)
    }

    /// The heap counts listed explicitly with their constraints.
    fn listed(&self) -> impl Iterator<Item = (u32, Constraint)> + '_ {
        self.allowed
            .iter()
            .enumerate()
            .filter_map(|(r, c)| c.map(|c| (r as u32, c)))
    }
}

const BASE32: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

impl fmt::Display for Digit {
    /// CGSuite's spelling: a base-32 character (or `&n;`) plus one modifier when all
    /// counts of two or more heaps share it, else the `{…}` list.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return write!(f, "0");
        }
        let multi: Vec<Constraint> = self
            .listed()
            .filter(|&(r, _)| r >= 2)
            .map(|(_, c)| c)
            .collect();
        let uniform = multi.windows(2).all(|w| w[0] == w[1]);
        if uniform && !self.more {
            let mask: u64 = self.listed().map(|(r, _)| 1u64 << r).sum();
            let c = multi.first().copied().unwrap_or(Constraint::Any);
            if mask < 32 {
                write!(f, "{}{}", BASE32[mask as usize] as char, c.symbol())
            } else {
                write!(f, "&{mask};{}", c.symbol())
            }
        } else if uniform && self.allowed.len() == 1 {
            write!(f, "*")
        } else {
            let items: Vec<String> = self
                .listed()
                .map(|(r, c)| format!("{r}{}", c.symbol()))
                .collect();
            write!(
                f,
                "{{{}{}}}",
                items.join(","),
                if self.more { "+" } else { "" }
            )
        }
    }
}

/// A parsed take-and-break code: digits `d0, d1, …`, the last `period` of which repeat
/// for ever (`period == 0`: a finite code).
///
/// ```
/// use grundy::heap::code::parse_code;
/// let nim = parse_code("tb(0.[3])").unwrap();
/// assert_eq!(nim.period(), 1);
/// assert_eq!(nim.digit(1000).plain_mask(), Some(3));
/// assert_eq!(nim.max_take(), None);
/// let dawson = parse_code("0.137").unwrap();
/// assert_eq!(dawson.max_take(), Some(3));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TbCode {
    digits: Vec<Digit>,
    period: usize,
}

impl TbCode {
    /// A code from its digits `d0, d1, …`, the last `period` of them repeating; normalized
    /// (trailing zero digits dropped, an all-zero period dropped).
    ///
    /// # Errors
    /// [`CodeError::LoopyDigitZero`] if `d0` may leave zero or one heap, and
    /// [`CodeError::PeriodTooLong`] if `period` exceeds the digits after the point.
    ///
    /// ```
    /// use grundy::heap::code::{Constraint, Digit, TbCode};
    /// let code = TbCode::new(vec![Digit::zero(), Digit::from_mask(7, Constraint::Any),
    ///     Digit::from_mask(7, Constraint::Any), Digit::zero()], 0).unwrap();
    /// assert_eq!(code.to_string(), "0.77");
    /// ```
    pub fn new(mut digits: Vec<Digit>, mut period: usize) -> Result<TbCode, CodeError> {
        if digits.is_empty() {
            digits.push(Digit::zero());
        }
        if period >= digits.len() {
            return Err(CodeError::PeriodTooLong);
        }
        if digits[0].allows(1).is_some() {
            return Err(CodeError::LoopyDigitZero {
                digit: digits[0].to_string(),
            });
        }
        // Bit 0 of d0 (remove nothing, leave nothing) applies only to an empty heap,
        // which is no heap: drop it so that equal games have equal codes.
        if digits[0].allows(0).is_some() {
            let mut allowed = digits[0].allowed.clone();
            allowed[0] = None;
            let more = digits[0].more;
            digits[0] = Digit::from_parts(allowed, more);
        }
        if period > 0 && digits[digits.len() - period..].iter().all(Digit::is_zero) {
            digits.truncate(digits.len() - period);
            period = 0;
        }
        if period == 0 {
            while digits.len() > 1 && digits.last().is_some_and(Digit::is_zero) {
                digits.pop();
            }
        }
        Ok(TbCode { digits, period })
    }

    /// The digit for removing `j` tokens (periodic codes repeat their last block).
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert!(parse_code("0.77").unwrap().digit(3).is_zero());
    /// ```
    pub fn digit(&self, j: u64) -> Digit {
        self.digit_ref(j).cloned().unwrap_or_else(Digit::zero)
    }

    /// The digit for removing `j` tokens, by reference (`None` = the zero digit).
    pub(crate) fn digit_ref(&self, j: u64) -> Option<&Digit> {
        let len = self.digits.len() as u64;
        if j < len {
            Some(&self.digits[j as usize])
        } else if self.period > 0 {
            let pre = len - self.period as u64;
            Some(&self.digits[(pre + (j - pre) % self.period as u64) as usize])
        } else {
            None
        }
    }

    /// The stored digits `d0, d1, …` (the periodic block last).
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert_eq!(parse_code("0.07").unwrap().digits().len(), 3);
    /// ```
    pub fn digits(&self) -> &[Digit] {
        &self.digits
    }

    /// How many of the last digits repeat for ever (0 for a finite code).
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert_eq!(parse_code("0.6").unwrap().period(), 0);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// `t`, the largest number of tokens a move removes; `None` for periodic codes.
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert_eq!(parse_code("0.007").unwrap().max_take(), Some(3));
    /// assert_eq!(parse_code("4!.0").unwrap().max_take(), Some(0));
    /// ```
    pub fn max_take(&self) -> Option<u64> {
        (self.period == 0).then(|| self.digits.len() as u64 - 1)
    }

    /// The largest number of heaps a move may leave; `None` if unbounded.
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert_eq!(parse_code("0.77").unwrap().max_heaps(), Some(2));
    /// assert_eq!(parse_code("hex(0.F)").unwrap().max_heaps(), Some(3));
    /// ```
    pub fn max_heaps(&self) -> Option<u32> {
        self.digits
            .iter()
            .map(Digit::max_heaps)
            .try_fold(0, |acc, m| m.map(|m| acc.max(m)))
    }

    /// True if some digit restricts the sizes of the heaps it leaves (`!`, `?`, `=`).
    ///
    /// ```
    /// use grundy::heap::code::parse_code;
    /// assert!(parse_code("4!.0").unwrap().is_constrained());
    /// assert!(!parse_code("0.77").unwrap().is_constrained());
    /// ```
    pub fn is_constrained(&self) -> bool {
        self.digits.iter().any(Digit::is_constrained)
    }

    /// The context in which [`fmt::Display`] writes the code so that [`parse_code`]
    /// reads it back: bare when every single-character digit is at most 7, `hex(…)` for
    /// plain hexadecimal codes, `tb(…)` otherwise.
    fn display_context(&self) -> Context {
        let octal = self.digits.iter().all(|d| {
            let s = d.to_string();
            let first = s.as_bytes()[0];
            !first.is_ascii_alphanumeric() || (b'0'..=b'7').contains(&first)
        });
        if octal {
            Context::Octal
        } else if self.period == 0
            && self
                .digits
                .iter()
                .all(|d| d.plain_mask().is_some_and(|m| m < 16))
        {
            Context::Hex
        } else {
            Context::Cgsuite
        }
    }
}

impl fmt::Display for TbCode {
    /// The canonical form, which [`parse_code`] reads back to an equal code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pre = self.digits.len() - self.period;
        let mut body = format!("{}.", self.digits[0]);
        for d in &self.digits[1..pre] {
            body.push_str(&d.to_string());
        }
        if self.period > 0 {
            body.push('[');
            for d in &self.digits[pre..] {
                body.push_str(&d.to_string());
            }
            body.push(']');
        } else if pre == 1 {
            body.push('0');
        }
        match self.display_context() {
            Context::Octal => write!(f, "{body}"),
            Context::Hex => write!(f, "hex({body})"),
            Context::Cgsuite => write!(f, "tb({body})"),
        }
    }
}

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
    /// More than one digit before the point (CGSuite's additive digits).
    #[error("more than one digit before the point (column {column}): CGSuite's additive digits (moves that add tokens) are not supported")]
    AdditiveDigits {
        /// The column of the second digit (from 1).
        column: usize,
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

    fn code(&mut self) -> Result<TbCode, CodeError> {
        if self.chars.is_empty() {
            return Err(CodeError::Empty);
        }
        // Before the point: zero or one digit.
        let d0 = if self.peek() == Some('.') {
            Digit::zero()
        } else {
            let d = self.digit()?;
            match self.peek() {
                Some('.') => {}
                None => return Err(CodeError::NoPoint),
                Some(_) if !self.chars[self.pos..].contains(&'.') => {
                    return Err(CodeError::NoPoint)
                }
                Some(_) => {
                    return Err(CodeError::AdditiveDigits {
                        column: self.column(self.pos),
                    })
                }
            }
            d
        };
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
        TbCode::new(digits, period)
    }

    /// One digit with its modifier.
    fn digit(&mut self) -> Result<Digit, CodeError> {
        let start = self.pos;
        let c = self.peek().expect("caller checked");
        let extended = self.context != Context::Hex;
        let digit = match c {
            '&' if extended => {
                let mask = self.delimited_number('&', ';')?;
                let constraint = self.modifier()?;
                if mask >> 63 != 0 {
                    return Err(CodeError::TooManyHeaps {
                        count: 63,
                        column: self.column(start),
                        max: MAX_HEAP_COUNT,
                    });
                }
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
        let Some(len) = self.chars[self.pos..].iter().position(|&c| c == close) else {
            return Err(CodeError::Unclosed {
                open,
                close,
                column: self.column(start),
            });
        };
        let text: String = self.chars[self.pos..self.pos + len].iter().collect();
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
        let Some(len) = self.chars[self.pos..].iter().position(|&c| c == '}') else {
            return Err(CodeError::Unclosed {
                open: '{',
                close: '}',
                column: self.column(start),
            });
        };
        let inner_start = self.pos;
        let inner: Vec<char> = self.chars[self.pos..self.pos + len].to_vec();
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
            let count = count as usize;
            if allowed.len() <= count {
                allowed.resize(count + 1, None);
            }
            allowed[count] = Some(own.unwrap_or(global));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for code in [
            "0.77",
            "0.07",
            "0.137",
            "0.007",
            "0.6",
            "4!.0",
            "4.7",
            "hex(0.8)",
            "hex(0.F1)",
            "tb(0.G)",
            "tb(0.&64;)",
            "tb(4.[3])",
            "tb(0.*)",
            "0.{2,3!}",
            "tb(0.[37])",
            "0.4=",
            "0.4?",
        ] {
            let parsed = parse_code(code).unwrap();
            let shown = parsed.to_string();
            assert_eq!(parse_code(&shown).unwrap(), parsed, "{code} -> {shown}");
        }
        assert_eq!(parse_code("0.4?").unwrap().to_string(), "0.4!");
        assert_eq!(parse_code("0.770").unwrap().to_string(), "0.77");
        assert_eq!(parse_code("4.0").unwrap().to_string(), "4.0");
        assert_eq!(parse_code(" 0.77 ").unwrap().to_string(), "0.77");
    }

    #[test]
    fn zero_digit_must_split() {
        assert_eq!(parse_code("5.0").unwrap().to_string(), "4.0");
        assert!(matches!(
            parse_code("2.7"),
            Err(CodeError::LoopyDigitZero { .. })
        ));
    }
}
