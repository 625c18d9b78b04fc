//! The rows on disk. The JSON-lines file is the census's record: one [`Row`] per line,
//! each appended with one `write` and synced (`fsync`) before the next, so a census
//! killed at any moment leaves every finished row and at most one torn last line, which
//! [`read_rows`] cuts off. The CSV file holds the same rows; it is rewritten from the
//! JSON lines when a census starts and appended to (and synced) with them.
//!
//! ```
//! use grundy_census::row::{compute, Limits};
//! use grundy_census::store::{read_rows, Appender};
//! use std::sync::atomic::AtomicBool;
//! let dir = std::env::temp_dir().join(format!("census-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let out = dir.join("rows.jsonl");
//! let _ = std::fs::remove_file(&out);
//! let row = compute("0.77", "0.77", Limits { upto: 1 << 10 }, &AtomicBool::new(false));
//! let mut app = Appender::open(&out, &dir.join("rows.csv"), &[]).unwrap();
//! app.append(&row).unwrap();
//! drop(app);
//! std::fs::write(&out, format!("{}{{\"code\":\"0.", std::fs::read_to_string(&out).unwrap())).unwrap();
//! assert_eq!(read_rows(&out).unwrap(), vec![row]); // the torn line is cut
//! ```

use crate::row::Row;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// A census file that cannot be read or written. Its sentences are messages of the
/// catalogues (`locales/<lang>/tools.ftl`): `Display` is the English one,
/// [`Localized`](grundy::i18n::errors::Localized) any other (the operating system's words
/// stay as it says them).
#[derive(Debug, Error)]
#[error("{}", grundy::i18n::errors::english(self))]
pub enum StoreError {
    /// The operating system's error, with the file.
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// A line before the last that is not a row: not a census file, or damaged.
    NotARow {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// The parser's message.
        reason: String,
    },
}

impl grundy::i18n::errors::Localized for StoreError {
    fn message_in(&self, lang: grundy::Lang) -> String {
        use grundy::i18n::message;
        match self {
            StoreError::Io { path, source } => message(
                lang,
                "census-file-error",
                &[
                    ("path", path.display().to_string().into()),
                    ("error", source.to_string().into()),
                ],
            ),
            StoreError::NotARow { path, line, reason } => message(
                lang,
                "census-not-a-row",
                &[
                    ("path", path.display().to_string().into()),
                    ("line", line.to_string().into()),
                    ("reason", reason.into()),
                ],
            ),
        }
    }
}
grundy::localized_error!(StoreError);

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
    move |source| StoreError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The rows of a census file (none if it does not exist). A last line that is not a
/// complete row — a write cut short by a kill — is removed from the file.
///
/// # Errors
/// I/O errors; a line other than the last that is not a row ([`StoreError::NotARow`]).
pub fn read_rows(path: &Path) -> Result<Vec<Row>, StoreError> {
    let mut file = match OpenOptions::new().read(true).write(true).open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io(path)(e)),
    };
    let mut text = String::new();
    file.read_to_string(&mut text).map_err(io(path))?;
    let mut rows = Vec::new();
    let mut good_end = 0usize;
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let count = lines.len();
    for (i, line) in lines.into_iter().enumerate() {
        let complete = line.ends_with('\n');
        match serde_json::from_str::<Row>(line.trim_end()) {
            Ok(row) if complete => {
                rows.push(row);
                good_end += line.len();
            }
            Ok(_) => break,
            Err(_) if line.trim().is_empty() && complete => good_end += line.len(),
            Err(e) => {
                if i + 1 == count {
                    break;
                }
                return Err(StoreError::NotARow {
                    path: path.to_path_buf(),
                    line: i + 1,
                    reason: e.to_string(),
                });
            }
        }
    }
    if good_end < text.len() {
        file.set_len(good_end as u64).map_err(io(path))?;
        file.sync_all().map_err(io(path))?;
    }
    Ok(rows)
}

/// The CSV columns.
pub const CSV_HEADER: &str = "code,standard_form,status,preperiod,period,saltus,checked_to,largest_value,rare_mask,rare_by_parity,rare_count,common_count,theorem,observed_preperiod,observed_period,fingerprint,error";

