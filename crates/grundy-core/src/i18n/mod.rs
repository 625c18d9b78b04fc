//! The languages of the prose: English, Korean, Russian and Vietnamese.
//!
//! Every sentence the library says to people — the reasoning's steps, the verdict, the
//! winning moves' wording, the pages' and the command line's labels — is a message of a
//! [Project Fluent](https://projectfluent.org) catalogue in `crates/grundy-core/locales/<lang>/`,
//! embedded in the library when it is compiled (the library reads no file). A message
//! has the same id in every language; plurals go through Fluent's plural rules of the
//! language (Russian "1 куча, 2 кучи, 5 куч"). Numbers, binary tables and the position
//! language are never translated.
//!
//! ```
//! use grundy_core::i18n::{message, Lang};
//! assert_eq!(message(Lang::Ru, "more-heaps", &[("count", 5u64.into())]), "… ещё 5 куч");
//! assert_eq!(Lang::from_locale("ko_KR.UTF-8"), Some(Lang::Ko));
//! ```
//!
//! A new sentence is a new id in `locales/en/*.ftl` (or, when one game alone says it, in
//! the game's folder: `games/<game>/locales/en.ftl`, added by [`words!`](crate::words!)) and the same id
//! in the three other languages; `tests/i18n/` fails when an id is missing in a language
//! or uses a variable the English message lacks.

pub mod errors;
pub mod message;

pub use message::msg;
pub use message::{Message, Value};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::Serialize;
use std::sync::LazyLock;

/// A language the prose is written in.
///
/// ```
/// use grundy_core::Lang;
/// assert_eq!("vi-VN".parse::<Lang>(), Ok(Lang::Vi));
/// assert_eq!(Lang::Ko.code(), "ko");
/// assert_eq!(Lang::default(), Lang::En);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Korean.
    Ko,
    /// Russian.
    Ru,
    /// Vietnamese.
    Vi,
}

/// A language tag that names none of the [`Lang`]s.
///
/// ```
/// assert!("fr".parse::<grundy_core::Lang>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub struct UnknownLang(pub String);

impl crate::i18n::errors::Localized for UnknownLang {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        t!(lang, "err-unknown-lang", tag = format!("{:?}", self.0))
    }
}
crate::localized_error!(UnknownLang);

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ko, Lang::Ru, Lang::Vi];

    /// The language's code: `en`, `ko`, `ru`, `vi`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
            Lang::Ru => "ru",
            Lang::Vi => "vi",
        }
    }

    /// The language's name in itself, for a menu: "한국어".
    ///
    /// ```
    /// assert_eq!(grundy_core::Lang::Ru.native_name(), "Русский");
    /// ```
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
            Lang::Ru => "Русский",
            Lang::Vi => "Tiếng Việt",
        }
    }

    /// The language of a tag or a POSIX locale: `ko`, `ko-KR`, `ko_KR.UTF-8`,
    /// `ru_RU@euro`, `VI`; `None` for any other language and for `C` / `POSIX`.
    ///
    /// ```
    /// use grundy_core::Lang;
    /// assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Some(Lang::Ru));
    /// assert_eq!(Lang::from_locale("C.UTF-8"), None);
    /// assert_eq!(Lang::from_locale("en_GB"), Some(Lang::En));
    /// ```
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of the POSIX environment: the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty decides (as for any program's messages); `None`
    /// when it names none of the languages. The caller reads the variables.
    ///
    /// ```
    /// use grundy_core::Lang;
    /// assert_eq!(Lang::from_environment(None, Some("ko_KR.UTF-8"), Some("ru_RU")), Some(Lang::Ko));
    /// assert_eq!(Lang::from_environment(Some(""), None, Some("vi_VN")), Some(Lang::Vi));
    /// assert_eq!(Lang::from_environment(Some("C"), None, Some("vi_VN")), None);
    /// ```
    pub fn from_environment(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Option<Lang> {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.trim().is_empty())
            .and_then(Lang::from_locale)
    }

    /// The language a browser prefers among ours, from an `Accept-Language` header
    /// (`ko-KR,ko;q=0.9,en;q=0.8`): the highest `q` wins, the first on a tie.
    ///
    /// ```
    /// use grundy_core::Lang;
    /// assert_eq!(Lang::from_accept_language("fr-FR, ru;q=0.8, en;q=0.5"), Some(Lang::Ru));
    /// assert_eq!(Lang::from_accept_language("de"), None);
    /// ```
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(Lang, f32)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_locale) else {
                continue;
            };
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if q > 0.0 && best.is_none_or(|(_, b)| q > b) {
                best = Some((lang, q));
            }
        }
        best.map(|(l, _)| l)
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::from_locale(s).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// The catalogue files of one language, in the order they are added.
macro_rules! catalogue {
    ($lang:literal) => {
        [
            include_str!(concat!("../../locales/", $lang, "/report.ftl")),
            include_str!(concat!("../../locales/", $lang, "/moves.ftl")),
            include_str!(concat!("../../locales/", $lang, "/pages.ftl")),
            include_str!(concat!("../../locales/", $lang, "/cli.ftl")),
            include_str!(concat!("../../locales/", $lang, "/sequence.ftl")),
            include_str!(concat!("../../locales/", $lang, "/misere.ftl")),
            include_str!(concat!("../../locales/", $lang, "/coach.ftl")),
            include_str!(concat!("../../locales/", $lang, "/loopy.ftl")),
            include_str!(concat!("../../locales/", $lang, "/games.ftl")),
            include_str!(concat!("../../locales/", $lang, "/errors.ftl")),
            include_str!(concat!("../../locales/", $lang, "/parse.ftl")),
            include_str!(concat!("../../locales/", $lang, "/cmd.ftl")),
            include_str!(concat!("../../locales/", $lang, "/reasons.ftl")),
            include_str!(concat!("../../locales/", $lang, "/boards.ftl")),
            include_str!(concat!("../../locales/", $lang, "/notes.ftl")),
            include_str!(concat!("../../locales/", $lang, "/engine.ftl")),
            include_str!(concat!("../../locales/", $lang, "/tools.ftl")),
        ]
    };
}

