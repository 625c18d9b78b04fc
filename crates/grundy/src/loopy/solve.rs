//! Retrograde analysis of the generalized Sprague–Grundy function over flat arrays.
//!
//! The labelling rounds of Fraenkel and Yesha, one round per finite value `m = 0, 1, …`.
//! At the start of round `m` every vertex still unlabelled has options of every value
//! below `m`. In the round:
//! 1. each unlabelled vertex counts its options that are unlabelled or ∞ (its *counter*:
//!    the options a player could escape to); those with none get the value `m`;
//! 2. when a vertex gets `m`, each predecessor that is unlabelled or ∞ is *marked* (it
//!    has an option of value `m`: an escape to it can be answered by coming back to `m`,
//!    and `m` is not its value); each time a vertex is marked, the counters of its
//!    unlabelled predecessors go down by one, and one whose counter reaches 0 (every
//!    escape can be answered) gets `m`;
//! 3. at the end, an unlabelled vertex that is not marked has no option of value `m`, so
//!    no finite value above `m` either: its value is ∞. Marked vertices go on to round
//!    `m + 1`.
//!
//! The state is three arrays of `u32` per vertex — value, counter and the round's queue
//! — 12 bytes per vertex besides the graph ([`Retrograde`]); between rounds only the
//! values matter, so a run stops and resumes at a round boundary
//! ([`Retrograde::checkpoint`], [`Retrograde::resume`]).
//!
//! ```
//! use grundy::loopy::{solve, BinaryGraph, INFINITE};
//! // 0 → 1 → 2 → 0 is a cycle; 2 → 3, and 3 is a sink; 4 → 4 only loops.
//! let arcs = [(0, 1), (1, 2), (2, 0), (2, 3), (4, 4)];
//! let bytes = grundy::loopy::binary::from_edges(5, &arcs).unwrap();
//! let g = BinaryGraph::parse(&bytes).unwrap();
//! let values = solve(&g, &grundy::Cancel::default()).unwrap();
//! assert_eq!(values, [1, 0, 2, 0, INFINITE]);
//! ```
#![allow(
    clippy::indexing_slicing,
    reason = "the arrays are allocated here with one entry per vertex, and vertex numbers come from an `Arcs` graph, whose contract (checked by `BinaryGraph::parse`) is that every vertex number is below `vertex_count`"
)]

use crate::cancel::{Cancel, Cancelled};

/// The value of a vertex whose generalized value is ∞ in [`solve`]'s output.
pub const INFINITE: u32 = u32::MAX;
/// Not labelled yet.
pub(crate) const UNLABELLED: u32 = u32::MAX - 1;
/// Not labelled, and has an option labelled with this round's value.
pub(crate) const MARKED: u32 = u32::MAX - 2;
/// ∞, and has an option labelled with this round's value.
pub(crate) const INFINITE_MARKED: u32 = u32::MAX - 3;
/// The largest finite value the arrays can hold.
pub const MAX_FINITE: u32 = u32::MAX - 4;

/// A directed graph on the vertices `0..vertex_count()`, with both directions of its arcs.
///
/// Every vertex number returned by [`Arcs::successors`] and [`Arcs::predecessors`] must be
/// below [`Arcs::vertex_count`], and `v` must be a predecessor of `w` exactly as often as
/// `w` is a successor of `v`.
pub trait Arcs {
    /// The number of vertices.
    fn vertex_count(&self) -> u32;
    /// The number of arcs.
    fn edge_count(&self) -> u64;
    /// The vertices `v` moves to (with repetitions if the graph has parallel arcs).
    fn successors(&self, v: u32) -> impl Iterator<Item = u32> + '_;
    /// The vertices that move to `v`.
    fn predecessors(&self, v: u32) -> impl Iterator<Item = u32> + '_;
}

/// One labelling round: the value `m`, how many vertices got it, how many became ∞.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Round {
    /// The finite value of the round.
    pub value: u32,
    /// How many vertices got the value.
    pub labelled: u64,
    /// How many vertices were found to have the value ∞ at the end of the round.
    pub infinite: u64,
}

