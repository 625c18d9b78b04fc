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
//! games eventually *arithmetic*-periodic (`G(n + p) = G(n) + s`). [`SubtractionRule::solve`]
//! finds the minimal period and preperiod with a certificate (a repeated window, or a
//! repeated normalized state for all-but games, see `docs/theory.md#subtraction`), after which
//! [`SolvedSubtraction::value`] gives the exact value of any heap, however large.
//!
//! ```
//! use grundy::subtraction::SubtractionRule;
//! use grundy::Nat;
//! let rule = SubtractionRule::finite([1, 3, 4]).unwrap();
//! let solved = rule.solve(grundy::subtraction::DEFAULT_BUDGET).unwrap();
//! assert_eq!(solved.periodicity().period, Nat::from(7u32));
//! let huge: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
//! // 10^40 ≡ 4 (mod 7), and G(4) = 2.
//! assert_eq!(solved.value(&huge), Nat::from(2u32));
//! ```

use crate::game::ImpartialGame;
use crate::nat::{self, Nat};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use thiserror::Error;

/// The largest amount a `sub(…)` or `allbut(…)` set may contain.
///
/// Bounds the memory of the period search (a window of that many values).
///
/// ```
/// use grundy::subtraction::{SubtractionRule, MAX_ELEMENT};
/// assert!(SubtractionRule::finite([MAX_ELEMENT]).is_ok());
/// assert!(SubtractionRule::finite([MAX_ELEMENT + 1]).is_err());
/// ```
pub const MAX_ELEMENT: u64 = 1_000_000;

/// The default work budget of [`SubtractionRule::solve`].
///
/// ```
/// assert_eq!(grundy::subtraction::DEFAULT_BUDGET, 20_000_000);
/// ```
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// At most this many values of the periodic part are copied into a
/// [`SubtractionReasoning`].
///
/// ```
/// assert_eq!(grundy::subtraction::VALUES_SHOWN_LIMIT, 1000);
/// ```
pub const VALUES_SHOWN_LIMIT: usize = 1000;

/// The rule of a subtraction game: which numbers of counters may be removed.
///
/// Build it with [`SubtractionRule::finite`], [`SubtractionRule::bounded`] or
/// [`SubtractionRule::all_but`], which validate and normalize the input.
///
/// ```
/// use grundy::subtraction::SubtractionRule;
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
/// use grundy::subtraction::{RuleError, SubtractionRule};
/// assert_eq!(SubtractionRule::finite([]), Err(RuleError::Empty));
/// assert_eq!(SubtractionRule::finite([0, 2]), Err(RuleError::Zero));
/// assert_eq!(SubtractionRule::bounded(0), Err(RuleError::BoundedZero));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// `sub()` with no amounts.
    #[error("a subtraction set needs at least one amount")]
    Empty,
    /// An amount of 0.
    #[error("amounts must be positive (got 0)")]
    Zero,
    /// An amount above [`MAX_ELEMENT`].
    #[error("amount {value} is larger than the maximum {max}")]
    TooLarge {
        /// The amount.
        value: u64,
        /// [`MAX_ELEMENT`].
        max: u64,
    },
    /// `bounded(0)`.
    #[error("bounded(k) needs k ≥ 1")]
    BoundedZero,
    /// A set built directly (not by a constructor) that is not sorted or has duplicates.
    #[error("the amounts must be sorted and distinct")]
    NotNormalized,
}

