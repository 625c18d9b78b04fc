//! **Misère quotients** (Plambeck 2005, *Taming the wild in impartial combinatorial
//! games*, INTEGERS 5 G05; Plambeck & Siegel 2008, *Misère quotients for impartial
//! games*, JCTA 115): for the set `A` of all sums of heaps (up to a bound) of one
//! ruleset, two sums `G`, `H` are equivalent when `G + X` and `H + X` have the same
//! misère outcome for every `X` in `A`. The classes form a commutative monoid `Q`, the
//! classes of P-positions its *P-portion* `P`, and the *pretending function*
//! `Φ : heap n ↦ its class` decides every sum: `h₁ + … + h_k` is a misère P-position iff
//! `Φ(h₁)·…·Φ(h_k) ∈ P`.
//!
//! [`Quotient::compute`] builds `Q`, `P` and `Φ` heap by heap, in the steps of the
//! algorithm as Plambeck and Siegel describe it and Siegel's MisereSolver performs it
//! (this is an independent implementation from the mathematics):
//!
//! 1. **Pretending function.** For heap `n`, compute the classes `T(n)` of its options.
//!    Try each element `x` of the current quotient with the right P-status (`x ∈ P` iff
//!    no element of `T(n)` is): the fast test "`T(n)` lies in the meximal set of `x`"
//!    (no `y` with `xy ∈ P` and `ty ∈ P`), then full verification with `Φ(n) = x`.
//! 2. **Expansion.** If no element fits, heap `n` becomes a new generator `g` with the
//!    cyclic relation `g^{a+2} = g^a` (index `a`, period 2): the monoid is the product of
//!    such cyclic monoids over the *expansion heaps*.
//! 3. **P-marking.** When the expansion only adds heap `n`'s generator `g`, the marking
//!    runs on `Q × C`, the reduced quotient of the smaller heaps times
//!    `C = ⟨g | g^{a+2} = g^a⟩`: the element `(x, e)` stands for `G_x + e·n`, `G_x` the
//!    smallest sum (by total size, Dijkstra's algorithm over `Q`) of class `x`, whose
//!    options' classes are built along the way (`T(G + h) = T(G)·Φ(h) ∪ Φ(G)·T(h)`); its
//!    options are `G' + e·n` and `G_x + (e−1)·n + o`, both of smaller games, so one pass
//!    marks `Q × C`, `e = 0` first. After a recalibration that changes older generators,
//!    each element of the whole product of the expansion heaps' cyclic monoids is
//!    marked instead (the sum of expansion heaps with its exponents, from its options'
//!    elements, smallest first).
//! 4. **Reduction.** Elements `x`, `y` with `xz ∈ P ⇔ yz ∈ P` for every `z` are merged
//!    (partition refinement under multiplication by the generators). The monoid is kept
//!    as generator actions on its elements and each element's normal form (its least
//!    word), never as a table over the product.
//! 5. **Verification** of the P-condition (no P-position has a P option: checked for every
//!    element `y` and heap `h`, as `y·Φ(h) ∈ P ⇒ y·T(h) ∩ P = ∅`, exact since every
//!    element is the class of some sum) and of the N-condition (every N-position has a P
//!    option, or no option at all): a search over the pairs (element, set of option
//!    elements) that sums reach, keeping only the smallest sets — a larger set has every
//!    option of a smaller one. A triple passing both conditions gives every outcome of
//!    every sum (the verification theorem of Plambeck & Siegel); reduced, it *is* the
//!    quotient.
//! 6. **Recalibration** (module `fresh`). When verification fails, its *least* failing
//!    sum `w` (by total size, then more heaps first: every smaller sum is then right)
//!    names the heaps to change: for subsets of the heaps of `w`, smallest first, each
//!    heap gets a fresh cyclic generator of its own (or, a generator, is replaced
//!    everywhere by one of larger index) on top of the *reduced* candidate,
//!    `Q × C₁ × … × C_f`; only the elements that sums reach are marked, each from its
//!    smallest sum, then reduced again. A candidate is taken when it passes, or when
//!    its least failure is larger than the one it repairs (or as large, with the old
//!    failure now right and a new one) — the candidates' least failures increase, as
//!    Siegel describes MisereSolver's iteration. The reduced result is put in canonical
//!    normal forms (generators: the heaps whose element is not a product of smaller
//!    heaps' elements; each element's reverse-lexicographically least word), so the
//!    presentation does not depend on the way it was found. (With
//!    [`QuotientOptions::extend`] false, the older way: larger indices on the whole
//!    product of every generator's cyclic monoid, limited to `max_product` elements.)
//! 7. **Periodicity.** For a take-and-break code with at most two heaps left per move
//!    and `t` digits, once `Φ(n + p) = Φ(n)` for `n₀ ≤ n` up to a computed bound
//!    `N ≥ 2n₀ + 2p + t + 1`, the quotient is the quotient of all heap sizes and `Φ` is
//!    periodic (the misère periodicity theorem of Plambeck & Siegel 2008, §6).
//!
//! ```
//! use grundy::misere::quotient::{Quotient, QuotientOptions};
//! use grundy::sequence::SequenceRule;
//! use grundy::heap::rule::HeapRule;
//! // Misère Nim on heaps up to 3 (0.333): Q = ⟨a, b | a² = 1, b³ = b⟩, 6 elements.
//! let rule = SequenceRule::from(HeapRule::parse("0.333").unwrap());
//! let q = Quotient::compute(&rule, &QuotientOptions::up_to(3)).unwrap();
//! assert_eq!((q.order(), q.p_portion().len()), (6, 2));
//! assert_eq!(q.presentation(), "⟨a, b | a² = 1, b³ = b⟩");
//! assert_eq!((q.is_p_sum(&[1, 2, 3]), q.is_p_sum(&[1, 1])), (Some(true), Some(false)));
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "elements, generators and heaps index the tables this module builds (multiplication table order × order, words per heap, options per heap), each sized before it is read"
)]

use crate::cancel::{Cancel, Cancelled, Poll, POLL_EVERY};
use crate::outcome::Outcome;
use crate::sequence::SequenceRule;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use thiserror::Error;

mod fresh;

/// The limits of a quotient computation.
#[derive(Debug, Clone)]
pub struct QuotientOptions {
    /// Heaps `0..=max_heap` (the computation stops earlier once a period is proved).
    pub max_heap: u64,
    /// Stop as soon as the pretending function's period is proved.
    pub stop_at_period: bool,
    /// The most elements the marking may enumerate: `Q × C₁ × … × C_f`, or (with
    /// `extend` false) the whole product of cyclic monoids (before reduction).
    pub max_product: usize,
    /// The most states the N-condition search may visit per verification.
    pub max_states: usize,
    /// The most options of one heap.
    pub max_options: usize,
    /// Mark `Q × C` (the reduced quotient times the new generator's cyclic monoid) when
    /// an expansion adds one generator, and recalibrate by fresh cyclic factors on the
    /// reduced candidate; `false` marks the whole product of the expansion heaps' cyclic
    /// monoids every time and recalibrates on it (the older way, which stops at heap 30
    /// of Dawson's Kayles; kept to compare the two).
    pub extend: bool,
    /// Raised from outside to stop.
    pub cancel: Cancel,
}

