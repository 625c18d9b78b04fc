//! Reading input files: Nim heaps (fast, for millions of heaps) and text files such as
//! graph edge lists. Errors name the file, the line and the offending text.

use crate::lang::tr;
use anyhow::{bail, Context, Result};
use grundy::NimHeaps;
use grundy::{Nat, Position};
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// The largest text file (e.g. an edge list) read whole.
const MAX_TEXT_FILE: u64 = 256 << 20;

/// What [`MAX_TEXT_FILE`] limits, in messages.
const TEXT_FILE: &str = "text-file";

/// The most digits one heap size may have.
const MAX_DIGITS: usize = grundy::language::MAX_SIZE_DIGITS;

/// Reads a position from `path` ("-" is stdin). A file of bare numbers is Nim heaps,
/// whitespace-separated (one per line is fine), read by a fast streaming parser that keeps
/// heaps at 8 bytes each while they fit in `u64`; a file whose first megabyte holds a
/// letter, a bracket or a '+' is read as the position language (up to 256 MiB).
pub fn read_position_file(path: &Path) -> Result<Position> {
    let name = path.display().to_string();
    let mut reader: Box<dyn Read> = if name == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        let file = open_file(path)?;
        if let Some(heaps) = parallel::read_heaps(&file) {
            return Ok(Position::nim(heaps));
        }
        Box::new(file)
    };
    let mut parser = HeapParser::default();
    let mut buf = vec![0u8; 1 << 20];
    let mut first = true;
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e).with_context(|| tr!("cmd-cannot-read", file = &name)),
        };
        if first && looks_like_language(&buf[..n]) {
            return read_language(reader, &buf[..n], &name);
        }
        first = false;
        parser
            .feed(&buf[..n])
            .with_context(|| tr!("cmd-input-in", file = &name))?;
    }
    let heaps = parser
        .finish()
        .with_context(|| tr!("cmd-input-in", file = &name))?;
    if heaps.is_empty() {
        bail!(tr!("cmd-input-no-heaps", file = &name));
    }
    Ok(Position::nim(heaps))
}

/// The rest of a position-language file, whose first bytes are `start`.
fn read_language(reader: Box<dyn Read + '_>, start: &[u8], name: &str) -> Result<Position> {
    let bytes = read_at_most(start.chain(reader), MAX_TEXT_FILE, name, TEXT_FILE)?;
    let text = text_from_bytes(bytes, name)?;
    parse_position(&text).with_context(|| tr!("cmd-input-in", file = name))
}

/// Reads a position in the position language; the files it names (`graph(FILE)`) are
/// read from disk with [`read_text_file`] (its limits and checks).
pub fn parse_position(text: &str) -> std::result::Result<Position, grundy::ParseError> {
    grundy::parse_position_with(text, &mut |file| {
        read_text_file(Path::new(file)).map_err(|e| format!("{e:#}").into())
    })
}

/// The position written in `words` (joined with spaces), read by `parse`; the refusal
/// says the position it was in, in `lang` (what `grundy analyze` and `grundy options`
/// read).
pub fn position_from_words(
    words: &[String],
    lang: grundy::Lang,
    parse: &mut dyn FnMut(&str) -> std::result::Result<Position, grundy::ParseError>,
) -> Result<Position> {
    if words.is_empty() {
        bail!(grundy::i18n::message(lang, "cli-no-position", &[]));
    }
    let text = words.join(" ");
    parse(&text).with_context(|| {
        grundy::i18n::message(
            lang,
            "cli-in-position",
            &[("position", format!("{:?}", shorten(&text)).into())],
        )
    })
}

fn shorten(s: &str) -> String {
    const MAX: usize = 60;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(MAX).collect::<String>())
    }
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

/// True for the bytes that separate heap sizes.
#[inline]
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\t' | b'\r')
}

