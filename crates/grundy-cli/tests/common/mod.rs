//! Helpers shared by the CLI test files: run `grundy`, read its JSON, check refusals.
#![allow(dead_code)] // each test file uses a different subset

use assert_cmd::Command;
use serde_json::Value;

/// The `grundy` binary under test, in English whatever the machine's locale
/// (`tests/lang.rs` sets the locale variables itself).
pub fn grundy() -> Command {
    let mut c = Command::cargo_bin("grundy").unwrap();
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    c
}

/// Runs `grundy ARGS --json`, asserts success, returns the JSON.
pub fn json(args: &[&str]) -> Value {
    let out = grundy().args(args).arg("--json").output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Runs `grundy ARGS`, asserts success, returns the standard output.
pub fn stdout(args: &[&str]) -> String {
    let out = grundy().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The `after` text of every listed winning move.
pub fn afters(v: &Value) -> Vec<String> {
    v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["after"].as_str().unwrap().to_string())
        .collect()
}

/// A bad input: exit 2, exactly one line on stderr that contains `needle`, no panic, no
/// output.
pub fn refused(args: &[&str], needle: &str) {
    let out = grundy().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: output on a refusal");
}

/// As [`refused`], for inputs that once made grundy read without end (`/dev/zero`, a pipe
/// that never closes): the run is killed after a generous minute, so such a regression
/// fails instead of hanging the suite. (A guard, not a timing: the refusals take
/// milliseconds.)
pub fn refused_without_hanging(args: &[&str], needle: &str) {
    let out = grundy()
        .args(args)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?} (killed if None): {err}"
    );
    assert!(err.contains(needle), "{args:?}: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: output on a refusal");
}

/// A FIFO at `path`, and a thread that opens it for writing and writes `head`, then
/// `fill` bytes (or without end when `None`) of `byte`; write errors (the reader went
/// away) end the thread.
pub fn fifo_writer(path: &std::path::Path, head: Vec<u8>, byte: u8, fill: Option<u64>) {
    use std::io::Write;
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&path) else {
            return;
        };
        if f.write_all(&head).is_err() {
            return;
        }
        let block = vec![byte; 1 << 16];
        let mut left = fill.unwrap_or(u64::MAX);
        while left > 0 {
            let n = left.min(block.len() as u64) as usize;
            if f.write_all(&block[..n]).is_err() {
                return;
            }
            left -= n as u64;
        }
    });
}

/// The checkpoint file format read and written independently of grundy (magic line,
/// format 1, payload length, CRC-32 of the payload, the bincode payload): the tests craft
/// checkpoints with a valid checksum through it, and it pins the format down.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CheckpointFile {
    pub code: String,
    pub engine: grundy::heap::engine::EngineState,
    /// The histogram's counts: `[at even n, at odd n]` per value.
    pub histogram: Vec<[u64; 2]>,
    pub kept: Vec<u16>,
}

const MAGIC: &[u8] = b"GRUNDY-CKPT\n";

impl CheckpointFile {
    pub fn read(path: &std::path::Path) -> CheckpointFile {
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(&bytes[..12], MAGIC);
        assert_eq!(bytes[12..16], 1u32.to_le_bytes());
        let len = u64::from_le_bytes(bytes[16..24].try_into().unwrap());
        let payload = &bytes[28..];
        assert_eq!(payload.len() as u64, len);
        assert_eq!(bytes[24..28], crc32fast::hash(payload).to_le_bytes());
        bincode::deserialize(payload).unwrap()
    }

    pub fn write(&self, path: &std::path::Path) {
        let payload = bincode::serialize(self).unwrap();
        let mut bytes = MAGIC.to_vec();
        bytes.extend(1u32.to_le_bytes());
        bytes.extend((payload.len() as u64).to_le_bytes());
        bytes.extend(crc32fast::hash(&payload).to_le_bytes());
        bytes.extend(payload);
        std::fs::write(path, bytes).unwrap();
    }
}

