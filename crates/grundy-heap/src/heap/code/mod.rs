//! Take-and-break codes: octal (`0.77`, `4.7`, `.6`), hexadecimal (`hex(0.8)`) and
//! CGSuite's generalized notation (`4!.0`, `tb(0.&64;)`, `0.{2,3!}`, `4.[3]`).
//!
//! # The notation
//!
//! A code is `d0.d1d2…dt`. Digit `d_j` says what may happen when a move removes `j`
//! tokens from one heap: bit `r` of `d_j` (value `2^r`) allows the rest to be left as
//! exactly `r` non-empty heaps. So bit 1 (1) = remove the whole heap (leave 0 heaps),
//! bit 2 = leave one heap, bit 4 = leave two heaps, bit 8 = leave three heaps
//! (hexadecimal), and so on. `d0` (no token removed) may only split: its 1-heap bit would
//! let a move leave the heap unchanged and is rejected, as is its 0-heap bit.
//!
//! Three contexts, chosen by a wrapper:
//!
//! | written | digits | extensions |
//! |---|---|---|
//! | bare: `0.137`, `4!.0` | `0`–`7` | all CGSuite extensions below |
//! | `hex(…)`: `hex(0.8F)` | `0`–`9`, `A`–`F` | none but additive digits (plain hexadecimal) |
//! | `tb(…)` or `cgsuite(…)` | `0`–`9`, `A`–`V` (0–31) | all |
//!
//! A bare `0.8` is therefore an error (with a hint to write `hex(0.8)` or `tb(0.8)`),
//! while every CGSuite code works unchanged inside `tb(…)`, and every CGSuite code whose
//! digits are at most 7 works bare.
//!
//! CGSuite extensions (as CGSuite reads them: its `TBCode` class, Aaron Siegel; the
//! standard form and the meaning of the modifiers are CGSuite's):
//! * a **modifier** after a digit restricts the heaps it leaves: `!` all different
//!   (`4!.0` is Grundy's game), `?` not all equal, `=` all equal — on `*` and `{k+}`
//!   ranges too (`0.*!3`). As CGSuite's move generator does, `?` on the one-heap count
//!   refuses a lone heap of one token (`0.7?`: a heap of 2 has no move);
//! * `&n;` — a digit written in decimal, for digits beyond 31: `0.&64;` leaves 6 heaps;
//! * `{r1,r2,…}` — the allowed heap counts listed, each with an optional modifier
//!   (`{2!,3}`), or one modifier for all after the brace (`{2,3}!`); a trailing `+`
//!   (`{2+}`) also allows every larger count;
//! * `*` — any number of heaps (`{0+}`), e.g. `0.*`;
//! * `[…]` — the digits inside repeat for ever: `0.[3]` is Nim, `4.[3]` Lasker's Nim;
//! * **additive digits** — digits before `d0`: `d−k` adds `k` tokens, then leaves heaps
//!   as its bits say (`tb(80.0)`: add one token, leave three heaps). Leaving fewer than
//!   `k + 2` heaps is refused (a heap could grow back: a loopy game).
//!
//! Every code is kept in CGSuite's standard form ([`Digit`]'s normalization): `04.30` is
//! `4.3`, `0.{0!,3+}` is `0.{0,3+}`, `0.{0,1,2!,3!,4!+}` is `0.*!`, `3!` is `3`, `4?`
//! stays `4?` (CGSuite keeps it, although it moves as `4!`).
//!
//! Choices and limits (documented divergences):
//! * the leading `0` may be omitted: `.6` is `0.6` (the literature writes codes so);
//! * at most [`MAX_DIGITS`] digits after the point (a periodic block counts its digits)
//!   and as many additive digits;
//! * heap counts up to 63;
//! * `d0` and the additive digits drop their zero-heap count (`5.0` is `4.0`): removing
//!   nothing and leaving nothing, or adding tokens and leaving nothing, cannot happen.
//!
//! ```
//! use grundy_heap::heap::code::{parse_code, TbCode};
//! let kayles = parse_code("0.77").unwrap();
//! assert_eq!(kayles.to_string(), "0.77");
//! assert_eq!(parse_code(".77").unwrap(), kayles);
//! let grundy = parse_code("4!.0").unwrap();
//! assert_eq!(grundy.to_string(), "4!.0");
//! assert_eq!(parse_code("hex(0.8)").unwrap().to_string(), "hex(0.8)");
//! let err = parse_code("0.8").unwrap_err();
//! assert!(err.to_string().contains("'8'"));
//! ```
//!
//! # Files
//!
//! | file | what it holds |
//! |---|---|
//! | `digit.rs` | [`Constraint`] and [`Digit`]: the digit model and its normal form |
//! | `tb_code.rs` | [`TbCode`]: digits and repeating block, normalized; what the engines ask of a code |
//! | `display.rs` | the canonical spelling of digits and codes (read back by [`parse_code`]) |
//! | `parse.rs` | [`parse_code`], [`parse_code_in`], [`Context`] and [`CodeError`] |

