//! The binary graph format (CSR, both directions), checked before use.
//!
//! A graph of `n` vertices (numbered `0..n`) and `m` arcs, all integers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | the magic `GRUNDYG1` |
//! | 8 | `n`, the number of vertices (`u64`, at most `u32::MAX − 3`) |
//! | 8 | `m`, the number of arcs (`u64`) |
//! | 8 (n + 1) | forward offsets (`u64`): the successors of `v` are targets `off[v]..off[v+1]` |
//! | 4 m | forward targets (`u32`) |
//! | 8 (n + 1) | reverse offsets (`u64`) |
//! | 4 m | reverse sources (`u32`): the predecessors of `v`, the transpose of the forward half |
//! | 4 | CRC-32 (IEEE) of every byte before it |
//!
//! [`BinaryGraph::parse`] checks the length, the magic, the checksum, that the offsets
//! rise from 0 to `m`, and that every vertex number is below `n`; anything else is a
//! [`FormatError`] naming what is wrong. The front end memory-maps the file and hands the
//! bytes over; the library reads them in place (no copy).
//!
//! ```
//! use grundy_loopy::{binary, Arcs, BinaryGraph};
//! let bytes = binary::from_edges(3, &[(0, 1), (1, 2), (2, 1)]).unwrap();
//! let g = BinaryGraph::parse(&bytes).unwrap();
//! assert_eq!((g.vertex_count(), g.edge_count()), (3, 3));
//! assert_eq!(g.predecessors(1).collect::<Vec<_>>(), [0, 2]);
//! let mut bad = bytes.clone();
//! bad[30] ^= 1;
//! assert!(BinaryGraph::parse(&bad).is_err());
//! assert!(BinaryGraph::parse(&bytes[..bytes.len() - 1]).is_err());
//! ```

use super::solve::{prefetch_line, Arcs, Prefetch, MAX_FINITE};
use thiserror::Error;

/// The first 8 bytes of a binary graph.
pub const MAGIC: &[u8; 8] = b"GRUNDYG1";
const HEADER: usize = 24;

/// What is wrong with a binary graph.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum FormatError {
    /// Not a binary graph at all.
    Magic,
    /// Shorter or longer than the header says.
    Length {
        /// Vertices in the header.
        vertices: u64,
        /// Arcs in the header.
        arcs: u64,
        /// The length the header implies (saturated at `u64::MAX`).
        expected: u64,
        /// The file's length.
        actual: u64,
    },
    /// The checksum does not match: the file is corrupted.
    Checksum {
        /// The stored CRC-32.
        stored: u32,
        /// The CRC-32 of the bytes.
        computed: u32,
    },
    /// Offsets, vertex numbers or counts out of range.
    Malformed(crate::i18n::Message),
    /// Too many vertices for 32-bit vertex numbers.
    TooManyVertices(u64),
}

impl crate::i18n::errors::Localized for FormatError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Magic => t!(lang, "err-binary-magic", magic = "\"GRUNDYG1\""),
            Self::Length {
                vertices,
                arcs,
                expected,
                actual,
            } => t!(
                lang,
                "err-binary-length",
                vertices = *vertices,
                arcs = *arcs,
                expected = *expected,
                actual = *actual
            ),
            Self::Checksum { stored, computed } => t!(
                lang,
                "err-binary-checksum",
                stored = format!("{stored:08x}"),
                computed = format!("{computed:08x}")
            ),
            Self::Malformed(why) => t!(lang, "err-binary-malformed", why = why.render(lang)),
            Self::TooManyVertices(count) => t!(
                lang,
                "err-binary-too-many-vertices",
                count = *count,
                max = MAX_FINITE
            ),
        }
    }
}
grundy_core::localized_error!(FormatError);

/// A binary graph read in place from its bytes (see the module docs).
#[derive(Debug, Clone, Copy)]
pub struct BinaryGraph<'a> {
    n: u32,
    m: u64,
    forward_offsets: &'a [u8],
    forward: &'a [u8],
    reverse_offsets: &'a [u8],
    reverse: &'a [u8],
}

