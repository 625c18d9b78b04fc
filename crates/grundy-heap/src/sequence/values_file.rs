//! The binary values file of `grundy seq --out FILE --format u16le` (or `u8`, `u32le`,
//! `u64le`): a small header, then `G(first), G(first + 1), …` as little-endian integers
//! of one width. The layout is documented in `docs/values-file.md`; this module encodes
//! and decodes the header and the values (the front end reads and writes the file).
//!
//! | offset | bytes | field |
//! |---|---|---|
//! | 0 | 8 | magic `GRUNDYSQ` |
//! | 8 | 4 | format version, 1 |
//! | 12 | 4 | header length `H` (where the values start; a multiple of 8) |
//! | 16 | 8 | first `n` |
//! | 24 | 8 | count of values |
//! | 32 | 1 | value width in bytes: 1, 2, 4 or 8 |
//! | 33 | 3 | zero |
//! | 36 | 4 | CRC-32 (IEEE, as zlib and `crc32` compute it) of the value bytes `H..` |
//! | 40 | 2 | length `g` of the game's name |
//! | 42 | 2 | length `c` of its code |
//! | 44 | `g` | the game as named (UTF-8) |
//! | 44 + `g` | `c` | its code (UTF-8) |
//! | 44 + `g` + `c` | | zeros up to `H` |
//!
//! All integers are little-endian.
//!
//! ```
//! use grundy_heap::sequence::values_file::{Checksum, ValuesHeader, Width};
//! let values = [0u64, 1, 2, 3, 1, 4];
//! let mut body = Vec::new();
//! for &v in &values {
//!     Width::U16.put(v, &mut body).unwrap();
//! }
//! let mut crc = Checksum::new();
//! crc.update(&body);
//! let header = ValuesHeader {
//!     game: "kayles".into(),
//!     code: "0.77".into(),
//!     first: 0,
//!     count: values.len() as u64,
//!     width: Width::U16,
//!     crc: crc.value(),
//! };
//! let mut file = header.encode();
//! assert_eq!(file.len(), 56); // 44 + 6 + 4, padded to a multiple of 8
//! file.extend_from_slice(&body);
//! let back = ValuesHeader::decode(&file).unwrap();
//! assert_eq!(back, header);
//! let at = back.len() + 2 * 5;
//! assert_eq!(back.width.get(&file[at..at + 2]), 4);
//! assert!(Width::U8.put(256, &mut Vec::new()).is_err());
//! ```

use thiserror::Error;

/// The first bytes of every values file.
pub const MAGIC: &[u8; 8] = b"GRUNDYSQ";

/// The version of the layout written by this crate.
pub const VERSION: u32 = 1;

/// The bytes before the game's name: magic, version, header length, first, count, width,
/// checksum, the two name lengths.
pub const FIXED_LEN: usize = 44;

/// The width of the values in a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Width {
    /// One byte a value: values up to 255.
    U8,
    /// Two bytes, little-endian: values up to 65,535 (every heap engine's values).
    U16,
    /// Four bytes, little-endian.
    U32,
    /// Eight bytes, little-endian.
    U64,
}

impl Width {
    /// Every width, narrowest first.
    pub const ALL: [Width; 4] = [Width::U8, Width::U16, Width::U32, Width::U64];

    /// Bytes a value.
    pub fn bytes(self) -> usize {
        match self {
            Width::U8 => 1,
            Width::U16 => 2,
            Width::U32 => 4,
            Width::U64 => 8,
        }
    }

    /// The name of the format: `u8`, `u16le`, `u32le`, `u64le`.
    pub fn name(self) -> &'static str {
        match self {
            Width::U8 => "u8",
            Width::U16 => "u16le",
            Width::U32 => "u32le",
            Width::U64 => "u64le",
        }
    }

    /// The width of a format name ([`Width::name`]).
    ///
    /// ```
    /// use grundy_heap::sequence::values_file::Width;
    /// assert_eq!(Width::parse("u16le"), Some(Width::U16));
    /// assert_eq!(Width::parse("csv"), None);
    /// ```
    pub fn parse(name: &str) -> Option<Width> {
        Width::ALL.into_iter().find(|w| w.name() == name)
    }

    /// The width of `bytes` bytes a value.
    pub fn of_bytes(bytes: u8) -> Option<Width> {
        Width::ALL
            .into_iter()
            .find(|w| w.bytes() == usize::from(bytes))
    }

    /// The largest value it holds.
    pub fn max(self) -> u64 {
        match self {
            Width::U8 => u64::from(u8::MAX),
            Width::U16 => u64::from(u16::MAX),
            Width::U32 => u64::from(u32::MAX),
            Width::U64 => u64::MAX,
        }
    }

    /// Appends `v` to `out`.
    ///
    /// # Errors
    /// [`ValuesFileError::TooWide`] when `v` is larger than [`Width::max`].
    pub fn put(self, v: u64, out: &mut Vec<u8>) -> Result<(), ValuesFileError> {
        if v > self.max() {
            return Err(ValuesFileError::TooWide {
                value: v,
                width: self,
            });
        }
        out.extend(v.to_le_bytes().into_iter().take(self.bytes()));
        Ok(())
    }

    /// The value in the first [`Width::bytes`] of `bytes` (0 for missing bytes).
    pub fn get(self, bytes: &[u8]) -> u64 {
        let mut b = [0u8; 8];
        for (to, from) in b.iter_mut().zip(bytes).take(self.bytes()) {
            *to = *from;
        }
        u64::from_le_bytes(b)
    }
}

