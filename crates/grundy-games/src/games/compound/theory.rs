//! The theorems of the compounds: remoteness for the conjunctive compound, the parts'
//! outcomes for the selective compound, and the Grundy value of an ordinal sum from the
//! base's option values and a search over the subordinate.

use super::{Compound, CompoundKind};
use crate::component::search::{search_grundy, searchable, PositionGame, SearchState};
use crate::component::HeapChange;
use crate::component::{AnalyzeOptions, Component, Counted, Refusal, Valued, Verdict};
use crate::game::ImpartialGame;
use crate::mex::mex;
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Step;
use crate::solver::Solver;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The most options of a part (or of an ordinal sum's base) looked at one by one, and
/// the most move combinations tried when listing a compound's winning moves.
pub const OPTION_LIMIT: usize = 100_000;

/// The positions the value of a compound's verdict may search (it is given only when
/// this small search succeeds).
const VALUE_SEARCH_LIMIT: usize = 200_000;

/// One part of a compound in the reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartReasoning {
    /// The part, in the position language.
    pub position: String,
    /// Its Grundy value (selective compounds, the base of an ordinal sum).
    #[serde(serialize_with = "crate::nat::json::option::serialize")]
    pub value: Option<Nat>,
    /// Its remoteness under normal play (conjunctive compounds).
    pub remoteness: Option<u32>,
    /// Its outcome.
    pub outcome: Outcome,
}

/// The reasoning for a compound, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompoundReasoning {
    /// `conjunctive`, `selective` or `ordinal`.
    pub compound: String,
    /// The parts (an ordinal sum: the base, then the subordinate).
    pub parts: Vec<PartReasoning>,
    /// Conjunctive: the compound's remoteness, the least of the parts'.
    pub remoteness: Option<u32>,
    /// Ordinal: the Grundy values of the base's options (at most 64 listed), sorted.
    pub option_values: Vec<u32>,
    /// How many distinct values the base's options have.
    pub option_values_total: usize,
    /// The compound's Grundy value, when known.
    #[serde(serialize_with = "crate::nat::json::option::serialize")]
    pub value: Option<Nat>,
    /// The compound's outcome.
    pub outcome: Outcome,
    /// Under misère play (the conjunctive compound's misère remoteness).
    pub misere: bool,
}

/// The refusal `id` of the catalogue (`reason-compound-…`).
fn failed(id: &'static str) -> Refusal {
    Refusal::SearchTooLarge(crate::i18n::Message::new(id))
}

/// The components of part `p` as trait objects.
fn rules(c: &Compound, p: usize) -> Vec<&dyn Component> {
    c.parts
        .get(p)
        .map(|part| part.iter().map(|x| &**x).collect())
        .unwrap_or_default()
}

/// The compound's Grundy value by a small search, when it fits.
fn small_value(c: &Compound, options: &AnalyzeOptions) -> Option<Nat> {
    let limit = VALUE_SEARCH_LIMIT.min(options.search_limit);
    search_grundy(vec![c], limit, &options.cancel)
        .ok()
        .map(|(v, _)| Nat::from(v))
}

/// A part's distinct moves (by the part written after the move): each with its changes
/// and its state after.
fn distinct_part_moves(c: &Compound, p: usize, state: &[Vec<u64>]) -> Vec<super::PartMove> {
    let mut seen = HashSet::new();
    let offsets = c.offsets();
    let moves = c.part_moves(p, state);
    moves
        .into_iter()
        .filter(|m| {
            // The part after the move, written: each component with its own changes.
            let part = c.parts.get(p).map_or(&[][..], |x| x);
            let offs = offsets.get(p).map_or(&[][..], |x| x);
            let text: Vec<String> = part
                .iter()
                .zip(offs)
                .map(|(comp, &off)| {
                    let own: Vec<HeapChange> = m
                        .changes
                        .iter()
                        .filter(|ch| ch.heap >= off && ch.heap < off + comp.piece_count())
                        .map(|ch| {
                            let mut ch = ch.clone();
                            ch.heap -= off;
                            ch
                        })
                        .collect();
                    if own.is_empty() {
                        comp.to_string()
                    } else {
                        comp.apply(&own).to_string()
                    }
                })
                .collect();
            seen.insert(text)
        })
        .collect()
}

