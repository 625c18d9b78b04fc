//! The labelling rounds of [`fn@super::solve`] split by vertex over several parts, each part
//! holding only its own vertices, the parts talking by messages — what a distributed run
//! (the `grundy-dist` crate, on timely dataflow) does on each worker.
//!
//! The vertices are cut into contiguous blocks ([`Blocks`]): part `i` owns
//! `i·B .. (i+1)·B` with `B = ⌈n / parts⌉`. A part keeps, for its own vertices only, the
//! value, the *base* counter (the options not yet finite: out-degree minus the arcs to
//! finite vertices) and the round's counter — 12 bytes per owned vertex ([`PartRun`]); of
//! the graph it reads its vertices' out-degrees (once) and their predecessors
//! ([`PartArcs`], [`super::binary::BinaryPart`]), never a successor list.
//!
//! Round `m` is the round of [`fn@super::solve`], with its three steps carried by two
//! messages ([`Message`]), each sent to the owner of the vertex it names:
//! 1. [`PartRun::start_round`]: every unlabelled vertex whose base counter is 0 gets `m`;
//! 2. a vertex `u` that gets `m` sends `Mark(p)` for each predecessor `p`: `p` has one
//!    option less that is not finite, and, unlabelled or ∞, it is marked; a vertex newly
//!    marked sends `Decrement(q)` for each predecessor `q`; an unlabelled `q` whose
//!    counter reaches 0 gets `m` ([`PartRun::receive`]). What concerns the part's own
//!    vertices is done at once, without a message;
//! 3. when no part has a message left to send (the caller sums what every part sent in
//!    a superstep), [`PartRun::end_round`]: the unmarked unlabelled vertices are ∞, the
//!    marked ones go on. The run is over when no part has an unlabelled vertex left.
//!
//! Which vertices get `m` does not depend on the order the messages arrive in: a vertex
//! gets `m` exactly when all its options that are not finite are marked, and a marked
//! vertex never gets `m`. So any delivery order gives the values of [`fn@super::solve`]
//! ([`solve_in_parts`] runs the parts in one thread, in supersteps, and the tests check
//! both against each other).
//!
//! ```
//! use grundy_loopy::{binary, partition::solve_in_parts, solve, BinaryGraph};
//! let arcs = grundy_loopy::generate::random(200, 300, 5);
//! let bytes = binary::from_edges(200, &arcs).unwrap();
//! let g = BinaryGraph::parse(&bytes).unwrap();
//! let one = solve(&g, &grundy_core::Cancel::default()).unwrap();
//! for parts in 1..=4 {
//!     assert_eq!(solve_in_parts(&g, parts).values, one);
//! }
//! ```
#![allow(
    clippy::indexing_slicing,
    reason = "the arrays are allocated here with one entry per owned vertex, and a vertex is looked up only after `Blocks::owner` placed it in this part's range, whose length the arrays have"
)]

use super::solve::{Arcs, Round, INFINITE, INFINITE_MARKED, MARKED, UNLABELLED};
use std::ops::Range;

/// The vertices `0..n` cut into `parts` contiguous blocks of `⌈n / parts⌉` (the last ones
/// shorter or empty).
///
/// ```
/// let b = grundy_loopy::partition::Blocks::new(10, 3);
/// assert_eq!((b.range(0), b.range(1), b.range(2)), (0..4, 4..8, 8..10));
/// assert_eq!((b.owner(0), b.owner(7), b.owner(9)), (0, 1, 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blocks {
    n: u32,
    parts: u32,
    size: u32,
}

impl Blocks {
    /// `n` vertices in `parts` blocks (at least one).
    pub fn new(n: u32, parts: u32) -> Self {
        let parts = parts.max(1);
        Blocks {
            n,
            parts,
            size: n.div_ceil(parts).max(1),
        }
    }

    /// The part that owns `v`.
    pub fn owner(&self, v: u32) -> u32 {
        v / self.size
    }

    /// The vertices of part `part`.
    pub fn range(&self, part: u32) -> Range<u32> {
        let lo = (u64::from(part) * u64::from(self.size)).min(u64::from(self.n)) as u32;
        let hi = (u64::from(lo) + u64::from(self.size)).min(u64::from(self.n)) as u32;
        lo..hi
    }

    /// The number of parts.
    pub fn parts(&self) -> u32 {
        self.parts
    }
}

/// What a part reads of the graph: the out-degree and the predecessors of each vertex of
/// its range (the vertex numbers of the whole graph, each below [`PartArcs::vertex_count`]).
pub trait PartArcs {
    /// The vertices of the whole graph.
    fn vertex_count(&self) -> u32;
    /// The vertices this part owns.
    fn range(&self) -> Range<u32>;
    /// The number of moves from `v` (a vertex of the range).
    fn out_degree(&self, v: u32) -> u32;
    /// The vertices that move to `v` (a vertex of the range).
    fn predecessors(&self, v: u32) -> impl Iterator<Item = u32> + '_;
}

