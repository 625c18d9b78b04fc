//! Canonical forms of small graphs, the memo key of the Kayles search: isomorphic
//! graphs get the same key, and a key is the graph itself written in some exact way —
//! so equal keys always mean isomorphic graphs.
//!
//! A tree is keyed by its AHU code (Aho, Hopcroft and Ullman's canonical string of a
//! rooted tree), rooted at its centre.
//!
//! Any other graph is keyed by its adjacency matrix under a canonical numbering found by
//! individualisation–refinement (the idea of McKay's *nauty*, without its automorphism
//! pruning): colour refinement splits the vertices into classes no isomorphism can mix;
//! while a class has several vertices, each of them in turn is singled out and the
//! colours refined again; every discrete colouring numbers the vertices, and the key is
//! the least adjacency matrix over all of them. Twins (two vertices with the same other
//! neighbours, which an automorphism swaps) are tried once. If a very symmetric graph
//! would need more than [`LEAF_LIMIT`] numberings, the least found so far is kept: still
//! an exact encoding of the graph, so still a correct key, only no longer shared with
//! every isomorphic graph.

#![expect(
    clippy::indexing_slicing,
    reason = "vertices are below 128 (the u128 sets of the search) and every array is sized here to the part's vertex count or to the key's words"
)]

/// The most vertex numberings tried for one graph.
pub(crate) const LEAF_LIMIT: usize = 256;

/// The set bits of `m`, lowest first.
pub(crate) fn bits(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

/// The key of the subgraph that `mask` induces in the graph of neighbour masks `nbr`:
/// its number of vertices, then the upper triangle of its adjacency matrix, row by row,
/// under the canonical numbering.
pub(crate) fn canonical_key(nbr: &[u128], mask: u128) -> Box<[u64]> {
    let verts: Vec<usize> = bits(mask).collect();
    let mut local = [0u8; 128];
    for (i, &v) in verts.iter().enumerate() {
        local[v] = i as u8;
    }
    let adj: Vec<u128> = verts
        .iter()
        .map(|&v| bits(nbr[v] & mask).fold(0u128, |m, w| m | 1u128 << local[w]))
        .collect();
    let k = adj.len();
    let edges: u32 = adj.iter().map(|a| a.count_ones()).sum::<u32>() / 2;
    if k > 0 && edges as usize == k - 1 && connected(&adj) {
        return tree_key(&adj);
    }
    let mut colours = vec![0u32; k];
    let classes = refine(&adj, &mut colours, usize::from(k > 0));
    let mut search = Search {
        adj: &adj,
        leaves: 0,
        best: None,
    };
    search.explore(colours, classes);
    match search.best {
        Some(best) => best,
        None => encode(&adj, &(0..k as u32).collect::<Vec<_>>()),
    }
}

/// Marks a tree's key (its first word), apart from the keys of other graphs.
const TREE: u64 = 1 << 63;

/// The key of a tree (connected, `k - 1` edges): its AHU code — a vertex is `1`, its
/// children's codes in increasing order, then `0` — rooted at its centre, or the less of
/// the two codes when it has two centres (an isomorphism maps centres to centres).
fn tree_key(adj: &[u128]) -> Box<[u64]> {
    let k = adj.len();
    // The centres: strip the leaves, layer by layer, until at most two vertices remain.
    let mut left: u128 = if k == 128 {
        u128::MAX
    } else {
        (1u128 << k) - 1
    };
    while left.count_ones() > 2 {
        let leaves = bits(left)
            .filter(|&v| (adj[v] & left).count_ones() <= 1)
            .fold(0u128, |m, v| m | 1u128 << v);
        if leaves == 0 {
            break; // not a tree (never for the callers): every vertex is a root to try
        }
        left &= !leaves;
    }
    let best = bits(left)
        .map(|root| rooted_code(adj, root))
        .min()
        .unwrap_or_default();
    let mut key = vec![0u64; 1 + (2 * k).div_ceil(64)];
    key[0] = TREE | k as u64;
    for (b, &bit) in best.iter().enumerate() {
        if bit == 1 {
            key[1 + b / 64] |= 1u64 << (b % 64);
        }
    }
    key.into_boxed_slice()
}

/// Whether the graph `adj` is connected.
fn connected(adj: &[u128]) -> bool {
    let mut seen = 1u128;
    let mut frontier = 1u128;
    while frontier != 0 {
        let reach = bits(frontier).fold(0u128, |m, v| m | adj[v]);
        frontier = reach & !seen;
        seen |= frontier;
    }
    seen.count_ones() as usize == adj.len()
}

/// The AHU code of the tree `adj` rooted at `root`, one byte (0 or 1) per symbol.
fn rooted_code(adj: &[u128], root: usize) -> Vec<u8> {
    let k = adj.len();
    // Vertices in breadth-first order with their parents; codes built from the leaves up.
    let mut order = vec![root];
    let mut parent = vec![usize::MAX; k];
    let mut seen = 1u128 << root;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        for w in bits(adj[v] & !seen) {
            seen |= 1u128 << w;
            parent[w] = v;
            order.push(w);
        }
        i += 1;
    }
    let mut children: Vec<Vec<Vec<u8>>> = vec![Vec::new(); k];
    let mut code = Vec::new();
    for &v in order.iter().rev() {
        let mut kids = std::mem::take(&mut children[v]);
        kids.sort_unstable();
        code = Vec::with_capacity(2 + kids.iter().map(Vec::len).sum::<usize>());
        code.push(1);
        for c in kids {
            code.extend_from_slice(&c);
        }
        code.push(0);
        if parent[v] != usize::MAX {
            children[parent[v]].push(std::mem::take(&mut code));
        }
    }
    code
}

