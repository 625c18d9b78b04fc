//! Subtraction games: `sub(a,b,…)`, `bounded(k)`, `allbut(a,b,…)`.
//!
//! One heap; a move removes a number of counters allowed by the rule:
//! - `sub(s₁,…,s_j)` ([`SubtractionRule::Finite`]): exactly one of the listed amounts;
//! - `bounded(k)` ([`SubtractionRule::Bounded`]): any amount from 1 to k, where
//!   `G(n) = n mod (k+1)`;
//! - `allbut(x₁,…,x_j)` ([`SubtractionRule::AllBut`]): any positive amount except the
//!   listed ones. `allbut()` (nothing excluded) is allowed and is a single Nim heap.
//!
//! Grundy sequences of finite subtraction games are eventually periodic, those of all-but
//! games eventually *arithmetic*-periodic (`G(n + p) = G(n) + s`). Their nim-sequences go
//! through the same stack as heap games ([`crate::sequence`]): [`SubtractionRule::solve`]
//! finds the minimal period and preperiod with a certificate
//! ([`crate::sequence::Theorem::NoSplitting`] for `sub`, a repeated normalized state —
//! [`crate::sequence::Theorem::AllButState`] — for `allbut`, the closed form for
//! `bounded`; see `docs/theory.md#subtraction`), after which
//! [`SolvedSequence::value`] gives the exact value of any heap, however large.
//!
//! ```
//! use grundy_heap::sequence::subtraction::SubtractionRule;
//! use grundy_core::Nat;
//! let rule = SubtractionRule::finite([1, 3, 4]).unwrap();
//! let solved = rule.solve(grundy_heap::sequence::subtraction::DEFAULT_BUDGET).unwrap();
//! assert_eq!(solved.periodicity().unwrap().period, Nat::from(7u32));
//! let huge: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
//! // 10^40 ≡ 4 (mod 7), and G(4) = 2.
//! assert_eq!(solved.value(&huge), Some(Nat::from(2u32)));
//! ```

use crate::game::ImpartialGame;
use crate::heap::code::{Constraint, Digit, TbCode, MAX_DIGITS};
use crate::heap::naive::EngineError;
use crate::heap::rule::{is_take_digit, HeapRule};
use crate::sequence::engines::WideEngine;
use crate::sequence::SequenceRule;
use thiserror::Error;

/// The nim-sequence types, shared with heap games: a subtraction rule solved is a
/// [`SolvedSequence`], its periodicity a [`Periodicity`], its reasoning a
/// [`crate::sequence::SequenceReasoning`] (the `subtraction` reasoning step).
pub use crate::sequence::{Periodicity, SolvedSequence, ValueMethod};

/// The former name of [`SolvedSequence`] for subtraction rules (the same type).
pub type SolvedSubtraction = SolvedSequence;

/// The data of the `subtraction` reasoning step: [`crate::sequence::SequenceReasoning`].
pub type SubtractionReasoning = crate::sequence::SequenceReasoning;

/// One heap of a [`SubtractionReasoning`]: [`crate::sequence::SequenceRow`].
pub type SubtractionRow = crate::sequence::SequenceRow;

/// The largest amount a `sub(…)` or `allbut(…)` set may contain.
///
/// Bounds the memory of the period search (a window of that many values).
///
/// ```
/// use grundy_heap::sequence::subtraction::{SubtractionRule, MAX_ELEMENT};
/// assert!(SubtractionRule::finite([MAX_ELEMENT]).is_ok());
/// assert!(SubtractionRule::finite([MAX_ELEMENT + 1]).is_err());
/// ```
pub const MAX_ELEMENT: u64 = 1_000_000;

/// The default work budget of [`SubtractionRule::solve`] (the same as the analysis's,
/// [`crate::sequence::run::SUBTRACTION_WORK`]).
///
/// ```
/// assert_eq!(grundy_heap::sequence::subtraction::DEFAULT_BUDGET, 20_000_000);
/// ```
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// At most this many values are copied into a [`SubtractionReasoning`]
/// ([`crate::sequence::solved::VALUES_SHOWN`]).
///
/// ```
/// assert_eq!(grundy_heap::sequence::subtraction::VALUES_SHOWN_LIMIT, 1000);
/// ```
pub const VALUES_SHOWN_LIMIT: usize = 1000;

