//! Products of impartial games: Conway's product `G × H` and the ordinal product
//! `G ⊛ H`, as CGSuite defines them for impartial games (`G.ConwayProduct(H)`,
//! `G.OrdinalProduct(H)`).
//!
//! * **Conway's product** (On Numbers and Games: the product of games, which on Nim heaps
//!   is the nim product of ch. 6): a move chooses an option `G′` of `G` and an option `H′`
//!   of `H` and leaves the disjunctive sum `G′×H + G×H′ + G′×H′`. Its Grundy value is the
//!   nim product of the factors' values, `value(G × H) = value(G) ⊗ value(H)`: by
//!   induction an option is worth `g′h ⊕ gh′ ⊕ g′h′` (`g = value(G)`, `g′` an option's
//!   value, products in the field of nimbers), every value below `g ⊗ h` is reached from
//!   the options of values below `g` and `h` (the definition of the nim product), and
//!   `g′h ⊕ gh′ ⊕ g′h′ = gh` would mean `(g ⊕ g′)(h ⊕ h′) = 0`, impossible as `g′ ≠ g`
//!   and `h′ ≠ h`. A position reached is a sum of such products, written
//!   `conway-product(G₁, H₁, G₂, H₂, …)` (= `G₁×H₁ + G₂×H₂ + …`); a product one of whose
//!   factors has no move has no move either and is dropped from the sum (the game is
//!   the same).
//! * **The ordinal product** (CGSuite's documentation of `Game.OrdinalProduct`, built on
//!   the ordinal sum `A : B` of On Numbers and Games): a move chooses `G′` and `H′` and
//!   leaves the ordinal sum `(G ⊛ H′) : G′` — base `G ⊛ H′`, subordinate `G′`. A move in
//!   that base chooses again (`G` itself never changes) and deletes the subordinate; a
//!   move in the subordinate leaves the base. Such a position is written
//!   `ordinal-product(G, H, S)` (= `(G ⊛ H) : S`). On Nim heaps `*a ⊛ *b = *(a·b)`: the
//!   options `*(a·b′) : *a′ = *(a·b′ + a′)` take every value below `a·b` and no other.
//!   For other games its value depends on the form of `G`, not only on its value, and
//!   it is computed from the definition over the followers of `G` and `H`
//!   ([`Product`]'s [`Valuation`]).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let o = AnalyzeOptions::default();
//! let r = analyze(&parse_position("conway-product(4, 4)").unwrap(), &o).unwrap();
//! assert_eq!(r.value, Some(6u8.into())); // *4 × *4 = *6
//! let r = analyze(&parse_position("ordinal-product(3, 5)").unwrap(), &o).unwrap();
//! assert_eq!(r.value, Some(15u8.into())); // *3 ⊛ *5 = *15
//! ```

use super::part_text;
use crate::component::search::{PositionGame, SearchState};
use crate::component::HeapChange;
use crate::component::{AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, Refusal};
use crate::component::{Moves, Search, Valuation, Words};
use crate::component::{SearchSize, SearchStep, Valued};
use crate::i18n::{msg, Lang};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::reasoning::{Reasoning, Standing, Step};
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The registry's entry for `conway-product(G, H)`.
pub static CONWAY_PRODUCT: GameSpec = GameSpec {
    names: &["conway-product"],
    matches: None,
    syntax: "conway-product(G, H)",
    example: "conway-product(2, kayles 2)",
    examples: &[],
    about_id: "about-conway-product",
    syntax_id: "syntax-conway-product",
    parse,
    whole_position: false,
};

/// The registry's entry for `ordinal-product(G, H)`.
pub static ORDINAL_PRODUCT: GameSpec = GameSpec {
    names: &["ordinal-product"],
    matches: None,
    syntax: "ordinal-product(G, H)",
    example: "ordinal-product(2 1, kayles 2)",
    examples: &[],
    about_id: "about-ordinal-product",
    syntax_id: "syntax-ordinal-product",
    parse,
    whole_position: false,
};

