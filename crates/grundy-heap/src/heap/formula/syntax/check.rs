//! The checker: the names resolved to slots through the scopes they are bound in, and
//! every expression typed.

use super::{BinOp, Clause, Expr, FormulaError, Func, Kind, Type};

/// The names in scope, innermost last, each with its slot and type.
pub(super) struct Scope {
    pub(super) names: Vec<(String, usize, Type)>,
    pub(super) slots: usize,
}

impl Scope {
    fn type_error(expected: &str, found: Type, column: usize) -> FormulaError {
        FormulaError::Type {
            expected: expected.to_string(),
            found,
            column,
        }
    }

    fn int(&mut self, e: &mut Expr) -> Result<(), FormulaError> {
        let t = self.check(e)?;
        if t.unify(&Type::Int).is_none() {
            return Err(Self::type_error("int", t, e.column));
        }
        Ok(())
    }

    fn bool(&mut self, e: &mut Expr) -> Result<(), FormulaError> {
        let t = self.check(e)?;
        if t.unify(&Type::Bool).is_none() {
            return Err(Self::type_error("bool", t, e.column));
        }
        Ok(())
    }

    /// The type of `e`, its names resolved to their slots.
    pub(super) fn check(&mut self, e: &mut Expr) -> Result<Type, FormulaError> {
        let column = e.column;
        Ok(match &mut e.kind {
            Kind::Int(_) => Type::Int,
            Kind::Var(name, slot) => {
                let Some((_, s, t)) = self.names.iter().rev().find(|(n, _, _)| n == name) else {
                    return Err(FormulaError::UnknownName {
                        name: name.clone(),
                        column,
                    });
                };
                *slot = *s;
                t.clone()
            }
            Kind::Neg(inner) => {
                self.int(inner)?;
                Type::Int
            }
            Kind::Not(inner) => {
                self.bool(inner)?;
                Type::Bool
            }
            Kind::Bin(op, a, b, _) => match op {
                BinOp::Or | BinOp::And => {
                    self.bool(a)?;
                    self.bool(b)?;
                    Type::Bool
                }
                BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    self.int(a)?;
                    self.int(b)?;
                    Type::Bool
                }
                BinOp::In => {
                    self.int(a)?;
                    let t = self.check(b)?;
                    if t.unify(&Type::list(Type::Int)).is_none() {
                        return Err(Self::type_error("[int]", t, b.column));
                    }
                    Type::Bool
                }
                BinOp::Add => {
                    let ta = self.check(a)?;
                    let tb = self.check(b)?;
                    match (&ta, &tb) {
                        (Type::List(_), _) => ta.unify(&tb).ok_or_else(|| {
                            Self::type_error(&ta.to_string(), tb.clone(), b.column)
                        })?,
                        _ => {
                            if ta.unify(&Type::Int).is_none() {
                                return Err(Self::type_error("int", ta, a.column));
                            }
                            if tb.unify(&Type::Int).is_none() {
                                return Err(Self::type_error("int", tb, b.column));
                            }
                            Type::Int
                        }
                    }
                }
                BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod => {
                    self.int(a)?;
                    self.int(b)?;
                    Type::Int
                }
            },
            Kind::Range(lo, hi, _) => {
                self.int(lo)?;
                self.int(hi)?;
                Type::list(Type::Int)
            }
            Kind::List(items) => {
                let mut t = Type::Any;
                for item in items.iter_mut() {
                    let ti = self.check(item)?;
                    t = t
                        .unify(&ti)
                        .ok_or_else(|| Self::type_error(&t.to_string(), ti, item.column))?;
                }
                Type::list(t)
            }
            Kind::Comp(element, clauses) => {
                let depth = self.names.len();
                for clause in clauses.iter_mut() {
                    match clause {
                        Clause::For(name, slot, source) => {
                            let t = self.check(source)?;
                            let Type::List(inner) = t else {
                                return Err(Self::type_error("[…]", t, source.column));
                            };
                            *slot = depth_slot(&mut self.slots, self.names.len());
                            self.names.push((name.clone(), *slot, *inner));
                        }
                        Clause::If(condition) => self.bool(condition)?,
                    }
                }
                let t = self.check(element)?;
                self.names.truncate(depth);
                Type::list(t)
            }
            Kind::Call(func, args) => {
                let (takes, ok) = match func {
                    Func::Min | Func::Max => ("1+", !args.is_empty()),
                    Func::Abs | Func::Len => ("1", args.len() == 1),
                };
                if !ok {
                    return Err(FormulaError::Arity {
                        name: func.text().to_string(),
                        takes: takes.to_string(),
                        given: args.len(),
                        column,
                    });
                }
                for arg in args.iter_mut() {
                    if *func == Func::Len {
                        let t = self.check(arg)?;
                        if !matches!(t, Type::List(_) | Type::Any) {
                            return Err(Self::type_error("[…]", t, arg.column));
                        }
                    } else {
                        self.int(arg)?;
                    }
                }
                Type::Int
            }
        })
    }
}

/// The slot of the `index`-th name in scope (slots are reused by names at the same
/// depth), growing the count.
fn depth_slot(slots: &mut usize, index: usize) -> usize {
    *slots = (*slots).max(index + 1);
    index
}