impl HeapParser {
    /// Parses the next bytes of the input. Runs of tokens that fit in `u64` go through
    /// [`fast::parse`]; anything else (a token split across chunks, a token too long for
    /// `u64`, a bad byte, the last bytes of a chunk) through [`HeapParser::feed_slow`],
    /// one token at a time, so that both give exactly the same heaps and errors.
    fn feed(&mut self, bytes: &[u8]) -> Result<()> {
        let mut i = 0;
        while i < bytes.len() {
            if self.big.is_some() {
                return self.feed_slow(&bytes[i..]);
            }
            if !self.in_token {
                let (used, lines) = fast::parse(&bytes[i..], &mut self.small);
                self.line += lines;
                self.offset += used as u64;
                i += used;
                if i == bytes.len() {
                    break;
                }
            }
            // One token (or bad byte) and the separator after it.
            let rest = &bytes[i..];
            let end = rest[1..]
                .iter()
                .position(|&b| is_space(b))
                .map_or(rest.len(), |p| p + 2);
            self.feed_slow(&rest[..end])?;
            i += end;
        }
        Ok(())
    }

    /// The reference parser: a byte at a time.
    fn feed_slow(&mut self, bytes: &[u8]) -> Result<()> {
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
                        bail!(tr!(
                            "cmd-input-too-many-digits",
                            line = self.line + 1,
                            digits = MAX_DIGITS
                        ));
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
                    0 => bail!(tr!("cmd-input-nul", at = at)),
                    b'-' => bail!(tr!("cmd-input-minus", line = line, at = at)),
                    0x20..=0x7e => bail!(tr!(
                        "cmd-input-bad-char",
                        line = line,
                        text = format!("{:?}", b as char),
                        at = at
                    )),
                    _ => bail!(tr!(
                        "cmd-input-bad-byte",
                        line = line,
                        byte = format!("0x{b:02x}"),
                        at = at
                    )),
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

/// The fast path of [`HeapParser::feed`]: whole tokens of up to 20 digits read eight bytes
/// at a time (SWAR), for inputs of millions of heaps.
mod fast {
    use super::is_space;

    /// Bytes a token may need to be read from its start: three 8-byte words.
    const WINDOW: usize = 24;

    const POW10: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];

    #[inline(always)]
    fn word(window: &[u8; WINDOW], i: usize) -> u64 {
        u64::from_le_bytes(window[i..i + 8].try_into().expect("8 bytes"))
    }

    /// 0x80 in each byte of `w` (the digit values, `byte ^ b'0'`) that is not a digit.
    #[inline(always)]
    fn non_digits(x: u64) -> u64 {
        const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        // (x & 0x7f) + 0x76 reaches 0x80 exactly when x & 0x7f >= 10; no carry crosses
        // bytes since 0x7f + 0x76 < 0x100.
        (((x & LOW7) + 0x7676_7676_7676_7676) | x) & HIGH
    }

    /// The value of eight digit values, the first (most significant) in the lowest byte.
    #[inline(always)]
    fn eight(x: u64) -> u64 {
        const MASK: u64 = 0x0000_00ff_0000_00ff;
        const MUL1: u64 = 100 + (1_000_000 << 32);
        const MUL2: u64 = 1 + (10_000 << 32);
        let x = x.wrapping_mul(10).wrapping_add(x >> 8);
        ((x & MASK)
            .wrapping_mul(MUL1)
            .wrapping_add(((x >> 16) & MASK).wrapping_mul(MUL2)))
            >> 32
    }

    /// The value of the first `r` (< 8) digit values of `x`.
    #[inline(always)]
    fn first(x: u64, r: usize) -> u64 {
        // Shift the other 8 - r bytes out (all of them when r is 0), without a branch.
        eight((x << (63 - 8 * r)) << 1)
    }

    /// The token at the start of `window`: its value and
    /// length in digits (0 when `bytes[i]` is not a digit), or `None` when it has more
    /// than 20 digits or does not fit in `u64`.
    #[inline(always)]
    fn token(window: &[u8; WINDOW]) -> Option<(u64, usize)> {
        const ZEROS: u64 = 0x3030_3030_3030_3030;
        let x0 = word(window, 0) ^ ZEROS;
        let m0 = non_digits(x0);
        if m0 != 0 {
            let len = (m0.trailing_zeros() / 8) as usize;
            return Some((first(x0, len), len));
        }
        let x1 = word(window, 8) ^ ZEROS;
        let m1 = non_digits(x1);
        if m1 != 0 {
            let r = (m1.trailing_zeros() / 8) as usize;
            return Some((eight(x0) * POW10[r] + first(x1, r), 8 + r));
        }
        let x2 = word(window, 16) ^ ZEROS;
        let m2 = non_digits(x2);
        if m2 == 0 {
            return None;
        }
        let r = (m2.trailing_zeros() / 8) as usize;
        let high = eight(x0) * 100_000_000 + eight(x1);
        let value = u128::from(high) * u128::from(POW10[r]) + u128::from(first(x2, r));
        Some((u64::try_from(value).ok()?, 16 + r))
    }

    /// Parses whitespace-separated tokens from the start of `bytes` into `out` while each
    /// fits in `u64` and lies well inside `bytes`. Returns how many bytes were consumed
    /// (stopping at a token's first byte, or at the end) and how many newlines they held.
    pub(super) fn parse(bytes: &[u8], out: &mut Vec<u64>) -> (usize, u64) {
        // Values are collected in a small local batch: no capacity check per heap.
        const BATCH: usize = 256;
        let mut batch = [0u64; BATCH];
        let mut filled = 0;
        let n = bytes.len();
        let mut lines = 0u64;
        let mut i = 0;
        loop {
            while i < n && is_space(bytes[i]) {
                lines += u64::from(bytes[i] == b'\n');
                i += 1;
            }
            if n - i < WINDOW {
                break;
            }
            let window: &[u8; WINDOW] = bytes[i..i + WINDOW].try_into().expect("window");
            match token(window) {
                Some((value, len)) if len > 0 && is_space(window[len]) => {
                    batch[filled] = value;
                    filled += 1;
                    if filled == BATCH {
                        out.extend_from_slice(&batch);
                        filled = 0;
                    }
                    lines += u64::from(window[len] == b'\n');
                    i += len + 1;
                }
                _ => break,
            }
        }
        out.extend_from_slice(&batch[..filled]);
        (i, lines)
    }
}

/// Large regular files: parsed in parallel, one byte range per thread, each range mapped
/// into memory (Linux) or read with positioned reads (no shared file cursor).
#[cfg(unix)]
mod parallel {
    use super::{is_space, HeapParser};
    use grundy::NimHeaps;
    use std::fs::File;
    use std::os::unix::fs::FileExt;

