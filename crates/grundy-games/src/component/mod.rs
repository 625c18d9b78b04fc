//! The contract every game signs: [`Component`], and [`AnyComponent`], the clonable,
//! comparable handle a `grundy::Position` (in the facade) holds.
//!
//! A game is one folder under `games/` with one type that implements [`Component`] and
//! one line in the registry ([`crate::games::GAMES`]). Everything the rest of the library
//! and the front ends need of a game goes through this trait — they never match on a game.
//! The trait itself is narrow: what every game has (its name and sizes, its pieces, the
//! position after a move, its board), and one accessor a capability, each capability a
//! small trait of its own with defaults ([`capability`]). A game implements only the
//! capabilities it has and answers `Some(self)` from their accessors (one line:
//! [`capabilities!`](crate::capabilities)`(Search, Words)`):
//!
//! | need | capability | without it |
//! |---|---|---|
//! | its name and sizes in the position language | [`Component::name`], [`Component::sizes`] | — |
//! | its pieces (heaps, tokens, chips) and its board | [`Component::piece_count`], [`Component::piece`], [`Component::pieces_in`] | a row per piece |
//! | the position after a move | [`Component::apply`] | — |
//! | its rules, for search (oracle, misère play, play) | [`Search`] | not searchable |
//! | its Grundy value, the moves to a given value | [`Valuation`] | exhaustive search |
//! | a verdict when it is the whole position (Nim, Moore, Wythoff), its misère genus | [`Theorems`] | the sum rule; search; the recursion over its game tree |
//! | the nim-sequence of its heaps | [`Sequence`] | none |
//! | its value when it can repeat positions | [`Loopy`] | it always ends |
//! | a move in words (and in Nim's words, where Nim hides) | [`Words`] | "take 2 from heap 1 (3 → 1)" |
//! | move notation and legality in play | [`Moves`] | heap notation; checked against the search moves |
//!
//! Callers ask `dyn Component` (what [`AnyComponent`] derefs to): `c.value(…)`,
//! `c.describe(…)`, `c.parse_move(…)` give the capability's answer or the default.
//!
//! A move is a list of [`HeapChange`]s in the game's own pieces (heap `i` goes from `from`
//! to `to`, or becomes `parts`).
//!
//! ```
//! use grundy::component::AnyComponent;
//! use grundy::parse_position;
//! let p = parse_position("sub(1,3,4) 20 + nim 5 7").unwrap();
//! let c: &AnyComponent = &p.components[0];
//! assert_eq!(c.name(), "sub(1,3,4)");
//! assert_eq!(c.piece_count(), 1);
//! assert_eq!(c.to_string(), "sub(1,3,4) 20");
//! assert_eq!(p.components[0].clone(), p.components[0]);
//! ```

pub mod board;
pub mod capability;
mod change;
mod genus;
mod loopy;
pub mod notation;
pub mod registry;
pub mod search;

use crate::cancel::{Cancel, Cancelled};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Step;
use crate::solver::DEFAULT_POSITION_LIMIT;
use std::any::Any;
use std::fmt;
use std::sync::Arc;
use thiserror::Error;

pub use board::{
    Amount, Clicks, Counters, Form, Group, Kind, Layout, NimRow, Picture, Piece, Pieces, Play,
    Shape,
};
pub use capability::{Loopy, Moves, Search, Sequence, Theorems, Valuation, Words};
pub(crate) use change::heap_row;
pub use change::{HeapChange, NimMove};
pub use genus::{genus_by_search, genus_by_search_with, ComponentGenus, GenusTable};
pub use loopy::{LoopyMove, LoopyValued};
pub use registry::GameSpec;