/// The header of a values file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValuesHeader {
    /// The game as named (`kayles`).
    pub game: String,
    /// Its code (`0.77`).
    pub code: String,
    /// The first heap size: the file holds `G(first..first + count)`.
    pub first: u64,
    /// How many values.
    pub count: u64,
    /// Bytes a value.
    pub width: Width,
    /// The CRC-32 of the value bytes ([`Checksum`]).
    pub crc: u32,
}

/// Why a values file cannot be read, or a value cannot be written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum ValuesFileError {
    /// The bytes do not start with [`MAGIC`].
    NotAValuesFile,
    /// Another layout version.
    Version(u32),
    /// The header is shorter than it says, or its fields disagree.
    Damaged(crate::i18n::Message),
    /// A value larger than the width holds.
    TooWide {
        /// The value.
        value: u64,
        /// The width asked for.
        width: Width,
    },
    /// A name longer than a header holds.
    NameTooLong(String),
}

impl crate::i18n::errors::Localized for ValuesFileError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::NotAValuesFile => t!(lang, "err-values-not-a-values-file"),
            Self::Version(found) => {
                t!(lang, "err-values-version", found = *found, format = VERSION)
            }
            Self::Damaged(why) => t!(lang, "err-values-damaged", why = why.render(lang)),
            Self::TooWide { value, width } => t!(
                lang,
                "err-values-too-wide",
                value = *value,
                width = width.name(),
                max = width.max()
            ),
            Self::NameTooLong(name) => {
                t!(lang, "err-values-name-too-long", name = format!("{name:?}"))
            }
        }
    }
}
grundy_core::localized_error!(ValuesFileError);

impl ValuesHeader {
    /// The header's length in bytes: where the values start (a multiple of 8).
    pub fn len(&self) -> usize {
        (FIXED_LEN + self.game.len() + self.code.len()).div_ceil(8) * 8
    }

    /// Never empty: [`ValuesHeader::len`] is at least [`FIXED_LEN`].
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Checks that the names fit in a header.
    ///
    /// # Errors
    /// [`ValuesFileError::NameTooLong`].
    pub fn check(&self) -> Result<(), ValuesFileError> {
        for name in [&self.game, &self.code] {
            if u16::try_from(name.len()).is_err() {
                return Err(ValuesFileError::NameTooLong(name.clone()));
            }
        }
        Ok(())
    }

