//! Graphs to try the loopy solver on: random graphs with cycles, and a family with a
//! known answer.
#![allow(
    clippy::indexing_slicing,
    reason = "the degree arrays have one entry per vertex and the generator's vertices are below `n`; a block's cursors stay within the block's targets, whose length is the block's degrees summed"
)]

use super::binary::FormatError;
use super::solve::MAX_FINITE;

/// A deterministic random graph: `n` vertices and `m` arcs, each from a uniform vertex to
/// a uniform vertex (self-loops and parallel arcs included), from the seed `seed`
/// (SplitMix64). With `n ≥ 1`.
///
/// ```
/// let e = grundy_loopy::generate::random(10, 30, 7);
/// assert_eq!(e.len(), 30);
/// assert!(e.iter().all(|&(u, v)| u < 10 && v < 10));
/// assert_eq!(e, grundy_loopy::generate::random(10, 30, 7));
/// ```
pub fn random(n: u32, m: u64, seed: u64) -> Vec<(u32, u32)> {
    random_arcs(n, m, seed).collect()
}

/// The arcs of [`random`], one at a time.
fn random_arcs(n: u32, m: u64, seed: u64) -> impl Iterator<Item = (u32, u32)> {
    let mut state = seed;
    let n = u64::from(n.max(1));
    (0..m).map(move |_| {
        let r = splitmix(&mut state);
        // Two 32-bit halves, each scaled to 0..n (Lemire's multiply-shift).
        let u = ((r >> 32) * n) >> 32;
        let v = ((r & 0xFFFF_FFFF) * n) >> 32;
        (u as u32, v as u32)
    })
}

/// The binary graph of [`random`]`(n, m, seed)` — byte for byte what
/// [`super::binary::from_edges`] makes of it — handed to `sink` piece by piece, without
/// ever holding the arcs: for a graph too large for memory (10^8 vertices, 10^9 arcs).
///
/// It holds the in- and out-degrees (16 bytes per vertex) and one block of at most about
/// `block` bytes of targets. The arcs are drawn again from the seed for each block: once
/// to count the degrees, then once per block of each half (`1 + 2 ⌈4 m / block⌉` passes
/// over the generator). Refused when `n` is 0 or too large, or a vertex would have too
/// many arcs.
///
/// ```
/// use grundy_loopy::{binary, generate};
/// let mut bytes = Vec::new();
/// generate::random_binary(50, 300, 7, 64, &mut |piece: &[u8]| {
///     bytes.extend_from_slice(piece);
///     Ok::<(), binary::FormatError>(())
/// })
/// .unwrap();
/// assert_eq!(bytes, binary::from_edges(50, &generate::random(50, 300, 7)).unwrap());
/// ```
pub fn random_binary<E: From<FormatError>>(
    n: u32,
    m: u64,
    seed: u64,
    block: usize,
    sink: &mut dyn FnMut(&[u8]) -> Result<(), E>,
) -> Result<(), E> {
    if n == 0 {
        return Err(
            FormatError::Malformed(crate::i18n::Message::new("reason-gen-needs-vertex")).into(),
        );
    }
    streamed_binary(
        n,
        &|f: &mut dyn FnMut(u32, u32)| random_arcs(n, m, seed).for_each(|(u, v)| f(u, v)),
        block,
        sink,
    )
}

/// Something that hands every arc `(u, v)` of a graph to its callback, in the same order
/// each time it is called (what [`streamed_binary`] reads).
pub type ArcSource<'a> = dyn Fn(&mut dyn FnMut(u32, u32)) + 'a;

