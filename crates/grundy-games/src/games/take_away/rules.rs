//! The mathematics of the games with a memory: the rule (how much the next player may
//! take after a take of `m`), Schwenk's sequence and its P-positions, and the table of
//! Grundy values by dynamic programming over `(heap, memory)`.

use serde::Serialize;
use std::fmt;
use thiserror::Error;

/// The largest heap whose Grundy values [`GrundyTable`] computes: the table of every
/// heap up to it costs about `H²/2` look-ups.
pub const TABLE_HEAP_LIMIT: u64 = 4096;

/// The most terms of Schwenk's sequence computed for one position (a large `K` makes
/// the sequence start with `⌊K⌋` ones-apart terms).
pub const MAX_TERMS: usize = 100_000;

/// The largest numerator and denominator of `K` in `take-away(K)`.
pub const MAX_RATIO_PART: u64 = 1_000_000;

/// Why a question about a game with a memory could not be answered.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub enum MemoryError {
    /// Grundy values are tabled for heaps up to [`TABLE_HEAP_LIMIT`] only.
    HeapTooLarge {
        /// The game's name.
        game: String,
        /// The heap.
        heap: u64,
    },
    /// Schwenk's sequence would need more than [`MAX_TERMS`] terms.
    TooManyTerms {
        /// The game's name.
        game: String,
    },
}

impl crate::i18n::errors::Localized for MemoryError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::HeapTooLarge { game, heap } => t!(
                lang,
                "err-take-away-heap-too-large",
                game = game,
                limit = TABLE_HEAP_LIMIT,
                heap = *heap
            ),
            Self::TooManyTerms { game } => t!(
                lang,
                "err-take-away-too-many-terms",
                game = game,
                max = MAX_TERMS
            ),
        }
    }
}
grundy_core::localized_error!(MemoryError);

/// Which game with a memory: how the last take `m` bounds the next take `j`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// `take-away(K)`: `1 ≤ j ≤ K·m`, `K = num/den` in lowest terms (`fibonacci` when
    /// written `fibonacci-nim`, the case `K = 2`).
    TakeAway {
        /// The numerator of `K`.
        num: u64,
        /// The denominator of `K`.
        den: u64,
        /// Written `fibonacci-nim` (then `K = 2`).
        fibonacci: bool,
    },
    /// `mem`: `j ≥ m` (and `j ≥ 1`).
    Mem,
}

impl fmt::Display for Rule {
    /// The game's name in the position language: `take-away(3/2)`, `fibonacci-nim`, `mem`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Rule::TakeAway {
                fibonacci: true, ..
            } => f.write_str("fibonacci-nim"),
            Rule::TakeAway { num, den: 1, .. } => write!(f, "take-away({num})"),
            Rule::TakeAway { num, den, .. } => write!(f, "take-away({num}/{den})"),
            Rule::Mem => f.write_str("mem"),
        }
    }
}

impl Rule {
    /// `take-away(num/den)`, the fraction reduced.
    ///
    /// ```
    /// use grundy::games::take_away::Rule;
    /// assert_eq!(Rule::take_away(6, 4).to_string(), "take-away(3/2)");
    /// ```
    pub fn take_away(num: u64, den: u64) -> Rule {
        let g = gcd(num, den).max(1);
        Rule::TakeAway {
            num: num / g,
            den: den / g,
            fibonacci: false,
        }
    }

    /// Fibonacci Nim: `take-away(2)` by its own name.
    pub const FIBONACCI: Rule = Rule::TakeAway {
        num: 2,
        den: 1,
        fibonacci: true,
    };

    /// The takes allowed from a heap of `h` after a take of `m`: `lo..=hi` (empty when
    /// `lo > hi`).
    ///
    /// ```
    /// use grundy::games::take_away::Rule;
    /// assert_eq!(Rule::FIBONACCI.takes(10, 3), (1, 6));
    /// assert_eq!(Rule::Mem.takes(10, 3), (3, 10));
    /// assert_eq!(Rule::Mem.takes(10, 0), (1, 10));
    /// ```
    pub fn takes(&self, h: u64, m: u64) -> (u64, u64) {
        match *self {
            Rule::TakeAway { num, den, .. } => (1, h.min(ratio_floor(num, den, m))),
            Rule::Mem => (m.max(1), h),
        }
    }

    /// The key equivalent states share: the heap and the bound that matters
    /// (take-away: the most that may be taken, at most the heap; mem: the least, at
    /// most the heap plus one).
    pub fn key(&self, h: u64, m: u64) -> u64 {
        let (lo, hi) = self.takes(h, m);
        match self {
            Rule::TakeAway { .. } => hi,
            Rule::Mem => lo.min(h.saturating_add(1)),
        }
    }

