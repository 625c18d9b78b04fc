//! Spawning codes: which sets of coins a move of a coin-turning game may turn.
//!
//! A code is one or more *elements* separated by commas; a move may turn any set of coins
//! one of the elements allows. An element is a count of coins turned — `3`, a range
//! `1-9`, or `2+` (two or more) — followed by modifiers:
//!
//! | modifier | the coins turned must … |
//! |---|---|
//! | `C` | form a run of consecutive coins |
//! | `C(k)` | lie within `k` consecutive coins (so at most `k` of them) |
//! | `E` | be equally spaced |
//! | `S` | be symmetric about their centre (the sum of the smallest and largest coin is the sum of the 2nd and the 2nd-last, …) |
//! | `F` | include the first coin (coin 1) |
//!
//! The count includes the head: every move turns a head (the rightmost coin turned) to
//! tails and turns the other coins over, whatever they show. Coins are numbered from 1,
//! from the left. The spacing modifiers (`C`, `E`, `S`) exclude one another; the last one
//! written counts, as in CGSuite, where these codes come from (its class `Spawning`).
//!
//! Every modifier means what CGSuite's enumeration of a head's options gives, corner
//! cases included ([`Element::opens_at`]). Under `F` CGSuite tries an element's smallest
//! count first, and when that count cannot include coin 1 at this head the element
//! offers nothing there, its larger counts neither (`2-5CF` turns coins 1, 2 on head 2
//! and has no move on head 4, though 1, 2, 3, 4 are consecutive). A count of 1 under `F`
//! is the head alone: with no spacing it is allowed on any head within the window
//! (`1-4F` turns head 7 alone), with `S` on an odd head only (so `1-4SF` has no move on
//! an even head), with `C` on coin 1 only. One case CGSuite cannot evaluate: an `E`
//! element whose count is 1 (its enumeration divides by the count of other coins, zero);
//! here such an element turns the head alone as CGSuite's formula for the first coin
//! gives with any spacing (`n − spacing · 0 = n`): on any head, under `F` on coin 1
//! only. CGSuite lists an option once per element that allows it; here each set once
//! (the values are the same).
//!
//! ```
//! use grundy::games::hidden::spawning::code::SpawnCode;
//! let grunt = SpawnCode::parse("4fs").unwrap();
//! assert_eq!(grunt.to_string(), "4FS");
//! // Grunt: four coins, symmetric, one of them coin 1.
//! assert_eq!(grunt.move_sets(8), vec![vec![1, 2, 7], vec![1, 3, 6], vec![1, 4, 5]]);
//! assert!(grunt.allows(&[1, 3, 6, 8]));
//! assert!(!grunt.allows(&[2, 3, 6, 7]));
//! ```

use crate::i18n::{msg, Message};
use std::fmt;

/// The largest number a code may write (counts, `C(k)`): larger ones mean nothing more.
pub const MAX_CODE_NUMBER: u64 = 1 << 32;

/// The longest code read.
pub const MAX_CODE_LENGTH: usize = 200;

/// Why a spawning code could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// The code is empty, or an element is.
    Empty,
    /// A character that is not a digit, `-`, `+`, `,` or a modifier.
    Unexpected(char),
    /// A count of 0, a range whose ends are the wrong way round, or a number too large.
    BadCount(String),
    /// `C(` without its number and `)`.
    BadWindow,
    /// The code is longer than [`MAX_CODE_LENGTH`].
    TooLong,
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for CodeError {}

impl CodeError {
    /// What is wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy::games::hidden::spawning::code::CodeError;
    /// assert_eq!(CodeError::BadWindow.to_string(), "C( needs a number and a closing ')', as in C(5)");
    /// assert_eq!(CodeError::BadWindow.message().id(), "parse-spawn-bad-window");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            CodeError::Empty => msg!("parse-spawn-empty"),
            CodeError::Unexpected(c) => msg!("parse-spawn-unexpected", found = c.to_string()),
            CodeError::BadCount(e) => msg!("parse-spawn-bad-count", element = e),
            CodeError::BadWindow => msg!("parse-spawn-bad-window"),
            CodeError::TooLong => msg!("parse-spawn-too-long", max = MAX_CODE_LENGTH),
        }
    }
}

/// How the coins a move turns must be spaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spacing {
    /// Any coins.
    Any,
    /// A run of consecutive coins (`C`).
    Consecutive,
    /// Equally spaced (`E`).
    Equal,
    /// Symmetric about their centre (`S`).
    Symmetric,
}

