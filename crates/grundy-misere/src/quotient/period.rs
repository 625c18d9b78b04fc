//! The misère periodicity theorem: when it proves the period of the pretending
//! function Φ.

#[allow(unused_imports)]
use super::*;

/// The number of code digits `t` of the misère periodicity theorem (codes leaving at
/// most two heaps per move, with finitely many digits), `None` when it does not apply.
pub(super) fn theorem_digits(rule: &SequenceRule) -> Option<u64> {
    match rule.subtraction_rule() {
        Some(crate::subtraction::SubtractionRule::Finite(s)) => s.iter().max().copied(),
        Some(crate::subtraction::SubtractionRule::Bounded(k)) => Some(k),
        Some(crate::subtraction::SubtractionRule::AllBut(_)) => None,
        None => {
            let h = rule.heap_rule()?;
            if h.max_heaps()? > 2 || h.code().is_constrained() {
                return None;
            }
            h.max_take()
        }
    }
}

/// The period of `phi` if the periodicity theorem proves it (codes leaving at most two
/// heaps per move, with finitely many digits).
pub(super) fn proved_period(rule: &SequenceRule, phi: &[u32]) -> Option<QuotientPeriod> {
    let t = theorem_digits(rule)?;
    let n = phi.len() as u64 - 1;
    // Smallest period first, then smallest preperiod.
    for p in 1..=n / 2 {
        // The smallest n0 with phi periodic from n0 on.
        let mut n0 = n + 1 - p;
        while n0 > 0 && phi[(n0 - 1) as usize] == phi[(n0 - 1 + p) as usize] {
            n0 -= 1;
        }
        if n0 + p <= n && 2 * n0 + 2 * p + t < n {
            return Some(QuotientPeriod {
                preperiod: n0,
                period: p,
            });
        }
    }
    None
}

/// Whether `Φ(0..phi.len())`, periodic as `period` says on those heaps (checked by the
/// caller), reaches the periodicity theorem's bound `2n₀ + 2p + t < n`.
pub(crate) fn proved_period_of(rule: &SequenceRule, phi: &[u32], period: QuotientPeriod) -> bool {
    let Some(t) = theorem_digits(rule) else {
        return false;
    };
    let n = phi.len() as u64 - 1;
    period
        .preperiod
        .saturating_mul(2)
        .saturating_add(period.period.saturating_mul(2))
        .saturating_add(t)
        < n
}