    /// A last take with the same moves from a heap of `h` as `m` (a state the rules
    /// still read as a last take): take-away, the least take that allows the whole heap
    /// when `m` does; mem, 1 for 0 and `h + 1` for anything above `h`.
    ///
    /// ```
    /// use grundy::games::take_away::Rule;
    /// assert_eq!(Rule::FIBONACCI.canonical_memory(10, 9), 5);
    /// assert_eq!(Rule::FIBONACCI.canonical_memory(10, 3), 3);
    /// assert_eq!(Rule::Mem.canonical_memory(10, 70), 11);
    /// ```
    pub fn canonical_memory(&self, h: u64, m: u64) -> u64 {
        match *self {
            Rule::TakeAway { num, den, .. } => {
                if ratio_floor(num, den, m) < h {
                    m
                } else {
                    // The least m' with ⌊num·m'/den⌋ ≥ h.
                    let need = (u128::from(h) * u128::from(den)).div_ceil(u128::from(num.max(1)));
                    u64::try_from(need).unwrap_or(m).min(m)
                }
            }
            Rule::Mem => self.key(h, m),
        }
    }

    /// `K ≥ 1` for take-away: Schwenk's theorem applies.
    fn schwenk(&self) -> bool {
        matches!(*self, Rule::TakeAway { num, den, .. } if num >= den)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `⌊num·m/den⌋`, saturated at `u64::MAX`.
fn ratio_floor(num: u64, den: u64, m: u64) -> u64 {
    let q = u128::from(num) * u128::from(m) / u128::from(den.max(1));
    u64::try_from(q).unwrap_or(u64::MAX)
}

/// Schwenk's sequence for `take-away(K)` (`K ≥ 1`), its terms up to `limit`:
/// `H₁ = 1`, `H_{i+1} = H_i + H_j` with `j` the least index such that `⌊K·H_j⌋ ≥ H_i`.
/// For `K = 2` the Fibonacci numbers, for `K = 1` the powers of two.
///
/// ```
/// use grundy::games::take_away::{schwenk_sequence, Rule};
/// assert_eq!(schwenk_sequence(&Rule::FIBONACCI, 30).unwrap(), [1, 2, 3, 5, 8, 13, 21]);
/// assert_eq!(schwenk_sequence(&Rule::take_away(1, 1), 20).unwrap(), [1, 2, 4, 8, 16]);
/// ```
pub fn schwenk_sequence(rule: &Rule, limit: u64) -> Result<Vec<u64>, MemoryError> {
    let too_many = || MemoryError::TooManyTerms {
        game: rule.to_string(),
    };
    if !rule.schwenk() {
        return Err(too_many());
    }
    let mut terms = vec![1u64];
    let mut j = 0usize;
    while let Some(&last) = terms.last() {
        while terms
            .get(j)
            .is_some_and(|&t| rule.takes(u64::MAX, t).1 < last)
        {
            j += 1;
        }
        let Some(next) = terms.get(j).and_then(|&t| last.checked_add(t)) else {
            break;
        };
        if next > limit {
            break;
        }
        if terms.len() >= MAX_TERMS {
            return Err(too_many());
        }
        terms.push(next);
    }
    terms.retain(|&t| t <= limit);
    Ok(terms)
}

/// `x` written greedily as a sum of `terms` (ascending): the parts, largest first.
fn greedy(terms: &[u64], mut x: u64) -> Vec<u64> {
    let mut parts = Vec::new();
    while x > 0 {
        let i = terms.partition_point(|&t| t <= x);
        let Some(&t) = i.checked_sub(1).and_then(|i| terms.get(i)) else {
            break;
        };
        parts.push(t);
        x -= t;
    }
    parts
}

/// What Schwenk's theorem says of one position of `take-away(K)`, `K ≥ 1`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SchwenkReasoning {
    /// The terms of Schwenk's sequence up to the heap (at most the first 40 listed).
    pub sequence: Vec<u64>,
    /// How many terms there are up to the heap.
    pub sequence_len: usize,
    /// The heap written greedily as a sum of terms, largest first.
    pub parts: Vec<u64>,
    /// The most the player to move may take (`min(H, ⌊K·M⌋)`).
    pub most: u64,
}

/// Schwenk's theorem (1970): `(h, m)` is a P-position iff `h = 0` or the smallest part
/// of `h` written greedily in Schwenk's sequence is more than the most that may be
/// taken. A winning move takes a sum of the smallest parts (the parts after some
/// point) — every winning move is one of these, by the theorem's proof — that leaves a
/// P-position: the reasoning, whether it is a P-position, and every winning take.
///
/// ```
/// use grundy::games::take_away::{schwenk_outcome, Rule};
/// // Fibonacci Nim, heap 20 = 13 + 5 + 2, the last take 3: the mover may take 6.
/// let (r, p, wins) = schwenk_outcome(&Rule::FIBONACCI, 20, 3).unwrap();
/// assert_eq!((r.parts.as_slice(), p, wins.as_slice()), (&[13, 5, 2][..], false, &[2][..]));
/// ```
pub fn schwenk_outcome(
    rule: &Rule,
    h: u64,
    m: u64,
) -> Result<(SchwenkReasoning, bool, Vec<u64>), MemoryError> {
    let terms = schwenk_sequence(rule, h)?;
    let parts = greedy(&terms, h);
    let (_, most) = rule.takes(h, m);
    let is_p = |x: u64, last: u64| {
        let (_, most) = rule.takes(x, last);
        greedy(&terms, x).last().is_none_or(|&s| s > most)
    };
    let p = parts.last().is_none_or(|&s| s > most);
    let mut wins = Vec::new();
    let mut j = 0u64;
    for &part in parts.iter().rev() {
        j += part;
        if j <= most && is_p(h - j, j) {
            wins.push(j);
        }
    }
    let reasoning = SchwenkReasoning {
        sequence: terms.iter().copied().take(40).collect(),
        sequence_len: terms.len(),
        parts,
        most,
    };
    Ok((reasoning, p, wins))
}

/// The Grundy values of every position `(h, m)` with `h` up to a bound, by dynamic
/// programming: for each heap, the value as a step function of the bound that matters
/// ([`Rule::key`]).
///
/// ```
/// use grundy::games::take_away::{GrundyTable, Rule};
/// let t = GrundyTable::new(Rule::FIBONACCI, 10).unwrap();
/// assert_eq!(t.value(0, 5), 0);
/// assert_eq!(t.value(1, 1), 1);
/// assert_eq!(t.value(3, 1), 0); // take 1 or 2 from 3 leaves a win for the other
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    rule: Rule,
    /// For each heap: `(key, value)` from the least key on; the value holds until the
    /// next breakpoint.
    rows: Vec<Vec<(u64, u32)>>,
}

