//! Tokens on a graph that may have cycles: the edge list of [`crate::dag`] with its
//! generalized Sprague–Grundy values.

use super::binary::{self, BinaryGraph};
use super::solve::{Arcs, Retrograde, Round, INFINITE};
use super::{GenValue, LoopyError};
use crate::cancel::Cancel;
use crate::dag::{read, GraphError};
use crate::nat::Nat;
use std::collections::{BTreeSet, HashMap};

/// A finite directed graph (cycles and self-loops allowed) with the generalized value of
/// every vertex.
///
/// ```
/// use grundy_loopy::graph::LoopyGraph;
/// // 1 → 2 → 1 is a cycle and 2 → 3 leaves it; 4 → 4 is a self-loop.
/// let g = LoopyGraph::parse("1 2\n2 1\n2 3\n4 4\n", &grundy_core::Cancel::default()).unwrap();
/// assert_eq!(g.value_of(3).unwrap().to_string(), "0");
/// assert_eq!(g.value_of(2).unwrap().to_string(), "1");
/// assert_eq!(g.value_of(1).unwrap().to_string(), "0"); // its only option has value 1
/// assert_eq!(g.value_of(4).unwrap().to_string(), "∞{}"); // a draw
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopyGraph {
    labels: Vec<u64>,
    index: HashMap<u64, u32>,
    bytes: Vec<u8>,
    values: Vec<u32>,
    rounds: Vec<Round>,
}

/// What is wrong with a loopy edge list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum LoopyGraphError {
    /// The text.
    #[error(transparent)]
    Text(#[from] GraphError),
    /// The size or a stop.
    #[error(transparent)]
    Solve(#[from] LoopyError),
}

impl crate::i18n::errors::Localized for LoopyGraphError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Text(e) => e.message_in(lang),
            Self::Solve(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(LoopyGraphError);

impl LoopyGraph {
    /// Reads an edge list (the format of [`crate::dag`]; cycles allowed) and labels
    /// every vertex.
    pub fn parse(text: &str, cancel: &Cancel) -> Result<Self, LoopyGraphError> {
        let b = read(text)?;
        if b.labels.is_empty() {
            return Err(GraphError::Empty.into());
        }
        let n = u32::try_from(b.labels.len()).map_err(|_| {
            LoopyError::Overflow(
                crate::i18n::Message::new("reason-overflow-vertices").with("count", b.labels.len()),
            )
        })?;
        let mut edges = Vec::new();
        for (u, succ) in b.successors.iter().enumerate() {
            edges.extend(succ.iter().map(|&v| (u as u32, v as u32)));
        }
        let bytes = binary::from_edges(n, &edges)
            .map_err(|e| LoopyError::Overflow(crate::i18n::Message::said(&e)))?;
        let index = b
            .index
            .iter()
            .map(|(&label, &i)| (label, i as u32))
            .collect();
        let mut g = LoopyGraph {
            labels: b.labels,
            index,
            bytes,
            values: Vec::new(),
            rounds: Vec::new(),
        };
        let mut run = Retrograde::new(n);
        run.run(&g.arcs(), cancel, &mut |_| {})
            .map_err(LoopyError::from)?;
        g.rounds = run.rounds().to_vec();
        g.values = run.into_values();
        Ok(g)
    }

    fn arcs(&self) -> BinaryGraph<'_> {
        BinaryGraph::built(&self.bytes)
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.labels.len()
    }

    /// The number of arcs.
    pub fn arc_count(&self) -> u64 {
        self.arcs().edge_count()
    }

    /// True when `v` is a vertex.
    pub fn contains(&self, v: u64) -> bool {
        self.index.contains_key(&v)
    }

    /// The generalized value of vertex `v` (`None` for an unknown vertex).
    pub fn value_of(&self, v: u64) -> Option<GenValue> {
        let i = *self.index.get(&v)?;
        Some(gen_value(&self.arcs(), &self.values, i))
    }

    /// The vertices a token on `v` can move to (empty for an unknown vertex).
    pub fn successors(&self, v: u64) -> Vec<u64> {
        let g = self.arcs();
        self.index
            .get(&v)
            .map(|&i| {
                g.successors(i)
                    .filter_map(|w| self.labels.get(w as usize).copied())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Every vertex with its value, in order of first appearance.
    pub fn values(&self) -> Vec<(u64, GenValue)> {
        let g = self.arcs();
        (0..g.vertex_count())
            .zip(&self.labels)
            .map(|(i, &label)| (label, gen_value(&g, &self.values, i)))
            .collect()
    }

    /// The labelling rounds of the solve.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round in which vertex `v` got its value: `m` for the finite value `m`, and for
    /// ∞ the round at whose end it was found (the mex of its finite option values).
    pub fn round_of(&self, v: u64) -> Option<u32> {
        let i = *self.index.get(&v)?;
        let raw = *self.values.get(i as usize)?;
        if raw != INFINITE {
            return Some(raw);
        }
        let g = self.arcs();
        let k: BTreeSet<u32> = g
            .successors(i)
            .filter_map(|w| self.values.get(w as usize).copied())
            .filter(|&x| x != INFINITE)
            .collect();
        Some(crate::mex::mex(k))
    }
}

/// The generalized value of vertex `v` of `graph` from the raw values of [`fn@super::solve`]:
/// a finite value, or ∞ with the finite values of `v`'s options.
pub fn gen_value(graph: &impl Arcs, values: &[u32], v: u32) -> GenValue {
    match values.get(v as usize) {
        Some(&x) if x != INFINITE => GenValue::Finite(Nat::from(x)),
        _ => GenValue::Infinite(
            graph
                .successors(v)
                .filter_map(|w| values.get(w as usize).copied())
                .filter(|&x| x != INFINITE)
                .map(Nat::from)
                .collect(),
        ),
    }
}
