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

mod engine;
mod splits;
mod squares;
mod table;

use crate::cancel::Cancel;
use engine::{Engine, Stop, EXACT_SQUARES, VALUE_FIRST};
#[cfg(test)]
pub(super) use squares::canonical;
use squares::{columns, pack};
pub(super) use squares::{dominoes, regions, HEIGHT, WIDTH};

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
    use super::squares::*;

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