/// How far a run is, reported every few million arcs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The round (the finite value being labelled).
    pub round: u32,
    /// Vertices whose value is known (before this round).
    pub settled: u64,
    /// All vertices.
    pub vertices: u64,
    /// Arcs looked at so far (all rounds).
    pub arcs_scanned: u64,
}

/// The state of a retrograde run: the values, the counters and the queue (12 bytes per
/// vertex), the round, and the rounds done.
#[derive(Debug, Clone)]
pub struct Retrograde {
    values: Vec<u32>,
    counters: Vec<u32>,
    queue: Vec<u32>,
    round: u32,
    settled: u64,
    rounds: Vec<Round>,
    arcs_scanned: u64,
    done: bool,
    report_every: u64,
}

/// The first 8 bytes of a checkpoint.
const CHECKPOINT_MAGIC: &[u8; 8] = b"GRUNDYC1";

/// Why checkpoint bytes cannot resume a run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckpointError {
    /// Not a checkpoint.
    #[error("not a grundy graph checkpoint (the file does not start with GRUNDYC1)")]
    Magic,
    /// Shorter or longer than its counts say.
    #[error("the checkpoint is truncated or has extra bytes")]
    Truncated,
    /// The checksum does not match.
    #[error("the checkpoint's checksum does not match: the file is corrupted")]
    Checksum,
    /// A checkpoint of a graph of another size.
    #[error("the checkpoint is of a graph of {checkpoint} vertices, this graph has {graph}")]
    OtherGraph {
        /// Its vertex count.
        checkpoint: u64,
        /// The graph's.
        graph: u32,
    },
    /// Values that no run can have at its round.
    #[error("the checkpoint's values are inconsistent with its round")]
    Inconsistent,
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, k: usize) -> Result<&'a [u8], CheckpointError> {
        if k > self.0.len() {
            return Err(CheckpointError::Truncated);
        }
        let (head, rest) = self.0.split_at(k);
        self.0 = rest;
        Ok(head)
    }
    fn u32(&mut self) -> Result<u32, CheckpointError> {
        Ok(self.take(4)?.try_into().map_or(0, u32::from_le_bytes))
    }
    fn u64(&mut self) -> Result<u64, CheckpointError> {
        Ok(self.take(8)?.try_into().map_or(0, u64::from_le_bytes))
    }
}

/// Arcs between two looks at the cancel flag and the progress callback.
const REPORT_EVERY: u64 = 1 << 22;

/// The generalized value of every vertex of `graph`: a finite value, or [`INFINITE`].
/// The finite values of a vertex's options (its `K`) are read from the graph.
pub fn solve(graph: &impl Arcs, cancel: &Cancel) -> Result<Vec<u32>, Cancelled> {
    let mut run = Retrograde::new(graph.vertex_count());
    run.run(graph, cancel, &mut |_| {})?;
    Ok(run.into_values())
}

/// How many vertices of each outcome: P (value 0), N (another finite value, or ∞ with an
/// option of value 0) and D (∞ without one: a draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct OutcomeCounts {
    /// P-positions.
    pub p: u64,
    /// N-positions.
    pub n: u64,
    /// Draws.
    pub d: u64,
}

/// The outcomes of the vertices of `graph` with the values `values` of [`solve`].
pub fn outcome_counts(graph: &impl Arcs, values: &[u32]) -> OutcomeCounts {
    let mut c = OutcomeCounts::default();
    for (v, &x) in (0..graph.vertex_count()).zip(values) {
        match x {
            0 => c.p += 1,
            INFINITE
                if !graph
                    .successors(v)
                    .any(|w| values.get(w as usize) == Some(&0)) =>
            {
                c.d += 1
            }
            _ => c.n += 1,
        }
    }
    c
}

impl Retrograde {
    /// A run on `n` vertices, none labelled.
    pub fn new(n: u32) -> Self {
        Retrograde {
            values: vec![UNLABELLED; n as usize],
            counters: vec![0; n as usize],
            queue: Vec::with_capacity(n as usize),
            round: 0,
            settled: 0,
            rounds: Vec::new(),
            arcs_scanned: 0,
            done: n == 0,
            report_every: REPORT_EVERY,
        }
    }