/// The most moves of a product looked at one by one to list its moves to a value.
pub const PRODUCT_MOVE_LIMIT: usize = 100_000;

/// Which product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProductKind {
    /// Conway's product: options `G′×H + G×H′ + G′×H′`.
    Conway,
    /// The ordinal product: options `(G ⊛ H′) : G′`.
    Ordinal,
}

impl ProductKind {
    /// The name in the position language.
    pub fn name(self) -> &'static str {
        match self {
            ProductKind::Conway => "conway-product",
            ProductKind::Ordinal => "ordinal-product",
        }
    }
}

/// A product of positions: Conway's, a sum of products `G₁×H₁ + G₂×H₂ + …` (its parts
/// `G₁, H₁, G₂, H₂, …`), or the ordinal product `(G ⊛ H) : S` (its parts `G, H` and
/// the subordinate `S` when there is one).
///
/// ```
/// use grundy::component::Component;
/// let p = grundy::parse_position("conway-product(2, kayles 2)").unwrap();
/// assert_eq!(p.components[0].name(), "conway-product(2, kayles 2)");
/// assert_eq!(p.components[0].piece_count(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Product {
    kind: ProductKind,
    parts: Vec<Vec<AnyComponent>>,
}

/// A move of one part: its changes (numbered as the product numbers its pieces) and the
/// part's state after it.
struct PartMove {
    changes: Vec<HeapChange>,
    after: Vec<Vec<u64>>,
}

/// The states of a part's components (`None` when one is not searchable).
fn part_state(part: &[AnyComponent]) -> Option<Vec<Vec<u64>>> {
    part.iter().map(|c| c.search_state()).collect()
}

fn pieces(part: &[AnyComponent]) -> usize {
    part.iter().map(|c| c.piece_count()).sum()
}

/// Every move of a part (rules `rules`, states `states`), its pieces numbered from `at`.
fn moves_of(rules: &[AnyComponent], states: &[Vec<u64>], mut at: usize) -> Vec<PartMove> {
    let mut out = Vec::new();
    for (ci, (rule, s)) in rules.iter().zip(states).enumerate() {
        for step in rule.search_moves(s) {
            let mut after = states.to_vec();
            if let Some(a) = after.get_mut(ci) {
                *a = step.after;
            }
            let changes = step
                .changes
                .into_iter()
                .map(|mut c| {
                    c.heap += at;
                    c
                })
                .collect();
            out.push(PartMove { changes, after });
        }
        at += rule.piece_count();
    }
    out
}

/// Whether a part at `states` has no move. A component whose moves are estimated at more
/// than [`DEAD_CHECK_LIMIT`] has some, and is not listed: without the bound a heap of
/// 2.8·10^11 in `conway-product(1, kayles 277777777777)` had every option made first
/// (found by the `moves` fuzz target: 738 MB and a timeout).
fn dead(rules: &[AnyComponent], states: &[Vec<u64>]) -> bool {
    rules
        .iter()
        .zip(states)
        .all(|(r, s)| r.each_search_move(s, DEAD_CHECK_LIMIT, &mut |_| false))
}

/// The most moves [`dead`] lists of one component to see that it has one.
const DEAD_CHECK_LIMIT: f64 = 1e6;

/// Whether a part (its components as they are) has no move: each is searchable and has
/// none.
fn part_dead(part: &[AnyComponent]) -> bool {
    part_state(part).is_some_and(|s| dead(part, &s))
}

fn encode_part(out: &mut Vec<u64>, part: &[Vec<u64>]) {
    for s in part {
        out.push(s.len() as u64);
        out.extend_from_slice(s);
    }
}

fn decode_part(it: &mut impl Iterator<Item = u64>, n: usize) -> Vec<Vec<u64>> {
    (0..n)
        .map(|_| {
            let len = it.next().unwrap_or(0);
            (0..len).map(|_| it.next().unwrap_or(0)).collect()
        })
        .collect()
}

