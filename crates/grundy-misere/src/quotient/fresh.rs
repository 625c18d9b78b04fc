//! **Recalibration by fresh cyclic factors on the reduced candidate** (the way Siegel
//! describes MisereSolver's iteration: "it performs the reduction repeatedly at each stage
//! of the iteration", and "the candidates converge in the sense that their
//! lexicographically least failures are strictly lexicographically increasing").
//!
//! A *candidate* for heaps `0..=n` is a reduced monoid with each heap's element (its
//! word over generators that are heaps) and a P-portion. When an expansion fails
//! verification, the candidate `B` is replaced by the reduced form of
//! `M = B × C₁ × … × C_f`: each heap `hᵢ` of a set `S` taken from the least failing sum
//! gets a *fresh* generator `gᵢ` of its own, `Cᵢ = ⟨gᵢ | gᵢ^{aᵢ+2} = gᵢ^{aᵢ}⟩`, every
//! other heap keeps its element of `B` (the relations of `B` among them stay). Then:
//!
//! 1. **P-marking of `M`**, lazily: only the elements that sums of heaps reach, each
//!    from its smallest sum (Dijkstra's algorithm on the [`Key`] order — total size, then
//!    more heaps first; an option is always smaller), whose options' elements are built
//!    along the way (`T(G + h) = T(G)·Φ(h) ∪ Φ(G)·T(h)`) and all marked before it.
//! 2. **Reduction**: partition refinement under multiplication by the heaps' elements,
//!    then the normal forms over the heaps that generate (a heap is a generator when its
//!    element is not a product of smaller heaps' elements), each element's normal form
//!    the reverse-lexicographically least word — the same presentation whatever the way
//!    the candidate was found, since a verified reduced quotient is unique.
//! 3. **Verification** finds the *least* failing sum in the [`Key`] order (every smaller
//!    sum then has the right outcome). A candidate is taken when it passes, or when its
//!    least failure is larger than the one it repairs: strictly more sums are right.
//!
//! Each attempt's monoid is `|B| · ∏ (aᵢ + 2)` elements at most (and only the reached ones
//! are marked), never the whole product of every generator's cyclic monoid.

#![expect(
    clippy::indexing_slicing,
    reason = "elements index tables sized to the monoid (|M|, |B|², the reached elements), generators and steps index lists built beside them, heaps index the per-heap tables of 0..=n"
)]

use super::{image_of_set, Build, Layout, QuotientError, Reduced, Witness};
use crate::cancel::{Cancelled, Poll, POLL_EVERY};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// The order of sums of heaps: total size first, then more heaps first. Every option of
/// a sum is smaller (a move removes tokens, or splits a heap without removing any), so
/// the least failing sum has every smaller sum right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Key {
    size: u64,
    heaps: Reverse<u32>,
}

impl Key {
    /// The empty sum.
    const ZERO: Key = Key {
        size: 0,
        heaps: Reverse(0),
    };
    /// The largest key (no sum).
    const NONE: Key = Key {
        size: u64::MAX,
        heaps: Reverse(0),
    };
    /// This sum plus heap `h`.
    fn plus(self, h: u64) -> Key {
        Key {
            size: self.size.saturating_add(h),
            heaps: Reverse(self.heaps.0.saturating_add(1)),
        }
    }
}

/// A candidate for heaps `0..=n`: generators (heap, index), each heap's word, the monoid.
#[derive(Debug, Clone)]
pub(super) struct Candidate {
    pub(super) layout: Layout,
    pub(super) words: Vec<Vec<u8>>,
    pub(super) reduced: Reduced,
}

/// A heap given a fresh generator of index `index`; with `replace`, the heap is a
/// generator of the base and the fresh generator takes its place in every heap's word
/// (its index raised for every heap built from it), else only the heap itself moves to
/// the fresh generator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Fresh {
    heap: u64,
    index: u8,
    replace: bool,
}

/// The position of heap `h` among generators.
fn self_gens_position(gens: &[(u64, u8)], h: u64) -> Option<usize> {
    gens.iter().position(|g| g.0 == h)
}

/// The largest index a fresh generator may get.
const MAX_INDEX: u8 = 30;

/// How many candidates one heap's recalibration may try.
const MAX_ATTEMPTS: usize = 400;

