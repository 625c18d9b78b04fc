//! Heap rules written as a formula: the options of a heap of `n` as a function of `n`,
//! in a small language of our own — `rule(n -> [[a, n - 1 - a] for a in 0..=(n - 1) / 2])`
//! is Kayles' rule of knocking down one pin (CGSuite writes a heap ruleset's options the
//! same way, as a list of lists of heaps, in its own scripting language).
//!
//! # The language
//!
//! A formula is `NAME -> BODY`, optionally inside `rule( … )`: `NAME` is the heap, `BODY`
//! the list of its options, each a list of the heaps the move leaves (`[]` takes the
//! whole heap; heaps of 0 are dropped; the heaps of an option are sorted and repeated
//! options counted once).
//!
//! | written | meaning |
//! |---|---|
//! | `12`, `n`, `k` | a whole number (64 bits, signed); the heap's name and the names of `for` clauses |
//! | `a + b`, `a - b`, `a * b` | arithmetic (an overflow is an error) |
//! | `a / b`, `a % b` | division rounded down and its remainder (`-1 / 2` is `-1`); by 0 an error |
//! | `-a`, `abs(a)`, `min(a, b, …)`, `max(a, b, …)` | negation, absolute value, least and largest |
//! | `a == b`, `!=`, `<`, `<=`, `>`, `>=` | comparisons (they do not chain) |
//! | `a in L` | whether the number `a` is in the list `L` |
//! | `c and d`, `c or d`, `not c` | truth values (`and`, `or` look at `d` only when needed) |
//! | `[a, b, …]`, `[]` | a list |
//! | `a..b`, `a..=b` | the numbers from `a` up to `b` (`b` left out, or in); empty when `b` is smaller |
//! | `L + M` | two lists joined |
//! | `len(L)` | a list's length |
//! | `[e for x in L if c …]` | a comprehension: `for` and `if` clauses, nested left to right |
//!
//! Operators bind as in Python: `*` `/` `%`, then `+` `-`, then ranges, comparisons and
//! `in`, `not`, `and`, `or`. A formula is checked before it is used: its names, the
//! arguments of its functions and the types of its expressions (numbers, truth values,
//! lists) — and the body must be a list of lists of numbers.
//!
//! # Bounds
//!
//! A formula is evaluated heap by heap with bounded work ([`FormulaLimits`]): at most
//! [`MAX_OPTIONS`] options a heap and [`MAX_STEPS`] steps of evaluation; every heap an
//! option leaves must be smaller than the heap played on (otherwise the game could go on
//! for ever), and none below zero. Past any of these the evaluation stops with a
//! [`FormulaEvalError`] naming the heap. A heap of 0 has no options.
//!
//! ```
//! use grundy_heap::heap::formula::FormulaRule;
//! // Grundy's game: split a heap into two unequal heaps.
//! let grundy = FormulaRule::parse("rule(n -> [[a, n - a] for a in 1..n if a < n - a])").unwrap();
//! assert_eq!(grundy.options(7).unwrap(), vec![vec![1, 6], vec![2, 5], vec![3, 4]]);
//! assert_eq!(grundy.name(), "rule(n -> [[a, n - a] for a in 1..n if a < n - a])");
//! assert_eq!(grundy.values(9).unwrap(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
//! ```
//!
//! | file | what it holds |
//! |---|---|
//! | `syntax/` | the tokens, the tree, the parser, the checker ([`FormulaError`], [`Type`]) and the canonical spelling |
//! | `eval.rs` | the evaluation at one heap within its limits ([`FormulaEvalError`]) |

mod eval;
mod syntax;
#[cfg(test)]
mod tests;

pub use eval::FormulaEvalError;
pub use syntax::{FormulaError, Type, MAX_FORMULA_CHARS, MAX_FORMULA_DEPTH};

use crate::game::ImpartialGame;
use std::sync::Arc;

/// The most options a formula may give a heap by default.
pub const MAX_OPTIONS: usize = 100_000;

/// The most steps (expressions evaluated, elements listed) a formula may take at one heap
/// by default: a few tens of milliseconds, and a few tens of megabytes at most.
pub const MAX_STEPS: u64 = 2_000_000;

