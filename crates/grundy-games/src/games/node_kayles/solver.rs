//! The search shared by Node Kayles and Arc Kayles, over a *conflict graph*: items
//! (Node Kayles: the vertices; Arc Kayles: the edges) where taking an item removes it
//! and its neighbours (Arc Kayles: the edges sharing an end with it, i.e. its neighbours
//! in the line graph).
//!
//! * Value: the XOR of the values of the connected parts; a connected part of at most
//!   [`MAX_PART`] items is valued by a memoised search in which every position is split
//!   into its connected components, each looked up first by its set of items and then by
//!   its canonical form ([`super::canon`]), so isomorphic components are valued once. The
//!   search is bounded: past `search_limit` distinct components it refuses.
//! * Search hooks (misère play, the computer player, the oracle): a state is the sorted
//!   list of the items still there.

#![expect(
    clippy::indexing_slicing,
    reason = "items are numbered below the conflict graph's length (at most 128, checked when it is built) and every array here has one entry per item or per 64-bit word of a 128-bit set"
)]

use super::canon::{bits, canonical_key};
use crate::cancel::Cancel;
use crate::component::HeapChange;
use crate::component::{Counted, MoveError, Refusal, SearchSize, SearchStep, Valued};
use crate::reasoning::{SearchReasoning, Step};
use crate::Nat;
use num_traits::ToPrimitive;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::{Arc, Mutex};

/// A fast hasher for the memo's keys (bit masks and canonical forms): the words are
/// multiplied in (FxHash's step). The keys are bounded by the search limit, so hash
/// flooding cannot make the search unbounded.
#[derive(Default, Clone, Copy)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u64(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
    }
    fn write_u128(&mut self, w: u128) {
        self.write_u64(w as u64);
        self.write_u64((w >> 64) as u64);
    }
    fn write_usize(&mut self, w: usize) {
        self.write_u64(w as u64);
    }
}

type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// The most items a connected part may have to be valued (one bit each in a `u128`).
pub(crate) const MAX_PART: usize = 128;

/// The most items a component may have to offer a search state.
pub(crate) const MAX_SEARCH_ITEMS: usize = 128;

/// Connected sets of at most this many items are searched directly, without the memo.
const DIRECT: u32 = 5;

/// The most entries the count of independent sets (the bound on a search) may memoise.
const COUNT_LIMIT: usize = 50_000;

/// The conflict graph: for each item, the other items taken with it (sorted).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Conflicts {
    nbrs: Vec<Vec<usize>>,
}

/// A connected part of the conflict graph, with its items as bits.
struct Part {
    /// Each item's neighbours, as a mask (bit `b` is the part's `b`-th item, the items
    /// in increasing order).
    nbr: Vec<u128>,
    /// Every item of the part.
    full: u128,
    /// Values of connected sets of items met so far.
    masks: FastMap<u128, u32>,
    /// The part's value, once known.
    value: Option<u32>,
}

/// What the search knows: each part, and the values of the graphs met by canonical
/// form. Kept as the [`Valued`] memo, so moves to a value reuse it.
pub(crate) struct Search {
    conflicts: Conflicts,
    parts: Vec<Part>,
    /// Item → (part, bit).
    place: Vec<(usize, usize)>,
    iso: FastMap<Box<[u64]>, u32>,
    /// Distinct connected sets of items valued (over all parts).
    positions: usize,
    /// Distinct graphs (by canonical form) searched.
    searched: usize,
    limit: usize,
    /// Looked at every 256 new positions.
    cancel: Cancel,
}

/// The [`Valued`] memo of a Kayles game.
pub(crate) struct KaylesMemo(Mutex<Search>);

