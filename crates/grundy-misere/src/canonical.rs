//! Misère canonical forms of finite impartial games (Conway, *On Numbers and Games*, ch. 12;
//! the theory CGSuite's `MisereCanonicalGame` implements).
//!
//! Two games `G` and `H` are *misère-equivalent* when `G + X` and `H + X` have the same
//! misère outcome for every game `X`. Conway proved that every finite impartial game has a
//! unique *simplest form* in its class, reached by bypassing reversible options: an option
//! `G'` is reversible when it has an option `G''` equivalent to `G` itself (with the
//! *proviso* of the endgame — see below). Two games are equivalent exactly when their
//! simplest forms are identical, so a [`MisereStore`] keeps each simplest form once
//! (hash-consed: a form is the set of its options' forms) and equivalence is equality of
//! [`GameId`]s.
//!
//! How a form is built here. Given a set `S` of canonical forms, the game `G = {S}`:
//! 1. if some `G''` (an option of an option) is equivalent to `G`, the form of `G` *is*
//!    that `G''` (forms are unique, and `G''` is already canonical);
//! 2. otherwise `G` has no reversible option and `S` is its simplest form.
//!
//! Whether `G ≡ H` (with `H` canonical) is decided from the options alone, by two facts
//! proved by taking a smallest distinguishing game:
//! * `G ≢ H` exactly when `G` is *linked* to some `H'` or `H` to some `G'`, or one of
//!   them is `0 = {}` and the other a misère P-position (this last clause is the
//!   endgame proviso: `0` is the one game where the player to move wins by having no move);
//! * `G` and `H` are linked (some `T` makes `G + T` and `H + T` both P-positions) exactly
//!   when no `G'` is equivalent to `H` and no `H'` to `G` (Conway).
//!
//! So `0 ≡ {S}` exactly when `{S}` is an N-position and every option in `S` has `0` as an
//! option — `{*} ≡ 0` is why `* + * ≡ 0` in misère play, while `*2 + *2` is a P-position
//! equivalent to no nim heap.
//!
//! The notation is CGSuite's: `*[…]` around a name in which a digit `n` is the nim heap
//! `*n` (`&12;` from 10 on), `x#` is the game whose only option is `x`, a run of names is
//! the game with those options (a run inside an option is parenthesized), and a subscript
//! `x[…]` adds to `x` the heaps its digits name (`x[2]` is `x + *2`, `x[1]` is `x + *`)
//! and applies its `#`s in turn. Options are written largest first in CGSuite's order
//! (birthday, number of options, normal and misère nim values, then the options).
//!
//! ```
//! use grundy_misere::canonical::MisereStore;
//! let mut s = MisereStore::new();
//! let star = s.nim_heap(1).unwrap();
//! let two = s.nim_heap(2).unwrap();
//! // In misère play * + * is equivalent to 0, but *2 + *2 is a P-position unlike 0.
//! assert_eq!(s.add(star, star).unwrap(), s.zero());
//! let twice = s.add(two, two).unwrap();
//! assert_ne!(twice, s.zero());
//! assert!(s.is_p_position(twice));
//! assert_eq!(s.notation(twice).unwrap(), "*[2[2]]");
//! assert_eq!(s.parse("*[2[2]]").unwrap(), twice);
//! ```

use grundy_core::outcome::Outcome;
use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use thiserror::Error;

/// The most canonical forms a [`MisereStore`] keeps by default (each form is a node).
pub const DEFAULT_MAX_FORMS: usize = 2_000_000;

/// The longest notation [`MisereStore::name`] writes (characters): a form is a DAG, its
/// name a tree, which can be much larger.
pub const MAX_NOTATION_CHARS: usize = 1_000_000;

/// A misère canonical form kept in a [`MisereStore`]: two ids of one store are equal
/// exactly when their games are misère-equivalent. An id means nothing to another store.
///
/// ```
/// use grundy_misere::canonical::MisereStore;
/// let s = MisereStore::new();
/// assert_eq!(s.zero().index(), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

