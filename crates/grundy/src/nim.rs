//! Nim: nim-sum, normal and misère play, every winning move, and the binary column
//! breakdown a person can follow.
//!
//! Bouton's theorem: under normal play a Nim position is lost for the player to move
//! exactly when the XOR of its heaps (the *nim-sum*) is 0. From any other position the
//! winning moves are exactly the moves to nim-sum 0: take from a heap `a` that carries the
//! highest set bit of the nim-sum `S`, leaving `a ⊕ S` (which is then less than `a`).
//!
//! ```
//! use grundy::nim::{moves_to_nim_sum, nim_sum, NimHeaps};
//! use grundy::Nat;
//!
//! let heaps = NimHeaps::from_u64s(vec![3, 4, 5]);
//! assert_eq!(nim_sum(&heaps), Nat::from(2u32));
//! // The only winning move: heap 0, from 3 down to 1 (take 2).
//! let (count, moves) = moves_to_nim_sum(&heaps, &Nat::from(0u32), 10);
//! assert_eq!(count, 1);
//! assert_eq!((moves[0].heap, moves[0].from.clone(), moves[0].to.clone()),
//!            (0, Nat::from(3u32), Nat::from(1u32)));
//! ```
//!
//! Everything here runs in one or two passes over the heaps, and the `Small` (`u64`) form
//! of [`NimHeaps`] is handled without any allocation per heap, so positions with millions
//! of heaps are cheap. Reports hold at most the number of rows or moves asked for.

use crate::nat::{self, Nat};
use crate::outcome::Outcome;
use crate::report::HeapChange;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;

/// The heaps of a Nim position. Stored as `u64` when every heap fits (compact: 8 bytes a
/// heap, for inputs of millions of heaps), as [`Nat`] otherwise.
///
/// Both forms are accepted everywhere and give the same answers; the constructors
/// [`NimHeaps::from_nats`] and [`NimHeaps::from_u64s`] pick the compact form when they can.
///
/// ```
/// use grundy::nim::NimHeaps;
/// use grundy::Nat;
///
/// let small = NimHeaps::from_nats(vec![Nat::from(3u32), Nat::from(4u32)]);
/// assert_eq!(small, NimHeaps::Small(vec![3, 4]));
///
/// let huge: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
/// let big = NimHeaps::from_nats(vec![Nat::from(3u32), huge.clone()]);
/// assert!(matches!(big, NimHeaps::Big(_)));
/// assert_eq!(big.get(1), huge);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NimHeaps {
    /// Every heap fits in a `u64`.
    Small(Vec<u64>),
    /// At least one heap does not fit in a `u64`.
    Big(Vec<Nat>),
}

impl NimHeaps {
    /// Heaps from arbitrary-precision sizes (stored compactly when they all fit in `u64`).
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// use grundy::Nat;
    /// let heaps = NimHeaps::from_nats(vec![Nat::from(u64::MAX), Nat::from(0u32)]);
    /// assert_eq!(heaps, NimHeaps::Small(vec![u64::MAX, 0]));
    /// let past = Nat::from(u64::MAX) + 1u32;
    /// assert!(matches!(NimHeaps::from_nats(vec![past]), NimHeaps::Big(_)));
    /// ```
    pub fn from_nats(heaps: Vec<Nat>) -> Self {
        if heaps.iter().all(|h| h.bits() <= 64) {
            NimHeaps::Small(heaps.iter().map(|h| h.to_u64().unwrap_or(0)).collect())
        } else {
            NimHeaps::Big(heaps)
        }
    }

    /// Heaps from `u64` sizes (always the compact form).
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]), NimHeaps::Small(vec![3, 4, 5]));
    /// ```
    pub fn from_u64s(heaps: Vec<u64>) -> Self {
        NimHeaps::Small(heaps)
    }

    /// The number of heaps.
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        match self {
            NimHeaps::Small(v) => v.len(),
            NimHeaps::Big(v) => v.len(),
        }
    }

    /// True when there are no heaps.
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// assert!(NimHeaps::from_u64s(vec![]).is_empty());
    /// assert!(!NimHeaps::from_u64s(vec![0]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The size of heap `i`. Panics if `i >= len()`.
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// use grundy::Nat;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).get(2), Nat::from(5u32));
    /// ```
    pub fn get(&self, i: usize) -> Nat {
        match self {
            NimHeaps::Small(v) => v[i].into(),
            NimHeaps::Big(v) => v[i].clone(),
        }
    }

    /// The heap sizes in order, as [`Nat`]s. A convenience: for the `Small` form each item
    /// is a new `Nat`, so hot loops should match on the variants instead.
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// use grundy::Nat;
    /// let sizes: Vec<Nat> = NimHeaps::from_u64s(vec![1, 2]).iter().collect();
    /// assert_eq!(sizes, vec![Nat::from(1u32), Nat::from(2u32)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Nat> + '_ {
        (0..self.len()).map(move |i| self.get(i))
    }

    /// The number of binary digits of the largest heap (0 when every heap is 0 or there
    /// are no heaps).
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).max_bits(), 3);
    /// assert_eq!(NimHeaps::from_u64s(vec![0, 0]).max_bits(), 0);
    /// ```
    pub fn max_bits(&self) -> u64 {
        match self {
            NimHeaps::Small(v) => {
                let all = v.iter().fold(0u64, |acc, &h| acc | h);
                u64::from(64 - all.leading_zeros())
            }
            NimHeaps::Big(v) => v.iter().map(Nat::bits).max().unwrap_or(0),
        }
    }
}

