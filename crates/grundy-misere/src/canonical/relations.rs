//! The relations of forms and what is said of one form: mates, links, distinguishers,
//! differences (parts), parity, the genus and the predicates of CGSuite's
//! `MisereCanonicalGame` (`IsTame`, `IsRestive`, `IsRestless`, `IsExtraverted` …).
//!
//! The sources: Conway, *On Numbers and Games* (ONAG), ch. 12 (mates, links, parts,
//! extraversion and introversion, tame games); Berlekamp, Conway & Guy, *Winning Ways*,
//! ch. 13 (tame, restive and restless games); Siegel, *Combinatorial Game Theory*, ch. V;
//! CGSuite's documentation of `MisereCanonicalGame` and Dan Hoey's phyla, which CGSuite
//! uses to decide tameness.

use super::{mex, CanonicalError, GameId, MisereStore};
use crate::genus::Genus;
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// The most pairs `(G, H)` [`MisereStore::difference`] looks at (a difference looks for
/// differences of followers).
pub const MAX_DIFFERENCE_PAIRS: usize = 20_000;

impl MisereStore {
    /// Conway's mate `G⁻`: `*` for `0`, else the game of the options' mates. `G + G⁻` is
    /// always a misère P-position.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// assert_eq!(s.mate(s.zero()).unwrap(), star);
    /// let two = s.nim_heap(2).unwrap();
    /// let m = s.mate(two).unwrap();
    /// let t = s.add(two, m).unwrap();
    /// assert!(s.is_p_position(t));
    /// ```
    pub fn mate(&mut self, g: GameId) -> Result<GameId, CanonicalError> {
        if g == GameId(0) {
            return self.nim_heap(1);
        }
        if let Some(&m) = self.mates.get(&g) {
            return Ok(m);
        }
        let mut opts = Vec::new();
        for g1 in self.node(g).options.clone() {
            opts.push(self.mate(g1)?);
        }
        let m = self.from_options(&opts)?;
        self.mates.insert(g, m);
        Ok(m)
    }

    /// Whether `g` and `h` are *linked*: some `T` makes `g + T` and `h + T` both misère
    /// P-positions (CGSuite's `IsLinkedTo`). For canonical forms: neither is an option of
    /// the other (Conway).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// assert!(!s.is_linked(s.zero(), star));
    /// assert!(s.is_linked(star, star));
    /// ```
    pub fn is_linked(&self, g: GameId, h: GameId) -> bool {
        !self.has_option(g, h) && !self.has_option(h, g)
    }

    /// A game `T` with `g + T` and `h + T` both misère P-positions, when they are linked.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, three) = (s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap());
    /// let g = s.from_options(&[two]).unwrap();
    /// let t = s.link(g, three).unwrap().unwrap();
    /// let (a, b) = (s.add(g, t).unwrap(), s.add(three, t).unwrap());
    /// assert!(s.is_p_position(a) && s.is_p_position(b));
    /// ```
    pub fn link(&mut self, g: GameId, h: GameId) -> Result<Option<GameId>, CanonicalError> {
        if !self.is_linked(g, h) {
            return Ok(None);
        }
        if g == h {
            return self.mate(g).map(Some);
        }
        if g == GameId(0) && h == GameId(0) {
            return self.nim_heap(1).map(Some);
        }
        let mut opts = Vec::new();
        // For each g': a game making g' + T' a P-position and h + T' an N-position, so
        // that g' + T and g + T' (which has the option g' + T') are N-positions.
        for g1 in self.node(g).options.clone() {
            match self.distinguisher(g1, h)? {
                Some(d) => opts.push(d),
                None => return Ok(None),
            }
        }
        for h1 in self.node(h).options.clone() {
            match self.distinguisher(h1, g)? {
                Some(d) => opts.push(d),
                None => return Ok(None),
            }
        }
        self.from_options(&opts).map(Some)
    }

