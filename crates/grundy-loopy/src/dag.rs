//! Tokens on a directed acyclic graph: the generic impartial game of the CLI.
//!
//! A move slides one token along an edge; a vertex's Grundy value is the mex of its
//! successors' values, and a position (tokens on vertices, several may share one) is the
//! sum of its tokens.
//!
//! The edge list format: one edge `u v` (or `u -> v`) per line, meaning a token on `u`
//! may move to `v`; a line with a single vertex declares it (a vertex with no moves);
//! vertices are non-negative integers; blank lines and text after `#` are ignored.

use crate::i18n::{msg, Message};
use crate::mex::mex;
use std::collections::HashMap;
use thiserror::Error;

/// The largest vertex number accepted.
pub const MAX_VERTEX: u64 = u32::MAX as u64;

/// What is wrong with an edge list (`Display` is [`GraphError::message`] in English).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", self.message())]
pub enum GraphError {
    /// A line that is neither `u v`, `u -> v` nor `u`.
    BadLine {
        /// 1-based line number.
        line: usize,
        /// The offending text (shortened).
        text: String,
    },
    /// A vertex that is not a non-negative integer up to [`MAX_VERTEX`].
    BadVertex {
        /// 1-based line number.
        line: usize,
        /// The offending token (shortened).
        token: String,
    },
    /// The graph has a cycle, so the game could go on for ever.
    Cycle {
        /// A vertex on the cycle.
        vertex: u64,
    },
    /// The file declares no vertex at all.
    Empty,
}

impl GraphError {
    /// What is wrong, as a catalogue message.
    ///
    /// ```
    /// use grundy_loopy::dag::GraphError;
    /// assert_eq!(GraphError::Empty.to_string(), "the edge list is empty: no vertex is declared");
    /// assert_eq!(GraphError::Empty.message().id(), "parse-graph-empty");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            GraphError::BadLine { line, text } => {
                msg!(
                    "parse-graph-bad-line",
                    line = *line,
                    text = format!("{text:?}")
                )
            }
            GraphError::BadVertex { line, token } => msg!(
                "parse-graph-bad-vertex",
                line = *line,
                token = format!("{token:?}"),
                max = MAX_VERTEX
            ),
            GraphError::Cycle { vertex } => msg!("parse-graph-cycle", vertex = vertex.to_string()),
            GraphError::Empty => msg!("parse-graph-empty"),
        }
    }
}

/// A directed acyclic graph with the Grundy value of every vertex.
///
/// ```
/// use grundy_loopy::dag::GraphGame;
/// // 0 → 1 → 2 and 0 → 2: the sink 2 has value 0, vertex 1 value 1, vertex 0 value 2.
/// let g = GraphGame::parse("0 1\n1 2\n0 -> 2\n").unwrap();
/// assert_eq!(g.grundy_of(0), Some(2));
/// assert_eq!(g.grundy_of(2), Some(0));
/// assert_eq!(g.grundy_of(9), None); // not a vertex
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphGame {
    /// Vertex numbers, in order of first appearance.
    labels: Vec<u64>,
    index: HashMap<u64, usize>,
    successors: Vec<Vec<usize>>,
    grundy: Vec<u32>,
}

impl GraphGame {
    /// Reads an edge list (see the module docs) and computes every vertex's Grundy value.
    /// A cycle is an error naming a vertex on it.
    pub fn parse(text: &str) -> Result<Self, GraphError> {
        read(text)?.finish()
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.labels.len()
    }

    /// Every vertex number with its Grundy value, in order of first appearance.
    pub fn grundy_values(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.labels.iter().copied().zip(self.grundy.iter().copied())
    }

    /// The Grundy value of vertex `v`, or `None` if `v` is not a vertex.
    pub fn grundy_of(&self, v: u64) -> Option<u32> {
        self.index
            .get(&v)
            .and_then(|&i| self.grundy.get(i).copied())
    }

    /// True when `v` is a vertex of the graph.
    pub fn contains(&self, v: u64) -> bool {
        self.index.contains_key(&v)
    }

    /// The vertices a token on `v` can move to (empty for an unknown vertex).
    pub fn successors(&self, v: u64) -> impl Iterator<Item = u64> + '_ {
        self.index
            .get(&v)
            .into_iter()
            .flat_map(move |&i| self.successors.get(i).into_iter().flatten())
            .filter_map(move |&j| self.labels.get(j).copied())
    }
}

/// Reads an edge list (see the module docs) into its vertices and arcs, cycles or not.
pub(crate) fn read(text: &str) -> Result<Builder, GraphError> {
    let mut builder = Builder::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let words: Vec<&str> = content.split_whitespace().filter(|w| *w != "->").collect();
        let arrows = content.split_whitespace().filter(|w| *w == "->").count();
        match (words.as_slice(), arrows) {
            ([u], 0) => {
                builder.vertex(parse_vertex(u, line)?);
            }
            ([u, v], 0 | 1) => {
                let (u, v) = (parse_vertex(u, line)?, parse_vertex(v, line)?);
                builder.edge(u, v);
            }
            _ => {
                return Err(GraphError::BadLine {
                    line,
                    text: shorten(content),
                })
            }
        }
    }
    Ok(builder)
}