fn word64(bytes: &[u8], i: usize) -> u64 {
    bytes
        .get(8 * i..8 * i + 8)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u64::from_le_bytes)
}

fn words32(bytes: &[u8]) -> impl Iterator<Item = u32> + '_ {
    bytes
        .chunks_exact(4)
        .map(|c| c.try_into().map_or(0, u32::from_le_bytes))
}

/// The length of a file of `n` vertices and `m` arcs, if it fits in `u64`.
fn length(n: u64, m: u64) -> Option<u64> {
    let offsets = n.checked_add(1)?.checked_mul(16)?;
    let arcs = m.checked_mul(8)?;
    (HEADER as u64 + 4).checked_add(offsets)?.checked_add(arcs)
}

/// The vertex and arc counts of a binary graph, once its magic, its length (for those
/// counts) and its vertex count are checked.
fn checked_header(bytes: &[u8]) -> Result<(u64, u64), FormatError> {
    if bytes.get(..8) != Some(MAGIC.as_slice()) {
        return Err(FormatError::Magic);
    }
    let (n, m) = (word64(bytes, 1), word64(bytes, 2));
    let actual = bytes.len() as u64;
    let expected = length(n, m);
    if expected != Some(actual) {
        return Err(FormatError::Length {
            vertices: n,
            arcs: m,
            expected: expected.unwrap_or(u64::MAX),
            actual,
        });
    }
    if n > u64::from(MAX_FINITE) {
        return Err(FormatError::TooManyVertices(n));
    }
    Ok((n, m))
}

impl<'a> BinaryGraph<'a> {
    /// Reads and checks a binary graph (see the module docs for what is checked).
    pub fn parse(bytes: &'a [u8]) -> Result<Self, FormatError> {
        let (n, m) = checked_header(bytes)?;
        let (body, stored) = bytes.split_at(bytes.len() - 4);
        let stored = stored.try_into().map_or(0, u32::from_le_bytes);
        let computed = crc32fast::hash(body);
        if stored != computed {
            return Err(FormatError::Checksum { stored, computed });
        }
        // The length matched, so every section is in range.
        let g = Self::sections(bytes, n, m);
        check_half(g.forward_offsets, g.forward, n, m, "forward")?;
        check_half(g.reverse_offsets, g.reverse, n, m, "reverse")?;
        check_transpose(&g)?;
        Ok(g)
    }

    /// The graph of bytes made by [`from_edges`] in this process, without the checks
    /// (they hold by construction).
    pub(crate) fn built(bytes: &'a [u8]) -> Self {
        let (n, m) = (word64(bytes, 1), word64(bytes, 2));
        Self::sections(bytes, n, m)
    }

    fn sections(bytes: &'a [u8], n: u64, m: u64) -> Self {
        let body = bytes.get(..bytes.len().saturating_sub(4)).unwrap_or(&[]);
        let (offsets_len, arcs_len) = (8 * (n as usize + 1), 4 * m as usize);
        let rest = body.get(HEADER..).unwrap_or(&[]);
        let (forward_offsets, rest) = rest.split_at(offsets_len.min(rest.len()));
        let (forward, rest) = rest.split_at(arcs_len.min(rest.len()));
        let (reverse_offsets, reverse) = rest.split_at(offsets_len.min(rest.len()));
        BinaryGraph {
            n: n as u32,
            m,
            forward_offsets,
            forward,
            reverse_offsets,
            reverse,
        }
    }

    fn range(offsets: &[u8], v: u32) -> (usize, usize) {
        let v = v as usize;
        (
            word64(offsets, v) as usize * 4,
            word64(offsets, v + 1) as usize * 4,
        )
    }
}

