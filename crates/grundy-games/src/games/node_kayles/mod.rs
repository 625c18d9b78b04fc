//! Node Kayles: `node-kayles(0-1 1-2 2-3)` — a graph; a move takes a vertex and removes
//! it with all its neighbours; whoever cannot move loses (normal play).
//!
//! **The graph** is written in the brackets as words separated by spaces or commas: an
//! edge is two vertices joined by `-` (`0-1`), and a vertex with no edge is written alone
//! (`5`); vertices are numbers from 0 to 999999, at most 1000 vertices and 2000 edges.
//! A self-loop (`3-3`) is refused; a repeated edge counts once and `1-0` is `0-1`. The
//! empty graph, where the game is over, is `node-kayles()`. A position is written back
//! in order (lone vertices among the edges, by their smaller end), so
//! `parse(display(p)) == p`; nothing follows the brackets.
//!
//! **Pieces and moves.** The pieces are the vertices, in increasing order, each a piece of
//! size 1; a move changes the vertex taken (first) and each neighbour still there from 1
//! to 0. In play a move is written as the vertex to take: `3` (or `v3`); in a sum,
//! `1: 3`.
//!
//! **Value.** Node Kayles has no formula. The value of a graph is the XOR of the values of
//! its connected components (Sprague–Grundy); a connected component is valued by a
//! memoised search whose memo is keyed by the component's canonical form, so isomorphic
//! components met anywhere in the search are valued once (see `canon.rs`). A connected
//! part of the starting graph may have at most 128 vertices, and the search at most
//! `search_limit` distinct connected subgraphs; beyond either it refuses. On a path of n
//! vertices Node Kayles is Dawson's chess (`0.137 n`).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // A path of four vertices is Dawson's chess with 4: a P-position.
//! let p = parse_position("node-kayles(0-1 1-2 2-3)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::P);
//! // A path of three has value 2; with Nim 3 the only winning move is in the Nim heap.
//! let p = parse_position("node-kayles(0-1 1-2) + nim 3").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(1u8.into()));
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("node-kayles(0-1 1-2) + nim 2"));
//! // Moves name the vertex taken.
//! let p = parse_position("node-kayles(0-1 1-2 2-3 3-4 5)").unwrap();
//! let m = grundy::play::parse_move(&p, "1").unwrap();
//! assert_eq!(grundy::play::apply(&p, &m).to_string(), "node-kayles(3-4 5)");
//! assert_eq!(p.components[0].describe(&m.changes), "take vertex 1 (and its neighbours 0, 2)");
//! ```

mod canon;
pub(crate) mod graph;
pub(crate) mod solver;

grundy_core::words! {
    owner: "node-kayles",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use graph::GraphError;
#[cfg(test)]
mod tests;

use crate::component::notation::unreadable;
use crate::component::AnalyzeOptions;
use crate::component::HeapChange;
use crate::component::MoveError;
use crate::component::{
    AnyComponent, Component, Counted, GameSpec, Picture, Piece, Pieces, Refusal, SearchSize,
    SearchStep, Valued,
};
use crate::component::{Moves, Search, Valuation, Words};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::Nat;
use graph::Graph;
use solver::Conflicts;

const EXAMPLE: &str = "node-kayles(0-1 1-2 2-3)";

/// The registry's entry for Node Kayles.
pub static SPEC: GameSpec = GameSpec {
    names: &["node-kayles"],
    matches: None,
    syntax: "node-kayles(u-v …)",
    example: "node-kayles(0-1 1-2 2-3 3-4 4-0 0-5)",
    examples: &[],
    about_id: "about-node-kayles",
    syntax_id: "syntax-node-kayles",
    parse,
    whole_position: false,
};

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let g = graph::parse_graph("node-kayles", EXAMPLE, head, sizes)?;
    Ok(AnyComponent::new(NodeKayles::from_graph(g)))
}

/// The catalogue id of the words of the search reasoning (this folder's `locales/<lang>.ftl`).
const REASON: &str = "engine-search-node-kayles";

/// A Node Kayles position: a graph (see the module docs).
///
/// ```
/// use grundy::games::node_kayles::NodeKayles;
/// use grundy::AnyComponent;
/// let g = NodeKayles::new(&[7], &[(0, 1), (2, 1)]).unwrap();
/// assert_eq!(g.vertices(), &[0, 1, 2, 7]);
/// assert_eq!(AnyComponent::new(g).to_string(), "node-kayles(0-1 1-2 7)");
/// assert!(NodeKayles::new(&[], &[(3, 3)]).is_err());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct NodeKayles {
    graph: Graph,
    conflicts: Conflicts,
}

impl NodeKayles {
    /// The graph with these edges, and these vertices besides their ends. Refused: a
    /// self-loop, a vertex number above 999999, more than 1000 vertices or 2000 edges.
    pub fn new(vertices: &[u32], edges: &[(u32, u32)]) -> Result<Self, GraphError> {
        graph::check_graph(vertices, edges)?;
        Ok(Self::from_graph(Graph::new(
            vertices.iter().copied(),
            edges.iter().copied(),
        )))
    }

