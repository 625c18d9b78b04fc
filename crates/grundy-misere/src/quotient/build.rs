//! The expansion of a quotient heap by heap (`Build`): each heap's options and word,
//! the P-marking, a new generator when the monoid must grow, the recalibration of the
//! layout, and a resumed state's check (`check_state`).

#[allow(unused_imports)]
use super::*;

/// Everything known about the heaps: their options (as heap lists) and their words.
pub(super) struct Build<'a> {
    pub(super) rule: &'a SequenceRule,
    pub(super) options: &'a QuotientOptions,
    pub(super) layout: Layout,
    /// Word of each heap 0..=n in the layout.
    pub(super) words: Vec<Vec<u8>>,
    /// Options of each heap (lists of heaps).
    pub(super) heap_options: Vec<Vec<Vec<u64>>>,
    pub(super) reduced: Reduced,
}

/// A sum of heaps on which a pretension fails.
pub(super) type Witness = Vec<u64>;

impl<'a> Build<'a> {
    pub(super) fn word_of(&self, heaps: &[u64]) -> Vec<u8> {
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
    pub(super) fn mark_and_reduce(
        &self,
        heap: u64,
        base: Option<(&Layout, &Reduced)>,
    ) -> Result<Reduced, QuotientError> {
        if let Some((layout, reduced)) = base.filter(|_| self.options.extend)
            && let Some(index) = self.extends(layout, heap)
            && let Some(r) = self.mark_extension(reduced, heap, index)?
        {
            return Ok(r);
        }
        self.mark_product(heap)
    }

    /// The index of the new generator when the layout is `base` with one generator more,
    /// for heap `heap` (the largest), every smaller heap keeping its word.
    pub(super) fn extends(&self, base: &Layout, heap: u64) -> Option<u8> {
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
    pub(super) fn mark_extension(
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
    pub(super) fn mark_product(&self, heap: u64) -> Result<Reduced, QuotientError> {
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

    pub(super) fn phi(&self, reduced: &Reduced, h: u64) -> u32 {
        reduced.class_of(&self.words[h as usize])
    }

    pub(super) fn mul(&self, reduced: &Reduced, x: u32, y: u32) -> u32 {
        reduced.mul(x, y)
    }

    /// Step 5: verification of heaps `1..=n` with `Φ(n) = phi_n`. `Ok(None)` passes.
    pub(super) fn verify(
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
    pub(super) fn game_of(&self, reduced: &Reduced, x: u32) -> Vec<u64> {
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
    pub(super) fn relayout(&self, changes: &[(u64, u8)]) -> Option<(Layout, Vec<Vec<u8>>)> {
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
                if let Some(i) = layout.gens.iter().position(|g| g.0 == h as u64)
                    && !was_gen
                {
                    nw[i] = 1;
                    return nw;
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

/// The options of heap `n`, every one listed (or a typed refusal).
pub(super) fn heap_options(
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
        // A formula that fails at `n` says why (the other rules always give theirs).
        None => (
            rule.try_options(n)
                .map_err(|what| QuotientError::TooLarge { heap: n, what })?,
            true,
        ),
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
pub(super) fn check_state(rule: &SequenceRule, state: &QuotientState) -> Result<(), QuotientError> {
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
                .all(|a| a.len() == order && a.iter().all(|&x| (x as usize) < order))
            && {
                // Normal forms name distinct elements (a saved monoid with one twice
                // left elements unreached, found by the fuzz target quotient_state).
                let mut forms: Vec<&Vec<u8>> = m.elements.iter().collect();
                forms.sort_unstable();
                forms.windows(2).all(|w| w[0] != w[1])
            };
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
    pub(super) fn state(&self, expansions: &[u64]) -> QuotientState {
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
    pub(super) fn add_heap(
        &mut self,
        n: u64,
        expansions: &mut Vec<u64>,
    ) -> Result<bool, QuotientError> {
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
    pub(super) fn compact(&mut self) {
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
pub(super) const MAX_ATTEMPTS: usize = 200;
