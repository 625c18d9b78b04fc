//! The canonical spelling: a [`Digit`] as CGSuite writes it (a base-32 character or
//! `&n;`, one modifier, or the `{…}` list), and a [`TbCode`] in the one context — bare,
//! `hex(…)` or `tb(…)` — in which [`parse_code`](super::parse_code) reads it back to an
//! equal code.

use super::{Constraint, Context, Digit, TbCode};
use std::fmt;

const BASE32: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

impl fmt::Display for Digit {
    /// CGSuite's spelling: a base-32 character (or `&n;`) plus one modifier when all
    /// counts of two or more heaps share it, else the `{…}` list.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_zero() {
            return write!(f, "0");
        }
        let multi: Vec<Constraint> = self
            .listed()
            .filter(|&(r, _)| r >= 2)
            .map(|(_, c)| c)
            .collect();
        let uniform = multi.windows(2).all(|w| w.first() == w.last());
        if uniform && !self.more {
            let mask: u64 = self.listed().map(|(r, _)| 1u64 << r).sum();
            let c = multi.first().copied().unwrap_or(Constraint::Any);
            if let Some(&ch) = usize::try_from(mask).ok().and_then(|m| BASE32.get(m)) {
                write!(f, "{}{}", ch as char, c.symbol())
            } else {
                write!(f, "&{mask};{}", c.symbol())
            }
        } else if uniform && self.allowed.len() == 1 {
            write!(f, "*")
        } else {
            let items: Vec<String> = self
                .listed()
                .map(|(r, c)| format!("{r}{}", c.symbol()))
                .collect();
            write!(
                f,
                "{{{}{}}}",
                items.join(","),
                if self.more { "+" } else { "" }
            )
        }
    }
}

impl TbCode {
    /// The context in which [`fmt::Display`] writes the code so that
    /// [`parse_code`](super::parse_code) reads it back: bare when every single-character
    /// digit is at most 7, `hex(…)` for plain hexadecimal codes, `tb(…)` otherwise.
    pub(super) fn display_context(&self) -> Context {
        let octal = self.digits.iter().all(|d| {
            let s = d.to_string();
            s.bytes().next().is_none_or(|first| {
                !first.is_ascii_alphanumeric() || (b'0'..=b'7').contains(&first)
            })
        });
        if octal {
            Context::Octal
        } else if self.period == 0
            && self
                .digits
                .iter()
                .all(|d| d.plain_mask().is_some_and(|m| m < 16))
        {
            Context::Hex
        } else {
            Context::Cgsuite
        }
    }
}

impl fmt::Display for TbCode {
    /// The canonical form, which [`parse_code`](super::parse_code) reads back to an equal code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `TbCode::new` keeps a digit 0 and a period shorter than the digits; a code
        // that broke that would still be written, never panic.
        let pre = self.digits.len().saturating_sub(self.period).max(1);
        let (head, tail) = self.digits.split_at(pre.min(self.digits.len()));
        let (zero, fixed) = match head.split_first() {
            Some((zero, fixed)) => (zero.to_string(), fixed),
            None => ("0".to_string(), head),
        };
        let mut body = format!("{zero}.");
        for d in fixed {
            body.push_str(&d.to_string());
        }
        if self.period > 0 {
            body.push('[');
            for d in tail {
                body.push_str(&d.to_string());
            }
            body.push(']');
        } else if pre == 1 {
            body.push('0');
        }
        match self.display_context() {
            Context::Octal => write!(f, "{body}"),
            Context::Hex => write!(f, "hex({body})"),
            Context::Cgsuite => write!(f, "tb({body})"),
        }
    }
}