    /// The header's bytes ([`ValuesHeader::len`] of them). Names longer than 65,535
    /// bytes are cut (see [`ValuesHeader::check`]).
    pub fn encode(&self) -> Vec<u8> {
        let (game, code) = (cut_name(&self.game), cut_name(&self.code));
        let len = (FIXED_LEN + game.len() + code.len()).div_ceil(8) * 8;
        let mut out = Vec::with_capacity(len);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(len as u32).to_le_bytes());
        out.extend_from_slice(&self.first.to_le_bytes());
        out.extend_from_slice(&self.count.to_le_bytes());
        out.push(self.width.bytes() as u8);
        out.extend_from_slice(&[0, 0, 0]);
        out.extend_from_slice(&self.crc.to_le_bytes());
        out.extend_from_slice(&(game.len() as u16).to_le_bytes());
        out.extend_from_slice(&(code.len() as u16).to_le_bytes());
        out.extend_from_slice(game);
        out.extend_from_slice(code);
        out.resize(len, 0);
        out
    }

    /// The header's length, read from its first [`FIXED_LEN`] bytes (to know how much
    /// more to read before [`ValuesHeader::decode`]).
    ///
    /// # Errors
    /// As [`ValuesHeader::decode`], for the fixed part.
    pub fn declared_len(bytes: &[u8]) -> Result<usize, ValuesFileError> {
        if bytes.get(..MAGIC.len()) != Some(MAGIC) {
            return Err(ValuesFileError::NotAValuesFile);
        }
        if bytes.len() < FIXED_LEN {
            return Err(ValuesFileError::Damaged(
                crate::i18n::Message::new("reason-values-short-header")
                    .with("bytes", bytes.len() as u64)
                    .with("header", FIXED_LEN as u64),
            ));
        }
        let version = u32::from_le_bytes(word(bytes, 8));
        if version != VERSION {
            return Err(ValuesFileError::Version(version));
        }
        let len = u32::from_le_bytes(word(bytes, 12)) as usize;
        let names = usize::from(half(bytes, 40)) + usize::from(half(bytes, 42));
        if len != (FIXED_LEN + names).div_ceil(8) * 8 {
            return Err(ValuesFileError::Damaged(
                crate::i18n::Message::new("reason-values-names-need")
                    .with("declared", len as u64)
                    .with("need", ((FIXED_LEN + names).div_ceil(8) * 8) as u64),
            ));
        }
        Ok(len)
    }

    /// Reads a header from the start of `bytes` (which may go on with the values).
    ///
    /// # Errors
    /// [`ValuesFileError`]: not a values file, another version, or a damaged header.
    pub fn decode(bytes: &[u8]) -> Result<ValuesHeader, ValuesFileError> {
        let len = ValuesHeader::declared_len(bytes)?;
        if bytes.len() < len {
            return Err(ValuesFileError::Damaged(
                crate::i18n::Message::new("reason-values-length")
                    .with("bytes", bytes.len() as u64)
                    .with("declared", len as u64),
            ));
        }
        let byte = bytes.get(32).copied().unwrap_or(0);
        let width = Width::of_bytes(byte).ok_or_else(|| {
            ValuesFileError::Damaged(
                crate::i18n::Message::new("reason-values-width").with("width", u64::from(byte)),
            )
        })?;
        let g = usize::from(half(bytes, 40));
        let c = usize::from(half(bytes, 42));
        let text = |from: usize, len: usize| {
            let b = bytes.get(from..from + len).ok_or_else(|| {
                ValuesFileError::Damaged(crate::i18n::Message::new("reason-values-names-past"))
            })?;
            String::from_utf8(b.to_vec()).map_err(|_| {
                ValuesFileError::Damaged(crate::i18n::Message::new("reason-values-name-utf8"))
            })
        };
        Ok(ValuesHeader {
            game: text(FIXED_LEN, g)?,
            code: text(FIXED_LEN + g, c)?,
            first: u64::from_le_bytes(long(bytes, 16)),
            count: u64::from_le_bytes(long(bytes, 24)),
            width,
            crc: u32::from_le_bytes(word(bytes, 36)),
        })
    }
}

/// The `N` bytes of `b` from `at` (zeros where `b` is shorter: callers check the length
/// of the fixed header first).
fn bytes_at<const N: usize>(b: &[u8], at: usize) -> [u8; N] {
    let mut out = [0; N];
    for (to, from) in out.iter_mut().zip(b.iter().skip(at)) {
        *to = *from;
    }
    out
}

/// A name's bytes, at most 65,535 of them.
fn cut_name(name: &str) -> &[u8] {
    let bytes = name.as_bytes();
    bytes.get(..usize::from(u16::MAX)).unwrap_or(bytes)
}

fn half(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes(bytes_at(b, at))
}

fn word(b: &[u8], at: usize) -> [u8; 4] {
    bytes_at(b, at)
}

fn long(b: &[u8], at: usize) -> [u8; 8] {
    bytes_at(b, at)
}

/// The CRC-32 of a values file's value bytes, computed as they are written or read.
#[derive(Debug, Clone, Default)]
pub struct Checksum(crc32fast::Hasher);

impl Checksum {
    /// An empty checksum.
    pub fn new() -> Checksum {
        Checksum::default()
    }

    /// Adds bytes.
    pub fn update(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }

    /// The CRC-32 of the bytes added so far.
    pub fn value(&self) -> u32 {
        self.0.clone().finalize()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_headers_are_refused() {
        let h = ValuesHeader {
            game: "g".into(),
            code: "0.6".into(),
            first: 5,
            count: 0,
            width: Width::U8,
            crc: 0,
        };
        let bytes = h.encode();
        assert_eq!(ValuesHeader::decode(&bytes).unwrap(), h);
        assert_eq!(
            ValuesHeader::decode(b"hello"),
            Err(ValuesFileError::NotAValuesFile)
        );
        assert!(ValuesHeader::decode(&bytes[..20]).is_err());
        let mut bad = bytes.clone();
        bad[32] = 3;
        assert!(ValuesHeader::decode(&bad).is_err());
        let mut bad = bytes;
        bad[8] = 2;
        assert_eq!(ValuesHeader::decode(&bad), Err(ValuesFileError::Version(2)));
    }
}
