//! The graph a Kayles game is played on, as written in its brackets: `0-1 1-2 2-3`
//! (edges: two vertices joined by `-`) and lone vertices (`5`), separated by spaces or
//! commas. Shared by Node Kayles and Arc Kayles.

#![expect(
    clippy::indexing_slicing,
    reason = "adj, incident and touched have one entry per vertex or edge, numbered here as the graph is read"
)]

use crate::i18n::msg;
use crate::language::{arg_words, Arg, Head, ParseError, SizeToken};
use std::collections::BTreeSet;

/// The largest vertex number accepted.
pub const MAX_VERTEX: u32 = 999_999;

/// The most vertices a graph may have.
pub const MAX_VERTICES: usize = 1000;

/// The most edges a graph may have.
pub const MAX_EDGES: usize = 2000;

/// A simple undirected graph: its vertex labels (sorted, distinct) and its edges (each
/// `(u, v)` with `u < v`, sorted, distinct; both ends among the vertices).
#[derive(Clone, PartialEq, Eq, Default)]
pub(crate) struct Graph {
    vertices: Vec<u32>,
    edges: Vec<(u32, u32)>,
}

/// Why a list of vertices and edges is not a graph Node or Arc Kayles is played on.
///
/// ```
/// use grundy::games::node_kayles::{GraphError, NodeKayles};
/// assert_eq!(NodeKayles::new(&[], &[(3, 3)]).unwrap_err(), GraphError::SelfLoop(3));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum GraphError {
    /// A vertex number above `MAX_VERTEX`.
    VertexTooLarge(u32),
    /// An edge from a vertex to itself.
    SelfLoop(u32),
    /// More than `MAX_VERTICES` vertices.
    TooManyVertices,
    /// More than `MAX_EDGES` edges.
    TooManyEdges,
}

impl crate::i18n::errors::Localized for GraphError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::VertexTooLarge(v) => t!(
                lang,
                "err-node-kayles-vertex-too-large",
                vertex = *v,
                max = MAX_VERTEX
            ),
            Self::SelfLoop(v) => t!(lang, "err-node-kayles-self-loop", vertex = *v),
            Self::TooManyVertices => t!(
                lang,
                "err-node-kayles-too-many-vertices",
                max = MAX_VERTICES
            ),
            Self::TooManyEdges => t!(lang, "err-node-kayles-too-many-edges", max = MAX_EDGES),
        }
    }
}
grundy_core::localized_error!(GraphError);

/// Why a list of vertices and edges is not a graph we play on.
pub(crate) fn check_graph(vertices: &[u32], edges: &[(u32, u32)]) -> Result<(), GraphError> {
    if let Some(&v) = vertices
        .iter()
        .chain(edges.iter().flat_map(|(u, v)| [u, v]))
        .find(|&&v| v > MAX_VERTEX)
    {
        return Err(GraphError::VertexTooLarge(v));
    }
    if let Some(&(u, _)) = edges.iter().find(|(u, v)| u == v) {
        return Err(GraphError::SelfLoop(u));
    }
    let g = Graph::new(vertices.iter().copied(), edges.iter().copied());
    if g.vertices.len() > MAX_VERTICES {
        return Err(GraphError::TooManyVertices);
    }
    if g.edges.len() > MAX_EDGES {
        return Err(GraphError::TooManyEdges);
    }
    Ok(())
}

impl Graph {
    /// The graph with these vertices and edges (the edges' ends are vertices too);
    /// self-loops are dropped (callers refuse them first).
    pub(crate) fn new(
        vertices: impl IntoIterator<Item = u32>,
        edges: impl IntoIterator<Item = (u32, u32)>,
    ) -> Graph {
        let edges: BTreeSet<(u32, u32)> = edges
            .into_iter()
            .filter(|(u, v)| u != v)
            .map(|(u, v)| (u.min(v), u.max(v)))
            .collect();
        let mut vs: BTreeSet<u32> = vertices.into_iter().collect();
        for &(u, v) in &edges {
            vs.insert(u);
            vs.insert(v);
        }
        Graph {
            vertices: vs.into_iter().collect(),
            edges: edges.into_iter().collect(),
        }
    }

    /// The vertex labels, sorted.
    pub(crate) fn vertices(&self) -> &[u32] {
        &self.vertices
    }

    /// The edges, sorted, each with its smaller end first.
    pub(crate) fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// The index of vertex `label` in [`Graph::vertices`].
    pub(crate) fn index_of(&self, label: u32) -> Option<usize> {
        self.vertices.binary_search(&label).ok()
    }