/// A 64-bit mix of a colour (splitmix64's finaliser).
fn mix(c: u32) -> u64 {
    let mut z = u64::from(c).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Numbers the distinct `keys` in increasing order into `out`; returns how many there
/// are.
fn rank<K: Ord + Copy>(keys: &[K], out: &mut [u32]) -> usize {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_unstable_by_key(|&v| keys[v]);
    let mut c = 0u32;
    for (i, &v) in order.iter().enumerate() {
        if i > 0 && keys[v] != keys[order[i - 1]] {
            c += 1;
        }
        out[v] = c;
    }
    if keys.is_empty() {
        0
    } else {
        c as usize + 1
    }
}

/// Colour refinement: a vertex's new colour is its colour and the multiset of its
/// neighbours' colours (summed through a hash: a collision only refines less, which
/// keeps the key correct), until the number of classes stops growing. Colours stay
/// ordered as isomorphism-invariant ranks.
fn refine(adj: &[u128], colours: &mut [u32], mut classes: usize) -> usize {
    let k = adj.len();
    let mut keys = vec![(0u32, 0u64); k];
    loop {
        if classes == k {
            return classes;
        }
        for v in 0..k {
            let sum = bits(adj[v]).fold(0u64, |s, w| s.wrapping_add(mix(colours[w])));
            keys[v] = (colours[v], sum);
        }
        let next = rank(&keys, colours);
        if next == classes {
            return classes;
        }
        classes = next;
    }
}

/// The key of the graph `adj` with vertex `v` numbered `pos[v]`.
fn encode(adj: &[u128], pos: &[u32]) -> Box<[u64]> {
    let k = adj.len();
    let total = k * k.saturating_sub(1) / 2;
    let mut key = vec![0u64; 1 + total.div_ceil(64)];
    key[0] = k as u64;
    for (v, &a) in adj.iter().enumerate() {
        let i = pos[v] as usize;
        for w in bits(a) {
            let j = pos[w] as usize;
            if j > i {
                let b = i * (2 * k - i - 1) / 2 + (j - i - 1);
                key[1 + b / 64] |= 1u64 << (b % 64);
            }
        }
    }
    key.into_boxed_slice()
}

struct Search<'a> {
    adj: &'a [u128],
    leaves: usize,
    best: Option<Box<[u64]>>,
}

