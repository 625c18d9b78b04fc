//! The errors of grundy in the reader's language: the [`Localized`] trait.
//!
//! Every error type of grundy (apart from the parse errors) is [`Localized`]: its
//! sentences are messages of `locales/<lang>/errors.ftl`, and its `Display` is its
//! English message ([`english`]), so each sentence is written once, in the catalogue. An
//! error that wraps another says the inner one in the same language. Each crate says
//! which of its types a `dyn Error` may be (`localized` in that crate: the library's is
//! `grundy::errors::localized`), so this layer names none of them.
//!
//! ```
//! use grundy_core::i18n::errors::Localized;
//! use grundy_core::{Cancelled, Lang};
//! assert_eq!(Cancelled.to_string(), Cancelled.message_in(Lang::En));
//! assert_eq!(Cancelled.message_in(Lang::Ru), "вычисление прервано до конца (время истекло)");
//! ```

use super::Lang;

/// An error that can be said in each language: its message of the catalogue.
///
/// The English message is the error's `Display` (see [`english`]).
///
/// ```
/// use grundy_core::{i18n::errors::Localized, Lang, SearchError};
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
/// use grundy_core::{i18n::errors::english, Cancelled};
/// assert_eq!(english(&Cancelled), Cancelled.to_string());
/// ```
pub fn english<E: Localized + ?Sized>(e: &E) -> String {
    e.message_in(Lang::En)
}
