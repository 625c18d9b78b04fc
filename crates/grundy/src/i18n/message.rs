//! A sentence kept as data: a catalogue message id and its arguments, rendered in any
//! language when someone reads it. Errors hold a [`Message`] instead of an English
//! string, so the English text lives in the catalogue like every other sentence and a
//! reader gets the same error in their language.
//!
//! ```
//! use grundy::i18n::Message;
//! use grundy::Lang;
//! let m = Message::new("parse-takes-no-arguments").with("name", "kayles");
//! assert_eq!(m.to_string(), "kayles takes no arguments");
//! assert_eq!(m.render(Lang::Ru), "kayles не принимает аргументов");
//! ```

use super::{message, Arg, Lang};
use std::fmt;

/// A message id with its arguments (see the [module documentation](self)). Its
/// `Display` is the English catalogue's rendering.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Value)>,
}

/// An argument of a [`Message`]: a count (chooses plural forms), a text shown as it is,
/// or another message, rendered in the same language as the one that holds it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// A count.
    Count(u64),
    /// Any text (a token, a game's name, a list of names): never translated.
    Text(String),
    /// A sentence of its own (a reason inside a larger error).
    Message(Message),
    /// A sentence already said in each language, in the order of [`Lang::ALL`] (an
    /// error's [`message_in`](crate::i18n::errors::Localized::message_in) each language:
    /// see [`Message::with_error`]).
    InEach(Box<[String; 4]>),
}

impl Message {
    /// The message `id`, with no arguments yet.
    ///
    /// ```
    /// assert_eq!(grundy::i18n::Message::new("parse-empty-position").id(), "parse-empty-position");
    /// ```
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with argument `name` set to `value` (a number or a text).
    ///
    /// ```
    /// use grundy::i18n::Message;
    /// let m = Message::new("parse-too-large-at-most").with("what", "k").with("max", 7u64);
    /// assert_eq!(m.to_string(), "k too large (at most 7)");
    /// ```
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        let value = match value.into() {
            Arg::Count(n) => Value::Count(n),
            Arg::Text(s) => Value::Text(s),
        };
        self.args.push((name, value));
        self
    }

    /// The message with argument `name` set to another message, rendered in the same
    /// language.
    ///
    /// ```
    /// use grundy::i18n::Message;
    /// let inner = Message::new("parse-not-a-heap-size");
    /// let m = Message::new("parse-bad-graph-file").with_message("reason", inner);
    /// assert_eq!(m.to_string(), "bad graph file: not a heap size");
    /// ```
    pub fn with_message(mut self, name: &'static str, value: Message) -> Message {
        self.args.push((name, Value::Message(value)));
        self
    }

    /// The message with argument `name` set to an error's sentence, said in each language
    /// now (the error itself is not kept), and shown in the language the message is
    /// rendered in.
    ///
    /// ```
    /// use grundy::{i18n::Message, Lang, SearchError};
    /// let m = Message::new("note-moves-uncounted").with_error("why", &SearchError::Cycle);
    /// assert_eq!(m.render(Lang::En), format!("not every winning move could be counted: {}", SearchError::Cycle));
    /// assert!(!m.render(Lang::Ru).contains("cycle"));
    /// ```
    pub fn with_error(
        mut self,
        name: &'static str,
        error: &(impl crate::i18n::errors::Localized + ?Sized),
    ) -> Message {
        let each = Lang::ALL.map(|lang| error.message_in(lang));
        self.args.push((name, Value::InEach(Box::new(each))));
        self
    }

    /// The catalogue id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, by name.
    ///
    /// ```
    /// use grundy::i18n::{Message, Value};
    /// let m = Message::new("parse-takes-no-arguments").with("name", "nim");
    /// assert_eq!(m.args(), &[("name", Value::Text("nim".into()))]);
    /// ```
    pub fn args(&self) -> &[(&'static str, Value)] {
        &self.args
    }

    /// The sentence in `lang` (English where `lang` lacks the id, which the catalogue
    /// test forbids).
    ///
    /// ```
    /// use grundy::{i18n::Message, Lang};
    /// let m = Message::new("parse-empty-position");
    /// assert_eq!(m.render(Lang::Vi), "thế cờ trống: hãy cho ít nhất một kích thước đống");
    /// ```
    pub fn render(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    Value::Count(n) => Arg::Count(*n),
                    Value::Text(s) => Arg::Text(s.clone()),
                    Value::Message(m) => Arg::Text(m.render(lang)),
                    Value::InEach(each) => {
                        let [en, ko, ru, vi] = &**each;
                        Arg::Text(
                            match lang {
                                Lang::En => en,
                                Lang::Ko => ko,
                                Lang::Ru => ru,
                                Lang::Vi => vi,
                            }
                            .clone(),
                        )
                    }
                };
                (*name, arg)
            })
            .collect();
        message(lang, self.id, &args)
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// `Message::new(id).with(…)…` written tersely: `msg!("id", name = value)`.
macro_rules! msg {
    ($id:expr) => {
        $crate::i18n::Message::new($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Message::new($id)$(.with(stringify!($name), $value))+
    };
}
pub(crate) use msg;
