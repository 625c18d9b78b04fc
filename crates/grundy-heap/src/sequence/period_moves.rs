//! The moves of a heap of any size to a given value, found and counted through a proved
//! period instead of one option at a time.
//!
//! Beyond its preperiod `e` a proved nim-sequence repeats with period `p` and saltus `s`:
//! `G(e + c + q·p) = G(e + c) + q·s` for `0 ≤ c < p`. A move that leaves two heaps `a ≤ b`
//! with `a + b = m` is then decided by the residues of `a` and `b` alone when `s = 0`, and
//! when `s` is a power of two by a little binary arithmetic: writing
//! `G(e + c) = s·h_c + l_c` (`l_c < s`), both values are `s·X + l` with `X = q + h`, and
//! `X_a + X_b` is fixed by `m` and the residues. The pairs with `X_a ^ X_b = W` and
//! `X_a + X_b = S` are exactly `X_a = A | T` with `A = (S − W)/2` (which must share no bit
//! with `W`) and `T` any sub-mask of `W` — so they are counted by ranking sub-masks, and
//! listed in increasing order by unranking. Every count is exact and takes time
//! proportional to the preperiod plus the period, whatever the size of the heap
//! (Lasker's Nim, `s = 4`, from a heap of `10^30` included).

use crate::heap::code::{Constraint, Digit, TbCode};
use crate::{Cancel, Cancelled, Nat};
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// How many options there are, and the first of them (each the heaps left).
pub type CountedMoves = (Nat, Vec<Vec<Nat>>);

/// A nim-sequence known through a proved period: `G(n)` is `values[n]` for
/// `n < preperiod + period`, and `G(n) = G(n − period) + saltus` beyond.
///
/// ```
/// use grundy_heap::sequence::period_moves::PeriodicValues;
/// use grundy_core::Nat;
/// // Lasker's Nim: G(4q+1..4q+4) = 4q+1, 4q+2, 4q+4, 4q+3.
/// let lasker = PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4).unwrap();
/// assert_eq!(lasker.value(&Nat::from(7u8)), Nat::from(8u8));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodicValues {
    values: Vec<u64>,
    preperiod: u64,
    period: u64,
    saltus: u64,
}

impl PeriodicValues {
    /// The sequence with these first values (at least `preperiod + period` of them, the
    /// rest ignored); `None` when there are too few or the period is 0.
    ///
    /// ```
    /// use grundy_heap::sequence::period_moves::PeriodicValues;
    /// assert!(PeriodicValues::new(vec![0, 1], 0, 3, 0).is_none());
    /// ```
    pub fn new(
        mut values: Vec<u64>,
        preperiod: u64,
        period: u64,
        saltus: u64,
    ) -> Option<PeriodicValues> {
        let need = usize::try_from(preperiod.checked_add(period)?).ok()?;
        if period == 0 || values.len() < need {
            return None;
        }
        values.truncate(need);
        // Counted from 1 instead of 0 (the same sequence: G(p) = G(0) + s), so that the
        // periodic part holds only non-empty heaps.
        let preperiod = if preperiod == 0 {
            values.push(values.first()?.checked_add(saltus)?);
            1
        } else {
            preperiod
        };
        Some(PeriodicValues {
            values,
            preperiod,
            period,
            saltus,
        })
    }

    /// The preperiod `e`.
    ///
    /// ```
    /// use grundy_heap::sequence::period_moves::PeriodicValues;
    /// assert_eq!(PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4).unwrap().preperiod(), 1);
    /// ```
    pub fn preperiod(&self) -> u64 {
        self.preperiod
    }

    /// The period `p`.
    ///
    /// ```
    /// use grundy_heap::sequence::period_moves::PeriodicValues;
    /// assert_eq!(PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4).unwrap().period(), 4);
    /// ```
    pub fn period(&self) -> u64 {
        self.period
    }

    /// `G(n)`.
    ///
    /// ```
    /// use grundy_heap::sequence::period_moves::PeriodicValues;
    /// use grundy_core::Nat;
    /// let kayles_like = PeriodicValues::new(vec![0, 1, 2, 3], 1, 3, 0).unwrap();
    /// assert_eq!(kayles_like.value(&Nat::from(1_000_000u32)), Nat::from(1u8));
    /// ```
    pub fn value(&self, n: &Nat) -> Nat {
        if let Some(&v) = n.to_usize().and_then(|i| self.values.get(i)) {
            return Nat::from(v);
        }
        let (q, c) = (n - self.preperiod).div_rem(&Nat::from(self.period));
        // c < period, so it is a u64 and an index within the values.
        Nat::from(self.base(c.to_u64().unwrap_or(0))) + q * self.saltus
    }