impl QuotientOptions {
    /// Heaps up to `max_heap`, stopping at a proved period, default limits.
    pub fn up_to(max_heap: u64) -> Self {
        QuotientOptions {
            max_heap,
            stop_at_period: true,
            max_product: 1 << 20,
            max_states: 1 << 20,
            max_options: 100_000,
            extend: true,
            cancel: Cancel::new(),
        }
    }
}

/// Why a quotient could not be computed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum QuotientError {
    /// The monoid grew past a limit (the heap where it did).
    TooLarge {
        /// The heap being added.
        heap: u64,
        /// What passed its limit.
        what: crate::i18n::Message,
    },
    /// No pretension passed verification within the recalibration attempts.
    NoPretension(u64),
    /// Stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
    /// Stopped from outside during [`Quotient::compute_resumable`]: the state after the
    /// last heap completed, to save and resume from.
    Interrupted(Box<QuotientState>),
    /// A state to resume from does not fit the rule or is damaged.
    BadState(crate::i18n::Message),
    /// The rule's positions are not sums of heaps ([`SequenceRule::has_heaps`]).
    NotHeaps(String),
}

impl crate::i18n::errors::Localized for QuotientError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::TooLarge { heap, what } => {
                t!(
                    lang,
                    "err-quotient-too-large",
                    heap = *heap,
                    what = what.render(lang)
                )
            }
            Self::NoPretension(heap) => t!(lang, "err-quotient-no-pretension", heap = *heap),
            Self::Cancelled(e) => e.message_in(lang),
            Self::Interrupted(state) => t!(lang, "err-quotient-interrupted", heap = state.heap),
            Self::BadState(why) => t!(lang, "err-quotient-bad-state", why = why.render(lang)),
            Self::NotHeaps(game) => t!(lang, "err-quotient-not-heaps", game = game),
        }
    }
}

/// The state of a computation after heap `heap`: the expansion heaps with their indices,
/// each heap's word over them and the reduced monoid — all a run needs to go on exactly
/// as if it had not stopped (the options are recomputed from the rule). What `grundy quotient --checkpoint` saves.
///
/// ```
/// use grundy::misere::quotient::{Quotient, QuotientError, QuotientOptions};
/// use grundy::heap::rule::HeapRule;
/// let kayles = HeapRule::parse("kayles").unwrap().into();
/// let options = QuotientOptions::up_to(12);
/// // Stop after heap 6 (as Ctrl-C would), then resume from the state.
/// let state = match Quotient::compute_resumable(&kayles, &options, None, &mut |p, _| {
///     if p.heap == 6 { options.cancel.cancel(); }
/// }) {
///     Err(QuotientError::Interrupted(state)) => *state,
///     other => panic!("{other:?}"),
/// };
/// assert_eq!(state.heap, 6);
/// let options = QuotientOptions::up_to(12);
/// let resumed = Quotient::compute_resumable(&kayles, &options, Some(state), &mut |_, _| {}).unwrap();
/// let direct = Quotient::compute(&kayles, &QuotientOptions::up_to(12)).unwrap();
/// assert_eq!(resumed, direct);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientState {
    /// The ruleset's name ([`SequenceRule::name`]).
    pub rule: String,
    /// The last heap added.
    pub heap: u64,
    /// The expansion heaps' generators: (heap, index `a`: `g^{a+2} = g^a`).
    pub generators: Vec<(u64, u8)>,
    /// The word of each heap `0..=heap` (an exponent per generator).
    pub words: Vec<Vec<u8>>,
    /// The heaps where the monoid grew.
    pub expansions: Vec<u64>,
    /// The reduced monoid after `heap`, so that a resumed run need not mark it again
    /// (absent from states written before it was kept: then it is marked again from the
    /// generators, which only works while their product is small).
    #[serde(default)]
    pub monoid: Option<StateMonoid>,
}

/// The reduced monoid of a [`QuotientState`]: element 0 is the identity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateMonoid {
    /// Each element's normal form (an exponent per generator).
    pub elements: Vec<Vec<u8>>,
    /// `actions[i][x]`: the element `x · generator i`.
    pub actions: Vec<Vec<u32>>,
    /// Whether each element is in `P`.
    pub p: Vec<bool>,
}

/// A proved period of the pretending function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientPeriod {
    /// `Φ(n + period) = Φ(n)` from here on.
    pub preperiod: u64,
    /// The period.
    pub period: u64,
}

/// Progress of a computation, for a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotientProgress {
    /// The heap just added.
    pub heap: u64,
    /// The quotient's order after it.
    pub order: usize,
}

/// A misère quotient: `Q` (generator actions and normal forms), `P`, `Φ`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quotient {
    pub(super) rule: String,
    /// Generators: (heap, index a: g^{a+2} = g^a).
    pub(super) gens: Vec<(u64, u8)>,
    /// Normal form of each element (exponent per generator).
    pub(super) reps: Vec<Vec<u8>>,
    /// `actions[i][x]`: x times generator i.
    pub(super) actions: Vec<Vec<u32>>,
    pub(super) p: Vec<bool>,
    pub(super) phi: Vec<u32>,
    pub(super) period: Option<QuotientPeriod>,
    pub(super) expansions: Vec<u64>,
}

// ---- the product of cyclic monoids -------------------------------------------------

/// The expansion heaps and their indices: the product `∏ ⟨gᵢ | gᵢ^{aᵢ+2} = gᵢ^{aᵢ}⟩`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Layout {
    gens: Vec<(u64, u8)>,
}

impl Layout {
    fn radix(&self, i: usize) -> usize {
        self.gens[i].1 as usize + 2
    }
    fn size(&self) -> Option<usize> {
        (0..self.gens.len()).try_fold(1usize, |acc, i| acc.checked_mul(self.radix(i)))
    }
    fn add(&self, a: &[u8], b: &[u8]) -> Vec<u8> {
        a.iter()
            .zip(b)
            .zip(&self.gens)
            .map(|((&x, &y), &(_, idx))| reduce_exp(x as u32 + y as u32, idx))
            .collect()
    }
    fn index(&self, w: &[u8]) -> usize {
        let mut m = 0;
        for i in (0..w.len()).rev() {
            m = m * self.radix(i) + w[i] as usize;
        }
        m
    }
    fn decode(&self, mut m: usize) -> Vec<u8> {
        (0..self.gens.len())
            .map(|i| {
                let r = self.radix(i);
                let e = m % r;
                m /= r;
                e as u8
            })
            .collect()
    }
}

fn reduce_exp(e: u32, index: u8) -> u8 {
    let a = index as u32;
    if e >= a + 2 {
        (a + (e - a) % 2) as u8
    } else {
        e as u8
    }
}

/// The reduced monoid of a layout: its elements (classes of the product) by their normal
/// forms, the generators' actions and the P-portion. Element 0 is the identity.
#[derive(Debug, Clone)]
struct Reduced {
    /// The normal form of each element: the word of least product index in its class.
    reps: Vec<Vec<u8>>,
    p: Vec<bool>,
    actions: Vec<Vec<u32>>,
}

impl Reduced {
    fn order(&self) -> usize {
        self.reps.len()
    }

    /// The element of a word over the layout's generators.
    fn class_of(&self, w: &[u8]) -> u32 {
        let mut z = 0u32;
        for (action, &e) in self.actions.iter().zip(w) {
            for _ in 0..e {
                z = action[z as usize];
            }
        }
        z
    }

