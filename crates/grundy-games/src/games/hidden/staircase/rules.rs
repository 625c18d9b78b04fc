//! Staircase Nim (Kvant game 5): the game, its reduction to Nim on the odd steps, its
//! moves and its rules played directly.

use super::super::{nat, outcome_of, set_changes, small, xor_all};
use crate::component::HeapChange;
use crate::game::ImpartialGame;
use crate::outcome::Outcome;
use serde::Serialize;

/// Staircase Nim. Input model: the numbers of coins on steps 1, 2, 3, … in order
/// (`staircase 3 1 2`: 3 coins on step 1, 1 on step 2, 2 on step 3). A move brings any
/// positive number of coins from one step `i ≥ 1` down to step `i − 1`; coins reaching
/// step 0 (the floor) are out of play.
///
/// **Reduction:** Nim on the odd steps. Every move changes the number of coins on
/// exactly one odd step (down from an odd step, up onto an odd step from the even step
/// above it), and every decrease of an odd step is available, so by induction the
/// Grundy value is exactly the XOR of the odd steps. Moves from an even step are
/// reversible: answer them by bringing the same coins one more step down.
///
/// ```
/// use grundy::games::hidden::staircase::Staircase;
/// let s = Staircase::new(vec![3, 1, 2]);
/// assert_eq!(s.reduction(), vec![(1, 3), (3, 2)]);
/// assert_eq!(s.grundy_value(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Staircase {
    /// `steps[i]` coins on step `i + 1`.
    pub steps: Vec<u64>,
}

/// The words of a staircase move, `changes` (the coins leaving a step and, unless it is
/// step 1, arriving on the step below): "move 2 coins from step 3 to step 2" in `lang`.
///
/// ```
/// use grundy::games::hidden::staircase::{move_words_in, Staircase};
/// use grundy::Lang;
/// let s = Staircase::new(vec![0, 1, 2]);
/// assert_eq!(move_words_in(&s.changes(3, 2), Lang::En), "move 2 coins from step 3 to step 2");
/// assert_eq!(move_words_in(&s.changes(2, 1), Lang::En), "move 1 coin from step 2 to step 1");
/// let s = Staircase::new(vec![3]);
/// assert_eq!(move_words_in(&s.changes(1, 1), Lang::En), "move 1 coin from step 1 to the floor");
/// assert_eq!(move_words_in(&Staircase::new(vec![2]).changes(1, 2), Lang::Ru),
///            "переложить 2 монеты со ступеньки 1 на пол");
/// ```
pub fn move_words_in(changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    let Some(c) = changes.iter().find(|c| c.to < c.from) else {
        return String::new();
    };
    let (from, count) = (c.heap + 1, small(&(&c.from - &c.to)));
    if from == 1 {
        t!(lang, "move-staircase-floor", count = count, from = from)
    } else {
        t!(
            lang,
            "move-staircase",
            count = count,
            from = from,
            to = from - 1
        )
    }
}

impl Staircase {
    /// Coins on steps 1, 2, …
    ///
    /// ```
    /// use grundy::games::hidden::staircase::Staircase;
    /// assert_eq!(Staircase::new(vec![0, 5]).grundy_value(), 0);
    /// ```
    pub fn new(steps: Vec<u64>) -> Self {
        Staircase { steps }
    }

