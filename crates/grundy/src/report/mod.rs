//! [`Report`]: the answer to "who wins, and with which move?" as plain data.
//!
//! Every front end renders the same struct: the CLI as text or JSON, the web server as
//! JSON and HTML. The JSON form (via serde) is the documented, stable schema described in
//! `docs/json-schema.md`. The reasoning in words — every sentence a front end shows about
//! it — is made here too, once, by [`explain`]: [`Report::explain`], [`Report::summary`]
//! and [`Step::explain`](crate::reasoning::Step::explain).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.summary().verdict, "N-position: the player to move wins (Grundy value 2).");
//! assert!(r.explain()[0].conclusion[0].starts_with("The nim-sum is 2"));
//! ```

pub mod explain;
pub mod sequence;

pub use crate::component::HeapChange;
pub use crate::reasoning::{SearchReasoning, Step, SumReasoning};
pub use explain::{Explanation, Summary};

use crate::nat::{self, Nat};
use crate::outcome::{Convention, Outcome};
use crate::position::Position;
use serde::Serialize;

/// The full analysis of a position.
///
/// In JSON, `value` is the generalized value when there is one
/// ([`Report::loopy_value`]): a number, or a string such as `"∞{0,2}"`.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The position, written in the position language; `None` for positions with more
    /// than [`AFTER_HEAP_LIMIT`] heaps.
    pub position: Option<String>,
    /// The play convention the analysis used.
    pub convention: Convention,
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The Grundy value under normal play; `None` under misère play (there is none) or
    /// when it is not known (e.g. a large Moore's Nim position, whose value has no formula).
    pub value: Option<Nat>,
    /// For a position with a component that can loop (a graph with cycles): its
    /// generalized Sprague–Grundy value, finite (then also in [`Report::value`]) or
    /// `∞{K}` (then `value` is `None`); `None` for other positions.
    pub loopy_value: Option<crate::loopy::GenValue>,
    /// How many winning moves there are, all of them counted; `None` when they could not
    /// be counted (the reason is in [`Report::notes`]). From a draw (outcome D): the moves
    /// that keep the draw.
    pub winning_move_count: Option<Nat>,
    /// The winning moves, at most as many as asked for.
    pub winning_moves: Vec<WinningMove>,
    /// True when [`Report::winning_moves`] lists every winning move.
    pub winning_moves_complete: bool,
    /// One summary per component of the sum, in input order.
    pub components: Vec<ComponentReport>,
    /// The reasoning, step by step, as data.
    pub reasoning: Vec<Step>,
    /// Remarks for the reader: limits reached, methods chosen; each a catalogue message,
    /// said in a language by [`Report::notes_in`] (the JSON's `notes`, in [`Report::lang`]).
    pub notes: Vec<crate::i18n::Message>,
    /// Under misère play, the method that gave the answer (absent under normal play).
    pub misere_method: Option<crate::misere::MisereMethod>,
    /// The language of the words the JSON carries (the winning moves' descriptions and the
    /// notes): English from [`analyze`](crate::analyze), set by
    /// [`Report::describe_moves_in`]. Not itself in the JSON.
    pub lang: crate::i18n::Lang,
}

impl Report {
    /// The report with at most `n` winning moves listed, as the analysis gives it when
    /// asked for `n` (the moves are listed in one order whatever the limit).
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions};
    /// let r = analyze(&parse_position("1 1 1").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// let one = r.clone().with_moves_at_most(1);
    /// assert_eq!(one.winning_moves, r.winning_moves[..1]);
    /// assert!(r.winning_moves_complete && !one.winning_moves_complete);
    /// ```
    pub fn with_moves_at_most(mut self, n: usize) -> Report {
        if self.winning_moves.len() > n {
            self.winning_moves.truncate(n);
            self.winning_moves_complete = self
                .winning_move_count
                .as_ref()
                .is_some_and(|c| *c == Nat::from(self.winning_moves.len()));
        }
        self
    }
}

/// A value as the JSON writes it: the generalized value if any, else the Grundy value.
struct ValueJson<'a>(&'a Option<Nat>, &'a Option<crate::loopy::GenValue>);

impl Serialize for ValueJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            ValueJson(_, Some(g)) => g.serialize(s),
            ValueJson(v, None) => nat::json::option::serialize(v, s),
        }
    }
}

struct NatJson<'a>(&'a Option<Nat>);

impl Serialize for NatJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        nat::json::option::serialize(self.0, s)
    }
}

