//! What the games where Nim hides share beyond the three traits: conversions between
//! their sizes and [`Nat`]s, the changes of their moves (chips, coins, splices), their
//! pictures' layout and plays, and their parsers' checks.

use super::xor_all;
use crate::component::board::MAX_PLAYS;
use crate::component::{HeapChange, Kind, NimMove, Picture, Shape};
use crate::i18n::{msg, Message};
use crate::language::{Arg, Head, ParseError, SizeToken};
use crate::nat::Nat;
use num_traits::ToPrimitive;
use std::collections::HashMap;

// ---- helpers the games share -----------------------------------------------------------

/// `v` as a [`Nat`].
pub(crate) fn nat(v: u64) -> Nat {
    Nat::from(v)
}

/// A size of one of these games (they all fit in a `u64`; a larger one saturates).
pub(crate) fn small(n: &Nat) -> u64 {
    n.to_u64().unwrap_or(u64::MAX)
}

/// The first heap that differs between two reductions of the same length.
pub(crate) fn nim_diff(before: &[u64], after: &[u64]) -> Option<NimMove> {
    before
        .iter()
        .zip(after)
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .map(|(heap, (&from, &to))| NimMove { heap, from, to })
}

/// How a head and the new heads it becomes are written in a [`HeapChange`].
pub(crate) type Encode<'a, T> = dyn Fn(&[T], T) -> (Nat, Vec<Nat>) + 'a;

/// The changes of a move turning the coins `turned` of a row with heads `heads` (the
/// largest turned coin a head): that head becomes the turned coins that were tails; every
/// other turned head disappears.
pub(crate) fn toggle_changes<T: Ord + Copy>(
    heads: &[T],
    turned: &[T],
    encode: &Encode<T>,
) -> Vec<HeapChange> {
    let Some(main) = turned.iter().max().copied() else {
        return Vec::new();
    };
    // One pass over the heads against a set of the turned coins (not `contains` on the
    // lists, which was heads × turned): O((h + t) log t).
    let turned_set: std::collections::BTreeSet<T> = turned.iter().copied().collect();
    let turned_heads: std::collections::BTreeSet<T> = heads
        .iter()
        .copied()
        .filter(|h| turned_set.contains(h))
        .collect();
    let mut new: Vec<T> = turned_set.difference(&turned_heads).copied().collect();
    new.sort_unstable();
    let mut out = Vec::new();
    for (i, h) in heads.iter().enumerate() {
        if *h == main {
            let (from, parts) = encode(&new, *h);
            out.push(HeapChange::split(i, from, parts));
        } else if turned_set.contains(h) {
            let (from, _) = encode(&[], *h);
            out.push(HeapChange::split(i, from, vec![]));
        }
    }
    out
}

/// The changes of a move turning `turned` in a coin row (or a caterpillar) with heads on
/// `heads`: the rightmost turned head becomes the turned tails.
pub(crate) fn coin_changes(heads: &[u64], turned: &[u64]) -> Vec<HeapChange> {
    toggle_changes(heads, turned, &|new, h| {
        (nat(h), new.iter().map(|&c| nat(c)).collect())
    })
}

/// The Nim translation of a coin-turning move that turns `turned` (ascending, the head
/// last) among `heads`: the head's heap goes from its value to the XOR of the others'.
pub(crate) fn turning_nim_move<T: Copy + PartialEq>(
    heads: &[T],
    turned: &[T],
    value: &dyn Fn(T) -> u64,
) -> Option<NimMove> {
    let main = *turned.last()?;
    let from = value(main);
    let to = xor_all(turned.iter().map(|&c| value(c))) ^ from;
    let heap = heads.iter().position(|&h| h == main).unwrap_or(0);
    Some(NimMove { heap, from, to })
}

/// The coins a coin-row move turns: every changed head and every new head, ascending.
pub(crate) fn turned_coins(changes: &[HeapChange]) -> Vec<u64> {
    let mut turned: Vec<u64> = changes
        .iter()
        .flat_map(|c| std::iter::once(small(&c.from)).chain(c.parts.iter().flatten().map(small)))
        .collect();
    turned.sort_unstable();
    turned
}

/// The heads of a coin row after `changes` (a head replaced by the coins it turned to
/// heads, sorted).
pub(crate) fn coins_after(heads: &[u64], changes: &[HeapChange]) -> Vec<u64> {
    let mut heads = heads.to_vec();
    HeapChange::splice_all(changes, &mut heads, |c| {
        c.parts.iter().flatten().map(small).collect()
    });
    heads.sort_unstable();
    heads
}

/// One piece changes from `from` to `to` in a list of pieces (a strip's chips, a bar's
/// sides).
pub(crate) fn set_changes(items: &mut [u64], changes: &[HeapChange]) {
    for c in changes {
        if let Some(item) = items.get_mut(c.heap) {
            *item = small(&c.to);
        }
    }
}

/// Every move taking a piece of `items` down to any smaller size (`low(i)` the least it
/// may reach).
pub(crate) fn decreases(items: &[u64], low: &dyn Fn(usize) -> u64) -> Vec<Vec<HeapChange>> {
    let mut out = Vec::new();
    for (i, &c) in items.iter().enumerate() {
        out.extend((low(i)..c).map(|to| vec![HeapChange::new(i, nat(c), nat(to))]));
    }
    out
}

/// The pairs `(a, b)` of a flat list `a b a b …` (a last odd number is dropped).
pub(crate) fn pairs(flat: &[u64]) -> impl Iterator<Item = (u64, u64)> + '_ {
    flat.chunks_exact(2).filter_map(|p| match *p {
        [a, b] => Some((a, b)),
        _ => None,
    })
}