/// The conjunctive compound alone: each part's remoteness and its options'; the
/// compound's is the least. Under normal play it is odd for a win, and the winning moves
/// are the moves of every part whose least remoteness after is even.
///
/// Under misère play the parts' misère remotenesses (a part with no move counts 0, a
/// win for the player to move, who cannot move) play the same role with the parity
/// turned: the compound is won by the player to move exactly when the least is even.
/// Proof: give every position with no move one option, to a new end position; normal
/// play of the conjunctive compound of these games is misère play of the compound (a
/// part with no move lets the player to move make the last move, with any move in the
/// other parts, all of which now have one), and each remoteness grows by exactly 1, so
/// Smith's theorem applies (Winning Ways, ch. 9: the least remoteness decides).
pub(crate) fn conjunctive(
    c: &Compound,
    options: &AnalyzeOptions,
    limit: usize,
    convention: Convention,
) -> Result<Verdict, Refusal> {
    // The parity of a remoteness that the player to move loses.
    let losing = match convention {
        Convention::Normal => 0,
        Convention::Misere => 1,
    };
    let states = c
        .part_states()
        .ok_or_else(|| failed("reason-compound-part-not-searchable"))?;
    let mut parts = Vec::new();
    // Per part: the remoteness of each distinct move.
    let mut option_r: Vec<Vec<(u32, Vec<HeapChange>)>> = Vec::new();
    for (p, state) in states.iter().enumerate() {
        let (game, start) = searchable(rules(c, p), options.search_limit)?;
        let mut solver =
            Solver::with_limit(&game, options.search_limit).cancellable(&options.cancel);
        let (outcome, r) = solver
            .remoteness(&start, convention)
            .map_err(|e| Refusal::from(crate::component::search::SearchRefusal::from(e)))?;
        let moves = distinct_part_moves(c, p, state);
        if moves.len() > OPTION_LIMIT {
            return Err(failed("reason-compound-part-too-many-moves"));
        }
        let mut rs = Vec::new();
        for m in moves {
            let (_, r) = solver
                .remoteness(&game.canonical(&m.after), convention)
                .map_err(|e| Refusal::from(crate::component::search::SearchRefusal::from(e)))?;
            rs.push((r, m.changes));
        }
        option_r.push(rs);
        parts.push(PartReasoning {
            position: super::part_text(c.parts.get(p).map_or(&[][..], |x| x)),
            value: None,
            remoteness: Some(r),
            outcome,
        });
    }
    let remoteness = parts.iter().filter_map(|p| p.remoteness).min().unwrap_or(0);
    let outcome = if remoteness % 2 == losing {
        Outcome::P
    } else {
        Outcome::N
    };
    // Count the tuples whose least remoteness is losing (even; misère: odd): Σ over
    // those e of
    // ∏ #(r ≥ e) − ∏ #(r ≥ e + 1).
    let at_least = |e: u32| -> Nat {
        option_r
            .iter()
            .map(|rs| Nat::from(rs.iter().filter(|(r, _)| *r >= e).count()))
            .product()
    };
    let mut count = Nat::zero();
    if remoteness > 0 {
        let top = option_r
            .iter()
            .flat_map(|rs| rs.iter().map(|(r, _)| *r))
            .max()
            .unwrap_or(0);
        for e in (losing..=top).step_by(2) {
            count += at_least(e) - at_least(e + 1);
        }
    }
    // List the first `limit` by an odometer over the parts' moves, within a budget.
    let mut moves = Vec::new();
    if !count.is_zero() && option_r.iter().all(|rs| !rs.is_empty()) {
        let mut idx = vec![0usize; option_r.len()];
        let mut budget = OPTION_LIMIT;
        'walk: loop {
            let chosen: Vec<&(u32, Vec<HeapChange>)> = idx
                .iter()
                .zip(&option_r)
                .filter_map(|(&i, rs)| rs.get(i))
                .collect();
            let least = chosen.iter().map(|(r, _)| *r).min().unwrap_or(0);
            if least % 2 == losing {
                moves.push(
                    chosen
                        .iter()
                        .flat_map(|(_, ch)| ch.iter().cloned())
                        .collect(),
                );
                if moves.len() >= limit {
                    break;
                }
            }
            budget -= 1;
            if budget == 0 {
                break;
            }
            for (i, rs) in idx.iter_mut().zip(&option_r) {
                *i += 1;
                if *i < rs.len() {
                    continue 'walk;
                }
                *i = 0;
            }
            break;
        }
    }
    // The Grundy value is normal play's.
    let value = (convention == Convention::Normal)
        .then(|| small_value(c, options))
        .flatten();
    let mut notes = Vec::new();
    if Nat::from(moves.len()) < count && moves.len() < limit {
        notes.push(crate::i18n::msg!(
            "note-conjunctive-listed",
            limit = OPTION_LIMIT
        ));
    }
    let step = CompoundReasoning {
        compound: CompoundKind::Conjunctive.name().into(),
        parts,
        remoteness: Some(remoteness),
        option_values: Vec::new(),
        option_values_total: 0,
        value: value.clone(),
        outcome,
        misere: convention == Convention::Misere,
    };
    Ok(Verdict {
        outcome,
        value,
        move_count: Some(count),
        moves,
        method: "remoteness".into(),
        misere_method: (convention == Convention::Misere)
            .then_some(crate::misere::MisereMethod::GameRule),
        steps: vec![Step::new(step)],
        notes,
    })
}