fn full_mask(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// The connected components of `rest` in the graph `nbr`.
fn components(nbr: &[u128], mut rest: u128) -> Vec<u128> {
    let mut out = Vec::new();
    while rest != 0 {
        let start = rest & rest.wrapping_neg();
        let mut comp = start;
        let mut frontier = start;
        while frontier != 0 {
            let reach = bits(frontier).fold(0u128, |m, v| m | nbr[v]);
            frontier = reach & rest & !comp;
            comp |= frontier;
        }
        out.push(comp);
        rest &= !comp;
    }
    out
}

fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if let Some(s) = seen.get_mut(v as usize) {
            *s = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

impl Conflicts {
    /// The conflict graph with these neighbour lists (symmetric, without loops).
    pub(crate) fn new(mut nbrs: Vec<Vec<usize>>) -> Self {
        for n in &mut nbrs {
            n.sort_unstable();
            n.dedup();
        }
        Conflicts { nbrs }
    }

    /// How many items.
    pub(crate) fn len(&self) -> usize {
        self.nbrs.len()
    }

    /// The move that takes item `i` (with every neighbour): one change per item, `i`
    /// first, each from 1 to 0.
    pub(crate) fn changes(&self, i: usize) -> Vec<HeapChange> {
        std::iter::once(i)
            .chain(self.nbrs[i].iter().copied())
            .map(|j| HeapChange::new(j, Nat::from(1u8), Nat::from(0u8)))
            .collect()
    }

    /// Which items a move removes: the first item it names with every neighbour, and any
    /// other item it names (changes naming no item are ignored).
    pub(crate) fn removed(&self, changes: &[HeapChange]) -> Vec<bool> {
        let n = self.len();
        let mut removed = vec![false; n];
        if let Some(first) = changes.first().filter(|c| c.heap < n) {
            for &j in &self.nbrs[first.heap] {
                removed[j] = true;
            }
        }
        for c in changes.iter().filter(|c| c.heap < n) {
            removed[c.heap] = true;
        }
        removed
    }

    /// Checks that `changes` take one item (`noun` `label(i)`, `noun` the keyword
    /// `vertex` or `edge`) with exactly its neighbours (the edges touching it).
    pub(crate) fn check(
        &self,
        changes: &[HeapChange],
        noun: &str,
        label: impl Fn(usize) -> String,
    ) -> Result<(), MoveError> {
        use crate::i18n::msg;
        let Some(first) = changes.first() else {
            return Err(MoveError::Illegal(msg!(
                "reason-must-take-one",
                noun = noun
            )));
        };
        if first.heap >= self.len() {
            return Err(MoveError::Illegal(msg!(
                "reason-no-such-item",
                noun = noun,
                item = first.heap + 1,
                count = self.len()
            )));
        }
        if changes == self.changes(first.heap).as_slice() {
            Ok(())
        } else {
            Err(MoveError::Illegal(msg!(
                "reason-take-with-neighbours",
                noun = noun,
                item = label(first.heap)
            )))
        }
    }

    /// A move in words: `take vertex 2 (and its neighbours 1, 3)`. `rest` says what goes
    /// with the item, given the labels of the others.
    pub(crate) fn describe(
        changes: &[HeapChange],
        lang: crate::i18n::Lang,
        id: &str,
        label: impl Fn(usize) -> String,
        rest: impl Fn(&[String]) -> String,
    ) -> String {
        let Some(first) = changes.first() else {
            return crate::i18n::t!(lang, "no-move");
        };
        let others: Vec<String> = changes[1..].iter().map(|c| label(c.heap)).collect();
        crate::i18n::t!(lang, id, item = label(first.heap), rest = rest(&others))
    }

    /// The connected parts, each its items in increasing order.
    fn parts(&self) -> Vec<Vec<usize>> {
        let n = self.len();
        let mut seen = vec![false; n];
        let mut parts = Vec::new();
        for s in 0..n {
            if seen[s] {
                continue;
            }
            seen[s] = true;
            let mut part = vec![s];
            let mut i = 0;
            while i < part.len() {
                for &j in &self.nbrs[part[i]] {
                    if !seen[j] {
                        seen[j] = true;
                        part.push(j);
                    }
                }
                i += 1;
            }
            part.sort_unstable();
            parts.push(part);
        }
        parts
    }

    /// The search state: every item, when there are at most [`MAX_SEARCH_ITEMS`].
    pub(crate) fn search_state(&self) -> Option<Vec<u64>> {
        (self.len() <= MAX_SEARCH_ITEMS).then(|| (0..self.len() as u64).collect())
    }

    /// Every move from `state` (the sorted items still there).
    pub(crate) fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let mut present = vec![false; self.len()];
        for &s in state {
            if let Some(p) = present.get_mut(s as usize) {
                *p = true;
            }
        }
        state
            .iter()
            .filter(|&&s| (s as usize) < self.len())
            .map(|&s| {
                let i = s as usize;
                let mut gone = vec![i];
                gone.extend(self.nbrs[i].iter().copied().filter(|&j| present[j]));
                SearchStep {
                    changes: gone
                        .iter()
                        .map(|&j| HeapChange::new(j, Nat::from(1u8), Nat::from(0u8)))
                        .collect(),
                    after: state
                        .iter()
                        .copied()
                        .filter(|&t| !gone.contains(&(t as usize)))
                        .collect(),
                }
            })
            .collect()
    }

    /// A bound on the search from `state`: every position reachable is the items left
    /// once an independent set of them has been taken, so there are at most as many as
    /// independent sets (counted when cheap), and at most `2^k`.
    pub(crate) fn search_size(&self, state: &[u64]) -> SearchSize {
        let k = state.len();
        let mut states = 2f64.powi(k.min(2000) as i32);
        if k <= 128 && state.iter().all(|&s| (s as usize) < self.len()) {
            let mut local = vec![usize::MAX; self.len()];
            for (b, &s) in state.iter().enumerate() {
                local[s as usize] = b;
            }
            let nbr: Vec<u128> = state
                .iter()
                .map(|&s| {
                    self.nbrs[s as usize]
                        .iter()
                        .filter(|&&j| local[j] != usize::MAX)
                        .fold(0u128, |m, &j| m | 1u128 << local[j])
                })
                .collect();
            let mut memo = HashMap::new();
            if let Some(c) = count_independent(&nbr, full_mask(k), &mut memo) {
                states = states.min(c);
            }
        }
        SearchSize {
            states,
            branching: k as f64,
        }
    }

    /// The item whose move takes fewest items.
    pub(crate) fn slow_move(&self) -> Option<Vec<HeapChange>> {
        (0..self.len())
            .min_by_key(|&i| self.nbrs[i].len())
            .map(|i| self.changes(i))
    }

    /// The value: the XOR of the parts' values, each by memoised search (see the module
    /// docs). `reason` is the catalogue id of the words of the reasoning; `items` names the
    /// items (the keyword `"vertex"` or `"edge"`).
    pub(crate) fn value(
        &self,
        limit: usize,
        cancel: &Cancel,
        reason: &'static str,
        items: &str,
    ) -> Result<Valued, Refusal> {
        let mut search = Search::new(self, limit, items)?;
        search.cancel = cancel.clone();
        let values = search.part_values()?;
        let total = values.iter().fold(0, |x, v| x ^ v);
        let mut valued = Valued::new(Nat::from(total), "search");
        if search.positions > 0 {
            valued.steps.push(Step::new(SearchReasoning {
                reason: crate::i18n::Message::new(reason),
                positions: search.positions,
            }));
        }
        if (2..=20).contains(&values.len()) {
            let list: Vec<String> = values.iter().map(u32::to_string).collect();
            valued.notes.push(crate::i18n::msg!(
                "note-kayles-parts",
                count = values.len(),
                values = list.join(", ")
            ));
        }
        valued.memo = Some(Arc::new(KaylesMemo(Mutex::new(search))));
        Ok(valued)
    }

    /// Every move to a position of value `target` (the first `room` listed), reusing the
    /// search of [`Conflicts::value`] when `valued` holds it.
    pub(crate) fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        limit: usize,
        cancel: &Cancel,
        items: &str,
    ) -> Result<Counted, Refusal> {
        let Some(target) = target.to_u32() else {
            return Ok(Counted::none());
        };
        let own = valued
            .memo::<KaylesMemo>()
            .filter(|m| lock(m).conflicts == *self);
        let fresh;
        let memo = match own {
            Some(m) => m,
            None => {
                fresh = KaylesMemo(Mutex::new(Search::new(self, limit, items)?));
                &fresh
            }
        };
        let mut search = lock(memo);
        search.limit = search.limit.max(limit);
        search.cancel = cancel.clone();
        let values = search.part_values()?;
        let total = values.iter().fold(0, |x, v| x ^ v);
        let mut count = 0u64;
        let mut moves = Vec::new();
        for i in 0..self.len() {
            let (p, b) = search.place[i];
            let rest = search.parts[p].full & !(search.parts[p].nbr[b] | 1u128 << b);
            let after = search.value_of(p, rest)?;
            if total ^ values[p] ^ after == target {
                count += 1;
                if moves.len() < room {
                    moves.push(self.changes(i));
                }
            }
        }
        Ok(Counted {
            count: Ok(Nat::from(count)),
            moves,
        })
    }
}