    /// A game `X` with `g + X` a misère P-position and `h + X` an N-position; `None` when
    /// `g ≡ h` (then no game tells them apart). CGSuite's `Distinguisher`.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let two = s.nim_heap(2).unwrap();
    /// let twice = s.add(two, two).unwrap();
    /// let x = s.distinguisher(twice, s.zero()).unwrap().unwrap();
    /// let (a, b) = (s.add(twice, x).unwrap(), s.add(s.zero(), x).unwrap());
    /// assert!(s.is_p_position(a) && !s.is_p_position(b));
    /// assert_eq!(s.distinguisher(two, two).unwrap(), None);
    /// ```
    pub fn distinguisher(
        &mut self,
        g: GameId,
        h: GameId,
    ) -> Result<Option<GameId>, CanonicalError> {
        if g == h {
            return Ok(None);
        }
        if h == GameId(0) && self.is_p_position(g) {
            return Ok(Some(GameId(0)));
        }
        // g linked to some h' by T: g + T is P, and h + T has the P option h' + T.
        for h1 in self.node(h).options.clone() {
            if self.is_linked(g, h1) {
                return self.link(g, h1);
            }
        }
        // Otherwise a T with h + T a P-position and g + T an N-position…
        let t = if g == GameId(0) && self.is_p_position(h) {
            Some(GameId(0))
        } else {
            let mut found = None;
            for g1 in self.node(g).options.clone() {
                if self.is_linked(g1, h) {
                    found = self.link(g1, h)?;
                    break;
                }
            }
            found
        };
        let Some(t) = t else {
            return Ok(None);
        };
        // …and X = {T, the mates of the g'}: g + X is P (g + T is N, g + mate(g') and
        // g' + X have the P option g' + mate(g')), h + X has the P option h + T.
        let mut opts = vec![t];
        for g1 in self.node(g).options.clone() {
            opts.push(self.mate(g1)?);
        }
        self.from_options(&opts).map(Some)
    }

    /// `g + *`, the form's partner.
    pub(super) fn partner(&mut self, g: GameId) -> Result<GameId, CanonicalError> {
        let star = self.nim_heap(1)?;
        self.add(g, star)
    }

    /// Whether the game is *even*: its birthday is less than that of `g + *` (else it is
    /// odd: `g = e + *` for the even `e = g + *` of a smaller birthday).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, three) = (s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap());
    /// assert!(s.is_even(two).unwrap());
    /// assert!(!s.is_even(three).unwrap());
    /// ```
    pub fn is_even(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        Ok(!self.even_part(g)?.1)
    }

    pub(super) fn even_part(&mut self, g: GameId) -> Result<(GameId, bool), CanonicalError> {
        if let Some(&p) = self.parity.get(&g) {
            return Ok(p);
        }
        let p = self.partner(g)?;
        let v = if self.birthday(p) < self.birthday(g) {
            (p, true)
        } else {
            (g, false)
        };
        self.parity.insert(g, v);
        Ok(v)
    }
}

/// The predicates of a form, as CGSuite's `MisereCanonicalGame` names them (see each
/// method of [`MisereStore`] for its definition and source).
///
/// ```
/// let mut s = grundy_misere::canonical::MisereStore::new();
/// let g = s.parse("*[2#0]").unwrap(); // {0, {*2}}: G⁺ = 1, G⁻ = 2
/// let p = s.predicates(g).unwrap();
/// assert!(p.restive && !p.tame && p.even && !p.nim_heap);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Predicates {
    /// `IsTame`: hereditarily tame ([`MisereStore::is_tame`]).
    pub tame: bool,
    /// `IsGenerallyTame`: tame through reversible options too
    /// ([`MisereStore::is_generally_tame`]).
    pub generally_tame: bool,
    /// `IsHalfTame`: `G + G` is tame ([`MisereStore::is_half_tame`]).
    pub half_tame: bool,
    /// `IsRestive` ([`MisereStore::is_restive`]).
    pub restive: bool,
    /// `IsRestless` ([`MisereStore::is_restless`]).
    pub restless: bool,
    /// `IsExtraverted` ([`MisereStore::is_extraverted`]).
    pub extraverted: bool,
    /// `IsIntroverted` ([`MisereStore::is_introverted`]).
    pub introverted: bool,
    /// `IsEven` ([`MisereStore::is_even`]); `IsOdd` is its negation.
    pub even: bool,
    /// `IsNimHeap`: the form is a nim heap `*n`.
    pub nim_heap: bool,
    /// The form is a misère P-position.
    pub p_position: bool,
    /// `IsPrime`: not `0` or `*`, and no proper part ([`MisereStore::is_prime`]).
    pub prime: bool,
    /// `IsTameable` ([`MisereStore::is_tameable`]).
    pub tameable: bool,
}

