//! [`TbCode`]: a code as digits `d0, d1, …` with an optional repeating block and optional
//! additive digits `d−1, d−2, …`, in CGSuite's standard form, and what the engines ask of
//! it (the digit for `j` tokens, the largest take, the largest number of heaps left).

use super::{CodeError, Digit};
use serde::{Deserialize, Serialize};

/// A parsed take-and-break code: digits `d0, d1, …`, the last `period` of which repeat
/// for ever (`period == 0`: a finite code), and additive digits `d−1, d−2, …` (written
/// before `d0`: in `80.0`, `d−1 = 8`: add one token and split into three heaps).
///
/// ```
/// use grundy_heap::heap::code::parse_code;
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
    /// `additive[k − 1]` is `d−k`: add `k` tokens, then split. Empty for most codes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) additive: Vec<Digit>,
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
    /// use grundy_heap::heap::code::{Constraint, Digit, TbCode};
    /// let code = TbCode::new(vec![Digit::zero(), Digit::from_mask(7, Constraint::Any),
    ///     Digit::from_mask(7, Constraint::Any), Digit::zero()], 0).unwrap();
    /// assert_eq!(code.to_string(), "0.77");
    /// ```
    pub fn new(digits: Vec<Digit>, period: usize) -> Result<TbCode, CodeError> {
        TbCode::with_additive(Vec::new(), digits, period)
    }

    /// A code with additive digits: `additive[k − 1]` is `d−k` (add `k` tokens to the
    /// heap, then leave the tokens as the digit says). Normalized as [`TbCode::new`], and
    /// the additive digits' trailing zeros and zero-heap counts (a heap with tokens added
    /// is never empty) dropped.
    ///
    /// # Errors
    /// As [`TbCode::new`], and [`CodeError::LoopyAdditiveDigit`] when `d−k` may leave
    /// fewer than `k + 2` heaps (a heap could then grow back and the game need not end:
    /// with at least `k + 2` heaps, every heap left is smaller than the heap moved in).
    ///
    /// ```
    /// use grundy_heap::heap::code::{Constraint, Digit, TbCode};
    /// let code = TbCode::with_additive(vec![Digit::from_mask(8, Constraint::Any)],
    ///     vec![Digit::zero()], 0).unwrap();
    /// assert_eq!(code.to_string(), "hex(80.0)");
    /// assert!(TbCode::with_additive(vec![Digit::from_mask(4, Constraint::Any)],
    ///     vec![Digit::zero(), Digit::from_mask(3, Constraint::Any)], 0).is_err());
    /// ```
    pub fn with_additive(
        mut additive: Vec<Digit>,
        mut digits: Vec<Digit>,
        mut period: usize,
    ) -> Result<TbCode, CodeError> {
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
            *zero = zero.without_zero_heaps();
        }
        // Bit 0 of d0 (remove nothing, leave nothing) applies only to an empty heap,
        // which is no heap, and tokens added leave no empty heap: drop these counts so
        // that equal games have equal codes.
        for d in &mut additive {
            *d = d.without_zero_heaps();
        }
        while additive.last().is_some_and(Digit::is_zero) {
            additive.pop();
        }
        for (i, d) in additive.iter().enumerate() {
            let k = i as u32 + 1;
            if let Some((least, _)) = d.listed().next().filter(|&(r, _)| r < k + 2) {
                return Err(CodeError::LoopyAdditiveDigit {
                    digit: d.to_string(),
                    added: k,
                    heaps: least,
                });
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
        Ok(TbCode {
            digits,
            period,
            additive,
        })
    }

    /// The additive digits: `[d−1, d−2, …]` (empty for a code that never adds tokens).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// assert_eq!(parse_code("tb(80.0)").unwrap().additive().len(), 1);
    /// assert!(parse_code("04.30").unwrap().additive().is_empty());
    /// ```
    pub fn additive(&self) -> &[Digit] {
        &self.additive
    }

    /// The digit for removing `j` tokens (periodic codes repeat their last block).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
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
    /// use grundy_heap::heap::code::parse_code;
    /// assert_eq!(parse_code("0.07").unwrap().digits().len(), 3);
    /// ```
    pub fn digits(&self) -> &[Digit] {
        &self.digits
    }

    /// How many of the last digits repeat for ever (0 for a finite code).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// assert_eq!(parse_code("0.6").unwrap().period(), 0);
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// `t`, the largest number of tokens a move removes; `None` for periodic codes.
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// assert_eq!(parse_code("0.007").unwrap().max_take(), Some(3));
    /// assert_eq!(parse_code("4!.0").unwrap().max_take(), Some(0));
    /// ```
    pub fn max_take(&self) -> Option<u64> {
        (self.period == 0).then(|| self.digits.len() as u64 - 1)
    }

    /// The largest number of heaps a move may leave; `None` if unbounded.
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// assert_eq!(parse_code("0.77").unwrap().max_heaps(), Some(2));
    /// assert_eq!(parse_code("hex(0.F)").unwrap().max_heaps(), Some(3));
    /// ```
    pub fn max_heaps(&self) -> Option<u32> {
        self.digits
            .iter()
            .chain(&self.additive)
            .map(Digit::max_heaps)
            .try_fold(0, |acc, m| m.map(|m| acc.max(m)))
    }

    /// True if some digit restricts the sizes of the heaps it leaves (`!`, `?`, `=`).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
    /// assert!(parse_code("4!.0").unwrap().is_constrained());
    /// assert!(!parse_code("0.77").unwrap().is_constrained());
    /// ```
    pub fn is_constrained(&self) -> bool {
        self.digits
            .iter()
            .chain(&self.additive)
            .any(Digit::is_constrained)
    }
}
