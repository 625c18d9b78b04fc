//! The digit model: [`Constraint`] (CGSuite's modifiers `!`, `?`, `=`) and [`Digit`] —
//! which numbers of heaps a move removing `j` tokens may leave, each under a constraint,
//! in CGSuite's standard form (see [`Digit`]).

use serde::{Deserialize, Serialize};

/// A restriction on the sizes of the heaps a move leaves (CGSuite's digit modifiers).
///
/// ```
/// use grundy_heap::heap::code::Constraint;
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
    /// Whether a sorted (non-decreasing) list of heaps, the whole result of one move,
    /// satisfies the constraint — as CGSuite's move generator decides it. Two or more
    /// heaps: `!` pairwise different, `?` not all equal, `=` all equal. Zero heaps satisfy
    /// every constraint, and so does one heap, except that CGSuite's `?` refuses a lone
    /// heap of one token (a lone heap of two or more passes).
    ///
    /// ```
    /// use grundy_heap::heap::code::Constraint;
    /// assert!(Constraint::NotAllEqual.admits(&[5]));
    /// assert!(!Constraint::NotAllEqual.admits(&[1]));
    /// assert!(Constraint::Distinct.admits(&[1]));
    /// ```
    pub fn admits(self, sorted_heaps: &[u64]) -> bool {
        match (self, sorted_heaps) {
            (_, []) => true,
            (Constraint::NotAllEqual, [h]) => *h >= 2,
            (_, [_]) => true,
            (Constraint::Any, _) => true,
            (Constraint::Distinct, _) => sorted_heaps.windows(2).all(|w| w.first() != w.last()),
            (Constraint::NotAllEqual, _) => sorted_heaps.windows(2).any(|w| w.first() != w.last()),
            (Constraint::AllEqual, _) => sorted_heaps.windows(2).all(|w| w.first() == w.last()),
        }
    }

    /// Whether a move may leave one heap of `m` tokens under the constraint (see
    /// [`Constraint::admits`]: only `?` refuses anything, a heap of one token).
    ///
    /// ```
    /// use grundy_heap::heap::code::Constraint;
    /// assert!(!Constraint::NotAllEqual.admits_one(1));
    /// assert!(Constraint::AllEqual.admits_one(1));
    /// ```
    pub fn admits_one(self, m: u64) -> bool {
        m >= 1 && (self != Constraint::NotAllEqual || m >= 2)
    }

    /// The modifier character (`""` for [`Constraint::Any`]).
    ///
    /// ```
    /// use grundy_heap::heap::code::Constraint;
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
}

/// One digit of a code: which numbers of heaps a move may leave, each with its constraint.
///
/// ```
/// use grundy_heap::heap::code::{Constraint, Digit};
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
    pub(super) allowed: Vec<Option<Constraint>>,
    /// Every count beyond `allowed.len() - 1` is allowed too, with the last constraint.
    pub(super) more: bool,
}

impl Digit {
    /// The digit `0`: no move.
    ///
    /// ```
    /// assert!(grundy_heap::heap::code::Digit::zero().is_zero());
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
    /// use grundy_heap::heap::code::{Constraint, Digit};
    /// assert_eq!(Digit::from_mask(4, Constraint::Distinct).to_string(), "4!");
    /// ```
    pub fn from_mask(mask: u64, constraint: Constraint) -> Digit {
        let allowed = (0..64)
            .map(|r| (mask >> r & 1 == 1).then_some(constraint))
            .collect();
        Digit::from_parts(allowed, false)
    }