/// The Fluent source of every catalogue file of `lang` (what `tests/i18n/` compares):
/// the common catalogue (`crates/grundy-core/locales/`), then the words each part of the
/// program keeps beside its code ([`Words`], added with [`words!`](crate::words!): a game's folder).
///
/// ```
/// assert!(grundy_core::i18n::sources(grundy_core::Lang::Ko).iter().any(|s| s.contains("sum-title")));
/// ```
pub fn sources(lang: Lang) -> Vec<&'static str> {
    let common = match lang {
        Lang::En => catalogue!("en"),
        Lang::Ko => catalogue!("ko"),
        Lang::Ru => catalogue!("ru"),
        Lang::Vi => catalogue!("vi"),
    };
    let mut owned: Vec<&Words> = inventory::iter::<Words>
        .into_iter()
        .filter(|w| w.lang == lang)
        .collect();
    // The same order in every run: by owner (the link order is the linker's).
    owned.sort_by_key(|w| w.owner);
    common
        .into_iter()
        .chain(owned.into_iter().map(|w| w.source))
        .collect()
}

/// The words of one part of the program in one language — a game's, kept in its folder
/// (`games/cram/locales/ko.ftl`) — added to the catalogue of that language wherever the
/// part is linked in. Made by [`words!`](crate::words!), which takes all four languages at once.
#[derive(Debug)]
pub struct Words {
    /// Whose words: the game's main name (`"cram"`), for the tests' messages.
    pub owner: &'static str,
    /// The language.
    pub lang: Lang,
    /// The Fluent source.
    pub source: &'static str,
}

inventory::collect!(Words);

/// The parts of the program that brought words of their own ([`Words`]), each once, in
/// order: the owners `tests/i18n/` checks in every language.
///
/// ```
/// let owners = grundy_core::i18n::word_owners();
/// assert!(owners.windows(2).all(|w| w[0] < w[1]));
/// ```
pub fn word_owners() -> Vec<&'static str> {
    let mut owners: Vec<&'static str> = inventory::iter::<Words>
        .into_iter()
        .map(|w| w.owner)
        .collect();
    owners.sort_unstable();
    owners.dedup();
    owners
}

#[doc(hidden)]
pub use inventory as __inventory;

