//! Geography (undirected vertex geography): `geography(0-1 1-2 2-0 2-3 @0)` — a graph and
//! a token on its start vertex; a move slides the token along an edge to a vertex never
//! visited; visited vertices (the start too) are gone; whoever cannot move loses (normal
//! play).
//!
//! **The rules** are those of *undirected vertex geography* (Fraenkel, Scheinerman and
//! Ullman, "Undirected edge geography", 1993, which also treats the vertex version): the
//! children's word game where each word starts with the last letter of the one before,
//! played on a graph. The first player wins exactly when every maximum matching of the
//! graph covers the start vertex — a theorem the tests check against the search.
//!
//! **The graph** is written as for Node Kayles ([`crate::games::node_kayles`]): edges
//! `u-v` and lone vertices `v`, separated by spaces or commas (vertices from 0 to 999999,
//! at most 1000 vertices and 2000 edges, no self-loop), with the token's vertex after an
//! `@`: `@0`. The start must be a vertex of the graph. A position is written back with
//! the visited vertices removed and `@` last, so `parse(display(p)) == p`:
//! `geography(0-1 1-2 @0)`, after the token goes to 1, is `geography(1-2 @1)`.
//!
//! **Pieces and moves.** The pieces are the vertices, in increasing order, each of size
//! 1 and the token's of size 2; a move changes the token's vertex from 2 to 0 (it is
//! visited) and the vertex it goes to from 1 to 2. In play a move is the vertex the token
//! goes to: `1` (or `v1`, or the edge `0-1`); in a sum, `1: 1`.
//!
//! **Value.** By a memoised search over the token's vertex and the vertices it can still
//! reach (the start's connected part may have at most
//! [`MAX_PART`] vertices); past the analysis' search limit of positions
//! it refuses, and it watches the analysis' cancel.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // A triangle with a tail at 2. From 0, going to 2 loses (the reply 1 is a dead end);
//! // going to 1 wins: the reply is forced to 2, then 3 ends the game.
//! let p = parse_position("geography(0-1 1-2 2-0 2-3 @0)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! assert_eq!(r.winning_moves.len(), 1);
//! assert_eq!(r.winning_moves[0].description, "move the token from 0 to 1");
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("geography(1-2 2-3 @1)"));
//! // Moves name the vertex the token goes to.
//! let m = grundy::play::parse_move(&p, "2").unwrap();
//! assert_eq!(grundy::play::apply(&p, &m).to_string(), "geography(1-2 2-3 @2)");
//! ```

mod walk;

#[cfg(test)]
mod tests;

