//! Checkpoint files of long nim-sequence runs: the library's [`Checkpoint`] bytes written
//! atomically (a temporary file `.NAME.tmp-PID` in the same folder, synced, then renamed
//! over the target) and read back with a limit (the header's declared length, at most
//! [`MAX_PAYLOAD`](grundy::sequence::checkpoint::MAX_PAYLOAD)); a damaged, truncated or foreign file is refused with a clear message,
//! never half-read. Temporary files left by a write that was killed are removed by the
//! next run.
//!
//! The atomic write is the one helper of every file the CLI writes whole (checkpoints,
//! graphs, quotients): [`output_target`] decides how a target is written — a regular
//! file (or a new one) through a temporary file renamed over it; a character device or a
//! pipe (`/dev/null`, `/dev/full`, a FIFO) in place, never replaced; a symbolic link
//! followed to the file it names (the temporary file beside that file), never replaced;
//! anything else refused.

use crate::input;
use crate::lang::{shown, tr};
use anyhow::{Context, Result};
use grundy::sequence::checkpoint::{CheckpointError, Header, HEADER_LEN};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

pub use grundy::sequence::checkpoint::Checkpoint;

/// Writes `checkpoint` to `path` atomically: either the old file or the new one is
/// there, never a mix, even if the process dies mid-write.
/// The checkpoint is streamed into the file ([`Checkpoint::write_to`]): saving the state
/// of a run of a billion values takes no memory beyond the run's own.
pub fn save(path: &Path, checkpoint: &Checkpoint) -> Result<()> {
    write_atomic_with(path, |f| {
        checkpoint.write_to(std::io::BufWriter::with_capacity(1 << 20, f))?;
        Ok(())
    })
    .with_context(|| tr!("cmd-cannot-write-checkpoint", file = shown(path)))
}

/// Writes `bytes` to `path` atomically: through a temporary file `.NAME.tmp-PID` in the
/// same folder, synced, then renamed over `path` (what [`remove_stale_temporaries`]
/// cleans up after a kill).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    write_atomic_with(path, |f| {
        f.write_all(bytes)?;
        Ok(())
    })
}

/// How a write reaches its target (see [`output_target`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutputTarget {
    /// A regular file, or none yet: written through a temporary file beside it and
    /// renamed over it. The path is the file itself, symbolic links followed.
    Replace(PathBuf),
    /// A character device or a pipe (`/dev/null`, `/dev/full`, a FIFO): written in
    /// place, never replaced by a regular file.
    InPlace(PathBuf),
}

/// The most symbolic links followed from an output path to its file (as the kernel's
/// own limit).
const MAX_LINKS: usize = 40;

/// How a write to `path` reaches it: symbolic links are followed to the file they name
/// (the link stays a link); a regular file or a new one is [`OutputTarget::Replace`]d; a
/// character device or a FIFO is written [`OutputTarget::InPlace`].
///
/// # Errors
/// A directory, a block device or a socket (refused, never replaced), a loop of links,
/// or a path that cannot be examined.
pub fn output_target(path: &Path) -> Result<OutputTarget> {
    let mut at = path.to_path_buf();
    for _ in 0..=MAX_LINKS {
        let meta = match std::fs::symlink_metadata(&at) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(OutputTarget::Replace(at));
            }
            Err(e) => {
                return Err(e).with_context(|| tr!("cmd-cannot-write", file = shown(path)));
            }
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let link = std::fs::read_link(&at)
                .with_context(|| tr!("cmd-cannot-write", file = shown(path)))?;
            at = match at.parent() {
                Some(dir) => dir.join(link),
                None => link,
            };
            continue;
        }
        if kind.is_file() {
            return Ok(OutputTarget::Replace(at));
        }
        if in_place(&kind) {
            return Ok(OutputTarget::InPlace(at));
        }
        anyhow::bail!(tr!("cmd-output-not-a-file", file = shown(path)));
    }
    anyhow::bail!(tr!(
        "cmd-output-too-many-links",
        file = shown(path),
        limit = MAX_LINKS
    ))
}

/// A character device or a FIFO: written in place.
#[cfg(unix)]
fn in_place(kind: &std::fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    kind.is_char_device() || kind.is_fifo()
}