    /// Each vertex's neighbours, as sorted indices into [`Graph::vertices`].
    pub(crate) fn adjacency(&self) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); self.vertices.len()];
        for &(u, v) in &self.edges {
            if let (Some(i), Some(j)) = (self.index_of(u), self.index_of(v)) {
                adj[i].push(j);
                adj[j].push(i);
            }
        }
        for a in &mut adj {
            a.sort_unstable();
        }
        adj
    }

    /// For each edge (by index), the other edges that share an end with it, sorted: the
    /// adjacency of the line graph.
    pub(crate) fn line_adjacency(&self) -> Vec<Vec<usize>> {
        let mut incident = vec![Vec::new(); self.vertices.len()];
        for (e, &(u, v)) in self.edges.iter().enumerate() {
            for w in [u, v] {
                if let Some(i) = self.index_of(w) {
                    incident[i].push(e);
                }
            }
        }
        self.edges
            .iter()
            .enumerate()
            .map(|(e, &(u, v))| {
                let mut out: Vec<usize> = [u, v]
                    .iter()
                    .filter_map(|&w| self.index_of(w))
                    .flat_map(|i| incident[i].iter().copied())
                    .filter(|&f| f != e)
                    .collect();
                out.sort_unstable();
                out.dedup();
                out
            })
            .collect()
    }

    /// The graph without the vertices whose index is marked in `removed` (and their
    /// edges).
    pub(crate) fn without_vertices(&self, removed: &[bool]) -> Graph {
        let gone = |v: u32| {
            self.index_of(v)
                .is_some_and(|i| removed.get(i).copied().unwrap_or(false))
        };
        Graph {
            vertices: self
                .vertices
                .iter()
                .copied()
                .filter(|&v| !gone(v))
                .collect(),
            edges: self
                .edges
                .iter()
                .copied()
                .filter(|&(u, v)| !gone(u) && !gone(v))
                .collect(),
        }
    }

    /// The graph without the edges whose index is marked in `removed`, and without the
    /// vertices no edge touches any more.
    pub(crate) fn without_edges(&self, removed: &[bool]) -> Graph {
        let edges = self
            .edges
            .iter()
            .enumerate()
            .filter(|&(e, _)| !removed.get(e).copied().unwrap_or(false))
            .map(|(_, &uv)| uv);
        Graph::new([], edges)
    }

    /// The graph without its lone vertices (those no edge touches).
    pub(crate) fn without_lone_vertices(&self) -> Graph {
        Graph::new([], self.edges.iter().copied())
    }

    /// The graph in the bracket notation: for each vertex in order, the vertex alone if
    /// no edge touches it, then its edges to larger vertices (`0 2-3 2-4`).
    pub(crate) fn write(&self) -> String {
        let mut words = Vec::with_capacity(self.vertices.len() + self.edges.len());
        let mut touched = vec![false; self.vertices.len()];
        for &(u, v) in &self.edges {
            for w in [u, v] {
                if let Some(i) = self.index_of(w) {
                    touched[i] = true;
                }
            }
        }
        let mut e = 0;
        for (i, &v) in self.vertices.iter().enumerate() {
            if !touched[i] {
                words.push(v.to_string());
            }
            while let Some(&(a, b)) = self.edges.get(e) {
                if a != v {
                    break;
                }
                words.push(format!("{a}-{b}"));
                e += 1;
            }
        }
        words.join(" ")
    }
}

impl std::fmt::Debug for Graph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({})", self.write())
    }
}

/// One vertex of a word: a non-negative integer up to [`MAX_VERTEX`].
fn vertex(word: &Arg, text: &str) -> Result<u32, ParseError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(word.error(msg!("parse-not-a-vertex")));
    }
    text.parse::<u32>()
        .ok()
        .filter(|&v| v <= MAX_VERTEX)
        .ok_or_else(|| word.error(msg!("parse-vertex-too-large", max = MAX_VERTEX)))
}

/// Reads the graph of `name(…)`: the words in the brackets are edges `u-v` or lone
/// vertices `v`; no sizes may follow. `example` is shown when the brackets are missing.
pub(crate) fn parse_graph(
    name: &str,
    example: &str,
    head: &Head,
    sizes: &[SizeToken],
) -> Result<Graph, ParseError> {
    let Some(args) = &head.args else {
        return Err(head.error(msg!(
            "parse-graph-in-brackets",
            name = name,
            example = example
        )));
    };
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-graph-no-sizes", name = name)));
    }
    let mut vertices = BTreeSet::new();
    let mut edges = BTreeSet::new();
    for w in arg_words(args) {
        match w.text.split_once('-') {
            Some((a, b)) => {
                let u = vertex(&w, a)?;
                let v = vertex(&w, b)?;
                if u == v {
                    return Err(w.error(msg!("parse-self-loop")));
                }
                vertices.insert(u);
                vertices.insert(v);
                edges.insert((u.min(v), u.max(v)));
            }
            None if !w.text.is_empty() && w.text.bytes().all(|b| b.is_ascii_digit()) => {
                vertices.insert(vertex(&w, &w.text)?);
            }
            None => return Err(w.error(msg!("parse-bad-edge"))),
        }
        if vertices.len() > MAX_VERTICES {
            return Err(w.error(msg!(
                "parse-too-many-vertices",
                name = name,
                max = MAX_VERTICES
            )));
        }
        if edges.len() > MAX_EDGES {
            return Err(w.error(msg!("parse-too-many-edges", name = name, max = MAX_EDGES)));
        }
    }
    Ok(Graph::new(vertices, edges))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_lone_vertices_among_edges() {
        let g = Graph::new([7, 0], [(3, 2), (2, 4), (5, 6)]);
        assert_eq!(g.write(), "0 2-3 2-4 5-6 7");
        assert_eq!(g.vertices(), &[0, 2, 3, 4, 5, 6, 7]);
        assert_eq!(g.adjacency()[1], vec![2, 3]);
        assert_eq!(Graph::default().write(), "");
    }

    #[test]
    fn removes_vertices_and_edges() {
        let g = Graph::new([], [(0, 1), (1, 2), (2, 3)]);
        let h = g.without_vertices(&[false, true, true, false]);
        assert_eq!(h.write(), "0 3");
        let h = g.without_edges(&[false, true, false]);
        assert_eq!(h.write(), "0-1 2-3");
        assert_eq!(g.line_adjacency(), vec![vec![1], vec![0, 2], vec![1]]);
    }

    #[test]
    fn checks() {
        assert!(check_graph(&[1], &[(0, 1)]).is_ok());
        let err = |v: &[u32], e: &[(u32, u32)]| check_graph(v, e).unwrap_err().to_string();
        assert!(err(&[], &[(2, 2)]).contains("self-loop"));
        assert!(err(&[1_000_000], &[]).contains("too large"));
        let many: Vec<u32> = (0..=MAX_VERTICES as u32).collect();
        assert!(err(&many, &[]).contains("at most 1000"));
    }
}
