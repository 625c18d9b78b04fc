//! Exhaustive search over components, written once for every game: a sum of components
//! as an [`ImpartialGame`] ([`PositionGame`]) whose states are each component's
//! [`Search::search_state`](super::Search::search_state), the bounds that refuse a search before it starts, and
//! the default value and moves-to-a-value of a component without a formula.
//!
//! Misère play of sums (which has no sum rule), the computer's fastest win in play, the
//! value of games without a theorem and the tests' oracle all go through here.

use super::{Component, Counted, Refusal, SearchSize, SearchStep, Valued};
use crate::cancel::{Cancel, Cancelled};
use crate::component::HeapChange;
use crate::game::ImpartialGame;
use crate::nat::Nat;
use crate::solver::{SearchError, Solver};
use num_traits::ToPrimitive;
use thiserror::Error;

/// The search state of a sum: each component's state.
pub type SearchState = Vec<Vec<u64>>;

/// The largest heap (piece) a search accepts: a bigger one is refused before searching.
pub const MAX_SEARCH_HEAP: u64 = 1 << 24;

/// The most moves a single search state may have before search is refused.
pub const MAX_BRANCHING: f64 = 1_000_000.0;

/// The most work (positions × moves per position) an exhaustive search may take.
pub const MAX_SEARCH_WORK: f64 = 200_000_000.0;

/// How far a long search is, as [`SearchProgress`] tells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchStatus {
    /// Positions visited so far.
    pub positions: u64,
    /// The most positions the search may visit: the estimate made before it started
    /// (the component's [`Search::search_size`](super::Search::search_size)), at most the
    /// search limit.
    pub bound: u64,
}

/// Told now and then (every few thousand positions) how far a long search is — the genus
/// search of [`genus_by_search`](super::genus_by_search) — so that a front end can show
/// progress. The library reads no clock: the front end decides when to show it. The
/// default tells no one. Like [`Cancel`], every hook compares equal to every other (it
/// is not part of what is asked).
///
/// ```
/// use grundy::component::search::SearchProgress;
/// use grundy::{analysis::genus_report, parse_position, AnalyzeOptions};
/// use std::sync::atomic::{AtomicU64, Ordering};
/// use std::sync::Arc;
/// let seen = Arc::new(AtomicU64::new(0));
/// let s = seen.clone();
/// let options = AnalyzeOptions {
///     search_progress: SearchProgress::new(move |p| s.store(p.positions, Ordering::Relaxed)),
///     ..AnalyzeOptions::default()
/// };
/// genus_report(&parse_position("kayles 30").unwrap(), &options).unwrap();
/// assert!(seen.load(Ordering::Relaxed) > 0);
/// ```
#[derive(Clone, Default)]
pub struct SearchProgress(Option<std::sync::Arc<dyn Fn(SearchStatus) + Send + Sync>>);

impl SearchProgress {
    /// A hook calling `f`.
    pub fn new(f: impl Fn(SearchStatus) + Send + Sync + 'static) -> SearchProgress {
        SearchProgress(Some(std::sync::Arc::new(f)))
    }

    /// Tells the hook, if there is one.
    pub fn report(&self, status: SearchStatus) {
        if let Some(f) = &self.0 {
            f(status);
        }
    }
}

impl std::fmt::Debug for SearchProgress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "SearchProgress(..)"
        } else {
            "SearchProgress(none)"
        })
    }
}

impl PartialEq for SearchProgress {
    /// Always true: the hook is not part of what is asked (see [`SearchProgress`]).
    fn eq(&self, _: &SearchProgress) -> bool {
        true
    }
}

impl Eq for SearchProgress {}

/// A sum of components as a game for the generic [`Solver`].
#[derive(Debug, Clone)]
pub struct PositionGame<'a> {
    rules: Vec<&'a dyn Component>,
}

/// A move of the whole sum: the component it is made in and what changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchMove {
    /// The component's index.
    pub component: usize,
    /// The heaps that change.
    pub changes: Vec<HeapChange>,
    /// The state after the move (not canonicalized).
    pub after: SearchState,
}

