//! The reasoning as data: each [`Step`] of an analysis is a value of its own type — a Nim
//! column table, a nim-sequence and its period, a search, a misère genus … — that says
//! itself in words ([`Reasoning::explain_as`]) and serializes with a `kind` naming it.
//! The type is the game's or the theory's own, in its own folder; this module only holds
//! the contract ([`Reasoning`]), the handle every report carries ([`Step`]) and the two
//! steps every game may use: the sum rule ([`SumReasoning`]) and an exhaustive search
//! ([`SearchReasoning`]).
//!
//! ```
//! use grundy_core::reasoning::{Step, SumReasoning};
//! let step = Step::new(SumReasoning { values: vec![3u8.into(), 5u8.into()], xor: 6u8.into() });
//! assert_eq!(step.kind(), "sum");
//! assert_eq!(step.get::<SumReasoning>().unwrap().xor, 6u8.into());
//! let json = serde_json::to_string(&step).unwrap();
//! assert_eq!(json, r#"{"kind":"sum","values":[3,5],"xor":6}"#);
//! ```

use crate::explanation::{capitalized, explanation, Explanation};
use crate::i18n::{t, Lang};
use crate::nat::{self, Nat};
use num_traits::Zero;
use serde::Serialize;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// Where a step stands in the argument, which decides what it may conclude.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// The step is the whole argument: a Nim table's nim-sum decides, its carriers are the
    /// winning moves.
    Decides,
    /// The step is about one component of a sum: its finding is the component's value.
    ComponentValue,
    /// Another step is an endgame rule that decides instead (misère Nim with at most one
    /// heap of 2 or more): see [`Reasoning::is_endgame_rule`].
    Endgame,
}

/// One kind of step of the reasoning: plain data (serialized after its `kind`) that says
/// itself in words. A game's or a theory's reasoning type implements it beside its own
/// code; [`ReasoningData`] comes for free from `Serialize + PartialEq + Debug`.
///
/// ```
/// use grundy_core::explanation::Explanation;
/// use grundy_core::reasoning::{Reasoning, Standing, Step};
/// use grundy_core::Lang;
///
/// #[derive(Debug, Clone, PartialEq, serde::Serialize)]
/// struct Parity { tokens: u32 }
///
/// impl Reasoning for Parity {
///     fn kind(&self) -> &'static str { "parity" }
///     fn explain_as(&self, _: Standing, _: Lang) -> Explanation {
///         let mut e = Explanation::titled("Parity");
///         e.paragraphs.push(format!("{} tokens: the parity decides.", self.tokens));
///         e
///     }
/// }
///
/// let step = Step::new(Parity { tokens: 3 });
/// assert_eq!(serde_json::to_string(&step).unwrap(), r#"{"kind":"parity","tokens":3}"#);
/// assert_eq!(step.explain().paragraphs[0], "3 tokens: the parity decides.");
/// assert_eq!(step.get::<Parity>(), Some(&Parity { tokens: 3 }));
/// ```
pub trait Reasoning: ReasoningData {
    /// The name of the step in the JSON (`"kind": "nim_columns"`), snake case.
    fn kind(&self) -> &'static str;

    /// The step in words in `lang`, concluding only what it shows where it stands.
    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation;

    /// Whether this step is an endgame rule that decides the position in place of the
    /// nim-sum (the other steps are then explained as [`Standing::Endgame`]). Default: no.
    fn is_endgame_rule(&self) -> bool {
        false
    }
}

/// What a [`Step`] needs of its data beyond its words: its fields as JSON, comparison and
/// downcasting. Implemented for every `Serialize + PartialEq + Debug + Send + Sync` type.
pub trait ReasoningData: fmt::Debug + Send + Sync + 'static {
    /// The fields as a JSON object, in declaration order.
    fn fields(&self) -> serde_json::Result<serde_json::Value>;
    /// Whether `other` is the same type with equal data.
    fn same_as(&self, other: &dyn Any) -> bool;
    /// The data, to downcast.
    fn as_any(&self) -> &dyn Any;
}

