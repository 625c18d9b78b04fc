//! Coin-turning games (`docs/theory.md#coin-turning`) and the Kvant caterpillar (game 2).
//!
//! A row of coins, each heads or tails. A move turns over a set of coins from a family
//! fixed by the rule; the **rightmost** coin turned must go from heads to tails. The
//! value of a position is the XOR of the values `g(x)` of its heads:
//!
//! | rule | coins numbered | a move turns | `g(x)` |
//! |---|---|---|---|
//! | [`CoinRule::TurningTurtles`] | 1, 2, … | one head, optionally one more coin to its left | `x` (Nim) |
//! | [`CoinRule::MockTurtles`] | 0, 1, … | one, two or three coins | `2x` or `2x+1`, whichever is odious |
//! | [`CoinRule::Ruler`] | 1, 2, … | a run of consecutive coins ending at a head | largest power of 2 dividing `x` |
//!
//! The caterpillar of the article ([`Caterpillar`](crate::games::hidden::caterpillar::Caterpillar)) is Turning Turtles with green links
//! as heads, numbered from the tail (tail link = 1).
//!
//! ```
//! use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
//! let row = CoinRow::new(CoinRule::Ruler, vec![3, 4, 6]).unwrap();
//! assert_eq!(row.grundy_value(), 1 ^ 4 ^ 2);
//! ```

use super::super::{outcome_of, xor_all};
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;
use thiserror::Error;

/// Coins whose position exceeds this are not enumerated by
/// [`CoinRow::winning_moves`] for Mock Turtles and Ruler (the search is linear in the
/// coin's position).
pub const MAX_ENUMERATED_COIN: u64 = 1 << 20;

/// The Ruler runs listed by [`CoinRow::moves_to_value_first`] turn at most this many
/// coins in all (a run is as long as its head's position).
pub const MAX_LISTED_COINS: u64 = 1_000_000;

/// At most this many steps (the sum of the heads' positions) are spent finding Mock
/// Turtles moves (each head `x` tries every pair below it in O(x)).
pub const MAX_MOCK_WORK: u64 = 50_000_000;

/// Why a coin row could not be built or searched.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum CoinError {
    /// A coin position below the rule's first coin (e.g. 0 in Turning Turtles).
    BelowFirst {
        /// The offending position.
        coin: u64,
        /// The first coin of the rule.
        first: u64,
    },
    /// The same coin listed twice.
    Duplicate(u64),
    /// Finding the moves would take more than the limit's steps.
    TooMuchWork {
        /// The steps needed.
        work: u64,
        /// The limit ([`MAX_MOCK_WORK`]).
        limit: u64,
    },
    /// A coin too far right for the operation.
    TooFar {
        /// The offending position.
        coin: u64,
        /// The limit.
        limit: u64,
    },
}

impl crate::i18n::errors::Localized for CoinError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::BelowFirst { coin, first } => {
                t!(lang, "err-coins-below-first", coin = *coin, first = *first)
            }
            Self::Duplicate(coin) => t!(lang, "err-coins-duplicate", coin = *coin),
            Self::TooMuchWork { work, limit } => t!(
                lang,
                "err-coins-too-much-work",
                work = *work,
                limit = *limit
            ),
            Self::TooFar { coin, limit } => {
                t!(lang, "err-coins-too-far", coin = *coin, limit = *limit)
            }
        }
    }
}
grundy_core::localized_error!(CoinError);

/// The rule of a one-dimensional coin-turning game.
///
/// ```
/// use grundy::games::hidden::spawning::coins::CoinRule;
/// let g: Vec<u64> = (0..8).map(|n| CoinRule::MockTurtles.value(n)).collect();
/// assert_eq!(g, vec![1, 2, 4, 7, 8, 11, 13, 14]);
/// let r: Vec<u64> = (1..=8).map(|n| CoinRule::Ruler.value(n)).collect();
/// assert_eq!(r, vec![1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum CoinRule {
    /// Turn a head to tails and optionally one more coin to its left (coins 1, 2, …).
    TurningTurtles,
    /// Turn one, two or three coins, the rightmost heads → tails (coins 0, 1, …).
    MockTurtles,
    /// Turn a run of consecutive coins whose rightmost goes heads → tails (coins 1, 2, …).
    Ruler,
}