/// The largest candidate a recalibration goes on from: past it (Dawson's Kayles at heap
/// 34, where the candidates grow from about 1 300 to past 16 000 elements without
/// passing) the attempt is refused as too large, so that an analysis asking for such a
/// quotient gets its refusal in bounded time.
const MAX_CANDIDATE_ORDER: usize = 1 << 13;

/// The most entries the marking keeps for the option elements of the reached elements.
const MAX_OPTION_ENTRIES: usize = 1 << 28;

/// Multiplication in a reduced monoid by chosen right factors: a column `x ↦ x·y` kept
/// for each (never the whole table), other products through the generator actions.
struct Columns<'a> {
    r: &'a Reduced,
    index: HashMap<u32, usize>,
    data: Vec<u32>,
}

impl<'a> Columns<'a> {
    fn new(r: &'a Reduced) -> Self {
        Columns {
            r,
            index: HashMap::new(),
            data: Vec::new(),
        }
    }

    /// The column of `y` (added if new).
    fn add(&mut self, y: u32, poll: &mut Poll<'_>) -> Result<usize, Cancelled> {
        if let Some(&c) = self.index.get(&y) {
            return Ok(c);
        }
        let q = self.r.order();
        poll.step(q as u64)?;
        let c = self.index.len();
        let r = self.r;
        self.data.extend((0..q as u32).map(|x| r.mul(x, y)));
        self.index.insert(y, c);
        Ok(c)
    }

    /// `x · y` for the factor `y` of column `c`.
    fn at(&self, c: usize, x: u32) -> u32 {
        self.data[c * self.r.order() + x as usize]
    }

    /// The column `c`.
    fn column(&self, c: usize) -> &[u32] {
        let q = self.r.order();
        &self.data[c * q..(c + 1) * q]
    }

    /// `x · y`.
    fn mul(&self, x: u32, y: u32) -> u32 {
        match self.index.get(&y) {
            Some(&c) => self.at(c, x),
            None => self.r.mul(x, y),
        }
    }
}

/// The cyclic index of `g` under `act` (multiplication by `g`): the least `a` with
/// `g^{a+2} = g^a`; `None` if the powers of `g` do not cycle with period 1 or 2.
fn cyclic_index(act: &[u32]) -> Option<u8> {
    let mut powers: Vec<u32> = vec![0];
    let mut cur = 0u32;
    loop {
        cur = act[cur as usize];
        if let Some(i) = powers.iter().position(|&p| p == cur) {
            let period = powers.len() - i;
            return (period <= 2 && i <= u8::MAX as usize).then_some(i as u8);
        }
        powers.push(cur);
        if powers.len() > 300 {
            return None;
        }
    }
}

/// Step 4 over a flat buffer of signatures: the coarsest partition of `0..p.len()` that
/// separates `P` from the rest and that multiplication by each of `times` respects.
/// Returns each element's class (numbered by first occurrence, so element 0's class is
/// 0), the number of classes, each class's P-status and the actions on the classes.
#[allow(clippy::type_complexity)]
pub(super) fn refine_flat(
    p: &[bool],
    times: &[Vec<u32>],
    poll: &mut Poll<'_>,
) -> Result<(Vec<u32>, usize, Vec<bool>, Vec<Vec<u32>>), Cancelled> {
    let size = p.len();
    let k = times.len() + 1;
    let mut class: Vec<u32> = p.iter().map(|&b| u32::from(b)).collect();
    let mut count = {
        let mut seen = [false; 2];
        for &c in &class {
            seen[c as usize] = true;
        }
        seen.iter().filter(|&&s| s).count()
    };
    let mut sig = vec![0u32; size * k];
    loop {
        poll.step(size as u64 * k as u64)?;
        for m in 0..size {
            let s = &mut sig[m * k..(m + 1) * k];
            s[0] = class[m];
            for (j, t) in times.iter().enumerate() {
                s[j + 1] = class[t[m] as usize];
            }
        }
        let mut ids: HashMap<&[u32], u32> = HashMap::with_capacity(count * 2);
        let next: Vec<u32> = (0..size)
            .map(|m| {
                let n = ids.len() as u32;
                *ids.entry(&sig[m * k..(m + 1) * k]).or_insert(n)
            })
            .collect();
        let new_count = ids.len();
        drop(ids);
        class = next;
        if new_count == count {
            break;
        }
        count = new_count;
    }
    let mut first = vec![usize::MAX; count];
    for (m, &c) in class.iter().enumerate() {
        if first[c as usize] == usize::MAX {
            first[c as usize] = m;
        }
    }
    let p_class = first.iter().map(|&m| p[m]).collect();
    let actions = times
        .iter()
        .map(|t| first.iter().map(|&m| class[t[m] as usize]).collect())
        .collect();
    Ok((class, count, p_class, actions))
}

