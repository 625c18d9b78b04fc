//! **Conway's tame rule** for sums, as data: the rows of a genus report and the tame
//! rule's reasoning step. (A component's genus, and the rule
//! applied to a position, are the library's: `grundy::analysis::genus_report`.)
//! The rule:
//! when every component is hereditarily tame, the sum is played exactly like misère Nim
//! with each component replaced by the Nim position of the same genus (ONAG ch. 12). A
//! tame component counts as its nim-value `g` and whether it is "big" (genus
//! `g^{g,g⊕2}`); the sum is a misère P-position iff (some component is big and the `g`
//! XOR to 0) or (none is big and they XOR to 1).
//!
//! ```
//! use grundy_misere::genus::{Genus, TameValue};
//! // A big component (*2) with nim-sum 0 is a misère P-position; with none big, 1 is.
//! let (one, two) = (Genus::nim_heap(1).tame().unwrap(), Genus::nim_heap(2).tame().unwrap());
//! assert!(TameValue::sum([two, two]).is_p());
//! assert!(!TameValue::sum([one, one]).is_p() && TameValue::sum([one, one, one]).is_p());
//! ```

use crate::genus::Genus;
use crate::outcome::Outcome;
use serde::Serialize;

/// One component in a genus report or in the tame rule's reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ComponentGenusRow {
    /// The component in the position language.
    pub component: String,
    /// Its genus in the usual notation, when found.
    pub genus: Option<String>,
    /// Whether it is hereditarily tame, when known.
    pub hereditarily_tame: Option<bool>,
    /// The Nim position it plays like when tame: its nim-sum.
    pub tame_value: Option<u64>,
    /// … and whether that Nim position has a heap of 2 or more.
    pub big: Option<bool>,
    /// Positions searched for it (0 for a formula).
    pub positions: usize,
    /// Why the genus was not found.
    pub refused: Option<String>,
}

/// `grundy genus`: each component's genus, hereditary tameness, and the sum's genus when
/// every component is hereditarily tame.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GenusReport {
    /// One row per component.
    pub components: Vec<ComponentGenusRow>,
    /// The genus of the whole sum, when every component is hereditarily tame.
    pub sum: Option<String>,
    /// The misère outcome, when the tame rule gives it.
    pub misere_outcome: Option<Outcome>,
}

/// The reasoning of the tame rule (the `tame_rule` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TameReasoning {
    /// Each component: its genus and the Nim position it plays like.
    pub components: Vec<ComponentGenusRow>,
    /// The nim-sum of the components' tame values.
    pub nim_sum: u64,
    /// Whether some component is big.
    pub big: bool,
    /// The genus of the sum.
    pub genus: String,
    /// Who wins.
    pub outcome: Outcome,
}

/// Nim heaps beside one other game `G`, as `G`'s genus sees them: `k` heaps of 2, the
/// parity of the heaps of 1, and at most one heap of 4 or more (`*m`).
///
/// Why the genus of `G` decides `G` + these heaps (Conway, ONAG ch. 12), for any `G`,
/// wild or tame:
/// - a game `H` plus one heap `*m` is a misère P-position exactly when `H`'s misère
///   Grundy value is `m` (by induction on `H` and `m`: the misère value is the mex of the
///   options' values, 1 for the empty game);
/// - adding `*1` changes a misère value by `⊕1`, so `*1 + *1` equals 0 in every sum, and
///   `*3` (whose options are `*2`, `*1`, `0`) equals `*2 + *1`;
/// - `γₖ`, the genus' entry `k`, is the misère value of `G + k·*2`.
///
/// So `G + k·*2 + r·*1 + *m` is a misère P-position exactly when `γₖ ⊕ (r mod 2) = m`
/// (`m = 0` with no large heap). Two heaps of 4 or more are beyond the rule: `*a + *b`
/// equals no sum of 2s, 1s and one heap in general (not even `*2 + *2` equals 0).
///
/// ```
/// use grundy_misere::genus::Genus;
/// use grundy_misere::tame::NimHeapsBeside;
/// // The genus of hex(0.3F) 18 is 9^{1,9,12,11,9}: beside 2 2 2 2 9, γ₄ = 9, so P.
/// let g = Genus { g: 9, gamma: vec![1, 9, 12, 11, 9] };
/// let heaps = NimHeapsBeside::of([2, 2, 2, 2, 9]).unwrap();
/// assert_eq!((heaps.twos, heaps.odd_ones, heaps.large), (4, false, Some(9)));
/// assert!(heaps.is_p(&g));
/// // A heap of 3 is a heap of 2 and one of 1: γ₁ ⊕ 1 = 8 ≠ 9.
/// assert!(!NimHeapsBeside::of([3, 9]).unwrap().is_p(&g));
/// assert!(NimHeapsBeside::of([5, 9]).is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NimHeapsBeside {
    /// `k`: the heaps of 2, and of 3 (each a heap of 2 and one of 1).
    pub twos: u64,
    /// Whether the heaps of 1 (and of 3) are odd in number.
    pub odd_ones: bool,
    /// The one heap of 4 or more, if any.
    pub large: Option<u64>,
}

