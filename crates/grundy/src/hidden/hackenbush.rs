//! Green Hackenbush (`docs/theory.md#hackenbush`) and the broken lines of Kvant game 6.
//!
//! A picture is an undirected multigraph (loops and multiple edges allowed) drawn on the
//! ground. A move deletes one edge; every edge no longer connected to the ground falls
//! off. Normal play. Values:
//!
//! * a **bamboo stalk** of `n` edges is a Nim heap of `n` ([`stalk_value`]);
//! * **trees** — the colon principle: `v(x) = ⊕ (v(c) + 1)` over the children `c` of `x`
//!   ([`tree_value`]);
//! * **any graph** — the fusion principle: the vertices of every circuit fuse into one
//!   vertex and the circuit's edges become loops, each loop worth a stalk of length 1.
//!   Concretely ([`Hackenbush::fusion`]): find the bridges, contract every 2-edge-connected
//!   component into one vertex carrying its edges as loops, and apply the colon principle
//!   to the resulting tree: `v(c) = (loops(c) mod 2) ⊕ ⊕_{children} (v(child) + 1)`.
//!
//! The ground is vertex 0 (several ground points are one vertex). Edges that are not
//! connected to the ground in the input **fall off before play starts**: they are
//! ignored (listed by [`Hackenbush::detached_edges`]), exactly as they would fall off
//! after a move.
//!
//! ```
//! use grundy::hidden::hackenbush::Hackenbush;
//! // A triangle standing on the ground: its three edges fuse into 3 loops → *1.
//! let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
//! assert_eq!(g.grundy_value(), 1);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "the analysis indexes arrays it sizes itself: one entry per vertex (below vertex_count, checked by Hackenbush::new) or per edge, and the trees, bridge lists and orders it builds from them"
)]

use super::{outcome_of, xor_all, NimMove};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;
use std::collections::VecDeque;

/// Why a Hackenbush picture could not be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HackenbushError {
    /// An edge names a vertex outside `0..vertex_count`.
    UnknownVertex {
        /// Index of the edge.
        edge: usize,
        /// The vertex.
        vertex: usize,
        /// The number of vertices.
        count: usize,
    },
    /// There are edges but none touches the ground (vertex 0): everything would fall.
    NoGround,
    /// Finding the moves would re-analyse the picture once per edge on a circuit, and
    /// that is more than [`CIRCUIT_WORK_LIMIT`] steps.
    TooMuchWork {
        /// Edges on circuits (each cut is tried by re-analysing the picture).
        cuts: usize,
        /// Vertices plus edges of the picture.
        size: usize,
        /// `cuts × size`.
        work: u64,
        /// [`CIRCUIT_WORK_LIMIT`].
        limit: u64,
    },
}

impl std::fmt::Display for HackenbushError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for HackenbushError {}

impl HackenbushError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::HackenbushError;
    /// assert_eq!(HackenbushError::NoGround.to_string(), "no edge touches the ground (vertex 0)");
    /// ```
    pub fn message(&self) -> crate::i18n::Message {
        use crate::i18n::msg;
        match self {
            HackenbushError::UnknownVertex {
                edge,
                vertex,
                count,
            } => msg!(
                "parse-hackenbush-unknown-vertex",
                edge = *edge,
                vertex = *vertex,
                count = *count
            ),
            HackenbushError::NoGround => msg!("parse-hackenbush-no-ground"),
            HackenbushError::TooMuchWork {
                cuts,
                size,
                work,
                limit,
            } => msg!(
                "parse-hackenbush-too-much-work",
                cuts = *cuts,
                size = *size,
                work = *work,
                limit = *limit
            ),
        }
    }
}

/// At most this many steps (edges on circuits × (vertices + edges)) are spent finding the
/// moves that cut an edge on a circuit: each such cut is tried by re-analysing the
/// picture. Cuts of bridges (every edge of a tree) cost nothing extra: they are found in
/// one pass over the fused tree.
pub const CIRCUIT_WORK_LIMIT: u64 = 20_000_000;

/// The value of a bamboo stalk of `n` edges: `n`.
///
/// ```
/// assert_eq!(grundy::hidden::hackenbush::stalk_value(3), 3);
/// ```
pub fn stalk_value(n: u64) -> u64 {
    n
}

