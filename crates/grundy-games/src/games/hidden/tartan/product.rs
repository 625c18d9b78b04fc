//! The product of two coin-turning games (`docs/theory.md#tartan`; *Winning Ways* ch. 14).
//!
//! **Tartan theorem.** The product `G₁ × G₂` of two one-dimensional coin-turning games is
//! played on a grid: a move picks a `G₁` move set `A` and a `G₂` move set `B` and turns
//! every coin of `A × B`, the coin `(max A, max B)` going heads → tails. Its single-coin
//! values are `g(x, y) = g₁(x) ⊗ g₂(y)` ([`tartan_value`]); [`ProductGame`] plays it
//! directly for brute force.

use super::super::spawning::coins::CoinRule;
use crate::game::ImpartialGame;
use crate::nimber::nim_mul;

/// The Tartan value of a single head on `(x, y)` in the product of two coin-turning
/// games: `g₁(x) ⊗ g₂(y)`.
///
/// ```
/// use grundy::games::hidden::{spawning::coins::CoinRule, tartan::tartan_value};
/// // Ruler × Ruler: ruler(4) ⊗ ruler(6) = 4 ⊗ 2 = 8.
/// assert_eq!(tartan_value(CoinRule::Ruler, CoinRule::Ruler, 4, 6), 8);
/// ```
pub fn tartan_value(first: CoinRule, second: CoinRule, x: u64, y: u64) -> u64 {
    nim_mul(first.value(x), second.value(y))
}

/// The value of a grid position of `first × second` with heads on `heads` (pairs
/// `(x, y)`): the XOR of the [`tartan_value`]s.
///
/// ```
/// use grundy::games::hidden::{spawning::coins::CoinRule, tartan::product_value};
/// let v = product_value(CoinRule::TurningTurtles, CoinRule::TurningTurtles, &[(2, 2), (3, 1)]);
/// assert_eq!(v, 3 ^ 3);
/// ```
pub fn product_value(first: CoinRule, second: CoinRule, heads: &[(u64, u64)]) -> u64 {
    heads
        .iter()
        .fold(0, |acc, &(x, y)| acc ^ tartan_value(first, second, x, y))
}

/// The product of two coin-turning games played directly on a grid, for brute force.
/// A position is a bitmask: bit `8x + y` = the coin `(x, y)` shows heads (`x, y < 8`).
///
/// ```
/// use grundy::{games::hidden::{spawning::coins::CoinRule, tartan::ProductGame}, Solver};
/// let game = ProductGame { first: CoinRule::Ruler, second: CoinRule::Ruler };
/// let mut s = Solver::new(&game);
/// assert_eq!(s.grundy(&ProductGame::bit(2, 2)).unwrap(), 3); // 2 ⊗ 2
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProductGame {
    /// The rule along x.
    pub first: CoinRule,
    /// The rule along y.
    pub second: CoinRule,
}

impl ProductGame {
    /// The bitmask of the single coin `(x, y)` (`x, y < 8`).
    ///
    /// ```
    /// assert_eq!(grundy::games::hidden::tartan::ProductGame::bit(1, 2), 1 << 10);
    /// ```
    pub fn bit(x: u64, y: u64) -> u64 {
        1 << (8 * x + y)
    }
}

impl ImpartialGame for ProductGame {
    type Position = u64;
    fn moves(&self, &p: &u64) -> Vec<u64> {
        let mut out = Vec::new();
        for x in self.first.first_coin()..8 {
            for y in self.second.first_coin()..8 {
                if p & Self::bit(x, y) == 0 {
                    continue;
                }
                let xs = self.first.move_sets(x);
                let ys = self.second.move_sets(y);
                for a in &xs {
                    for b in &ys {
                        let mut q = p;
                        for &i in a {
                            for &j in b {
                                q ^= Self::bit(i, j);
                            }
                        }
                        out.push(q);
                    }
                }
            }
        }
        out
    }
}