impl From<Vec<u64>> for NimHeaps {
    /// The same as [`NimHeaps::from_u64s`].
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from(vec![1u64, 2]), NimHeaps::Small(vec![1, 2]));
    /// ```
    fn from(heaps: Vec<u64>) -> Self {
        NimHeaps::from_u64s(heaps)
    }
}

impl From<Vec<Nat>> for NimHeaps {
    /// The same as [`NimHeaps::from_nats`].
    ///
    /// ```
    /// use grundy::nim::NimHeaps;
    /// use grundy::Nat;
    /// assert_eq!(NimHeaps::from(vec![Nat::from(7u32)]), NimHeaps::Small(vec![7]));
    /// ```
    fn from(heaps: Vec<Nat>) -> Self {
        NimHeaps::from_nats(heaps)
    }
}

/// The nim-sum (XOR) of the heaps.
///
/// ```
/// use grundy::nim::{nim_sum, NimHeaps};
/// use grundy::Nat;
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![3, 4, 5])), Nat::from(2u32));
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![5, 10, 14, 16, 22])), Nat::from(7u32));
/// assert_eq!(nim_sum(&NimHeaps::from_u64s(vec![])), Nat::from(0u32));
/// ```
pub fn nim_sum(heaps: &NimHeaps) -> Nat {
    match heaps {
        NimHeaps::Small(v) => xor_u64(v).into(),
        NimHeaps::Big(v) => v.iter().fold(Nat::zero(), |mut acc, h| {
            acc ^= h;
            acc
        }),
    }
}

