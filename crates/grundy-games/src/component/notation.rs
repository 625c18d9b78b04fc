//! The move notation most games share, and the default move checks: `H N` (take N from
//! heap H), `H -> M` (heap H becomes M), several of these separated by commas (Moore's
//! Nim_k). Heaps count from 1 in the notation and from 0 in a [`HeapChange`].
//!
//! ```
//! use grundy::component::notation::read_heap_moves;
//! let p = grundy::parse_position("3 4 5").unwrap();
//! let m = read_heap_moves(&*p.components[0], "2 3", "heap").unwrap();
//! assert_eq!(m[0].heap, 1);
//! assert_eq!(m[0].to, 1u8.into());
//! ```

use super::{Component, MoveError};
use crate::component::HeapChange;
use crate::i18n::{msg, Message};
use crate::nat::Nat;
use num_traits::{ToPrimitive, Zero};

/// The most moves enumerated to check, number or list the moves of a component.
pub const MOVE_LIST_LIMIT: f64 = 1_000_000.0;

/// An unreadable move: the text and what is wrong with it (a catalogue message).
///
/// ```
/// use grundy::{component::notation::unreadable, i18n::Message};
/// let e = unreadable("x", Message::new("reason-move-must-change"));
/// assert!(e.to_string().starts_with("cannot read the move \"x\""));
/// ```
pub fn unreadable(text: &str, reason: Message) -> MoveError {
    MoveError::Unreadable {
        text: text.to_string(),
        reason,
    }
}

/// A move that breaks the rules, with why (a catalogue message).
pub fn illegal(why: Message) -> MoveError {
    MoveError::Illegal(why)
}

/// A non-negative number in a move, or an error naming `what` it should be: a keyword
/// the catalogues know (`size`, `amount`, `pin`, `vertex`, `take`, `heap`, `row`,
/// `token`), so that each language names it in its own words.
///
/// ```
/// use grundy::component::notation::number;
/// assert_eq!(number("1 x", "7", "the amount").unwrap(), 7u8.into());
/// assert!(number("1 x", "x", "the amount").is_err());
/// ```
pub fn number(text: &str, s: &str, what: &str) -> Result<Nat, MoveError> {
    s.trim().parse::<Nat>().map_err(|_| {
        unreadable(
            text,
            msg!("reason-not-a-number", what = what, text = format!("{s:?}")),
        )
    })
}

/// A piece number written from 1 (`noun` 1 … `count`), as an index from 0; `noun` a
/// keyword the catalogues know (`heap`, `row`, `token`, `vertex`).
pub fn index(text: &str, s: &str, noun: &str, count: usize) -> Result<usize, MoveError> {
    let i = number(text, s, noun)?
        .to_usize()
        .filter(|&i| i >= 1 && i <= count);
    i.map(|i| i - 1).ok_or_else(|| {
        unreadable(
            text,
            msg!(
                "reason-no-such-piece",
                noun = noun,
                piece = s.trim(),
                count = count
            ),
        )
    })
}

/// Reads `H N` (take N from heap H) and `H -> M` (heap H becomes M), comma-separated,
/// as changes of single heaps. Does not check the rules. `noun` names a piece: a
/// keyword the catalogues know (`heap`, `row`, `token`, `vertex`).
pub fn read_heap_moves(
    c: &dyn Component,
    text: &str,
    noun: &str,
) -> Result<Vec<HeapChange>, MoveError> {
    let mut changes = Vec::new();
    for part in text.split(',') {
        let part = part.trim();
        if let Some((h, to)) = part.split_once("->") {
            let i = index(text, h, noun, c.piece_count())?;
            let sizes: Vec<&str> = to.split_whitespace().collect();
            let [one] = sizes.as_slice() else {
                return Err(unreadable(text, msg!("reason-one-size-after-arrow")));
            };
            changes.push(HeapChange::new(i, c.piece(i), number(text, one, "size")?));
            continue;
        }
        let words: Vec<&str> = part.split_whitespace().collect();
        let [h, amount] = words.as_slice() else {
            return Err(unreadable(
                text,
                msg!("reason-write-piece-amount", noun = noun),
            ));
        };
        let i = index(text, h, noun, c.piece_count())?;
        let from = c.piece(i);
        let take = number(text, amount, "amount")?;
        if take > from {
            return Err(illegal(msg!(
                "reason-piece-has-only",
                noun = noun,
                piece = i + 1,
                size = &from
            )));
        }
        changes.push(HeapChange::new(i, from.clone(), &from - &take));
    }
    Ok(changes)
}

/// Checks what every move must satisfy: something changes, each piece named once and
/// existing, each `from` the piece's size.
pub fn check_pieces(c: &dyn Component, changes: &[HeapChange]) -> Result<(), MoveError> {
    if changes.is_empty() {
        return Err(illegal(msg!("reason-move-must-change")));
    }
    let mut seen = std::collections::HashSet::new();
    for ch in changes {
        if ch.heap >= c.piece_count() || !seen.insert(ch.heap) {
            return Err(illegal(msg!(
                "reason-heap-twice-or-missing",
                heap = ch.heap + 1
            )));
        }
        let size = c.piece(ch.heap);
        if ch.from != size {
            return Err(illegal(msg!(
                "reason-heap-has-not",
                heap = ch.heap + 1,
                size = &size,
                from = &ch.from
            )));
        }
    }
    Ok(())
}

