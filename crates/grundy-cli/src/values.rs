//! Values files of `grundy seq`: written as the values are computed (CSV, JSON lines, an
//! OEIS b-file, or the binary format of [`grundy::sequence::values_file`]), and read back
//! for `--check` and `--compare` (any of these, and plain `n value` or one-value-a-line
//! text from other programs).
//!
//! A file given with `--out FILE` is written to `FILE.part` and renamed to `FILE` when
//! the run ends; an interrupted run leaves `FILE.part`, which `--resume` continues (its
//! values up to the checkpoint are checked and kept, the rest cut off), so a resumed
//! run's file equals an uninterrupted one's byte for byte. Standard output is written as
//! it goes.

use crate::checkpoint::{output_target, OutputTarget};
use crate::lang::{shown, tr};
use anyhow::{anyhow, bail, Context, Result};
use grundy::sequence::values_file::{Checksum, ValuesHeader, Width};
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// A format of values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `n,g` rows after a `n,g` line.
    Csv,
    /// `{"n":0,"g":0}` lines.
    Jsonl,
    /// An OEIS b-file: a `#` comment line, then `n value` lines.
    Bfile,
    /// The binary format, values of this width.
    Binary(Width),
}

impl Format {
    /// The format of a `--format` name.
    pub fn parse(name: &str) -> Result<Format> {
        Ok(match name {
            "csv" => Format::Csv,
            "jsonl" => Format::Jsonl,
            "bfile" => Format::Bfile,
            other => Format::Binary(Width::parse(other).ok_or_else(|| {
                anyhow!(tr!(
                    "cmd-values-unknown-format",
                    format = format!("{other:?}")
                ))
            })?),
        })
    }

    /// The format a file name suggests (`.csv`, `.jsonl`), if any.
    pub fn of_path(path: &Path) -> Option<Format> {
        match path.extension()?.to_str()? {
            "csv" => Some(Format::Csv),
            "jsonl" => Some(Format::Jsonl),
            _ => None,
        }
    }
}

/// What a values file says about itself.
#[derive(Debug, Clone)]
pub struct Meta {
    /// The game as named.
    pub game: String,
    /// Its code.
    pub code: String,
}

/// Where the values go.
enum Target {
    /// Standard output, written as it goes.
    Stdout(std::io::BufWriter<std::io::Stdout>),
    /// `part`, renamed to `path` at the end.
    File {
        path: PathBuf,
        part: PathBuf,
        file: std::io::BufWriter<File>,
    },
    /// A character device or a pipe, written in place (never replaced by a file; no
    /// partial file to resume from).
    Device {
        path: PathBuf,
        file: std::io::BufWriter<File>,
    },
}

impl Write for Target {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Target::Stdout(w) => w.write(buf),
            Target::File { file, .. } | Target::Device { file, .. } => file.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Target::Stdout(w) => w.flush(),
            Target::File { file, .. } | Target::Device { file, .. } => file.flush(),
        }
    }
}

/// A values output being written: values arrive in order of `n`; those before `next`
/// (already written, or before `--from`) and after `upto` are skipped.
pub struct Sink {
    format: Format,
    target: Target,
    header: Option<ValuesHeader>,
    crc: Checksum,
    /// The next `n` to write.
    next: u64,
    upto: u64,
    buf: Vec<u8>,
    /// Keep the partial file when dropped (an interrupt); else it is removed.
    keep_part: bool,
    done: bool,
}

/// Bytes gathered before a write.
const BUFFER: usize = 1 << 16;

