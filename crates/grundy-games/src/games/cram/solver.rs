//! Cram's search on bit boards. A set of squares is a word: `u64` for boards at most
//! 8 squares wide (square `(r, c)` at bit `8r + c`), `u128` for wider ones (bit `16r + c`,
//! boards of at most 8 rows of 16; a taller board is searched on its side). The search is
//! written once over the [`Squares`] trait; [`Search`] picks the narrow word when the
//! board fits it (half the memory per remembered region, cheaper symmetries).
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
//! argument). Two equal regions in one option cancel (`v ⊕ v = 0`) and are not valued.
//!
//! A region of more than [`EXACT_SQUARES`] squares is not valued by valuing all its
//! options: its value is the least `k` that no option has (a *lazy mex*), and "does some
//! option have the value `k`?" stops at the first option that does. "Does the option have
//! the value `k`?" values its regions but the largest and asks the same of the largest,
//! for `k` XOR their values: it is refuted by one option of that value, and the
//! refutations are remembered ("region r has not the value k"). This is the outcome
//! search of Lemoine and Viennot ("Nimbers are inevitable", Theoretical Computer Science
//! 462, 2012) on the sum region + *k: most questions end at one reply, so far fewer
//! regions are valued than a full search values. Three things order and shorten it:
//!
//! - **The memo first.** A region's options are split one after the other and each is
//!   asked of the memo a few options later (its table slots fetched meanwhile): the
//!   question ends at the first option the memo knows to have the value, before the rest
//!   are split. Only then are the options the memo knows nothing of searched, those
//!   whose largest region is smallest first, and of those the largest region with the
//!   fewest dominoes first.
//! - **Killer replies.** The search keeps each region as it lies in the board's frame
//!   beside its canonical key, so a reply is two squares of one frame. When an option is
//!   refuted by a reply (an option of the option with the value asked), that reply is
//!   tried first against the next option — from the memo alone, before the next option
//!   is split, and then first in its search: the reply that answers one move often
//!   answers the others far from it. The order changes no value: a reply counts only
//!   once its value is known.
//! - **Large `k`: the value first.** From `k =` [`VALUE_FIRST`] up, "is the region `k`?"
//!   runs the lazy mex, stopped once it passes `k` (then the region is known to have none
//!   of the values up to `k`): such values are rare, so a search for an option of value
//!   `k` mostly fails after showing every option not to be `k`, and the value is needed
//!   anyway.

use crate::cancel::{Cancel, Cancelled, Poll};
use crate::component::Refusal;
use std::hash::Hash;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

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
/// The first column of a packed (8-wide) board.
const PACKED_COL0: u64 = 0x0101_0101_0101_0101;
/// The last column of a packed board.
const PACKED_COL7: u64 = PACKED_COL0 << 7;

/// A set of squares of a frame of rows, one bit a square: what the search needs of a
/// board word (`u64`: 8 rows of 8, `u128`: 8 rows of 16).
pub(super) trait Squares:
    Copy
    + Eq
    + Ord
    + Hash
    + Default
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// Bits a row takes (the frame's width).
    const STRIDE: u32;
    /// Bits in all.
    const BITS: u32;
    /// The frame's first column.
    const FIRST_COLUMN: Self;
    /// The frame's last column.
    const LAST_COLUMN: Self;
    /// No square.
    const NONE: Self;
    /// Square `i` (bit `i`).
    fn square(i: u32) -> Self;
    /// How many squares.
    fn count(self) -> u32;
    /// The lowest square, as a one-bit set.
    fn lowest(self) -> Self;
    /// Zeros above the highest square.
    fn leading(self) -> u32;
    /// The columns used, one bit a column.
    fn columns(self) -> u16;
    /// Moved up and left until it touches the frame's top row and left column.
    fn to_corner(self) -> Self;
    /// The canonical form (see the module docs).
    fn canonical(self) -> Self;
    /// The image under the half turn of the whole frame.
    fn half_turn(self) -> Self;
    /// A well-mixed 64-bit hash (for the [`Table`]'s slots).
    fn mix(self) -> u64;
}