/// Whether `(G⁺, G⁻)` is a pair of a Nim position: `(a, a)`, `(0, 1)` or `(1, 0)`.
fn tame_pair(plus: u32, minus: u32) -> bool {
    plus == minus || (plus < 2 && minus < 2)
}

impl MisereStore {
    /// The followers of `g` (itself included), each after its options: sorted by birthday.
    pub(super) fn followers_bottom_up(&self, g: GameId) -> Vec<GameId> {
        let mut seen = HashSet::new();
        let mut work = vec![g];
        let mut all = Vec::new();
        while let Some(x) = work.pop() {
            if seen.insert(x) {
                all.push(x);
                work.extend(self.node(x).options.iter().copied());
            }
        }
        all.sort_by_key(|&x| (self.birthday(x), x));
        all
    }

    /// Conway's genus `g^{γ₀γ₁…}` of the form ([`Genus`]: its normal nim value and the
    /// misère nim values of its sums with heaps of `*2`), from its options' genera.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[2[2]]").unwrap();
    /// assert_eq!(s.genus(g).to_string(), "0^{02}");
    /// ```
    pub fn genus(&mut self, g: GameId) -> Genus {
        for x in self.followers_bottom_up(g) {
            if self.genera.contains_key(&x) {
                continue;
            }
            let genus = {
                let options: Vec<&Genus> = self
                    .node(x)
                    .options
                    .iter()
                    .filter_map(|o| self.genera.get(o))
                    .collect();
                Genus::from_options(options)
            };
            self.genera.insert(x, genus);
        }
        self.genera.get(&g).cloned().unwrap_or_else(Genus::terminal)
    }

    /// CGSuite's `IsTame`: the form is *hereditarily tame* — it and every follower have a
    /// tame genus, that of a Nim position (`0^{120}`, `1^{031}` or `a^{a,a⊕2}`; ONAG
    /// ch. 12, *Winning Ways* ch. 13). Equivalently every option is tame and `(G⁺, G⁻)` is
    /// `(a, a)`, `(0, 1)` or `(1, 0)`; a sum of tame games is played as misère Nim.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let twice = s.parse("*[2[2]]").unwrap(); // *2 + *2: tame, genus 0^{02}
    /// let restive = s.parse("*[2#0]").unwrap(); // {0, {*2}}: genus 1^{20}, not tame
    /// assert!(s.is_tame(twice) && !s.is_tame(restive));
    /// ```
    pub fn is_tame(&self, g: GameId) -> bool {
        self.followers_bottom_up(g)
            .into_iter()
            .all(|x| tame_pair(self.normal_nim_value(x), self.misere_nim_value(x)))
    }

    /// CGSuite's `IsHalfTame`: `G + G` is tame ([`MisereStore::is_tame`]). A tame game is
    /// half-tame (a sum of tame games is tame); the restive `{0, {*2}}` is not (its double
    /// is only generally tame).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let twice = s.parse("*[2[2]]").unwrap();
    /// let restive = s.parse("*[2#0]").unwrap();
    /// assert!(s.is_half_tame(twice).unwrap() && !s.is_half_tame(restive).unwrap());
    /// // A nim heap is tame, so half-tame at once: its double is never formed.
    /// let heap = s.nim_heap(60).unwrap();
    /// assert!(s.is_half_tame(heap).unwrap());
    /// ```
    ///
    /// # Errors
    /// [`CanonicalError`] when `G + G` cannot be reduced within the store's limits.
    pub fn is_half_tame(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        // (Without the sum: `*60 + *60` has 1,891 followers to reduce, minutes of work.)
        if self.is_tame(g) {
            return Ok(true);
        }
        let double = self.add(g, g)?;
        Ok(self.is_tame(double))
    }

