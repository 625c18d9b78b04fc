//! Compounds of impartial games other than the disjunctive sum `+` (Winning Ways, ch. 9;
//! Conway, On Numbers and Games): each is one component whose parts are
//! positions, separated by commas — `conjunctive(3, kayles 5, sub(1,2) 4 + 2)`.
//!
//! * `conjunctive(G, H, …)` — a move is a move in **every** part; the game ends as soon
//!   as one part has no move. Alone under normal play it is decided by *remoteness*
//!   (Steinhaus; Smith 1966): the compound's remoteness is the least of its parts', and
//!   the player to move wins exactly when it is odd (`theory::conjunctive`).
//! * `selective(G, H, …)` — a move is a move in any non-empty set of parts. Under normal
//!   play it is a P-position exactly when every part is; the winner moves every
//!   N-position part to a P-position (`theory::selective`).
//! * `ordinal(G, H)` — the ordinal sum `G : H`: a move in the base `G` deletes the
//!   subordinate `H`; a move in `H` leaves `G` as it is. Its Grundy value is found by a
//!   search over `H` alone in which every position also has the values of `G`'s options
//!   (`theory::ordinal_value`). `ordinal(G, 0)` is `G` after its subordinate was deleted.
//!
//! Each part is a position of the language (a disjunctive sum inside a part is written
//! with `+`). In a disjunctive sum with other components a conjunctive or selective
//! compound is valued by exhaustive search over the product of its parts (the default
//! hooks, over the flat search state of [`Compound`]).
//!
//! Misère play: a conjunctive compound alone is decided by its parts' *misère*
//! remotenesses (a part with no move counts 0: the player to move, unable to move, wins);
//! the player to move wins exactly when the least is even (proved at the theory's
//! `conjunctive`). A selective compound and an ordinal sum are searched: neither has a
//! rule from its parts' normal-play values — a selective compound with one part still to
//! move is that part's own misère game, and `ordinal(G, 0)` is `G`'s, which no Grundy
//! value decides (misère play has no Sprague–Grundy theorem).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! let o = AnalyzeOptions::default();
//! let r = analyze(&parse_position("conjunctive(3, kayles 4)").unwrap(), &o).unwrap();
//! assert_eq!(r.outcome, Outcome::N); // both have remoteness 1: take everything
//! let r = analyze(&parse_position("ordinal(2, 1)").unwrap(), &o).unwrap();
//! assert_eq!(r.value, Some(3u8.into())); // *2 : *1 = *3
//! ```

mod product;
mod theory;
mod words;

grundy_core::words! {
    owner: "compound",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use product::{Product, ProductKind, ProductReasoning, ProductTerm};
pub use product::{CONWAY_PRODUCT, ORDINAL_PRODUCT, PRODUCT_MOVE_LIMIT};
pub use theory::{CompoundReasoning, PartReasoning, OPTION_LIMIT};

use crate::component::HeapChange;
use crate::component::{AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, Refusal};
use crate::component::{Clicks, Group, Pieces};
use crate::component::{Moves, Search, Theorems, Valuation, Words};
use crate::component::{SearchSize, SearchStep, Valued, Verdict};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::outcome::Convention;
use std::collections::HashMap;

/// The registry's entry for `conjunctive(…)`.
pub static CONJUNCTIVE: GameSpec = GameSpec {
    names: &["conjunctive"],
    matches: None,
    syntax: "conjunctive(G, H, …)",
    example: "conjunctive(3 1, kayles 4, 2)",
    examples: &[],
    about_id: "about-conjunctive",
    syntax_id: "syntax-conjunctive",
    parse,
    whole_position: false,
};

/// The registry's entry for `selective(…)`.
pub static SELECTIVE: GameSpec = GameSpec {
    names: &["selective"],
    matches: None,
    syntax: "selective(G, H, …)",
    example: "selective(2 1, kayles 3)",
    examples: &[],
    about_id: "about-selective",
    syntax_id: "syntax-selective",
    parse,
    whole_position: false,
};

/// The registry's entry for `ordinal(G, H)`.
pub static ORDINAL: GameSpec = GameSpec {
    names: &["ordinal"],
    matches: None,
    syntax: "ordinal(G, H)",
    example: "ordinal(2 1, kayles 3)",
    examples: &[],
    about_id: "about-ordinal",
    syntax_id: "syntax-ordinal",
    parse,
    whole_position: false,
};

/// Which compound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompoundKind {
    /// Every part moves.
    Conjunctive,
    /// Any non-empty set of parts moves.
    Selective,
    /// `G : H`: a move in `G` deletes `H`.
    Ordinal,
}

