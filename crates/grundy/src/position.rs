//! [`Position`]: a sum of [`Component`]s, each a game with its heaps (or tokens).
//!
//! Positions are built by the position-language parser ([`crate::parse_position`]) and
//! written back in that language by `Display`, so `parse(display(p)) == p`.

use crate::graph::GraphGame;
use crate::heap::rule::HeapRule;
use crate::hidden::component::HiddenGame;
use crate::nat::Nat;
use crate::nim::NimHeaps;
use crate::report::HeapChange;
use crate::subtraction::SubtractionRule;
use std::fmt;
use std::sync::Arc;

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
    pub components: Vec<Component>,
}

/// One component of a sum: a game and its heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Component {
    /// Nim: take any positive number from one heap.
    Nim(NimHeaps),
    /// Moore's Nim_k: take from between 1 and `k` heaps at once.
    Moore {
        /// The most heaps one move may reduce (k ≥ 1).
        k: u32,
        /// The heap sizes.
        heaps: Vec<Nat>,
    },
    /// A subtraction game played on several heaps (a sum of one-heap games).
    Subtraction {
        /// Which amounts may be removed.
        rule: SubtractionRule,
        /// The heap sizes.
        heaps: Vec<Nat>,
    },
    /// A heap game (take-and-break code, Grundy's game, Lasker's Nim) on several heaps.
    Heap {
        /// The rule.
        rule: HeapRule,
        /// The game as written (`kayles`, `0.137`, `hex(0.F)`), lower-case.
        name: String,
        /// The heap sizes.
        heaps: Vec<Nat>,
    },
    /// Tokens on a directed acyclic graph; a move slides one token along an edge.
    Graph {
        /// The graph, with its Grundy values.
        graph: Arc<GraphGame>,
        /// The file name as written in the position (for display).
        source: String,
        /// The vertex each token stands on.
        tokens: Vec<u64>,
    },
    /// A game where Nim hides (chips on a strip, coins, Hackenbush, Wythoff, …): see
    /// [`crate::hidden::component`].
    Hidden(HiddenGame),
}

impl Component {
    /// The game's name in the position language: `nim`, `moore(2)`, `sub(1,3,4)`,
    /// `graph(g.txt)`.
    pub fn game_name(&self) -> String {
        match self {
            Component::Nim(_) => "nim".to_string(),
            Component::Moore { k, .. } => format!("moore({k})"),
            Component::Subtraction { rule, .. } => rule.name(),
            Component::Graph { source, .. } => format!("graph({source})"),
            Component::Heap { name, .. } => name.clone(),
            Component::Hidden(h) => h.name(),
        }
    }

    /// The number of heaps (tokens, for a graph).
    pub fn heap_count(&self) -> usize {
        match self {
            Component::Nim(h) => h.len(),
            Component::Moore { heaps, .. }
            | Component::Subtraction { heaps, .. }
            | Component::Heap { heaps, .. } => heaps.len(),
            Component::Graph { tokens, .. } => tokens.len(),
            Component::Hidden(h) => h.piece_count(),
        }
    }

    /// The component after `changes` (heap `heap` set to `to`, or replaced by its
    /// `parts`). Changes must name existing heaps.
    pub fn with_changes(&self, changes: &[HeapChange]) -> Component {
        if let Component::Hidden(h) = self {
            return Component::Hidden(h.with_changes(changes));
        }
        let mut c = self.clone();
        let mut changes: Vec<&HeapChange> = changes.iter().collect();
        // Later heaps first, so that a heap replaced by several keeps earlier indices valid.
        changes.sort_by_key(|ch| std::cmp::Reverse(ch.heap));
        for ch in changes {
            if let (Component::Heap { heaps, .. }, Some(parts)) = (&mut c, &ch.parts) {
                heaps.splice(ch.heap..=ch.heap, parts.iter().cloned());
                continue;
            }
            match &mut c {
                Component::Nim(h) => {
                    let mut all: Vec<Nat> = (0..h.len()).map(|i| h.get(i)).collect();
                    all[ch.heap] = ch.to.clone();
                    *h = NimHeaps::from_nats(all);
                }
                Component::Moore { heaps, .. }
                | Component::Subtraction { heaps, .. }
                | Component::Heap { heaps, .. } => heaps[ch.heap] = ch.to.clone(),
                Component::Graph { tokens, .. } => {
                    tokens[ch.heap] = u64::try_from(&ch.to).expect("vertex numbers fit in u64")
                }
                Component::Hidden(_) => unreachable!("handled above"),
            }
        }
        c
    }

    fn write_sizes(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Nim(h) => (0..h.len()).try_for_each(|i| write!(f, " {}", h.get(i))),
            Component::Moore { heaps, .. }
            | Component::Subtraction { heaps, .. }
            | Component::Heap { heaps, .. } => heaps.iter().try_for_each(|n| write!(f, " {n}")),
            Component::Graph { tokens, .. } => tokens.iter().try_for_each(|v| write!(f, " {v}")),
            Component::Hidden(h) => h.sizes().iter().try_for_each(|v| write!(f, " {v}")),
        }
    }
}

impl Position {
    /// The total number of heaps (and tokens) over all components.
    pub fn heap_count(&self) -> usize {
        self.components.iter().map(Component::heap_count).sum()
    }

    /// The position after a move that changes component `index` as `changes` say.
    pub fn with_move(&self, index: usize, changes: &[HeapChange]) -> Position {
        let mut p = self.clone();
        p.components[index] = self.components[index].with_changes(changes);
        p
    }
}

impl fmt::Display for Position {
    /// A lone Nim component is written as bare sizes (`3 4 5`); otherwise every
    /// component starts with its game name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let [Component::Nim(h)] = self.components.as_slice() {
            for i in 0..h.len() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{}", h.get(i))?;
            }
            return Ok(());
        }
        for (i, c) in self.components.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            f.write_str(&c.game_name())?;
            c.write_sizes(f)?;
        }
        Ok(())
    }
}