    /// A digit from its per-count constraints (`list[r]`), optionally allowing every
    /// larger count with the last constraint; in CGSuite's standard form:
    /// * a `+` range covers at least the counts up to 3 (`*` is `{0+}`, so its modifier
    ///   reaches the counts of two or more heaps);
    /// * when the counts of two or more heaps carry exactly one constraint, every allowed
    ///   count carries it (`{0,1,2!,3!,4!+}` is `*!`); otherwise the counts 0 and 1 carry
    ///   none (`{0!,3+}` is `{0,3+}`, `3!` is `3`);
    /// * a `+` range starts after the last count whose constraint differs from it.
    pub(super) fn from_parts(mut allowed: Vec<Option<Constraint>>, more: bool) -> Digit {
        while allowed.last() == Some(&None) {
            allowed.pop();
        }
        let Some(&Some(last)) = allowed.last() else {
            return Digit::zero();
        };
        if more {
            while allowed.len() < 4 {
                allowed.push(Some(last));
            }
        }
        let mut effective: Vec<Constraint> = allowed.iter().skip(2).flatten().copied().collect();
        effective.sort_unstable();
        effective.dedup();
        for (r, slot) in allowed.iter_mut().enumerate() {
            if let Some(c) = slot {
                *c = match effective.as_slice() {
                    [only] => *only,
                    _ if r < 2 => Constraint::Any,
                    _ => *c,
                };
            }
        }
        if let (true, Some(&tail)) = (more, allowed.last()) {
            let keep = allowed
                .iter()
                .rposition(|c| *c != tail)
                .map_or(1, |i| i + 2);
            allowed.truncate(keep);
        }
        Digit { allowed, more }
    }

    /// The digit without its zero-heap count (for `d0` and the additive digits, where
    /// leaving no heap cannot happen), in standard form again.
    pub(super) fn without_zero_heaps(&self) -> Digit {
        if self.allows(0).is_none() {
            return self.clone();
        }
        let mut allowed = self.allowed.clone();
        if self.more && allowed.len() == 1 {
            // `{0+}`: the range goes on from 1.
            allowed.extend(allowed.first().copied());
        }
        if let Some(zero) = allowed.first_mut() {
            *zero = None;
        }
        Digit::from_parts(allowed, self.more)
    }

    /// True for the digit `0`.
    ///
    /// ```
    /// use grundy_heap::heap::code::{Constraint, Digit};
    /// assert!(!Digit::from_mask(1, Constraint::Any).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.allowed.is_empty()
    }

    /// The constraint under which the digit allows leaving exactly `heaps` heaps, or
    /// `None` if it does not.
    ///
    /// ```
    /// use grundy_heap::heap::code::{Constraint, Digit};
    /// assert_eq!(Digit::from_mask(3, Constraint::Any).allows(0), Some(Constraint::Any));
    /// ```
    pub fn allows(&self, heaps: u32) -> Option<Constraint> {
        match self.allowed.get(heaps as usize) {
            Some(c) => *c,
            None if self.more => self.allowed.last().copied().flatten(),
            None => None,
        }
    }

    /// Where a `+` range starts and its constraint: every count from there on is allowed
    /// (`*` is `{0+}`); `None` for a bounded digit.
    ///
    /// ```
    /// use grundy_heap::heap::code::{parse_code, Constraint};
    /// let code = parse_code("tb(0.{0,2+}!)").unwrap();
    /// assert_eq!(code.digit(1).unbounded_from(), Some((2, Constraint::Distinct)));
    /// ```
    pub fn unbounded_from(&self) -> Option<(u32, Constraint)> {
        if !self.more {
            return None;
        }
        let c = self.allowed.last().copied().flatten()?;
        Some(((self.allowed.len() - 1) as u32, c))
    }

    /// The largest number of heaps the digit may leave; `None` if unbounded (`*`, `{r+}`).
    ///
    /// ```
    /// use grundy_heap::heap::code::parse_code;
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
    /// carries no constraint: a plain octal/hexadecimal digit.
    ///
    /// ```
    /// use grundy_heap::heap::code::{Constraint, Digit};
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
    /// use grundy_heap::heap::code::{Constraint, Digit};
    /// assert!(Digit::from_mask(4, Constraint::AllEqual).is_constrained());
    /// assert!(!Digit::from_mask(7, Constraint::Distinct).allows(1).is_none());
    /// ```
    pub fn is_constrained(&self) -> bool {
        self.allowed.iter().flatten().any(|&c| c != Constraint::Any)
    }

    /// The heap counts listed explicitly with their constraints (with a `+` range, the
    /// last is where the range starts).
    pub(crate) fn listed(&self) -> impl Iterator<Item = (u32, Constraint)> + '_ {
        self.allowed
            .iter()
            .enumerate()
            .filter_map(|(r, c)| c.map(|c| (r as u32, c)))
    }
}