    fn from_graph(graph: Graph) -> Self {
        let conflicts = Conflicts::new(graph.adjacency());
        NodeKayles { graph, conflicts }
    }

    /// The vertices, in increasing order (piece `i` is the `i`-th).
    pub fn vertices(&self) -> &[u32] {
        self.graph.vertices()
    }

    /// The edges, in increasing order, each with its smaller end first.
    pub fn edges(&self) -> &[(u32, u32)] {
        self.graph.edges()
    }

    fn label(&self, i: usize) -> String {
        self.graph
            .vertices()
            .get(i)
            .map_or_else(|| format!("#{}", i + 1), u32::to_string)
    }
}

impl std::fmt::Debug for NodeKayles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "NodeKayles({})", self.graph.write())
    }
}

/// `the vertices are 0, 1, 2` (the first dozen), for messages.
pub(crate) fn listing(noun: &str, labels: &[String]) -> crate::i18n::Message {
    use crate::i18n::msg;
    match labels.len() {
        0 => msg!("reason-listing-none", noun = noun),
        n if n <= 12 => msg!("reason-listing", noun = noun).with_texts("list", labels, ", "),
        n => msg!("reason-listing-more", noun = noun, count = n).with_texts(
            "list",
            labels.iter().take(12),
            ", ",
        ),
    }
}

/// The graph drawn on a circle, with the ids of its vertices and of its edges (in the
/// graph's orders); `None` beyond 40 vertices (its board is then a list). Node and arc
/// Kayles share it.
pub(crate) fn circle_picture(
    graph: &Graph,
    lang: crate::i18n::Lang,
) -> Option<(Picture, Vec<usize>, Vec<usize>)> {
    let names: Vec<String> = graph.vertices().iter().map(u32::to_string).collect();
    if names.len() > 40 {
        return None;
    }
    let index = |v: u32| graph.index_of(v).unwrap_or(0);
    let edges: Vec<(usize, usize)> = graph
        .edges()
        .iter()
        .map(|&(u, v)| (index(u), index(v)))
        .collect();
    let mut picture = Picture::in_lang(lang);
    let (vertices, edge_ids) = picture.graph_on_circle(&names, &edges);
    Some((picture, vertices, edge_ids))
}

impl Component for NodeKayles {
    fn name(&self) -> String {
        format!("node-kayles({})", self.graph.write())
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.graph.vertices().len()
    }

    fn piece(&self, _: usize) -> Nat {
        Nat::from(1u8)
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(Self::from_graph(
            self.graph
                .without_vertices(&self.conflicts.removed(changes)),
        ))
    }

    /// The graph (listed beyond 40 vertices): a click on a vertex takes it and its
    /// neighbours.
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let names: Vec<String> = self.graph.vertices().iter().map(u32::to_string).collect();
        let items = names.iter().map(|v| Piece::new(v.clone(), None)).collect();
        let board = Pieces::new_in(lang, "vertex", "●", items);
        let Some((mut picture, vertices, _)) = circle_picture(&self.graph, lang) else {
            return board;
        };
        for (i, name) in names.iter().enumerate() {
            let changes = self.conflicts.changes(i);
            let marks = changes
                .iter()
                .filter_map(|c| vertices.get(c.heap).copied())
                .collect();
            let clicked = vertices.get(i).copied().into_iter().collect();
            picture.play(clicked, marks, name.clone(), changes);
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-node-kayles"))
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl Search for NodeKayles {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.conflicts.search_state()
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        self.conflicts.search_moves(state)
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        self.conflicts.search_size(state)
    }
}

impl Valuation for NodeKayles {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        self.conflicts
            .value(options.search_limit, &options.cancel, REASON, "vertex")
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        options: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        self.conflicts.moves_to_value(
            valued,
            target,
            room,
            options.search_limit,
            &options.cancel,
            "vertex",
        )
    }
}

impl Words for NodeKayles {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        Conflicts::describe(
            changes,
            lang,
            "move-take-vertex",
            |i| self.label(i),
            |others| match others {
                [] => t!(lang, "vertex-no-neighbours"),
                [one] => t!(lang, "vertex-neighbour", one = one),
                many => t!(lang, "vertex-neighbours", list = many.join(", ")),
            },
        )
    }
}

impl Moves for NodeKayles {
    /// Its own notation: a vertex, `3`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    /// A move is the vertex to take: `3` (or `v3`).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let word = text.trim();
        let digits = word.strip_prefix(['v', 'V']).unwrap_or(word);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(unreadable(text, crate::i18n::msg!("reason-write-vertex")));
        }
        let labels: Vec<String> = self.graph.vertices().iter().map(u32::to_string).collect();
        let i = digits
            .parse::<u32>()
            .ok()
            .and_then(|v| self.graph.index_of(v))
            .ok_or_else(|| {
                MoveError::Illegal(
                    crate::i18n::msg!("reason-no-vertex", vertex = digits)
                        .with_message("listing", listing("vertex", &labels)),
                )
            })?;
        Ok(self.conflicts.changes(i))
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        self.conflicts.check(changes, "vertex", |i| self.label(i))
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        self.conflicts.slow_move()
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }
}
