//! The fusion principle at work: the bridges of a picture (Tarjan's low links from the
//! ground), its 2-edge-connected components fused into vertices carrying their edges as
//! loops, and the colon principle on the tree they form ([`FusedVertex`]).

#![expect(
    clippy::indexing_slicing,
    reason = "the analysis indexes arrays it sizes itself: one entry per vertex (below vertex_count, checked by Hackenbush::new) or per edge, and the trees, bridge lists and orders it builds from them"
)]

use serde::Serialize;

/// One vertex of the fused tree ([`Hackenbush::fusion`](super::Hackenbush::fusion)): a
/// 2-edge-connected component.
///
/// ```
/// use grundy::games::hidden::hackenbush::Hackenbush;
/// let f = Hackenbush::from_edges(vec![(0, 1), (1, 2), (2, 1)]).unwrap().fusion();
/// assert_eq!(f[1].vertices, vec![1, 2]);
/// assert_eq!((f[1].loops, f[1].value), (2, 0));
/// assert_eq!(f[0].value, 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct FusedVertex {
    /// The original vertices fused into this one (ascending).
    pub vertices: Vec<usize>,
    /// The edges that became loops (indices into
    /// [`Hackenbush::edges`](super::Hackenbush::edges)).
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

/// The edges connected in `base` that are no longer connected in `after` (other than
/// the cut edge `cut`).
pub(super) fn fallen(base: &Analysis, after: &Analysis, cut: usize) -> Vec<usize> {
    (0..base.connected.len())
        .filter(|&f| f != cut && base.connected[f] && !after.connected[f])
        .collect()
}

/// What one analysis of a picture finds.
pub(super) struct Analysis {
    /// Edge present and connected to the ground.
    pub(super) connected: Vec<bool>,
    /// Edge is a bridge.
    pub(super) bridge: Vec<bool>,
    pub(super) fused: Vec<FusedVertex>,
    /// The fused vertices from the ground down (every parent before its children).
    pub(super) order: Vec<usize>,
}

/// Analyse the picture made of the edges with `present[e]`.
pub(super) fn analyse(n: usize, edges: &[(usize, usize)], present: &[bool]) -> Analysis {
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
