//! The digit model: [`Constraint`] (CGSuite's modifiers `!`, `?`, `=`) and [`Digit`] —
//! which numbers of heaps a move removing `j` tokens may leave, each under a constraint,
//! in a normal form (vacuous constraints dropped, `?` on two heaps written `!`).

use serde::{Deserialize, Serialize};

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
            Constraint::Distinct => sorted_heaps.windows(2).all(|w| w.first() != w.last()),
            Constraint::NotAllEqual => sorted_heaps.windows(2).any(|w| w.first() != w.last()),
            Constraint::AllEqual => sorted_heaps.windows(2).all(|w| w.first() == w.last()),
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
    pub(super) allowed: Vec<Option<Constraint>>,
    /// Every count beyond `allowed.len() - 1` is allowed too, with the last constraint.
    pub(super) more: bool,
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
    pub(super) fn from_parts(mut allowed: Vec<Option<Constraint>>, more: bool) -> Digit {
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
    pub(super) fn listed(&self) -> impl Iterator<Item = (u32, Constraint)> + '_ {
        self.allowed
            .iter()
            .enumerate()
            .filter_map(|(r, c)| c.map(|c| (r as u32, c)))
    }
}
