//! The formula language read and checked: the tokens, the expression tree with its
//! names resolved to slots, the types, and the canonical spelling written back.

/// The most characters a formula may have (its tree, checked and evaluated by recursion,
/// stays far from the end of any thread's stack).
pub const MAX_FORMULA_CHARS: usize = 2000;

/// The deepest a formula's expression tree may nest (brackets, operators, clauses).
pub const MAX_FORMULA_DEPTH: usize = 64;

mod check;
mod error;
mod parser;
mod token;
mod tree;
mod types;
mod write;

pub use error::FormulaError;
pub(super) use parser::{parse, parse_as};
pub(super) use tree::{BinOp, Clause, Expr, Func, Kind, Program};
pub use types::Type;
pub(super) use write::write;
