//! Checkpoints of long nim-sequence runs: the bytes of a [`Checkpoint`] (a magic line, a
//! format version, the payload length, a CRC-32 of the payload, the payload) and the way
//! back to a [`SequenceRun`] — checked, not trusted. The front end writes the bytes to a
//! file and reads them back (the library does no I/O).
//!
//! A checksum only tells an accident from a good file: a checkpoint made with a valid
//! checksum but changed contents is caught by [`Checkpoint::resume`], which restores the
//! engine (each engine checks its own state) and checks the run around it
//! ([`SequenceRun::resume`]): the counts, the kept values against the engine's, and the
//! kept values against their options — all of the first ones and a sample of the others,
//! recomputed with the naive engine within a fixed amount of work.
//!
//! ```
//! use grundy_heap::sequence::checkpoint::{Checkpoint, CheckpointError};
//! use grundy_heap::sequence::{SequenceRun, SequenceRule};
//! use grundy_heap::heap::rule::HeapRule;
//! use std::sync::atomic::AtomicBool;
//!
//! let (rule, name) = (SequenceRule::Heap(HeapRule::parse("officers").unwrap()), "officers".to_string());
//! let mut run = SequenceRun::new(rule.clone(), name.clone()).unwrap();
//! run.step(999, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
//! let bytes = Checkpoint::of_run(&run).unwrap().encode();
//!
//! let resumed = Checkpoint::decode(&bytes).unwrap().resume(rule.clone(), name.clone()).unwrap();
//! assert_eq!(resumed.report(), run.report());
//!
//! // G(500) = 15 changed to 14 (the checksum made anew): refused.
//! let mut crafted = Checkpoint::decode(&bytes).unwrap();
//! crafted.kept[500] = 14;
//! let back = Checkpoint::decode(&crafted.encode()).unwrap();
//! assert!(matches!(back.resume(rule, name), Err(CheckpointError::Inconsistent(_))));
//! ```

use super::run::SequenceRun;
use super::SequenceRule;
use crate::heap::engine::{EngineError, EngineState, NimSequenceEngine};
use crate::heap::naive::{self, NaiveEngine};
use crate::heap::sparse::{self, SparseEngine};
use crate::heap::stats::Histogram;
use bincode::Options;
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};
use thiserror::Error;

/// The first bytes of every checkpoint.
pub const MAGIC: &[u8; 12] = b"GRUNDY-CKPT\n";

/// The version of the layout written by this crate.
pub const FORMAT: u32 = 1;

/// The length of the header: magic, format (4 bytes), payload length (8), CRC-32 (4).
pub const HEADER_LEN: usize = MAGIC.len() + 4 + 8 + 4;

/// The largest payload a header may declare (a run of billions of values fits; a damaged
/// length field does not make a reader allocate or read more).
pub const MAX_PAYLOAD: u64 = 8 << 30;

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

/// Why a checkpoint cannot be read or resumed. Every variant reads after "the checkpoint
/// FILE: ".
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum CheckpointError {
    /// The bytes do not start with [`MAGIC`].
    NotACheckpoint,
    /// Another layout version.
    Format(u32),
    /// The header declares more than [`MAX_PAYLOAD`].
    TooLarge(u64),
    /// The payload is not as long as the header says.
    Length {
        /// The bytes found (one more than declared: at least that many).
        found: u64,
        /// The bytes the header declares.
        declared: u64,
    },
    /// The payload does not match its CRC-32.
    Checksum,
    /// The payload is not a checkpoint's encoding.
    Decode(crate::i18n::Message),
    /// It is another game's.
    WrongGame {
        /// The code saved.
        saved: String,
        /// The game asked for, with its code.
        asked: String,
    },
    /// The engine refused its state.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The parts do not agree with each other or with the rule.
    Inconsistent(crate::i18n::Message),
}

impl crate::i18n::errors::Localized for CheckpointError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::NotACheckpoint => t!(lang, "err-checkpoint-not-a-checkpoint"),
            Self::Format(found) => t!(
                lang,
                "err-checkpoint-format",
                found = *found,
                format = FORMAT
            ),
            Self::TooLarge(bytes) => t!(
                lang,
                "err-checkpoint-too-large",
                bytes = *bytes,
                limit = MAX_PAYLOAD >> 30
            ),
            Self::Length { found, declared } => t!(
                lang,
                "err-checkpoint-length",
                found = *found,
                declared = *declared
            ),
            Self::Checksum => t!(lang, "err-checkpoint-checksum"),
            Self::Decode(why) => t!(lang, "err-checkpoint-decode", why = why.render(lang)),
            Self::WrongGame { saved, asked } => t!(
                lang,
                "err-checkpoint-wrong-game",
                saved = saved,
                asked = asked
            ),
            Self::Engine(e) => e.message_in(lang),
            Self::Inconsistent(why) => {
                t!(lang, "err-checkpoint-inconsistent", why = why.render(lang))
            }
        }
    }
}
grundy_core::localized_error!(CheckpointError);