    /// CGSuite's `IsGenerallyTame` (Dan Hoey's "reversibly tame" phylum, with the
    /// hereditarily tame games): `(G⁺, G⁻)` is a tame pair, and either every option is
    /// generally tame, or each option that is not has a generally tame option `G″` with
    /// `(G″⁺, G″⁻) = (G⁺, G⁻)` (a reversible move, in Conway's sense, for tame play) and the
    /// generally tame options alone give `G⁺` and `G⁻` as their mex.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// // {{0, {*2}}} has the pair (0, 0); its one option 2#0 is restive, and reverses
    /// // through its option 2#, tame of the same pair (0, 0).
    /// let g = s.parse("*[(2#0)#]").unwrap();
    /// assert!(s.is_generally_tame(g) && !s.is_tame(g));
    /// ```
    pub fn is_generally_tame(&mut self, g: GameId) -> bool {
        for x in self.followers_bottom_up(g) {
            if self.generally_tame.contains_key(&x) {
                continue;
            }
            let v = self.generally_tame_from_options(x);
            self.generally_tame.insert(x, v);
        }
        self.generally_tame.get(&g).copied().unwrap_or(false)
    }

    /// The rule of [`Self::is_generally_tame`], the options' answers known.
    fn generally_tame_from_options(&self, x: GameId) -> bool {
        let (plus, minus) = (self.normal_nim_value(x), self.misere_nim_value(x));
        if !tame_pair(plus, minus) {
            return false;
        }
        let known = |o: &GameId| self.generally_tame.get(o).copied().unwrap_or(false);
        let options = &self.node(x).options;
        if options.iter().all(known) {
            return true;
        }
        let reversible = options.iter().filter(|o| !known(o)).all(|&o| {
            self.node(o).options.iter().any(|o2| {
                known(o2)
                    && self.normal_nim_value(*o2) == plus
                    && self.misere_nim_value(*o2) == minus
            })
        });
        let tame: Vec<GameId> = options.iter().copied().filter(known).collect();
        reversible
            && mex(tame.iter().map(|&o| self.normal_nim_value(o))) == plus
            && mex(tame.iter().map(|&o| self.misere_nim_value(o))) == minus
    }

    /// CGSuite's `IsRestive` (hereditarily restive, Hoey's phylum; *Winning Ways* ch. 13,
    /// ONAG ch. 12): every option is tame ([`Self::is_tame`]), `G⁺` is 0 or 1 and `G⁻` is 2
    /// or more — a game that plays like a Nim heap in normal play but not in misère play.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[2#0]").unwrap(); // {0, 2#}: G⁺ = 1, G⁻ = 2, options tame
    /// assert!(s.is_restive(g));
    /// let r = s.parse("*[2#1]").unwrap(); // {*, 2#}: G⁺ = 2, G⁻ = 1
    /// assert!(!s.is_restive(r));
    /// ```
    pub fn is_restive(&self, g: GameId) -> bool {
        self.normal_nim_value(g) < 2
            && self.misere_nim_value(g) >= 2
            && self.node(g).options.iter().all(|&o| self.is_tame(o))
    }

    /// CGSuite's `IsRestless` (Hoey's phylum; *Winning Ways* ch. 13): every option is
    /// generally tame ([`Self::is_generally_tame`]), `G⁻` is 0 or 1 and `G⁺` is 2 or
    /// more — the reverse of a restive game.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[2#1]").unwrap(); // {*, 2#}: G⁺ = 2, G⁻ = 1, options tame
    /// assert!(s.is_restless(g));
    /// let r = s.parse("*[2#0]").unwrap();
    /// assert!(!s.is_restless(r));
    /// ```
    pub fn is_restless(&mut self, g: GameId) -> bool {
        if self.normal_nim_value(g) < 2 || self.misere_nim_value(g) >= 2 {
            return false;
        }
        let options = self.node(g).options.clone();
        options.into_iter().all(|o| self.is_generally_tame(o))
    }

