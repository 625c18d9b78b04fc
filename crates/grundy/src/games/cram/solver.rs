//! Cram's search on bit boards: a set of empty squares is a `u128`, square `(r, c)` at bit
//! `16r + c` (boards of at most 8 rows of 16; a taller board is searched on its side).
//!
//! A position's value is the XOR of the values of its *regions* (the connected components
//! of its empty squares: a domino never lies across two of them). A region is valued by a
//! memoised search, keyed by its canonical form: the least of its images under the
//! rotations and reflections of the square (the eight, or the four that keep a region
//! wider than 8 within the frame), each moved to the top-left corner (a region
//! and its mirror image are the same game). Three shortcuts need no search: a region of
//! one square is worth 0, a domino 1, and a region symmetric under the half turn about its
//! centre with no square on the centre and no domino across it is worth 0 (the second
//! player answers every move with its image, Winning Ways' Tweedledum–Tweedledee
//! argument).

use crate::cancel::{Cancel, Cancelled, Poll};
use crate::component::Refusal;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The frame's width: square `(r, c)` is bit `16r + c`, for `r < 8` and `c < 16`.
pub(super) const WIDTH: u32 = 16;
/// The frame's height.
pub(super) const HEIGHT: u32 = 8;

/// The first column of the frame.
const COL0: u128 = 0x0001_0001_0001_0001_0001_0001_0001_0001;
/// The last column of the frame.
const COL15: u128 = COL0 << 15;
/// The low byte of each row.
const LOW: u128 = 0x00FF_00FF_00FF_00FF_00FF_00FF_00FF_00FF;

/// A multiplicative hasher for the memo's keys (the memo is bounded by the search limit,
/// so no input can make it grow past that).
#[derive(Default, Clone, Copy)]
pub(super) struct MixHash(u64);

impl Hasher for MixHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, w: u64) {
        let x = (self.0 ^ w ^ (w >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = x ^ (x >> 29);
    }
    fn write_u128(&mut self, w: u128) {
        self.write_u64(w as u64);
        self.write_u64((w >> 64) as u64);
    }
}

type Memo = HashMap<u128, u8, BuildHasherDefault<MixHash>>;

/// The squares next to any square of `x` (left, right, up, down).
fn neighbours(x: u128) -> u128 {
    ((x << 1) & !COL0) | ((x >> 1) & !COL15) | (x << WIDTH) | (x >> WIDTH)
}

/// Every domino of the empty squares `x`: the first square's bit and the second's (right
/// of it or below it).
pub(super) fn dominoes(x: u128) -> impl Iterator<Item = (u128, u128)> {
    let right = x & ((x >> 1) & !COL15);
    let down = x & (x >> WIDTH);
    bits(right)
        .map(|a| (a, a << 1))
        .chain(bits(down).map(|a| (a, a << WIDTH)))
}

/// The bits of `x`, lowest first, each as a one-bit mask.
pub(super) fn bits(mut x: u128) -> impl Iterator<Item = u128> {
    std::iter::from_fn(move || {
        (x != 0).then(|| {
            let low = x & x.wrapping_neg();
            x ^= low;
            low
        })
    })
}

/// The connected component of `x` holding the square `seed`.
fn component(x: u128, seed: u128) -> u128 {
    let mut c = seed;
    loop {
        let grown = (c | neighbours(c)) & x;
        if grown == c {
            return c;
        }
        c = grown;
    }
}

/// The regions of `x`: its connected components.
pub(super) fn regions(mut x: u128) -> impl Iterator<Item = u128> {
    std::iter::from_fn(move || {
        (x != 0).then(|| {
            let c = component(x, x & x.wrapping_neg());
            x &= !c;
            c
        })
    })
}

/// The columns `x` uses, as the low 16 bits.
fn columns(x: u128) -> u16 {
    let mut cols = x | (x >> 64);
    cols |= cols >> 32;
    cols |= cols >> 16;
    cols as u16
}

/// `x` moved up and left until it touches the frame's top row and left column.
fn to_corner(x: u128) -> u128 {
    if x == 0 {
        return 0;
    }
    let x = x >> (x.trailing_zeros() / WIDTH * WIDTH);
    x >> columns(x).trailing_zeros()
}

/// Rows upside down.
fn flip_rows(x: u128) -> u128 {
    let y = x.swap_bytes();
    ((y >> 8) & LOW) | ((y & LOW) << 8)
}

/// Columns right to left.
fn flip_columns(x: u128) -> u128 {
    flip_rows(x.reverse_bits())
}

/// Square `(r, c)` to `(c, r)`, for `x` within the first 8 columns.
fn transpose(x: u128) -> u128 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0F0F_0F0F_0000_0000;
    let mut b = (0..HEIGHT).fold(0u64, |b, r| {
        b | (((x >> (WIDTH * r)) as u64 & 0xFF) << (8 * r))
    });
    let t = K4 & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    let t = K2 & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    let t = K1 & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    (0..HEIGHT).fold(0u128, |y, r| {
        y | (u128::from((b >> (8 * r)) & 0xFF) << (WIDTH * r))
    })
}

/// The canonical form of a region: the least of its images under the symmetries of the
/// square that fit the frame (all eight when it is at most 8 wide), each in the corner.
pub(super) fn canonical(x: u128) -> u128 {
    let x = to_corner(x);
    let flips = |y: u128| {
        let r = flip_rows(y);
        [y, r, flip_columns(y), flip_columns(r)].map(to_corner)
    };
    let straight = flips(x).into_iter().min().unwrap_or(x);
    if columns(x) > 0xFF {
        return straight;
    }
    flips(transpose(x)).into_iter().fold(straight, u128::min)
}

