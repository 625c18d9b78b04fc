//! One ruleset's result: [`Row`], computed by [`compute`] with the library's sequence
//! engine ([`SequenceRun`]: the engine `grundy seq` uses, the same periodicity checks at
//! 64, 128, 256, … values and at the end, the same certificates).
//!
//! ```
//! use grundy_census::row::{compute, Limits, Status};
//! use std::sync::atomic::AtomicBool;
//! // Dawson's Kayles (0.137): period 34 from 52 on, proved.
//! let row = compute("0.137", "0.137", Limits { upto: 1 << 12 }, &AtomicBool::new(false));
//! assert_eq!(row.status, Status::Periodic);
//! assert_eq!((row.preperiod, row.period, row.saltus), (Some(52), Some(34), Some(0)));
//! assert_eq!(row.largest_value, 9);
//! ```

use grundy::sequence::certificate::Certificate;
use grundy::sequence::{SequenceRun, Stop, Values};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

/// Whether a row's period is proved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A period proved by a theorem (the row's `theorem`).
    Periodic,
    /// No period proved within the bound or the time: "open at `checked_to`".
    Open,
    /// The engine could not run the rule (a value beyond its width, an unsupported rule).
    Error,
}

impl Status {
    /// `periodic`, `open`, `error`.
    ///
    /// ```
    /// assert_eq!(grundy_census::Status::Open.as_str(), "open");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Periodic => "periodic",
            Status::Open => "open",
            Status::Error => "error",
        }
    }
}

/// One ruleset's result: a line of the census's JSON-lines file and of its CSV.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The ruleset as the family writes it.
    pub code: String,
    /// Its standard form (rows of one standard form share everything below).
    pub standard_form: String,
    /// `periodic`, `open` or `error`.
    pub status: Status,
    /// Periodic: the preperiod `e` (minimal).
    pub preperiod: Option<u64>,
    /// Periodic: the period `p` (minimal).
    pub period: Option<u64>,
    /// Periodic: the saltus `s` (`G(n + p) = G(n) + s` for `n ≥ e`; 0 for octal games).
    pub saltus: Option<u64>,
    /// The values `G(0..=checked_to)` were computed (periodic: the prefix the certificate
    /// checked; open: "open at `checked_to`").
    pub checked_to: u64,
    /// The largest value among them.
    pub largest_value: u64,
    /// The rare/common split of those values (the mask with the fewest rare positions):
    /// its mask, `None` with fewer than two distinct values.
    pub rare_mask: Option<u64>,
    /// True when rarity also depends on the parity of the position.
    pub rare_by_parity: Option<bool>,
    /// How many positions are rare.
    pub rare_count: Option<u64>,
    /// How many positions are common.
    pub common_count: Option<u64>,
    /// Periodic: the theorem that proves the period.
    pub theorem: Option<String>,
    /// Open: the period the values show without a proof (`[preperiod, period]`).
    pub observed: Option<[u64; 2]>,
    /// A 64-bit fingerprint (hex) of the nim-sequence: periodic rows — the preperiod, the
    /// period, the saltus and `G(0..e + p)`, which fix the whole sequence; open rows —
    /// `G(0..=checked_to)`. Equal fingerprints: equal sequences (periodic) or equal
    /// prefixes (open, same `checked_to`), up to a hash collision; the summary groups them.
    pub fingerprint: String,
    /// Error: what went wrong.
    pub error: Option<String>,
    /// Periodic rows: the fingerprints of `n ↦ G(n + 1)` and `n ↦ G(n + 2)` (preperiod
    /// `max(e − k, 0)`, the same period), so that a code whose values are another's
    /// shifted by one or two heaps (`.07` and `.137`) is found (the summary's
    /// `shifted`).
    #[serde(default)]
    pub fingerprint_shifted: Option<[String; 2]>,
}

/// How far [`compute`] goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Compute `G(0..=upto)` at most (less when a period is proved earlier).
    pub upto: u64,
}