    /// Files smaller than this are read by one thread.
    const MIN_BYTES_PER_THREAD: u64 = 8 << 20;
    /// The read size of each thread.
    const CHUNK: usize = 1 << 20;

    /// The heaps of `file` when it is a large regular file of heap sizes that all fit in
    /// `u64`, read with several threads; `None` when the caller should read it
    /// sequentially instead: small or not a regular file, in the position language, or
    /// any error or big heap (the sequential reader then reports exactly what and where).
    pub(super) fn read_heaps(file: &File) -> Option<NimHeaps> {
        let meta = file.metadata().ok()?;
        let len = meta.len();
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(16) as u64;
        let threads = threads.min(len / MIN_BYTES_PER_THREAD);
        if !meta.is_file() || threads < 2 {
            return None;
        }
        // The position-language test of the sequential reader, on the same first bytes.
        let mut first = vec![0u8; CHUNK];
        let n = file.read_at(&mut first, 0).ok()?;
        if super::looks_like_language(&first[..n]) {
            return None;
        }
        drop(first);
        // Split at separators, so every range starts and ends between tokens.
        let mut bounds = vec![0u64];
        for t in 1..threads {
            let at = split_at(file, len * t / threads)?;
            if at > *bounds.last().expect("0") && at < len {
                bounds.push(at);
            }
        }
        bounds.push(len);
        if bounds.len() < 3 {
            return None;
        }
        let results: Vec<Option<Vec<u64>>> = std::thread::scope(|s| {
            let handles: Vec<_> = bounds
                .windows(2)
                .map(|w| {
                    let (start, end) = (w[0], w[1]);
                    // The first range's buffer has room for every heap of the file, so
                    // the others are appended without moving it.
                    let room = if start == 0 { len } else { end - start };
                    s.spawn(move || parse_range(file, start, end, room))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().ok().flatten())
                .collect()
        });
        let mut parts = results.into_iter().collect::<Option<Vec<_>>>()?.into_iter();
        let mut heaps = parts.next()?;
        let rest: Vec<Vec<u64>> = parts.collect();
        heaps.reserve_exact(rest.iter().map(Vec::len).sum());
        for part in rest {
            heaps.extend_from_slice(&part);
        }
        if heaps.is_empty() {
            return None;
        }
        heaps.shrink_to_fit();
        Some(NimHeaps::Small(heaps))
    }

    /// An empty buffer for the heaps of `bytes` bytes of text: room for the most heaps
    /// they can hold (a digit and a separator each). Only the pages written are ever
    /// resident; on Linux they are asked to be huge pages (far fewer page faults).
    fn heap_buffer(bytes: u64) -> Vec<u64> {
        let mut v = Vec::new();
        if v.try_reserve_exact((bytes / 2 + 1) as usize).is_err() {
            return Vec::new();
        }
        #[cfg(target_os = "linux")]
        {
            const HUGE: usize = 2 << 20;
            let start = v.as_ptr() as usize;
            let end = start + v.capacity() * std::mem::size_of::<u64>();
            let aligned = (start + HUGE - 1) & !(HUGE - 1);
            if end > aligned + HUGE {
                let len = (end - aligned) & !(HUGE - 1);
                // SAFETY: the range lies inside the vector's own allocation; MADV_HUGEPAGE
                // is only advice and changes no contents.
                unsafe {
                    libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
                }
            }
        }
        v
    }

    /// The offset of the first separator at or after `at` (`None` if there is none near).
    fn split_at(file: &File, at: u64) -> Option<u64> {
        let mut buf = vec![0u8; 64 << 10];
        let n = file.read_at(&mut buf, at).ok()?;
        let i = buf[..n].iter().position(|&b| is_space(b))?;
        Some(at + i as u64)
    }

    /// The heaps in `file[start..end]`, if all fit in `u64` and there is no error.
    fn parse_range(file: &File, start: u64, end: u64, room: u64) -> Option<Vec<u64>> {
        let mut parser = HeapParser {
            small: heap_buffer(room),
            offset: start,
            ..HeapParser::default()
        };
        #[cfg(target_os = "linux")]
        if let Some(done) = mapped::parse(file, start, end, &mut parser) {
            return done.then(|| finish(parser)).flatten();
        }
        let mut buf = vec![0u8; CHUNK];
        let mut at = start;
        while at < end {
            let want = CHUNK.min((end - at) as usize);
            let n = match file.read_at(&mut buf[..want], at) {
                Ok(0) => return None,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            };
            parser.feed(&buf[..n]).ok()?;
            if parser.big.is_some() || parser.overflowed {
                return None;
            }
            at += n as u64;
        }
        finish(parser)
    }

    /// The heaps of a range fully fed to `parser`, if all fit in `u64`.
    fn finish(mut parser: HeapParser) -> Option<Vec<u64>> {
        parser.end_token();
        if parser.big.is_some() {
            return None;
        }
        Some(parser.small)
    }

    /// Reading a range through a memory map: no copy into a buffer (the reads' cost, a
    /// third of the time of the whole analysis). Each window of the map is dropped from
    /// the process once parsed, so the file never counts in its resident memory beyond
    /// one window a thread.
    #[cfg(target_os = "linux")]
    mod mapped {
        use super::HeapParser;
        use std::fs::File;
        use std::os::fd::AsRawFd;

        const PAGE: usize = 4096;
        const WINDOW: usize = 4 << 20;

        /// Feeds `file[start..end]` to `parser`: `Some(true)` when all of it parsed as
        /// `u64` heaps, `Some(false)` on an error or a big heap, `None` when the file
        /// cannot be mapped (the caller then reads it).
        pub(super) fn parse(
            file: &File,
            start: u64,
            end: u64,
            parser: &mut HeapParser,
        ) -> Option<bool> {
            let base = start & !(PAGE as u64 - 1);
            let len = usize::try_from(end - base).ok()?;
            let offset = libc::off_t::try_from(base).ok()?;
            // SAFETY: a fresh read-only private mapping of an open file, unmapped below
            // and only read through `bytes` while it exists. (Like every reader of
            // mapped files, this assumes the file is not truncated while it is read.)
            let ptr = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE,
                    file.as_raw_fd(),
                    offset,
                )
            };
            if ptr == libc::MAP_FAILED {
                return None;
            }
            // SAFETY: the mapping is `len` readable bytes.
            let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, len) };
            let mut at = (start - base) as usize;
            let mut ok = true;
            while at < len {
                let next = (at + WINDOW).min(len);
                if parser.feed(&bytes[at..next]).is_err()
                    || parser.big.is_some()
                    || parser.overflowed
                {
                    ok = false;
                    break;
                }
                let from = at & !(PAGE - 1);
                let to = next & !(PAGE - 1);
                // SAFETY: whole pages of our own mapping, already parsed; dropping them
                // only releases them (a later read would fault them in again).
                unsafe {
                    libc::madvise(
                        (ptr as *mut u8).add(from).cast(),
                        to - from,
                        libc::MADV_DONTNEED,
                    );
                }
                at = next;
            }
            // SAFETY: the mapping made above; `bytes` is not used after this.
            unsafe { libc::munmap(ptr, len) };
            Some(ok)
        }
    }
}