/// The colon principle on a rooted tree given by its children lists: the value of the
/// tree hanging from `root` is the XOR over its children `c` of `value(c) + 1`.
///
/// ```
/// use grundy::hidden::hackenbush::tree_value;
/// // "Y": ground 0 – 1, and 1 – 2, 1 – 3: v(1) = 1 ⊕ 1 = 0, v(0) = 0 + 1 = 1.
/// let children = vec![vec![1], vec![2, 3], vec![], vec![]];
/// assert_eq!(tree_value(&children, 0), 1);
/// ```
pub fn tree_value(children: &[Vec<usize>], root: usize) -> u64 {
    // Iterative post-order.
    let mut order = vec![root];
    let mut i = 0;
    while i < order.len() {
        order.extend(children[order[i]].iter().copied());
        i += 1;
    }
    let mut value = vec![0u64; children.len()];
    for &v in order.iter().rev() {
        value[v] = xor_all(children[v].iter().map(|&c| value[c] + 1));
    }
    value[root]
}

/// A Green Hackenbush picture. Input model: the edges as pairs of vertex numbers, vertex
/// 0 being the ground (`hackenbush(0-1 1-2 2-0)`). Loops `(v, v)` and repeated edges are
/// allowed.
///
/// ```
/// use grundy::hidden::hackenbush::Hackenbush;
/// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (1, 3)]).unwrap(); // "Y"
/// assert_eq!(g.grundy_value(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Hackenbush {
    /// Number of vertices (vertices are `0..vertex_count`, 0 = ground).
    pub vertex_count: usize,
    /// The edges, in input order (edge `i` is `edges[i]`).
    pub edges: Vec<(usize, usize)>,
}

/// One vertex of the fused tree ([`Hackenbush::fusion`]): a 2-edge-connected component.
///
/// ```
/// use grundy::hidden::hackenbush::Hackenbush;
/// let f = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 1)]).unwrap().fusion();
/// assert_eq!(f[1].vertices, vec![1, 2]);
/// assert_eq!((f[1].loops, f[1].value), (2, 0));
/// assert_eq!(f[0].value, 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct FusedVertex {
    /// The original vertices fused into this one (ascending).
    pub vertices: Vec<usize>,
    /// The edges that became loops (indices into [`Hackenbush::edges`]).
    pub loop_edges: Vec<usize>,
    /// Number of loops (each worth `*1`; only the parity matters).
    pub loops: usize,
    /// The fused vertex this one hangs from (index into the fusion list), `None` for the
    /// ground.
    pub parent: Option<usize>,
    /// The bridge joining it to its parent (edge index), `None` for the ground.
    pub bridge: Option<usize>,
    /// The value of everything hanging from this vertex (colon principle).
    pub value: u64,
}

/// A move of Green Hackenbush: cut edge `edge`; the edges `falls` drop off with it.
///
/// ```
/// use grundy::hidden::{hackenbush::HackenbushMove, NimMove};
/// let m = HackenbushMove { edge: 0, endpoints: (0, 1), falls: vec![1],
///                          fallen_endpoints: vec![(1, 2)], nim: NimMove { heap: 0, from: 2, to: 0 } };
/// assert_eq!(m.describe(), "cut edge 0–1; 1–2 falls off");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct HackenbushMove {
    /// Index of the edge cut.
    pub edge: usize,
    /// Its endpoints.
    pub endpoints: (usize, usize),
    /// Indices of the edges that lose their connection to the ground and fall off.
    pub falls: Vec<usize>,
    /// Their endpoints.
    pub fallen_endpoints: Vec<(usize, usize)>,
    /// The Nim translation: the picture is one heap of its value; it becomes the value of
    /// what remains.
    pub nim: NimMove,
}

impl HackenbushMove {
    /// The move in the game's terms.
    ///
    /// ```
    /// use grundy::hidden::{hackenbush::HackenbushMove, NimMove};
    /// let m = HackenbushMove { edge: 2, endpoints: (2, 0), falls: vec![],
    ///                          fallen_endpoints: vec![], nim: NimMove { heap: 0, from: 1, to: 0 } };
    /// assert_eq!(m.describe(), "cut edge 2–0");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`HackenbushMove::describe`] in `lang`.
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        let (u, v) = self.endpoints;
        let list: Vec<String> = self
            .fallen_endpoints
            .iter()
            .map(|(a, b)| format!("{a}–{b}"))
            .collect();
        cut_words(&format!("{u}–{v}"), &list, lang)
    }
}

/// "cut edge 2–0; 0–1 falls off" in `lang`: the cut edge and those that fall with it.
pub fn cut_words(edge: &str, fallen: &[String], lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    if fallen.is_empty() {
        t!(lang, "move-cut-edge", edge = edge)
    } else {
        t!(
            lang,
            "move-cut-edge-falls",
            edge = edge,
            count = fallen.len(),
            fallen = fallen.join(", ")
        )
    }
}

