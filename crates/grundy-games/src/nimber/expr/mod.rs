//! Expressions of nimber arithmetic, evaluated with their reasoning: `+` (nim-sum), `*`
//! (nim-product), `/`, `^` (a power with an ordinary integer exponent), `sqrt(x)`,
//! `inv(x)`, parentheses, decimal and `0x` hexadecimal literals below `2^128`.
//!
//! `^` binds tightest, then `*` and `/` (from the left), then `+`. Parentheses and
//! functions nest at most [`MAX_DEPTH`] deep; every error names its column (from 1).
//!
//! ```
//! use grundy::nimber::expr::evaluate;
//! // 2 ⊗ 2 = 3; 16 ⊗ 16 = 24, whose square root is 16; 3 ⊕ 16 = 19
//! let e = evaluate("2*2 + sqrt(0x10 * 16)").unwrap();
//! assert_eq!(e.value, 19);
//! ```
//!
//! | file | what it holds |
//! |---|---|
//! | `token.rs` | the tokens and their columns, literals and exponents |
//! | `cursor.rs` | `Cursor`, the tokens and the position both parsers hold, and the errors at it |
//! | `error.rs` | [`ExprError`], [`ExprErrorKind`], [`Expected`] and their words |
//! | `finite.rs` | the nimbers below `2^128`: [`evaluate`], [`Evaluation`] |
//! | `transfinite.rs` | the ordinals below `ω^(ω^ω)`: [`evaluate_ordinal`], [`mentions_omega`], [`OrdinalEvaluation`] |
//! | `tests.rs` | the unit tests |

/// How deep parentheses and functions may nest.
pub const MAX_DEPTH: usize = 200;

mod cursor;
mod error;
mod finite;
#[cfg(test)]
mod tests;
mod token;
mod transfinite;

pub use error::{Expected, ExprError, ExprErrorKind};
pub use finite::{evaluate, Evaluation};
pub use transfinite::{evaluate_ordinal, evaluate_ordinal_in, mentions_omega, OrdinalEvaluation};
