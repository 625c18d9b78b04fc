//! Periods of nim-sequences — `G(n + p) = G(n) + s` for every `n ≥ e` — found in a
//! computed prefix and, where a theorem covers the rule, proved. One type for every rule.
//!
//! | rule | certificate ([`Theorem`]) | what is checked in the prefix |
//! |---|---|---|
//! | finite take-and-break codes without modifiers | [`Theorem::GuySmith`], [`Theorem::NoSplitting`], [`Theorem::MultiHeap`] ([`crate::heap::periodicity::certificate_bound`]) | `G(n + p) = G(n)` for `e ≤ n < B` |
//! | `sub(…)` (any size) | [`Theorem::NoSplitting`], `t = max S` (the same bound as its code) | the same |
//! | `bounded(k)` | [`Theorem::BoundedClosedForm`]: `G(n) = n mod (k + 1)` | the prefix agrees |
//! | Lasker's Nim | [`Theorem::LaskerNim`]: its closed form | the prefix agrees |
//! | `allbut(…)` | [`Theorem::AllButState`]: a repeated normalized state | the states at `B` and `B + p` agree, and `G(n + p) = G(n) + s` for `e ≤ n < B` |
//! | anything else (modifiers `!` `?` `=`, other infinite codes, unboundedly many heaps) | none: an observed period is reported as observed, never as proved | |
//!
//! ```
//! use grundy::sequence::{analyze, SequenceRule};
//! use grundy::heap::{naive::sequence, rule::HeapRule};
//! let kayles = HeapRule::parse("kayles").unwrap();
//! let values = sequence(&kayles, 300).unwrap();
//! let p = analyze(&SequenceRule::from(&kayles), &values).unwrap();
//! assert_eq!((p.preperiod, p.period, p.certified), (71, 12u8.into(), true));
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "e and e + period stay below values.len() (the loop and the search bound them); first is sized to the largest value plus one"
)]

use super::{Family, SequenceRule};
use crate::heap::naive::lasker_value;
use crate::nat::{self, Nat};
use num_traits::Zero;
use serde::{Deserialize, Serialize};