    /// A run resumed at the start of round `round`, with the values of a
    /// [`Retrograde::checkpoint`] (the rounds done before). `None` if the values cannot
    /// be those of a run at that round (a finite value not below `round`, an unknown code).
    pub fn resume(round: u32, values: Vec<u32>, rounds: Vec<Round>) -> Option<Self> {
        let ok = values
            .iter()
            .all(|&v| v == INFINITE || v == UNLABELLED || v < round);
        if !ok || rounds.len() != round as usize {
            return None;
        }
        let n = values.len();
        let settled = values.iter().filter(|&&v| v != UNLABELLED).count() as u64;
        Some(Retrograde {
            done: settled == n as u64,
            values,
            counters: vec![0; n],
            queue: Vec::with_capacity(n),
            round,
            settled,
            rounds,
            arcs_scanned: 0,
            report_every: REPORT_EVERY,
        })
    }

    /// Where the run stands between rounds: the next round, the values (finite,
    /// [`INFINITE`], or `u32::MAX − 1` for not yet known) and the rounds done.
    pub fn checkpoint(&self) -> (u32, &[u32], &[Round]) {
        (self.round, &self.values, &self.rounds)
    }

    /// True when every vertex has its value.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The rounds done.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// Arcs looked at by this run (since it was created or resumed).
    pub fn arcs_scanned(&self) -> u64 {
        self.arcs_scanned
    }

