//! The loopy retrograde solver against the machine's memory bandwidth and against the
//! same labelling rounds over hash maps, on one random graph (BENCHMARKS.md).
//!
//! ```text
//! cargo run --release -p grundy-bench --bin bench-loopy -- VERTICES ARCS [SEED]
//! cargo run --release -p grundy-bench --bin bench-loopy -- --file GRAPH.bin
//! ```
//!
//! The second form maps a binary graph file (`grundy graph gen … --out GRAPH.bin`) instead
//! of building the graph in memory, for graphs of 10^8 vertices whose construction in
//! memory would not fit beside the solvers.

use grundy::loopy::{binary, generate, solve, Arcs, BinaryGraph, INFINITE};
use grundy::Cancel;
use std::collections::HashMap;
use std::time::Instant;

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    if let [flag, path] = raw.as_slice()
        && flag == "--file"
    {
        let file = std::fs::File::open(path).unwrap_or_else(|e| {
            eprintln!("bench-loopy: cannot open {path}: {e}");
            std::process::exit(2);
        });
        // SAFETY: the file is only read, and this benchmark is its only user.
        let map = unsafe { memmap2::Mmap::map(&file) }.unwrap_or_else(|e| {
            eprintln!("bench-loopy: cannot map {path}: {e}");
            std::process::exit(2);
        });
        let g = BinaryGraph::parse(&map).unwrap_or_else(|e| {
            eprintln!("bench-loopy: {path} is not a graph file: {e}");
            std::process::exit(2);
        });
        println!(
            "graph file {path}: {} vertices, {} arcs, {} MB",
            g.vertex_count(),
            g.edge_count(),
            map.len() / 1_000_000
        );
        compare(&g, g.edge_count(), map.len());
        return;
    }
    let args: Vec<u64> = raw.iter().filter_map(|a| a.parse().ok()).collect();
    let (n, m, seed) = match args.as_slice() {
        [n, m] => (*n as u32, *m, 1),
        [n, m, s] => (*n as u32, *m, *s),
        _ => {
            eprintln!("usage: bench-loopy VERTICES ARCS [SEED] | bench-loopy --file GRAPH.bin");
            std::process::exit(2);
        }
    };
    let bytes = binary::from_edges(n, &generate::random(n, m, seed)).expect("a graph");
    let g = BinaryGraph::parse(&bytes).expect("a valid graph");
    println!(
        "random graph: {n} vertices, {m} arcs, seed {seed}, {} MB",
        bytes.len() / 1_000_000
    );
    compare(&g, m, bytes.len());
}

/// Both solvers on one graph, beside the machine's bandwidth and latency: the table rows.
fn compare(g: &BinaryGraph, m: u64, graph_len: usize) {
    let n = g.vertex_count();
    let bandwidth = read_bandwidth();
    println!(
        "memory read bandwidth (one core, sequential sum of 1 GiB, best of 3): {:.2} GB/s",
        bandwidth / 1e9
    );

    let latency = read_latency();
    println!(
        "memory latency (one core, a chase of dependent loads through 1 GiB): {:.0} ns",
        latency * 1e9
    );

    let t = Instant::now();
    let flat = solve(g, &Cancel::default()).expect("not cancelled");
    let flat_s = t.elapsed().as_secs_f64();
    eprintln!("flat arrays: {flat_s:.2} s; now the hash maps");
    let t = Instant::now();
    let hashed = solve_hashed(g);
    let hash_s = t.elapsed().as_secs_f64();
    assert_eq!(flat, hashed, "both solvers agree");
    let infinite = flat.iter().filter(|&&v| v == INFINITE).count();
    // Bytes the flat solver must at least read: the graph once per round is a lower bound
    // on memory traffic; the ratio below uses the graph's size once.
    let graph_bytes = graph_len as f64;
    println!("values: {infinite} of {n} vertices ∞");
    println!("| solver | seconds | M arcs/s | graph bytes/s ÷ bandwidth |");
    println!("|---|---|---|---|");
    for (name, s) in [("flat arrays", flat_s), ("hash maps", hash_s)] {
        println!(
            "| {name} | {s:.2} | {:.1} | {:.3} |",
            m as f64 / s / 1e6,
            graph_bytes / s / bandwidth
        );
    }
    println!("flat / hash-map speed: {:.1}×", hash_s / flat_s);
}

