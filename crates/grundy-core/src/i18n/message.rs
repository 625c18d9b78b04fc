//! A sentence kept as data: a catalogue message id and its arguments, rendered in any
//! language when someone reads it. Errors hold a [`Message`] instead of an English
//! string, so the English text lives in the catalogue like every other sentence and a
//! reader gets the same error in their language.
//!
//! ```
//! use grundy_core::i18n::Message;
//! use grundy_core::Lang;
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
    /// A list of values, each rendered in the language, joined by `separator`
    /// (`", "` for a list of names, `"; "` for a list of reasons).
    List {
        /// The items, in order.
        items: Vec<Value>,
        /// What goes between two items.
        separator: &'static str,
    },
    /// A sentence already said in every language, in the order of [`Lang::ALL`]: an
    /// error of another type inside a reason ([`Message::said`]).
    Said(Box<[String; 4]>),
}

impl Value {
    /// The value as text in `lang`.
    fn render(&self, lang: Lang) -> String {
        match self {
            Value::Count(n) => n.to_string(),
            Value::Text(s) => s.clone(),
            Value::Message(m) => m.render(lang),
            Value::List { items, separator } => items
                .iter()
                .map(|v| v.render(lang))
                .collect::<Vec<_>>()
                .join(separator),
            Value::Said(texts) => {
                let [en, ko, ru, vi] = &**texts;
                match lang {
                    Lang::En => en.clone(),
                    Lang::Ko => ko.clone(),
                    Lang::Ru => ru.clone(),
                    Lang::Vi => vi.clone(),
                }
            }
        }
    }
}

impl Message {
    /// The message `id`, with no arguments yet.
    ///
    /// ```
    /// assert_eq!(grundy_core::i18n::Message::new("parse-empty-position").id(), "parse-empty-position");
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
    /// use grundy_core::i18n::Message;
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
    /// use grundy_core::i18n::Message;
    /// let inner = Message::new("parse-not-a-heap-size");
    /// let m = Message::new("parse-bad-graph-file").with_message("reason", inner);
    /// assert_eq!(m.to_string(), "bad graph file: not a heap size");
    /// ```
    pub fn with_message(mut self, name: &'static str, value: Message) -> Message {
        self.args.push((name, Value::Message(value)));
        self
    }

    /// The message with argument `name` set to a list of messages, each rendered in the
    /// same language, joined by `separator`.
    ///
    /// ```
    /// use grundy_core::{i18n::Message, Lang};
    /// let items = vec![Message::new("parse-not-a-heap-size"), Message::new("parse-empty-position")];
    /// let m = Message::new("parse-bad-graph-file").with_list("reason", items, "; ");
    /// assert!(m.to_string().starts_with("bad graph file: not a heap size; empty position"));
    /// ```
    pub fn with_list(
        mut self,
        name: &'static str,
        items: Vec<Message>,
        separator: &'static str,
    ) -> Message {
        let items = items.into_iter().map(Value::Message).collect();
        self.args.push((name, Value::List { items, separator }));
        self
    }

    /// The message with argument `name` set to a list of texts (names, notation: never
    /// translated) joined by `separator`.
    ///
    /// ```
    /// use grundy_core::i18n::Message;
    /// let m = Message::new("parse-takes-no-arguments").with_texts("name", ["a", "b"], ", ");
    /// assert_eq!(m.to_string(), "a, b takes no arguments");
    /// ```
    pub fn with_texts<S: Into<String>>(
        mut self,
        name: &'static str,
        items: impl IntoIterator<Item = S>,
        separator: &'static str,
    ) -> Message {
        let items = items.into_iter().map(|s| Value::Text(s.into())).collect();
        self.args.push((name, Value::List { items, separator }));
        self
    }

    /// An error of any [`Localized`](crate::i18n::errors::Localized) type as a message:
    /// its sentence in every language, said now (message `reason-said`). What a reason
    /// holds when it is another error.
    ///
    /// ```
    /// use grundy_core::{i18n::{errors::Localized, Message}, Cancelled, Lang};
    /// let m = Message::said(&Cancelled);
    /// assert_eq!(m.to_string(), Cancelled.to_string());
    /// assert_eq!(m.render(Lang::Ko), Cancelled.message_in(Lang::Ko));
    /// ```
    pub fn said<E: crate::i18n::errors::Localized + ?Sized>(error: &E) -> Message {
        Message::said_by(|lang| error.message_in(lang))
    }

    /// A sentence said now in every language by `say` (a parse error, say, whose
    /// rendering holds its token and place), kept as a message (`reason-said`).
    ///
    /// ```
    /// use grundy_core::{i18n::Message, Lang};
    /// let m = Message::said_by(|lang| format!("{}: 7", lang.native_name()));
    /// assert_eq!(m.to_string(), "English: 7");
    /// assert_eq!(m.render(Lang::Ru), "Русский: 7");
    /// ```
    pub fn said_by(say: impl Fn(Lang) -> String) -> Message {
        let texts = Lang::ALL.map(say);
        let mut m = Message::new("reason-said");
        m.args.push(("text", Value::Said(Box::new(texts))));
        m
    }

    /// The message with argument `name` set to an error's sentence, said in each language
    /// now (the error itself is not kept), and shown in the language the message is
    /// rendered in.
    ///
    /// ```
    /// use grundy_core::{i18n::Message, Lang, SearchError};
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
        self.args.push((name, Value::Said(Box::new(each))));
        self
    }

    /// The catalogue id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, by name.
    ///
    /// ```
    /// use grundy_core::i18n::{Message, Value};
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
    /// use grundy_core::{i18n::Message, Lang};
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
                    other => Arg::Text(other.render(lang)),
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

/// A message as the JSON writes it, in English (`#[serde(serialize_with = …)]` of a step's
/// or a report's field whose words the explanation says in the reader's language).
///
/// ```
/// #[derive(serde::Serialize)]
/// struct Why(#[serde(serialize_with = "grundy_core::i18n::message::serialize_english")] grundy_core::i18n::Message);
/// let why = Why(grundy_core::i18n::msg!("error-cancelled"));
/// assert_eq!(serde_json::to_string(&why).unwrap(), format!("{:?}", why.0.to_string()));
/// ```
pub fn serialize_english<S: serde::Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&m.to_string())
}

/// `Message::new(id).with(…)…` written tersely: `msg!("id", name = value)`.
///
/// ```
/// use grundy_core::i18n::msg;
/// assert_eq!(msg!("error-cancelled").id(), "error-cancelled");
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __grundy_msg {
    ($id:expr_2021) => {
        $crate::i18n::Message::new($id)
    };
    ($id:expr_2021, $($name:ident = $value:expr_2021),+ $(,)?) => {
        $crate::i18n::Message::new($id)$(.with(stringify!($name), $value))+
    };
}
#[doc(inline)]
pub use crate::__grundy_msg as msg;
