//! [`Position`]: a sum of components, each a game in its own position
//! ([`AnyComponent`]).
//!
//! Positions are built by the position-language parser ([`crate::parse_position`]) and
//! written back in that language by `Display`, so `parse(display(p)) == p`.

use crate::component::board::changes_key;
use crate::component::{AnyComponent, Pieces};
use crate::report::HeapChange;
use std::fmt;

/// A position: the disjunctive sum of its components (a move is made in exactly one).
///
/// ```
/// use grundy::parse_position;
/// let p = parse_position("sub(1,3,4) 20 + nim 5 7").unwrap();
/// assert_eq!(p.components.len(), 2);
/// assert_eq!(p.heap_count(), 3);
/// assert_eq!(p.to_string(), "sub(1,3,4) 20 + nim 5 7");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// The components, in input order.
    pub components: Vec<AnyComponent>,
}

impl Position {
    /// The sum of `components`.
    pub fn new(components: Vec<AnyComponent>) -> Self {
        Position { components }
    }

    /// A Nim position of `heaps` (millions of heaps stay compact).
    ///
    /// ```
    /// let p = grundy::Position::nim(grundy::NimHeaps::Small(vec![3, 4, 5]));
    /// assert_eq!(p.to_string(), "3 4 5");
    /// ```
    pub fn nim(heaps: crate::games::nim::NimHeaps) -> Self {
        Position::new(vec![AnyComponent::new(crate::games::nim::Nim::new(heaps))])
    }

    /// The total number of pieces (heaps, tokens, …) over all components.
    pub fn heap_count(&self) -> usize {
        self.components.iter().map(|c| c.piece_count()).sum()
    }

    /// The position after a move that changes component `index` as `changes` say.
    pub fn with_move(&self, index: usize, changes: &[HeapChange]) -> Position {
        let mut p = self.clone();
        if let Some(c) = p.components.get_mut(index) {
            *c = c.apply(changes);
        }
        p
    }

    /// What a board shows: each component's pieces, drawn, with every play's move text
    /// (component prefix in a sum; `#k` for a move the game's notation cannot name) and
    /// changes. A click that is not a legal move is not offered.
    ///
    /// ```
    /// let p = grundy::parse_position("3 + kayles 2").unwrap();
    /// let boards = p.pieces();
    /// assert_eq!(boards[0].plays[0].text, "1: 1 3");
    /// assert_eq!(boards[1].plays.len(), 3); // pin 1, pin 2, both
    /// let coins = grundy::parse_position("turtles 1 3").unwrap().pieces();
    /// assert!(coins[0].plays.iter().all(|p| p.text.starts_with('#')));
    /// ```
    pub fn pieces(&self) -> Vec<Pieces> {
        self.pieces_in(crate::i18n::Lang::En)
    }

    /// [`Position::pieces`] with every word of the boards in `lang` (pieces' names,
    /// shapes' names, how to play); move texts stay in the move notation.
    ///
    /// ```
    /// use grundy::{parse_position, Lang};
    /// let boards = parse_position("kayles 2").unwrap().pieces_in(Lang::Ko);
    /// assert_eq!(boards[0].items[0].name, "줄 1");
    /// assert_eq!(boards[0].plays[0].text, "1 1");
    /// ```
    pub fn pieces_in(&self, lang: crate::i18n::Lang) -> Vec<Pieces> {
        let sum = self.components.len() > 1;
        let mut boards: Vec<Pieces> = self
            .components
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let mut board = c.pieces_in(lang).drawn();
                board.read_plays(&**c);
                if sum {
                    board.in_sum(i)
                } else {
                    board
                }
            })
            .collect();
        self.number_plays(&mut boards);
        boards
    }

    /// Plays without a text get the `#k` of their move among the position's legal moves;
    /// when those cannot be listed, they are dropped.
    fn number_plays(&self, boards: &mut [Pieces]) {
        if boards
            .iter()
            .all(|b| b.plays.iter().all(|p| !p.text.is_empty()))
        {
            return;
        }
        let listed = crate::play::legal_moves(self).unwrap_or_default();
        let numbers: std::collections::HashMap<(usize, String), usize> = listed
            .iter()
            .enumerate()
            .map(|(k, m)| ((m.component, changes_key(&m.changes)), k + 1))
            .collect();
        for (c, board) in boards.iter_mut().enumerate() {
            board.plays.retain_mut(|play| {
                if !play.text.is_empty() {
                    return true;
                }
                match numbers.get(&(c, changes_key(&play.changes))) {
                    Some(k) => {
                        play.text = format!("#{k}");
                        true
                    }
                    None => false,
                }
            });
            if board.plays.is_empty() {
                board.how = crate::component::Clicks::None.how_in(board.lang);
            }
        }
    }
}

impl fmt::Display for Position {
    /// A lone Nim component is written as bare sizes (`3 4 5`); otherwise every
    /// component starts with its game name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let [c] = self.components.as_slice() {
            if c.bare_when_alone() {
                return f.write_str(&c.sizes().join(" "));
            }
        }
        for (i, c) in self.components.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}