fn canonical_part(rules: &[AnyComponent], states: &[Vec<u64>]) -> Vec<Vec<u64>> {
    rules
        .iter()
        .zip(states)
        .map(|(r, s)| r.canonical_state(s))
        .collect()
}

/// A term of a Conway product's state: which of the written terms gives its rules, and
/// its two factors' states.
type Term = (usize, Vec<Vec<u64>>, Vec<Vec<u64>>);

fn parse(
    head: &Head,
    sizes: &[SizeToken],
    read: &mut ReadFile,
) -> Result<AnyComponent, ParseError> {
    let kind = match head.name.as_str() {
        "conway-product" => ProductKind::Conway,
        _ => ProductKind::Ordinal,
    };
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-compound-parts-inside")));
    }
    let example = match kind {
        ProductKind::Conway => "conway-product(2, kayles 3)",
        ProductKind::Ordinal => "ordinal-product(2, kayles 3)",
    };
    let args = head.args_or(example)?;
    match kind {
        ProductKind::Conway if args.len() % 2 != 0 => {
            return Err(head.error(msg!("parse-conway-product-pairs")));
        }
        ProductKind::Ordinal if !(2..=3).contains(&args.len()) => {
            return Err(head.error(msg!("parse-ordinal-product-parts")));
        }
        _ => {}
    }
    let mut parts = Vec::new();
    for arg in args {
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
    Ok(AnyComponent::new(Product::new(kind, parts)))
}

impl Product {
    /// The product `kind` of `parts` (Conway's: `G₁, H₁, G₂, H₂, …`, a product with a
    /// factor that has no move dropped; ordinal: `G, H` and maybe `S`, a subordinate
    /// with no move dropped — either way the game has the same moves).
    pub fn new(kind: ProductKind, mut parts: Vec<Vec<AnyComponent>>) -> Self {
        match kind {
            ProductKind::Conway => {
                let mut kept = Vec::new();
                let mut it = parts.into_iter();
                while let (Some(g), Some(h)) = (it.next(), it.next()) {
                    if !part_dead(&g) && !part_dead(&h) {
                        kept.push(g);
                        kept.push(h);
                    }
                }
                parts = kept;
            }
            ProductKind::Ordinal => {
                parts.resize_with(parts.len().max(2), Vec::new);
                parts.truncate(3);
                // A subordinate with no move changes nothing (the same moves).
                if parts.get(2).is_some_and(|s| s.is_empty() || part_dead(s)) {
                    parts.truncate(2);
                }
            }
        }
        Product { kind, parts }
    }

    /// Which product.
    pub fn kind(&self) -> ProductKind {
        self.kind
    }

    /// The parts as written.
    pub fn parts(&self) -> &[Vec<AnyComponent>] {
        &self.parts
    }

    fn part(&self, p: usize) -> &[AnyComponent] {
        self.parts.get(p).map_or(&[][..], |x| x)
    }

    /// The piece `i` of the product: (part, component, piece inside it).
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

    /// `changes` grouped by part and component, each numbered inside its component.
    fn grouped(&self, changes: &[HeapChange]) -> Vec<Vec<Vec<HeapChange>>> {
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
        grouped
    }

    /// The terms of a Conway product's state.
    fn decode_terms(&self, state: &[u64]) -> Vec<Term> {
        let mut it = state.iter().copied();
        let n = it.next().unwrap_or(0);
        let written = self.parts.len() / 2;
        let mut out = Vec::new();
        for _ in 0..n {
            let r = it.next().unwrap_or(0) as usize;
            if r >= written {
                break;
            }
            let g = decode_part(&mut it, self.part(2 * r).len());
            let h = decode_part(&mut it, self.part(2 * r + 1).len());
            out.push((r, g, h));
        }
        out
    }

