//! The capabilities a game may have beyond the core of [`Component`]: each a small trait
//! with defaults, reached through an accessor of `Component` that answers `None` by
//! default and `Some(self)` in a game that implements the trait.
//!
//! | capability | what it answers | without it |
//! |---|---|---|
//! | [`Search`] | the rules, for exhaustive search | not searchable |
//! | [`Valuation`] | the Grundy value, the moves to a value | search |
//! | [`Theorems`] | a verdict alone, the misère genus, a misère rule | sum rule, search |
//! | [`Sequence`] | the nim-sequence of `grundy seq` | none |
//! | [`Loopy`] | the generalized value of a game that can repeat | the game always ends |
//! | [`Words`] | a move in the game's words, in Nim's | "take …" |
//! | [`Moves`] | move notation, legality, a move to make a lost game last | heap notation, search |
//!
//! The asking side is one place: the methods of `dyn Component` below (what
//! [`AnyComponent`](super::AnyComponent) derefs to) ask the capability and fall back to
//! the default when the game lacks it, so callers never see which game has what.
//!
//! ```
//! use grundy::parse_position;
//! use grundy::report::HeapChange;
//! let p = parse_position("nim 3 + sub(1,2) 5").unwrap();
//! let (nim, sub) = (&p.components[0], &p.components[1]);
//! assert!(nim.as_theorems().is_some()); // Nim alone has Bouton's rule
//! assert!(sub.as_theorems().is_none()); // a subtraction game has no verdict alone…
//! assert!(sub.alone(grundy::Convention::Misere, &Default::default(), 5).is_none());
//! assert!(sub.as_words().is_none()); // …nor words of its own: "take …"
//! let m = [HeapChange::new(0, 5u8.into(), 3u8.into())];
//! assert_eq!(sub.describe(&m), "take 2 from heap 1 (5 → 3)");
//! ```

use super::search::{self, SearchRefusal};
use super::{
    genus_by_search_with, notation, AnalyzeOptions, Component, ComponentGenus, Counted, HeapChange,
    LoopyValued, MoveError, Pieces, Refusal, SearchSize, SearchStep, Valued, Verdict,
};
use crate::component::NimMove;
use crate::nat::Nat;
use crate::outcome::Convention;
use grundy_heap::sequence::SequenceRule;

/// The rules, for exhaustive search: written once for the oracle, misère search, play and
/// legality. Without it a game is not searchable: its value, moves and genus need a
/// theorem ([`Valuation`], [`Theorems`]).
pub trait Search {
    /// The component as a search state (small integers), or `None` when it is too large
    /// to search.
    fn search_state(&self) -> Option<Vec<u64>>;

    /// Every move from `state` (a state of this component's game).
    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep>;

    /// The key equivalent states share (by default the sorted state: the game is
    /// symmetric in its pieces).
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        sorted(state)
    }

    /// An upper bound on the search from `state`. The default assumes heaps that only
    /// shrink and a move that changes one heap: `∏(hᵢ+1)` positions (or the multisets
    /// of that many sizes), `Σhᵢ` moves.
    fn search_size(&self, state: &[u64]) -> SearchSize {
        search::heap_search_size(state)
    }

    /// Calls `visit` with every move from `state`, in [`Search::search_moves`]' order,
    /// while it answers `true`; `true` when every move was visited. By default the moves
    /// are listed first, so a state whose [`Search::search_size`] bound on the moves is
    /// above `limit` visits none and answers `false`; a game whose moves come one at a
    /// time (the coin-turning games) visits them without a list, and `visit` bounds the
    /// walk.
    ///
    /// ```
    /// let p = grundy::parse_position("kayles 4").unwrap();
    /// let c = &p.components[0];
    /// let mut n = 0;
    /// assert!(c.each_search_move(&[4], 100.0, &mut |_| { n += 1; true }));
    /// assert_eq!(n, 4); // 3, 1 2, 2, 1 1
    /// assert!(!c.each_search_move(&[4], 1.0, &mut |_| true));
    /// ```
    fn each_search_move(
        &self,
        state: &[u64],
        limit: f64,
        visit: &mut dyn FnMut(SearchStep) -> bool,
    ) -> bool {
        self.search_size(state).branching <= limit
            && self.search_moves(state).into_iter().all(visit)
    }
}

/// What the value is and which moves reach a given value, by the game's own theory.
/// Without it both come from exhaustive search ([`Search`]).
pub trait Valuation: Component {
    /// The Grundy value under normal play, with the reasoning.
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal>;

