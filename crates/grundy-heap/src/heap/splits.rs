//! The values of splits into any number of heaps, built up incrementally: what lets the
//! [naive engine](super::naive) compute codes whose moves leave four or more heaps (`*`,
//! `{k+}`, `&16;`, additive digits), with or without the modifiers `!`, `?`, `=`.
//!
//! A move that leaves `r ≥ 2` heaps from `m` tokens reaches the values
//! `G(a_1) ⊕ … ⊕ G(a_r)` over the partitions `a_1 + … + a_r = m` the digit allows. Listing
//! the partitions costs exponentially many steps; the *set* of their values does not.
//! The sets are bitsets over the values below `64·W` (every value seen so far is below
//! it, and so is the XOR of any of them), one per number of heaps `r` and sum `m`, built
//! as a knapsack over the part sizes `p = 1, 2, …` in increasing order — part `p` joins
//! as soon as `G(p)` is known:
//!
//! * **no modifier** (any partition): a complete knapsack, `A_r(m) ∪= G(p) ⊕ A'_{r−1}(m − p)`
//!   for `m` ascending (the primed set already holds copies of `p`);
//! * **`!`** (distinct parts): a 0/1 knapsack, the same with `m` descending (each size
//!   at most once);
//! * **`?`** (not all equal): the partitions with at least two distinct sizes. Adding
//!   copies of `p` to a partition of smaller parts makes one if that partition was not
//!   empty, or to one that already has two sizes: `U_r(m) ∪= G(p) ⊕ (A_{r−1}(m − p) ∪
//!   U'_{r−1}(m − p))`, with `A` before part `p` joined (so `U` is updated first);
//! * **`=`** (all equal): no table, `m = r·c` gives `G(c)` for odd `r` and `0` for even.
//!
//! Sets for one heap are never stored (`A_1(m) = {G(m)}` while `m ≤ p`), and the numbers
//! of heaps a code lists (at most 63) each get a level, every larger number one shared
//! level ("at least `S` heaps", whose recurrence feeds on itself). Before `G(n)` is
//! computed, parts `1 … n − 1` have joined: a split of `n` (or of `n + k` tokens under an
//! additive digit, which leaves at least `k + 2` heaps) uses no larger part.
//!
//! Cost: joining part `p` touches every stored sum once per level: `O(C · L · W)` word
//! operations for sums up to `C` and `L` levels, so `G(0..N)` costs `O(N² · L · W)` and
//! `O(N · L · W)` words of memory, bounded by [`SPLIT_TABLE_LIMIT`]. The sums are stored
//! up to a capacity that doubles when a run needs more; the tables are then rebuilt
//! (cancellably, in `SplitTables::reserve`).

#![expect(
    clippy::indexing_slicing,
    reason = "the tables are allocated here: levels × sums × W words, indexed by a level below their count, a sum at most the largest computed, a word below W; parts and values index the engine's own values below n"
)]

use super::code::{Constraint, Digit, TbCode};
use super::engine::EngineError;
use std::sync::atomic::{AtomicBool, Ordering};

/// The most memory the split tables of one engine may take, in bytes (256 MiB).
pub const SPLIT_TABLE_LIMIT: u64 = 256 << 20;

/// XOR-translates the bitset `src` by `g` into `dst`: bit `v` of `src` sets bit `v ⊕ g`.
/// `g` must be below `64 · src.len()` (a power of two words).
fn xor_into(dst: &mut [u64], src: &[u64], g: u64) {
    const MASKS: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    let high = (g >> 6) as usize;
    let low = g & 63;
    for (w, out) in dst.iter_mut().enumerate() {
        let mut x = src[w ^ high];
        if x == 0 {
            continue;
        }
        for (k, mask) in MASKS.iter().enumerate() {
            if low >> k & 1 == 1 {
                let s = 1 << k;
                x = ((x >> s) & mask) | ((x & mask) << s);
            }
        }
        *out |= x;
    }
}

fn set_bit(set: &mut [u64], v: u64) {
    set[(v >> 6) as usize] |= 1 << (v & 63);
}

/// Which numbers of heaps get a level: `2 ..= top` one each, and with `rest` one more
/// for every count from `max(top + 1, 2)` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Levels {
    top: u32,
    rest: bool,
}

impl Levels {
    fn exact(&self) -> usize {
        self.top.saturating_sub(1) as usize
    }

    fn count(&self) -> usize {
        self.exact() + usize::from(self.rest)
    }

    /// The first count of the shared level.
    fn rest_from(&self) -> u32 {
        (self.top + 1).max(2)
    }
}

/// The families of tables a code needs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Families {
    any: bool,
    distinct: bool,
    unequal: bool,
}