impl Sink {
    /// A new output of `G(from..=upto)` to `out` (standard output when `None`), a fresh
    /// one: the partial file of an earlier run is overwritten.
    pub fn create(
        format: Format,
        out: Option<&Path>,
        meta: &Meta,
        from: u64,
        upto: u64,
    ) -> Result<Sink> {
        let target = match out {
            None => {
                if matches!(format, Format::Binary(_)) {
                    bail!(tr!("cmd-values-binary-needs-out"));
                }
                Target::Stdout(std::io::BufWriter::with_capacity(BUFFER, std::io::stdout()))
            }
            Some(path) => match output_target(path)? {
                // Symbolic links followed: `FILE.part` beside the file itself.
                OutputTarget::Replace(path) => {
                    let part = part_path(&path)?;
                    let file = File::create(&part)
                        .with_context(|| tr!("cmd-cannot-create", file = shown(&part)))?;
                    Target::File {
                        path,
                        part,
                        file: std::io::BufWriter::with_capacity(BUFFER, file),
                    }
                }
                OutputTarget::InPlace(path) => {
                    if matches!(format, Format::Binary(_)) && is_pipe(&path) {
                        bail!(tr!("cmd-values-binary-pipe", file = shown(&path)));
                    }
                    let file = std::fs::OpenOptions::new()
                        .write(true)
                        .open(&path)
                        .with_context(|| tr!("cmd-cannot-open", file = shown(&path)))?;
                    Target::Device {
                        path,
                        file: std::io::BufWriter::with_capacity(BUFFER, file),
                    }
                }
            },
        };
        let header = binary_header(format, meta, from);
        if let Some(h) = &header {
            h.check()?;
        }
        let mut sink = Sink {
            format,
            target,
            header,
            crc: Checksum::new(),
            next: from,
            upto,
            buf: Vec::with_capacity(BUFFER + 64),
            keep_part: false,
            done: false,
        };
        match format {
            Format::Csv => sink.buf.extend_from_slice(b"n,g\n"),
            Format::Jsonl => {}
            Format::Bfile => sink.buf.extend_from_slice(
                format!(
                    "# G(n), the nim-sequence of {} ({}), for n = {from}..{upto}; written by grundy\n",
                    meta.game, meta.code
                )
                .as_bytes(),
            ),
            Format::Binary(_) => {
                if let Some(h) = &sink.header {
                    sink.buf.extend_from_slice(&h.encode());
                }
            }
        }
        Ok(sink)
    }

    /// Continues the partial file `out.part` of an interrupted run: its values of
    /// `G(from..resume_at)` are read (each checked against `known`, where it knows the
    /// value), the rest cut off. `None` when there is no partial file.
    pub fn resume(
        format: Format,
        out: &Path,
        meta: &Meta,
        from: u64,
        upto: u64,
        resume_at: u64,
        known: &dyn Fn(u64) -> Option<u64>,
    ) -> Result<Option<Sink>> {
        let out = match output_target(out)? {
            OutputTarget::Replace(file) => file,
            // A device or a pipe has no partial file: written afresh.
            OutputTarget::InPlace(_) => return Ok(None),
        };
        let out = out.as_path();
        let part = part_path(out)?;
        if !part.exists() {
            return Ok(None);
        }
        let name = part.display().to_string();
        let mut reader = Reader::open(&part)?;
        let want = resume_at.clamp(from, upto.saturating_add(1));
        let mut crc = Checksum::new();
        // The text formats' first line (CSV's `n,g`, the b-file's comment) stays.
        let mut bytes_to_keep = match format {
            Format::Csv | Format::Bfile => first_line_len(&part, format)?,
            Format::Jsonl | Format::Binary(_) => reader.data_start,
        };
        match (format, &reader.header) {
            (Format::Binary(w), Some(h))
                if (h.width, h.first, &h.code) != (w, from, &meta.code) =>
            {
                bail!(tr!(
                    "cmd-values-other-part",
                    file = &name,
                    width = h.width.name(),
                    code = &h.code,
                    first = h.first
                ));
            }
            (Format::Binary(_), Some(_)) => {}
            (Format::Binary(_), None) | (_, Some(_)) => {
                bail!(tr!("cmd-values-other-format", file = &name))
            }
            _ => {}
        }
        let mut n = from;
        while n < want {
            let Some((m, v)) = reader.next()? else {
                bail!(tr!(
                    "cmd-values-part-short",
                    file = &name,
                    last = n.saturating_sub(1),
                    at = resume_at
                ));
            };
            if m != n {
                bail!(tr!("cmd-values-expected-n", file = &name, n = n, found = m));
            }
            if let Some(k) = known(n)
                && k != v
            {
                bail!(tr!(
                    "cmd-values-part-differs",
                    file = &name,
                    n = n,
                    value = v,
                    kept = k
                ));
            }
            if let Format::Binary(w) = format {
                let mut b = Vec::with_capacity(8);
                w.put(v, &mut b)?;
                crc.update(&b);
            }
            bytes_to_keep = reader.position;
            n += 1;
        }
        drop(reader);
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(&part)
            .with_context(|| tr!("cmd-cannot-open", file = &name))?;
        file.set_len(bytes_to_keep)
            .with_context(|| tr!("cmd-cannot-cut", file = &name))?;
        let mut file = std::io::BufWriter::with_capacity(BUFFER, file);
        file.seek(SeekFrom::End(0))?;
        let header = binary_header(format, meta, from);
        Ok(Some(Sink {
            format,
            target: Target::File {
                path: out.to_path_buf(),
                part,
                file,
            },
            header,
            crc,
            next: want,
            upto,
            buf: Vec::with_capacity(BUFFER + 64),
            keep_part: false,
            done: false,
        }))
    }