grundy_core::words! {
    owner: "geography",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::board::layout;
use crate::component::notation::unreadable;
use crate::component::{
    AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, HeapChange, Kind, MoveError, Piece,
    Pieces, Refusal, SearchSize, SearchStep, Shape, Valued,
};
use crate::component::{Moves, Search, Valuation, Words};
use crate::games::node_kayles::graph::{self, Graph};
use crate::games::node_kayles::{circle_picture, listing};
use crate::i18n::{msg, t, Lang, Message};
use crate::language::{arg_words, Arg, Head, ParseError, ReadFile, SizeToken};
use crate::reasoning::{SearchReasoning, Step};
use crate::Nat;
use num_traits::ToPrimitive;
use std::sync::{Arc, Mutex};
use walk::Walk;
pub use walk::MAX_PART;

const EXAMPLE: &str = "geography(0-1 1-2 2-0 2-3 @0)";

/// The registry's entry for Geography.
pub static SPEC: GameSpec = GameSpec {
    names: &["geography"],
    matches: None,
    syntax: "geography(u-v … @START)",
    example: EXAMPLE,
    examples: &[
        ("geography(0-1 1-2 2-3 3-4 @0)", "example-geography-1"),
        (
            "geography(0-1 1-2 2-3 3-4 4-5 5-0 0-6 @6)",
            "example-geography-2",
        ),
        (
            "geography(0-1 0-2 0-3 1-4 2-5 3-6 4-7 5-7 6-7 @0)",
            "example-geography-3",
        ),
    ],
    about_id: "about-geography",
    syntax_id: "syntax-geography",
    parse,
    whole_position: false,
};

/// The catalogue id of the words of the search reasoning (this folder's `locales/<lang>.ftl`).
const REASON: &str = "engine-search-geography";

/// Why a graph and a start are not a Geography position.
///
/// ```
/// use grundy::games::geography::{Geography, GeographyError};
/// assert_eq!(Geography::new(&[], &[(0, 1)], 5).unwrap_err(), GeographyError::StartNotAVertex(5));
/// assert!(Geography::new(&[], &[(0, 1)], 0).is_ok());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum GeographyError {
    /// The graph itself is refused.
    Graph(#[from] graph::GraphError),
    /// No `@START`.
    NoStart,
    /// Two `@`s.
    TwoStarts(u32, u32),
    /// What follows `@` is not a vertex number.
    BadStart,
    /// The start is not a vertex of the graph.
    StartNotAVertex(u32),
}

impl GeographyError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    pub fn message(&self) -> Message {
        match self {
            Self::Graph(e) => Message::said(e),
            Self::NoStart => msg!("parse-geography-no-start", example = EXAMPLE),
            Self::TwoStarts(a, b) => msg!("parse-geography-two-starts", first = *a, second = *b),
            Self::BadStart => msg!("parse-geography-bad-start", max = graph::MAX_VERTEX),
            Self::StartNotAVertex(v) => msg!("parse-geography-start-not-a-vertex", vertex = *v),
        }
    }
}

impl crate::i18n::errors::Localized for GeographyError {
    fn message_in(&self, lang: Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(GeographyError);

/// A Geography position: a graph and the token's vertex (see the module docs).
///
/// ```
/// use grundy::games::geography::Geography;
/// use grundy::AnyComponent;
/// let g = Geography::new(&[7], &[(0, 1), (2, 1)], 1).unwrap();
/// assert_eq!((g.vertices(), g.start()), (&[0, 1, 2, 7][..], 1));
/// assert_eq!(AnyComponent::new(g).to_string(), "geography(0-1 1-2 7 @1)");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Geography {
    graph: Graph,
    /// The token's vertex, an index into the graph's vertices.
    at: usize,
    /// Each vertex's neighbours, as indices.
    adjacency: Vec<Vec<usize>>,
}

impl std::fmt::Debug for Geography {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Geography({})", self.write())
    }
}

impl Geography {
    /// The graph with these edges and these vertices besides their ends, the token on
    /// `start`. Refused: a graph Node Kayles would refuse, a start that is not a vertex.
    pub fn new(vertices: &[u32], edges: &[(u32, u32)], start: u32) -> Result<Self, GeographyError> {
        graph::check_graph(vertices, edges)?;
        let g = Graph::new(vertices.iter().copied(), edges.iter().copied());
        Self::from_graph(g, start)
    }

    fn from_graph(graph: Graph, start: u32) -> Result<Self, GeographyError> {
        let at = graph
            .index_of(start)
            .ok_or(GeographyError::StartNotAVertex(start))?;
        let adjacency = graph.adjacency();
        Ok(Geography {
            graph,
            at,
            adjacency,
        })
    }

    /// The vertices, in increasing order (piece `i` is the `i`-th).
    pub fn vertices(&self) -> &[u32] {
        self.graph.vertices()
    }

    /// The edges, in increasing order, each with its smaller end first.
    pub fn edges(&self) -> &[(u32, u32)] {
        self.graph.edges()
    }

    /// The token's vertex.
    pub fn start(&self) -> u32 {
        self.label_of(self.at)
    }

    fn label_of(&self, i: usize) -> u32 {
        self.graph.vertices().get(i).copied().unwrap_or_default()
    }

    fn write(&self) -> String {
        format!("{} @{}", self.graph.write(), self.start())
    }

    fn neighbours(&self, i: usize) -> &[usize] {
        self.adjacency.get(i).map_or(&[], Vec::as_slice)
    }

