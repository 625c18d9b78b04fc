//! Checkpoint files of long nim-sequence runs: the library's
//! [`Checkpoint`](grundy::sequence::checkpoint::Checkpoint) bytes written atomically (a
//! temporary file `.NAME.tmp-PID` in the same folder, synced, then renamed over the
//! target) and read back with a limit (the header's declared length, at most
//! [`MAX_PAYLOAD`](grundy::sequence::checkpoint::MAX_PAYLOAD)); a damaged, truncated or foreign file is refused with a clear message,
//! never half-read. Temporary files left by a write that was killed are removed by the
//! next run.

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

/// [`write_atomic`] with the contents written by `write` into the temporary file (which
/// is then synced and renamed over `path`).
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> Result<()>,
) -> Result<()> {
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

/// Removes the temporary files `.NAME.tmp-PID` that a write of the checkpoint `path`
/// left when its process was killed: those whose process is gone, and those older than
/// the checkpoint (a finished write renames its file, so an older one was abandoned).
/// Returns the files removed.
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
}
