//! The moves of a heap to a value: listed and counted directly, through a proved
//! period (residue classes), or by a subtraction game's own rule.

#[allow(unused_imports)]
use super::*;

impl SolvedSequence {
    /// Every option of a heap of `n` whose value is `target`: counted, the first `limit`
    /// listed (at most [`MOVES_LISTED`]), each as the list of non-empty heaps left (`[]` when the heap is taken
    /// whole). For a subtraction set (however the rule is written) exact for heaps of any
    /// size: for `allbut` the heaps of value `target` are finitely many and are located
    /// through the arithmetic period. Subtraction rules list the heaps left smaller first;
    /// heap rules in [`crate::heap::rule::HeapRule::options`]' order.
    ///
    /// With a proved period (or Lasker's closed form) the moves of heap rules whose moves
    /// leave at most two heaps are counted and listed through it
    /// ([`period_moves::moves_by_period`]), for heaps of any size.
    ///
    /// Other heaps are gone through option by option, with the values of the heaps the
    /// options leave at hand (all of them below the values computed, or through a proved
    /// period): in one pass over the splits `a + b` for rules whose moves leave at most
    /// two heaps (linear in the heap for a finite code), by the walk over the options
    /// otherwise; either way within [`MOVE_WORK`] steps.
    ///
    /// # Errors
    /// [`SequenceError::TooManyMoves`] when going through the options would take more
    /// than [`MOVE_WORK`] steps ([`move_work`]); [`SequenceError::MovesBeyondValues`] when
    /// the values of the heaps they leave are not all kept;
    /// [`SequenceError::TooManyOptions`] past [`OPTION_LIMIT`] options of a rule whose
    /// moves may leave four or more heaps.
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::Nat;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// let s = SolvedSequence::solve(&kayles, &Nat::from(10u8)).unwrap();
    /// // From a row of 5 pins, knock down the middle pin: 2 + 2, value 0.
    /// let (count, moves) = s.moves_to_value(&Nat::from(5u8), &Nat::from(0u8), 10).unwrap();
    /// assert_eq!(count, Nat::from(1u8));
    /// assert_eq!(moves, vec![vec![Nat::from(2u8), Nat::from(2u8)]]);
    /// ```
    pub fn moves_to_value(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
    ) -> Result<(Nat, Vec<Vec<Nat>>), SequenceError> {
        self.moves_to_value_cancellable(n, target, limit, &Cancel::default())
    }