fn xor_u64(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Who wins Nim under normal play: `P` exactly when the nim-sum is 0 (Bouton).
///
/// ```
/// use grundy::nim::{outcome, NimHeaps};
/// use grundy::Outcome;
/// assert_eq!(outcome(&NimHeaps::from_u64s(vec![3, 4, 5])), Outcome::N);
/// assert_eq!(outcome(&NimHeaps::from_u64s(vec![1, 4, 5])), Outcome::P);
/// ```
pub fn outcome(heaps: &NimHeaps) -> Outcome {
    Outcome::from_next_player_wins(!nim_sum(heaps).is_zero())
}

/// Every single-heap move that changes the nim-sum of `heaps` to `target`, counted in
/// full, the first `limit` of them listed (in heap order).
///
/// With `S` the nim-sum, these are the heaps `h` with `h ⊕ S ⊕ target < h` — the heaps
/// carrying the highest set bit of `S ⊕ target` — and the move leaves `h ⊕ S ⊕ target`.
/// With `target` 0 they are all the winning moves under normal play. When
/// `target == S` there are none (a move always changes the nim-sum).
///
/// ```
/// use grundy::nim::{moves_to_nim_sum, NimHeaps};
/// use grundy::report::HeapChange;
/// use grundy::Nat;
///
/// // Chips on cells 5 10 14 16 22: nim-sum 7, three winning moves.
/// let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
/// let (count, moves) = moves_to_nim_sum(&heaps, &Nat::from(0u32), 2);
/// assert_eq!(count, 3);
/// assert_eq!(moves, vec![
///     HeapChange::new(0, 5u32.into(), 2u32.into()),
///     HeapChange::new(2, 14u32.into(), 9u32.into()),
/// ]); // the third, heap 4 from 22 to 17, is counted but not listed
///
/// // Moves to nim-sum 1 from 3 4 5 (nim-sum 2): S ⊕ 1 = 3, carried by 3 only → 0.
/// let (count, moves) = moves_to_nim_sum(&NimHeaps::from_u64s(vec![3, 4, 5]), &1u32.into(), 9);
/// assert_eq!(count, 1);
/// assert_eq!(moves[0].to, Nat::from(0u32));
/// ```
pub fn moves_to_nim_sum(heaps: &NimHeaps, target: &Nat, limit: usize) -> (u64, Vec<HeapChange>) {
    match heaps {
        NimHeaps::Small(v) => {
            let diff = Nat::from(xor_u64(v)) ^ target;
            match diff.to_u64() {
                Some(d) => moves_with_xor_u64(v, d, limit),
                // The top bit of the difference is above every heap's.
                None => (0, Vec::new()),
            }
        }
        NimHeaps::Big(v) => moves_with_xor_big(v, &(nim_sum(heaps) ^ target), limit),
    }
}

/// The moves `h → h ⊕ d` that reduce a heap, for `u64` heaps: one pass, no allocation
/// beyond the `limit` listed moves.
fn moves_with_xor_u64(heaps: &[u64], d: u64, limit: usize) -> (u64, Vec<HeapChange>) {
    if d == 0 {
        return (0, Vec::new());
    }
    let top = 1u64 << (63 - d.leading_zeros());
    let mut listed = Vec::new();
    let mut rest = heaps.len();
    if limit > 0 {
        for (i, &h) in heaps.iter().enumerate() {
            if h & top != 0 {
                listed.push(change(i, h.into(), (h ^ d).into()));
                if listed.len() == limit {
                    rest = i + 1;
                    break;
                }
            }
        }
    } else {
        rest = 0;
    }
    let more = heaps
        .get(rest..)
        .unwrap_or(&[])
        .iter()
        .filter(|&&h| h & top != 0)
        .count();
    (listed.len() as u64 + more as u64, listed)
}

/// The same for [`Nat`] heaps (no allocation for heaps that are not listed).
fn moves_with_xor_big(heaps: &[Nat], d: &Nat, limit: usize) -> (u64, Vec<HeapChange>) {
    if d.is_zero() {
        return (0, Vec::new());
    }
    let top = d.bits() - 1;
    let mut count = 0u64;
    let mut listed = Vec::new();
    for (i, h) in heaps.iter().enumerate() {
        if h.bit(top) {
            count += 1;
            if listed.len() < limit {
                listed.push(change(i, h.clone(), h ^ d));
            }
        }
    }
    (count, listed)
}

fn change(heap: usize, from: Nat, to: Nat) -> HeapChange {
    HeapChange::new(heap, from, to)
}

/// Every winning move under normal play, counted in full, the first `limit` listed: the
/// same as [`moves_to_nim_sum`] with target 0.
///
/// ```
/// use grundy::nim::{winning_moves, NimHeaps};
/// let (count, moves) = winning_moves(&NimHeaps::from_u64s(vec![3, 4, 5]), 5);
/// assert_eq!(count, 1);
/// assert_eq!((moves[0].heap, moves[0].to.clone()), (0, 1u32.into()));
/// ```
pub fn winning_moves(heaps: &NimHeaps, limit: usize) -> (u64, Vec<HeapChange>) {
    moves_to_nim_sum(heaps, &Nat::zero(), limit)
}

/// The binary column breakdown of a Nim position (normal play), as data for a renderer.
///
/// Conventions:
/// * Bit positions count from the least significant bit, which is bit 0.
/// * [`NimColumns::column_ones`] and [`NimColumns::column_parity`] list the columns
///   **most significant first**, left to right as the table is drawn: entry `j` is bit
///   `width - 1 - j`.
/// * The rows carry only each heap's size; its binary digits are `size` written in base 2,
///   padded with zeros on the left to `width` digits ([`binary_digits`] does exactly that).
///
/// Serialized (heaps 3 4 5, `row_limit` 2):
///
/// ```
/// use grundy::nim::{column_table, NimHeaps};
///
/// let table = column_table(&NimHeaps::from_u64s(vec![3, 4, 5]), 2);
/// assert_eq!(serde_json::to_value(&table).unwrap(), serde_json::json!({
///     "heaps_total": 3,
///     "width": 3,
///     "rows": [{"index": 0, "size": 3}, {"index": 1, "size": 4}],
///     "column_ones": [2, 1, 2],
///     "column_parity": [0, 1, 0],
///     "nim_sum": 2,
///     "top_bit": 1,
///     "top_bit_value": 2,
///     "carriers_total": 1,
///     "carriers": [{"index": 0, "size": 3, "target": 1, "take": 2}]
/// }));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NimColumns {
    /// How many heaps the position has (rows beyond `rows` are not shown).
    pub heaps_total: usize,
    /// The number of binary digits (columns): those of the largest heap, at least 1.
    pub width: u64,
    /// The first heaps, at most `row_limit` of them, in order.
    pub rows: Vec<NimRow>,
    /// For each column, most significant first, how many heaps (of all of them) have a 1
    /// there.
    pub column_ones: Vec<u64>,
    /// For each column, most significant first, that count mod 2 (0 or 1): read left to
    /// right, the binary digits of the nim-sum.
    pub column_parity: Vec<u8>,
    /// The nim-sum `S`: the XOR of all the heaps.
    #[serde(with = "nat::json")]
    pub nim_sum: Nat,
    /// The position (from 0 at the least significant bit) of the highest set bit of `S`;
    /// `None` when `S` is 0 (a P-position: there is no winning move).
    pub top_bit: Option<u64>,
    /// The value of that bit, `2^top_bit`; `None` when `S` is 0.
    #[serde(with = "nat::json::option")]
    pub top_bit_value: Option<Nat>,
    /// How many heaps carry the top bit of `S`: the number of winning moves.
    pub carriers_total: u64,
    /// The first `row_limit` heaps carrying the top bit, in order, each with its winning
    /// move.
    pub carriers: Vec<NimCarrier>,
}