/// What a header holds after the magic and format: the payload's length and CRC-32.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// The payload's length in bytes (at most [`MAX_PAYLOAD`]).
    pub len: u64,
    /// The payload's CRC-32.
    pub crc: u32,
}

impl Header {
    /// Reads the first [`HEADER_LEN`] bytes of a checkpoint (a reader that streams the
    /// file learns the payload's length before reading it).
    ///
    /// # Errors
    /// [`CheckpointError::NotACheckpoint`] for fewer bytes or another magic,
    /// [`CheckpointError::Format`], [`CheckpointError::TooLarge`].
    ///
    /// ```
    /// use grundy_heap::sequence::checkpoint::{Header, CheckpointError};
    /// assert_eq!(Header::read(b"hello"), Err(CheckpointError::NotACheckpoint));
    /// ```
    pub fn read(head: &[u8]) -> Result<Header, CheckpointError> {
        let Some(head) = head.get(..HEADER_LEN) else {
            return Err(CheckpointError::NotACheckpoint);
        };
        if !head.starts_with(MAGIC) {
            return Err(CheckpointError::NotACheckpoint);
        }
        let field = |at: usize, len: usize| {
            let start = MAGIC.len() + at;
            head.get(start..start + len).unwrap_or_default()
        };
        // The slices have the arrays' lengths: the conversions cannot fail.
        let format = u32::from_le_bytes(field(0, 4).try_into().unwrap_or_default());
        if format != FORMAT {
            return Err(CheckpointError::Format(format));
        }
        let len = u64::from_le_bytes(field(4, 8).try_into().unwrap_or_default());
        let crc = u32::from_le_bytes(field(12, 4).try_into().unwrap_or_default());
        if len > MAX_PAYLOAD {
            return Err(CheckpointError::TooLarge(len));
        }
        Ok(Header { len, crc })
    }
}

impl Checkpoint {
    /// The checkpoint of a run with a heap engine; `None` for the 64-bit engines (closed
    /// forms and subtraction recurrences), which need none, and for a run extended
    /// through its proved period ([`SequenceRun::generate_to`]), which has nothing left
    /// to compute.
    pub fn of_run(run: &SequenceRun) -> Option<Checkpoint> {
        // Values generated from a proved period are no engine's state.
        if run.known() > run.computed() {
            return None;
        }
        Some(Checkpoint {
            code: run.rule().code(),
            engine: run.engine()?.save_state(),
            histogram: run.histogram().clone(),
            kept: run.kept().narrow()?.to_vec(),
        })
    }

    /// The bytes of the checkpoint: header and payload (what [`Checkpoint::write_to`]
    /// writes, in memory).
    pub fn encode(&self) -> Vec<u8> {
        let mut bytes = Vec::new();
        // Plain data (strings, integers, vectors, a map with string keys) into a vector:
        // neither bincode nor the writer can fail.
        let _ = self.write_to(&mut bytes);
        bytes
    }

    /// Writes the checkpoint — header, then payload — to `w` without holding its bytes:
    /// the payload is encoded twice, once to learn its length and checksum, once into
    /// `w`, so a run of a billion values saves its state in the memory it already has.
    ///
    /// # Errors
    /// The writer's errors.
    ///
    /// ```
    /// use grundy_heap::sequence::checkpoint::Checkpoint;
    /// use grundy_heap::sequence::{SequenceRun, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
    /// let mut run = SequenceRun::new(rule, name).unwrap();
    /// run.step(99, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// let checkpoint = Checkpoint::of_run(&run).unwrap();
    /// let mut streamed = Vec::new();
    /// checkpoint.write_to(&mut streamed).unwrap();
    /// assert_eq!(Checkpoint::decode(&streamed).unwrap(), checkpoint);
    /// ```
    pub fn write_to<W: Write>(&self, mut w: W) -> std::io::Result<()> {
        let mut sink = Crc32Sink::default();
        bincode::serialize_into(&mut sink, self).map_err(std::io::Error::other)?;
        w.write_all(MAGIC)?;
        w.write_all(&FORMAT.to_le_bytes())?;
        w.write_all(&sink.len.to_le_bytes())?;
        w.write_all(&sink.hasher.finalize().to_le_bytes())?;
        bincode::serialize_into(&mut w, self).map_err(std::io::Error::other)?;
        w.flush()
    }