impl Build<'_> {
    /// Steps 3 and 4 on `B × C₁ × … × C_f`: `base` (with each heap's word in
    /// `base_words`, heaps `0..=n`) times a fresh cyclic monoid `⟨g | g^{a+2} = g^a⟩` for
    /// each `(heap, a)` of `fresh`, that heap's element becoming `g`. Marks the elements
    /// sums reach, reduces, and returns the candidate in its normal forms.
    pub(super) fn fresh_product(
        &self,
        n: u64,
        base_gens: &[(u64, u8)],
        base_words: &[Vec<u8>],
        base: &Reduced,
        fresh: &[Fresh],
    ) -> Result<Candidate, QuotientError> {
        let too_large = || QuotientError::TooLarge {
            heap: n,
            what: crate::i18n::msg!(
                "reason-quotient-times-cyclic",
                max = self.options.max_product
            ),
        };
        let mut poll = self.options.cancel.poll(POLL_EVERY);
        let q = base.order();
        let radix: Vec<usize> = fresh.iter().map(|f| f.index as usize + 2).collect();
        let mut weight = Vec::with_capacity(fresh.len());
        let mut e_size = 1usize;
        for &r in &radix {
            weight.push(e_size);
            e_size = e_size.checked_mul(r).ok_or_else(too_large)?;
        }
        let size = q
            .checked_mul(e_size)
            .filter(|&s| s <= self.options.max_product && u32::try_from(s).is_ok())
            .ok_or_else(too_large)?;
        let mut cols = Columns::new(base);
        // The exponents' part: c = Σ eᵢ·weightᵢ.
        let add_c = |c: usize, d: usize| -> usize {
            let mut out = 0;
            for (i, (&r, &w)) in radix.iter().zip(&weight).enumerate() {
                let e = (c / w) % r + (d / w) % r;
                out += super::reduce_exp(e as u32, fresh[i].index) as usize * w;
            }
            out
        };
        // `m · t`, the B-part of `t` in column `col`.
        let mul_col = |cols: &Columns<'_>, m: u32, col: usize, t: u32| -> u32 {
            let (x, c) = (m as usize % q, m as usize / q);
            let d = t as usize / q;
            let c = if d == 0 { c } else { add_c(c, d) };
            (cols.at(col, x as u32) as usize + q * c) as u32
        };
        let mul_m = |cols: &Columns<'_>, m: u32, t: u32| -> u32 {
            let (x, c) = (m as usize % q, m as usize / q);
            let (y, d) = (t as usize % q, t as usize / q);
            let c = if d == 0 { c } else { add_c(c, d) };
            (cols.mul(x as u32, y as u32) as usize + q * c) as u32
        };
        // Each heap's element of M and its options' elements.
        // A replaced generator: its position in the base's words.
        let replaced: Vec<Option<usize>> = fresh
            .iter()
            .map(|f| {
                f.replace
                    .then(|| self_gens_position(base_gens, f.heap))
                    .flatten()
            })
            .collect();
        let phi: Vec<u32> = (0..=n)
            .map(|h| {
                if self.heap_options[h as usize].is_empty() {
                    return 0;
                }
                if let Some(i) = fresh.iter().position(|f| f.heap == h) {
                    return (q * weight[i]) as u32;
                }
                let mut w = base_words[h as usize].clone();
                let mut c = 0usize;
                for (i, pos) in replaced.iter().enumerate() {
                    if let Some(&pos) = pos.as_ref()
                        && let Some(e) = w.get_mut(pos)
                    {
                        let r = radix[i];
                        let e_new = super::reduce_exp(u32::from(*e), fresh[i].index) as usize;
                        c += (e_new % r) * weight[i];
                        *e = 0;
                    }
                }
                (base.class_of(&w) as usize + q * c) as u32
            })
            .collect();
        for &v in &phi {
            cols.add(v % q as u32, &mut poll)?;
        }
        let options_of = |cols: &Columns<'_>, h: u64| -> Vec<u32> {
            let mut t: Vec<u32> = self.heap_options[h as usize]
                .iter()
                .map(|o| o.iter().fold(0u32, |z, &k| mul_m(cols, z, phi[k as usize])))
                .collect();
            t.sort_unstable();
            t.dedup();
            t
        };
        // One step per distinct element, its smallest heap: (heap, element, its column,
        // its options' elements with their columns).
        #[allow(clippy::type_complexity)]
        let mut steps: Vec<(u64, u32, usize, Vec<(u32, usize)>)> = Vec::new();
        for h in 1..=n {
            let v = phi[h as usize];
            if self.heap_options[h as usize].is_empty() || steps.iter().any(|s| s.1 == v) {
                continue;
            }
            poll.step(1)?;
            let t = options_of(&cols, h);
            let mut t_cols = Vec::with_capacity(t.len());
            for o in t {
                t_cols.push((o, cols.add(o % q as u32, &mut poll)?));
            }
            let col = cols.add(v % q as u32, &mut poll)?;
            steps.push((h, v, col, t_cols));
        }
        // Step 3, lazily: Dijkstra from the identity; each element marked from its
        // smallest sum, whose options are all smaller and so already marked.
        let mut dist = vec![Key::NONE; size];
        let mut from = vec![(0u32, 0u16); size];
        let mut rid = vec![u32::MAX; size];
        let mut p = vec![false; size];
        let mut order: Vec<u32> = Vec::new();
        let mut t_start: Vec<usize> = vec![0];
        let mut arena: Vec<u32> = Vec::new();
        let mut queue = BinaryHeap::from([Reverse((Key::ZERO, 0u32))]);
        dist[0] = Key::ZERO;
        let mut t_new: Vec<u32> = Vec::new();
        while let Some(Reverse((key, m))) = queue.pop() {
            if rid[m as usize] != u32::MAX || key > dist[m as usize] {
                continue;
            }
            poll.step(steps.len() as u64 + 1)?;
            if m != 0 {
                let (parent, s) = from[m as usize];
                let pr = rid[parent as usize] as usize;
                let (_, v, col, t_h) = &steps[s as usize];
                t_new.clear();
                t_new.extend(
                    arena[t_start[pr]..t_start[pr + 1]]
                        .iter()
                        .map(|&y| mul_col(&cols, y, *col, *v))
                        .chain(t_h.iter().map(|&(o, oc)| mul_col(&cols, parent, oc, o))),
                );
                t_new.sort_unstable();
                t_new.dedup();
                p[m as usize] = !t_new.iter().any(|&t| p[t as usize]);
                arena.extend_from_slice(&t_new);
                if arena.len() > MAX_OPTION_ENTRIES {
                    return Err(too_large());
                }
            }
            t_start.push(arena.len());
            rid[m as usize] = order.len() as u32;
            order.push(m);
            for (s, (h, v, col, _)) in steps.iter().enumerate() {
                let y = mul_col(&cols, m, *col, *v) as usize;
                let nk = key.plus(*h);
                if nk < dist[y] {
                    dist[y] = nk;
                    from[y] = (m, s as u16);
                    queue.push(Reverse((nk, y as u32)));
                }
            }
        }
        drop(arena);
        drop(t_start);
        drop(dist);
        drop(from);
        // The steps that generate the reached elements (each not a product of earlier).
        let mut in_closure = vec![false; size];
        in_closure[0] = true;
        let mut closure: Vec<u32> = vec![0];
        let mut used: Vec<usize> = Vec::new();
        for (s, (_, v, col, _)) in steps.iter().enumerate() {
            if in_closure[*v as usize] {
                continue;
            }
            used.push(s);
            let mut i = 0;
            while i < closure.len() {
                poll.step(1)?;
                let z = mul_col(&cols, closure[i], *col, *v);
                if !in_closure[z as usize] {
                    in_closure[z as usize] = true;
                    closure.push(z);
                }
                i += 1;
            }
        }
        if closure.len() != order.len() {
            return Err(QuotientError::NoPretension(n));
        }
        drop(in_closure);
        drop(closure);
        let times: Vec<Vec<u32>> = used
            .iter()
            .map(|&s| {
                let (_, v, col, _) = steps[s];
                order
                    .iter()
                    .map(|&m| rid[mul_col(&cols, m, col, v) as usize])
                    .collect()
            })
            .collect();
        let p_r: Vec<bool> = order.iter().map(|&m| p[m as usize]).collect();
        drop(p);
        // Every value of Φ and every product is an element reached above — unless the
        // monoid came from a damaged saved state (the fuzz target quotient_state).
        let damaged = || QuotientError::BadState(crate::i18n::msg!("reason-state-monoid"));
        if times.iter().flatten().any(|&r| r == u32::MAX) {
            return Err(damaged());
        }
        // Step 4: reduce, then normal forms over the generating heaps.
        let (class, count, p_class, acts) = refine_flat(&p_r, &times, &mut poll)?;
        drop(times);
        let phi_k: Vec<u32> = phi
            .iter()
            .map(|&m| {
                rid.get(m as usize)
                    .filter(|&&r| r != u32::MAX)
                    .map(|&r| class[r as usize])
            })
            .collect::<Option<_>>()
            .ok_or_else(damaged)?;
        let mut nf: Vec<Option<Vec<u8>>> = vec![None; count];
        nf[0] = Some(Vec::new());
        let mut members: Vec<u32> = vec![0];
        let mut gens: Vec<(u64, u8)> = Vec::new();
        let mut gen_acts: Vec<&Vec<u32>> = Vec::new();
        for (u, &s) in used.iter().enumerate() {
            let h = steps[s].0;
            let g = phi_k[h as usize];
            if nf[g as usize].is_some() {
                continue;
            }
            let act = &acts[u];
            let a = cyclic_index(act).ok_or(QuotientError::NoPretension(n))?;
            let j = gens.len();
            let mut layer = members.clone();
            let mut grown = members.clone();
            for e in 1..=u8::MAX {
                poll.step(layer.len() as u64)?;
                let next: Vec<u32> = layer.iter().map(|&y| act[y as usize]).collect();
                let mut added = false;
                for (i, &z) in next.iter().enumerate() {
                    if nf[z as usize].is_none() {
                        let mut w = nf[members[i] as usize].clone().unwrap_or_default();
                        w.resize(j, 0);
                        w.push(e);
                        nf[z as usize] = Some(w);
                        grown.push(z);
                        added = true;
                    }
                }
                if !added {
                    break;
                }
                layer = next;
            }
            members = grown;
            gens.push((h, a));
            gen_acts.push(act);
        }
        if members.len() != count {
            return Err(QuotientError::NoPretension(n));
        }
        let k = gens.len();
        let mut new_id = vec![0u32; count];
        for (i, &c) in members.iter().enumerate() {
            new_id[c as usize] = i as u32;
        }
        let reps: Vec<Vec<u8>> = members
            .iter()
            .map(|&c| {
                let mut w = nf[c as usize].clone().unwrap_or_default();
                w.resize(k, 0);
                w
            })
            .collect();
        let p_new: Vec<bool> = members.iter().map(|&c| p_class[c as usize]).collect();
        let actions: Vec<Vec<u32>> = gen_acts
            .iter()
            .map(|act| {
                members
                    .iter()
                    .map(|&c| new_id[act[c as usize] as usize])
                    .collect()
            })
            .collect();
        let words = phi_k
            .iter()
            .map(|&c| reps[new_id[c as usize] as usize].clone())
            .collect();
        Ok(Candidate {
            layout: Layout { gens },
            words,
            reduced: Reduced {
                reps,
                p: p_new,
                actions,
            },
        })
    }

    /// Step 5, the least failure: verification of heaps `1..=n` (each heap's word in
    /// `words`, `Φ(n) = phi_n`), returning the least failing sum in the [`Key`] order
    /// with its key, or `None` when the P- and N-conditions hold on every sum.
    pub(super) fn least_failure(
        &self,
        words: &[Vec<u8>],
        reduced: &Reduced,
        n: u64,
        phi_n: u32,
    ) -> Result<Option<(Key, Witness)>, QuotientError> {
        let q = reduced.order();
        let mut poll = self.options.cancel.poll(POLL_EVERY);
        if reduced.p[0] {
            return Ok(Some((Key::ZERO, vec![])));
        }
        let mut cols = Columns::new(reduced);
        let phi: Vec<u32> = (0..=n)
            .map(|h| {
                if h == n {
                    phi_n
                } else {
                    reduced.class_of(&words[h as usize])
                }
            })
            .collect();
        // Heap types (Φ(h), T(h)), the smallest heap of each.
        let mut types: Vec<(u32, Vec<u32>, u64)> = Vec::new();
        for h in 1..=n {
            let opts = &self.heap_options[h as usize];
            if opts.is_empty() {
                continue;
            }
            poll.step(opts.len() as u64)?;
            let mut t: Vec<u32> = opts
                .iter()
                .map(|o| o.iter().fold(0u32, |z, &k| reduced.mul(z, phi[k as usize])))
                .collect();
            t.sort_unstable();
            t.dedup();
            let v = phi[h as usize];
            if !types.iter().any(|(w, s, _)| *w == v && *s == t) {
                types.push((v, t, h));
            }
        }
        // Each type's column and its options' columns.
        let mut type_cols: Vec<(usize, Vec<usize>)> = Vec::with_capacity(types.len());
        for (v, t, _) in &types {
            let c = cols.add(*v, &mut poll)?;
            let mut tc = Vec::with_capacity(t.len());
            for &y in t {
                tc.push(cols.add(y, &mut poll)?);
            }
            type_cols.push((c, tc));
        }
        let cols = cols;
        // The smallest sum of each element (Dijkstra on the key).
        let mut dist = vec![Key::NONE; q];
        let mut from = vec![(0u32, 0u64); q];
        let mut queue = BinaryHeap::from([Reverse((Key::ZERO, 0u32))]);
        dist[0] = Key::ZERO;
        while let Some(Reverse((key, x))) = queue.pop() {
            if key > dist[x as usize] {
                continue;
            }
            poll.step(types.len() as u64)?;
            for ((_, _, h), (c, _)) in types.iter().zip(&type_cols) {
                let y = cols.at(*c, x);
                let nk = key.plus(*h);
                if nk < dist[y as usize] {
                    dist[y as usize] = nk;
                    from[y as usize] = (x, *h);
                    queue.push(Reverse((nk, y)));
                }
            }
        }
        let game = |mut x: u32| -> Vec<u64> {
            let mut w = Vec::new();
            while x != 0 && dist[x as usize] != Key::NONE {
                let (parent, h) = from[x as usize];
                w.push(h);
                x = parent;
            }
            w
        };
        // P-condition, element by element: the failure of (y, h) is every sum of class y
        // plus h, the least of them the smallest sum of y plus h.
        let mut best: Option<(Key, Witness)> = None;
        for ((_, t, h), (c, tc)) in types.iter().zip(&type_cols) {
            let tv = cols.column(*c);
            for y in 0..q as u32 {
                poll.step(t.len() as u64)?;
                if dist[y as usize] == Key::NONE {
                    continue;
                }
                let key = dist[y as usize].plus(*h);
                if best.as_ref().is_some_and(|b| b.0 <= key) {
                    continue;
                }
                if reduced.p[tv[y as usize] as usize]
                    && tc.iter().any(|&k| reduced.p[cols.at(k, y) as usize])
                {
                    let mut w = game(y);
                    w.push(*h);
                    w.sort_unstable();
                    best = Some((key, w));
                }
            }
        }
        // N-condition: (element, option elements) states in key order, a state dropped
        // when an earlier one of the same element has a subset of its options (every
        // failure it leads to, the earlier one leads to, no larger).
        let bound = best.as_ref().map_or(Key::NONE, |b| b.0);
        let words_per = q.div_ceil(64);
        let mut antichains: HashMap<u32, Vec<Vec<u64>>> = HashMap::new();
        // (element, option set, parent, heap)
        let mut states: Vec<(u32, Vec<u64>, usize, u64)> = vec![(0, vec![0; words_per], 0, 0)];
        let mut queue = BinaryHeap::from([Reverse((Key::ZERO, 0usize))]);
        let covered = |list: &Vec<Vec<u64>>, w: &[u64]| {
            list.iter()
                .any(|old| old.iter().zip(w).all(|(a, b)| a & !b == 0))
        };
        let witness = |states: &Vec<(u32, Vec<u64>, usize, u64)>, mut s: usize| {
            let mut w = Vec::new();
            while s != 0 {
                w.push(states[s].3);
                s = states[s].2;
            }
            w
        };
        while let Some(Reverse((key, s))) = queue.pop() {
            if key >= bound {
                break;
            }
            let x = states[s].0;
            if s != 0 {
                if antichains
                    .get(&x)
                    .is_some_and(|list| covered(list, &states[s].1))
                {
                    continue;
                }
                let has_p = states[s].1.iter().enumerate().any(|(k, &bits)| {
                    let mut b = bits;
                    while b != 0 {
                        let y = k * 64 + b.trailing_zeros() as usize;
                        b &= b - 1;
                        if reduced.p[y] {
                            return true;
                        }
                    }
                    false
                });
                if reduced.p[x as usize] == has_p {
                    let mut w = witness(&states, s);
                    w.sort_unstable();
                    return Ok(Some((key, w)));
                }
                antichains.entry(x).or_default().push(states[s].1.clone());
            }
            for ((_, _, h), (c, tc)) in types.iter().zip(&type_cols) {
                poll.step(1)?;
                let tv = cols.column(*c);
                let nx = tv[x as usize];
                let mut nw = image_of_set(&states[s].1, tv, words_per);
                for &k in tc {
                    let y = cols.at(k, x) as usize;
                    nw[y / 64] |= 1 << (y % 64);
                }
                if antichains.get(&nx).is_some_and(|list| covered(list, &nw)) {
                    continue;
                }
                states.push((nx, nw, s, *h));
                if states.len() > self.options.max_states {
                    return Err(QuotientError::TooLarge {
                        heap: n,
                        what: crate::i18n::msg!(
                            "reason-quotient-states",
                            max = self.options.max_states
                        ),
                    });
                }
                queue.push(Reverse((key.plus(*h), states.len() - 1)));
            }
        }
        Ok(best)
    }

    /// Steps 2 and 6 for heap `n` by fresh factors: the expansion `Q × C` (heap `n` a
    /// new generator of index 0), then, while verification fails, the candidates that
    /// give heaps of the least failing sum fresh generators — subsets of its heaps,
    /// smallest first, each index at least the heap's multiplicity in the sum less one
    /// and at least its element's index — taking the first that passes or whose least
    /// failure is larger. `Ok(None)` when no candidate makes progress.
    pub(super) fn recalibrate_fresh(&self, n: u64) -> Result<Option<Candidate>, QuotientError> {
        let mut base_words = self.words.clone();
        base_words[n as usize] = vec![0; self.layout.gens.len()];
        let mut cur = self.fresh_product(
            n,
            &self.layout.gens,
            &base_words,
            &self.reduced,
            &[Fresh {
                heap: n,
                index: 0,
                replace: false,
            }],
        )?;
        let phi_n = |c: &Candidate| c.reduced.class_of(&c.words[n as usize]);
        let mut failure = self.least_failure(&cur.words, &cur.reduced, n, phi_n(&cur))?;
        let mut attempts = 0usize;
        // The failing sums met at the current least key (a candidate whose failure has
        // the same key must get the old failure right and fail on a sum not met yet).
        let mut seen: Vec<Witness> = failure.iter().map(|f| f.1.clone()).collect();
        while let Some((key, w)) = failure {
            let mut next = None;
            let mut refused: Option<QuotientError> = None;
            for change in changes(&cur, &w, &self.heap_options) {
                attempts += 1;
                if attempts > MAX_ATTEMPTS {
                    return match refused {
                        Some(e) => Err(e),
                        None => Ok(None),
                    };
                }
                let cand = match self.fresh_product(
                    n,
                    &cur.layout.gens,
                    &cur.words,
                    &cur.reduced,
                    &change,
                ) {
                    Ok(c) => c,
                    Err(e @ QuotientError::TooLarge { .. }) => {
                        refused = Some(e);
                        continue;
                    }
                    Err(e) => return Err(e),
                };
                if cand.reduced.order() > MAX_CANDIDATE_ORDER {
                    refused = Some(QuotientError::TooLarge {
                        heap: n,
                        what: crate::i18n::msg!(
                            "reason-quotient-times-cyclic",
                            max = MAX_CANDIDATE_ORDER
                        ),
                    });
                    continue;
                }
                let f = match self.least_failure(&cand.words, &cand.reduced, n, phi_n(&cand)) {
                    Ok(f) => f,
                    Err(e @ QuotientError::TooLarge { .. }) => {
                        refused = Some(e);
                        continue;
                    }
                    Err(e) => return Err(e),
                };
                // Whether the candidate gets the old least failure right.
                let element = |c: &Candidate| {
                    w.iter().fold(0u32, |z, &h| {
                        c.reduced.mul(z, c.reduced.class_of(&c.words[h as usize]))
                    })
                };
                let right = cur.reduced.p[element(&cur) as usize]
                    != cand.reduced.p[element(&cand) as usize];
                match f {
                    None => return Ok(Some(cand)),
                    Some((k2, w2)) if k2 > key || (k2 == key && right && !seen.contains(&w2)) => {
                        if k2 > key {
                            seen.clear();
                        }
                        seen.push(w2.clone());
                        next = Some((cand, (k2, w2)));
                        break;
                    }
                    Some(_) => {}
                }
            }
            match next {
                Some((cand, f)) => {
                    cur = cand;
                    failure = Some(f);
                }
                None => {
                    return match refused {
                        Some(e) => Err(e),
                        None => Ok(None),
                    }
                }
            }
        }
        Ok(Some(cur))
    }
}