/// One heap row of a [`NimColumns`] table.
///
/// ```
/// use grundy::nim::NimRow;
/// let row = NimRow { index: 0, size: 3u32.into() };
/// assert_eq!(serde_json::to_string(&row).unwrap(), r#"{"index":0,"size":3}"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimRow {
    /// The heap's index (from 0).
    pub index: usize,
    /// The heap's size.
    #[serde(with = "nat::json")]
    pub size: Nat,
}

/// A heap that carries the top bit of the nim-sum `S`, and the winning move it gives.
///
/// ```
/// use grundy::nim::NimCarrier;
/// let c = NimCarrier { index: 0, size: 3u32.into(), target: 1u32.into(), take: 2u32.into() };
/// assert_eq!(serde_json::to_string(&c).unwrap(),
///            r#"{"index":0,"size":3,"target":1,"take":2}"#);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimCarrier {
    /// The heap's index (from 0).
    pub index: usize,
    /// The heap's size `a`.
    #[serde(with = "nat::json")]
    pub size: Nat,
    /// The size to leave, `a ⊕ S` (less than `a`).
    #[serde(with = "nat::json")]
    pub target: Nat,
    /// The counters to take, `a − (a ⊕ S)`.
    #[serde(with = "nat::json")]
    pub take: Nat,
}

/// The binary columns of `heaps`, showing at most `row_limit` heap rows.
///
/// Runs in time linear in the number of heaps (times the number of 64-bit words of a heap
/// for big heaps) and keeps O(`row_limit` + bits) memory.
///
/// ```
/// use grundy::nim::{column_table, NimHeaps};
/// use grundy::Nat;
///
/// // Chips on cells 5 10 14 16 22: columns 16 8 4 2 1.
/// let t = column_table(&NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]), 10);
/// assert_eq!(t.width, 5);
/// assert_eq!(t.column_ones, vec![2, 2, 3, 3, 1]);
/// assert_eq!(t.nim_sum, Nat::from(7u32));
/// assert_eq!(t.top_bit, Some(2));
/// let targets: Vec<Nat> = t.carriers.iter().map(|c| c.target.clone()).collect();
/// assert_eq!(targets, vec![2u32.into(), 9u32.into(), 17u32.into()]);
/// ```
pub fn column_table(heaps: &NimHeaps, row_limit: usize) -> NimColumns {
    column_table_with_moves(heaps, row_limit, 0).0
}

/// [`column_table`] together with the first `move_limit` winning moves under normal play
/// (those of [`winning_moves`]; their total is the table's `carriers_total`), in a single
/// pass over the heaps: the nim-sum and the number of winning moves are read off the
/// column counts, and the moves listed stop at the last one needed.
///
/// ```
/// use grundy::nim::{column_table, column_table_with_moves, winning_moves, NimHeaps};
///
/// let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
/// let (table, moves) = column_table_with_moves(&heaps, 10, 2);
/// assert_eq!(table, column_table(&heaps, 10));
/// let (count, expected) = winning_moves(&heaps, 2);
/// assert_eq!((table.carriers_total, moves), (count, expected));
/// ```
pub fn column_table_with_moves(
    heaps: &NimHeaps,
    row_limit: usize,
    move_limit: usize,
) -> (NimColumns, Vec<HeapChange>) {
    let counts = column_counts(heaps); // least significant first
    let width = counts.iter().rposition(|&c| c != 0).map_or(1, |i| i + 1);
    let column_ones: Vec<u64> = counts[..width].iter().rev().copied().collect();
    let column_parity = column_ones.iter().map(|&c| (c % 2) as u8).collect();
    let nim_sum = match heaps {
        NimHeaps::Small(_) => Nat::from(
            counts[..64.min(counts.len())]
                .iter()
                .enumerate()
                .fold(0u64, |s, (b, &c)| s | (c & 1) << b),
        ),
        NimHeaps::Big(_) => nim_sum(heaps),
    };
    let top_bit = nim_sum.bits().checked_sub(1);
    let listed = row_limit.max(move_limit);
    let (carriers_total, moves) = match (heaps, top_bit) {
        (_, None) => (0, Vec::new()),
        (NimHeaps::Small(v), Some(top)) => {
            let s = nim_sum.to_u64().expect("u64 heaps");
            (counts[top as usize], first_moves_with_xor_u64(v, s, listed))
        }
        (NimHeaps::Big(v), Some(_)) => moves_with_xor_big(v, &nim_sum, listed),
    };
    let table = NimColumns {
        heaps_total: heaps.len(),
        width: width as u64,
        rows: (0..heaps.len().min(row_limit))
            .map(|index| NimRow {
                index,
                size: heaps.get(index),
            })
            .collect(),
        column_ones,
        column_parity,
        top_bit_value: top_bit.map(|b| Nat::from(1u32) << b),
        top_bit,
        nim_sum,
        carriers_total,
        carriers: moves.iter().take(row_limit).cloned().map(carrier).collect(),
    };
    let mut moves = moves;
    moves.truncate(move_limit);
    (table, moves)
}