impl CompoundKind {
    /// The name in the position language.
    pub fn name(self) -> &'static str {
        match self {
            CompoundKind::Conjunctive => "conjunctive",
            CompoundKind::Selective => "selective",
            CompoundKind::Ordinal => "ordinal",
        }
    }
}

/// A compound of positions (its parts), each a disjunctive sum of components.
///
/// ```
/// use grundy::component::Component;
/// let p = grundy::parse_position("selective(3 + kayles 2, 1)").unwrap();
/// assert_eq!(p.components[0].name(), "selective(nim 3 + kayles 2, 1)");
/// assert_eq!(p.components[0].piece_count(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compound {
    kind: CompoundKind,
    parts: Vec<Vec<AnyComponent>>,
}

/// A move of one part: the changes (numbered as the compound numbers its pieces) and
/// the part's state after it.
#[derive(Debug, Clone)]
pub(crate) struct PartMove {
    pub(crate) changes: Vec<HeapChange>,
    pub(crate) after: Vec<Vec<u64>>,
}

/// A part written in the language: a lone Nim as its sizes, else `game sizes + …`.
fn part_text(part: &[AnyComponent]) -> String {
    match part {
        [] => "0".to_string(),
        [c] if c.bare_when_alone() => c.sizes().join(" "),
        _ => part
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

fn parse(
    head: &Head,
    sizes: &[SizeToken],
    read: &mut ReadFile,
) -> Result<AnyComponent, ParseError> {
    let kind = match head.name.as_str() {
        "conjunctive" => CompoundKind::Conjunctive,
        "selective" => CompoundKind::Selective,
        _ => CompoundKind::Ordinal,
    };
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-compound-parts-inside")));
    }
    let example = match kind {
        CompoundKind::Ordinal => "ordinal(2 1, kayles 3)",
        _ => "conjunctive(3 1, kayles 4)",
    };
    let args = head.args_or(example)?;
    match (kind, args.len()) {
        (CompoundKind::Ordinal, 2) => {}
        (CompoundKind::Ordinal, _) => return Err(head.error(msg!("parse-ordinal-two-parts"))),
        (_, 0) => return Err(head.error(msg!("parse-compound-one-part"))),
        _ => {}
    }
    let mut parts = Vec::new();
    for (i, arg) in args.iter().enumerate() {
        if kind == CompoundKind::Ordinal && i == 1 && arg.text == "0" {
            parts.push(Vec::new());
            continue;
        }
        let inner =
            crate::games::registry::parse_components(&arg.text, read).map_err(|mut e| {
                e.column += arg.column.saturating_sub(1);
                e
            })?;
        for c in &inner {
            let name = c.name();
            let game = name.split('(').next().unwrap_or_default().to_string();
            if crate::games::registry::find(&game).is_some_and(|s| s.whole_position) {
                return Err(arg.error(msg!("parse-compound-whole-position", name = game)));
            }
        }
        parts.push(inner);
    }
    Ok(AnyComponent::new(Compound { kind, parts }))
}

impl Compound {
    /// The compound `kind` of `parts`.
    pub fn new(kind: CompoundKind, parts: Vec<Vec<AnyComponent>>) -> Self {
        Compound { kind, parts }
    }

    /// Which compound.
    pub fn kind(&self) -> CompoundKind {
        self.kind
    }

    /// The parts.
    pub fn parts(&self) -> &[Vec<AnyComponent>] {
        &self.parts
    }

    /// Where the pieces of component `c` of part `p` start in the compound's numbering.
    fn offsets(&self) -> Vec<Vec<usize>> {
        let mut at = 0;
        self.parts
            .iter()
            .map(|part| {
                part.iter()
                    .map(|c| {
                        let start = at;
                        at += c.piece_count();
                        start
                    })
                    .collect()
            })
            .collect()
    }

    /// The piece `i` of the compound: (part, component, piece inside it).
    fn locate(&self, i: usize) -> Option<(usize, usize, usize)> {
        let mut at = 0;
        for (p, part) in self.parts.iter().enumerate() {
            for (c, comp) in part.iter().enumerate() {
                let n = comp.piece_count();
                if i < at + n {
                    return Some((p, c, i - at));
                }
                at += n;
            }
        }
        None
    }

    /// Each part's state: each component's search state (`None` when one is not
    /// searchable).
    fn part_states(&self) -> Option<Vec<Vec<Vec<u64>>>> {
        self.parts
            .iter()
            .map(|part| part.iter().map(|c| c.search_state()).collect())
            .collect()
    }

    /// The flat search state of `parts`: per part, its component count, then per
    /// component its length and state.
    fn encode(parts: &[Vec<Vec<u64>>]) -> Vec<u64> {
        let mut out = Vec::new();
        for part in parts {
            out.push(part.len() as u64);
            for s in part {
                out.push(s.len() as u64);
                out.extend_from_slice(s);
            }
        }
        out
    }

    /// The parts' states back from [`Compound::encode`] (empty parts where it is short).
    fn decode(&self, state: &[u64]) -> Vec<Vec<Vec<u64>>> {
        let mut rest = state.iter().copied();
        self.parts
            .iter()
            .map(|part| {
                let n = rest.next().unwrap_or(0).min(part.len() as u64);
                (0..n)
                    .map(|_| {
                        let len = rest.next().unwrap_or(0);
                        (0..len).map(|_| rest.next().unwrap_or(0)).collect()
                    })
                    .collect()
            })
            .collect()
    }

    /// Every move of part `p` from `states` (a move in one of its components).
    pub(crate) fn part_moves(&self, p: usize, states: &[Vec<u64>]) -> Vec<PartMove> {
        let offsets = self.offsets();
        let (Some(part), Some(offs)) = (self.parts.get(p), offsets.get(p)) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (ci, ((rule, s), &off)) in part.iter().zip(states).zip(offs).enumerate() {
            for step in rule.search_moves(s) {
                let mut after = states.to_vec();
                if let Some(a) = after.get_mut(ci) {
                    *a = step.after;
                }
                let changes = step
                    .changes
                    .into_iter()
                    .map(|mut c| {
                        c.heap += off;
                        c
                    })
                    .collect();
                out.push(PartMove { changes, after });
            }
        }
        out
    }

    /// The moves of the compound from `states`, by its rule.
    fn compound_moves(&self, states: &[Vec<Vec<u64>>]) -> Vec<SearchStep> {
        let per_part: Vec<Vec<PartMove>> = (0..states.len())
            .map(|p| self.part_moves(p, states.get(p).map_or(&[][..], |s| s)))
            .collect();
        let mut out = Vec::new();
        match self.kind {
            CompoundKind::Ordinal => {
                for (p, moves) in per_part.iter().enumerate() {
                    for m in moves {
                        let mut after = states.to_vec();
                        if let Some(a) = after.get_mut(p) {
                            *a = m.after.clone();
                        }
                        if p == 0 {
                            // A move in the base deletes the subordinate.
                            if let Some(h) = after.get_mut(1) {
                                h.clear();
                            }
                        }
                        out.push(SearchStep {
                            changes: m.changes.clone(),
                            after: Self::encode(&after),
                        });
                    }
                }
            }
            CompoundKind::Conjunctive | CompoundKind::Selective => {
                let selective = self.kind == CompoundKind::Selective;
                if per_part.is_empty() || (!selective && per_part.iter().any(Vec::is_empty)) {
                    return out;
                }
                // Choice per part: None (it stays: selective only) or one of its moves.
                let start = if selective { None } else { Some(0) };
                let mut choice: Vec<Option<usize>> = vec![start; per_part.len()];
                let mut more = !selective || advance(&mut choice, &per_part, selective);
                while more {
                    let mut after = states.to_vec();
                    let mut changes = Vec::new();
                    for (p, c) in choice.iter().enumerate() {
                        if let Some(m) = c.and_then(|i| per_part.get(p)?.get(i)) {
                            if let Some(a) = after.get_mut(p) {
                                *a = m.after.clone();
                            }
                            changes.extend(m.changes.iter().cloned());
                        }
                    }
                    out.push(SearchStep {
                        changes,
                        after: Self::encode(&after),
                    });
                    more = advance(&mut choice, &per_part, selective);
                }
            }
        }
        out
    }

    /// The compound after a move of `changes` (each change in the compound's numbering).
    fn after(&self, changes: &[HeapChange]) -> Compound {
        let mut grouped: Vec<Vec<Vec<HeapChange>>> = self
            .parts
            .iter()
            .map(|p| vec![Vec::new(); p.len()])
            .collect();
        for ch in changes {
            if let Some((p, c, local)) = self.locate(ch.heap)
                && let Some(list) = grouped.get_mut(p).and_then(|g| g.get_mut(c))
            {
                let mut ch = ch.clone();
                ch.heap = local;
                list.push(ch);
            }
        }
        let mut parts = self.parts.clone();
        let mut base_moved = false;
        for (p, (part, moves)) in parts.iter_mut().zip(&grouped).enumerate() {
            for (c, m) in part.iter_mut().zip(moves) {
                if !m.is_empty() {
                    *c = c.apply(m);
                    base_moved |= p == 0;
                }
            }
        }
        if self.kind == CompoundKind::Ordinal
            && base_moved
            && let Some(h) = parts.get_mut(1)
        {
            h.clear();
        }
        Compound {
            kind: self.kind,
            parts,
        }
    }
}

/// A move as it is typed in the heap notation (`H N` takes N from heap H, `H -> M` makes
/// it M, comma-separated); empty when a piece is split into several rows, which the
/// notation cannot write (the move is then numbered).
fn typed(changes: &[HeapChange]) -> String {
    let mut out = Vec::new();
    for c in changes {
        let one_row = match c.parts.as_deref() {
            None => true,
            Some([]) => c.to == Nat::from(0u64),
            Some([row]) => *row == c.to,
            Some(_) => false,
        };
        if !one_row || c.to == c.from {
            return String::new();
        }
        out.push(if c.to < c.from {
            format!("{} {}", c.heap + 1, &c.from - &c.to)
        } else {
            format!("{} -> {}", c.heap + 1, c.to)
        });
    }
    out.join(", ")
}

/// The next choice (an odometer over each part's moves, with `None` — the part stays —
/// as a digit when selective); false after the last.
fn advance(choice: &mut [Option<usize>], per_part: &[Vec<PartMove>], selective: bool) -> bool {
    for (c, moves) in choice.iter_mut().zip(per_part) {
        let next = c.map_or(0, |i| i + 1);
        if next < moves.len() {
            *c = Some(next);
            return true;
        }
        *c = if selective { None } else { Some(0) };
    }
    false
}

/// Every move of a compound or product `game`, when there are at most
/// [`MAX_PLAYS`](crate::component::board::MAX_PLAYS) (what its board offers).
fn board_moves(game: &impl Search) -> Option<Vec<Vec<HeapChange>>> {
    let most = crate::component::board::MAX_PLAYS;
    let state = game.search_state()?;
    if game.search_size(&state).branching > most as f64 {
        return None;
    }
    let moves: Vec<Vec<HeapChange>> = game
        .search_moves(&state)
        .into_iter()
        .map(|m| m.changes)
        .collect();
    (moves.len() <= most).then_some(moves)
}

/// For each piece of `parts` (their numbering), whether it is a row of a heap game whose
/// moves may split it (Kayles, Grundy's game, …): a move there may take its counters
/// anywhere in the row, not only at its end.
fn split_rows(parts: &[Vec<AnyComponent>]) -> Vec<bool> {
    parts
        .iter()
        .flatten()
        .flat_map(|c| {
            let splits = matches!(
                c.sequence_rule(),
                Some(grundy_heap::sequence::SequenceRule::Heap(rule)) if rule.max_heaps() != Some(1)
            );
            std::iter::repeat_n(splits, c.piece_count())
        })
        .collect()
}

impl Component for Compound {
    fn name(&self) -> String {
        let parts: Vec<String> = self.parts.iter().map(|p| part_text(p)).collect();
        format!("{}({})", self.kind.name(), parts.join(", "))
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.parts.iter().flatten().map(|c| c.piece_count()).sum()
    }

    /// Every piece of every part as a row of counters, each part in a labelled frame
    /// under the compound's rule. Every legal move is offered by clicking the counters it
    /// takes in each part (a pin knocked out of a row too) when there are at most
    /// [`MAX_PLAYS`](crate::component::board::MAX_PLAYS); with more, a move of several
    /// parts is made by clicking a counter in each (conjunctive: every part, selective:
    /// any set of them), each taking it and the counters to its right.
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        use crate::i18n::t;
        let board = match board_moves(self) {
            Some(moves) => {
                let mut texts = HashMap::new();
                let moves = moves
                    .into_iter()
                    .map(|m| {
                        let text = self
                            .part_notation(&m, &mut texts)
                            .unwrap_or_else(|| typed(&m));
                        (text, m)
                    })
                    .collect();
                Pieces::heaps_of_in(self, lang).taking_plays_in(moves, &split_rows(&self.parts))
            }
            None => Pieces::heaps_of_in(self, lang),
        };
        let board = if board.plays.is_empty() {
            let clicks = match self.kind {
                CompoundKind::Ordinal => Clicks::TakeFrom,
                CompoundKind::Conjunctive | CompoundKind::Selective => {
                    Clicks::Several(self.piece_count().max(1))
                }
            };
            Pieces::heaps_of_in(self, lang).clicked(clicks)
        } else {
            board
        };
        let mut first = 0;
        let groups = self
            .parts
            .iter()
            .enumerate()
            .map(|(p, part)| {
                let n: usize = part.iter().map(|c| c.piece_count()).sum();
                let label = t!(
                    lang,
                    "board-compound-part",
                    part = p + 1,
                    game = part_text(part)
                );
                first += n;
                Group::new(label, (first - n..first).collect())
            })
            .collect();
        let rule = match self.kind {
            CompoundKind::Conjunctive => "board-compound-rule-conjunctive",
            CompoundKind::Selective => "board-compound-rule-selective",
            CompoundKind::Ordinal => "board-compound-rule-ordinal",
        };
        board.grouped(t!(lang, rule), groups)
    }

    fn piece(&self, i: usize) -> Nat {
        self.locate(i)
            .and_then(|(p, c, local)| Some(self.parts.get(p)?.get(c)?.piece(local)))
            .unwrap_or_default()
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(self.after(changes))
    }

    crate::capabilities!(Search, Valuation, Theorems, Words, Moves);
}

