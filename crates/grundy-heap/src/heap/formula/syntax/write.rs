//! The canonical spelling of a tree, read back to the same tree: operators spaced,
//! brackets only where precedence needs them.

use super::{Clause, Expr, Kind};

/// The canonical spelling of `e` (read back to the same tree): operators spaced,
/// brackets only where precedence needs them.
pub(in crate::heap::formula) fn write(e: &Expr, out: &mut String) {
    match &e.kind {
        Kind::Int(v) => out.push_str(&v.to_string()),
        Kind::Var(name, _) => out.push_str(name),
        Kind::Neg(inner) => {
            out.push('-');
            write_at(inner, 8, out);
        }
        Kind::Not(inner) => {
            out.push_str("not ");
            write_at(inner, 3, out);
        }
        Kind::Bin(op, a, b, _) => {
            let level = op.level();
            write_at(a, if level == 4 { 5 } else { level }, out);
            out.push(' ');
            out.push_str(op.text());
            out.push(' ');
            write_at(b, if level == 4 { 5 } else { level + 1 }, out);
        }
        Kind::Range(lo, hi, inclusive) => {
            write_at(lo, 6, out);
            out.push_str(if *inclusive { "..=" } else { ".." });
            write_at(hi, 6, out);
        }
        Kind::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(item, out);
            }
            out.push(']');
        }
        Kind::Comp(element, clauses) => {
            out.push('[');
            write(element, out);
            for clause in clauses {
                match clause {
                    Clause::For(name, _, source) => {
                        out.push_str(" for ");
                        out.push_str(name);
                        out.push_str(" in ");
                        write_at(source, 5, out);
                    }
                    Clause::If(condition) => {
                        out.push_str(" if ");
                        write(condition, out);
                    }
                }
            }
            out.push(']');
        }
        Kind::Call(func, args) => {
            out.push_str(func.text());
            out.push('(');
            for (i, arg) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(arg, out);
            }
            out.push(')');
        }
    }
}

/// The binding strength of `e`'s outermost operator (atoms bind tightest).
fn level_of(e: &Expr) -> u8 {
    match &e.kind {
        Kind::Bin(op, _, _, _) => op.level(),
        Kind::Range(..) => 5,
        Kind::Not(_) => 3,
        Kind::Neg(_) => 8,
        _ => 9,
    }
}

/// `e` where an expression binding at least `min` is needed: bracketed if it binds less.
fn write_at(e: &Expr, min: u8, out: &mut String) {
    if level_of(e) < min {
        out.push('(');
        write(e, out);
        out.push(')');
    } else {
        write(e, out);
    }
}
