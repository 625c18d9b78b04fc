//! The library's errors in the reader's language.
//!
//! Each error type is [`Localized`] where it is defined (the trait is
//! [`grundy_core::i18n::errors::Localized`]) and announces itself there with
//! [`localized_error!`](crate::localized_error), so a front end that holds a `dyn Error`
//! (an `anyhow` chain) finds its sentence with [`localized`] — whichever crate of grundy
//! it comes from, with no list of the types. A [`ParseError`] is said with
//! [`parse_error_in`]. Nothing below this module imports it.
//!
//! ```
//! use grundy::errors::localized;
//! use grundy::i18n::errors::Localized;
//! use grundy::{Cancelled, Lang};
//! let e: Box<dyn std::error::Error> = Box::new(Cancelled);
//! assert_eq!(localized(e.as_ref()).map(|l| l.message_in(Lang::Vi)), Some(Cancelled.message_in(Lang::Vi)));
//! ```

pub use crate::i18n::errors::{english, localized, Localized};
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