    fn encode_terms(terms: &[Term]) -> Vec<u64> {
        let mut out = vec![terms.len() as u64];
        for (r, g, h) in terms {
            out.push(*r as u64);
            encode_part(&mut out, g);
            encode_part(&mut out, h);
        }
        out
    }

    /// The rules of an ordinal product's subordinate by its tag: 1 the written one, 2
    /// `G`'s (a subordinate a move made).
    fn sub_rules(&self, tag: u64) -> &[AnyComponent] {
        match tag {
            1 => self.part(2),
            2 => self.part(0),
            _ => &[],
        }
    }

    /// An ordinal product's state: its tag (0: no subordinate), `H`'s state, the
    /// subordinate's.
    fn decode_ordinal(&self, state: &[u64]) -> (u64, Vec<Vec<u64>>, Vec<Vec<u64>>) {
        let mut it = state.iter().copied();
        let tag = it.next().unwrap_or(0).min(2);
        let k = decode_part(&mut it, self.part(1).len());
        let s = decode_part(&mut it, self.sub_rules(tag).len());
        (tag, k, s)
    }

    fn encode_ordinal(tag: u64, k: &[Vec<u64>], s: &[Vec<u64>]) -> Vec<u64> {
        let mut out = vec![tag];
        encode_part(&mut out, k);
        encode_part(&mut out, s);
        out
    }

    fn conway_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let terms = self.decode_terms(state);
        let mut out = Vec::new();
        let mut at = 0;
        for (j, (r, g, h)) in terms.iter().enumerate() {
            let (gr, hr) = (self.part(2 * r), self.part(2 * r + 1));
            let (g_at, h_at) = (at, at + pieces(gr));
            at = h_at + pieces(hr);
            let gm = moves_of(gr, g, g_at);
            if gm.is_empty() {
                continue;
            }
            let hm = moves_of(hr, h, h_at);
            let g_dead: Vec<bool> = gm.iter().map(|m| dead(gr, &m.after)).collect();
            let h_dead: Vec<bool> = hm.iter().map(|m| dead(hr, &m.after)).collect();
            for (a, &ad) in gm.iter().zip(&g_dead) {
                for (b, &bd) in hm.iter().zip(&h_dead) {
                    let mut next: Vec<Term> = terms.iter().take(j).cloned().collect();
                    if !ad {
                        next.push((*r, a.after.clone(), h.clone()));
                    }
                    if !bd {
                        next.push((*r, g.clone(), b.after.clone()));
                    }
                    if !ad && !bd {
                        next.push((*r, a.after.clone(), b.after.clone()));
                    }
                    next.extend(terms.iter().skip(j + 1).cloned());
                    let mut changes = a.changes.clone();
                    changes.extend(b.changes.iter().cloned());
                    out.push(SearchStep {
                        changes,
                        after: Self::encode_terms(&next),
                    });
                }
            }
        }
        out
    }

    fn ordinal_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let (tag, k, s) = self.decode_ordinal(state);
        let g_rules = self.part(0);
        let g = part_state(g_rules).unwrap_or_default();
        let g_at = pieces(g_rules);
        let k_at = g_at + pieces(self.part(1));
        let mut out = Vec::new();
        let gm = moves_of(g_rules, &g, 0);
        if !gm.is_empty() {
            for b in moves_of(self.part(1), &k, g_at) {
                for a in &gm {
                    let mut changes = a.changes.clone();
                    changes.extend(b.changes.iter().cloned());
                    out.push(SearchStep {
                        changes,
                        after: Self::encode_ordinal(2, &b.after, &a.after),
                    });
                }
            }
        }
        if tag != 0 {
            for m in moves_of(self.sub_rules(tag), &s, k_at) {
                out.push(SearchStep {
                    changes: m.changes,
                    after: Self::encode_ordinal(tag, &k, &m.after),
                });
            }
        }
        out
    }

    /// The product after the move `changes`.
    fn after(&self, changes: &[HeapChange]) -> Product {
        let grouped = self.grouped(changes);
        let moved = |p: usize| {
            grouped
                .get(p)
                .is_some_and(|g| g.iter().any(|m| !m.is_empty()))
        };
        let applied = |p: usize| -> Vec<AnyComponent> {
            self.part(p)
                .iter()
                .zip(grouped.get(p).into_iter().flatten())
                .map(|(c, m)| if m.is_empty() { c.clone() } else { c.apply(m) })
                .collect()
        };
        match self.kind {
            ProductKind::Conway => {
                let Some(j) = (0..self.parts.len() / 2).find(|&j| moved(2 * j)) else {
                    return self.clone();
                };
                if !moved(2 * j + 1) {
                    return self.clone();
                }
                let (g, h) = (self.part(2 * j).to_vec(), self.part(2 * j + 1).to_vec());
                let (g2, h2) = (applied(2 * j), applied(2 * j + 1));
                let mut parts: Vec<Vec<AnyComponent>> =
                    self.parts.iter().take(2 * j).cloned().collect();
                parts.extend([g2.clone(), h, g, h2.clone(), g2, h2]);
                parts.extend(self.parts.iter().skip(2 * j + 2).cloned());
                Product::new(ProductKind::Conway, parts)
            }
            ProductKind::Ordinal => {
                if moved(0) {
                    let parts = vec![self.part(0).to_vec(), applied(1), applied(0)];
                    Product::new(ProductKind::Ordinal, parts)
                } else if moved(2) {
                    let parts = vec![self.part(0).to_vec(), self.part(1).to_vec(), applied(2)];
                    Product::new(ProductKind::Ordinal, parts)
                } else {
                    self.clone()
                }
            }
        }
    }
}