/// Parallel reading needs positioned reads; elsewhere every file is read sequentially.
#[cfg(not(unix))]
mod parallel {
    pub(super) fn read_heaps(_file: &std::fs::File) -> Option<grundy::NimHeaps> {
        None
    }
}

/// Whether the first bytes of a file mark it as the position language rather than bare
/// heap sizes: a letter, a '(' or a '+'.
fn looks_like_language(first: &[u8]) -> bool {
    first
        .iter()
        .any(|b| b.is_ascii_alphabetic() || b"(+".contains(b))
}

/// Reads a whole text file (such as an edge list), refusing binary data, files over
/// 256 MiB and what is not a file (see [`open_file`]): a device or a pipe that never ends
/// is cut off at the limit, never read until memory runs out.
pub fn read_text_file(path: &Path) -> Result<String> {
    let name = path.display().to_string();
    let file = open_file(path)?;
    if file
        .metadata()
        .is_ok_and(|m| m.is_file() && m.len() > MAX_TEXT_FILE)
    {
        bail!("{}", too_large(&name, MAX_TEXT_FILE, TEXT_FILE));
    }
    let bytes = read_at_most(file, MAX_TEXT_FILE, &name, TEXT_FILE)?;
    text_from_bytes(bytes, &name)
}

/// Opens `path` for reading, refusing what holds no file to read — a directory, a
/// device (`/dev/zero` would never end), a socket — with a message that says so. Regular
/// files and pipes (a FIFO, or a shell's `/dev/fd/N`) are opened.
pub fn open_file(path: &Path) -> Result<File> {
    let name = path.display().to_string();
    let meta = std::fs::metadata(path).with_context(|| tr!("cmd-cannot-open", file = &name))?;
    refuse_non_file(&meta, path)?;
    let file = File::open(path).with_context(|| tr!("cmd-cannot-open", file = &name))?;
    // What was opened, not what the path named a moment before.
    let meta = file
        .metadata()
        .with_context(|| tr!("cmd-cannot-read", file = &name))?;
    refuse_non_file(&meta, path)?;
    Ok(file)
}

