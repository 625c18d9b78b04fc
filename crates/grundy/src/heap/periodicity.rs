//! Periods of nim-sequences, found in a computed prefix and — where a theorem covers the
//! rule — proved.
//!
//! * **Take-and-break codes without modifiers, finitely many digits, at most `k` heaps
//!   per move** (octal `k = 2`: the Guy–Smith theorem; no splitting `k = 1`; hexadecimal
//!   `k = 3` and beyond): [`certificate_bound`] gives the exact range to check; the
//!   argument is written out there.
//! * **Lasker's Nim**: arithmetic-periodic, `G(n + 4) = G(n) + 4` for `n ≥ 1` (preperiod
//!   1, period 4, saltus 4), by its closed form ([`crate::heap::naive::lasker_value`];
//!   Ferguson, *Game Theory*, Part I §4.3; Winning Ways ch. 15).
//! * **Everything else** — Grundy's game and any code with `!`, `?` or `=`, codes with
//!   infinitely many digits, moves leaving unboundedly many heaps: never certified; an
//!   observed period is reported as "observed up to N, not proved".
//!
//! ```
//! use grundy::heap::{naive::sequence, periodicity::analyze, rule::HeapRule};
//! let kayles = HeapRule::parse("kayles").unwrap();
//! let p = analyze(&kayles, &sequence(&kayles, 300).unwrap()).unwrap();
//! assert_eq!((p.preperiod, p.period, p.saltus, p.certified), (71, 12, 0, true));
//! ```