    /// The product `x·y`.
    fn mul(&self, x: u32, y: u32) -> u32 {
        let mut z = x;
        for (action, &e) in self.actions.iter().zip(&self.reps[y as usize]) {
            for _ in 0..e {
                z = action[z as usize];
            }
        }
        z
    }
}

/// The class of each element, each class's least member, its P-status and the
/// generators' actions on the classes.
type Refined = (Vec<u32>, Vec<usize>, Vec<bool>, Vec<Vec<u32>>);

/// Step 4: the coarsest partition of the elements `0..p.len()` that separates `P` from
/// the rest and that multiplication by each generator (`times[i][m]`: `m` times
/// generator `i`) respects, by partition refinement. Returns each class's least member
/// (the classes are numbered in that order, so the identity, element 0, is class 0), its
/// P-status and the generators' actions on the classes.
fn refine(p: &[bool], times: &[Vec<u32>], poll: &mut Poll<'_>) -> Result<Refined, Cancelled> {
    // The refinement over one flat buffer of signatures (the recalibration's too).
    let (class, count, p, actions) = fresh::refine_flat(p, times, poll)?;
    let mut reps = vec![usize::MAX; count];
    for (m, &c) in class.iter().enumerate() {
        if reps[c as usize] == usize::MAX {
            reps[c as usize] = m;
        }
    }
    Ok((class, reps, p, actions))
}

/// Everything known about the heaps: their options (as heap lists) and their words.
struct Build<'a> {
    rule: &'a SequenceRule,
    options: &'a QuotientOptions,
    layout: Layout,
    /// Word of each heap 0..=n in the layout.
    words: Vec<Vec<u8>>,
    /// Options of each heap (lists of heaps).
    heap_options: Vec<Vec<Vec<u64>>>,
    reduced: Reduced,
}

/// A sum of heaps on which a pretension fails.
type Witness = Vec<u64>;

impl<'a> Build<'a> {
    fn word_of(&self, heaps: &[u64]) -> Vec<u8> {
        let mut w = vec![0u8; self.layout.gens.len()];
        for &h in heaps {
            w = self.layout.add(&w, &self.words[h as usize]);
        }
        w
    }

    /// Steps 3 and 4: mark the P-portion of the layout's monoid, reduce. When the layout
    /// is `base`'s with one generator more, for heap `heap`, the marking runs on `Q × C`:
    /// the reduced quotient of `base` times the new cyclic monoid ([`Build::mark_extension`]);
    /// otherwise on the whole product of cyclic monoids ([`Build::mark_product`]).
    fn mark_and_reduce(
        &self,
        heap: u64,
        base: Option<(&Layout, &Reduced)>,
    ) -> Result<Reduced, QuotientError> {
        if let Some((layout, reduced)) = base.filter(|_| self.options.extend) {
            if let Some(index) = self.extends(layout, heap) {
                if let Some(r) = self.mark_extension(reduced, heap, index)? {
                    return Ok(r);
                }
            }
        }
        self.mark_product(heap)
    }

    /// The index of the new generator when the layout is `base` with one generator more,
    /// for heap `heap` (the largest), every smaller heap keeping its word.
    fn extends(&self, base: &Layout, heap: u64) -> Option<u8> {
        let k = base.gens.len();
        let (&(h, a), rest) = self.layout.gens.split_last()?;
        if h != heap || rest != base.gens.as_slice() || self.words.len() as u64 != heap + 1 {
            return None;
        }
        let fits = self.words.iter().enumerate().all(|(g, w)| {
            let is_new = g as u64 == heap;
            w.len() == k + 1
                && w[k] == u8::from(is_new)
                && (!is_new || w[..k].iter().all(|&e| e == 0))
        });
        fits.then_some(a)
    }

    /// Step 3 on `Q' = Q × C`, `C = ⟨g | g^{a+2} = g^a⟩` the cyclic monoid of heap `n`:
    /// the element `(x, e)` stands for the game `G_x + e·n`, `G_x` the smallest sum of
    /// heaps below `n` (by total size) of class `x`. Its options are `G' + e·n` for the
    /// options `G'` of `G_x` — classes `T(G_x)`, built along the way as
    /// `T(G + h) = T(G)·Φ(h) ∪ Φ(G)·T(h)` — and `G_x + (e−1)·n + o` for the options `o`
    /// of heap `n`. Every option's class comes earlier (a smaller `e`, or a smaller game
    /// of the same `e`), so one pass marks `Q'`; then step 4 reduces it. `None` if some
    /// element of `Q` is not reached (never for a reduced quotient).
    fn mark_extension(
        &self,
        base: &Reduced,
        n: u64,
        a: u8,
    ) -> Result<Option<Reduced>, QuotientError> {
        let q = base.order();
        let r = a as usize + 2;
        let size = q
            .checked_mul(r)
            .filter(|&s| s <= self.options.max_product && u32::try_from(s).is_ok())
            .ok_or_else(|| QuotientError::TooLarge {
                heap: n,
                what: crate::i18n::msg!(
                    "reason-quotient-times-cyclic",
                    max = self.options.max_product
                ),
            })?;
        let mut poll = self.options.cancel.poll(POLL_EVERY);
        let classes = |h: u64| -> Vec<u32> {
            let mut t: Vec<u32> = self.heap_options[h as usize]
                .iter()
                .map(|o| base.class_of(&self.word_of(o)))
                .collect();
            t.sort_unstable();
            t.dedup();
            t
        };
        let t_n = classes(n);
        // Heaps below n that move, each with Φ and T.
        let mut heaps: Vec<(u64, u32, Vec<u32>)> = Vec::new();
        let mut times: HashMap<u32, Vec<u32>> = HashMap::new();
        for h in 1..n {
            if self.heap_options[h as usize].is_empty() {
                continue;
            }
            let v = base.class_of(&self.words[h as usize]);
            if let std::collections::hash_map::Entry::Vacant(slot) = times.entry(v) {
                poll.step(q as u64)?;
                slot.insert((0..q as u32).map(|x| base.mul(x, v)).collect());
            }
            heaps.push((h, v, classes(h)));
        }
        // The smallest game of each element (Dijkstra on the total size) and its options.
        let mut dist = vec![u64::MAX; q];
        let mut from = vec![(0u32, 0usize); q];
        let mut order: Vec<u32> = Vec::with_capacity(q);
        let mut queue = std::collections::BinaryHeap::from([std::cmp::Reverse((0u64, 0u32))]);
        dist[0] = 0;
        while let Some(std::cmp::Reverse((d, x))) = queue.pop() {
            if d > dist[x as usize] {
                continue;
            }
            poll.step(heaps.len() as u64)?;
            order.push(x);
            for (i, (h, v, _)) in heaps.iter().enumerate() {
                let y = times[v][x as usize];
                let nd = d + h;
                if nd < dist[y as usize] {
                    dist[y as usize] = nd;
                    from[y as usize] = (x, i);
                    queue.push(std::cmp::Reverse((nd, y)));
                }
            }
        }
        if order.len() != q {
            return Ok(None);
        }
        let mut t_games: Vec<Vec<u32>> = vec![Vec::new(); q];
        for &x in order.iter().skip(1) {
            let (parent, i) = from[x as usize];
            let (_, v, t_h) = &heaps[i];
            poll.step(t_games[parent as usize].len() as u64 + t_h.len() as u64)?;
            let tv = &times[v];
            let mut t: Vec<u32> = t_games[parent as usize]
                .iter()
                .map(|&y| tv[y as usize])
                .chain(t_h.iter().map(|&s| base.mul(parent, s)))
                .collect();
            t.sort_unstable();
            t.dedup();
            t_games[x as usize] = t;
        }
        let times_t: Vec<Vec<u32>> = t_n
            .iter()
            .map(|&t| (0..q as u32).map(|x| base.mul(x, t)).collect())
            .collect();
        let mut p = vec![false; size];
        p[..q].copy_from_slice(&base.p);
        for e in 1..r {
            for &x in &order {
                poll.step(1)?;
                let x = x as usize;
                let same = &p[e * q..];
                let below = &p[(e - 1) * q..];
                let p_option = t_games[x].iter().any(|&y| same[y as usize])
                    || times_t.iter().any(|t| below[t[x] as usize]);
                p[e * q + x] = !p_option;
            }
        }
        // Step 4 on Q × C: the old generators act on the first factor, g on the second.
        let mut gen_times: Vec<Vec<u32>> = base
            .actions
            .iter()
            .map(|act| {
                (0..size)
                    .map(|m| ((m / q) * q + act[m % q] as usize) as u32)
                    .collect()
            })
            .collect();
        gen_times.push(
            (0..size)
                .map(|m| (reduce_exp((m / q) as u32 + 1, a) as usize * q + m % q) as u32)
                .collect(),
        );
        let (_, reps, p, actions) = refine(&p, &gen_times, &mut poll)?;
        let reps = reps
            .into_iter()
            .map(|m| {
                let mut w = base.reps[m % q].clone();
                w.push((m / q) as u8);
                w
            })
            .collect();
        Ok(Some(Reduced { reps, p, actions }))
    }