/// Mock Turtles values are defined for coins below this (so that `2x + 1` fits a `u64`).
const MOCK_LIMIT: u64 = 1 << 63;

impl CoinRule {
    /// The number of the leftmost coin: 0 for Mock Turtles, 1 otherwise.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::CoinRule;
    /// assert_eq!(CoinRule::MockTurtles.first_coin(), 0);
    /// assert_eq!(CoinRule::Ruler.first_coin(), 1);
    /// ```
    pub fn first_coin(self) -> u64 {
        match self {
            CoinRule::MockTurtles => 0,
            _ => 1,
        }
    }

    /// The Grundy value `g(x)` of a single head on coin `x` (coin ≥
    /// [`first_coin`](CoinRule::first_coin); Mock Turtles coins < 2⁶³).
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::CoinRule;
    /// assert_eq!(CoinRule::TurningTurtles.value(14), 14);
    /// assert_eq!(CoinRule::MockTurtles.value(4), 8);   // 8 = 1000₂ is odious
    /// assert_eq!(CoinRule::MockTurtles.value(5), 11);  // 10 = 1010₂ is evil, 11 odious
    /// assert_eq!(CoinRule::Ruler.value(12), 4);
    /// ```
    pub fn value(self, x: u64) -> u64 {
        match self {
            CoinRule::TurningTurtles => x,
            CoinRule::MockTurtles => 2 * x + u64::from(x.count_ones() & 1 == 0),
            CoinRule::Ruler => {
                if x == 0 {
                    0
                } else {
                    1 << x.trailing_zeros()
                }
            }
        }
    }

    /// A short name: "turning turtles", "mock turtles", "ruler".
    ///
    /// ```
    /// assert_eq!(grundy::games::hidden::spawning::coins::CoinRule::Ruler.name(), "ruler");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            CoinRule::TurningTurtles => "turning turtles",
            CoinRule::MockTurtles => "mock turtles",
            CoinRule::Ruler => "ruler",
        }
    }

    /// Every set of coins a move may turn whose rightmost coin is `x` (ascending, `x`
    /// last). Linear (Ruler, Turning Turtles) or quadratic (Mock Turtles) in `x`: meant
    /// for small boards and brute force.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::CoinRule;
    /// assert_eq!(CoinRule::Ruler.move_sets(3), vec![vec![3], vec![2, 3], vec![1, 2, 3]]);
    /// assert_eq!(CoinRule::TurningTurtles.move_sets(2), vec![vec![2], vec![1, 2]]);
    /// assert_eq!(CoinRule::MockTurtles.move_sets(2).len(), 1 + 2 + 1);
    /// ```
    pub fn move_sets(self, x: u64) -> Vec<Vec<u64>> {
        let first = self.first_coin();
        let mut out = vec![vec![x]];
        match self {
            CoinRule::TurningTurtles => out.extend((first..x).rev().map(|y| vec![y, x])),
            CoinRule::Ruler => out.extend((first..x).rev().map(|j| (j..=x).collect())),
            CoinRule::MockTurtles => {
                out.extend((first..x).map(|y| vec![y, x]));
                for z in first..x {
                    out.extend((first..z).map(|y| vec![y, z, x]));
                }
            }
        }
        out
    }

    /// The coin whose value is `v`, if any (Turning Turtles and Mock Turtles: `g` is
    /// one-to-one).
    fn inverse(self, v: u64) -> Option<u64> {
        match self {
            CoinRule::TurningTurtles => Some(v),
            CoinRule::MockTurtles => (v.count_ones() % 2 == 1).then_some(v >> 1),
            CoinRule::Ruler => None,
        }
    }
}

