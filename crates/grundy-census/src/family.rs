//! Families of rulesets and their members.
//!
//! A member is written as the position language writes its rule (`0.137`,
//! `hex(0.8F)`, `sub(1,3,4)`), and carries its **standard form**: the code in CGSuite's
//! standard form (the library's normalisation of take-and-break codes: `0.130` is
//! `0.13`, `0.300` is `0.3`; a subtraction set is its code, `sub(1,3,4)` is `0.3033`).
//! Members with the same standard form are the same game: a census computes each
//! standard form once.
//!
//! ```
//! use grundy_census::family::Family;
//! let members = Family::Octal { digits: 2, first_max: 7 }.members().unwrap();
//! assert_eq!(members.len(), 64);
//! assert_eq!((members[8].code.as_str(), members[8].standard_form.as_str()), ("0.10", "0.1"));
//! ```

use grundy::sequence::{parse_rule, SequenceRule};
use grundy::subtraction::SubtractionRule;
use thiserror::Error;

/// The largest family a census enumerates (members), so that a typo (`--octal-digits 9`)
/// is refused at once instead of filling the disk.
pub const MAX_MEMBERS: u64 = 1 << 20;

/// A family of rulesets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Family {
    /// Every octal code `0.d1…dk` with `k = digits` digits (`0`–`7`) and `d1 ≤ first_max`.
    Octal {
        /// `k`.
        digits: u32,
        /// The largest first digit (7 for all).
        first_max: u32,
    },
    /// Every hexadecimal code `hex(0.d1…dk)` with `k = digits` digits (`0`–`F`).
    Hex {
        /// `k`.
        digits: u32,
    },
    /// Every non-empty subtraction set `S ⊆ {1, …, max}`.
    Subtraction {
        /// The largest element allowed.
        max: u32,
    },
    /// The rulesets listed (one per line in a `--codes` file).
    Codes(Vec<String>),
}

/// One ruleset of a family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    /// As the family writes it (`0.130`, `sub(1,3)`): parsed by the position language.
    pub code: String,
    /// Its standard form (`0.13`, `0.303`).
    pub standard_form: String,
}

/// A family that cannot be enumerated.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FamilyError {
    /// More members than [`MAX_MEMBERS`].
    #[error("{what} has {count} members, more than a census takes ({MAX_MEMBERS})")]
    TooLarge {
        /// The family.
        what: String,
        /// Its size.
        count: u128,
    },
    /// A parameter out of range.
    #[error("{0}")]
    Bad(String),
    /// A listed ruleset the language does not read.
    #[error("line {line}: {text:?}: {reason}")]
    Code {
        /// 1-based line (or position in the list).
        line: usize,
        /// The text.
        text: String,
        /// Why.
        reason: String,
    },
}