    /// The move of the token from vertex `from` to vertex `to` (indices).
    fn changes(from: usize, to: usize) -> Vec<HeapChange> {
        vec![
            HeapChange::new(from, Nat::from(2u8), Nat::from(0u8)),
            HeapChange::new(to, Nat::from(1u8), Nat::from(2u8)),
        ]
    }

    /// The start's connected part: its vertices (indices of the graph, the start first)
    /// and its adjacency as bit sets of their places in that list; refused past
    /// [`MAX_PART`] vertices.
    fn part(&self) -> Result<(Vec<usize>, Vec<u128>), Refusal> {
        let mut order = vec![self.at];
        let mut place = vec![usize::MAX; self.graph.vertices().len()];
        if let Some(p) = place.get_mut(self.at) {
            *p = 0;
        }
        let mut next = 0;
        while let Some(&v) = order.get(next) {
            next += 1;
            for &w in self.neighbours(v) {
                if let Some(p) = place.get_mut(w).filter(|p| **p == usize::MAX) {
                    *p = order.len();
                    order.push(w);
                }
            }
        }
        if order.len() > MAX_PART {
            return Err(Refusal::TooLarge {
                what: msg!("reason-geography-part", count = order.len()),
                limit: MAX_PART as u64,
            });
        }
        let adjacency = order
            .iter()
            .map(|&v| {
                self.neighbours(v)
                    .iter()
                    .filter_map(|&w| place.get(w))
                    .fold(0u128, |set, &p| set | (1u128 << p))
            })
            .collect();
        Ok((order, adjacency))
    }

    /// Every vertex of the part but the start, as a bit set.
    fn all_but_start(count: usize) -> u128 {
        if count >= 128 {
            !1u128
        } else {
            ((1u128 << count) - 1) & !1u128
        }
    }

    /// The vertex of a move: where its change to 2 is.
    fn target(changes: &[HeapChange]) -> Option<usize> {
        changes
            .iter()
            .find(|c| c.to == Nat::from(2u8))
            .map(|c| c.heap)
    }
}

/// Reads `geography(EDGES @START)`: the graph as Node Kayles reads it, and the one word
/// `@START`.
fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let mut start: Option<(u32, Arg)> = None;
    let mut edges = Vec::new();
    if let Some(args) = &head.args {
        for w in arg_words(args) {
            let Some(digits) = w.text.strip_prefix('@') else {
                edges.push(w);
                continue;
            };
            let v = (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digits.parse::<u32>().ok())
                .flatten()
                .filter(|&v| v <= graph::MAX_VERTEX)
                .ok_or_else(|| w.error(GeographyError::BadStart.message()))?;
            if let Some((first, _)) = &start {
                return Err(w.error(GeographyError::TwoStarts(*first, v).message()));
            }
            start = Some((v, w));
        }
    }
    let graph_head = Head {
        args: head.args.as_ref().map(|_| edges),
        ..head.clone()
    };
    let g = graph::parse_graph("geography", EXAMPLE, &graph_head, sizes)?;
    let Some((start, word)) = start else {
        return Err(head.error(GeographyError::NoStart.message()));
    };
    Geography::from_graph(g, start)
        .map(AnyComponent::new)
        .map_err(|e| word.error(e.message()))
}

/// What the value's search leaves for the moves: the part it searched and the search.
struct GeographyMemo {
    order: Vec<usize>,
    walk: Mutex<Walk>,
}

impl Component for Geography {
    fn name(&self) -> String {
        format!("geography({})", self.write())
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.graph.vertices().len()
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(if i == self.at { 2u8 } else { 1u8 })
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let Some(to) = Self::target(changes) else {
            return AnyComponent::new(self.clone());
        };
        let mut removed = vec![false; self.graph.vertices().len()];
        if let Some(r) = removed.get_mut(self.at) {
            *r = true;
        }
        let graph = self.graph.without_vertices(&removed);
        let next = Self::from_graph(graph, self.label_of(to));
        AnyComponent::new(next.unwrap_or_else(|_| self.clone()))
    }

