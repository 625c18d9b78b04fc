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

use crate::genus::Genus;
use grundy_core::outcome::Outcome;
use std::collections::{HashMap, HashSet};
use thiserror::Error;

pub use parts::{MAX_PARTITIONS, MAX_PART_SUMS};
pub use relations::{Predicates, MAX_DIFFERENCE_PAIRS};

/// The most canonical forms a [`MisereStore`] keeps by default (each form is a node).
pub const DEFAULT_MAX_FORMS: usize = 2_000_000;

/// The most steps of reduction a [`MisereStore`] takes by default over its life (a step: an
/// option of an option looked at while reducing a new form; see
/// [`MisereStore::set_max_steps`]).
pub const DEFAULT_MAX_STEPS: u64 = 100_000_000;

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
    /// Reducing the forms needed more steps than the store's limit.
    TooManySteps {
        /// The limit.
        limit: u64,
    },
    /// A difference needed more differences of followers than the limit.
    TooMuchWork {
        /// The limit (pairs of forms).
        limit: usize,
    },
    /// The parts or partitions of a form needed more sums of candidate parts (or more
    /// partitions) than the limit ([`MAX_PART_SUMS`], [`MAX_PARTITIONS`]).
    TooManySums {
        /// The limit (sums tried).
        limit: usize,
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
            Self::TooManySteps { limit } => {
                t!(lang, "err-canonical-too-many-steps", limit = *limit)
            }
            Self::TooMuchWork { limit } => t!(lang, "err-canonical-too-much-work", limit = *limit),
            Self::TooManySums { limit } => t!(lang, "err-canonical-too-many-sums", limit = *limit),
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
    /// The genera of the forms asked about (and their followers).
    genera: HashMap<GameId, Genus>,
    /// Whether each form asked about is generally tame (Hoey's phyla, as CGSuite).
    generally_tame: HashMap<GameId, bool>,
    /// Hoey's phyla of the forms asked about (and their followers).
    phyla: HashMap<GameId, phylum::Phylum>,
    /// The splits `(X, Y)`, `X + Y = e`, of the even forms asked about.
    split_memo: HashMap<GameId, Vec<(GameId, GameId)>>,
    limit: usize,
    /// The steps of reduction taken, and the most allowed.
    steps: u64,
    max_steps: u64,
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
            genera: HashMap::new(),
            generally_tame: HashMap::new(),
            phyla: HashMap::new(),
            split_memo: HashMap::new(),
            limit: limit.max(2),
            steps: 0,
            max_steps: DEFAULT_MAX_STEPS,
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

    /// Sets the most steps of reduction the store takes over its life (by default
    /// [`DEFAULT_MAX_STEPS`]); past them every building operation answers
    /// [`CanonicalError::TooManySteps`]. A step is an option of an option looked at while
    /// reducing a new form: the nim heap `*n` takes about `n³/6` of them.
    ///
    /// ```
    /// use grundy_misere::canonical::{CanonicalError, MisereStore};
    /// let mut s = MisereStore::new();
    /// s.set_max_steps(1000);
    /// assert_eq!(s.nim_heap(100), Err(CanonicalError::TooManySteps { limit: 1000 }));
    /// ```
    pub fn set_max_steps(&mut self, max_steps: u64) {
        self.max_steps = max_steps;
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
        // *n has exactly the n heaps below it as options: *(n−1) and the options of
        // *(n−1). Down that chain, one comparison of sets a step — quadratic in n (the
        // plain recursion into every option was exponential: `grundy misere canonical
        // "*30"` took 13 s).
        let mut x = g;
        loop {
            let options = &self.node(x).options;
            let b = self.birthday(x) as usize;
            if options.len() != b {
                return None;
            }
            if b == 0 {
                return Some(self.birthday(g));
            }
            let top = *options
                .iter()
                .find(|&&o| self.birthday(o) as usize == b - 1)?;
            let below = &self.node(top).options;
            let set: HashSet<GameId> = options.iter().copied().collect();
            if below.len() + 1 != b || !below.iter().all(|o| set.contains(o)) {
                return None;
            }
            x = top;
        }
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
        let cost: u64 = set
            .iter()
            .map(|&a| self.node(a).options.len() as u64 + 1)
            .sum();
        self.steps = self.steps.saturating_add(cost);
        if self.steps > self.max_steps {
            return Err(CanonicalError::TooManySteps {
                limit: self.max_steps,
            });
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

mod notation;
mod parts;
mod phylum;
mod relations;

#[cfg(test)]
mod parts_tests;
#[cfg(test)]
mod tests;