impl NimHeapsBeside {
    /// The heaps `heaps` as the rule counts them, or `None` when two are 4 or more.
    pub fn of(heaps: impl IntoIterator<Item = u64>) -> Option<Self> {
        let mut out = NimHeapsBeside {
            twos: 0,
            odd_ones: false,
            large: None,
        };
        for h in heaps {
            match h {
                0 => {}
                1 => out.odd_ones = !out.odd_ones,
                2 => out.twos += 1,
                3 => {
                    out.twos += 1;
                    out.odd_ones = !out.odd_ones;
                }
                _ if out.large.is_some() => return None,
                _ => out.large = Some(h),
            }
        }
        Some(out)
    }

    /// The heaps after one of them goes from `from` to `to`, or `None` when that leaves
    /// two heaps of 4 or more (or `from` is not one of them, as far as the counts tell).
    ///
    /// ```
    /// use grundy_misere::tame::NimHeapsBeside;
    /// let h = NimHeapsBeside::of([3, 9]).unwrap();
    /// assert_eq!(h.with_change(9, 2), NimHeapsBeside::of([3, 2]));
    /// assert_eq!(h.with_change(3, 1), NimHeapsBeside::of([1, 9]));
    /// assert_eq!(h.with_change(3, 5), None);
    /// ```
    pub fn with_change(&self, from: u64, to: u64) -> Option<Self> {
        let mut out = *self;
        match from {
            0 => {}
            1 => out.odd_ones = !out.odd_ones,
            2 | 3 => {
                out.twos = out.twos.checked_sub(1)?;
                out.odd_ones ^= from == 3;
            }
            _ if out.large == Some(from) => out.large = None,
            _ => return None,
        }
        match to {
            0 => {}
            1 => out.odd_ones = !out.odd_ones,
            2 | 3 => {
                out.twos += 1;
                out.odd_ones ^= to == 3;
            }
            _ if out.large.is_some() => return None,
            _ => out.large = Some(to),
        }
        Some(out)
    }

    /// The misère value of the game (of genus `genus`) with the heaps of 2 and 1:
    /// `γₖ ⊕ (r mod 2)`.
    pub fn value(&self, genus: &Genus) -> u64 {
        let k = usize::try_from(self.twos).unwrap_or(usize::MAX);
        genus.gamma(k) ^ u64::from(self.odd_ones)
    }

    /// Whether the game of genus `genus` with these heaps is a misère P-position.
    pub fn is_p(&self, genus: &Genus) -> bool {
        self.value(genus) == self.large.unwrap_or(0)
    }
}

/// The reasoning of a wild game beside Nim heaps, decided by its genus (the
/// `genus_beside_nim` step; see [`NimHeapsBeside`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GenusBesideNim {
    /// The game, in the position language.
    pub component: String,
    /// Its genus.
    pub genus: String,
    /// The Nim heaps beside it, as written.
    pub heaps: String,
    /// The heaps as the rule counts them.
    pub counted: NimHeapsBeside,
    /// `γₖ`.
    pub gamma_k: u64,
    /// The misère value of the game with the heaps of 2 and 1: `γₖ ⊕ (r mod 2)`.
    pub value: u64,
    /// Who wins.
    pub outcome: Outcome,
}