    /// Step 3 on the whole product of cyclic monoids: each element is the sum of expansion
    /// heaps with its exponents, marked from its options' elements, smallest index first
    /// (an option lowers one exponent and adds words of smaller heaps); then step 4.
    fn mark_product(&self, heap: u64) -> Result<Reduced, QuotientError> {
        let layout = &self.layout;
        let size = layout
            .size()
            .filter(|&s| s <= self.options.max_product && u32::try_from(s).is_ok())
            .ok_or_else(|| QuotientError::TooLarge {
                heap,
                what: crate::i18n::msg!("reason-quotient-product", max = self.options.max_product),
            })?;
        let r = layout.gens.len();
        // Option words of each generator's heap.
        let t_words: Vec<Vec<Vec<u8>>> = layout
            .gens
            .iter()
            .map(|&(h, _)| {
                let set: HashSet<Vec<u8>> = self.heap_options[h as usize]
                    .iter()
                    .map(|o| self.word_of(o))
                    .collect();
                set.into_iter().collect()
            })
            .collect();
        let mut poll = self.options.cancel.poll(POLL_EVERY);
        let mut p = vec![false; size];
        for m in 0..size {
            poll.step(1)?;
            let w = layout.decode(m);
            let mut has_option = false;
            let mut p_option = false;
            'gens: for i in 0..r {
                if w[i] == 0 {
                    continue;
                }
                let mut less = w.clone();
                less[i] -= 1;
                for t in &t_words[i] {
                    has_option = true;
                    let image = layout.index(&layout.add(&less, t));
                    if p[image] {
                        p_option = true;
                        break 'gens;
                    }
                }
            }
            p[m] = has_option && !p_option;
        }
        let times: Vec<Vec<u32>> = (0..r)
            .map(|i| {
                let mut unit = vec![0u8; r];
                unit[i] = 1;
                (0..size)
                    .map(|m| layout.index(&layout.add(&layout.decode(m), &unit)) as u32)
                    .collect()
            })
            .collect();
        let (_, reps, p, actions) = refine(&p, &times, &mut poll)?;
        let reps = reps.into_iter().map(|m| layout.decode(m)).collect();
        Ok(Reduced { reps, p, actions })
    }

    fn phi(&self, reduced: &Reduced, h: u64) -> u32 {
        reduced.class_of(&self.words[h as usize])
    }

    fn mul(&self, reduced: &Reduced, x: u32, y: u32) -> u32 {
        reduced.mul(x, y)
    }

    /// Step 5: verification of heaps `1..=n` with `Φ(n) = phi_n`. `Ok(None)` passes.
    fn verify(
        &self,
        reduced: &Reduced,
        n: u64,
        phi_n: u32,
    ) -> Result<Option<Witness>, QuotientError> {
        let q = reduced.order();
        let mut poll = self.options.cancel.poll(POLL_EVERY);
        // Heap types: (Φ(h), T(h)), one heap of each.
        let mut types: Vec<(u32, Vec<u32>, u64)> = Vec::new();
        let mut seen_types: HashSet<(u32, Vec<u32>)> = HashSet::new();
        for h in 1..=n {
            let opts = &self.heap_options[h as usize];
            if opts.is_empty() {
                continue;
            }
            let v = if h == n { phi_n } else { self.phi(reduced, h) };
            let mut t: Vec<u32> = opts
                .iter()
                .map(|o| reduced.class_of(&self.word_of(o)))
                .collect();
            t.sort_unstable();
            t.dedup();
            if seen_types.insert((v, t.clone())) {
                types.push((v, t, h));
            }
        }
        // P-condition, element by element.
        let times_v: HashMap<u32, Vec<u32>> = types
            .iter()
            .map(|&(v, _, _)| v)
            .collect::<HashSet<u32>>()
            .into_iter()
            .map(|v| (v, (0..q as u32).map(|x| self.mul(reduced, x, v)).collect()))
            .collect();
        for (v, t, h) in &types {
            for y in 0..q as u32 {
                poll.step(t.len() as u64)?;
                if reduced.p[times_v[v][y as usize] as usize]
                    && t.iter()
                        .any(|&t| reduced.p[self.mul(reduced, y, t) as usize])
                {
                    let mut w = self.game_of(reduced, y);
                    w.push(*h);
                    return Ok(Some(w));
                }
            }
        }
        // N-condition: (element, option elements) pairs, smallest option sets only.
        let words = q.div_ceil(64);
        let identity = 0;
        if reduced.p[identity as usize] {
            return Ok(Some(vec![]));
        }
        let mut antichains: HashMap<u32, Vec<Vec<u64>>> = HashMap::new();
        // (x, W, parent, heap)
        let mut states: Vec<(u32, Vec<u64>, usize, u64)> = vec![(identity, vec![0; words], 0, 0)];
        let mut queue = VecDeque::from([0usize]);
        let witness = |states: &Vec<(u32, Vec<u64>, usize, u64)>, mut s: usize| {
            let mut w = Vec::new();
            while s != 0 {
                w.push(states[s].3);
                s = states[s].2;
            }
            w
        };
        while let Some(s) = queue.pop_front() {
            for (v, t, h) in &types {
                poll.step(1)?;
                let (x, wset) = (states[s].0, &states[s].1);
                let tv = &times_v[v];
                let nx = tv[x as usize];
                let mut nw = image_of_set(wset, tv, words);
                for &t in t {
                    let y = self.mul(reduced, x, t) as usize;
                    nw[y / 64] |= 1 << (y % 64);
                }
                let list = antichains.entry(nx).or_default();
                if list
                    .iter()
                    .any(|old| old.iter().zip(&nw).all(|(a, b)| a & !b == 0))
                {
                    continue;
                }
                let has_p = (0..q).any(|y| nw[y / 64] >> (y % 64) & 1 == 1 && reduced.p[y]);
                let ok = if reduced.p[nx as usize] {
                    !has_p
                } else {
                    has_p
                };
                list.push(nw.clone());
                states.push((nx, nw, s, *h));
                if !ok {
                    return Ok(Some(witness(&states, states.len() - 1)));
                }
                if states.len() > self.options.max_states {
                    return Err(QuotientError::TooLarge {
                        heap: n,
                        what: crate::i18n::msg!(
                            "reason-quotient-states",
                            max = self.options.max_states
                        ),
                    });
                }
                queue.push_back(states.len() - 1);
            }
        }
        Ok(None)
    }

    /// A sum of heaps whose class is `x`: the expansion heaps of its normal form.
    fn game_of(&self, reduced: &Reduced, x: u32) -> Vec<u64> {
        let w = &reduced.reps[x as usize];
        let mut out = Vec::new();
        for (i, &e) in w.iter().enumerate() {
            out.extend(std::iter::repeat_n(self.layout.gens[i].0, e as usize));
        }
        out
    }

    /// A new layout in which each heap of `changes` is a generator of at least the given
    /// index (raised by one if it already has it). Words are carried over; a heap that
    /// becomes a generator gets its unit word. `None` if an index would pass 15.
    fn relayout(&self, changes: &[(u64, u8)]) -> Option<(Layout, Vec<Vec<u8>>)> {
        let mut gens = self.layout.gens.clone();
        for &(h, a) in changes {
            match gens.iter_mut().find(|g| g.0 == h) {
                Some(g) => g.1 = if g.1 >= a { g.1 + 1 } else { a },
                None => gens.push((h, a)),
            }
        }
        if gens.iter().any(|g| g.1 > 15) {
            return None;
        }
        gens.sort_unstable();
        let layout = Layout { gens };
        let words = self
            .words
            .iter()
            .enumerate()
            .map(|(h, w)| {
                let mut nw = vec![0u8; layout.gens.len()];
                let was_gen = self.layout.gens.iter().any(|g| g.0 == h as u64);
                if let Some(i) = layout.gens.iter().position(|g| g.0 == h as u64) {
                    if !was_gen {
                        nw[i] = 1;
                        return nw;
                    }
                }
                for (i, &e) in w.iter().enumerate() {
                    let hg = self.layout.gens[i].0;
                    if let Some(j) = layout.gens.iter().position(|g| g.0 == hg) {
                        nw[j] = e;
                    }
                }
                nw
            })
            .collect();
        Some((layout, words))
    }
}