/// The version of the JSON report's schema (docs/json-schema.md), its first field
/// `schema_version`: raised whenever a field changes meaning or is removed, not when one
/// is added.
///
/// ```
/// let position = grundy::parse_position("3 4 5").unwrap();
/// let report = grundy::analyze(&position, &grundy::AnalyzeOptions::default()).unwrap();
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["schema_version"], grundy::report::SCHEMA_VERSION);
/// ```
pub const SCHEMA_VERSION: u32 = 1;

impl Serialize for Report {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let fields = if self.misere_method.is_some() { 12 } else { 11 };
        let mut r = s.serialize_struct("Report", fields)?;
        r.serialize_field("schema_version", &SCHEMA_VERSION)?;
        r.serialize_field("position", &self.position)?;
        r.serialize_field("convention", &self.convention)?;
        r.serialize_field("outcome", &self.outcome)?;
        r.serialize_field("value", &ValueJson(&self.value, &self.loopy_value))?;
        r.serialize_field("winning_move_count", &NatJson(&self.winning_move_count))?;
        r.serialize_field("winning_moves", &self.winning_moves)?;
        r.serialize_field("winning_moves_complete", &self.winning_moves_complete)?;
        r.serialize_field("components", &self.components)?;
        r.serialize_field("reasoning", &self.reasoning)?;
        r.serialize_field("notes", &self.notes_in(self.lang))?;
        if let Some(m) = &self.misere_method {
            r.serialize_field("misere_method", m)?;
        }
        r.end()
    }
}

/// Positions with more heaps than this have no `after` text in their moves (and no
/// `position` text in the report): it would be as large as the input.
pub const AFTER_HEAP_LIMIT: usize = 1000;

/// One winning move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WinningMove {
    /// The whole position after the move, in the position language; `None` when the
    /// position has more than [`AFTER_HEAP_LIMIT`] heaps.
    pub after: Option<String>,
    /// The index (from 0) of the component the move is made in.
    pub component: usize,
    /// What changes: for heap games one entry per heap that changes.
    pub changes: Vec<HeapChange>,
    /// A sentence for people, e.g. "take 2 from heap 1 (3 → 1)".
    pub description: String,
    /// For a game that reduces to Nim (`strip`, `hackenbush(…)`, …): the same move in
    /// the hidden Nim, `{heap, from, to}` with `heap` the index of the heap in the
    /// reduction (the `rows` of the `reduction` step). Absent for other games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nim: Option<crate::component::NimMove>,
}

/// A summary of one component of the position. In JSON, `value` is the generalized
/// value when there is one ([`ComponentReport::loopy_value`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ComponentReport {
    /// The component's index (from 0).
    pub index: usize,
    /// The game, as written in the position language (e.g. `nim`, `sub(1,3,4)`).
    pub game: String,
    /// How many heaps (or tokens) the component has.
    pub heaps: usize,
    /// The component's Grundy value under normal play, when known.
    pub value: Option<Nat>,
    /// Its generalized value, for a component that can loop (a graph with cycles).
    pub loopy_value: Option<crate::loopy::GenValue>,
    /// How the value was obtained: `"formula"`, `"period"`, `"search"`, …
    pub method: String,
}

impl Serialize for ComponentReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut r = s.serialize_struct("ComponentReport", 5)?;
        r.serialize_field("index", &self.index)?;
        r.serialize_field("game", &self.game)?;
        r.serialize_field("heaps", &self.heaps)?;
        r.serialize_field("value", &ValueJson(&self.value, &self.loopy_value))?;
        r.serialize_field("method", &self.method)?;
        r.end()
    }
}

/// The Grundy value of one vertex of a graph component (`grundy analyze --vertex-values`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VertexValue {
    /// The component's index (from 0).
    pub component: usize,
    /// The vertex.
    pub vertex: u64,
    /// Its Grundy value: the value of a single token standing on it.
    pub value: u32,
}

/// The Grundy value of every vertex of every graph component of `position`, component by
/// component, vertices in the order the edge list first names them; empty when there is
/// no graph component.
///
/// ```
/// use grundy::report::vertex_values;
/// let p = grundy::parse_position_with("graph(g) 0", &mut |_| Ok("0 1\n1 2\n".into())).unwrap();
/// let values: Vec<(u64, u32)> = vertex_values(&p).iter().map(|v| (v.vertex, v.value)).collect();
/// assert_eq!(values, [(0, 0), (1, 1), (2, 0)]);
/// assert!(vertex_values(&grundy::parse_position("3 4 5").unwrap()).is_empty());
/// ```
pub fn vertex_values(position: &Position) -> Vec<VertexValue> {
    position
        .components
        .iter()
        .enumerate()
        .flat_map(|(component, c)| {
            c.vertex_values()
                .into_iter()
                .map(move |(vertex, value)| VertexValue {
                    component,
                    vertex,
                    value,
                })
        })
        .collect()
}
