//! Periods of heap games' nim-sequences, found in a computed prefix and — where a theorem
//! covers the rule — proved. The types ([`Periodicity`], [`Theorem`]) and the analysis are
//! those of every nim-sequence ([`crate::sequence::periodicity`]); this module holds the
//! take-and-break certificate ([`certificate_bound`]) and [`analyze`] / [`search`] for a
//! [`HeapRule`].
//!
//! * **Take-and-break codes without modifiers, finitely many digits, at most `k` heaps
//!   per move** (octal `k = 2`: the Guy–Smith theorem; no splitting `k = 1`; hexadecimal
//!   `k = 3` and beyond): [`certificate_bound`] gives the exact range to check; the
//!   argument is written out there.
//! * **Lasker's Nim**: arithmetic-periodic, `G(n + 4) = G(n) + 4` for `n ≥ 1` (preperiod
//!   1, period 4, saltus 4), by its closed form ([`crate::heap::naive::lasker_value`];
//!   Ferguson, *Game Theory*, Part I §4.3; Winning Ways ch. 15).
//! * **Subtraction games written as codes** (every digit `0` or `3`, see
//!   [`HeapRule::as_subtraction`]): as the subtraction rule — codes with a repeating block
//!   `[3]` are all-but games, arithmetic-periodic, certified by
//!   [`Theorem::AllButState`].
//!   Additive digits (`80.7`) are covered too.
//! * **Everything else** — Grundy's game and any code with `!`, `?` or `=`, other codes
//!   with infinitely many digits, moves leaving unboundedly many heaps (`*`, `{k+}`:
//!   no theorem applies): never certified;
//!   an observed period is reported as "observed up to N, not proved".
//!
//! ```
//! use grundy::heap::{naive::sequence, periodicity::analyze, rule::HeapRule};
//! let kayles = HeapRule::parse("kayles").unwrap();
//! let p = analyze(&kayles, &sequence(&kayles, 300).unwrap()).unwrap();
//! assert_eq!(p.small(), Some((71, 12, 0)));
//! assert!(p.certified);
//! ```

use super::naive::{EngineError, Progress};
use super::rule::HeapRule;
use crate::sequence::run::{SequenceRun, Stop};
use crate::sequence::SequenceRule;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

pub use crate::sequence::periodicity::{Periodicity, Theorem};

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
/// use grundy::heap::periodicity::certificate_bound;
/// use grundy::heap::rule::HeapRule;
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
/// use grundy::heap::periodicity::why_unproved;
/// use grundy::heap::rule::HeapRule;
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
/// use grundy::heap::periodicity::why_unproved_in;
/// use grundy::heap::rule::HeapRule;
/// assert!(why_unproved_in(&HeapRule::grundy_game(), grundy::Lang::Ru).unwrap().contains("модификатор"));
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

/// Finds the period of `values = G(0..L)` of `rule`: [`crate::sequence::analyze`] for a
/// heap rule.
///
/// ```
/// use grundy::heap::{naive::sequence, periodicity::analyze, rule::HeapRule};
/// let dawson = HeapRule::parse("dawson-chess").unwrap();
/// let p = analyze(&dawson, &sequence(&dawson, 400).unwrap()).unwrap();
/// assert_eq!((p.preperiod, p.small().unwrap().1, p.certified), (52, 34, true));
/// let grundy = HeapRule::grundy_game();
/// assert!(!analyze(&grundy, &sequence(&grundy, 300).unwrap()).is_some_and(|p| p.certified));
/// ```
pub fn analyze(rule: &HeapRule, values: &[u16]) -> Option<Periodicity> {
    crate::sequence::analyze(&SequenceRule::Heap(rule.clone()), values)
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

/// Computes `G(0), G(1), …` with the run of `grundy seq` ([`SequenceRun`]: the sparse
/// engine where it applies), looking for a certified period at 64, 128, 256, … values and
/// at `G(0..=upto)`; stops at the first certificate, at `upto`, or when `cancel` is
/// raised.
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
    let mut run = SequenceRun::new(rule.clone(), rule.to_string())?;
    let mut cancelled = false;
    loop {
        match run.step(upto, true, progress, cancel)? {
            Stop::Chunk { .. } => {}
            Stop::Done { .. } => break,
            Stop::Cancelled { .. } => {
                cancelled = true;
                break;
            }
        }
    }
    Ok(SearchResult {
        periodicity: run.period(),
        computed: run.computed(),
        cancelled,
    })
}