    /// Reads the bytes of a checkpoint, checking magic, format, length and checksum (its
    /// contents are checked by [`Checkpoint::resume`]).
    ///
    /// # Errors
    /// Every [`CheckpointError`] about bytes: not a checkpoint, another format, a wrong
    /// length, a wrong checksum, a payload that does not decode.
    pub fn decode(bytes: &[u8]) -> Result<Checkpoint, CheckpointError> {
        let header = Header::read(bytes)?;
        let payload = bytes.get(HEADER_LEN..).unwrap_or_default();
        if payload.len() as u64 != header.len {
            return Err(CheckpointError::Length {
                found: payload.len() as u64,
                declared: header.len,
            });
        }
        Checkpoint::read_payload(header, payload)
    }

    /// Reads the payload that follows `header` from `r` as it decodes it (no copy of the
    /// bytes is held), then checks its length and checksum: a reader that goes on past
    /// the declared length, or ends before it, is [`CheckpointError::Length`]; a checksum
    /// that does not match is [`CheckpointError::Checksum`], even where the damage also
    /// stops the decoding. The decoder never reads or allocates past the declared length.
    ///
    /// # Errors
    /// [`CheckpointError::Length`], [`CheckpointError::Checksum`],
    /// [`CheckpointError::Decode`] (a read error of `r` is one too).
    ///
    /// ```
    /// use grundy_heap::sequence::checkpoint::{Checkpoint, CheckpointError, Header, HEADER_LEN};
    /// use grundy_heap::sequence::{SequenceRun, SequenceRule};
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = (SequenceRule::Heap(HeapRule::parse("kayles").unwrap()), "kayles".to_string());
    /// let mut run = SequenceRun::new(rule, name).unwrap();
    /// run.step(99, false, &mut |_| {}, &AtomicBool::new(false)).unwrap();
    /// let bytes = Checkpoint::of_run(&run).unwrap().encode();
    /// let header = Header::read(&bytes).unwrap();
    /// let back = Checkpoint::read_payload(header, &bytes[HEADER_LEN..]).unwrap();
    /// assert_eq!(back, Checkpoint::decode(&bytes).unwrap());
    /// let short = Checkpoint::read_payload(header, &bytes[HEADER_LEN..bytes.len() - 1]);
    /// assert!(matches!(short, Err(CheckpointError::Length { .. })));
    /// ```
    pub fn read_payload<R: Read>(header: Header, r: R) -> Result<Checkpoint, CheckpointError> {
        let mut reader = Crc32Reader {
            inner: r,
            hasher: crc32fast::Hasher::new(),
            len: 0,
        };
        let decoded: Result<Checkpoint, _> = bincode::DefaultOptions::new()
            .with_fixint_encoding()
            .allow_trailing_bytes()
            .with_limit(header.len)
            .deserialize_from(&mut reader);
        // The rest of the declared payload (after a decoding error, or trailing bytes)
        // still counts for the checksum, and one byte more tells a longer input apart.
        let rest = header.len.saturating_sub(reader.len);
        let drained = std::io::copy(&mut (&mut reader).take(rest), &mut std::io::sink());
        let mut extra = [0u8; 1];
        let longer = matches!(reader.inner.read(&mut extra), Ok(n) if n > 0);
        if drained.is_err() || reader.len < header.len || longer {
            return Err(CheckpointError::Length {
                found: reader.len + u64::from(longer),
                declared: header.len,
            });
        }
        if reader.hasher.finalize() != header.crc {
            return Err(CheckpointError::Checksum);
        }
        decoded.map_err(|e| CheckpointError::Decode(decode_reason(&e)))
    }

    /// The run continued from this checkpoint, for `rule` (shown as `name`): its engine
    /// restored and every part checked (see the [module documentation](self)).
    ///
    /// # Errors
    /// [`CheckpointError::WrongGame`] when it is another rule's;
    /// [`CheckpointError::Engine`] when the engine refuses its state (an engine this
    /// build does not have, a state inconsistent in itself);
    /// [`CheckpointError::Inconsistent`] when the parts disagree.
    pub fn resume(self, rule: SequenceRule, name: String) -> Result<SequenceRun, CheckpointError> {
        let code = rule.code();
        if self.code != code {
            return Err(CheckpointError::WrongGame {
                saved: self.code,
                asked: format!("{name} ({code})"),
            });
        }
        let engine: Box<dyn NimSequenceEngine + Send> = match self.engine.engine.as_str() {
            naive::ENGINE_NAME => Box::new(NaiveEngine::restore(self.engine)?),
            sparse::ENGINE_NAME => Box::new(SparseEngine::restore(self.engine)?),
            other => {
                return Err(CheckpointError::Engine(EngineError::BadState(
                    crate::i18n::Message::new("reason-state-unknown-engine")
                        .with("engine", format!("{other:?}")),
                )))
            }
        };
        SequenceRun::resume(rule, name, engine, self.histogram, self.kept)
    }
}

