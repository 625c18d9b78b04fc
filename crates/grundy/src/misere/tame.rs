//! Genus of a component (the [`Component::genus`] hook's default: Conway and Hoey's
//! recursion over the component's own game tree) and **Conway's tame rule** for sums:
//! when every component is hereditarily tame, the sum is played exactly like misère Nim
//! with each component replaced by the Nim position of the same genus (ONAG ch. 12). A
//! tame component counts as its nim-value `g` and whether it is "big" (genus
//! `g^{g,g⊕2}`); the sum is a misère P-position iff (some component is big and the `g`
//! XOR to 0) or (none is big and they XOR to 1).
//!
//! ```
//! use grundy::misere::tame::genus_report;
//! use grundy::{parse_position, AnalyzeOptions};
//! let r = genus_report(&parse_position("kayles 4 + nim 2 + 0.07 10").unwrap(),
//!                      &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.components[0].genus.as_deref(), Some("1^{031}"));
//! assert_eq!(r.components[1].genus.as_deref(), Some("2^{20}"));
//! assert_eq!(r.components[2].genus.as_deref(), Some("3^{1431}"));
//! assert_eq!(r.components[2].hereditarily_tame, Some(false));
//! assert_eq!(r.sum, None); // a wild component: the genera do not add
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "the genus strings and positions indexed are those this module just computed, one per component, in order"
)]

use super::genus::{Genus, TameValue};
use crate::analysis::AnalysisError;
use crate::cancel::{Cancel, POLL_EVERY};
use crate::component::search::{searchable, SearchRefusal, SearchState};
use crate::component::{AnalyzeOptions, Component, Refusal};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use crate::position::Position;
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// What [`Component::genus`] gives: the genus, whether the component is hereditarily
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
    /// use grundy::misere::{genus::Genus, tame::ComponentGenus};
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

/// The default [`Component::genus`]: the recursion over every follower of the component,
/// refused (with the reason) when the search is out of reach.
///
/// ```
/// use grundy::misere::tame::genus_by_search;
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
    let (game, start) = searchable(vec![c], limit)?;
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

/// One component in a genus report or in the tame rule's reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ComponentGenusRow {
    /// The component in the position language.
    pub component: String,
    /// Its genus in the usual notation, when found.
    pub genus: Option<String>,
    /// Whether it is hereditarily tame, when known.
    pub hereditarily_tame: Option<bool>,
    /// The Nim position it plays like when tame: its nim-sum.
    pub tame_value: Option<u64>,
    /// … and whether that Nim position has a heap of 2 or more.
    pub big: Option<bool>,
    /// Positions searched for it (0 for a formula).
    pub positions: usize,
    /// Why the genus was not found.
    pub refused: Option<String>,
}

/// `grundy genus`: each component's genus, hereditary tameness, and the sum's genus when
/// every component is hereditarily tame.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GenusReport {
    /// One row per component.
    pub components: Vec<ComponentGenusRow>,
    /// The genus of the whole sum, when every component is hereditarily tame.
    pub sum: Option<String>,
    /// The misère outcome, when the tame rule gives it.
    pub misere_outcome: Option<Outcome>,
}

/// The genus of each component of `position` and, when all are hereditarily tame, of the
/// sum (the tame rule). Only a cancellation is an error; a component whose genus is out
/// of reach says why in its row.
pub fn genus_report(
    position: &Position,
    options: &AnalyzeOptions,
) -> Result<GenusReport, AnalysisError> {
    let mut rows = Vec::new();
    let mut tame_values = Some(Vec::new());
    for c in &position.components {
        match c.genus(options) {
            Ok(cg) => {
                let tame = cg.genus.tame().filter(|_| cg.hereditarily_tame);
                match (&mut tame_values, tame) {
                    (Some(v), Some(t)) => v.push(t),
                    _ => tame_values = None,
                }
                rows.push(row(c.to_string(), &cg));
            }
            Err(Refusal::Cancelled(c)) => return Err(c.into()),
            Err(why) => {
                tame_values = None;
                rows.push(ComponentGenusRow {
                    component: c.to_string(),
                    genus: None,
                    hereditarily_tame: None,
                    tame_value: None,
                    big: None,
                    positions: 0,
                    refused: Some(why.to_string()),
                });
            }
        }
    }
    let sum = tame_values.map(TameValue::sum);
    Ok(GenusReport {
        components: rows,
        sum: sum.map(|s| s.genus().to_string()),
        misere_outcome: sum.map(|s| Outcome::from_next_player_wins(!s.is_p())),
    })
}

/// A component's row.
pub(crate) fn row(component: String, cg: &ComponentGenus) -> ComponentGenusRow {
    let tame = cg.genus.tame();
    ComponentGenusRow {
        component,
        genus: Some(cg.genus.to_string()),
        hereditarily_tame: Some(cg.hereditarily_tame),
        tame_value: tame.map(|t| t.value),
        big: tame.map(|t| t.big),
        positions: cg.positions,
        refused: None,
    }
}

/// The reasoning of the tame rule (the `tame_rule` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TameReasoning {
    /// Each component: its genus and the Nim position it plays like.
    pub components: Vec<ComponentGenusRow>,
    /// The nim-sum of the components' tame values.
    pub nim_sum: u64,
    /// Whether some component is big.
    pub big: bool,
    /// The genus of the sum.
    pub genus: String,
    /// Who wins.
    pub outcome: Outcome,
}

/// One move of the tame rule: its component, its changes, and the tame value after it.
pub(crate) struct TameMove {
    pub component: usize,
    pub changes: Vec<crate::report::HeapChange>,
    pub after: TameValue,
}

/// The tame value of every move from component `c` (genus `cg`), through its search
/// moves; `None` when the moves are too many to list or an option's genus is unknown.
pub(crate) fn tame_moves(
    index: usize,
    c: &dyn Component,
    cg: &ComponentGenus,
    options: &AnalyzeOptions,
) -> Result<Option<Vec<TameMove>>, Refusal> {
    let Some(state) = c.search_state() else {
        return Ok(None);
    };
    if c.search_size(&state).branching > crate::component::search::MAX_BRANCHING {
        return Ok(None);
    }
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut poll = options.cancel.poll(POLL_EVERY);
    for step in c.search_moves(&state) {
        poll.step(1)?;
        // Distinct resulting positions as written (as every count of the reports).
        if !seen.insert(step.after.clone()) {
            continue;
        }
        let key = c.canonical_state(&step.after);
        let known = cg
            .table
            .as_ref()
            .and_then(|t| t.get(&key).and_then(|(g, _)| g.tame()));
        let after = match known {
            Some(t) => t,
            None => match c.apply(&step.changes).genus(options)?.genus.tame() {
                Some(t) => t,
                None => return Ok(None),
            },
        };
        out.push(TameMove {
            component: index,
            changes: step.changes,
            after,
        });
    }
    Ok(Some(out))
}