use super::naive::{EngineError, NaiveEngine, NimSequenceEngine, Progress};
use super::rule::HeapRule;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// The theorem behind a certificate.
///
/// ```
/// use grundy::heap::periodicity::Theorem;
/// assert!(Theorem::LaskerNim.description().contains("Lasker"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "name", rename_all = "kebab-case")]
pub enum Theorem {
    /// Guy & Smith (1956), finite octal games with splitting moves: `G(n+p) = G(n)` for
    /// `e ≤ n < 2e + p + t` (with `max(e, 1)` for `e`) implies it for all `n ≥ e`.
    GuySmith {
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// Games without splitting moves: `e ≤ n < max(e, 1) + t` (and `n < t + 1`) suffices.
    NoSplitting {
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// The same argument for moves leaving up to `k ≥ 3` heaps (hexadecimal and beyond):
    /// `e ≤ n < k·max(e, 1) + (k − 1)·p + t` suffices (see [`certificate_bound`]).
    MultiHeap {
        /// `k`, the most heaps a move leaves.
        max_heaps: u32,
        /// `t`, the most tokens a move removes.
        max_take: u64,
    },
    /// Lasker's Nim's closed form: `G(n + 4) = G(n) + 4` for `n ≥ 1`.
    LaskerNim,
}

impl Theorem {
    /// A sentence naming the theorem and its inequality.
    ///
    /// ```
    /// use grundy::heap::periodicity::Theorem;
    /// let t = Theorem::GuySmith { max_take: 2 };
    /// assert!(t.description().contains("2e + p + t"));
    /// ```
    pub fn description(&self) -> String {
        match self {
            Theorem::GuySmith { max_take } => format!(
                "Guy–Smith periodicity theorem for finite octal games: G(n+p) = G(n) for e ≤ n < 2e + p + t (t = {max_take}, e taken as at least 1) implies it for all n ≥ e"
            ),
            Theorem::NoSplitting { max_take } => format!(
                "periodicity theorem for games without splitting moves: G(n+p) = G(n) for e ≤ n < max(e, 1) + t and n ≤ t (t = {max_take}) implies it for all n ≥ e"
            ),
            Theorem::MultiHeap { max_heaps, max_take } => format!(
                "periodicity theorem for take-and-break games leaving at most k = {max_heaps} heaps: G(n+p) = G(n) for e ≤ n < k·e + (k−1)·p + t (t = {max_take}, e taken as at least 1) implies it for all n ≥ e"
            ),
            Theorem::LaskerNim => "Lasker's Nim closed form (Ferguson, Game Theory I §4.3): G(4m+1) = 4m+1, G(4m+2) = 4m+2, G(4m+3) = 4m+4, G(4m+4) = 4m+3, so G(n+4) = G(n) + 4 for n ≥ 1".to_string(),
        }
    }
}

/// A period of a nim-sequence: `G(n + period) = G(n) + saltus` for every `n ≥ preperiod`
/// — proved if `certified`, otherwise only observed in `G(0..=checked_to)`.
///
/// ```
/// use grundy::heap::periodicity::{analyze, Periodicity};
/// use grundy::heap::{naive::sequence, rule::HeapRule};
/// let p: Periodicity = analyze(&HeapRule::Lasker, &sequence(&HeapRule::Lasker, 20).unwrap()).unwrap();
/// assert_eq!((p.preperiod, p.period, p.saltus, p.certified), (1, 4, 4, true));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Periodicity {
    /// `e`: the first heap size from which the pattern holds (minimal).
    pub preperiod: u64,
    /// `p`: the period (minimal).
    pub period: u64,
    /// `s`: what a period adds to the values (0 for plain periodicity).
    pub saltus: u64,
    /// True when a theorem turns the checked range into a proof for all `n`.
    pub certified: bool,
    /// The values `G(0..=checked_to)` were examined.
    pub checked_to: u64,
    /// The theorem, when certified.
    pub theorem: Option<Theorem>,
    /// For take-and-break certificates: `G(n + p) = G(n)` was needed (and checked) for
    /// `preperiod ≤ n < check_below`.
    pub check_below: Option<u64>,
}

/// For a rule covered by a periodicity theorem, the bound `B` such that `G(n+p) = G(n)`
/// for all `e ≤ n < B` proves `G(n+p) = G(n)` for all `n ≥ e`; `None` when no theorem
/// applies. Verifying needs the values `G(0..B + p)`.
///
/// Covered: finite codes (`t` = the most tokens a move removes) without modifiers whose
/// moves leave at most `k` heaps. With `e' = max(e, 1)`, `B` is the largest over the
/// pairs `(j, r)` the code allows (remove `j`, leave `r` heaps) of
/// * `j + 1` for `r = 0`, `j + e'` for `r = 1`, `j + r·e' + (r − 1)·p` for `r ≥ 2`,
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
/// A modifier breaks the step (reducing the largest heap may make two heaps equal, which
/// `!` forbids — the reason Grundy's game `4!.0` is never certified), and so do infinitely
/// many digits (no `t`) or unboundedly many heaps.
///
/// ```
/// use grundy::heap::periodicity::certificate_bound;
/// use grundy::heap::rule::HeapRule;
/// let kayles = HeapRule::parse("0.77").unwrap();
/// assert_eq!(certificate_bound(&kayles, 71, 12).unwrap().1, 2 * 71 + 12 + 2);
/// assert_eq!(certificate_bound(&HeapRule::parse("0.33").unwrap(), 0, 3).unwrap().1, 3);
/// assert_eq!(certificate_bound(&HeapRule::parse("hex(0.8)").unwrap(), 5, 2).unwrap().1, 1 + 15 + 4);
/// assert!(certificate_bound(&HeapRule::grundy_game(), 0, 1).is_none());
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

/// The smallest preperiod `e` with `G(n + p) = G(n) + s` for all `e ≤ n < L − p`.
fn preperiod_for(values: &[u16], period: usize, saltus: u64) -> usize {
    let mut e = values.len() - period;
    while e > 0 && u64::from(values[e - 1]) + saltus == u64::from(values[e - 1 + period]) {
        e -= 1;
    }
    e
}

/// Finds the period of `values = G(0..L)` of `rule`: the first (smallest) period `p`
/// whose observed preperiod a theorem certifies within the prefix; otherwise the smallest
/// period observed at least three full times after its preperiod, uncertified; `None` if
/// there is none. Lasker's Nim is certified by its theorem once the prefix agrees with it.
///
/// The minimal period is found: if `p` is certified, the true minimal period `p0`
/// divides `p`, has the same preperiod and a smaller bound, so it is certified first.
///
/// ```
/// use grundy::heap::{naive::sequence, periodicity::analyze, rule::HeapRule};
/// let dawson = HeapRule::parse("dawson-chess").unwrap();
/// let p = analyze(&dawson, &sequence(&dawson, 400).unwrap()).unwrap();
/// assert_eq!((p.preperiod, p.period, p.certified), (52, 34, true));
/// let grundy = HeapRule::grundy_game();
/// assert!(!analyze(&grundy, &sequence(&grundy, 300).unwrap()).is_some_and(|p| p.certified));
/// ```
pub fn analyze(rule: &HeapRule, values: &[u16]) -> Option<Periodicity> {
    let len = values.len();
    if len < 2 {
        return None;
    }
    let checked_to = len as u64 - 1;
    if *rule == HeapRule::Lasker {
        let agrees = values
            .iter()
            .enumerate()
            .all(|(n, &v)| u64::from(v) == super::naive::lasker_value(n as u64));
        return agrees.then_some(Periodicity {
            preperiod: 1,
            period: 4,
            saltus: 4,
            certified: true,
            checked_to,
            theorem: Some(Theorem::LaskerNim),
            check_below: None,
        });
    }
    let mut observed: Option<Periodicity> = None;
    for p in 1..=len / 2 {
        let e = preperiod_for(values, p, 0);
        let (e64, p64) = (e as u64, p as u64);
        if let Some((theorem, bound)) = certificate_bound(rule, e64, p64) {
            if bound.saturating_add(p64) <= len as u64 {
                return Some(Periodicity {
                    preperiod: e64,
                    period: p64,
                    saltus: 0,
                    certified: true,
                    checked_to,
                    theorem: Some(theorem),
                    check_below: Some(bound),
                });
            }
        }
        if observed.is_none() && len - e >= 3 * p {
            observed = Some(Periodicity {
                preperiod: e64,
                period: p64,
                saltus: 0,
                certified: false,
                checked_to,
                theorem: None,
                check_below: None,
            });
            if certificate_bound(rule, e64, p64).is_none() {
                break; // no theorem: the smallest observed period is the answer
            }
        }
    }
    observed
}

/// What [`search`] found.
///
/// ```
/// use grundy::heap::periodicity::search;
/// use grundy::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
/// let s = search(&HeapRule::parse("0.07").unwrap(), 1000, &mut |_| {}, &AtomicBool::new(false)).unwrap();
/// assert!(s.periodicity.unwrap().certified);
/// assert!(s.computed < 1000);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchResult {
    /// The period found (certified if `certified`), or `None`.
    pub periodicity: Option<Periodicity>,
    /// How many values were computed.
    pub computed: u64,
    /// True if the search was cancelled before reaching `upto` or a certificate.
    pub cancelled: bool,
}