    /// `G(preperiod + c)` for a residue `c < period`.
    fn base(&self, c: u64) -> u64 {
        usize::try_from(self.preperiod + c)
            .ok()
            .and_then(|i| self.values.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The heaps `m` with `1 ≤ m ≤ top` and `G(m) = v`, when they are finitely many in
    /// effect (a saltus, or `top` within the stored values): `None` for a purely periodic
    /// sequence and a large `top`.
    fn heaps_of_value(&self, v: &Nat, top: &Nat) -> Option<Vec<Nat>> {
        let stored = self.values.len() as u64;
        let mut out: Vec<Nat> = (1..stored)
            .filter(|&m| {
                Nat::from(m) <= *top
                    && self.values.get(m as usize).map(|&x| Nat::from(x)) == Some(v.clone())
            })
            .map(Nat::from)
            .collect();
        if *top < Nat::from(stored) {
            return Some(out);
        }
        if self.saltus == 0 {
            return None;
        }
        for c in 0..self.period {
            let g = Nat::from(self.base(c));
            if *v < g {
                continue;
            }
            let (q, r) = (v - &g).div_rem(&Nat::from(self.saltus));
            if !r.is_zero() || q.is_zero() {
                continue; // q = 0 is among the stored values
            }
            let m = q * self.period + self.preperiod + c;
            if m <= *top {
                out.push(m);
            }
        }
        out.sort();
        Some(out)
    }
}

/// The digit of `code` for removing `t` tokens, for any `t`.
fn digit_at(code: &TbCode, t: &Nat) -> Digit {
    if let Some(t) = t.to_u64() {
        return code.digit(t);
    }
    let len = code.digits().len() as u64;
    let period = code.period() as u64;
    if period == 0 {
        return Digit::zero();
    }
    let pre = len - period;
    let r = ((t - pre) % period).to_u64().unwrap_or(0);
    code.digit(pre + r)
}

/// `a − b`, if it is not negative.
fn minus(a: &Nat, b: &Nat) -> Option<Nat> {
    (a >= b).then(|| a - b)
}

/// The sub-masks `T` of `w` with `T < k`: how many there are, which is also the rank of
/// the smallest sub-mask `≥ k` among all sub-masks in increasing order.
fn submasks_below(w: &Nat, k: &Nat) -> Nat {
    let mut count = Nat::zero();
    let bits = w.bits().max(k.bits());
    // `below[i]`: the number of set bits of w below bit i.
    let mut below = 0u32;
    let mut counts = Vec::with_capacity(bits as usize);
    for i in 0..bits {
        counts.push(below);
        if w.bit(i) {
            below += 1;
        }
    }
    for i in (0..bits).rev() {
        let free = counts.get(i as usize).copied().unwrap_or(0);
        match (k.bit(i), w.bit(i)) {
            // T takes 0 where k has 1: every choice below is smaller.
            (true, true) => count += Nat::one() << free,
            (true, false) => return count + (Nat::one() << free),
            (false, _) => {}
        }
        // Otherwise T follows k's bit (possible: w has it, or it is 0).
    }
    count
}

/// The sub-mask of `w` of rank `r` in increasing order (the bits of `r` deposited on
/// the set bits of `w`).
fn submask_of_rank(w: &Nat, mut r: Nat) -> Nat {
    let mut t = Nat::zero();
    for i in 0..w.bits() {
        if w.bit(i) {
            if r.bit(0) {
                t.set_bit(i, true);
            }
            r >>= 1u8;
        }
    }
    t
}

/// Pairs `(a, b)`, `1 ≤ a ≤ b`, `a + b = m`, in one residue class of `a`, as an increasing
/// stream of `a`: `a = start + step·j` for `j` in ranks `lo..hi` (pure period), or
/// `a = start + step·(A | T_j)` with `T_j` the sub-mask of rank `j` (with a saltus).
struct ClassStream {
    start: Nat,
    step: Nat,
    /// Subtracted from `start + step·x` (`p·h_a` with a saltus; the result is ≥ start).
    shift: Nat,
    /// `Some((A, W))` with a saltus.
    masks: Option<(Nat, Nat)>,
    next: Nat,
    end: Nat,
}

impl ClassStream {
    fn count(&self) -> Nat {
        if self.end > self.next {
            &self.end - &self.next
        } else {
            Nat::zero()
        }
    }

    fn peek(&self) -> Option<Nat> {
        (self.next < self.end).then(|| {
            let x = match &self.masks {
                None => self.next.clone(),
                Some((a, w)) => a | submask_of_rank(w, self.next.clone()),
            };
            &self.start + &self.step * x - &self.shift
        })
    }
}

/// The two-heap options `a ≤ b`, `a + b = m`, with `G(a) ^ G(b) = v`: their number and the
/// first `limit` values of `a`, increasing. `None` when the saltus is neither 0 nor a power
/// of two.
fn pairs(
    seq: &PeriodicValues,
    m: &Nat,
    v: &Nat,
    limit: usize,
    cancel: &Cancel,
) -> Result<Option<(Nat, Vec<Nat>)>, Cancelled> {
    let (e, p, s) = (seq.preperiod, seq.period, seq.saltus);
    if s != 0 && !s.is_power_of_two() {
        return Ok(None);
    }
    let mut poll = cancel.poll(4096);
    let half = m / 2u8;
    let mut count = Nat::zero();
    let mut small = Vec::new();
    // a below the preperiod, one by one.
    let mut a = 1u64;
    while a < e && Nat::from(a) <= half {
        poll.step(1)?;
        let b = m - a;
        if (seq.value(&Nat::from(a)) ^ seq.value(&b)) == *v {
            count += 1u8;
            if small.len() < limit {
                small.push(Nat::from(a));
            }
        }
        a += 1;
    }
    // a ≥ e (so b ≥ e): a = e + ca + p·qa, b = e + cb + p·qb.
    let mut streams = Vec::new();
    if *m >= Nat::from(2 * e) {
        let big_m = m - 2 * e;
        let j = s.trailing_zeros();
        let low_mask = s.wrapping_sub(1);
        for ca in 0..p {
            poll.step(1)?;
            if big_m < Nat::from(ca) {
                break;
            }
            let rest = &big_m - ca;
            let cb = (&rest % p).to_u64().unwrap_or(0);
            let q_sum = (rest - cb) / p; // qa + qb
            let (ga, gb) = (seq.base(ca), seq.base(cb));
            let start = Nat::from(e + ca);
            let step = Nat::from(p);
            // a ≤ b ⇔ 2p·X ≤ p·(S + ha − hb) + cb − ca, for X = qa + ha.
            if s == 0 {
                if (Nat::from(ga) ^ Nat::from(gb)) != *v {
                    continue;
                }
                let top = p * &q_sum + cb;
                if top < Nat::from(ca) {
                    continue;
                }
                let last = ((top - ca) / (2 * p)).min(q_sum.clone());
                streams.push(ClassStream {
                    start,
                    step,
                    shift: Nat::zero(),
                    masks: None,
                    next: Nat::zero(),
                    end: last + 1u8,
                });
            } else {
                if (ga & low_mask) ^ (gb & low_mask)
                    != (v & Nat::from(low_mask)).to_u64().unwrap_or(0)
                {
                    continue;
                }
                let (ha, hb) = (ga >> j, gb >> j);
                let w: Nat = v >> j;
                let sum = &q_sum + ha + hb;
                if sum < w || !(&sum - &w).is_even() {
                    continue;
                }
                let and = (&sum - &w) >> 1u8;
                if !(&and & &w).is_zero() {
                    continue;
                }
                // X in [ha, min(S − hb, ⌊(p(S + ha − hb) + cb − ca)/(2p)⌋)].
                let Some(upper_bound) = minus(&(p * (&sum + ha) + cb), &Nat::from(p * hb + ca))
                else {
                    continue;
                };
                let Some(by_sum) = minus(&sum, &Nat::from(hb)) else {
                    continue;
                };
                let upper = (upper_bound / (2 * p)).min(by_sum);
                let lower = Nat::from(ha);
                if upper < lower || upper < and {
                    continue;
                }
                let rank = |x: &Nat| -> Nat {
                    // sub-masks T with A + T < x
                    match minus(x, &and) {
                        Some(k) => submasks_below(&w, &k),
                        None => Nat::zero(),
                    }
                };
                let (lo, hi) = (rank(&lower), rank(&(upper + 1u8)));
                if hi <= lo {
                    continue;
                }
                // a = e + ca + p·(X − ha).
                streams.push(ClassStream {
                    start,
                    step,
                    shift: Nat::from(p) * ha,
                    masks: Some((and, w)),
                    next: lo,
                    end: hi,
                });
            }
        }
    }
    for stream in &streams {
        count += stream.count();
    }
    // Merge the streams, smallest a first, after the preperiod's pairs.
    let mut heap = BinaryHeap::new();
    for (i, stream) in streams.iter().enumerate() {
        if let Some(a) = stream.peek() {
            heap.push(Reverse((a, i)));
        }
    }
    while small.len() < limit {
        poll.step(1)?;
        let Some(Reverse((a, i))) = heap.pop() else {
            break;
        };
        small.push(a);
        if let Some(stream) = streams.get_mut(i) {
            stream.next += 1u8;
            if let Some(next) = stream.peek() {
                heap.push(Reverse((next, i)));
            }
        }
    }
    Ok(Some((count, small)))
}

/// Every option of a heap of `n` under `code` whose value is `target`, through the period
/// of `seq` (the code's nim-sequence): the exact count and the first `limit` options, each
/// the non-decreasing list of heaps left, in
/// [`HeapRule::options`](crate::heap::rule::HeapRule::options)' order (tokens removed,
/// then more heaps first, then the smaller heap first). `Ok(None)` when the code is
/// beyond this method: moves leaving three or more heaps, a constrained split (`!`, `?`,
/// `=`), a repeating code whose repeating digits split a heap, or a saltus that is not a
/// power of two — those are enumerated one by one instead.
///
/// # Errors
/// [`Cancelled`] when `cancel` is raised.
///
/// ```
/// use grundy_heap::heap::code::parse_code;
/// use grundy_heap::sequence::period_moves::{moves_by_period, PeriodicValues};
/// use grundy_core::{Cancel, Nat};
/// // Lasker's Nim (4.[3]) from a heap of 10^30 to value 0: split it into two equal
/// // heaps, or take it all.
/// let lasker = PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4).unwrap();
/// let n: Nat = "1000000000000000000000000000000".parse().unwrap();
/// let code = parse_code("4.[3]").unwrap();
/// let (count, first) = moves_by_period(&lasker, &code, &n, &Nat::from(0u8), 3, &Cancel::default())
///     .unwrap()
///     .unwrap();
/// assert_eq!(count, Nat::from(2u8));
/// assert_eq!(first, vec![vec![&n / 2u8, &n / 2u8], vec![]]);
/// ```
pub fn moves_by_period(
    seq: &PeriodicValues,
    code: &TbCode,
    n: &Nat,
    target: &Nat,
    limit: usize,
    cancel: &Cancel,
) -> Result<Option<CountedMoves>, Cancelled> {
    let digits = code.digits();
    let finite = code.period() == 0;
    let prefix = digits.len() - code.period();
    // The repeating digits may only leave no heap or one heap.
    let tail = digits.get(prefix..).unwrap_or(&[]);
    if tail.iter().any(|d| d.max_heaps().is_none_or(|r| r > 1)) {
        return Ok(None);
    }
    if digits.iter().any(|d| d.max_heaps().is_none_or(|r| r > 2))
        || digits
            .iter()
            .any(|d| matches!(d.allows(2), Some(c) if c != Constraint::Any))
    {
        return Ok(None);
    }
    let mut count = Nat::zero();
    let mut listed: Vec<Vec<Nat>> = Vec::new();
    // Tokens removed by the non-repeating digits (all of them for a finite code).
    let stored = if finite { digits.len() } else { prefix };
    for t in 0..stored as u64 {
        let Some(m) = minus(n, &Nat::from(t)) else {
            break;
        };
        let digit = code.digit(t);
        if digit.allows(2).is_some() {
            let left = limit.saturating_sub(listed.len());
            let Some((c, first)) = pairs(seq, &m, target, left, cancel)? else {
                return Ok(None);
            };
            count += c;
            listed.extend(first.into_iter().map(|a| {
                let b = &m - &a;
                vec![a, b]
            }));
        }
        if digit.allows(1).is_some() && !m.is_zero() && seq.value(&m) == *target {
            count += 1u8;
            if listed.len() < limit {
                listed.push(vec![m.clone()]);
            }
        }
        if digit.allows(0).is_some() && m.is_zero() && target.is_zero() {
            count += 1u8;
            if listed.len() < limit {
                listed.push(Vec::new());
            }
        }
    }
    if !finite {
        // Tokens removed by the repeating digits: t ≥ prefix, leaving one heap m = n − t
        // (found by value) or none (t = n).
        let top = minus(n, &Nat::from(stored as u64 + 1)).map(|x| x + 1u8);
        if let Some(top) = top {
            let Some(heaps) = seq.heaps_of_value(target, &top) else {
                return Ok(None);
            };
            // By tokens removed: the larger heap left first.
            for m in heaps.into_iter().rev() {
                if digit_at(code, &(n - &m)).allows(1).is_some() {
                    count += 1u8;
                    if listed.len() < limit {
                        listed.push(vec![m]);
                    }
                }
            }
        }
        if *n >= Nat::from(stored as u64)
            && target.is_zero()
            && digit_at(code, n).allows(0).is_some()
        {
            count += 1u8;
            if listed.len() < limit {
                listed.push(Vec::new());
            }
        }
    }
    Ok(Some((count, listed)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::rule::HeapRule;
    use crate::sequence::SolvedSequence;
    use std::ops::ControlFlow;

    /// Every option of `n` with value `target`, one by one (the oracle).
    fn enumerated(rule: &HeapRule, seq: &PeriodicValues, n: u64, target: u64) -> Vec<Vec<Nat>> {
        let mut out = Vec::new();
        let _ = rule.for_each_option(n, &mut |parts| {
            let v = parts
                .iter()
                .fold(Nat::zero(), |acc, &h| acc ^ seq.value(&Nat::from(h)));
            if v == Nat::from(target) {
                out.push(parts.iter().map(|&h| Nat::from(h)).collect());
            }
            ControlFlow::<()>::Continue(())
        });
        out
    }

    fn table(rule: &HeapRule) -> PeriodicValues {
        if *rule == HeapRule::Lasker {
            return PeriodicValues::new(vec![0, 1, 2, 4, 3], 1, 4, 4).unwrap();
        }
        let s = SolvedSequence::solve(rule, &Nat::from(10u8)).unwrap();
        let p = s.periodicity().unwrap();
        let period = p.period.to_u64().unwrap();
        let saltus = p.saltus.to_u64().unwrap();
        PeriodicValues::new(s.values().to_vec(), p.preperiod, period, saltus).unwrap()
    }

    #[test]
    fn agrees_with_enumeration() {
        let mut covered = Vec::new();
        for name in [
            "kayles",
            "dawson-chess",
            "0.07",
            "0.15",
            "0.51",
            "4.7",
            "lasker",
            "0.35",
            "0.7",
            "0.5",
        ] {
            let rule = HeapRule::parse(name).unwrap();
            let Some(seq) = SolvedSequence::solve(&rule, &Nat::from(10u8))
                .ok()
                .filter(|s| s.periodicity().is_some_and(|p| p.certified))
                .map(|_| table(&rule))
                .or_else(|| (rule == HeapRule::Lasker).then(|| table(&rule)))
            else {
                continue;
            };
            covered.push(name);
            let code = rule.code();
            for n in (0..700u64).chain(2000..2030) {
                let top = (0..=n).map(|h| seq.value(&Nat::from(h))).max().unwrap();
                let top = top.to_u64().unwrap() * 2 + 2;
                for target in 0..top.min(40) {
                    let want = enumerated(&rule, &seq, n, target);
                    let got = moves_by_period(
                        &seq,
                        &code,
                        &Nat::from(n),
                        &Nat::from(target),
                        5,
                        &Cancel::default(),
                    )
                    .unwrap()
                    .unwrap_or_else(|| panic!("{name}: not covered"));
                    assert_eq!(got.0, Nat::from(want.len()), "{name} n={n} target={target}");
                    assert_eq!(
                        got.1,
                        want.into_iter().take(5).collect::<Vec<_>>(),
                        "{name} n={n} target={target}"
                    );
                }
            }
        }
        assert_eq!(covered.len(), 10, "{covered:?}");
    }

    #[test]
    fn submask_ranks() {
        let w = Nat::from(0b1011_0100u32);
        let all: Vec<u32> = (0..=0xFFu32).filter(|t| t & !0b1011_0100 == 0).collect();
        for k in 0..300u32 {
            let below = all.iter().filter(|&&t| t < k).count();
            assert_eq!(submasks_below(&w, &Nat::from(k)), Nat::from(below), "k={k}");
        }
        for (r, &t) in all.iter().enumerate() {
            assert_eq!(submask_of_rank(&w, Nat::from(r)), Nat::from(t));
        }
    }
}