/// The rule of a subtraction game: which numbers of counters may be removed.
///
/// Build it with [`SubtractionRule::finite`], [`SubtractionRule::bounded`] or
/// [`SubtractionRule::all_but`], which validate and normalize the input.
///
/// ```
/// use grundy_heap::sequence::subtraction::SubtractionRule;
/// let rule = SubtractionRule::finite([4, 1, 3, 3]).unwrap();
/// assert_eq!(rule, SubtractionRule::Finite(vec![1, 3, 4]));
/// assert_eq!(rule.name(), "sub(1,3,4)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SubtractionRule {
    /// Remove exactly one of these amounts (sorted, distinct, positive).
    Finite(Vec<u64>),
    /// Remove any amount from 1 to k.
    Bounded(u64),
    /// Remove any positive amount except these (sorted, distinct, positive).
    AllBut(Vec<u64>),
}

/// Why a subtraction rule is invalid.
///
/// ```
/// use grundy_heap::sequence::subtraction::{RuleError, SubtractionRule};
/// assert_eq!(SubtractionRule::finite([]), Err(RuleError::Empty));
/// assert_eq!(SubtractionRule::finite([0, 2]), Err(RuleError::Zero));
/// assert_eq!(SubtractionRule::bounded(0), Err(RuleError::BoundedZero));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// `sub()` with no amounts.
    Empty,
    /// An amount of 0.
    Zero,
    /// An amount above [`MAX_ELEMENT`].
    TooLarge {
        /// The amount.
        value: u64,
        /// [`MAX_ELEMENT`].
        max: u64,
    },
    /// `bounded(0)`.
    BoundedZero,
    /// A set built directly (not by a constructor) that is not sorted or has duplicates.
    NotNormalized,
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for RuleError {}

impl RuleError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::RuleError;
    /// assert_eq!(RuleError::Zero.to_string(), "amounts must be positive (got 0)");
    /// assert_eq!(RuleError::Zero.message().id(), "parse-sub-zero");
    /// ```
    pub fn message(&self) -> crate::i18n::Message {
        use crate::i18n::msg;
        match self {
            RuleError::Empty => msg!("parse-sub-empty"),
            RuleError::Zero => msg!("parse-sub-zero"),
            RuleError::TooLarge { value, max } => {
                msg!("parse-sub-too-large", value = *value, max = *max)
            }
            RuleError::BoundedZero => msg!("parse-sub-bounded-zero"),
            RuleError::NotNormalized => msg!("parse-sub-not-normalized"),
        }
    }
}

/// Why [`SubtractionRule::solve`] gave no answer.
///
/// ```
/// use grundy_heap::sequence::subtraction::{SolveError, SubtractionRule};
/// let rule = SubtractionRule::finite([1000]).unwrap();
/// assert!(matches!(rule.solve(100), Err(SolveError::BudgetExceeded { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum SolveError {
    /// The rule itself is invalid.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The engine failed (not expected for subtraction rules).
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The period search needed more work than the budget allows.
    BudgetExceeded {
        /// The budget given.
        budget: u64,
        /// How many values had been computed.
        computed: u64,
    },
}

impl crate::i18n::errors::Localized for SolveError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Rule(e) => e.message_in(lang),
            Self::Engine(e) => e.message_in(lang),
            Self::BudgetExceeded { budget, computed } => t!(
                lang,
                "err-subtraction-budget",
                budget = *budget,
                computed = *computed
            ),
        }
    }
}
grundy_core::localized_error!(SolveError);

