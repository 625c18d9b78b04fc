//! [`Position`]: a sum of components, each a game in its own position
//! ([`AnyComponent`]).
//!
//! Positions are read by [`parse_position`] (the grammar of [`crate::language`], each
//! component's game found by the registry, `crate::games::registry`) and
//! written back in that language by `Display`, so `parse(display(p)) == p`.

use crate::component::board::changes_key;
use crate::component::notation::MOVE_LIST_LIMIT;
use crate::component::search::PositionGame;
use crate::component::HeapChange;
use crate::component::{AnyComponent, Pieces};
use crate::language::{FilesRefused, ParseError, ReadFile};
use std::fmt;

/// Reads a position. Games that need a file (`graph(FILE)`) are refused; use
/// [`parse_position_with`] and give it a way to read files.
///
/// ```
/// use grundy::games::nim::Nim;
/// use grundy::parse_position;
/// let p = parse_position("3 4 5").unwrap();
/// assert!(p.components[0].downcast_ref::<Nim>().is_some());
/// assert!(parse_position("sub() 5").is_err());
/// ```
pub fn parse_position(text: &str) -> Result<Position, ParseError> {
    parse_position_with(text, &mut |_| Err(Box::new(FilesRefused)))
}

/// Reads a position; `read_file` turns a file argument (as in `graph(FILE)`) into its
/// text, or an error message.
///
/// ```
/// use grundy::parse_position_with;
/// let p = parse_position_with("graph(g) 0 1", &mut |name| {
///     assert_eq!(name, "g");
///     Ok("0 1\n1 2\n".to_string())
/// })
/// .unwrap();
/// assert_eq!(p.to_string(), "graph(g) 0 1");
/// ```
pub fn parse_position_with(text: &str, read_file: &mut ReadFile) -> Result<Position, ParseError> {
    crate::games::registry::parse_components(text, read_file).map(Position::new)
}

/// A move: the component it is made in and the heaps it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The component's index (from 0).
    pub component: usize,
    /// The heaps (tokens) that change.
    pub changes: Vec<HeapChange>,
}

/// Every legal move of a position small enough to enumerate, numbered from 1 as the
/// `#k` notation counts them; `None` when there are too many to list.
///
/// ```
/// use grundy::{parse_position, play::legal_moves};
/// let p = parse_position("1 2").unwrap();
/// assert_eq!(legal_moves(&p).unwrap().len(), 3); // 1 → 0, 2 → 1, 2 → 0
/// ```
pub fn legal_moves(position: &Position) -> Option<Vec<Move>> {
    let (game, start) = position.search_game()?;
    if game.size(&start).branching > MOVE_LIST_LIMIT {
        return None;
    }
    let moves = game.moves_with_changes(&start);
    (moves.len() as f64 <= MOVE_LIST_LIMIT).then(|| {
        moves
            .into_iter()
            .map(|m| Move {
                component: m.component,
                changes: m.changes,
            })
            .collect()
    })
}

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

    /// The position as one game the memoised [`Solver`](crate::Solver) can search, with its
    /// starting state, or `None` when a component is not searchable or has a piece larger
    /// than [`MAX_SEARCH_HEAP`](crate::component::search::MAX_SEARCH_HEAP)
    /// ([`PositionGame::new`] over its components).
    ///
    /// ```
    /// use grundy::{parse_position, Solver};
    /// let p = parse_position("moore(2) 1 2 3").unwrap();
    /// let (game, start) = p.search_game().unwrap();
    /// assert!(Solver::new(&game).grundy(&start).unwrap() != 0);
    /// ```
    pub fn search_game(&self) -> Option<(PositionGame<'_>, crate::component::search::SearchState)> {
        PositionGame::new(self.components.iter().map(|c| &**c).collect())
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
        let listed = legal_moves(self).unwrap_or_default();
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
        if let [c] = self.components.as_slice()
            && c.bare_when_alone()
        {
            return f.write_str(&c.sizes().join(" "));
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

/// A move in words, as the reports write it: `take 2 from heap 1 (3 → 1)`, prefixed with
/// its component in a sum. `changes` are the heaps that change in component `component`.
///
/// ```
/// use grundy::position::describe_move;
/// use grundy::report::HeapChange;
/// let p = grundy::parse_position("3 4 5").unwrap();
/// let text = describe_move(&p, 0, &[HeapChange::new(0, 3u8.into(), 1u8.into())]);
/// assert_eq!(text, "take 2 from heap 1 (3 → 1)");
/// ```
pub fn describe_move(position: &Position, component: usize, changes: &[HeapChange]) -> String {
    match position.components.get(component) {
        Some(c) => describe(c, component, position.components.len() > 1, changes),
        None => format!("there is no component {}", component + 1),
    }
}

/// [`describe_move`] in `lang`.
///
/// ```
/// use grundy::position::describe_move_in;
/// use grundy::report::HeapChange;
/// let p = grundy::parse_position("nim 3 + kayles 5").unwrap();
/// let text = describe_move_in(&p, 0, &[HeapChange::new(0, 3u8.into(), 1u8.into())], grundy::Lang::Ru);
/// assert_eq!(text, "в компоненте 1 (nim): взять 2 из кучи 1 (3 → 1)");
/// ```
pub fn describe_move_in(
    position: &Position,
    component: usize,
    changes: &[HeapChange],
    lang: crate::i18n::Lang,
) -> String {
    let Some(c) = position.components.get(component) else {
        return crate::i18n::t!(lang, "no-component", component = component + 1);
    };
    let text = c.describe_in(changes, lang);
    if position.components.len() > 1 {
        crate::i18n::t!(
            lang,
            "in-component",
            component = component + 1,
            name = c.name(),
            text = text
        )
    } else {
        text
    }
}

pub(crate) fn describe(
    component: &AnyComponent,
    index: usize,
    in_sum: bool,
    changes: &[HeapChange],
) -> String {
    let prefix = if in_sum {
        format!("in component {} ({}): ", index + 1, component.name())
    } else {
        String::new()
    };
    prefix + &component.describe(changes)
}
