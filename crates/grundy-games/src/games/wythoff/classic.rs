//! Wythoff's game (`docs/theory.md#wythoff`): two heaps; take any positive number from one heap,
//! or the same positive number from both.
//!
//! The P-positions are `(a_n, b_n) = (⌊nφ⌋, ⌊nφ⌋ + n)` and their mirror images. They are
//! computed **exactly** with integers, `a_n = (n + isqrt(5n²)) / 2`, for heaps up to
//! [`MAX_HEAP`] = 10¹⁸. From an N-position there are at most three winning moves: the
//! larger heap to the partner of the smaller, the smaller heap to the partner of the
//! larger, and the diagonal move to `(a_k, b_k)` with `k` the difference of the heaps.
//! Wythoff is not Nim in disguise: its Grundy values have no closed form and are found
//! by search ([`Wythoff::grundy_value`], small heaps only).
//!
//! ```
//! use grundy::games::wythoff::classic::Wythoff;
//! use grundy::Outcome;
//! assert_eq!(Wythoff::new(3, 5).unwrap().outcome(), Outcome::P);
//! let w = Wythoff::new(4, 5).unwrap();
//! assert_eq!(w.winning_targets(), vec![(1, 2), (3, 5)]);
//! ```

use crate::component::HeapChange;
use crate::game::ImpartialGame;
use crate::mex::mex;
use crate::outcome::Outcome;
use serde::Serialize;
use thiserror::Error;

/// The largest heap size [`Wythoff`] accepts (10¹⁸).
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// The largest heap size for which [`Wythoff::grundy_value`] searches.
pub const GRUNDY_SEARCH_LIMIT: u64 = 256;

/// Why a Wythoff question could not be answered.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum WythoffError {
    /// A heap above [`MAX_HEAP`].
    TooLarge(u64),
    /// Grundy values are found by search, for heaps up to [`GRUNDY_SEARCH_LIMIT`] only.
    SearchTooLarge,
}

impl crate::i18n::errors::Localized for WythoffError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::TooLarge(heap) => t!(lang, "err-wythoff-too-large", heap = *heap),
            Self::SearchTooLarge => t!(
                lang,
                "err-wythoff-search-too-large",
                limit = GRUNDY_SEARCH_LIMIT
            ),
        }
    }
}
grundy_core::localized_error!(WythoffError);

/// The integer square root `⌊√n⌋`.
///
/// ```
/// use grundy::games::wythoff::classic::isqrt;
/// assert_eq!(isqrt(24), 4);
/// assert_eq!(isqrt(25), 5);
/// assert_eq!(isqrt(u128::MAX), u64::MAX as u128);
/// ```
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Start above the root (a power of two), then Newton's iteration decreases to it.
    let mut x: u128 = 1 << (128 - n.leading_zeros()).div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// `a_n = ⌊nφ⌋`, exactly (n ≤ 10¹⁸).
///
/// ```
/// use grundy::games::wythoff::classic::lower;
/// let a: Vec<u64> = (0..8).map(lower).collect();
/// assert_eq!(a, vec![0, 1, 3, 4, 6, 8, 9, 11]);
/// ```
pub fn lower(n: u64) -> u64 {
    let n = u128::from(n);
    ((n + isqrt(5 * n * n)) / 2) as u64
}

/// The `n`-th P-position `(a_n, b_n) = (⌊nφ⌋, ⌊nφ⌋ + n)`.
///
/// ```
/// use grundy::games::wythoff::classic::p_pair;
/// assert_eq!(p_pair(0), (0, 0));
/// assert_eq!(p_pair(2), (3, 5));
/// assert_eq!(p_pair(7), (11, 18));
/// ```
pub fn p_pair(n: u64) -> (u64, u64) {
    let a = lower(n);
    (a, a + n)
}