/// A whole graph seen by one part: its range of an [`Arcs`] graph.
#[derive(Debug, Clone)]
pub struct Restricted<'g, A> {
    /// The graph.
    pub graph: &'g A,
    /// The vertices of the part.
    pub range: Range<u32>,
}

impl<A: Arcs> PartArcs for Restricted<'_, A> {
    fn vertex_count(&self) -> u32 {
        self.graph.vertex_count()
    }
    fn range(&self) -> Range<u32> {
        self.range.clone()
    }
    fn out_degree(&self, v: u32) -> u32 {
        self.graph.successors(v).count() as u32
    }
    fn predecessors(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        self.graph.predecessors(v)
    }
}

/// A message between parts, to the owner of the vertex it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// An option of this vertex got the round's value.
    Mark(u32),
    /// An option of this vertex was marked.
    Decrement(u32),
}

impl Message {
    /// The vertex the message is about (its owner receives it).
    pub fn vertex(self) -> u32 {
        match self {
            Message::Mark(v) | Message::Decrement(v) => v,
        }
    }

    /// As one word: the vertex in the low 32 bits, the kind in bit 32.
    ///
    /// ```
    /// use grundy_loopy::partition::Message;
    /// for m in [Message::Mark(7), Message::Decrement(u32::MAX - 5)] {
    ///     assert_eq!(Message::from_word(m.to_word()), m);
    /// }
    /// ```
    pub fn to_word(self) -> u64 {
        match self {
            Message::Mark(v) => u64::from(v),
            Message::Decrement(v) => 1 << 32 | u64::from(v),
        }
    }

    /// The message of [`Message::to_word`].
    pub fn from_word(w: u64) -> Self {
        let v = w as u32;
        if w >> 32 == 0 {
            Message::Mark(v)
        } else {
            Message::Decrement(v)
        }
    }
}

/// What a part did in a round: vertices labelled with the round's value, found ∞, and
/// still unlabelled for the next round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PartRound {
    /// Labelled with the round's value.
    pub labelled: u64,
    /// Found ∞ at the end of the round.
    pub infinite: u64,
    /// Left for the next round.
    pub unlabelled: u64,
}

/// One part's state: the value, base counter and round counter of each owned vertex
/// (12 bytes per vertex), the round, and the vertices labelled whose predecessors are
/// still to be marked.
#[derive(Debug, Clone)]
pub struct PartRun {
    lo: u32,
    blocks: Blocks,
    values: Vec<u32>,
    base: Vec<u32>,
    counter: Vec<u32>,
    queue: Vec<u32>,
    round: u32,
    labelled: u64,
}

impl PartRun {
    /// The part of `blocks` whose arcs are `part` (its range), none labelled.
    pub fn new(part: &impl PartArcs, blocks: Blocks) -> Self {
        let range = part.range();
        let base: Vec<u32> = range.clone().map(|v| part.out_degree(v)).collect();
        let n = base.len();
        PartRun {
            lo: range.start,
            blocks,
            values: vec![UNLABELLED; n],
            counter: vec![0; n],
            base,
            queue: Vec::new(),
            round: 0,
            labelled: 0,
        }
    }

    /// The round under way (its value).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The values of the part's vertices (in order, from the first of its range): finite,
    /// [`INFINITE`], or `u32::MAX − 1` while unknown.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Step 1 of the round: the unlabelled vertices with no option left that is not
    /// finite get the round's value; `send(owner, message)` gets what goes to other parts.
    pub fn start_round(&mut self, part: &impl PartArcs, send: &mut impl FnMut(u32, Message)) {
        self.labelled = 0;
        for i in 0..self.values.len() {
            if self.values[i] == UNLABELLED {
                self.counter[i] = self.base[i];
                if self.base[i] == 0 {
                    self.label(i);
                }
            }
        }
        self.drain(part, send);
    }

    /// Step 2: a message from another part (or from this one); what it causes to other
    /// parts goes to `send`.
    pub fn receive(
        &mut self,
        message: Message,
        part: &impl PartArcs,
        send: &mut impl FnMut(u32, Message),
    ) {
        self.handle(message, part, send);
        self.drain(part, send);
    }

    /// Step 3, when no message is left anywhere: unmarked unlabelled vertices are ∞, the
    /// marked ones go on to the next round.
    pub fn end_round(&mut self) -> PartRound {
        let mut r = PartRound {
            labelled: self.labelled,
            ..PartRound::default()
        };
        for v in &mut self.values {
            match *v {
                MARKED => {
                    *v = UNLABELLED;
                    r.unlabelled += 1;
                }
                INFINITE_MARKED => *v = INFINITE,
                UNLABELLED => {
                    *v = INFINITE;
                    r.infinite += 1;
                }
                _ => {}
            }
        }
        self.round += 1;
        r
    }

