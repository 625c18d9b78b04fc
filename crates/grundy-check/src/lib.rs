//! `grundy-check`: verifies a certificate of a proved period written by `grundy seq
//! --period --certificate FILE` (or `grundy census --certificates DIR`), sharing no code
//! with grundy's engines — it depends on no `grundy-*` crate. It reads the rule as the
//! certificate writes it, recomputes the Grundy values naively from the rule's definition
//! ([`values`]), derives the theorem's parameters and bound from the rule itself, and
//! checks that the values repeat with the stated period over the whole range the theorem
//! needs, and that the preperiod and the period are minimal.
//!
//! | theorem | what is checked |
//! |---|---|
//! | `no-splitting`, `guy-smith`, `multi-heap` | the rule is a finite code without modifiers; `t` (most tokens removed) and `k` (most heaps left) are the theorem's; the bound `B` computed here from the digits, `e` and `p` is at most the certificate's; `G(n + p) = G(n)` for `e ≤ n < B`; `e` and `p` minimal |
//! | `bounded-closed-form` | the rule is "take 1 to `k`"; `e = 0`, `p = k + 1`; the no-splitting check with `B = k + 1` (up to `k` = [`LIMIT`]); `G(n) = n` for `n ≤ k` |
//! | `lasker-nim`, `all-but-state` | not verified: these proofs are not a comparison of values up to a bound. The checker says so ([`Verdict::CannotCheck`]), after comparing the values it can recompute |
//!
//! Its messages are in English only (it is a small separate tool, unlike `grundy`).
//!
//! ```
//! let json = r#"{"format": "grundy-certificate", "version": 1, "rule": "0.07",
//!   "preperiod": 53, "period": 34, "saltus": 0,
//!   "theorem": {"name": "guy-smith", "max_take": 2}, "bound": 142}"#;
//! match grundy_check::check_text(json).unwrap() {
//!     grundy_check::Verdict::Holds(why) => assert!(why.contains("G(n + 34) = G(n)")),
//!     other => panic!("{other:?}"),
//! }
//! ```

pub mod rule;
pub mod values;

use rule::Rule;
use serde::Deserialize;
use std::path::Path;
use thiserror::Error;

/// The most values this checker recomputes for a closed form (`bounded(k)` needs
/// `2k + 2`): beyond, it says it cannot check.
pub const LIMIT: u64 = 1 << 22;

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every fact holds: the proof is good (what was proved and how).
    Holds(String),
    /// The first fact that fails.
    Fails(String),
    /// The theorem is not one this checker can verify (why, and what it did check).
    CannotCheck(String),
}

impl Verdict {
    /// The exit status of `grundy-check`: 0, 1 or 3.
    pub fn exit_code(&self) -> u8 {
        match self {
            Verdict::Holds(_) => 0,
            Verdict::Fails(_) => 1,
            Verdict::CannotCheck(_) => 3,
        }
    }
}