impl Search<'_> {
    fn explore(&mut self, colours: Vec<u32>, classes: usize) {
        let k = self.adj.len();
        if classes == k {
            self.leaves += 1;
            let key = encode(self.adj, &colours);
            if self.best.as_ref().is_none_or(|b| key < *b) {
                self.best = Some(key);
            }
            return;
        }
        let mut size = vec![0usize; classes];
        for &c in &colours {
            size[c as usize] += 1;
        }
        let Some(target) = (0..classes)
            .filter(|&c| size[c] > 1)
            .min_by_key(|&c| (size[c], c))
        else {
            return;
        };
        let mut tried: Vec<usize> = Vec::new();
        for v in (0..k).filter(|&v| colours[v] as usize == target) {
            if self.leaves >= LEAF_LIMIT {
                return;
            }
            let adj = self.adj;
            let twin = |r: usize| adj[r] & !(1u128 << v) == adj[v] & !(1u128 << r);
            if tried.iter().any(|&r| twin(r)) {
                continue;
            }
            tried.push(v);
            let keys: Vec<u32> = colours
                .iter()
                .enumerate()
                .map(|(u, &c)| 2 * c + u32::from(u != v))
                .collect();
            let mut next = vec![0u32; k];
            let n = rank(&keys, &mut next);
            let n = refine(self.adj, &mut next, n);
            self.explore(next, n);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Neighbour masks of a graph on `n` vertices.
    fn masks(n: usize, edges: &[(usize, usize)]) -> Vec<u128> {
        let mut m = vec![0u128; n];
        for &(u, v) in edges {
            m[u] |= 1 << v;
            m[v] |= 1 << u;
        }
        m
    }

    fn full(n: usize) -> u128 {
        if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        }
    }

    /// A deterministic shuffle of 0..n.
    fn permutation(n: usize, seed: u64) -> Vec<usize> {
        let mut s = seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1;
        let mut p: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            p.swap(i, (s % (i as u64 + 1)) as usize);
        }
        p
    }

    fn key_of(n: usize, edges: &[(usize, usize)]) -> Box<[u64]> {
        canonical_key(&masks(n, edges), full(n))
    }

    fn relabelled(edges: &[(usize, usize)], p: &[usize]) -> Vec<(usize, usize)> {
        edges.iter().map(|&(u, v)| (p[u], p[v])).collect()
    }

    fn grid(w: usize, h: usize) -> Vec<(usize, usize)> {
        let mut e = Vec::new();
        for y in 0..h {
            for x in 0..w {
                let v = y * w + x;
                if x + 1 < w {
                    e.push((v, v + 1));
                }
                if y + 1 < h {
                    e.push((v, v + w));
                }
            }
        }
        e
    }

    #[test]
    fn isomorphic_graphs_share_a_key() {
        let cycle: Vec<(usize, usize)> = (0..12).map(|i| (i, (i + 1) % 12)).collect();
        let star: Vec<(usize, usize)> = (1..20).map(|i| (0, i)).collect();
        let complete: Vec<(usize, usize)> = (0..9)
            .flat_map(|i| (i + 1..9).map(move |j| (i, j)))
            .collect();
        let tree: Vec<(usize, usize)> = (1..31).map(|i| ((i - 1) / 2, i)).collect();
        // The Petersen graph: an outer 5-cycle, spokes, an inner pentagram.
        let petersen: Vec<(usize, usize)> = (0..5)
            .flat_map(|i| [(i, (i + 1) % 5), (i, i + 5), (i + 5, (i + 2) % 5 + 5)])
            .collect();
        for (n, edges) in [
            (12, cycle),
            (20, star),
            (9, complete),
            (31, tree),
            (10, petersen),
            (25, grid(5, 5)),
            (24, grid(4, 6)),
        ] {
            let key = key_of(n, &edges);
            for seed in 1..6 {
                let p = permutation(n, seed);
                assert_eq!(key_of(n, &relabelled(&edges, &p)), key, "{n} {edges:?}");
            }
        }
    }

    #[test]
    fn every_tree_on_seven_vertices_gets_its_class() {
        // 11 isomorphism classes among the 7^5 labelled trees (Prüfer codes).
        let mut keys = std::collections::HashSet::new();
        for code in 0..7usize.pow(5) {
            let seq: Vec<usize> = (0..5).map(|i| code / 7usize.pow(i) % 7).collect();
            let mut degree = [1usize; 7];
            for &v in &seq {
                degree[v] += 1;
            }
            let mut edges = Vec::new();
            for &v in &seq {
                let leaf = (0..7).find(|&u| degree[u] == 1).unwrap();
                edges.push((leaf, v));
                degree[leaf] -= 1;
                degree[v] -= 1;
            }
            let last: Vec<usize> = (0..7).filter(|&u| degree[u] == 1).collect();
            edges.push((last[0], last[1]));
            keys.insert(key_of(7, &edges));
        }
        assert_eq!(keys.len(), 11);
    }

    #[test]
    fn a_very_symmetric_graph_still_gets_an_exact_key() {
        // The 4-cube: 384 automorphisms, no twins — more numberings than LEAF_LIMIT. The
        // key is then the least found, still the cube's own adjacency matrix.
        let cube: Vec<(usize, usize)> = (0..16usize)
            .flat_map(|v| (0..4).map(move |b| (v, v ^ 1 << b)))
            .filter(|(u, v)| u < v)
            .collect();
        let key = key_of(16, &cube);
        assert_eq!(key[0], 16);
        let edges: u32 = key[1..].iter().map(|w| w.count_ones()).sum();
        assert_eq!(edges, 32);
        // Decoded, it is 4-regular.
        let mut degree = [0; 16];
        let mut b = 0;
        for i in 0..16 {
            for j in i + 1..16 {
                if key[1 + b / 64] >> (b % 64) & 1 == 1 {
                    degree[i] += 1;
                    degree[j] += 1;
                }
                b += 1;
            }
        }
        assert!(degree.iter().all(|&d| d == 4), "{degree:?}");
    }

    #[test]
    fn every_graph_on_five_vertices_gets_its_class() {
        // 34 isomorphism classes of graphs on 5 vertices (1024 labelled graphs).
        let pairs: Vec<(usize, usize)> = (0..5)
            .flat_map(|i| (i + 1..5).map(move |j| (i, j)))
            .collect();
        let mut keys = std::collections::HashSet::new();
        for set in 0u32..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = pairs
                .iter()
                .enumerate()
                .filter(|(b, _)| set >> b & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            keys.insert(key_of(5, &edges));
        }
        assert_eq!(keys.len(), 34);
    }

    #[test]
    fn an_induced_subgraph_is_keyed_alone() {
        // The path 1-2-3 inside a larger graph has the key of a path on 3 vertices.
        let big = masks(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (0, 5)]);
        let path = masks(3, &[(0, 1), (1, 2)]);
        assert_eq!(canonical_key(&big, 0b1110), canonical_key(&path, 0b111));
        // So has 5-0-1, and the triangle differs.
        assert_eq!(canonical_key(&big, 0b100011), canonical_key(&path, 0b111));
        let triangle = masks(3, &[(0, 1), (1, 2), (2, 0)]);
        assert_ne!(canonical_key(&triangle, 0b111), canonical_key(&path, 0b111));
    }
}