/// How to analyse: convention, how many moves to list, search limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyzeOptions {
    /// Normal or misère play.
    pub convention: Convention,
    /// List at most this many winning moves (all are still counted). `None`: every move
    /// for positions of up to 1,000 heaps, the first 100 beyond.
    pub max_moves: Option<usize>,
    /// Moore's Nim_k: list every winning move, not only the constructive one.
    pub all_moves: bool,
    /// The most positions an exhaustive search may visit.
    pub search_limit: usize,
    /// The most heap rows a reasoning table shows.
    pub row_limit: usize,
    /// Raised from outside to stop the analysis (a time limit): the long loops look at
    /// it and the analysis stops with `grundy::AnalysisError::Cancelled`.
    /// The default is never raised.
    pub cancel: Cancel,
    /// How far the nim-sequence of a heap or subtraction game is computed directly when
    /// no period is proved, and where that reports its progress. The default answers
    /// heaps up to [`DIRECT_LIMIT`](grundy_heap::sequence::solved::DIRECT_LIMIT) (or what the
    /// period search computed); the CLI asks for
    /// [`SolveBudget::far`](grundy_heap::sequence::SolveBudget::far).
    pub sequences: grundy_heap::sequence::SolveBudget,
    /// Told how far a long genus search is (the default tells no one).
    pub search_progress: search::SearchProgress,
}

impl Default for AnalyzeOptions {
    fn default() -> Self {
        AnalyzeOptions {
            convention: Convention::Normal,
            max_moves: None,
            all_moves: false,
            search_limit: DEFAULT_POSITION_LIMIT,
            row_limit: 64,
            cancel: Cancel::default(),
            sequences: grundy_heap::sequence::SolveBudget::default(),
            search_progress: search::SearchProgress::default(),
        }
    }
}

/// A move that cannot be read or is not allowed, with the reason: a catalogue message
/// (`locales/*/reasons.ftl`), said in any language by `message_in`.
///
/// ```
/// use grundy::{component::MoveError, i18n::{errors::Localized, Message}, Lang};
/// let e = MoveError::Illegal(Message::new("reason-move-must-change"));
/// assert_eq!(e.to_string(), "illegal move: a move must change something");
/// assert!(!e.message_in(Lang::Ru).contains("move"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum MoveError {
    /// The text is not a move in the notation.
    Unreadable {
        /// The text.
        text: String,
        /// What is wrong.
        reason: crate::i18n::Message,
    },
    /// The move breaks the rules (why).
    Illegal(crate::i18n::Message),
}

impl MoveError {
    /// The reason alone (what is wrong with the text, or why the move is not allowed),
    /// as a message.
    ///
    /// ```
    /// use grundy::{component::MoveError, i18n::Message};
    /// let e = MoveError::Illegal(Message::new("reason-move-must-change"));
    /// assert_eq!(e.reason().id(), "reason-move-must-change");
    /// ```
    pub fn reason(&self) -> &crate::i18n::Message {
        match self {
            Self::Unreadable { reason, .. } => reason,
            Self::Illegal(why) => why,
        }
    }
}

impl crate::i18n::errors::Localized for MoveError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Unreadable { text, reason } => t!(
                lang,
                "err-move-unreadable",
                text = format!("{text:?}"),
                reason = reason.render(lang)
            ),
            Self::Illegal(why) => t!(lang, "err-move-illegal", why = why.render(lang)),
        }
    }
}
grundy_core::localized_error!(MoveError);

/// A component's Grundy value, how it was found, and what [`Valuation::moves_to_value`]
/// needs to find moves to another value (`memo`, the component's own data).
#[derive(Clone)]
pub struct Valued {
    /// The Grundy value.
    pub value: Nat,
    /// How it was found, as the reports name it: `"nim-sum"`, `"nim-sequence"`,
    /// `"search"`, `"reduction to Nim"`, …
    pub method: String,
    /// The reasoning steps that show it.
    pub steps: Vec<Step>,
    /// Remarks for the reader, each a catalogue message.
    pub notes: Vec<crate::i18n::Message>,
    /// Whatever the component computed on the way and needs again for its moves.
    pub memo: Option<Arc<dyn Any + Send + Sync>>,
}