/// Mixes the bits of a word (a multiply between two xor-shifts).
fn mix64(w: u64) -> u64 {
    let x = (w ^ (w >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}

/// The methods of [`Squares`] that are the integer's own, the same for each word.
macro_rules! word_basics {
    ($word:ty) => {
        fn square(i: u32) -> $word {
            1 << i
        }
        fn count(self) -> u32 {
            self.count_ones()
        }
        fn lowest(self) -> $word {
            self & self.wrapping_neg()
        }
        fn leading(self) -> u32 {
            self.leading_zeros()
        }
    };
}

impl Squares for u128 {
    const STRIDE: u32 = WIDTH;
    const BITS: u32 = 128;
    const FIRST_COLUMN: u128 = COL0;
    const LAST_COLUMN: u128 = COL15;
    const NONE: u128 = 0;
    word_basics!(u128);
    fn columns(self) -> u16 {
        columns(self)
    }
    fn to_corner(self) -> u128 {
        to_corner(self)
    }
    fn canonical(self) -> u128 {
        canonical(self)
    }
    fn half_turn(self) -> u128 {
        // Bit 16r + c goes to 127 − 16r − c = 16(7 − r) + (15 − c).
        self.reverse_bits()
    }
    fn mix(self) -> u64 {
        mix64(self as u64 ^ mix64((self >> 64) as u64))
    }
}

impl Squares for u64 {
    const STRIDE: u32 = 8;
    const BITS: u32 = 64;
    const FIRST_COLUMN: u64 = PACKED_COL0;
    const LAST_COLUMN: u64 = PACKED_COL7;
    const NONE: u64 = 0;
    word_basics!(u64);
    fn columns(self) -> u16 {
        let mut cols = self | (self >> 32);
        cols |= cols >> 16;
        cols |= cols >> 8;
        u16::from(cols as u8)
    }
    fn to_corner(self) -> u64 {
        corner8(self)
    }
    fn canonical(self) -> u64 {
        canonical8(self)
    }
    fn half_turn(self) -> u64 {
        // Bit 8r + c goes to 63 − 8r − c = 8(7 − r) + (7 − c).
        self.reverse_bits()
    }
    fn mix(self) -> u64 {
        mix64(self)
    }
}

/// The squares next to any square of `x` (left, right, up, down).
fn neighbours<S: Squares>(x: S) -> S {
    ((x << 1) & !S::FIRST_COLUMN)
        | ((x >> 1) & !S::LAST_COLUMN)
        | (x << S::STRIDE)
        | (x >> S::STRIDE)
}

/// Every domino of the empty squares `x`: the first square's bit and the second's (right
/// of it or below it).
pub(super) fn dominoes<S: Squares>(x: S) -> impl Iterator<Item = (S, S)> {
    let (right, down) = domino_corners(x);
    bits(right)
        .map(|a| (a, a << 1))
        .chain(bits(down).map(|a| (a, a << S::STRIDE)))
}

/// The squares of `x` whose right neighbour, and those whose lower neighbour, is in `x`
/// too: the first squares of its horizontal and of its vertical dominoes.
fn domino_corners<S: Squares>(x: S) -> (S, S) {
    (x & ((x >> 1) & !S::LAST_COLUMN), x & (x >> S::STRIDE))
}

/// How many dominoes the empty squares `x` hold (`dominoes(x).count()`, by bit counts).
fn domino_count<S: Squares>(x: S) -> u32 {
    let (right, down) = domino_corners(x);
    right.count() + down.count()
}

/// The bits of `x`, lowest first, each as a one-bit mask.
pub(super) fn bits<S: Squares>(mut x: S) -> impl Iterator<Item = S> {
    std::iter::from_fn(move || {
        (x != S::NONE).then(|| {
            let low = x.lowest();
            x = x ^ low;
            low
        })
    })
}

/// The connected component of `x` holding the square `seed`.
fn component<S: Squares>(x: S, seed: S) -> S {
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
pub(super) fn regions<S: Squares>(mut x: S) -> impl Iterator<Item = S> {
    std::iter::from_fn(move || {
        (x != S::NONE).then(|| {
            let c = component(x, x.lowest());
            x = x & !c;
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
pub(super) fn pack(x: u128) -> u64 {
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

/// The canonical form of a packed region: the least of its images under the eight
/// symmetries of the square, each in the corner. The region's bounding box (`h` rows, `w`
/// columns) is measured once and each image is put in the corner by a shift. Only the
/// images with the fewer rows can be least (a packed board with fewer rows has no square
/// in the higher rows, so it is the smaller word): when `h ≠ w` four images are compared,
/// all eight only for a square bounding box.
fn canonical8(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let b = corner8(x);
    let h = (64 - b.leading_zeros()).div_ceil(8);
    let w = 8 - (columns8(b) as u8).leading_zeros();
    // The four images of `y`, `h` rows of `w` (in the corner): itself, rows upside down,
    // columns right to left, both.
    let four = |y: u64, h: u32, w: u32| -> u64 {
        let rows_flipped = y.swap_bytes() >> (8 * (8 - h));
        let both = y.reverse_bits() >> (8 * (8 - h) + (8 - w));
        let columns_flipped = both.swap_bytes() >> (8 * (8 - h));
        y.min(rows_flipped).min(columns_flipped).min(both)
    };
    match h.cmp(&w) {
        std::cmp::Ordering::Less => four(b, h, w),
        std::cmp::Ordering::Greater => four(transpose8(b), w, h),
        std::cmp::Ordering::Equal => four(b, h, w).min(four(transpose8(b), w, h)),
    }
}

/// The columns a packed board uses (bit `c` for column `c`), in the low byte.
fn columns8(b: u64) -> u64 {
    let mut cols = b | (b >> 32);
    cols |= cols >> 16;
    cols |= cols >> 8;
    cols & 0xFF
}

/// A packed board's columns right to left.
#[cfg(test)]
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

/// The canonical form of a region of the wide frame: the least of its images under the
/// symmetries of the square that fit the frame (all eight when it is at most 8 wide),
/// each in the corner. A region at most 8 wide is turned packed in a `u64` (cheaper, the
/// same least image).
pub(super) fn canonical(x: u128) -> u128 {
    let x = to_corner(x);
    if columns(x) <= 0xFF {
        return unpack(Squares::canonical(pack(x)));
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
pub(super) fn mirror_wins<S: Squares>(x: S) -> bool {
    if x == S::NONE || x.half_turn().to_corner() != x {
        return false;
    }
    // In the corner, the half turn maps square (r, c) to (h - 1 - r, w - 1 - c): only the
    // centre square, or a domino across the centre, is its own image.
    let h = (S::BITS - x.leading()).div_ceil(S::STRIDE);
    let w = 16 - x.columns().leading_zeros();
    let rows = S::BITS / S::STRIDE;
    let at = |r: u32, c: u32| -> bool {
        r < rows && c < S::STRIDE && x & S::square(S::STRIDE * r + c) != S::NONE
    };
    let (odd_h, odd_w) = (h % 2 == 1, w % 2 == 1);
    let (mr, mc) = (h / 2, w / 2);
    let centre_square = odd_h && odd_w && at(mr, mc);
    let across_row = odd_h && !odd_w && mc >= 1 && at(mr, mc - 1) && at(mr, mc);
    let across_column = !odd_h && odd_w && mr >= 1 && at(mr - 1, mc) && at(mr, mc);
    !(centre_square || across_row || across_column)
}

/// An option of a region, split into its regions: the XOR of the values of those of one or
/// two squares (0 and 1), and where the canonical forms of the others lie in the
/// [`Splits`]' keys (the largest first). Two equal regions cancel and are left out.
#[derive(Clone, Copy)]
struct Split<S> {
    /// The domino covered (two squares of the region's frame; none for [`Splits::of_squares`]).
    domino: S,
    small: u8,
    /// The squares of the largest region (0 when every region has at most two).
    largest: u32,
    start: u32,
    len: u32,
}

/// The options of one region, split, with the keys of all of them in one vector.
struct Splits<S> {
    keys: Vec<S>,
    /// The regions of `keys` as they lie in the board's frame (not turned): the frame the
    /// search's replies ([`Engine::region_is`]'s killer) are written in.
    raws: Vec<S>,
    items: Vec<Split<S>>,
}

impl<S: Squares> Splits<S> {
    /// No option yet.
    fn new() -> Splits<S> {
        Splits {
            keys: Vec::with_capacity(64),
            raws: Vec::with_capacity(64),
            items: Vec::with_capacity(64),
        }
    }

    /// The options of the region `key` (in any place of the frame), split, in the order
    /// of [`dominoes`]. Each key's slot of `table` is fetched into the cache as soon as the
    /// key is known, while the next options are split.
    fn of_region(key: S, table: &Table<S>) -> Splits<S> {
        let mut splits = Splits::new();
        for (a, b) in dominoes(key) {
            splits.push_option(key, a | b, table);
        }
        splits
    }

    /// Adds the option of `region` covering `domino`, its keys' slots fetched.
    fn push_option(&mut self, region: S, domino: S, table: &Table<S>) {
        let item = self.push(region & !domino, domino);
        for &k in self.keys(&item) {
            table.prefetch(k);
        }
        self.items.push(item);
    }

    /// Any set of squares, split (one item, not kept in `items`).
    fn of_squares(x: S) -> Splits<S> {
        let mut splits = Splits {
            keys: Vec::new(),
            raws: Vec::new(),
            items: Vec::with_capacity(1),
        };
        let item = splits.push(x, S::NONE);
        splits.items.push(item);
        splits
    }

    /// Splits `x` (the option of covering `domino`) into regions, its keys at the end of
    /// `keys` and the regions themselves at the end of `raws`.
    fn push(&mut self, x: S, domino: S) -> Split<S> {
        let start = self.keys.len();
        let mut small = 0;
        for r in regions(x) {
            match r.count() {
                0 | 1 => {}
                2 => small ^= 1,
                _ => {
                    self.keys.push(r.canonical());
                    self.raws.push(r);
                }
            }
        }
        if self.keys.len() - start > 1 {
            // Equal regions cancel: drop pairs of equal keys (the keys few, a quadratic
            // scan), then the largest region first.
            let mut i = start;
            while i < self.keys.len() {
                let twin = (i + 1..self.keys.len()).find(|&j| self.keys.get(j) == self.keys.get(i));
                match twin {
                    Some(j) => {
                        self.keys.swap_remove(j);
                        self.raws.swap_remove(j);
                        self.keys.swap_remove(i);
                        self.raws.swap_remove(i);
                    }
                    None => i += 1,
                }
            }
            let mine = self.keys.get(start..).unwrap_or_default();
            if let Some(big) = (0..mine.len()).max_by_key(|&i| mine.get(i).map(|k| k.count())) {
                self.keys.swap(start, start + big);
                self.raws.swap(start, start + big);
            }
        }
        let len = self.keys.len() - start;
        Split {
            domino,
            small,
            largest: self.keys.get(start).map_or(0, |k| k.count()),
            start: start as u32,
            len: len as u32,
        }
    }

    /// The regions of a split as they lie in the frame, in the order of its keys.
    fn raws(&self, s: &Split<S>) -> &[S] {
        let start = s.start as usize;
        self.raws
            .get(start..start + s.len as usize)
            .unwrap_or_default()
    }

    /// The keys of a split, the largest first.
    fn keys(&self, s: &Split<S>) -> &[S] {
        let start = s.start as usize;
        self.keys
            .get(start..start + s.len as usize)
            .unwrap_or_default()
    }
}

/// What the search knows of the regions it met, by canonical form: the value, and the
/// values `k < 56` it is known not to have (a bit each). One slot holds both, so one
/// look-up answers "valued? if not, known not to be k?"; the slots are an open-addressing
/// table with linear probing (the empty key, no square, marks a free slot: every key has
/// three squares or more), and a slot can be fetched into the cache ahead of its look-up
/// ([`Table::prefetch`]) while the search splits the next options.
struct Table<S> {
    slots: Vec<Slot<S>>,
    /// `64 − log2(slots)`: a hash's top bits pick the slot.
    shift: u32,
    /// Slots in use.
    used: usize,
    /// Keys valued.
    valued: usize,
    /// Keys with a value they do not have and no value yet.
    refuted: usize,
}

/// One region's entry: its key and its `info` — bits 56–63 the value plus one (0 while
/// not valued), bits 0–55 the values it has not.
#[derive(Clone, Copy)]
struct Slot<S> {
    key: S,
    info: u64,
}

/// Bits of a slot's `info` below the value.
const VALUE_SHIFT: u32 = 56;

/// The bit of "has not the value `k`", or 0 when `k` is too large to note.
fn not_bit(k: u8) -> u64 {
    if u32::from(k) < VALUE_SHIFT {
        1 << k
    } else {
        0
    }
}

impl<S: Squares> Table<S> {
    fn new() -> Table<S> {
        const LOG: u32 = 12;
        Table {
            slots: vec![
                Slot {
                    key: S::NONE,
                    info: 0
                };
                1 << LOG
            ],
            shift: 64 - LOG,
            used: 0,
            valued: 0,
            refuted: 0,
        }
    }

    /// The slot where `key` is or would go.
    fn find(&self, key: S) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.mix() >> self.shift) as usize;
        loop {
            match self.slots.get(i) {
                Some(slot) if slot.key != key && slot.key != S::NONE => i = (i + 1) & mask,
                _ => return i,
            }
        }
    }

    /// Starts loading `key`'s first slot into the cache.
    fn prefetch(&self, key: S) {
        if let Some(slot) = self.slots.get((key.mix() >> self.shift) as usize) {
            crate::heap::vector::prefetch_line(slot);
        }
    }

    /// What is known of `key` (0 when nothing).
    fn info(&self, key: S) -> u64 {
        self.slots.get(self.find(key)).map_or(0, |s| s.info)
    }

    /// The value of `key`, when known.
    fn value(&self, key: S) -> Option<u8> {
        match (self.info(key) >> VALUE_SHIFT) as u8 {
            0 => None,
            v => Some(v - 1),
        }
    }

    /// Notes the value `v` (below 255) of `key`.
    fn set_value(&mut self, key: S, v: u8) {
        let (i, was) = self.upsert(key);
        if was >> VALUE_SHIFT == 0 {
            self.valued += 1;
            if was != 0 {
                self.refuted -= 1;
            }
        }
        if let Some(slot) = self.slots.get_mut(i) {
            slot.info = (u64::from(v.min(254)) + 1) << VALUE_SHIFT;
        }
    }

    /// Notes that `key` has not the value of `bit`.
    fn add_not(&mut self, key: S, bit: u64) {
        if bit == 0 {
            return;
        }
        let (i, was) = self.upsert(key);
        if was == 0 {
            self.refuted += 1;
        }
        if let Some(slot) = self.slots.get_mut(i) {
            slot.info |= bit;
        }
    }

    /// Makes room for `key` (a slot holding it): the slot and what it held before.
    fn upsert(&mut self, key: S) -> (usize, u64) {
        if (self.used + 1) * 10 > self.slots.len() * 7 {
            self.grow();
        }
        let i = self.find(key);
        let was = match self.slots.get_mut(i) {
            Some(slot) if slot.key == key => slot.info,
            Some(slot) => {
                slot.key = key;
                slot.info = 0;
                self.used += 1;
                0
            }
            None => 0,
        };
        (i, was)
    }

    /// Twice the slots, every entry moved to its new place.
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![
            Slot {
                key: S::NONE,
                info: 0
            };
            old.len() * 2
        ];
        self.shift -= 1;
        for slot in old.into_iter().filter(|s| s.key != S::NONE) {
            let i = self.find(slot.key);
            if let Some(new) = self.slots.get_mut(i) {
                *new = slot;
            }
        }
    }
}

/// Regions of at most this many squares are valued by the mex of all their options; larger
/// ones by the value test ([`Search`]'s module docs), which proves most options' values
/// wrong with a single reply instead of valuing them.
pub(super) const EXACT_SQUARES: u32 = 16;

/// The answer to "has this region (or option) the value `k`?".
enum Is<S> {
    /// It has.
    Yes,
    /// It has not; when found by a reply of that value, the reply's domino (else none).
    No(S),
}

/// From this `k` up, "has the region the value `k`?" is answered by valuing the region
/// (the lazy mex, stopped once it passes `k`) rather than by looking for an option of
/// value `k` first: large values are rare, so that search mostly fails — every option
/// shown not to be `k` — and the value is needed anyway. Measured on 6 × 6 boards
/// (docs/bench-history.md): at 4 the board with b1 blocked (value 6) needs 0.6 M regions valued
/// instead of 5.8 M; the boards of small value do not change.
pub(super) const VALUE_FIRST: u8 = 4;

/// What the memo says of an option and a value `k`.
enum Known {
    /// Every region of it is valued: its value.
    Value(u8),
    /// All but one are, and that one is known not to have the value that would make `k`.
    Not,
    /// Not known.
    Unknown,
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
                what: crate::i18n::msg!("reason-cram-regions"),
                limit: limit as u64,
            },
            Stop::Cancelled(c) => Refusal::Cancelled(c),
        }
    }
}

/// The memoised search over one board word (see the module docs), bounded by `limit`
/// regions.
struct Engine<S> {
    /// What is known of the regions met.
    table: Table<S>,
    limit: usize,
    exact_squares: u32,
    /// From this `k` up, "has the region the value `k`?" values it first (see
    /// [`VALUE_FIRST`]).
    value_first: u8,
    /// Regions valued by search (not by a shortcut).
    searched: usize,
}

impl<S: Squares> Engine<S> {
    fn new(limit: usize, exact_squares: u32, value_first: u8) -> Engine<S> {
        Engine {
            table: Table::new(),
            limit,
            exact_squares,
            value_first,
            searched: 0,
        }
    }

    /// The value of the empty squares `x`: the XOR of its regions' values.
    fn value(&mut self, x: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        let mut total = 0;
        for r in regions(x) {
            total ^= self.region(r, poll)?;
        }
        Ok(total)
    }

    /// Whether the squares `x` (any number of regions) have the value `k`.
    fn is(&mut self, x: S, k: u8, poll: &mut Poll<'_>) -> Result<bool, Stop> {
        let splits = Splits::of_squares(x);
        let Some(split) = splits.items.first() else {
            return Ok(false);
        };
        Ok(matches!(
            self.split_is(&splits, split, k, S::NONE, poll)?,
            Is::Yes
        ))
    }

    /// Whether the split has the value `k`: its regions but the largest are valued, and
    /// the largest is tested against `k` XOR their values (its option covering `killer`
    /// tried first).
    fn split_is(
        &mut self,
        splits: &Splits<S>,
        split: &Split<S>,
        k: u8,
        killer: S,
        poll: &mut Poll<'_>,
    ) -> Result<Is<S>, Stop> {
        let (Some((&largest, rest)), Some(&raw)) =
            (splits.keys(split).split_first(), splits.raws(split).first())
        else {
            return Ok(if k == split.small {
                Is::Yes
            } else {
                Is::No(S::NONE)
            });
        };
        let mut total = split.small;
        for &key in rest {
            total ^= self.region_key(key, poll)?;
        }
        self.region_is(raw, largest, k ^ total, killer, poll)
    }

    /// Whether the region `key` (canonical; `raw` the same region as it lies in the
    /// frame) has the value `k`: not if some option has the value `k` — the option
    /// covering `killer` (two squares of the frame, the reply that refuted a sibling) is
    /// tried first, from the memo before the region is split, then the others (found by
    /// [`Engine::some_option_among`], which stops at the first) — else (the value is at
    /// most `k`) its value is computed.
    fn region_is(
        &mut self,
        raw: S,
        key: S,
        k: u8,
        killer: S,
        poll: &mut Poll<'_>,
    ) -> Result<Is<S>, Stop> {
        let yes = |b: bool| if b { Is::Yes } else { Is::No(S::NONE) };
        if key.count() <= self.exact_squares {
            return Ok(yes(self.region_key(key, poll)? == k));
        }
        let info = self.table.info(key);
        if info >> VALUE_SHIFT != 0 {
            return Ok(yes((info >> VALUE_SHIFT) as u8 - 1 == k));
        }
        if mirror_wins(key) {
            return Ok(yes(k == 0));
        }
        let bit = not_bit(k);
        if info & bit != 0 {
            return Ok(Is::No(S::NONE));
        }
        if killer != S::NONE && killer & raw == killer {
            let reply = Splits::of_squares(raw & !killer);
            if let Some(o) = reply.items.first()
                && matches!(self.known(reply.keys(o), o.small, k), Known::Value(x) if x == k)
            {
                self.table.add_not(key, bit);
                return Ok(Is::No(killer));
            }
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        let (options, mut valued, open) = match self.scan_options(raw, k) {
            Ok(domino) => {
                self.table.add_not(key, bit);
                return Ok(Is::No(domino));
            }
            Err(scanned) => scanned,
        };
        if k >= self.value_first {
            for j in 0..k {
                if self
                    .some_option_among(&options, &mut valued, j, S::NONE, poll)?
                    .is_none()
                {
                    self.table.set_value(key, j);
                    self.searched += 1;
                    return Ok(Is::No(S::NONE));
                }
            }
            if let Some(domino) = self.some_option_among(&options, &mut valued, k, killer, poll)? {
                let below = (0..=k).fold(0, |m, j| m | not_bit(j));
                self.table.add_not(key, below);
                return Ok(Is::No(domino));
            }
            self.table.set_value(key, k);
            self.searched += 1;
            return Ok(Is::Yes);
        }
        if let Some(domino) = self.search_open(&options, &mut valued, open, k, killer, poll)? {
            self.table.add_not(key, bit);
            return Ok(Is::No(domino));
        }
        Ok(yes(self.lazy_mex(key, &options, &mut valued, poll)? == k))
    }

    /// The value of the region `key` (canonical) from its options: the least `k` no
    /// option has, each `k`'s question stopping at the first option of value `k`; the
    /// options found valued (`valued`) are kept from one `k` to the next.
    fn lazy_mex(
        &mut self,
        key: S,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        poll: &mut Poll<'_>,
    ) -> Result<u8, Stop> {
        // At most 232 dominoes on 8 × 16, so every value is below 256.
        for k in 0..=u8::MAX {
            if self
                .some_option_among(options, valued, k, S::NONE, poll)?
                .is_none()
            {
                self.table.set_value(key, k);
                self.searched += 1;
                return Ok(k);
            }
        }
        Ok(u8::MAX)
    }

    /// The options of the region `raw` split, each asked of the memo "has it the value
    /// `k`?" a few options after it is split (its slots fetched meanwhile): the domino of
    /// the first the memo knows to have the value `k` (the others not split), else the
    /// options, their values where the memo knows them, and those it knows nothing of
    /// for `k`.
    #[allow(clippy::type_complexity)]
    fn scan_options(&self, raw: S, k: u8) -> Result<S, (Splits<S>, Vec<Option<u8>>, Vec<usize>)> {
        /// Options split ahead of the one asked.
        const AHEAD: usize = 4;
        let mut options = Splits::new();
        let mut valued = Vec::with_capacity(64);
        let mut open = Vec::with_capacity(64);
        let mut dominoes = dominoes(raw);
        loop {
            let more = dominoes.next();
            if let Some((a, b)) = more {
                options.push_option(raw, a | b, &self.table);
            }
            while valued.len() < options.items.len()
                && (more.is_none() || valued.len() + AHEAD < options.items.len())
            {
                let i = valued.len();
                let Some(o) = options.items.get(i) else {
                    break;
                };
                valued.push(match self.known(options.keys(o), o.small, k) {
                    Known::Value(x) if x == k => {
                        return Ok(o.domino);
                    }
                    Known::Value(x) => Some(x),
                    Known::Not => None,
                    Known::Unknown => {
                        open.push(i);
                        None
                    }
                });
            }
            if more.is_none() {
                return Err((options, valued, open));
            }
        }
    }

    /// The domino of one of `options` that has the value `k`, if one has: first among
    /// what is already known, then by search ([`Engine::search_open`]); `valued[i]` is the
    /// value of option `i` once every region of it is valued (filled in on the way).
    fn some_option_among(
        &mut self,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        k: u8,
        first: S,
        poll: &mut Poll<'_>,
    ) -> Result<Option<S>, Stop> {
        if let Some(i) = valued.iter().position(|&v| v == Some(k)) {
            return Ok(options.items.get(i).map(|o| o.domino));
        }
        let mut open = Vec::new();
        for (i, (o, v)) in options.items.iter().zip(valued.iter_mut()).enumerate() {
            if v.is_some() {
                continue;
            }
            match self.known(options.keys(o), o.small, k) {
                Known::Value(x) if x == k => {
                    return Ok(Some(o.domino));
                }
                Known::Value(x) => *v = Some(x),
                Known::Not => {}
                Known::Unknown => open.push(i),
            }
        }
        self.search_open(options, valued, open, k, first, poll)
    }

    /// The domino of one of the options `open` (the memo knows nothing of them for `k`)
    /// that has the value `k`, by search, stopping at the first: the option covering
    /// `first` first, then those whose largest region is smallest (the cheapest to
    /// value), of those the largest region with the fewest dominoes first (fewer replies
    /// to refute when it has the value; the reverse order measured 1.5–2.4× slower on
    /// 6 × 6 boards). Each option's test tries first the reply that refuted the option tried
    /// before it (the killer heuristic: a reply that answers one move often answers the
    /// next, when the two are far apart).
    fn search_open(
        &mut self,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        mut open: Vec<usize>,
        k: u8,
        first: S,
        poll: &mut Poll<'_>,
    ) -> Result<Option<S>, Stop> {
        open.sort_by_key(|&i| {
            options.items.get(i).map_or((0, 0), |o| {
                let dominoes = options.raws(o).first().map_or(0, |&r| domino_count(r));
                (o.largest, dominoes)
            })
        });
        if first != S::NONE {
            let at = open
                .iter()
                .position(|&i| options.items.get(i).is_some_and(|o| o.domino == first));
            if let Some(head) = at.and_then(|at| open.get_mut(..=at)) {
                head.rotate_right(1);
            }
        }
        let mut killer = S::NONE;
        for i in open {
            let Some(o) = options.items.get(i) else {
                continue;
            };
            match self.split_is(options, o, k, killer, poll)? {
                Is::Yes => {
                    return Ok(Some(o.domino));
                }
                Is::No(reply) if reply != S::NONE => killer = reply,
                Is::No(_) => {}
            }
            if let (Known::Value(x), Some(v)) =
                (self.known(options.keys(o), o.small, k), valued.get_mut(i))
            {
                *v = Some(x);
            }
        }
        Ok(None)
    }

    /// What the memo already says of an option (its regions' keys and the XOR of its
    /// small regions) and the value `k`.
    fn known(&self, keys: &[S], small: u8, k: u8) -> Known {
        let mut total = small;
        let mut unknown = None;
        for &key in keys {
            let info = self.table.info(key);
            match (info >> VALUE_SHIFT) as u8 {
                // A region the second player wins by symmetry is worth 0 (never noted in
                // the table): seen here, such an option answers "value k?" at once.
                0 if mirror_wins(key) => {}
                0 if unknown.is_none() => unknown = Some(info),
                0 => return Known::Unknown,
                v => total ^= v - 1,
            }
        }
        let Some(not) = unknown else {
            return Known::Value(total);
        };
        if not & not_bit(k ^ total) != 0 {
            Known::Not
        } else {
            Known::Unknown
        }
    }

    /// Refuses once the table holds the limit's number of regions valued, or twice as
    /// many regions known only not to have some values (the table at most 70 % full, 16
    /// bytes a slot, 32 on the wide word: at most 2^24 slots at the default limit of
    /// 2,000,000 regions, 268 MB, or 537 MB for a board wider than 8).
    fn room(&self) -> Result<(), Stop> {
        if self.table.valued >= self.limit || self.table.refuted >= self.limit.saturating_mul(2) {
            return Err(Stop::Limit(self.limit));
        }
        Ok(())
    }

    /// The value of one region (anywhere in the frame).
    fn region(&mut self, r: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        match r.count() {
            0 | 1 => Ok(0),
            2 => Ok(1),
            _ => self.region_key(r.canonical(), poll),
        }
    }

    /// The value of the region `key` (canonical).
    fn region_key(&mut self, key: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        match key.count() {
            0 | 1 => return Ok(0),
            2 => return Ok(1),
            _ => {}
        }
        if let Some(v) = self.table.value(key) {
            return Ok(v);
        }
        if mirror_wins(key) {
            return Ok(0);
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        if key.count() > self.exact_squares {
            let options = Splits::of_region(key, &self.table);
            let mut valued = vec![None; options.items.len()];
            return self.lazy_mex(key, &options, &mut valued, poll);
        }
        // At most 232 dominoes on 8 × 16, so every value (a mex of at most that many
        // options) is below 256.
        let mut seen = [0u128; 2];
        for (a, b) in dominoes(key) {
            let v = self.value(key & !(a | b), poll)?;
            if let Some(word) = seen.get_mut(usize::from(v >> 7)) {
                *word |= 1u128 << (v & 127);
            }
        }
        let v = match seen {
            [low, _] if low != u128::MAX => (!low).trailing_zeros(),
            [_, high] => 128 + (!high).trailing_zeros(),
        } as u8;
        self.table.set_value(key, v);
        self.searched += 1;
        Ok(v)
    }
}

/// The engine of a search: the narrow word while every board asked fits 8 columns.
enum Word {
    Narrow(Engine<u64>),
    Wide(Engine<u128>),
}

/// The memoised search (see the module docs), bounded by `limit` regions: boards in the
/// wide frame (`u128`, square `(r, c)` at bit `16r + c`), searched packed when they fit.
pub(super) struct Search {
    word: Word,
    limit: usize,
    exact_squares: u32,
    value_first: u8,
    cancel: Cancel,
    /// Regions valued by search (not by a shortcut).
    pub(super) searched: usize,
    /// Regions valued by an engine given up for a wider one.
    retired: usize,
}

impl Search {
    /// A search that values at most `limit` regions.
    pub(super) fn new(limit: usize, cancel: Cancel) -> Search {
        Search::with_thresholds(limit, cancel, EXACT_SQUARES, VALUE_FIRST)
    }

    /// A search that values regions of at most `exact_squares` squares by the mex of all
    /// their options and larger ones by the value test, which values a region first when
    /// asked "is it `k`?" for `k ≥ value_first` (the tests lower both to test the value
    /// test on boards a direct search can check).
    pub(super) fn with_thresholds(
        limit: usize,
        cancel: Cancel,
        exact_squares: u32,
        value_first: u8,
    ) -> Search {
        Search {
            word: Word::Narrow(Engine::new(limit, exact_squares, value_first)),
            limit,
            exact_squares,
            value_first,
            cancel,
            searched: 0,
            retired: 0,
        }
    }

    /// The same search on the wide word whatever the board (the tests compare the two).
    #[cfg(test)]
    pub(super) fn wide(
        limit: usize,
        cancel: Cancel,
        exact_squares: u32,
        value_first: u8,
    ) -> Search {
        let mut s = Search::with_thresholds(limit, cancel, exact_squares, value_first);
        s.word = Word::Wide(Engine::new(limit, exact_squares, value_first));
        s
    }

    /// Raises the limit (to reuse a search for a larger request).
    pub(super) fn widen(&mut self, limit: usize, cancel: Cancel) {
        self.limit = self.limit.max(limit);
        match &mut self.word {
            Word::Narrow(e) => e.limit = self.limit,
            Word::Wide(e) => e.limit = self.limit,
        }
        self.cancel = cancel;
    }

    /// The value of the empty squares `x`: the XOR of its regions' values.
    pub(super) fn value(&mut self, x: u128) -> Result<u8, Stop> {
        let cancel = self.cancel.clone();
        let mut poll = cancel.poll(4096);
        let v = match self.engine_for(x) {
            Word::Narrow(e) => e.value(pack(x), &mut poll),
            Word::Wide(e) => e.value(x, &mut poll),
        };
        self.count();
        v
    }

    /// Whether the empty squares `x` have the value `k` — without valuing `x` when one
    /// reply proves otherwise (for the winning moves of a position).
    pub(super) fn has_value(&mut self, x: u128, k: u8) -> Result<bool, Stop> {
        let cancel = self.cancel.clone();
        let mut poll = cancel.poll(4096);
        let is = match self.engine_for(x) {
            Word::Narrow(e) => e.is(pack(x), k, &mut poll),
            Word::Wide(e) => e.is(x, k, &mut poll),
        };
        self.count();
        is
    }

    /// The engine for `x`: the narrow one while `x` fits 8 columns, else the wide one
    /// (from then on, for every board).
    fn engine_for(&mut self, x: u128) -> &mut Word {
        if let Word::Narrow(e) = &self.word
            && columns(x) > 0xFF
        {
            self.retired += e.searched;
            self.word = Word::Wide(Engine::new(
                self.limit,
                self.exact_squares,
                self.value_first,
            ));
        }
        &mut self.word
    }

    fn count(&mut self) {
        self.searched = self.retired
            + match &self.word {
                Word::Narrow(e) => e.searched,
                Word::Wide(e) => e.searched,
            };
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

    /// The packed canonical form (four or eight images, each put in the corner by a
    /// shift) against the eight images each moved to the corner, on random packed boards
    /// of every size up to 8 × 8 and on every subset of the 3 × 3 square.
    #[test]
    fn the_packed_canonical_form_is_the_least_of_the_eight_images() {
        let least = |x: u64| {
            let b = corner8(x);
            let images = |y: u64| {
                let r = y.swap_bytes();
                [y, r, flip_columns8(y), flip_columns8(r)].map(corner8)
            };
            images(b)
                .into_iter()
                .chain(images(transpose8(b)))
                .min()
                .unwrap_or(b)
        };
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for i in 0..20_000u32 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Thin the bits out differently and cut to a random box, so every shape of
            // box (h × w, 1 ≤ h, w ≤ 8) is met.
            let h = 1 + i % 8;
            let w = 1 + (i / 8) % 8;
            let row = (1u64 << w) - 1;
            let rows = (0..h).fold(0u64, |m, r| m | (row << (8 * r)));
            let x = seed & seed.rotate_left(5 + i % 23) & rows;
            assert_eq!(canonical8(x), least(x), "{x:#x}");
            assert_eq!(
                canonical8(x.wrapping_shl(9 * (i % 2))),
                least(x.wrapping_shl(9 * (i % 2)))
            );
        }
        let nine = [0u64, 1, 2, 8, 9, 10, 16, 17, 18];
        for m in 0u32..512 {
            let x = nine
                .iter()
                .enumerate()
                .filter(|&(i, _)| m >> i & 1 == 1)
                .fold(0u64, |x, (_, &b)| x | 1 << b);
            assert_eq!(canonical8(x), least(x), "{x:#x}");
        }
    }

    #[test]
    fn regions_and_dominoes() {
        let x = board(&[".. .", "   .", ".  ."]);
        assert_eq!(regions(x).count(), 3);
        assert_eq!(dominoes(x).count(), 3);
        // No domino wraps from the last column to the next row's first.
        assert_eq!(dominoes((1u128 << 15) | (1 << 16)).count(), 0);
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