impl Component for Product {
    fn name(&self) -> String {
        let parts: Vec<String> = self.parts.iter().map(|p| part_text(p)).collect();
        let parts = if parts.is_empty() {
            "0, 0".to_string()
        } else {
            parts.join(", ")
        };
        format!("{}({parts})", self.kind.name())
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.parts.iter().map(|p| pieces(p)).sum()
    }

    fn piece(&self, i: usize) -> Nat {
        self.locate(i)
            .and_then(|(p, c, local)| Some(self.parts.get(p)?.get(c)?.piece(local)))
            .unwrap_or_default()
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(self.after(changes))
    }

    /// Every piece of every part as a row of counters, each part in a labelled frame
    /// under the product's rule; every legal move offered by clicking the counters it
    /// takes in both factors when there are at most
    /// [`MAX_PLAYS`](crate::component::board::MAX_PLAYS), else a move made by clicking
    /// a counter in each factor.
    fn pieces_in(&self, lang: Lang) -> crate::component::Pieces {
        use crate::component::{Clicks, Group, Pieces};
        use crate::i18n::t;
        let board = match super::board_moves(self) {
            Some(moves) => {
                let moves = moves.into_iter().map(|m| (super::typed(&m), m)).collect();
                Pieces::heaps_of_in(self, lang)
                    .taking_plays_in(moves, &super::split_rows(&self.parts))
            }
            None => Pieces::heaps_of_in(self, lang),
        };
        let board = if board.plays.is_empty() {
            Pieces::heaps_of_in(self, lang).clicked(Clicks::Several(self.piece_count().max(1)))
        } else {
            board
        };
        let mut first = 0;
        let groups = self
            .parts
            .iter()
            .enumerate()
            .map(|(p, part)| {
                let n = pieces(part);
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
            ProductKind::Conway => "board-product-rule-conway",
            ProductKind::Ordinal => "board-product-rule-ordinal",
        };
        board.grouped(t!(lang, rule), groups)
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl Search for Product {
    fn search_state(&self) -> Option<Vec<u64>> {
        match self.kind {
            ProductKind::Conway => {
                let mut terms = Vec::new();
                for (r, pair) in self.parts.chunks(2).enumerate() {
                    let g = part_state(pair.first().map_or(&[][..], |x| x))?;
                    let h = part_state(pair.get(1).map_or(&[][..], |x| x))?;
                    terms.push((r, g, h));
                }
                Some(Self::encode_terms(&terms))
            }
            ProductKind::Ordinal => {
                part_state(self.part(0))?;
                let k = part_state(self.part(1))?;
                let (tag, s) = match self.parts.get(2) {
                    Some(s) => (1, part_state(s)?),
                    None => (0, Vec::new()),
                };
                Some(Self::encode_ordinal(tag, &k, &s))
            }
        }
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        match self.kind {
            ProductKind::Conway => self.conway_moves(state),
            ProductKind::Ordinal => self.ordinal_moves(state),
        }
    }

    /// Each component's own key in place; the products of a sum in order.
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        match self.kind {
            ProductKind::Conway => {
                let mut keys: Vec<Vec<u64>> = self
                    .decode_terms(state)
                    .into_iter()
                    .map(|(r, g, h)| {
                        let g = canonical_part(self.part(2 * r), &g);
                        let h = canonical_part(self.part(2 * r + 1), &h);
                        let mut key = vec![r as u64];
                        encode_part(&mut key, &g);
                        encode_part(&mut key, &h);
                        key
                    })
                    .collect();
                keys.sort();
                let mut out = vec![keys.len() as u64];
                out.extend(keys.into_iter().flatten());
                out
            }
            ProductKind::Ordinal => {
                let (tag, k, s) = self.decode_ordinal(state);
                let k = canonical_part(self.part(1), &k);
                let s = canonical_part(self.sub_rules(tag), &s);
                Self::encode_ordinal(tag, &k, &s)
            }
        }
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let size = |rules: &[AnyComponent], states: &[Vec<u64>]| {
            let mut s = 1.0f64;
            let mut b = 0.0f64;
            for (r, st) in rules.iter().zip(states) {
                let z = r.search_size(st);
                s *= z.states.max(1.0);
                b += z.branching;
            }
            (s, b)
        };
        match self.kind {
            ProductKind::Conway => {
                // A position is a multiset of pairs of followers: bounded by 2 to the
                // number of pairs (a crude bound; the solver's own limit stops it).
                let mut pairs = 0.0f64;
                let mut branching = 0.0f64;
                for (r, g, h) in self.decode_terms(state) {
                    let (sg, bg) = size(self.part(2 * r), &g);
                    let (sh, bh) = size(self.part(2 * r + 1), &h);
                    pairs += sg * sh;
                    branching += bg * bh;
                }
                SearchSize {
                    states: 2f64.powf(pairs.min(1000.0)),
                    branching: branching * pairs.max(1.0),
                }
            }
            ProductKind::Ordinal => {
                let (tag, k, s) = self.decode_ordinal(state);
                let g = part_state(self.part(0)).unwrap_or_default();
                let (sg, bg) = size(self.part(0), &g);
                let (sk, bk) = size(self.part(1), &k);
                let (ss, bs) = size(self.sub_rules(tag), &s);
                SearchSize {
                    states: sk * (sg + ss + 1.0),
                    branching: bg * bk + bg.max(bs),
                }
            }
        }
    }
}

/// The reasoning for a product, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProductReasoning {
    /// `conway-product` or `ordinal-product`.
    pub product: String,
    /// Conway's product: each product of the sum, its factors and their values.
    pub terms: Vec<ProductTerm>,
    /// The ordinal product: its factors `G` and `H`, and the subordinate `S` if any.
    pub factors: Vec<String>,
    /// The ordinal product: how many distinct values the options of its base
    /// `G ⊛ H` have.
    pub base_option_values: usize,
    /// The ordinal product: the positions its value was computed over (pairs of
    /// followers of `H` and `G`).
    pub table: usize,
    /// The Grundy value.
    #[serde(serialize_with = "crate::nat::json::serialize")]
    pub value: Nat,
}

/// One product `G × H` of a sum of Conway products.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProductTerm {
    /// `G`, in the position language.
    pub left: String,
    /// Its Grundy value.
    #[serde(serialize_with = "crate::nat::json::serialize")]
    pub left_value: Nat,
    /// `H`, in the position language.
    pub right: String,
    /// Its Grundy value.
    #[serde(serialize_with = "crate::nat::json::serialize")]
    pub right_value: Nat,
    /// Their nim product.
    #[serde(serialize_with = "crate::nat::json::serialize")]
    pub product: Nat,
}