impl Valued {
    /// A value with its method and no steps, notes or memo.
    ///
    /// ```
    /// use grundy::component::Valued;
    /// let v = Valued::new(3u8.into(), "search");
    /// assert_eq!(v.method, "search");
    /// assert!(v.steps.is_empty());
    /// ```
    pub fn new(value: Nat, method: &str) -> Self {
        Valued {
            value,
            method: method.to_string(),
            steps: Vec::new(),
            notes: Vec::new(),
            memo: None,
        }
    }

    /// The memo, if it is a `T`.
    pub fn memo<T: Any>(&self) -> Option<&T> {
        self.memo.as_deref().and_then(|m| m.downcast_ref::<T>())
    }
}

impl fmt::Debug for Valued {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Valued")
            .field("value", &self.value)
            .field("method", &self.method)
            .field("steps", &self.steps.len())
            .finish()
    }
}

/// The moves found inside one component: how many there are in all (or why they could
/// not be counted), and the first of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    /// How many there are; `Err` says why they could not be counted.
    pub count: Result<Nat, Refusal>,
    /// The first of them (at most the room asked for), each the heaps it changes.
    pub moves: Vec<Vec<HeapChange>>,
}

impl Counted {
    /// No moves.
    ///
    /// ```
    /// let c = grundy::component::Counted::none();
    /// assert_eq!(c.count, Ok(0u8.into()));
    /// ```
    pub fn none() -> Self {
        Counted {
            count: Ok(Nat::default()),
            moves: Vec::new(),
        }
    }
}

/// What a component says when it is the whole position: who wins, the value when known,
/// every winning move (counted, the first listed) and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// Who wins.
    pub outcome: Outcome,
    /// The Grundy value (normal play), when known.
    pub value: Option<Nat>,
    /// How many winning moves there are; `None` when they could not be counted.
    pub move_count: Option<Nat>,
    /// The winning moves listed.
    pub moves: Vec<Vec<HeapChange>>,
    /// The method, as the component report names it.
    pub method: String,
    /// Under misère play, which kind of method it is (Bouton's rule, a game's own rule).
    pub misere_method: Option<crate::misere::MisereMethod>,
    /// The reasoning.
    pub steps: Vec<Step>,
    /// Remarks, each a catalogue message.
    pub notes: Vec<crate::i18n::Message>,
}

/// Why a component's value or moves could not be found. Never a wrong answer: a refusal.
/// Its reasons are catalogue messages (`locales/*/reasons.ftl`): said in any language.
///
/// ```
/// use grundy::{component::Refusal, i18n::{errors::Localized, Message}, Lang};
/// let r = Refusal::TooLarge { what: Message::new("reason-nim-genus-heap"), limit: 10 };
/// assert!(r.to_string().contains("over the limit of 10"));
/// assert!(r.message_in(Lang::Vi).contains("10"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
// Exhaustive on purpose: the analysis (in the facade) says every kind of refusal in its
// own terms, so a new kind must be decided there.
pub enum Refusal {
    /// No formula, and exhaustive search is out of reach (the reason).
    SearchTooLarge(crate::i18n::Message),
    /// The game's computation would pass one of its limits: `what` is more than `limit`.
    TooLarge {
        /// What is too large (with its size).
        what: crate::i18n::Message,
        /// The limit.
        limit: u64,
    },
    /// The game's own computation could not finish (the full message).
    Failed(crate::i18n::Message),
    /// The computation was stopped from outside ([`AnalyzeOptions::cancel`]).
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl Refusal {
    /// The refusal as a message (what an analysis error holds as its reason).
    ///
    /// ```
    /// use grundy::{component::Refusal, i18n::Message};
    /// let r = Refusal::Failed(Message::new("reason-values-not-computed"));
    /// assert_eq!(r.message().to_string(), r.to_string());
    /// ```
    pub fn message(&self) -> crate::i18n::Message {
        use crate::i18n::{msg, Message};
        match self {
            Self::SearchTooLarge(why) => {
                Message::new("err-component-search-too-large").with_message("why", why.clone())
            }
            Self::TooLarge { what, limit } => {
                msg!("err-component-too-large", limit = *limit).with_message("what", what.clone())
            }
            Self::Failed(message) => message.clone(),
            Self::Cancelled(e) => Message::said(e),
        }
    }
}

impl crate::i18n::errors::Localized for Refusal {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(Refusal);

impl From<grundy_heap::sequence::SequenceError> for Refusal {
    /// A cancel stays a cancel; every other error is the game's failure, in words.
    fn from(e: grundy_heap::sequence::SequenceError) -> Self {
        match e {
            grundy_heap::sequence::SequenceError::Cancelled(c) => c.into(),
            e => Refusal::Failed(crate::i18n::Message::said(&e)),
        }
    }
}

/// An upper bound on the size of a search: distinct positions, and moves from one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchSize {
    /// At most this many distinct positions are reachable.
    pub states: f64,
    /// At most this many moves from any of them.
    pub branching: f64,
}

/// One move of a component's search: what changes and the state after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchStep {
    /// The heaps (pieces) that change.
    pub changes: Vec<HeapChange>,
    /// The component's search state after the move (not canonicalized).
    pub after: Vec<u64>,
}