/// Why [`SubtractionRule::solve`] gave no answer.
///
/// ```
/// use grundy::subtraction::{SolveError, SubtractionRule};
/// let rule = SubtractionRule::finite([1000]).unwrap();
/// assert!(matches!(rule.solve(100), Err(SolveError::BudgetExceeded { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The rule itself is invalid.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The period search needed more work than the budget allows.
    #[error(
        "no period found within the work budget of {budget} (after computing {computed} values)"
    )]
    BudgetExceeded {
        /// The budget given.
        budget: u64,
        /// How many values had been computed.
        computed: u64,
    },
}

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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
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
    /// use grundy::subtraction::SubtractionRule;
    /// let rule = SubtractionRule::AllBut(vec![2]);
    /// assert_eq!(rule.direct_values(8), vec![0, 1, 0, 1, 2, 3, 2, 3]);
    /// ```
    pub fn direct_values(&self, count: usize) -> Vec<u64> {
        match self {
            SubtractionRule::Finite(s) => {
                let mut e = FiniteEngine::new(s);
                while e.values.len() < count {
                    e.step();
                }
                e.values.iter().map(|&v| u64::from(v)).collect()
            }
            // For k = u64::MAX, n < 2^64 − 1 = k.saturating_add(1) keeps n mod (k+1) = n.
            SubtractionRule::Bounded(k) => (0..count as u64)
                .map(|n| n % k.saturating_add(1).max(1))
                .collect(),
            SubtractionRule::AllBut(x) => {
                let mut e = AllButEngine::new(x);
                while e.values.len() < count {
                    e.step();
                }
                e.values
            }
        }
    }

    /// Finds the (arithmetic) periodicity of the Grundy sequence, within `budget` units of
    /// work (one unit per option examined or window entry compared, about `|S|+1` per
    /// heap size for `sub`, `m+|X|+1` for `allbut` with `m = max X`; memory about 12
    /// bytes per heap size computed). `bounded(k)` needs no search.
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// use grundy::Nat;
    /// let s = SubtractionRule::AllBut(vec![2]).solve(DEFAULT_BUDGET).unwrap();
    /// let p = s.periodicity();
    /// assert_eq!((p.preperiod, p.period.clone(), p.saltus.clone()), (0, Nat::from(4u32), Nat::from(2u32)));
    /// ```
    pub fn solve(&self, budget: u64) -> Result<SolvedSubtraction, SolveError> {
        self.validate()?;
        match self {
            SubtractionRule::Bounded(k) => Ok(SolvedSubtraction {
                rule: self.clone(),
                periodicity: Periodicity {
                    preperiod: 0,
                    period: Nat::from(*k) + 1u32,
                    saltus: Nat::zero(),
                    certified: true,
                    checked_to: 0,
                },
                values: Vec::new(),
            }),
            SubtractionRule::Finite(s) => solve_finite(self, s, budget),
            SubtractionRule::AllBut(x) => solve_all_but(self, x, budget),
        }
    }
}

/// A subtraction game on one heap, as a brute-force [`ImpartialGame`].
///
/// ```
/// use grundy::subtraction::{SubtractionGame, SubtractionRule};
/// use grundy::Solver;
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

/// The (arithmetic) periodicity of a Grundy sequence: `G(n + period) = G(n) + saltus` for
/// every `n ≥ preperiod` (saltus 0: plain periodicity). Period and preperiod are minimal.
///
/// ```
/// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
/// let p = SubtractionRule::Finite(vec![2, 5, 6]).solve(DEFAULT_BUDGET).unwrap().periodicity().clone();
/// assert_eq!(p.period, 11u32.into());
/// assert!(p.certified);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Periodicity {
    /// The first `n` from which the relation holds (minimal).
    pub preperiod: u64,
    /// The period (minimal).
    #[serde(with = "nat::json")]
    pub period: Nat,
    /// What a period adds to the value: 0 for `sub` and `bounded`, positive for `allbut`.
    #[serde(with = "nat::json")]
    pub saltus: Nat,
    /// True when the periodicity is proved, not just observed: by the closed form
    /// (`bounded`), a repeated window of `max S` values (`sub`) or a repeated normalized
    /// state (`allbut`). [`SubtractionRule::solve`] returns only proved periodicities.
    pub certified: bool,
    /// How many values `G(0..checked_to)` were computed directly during the search
    /// (0 for `bounded`). Re-checking the certificate needs `preperiod + period + max S`.
    pub checked_to: u64,
}

/// How the value of a heap was obtained.
///
/// ```
/// use grundy::subtraction::ValueMethod;
/// assert_eq!(serde_json::to_string(&ValueMethod::Formula).unwrap(), r#""formula""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ValueMethod {
    /// `n mod (k+1)` for `bounded(k)`.
    Formula,
    /// By the period: `G(preperiod + r + q·period) = G(preperiod + r) + q·saltus`.
    Period,
    /// Read from the directly computed values (`n < preperiod + period`).
    Direct,
}

