//! [`Position`]: a sum of components, each a game in its own position
//! ([`AnyComponent`]).
//!
//! Positions are built by the position-language parser ([`crate::parse_position`]) and
//! written back in that language by `Display`, so `parse(display(p)) == p`.

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
        p.components[index] = self.components[index].apply(changes);
        p
    }

    /// What a board shows: each component's pieces.
    pub fn pieces(&self) -> Vec<Pieces> {
        let sum = self.components.len() > 1;
        let board = |(i, c): (usize, &AnyComponent)| {
            let pieces = c.pieces();
            if sum {
                pieces.in_sum(i)
            } else {
                pieces
            }
        };
        self.components.iter().enumerate().map(board).collect()
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
