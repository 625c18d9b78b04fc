//! The tokens of the formula language: the keywords, the functions' names, the symbols
//! and the tokenizer.

use super::FormulaError;

/// The keywords of the language.
pub(super) const KEYWORDS: &[&str] = &["for", "in", "if", "and", "or", "not"];

/// The functions of the language.
pub(in crate::heap::formula) const FUNCTIONS: &[&str] = &["min", "max", "abs", "len"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Tok {
    Int(i64),
    Name(String),
    /// A keyword, or an operator or bracket as written.
    Sym(&'static str),
    End,
}

#[derive(Debug, Clone)]
pub(super) struct Token {
    pub(super) tok: Tok,
    pub(super) text: String,
    pub(super) column: usize,
}

const SYMBOLS: &[&str] = &[
    "->", "..=", "..", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "(", ")", "[",
    "]", ",",
];

pub(super) fn tokenize(chars: &[char]) -> Result<Vec<Token>, FormulaError> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            let text: String = chars.get(start..i).unwrap_or_default().iter().collect();
            let value = text
                .parse::<i64>()
                .map_err(|_| FormulaError::NumberTooLarge {
                    text: text.clone(),
                    column,
                })?;
            out.push(Token {
                tok: Tok::Int(value),
                text,
                column,
            });
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while chars
                .get(i)
                .is_some_and(|&c| c.is_alphanumeric() || c == '_')
            {
                i += 1;
            }
            let text: String = chars.get(start..i).unwrap_or_default().iter().collect();
            let tok = match KEYWORDS.iter().find(|k| **k == text) {
                Some(k) => Tok::Sym(k),
                None => Tok::Name(text.clone()),
            };
            out.push(Token { tok, text, column });
        } else {
            let rest = chars.get(i..).unwrap_or_default();
            let Some(sym) = SYMBOLS.iter().find(|s| {
                s.chars().count() <= rest.len() && s.chars().zip(rest.iter()).all(|(a, &b)| a == b)
            }) else {
                return Err(FormulaError::UnexpectedCharacter { found: c, column });
            };
            i += sym.chars().count();
            out.push(Token {
                tok: Tok::Sym(sym),
                text: (*sym).to_string(),
                column,
            });
        }
    }
    out.push(Token {
        tok: Tok::End,
        text: String::new(),
        column: chars.len() + 1,
    });
    Ok(out)
}