/// A writer that only counts and checksums what is written to it.
#[derive(Default)]
struct Crc32Sink {
    hasher: crc32fast::Hasher,
    len: u64,
}

impl Write for Crc32Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.hasher.update(buf);
        self.len += buf.len() as u64;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A reader that counts and checksums what is read through it.
struct Crc32Reader<R> {
    inner: R,
    hasher: crc32fast::Hasher,
    len: u64,
}

impl<R: Read> Read for Crc32Reader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.update(buf.get(..n).unwrap_or_default());
        self.len += n as u64;
        Ok(n)
    }
}

/// The most options [`verify_values`] examines.
const VERIFY_WORK: u64 = 1 << 27;

/// The first values [`verify_values`] recomputes, every one (within half the work).
const VERIFY_PREFIX: usize = 4096;

/// The other values [`verify_values`] recomputes, at most.
const VERIFY_SAMPLES: usize = 64;

/// Checks `values`, claimed to be `G(0..values.len())` of `rule`, against their options
/// with the naive engine: every value of the first [`VERIFY_PREFIX`] and up to
/// [`VERIFY_SAMPLES`] others, drawn by a generator seeded with the values themselves,
/// within [`VERIFY_WORK`] options in all. A rule the naive engine does not handle is not
/// checked.
pub(crate) fn verify_values(
    rule: &crate::heap::rule::HeapRule,
    values: &[u16],
) -> Result<(), CheckpointError> {
    let Ok(mut engine) = NaiveEngine::new(rule.clone()) else {
        return Ok(());
    };
    let mut work = VERIFY_WORK;
    let check = |engine: &mut NaiveEngine, n: usize| -> Result<(), CheckpointError> {
        let Some(&kept) = values.get(n) else {
            return Ok(()); // not in the checkpoint: nothing to check
        };
        let again = engine.value_from(values, n)?;
        if again != kept {
            return Err(CheckpointError::Inconsistent(
                crate::i18n::Message::new("reason-checkpoint-value-differs")
                    .with("n", n)
                    .with("kept", u64::from(kept))
                    .with("again", u64::from(again)),
            ));
        }
        Ok(())
    };
    let mut first = 0;
    while first < values.len().min(VERIFY_PREFIX) {
        let w = engine.work(first);
        if w > work.saturating_sub(VERIFY_WORK / 2) {
            break;
        }
        work -= w;
        check(&mut engine, first)?;
        first += 1;
    }
    if first == values.len() {
        return Ok(());
    }
    // FNV-1a of the values seeds a xorshift generator: a changed value moves the sample.
    let mut x = values.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
        (h ^ u64::from(v)).wrapping_mul(0x0100_0000_01b3)
    }) | 1;
    let span = (values.len() - first) as u64;
    for _ in 0..VERIFY_SAMPLES {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let n = first + (x % span) as usize;
        let w = engine.work(n);
        if w <= work {
            work -= w;
            check(&mut engine, n)?;
        }
    }
    Ok(())
}

/// What the decoder found wrong, in a sentence of the catalogue (`engine-decode-…`), with
/// the decoder's own words (English, technical) quoted after it.
fn decode_reason(e: &bincode::ErrorKind) -> crate::i18n::Message {
    use crate::i18n::msg;
    let kind = match e {
        bincode::ErrorKind::Io(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            msg!("engine-decode-end")
        }
        bincode::ErrorKind::Io(_) => msg!("engine-decode-read"),
        bincode::ErrorKind::InvalidUtf8Encoding(_) => msg!("engine-decode-utf8"),
        bincode::ErrorKind::InvalidBoolEncoding(b) => {
            msg!("engine-decode-bool", byte = u64::from(*b))
        }
        bincode::ErrorKind::InvalidCharEncoding => msg!("engine-decode-char"),
        bincode::ErrorKind::InvalidTagEncoding(t) => msg!("engine-decode-tag", tag = *t),
        bincode::ErrorKind::SizeLimit => msg!("engine-decode-limit"),
        bincode::ErrorKind::Custom(_) => msg!("engine-decode-value"),
        _ => msg!("engine-decode-other"),
    };
    crate::i18n::Message::new("engine-decode")
        .with_message("kind", kind)
        .with("detail", e.to_string())
}