/// Computes the row of `code` (whose standard form is `standard_form`): the run to a
/// proved period, to `limits.upto`, or until `cancel` is raised (the time budget: the
/// caller's timer raises it) — then the row is "open" at what was computed.
///
/// Never panics: a code the language does not read or an engine error gives a row with
/// status [`Status::Error`].
///
/// ```
/// use grundy_census::row::{compute, Limits, Status};
/// use std::sync::atomic::AtomicBool;
/// let no = AtomicBool::new(false);
/// // sub(1,2,3) = 0.333: G(n) = n mod 4.
/// let r = compute("sub(1,2,3)", "0.333", Limits { upto: 1000 }, &no);
/// assert_eq!((r.status, r.period, r.largest_value), (Status::Periodic, Some(4), 3));
/// // A budget raised before the start: open at the first values computed.
/// let r = compute("0.007", "0.007", Limits { upto: 1 << 20 }, &AtomicBool::new(true));
/// assert_eq!(r.status, Status::Open);
/// assert_eq!(compute("0.9", "0.9", Limits { upto: 10 }, &no).status, Status::Error);
/// ```
pub fn compute(code: &str, standard_form: &str, limits: Limits, cancel: &AtomicBool) -> Row {
    let error = |why: String| Row {
        code: code.to_string(),
        standard_form: standard_form.to_string(),
        status: Status::Error,
        preperiod: None,
        period: None,
        saltus: None,
        checked_to: 0,
        largest_value: 0,
        rare_mask: None,
        rare_by_parity: None,
        rare_count: None,
        common_count: None,
        theorem: None,
        observed: None,
        fingerprint: String::new(),
        error: Some(why),
        fingerprint_shifted: None,
    };
    let rule = match crate::family::rule_of(code) {
        Ok(rule) => rule,
        Err(e) => return error(e.to_string()),
    };
    let mut run = match SequenceRun::new(rule, code.to_string()) {
        Ok(run) => run,
        Err(e) => return error(e.to_string()),
    };
    loop {
        match run.step(limits.upto, true, &mut |_| {}, cancel) {
            Ok(Stop::Chunk { .. }) => {}
            Ok(Stop::Done { .. } | Stop::Cancelled { .. }) => break,
            Err(e) => return error(e.to_string()),
        }
    }
    let report = run.report();
    let period = report.period.clone();
    let proved = period
        .as_ref()
        .filter(|p| p.certified)
        .and_then(|p| p.small().map(|s| (s, p)));
    let computed = run.computed();
    let split = report.stats.split.as_ref();
    let mut row = Row {
        code: code.to_string(),
        standard_form: standard_form.to_string(),
        status: Status::Open,
        preperiod: None,
        period: None,
        saltus: None,
        checked_to: computed.saturating_sub(1),
        largest_value: report.stats.max_value,
        rare_mask: split.map(|s| s.mask),
        rare_by_parity: split.map(|s| s.by_parity),
        rare_count: split.map(|s| s.rare_count),
        common_count: split.map(|s| s.common_count),
        theorem: None,
        observed: None,
        fingerprint: String::new(),
        error: None,
        fingerprint_shifted: None,
    };
    let kept = run.kept();
    match proved {
        Some(((e, p, s), periodicity)) => {
            row.status = Status::Periodic;
            row.preperiod = Some(e);
            row.period = Some(p);
            row.saltus = Some(s);
            row.theorem = periodicity.theorem.as_ref().map(|t| t.description());
            row.fingerprint = periodic_fingerprint(kept, 0, e, p, s);
            row.fingerprint_shifted = Some([
                periodic_fingerprint(kept, 1, e.saturating_sub(1), p, s),
                periodic_fingerprint(kept, 2, e.saturating_sub(2), p, s),
            ]);
        }
        None => {
            row.observed = period
                .as_ref()
                .and_then(|p| p.small())
                .map(|(e, p, _)| [e, p]);
            let mut h = Fnv::default();
            h.add(u64::MAX);
            h.values(kept, computed);
            row.fingerprint = h.hex();
        }
    }
    row
}

/// The certificate of a periodic row (`grundy census --certificates DIR`): its rule,
/// preperiod, period and saltus, and the theorem and bound that prove them, found again
/// from the rule ([`Certificate::of_period`]); `None` for other rows.
///
/// ```
/// use grundy_census::row::{certificate, compute, Limits};
/// use std::sync::atomic::AtomicBool;
/// let row = compute("0.137", "0.137", Limits { upto: 1 << 12 }, &AtomicBool::new(false));
/// let c = certificate(&row).unwrap();
/// assert_eq!((c.rule.as_str(), c.preperiod, c.bound), ("0.137", 52, Some(141)));
/// ```
pub fn certificate(row: &Row) -> Option<Certificate> {
    if row.status != Status::Periodic {
        return None;
    }
    let rule = crate::family::rule_of(&row.code).ok()?;
    Certificate::of_period(
        &rule,
        row.preperiod?,
        row.period?,
        row.saltus?,
        row.checked_to,
    )
}

/// The file name of a row's certificate: its code with every character but letters,
/// digits, `.` and `-` written `_`, then `.json` (`hex(0.8F)` → `hex_0.8F_.json`).
///
/// ```
/// assert_eq!(grundy_census::row::certificate_file_name("sub(1,3,4)"), "sub_1_3_4_.json");
/// ```
pub fn certificate_file_name(code: &str) -> String {
    let slug: String = code
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{slug}.json")
}

/// The fingerprint of `n ↦ G(n + shift)`, periodic from `e` with period `p` and saltus
/// `s`: `e`, `p`, `s` and its first `e + p` values.
fn periodic_fingerprint(kept: &Values, shift: u64, e: u64, p: u64, s: u64) -> String {
    let mut h = Fnv::default();
    h.add(e);
    h.add(p);
    h.add(s);
    for v in kept
        .iter()
        .skip(usize::try_from(shift).unwrap_or(usize::MAX))
        .take(usize::try_from(e.saturating_add(p)).unwrap_or(usize::MAX))
    {
        h.add(v);
    }
    h.hex()
}