fn normalize(set: impl IntoIterator<Item = u64>) -> Result<Vec<u64>, RuleError> {
    let mut v: Vec<u64> = set.into_iter().collect();
    for &x in &v {
        if x == 0 {
            return Err(RuleError::Zero);
        }
        if x > MAX_ELEMENT {
            return Err(RuleError::TooLarge {
                value: x,
                max: MAX_ELEMENT,
            });
        }
    }
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

fn join(v: &[u64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

impl SubtractionRule {
    /// `sub(…)`: the set must be non-empty, its amounts in `1..=`[`MAX_ELEMENT`];
    /// duplicates are removed and the amounts sorted.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert_eq!(SubtractionRule::finite([2, 1]).unwrap().name(), "sub(1,2)");
    /// assert!(SubtractionRule::finite(Vec::new()).is_err());
    /// ```
    pub fn finite(set: impl IntoIterator<Item = u64>) -> Result<Self, RuleError> {
        let v = normalize(set)?;
        if v.is_empty() {
            return Err(RuleError::Empty);
        }
        Ok(SubtractionRule::Finite(v))
    }

    /// `bounded(k)`: remove 1 to k counters; any `k ≥ 1`.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert_eq!(SubtractionRule::bounded(3).unwrap().name(), "bounded(3)");
    /// ```
    pub fn bounded(k: u64) -> Result<Self, RuleError> {
        if k == 0 {
            return Err(RuleError::BoundedZero);
        }
        Ok(SubtractionRule::Bounded(k))
    }

    /// `allbut(…)`: the excluded amounts, each in `1..=`[`MAX_ELEMENT`]; sorted and
    /// deduplicated. The set may be empty: `allbut()` is Nim on one heap.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert_eq!(SubtractionRule::all_but([2, 1]).unwrap().name(), "allbut(1,2)");
    /// assert_eq!(SubtractionRule::all_but([]).unwrap().name(), "allbut()");
    /// ```
    pub fn all_but(set: impl IntoIterator<Item = u64>) -> Result<Self, RuleError> {
        Ok(SubtractionRule::AllBut(normalize(set)?))
    }

    /// Checks a rule built directly from the enum variants: the same conditions as the
    /// constructors, and sets sorted without duplicates.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert!(SubtractionRule::Finite(vec![1, 3]).validate().is_ok());
    /// assert!(SubtractionRule::Finite(vec![]).validate().is_err());
    /// assert!(SubtractionRule::Finite(vec![3, 1]).validate().is_err());
    /// ```
    pub fn validate(&self) -> Result<(), RuleError> {
        let normalized = match self {
            SubtractionRule::Finite(v) => SubtractionRule::finite(v.iter().copied())?,
            SubtractionRule::Bounded(k) => SubtractionRule::bounded(*k)?,
            SubtractionRule::AllBut(v) => SubtractionRule::all_but(v.iter().copied())?,
        };
        if normalized != *self {
            return Err(RuleError::NotNormalized);
        }
        Ok(())
    }

    /// The rule in the position language: `sub(1,3,4)`, `bounded(3)`, `allbut(1,2)`.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert_eq!(SubtractionRule::Finite(vec![1, 3, 4]).name(), "sub(1,3,4)");
    /// assert_eq!(SubtractionRule::Bounded(3).name(), "bounded(3)");
    /// assert_eq!(SubtractionRule::AllBut(vec![1, 2]).name(), "allbut(1,2)");
    /// ```
    pub fn name(&self) -> String {
        match self {
            SubtractionRule::Finite(v) => format!("sub({})", join(v)),
            SubtractionRule::Bounded(k) => format!("bounded({k})"),
            SubtractionRule::AllBut(v) => format!("allbut({})", join(v)),
        }
    }

    /// The heaps reachable from a heap of `n` in one move, largest first.
    ///
    /// For `allbut` this lists about `n` heaps: meant for small `n` (brute force).
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// assert_eq!(SubtractionRule::Finite(vec![1, 3, 4]).options(3), vec![2, 0]);
    /// assert_eq!(SubtractionRule::Bounded(2).options(5), vec![4, 3]);
    /// assert_eq!(SubtractionRule::AllBut(vec![2]).options(4), vec![3, 1, 0]);
    /// ```
    pub fn options(&self, n: u64) -> Vec<u64> {
        match self {
            SubtractionRule::Finite(v) => v.iter().filter(|&&s| s <= n).map(|&s| n - s).collect(),
            SubtractionRule::Bounded(k) => (1..=(*k).min(n)).map(|s| n - s).collect(),
            SubtractionRule::AllBut(x) => (1..=n)
                .filter(|s| x.binary_search(s).is_err())
                .map(|s| n - s)
                .collect(),
        }
    }

    /// The Grundy values `G(0), …, G(count − 1)` by direct computation (no period).
    ///
    /// Time about `count · |S|` (`count · |X|` for `allbut`).
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let rule = SubtractionRule::AllBut(vec![2]);
    /// assert_eq!(rule.direct_values(8), vec![0, 1, 0, 1, 2, 3, 2, 3]);
    /// ```
    pub fn direct_values(&self, count: usize) -> Vec<u64> {
        let mut engine = match self {
            SubtractionRule::Finite(s) => WideEngine::finite(s),
            SubtractionRule::Bounded(k) => WideEngine::bounded(*k),
            SubtractionRule::AllBut(x) => WideEngine::all_but(x),
        };
        // The subtraction engines never fail.
        (0..count).filter_map(|_| engine.step().ok()).collect()
    }

    /// Finds the (arithmetic) periodicity of the Grundy sequence, proved, within `budget`
    /// units of work: one unit per option examined, about `|S| + 1` per heap size for
    /// `sub`, `|X| + 1` for `allbut` — the search computes at most `budget / (|S| + 1)`
    /// values, with the checkpoints of [`crate::sequence::SequenceRun`] (64, 128, …
    /// values). `bounded(k)` needs no search (its closed form).
    ///
    /// # Errors
    /// [`SolveError::Rule`] for a rule that does not validate;
    /// [`SolveError::BudgetExceeded`] when no period is proved within the budget.
    ///
    /// ```
    /// use grundy_heap::sequence::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// use grundy_core::Nat;
    /// let s = SubtractionRule::AllBut(vec![2]).solve(DEFAULT_BUDGET).unwrap();
    /// let p = s.periodicity().unwrap();
    /// assert_eq!((p.preperiod, p.period.clone(), p.saltus.clone()), (0, Nat::from(4u32), Nat::from(2u32)));
    /// ```
    pub fn solve(&self, budget: u64) -> Result<SolvedSequence, SolveError> {
        self.validate()?;
        let amounts = match self {
            SubtractionRule::Finite(s) => s.len() as u64,
            SubtractionRule::Bounded(_) => 0,
            SubtractionRule::AllBut(x) => x.len() as u64,
        };
        let values = match self {
            SubtractionRule::Bounded(_) => 64,
            _ => budget / (amounts + 1),
        };
        let rule = SequenceRule::Subtraction(self.clone());
        SolvedSequence::prove(&rule, values)?.ok_or(SolveError::BudgetExceeded {
            budget,
            computed: values,
        })
    }
}

/// A subtraction game on one heap, as a brute-force [`ImpartialGame`].
///
/// ```
/// use grundy_heap::sequence::subtraction::{SubtractionGame, SubtractionRule};
/// use grundy_core::Solver;
/// let game = SubtractionGame { rule: SubtractionRule::Finite(vec![1, 3, 4]) };
/// let mut solver = Solver::new(&game);
/// assert_eq!(solver.grundy(&5).unwrap(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionGame {
    /// The rule.
    pub rule: SubtractionRule,
}

impl ImpartialGame for SubtractionGame {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<u64> {
        self.rule.options(n)
    }
}

impl crate::i18n::errors::Localized for RuleError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(RuleError);
/// A subtraction game written as a take-and-break code, and back: the two spellings of
/// one rule (they get the same values and the same periodicity).
impl HeapRule {
    /// The rule of a subtraction game: `sub(s…)` is the code with `d_s = 3`,
    /// `bounded(k)` has `d_1 … d_k = 3`, `allbut(x…)` is the infinite code with `d_x = 0`
    /// and `3` elsewhere. `None` for an empty set (no moves: use the code `0.0` instead)
    /// or one that does not fit a code ([`crate::heap::code::MAX_DIGITS`] digits).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = HeapRule::from_subtraction(&SubtractionRule::Finite(vec![1, 3])).unwrap();
    /// assert_eq!(r.to_string(), "0.303");
    /// let nim = HeapRule::from_subtraction(&SubtractionRule::AllBut(vec![])).unwrap();
    /// assert_eq!(nim.to_string(), "0.[3]");
    /// ```
    pub fn from_subtraction(rule: &SubtractionRule) -> Option<HeapRule> {
        let take = Digit::from_mask(3, Constraint::Any);
        let (digits, period) = match rule {
            SubtractionRule::Finite(set) => {
                let max = *set.iter().max()?;
                if max as usize > MAX_DIGITS {
                    return None;
                }
                let d = (0..=max)
                    .map(|j| {
                        if j > 0 && set.contains(&j) {
                            take.clone()
                        } else {
                            Digit::zero()
                        }
                    })
                    .collect();
                (d, 0)
            }
            SubtractionRule::Bounded(k) => {
                if *k == 0 || *k as usize > MAX_DIGITS {
                    return None;
                }
                let d = std::iter::once(Digit::zero())
                    .chain(std::iter::repeat_n(take.clone(), *k as usize))
                    .collect();
                (d, 0)
            }
            SubtractionRule::AllBut(excluded) => {
                let max = excluded.iter().copied().max().unwrap_or(0);
                if max as usize >= MAX_DIGITS {
                    return None;
                }
                let d = (0..=max + 1)
                    .map(|j| {
                        if j == 0 || excluded.contains(&j) {
                            Digit::zero()
                        } else {
                            take.clone()
                        }
                    })
                    .collect();
                (d, 1)
            }
        };
        TbCode::new(digits, period).ok().map(HeapRule::from_code)
    }

    /// The subtraction game this rule is, if it is one: every digit `0` or `3` (remove `j`,
    /// leave the rest as one heap or nothing). A finite code gives `sub(…)` (the set `1…k`
    /// is `sub(1,…,k)`, whose values are those of `bounded(k)`); a code whose repeating
    /// block is `[3]` gives `allbut(…)`. The inverse of [`HeapRule::from_subtraction`].
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = HeapRule::parse("0.3033").unwrap();
    /// assert_eq!(r.as_subtraction(), Some(SubtractionRule::Finite(vec![1, 3, 4])));
    /// let a = HeapRule::from_subtraction(&SubtractionRule::AllBut(vec![1, 2])).unwrap();
    /// assert_eq!(a.as_subtraction(), Some(SubtractionRule::AllBut(vec![1, 2])));
    /// assert_eq!(HeapRule::parse("kayles").unwrap().as_subtraction(), None);
    /// assert_eq!(HeapRule::parse("0.[03]").unwrap().as_subtraction(), None); // even amounts
    /// ```
    pub fn as_subtraction(&self) -> Option<SubtractionRule> {
        let HeapRule::TakeBreak(code) = self else {
            return None;
        };
        let (zero, rest) = code.digits().split_first()?;
        if !zero.is_zero() || !rest.iter().all(|d| d.is_zero() || is_take_digit(d)) {
            return None;
        }
        let period = code.period();
        // The digits before the repeating block (period < number of digits: TbCode::new).
        let (fixed, block) = code
            .digits()
            .split_at(code.digits().len().saturating_sub(period));
        let marked = |want_take: bool| -> Vec<u64> {
            (1u64..)
                .zip(fixed.iter().skip(1))
                .filter(|(_, d)| is_take_digit(d) == want_take)
                .map(|(j, _)| j)
                .collect()
        };
        if period == 0 {
            let set = marked(true);
            return (!set.is_empty()).then_some(SubtractionRule::Finite(set));
        }
        // A repeating block of 3s only: every large amount may be taken.
        if block.iter().all(is_take_digit) {
            return Some(SubtractionRule::AllBut(marked(false)));
        }
        None
    }
}