impl<T: Serialize + PartialEq + fmt::Debug + Send + Sync + 'static> ReasoningData for T {
    fn fields(&self) -> serde_json::Result<serde_json::Value> {
        serde_json::to_value(self)
    }

    fn same_as(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One step of the reasoning: a shared handle to some [`Reasoning`]. Serialized as an
/// object whose first field, `kind`, names the step, followed by the step's own fields.
#[derive(Clone)]
pub struct Step(Arc<dyn Reasoning>);

impl Step {
    /// A step holding `reasoning`.
    pub fn new(reasoning: impl Reasoning) -> Step {
        Step(Arc::new(reasoning))
    }

    /// The step's data, if it is a `T`.
    ///
    /// ```
    /// use grundy_core::reasoning::{Step, SumReasoning};
    /// let s = Step::new(SumReasoning { values: vec![1u8.into(), 1u8.into()], xor: 0u8.into() });
    /// assert!(s.get::<SumReasoning>().is_some());
    /// assert!(s.get::<grundy_core::reasoning::SearchReasoning>().is_none());
    /// ```
    pub fn get<T: Reasoning>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// Whether the step's data is a `T`.
    pub fn is<T: Reasoning>(&self) -> bool {
        self.get::<T>().is_some()
    }

    /// The step's name in the JSON: `"nim_columns"`, `"sum"`, ….
    pub fn kind(&self) -> &'static str {
        self.0.kind()
    }

    /// Whether the step is an endgame rule ([`Reasoning::is_endgame_rule`]).
    pub fn is_endgame_rule(&self) -> bool {
        self.0.is_endgame_rule()
    }

    /// The step in words, as when it is the whole argument: a Nim column table concludes
    /// with the winning moves. a report explains each
    /// step where it stands.
    ///
    /// ```
    /// use grundy_core::reasoning::{Step, SumReasoning};
    /// let step = Step::new(SumReasoning { values: vec![2u8.into(), 2u8.into()], xor: 0u8.into() });
    /// let e = step.explain();
    /// assert_eq!(e.title, "Sprague–Grundy");
    /// assert!(e.paragraphs[0].ends_with("2 ⊕ 2 = 0."));
    /// ```
    pub fn explain(&self) -> Explanation {
        self.explain_in(Lang::En)
    }

    /// [`Step::explain`] in `lang`.
    ///
    /// ```
    /// use grundy_core::reasoning::{Step, SumReasoning};
    /// use grundy_core::Lang;
    /// let step = Step::new(SumReasoning { values: vec![2u8.into(), 2u8.into()], xor: 0u8.into() });
    /// assert_eq!(step.explain_in(Lang::Ko).title, "스프라그-그런디");
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        self.explain_as(Standing::Decides, lang)
    }

    /// The step in words where it stands ([`Reasoning::explain_as`]).
    pub fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        self.0.explain_as(standing, lang)
    }
}

impl PartialEq for Step {
    fn eq(&self, other: &Step) -> bool {
        self.0.same_as(other.0.as_any())
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple(self.kind()).field(&self.0).finish()
    }
}

impl Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error, SerializeMap};
        let fields = match self.0.fields().map_err(S::Error::custom)? {
            serde_json::Value::Object(fields) => fields,
            _ => return Err(S::Error::custom("a reasoning step is not a struct")),
        };
        let mut map = s.serialize_map(Some(fields.len() + 1))?;
        map.serialize_entry("kind", self.kind())?;
        for (name, value) in &fields {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// The Sprague–Grundy step for a sum of components.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SumReasoning {
    /// The components' Grundy values, in order.
    #[serde(serialize_with = "nat::json::list::serialize")]
    pub values: Vec<Nat>,
    /// Their XOR: the value of the sum.
    #[serde(with = "nat::json")]
    pub xor: Nat,
}

/// What an exhaustive search did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchReasoning {
    /// Why search was used: a catalogue message (`locales/<lang>/engine.ftl`), said in the
    /// reader's language by the step's explanation; English in the JSON.
    #[serde(serialize_with = "crate::i18n::message::serialize_english")]
    pub reason: crate::i18n::Message,
    /// How many distinct positions were evaluated.
    pub positions: usize,
}

impl Reasoning for SumReasoning {
    fn kind(&self) -> &'static str {
        "sum"
    }

    fn explain_as(&self, _: Standing, lang: Lang) -> Explanation {
        let s = self;

        let mut e = explanation(&t!(lang, "sum-title"));
        let values: Vec<String> = s.values.iter().map(|v| v.to_string()).collect();
        e.paragraphs.push(t!(
            lang,
            "sum-rule",
            values = values.join(" ⊕ "),
            xor = &s.xor
        ));
        e.paragraphs.push(if s.xor.is_zero() {
            t!(lang, "sum-zero")
        } else {
            t!(lang, "sum-nonzero")
        });
        e
    }
}

impl Reasoning for SearchReasoning {
    fn kind(&self) -> &'static str {
        "search"
    }

    fn explain_as(&self, _: Standing, lang: Lang) -> Explanation {
        let s = self;

        let mut e = explanation(&t!(lang, "search-title"));
        e.paragraphs.push(t!(
            lang,
            "search-done",
            reason = capitalized(s.reason.render(lang).trim_end_matches('.')),
            positions = s.positions
        ));
        e
    }
}