/// Whether the second player wins `x` (in the corner) by answering each move with its
/// image under the half turn: `x` is its own image, and no square is its own image and no
/// domino is its own image.
pub(super) fn mirror_wins(x: u128) -> bool {
    if x == 0 || to_corner(flip_columns(flip_rows(x))) != x {
        return false;
    }
    // In the corner, the half turn maps square (r, c) to (h - 1 - r, w - 1 - c): only the
    // centre square, or a domino across the centre, is its own image.
    let h = (128 - x.leading_zeros()).div_ceil(WIDTH);
    let w = 16 - columns(x).leading_zeros();
    let at =
        |r: u32, c: u32| -> bool { r < HEIGHT && c < WIDTH && x & (1u128 << (WIDTH * r + c)) != 0 };
    let (odd_h, odd_w) = (h % 2 == 1, w % 2 == 1);
    let (mr, mc) = (h / 2, w / 2);
    let centre_square = odd_h && odd_w && at(mr, mc);
    let across_row = odd_h && !odd_w && mc >= 1 && at(mr, mc - 1) && at(mr, mc);
    let across_column = !odd_h && odd_w && mr >= 1 && at(mr - 1, mc) && at(mr, mc);
    !(centre_square || across_row || across_column)
}

/// The memoised search (see the module docs), bounded by `limit` regions.
pub(super) struct Search {
    memo: Memo,
    limit: usize,
    cancel: Cancel,
    /// Regions valued by search (not by a shortcut).
    pub(super) searched: usize,
}

/// Why the search stopped.
pub(super) enum Stop {
    /// More than the limit of regions.
    Limit(usize),
    /// Cancelled from outside.
    Cancelled(Cancelled),
}

impl From<Stop> for Refusal {
    fn from(stop: Stop) -> Refusal {
        match stop {
            Stop::Limit(limit) => Refusal::TooLarge {
                what: "the number of regions Cram's search must value".to_string(),
                limit: limit as u64,
            },
            Stop::Cancelled(c) => Refusal::Cancelled(c),
        }
    }
}

impl Search {
    /// A search that values at most `limit` regions.
    pub(super) fn new(limit: usize, cancel: Cancel) -> Search {
        Search {
            memo: Memo::default(),
            limit,
            cancel,
            searched: 0,
        }
    }

    /// Raises the limit (to reuse a search for a larger request).
    pub(super) fn widen(&mut self, limit: usize, cancel: Cancel) {
        self.limit = self.limit.max(limit);
        self.cancel = cancel;
    }

    /// The value of the empty squares `x`: the XOR of its regions' values.
    pub(super) fn value(&mut self, x: u128) -> Result<u8, Stop> {
        let cancel = self.cancel.clone();
        let mut poll = cancel.poll(4096);
        self.value_polled(x, &mut poll)
    }

    fn value_polled(&mut self, x: u128, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        let mut total = 0;
        for r in regions(x) {
            total ^= self.region(r, poll)?;
        }
        Ok(total)
    }

    /// The value of one region.
    fn region(&mut self, r: u128, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        match r.count_ones() {
            0 | 1 => return Ok(0),
            2 => return Ok(1),
            _ => {}
        }
        let key = canonical(r);
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        if mirror_wins(to_corner(r)) {
            return Ok(0);
        }
        if self.memo.len() >= self.limit {
            return Err(Stop::Limit(self.limit));
        }
        poll.step(1).map_err(Stop::Cancelled)?;
        // At most 232 dominoes on 8 × 16, so every value (a mex of at most that many
        // options) is below 256.
        let mut seen = [0u128; 2];
        for (a, b) in dominoes(key) {
            let v = self.value_polled(key & !(a | b), poll)?;
            if let Some(word) = seen.get_mut(usize::from(v >> 7)) {
                *word |= 1u128 << (v & 127);
            }
        }
        let v = match seen {
            [low, _] if low != u128::MAX => (!low).trailing_zeros(),
            [_, high] => 128 + (!high).trailing_zeros(),
        } as u8;
        self.memo.insert(key, v);
        self.searched += 1;
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> u128 {
        let mut x = 0;
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch == '.' {
                    x |= 1u128 << (16 * r + c);
                }
            }
        }
        x
    }

    #[test]
    fn the_eight_images_are_the_symmetries_of_the_square() {
        let l = board(&["..", ".", "."]);
        assert_eq!(to_corner(transpose(l)), board(&["...", "."]));
        assert_eq!(to_corner(flip_columns(l)), board(&["..", " .", " ."]));
        assert_eq!(to_corner(flip_rows(l)), board(&[".", ".", ".."]));
        assert_eq!(canonical(l), canonical(board(&["...", "  ."])));
        assert_eq!(canonical(board(&["  ..", "  .."])), board(&["..", ".."]));
    }

    #[test]
    fn regions_and_dominoes() {
        let x = board(&[".. .", "   .", ".  ."]);
        assert_eq!(regions(x).count(), 3);
        assert_eq!(dominoes(x).count(), 3);
        // No domino wraps from the last column to the next row's first.
        assert_eq!(dominoes((1 << 15) | (1 << 16)).count(), 0);
    }

    #[test]
    fn mirror_shortcut() {
        assert!(mirror_wins(board(&["..", ".."])));
        assert!(mirror_wins(board(&["...", ". .", "..."])));
        assert!(!mirror_wins(board(&["...", "...", "..."])));
        assert!(!mirror_wins(board(&["...."])));
        assert!(!mirror_wins(board(&["..", "."])));
        assert!(mirror_wins(board(&["....", "....", "....", "...."])));
        // 2 × 3: the middle column's vertical domino is its own image.
        assert!(!mirror_wins(board(&["...", "..."])));
    }
}
