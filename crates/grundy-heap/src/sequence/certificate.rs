//! Certificates: the data of a proved period, written by `grundy seq --period
//! --certificate FILE` (and `grundy census --certificates DIR`) for an independent
//! checker (`grundy-check`, a crate that shares no code with the engines) to verify.
//!
//! A certificate says the rule in a spelling the checker reads (`0.137`, `hex(0.8F)`,
//! `sub(1,3,4)`, `bounded(3)`, `allbut(2,3,5)`, `lasker`), the preperiod `e`, the period
//! `p`, the saltus `s`, the [`Theorem`] with its parameters, and its bound `B`: the
//! relation `G(n + p) = G(n) + s` was checked for `e ≤ n < B`, which the theorem turns
//! into a proof for every `n ≥ e`. The format is documented in `docs/certificate.md`.
//!
//! ```
//! use grundy_heap::heap::{naive::sequence, rule::HeapRule};
//! use grundy_heap::sequence::{analyze, certificate::Certificate, SequenceRule};
//! let rule = SequenceRule::from(HeapRule::parse("0.137").unwrap());
//! let values = sequence(&HeapRule::parse("0.137").unwrap(), 300).unwrap();
//! let p = analyze(&rule, &values).unwrap();
//! let c = Certificate::new(&rule, &p).unwrap();
//! assert_eq!((c.rule.as_str(), c.preperiod, c.bound), ("0.137", 52, Some(2 * 52 + 34 + 3)));
//! assert!(c.checkable);
//! let json = serde_json::to_string(&c).unwrap();
//! assert!(json.starts_with(r#"{"format":"grundy-certificate","version":1,"rule":"0.137""#));
//! ```

use super::periodicity::{certificate_bound, subtraction_bound};
use super::{Family, Periodicity, SequenceRule, Theorem};
use crate::nat::{self, Nat};
use num_traits::Zero;
use serde::{Deserialize, Serialize};

/// The value of the `format` field.
pub const FORMAT: &str = "grundy-certificate";

/// The version of the format this crate writes.
pub const VERSION: u32 = 1;

/// The data of a proved period (see the module's documentation).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Certificate {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The rule, as the checker reads it: a take-and-break code in CGSuite's standard
    /// form, `sub(…)`, `bounded(k)`, `allbut(…)` or `lasker`.
    pub rule: String,
    /// What is proved, in words: `G(n + 34) = G(n) for every n ≥ 52`.
    pub claim: String,
    /// `e`, minimal.
    pub preperiod: u64,
    /// `p`, minimal (a decimal string beyond 2^64).
    #[serde(with = "nat::json")]
    pub period: Nat,
    /// `s` (0 but for arithmetic periodicity).
    #[serde(with = "nat::json")]
    pub saltus: Nat,
    /// The theorem and its parameters (the JSON of [`Theorem`]).
    pub theorem: Theorem,
    /// `B`: `G(n + p) = G(n) + s` was checked for `e ≤ n < B` (the values `G(0..B + p)`);
    /// `null` for a closed form, and for an all-but certificate made from a census row.
    pub bound: Option<u64>,
    /// grundy computed `G(0..=computed_to)` (0 when unknown: a census row keeps it).
    pub computed_to: u64,
    /// Whether `grundy-check` verifies this theorem from the data (false for Lasker's
    /// Nim's closed form and for the all-but state argument: the checker says it cannot).
    pub checkable: bool,
    /// Why not, when `checkable` is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Certificate {
    /// The certificate of a proved period of `rule`; `None` unless `period` is certified.
    pub fn new(rule: &SequenceRule, period: &Periodicity) -> Option<Certificate> {
        if !period.certified {
            return None;
        }
        let theorem = period.theorem?;
        Some(Certificate::build(
            rule,
            period.preperiod,
            period.period.clone(),
            period.saltus.clone(),
            theorem,
            period.check_below,
            period.checked_to,
        ))
    }

    /// The certificate of a period already proved (a census row: its preperiod, period
    /// and saltus): the theorem and its bound found again from the rule, as the period
    /// search finds them. `None` when no theorem covers `(e, p, s)` for this rule.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::{certificate::Certificate, SequenceRule, Theorem};
    /// let rule = SequenceRule::from(HeapRule::parse("0.07").unwrap());
    /// let c = Certificate::of_period(&rule, 53, 34, 0, 200).unwrap();
    /// assert_eq!(c.theorem, Theorem::GuySmith { max_take: 2 });
    /// assert_eq!(c.bound, Some(2 * 53 + 34 + 2));
    /// assert!(Certificate::of_period(&SequenceRule::from(HeapRule::grundy_game()), 0, 1, 0, 9).is_none());
    /// ```
    pub fn of_period(
        rule: &SequenceRule,
        preperiod: u64,
        period: u64,
        saltus: u64,
        computed_to: u64,
    ) -> Option<Certificate> {
        let (theorem, bound) = match rule.family() {
            Family::Lasker => {
                ((preperiod, period, saltus) == (1, 4, 4)).then_some((Theorem::LaskerNim, None))?
            }
            Family::Bounded(k) => ((preperiod, saltus) == (0, 0)
                && k.checked_add(1) == Some(period))
            .then_some((Theorem::BoundedClosedForm { max_take: k }, None))?,
            Family::Finite(set) if saltus == 0 => {
                let (t, b) = subtraction_bound(&set, preperiod, period)?;
                (t, Some(b))
            }
            Family::Code if saltus == 0 => {
                let (t, b) = certificate_bound(&rule.heap_rule()?, preperiod, period)?;
                (t, Some(b))
            }
            Family::AllBut(x) => (
                Theorem::AllButState {
                    max_excluded: x.last().copied().unwrap_or(0),
                },
                None,
            ),
            Family::Finite(_) | Family::Code => return None,
        };
        Some(Certificate::build(
            rule,
            preperiod,
            Nat::from(period),
            Nat::from(saltus),
            theorem,
            bound,
            computed_to,
        ))
    }

    fn build(
        rule: &SequenceRule,
        preperiod: u64,
        period: Nat,
        saltus: Nat,
        theorem: Theorem,
        bound: Option<u64>,
        computed_to: u64,
    ) -> Certificate {
        let claim = if saltus.is_zero() {
            format!("G(n + {period}) = G(n) for every n ≥ {preperiod}")
        } else {
            format!("G(n + {period}) = G(n) + {saltus} for every n ≥ {preperiod}")
        };
        let note = match theorem {
            Theorem::LaskerNim => Some(
                "grundy-check cannot check this theorem: Lasker's Nim's closed form is \
                 proved by an induction over the residues mod 4, not by values up to a bound"
                    .to_string(),
            ),
            Theorem::AllButState { .. } => Some(
                "grundy-check cannot check this theorem: the all-but argument compares \
                 normalized states, which the checker does not recompute"
                    .to_string(),
            ),
            _ => None,
        };
        Certificate {
            format: FORMAT.to_string(),
            version: VERSION,
            rule: checker_spelling(rule),
            claim,
            preperiod,
            period,
            saltus,
            theorem,
            bound,
            computed_to,
            checkable: note.is_none(),
            note,
        }
    }
}