impl Reasoning for ProductReasoning {
    fn kind(&self) -> &'static str {
        "product"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> crate::explanation::Explanation {
        use crate::explanation::{explanation, Align, Table};
        use crate::i18n::t;
        let _ = standing;
        let verdict = if self.value.is_zero() {
            t!(lang, "compound-verdict-p")
        } else {
            t!(lang, "compound-verdict-n")
        };
        if self.product == ProductKind::Conway.name() {
            let mut e = explanation(&t!(lang, "product-conway-title"));
            e.paragraphs.push(t!(
                lang,
                "product-conway-rule",
                value = self.value.to_string(),
                verdict = &verdict
            ));
            let (g, gv, h, hv, p) = (
                t!(lang, "col-product-left"),
                t!(lang, "col-product-left-value"),
                t!(lang, "col-product-right"),
                t!(lang, "col-product-right-value"),
                t!(lang, "col-product-nim-product"),
            );
            let mut table = Table::new(&[
                (&g, Align::Left),
                (&gv, Align::Right),
                (&h, Align::Left),
                (&hv, Align::Right),
                (&p, Align::Right),
            ]);
            for term in &self.terms {
                table.push(vec![
                    term.left.clone(),
                    term.left_value.to_string(),
                    term.right.clone(),
                    term.right_value.to_string(),
                    term.product.to_string(),
                ]);
            }
            e.table = Some(table);
            e
        } else {
            let mut e = explanation(&t!(lang, "product-ordinal-title"));
            let f = |i: usize| self.factors.get(i).cloned().unwrap_or_default();
            e.paragraphs.push(t!(
                lang,
                "product-ordinal-rule",
                g = f(0),
                h = f(1),
                count = self.base_option_values,
                table = self.table,
                value = self.value.to_string(),
                verdict = &verdict
            ));
            if self.factors.len() > 2 {
                e.paragraphs
                    .push(t!(lang, "product-ordinal-subordinate", s = f(2)));
            }
            e
        }
    }
}