impl GrundyTable {
    /// The table of heaps `0..=max_heap` (at most [`TABLE_HEAP_LIMIT`]).
    pub fn new(rule: Rule, max_heap: u64) -> Result<Self, MemoryError> {
        if max_heap > TABLE_HEAP_LIMIT {
            return Err(MemoryError::HeapTooLarge {
                game: rule.to_string(),
                heap: max_heap,
            });
        }
        let mut table = GrundyTable {
            rule,
            rows: Vec::new(),
        };
        let mut seen: Vec<bool> = Vec::new();
        for h in 0..=max_heap {
            // The value of each take j: the position (h − j, j).
            let options: Vec<u32> = (1..=h).map(|j| table.value(h - j, j)).collect();
            seen.clear();
            seen.resize(options.len() + 2, false);
            let mut row = Vec::new();
            let mut current = 0u32;
            let record = |key: u64, v: u32, row: &mut Vec<(u64, u32)>| {
                if row.last().is_none_or(|&(_, last)| last != v) {
                    row.push((key, v));
                }
            };
            match rule {
                Rule::TakeAway { .. } => {
                    // key c: the takes 1..=c; the mex grows with c.
                    record(0, 0, &mut row);
                    for (c, &v) in (1..).zip(&options) {
                        if let Some(s) = seen.get_mut(v as usize) {
                            *s = true;
                        }
                        while seen.get(current as usize).copied().unwrap_or(false) {
                            current += 1;
                        }
                        record(c, current, &mut row);
                    }
                }
                Rule::Mem => {
                    // key c: the takes c..=h; the mex grows as c falls.
                    let mut by_key = vec![0u32; options.len() + 2];
                    for (c, &v) in (1..options.len() + 1).zip(&options).rev() {
                        if let Some(s) = seen.get_mut(v as usize) {
                            *s = true;
                        }
                        while seen.get(current as usize).copied().unwrap_or(false) {
                            current += 1;
                        }
                        if let Some(slot) = by_key.get_mut(c) {
                            *slot = current;
                        }
                    }
                    // Key 0 means the same as key 1 (a take is at least 1).
                    let first = by_key.get(1).copied().unwrap_or(0);
                    if let Some(slot) = by_key.first_mut() {
                        *slot = first;
                    }
                    for (c, &v) in (0..).zip(&by_key) {
                        record(c, v, &mut row);
                    }
                }
            }
            table.rows.push(row);
        }
        Ok(table)
    }

    /// The rule.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The Grundy value of `(h, m)`; `h` must be in the table (0 otherwise).
    pub fn value(&self, h: u64, m: u64) -> u32 {
        let key = self.rule.key(h, m);
        let Some(row) = usize::try_from(h).ok().and_then(|h| self.rows.get(h)) else {
            return 0;
        };
        let i = row.partition_point(|&(k, _)| k <= key);
        i.checked_sub(1)
            .and_then(|i| row.get(i))
            .map_or(0, |&(_, v)| v)
    }
}
