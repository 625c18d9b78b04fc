//! Sets of squares as bits: the two board words ([`Squares`] for `u64` and `u128`),
//! dominoes, regions, and the symmetries that give a region its canonical form.

use std::hash::Hash;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// The frame's width: square `(r, c)` is bit `16r + c`, for `r < 8` and `c < 16`.
pub(in crate::games::cram) const WIDTH: u32 = 16;
/// The frame's height.
pub(in crate::games::cram) const HEIGHT: u32 = 8;

/// The first column of the frame.
pub(super) const COL0: u128 = 0x0001_0001_0001_0001_0001_0001_0001_0001;
/// The last column of the frame.
pub(super) const COL15: u128 = COL0 << 15;
/// The low byte of each row.
pub(super) const LOW: u128 = 0x00FF_00FF_00FF_00FF_00FF_00FF_00FF_00FF;
/// The first column of a packed (8-wide) board.
pub(super) const PACKED_COL0: u64 = 0x0101_0101_0101_0101;
/// The last column of a packed board.
pub(super) const PACKED_COL7: u64 = PACKED_COL0 << 7;

/// A set of squares of a frame of rows, one bit a square: what the search needs of a
/// board word (`u64`: 8 rows of 8, `u128`: 8 rows of 16).
pub(in crate::games::cram) trait Squares:
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
pub(super) fn mix64(w: u64) -> u64 {
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
pub(super) fn neighbours<S: Squares>(x: S) -> S {
    ((x << 1) & !S::FIRST_COLUMN)
        | ((x >> 1) & !S::LAST_COLUMN)
        | (x << S::STRIDE)
        | (x >> S::STRIDE)
}

/// Every domino of the empty squares `x`: the first square's bit and the second's (right
/// of it or below it).
pub(in crate::games::cram) fn dominoes<S: Squares>(x: S) -> impl Iterator<Item = (S, S)> {
    let (right, down) = domino_corners(x);
    bits(right)
        .map(|a| (a, a << 1))
        .chain(bits(down).map(|a| (a, a << S::STRIDE)))
}

/// The squares of `x` whose right neighbour, and those whose lower neighbour, is in `x`
/// too: the first squares of its horizontal and of its vertical dominoes.
pub(super) fn domino_corners<S: Squares>(x: S) -> (S, S) {
    (x & ((x >> 1) & !S::LAST_COLUMN), x & (x >> S::STRIDE))
}

/// How many dominoes the empty squares `x` hold (`dominoes(x).count()`, by bit counts).
pub(super) fn domino_count<S: Squares>(x: S) -> u32 {
    let (right, down) = domino_corners(x);
    right.count() + down.count()
}

/// The bits of `x`, lowest first, each as a one-bit mask.
pub(in crate::games::cram) fn bits<S: Squares>(mut x: S) -> impl Iterator<Item = S> {
    std::iter::from_fn(move || {
        (x != S::NONE).then(|| {
            let low = x.lowest();
            x = x ^ low;
            low
        })
    })
}

/// The connected component of `x` holding the square `seed`.
pub(super) fn component<S: Squares>(x: S, seed: S) -> S {
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
pub(in crate::games::cram) fn regions<S: Squares>(mut x: S) -> impl Iterator<Item = S> {
    std::iter::from_fn(move || {
        (x != S::NONE).then(|| {
            let c = component(x, x.lowest());
            x = x & !c;
            c
        })
    })
}

/// The columns `x` uses, as the low 16 bits.
pub(super) fn columns(x: u128) -> u16 {
    let mut cols = x | (x >> 64);
    cols |= cols >> 32;
    cols |= cols >> 16;
    cols as u16
}

/// `x` moved up and left until it touches the frame's top row and left column.
pub(super) fn to_corner(x: u128) -> u128 {
    if x == 0 {
        return 0;
    }
    let x = x >> (x.trailing_zeros() / WIDTH * WIDTH);
    x >> columns(x).trailing_zeros()
}

/// Rows upside down.
pub(super) fn flip_rows(x: u128) -> u128 {
    let y = x.swap_bytes();
    ((y >> 8) & LOW) | ((y & LOW) << 8)
}

/// Columns right to left.
pub(super) fn flip_columns(x: u128) -> u128 {
    flip_rows(x.reverse_bits())
}

/// The rows of `x` (within the first 8 columns) packed as bytes: row `r` at bits `8r`.
/// Packed boards order as the frame's do (the highest row first, then its squares).
pub(in crate::games::cram) fn pack(x: u128) -> u64 {
    (0..HEIGHT).fold(0u64, |b, r| {
        b | (((x >> (WIDTH * r)) as u64 & 0xFF) << (8 * r))
    })
}

/// A packed board back in the frame.
pub(super) fn unpack(b: u64) -> u128 {
    (0..HEIGHT).fold(0u128, |y, r| {
        y | (u128::from((b >> (8 * r)) & 0xFF) << (WIDTH * r))
    })
}

/// A packed board moved up and left until it touches the top row and the left column.
pub(super) fn corner8(b: u64) -> u64 {
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
pub(super) fn canonical8(x: u64) -> u64 {
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
pub(super) fn columns8(b: u64) -> u64 {
    let mut cols = b | (b >> 32);
    cols |= cols >> 16;
    cols |= cols >> 8;
    cols & 0xFF
}

/// A packed board's columns right to left.
#[cfg(test)]
pub(super) fn flip_columns8(b: u64) -> u64 {
    b.reverse_bits().swap_bytes()
}

/// A packed board's square `(r, c)` to `(c, r)`.
pub(super) fn transpose8(mut b: u64) -> u64 {
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
pub(super) fn transpose(x: u128) -> u128 {
    unpack(transpose8(pack(x)))
}

/// The canonical form of a region of the wide frame: the least of its images under the
/// symmetries of the square that fit the frame (all eight when it is at most 8 wide),
/// each in the corner. A region at most 8 wide is turned packed in a `u64` (cheaper, the
/// same least image).
pub(in crate::games::cram) fn canonical(x: u128) -> u128 {
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
pub(in crate::games::cram) fn mirror_wins<S: Squares>(x: S) -> bool {
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