/// A rule with its periodicity found: exact values and moves for heaps of any size.
///
/// ```
/// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
/// use grundy::Nat;
/// let s = SubtractionRule::AllBut(vec![1]).solve(DEFAULT_BUDGET).unwrap();
/// assert_eq!(s.value(&Nat::from(11u32)), Nat::from(5u32)); // ⌊n/2⌋
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolvedSubtraction {
    rule: SubtractionRule,
    periodicity: Periodicity,
    /// `G(0..preperiod+period)` (empty for `bounded`).
    values: Vec<u64>,
}

impl SolvedSubtraction {
    /// The rule.
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// let s = SubtractionRule::Bounded(3).solve(DEFAULT_BUDGET).unwrap();
    /// assert_eq!(s.rule(), &SubtractionRule::Bounded(3));
    /// ```
    pub fn rule(&self) -> &SubtractionRule {
        &self.rule
    }

    /// The periodicity found.
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// let s = SubtractionRule::Bounded(3).solve(DEFAULT_BUDGET).unwrap();
    /// assert_eq!(s.periodicity().period, 4u32.into());
    /// ```
    pub fn periodicity(&self) -> &Periodicity {
        &self.periodicity
    }

    /// The values `G(0..preperiod+period)`, the certificate's data (empty for `bounded`,
    /// whose values are `n mod (k+1)`).
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// let s = SubtractionRule::Finite(vec![1, 3, 4]).solve(DEFAULT_BUDGET).unwrap();
    /// assert_eq!(s.values(), &[0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// How [`value`](SolvedSubtraction::value) obtains the value of heap `n`.
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, ValueMethod, DEFAULT_BUDGET};
    /// let s = SubtractionRule::Finite(vec![1, 3, 4]).solve(DEFAULT_BUDGET).unwrap();
    /// assert_eq!(s.method(&3u32.into()), ValueMethod::Direct);
    /// assert_eq!(s.method(&30u32.into()), ValueMethod::Period);
    /// ```
    pub fn method(&self, n: &Nat) -> ValueMethod {
        if let SubtractionRule::Bounded(_) = self.rule {
            ValueMethod::Formula
        } else if *n < Nat::from(self.values.len()) {
            ValueMethod::Direct
        } else {
            ValueMethod::Period
        }
    }

    /// The Grundy value of a heap of `n`, exact for every `n`.
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// use grundy::Nat;
    /// let s = SubtractionRule::AllBut(vec![2]).solve(DEFAULT_BUDGET).unwrap();
    /// let n: Nat = "1000000000000000000000000000000000000000".parse().unwrap(); // 10^39
    /// // 10^39 ≡ 0 (mod 4): G = 2 · 10^39 / 4.
    /// assert_eq!(s.value(&n), n / 2u32);
    /// ```
    pub fn value(&self, n: &Nat) -> Nat {
        if let SubtractionRule::Bounded(k) = self.rule {
            return n % (Nat::from(k) + 1u32);
        }
        if let Some(i) = n.to_usize() {
            if i < self.values.len() {
                return Nat::from(self.values[i]);
            }
        }
        let pre = Nat::from(self.periodicity.preperiod);
        let (q, r) = (n - &pre).div_rem(&self.periodicity.period);
        let base = self.values[(pre + r).to_usize().expect("inside the stored values")];
        Nat::from(base) + q * &self.periodicity.saltus
    }

    /// Every option of a heap of `n` whose value is `target`: how many there are, and the
    /// first `limit` of them (heap sizes after the move, in increasing order).
    ///
    /// Exact for any `n`: for `allbut`, the heaps of value `target` are finitely many
    /// and are located through the arithmetic period (never by scanning up to `n`).
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
    /// use grundy::Nat;
    /// let s = SubtractionRule::Finite(vec![1, 3, 4]).solve(DEFAULT_BUDGET).unwrap();
    /// // Heap 5 (value 3): options 4, 2, 1 with values 2, 0, 1.
    /// let (count, sizes) = s.moves_to_value(&5u32.into(), &0u32.into(), 10);
    /// assert_eq!(count, Nat::from(1u32));
    /// assert_eq!(sizes, vec![Nat::from(2u32)]);
    /// ```
    pub fn moves_to_value(&self, n: &Nat, target: &Nat, limit: usize) -> (Nat, Vec<Nat>) {
        let found: Vec<Nat> = match &self.rule {
            SubtractionRule::Finite(s) => {
                let mut v: Vec<Nat> = s
                    .iter()
                    .map(|&x| Nat::from(x))
                    .filter(|x| x <= n)
                    .map(|x| n - x)
                    .filter(|m| self.value(m) == *target)
                    .collect();
                v.reverse();
                v
            }
            SubtractionRule::Bounded(k) => {
                let modulus = Nat::from(*k) + 1u32;
                if *target >= modulus {
                    Vec::new()
                } else {
                    // The options n−1, …, n−k are fewer than k+1 consecutive heaps: at
                    // most one has n − d ≡ target.
                    let d = ((n + &modulus) - target) % &modulus;
                    if !d.is_zero() && d <= *n {
                        vec![n - d]
                    } else {
                        Vec::new()
                    }
                }
            }
            SubtractionRule::AllBut(x) => self
                .heaps_with_value(target)
                .into_iter()
                .filter(|m| m < n)
                .filter(|m| match (n - m).to_u64() {
                    Some(d) => x.binary_search(&d).is_err(),
                    None => true,
                })
                .collect(),
        };
        let count = Nat::from(found.len());
        (count, found.into_iter().take(limit).collect())
    }

    /// Every heap size whose value is `target`, in increasing order, for a rule with
    /// positive saltus (`allbut`): finitely many.
    fn heaps_with_value(&self, target: &Nat) -> Vec<Nat> {
        let pre = self.periodicity.preperiod as usize;
        let saltus = &self.periodicity.saltus;
        let period = &self.periodicity.period;
        let mut out: Vec<Nat> = Vec::new();
        for (m, &v) in self.values.iter().enumerate() {
            if Nat::from(v) == *target {
                out.push(Nat::from(m));
            }
        }
        if saltus.is_zero() {
            return out; // not reached for allbut (values are unbounded)
        }
        for (r, &v) in self.values.iter().enumerate().skip(pre) {
            let v = Nat::from(v);
            if *target > v {
                let (q, rem) = (target - &v).div_rem(saltus);
                if rem.is_zero() {
                    out.push(Nat::from(r) + q * period);
                }
            }
        }
        out.sort();
        out
    }

    /// The reasoning for a component made of `heaps` (at most `row_limit` rows shown).
    ///
    /// ```
    /// use grundy::subtraction::{SubtractionRule, ValueMethod, DEFAULT_BUDGET};
    /// let s = SubtractionRule::Finite(vec![1, 3, 4]).solve(DEFAULT_BUDGET).unwrap();
    /// let r = s.reasoning(&[5u32.into(), 100u32.into()], 10);
    /// assert_eq!(r.rule, "sub(1,3,4)");
    /// assert_eq!(r.rows[1].value, 0u32.into()); // 100 ≡ 2 (mod 7) and G(2) = 0
    /// assert_eq!(r.rows[1].method, ValueMethod::Period);
    /// assert_eq!(r.values, vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn reasoning(&self, heaps: &[Nat], row_limit: usize) -> SubtractionReasoning {
        let rows: Vec<SubtractionRow> = heaps
            .iter()
            .take(row_limit)
            .enumerate()
            .map(|(index, size)| SubtractionRow {
                index,
                size: size.clone(),
                value: self.value(size),
                method: self.method(size),
            })
            .collect();
        let (values, values_complete) = match self.rule {
            SubtractionRule::Bounded(k) => {
                let shown = k.saturating_add(1).min(VALUES_SHOWN_LIMIT as u64);
                ((0..shown).collect(), k < VALUES_SHOWN_LIMIT as u64)
            }
            _ => (
                self.values
                    .iter()
                    .take(VALUES_SHOWN_LIMIT)
                    .copied()
                    .collect(),
                self.values.len() <= VALUES_SHOWN_LIMIT,
            ),
        };
        SubtractionReasoning {
            rule: self.rule.name(),
            heaps_total: heaps.len(),
            rows_complete: rows.len() == heaps.len(),
            rows,
            periodicity: self.periodicity.clone(),
            values,
            values_complete,
        }
    }
}

