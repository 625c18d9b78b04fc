//! The caterpillar of Kvant game 2 ([`Caterpillar`]): Turning Turtles with green links as
//! heads, numbered from the tail; its reduction to Nim and its moves.

use super::super::spawning::coins::{CoinError, CoinRow, CoinRule};
use super::super::{coin_changes, outcome_of, turned_coins, xor_all};
use crate::component::{HeapChange, NimMove};
use crate::outcome::Outcome;
use serde::Serialize;

/// The caterpillar of Kvant game 2: `links` links numbered from the tail (tail = 1, head
/// = `links`), some green, the rest white. A move recolours one green link white and may
/// also recolour one link nearer the tail (smaller number), whatever its colour. Whoever
/// turns the caterpillar all white wins. Input model: the number of links and the green
/// links (`caterpillar 20: 2 5 6 9 14 16 19`).
///
/// **Reduction** (the article's): a green link `k` is a Nim heap of `k`. Recolouring only
/// `k` empties the heap; recolouring `k` and a white link `m < k` takes the heap from `k`
/// to `m`; recolouring `k` and a green link `m` (both become white) also takes it to `m`:
/// the heap `m` that appears cancels the existing heap `m` in the nim-sum. It is
/// Turning Turtles ([`CoinRule::TurningTurtles`]).
///
/// ```
/// use grundy::games::hidden::caterpillar::Caterpillar;
/// let c = Caterpillar::new(20, vec![2, 5, 6, 9, 14, 16, 19]).unwrap();
/// assert_eq!(c.grundy_value(), 5);
/// assert_eq!(c.move_words_in(&c.winning_moves()[0], grundy::Lang::En), "recolour green link 5 white");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Caterpillar {
    /// Number of links.
    pub links: u64,
    /// The green links, ascending.
    pub green: Vec<u64>,
}

impl Caterpillar {
    /// A caterpillar of `links` links with the green ones listed (each in 1..=links).
    ///
    /// ```
    /// use grundy::games::hidden::{caterpillar::Caterpillar, spawning::coins::CoinError};
    /// assert_eq!(Caterpillar::new(20, vec![21]), Err(CoinError::TooFar { coin: 21, limit: 20 }));
    /// assert_eq!(Caterpillar::new(20, vec![0]), Err(CoinError::BelowFirst { coin: 0, first: 1 }));
    /// ```
    pub fn new(links: u64, green: Vec<u64>) -> Result<Self, CoinError> {
        let row = CoinRow::new(CoinRule::TurningTurtles, green)?;
        if let Some(&coin) = row.heads.last().filter(|&&c| c > links) {
            return Err(CoinError::TooFar { coin, limit: links });
        }
        Ok(Caterpillar {
            links,
            green: row.heads,
        })
    }

    /// The reduction: `(green link, heap size)` — the heap is the link's number.
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// assert_eq!(Caterpillar::new(5, vec![2, 5]).unwrap().reduction(), vec![(2, 2), (5, 5)]);
    /// ```
    pub fn reduction(&self) -> Vec<(u64, u64)> {
        self.green.iter().map(|&k| (k, k)).collect()
    }