/// XOR of the ruler values of coins 1..=m: the Gray code `m ⊕ (m >> 1)`. (Bit `k` of
/// the XOR is the parity of the number of `i ≤ m` with exactly `k` trailing zeros,
/// `⌈⌊m/2^k⌋/2⌉`, odd exactly when bits `k` and `k+1` of `m` differ.)
///
/// ```
/// use grundy::games::hidden::spawning::coins::{ruler_prefix, CoinRule};
/// let mut acc = 0;
/// for m in 1..=1000 {
///     acc ^= CoinRule::Ruler.value(m);
///     assert_eq!(ruler_prefix(m), acc);
/// }
/// ```
pub fn ruler_prefix(m: u64) -> u64 {
    m ^ (m >> 1)
}

/// The `m` with [`ruler_prefix`]`(m) = w` (the inverse Gray code: a bijection).
///
/// ```
/// use grundy::games::hidden::spawning::coins::{ruler_prefix, ruler_prefix_inverse};
/// for m in [0, 1, 2, 77, 1 << 40, u64::MAX] {
///     assert_eq!(ruler_prefix_inverse(ruler_prefix(m)), m);
/// }
/// ```
pub fn ruler_prefix_inverse(w: u64) -> u64 {
    let mut m = w;
    let mut shift = 1;
    while shift < 64 {
        m ^= m >> shift;
        shift <<= 1;
    }
    m
}

/// A row of coins under a [`CoinRule`]. Input model: the rule and the positions of the
/// heads, in any order (`ruler 3 4 6`, `mockturtles 0 2 5`). Tails need not be listed;
/// the row is as long as needed.
///
/// ```
/// use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
/// let row = CoinRow::new(CoinRule::MockTurtles, vec![5, 0, 2]).unwrap();
/// assert_eq!(row.heads, vec![0, 2, 5]);
/// assert_eq!(row.reduction(), vec![(0, 1), (2, 4), (5, 11)]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct CoinRow {
    /// The rule.
    pub rule: CoinRule,
    /// The heads, ascending.
    pub heads: Vec<u64>,
}

fn list(xs: &[u64], lang: crate::i18n::Lang) -> String {
    let s: Vec<String> = xs.iter().map(u64::to_string).collect();
    match s.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            crate::i18n::t!(lang, "list-and", list = rest.join(", "), last = last)
        }
    }
}

/// The words of a coin-turning move that turns the coins `turned` (ascending; the last
/// is the head that goes to tails), in `lang`.
///
/// ```
/// use grundy::games::hidden::spawning::coins::turn_words_in;
/// use grundy::Lang;
/// assert_eq!(turn_words_in(&[3, 9], Lang::En), "turn over coins 3 and 9");
/// assert_eq!(turn_words_in(&[2, 3, 9], Lang::En), "turn over coins 2, 3 and 9");
/// assert_eq!(turn_words_in(&[4], Lang::En), "turn over coin 4");
/// assert_eq!(turn_words_in(&[2, 3, 9], Lang::Ru), "перевернуть монеты 2, 3 и 9");
/// ```
pub fn turn_words_in(turned: &[u64], lang: crate::i18n::Lang) -> String {
    turn_words(list(turned, lang), turned.len(), lang)
}

/// "turn over coins 2, 3 and 9" in `lang`, the coins already listed.
pub fn turn_words(coins: String, count: usize, lang: crate::i18n::Lang) -> String {
    crate::i18n::t!(lang, "move-turn-coins", count = count, coins = coins)
}

