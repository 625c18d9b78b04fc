//! Nim's board when a heap is too large to press counter by counter: every heap a row
//! of counters, a heap of more than [`CLICKABLE_UNITS`] a bar that asks how many to take
//! (the rows board leaves such heaps inert).

use super::NimHeaps;
use crate::component::board::CLICKABLE_UNITS;
use crate::component::{Kind, Picture, Pieces, Shape};
use crate::i18n::{t, Lang};
use num_traits::ToPrimitive;

/// At most this many heaps are drawn as a picture; more are listed (moves typed).
const MAX_DRAWN_HEAPS: usize = 30;

/// The picture of `heaps` over the rows board `rows`, when a heap is larger than
/// [`CLICKABLE_UNITS`] (and every heap fits a `u64`, at most [`MAX_DRAWN_HEAPS`] of
/// them); otherwise `rows` as it is.
pub(super) fn pieces(heaps: &NimHeaps, rows: Pieces, lang: Lang) -> Pieces {
    let sizes: Option<Vec<u64>> = heaps.iter().map(|h| h.to_u64()).collect();
    let Some(sizes) = sizes else {
        return rows;
    };
    if sizes.len() > MAX_DRAWN_HEAPS || sizes.iter().all(|&n| n <= CLICKABLE_UNITS) {
        return rows;
    }
    let mut picture = Picture::in_lang(lang);
    let row = |y: usize| [4.4, 0.5 + 1.1 * y as f32];
    for (i, &n) in sizes.iter().enumerate() {
        picture.add(Shape::caption(
            [2.0, row(i)[1]],
            t!(lang, "board-heap-size", heap = i + 1, size = n),
        ));
        let name = t!(lang, "board-heap", heap = i + 1);
        let heap = picture.counters(Kind::Stone, row(i), n, &name);
        let ask = t!(lang, "board-ask-take", heap = i + 1);
        picture.take_plays(&heap, |_| vec![], |k| format!("{} {k}", i + 1), &ask);
    }
    rows.pictured(picture, &t!(lang, "board-how-take-from-bar"))
}
