//! Checkpoint files of long nim-sequence runs: written atomically (a temporary file in the
//! same folder, synced, then renamed over the target), with a magic line, a format
//! version, the payload length and a CRC-32 of the payload. A damaged, truncated or
//! foreign file is refused with a clear message, never half-read.

use crate::input;
use anyhow::{bail, Context, Result};
use grundy::heap::engine::EngineState;
use grundy::heap::stats::Histogram;
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};
use std::path::Path;

const MAGIC: &[u8; 12] = b"GRUNDY-CKPT\n";
const FORMAT: u32 = 1;

/// Everything needed to continue a `grundy seq` run bit-exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// The game's canonical code (a resumed run must be for the same game).
    pub code: String,
    /// The engine's own state.
    pub engine: EngineState,
    /// The value counts so far.
    pub histogram: Histogram,
    /// The values kept for output and period search (`G(0..kept.len())`).
    pub kept: Vec<u16>,
}

/// Writes `checkpoint` to `path` atomically: either the old file or the new one is
/// there, never a mix, even if the process dies mid-write.
pub fn save(path: &Path, checkpoint: &Checkpoint) -> Result<()> {
    let payload = bincode::serialize(checkpoint).context("cannot encode the checkpoint")?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .context("the checkpoint path has no file name")?;
    let tmp = dir.join(format!(
        ".{}.tmp-{}",
        name.to_string_lossy(),
        std::process::id()
    ));
    let write = || -> Result<()> {
        let mut f = std::fs::File::create(&tmp)
            .with_context(|| format!("cannot create {}", tmp.display()))?;
        f.write_all(MAGIC)?;
        f.write_all(&FORMAT.to_le_bytes())?;
        f.write_all(&(payload.len() as u64).to_le_bytes())?;
        f.write_all(&crc32fast::hash(&payload).to_le_bytes())?;
        f.write_all(&payload)?;
        f.sync_all()?;
        Ok(())
    };
    if let Err(e) = write() {
        let _ = std::fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("cannot write the checkpoint {}", path.display()));
    }
    std::fs::rename(&tmp, path).with_context(|| {
        format!(
            "cannot move the checkpoint into place at {}",
            path.display()
        )
    })?;
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// The largest checkpoint payload read (a run of billions of values fits; a damaged or
/// crafted length field does not make grundy read or allocate more).
pub const MAX_CHECKPOINT: u64 = 8 << 30;

/// Reads a checkpoint, checking magic, version, length and checksum. What is not a file
/// (a device, a directory) is refused, and nothing past the length its header declares
/// (at most [`MAX_CHECKPOINT`]) is read.
pub fn load(path: &Path) -> Result<Checkpoint> {
    let name = path.display();
    let context = || format!("cannot read the checkpoint {name}");
    let mut file = input::open_file(path)?;
    let header = MAGIC.len() + 4 + 8 + 4;
    let mut head = Vec::with_capacity(header);
    (&mut file)
        .take(header as u64)
        .read_to_end(&mut head)
        .with_context(context)?;
    if head.len() < header || &head[..MAGIC.len()] != MAGIC {
        bail!("{name} is not a grundy checkpoint");
    }
    let field = |at: usize, len: usize| &head[MAGIC.len() + at..MAGIC.len() + at + len];
    let format = u32::from_le_bytes(field(0, 4).try_into().expect("4 bytes"));
    if format != FORMAT {
        bail!("{name} is a checkpoint of format {format}; this grundy reads format {FORMAT}");
    }
    let len = u64::from_le_bytes(field(4, 8).try_into().expect("8 bytes"));
    let crc = u32::from_le_bytes(field(12, 4).try_into().expect("4 bytes"));
    if len > MAX_CHECKPOINT {
        bail!(
            "the checkpoint {name} is damaged: its header declares {len} bytes of data, more than {} (the most grundy reads from a checkpoint)",
            input::bytes_text(MAX_CHECKPOINT)
        );
    }
    let truncated = |found: u64| {
        anyhow::anyhow!(
            "the checkpoint {name} is damaged: {found} bytes of data where {len} were written (truncated?)"
        )
    };
    if let Ok(meta) = file.metadata() {
        if meta.is_file() && meta.len() != header as u64 + len {
            return Err(truncated(meta.len().saturating_sub(header as u64)));
        }
    }
    // One byte more than declared tells a longer file (or a pipe that goes on) apart.
    let mut payload = Vec::new();
    file.take(len + 1)
        .read_to_end(&mut payload)
        .with_context(context)?;
    if payload.len() as u64 != len {
        return Err(truncated(payload.len() as u64));
    }
    if crc32fast::hash(&payload) != crc {
        bail!("the checkpoint {name} is damaged: its checksum does not match");
    }
    bincode::deserialize(&payload)
        .with_context(|| format!("the checkpoint {name} is damaged: cannot decode it"))
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(load(&path).unwrap_err().to_string().contains("checksum"));
        std::fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        std::fs::write(&path, b"hello").unwrap();
        assert!(load(&path)
            .unwrap_err()
            .to_string()
            .contains("not a grundy checkpoint"));
    }
}
