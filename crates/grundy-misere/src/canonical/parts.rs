//! Parts, primes and partitions of misère canonical forms (Conway, *On Numbers and Games*,
//! ch. 12; CGSuite's `Parts`, `IsPrime` and `Partitions`).
//!
//! `H` is a *part* of `G` when `G = H + K` for some `K`. The *units* `0` and `*` are parts
//! of every game (`G = G + 0 = (G + *) + *`), and with every part `H` comes the part
//! `H + *` (with `K + *`), so — as CGSuite does — only the *even* parts are counted: `G`'s
//! proper parts are the even `H`, neither `0` nor the even part of `G`, with
//! `G = H + K`. `G` is *prime* when it is not a unit and has no proper part. Every game
//! is a sum of primes, and `*` when it is odd (ONAG ch. 12), but not always in one way:
//! CGSuite's own example `{*4 + *2}` is `*2 + X` and `*4 + Y` with all four prime (the
//! tests check the sums).
//!
//! How the parts are found. Every even proper part of an even `G` is a part of (the even
//! part of) some option of `G` — the basis of Siegel's method, which CGSuite uses; the
//! tests check it against every sum of two even games of a pool (every game born by day 4
//! and random larger ones). So the candidates `X` are the even parts of the options' even
//! parts (found the same way, down the followers), and each has its partner `G − X` when
//! it is a part: by Conway's construction `{G′ − X, G − X′}` (the first differences known
//! from the options' parts, the second from the parts of `G` found so far, until no new
//! one is found), else among the `G′ − X′`, else by [`MisereStore::difference`]. Each split found is a checked sum, so a part is never claimed
//! wrongly.

use super::{CanonicalError, GameId, MisereStore};
use std::collections::BTreeSet;

/// The most candidate parts [`MisereStore::parts`] (and [`MisereStore::is_prime`],
/// [`MisereStore::partitions`]) tries in one call, each by a difference and a sum, before
/// refusing with [`CanonicalError::TooManySums`].
pub const MAX_PART_SUMS: usize = 20_000;

/// The most partitions [`MisereStore::partitions`] lists before refusing with
/// [`CanonicalError::TooManySums`].
pub const MAX_PARTITIONS: usize = 10_000;

impl MisereStore {
    /// CGSuite's `Parts`: the proper parts of `g` — every even `H`, neither `0` nor the
    /// even part of `g`, with `g = H + K` for some `K` (ONAG ch. 12). Each such `H` gives
    /// the odd part `H + *` too, which is not listed. In CGSuite's order, smallest first.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// // *2 + *2 has the one proper part *2; {*2} = 2# is *2 + (2# − *2).
    /// let g = s.parse("*[2[2]]").unwrap();
    /// let names: Vec<String> = s.parts(g).unwrap().into_iter().map(|p| s.notation(p).unwrap()).collect();
    /// assert_eq!(names, ["*[2]"]);
    /// let sharp = s.parse("*[2#]").unwrap();
    /// assert_eq!(s.parts(sharp).unwrap().len(), 2);
    /// let two = s.nim_heap(2).unwrap();
    /// assert!(s.parts(two).unwrap().is_empty());
    /// ```
    ///
    /// # Errors
    /// [`CanonicalError::TooManySums`] past [`MAX_PART_SUMS`] sums tried, or the store's
    /// limits while adding.
    pub fn parts(&mut self, g: GameId) -> Result<Vec<GameId>, CanonicalError> {
        let (e, _) = self.even_part(g)?;
        let mut work = 0usize;
        let splits = self.splits(e, &mut work)?;
        let mut parts: Vec<GameId> = splits.iter().flat_map(|&(x, y)| [x, y]).collect();
        parts.sort_unstable();
        parts.dedup();
        self.sort_in_order(&mut parts)?;
        Ok(parts)
    }

    /// Whether `g` is a unit of the misère sum, `0` or `*` (`* + * = 0`): a part of every
    /// game, neither prime nor composite.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (star, two) = (s.nim_heap(1).unwrap(), s.nim_heap(2).unwrap());
    /// assert!(s.is_unit(s.zero()).unwrap() && s.is_unit(star).unwrap());
    /// assert!(!s.is_unit(two).unwrap());
    /// let twice = s.add(star, star).unwrap();
    /// assert!(s.is_unit(twice).unwrap()); // * + * = 0
    /// ```
    ///
    /// # Errors
    /// [`CanonicalError`] if `*` cannot be formed (the store's limits).
    pub fn is_unit(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        Ok(g == self.zero() || g == self.nim_heap(1)?)
    }

