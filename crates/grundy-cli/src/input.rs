//! Reading input files: Nim heaps (fast, for millions of heaps) and text files such as
//! graph edge lists. Errors name the file, the line and the offending text.

use anyhow::{bail, Context, Result};
use grundy::nim::NimHeaps;
use grundy::{Component, Nat, Position};
use std::io::Read;
use std::path::Path;

/// The largest text file (e.g. an edge list) read whole.
const MAX_TEXT_FILE: u64 = 256 << 20;

/// The most digits one heap size may have.
const MAX_DIGITS: usize = grundy::spec::MAX_SIZE_DIGITS;

/// Reads a position from `path` ("-" is stdin). A file of bare numbers is Nim heaps,
/// whitespace-separated (one per line is fine), read by a fast streaming parser that keeps
/// heaps at 8 bytes each while they fit in `u64`; a file whose first megabyte holds a
/// letter, a bracket or a '+' is read as the position language (up to 256 MiB).
pub fn read_position_file(path: &Path) -> Result<Position> {
    let name = path.display().to_string();
    let mut reader: Box<dyn Read> = if name == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(std::fs::File::open(path).with_context(|| format!("cannot open {name}"))?)
    };
    let mut parser = HeapParser::default();
    let mut buf = vec![0u8; 1 << 20];
    let mut first = true;
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e).with_context(|| format!("cannot read {name}")),
        };
        if first
            && buf[..n]
                .iter()
                .any(|b| b.is_ascii_alphabetic() || b"(+".contains(b))
        {
            return read_language(reader, &buf[..n], &name);
        }
        first = false;
        parser
            .feed(&buf[..n])
            .with_context(|| format!("in {name}"))?;
    }
    let heaps = parser.finish().with_context(|| format!("in {name}"))?;
    if heaps.is_empty() {
        bail!("{name} holds no heap sizes");
    }
    Ok(Position {
        components: vec![Component::Nim(heaps)],
    })
}

/// The rest of a position-language file, whose first bytes are `start`.
fn read_language(reader: Box<dyn Read + '_>, start: &[u8], name: &str) -> Result<Position> {
    let mut bytes = start.to_vec();
    reader
        .take(MAX_TEXT_FILE)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    let text = text_from_bytes(bytes, name)?;
    let mut read_file = |file: &str| -> std::result::Result<String, String> {
        read_text_file(Path::new(file)).map_err(|e| format!("{e:#}"))
    };
    grundy::parse_position_with(&text, &mut read_file).with_context(|| format!("in {name}"))
}

/// Streaming parser of whitespace-separated decimal heap sizes.
#[derive(Default)]
struct HeapParser {
    small: Vec<u64>,
    /// Set once a heap does not fit in u64: every heap from then on (and before) as Nat.
    big: Option<Vec<Nat>>,
    /// Digits of the current token when it overflowed u64.
    long_token: Vec<u8>,
    current: u64,
    in_token: bool,
    overflowed: bool,
    offset: u64,
    line: u64,
}

impl HeapParser {
    fn feed(&mut self, bytes: &[u8]) -> Result<()> {
        for (i, &b) in bytes.iter().enumerate() {
            if b.is_ascii_digit() {
                let d = u64::from(b - b'0');
                if !self.overflowed {
                    match self.current.checked_mul(10).and_then(|v| v.checked_add(d)) {
                        Some(v) => self.current = v,
                        None => {
                            self.overflowed = true;
                            self.long_token = self.current.to_string().into_bytes();
                            self.long_token.push(b);
                        }
                    }
                } else {
                    if self.long_token.len() >= MAX_DIGITS {
                        bail!(
                            "line {}: heap size too large (more than {MAX_DIGITS} digits)",
                            self.line + 1
                        );
                    }
                    self.long_token.push(b);
                }
                self.in_token = true;
            } else if b == b' ' || b == b'\n' || b == b'\t' || b == b'\r' {
                self.end_token();
                if b == b'\n' {
                    self.line += 1;
                }
            } else {
                let at = self.offset + i as u64;
                let line = self.line + 1;
                match b {
                    0 => bail!("binary data (a NUL byte) at byte {at}: expected heap sizes as decimal text"),
                    b'-' => bail!("line {line}: heap sizes must be non-negative integers (a '-' at byte {at})"),
                    0x20..=0x7e => bail!(
                        "line {line}: {:?} at byte {at} is not part of a heap size (non-negative decimal integers separated by whitespace)",
                        b as char
                    ),
                    _ => bail!("line {line}: unexpected byte 0x{b:02x} at byte {at}: expected heap sizes as decimal text"),
                }
            }
        }
        self.offset += bytes.len() as u64;
        Ok(())
    }

    fn end_token(&mut self) {
        if !self.in_token {
            return;
        }
        if self.overflowed {
            let text = std::str::from_utf8(&self.long_token).expect("digits");
            let n: Nat = text.parse().expect("digits parse");
            let big = self.big.get_or_insert_with(|| {
                std::mem::take(&mut self.small)
                    .into_iter()
                    .map(Nat::from)
                    .collect()
            });
            big.push(n);
            self.long_token.clear();
        } else if let Some(big) = &mut self.big {
            big.push(self.current.into());
        } else {
            self.small.push(self.current);
        }
        self.current = 0;
        self.in_token = false;
        self.overflowed = false;
    }

    fn finish(mut self) -> Result<NimHeaps> {
        self.end_token();
        Ok(match self.big {
            Some(big) => NimHeaps::from_nats(big),
            None => NimHeaps::Small(self.small),
        })
    }
}

/// Reads a whole text file (such as an edge list), refusing binary data and files over
/// 256 MiB.
pub fn read_text_file(path: &Path) -> Result<String> {
    let name = path.display().to_string();
    let meta = std::fs::metadata(path).with_context(|| format!("cannot open {name}"))?;
    if meta.len() > MAX_TEXT_FILE {
        bail!(
            "{name} is too large ({} bytes; at most {MAX_TEXT_FILE})",
            meta.len()
        );
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {name}"))?;
    text_from_bytes(bytes, &name)
}

/// The bytes as text, refusing binary data with the offset of the first bad byte.
fn text_from_bytes(bytes: Vec<u8>, name: &str) -> Result<String> {
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        bail!("{name} is not a text file (a NUL byte at byte {at})");
    }
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(
            "{name} is not UTF-8 text (invalid byte at byte {})",
            e.utf8_error().valid_up_to()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(chunks: &[&[u8]]) -> Result<NimHeaps> {
        let mut p = HeapParser::default();
        for c in chunks {
            p.feed(c)?;
        }
        p.finish()
    }

    #[test]
    fn tokens_split_across_chunks() {
        let h = parse(&[b"12 3", b"4\n5"]).unwrap();
        assert_eq!(h, NimHeaps::Small(vec![12, 34, 5]));
    }

    #[test]
    fn overflow_switches_to_big() {
        let h = parse(&[b"1 18446744073709551616 2"]).unwrap();
        assert_eq!(h.len(), 3);
        assert_eq!(h.get(1).to_string(), "18446744073709551616");
        assert_eq!(h.get(2), Nat::from(2u8));
    }

    #[test]
    fn bad_bytes_are_named() {
        let e = parse(&[b"1 2\n3 x"]).unwrap_err().to_string();
        assert!(e.contains("line 2") && e.contains("'x'"), "{e}");
        let e = parse(&[b"1 -2"]).unwrap_err().to_string();
        assert!(e.contains("non-negative"), "{e}");
        let e = parse(&[b"1\0"]).unwrap_err().to_string();
        assert!(e.contains("binary"), "{e}");
    }
}
