//! Exhaustive search over a whole [`Position`]: misère play of sums (which has no sum
//! rule) and Moore's Nim_k components in sums (whose Grundy values have no formula).
//!
//! [`PositionGame`] turns a position into an [`ImpartialGame`] whose positions are the
//! heap sizes of every component, sorted within each component (every game here is
//! symmetric in its heaps, so sorting merges equivalent positions).

use crate::game::ImpartialGame;
use crate::nat::Nat;
use crate::position::{Component, Position};
use crate::report::HeapChange;
use num_traits::ToPrimitive;

/// The heaps (or token vertices) of each component, as small integers.
pub type SearchState = Vec<Vec<u64>>;

/// The largest heap a search accepts: a bigger one is refused before searching.
pub const MAX_SEARCH_HEAP: u64 = 1 << 24;

/// A position's components as a game for the generic [`Solver`](crate::Solver).
#[derive(Debug, Clone)]
pub struct PositionGame {
    rules: Vec<Component>,
}

/// A move of the whole position: the component it is made in and what changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchMove {
    /// The component's index.
    pub component: usize,
    /// The heaps that change.
    pub changes: Vec<HeapChange>,
    /// The state after the move (not canonicalized).
    pub after: SearchState,
}

impl PositionGame {
    /// The game of `position` and its starting state, or `None` when a heap is larger than
    /// [`MAX_SEARCH_HEAP`] (too large to search).
    ///
    /// ```
    /// use grundy::{parse_position, search::PositionGame, Solver};
    /// let p = parse_position("moore(2) 1 2 3").unwrap();
    /// let (game, start) = PositionGame::new(&p).unwrap();
    /// assert_eq!(Solver::new(&game).grundy(&start).unwrap() != 0, true);
    /// ```
    pub fn new(position: &Position) -> Option<(Self, SearchState)> {
        let small = |heaps: &[Nat]| -> Option<Vec<u64>> {
            heaps
                .iter()
                .map(|h| h.to_u64().filter(|&v| v <= MAX_SEARCH_HEAP))
                .collect()
        };
        let mut state = Vec::with_capacity(position.components.len());
        for c in &position.components {
            let heaps = match c {
                Component::Nim(h) => small(&(0..h.len()).map(|i| h.get(i)).collect::<Vec<_>>())?,
                Component::Moore { heaps, .. }
                | Component::Subtraction { heaps, .. }
                | Component::Heap { heaps, .. } => small(heaps)?,
                Component::Graph { tokens, .. } => tokens.clone(),
                Component::Hidden(h) => {
                    let s = h.state();
                    if s.iter().any(|&v| v > MAX_SEARCH_HEAP) {
                        return None;
                    }
                    s
                }
            };
            state.push(heaps);
        }
        let game = PositionGame {
            rules: position.components.clone(),
        };
        Some((game, state))
    }

    /// The state with each component's heaps sorted (pieces whose order matters, such
    /// as a staircase's steps, are kept in order): the key equivalent positions share.
    pub fn canonical(&self, state: &SearchState) -> SearchState {
        state
            .iter()
            .zip(&self.rules)
            .map(|(c, rule)| {
                if let Component::Hidden(h) = rule {
                    return h.canonical_state(c);
                }
                let mut c = c.clone();
                c.sort_unstable();
                c
            })
            .collect()
    }

    /// Every move from `state`, with the component and heap changes it makes.
    pub fn moves_with_changes(&self, state: &SearchState) -> Vec<SearchMove> {
        let mut out = Vec::new();
        for (ci, (rule, heaps)) in self.rules.iter().zip(state).enumerate() {
            let mut push = |changes: Vec<(usize, u64)>| {
                let mut after = state.clone();
                let changes = changes
                    .into_iter()
                    .map(|(heap, to)| {
                        after[ci][heap] = to;
                        HeapChange::new(heap, heaps[heap].into(), to.into())
                    })
                    .collect();
                out.push(SearchMove {
                    component: ci,
                    changes,
                    after,
                });
            };
            match rule {
                Component::Hidden(h) => {
                    let game = h.from_state(heaps);
                    for changes in game.all_moves() {
                        let mut after = state.clone();
                        after[ci] = game.with_changes(&changes).state();
                        out.push(SearchMove {
                            component: ci,
                            changes,
                            after,
                        });
                    }
                }
                Component::Nim(_) => {
                    for (i, &h) in heaps.iter().enumerate() {
                        (0..h).for_each(|to| push(vec![(i, to)]));
                    }
                }
                Component::Subtraction { rule, .. } => {
                    for (i, &h) in heaps.iter().enumerate() {
                        rule.options(h)
                            .into_iter()
                            .for_each(|to| push(vec![(i, to)]));
                    }
                }
                Component::Graph { graph, .. } => {
                    for (i, &v) in heaps.iter().enumerate() {
                        graph.successors(v).for_each(|to| push(vec![(i, to)]));
                    }
                }
                Component::Moore { k, .. } => {
                    moore_moves(heaps, *k as usize, &mut push);
                }
                Component::Heap { rule, .. } => {
                    for (i, &h) in heaps.iter().enumerate() {
                        for parts in rule.options(h) {
                            let mut after = state.clone();
                            after[ci].splice(i..=i, parts.iter().copied());
                            let parts = parts.into_iter().map(Nat::from).collect();
                            out.push(SearchMove {
                                component: ci,
                                changes: vec![HeapChange::split(i, h.into(), parts)],
                                after,
                            });
                        }
                    }
                }
            }
        }
        out
    }
}

/// Every way to strictly reduce a non-empty set of at most `k` heaps.
fn moore_moves(heaps: &[u64], k: usize, push: &mut dyn FnMut(Vec<(usize, u64)>)) {
    fn rec(
        heaps: &[u64],
        k: usize,
        start: usize,
        chosen: &mut Vec<(usize, u64)>,
        push: &mut dyn FnMut(Vec<(usize, u64)>),
    ) {
        if !chosen.is_empty() {
            push(chosen.clone());
        }
        if chosen.len() == k {
            return;
        }
        for i in start..heaps.len() {
            for to in 0..heaps[i] {
                chosen.push((i, to));
                rec(heaps, k, i + 1, chosen, push);
                chosen.pop();
            }
        }
    }
    rec(heaps, k, 0, &mut Vec::new(), push);
}

impl ImpartialGame for PositionGame {
    type Position = SearchState;

    fn moves(&self, state: &SearchState) -> Vec<SearchState> {
        self.moves_with_changes(state)
            .into_iter()
            .map(|m| self.canonical(&m.after))
            .collect()
    }
}