    /// CGSuite's `IsPrime`: `g` is neither `0` nor `*` and has no proper part
    /// ([`Self::parts`]) — it is not a sum of two games neither of which is a unit.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (star, two, three) = (s.nim_heap(1).unwrap(), s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap());
    /// assert!(s.is_prime(two).unwrap() && s.is_prime(three).unwrap()); // *3 = *2 + *
    /// assert!(!s.is_prime(star).unwrap() && !s.is_prime(s.zero()).unwrap());
    /// let twice = s.add(two, two).unwrap();
    /// assert!(!s.is_prime(twice).unwrap());
    /// ```
    ///
    /// # Errors
    /// As [`Self::parts`].
    pub fn is_prime(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        let (e, _) = self.even_part(g)?;
        if e == self.zero() {
            return Ok(false);
        }
        let mut work = 0usize;
        Ok(self.splits(e, &mut work)?.is_empty())
    }

    /// CGSuite's `Partitions`: every way of writing `g` as a sum of even primes
    /// ([`Self::is_prime`]), each listed once in CGSuite's order, with `*` last when `g` is
    /// odd; `[[]]` for `0`. Conway: there is always at least one, and sometimes more.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (star, two) = (s.nim_heap(1).unwrap(), s.nim_heap(2).unwrap());
    /// let twice = s.add(two, two).unwrap();
    /// let odd = s.add(twice, star).unwrap(); // *2 + *2 + *
    /// assert_eq!(s.partitions(odd).unwrap(), vec![vec![two, two, star]]);
    /// assert_eq!(s.partitions(s.zero()).unwrap(), vec![Vec::new()]);
    /// // {*4 + *2} is *2 + X and *4 + Y (CGSuite's example of two partitions).
    /// let g = s.parse("*[4[2#]]").unwrap();
    /// assert_eq!(s.partitions(g).unwrap().len(), 2);
    /// ```
    ///
    /// # Errors
    /// As [`Self::parts`]; [`CanonicalError::TooManySums`] past [`MAX_PARTITIONS`]
    /// partitions.
    pub fn partitions(&mut self, g: GameId) -> Result<Vec<Vec<GameId>>, CanonicalError> {
        let (e, odd) = self.even_part(g)?;
        let mut work = 0usize;
        let mut out = Vec::new();
        let mut partial = Vec::new();
        self.build_partitions(e, &mut partial, &mut out, &mut work)?;
        let star = self.nim_heap(1)?;
        for p in &mut out {
            self.sort_in_order(p)?;
            if odd {
                p.push(star);
            }
        }
        // The partitions in order: by length, then part by part.
        out.sort_by(|a, b| {
            a.len().cmp(&b.len()).then_with(|| {
                a.iter()
                    .zip(b)
                    .map(|(&x, &y)| self.order(x, y))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
        });
        Ok(out)
    }

    /// The partitions of the even `e` into primes of ids at least the last of `partial`.
    fn build_partitions(
        &mut self,
        e: GameId,
        partial: &mut Vec<GameId>,
        out: &mut Vec<Vec<GameId>>,
        work: &mut usize,
    ) -> Result<(), CanonicalError> {
        if e == self.zero() {
            if out.len() >= MAX_PARTITIONS {
                return Err(CanonicalError::TooManySums {
                    limit: MAX_PARTITIONS,
                });
            }
            out.push(partial.clone());
            return Ok(());
        }
        let splits = self.splits(e, work)?;
        // (prime p, e − p): e itself when prime, else the prime parts with their partners.
        let mut steps: Vec<(GameId, GameId)> = Vec::new();
        if splits.is_empty() {
            steps.push((e, self.zero()));
        } else {
            for (x, y) in splits {
                for (p, rest) in [(x, y), (y, x)] {
                    if self.splits(p, work)?.is_empty() && !steps.contains(&(p, rest)) {
                        steps.push((p, rest));
                    }
                }
            }
        }
        for (p, rest) in steps {
            if partial.last().is_some_and(|&last| last > p) {
                continue;
            }
            partial.push(p);
            self.build_partitions(rest, partial, out, work)?;
            partial.pop();
        }
        Ok(())
    }

    /// The splits `(X, Y)` of the even `e`, `X ≤ Y` by id: `X`, `Y` even, neither `0` nor
    /// `e`, `X + Y = e`. Remembered per form.
    pub(super) fn splits(
        &mut self,
        e: GameId,
        work: &mut usize,
    ) -> Result<Vec<(GameId, GameId)>, CanonicalError> {
        if let Some(v) = self.split_memo.get(&e) {
            return Ok(v.clone());
        }
        let zero = self.zero();
        if e == zero {
            return Ok(Vec::new());
        }
        // A game with the option 0 or * is prime (ONAG ch. 12): every nim heap from *2 on.
        let star = self.nim_heap(1)?;
        if self.node(e).options.iter().any(|&o| o == zero || o == star) {
            self.split_memo.insert(e, Vec::new());
            return Ok(Vec::new());
        }
        // The candidates: the even parts (0 and itself aside) of each option's even part,
        // and that even part itself.
        let mut candidates = BTreeSet::new();
        for o in self.node(e).options.clone() {
            let (oe, _) = self.even_part(o)?;
            if oe == zero {
                continue;
            }
            candidates.insert(oe);
            for (x, y) in self.splits(oe, work)? {
                candidates.insert(x);
                candidates.insert(y);
            }
        }
        candidates.remove(&e);
        let mut candidates: Vec<GameId> = candidates.into_iter().collect();
        candidates.sort_by_key(|&c| (self.birthday(c), c));
        // Until nothing new: a split found gives `e − x′` for the next candidates.
        let mut found: Vec<(GameId, GameId)> = Vec::new();
        loop {
            let mut changed = false;
            for &x in &candidates {
                if found.iter().any(|&(a, b)| a == x || b == x) {
                    continue;
                }
                *work += 1;
                if *work > MAX_PART_SUMS {
                    return Err(CanonicalError::TooManySums {
                        limit: MAX_PART_SUMS,
                    });
                }
                if let Some(y) = self.partner_of(e, x, &found, work)? {
                    found.push((x.min(y), x.max(y)));
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.split_memo.insert(e, found.clone());
        Ok(found)
    }

    /// The even `y ≠ 0` with `x + y = e` (both even), when one is found: Conway's
    /// `{e′ − x, e − x′}` when each of these differences is known (`e′ − x` from the
    /// options' splits, `e − x′` from the splits of `e` found so far, `known`); else among
    /// the games `e′ − x′` (when `e = x + y` in its plain form, `x′ + y` is an option of
    /// `e`); else by the search of [`Self::difference`]. Each is checked as a sum.
    fn partner_of(
        &mut self,
        e: GameId,
        x: GameId,
        known: &[(GameId, GameId)],
        work: &mut usize,
    ) -> Result<Option<GameId>, CanonicalError> {
        let zero = self.zero();
        let star = self.nim_heap(1)?;
        let other = |splits: &[(GameId, GameId)], part: GameId| {
            splits
                .iter()
                .find_map(|&(a, b)| (a == part).then_some(b).or((b == part).then_some(a)))
        };
        let mut tried = BTreeSet::new();
        // Conway's construction.
        let mut options = Vec::new();
        let mut complete = true;
        for o in self.node(e).options.clone() {
            let (oe, odd) = self.even_part(o)?;
            let d = if oe == x {
                Some(zero)
            } else {
                let oe_splits = self.splits(oe, work)?;
                other(&oe_splits, x)
            };
            match d {
                Some(d) if odd => options.push(self.add(d, star)?),
                Some(d) => options.push(d),
                None => complete = false,
            }
        }
        for xo in self.node(x).options.clone() {
            let (xe, odd) = self.even_part(xo)?;
            let d = if xe == zero {
                Some(e)
            } else if xe == e {
                Some(zero)
            } else {
                other(known, xe)
            };
            match d {
                Some(d) if odd => options.push(self.add(d, star)?),
                Some(d) => options.push(d),
                None => complete = false,
            }
        }
        if complete {
            let y = self.from_options(&options)?;
            if y != zero && tried.insert(y) && self.add(x, y)? == e {
                return Ok(Some(y));
            }
        }
        // The games e′ − x′.
        for o in self.node(e).options.clone() {
            let (oe, _) = self.even_part(o)?;
            let oe_splits = self.splits(oe, work)?;
            for xo in self.node(x).options.clone() {
                let (xe, _) = self.even_part(xo)?;
                let y = if xe == zero {
                    Some(oe)
                } else {
                    other(&oe_splits, xe)
                };
                let Some(y) = y else { continue };
                if y == zero || !tried.insert(y) {
                    continue;
                }
                if self.add(x, y)? == e {
                    return Ok(Some(y));
                }
            }
        }
        match self.difference_by_search(e, x)? {
            Some(y) if y != zero && !tried.contains(&y) && self.add(x, y)? == e => Ok(Some(y)),
            _ => Ok(None),
        }
    }

    /// Sorts forms in CGSuite's order, smallest first.
    fn sort_in_order(&mut self, v: &mut [GameId]) -> Result<(), CanonicalError> {
        for &x in v.iter() {
            self.prepare_order(x)?;
        }
        v.sort_by(|&a, &b| self.order(a, b));
        Ok(())
    }
}