/// One element of a code: how many coins, how spaced, within what window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Element {
    /// The fewest coins turned (the head included), at least 1.
    pub min: u64,
    /// The most coins turned; `None`: no bound (`2+`).
    pub max: Option<u64>,
    /// The spacing constraint.
    pub spacing: Spacing,
    /// `C(k)`: every coin turned within `k` consecutive coins.
    pub window: Option<u64>,
    /// `F`: coin 1 is turned.
    pub first: bool,
}

impl Element {
    /// The most coins a move may turn, the window counted: `None` when unbounded.
    pub fn most(&self) -> Option<u64> {
        match (self.max, self.window) {
            (Some(m), Some(w)) => Some(m.min(w)),
            (m, w) => m.or(w),
        }
    }

    /// Whether this element allows turning the coins `turned` (ascending, distinct,
    /// from 1; the last is the head). Direct from the rules: a test on the set.
    pub fn allows(&self, turned: &[u64]) -> bool {
        let (Some(&low), Some(&high)) = (turned.first(), turned.last()) else {
            return false;
        };
        let count = turned.len() as u64;
        if count < self.min || self.most().is_some_and(|m| count > m) {
            return false;
        }
        if self.window.is_some_and(|w| high - low >= w) {
            return false;
        }
        // F: the element opens at this head, and a move of two or more coins turns coin 1.
        if self.first && (!self.opens_at(high) || (count > 1 && low != 1)) {
            return false;
        }
        let gaps = || {
            turned
                .windows(2)
                .map(|w| w.get(1).zip(w.first()).map(|(b, a)| b - a))
        };
        match self.spacing {
            Spacing::Any => true,
            Spacing::Consecutive => gaps().all(|g| g == Some(1)),
            Spacing::Equal => {
                let first_gap = gaps().next().flatten();
                gaps().all(|g| g == first_gap)
            }
            Spacing::Symmetric => turned
                .iter()
                .zip(turned.iter().rev())
                .all(|(a, b)| a + b == low + high),
        }
    }

    /// Whether `k` coins besides head `n`, coin 1 among them (the head alone when
    /// `k = 0`), can be turned with this element's spacing and window — CGSuite's test
    /// of a count under `F`. For `k ≥ 1` it holds exactly when such a set exists; for
    /// the head alone it is CGSuite's: with no spacing when the head lies within the
    /// window, with `S` when `n` is odd too, with `C` (and `E`) only on coin 1.
    fn first_fits(&self, k: u64, n: u64) -> bool {
        let within = self.window.is_none_or(|w| n <= w);
        if k >= n {
            return false;
        }
        match self.spacing {
            Spacing::Any => within,
            Spacing::Consecutive => k == n - 1,
            Spacing::Equal if k == 0 => n == 1,
            Spacing::Equal => within && (n - 1).is_multiple_of(k),
            Spacing::Symmetric => within && (k % 2 == 1 || n % 2 == 1),
        }
    }

    /// Whether an `F` element allows any move on head `n`: CGSuite tries its smallest
    /// count first, and when that count cannot be turned with coin 1 the element offers
    /// nothing at this head, not even its larger counts (`2-5CF` turns coins 1, 2 on
    /// head 2 and nothing on head 4). Always true without `F` (a head within reach of
    /// the smallest count).
    pub fn opens_at(&self, n: u64) -> bool {
        !self.first || self.first_fits(self.min - 1, n)
    }