/// Adds a part's own words to the catalogue, in all four languages at once (a language
/// left out does not compile). Written once in a game's `mod.rs`, beside the
/// `locales/{en,ko,ru,vi}.ftl` it names:
///
/// ```ignore
/// grundy_core::words! {
///     owner: "cram",
///     en: include_str!("locales/en.ftl"),
///     ko: include_str!("locales/ko.ftl"),
///     ru: include_str!("locales/ru.ftl"),
///     vi: include_str!("locales/vi.ftl"),
/// }
/// ```
///
/// Its messages are then said like any other (`t!`, [`Message`]); `tests/i18n/` checks
/// them as it checks the common catalogue (every id in every language, the same
/// variables).
#[macro_export]
macro_rules! words {
    (owner: $owner:literal, en: $en:expr_2021, ko: $ko:expr_2021, ru: $ru:expr_2021, vi: $vi:expr_2021 $(,)?) => {
        $crate::i18n::__inventory::submit! {
            $crate::i18n::Words { owner: $owner, lang: $crate::i18n::Lang::En, source: $en }
        }
        $crate::i18n::__inventory::submit! {
            $crate::i18n::Words { owner: $owner, lang: $crate::i18n::Lang::Ko, source: $ko }
        }
        $crate::i18n::__inventory::submit! {
            $crate::i18n::Words { owner: $owner, lang: $crate::i18n::Lang::Ru, source: $ru }
        }
        $crate::i18n::__inventory::submit! {
            $crate::i18n::Words { owner: $owner, lang: $crate::i18n::Lang::Vi, source: $vi }
        }
    };
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse::<unic_langid::LanguageIdentifier>()
        .unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminal text and JSON: no Unicode isolation marks around the arguments.
    bundle.set_use_isolating(false);
    // `PREV($n)`: the number before `n`, for ranges written as people read them — the
    // first `n` values are `G(0), …, G({ PREV($n) })`.
    let _ = bundle.add_function("PREV", |positional, _named| match positional.first() {
        Some(FluentValue::Number(n)) if n.value >= 1.0 => FluentValue::from(n.value - 1.0),
        Some(FluentValue::String(s)) => s
            .parse::<u128>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .map_or(FluentValue::Error, |p| FluentValue::from(p.to_string())),
        _ => FluentValue::Error,
    });
    for source in sources(lang) {
        // A catalogue that does not parse is caught by tests/i18n/; what parses is kept.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        // Duplicate ids are caught by the same test.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

static BUNDLES: LazyLock<[FluentBundle<FluentResource>; 4]> =
    LazyLock::new(|| Lang::ALL.map(bundle));

fn bundle_of(lang: Lang) -> &'static FluentBundle<FluentResource> {
    let [en, ko, ru, vi] = &*BUNDLES;
    match lang {
        Lang::En => en,
        Lang::Ko => ko,
        Lang::Ru => ru,
        Lang::Vi => vi,
    }
}

/// An argument of a message: a number (chooses plural forms) or a text (a value that may
/// be large, a heap's name, the position language).
#[derive(Debug, Clone)]
pub enum Arg {
    /// A count: selects the plural form.
    Count(u64),
    /// Any text, shown as it is.
    Text(String),
}

impl Arg {
    /// A [`Nat`](crate::Nat) as a count (its plural form chosen), or as text past `u64`.
    ///
    /// ```
    /// use grundy_core::i18n::{message, Arg};
    /// let n = grundy_core::Nat::from(5u8);
    /// assert_eq!(message(grundy_core::Lang::Ru, "more-heaps", &[("count", Arg::count_of(&n))]), "… ещё 5 куч");
    /// ```
    pub fn count_of(n: &crate::Nat) -> Arg {
        use num_traits::ToPrimitive;
        n.to_u64()
            .map_or_else(|| Arg::Text(n.to_string()), Arg::Count)
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Count(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Count(u64::try_from(n).unwrap_or(u64::MAX))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Count(u64::from(n))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}

impl From<&crate::Nat> for Arg {
    fn from(n: &crate::Nat) -> Self {
        Arg::Text(n.to_string())
    }
}

fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            // Counts beyond 2^53 lose only their plural category, never their digits.
            Arg::Count(n) if *n < (1 << 53) => FluentValue::from(*n),
            Arg::Count(n) => FluentValue::from(n.to_string()),
            Arg::Text(s) => FluentValue::from(s.clone()),
        };
        fluent.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
    Some(text.into_owned())
}

/// Message `id` of `lang` with its arguments; the English message when `lang` lacks it
/// (the catalogue test keeps that from happening), the id itself when English lacks it.
///
/// ```
/// use grundy_core::{i18n::message, Lang};
/// assert_eq!(message(Lang::En, "more-heaps", &[("count", 3u64.into())]), "… 3 more heaps");
/// assert_eq!(message(Lang::Ru, "more-heaps", &[("count", 3u64.into())]), "… ещё 3 кучи");
/// ```
pub fn message(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format(bundle_of(lang), id, args)
        .or_else(|| format(bundle_of(Lang::En), id, args))
        .unwrap_or_else(|| id.to_string())
}

/// Whether `lang`'s catalogue has message `id`.
///
/// ```
/// assert!(grundy_core::i18n::has_message(grundy_core::Lang::Vi, "page-analyze"));
/// ```
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle_of(lang).has_message(id)
}

/// Every message of `lang` whose id starts with `prefix`, without arguments, as (id,
/// text) pairs in the catalogue's order: what a page needs (`page-…`) to draw itself.
///
/// ```
/// use grundy_core::{i18n::messages_with_prefix, Lang};
/// let page = messages_with_prefix(Lang::Ko, "page-");
/// assert!(page.iter().any(|(id, text)| id == "page-analyze" && text == "분석"));
/// ```
pub fn messages_with_prefix(lang: Lang, prefix: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for source in sources(lang) {
        for line in source.lines() {
            let Some((id, _)) = line.split_once('=') else {
                continue;
            };
            let id = id.trim();
            if id.starts_with(prefix)
                && !line.starts_with([' ', '\t', '#'])
                && !out.iter().any(|(i, _): &(String, String)| i == id)
            {
                out.push((id.to_string(), message(lang, id, &[])));
            }
        }
    }
    out
}

/// `message` with the language and arguments written tersely: `t!(lang, "id", n = 3)`.
#[doc(hidden)]
#[macro_export]
macro_rules! __grundy_t {
    ($lang:expr_2021, $id:expr_2021) => {
        $crate::i18n::message($lang, $id, &[])
    };
    ($lang:expr_2021, $id:expr_2021, $($name:ident = $value:expr_2021),+ $(,)?) => {
        $crate::i18n::message($lang, $id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}
#[doc(inline)]
pub use crate::__grundy_t as t;