/// Each component's value, and the part's (their XOR).
fn part_values(
    c: &Compound,
    p: usize,
    options: &AnalyzeOptions,
) -> Result<(Nat, Vec<Valued>), Refusal> {
    let mut total = Nat::zero();
    let mut each = Vec::new();
    for comp in c.parts.get(p).map_or(&[][..], |x| x) {
        let v = comp.value(options)?;
        total ^= &v.value;
        each.push(v);
    }
    Ok((total, each))
}

/// Every move of part `p` to a part of value `target` (`values` its components'),
/// numbered as the compound numbers its pieces; the count is `None` when it is unknown.
fn part_moves_to(
    c: &Compound,
    p: usize,
    values: &(Nat, Vec<Valued>),
    target: &Nat,
    room: usize,
    options: &AnalyzeOptions,
) -> Result<(Option<Nat>, Vec<Vec<HeapChange>>), Refusal> {
    let offsets = c.offsets();
    let mut count = Some(Nat::zero());
    let mut moves = Vec::new();
    let part = c.parts.get(p).map_or(&[][..], |x| x);
    for ((comp, valued), off) in part
        .iter()
        .zip(&values.1)
        .zip(offsets.get(p).into_iter().flatten())
    {
        let wanted = &values.0 ^ &valued.value ^ target;
        let found = comp.moves_to_value(valued, &wanted, room, options)?;
        let mut listed = found.moves;
        let mut n = found.count.ok();
        if !comp.results_are_distinct() {
            if n.as_ref() == Some(&Nat::from(listed.len())) {
                let mut seen = HashSet::new();
                listed.retain(|m| seen.insert(comp.apply(m).to_string()));
                n = Some(Nat::from(listed.len()));
            } else {
                n = None;
            }
        }
        count = match (count, n) {
            (Some(a), Some(b)) => Some(a + b),
            _ => None,
        };
        for m in listed {
            if moves.len() < room {
                moves.push(
                    m.into_iter()
                        .map(|mut ch| {
                            ch.heap += off;
                            ch
                        })
                        .collect(),
                );
            }
        }
    }
    Ok((count, moves))
}