impl Search for Compound {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.part_states().map(|s| Self::encode(&s))
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        self.compound_moves(&self.decode(state))
    }

    /// Each component's own key, in place (the flat state must not be sorted).
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        let parts: Vec<Vec<Vec<u64>>> = self
            .decode(state)
            .into_iter()
            .zip(&self.parts)
            .map(|(states, rules)| {
                states
                    .iter()
                    .zip(rules)
                    .map(|(s, r)| r.canonical_state(s))
                    .collect()
            })
            .collect();
        Self::encode(&parts)
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let mut states = 1.0f64;
        let mut per_part = Vec::new();
        for (part, rules) in self.decode(state).iter().zip(&self.parts) {
            let mut branching = 0.0;
            for (s, r) in part.iter().zip(rules) {
                let b = r.search_size(s);
                states *= b.states.max(1.0);
                branching += b.branching;
            }
            per_part.push(branching);
        }
        let branching = match self.kind {
            CompoundKind::Ordinal => per_part.iter().sum(),
            CompoundKind::Conjunctive => per_part.iter().product(),
            CompoundKind::Selective => per_part.iter().map(|b| b + 1.0).product::<f64>() - 1.0,
        };
        SearchSize { states, branching }
    }
}

impl Valuation for Compound {
    /// Ordinal sums by the search over the subordinate with the base's option values;
    /// the other compounds by search over the product of their parts.
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        match self.kind {
            CompoundKind::Ordinal => theory::ordinal_value(self, options),
            _ => crate::component::search::value_by_search(
                self,
                options.search_limit,
                &options.cancel,
            ),
        }
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        match self.kind {
            CompoundKind::Ordinal => theory::ordinal_moves(self, valued, target, room, options),
            _ => crate::component::search::moves_to_value_by_search(
                self,
                target,
                room,
                options.search_limit,
                &options.cancel,
            ),
        }
    }
}

