//! The formula language read and checked: the tokens, the expression tree with its
//! names resolved to slots, the types, and the canonical spelling written back.
//!
//! | file | what it holds |
//! |---|---|
//! | `token.rs` | keywords, functions, symbols and the tokenizer |
//! | `tree.rs` | the expression tree and `Program`, a formula read and checked |
//! | `parser.rs` | tokens to a tree, and `parse` / `parse_as`, the whole formula read and typed |
//! | `check.rs` | names resolved to slots, every expression typed |
//! | `types.rs` | [`Type`] and how two types unify |
//! | `error.rs` | [`FormulaError`] and its words |
//! | `write.rs` | the canonical spelling written back |

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
