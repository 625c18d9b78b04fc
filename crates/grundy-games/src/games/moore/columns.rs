//! Moore's column rule: write the heaps in binary; the position is P iff in every bit
//! column the number of ones is divisible by `k + 1` ([`outcome`]). The misère rule
//! ([`misere_outcome`]) and the column table a person can follow ([`column_table`]).

#![expect(
    clippy::indexing_slicing,
    reason = "counts and lsb are sized here to the bit columns of the heaps (d * 64 + t below it) and indexed by column"
)]

use crate::nat::{self, Nat};
use crate::outcome::Outcome;
use num_traits::Zero;
use serde::Serialize;

/// The bit columns of a Moore's Nim_k position summed mod k+1.
///
/// Columns are listed **MSB-first**: entry `0` of [`counts`](MooreColumns::counts) and
/// [`residues`](MooreColumns::residues) is bit `width − 1`, the last entry is bit 0.
///
/// ```
/// use grundy::games::moore::column_table;
/// use grundy::Nat;
/// let heaps: Vec<Nat> = [1u32, 2, 4].iter().map(|&h| h.into()).collect();
/// let t = column_table(2, &heaps, 10);
/// assert_eq!(t.width, 3);
/// assert_eq!(t.counts, vec![1, 1, 1]); // bits 2, 1, 0
/// assert_eq!(t.residues, vec![1, 1, 1]);
/// assert_eq!(t.problem_columns, vec![2, 1, 0]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MooreColumns {
    /// The `k` of Nim_k: how many heaps a move may reduce.
    pub k: u32,
    /// `k + 1`, the modulus the column counts are reduced by.
    pub modulus: u64,
    /// The number of bit columns: the bit length of the largest heap (0 if all are empty).
    pub width: u64,
    /// How many heaps the position has (the table may show fewer rows).
    pub heaps_total: usize,
    /// The first `row_limit` heaps, in input order.
    pub rows: Vec<MooreRow>,
    /// True when [`rows`](MooreColumns::rows) shows every heap.
    pub rows_complete: bool,
    /// Per column, MSB-first, the number of heaps with a 1 in that column (all heaps,
    /// not only the rows shown).
    pub counts: Vec<u64>,
    /// Per column, MSB-first, that count mod `k + 1`.
    pub residues: Vec<u64>,
    /// The "problem" columns, whose residue is not 0, as bit positions (bit `b` is worth
    /// `2^b`), from the highest down. Empty exactly at a P-position.
    pub problem_columns: Vec<u64>,
    /// The outcome the columns give: P iff there is no problem column.
    pub outcome: Outcome,
}

/// One heap row of a [`MooreColumns`] table.
///
/// ```
/// use grundy::games::moore::column_table;
/// let t = column_table(2, &[5u32.into()], 10);
/// assert_eq!(t.rows[0].index, 0);
/// assert_eq!(t.rows[0].size, 5u32.into());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MooreRow {
    /// The heap's index (from 0).
    pub index: usize,
    /// The heap's size.
    #[serde(with = "nat::json")]
    pub size: Nat,
}

/// Per bit position (LSB-first, index `b` = bit `b`), the number of heaps with a 1 there.
pub(super) fn column_counts(heaps: &[Nat]) -> Vec<u64> {
    let mut counts: Vec<u64> = Vec::new();
    for h in heaps {
        let bits = h.bits() as usize;
        if counts.len() < bits {
            counts.resize(bits, 0);
        }
        for (d, mut digit) in h.iter_u64_digits().enumerate() {
            while digit != 0 {
                let t = digit.trailing_zeros() as usize;
                counts[d * 64 + t] += 1;
                digit &= digit - 1;
            }
        }
    }
    counts
}

/// `k + 1`, the modulus of the column rule.
pub(super) fn modulus(k: u32) -> u64 {
    u64::from(k) + 1
}

/// Who wins Moore's Nim_k (normal play) at `heaps`.
///
/// P iff for every bit position the number of heaps with a 1 there is ≡ 0 (mod k+1).
///
/// ```
/// use grundy::games::moore::outcome;
/// use grundy::{Nat, Outcome};
/// let h = |v: &[u32]| v.iter().map(|&x| Nat::from(x)).collect::<Vec<_>>();
/// assert_eq!(outcome(2, &h(&[1, 2, 3])), Outcome::N);
/// assert_eq!(outcome(2, &h(&[1, 1, 1])), Outcome::P);
/// assert_eq!(outcome(2, &h(&[5, 8, 10])), Outcome::N);
/// assert_eq!(outcome(2, &h(&[5, 5, 5])), Outcome::P);
/// assert_eq!(outcome(1, &h(&[3, 4, 7])), Outcome::P); // k = 1 is Nim
/// ```
pub fn outcome(k: u32, heaps: &[Nat]) -> Outcome {
    let m = modulus(k);
    Outcome::from_next_player_wins(column_counts(heaps).iter().any(|&c| c % m != 0))
}

