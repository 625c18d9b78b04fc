//! The memoised search over one board word ([`Engine`]): the lazy mex and the value
//! test (the module docs of `solver`).

use super::splits::*;
use super::squares::*;
use super::table::*;
use crate::cancel::{Cancelled, Poll};
use crate::component::Refusal;
/// Regions of at most this many squares are valued by the mex of all their options; larger
/// ones by the value test ([`Search`]'s module docs), which proves most options' values
/// wrong with a single reply instead of valuing them.
pub(in crate::games::cram) const EXACT_SQUARES: u32 = 16;

/// The answer to "has this region (or option) the value `k`?".
pub(super) enum Is<S> {
    /// It has.
    Yes,
    /// It has not; when found by a reply of that value, the reply's domino (else none).
    No(S),
}

/// From this `k` up, "has the region the value `k`?" is answered by valuing the region
/// (the lazy mex, stopped once it passes `k`) rather than by looking for an option of
/// value `k` first: large values are rare, so that search mostly fails — every option
/// shown not to be `k` — and the value is needed anyway. Measured on 6 × 6 boards
/// (docs/bench-history.md): at 4 the board with b1 blocked (value 6) needs 0.6 M regions valued
/// instead of 5.8 M; the boards of small value do not change.
pub(in crate::games::cram) const VALUE_FIRST: u8 = 4;

/// What the memo says of an option and a value `k`.
pub(super) enum Known {
    /// Every region of it is valued: its value.
    Value(u8),
    /// All but one are, and that one is known not to have the value that would make `k`.
    Not,
    /// Not known.
    Unknown,
}

/// Why the search stopped.
pub(in crate::games::cram) enum Stop {
    /// More than the limit of regions.
    Limit(usize),
    /// Cancelled from outside.
    Cancelled(Cancelled),
}

impl From<Stop> for Refusal {
    fn from(stop: Stop) -> Refusal {
        match stop {
            Stop::Limit(limit) => Refusal::TooLarge {
                what: crate::i18n::msg!("reason-cram-regions"),
                limit: limit as u64,
            },
            Stop::Cancelled(c) => Refusal::Cancelled(c),
        }
    }
}

/// The memoised search over one board word (see the module docs), bounded by `limit`
/// regions.
pub(super) struct Engine<S> {
    /// What is known of the regions met.
    pub(super) table: Table<S>,
    pub(super) limit: usize,
    pub(super) exact_squares: u32,
    /// From this `k` up, "has the region the value `k`?" values it first (see
    /// [`VALUE_FIRST`]).
    pub(super) value_first: u8,
    /// Regions valued by search (not by a shortcut).
    pub(super) searched: usize,
}

impl<S: Squares> Engine<S> {
    pub(super) fn new(limit: usize, exact_squares: u32, value_first: u8) -> Engine<S> {
        Engine {
            table: Table::new(),
            limit,
            exact_squares,
            value_first,
            searched: 0,
        }
    }

    /// The value of the empty squares `x`: the XOR of its regions' values.
    pub(super) fn value(&mut self, x: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        let mut total = 0;
        for r in regions(x) {
            total ^= self.region(r, poll)?;
        }
        Ok(total)
    }

    /// Whether the squares `x` (any number of regions) have the value `k`.
    pub(super) fn is(&mut self, x: S, k: u8, poll: &mut Poll<'_>) -> Result<bool, Stop> {
        let splits = Splits::of_squares(x);
        let Some(split) = splits.items.first() else {
            return Ok(false);
        };
        Ok(matches!(
            self.split_is(&splits, split, k, S::NONE, poll)?,
            Is::Yes
        ))
    }

    /// Whether the split has the value `k`: its regions but the largest are valued, and
    /// the largest is tested against `k` XOR their values (its option covering `killer`
    /// tried first).
    pub(super) fn split_is(
        &mut self,
        splits: &Splits<S>,
        split: &Split<S>,
        k: u8,
        killer: S,
        poll: &mut Poll<'_>,
    ) -> Result<Is<S>, Stop> {
        let (Some((&largest, rest)), Some(&raw)) =
            (splits.keys(split).split_first(), splits.raws(split).first())
        else {
            return Ok(if k == split.small {
                Is::Yes
            } else {
                Is::No(S::NONE)
            });
        };
        let mut total = split.small;
        for &key in rest {
            total ^= self.region_key(key, poll)?;
        }
        self.region_is(raw, largest, k ^ total, killer, poll)
    }

