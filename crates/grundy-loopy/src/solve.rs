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
//! The state is 12 bytes per vertex besides the graph ([`Retrograde`]): the value and the
//! counter side by side (one cache line holds both), and the round's queue; between
//! rounds only the values matter, so a run stops and resumes at a round boundary
//! ([`Retrograde::checkpoint`], [`Retrograde::resume`]).
//!
//! On a large graph every step is a random access (a predecessor's value, its
//! predecessor list, their counters), so the run is bound by memory latency. Three
//! things keep the memory busy instead of waiting:
//! - round 0 needs no look at the successors: with no finite value yet, a vertex's
//!   counter is its out-degree ([`Arcs::out_degree`], read from the offsets);
//! - the queue is processed in batches, stage by stage: the predecessor offsets of a
//!   batch of entries are prefetched, then their predecessor lists, then the states of
//!   those predecessors, then (for the newly marked) their predecessor offsets, lists and
//!   states — each stage issues dozens of independent loads before the next one needs
//!   them ([`Arcs::prefetch`]; `_mm_prefetch` on x86-64, nothing elsewhere);
//! - the counting of a later round prefetches the successor lists and the successors'
//!   states of a batch of vertices the same way.
//!
//! The order in which the queue is worked off does not change the result (each round
//! labels exactly the vertices of value `m`, which Smith's function fixes), so the
//! values are those of the plain first-in first-out run, bit for bit.
//!
//! ```
//! use grundy_loopy::{solve, BinaryGraph, INFINITE};
//! // 0 → 1 → 2 → 0 is a cycle; 2 → 3, and 3 is a sink; 4 → 4 only loops.
//! let arcs = [(0, 1), (1, 2), (2, 0), (2, 3), (4, 4)];
//! let bytes = grundy_loopy::binary::from_edges(5, &arcs).unwrap();
//! let g = BinaryGraph::parse(&bytes).unwrap();
//! let values = solve(&g, &grundy_core::Cancel::default()).unwrap();
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
    /// The number of arcs out of `v` (by default, its successors counted).
    fn out_degree(&self, v: u32) -> u64 {
        self.successors(v).count() as u64
    }
    /// A hint that `what` of vertex `v` will be read soon: a graph in memory starts the
    /// loads without waiting for them. By default nothing; never needed for correctness.
    fn prefetch(&self, v: u32, what: Prefetch) {
        let _ = (v, what);
    }
}

/// What of a vertex [`Arcs::prefetch`] is asked to bring into the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prefetch {
    /// The offsets of its successor list.
    SuccessorOffsets,
    /// Its successor list (its offsets are expected to be in the cache already).
    Successors,
    /// The offsets of its predecessor list.
    PredecessorOffsets,
    /// Its predecessor list (its offsets are expected to be in the cache already).
    Predecessors,
}

/// Starts loading the cache line of `r`: [`grundy_heap::heap::vector::prefetch_line`].
#[inline(always)]
pub(crate) fn prefetch_line<T>(r: &T) {
    grundy_heap::heap::vector::prefetch_line(r);
}

/// The value and the counter of a vertex, side by side: one cache line holds both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C, align(8))]
struct Cell {
    value: u32,
    counter: u32,
}

/// Queue entries per batch of the propagation, and vertices per batch of the counting.
const BATCH: usize = if cfg!(test) { 3 } else { 32 };
/// Predecessors gathered per stage before they are worked off (bounds the buffers
/// whatever the in-degrees).
const STAGE: usize = if cfg!(test) { 5 } else { 1024 };

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
    state: Vec<Cell>,
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
#[error("{}", crate::i18n::errors::english(self))]
pub enum CheckpointError {
    /// Not a checkpoint.
    Magic,
    /// Shorter or longer than its counts say.
    Truncated,
    /// The checksum does not match.
    Checksum,
    /// A checkpoint of a graph of another size.
    OtherGraph {
        /// Its vertex count.
        checkpoint: u64,
        /// The graph's.
        graph: u32,
    },
    /// Values that no run can have at its round.
    Inconsistent,
}