/// How much a formula may do at one heap.
///
/// ```
/// use grundy_heap::heap::formula::{FormulaEvalError, FormulaLimits, FormulaRule};
/// let all = FormulaRule::parse("n -> [[k] for k in 0..n]").unwrap();
/// let tight = FormulaLimits { options: 3, ..FormulaLimits::default() };
/// assert_eq!(all.options_within(10, &tight).unwrap_err(),
///            FormulaEvalError::TooManyOptions { heap: 10, limit: 3 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormulaLimits {
    /// The most distinct options ([`MAX_OPTIONS`]).
    pub options: usize,
    /// The most steps ([`MAX_STEPS`]).
    pub steps: u64,
}

impl Default for FormulaLimits {
    fn default() -> Self {
        FormulaLimits {
            options: MAX_OPTIONS,
            steps: MAX_STEPS,
        }
    }
}

/// A heap rule written as a formula (see the module's documentation), read and checked;
/// two formulas are the same rule when they are written the same way (canonically:
/// spaces and brackets do not matter).
///
/// ```
/// use grundy_heap::heap::formula::FormulaRule;
/// let a = FormulaRule::parse("n->[[n-k] for k in [1,3,4] if k<=n]").unwrap();
/// let b = FormulaRule::parse("rule( n -> [[(n - k)] for k in [1, 3, 4] if k <= n] )").unwrap();
/// assert_eq!(a, b);
/// assert_eq!(a.formula(), "n -> [[n - k] for k in [1, 3, 4] if k <= n]");
/// ```
#[derive(Debug, Clone)]
pub struct FormulaRule {
    program: Arc<syntax::Program>,
    formula: String,
}

impl PartialEq for FormulaRule {
    fn eq(&self, other: &Self) -> bool {
        self.formula == other.formula
    }
}

impl Eq for FormulaRule {}

impl std::hash::Hash for FormulaRule {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.formula.hash(state);
    }
}

impl FormulaRule {
    /// Reads `name -> body`, or `rule(name -> body)`; columns in errors count from 1 at
    /// the first character of `text`.
    ///
    /// # Errors
    /// A [`FormulaError`] naming what is wrong and its column.
    ///
    /// ```
    /// use grundy_heap::heap::formula::{FormulaError, FormulaRule};
    /// assert!(matches!(FormulaRule::parse("n -> [n - 1]").unwrap_err(),
    ///     FormulaError::Type { column: 6, .. }));
    /// assert_eq!(FormulaRule::parse("n -> [[n - 1] for k in 1..3 if k]").unwrap_err().to_string(),
    ///     "expected `bool`, found `int` at column 32");
    /// ```
    pub fn parse(text: &str) -> Result<FormulaRule, FormulaError> {
        let program = syntax::parse(text)?;
        let mut formula = format!("{} -> ", program.names.join(", "));
        syntax::write(&program.body, &mut formula);
        Ok(FormulaRule {
            program: Arc::new(program),
            formula,
        })
    }

    /// The formula in its canonical spelling, `name -> body` (read back to the same rule).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let r = FormulaRule::parse("n -> [[n-1]] + [[a,n-2-a] for a in 1..=(n-2)/2]").unwrap();
    /// assert_eq!(r.formula(), "n -> [[n - 1]] + [[a, n - 2 - a] for a in 1..=(n - 2) / 2]");
    /// assert_eq!(FormulaRule::parse(r.formula()).unwrap(), r);
    /// ```
    pub fn formula(&self) -> &str {
        &self.formula
    }

    /// The rule as the position language writes it: `rule(name -> body)`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// assert_eq!(FormulaRule::parse("m -> [[m - 1]]").unwrap().name(), "rule(m -> [[m - 1]])");
    /// ```
    pub fn name(&self) -> String {
        format!("rule({})", self.formula)
    }

    /// The options of a heap of `n` within the default [`FormulaLimits`]: each the sorted
    /// list of non-empty heaps left, without repeats, in the order the formula first gives
    /// them.
    ///
    /// # Errors
    /// The [`FormulaEvalError`] of the evaluation at `n`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let kayles = FormulaRule::parse("n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2]").unwrap();
    /// assert_eq!(kayles.options(3).unwrap(), vec![vec![2], vec![1, 1], vec![1]]);
    /// assert_eq!(kayles.options(0).unwrap(), Vec::<Vec<u64>>::new());
    /// ```
    pub fn options(&self, n: u64) -> Result<Vec<Vec<u64>>, FormulaEvalError> {
        self.options_within(n, &FormulaLimits::default())
    }