/// The theorem behind a certificate.
///
/// ```
/// use grundy::sequence::Theorem;
/// assert!(Theorem::LaskerNim.description().contains("Lasker"));
/// let json = serde_json::to_string(&Theorem::AllButState { max_excluded: 5 }).unwrap();
/// assert_eq!(json, r#"{"name":"all-but-state","max_excluded":5}"#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "name", rename_all = "kebab-case")]
pub enum Theorem {
    /// Guy & Smith (1956), finite octal games with splitting moves: `G(n+p) = G(n)` for
    /// `e ≤ n < 2e + p + t` (with `max(e, 1)` for `e`) implies it for all `n ≥ e`.
    GuySmith {
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// Games without splitting moves (finite subtraction games among them):
    /// `e ≤ n < max(e + p, max(e, 1) + t)` suffices.
    NoSplitting {
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// The same argument for moves leaving up to `k ≥ 3` heaps (hexadecimal and beyond):
    /// `e ≤ n < k·max(e, 1) + (k − 1)·p + t` suffices (see
    /// [`crate::heap::periodicity::certificate_bound`]).
    MultiHeap {
        /// `k`, the most heaps a move leaves.
        max_heaps: u32,
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// Lasker's Nim's closed form: `G(n + 4) = G(n) + 4` for `n ≥ 1`.
    LaskerNim,
    /// `bounded(k)` (take 1 to `k`): `G(n) = n mod (k + 1)`, so period `k + 1` from 0.
    BoundedClosedForm {
        /// `k`, the most tokens a move removes.
        max_take: u64,
    },
    /// All-but subtraction games (`allbut(X)`, `m = max X`): `G(n)` is determined, up to
    /// adding a constant, by the normalized state before `n` (the last `m` values, each
    /// written `value − base` if its first occurrence is among them and "dead" otherwise,
    /// and the number of values seen minus `base`, `base` the least of these). Equal
    /// states at `B` and `B + p` give `G(n + p) = G(n) + s` for every `n ≥ B`, `s` the
    /// difference of the bases; below `B` the relation is checked value by value.
    AllButState {
        /// `m`, the largest excluded amount (0 for `allbut()`, which is Nim).
        max_excluded: u64,
    },
}

impl Theorem {
    /// A sentence naming the theorem and its inequality.
    ///
    /// ```
    /// use grundy::sequence::Theorem;
    /// let t = Theorem::GuySmith { max_take: 2 };
    /// assert!(t.description().contains("2e + p + t"));
    /// ```
    pub fn description(&self) -> String {
        crate::report::sequence::theorem(*self)
    }
}

/// A period of a nim-sequence: `G(n + period) = G(n) + saltus` for every `n ≥ preperiod`
/// — proved if `certified` (by `theorem`), otherwise only observed in
/// `G(0..=checked_to)`. Preperiod and period are minimal.
///
/// Its JSON: `{preperiod, period, saltus, certified, checked_to, theorem, check_below}`;
/// `period` and `saltus` are numbers, or decimal strings beyond 2^64 (`bounded(k)` with
/// `k = 2^64 − 1` has period 2^64).
///
/// ```
/// use grundy::sequence::{analyze, Periodicity, SequenceRule, Theorem};
/// use grundy::heap::rule::HeapRule;
/// let values: Vec<u64> = (0..20).map(grundy::heap::naive::lasker_value).collect();
/// let p: Periodicity = analyze(&SequenceRule::from(HeapRule::Lasker), &values).unwrap();
/// assert_eq!((p.preperiod, p.period, p.saltus, p.certified), (1, 4u8.into(), 4u8.into(), true));
/// assert_eq!(p.theorem, Some(Theorem::LaskerNim));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Periodicity {
    /// `e`: the first heap size from which the relation holds (minimal).
    pub preperiod: u64,
    /// `p`: the period (minimal).
    #[serde(with = "nat::json")]
    pub period: Nat,
    /// `s`: what a period adds to the values (0 for plain periodicity).
    #[serde(with = "nat::json")]
    pub saltus: Nat,
    /// True when a theorem turns the checked range into a proof for all `n`.
    pub certified: bool,
    /// The values `G(0..=checked_to)` were examined (0 for a closed form used without
    /// computing).
    pub checked_to: u64,
    /// The theorem, when certified.
    pub theorem: Option<Theorem>,
    /// `G(n + p) = G(n) + s` was needed, and checked, for `preperiod ≤ n < check_below`
    /// (for [`Theorem::AllButState`]: up to where the states agree); `None` for closed
    /// forms.
    pub check_below: Option<u64>,
}

impl Periodicity {
    /// The period, preperiod and saltus as `u64`s, when they fit (always, except for a
    /// closed form with a period beyond 2^64).
    ///
    /// ```
    /// use grundy::sequence::Periodicity;
    /// let p = Periodicity { preperiod: 1, period: 4u8.into(), saltus: 4u8.into(),
    ///     certified: true, checked_to: 10, theorem: None, check_below: None };
    /// assert_eq!(p.small(), Some((1, 4, 4)));
    /// ```
    pub fn small(&self) -> Option<(u64, u64, u64)> {
        Some((
            self.preperiod,
            u64::try_from(&self.period).ok()?,
            u64::try_from(&self.saltus).ok()?,
        ))
    }
}

/// `e ≤ n < B`: the bound of [`Theorem::NoSplitting`] for the subtraction set `set`
/// (`t = max S`), with `e' = max(e, 1)`: `B = max(e + p, t + e')` — the bound of its code
/// ([`crate::heap::periodicity::certificate_bound`] of [`crate::heap::rule::HeapRule::from_subtraction`])
/// for every set, whatever its size. Verifying needs `G(0..B + p)`.
///
/// **Proof** (induction on `n ≥ B`): the options of `n` and `n + p` are `n − s` and
/// `n + p − s` for `s ∈ S` (all available: `n ≥ t + 1 > s`), and `e ≤ n − s < n`.
///
/// ```
/// use grundy::sequence::periodicity::subtraction_bound;
/// use grundy::sequence::Theorem;
/// assert_eq!(subtraction_bound(&[1, 3, 4], 0, 7), Some((Theorem::NoSplitting { max_take: 4 }, 7)));
/// assert_eq!(subtraction_bound(&[1000], 0, 2000).unwrap().1, 2000);
/// ```
pub fn subtraction_bound(set: &[u64], preperiod: u64, period: u64) -> Option<(Theorem, u64)> {
    let t = *set.last()?;
    if period == 0 {
        return None;
    }
    let bound = preperiod
        .checked_add(period)?
        .max(t.checked_add(preperiod.max(1))?);
    Some((Theorem::NoSplitting { max_take: t }, bound))
}

/// The smallest preperiod `e` with `G(n + p) = G(n) + s` for all `e ≤ n < L − p`.
fn preperiod_for<V: Copy + Into<u64>>(values: &[V], period: usize, saltus: u64) -> usize {
    let mut e = values.len() - period;
    while e > 0 && values[e - 1].into().checked_add(saltus) == Some(values[e - 1 + period].into()) {
        e -= 1;
    }
    e
}

/// Finds the period of `values = G(0..L)` of `rule`: the smallest period whose observed
/// preperiod a theorem certifies within the prefix; otherwise the smallest period
/// observed at least three full times after its preperiod, uncertified; `None` if there
/// is none. Closed forms (Lasker's Nim, `bounded(k)`) are certified once the prefix
/// agrees with them.
///
/// The minimal period is found: a certified period `p` is a true period, so the true
/// minimal period `p0` divides it, has the same preperiod and a smaller bound (or, for
/// `allbut`, equal states from some point on), and is tried first.
///
/// `values` may be `u16`s (the heap engines) or `u64`s (values beyond 65535: Lasker's
/// Nim, `allbut`, large subtraction sets).
///
/// ```
/// use grundy::sequence::{analyze, SequenceRule, Theorem};
/// use grundy::subtraction::SubtractionRule;
/// let rule = SubtractionRule::all_but([2, 3, 5]).unwrap();
/// let values = rule.direct_values(200);
/// let p = analyze(&SequenceRule::from(rule), &values).unwrap();
/// assert_eq!(p.small(), Some((0, 18, 6)));
/// assert_eq!(p.theorem, Some(Theorem::AllButState { max_excluded: 5 }));
/// ```
pub fn analyze<V: Copy + Into<u64>>(rule: &SequenceRule, values: &[V]) -> Option<Periodicity> {
    analyze_family(&rule.family(), rule, values)
}

/// [`analyze`] with the family already known.
pub(crate) fn analyze_family<V: Copy + Into<u64>>(
    family: &Family,
    rule: &SequenceRule,
    values: &[V],
) -> Option<Periodicity> {
    let len = values.len();
    if len < 2 {
        return None;
    }
    let checked_to = len as u64 - 1;
    let closed = |preperiod: u64, period: Nat, saltus: u64, theorem: Theorem| Periodicity {
        preperiod,
        period,
        saltus: Nat::from(saltus),
        certified: true,
        checked_to,
        theorem: Some(theorem),
        check_below: None,
    };
    match family {
        Family::Lasker => {
            let agrees = values
                .iter()
                .enumerate()
                .all(|(n, &v)| v.into() == lasker_value(n as u64));
            agrees.then(|| closed(1, Nat::from(4u8), 4, Theorem::LaskerNim))
        }
        Family::Bounded(k) => {
            let modulus = k.saturating_add(1);
            let agrees = values
                .iter()
                .enumerate()
                .all(|(n, &v)| v.into() == n as u64 % modulus);
            agrees.then(|| {
                closed(
                    0,
                    Nat::from(*k) + 1u8,
                    0,
                    Theorem::BoundedClosedForm { max_take: *k },
                )
            })
        }
        Family::Finite(set) => plain(values, |e, p| subtraction_bound(set, e, p)),
        Family::Code => match rule.heap_rule() {
            Some(heap) => plain(values, |e, p| {
                crate::heap::periodicity::certificate_bound(&heap, e, p)
            }),
            None => plain(values, |_, _| None),
        },
        Family::AllBut(x) => all_but(x, values),
    }
}

/// Plain periodicity (saltus 0), certified by `bound(e, p) = (theorem, B)` once the prefix
/// holds `G(0..B + p)`.
fn plain<V: Copy + Into<u64>>(
    values: &[V],
    bound: impl Fn(u64, u64) -> Option<(Theorem, u64)>,
) -> Option<Periodicity> {
    let len = values.len();
    let checked_to = len as u64 - 1;
    let mut observed: Option<Periodicity> = None;
    let covered = bound(0, 1).is_some();
    for p in 1..=len / 2 {
        let e = preperiod_for(values, p, 0);
        let (e64, p64) = (e as u64, p as u64);
        if let Some((theorem, b)) = bound(e64, p64) {
            if b.saturating_add(p64) <= len as u64 {
                return Some(Periodicity {
                    preperiod: e64,
                    period: Nat::from(p64),
                    saltus: Nat::zero(),
                    certified: true,
                    checked_to,
                    theorem: Some(theorem),
                    check_below: Some(b),
                });
            }
        }
        if observed.is_none() && len - e >= 3 * p {
            observed = Some(Periodicity {
                preperiod: e64,
                period: Nat::from(p64),
                saltus: Nat::zero(),
                certified: false,
                checked_to,
                theorem: None,
                check_below: None,
            });
            if !covered {
                break; // no theorem: the smallest observed period is the answer
            }
        }
    }
    observed
}

/// The normalized states of an all-but prefix (see [`Theorem::AllButState`]).
struct AllButStates<'a, V> {
    values: &'a [V],
    /// `first[v]`: where the value `v` first occurs (increasing in `v`).
    first: Vec<usize>,
    m: usize,
}

impl<V: Copy + Into<u64>> AllButStates<'_, V> {
    /// `None` unless the values are those of an all-but game: each new value is the
    /// number of values seen before it.
    fn new(values: &[V], m: u64) -> Option<AllButStates<'_, V>> {
        let mut first: Vec<usize> = Vec::new();
        for (n, &v) in values.iter().enumerate() {
            let v = v.into();
            if v == first.len() as u64 {
                first.push(n);
            } else if v > first.len() as u64 {
                return None;
            }
        }
        Some(AllButStates {
            values,
            first,
            m: usize::try_from(m).ok()?,
        })
    }

    fn g(&self, q: usize) -> u64 {
        self.values[q].into()
    }

    /// Live: the value at `q` (in the window before `n`) first occurs in that window.
    fn live(&self, q: usize, n: usize) -> bool {
        self.first[self.g(q) as usize] + self.m >= n
    }

    /// `u`, the number of values seen in `G(0..n)`.
    fn seen(&self, n: usize) -> u64 {
        self.first.partition_point(|&f| f < n) as u64
    }

    /// The least live value of the window before `n`, or `u`.
    fn base(&self, n: usize) -> u64 {
        (n.saturating_sub(self.m)..n)
            .filter(|&q| self.live(q, n))
            .map(|q| self.g(q))
            .fold(self.seen(n), u64::min)
    }

    /// True when the normalized states before `a` and before `b` (`a < b ≤ L`) are equal;
    /// their bases when they are.
    fn same(&self, a: usize, b: usize) -> Option<(u64, u64)> {
        let (base_a, base_b) = (self.base(a), self.base(b));
        if self.seen(a) - base_a != self.seen(b) - base_b {
            return None;
        }
        let m = self.m as i64;
        for t in 0..m {
            let entry = |n: usize| {
                let q = n as i64 - m + t;
                (q >= 0 && self.live(q as usize, n)).then(|| self.g(q as usize))
            };
            let (x, y) = (entry(a), entry(b));
            match (x, y) {
                (None, None) => {}
                (Some(x), Some(y)) if x - base_a == y - base_b => {}
                _ => return None,
            }
        }
        Some((base_a, base_b))
    }
}

