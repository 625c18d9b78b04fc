//! The refusals and errors of the library in the reader's language.
//!
//! Every error type of the library (apart from the parse errors) is [`Localized`]: its
//! sentences are messages of `locales/<lang>/errors.ftl`, and its `Display` is its
//! English message ([`english`]), so each sentence is written once, in the catalogue. An
//! error that wraps another says the inner one in the same language. A front end that
//! holds a `dyn Error` (an `anyhow` chain) finds the localized form with [`localized`].
//!
//! ```
//! use grundy::i18n::errors::{localized, Localized};
//! use grundy::{Cancelled, Lang};
//! assert_eq!(Cancelled.to_string(), Cancelled.message_in(Lang::En));
//! assert_eq!(Cancelled.message_in(Lang::Ru), "вычисление прервано до конца (время истекло)");
//! let e: Box<dyn std::error::Error> = Box::new(Cancelled);
//! assert_eq!(localized(e.as_ref()).map(|l| l.message_in(Lang::Vi)), Some(Cancelled.message_in(Lang::Vi)));
//! ```
//!
//! A parse error is a catalogue message of its own (`locales/<lang>/parse.ftl`, the
//! [`ParseError`]'s [`Message`](crate::i18n::Message)), said by [`parse_error_in`].

use super::{t, Lang};
use crate::analysis::AnalysisError;
use crate::language::ParseError;

/// A [`ParseError`] in `lang`: its message (every parse error is a catalogue message,
/// `locales/*/parse.ftl`), the token and where it is.
///
/// ```
/// use grundy::{i18n::errors::parse_error_in, parse_position, Lang};
/// let e = parse_position("3 -4").unwrap_err();
/// assert_eq!(parse_error_in(&e, Lang::En), e.to_string());
/// assert_eq!(parse_error_in(&e, Lang::Ru), r#"размеры куч должны быть неотрицательными целыми числами: "-4" (символ 3)"#);
/// let e = parse_position("kayls 3").unwrap_err();
/// assert!(parse_error_in(&e, Lang::Vi).starts_with("trò chơi không rõ (có phải ý bạn là kayles?"));
/// ```
pub fn parse_error_in(e: &ParseError, lang: Lang) -> String {
    e.render(lang)
}

/// An error that can be said in each language: its message of the catalogue.
///
/// The English message is the error's `Display` (see [`english`]).
///
/// ```
/// use grundy::{i18n::errors::Localized, Lang, SearchError};
/// let e = SearchError::TooLarge { limit: 10 };
/// assert_eq!(e.message_in(Lang::En), e.to_string());
/// assert!(e.message_in(Lang::Ko).contains("10"));
/// ```
pub trait Localized {
    /// The error's sentence in `lang`.
    fn message_in(&self, lang: Lang) -> String;
}

/// The English message of an error: what its `Display` writes.
///
/// ```
/// use grundy::{i18n::errors::english, Cancelled};
/// assert_eq!(english(&Cancelled), Cancelled.to_string());
/// ```
pub fn english<E: Localized + ?Sized>(e: &E) -> String {
    e.message_in(Lang::En)
}

/// The [`Localized`] form of an error of the library, `None` for any other error (a
/// front end's own, an I/O error): what a front end uses to say each cause of an error
/// chain in the reader's language.
///
/// ```
/// use grundy::{i18n::errors::localized, Lang, SearchError};
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
        crate::cancel::Cancelled,
        crate::component::MoveError,
        crate::component::Refusal,
        crate::component::search::SearchRefusal,
        crate::exercise::ExerciseError,
        crate::exercise::CheckError,
        crate::games::cram::BoardError,
        crate::games::hidden::spawning::values::ValueError,
        crate::games::moore::TooManyMoves,
        crate::games::node_kayles::graph::GraphError,
        crate::games::take_away::MemoryError,
        crate::graph::GraphError,
        crate::heap::engine::EngineError,
        crate::heap::rule::TooManySteps,
        crate::hidden::coins::CoinError,
        crate::hidden::hackenbush::HackenbushError,
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
        crate::sequence::checkpoint::CheckpointError,
        crate::sequence::run::GameError,
        crate::sequence::solved::SequenceError,
        crate::sequence::values_file::ValuesFileError,
        crate::solver::SearchError,
        crate::subtraction::RuleError,
        crate::subtraction::SolveError,
    );
    None
}

/// An [`AnalysisError`] in `lang`.
///
/// ```
/// use grundy::{analysis::AnalysisError, i18n::errors::analysis_error_in, Lang};
/// let e = AnalysisError::Cancelled;
/// assert_eq!(analysis_error_in(&e, Lang::En), e.to_string());
/// assert_eq!(analysis_error_in(&e, Lang::Ko), "분석이 끝나기 전에 취소되었습니다(시간이 다 되었습니다)");
/// ```
pub fn analysis_error_in(e: &AnalysisError, lang: Lang) -> String {
    match e {
        AnalysisError::MisereTooLarge(why) => {
            t!(lang, "error-misere-too-large", why = why.render(lang))
        }
        AnalysisError::ValueTooLarge {
            index,
            game,
            reason,
        } => t!(
            lang,
            "error-value-too-large",
            index = *index,
            game = game,
            reason = reason.render(lang)
        ),
        AnalysisError::Component {
            index,
            game,
            message,
        } => t!(
            lang,
            "error-component",
            index = *index,
            game = game,
            message = message.render(lang)
        ),
        AnalysisError::NoMoveFound => t!(lang, "error-no-move-found"),
        AnalysisError::Cancelled => t!(lang, "error-cancelled"),
    }
}
