//! Periods of nim-sequences — `G(n + p) = G(n) + s` for every `n ≥ e` — found in a
//! computed prefix and, where a theorem covers the rule, proved. One type for every rule.
//!
//! | rule | certificate ([`Theorem`]) | what is checked in the prefix |
//! |---|---|---|
//! | finite take-and-break codes without modifiers | [`Theorem::GuySmith`], [`Theorem::NoSplitting`], [`Theorem::MultiHeap`] ([`certificate_bound`]) | `G(n + p) = G(n)` for `e ≤ n < B` |
//! | `sub(…)` (any size) | [`Theorem::NoSplitting`], `t = max S` (the same bound as its code) | the same |
//! | `bounded(k)` | [`Theorem::BoundedClosedForm`]: `G(n) = n mod (k + 1)` | the prefix agrees |
//! | Lasker's Nim | [`Theorem::LaskerNim`]: its closed form | the prefix agrees |
//! | `allbut(…)` | [`Theorem::AllButState`]: a repeated normalized state | the states at `B` and `B + p` agree, and `G(n + p) = G(n) + s` for `e ≤ n < B` |
//! | anything else (modifiers `!` `?` `=`, other infinite codes, unboundedly many heaps) | none: an observed period is reported as observed, never as proved | |
//!
//! ```
//! use grundy_heap::sequence::{analyze, SequenceRule};
//! use grundy_heap::heap::{naive::sequence, rule::HeapRule};
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
use crate::heap::rule::HeapRule;
use crate::i18n::{t, Lang};
use crate::nat::{self, Nat};
use num_traits::Zero;
use serde::{Deserialize, Serialize};

/// The theorem behind a certificate.
///
/// ```
/// use grundy_heap::sequence::Theorem;
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
    /// [`certificate_bound`]).
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
    /// use grundy_heap::sequence::Theorem;
    /// let t = Theorem::GuySmith { max_take: 2 };
    /// assert!(t.description().contains("2e + p + t"));
    /// ```
    pub fn description(&self) -> String {
        self.description_in(Lang::En)
    }

    /// [`Theorem::description`] in `lang` (the inequalities as they are).
    ///
    /// ```
    /// use grundy_core::Lang;
    /// use grundy_heap::sequence::Theorem;
    /// assert!(Theorem::GuySmith { max_take: 2 }.description_in(Lang::Ru).starts_with("теоремы Гая–Смита"));
    /// ```
    pub fn description_in(&self, lang: Lang) -> String {
        match *self {
            Theorem::GuySmith { max_take } => {
                t!(lang, "theorem-guy-smith", t = max_take.to_string())
            }
            Theorem::NoSplitting { max_take } => {
                t!(lang, "theorem-no-splitting", t = max_take.to_string())
            }
            Theorem::MultiHeap {
                max_heaps,
                max_take,
            } => t!(
                lang,
                "theorem-multi-heap",
                k = max_heaps.to_string(),
                t = max_take.to_string()
            ),
            Theorem::LaskerNim => t!(lang, "theorem-lasker"),
            Theorem::BoundedClosedForm { max_take } => {
                t!(lang, "theorem-bounded", k = max_take.to_string())
            }
            Theorem::AllButState { max_excluded } => {
                t!(lang, "theorem-all-but", m = max_excluded.to_string())
            }
        }
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
/// use grundy_heap::sequence::{analyze, Periodicity, SequenceRule, Theorem};
/// use grundy_heap::heap::rule::HeapRule;
/// let values: Vec<u64> = (0..20).map(grundy_heap::heap::naive::lasker_value).collect();
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
    /// use grundy_heap::sequence::Periodicity;
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
/// ([`certificate_bound`] of [`crate::heap::rule::HeapRule::from_subtraction`])
/// for every set, whatever its size. Verifying needs `G(0..B + p)`.
///
/// **Proof** (induction on `n ≥ B`): the options of `n` and `n + p` are `n − s` and
/// `n + p − s` for `s ∈ S` (all available: `n ≥ t + 1 > s`), and `e ≤ n − s < n`.
///
/// ```
/// use grundy_heap::sequence::periodicity::subtraction_bound;
/// use grundy_heap::sequence::Theorem;
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
        compared(1);
        e -= 1;
    }
    e
}

/// For every candidate period `p` at once, how far back from the end `G(n + p) = G(n)`
/// (or, over the differences `G(n + 1) − G(n)`, `G(n + p) = G(n) + s`) holds: the
/// Z-function of the sequence read backwards, `O(L)` comparisons for all `p` together
/// where walking back from the end for each `p` took `O(L²)` on a long periodic prefix.
struct Agreement {
    /// `z[p]`: the longest `k` with `x[L − 1 − i] = x[L − 1 − i − p]` for all `i < k`.
    z: Vec<u32>,
}

