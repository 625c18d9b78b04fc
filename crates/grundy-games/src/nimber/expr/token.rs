//! The tokens of an expression with their columns, and the literals: their digits and base,
//! an exponent reduced modulo `2^128 − 1`.

/// A token and its column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// A literal as written (digits, or `0x` and hex digits).
    Number(String),
    Name(String),
    Op(char),
    Open,
    Close,
    Other(char),
}

impl Token {
    pub(super) fn text(&self) -> String {
        match self {
            Token::Number(s) | Token::Name(s) => s.clone(),
            Token::Op(c) | Token::Other(c) => c.to_string(),
            Token::Open => "(".into(),
            Token::Close => ")".into(),
        }
    }
}

pub(super) fn tokenize(text: &str) -> Vec<(usize, Token)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let token = if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
            {
                i += 1;
            }
            let word: String = chars.get(start..i).unwrap_or_default().iter().collect();
            if c.is_ascii_digit() {
                Token::Number(word)
            } else {
                Token::Name(word)
            }
        } else {
            i += 1;
            match c {
                '+' | '*' | '/' | '^' => Token::Op(c),
                '⊕' => Token::Op('+'),
                '⊗' | '×' => Token::Op('*'),
                '(' => Token::Open,
                ')' => Token::Close,
                _ => Token::Other(c),
            }
        };
        out.push((column, token));
    }
    out
}

/// The digits of a literal and their base, `None` when it is not one.
pub(super) fn digits(literal: &str) -> Option<(&str, u32)> {
    let (body, radix) = match literal
        .strip_prefix("0x")
        .or_else(|| literal.strip_prefix("0X"))
    {
        Some(hex) => (hex, 16),
        None => (literal, 10),
    };
    (!body.is_empty() && body.chars().all(|c| c.is_digit(radix))).then_some((body, radix))
}

/// An exponent as written, reduced modulo `2^128 − 1` (end-around carry: `2^128 ≡ 1`)
/// into `1..=2^128 − 1` when it is not 0; and whether it was `2^128` or more.
pub(super) fn reduce_exponent(body: &str, radix: u32) -> (u128, bool) {
    let shift = if radix == 16 { 4 } else { 1 };
    let add = |a: u128, b: u128| match a.overflowing_add(b) {
        (s, true) => s + 1,
        (s, false) => s,
    };
    let (mut r, mut exact, mut fits, mut nonzero) = (0u128, 0u128, true, false);
    for d in body.chars().filter_map(|c| c.to_digit(radix)) {
        let d = u128::from(d);
        nonzero |= d != 0;
        r = if radix == 16 {
            add(r.rotate_left(shift), d)
        } else {
            // 10·r = 8·r + 2·r
            add(add(r.rotate_left(3), r.rotate_left(1)), d)
        };
        match exact
            .checked_mul(u128::from(radix))
            .and_then(|x| x.checked_add(d))
        {
            Some(x) if fits => exact = x,
            _ => fits = false,
        }
    }
    if fits {
        return (exact, false);
    }
    // r ≡ the exponent; u128::MAX ≡ 0, kept for a nonzero exponent (x^(2^128−1) = 1).
    let r = if r == 0 && nonzero { u128::MAX } else { r };
    (r, true)
}