/// What every [`Component`] gets for free: comparison and access as a trait object.
/// Implemented for every `Component + PartialEq` type; never implement it by hand.
pub trait ComponentBase: Any + Send + Sync {
    /// `self` as `Any`, to downcast.
    fn as_any(&self) -> &dyn Any;
    /// `self` as a trait object.
    fn as_dyn(&self) -> &dyn Component;
    /// Whether `other` is the same game in the same position.
    fn eq_dyn(&self, other: &dyn Component) -> bool;
}

impl<T: Component + PartialEq> ComponentBase for T {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_dyn(&self) -> &dyn Component {
        self
    }
    fn eq_dyn(&self, other: &dyn Component) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
}

/// A game in a position: the contract of the module docs. Implement the five required
/// methods (name, sizes, piece_count, piece, apply) and the game's rules ([`Search`],
/// answered by [`Component::as_search`], here through [`crate::capabilities!`]) and a
/// game is complete; implement the other capabilities where the game has a theorem or
/// words of its own.
///
/// ```
/// use grundy::component::{AnyComponent, Component, Search, SearchStep};
/// use grundy::report::HeapChange;
/// use grundy::{analyze, AnalyzeOptions, Nat, Position};
///
/// /// One heap; a move takes 1 or 2.
/// #[derive(Debug, Clone, PartialEq, Eq)]
/// struct TakeOneOrTwo(u64);
///
/// impl Component for TakeOneOrTwo {
///     fn name(&self) -> String { "take12".into() }
///     fn sizes(&self) -> Vec<String> { vec![self.0.to_string()] }
///     fn piece_count(&self) -> usize { 1 }
///     fn piece(&self, _: usize) -> Nat { self.0.into() }
///     fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
///         AnyComponent::new(TakeOneOrTwo(u64::try_from(&changes[0].to).unwrap()))
///     }
///     grundy::capabilities!(Search); // fn as_search(&self) -> … { Some(self) }
/// }
///
/// impl Search for TakeOneOrTwo {
///     fn search_state(&self) -> Option<Vec<u64>> { Some(vec![self.0]) }
///     fn search_moves(&self, s: &[u64]) -> Vec<SearchStep> {
///         (1..=2).filter(|&t| t <= s[0]).map(|t| SearchStep {
///             changes: vec![HeapChange::new(0, s[0].into(), (s[0] - t).into())],
///             after: vec![s[0] - t],
///         }).collect()
///     }
/// }
///
/// let p = Position::new(vec![AnyComponent::new(TakeOneOrTwo(7))]);
/// let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
/// assert_eq!(r.value, Some(1u8.into())); // 7 mod 3
/// assert_eq!(r.winning_moves[0].after.as_deref(), Some("take12 6"));
/// ```
pub trait Component: ComponentBase + fmt::Debug {
    /// The game's name in the position language: `nim`, `sub(1,3,4)`, `kayles`,
    /// `hackenbush(0-1 1-2)`.
    fn name(&self) -> String;

