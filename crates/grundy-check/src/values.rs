//! The Grundy values `G(0), G(1), …` of a rule, recomputed naively from its definition:
//! every option of a heap of `n` listed (every way of removing `j` tokens and leaving the
//! rest as `r` non-empty heaps the digit allows, every way of adding `k` tokens and
//! splitting), its value the nim-sum of its heaps' values, and `G(n)` the least value
//! no option has (the mex). Nothing clever: the point is to be obviously right.

use crate::rule::{Moves, Rule};

/// `G(0..len)` of `rule`.
pub fn grundy_values(rule: &Rule, len: u64) -> Vec<u64> {
    let len = usize::try_from(len).unwrap_or(usize::MAX);
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len as u64 {
        let mut seen: Vec<bool> = Vec::new();
        let mut mark = |v: u64| {
            // Values are below twice the largest so far: the vector stays small.
            if let Ok(v) = usize::try_from(v) {
                if seen.len() <= v {
                    seen.resize(v + 1, false);
                }
                seen[v] = true;
            }
        };
        let takes: Box<dyn Iterator<Item = u64>> = match &rule.moves {
            Moves::Code { digits, .. } => Box::new(digits.range(..=n).map(|(&j, _)| j)),
            _ => Box::new(0..=n),
        };
        for j in takes {
            let mask = rule.digit(j);
            let m = n - j;
            for r in 0..64u32 {
                if mask >> r & 1 == 0 {
                    continue;
                }
                match r {
                    0 => {
                        if m == 0 {
                            mark(0);
                        }
                    }
                    1 => {
                        if m >= 1 {
                            mark(g[m as usize]);
                        }
                    }
                    _ => splits(&g, m, r, 1, 0, &mut mark),
                }
            }
        }
        if let Moves::Code { additive, .. } = &rule.moves {
            for (i, &mask) in additive.iter().enumerate() {
                let m = n + i as u64 + 1;
                for r in 2..64u32 {
                    if mask >> r & 1 == 1 {
                        // At least k + 2 heaps: each is smaller than n.
                        splits(&g, m, r, 1, 0, &mut mark);
                    }
                }
            }
        }
        let mex = (0..).find(|&v| !seen.get(v).copied().unwrap_or(false));
        g.push(mex.unwrap_or(0) as u64);
    }
    g
}

/// Every way of writing `m` as `r` heaps `least ≤ a_1 ≤ … ≤ a_r` (`r ≥ 1`), the nim-sum
/// of their values with `acc` marked.
fn splits(g: &[u64], m: u64, r: u32, least: u64, acc: u64, mark: &mut impl FnMut(u64)) {
    if r == 1 {
        if m >= least {
            mark(acc ^ g[m as usize]);
        }
        return;
    }
    let mut a = least;
    while a.saturating_mul(u64::from(r)) <= m {
        splits(g, m - a, r - 1, a, acc ^ g[a as usize], mark);
        a += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::parse;

    #[test]
    fn known_sequences() {
        let kayles = grundy_values(&parse("0.77").unwrap(), 12);
        assert_eq!(kayles, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        let dawson = grundy_values(&parse("0.137").unwrap(), 10);
        assert_eq!(dawson, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        // Dawson's Kayles is Dawson's chess shifted by one heap.
        let kayles_07 = grundy_values(&parse("0.07").unwrap(), 11);
        assert_eq!(kayles_07, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        let lasker = grundy_values(&parse("lasker").unwrap(), 9);
        assert_eq!(lasker, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
        let sub = grundy_values(&parse("sub(1,3,4)").unwrap(), 8);
        assert_eq!(sub, [0, 1, 0, 1, 2, 3, 2, 0]);
        let all_but = grundy_values(&parse("allbut(2,3,5)").unwrap(), 6);
        assert_eq!(all_but, [0, 1, 0, 1, 2, 0]);
        assert_eq!(
            grundy_values(&parse("bounded(2)").unwrap(), 5),
            [0, 1, 2, 0, 1]
        );
        // Grundy's game without its modifier (split into two heaps, equal or not): 4.0.
        assert_eq!(grundy_values(&parse("4.0").unwrap(), 6), [0, 0, 1, 0, 1, 0]);
    }
}