fn lock(m: &KaylesMemo) -> std::sync::MutexGuard<'_, Search> {
    m.0.lock().unwrap_or_else(|e| e.into_inner())
}

/// The number of independent sets of the graph `nbr` induced by `mask`, or `None` when
/// counting would memoise more than [`COUNT_LIMIT`] sets.
fn count_independent(nbr: &[u128], mask: u128, memo: &mut HashMap<u128, f64>) -> Option<f64> {
    if mask == 0 {
        return Some(1.0);
    }
    if let Some(&c) = memo.get(&mask) {
        return Some(c);
    }
    if memo.len() >= COUNT_LIMIT {
        return None;
    }
    let comps = components(nbr, mask);
    let c = if comps.len() > 1 {
        let mut product = 1.0;
        for comp in comps {
            product *= count_independent(nbr, comp, memo)?;
        }
        product
    } else {
        let v = bits(mask).max_by_key(|&v| (nbr[v] & mask).count_ones())?;
        count_independent(nbr, mask & !(1u128 << v), memo)?
            + count_independent(nbr, mask & !(nbr[v] | 1u128 << v), memo)?
    };
    memo.insert(mask, c);
    Some(c)
}

impl Search {
    fn new(conflicts: &Conflicts, limit: usize, nouns: &str) -> Result<Search, Refusal> {
        let mut place = vec![(0, 0); conflicts.len()];
        let mut parts = Vec::new();
        for (p, items) in conflicts.parts().into_iter().enumerate() {
            if items.len() > MAX_PART {
                return Err(Refusal::SearchTooLarge(crate::i18n::msg!(
                    "reason-part-too-large",
                    count = items.len(),
                    noun = nouns,
                    max = MAX_PART
                )));
            }
            for (b, &i) in items.iter().enumerate() {
                place[i] = (p, b);
            }
            parts.push(items);
        }
        let parts = parts
            .into_iter()
            .map(|items| {
                let nbr = items
                    .iter()
                    .map(|&i| {
                        conflicts.nbrs[i]
                            .iter()
                            .fold(0u128, |m, &j| m | 1u128 << place[j].1)
                    })
                    .collect();
                Part {
                    full: full_mask(items.len()),
                    nbr,
                    masks: FastMap::default(),
                    value: None,
                }
            })
            .collect();
        Ok(Search {
            conflicts: conflicts.clone(),
            parts,
            place,
            iso: FastMap::default(),
            positions: 0,
            searched: 0,
            limit,
            cancel: Cancel::default(),
        })
    }