impl Theorems for Compound {
    /// Alone under normal play: conjunctive compounds by remoteness, selective ones by
    /// their parts' outcomes (ordinal sums go through their value).
    fn alone(
        &self,
        convention: Convention,
        options: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        match (self.kind, convention) {
            (CompoundKind::Conjunctive, _) => {
                Some(theory::conjunctive(self, options, limit, convention))
            }
            (CompoundKind::Selective, Convention::Normal) => {
                Some(theory::selective(self, options, limit))
            }
            // Misère selective compounds and ordinal sums: by search (the module docs).
            _ => None,
        }
    }
}

impl Words for Compound {
    /// Each part's move in its own game's words.
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let mut by_component: Vec<((usize, usize), Vec<HeapChange>)> = Vec::new();
        for ch in changes {
            if let Some((p, c, local)) = self.locate(ch.heap) {
                let mut ch = ch.clone();
                ch.heap = local;
                match by_component.iter_mut().find(|(k, _)| *k == (p, c)) {
                    Some((_, list)) => list.push(ch),
                    None => by_component.push(((p, c), vec![ch])),
                }
            }
        }
        let words: Vec<String> = by_component
            .iter()
            .filter_map(|((p, c), m)| {
                let comp = self.parts.get(*p)?.get(*c)?;
                let part = (p + 1).to_string();
                let text = comp.describe_in(m, lang);
                Some(if self.parts.get(*p)?.len() > 1 {
                    t!(
                        lang,
                        "move-part-named",
                        part = part,
                        name = comp.name(),
                        text = text
                    )
                } else {
                    t!(lang, "move-part", part = part, text = text)
                })
            })
            .collect();
        let mut text = words.join("; ");
        if self.kind == CompoundKind::Ordinal
            && by_component.iter().any(|((p, _), _)| *p == 0)
            && self.parts.get(1).is_some_and(|h| !h.is_empty())
        {
            text.push_str(" — ");
            text.push_str(&t!(lang, "move-subordinate-deleted"));
        }
        text
    }
}