    /// Writes `G(n) = v` if it is the next value to write; values before it are skipped.
    ///
    /// # Errors
    /// A value the format cannot hold (`u8` and a value above 255), a gap (a value
    /// missing before `n`), or a failed write.
    pub fn push(&mut self, n: u64, v: u64) -> Result<()> {
        if n < self.next || n > self.upto {
            return Ok(());
        }
        if n > self.next {
            bail!(tr!(
                "cmd-internal-value-skipped",
                missing = self.next.to_string(),
                n = n.to_string()
            ));
        }
        match self.format {
            Format::Csv => self.row(b"", n, b",", v, b"\n"),
            Format::Jsonl => self.row(b"{\"n\":", n, b",\"g\":", v, b"}\n"),
            Format::Bfile => self.row(b"", n, b" ", v, b"\n"),
            Format::Binary(w) => {
                let at = self.buf.len();
                w.put(v, &mut self.buf).map_err(|e| {
                    anyhow!(tr!(
                        "cmd-values-too-wide",
                        format = w.name(),
                        n = n,
                        value = v,
                        why = e.to_string()
                    ))
                })?;
                self.crc.update(&self.buf[at..]);
            }
        }
        self.next += 1;
        if self.buf.len() >= BUFFER {
            self.target.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Buffers a text row: `before n between v after`.
    fn row(&mut self, before: &[u8], n: u64, between: &[u8], v: u64, after: &[u8]) {
        self.buf.extend_from_slice(before);
        self.buf
            .extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
        self.buf.extend_from_slice(between);
        self.buf
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        self.buf.extend_from_slice(after);
    }

    /// Writes what is buffered, and for a file makes it durable (before a checkpoint is
    /// saved, so that the partial file always holds at least the checkpoint's values).
    pub fn sync(&mut self) -> Result<()> {
        self.target.write_all(&self.buf)?;
        self.buf.clear();
        self.target.flush()?;
        if let Target::File { file, part, .. } = &mut self.target {
            file.get_ref()
                .sync_data()
                .with_context(|| tr!("cmd-cannot-write", file = shown(part)))?;
        }
        Ok(())
    }

    /// The run was interrupted: what is written stays (the partial file, for `--resume`).
    pub fn interrupt(mut self) -> Result<Option<PathBuf>> {
        self.keep_part = true;
        self.sync()?;
        Ok(match &self.target {
            Target::File { part, .. } => Some(part.clone()),
            Target::Stdout(_) | Target::Device { .. } => None,
        })
    }

    /// The run ended: completes the header, and moves the file into place.
    ///
    /// # Errors
    /// When not every value up to `upto` was written, or a write fails.
    pub fn finish(mut self) -> Result<()> {
        if self.next <= self.upto {
            bail!(tr!(
                "cmd-internal-values-end",
                last = self.next.saturating_sub(1).to_string(),
                upto = self.upto.to_string()
            ));
        }
        self.sync()?;
        if let Some(h) = &mut self.header {
            h.count = self.upto + 1 - h.first;
            h.crc = self.crc.value();
        }
        let header = self.header.clone();
        if let Target::File { path, part, file } = &mut self.target {
            if let Some(h) = &header {
                let f = file.get_mut();
                f.seek(SeekFrom::Start(0))?;
                f.write_all(&h.encode())?;
            }
            file.flush()?;
            file.get_ref()
                .sync_all()
                .with_context(|| tr!("cmd-cannot-write", file = shown(part)))?;
            std::fs::rename(&*part, &*path)
                .with_context(|| tr!("cmd-cannot-move", file = shown(part), to = shown(path)))?;
        }
        if let Target::Device { path, file } = &mut self.target {
            if let Some(h) = &header {
                let at = shown(path);
                let f = file.get_mut();
                f.seek(SeekFrom::Start(0))
                    .and_then(|_| f.write_all(&h.encode()))
                    .with_context(|| tr!("cmd-cannot-write", file = at))?;
            }
            file.flush()
                .with_context(|| tr!("cmd-cannot-write", file = shown(path)))?;
        }
        self.done = true;
        Ok(())
    }
}

impl Drop for Sink {
    /// An output that neither finished nor was interrupted (an error) leaves no file.
    fn drop(&mut self) {
        if let Target::File { part, .. } = &self.target
            && !self.done
            && !self.keep_part
        {
            let _ = std::fs::remove_file(part);
        }
    }
}

/// The header a binary output starts with (count and checksum 0 until it finishes).
fn binary_header(format: Format, meta: &Meta, from: u64) -> Option<ValuesHeader> {
    match format {
        Format::Binary(width) => Some(ValuesHeader {
            game: meta.game.clone(),
            code: meta.code.clone(),
            first: from,
            count: 0,
            width,
            crc: 0,
        }),
        _ => None,
    }
}

/// Whether `path` is a FIFO (a binary output, whose header is rewritten at the end,
/// cannot go there).
fn is_pipe(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        std::fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

/// `FILE.part`, beside `FILE`.
pub fn part_path(path: &Path) -> Result<PathBuf> {
    let name = path
        .file_name()
        .with_context(|| tr!("cmd-not-file-name", file = shown(path)))?;
    let mut part = name.to_os_string();
    part.push(".part");
    Ok(path.with_file_name(part))
}

/// A values file read in order: `(n, G(n))` pairs.
pub struct Reader {
    name: String,
    input: BufReader<File>,
    /// The binary header, for a binary file.
    pub header: Option<ValuesHeader>,
    /// Where the values start.
    data_start: u64,
    /// The bytes read so far (after the last value returned).
    position: u64,
    /// The `n` of the next value without its own `n` (binary, one value a line).
    next_n: u64,
    /// Binary: values left, and the checksum of those read.
    left: u64,
    crc: Checksum,
    line: String,
    line_no: u64,
}

impl Reader {
    /// Opens a values file: binary when it starts with the magic bytes, else text.
    pub fn open(path: &Path) -> Result<Reader> {
        let name = path.display().to_string();
        let file = crate::input::open_file(path)?;
        let mut input = BufReader::with_capacity(1 << 16, file);
        let start = input.fill_buf()?.to_vec();
        let mut reader = Reader {
            name: name.clone(),
            input,
            header: None,
            data_start: 0,
            position: 0,
            next_n: 0,
            left: 0,
            crc: Checksum::new(),
            line: String::new(),
            line_no: 0,
        };
        if start.starts_with(grundy::sequence::values_file::MAGIC) {
            let mut fixed = vec![0u8; grundy::sequence::values_file::FIXED_LEN];
            reader
                .input
                .read_exact(&mut fixed)
                .with_context(|| tr!("cmd-values-header-short", file = &name))?;
            let len = ValuesHeader::declared_len(&fixed).with_context(|| name.clone())?;
            let mut bytes = fixed;
            bytes.resize(len, 0);
            reader
                .input
                .read_exact(&mut bytes[grundy::sequence::values_file::FIXED_LEN..])
                .with_context(|| tr!("cmd-values-header-short", file = &name))?;
            let header = ValuesHeader::decode(&bytes).with_context(|| name.clone())?;
            reader.data_start = len as u64;
            reader.position = len as u64;
            reader.next_n = header.first;
            reader.left = header.count;
            reader.header = Some(header);
        }
        Ok(reader)
    }

    /// The file's name, for messages.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The next `(n, G(n))`, `None` at the end. A binary file is read to its end as
    /// its header's count says (the values after it are not read; a partial file's
    /// header says 0, and its values are read to the end of the file).
    ///
    /// # Errors
    /// A line that is not a value, or a read error.
    pub fn next(&mut self) -> Result<Option<(u64, u64)>> {
        if let Some(h) = &self.header {
            let w = h.width;
            let partial = h.count == 0;
            if !partial && self.left == 0 {
                return Ok(None);
            }
            let mut b = [0u8; 8];
            let got = read_up_to(&mut self.input, &mut b[..w.bytes()])?;
            if got == 0 && partial {
                return Ok(None);
            }
            if got < w.bytes() {
                bail!(tr!(
                    "cmd-values-ends-early",
                    file = &self.name,
                    count = self.next_n - h.first,
                    header = h.count
                ));
            }
            self.crc.update(&b[..w.bytes()]);
            self.left = self.left.saturating_sub(1);
            self.position += w.bytes() as u64;
            let n = self.next_n;
            self.next_n += 1;
            return Ok(Some((n, w.get(&b))));
        }
        loop {
            self.line.clear();
            let read = self.input.read_line(&mut self.line)?;
            if read == 0 {
                return Ok(None);
            }
            self.position += read as u64;
            self.line_no += 1;
            let line = self.line.trim();
            if line.is_empty() || line.starts_with('#') || (self.line_no == 1 && line == "n,g") {
                continue;
            }
            let row = parse_row(line).ok_or_else(|| {
                anyhow!(tr!(
                    "cmd-values-bad-row",
                    file = &self.name,
                    line = self.line_no,
                    text = format!("{:?}", shorten(line))
                ))
            })?;
            let (n, v) = match row {
                (Some(n), v) => (n, v),
                (None, v) => (self.next_n, v),
            };
            self.next_n = n + 1;
            return Ok(Some((n, v)));
        }
    }

    /// For a binary file read to its end: true when its checksum matches.
    pub fn checksum_matches(&self) -> Option<bool> {
        let h = self.header.as_ref()?;
        Some(self.crc.value() == h.crc)
    }
}

/// The length of the first line of a partial text file, which must be the format's own.
fn first_line_len(part: &Path, format: Format) -> Result<u64> {
    let mut line = String::new();
    BufReader::new(File::open(part)?).read_line(&mut line)?;
    let ok = match format {
        Format::Csv => line == "n,g\n",
        _ => line.starts_with('#') && line.ends_with('\n'),
    };
    if !ok {
        bail!(tr!("cmd-values-other-first-line", file = shown(part)));
    }
    Ok(line.len() as u64)
}

/// Reads until `buf` is full or the input ends; the bytes read.
fn read_up_to(input: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match input.read(&mut buf[got..])? {
            0 => break,
            k => got += k,
        }
    }
    Ok(got)
}

/// A text row: `n,g`, `n g`, `{"n":n,"g":g}`, or a lone value.
fn parse_row(line: &str) -> Option<(Option<u64>, u64)> {
    if line.starts_with('{') {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        return Some((Some(v.get("n")?.as_u64()?), v.get("g")?.as_u64()?));
    }
    let mut parts = line
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty());
    let a = parts.next()?.parse().ok()?;
    match parts.next() {
        None => Some((None, a)),
        Some(b) => {
            let b = b.parse().ok()?;
            parts.next().is_none().then_some((Some(a), b))
        }
    }
}

fn shorten(s: &str) -> String {
    s.chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_every_text_format() {
        assert_eq!(parse_row("3,1"), Some((Some(3), 1)));
        assert_eq!(parse_row("3 1"), Some((Some(3), 1)));
        assert_eq!(parse_row("{\"n\":3,\"g\":1}"), Some((Some(3), 1)));
        assert_eq!(parse_row("7"), Some((None, 7)));
        assert_eq!(parse_row("a,b"), None);
        assert_eq!(parse_row("1 2 3"), None);
    }

    fn meta() -> Meta {
        Meta {
            game: "kayles".into(),
            code: "0.77".into(),
        }
    }

    fn write_values(format: Format, out: &Path) -> Result<()> {
        let mut sink = Sink::create(format, Some(out), &meta(), 0, 9)?;
        for n in 0..10 {
            sink.push(n, n % 3)?;
        }
        sink.finish()
    }

    /// Hardening II F5: `grundy seq --out` to a character device writes in place and
    /// leaves it a device (first a node made in a temporary folder as root, so that a
    /// regression stops the test before /dev/null is touched).
    #[cfg(unix)]
    #[test]
    fn values_to_a_device_leave_it_a_device() {
        use std::os::unix::fs::FileTypeExt;
        let is_device =
            |p: &Path| std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_char_device());
        let dir = tempfile::tempdir().unwrap();
        let null = dir.path().join("null");
        let made = std::process::Command::new("mknod")
            .arg(&null)
            .args(["c", "1", "3"])
            .status()
            .is_ok_and(|s| s.success());
        if made && std::fs::OpenOptions::new().write(true).open(&null).is_ok() {
            write_values(Format::Csv, &null).unwrap();
            assert!(is_device(&null), "the device node was replaced");
            write_values(Format::Binary(Width::U8), &null).unwrap();
            assert!(is_device(&null), "the device node was replaced");
            assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        }
        write_values(Format::Csv, Path::new("/dev/null")).unwrap();
        assert!(is_device(Path::new("/dev/null")));
    }

    /// Hardening II F5: `grundy seq --out` to a symbolic link writes the file it names
    /// (its `.part` beside that file) and leaves the link a link.
    #[cfg(unix)]
    #[test]
    fn values_to_a_link_leave_it_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        let link = dir.path().join("values.csv");
        std::os::unix::fs::symlink("sub/real.csv", &link).unwrap();
        write_values(Format::Csv, &link).unwrap();
        let kind = std::fs::symlink_metadata(&link).unwrap().file_type();
        assert!(kind.is_symlink(), "the link was replaced");
        let text = std::fs::read_to_string(sub.join("real.csv")).unwrap();
        assert!(text.starts_with("n,g\n0,0\n1,1\n"), "{text}");
        assert_eq!(std::fs::read_dir(&sub).unwrap().count(), 1);
    }
}