/// The first `limit` moves `h → h ⊕ d` that reduce a heap (`d` ≠ 0), without counting
/// the others.
fn first_moves_with_xor_u64(heaps: &[u64], d: u64, limit: usize) -> Vec<HeapChange> {
    let top = 1u64 << (63 - d.leading_zeros());
    heaps
        .iter()
        .enumerate()
        .filter(|(_, &h)| h & top != 0)
        .take(limit)
        .map(|(i, &h)| change(i, h.into(), (h ^ d).into()))
        .collect()
}

fn carrier(m: HeapChange) -> NimCarrier {
    NimCarrier {
        index: m.heap,
        take: &m.from - &m.to,
        size: m.from,
        target: m.to,
    }
}

/// How many heaps have a 1 in each bit position, least significant first (the vector may
/// be longer than the widest heap; trailing entries are then 0).
fn column_counts(heaps: &NimHeaps) -> Vec<u64> {
    match heaps {
        NimHeaps::Small(v) => column_counts_u64(v).to_vec(),
        NimHeaps::Big(v) => column_counts_big(v),
    }
}

/// Column counts of `u64` heaps: blocks of 16 heaps are first added bit-parallel with
/// carry-save adders (Harley–Seal) into bit-sliced counters `ones`, `twos`, `fours`,
/// `eights`, and each block's carry of 16 into byte lanes (see [`add_lanes`]).
///
/// Millions of heaps (positions read from a file) are split between the available cores.
fn column_counts_u64(heaps: &[u64]) -> [u64; 64] {
    const PER_THREAD: usize = 1 << 20;
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(heaps.len() / PER_THREAD);
    if threads < 2 {
        return column_counts_serial(heaps);
    }
    let parts: Vec<[u64; 64]> = std::thread::scope(|s| {
        let handles: Vec<_> = heaps
            .chunks(heaps.len().div_ceil(threads))
            .map(|part| s.spawn(move || column_counts_serial(part)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("column count thread"))
            .collect()
    });
    let mut counts = [0u64; 64];
    for part in parts {
        for (c, p) in counts.iter_mut().zip(part) {
            *c += p;
        }
    }
    counts
}

/// [`column_counts_u64`] on one thread.
fn column_counts_serial(heaps: &[u64]) -> [u64; 64] {
    /// Full adder of three words, bit by bit: (carries, sums).
    #[inline(always)]
    fn csa(a: u64, b: u64, c: u64) -> (u64, u64) {
        let u = a ^ b;
        ((a & b) | (u & c), u ^ c)
    }
    let mut counts = [0u64; 64];
    let (mut ones, mut twos, mut fours, mut eights) = (0u64, 0u64, 0u64, 0u64);
    let blocks = heaps.chunks_exact(16);
    let rest = blocks.remainder();
    let mut sixteens = [0u64; 255];
    let mut filled = 0;
    for d in blocks {
        let (twos_a, o) = csa(ones, d[0], d[1]);
        let (twos_b, o) = csa(o, d[2], d[3]);
        let (fours_a, t) = csa(twos, twos_a, twos_b);
        let (twos_a, o) = csa(o, d[4], d[5]);
        let (twos_b, o) = csa(o, d[6], d[7]);
        let (fours_b, t) = csa(t, twos_a, twos_b);
        let (eights_a, f) = csa(fours, fours_a, fours_b);
        let (twos_a, o) = csa(o, d[8], d[9]);
        let (twos_b, o) = csa(o, d[10], d[11]);
        let (fours_a, t) = csa(t, twos_a, twos_b);
        let (twos_a, o) = csa(o, d[12], d[13]);
        let (twos_b, o) = csa(o, d[14], d[15]);
        let (fours_b, t) = csa(t, twos_a, twos_b);
        let (eights_b, f) = csa(f, fours_a, fours_b);
        let (sixteen, e) = csa(eights, eights_a, eights_b);
        (ones, twos, fours, eights) = (o, t, f, e);
        sixteens[filled] = sixteen;
        filled += 1;
        if filled == sixteens.len() {
            add_lanes(&mut counts, &sixteens, 16);
            filled = 0;
        }
    }
    add_lanes(&mut counts, &sixteens[..filled], 16);
    add_lanes(&mut counts, &[eights], 8);
    add_lanes(&mut counts, &[fours], 4);
    add_lanes(&mut counts, &[twos], 2);
    add_lanes(&mut counts, &[ones], 1);
    add_lanes(&mut counts, rest, 1);
    counts
}

/// Adds `weight` times the column counts of `words` (at most 255 of them) to `counts`.
/// Bits `k, k+8, …, k+56` of a word are added at once into the eight byte lanes of one
/// accumulator; a lane cannot overflow within 255 words.
fn add_lanes(counts: &mut [u64; 64], words: &[u64], weight: u64) {
    const LANES: u64 = 0x0101_0101_0101_0101;
    debug_assert!(words.len() <= 255);
    let mut acc = [0u64; 8];
    for &h in words {
        for (k, a) in acc.iter_mut().enumerate() {
            *a += (h >> k) & LANES;
        }
    }
    for (k, a) in acc.iter().enumerate() {
        for lane in 0..8 {
            counts[8 * lane + k] += weight * ((a >> (8 * lane)) & 0xff);
        }
    }
}

/// Column counts of [`Nat`] heaps, visiting only their set bits.
fn column_counts_big(heaps: &[Nat]) -> Vec<u64> {
    let width = heaps.iter().map(Nat::bits).max().unwrap_or(0);
    let mut counts = vec![0u64; usize::try_from(width).unwrap_or(usize::MAX).max(1)];
    for h in heaps {
        for (w, mut word) in h.iter_u64_digits().enumerate() {
            while word != 0 {
                counts[64 * w + word.trailing_zeros() as usize] += 1;
                word &= word - 1;
            }
        }
    }
    counts
}

/// The binary digits of `n`, most significant first, padded with zeros on the left to at
/// least `width` digits: a row of a [`NimColumns`] table.
///
/// ```
/// use grundy::nim::binary_digits;
/// assert_eq!(binary_digits(&3u32.into(), 3), vec![0, 1, 1]);
/// assert_eq!(binary_digits(&5u32.into(), 1), vec![1, 0, 1]);
/// assert_eq!(binary_digits(&0u32.into(), 2), vec![0, 0]);
/// ```
pub fn binary_digits(n: &Nat, width: u64) -> Vec<u8> {
    let len = n.bits().max(width);
    (0..len).rev().map(|b| u8::from(n.bit(b))).collect()
}

/// Which endgame rule of misère Nim applies. Serialized in snake_case
/// (`"several_big_heaps"`, `"one_big_heap"`, `"no_big_heap"`).
///
/// ```
/// use grundy::nim::MisereCase;
/// assert_eq!(serde_json::to_string(&MisereCase::OneBigHeap).unwrap(), r#""one_big_heap""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MisereCase {
    /// Two or more heaps of size 2 or more: play exactly as in normal Nim (P iff the
    /// nim-sum is 0).
    SeveralBigHeaps,
    /// Exactly one heap of size 2 or more: always N; the winning move reduces it to 0 or 1
    /// so that an odd number of heaps of 1 remain.
    OneBigHeap,
    /// Every heap is 0 or 1 (including no heaps): P iff the number of heaps of 1 is odd.
    NoBigHeap,
}