/// The recalibrations tried for a failing sum `w` of candidate `cur`: for each nonempty
/// subset of its distinct heaps (that move), smallest subsets first, each heap either
/// moved alone to a fresh generator of index `max(multiplicity − 1, its element's
/// index)`, or — a heap that is a generator — its generator replaced everywhere by one of
/// index one larger (at least `multiplicity − 1`).
fn changes(cur: &Candidate, w: &[u64], heap_options: &[Vec<Vec<u64>>]) -> Vec<Vec<Fresh>> {
    let mut distinct: Vec<(u64, u8)> = Vec::new();
    for &h in w {
        if heap_options.get(h as usize).is_none_or(|o| o.is_empty()) {
            continue;
        }
        match distinct.iter_mut().find(|d| d.0 == h) {
            Some(d) => d.1 = d.1.saturating_add(1),
            None => distinct.push((h, 0)),
        }
    }
    distinct.sort_unstable_by_key(|d| Reverse(d.0));
    // The ways to change each heap.
    let ways: Vec<Vec<Fresh>> = distinct
        .iter()
        .map(|&(h, need)| {
            let x = cur.reduced.class_of(&cur.words[h as usize]);
            let mut powers = vec![0u32];
            let mut z = 0u32;
            let a = loop {
                z = cur.reduced.mul(z, x);
                if let Some(i) = powers.iter().position(|&p| p == z) {
                    break i as u8;
                }
                powers.push(z);
                if powers.len() > MAX_INDEX as usize + 3 {
                    break MAX_INDEX;
                }
            };
            let mut out = Vec::new();
            let generator = cur.layout.gens.iter().find(|g| g.0 == h);
            if let Some(&(_, own)) = generator {
                out.push(Fresh {
                    heap: h,
                    index: own.saturating_add(1).max(need).min(MAX_INDEX),
                    replace: true,
                });
            }
            let alone = Fresh {
                heap: h,
                index: a.max(need).min(MAX_INDEX),
                replace: false,
            };
            if generator.is_none()
                || cur
                    .words
                    .iter()
                    .filter(|w| **w == cur.words[h as usize])
                    .count()
                    > 1
                || cur.words.iter().enumerate().any(|(k, w)| {
                    k as u64 != h
                        && w.get(self_gens_position(&cur.layout.gens, h).unwrap_or(usize::MAX))
                            .is_some_and(|&e| e > 0)
                })
            {
                out.push(alone);
            }
            out
        })
        .collect();
    let k = distinct.len().min(10);
    let mut subsets: Vec<u32> = (1u32..(1 << k)).collect();
    subsets.sort_by_key(|s| s.count_ones());
    let mut out = Vec::new();
    for &s in &subsets {
        let chosen: Vec<&Vec<Fresh>> = (0..k)
            .filter(|i| s >> i & 1 == 1)
            .map(|i| &ways[i])
            .collect();
        let mut combos: Vec<Vec<Fresh>> = vec![Vec::new()];
        for alternatives in chosen {
            combos = combos
                .into_iter()
                .flat_map(|c| {
                    alternatives.iter().map(move |&f| {
                        let mut c = c.clone();
                        c.push(f);
                        c
                    })
                })
                .collect();
        }
        out.extend(combos);
        if out.len() > MAX_ATTEMPTS {
            break;
        }
    }
    out
}
