//! The library's errors in the reader's language: which of its types a `dyn Error` is.
//!
//! Each error type is [`Localized`] where it is defined (the trait is
//! [`grundy_core::i18n::errors::Localized`]); this module, at the top of the library,
//! is where a front end that holds a `dyn Error` (an `anyhow` chain) finds that form
//! ([`localized`]), and where a [`ParseError`] is said ([`parse_error_in`]). Nothing
//! below this module imports it.
//!
//! ```
//! use grundy::errors::localized;
//! use grundy::i18n::errors::Localized;
//! use grundy::{Cancelled, Lang};
//! let e: Box<dyn std::error::Error> = Box::new(Cancelled);
//! assert_eq!(localized(e.as_ref()).map(|l| l.message_in(Lang::Vi)), Some(Cancelled.message_in(Lang::Vi)));
//! ```

pub use crate::i18n::errors::{english, Localized};
use crate::i18n::Lang;
use crate::language::ParseError;

/// A [`ParseError`] in `lang`: its message (every parse error is a catalogue message,
/// `locales/*/parse.ftl`), the token and where it is.
///
/// ```
/// use grundy::{errors::parse_error_in, parse_position, Lang};
/// let e = parse_position("3 -4").unwrap_err();
/// assert_eq!(parse_error_in(&e, Lang::En), e.to_string());
/// assert_eq!(parse_error_in(&e, Lang::Ru), r#"размеры куч должны быть неотрицательными целыми числами: "-4" (символ 3)"#);
/// let e = parse_position("kayls 3").unwrap_err();
/// assert!(parse_error_in(&e, Lang::Vi).starts_with("trò chơi không rõ (có phải ý bạn là kayles?"));
/// ```
pub fn parse_error_in(e: &ParseError, lang: Lang) -> String {
    e.render(lang)
}

/// The [`Localized`] form of an error of the library, `None` for any other error (a
/// front end's own, an I/O error): what a front end uses to say each cause of an error
/// chain in the reader's language.
///
/// ```
/// use grundy::{errors::localized, Lang, SearchError};
/// let e = SearchError::Cycle;
/// let l = localized(&e).unwrap();
/// assert_eq!(l.message_in(Lang::En), e.to_string());
/// let io = std::io::Error::other("disk full");
/// assert!(localized(&io).is_none());
/// ```
pub fn localized<'a>(e: &'a (dyn std::error::Error + 'static)) -> Option<&'a dyn Localized> {
    /// The first of the types that `e` is.
    macro_rules! first_of {
        ($($t:ty),+ $(,)?) => {
            $(if let Some(x) = e.downcast_ref::<$t>() {
                return Some(x);
            })+
        };
    }
    first_of!(
        crate::analysis::AnalysisError,
        crate::Cancelled,
        crate::component::MoveError,
        crate::component::Refusal,
        crate::component::search::SearchRefusal,
        crate::exercise::ExerciseError,
        crate::exercise::CheckError,
        crate::games::chomp::ChompError,
        crate::games::cram::BoardError,
        crate::games::geography::GeographyError,
        crate::games::hidden::spawning::values::ValueError,
        crate::games::moore::TooManyMoves,
        crate::games::node_kayles::graph::GraphError,
        crate::games::registry::RegisterError,
        crate::games::take_away::MemoryError,
        crate::graph::GraphError,
        crate::heap::engine::EngineError,
        crate::heap::rule::TooManySteps,
        crate::hidden::coins::CoinError,
        crate::hidden::hackenbush::HackenbushError,
        crate::hidden::nimber::expr::ExprError,
        crate::hidden::nimber::field::NimberError,
        crate::hidden::strip::StripError,
        crate::hidden::wythoff::WythoffError,
        crate::i18n::UnknownLang,
        crate::loopy::LoopyError,
        crate::loopy::binary::FormatError,
        crate::loopy::binary::TextError,
        crate::loopy::graph::LoopyGraphError,
        crate::loopy::solve::CheckpointError,
        crate::misere::quotient::QuotientError,
        crate::misere::recurrence::RecurrenceError,
        crate::misere::verify::VerifyError,
        crate::play::session::SessionError,
        grundy_heap::sequence::checkpoint::CheckpointError,
        grundy_heap::sequence::run::GameError,
        grundy_heap::sequence::solved::SequenceError,
        grundy_heap::sequence::values_file::ValuesFileError,
        crate::SearchError,
        crate::subtraction::RuleError,
        crate::subtraction::SolveError,
    );
    None
}
