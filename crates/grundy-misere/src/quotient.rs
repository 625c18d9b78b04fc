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
//! use grundy_misere::quotient::{Quotient, QuotientOptions};
//! use grundy_heap::sequence::SequenceRule;
//! use grundy_heap::heap::rule::HeapRule;
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
use grundy_heap::sequence::SequenceRule;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use thiserror::Error;

mod build;
mod fresh;
mod monoid;
mod period;
mod summary;

use build::*;
use monoid::*;
pub(crate) use period::proved_period_of;
use period::*;
pub(crate) use summary::word_text;
pub use summary::{Generator, QuotientReasoning, QuotientSummary};

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
grundy_core::localized_error!(QuotientError);

/// The state of a computation after heap `heap`: the expansion heaps with their indices,
/// each heap's word over them and the reduced monoid — all a run needs to go on exactly
/// as if it had not stopped (the options are recomputed from the rule). What `grundy quotient --checkpoint` saves.
///
/// ```
/// use grundy_misere::quotient::{Quotient, QuotientError, QuotientOptions};
/// use grundy_heap::heap::rule::HeapRule;
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

impl Quotient {
    /// Computes the misère quotient of `rule` for heaps up to `options.max_heap` (or
    /// until the pretending function's period is proved).
    ///
    /// ```
    /// use grundy_misere::quotient::{Quotient, QuotientOptions};
    /// use grundy_heap::heap::rule::HeapRule;
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

/// A quotient computed, with its ruleset and what it was asked for: the bound on the heaps
/// and whether it stopped at a proved period.
type CacheEntry = (SequenceRule, u64, bool, Arc<Quotient>);

/// Quotients computed.
static CACHE: Mutex<Vec<CacheEntry>> = Mutex::new(Vec::new());

/// How many quotients the cache keeps.
const CACHE_SIZE: usize = 16;

/// The quotient of `rule` that [`Quotient::compute`] gives for `options`: from the cache,
/// or computed (and remembered). A cached quotient is reused only where a new computation
/// would give the same one — the same bound, or (stopping at a proved period) a period
/// proved at a heap within the bound — so the answer, and every explanation drawn from it,
/// depends on what is asked, never on what was asked before in the process.
///
/// ```
/// use grundy_misere::quotient::{cached, QuotientOptions};
/// use grundy_heap::heap::rule::HeapRule;
/// let kayles = HeapRule::parse("kayles").unwrap().into();
/// let q = cached(&kayles, &QuotientOptions::up_to(12)).unwrap();
/// let again = cached(&kayles, &QuotientOptions::up_to(12)).unwrap();
/// assert!(std::sync::Arc::ptr_eq(&q, &again));
/// // Heaps up to 9: computed for them, not the quotient for 12 (which may be larger).
/// let fewer = cached(&kayles, &QuotientOptions::up_to(9)).unwrap();
/// assert_eq!(fewer.max_heap(), 9);
/// ```
pub fn cached(
    rule: &SequenceRule,
    options: &QuotientOptions,
) -> Result<Arc<Quotient>, QuotientError> {
    let (bound, stop) = (options.max_heap, options.stop_at_period);
    let same = |(r, b, s, q): &CacheEntry| {
        r == rule
            && *s == stop
            && (*b == bound || (stop && q.period.is_some() && q.max_heap() <= bound))
    };
    if let Ok(cache) = CACHE.lock()
        && let Some((.., q)) = cache.iter().find(|e| same(e))
    {
        return Ok(q.clone());
    }
    let q = Arc::new(Quotient::compute(rule, options)?);
    // (Another thread may have computed the same quotient meanwhile: kept once.)
    if let Ok(mut cache) = CACHE.lock()
        && !cache.iter().any(same)
    {
        if cache.len() >= CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((rule.clone(), bound, stop, q.clone()));
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