    /// [`FormulaRule::options`] within `limits`.
    ///
    /// # Errors
    /// The [`FormulaEvalError`] of the evaluation at `n`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::{FormulaEvalError, FormulaLimits, FormulaRule};
    /// let busy = FormulaRule::parse("n -> [[1] for k in 0..1000000000 if k < 0]").unwrap();
    /// let e = busy.options_within(5, &FormulaLimits { steps: 1000, ..FormulaLimits::default() });
    /// assert_eq!(e.unwrap_err(), FormulaEvalError::TooMuchWork { heap: 5, limit: 1000 });
    /// ```
    pub fn options_within(
        &self,
        n: u64,
        limits: &FormulaLimits,
    ) -> Result<Vec<Vec<u64>>, FormulaEvalError> {
        eval::options(&self.program, n, limits)
    }

    /// `G(0), …, G(upto)` by the definition: each the least value that is not the nim-sum
    /// of an option's heaps' values (the reference of the engines that run a formula).
    ///
    /// # Errors
    /// The [`FormulaEvalError`] of the first heap whose options cannot be given.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let nim = FormulaRule::parse("n -> [[k] for k in 0..n]").unwrap();
    /// assert_eq!(nim.values(5).unwrap(), [0, 1, 2, 3, 4, 5]);
    /// ```
    pub fn values(&self, upto: u64) -> Result<Vec<u64>, FormulaEvalError> {
        let mut values = FormulaValues::default();
        for n in 0..=upto {
            values.next(self, n)?;
        }
        Ok(values.values)
    }
}

impl std::fmt::Display for FormulaRule {
    /// [`FormulaRule::name`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "rule({})", self.formula)
    }
}

/// A truth-valued formula of two numbers, `k, a -> CONDITION`, optionally inside
/// `mem( … )`: CGSuite's memory predicate of `GenMem` — a move may take `a` tokens when
/// the last move took `k` exactly when the condition holds. The language is the rules'
/// (see the module's documentation), the body a truth value.
///
/// ```
/// use grundy_heap::heap::formula::FormulaPredicate;
/// let fibonacci = FormulaPredicate::parse("mem(k, a -> a <= 2 * k)").unwrap();
/// assert_eq!(fibonacci.holds(3, 6, 10), Ok(true));
/// assert_eq!(fibonacci.holds(3, 7, 10), Ok(false));
/// assert_eq!(fibonacci.name(), "mem(k, a -> a <= 2 * k)");
/// assert!(FormulaPredicate::parse("k, a -> a + k").is_err()); // a number, not a truth value
/// ```
#[derive(Debug, Clone)]
pub struct FormulaPredicate {
    program: Arc<syntax::Program>,
    formula: String,
}

impl PartialEq for FormulaPredicate {
    fn eq(&self, other: &Self) -> bool {
        self.formula == other.formula
    }
}

impl Eq for FormulaPredicate {}

impl std::hash::Hash for FormulaPredicate {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.formula.hash(state);
    }
}

impl FormulaPredicate {
    /// Reads `k, a -> condition`, or `mem(k, a -> condition)`; columns in errors count
    /// from 1 at the first character of `text`.
    ///
    /// # Errors
    /// A [`FormulaError`] naming what is wrong and its column.
    ///
    /// ```
    /// use grundy_heap::heap::formula::{FormulaError, FormulaPredicate};
    /// assert!(matches!(FormulaPredicate::parse("k -> k > 1").unwrap_err(),
    ///     FormulaError::Expected { column: 3, .. }));
    /// ```
    pub fn parse(text: &str) -> Result<FormulaPredicate, FormulaError> {
        let program = syntax::parse_as(text, "mem", 2, &Type::Bool)?;
        let mut formula = format!("{} -> ", program.names.join(", "));
        syntax::write(&program.body, &mut formula);
        Ok(FormulaPredicate {
            program: Arc::new(program),
            formula,
        })
    }

    /// The predicate in its canonical spelling, `k, a -> condition`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaPredicate;
    /// assert_eq!(FormulaPredicate::parse("k,a->a>=k").unwrap().formula(), "k, a -> a >= k");
    /// ```
    pub fn formula(&self) -> &str {
        &self.formula
    }