    /// The index of `v` in the arrays if this part owns it.
    fn local(&self, v: u32) -> Option<usize> {
        let i = v.wrapping_sub(self.lo) as usize;
        (i < self.values.len()).then_some(i)
    }

    fn label(&mut self, i: usize) {
        self.values[i] = self.round;
        self.labelled += 1;
        self.queue.push(i as u32);
    }

    /// An option of vertex `i` got the round's value.
    fn mark(&mut self, i: usize, part: &impl PartArcs, send: &mut impl FnMut(u32, Message)) {
        self.base[i] = self.base[i].saturating_sub(1);
        let x = &mut self.values[i];
        match *x {
            UNLABELLED => *x = MARKED,
            INFINITE => *x = INFINITE_MARKED,
            _ => return,
        }
        for q in part.predecessors(self.lo + i as u32) {
            match self.local(q) {
                Some(j) => self.decrement(j),
                None => send(self.blocks.owner(q), Message::Decrement(q)),
            }
        }
    }

    /// An option of vertex `i` was marked.
    fn decrement(&mut self, i: usize) {
        if self.values[i] == UNLABELLED {
            let c = &mut self.counter[i];
            *c = c.saturating_sub(1);
            if *c == 0 {
                self.label(i);
            }
        }
    }

    fn handle(
        &mut self,
        message: Message,
        part: &impl PartArcs,
        send: &mut impl FnMut(u32, Message),
    ) {
        let Some(i) = self.local(message.vertex()) else {
            return;
        };
        match message {
            Message::Mark(_) => self.mark(i, part, send),
            Message::Decrement(_) => self.decrement(i),
        }
    }

    /// The vertices labelled and not yet announced: each predecessor is marked.
    fn drain(&mut self, part: &impl PartArcs, send: &mut impl FnMut(u32, Message)) {
        while let Some(u) = self.queue.pop() {
            for p in part.predecessors(self.lo + u) {
                match self.local(p) {
                    Some(j) => self.mark(j, part, send),
                    None => send(self.blocks.owner(p), Message::Mark(p)),
                }
            }
        }
    }
}

/// What [`solve_in_parts`] found: the values and rounds of [`fn@super::solve`], and how much
/// the parts said to each other.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InParts {
    /// The value of every vertex, as [`fn@super::solve`] gives it.
    pub values: Vec<u32>,
    /// The rounds.
    pub rounds: Vec<Round>,
    /// Supersteps (exchanges of messages between the parts), all rounds.
    pub supersteps: u64,
    /// Messages sent from one part to another, all rounds.
    pub messages: u64,
}

/// The values of `graph` computed by `parts` parts in one thread: each part sees only its
/// range ([`Restricted`]); in each superstep every message sent in the previous one is
/// delivered. The reference for the distributed run, which does the same over timely.
pub fn solve_in_parts(graph: &impl Arcs, parts: u32) -> InParts {
    let n = graph.vertex_count();
    let blocks = Blocks::new(n, parts);
    let views: Vec<Restricted<'_, _>> = (0..blocks.parts())
        .map(|i| Restricted {
            graph,
            range: blocks.range(i),
        })
        .collect();
    let mut runs: Vec<PartRun> = views
        .iter()
        .map(|view| PartRun::new(view, blocks))
        .collect();
    let mut out = InParts {
        values: Vec::new(),
        rounds: Vec::new(),
        supersteps: 0,
        messages: 0,
    };
    let mut inboxes: Vec<Vec<Message>> = vec![Vec::new(); runs.len()];
    let mut more = n > 0;
    while more {
        let mut next: Vec<Vec<Message>> = vec![Vec::new(); runs.len()];
        for (run, view) in runs.iter_mut().zip(&views) {
            run.start_round(view, &mut |to, m| next[to as usize].push(m));
        }
        loop {
            let sent: usize = next.iter().map(Vec::len).sum();
            out.supersteps += 1;
            out.messages += sent as u64;
            if sent == 0 {
                break;
            }
            std::mem::swap(&mut inboxes, &mut next);
            for ((run, view), inbox) in runs.iter_mut().zip(&views).zip(&mut inboxes) {
                for m in inbox.drain(..) {
                    run.receive(m, view, &mut |to, m| next[to as usize].push(m));
                }
            }
        }
        let value = runs.first().map_or(0, PartRun::round);
        let mut total = PartRound::default();
        for run in &mut runs {
            let r = run.end_round();
            total.labelled += r.labelled;
            total.infinite += r.infinite;
            total.unlabelled += r.unlabelled;
        }
        out.rounds.push(Round {
            value,
            labelled: total.labelled,
            infinite: total.infinite,
        });
        more = total.unlabelled > 0;
    }
    out.values = runs
        .iter()
        .flat_map(|r| r.values().iter().copied())
        .collect();
    out
}
