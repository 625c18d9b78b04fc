//! [`GameSpec`]: what the registry knows of a game — its names, syntax, an example, one
//! line about it, and how to build it from a component's head and sizes. The list itself
//! is [`crate::games::GAMES`], one line per game; the parser, `--help`, error messages,
//! the README's game table and the web's presets all read it.
//!
//! ```
//! use grundy::component::registry;
//! assert_eq!(registry::find("kayles").unwrap().names[0], "kayles");
//! assert!(registry::find("0.137").is_some());
//! assert!(registry::unknown_game_message("kayls").to_string().contains("did you mean kayles"));
//! ```

use super::AnyComponent;
use crate::i18n::Lang;
use crate::language::{Head, ParseError, ReadFile, SizeToken};

/// The game of a component written without a name.
pub const DEFAULT_GAME: &str = "nim";

/// How a game is built from its head and sizes (and, for games that name a file, a way
/// to read it).
pub type ParseFn = fn(&Head, &[SizeToken], &mut ReadFile) -> Result<AnyComponent, ParseError>;

/// A game as the registry knows it.
#[derive(Debug, Clone, Copy)]
pub struct GameSpec {
    /// The names that start a component of this game (the first is its main name).
    pub names: &'static [&'static str],
    /// Names matched by form rather than listed (take-and-break codes such as `0.137`).
    pub matches: Option<fn(&str) -> bool>,
    /// The syntax, as the README's table writes it: `sub(a,b,…)` (in English; the
    /// same line in every language is [`GameSpec::syntax_in`]).
    pub syntax: &'static str,
    /// The message id of the syntax line (`syntax-NAME`, NAME its main name, as for
    /// `about_id`): the notation with the words around it in the reader's language
    /// (`locales/*/reasons.ftl`); the English message is `syntax`.
    pub syntax_id: &'static str,
    /// A position of this game: `sub(1,3,4) 20`.
    pub example: &'static str,
    /// Worked examples worth showing (a page's presets): each a position and the
    /// message id of what it shows (`example-NAME-K`, K from 1), e.g. the examples of the
    /// article "Where did Nim hide?"; the words are [`GameSpec::examples_in`].
    pub examples: &'static [(&'static str, &'static str)],
    /// The message id of one line about the game (`about-NAME`, NAME its main name): the
    /// sentence itself is in the catalogues (`locales/*/about.ftl`), read by
    /// [`GameSpec::about_in`].
    pub about_id: &'static str,
    /// Builds the component.
    pub parse: ParseFn,
    /// The game must be the whole position (Poker Nim: the banks belong to the players).
    pub whole_position: bool,
}

impl GameSpec {
    /// The game's first name, as messages name it (`""` for a spec without names).
    ///
    /// ```
    /// let spec = grundy::component::registry::find("dawson-kayles").unwrap();
    /// assert_eq!(spec.name(), "kayles");
    /// ```
    pub fn name(&self) -> &'static str {
        self.names.first().copied().unwrap_or_default()
    }

    /// One line about the game, in English (the README's table).
    ///
    /// ```
    /// let spec = grundy::component::registry::find("nim").unwrap();
    /// assert_eq!(spec.about(), "take any positive number from one heap");
    /// ```
    pub fn about(&self) -> String {
        self.about_in(Lang::En)
    }

    /// One line about the game, in `lang`.
    ///
    /// ```
    /// use grundy::Lang;
    /// let spec = grundy::component::registry::find("nim").unwrap();
    /// assert_eq!(spec.about_in(Lang::Ru), "взять любое положительное число из одной кучи");
    /// ```
    pub fn about_in(&self, lang: Lang) -> String {
        crate::i18n::message(lang, self.about_id, &[])
    }

    /// The syntax line in `lang`: the notation itself is never translated, the words
    /// around it are ("nim (or nothing)").
    ///
    /// ```
    /// use grundy::Lang;
    /// let spec = grundy::component::registry::find("nim").unwrap();
    /// assert_eq!(spec.syntax_in(Lang::En), spec.syntax);
    /// assert_ne!(spec.syntax_in(Lang::Ru), spec.syntax);
    /// assert!(spec.syntax_in(Lang::Ru).starts_with("nim"));
    /// ```
    pub fn syntax_in(&self, lang: Lang) -> String {
        if crate::i18n::has_message(Lang::En, self.syntax_id) {
            crate::i18n::message(lang, self.syntax_id, &[])
        } else {
            self.syntax.to_string()
        }
    }

    /// The syntax line as a message (its id, `syntax_id`).
    pub fn syntax_message(&self) -> crate::i18n::Message {
        crate::i18n::Message::new(self.syntax_id)
    }

    /// The worked examples, each a position and what it shows in `lang`.
    ///
    /// ```
    /// use grundy::Lang;
    /// let spec = grundy::component::registry::find("wythoff").unwrap();
    /// let (position, shows) = &spec.examples_in(Lang::En)[0];
    /// assert_eq!(*position, "wythoff(2) 4 5");
    /// assert!(shows.starts_with("Fraenkel's 2-Wythoff"));
    /// ```
    pub fn examples_in(&self, lang: Lang) -> Vec<(&'static str, String)> {
        self.examples
            .iter()
            .map(|(position, id)| (*position, crate::i18n::message(lang, id, &[])))
            .collect()
    }

    /// Whether `name` (lower-case) names this game.
    pub fn accepts(&self, name: &str) -> bool {
        self.names.contains(&name) || self.matches.is_some_and(|m| m(name))
    }
}

/// The game `name` (lower-case) names, if any.
pub fn find(name: &str) -> Option<&'static GameSpec> {
    crate::games::GAMES
        .iter()
        .copied()
        .find(|g| g.accepts(name))
}

/// Every listed name, in registry order.
pub fn names() -> Vec<&'static str> {
    crate::games::GAMES
        .iter()
        .flat_map(|g| g.names.iter().copied())
        .collect()
}

/// The registry as a Markdown table (`| game | example | meaning |`), as the README
/// shows it and `grundy games --markdown` prints it.
///
/// ```
/// let t = grundy::component::registry::markdown_table();
/// assert!(t.starts_with("| game | example | meaning |"));
/// assert!(t.contains("| `moore(k)` | `moore(2) 1 2 3` |"));
/// // Every row has its three cells, whatever its text holds (Cram's rows hold `|`).
/// assert!(t.lines().all(|l| l.replace("\\|", "").matches('|').count() == 4));
/// ```
pub fn markdown_table() -> String {
    let mut out = String::from("| game | example | meaning |\n|---|---|---|\n");
    // A `|` in a cell (Cram's rows) would end the cell: escaped.
    let cell = |s: &str| s.replace('|', "\\|");
    for g in crate::games::GAMES {
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
    let known = || {
        crate::games::GAMES
            .iter()
            .map(|g| g.syntax_message())
            .collect::<Vec<_>>()
    };
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
