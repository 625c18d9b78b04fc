//! A component's genus under misère play ([`Theorems::genus`](super::Theorems::genus)): what the capability gives
//! ([`ComponentGenus`]) and its default, Conway and Hoey's recursion over the component's
//! own game tree ([`genus_by_search`]). The genus arithmetic is [`crate::misere::genus`]'s.

#![expect(
    clippy::indexing_slicing,
    reason = "a genus id indexes the table's list of genera, where the search pushed it when it made the id; an option is read while its index is below the options' length"
)]

use super::search::{searchable, SearchProgress, SearchRefusal, SearchState, SearchStatus};
use super::{Component, Refusal};
use crate::cancel::{Cancel, POLL_EVERY};
use crate::game::ImpartialGame;
use crate::misere::genus::Genus;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// What [`Theorems::genus`](super::Theorems::genus) gives: the genus, whether the component is hereditarily
/// tame, and (when found by search) the genus of every follower.
#[derive(Debug, Clone)]
pub struct ComponentGenus {
    /// The component's genus.
    pub genus: Genus,
    /// Whether it and every follower have a tame genus.
    pub hereditarily_tame: bool,
    /// Positions the search visited (0 for a formula).
    pub positions: usize,
    /// The genus of every follower, when they were found by search.
    pub table: Option<Arc<GenusTable>>,
}

impl ComponentGenus {
    /// A genus known by a formula, hereditarily tame or not, without a table.
    ///
    /// ```
    /// use grundy::{component::ComponentGenus, misere::genus::Genus};
    /// let c = ComponentGenus::formula(Genus::nim(&[3, 4]), true);
    /// assert!(c.hereditarily_tame && c.table.is_none());
    /// ```
    pub fn formula(genus: Genus, hereditarily_tame: bool) -> Self {
        ComponentGenus {
            genus,
            hereditarily_tame,
            positions: 0,
            table: None,
        }
    }
}

/// The genus and hereditary tameness of every position a genus search visited, keyed by
/// the component's canonical search state.
#[derive(Debug, Clone, Default)]
pub struct GenusTable {
    genera: Vec<Genus>,
    states: HashMap<SearchState, (u32, bool)>,
}

impl GenusTable {
    /// The genus and hereditary tameness of the component in `state` (its canonical
    /// search state), if the search visited it.
    pub fn get(&self, state: &[u64]) -> Option<(&Genus, bool)> {
        self.states
            .get(&vec![state.to_vec()])
            .map(|&(g, tame)| (&self.genera[g as usize], tame))
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }
}

/// The default [`Theorems::genus`](super::Theorems::genus): the recursion over every follower of the component,
/// refused (with the reason) when the search is out of reach.
///
/// ```
/// use grundy::component::genus_by_search;
/// use grundy::{parse_position, Cancel};
/// let p = parse_position("kayles 5").unwrap();
/// let g = genus_by_search(&*p.components[0], 100_000, &Cancel::new()).unwrap();
/// assert_eq!(g.genus.to_string(), "4^{146}");
/// assert!(!g.hereditarily_tame);
/// ```
pub fn genus_by_search(
    c: &dyn Component,
    limit: usize,
    cancel: &Cancel,
) -> Result<ComponentGenus, Refusal> {
    genus_by_search_with(c, limit, cancel, &SearchProgress::default())
}

/// [`genus_by_search`], telling `progress` now and then how many positions it has
/// visited (of at most the bound estimated before it starts): what
/// [`Theorems::genus`](super::Theorems::genus) runs by default, with the analysis'
/// [`AnalyzeOptions::search_progress`](super::AnalyzeOptions::search_progress).
///
/// ```
/// use grundy::component::{genus_by_search_with, search::SearchProgress};
/// use grundy::{parse_position, Cancel};
/// use std::sync::{Arc, Mutex};
/// let p = parse_position("grundy-game 30").unwrap();
/// let told = Arc::new(Mutex::new(Vec::new()));
/// let t = told.clone();
/// let progress = SearchProgress::new(move |s| t.lock().unwrap().push(s));
/// let g = genus_by_search_with(&*p.components[0], 100_000, &Cancel::new(), &progress).unwrap();
/// let told = told.lock().unwrap();
/// assert!(!told.is_empty());
/// assert!(told.iter().all(|s| s.positions as usize <= g.positions && s.positions <= s.bound));
/// ```
pub fn genus_by_search_with(
    c: &dyn Component,
    limit: usize,
    cancel: &Cancel,
    progress: &SearchProgress,
) -> Result<ComponentGenus, Refusal> {
    let (game, start) = searchable(vec![c], limit)?;
    // The bound told with the progress: the estimate that let the search start.
    let bound = game.size(&start).states.min(limit as f64) as u64;
    let mut steps = 0u64;
    let mut table = GenusTable::default();
    let mut ids: HashMap<Genus, u32> = HashMap::new();
    let mut on_stack: HashSet<SearchState> = HashSet::new();
    let mut poll = cancel.poll(POLL_EVERY);
    struct Frame {
        state: SearchState,
        options: Vec<SearchState>,
        next: usize,
    }
    let frame = |s: SearchState| Frame {
        options: game.moves(&s),
        state: s,
        next: 0,
    };
    on_stack.insert(start.clone());
    let mut stack = vec![frame(start.clone())];
    while let Some(top) = stack.last_mut() {
        poll.step(1)?;
        steps += 1;
        if steps.is_multiple_of(POLL_EVERY) {
            let positions = table.states.len() as u64;
            progress.report(SearchStatus {
                positions,
                bound: bound.max(positions),
            });
        }
        if top.next < top.options.len() {
            let o = top.options[top.next].clone();
            top.next += 1;
            if table.states.contains_key(&o) {
                continue;
            }
            if !on_stack.insert(o.clone()) {
                return Err(SearchRefusal::Cycle.into());
            }
            if table.states.len() + stack.len() > limit {
                return Err(SearchRefusal::Visited(limit).into());
            }
            stack.push(frame(o));
            continue;
        }
        let Some(done) = stack.pop() else { break };
        let mut tame = true;
        let mut seen: HashSet<u32> = HashSet::new();
        for o in &done.options {
            if let Some(&(g, t)) = table.states.get(o) {
                tame &= t;
                seen.insert(g);
            }
        }
        let genus = Genus::from_options(seen.iter().map(|&g| &table.genera[g as usize]));
        tame &= genus.tame().is_some();
        let id = *ids.entry(genus.clone()).or_insert_with(|| {
            table.genera.push(genus);
            (table.genera.len() - 1) as u32
        });
        on_stack.remove(&done.state);
        table.states.insert(done.state, (id, tame));
    }
    let &(g, tame) = table
        .states
        .get(&start)
        .ok_or_else(|| Refusal::Failed(crate::i18n::msg!("reason-genus-lost-start")))?;
    Ok(ComponentGenus {
        genus: table.genera[g as usize].clone(),
        hereditarily_tame: tame,
        positions: table.len(),
        table: Some(Arc::new(table)),
    })
}
