//! The board of a heap game whose moves may split a heap (Officers, Treblecross,
//! Grundy's game, Lasker's Nim, Dawson's chess, `4.7`, `hex(0.F)` …): every heap a row
//! of counters, every legal move of a heap a set of shapes to press.
//!
//! A move of a take-and-break rule takes `k` counters from a heap of `n` and leaves the
//! rest as heaps `p₁ … pₘ`. Drawn in a row, it is the `k` counters taken, side by side
//! (a block), and — where the parts the block leaves are not yet apart — a cut on the
//! dashed line between two counters. So a move that takes from the middle of a heap
//! (Officers, Treblecross) is pressed as its counters; a split without taking (Grundy's
//! game, Lasker's Nim) as the line where the heap parts; a move that leaves three heaps
//! (`hex(0.F)`) as its counters and one line. Every option of the rule is laid out in
//! every order of its parts and every place of its block with the fewest lines; the
//! plays are made from the rule's own options, so each is legal and none is missing
//! (up to [`MAX_PLAYS`](crate::component::board::MAX_PLAYS) a board).
//!
//! Dawson's chess presses the pawn, not the files: the pawn pushed on file `f` takes
//! its file and the files beside it (the block), so a play selects the pawn's file alone.

use super::Wording;
use crate::component::board::CLICKABLE_UNITS;
use crate::component::{Kind, Picture, Pieces, Shape};
use crate::heap::rule::HeapRule;
use crate::i18n::{t, Lang};
use crate::nat::Nat;
use num_traits::ToPrimitive;

/// One way to press a move of one heap: the counters taken (a block from `start`, `k`
/// long), the lines cut (the number of counters to the left of each), and the parts in
/// order from the left.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Layout {
    start: u64,
    k: u64,
    cuts: Vec<u64>,
}

/// Whether some heap of the rule, up to [`CLICKABLE_UNITS`], can be split (a move leaves
/// two heaps or more): such a rule gets this board; the others take from the end.
pub(super) fn splits(rule: &HeapRule) -> bool {
    rule.max_heaps().is_none_or(|m| m >= 2)
}

/// The board of `heaps` under `rule`, its words in `lang` (see the module docs).
pub(super) fn pieces(
    rule: &HeapRule,
    wording: Wording,
    heaps: &[Nat],
    board: Pieces,
    lang: Lang,
) -> Pieces {
    pieces_of(&|n| rule.options(n), wording, heaps, board, lang)
}

/// The board of a heap game given by its options alone (a heap of `n` becomes one of
/// `options(n)`, each a list of the heaps left) — a rule written as a formula: the rows of
/// counters and the dashed cuts of a take-and-break rule, pressed and typed the same way
/// (`H k`, `H -> a b`).
pub(crate) fn split_board(
    options: &dyn Fn(u64) -> Vec<Vec<u64>>,
    heaps: &[Nat],
    lang: Lang,
) -> Pieces {
    let items = heaps
        .iter()
        .map(|n| crate::component::Piece::new(n.to_string(), n.to_u64()))
        .collect();
    let board = Pieces::new_in(lang, "heap", "●", items);
    pieces_of(options, Wording::Heaps, heaps, board, lang)
}