    /// Every move to a position of value `target` (`valued` is what
    /// [`Valuation::value`] returned): counted, the first `room` listed. The default
    /// searches.
    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let _ = valued;
        moves_by_search(self.as_dyn(), target, room, options)
    }

    /// Whether [`Valuation::moves_to_value`] already lists and counts every resulting
    /// position once (two moves never leave the same position, or the game merges them
    /// itself). When `false` (the default), the analysis compares the resulting positions
    /// of a complete list and counts each once.
    fn results_are_distinct(&self) -> bool {
        false
    }

    /// Whether analysing this component is known to take microseconds (a server may run
    /// it without a worker thread); by default not.
    fn is_quick(&self) -> bool {
        false
    }
}

/// What the game knows when it is the whole position, and under misère play. Without it:
/// the sum rule (normal play), search (misère), the genus by Conway and Hoey's recursion.
pub trait Theorems: Component {
    /// The verdict when this component is the whole position, if the game has a theorem
    /// for it under `convention` (Nim, misère Nim, Moore's Nim_k, Wythoff). `limit`: list at
    /// most this many moves. `None` (the default): use the sum rule (normal play) or
    /// search (misère).
    fn alone(
        &self,
        convention: Convention,
        options: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        let _ = (convention, options, limit);
        None
    }

    /// The genus `g^{γ₀γ₁…}` of this component under misère play, and whether it is
    /// hereditarily tame (see [`crate::misere::genus`]). The default runs Conway and
    /// Hoey's recursion over the component's own game tree (refused when too large).
    fn genus(&self, options: &AnalyzeOptions) -> Result<ComponentGenus, Refusal> {
        genus_by_search_with(
            self.as_dyn(),
            options.search_limit,
            &options.cancel,
            &options.search_progress,
        )
    }

    /// The verdict under misère play when exhaustive search of the whole position failed
    /// (`reason`): a rule that still gives the outcome (Moore's Nim_k), or `None` (the
    /// default).
    fn misere_fallback(&self, options: &AnalyzeOptions, reason: &SearchRefusal) -> Option<Verdict> {
        let _ = (options, reason);
        None
    }

    /// The sizes of the Nim heaps this component *is* — equal to them as a game, in every
    /// sum, not only in sums of tame games — or `None` (the default). The misère analysis
    /// decides a wild game beside Nim heaps by its genus with them (Nim gives its heaps;
    /// `None` also when a heap does not fit in a `u64`).
    fn nim_heaps(&self) -> Option<Vec<u64>> {
        None
    }
}

/// The nim-sequence of the game's heaps, for `grundy seq` (and the misère analysis of
/// heaps). Without it the game has none.
pub trait Sequence {
    /// The one-heap rule whose nim-sequence this game's heaps follow (heap games and
    /// subtraction games); by default none.
    fn sequence_rule(&self) -> Option<SequenceRule> {
        None
    }

    /// The nim-sequence `grundy seq` lists for this game: by default its
    /// [`Sequence::sequence_rule`]; a game whose pieces are not heaps of a heap rule but
    /// whose single piece still has a sequence of values (a coin-turning game's head on
    /// coin `n`) gives a [`SequenceRule::Own`] here and no `sequence_rule` (which also
    /// drives the misère analysis of heaps).
    fn value_sequence(&self) -> Option<SequenceRule> {
        self.sequence_rule()
    }
}

/// A game that can repeat positions (a graph with cycles). Without it the game always
/// ends and its value is the Grundy value.
pub trait Loopy {
    /// The generalized Sprague–Grundy value, with every move and the value it leads to;
    /// `None` when this position cannot repeat after all. A position with a loopy
    /// component is analysed by the sum rules of [`crate::loopy`].
    fn loopy(&self, options: &AnalyzeOptions) -> Option<Result<LoopyValued, Refusal>>;

    /// The Grundy value of every vertex of the game's graph (tokens on a graph), in the
    /// order the graph names them; by default none.
    fn vertex_values(&self) -> Vec<(u64, u32)> {
        Vec::new()
    }
}

/// The words for a move. Without it: "take 2 from heap 1 (3 → 1)", in every language.
pub trait Words {
    /// A move in the game's own words, in English.
    fn describe(&self, changes: &[HeapChange]) -> String;

    /// [`Words::describe`] in `lang`. The default is the English of `describe` when the
    /// game has its own wording and "take …" in `lang` when it has not: a game with its
    /// own words gives them in every language by overriding this too.
    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        let english = self.describe(changes);
        if english == notation::describe_take(changes) {
            notation::describe_take_in(changes, lang)
        } else {
            english
        }
    }

    /// The same move in the hidden Nim, for games that reduce to Nim; by default none.
    fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        let _ = changes;
        None
    }
}