    /// CGSuite's `MisereMinus`, the *difference* `g − h`: the game `X` with `h + X ≡ g`
    /// (then `h` is a *part* of `g`, ONAG ch. 12), or `None` when no such `X` was found.
    /// Misère play has no negatives (only `*` undoes itself: `* + * ≡ 0`), so `g − h`
    /// exists only for some pairs; when it exists it is unique (Conway's cancellation).
    /// `X` is looked for among the followers of `g` and of `g + *` and those plus `*`,
    /// with the normal nim value `g⁺ ⊕ h⁺` (tested complete on every pair of games born by
    /// day 4), then from the splits of `g` into two parts ([`Self::parts`]). Bounded by
    /// the store's limits ([`CanonicalError::TooLarge`], [`CanonicalError::TooManySums`]).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, three) = (s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap());
    /// let twice = s.add(two, two).unwrap();
    /// assert_eq!(s.difference(twice, two).unwrap(), Some(two));
    /// let star = s.nim_heap(1).unwrap();
    /// assert_eq!(s.difference(s.zero(), star).unwrap(), Some(star)); // 0 − * = *
    /// assert_eq!(s.difference(two, three).unwrap(), Some(star));
    /// assert_eq!(s.difference(s.zero(), two).unwrap(), None); // *2 has no negative
    /// ```
    pub fn difference(&mut self, g: GameId, h: GameId) -> Result<Option<GameId>, CanonicalError> {
        if let Some(x) = self.difference_by_search(g, h)? {
            return Ok(Some(x));
        }
        // Not among those followers (`*[2[#2]] − *[2[2]]` is born later than either):
        // from the splits of g's even part into two even parts (parts.rs), when h's even
        // part is one of them — with * added when g and h differ in parity.
        let (ge, g_odd) = self.even_part(g)?;
        let (he, h_odd) = self.even_part(h)?;
        let zero = self.zero();
        let mut work = 0usize;
        let even = if he == ge {
            Some(zero)
        } else if he == zero {
            Some(ge)
        } else {
            self.splits(ge, &mut work)?
                .into_iter()
                .find_map(|(a, b)| (a == he).then_some(b).or((b == he).then_some(a)))
        };
        let Some(even) = even else {
            return Ok(None);
        };
        let x = if g_odd == h_odd {
            even
        } else {
            let star = self.nim_heap(1)?;
            self.add(even, star)?
        };
        // (Checked as a sum: a difference, when it exists, is unique.)
        Ok((self.add(h, x)? == g).then_some(x))
    }

    /// [`Self::difference`] among the followers of `g` and of `g + *` (and those plus `*`)
    /// only, the search the splits of [`Self::parts`] also use.
    pub(super) fn difference_by_search(
        &mut self,
        g: GameId,
        h: GameId,
    ) -> Result<Option<GameId>, CanonicalError> {
        let mut memo = HashMap::new();
        let mut work = 0usize;
        self.difference_in(g, h, &mut memo, &mut work)
    }

