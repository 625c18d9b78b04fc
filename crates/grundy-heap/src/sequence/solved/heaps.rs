//! The heaps of one component solved together (`SolvedHeaps`: values, the sum, the
//! moves to a value) and their reasoning as data (`SequenceReasoning`: the JSON of the
//! `heap_game` and `subtraction` steps).

#[allow(unused_imports)]
use super::*;

impl SolvedSequence {
    /// The reasoning for a component written `game` with these heaps (at most `row_limit`
    /// rows).
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence, ValueMethod};
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
    /// let s = SolvedSequence::solve(&r, &100u8.into()).unwrap();
    /// let why = s.reasoning("sub(1,3,4)", &[5u32.into(), 100u32.into()], 10);
    /// assert_eq!(why.rule, "sub(1,3,4)");
    /// assert_eq!(why.rows[1].value, Some(0u32.into())); // 100 ≡ 2 (mod 7) and G(2) = 0
    /// assert_eq!(why.rows[1].method, ValueMethod::Period);
    /// assert_eq!(why.values, vec![0, 1, 0, 1, 2, 3, 2]);
    /// ```
    pub fn reasoning(&self, game: &str, heaps: &[Nat], row_limit: usize) -> SequenceReasoning {
        let rows: Vec<SequenceRow> = heaps
            .iter()
            .enumerate()
            .take(row_limit)
            .map(|(index, size)| SequenceRow {
                index,
                size: size.clone(),
                value: self.value(size),
                method: self.method(size),
            })
            .collect();
        let (values, values_complete) = match self.family {
            Family::Bounded(k) => {
                let shown = k.saturating_add(1).min(VALUES_SHOWN as u64);
                ((0..shown).collect(), k < VALUES_SHOWN as u64)
            }
            _ => (
                self.values.iter().take(VALUES_SHOWN).copied().collect(),
                self.values.len() <= VALUES_SHOWN,
            ),
        };
        SequenceReasoning {
            game: game.to_string(),
            rule: self.rule.name(),
            code: self.rule.code(),
            heaps_total: heaps.len(),
            rows_complete: rows.len() == heaps.len(),
            rows,
            periodicity: self.periodicity.clone(),
            searched_to: self.searched,
            values,
            values_complete,
        }
    }
}

/// The reasoning for a heap-game or subtraction-game component, as data: the JSON of the
/// `heap_game` and `subtraction` reasoning steps.
///
/// ```
/// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
/// use grundy_heap::sequence::subtraction::SubtractionRule;
/// let r = SequenceRule::from(SubtractionRule::bounded(3).unwrap());
/// let s = SolvedSequence::solve(&r, &10u8.into()).unwrap();
/// let json = serde_json::to_string(&s.reasoning("bounded(3)", &[10u32.into()], 5)).unwrap();
/// assert!(json.contains(r#""method":"formula""#));
/// assert!(json.contains(r#""name":"bounded-closed-form""#));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SequenceReasoning {
    /// The game as written (`kayles`, `0.137`, `sub(1,3,4)`, …).
    pub game: String,
    /// The rule's own name: the canonical code (`0.77`, `lasker`) or the subtraction rule
    /// (`sub(1,3,4)`).
    pub rule: String,
    /// Its code in CGSuite notation, in CGSuite's standard form (a subtraction set too
    /// large for a code: its name).
    pub code: String,
    /// How many heaps the component has.
    pub heaps_total: usize,
    /// The first heaps with their values.
    pub rows: Vec<SequenceRow>,
    /// True when [`rows`](SequenceReasoning::rows) shows every heap.
    pub rows_complete: bool,
    /// The period found, proved (`certified`) or only observed; `None` if none.
    pub periodicity: Option<Periodicity>,
    /// How many values the period search computed.
    pub searched_to: u64,
    /// `G(0), G(1), …`: up to `preperiod + period` when a period is proved, else every
    /// value computed (at most [`VALUES_SHOWN`]).
    pub values: Vec<u64>,
    /// True when `values` lists all of them.
    pub values_complete: bool,
}

/// One heap of a [`SequenceReasoning`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SequenceRow {
    /// The heap's index (from 0).
    pub index: usize,
    /// Its size.
    #[serde(with = "nat::json")]
    pub size: Nat,
    /// Its Grundy value (always known once the component is solved).
    #[serde(with = "nat::json::option")]
    pub value: Option<Nat>,
    /// How the value was obtained.
    pub method: ValueMethod,
}

