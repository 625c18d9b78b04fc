//! Node Kayles and Arc Kayles against what they must equal: Dawson's chess (0.137) and
//! Dawson's Kayles (0.07) on paths, and an independent brute force (plain recursion over
//! sets of vertices or edges, no canonical forms) on cycles, stars, grids, trees and
//! random graphs, under normal and misère play, with the winning moves of sums.

use grundy::play::{apply, parse_move};
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Nat, Outcome};
use std::collections::{BTreeSet, HashMap};
use std::time::Instant;

type Edges = Vec<(usize, usize)>;

fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

fn mex(values: &[u32]) -> u32 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

/// `node-kayles(…)` or `arc-kayles(…)` of a graph on vertices 0..n (every vertex
/// written, lone ones alone).
fn text(game: &str, n: usize, edges: &Edges) -> String {
    let mut words: Vec<String> = edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
    words.extend((0..n).map(|v| v.to_string()));
    format!("{game}({})", words.join(" "))
}

/// Each vertex's neighbours as a mask.
fn adjacency(n: usize, edges: &Edges) -> Vec<u64> {
    let mut adj = vec![0u64; n];
    for &(u, v) in edges {
        adj[u] |= 1 << v;
        adj[v] |= 1 << u;
    }
    adj
}

/// For each edge, the edges sharing an end with it (itself included), as a mask.
fn edge_conflicts(edges: &Edges) -> Vec<u64> {
    edges
        .iter()
        .map(|&(a, b)| {
            edges
                .iter()
                .enumerate()
                .filter(|&(_, &(c, d))| a == c || a == d || b == c || b == d)
                .fold(0u64, |m, (f, _)| m | 1 << f)
        })
        .collect()
}

/// The plain game tree: from the set `mask`, taking `i` removes `take[i]` (closed).
struct Brute {
    take: Vec<u64>,
    grundy: HashMap<u64, u32>,
    misere: HashMap<u64, bool>,
}

impl Brute {
    fn node(n: usize, edges: &Edges) -> Self {
        let adj = adjacency(n, edges);
        Self::new((0..n).map(|v| adj[v] | 1 << v).collect())
    }

    fn arc(edges: &Edges) -> Self {
        Self::new(edge_conflicts(edges))
    }

    fn new(take: Vec<u64>) -> Self {
        Brute {
            take,
            grundy: HashMap::new(),
            misere: HashMap::new(),
        }
    }

    fn all(&self) -> u64 {
        (1u64 << self.take.len()) - 1
    }

    fn grundy(&mut self, mask: u64) -> u32 {
        if let Some(&g) = self.grundy.get(&mask) {
            return g;
        }
        let options: Vec<u32> = bits(mask)
            .map(|i| mask & !self.take[i])
            .collect::<Vec<_>>()
            .into_iter()
            .map(|m| self.grundy(m))
            .collect();
        let g = mex(&options);
        self.grundy.insert(mask, g);
        g
    }

    /// Whether the player to move wins under misère play.
    fn misere_wins(&mut self, mask: u64) -> bool {
        if mask == 0 {
            return true;
        }
        if let Some(&w) = self.misere.get(&mask) {
            return w;
        }
        let options: Vec<u64> = bits(mask).map(|i| mask & !self.take[i]).collect();
        let w = options.into_iter().any(|m| !self.misere_wins(m));
        self.misere.insert(mask, w);
        w
    }
}

/// The value of a graph on up to 128 vertices by recursion over vertex sets, split into
/// connected components (Sprague–Grundy), still with no canonical forms: for trees and
/// paths too long for [`Brute`].
fn split_value(adj: &[u128], mask: u128, memo: &mut HashMap<u128, u32>) -> u32 {
    let mut rest = mask;
    let mut x = 0;
    while rest != 0 {
        let mut comp = rest & rest.wrapping_neg();
        loop {
            let mut grow = comp;
            let mut m = comp;
            while m != 0 {
                let v = m.trailing_zeros() as usize;
                m &= m - 1;
                grow |= adj[v] & rest;
            }
            if grow == comp {
                break;
            }
            comp = grow;
        }
        rest &= !comp;
        x ^= match memo.get(&comp) {
            Some(&g) => g,
            None => {
                let mut options = Vec::new();
                let mut m = comp;
                while m != 0 {
                    let v = m.trailing_zeros() as usize;
                    m &= m - 1;
                    options.push(split_value(adj, comp & !(adj[v] | 1 << v), memo));
                }
                let g = mex(&options);
                memo.insert(comp, g);
                g
            }
        };
    }
    x
}

