/// `n` points evenly on a circle, about 1.1 apart (the circle's radius at least 1),
/// the first at the top.
///
/// ```
/// let p = grundy::component::board::layout::circle(4);
/// assert_eq!(p.len(), 4);
/// assert!(p[0][1] < p[2][1]); // the first at the top
/// ```
pub fn circle(n: usize) -> Vec<[f32; 2]> {
    let r = (n as f32 * 1.1 / std::f32::consts::TAU).max(1.0);
    (0..n)
        .map(|i| {
            let a = std::f32::consts::TAU * i as f32 / n.max(1) as f32;
            [0.5 + r + r * a.sin(), 0.5 + r - r * a.cos()]
        })
        .collect()
}

/// A picture standing on the ground: vertex 0 is the ground (a line at the bottom),
/// every other vertex placed over it by its distance from the ground (a tree of
/// shortest paths, each subtree in its own columns). Vertices out of reach of the
/// ground stand in columns of their own. Returns each vertex's point (vertex 0's is
/// unused) and the ground's height `y`.
///
/// ```
/// use grundy::component::board::layout::standing;
/// let (at, ground) = standing(3, &[(0, 1), (1, 2)]);
/// assert_eq!(at[1][0], at[2][0]); // a stalk: one column
/// assert!(at[2][1] < at[1][1] && at[1][1] < ground); // growing up from the ground
/// ```
#[expect(
    clippy::indexing_slicing,
    reason = "next, depth, children and x have one entry per vertex (n of them); edges are used only when both ends are below n, and every other index is a vertex taken from those lists"
)]
pub fn standing(vertex_count: usize, edges: &[(usize, usize)]) -> (Vec<[f32; 2]>, f32) {
    let n = vertex_count.max(1);
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(u, v) in edges {
        if u != v && u < n && v < n {
            next[u].push(v);
            next[v].push(u);
        }
    }
    // Shortest-path trees from the ground, then from each vertex left out.
    let mut depth = vec![usize::MAX; n];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for start in 0..n {
        if depth[start] != usize::MAX || (start > 0 && next[start].is_empty()) {
            continue;
        }
        depth[start] = usize::from(start != 0);
        roots.push(start);
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(u) = queue.pop_front() {
            for &v in &next[u] {
                if depth[v] == usize::MAX {
                    depth[v] = depth[u] + 1;
                    children[u].push(v);
                    queue.push_back(v);
                }
            }
        }
    }
    // Columns: leaves left to right, a parent over the middle of its children.
    let mut x = vec![0.0f32; n];
    let mut column = 0.0f32;
    fn place(v: usize, children: &[Vec<usize>], x: &mut [f32], column: &mut f32) {
        if children[v].is_empty() {
            x[v] = *column;
            *column += 1.0;
            return;
        }
        for &c in &children[v] {
            place(c, children, x, column);
        }
        let first = x[children[v][0]];
        let last = x[children[v][children[v].len() - 1]];
        x[v] = (first + last) / 2.0;
    }
    for &r in &roots {
        if r == 0 {
            for &c in &children[0] {
                place(c, &children, &mut x, &mut column);
            }
        } else {
            place(r, &children, &mut x, &mut column);
        }
    }
    let top = depth
        .iter()
        .filter(|&&d| d != usize::MAX)
        .max()
        .copied()
        .unwrap_or(0)
        .max(1);
    let ground = top as f32 * 1.2 + 0.6;
    let at = (0..n)
        .map(|v| {
            let d = if depth[v] == usize::MAX { 1 } else { depth[v] };
            [x[v] + 0.8, ground - d as f32 * 1.2]
        })
        .collect();
    (at, ground)
}
