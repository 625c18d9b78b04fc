//! The errors of grundy in the reader's language: the [`Localized`] trait.
//!
//! Every error type of grundy (apart from the parse errors) is [`Localized`]: its
//! sentences are messages of `locales/<lang>/errors.ftl`, and its `Display` is its
//! English message ([`english`]), so each sentence is written once, in the catalogue. An
//! error that wraps another says the inner one in the same language. Each error type
//! announces itself where it is defined, beside its `Localized` impl
//! ([`localized_error!`](crate::localized_error)), so that a front end holding a
//! `dyn Error` (a cause of an `anyhow` chain) finds its sentence ([`localized`]) — with
//! no list of the error types anywhere: this layer names none of them, and a new error
//! needs no edit outside its own file.
//!
//! ```
//! use grundy_core::i18n::errors::Localized;
//! use grundy_core::{Cancelled, Lang};
//! assert_eq!(Cancelled.to_string(), Cancelled.message_in(Lang::En));
//! assert_eq!(Cancelled.message_in(Lang::Ru), "вычисление прервано до конца (время истекло)");
//! ```

use super::Lang;
use std::error::Error;

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

/// One error type that can be said in each language, announced by
/// [`localized_error!`](crate::localized_error) beside its [`Localized`] impl: how to
/// find it in a `dyn Error`.
#[derive(Debug)]
pub struct LocalizedType {
    /// The type's name as written where it was announced (`SearchError`), for the tests.
    pub name: &'static str,
    /// The [`Localized`] form of an error, if the error is of this type.
    pub find: for<'a> fn(&'a (dyn Error + 'static)) -> Option<&'a dyn Localized>,
}

inventory::collect!(LocalizedType);

/// Announces that an error type is [`Localized`], so that [`localized`] finds it in a
/// `dyn Error`. Written once, beside the type's `Localized` impl (a test of the library
/// checks that every such impl has its line):
///
/// ```ignore
/// impl Localized for ChompError { /* … */ }
/// grundy_core::localized_error!(ChompError);
/// ```
#[macro_export]
macro_rules! localized_error {
    ($t:ty) => {
        $crate::i18n::__inventory::submit! {
            $crate::i18n::errors::LocalizedType {
                name: stringify!($t),
                find: |e| {
                    e.downcast_ref::<$t>()
                        .map(|x| x as &dyn $crate::i18n::errors::Localized)
                },
            }
        }
    };
}

/// The [`Localized`] form of an error of grundy — any crate's, announced with
/// [`localized_error!`](crate::localized_error) — and `None` for any other error (a
/// front end's own, an I/O error): what a front end uses to say each cause of an error
/// chain in the reader's language.
///
/// ```
/// use grundy_core::i18n::errors::{localized, Localized};
/// use grundy_core::{Cancelled, Lang, SearchError};
/// let e = SearchError::Cycle;
/// assert_eq!(localized(&e).map(|l| l.message_in(Lang::En)), Some(e.to_string()));
/// let boxed: Box<dyn std::error::Error> = Box::new(Cancelled);
/// assert_eq!(localized(boxed.as_ref()).map(|l| l.message_in(Lang::Vi)), Some(Cancelled.message_in(Lang::Vi)));
/// assert!(localized(&std::io::Error::other("disk full")).is_none());
/// ```
pub fn localized<'a>(e: &'a (dyn Error + 'static)) -> Option<&'a dyn Localized> {
    inventory::iter::<LocalizedType>
        .into_iter()
        .find_map(|t| (t.find)(e))
}

/// The names of the error types announced with [`localized_error!`](crate::localized_error)
/// in the crates linked in, sorted (a name announced twice is there twice: the tests
/// look for that).
///
/// ```
/// let names = grundy_core::i18n::errors::localized_types();
/// assert!(names.contains(&"SearchError") && names.contains(&"Cancelled"));
/// ```
pub fn localized_types() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = inventory::iter::<LocalizedType>
        .into_iter()
        .map(|t| t.name)
        .collect();
    names.sort_unstable();
    names
}