impl Quotient {
    /// Computes the misère quotient of `rule` for heaps up to `options.max_heap` (or
    /// until the pretending function's period is proved).
    ///
    /// ```
    /// use grundy::misere::quotient::{Quotient, QuotientOptions};
    /// use grundy::heap::rule::HeapRule;
    /// let kayles = HeapRule::parse("kayles").unwrap().into();
    /// let q = Quotient::compute(&kayles, &QuotientOptions::up_to(10)).unwrap();
    /// // Misère Kayles: K5 + K5 is an N-position (not the mirror strategy's P).
    /// assert_eq!(q.is_p_sum(&[5, 5]), Some(false));
    /// ```
    pub fn compute(
        rule: &SequenceRule,
        options: &QuotientOptions,
    ) -> Result<Quotient, QuotientError> {
        Self::compute_with_progress(rule, options, &mut |_| {})
    }

    /// [`Quotient::compute`], reporting each heap added.
    pub fn compute_with_progress(
        rule: &SequenceRule,
        options: &QuotientOptions,
        progress: &mut dyn FnMut(QuotientProgress),
    ) -> Result<Quotient, QuotientError> {
        match Self::compute_resumable(rule, options, None, &mut |p, _| progress(p)) {
            Err(QuotientError::Interrupted(_)) => Err(Cancelled.into()),
            other => other,
        }
    }

    /// [`Quotient::compute`] from a saved state (or from the start), reporting each heap
    /// added with a way to take the state after it (for a periodic checkpoint). When
    /// `options.cancel` is raised, the answer is [`QuotientError::Interrupted`] with the
    /// state after the last heap completed.
    pub fn compute_resumable(
        rule: &SequenceRule,
        options: &QuotientOptions,
        resume: Option<QuotientState>,
        progress: &mut dyn FnMut(QuotientProgress, &dyn Fn() -> QuotientState),
    ) -> Result<Quotient, QuotientError> {
        if !rule.has_heaps() {
            return Err(QuotientError::NotHeaps(rule.name()));
        }
        let trivial = Reduced {
            reps: vec![vec![]],
            p: vec![false],
            actions: vec![],
        };
        let mut b = Build {
            rule,
            options,
            layout: Layout { gens: vec![] },
            words: vec![vec![]],
            heap_options: vec![vec![]],
            reduced: trivial,
        };
        let mut expansions = Vec::new();
        let mut period = None;
        let mut start = 1;
        if let Some(state) = resume {
            check_state(rule, &state)?;
            for n in 1..=state.heap {
                let opts = heap_options(rule, options, n)?;
                b.heap_options.push(opts);
            }
            b.layout = Layout {
                gens: state.generators.clone(),
            };
            b.words = state.words.clone();
            b.reduced = match &state.monoid {
                Some(m) => Reduced {
                    reps: m.elements.clone(),
                    p: m.p.clone(),
                    actions: m.actions.clone(),
                },
                None => b.mark_product(state.heap).map_err(|e| match e {
                    QuotientError::Cancelled(_) => {
                        QuotientError::Interrupted(Box::new(state.clone()))
                    }
                    e => e,
                })?,
            };
            expansions = state.expansions.clone();
            start = state.heap + 1;
            let phi: Vec<u32> = (0..=state.heap).map(|h| b.phi(&b.reduced, h)).collect();
            period = proved_period(rule, &phi);
        }
        for n in start..=options.max_heap {
            if period.is_some() && options.stop_at_period {
                break;
            }
            let before = b.state(&expansions);
            let interrupted = |before: QuotientState| QuotientError::Interrupted(Box::new(before));
            if options.cancel.check().is_err() {
                return Err(interrupted(before));
            }
            let step = (|| -> Result<(), QuotientError> {
                let opts = heap_options(rule, options, n)?;
                b.heap_options.push(opts);
                b.words.push(vec![0; b.layout.gens.len()]);
                if !b.heap_options[n as usize].is_empty() && !b.add_heap(n, &mut expansions)? {
                    return Err(QuotientError::NoPretension(n));
                }
                Ok(())
            })();
            match step {
                Ok(()) => {}
                Err(QuotientError::Cancelled(_)) => return Err(interrupted(before)),
                Err(e) => return Err(e),
            }
            progress(
                QuotientProgress {
                    heap: n,
                    order: b.reduced.order(),
                },
                &|| b.state(&expansions),
            );
            let phi: Vec<u32> = (0..=n).map(|h| b.phi(&b.reduced, h)).collect();
            period = proved_period(rule, &phi);
        }
        let r = &b.reduced;
        let n = b.words.len() as u64 - 1;
        Ok(Quotient {
            rule: rule.name(),
            gens: b.layout.gens.clone(),
            reps: r.reps.clone(),
            actions: r.actions.clone(),
            p: r.p.clone(),
            phi: (0..=n).map(|h| b.phi(r, h)).collect(),
            period,
            expansions,
        })
    }
}