/// The reasoning of misère Nim.
///
/// ```
/// use grundy::nim::{misere, NimHeaps};
///
/// let analysis = misere(&NimHeaps::from_u64s(vec![1, 1, 4]), 10);
/// assert_eq!(serde_json::to_value(&analysis.reasoning).unwrap(), serde_json::json!({
///     "big_heaps": 1,
///     "one_heaps": 2,
///     "nim_sum": 4,
///     "case": "one_big_heap",
///     "outcome": "N",
///     "rule": "exactly one heap has 2 or more: the player to move wins by reducing it \
///              to 0 or 1 so that an odd number of heaps of 1 remain"
/// }));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MisereNimReasoning {
    /// How many heaps have 2 or more counters.
    pub big_heaps: u64,
    /// How many heaps have exactly 1 counter.
    pub one_heaps: u64,
    /// The nim-sum of all the heaps.
    #[serde(with = "nat::json")]
    pub nim_sum: Nat,
    /// Which rule applies.
    pub case: MisereCase,
    /// Who wins under misère play.
    pub outcome: Outcome,
    /// The rule, in one sentence for people.
    pub rule: String,
}

/// The misère analysis of a Nim position.
///
/// ```
/// use grundy::nim::{misere, MisereCase, NimHeaps};
/// use grundy::Outcome;
///
/// let m = misere(&NimHeaps::from_u64s(vec![1, 1]), 10);
/// assert_eq!((m.outcome, m.move_count, m.reasoning.case),
///            (Outcome::N, 2, MisereCase::NoBigHeap));
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct MisereNim {
    /// Who wins under misère play.
    pub outcome: Outcome,
    /// How many winning moves there are.
    pub move_count: u64,
    /// The first `limit` winning moves.
    pub moves: Vec<HeapChange>,
    /// Why.
    pub reasoning: MisereNimReasoning,
}