/// The selective compound alone under normal play: a P-position exactly when every part
/// is; the winning moves move every N-position part to a P-position at once.
pub(crate) fn selective(
    c: &Compound,
    options: &AnalyzeOptions,
    limit: usize,
) -> Result<Verdict, Refusal> {
    let mut parts = Vec::new();
    let mut lists = Vec::new();
    let mut count = Some(Nat::from(1u8));
    for p in 0..c.parts.len() {
        let values = part_values(c, p, options)?;
        let outcome = if values.0.is_zero() {
            Outcome::P
        } else {
            Outcome::N
        };
        if outcome == Outcome::N {
            let (n, moves) = part_moves_to(c, p, &values, &Nat::zero(), limit.max(1), options)?;
            count = match (count, n) {
                (Some(a), Some(b)) => Some(a * b),
                _ => None,
            };
            lists.push(moves);
        }
        parts.push(PartReasoning {
            position: super::part_text(c.parts.get(p).map_or(&[][..], |x| x)),
            value: Some(values.0),
            remoteness: None,
            outcome,
        });
    }
    let outcome = if lists.is_empty() {
        count = Some(Nat::zero());
        Outcome::P
    } else {
        Outcome::N
    };
    // The first `limit` combinations: one move per N-position part.
    let mut moves = Vec::new();
    if !lists.is_empty() && lists.iter().all(|l| !l.is_empty()) {
        let mut idx = vec![0usize; lists.len()];
        'walk: loop {
            let m: Vec<HeapChange> = idx
                .iter()
                .zip(&lists)
                .filter_map(|(&i, l)| l.get(i))
                .flat_map(|ch| ch.iter().cloned())
                .collect();
            moves.push(m);
            if moves.len() >= limit {
                break;
            }
            for (i, l) in idx.iter_mut().zip(&lists) {
                *i += 1;
                if *i < l.len() {
                    continue 'walk;
                }
                *i = 0;
            }
            break;
        }
    }
    let value = small_value(c, options);
    let step = CompoundReasoning {
        compound: CompoundKind::Selective.name().into(),
        parts,
        remoteness: None,
        option_values: Vec::new(),
        option_values_total: 0,
        value: value.clone(),
        outcome,
        misere: false,
    };
    Ok(Verdict {
        outcome,
        value,
        move_count: count,
        moves,
        method: "selective compound: every part P".into(),
        misere_method: None,
        steps: vec![Step::new(step)],
        notes: Vec::new(),
    })
}

/// The subordinate's positions with the base's option values as extra options: the
/// Grundy value of `G : H` at each `H` reached, by an explicit-stack search.
struct OrdinalSearch {
    escapes: Vec<u32>,
    memo: HashMap<SearchState, u32>,
}

impl OrdinalSearch {
    fn value(
        &mut self,
        game: &PositionGame<'_>,
        root: &SearchState,
        options: &AnalyzeOptions,
    ) -> Result<u32, Refusal> {
        if let Some(&v) = self.memo.get(root) {
            return Ok(v);
        }
        let mut poll = options.cancel.poll(4096);
        let mut on_stack: HashSet<SearchState> = HashSet::new();
        on_stack.insert(root.clone());
        let mut stack = vec![(root.clone(), game.moves(root), 0usize)];
        while let Some((state, children, next)) = stack.last_mut() {
            poll.step(1)?;
            if let Some(child) = children.get(*next).cloned() {
                *next += 1;
                if self.memo.contains_key(&child) {
                    continue;
                }
                if on_stack.contains(&child) {
                    return Err(failed("reason-compound-subordinate-cycle"));
                }
                if self.memo.len() + stack.len() > options.search_limit {
                    return Err(failed("reason-compound-subordinate-too-large"));
                }
                let moves = game.moves(&child);
                on_stack.insert(child.clone());
                stack.push((child, moves, 0));
                continue;
            }
            let values = children
                .iter()
                .filter_map(|ch| self.memo.get(ch).copied())
                .chain(self.escapes.iter().copied());
            let v = mex(values);
            let state = state.clone();
            on_stack.remove(&state);
            self.memo.insert(state, v);
            stack.pop();
        }
        Ok(self.memo.get(root).copied().unwrap_or(0))
    }
}

