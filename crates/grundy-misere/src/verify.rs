//! A saved misère quotient ([`SavedQuotient`], what `grundy quotient --save` writes) and
//! its **independent re-check** ([`verify`], `grundy quotient --verify FILE`): nothing of
//! the computation is trusted — only the saved tables and the rule's moves are used.
//!
//! The checks:
//! 1. **Structure**: the generators' actions commute and stay in range, element 0 is the
//!    identity, each element's normal form evaluates to that element (so every element is
//!    a product of generators, each the class `Φ` of its heap, hence the class of some sum),
//!    `Φ` of each generator's heap is that generator, a stated period holds on the stored
//!    heaps and passes the bound of the misère periodicity theorem.
//! 2. **P-condition on every sum**, element by element: for every element `y` and every
//!    heap `h`, if `y·Φ(h) ∈ P` then no option `o` of `h` has `y·Φ(o) ∈ P` (every sum
//!    containing `h` is some `y·Φ(h)`, since every element is the class of a sum).
//! 3. **P- and N-conditions on every sum of heaps up to a total size**, by enumeration of
//!    the sums themselves: a sum whose element is in `P` has no option in `P`; a sum whose
//!    element is not in `P` is terminal or has an option in `P`; a terminal sum is not in
//!    `P`. By induction on the size, the quotient's outcome is then the misère outcome of
//!    every such sum (Plambeck & Siegel's verification theorem, bounded).
//! 4. **Every pair of elements is told apart** by a witness `z`: `xz ∈ P` but `yz ∉ P` or
//!    the other way round (the quotient is reduced).
//!
//! ```
//! use grundy_misere::quotient::{Quotient, QuotientOptions};
//! use grundy_misere::verify::{verify, SavedQuotient};
//! use grundy_heap::heap::rule::HeapRule;
//! use grundy_core::Cancel;
//! let kayles = HeapRule::parse("kayles").unwrap().into();
//! let q = Quotient::compute(&kayles, &QuotientOptions::up_to(12)).unwrap();
//! let saved = q.to_saved();
//! let report = verify(&saved, &kayles, 14, &Cancel::new()).unwrap();
//! assert!(report.passed);
//! // A damaged Φ is caught: heap 3 made the class of heap 1 (in P), though heap 3 can
//! // move to heap 1.
//! let mut bad = saved.clone();
//! bad.phi[3] = bad.phi[1];
//! assert!(!verify(&bad, &kayles, 14, &Cancel::new()).unwrap().passed);
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "every index into the saved tables is checked against the order, the generator count and the heap count in `check_shape` before any table is read; the enumeration's heaps index the option lists built for heaps 1..=max"
)]

use super::quotient::{proved_period_of, Quotient, QuotientPeriod};
use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::i18n::{msg, Message};
use grundy_heap::sequence::SequenceRule;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The `format` field of a saved quotient.
pub const FORMAT: &str = "grundy-misere-quotient";

/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// The largest order [`verify`] re-checks (its pairwise check keeps `order²` bits).
pub const MAX_VERIFY_ORDER: usize = 40_000;

/// The most sums the enumeration of [`verify`] visits.
pub const MAX_VERIFY_SUMS: u64 = 50_000_000;

/// A quotient as saved: generator actions, normal forms, P-portion, `Φ` (JSON through
/// serde; the front end writes and reads the file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedQuotient {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The ruleset's name.
    pub rule: String,
    /// The generators: (heap, index `a`: `g^{a+2} = g^a` in the product the computation
    /// started from).
    pub generators: Vec<(u64, u8)>,
    /// Each element's normal form: an exponent per generator. Element 0 is the identity.
    pub elements: Vec<Vec<u8>>,
    /// `actions[i][x]`: the element `x · generator i`.
    pub actions: Vec<Vec<u32>>,
    /// The elements in `P`.
    pub p_portion: Vec<u32>,
    /// `Φ(n)` for heaps `0..=max_heap`.
    pub phi: Vec<u32>,
    /// The proved period of `Φ`, if any.
    pub period: Option<QuotientPeriod>,
    /// The heaps where the monoid grew.
    pub expansion_heaps: Vec<u64>,
}