/// Moves in play: their notation, their legality, and a move to make a lost game last.
/// Without it: heap notation, checked against the search moves ([`Search`]).
pub trait Moves: Component {
    /// Reads a move (without its `C:` component prefix) in this game's notation. The
    /// default reads `H N` (take N from heap H), `H -> M` and comma-separated lists of
    /// these, then checks the move with [`Moves::check_move`].
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let changes = read_heap_move(self.as_dyn(), text)?;
        self.check_move(&changes)?;
        Ok(changes)
    }

    /// The forms of the shared notation this game reads
    /// ([`Form`](super::notation::Form)); none when its notation is its own. The default
    /// reads `H N` and `H -> M`.
    fn forms(&self) -> Vec<super::notation::Form> {
        vec![super::notation::Form::Take, super::notation::Form::Becomes]
    }

    /// Checks that `changes` is a legal move. The default looks for it among the search
    /// moves (refused when there are too many).
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        notation::check_by_search(self.as_dyn(), changes)
    }

    /// A legal move that changes as little as possible, played to make a lost game last
    /// when the tree is too large to measure; `None` when there is no move. The default
    /// takes the last search move.
    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        slow_move_by_search(self.as_dyn())
    }

    /// Whether this component has a legal move: `Some(true)`, `Some(false)`, or `None`
    /// when it cannot tell (its moves are too many to list and the game gives no other
    /// answer). A position is over only when every component answers `Some(false)`
    /// (`grundy::play::is_over` in the facade). The default trusts [`Moves::slow_move`] when it
    /// finds a move, and its `None` only when the search moves were few enough to list;
    /// a game whose `slow_move` finds a move whenever there is one answers
    /// `Some(self.slow_move().is_some())`.
    ///
    /// ```
    /// use grundy::parse_position;
    /// let p = parse_position("kayles 100001 + 0 + wythoff 0 0").unwrap();
    /// let answers: Vec<_> = p.components.iter().map(|c| c.has_move()).collect();
    /// assert_eq!(answers, vec![Some(true), Some(false), Some(false)]);
    /// ```
    fn has_move(&self) -> Option<bool> {
        has_move_given(self.as_dyn(), self.slow_move())
    }
}

/// The questions of every capability, asked of any component: the capability's answer
/// when the game has it, the default when it has not. Each is documented on its trait.
impl<'a> dyn Component + 'a {
    /// What a board shows, in English: [`Component::pieces_in`] of
    /// [`Lang::En`](crate::Lang::En).
    pub fn pieces(&self) -> Pieces {
        self.pieces_in(crate::i18n::Lang::En)
    }

    /// [`Search::search_state`]; `None` without [`Search`].
    pub fn search_state(&self) -> Option<Vec<u64>> {
        self.as_search()?.search_state()
    }

