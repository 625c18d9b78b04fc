//! Arc Kayles: `arc-kayles(0-1 1-2 2-3)` — a graph; a move takes an edge and removes both
//! its ends, with every edge touching them; whoever cannot move loses (normal play).
//!
//! **The graph** is written as for Node Kayles ([`crate::games::node_kayles`]): edges
//! `u-v` separated by spaces or commas, vertices from 0 to 999999, at most 1000 vertices
//! and 2000 edges, no self-loop. A lone vertex (`5`) is accepted but plays no part, so it
//! is dropped: the position keeps only its edges (`arc-kayles()` when none is left), and
//! `parse(display(p)) == p`.
//!
//! **Pieces and moves.** The pieces are the edges, in increasing order, each a piece of
//! size 1; a move changes the edge taken (first) and each edge touching it from 1 to 0.
//! In play a move is written as the edge to take: `1-2` (or `2-1`); in a sum, `1: 1-2`.
//!
//! **Value.** Arc Kayles on a graph is Node Kayles on its line graph (a vertex per edge,
//! two joined when the edges share an end), so it is valued by the same search, keyed
//! by canonical forms of line graphs (a connected part may have at most 128 edges). On a
//! path of n edges it is Dawson's Kayles with n + 1 pins (`0.07`).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! // A path of 3 edges is Dawson's Kayles with 4 pins: value 2. Taking the middle edge
//! // takes every edge, and wins.
//! let p = parse_position("arc-kayles(0-1 1-2 2-3)").unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(2u8.into()));
//! assert_eq!(r.outcome, Outcome::N);
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("arc-kayles()"));
//! let m = grundy::play::parse_move(&p, "2-1").unwrap();
//! assert_eq!(p.components[0].describe(&m.changes), "take edge 1-2 (and the edges touching it: 0-1, 2-3)");
//! ```

grundy_core::words! {
    owner: "arc-kayles",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::component::notation::unreadable;
use crate::component::AnalyzeOptions;
use crate::component::HeapChange;
use crate::component::MoveError;
use crate::component::{
    AnyComponent, Component, Counted, GameSpec, Piece, Pieces, Refusal, SearchSize, SearchStep,
    Valued,
};
use crate::component::{Moves, Search, Valuation, Words};
use crate::games::node_kayles::graph::{self, Graph, GraphError};
use crate::games::node_kayles::solver::Conflicts;
use crate::games::node_kayles::{circle_picture, listing};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::Nat;

const EXAMPLE: &str = "arc-kayles(0-1 1-2 2-3)";

/// The registry's entry for Arc Kayles.
pub static SPEC: GameSpec = GameSpec {
    names: &["arc-kayles"],
    matches: None,
    syntax: "arc-kayles(u-v …)",
    example: "arc-kayles(0-1 1-2 2-3 3-0 0-4 4-5)",
    examples: &[],
    about_id: "about-arc-kayles",
    syntax_id: "syntax-arc-kayles",
    parse,
    whole_position: false,
};

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let g = graph::parse_graph("arc-kayles", EXAMPLE, head, sizes)?;
    Ok(AnyComponent::new(ArcKayles::from_graph(g)))
}

/// The catalogue id of the words of the search reasoning (this folder's `locales/<lang>.ftl`).
const REASON: &str = "engine-search-arc-kayles";

/// An Arc Kayles position: a graph's edges (see the module docs).
///
/// ```
/// use grundy::games::arc_kayles::ArcKayles;
/// use grundy::AnyComponent;
/// let g = ArcKayles::new(&[(2, 1), (0, 1)]).unwrap();
/// assert_eq!(g.edges(), &[(0, 1), (1, 2)]);
/// assert_eq!(AnyComponent::new(g).to_string(), "arc-kayles(0-1 1-2)");
/// assert!(ArcKayles::new(&[(3, 3)]).is_err());
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ArcKayles {
    graph: Graph,
    conflicts: Conflicts,
}

impl ArcKayles {
    /// The graph with these edges. Refused: a self-loop, a vertex number above 999999,
    /// more than 1000 vertices or 2000 edges.
    pub fn new(edges: &[(u32, u32)]) -> Result<Self, GraphError> {
        graph::check_graph(&[], edges)?;
        Ok(Self::from_graph(Graph::new([], edges.iter().copied())))
    }

    fn from_graph(graph: Graph) -> Self {
        let graph = graph.without_lone_vertices();
        let conflicts = Conflicts::new(graph.line_adjacency());
        ArcKayles { graph, conflicts }
    }

    /// The edges, in increasing order, each with its smaller end first (piece `i` is the
    /// `i`-th).
    pub fn edges(&self) -> &[(u32, u32)] {
        self.graph.edges()
    }

    fn label(&self, i: usize) -> String {
        self.graph
            .edges()
            .get(i)
            .map_or_else(|| format!("#{}", i + 1), |(u, v)| format!("{u}-{v}"))
    }
}

impl std::fmt::Debug for ArcKayles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ArcKayles({})", self.graph.write())
    }
}

impl Component for ArcKayles {
    fn name(&self) -> String {
        format!("arc-kayles({})", self.graph.write())
    }

