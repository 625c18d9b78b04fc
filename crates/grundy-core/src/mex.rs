//! The minimum excludant, `mex`: the least non-negative integer not in a set.

/// The least non-negative integer that does not occur in `values`.
///
/// The Grundy value of a position is the `mex` of the Grundy values of its options.
/// Runs in O(len) time and memory; duplicates and order do not matter.
///
/// ```
/// use grundy_core::mex;
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([1, 2]), 0);
/// assert_eq!(mex([2, 0, 1, 1]), 3);
/// ```
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // The mex of n values is at most n, so larger values can be ignored.
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_large_sparse_values() {
        assert_eq!(mex([u32::MAX, 0]), 1);
        assert_eq!(mex([0, 1, 2, 1 << 30]), 3);
        assert_eq!(mex([3, 2, 1]), 0);
    }
}
