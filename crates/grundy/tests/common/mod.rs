//! What the language tests share.

use grundy::Lang;

/// Whether `s` holds a letter of `lang` (Hangul, Cyrillic, Vietnamese's own letters; for
/// English, an ASCII letter).
pub fn has_letters_of(lang: Lang, s: &str) -> bool {
    s.chars().any(|c| match lang {
        Lang::Ko => ('\u{AC00}'..='\u{D7A3}').contains(&c),
        Lang::Ru => ('\u{0400}'..='\u{04FF}').contains(&c),
        Lang::Vi => {
            // Not è: English writes "misère".
            ('\u{1EA0}'..='\u{1EF9}').contains(&c) || "àáãạảâăđĐêíìĩóòõôơúùũưýỳ".contains(c)
        }
        Lang::En => c.is_ascii_alphabetic(),
    })
}