fn shorten(s: &str) -> String {
    const MAX: usize = 40;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(MAX).collect::<String>())
    }
}

fn parse_vertex(token: &str, line: usize) -> Result<u64, GraphError> {
    let ok = !token.is_empty() && token.len() <= 10 && token.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| token.parse::<u64>().ok())
        .flatten()
        .filter(|&v| v <= MAX_VERTEX)
        .ok_or_else(|| GraphError::BadVertex {
            line,
            token: shorten(token),
        })
}

/// The vertices (in order of first appearance) and arcs of an edge list.
#[derive(Default)]
pub(crate) struct Builder {
    pub(crate) labels: Vec<u64>,
    pub(crate) index: HashMap<u64, usize>,
    pub(crate) successors: Vec<Vec<usize>>,
}

impl Builder {
    fn vertex(&mut self, v: u64) -> usize {
        if let Some(&i) = self.index.get(&v) {
            return i;
        }
        let i = self.labels.len();
        self.labels.push(v);
        self.index.insert(v, i);
        self.successors.push(Vec::new());
        i
    }

    fn edge(&mut self, u: u64, v: u64) {
        let (u, v) = (self.vertex(u), self.vertex(v));
        if let Some(out) = self.successors.get_mut(u) {
            out.push(v);
        }
    }

    fn finish(self) -> Result<GraphGame, GraphError> {
        if self.labels.is_empty() {
            return Err(GraphError::Empty);
        }
        let grundy = grundy_values(&self.successors).map_err(|i| GraphError::Cycle {
            vertex: self.labels.get(i).copied().unwrap_or_default(),
        })?;
        Ok(GraphGame {
            labels: self.labels,
            index: self.index,
            successors: self.successors,
            grundy,
        })
    }
}

/// Grundy values of every vertex by an iterative post-order DFS; `Err(v)` names a vertex
/// on a cycle.
#[expect(
    clippy::indexing_slicing,
    reason = "every index is a vertex number the Builder handed out, below successors.len(), the length of state and grundy"
)]
fn grundy_values(successors: &[Vec<usize>]) -> Result<Vec<u32>, usize> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        Open,
        Done,
    }
    let n = successors.len();
    let mut state = vec![State::New; n];
    let mut grundy = vec![0u32; n];
    for start in 0..n {
        if state[start] != State::New {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        state[start] = State::Open;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&w) = successors[v].get(*next) {
                *next += 1;
                match state[w] {
                    State::Open => return Err(w),
                    State::New => {
                        state[w] = State::Open;
                        stack.push((w, 0));
                    }
                    State::Done => {}
                }
            } else {
                grundy[v] = mex(successors[v].iter().map(|&w| grundy[w]));
                state[v] = State::Done;
                stack.pop();
            }
        }
    }
    Ok(grundy)
}

impl crate::i18n::errors::Localized for GraphError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(GraphError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cycle_names_a_vertex_on_it() {
        let err = GraphGame::parse("1 2\n2 3\n3 1\n0 1\n").unwrap_err();
        match err {
            GraphError::Cycle { vertex } => assert!([1, 2, 3].contains(&vertex)),
            other => panic!("expected a cycle, got {other:?}"),
        }
        assert!(matches!(
            GraphGame::parse("5 5").unwrap_err(),
            GraphError::Cycle { vertex: 5 }
        ));
    }

    #[test]
    fn bad_lines_are_reported_with_their_number() {
        assert_eq!(
            GraphGame::parse("0 1\n1 x\n").unwrap_err(),
            GraphError::BadVertex {
                line: 2,
                token: "x".into()
            }
        );
        assert!(matches!(
            GraphGame::parse("0 1 2").unwrap_err(),
            GraphError::BadLine { line: 1, .. }
        ));
        assert_eq!(
            GraphGame::parse("# nothing\n").unwrap_err(),
            GraphError::Empty
        );
        assert!(matches!(
            GraphGame::parse("99999999999 1").unwrap_err(),
            GraphError::BadVertex { .. }
        ));
    }

    #[test]
    fn comments_isolated_vertices_and_values() {
        let g = GraphGame::parse("# a path\n0 1 # edge\n1 2\n7\n").unwrap();
        assert_eq!(g.vertex_count(), 4);
        assert_eq!(g.grundy_of(0), Some(0));
        assert_eq!(g.grundy_of(1), Some(1));
        assert_eq!(g.grundy_of(7), Some(0));
        assert_eq!(g.successors(0).collect::<Vec<_>>(), vec![1]);
    }
}