/// Misère Nim: outcome and every winning move (the first `limit` listed).
///
/// Bouton's rule: with two or more heaps of 2 or more, play as in normal Nim; otherwise
/// aim to leave an odd number of heaps of 1 and nothing else. A position with no counters
/// is N: the player to move cannot move, and so wins.
///
/// ```
/// use grundy::nim::{misere, NimHeaps};
/// use grundy::report::HeapChange;
/// use grundy::Outcome;
///
/// // Two big heaps: the normal rule. 3 4 5 → take 2 from heap 0.
/// let m = misere(&NimHeaps::from_u64s(vec![3, 4, 5]), 10);
/// assert_eq!(m.outcome, Outcome::N);
/// assert_eq!(m.moves, vec![HeapChange::new(0, 3u32.into(), 1u32.into())]);
///
/// // One big heap, two 1-heaps: leave 1 in the big heap (three 1-heaps remain).
/// let m = misere(&NimHeaps::from_u64s(vec![1, 4, 1]), 10);
/// assert_eq!(m.moves, vec![HeapChange::new(1, 4u32.into(), 1u32.into())]);
///
/// // Three 1-heaps: lost for the player to move.
/// assert_eq!(misere(&NimHeaps::from_u64s(vec![1, 1, 1]), 10).outcome, Outcome::P);
/// // No counters: the player to move wins, without a move.
/// let m = misere(&NimHeaps::from_u64s(vec![0, 0]), 10);
/// assert_eq!((m.outcome, m.move_count), (Outcome::N, 0));
/// ```
pub fn misere(heaps: &NimHeaps, limit: usize) -> MisereNim {
    let tally = tally(heaps);
    let nim_sum = nim_sum(heaps);
    let (case, outcome, (move_count, moves)) = match (tally.big, tally.first_big) {
        (0, _) => (
            MisereCase::NoBigHeap,
            Outcome::from_next_player_wins(tally.ones & 1 == 0),
            if tally.ones & 1 == 0 {
                take_a_one(heaps, limit)
            } else {
                (0, Vec::new())
            },
        ),
        (1, Some(i)) => (
            MisereCase::OneBigHeap,
            Outcome::N,
            one_big_move(heaps.get(i), i, tally.ones, limit),
        ),
        _ => (
            MisereCase::SeveralBigHeaps,
            Outcome::from_next_player_wins(!nim_sum.is_zero()),
            moves_to_nim_sum(heaps, &Nat::zero(), limit),
        ),
    };
    MisereNim {
        outcome,
        move_count,
        moves,
        reasoning: MisereNimReasoning {
            big_heaps: tally.big,
            one_heaps: tally.ones,
            nim_sum,
            case,
            outcome,
            rule: rule(case).to_string(),
        },
    }
}

fn rule(case: MisereCase) -> &'static str {
    match case {
        MisereCase::SeveralBigHeaps => {
            "two or more heaps have 2 or more: play as in normal Nim; the player to move \
             loses exactly when the nim-sum is 0"
        }
        MisereCase::OneBigHeap => {
            "exactly one heap has 2 or more: the player to move wins by reducing it to 0 or 1 \
             so that an odd number of heaps of 1 remain"
        }
        MisereCase::NoBigHeap => {
            "every heap is 0 or 1: the player to move loses exactly when the number of heaps \
             of 1 is odd"
        }
    }
}

/// Counts for the misère rule.
struct Tally {
    /// Heaps of 2 or more.
    big: u64,
    /// Heaps of exactly 1.
    ones: u64,
    /// The index of the first heap of 2 or more.
    first_big: Option<usize>,
}

fn tally(heaps: &NimHeaps) -> Tally {
    let mut t = Tally {
        big: 0,
        ones: 0,
        first_big: None,
    };
    let mut visit = |i: usize, is_one: bool, is_big: bool| {
        t.ones += u64::from(is_one);
        if is_big {
            t.big += 1;
            t.first_big.get_or_insert(i);
        }
    };
    match heaps {
        NimHeaps::Small(v) => v
            .iter()
            .enumerate()
            .for_each(|(i, &h)| visit(i, h == 1, h >= 2)),
        NimHeaps::Big(v) => v
            .iter()
            .enumerate()
            .for_each(|(i, h)| visit(i, h.bits() == 1, h.bits() >= 2)),
    }
    t
}