    /// [`Search::search_moves`]; none without [`Search`].
    pub fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        self.as_search()
            .map(|g| g.search_moves(state))
            .unwrap_or_default()
    }

    /// [`Search::canonical_state`]; the sorted state without [`Search`].
    pub fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        match self.as_search() {
            Some(g) => g.canonical_state(state),
            None => sorted(state),
        }
    }

    /// [`Search::each_search_move`]; `false` (no move visited) without [`Search`].
    pub fn each_search_move(
        &self,
        state: &[u64],
        limit: f64,
        visit: &mut dyn FnMut(SearchStep) -> bool,
    ) -> bool {
        self.as_search()
            .is_some_and(|g| g.each_search_move(state, limit, visit))
    }

    /// [`Search::search_size`]; the heaps' bound without [`Search`].
    pub fn search_size(&self, state: &[u64]) -> SearchSize {
        match self.as_search() {
            Some(g) => g.search_size(state),
            None => search::heap_search_size(state),
        }
    }

    /// [`Valuation::value`]; exhaustive search without [`Valuation`].
    pub fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        match self.as_valuation() {
            Some(g) => g.value(options),
            None => search::value_by_search(self, options.search_limit, &options.cancel),
        }
    }

    /// [`Valuation::moves_to_value`]; exhaustive search without [`Valuation`].
    pub fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        match self.as_valuation() {
            Some(g) => g.moves_to_value(valued, target, room, options),
            None => moves_by_search(self, target, room, options),
        }
    }

    /// [`Valuation::results_are_distinct`]; `false` without [`Valuation`].
    pub fn results_are_distinct(&self) -> bool {
        self.as_valuation()
            .is_some_and(|g| g.results_are_distinct())
    }

    /// [`Valuation::is_quick`]; `false` without [`Valuation`].
    pub fn is_quick(&self) -> bool {
        self.as_valuation().is_some_and(|g| g.is_quick())
    }

    /// [`Theorems::alone`]; `None` without [`Theorems`].
    pub fn alone(
        &self,
        convention: Convention,
        options: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        self.as_theorems()?.alone(convention, options, limit)
    }

    /// [`Theorems::genus`]; Conway and Hoey's recursion without [`Theorems`].
    pub fn genus(&self, options: &AnalyzeOptions) -> Result<ComponentGenus, Refusal> {
        match self.as_theorems() {
            Some(g) => g.genus(options),
            None => genus_by_search_with(
                self,
                options.search_limit,
                &options.cancel,
                &options.search_progress,
            ),
        }
    }

    /// [`Theorems::nim_heaps`]; `None` without [`Theorems`].
    pub fn nim_heaps(&self) -> Option<Vec<u64>> {
        self.as_theorems()?.nim_heaps()
    }

    /// [`Theorems::misere_fallback`]; `None` without [`Theorems`].
    pub fn misere_fallback(
        &self,
        options: &AnalyzeOptions,
        reason: &SearchRefusal,
    ) -> Option<Verdict> {
        self.as_theorems()?.misere_fallback(options, reason)
    }

    /// [`Sequence::sequence_rule`]; `None` without [`Sequence`].
    pub fn sequence_rule(&self) -> Option<SequenceRule> {
        self.as_sequence()?.sequence_rule()
    }

    /// [`Sequence::value_sequence`]; `None` without [`Sequence`].
    pub fn value_sequence(&self) -> Option<SequenceRule> {
        self.as_sequence()?.value_sequence()
    }

    /// [`Loopy::loopy`]; `None` (the game always ends) without [`Loopy`].
    pub fn loopy(&self, options: &AnalyzeOptions) -> Option<Result<LoopyValued, Refusal>> {
        self.as_loopy()?.loopy(options)
    }

    /// [`Loopy::vertex_values`]; none without [`Loopy`].
    pub fn vertex_values(&self) -> Vec<(u64, u32)> {
        self.as_loopy()
            .map(|g| g.vertex_values())
            .unwrap_or_default()
    }

    /// [`Words::describe`]; "take 2 from heap 1 (3 → 1)" without [`Words`].
    pub fn describe(&self, changes: &[HeapChange]) -> String {
        match self.as_words() {
            Some(g) => g.describe(changes),
            None => notation::describe_take(changes),
        }
    }

    /// [`Words::describe_in`]; "take …" in `lang` without [`Words`].
    pub fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        match self.as_words() {
            Some(g) => g.describe_in(changes, lang),
            None => notation::describe_take_in(changes, lang),
        }
    }

    /// [`Words::nim_move`]; `None` without [`Words`].
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        self.as_words()?.nim_move(changes)
    }

    /// [`Moves::parse_move`]; heap notation checked against the search moves without
    /// [`Moves`].
    pub fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        match self.as_moves() {
            Some(g) => g.parse_move(text),
            None => {
                let changes = read_heap_move(self, text)?;
                notation::check_by_search(self, &changes)?;
                Ok(changes)
            }
        }
    }

    /// [`Moves::forms`]; `H N` and `H -> M` without [`Moves`].
    pub fn forms(&self) -> Vec<super::notation::Form> {
        match self.as_moves() {
            Some(g) => g.forms(),
            None => vec![super::notation::Form::Take, super::notation::Form::Becomes],
        }
    }

    /// [`Moves::check_move`]; checked against the search moves without [`Moves`].
    pub fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        match self.as_moves() {
            Some(g) => g.check_move(changes),
            None => notation::check_by_search(self, changes),
        }
    }

    /// [`Moves::slow_move`]; the last search move without [`Moves`].
    pub fn slow_move(&self) -> Option<Vec<HeapChange>> {
        match self.as_moves() {
            Some(g) => g.slow_move(),
            None => slow_move_by_search(self),
        }
    }

    /// [`Moves::has_move`]; what the search moves tell without [`Moves`].
    pub fn has_move(&self) -> Option<bool> {
        match self.as_moves() {
            Some(g) => g.has_move(),
            None => has_move_given(self, slow_move_by_search(self)),
        }
    }
}

