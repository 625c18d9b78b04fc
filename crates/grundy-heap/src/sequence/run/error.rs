//! [`GameError`]: a name whose nim-sequence cannot be computed.

use thiserror::Error;

/// A game name that is not a game whose nim-sequence can be computed.
///
/// ```
/// use grundy_core::{i18n::errors::Localized, Lang};
/// use grundy_heap::{heap::rule::HeapRule, sequence::run::GameError};
/// let e = GameError::from(HeapRule::parse("0.9").unwrap_err());
/// assert!(e.to_string().contains("not an octal digit"));
/// assert!(e.message_in(Lang::Ru).contains("не является восьмеричной цифрой"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum GameError {
    /// Neither a game of the position language nor a code that parses (the code's error).
    #[error(transparent)]
    Code(#[from] crate::heap::code::CodeError),
    /// A heap rule written as a formula that does not read (the formula's error).
    #[error(transparent)]
    Formula(#[from] crate::heap::formula::FormulaError),
    /// A game whose positions are not heaps of a take-and-break or subtraction rule.
    NothingToCompute {
        /// The game's name.
        game: String,
    },
    /// A subtraction set too large for a code.
    TooLargeForCode {
        /// The game as written.
        text: String,
        /// The largest amount a code holds.
        max: usize,
    },
}

impl crate::i18n::errors::Localized for GameError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self {
            Self::Code(e) => e.message().render(lang),
            Self::Formula(e) => e.message().render(lang),
            Self::NothingToCompute { game } => {
                t!(lang, "err-sequence-nothing-to-compute", game = game)
            }
            Self::TooLargeForCode { text, max } => t!(
                lang,
                "err-sequence-too-large-for-code",
                text = text,
                max = *max
            ),
        }
    }
}
grundy_core::localized_error!(GameError);
