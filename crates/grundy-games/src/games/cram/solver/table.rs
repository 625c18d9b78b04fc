//! The memo of the search: each region's value and the values it is known not to have
//! ([`Table`]).

use super::squares::*;
/// What the search knows of the regions it met, by canonical form: the value, and the
/// values `k < 56` it is known not to have (a bit each). One slot holds both, so one
/// look-up answers "valued? if not, known not to be k?"; the slots are an open-addressing
/// table with linear probing (the empty key, no square, marks a free slot: every key has
/// three squares or more), and a slot can be fetched into the cache ahead of its look-up
/// ([`Table::prefetch`]) while the search splits the next options.
pub(super) struct Table<S> {
    pub(super) slots: Vec<Slot<S>>,
    /// `64 − log2(slots)`: a hash's top bits pick the slot.
    pub(super) shift: u32,
    /// Slots in use.
    pub(super) used: usize,
    /// Keys valued.
    pub(super) valued: usize,
    /// Keys with a value they do not have and no value yet.
    pub(super) refuted: usize,
}

/// One region's entry: its key and its `info` — bits 56–63 the value plus one (0 while
/// not valued), bits 0–55 the values it has not.
#[derive(Clone, Copy)]
pub(super) struct Slot<S> {
    pub(super) key: S,
    pub(super) info: u64,
}

/// Bits of a slot's `info` below the value.
pub(super) const VALUE_SHIFT: u32 = 56;

/// The bit of "has not the value `k`", or 0 when `k` is too large to note.
pub(super) fn not_bit(k: u8) -> u64 {
    if u32::from(k) < VALUE_SHIFT {
        1 << k
    } else {
        0
    }
}

impl<S: Squares> Table<S> {
    pub(super) fn new() -> Table<S> {
        const LOG: u32 = 12;
        Table {
            slots: vec![
                Slot {
                    key: S::NONE,
                    info: 0
                };
                1 << LOG
            ],
            shift: 64 - LOG,
            used: 0,
            valued: 0,
            refuted: 0,
        }
    }

    /// The slot where `key` is or would go.
    pub(super) fn find(&self, key: S) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.mix() >> self.shift) as usize;
        loop {
            match self.slots.get(i) {
                Some(slot) if slot.key != key && slot.key != S::NONE => i = (i + 1) & mask,
                _ => return i,
            }
        }
    }

    /// Starts loading `key`'s first slot into the cache.
    pub(super) fn prefetch(&self, key: S) {
        if let Some(slot) = self.slots.get((key.mix() >> self.shift) as usize) {
            crate::heap::vector::prefetch_line(slot);
        }
    }

    /// What is known of `key` (0 when nothing).
    pub(super) fn info(&self, key: S) -> u64 {
        self.slots.get(self.find(key)).map_or(0, |s| s.info)
    }

    /// The value of `key`, when known.
    pub(super) fn value(&self, key: S) -> Option<u8> {
        match (self.info(key) >> VALUE_SHIFT) as u8 {
            0 => None,
            v => Some(v - 1),
        }
    }

    /// Notes the value `v` (below 255) of `key`.
    pub(super) fn set_value(&mut self, key: S, v: u8) {
        let (i, was) = self.upsert(key);
        if was >> VALUE_SHIFT == 0 {
            self.valued += 1;
            if was != 0 {
                self.refuted -= 1;
            }
        }
        if let Some(slot) = self.slots.get_mut(i) {
            slot.info = (u64::from(v.min(254)) + 1) << VALUE_SHIFT;
        }
    }

    /// Notes that `key` has not the value of `bit`.
    pub(super) fn add_not(&mut self, key: S, bit: u64) {
        if bit == 0 {
            return;
        }
        let (i, was) = self.upsert(key);
        if was == 0 {
            self.refuted += 1;
        }
        if let Some(slot) = self.slots.get_mut(i) {
            slot.info |= bit;
        }
    }

    /// Makes room for `key` (a slot holding it): the slot and what it held before.
    pub(super) fn upsert(&mut self, key: S) -> (usize, u64) {
        if (self.used + 1) * 10 > self.slots.len() * 7 {
            self.grow();
        }
        let i = self.find(key);
        let was = match self.slots.get_mut(i) {
            Some(slot) if slot.key == key => slot.info,
            Some(slot) => {
                slot.key = key;
                slot.info = 0;
                self.used += 1;
                0
            }
            None => 0,
        };
        (i, was)
    }

    /// Twice the slots, every entry moved to its new place.
    pub(super) fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![
            Slot {
                key: S::NONE,
                info: 0
            };
            old.len() * 2
        ];
        self.shift -= 1;
        for slot in old.into_iter().filter(|s| s.key != S::NONE) {
            let i = self.find(slot.key);
            if let Some(new) = self.slots.get_mut(i) {
                *new = slot;
            }
        }
    }
}
