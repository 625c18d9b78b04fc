//! The registry: every game of [`GAMES`](super::GAMES) and every game [`register`]ed
//! at run time (a game defined in another crate), found by name, listed, told apart
//! from a misspelling — and [`parse_components`], the reader that builds a sum's
//! components from their text (the grammar is [`crate::language`]'s; each game builds
//! itself through its [`GameSpec::parse`]). Compounds read their parts through it, so a
//! part may be any game the registry knows.
//!
//! ```
//! use grundy::games::registry;
//! assert_eq!(registry::find("kayles").unwrap().names[0], "kayles");
//! assert!(registry::find("0.137").is_some());
//! assert!(registry::unknown_game_message("kayls").to_string().contains("did you mean kayles"));
//! ```

use crate::component::AnyComponent;
use crate::i18n::{Lang, Message};
use crate::language::{read_components, ParseError, ReadFile};
use std::sync::RwLock;

pub use crate::component::registry::{GameSpec, ParseFn};
pub use crate::language::DEFAULT_GAME;

/// Reads the components of the sum `text`: each component's game found by its name and
/// built from its head and sizes; a game that must be the whole position (Poker Nim) is
/// refused beside another. `read_file` reads the files a component names.
///
/// ```
/// use grundy::games::registry::parse_components;
/// let parts = parse_components("3 4 + kayles 5", &mut |_| Err("no files".into())).unwrap();
/// assert_eq!(parts.len(), 2);
/// assert_eq!(parts[1].name(), "kayles");
/// ```
pub fn parse_components(
    text: &str,
    read_file: &mut ReadFile,
) -> Result<Vec<AnyComponent>, ParseError> {
    let mut components = Vec::new();
    let mut alone: Option<&'static str> = None;
    read_components(text, &mut |written| {
        let head = &written.head;
        let spec = find(&head.name).ok_or_else(|| head.error(unknown_game_message(&head.name)))?;
        let c = (spec.parse)(head, &written.sizes, read_file)?;
        if let Some(name) = alone {
            return Err(written.error(whole_position_message(name)));
        }
        if spec.whole_position {
            if !(written.is_first && written.is_last) {
                return Err(written.error(whole_position_message(spec.name())));
            }
            alone = Some(spec.name());
        }
        components.push(c);
        Ok(())
    })?;
    Ok(components)
}

/// "`name` is played alone: it must be the whole position".
fn whole_position_message(name: &str) -> Message {
    crate::i18n::msg!("parse-whole-position", name = name)
}

/// The games registered at run time ([`register`]), in the order they came.
static REGISTERED: RwLock<Vec<&'static GameSpec>> = RwLock::new(Vec::new());

/// Why a game could not join the registry.
///
/// ```
/// use grundy::games::registry::{self, RegisterError};
/// let nim = registry::find("nim").unwrap();
/// assert_eq!(
///     registry::register(nim),
///     Err(RegisterError::NameTaken { name: "nim".into(), by: "nim" })
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum RegisterError {
    /// The game has no name.
    NoName,
    /// A name the position language cannot read as a game's: it starts with a
    /// lower-case ASCII letter, then lower-case letters, digits, `-` and `_`.
    BadName(String),
    /// A name of the game is already a game's (a built-in one, or one registered
    /// before): `by` is that game's main name.
    NameTaken {
        /// The name.
        name: String,
        /// The game that has it.
        by: &'static str,
    },
}

impl crate::i18n::errors::Localized for RegisterError {
    fn message_in(&self, lang: Lang) -> String {
        use crate::i18n::t;
        match self {
            Self::NoName => t!(lang, "err-register-no-name"),
            Self::BadName(name) => t!(lang, "err-register-bad-name", name = name),
            Self::NameTaken { name, by } => {
                t!(lang, "err-register-name-taken", name = name, by = *by)
            }
        }
    }
}
grundy_core::localized_error!(RegisterError);

/// Whether the position language reads `name` as a game's name: a lower-case ASCII
/// letter, then lower-case letters, digits, `-` and `_`.
fn is_game_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// Adds a game defined outside the library to the registry, from now on for the whole
/// process: positions name it, `parse_position` builds it through its
/// [`GameSpec::parse`], and it is listed after the built-in games. Refused when it has no
/// name, a name the position language cannot read, or a name another game has (a
/// game matched by form, `matches`, must not accept a known name either).
///
/// ```
/// use grundy::component::{AnyComponent, GameSpec};
/// use grundy::games::{nim::Nim, registry};
/// use grundy::language::{Head, ParseError, ReadFile, SizeToken};
///
/// /// `pile 7`: a Nim heap under another name.
/// fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
///     head.no_args()?;
///     head.need_sizes(sizes)?;
///     let heaps = sizes.iter().map(SizeToken::u64).collect::<Result<_, _>>()?;
///     Ok(AnyComponent::new(Nim::from_u64s(heaps)))
/// }
/// static PILE: GameSpec = GameSpec {
///     names: &["pile"], matches: None, syntax: "pile", syntax_id: "syntax-pile",
///     example: "pile 7", examples: &[], about_id: "about-pile", parse, whole_position: false,
/// };
///
/// assert!(registry::find("pile").is_none());
/// registry::register(&PILE).unwrap();
/// assert!(std::ptr::eq(registry::find("pile").unwrap(), &PILE));
/// let p = grundy::parse_position("pile 7 + 3").unwrap();
/// assert_eq!(p.components.len(), 2);
/// assert!(registry::register(&PILE).is_err()); // once is enough
/// ```
pub fn register(spec: &'static GameSpec) -> Result<(), RegisterError> {
    if spec.names.is_empty() {
        return Err(RegisterError::NoName);
    }
    if let Some(bad) = spec.names.iter().find(|n| !is_game_name(n)) {
        return Err(RegisterError::BadName(bad.to_string()));
    }
    // Checked and added under one lock: two threads cannot both take a name.
    let mut registered = REGISTERED.write().unwrap_or_else(|e| e.into_inner());
    let known = super::GAMES.iter().chain(registered.iter());
    for g in known {
        let clash = spec
            .names
            .iter()
            .find(|n| g.accepts(n))
            .or_else(|| g.names.iter().find(|n| spec.matches.is_some_and(|m| m(n))));
        if let Some(name) = clash {
            return Err(RegisterError::NameTaken {
                name: name.to_string(),
                by: g.name(),
            });
        }
    }
    registered.push(spec);
    Ok(())
}

