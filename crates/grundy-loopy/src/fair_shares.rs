//! *Fair Shares and Varied Pairs*, a loopy classic of Berlekamp, Conway and Guy
//! (*Winning Ways*, chapter 12, "Games Eternal — Games Entailed"): `n` coins lie in
//! heaps; a move either divides one heap into two or more heaps of equal size (*fair
//! shares*) or unites two heaps of different sizes into one (*varied pairs*). The total
//! never changes, so the positions are the partitions of `n`; uniting undoes dividing, so
//! the game has cycles and some positions are draws. The only end is `n` heaps of one
//! coin (no heap can be divided, no two heaps differ): whoever makes it wins.
//!
//! [`FairShares`] numbers the partitions of `n` (`0..p(n)`, ascending lexicographic
//! order: `1+1+…+1` is 0, the single heap `n` is `p(n) − 1`), lists each one's moves, and
//! is an [`IndexedGame`], so [`super::IndexedValues`] labels every position; its arcs
//! ([`FairShares::for_each_arc`]) stream into the binary graph format
//! ([`super::generate::streamed_binary`]) for `grundy graph gen fair-shares`.
//!
//! ```
//! use grundy_loopy::fair_shares::FairShares;
//! use grundy_loopy::IndexedValues;
//! use grundy_core::{Cancel, Outcome};
//! let g = FairShares::new(4).unwrap();
//! assert_eq!(g.count(), 5); // 4, 3+1, 2+2, 2+1+1, 1+1+1+1
//! let v = IndexedValues::solve(&g, &Cancel::default()).unwrap();
//! // 2+2 can only become 2+1+1, from where 2+1 → 3 or 2 → 1+1 …
//! assert_eq!(v.value(&g, &vec![2, 2]).unwrap().to_string(), "0");
//! assert_eq!(v.value(&g, &vec![3, 1]).unwrap().to_string(), "2");
//! assert_eq!(v.value(&g, &vec![4]).unwrap().outcome(), Outcome::N);
//! ```
#![allow(
    clippy::indexing_slicing,
    reason = "the partition table has (n + 1)² entries and is only read at a remainder and a part size, both at most n; the stack of the enumeration holds at most n parts"
)]

use super::game::IndexedGame;
use super::solve::MAX_FINITE;
use grundy_core::game::ImpartialGame;

/// The most coins: p(127) = 3 913 864 295 positions still get 32-bit numbers (p(128) is
/// above 2^32 − 5).
pub const MAX_COINS: u32 = 127;

/// Why a game of Fair Shares and Varied Pairs cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FairSharesError {
    /// No coins, or more than [`MAX_COINS`].
    #[error("Fair Shares and Varied Pairs needs 1 to {MAX_COINS} coins (p(n) positions must fit 32-bit numbers), not {0}")]
    Coins(u64),
}

/// Fair Shares and Varied Pairs with `n` coins: its positions (the partitions of `n`,
/// each written with its parts in non-increasing order), numbered, and their moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FairShares {
    coins: u32,
    /// `table[r][k]`: the partitions of `r` into parts of at most `k`.
    table: Vec<Vec<u64>>,
}

impl FairShares {
    /// The game with `coins` coins (1 to [`MAX_COINS`]).
    ///
    /// ```
    /// use grundy_loopy::fair_shares::FairShares;
    /// assert_eq!(FairShares::new(10).unwrap().count(), 42); // p(10)
    /// assert!(FairShares::new(0).is_err());
    /// assert!(FairShares::new(128).is_err());
    /// ```
    pub fn new(coins: u32) -> Result<Self, FairSharesError> {
        if coins == 0 || coins > MAX_COINS {
            return Err(FairSharesError::Coins(coins.into()));
        }
        let n = coins as usize;
        let mut table = vec![vec![0u64; n + 1]; n + 1];
        for row in 0..=n {
            for k in 0..=n {
                table[row][k] = match (row, k) {
                    (0, _) => 1,
                    (_, 0) => 0,
                    _ if k > row => table[row][row],
                    _ => table[row][k - 1] + table[row - k][k],
                };
            }
        }
        Ok(FairShares { coins, table })
    }

    /// The number of coins.
    pub fn coins(&self) -> u32 {
        self.coins
    }

    /// The number of positions: p(n), the partitions of `n`.
    pub fn count(&self) -> u64 {
        self.table[self.coins as usize][self.coins as usize]
    }

    /// Whether `parts` is a position: positive parts in non-increasing order summing to
    /// `n`.
    pub fn is_position(&self, parts: &[u32]) -> bool {
        parts.iter().all(|&p| p > 0)
            && parts.windows(2).all(|w| w[0] >= w[1])
            && parts.iter().map(|&p| u64::from(p)).sum::<u64>() == u64::from(self.coins)
    }

    /// The number of a position (its rank in ascending lexicographic order); `None` when
    /// `parts` is not a position ([`FairShares::is_position`]).
    ///
    /// ```
    /// use grundy_loopy::fair_shares::FairShares;
    /// let g = FairShares::new(4).unwrap();
    /// assert_eq!(g.number(&[1, 1, 1, 1]), Some(0));
    /// assert_eq!(g.number(&[4]), Some(4));
    /// assert_eq!(g.number(&[1, 3]), None);
    /// ```
    pub fn number(&self, parts: &[u32]) -> Option<u64> {
        if !self.is_position(parts) {
            return None;
        }
        let mut left = self.coins as usize;
        let mut rank = 0;
        for &a in parts {
            // The partitions of what is left whose next part is smaller than `a`.
            rank += self.table[left][a as usize - 1];
            left -= a as usize;
        }
        Some(rank)
    }