    /// Calls `visit` with the other coins (ascending, without the head) of every move
    /// of this element on head `n` (from 1), in a fixed order; stops early when `visit`
    /// returns `false` (and returns `false`).
    pub fn for_each_set(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> bool {
        if n == 0 || !self.opens_at(n) {
            return true;
        }
        let low = match self.window {
            Some(w) => n.saturating_sub(w - 1).max(1),
            None => 1,
        };
        // k: how many coins besides the head.
        let k_min = self.min - 1;
        let k_max = self.most().map_or(n - 1, |m| (m - 1).min(n - 1));
        let mut buf: Vec<u64> = Vec::new();
        for k in k_min..=k_max {
            if k == 0 {
                // The head alone: under F, opens_at(n) decided it (k = 0 is the smallest).
                if !visit(&[]) {
                    return false;
                }
                continue;
            }
            let going = match self.spacing {
                Spacing::Any => {
                    if self.first {
                        if low > 1 {
                            continue;
                        }
                        // Coin 1 and k − 1 of 2..n − 1.
                        combinations(2, n - 1, k - 1, &mut |rest| {
                            buf.clear();
                            buf.push(1);
                            buf.extend_from_slice(rest);
                            visit(&buf)
                        })
                    } else {
                        combinations(low, n - 1, k, visit)
                    }
                }
                Spacing::Consecutive => {
                    let start = n - k;
                    if start < low || (self.first && start != 1) {
                        continue;
                    }
                    buf.clear();
                    buf.extend(start..n);
                    visit(&buf)
                }
                Spacing::Equal => {
                    let mut going = true;
                    // Spacings from the widest down: coins n − k·d, …, n − d.
                    let widest = (n - low) / k;
                    for d in (1..=widest).rev() {
                        let start = n - k * d;
                        if self.first && start != 1 {
                            continue;
                        }
                        buf.clear();
                        buf.extend((0..k).map(|i| start + i * d));
                        if !visit(&buf) {
                            going = false;
                            break;
                        }
                    }
                    going
                }
                Spacing::Symmetric => symmetric(n, k, low, self.first, &mut buf, visit),
            };
            if !going {
                return false;
            }
        }
        true
    }
}

/// Every `k`-subset of `lo..=hi`, ascending, in lexicographic order.
fn combinations(lo: u64, hi: u64, k: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> bool {
    if k == 0 {
        return visit(&[]);
    }
    if hi < lo || hi - lo + 1 < k {
        return true;
    }
    let mut c: Vec<u64> = (lo..lo + k).collect();
    loop {
        if !visit(&c) {
            return false;
        }
        // The rightmost entry that can still grow.
        let mut i = c.len();
        loop {
            if i == 0 {
                return true;
            }
            i -= 1;
            let room = hi - (c.len() - 1 - i) as u64;
            if c.get(i).is_some_and(|&v| v < room) {
                break;
            }
        }
        let Some(&start) = c.get(i) else { return true };
        for (j, slot) in c.iter_mut().enumerate().skip(i) {
            *slot = start + 1 + (j - i) as u64;
        }
    }
}

/// The symmetric sets of `k` coins besides head `n`: the smallest `c0 ≥ low`, then pairs
/// `{c, n + c0 − c}` strictly between, and the centre `(n + c0) / 2` when `k` is even.
fn symmetric(
    n: u64,
    k: u64,
    low: u64,
    first: bool,
    buf: &mut Vec<u64>,
    visit: &mut dyn FnMut(&[u64]) -> bool,
) -> bool {
    // k = 1 + 2j + m: j pairs, m ∈ {0, 1} a centre coin.
    let (j, centre) = if k % 2 == 1 {
        ((k - 1) / 2, false)
    } else {
        ((k - 2) / 2, true)
    };
    let last_c0 = if first { 1.min(n - 1) } else { n - 1 };
    for c0 in low..=last_c0 {
        if centre && (n + c0) % 2 == 1 {
            continue;
        }
        // The lower coins of the pairs lie strictly between c0 and the centre.
        let sum = n + c0;
        let below = (sum - 1) / 2; // the largest coin below the centre
        if below <= c0 && j > 0 {
            continue;
        }
        let going = combinations(c0 + 1, below, j, &mut |lower| {
            buf.clear();
            buf.push(c0);
            buf.extend_from_slice(lower);
            if centre {
                buf.push(sum / 2);
            }
            buf.extend(lower.iter().rev().map(|&c| sum - c));
            visit(buf)
        });
        if !going {
            return false;
        }
    }
    true
}

/// A spawning code: the elements, in the order written.
///
/// ```
/// use grundy::games::hidden::spawning::code::SpawnCode;
/// let mock = SpawnCode::parse("1-3").unwrap();
/// assert_eq!(mock.move_sets(3), vec![vec![], vec![1], vec![2], vec![1, 2]]);
/// assert_eq!(SpawnCode::parse("1-3c(5)").unwrap().to_string(), "1-3C(5)");
/// assert!(SpawnCode::parse("3X").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SpawnCode {
    /// The elements.
    pub elements: Vec<Element>,
}

impl SpawnCode {
    /// Reads a code (case does not matter; spaces are not allowed).
    ///
    /// # Errors
    /// [`CodeError`] naming what is wrong.
    pub fn parse(text: &str) -> Result<SpawnCode, CodeError> {
        if text.len() > MAX_CODE_LENGTH {
            return Err(CodeError::TooLong);
        }
        let upper = text.to_ascii_uppercase();
        let mut elements = Vec::new();
        for part in upper.split(',') {
            elements.push(parse_element(part)?);
        }
        Ok(SpawnCode { elements })
    }