/// Why a saved quotient could not be checked at all (a failed check is not an error: it
/// is in the [`VerifyReport`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum VerifyError {
    /// Not a saved quotient of this format or version.
    Format {
        /// The format found.
        format: String,
        /// The version found.
        version: u32,
    },
    /// The file is of another ruleset than the one given.
    Rule {
        /// The rule in the file.
        found: String,
        /// The rule asked for.
        expected: String,
    },
    /// Too large to re-check (why).
    TooLarge(crate::i18n::Message),
    /// Stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl crate::i18n::errors::Localized for VerifyError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Format { format, version } => t!(
                lang,
                "err-verify-format",
                format = format!("{format:?}"),
                version = *version,
                expected = format!("{FORMAT:?}"),
                reads = VERSION
            ),
            Self::Rule { found, expected } => {
                t!(lang, "err-verify-rule", found = found, expected = expected)
            }
            Self::TooLarge(message) => message.render(lang),
            Self::Cancelled(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(VerifyError);

/// The outcome of one check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "result", content = "detail", rename_all = "snake_case")]
pub enum Check {
    /// It holds.
    Passed,
    /// It fails, with the first counterexample found: a catalogue message
    /// (`locales/<lang>/engine.ftl`), said in the reader's language by the report's
    /// explanation; English in the JSON.
    Failed(#[serde(serialize_with = "crate::i18n::message::serialize_english")] Message),
}

impl Check {
    /// Whether it holds.
    pub fn passed(&self) -> bool {
        matches!(self, Check::Passed)
    }
}

/// What [`verify`] found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VerifyReport {
    /// The ruleset.
    pub rule: String,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_portion_size: usize,
    /// The largest heap the file covers.
    pub max_heap: u64,
    /// The proved period in the file.
    pub period: Option<QuotientPeriod>,
    /// The total size up to which every sum was enumerated.
    pub size: u64,
    /// Check 1: the tables are a commutative monoid generated by the heaps' classes.
    pub structure: Check,
    /// Check 2: the P-condition, element by element (every sum).
    pub p_condition: Check,
    /// Check 3: P- and N-conditions on every sum up to `size`.
    pub sums: Check,
    /// How many sums check 3 enumerated.
    pub sums_checked: u64,
    /// Check 4: every pair of elements told apart.
    pub distinguished: Check,
    /// How many pairs of elements.
    pub pairs: u64,
    /// All four hold.
    pub passed: bool,
}

impl Quotient {
    /// The quotient as saved by `grundy quotient --save`.
    pub fn to_saved(&self) -> SavedQuotient {
        SavedQuotient {
            format: FORMAT.into(),
            version: VERSION,
            rule: self.rule.clone(),
            generators: self.gens.clone(),
            elements: self.reps.clone(),
            actions: self.actions.clone(),
            p_portion: self.p_portion(),
            phi: self.phi.clone(),
            period: self.period,
            expansion_heaps: self.expansions.clone(),
        }
    }
}

/// The saved tables, checked in shape, with multiplication.
struct Tables<'a> {
    s: &'a SavedQuotient,
    order: usize,
    in_p: Vec<bool>,
}

impl Tables<'_> {
    fn times_word(&self, mut x: u32, word: &[u8]) -> u32 {
        for (i, &e) in word.iter().enumerate() {
            for _ in 0..e {
                x = self.s.actions[i][x as usize];
            }
        }
        x
    }
    fn mul(&self, x: u32, y: u32) -> u32 {
        self.times_word(x, &self.s.elements[y as usize])
    }
}

/// The shape: every table sized and every entry in range. `Err` with what is wrong.
fn check_shape(s: &SavedQuotient) -> Result<(), Message> {
    let order = s.elements.len();
    let r = s.generators.len();
    if order == 0 {
        return Err(msg!("engine-verify-no-element"));
    }
    if s.actions.len() != r {
        return Err(msg!(
            "engine-verify-action-tables",
            generators = r,
            tables = s.actions.len()
        ));
    }
    if let Some((i, _)) = s
        .actions
        .iter()
        .enumerate()
        .find(|(_, a)| a.len() != order || a.iter().any(|&y| y as usize >= order))
    {
        return Err(msg!(
            "engine-verify-action-range",
            generator = i + 1,
            order = order
        ));
    }
    if let Some(x) = s.elements.iter().position(|w| w.len() != r) {
        return Err(msg!("engine-verify-exponents", element = x, count = r));
    }
    if s.p_portion.iter().any(|&x| x as usize >= order) {
        return Err(msg!("engine-verify-p-range"));
    }
    if s.phi.is_empty() || s.phi.iter().any(|&x| x as usize >= order) {
        return Err(msg!("engine-verify-phi-range"));
    }
    if s.generators
        .iter()
        .any(|&(h, _)| h == 0 || h as usize >= s.phi.len())
    {
        return Err(msg!("engine-verify-generator-heap"));
    }
    Ok(())
}