/// The reverse half lists exactly the arcs of the forward half (as a multiset: each arc
/// `u → v` once among the predecessors of `v` for each time it is among the successors of
/// `u`), or the solvers, which walk both, give wrong values without a word. Checked in one
/// pass over each half and no memory: the sum of a keyed hash of every arc, forward and
/// reverse (the key drawn for each process, so that no file can be made to pass by a
/// collision it was written for; a damaged one passes with probability 2^-64).
fn check_transpose(g: &BinaryGraph) -> Result<(), FormatError> {
    static KEY: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    let key = *KEY.get_or_init(random_key);
    let hash = |u: u32, v: u32| arc_hash(key, u, v);
    let (mut forward, mut reverse) = (0u64, 0u64);
    for v in 0..g.vertex_count() {
        for w in g.successors(v) {
            forward = forward.wrapping_add(hash(v, w));
        }
        for u in g.predecessors(v) {
            reverse = reverse.wrapping_add(hash(u, v));
        }
    }
    ArcSums { forward, reverse }.check()
}

/// A key for [`arc_hash`] drawn at random (from the operating system's randomness, as
/// `std`'s hash maps draw theirs): each call gives another.
pub fn random_key() -> u64 {
    use std::hash::BuildHasher;
    std::collections::hash_map::RandomState::new().hash_one(0u64)
}

/// The keyed hash of the arc `from → to` whose sums over the forward and the reverse
/// half of a graph must agree ([`BinaryGraph::parse`], [`BinaryPart::arc_sums`]):
/// splitmix64 of the arc and the key, a bijection of the 64-bit words, well mixed.
/// Summed (wrapping) over a multiset of arcs, the result does not depend on their order,
/// so parts of a graph can add their sums up in any order.
///
/// ```
/// use grundy_loopy::binary::arc_hash;
/// assert_ne!(arc_hash(7, 1, 2), arc_hash(7, 2, 1));
/// assert_ne!(arc_hash(7, 1, 2), arc_hash(8, 1, 2));
/// ```
pub fn arc_hash(key: u64, from: u32, to: u32) -> u64 {
    let mut z = ((u64::from(from) << 32) | u64::from(to)) ^ key;
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn check_half(offsets: &[u8], arcs: &[u8], n: u64, m: u64, half: &str) -> Result<(), FormatError> {
    let mut previous = 0u64;
    for v in 0..=n as usize {
        let o = word64(offsets, v);
        if (v == 0 && o != 0) || o < previous || o > m {
            return Err(FormatError::Malformed(
                crate::i18n::Message::new("reason-binary-offset-order")
                    .with("half", half)
                    .with("index", v)
                    .with("offset", o)
                    .with("arcs", m),
            ));
        }
        if o - previous > u64::from(MAX_FINITE) {
            return Err(FormatError::Malformed(
                crate::i18n::Message::new("reason-binary-vertex-arcs")
                    .with("half", half)
                    .with("vertex", v - 1)
                    .with("count", o - previous)
                    .with("max", u64::from(MAX_FINITE)),
            ));
        }
        previous = o;
    }
    if previous != m {
        return Err(FormatError::Malformed(
            crate::i18n::Message::new("reason-binary-offsets-end")
                .with("half", half)
                .with("offset", previous)
                .with("arcs", m),
        ));
    }
    if let Some((i, w)) = words32(arcs).enumerate().find(|&(_, w)| u64::from(w) >= n) {
        return Err(FormatError::Malformed(
            crate::i18n::Message::new("reason-binary-arc-vertex")
                .with("half", half)
                .with("index", i as u64)
                .with("vertex", u64::from(w))
                .with("count", n),
        ));
    }
    Ok(())
}

impl Arcs for BinaryGraph<'_> {
    fn vertex_count(&self) -> u32 {
        self.n
    }

    fn edge_count(&self) -> u64 {
        self.m
    }

    fn successors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        let (lo, hi) = Self::range(self.forward_offsets, v);
        words32(self.forward.get(lo..hi).unwrap_or(&[]))
    }

    fn predecessors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        let (lo, hi) = Self::range(self.reverse_offsets, v);
        words32(self.reverse.get(lo..hi).unwrap_or(&[]))
    }

    fn out_degree(&self, v: u32) -> u64 {
        let v = v as usize;
        word64(self.forward_offsets, v + 1).saturating_sub(word64(self.forward_offsets, v))
    }

    fn prefetch(&self, v: u32, what: Prefetch) {
        let (offsets, arcs) = match what {
            Prefetch::SuccessorOffsets | Prefetch::Successors => {
                (self.forward_offsets, self.forward)
            }
            Prefetch::PredecessorOffsets | Prefetch::Predecessors => {
                (self.reverse_offsets, self.reverse)
            }
        };
        match what {
            Prefetch::SuccessorOffsets | Prefetch::PredecessorOffsets => {
                // `off[v]` and `off[v + 1]`, which may straddle two lines.
                let at = 8 * v as usize;
                for i in [at, at + 8] {
                    if let Some(b) = offsets.get(i) {
                        prefetch_line(b);
                    }
                }
            }
            Prefetch::Successors | Prefetch::Predecessors => {
                // The first few lines of the list, and its last.
                let (lo, hi) = Self::range(offsets, v);
                for i in (lo..hi).step_by(64).take(4).chain(hi.checked_sub(1)) {
                    if let Some(b) = arcs.get(i) {
                        prefetch_line(b);
                    }
                }
            }
        }
    }
}