impl CoinRow {
    /// A row with heads on `heads` under `rule`.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{CoinError, CoinRow, CoinRule};
    /// assert!(CoinRow::new(CoinRule::MockTurtles, vec![0]).is_ok());
    /// assert_eq!(CoinRow::new(CoinRule::Ruler, vec![0]),
    ///            Err(CoinError::BelowFirst { coin: 0, first: 1 }));
    /// assert_eq!(CoinRow::new(CoinRule::Ruler, vec![2, 2]), Err(CoinError::Duplicate(2)));
    /// ```
    pub fn new(rule: CoinRule, mut heads: Vec<u64>) -> Result<Self, CoinError> {
        heads.sort_unstable();
        let first = rule.first_coin();
        if let Some(&coin) = heads.first().filter(|&&c| c < first) {
            return Err(CoinError::BelowFirst { coin, first });
        }
        if let Some(&[coin, _]) = heads.windows(2).find(|w| w.first() == w.last()) {
            return Err(CoinError::Duplicate(coin));
        }
        if rule == CoinRule::MockTurtles
            && let Some(&coin) = heads.last().filter(|&&c| c >= MOCK_LIMIT)
        {
            return Err(CoinError::TooFar {
                coin,
                limit: MOCK_LIMIT - 1,
            });
        }
        Ok(CoinRow { rule, heads })
    }

    /// The reduction: `(head, g(head))` for every head — the Nim heaps.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
    /// let row = CoinRow::new(CoinRule::Ruler, vec![6, 8]).unwrap();
    /// assert_eq!(row.reduction(), vec![(6, 2), (8, 8)]);
    /// ```
    pub fn reduction(&self) -> Vec<(u64, u64)> {
        self.heads
            .iter()
            .map(|&x| (x, self.rule.value(x)))
            .collect()
    }

    /// The Grundy value: XOR of `g(x)` over the heads.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
    /// assert_eq!(CoinRow::new(CoinRule::TurningTurtles, vec![1, 2, 3]).unwrap().grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.heads.iter().map(|&x| self.rule.value(x)))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::spawning::coins::{CoinRow, CoinRule}, Outcome};
    /// assert_eq!(CoinRow::new(CoinRule::Ruler, vec![1, 3]).unwrap().outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: every legal set of coins, rightmost a head, whose values XOR
    /// to the position's value — a move is the coins it turns over, ascending, in the
    /// row's numbering. Sorted by rightmost coin, then by the other coins. For
    /// Mock Turtles and Ruler the search is linear in each head's position, so heads
    /// beyond [`MAX_ENUMERATED_COIN`] give [`CoinError::TooFar`].
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{turn_words_in, CoinRow, CoinRule};
    /// let row = CoinRow::new(CoinRule::Ruler, vec![2, 3]).unwrap(); // 2 ⊕ 1 = 3
    /// let d: Vec<String> = row.winning_moves().unwrap().iter().map(|m| turn_words_in(m, grundy::Lang::En)).collect();
    /// assert_eq!(d, ["turn over coins 1 and 2", "turn over coins 2 and 3"]);
    /// ```
    pub fn winning_moves(&self) -> Result<Vec<Vec<u64>>, CoinError> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
    /// let row = CoinRow::new(CoinRule::TurningTurtles, vec![3]).unwrap();
    /// assert_eq!(row.moves_to_value(1).unwrap()[0], vec![1, 3]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Result<Vec<Vec<u64>>, CoinError> {
        self.moves_to_value_first(value, usize::MAX)
            .map(|(_, moves)| moves)
    }

    /// How many moves lead to a position of Grundy value `value`, and the first `room`
    /// of them (in the order of [`CoinRow::moves_to_value`]). Ruler and Turning Turtles
    /// cost O(1) per head (a Ruler head has at most one run: the prefix XOR of the ruler
    /// values is the Gray code, a bijection); Mock Turtles O(x) per head, at most
    /// [`MAX_MOCK_WORK`] in all ([`CoinError::TooMuchWork`] beyond). Only the listed
    /// moves are built, so long Ruler runs cost memory only for the first `room`, and
    /// the listing of Ruler runs stops (the count goes on) once they would turn more
    /// than [`MAX_LISTED_COINS`] coins in all.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::coins::{CoinRow, CoinRule};
    /// let row = CoinRow::new(CoinRule::Ruler, (1..=100_000).collect()).unwrap();
    /// let (count, first) = row.moves_to_value_first(0, 2).unwrap();
    /// assert!(count > 30_000); // one run per head at most
    /// assert_eq!(first.len(), 2);
    /// ```
    pub fn moves_to_value_first(
        &self,
        value: u64,
        room: usize,
    ) -> Result<(u64, Vec<Vec<u64>>), CoinError> {
        let s = self.grundy_value() ^ value;
        let mut out = Vec::new();
        let mut count = 0u64;
        let mut listed_coins = 0u64;
        if s == 0 {
            return Ok((0, out));
        }
        if self.rule == CoinRule::MockTurtles {
            let work = self.heads.iter().fold(0u64, |w, &x| w.saturating_add(x));
            if work > MAX_MOCK_WORK {
                return Err(CoinError::TooMuchWork {
                    work,
                    limit: MAX_MOCK_WORK,
                });
            }
        }
        let first = self.rule.first_coin();
        // The heads are ascending and every move's last coin is its head, so sorting
        // each head's moves sorts them all.
        for &x in &self.heads {
            let gx = self.rule.value(x);
            let rest = gx ^ s; // XOR the other turned coins must have
            if self.rule != CoinRule::TurningTurtles && x > MAX_ENUMERATED_COIN {
                return Err(CoinError::TooFar {
                    coin: x,
                    limit: MAX_ENUMERATED_COIN,
                });
            }
            let mut here: Vec<Vec<u64>> = Vec::new();
            match self.rule {
                CoinRule::TurningTurtles | CoinRule::MockTurtles => {
                    if rest == 0 {
                        here.push(vec![x]);
                    }
                    if let Some(y) = self.rule.inverse(rest).filter(|&y| y >= first && y < x) {
                        here.push(vec![y, x]);
                    }
                    if self.rule == CoinRule::MockTurtles {
                        for y in first..x {
                            let want = rest ^ self.rule.value(y);
                            if let Some(z) = self.rule.inverse(want).filter(|&z| z > y && z < x) {
                                here.push(vec![y, z, x]);
                            }
                        }
                    }
                    here.sort_unstable();
                    count += here.len() as u64;
                    let left = room.saturating_sub(out.len());
                    out.extend(here.into_iter().take(left));
                }
                CoinRule::Ruler => {
                    // Run j..=x has XOR prefix(x) ⊕ prefix(j − 1), and the prefix is a
                    // bijection: at most one run, j − 1 = prefix⁻¹(prefix(x) ⊕ s).
                    let m = ruler_prefix_inverse(ruler_prefix(x) ^ s);
                    if m < x {
                        count += 1;
                        listed_coins = listed_coins.saturating_add(x - m);
                        if out.len() < room && listed_coins <= MAX_LISTED_COINS {
                            out.push((m + 1..=x).collect());
                        }
                    }
                }
            }
        }
        Ok((count, out))
    }
}