    /// Whether the region `key` (canonical; `raw` the same region as it lies in the
    /// frame) has the value `k`: not if some option has the value `k` — the option
    /// covering `killer` (two squares of the frame, the reply that refuted a sibling) is
    /// tried first, from the memo before the region is split, then the others (found by
    /// [`Engine::some_option_among`], which stops at the first) — else (the value is at
    /// most `k`) its value is computed.
    pub(super) fn region_is(
        &mut self,
        raw: S,
        key: S,
        k: u8,
        killer: S,
        poll: &mut Poll<'_>,
    ) -> Result<Is<S>, Stop> {
        let yes = |b: bool| if b { Is::Yes } else { Is::No(S::NONE) };
        if key.count() <= self.exact_squares {
            return Ok(yes(self.region_key(key, poll)? == k));
        }
        let info = self.table.info(key);
        if info >> VALUE_SHIFT != 0 {
            return Ok(yes((info >> VALUE_SHIFT) as u8 - 1 == k));
        }
        if mirror_wins(key) {
            return Ok(yes(k == 0));
        }
        let bit = not_bit(k);
        if info & bit != 0 {
            return Ok(Is::No(S::NONE));
        }
        if killer != S::NONE && killer & raw == killer {
            let reply = Splits::of_squares(raw & !killer);
            if let Some(o) = reply.items.first()
                && matches!(self.known(reply.keys(o), o.small, k), Known::Value(x) if x == k)
            {
                self.table.add_not(key, bit);
                return Ok(Is::No(killer));
            }
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        let (options, mut valued, open) = match self.scan_options(raw, k) {
            Ok(domino) => {
                self.table.add_not(key, bit);
                return Ok(Is::No(domino));
            }
            Err(scanned) => scanned,
        };
        if k >= self.value_first {
            for j in 0..k {
                if self
                    .some_option_among(&options, &mut valued, j, S::NONE, poll)?
                    .is_none()
                {
                    self.table.set_value(key, j);
                    self.searched += 1;
                    return Ok(Is::No(S::NONE));
                }
            }
            if let Some(domino) = self.some_option_among(&options, &mut valued, k, killer, poll)? {
                let below = (0..=k).fold(0, |m, j| m | not_bit(j));
                self.table.add_not(key, below);
                return Ok(Is::No(domino));
            }
            self.table.set_value(key, k);
            self.searched += 1;
            return Ok(Is::Yes);
        }
        if let Some(domino) = self.search_open(&options, &mut valued, open, k, killer, poll)? {
            self.table.add_not(key, bit);
            return Ok(Is::No(domino));
        }
        Ok(yes(self.lazy_mex(key, &options, &mut valued, poll)? == k))
    }

    /// The value of the region `key` (canonical) from its options: the least `k` no
    /// option has, each `k`'s question stopping at the first option of value `k`; the
    /// options found valued (`valued`) are kept from one `k` to the next.
    pub(super) fn lazy_mex(
        &mut self,
        key: S,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        poll: &mut Poll<'_>,
    ) -> Result<u8, Stop> {
        // At most 232 dominoes on 8 × 16, so every value is below 256.
        for k in 0..=u8::MAX {
            if self
                .some_option_among(options, valued, k, S::NONE, poll)?
                .is_none()
            {
                self.table.set_value(key, k);
                self.searched += 1;
                return Ok(k);
            }
        }
        Ok(u8::MAX)
    }

    /// The options of the region `raw` split, each asked of the memo "has it the value
    /// `k`?" a few options after it is split (its slots fetched meanwhile): the domino of
    /// the first the memo knows to have the value `k` (the others not split), else the
    /// options, their values where the memo knows them, and those it knows nothing of
    /// for `k`.
    #[allow(clippy::type_complexity)]
    pub(super) fn scan_options(
        &self,
        raw: S,
        k: u8,
    ) -> Result<S, (Splits<S>, Vec<Option<u8>>, Vec<usize>)> {
        /// Options split ahead of the one asked.
        const AHEAD: usize = 4;
        let mut options = Splits::new();
        let mut valued = Vec::with_capacity(64);
        let mut open = Vec::with_capacity(64);
        let mut dominoes = dominoes(raw);
        loop {
            let more = dominoes.next();
            if let Some((a, b)) = more {
                options.push_option(raw, a | b, &self.table);
            }
            while valued.len() < options.items.len()
                && (more.is_none() || valued.len() + AHEAD < options.items.len())
            {
                let i = valued.len();
                let Some(o) = options.items.get(i) else {
                    break;
                };
                valued.push(match self.known(options.keys(o), o.small, k) {
                    Known::Value(x) if x == k => {
                        return Ok(o.domino);
                    }
                    Known::Value(x) => Some(x),
                    Known::Not => None,
                    Known::Unknown => {
                        open.push(i);
                        None
                    }
                });
            }
            if more.is_none() {
                return Err((options, valued, open));
            }
        }
    }

    /// The domino of one of `options` that has the value `k`, if one has: first among
    /// what is already known, then by search ([`Engine::search_open`]); `valued[i]` is the
    /// value of option `i` once every region of it is valued (filled in on the way).
    pub(super) fn some_option_among(
        &mut self,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        k: u8,
        first: S,
        poll: &mut Poll<'_>,
    ) -> Result<Option<S>, Stop> {
        if let Some(i) = valued.iter().position(|&v| v == Some(k)) {
            return Ok(options.items.get(i).map(|o| o.domino));
        }
        let mut open = Vec::new();
        for (i, (o, v)) in options.items.iter().zip(valued.iter_mut()).enumerate() {
            if v.is_some() {
                continue;
            }
            match self.known(options.keys(o), o.small, k) {
                Known::Value(x) if x == k => {
                    return Ok(Some(o.domino));
                }
                Known::Value(x) => *v = Some(x),
                Known::Not => {}
                Known::Unknown => open.push(i),
            }
        }
        self.search_open(options, valued, open, k, first, poll)
    }

    /// The domino of one of the options `open` (the memo knows nothing of them for `k`)
    /// that has the value `k`, by search, stopping at the first: the option covering
    /// `first` first, then those whose largest region is smallest (the cheapest to
    /// value), of those the largest region with the fewest dominoes first (fewer replies
    /// to refute when it has the value; the reverse order measured 1.5–2.4× slower on
    /// 6 × 6 boards). Each option's test tries first the reply that refuted the option tried
    /// before it (the killer heuristic: a reply that answers one move often answers the
    /// next, when the two are far apart).
    pub(super) fn search_open(
        &mut self,
        options: &Splits<S>,
        valued: &mut [Option<u8>],
        mut open: Vec<usize>,
        k: u8,
        first: S,
        poll: &mut Poll<'_>,
    ) -> Result<Option<S>, Stop> {
        open.sort_by_key(|&i| {
            options.items.get(i).map_or((0, 0), |o| {
                let dominoes = options.raws(o).first().map_or(0, |&r| domino_count(r));
                (o.largest, dominoes)
            })
        });
        if first != S::NONE {
            let at = open
                .iter()
                .position(|&i| options.items.get(i).is_some_and(|o| o.domino == first));
            if let Some(head) = at.and_then(|at| open.get_mut(..=at)) {
                head.rotate_right(1);
            }
        }
        let mut killer = S::NONE;
        for i in open {
            let Some(o) = options.items.get(i) else {
                continue;
            };
            match self.split_is(options, o, k, killer, poll)? {
                Is::Yes => {
                    return Ok(Some(o.domino));
                }
                Is::No(reply) if reply != S::NONE => killer = reply,
                Is::No(_) => {}
            }
            if let (Known::Value(x), Some(v)) =
                (self.known(options.keys(o), o.small, k), valued.get_mut(i))
            {
                *v = Some(x);
            }
        }
        Ok(None)
    }

    /// What the memo already says of an option (its regions' keys and the XOR of its
    /// small regions) and the value `k`.
    pub(super) fn known(&self, keys: &[S], small: u8, k: u8) -> Known {
        let mut total = small;
        let mut unknown = None;
        for &key in keys {
            let info = self.table.info(key);
            match (info >> VALUE_SHIFT) as u8 {
                // A region the second player wins by symmetry is worth 0 (never noted in
                // the table): seen here, such an option answers "value k?" at once.
                0 if mirror_wins(key) => {}
                0 if unknown.is_none() => unknown = Some(info),
                0 => return Known::Unknown,
                v => total ^= v - 1,
            }
        }
        let Some(not) = unknown else {
            return Known::Value(total);
        };
        if not & not_bit(k ^ total) != 0 {
            Known::Not
        } else {
            Known::Unknown
        }
    }

    /// Refuses once the table holds the limit's number of regions valued, or twice as
    /// many regions known only not to have some values (the table at most 70 % full, 16
    /// bytes a slot, 32 on the wide word: at most 2^24 slots at the default limit of
    /// 2,000,000 regions, 268 MB, or 537 MB for a board wider than 8).
    pub(super) fn room(&self) -> Result<(), Stop> {
        if self.table.valued >= self.limit || self.table.refuted >= self.limit.saturating_mul(2) {
            return Err(Stop::Limit(self.limit));
        }
        Ok(())
    }

    /// The value of one region (anywhere in the frame).
    pub(super) fn region(&mut self, r: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        match r.count() {
            0 | 1 => Ok(0),
            2 => Ok(1),
            _ => self.region_key(r.canonical(), poll),
        }
    }

    /// The value of the region `key` (canonical).
    pub(super) fn region_key(&mut self, key: S, poll: &mut Poll<'_>) -> Result<u8, Stop> {
        match key.count() {
            0 | 1 => return Ok(0),
            2 => return Ok(1),
            _ => {}
        }
        if let Some(v) = self.table.value(key) {
            return Ok(v);
        }
        if mirror_wins(key) {
            return Ok(0);
        }
        self.room()?;
        poll.step(1).map_err(Stop::Cancelled)?;
        if key.count() > self.exact_squares {
            let options = Splits::of_region(key, &self.table);
            let mut valued = vec![None; options.items.len()];
            return self.lazy_mex(key, &options, &mut valued, poll);
        }
        // At most 232 dominoes on 8 × 16, so every value (a mex of at most that many
        // options) is below 256.
        let mut seen = [0u128; 2];
        for (a, b) in dominoes(key) {
            let v = self.value(key & !(a | b), poll)?;
            if let Some(word) = seen.get_mut(usize::from(v >> 7)) {
                *word |= 1u128 << (v & 127);
            }
        }
        let v = match seen {
            [low, _] if low != u128::MAX => (!low).trailing_zeros(),
            [_, high] => 128 + (!high).trailing_zeros(),
        } as u8;
        self.table.set_value(key, v);
        self.searched += 1;
        Ok(v)
    }
}