/// Runs `grundy ARGS`, sends it Ctrl-C (SIGINT) after `ms` milliseconds, asserts it
/// stopped with exit 130 and a saved checkpoint; returns its standard error and how many
/// values it had computed (it says `G(0), …, G(computed − 1)`).
pub fn interrupted(args: &[&str], ms: u64) -> (String, u64) {
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(ms));
    // SAFETY: sending a signal to our own child process.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130));
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        err.contains("checkpoint saved") && err.contains("--resume"),
        "{err}"
    );
    // "interrupted after G(0), …, G(LAST)": LAST + 1 values computed.
    let computed = err
        .split("G(0), …, G(")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse::<u64>().ok())
        .map(|last| last + 1)
        .unwrap_or_else(|| panic!("no count in {err}"));
    (err, computed)
}

/// A host file for `n` timely processes on 127.0.0.1, in `dir`: ports the OS just gave
/// out, released again (so parallel tests get distinct ports).
pub fn hostfile(dir: &std::path::Path, n: usize) -> std::path::PathBuf {
    let listeners: Vec<_> = (0..n)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let text: String = listeners
        .iter()
        .map(|l| format!("127.0.0.1:{}\n", l.local_addr().unwrap().port()))
        .collect();
    drop(listeners);
    let path = dir.join("hosts");
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `grundy` with `args`: its exit status, standard output and standard error.
pub fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = grundy().args(args).output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// Checks a sentence in every language: `say(lang)` (what the command printed with
/// `--lang lang`) holds the words given for that language (English first, then ko, ru,
/// vi), and in the three others none of the English `words`.
pub fn said_in_every_language(
    say: impl Fn(&str) -> String,
    expected: [(&str, &str); 4],
    english: &[&str],
) {
    for (lang, words) in expected {
        let text = say(lang);
        assert!(text.contains(words), "{lang}: expected {words:?} in {text}");
        if lang != "en" {
            for e in english {
                assert!(!text.contains(e), "{lang} keeps the English {e:?}: {text}");
            }
        }
    }
}

/// The `grundy-check` binary (crate `grundy-check`, which shares no code with grundy),
/// beside this test binary's `grundy` (same profile and target directory).
///
/// `cargo test --workspace` has built it already (for its own crate's tests): it is used
/// when it is newer than every file of its crate and than `Cargo.lock`. Otherwise (a run of
/// this crate's tests alone, or a changed checker) it is built once per test run by `cargo
/// build -p grundy-check` — which resolves the dependencies' features for that package
/// alone, so it compiles serde, serde_json and clap again: about a minute on two cores,
/// spent only when needed.
pub fn grundy_check_bin() -> std::path::PathBuf {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let grundy = std::path::Path::new(env!("CARGO_BIN_EXE_grundy"));
            let profile_dir = grundy.parent().unwrap();
            let target_dir = profile_dir.parent().unwrap();
            let binary = profile_dir.join(format!("grundy-check{}", std::env::consts::EXE_SUFFIX));
            if is_newer_than_its_sources(&binary) {
                return binary;
            }
            let release = profile_dir.file_name().is_some_and(|n| n == "release");
            let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
            let mut build = std::process::Command::new(cargo);
            build
                .args([
                    "build",
                    "--quiet",
                    "-p",
                    "grundy-check",
                    "--bin",
                    "grundy-check",
                ])
                .arg("--target-dir")
                .arg(target_dir)
                .current_dir(env!("CARGO_MANIFEST_DIR"));
            if release {
                build.arg("--release");
            }
            let status = build.status().expect("cargo runs");
            assert!(status.success(), "cargo build -p grundy-check failed");
            binary
        })
        .clone()
}

/// Whether `binary` exists and was written after every file of the `grundy-check` crate
/// and the workspace's `Cargo.lock` last changed.
fn is_newer_than_its_sources(binary: &std::path::Path) -> bool {
    fn newest(path: &std::path::Path) -> std::time::SystemTime {
        let Ok(meta) = std::fs::metadata(path) else {
            return std::time::SystemTime::now();
        };
        let mut time = meta
            .modified()
            .unwrap_or_else(|_| std::time::SystemTime::now());
        if meta.is_dir() {
            for entry in std::fs::read_dir(path).into_iter().flatten().flatten() {
                time = time.max(newest(&entry.path()));
            }
        }
        time
    }
    let Ok(built) = std::fs::metadata(binary).and_then(|m| m.modified()) else {
        return false;
    };
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let sources =
        newest(&workspace.join("crates/grundy-check")).max(newest(&workspace.join("Cargo.lock")));
    built > sources
}