/// The edges connected in `base` that are no longer connected in `after` (other than
/// the cut edge `cut`).
fn fallen(base: &Analysis, after: &Analysis, cut: usize) -> Vec<usize> {
    (0..base.connected.len())
        .filter(|&f| f != cut && base.connected[f] && !after.connected[f])
        .collect()
}

struct Analysis {
    /// Edge present and connected to the ground.
    connected: Vec<bool>,
    /// Edge is a bridge.
    bridge: Vec<bool>,
    fused: Vec<FusedVertex>,
    /// The fused vertices from the ground down (every parent before its children).
    order: Vec<usize>,
}

/// Analyse the picture made of the edges with `present[e]`.
fn analyse(n: usize, edges: &[(usize, usize)], present: &[bool]) -> Analysis {
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (e, &(u, v)) in edges.iter().enumerate() {
        if present[e] {
            adj[u].push((v, e));
            if u != v {
                adj[v].push((u, e));
            }
        }
    }
    // Bridges by an iterative Tarjan low-link DFS from the ground (edge ids, so that a
    // doubled edge is not a bridge). Unvisited vertices are not connected to the ground.
    const NONE: usize = usize::MAX;
    let mut tin = vec![NONE; n];
    let mut low = vec![0; n];
    let mut bridge = vec![false; edges.len()];
    if n > 0 {
        let mut stack: Vec<(usize, usize, usize)> = vec![(0, NONE, 0)];
        tin[0] = 0;
        low[0] = 0;
        let mut timer = 1;
        while let Some(&mut (v, pe, ref mut i)) = stack.last_mut() {
            if *i < adj[v].len() {
                let (w, e) = adj[v][*i];
                *i += 1;
                if e == pe {
                    continue;
                }
                if tin[w] == NONE {
                    tin[w] = timer;
                    low[w] = timer;
                    timer += 1;
                    stack.push((w, e, 0));
                } else {
                    low[v] = low[v].min(tin[w]);
                }
            } else {
                stack.pop();
                if let Some(&(p, _, _)) = stack.last() {
                    low[p] = low[p].min(low[v]);
                    if low[v] > tin[p] {
                        bridge[pe] = true;
                    }
                }
            }
        }
    }
    let reached = |v: usize| tin[v] != NONE;
    let connected: Vec<bool> = (0..edges.len())
        .map(|e| present[e] && reached(edges[e].0))
        .collect();
    // Union-find over the non-bridge connected edges.
    let mut uf: Vec<usize> = (0..n).collect();
    fn find(uf: &mut [usize], mut x: usize) -> usize {
        while uf[x] != x {
            uf[x] = uf[uf[x]];
            x = uf[x];
        }
        x
    }
    for (e, &(u, v)) in edges.iter().enumerate() {
        if connected[e] && !bridge[e] {
            let (a, b) = (find(&mut uf, u), find(&mut uf, v));
            uf[a] = b;
        }
    }
    // Number the components, the ground's first.
    let mut comp = vec![NONE; n];
    let mut fused: Vec<FusedVertex> = Vec::new();
    let mut root_index = vec![NONE; n];
    let mut order: Vec<usize> = (0..n).filter(|&v| reached(v)).collect();
    order.sort_by_key(|&v| (v != 0, v));
    for v in order {
        let r = find(&mut uf, v);
        if root_index[r] == NONE {
            root_index[r] = fused.len();
            fused.push(FusedVertex {
                vertices: Vec::new(),
                loop_edges: Vec::new(),
                loops: 0,
                parent: None,
                bridge: None,
                value: 0,
            });
        }
        comp[v] = root_index[r];
        fused[comp[v]].vertices.push(v);
    }
    let mut tree: Vec<Vec<(usize, usize)>> = vec![Vec::new(); fused.len()];
    for (e, &(u, v)) in edges.iter().enumerate() {
        if !connected[e] {
            continue;
        }
        if bridge[e] {
            tree[comp[u]].push((comp[v], e));
            tree[comp[v]].push((comp[u], e));
        } else {
            fused[comp[u]].loop_edges.push(e);
            fused[comp[u]].loops += 1;
        }
    }
    let mut bfs = Vec::new();
    if !fused.is_empty() {
        // BFS from the ground's component, then the colon principle bottom-up.
        let mut seen = vec![false; fused.len()];
        bfs.push(0);
        seen[0] = true;
        let mut i = 0;
        while i < bfs.len() {
            let c = bfs[i];
            i += 1;
            for &(d, e) in &tree[c] {
                if !seen[d] {
                    seen[d] = true;
                    fused[d].parent = Some(c);
                    fused[d].bridge = Some(e);
                    bfs.push(d);
                }
            }
        }
        for &c in bfs.iter().rev() {
            fused[c].value ^= (fused[c].loops % 2) as u64;
            if let Some(p) = fused[c].parent {
                let v = fused[c].value + 1;
                fused[p].value ^= v;
            }
        }
    }
    Analysis {
        connected,
        bridge,
        fused,
        order: bfs,
    }
}