impl Moves for Compound {
    /// Each part's move after its number (`P: …; Q: …`), in the parts' own forms.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        let mut forms = vec![crate::component::notation::Form::Part];
        for c in self.parts.iter().flatten() {
            forms.extend(c.forms());
        }
        forms.sort();
        forms.dedup();
        forms
    }

    /// A move is checked against the compound's own moves (the default lists them).
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), crate::component::MoveError> {
        crate::component::notation::check_by_search(self, changes)
    }

    /// A typed (or clicked) move: each part's move in that part's own notation after the
    /// part's number, `P: …; Q: …` (a part that is a sum names its component too,
    /// `P: C: …`) — or in the shared heap notation, `H N, H' N'` for several parts at
    /// once, counting the compound's pieces through all its parts — read as the
    /// compound's own move with the same sizes before and after (a part's row that stays
    /// one row carries no split in the typed text).
    ///
    /// ```
    /// use grundy::{parse_position, play::parse_move};
    /// let p = parse_position("conjunctive(kayles 4, 2)").unwrap();
    /// // Pin 1 of Kayles' row in part 1 and 2 from the heap of part 2.
    /// let m = parse_move(&p, "1: 1 1; 2: 1 2").unwrap();
    /// assert_eq!(m, parse_move(&p, "1 1, 2 2").unwrap());
    /// // Pin 2 knocked out of the middle, which the heap notation cannot write.
    /// assert!(parse_move(&p, "1: 1 2; 2: 1 2").is_ok());
    /// assert!(parse_move(&p, "3: 1 1").is_err());
    /// ```
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, crate::component::MoveError> {
        use crate::component::notation;
        if text.contains(':') {
            return self.parse_part_moves(text);
        }
        let typed = notation::read_heap_moves(self, text, "heap")?;
        notation::check_pieces(self, &typed)?;
        notation::listed_moves(self)?
            .into_iter()
            .find(|m| same_move(m, &typed))
            .ok_or_else(|| {
                crate::component::MoveError::Illegal(crate::i18n::msg!(
                    "reason-not-a-legal-move",
                    game = self.name()
                ))
            })
    }
}