/// One part of a binary graph read in place: the out-degrees and the predecessors of the
/// vertices of a range, what a part of a distributed run needs
/// ([`super::partition::PartArcs`]).
///
/// [`BinaryPart::parse`] reads the header, the offsets of the range (both halves) and the
/// predecessors of its vertices, and nothing else — a memory-mapped file is paged in only
/// there. It checks the magic, the length the header implies, that the range's offsets
/// rise and stay within the arcs, and that every predecessor it will read is a vertex. It
/// does not check the CRC-32, which covers the whole file ([`BinaryGraph::parse`] and
/// `grundy graph stats` do): a damaged file gives wrong values, never a crash. Nor can one
/// part check alone that the reverse half is the transpose of the forward half, as
/// [`BinaryGraph::parse`] does: [`BinaryPart::arc_sums`] gives each part's share of that
/// check (the distributed solve adds the shares of every part up and compares).
///
/// ```
/// use grundy_loopy::{binary, partition::PartArcs};
/// let bytes = binary::from_edges(4, &[(0, 1), (1, 2), (2, 1), (3, 1)]).unwrap();
/// let p = binary::BinaryPart::parse(&bytes, 1..3).unwrap();
/// assert_eq!((p.out_degree(1), p.out_degree(2)), (1, 1));
/// assert_eq!(p.predecessors(1).collect::<Vec<_>>(), [0, 2, 3]);
/// assert!(binary::BinaryPart::parse(&bytes, 2..9).is_err());
/// assert!(binary::BinaryPart::parse(&bytes[..40], 0..1).is_err());
/// ```
#[derive(Debug, Clone)]
pub struct BinaryPart<'a> {
    n: u32,
    range: std::ops::Range<u32>,
    forward_offsets: &'a [u8],
    forward: &'a [u8],
    reverse_offsets: &'a [u8],
    reverse: &'a [u8],
}

/// A part's share of the check that the reverse half of a graph is the transpose of its
/// forward half ([`BinaryPart::arc_sums`]): over all the parts of the graph, the wrapping
/// sums of `forward` and of `reverse` are equal when it is (and differ, but with
/// probability 2^-64 for a key drawn at random, when it is not).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ArcSums {
    /// The sum of [`arc_hash`] over the arcs out of the part's vertices (the forward
    /// half).
    pub forward: u64,
    /// The sum of [`arc_hash`] over the arcs into the part's vertices (the reverse half).
    pub reverse: u64,
}

/// The sums of two parts, added up (wrapping).
impl std::ops::Add for ArcSums {
    type Output = ArcSums;

    fn add(self, other: ArcSums) -> ArcSums {
        ArcSums {
            forward: self.forward.wrapping_add(other.forward),
            reverse: self.reverse.wrapping_add(other.reverse),
        }
    }
}