impl crate::i18n::errors::Localized for CheckpointError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Magic => t!(lang, "err-loopy-checkpoint-magic"),
            Self::Truncated => t!(lang, "err-loopy-checkpoint-truncated"),
            Self::Checksum => t!(lang, "err-loopy-checkpoint-checksum"),
            Self::OtherGraph { checkpoint, graph } => t!(
                lang,
                "err-loopy-checkpoint-other-graph",
                checkpoint = *checkpoint,
                graph = *graph
            ),
            Self::Inconsistent => t!(lang, "err-loopy-checkpoint-inconsistent"),
        }
    }
}
grundy_core::localized_error!(CheckpointError);

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
            state: vec![
                Cell {
                    value: UNLABELLED,
                    counter: 0
                };
                n as usize
            ],
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
        let state = values
            .into_iter()
            .map(|value| Cell { value, counter: 0 })
            .collect();
        Some(Retrograde {
            done: settled == n as u64,
            state,
            queue: Vec::with_capacity(n),
            round,
            settled,
            rounds,
            arcs_scanned: 0,
            report_every: REPORT_EVERY,
        })
    }

    /// Where the run stands between rounds: the next round, the values (finite,
    /// [`INFINITE`], or `u32::MAX − 1` for not yet known; a copy, 4 bytes per vertex) and
    /// the rounds done.
    pub fn checkpoint(&self) -> (u32, Vec<u32>, &[Round]) {
        (self.round, self.values().collect(), &self.rounds)
    }

    /// The next round (the finite value it labels).
    pub fn next_round(&self) -> u32 {
        self.round
    }

    fn values(&self) -> impl Iterator<Item = u32> + '_ {
        self.state.iter().map(|c| c.value)
    }

    /// How many vertices of each outcome, from the rounds (after [`Retrograde::run`]
    /// returned `Ok`), without reading the graph: the P-positions are the vertices of
    /// value 0, the draws those found ∞ in round 0 (no option of value 0: a vertex found
    /// ∞ later was marked in round 0, so it has one), the rest N. Equal to
    /// [`outcome_counts`] of the values.
    pub fn outcome_counts(&self) -> OutcomeCounts {
        let (p, d) = self
            .rounds
            .first()
            .map_or((0, 0), |r| (r.labelled, r.infinite));
        OutcomeCounts {
            p,
            d,
            n: self.state.len() as u64 - p - d,
        }
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
        let Retrograde { state, queue, .. } = self;
        drop(queue);
        state.into_iter().map(|c| c.value).collect()
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
        if graph.vertex_count() as usize != self.state.len() {
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
        let mut out = Vec::with_capacity(32 + 20 * self.rounds.len() + 4 * self.state.len());
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.extend_from_slice(&(self.state.len() as u64).to_le_bytes());
        out.extend_from_slice(&self.round.to_le_bytes());
        out.extend_from_slice(&(self.rounds.len() as u32).to_le_bytes());
        for r in &self.rounds {
            out.extend_from_slice(&r.value.to_le_bytes());
            out.extend_from_slice(&r.labelled.to_le_bytes());
            out.extend_from_slice(&r.infinite.to_le_bytes());
        }
        for v in self.values() {
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

    /// The counters of a round after round 0: the successors of a batch of unlabelled
    /// vertices, their offsets, lists and states prefetched stage by stage.
    fn count(
        &mut self,
        graph: &impl Arcs,
        tick: &mut impl FnMut(u64, &Self) -> Result<(), Cancelled>,
    ) -> Result<(), Cancelled> {
        let n = graph.vertex_count();
        let mut batch = Vec::with_capacity(BATCH);
        let mut v = 0u32;
        loop {
            batch.clear();
            while batch.len() < BATCH && v < n {
                if self.state[v as usize].value == UNLABELLED {
                    batch.push(v);
                }
                v += 1;
            }
            if batch.is_empty() {
                return Ok(());
            }
            for &u in &batch {
                graph.prefetch(u, Prefetch::SuccessorOffsets);
            }
            for &u in &batch {
                graph.prefetch(u, Prefetch::Successors);
            }
            for &u in &batch {
                for w in graph.successors(u).take(STAGE) {
                    if let Some(c) = self.state.get(w as usize) {
                        prefetch_line(c);
                    }
                }
            }
            let mut arcs = 0u64;
            for &u in &batch {
                let mut count = 0u32;
                for w in graph.successors(u) {
                    arcs += 1;
                    let x = self.state[w as usize].value;
                    count += u32::from(x == UNLABELLED || x == INFINITE);
                }
                self.state[u as usize].counter = count;
            }
            self.arcs_scanned += arcs;
            tick(arcs, self)?;
        }
    }

    fn undo_round(&mut self) {
        let m = self.round;
        for v in self.state.iter_mut().map(|c| &mut c.value) {
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
        let mut tick = move |arcs: u64, me: &Self| -> Result<(), Cancelled> {
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
        // 1. Counters: unlabelled or ∞ options of each unlabelled vertex; those with none
        // get `m`. In round 0 no vertex has a finite value, so the counter is the
        // out-degree: no successor is read.
        self.queue.clear();
        if m == 0 {
            for (v, c) in (0..n).zip(self.state.iter_mut()) {
                if c.value == UNLABELLED {
                    let d = graph.out_degree(v);
                    c.counter = u32::try_from(d).unwrap_or(u32::MAX);
                    if d == 0 {
                        c.value = m;
                        self.queue.push(v);
                    }
                }
            }
        } else {
            self.count(graph, &mut tick)?;
            for (v, c) in (0..n).zip(self.state.iter_mut()) {
                if c.value == UNLABELLED && c.counter == 0 {
                    c.value = m;
                    self.queue.push(v);
                }
            }
        }
        // 2. Propagation, a batch of queue entries at a time.
        let mut stages = Stages::default();
        let mut head = 0;
        while head < self.queue.len() {
            let end = (head + BATCH).min(self.queue.len());
            let arcs = stages.propagate(graph, &mut self.state, &mut self.queue, head..end, m);
            head = end;
            self.arcs_scanned += arcs;
            tick(arcs, self)?;
        }
        // 3. The unmarked rest is ∞; the marked go on.
        let mut infinite = 0u64;
        let mut more = false;
        for v in self.state.iter_mut().map(|c| &mut c.value) {
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

/// The buffers of the staged propagation; each holds at most [`STAGE`] entries.
#[derive(Debug, Default)]
struct Stages {
    /// The queue entries of the batch.
    batch: Vec<u32>,
    /// Their predecessors, gathered (their states prefetched).
    preds: Vec<u32>,
    /// Those just marked (their predecessor offsets prefetched).
    marked: Vec<u32>,
    /// The predecessors of the marked, gathered (their states prefetched).
    outer: Vec<u32>,
}

impl Stages {
    /// Works off the queue entries `range`: marks their unlabelled or ∞ predecessors and
    /// takes one off the counters of the predecessors of each vertex newly marked; a
    /// vertex whose counter falls to 0 gets `m` and joins the queue. The arcs looked at.
    fn propagate(
        &mut self,
        graph: &impl Arcs,
        state: &mut [Cell],
        queue: &mut Vec<u32>,
        range: std::ops::Range<usize>,
        m: u32,
    ) -> u64 {
        self.batch.clear();
        self.batch
            .extend_from_slice(queue.get(range).unwrap_or(&[]));
        for &u in &self.batch {
            graph.prefetch(u, Prefetch::PredecessorOffsets);
        }
        for &u in &self.batch {
            graph.prefetch(u, Prefetch::Predecessors);
        }
        let mut arcs = 0u64;
        let batch = std::mem::take(&mut self.batch);
        for &u in &batch {
            for p in graph.predecessors(u) {
                arcs += 1;
                if let Some(c) = state.get(p as usize) {
                    prefetch_line(c);
                }
                self.preds.push(p);
                if self.preds.len() >= STAGE {
                    arcs += self.mark(graph, state, queue, m);
                }
            }
        }
        self.batch = batch;
        arcs + self.mark(graph, state, queue, m)
    }

    /// Marks the gathered predecessors and works off the counters of their predecessors.
    fn mark(&mut self, graph: &impl Arcs, state: &mut [Cell], queue: &mut Vec<u32>, m: u32) -> u64 {
        self.marked.clear();
        for &p in &self.preds {
            let x = &mut state[p as usize].value;
            match *x {
                UNLABELLED => *x = MARKED,
                INFINITE => *x = INFINITE_MARKED,
                _ => continue,
            }
            graph.prefetch(p, Prefetch::PredecessorOffsets);
            self.marked.push(p);
        }
        self.preds.clear();
        for &p in &self.marked {
            graph.prefetch(p, Prefetch::Predecessors);
        }
        let mut arcs = 0u64;
        for &p in &self.marked {
            for q in graph.predecessors(p) {
                arcs += 1;
                if let Some(c) = state.get(q as usize) {
                    prefetch_line(c);
                }
                self.outer.push(q);
                if self.outer.len() >= STAGE {
                    decrement(state, queue, &mut self.outer, m);
                }
            }
        }
        decrement(state, queue, &mut self.outer, m);
        arcs
    }
}

/// One off the counter of each unlabelled vertex of `qs` (once per occurrence); those
/// that reach 0 get `m` and join the queue. Empties `qs`.
fn decrement(state: &mut [Cell], queue: &mut Vec<u32>, qs: &mut Vec<u32>, m: u32) {
    for &q in qs.iter() {
        let c = &mut state[q as usize];
        if c.value == UNLABELLED {
            c.counter = c.counter.saturating_sub(1);
            if c.counter == 0 {
                c.value = m;
                queue.push(q);
            }
        }
    }
    qs.clear();
}