/// The default [`Moves::check_move`](super::Moves::check_move): the move must be one of the search moves (the
/// component must be small enough to list them).
pub fn check_by_search(c: &dyn Component, changes: &[HeapChange]) -> Result<(), MoveError> {
    check_pieces(c, changes)?;
    let moves = listed_moves(c)?;
    if moves.iter().any(|m| m == changes) {
        Ok(())
    } else {
        Err(illegal(msg!("reason-not-a-legal-move", game = c.name())))
    }
}

/// Every move of the component, when there are few enough to list.
pub fn listed_moves(c: &dyn Component) -> Result<Vec<Vec<HeapChange>>, MoveError> {
    let too_large = || illegal(msg!("reason-too-large-to-check"));
    let state = c.search_state().ok_or_else(too_large)?;
    if c.search_size(&state).branching > MOVE_LIST_LIMIT {
        return Err(too_large());
    }
    Ok(c.search_moves(&state)
        .into_iter()
        .map(|m| m.changes)
        .collect())
}

/// The full move whose first change is `wanted` (piece `heap` goes to `to`): for games
/// where naming one piece's change implies the rest (a coin turned with others, an edge
/// cut with what falls).
pub fn complete_move(
    c: &dyn Component,
    wanted: &[HeapChange],
) -> Result<Vec<HeapChange>, MoveError> {
    let moves = listed_moves(c)?;
    let single = match wanted {
        [one] => Some(one),
        _ => None,
    };
    let found = moves.into_iter().find(|full| {
        full == wanted
            || single.is_some_and(|w| {
                full.first()
                    .is_some_and(|f| f.heap == w.heap && f.to == w.to)
            })
    });
    found.ok_or_else(|| match wanted.first() {
        Some(w) => illegal(msg!(
            "reason-piece-cannot-go-pick",
            game = c.name(),
            piece = w.heap + 1,
            from = &w.from,
            to = &w.to
        )),
        None => illegal(msg!("reason-game-move-changes", game = c.name())),
    })
}

/// "take 2 from heap 1 (3 → 1)", "take 1 from heap 1 (3 → 2) and 2 from heap 2 (4 → 2)".
///
/// ```
/// use grundy::component::notation::describe_take;
/// use grundy::report::HeapChange;
/// let c = HeapChange::new(0, 3u8.into(), 1u8.into());
/// assert_eq!(describe_take(&[c]), "take 2 from heap 1 (3 → 1)");
/// ```
pub fn describe_take(changes: &[HeapChange]) -> String {
    describe_take_in(changes, crate::i18n::Lang::En)
}

/// [`describe_take`] in `lang`.
///
/// ```
/// use grundy::component::notation::describe_take_in;
/// use grundy::report::HeapChange;
/// let c = HeapChange::new(0, 3u8.into(), 1u8.into());
/// assert_eq!(describe_take_in(&[c], grundy::Lang::Vi), "lấy 2 từ đống 1 (3 → 1)");
/// ```
pub fn describe_take_in(changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    let parts: Vec<String> = changes
        .iter()
        .map(|c| {
            let taken = if c.from >= c.to {
                &c.from - &c.to
            } else {
                Nat::zero()
            };
            t!(
                lang,
                "move-take-part",
                taken = &taken,
                heap = c.heap + 1,
                from = &c.from,
                to = &c.to
            )
        })
        .collect();
    t!(lang, "move-take", parts = parts.join(&t!(lang, "and-join")))
}

/// Take one from the largest piece (`None` when every piece is 0): the slow move of games
/// in which any heap may shrink by one (Nim, Moore's Nim_k).
pub fn take_one_from_largest(c: &dyn Component) -> Option<Vec<HeapChange>> {
    let (i, from) = (0..c.piece_count())
        .map(|i| (i, c.piece(i)))
        .filter(|(_, n)| !n.is_zero())
        .fold(None, |best: Option<(usize, Nat)>, (i, n)| match best {
            Some((_, ref b)) if *b >= n => best,
            _ => Some((i, n)),
        })?;
    Some(vec![HeapChange::new(i, from.clone(), &from - 1u8)])
}

/// A form of the shared move notation that a game reads (the facade's
/// `grundy::play::NOTATION` writes each and says what it means). A game with a notation
/// of its own (Cram's squares, Chomp's row and column, a graph's vertices or edges, the
/// games in disguise) reads none of them: its moves are shown by example.
///
/// ```
/// use grundy::component::notation::Form;
/// let p = grundy::parse_position("kayles 5 + 3").unwrap();
/// assert_eq!(p.components[0].forms(), [Form::Pins]);
/// assert_eq!(p.components[1].forms(), [Form::Take, Form::Becomes]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Form {
    /// `H N`: take N from heap H.
    Take,
    /// `H -> M`: heap H becomes M.
    Becomes,
    /// `H -> a b`: heap H becomes the heaps a, b, … (take-and-break games).
    Split,
    /// `H a-b`: knock down pins a to b of row H (Kayles).
    Pins,
    /// `H N, H' N'`: several heaps at once (Moore's Nim_k, Wythoff's game).
    Several,
    /// `T V`: move token T to vertex V (graph games).
    Token,
    /// `P: …; Q: …`: a compound's parts, each move in its part's own notation.
    Part,
}