    /// The position numbered `index` (`None` at or past [`FairShares::count`]).
    ///
    /// ```
    /// use grundy_loopy::fair_shares::FairShares;
    /// let g = FairShares::new(4).unwrap();
    /// let all: Vec<Vec<u32>> = (0..5).map(|i| g.parts(i).unwrap()).collect();
    /// assert_eq!(all, [vec![1, 1, 1, 1], vec![2, 1, 1], vec![2, 2], vec![3, 1], vec![4]]);
    /// ```
    pub fn parts(&self, index: u64) -> Option<Vec<u32>> {
        if index >= self.count() {
            return None;
        }
        let mut rest = index;
        let mut left = self.coins as usize;
        let mut bound = left;
        let mut parts = Vec::new();
        while left > 0 {
            // The largest next part `a` whose smaller alternatives come before `rest`.
            let a = (1..=bound.min(left))
                .rev()
                .find(|&a| self.table[left][a - 1] <= rest)
                .unwrap_or(1);
            rest -= self.table[left][a - 1];
            parts.push(a as u32);
            left -= a;
            bound = a;
        }
        Some(parts)
    }

    /// Every position reachable in one move from `parts` (a position), each once, parts in
    /// non-increasing order, in the order of their numbers: each heap size `h` present divided into `h / d` heaps of `d`
    /// for each divisor `d < h` of `h`, and each two different sizes present united.
    ///
    /// ```
    /// use grundy_loopy::fair_shares::FairShares;
    /// let g = FairShares::new(6).unwrap();
    /// // 4+2: 4 → 2+2 or 1+1+1+1, 2 → 1+1; unite 4 and 2 into 6.
    /// assert_eq!(
    ///     g.options(&[4, 2]),
    ///     [vec![2, 1, 1, 1, 1], vec![2, 2, 2], vec![4, 1, 1], vec![6]]
    /// );
    /// ```
    pub fn options(&self, parts: &[u32]) -> Vec<Vec<u32>> {
        let mut sizes: Vec<u32> = parts.to_vec();
        sizes.dedup();
        let mut out = Vec::new();
        for &h in &sizes {
            for d in (1..h).filter(|d| h % d == 0) {
                let mut p = without(parts, &[h]);
                p.extend(std::iter::repeat_n(d, (h / d) as usize));
                out.push(sorted(p));
            }
        }
        for (i, &a) in sizes.iter().enumerate() {
            for &b in sizes.iter().skip(i + 1) {
                let mut p = without(parts, &[a, b]);
                p.push(a + b);
                out.push(sorted(p));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Calls `f(number, parts)` for every position, in the order of their numbers.
    pub fn for_each_position(&self, f: &mut dyn FnMut(u32, &[u32])) {
        let mut parts = Vec::with_capacity(self.coins as usize);
        let mut next = 0u32;
        self.visit(&mut parts, self.coins, self.coins, &mut next, f);
    }

    /// The partitions of `left` into parts of at most `bound` after `parts`, smallest
    /// first part first (ascending lexicographic order).
    fn visit(
        &self,
        parts: &mut Vec<u32>,
        left: u32,
        bound: u32,
        next: &mut u32,
        f: &mut dyn FnMut(u32, &[u32]),
    ) {
        if left == 0 {
            f(*next, parts);
            *next += 1;
            return;
        }
        for a in 1..=bound.min(left) {
            parts.push(a);
            self.visit(parts, left - a, a, next, f);
            parts.pop();
        }
    }

    /// Calls `f(u, v)` for every move, from the position numbered `u` to the one numbered
    /// `v`, `u` rising (the arcs of the position graph, as [`super::binary`] wants them).
    pub fn for_each_arc(&self, f: &mut dyn FnMut(u32, u32)) {
        self.for_each_position(&mut |u, parts| {
            for o in self.options(parts) {
                if let Some(v) = self.number(&o) {
                    f(u, v as u32);
                }
            }
        });
    }

    /// `parts` written as a sum: `3+2+1`.
    ///
    /// ```
    /// assert_eq!(grundy_loopy::fair_shares::FairShares::name(&[3, 2, 1]), "3+2+1");
    /// ```
    pub fn name(parts: &[u32]) -> String {
        parts
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("+")
    }
}

/// `parts` without one occurrence of each of `remove`.
fn without(parts: &[u32], remove: &[u32]) -> Vec<u32> {
    let mut p = parts.to_vec();
    for r in remove {
        if let Some(i) = p.iter().position(|x| x == r) {
            p.remove(i);
        }
    }
    p
}

fn sorted(mut p: Vec<u32>) -> Vec<u32> {
    p.sort_unstable_by(|a, b| b.cmp(a));
    p
}

impl ImpartialGame for FairShares {
    type Position = Vec<u32>;
    fn moves(&self, position: &Vec<u32>) -> Vec<Vec<u32>> {
        self.options(position)
    }
}

impl IndexedGame for FairShares {
    fn count(&self) -> u64 {
        FairShares::count(self)
    }
    /// Not a position: [`IndexedGame::count`], out of range (refused by the solver).
    fn index(&self, position: &Vec<u32>) -> u64 {
        self.number(position).unwrap_or(self.count())
    }
    fn position(&self, index: u64) -> Vec<u32> {
        self.parts(index).unwrap_or_default()
    }
}

// The largest game's positions fit the solver's 32-bit vertex numbers.
const _: () = assert!(3_913_864_295 <= MAX_FINITE as u64);