/// The reasoning for a subtraction-game component.
///
/// ```
/// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
/// let s = SubtractionRule::Bounded(3).solve(DEFAULT_BUDGET).unwrap();
/// let r = s.reasoning(&[10u32.into()], 5);
/// let json = serde_json::to_string(&r).unwrap();
/// assert!(json.contains(r#""method":"formula""#));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SubtractionReasoning {
    /// The rule in the position language, e.g. `sub(1,3,4)`.
    pub rule: String,
    /// How many heaps the component has.
    pub heaps_total: usize,
    /// The first heaps with their values.
    pub rows: Vec<SubtractionRow>,
    /// True when [`rows`](SubtractionReasoning::rows) shows every heap.
    pub rows_complete: bool,
    /// The periodicity used.
    pub periodicity: Periodicity,
    /// `G(0), …, G(preperiod + period − 1)`, at most [`VALUES_SHOWN_LIMIT`] of them.
    pub values: Vec<u64>,
    /// True when [`values`](SubtractionReasoning::values) holds all
    /// `preperiod + period` values.
    pub values_complete: bool,
}

/// One heap of a [`SubtractionReasoning`].
///
/// ```
/// use grundy::subtraction::{SubtractionRule, DEFAULT_BUDGET};
/// let s = SubtractionRule::Bounded(3).solve(DEFAULT_BUDGET).unwrap();
/// let row = &s.reasoning(&[10u32.into()], 5).rows[0];
/// assert_eq!((row.index, row.value.clone()), (0, 2u32.into()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SubtractionRow {
    /// The heap's index (from 0).
    pub index: usize,
    /// The heap's size.
    #[serde(with = "nat::json")]
    pub size: Nat,
    /// Its Grundy value.
    #[serde(with = "nat::json")]
    pub value: Nat,
    /// How the value was obtained.
    pub method: ValueMethod,
}