fn pieces_of(
    options: &dyn Fn(u64) -> Vec<Vec<u64>>,
    wording: Wording,
    heaps: &[Nat],
    board: Pieces,
    lang: Lang,
) -> Pieces {
    let mut picture = Picture::in_lang(lang);
    let kind = match wording {
        Wording::Files => Kind::Token,
        _ => Kind::Stone,
    };
    let name_of = |h: usize| {
        board
            .items
            .get(h)
            .map_or_else(String::new, |p| p.name.clone())
    };
    // Each row labelled, left of its counters, with the number and the size a typed move
    // names it by ("heap 2: 6" for `2 -> 1 4`): the counters start after the widest label.
    let labels: Vec<String> = heaps
        .iter()
        .enumerate()
        .map(|(h, size)| {
            t!(
                lang,
                "page-board-row",
                name = name_of(h),
                label = size.to_string()
            )
        })
        .collect();
    let dx = labels.iter().map(|l| label_width(l)).fold(0.0f32, f32::max) + LABEL_GAP;
    for (h, size) in heaps.iter().enumerate() {
        let y = 1.2 * h as f32;
        let name = name_of(h);
        let Some(n) = size.to_u64().filter(|&n| n <= CLICKABLE_UNITS) else {
            // Too many to press one by one: a bar, the moves typed.
            picture.counters(
                kind,
                [dx + 0.5, y + 0.5],
                size.to_u64().unwrap_or(u64::MAX),
                &name,
            );
            continue;
        };
        if n == 0 {
            picture.add(Shape::caption([dx + 0.5, y + 0.5], "·").named(name.clone()));
            continue;
        }
        let counters = picture.counters(kind, [dx + 0.5, y + 0.5], n, &name).ids;
        let counter = |i: &u64| counters.get(*i as usize).copied();
        let mut lines: Vec<Option<usize>> = vec![None; n as usize];
        for press in presses(options, wording, n) {
            let mut select: Vec<usize> = press.counters.iter().filter_map(counter).collect();
            for &cut in &press.cuts {
                let Some(slot) = lines.get_mut(cut as usize) else {
                    continue;
                };
                let id = *slot.get_or_insert_with(|| {
                    let x = dx + cut as f32;
                    picture.add(
                        Shape::line(Kind::Split, [x, y + 0.1], [x, y + 0.9]).named(t!(
                            lang,
                            "board-heap-cut",
                            heap = &name,
                            left = cut,
                            right = n - cut
                        )),
                    )
                });
                select.push(id);
            }
            let marks: Vec<usize> = press
                .taken
                .clone()
                .filter_map(|i| counter(&i))
                .chain(select.iter().copied())
                .collect();
            picture.play(select, marks, text(h, press.k, &press.parts), Vec::new());
        }
    }
    // (the labels after every counter and cut: the shapes of a row keep their numbers)
    for (h, label) in labels.into_iter().enumerate() {
        let y = 1.2 * h as f32;
        let width = label_width(&label);
        picture.add(Shape::caption([width / 2.0, y + 0.5], label.clone()).named(label));
    }
    let how = match wording {
        Wording::Files => t!(lang, "board-how-dawson-chess"),
        _ => t!(lang, "board-how-heap-split"),
    };
    board.pictured(picture, &how)
}

/// The room between a row's label and its first counter (picture units).
const LABEL_GAP: f32 = 0.35;

/// About how wide `label` is drawn in a picture (a caption's text is 0.38 units high): a
/// CJK character about as wide as it is high, any other about 0.62 of that.
fn label_width(label: &str) -> f32 {
    label
        .chars()
        .map(|c| if c >= '\u{1100}' { 0.4 } else { 0.25 })
        .sum()
}

/// One move of a heap as it is pressed: the counters and the lines (by the number of
/// counters to their left) to press, the counters it takes, and the option.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Press {
    counters: Vec<u64>,
    cuts: Vec<u64>,
    taken: std::ops::Range<u64>,
    k: u64,
    parts: Vec<u64>,
}

/// Every move of a heap of `n` as presses. A move that leaves one heap or none takes
/// from the end as the rows boards do: a press on the first counter it takes (the block
/// to the right end; at the left end only a single counter, the same move) — unless that
/// one counter is already the press of another move, when the whole block is pressed.
fn presses(options: &dyn Fn(u64) -> Vec<Vec<u64>>, wording: Wording, n: u64) -> Vec<Press> {
    let mut all: Vec<Press> = Vec::new();
    let mut ends: Vec<Press> = Vec::new();
    for option in options(n) {
        // (a formula's option may leave more counters than the heap had: no counters
        // show it, it is typed)
        let Some(k) = n.checked_sub(option.iter().sum::<u64>()) else {
            continue;
        };
        for layout in layouts(n, k, &option) {
            let taken = layout.start..layout.start + layout.k;
            let counters: Vec<u64> = match wording {
                Wording::Files => pawn(&layout, n).into_iter().collect(),
                _ => taken.clone().collect(),
            };
            if counters.is_empty() && layout.cuts.is_empty() {
                continue;
            }
            let press = Press {
                counters,
                cuts: layout.cuts,
                taken,
                k,
                parts: option.clone(),
            };
            let at_an_end =
                wording != Wording::Files && k > 0 && option.len() <= 1 && press.cuts.is_empty();
            if at_an_end {
                ends.push(press);
            } else {
                all.push(press);
            }
        }
    }
    let pressed =
        |all: &[Press], c: &[u64]| all.iter().any(|p| p.cuts.is_empty() && p.counters == c);
    // The presses at the right end first: a press on the first counter taken.
    ends.sort_by_key(|p| p.taken.end != n);
    for mut press in ends {
        let right = press.taken.end == n;
        let first = vec![press.taken.start];
        if right && !pressed(&all, &first) {
            press.counters = first;
            all.push(press);
        } else if right || (press.k == 1 && !pressed(&all, &first)) {
            all.push(press);
        }
    }
    all
}