/// The binary graph on `n` vertices whose arcs `arcs` hands to its callback — the same
/// arcs, in the same order, each time it is called — byte for byte what
/// [`super::binary::from_edges`] makes of them, handed to `sink` piece by piece without
/// ever holding the arcs.
///
/// It holds the in- and out-degrees (16 bytes per vertex) and one block of at most about
/// `block` bytes of targets. The arcs are produced again for each block: once to count
/// the degrees, then once per block of each half (`1 + 2 ⌈4 m / block⌉` calls of `arcs`).
/// Refused when `n` is too large or a vertex would have too many arcs.
///
/// ```
/// use grundy_loopy::{binary, generate};
/// let arcs = [(0, 1), (1, 2), (2, 0), (2, 2)];
/// let mut bytes = Vec::new();
/// generate::streamed_binary(
///     3,
///     &|f: &mut dyn FnMut(u32, u32)| arcs.iter().for_each(|&(u, v)| f(u, v)),
///     8,
///     &mut |piece: &[u8]| {
///         bytes.extend_from_slice(piece);
///         Ok::<(), binary::FormatError>(())
///     },
/// )
/// .unwrap();
/// assert_eq!(bytes, binary::from_edges(3, &arcs).unwrap());
/// ```
pub fn streamed_binary<E: From<FormatError>>(
    n: u32,
    arcs: &ArcSource<'_>,
    block: usize,
    sink: &mut dyn FnMut(&[u8]) -> Result<(), E>,
) -> Result<(), E> {
    if n > MAX_FINITE {
        return Err(FormatError::TooManyVertices(n.into()).into());
    }
    let mut out_degrees = vec![0u64; n as usize];
    let mut in_degrees = vec![0u64; n as usize];
    let mut bad = None;
    arcs(&mut |u, v| match (
        out_degrees.get_mut(u as usize),
        in_degrees.get_mut(v as usize),
    ) {
        (Some(o), Some(i)) => {
            *o += 1;
            *i += 1;
        }
        _ => bad = Some((u, v)),
    });
    if let Some((u, v)) = bad {
        return Err(FormatError::Malformed(
            crate::i18n::Message::new("reason-gen-arc-past")
                .with("from", u64::from(u))
                .with("to", u64::from(v))
                .with("last", u64::from(n.saturating_sub(1))),
        )
        .into());
    }
    let m: u64 = out_degrees.iter().sum();
    let most = out_degrees
        .iter()
        .chain(&in_degrees)
        .copied()
        .max()
        .unwrap_or(0);
    if most > u64::from(MAX_FINITE) {
        return Err(FormatError::Malformed(
            crate::i18n::Message::new("reason-gen-vertex-arcs")
                .with("count", most)
                .with("max", u64::from(MAX_FINITE)),
        )
        .into());
    }
    let mut crc = crc32fast::Hasher::new();
    let mut put = |bytes: &[u8]| -> Result<(), E> {
        crc.update(bytes);
        sink(bytes)
    };
    let mut header = Vec::with_capacity(24);
    header.extend_from_slice(super::binary::MAGIC);
    header.extend_from_slice(&u64::from(n).to_le_bytes());
    header.extend_from_slice(&m.to_le_bytes());
    put(&header)?;
    let cap = (block / 4).max(1) as u64;
    for (degrees, reverse) in [(&mut out_degrees, false), (&mut in_degrees, true)] {
        // The offsets.
        let mut piece = Vec::with_capacity(1 << 19);
        let mut at = 0u64;
        piece.extend_from_slice(&at.to_le_bytes());
        for &d in degrees.iter() {
            at += d;
            piece.extend_from_slice(&at.to_le_bytes());
            if piece.len() >= 1 << 19 {
                put(&piece)?;
                piece.clear();
            }
        }
        put(&piece)?;
        drop(piece);
        // The targets, a block of sources at a time: the degrees of the block become
        // its cursors.
        let mut a = 0usize;
        while a < degrees.len() {
            let (mut b, mut total) = (a, 0u64);
            while let Some(&d) = degrees.get(b) {
                if b > a && total + d > cap {
                    break;
                }
                total += d;
                b += 1;
            }
            let mut sum = 0u64;
            for d in &mut degrees[a..b] {
                let here = *d;
                *d = sum;
                sum += here;
            }
            let mut targets = vec![0u8; 4 * total as usize];
            arcs(&mut |u, v| {
                let (from, to) = if reverse { (v, u) } else { (u, v) };
                let from = from as usize;
                if (a..b).contains(&from) {
                    let c = &mut degrees[from];
                    let i = 4 * *c as usize;
                    targets[i..i + 4].copy_from_slice(&to.to_le_bytes());
                    *c += 1;
                }
            });
            put(&targets)?;
            a = b;
        }
    }
    let crc = crc.finalize();
    sink(&crc.to_le_bytes())
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
/// assert_eq!(grundy_loopy::generate::cycle(3), [(0, 1), (1, 2), (2, 0)]);
/// ```
pub fn cycle(k: u32) -> Vec<(u32, u32)> {
    (0..k).map(|i| (i, (i + 1) % k.max(1))).collect()
}

/// *Square-But-One* on the heaps `0..n`: vertex `v` is a heap of `v` stones; a move takes
/// a positive square number of stones, or, from a heap of a positive even number of
/// stones, adds one. Adding one makes cycles (2 → 3 → 2), so some heaps are draws. The
/// game and its answer are in "Combinatorial Game Theory V" (lesson 5) of the
/// *Mathstrek* course (limsup, 2012, mathstrek.blog): the P-positions are 0 and 5, the
/// N-positions the positive squares `m²` and the numbers `m² + 5`, every other heap a
/// draw ([`square_but_one_outcome`]). `n` must be even, so that heap `n − 1` is odd and
/// every even heap's move to one more stays in the graph; `None` otherwise.
///
/// ```
/// use grundy_loopy::generate::square_but_one;
/// let arcs = square_but_one(6).unwrap();
/// assert!(arcs.contains(&(2, 3)) && arcs.contains(&(5, 1)) && arcs.contains(&(4, 0)));
/// assert!(!arcs.contains(&(3, 4)), "an odd heap gains nothing");
/// assert!(square_but_one(7).is_none());
/// ```
pub fn square_but_one(n: u32) -> Option<Vec<(u32, u32)>> {
    if n % 2 == 1 {
        return None;
    }
    let mut arcs = Vec::new();
    for v in 0..n {
        if v > 0 && v % 2 == 0 {
            arcs.push((v, v + 1));
        }
        let mut s = 1u32;
        while let Some(square) = s.checked_mul(s).filter(|&q| q <= v) {
            arcs.push((v, v - square));
            s += 1;
        }
    }
    Some(arcs)
}

/// The published outcome of a heap of `v` in *Square-But-One* ([`square_but_one`]): P for
/// 0 and 5; N for a positive square or a positive square plus 5; a draw otherwise.
///
/// ```
/// use grundy_loopy::generate::square_but_one_outcome;
/// use grundy_core::Outcome;
/// assert_eq!(square_but_one_outcome(5), Outcome::P);
/// assert_eq!(square_but_one_outcome(9), Outcome::N); // 3², and 2² + 5
/// assert_eq!(square_but_one_outcome(2), Outcome::D);
/// ```
pub fn square_but_one_outcome(v: u64) -> crate::outcome::Outcome {
    let is_square = |x: u64| x > 0 && x.isqrt() * x.isqrt() == x;
    if v == 0 || v == 5 {
        crate::outcome::Outcome::P
    } else if is_square(v) || (v > 5 && is_square(v - 5)) {
        crate::outcome::Outcome::N
    } else {
        crate::outcome::Outcome::D
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The solver's outcomes of Square-But-One are the published ones on every heap
    /// below 20,000 (about 1.9 million arcs).
    #[test]
    fn square_but_one_has_its_published_answer() {
        let n = 20_000;
        let arcs = square_but_one(n).unwrap();
        let bytes = crate::binary::from_edges(n, &arcs).unwrap();
        let g = crate::binary::BinaryGraph::parse(&bytes).unwrap();
        let raw = crate::solve::solve(&g, &crate::cancel::Cancel::default()).unwrap();
        let mut draws = 0;
        for v in 0..n {
            let value = crate::graph::gen_value(&g, &raw, v);
            assert_eq!(
                value.outcome(),
                square_but_one_outcome(u64::from(v)),
                "heap {v}: {value}"
            );
            draws += usize::from(value.outcome() == crate::outcome::Outcome::D);
        }
        assert!(draws > 19_000, "{draws} draws");
    }

    #[test]
    fn random_graphs_are_reproducible_and_in_range() {
        let a = random(1000, 5000, 1);
        assert_eq!(a, random(1000, 5000, 1));
        assert_ne!(a, random(1000, 5000, 2));
        assert!(a.iter().any(|&(u, v)| u == v), "self-loops occur");
    }

    #[test]
    fn the_streamed_random_graph_is_the_one_built_in_memory() {
        for (n, m, seed, block) in [
            (1, 0, 1, 4),
            (1, 5, 2, 4),
            (7, 0, 3, 8),
            (40, 200, 4, 4),
            (40, 200, 4, 40),
            (1000, 3000, 5, 1000),
            (1000, 3000, 6, 1 << 20),
        ] {
            let mut bytes = Vec::new();
            random_binary(n, m, seed, block, &mut |p: &[u8]| {
                bytes.extend_from_slice(p);
                Ok::<(), FormatError>(())
            })
            .unwrap();
            let whole = crate::binary::from_edges(n, &random(n, m, seed)).unwrap();
            assert_eq!(bytes, whole, "{n} {m} {seed} {block}");
        }
        let refuse = |n| random_binary(n, 1, 1, 64, &mut |_: &[u8]| Ok::<(), FormatError>(()));
        assert!(refuse(0).is_err());
        assert!(refuse(u32::MAX).is_err());
    }
}