/// Re-checks `saved` as a quotient of `rule`, enumerating every sum of heaps up to total
/// `size` (heaps up to the stored `Φ`). Independent of the computation: it reads only the
/// saved tables and the rule's options.
pub fn verify(
    saved: &SavedQuotient,
    rule: &SequenceRule,
    size: u64,
    cancel: &Cancel,
) -> Result<VerifyReport, VerifyError> {
    if saved.format != FORMAT || saved.version != VERSION {
        return Err(VerifyError::Format {
            format: saved.format.clone(),
            version: saved.version,
        });
    }
    if saved.rule != rule.name() {
        return Err(VerifyError::Rule {
            found: saved.rule.clone(),
            expected: rule.name(),
        });
    }
    let order = saved.elements.len();
    if order > MAX_VERIFY_ORDER {
        return Err(VerifyError::TooLarge(crate::i18n::msg!(
            "reason-verify-order",
            order = order,
            max = MAX_VERIFY_ORDER
        )));
    }
    let max_heap = saved.phi.len().saturating_sub(1) as u64;
    let mut report = VerifyReport {
        rule: saved.rule.clone(),
        order,
        p_portion_size: saved.p_portion.len(),
        max_heap,
        period: saved.period,
        size,
        structure: Check::Passed,
        p_condition: Check::Passed,
        sums: Check::Passed,
        sums_checked: 0,
        distinguished: Check::Passed,
        pairs: (order as u64) * (order as u64).saturating_sub(1) / 2,
        passed: false,
    };
    if let Err(why) = check_shape(saved) {
        report.structure = Check::Failed(why);
        let skipped = Check::Failed(msg!("engine-verify-skipped-tables"));
        report.p_condition = skipped.clone();
        report.sums = skipped.clone();
        report.distinguished = skipped;
        return Ok(report);
    }
    let mut in_p = vec![false; order];
    for &x in &saved.p_portion {
        in_p[x as usize] = true;
    }
    let t = Tables {
        s: saved,
        order,
        in_p,
    };
    let mut poll = cancel.poll(POLL_EVERY);
    report.structure = structure(&t, rule, &mut poll)?;
    if !report.structure.passed() {
        let skipped = Check::Failed(msg!("engine-verify-skipped-structure"));
        report.p_condition = skipped.clone();
        report.sums = skipped.clone();
        report.distinguished = skipped;
        return Ok(report);
    }
    // The options of every stored heap, as elements (transition sets).
    let mut options: Vec<Vec<Vec<u64>>> = vec![Vec::new()];
    for n in 1..=max_heap {
        poll.step(1)?;
        options.push(rule.options(n));
    }
    let phi = |h: u64| saved.phi[h as usize];
    let element = |heaps: &[u64]| heaps.iter().fold(0u32, |x, &h| t.mul(x, phi(h)));
    // Check 2: element-wise P-condition.
    'p: for h in 1..=max_heap {
        let trans: Vec<u32> = {
            let mut v: Vec<u32> = options[h as usize].iter().map(|o| element(o)).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        for y in 0..order as u32 {
            poll.step(trans.len() as u64 + 1)?;
            if t.in_p[t.mul(y, phi(h)) as usize]
                && let Some(&o) = trans.iter().find(|&&o| t.in_p[t.mul(y, o) as usize])
            {
                report.p_condition = Check::Failed(msg!(
                    "engine-verify-p-condition",
                    element = word(saved, y),
                    heap = h,
                    option = word(saved, o)
                ));
                break 'p;
            }
        }
    }
    // Check 3: every sum up to `size`, enumerated as non-increasing heap lists.
    let top = size.min(max_heap);
    let mut stack: Vec<u64> = Vec::new();
    let mut count = 0u64;
    let mut failure: Option<Message> = None;
    enumerate(top, size, &mut stack, &mut |sum: &[u64]| {
        count += 1;
        if count > MAX_VERIFY_SUMS {
            return Err(VerifyError::TooLarge(crate::i18n::msg!(
                "reason-verify-sums",
                max = MAX_VERIFY_SUMS,
                size = size
            )));
        }
        poll.step(sum.len() as u64 + 1)?;
        if failure.is_some() {
            return Ok(());
        }
        let x = element(sum);
        let mut has_option = false;
        let mut p_option: Option<Vec<u64>> = None;
        for (i, &h) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == h {
                continue;
            }
            let rest: Vec<u64> = sum
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &k)| k)
                .collect();
            let base = element(&rest);
            for o in &options[h as usize] {
                has_option = true;
                let y = o.iter().fold(base, |z, &k| t.mul(z, phi(k)));
                if t.in_p[y as usize] {
                    let mut after = rest.clone();
                    after.extend(o);
                    after.sort_unstable_by(|a, b| b.cmp(a));
                    p_option = Some(after);
                    break;
                }
            }
            if p_option.is_some() {
                break;
            }
        }
        let shown = |v: &[u64]| {
            if v.is_empty() {
                msg!("engine-verify-empty-sum")
            } else {
                let heaps: Vec<String> = v.iter().map(u64::to_string).collect();
                msg!("engine-verify-sum", heaps = heaps.join(" + "))
            }
        };
        if t.in_p[x as usize] {
            if !has_option {
                failure = Some(
                    msg!("engine-verify-no-move", element = word(saved, x))
                        .with_message("sum", shown(sum)),
                );
            } else if let Some(o) = p_option {
                failure = Some(
                    msg!("engine-verify-p-option", element = word(saved, x))
                        .with_message("sum", shown(sum))
                        .with_message("option", shown(&o)),
                );
            }
        } else if has_option && p_option.is_none() {
            failure = Some(
                msg!("engine-verify-no-p-option", element = word(saved, x))
                    .with_message("sum", shown(sum)),
            );
        }
        Ok(())
    })?;
    report.sums_checked = count;
    if let Some(f) = failure {
        report.sums = Check::Failed(f);
    }
    // Check 4: rows {z : xz ∈ P} pairwise distinct.
    let words = order.div_ceil(64);
    let mut rows: Vec<(Vec<u64>, u32)> = Vec::with_capacity(order);
    for x in 0..order as u32 {
        poll.step(order as u64)?;
        let mut row = vec![0u64; words];
        for z in 0..order as u32 {
            if t.in_p[t.mul(x, z) as usize] {
                row[z as usize / 64] |= 1 << (z % 64);
            }
        }
        rows.push((row, x));
    }
    rows.sort_unstable();
    if let Some(w) = rows.windows(2).find(|w| w[0].0 == w[1].0) {
        report.distinguished = Check::Failed(msg!(
            "engine-verify-not-apart",
            first = word(saved, w[0].1),
            second = word(saved, w[1].1)
        ));
    }
    report.passed = report.structure.passed()
        && report.p_condition.passed()
        && report.sums.passed()
        && report.distinguished.passed();
    Ok(report)
}