impl Hackenbush {
    /// A picture on vertices `0..vertex_count` (0 = ground).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Hackenbush, HackenbushError};
    /// assert!(Hackenbush::new(3, vec![(0, 1), (1, 2)]).is_ok());
    /// assert_eq!(Hackenbush::new(2, vec![(0, 1), (1, 2)]),
    ///            Err(HackenbushError::UnknownVertex { edge: 1, vertex: 2, count: 2 }));
    /// assert_eq!(Hackenbush::new(3, vec![(1, 2)]), Err(HackenbushError::NoGround));
    /// ```
    pub fn new(vertex_count: usize, edges: Vec<(usize, usize)>) -> Result<Self, HackenbushError> {
        for (edge, &(u, v)) in edges.iter().enumerate() {
            for vertex in [u, v] {
                if vertex >= vertex_count {
                    return Err(HackenbushError::UnknownVertex {
                        edge,
                        vertex,
                        count: vertex_count,
                    });
                }
            }
        }
        if !edges.is_empty() && !edges.iter().any(|&(u, v)| u == 0 || v == 0) {
            return Err(HackenbushError::NoGround);
        }
        Ok(Hackenbush {
            vertex_count,
            edges,
        })
    }

    /// A picture whose vertices are `0..=` the largest vertex named.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::from_edges(vec![(0, 4)]).unwrap().vertex_count, 5);
    /// assert_eq!(Hackenbush::from_edges(vec![]).unwrap().grundy_value(), 0);
    /// ```
    pub fn from_edges(edges: Vec<(usize, usize)>) -> Result<Self, HackenbushError> {
        let n = edges.iter().map(|&(u, v)| u.max(v) + 1).max().unwrap_or(1);
        Self::new(n, edges)
    }

    /// A bamboo stalk of `n` edges standing on the ground.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::stalk(4).grundy_value(), 4);
    /// ```
    pub fn stalk(n: usize) -> Self {
        Hackenbush {
            vertex_count: n + 1,
            edges: (0..n).map(|i| (i, i + 1)).collect(),
        }
    }

    /// The edges not connected to the ground (they fall off before play; ignored).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// let g = Hackenbush::from_edges(vec![(0, 1), (2, 3)]).unwrap();
    /// assert_eq!(g.detached_edges(), vec![1]);
    /// assert_eq!(g.grundy_value(), 1);
    /// ```
    pub fn detached_edges(&self) -> Vec<usize> {
        let a = self.analysis(&vec![true; self.edges.len()]);
        (0..self.edges.len()).filter(|&e| !a.connected[e]).collect()
    }

    fn analysis(&self, present: &[bool]) -> Analysis {
        analyse(self.vertex_count, &self.edges, present)
    }

