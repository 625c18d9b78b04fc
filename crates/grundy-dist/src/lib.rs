//! `grundy graph solve FILE -n P -p I -h HOSTS`: the generalized Sprague–Grundy values of
//! a binary graph (docs/graph-format.md) computed by timely dataflow workers, each owning
//! a block of the vertices — for graphs whose solve does not fit one machine.
//!
//! The mathematics is the library's [`grundy::loopy::partition`]: Fraenkel–Yesha's
//! labelling rounds with the vertices cut into one contiguous block per worker
//! ([`Blocks`]), each worker a [`PartRun`] on its [`BinaryPart`]. This crate moves the
//! messages. Every worker of every process runs the same loop of *supersteps*:
//!
//! ```text
//! check:    a random key from every worker, summed ─► all workers (the same key
//!           everywhere); each worker's sums of the keyed hash of its arcs, forward
//!           (out of its vertices) and reverse (into them) ─► all workers: unequal
//!           totals ─► the file's reverse half is not the transpose of its forward half,
//!           every worker stops with that error
//! round m:  start_round (vertices with no option left that is not finite get m)
//!   superstep: the Mark/Decrement messages for other workers ─► exchange by owner
//!              (one u64 each) ; every worker's count of messages sent ─► all workers
//!              wait until timely's frontier passes the superstep (all delivered)
//!              every worker's sum of the counts is the same: 0 ─► the round's
//!              propagation is over; else handle the messages received, next superstep
//!   superstep: end_round; (labelled, ∞, still unlabelled) ─► all workers;
//!              none unlabelled anywhere ─► done
//! gather:   each worker's values, in chunks ─► worker 0 ─► the values file (streamed)
//! ```
//!
//! What each process holds: the mapped graph file, of which its workers read only the
//! header, the offsets of their blocks (16 bytes per vertex), the predecessor lists of
//! their vertices (4 bytes per arc into the block) and, once for the check, the successor
//! lists of their vertices (4 bytes per arc out of the block) — the pages of the rest are
//! never touched; per owned vertex 12 bytes (value, base counter, round counter); and the
//! messages of one superstep (8 bytes each, at most one per arc of the block's
//! predecessor lists and their predecessors'). Process 0 writes the values file from
//! chunks of 64 Ki values, never holding all values.
//!
//! One process with one worker does what [`fn@grundy::loopy::solve`] does (and the same
//! values, tested); `grundy graph solve` without `-n`/`-w` keeps that solver.

pub mod cluster;

use grundy::i18n::errors::Localized;
use grundy::i18n::message;
use grundy::loopy::binary::{random_key, values_header, ArcSums, BinaryPart, FormatError};
use grundy::loopy::partition::{Blocks, Message, PartArcs, PartRound, PartRun};
use grundy::loopy::{OutcomeCounts, Round};
use grundy::Lang;
use std::cell::RefCell;
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::fs::FileExt;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use thiserror::Error;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::operators::{Exchange as _, Input, Inspect, Probe};
use timely::dataflow::InputHandle;
use timely::CommunicationConfig;
/// Timely's configuration (what `-w`, `-n`, `-p`, `-h` give).
pub use timely::Config;

/// Bytes of one message on the wire (a `u64`: the vertex and the kind), besides timely's
/// header per batch of messages.
pub const MESSAGE_BYTES: u64 = 8;

/// Values per chunk sent to worker 0 at the end.
const CHUNK: usize = 1 << 16;

/// Called on process 0 after each round with what the round did.
pub type RoundProgress = Arc<dyn Fn(&RoundTraffic) + Send + Sync>;

/// What a distributed solve does.
#[derive(Clone)]
pub struct DistOptions {
    /// Threads, processes, this process's index, the addresses: timely's configuration
    /// (`grundy_census::census::timely_config` reads the standard arguments).
    pub config: Config,
    /// Where process 0 writes the values file (`GRUNDYV1`), if anywhere.
    pub out: Option<PathBuf>,
    /// Called on process 0 after each round.
    pub progress: Option<RoundProgress>,
    /// How long the processes wait for each other to connect before giving up with
    /// [`cluster::ConnectError`] (`None`: for ever, as timely waits).
    pub connect_timeout: Option<std::time::Duration>,
}