/// The other coordinate of the P-position containing `x` (every `x ≥ 1` is exactly one
/// `a_n` or one `b_n`; the partner of 0 is 0).
///
/// ```
/// use grundy::games::wythoff::classic::partner;
/// assert_eq!(partner(0), 0);
/// assert_eq!(partner(4), 7);
/// assert_eq!(partner(7), 4);
/// assert_eq!(partner(1_000_000_000_000_000_000), 618_033_988_749_894_848);
/// ```
pub fn partner(x: u64) -> u64 {
    // Largest n with a_n ≤ x (a_n ≥ n, so n ≤ x).
    let (mut lo, mut hi) = (0u64, x);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if lower(mid) <= x {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    if lower(lo) == x {
        return x + lo;
    }
    // x = b_m = a_m + m for a unique m; b is increasing: largest m with b_m ≤ x.
    let (mut lo, mut hi) = (0u64, x);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if lower(mid) + mid <= x {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    debug_assert_eq!(lower(lo) + lo, x);
    lower(lo)
}

/// True when `(a, b)` is a P-position (in either order).
///
/// ```
/// use grundy::games::wythoff::classic::is_p_position;
/// assert!(is_p_position(5, 3));
/// assert!(!is_p_position(4, 5));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (x, y) = (a.min(b), a.max(b));
    p_pair(y - x) == (x, y)
}

/// A Wythoff position: two heaps `(first, second)` up to [`MAX_HEAP`]. Input model:
/// `wythoff 3 5`.
///
/// ```
/// use grundy::games::wythoff::classic::{Wythoff, WythoffError};
/// assert!(Wythoff::new(3, 5).is_ok());
/// assert_eq!(Wythoff::new(1, u64::MAX), Err(WythoffError::TooLarge(u64::MAX)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Wythoff {
    /// The first heap.
    pub first: u64,
    /// The second heap.
    pub second: u64,
}

/// The words of a move of Wythoff's game from the heaps `from` to the heaps `to` (from
/// one heap, or the same number from both), in `lang`.
///
/// ```
/// use grundy::games::wythoff::classic::move_words_in;
/// use grundy::Lang;
/// assert_eq!(move_words_in((4, 5), (3, 5), Lang::En), "take 1 from the first heap (4 → 3)");
/// assert_eq!(move_words_in((4, 9), (1, 6), Lang::En), "take 3 from both heaps (4, 9 → 1, 6)");
/// assert_eq!(move_words_in((2, 2), (2, 1), Lang::En), "take 1 from the second heap (2 → 1)");
/// assert_eq!(move_words_in((2, 2), (2, 1), Lang::Ru), "взять 1 из второй кучи (2 → 1)");
/// ```
pub fn move_words_in(from: (u64, u64), to: (u64, u64), lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    let (a, b) = from;
    let (c, d) = to;
    let (sa, sb, sc, sd) = (a.to_string(), b.to_string(), c.to_string(), d.to_string());
    if a != c && b != d {
        t!(
            lang,
            "move-wythoff-both",
            count = a - c,
            a = sa,
            b = sb,
            c = sc,
            d = sd
        )
    } else if a != c {
        t!(lang, "move-wythoff-first", count = a - c, a = sa, c = sc)
    } else {
        t!(lang, "move-wythoff-second", count = b - d, b = sb, d = sd)
    }
}

impl Wythoff {
    /// Heaps `first` and `second` (each ≤ 10¹⁸).
    ///
    /// ```
    /// use grundy::games::wythoff::classic::Wythoff;
    /// assert_eq!(Wythoff::new(1, 2).unwrap().second, 2);
    /// ```
    pub fn new(first: u64, second: u64) -> Result<Self, WythoffError> {
        for h in [first, second] {
            if h > MAX_HEAP {
                return Err(WythoffError::TooLarge(h));
            }
        }
        Ok(Wythoff { first, second })
    }

    /// The reduction as data: `k` = the difference of the heaps, and the P-position
    /// `(a_k, b_k)` with that difference (the target of a diagonal move).
    ///
    /// ```
    /// use grundy::games::wythoff::classic::Wythoff;
    /// assert_eq!(Wythoff::new(10, 6).unwrap().reduction(), (4, (6, 10)));
    /// ```
    pub fn reduction(&self) -> (u64, (u64, u64)) {
        let k = self.first.abs_diff(self.second);
        (k, p_pair(k))
    }