impl Agreement {
    /// The agreement of a sequence of `len` items whose `i`-th from the end is `at(i)`;
    /// `None` past `u32::MAX` items.
    fn new<T: PartialEq>(len: usize, at: impl Fn(usize) -> T) -> Option<Agreement> {
        u32::try_from(len).ok()?;
        let mut z = vec![0u32; len];
        let (mut l, mut r) = (0usize, 0usize);
        for i in 1..len {
            let mut k = if i < r {
                (r - i).min(z[i - l] as usize)
            } else {
                0
            };
            while i + k < len && at(k) == at(i + k) {
                compared(1);
                k += 1;
            }
            compared(1);
            z[i] = k as u32;
            if i + k > r {
                (l, r) = (i, i + k);
            }
        }
        Some(Agreement { z })
    }

    /// The smallest `e` from which the relation of period `p` holds to the end: the
    /// sequence's length less `p` less the agreement.
    fn preperiod(&self, p: usize) -> usize {
        let len = self.z.len();
        len.saturating_sub(p)
            .saturating_sub(self.z.get(p).map_or(0, |&k| k as usize))
    }
}

/// The preperiods of every period of `values` with saltus 0 (`saltus: false`), or with
/// the saltus each period's last values give (`saltus: true`, through the differences).
enum Preperiods<'a, V> {
    Plain(Agreement),
    Saltus(Agreement),
    /// Past `u32::MAX` values: walked back for each period.
    Walk(&'a [V]),
}