/// Every move taking a heap of 1 (all of them winning when every heap is 0 or 1 and there
/// is an even number of 1s).
fn take_a_one(heaps: &NimHeaps, limit: usize) -> (u64, Vec<HeapChange>) {
    // Heaps of 1 are exactly those with h ⊕ 1 < h among heaps all 0 or 1.
    match heaps {
        NimHeaps::Small(v) => moves_with_xor_u64(v, 1, limit),
        NimHeaps::Big(v) => moves_with_xor_big(v, &Nat::from(1u32), limit),
    }
}

/// The one winning move with a single heap of 2 or more: leave an odd number of 1-heaps.
fn one_big_move(size: Nat, heap: usize, ones: u64, limit: usize) -> (u64, Vec<HeapChange>) {
    let to = Nat::from(u32::from(ones & 1 == 0));
    let listed = if limit > 0 {
        vec![change(heap, size, to)]
    } else {
        Vec::new()
    };
    (1, listed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_counts_match_naive_counts() {
        let heaps: Vec<u64> = (0..1000u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (i << 7))
            .chain([u64::MAX; 300])
            .collect();
        let fast = column_counts_u64(&heaps);
        for (b, &count) in fast.iter().enumerate() {
            let naive = heaps.iter().filter(|&&h| h >> b & 1 == 1).count() as u64;
            assert_eq!(count, naive, "bit {b}");
        }
    }

    #[test]
    fn block_counts_match_naive_counts_at_every_length() {
        let all: Vec<u64> = (0..5000u64)
            .map(|i| {
                i.wrapping_mul(0x2545_F491_4F6C_DD1D)
                    .rotate_left(i as u32 % 64)
            })
            .collect();
        for len in (0..70).chain([255 * 16 - 1, 255 * 16, 255 * 16 + 17, 5000]) {
            let heaps = &all[..len];
            let fast = column_counts_u64(heaps);
            for (b, &count) in fast.iter().enumerate() {
                let naive = heaps.iter().filter(|&&h| h >> b & 1 == 1).count() as u64;
                assert_eq!(count, naive, "len {len} bit {b}");
            }
        }
    }

    #[test]
    fn threaded_counts_match_serial_counts() {
        let heaps: Vec<u64> = (0..(3u64 << 20) + 5)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .collect();
        let mut serial = [0u64; 64];
        for part in heaps.chunks(1000) {
            for (c, p) in serial.iter_mut().zip(column_counts_serial(part)) {
                *c += p;
            }
        }
        assert_eq!(column_counts_u64(&heaps), serial);
    }

    #[test]
    fn table_with_moves_matches_separate_passes() {
        for seed in 0..50u64 {
            let heaps: Vec<u64> = (0..(seed * 7 % 40))
                .map(|i| (i ^ seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (seed % 60))
                .collect();
            for h in [
                NimHeaps::from_u64s(heaps.clone()),
                NimHeaps::Big(heaps.iter().map(|&h| h.into()).collect()),
            ] {
                for (rows, limit) in [(0, 0), (3, 1), (2, 5), (64, 100)] {
                    let (table, moves) = column_table_with_moves(&h, rows, limit);
                    let (count, expected) = winning_moves(&h, limit);
                    assert_eq!(table.nim_sum, nim_sum(&h));
                    assert_eq!(table.carriers_total, count);
                    assert_eq!(moves, expected);
                    let (_, carriers) = winning_moves(&h, rows);
                    let carriers: Vec<NimCarrier> = carriers.into_iter().map(carrier).collect();
                    assert_eq!(table.carriers, carriers);
                }
            }
        }
    }

    #[test]
    fn big_counts_match_small_counts() {
        let heaps: Vec<u64> = (0..600u64)
            .map(|i| i.wrapping_mul(0x2545_F491_4F6C_DD1D))
            .collect();
        let big: Vec<Nat> = heaps.iter().map(|&h| h.into()).collect();
        let small = column_counts_u64(&heaps);
        let big = column_counts_big(&big);
        assert_eq!(&big[..], &small[..big.len()]);
        assert!(small[big.len()..].iter().all(|&c| c == 0));
    }

    #[test]
    fn zero_limit_still_counts() {
        let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
        assert_eq!(moves_to_nim_sum(&heaps, &Nat::zero(), 0), (3, Vec::new()));
        let big = NimHeaps::Big(vec![5u32.into(), 10u32.into(), 14u32.into()]);
        assert_eq!(moves_to_nim_sum(&big, &Nat::zero(), 0).0, 1);
    }
}