/// What an ordinal sum's value found, for its moves.
struct OrdinalMemo {
    base: (Nat, Vec<Valued>),
    search: OrdinalSearch,
}

/// The distinct Grundy values of the base's options: each option is one component
/// changed, worth the base's value with that component's replaced.
fn base_option_values(
    c: &Compound,
    base: &(Nat, Vec<Valued>),
    options: &AnalyzeOptions,
) -> Result<Vec<u32>, Refusal> {
    let mut values = HashSet::new();
    let part = c.parts.first().map_or(&[][..], |x| x);
    let mut seen = 0usize;
    for (comp, valued) in part.iter().zip(&base.1) {
        options.cancel.check()?;
        if let Some(inner) = comp
            .downcast_ref::<Compound>()
            .filter(|x| x.kind == CompoundKind::Ordinal)
        {
            // An ordinal sum's options are valued by its own search: not again one by
            // one (each valuing its base's options again: 3× the work per level).
            for after in ordinal_option_values(inner, valued, options)? {
                let v = &base.0 ^ &valued.value ^ &Nat::from(after);
                let v = v
                    .to_u32()
                    .ok_or_else(|| failed("reason-compound-base-value-too-large"))?;
                values.insert(v);
            }
            continue;
        }
        let state = comp
            .search_state()
            .ok_or_else(|| failed("reason-compound-base-not-searchable"))?;
        if comp.search_size(&state).branching > OPTION_LIMIT as f64 {
            return Err(failed("reason-compound-base-too-many-options"));
        }
        for step in comp.search_moves(&state) {
            seen += 1;
            if seen > OPTION_LIMIT {
                return Err(failed("reason-compound-base-too-many-options"));
            }
            options.cancel.check()?;
            let after = comp.apply(&step.changes).value(options)?;
            let v = &base.0 ^ &valued.value ^ &after.value;
            let v = v
                .to_u32()
                .ok_or_else(|| failed("reason-compound-base-value-too-large"))?;
            values.insert(v);
        }
    }
    let mut values: Vec<u32> = values.into_iter().collect();
    values.sort_unstable();
    Ok(values)
}

/// The distinct Grundy values of the options of the ordinal sum `c` (valued as
/// `valued`): from what its value found — the values of its base's options (a move there
/// deletes the subordinate) and the search's values at the subordinate's options —
/// rather than by valuing each option again. With the subordinate deleted, the options
/// are its base's.
fn ordinal_option_values(
    c: &Compound,
    valued: &Valued,
    options: &AnalyzeOptions,
) -> Result<Vec<u32>, Refusal> {
    let owned;
    let memo = match valued.memo::<OrdinalMemo>() {
        Some(m) => m,
        None => {
            owned = ordinal_value(c, options)?;
            owned
                .memo::<OrdinalMemo>()
                .ok_or_else(|| failed("reason-compound-ordinal-not-kept"))?
        }
    };
    if c.parts.get(1).is_none_or(Vec::is_empty) {
        return base_option_values(c, &memo.base, options);
    }
    let mut values: HashSet<u32> = memo.search.escapes.iter().copied().collect();
    let (game, start) = searchable(rules(c, 1), options.search_limit)?;
    let mut search: Option<OrdinalSearch> = None;
    for child in game.moves(&start) {
        options.cancel.check()?;
        let v = match memo.search.memo.get(&child) {
            Some(&v) => v,
            None => search
                .get_or_insert_with(|| OrdinalSearch {
                    escapes: memo.search.escapes.clone(),
                    memo: memo.search.memo.clone(),
                })
                .value(&game, &child, options)?,
        };
        values.insert(v);
    }
    let mut values: Vec<u32> = values.into_iter().collect();
    values.sort_unstable();
    Ok(values)
}

