//! [`GameSpec`]: what the registry knows of a game — its names, syntax, an example, one
//! line about it, and how to build it from a component's head and sizes: the part of the
//! registry every game writes (the contract). The list itself and its readers are one
//! layer up, with the games (`grundy::games::registry`: `GAMES`, `find`, the reader of
//! positions); the parser, `--help`, error messages, the guide's game table and the
//! web's presets all read it.

use super::AnyComponent;
use crate::i18n::Lang;
use crate::language::{Head, ParseError, ReadFile, SizeToken};

/// The game of a component written without a name.
pub use crate::language::DEFAULT_GAME;

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
    /// The syntax, as the guide's game table writes it: `sub(a,b,…)` (in English; the
    /// same line in every language is [`GameSpec::syntax_in`]).
    pub syntax: &'static str,
    /// The message id of the syntax line (`syntax-NAME`, NAME its main name, as for
    /// `about_id`): the notation with the words around it in the reader's language
    /// (in the game's folder, `games/<game>/locales/<lang>.ftl`); the English message is
    /// `syntax`.
    pub syntax_id: &'static str,
    /// A position of this game: `sub(1,3,4) 20`.
    pub example: &'static str,
    /// Worked examples worth showing (a page's presets): each a position and the
    /// message id of what it shows (`example-NAME-K`, K from 1), e.g. the examples of the
    /// article "Where did Nim hide?"; the words are [`GameSpec::examples_in`].
    pub examples: &'static [(&'static str, &'static str)],
    /// The message id of one line about the game (`about-NAME`, NAME its main name): the
    /// sentence itself is in the game's folder (`games/<game>/locales/<lang>.ftl`, with
    /// the examples' words), read by [`GameSpec::about_in`].
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
    /// let spec = grundy::games::registry::find("dawson-kayles").unwrap();
    /// assert_eq!(spec.name(), "kayles");
    /// ```
    pub fn name(&self) -> &'static str {
        self.names.first().copied().unwrap_or_default()
    }

    /// One line about the game, in English (the guide's game table).
    ///
    /// ```
    /// let spec = grundy::games::registry::find("nim").unwrap();
    /// assert_eq!(spec.about(), "take any positive number from one heap");
    /// ```
    pub fn about(&self) -> String {
        self.about_in(Lang::En)
    }

    /// One line about the game, in `lang`.
    ///
    /// ```
    /// use grundy::Lang;
    /// let spec = grundy::games::registry::find("nim").unwrap();
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
    /// let spec = grundy::games::registry::find("nim").unwrap();
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

    /// The syntax line as a message (its id, `syntax_id`); for a game without that
    /// message (one defined outside the library, with no words of its own), `syntax`
    /// itself in every language.
    ///
    /// ```
    /// let spec = grundy::games::registry::find("nim").unwrap();
    /// assert_eq!(spec.syntax_message().id(), "syntax-nim");
    /// ```
    pub fn syntax_message(&self) -> crate::i18n::Message {
        if crate::i18n::has_message(Lang::En, self.syntax_id) {
            crate::i18n::Message::new(self.syntax_id)
        } else {
            let syntax = self.syntax;
            crate::i18n::Message::said_by(move |_| syntax.to_string())
        }
    }

    /// The worked examples, each a position and what it shows in `lang`.
    ///
    /// ```
    /// use grundy::Lang;
    /// let spec = grundy::games::registry::find("wythoff").unwrap();
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
