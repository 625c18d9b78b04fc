//! [`Values`]: the values a run keeps, 16-bit or 64-bit.

use serde::Serialize;

/// The values a run keeps: 16-bit from the heap engines, 64-bit from the others. Written
/// to JSON as a plain list of numbers either way.
///
/// ```
/// use grundy_heap::sequence::Values;
/// let v = Values::Narrow(vec![0, 1, 2]);
/// assert_eq!((v.len(), v.get(2)), (3, Some(2)));
/// assert_eq!(v.to_vec(), vec![0u64, 1, 2]);
/// assert_eq!(serde_json::to_string(&v).unwrap(), "[0,1,2]");
/// assert_eq!(v, Values::Wide(vec![0, 1, 2]));
/// ```
#[derive(Debug, Clone, Eq, Serialize)]
#[serde(untagged)]
pub enum Values {
    /// Values of a heap engine.
    Narrow(Vec<u16>),
    /// Values of a 64-bit engine.
    Wide(Vec<u64>),
}

impl PartialEq for Values {
    /// The same values, however stored.
    fn eq(&self, other: &Values) -> bool {
        match (self, other) {
            (Values::Narrow(a), Values::Narrow(b)) => a == b,
            (Values::Wide(a), Values::Wide(b)) => a == b,
            _ => {
                self.len() == other.len()
                    && (0..self.len() as u64).all(|n| self.get(n) == other.get(n))
            }
        }
    }
}

impl Values {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(v) => v.len(),
            Values::Wide(v) => v.len(),
        }
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `G(n)`, if kept.
    pub fn get(&self, n: u64) -> Option<u64> {
        let i = usize::try_from(n).ok()?;
        match self {
            Values::Narrow(v) => v.get(i).map(|&x| u64::from(x)),
            Values::Wide(v) => v.get(i).copied(),
        }
    }

    /// The values in order, as `u64`s.
    ///
    /// ```
    /// use grundy_heap::sequence::Values;
    /// assert_eq!(Values::Narrow(vec![3, 1]).iter().sum::<u64>(), 4);
    /// ```
    pub fn iter(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        match self {
            Values::Narrow(v) => Box::new(v.iter().map(|&x| u64::from(x))),
            Values::Wide(v) => Box::new(v.iter().copied()),
        }
    }

    /// The values as `u64`s.
    pub fn to_vec(&self) -> Vec<u64> {
        match self {
            Values::Narrow(v) => v.iter().map(|&x| u64::from(x)).collect(),
            Values::Wide(v) => v.clone(),
        }
    }

    /// The 16-bit values of a heap engine (what a checkpoint saves); `None` for 64-bit ones.
    pub fn narrow(&self) -> Option<&[u16]> {
        match self {
            Values::Narrow(v) => Some(v),
            Values::Wide(_) => None,
        }
    }

    /// Bytes a value takes.
    fn width(&self) -> u64 {
        match self {
            Values::Narrow(_) => 2,
            Values::Wide(_) => 8,
        }
    }

    /// The bytes held (the room allocated, used or not).
    ///
    /// ```
    /// use grundy_heap::sequence::Values;
    /// assert!(Values::Wide(vec![1, 2]).bytes_held() >= 16);
    /// ```
    pub fn bytes_held(&self) -> u64 {
        let capacity = match self {
            Values::Narrow(v) => v.capacity(),
            Values::Wide(v) => v.capacity(),
        };
        self.width().saturating_mul(capacity as u64)
    }

    /// Makes room for `more` values while holding at most `max_bytes` in all (growing by
    /// doubling, as a `Vec` does, but never past the bound); false, and nothing changed,
    /// when they do not fit.
    pub(crate) fn reserve_within(&mut self, more: u64, max_bytes: u64) -> bool {
        let len = self.len() as u64;
        let need = len.saturating_add(more);
        let capacity = self.bytes_held() / self.width();
        if need <= capacity {
            return true;
        }
        let most = max_bytes / self.width();
        if need > most {
            return false;
        }
        let grown = capacity.saturating_mul(2).clamp(need, most);
        let Ok(extra) = usize::try_from(grown - len) else {
            return false;
        };
        match self {
            Values::Narrow(v) => v.reserve_exact(extra),
            Values::Wide(v) => v.reserve_exact(extra),
        }
        true
    }

    /// Appends `G(len) = v` (a heap engine's values are 16-bit).
    pub(crate) fn push(&mut self, v: u64) {
        match self {
            // A heap engine's values are 16-bit.
            Values::Narrow(kept) => kept.push(v as u16),
            Values::Wide(kept) => kept.push(v),
        }
    }
}
