//! Conway's tame rule applied to a position: each component's genus in a report
//! ([`genus_report`]) and the tame value after every move of a component (for the
//! winning moves).

use super::AnalysisError;
use crate::cancel::POLL_EVERY;
use crate::component::{AnalyzeOptions, Component, ComponentGenus, Refusal};
use crate::misere::genus::{Genus, TameValue};
use crate::misere::tame::{ComponentGenusRow, GenusReport};
use crate::outcome::Outcome;
use crate::position::Position;
use std::collections::HashSet;

/// The genus of each component of `position` and, when all are hereditarily tame, of the
/// sum (the tame rule). Only a cancellation is an error; a component whose genus is out
/// of reach says why in its row.
///
/// ```
/// use grundy::analysis::genus_report;
/// use grundy::{parse_position, AnalyzeOptions};
/// let r = genus_report(&parse_position("kayles 4 + nim 2 + 0.07 10").unwrap(),
///                      &AnalyzeOptions::default()).unwrap();
/// assert_eq!(r.components[0].genus.as_deref(), Some("1^{031}"));
/// assert_eq!(r.components[1].genus.as_deref(), Some("2^{20}"));
/// assert_eq!(r.components[2].genus.as_deref(), Some("3^{1431}"));
/// assert_eq!(r.components[2].hereditarily_tame, Some(false));
/// assert_eq!(r.sum, None); // a wild component: the genera do not add
/// // In words (GenusReport::explain_in):
/// let r = genus_report(&parse_position("kayles 3 + nim 1").unwrap(), &AnalyzeOptions::default()).unwrap();
/// assert!(r.explain()[0].conclusion[0].contains("3^{31}"));
/// assert_eq!(r.explain_in(grundy::Lang::Ru)[0].title, "Род каждой компоненты (Конвей)");
/// ```
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

/// One move of the tame rule: its component, its changes, and the tame value after it.
pub(crate) struct TameMove {
    pub component: usize,
    pub changes: Vec<crate::component::HeapChange>,
    pub after: TameValue,
}

/// The tame value of every move from component `c` (genus `cg`), through its search
/// moves; `None` when the moves are too many to list or an option's genus is not tame.
pub(crate) fn tame_moves(
    index: usize,
    c: &dyn Component,
    cg: &ComponentGenus,
    options: &AnalyzeOptions,
) -> Result<Option<Vec<TameMove>>, Refusal> {
    let Some(moves) = moves_with_genera(c, cg, options)? else {
        return Ok(None);
    };
    let mut out = Vec::with_capacity(moves.len());
    for (changes, genus) in moves {
        let Some(after) = genus.tame() else {
            return Ok(None);
        };
        out.push(TameMove {
            component: index,
            changes,
            after,
        });
    }
    Ok(Some(out))
}

/// A move (its changes) and the genus of the component after it.
pub(crate) type MoveGenus = (Vec<crate::component::HeapChange>, Genus);

/// Every move from component `c` (genus `cg`) with the genus of the component after it,
/// through its search moves (distinct results as written, as every count of the
/// reports), the genera read from `cg`'s table where it has one; `None` when the moves
/// are too many to list.
pub(crate) fn moves_with_genera(
    c: &dyn Component,
    cg: &ComponentGenus,
    options: &AnalyzeOptions,
) -> Result<Option<Vec<MoveGenus>>, Refusal> {
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
        if !seen.insert(step.after.clone()) {
            continue;
        }
        let key = c.canonical_state(&step.after);
        let known = cg
            .table
            .as_ref()
            .and_then(|t| t.get(&key).map(|(g, _)| g.clone()));
        let after = match known {
            Some(g) => g,
            None => c.apply(&step.changes).genus(options)?.genus,
        };
        out.push((step.changes, after));
    }
    Ok(Some(out))
}