impl Compound {
    /// A move typed part by part (`P: …; Q: …`, see [`Moves::parse_move`]), found among
    /// the compound's own moves.
    fn parse_part_moves(&self, text: &str) -> Result<Vec<HeapChange>, crate::component::MoveError> {
        use crate::component::notation;
        let offsets = self.offsets();
        let mut typed: Vec<HeapChange> = Vec::new();
        let mut seen = Vec::new();
        for segment in text.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let Some((p, rest)) = segment.split_once(':') else {
                return Err(notation::unreadable(
                    text,
                    msg!("reason-compound-part-number"),
                ));
            };
            let p: usize = p
                .trim()
                .parse()
                .map_err(|_| notation::unreadable(text, msg!("reason-compound-part-number")))?;
            let (Some(part), Some(offs)) = (
                p.checked_sub(1).and_then(|i| self.parts.get(i)),
                p.checked_sub(1).and_then(|i| offsets.get(i)),
            ) else {
                return Err(notation::unreadable(
                    text,
                    msg!(
                        "reason-compound-no-part",
                        part = p,
                        count = self.parts.len()
                    ),
                ));
            };
            if seen.contains(&p) {
                return Err(notation::unreadable(
                    text,
                    msg!("reason-compound-part-twice", part = p),
                ));
            }
            seen.push(p);
            let (c, body) = match part.as_slice() {
                [_] => (0, rest.trim()),
                _ => {
                    let Some((c, body)) = rest.split_once(':') else {
                        return Err(notation::unreadable(
                            text,
                            msg!("reason-compound-which-component", part = p),
                        ));
                    };
                    let c: usize = c.trim().parse().map_err(|_| {
                        notation::unreadable(
                            text,
                            msg!("reason-compound-which-component", part = p),
                        )
                    })?;
                    (c.wrapping_sub(1), body.trim())
                }
            };
            let (Some(comp), Some(&off)) = (part.get(c), offs.get(c)) else {
                return Err(notation::unreadable(
                    text,
                    msg!("reason-compound-which-component", part = p),
                ));
            };
            let changes = comp.parse_move(body).map_err(|e| match e {
                crate::component::MoveError::Unreadable { reason, .. } => {
                    notation::unreadable(text, reason)
                }
                other => other,
            })?;
            typed.extend(changes.into_iter().map(|mut ch| {
                ch.heap += off;
                ch
            }));
        }
        if typed.is_empty() {
            return Err(notation::unreadable(
                text,
                msg!("reason-compound-part-number"),
            ));
        }
        typed.sort_by_key(|c| c.heap);
        notation::listed_moves(self)?
            .into_iter()
            .find(|m| {
                let mut m = m.clone();
                m.sort_by_key(|c| c.heap);
                m.len() == typed.len() && m.iter().zip(&typed).all(|(l, t)| same_change(l, t))
            })
            .ok_or_else(|| {
                crate::component::MoveError::Illegal(msg!(
                    "reason-not-a-legal-move",
                    game = self.name()
                ))
            })
    }

    /// A move of the compound written part by part, each part's move in its own
    /// notation (`P: …; Q: …`, `P: C: …` in a part that is a sum): the text a board's
    /// play of it carries. `None` where a part's notation cannot name its move. `texts`
    /// keeps each component's board (its moves' texts by their changes) between calls.
    fn part_notation(
        &self,
        changes: &[HeapChange],
        texts: &mut HashMap<(usize, usize), HashMap<String, String>>,
    ) -> Option<String> {
        use crate::component::board::changes_key;
        let mut by_component: Vec<((usize, usize), Vec<HeapChange>)> = Vec::new();
        for ch in changes {
            let (p, c, local) = self.locate(ch.heap)?;
            let mut ch = ch.clone();
            ch.heap = local;
            match by_component.iter_mut().find(|(k, _)| *k == (p, c)) {
                Some((_, list)) => list.push(ch),
                None => by_component.push(((p, c), vec![ch])),
            }
        }
        by_component.sort_by_key(|(k, _)| *k);
        let mut out = Vec::new();
        for ((p, c), local) in by_component {
            let part = self.parts.get(p)?;
            let comp = part.get(c)?;
            let known = texts.entry((p, c)).or_insert_with(|| {
                let mut board = comp.pieces().drawn();
                board.read_plays(&**comp);
                // The first text of a move offered several ways (a pin at either end).
                let mut known = HashMap::new();
                for play in board.plays {
                    if play.amount.is_none() && !play.text.is_empty() {
                        known.entry(changes_key(&play.changes)).or_insert(play.text);
                    }
                }
                known
            });
            let text = match known.get(&changes_key(&local)) {
                Some(t) => t.clone(),
                None => {
                    // The heap notation, when the game reads it as this very move.
                    let t = typed(&local);
                    let read = comp.parse_move(&t).ok()?;
                    let same = read.len() == local.len()
                        && read.iter().zip(&local).all(|(a, b)| same_change(a, b));
                    if t.is_empty() || !same {
                        return None;
                    }
                    t
                }
            };
            out.push(if part.len() > 1 {
                format!("{}: {}: {text}", p + 1, c + 1)
            } else {
                format!("{}: {text}", p + 1)
            });
        }
        (!out.is_empty()).then(|| out.join("; "))
    }
}