    /// The values (after [`Retrograde::run`] returned `Ok`).
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// Runs rounds until every vertex has its value, calling `progress` every few million
    /// arcs. When `cancel` is raised the round under way is undone and the run stops with
    /// `Err(Cancelled)` at a round boundary: [`Retrograde::checkpoint`] then saves it.
    /// `graph` must have as many vertices as the run.
    pub fn run(
        &mut self,
        graph: &impl Arcs,
        cancel: &Cancel,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<(), Cancelled> {
        while !self.step(graph, cancel, progress)? {}
        Ok(())
    }

    /// Runs one round (none when the run is done); `Ok(true)` when every vertex has its
    /// value. Cancelled, the round is undone, as in [`Retrograde::run`].
    pub fn step(
        &mut self,
        graph: &impl Arcs,
        cancel: &Cancel,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<bool, Cancelled> {
        if graph.vertex_count() as usize != self.values.len() {
            // A run of another graph: nothing sensible to do; leave it untouched.
            return Err(Cancelled);
        }
        if !self.done {
            cancel.check()?;
            if let Err(c) = self.round(graph, cancel, progress) {
                self.undo_round();
                return Err(c);
            }
        }
        Ok(self.done)
    }

    /// Looks at the cancel flag and calls the progress callback every `arcs` arcs (by
    /// default every 4 Mi).
    pub fn report_every(mut self, arcs: u64) -> Self {
        self.report_every = arcs.max(1);
        self
    }

    /// The run between rounds as bytes (a checkpoint file): the magic `GRUNDYC1`, the
    /// vertex count (`u64`), the next round (`u32`), the rounds done (`u32` count, then
    /// value `u32`, labelled `u64`, infinite `u64` each), the values (`u32` each), and a
    /// CRC-32 of all that, little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 20 * self.rounds.len() + 4 * self.values.len());
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        out.extend_from_slice(&self.round.to_le_bytes());
        out.extend_from_slice(&(self.rounds.len() as u32).to_le_bytes());
        for r in &self.rounds {
            out.extend_from_slice(&r.value.to_le_bytes());
            out.extend_from_slice(&r.labelled.to_le_bytes());
            out.extend_from_slice(&r.infinite.to_le_bytes());
        }
        for v in &self.values {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// A run from the bytes of [`Retrograde::to_bytes`], for a graph of `vertices`
    /// vertices; refused when the bytes are not a checkpoint of such a run.
    pub fn from_bytes(bytes: &[u8], vertices: u32) -> Result<Self, CheckpointError> {
        let body = bytes
            .len()
            .checked_sub(4)
            .and_then(|l| bytes.get(..l))
            .ok_or(CheckpointError::Truncated)?;
        let mut r = Reader(body);
        if r.take(8)? != CHECKPOINT_MAGIC.as_slice() {
            return Err(CheckpointError::Magic);
        }
        let stored = bytes
            .get(body.len()..)
            .and_then(|b| b.try_into().ok())
            .map_or(0, u32::from_le_bytes);
        if crc32fast::hash(body) != stored {
            return Err(CheckpointError::Checksum);
        }
        let n = r.u64()?;
        if n != u64::from(vertices) {
            return Err(CheckpointError::OtherGraph {
                checkpoint: n,
                graph: vertices,
            });
        }
        let round = r.u32()?;
        let count = r.u32()?;
        let mut rounds = Vec::new();
        for _ in 0..count {
            rounds.push(Round {
                value: r.u32()?,
                labelled: r.u64()?,
                infinite: r.u64()?,
            });
        }
        let values = r
            .take(4 * vertices as usize)?
            .chunks_exact(4)
            .map(|c| c.try_into().map_or(0, u32::from_le_bytes))
            .collect();
        if !r.0.is_empty() {
            return Err(CheckpointError::Truncated);
        }
        Retrograde::resume(round, values, rounds).ok_or(CheckpointError::Inconsistent)
    }

    fn undo_round(&mut self) {
        let m = self.round;
        for v in &mut self.values {
            if *v == m || *v == MARKED {
                *v = UNLABELLED;
            } else if *v == INFINITE_MARKED {
                *v = INFINITE;
            }
        }
    }

    fn round(
        &mut self,
        graph: &impl Arcs,
        cancel: &Cancel,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<(), Cancelled> {
        let m = self.round;
        let n = graph.vertex_count();
        let mut since = 0u64;
        let every = self.report_every;
        let mut tick = |arcs: u64, me: &Self| -> Result<(), Cancelled> {
            since += arcs;
            if since >= every {
                since = 0;
                cancel.check()?;
                progress(Progress {
                    round: m,
                    settled: me.settled,
                    vertices: n as u64,
                    arcs_scanned: me.arcs_scanned,
                });
            }
            Ok(())
        };
        // 1. Counters: unlabelled options of each unlabelled vertex.
        for v in 0..n {
            if self.values[v as usize] != UNLABELLED {
                continue;
            }
            let mut count = 0u32;
            let mut arcs = 0u64;
            for w in graph.successors(v) {
                arcs += 1;
                let x = self.values[w as usize];
                count += u32::from(x == UNLABELLED || x == INFINITE);
            }
            self.counters[v as usize] = count;
            self.arcs_scanned += arcs;
            tick(arcs, self)?;
        }
        self.queue.clear();
        for v in 0..n {
            if self.values[v as usize] == UNLABELLED && self.counters[v as usize] == 0 {
                self.values[v as usize] = m;
                self.queue.push(v);
            }
        }
        // 2. Propagation.
        let mut head = 0;
        while let Some(&u) = self.queue.get(head) {
            head += 1;
            let mut arcs = 0u64;
            for p in graph.predecessors(u) {
                arcs += 1;
                let x = &mut self.values[p as usize];
                match *x {
                    UNLABELLED => *x = MARKED,
                    INFINITE => *x = INFINITE_MARKED,
                    _ => continue,
                }
                for q in graph.predecessors(p) {
                    arcs += 1;
                    if self.values[q as usize] == UNLABELLED {
                        let c = &mut self.counters[q as usize];
                        *c = c.saturating_sub(1);
                        if *c == 0 {
                            self.values[q as usize] = m;
                            self.queue.push(q);
                        }
                    }
                }
            }
            self.arcs_scanned += arcs;
            tick(arcs, self)?;
        }
        // 3. The unmarked rest is ∞; the marked go on.
        let mut infinite = 0u64;
        let mut more = false;
        for v in &mut self.values {
            match *v {
                MARKED => {
                    *v = UNLABELLED;
                    more = true;
                }
                INFINITE_MARKED => *v = INFINITE,
                UNLABELLED => {
                    *v = INFINITE;
                    infinite += 1;
                }
                _ => {}
            }
        }
        let labelled = self.queue.len() as u64;
        self.settled += labelled + infinite;
        self.rounds.push(Round {
            value: m,
            labelled,
            infinite,
        });
        self.round += 1;
        self.done = !more || self.round > MAX_FINITE;
        Ok(())
    }
}