    /// The Grundy value: XOR of the green links' numbers.
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// assert_eq!(Caterpillar::new(3, vec![1, 2, 3]).unwrap().grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.green.iter().copied())
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::caterpillar::Caterpillar, Outcome};
    /// assert_eq!(Caterpillar::new(3, vec![3]).unwrap().outcome(), Outcome::N);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move.
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// let c = Caterpillar::new(20, vec![2, 5, 6, 9, 14, 16, 19]).unwrap();
    /// let d: Vec<String> = c.winning_moves().iter().map(|m| c.move_words_in(m, grundy::Lang::En)).collect();
    /// assert_eq!(d, ["recolour green link 5 white",
    ///                "recolour green link 6 white and white link 3 green",
    ///                "recolour green link 14 white and white link 11 green"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`, each as the changes of
    /// [`Caterpillar::changes`].
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// let c = Caterpillar::new(5, vec![3]).unwrap();
    /// assert_eq!(c.recoloured(&c.moves_to_value(2)[0]), [2, 3]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        self.moves_to_value_first(value, usize::MAX).1
    }

    /// How many moves lead to a position of Grundy value `value`, and the first `room` of
    /// them (in the order of [`Caterpillar::moves_to_value`]): the others are counted
    /// without being built.
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// let c = Caterpillar::new(20, vec![2, 5, 6, 9, 14, 16, 19]).unwrap();
    /// let (count, first) = c.moves_to_value_first(0, 1);
    /// assert_eq!((count, first.len()), (3, 1));
    /// ```
    pub fn moves_to_value_first(&self, value: u64, room: usize) -> (u64, Vec<Vec<HeapChange>>) {
        let row = CoinRow {
            rule: CoinRule::TurningTurtles,
            heads: self.green.clone(),
        };
        let moves = row.moves_to_value(value).unwrap_or_default();
        let first = moves.iter().take(room).map(|m| self.changes(m)).collect();
        (moves.len() as u64, first)
    }

    /// The changes of recolouring the links `turned` (the largest a green link, which
    /// turns white; a smaller one changes colour).
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::caterpillar::Caterpillar};
    /// let c = Caterpillar::new(10, vec![4, 6]).unwrap();
    /// assert_eq!(c.changes(&[3, 6]), [HeapChange::split(1, 6u8.into(), vec![3u8.into()])]);
    /// ```
    pub fn changes(&self, turned: &[u64]) -> Vec<HeapChange> {
        coin_changes(&self.green, turned)
    }

    /// The links the move `changes` recolours, ascending (the last is the green link that
    /// turns white).
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// let c = Caterpillar::new(10, vec![4, 6]).unwrap();
    /// assert_eq!(c.recoloured(&c.changes(&[4, 6])), [4, 6]);
    /// ```
    pub fn recoloured(&self, changes: &[HeapChange]) -> Vec<u64> {
        turned_coins(changes)
    }

    /// The move `changes` in the game's terms, in `lang`.
    ///
    /// ```
    /// use grundy::games::hidden::caterpillar::Caterpillar;
    /// use grundy::Lang;
    /// let c = Caterpillar::new(20, vec![4, 6, 9]).unwrap();
    /// assert_eq!(c.move_words_in(&c.changes(&[3, 6]), Lang::En),
    ///            "recolour green link 6 white and white link 3 green");
    /// assert_eq!(c.move_words_in(&c.changes(&[4, 9]), Lang::En), "recolour green links 9 and 4 white");
    /// let c = Caterpillar::new(20, vec![2, 5, 6, 9, 14, 16, 19]).unwrap();
    /// assert_eq!(c.move_words_in(&c.winning_moves()[0], Lang::Vi), "sơn lại mắt xích xanh 5 thành màu trắng");
    /// ```
    pub fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let turned = self.recoloured(changes);
        let Some(&link) = turned.last() else {
            return String::new();
        };
        match turned.as_slice() {
            [second, _] if self.green.contains(second) => {
                t!(lang, "move-links-both", link = link, second = *second)
            }
            [second, _] => t!(lang, "move-link-and-back", link = link, second = *second),
            _ => t!(lang, "move-link", link = link),
        }
    }

    /// The Nim translation of the move `changes`: the green link's heap goes from its
    /// number to the other link's (or 0).
    ///
    /// ```
    /// use grundy::{component::NimMove, games::hidden::caterpillar::Caterpillar};
    /// let c = Caterpillar::new(20, vec![2, 5, 6, 9, 14, 16, 19]).unwrap();
    /// let m = &c.winning_moves()[1];
    /// assert_eq!(c.nim_move(m), Some(NimMove { heap: 2, from: 6, to: 3 }));
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        let turned = self.recoloured(changes);
        let link = *turned.last()?;
        let second = match turned.as_slice() {
            [first, _] => Some(*first),
            _ => None,
        };
        let heap = self.green.iter().position(|&h| h == link).unwrap_or(0);
        Some(NimMove {
            heap,
            from: link,
            to: second.unwrap_or(0),
        })
    }
}