/// A coin-turning game played directly from its rule, for brute force. A position is a
/// bitmask: bit `x` set = coin `x` shows heads (so coins 0…63).
///
/// ```
/// use grundy::{games::hidden::spawning::coins::{CoinGame, CoinRule}, Solver};
/// let game = CoinGame { rule: CoinRule::MockTurtles };
/// let mut s = Solver::new(&game);
/// assert_eq!(s.grundy(&(1 << 3)).unwrap(), 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoinGame {
    /// The rule.
    pub rule: CoinRule,
}

impl ImpartialGame for CoinGame {
    type Position = u64;
    fn moves(&self, &p: &u64) -> Vec<u64> {
        let mut out = Vec::new();
        for x in self.rule.first_coin()..64 {
            if p >> x & 1 == 1 {
                for set in self.rule.move_sets(x) {
                    out.push(set.iter().fold(p, |q, &c| q ^ (1 << c)));
                }
            }
        }
        out
    }
}

/// Turns a list of coins into the bitmask used by [`CoinGame`] (coins < 64).
///
/// ```
/// assert_eq!(grundy::games::hidden::spawning::coins::mask(&[0, 3]), 0b1001);
/// ```
pub fn mask(coins: &[u64]) -> u64 {
    coins.iter().fold(0, |m, &c| m | 1 << c)
}