fn analysed(text: &str, convention: Convention) -> grundy::Report {
    let p = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let options = AnalyzeOptions {
        convention,
        ..AnalyzeOptions::default()
    };
    analyze(&p, &options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn value(text: &str) -> u32 {
    let v = analysed(text, Convention::Normal).value.expect("a value");
    u32::try_from(&v).expect("small")
}

fn path(n: usize) -> Edges {
    (1..n).map(|v| (v - 1, v)).collect()
}

fn cycle(n: usize) -> Edges {
    (0..n).map(|v| (v, (v + 1) % n)).collect()
}

fn star(leaves: usize) -> Edges {
    (1..=leaves).map(|v| (0, v)).collect()
}

fn grid(w: usize, h: usize) -> Edges {
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

fn complete_bipartite(a: usize, b: usize) -> Edges {
    (0..a)
        .flat_map(|i| (a..a + b).map(move |j| (i, j)))
        .collect()
}

/// A deterministic xorshift generator.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn random_tree(n: usize, rng: &mut Rng) -> Edges {
    (1..n).map(|v| (rng.below(v), v)).collect()
}

fn random_graph(n: usize, edges: usize, rng: &mut Rng) -> Edges {
    let mut set = BTreeSet::new();
    while set.len() < edges {
        let (u, v) = (rng.below(n), rng.below(n));
        if u != v {
            set.insert((u.min(v), u.max(v)));
        }
    }
    set.into_iter().collect()
}

/// The graphs compared with the plain brute force: (vertices, edges).
fn small_graphs() -> Vec<(usize, Edges)> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::new();
    for n in 3..=14 {
        out.push((n, cycle(n)));
    }
    for m in 1..=10 {
        out.push((m + 1, star(m)));
    }
    for (w, h) in [(2, 2), (2, 3), (3, 3), (3, 4), (2, 7), (4, 4), (4, 5)] {
        out.push((w * h, grid(w, h)));
    }
    for (a, b) in [(1, 1), (2, 3), (3, 3), (3, 5)] {
        out.push((a + b, complete_bipartite(a, b)));
    }
    for i in 0..12 {
        let n = 6 + i;
        let m = n + rng.below(2 * n);
        out.push((n, random_graph(n, m.min(n * (n - 1) / 2), &mut rng)));
    }
    // Hypercubes: Q4 has 384 automorphisms and no twins, more numberings than the
    // canonical form tries, so its key falls back to an exact non-canonical one.
    for d in [3, 4] {
        let n = 1usize << d;
        let cube = (0..n)
            .flat_map(|v| (0..d).map(move |b| (v, v ^ 1 << b)))
            .filter(|(u, v)| u < v)
            .collect();
        out.push((n, cube));
    }
    // A graph with lone vertices and several parts.
    out.push((9, vec![(0, 1), (1, 2), (4, 5), (5, 6), (6, 4)]));
    out
}

#[test]
fn node_kayles_on_a_path_is_dawsons_chess() {
    for n in 1..=30 {
        let chess = analysed(&format!("0.137 {n}"), Convention::Normal).value;
        let node = analysed(&text("node-kayles", n, &path(n)), Convention::Normal).value;
        assert_eq!(node, chess, "path of {n} vertices");
    }
}

#[test]
fn arc_kayles_on_a_path_is_dawsons_kayles() {
    for n in 1..=30 {
        let kayles = analysed(&format!("0.07 {}", n + 1), Convention::Normal).value;
        let arc = analysed(&text("arc-kayles", n + 1, &path(n + 1)), Convention::Normal).value;
        assert_eq!(arc, kayles, "path of {n} edges");
    }
}

#[test]
fn small_graphs_match_brute_force() {
    for (n, edges) in small_graphs() {
        let mut brute = Brute::node(n, &edges);
        let all = brute.all();
        let node = text("node-kayles", n, &edges);
        assert_eq!(value(&node), brute.grundy(all), "{node}");
        if n <= 16 {
            let r = analysed(&node, Convention::Misere);
            let want = Outcome::from_next_player_wins(brute.misere_wins(all));
            assert_eq!(r.outcome, want, "misère {node}");
        }
        if !edges.is_empty() && edges.len() <= 40 {
            let mut brute = Brute::arc(&edges);
            let all = brute.all();
            let arc = text("arc-kayles", n, &edges);
            assert_eq!(value(&arc), brute.grundy(all), "{arc}");
            if edges.len() <= 16 {
                let r = analysed(&arc, Convention::Misere);
                let want = Outcome::from_next_player_wins(brute.misere_wins(all));
                assert_eq!(r.outcome, want, "misère {arc}");
            }
        }
    }
}

#[test]
fn trees_and_long_paths_match_the_split_brute_force() {
    let mut rng = Rng(12345);
    let mut graphs: Vec<(usize, Edges)> = (0..6).map(|i| (20 + 5 * i, vec![])).collect();
    for g in &mut graphs {
        g.1 = random_tree(g.0, &mut rng);
    }
    graphs.push((31, (1..31).map(|v| ((v - 1) / 2, v)).collect())); // a complete binary tree
    graphs.push((60, path(60)));
    graphs.push((128, path(128))); // the largest part the search takes
    graphs.push((48, cycle(48)));
    for (n, edges) in graphs {
        let mut adj = vec![0u128; n];
        for &(u, v) in &edges {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
        let all = if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        };
        let want = split_value(&adj, all, &mut HashMap::new());
        let node = text("node-kayles", n, &edges);
        assert_eq!(value(&node), want, "{node}");
    }
}

#[test]
fn winning_moves_in_sums_with_nim() {
    for (n, edges) in small_graphs().into_iter().step_by(3) {
        let mut brute = Brute::node(n, &edges);
        let all = brute.all();
        let g = brute.grundy(all);
        for heap in 0..4u32 {
            let position = format!("{} + nim {heap}", text("node-kayles", n, &edges));
            let r = analysed(&position, Convention::Normal);
            assert_eq!(r.value, Some(Nat::from(g ^ heap)), "{position}");
            assert!(r.winning_moves_complete, "{position}");
            // Compared as resulting positions: the vertices left in the graph (taking any
            // vertex of a triangle leaves the same empty graph: one winning move, as every
            // count counts resulting positions).
            let listed: BTreeSet<(usize, u64)> = r
                .winning_moves
                .iter()
                .map(|m| match m.component {
                    0 => (0, all & !brute.take[m.changes[0].heap]),
                    c => (c, 0),
                })
                .collect();
            let mut want = BTreeSet::new();
            for v in 0..n {
                if brute.grundy(all & !brute.take[v]) == heap {
                    want.insert((0, all & !brute.take[v]));
                }
            }
            if g < heap {
                want.insert((1, 0));
            }
            assert_eq!(listed, want, "{position}");
            assert_eq!(r.winning_moves.len(), want.len(), "{position}");
        }
    }
}

#[test]
fn played_moves_follow_the_rules() {
    // Play a grid down to nothing, always the first listed move, checking each position
    // against the brute force on the vertices left.
    let (n, edges) = (12, grid(3, 4));
    let mut brute = Brute::node(n, &edges);
    let mut p = parse_position(&text("node-kayles", n, &edges)).unwrap();
    let mut left = brute.all();
    while let Some(m) = grundy::play::legal_moves(&p).and_then(|m| m.first().cloned()) {
        let component = p.components[0].clone();
        let taken = m.changes[0].heap;
        let label = component.pieces().items[taken].label.clone();
        let v: usize = label.parse().unwrap();
        let again = parse_move(&p, &label).unwrap();
        assert_eq!(again, m);
        p = apply(&p, &m);
        left &= !brute.take[v];
        assert_eq!(value(&p.to_string()), brute.grundy(left), "{p}");
        assert_eq!(parse_position(&p.to_string()).unwrap(), p);
    }
    assert_eq!(left, 0);
    assert_eq!(p.to_string(), "node-kayles()");
}

#[test]
fn grids_answer_in_seconds() {
    for (w, h) in [(5, 5), (4, 6)] {
        let edges = grid(w, h);
        let n = w * h;
        let node = text("node-kayles", n, &edges);
        let start = Instant::now();
        let got = value(&node);
        let took = start.elapsed();
        let mut brute = Brute::node(n, &edges);
        let all = brute.all();
        assert_eq!(got, brute.grundy(all), "{w}×{h}");
        eprintln!("node Kayles on the {w}×{h} grid: value {got} in {took:.2?}");
        let arc = text("arc-kayles", n, &edges);
        let start = Instant::now();
        let got = value(&arc);
        eprintln!(
            "arc Kayles on the {w}×{h} grid: value {got} in {:.2?}",
            start.elapsed()
        );
    }
}