/// The split tables of one code (see the module documentation).
#[derive(Debug, Clone)]
pub(crate) struct SplitTables {
    levels: Levels,
    families: Families,
    /// Tokens a move may add at most (the additive digits).
    added: usize,
    /// Words per set: a power of two.
    words: usize,
    /// Sums `0 ..= capacity` are stored.
    capacity: usize,
    /// Parts `1 ..= parts` have joined.
    parts: usize,
    any: Vec<u64>,
    distinct: Vec<u64>,
    unequal: Vec<u64>,
    scratch: Vec<u64>,
    /// What the tests count: parts joined and rebuilds, shared by clones.
    #[cfg(test)]
    pub(crate) counters: std::sync::Arc<Counters>,
}

/// The work of split tables, counted for the tests (shared with other threads).
#[cfg(test)]
#[derive(Debug, Default)]
pub(crate) struct Counters {
    /// Parts joined, rebuilds included.
    pub(crate) joins: std::sync::atomic::AtomicU64,
    /// Rebuilds (the tables emptied to a larger capacity or width).
    pub(crate) rebuilds: std::sync::atomic::AtomicU64,
    /// Parts joined since the last rebuild.
    pub(crate) parts: std::sync::atomic::AtomicU64,
}

/// Whether a code needs split tables: a digit leaving four or more heaps (or
/// unboundedly many), or an additive digit.
pub(crate) fn needed(code: &TbCode) -> bool {
    !code.additive().is_empty()
        || code
            .digits()
            .iter()
            .any(|d| !matches!(d.max_heaps(), Some(k) if k <= 3))
}

impl SplitTables {
    /// Empty tables for `code` (no part joined, no sum stored).
    pub(crate) fn new(code: &TbCode) -> SplitTables {
        let mut levels = Levels {
            top: 0,
            rest: false,
        };
        let mut families = Families::default();
        let mut note = |c: Constraint| match c {
            Constraint::Any => families.any = true,
            Constraint::Distinct => families.distinct = true,
            Constraint::NotAllEqual => {
                families.unequal = true;
                families.any = true;
            }
            Constraint::AllEqual => {}
        };
        for d in code.digits().iter().chain(code.additive()) {
            for (r, c) in d.listed().filter(|&(r, _)| r >= 2) {
                levels.top = levels.top.max(r);
                note(c);
            }
            if let Some((from, c)) = d.unbounded_from() {
                levels.rest = true;
                levels.top = levels.top.max(from.saturating_sub(1));
                note(c);
            }
        }
        SplitTables {
            levels,
            families,
            added: code.additive().len(),
            words: 1,
            capacity: 0,
            parts: 0,
            any: Vec::new(),
            distinct: Vec::new(),
            unequal: Vec::new(),
            scratch: Vec::new(),
            #[cfg(test)]
            counters: std::sync::Arc::default(),
        }
    }

    fn tables(&self) -> usize {
        usize::from(self.families.any)
            + usize::from(self.families.distinct)
            + usize::from(self.families.unequal)
    }

    /// The bytes the tables take with sums up to `capacity` and `words` words a set.
    fn bytes(&self, capacity: usize, words: usize) -> u64 {
        (self.tables() as u64)
            .saturating_mul(self.levels.count() as u64)
            .saturating_mul(capacity as u64 + 1)
            .saturating_mul(words as u64)
            .saturating_mul(8)
    }

    /// An estimate of the word operations of `G(0..n)`, for the run's limits.
    pub(crate) fn work(&self, n: u64) -> u64 {
        let per = (self.tables().max(1) * self.levels.count().max(1)) as u64;
        n.saturating_mul(n).saturating_mul(per) / 2
    }

    fn at(&self, level: usize, m: usize) -> usize {
        (level * (self.capacity + 1) + m) * self.words
    }

    /// The words needed for values up to `max_value`.
    fn words_for(max_value: u16) -> usize {
        ((usize::from(max_value) >> 6) + 1).next_power_of_two()
    }

    /// The words of each set (a power of two; the values below `64 · words`).
    pub(crate) fn words(&self) -> usize {
        self.words
    }