// ---------------------------------------------------------------------------------------
// Engines: one Grundy value per step.

/// `G(n) = mex{G(n−s)}` for a finite set; values are at most |S|.
struct FiniteEngine<'a> {
    set: &'a [u64],
    values: Vec<u32>,
    stamp: Vec<u64>,
}

impl<'a> FiniteEngine<'a> {
    fn new(set: &'a [u64]) -> Self {
        FiniteEngine {
            set,
            values: Vec::new(),
            stamp: vec![u64::MAX; set.len() + 2],
        }
    }
    fn step(&mut self) {
        let n = self.values.len() as u64;
        for &s in self.set {
            if s > n {
                break;
            }
            let v = self.values[(n - s) as usize] as usize;
            self.stamp[v] = n;
        }
        let g = self.stamp.iter().position(|&t| t != n).unwrap_or(0);
        self.values.push(g as u32);
    }
}

/// All-but games: `G(n)` = the least value all of whose occurrences lie at distances in
/// X, or the least value not seen yet (`docs/theory.md#all-but`).
struct AllButEngine<'a> {
    x: &'a [u64],
    values: Vec<u64>,
    first: Vec<u64>,
    occurrences: Vec<u64>,
    scratch: Vec<u64>,
}

impl<'a> AllButEngine<'a> {
    fn new(x: &'a [u64]) -> Self {
        AllButEngine {
            x,
            values: Vec::new(),
            first: Vec::new(),
            occurrences: Vec::new(),
            scratch: Vec::new(),
        }
    }
    fn step(&mut self) {
        let n = self.values.len() as u64;
        self.scratch.clear();
        for &d in self.x {
            if d > n {
                break;
            }
            self.scratch.push(self.values[(n - d) as usize]);
        }
        self.scratch.sort_unstable();
        let mut g = self.first.len() as u64;
        let mut i = 0;
        while i < self.scratch.len() {
            let v = self.scratch[i];
            let mut j = i;
            while j < self.scratch.len() && self.scratch[j] == v {
                j += 1;
            }
            if (j - i) as u64 == self.occurrences[v as usize] {
                g = v;
                break;
            }
            i = j;
        }
        if g == self.first.len() as u64 {
            self.first.push(n);
            self.occurrences.push(0);
        }
        self.occurrences[g as usize] += 1;
        self.values.push(g);
    }