    /// [`SolvedSequence::moves_to_value`], stopped with [`SequenceError::Cancelled`] when
    /// `cancel` is raised (looked at every few thousand options enumerated).
    ///
    /// # Errors
    /// As [`SolvedSequence::moves_to_value`], and [`SequenceError::Cancelled`].
    ///
    /// ```
    /// use grundy_heap::sequence::{SequenceError, SequenceRule, SolvedSequence};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::{Cancel, Nat};
    /// // Take one, leave up to three heaps: about 8·10^8 options from a heap of 99,999.
    /// let s = SolvedSequence::solve(&HeapRule::parse("hex(0.F)").unwrap(), &99_999u32.into()).unwrap();
    /// let cancel = Cancel::new();
    /// cancel.cancel();
    /// let r = s.moves_to_value_cancellable(&99_999u32.into(), &Nat::from(0u8), 10, &cancel);
    /// assert!(matches!(r, Err(SequenceError::Cancelled(_))));
    /// ```
    pub fn moves_to_value_cancellable(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<(Nat, Vec<Vec<Nat>>), SequenceError> {
        let limit = limit.min(MOVES_LISTED);
        let single = |m: Nat| if m.is_zero() { Vec::new() } else { vec![m] };
        if let Some(mut sizes) = self.subtraction_moves(n, target) {
            if let SequenceRule::Heap(_) = self.rule {
                sizes.reverse(); // by tokens removed, as HeapRule::options
            }
            let count = Nat::from(sizes.len());
            return Ok((count, sizes.into_iter().take(limit).map(single).collect()));
        }
        if let Some(found) = self.moves_through_period(n, target, limit, cancel)? {
            return Ok(found);
        }
        if let SequenceRule::Formula(formula) = &self.rule {
            return self.formula_moves(formula, n, target, limit);
        }
        let Some(rule) = self.rule.heap_rule() else {
            // A game's own values: no heap options.
            return Ok((Nat::zero(), Vec::new()));
        };
        // Every heap an option leaves is at most n plus the tokens a move may add: their
        // values must all be at hand.
        let known = self.known();
        let added = rule.code().additive().len() as u64;
        // A heap past 2^64 that no rule of subtraction or period decides has far more
        // options than the work bound.
        let Some(heap) = n.to_u64() else {
            return Err(SequenceError::TooManyMoves {
                heap: n.to_string(),
                work: None,
                limit: MOVE_WORK,
            });
        };
        if heap.checked_add(added).is_none_or(|top| top >= known) {
            return Err(SequenceError::MovesBeyondValues {
                heap: n.to_string(),
                kept: known,
                memory: self.memory,
            });
        }
        // Values of heaps that fit in u64 are at most u64; a larger target is never met.
        let Some(target) = target.to_u64() else {
            return Ok((Nat::zero(), Vec::new()));
        };
        let work = move_work(&rule, heap);
        if let Some(work) = work.filter(|&w| w > MOVE_WORK) {
            return Err(SequenceError::TooManyMoves {
                heap: n.to_string(),
                work: Some(work),
                limit: MOVE_WORK,
            });
        }
        let nats = |listed: Vec<Vec<u64>>| -> Vec<Vec<Nat>> {
            listed
                .into_iter()
                .map(|parts| parts.into_iter().map(Nat::from).collect())
                .collect()
        };
        if rule.max_heaps().is_some_and(|k| k <= 2) {
            let code = rule.code();
            let go = |g: &dyn Fn(u64) -> Option<u64>| {
                listing::two_heap_moves(&code, heap, target, limit, g, cancel)
            };
            // The values from where they are kept, without a lookup through the others.
            let (count, listed) = match self.dense.as_deref() {
                Some(Values::Narrow(v)) if (v.len() as u64) > heap + added => {
                    go(&|h| v.get(h as usize).map(|&x| u64::from(x)))?
                }
                Some(Values::Wide(v)) if (v.len() as u64) > heap + added => {
                    go(&|h| v.get(h as usize).copied())?
                }
                _ if (self.values.len() as u64) > heap + added => {
                    go(&|h| self.values.get(h as usize).copied())?
                }
                _ => go(&|h| self.value_u64(h))?,
            };
            return Ok((Nat::from(count), nats(listed)));
        }
        let mut listed = Vec::new();
        // The options are visited one by one, never collected: a heap split into three
        // has about n²/12 of them.
        let mut count = 0u64;
        let mut poll = cancel.poll(POLL_EVERY);
        let many = rule.max_heaps().is_none_or(|k| k > 3);
        let mut visited = 0u64;
        // The walk looks at the flag itself too, and counts its steps: it may refuse
        // billions of partial splits between two options (a heap left as many distinct
        // heaps).
        let flow = rule.for_each_option_bounded(heap, MOVE_WORK, cancel.flag(), &mut |option| {
            if let Err(cancelled) = poll.step(1) {
                return ControlFlow::Break(Err(cancelled));
            }
            visited += 1;
            if many && visited > OPTION_LIMIT {
                return ControlFlow::Break(Ok(()));
            }
            let value = option
                .iter()
                .try_fold(0u64, |acc, &h| self.value_u64(h).map(|v| acc ^ v));
            if value == Some(target) {
                count += 1;
                if listed.len() < limit {
                    listed.push(option.to_vec());
                }
            }
            ControlFlow::Continue(())
        })?;
        match flow {
            Err(_) => Err(SequenceError::TooManyMoves {
                heap: n.to_string(),
                work,
                limit: MOVE_WORK,
            }),
            Ok(ControlFlow::Break(Err(cancelled))) => Err(cancelled.into()),
            Ok(ControlFlow::Break(Ok(()))) => Err(SequenceError::TooManyOptions {
                heap: n.to_string(),
                limit: OPTION_LIMIT,
                found: nats(listed),
            }),
            Ok(ControlFlow::Continue(())) => Ok((Nat::from(count), nats(listed))),
        }
    }

    /// The moves of a formula's heap of `n` to `target`: its options (at most
    /// [`MAX_OPTIONS`](crate::heap::formula::MAX_OPTIONS)) evaluated, each option's value
    /// from the values computed — every heap an option leaves is smaller than `n`.
    fn formula_moves(
        &self,
        formula: &crate::heap::formula::FormulaRule,
        n: &Nat,
        target: &Nat,
        limit: usize,
    ) -> Result<(Nat, Vec<Vec<Nat>>), SequenceError> {
        let known = self.known();
        let heap =
            n.to_u64()
                .filter(|&h| h <= known)
                .ok_or_else(|| SequenceError::MovesBeyondValues {
                    heap: n.to_string(),
                    kept: known,
                    memory: self.memory,
                })?;
        let options = formula
            .options(heap)
            .map_err(|e| EngineError::Unsupported {
                engine: "sequence".into(),
                rule: formula.name(),
                reason: e.message(),
            })?;
        let mut count = 0u64;
        let mut listed = Vec::new();
        for option in options {
            let value = option
                .iter()
                .try_fold(0u64, |acc, &h| self.value_u64(h).map(|v| acc ^ v));
            if value.is_some_and(|v| Nat::from(v) == *target) {
                count += 1;
                if listed.len() < limit {
                    listed.push(option.into_iter().map(Nat::from).collect());
                }
            }
        }
        Ok((Nat::from(count), listed))
    }

    /// The moves from a heap of `n` to `target` through the proved period
    /// ([`period_moves::moves_by_period`]), for heaps past twice the preperiod and period
    /// (smaller heaps are enumerated); `None` where that method does not apply.
    pub(super) fn moves_through_period(
        &self,
        n: &Nat,
        target: &Nat,
        limit: usize,
        cancel: &Cancel,
    ) -> Result<Option<period_moves::CountedMoves>, SequenceError> {
        let table = match (&self.family, self.proved) {
            // G(4q+1..4q+4) = 4q+1, 4q+2, 4q+4, 4q+3.
            (Family::Lasker, _) => PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4),
            (Family::Code, Some((e, p, s))) => PeriodicValues::new(self.values.clone(), e, p, s),
            _ => None,
        };
        let (Some(table), Some(rule)) = (table, self.rule.heap_rule()) else {
            return Ok(None);
        };
        if *n < Nat::from(2 * (table.preperiod() + table.period())) {
            return Ok(None);
        }
        Ok(period_moves::moves_by_period(
            &table,
            &rule.code(),
            n,
            target,
            limit,
            cancel,
        )?)
    }

