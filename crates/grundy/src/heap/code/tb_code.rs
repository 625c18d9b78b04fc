//! [`TbCode`]: a code as digits `d0, d1, …` with an optional repeating block, normalized so
//! that equal games have equal codes, and what the engines ask of it (the digit for `j`
//! tokens, the largest take, the largest number of heaps left).

use super::{CodeError, Digit};
use serde::{Deserialize, Serialize};

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
    pub(super) digits: Vec<Digit>,
    pub(super) period: usize,
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
        if let Some(zero) = digits.first_mut() {
            if zero.allows(1).is_some() {
                return Err(CodeError::LoopyDigitZero {
                    digit: zero.to_string(),
                });
            }
            // Bit 0 of d0 (remove nothing, leave nothing) applies only to an empty heap,
            // which is no heap: drop it so that equal games have equal codes.
            if zero.allows(0).is_some() {
                let mut allowed = zero.allowed.clone();
                if let Some(none) = allowed.first_mut() {
                    *none = None;
                }
                *zero = Digit::from_parts(allowed, zero.more);
            }
        }
        let fixed = digits.len() - period; // period < digits.len(), checked above
        if period > 0 && digits.iter().skip(fixed).all(Digit::is_zero) {
            digits.truncate(fixed);
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
        let at = if j < len {
            j
        } else if self.period > 0 {
            let pre = len - self.period as u64;
            pre + (j - pre) % self.period as u64
        } else {
            return None;
        };
        self.digits.get(usize::try_from(at).ok()?)
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
}
