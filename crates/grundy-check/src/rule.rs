//! The rule of a certificate, read from its text: a finite take-and-break code without
//! modifiers (octal `0.137`, `hex(0.8F)`, `tb(…)`), a subtraction game (`sub(1,3,4)`,
//! `bounded(3)`, `allbut(2,3,5)`) or Lasker's Nim (`lasker`).
//!
//! A code `d0.d1d2…dt`: digit `d_j` says what a move removing `j` tokens from one heap may
//! leave — bit `r` (value `2^r`) allows exactly `r` non-empty heaps. Digits written
//! before `d0` are additive: `d−k` adds `k` tokens, then leaves heaps as its bits say.
//! Digits are base 32 (`0`–`9`, `A`–`V`; bare codes `0`–`7`, `hex(…)` `0`–`F`) or `&n;`
//! in decimal.

use std::collections::BTreeMap;
use thiserror::Error;

/// Why a rule's text cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// Not a spelling this checker knows.
    #[error("the rule {rule:?} is not a code, sub(…), bounded(k), allbut(…) or lasker: {why}")]
    Unreadable {
        /// The text.
        rule: String,
        /// What is wrong.
        why: String,
    },
}

/// The moves of a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Moves {
    /// Listed digits: `j → mask` (masks of 0 left out), and the additive digits
    /// `additive[k − 1]` = `d−k`.
    Code {
        /// `d_j` for the `j` with a move.
        digits: BTreeMap<u64, u64>,
        /// `d−1, d−2, …`.
        additive: Vec<u64>,
    },
    /// Take 1 to `k` tokens (`bounded(k)`).
    Bounded(u64),
    /// Take any positive number of tokens but these.
    AllBut(Vec<u64>),
    /// Lasker's Nim: take any positive number, or split a heap into two.
    Lasker,
}

/// A rule and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    /// As the certificate writes it.
    pub text: String,
    /// Its moves.
    pub moves: Moves,
}

impl Rule {
    /// The digit of removing `j` tokens, as a mask of heap counts.
    pub fn digit(&self, j: u64) -> u64 {
        match &self.moves {
            Moves::Code { digits, .. } => digits.get(&j).copied().unwrap_or(0),
            Moves::Bounded(k) => u64::from((1..=*k).contains(&j)) * 3,
            Moves::AllBut(x) => u64::from(j >= 1 && !x.contains(&j)) * 3,
            Moves::Lasker => match j {
                0 => 4,
                _ => 3,
            },
        }
    }

    /// The most tokens a move removes; `None` when unbounded.
    pub fn max_take(&self) -> Option<u64> {
        match &self.moves {
            Moves::Code { digits, .. } => Some(digits.keys().next_back().copied().unwrap_or(0)),
            Moves::Bounded(k) => Some(*k),
            Moves::AllBut(_) | Moves::Lasker => None,
        }
    }

    /// The most heaps a move leaves.
    pub fn max_heaps(&self) -> u32 {
        match &self.moves {
            Moves::Code { digits, additive } => digits
                .values()
                .chain(additive)
                .map(|&m| 63 - m.leading_zeros().min(63))
                .max()
                .unwrap_or(0),
            Moves::Bounded(_) | Moves::AllBut(_) => 1,
            Moves::Lasker => 2,
        }
    }

    /// True when the rule's moves are exactly "take 1 to `k`", however written.
    pub fn is_take_one_to(&self, k: u64) -> bool {
        match &self.moves {
            Moves::Bounded(b) => *b == k,
            Moves::Code { digits, additive } => {
                additive.iter().all(|&m| m == 0)
                    && digits.len() as u64 == k
                    && (1..=k).all(|j| digits.get(&j) == Some(&3))
            }
            Moves::AllBut(_) | Moves::Lasker => false,
        }
    }
}

/// Reads a rule.
///
/// # Errors
/// [`RuleError`] when the text is not a rule this checker knows.
pub fn parse(text: &str) -> Result<Rule, RuleError> {
    let t = text.trim();
    let fail = |why: &str| RuleError::Unreadable {
        rule: text.to_string(),
        why: why.to_string(),
    };
    let moves = if t == "lasker" {
        Moves::Lasker
    } else if let Some(inner) = wrapped(t, "sub") {
        let set = numbers(inner).map_err(|w| fail(&w))?;
        if set.is_empty() || set.contains(&0) {
            return Err(fail("a subtraction set holds positive amounts"));
        }
        Moves::Code {
            digits: set.into_iter().map(|s| (s, 3)).collect(),
            additive: Vec::new(),
        }
    } else if let Some(inner) = wrapped(t, "bounded") {
        let k = inner
            .trim()
            .parse::<u64>()
            .map_err(|_| fail("bounded(k) needs a number k"))?;
        if k == 0 {
            return Err(fail("bounded(k) needs k ≥ 1"));
        }
        Moves::Bounded(k)
    } else if let Some(inner) = wrapped(t, "allbut") {
        let set = numbers(inner).map_err(|w| fail(&w))?;
        if set.contains(&0) {
            return Err(fail("allbut(…) excludes positive amounts"));
        }
        Moves::AllBut(set)
    } else {
        let (body, base) = if let Some(b) = wrapped(t, "hex") {
            (b, 16)
        } else if let Some(b) = wrapped(t, "tb").or_else(|| wrapped(t, "cgsuite")) {
            (b, 32)
        } else {
            (t, 8)
        };
        code(body, base).map_err(|w| fail(&w))?
    };
    Ok(Rule {
        text: t.to_string(),
        moves,
    })
}

