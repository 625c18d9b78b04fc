//! The refusals and errors people meet most, in their language: a position that does not
//! parse, an unknown game, an analysis refused. The errors stay typed and English in
//! their `Display` (logs, tests, the JSON `error` of older clients); `*_in` gives the
//! sentence for a reader. A reason that comes from deep inside a game (a search bound, a
//! game's own refusal) stays English inside the translated frame for now.

use super::{t, Lang};
use crate::analysis::AnalysisError;
use crate::language::ParseError;

/// A [`ParseError`] in `lang`: its message (when it is one of the common ones) and where.
///
/// ```
/// use grundy::{i18n::errors::parse_error_in, parse_position, Lang};
/// let e = parse_position("3 -4").unwrap_err();
/// assert_eq!(parse_error_in(&e, Lang::En), e.to_string());
/// assert_eq!(parse_error_in(&e, Lang::Ru), r#"размеры куч должны быть неотрицательными целыми числами: "-4" (символ 3)"#);
/// ```
pub fn parse_error_in(e: &ParseError, lang: Lang) -> String {
    t!(
        lang,
        "error-at-column",
        message = parse_message_in(&e.message, lang),
        token = format!("{:?}", e.token),
        column = e.column
    )
}

/// A parse error's message in `lang`: the common messages translated, any other as it is.
fn parse_message_in(message: &str, lang: Lang) -> String {
    if message == "heap sizes must be non-negative integers" {
        return t!(lang, "error-negative-heap");
    }
    if let Some(rest) = message.strip_prefix("unknown game (did you mean ") {
        if let Some((name, known)) = rest.split_once("? known: ") {
            let known = known.strip_suffix(')').unwrap_or(known);
            return t!(lang, "error-unknown-game-like", name = name, known = known);
        }
    }
    if let Some(known) = message
        .strip_prefix("unknown game (known: ")
        .and_then(|k| k.strip_suffix(')'))
    {
        return t!(lang, "error-unknown-game", known = known);
    }
    message.to_string()
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
