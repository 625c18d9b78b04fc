//! The binary column table of a Nim position ([`NimColumns`]), as a person checks Bouton's
//! rule: each heap in binary, the ones counted per column, the nim-sum read off the
//! parities, and the heaps that carry its top bit. The column counts of `u64` heaps are
//! bit-parallel (carry-save adders), split between cores for millions of heaps.

#![expect(
    clippy::indexing_slicing,
    reason = "counts has one entry per bit column (64 for u64 heaps, the widest heap's bit length otherwise), sized here; d is a fixed block of carry-save inputs"
)]

use super::bouton::{change, moves_with_xor_big};
use super::{nim_sum, NimHeaps};
use crate::component::HeapChange;
use crate::nat::{self, Nat};
use num_traits::ToPrimitive;
use serde::Serialize;

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
/// use grundy::games::nim::{column_table, NimHeaps};
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
/// use grundy::games::nim::NimRow;
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
/// use grundy::games::nim::NimCarrier;
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
/// use grundy::games::nim::{column_table, NimHeaps};
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
/// (those of [`winning_moves`](crate::games::nim::winning_moves); their total is the table's `carriers_total`), in a single
/// pass over the heaps: the nim-sum and the number of winning moves are read off the
/// column counts, and the moves listed stop at the last one needed.
///
/// ```
/// use grundy::games::nim::{column_table, column_table_with_moves, winning_moves, NimHeaps};
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
            #[expect(clippy::expect_used, reason = "the nim-sum of u64 heaps is a u64")]
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
        .filter(|&(_, &h)| h & top != 0)
        .take(limit)
        .map(|(i, &h)| change(i, h.into(), (h ^ d).into()))
        .collect()
}

/// The carrier row of a winning move.
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
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
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
/// use grundy::games::nim::binary_digits;
/// assert_eq!(binary_digits(&3u32.into(), 3), vec![0, 1, 1]);
/// assert_eq!(binary_digits(&5u32.into(), 1), vec![1, 0, 1]);
/// assert_eq!(binary_digits(&0u32.into(), 2), vec![0, 0]);
/// ```
pub fn binary_digits(n: &Nat, width: u64) -> Vec<u8> {
    let len = n.bits().max(width);
    (0..len).rev().map(|b| u8::from(n.bit(b))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nim::winning_moves;

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
}
