//! A checked formula evaluated at one heap, within a budget of steps: the options it
//! gives, each a sorted list of non-empty heaps, or why it gives none.

use super::syntax::{BinOp, Clause, Expr, Func, Kind, Program};
use super::FormulaLimits;
use crate::i18n::{msg, Message};

/// Why a formula gives no options at a heap: its arithmetic failed, or what it gives is
/// not a move of a heap game, or it gives too much.
///
/// ```
/// use grundy_heap::heap::formula::{FormulaEvalError, FormulaRule};
/// let loopy = FormulaRule::parse("n -> [[n]]").unwrap();
/// assert_eq!(loopy.options(4).unwrap_err(), FormulaEvalError::NotSmaller { heap: 4, part: 4 });
/// assert_eq!(
///     loopy.options(4).unwrap_err().to_string(),
///     "the formula leaves a heap of 4 from a heap of 4: every heap a move leaves must be smaller than the heap it is played on"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
#[non_exhaustive]
pub enum FormulaEvalError {
    /// A division or remainder by zero.
    DivisionByZero {
        /// The heap evaluated.
        heap: u64,
        /// Where the operator is.
        column: usize,
    },
    /// A result beyond 64 bits.
    Overflow {
        /// The heap evaluated.
        heap: u64,
        /// Where the operator is.
        column: usize,
    },
    /// An option holds a heap size below zero.
    Negative {
        /// The heap evaluated.
        heap: u64,
        /// The heap size below zero an option holds.
        part: i64,
    },
    /// An option leaves a heap at least as large as the heap played on: the game could go
    /// on for ever.
    NotSmaller {
        /// The heap evaluated.
        heap: u64,
        /// The heap left.
        part: u64,
    },
    /// More options than the limit.
    TooManyOptions {
        /// The heap evaluated.
        heap: u64,
        /// The limit ([`FormulaLimits::options`]).
        limit: usize,
    },
    /// More steps than the limit.
    TooMuchWork {
        /// The heap evaluated.
        heap: u64,
        /// The limit ([`FormulaLimits::steps`]).
        limit: u64,
    },
    /// A heap beyond the formula's 64-bit signed numbers.
    HeapTooLarge {
        /// The heap.
        heap: u64,
    },
}

impl FormulaEvalError {
    /// What went wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// let e = FormulaRule::parse("n -> [[n / (n - 3)]]").unwrap().options(3).unwrap_err();
    /// assert_eq!(e.message().id(), "err-formula-division-by-zero");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            FormulaEvalError::DivisionByZero { heap, column } => {
                msg!(
                    "err-formula-division-by-zero",
                    heap = *heap,
                    column = *column
                )
            }
            FormulaEvalError::Overflow { heap, column } => {
                msg!("err-formula-overflow", heap = *heap, column = *column)
            }
            FormulaEvalError::Negative { heap, part } => {
                msg!(
                    "err-formula-negative",
                    heap = *heap,
                    part = part.to_string()
                )
            }
            FormulaEvalError::NotSmaller { heap, part } => {
                msg!("err-formula-not-smaller", heap = *heap, part = *part)
            }
            FormulaEvalError::TooManyOptions { heap, limit } => {
                msg!("err-formula-too-many-options", heap = *heap, limit = *limit)
            }
            FormulaEvalError::TooMuchWork { heap, limit } => {
                msg!("err-formula-too-much-work", heap = *heap, limit = *limit)
            }
            FormulaEvalError::HeapTooLarge { heap } => {
                msg!("err-formula-heap-too-large", heap = *heap)
            }
        }
    }
}

impl crate::i18n::errors::Localized for FormulaEvalError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(FormulaEvalError);

/// A value of the language.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Int(i64),
    Bool(bool),
    List(Vec<Value>),
}

struct Eval {
    heap: u64,
    slots: Vec<Value>,
    steps: u64,
    limit: u64,
}

type Res<T> = Result<T, FormulaEvalError>;

impl Eval {
    fn spend(&mut self, k: u64) -> Res<()> {
        self.steps = self.steps.saturating_add(k);
        if self.steps > self.limit {
            return Err(FormulaEvalError::TooMuchWork {
                heap: self.heap,
                limit: self.limit,
            });
        }
        Ok(())
    }

    fn int(&mut self, e: &Expr) -> Res<i64> {
        match self.value(e)? {
            Value::Int(v) => Ok(v),
            // The checker gives every such expression the type int.
            _ => Ok(0),
        }
    }

    fn bool(&mut self, e: &Expr) -> Res<bool> {
        match self.value(e)? {
            Value::Bool(b) => Ok(b),
            _ => Ok(false),
        }
    }

    fn list(&mut self, e: &Expr) -> Res<Vec<Value>> {
        match self.value(e)? {
            Value::List(v) => Ok(v),
            _ => Ok(Vec::new()),
        }
    }

    fn overflow(&self, column: usize) -> FormulaEvalError {
        FormulaEvalError::Overflow {
            heap: self.heap,
            column,
        }
    }