/// One labelling round and what crossed between the workers during it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct RoundTraffic {
    /// The round: its value, how many vertices got it, how many became ∞.
    pub value: u32,
    /// Vertices labelled with the value.
    pub labelled: u64,
    /// Vertices found ∞ at the end of the round.
    pub infinite: u64,
    /// Supersteps of the round (exchanges of messages, the last one empty, and the
    /// exchange of the round's counts).
    pub supersteps: u64,
    /// Messages from one worker to another.
    pub messages: u64,
    /// Of them, messages to a worker of another process (over the network).
    pub remote_messages: u64,
}

/// What process 0 saw.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct DistReport {
    /// True on process 0 (the others report nothing else).
    pub leader: bool,
    /// Vertices of the graph.
    pub vertices: u32,
    /// Arcs of the graph.
    pub arcs: u64,
    /// Every round, with its traffic.
    pub rounds: Vec<RoundTraffic>,
    /// P, N and D positions (N: finite and non-zero, or ∞ with an option of value 0).
    pub outcomes: OutcomeCounts,
    /// Vertices whose value is ∞.
    pub infinite: u64,
    /// Workers per process.
    pub workers: usize,
    /// Processes.
    pub processes: usize,
    /// Vertices of the largest block.
    pub block_vertices: u64,
    /// The most predecessor entries a block holds.
    pub block_arcs: u64,
    /// Seconds of the rounds on worker 0 (after the processes connected, before the
    /// values are gathered).
    pub rounds_seconds: f64,
    /// Seconds to gather the values and write the file.
    pub gather_seconds: f64,
}

impl DistReport {
    /// The rounds as the one-machine solver reports them.
    pub fn plain_rounds(&self) -> Vec<Round> {
        self.rounds
            .iter()
            .map(|r| Round {
                value: r.value,
                labelled: r.labelled,
                infinite: r.infinite,
            })
            .collect()
    }
}