impl<'a> PositionGame<'a> {
    /// The game of `components` and its starting state, or `None` when one is not
    /// searchable or has a piece larger than [`MAX_SEARCH_HEAP`].
    ///
    /// ```
    /// use grundy::component::search::PositionGame;
    /// use grundy::{parse_position, Solver};
    /// let p = parse_position("moore(2) 1 2 3").unwrap();
    /// let parts = p.components.iter().map(|c| &**c).collect();
    /// let (game, start) = PositionGame::new(parts).unwrap();
    /// assert!(Solver::new(&game).grundy(&start).unwrap() != 0);
    /// ```
    pub fn new(components: Vec<&'a dyn Component>) -> Option<(Self, SearchState)> {
        let mut state = Vec::with_capacity(components.len());
        for c in &components {
            let s = c.search_state()?;
            if s.iter().any(|&v| v > MAX_SEARCH_HEAP) {
                return None;
            }
            state.push(s);
        }
        Some((PositionGame { rules: components }, state))
    }

    /// The state with each component's canonical key: what equivalent positions share.
    pub fn canonical(&self, state: &SearchState) -> SearchState {
        state
            .iter()
            .zip(&self.rules)
            .map(|(s, rule)| rule.canonical_state(s))
            .collect()
    }

    /// Every move from `state`, with the component and the changes it makes.
    pub fn moves_with_changes(&self, state: &SearchState) -> Vec<SearchMove> {
        let mut out = Vec::new();
        for (ci, (rule, s)) in self.rules.iter().zip(state).enumerate() {
            for step in rule.search_moves(s) {
                let mut after = state.clone();
                if let Some(a) = after.get_mut(ci) {
                    *a = step.after;
                }
                out.push(SearchMove {
                    component: ci,
                    changes: step.changes,
                    after,
                });
            }
        }
        out
    }

    /// Bounds on the search from `state`: positions (the product over components) and
    /// moves (the sum).
    pub fn size(&self, state: &SearchState) -> SearchSize {
        let mut states = 1.0f64;
        let mut branching = 0.0f64;
        for (rule, s) in self.rules.iter().zip(state) {
            let b = rule.search_size(s);
            states *= b.states.max(1.0);
            branching += b.branching;
        }
        SearchSize { states, branching }
    }
}

impl ImpartialGame for PositionGame<'_> {
    type Position = SearchState;

    fn moves(&self, state: &SearchState) -> Vec<SearchState> {
        self.moves_with_changes(state)
            .into_iter()
            .map(|m| self.canonical(&m.after))
            .collect()
    }
}

/// Why an exhaustive search is refused (before it starts) or stopped.
#[derive(Debug, Clone, PartialEq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum SearchRefusal {
    /// A component is not searchable, or has a piece above [`MAX_SEARCH_HEAP`].
    HeapTooLarge,
    /// A position has more than [`MAX_BRANCHING`] moves.
    TooManyMoves(f64),
    /// The tree may have more positions than the limit.
    TooManyPositions {
        /// The bound on positions.
        states: f64,
        /// The limit.
        limit: usize,
    },
    /// Positions × moves above [`MAX_SEARCH_WORK`].
    TooMuchWork {
        /// The bound on positions.
        states: f64,
        /// The bound on moves from one.
        branching: f64,
    },
    /// The search started and visited more positions than its limit.
    Visited(usize),
    /// The search generated this many moves, its limit ([`grundy_core::SearchError::TooManyMoves`]).
    Generated(u64),
    /// The game has a cycle.
    Cycle,
    /// The search was cancelled from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for SearchRefusal {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::HeapTooLarge => t!(lang, "err-refusal-heap-too-large"),
            Self::TooManyMoves(moves) => t!(
                lang,
                "err-refusal-too-many-moves",
                moves = format!("{moves:.0}")
            ),
            Self::TooManyPositions { states, limit } => t!(
                lang,
                "err-refusal-too-many-positions",
                states = format!("{states:.0}"),
                limit = *limit
            ),
            Self::TooMuchWork { states, branching } => t!(
                lang,
                "err-refusal-too-much-work",
                states = format!("{states:.0}"),
                branching = format!("{branching:.0}")
            ),
            Self::Visited(count) => t!(lang, "err-refusal-visited", count = *count),
            Self::Generated(count) => t!(lang, "err-refusal-generated", count = *count),
            Self::Cycle => t!(lang, "err-refusal-cycle"),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(SearchRefusal);