/// Elsewhere only regular files are written.
#[cfg(not(unix))]
fn in_place(_: &std::fs::FileType) -> bool {
    false
}

/// [`write_atomic`] with the contents written by `write` into the temporary file (which
/// is then synced and renamed over the target), or straight into a device or a pipe
/// ([`output_target`]). The temporary files that killed writes of the same target left
/// are removed first ([`remove_stale_temporaries`]).
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> Result<()>,
) -> Result<()> {
    let path = match output_target(path)? {
        OutputTarget::Replace(file) => file,
        OutputTarget::InPlace(device) => {
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .open(&device)
                .with_context(|| tr!("cmd-cannot-open", file = shown(&device)))?;
            write(&mut f)
                .and_then(|()| Ok(f.flush()?))
                .with_context(|| tr!("cmd-cannot-write", file = shown(&device)))?;
            return Ok(());
        }
    };
    let path = path.as_path();
    remove_stale_temporaries(path);
    let (dir, name) = dir_and_name(path)?;
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let written = || -> Result<()> {
        let mut f = std::fs::File::create(&tmp)
            .with_context(|| tr!("cmd-cannot-create", file = shown(&tmp)))?;
        write(&mut f)?;
        f.sync_all()?;
        Ok(())
    };
    if let Err(e) = written() {
        let _ = std::fs::remove_file(&tmp);
        return Err(e).with_context(|| tr!("cmd-cannot-write", file = shown(path)));
    }
    std::fs::rename(&tmp, path)
        .with_context(|| tr!("cmd-cannot-move-into-place", file = shown(path)))?;
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// The folder of `path` ("." for a bare name) and its file name.
fn dir_and_name(path: &Path) -> Result<(&Path, String)> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .with_context(|| tr!("cmd-checkpoint-no-file-name"))?;
    Ok((dir, name.to_string_lossy().into_owned()))
}

/// Reads a checkpoint: its header first, then exactly the length it declares (at most
/// [`MAX_PAYLOAD`](grundy::sequence::checkpoint::MAX_PAYLOAD)), then the library checks length, checksum and encoding. What is not a
/// file (a device, a directory) is refused, and nothing past the declared length is
/// read. The contents are checked when the run is resumed
/// ([`Checkpoint::resume`]).
pub fn load(path: &Path) -> Result<Checkpoint> {
    let name = shown(path);
    let what = || tr!("cmd-the-checkpoint", file = &name);
    let mut file = input::open_file(path)?;
    let mut bytes = Vec::with_capacity(HEADER_LEN);
    (&mut file)
        .take(HEADER_LEN as u64)
        .read_to_end(&mut bytes)
        .with_context(|| tr!("cmd-cannot-read-checkpoint", file = &name))?;
    let header = Header::read(&bytes).with_context(what)?;
    if let Ok(meta) = file.metadata() {
        let found = meta.len().saturating_sub(HEADER_LEN as u64);
        if meta.is_file() && found != header.len {
            return Err(CheckpointError::Length {
                found,
                declared: header.len,
            })
            .with_context(what);
        }
    }
    // Decoded as it is read (no copy of the bytes); one byte more than declared tells a
    // longer file (or a pipe that goes on) apart.
    let reader = std::io::BufReader::with_capacity(1 << 20, file.take(header.len + 1));
    Checkpoint::read_payload(header, reader).with_context(what)
}

/// Removes the temporary files `.NAME.tmp-PID` that a write of `path` (a checkpoint, a
/// graph, any file [`write_atomic_with`] writes) left when its process was killed: those
/// whose process is gone, and those older than the file (a finished write renames its
/// file, so an older one was abandoned). Returns the files removed.
pub fn remove_stale_temporaries(path: &Path) -> Vec<PathBuf> {
    let Ok((dir, name)) = dir_and_name(path) else {
        return Vec::new();
    };
    let prefix = format!(".{name}.tmp-");
    let checkpoint_time = std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = file_name
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .filter(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if pid == std::process::id() {
            continue;
        }
        let older = checkpoint_time.is_some_and(|c| {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t < c)
        });
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_file && (older || !process_alive(pid)) && std::fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    removed
}