/// The state sorted: the default key of equivalent states.
fn sorted(state: &[u64]) -> Vec<u64> {
    let mut s = state.to_vec();
    s.sort_unstable();
    s
}

/// The default moves to a value: by exhaustive search, within the options' limits.
fn moves_by_search(
    c: &dyn Component,
    target: &Nat,
    room: usize,
    options: &AnalyzeOptions,
) -> Result<Counted, Refusal> {
    search::moves_to_value_by_search(c, target, room, options.search_limit, &options.cancel)
}

/// A move in heap notation whose pieces exist (not yet checked against the rules).
fn read_heap_move(c: &dyn Component, text: &str) -> Result<Vec<HeapChange>, MoveError> {
    let changes = notation::read_heap_moves(c, text, "heap")?;
    notation::check_pieces(c, &changes)?;
    Ok(changes)
}

/// The default slow move: the last search move, while they are few enough to list.
fn slow_move_by_search(c: &dyn Component) -> Option<Vec<HeapChange>> {
    let state = c.search_state()?;
    if c.search_size(&state).branching > notation::MOVE_LIST_LIMIT {
        return None;
    }
    c.search_moves(&state).pop().map(|m| m.changes)
}

/// The default answer to "has a move", given the slow move found: yes when there is one;
/// no only when the search moves were few enough to list.
fn has_move_given(c: &dyn Component, slow: Option<Vec<HeapChange>>) -> Option<bool> {
    if slow.is_some() {
        return Some(true);
    }
    let state = c.search_state()?;
    (c.search_size(&state).branching <= notation::MOVE_LIST_LIMIT).then_some(false)
}

/// The accessors of [`Component`] for the capabilities a game implements, written inside
/// its `impl Component`: `grundy::capabilities!(Search, Words);` is
/// `fn as_search(&self) -> Option<&dyn Search> { Some(self) }` and the same for
/// `as_words`; the accessors of the capabilities it does not name keep their default,
/// `None`. The names: `Search`, `Valuation`, `Theorems`, `Sequence`, `Loopy`, `Words`,
/// `Moves`.
///
/// ```
/// use grundy::component::{AnyComponent, Component, Words};
/// use grundy::report::HeapChange;
/// use grundy::Nat;
///
/// /// A heap that says its moves its own way (and has no rules to search).
/// #[derive(Debug, PartialEq)]
/// struct Said(u64);
///
/// impl Component for Said {
///     fn name(&self) -> String { "said".into() }
///     fn sizes(&self) -> Vec<String> { vec![self.0.to_string()] }
///     fn piece_count(&self) -> usize { 1 }
///     fn piece(&self, _: usize) -> Nat { self.0.into() }
///     fn apply(&self, _: &[HeapChange]) -> AnyComponent { AnyComponent::new(Said(0)) }
///     grundy::capabilities!(Words);
/// }
///
/// impl Words for Said {
///     fn describe(&self, _: &[HeapChange]) -> String { "say it".into() }
/// }
///
/// let c = AnyComponent::new(Said(3));
/// assert_eq!(c.describe(&[]), "say it");
/// assert!(c.as_words().is_some() && c.as_search().is_none());
/// ```
#[macro_export]
macro_rules! capabilities {
    (@accessor $accessor:ident $capability:ident) => {
        fn $accessor(&self) -> ::core::option::Option<&dyn $crate::component::$capability> {
            ::core::option::Option::Some(self)
        }
    };
    (@one Search) => {
        $crate::capabilities!(@accessor as_search Search);
    };
    (@one Valuation) => {
        $crate::capabilities!(@accessor as_valuation Valuation);
    };
    (@one Theorems) => {
        $crate::capabilities!(@accessor as_theorems Theorems);
    };
    (@one Sequence) => {
        $crate::capabilities!(@accessor as_sequence Sequence);
    };
    (@one Loopy) => {
        $crate::capabilities!(@accessor as_loopy Loopy);
    };
    (@one Words) => {
        $crate::capabilities!(@accessor as_words Words);
    };
    (@one Moves) => {
        $crate::capabilities!(@accessor as_moves Moves);
    };
    (@one $other:ident) => {
        ::core::compile_error!(::core::concat!(
            "not a capability: ",
            ::core::stringify!($other),
            " (Search, Valuation, Theorems, Sequence, Loopy, Words, Moves)"
        ));
    };
    ($($capability:ident),+ $(,)?) => {
        $($crate::capabilities!(@one $capability);)+
    };
}