    /// Whether the code allows turning `turned` (ascending, distinct, from 1; the last
    /// is the head).
    pub fn allows(&self, turned: &[u64]) -> bool {
        self.elements.iter().any(|e| e.allows(turned))
    }

    /// Every set of other coins (ascending) a move on head `n` may turn, each once, in
    /// the order of the elements. Meant for small `n`.
    pub fn move_sets(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out: Vec<Vec<u64>> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for e in &self.elements {
            e.for_each_set(n, &mut |set| {
                if seen.insert(set.to_vec()) {
                    out.push(set.to_vec());
                }
                true
            });
        }
        out
    }

    /// The most coins one move turns (`None`: unbounded).
    pub fn most(&self) -> Option<u64> {
        self.elements
            .iter()
            .map(Element::most)
            .try_fold(0, |acc, m| m.map(|m| acc.max(m)))
    }
}

fn parse_element(part: &str) -> Result<Element, CodeError> {
    let bad = || CodeError::BadCount(part.to_string());
    let split = part
        .find(|c: char| !(c.is_ascii_digit() || c == '-' || c == '+'))
        .unwrap_or(part.len());
    let (count, modifiers) = part.split_at(split);
    if count.is_empty() {
        return match modifiers.chars().next() {
            Some(c) => Err(CodeError::Unexpected(c)),
            None => Err(CodeError::Empty),
        };
    }
    let number = |s: &str| -> Result<u64, CodeError> {
        s.parse::<u64>()
            .ok()
            .filter(|&v| (1..=MAX_CODE_NUMBER).contains(&v))
            .ok_or_else(bad)
    };
    let (min, max) = if let Some(low) = count.strip_suffix('+') {
        (number(low)?, None)
    } else if let Some((low, high)) = count.split_once('-') {
        let (low, high) = (number(low)?, number(high)?);
        if low > high {
            return Err(bad());
        }
        (low, Some(high))
    } else {
        let v = number(count)?;
        (v, Some(v))
    };
    let mut element = Element {
        min,
        max,
        spacing: Spacing::Any,
        window: None,
        first: false,
    };
    let mut rest = modifiers;
    while let Some(c) = rest.chars().next() {
        rest = rest.get(1..).unwrap_or("");
        match c {
            'C' if rest.starts_with('(') => {
                let close = rest.find(')').ok_or(CodeError::BadWindow)?;
                let inner = rest.get(1..close).ok_or(CodeError::BadWindow)?;
                let k = inner
                    .parse::<u64>()
                    .ok()
                    .filter(|&v| (1..=MAX_CODE_NUMBER).contains(&v))
                    .ok_or(CodeError::BadWindow)?;
                element.window = Some(k);
                rest = rest.get(close + 1..).unwrap_or("");
            }
            'C' => element.spacing = Spacing::Consecutive,
            'E' => element.spacing = Spacing::Equal,
            'S' => element.spacing = Spacing::Symmetric,
            'F' => element.first = true,
            other => return Err(CodeError::Unexpected(other)),
        }
    }
    Ok(element)
}

impl fmt::Display for Element {
    /// The element as CGSuite writes it: count, then `C(k)`, `F`, the spacing (`4FS`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.max {
            None => write!(f, "{}+", self.min)?,
            Some(m) if m == self.min => write!(f, "{m}")?,
            Some(m) => write!(f, "{}-{m}", self.min)?,
        }
        if let Some(w) = self.window {
            write!(f, "C({w})")?;
        }
        if self.first {
            write!(f, "F")?;
        }
        match self.spacing {
            Spacing::Any => Ok(()),
            Spacing::Consecutive => write!(f, "C"),
            Spacing::Equal => write!(f, "E"),
            Spacing::Symmetric => write!(f, "S"),
        }
    }
}