mod digit;
mod display;
mod parse;
mod tb_code;

pub use digit::{Constraint, Digit};
pub use parse::{parse_code, parse_code_in, CodeError, Context, Hint};
pub use tb_code::TbCode;

/// The largest number of digits after the point a code may have.
///
/// ```
/// use grundy_heap::heap::code::{parse_code, MAX_DIGITS};
/// assert!(parse_code(&format!("0.{}", "7".repeat(MAX_DIGITS))).is_ok());
/// assert!(parse_code(&format!("0.{}", "7".repeat(MAX_DIGITS + 1))).is_err());
/// ```
pub const MAX_DIGITS: usize = 32;

/// The largest number of heaps a digit may leave.
///
/// ```
/// use grundy_heap::heap::code::{parse_code, MAX_HEAP_COUNT};
/// assert_eq!(MAX_HEAP_COUNT, 63);
/// assert!(parse_code("tb(0.{64})").is_err());
/// ```
pub const MAX_HEAP_COUNT: u32 = 63;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for code in [
            "0.77",
            "0.07",
            "0.137",
            "0.007",
            "0.6",
            "4!.0",
            "4.7",
            "hex(0.8)",
            "hex(0.F1)",
            "tb(0.G)",
            "tb(0.&64;)",
            "tb(4.[3])",
            "tb(0.*)",
            "0.{2,3!}",
            "tb(0.[37])",
            "0.4=",
            "0.4?",
            "tb(0.*!3)",
            "tb(0.*?3)",
            "tb(0.*=)",
            "tb(0.{0,2+}!)",
            "tb(0.{0,3+})",
            "tb(0.{2!,3?,4})",
            "tb(0.{1,2!,5+})",
            "tb(80.0)",
            "tb(84.07)",
            "tb(G80.[7])",
            "hex(80.F)",
        ] {
            let parsed = parse_code(code).unwrap();
            let shown = parsed.to_string();
            assert_eq!(parse_code(&shown).unwrap(), parsed, "{code} -> {shown}");
        }
        assert_eq!(parse_code("0.4?").unwrap().to_string(), "0.4?");
        assert_eq!(parse_code("0.770").unwrap().to_string(), "0.77");
        assert_eq!(parse_code("4.0").unwrap().to_string(), "4.0");
        assert_eq!(parse_code(" 0.77 ").unwrap().to_string(), "0.77");
    }

    #[test]
    fn cgsuite_standard_form() {
        for (written, standard) in [
            ("04.30", "4.3"),
            ("tb(0.{0!,3+})", "0.{0,3+}"),
            ("tb(0.{0,1,2!,3!,4!+})", "0.*!"),
            ("0.*!3", "0.*!3"),
            ("tb(0.{0+}?)", "0.*?"),
            ("tb(0.{2,3,4+})", "0.{2+}"),
            ("tb(0.{2+}!)", "0.{2+}!"),
            ("tb(0.{0,2+}!)", "0.{0,2+}!"),
            ("0.3!", "0.3"),
            ("0.7!", "0.7!"),
            ("0.{1?,2}", "0.6"),
            ("0.{1?,2?}", "0.6?"),
            ("0.{2!,3?}", "0.{2!,3?}"),
            ("0.{2,3}!", "tb(0.C!)"),
            ("tb(0.&64;)", "0.&64;"),
            ("14.0", "4.0"),
            ("tb(180.0)", "hex(80.0)"),
            ("tb(G00.0)", "tb(G00.0)"),
            ("tb(G10.0)", "tb(G00.0)"),
            ("tb({2+}.0)", "{2+}.0"),
            ("tb({0,2+}.0)", "{2+}.0"),
        ] {
            let code = parse_code(written).unwrap();
            assert_eq!(code.to_string(), standard, "{written}");
            assert_eq!(parse_code(standard).unwrap(), code, "{standard}");
        }
    }

    #[test]
    fn zero_digit_must_split() {
        assert_eq!(parse_code("5.0").unwrap().to_string(), "4.0");
        assert!(matches!(
            parse_code("2.7"),
            Err(CodeError::LoopyDigitZero { .. })
        ));
    }
}