    /// The graph (listed beyond 40 vertices), the token on its vertex: a click on a
    /// neighbour of the token's vertex moves the token there.
    fn pieces_in(&self, lang: Lang) -> Pieces {
        let names: Vec<String> = self.graph.vertices().iter().map(u32::to_string).collect();
        let items = names
            .iter()
            .enumerate()
            .map(|(i, v)| Piece::new(v.clone(), Some(if i == self.at { 2 } else { 1 })))
            .collect();
        let board = Pieces::new_in(lang, "vertex", "●", items);
        let Some((mut picture, vertices, _)) = circle_picture(&self.graph, lang) else {
            return board;
        };
        let at = layout::circle(names.len())
            .get(self.at)
            .copied()
            .unwrap_or_default();
        let start = self.start();
        let token = picture.add(
            Shape::circle(Kind::Chip, at, 0.5)
                .with_text(start.to_string())
                .named(t!(lang, "board-geography-token", vertex = start)),
        );
        let here = vertices.get(self.at).copied();
        for &w in self.neighbours(self.at) {
            let Some(&id) = vertices.get(w) else { continue };
            let marks = here.into_iter().chain([token, id]).collect();
            let label = self.label_of(w).to_string();
            picture.play(vec![id], marks, label, Self::changes(self.at, w));
        }
        board.pictured(picture, &t!(lang, "board-how-geography"))
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl Search for Geography {
    /// A state is the token's vertex, then the other vertices left, in increasing order
    /// (indices of the graph).
    fn search_state(&self) -> Option<Vec<u64>> {
        let others = (0..self.graph.vertices().len()).filter(|&i| i != self.at);
        Some(
            std::iter::once(self.at)
                .chain(others)
                .map(|i| i as u64)
                .collect(),
        )
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let Some((&at, left)) = state.split_first() else {
            return Vec::new();
        };
        self.neighbours(at as usize)
            .iter()
            .filter(|&&w| left.binary_search(&(w as u64)).is_ok())
            .map(|&w| SearchStep {
                changes: Self::changes(at as usize, w),
                after: std::iter::once(w as u64)
                    .chain(left.iter().copied().filter(|&v| v != w as u64))
                    .collect(),
            })
            .collect()
    }

    /// The token's vertex and the vertices it can still reach (the others play no
    /// part).
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        let Some((&at, left)) = state.split_first() else {
            return Vec::new();
        };
        let mut reached = vec![at];
        let mut next = 0;
        while let Some(&v) = reached.get(next) {
            next += 1;
            for &w in self.neighbours(v as usize) {
                let w = w as u64;
                if left.binary_search(&w).is_ok() && !reached.contains(&w) {
                    reached.push(w);
                }
            }
        }
        let mut rest = reached.split_off(1);
        rest.sort_unstable();
        reached.extend(rest);
        reached
    }

    /// At most every set of the vertices left, with the token on one of them; as many
    /// moves as the largest degree.
    fn search_size(&self, state: &[u64]) -> SearchSize {
        let n = self.canonical_state(state).len();
        let degree = self.adjacency.iter().map(Vec::len).max().unwrap_or(0);
        SearchSize {
            states: 2f64.powi(n.saturating_sub(1).min(2000) as i32) * n.max(1) as f64,
            branching: degree as f64,
        }
    }
}

impl Valuation for Geography {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let (order, adjacency) = self.part()?;
        let mut walk = Walk::new(adjacency, options.search_limit, options.cancel.clone());
        let start = walk.spot(0, Self::all_but_start(order.len()));
        let value = walk.value(start)?;
        let mut valued = Valued::new(Nat::from(value), "search");
        valued.steps.push(Step::new(SearchReasoning {
            reason: Message::new(REASON),
            positions: walk.positions(),
        }));
        valued.memo = Some(Arc::new(GeographyMemo {
            order,
            walk: Mutex::new(walk),
        }));
        Ok(valued)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let Some(target) = target.to_u32() else {
            return Ok(Counted::none());
        };
        let fresh;
        let memo = match valued.memo::<GeographyMemo>() {
            Some(m) => m,
            None => {
                let (order, adjacency) = self.part()?;
                let walk = Walk::new(adjacency, options.search_limit, options.cancel.clone());
                fresh = GeographyMemo {
                    order,
                    walk: Mutex::new(walk),
                };
                &fresh
            }
        };
        let mut walk = memo.walk.lock().unwrap_or_else(|e| e.into_inner());
        walk.widen(options.search_limit, options.cancel.clone());
        let start = walk.spot(0, Self::all_but_start(memo.order.len()));
        let mut count = 0u64;
        let mut moves = Vec::new();
        for (w, option) in walk.options(start) {
            if walk.value(option)? == target {
                count += 1;
                if moves.len() < room {
                    let to = memo.order.get(usize::from(w)).copied().unwrap_or(0);
                    moves.push(Self::changes(self.at, to));
                }
            }
        }
        Ok(Counted {
            count: Ok(Nat::from(count)),
            moves,
        })
    }