    /// The normalized state before computing `G(n)`: the last `m` values (value − base if
    /// live, `None` if dead or before 0) and `u − base`.
    fn state(&self, n: u64, m: u64) -> (Vec<Option<u64>>, u64) {
        let u = self.first.partition_point(|&f| f < n) as u64;
        let lo = n as i64 - m as i64;
        let mut raw: Vec<Option<u64>> = Vec::with_capacity(m as usize);
        let mut base = u;
        for q in lo..n as i64 {
            if q < 0 {
                raw.push(None);
                continue;
            }
            let v = self.values[q as usize];
            if self.first[v as usize] as i64 >= lo {
                base = base.min(v);
                raw.push(Some(v));
            } else {
                raw.push(None);
            }
        }
        (
            raw.into_iter().map(|c| c.map(|v| v - base)).collect(),
            u - base,
        )
    }

    fn base(&self, n: u64, m: u64) -> u64 {
        let u = self.first.partition_point(|&f| f < n) as u64;
        let lo = n as i64 - m as i64;
        (lo.max(0)..n as i64)
            .map(|q| self.values[q as usize])
            .filter(|&v| self.first[v as usize] as i64 >= lo)
            .fold(u, u64::min)
    }
}

const HASH_P: u64 = (1 << 61) - 1;
const HASH_B: u64 = 1_000_003;

fn mulmod(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) % HASH_P as u128) as u64
}

/// The rolling hash of the window `G(i−M..i)` (positions below 0 coded 0, values v as v+1).
#[derive(Clone, Copy)]
struct Roller {
    index: u64,
    hash: u64,
}

impl Roller {
    fn advance(&mut self, values: &[u32], window: u64, top: u64) {
        let code = |q: i64| {
            if q < 0 {
                0
            } else {
                u64::from(values[q as usize]) + 1
            }
        };
        let out = mulmod(code(self.index as i64 - window as i64), top);
        self.hash = (mulmod(self.hash, HASH_B) + HASH_P - out + code(self.index as i64)) % HASH_P;
        self.index += 1;
    }
}

