//! The canonical spelling: a [`Digit`] as CGSuite writes it (a base-32 character or
//! `&n;`, one modifier, or the `{…}` list), and a [`TbCode`] in the one context — bare,
//! `hex(…)` or `tb(…)` — in which [`parse_code`](super::parse_code) reads it back to an
//! equal code.

use super::{Constraint, Context, Digit, TbCode};
use std::fmt;

const BASE32: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

impl fmt::Display for Digit {
    /// CGSuite's spelling: when every allowed count carries the same constraint, a
    /// base-32 character (or `&n;`) — or `*`, or `{r1,r2,…+}` for a `+` range — followed by
    /// the one modifier; otherwise the `{…}` list with each count's own modifier.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed: Vec<(u32, Constraint)> = self.listed().collect();
        let Some(&(_, last)) = listed.last() else {
            return write!(f, "0");
        };
        if listed.iter().all(|&(_, c)| c == last) {
            if !self.more {
                let mask: u64 = listed.iter().map(|&(r, _)| 1u64 << r).sum();
                if let Some(&ch) = usize::try_from(mask).ok().and_then(|m| BASE32.get(m)) {
                    write!(f, "{}", ch as char)?;
                } else {
                    write!(f, "&{mask};")?;
                }
            } else if self.allowed.len() == 1 {
                write!(f, "*")?;
            } else {
                let items: Vec<String> = listed.iter().map(|(r, _)| r.to_string()).collect();
                write!(f, "{{{}+}}", items.join(","))?;
            }
            write!(f, "{}", last.symbol())
        } else {
            let items: Vec<String> = listed
                .iter()
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
        let octal = self.digits.iter().chain(&self.additive).all(|d| {
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
                .chain(&self.additive)
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
        let mut body = String::new();
        for d in self.additive.iter().rev() {
            body.push_str(&d.to_string());
        }
        body.push_str(&format!("{zero}."));
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