/// `inner` of `name(inner)`.
fn wrapped<'a>(t: &'a str, name: &str) -> Option<&'a str> {
    t.strip_prefix(name)?.strip_prefix('(')?.strip_suffix(')')
}

/// Comma-separated numbers, sorted, distinct.
fn numbers(inner: &str) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        out.push(
            part.parse::<u64>()
                .map_err(|_| format!("{part:?} is not a number"))?,
        );
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// A code's digits: `[additive…] d0 . d1 d2 …` in base `base` (8, 16 or 32).
fn code(body: &str, base: u32) -> Result<Moves, String> {
    let Some((before, after)) = body.split_once('.') else {
        return Err("a code has a point: d0.d1d2…".to_string());
    };
    if let Some(c) = body.chars().find(|c| "!?=*{}[]+".contains(*c)) {
        return Err(format!(
            "'{c}': modifiers, heap-count lists, '*' and repeating digits are beyond this \
             checker (no certificate covers such codes)"
        ));
    }
    let mut head = digits(before, base)?;
    let tail = digits(after, base)?;
    if head.is_empty() {
        head.push(0); // `.6` is `0.6`
    }
    let d0 = head.pop().unwrap_or(0) & !1; // removing nothing and leaving nothing: dropped
    if d0 & 2 != 0 {
        return Err("d0 may not leave one heap (the move would change nothing)".to_string());
    }
    let mut digits = BTreeMap::new();
    if d0 != 0 {
        digits.insert(0, d0);
    }
    for (i, &d) in tail.iter().enumerate() {
        if d != 0 {
            digits.insert(i as u64 + 1, d);
        }
    }
    // The digits before d0, right to left: d−1, d−2, …
    let mut additive = Vec::new();
    for (i, &d) in head.iter().rev().enumerate() {
        let k = i as u32 + 1;
        let d = d & !1; // adding tokens and leaving nothing cannot happen
        if d != 0 && d.trailing_zeros() < k + 2 {
            return Err(format!(
                "the additive digit d−{k} must leave at least {} heaps",
                k + 2
            ));
        }
        additive.push(d);
    }
    while additive.last() == Some(&0) {
        additive.pop();
    }
    Ok(Moves::Code { digits, additive })
}

/// The digits of a run of base-`base` characters and `&n;`.
fn digits(text: &str, base: u32) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '&' {
            let rest: String = chars.by_ref().take_while(|&c| c != ';').collect();
            let n = rest
                .parse::<u64>()
                .map_err(|_| format!("&{rest}; is not a decimal digit"))?;
            out.push(n);
            continue;
        }
        let d = c
            .to_digit(36)
            .filter(|&d| d < 32)
            .ok_or_else(|| format!("'{c}' is not a digit"))?;
        if d >= base {
            return Err(format!(
                "'{c}' is not a digit of this notation (write hex(…) or tb(…))"
            ));
        }
        out.push(u64::from(d));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_spellings() {
        let d = parse("0.137").unwrap();
        assert_eq!((d.max_take(), d.max_heaps()), (Some(3), 2));
        assert_eq!((d.digit(1), d.digit(2), d.digit(3)), (1, 3, 7));
        let h = parse("hex(0.8F)").unwrap();
        assert_eq!((h.max_take(), h.max_heaps()), (Some(2), 3));
        assert_eq!(parse("4.7").unwrap().digit(0), 4);
        assert_eq!(parse(".6").unwrap().digit(1), 6);
        assert!(!parse("sub(1,3,4)").unwrap().is_take_one_to(3));
        assert!(parse("0.333").unwrap().is_take_one_to(3));
        assert!(parse("bounded(3)").unwrap().is_take_one_to(3));
        let a = parse("tb(80.7)").unwrap();
        assert_eq!(
            a.moves,
            Moves::Code {
                digits: BTreeMap::from([(1, 7)]),
                additive: vec![8]
            }
        );
        assert_eq!(parse("tb(0.&64;)").unwrap().max_heaps(), 6);
        for bad in [
            "0.8", "4!.0", "0.[3]", "hex(0.G)", "sub()", "2.7", "tb(40.0)", "x",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