    /// Every part's value.
    fn part_values(&mut self) -> Result<Vec<u32>, Refusal> {
        (0..self.parts.len())
            .map(|p| {
                if let Some(v) = self.parts[p].value {
                    return Ok(v);
                }
                let v = self.grundy(p, self.parts[p].full)?;
                self.parts[p].value = Some(v);
                Ok(v)
            })
            .collect()
    }

    /// The value of the items `mask` of part `p` (any set: the XOR over its components).
    fn value_of(&mut self, p: usize, mask: u128) -> Result<u32, Refusal> {
        let mut x = 0;
        for comp in components(&self.parts[p].nbr, mask) {
            x ^= self.grundy(p, comp)?;
        }
        Ok(x)
    }

    /// The value of the connected set of items `mask` of part `p`.
    fn grundy(&mut self, p: usize, mask: u128) -> Result<u32, Refusal> {
        let k = mask.count_ones();
        if k <= 2 {
            // Nothing, one item, or two joined ones: one move takes everything.
            return Ok(u32::from(k > 0));
        }
        if k <= DIRECT {
            // Searching a graph this small costs less than its canonical form.
            return self.search(p, mask);
        }
        if let Some(&v) = self.parts[p].masks.get(&mask) {
            return Ok(v);
        }
        if self.positions >= self.limit {
            return Err(Refusal::SearchTooLarge(crate::i18n::msg!(
                "reason-too-many-subgraphs",
                limit = self.limit
            )));
        }
        if self.positions.is_multiple_of(256) {
            self.cancel.check()?;
        }
        let key = canonical_key(&self.parts[p].nbr, mask);
        let v = match self.iso.get(&key) {
            Some(&v) => v,
            None => {
                let v = self.search(p, mask)?;
                self.searched += 1;
                self.iso.insert(key, v);
                v
            }
        };
        self.positions += 1;
        self.parts[p].masks.insert(mask, v);
        Ok(v)
    }