/// The options of heap `n`, every one listed (or a typed refusal).
fn heap_options(
    rule: &SequenceRule,
    options: &QuotientOptions,
    n: u64,
) -> Result<Vec<Vec<u64>>, QuotientError> {
    let (opts, complete) = match rule.heap_rule() {
        // Steps: every option tried, with room for the splits a constraint rejects.
        Some(h) => h
            .options_within(
                n,
                options.max_options,
                (options.max_options as u64)
                    .saturating_mul(1000)
                    .max(1_000_000),
            )
            .map_err(|e| QuotientError::TooLarge {
                heap: n,
                what: crate::i18n::Message::said(&e),
            })?,
        None => (rule.options(n), true),
    };
    if !complete {
        return Err(QuotientError::TooLarge {
            heap: n,
            what: crate::i18n::msg!("reason-quotient-options", max = options.max_options),
        });
    }
    Ok(opts)
}

/// A state fits `rule` and is well formed: words for heaps `0..=heap`, one exponent per
/// generator, each below its generator's `index + 2`, generators on distinct heaps.
fn check_state(rule: &SequenceRule, state: &QuotientState) -> Result<(), QuotientError> {
    use crate::i18n::msg;
    let bad = |what: crate::i18n::Message| Err(QuotientError::BadState(what));
    if state.rule != rule.name() {
        return bad(msg!(
            "reason-state-other-rule",
            found = state.rule.clone(),
            expected = rule.name()
        ));
    }
    if state.words.len() as u64 != state.heap.saturating_add(1) {
        return bad(msg!(
            "reason-state-words",
            words = state.words.len(),
            heap = state.heap
        ));
    }
    let mut heaps: Vec<u64> = state.generators.iter().map(|g| g.0).collect();
    heaps.sort_unstable();
    heaps.dedup();
    if heaps.len() != state.generators.len()
        || state
            .generators
            .iter()
            .any(|&(h, a)| h == 0 || h > state.heap || a > 15)
        || state.generators.windows(2).any(|w| w[0].0 > w[1].0)
    {
        return bad(msg!("reason-state-generators"));
    }
    for (h, w) in state.words.iter().enumerate() {
        if w.len() != state.generators.len()
            || w.iter()
                .zip(&state.generators)
                .any(|(&e, &(_, a))| u32::from(e) >= u32::from(a) + 2)
        {
            return bad(msg!("reason-state-word", heap = h));
        }
    }
    if let Some(m) = &state.monoid {
        let order = m.elements.len();
        let g = state.generators.len();
        let fits = order > 0
            && u32::try_from(order).is_ok()
            && m.p.len() == order
            && m.elements.iter().all(|w| w.len() == g)
            && m.elements
                .first()
                .is_some_and(|w| w.iter().all(|&e| e == 0))
            && m.actions.len() == g
            && m.actions
                .iter()
                .all(|a| a.len() == order && a.iter().all(|&x| (x as usize) < order));
        if !fits {
            return bad(msg!("reason-state-monoid"));
        }
    } else if (Layout {
        gens: state.generators.clone(),
    })
    .size()
    .is_none()
    {
        return bad(msg!("reason-state-overflow"));
    }
    Ok(())
}

impl Build<'_> {
    /// The state after the last heap added.
    fn state(&self, expansions: &[u64]) -> QuotientState {
        QuotientState {
            rule: self.rule.name(),
            heap: self.words.len() as u64 - 1,
            generators: self.layout.gens.clone(),
            words: self.words.clone(),
            expansions: expansions.to_vec(),
            monoid: Some(StateMonoid {
                elements: self.reduced.reps.clone(),
                actions: self.reduced.actions.clone(),
                p: self.reduced.p.clone(),
            }),
        }
    }

    /// Steps 1, 2, 6 for heap `n`; `false` when no pretension is found.
    fn add_heap(&mut self, n: u64, expansions: &mut Vec<u64>) -> Result<bool, QuotientError> {
        let reduced = self.reduced.clone();
        let q = reduced.order() as u32;
        let t: Vec<u32> = {
            let mut t: Vec<u32> = self.heap_options[n as usize]
                .iter()
                .map(|o| reduced.class_of(&self.word_of(o)))
                .collect();
            t.sort_unstable();
            t.dedup();
            t
        };
        let want_p = !t.iter().any(|&x| reduced.p[x as usize]);
        // Step 1: an element of the current quotient.
        for x in 0..q {
            if reduced.p[x as usize] != want_p {
                continue;
            }
            let meximal = (0..q).all(|y| {
                !reduced.p[self.mul(&reduced, y, x) as usize]
                    || t.iter()
                        .all(|&s| !reduced.p[self.mul(&reduced, y, s) as usize])
            });
            if !meximal {
                continue;
            }
            if self.verify(&reduced, n, x)?.is_none() {
                self.words[n as usize] = reduced.reps[x as usize].clone();
                return Ok(true);
            }
        }
        // Step 2: expansion; step 6: recalibration on failure.
        expansions.push(n);
        if self.options.extend {
            return Ok(match self.recalibrate_fresh(n)? {
                Some(c) => {
                    self.layout = c.layout;
                    self.words = c.words;
                    self.reduced = c.reduced;
                    true
                }
                None => false,
            });
        }
        let mut tried: HashSet<Vec<(u64, u8)>> = HashSet::new();
        let mut queue: VecDeque<Vec<(u64, u8)>> = VecDeque::from([vec![(n, 0)]]);
        let mut attempts = 0;
        while let Some(change) = queue.pop_front() {
            let Some((layout, words)) = self.relayout(&change) else {
                continue;
            };
            if !tried.insert(layout.gens.clone()) {
                continue;
            }
            attempts += 1;
            if attempts > MAX_ATTEMPTS {
                break;
            }
            let saved = (
                std::mem::replace(&mut self.layout, layout),
                std::mem::replace(&mut self.words, words),
            );
            let reduced = self.mark_and_reduce(n, Some((&saved.0, &self.reduced)))?;
            let phi_n = self.phi(&reduced, n);
            match self.verify(&reduced, n, phi_n)? {
                None => {
                    self.reduced = reduced;
                    self.compact();
                    return Ok(true);
                }
                Some(w) => {
                    // The heaps of the failure, each needing an index at least its
                    // multiplicity − 1 so that its exponent in `w` is not reduced: each
                    // alone first, then all together.
                    let mut need: Vec<(u64, u8)> = Vec::new();
                    for &h in &w {
                        if h == 0 {
                            continue;
                        }
                        match need.iter_mut().find(|x| x.0 == h) {
                            Some(x) => x.1 = x.1.saturating_add(1),
                            None => need.push((h, 0)),
                        }
                    }
                    // First (depth first) every heap whose index is below its need;
                    // then, breadth first, each heap of the failure raised by one.
                    let index_of = |h: u64| self.layout.gens.iter().find(|g| g.0 == h).map(|g| g.1);
                    let short: Vec<(u64, u8)> = need
                        .iter()
                        .copied()
                        .filter(|&(h, a)| index_of(h).is_none_or(|i| i < a))
                        .collect();
                    for &x in &need {
                        let mut c = change.clone();
                        c.push(x);
                        queue.push_back(c);
                    }
                    if !short.is_empty() {
                        let mut c = change.clone();
                        c.extend(short);
                        queue.push_front(c);
                    }
                }
            }
            (self.layout, self.words) = saved;
        }
        Ok(false)
    }
}

