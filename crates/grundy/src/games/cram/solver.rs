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
//!
//! A region of more than [`EXACT_SQUARES`] squares is not valued by valuing all its
//! options: its value is the least `k` that no option has (a *lazy mex*), and "does some
//! option have the value `k`?" stops at the first option that does — first among what the
//! memo already knows, then by search. "Does the option have the value `k`?" values its
//! regions but the largest and asks the same of the largest, for `k` XOR their values: it
//! is refuted by one option of that value, and the refutations are remembered ("region r
//! has not the value k"). This is the outcome search of Lemoine and Viennot ("Nimbers are
//! inevitable", Theoretical Computer Science 462, 2012) on the sum region + *k: most
//! questions end at one reply, so far fewer regions are valued than a full search values
//! (a 6 × 6 board with one corner blocked: under a million instead of 7.75 million).

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

/// The options of the empty squares `x`: `x` less each domino.
fn options(x: u128) -> Vec<u128> {
    dominoes(x).map(|(a, b)| x & !(a | b)).collect()
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

/// The rows of `x` (within the first 8 columns) packed as bytes: row `r` at bits `8r`.
/// Packed boards order as the frame's do (the highest row first, then its squares).
fn pack(x: u128) -> u64 {
    (0..HEIGHT).fold(0u64, |b, r| {
        b | (((x >> (WIDTH * r)) as u64 & 0xFF) << (8 * r))
    })
}

/// A packed board back in the frame.
fn unpack(b: u64) -> u128 {
    (0..HEIGHT).fold(0u128, |y, r| {
        y | (u128::from((b >> (8 * r)) & 0xFF) << (WIDTH * r))
    })
}

/// A packed board moved up and left until it touches the top row and the left column.
fn corner8(b: u64) -> u64 {
    if b == 0 {
        return 0;
    }
    let b = b >> (b.trailing_zeros() / 8 * 8);
    let mut cols = b | (b >> 32);
    cols |= cols >> 16;
    cols |= cols >> 8;
    // Every row's squares lie at or right of the first column used: the shift moves
    // no square into the row below.
    b >> (cols as u8).trailing_zeros()
}

/// A packed board's columns right to left.
fn flip_columns8(b: u64) -> u64 {
    b.reverse_bits().swap_bytes()
}

/// A packed board's square `(r, c)` to `(c, r)`.
fn transpose8(mut b: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0F0F_0F0F_0000_0000;
    let t = K4 & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    let t = K2 & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    let t = K1 & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    b
}

/// Square `(r, c)` to `(c, r)`, for `x` within the first 8 columns (the tests' images in
/// the frame; the search turns packed boards).
#[cfg(test)]
fn transpose(x: u128) -> u128 {
    unpack(transpose8(pack(x)))
}

/// The canonical form of a region: the least of its images under the symmetries of the
/// square that fit the frame (all eight when it is at most 8 wide), each in the corner.
/// A region at most 8 wide is turned packed in a `u64` (cheaper, the same least image).
pub(super) fn canonical(x: u128) -> u128 {
    let x = to_corner(x);
    if columns(x) <= 0xFF {
        let images = |y: u64| {
            let r = y.swap_bytes();
            [y, r, flip_columns8(y), flip_columns8(r)].map(corner8)
        };
        let b = pack(x);
        let least = images(b)
            .into_iter()
            .chain(images(transpose8(b)))
            .min()
            .unwrap_or(b);
        return unpack(least);
    }
    let r = flip_rows(x);
    [x, r, flip_columns(x), flip_columns(r)]
        .map(to_corner)
        .into_iter()
        .min()
        .unwrap_or(x)
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

/// An option of a region, split into its regions: the XOR of the values of those of one or
/// two squares (0 and 1), and the canonical forms of the others, largest first.
struct Split {
    small: u8,
    keys: Vec<u128>,
}

impl Split {
    fn of(x: u128) -> Split {
        let mut small = 0;
        let mut parts = Vec::new();
        for r in regions(x) {
            match r.count_ones() {
                0 | 1 => {}
                2 => small ^= 1,
                n => parts.push((n, canonical(r))),
            }
        }
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Split {
            small,
            keys: parts.into_iter().map(|(_, key)| key).collect(),
        }
    }

    /// The squares of the largest region (0 when every region has at most two).
    fn largest(&self) -> u32 {
        self.keys.first().map_or(0, |k| k.count_ones())
    }
}

/// The options of the region `key`, split, those whose largest region is smallest first:
/// they are the cheapest to value, and a question "has some option the value k?" is
/// answered by the first that has it.
fn splits(key: u128) -> Vec<Split> {
    let mut splits: Vec<Split> = options(key).into_iter().map(Split::of).collect();
    splits.sort_by_key(Split::largest);
    splits
}

/// Regions of at most this many squares are valued by the mex of all their options; larger
/// ones by the value test ([`Search`]'s module docs), which proves most options' values
/// wrong with a single reply instead of valuing them.
pub(super) const EXACT_SQUARES: u32 = 16;

/// What the memo says of an option and a value `k`.
enum Known {
    /// Every region of it is valued: its value.
    Value(u8),
    /// All but one are, and that one is known not to have the value that would make `k`.
    Not,
    /// Not known.
    Unknown,
}

/// Values `k < 128` a region is known not to have, a bit each.
type NotValues = HashMap<u128, u128, BuildHasherDefault<MixHash>>;

/// The memoised search (see the module docs), bounded by `limit` regions.
pub(super) struct Search {
    memo: Memo,
    not: NotValues,
    limit: usize,
    exact_squares: u32,
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
        Search::with_exact_squares(limit, cancel, EXACT_SQUARES)
    }

    /// A search that values regions of at most `exact_squares` squares by the mex of all
    /// their options and larger ones by the value test (the tests lower it to test the
    /// value test on boards a direct search can check).
    pub(super) fn with_exact_squares(limit: usize, cancel: Cancel, exact_squares: u32) -> Search {
        Search {
            memo: Memo::default(),
            not: NotValues::default(),
            limit,
            exact_squares,
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

    /// Whether the empty squares `x` have the value `k` — without valuing `x` when one
    /// reply proves otherwise (for the winning moves of a position).
    pub(super) fn has_value(&mut self, x: u128, k: u8) -> Result<bool, Stop> {
        let cancel = self.cancel.clone();
        let mut poll = cancel.poll(4096);
        self.is(x, k, &mut poll)
    }

    /// Whether the squares `x` (any number of regions) have the value `k`.
    fn is(&mut self, x: u128, k: u8, poll: &mut Poll<'_>) -> Result<bool, Stop> {
        let split = Split::of(x);
        self.split_is(&split, k, poll)
    }

    /// Whether the split has the value `k`: its regions but the largest are valued, and
    /// the largest is tested against `k` XOR their values.
    fn split_is(&mut self, split: &Split, k: u8, poll: &mut Poll<'_>) -> Result<bool, Stop> {
        let Some((&largest, rest)) = split.keys.split_first() else {
            return Ok(k == split.small);
        };
        let mut total = split.small;
        for &key in rest {
            total ^= self.region(key, poll)?;
        }
        self.region_is(largest, k ^ total, poll)
    }

    /// Whether the region `key` (canonical) has the value `k`: not if some option has
    /// the value `k` (found by [`Search::some_option_is`], which stops at the first),
    /// else (the value is at most `k`) its value is computed.
    fn region_is(&mut self, key: u128, k: u8, poll: &mut Poll<'_>) -> Result<bool, Stop> {
        if key.count_ones() <= self.exact_squares {
            return Ok(self.region(key, poll)? == k);
        }
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v == k);
        }
        if mirror_wins(key) {
            return Ok(k == 0);
        }
        let bit = 1u128.checked_shl(u32::from(k)).unwrap_or(0);
        if self.not.get(&key).is_some_and(|n| n & bit != 0) {
            return Ok(false);
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        let options = splits(key);
        if self.some_option_is(&options, k, poll)? {
            *self.not.entry(key).or_insert(0) |= bit;
            return Ok(false);
        }
        Ok(self.lazy_mex(key, &options, poll)? == k)
    }

    /// The value of the region `key` (canonical) from its options: the least `k` no
    /// option has, each `k`'s question stopping at the first option of value `k`; the
    /// options found valued are kept for the next `k`.
    fn lazy_mex(&mut self, key: u128, options: &[Split], poll: &mut Poll<'_>) -> Result<u8, Stop> {
        let mut valued = vec![None; options.len()];
        // At most 232 dominoes on 8 × 16, so every value is below 256.
        for k in 0..=u8::MAX {
            if !self.some_option_among(options, &mut valued, k, poll)? {
                self.memo.insert(key, k);
                self.searched += 1;
                return Ok(k);
            }
        }
        Ok(u8::MAX)
    }

    /// Whether one of `options` has the value `k`: first among what is already known,
    /// then by search, stopping at the first.
    fn some_option_is(
        &mut self,
        options: &[Split],
        k: u8,
        poll: &mut Poll<'_>,
    ) -> Result<bool, Stop> {
        let mut valued = vec![None; options.len()];
        self.some_option_among(options, &mut valued, k, poll)
    }

    /// [`Search::some_option_is`] with `valued[i]` the value of option `i` once every
    /// region of it is valued (filled in on the way).
    fn some_option_among(
        &mut self,
        options: &[Split],
        valued: &mut [Option<u8>],
        k: u8,
        poll: &mut Poll<'_>,
    ) -> Result<bool, Stop> {
        if valued.contains(&Some(k)) {
            return Ok(true);
        }
        let mut open = Vec::new();
        for (i, (o, v)) in options.iter().zip(valued.iter_mut()).enumerate() {
            if v.is_some() {
                continue;
            }
            match self.known(o, k) {
                Known::Value(x) if x == k => return Ok(true),
                Known::Value(x) => *v = Some(x),
                Known::Not => {}
                Known::Unknown => open.push(i),
            }
        }
        for i in open {
            let Some(o) = options.get(i) else { continue };
            if self.split_is(o, k, poll)? {
                return Ok(true);
            }
            if let (Known::Value(x), Some(v)) = (self.known(o, k), valued.get_mut(i)) {
                *v = Some(x);
            }
        }
        Ok(false)
    }

    /// What the memo already says of the split and the value `k`.
    fn known(&self, split: &Split, k: u8) -> Known {
        let mut total = split.small;
        let mut unknown = None;
        for &key in &split.keys {
            match self.memo.get(&key) {
                Some(v) => total ^= v,
                None if unknown.is_none() => unknown = Some(key),
                None => return Known::Unknown,
            }
        }
        let Some(key) = unknown else {
            return Known::Value(total);
        };
        let bit = 1u128.checked_shl(u32::from(k ^ total)).unwrap_or(0);
        if self.not.get(&key).is_some_and(|n| n & bit != 0) {
            Known::Not
        } else {
            Known::Unknown
        }
    }

    /// Refuses once the memo holds the limit's number of regions valued, or twice as
    /// many facts "region r has not the value k" (each set of them a pair of `u128`s, the
    /// size of a memo entry: together a few hundred MB at the default limit).
    fn room(&self) -> Result<(), Stop> {
        if self.memo.len() >= self.limit || self.not.len() >= self.limit.saturating_mul(2) {
            return Err(Stop::Limit(self.limit));
        }
        Ok(())
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
        // A key of the memo is a region's canonical form; `r` equal to one has its shape.
        if let Some(&v) = self.memo.get(&r) {
            return Ok(v);
        }
        let key = canonical(r);
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        if mirror_wins(to_corner(r)) {
            return Ok(0);
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        if r.count_ones() > self.exact_squares {
            let options = splits(key);
            return self.lazy_mex(key, &options, poll);
        }
        // At most 232 dominoes on 8 × 16, so every value (a mex of at most that many
        // options) is below 256.
        let mut seen = [0u128; 2];
        for o in options(key) {
            let v = self.value_polled(o, poll)?;
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

    /// The packed images (boards at most 8 wide) are the frame's: the least of the eight
    /// images turned in the frame is the canonical form.
    #[test]
    fn packed_images_are_the_frames() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let x = unpack(seed & seed.rotate_left(17));
            let images = |y: u128| {
                let r = flip_rows(y);
                [y, r, flip_columns(y), flip_columns(r)].map(to_corner)
            };
            let t = to_corner(transpose(to_corner(x)));
            let least = images(x).into_iter().chain(images(t)).min().unwrap();
            assert_eq!(canonical(x), least, "{x:#x}");
            assert_eq!(unpack(pack(x)), x);
        }
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