/// A solve that could not run. Its sentences are messages of the catalogues
/// (`locales/<lang>/tools.ftl`): `Display` is the English one, [`Localized`] any other
/// (the operating system's and timely's own words stay as they say them).
///
/// ```
/// use grundy::{i18n::errors::Localized, Lang};
/// use grundy_dist::DistError;
/// let e = DistError::Timely("connection reset".into());
/// assert_eq!(e.to_string(), "the distributed solve stopped: connection reset");
/// assert_eq!(e.message_in(Lang::Vi), "lời giải phân tán đã dừng: connection reset");
/// ```
#[derive(Debug, Error)]
#[error("{}", grundy::i18n::errors::english(self))]
pub enum DistError {
    /// The graph file.
    #[error(transparent)]
    Format(#[from] FormatError),
    /// The values file.
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Timely's configuration or a worker that stopped (a lost connection, a killed
    /// process).
    Timely(String),
    /// The processes did not all connect in time.
    #[error(transparent)]
    Connect(#[from] cluster::ConnectError),
}

impl Localized for DistError {
    fn message_in(&self, lang: Lang) -> String {
        match self {
            DistError::Format(e) => e.message_in(lang),
            DistError::Io { path, source } => message(
                lang,
                "dist-cannot-write",
                &[
                    ("path", path.display().to_string().into()),
                    ("error", source.to_string().into()),
                ],
            ),
            DistError::Timely(why) => message(lang, "dist-stopped", &[("why", why.into())]),
            DistError::Connect(e) => e.message_in(lang),
        }
    }
}
grundy::localized_error!(DistError);

/// (threads per process, processes, this process's index).
fn layout(config: &Config) -> (usize, usize, usize) {
    match &config.communication {
        CommunicationConfig::Thread => (1, 1, 0),
        CommunicationConfig::Process(t) => (*t, 1, 0),
        CommunicationConfig::ProcessBinary(t) => (*t, 1, 0),
        CommunicationConfig::Cluster {
            threads,
            process,
            addresses,
            ..
        } => (*threads, addresses.len(), *process),
    }
}

/// A record of the counts every worker sends to every worker after a superstep:
/// (destination worker, the superstep, three counts). A worker may be a superstep ahead
/// of another, so the counts say which superstep they are of.
type Count = (u32, u64, u64, u64, u64);
/// A chunk of values for worker 0: (its first vertex, the values).
type Chunk = (u32, Vec<u32>);

/// Solves the binary graph `bytes` (every process passes the same file) with the workers
/// of `options.config`; process 0 writes the values file and returns the report, the
/// others return `leader: false`.
///
/// # Errors
/// A file that is not a binary graph (each worker checks its block, see
/// [`BinaryPart::parse`], and the workers together check that its reverse half is the
/// transpose of its forward half, [`BinaryPart::arc_sums`], before any round): no values
/// file is written then; a values file that cannot be written; a worker that stopped.
///
/// ```
/// use grundy::loopy::{binary, generate, solve, BinaryGraph};
/// let bytes = binary::from_edges(500, &generate::random(500, 700, 3)).unwrap();
/// let one = solve(&BinaryGraph::parse(&bytes).unwrap(), &grundy::Cancel::default()).unwrap();
/// let out = std::env::temp_dir().join(format!("dist-doc-{}.bin", std::process::id()));
/// let opts = grundy_dist::DistOptions {
///     config: timely::Config::process(3),
///     out: Some(out.clone()),
///     progress: None,
///     connect_timeout: None,
/// };
/// let report = grundy_dist::solve(std::sync::Arc::new(bytes), opts).unwrap();
/// assert_eq!(std::fs::read(&out).unwrap(), binary::values_to_bytes(&one));
/// assert!(report.rounds.iter().map(|r| r.messages).sum::<u64>() > 0);
/// # std::fs::remove_file(out).unwrap();
/// ```
pub fn solve<B>(bytes: Arc<B>, options: DistOptions) -> Result<DistReport, DistError>
where
    B: AsRef<[u8]> + Send + Sync + 'static + ?Sized,
{
    // The header, checked once here so that a bad file gets one clear error.
    let whole = (*bytes).as_ref();
    BinaryPart::parse(whole, 0..0)?;
    let n = whole
        .get(8..16)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u64::from_le_bytes) as u32;
    let m = whole
        .get(16..24)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u64::from_le_bytes);
    let (threads, processes, process) = layout(&options.config);
    // This process's blocks, checked before connecting: a bad file stops here, with its
    // error, rather than as a worker missing from the supersteps.
    let blocks = Blocks::new(n, (threads * processes) as u32);
    for w in process * threads..(process + 1) * threads {
        BinaryPart::parse(whole, blocks.range(w as u32))?;
    }
    let leader = process == 0;
    let writer = match (&options.out, leader) {
        (Some(path), true) => Some(ValuesWriter::create(path.clone(), n)?),
        _ => None,
    };
    let writer = Arc::new(Mutex::new(writer));
    let progress = options.progress.clone();
    let guards = cluster::execute(options.config, options.connect_timeout, move |worker| {
        let index = worker.index();
        let peers = worker.peers();
        let blocks = Blocks::new(n, peers as u32);
        let whole = (*bytes).as_ref();
        let part = BinaryPart::parse(whole, blocks.range(index as u32))?;
        let values_out = if index == 0 {
            writer.lock().unwrap_or_else(|p| p.into_inner()).take()
        } else {
            None
        };
        let values_out = Rc::new(RefCell::new(values_out));
        let inbox: Rc<RefCell<Vec<u64>>> = Rc::default();
        let counts_in: Rc<RefCell<Vec<Count>>> = Rc::default();
        let mut messages = InputHandle::<u64, CapacityContainerBuilder<Vec<u64>>>::new();
        let mut counts = InputHandle::<u64, CapacityContainerBuilder<Vec<Count>>>::new();
        let mut chunks = InputHandle::<u64, CapacityContainerBuilder<Vec<Chunk>>>::new();
        let (to_inbox, to_counts, to_file) = (inbox.clone(), counts_in.clone(), values_out.clone());
        let (probe_messages, probe_counts, probe_chunks) = worker.dataflow::<u64, _, _>(|scope| {
            let pm = scope
                .input_from(&mut messages)
                .exchange(move |w: &u64| u64::from(blocks.owner(*w as u32)))
                .inspect_core(move |event| {
                    if let Ok((_, data)) = event {
                        to_inbox.borrow_mut().extend_from_slice(data);
                    }
                })
                .probe()
                .0;
            let pc = scope
                .input_from(&mut counts)
                .exchange(|c: &Count| u64::from(c.0))
                .inspect_core(move |event| {
                    if let Ok((_, data)) = event {
                        to_counts.borrow_mut().extend_from_slice(data);
                    }
                })
                .probe()
                .0;
            let pv = scope
                .input_from(&mut chunks)
                .exchange(|_: &Chunk| 0)
                .inspect(move |(start, values): &Chunk| {
                    if let Some(w) = to_file.borrow_mut().as_mut() {
                        w.write(*start, values);
                    }
                })
                .probe()
                .0;
            (pm, pc, pv)
        });
        let mut time = 0u64;
        // Sends this worker's three counts to every worker, closes the superstep, and
        // returns the sums over all workers once every message of it is delivered.
        let mut superstep =
            |outbox: &mut Vec<u64>, mine: [u64; 3], worker: &mut timely::worker::Worker| {
                messages.send_batch(outbox);
                outbox.clear();
                for w in 0..peers {
                    counts.send((w as u32, time, mine[0], mine[1], mine[2]));
                }
                let now = time;
                time += 1;
                messages.advance_to(time);
                counts.advance_to(time);
                chunks.advance_to(time);
                while probe_messages.less_than(&time) || probe_counts.less_than(&time) {
                    worker.step_or_park(None);
                }
                // Wrapping: the counts never come near 2^64, the hashes of the
                // transpose check are sums modulo 2^64.
                let mut sum = [0u64; 3];
                counts_in.borrow_mut().retain(|c| {
                    if c.1 != now {
                        return true;
                    }
                    sum[0] = sum[0].wrapping_add(c.2);
                    sum[1] = sum[1].wrapping_add(c.3);
                    sum[2] = sum[2].wrapping_add(c.4);
                    false
                });
                sum
            };
        let mut outbox: Vec<u64> = Vec::new();
        // The transpose check, before any round: one key for all (the sum of a key drawn
        // by each worker, so that no file can be written to pass it), then the sums of
        // the keyed hash of the arcs each worker holds, forward and reverse. Every
        // worker sees the same totals and so stops, or goes on, with the others.
        let key = superstep(&mut outbox, [random_key(), 0, 0], worker)[0];
        let mine = part.arc_sums(key);
        let total = superstep(&mut outbox, [mine.forward, mine.reverse, 0], worker);
        ArcSums {
            forward: total[0],
            reverse: total[1],
        }
        .check()?;
        let mut run = PartRun::new(&part, blocks);
        let my_process = index / threads.max(1);
        let remote = |owner: u32| owner as usize / threads.max(1) != my_process;
        let mut rounds: Vec<RoundTraffic> = Vec::new();
        let started = std::time::Instant::now();
        let mut more = n > 0;
        while more {
            let mut traffic = RoundTraffic {
                value: run.round(),
                ..RoundTraffic::default()
            };
            let mut far = 0u64;
            run.start_round(&part, &mut |to, msg: Message| {
                far += u64::from(remote(to));
                outbox.push(msg.to_word());
            });
            loop {
                let sent = outbox.len() as u64;
                let sum = superstep(&mut outbox, [sent, far, 0], worker);
                traffic.supersteps += 1;
                traffic.messages += sum[0];
                traffic.remote_messages += sum[1];
                if sum[0] == 0 {
                    break;
                }
                far = 0;
                let received = std::mem::take(&mut *inbox.borrow_mut());
                for w in received {
                    run.receive(Message::from_word(w), &part, &mut |to, msg: Message| {
                        far += u64::from(remote(to));
                        outbox.push(msg.to_word());
                    });
                }
            }
            let PartRound {
                labelled,
                infinite,
                unlabelled,
            } = run.end_round();
            let sum = superstep(&mut outbox, [labelled, infinite, unlabelled], worker);
            traffic.supersteps += 1;
            traffic.labelled = sum[0];
            traffic.infinite = sum[1];
            more = sum[2] > 0;
            if index == 0
                && let Some(p) = &progress
            {
                p(&traffic);
            }
            rounds.push(traffic);
        }
        let rounds_seconds = started.elapsed().as_secs_f64();
        // The values to worker 0, then the sizes of the blocks.
        let lo = part.range().start;
        for (i, c) in run.values().chunks(CHUNK).enumerate() {
            chunks.send((lo + (i * CHUNK) as u32, c.to_vec()));
        }
        let sizes = [part.range().len() as u64, part.range_arcs(), 0];
        drop(run);
        for w in 0..peers {
            counts.send((w as u32, time, sizes[0], sizes[1], 0));
        }
        drop((messages, counts, chunks));
        while !probe_chunks.done() || !probe_counts.done() || !probe_messages.done() {
            worker.step_or_park(None);
        }
        let (mut block_vertices, mut block_arcs) = (0, 0);
        for c in counts_in.borrow_mut().drain(..) {
            block_vertices = c.2.max(block_vertices);
            block_arcs = c.3.max(block_arcs);
        }
        let file = values_out.borrow_mut().take();
        if let Some(file) = file {
            file.finish()?;
        }
        let seconds = (
            rounds_seconds,
            started.elapsed().as_secs_f64() - rounds_seconds,
        );
        Ok::<_, DistError>((index, rounds, block_vertices, block_arcs, seconds))
    })?;
    let mut report = DistReport {
        leader,
        vertices: n,
        arcs: m,
        workers: threads,
        processes,
        ..DistReport::default()
    };
    let mut failure = None;
    for result in guards.join() {
        match result {
            Ok(Ok((0, rounds, bv, ba, (rs, gs)))) => {
                report.rounds_seconds = rs;
                report.gather_seconds = gs;
                report.infinite = rounds.iter().map(|r| r.infinite).sum();
                report.rounds = rounds;
                report.block_vertices = bv;
                report.block_arcs = ba;
            }
            Ok(Ok(_)) => {}
            Ok(Err(e)) => {
                failure.get_or_insert(e);
            }
            Err(e) => {
                failure.get_or_insert(DistError::Timely(e));
            }
        }
    }
    if let Some(e) = failure {
        return Err(e);
    }
    // P: labelled 0 in round 0. D: found ∞ in round 0 (no option of value 0: an ∞ found
    // later was marked in round 0, so it has one). N: the rest.
    let first = report.rounds.first().copied().unwrap_or_default();
    report.outcomes = OutcomeCounts {
        p: first.labelled,
        d: first.infinite,
        n: u64::from(n) - first.labelled - first.infinite,
    };
    if !leader {
        return Ok(DistReport {
            leader,
            ..DistReport::default()
        });
    }
    Ok(report)
}