    /// For a subtraction set: the heaps left by the moves from `n` to value `target`,
    /// increasing; `None` for other rules.
    pub(super) fn subtraction_moves(&self, n: &Nat, target: &Nat) -> Option<Vec<Nat>> {
        Some(match &self.family {
            Family::Finite(set) => {
                let mut v: Vec<Nat> = set
                    .iter()
                    .map(|&s| Nat::from(s))
                    .filter(|s| s <= n)
                    .map(|s| n - s)
                    .filter(|m| self.value(m).as_ref() == Some(target))
                    .collect();
                v.reverse();
                v
            }
            Family::Bounded(k) => {
                let modulus = Nat::from(*k) + 1u32;
                if *target >= modulus {
                    Vec::new()
                } else {
                    // The options n−1, …, n−k are fewer than k+1 consecutive heaps: at
                    // most one has n − d ≡ target.
                    let d = ((n + &modulus) - target) % &modulus;
                    if !d.is_zero() && d <= *n {
                        vec![n - d]
                    } else {
                        Vec::new()
                    }
                }
            }
            Family::AllBut(x) => self
                .heaps_with_value(target)
                .into_iter()
                .filter(|m| m < n)
                .filter(|m| match (n - m).to_u64() {
                    Some(d) => x.binary_search(&d).is_err(),
                    None => true,
                })
                .collect(),
            Family::Lasker | Family::Code => return None,
        })
    }

    /// Every heap size whose value is `target`, in increasing order (all-but games, whose
    /// values are unbounded: finitely many) — among the values computed, and through the
    /// proved period beyond them.
    pub(super) fn heaps_with_value(&self, target: &Nat) -> Vec<Nat> {
        let mut out: Vec<Nat> = self
            .values
            .iter()
            .enumerate()
            .filter(|&(_, &v)| Nat::from(v) == *target)
            .map(|(m, _)| Nat::from(m))
            .collect();
        if let Some((e, p, s)) = self.proved.filter(|&(_, _, s)| s > 0) {
            for (r, &v) in self.values.iter().enumerate().skip(e as usize) {
                let v = Nat::from(v);
                if *target > v {
                    let (q, rem) = (target - &v).div_rem(&Nat::from(s));
                    if rem.is_zero() {
                        out.push(Nat::from(r) + q * p);
                    }
                }
            }
        }
        out.sort();
        out
    }
}