/// The Grundy value of `G : H`: with `S` the values of `G`'s options, the value at `H`
/// is `mex(S ∪ {values at H's options})`, at an empty `H` the value of `G`.
pub(crate) fn ordinal_value(c: &Compound, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
    options.cancel.check()?;
    let base = part_values(c, 0, options)?;
    let deleted = c.parts.get(1).is_none_or(Vec::is_empty);
    let escapes = if deleted {
        Vec::new()
    } else {
        base_option_values(c, &base, options)?
    };
    let mut search = OrdinalSearch {
        escapes,
        memo: HashMap::new(),
    };
    let value = if deleted {
        base.0.clone()
    } else {
        let (game, start) = searchable(rules(c, 1), options.search_limit)?;
        Nat::from(search.value(&game, &start, options)?)
    };
    let outcome = if value.is_zero() {
        Outcome::P
    } else {
        Outcome::N
    };
    let sub = c.parts.get(1).map_or(&[][..], |x| x);
    let step = CompoundReasoning {
        compound: CompoundKind::Ordinal.name().into(),
        parts: vec![
            PartReasoning {
                position: super::part_text(c.parts.first().map_or(&[][..], |x| x)),
                value: Some(base.0.clone()),
                remoteness: None,
                outcome: if base.0.is_zero() {
                    Outcome::P
                } else {
                    Outcome::N
                },
            },
            PartReasoning {
                position: super::part_text(sub),
                value: None,
                remoteness: None,
                outcome,
            },
        ],
        remoteness: None,
        option_values: search.escapes.iter().copied().take(64).collect(),
        option_values_total: search.escapes.len(),
        value: Some(value.clone()),
        outcome,
        misere: false,
    };
    let mut valued = Valued::new(value, "ordinal sum");
    valued.steps.push(Step::new(step));
    valued.memo = Some(Arc::new(OrdinalMemo { base, search }));
    Ok(valued)
}

/// The moves of `G : H` to value `target`: moves in `G` to a base of that value (they
/// delete `H`), and moves in `H` to a position of that value.
pub(crate) fn ordinal_moves(
    c: &Compound,
    valued: &Valued,
    target: &Nat,
    room: usize,
    options: &AnalyzeOptions,
) -> Result<Counted, Refusal> {
    let owned;
    let memo = match valued.memo::<OrdinalMemo>() {
        Some(m) => m,
        None => {
            let v = ordinal_value(c, options)?;
            owned = v;
            owned
                .memo::<OrdinalMemo>()
                .ok_or_else(|| failed("reason-compound-ordinal-not-kept"))?
        }
    };
    let (count, mut moves) = part_moves_to(c, 0, &memo.base, target, room, options)?;
    let mut count = count.ok_or_else(|| failed("reason-compound-base-not-counted"))?;
    if let (Some(states), Some(sub)) = (c.part_states(), c.parts.get(1))
        && !sub.is_empty()
    {
        let (game, _) = searchable(rules(c, 1), options.search_limit)?;
        let state = states.get(1).map_or(&[][..], |x| x);
        let mut search = OrdinalSearch {
            escapes: memo.search.escapes.clone(),
            memo: memo.search.memo.clone(),
        };
        let want = target.to_u32();
        for m in distinct_part_moves(c, 1, state) {
            let v = search.value(&game, &game.canonical(&m.after), options)?;
            if Some(v) == want {
                count += 1u8;
                if moves.len() < room {
                    moves.push(m.changes);
                }
            }
        }
    }
    Ok(Counted {
        count: Ok(count),
        moves,
    })
}