    /// The reduction as data: the fused tree. Entry 0 is the ground; every entry lists
    /// the original vertices fused into it, its loops, its parent and bridge, and the
    /// value of what hangs from it (colon principle).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// // A square 0-1-2-3-0 with a stalk 2-4-5: the square fuses into the ground with
    /// // 4 loops; the stalk of 2 hangs from it.
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 3), (3, 0), (2, 4), (4, 5)]).unwrap();
    /// let f = g.fusion();
    /// assert_eq!(f[0].vertices, vec![0, 1, 2, 3]);
    /// assert_eq!(f[0].loops, 4);
    /// assert_eq!(f[0].value, 0 ^ 2);
    /// ```
    pub fn fusion(&self) -> Vec<FusedVertex> {
        self.analysis(&vec![true; self.edges.len()]).fused
    }

    /// The Grundy value (fusion + colon principles), in linear time.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// // A path of 5 edges with both ends on the ground: 5 mod 2.
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]).unwrap();
    /// assert_eq!(g.grundy_value(), 1);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        let present = vec![true; self.edges.len()];
        self.value_of(&present)
    }

    fn value_of(&self, present: &[bool]) -> u64 {
        self.analysis(present).fused.first().map_or(0, |f| f.value)
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{hidden::hackenbush::Hackenbush, Outcome};
    /// assert_eq!(Hackenbush::from_edges(vec![(0, 1), (0, 1)]).unwrap().outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every move (edge cuts of the edges still attached), with the value after each.
    /// Each cut re-analyses the picture and lists what falls: O(E·(V+E)) time and up to
    /// E² fallen edges, for small pictures (the board, exhaustive search); use
    /// [`Hackenbush::moves_to_value`] for large ones.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// let all = Hackenbush::stalk(2).moves();
    /// assert_eq!(all.len(), 2);
    /// assert_eq!(all[1].nim.describe(), "heap 2 → 1");
    /// ```
    pub fn moves(&self) -> Vec<HackenbushMove> {
        let base = self.analysis(&vec![true; self.edges.len()]);
        (0..self.edges.len())
            .filter_map(|e| self.cut_after(&base, e))
            .collect()
    }

    /// The move cutting `edge` (`None` when it is not connected to the ground), in
    /// linear time.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// let m = Hackenbush::stalk(3).cut_move(1).unwrap();
    /// assert_eq!((m.falls.clone(), m.nim.to), (vec![2], 1));
    /// assert!(Hackenbush::from_edges(vec![(0, 1), (2, 3)]).unwrap().cut_move(1).is_none());
    /// ```
    pub fn cut_move(&self, edge: usize) -> Option<HackenbushMove> {
        self.cut_after(&self.analysis(&vec![true; self.edges.len()]), edge)
    }

    /// The last edge connected to the ground, `None` when nothing stands.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::from_edges(vec![(0, 1), (2, 3)]).unwrap().last_edge(), Some(0));
    /// ```
    pub fn last_edge(&self) -> Option<usize> {
        let base = self.analysis(&vec![true; self.edges.len()]);
        (0..self.edges.len()).rev().find(|&e| base.connected[e])
    }

    fn cut_after(&self, base: &Analysis, e: usize) -> Option<HackenbushMove> {
        if !base.connected.get(e).copied().unwrap_or(false) {
            return None;
        }
        let value = base.fused.first().map_or(0, |f| f.value);
        let mut present = base.connected.clone();
        present[e] = false;
        let after = self.analysis(&present);
        let to = after.fused.first().map_or(0, |f| f.value);
        Some(self.cut(e, fallen(base, &after, e), value, to))
    }

    /// Every winning move: the cuts leaving a picture of value 0 (see
    /// [`Hackenbush::moves_to_value`] for the cost and the limit).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// // Triangle on the ground: cutting a ground edge leaves a stalk of 2 (value 2);
    /// // cutting the top edge leaves two stalks of 1 (value 0).
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    /// let d: Vec<String> = g.winning_moves().unwrap().iter().map(|m| m.describe()).collect();
    /// assert_eq!(d, ["cut edge 1–2"]);
    /// ```
    pub fn winning_moves(&self) -> Result<Vec<HackenbushMove>, HackenbushError> {
        self.moves_to_value(0)
    }

    /// Every move to a picture of Grundy value `value`, in edge order.
    ///
    /// Cuts of bridges are found in one pass down the fused tree: the value each fused
    /// vertex must take for the ground to take `value` follows from its parent's
    /// (`need(c) = (need(p) ⊕ v(p) ⊕ (v(c) + 1)) − 1`, and cutting the bridge above `c`
    /// works when `need(p) ⊕ v(p) ⊕ (v(c) + 1) = 0`), so a tree of any size costs linear
    /// time and the edges that fall are listed once each. Cuts of edges on circuits are
    /// tried one by one by re-analysing the picture, at most [`CIRCUIT_WORK_LIMIT`] steps
    /// in all ([`HackenbushError::TooMuchWork`] beyond).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::stalk(3).moves_to_value(1).unwrap()[0].edge, 1);
    /// // A stalk of a million edges: one move to each smaller value.
    /// let m = Hackenbush::stalk(1_000_000).moves_to_value(999_998).unwrap();
    /// assert_eq!((m.len(), m[0].falls.len()), (1, 1));
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Result<Vec<HackenbushMove>, HackenbushError> {
        let full = vec![true; self.edges.len()];
        let base = self.analysis(&full);
        let Some(ground) = base.fused.first() else {
            return Ok(Vec::new());
        };
        let from = ground.value;
        let fused = &base.fused;
        // need[c]: the value c's node must take (by a change at or below it) for the
        // ground to take `value`; None when no change there can do it.
        let mut need: Vec<Option<u64>> = vec![None; fused.len()];
        need[0] = Some(value);
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); fused.len()];
        let mut cut_bridges = Vec::new();
        for &c in base.order.iter().skip(1) {
            let Some(p) = fused[c].parent else { continue };
            children[p].push(c);
            let Some(np) = need[p] else { continue };
            let x = np ^ fused[p].value ^ (fused[c].value + 1);
            if x == 0 {
                cut_bridges.push(c);
            } else {
                need[c] = Some(x - 1);
            }
        }
        let mut comp_of_vertex = vec![usize::MAX; self.vertex_count];
        for (i, f) in fused.iter().enumerate() {
            for &v in &f.vertices {
                comp_of_vertex[v] = i;
            }
        }
        // Edges on circuits in a fused vertex that still has a need: tried one by one.
        let circuit_cuts: Vec<usize> = (0..self.edges.len())
            .filter(|&e| base.connected[e] && !base.bridge[e])
            .filter(|&e| {
                let c = comp_of_vertex[self.edges[e].0];
                need.get(c).copied().flatten().is_some()
            })
            .collect();
        let size = self.vertex_count + self.edges.len();
        let work = circuit_cuts.len() as u64 * size as u64;
        if work > CIRCUIT_WORK_LIMIT {
            return Err(HackenbushError::TooMuchWork {
                cuts: circuit_cuts.len(),
                size,
                work,
                limit: CIRCUIT_WORK_LIMIT,
            });
        }
        let mut out = Vec::new();
        for c in cut_bridges {
            let Some(edge) = fused[c].bridge else {
                continue;
            };
            // Everything hanging from c falls: its loops and the bridges below it.
            let mut falls = Vec::new();
            let mut stack = vec![c];
            while let Some(d) = stack.pop() {
                falls.extend(fused[d].loop_edges.iter().copied());
                for &k in &children[d] {
                    falls.extend(fused[k].bridge);
                    stack.push(k);
                }
            }
            falls.sort_unstable();
            out.push(self.cut(edge, falls, from, value));
        }
        for e in circuit_cuts {
            let mut present = base.connected.clone();
            present[e] = false;
            let after = self.analysis(&present);
            if after.fused.first().map_or(0, |f| f.value) != value {
                continue;
            }
            out.push(self.cut(e, fallen(&base, &after, e), from, value));
        }
        out.sort_unstable_by_key(|m| m.edge);
        Ok(out)
    }

    /// The move cutting `edge`, with the edges `falls` falling, from value `from` to `to`.
    fn cut(&self, edge: usize, falls: Vec<usize>, from: u64, to: u64) -> HackenbushMove {
        HackenbushMove {
            edge,
            endpoints: self.edges[edge],
            fallen_endpoints: falls.iter().map(|&f| self.edges[f]).collect(),
            falls,
            nim: NimMove { heap: 0, from, to },
        }
    }
}