/// An error unless `meta` is a regular file or a pipe.
fn refuse_non_file(meta: &std::fs::Metadata, path: &Path) -> Result<()> {
    let kind = meta.file_type();
    let what = match special_kind(&kind) {
        _ if kind.is_file() => return Ok(()),
        _ if kind.is_dir() => "directory",
        None => return Ok(()),
        Some(what) => what,
    };
    bail!(tr!(
        "cmd-input-not-a-file",
        file = path.display().to_string(),
        kind = what
    ))
}

/// What a special file that cannot be read whole is (a device, a socket); `None` for a
/// pipe, which is read like a file.
#[cfg(unix)]
fn special_kind(kind: &std::fs::FileType) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    Some(if kind.is_fifo() {
        return None;
    } else if kind.is_char_device() {
        "char-device"
    } else if kind.is_block_device() {
        "block-device"
    } else if kind.is_socket() {
        "socket"
    } else {
        "special"
    })
}

#[cfg(not(unix))]
fn special_kind(_kind: &std::fs::FileType) -> Option<&'static str> {
    Some("special")
}

/// Everything `reader` holds, if it is at most `limit` bytes: the read stops one byte past
/// the limit with an error naming `name`, the limit and `what` it is read as ("a text
/// file"), whatever the reader is (a file that grew, a pipe, a device), so nothing is
/// ever read without bound.
pub fn read_at_most(reader: impl Read, limit: u64, name: &str, what: &str) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .with_context(|| tr!("cmd-cannot-read", file = name))?;
    if bytes.len() as u64 > limit {
        bail!("{}", too_large(name, limit, what));
    }
    Ok(bytes)
}