    /// The mex over every move from the connected set `mask` of part `p`.
    fn search(&mut self, p: usize, mask: u128) -> Result<u32, Refusal> {
        let nbr = &self.parts[p].nbr;
        let mut rests: Vec<u128> = bits(mask).map(|v| mask & !(nbr[v] | 1u128 << v)).collect();
        rests.sort_unstable();
        rests.dedup();
        let mut values = Vec::with_capacity(rests.len());
        for rest in rests {
            values.push(self.value_of(p, rest)?);
        }
        Ok(mex(&values))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(n: usize) -> Conflicts {
        Conflicts::new(
            (0..n)
                .map(|i| {
                    let mut v = Vec::new();
                    if i > 0 {
                        v.push(i - 1);
                    }
                    if i + 1 < n {
                        v.push(i + 1);
                    }
                    v
                })
                .collect(),
        )
    }

    #[test]
    fn paths_are_dawsons_chess() {
        // 0.137's nim-sequence from 0.
        let dawson = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3];
        for (n, &want) in dawson.iter().enumerate() {
            let v = path(n)
                .value(1_000_000, &Cancel::default(), "", "vertex")
                .unwrap();
            assert_eq!(v.value, Nat::from(want as u32), "path of {n}");
        }
    }

    #[test]
    fn the_search_is_bounded() {
        let r = path(60).value(5, &Cancel::default(), "", "vertex");
        assert!(matches!(r, Err(Refusal::SearchTooLarge(_))), "{r:?}");
        let big = path(200).value(1_000_000, &Cancel::default(), "", "vertex");
        assert!(
            matches!(&big, Err(Refusal::SearchTooLarge(m)) if m.to_string().contains("200 vertices")),
            "{big:?}"
        );
    }

    #[test]
    fn the_search_stops_when_cancelled() {
        let cancel = Cancel::new();
        cancel.cancel();
        let r = path(60).value(1_000_000, &cancel, "", "vertex");
        assert!(matches!(r, Err(Refusal::Cancelled(_))), "{r:?}");
        assert!(path(60)
            .value(1_000_000, &Cancel::new(), "", "vertex")
            .is_ok());
    }

    #[test]
    fn bounds_count_independent_sets() {
        // A path of 4 has 8 independent sets.
        assert_eq!(path(4).search_size(&[0, 1, 2, 3]).states, 8.0);
        assert_eq!(path(4).search_size(&[0, 1, 2, 3]).branching, 4.0);
        let moves = path(4).search_moves(&[0, 1, 2, 3]);
        assert_eq!(moves.len(), 4);
        assert_eq!(moves[1].after, vec![3]);
        assert_eq!(moves[1].changes.len(), 3);
    }
}
