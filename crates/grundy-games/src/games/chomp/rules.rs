//! Chomp's rules on row lengths, for the memoised search: the moves of a bar, its
//! transpose (a bar and its mirror image in the diagonal have the same value), and how
//! many bars lie below a bar (the positions a search meets).

use crate::game::ImpartialGame;

/// A bar as its row lengths from the poisoned corner: non-increasing, each at least 1,
/// at least one row (the poisoned square alone is `[1]`).
pub(super) type Rows = Box<[u16]>;

/// The bar after taking the square in row `r`, column `c` (both from 0): every row from
/// `r` on is cut to at most `c` squares, and empty rows are dropped.
pub(super) fn chomp(rows: &[u16], r: usize, c: u16) -> Rows {
    rows.iter()
        .enumerate()
        .map(|(i, &n)| if i >= r { n.min(c) } else { n })
        .filter(|&n| n > 0)
        .collect()
}

/// Every square that may be taken, as (row, column) from 0: all but the poisoned one.
pub(super) fn squares(rows: &[u16]) -> impl Iterator<Item = (usize, u16)> + '_ {
    rows.iter()
        .enumerate()
        .flat_map(|(r, &n)| (0..n).map(move |c| (r, c)))
        .filter(|&sq| sq != (0, 0))
}

/// The bar mirrored in the diagonal through the poisoned corner: its columns' heights.
pub(super) fn transpose(rows: &[u16]) -> Rows {
    let width = rows.first().copied().unwrap_or(0);
    (0..width)
        .map(|c| rows.iter().take_while(|&&n| n > c).count() as u16)
        .collect()
}

/// The key a bar and its mirror image share: the smaller of the two.
pub(super) fn canonical(rows: &[u16]) -> Rows {
    let t = transpose(rows);
    if *t < *rows {
        t
    } else {
        rows.into()
    }
}

/// How many bars lie below `rows` (itself and the poisoned square included): the
/// non-increasing sequences `a₁ ≥ a₂ ≥ …` with `1 ≤ a₁ ≤ R₁` and `0 ≤ aᵢ ≤ Rᵢ` — every
/// one of them is reached by a search from `rows`. As a float: it grows fast.
pub(super) fn positions_below(rows: &[u16]) -> f64 {
    // ways[x]: the sequences of the rows read so far (from the last up) whose first row
    // has x squares; below the last row only the empty row.
    let width = usize::from(rows.first().copied().unwrap_or(0));
    let mut ways = vec![0.0f64; width + 1];
    if let Some(w) = ways.first_mut() {
        *w = 1.0;
    }
    for &n in rows.iter().rev() {
        // This row may have x squares (x at most its length) above any shorter row.
        let mut next = vec![0.0f64; width + 1];
        let mut below = 0.0;
        for (x, (slot, w)) in next.iter_mut().zip(&ways).enumerate() {
            below += w;
            if x <= usize::from(n) {
                *slot = below;
            }
        }
        ways = next;
    }
    // The first row has at least one square: the poisoned one.
    ways.iter().skip(1).sum()
}

/// Chomp as an [`ImpartialGame`] on canonical bars, for the [`Solver`](crate::Solver).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Rules;

/// The rules the memo's solver borrows for as long as it lives.
pub(super) static RULES: Rules = Rules;

impl ImpartialGame for Rules {
    type Position = Rows;

    fn moves(&self, rows: &Rows) -> Vec<Rows> {
        squares(rows)
            .map(|(r, c)| canonical(&chomp(rows, r, c)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_transposes_and_counts() {
        assert_eq!(&*chomp(&[3, 3, 2], 1, 1), &[3, 1, 1]);
        assert_eq!(&*chomp(&[3, 3, 2], 1, 0), &[3]);
        assert_eq!(&*transpose(&[3, 1]), &[2, 1, 1]);
        assert_eq!(&*canonical(&[2, 1, 1]), &[2, 1, 1]);
        assert_eq!(&*canonical(&[3, 1]), &[2, 1, 1]);
        assert_eq!(squares(&[2, 1]).count(), 2);
        // A row of n: n bars below it; an a × b rectangle: C(a + b, a) − 1 (no empty bar).
        assert_eq!(positions_below(&[5]), 5.0);
        assert_eq!(positions_below(&[5, 5, 5, 5]), 125.0);
        assert_eq!(positions_below(&[1]), 1.0);
        // [2, 1]: [1], [2], [1, 1], [2, 1].
        assert_eq!(positions_below(&[2, 1]), 4.0);
    }
}