    /// Each move leaves the token on another vertex.
    fn results_are_distinct(&self) -> bool {
        true
    }
}

impl Words for Geography {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: Lang) -> String {
        match Self::target(changes) {
            Some(to) => t!(
                lang,
                "move-geography",
                from = self.start(),
                to = self.label_of(to)
            ),
            None => t!(lang, "no-move"),
        }
    }
}

impl Moves for Geography {
    /// Its own notation: the vertex the token goes to, `4`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    /// A move is the vertex the token goes to: `3` (or `v3`, or the edge `0-3` from the
    /// token's vertex).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let word = text.trim();
        let word = match word.split_once('-') {
            Some((from, to)) => {
                let from = from.trim();
                let from = from.strip_prefix(['v', 'V']).unwrap_or(from);
                if from.parse::<u32>().ok() != Some(self.start()) {
                    return Err(MoveError::Illegal(msg!(
                        "reason-geography-not-from-token",
                        vertex = from,
                        token = self.start()
                    )));
                }
                to.trim().trim_start_matches('>')
            }
            None => word,
        };
        let digits = word.strip_prefix(['v', 'V']).unwrap_or(word);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unreadable(text, msg!("reason-write-geography-vertex")));
        }
        let labels: Vec<String> = self.graph.vertices().iter().map(u32::to_string).collect();
        let to = digits
            .parse::<u32>()
            .ok()
            .and_then(|v| self.graph.index_of(v))
            .ok_or_else(|| {
                MoveError::Illegal(
                    msg!("reason-no-vertex", vertex = digits)
                        .with_message("listing", listing("vertex", &labels)),
                )
            })?;
        if to == self.at {
            return Err(MoveError::Illegal(msg!(
                "reason-geography-already-there",
                vertex = self.start()
            )));
        }
        if !self.neighbours(self.at).contains(&to) {
            let next: Vec<String> = self
                .neighbours(self.at)
                .iter()
                .map(|&w| self.label_of(w).to_string())
                .collect();
            return Err(MoveError::Illegal(
                msg!(
                    "reason-geography-not-next",
                    vertex = self.label_of(to),
                    token = self.start()
                )
                .with_message("listing", listing("vertex", &next)),
            ));
        }
        Ok(Self::changes(self.at, to))
    }

    /// A move is the token's vertex visited and a neighbour of it reached.
    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let legal = Self::target(changes).is_some_and(|to| {
            self.neighbours(self.at).contains(&to) && changes == Self::changes(self.at, to)
        });
        if legal {
            Ok(())
        } else {
            Err(MoveError::Illegal(msg!(
                "reason-geography-not-a-move",
                token = self.start()
            )))
        }
    }

    /// To the first neighbour of the token's vertex.
    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let &w = self.neighbours(self.at).first()?;
        Some(Self::changes(self.at, w))
    }

    fn has_move(&self) -> Option<bool> {
        Some(!self.neighbours(self.at).is_empty())
    }
}