impl<'a, V: Copy + Into<u64>> Preperiods<'a, V> {
    fn new(values: &'a [V], saltus: bool) -> Preperiods<'a, V> {
        let len = values.len();
        let at = |i: usize| values[len - 1 - i].into();
        let agreement = if saltus {
            // The differences G(n + 1) − G(n), exact in i128, read backwards.
            Agreement::new(len.saturating_sub(1), |i| {
                i128::from(at(i)) - i128::from(at(i + 1))
            })
            .map(Preperiods::Saltus)
        } else {
            Agreement::new(len, at).map(Preperiods::Plain)
        };
        agreement.unwrap_or(Preperiods::Walk(values))
    }

    /// [`preperiod_for`]`(values, p, s)`, `s` the saltus the last values give (`0` for
    /// plain periods).
    fn get(&self, p: usize, s: u64) -> usize {
        match self {
            Preperiods::Plain(a) => a.preperiod(p),
            // `G(n + p) = G(n) + s` at `n = L − 1 − p` (how `s` was found), and from one
            // `n` to the one before exactly when the differences agree.
            Preperiods::Saltus(a) => a.preperiod(p),
            Preperiods::Walk(values) => preperiod_for(values, p, s),
        }
    }
}

#[cfg(test)]
thread_local! {
    /// Values compared by the period search on this thread, for the tests.
    static COMPARED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Counts `k` comparisons of values (for the tests; nothing otherwise).
#[inline(always)]
fn compared(k: u64) {
    #[cfg(test)]
    COMPARED.with(|c| c.set(c.get() + k));
    let _ = k;
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
/// use grundy_heap::sequence::{analyze, SequenceRule, Theorem};
/// use grundy_heap::sequence::subtraction::SubtractionRule;
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
            Some(heap) => plain(values, |e, p| certificate_bound(&heap, e, p)),
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
    let preperiods = Preperiods::new(values, false);
    for p in 1..=len / 2 {
        let e = preperiods.get(p, 0);
        let (e64, p64) = (e as u64, p as u64);
        if let Some((theorem, b)) = bound(e64, p64)
            && b.saturating_add(p64) <= len as u64
        {
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
    let preperiods = Preperiods::new(values, true);
    for p in 1..=len / 2 {
        let (a, b) = (values[len - 1 - p].into(), values[len - 1].into());
        let Some(s) = b.checked_sub(a) else { continue };
        let e = preperiods.get(p, s);
        // Equal states at L − p and L need the relation over the window before L − p.
        if e <= (len - p).saturating_sub(states.m)
            && let Some((ba, bb)) = states.same(len - p, len)
            && bb - ba == s
        {
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

/// For a rule covered by a periodicity theorem, the bound `B` such that `G(n+p) = G(n)`
/// for all `e ≤ n < B` proves `G(n+p) = G(n)` for all `n ≥ e`; `None` when no theorem
/// applies. Verifying needs the values `G(0..B + p)`.
///
/// Covered: finite codes (`t` = the most tokens a move removes) without modifiers whose
/// moves leave at most `k` heaps. With `e' = max(e, 1)`, `B` is the largest over the
/// pairs `(j, r)` the code allows (remove `j`, leave `r` heaps) of
/// * `j + 1` for `r = 0`, `j + e'` for `r = 1`, `j + r·e' + (r − 1)·p` for `r ≥ 2`,
///   where an additive digit `d−k` counts as `j = −k` (it leaves `r ≥ k + 2` heaps),
///
/// and at least `e + p` (one full period is always checked). For octal codes this is the
/// Guy–Smith bound `2e + p + t`; for `k = 3` it is `3e + 2p + t`, below CGSuite's
/// conservative `3e + 3p + t + 3 ≤ L` (which therefore also suffices).
///
/// **Proof** (induction on `n ≥ B`; assume `G(m+p) = G(m)` for all `e ≤ m < n`). We show
/// the options of `n + p` and of `n` have the same sets of values, so their mexes agree.
/// * `r = 0` (remove the whole heap, `j` tokens): possible from `n` or `n + p` only if it
///   equals `j`; both exceed `j` since `n ≥ j + 1`.
/// * `r = 1`: `n + p − j ↔ n − j`, equal values since `e ≤ n − j < n` (`j ≥ 1`: a code's
///   `d0` cannot leave one heap).
/// * `r ≥ 2`: an option of `n + p` is `a_1 ≤ … ≤ a_r` with sum `S + p`, `S = n − j`. Its
///   largest part has `a_r ≥ (S + p)/r ≥ e' + p` because `S ≥ r·e' + (r−1)·p`; so
///   `a_r − p ≥ max(e, 1)` and `a_r − p ≤ S − r + 1 < n`, hence `G(a_r − p) = G(a_r)` and
///   `(a_1, …, a_{r−1}, a_r − p)` — still `r` non-empty heaps summing to `S`, legal
///   because the digit has no modifier — is an option of `n` with the same value.
///   Conversely an option `b_1 ≤ … ≤ b_r` of `n` has `e' ≤ S/r ≤ b_r < n`, and
///   `(b_1, …, b_{r−1}, b_r + p)` is an option of `n + p` with the same value.
///
/// The same step covers additive digits: adding `k` tokens, `S = n + k`, and the largest
/// part `a_r − p ≤ S − r + 1 < n` because `r ≥ k + 2`.
///
/// A modifier breaks the step (reducing the largest heap may make two heaps equal, which
/// `!` forbids — the reason Grundy's game `4!.0` is never certified), and so do infinitely
/// many digits (no `t`) or unboundedly many heaps: for `*` and `{k+}` digits no theorem
/// is known to this crate (a split into `r` heaps needs `n ≥ r·e' + (r − 1)·p`, and `r`
/// grows with `n`), so their periods are only ever observed.
///
/// ```
/// use grundy_heap::sequence::periodicity::certificate_bound;
/// use grundy_heap::heap::rule::HeapRule;
/// let kayles = HeapRule::parse("0.77").unwrap();
/// assert_eq!(certificate_bound(&kayles, 71, 12).unwrap().1, 2 * 71 + 12 + 2);
/// assert_eq!(certificate_bound(&HeapRule::parse("0.33").unwrap(), 0, 3).unwrap().1, 3);
/// assert_eq!(certificate_bound(&HeapRule::parse("hex(0.8)").unwrap(), 5, 2).unwrap().1, 1 + 15 + 4);
/// assert!(certificate_bound(&HeapRule::grundy_game(), 0, 1).is_none());
/// assert!(certificate_bound(&HeapRule::parse("tb(0.*)").unwrap(), 0, 2).is_none());
/// // 80.7: add 1, leave 3 heaps: 3·e' + 2p − 1 with e = 4, p = 2.
/// assert_eq!(certificate_bound(&HeapRule::parse("tb(80.7)").unwrap(), 4, 2).unwrap().1, 15);
/// ```
pub fn certificate_bound(rule: &HeapRule, preperiod: u64, period: u64) -> Option<(Theorem, u64)> {
    let HeapRule::TakeBreak(code) = rule else {
        return None;
    };
    let t = code.max_take()?;
    let k = code.max_heaps()?;
    if code.is_constrained() || period == 0 {
        return None;
    }
    let e1 = preperiod.max(1);
    let mut bound = preperiod.checked_add(period)?;
    // Additive digits (add `k`, leave `r ≥ k + 2` heaps): the `r ≥ 2` step below with
    // `S = n + k`, so `n ≥ r·e' + (r − 1)·p − k` suffices.
    for (i, digit) in code.additive().iter().enumerate() {
        let k = i as u64 + 1;
        for (r, _) in digit.listed() {
            let r64 = u64::from(r);
            let need = r64
                .checked_mul(e1)?
                .checked_add((r64 - 1).checked_mul(period)?)?
                .saturating_sub(k);
            bound = bound.max(need);
        }
    }
    for (j, digit) in code.digits().iter().enumerate() {
        let j = j as u64;
        for r in 0..=digit.max_heaps()? {
            if digit.allows(r).is_none() {
                continue;
            }
            let r64 = u64::from(r);
            let need = match r {
                0 => j.checked_add(1)?,
                1 => j.checked_add(e1)?,
                _ => j
                    .checked_add(r64.checked_mul(e1)?)?
                    .checked_add((r64 - 1).checked_mul(period)?)?,
            };
            bound = bound.max(need);
        }
    }
    let theorem = match k {
        0 | 1 => Theorem::NoSplitting { max_take: t },
        2 => Theorem::GuySmith { max_take: t },
        _ => Theorem::MultiHeap {
            max_heaps: k,
            max_take: t,
        },
    };
    Some((theorem, bound))
}

/// Why no periodicity theorem of this crate covers a take-and-break code, in words (for
/// the report of an observed period); `None` when one does, or for a rule that is not a
/// plain code.
///
/// ```
/// use grundy_heap::sequence::periodicity::why_unproved;
/// use grundy_heap::heap::rule::HeapRule;
/// assert!(why_unproved(&HeapRule::parse("tb(0.*)").unwrap()).unwrap().contains("unboundedly many heaps"));
/// assert!(why_unproved(&HeapRule::grundy_game()).unwrap().contains("modifier"));
/// assert_eq!(why_unproved(&HeapRule::parse("0.77").unwrap()), None);
/// ```
pub fn why_unproved(rule: &HeapRule) -> Option<String> {
    why_unproved_in(rule, crate::i18n::Lang::En)
}

/// [`why_unproved`] in `lang` (catalogue `sequence.ftl`, ids `why-unproved-…`).
///
/// ```
/// use grundy_heap::sequence::periodicity::why_unproved_in;
/// use grundy_heap::heap::rule::HeapRule;
/// assert!(why_unproved_in(&HeapRule::grundy_game(), grundy_core::Lang::Ru).unwrap().contains("модификатор"));
/// ```
pub fn why_unproved_in(rule: &HeapRule, lang: crate::i18n::Lang) -> Option<String> {
    let HeapRule::TakeBreak(code) = rule else {
        return None;
    };
    let id = if code.max_heaps().is_none() {
        "why-unproved-unbounded-heaps"
    } else if code.is_constrained() {
        "why-unproved-modifier"
    } else if code.max_take().is_none() {
        "why-unproved-infinite-digits"
    } else {
        return None;
    };
    Some(crate::i18n::message(lang, id, &[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::subtraction::SubtractionRule;

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

    /// The period search compares `O(L)` values, not `O(L²)`: `sub(1, 1000000)` has
    /// period 2 from 0 in every prefix shorter than its certificate bound, and every even
    /// candidate walked the whole prefix (a job's 2^24 values: days).
    #[test]
    fn the_search_is_linear_in_the_prefix() {
        let rule = SubtractionRule::finite([1, 1_000_000]).unwrap();
        let values: Vec<u64> = (0..1u64 << 15).map(|n| n % 2).collect();
        let sequence_rule = SequenceRule::from(rule);
        COMPARED.with(|c| c.set(0));
        let p = analyze(&sequence_rule, &values).unwrap();
        assert_eq!(
            (p.preperiod, p.small().unwrap().1, p.certified),
            (0, 2, false)
        );
        let compared = COMPARED.with(|c| c.get());
        assert!(compared <= 8 << 15, "{compared} values compared");
        let all_but = SubtractionRule::all_but([1_000_000]).unwrap();
        let values: Vec<u64> = (0..1u64 << 15).collect();
        COMPARED.with(|c| c.set(0));
        let p = analyze(&SequenceRule::from(all_but), &values).unwrap();
        assert_eq!(p.small().unwrap().1, 1);
        let compared = COMPARED.with(|c| c.get());
        assert!(compared <= 8 << 15, "allbut: {compared} values compared");
    }

    /// The preperiods from the agreement are those of walking back, for every period.
    #[test]
    fn preperiods_agree_with_walking_back() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for case in 0..200u64 {
            let len = 2 + next(300) as usize;
            let period = 1 + next(12);
            let saltus = next(3);
            let noise = next(4);
            let start = next(len as u64);
            let values: Vec<u64> = (0..len as u64)
                .map(|n| {
                    let base = (n % period) * 7 + (n / period) * saltus;
                    if n < start && noise > 0 {
                        base + next(noise)
                    } else {
                        base
                    }
                })
                .collect();
            let plain = Preperiods::new(&values, false);
            let with_saltus = Preperiods::new(&values, true);
            for p in 1..=len / 2 {
                assert_eq!(plain.get(p, 0), preperiod_for(&values, p, 0), "{case} {p}");
                let (a, b) = (values[len - 1 - p], values[len - 1]);
                if let Some(s) = b.checked_sub(a) {
                    assert_eq!(
                        with_saltus.get(p, s),
                        preperiod_for(&values, p, s),
                        "{case} {p} saltus"
                    );
                }
            }
        }
    }
}