/// A row as a CSV line (no newline); text fields quoted when they need it.
///
/// ```
/// use grundy_census::row::{compute, Limits};
/// use grundy_census::store::csv_line;
/// use std::sync::atomic::AtomicBool;
/// let row = compute("sub(1,2)", "0.33", Limits { upto: 100 }, &AtomicBool::new(false));
/// assert!(csv_line(&row).starts_with("\"sub(1,2)\",0.33,periodic,0,3,0,"));
/// ```
pub fn csv_line(r: &Row) -> String {
    fn text(s: &str) -> String {
        if s.contains([',', '"', '\n', '(', ' ']) {
            format!("\"{}\"", s.replace('"', "\"\""))
        } else {
            s.to_string()
        }
    }
    fn num<T: ToString>(x: Option<T>) -> String {
        x.map(|v| v.to_string()).unwrap_or_default()
    }
    [
        text(&r.code),
        text(&r.standard_form),
        r.status.as_str().to_string(),
        num(r.preperiod),
        num(r.period),
        num(r.saltus),
        r.checked_to.to_string(),
        r.largest_value.to_string(),
        num(r.rare_mask),
        num(r.rare_by_parity),
        num(r.rare_count),
        num(r.common_count),
        text(r.theorem.as_deref().unwrap_or("")),
        num(r.observed.map(|o| o[0])),
        num(r.observed.map(|o| o[1])),
        r.fingerprint.clone(),
        text(r.error.as_deref().unwrap_or("")),
    ]
    .join(",")
}

/// Appends rows to the JSON-lines file and the CSV file, syncing both after each row.
#[derive(Debug)]
pub struct Appender {
    jsonl: File,
    jsonl_path: PathBuf,
    csv: File,
    csv_path: PathBuf,
}

impl Appender {
    /// Opens `jsonl` for appending (created if missing) and rewrites `csv` (through a
    /// temporary file and a rename) with the header and `existing`, the rows already in
    /// `jsonl`.
    ///
    /// # Errors
    /// I/O errors, with the file.
    pub fn open(jsonl: &Path, csv: &Path, existing: &[Row]) -> Result<Appender, StoreError> {
        let jsonl_file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(jsonl)
            .map_err(io(jsonl))?;
        let mut text = format!("{CSV_HEADER}\n");
        for r in existing {
            text.push_str(&csv_line(r));
            text.push('\n');
        }
        let tmp = csv.with_extension("csv.tmp");
        {
            let mut f = File::create(&tmp).map_err(io(&tmp))?;
            f.write_all(text.as_bytes()).map_err(io(&tmp))?;
            f.sync_all().map_err(io(&tmp))?;
        }
        std::fs::rename(&tmp, csv).map_err(io(csv))?;
        let mut csv_file = OpenOptions::new().append(true).open(csv).map_err(io(csv))?;
        csv_file.seek(SeekFrom::End(0)).map_err(io(csv))?;
        Ok(Appender {
            jsonl: jsonl_file,
            jsonl_path: jsonl.to_path_buf(),
            csv: csv_file,
            csv_path: csv.to_path_buf(),
        })
    }

    /// Appends one row to both files (one `write` each) and syncs them.
    ///
    /// # Errors
    /// I/O errors, with the file.
    pub fn append(&mut self, row: &Row) -> Result<(), StoreError> {
        let mut line = serde_json::to_string(row).map_err(|e| StoreError::Io {
            path: self.jsonl_path.clone(),
            source: std::io::Error::other(e),
        })?;
        line.push('\n');
        self.jsonl
            .write_all(line.as_bytes())
            .map_err(io(&self.jsonl_path))?;
        self.jsonl.sync_data().map_err(io(&self.jsonl_path))?;
        let csv = format!("{}\n", csv_line(row));
        self.csv
            .write_all(csv.as_bytes())
            .map_err(io(&self.csv_path))?;
        self.csv.sync_data().map_err(io(&self.csv_path))?;
        Ok(())
    }
}
