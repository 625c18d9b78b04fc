//! [`NimHeaps`]: the heaps of a Nim position, `u64` while every heap fits (8 bytes a heap,
//! for inputs of millions of heaps), [`Nat`] otherwise.

use crate::nat::Nat;
use num_traits::ToPrimitive;

/// The heaps of a Nim position. Stored as `u64` when every heap fits (compact: 8 bytes a
/// heap, for inputs of millions of heaps), as [`Nat`] otherwise.
///
/// Both forms are accepted everywhere and give the same answers; the constructors
/// [`NimHeaps::from_nats`] and [`NimHeaps::from_u64s`] pick the compact form when they can.
///
/// ```
/// use grundy::games::nim::NimHeaps;
/// use grundy::Nat;
///
/// let small = NimHeaps::from_nats(vec![Nat::from(3u32), Nat::from(4u32)]);
/// assert_eq!(small, NimHeaps::Small(vec![3, 4]));
///
/// let huge: Nat = "10000000000000000000000000000000000000000".parse().unwrap();
/// let big = NimHeaps::from_nats(vec![Nat::from(3u32), huge.clone()]);
/// assert!(matches!(big, NimHeaps::Big(_)));
/// assert_eq!(big.get(1), huge);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NimHeaps {
    /// Every heap fits in a `u64`.
    Small(Vec<u64>),
    /// At least one heap does not fit in a `u64`.
    Big(Vec<Nat>),
}

impl NimHeaps {
    /// Heaps from arbitrary-precision sizes (stored compactly when they all fit in `u64`).
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// use grundy::Nat;
    /// let heaps = NimHeaps::from_nats(vec![Nat::from(u64::MAX), Nat::from(0u32)]);
    /// assert_eq!(heaps, NimHeaps::Small(vec![u64::MAX, 0]));
    /// let past = Nat::from(u64::MAX) + 1u32;
    /// assert!(matches!(NimHeaps::from_nats(vec![past]), NimHeaps::Big(_)));
    /// ```
    pub fn from_nats(heaps: Vec<Nat>) -> Self {
        if heaps.iter().all(|h| h.bits() <= 64) {
            NimHeaps::Small(heaps.iter().map(|h| h.to_u64().unwrap_or(0)).collect())
        } else {
            NimHeaps::Big(heaps)
        }
    }

    /// Heaps from `u64` sizes (always the compact form).
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]), NimHeaps::Small(vec![3, 4, 5]));
    /// ```
    pub fn from_u64s(heaps: Vec<u64>) -> Self {
        NimHeaps::Small(heaps)
    }

    /// The number of heaps.
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        match self {
            NimHeaps::Small(v) => v.len(),
            NimHeaps::Big(v) => v.len(),
        }
    }

    /// True when there are no heaps.
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// assert!(NimHeaps::from_u64s(vec![]).is_empty());
    /// assert!(!NimHeaps::from_u64s(vec![0]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The size of heap `i` (0 if there is no heap `i`).
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// use grundy::Nat;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).get(2), Nat::from(5u32));
    /// ```
    pub fn get(&self, i: usize) -> Nat {
        match self {
            NimHeaps::Small(v) => v.get(i).copied().unwrap_or_default().into(),
            NimHeaps::Big(v) => v.get(i).cloned().unwrap_or_default(),
        }
    }

    /// The heap sizes in order, as [`Nat`]s. A convenience: for the `Small` form each item
    /// is a new `Nat`, so hot loops should match on the variants instead.
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// use grundy::Nat;
    /// let sizes: Vec<Nat> = NimHeaps::from_u64s(vec![1, 2]).iter().collect();
    /// assert_eq!(sizes, vec![Nat::from(1u32), Nat::from(2u32)]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Nat> + '_ {
        (0..self.len()).map(move |i| self.get(i))
    }

    /// The number of binary digits of the largest heap (0 when every heap is 0 or there
    /// are no heaps).
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from_u64s(vec![3, 4, 5]).max_bits(), 3);
    /// assert_eq!(NimHeaps::from_u64s(vec![0, 0]).max_bits(), 0);
    /// ```
    pub fn max_bits(&self) -> u64 {
        match self {
            NimHeaps::Small(v) => {
                let all = v.iter().fold(0u64, |acc, &h| acc | h);
                u64::from(64 - all.leading_zeros())
            }
            NimHeaps::Big(v) => v.iter().map(Nat::bits).max().unwrap_or(0),
        }
    }
}

impl From<Vec<u64>> for NimHeaps {
    /// The same as [`NimHeaps::from_u64s`].
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// assert_eq!(NimHeaps::from(vec![1u64, 2]), NimHeaps::Small(vec![1, 2]));
    /// ```
    fn from(heaps: Vec<u64>) -> Self {
        NimHeaps::from_u64s(heaps)
    }
}

impl From<Vec<Nat>> for NimHeaps {
    /// The same as [`NimHeaps::from_nats`].
    ///
    /// ```
    /// use grundy::games::nim::NimHeaps;
    /// use grundy::Nat;
    /// assert_eq!(NimHeaps::from(vec![Nat::from(7u32)]), NimHeaps::Small(vec![7]));
    /// ```
    fn from(heaps: Vec<Nat>) -> Self {
        NimHeaps::from_nats(heaps)
    }
}