    /// Who wins under normal play (exact for all heaps).
    ///
    /// ```
    /// use grundy::{games::wythoff::classic::Wythoff, Outcome};
    /// assert_eq!(Wythoff::new(618_033_988_749_894_848, 1_000_000_000_000_000_000).unwrap().outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        Outcome::from_next_player_wins(!is_p_position(self.first, self.second))
    }

    /// Every winning move (at most three), sorted by the position reached, each as the
    /// changes of [`Wythoff::changes_to`].
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::wythoff::classic::Wythoff};
    /// let m = Wythoff::new(4, 5).unwrap().winning_moves();
    /// assert_eq!(m[1], [HeapChange::new(0, 4u8.into(), 3u8.into())]);
    /// assert_eq!(m[0].len(), 2); // 3 from both heaps
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.winning_targets()
            .into_iter()
            .map(|to| self.changes_to(to))
            .collect()
    }

    /// The heaps every winning move leaves (at most three), sorted.
    ///
    /// ```
    /// use grundy::games::wythoff::classic::{move_words_in, Wythoff};
    /// let w = Wythoff::new(4, 5).unwrap();
    /// let d: Vec<String> = w.winning_targets().into_iter()
    ///     .map(|to| move_words_in((4, 5), to, grundy::Lang::En)).collect();
    /// assert_eq!(d, ["take 3 from both heaps (4, 5 → 1, 2)", "take 1 from the first heap (4 → 3)"]);
    /// ```
    pub fn winning_targets(&self) -> Vec<(u64, u64)> {
        let (a, b) = (self.first, self.second);
        let mut to = Vec::new();
        if is_p_position(a, b) {
            return Vec::new();
        }
        let pa = partner(a);
        if pa < b {
            to.push((a, pa));
        }
        let pb = partner(b);
        if pb < a {
            to.push((pb, b));
        }
        let (_, (ak, bk)) = self.reduction();
        if a.min(b) > ak {
            let d = a.min(b) - ak;
            debug_assert_eq!(a.max(b) - d, bk);
            to.push((a - d, b - d));
        }
        to.sort_unstable();
        to.dedup();
        to
    }

    /// The changes of the move to the heaps `to`: a change of each heap that differs.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::wythoff::classic::Wythoff};
    /// let w = Wythoff::new(4, 9).unwrap();
    /// assert_eq!(w.changes_to((4, 2)), [HeapChange::new(1, 9u8.into(), 2u8.into())]);
    /// ```
    pub fn changes_to(&self, to: (u64, u64)) -> Vec<HeapChange> {
        let mut changes = Vec::new();
        if to.0 != self.first {
            changes.push(HeapChange::new(0, self.first.into(), to.0.into()));
        }
        if to.1 != self.second {
            changes.push(HeapChange::new(1, self.second.into(), to.1.into()));
        }
        changes
    }

    /// The Grundy value, by dynamic programming over all smaller positions (heaps up to
    /// [`GRUNDY_SEARCH_LIMIT`]).
    ///
    /// ```
    /// use grundy::games::wythoff::classic::{Wythoff, WythoffError};
    /// assert_eq!(Wythoff::new(5, 7).unwrap().grundy_value(), Ok(1));
    /// assert_eq!(Wythoff::new(300, 1).unwrap().grundy_value(), Err(WythoffError::SearchTooLarge));
    /// ```
    pub fn grundy_value(&self) -> Result<u32, WythoffError> {
        if self.first.max(self.second) > GRUNDY_SEARCH_LIMIT {
            return Err(WythoffError::SearchTooLarge);
        }
        let table = grundy_table(self.first as usize + 1, self.second as usize + 1);
        let value = table
            .get(self.first as usize)
            .and_then(|row| row.get(self.second as usize));
        Ok(value.copied().unwrap_or_default())
    }
}

/// The table `G(a, b)` for `a < rows`, `b < columns`, by dynamic programming
/// (O(rows·columns·(rows+columns))).
///
/// ```
/// use grundy::games::wythoff::classic::grundy_table;
/// let t = grundy_table(3, 8);
/// assert_eq!(t[1], vec![1, 2, 0, 4, 5, 3, 7, 8]);
/// assert_eq!(t[2], vec![2, 0, 1, 5, 3, 4, 8, 6]);
/// ```
#[expect(
    clippy::indexing_slicing,
    reason = "g is rows × columns, allocated here, and every (a, b) read is at most the one being filled"
)]
pub fn grundy_table(rows: usize, columns: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; columns]; rows];
    for a in 0..rows {
        for b in 0..columns {
            let options = (0..a)
                .map(|i| g[i][b])
                .chain((0..b).map(|j| g[a][j]))
                .chain((1..=a.min(b)).map(|d| g[a - d][b - d]));
            g[a][b] = mex(options);
        }
    }
    g
}

/// Wythoff's game played directly, for brute force. A position is `(first, second)`.
///
/// ```
/// use grundy::{games::wythoff::classic::WythoffGame, Solver};
/// let mut s = Solver::new(&WythoffGame);
/// assert_eq!(s.grundy(&(3, 5)).unwrap(), 0);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct WythoffGame;

impl ImpartialGame for WythoffGame {
    type Position = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        (0..a)
            .map(|i| (i, b))
            .chain((0..b).map(|j| (a, j)))
            .chain((1..=a.min(b)).map(|d| (a - d, b - d)))
            .collect()
    }
}