    /// [`Self::difference`] with the pairs already tried and the work done so far.
    fn difference_in(
        &mut self,
        g: GameId,
        h: GameId,
        memo: &mut HashMap<(GameId, GameId), Option<GameId>>,
        work: &mut usize,
    ) -> Result<Option<GameId>, CanonicalError> {
        if h == GameId(0) {
            return Ok(Some(g));
        }
        if g == h {
            return Ok(Some(GameId(0)));
        }
        if let Some(&d) = memo.get(&(g, h)) {
            return Ok(d);
        }
        *work += 1;
        if *work > MAX_DIFFERENCE_PAIRS {
            return Err(CanonicalError::TooMuchWork {
                limit: MAX_DIFFERENCE_PAIRS,
            });
        }
        // Tried first so that a pair met again in the recursion below ends there.
        memo.insert((g, h), None);
        let want = self.normal_nim_value(g) ^ self.normal_nim_value(h);
        // Among the followers of g and of g + * (and those plus *)…
        let partner = self.partner(g)?;
        let mut seen = HashSet::new();
        let mut candidates = Vec::new();
        for top in [g, partner] {
            for y in self.followers_bottom_up(top) {
                let y_star = self.partner(y)?;
                for c in [y, y_star] {
                    if self.normal_nim_value(c) == want && seen.insert(c) {
                        candidates.push(c);
                    }
                }
            }
        }
        candidates.sort_by_key(|&c| (self.birthday(c), c));
        for c in candidates {
            if self.add(h, c)? == g {
                memo.insert((g, h), Some(c));
                return Ok(Some(c));
            }
        }
        // …else Conway's construction: X = {G′ − H, G − H′}, when every one exists.
        let mut options = Vec::new();
        for g1 in self.node(g).options.clone() {
            match self.difference_in(g1, h, memo, work)? {
                Some(d) => options.push(d),
                None => return Ok(None),
            }
        }
        for h1 in self.node(h).options.clone() {
            match self.difference_in(g, h1, memo, work)? {
                Some(d) => options.push(d),
                None => return Ok(None),
            }
        }
        let x = self.from_options(&options)?;
        let found = (self.add(h, x)? == g).then_some(x);
        memo.insert((g, h), found);
        Ok(found)
    }

    /// Whether `h` is a *part* of `g`: `g − h` exists ([`Self::difference`]).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, three, four) = (s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap(), s.nim_heap(4).unwrap());
    /// assert!(s.is_part(three, two).unwrap()); // *3 = *2 + *
    /// assert!(s.is_part(two, three).unwrap()); // *2 = *3 + * too
    /// assert!(!s.is_part(four, two).unwrap());
    /// ```
    pub fn is_part(&mut self, g: GameId, h: GameId) -> Result<bool, CanonicalError> {
        Ok(self.difference(g, h)?.is_some())
    }

    /// CGSuite's `IsExtraverted` (ONAG ch. 12): `g` is a part of `{g}`, the game whose
    /// only option is `g` (by Conway's extraversion–introversion theorem, equivalently each
    /// option of `g` is a part of `g`).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, four) = (s.nim_heap(2).unwrap(), s.nim_heap(4).unwrap());
    /// assert!(s.is_extraverted(two).unwrap()); // *2 is a part of 2# = {*2}
    /// assert!(!s.is_extraverted(four).unwrap()); // *2 is not a part of *4
    /// ```
    pub fn is_extraverted(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        let up = self.from_options(&[g])?;
        self.is_part(up, g)
    }

    /// CGSuite's `IsIntroverted` (ONAG ch. 12): `g` is a part of each of its options. By
    /// Conway's extraversion–introversion theorem only `0` and `*` are.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (star, two) = (s.nim_heap(1).unwrap(), s.nim_heap(2).unwrap());
    /// assert!(s.is_introverted(star).unwrap() && !s.is_introverted(two).unwrap());
    /// ```
    pub fn is_introverted(&mut self, g: GameId) -> Result<bool, CanonicalError> {
        for o in self.node(g).options.clone() {
            if !self.is_part(o, g)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Every predicate of the form at once ([`Predicates`]).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.nim_heap(3).unwrap();
    /// let p = s.predicates(g).unwrap();
    /// assert!(p.tame && p.nim_heap && !p.even && !p.p_position);
    /// ```
    pub fn predicates(&mut self, g: GameId) -> Result<Predicates, CanonicalError> {
        Ok(Predicates {
            tame: self.is_tame(g),
            generally_tame: self.is_generally_tame(g),
            half_tame: self.is_half_tame(g)?,
            restive: self.is_restive(g),
            restless: self.is_restless(g),
            extraverted: self.is_extraverted(g)?,
            introverted: self.is_introverted(g)?,
            even: self.is_even(g)?,
            nim_heap: self.nim_heap_size(g).is_some(),
            p_position: self.is_p_position(g),
            prime: self.is_prime(g)?,
            tameable: self.is_tameable(g),
        })
    }
}
