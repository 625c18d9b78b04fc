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

use grundy::i18n::errors::Localized;
use grundy::i18n::{message, Message};
use grundy::sequence::run::GameError;
use grundy::sequence::{parse_rule, SequenceRule};
use grundy::subtraction::SubtractionRule;
use grundy::Lang;
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

/// A family that cannot be enumerated. Its sentences are messages of the catalogues
/// (`locales/<lang>/tools.ftl`): `Display` is the English one, [`Localized`] any other.
///
/// ```
/// use grundy::{i18n::errors::Localized, Lang};
/// use grundy_census::family::Family;
/// let e = Family::Octal { digits: 3, first_max: 9 }.members().unwrap_err();
/// assert_eq!(e.to_string(), "the first digit of an octal code is at most 7, not 9");
/// assert_eq!(e.message_in(Lang::Ru), "первая цифра восьмеричного кода не больше 7, а не 9");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", grundy::i18n::errors::english(self))]
pub enum FamilyError {
    /// More members than [`MAX_MEMBERS`].
    TooLarge {
        /// The family, as a sentence (`census-family-…`).
        what: Message,
        /// Its size.
        count: u128,
    },
    /// An octal family whose first digit may exceed 7.
    FirstDigit {
        /// The largest first digit asked for.
        first_max: u32,
    },
    /// A family of codes of no digits (`hexadecimal` tells which kind).
    NoDigits {
        /// Hexadecimal codes (else octal).
        hexadecimal: bool,
    },
    /// `--subtraction-max 0`.
    ZeroSubtractionMax,
    /// A subtraction set the library refuses, its reason said in every language.
    Rule(Message),
    /// A listed ruleset the language does not read.
    Code {
        /// 1-based line (or position in the list).
        line: usize,
        /// The text.
        text: String,
        /// Why, said in every language (the position language's parse error).
        reason: Message,
    },
}

impl Localized for FamilyError {
    fn message_in(&self, lang: Lang) -> String {
        match self {
            FamilyError::TooLarge { what, count } => message(
                lang,
                "census-too-large",
                &[
                    ("what", what.render(lang).into()),
                    ("count", count.to_string().into()),
                    ("most", MAX_MEMBERS.to_string().into()),
                ],
            ),
            FamilyError::FirstDigit { first_max } => message(
                lang,
                "census-first-digit",
                &[("digit", first_max.to_string().into())],
            ),
            FamilyError::NoDigits { hexadecimal } => message(
                lang,
                if *hexadecimal {
                    "census-no-digits-hex"
                } else {
                    "census-no-digits-octal"
                },
                &[],
            ),
            FamilyError::ZeroSubtractionMax => message(lang, "census-subtraction-max-zero", &[]),
            FamilyError::Rule(why) => why.render(lang),
            FamilyError::Code { line, text, reason } => message(
                lang,
                "census-bad-code",
                &[
                    ("line", line.to_string().into()),
                    ("text", text.into()),
                    ("reason", reason.render(lang).into()),
                ],
            ),
        }
    }
}
grundy::localized_error!(FamilyError);

impl Family {
    /// The family in words, as a catalogue message (`locales/<lang>/tools.ftl`): what an
    /// error of a census says it was enumerating.
    ///
    /// ```
    /// use grundy::Lang;
    /// use grundy_census::family::Family;
    /// assert_eq!(Family::Octal { digits: 3, first_max: 7 }.name().to_string(), "the octal codes of 3 digits");
    /// assert_eq!(Family::Codes(vec!["0.77".into()]).name().render(Lang::Ru), "список из 1 кода");
    /// ```
    pub fn name(&self) -> Message {
        match self {
            Family::Octal {
                digits,
                first_max: 7,
            } => Message::new("census-family-octal").with("digits", *digits),
            Family::Octal { digits, first_max } => Message::new("census-family-octal-first")
                .with("digits", *digits)
                .with("first", first_max.to_string()),
            Family::Hex { digits } => Message::new("census-family-hex").with("digits", *digits),
            Family::Subtraction { max } => {
                Message::new("census-family-subtraction").with("max", max.to_string())
            }
            Family::Codes(list) => Message::new("census-family-codes").with("count", list.len()),
        }
    }

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
                    return Err(FamilyError::FirstDigit {
                        first_max: *first_max,
                    });
                }
                digit_strings(self, *digits, 8, *first_max + 1)?
                    .into_iter()
                    .map(|d| format!("0.{d}"))
                    .collect()
            }
            Family::Hex { digits } => digit_strings(self, *digits, 16, 16)?
                .into_iter()
                .map(|d| format!("hex(0.{d})"))
                .collect(),
            Family::Subtraction { max } => {
                let count = 1u128 << (*max).min(100);
                if *max == 0 || count > u128::from(MAX_MEMBERS) {
                    return Err(if *max == 0 {
                        FamilyError::ZeroSubtractionMax
                    } else {
                        FamilyError::TooLarge {
                            what: self.name(),
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
                            .map_err(|e| FamilyError::Rule(Message::said(&e)))
                    })
                    .collect::<Result<_, _>>()?
            }
            Family::Codes(list) => {
                if list.len() as u64 > MAX_MEMBERS {
                    return Err(FamilyError::TooLarge {
                        what: self.name(),
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
                let rule = rule_of(&code).map_err(|e| FamilyError::Code {
                    line: i + 1,
                    text: code.clone(),
                    reason: Message::said(&e),
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
/// Why the code names no rule ([`GameError`], said in every language).
///
/// ```
/// use grundy_census::family::rule_of;
/// assert_eq!(rule_of("0.137").unwrap().code(), "0.137");
/// assert!(rule_of("0.9").is_err());
/// ```
pub fn rule_of(code: &str) -> Result<SequenceRule, GameError> {
    parse_rule(code).map(|(rule, _)| rule)
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
    family: &Family,
    digits: u32,
    base: u32,
    first: u32,
) -> Result<Vec<String>, FamilyError> {
    let hexadecimal = base == 16;
    if digits == 0 {
        return Err(FamilyError::NoDigits { hexadecimal });
    }
    let count = u128::from(first) * u128::from(base).pow(digits.min(30) - 1);
    if digits > 30 || count > u128::from(MAX_MEMBERS) {
        return Err(FamilyError::TooLarge {
            what: family.name(),
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