/// The move in the heap notation: `H k` (take `k`, one heap or none left), else
/// `H -> p₁ p₂ …`.
fn text(h: usize, taken: u64, parts: &[u64]) -> String {
    if parts.len() <= 1 && taken > 0 {
        format!("{} {taken}", h + 1)
    } else {
        let parts: Vec<String> = parts.iter().map(u64::to_string).collect();
        format!("{} -> {}", h + 1, parts.join(" "))
    }
}

/// The pawn pushed in Dawson's chess for a block of files: the middle one of three, the
/// end file of two at an end of the board, the one file of one.
fn pawn(layout: &Layout, n: u64) -> Option<u64> {
    let Layout { start, k, .. } = *layout;
    match k {
        3 => Some(start + 1),
        2 if start == 0 => Some(0),
        2 if start + 2 == n => Some(n - 1),
        1 => Some(start),
        _ => None,
    }
}

/// Every way to press the option `parts` (taking `k` of `n`) with the fewest lines: each
/// distinct order of the parts, the block of `k` in each gap between them (or at an
/// end), the parts the block does not separate cut apart.
fn layouts(n: u64, k: u64, parts: &[u64]) -> Vec<Layout> {
    let mut orders: Vec<Vec<u64>> = Vec::new();
    permutations(parts.to_vec(), 0, &mut orders);
    let mut all: Vec<Layout> = Vec::new();
    for order in &orders {
        let m = order.len();
        // The block stands before part `slot` (slot m: after the last part); with k = 0
        // there is no block and every boundary is a cut.
        let slots: Vec<usize> = if k == 0 { vec![0] } else { (0..=m).collect() };
        for slot in slots {
            let mut cuts = Vec::new();
            let mut x = 0u64;
            let mut start = 0u64;
            for (i, &p) in order.iter().enumerate() {
                if i == slot && k > 0 {
                    start = x;
                    x += k;
                } else if i > 0 {
                    cuts.push(x);
                }
                x += p;
            }
            if slot == m && k > 0 {
                start = x;
                x += k;
            }
            debug_assert_eq!(x, n);
            all.push(Layout { start, k, cuts });
        }
    }
    let fewest = all.iter().map(|l| l.cuts.len()).min().unwrap_or(0);
    all.retain(|l| l.cuts.len() == fewest);
    all.sort_by(|a, b| (a.start, &a.cuts).cmp(&(b.start, &b.cuts)));
    all.dedup();
    all
}