impl Valuation for Product {
    /// Conway's product by the nim product of its factors' values; the ordinal product
    /// from its definition over the followers of its factors.
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        match self.kind {
            ProductKind::Conway => conway_value(self, options),
            ProductKind::Ordinal => ordinal_value(self, options),
        }
    }

    /// Every move is looked at (at most [`PRODUCT_MOVE_LIMIT`]), the position after it
    /// valued as [`Valuation::value`] does; moves that leave the same position are
    /// listed once.
    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let state = self
            .search_state()
            .ok_or_else(|| failed("reason-product-part-not-searchable"))?;
        if self.search_size(&state).branching > PRODUCT_MOVE_LIMIT as f64 * 16.0 {
            return Err(failed("reason-product-too-many-moves"));
        }
        let steps = self.search_moves(&state);
        if steps.len() > PRODUCT_MOVE_LIMIT {
            return Err(failed("reason-product-too-many-moves"));
        }
        let owned;
        let memo = match self.kind {
            ProductKind::Conway => None,
            ProductKind::Ordinal => match valued.memo::<OrdinalMemo>() {
                Some(m) => Some(m),
                None => {
                    owned = ordinal_value(self, options)?;
                    owned.memo::<OrdinalMemo>()
                }
            },
        };
        let mut seen = HashSet::new();
        let mut count = Nat::zero();
        let mut moves = Vec::new();
        for step in steps {
            options.cancel.check()?;
            let v = match memo {
                Some(m) => Nat::from(
                    self.ordinal_after(m, &step.after)
                        .ok_or_else(|| failed("reason-product-too-large"))?,
                ),
                None => conway_value(&self.after(&step.changes), options)?.value,
            };
            if v == *target && seen.insert(self.after(&step.changes).name()) {
                count += 1u8;
                if moves.len() < room {
                    moves.push(step.changes);
                }
            }
        }
        Ok(Counted {
            count: Ok(count),
            moves,
        })
    }

    fn results_are_distinct(&self) -> bool {
        true
    }
}