/// The heaps of one component of a heap or subtraction game, solved by one
/// [`SolvedSequence`]: each heap's value, their nim-sum, and the moves in any heap that
/// bring the sum to a wanted value.
///
/// ```
/// use grundy_heap::sequence::{SequenceRule, SolvedHeaps};
/// use grundy_heap::sequence::subtraction::SubtractionRule;
/// use grundy_core::Nat;
/// // sub(1,2): G(n) = n mod 3; heaps 4 and 5 have values 1 and 2, nim-sum 3.
/// let rule = SequenceRule::from(&SubtractionRule::finite([1, 2]).unwrap());
/// let heaps = [Nat::from(4u8), Nat::from(5u8)];
/// let solved = SolvedHeaps::solve(rule, &heaps, &Default::default()).unwrap();
/// assert_eq!(solved.total, Nat::from(3u8));
/// // To value 0: heap 1 must go to value 2 (4 → 2), heap 2 to value 1 (5 → 4).
/// let moves = solved.moves_to_value(&heaps, &Nat::from(0u8), 10, &Default::default(), |_| false).unwrap();
/// assert_eq!(moves.count, Ok(Nat::from(2u8)));
/// assert_eq!(moves.moves, vec![(0, vec![Nat::from(2u8)]), (1, vec![Nat::from(4u8)])]);
/// ```
#[derive(Debug, Clone)]
pub struct SolvedHeaps {
    /// The sequence of the rule, far enough for every heap.
    pub solved: SolvedSequence,
    /// Each heap's value, in order.
    pub values: Vec<Nat>,
    /// Their nim-sum: the component's value.
    pub total: Nat,
}

/// The moves [`SolvedHeaps::moves_to_value`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapMoves {
    /// How many distinct positions they lead to, or why that is not known.
    pub count: Result<Nat, SequenceError>,
    /// Up to the room given: the heap moved in and the heaps it leaves (none when it
    /// vanishes).
    pub moves: Vec<(usize, Vec<Nat>)>,
}

impl SolvedHeaps {
    /// Solves the sequence of `rule` as far as the largest of `heaps` needs.
    ///
    /// # Errors
    /// [`SequenceError`] when a heap's value is out of reach.
    pub fn solve(
        rule: impl Into<SequenceRule>,
        heaps: &[Nat],
        cancel: &Cancel,
    ) -> Result<Self, SequenceError> {
        Self::solve_within(rule, heaps, cancel, &SolveBudget::default())
    }

    /// [`SolvedHeaps::solve`] within `budget` ([`SolvedSequence::solve_within`]).
    ///
    /// # Errors
    /// As [`SolvedSequence::solve_within`].
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRule, SolvedHeaps};
    /// use grundy_heap::sequence::solved::SolveBudget;
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::Nat;
    /// let officers = SequenceRule::from(HeapRule::parse("officers").unwrap());
    /// let heaps = [Nat::from(2u8), Nat::from(1_100_000u32)]; // beyond the period search
    /// assert!(SolvedHeaps::solve(officers.clone(), &heaps, &Default::default()).is_err());
    /// let s = SolvedHeaps::solve_within(officers, &heaps, &Default::default(), &SolveBudget::far());
    /// assert_eq!(s.unwrap().values[0], Nat::from(1u8)); // G(2) = 1: take one, leave 1
    /// ```
    pub fn solve_within(
        rule: impl Into<SequenceRule>,
        heaps: &[Nat],
        cancel: &Cancel,
        budget: &SolveBudget,
    ) -> Result<Self, SequenceError> {
        let solved = SolvedSequence::solve_within(rule, heaps, cancel, budget)?;
        let values: Vec<Nat> = heaps
            .iter()
            .map(|n| solved.value(n).ok_or_else(|| solved.no_value(n)))
            .collect::<Result<_, _>>()?;
        let total = values.iter().fold(Nat::zero(), |a, b| a ^ b);
        Ok(SolvedHeaps {
            solved,
            values,
            total,
        })
    }

    /// The moves that bring the nim-sum of `heaps` (the heaps solved) to `target`, at
    /// most `room` of them listed, heap by heap. `repeats(j)`: whether making heap `j`
    /// vanish leaves the same position as making heap `j − 1` vanish (equal heaps in a
    /// row, in a game where a heap can vanish) — such a move is counted and listed once.
    ///
    /// # Errors
    /// [`Cancelled`] when `cancel` is raised on the way.
    pub fn moves_to_value(
        &self,
        heaps: &[Nat],
        target: &Nat,
        room: usize,
        cancel: &Cancel,
        repeats: impl Fn(usize) -> bool,
    ) -> Result<HeapMoves, Cancelled> {
        let mut count = Ok(Nat::zero());
        let mut moves = Vec::new();
        for (j, (n, g)) in heaps.iter().zip(&self.values).enumerate() {
            let want = g ^ &self.total ^ target;
            let repeated = want.is_zero() && repeats(j);
            match self.solved.moves_to_value_cancellable(
                n,
                &want,
                room.saturating_sub(moves.len()),
                cancel,
            ) {
                Ok((mut k, mut found)) => {
                    if repeated && !k.is_zero() {
                        k -= 1u8;
                        found.retain(|parts| !parts.is_empty());
                    }
                    if let Ok(total) = &mut count {
                        *total += k;
                    }
                    moves.extend(found.into_iter().map(|parts| (j, parts)));
                }
                Err(SequenceError::Cancelled(c)) => return Err(c),
                Err(SequenceError::TooManyOptions { heap, limit, found }) => {
                    moves.extend(found.iter().cloned().map(|parts| (j, parts)));
                    count = Err(SequenceError::TooManyOptions {
                        heap,
                        limit,
                        found: Vec::new(),
                    });
                }
                Err(e) => count = Err(e),
            }
        }
        Ok(HeapMoves { count, moves })
    }
}