impl fmt::Display for SpawnCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every subset of 1..n − 1 the rules allow with head n, by testing each subset.
    fn by_rules(code: &SpawnCode, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for mask in 0u64..1 << (n - 1) {
            let mut turned: Vec<u64> = (1..n).filter(|c| mask >> (c - 1) & 1 == 1).collect();
            turned.push(n);
            if code.allows(&turned) {
                turned.pop();
                out.push(turned);
            }
        }
        out.sort();
        out
    }

    #[test]
    fn enumeration_is_the_rules() {
        for text in [
            "1-3",
            "1-9",
            "3",
            "1+C",
            "1-3C(5)",
            "3C(5)",
            "1-5C",
            "3E",
            "4FS",
            "1+S",
            "1-2",
            "2+",
            "1-4F",
            "2-5E",
            "3-6S",
            "1+SF",
            "2+C(4)",
            "1+E",
            "2EF",
            "5S",
            "1,3E,4C",
            "2-3C(3)F",
            "1+F",
            "2-5CF",
            "1+CF",
            "1-4SF",
            "2-4SF",
            "3-5EF",
            "1-3EF",
            "1-3C(4)F",
            "2+C(6)SF",
            "1-3C(5)SF",
            "1-2F,3S",
        ] {
            let code = SpawnCode::parse(text).unwrap();
            for n in 1..=11 {
                let mut listed = code.move_sets(n);
                listed.sort();
                assert_eq!(listed, by_rules(&code, n), "{text} at {n}");
            }
        }
    }

    /// The corner cases of `F`, as CGSuite's enumeration (class `Spawning`, read in its
    /// source) lists them: an element whose smallest count cannot include coin 1 offers
    /// nothing at that head; a count of 1 under `F` is the head alone where CGSuite
    /// allows it.
    #[test]
    fn first_coin_as_cgsuite_enumerates() {
        let sets = |text: &str, n: u64| {
            let mut s = SpawnCode::parse(text).unwrap().move_sets(n);
            s.sort();
            s
        };
        let none: Vec<Vec<u64>> = Vec::new();
        assert_eq!(sets("2-5CF", 2), vec![vec![1]]);
        assert_eq!(sets("2-5CF", 4), none);
        assert_eq!(sets("1-4F", 3), vec![vec![], vec![1], vec![1, 2]]);
        assert_eq!(sets("1-4SF", 6), none);
        assert_eq!(
            sets("1-4SF", 5),
            vec![vec![], vec![1], vec![1, 2, 4], vec![1, 3]]
        );
        assert_eq!(sets("3-5EF", 4), none);
        assert_eq!(sets("3-5EF", 5), vec![vec![1, 2, 3, 4], vec![1, 3]]);
        assert_eq!(sets("1-3C(4)F", 5), none);
        assert_eq!(
            sets("1-3C(4)F", 4),
            vec![vec![], vec![1], vec![1, 2], vec![1, 3]]
        );
        // E with a count of 1 (CGSuite divides by zero): the head alone, under F on coin 1.
        assert_eq!(sets("1-2E", 4), vec![vec![], vec![1], vec![2], vec![3]]);
        assert_eq!(sets("1-2EF", 4), none);
        assert_eq!(sets("1-2EF", 1), vec![Vec::<u64>::new()]);
        // Without F every count is tried: 2-5C on head 4 turns 3; 2, 3; 1, 2, 3.
        assert_eq!(sets("2-5C", 4), vec![vec![1, 2, 3], vec![2, 3], vec![3]]);
    }

    #[test]
    fn codes_read_and_written() {
        for (text, standard) in [
            ("1-3", "1-3"),
            ("4fs", "4FS"),
            ("1+c", "1+C"),
            ("3c(5)", "3C(5)"),
            ("1-3C(5)", "1-3C(5)"),
            ("2-2", "2"),
            ("1,3E", "1,3E"),
        ] {
            assert_eq!(SpawnCode::parse(text).unwrap().to_string(), standard);
        }
        for bad in [
            "",
            "0",
            "3-1",
            "X",
            "3X",
            "C",
            "3C(",
            "3C()",
            "3C(0)",
            "1,,2",
            "99999999999",
        ] {
            assert!(SpawnCode::parse(bad).is_err(), "{bad}");
        }
        // CGSuite's option counts of a head on coin 20 (its test suite).
        for (text, count) in [
            ("1-3", 191),
            ("3", 171),
            ("1+C", 20),
            ("1-3C(5)", 11),
            ("3C(5)", 6),
            ("1-5C", 5),
            ("3E", 9),
            ("4FS", 9),
            ("1+S", 2046),
            ("1-9", 169_766),
        ] {
            let code = SpawnCode::parse(text).unwrap();
            assert_eq!(code.move_sets(20).len(), count, "{text}");
        }
    }
}