impl Words for Product {
    /// Each part's move in its own game's words, and what the product leaves.
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: Lang) -> String {
        use crate::i18n::t;
        let grouped = self.grouped(changes);
        let mut words = Vec::new();
        for (p, comps) in grouped.iter().enumerate() {
            for (c, m) in comps.iter().enumerate() {
                if m.is_empty() {
                    continue;
                }
                let Some(comp) = self.parts.get(p).and_then(|x| x.get(c)) else {
                    continue;
                };
                let part = (p + 1).to_string();
                let text = comp.describe_in(m, lang);
                words.push(if self.part(p).len() > 1 {
                    t!(
                        lang,
                        "move-part-named",
                        part = part,
                        name = comp.name(),
                        text = text
                    )
                } else {
                    t!(lang, "move-part", part = part, text = text)
                });
            }
        }
        let mut text = words.join("; ");
        let base_moved = grouped
            .first()
            .is_some_and(|g| g.iter().any(|m| !m.is_empty()));
        let tail = match self.kind {
            ProductKind::Conway => Some(t!(lang, "move-conway-product-split")),
            ProductKind::Ordinal if base_moved => Some(t!(lang, "move-ordinal-product-base")),
            ProductKind::Ordinal => None,
        };
        if let Some(tail) = tail {
            text.push_str(" — ");
            text.push_str(&tail);
        }
        text
    }
}

impl Moves for Product {
    /// A change in a piece of each factor, `1 2, 2 1`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![
            crate::component::notation::Form::Take,
            crate::component::notation::Form::Several,
        ]
    }

    /// Reads a move in heap notation (`1 2, 2 1`: a change in a piece of each factor) and
    /// answers the legal move it names ([`Moves::check_move`]'s search move).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, crate::component::MoveError> {
        use crate::component::notation;
        let changes = notation::read_heap_moves(self, text, "heap")?;
        notation::check_pieces(self, &changes)?;
        self.named_move(&changes)
    }

    /// A legal move: the same changes as one of the search moves, in any order, a heap
    /// left whole written as its size or as its one part, a heap taken whole as 0 or as
    /// no part.
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), crate::component::MoveError> {
        self.named_move(changes).map(|_| ())
    }
}

impl Product {
    /// The search move that `changes` names (see [`Moves::check_move`]).
    fn named_move(
        &self,
        changes: &[HeapChange],
    ) -> Result<Vec<HeapChange>, crate::component::MoveError> {
        use crate::component::notation;
        let key = |cs: &[HeapChange]| {
            let mut k: Vec<(usize, Nat, Vec<Nat>)> = cs
                .iter()
                .map(|c| {
                    // (a heap taken whole is no heap left, however it is written)
                    let left: Vec<Nat> = c
                        .becomes()
                        .into_iter()
                        .filter(|n| *n != Nat::default())
                        .collect();
                    (c.heap, c.from.clone(), left)
                })
                .collect();
            k.sort();
            k
        };
        let wanted = key(changes);
        notation::listed_moves(self)?
            .into_iter()
            .find(|m| key(m) == wanted)
            .ok_or_else(|| {
                notation::illegal(crate::i18n::msg!(
                    "reason-not-a-legal-move",
                    game = self.name()
                ))
            })
    }
}

mod value;
use value::*;

#[cfg(test)]
mod tests;