    /// The reduction: `(odd step, coins on it)`, the Nim heaps.
    ///
    /// ```
    /// use grundy::games::hidden::staircase::Staircase;
    /// assert_eq!(Staircase::new(vec![4, 7, 1, 9, 2]).reduction(), vec![(1, 4), (3, 1), (5, 2)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.steps
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(i, &c)| (i + 1, c))
            .collect()
    }

    /// The Grundy value: the XOR of the coins on the odd steps.
    ///
    /// ```
    /// use grundy::games::hidden::staircase::Staircase;
    /// assert_eq!(Staircase::new(vec![4, 7, 1]).grundy_value(), 5);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.reduction().iter().map(|&(_, c)| c))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::staircase::Staircase, Outcome};
    /// assert_eq!(Staircase::new(vec![2, 9, 2]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move: from an odd step `i` move `c − (c ⊕ S)` coins down, or from
    /// the even step `i + 1` move `(c ⊕ S) − c` coins down onto odd step `i` when it has
    /// that many.
    ///
    /// ```
    /// use grundy::games::hidden::staircase::{move_words_in, Staircase};
    /// let d: Vec<String> = Staircase::new(vec![1, 5, 3]).winning_moves()
    ///     .iter().map(|m| move_words_in(m, grundy::Lang::En)).collect();
    /// // S = 1 ⊕ 3 = 2: step 3 from 3 to 1, or 2 coins from step 2 onto step 1 (1 → 3).
    /// assert_eq!(d, ["move 2 coins from step 2 to step 1", "move 2 coins from step 3 to step 2"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a position of Grundy value `value`, ordered by the step the coins
    /// leave, then by how many.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::staircase::Staircase};
    /// let m = Staircase::new(vec![2]).moves_to_value(1);
    /// assert_eq!(m, [vec![HeapChange::new(0, 2u8.into(), 1u8.into())]]);
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        let heaps = self.reduction();
        let s = xor_all(heaps.iter().map(|&(_, c)| c)) ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return Vec::new();
        }
        for &(step, c) in &heaps {
            let target = c ^ s;
            if target < c {
                out.push((step, c - target));
            } else {
                let above = self.steps.get(step).copied().unwrap_or(0);
                if target - c <= above {
                    out.push((step + 1, target - c));
                }
            }
        }
        out.sort_unstable();
        out.into_iter()
            .map(|(from, count)| self.changes(from, count))
            .collect()
    }

    /// The changes of moving `count` coins down from step `from` (steps from 1): that step
    /// loses them, the step below (unless it is the floor) gains them. A step that is not
    /// there, or has fewer coins than `count`, changes nothing.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::staircase::Staircase};
    /// let s = Staircase::new(vec![1, 5]);
    /// assert_eq!(s.changes(2, 3), [HeapChange::new(1, 5u8.into(), 2u8.into()),
    ///                              HeapChange::new(0, 1u8.into(), 4u8.into())]);
    /// assert!(s.changes(1, 2).is_empty());
    /// ```
    pub fn changes(&self, from: usize, count: u64) -> Vec<HeapChange> {
        let steps = &self.steps;
        let Some(i) = from.checked_sub(1) else {
            return Vec::new();
        };
        let Some(left) = steps.get(i).and_then(|&c| Some((c, c.checked_sub(count)?))) else {
            return Vec::new();
        };
        let mut out = vec![HeapChange::new(i, nat(left.0), nat(left.1))];
        if let Some(&below) = i.checked_sub(1).and_then(|j| steps.get(j)) {
            out.push(HeapChange::new(
                i - 1,
                nat(below),
                nat(below.saturating_add(count)),
            ));
        }
        out
    }

    /// The position after the move `changes`.
    ///
    /// ```
    /// use grundy::games::hidden::staircase::Staircase;
    /// let s = Staircase::new(vec![1, 5, 3]);
    /// let after = s.apply(&s.winning_moves()[0]);
    /// assert_eq!(after.steps, vec![3, 3, 3]);
    /// ```
    pub fn apply(&self, changes: &[HeapChange]) -> Staircase {
        let mut steps = self.steps.clone();
        set_changes(&mut steps, changes);
        Staircase { steps }
    }
}

/// The rules of [`Staircase`] played directly, for brute-force checks. A position is the
/// list of coins on steps 1, 2, …
///
/// ```
/// use grundy::{games::hidden::staircase::StaircaseGame, Solver};
/// let mut s = Solver::new(&StaircaseGame);
/// assert_eq!(s.grundy(&vec![3, 1, 2]).unwrap(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct StaircaseGame;

impl ImpartialGame for StaircaseGame {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &c) in p.iter().enumerate() {
            for k in 1..=c {
                let mut q = p.clone();
                if let Some(x) = q.get_mut(i) {
                    *x -= k;
                }
                if let Some(x) = i.checked_sub(1).and_then(|j| q.get_mut(j)) {
                    *x += k;
                }
                out.push(q);
            }
        }
        out
    }
}