    /// `lo..hi` (or `..=`) as bounds `lo..end` with `end` exclusive; empty when `hi < lo`.
    fn bounds(&mut self, lo: &Expr, hi: &Expr, inclusive: bool) -> Res<(i64, i64)> {
        let lo = self.int(lo)?;
        let hi = self.int(hi)?;
        let end = if inclusive { hi.saturating_add(1) } else { hi };
        Ok((lo, end.max(lo)))
    }

    fn value(&mut self, e: &Expr) -> Res<Value> {
        self.spend(1)?;
        let column = e.column;
        Ok(match &e.kind {
            Kind::Int(v) => Value::Int(*v),
            Kind::Var(_, slot) => self.slots.get(*slot).cloned().unwrap_or(Value::Int(0)),
            Kind::Neg(inner) => {
                let v = self.int(inner)?;
                Value::Int(v.checked_neg().ok_or_else(|| self.overflow(column))?)
            }
            Kind::Not(inner) => Value::Bool(!self.bool(inner)?),
            Kind::Bin(BinOp::And, a, b, _) => Value::Bool(self.bool(a)? && self.bool(b)?),
            Kind::Bin(BinOp::Or, a, b, _) => Value::Bool(self.bool(a)? || self.bool(b)?),
            Kind::Bin(BinOp::In, a, b, _) => {
                let x = self.int(a)?;
                let list = self.source_contains(b, x)?;
                Value::Bool(list)
            }
            Kind::Bin(BinOp::Add, a, b, at) => match (self.value(a)?, self.value(b)?) {
                (Value::List(mut x), Value::List(y)) => {
                    self.spend(y.len() as u64)?;
                    x.extend(y);
                    Value::List(x)
                }
                (Value::Int(x), Value::Int(y)) => {
                    Value::Int(x.checked_add(y).ok_or_else(|| self.overflow(*at))?)
                }
                _ => Value::Int(0),
            },
            Kind::Bin(op, a, b, at) => {
                let at = *at;
                let x = self.int(a)?;
                let y = self.int(b)?;
                let division = || FormulaEvalError::DivisionByZero {
                    heap: self.heap,
                    column: at,
                };
                match op {
                    BinOp::Eq => Value::Bool(x == y),
                    BinOp::Ne => Value::Bool(x != y),
                    BinOp::Lt => Value::Bool(x < y),
                    BinOp::Le => Value::Bool(x <= y),
                    BinOp::Gt => Value::Bool(x > y),
                    BinOp::Ge => Value::Bool(x >= y),
                    BinOp::Sub => Value::Int(x.checked_sub(y).ok_or_else(|| self.overflow(at))?),
                    BinOp::Mul => Value::Int(x.checked_mul(y).ok_or_else(|| self.overflow(at))?),
                    BinOp::Div => {
                        if y == 0 {
                            return Err(division());
                        }
                        Value::Int(floor_div(x, y).ok_or_else(|| self.overflow(at))?)
                    }
                    BinOp::Mod => {
                        if y == 0 {
                            return Err(division());
                        }
                        Value::Int(x.checked_rem_euclid(y).map_or(0, |r| {
                            // The remainder takes the sign of the divisor (floor division).
                            if y < 0 && r != 0 {
                                r + y
                            } else {
                                r
                            }
                        }))
                    }
                    BinOp::Add | BinOp::And | BinOp::Or | BinOp::In => Value::Int(0),
                }
            }
            Kind::Range(lo, hi, inclusive) => {
                let (lo, end) = self.bounds(lo, hi, *inclusive)?;
                let len = end.abs_diff(lo);
                self.spend(len)?;
                Value::List((lo..end).map(Value::Int).collect())
            }
            Kind::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for item in items {
                    out.push(self.value(item)?);
                }
                Value::List(out)
            }
            Kind::Comp(element, clauses) => {
                let mut out = Vec::new();
                self.comprehension(element, clauses, &mut out)?;
                Value::List(out)
            }
            Kind::Call(func, args) => match func {
                Func::Len => {
                    let n = match args.first() {
                        Some(a) => self.list(a)?.len(),
                        None => 0,
                    };
                    Value::Int(i64::try_from(n).map_err(|_| self.overflow(column))?)
                }
                Func::Abs => {
                    let v = match args.first() {
                        Some(a) => self.int(a)?,
                        None => 0,
                    };
                    Value::Int(v.checked_abs().ok_or_else(|| self.overflow(column))?)
                }
                Func::Min | Func::Max => {
                    let mut best: Option<i64> = None;
                    for a in args {
                        let v = self.int(a)?;
                        best = Some(match (best, func) {
                            (None, _) => v,
                            (Some(b), Func::Min) => b.min(v),
                            (Some(b), _) => b.max(v),
                        });
                    }
                    Value::Int(best.unwrap_or(0))
                }
            },
        })
    }

    /// Whether `x` is in the list `source` (a range is not listed).
    fn source_contains(&mut self, source: &Expr, x: i64) -> Res<bool> {
        if let Kind::Range(lo, hi, inclusive) = &source.kind {
            self.spend(1)?;
            let (lo, end) = self.bounds(lo, hi, *inclusive)?;
            return Ok(lo <= x && x < end);
        }
        Ok(self.list(source)?.contains(&Value::Int(x)))
    }

    /// The elements of `[element clauses…]`, pushed to `out`: the clauses nest left to
    /// right, as Python's comprehensions do; a range is walked without being listed.
    fn comprehension(
        &mut self,
        element: &Expr,
        clauses: &[Clause],
        out: &mut Vec<Value>,
    ) -> Res<()> {
        let Some((first, rest)) = clauses.split_first() else {
            let v = self.value(element)?;
            out.push(v);
            return Ok(());
        };
        match first {
            Clause::If(condition) => {
                if self.bool(condition)? {
                    self.comprehension(element, rest, out)?;
                }
            }
            Clause::For(_, slot, source) => {
                if let Kind::Range(lo, hi, inclusive) = &source.kind {
                    self.spend(1)?;
                    let (lo, end) = self.bounds(lo, hi, *inclusive)?;
                    for i in lo..end {
                        self.spend(1)?;
                        self.bind(*slot, Value::Int(i));
                        self.comprehension(element, rest, out)?;
                    }
                } else {
                    for v in self.list(source)? {
                        self.spend(1)?;
                        self.bind(*slot, v);
                        self.comprehension(element, rest, out)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn bind(&mut self, slot: usize, v: Value) {
        if let Some(s) = self.slots.get_mut(slot) {
            *s = v;
        }
    }
}

/// `x / y` rounded down (towards minus infinity); `None` on overflow (`i64::MIN / -1`).
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    if (x % y != 0) && ((x < 0) != (y < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

/// Every option of `program` at heap `n`: each sorted, without heaps of 0, each heap
/// smaller than `n`; without repeats, in the order the formula gives them first.
pub(super) fn options(program: &Program, n: u64, limits: &FormulaLimits) -> Res<Vec<Vec<u64>>> {
    if n == 0 {
        // A heap of 0 is no heap: nothing to move.
        return Ok(Vec::new());
    }
    let heap = i64::try_from(n).map_err(|_| FormulaEvalError::HeapTooLarge { heap: n })?;
    let mut slots = vec![Value::Int(0); program.slots.max(1)];
    if let Some(s) = slots.first_mut() {
        *s = Value::Int(heap);
    }
    let mut eval = Eval {
        heap: n,
        slots,
        steps: 0,
        limit: limits.steps,
    };
    let body = eval.list(&program.body)?;
    let mut all: Vec<Vec<u64>> = Vec::with_capacity(body.len());
    for option in body {
        let Value::List(parts) = option else {
            continue; // the checker lets only lists of lists of numbers through
        };
        let mut heaps = Vec::with_capacity(parts.len());
        for part in parts {
            let Value::Int(p) = part else { continue };
            let p =
                u64::try_from(p).map_err(|_| FormulaEvalError::Negative { heap: n, part: p })?;
            if p >= n && p > 0 {
                return Err(FormulaEvalError::NotSmaller { heap: n, part: p });
            }
            if p > 0 {
                heaps.push(p);
            }
        }
        heaps.sort_unstable();
        all.push(heaps);
    }
    // Repeats dropped, the first of each kept where it stands: the options sorted by
    // their heaps (then by place), each equal to the one before it marked.
    let mut order: Vec<usize> = (0..all.len()).collect();
    order.sort_by(|&a, &b| all.get(a).cmp(&all.get(b)).then(a.cmp(&b)));
    let mut keep = vec![true; all.len()];
    for pair in order.windows(2) {
        if let [a, b] = *pair
            && all.get(a) == all.get(b)
            && let Some(k) = keep.get_mut(b)
        {
            *k = false;
        }
    }
    let distinct = keep.iter().filter(|&&k| k).count();
    if distinct > limits.options {
        return Err(FormulaEvalError::TooManyOptions {
            heap: n,
            limit: limits.options,
        });
    }
    let out: Vec<Vec<u64>> = all
        .into_iter()
        .zip(keep)
        .filter_map(|(option, k)| k.then_some(option))
        .collect();
    Ok(out)
}

/// The number `e` is at heap `n` (the heap's slot only): for the tests' reference
/// arithmetic.
#[cfg(test)]
pub(super) fn int_at(e: &Expr, n: i64) -> Res<i64> {
    let mut eval = Eval {
        heap: n as u64,
        slots: vec![Value::Int(n)],
        steps: 0,
        limit: MAX_TEST_STEPS,
    };
    eval.int(e)
}

#[cfg(test)]
const MAX_TEST_STEPS: u64 = 1_000_000;

/// Whether `program`, a truth-valued formula, holds of `args` (in its names' slots);
/// errors name `at` as the heap.
pub(super) fn holds(program: &Program, args: &[i64], at: u64, limits: &FormulaLimits) -> Res<bool> {
    let mut slots = vec![Value::Int(0); program.slots.max(args.len())];
    for (slot, &a) in slots.iter_mut().zip(args) {
        *slot = Value::Int(a);
    }
    let mut eval = Eval {
        heap: at,
        slots,
        steps: 0,
        limit: limits.steps,
    };
    eval.bool(&program.body)
}
