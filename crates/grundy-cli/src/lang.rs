//! The language of what `grundy` writes: `--lang en|ko|ru|vi`, else the POSIX locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English. The words themselves are the
//! library's catalogues (`grundy::i18n`); this module only chooses and reads the
//! environment.

use grundy::{AnalysisError, Lang, ParseError};
use std::sync::OnceLock;

static CHOSEN: OnceLock<Lang> = OnceLock::new();

/// The language of the locale variables, English when they name none of ours.
fn from_environment() -> Lang {
    let var = |name| std::env::var(name).ok();
    Lang::from_environment(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
    .unwrap_or_default()
}

/// Chooses the language for this run: the flag when given, else the environment.
pub fn choose(flag: Option<&str>) -> Lang {
    let lang = flag
        .and_then(Lang::from_locale)
        .unwrap_or_else(from_environment);
    CHOSEN.get_or_init(|| lang);
    lang
}

/// The language chosen (the environment's before [`choose`]).
pub fn current() -> Lang {
    CHOSEN.get().copied().unwrap_or_else(from_environment)
}

/// Message `id` of the catalogue in the current language.
pub fn text(id: &str, args: &[(&str, grundy::i18n::Arg)]) -> String {
    grundy::i18n::message(current(), id, args)
}

/// An error and its causes in one line, as `{e:#}` writes them, each cause the library
/// can say in `lang` (a position that does not parse, a refused analysis) said so.
pub fn error_line(e: &anyhow::Error, lang: Lang) -> String {
    let parts: Vec<String> = e
        .chain()
        .map(|cause| {
            if let Some(p) = cause.downcast_ref::<ParseError>() {
                grundy::i18n::errors::parse_error_in(p, lang)
            } else if let Some(a) = cause.downcast_ref::<AnalysisError>() {
                grundy::i18n::errors::analysis_error_in(a, lang)
            } else {
                cause.to_string()
            }
        })
        .collect();
    parts.join(": ").replace('\n', " ")
}