/// Calls `visit` with every non-increasing list of heaps `1..=top` of total at most `left`.
fn enumerate(
    top: u64,
    left: u64,
    stack: &mut Vec<u64>,
    visit: &mut dyn FnMut(&[u64]) -> Result<(), VerifyError>,
) -> Result<(), VerifyError> {
    visit(stack)?;
    for h in (1..=top.min(left)).rev() {
        stack.push(h);
        enumerate(h, left - h, stack, visit)?;
        stack.pop();
    }
    Ok(())
}

/// Check 1 (the shape already holds).
fn structure(
    t: &Tables,
    rule: &SequenceRule,
    poll: &mut crate::cancel::Poll,
) -> Result<Check, VerifyError> {
    let s = t.s;
    let r = s.generators.len();
    if s.elements[0].iter().any(|&e| e != 0) {
        return Ok(Check::Failed(msg!("engine-verify-identity")));
    }
    if s.phi[0] != 0 {
        return Ok(Check::Failed(msg!("engine-verify-phi-identity")));
    }
    for i in 0..r {
        for j in i + 1..r {
            poll.step(t.order as u64)?;
            for x in 0..t.order {
                let a = s.actions[i][s.actions[j][x] as usize];
                let b = s.actions[j][s.actions[i][x] as usize];
                if a != b {
                    return Ok(Check::Failed(msg!(
                        "engine-verify-commute",
                        first = i + 1,
                        second = j + 1,
                        element = word(s, x as u32)
                    )));
                }
            }
        }
    }
    for x in 0..t.order as u32 {
        poll.step(1)?;
        if t.times_word(0, &s.elements[x as usize]) != x {
            return Ok(Check::Failed(msg!(
                "engine-verify-normal-form",
                index = x,
                element = word(s, x)
            )));
        }
    }
    for (i, &(h, _)) in s.generators.iter().enumerate() {
        if s.phi[h as usize] != s.actions[i][0] {
            return Ok(Check::Failed(msg!(
                "engine-verify-generator",
                heap = h,
                generator = i + 1
            )));
        }
    }
    if let Some(p) = s.period {
        if p.period == 0 || p.preperiod.saturating_add(p.period) >= s.phi.len() as u64 {
            return Ok(Check::Failed(msg!(
                "engine-verify-period-range",
                period = p.period,
                preperiod = p.preperiod
            )));
        }
        let n = s.phi.len() as u64 - 1;
        for k in p.preperiod..=n - p.period {
            if s.phi[k as usize] != s.phi[(k + p.period) as usize] {
                return Ok(Check::Failed(msg!(
                    "engine-verify-period-differs",
                    heap = k,
                    later = k + p.period,
                    period = p.period
                )));
            }
        }
        if !proved_period_of(rule, &s.phi, p) {
            return Ok(Check::Failed(msg!(
                "engine-verify-period-bound",
                period = p.period,
                preperiod = p.preperiod
            )));
        }
    }
    Ok(Check::Passed)
}

/// Element `x` as a word over the generators.
fn word(s: &SavedQuotient, x: u32) -> String {
    match s.elements.get(x as usize) {
        Some(w) => super::quotient::word_text(&w.iter().map(|&e| u32::from(e)).collect::<Vec<_>>()),
        None => format!("#{x}"),
    }
}
