//! A region's options, each split into its regions ([`Split`], [`Splits`]).

use super::squares::*;
use super::table::Table;

/// An option of a region, split into its regions: the XOR of the values of those of one or
/// two squares (0 and 1), and where the canonical forms of the others lie in the
/// [`Splits`]' keys (the largest first). Two equal regions cancel and are left out.
#[derive(Clone, Copy)]
pub(super) struct Split<S> {
    /// The domino covered (two squares of the region's frame; none for [`Splits::of_squares`]).
    pub(super) domino: S,
    pub(super) small: u8,
    /// The squares of the largest region (0 when every region has at most two).
    pub(super) largest: u32,
    pub(super) start: u32,
    pub(super) len: u32,
}

/// The options of one region, split, with the keys of all of them in one vector.
pub(super) struct Splits<S> {
    pub(super) keys: Vec<S>,
    /// The regions of `keys` as they lie in the board's frame (not turned): the frame the
    /// search's replies ([`Engine::region_is`]'s killer) are written in.
    pub(super) raws: Vec<S>,
    pub(super) items: Vec<Split<S>>,
}

impl<S: Squares> Splits<S> {
    /// No option yet.
    pub(super) fn new() -> Splits<S> {
        Splits {
            keys: Vec::with_capacity(64),
            raws: Vec::with_capacity(64),
            items: Vec::with_capacity(64),
        }
    }

    /// The options of the region `key` (in any place of the frame), split, in the order
    /// of [`dominoes`]. Each key's slot of `table` is fetched into the cache as soon as the
    /// key is known, while the next options are split.
    pub(super) fn of_region(key: S, table: &Table<S>) -> Splits<S> {
        let mut splits = Splits::new();
        for (a, b) in dominoes(key) {
            splits.push_option(key, a | b, table);
        }
        splits
    }

    /// Adds the option of `region` covering `domino`, its keys' slots fetched.
    pub(super) fn push_option(&mut self, region: S, domino: S, table: &Table<S>) {
        let item = self.push(region & !domino, domino);
        for &k in self.keys(&item) {
            table.prefetch(k);
        }
        self.items.push(item);
    }

    /// Any set of squares, split (one item, not kept in `items`).
    pub(super) fn of_squares(x: S) -> Splits<S> {
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
    pub(super) fn push(&mut self, x: S, domino: S) -> Split<S> {
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
    pub(super) fn raws(&self, s: &Split<S>) -> &[S] {
        let start = s.start as usize;
        self.raws
            .get(start..start + s.len as usize)
            .unwrap_or_default()
    }

    /// The keys of a split, the largest first.
    pub(super) fn keys(&self, s: &Split<S>) -> &[S] {
        let start = s.start as usize;
        self.keys
            .get(start..start + s.len as usize)
            .unwrap_or_default()
    }
}