/// Green Hackenbush played directly from its rules, for brute force: the position is a
/// bitmask of the edges still standing (edge `i` = bit `i`, at most 64 edges); a move
/// clears one edge and then every edge not connected to vertex 0.
///
/// ```
/// use grundy::{hidden::hackenbush::HackenbushGame, Solver};
/// let game = HackenbushGame { vertex_count: 3, edges: vec![(0, 1), (1, 2), (2, 0)] };
/// let mut s = Solver::new(&game);
/// assert_eq!(s.grundy(&game.start()).unwrap(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HackenbushGame {
    /// Number of vertices (0 = ground).
    pub vertex_count: usize,
    /// The edges (at most 64).
    pub edges: Vec<(usize, usize)>,
}

impl HackenbushGame {
    /// The starting position: every edge connected to the ground.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::HackenbushGame;
    /// let game = HackenbushGame { vertex_count: 4, edges: vec![(0, 1), (2, 3)] };
    /// assert_eq!(game.start(), 0b01);
    /// ```
    pub fn start(&self) -> u64 {
        self.prune(if self.edges.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.edges.len()) - 1
        })
    }

    /// Keeps only the edges of `mask` connected to the ground.
    fn prune(&self, mask: u64) -> u64 {
        let mut reach = vec![false; self.vertex_count.max(1)];
        reach[0] = true;
        let mut queue = VecDeque::from([0usize]);
        while let Some(v) = queue.pop_front() {
            for (e, &(a, b)) in self.edges.iter().enumerate() {
                if mask >> e & 1 == 1 && (a == v || b == v) {
                    let w = if a == v { b } else { a };
                    if !reach[w] {
                        reach[w] = true;
                        queue.push_back(w);
                    }
                }
            }
        }
        (0..self.edges.len())
            .filter(|&e| mask >> e & 1 == 1 && reach[self.edges[e].0])
            .fold(0, |m, e| m | 1 << e)
    }
}

impl ImpartialGame for HackenbushGame {
    type Position = u64;
    fn moves(&self, &p: &u64) -> Vec<u64> {
        (0..self.edges.len())
            .filter(|&e| p >> e & 1 == 1)
            .map(|e| self.prune(p & !(1 << e)))
            .collect()
    }
}

// ---------------------------------------------------------------------------------------
// Broken lines (Kvant game 6)
// ---------------------------------------------------------------------------------------