impl GameId {
    /// The id's place in its store (0 is the game `0`).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a canonical form could not be built or read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum CanonicalError {
    /// More distinct canonical forms were needed than the store's limit.
    TooLarge {
        /// The limit.
        limit: usize,
    },
    /// The text is not a game in CGSuite's notation.
    Syntax {
        /// The text.
        text: String,
        /// The character (counted from 1) where reading stopped.
        at: usize,
    },
    /// The form's name would be longer than [`MAX_NOTATION_CHARS`].
    TooLong {
        /// The limit (characters).
        limit: usize,
    },
    /// A subscript `x[-n]` names `x − *n`, and no game `y` with `y + *n ≡ x` was found.
    NoDifference {
        /// The text.
        text: String,
    },
}

impl crate::i18n::errors::Localized for CanonicalError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self {
            Self::TooLarge { limit } => t!(lang, "err-canonical-too-large", limit = *limit),
            Self::TooLong { limit } => t!(lang, "err-canonical-too-long", limit = *limit),
            Self::Syntax { text, at } => t!(lang, "err-canonical-syntax", text = text, at = *at),
            Self::NoDifference { text } => t!(lang, "err-canonical-no-difference", text = text),
        }
    }
}
grundy_core::localized_error!(CanonicalError);

#[derive(Debug, Clone)]
struct Node {
    /// The options, sorted by id.
    options: Vec<GameId>,
    birthday: u32,
    /// Conway's misère nim value G⁻ (0 exactly for misère P-positions).
    misere_nim: u32,
    /// The normal-play nim value G⁺.
    normal_nim: u32,
}

static EMPTY: Node = Node {
    options: Vec::new(),
    birthday: 0,
    misere_nim: 1,
    normal_nim: 0,
};

/// A hash-consed store of misère canonical forms, with the operations of the theory: sums,
/// mates, distinguishers, links, the notation both ways. Bounded by a number of forms
/// ([`MisereStore::with_limit`]); beyond it every building operation answers
/// [`CanonicalError::TooLarge`]. No I/O.
///
/// ```
/// use grundy_misere::canonical::MisereStore;
/// let mut s = MisereStore::new();
/// let two = s.nim_heap(2).unwrap();
/// let g = s.from_options(&[two]).unwrap(); // {*2}, written 2#
/// assert_eq!(s.notation(g).unwrap(), "*[2#]");
/// assert_eq!(s.birthday(g), 3);
/// assert!(s.is_p_position(g));
/// ```
#[derive(Debug, Clone)]
pub struct MisereStore {
    nodes: Vec<Node>,
    index: HashMap<Vec<GameId>, GameId>,
    reduced: HashMap<Vec<GameId>, GameId>,
    sums: HashMap<(GameId, GameId), GameId>,
    mates: HashMap<GameId, GameId>,
    /// `g ↦ (even part, g is odd)`.
    parity: HashMap<GameId, (GameId, bool)>,
    heaps: Vec<GameId>,
    limit: usize,
}

impl Default for MisereStore {
    fn default() -> Self {
        Self::new()
    }
}

impl MisereStore {
    /// A store holding only `0`, bounded by [`DEFAULT_MAX_FORMS`].
    ///
    /// ```
    /// let s = grundy_misere::canonical::MisereStore::new();
    /// assert_eq!(s.len(), 1);
    /// ```
    pub fn new() -> Self {
        Self::with_limit(DEFAULT_MAX_FORMS)
    }

    /// A store holding only `0`, that keeps at most `limit` forms (at least 2: `0`, `*`).
    ///
    /// ```
    /// use grundy_misere::canonical::{CanonicalError, MisereStore};
    /// let mut s = MisereStore::with_limit(4);
    /// assert_eq!(s.nim_heap(9), Err(CanonicalError::TooLarge { limit: 4 }));
    /// ```
    pub fn with_limit(limit: usize) -> Self {
        let mut s = MisereStore {
            nodes: vec![EMPTY.clone()],
            index: HashMap::new(),
            reduced: HashMap::new(),
            sums: HashMap::new(),
            mates: HashMap::new(),
            parity: HashMap::new(),
            heaps: vec![GameId(0)],
            limit: limit.max(2),
        };
        s.index.insert(Vec::new(), GameId(0));
        s
    }