/// Misère Moore's Nim_k: who wins when the player who makes the last move loses.
///
/// P iff either some heap has at least 2 counters and the normal-play rule says P (every
/// column count ≡ 0 mod k+1), or every heap has at most 1 counter and the number of
/// 1-heaps is ≡ 1 (mod k+1). For `k = 1` this is Bouton's misère Nim.
///
/// Checked against exhaustive misère search ([`Solver`](crate::Solver) on [`MooreGame`](crate::games::moore::MooreGame))
/// for k = 1, 2, 3, 4 on every position of at most 4 heaps of size at most 5 (the test
/// `misere_rule_matches_search` in `tests/moore.rs`). For `k = 0` (no moves at all) every
/// position is a misère N-position: the player to move cannot move and so wins.
///
/// ```
/// use grundy::games::moore::misere_outcome;
/// use grundy::{Nat, Outcome};
/// let h = |v: &[u32]| v.iter().map(|&x| Nat::from(x)).collect::<Vec<_>>();
/// assert_eq!(misere_outcome(2, &h(&[1])), Outcome::P);
/// assert_eq!(misere_outcome(2, &h(&[1, 1, 1, 1])), Outcome::P);
/// assert_eq!(misere_outcome(2, &h(&[1, 1, 1])), Outcome::N);
/// assert_eq!(misere_outcome(2, &h(&[5, 5, 5])), Outcome::P);
/// assert_eq!(misere_outcome(2, &h(&[])), Outcome::N);
/// ```
pub fn misere_outcome(k: u32, heaps: &[Nat]) -> Outcome {
    if k == 0 {
        return Outcome::N;
    }
    let two = Nat::from(2u32);
    if heaps.iter().any(|h| *h >= two) {
        outcome(k, heaps)
    } else {
        let ones = heaps.iter().filter(|h| !h.is_zero()).count() as u64;
        Outcome::from_next_player_wins(ones % modulus(k) != 1)
    }
}

/// The column table of `heaps` for Nim_k, showing at most `row_limit` heap rows.
///
/// Columns are MSB-first (see [`MooreColumns`]); counts cover every heap.
///
/// ```
/// use grundy::games::moore::column_table;
/// use grundy::{Nat, Outcome};
/// let heaps: Vec<Nat> = [5u32, 6, 7, 1].iter().map(|&h| h.into()).collect();
/// let t = column_table(2, &heaps, 2);
/// assert_eq!(t.rows.len(), 2);
/// assert!(!t.rows_complete);
/// assert_eq!(t.heaps_total, 4);
/// assert_eq!(t.counts, vec![3, 2, 3]);
/// assert_eq!(t.residues, vec![0, 2, 0]);
/// assert_eq!(t.problem_columns, vec![1]);
/// assert_eq!(t.outcome, Outcome::N);
/// ```
pub fn column_table(k: u32, heaps: &[Nat], row_limit: usize) -> MooreColumns {
    let m = modulus(k);
    let lsb = column_counts(heaps);
    let width = lsb.len() as u64;
    let counts: Vec<u64> = lsb.iter().rev().copied().collect();
    let residues: Vec<u64> = counts.iter().map(|c| c % m).collect();
    let problem_columns: Vec<u64> = (0..width)
        .rev()
        .filter(|&b| !lsb[b as usize].is_multiple_of(m))
        .collect();
    let rows = heaps
        .iter()
        .take(row_limit)
        .enumerate()
        .map(|(index, size)| MooreRow {
            index,
            size: size.clone(),
        })
        .collect::<Vec<_>>();
    MooreColumns {
        k,
        modulus: m,
        width,
        heaps_total: heaps.len(),
        rows_complete: rows.len() == heaps.len(),
        rows,
        counts,
        residues,
        outcome: Outcome::from_next_player_wins(!problem_columns.is_empty()),
        problem_columns,
    }
}