/// At most this many winning moves are listed per broken line attached at both ends.
pub const MAX_LISTED_MOVES: usize = 10_000;

/// How a broken line is attached to the base.
///
/// ```
/// use grundy::hidden::hackenbush::Attachment;
/// assert_ne!(Attachment::OneEnd, Attachment::BothEnds);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Attachment {
    /// One end on the base: a bamboo stalk, value = number of links.
    OneEnd,
    /// Both ends on the base: value = number of links mod 2.
    BothEnds,
}

/// One broken line (polyline) of `links` links.
///
/// ```
/// use grundy::hidden::hackenbush::{Attachment, BrokenLine};
/// assert_eq!(BrokenLine { links: 7, attachment: Attachment::BothEnds }.value(), 1);
/// assert_eq!(BrokenLine { links: 7, attachment: Attachment::OneEnd }.value(), 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct BrokenLine {
    /// Number of links.
    pub links: u64,
    /// One end or both ends on the base.
    pub attachment: Attachment,
}

impl BrokenLine {
    /// Its Grundy value: `links` (one end) or `links mod 2` (both ends: removing link
    /// `i` leaves stalks of `i − 1` and `links − i`, whose XOR has the parity of
    /// `links − 1`, so the mex is `links mod 2`).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLine};
    /// assert_eq!(BrokenLine { links: 20, attachment: Attachment::BothEnds }.value(), 0);
    /// ```
    pub fn value(&self) -> u64 {
        match self.attachment {
            Attachment::OneEnd => self.links,
            Attachment::BothEnds => self.links % 2,
        }
    }
}

/// The game of broken lines (Kvant game 6). Input model: one entry per line, with its
/// number of links and whether one or both ends are on the base
/// (`lines A=5 B=3 C=7 D=6*`). Links are numbered from the base (for a line on both
/// ends, from one chosen end). A move removes one link; links cut off from the base
/// fall. It is Green Hackenbush; the lines are Nim heaps of their [`BrokenLine::value`].
///
/// ```
/// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
/// let g = BrokenLines::new(vec![(5, Attachment::OneEnd), (3, Attachment::OneEnd),
///                               (7, Attachment::OneEnd), (6, Attachment::BothEnds)]);
/// assert_eq!(g.grundy_value(), 5 ^ 3 ^ 7);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct BrokenLines {
    /// The lines (named A, B, C, … in descriptions).
    pub lines: Vec<BrokenLine>,
}

/// A move of [`BrokenLines`]: remove link `link` of line `line`.
///
/// ```
/// use grundy::hidden::{hackenbush::{BrokenLineMove, Attachment}, NimMove};
/// let m = BrokenLineMove { line: 0, attachment: Attachment::OneEnd, links: 5, link: 2,
///                          nim: NimMove { heap: 0, from: 5, to: 1 } };
/// assert_eq!(m.describe(), "remove link 2 of line A (links 3–5 fall off)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct BrokenLineMove {
    /// Index of the line.
    pub line: usize,
    /// Its attachment.
    pub attachment: Attachment,
    /// Its number of links before the move.
    pub links: u64,
    /// The link removed (1-based from the base or the chosen end).
    pub link: u64,
    /// The Nim translation.
    pub nim: NimMove,
}

fn line_name(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

impl BrokenLineMove {
    /// The move in the game's terms.
    ///
    /// ```
    /// use grundy::hidden::{hackenbush::{BrokenLineMove, Attachment}, NimMove};
    /// let m = BrokenLineMove { line: 3, attachment: Attachment::BothEnds, links: 7, link: 4,
    ///                          nim: NimMove { heap: 3, from: 1, to: 0 } };
    /// assert_eq!(m.describe(), "remove link 4 of line D, leaving lines of 3 and 3 links on the base");
    /// ```
    pub fn describe(&self) -> String {
        self.describe_in(crate::i18n::Lang::En)
    }

    /// [`BrokenLineMove::describe`] in `lang`.
    pub fn describe_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let name = line_name(self.line);
        let link = self.link.to_string();
        match self.attachment {
            Attachment::OneEnd if self.link == self.links => {
                t!(lang, "move-line-last", link = link, line = name)
            }
            Attachment::OneEnd if self.link + 1 == self.links => t!(
                lang,
                "move-line-falls-one",
                link = link,
                line = name,
                last = self.links.to_string()
            ),
            Attachment::OneEnd => t!(
                lang,
                "move-line-falls",
                link = link,
                line = name,
                first = (self.link + 1).to_string(),
                last = self.links.to_string()
            ),
            Attachment::BothEnds => t!(
                lang,
                "move-line-both",
                link = link,
                line = name,
                left = (self.link - 1).to_string(),
                right = (self.links - self.link).to_string()
            ),
        }
    }
}