    /// How many forms the store holds.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// s.nim_heap(3).unwrap();
    /// assert_eq!(s.len(), 4); // 0, *, *2, *3
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the store holds only `0` (never: it always holds `0`, so this is `false`).
    ///
    /// ```
    /// assert!(!grundy_misere::canonical::MisereStore::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The most forms the store keeps.
    ///
    /// ```
    /// assert_eq!(grundy_misere::canonical::MisereStore::with_limit(10).limit(), 10);
    /// ```
    pub fn limit(&self) -> usize {
        self.limit
    }

    fn node(&self, g: GameId) -> &Node {
        self.nodes.get(g.index()).unwrap_or(&EMPTY)
    }

    /// The game `0 = {}`.
    ///
    /// ```
    /// let s = grundy_misere::canonical::MisereStore::new();
    /// assert!(s.options(s.zero()).is_empty());
    /// ```
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// The options of a form (each a canonical form), in the store's order.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let three = s.nim_heap(3).unwrap();
    /// assert_eq!(s.options(three).len(), 3);
    /// ```
    pub fn options(&self, g: GameId) -> &[GameId] {
        &self.node(g).options
    }

    /// The birthday: 0 for `0`, else one more than the largest birthday of an option.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let five = s.nim_heap(5).unwrap();
    /// assert_eq!(s.birthday(five), 5);
    /// ```
    pub fn birthday(&self, g: GameId) -> u32 {
        self.node(g).birthday
    }

    /// Whether the game is a misère P-position (the player to move loses, playing it alone).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// assert!(s.is_p_position(star));
    /// assert!(!s.is_p_position(s.zero()));
    /// ```
    pub fn is_p_position(&self, g: GameId) -> bool {
        self.node(g).misere_nim == 0
    }