impl ArcSums {
    /// Whether the sums, added over every part of a graph, say that its reverse half is
    /// the transpose of its forward half: `Ok`, or the error [`BinaryGraph::parse`] gives
    /// a graph whose halves disagree.
    pub fn check(self) -> Result<(), FormatError> {
        if self.forward == self.reverse {
            Ok(())
        } else {
            Err(not_transpose())
        }
    }
}

fn not_transpose() -> FormatError {
    FormatError::Malformed(crate::i18n::Message::new("reason-binary-not-transpose"))
}

impl<'a> BinaryPart<'a> {
    /// Reads and checks the part `range` of the binary graph `bytes` (see the type's docs).
    pub fn parse(bytes: &'a [u8], range: std::ops::Range<u32>) -> Result<Self, FormatError> {
        let (n, m) = checked_header(bytes)?;
        if range.start > range.end || u64::from(range.end) > n {
            return Err(FormatError::Malformed(
                crate::i18n::Message::new("reason-binary-part-range")
                    .with("start", range.start)
                    .with("end", range.end)
                    .with("count", n),
            ));
        }
        let g = BinaryGraph::sections(bytes, n, m);
        let (lo, hi) = (range.start as usize, range.end as usize);
        let cut = |offsets: &'a [u8]| offsets.get(8 * lo..8 * hi + 8).unwrap_or(&[]);
        let part = BinaryPart {
            n: n as u32,
            forward_offsets: cut(g.forward_offsets),
            forward: g.forward,
            reverse_offsets: cut(g.reverse_offsets),
            reverse: g.reverse,
            range,
        };
        for (offsets, half) in [
            (part.forward_offsets, "forward"),
            (part.reverse_offsets, "reverse"),
        ] {
            let mut previous = word64(offsets, 0);
            for i in 0..=hi - lo {
                let o = word64(offsets, i);
                if o < previous || o > m || o - previous > u64::from(MAX_FINITE) {
                    return Err(FormatError::Malformed(
                        crate::i18n::Message::new("reason-binary-offset-order")
                            .with("half", half)
                            .with("index", lo + i)
                            .with("offset", o)
                            .with("arcs", m),
                    ));
                }
                previous = o;
            }
        }
        let (first, last) = (
            word64(part.reverse_offsets, 0) as usize,
            word64(part.reverse_offsets, hi - lo) as usize,
        );
        let sources = part.reverse.get(4 * first..4 * last).unwrap_or(&[]);
        if let Some((i, w)) = words32(sources)
            .enumerate()
            .find(|&(_, w)| u64::from(w) >= n)
        {
            return Err(FormatError::Malformed(
                crate::i18n::Message::new("reason-binary-arc-vertex")
                    .with("half", "reverse")
                    .with("index", first + i)
                    .with("vertex", u64::from(w))
                    .with("count", n),
            ));
        }
        Ok(part)
    }

    /// The part's share of the check that the graph's reverse half is the transpose of
    /// its forward half: the sums of [`arc_hash`] (with `key`, the same for every part)
    /// over the arcs out of its vertices and over the arcs into them. One pass over the
    /// successors of its vertices (4 bytes per arc, read nowhere else) and its
    /// predecessors; no memory. A successor that is not a vertex is hashed as any other:
    /// no reverse arc can match it, so the sums of all parts differ.
    ///
    /// ```
    /// use grundy_loopy::binary::{self, BinaryPart};
    /// let bytes = binary::from_edges(4, &[(0, 1), (1, 2), (2, 1), (3, 1)]).unwrap();
    /// let sums = |range| BinaryPart::parse(&bytes, range).unwrap().arc_sums(42);
    /// // Neither part alone balances; the two together do.
    /// assert_ne!(sums(0..2).forward, sums(0..2).reverse);
    /// assert_eq!(sums(0..2) + sums(2..4), sums(0..4));
    /// assert!((sums(0..2) + sums(2..4)).check().is_ok());
    /// ```
    pub fn arc_sums(&self, key: u64) -> ArcSums {
        let mut sums = ArcSums::default();
        for (i, v) in self.range.clone().enumerate() {
            let (lo, hi) = (
                word64(self.forward_offsets, i) as usize,
                word64(self.forward_offsets, i + 1) as usize,
            );
            let targets = self.forward.get(4 * lo..4 * hi).unwrap_or(&[]);
            for w in words32(targets) {
                sums.forward = sums.forward.wrapping_add(arc_hash(key, v, w));
            }
            for u in super::partition::PartArcs::predecessors(self, v) {
                sums.reverse = sums.reverse.wrapping_add(arc_hash(key, u, v));
            }
        }
        sums
    }