/// Whether process `pid` runs (Unix: signal 0 reaches it, or exists but is not ours).
#[cfg(unix)]
fn process_alive(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Elsewhere a process is assumed alive (only files older than the checkpoint go).
#[cfg(not(unix))]
fn process_alive(_pid: u32) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::heap::engine::EngineState;
    use grundy::heap::stats::Histogram;

    fn sample() -> Checkpoint {
        Checkpoint {
            code: "0.77".into(),
            engine: EngineState {
                format: 1,
                engine: "naive".into(),
                rule: "0.77".into(),
                computed: 3,
                values_from: 0,
                values: vec![0, 1, 2],
                max_value: 2,
                extra: Default::default(),
            },
            histogram: Histogram::default(),
            kept: vec![0, 1, 2],
        }
    }

    #[test]
    fn round_trip_and_damage_detection() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("k.ckpt");
        save(&path, &sample()).unwrap();
        assert_eq!(load(&path).unwrap(), sample());
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        assert!(format!("{:#}", load(&path).unwrap_err()).contains("checksum"));
        std::fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
        assert!(format!("{:#}", load(&path).unwrap_err()).contains("truncated"));
        std::fs::write(&path, b"hello").unwrap();
        assert!(format!("{:#}", load(&path).unwrap_err()).contains("not a grundy checkpoint"));
    }

    /// Hardening II F5: a symbolic link is followed (the file it names is written,
    /// through a temporary file beside that file), never replaced by a regular file.
    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_stays_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.json");
        std::fs::write(&real, b"old").unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        let is_link = |p: &Path| {
            std::fs::symlink_metadata(p)
                .unwrap()
                .file_type()
                .is_symlink()
        };
        assert!(is_link(&link), "the link was replaced");
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        // A link to nothing yet: the file it names is created.
        let dangling = dir.path().join("dangling.json");
        std::os::unix::fs::symlink("made.json", &dangling).unwrap();
        write_atomic(&dangling, b"made").unwrap();
        assert!(is_link(&dangling), "the link was replaced");
        assert_eq!(
            std::fs::read(dir.path().join("made.json")).unwrap(),
            b"made"
        );
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 4);
    }

    /// Hardening II F5: a FIFO is written in place (a reader gets the bytes), never
    /// replaced by a regular file.
    #[cfg(unix)]
    #[test]
    fn a_fifo_is_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_atomic(&fifo, b"through the pipe").unwrap();
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "the FIFO was replaced");
        assert_eq!(reader.join().unwrap(), b"through the pipe");
    }

    /// Hardening II F5: character devices are written in place and stay devices:
    /// first a node like /dev/null made in a temporary folder (as root), so that a
    /// regression replaces that node and stops the test before /dev/null is touched;
    /// then /dev/null itself, and /dev/full, whose write fails with the file named.
    #[cfg(unix)]
    #[test]
    fn character_devices_stay_devices() {
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
        let usable = made && std::fs::OpenOptions::new().write(true).open(&null).is_ok();
        if usable {
            write_atomic(&null, b"nothing").unwrap();
            assert!(is_device(&null), "the device node was replaced");
        }
        let dev_null = Path::new("/dev/null");
        write_atomic(dev_null, b"nothing").unwrap();
        assert!(is_device(dev_null));
        let dev_full = Path::new("/dev/full");
        if is_device(dev_full) {
            let e = write_atomic(dev_full, &[0; 1 << 16]).unwrap_err();
            assert!(format!("{e:#}").contains("/dev/full"), "{e:#}");
            assert!(is_device(dev_full));
        }
    }

    /// Hardening II F9: a write removes the temporary files that killed writes of the
    /// same file left (their process gone), whichever writer it is.
    #[test]
    fn a_write_removes_what_killed_writes_left() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("graph.bin");
        // No process has this number (past any pid_t).
        let stale = dir.path().join(".graph.bin.tmp-4000000000");
        std::fs::write(&stale, b"half").unwrap();
        write_atomic(&path, b"whole").unwrap();
        assert!(!stale.exists(), "the leftover is still there");
        assert_eq!(std::fs::read(&path).unwrap(), b"whole");
    }
}