    /// As the position language writes it: `mem(k, a -> condition)`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaPredicate;
    /// assert_eq!(FormulaPredicate::parse("k, a -> a >= k").unwrap().name(), "mem(k, a -> a >= k)");
    /// ```
    pub fn name(&self) -> String {
        format!("mem({})", self.formula)
    }

    /// Whether a take of `a` may follow a take of `k` (on a heap of `heap`, which errors
    /// name), within the default [`FormulaLimits`]' steps.
    ///
    /// # Errors
    /// The [`FormulaEvalError`] of the evaluation (a division by zero, an overflow, too
    /// many steps).
    ///
    /// ```
    /// use grundy_heap::heap::formula::{FormulaEvalError, FormulaPredicate};
    /// let p = FormulaPredicate::parse("k, a -> a / k > 0").unwrap();
    /// assert_eq!(p.holds(0, 1, 5), Err(FormulaEvalError::DivisionByZero { heap: 5, column: 11 }));
    /// ```
    pub fn holds(&self, k: u64, a: u64, heap: u64) -> Result<bool, FormulaEvalError> {
        let too_large = || FormulaEvalError::HeapTooLarge { heap };
        let k = i64::try_from(k).map_err(|_| too_large())?;
        let a = i64::try_from(a).map_err(|_| too_large())?;
        eval::holds(&self.program, &[k, a], heap, &FormulaLimits::default())
    }
}

/// The values of a formula computed one heap after another: `G(n)` is the least value
/// that is no option's nim-sum, every option's heaps being smaller than `n`.
///
/// ```
/// use grundy_heap::heap::formula::{FormulaRule, FormulaValues};
/// let rule = FormulaRule::parse("n -> [[n - 1]] + [[n - 2] for k in [2] if n >= 2]").unwrap();
/// let mut v = FormulaValues::default();
/// let found: Vec<u64> = (0..6).map(|n| v.next(&rule, n).unwrap().0).collect();
/// assert_eq!(found, [0, 1, 2, 0, 1, 2]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct FormulaValues {
    values: Vec<u64>,
    seen: Vec<u64>,
}

impl FormulaValues {
    /// `G(n)` and the number of options looked at, `n` being the next heap (`values.len()`;
    /// another `n` is computed from the values known, which must hold every heap below it).
    ///
    /// # Errors
    /// The [`FormulaEvalError`] of the evaluation at `n`.
    pub fn next(&mut self, rule: &FormulaRule, n: u64) -> Result<(u64, u64), FormulaEvalError> {
        let options = rule.options(n)?;
        // Values of the options are below their number plus one: a stamp per value.
        self.seen.clear();
        self.seen.resize(options.len() + 1, 0);
        for option in &options {
            let v = option.iter().fold(0u64, |acc, &h| {
                acc ^ usize::try_from(h)
                    .ok()
                    .and_then(|h| self.values.get(h))
                    .copied()
                    .unwrap_or(0)
            });
            if let Some(s) = usize::try_from(v).ok().and_then(|v| self.seen.get_mut(v)) {
                *s = 1;
            }
        }
        let g = self
            .seen
            .iter()
            .position(|&s| s == 0)
            .unwrap_or(options.len()) as u64;
        if self.values.len() as u64 == n {
            self.values.push(g);
        }
        Ok((g, options.len() as u64))
    }

    /// The values computed: `G(0..len)`.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaValues;
    /// assert!(FormulaValues::default().values().is_empty());
    /// ```
    pub fn values(&self) -> &[u64] {
        &self.values
    }
}

/// The game on a list of heaps under a [`FormulaRule`], straight from its options: the
/// brute-force oracle of the tests (a heap whose options cannot be given has none here).
///
/// ```
/// use grundy_heap::heap::formula::{FormulaGame, FormulaRule};
/// use grundy_core::Solver;
/// let game = FormulaGame(FormulaRule::parse("n -> [[a, n - 1 - a] for a in 0..n]").unwrap());
/// assert_eq!(Solver::new(&game).grundy(&vec![2, 3]).unwrap(), 2 ^ 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormulaGame(pub FormulaRule);

impl ImpartialGame for FormulaGame {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for option in self.0.options(h).unwrap_or_default() {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(option);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}