/// Every game: the built-in ones ([`GAMES`](super::GAMES)), then those registered at
/// run time.
///
/// ```
/// let all = grundy::games::registry::all();
/// assert!(all.len() >= grundy::games::GAMES.len());
/// assert_eq!(all[0].name(), "nim");
/// ```
pub fn all() -> Vec<&'static GameSpec> {
    let registered = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    super::GAMES
        .iter()
        .copied()
        .chain(registered.iter().copied())
        .collect()
}

/// The game `name` (lower-case) names, if any: a built-in game, or one registered.
pub fn find(name: &str) -> Option<&'static GameSpec> {
    if let Some(g) = super::GAMES.iter().copied().find(|g| g.accepts(name)) {
        return Some(g);
    }
    let registered = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    registered.iter().copied().find(|g| g.accepts(name))
}

/// Every listed name, in registry order.
pub fn names() -> Vec<&'static str> {
    all().iter().flat_map(|g| g.names.iter().copied()).collect()
}

/// The registry as a Markdown table (`| game | example | meaning |`), as the guide
/// shows it and `grundy games --markdown` prints it.
///
/// ```
/// let t = grundy::games::registry::markdown_table();
/// assert!(t.starts_with("| game | example | meaning |"));
/// assert!(t.contains("| `moore(k)` | `moore(2) 1 2 3` |"));
/// // Every row has its three cells, whatever its text holds (Cram's rows hold `|`).
/// assert!(t.lines().all(|l| l.replace("\\|", "").matches('|').count() == 4));
/// ```
pub fn markdown_table() -> String {
    let mut out = String::from("| game | example | meaning |\n|---|---|---|\n");
    // A `|` in a cell (Cram's rows) would end the cell: escaped.
    let cell = |s: &str| s.replace('|', "\\|");
    for g in all() {
        out.push_str(&format!(
            "| `{}` | `{}` | {} |\n",
            cell(g.syntax),
            cell(g.example),
            cell(&g.about())
        ));
    }
    out
}

/// "unknown game (did you mean …? known: …)", as a catalogue message (the suggestion
/// is the nearest known name, if one is near).
pub fn unknown_game_message(name: &str) -> crate::i18n::Message {
    use crate::i18n::msg;
    let known = || all().iter().map(|g| g.syntax_message()).collect::<Vec<_>>();
    let best = names()
        .into_iter()
        .map(|n| (edit_distance(name, n), n))
        .min()
        .filter(|(d, n)| *d <= 2.max(n.len() / 3));
    match best {
        Some((_, n)) => msg!("parse-unknown-game-like", name = n).with_list("known", known(), ", "),
        None => msg!("parse-unknown-game").with_list("known", known(), ", "),
    }
}

/// The Levenshtein distance between `a` and `b`, in characters (one row of the table,
/// carried along `b` by iterators: no index can miss).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        // `diagonal` is the old row[j], `left` the new row[j]; each cell becomes row[j + 1].
        let mut diagonal = i;
        let mut left = i + 1;
        for (cell, cb) in row.iter_mut().skip(1).zip(&b) {
            let up = *cell;
            let value = (diagonal + usize::from(ca != *cb))
                .min(left + 1)
                .min(up + 1);
            diagonal = up;
            left = value;
            *cell = value;
        }
        if let Some(first) = row.first_mut() {
            *first = i + 1;
        }
    }
    row.last().copied().unwrap_or_default()
}

/// For the unit tests of this crate: the components of `text` as `grundy::parse_position`
/// reads them (files refused), as this crate's own types — the facade's `Position` holds
/// the types of another build of this crate, which the tests' own do not match.
#[cfg(test)]
pub(crate) fn read(text: &str) -> Result<Vec<AnyComponent>, ParseError> {
    parse_components(text, &mut |_| Err(Box::new(crate::language::FilesRefused)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("kayls", "kayles"), 1);
        assert_eq!(edit_distance("", "nim"), 3);
        assert_eq!(edit_distance("nim", "nim"), 0);
    }

    #[test]
    fn every_name_is_found_and_unique() {
        let mut seen = std::collections::HashSet::new();
        for n in names() {
            assert!(seen.insert(n), "{n} listed twice");
            assert!(std::ptr::eq(find(n).unwrap(), find(n).unwrap()));
        }
    }
}