/// Arithmetic periodicity of an all-but game, certified by repeated normalized states.
fn all_but<V: Copy + Into<u64>>(x: &[u64], values: &[V]) -> Option<Periodicity> {
    let len = values.len();
    let checked_to = len as u64 - 1;
    let m = x.last().copied().unwrap_or(0);
    let states = AllButStates::new(values, m)?;
    let mut observed: Option<Periodicity> = None;
    for p in 1..=len / 2 {
        let (a, b) = (values[len - 1 - p].into(), values[len - 1].into());
        let Some(s) = b.checked_sub(a) else { continue };
        let e = preperiod_for(values, p, s);
        // Equal states at L − p and L need the relation over the window before L − p.
        if e <= (len - p).saturating_sub(states.m) {
            if let Some((ba, bb)) = states.same(len - p, len) {
                if bb - ba == s {
                    // The first n with equal states at n and n + p: equality at n implies
                    // it at n + 1 (the state's update is a function of the state), so
                    // bisect over [e, L − p].
                    let (mut lo, mut hi) = (e, len - p);
                    while lo < hi {
                        let mid = lo + (hi - lo) / 2;
                        if states.same(mid, mid + p).is_some() {
                            hi = mid;
                        } else {
                            lo = mid + 1;
                        }
                    }
                    return Some(Periodicity {
                        preperiod: e as u64,
                        period: Nat::from(p),
                        saltus: Nat::from(s),
                        certified: true,
                        checked_to,
                        theorem: Some(Theorem::AllButState { max_excluded: m }),
                        check_below: Some(lo as u64),
                    });
                }
            }
        }
        if observed.is_none() && len - e >= 3 * p {
            observed = Some(Periodicity {
                preperiod: e as u64,
                period: Nat::from(p),
                saltus: Nat::from(s),
                certified: false,
                checked_to,
                theorem: None,
                check_below: None,
            });
        }
    }
    observed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::subtraction::SubtractionRule;

    #[test]
    fn all_but_certificates_match_the_known_periods() {
        for (x, period, saltus) in [
            (vec![], 1u64, 1u64),
            (vec![1], 2, 1),
            (vec![2], 4, 2),
            (vec![1, 2], 3, 1),
            (vec![1, 3, 4, 6], 12, 4),
            (vec![1, 4, 5, 7, 9], 8, 2),
            (vec![2, 3, 5], 18, 6),
        ] {
            let rule = SubtractionRule::AllBut(x.clone());
            let values = rule.direct_values(400);
            let p = analyze(&SequenceRule::from(rule), &values).unwrap();
            assert!(p.certified, "{x:?}");
            assert_eq!(
                (
                    u64::try_from(&p.period).unwrap(),
                    u64::try_from(&p.saltus).unwrap()
                ),
                (period, saltus),
                "{x:?}"
            );
            let below = p.check_below.unwrap();
            assert!(below >= p.preperiod);
        }
    }

    #[test]
    fn values_that_are_not_all_but_are_not_certified() {
        let rule = SequenceRule::from(SubtractionRule::AllBut(vec![1]));
        assert!(analyze(&rule, &[0u64, 2, 1, 3, 2, 4]).is_none());
    }
}