    fn sizes(&self) -> Vec<String> {
        Vec::new()
    }

    fn piece_count(&self) -> usize {
        self.graph.edges().len()
    }

    fn piece(&self, _: usize) -> Nat {
        Nat::from(1u8)
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(Self::from_graph(
            self.graph.without_edges(&self.conflicts.removed(changes)),
        ))
    }

    /// The graph (listed beyond 40 vertices): a click on an edge takes it and every
    /// edge touching it.
    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = (0..self.piece_count())
            .map(|i| Piece::new(self.label(i), None))
            .collect();
        let board = Pieces::new_in(lang, "edge", "━", items);
        let Some((mut picture, _, edges)) = circle_picture(&self.graph, lang) else {
            return board;
        };
        for (i, &id) in edges.iter().enumerate() {
            let changes = self.conflicts.changes(i);
            let marks = changes
                .iter()
                .filter_map(|c| edges.get(c.heap).copied())
                .collect();
            picture.play(vec![id], marks, self.label(i), changes);
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-arc-kayles"))
    }

    crate::capabilities!(Search, Valuation, Words, Moves);
}

impl Search for ArcKayles {
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

impl Valuation for ArcKayles {
    fn value(&self, options: &AnalyzeOptions) -> Result<Valued, Refusal> {
        self.conflicts
            .value(options.search_limit, &options.cancel, REASON, "edge")
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
            "edge",
        )
    }
}

impl Words for ArcKayles {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        Conflicts::describe(
            changes,
            lang,
            "move-take-edge",
            |i| self.label(i),
            |others| match others {
                [] => t!(lang, "edge-touching-none"),
                [one] => t!(lang, "edge-touching-one", one = one),
                many => t!(lang, "edge-touching-many", list = many.join(", ")),
            },
        )
    }
}

impl Moves for ArcKayles {
    /// Its own notation: an edge as its two ends, `1-2`.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        Vec::new()
    }

    /// A move is the edge to take: `1-2` (or `2-1`).
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let word = text.trim();
        let number = |s: &str| {
            let s = s.trim();
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<u32>().ok())
        };
        let Some((Some(u), Some(v))) = word
            .split_once('-')
            .and_then(|(a, b)| Some((number(a)?, number(b)?)))
        else {
            return Err(unreadable(text, crate::i18n::msg!("reason-write-edge")));
        };
        let edges = self.graph.edges();
        let i = edges.binary_search(&(u.min(v), u.max(v))).map_err(|_| {
            let labels: Vec<String> = (0..edges.len()).map(|i| self.label(i)).collect();
            MoveError::Illegal(
                crate::i18n::msg!("reason-no-edge", edge = format!("{u}-{v}"))
                    .with_message("listing", listing("edge", &labels)),
            )
        })?;
        Ok(self.conflicts.changes(i))
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        self.conflicts.check(changes, "edge", |i| self.label(i))
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        self.conflicts.slow_move()
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }
}

#[cfg(test)]
mod tests {
    use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Nat};

    fn value(text: &str) -> Nat {
        let p = parse_position(text).unwrap();
        analyze(&p, &AnalyzeOptions::default())
            .unwrap()
            .value
            .unwrap()
    }

    #[test]
    fn small_values() {
        assert_eq!(value("arc-kayles()"), Nat::from(0u8));
        assert_eq!(value("arc-kayles(0-1)"), Nat::from(1u8));
        // A triangle: any edge takes everything.
        assert_eq!(value("arc-kayles(0-1 1-2 2-0)"), Nat::from(1u8));
        // A star: any edge takes everything.
        assert_eq!(value("arc-kayles(0-1 0-2 0-3 0-4)"), Nat::from(1u8));
        // A 4-cycle: any edge leaves the opposite edge.
        assert_eq!(value("arc-kayles(0-1 1-2 2-3 3-0)"), Nat::from(0u8));
        // Two disjoint edges: 1 ⊕ 1.
        assert_eq!(value("arc-kayles(0-1 2-3)"), Nat::from(0u8));
    }

    #[test]
    fn lone_vertices_are_dropped_and_positions_round_trip() {
        let p = parse_position("arc-kayles(5 1-0 2-1)").unwrap();
        assert_eq!(p.to_string(), "arc-kayles(0-1 1-2)");
        assert_eq!(parse_position(&p.to_string()).unwrap(), p);
        let m = grundy::play::parse_move(&p, "0-1").unwrap();
        assert_eq!(grundy::play::apply(&p, &m).to_string(), "arc-kayles()");
        assert!(grundy::play::parse_move(&p, "0-2").is_err());
        assert!(grundy::play::parse_move(&p, "x").is_err());
    }

    #[test]
    fn misere_and_sums() {
        let p = parse_position("arc-kayles(0-1 1-2 2-3 3-4) + nim 1").unwrap();
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        assert!(r.winning_moves_complete);
        let misere = AnalyzeOptions {
            convention: Convention::Misere,
            ..AnalyzeOptions::default()
        };
        // One edge alone: the player to move must take it and loses under misère play.
        let r = analyze(&parse_position("arc-kayles(0-1)").unwrap(), &misere).unwrap();
        assert_eq!(r.outcome, crate::Outcome::P);
    }
}