/// Two changes of one piece are the same move: the same sizes before and after, leaving
/// the same pieces (in any order: a pin knocked out third of four leaves what the second
/// does).
fn same_change(a: &HeapChange, b: &HeapChange) -> bool {
    let left = |c: &HeapChange| {
        let mut v: Vec<Nat> = c
            .becomes()
            .into_iter()
            .filter(|p| !num_traits::Zero::is_zero(p))
            .collect();
        v.sort();
        v
    };
    a.heap == b.heap && a.from == b.from && a.to == b.to && left(a) == left(b)
}

/// `listed` (a move of the compound) is the move `typed` names: the same pieces in the
/// same order, the same sizes before and after, and the same split where `typed` gives
/// one (a typed change without a split names a listed one that leaves a single row or
/// none).
fn same_move(listed: &[HeapChange], typed: &[HeapChange]) -> bool {
    listed.len() == typed.len()
        && listed.iter().zip(typed).all(|(l, t)| {
            l.heap == t.heap
                && l.from == t.from
                && l.to == t.to
                && match (&l.parts, &t.parts) {
                    (_, Some(_)) | (None, None) => l.parts == t.parts,
                    (Some(parts), None) => match parts.as_slice() {
                        [] => t.to == Nat::from(0u64),
                        [one] => *one == t.to,
                        _ => false,
                    },
                }
        })
}