/// The values file, written in place from chunks (header first, the CRC-32 last, read
/// back in order), then renamed over the target: whole or not at all. Dropped unfinished
/// (a solve that stopped), it removes its temporary file.
struct ValuesWriter {
    path: PathBuf,
    temp: PathBuf,
    file: std::fs::File,
    n: u32,
    error: Option<std::io::Error>,
    renamed: bool,
}

impl Drop for ValuesWriter {
    fn drop(&mut self) {
        if !self.renamed {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

impl ValuesWriter {
    fn create(path: PathBuf, n: u32) -> Result<Self, DistError> {
        let temp = path.with_extension("partial");
        let io = |source| DistError::Io {
            path: path.clone(),
            source,
        };
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temp)
            .map_err(io)?;
        file.write_all(&values_header(n.into())).map_err(io)?;
        file.set_len(16 + 4 * u64::from(n)).map_err(io)?;
        Ok(ValuesWriter {
            path,
            temp,
            file,
            n,
            error: None,
            renamed: false,
        })
    }

    fn write(&mut self, start: u32, values: &[u32]) {
        if self.error.is_some() || u64::from(start) + values.len() as u64 > u64::from(self.n) {
            return;
        }
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        if let Err(e) = self.file.write_all_at(&bytes, 16 + 4 * u64::from(start)) {
            self.error = Some(e);
        }
    }

    /// Appends the CRC-32, syncs, renames.
    fn finish(mut self) -> Result<(), DistError> {
        let fail = |source: std::io::Error, path: &PathBuf| DistError::Io {
            path: path.clone(),
            source,
        };
        if let Some(e) = self.error.take() {
            return Err(fail(e, &self.path));
        }
        let mut crc = crc32fast::Hasher::new();
        let mut buffer = vec![0u8; 1 << 20];
        let mut left = 16 + 4 * u64::from(self.n);
        let body = (|| -> std::io::Result<()> {
            self.file.seek(SeekFrom::Start(0))?;
            while left > 0 {
                let k = left.min(buffer.len() as u64) as usize;
                let chunk = buffer.get_mut(..k).unwrap_or(&mut []);
                self.file.read_exact(chunk)?;
                crc.update(chunk);
                left -= k as u64;
            }
            self.file.write_all(&crc.clone().finalize().to_le_bytes())?;
            self.file.sync_all()?;
            std::fs::rename(&self.temp, &self.path)
        })();
        self.renamed = body.is_ok();
        body.map_err(|e| fail(e, &self.path))
    }
}