/// Computes `G(0), G(1), …` with the naive engine, looking for a certified period at 64,
/// 128, 256, … values and at `G(0..=upto)`; stops at the first certificate, at `upto`, or
/// when `cancel` is raised.
///
/// # Errors
/// As the engine's ([`EngineError`]).
///
/// ```
/// use grundy::heap::periodicity::search;
/// use grundy::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
/// let s = search(&HeapRule::grundy_game(), 200, &mut |_| {}, &AtomicBool::new(false)).unwrap();
/// assert_eq!(s.computed, 201);
/// assert!(!s.periodicity.is_some_and(|p| p.certified));
/// ```
pub fn search(
    rule: &HeapRule,
    upto: u64,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<SearchResult, EngineError> {
    let mut engine = NaiveEngine::new(rule.clone())?;
    let mut checkpoint = 64u64;
    loop {
        let target = checkpoint.min(upto.saturating_add(1));
        let outcome = engine.run_until(target - 1, progress, cancel)?;
        let cancelled = matches!(outcome, super::naive::RunOutcome::Cancelled { .. });
        let found = analyze(rule, engine.values());
        let done = found.as_ref().is_some_and(|p| p.certified) || cancelled || target > upto;
        if done {
            return Ok(SearchResult {
                periodicity: found,
                computed: engine.computed(),
                cancelled,
            });
        }
        checkpoint = checkpoint.saturating_mul(2);
    }
}