impl Build<'_> {
    /// Drops the generators whose class is a product of earlier ones (their normal form
    /// is not the generator itself), keeping the layout small; every heap's word becomes
    /// its normal form. The monoid is unchanged: a normal form (the least word of its
    /// class) never holds a dropped generator, which equals a word in earlier ones.
    fn compact(&mut self) {
        let r = &self.reduced;
        let g = self.layout.gens.len();
        let keep: Vec<usize> = (0..g)
            .filter(|&i| {
                let mut unit = vec![0u8; g];
                unit[i] = 1;
                r.reps[r.class_of(&unit) as usize] == unit
            })
            .collect();
        let dropped_unused = r
            .reps
            .iter()
            .all(|w| (0..g).all(|i| w[i] == 0 || keep.contains(&i)));
        if keep.len() == g || !dropped_unused {
            return;
        }
        let restrict = |w: &[u8]| -> Vec<u8> { keep.iter().map(|&i| w[i]).collect() };
        let words = self
            .words
            .iter()
            .map(|w| restrict(&r.reps[r.class_of(w) as usize]))
            .collect();
        let reduced = Reduced {
            reps: r.reps.iter().map(|w| restrict(w)).collect(),
            p: r.p.clone(),
            actions: keep.iter().map(|&i| r.actions[i].clone()).collect(),
        };
        self.layout = Layout {
            gens: keep.iter().map(|&i| self.layout.gens[i]).collect(),
        };
        self.words = words;
        self.reduced = reduced;
    }
}

/// How many layouts one heap's recalibration may try.
const MAX_ATTEMPTS: usize = 200;

/// The number of code digits `t` of the misère periodicity theorem (codes leaving at
/// most two heaps per move, with finitely many digits), `None` when it does not apply.
fn theorem_digits(rule: &SequenceRule) -> Option<u64> {
    match rule.subtraction_rule() {
        Some(crate::subtraction::SubtractionRule::Finite(s)) => s.iter().max().copied(),
        Some(crate::subtraction::SubtractionRule::Bounded(k)) => Some(k),
        Some(crate::subtraction::SubtractionRule::AllBut(_)) => None,
        None => {
            let h = rule.heap_rule()?;
            if h.max_heaps()? > 2 || h.code().is_constrained() {
                return None;
            }
            h.max_take()
        }
    }
}

/// The period of `phi` if the periodicity theorem proves it (codes leaving at most two
/// heaps per move, with finitely many digits).
fn proved_period(rule: &SequenceRule, phi: &[u32]) -> Option<QuotientPeriod> {
    let t = theorem_digits(rule)?;
    let n = phi.len() as u64 - 1;
    // Smallest period first, then smallest preperiod.
    for p in 1..=n / 2 {
        // The smallest n0 with phi periodic from n0 on.
        let mut n0 = n + 1 - p;
        while n0 > 0 && phi[(n0 - 1) as usize] == phi[(n0 - 1 + p) as usize] {
            n0 -= 1;
        }
        if n0 + p <= n && 2 * n0 + 2 * p + t < n {
            return Some(QuotientPeriod {
                preperiod: n0,
                period: p,
            });
        }
    }
    None
}

/// Whether `Φ(0..phi.len())`, periodic as `period` says on those heaps (checked by the
/// caller), reaches the periodicity theorem's bound `2n₀ + 2p + t < n`.
pub(super) fn proved_period_of(rule: &SequenceRule, phi: &[u32], period: QuotientPeriod) -> bool {
    let Some(t) = theorem_digits(rule) else {
        return false;
    };
    let n = phi.len() as u64 - 1;
    period
        .preperiod
        .saturating_mul(2)
        .saturating_add(period.period.saturating_mul(2))
        .saturating_add(t)
        < n
}

/// The name of generator `i`: `a`, `b`, … `z`, then `g27`, `g28`, ….
fn gen_name(i: usize) -> String {
    if i < 26 {
        ((b'a' + i as u8) as char).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}

/// A word over the generators: `1`, `a`, `ab²c`.
pub(super) fn word_text(w: &[u32]) -> String {
    let mut s = String::new();
    for (i, &e) in w.iter().enumerate() {
        if e > 0 {
            s.push_str(&gen_name(i));
            if e > 1 {
                s.push_str(&superscript(e));
            }
        }
    }
    if s.is_empty() {
        "1".into()
    } else {
        s
    }
}

/// What `grundy quotient` shows and `--json` prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientSummary {
    /// The ruleset.
    pub rule: String,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_portion_size: usize,
    /// `⟨generators | relations⟩`.
    pub presentation: String,
    /// The generators, each with its heap.
    pub generators: Vec<Generator>,
    /// The P-portion, as words.
    pub p_portion: Vec<String>,
    /// `Φ(n)` for each heap `0..=max_heap`, as words.
    pub phi: Vec<String>,
    /// The proved period of `Φ`, or `None`.
    pub period: Option<QuotientPeriod>,
    /// Whether the quotient holds for every heap size (a period was proved).
    pub solved: bool,
    /// The largest heap computed.
    pub max_heap: u64,
    /// The heaps where the monoid grew (a new generator).
    pub expansion_heaps: Vec<u64>,
}

/// A generator of a quotient.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Generator {
    /// Its name (`a`, `b`, …).
    pub name: String,
    /// The heap it is the class of.
    pub heap: u64,
}

impl Quotient {
    /// `|Q|`.
    pub fn order(&self) -> usize {
        self.reps.len()
    }

    /// The elements in `P`.
    pub fn p_portion(&self) -> Vec<u32> {
        (0..self.order() as u32)
            .filter(|&x| self.p[x as usize])
            .collect()
    }

    /// Whether element `x` is in `P`.
    pub fn in_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The largest heap computed.
    pub fn max_heap(&self) -> u64 {
        self.phi.len() as u64 - 1
    }

    /// The proved period of `Φ`.
    pub fn period(&self) -> Option<QuotientPeriod> {
        self.period
    }

    /// The ruleset's name.
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// `Φ(n)`: the element of heap `n`, for computed heaps or any heap once a period is
    /// proved.
    pub fn phi(&self, n: u64) -> Option<u32> {
        if n <= self.max_heap() {
            return Some(self.phi[n as usize]);
        }
        let p = self.period?;
        let k = p.preperiod + (n - p.preperiod) % p.period;
        Some(self.phi[k as usize])
    }