/// Why a certificate cannot be read (exit status 2).
#[derive(Debug, Error)]
pub enum CertificateError {
    /// The file cannot be read.
    #[error("cannot read {file}: {source}")]
    Read {
        /// The file.
        file: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// Not JSON.
    #[error("not JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// JSON, but not a certificate.
    #[error("not a grundy certificate: {0}")]
    NotACertificate(String),
    /// A version this checker does not know.
    #[error("certificate version {0}: this checker reads version 1")]
    Version(u64),
    /// A field missing or of the wrong type.
    #[error("the field {field:?} {why}")]
    Field {
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        why: String,
    },
    /// The rule cannot be read.
    #[error(transparent)]
    Rule(#[from] rule::RuleError),
}

/// The theorem as the certificate names it.
#[derive(Debug, Clone, Deserialize)]
struct TheoremData {
    name: String,
    max_take: Option<u64>,
    max_heaps: Option<u64>,
    max_excluded: Option<u64>,
}

/// A certificate's fields, read.
#[derive(Debug, Clone)]
pub struct Certificate {
    /// The rule.
    pub rule: Rule,
    /// `e`.
    pub preperiod: u64,
    /// `p`.
    pub period: u128,
    /// `s`.
    pub saltus: u128,
    theorem: TheoremData,
    /// `B`, if given.
    pub bound: Option<u64>,
    /// How far grundy computed.
    pub computed_to: u64,
}

/// A number or a decimal string.
fn big(value: &serde_json::Value, field: &'static str) -> Result<u128, CertificateError> {
    let bad = |why: &str| CertificateError::Field {
        field,
        why: why.to_string(),
    };
    match value {
        serde_json::Value::Number(n) => n.as_u64().map(u128::from).ok_or_else(|| {
            bad("must be a non-negative whole number (or a decimal string beyond 2^64)")
        }),
        serde_json::Value::String(s) => s
            .parse::<u128>()
            .map_err(|_| bad("is not a decimal number")),
        serde_json::Value::Null => Err(bad("is missing")),
        _ => Err(bad(
            "must be a non-negative whole number (or a decimal string beyond 2^64)",
        )),
    }
}

/// Reads a certificate's text.
///
/// # Errors
/// [`CertificateError`]: not JSON, not a certificate, another version, a field missing
/// or wrong, a rule this checker cannot read.
pub fn parse(text: &str) -> Result<Certificate, CertificateError> {
    let json: serde_json::Value = serde_json::from_str(text)?;
    let Some(object) = json.as_object() else {
        return Err(CertificateError::NotACertificate(
            "a certificate is a JSON object".to_string(),
        ));
    };
    let get = |field: &'static str| object.get(field).unwrap_or(&serde_json::Value::Null);
    if get("format").as_str() != Some("grundy-certificate") {
        return Err(CertificateError::NotACertificate(
            "its \"format\" is not \"grundy-certificate\"".to_string(),
        ));
    }
    match get("version").as_u64() {
        Some(1) => {}
        Some(v) => return Err(CertificateError::Version(v)),
        None => {
            return Err(CertificateError::Field {
                field: "version",
                why: "is missing or not a number".to_string(),
            });
        }
    }
    let rule_text = get("rule").as_str().ok_or(CertificateError::Field {
        field: "rule",
        why: "is missing or not a string".to_string(),
    })?;
    let small = |field: &'static str| -> Result<u64, CertificateError> {
        u64::try_from(big(get(field), field)?).map_err(|_| CertificateError::Field {
            field,
            why: "is beyond 2^64".to_string(),
        })
    };
    let theorem: TheoremData =
        serde_json::from_value(get("theorem").clone()).map_err(|e| CertificateError::Field {
            field: "theorem",
            why: format!("is not a theorem {{\"name\": …}}: {e}"),
        })?;
    let bound = match get("bound") {
        serde_json::Value::Null => None,
        _ => Some(small("bound")?),
    };
    let computed_to = match get("computed_to") {
        serde_json::Value::Null => 0,
        _ => small("computed_to")?,
    };
    Ok(Certificate {
        rule: rule::parse(rule_text)?,
        preperiod: small("preperiod")?,
        period: big(get("period"), "period")?,
        saltus: big(get("saltus"), "saltus")?,
        theorem,
        bound,
        computed_to,
    })
}

/// Reads and checks a certificate's text.
///
/// # Errors
/// As [`parse`].
pub fn check_text(text: &str) -> Result<Verdict, CertificateError> {
    Ok(check(&parse(text)?))
}

/// Reads and checks a certificate file.
///
/// # Errors
/// As [`parse`], and a file that cannot be read.
pub fn check_file(path: &Path) -> Result<Verdict, CertificateError> {
    let text = std::fs::read_to_string(path).map_err(|source| CertificateError::Read {
        file: path.display().to_string(),
        source,
    })?;
    check_text(&text)
}

/// `G(n + p) = G(n) + s`, said.
fn relation(p: u128, s: u128) -> String {
    if s == 0 {
        format!("G(n + {p}) = G(n)")
    } else {
        format!("G(n + {p}) = G(n) + {s}")
    }
}

/// Checks a certificate.
pub fn check(c: &Certificate) -> Verdict {
    let (e, p, s) = (c.preperiod, c.period, c.saltus);
    let name = c.theorem.name.as_str();
    let rule = &c.rule.text;
    if p == 0 {
        return Verdict::Fails("the period is 0".to_string());
    }
    match name {
        "no-splitting" | "guy-smith" | "multi-heap" => check_bounded_moves(c),
        "bounded-closed-form" => {
            let Some(k) = c.theorem.max_take else {
                return Verdict::Fails("bounded-closed-form without its max_take k".to_string());
            };
            if !c.rule.is_take_one_to(k) {
                return Verdict::Fails(format!(
                    "the theorem bounded-closed-form (k = {k}) is about taking 1 to {k} \
                     tokens, which is not the rule {rule}"
                ));
            }
            if (e, p, s) != (0, u128::from(k) + 1, 0) {
                return Verdict::Fails(format!(
                    "bounded-closed-form (k = {k}) gives preperiod 0, period {} and saltus \
                     0, not {e}, {p} and {s}",
                    u128::from(k) + 1
                ));
            }
            if k > LIMIT {
                return Verdict::CannotCheck(format!(
                    "cannot check theorem bounded-closed-form for k = {k}: the no-splitting \
                     check needs {} values, beyond this checker's limit of {} (k ≤ {LIMIT})",
                    u128::from(k) * 2 + 2,
                    2 * LIMIT + 2
                ));
            }
            let g = values::grundy_values(&c.rule, 2 * k + 2);
            if let Some(n) = (0..=k).find(|&n| g[n as usize] != n) {
                return Verdict::Fails(format!(
                    "G({n}) = {} but the closed form says {n}",
                    g[n as usize]
                ));
            }
            // A finite subtraction game: the no-splitting bound is max(e + p, t + 1).
            if let Some(fail) = periodic(&g, 0, k + 1, k + 1) {
                return Verdict::Fails(fail);
            }
            Verdict::Holds(format!(
                "G(n) = n mod {} for every n in {rule} (bounded-closed-form, checked as a \
                 game without splitting moves: G(n + {}) = G(n) for 0 ≤ n < {}, values \
                 recomputed here)",
                k + 1,
                k + 1,
                k + 1
            ))
        }
        "lasker-nim" | "all-but-state" => cannot_check(c),
        other => Verdict::CannotCheck(format!(
            "cannot check theorem {other}: this checker knows no-splitting, guy-smith, \
             multi-heap and bounded-closed-form"
        )),
    }
    .with_claim(rule, e, p, s)
}

impl Verdict {
    /// A failing fact said with the claim it breaks.
    fn with_claim(self, rule: &str, e: u64, p: u128, s: u128) -> Verdict {
        match self {
            Verdict::Fails(why) => Verdict::Fails(format!(
                "{why} (the certificate claims {} for every n ≥ {e} in {rule})",
                relation(p, s)
            )),
            other => other,
        }
    }
}

/// The theorems of finite rules whose moves leave a bounded number of heaps.
fn check_bounded_moves(c: &Certificate) -> Verdict {
    let (e, s) = (c.preperiod, c.saltus);
    let name = c.theorem.name.as_str();
    let rule = &c.rule;
    let Some(t) = rule.max_take() else {
        return Verdict::Fails(format!(
            "the theorem {name} needs a finite rule, and {} removes unboundedly many tokens",
            rule.text
        ));
    };
    let Ok(p) = u64::try_from(c.period) else {
        return Verdict::Fails(format!("the period {} is beyond 2^64", c.period));
    };
    if s != 0 {
        return Verdict::Fails(format!(
            "the theorem {name} proves plain periodicity, and the saltus is {s}"
        ));
    }
    let k = rule.max_heaps();
    let (expected, fits) = match k {
        0 | 1 => ("no-splitting", true),
        2 => ("guy-smith", true),
        _ => ("multi-heap", c.theorem.max_heaps == Some(u64::from(k))),
    };
    if name != expected || !fits {
        return Verdict::Fails(format!(
            "the rule {} has moves leaving at most {k} heaps: its theorem is {expected}{}, \
             not {name}{}",
            rule.text,
            if k >= 3 {
                format!(" (k = {k})")
            } else {
                String::new()
            },
            c.theorem
                .max_heaps
                .map(|h| format!(" (k = {h})"))
                .unwrap_or_default()
        ));
    }
    if c.theorem.max_take != Some(t) {
        return Verdict::Fails(format!(
            "the most tokens a move of {} removes is t = {t}, and the theorem says t = {}",
            rule.text,
            c.theorem
                .max_take
                .map_or_else(|| "nothing".to_string(), |x| x.to_string())
        ));
    }
    let Some(needed) = bound(rule, e, p) else {
        return Verdict::Fails("the theorem's bound overflows 64 bits".to_string());
    };
    let Some(stated) = c.bound else {
        return Verdict::Fails(format!(
            "the certificate gives no bound; {name} needs G(n + {p}) = G(n) for {e} ≤ n < {needed}"
        ));
    };
    // Over the larger of the two ranges: a counterexample, where there is one, says more
    // than a range too short.
    let below = stated.max(needed);
    let Some(len) = below.checked_add(p) else {
        return Verdict::Fails("the bound plus the period overflows 64 bits".to_string());
    };
    let g = values::grundy_values(rule, len);
    if let Some(fail) = periodic(&g, e, p, below) {
        return Verdict::Fails(fail);
    }
    if stated < needed {
        return Verdict::Fails(format!(
            "the range is too short for the theorem: {name} needs G(n + {p}) = G(n) for \
             {e} ≤ n < {needed}, and the certificate's bound is {stated}"
        ));
    }
    let k_said = if k >= 3 {
        format!("k = {k}, ")
    } else {
        String::new()
    };
    Verdict::Holds(format!(
        "G(n + {p}) = G(n) for every n ≥ {e} in {} ({name}: {k_said}t = {t}, bound {needed}; \
         checked {e} ≤ n < {stated} with G(0), …, G({}) recomputed here; preperiod and \
         period minimal)",
        rule.text,
        len - 1
    ))
}

/// `G(n + p) = G(n)` for `e ≤ n < below` and `e`, `p` minimal, in `g` (which holds
/// `G(0..below + p)`, and `below ≥ e + p`); the first failing fact otherwise.
fn periodic(g: &[u64], e: u64, p: u64, below: u64) -> Option<String> {
    let at = |n: u64| g[n as usize];
    for n in e..below {
        if at(n + p) != at(n) {
            return Some(format!(
                "G({n}) = {} but G({n} + {p}) = {}",
                at(n),
                at(n + p)
            ));
        }
    }
    if e > 0 && at(e - 1 + p) == at(e - 1) {
        return Some(format!(
            "the preperiod is not minimal: G({m}) = G({m} + {p}) = {}",
            at(e - 1),
            m = e - 1
        ));
    }
    // A shorter period would divide p and hold from e: one period's span decides it.
    for q in primes_of(p) {
        let d = p / q;
        if (e..e + p).all(|n| at(n + d) == at(n)) {
            return Some(format!(
                "the period is not minimal: G(n + {d}) = G(n) for every n ≥ {e} too"
            ));
        }
    }
    None
}

/// The prime factors of `n`.
fn primes_of(mut n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut q = 2;
    while q <= n / q {
        if n.is_multiple_of(q) {
            out.push(q);
            while n.is_multiple_of(q) {
                n /= q;
            }
        }
        q += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// The bound `B` of the theorems of finite codes: with `e' = max(e, 1)`, the largest over
/// the pairs `(j, r)` the rule allows (remove `j` tokens, leave `r` heaps) of `j + 1`
/// (`r = 0`), `j + e'` (`r = 1`), `j + r·e' + (r − 1)·p` (`r ≥ 2`); over the additive
/// digits (add `k`, leave `r ≥ k + 2`) of `r·e' + (r − 1)·p − k`; and at least `e + p`.
///
/// Why it suffices (induction on `n ≥ B`, the relation known for `e ≤ m < n`): the options
/// of `n` and `n + p` have the same values. Removing the whole heap is possible from
/// neither (`n > j`). Leaving one heap: `n − j` and `n + p − j` with `e ≤ n − j < n`.
/// Leaving `r ≥ 2` heaps summing to `S + p` (`S = n − j`, or `n + k`): the largest is at
/// least `(S + p)/r ≥ e' + p`, so taking `p` from it gives a heap `≥ e'` and `< n` of the
/// same value — an option of `n` (no modifier restricts the heaps); conversely adding `p`
/// to the largest heap of an option of `n`. For octal codes this is Guy and Smith's
/// `2e + p + t` or less.
pub fn bound(rule: &Rule, e: u64, p: u64) -> Option<u64> {
    let e1 = u128::from(e.max(1));
    let p128 = u128::from(p);
    let mut b = u128::from(e) + p128;
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    match &rule.moves {
        rule::Moves::Code { digits, additive } => {
            pairs.extend(digits.iter().map(|(&j, &m)| (j, m)));
            for (i, &mask) in additive.iter().enumerate() {
                let k = i as u128 + 1;
                for r in 2..64u32 {
                    if mask >> r & 1 == 1 {
                        let r = u128::from(r);
                        b = b.max((r * e1 + (r - 1) * p128).saturating_sub(k));
                    }
                }
            }
        }
        rule::Moves::Bounded(k) => pairs.push((*k, 3)),
        rule::Moves::AllBut(_) | rule::Moves::Lasker => return None,
    }
    for (j, mask) in pairs {
        let j = u128::from(j);
        for r in 0..64u32 {
            if mask >> r & 1 == 0 {
                continue;
            }
            let r = u128::from(r);
            let need = match r {
                0 => j + 1,
                1 => j + e1,
                _ => j + r * e1 + (r - 1) * p128,
            };
            b = b.max(need);
        }
    }
    u64::try_from(b).ok()
}

/// Lasker's Nim and the all-but games: the values recomputed and compared, then "cannot
/// check" — their proofs are not a comparison up to a bound.
fn cannot_check(c: &Certificate) -> Verdict {
    let name = c.theorem.name.as_str();
    let (e, p, s) = (c.preperiod, c.period, c.saltus);
    let fits = match (name, &c.rule.moves) {
        ("lasker-nim", rule::Moves::Lasker) => (e, p, s) == (1, 4, 4),
        ("all-but-state", rule::Moves::AllBut(x)) => {
            c.theorem.max_excluded == Some(x.last().copied().unwrap_or(0))
        }
        _ => false,
    };
    if !fits {
        return Verdict::Fails(format!(
            "the theorem {name} does not cover the rule {} with preperiod {e}, period {p} \
             and saltus {s}",
            c.rule.text
        ));
    }
    let (Ok(p), Ok(s)) = (u64::try_from(p), u64::try_from(s)) else {
        return Verdict::Fails("the period or the saltus is beyond 2^64".to_string());
    };
    // A sample the naive recomputation does quickly: the relation over three periods,
    // or as far as grundy computed.
    let len = c
        .computed_to
        .saturating_add(1)
        .max(e.saturating_add(p.saturating_mul(3)))
        .min(2000);
    let g = values::grundy_values(&c.rule, len);
    for n in e..len.saturating_sub(p) {
        let (a, b) = (g[n as usize], g[(n + p) as usize]);
        if a.checked_add(s) != Some(b) {
            return Verdict::Fails(format!(
                "G({n}) = {a} but G({n} + {p}) = {b}, not {a} + {s}"
            ));
        }
    }
    Verdict::CannotCheck(format!(
        "cannot check theorem {name}: its proof is not a comparison of values up to a \
         bound, and this checker does not verify it; the values G(0), …, G({}) recomputed \
         here agree with {} for {e} ≤ n < {}, which is evidence, not a proof",
        len - 1,
        relation(u128::from(p), u128::from(s)),
        len.saturating_sub(p)
    ))
}
