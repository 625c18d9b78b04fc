//! [`Report`]: the answer to "who wins, and with which move?" as plain data.
//!
//! Every front end renders the same struct: the CLI as text or JSON, the web server as
//! JSON and HTML. The JSON form (via serde) is the documented, stable schema described in
//! `docs/json-schema.md`. The reasoning in words — every sentence a front end shows about
//! it — is made here too, once, by [`explain`]: [`Report::explain`], [`Report::summary`]
//! and [`Step::explain`].
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.summary().verdict, "N-position: the player to move wins (Grundy value 2).");
//! assert!(r.explain()[0].conclusion[0].starts_with("The nim-sum is 2"));
//! ```

pub mod coach;
pub mod explain;
pub mod misere;
pub mod sequence;

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

impl Serialize for Report {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let fields = if self.misere_method.is_some() { 11 } else { 10 };
        let mut r = s.serialize_struct("Report", fields)?;
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
    pub nim: Option<crate::hidden::NimMove>,
}

/// One heap (or token) that a move changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapChange {
    /// The heap's index (from 0) inside its component; for a token game, the token's.
    pub heap: usize,
    /// The size before the move (for a token game, the vertex it leaves).
    #[serde(with = "nat::json")]
    pub from: Nat,
    /// The size after the move (for a token game, the vertex it reaches); when the heap
    /// becomes several heaps, their total.
    #[serde(with = "nat::json")]
    pub to: Nat,
    /// When the heap becomes several heaps (or none), the heaps it becomes, in order;
    /// absent when it stays one heap.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "serialize_parts"
    )]
    pub parts: Option<Vec<Nat>>,
}

impl HeapChange {
    /// Heap `heap` goes from `from` to `to`.
    ///
    /// ```
    /// use grundy::report::HeapChange;
    /// let c = HeapChange::new(0, 3u32.into(), 1u32.into());
    /// assert_eq!(c.parts, None);
    /// ```
    pub fn new(heap: usize, from: Nat, to: Nat) -> Self {
        HeapChange {
            heap,
            from,
            to,
            parts: None,
        }
    }

    /// Heap `heap` of size `from` becomes the heaps `parts` (none, one or several).
    ///
    /// ```
    /// use grundy::report::HeapChange;
    /// let c = HeapChange::split(0, 10u32.into(), vec![3u32.into(), 5u32.into()]);
    /// assert_eq!(c.to, 8u32.into());
    /// ```
    pub fn split(heap: usize, from: Nat, parts: Vec<Nat>) -> Self {
        HeapChange {
            heap,
            from,
            to: parts.iter().sum(),
            parts: Some(parts),
        }
    }
}

fn serialize_parts<S: serde::Serializer>(
    parts: &Option<Vec<Nat>>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match parts {
        Some(p) => serialize_nats(p, s),
        None => s.serialize_none(),
    }
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

/// One step of the reasoning. Serialized with a `kind` field naming the variant.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// Nim under normal play: the binary columns, the nim-sum, the heaps that carry its
    /// top bit.
    NimColumns(crate::games::nim::NimColumns),
    /// Misère Nim: the endgame rule and how it applies.
    MisereNim(crate::games::nim::MisereNimReasoning),
    /// Moore's Nim_k: the bit columns summed mod k+1.
    MooreColumns(crate::games::moore::MooreColumns),
    /// A subtraction game: the values of its heaps and the periodicity used.
    Subtraction(crate::sequence::SequenceReasoning),
    /// A heap game (octal, hexadecimal, Grundy's game, Lasker's Nim): its nim-sequence,
    /// the periodicity used and the values of its heaps.
    HeapGame(crate::sequence::SequenceReasoning),
    /// A sum: each component's value and their XOR.
    Sum(SumReasoning),
    /// An exhaustive search of the game tree.
    Search(SearchReasoning),
    /// A graph with cycles: the labelling rounds of its generalized Sprague–Grundy values.
    Loopy(crate::loopy::explain::LoopyReasoning),
    /// A sum with a component whose value is generalized (∞ or from a graph with cycles):
    /// each component's value and the sum rule.
    LoopySum(crate::loopy::explain::LoopySumReasoning),
    /// A game where Nim hides: which piece became which Nim heap (followed by the Nim
    /// analysis of those heaps as a `nim_columns` step).
    Reduction(crate::games::hidden::ReductionReasoning),
    /// Wythoff's game: the P-position with the heaps' difference.
    Wythoff(crate::games::wythoff::WythoffReasoning),
    /// A heap with a memory (`take-away(K)`, `fibonacci-nim`, `mem`): the takes allowed,
    /// Schwenk's sequence and the heap's parts, the outcome.
    MemoryHeap(crate::games::take_away::MemoryReasoning),
    /// A compound other than the disjunctive sum (conjunctive, selective, ordinal): its
    /// parts and the theorem that decides it.
    Compound(crate::games::compound::CompoundReasoning),
    /// Misère play of one heap of a game whose moves never split: the outcomes' recurrence
    /// and its proved period.
    MisereRecurrence(crate::misere::recurrence::RecurrenceReasoning),
    /// Misère play of hereditarily tame components: each one's genus and Conway's rule.
    TameRule(crate::misere::tame::TameReasoning),
    /// Misère play of heaps of one ruleset through its misère quotient.
    Quotient(crate::misere::quotient::QuotientReasoning),
}

/// The Sprague–Grundy step for a sum of components.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SumReasoning {
    /// The components' Grundy values, in order.
    #[serde(serialize_with = "serialize_nats")]
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

fn serialize_nats<S: serde::Serializer>(values: &[Nat], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    struct One<'a>(&'a Nat);
    impl Serialize for One<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            nat::json::serialize(self.0, s)
        }
    }
    let mut seq = s.serialize_seq(Some(values.len()))?;
    for v in values {
        seq.serialize_element(&One(v))?;
    }
    seq.end()
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
