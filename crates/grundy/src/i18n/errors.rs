//! The refusals and errors people meet most, in their language: a position that does not
//! parse, an unknown game, an analysis refused. The errors stay typed and English in
//! their `Display` (logs, tests, the JSON `error` of older clients); `*_in` gives the
//! sentence for a reader. Every parse error is a catalogue message, so it reads whole in
//! every language; a reason that comes from deep inside an analysis (a search bound, a
//! game's own refusal) stays English inside the translated frame for now.

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
        AnalysisError::MisereTooLarge(why) => t!(lang, "error-misere-too-large", why = why),
        AnalysisError::ValueTooLarge {
            index,
            game,
            reason,
        } => t!(
            lang,
            "error-value-too-large",
            index = *index,
            game = game,
            reason = reason
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
            message = message
        ),
        AnalysisError::NoMoveFound => t!(lang, "error-no-move-found"),
        AnalysisError::Cancelled => t!(lang, "error-cancelled"),
    }
}
