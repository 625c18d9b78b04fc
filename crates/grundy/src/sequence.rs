//! Nim-sequences of one-heap rules: everything of [`grundy_heap::sequence`], and the two
//! readers of a game's name that know every game of the registry ([`parse_rule`],
//! [`parse_game`]): a take-and-break code or a heap game's name is read by the engine's
//! own [`HeapRule::parse`]; any other game of the position language whose heaps have a
//! nim-sequence (a component's `value_sequence`, e.g. the subtraction games) through
//! the registry.

pub use grundy_heap::sequence::*;

use crate::heap::rule::HeapRule;
use crate::position::parse_position;
use grundy_heap::sequence::run::GameError;

/// Reads a game name or code (`kayles`, `0.137`, `hex(0.F)`, `tb(…)`, `lasker`,
/// `sub(1,3,4)`, `bounded(3)`, `allbut(1,2)`) into a rule and the name to show
/// (lower-case). Subtraction sets of any size are accepted.
///
/// # Errors
/// [`GameError`] for an unknown name, a bad code or a bad subtraction set, and for `nim`.
///
/// ```
/// use grundy::sequence::{parse_rule, SequenceRule};
/// assert_eq!(parse_rule("Kayles").unwrap().1, "kayles");
/// assert!(parse_rule("nim").is_err());
/// assert!(matches!(parse_rule("sub(1,100)").unwrap().0, SequenceRule::Subtraction(_)));
/// assert_eq!(parse_rule("rule(n -> [[n-1]])").unwrap().1, "rule(n -> [[n - 1]])");
/// assert!(parse_rule("rule(n -> [[m]])").unwrap_err().to_string().contains("column 13"));
/// ```
pub fn parse_rule(text: &str) -> Result<(SequenceRule, String), GameError> {
    let lower = text.trim().to_ascii_lowercase();
    // A formula says what is wrong with it, at its column.
    if lower.starts_with("rule(") {
        let rule = crate::heap::formula::FormulaRule::parse(&lower)?;
        let name = rule.name();
        return Ok((SequenceRule::Formula(rule), name));
    }
    let code = match HeapRule::parse(text) {
        Ok(rule) => return Ok((SequenceRule::Heap(rule), lower)),
        Err(e) => e,
    };
    // Any other game of the position language whose heaps have a nim-sequence (the
    // component's `sequence_rule`): the subtraction games.
    // (A game whose positions have no 0 — coins numbered from 1 — is tried bare.)
    let Ok(position) = parse_position(&format!("{lower} 0")).or_else(|_| parse_position(&lower))
    else {
        return Err(GameError::Code(code));
    };
    match position.components.as_slice() {
        [c] => c
            .value_sequence()
            .map(|rule| (rule, lower))
            .ok_or_else(|| GameError::NothingToCompute { game: c.name() }),
        _ => Err(GameError::Code(code)),
    }
}

/// [`parse_rule`] for callers that want a [`HeapRule`]: a subtraction game is turned into
/// its code ([`HeapRule::from_subtraction`]), which the same run recognises
/// ([`HeapRule::as_subtraction`]) — so the values and the period are those of
/// [`parse_rule`]. Subtraction sets beyond a code's 32 digits are refused: use
/// [`parse_rule`].
///
/// # Errors
/// As [`parse_rule`], and a subtraction set too large for a code.
///
/// ```
/// use grundy::sequence::parse_game;
/// assert_eq!(parse_game("allbut(1,2)").unwrap().0.to_string(), "0.00[3]");
/// assert!(parse_game("sub(1,100)").is_err());
/// ```
pub fn parse_game(text: &str) -> Result<(HeapRule, String), GameError> {
    let (rule, name) = parse_rule(text)?;
    let heap = rule.heap_rule().ok_or_else(|| GameError::TooLargeForCode {
        text: text.to_string(),
        max: crate::heap::code::MAX_DIGITS,
    })?;
    Ok((heap, name))
}