    /// Readies the tables for `G(n)`: parts `1 … n − 1` of `g` joined, sums up to
    /// `n + added` stored (and up to `want` if that fits), sets wide enough for
    /// `max_value`. When the sums do not reach, the tables are rebuilt with a larger
    /// capacity (at least double). `cancel` is looked at before each part joins, and
    /// stops the joining (`Ok(false)`; the parts joined so far stay, and the next call
    /// goes on).
    ///
    /// # Errors
    /// [`EngineError::Memory`] when the tables would pass [`SPLIT_TABLE_LIMIT`].
    pub(crate) fn reserve(
        &mut self,
        g: &[u16],
        n: usize,
        max_value: u16,
        cancel: &AtomicBool,
        want: usize,
    ) -> Result<bool, EngineError> {
        let need = n + self.added;
        let words = Self::words_for(max_value).max(self.words);
        let fits = |c: usize| self.bytes(c, words) <= SPLIT_TABLE_LIMIT;
        if !fits(need) {
            return Err(EngineError::Memory {
                n: n as u64,
                bytes: self.bytes(need, words),
                limit: SPLIT_TABLE_LIMIT,
            });
        }
        let widen_in_place = words > self.words && fits(self.capacity);
        if need > self.capacity || self.parts >= n.max(1) || (words > self.words && !widen_in_place)
        {
            let capacity = [need.max(64), want, self.capacity.saturating_mul(2)]
                .into_iter()
                .filter(|&c| fits(c))
                .max()
                .unwrap_or(need);
            self.rebuild(capacity, words);
        } else if widen_in_place {
            self.widen(words);
        }
        // One join touches every stored sum of every level (within the memory limit: a
        // fraction of a second at worst): the flag is looked at before each.
        while self.parts + 1 < n {
            if cancel.load(Ordering::Relaxed) {
                return Ok(false);
            }
            self.join(self.parts + 1, g);
        }
        Ok(true)
    }

    /// Empty tables with sums up to `capacity`.
    fn rebuild(&mut self, capacity: usize, words: usize) {
        self.capacity = capacity;
        self.words = words;
        self.parts = 0;
        #[cfg(test)]
        {
            self.counters.parts.store(0, Ordering::Relaxed);
            self.counters.rebuilds.fetch_add(1, Ordering::Relaxed);
        }
        let len = self.levels.count() * (capacity + 1) * words;
        let sized = |on: bool| if on { vec![0; len] } else { Vec::new() };
        self.any = sized(self.families.any);
        self.distinct = sized(self.families.distinct);
        self.unequal = sized(self.families.unequal);
        self.scratch = vec![0; words];
    }

    /// The same sets with `words` words each (values do not change).
    fn widen(&mut self, words: usize) {
        let old = self.words;
        let cells = self.levels.count() * (self.capacity + 1);
        for table in [&mut self.any, &mut self.distinct, &mut self.unequal] {
            if table.is_empty() {
                continue;
            }
            let mut wide = vec![0; cells * words];
            for c in 0..cells {
                wide[c * words..c * words + old].copy_from_slice(&table[c * old..(c + 1) * old]);
            }
            *table = wide;
        }
        self.words = words;
        self.scratch = vec![0; words];
    }

    /// ORs into `out` the set of one heap fewer than `level` holds, at sum `s`: for an
    /// exact level of `r` heaps the level of `r − 1` (or, for one heap, the single part
    /// `single`); for the shared level also the shared level itself.
    fn gather(&self, out: &mut [u64], table: &[u64], level: usize, s: usize, single: Option<u64>) {
        let w = self.words;
        let count = if level < self.levels.exact() {
            level as u32 + 2
        } else {
            self.levels.rest_from()
        };
        let or_level = |out: &mut [u64], l: usize| {
            let i = self.at(l, s);
            for (d, x) in out.iter_mut().zip(&table[i..i + w]) {
                *d |= x;
            }
        };
        if count == 2 {
            if let Some(v) = single {
                set_bit(out, v);
            }
        } else {
            or_level(out, count as usize - 3);
        }
        if level == self.levels.exact() {
            or_level(out, level);
        }
    }

    /// Part `p` joins every table; `g` holds `G(0..=p)` at least.
    fn join(&mut self, p: usize, g: &[u16]) {
        let levels = self.levels.count();
        let cap = self.capacity;
        let w = self.words;
        let gp = u64::from(g[p]);
        // The single part `s` as a set of one heap, when parts up to `top` may be used.
        let single = |s: usize, top: usize| (1..=top).contains(&s).then(|| u64::from(g[s]));
        let mut buf = std::mem::take(&mut self.scratch);
        let mut table = std::mem::take(&mut self.unequal);
        if self.families.unequal {
            // Before `A` takes part `p`: the rest is a non-empty partition of parts
            // below `p`, or one with two sizes already (which may hold `p`).
            for m in p + 1..=cap {
                let s = m - p;
                for level in 0..levels {
                    buf.fill(0);
                    self.gather(&mut buf, &self.any, level, s, single(s, p - 1));
                    self.gather(&mut buf, &table, level, s, None);
                    let i = self.at(level, m);
                    xor_into(&mut table[i..i + w], &buf, gp);
                }
            }
        }
        self.unequal = table;
        let mut table = std::mem::take(&mut self.any);
        if self.families.any {
            for m in p + 1..=cap {
                let s = m - p;
                for level in 0..levels {
                    buf.fill(0);
                    self.gather(&mut buf, &table, level, s, single(s, p));
                    let i = self.at(level, m);
                    xor_into(&mut table[i..i + w], &buf, gp);
                }
            }
        }
        self.any = table;
        let mut table = std::mem::take(&mut self.distinct);
        if self.families.distinct {
            for m in (p + 1..=cap).rev() {
                let s = m - p;
                for level in 0..levels {
                    buf.fill(0);
                    self.gather(&mut buf, &table, level, s, single(s, p - 1));
                    let i = self.at(level, m);
                    xor_into(&mut table[i..i + w], &buf, gp);
                }
            }
        }
        self.distinct = table;
        self.scratch = buf;
        self.parts = p;
        #[cfg(test)]
        {
            self.counters.joins.fetch_add(1, Ordering::Relaxed);
            self.counters.parts.store(p as u64, Ordering::Relaxed);
        }
    }