/// The least move of [`decreases`] (the last item that can decrease, by one), without
/// listing the others; `None` exactly when [`decreases`] is empty.
pub(crate) fn last_decrease(items: &[u64], low: &dyn Fn(usize) -> u64) -> Option<Vec<HeapChange>> {
    let (i, &c) = items.iter().enumerate().rev().find(|&(i, &c)| low(i) < c)?;
    Some(vec![HeapChange::new(i, nat(c), nat(c - 1))])
}

/// The move of [`decreases`] that takes item `wanted.heap` to `wanted.to`, when it is one.
pub(crate) fn decrease_to(
    items: &[u64],
    low: &dyn Fn(usize) -> u64,
    wanted: &HeapChange,
) -> Option<Vec<HeapChange>> {
    let c = *items.get(wanted.heap)?;
    let to = wanted.to.to_u64()?;
    (to >= low(wanted.heap) && to < c).then(|| vec![HeapChange::new(wanted.heap, nat(c), nat(to))])
}

/// `Σ items` and `∏ (items + 1)` as floats, for search bounds.
pub(crate) fn sum_and_product(items: &[u64]) -> (f64, f64) {
    (
        items.iter().map(|&c| c as f64).sum(),
        items.iter().map(|&c| c as f64 + 1.0).product(),
    )
}

// ---- pictures ----------------------------------------------------------------------------

/// The most coins (cells, links) a row or grid is drawn with; beyond, a board lists its
/// pieces and moves are typed.
pub(crate) const DRAWN_COINS: u64 = 40;

/// Coins a row of a picture holds before it wraps to the next.
pub(crate) const ROW_WRAP: u64 = 25;

/// Where coin `k` (from 0) of a row sits, the row wrapped every [`ROW_WRAP`] coins
/// (each line of coins 2 high, leaving room for captions).
pub(crate) fn row_place(k: u64) -> [f32; 2] {
    [
        (k % ROW_WRAP) as f32 + 0.5,
        (k / ROW_WRAP) as f32 * 2.0 + 0.5,
    ]
}

/// Adds a coin (or link) at `at`, with its number as a caption under it; its index.
pub(crate) fn add_coin(
    picture: &mut Picture,
    kind: Kind,
    at: [f32; 2],
    label: String,
    number: u64,
) -> usize {
    let id = picture.add(Shape::circle(kind, at, 0.8).named(label));
    picture.add(Shape::caption([at[0], at[1] + 0.85], number.to_string()));
    id
}

/// The plays of coin-turning moves: each `(select, turned, changes)` names coins by their
/// key in `ids`; moves naming a coin not drawn are left out.
pub(crate) fn coin_plays<K: std::hash::Hash + Eq>(
    picture: &mut Picture,
    ids: &HashMap<K, usize>,
    moves: Vec<(Vec<K>, Vec<K>, Vec<HeapChange>)>,
) {
    for (select, turned, changes) in moves {
        let find = |keys: &[K]| {
            keys.iter()
                .map(|k| ids.get(k).copied())
                .collect::<Option<Vec<usize>>>()
        };
        if let (Some(select), Some(marks)) = (find(&select), find(&turned)) {
            picture.play(select, marks, "", changes);
            if picture.play_count() > MAX_PLAYS {
                return;
            }
        }
    }
}

// ---- parsing helpers -------------------------------------------------------------------

/// The sizes as `u64`s ("too large for this game").
pub(crate) fn numbers(sizes: &[SizeToken]) -> Result<Vec<u64>, ParseError> {
    crate::language::u64s(sizes)
}

/// An error at the first size whose value is `v` (at the head when there is none).
pub(crate) fn error_at_value(
    head: &Head,
    sizes: &[SizeToken],
    v: u64,
    message: Message,
) -> ParseError {
    match sizes.iter().find(|t| t.text.parse::<u64>() == Ok(v)) {
        Some(t) => t.error(message),
        None => head.error(message),
    }
}

/// "`name` needs at least one `what` after it" (`what`: a catalogue message id).
pub(crate) fn need_sizes(
    head: &Head,
    sizes: &[SizeToken],
    what: &'static str,
) -> Result<(), ParseError> {
    if sizes.is_empty() {
        return Err(head.error(
            msg!("parse-needs-one", name = &head.name).with_message("what", Message::new(what)),
        ));
    }
    Ok(())
}

/// The one optional argument, a number (`strip(30)`): "`name` takes one argument, the
/// `what`" (`what`: a catalogue message id).
pub(crate) fn length_arg(head: &Head, what: &'static str) -> Result<Option<u64>, ParseError> {
    match head.args.as_deref() {
        None => Ok(None),
        Some([a]) => Ok(Some(a.number(what)?)),
        Some(_) => Err(head.error(
            msg!("parse-takes-one-argument", name = &head.name)
                .with_message("what", Message::new(what)),
        )),
    }
}

/// The picture in the brackets of a game written without sizes (`hackenbush(0-1 1-2)`);
/// `example` shows how.
pub(crate) fn picture_args<'a>(
    head: &'a Head,
    sizes: &[SizeToken],
    example: &str,
) -> Result<&'a [Arg], ParseError> {
    if let Some(t) = sizes.first() {
        return Err(t.error(msg!("parse-picture-no-sizes", name = &head.name)));
    }
    head.args.as_deref().ok_or_else(|| {
        head.error(msg!(
            "parse-picture-in-brackets",
            name = &head.name,
            example = example
        ))
    })
}