/// Sequential read bandwidth of one core: the sum of a 1 GiB buffer, best of three.
fn read_bandwidth() -> f64 {
    let words = vec![1u64; 1 << 27];
    let mut best = f64::MAX;
    let mut total = 0u64;
    for _ in 0..3 {
        let t = Instant::now();
        total = total.wrapping_add(words.iter().fold(0u64, |a, &w| a.wrapping_add(w)));
        best = best.min(t.elapsed().as_secs_f64());
    }
    assert!(total > 0);
    (words.len() * 8) as f64 / best
}

/// The time of one dependent random load: a chase through a single cycle over 1 GiB of
/// `u64` (Sattolo's shuffle, so every load depends on the previous one), 10^7 steps.
fn read_latency() -> f64 {
    let n = 1usize << 27;
    let mut next: Vec<u64> = (0..n as u64).collect();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for i in (1..n).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let j = (state % i as u64) as usize;
        next.swap(i, j);
    }
    let steps = 10_000_000;
    let mut at = 0usize;
    let t = Instant::now();
    for _ in 0..steps {
        at = next[at] as usize;
    }
    let s = t.elapsed().as_secs_f64();
    assert!(at < n);
    s / steps as f64
}

const UNLABELLED: u32 = u32::MAX - 1;

/// The same labelling rounds as `grundy::loopy::solve`, the values and counters kept in
/// hash maps (the memoised solver's storage) instead of flat arrays.
fn solve_hashed(g: &BinaryGraph) -> Vec<u32> {
    let n = g.vertex_count();
    let started = Instant::now();
    let mut value: HashMap<u32, u32> = (0..n).map(|v| (v, UNLABELLED)).collect();
    let mut marked: HashMap<u32, bool> = HashMap::new();
    let mut m = 0u32;
    loop {
        let open = |x: u32| x == UNLABELLED || x == INFINITE;
        let mut counter: HashMap<u32, u32> = HashMap::new();
        for v in 0..n {
            if value[&v] == UNLABELLED {
                let c = g.successors(v).filter(|w| open(value[w])).count() as u32;
                counter.insert(v, c);
            }
        }
        let mut queue: Vec<u32> = counter
            .iter()
            .filter(|&(_, &c)| c == 0)
            .map(|(&v, _)| v)
            .collect();
        queue.sort_unstable();
        for &v in &queue {
            value.insert(v, m);
        }
        marked.clear();
        let mut head = 0;
        while let Some(&u) = queue.get(head) {
            head += 1;
            for p in g.predecessors(u) {
                if !open(value[&p]) || marked.contains_key(&p) {
                    continue;
                }
                marked.insert(p, true);
                for q in g.predecessors(p) {
                    if value[&q] == UNLABELLED && !marked.contains_key(&q) {
                        let c = counter.entry(q).or_insert(0);
                        *c = c.saturating_sub(1);
                        if *c == 0 {
                            value.insert(q, m);
                            queue.push(q);
                        }
                    }
                }
            }
        }
        let mut more = false;
        for v in 0..n {
            if value[&v] == UNLABELLED {
                if marked.contains_key(&v) {
                    more = true;
                } else {
                    value.insert(v, INFINITE);
                }
            }
        }
        eprintln!(
            "hash maps: round {m} done after {:.0} s",
            started.elapsed().as_secs_f64()
        );
        m += 1;
        if !more {
            return (0..n).map(|v| value[&v]).collect();
        }
    }
}
