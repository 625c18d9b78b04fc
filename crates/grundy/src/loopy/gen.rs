//! Graphs to try the loopy solver on: random graphs with cycles, and a family with a
//! known answer.

/// A deterministic random graph: `n` vertices and `m` arcs, each from a uniform vertex to
/// a uniform vertex (self-loops and parallel arcs included), from the seed `seed`
/// (SplitMix64). With `n ≥ 1`.
///
/// ```
/// let e = grundy::loopy::gen::random(10, 30, 7);
/// assert_eq!(e.len(), 30);
/// assert!(e.iter().all(|&(u, v)| u < 10 && v < 10));
/// assert_eq!(e, grundy::loopy::gen::random(10, 30, 7));
/// ```
pub fn random(n: u32, m: u64, seed: u64) -> Vec<(u32, u32)> {
    let mut state = seed;
    let n = u64::from(n.max(1));
    (0..m)
        .map(|_| {
            let r = splitmix(&mut state);
            // Two 32-bit halves, each scaled to 0..n (Lemire's multiply-shift).
            let u = ((r >> 32) * n) >> 32;
            let v = ((r & 0xFFFF_FFFF) * n) >> 32;
            (u as u32, v as u32)
        })
        .collect()
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The directed cycle on `k` vertices (`i → i+1 mod k`): with no end, every vertex is a
/// draw, `∞{}` — Smith's first example of a value ∞.
///
/// ```
/// assert_eq!(grundy::loopy::gen::cycle(3), [(0, 1), (1, 2), (2, 0)]);
/// ```
pub fn cycle(k: u32) -> Vec<(u32, u32)> {
    (0..k).map(|i| (i, (i + 1) % k.max(1))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_graphs_are_reproducible_and_in_range() {
        let a = random(1000, 5000, 1);
        assert_eq!(a, random(1000, 5000, 1));
        assert_ne!(a, random(1000, 5000, 2));
        assert!(a.iter().any(|&(u, v)| u == v), "self-loops occur");
    }
}