    /// The misère outcome of the game alone (`P` or `N`).
    ///
    /// ```
    /// use grundy_core::outcome::Outcome;
    /// let s = grundy_misere::canonical::MisereStore::new();
    /// assert_eq!(s.misere_outcome(s.zero()), Outcome::N);
    /// ```
    pub fn misere_outcome(&self, g: GameId) -> Outcome {
        if self.is_p_position(g) {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Conway's misère nim value `G⁻` (the first number of the genus): 1 for `0`, else the
    /// mex of the options' values; 0 exactly for P-positions.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// assert_eq!((s.misere_nim_value(s.zero()), s.misere_nim_value(star)), (1, 0));
    /// ```
    pub fn misere_nim_value(&self, g: GameId) -> u32 {
        self.node(g).misere_nim
    }

    /// The normal-play nim value `G⁺` (misère-equivalent games have the same one).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let four = s.nim_heap(4).unwrap();
    /// assert_eq!(s.normal_nim_value(four), 4);
    /// ```
    pub fn normal_nim_value(&self, g: GameId) -> u32 {
        self.node(g).normal_nim
    }

    fn has_option(&self, g: GameId, x: GameId) -> bool {
        self.node(g).options.binary_search(&x).is_ok()
    }

    /// The nim heap `*n` (heaps are canonical as they are).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let two = s.nim_heap(2).unwrap();
    /// assert_eq!(s.nim_heap_size(two), Some(2));
    /// ```
    pub fn nim_heap(&mut self, n: u32) -> Result<GameId, CanonicalError> {
        while self.heaps.len() <= n as usize {
            let opts = self.heaps.clone();
            let h = self.from_options(&opts)?;
            self.heaps.push(h);
        }
        Ok(self.heaps.get(n as usize).copied().unwrap_or(GameId(0)))
    }

    /// `Some(n)` when the game is (equivalent to) the nim heap `*n`.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let two = s.nim_heap(2).unwrap();
    /// let g = s.from_options(&[two]).unwrap();
    /// assert_eq!(s.nim_heap_size(g), None);
    /// ```
    pub fn nim_heap_size(&self, g: GameId) -> Option<u32> {
        let n = self.node(g).options.len();
        // *n has exactly the n heaps below it as options.
        (n == self.birthday(g) as usize
            && self
                .node(g)
                .options
                .iter()
                .all(|&o| self.nim_heap_size(o).is_some()))
        .then_some(n as u32)
    }

    /// The canonical form of the game whose options are (the games of) `options`:
    /// duplicates are ignored, reversible options bypassed.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// // {*} is equivalent to 0 in misère play; {0, *2} to *.
    /// assert_eq!(s.from_options(&[star]).unwrap(), s.zero());
    /// let two = s.nim_heap(2).unwrap();
    /// assert_eq!(s.from_options(&[s.zero(), two]).unwrap(), star);
    /// ```
    pub fn from_options(&mut self, options: &[GameId]) -> Result<GameId, CanonicalError> {
        let mut set: Vec<GameId> = options
            .iter()
            .copied()
            .filter(|g| g.index() < self.nodes.len())
            .collect();
        set.sort_unstable();
        set.dedup();
        if let Some(&g) = self.index.get(&set) {
            return Ok(g);
        }
        if let Some(&g) = self.reduced.get(&set) {
            return Ok(g);
        }
        let mut memo = HashMap::new();
        for &a in &set {
            for &b in &self.node(a).options {
                if self.equals_set(&set, b, &mut memo) {
                    if self.nodes.len() + self.reduced.len() >= self.limit.saturating_mul(4) {
                        self.reduced.clear();
                    }
                    self.reduced.insert(set, b);
                    return Ok(b);
                }
            }
        }
        self.intern(set)
    }

    fn intern(&mut self, set: Vec<GameId>) -> Result<GameId, CanonicalError> {
        if self.nodes.len() >= self.limit {
            return Err(CanonicalError::TooLarge { limit: self.limit });
        }
        let birthday = set.iter().map(|&o| self.birthday(o) + 1).max().unwrap_or(0);
        let misere_nim = if set.is_empty() {
            1
        } else {
            mex(set.iter().map(|&o| self.node(o).misere_nim))
        };
        let normal_nim = mex(set.iter().map(|&o| self.node(o).normal_nim));
        let id = GameId(self.nodes.len() as u32);
        self.nodes.push(Node {
            options: set.clone(),
            birthday,
            misere_nim,
            normal_nim,
        });
        self.index.insert(set, id);
        Ok(id)
    }

    /// Whether `G = {set}` (options canonical) is equivalent to the canonical `h`.
    fn equals_set(&self, set: &[GameId], h: GameId, memo: &mut HashMap<GameId, bool>) -> bool {
        if let Some(&v) = memo.get(&h) {
            return v;
        }
        let v = self.equals_set_uncached(set, h, memo);
        memo.insert(h, v);
        v
    }

    fn equals_set_uncached(
        &self,
        set: &[GameId],
        h: GameId,
        memo: &mut HashMap<GameId, bool>,
    ) -> bool {
        let h_options = &self.node(h).options;
        if set.is_empty() || h_options.is_empty() {
            // The proviso: 0 is an N-position with no option; a P-position is never 0.
            let g_is_p = !set.is_empty() && set.iter().all(|&o| !self.is_p_position(o));
            let h_is_p = self.is_p_position(h);
            if (h_options.is_empty() && g_is_p) || (set.is_empty() && h_is_p) {
                return false;
            }
        }
        // No G' may be linked to H: for canonical forms, linked unless one is an option
        // of the other.
        if !set
            .iter()
            .all(|&g1| self.has_option(h, g1) || self.has_option(g1, h))
        {
            return false;
        }
        // No H' may be linked to G: some G' ≡ H' (identical forms) or some H'' ≡ G.
        h_options.iter().all(|&h1| {
            set.binary_search(&h1).is_ok()
                || self
                    .node(h1)
                    .options
                    .iter()
                    .any(|&h2| self.equals_set(set, h2, memo))
        })
    }

    /// The misère sum `g + h`.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, three) = (s.nim_heap(2).unwrap(), s.nim_heap(3).unwrap());
    /// let star = s.nim_heap(1).unwrap();
    /// assert_eq!(s.add(two, star).unwrap(), three);
    /// ```
    pub fn add(&mut self, g: GameId, h: GameId) -> Result<GameId, CanonicalError> {
        if g == GameId(0) {
            return Ok(h);
        }
        if h == GameId(0) {
            return Ok(g);
        }
        let key = (g.min(h), g.max(h));
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let mut opts = Vec::new();
        for g1 in self.node(g).options.clone() {
            opts.push(self.add(g1, h)?);
        }
        for h1 in self.node(h).options.clone() {
            opts.push(self.add(g, h1)?);
        }
        let s = self.from_options(&opts)?;
        self.sums.insert(key, s);
        Ok(s)
    }

    /// The sum of several forms (`0` for none).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let star = s.nim_heap(1).unwrap();
    /// assert_eq!(s.sum(&[star, star, star]).unwrap(), star);
    /// ```
    pub fn sum(&mut self, games: &[GameId]) -> Result<GameId, CanonicalError> {
        games.iter().try_fold(GameId(0), |acc, &g| self.add(acc, g))
    }

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
    /// P-positions. For canonical forms: neither is an option of the other (Conway).
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
    fn partner(&mut self, g: GameId) -> Result<GameId, CanonicalError> {
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

    fn even_part(&mut self, g: GameId) -> Result<(GameId, bool), CanonicalError> {
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

    /// Computes the parity of every form the order of `g`'s notation looks at.
    fn prepare_order(&mut self, g: GameId) -> Result<(), CanonicalError> {
        let mut seen = HashSet::new();
        let mut work = vec![g];
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let (e, _) = self.even_part(x)?;
            work.push(e);
            work.extend(self.node(x).options.iter().copied());
        }
        Ok(())
    }

    /// CGSuite's order of forms (even parts by birthday, number of options, `G⁺`, `G⁻`,
    /// options; then even before odd). Needs [`Self::prepare_order`].
    fn order(&self, a: GameId, b: GameId) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let (ea, oa) = self.parity.get(&a).copied().unwrap_or((a, false));
        let (eb, ob) = self.parity.get(&b).copied().unwrap_or((b, false));
        if ea == eb {
            return oa.cmp(&ob);
        }
        let (na, nb) = (self.node(ea), self.node(eb));
        na.birthday
            .cmp(&nb.birthday)
            .then(na.options.len().cmp(&nb.options.len()))
            .then(na.normal_nim.cmp(&nb.normal_nim))
            .then(na.misere_nim.cmp(&nb.misere_nim))
            .then_with(|| {
                let (sa, sb) = (self.sorted_options(ea), self.sorted_options(eb));
                sa.iter()
                    .zip(sb.iter())
                    .map(|(&x, &y)| self.order(x, y))
                    .find(|o| *o != Ordering::Equal)
                    .unwrap_or(Ordering::Equal)
            })
            .then(ea.cmp(&eb))
    }

    fn sorted_options(&self, g: GameId) -> Vec<GameId> {
        let mut v = self.node(g).options.clone();
        v.sort_by(|&x, &y| self.order(x, y));
        v
    }

    /// The options of `g` in CGSuite's order, largest first (the order of the notation).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[2[2]321]").unwrap();
    /// let names: Vec<String> = s
    ///     .options_in_order(g)
    ///     .unwrap()
    ///     .into_iter()
    ///     .map(|o| s.notation(o).unwrap())
    ///     .collect();
    /// assert_eq!(names, ["*[2[2]]", "*[3]", "*[2]", "*[1]"]);
    /// ```
    pub fn options_in_order(&mut self, g: GameId) -> Result<Vec<GameId>, CanonicalError> {
        self.prepare_order(g)?;
        let mut v = self.sorted_options(g);
        v.reverse();
        Ok(v)
    }

    /// `y` with `y + *n ≡ g` and a smaller birthday than `g`, looked for among the
    /// positions of `g` (those whose normal nim value and birthday allow it).
    fn part(&mut self, g: GameId, n: u32) -> Result<Option<GameId>, CanonicalError> {
        let heap = self.nim_heap(n)?;
        let b = self.birthday(g);
        let want = self.normal_nim_value(g) ^ n;
        let mut seen = HashSet::new();
        let mut work: Vec<GameId> = self.node(g).options.clone();
        let mut candidates = Vec::new();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let bx = self.birthday(x);
            if bx < b && bx + n >= b && self.normal_nim_value(x) == want {
                candidates.push(x);
            }
            work.extend(self.node(x).options.iter().copied());
        }
        candidates.sort_unstable();
        for y in candidates {
            if self.add(y, heap)? == g {
                return Ok(Some(y));
            }
        }
        Ok(None)
    }

    /// `y` with `y + *n ≡ g`, looked for among the positions of `g` and then among all
    /// the forms the store holds (a name written by this store, `x[-n]`, names a form it
    /// holds).
    fn difference(&mut self, g: GameId, n: u32) -> Result<Option<GameId>, CanonicalError> {
        if let Some(y) = self.part(g, n)? {
            return Ok(Some(y));
        }
        let heap = self.nim_heap(n)?;
        let want = self.normal_nim_value(g) ^ n;
        let b = self.birthday(g);
        let candidates: Vec<GameId> = (0..self.nodes.len() as u32)
            .map(GameId)
            .filter(|&y| self.birthday(y) > b && self.normal_nim_value(y) == want)
            .collect();
        for y in candidates {
            if self.add(y, heap)? == g {
                return Ok(Some(y));
            }
        }
        Ok(None)
    }

    /// The form in CGSuite's notation (`*[0]`, `*[2#0]`, `*[2[2]321]` …).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let (two, zero) = (s.nim_heap(2).unwrap(), s.zero());
    /// let sharp = s.from_options(&[two]).unwrap();
    /// let g = s.from_options(&[sharp, zero]).unwrap();
    /// assert_eq!(s.notation(g).unwrap(), "*[2#0]");
    /// assert_eq!(s.notation(zero).unwrap(), "*[0]");
    /// ```
    pub fn notation(&mut self, g: GameId) -> Result<String, CanonicalError> {
        Ok(format!("*[{}]", self.name(g)?))
    }

    /// The form's name without the `*[…]` around it (`2#0`).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let two = s.nim_heap(2).unwrap();
    /// let twice = s.add(two, two).unwrap();
    /// assert_eq!(s.name(twice).unwrap(), "2[2]");
    /// ```
    pub fn name(&mut self, g: GameId) -> Result<String, CanonicalError> {
        self.prepare_order(g)?;
        let mut out = String::new();
        let mut open = false;
        self.write_name(g, false, &mut open, &mut out)?;
        if open {
            out.push(']');
        }
        Ok(out)
    }

    /// Writes `g`; `open` is on entry whether a subscript must be opened after the base,
    /// on exit whether one is open.
    fn write_name(
        &mut self,
        g: GameId,
        parenthesize: bool,
        open: &mut bool,
        out: &mut String,
    ) -> Result<(), CanonicalError> {
        if out.len() > MAX_NOTATION_CHARS {
            return Err(CanonicalError::TooLong {
                limit: MAX_NOTATION_CHARS,
            });
        }
        let b = self.birthday(g);
        if self.nim_heap_size(g) == Some(b) {
            out.push_str(&digit(b));
            if *open {
                out.push('[');
            }
            return Ok(());
        }
        let (even, odd) = self.even_part(g)?;
        let mut i = if odd { 3 } else { 2 };
        while i < b {
            if let Some(y) = self.part(g, i)? {
                *open = true;
                self.write_name(y, true, open, out)?;
                out.push_str(&digit(i));
                return Ok(());
            }
            let heap = self.nim_heap(i)?;
            let plus = self.add(g, heap)?;
            if self.birthday(plus) < b {
                // g = plus − *i, born after plus.
                *open = true;
                self.write_name(plus, true, open, out)?;
                out.push('-');
                out.push_str(&digit(i));
                return Ok(());
            }
            i += 2;
        }
        if odd {
            *open = true;
            self.write_name(even, true, open, out)?;
            out.push('1');
            return Ok(());
        }
        let mut opts = self.sorted_options(g);
        opts.reverse();
        if let [only] = opts[..] {
            self.write_name(only, true, open, out)?;
            out.push('#');
            return Ok(());
        }
        let was_open = *open;
        if parenthesize {
            out.push('(');
        }
        for o in opts {
            let mut sub = false;
            self.write_name(o, true, &mut sub, out)?;
            if sub {
                out.push(']');
            }
        }
        if parenthesize {
            out.push(')');
        }
        *open = was_open;
        if was_open {
            out.push('[');
        }
        Ok(())
    }

    /// Reads a form in CGSuite's notation, with or without the `*[…]` around it: digits
    /// (`&12;` for 12) are nim heaps, `x#` is `{x}`, a run of names is the game with those
    /// options, `(…)` groups a run, `x[…]` adds heaps (`x[2]` = `x + *2`), applies `#`s
    /// and subtracts heaps (`x[-2]`: the `y` with `y + *2 ≡ x`, looked for among `x`'s
    /// positions and the forms the store holds — so a name this store wrote reads back).
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let g = s.parse("*[(2#1)2##]").unwrap();
    /// assert_eq!(s.options(g).len(), 2);
    /// assert_eq!(s.notation(g).unwrap(), "*[(2#1)2##]");
    /// assert!(s.parse("*[2#").is_err());
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, CanonicalError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut p = Parser {
            chars: &chars,
            at: 0,
            text,
        };
        let wrapped = chars.first() == Some(&'*') && chars.get(1) == Some(&'[');
        if wrapped {
            p.at = 2;
        }
        let g = p.run(self, if wrapped { Some(']') } else { None })?;
        if wrapped {
            p.expect(']')?;
        }
        if p.at != chars.len() {
            return Err(p.error());
        }
        Ok(g)
    }
}

fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut v: Vec<u32> = values.collect();
    v.sort_unstable();
    v.dedup();
    let mut m = 0;
    for x in v {
        if x == m {
            m += 1;
        } else if x > m {
            break;
        }
    }
    m
}

fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

struct Parser<'a> {
    chars: &'a [char],
    at: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn error(&self) -> CanonicalError {
        CanonicalError::Syntax {
            text: self.text.to_string(),
            at: self.at + 1,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn expect(&mut self, c: char) -> Result<(), CanonicalError> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error())
        }
    }

    /// A run of names up to `end` (not consumed): one name is itself, more are options.
    fn run(&mut self, s: &mut MisereStore, end: Option<char>) -> Result<GameId, CanonicalError> {
        let mut terms = Vec::new();
        while self.peek().is_some() && self.peek() != end {
            terms.push(self.term(s)?);
        }
        match terms[..] {
            [] => Err(self.error()),
            [one] => Ok(one),
            _ => s.from_options(&terms),
        }
    }

    fn number(&mut self) -> Result<u32, CanonicalError> {
        match self.peek() {
            Some(c @ '0'..='9') => {
                self.at += 1;
                Ok(c as u32 - '0' as u32)
            }
            Some('&') => {
                self.at += 1;
                let start = self.at;
                while matches!(self.peek(), Some('0'..='9')) {
                    self.at += 1;
                }
                let digits: String = self
                    .chars
                    .get(start..self.at)
                    .unwrap_or(&[])
                    .iter()
                    .collect();
                let n = digits.parse::<u32>().map_err(|_| self.error())?;
                self.expect(';')?;
                Ok(n)
            }
            _ => Err(self.error()),
        }
    }

    fn term(&mut self, s: &mut MisereStore) -> Result<GameId, CanonicalError> {
        let mut g = if self.peek() == Some('(') {
            self.at += 1;
            let g = self.run(s, Some(')'))?;
            self.expect(')')?;
            g
        } else {
            let n = self.number()?;
            s.nim_heap(n)?
        };
        loop {
            match self.peek() {
                Some('#') => {
                    self.at += 1;
                    g = s.from_options(&[g])?;
                }
                Some('[') => {
                    self.at += 1;
                    while self.peek() != Some(']') {
                        match self.peek() {
                            Some('#') => {
                                self.at += 1;
                                g = s.from_options(&[g])?;
                            }
                            Some('-') => {
                                self.at += 1;
                                let n = self.number()?;
                                g = s.difference(g, n)?.ok_or_else(|| {
                                    CanonicalError::NoDifference {
                                        text: self.text.to_string(),
                                    }
                                })?;
                            }
                            _ => {
                                let n = self.number()?;
                                let h = s.nim_heap(n)?;
                                g = s.add(g, h)?;
                            }
                        }
                    }
                    self.at += 1;
                }
                _ => return Ok(g),
            }
        }
    }
}

#[cfg(test)]
mod tests;