    /// The product `x·y`.
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        let mut z = x;
        for (i, &e) in self.reps[y as usize].iter().enumerate() {
            for _ in 0..e {
                z = self.actions[i][z as usize];
            }
        }
        z
    }

    /// The element of a sum of heaps (`None` when a heap is beyond the computed ones and
    /// no period is proved).
    pub fn element_of(&self, heaps: &[u64]) -> Option<u32> {
        heaps
            .iter()
            .try_fold(0u32, |x, &h| Some(self.mul(x, self.phi(h)?)))
    }

    /// Whether a sum of heaps is a misère P-position (`None` beyond the computed heaps).
    pub fn is_p_sum(&self, heaps: &[u64]) -> Option<bool> {
        self.element_of(heaps).map(|x| self.in_p(x))
    }

    /// Element `x` as a word over the generators (its normal form).
    pub fn word(&self, x: u32) -> String {
        let w: Vec<u32> = self.reps[x as usize].iter().map(|&e| e as u32).collect();
        word_text(&w)
    }

    fn class_of_word(&self, w: &[u32]) -> u32 {
        let mut z = 0u32;
        for (i, &e) in w.iter().enumerate() {
            for _ in 0..e {
                z = self.actions[i][z as usize];
            }
        }
        z
    }

    /// The relations of the presentation: each minimal word that is not a normal form,
    /// with the normal form it equals.
    pub fn relations(&self) -> Vec<(String, String)> {
        let normal: HashSet<Vec<u32>> = self
            .reps
            .iter()
            .map(|r| r.iter().map(|&e| e as u32).collect())
            .collect();
        let mut out: Vec<(Vec<u32>, u32)> = Vec::new();
        let mut seen = HashSet::new();
        for r in &normal {
            for i in 0..self.gens.len() {
                let mut w = r.clone();
                w[i] += 1;
                if normal.contains(&w) || !seen.insert(w.clone()) {
                    continue;
                }
                let minimal = (0..w.len()).all(|j| {
                    if w[j] == 0 {
                        return true;
                    }
                    let mut d = w.clone();
                    d[j] -= 1;
                    normal.contains(&d)
                });
                if minimal {
                    out.push((w.clone(), self.class_of_word(&w)));
                }
            }
        }
        // Relations of earlier generators first, then by degree.
        let key = |w: &Vec<u32>| {
            let total: u32 = w.iter().sum();
            let rev: Vec<u32> = w.iter().rev().copied().collect();
            (w.iter().rposition(|&e| e > 0), total, rev)
        };
        out.sort_by_key(|(w, _)| key(w));
        out.into_iter()
            .map(|(w, x)| (word_text(&w), self.word(x)))
            .collect()
    }

    /// `⟨a, b, … | relations⟩`.
    pub fn presentation(&self) -> String {
        let gens: Vec<String> = (0..self.gens.len()).map(gen_name).collect();
        let rels: Vec<String> = self
            .relations()
            .into_iter()
            .map(|(a, b)| format!("{a} = {b}"))
            .collect();
        if gens.is_empty() {
            return "⟨ | ⟩ (the trivial monoid)".into();
        }
        format!("⟨{} | {}⟩", gens.join(", "), rels.join(", "))
    }

    /// The generators with their heaps.
    pub fn generators(&self) -> Vec<Generator> {
        self.gens
            .iter()
            .enumerate()
            .map(|(i, &(heap, _))| Generator {
                name: gen_name(i),
                heap,
            })
            .collect()
    }

    /// The multiplication table, as words (row `x`, column `y`: `x·y`).
    pub fn table(&self) -> Vec<Vec<String>> {
        let n = self.order() as u32;
        (0..n)
            .map(|x| (0..n).map(|y| self.word(self.mul(x, y))).collect())
            .collect()
    }

    /// Everything `grundy quotient` shows.
    pub fn summary(&self) -> QuotientSummary {
        QuotientSummary {
            rule: self.rule.clone(),
            order: self.order(),
            p_portion_size: self.p_portion().len(),
            presentation: self.presentation(),
            generators: self.generators(),
            p_portion: self.p_portion().into_iter().map(|x| self.word(x)).collect(),
            phi: self.phi.iter().map(|&x| self.word(x)).collect(),
            period: self.period,
            solved: self.period.is_some(),
            max_heap: self.max_heap(),
            expansion_heaps: self.expansions.clone(),
        }
    }

    /// The misère outcome of a sum of heaps with the reasoning (`None` beyond the computed
    /// heaps).
    pub fn reasoning(&self, heaps: &[u64]) -> Option<QuotientReasoning> {
        let x = self.element_of(heaps)?;
        let mut distinct: Vec<u64> = heaps.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        const SHOWN: usize = 40;
        Some(QuotientReasoning {
            rule: self.rule.clone(),
            order: self.order(),
            p_portion_size: self.p_portion().len(),
            presentation: self.presentation(),
            p_portion: self.p_portion().into_iter().map(|x| self.word(x)).collect(),
            heaps: distinct
                .iter()
                .take(SHOWN)
                .map(|&h| (h, self.word(self.phi(h).unwrap_or(0))))
                .collect(),
            more_heaps: distinct.len().saturating_sub(SHOWN),
            product: self.word(x),
            outcome: Outcome::from_next_player_wins(!self.in_p(x)),
            max_heap: self.max_heap(),
            period: self.period,
        })
    }
}

/// The reasoning of a misère answer through a quotient (the `quotient` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientReasoning {
    /// The ruleset.
    pub rule: String,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_portion_size: usize,
    /// `⟨generators | relations⟩`.
    pub presentation: String,
    /// The P-portion, as words.
    pub p_portion: Vec<String>,
    /// Each distinct heap of the position with `Φ` of it.
    pub heaps: Vec<(u64, String)>,
    /// Distinct heaps not listed.
    pub more_heaps: usize,
    /// The product of the heaps' elements.
    pub product: String,
    /// Who wins: P iff the product is in `P`.
    pub outcome: Outcome,
    /// The largest heap the quotient was computed for.
    pub max_heap: u64,
    /// Its proved period, when it holds for every heap.
    pub period: Option<QuotientPeriod>,
}

/// Quotients computed, per ruleset: a quotient for heaps up to `n` (or with a proved
/// period) answers any sum of smaller heaps.
static CACHE: Mutex<Vec<(SequenceRule, Arc<Quotient>)>> = Mutex::new(Vec::new());

/// How many quotients the cache keeps.
const CACHE_SIZE: usize = 16;

/// A quotient of `rule` good for heaps up to `max_heap`: from the cache, or computed with
/// `options` (and remembered).
///
/// ```
/// use grundy::misere::quotient::{cached, QuotientOptions};
/// use grundy::heap::rule::HeapRule;
/// let kayles = HeapRule::parse("kayles").unwrap().into();
/// let q = cached(&kayles, &QuotientOptions::up_to(12)).unwrap();
/// let again = cached(&kayles, &QuotientOptions::up_to(9)).unwrap();
/// assert!(std::sync::Arc::ptr_eq(&q, &again));
/// ```
pub fn cached(
    rule: &SequenceRule,
    options: &QuotientOptions,
) -> Result<Arc<Quotient>, QuotientError> {
    let covers = |q: &Quotient| q.period.is_some() || q.max_heap() >= options.max_heap;
    if let Ok(cache) = CACHE.lock() {
        if let Some((_, q)) = cache.iter().find(|(r, q)| r == rule && covers(q)) {
            return Ok(q.clone());
        }
    }
    let q = Arc::new(Quotient::compute(rule, options)?);
    if let Ok(mut cache) = CACHE.lock() {
        cache.retain(|(r, _)| r != rule);
        if cache.len() >= CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((rule.clone(), q.clone()));
    }
    Ok(q)
}

/// The image of a set of elements (bit `j` of word `j / 64`) under a map given as a
/// column (`map[j]` is the image of `j`: multiplication by one element), as a set of
/// `words` words.
fn image_of_set(set: &[u64], map: &[u32], words: usize) -> Vec<u64> {
    let mut image = vec![0u64; words];
    for (k, &bits) in set.iter().enumerate() {
        let mut b = bits;
        while b != 0 {
            let j = k * 64 + b.trailing_zeros() as usize;
            b &= b - 1;
            let y = map[j] as usize;
            image[y / 64] |= 1 << (y % 64);
        }
    }
    image
}