/// The distinct orders of `items[from..]` after `items[..from]`, added to `out`.
fn permutations(mut items: Vec<u64>, from: usize, out: &mut Vec<Vec<u64>>) {
    if from + 1 >= items.len() {
        if !out.contains(&items) {
            out.push(items);
        }
        return;
    }
    for i in from..items.len() {
        items.swap(from, i);
        permutations(items.clone(), from + 1, out);
        items.swap(from, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_from_the_middle_is_its_block_and_no_line() {
        // Officers: take 1 from a heap of 5 leaving 1 and 3.
        let l = layouts(5, 1, &[1, 3]);
        assert_eq!(
            l,
            vec![
                Layout {
                    start: 1,
                    k: 1,
                    cuts: vec![]
                },
                Layout {
                    start: 3,
                    k: 1,
                    cuts: vec![]
                }
            ]
        );
    }

    #[test]
    fn a_split_without_taking_is_a_line() {
        // Grundy's game: 7 into 2 and 5.
        let l = layouts(7, 0, &[2, 5]);
        assert_eq!(
            l,
            vec![
                Layout {
                    start: 0,
                    k: 0,
                    cuts: vec![2]
                },
                Layout {
                    start: 0,
                    k: 0,
                    cuts: vec![5]
                }
            ]
        );
    }

    #[test]
    fn three_parts_take_one_line() {
        // hex(0.F): take 1 of 6 leaving 1, 2 and 2: the block between two parts, one
        // line in the rest.
        let l = layouts(6, 1, &[1, 2, 2]);
        assert!(l.iter().all(|x| x.cuts.len() == 1 && x.k == 1));
        assert!(l.contains(&Layout {
            start: 1,
            k: 1,
            cuts: vec![4]
        }));
    }

    #[test]
    fn taking_from_the_end_is_one_press_on_the_first_counter_taken() {
        // Lasker's Nim: take any number (one press each, as on a rows board), or split
        // (a line each).
        let rule = HeapRule::parse("lasker").unwrap();
        let p = presses(&|n| rule.options(n), Wording::Heaps, 4);
        let mut takes: Vec<(Vec<u64>, u64)> = p
            .iter()
            .filter(|p| p.cuts.is_empty())
            .map(|p| (p.counters.clone(), p.k))
            .collect();
        takes.sort();
        assert_eq!(
            takes,
            vec![(vec![0], 4), (vec![1], 3), (vec![2], 2), (vec![3], 1)]
        );
        assert!(p.iter().any(|p| p.k == 0 && p.cuts == vec![2]));
        // Officers: take one from anywhere, leaving something: the middle counters, and
        // the end counters (the same move twice).
        let rule = HeapRule::parse("officers").unwrap();
        let mut ones: Vec<Vec<u64>> = presses(&|n| rule.options(n), Wording::Heaps, 4)
            .into_iter()
            .map(|p| p.counters)
            .collect();
        ones.sort();
        assert_eq!(ones, vec![vec![0], vec![1], vec![2], vec![3]]);
    }

    #[test]
    fn every_row_is_labelled_with_the_number_and_size_a_move_names_it_by() {
        // Officers after a split: heaps 1, 6 and 2 (a typed move: `2 -> 1 4`).
        let rule = HeapRule::parse("officers").unwrap();
        let heaps: Vec<Nat> = [1u64, 6, 2].iter().map(|&n| Nat::from(n)).collect();
        for lang in [Lang::En, Lang::Ko, Lang::Ru, Lang::Vi] {
            let board = split_board(&|n| rule.options(n), &heaps, lang);
            let captions: Vec<&Shape> = board
                .shapes
                .iter()
                .filter(|s| {
                    s.kind == Kind::Caption && s.text.as_deref().is_some_and(|t| t.contains(':'))
                })
                .collect();
            assert_eq!(captions.len(), 3, "{lang:?}");
            for (h, (caption, size)) in captions.iter().zip([1, 6, 2]).enumerate() {
                let text = caption.text.as_deref().unwrap();
                assert!(
                    text.contains(&format!("{}", h + 1)) && text.ends_with(&format!(": {size}")),
                    "{text}"
                );
                // Left of every counter of its row, on its row.
                let right = caption.at[0] + label_width(text) / 2.0;
                let row = board
                    .shapes
                    .iter()
                    .filter(|s| s.kind == Kind::Stone && (s.at[1] - caption.at[1]).abs() < 0.01);
                let mut counters = 0;
                for s in row {
                    assert!(s.at[0] - 0.4 > right, "{text}: a counter at {:?}", s.at);
                    counters += 1;
                }
                assert_eq!(counters, size, "{text}");
            }
        }
    }

    #[test]
    fn dawsons_pawn_is_the_middle_of_its_block() {
        assert_eq!(
            pawn(
                &Layout {
                    start: 2,
                    k: 3,
                    cuts: vec![]
                },
                7
            ),
            Some(3)
        );
        assert_eq!(
            pawn(
                &Layout {
                    start: 0,
                    k: 2,
                    cuts: vec![]
                },
                7
            ),
            Some(0)
        );
        assert_eq!(
            pawn(
                &Layout {
                    start: 5,
                    k: 2,
                    cuts: vec![]
                },
                7
            ),
            Some(6)
        );
    }
}
