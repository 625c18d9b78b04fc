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
//! use grundy::games::hidden::hackenbush::Hackenbush;
//! // A triangle standing on the ground: its three edges fuse into 3 loops → *1.
//! let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
//! assert_eq!(g.grundy_value(), 1);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "the analysis indexes arrays it sizes itself: one entry per vertex (below vertex_count, checked by Hackenbush::new) or per edge, and the trees, bridge lists and orders it builds from them"
)]

use super::super::{nat, outcome_of, xor_all};
use super::fusion::{analyse, fallen, Analysis, FusedVertex};
use crate::component::{HeapChange, NimMove};
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
    /// use grundy::games::hidden::hackenbush::HackenbushError;
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
/// assert_eq!(grundy::games::hidden::hackenbush::stalk_value(3), 3);
/// ```
pub fn stalk_value(n: u64) -> u64 {
    n
}

/// The colon principle on a rooted tree given by its children lists: the value of the
/// tree hanging from `root` is the XOR over its children `c` of `value(c) + 1`.
///
/// ```
/// use grundy::games::hidden::hackenbush::tree_value;
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
/// use grundy::games::hidden::hackenbush::Hackenbush;
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

/// "cut edge 2–0; 0–1 falls off" in `lang`: the cut edge and those that fall with it.
fn cut_words(edge: &str, fallen: &[String], lang: crate::i18n::Lang) -> String {
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

impl Hackenbush {
    /// A picture on vertices `0..vertex_count` (0 = ground).
    ///
    /// ```
    /// use grundy::games::hidden::hackenbush::{Hackenbush, HackenbushError};
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
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
    /// use grundy::{games::hidden::hackenbush::Hackenbush, Outcome};
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// let all = Hackenbush::stalk(2).moves();
    /// assert_eq!(all.len(), 2);
    /// assert_eq!(Hackenbush::stalk(2).nim_move(&all[1]).unwrap().describe(), "heap 2 → 1");
    /// ```
    pub fn moves(&self) -> Vec<Vec<HeapChange>> {
        let base = self.analysis(&vec![true; self.edges.len()]);
        (0..self.edges.len())
            .filter_map(|e| self.cut_after(&base, e))
            .collect()
    }

    /// The move cutting `edge` (`None` when it is not connected to the ground), in
    /// linear time: the edge cut, then the edges that fall, each a piece of size 1 that
    /// becomes nothing.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::hackenbush::Hackenbush};
    /// let stalk = Hackenbush::stalk(3);
    /// let m = stalk.cut_move(1).unwrap();
    /// let gone = |e| HeapChange::split(e, 1u8.into(), vec![]);
    /// assert_eq!(m, [gone(1), gone(2)]);
    /// assert_eq!(stalk.nim_move(&m).unwrap().to, 1);
    /// assert!(Hackenbush::from_edges(vec![(0, 1), (2, 3)]).unwrap().cut_move(1).is_none());
    /// ```
    pub fn cut_move(&self, edge: usize) -> Option<Vec<HeapChange>> {
        self.cut_after(&self.analysis(&vec![true; self.edges.len()]), edge)
    }

    /// The last edge connected to the ground, `None` when nothing stands.
    ///
    /// ```
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::from_edges(vec![(0, 1), (2, 3)]).unwrap().last_edge(), Some(0));
    /// ```
    pub fn last_edge(&self) -> Option<usize> {
        let base = self.analysis(&vec![true; self.edges.len()]);
        (0..self.edges.len()).rev().find(|&e| base.connected[e])
    }

    fn cut_after(&self, base: &Analysis, e: usize) -> Option<Vec<HeapChange>> {
        if !base.connected.get(e).copied().unwrap_or(false) {
            return None;
        }
        let mut present = base.connected.clone();
        present[e] = false;
        let after = self.analysis(&present);
        Some(cut(e, fallen(base, &after, e)))
    }

    /// Every winning move: the cuts leaving a picture of value 0 (see
    /// [`Hackenbush::moves_to_value`] for the cost and the limit).
    ///
    /// ```
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// // Triangle on the ground: cutting a ground edge leaves a stalk of 2 (value 2);
    /// // cutting the top edge leaves two stalks of 1 (value 0).
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    /// let d: Vec<String> = g.winning_moves().unwrap().iter().map(|m| g.move_words_in(m, grundy::Lang::En)).collect();
    /// assert_eq!(d, ["cut edge 1–2"]);
    /// ```
    pub fn winning_moves(&self) -> Result<Vec<Vec<HeapChange>>, HackenbushError> {
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
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// assert_eq!(Hackenbush::stalk(3).moves_to_value(1).unwrap()[0][0].heap, 1);
    /// // A stalk of a million edges: one move to each smaller value (the cut, one fall).
    /// let m = Hackenbush::stalk(1_000_000).moves_to_value(999_998).unwrap();
    /// assert_eq!((m.len(), m[0].len()), (1, 2));
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Result<Vec<Vec<HeapChange>>, HackenbushError> {
        let full = vec![true; self.edges.len()];
        let base = self.analysis(&full);
        if base.fused.is_empty() {
            return Ok(Vec::new());
        }
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
            out.push(cut(edge, falls));
        }
        for e in circuit_cuts {
            let mut present = base.connected.clone();
            present[e] = false;
            let after = self.analysis(&present);
            if after.fused.first().map_or(0, |f| f.value) != value {
                continue;
            }
            out.push(cut(e, fallen(&base, &after, e)));
        }
        out.sort_unstable_by_key(|m| m.first().map(|c| c.heap));
        Ok(out)
    }

    /// The picture after the move `changes` (a cut: edges that become nothing), the
    /// edges that were already off the ground falling too.
    ///
    /// ```
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    /// assert_eq!(g.after(&g.cut_move(1).unwrap()).edges, [(0, 1), (2, 0)]);
    /// ```
    pub fn after(&self, changes: &[HeapChange]) -> Hackenbush {
        let mut h = self.clone();
        HeapChange::splice_all(changes, &mut h.edges, |_| vec![]);
        // Edges that were already off the ground (in the input) fall now too.
        let detached: std::collections::BTreeSet<usize> = h.detached_edges().into_iter().collect();
        let mut e = 0;
        h.edges.retain(|_| {
            e += 1;
            !detached.contains(&(e - 1))
        });
        h
    }

    /// The move `changes` (an edge cut, then the edges that fall) in the game's terms, in
    /// `lang`.
    ///
    /// ```
    /// use grundy::games::hidden::hackenbush::Hackenbush;
    /// use grundy::Lang;
    /// let stalk = Hackenbush::stalk(2);
    /// assert_eq!(stalk.move_words_in(&stalk.cut_move(0).unwrap(), Lang::En), "cut edge 0–1; 1–2 falls off");
    /// let g = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    /// assert_eq!(g.move_words_in(&g.cut_move(2).unwrap(), Lang::En), "cut edge 2–0");
    /// ```
    pub fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        let edge = |i: usize| self.edges.get(i).copied().unwrap_or_default();
        let Some(first) = changes.first() else {
            return String::new();
        };
        let (u, v) = edge(first.heap);
        let fallen: Vec<String> = changes
            .iter()
            .skip(1)
            .map(|c| {
                let (a, b) = edge(c.heap);
                format!("{a}–{b}")
            })
            .collect();
        cut_words(&format!("{u}–{v}"), &fallen, lang)
    }

    /// The Nim translation of the move `changes`: the picture is one heap of its value;
    /// it becomes the value of what remains.
    ///
    /// ```
    /// use grundy::{component::NimMove, games::hidden::hackenbush::Hackenbush};
    /// let stalk = Hackenbush::stalk(3);
    /// let m = stalk.cut_move(1).unwrap();
    /// assert_eq!(stalk.nim_move(&m), Some(NimMove { heap: 0, from: 3, to: 1 }));
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        Some(NimMove {
            heap: 0,
            from: self.grundy_value(),
            to: self.after(changes).grundy_value(),
        })
    }
}

/// The changes of cutting `edge`, the edges `falls` falling: each edge a piece of size 1
/// that becomes nothing.
fn cut(edge: usize, falls: Vec<usize>) -> Vec<HeapChange> {
    std::iter::once(edge)
        .chain(falls)
        .map(|e| HeapChange::split(e, nat(1), vec![]))
        .collect()
}

/// Green Hackenbush played directly from its rules, for brute force: the position is a
/// bitmask of the edges still standing (edge `i` = bit `i`, at most 64 edges); a move
/// clears one edge and then every edge not connected to vertex 0.
///
/// ```
/// use grundy::{games::hidden::hackenbush::HackenbushGame, Solver};
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
    /// use grundy::games::hidden::hackenbush::HackenbushGame;
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

impl crate::i18n::errors::Localized for HackenbushError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(HackenbushError);