impl BrokenLines {
    /// Lines given as `(links, attachment)`.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// assert_eq!(BrokenLines::new(vec![(2, Attachment::BothEnds)]).lines[0].links, 2);
    /// ```
    pub fn new(lines: Vec<(u64, Attachment)>) -> Self {
        BrokenLines {
            lines: lines
                .into_iter()
                .map(|(links, attachment)| BrokenLine { links, attachment })
                .collect(),
        }
    }

    /// The reduction: `(line, heap size)` per line.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(4, Attachment::OneEnd), (5, Attachment::BothEnds)]);
    /// assert_eq!(g.reduction(), vec![(0, 4), (1, 1)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.lines
            .iter()
            .enumerate()
            .map(|(i, l)| (i, l.value()))
            .collect()
    }

    /// The Grundy value: XOR of the lines' values.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// assert_eq!(BrokenLines::new(vec![(3, Attachment::BothEnds), (1, Attachment::OneEnd)]).grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.lines.iter().map(BrokenLine::value))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{hidden::hackenbush::{Attachment, BrokenLines}, Outcome};
    /// assert_eq!(BrokenLines::new(vec![(4, Attachment::BothEnds)]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move (at most [`MAX_LISTED_MOVES`] per line on both ends). For a
    /// line on both ends with `m` links and target `t`, removing link `i` works iff
    /// `(i − 1) ⊕ (m − i) = t`; with `x + y = m − 1` and `x ⊕ y = t` this means
    /// `x ∧ y = (m − 1 − t)/2 =: c`, `c ∧ t = 0`, and `x = c +` any subset of the bits of `t`.
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(7, Attachment::BothEnds)]);
    /// let d: Vec<String> = g.winning_moves().iter().map(|m| m.describe()).collect();
    /// assert_eq!(d, ["remove link 4 of line A, leaving lines of 3 and 3 links on the base"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<BrokenLineMove> {
        self.moves_to_value(0)
    }

    /// Every move to a picture of Grundy value `value` (at most [`MAX_LISTED_MOVES`]
    /// per line attached at both ends).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// let l = BrokenLines::new(vec![(3, Attachment::OneEnd)]);
    /// assert_eq!(l.moves_to_value(1)[0].link, 2);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<BrokenLineMove> {
        let s = self.grundy_value() ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for (line, l) in self.lines.iter().enumerate() {
            let h = l.value();
            let t = h ^ s;
            let nim = NimMove {
                heap: line,
                from: h,
                to: t,
            };
            let mk = |link| BrokenLineMove {
                line,
                attachment: l.attachment,
                links: l.links,
                link,
                nim,
            };
            match l.attachment {
                Attachment::OneEnd => {
                    if t < h {
                        out.push(mk(t + 1));
                    }
                }
                Attachment::BothEnds => {
                    if l.links == 0 {
                        continue;
                    }
                    let n = l.links - 1;
                    if t > n || (n - t) % 2 == 1 {
                        continue;
                    }
                    let c = (n - t) / 2;
                    if c & t != 0 {
                        continue;
                    }
                    let mut links = Vec::new();
                    // Enumerate the subsets of t (x = c + subset).
                    let mut sub = t;
                    loop {
                        links.push(c + sub + 1);
                        if sub == 0 || links.len() >= MAX_LISTED_MOVES {
                            break;
                        }
                        sub = (sub - 1) & t;
                    }
                    links.sort_unstable();
                    out.extend(links.into_iter().map(mk));
                }
            }
        }
        out
    }

    /// The same picture as a [`Hackenbush`] graph (ground = vertex 0).
    ///
    /// ```
    /// use grundy::hidden::hackenbush::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(2, Attachment::OneEnd), (3, Attachment::BothEnds)]);
    /// assert_eq!(g.to_hackenbush().edges, vec![(0, 1), (1, 2), (0, 3), (3, 4), (4, 0)]);
    /// ```
    pub fn to_hackenbush(&self) -> Hackenbush {
        let mut edges = Vec::new();
        let mut next = 1usize;
        for l in &self.lines {
            let mut prev = 0usize;
            for i in 0..l.links {
                let last = i + 1 == l.links;
                let v = if last && l.attachment == Attachment::BothEnds {
                    0
                } else {
                    let v = next;
                    next += 1;
                    v
                };
                edges.push((prev, v));
                prev = v;
            }
        }
        Hackenbush {
            vertex_count: next,
            edges,
        }
    }
}

impl crate::i18n::errors::Localized for HackenbushError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(HackenbushError);