    /// ORs into `seen` the values of the splits of `m` into two or more heaps that
    /// `digit` allows (`g` = `G(0..)` up to the parts joined).
    // MSRV 1.80: `is_multiple_of` is newer.
    #[allow(clippy::manual_is_multiple_of, unknown_lints)]
    pub(crate) fn mark(&self, digit: &Digit, m: usize, g: &[u16], seen: &mut [u64]) {
        let w = self.words;
        let or_cell = |seen: &mut [u64], table: &[u64], level: usize| {
            let i = self.at(level, m);
            for (s, x) in seen.iter_mut().zip(&table[i..i + w]) {
                *s |= x;
            }
        };
        let equal = |seen: &mut [u64], r: u64| {
            let r = r as usize;
            if m % r == 0 {
                let v = if r % 2 == 1 { u64::from(g[m / r]) } else { 0 };
                set_bit(seen, v);
            }
        };
        let one = |seen: &mut [u64], r: u32, c: Constraint, level: usize| match c {
            Constraint::Any => or_cell(seen, &self.any, level),
            Constraint::Distinct => or_cell(seen, &self.distinct, level),
            Constraint::NotAllEqual => or_cell(seen, &self.unequal, level),
            Constraint::AllEqual => equal(seen, u64::from(r)),
        };
        let range = digit.unbounded_from();
        for (r, c) in digit.listed().filter(|&(r, _)| r >= 2) {
            if range.is_some_and(|(from, _)| r >= from) {
                continue;
            }
            if (r as usize) <= m {
                one(seen, r, c, r as usize - 2);
            }
        }
        if let Some((from, c)) = range {
            let from = from.max(2);
            if c == Constraint::AllEqual {
                for r in from as usize..=m {
                    equal(seen, r as u64);
                }
                return;
            }
            for r in from..=self.levels.top {
                one(seen, r, c, r as usize - 2);
            }
            one(seen, 0, c, self.levels.exact());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::code::parse_code;
    use crate::heap::naive::sequence;
    use crate::heap::rule::HeapRule;

    #[test]
    fn the_memory_limit_is_an_error() {
        let mut tables = SplitTables::new(&parse_code("tb(0.*)").unwrap());
        let r = tables.reserve(&[0], 50_000_000, 0, &AtomicBool::new(false), 0);
        match r {
            Err(EngineError::Memory { n, bytes, limit }) => {
                assert_eq!((n, limit), (50_000_000, SPLIT_TABLE_LIMIT));
                assert!(bytes > limit);
            }
            other => panic!("{other:?}"),
        }
        // The message names the heap and the memory.
        let e = tables
            .reserve(&[0], 50_000_000, 0, &AtomicBool::new(false), 0)
            .unwrap_err()
            .to_string();
        assert!(e.contains("G(50000000)") && e.contains("MiB"), "{e}");
    }

    #[test]
    fn joining_parts_stops_when_cancelled_and_goes_on_after() {
        let code = "tb(0.*?)";
        let g = sequence(&HeapRule::parse(code).unwrap(), 3000).unwrap();
        let mut tables = SplitTables::new(&parse_code(code).unwrap());
        let max = g.iter().copied().max().unwrap_or(0);
        let cancel = AtomicBool::new(true);
        assert!(!tables.reserve(&g, 3000, max, &cancel, 0).unwrap());
        assert!(tables.parts < 2999);
        assert!(tables
            .reserve(&g, 3000, max, &AtomicBool::new(false), 0)
            .unwrap());
        assert_eq!(tables.parts, 2999);
    }

    #[test]
    fn xor_translation_moves_every_bit() {
        for g in [0u64, 1, 5, 63, 64, 100, 255] {
            let mut src = vec![0u64; 4];
            for v in [0u64, 3, 64, 77, 200] {
                set_bit(&mut src, v);
            }
            let mut dst = vec![0u64; 4];
            xor_into(&mut dst, &src, g);
            let mut want = vec![0u64; 4];
            for v in [0u64, 3, 64, 77, 200] {
                set_bit(&mut want, v ^ g);
            }
            assert_eq!(dst, want, "{g}");
        }
    }
}