    /// The arcs into the part's vertices (the predecessors it holds).
    pub fn range_arcs(&self) -> u64 {
        word64(self.reverse_offsets, self.range.len()) - word64(self.reverse_offsets, 0)
    }

    fn local(&self, v: u32) -> Option<usize> {
        self.range
            .contains(&v)
            .then(|| (v - self.range.start) as usize)
    }
}

impl super::partition::PartArcs for BinaryPart<'_> {
    fn vertex_count(&self) -> u32 {
        self.n
    }

    fn range(&self) -> std::ops::Range<u32> {
        self.range.clone()
    }

    fn out_degree(&self, v: u32) -> u32 {
        self.local(v).map_or(0, |i| {
            (word64(self.forward_offsets, i + 1) - word64(self.forward_offsets, i)) as u32
        })
    }

    fn predecessors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        let (lo, hi) = self.local(v).map_or((0, 0), |i| {
            (
                word64(self.reverse_offsets, i) as usize * 4,
                word64(self.reverse_offsets, i + 1) as usize * 4,
            )
        });
        words32(self.reverse.get(lo..hi).unwrap_or(&[]))
    }
}

/// The binary graph of `n` vertices with the arcs `edges` (`(u, v)`: a move from `u` to
/// `v`), successors in the order given. Refused when a vertex number is not below `n` or
/// `n` is too large.
pub fn from_edges(n: u32, edges: &[(u32, u32)]) -> Result<Vec<u8>, FormatError> {
    if n > MAX_FINITE {
        return Err(FormatError::TooManyVertices(n.into()));
    }
    if let Some(&(u, v)) = edges.iter().find(|&&(u, v)| u >= n || v >= n) {
        return Err(FormatError::Malformed(
            crate::i18n::Message::new("reason-binary-arc-outside")
                .with("from", u64::from(u))
                .with("to", u64::from(v))
                .with("count", u64::from(n)),
        ));
    }
    let m = edges.len() as u64;
    let total = length(n.into(), m)
        .and_then(|l| usize::try_from(l).ok())
        .ok_or_else(|| {
            FormatError::Malformed(
                crate::i18n::Message::new("reason-binary-arcs-memory").with("arcs", m),
            )
        })?;
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&u64::from(n).to_le_bytes());
    out.extend_from_slice(&m.to_le_bytes());
    write_half(&mut out, n, edges.iter().copied());
    write_half(&mut out, n, edges.iter().map(|&(u, v)| (v, u)));
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    Ok(out)
}

/// The binary graph of a text edge list (the format of [`crate::dag`]), each vertex
/// numbered by its own number: `n` is the largest vertex number plus one, and numbers the
/// text does not name are vertices without moves. Refused when the numbers are too sparse
/// (more than 16 per vertex named, past the first million): renumber them first.
///
/// ```
/// let bytes = grundy_loopy::binary::from_text("0 1\n1 0\n1 -> 5\n").unwrap();
/// let g = grundy_loopy::BinaryGraph::parse(&bytes).unwrap();
/// use grundy_loopy::Arcs;
/// assert_eq!((g.vertex_count(), g.edge_count()), (6, 3));
/// assert!(grundy_loopy::binary::from_text("0 x").is_err());
/// ```
pub fn from_text(text: &str) -> Result<Vec<u8>, TextError> {
    let b = crate::dag::read(text)?;
    let max = b
        .labels
        .iter()
        .copied()
        .max()
        .ok_or(crate::dag::GraphError::Empty)?;
    let named = b.labels.len() as u64;
    if max >= 16 * named + (1 << 20) || max >= u64::from(MAX_FINITE) {
        return Err(TextError::Sparse { max, named });
    }
    let label = |i: usize| b.labels.get(i).copied().unwrap_or(0) as u32;
    let mut edges = Vec::new();
    for (u, succ) in b.successors.iter().enumerate() {
        edges.extend(succ.iter().map(|&v| (label(u), label(v))));
    }
    Ok(from_edges(max as u32 + 1, &edges)?)
}