fn solve_finite(
    rule: &SubtractionRule,
    set: &[u64],
    budget: u64,
) -> Result<SolvedSubtraction, SolveError> {
    let window = *set.last().expect("validated: non-empty");
    let cost = set.len() as u64 + 1;
    let mut engine = FiniteEngine::new(set);
    let mut work = 0u64;
    let mut top = 1u64; // B^window
    for _ in 0..window {
        top = mulmod(top, HASH_B);
    }
    // Values up to index `n − 1` must exist to know the window at `n`.
    let ensure = |engine: &mut FiniteEngine, n: u64, work: &mut u64| {
        while (engine.values.len() as u64) < n {
            engine.step();
            *work += cost;
        }
        if *work > budget {
            return Err(SolveError::BudgetExceeded {
                budget,
                computed: engine.values.len() as u64,
            });
        }
        Ok(())
    };
    let same = |values: &[u32], i: u64, j: u64| {
        (0..window).all(|t| {
            let qi = i as i64 - window as i64 + t as i64;
            let qj = j as i64 - window as i64 + t as i64;
            let c = |q: i64| {
                if q < 0 {
                    None
                } else {
                    Some(values[q as usize])
                }
            };
            c(qi) == c(qj)
        })
    };
    // Brent's cycle finding on windows.
    let mut tortoise = Roller { index: 0, hash: 0 };
    let mut hare = Roller { index: 0, hash: 0 };
    ensure(&mut engine, 1, &mut work)?;
    hare.advance(&engine.values, window, top);
    let (mut power, mut lam) = (1u64, 1u64);
    loop {
        if tortoise.hash == hare.hash && same(&engine.values, tortoise.index, hare.index) {
            work += window;
            break;
        }
        if power == lam {
            tortoise = hare;
            power *= 2;
            lam = 0;
        }
        ensure(&mut engine, hare.index + 1, &mut work)?;
        hare.advance(&engine.values, window, top);
        lam += 1;
    }
    // The first window that repeats after lam steps.
    let mut a = Roller { index: 0, hash: 0 };
    let mut b = Roller { index: 0, hash: 0 };
    for _ in 0..lam {
        b.advance(&engine.values, window, top);
    }
    while !(a.hash == b.hash && same(&engine.values, a.index, b.index)) {
        ensure(&mut engine, b.index + 1, &mut work)?;
        a.advance(&engine.values, window, top);
        b.advance(&engine.values, window, top);
    }
    let values = &engine.values;
    let mut pre = a.index.saturating_sub(window);
    while pre > 0 && values[(pre - 1) as usize] == values[(pre - 1 + lam) as usize] {
        pre -= 1;
    }
    ensure(&mut engine, pre + lam + window, &mut work).ok();
    let checked_to = engine.values.len() as u64;
    Ok(SolvedSubtraction {
        rule: rule.clone(),
        periodicity: Periodicity {
            preperiod: pre,
            period: Nat::from(lam),
            saltus: Nat::zero(),
            certified: true,
            checked_to,
        },
        values: engine.values[..(pre + lam) as usize]
            .iter()
            .map(|&v| u64::from(v))
            .collect(),
    })
}

fn solve_all_but(
    rule: &SubtractionRule,
    x: &[u64],
    budget: u64,
) -> Result<SolvedSubtraction, SolveError> {
    let m = x.last().copied().unwrap_or(0);
    let cost = x.len() as u64 + m + 1;
    let mut engine = AllButEngine::new(x);
    let mut work = 0u64;
    let ensure = |engine: &mut AllButEngine, n: u64, work: &mut u64| {
        while (engine.values.len() as u64) < n {
            engine.step();
            *work += cost;
        }
        if *work > budget {
            return Err(SolveError::BudgetExceeded {
                budget,
                computed: engine.values.len() as u64,
            });
        }
        Ok(())
    };
    // Brent's cycle finding on normalized states.
    let mut tortoise = (0u64, engine.state(0, m));
    let mut hare = 1u64;
    ensure(&mut engine, 1, &mut work)?;
    let (mut power, mut lam) = (1u64, 1u64);
    loop {
        let hs = engine.state(hare, m);
        if hs == tortoise.1 {
            break;
        }
        if power == lam {
            tortoise = (hare, hs);
            power *= 2;
            lam = 0;
        }
        hare += 1;
        ensure(&mut engine, hare, &mut work)?;
        lam += 1;
    }
    let _ = tortoise.0;
    let mut mu = 0u64;
    loop {
        ensure(&mut engine, mu + lam, &mut work)?;
        if engine.state(mu, m) == engine.state(mu + lam, m) {
            break;
        }
        work += 2 * m;
        mu += 1;
    }
    let saltus = engine.base(mu + lam, m) - engine.base(mu, m);
    let values = &engine.values;
    let mut pre = mu;
    while pre > 0 && values[(pre - 1 + lam) as usize] == values[(pre - 1) as usize] + saltus {
        pre -= 1;
    }
    let checked_to = engine.values.len() as u64;
    let mut values = engine.values;
    values.truncate((pre + lam) as usize);
    // The stored values must reach preperiod + period.
    debug_assert_eq!(values.len() as u64, pre + lam);
    Ok(SolvedSubtraction {
        rule: rule.clone(),
        periodicity: Periodicity {
            preperiod: pre,
            period: Nat::from(lam),
            saltus: Nat::from(saltus),
            certified: true,
            checked_to,
        },
        values,
    })
}