    /// What follows the name in the position language: the sizes (`["3", "4", "5"]`),
    /// empty when the picture is in the name.
    fn sizes(&self) -> Vec<String>;

    /// How many pieces (heaps, tokens, chips, edges) a move can name.
    fn piece_count(&self) -> usize;

    /// Piece `i`'s size (the `from` of a [`HeapChange`] naming it); `i < piece_count()`.
    fn piece(&self, i: usize) -> Nat;

    /// The component after a move that changes `changes` (a legal move).
    fn apply(&self, changes: &[HeapChange]) -> AnyComponent;

    /// Written alone, the position is only its sizes (Nim: `3 4 5`).
    fn bare_when_alone(&self) -> bool {
        false
    }

    /// What a board shows, its words (pieces' and shapes' names, how to play) in
    /// `lang`: by default one row per piece (a heap of `n` drawn as `n` counters).
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        Pieces::heaps_of_in(self.as_dyn(), lang)
    }

    // ---- capabilities: `Some(self)` in a game that implements the trait ----------------

    /// Its rules, for search ([`Search`]); by default none: not searchable.
    fn as_search(&self) -> Option<&dyn Search> {
        None
    }

    /// Its own value and moves to a value ([`Valuation`]); by default none: search.
    fn as_valuation(&self) -> Option<&dyn Valuation> {
        None
    }

    /// Its verdict alone and misère knowledge ([`Theorems`]); by default none.
    fn as_theorems(&self) -> Option<&dyn Theorems> {
        None
    }

    /// Its nim-sequence ([`Sequence`]); by default none.
    fn as_sequence(&self) -> Option<&dyn Sequence> {
        None
    }

    /// Its generalized value, when it can repeat positions ([`Loopy`]); by default none.
    fn as_loopy(&self) -> Option<&dyn Loopy> {
        None
    }

    /// Its words for a move ([`Words`]); by default none: "take …".
    fn as_words(&self) -> Option<&dyn Words> {
        None
    }

    /// Its move notation and legality in play ([`Moves`]); by default none: heap notation,
    /// checked against the search moves.
    fn as_moves(&self) -> Option<&dyn Moves> {
        None
    }
}

/// A component of a position: a shared, immutable game of any type, clonable and
/// comparable. Its `Display` is the component in the position language.
#[derive(Clone)]
pub struct AnyComponent(Arc<dyn Component>);

impl AnyComponent {
    /// Wraps a game.
    ///
    /// ```
    /// use grundy::component::AnyComponent;
    /// use grundy::games::nim::Nim;
    /// let c = AnyComponent::new(Nim::from_u64s(vec![3, 4, 5]));
    /// assert_eq!(c.to_string(), "nim 3 4 5");
    /// ```
    pub fn new(game: impl Component + 'static) -> Self {
        AnyComponent(Arc::new(game))
    }

    /// The game, if it is a `T`.
    ///
    /// ```
    /// use grundy::games::nim::Nim;
    /// let p = grundy::parse_position("3 4 5").unwrap();
    /// assert!(p.components[0].downcast_ref::<Nim>().is_some());
    /// ```
    pub fn downcast_ref<T: Component>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl std::ops::Deref for AnyComponent {
    type Target = dyn Component;
    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

impl PartialEq for AnyComponent {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_dyn(&*other.0)
    }
}

impl Eq for AnyComponent {}

impl fmt::Debug for AnyComponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for AnyComponent {
    /// The component in the position language: its name, then its sizes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.name())?;
        for s in self.0.sizes() {
            write!(f, " {s}")?;
        }
        Ok(())
    }
}