impl From<SearchError> for SearchRefusal {
    fn from(e: SearchError) -> Self {
        match e {
            SearchError::TooLarge { limit } => SearchRefusal::Visited(limit),
            SearchError::TooManyMoves { limit } => SearchRefusal::Generated(limit),
            SearchError::Cycle => SearchRefusal::Cycle,
            SearchError::Cancelled(c) => SearchRefusal::Cancelled(c),
        }
    }
}

impl From<SearchRefusal> for Refusal {
    fn from(e: SearchRefusal) -> Self {
        match e {
            SearchRefusal::Cancelled(c) => Refusal::Cancelled(c),
            e => Refusal::SearchTooLarge(crate::i18n::Message::said(&e)),
        }
    }
}

/// The game of `components` for search and its canonical start, refused (with the
/// reason) when a piece, the branching or the tree is too large.
pub fn searchable<'a>(
    components: Vec<&'a dyn Component>,
    position_limit: usize,
) -> Result<(PositionGame<'a>, SearchState), SearchRefusal> {
    let (game, start) = PositionGame::new(components).ok_or(SearchRefusal::HeapTooLarge)?;
    let SearchSize { states, branching } = game.size(&start);
    if branching > MAX_BRANCHING {
        return Err(SearchRefusal::TooManyMoves(branching));
    }
    if states > position_limit as f64 {
        return Err(SearchRefusal::TooManyPositions {
            states,
            limit: position_limit,
        });
    }
    if states * branching > MAX_SEARCH_WORK {
        return Err(SearchRefusal::TooMuchWork { states, branching });
    }
    let start = game.canonical(&start);
    Ok((game, start))
}

/// The Grundy value of `components` (a sum) by exhaustive search, and the positions
/// visited; stopped when `cancel` is raised.
pub fn search_grundy(
    components: Vec<&dyn Component>,
    limit: usize,
    cancel: &Cancel,
) -> Result<(u32, usize), SearchRefusal> {
    let (game, start) = searchable(components, limit)?;
    let mut solver = Solver::with_limit(&game, limit).cancellable(cancel);
    let v = solver.grundy(&start)?;
    Ok((v, solver.positions_explored()))
}

/// The default [`Valuation::value`](super::Valuation::value): exhaustive search of the component alone.
pub fn value_by_search(
    c: &dyn Component,
    limit: usize,
    cancel: &Cancel,
) -> Result<Valued, Refusal> {
    let (v, _) = search_grundy(vec![c], limit, cancel)?;
    Ok(Valued::new(Nat::from(v), "search"))
}

/// The default [`Valuation::moves_to_value`](super::Valuation::moves_to_value): every search move from the component whose
/// result has Grundy value `target`, by exhaustive search.
pub fn moves_to_value_by_search(
    c: &dyn Component,
    target: &Nat,
    room: usize,
    limit: usize,
    cancel: &Cancel,
) -> Result<Counted, Refusal> {
    let (game, _) = searchable(vec![c], limit)?;
    let (_, start) = PositionGame::new(vec![c]).ok_or(SearchRefusal::HeapTooLarge)?;
    let Some(target) = target.to_u32() else {
        return Ok(Counted::none());
    };
    let mut solver = Solver::with_limit(&game, limit).cancellable(cancel);
    let mut count = 0u64;
    let mut moves = Vec::new();
    // Counted as everywhere: distinct resulting positions (two moves may leave the same).
    let mut seen = std::collections::HashSet::new();
    for m in game.moves_with_changes(&start) {
        let value = solver
            .grundy(&game.canonical(&m.after))
            .map_err(SearchRefusal::from)?;
        if value == target && seen.insert(c.apply(&m.changes).to_string()) {
            count += 1;
            if moves.len() < room {
                moves.push(m.changes);
            }
        }
    }
    Ok(Counted {
        count: Ok(Nat::from(count)),
        moves,
    })
}