/// The rule as the checker reads it: `lasker`, a subtraction rule by its name, or the
/// code in CGSuite's standard form.
fn checker_spelling(rule: &SequenceRule) -> String {
    match rule.family() {
        Family::Lasker => "lasker".to_string(),
        Family::Code => rule.code(),
        Family::Bounded(_) | Family::Finite(_) | Family::AllBut(_) => rule
            .subtraction_rule()
            .map_or_else(|| rule.code(), |s| s.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::rule::HeapRule;
    use crate::sequence::compute;
    use crate::sequence::subtraction::SubtractionRule;

    /// A census row's certificate is the run's: the same theorem and bound.
    #[test]
    fn of_period_agrees_with_the_period_search() {
        let rules: Vec<SequenceRule> = vec![
            HeapRule::parse("0.137").unwrap().into(),
            HeapRule::parse("4.7").unwrap().into(),
            HeapRule::parse("hex(0.F)").unwrap().into(),
            HeapRule::parse("tb(80.7)").unwrap().into(),
            HeapRule::Lasker.into(),
            SubtractionRule::finite([1, 3, 4]).unwrap().into(),
            SubtractionRule::Bounded(3).into(),
            HeapRule::parse("0.3033").unwrap().into(),
        ];
        for rule in rules {
            let cancel = std::sync::atomic::AtomicBool::new(false);
            let report = compute(rule.clone(), rule.name(), 600, true, &cancel).unwrap();
            let p = report.period.unwrap();
            assert!(p.certified, "{}", rule.name());
            let (e, per, s) = p.small().unwrap();
            let a = Certificate::new(&rule, &p).unwrap();
            let b = Certificate::of_period(&rule, e, per, s, p.checked_to).unwrap();
            assert_eq!(a, b, "{}", rule.name());
        }
        let all_but = SequenceRule::from(SubtractionRule::all_but([2, 3, 5]).unwrap());
        let c = Certificate::of_period(&all_but, 0, 18, 6, 100).unwrap();
        assert_eq!(c.rule, "allbut(2,3,5)");
        assert!(!c.checkable && c.note.is_some());
    }
}