/// The refusal of a file past `limit` bytes.
pub fn too_large(name: &str, limit: u64, what: &str) -> String {
    tr!(
        "cmd-input-too-large",
        file = name,
        limit = bytes_text(limit),
        what = what
    )
}

/// A byte count for people: `256 MiB`, `8 GiB`, `100 bytes`.
pub fn bytes_text(n: u64) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] {
        if n >= 1 << shift && n.trailing_zeros() >= shift {
            return format!("{} {unit}", n >> shift);
        }
    }
    tr!("cmd-bytes", count = n)
}

/// The bytes as text, refusing binary data with the offset of the first bad byte.
fn text_from_bytes(bytes: Vec<u8>, name: &str) -> Result<String> {
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        bail!(tr!("cmd-input-not-text", file = name, at = at));
    }
    String::from_utf8(bytes).map_err(|e| {
        anyhow::anyhow!(tr!(
            "cmd-input-not-utf8",
            file = name,
            at = e.utf8_error().valid_up_to()
        ))
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

    /// The byte-at-a-time reference parser over the same chunks.
    fn parse_slow(chunks: &[&[u8]]) -> Result<NimHeaps> {
        let mut p = HeapParser::default();
        for c in chunks {
            p.feed_slow(c)?;
        }
        p.finish()
    }

    #[test]
    fn fast_path_token_lengths() {
        for len in 1..=22usize {
            for lead in [b'0', b'1', b'9'] {
                let mut token = vec![lead];
                token.extend((1..len).map(|i| b'0' + (i * 7 % 10) as u8));
                let text = [&token[..], b"\n", &token[..], b" 5\n"].concat();
                let padded = [&text[..], &[b' '; 40][..]].concat();
                for input in [&text[..], &padded[..]] {
                    let got = parse(&[input]).unwrap();
                    let digits = std::str::from_utf8(&token).unwrap();
                    let want: Nat = digits.parse().unwrap();
                    assert_eq!(got.get(0), want, "{digits}");
                    assert_eq!(got.get(1), want, "{digits}");
                    assert_eq!(got.get(2), Nat::from(5u8));
                    assert_eq!(got, parse_slow(&[input]).unwrap());
                }
            }
        }
        let max = format!("{}\n{}\n", u64::MAX, "0".repeat(30));
        let h = parse(&[format!("{max}{}", " ".repeat(30)).as_bytes()]).unwrap();
        assert_eq!(h, NimHeaps::Small(vec![u64::MAX, 0]));
    }

    #[test]
    fn errors_after_fast_runs_have_exact_lines_and_offsets() {
        let mut text = "12345678901234567890\n".repeat(100);
        text.push_str("7 8x\n");
        let e = parse(&[text.as_bytes()]).unwrap_err().to_string();
        assert!(e.contains("line 101") && e.contains("at byte 2103"), "{e}");
        assert_eq!(e, parse_slow(&[text.as_bytes()]).unwrap_err().to_string());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]
        /// The fast parser, on random heap files cut into random chunks, gives what
        /// split_whitespace and parse give, and exactly the heaps or error of the
        /// byte-at-a-time reference parser.
        #[test]
        fn matches_reference_on_random_chunks(
            tokens in proptest::collection::vec(
                (0u8..8, proptest::prelude::any::<u64>(), 0usize..4, 0u8..6, 0usize..4), 0..60),
            bad in proptest::option::of((0usize..2000, proptest::sample::select(vec![b'x', b'-', 0u8, 0xff, b'.']))),
            cuts in proptest::collection::vec(0usize..2000, 0..6),
        ) {
            let mut text = Vec::new();
            for (kind, v, zeros, sep, seps) in tokens {
                text.resize(text.len() + zeros, b'0');
                let digits = match kind {
                    0 => (v % 10).to_string(),
                    1 => (v % 1_000_000_000).to_string(),
                    2 => format!("{v}{}", v % 1000),     // past u64
                    3 => format!("{}", v >> 1),
                    _ => v.to_string(),
                };
                text.extend(digits.bytes());
                let sep = [b'\n', b' ', b'\t', b'\r', b'\n', b' '][sep as usize];
                text.resize(text.len() + seps + 1, sep);
            }
            if let Some((at, b)) = bad {
                let at = at.min(text.len());
                text.insert(at, b);
            }
            let mut cuts: Vec<usize> = cuts.into_iter().map(|c| c.min(text.len())).collect();
            cuts.sort();
            let mut chunks = Vec::new();
            let mut prev = 0;
            for c in cuts.into_iter().chain([text.len()]) {
                chunks.push(&text[prev..c]);
                prev = c;
            }
            let got = parse(&chunks);
            let slow = parse_slow(&[&text[..]]);
            match (&got, &slow) {
                (Ok(a), Ok(b)) => proptest::prop_assert_eq!(a, b),
                (Err(a), Err(b)) => proptest::prop_assert_eq!(a.to_string(), b.to_string()),
                _ => proptest::prop_assert!(false, "{:?} vs {:?}", got, slow),
            }
            let reference: Option<Vec<Nat>> = std::str::from_utf8(&text).ok().and_then(|t| {
                t.split_whitespace().map(|w| {
                    if w.bytes().all(|b| b.is_ascii_digit()) { w.parse::<Nat>().ok() } else { None }
                }).collect()
            });
            match reference {
                Some(r) => proptest::prop_assert_eq!(got.unwrap(), NimHeaps::from_nats(r)),
                None => proptest::prop_assert!(got.is_err()),
            }
        }
    }

    /// A file large enough for the parallel reader (two ranges or more).
    fn large_file(tail: &str) -> (tempfile::TempDir, std::path::PathBuf, Vec<u64>) {
        let heaps: Vec<u64> = (0..1_200_000u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (i % 8))
            .collect();
        let mut text = String::new();
        for h in &heaps {
            text.push_str(&h.to_string());
            text.push('\n');
        }
        text.push_str(tail);
        assert!(text.len() > 16 << 20);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("heaps.txt");
        std::fs::write(&path, text).unwrap();
        (dir, path, heaps)
    }

    #[test]
    fn large_files_read_in_parallel_give_every_heap_in_order() {
        let (_dir, path, heaps) = large_file("");
        let p = read_position_file(&path).unwrap();
        assert_eq!(p, Position::nim(NimHeaps::Small(heaps)));
    }

    #[test]
    fn large_files_keep_exact_errors_and_big_heaps() {
        let (_dir, path, _) = large_file("5\n6 7x\n");
        let e = format!("{:#}", read_position_file(&path).unwrap_err());
        assert!(e.contains("line 1200002") && e.contains("'x'"), "{e}");
        let (_dir, path, heaps) = large_file("18446744073709551616\n");
        let p = read_position_file(&path).unwrap();
        let nim = p.components[0].downcast_ref::<grundy::games::nim::Nim>();
        let Some(NimHeaps::Big(big)) = nim.map(|n| n.heaps()) else {
            panic!("expected big heaps");
        };
        assert_eq!(big.len(), heaps.len() + 1);
        assert_eq!(big[123_456], Nat::from(heaps[123_456]));
        assert_eq!(big[heaps.len()].to_string(), "18446744073709551616");
    }

    #[test]
    fn reads_stop_one_byte_past_the_limit() {
        let endless = std::io::repeat(b'7');
        let e = read_at_most(endless, 1000, "the pipe", "a test").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the pipe is too large: more than 1000 bytes (the most grundy reads from a test)"
        );
        let exact = read_at_most(&[1u8; 1024][..], 1024, "f", "a test").unwrap();
        assert_eq!(exact.len(), 1024);
        assert_eq!(bytes_text(256 << 20), "256 MiB");
        assert_eq!(bytes_text(8 << 30), "8 GiB");
        assert_eq!(bytes_text(1000), "1000 bytes");
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