/// The search moves of a game whose pieces move one at a time, each to another value
/// (a heap is lowered, a token moves along an edge): piece `i` of value `v` may become
/// any of `options(v)`.
///
/// ```
/// use grundy::component::search::piece_moves;
/// // Two heaps of a subtraction game sub(1,2): 1 → 0; 2 → 1 or 0.
/// let moves = piece_moves(&[1, 2], |h| (1..=2).filter(move |&s| s <= h).map(move |s| h - s));
/// let after: Vec<_> = moves.iter().map(|m| m.after.clone()).collect();
/// assert_eq!(after, vec![vec![0, 2], vec![1, 1], vec![1, 0]]);
/// ```
pub fn piece_moves<I: IntoIterator<Item = u64>>(
    state: &[u64],
    options: impl Fn(u64) -> I,
) -> Vec<SearchStep> {
    let mut out = Vec::new();
    for (i, &from) in state.iter().enumerate() {
        for to in options(from) {
            let mut after = state.to_vec();
            if let Some(a) = after.get_mut(i) {
                *a = to;
            }
            out.push(SearchStep {
                changes: vec![HeapChange::new(i, from.into(), to.into())],
                after,
            });
        }
    }
    out
}

/// The search moves of a game whose heaps split: heap `i` of `h` may become the heaps of
/// any of `options(h)` (none when it vanishes), in its place.
///
/// ```
/// use grundy::component::search::splitting_moves;
/// // Grundy's game on one heap of 4: 1 + 3 (2 + 2 is not a split into unequal heaps).
/// let moves = splitting_moves(&[4], |h| (1..h).filter(move |&a| 2 * a < h).map(move |a| vec![a, h - a]));
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].after, vec![1, 3]);
/// ```
pub fn splitting_moves<I: IntoIterator<Item = Vec<u64>>>(
    state: &[u64],
    options: impl Fn(u64) -> I,
) -> Vec<SearchStep> {
    let mut out = Vec::new();
    for (i, &h) in state.iter().enumerate() {
        for parts in options(h) {
            let mut after = state.to_vec();
            after.splice(i..=i, parts.iter().copied());
            let parts = parts.into_iter().map(Nat::from).collect();
            out.push(SearchStep {
                changes: vec![HeapChange::split(i, h.into(), parts)],
                after,
            });
        }
    }
    out
}

/// The default [`Search::search_size`](super::Search::search_size): heaps that only shrink, one heap per move —
/// the fewer of `∏(hᵢ+1)` and the multisets of sizes for the positions, `Σhᵢ` moves.
///
/// ```
/// // 4 × 5 = 20 sequences, but only C(6, 2) = 15 multisets of two sizes from 0..=4.
/// let s = grundy::component::search::heap_search_size(&[3, 4]);
/// assert_eq!(s.states, 15.0);
/// assert_eq!(s.branching, 7.0);
/// ```
pub fn heap_search_size(state: &[u64]) -> SearchSize {
    let values = state.iter().copied().max().unwrap_or(0) as f64 + 1.0;
    let product: f64 = state.iter().map(|&h| h as f64 + 1.0).product();
    // Multisets of n values from `values` choices: C(n + values − 1, n).
    let multisets =
        (1..=state.len()).fold(1.0, |acc, i| acc * (values - 1.0 + i as f64) / i as f64);
    SearchSize {
        states: product.min(multisets).max(1.0),
        branching: state.iter().map(|&h| h as f64).sum(),
    }
}