/// Why a text edge list cannot be converted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum TextError {
    /// The text is not an edge list.
    #[error(transparent)]
    Text(#[from] crate::dag::GraphError),
    /// Vertex numbers too sparse for numbering by themselves.
    Sparse {
        /// The largest vertex number.
        max: u64,
        /// How many vertices the text names.
        named: u64,
    },
    /// The graph does not fit the format.
    #[error(transparent)]
    Format(#[from] FormatError),
}

impl crate::i18n::errors::Localized for TextError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Text(e) => e.message_in(lang),
            Self::Sparse { max, named } => {
                t!(lang, "err-binary-sparse", max = *max, named = *named)
            }
            Self::Format(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(TextError);

/// The values of [`fn@super::solve`] as a file: the magic `GRUNDYV1`, the vertex count
/// (`u64`), one `u32` per vertex (`u32::MAX` for ∞), and a CRC-32 of all that,
/// little-endian.
///
/// ```
/// let bytes = grundy_loopy::binary::values_to_bytes(&[0, 1, u32::MAX]);
/// assert_eq!(bytes.len(), 8 + 8 + 3 * 4 + 4);
/// assert_eq!(&bytes[..8], b"GRUNDYV1");
/// ```
pub fn values_to_bytes(values: &[u32]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(20 + 4 * values.len());
    bytes.extend_from_slice(&values_header(values.len() as u64));
    for v in values {
        bytes.extend_from_slice(&v.to_le_bytes());
    }
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    bytes
}

/// The first 16 bytes of a values file of `n` vertices (see [`values_to_bytes`]): for a
/// writer that streams the values, then appends the CRC-32 of everything before it.
///
/// ```
/// let h = grundy_loopy::binary::values_header(3);
/// assert_eq!(h[..], grundy_loopy::binary::values_to_bytes(&[0, 1, 2])[..16]);
/// ```
pub fn values_header(n: u64) -> [u8; 16] {
    let mut h = [0u8; 16];
    let (magic, count) = h.split_at_mut(8);
    magic.copy_from_slice(b"GRUNDYV1");
    count.copy_from_slice(&n.to_le_bytes());
    h
}

/// Appends the offsets and targets of `arcs` (sources and targets below `n`, checked by
/// the caller) grouped by source, in a counting sort.
fn write_half(out: &mut Vec<u8>, n: u32, arcs: impl Iterator<Item = (u32, u32)> + Clone) {
    let mut start = vec![0u64; n as usize + 1];
    for (u, _) in arcs.clone() {
        if let Some(c) = start.get_mut(u as usize + 1) {
            *c += 1;
        }
    }
    for i in 1..start.len() {
        let previous = start.get(i - 1).copied().unwrap_or(0);
        if let Some(c) = start.get_mut(i) {
            *c += previous;
        }
    }
    for o in &start {
        out.extend_from_slice(&o.to_le_bytes());
    }
    let base = out.len();
    let m = start.last().copied().unwrap_or(0) as usize;
    out.resize(base + 4 * m, 0);
    let targets = out.get_mut(base..).unwrap_or(&mut []);
    for (u, v) in arcs {
        if let Some(cursor) = start.get_mut(u as usize) {
            let at = *cursor as usize * 4;
            if let Some(slot) = targets.get_mut(at..at + 4) {
                slot.copy_from_slice(&v.to_le_bytes());
            }
            *cursor += 1;
        }
    }
}