impl Family {
    /// The family's members in order (codes in increasing order of their digits, sets in
    /// increasing order of their bit masks, a list as given), each with its standard form.
    ///
    /// # Errors
    /// A family larger than [`MAX_MEMBERS`], a digit count of 0, a first digit above 7, a
    /// listed code the language does not read (with its line).
    ///
    /// ```
    /// use grundy_census::family::Family;
    /// let subs = Family::Subtraction { max: 3 }.members().unwrap();
    /// let codes: Vec<_> = subs.iter().map(|m| m.code.as_str()).collect();
    /// assert_eq!(codes, ["sub(1)", "sub(2)", "sub(1,2)", "sub(3)", "sub(1,3)", "sub(2,3)", "sub(1,2,3)"]);
    /// assert_eq!(subs[4].standard_form, "0.303");
    /// assert!(Family::Octal { digits: 8, first_max: 7 }.members().is_err());
    /// ```
    pub fn members(&self) -> Result<Vec<Member>, FamilyError> {
        let texts: Vec<String> = match self {
            Family::Octal { digits, first_max } => {
                if *first_max > 7 {
                    return Err(FamilyError::Bad(format!(
                        "the first digit of an octal code is at most 7, not {first_max}"
                    )));
                }
                digit_strings(*digits, 8, *first_max + 1, "octal")?
                    .into_iter()
                    .map(|d| format!("0.{d}"))
                    .collect()
            }
            Family::Hex { digits } => digit_strings(*digits, 16, 16, "hexadecimal")?
                .into_iter()
                .map(|d| format!("hex(0.{d})"))
                .collect(),
            Family::Subtraction { max } => {
                let count = 1u128 << (*max).min(100);
                if *max == 0 || count > u128::from(MAX_MEMBERS) {
                    return Err(if *max == 0 {
                        FamilyError::Bad("--subtraction-max must be at least 1".into())
                    } else {
                        FamilyError::TooLarge {
                            what: format!("the subtraction sets of {{1..{max}}}"),
                            count: count - 1,
                        }
                    });
                }
                (1u64..(1u64 << max))
                    .map(|mask| {
                        let set: Vec<u64> = (0..u64::from(*max))
                            .filter(|b| mask >> b & 1 == 1)
                            .map(|b| b + 1)
                            .collect();
                        SubtractionRule::finite(set)
                            .map(|r| r.name())
                            .map_err(|e| FamilyError::Bad(e.to_string()))
                    })
                    .collect::<Result<_, _>>()?
            }
            Family::Codes(list) => {
                if list.len() as u64 > MAX_MEMBERS {
                    return Err(FamilyError::TooLarge {
                        what: "the list".into(),
                        count: list.len() as u128,
                    });
                }
                list.clone()
            }
        };
        texts
            .into_iter()
            .enumerate()
            .map(|(i, code)| {
                let rule = rule_of(&code).map_err(|reason| FamilyError::Code {
                    line: i + 1,
                    text: code.clone(),
                    reason,
                })?;
                Ok(Member {
                    standard_form: standard_form(&rule),
                    code,
                })
            })
            .collect()
    }
}

/// Reads a `--codes` file's text: one ruleset per line; blank lines and `#` comments
/// are skipped.
///
/// ```
/// use grundy_census::family::codes_from_text;
/// assert_eq!(codes_from_text("# kayles and dawson\n0.77\n\n0.137  # dawson\n"), ["0.77", "0.137"]);
/// ```
pub fn codes_from_text(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// The rule a member's code names.
///
/// # Errors
/// The position language's message.
///
/// ```
/// use grundy_census::family::rule_of;
/// assert_eq!(rule_of("0.137").unwrap().code(), "0.137");
/// assert!(rule_of("0.9").is_err());
/// ```
pub fn rule_of(code: &str) -> Result<SequenceRule, String> {
    parse_rule(code)
        .map(|(rule, _)| rule)
        .map_err(|e| e.to_string())
}

/// A rule's standard form: its code in CGSuite's standard form.
///
/// ```
/// use grundy_census::family::{rule_of, standard_form};
/// assert_eq!(standard_form(&rule_of("0.130").unwrap()), "0.13");
/// assert_eq!(standard_form(&rule_of("sub(1,2)").unwrap()), "0.33");
/// ```
pub fn standard_form(rule: &SequenceRule) -> String {
    rule.code()
}

fn digit_strings(
    digits: u32,
    base: u32,
    first: u32,
    what: &str,
) -> Result<Vec<String>, FamilyError> {
    if digits == 0 {
        return Err(FamilyError::Bad(format!(
            "a {what} code needs at least one digit"
        )));
    }
    let count = u128::from(first) * u128::from(base).pow(digits.min(30) - 1);
    if digits > 30 || count > u128::from(MAX_MEMBERS) {
        return Err(FamilyError::TooLarge {
            what: format!("the {what} codes of {digits} digits"),
            count,
        });
    }
    let symbols: Vec<char> = "0123456789ABCDEF".chars().collect();
    let mut out = Vec::new();
    for i in 0..count {
        let mut rest = i;
        let mut s = Vec::with_capacity(digits as usize);
        for _ in 0..digits {
            s.push(
                symbols
                    .get((rest % u128::from(base)) as usize)
                    .copied()
                    .unwrap_or('0'),
            );
            rest /= u128::from(base);
        }
        s.reverse();
        out.push(s.into_iter().collect());
    }
    Ok(out)
}