/// FNV-1a, 64 bits: a stable fingerprint (the same on every machine and every run).
#[derive(Debug, Clone, Copy)]
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn add(&mut self, x: u64) {
        for b in x.to_le_bytes() {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn values(&mut self, kept: &Values, end: u64) {
        for v in kept.iter().take(usize::try_from(end).unwrap_or(usize::MAX)) {
            self.add(v);
        }
    }
    fn hex(self) -> String {
        format!("{:016x}", self.0)
    }
}

/// The census in numbers, and its classes of equal nim-sequences.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Rows.
    pub rows: usize,
    /// Distinct standard forms.
    pub standard_forms: usize,
    /// Standard forms with a proved period.
    pub periodic: usize,
    /// Standard forms still open.
    pub open: usize,
    /// Standard forms the engine refused.
    pub errors: usize,
    /// The longest proved period, with a standard form that has it.
    pub longest_period: Option<(u64, String)>,
    /// The longest preperiod, with a standard form that has it.
    pub longest_preperiod: Option<(u64, String)>,
    /// Classes of at least two standard forms with the same proved nim-sequence (equal
    /// fingerprints of periodic rows), each in order.
    pub equal_sequences: Vec<Vec<String>>,
    /// `(a, k, b)`: the proved nim-sequence of standard form `a` is that of `b` shifted by
    /// `k` heaps (`G_a(n + k) = G_b(n)` for every `n`; `k` = 1 or 2), `b` the first of its
    /// class of equal sequences; one line per class of `a`.
    pub shifted: Vec<(String, u64, String)>,
}

impl Summary {
    /// Summarises rows (one per code; rows of one standard form count once).
    ///
    /// ```
    /// use grundy_census::row::{compute, Limits, Summary};
    /// use std::sync::atomic::AtomicBool;
    /// let no = AtomicBool::new(false);
    /// let rows: Vec<_> = [("0.3", "0.3"), ("0.30", "0.3"), ("sub(1)", "0.3"), ("0.33", "0.33"), ("0.03", "0.03")]
    ///     .iter().map(|(c, s)| compute(c, s, Limits { upto: 1000 }, &no)).collect();
    /// let s = Summary::of(&rows);
    /// assert_eq!((s.rows, s.standard_forms, s.periodic), (5, 3, 3));
    /// assert!(s.equal_sequences.is_empty()); // 0.3, 0.33 and 0.03 all differ
    /// // Dawson's Kayles 0.07 is Dawson's Chess 0.137 shifted by one heap:
    /// let d: Vec<_> = ["0.07", "0.137"].iter().map(|c| compute(c, c, Limits { upto: 1000 }, &no)).collect();
    /// assert_eq!(Summary::of(&d).shifted, vec![("0.07".to_string(), 1, "0.137".to_string())]);
    /// ```
    pub fn of(rows: &[Row]) -> Summary {
        let mut by_form: BTreeMap<&str, &Row> = BTreeMap::new();
        for r in rows {
            by_form.entry(r.standard_form.as_str()).or_insert(r);
        }
        let mut s = Summary {
            rows: rows.len(),
            standard_forms: by_form.len(),
            ..Summary::default()
        };
        let mut classes: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for (form, r) in &by_form {
            match r.status {
                Status::Periodic => {
                    s.periodic += 1;
                    classes
                        .entry(r.fingerprint.as_str())
                        .or_default()
                        .push(form.to_string());
                    if let Some(p) = r.period
                        && s.longest_period.as_ref().is_none_or(|(q, _)| p > *q)
                    {
                        s.longest_period = Some((p, form.to_string()));
                    }
                    if let Some(e) = r.preperiod
                        && s.longest_preperiod.as_ref().is_none_or(|(q, _)| e > *q)
                    {
                        s.longest_preperiod = Some((e, form.to_string()));
                    }
                }
                Status::Open => s.open += 1,
                Status::Error => s.errors += 1,
            }
        }
        // A class's first form stands for it.
        let first_of: BTreeMap<&str, &str> = classes
            .iter()
            .filter_map(|(fp, forms)| forms.first().map(|f| (*fp, f.as_str())))
            .collect();
        for (fp, forms) in &classes {
            let Some(a) = forms.first() else { continue };
            let Some(row) = by_form.get(a.as_str()) else {
                continue;
            };
            let Some(shifted) = &row.fingerprint_shifted else {
                continue;
            };
            for (k, sfp) in (1u64..).zip(shifted) {
                if let Some(b) = first_of.get(sfp.as_str())
                    && sfp != fp
                {
                    s.shifted.push((a.clone(), k, b.to_string()));
                    break;
                }
            }
        }
        s.equal_sequences = classes.into_values().filter(|c| c.len() > 1).collect();
        s.equal_sequences.sort();
        s
    }
}
