//! The one-byte form of common values ([`Compression`]) and the bit packing that turns
//! sets of values below 512 into sets of compressed values ([`pack`]).

#![expect(
    clippy::indexing_slicing,
    reason = "packs values below 512 into words of a vector the function sizes from the same count"
)]

#[cfg(target_arch = "x86_64")]
use super::x86::Bmi2;

/// Common values written in one bit fewer: the lowest bit `j` of the value mask is
/// dropped (it follows from the others, since a common value has an odd number of mask
/// bits). Order-preserving on common values, so the smallest missing compressed value
/// is the smallest missing common value. Every value below 512 compresses to a byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Compression {
    value_mask: u32,
    bit: u32,
}

impl Compression {
    /// The compression for a non-zero value mask (`popcount(v & mask)` odd ⇔ common).
    ///
    /// # Panics
    /// If `value_mask` is 0 (no value is common).
    pub(crate) fn new(value_mask: u32) -> Compression {
        assert!(value_mask != 0, "a compression needs a non-zero value mask");
        Compression {
            value_mask,
            bit: value_mask.trailing_zeros(),
        }
    }

    /// Whether `v` is a common value.
    #[inline]
    pub(crate) fn is_common(self, v: u16) -> bool {
        (u32::from(v) & self.value_mask).count_ones() % 2 == 1
    }

    /// `v` without bit `j` (meaningful for common values; injective on each class).
    #[inline]
    pub(crate) fn compress(self, v: u16) -> u16 {
        let low = (1u16 << self.bit) - 1;
        ((v >> (self.bit + 1)) << self.bit) | (v & low)
    }

    /// The common value whose compression is `c`.
    #[inline]
    pub(crate) fn decompress(self, c: u16) -> u16 {
        let low = (1u16 << self.bit) - 1;
        let v = ((c >> self.bit) << (self.bit + 1)) | (c & low);
        if self.is_common(v) {
            v
        } else {
            v | (1 << self.bit)
        }
    }

    /// The rare value whose compression is `c` (the same bit dropped: compression is
    /// injective on each class).
    #[cfg(test)]
    pub(crate) fn decompress_rare(self, c: u16) -> u16 {
        self.decompress(c) ^ (1 << self.bit)
    }
}

/// The bits of `x` under `mask`, packed to the low end (BMI2 `pext` where present).
fn extract(x: u64, mask: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(bmi2) = Bmi2::detect() {
        return bmi2.pext(x, mask);
    }
    let (mut out, mut bit, mut m) = (0, 0, mask);
    while m != 0 {
        let low = m & m.wrapping_neg();
        if x & low != 0 {
            out |= 1 << bit;
        }
        bit += 1;
        m &= m - 1;
    }
    out
}

/// The low bits of `x` spread to the positions of `mask` (BMI2 `pdep` where present).
#[inline]
pub(super) fn deposit(x: u64, mask: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if let Some(bmi2) = Bmi2::detect() {
        return bmi2.pdep(x, mask);
    }
    let (mut out, mut bit, mut m) = (0, 0, mask);
    while m != 0 {
        let low = m & m.wrapping_neg();
        if x >> bit & 1 != 0 {
            out |= low;
        }
        bit += 1;
        m &= m - 1;
    }
    out
}

/// The bits of `set` under `masks` (eight words), packed in order: each word's
/// [`extract`]ed bits at a running offset (a word of 64 values holds anywhere from 0 to
/// 64 of one class: all or none when the dropped bit is 6 or above).
#[inline]
pub(super) fn pack(set: &[u64; 8], masks: &[u64; 8]) -> [u64; 4] {
    #[cfg(target_arch = "x86_64")]
    if let Some(bmi2) = Bmi2::detect() {
        return bmi2.pack(set, masks);
    }
    let mut out = [0u64; 4];
    let mut pos = 0usize;
    for (&word, &mask) in set.iter().zip(masks) {
        let bits = extract(word, mask);
        let (i, s) = (pos / 64, pos % 64);
        if bits != 0 && i < 4 {
            out[i] |= bits << s;
            if s > 0 && i + 1 < 4 {
                out[i + 1] |= bits >> (64 - s);
            }
        }
        pos += mask.count_ones() as usize;
    }
    out
}
