//! Who wins: [`Outcome`] (P, N, or D for a draw in a game with cycles) and the play [`Convention`] (normal or misère).

use serde::{Deserialize, Serialize};

/// The outcome class of a position: who wins with perfect play.
///
/// ```
/// use grundy_core::Outcome;
/// assert_eq!(Outcome::from_next_player_wins(true), Outcome::N);
/// assert_eq!(Outcome::P.to_string(), "P");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The **P**revious player (the one who just moved) wins: the player to move loses.
    P,
    /// The **N**ext player (the one to move) wins.
    N,
    /// A **D**raw: in a game with cycles (the library's loopy games), neither player can force a
    /// win and play goes on for ever.
    D,
}

impl Outcome {
    /// `N` when the player to move wins, `P` otherwise.
    pub fn from_next_player_wins(wins: bool) -> Self {
        if wins {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    /// True for `N`: the player to move has a winning move.
    pub fn next_player_wins(self) -> bool {
        self == Outcome::N
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::D => "D",
        })
    }
}

/// Who wins at the end: under normal play the player who cannot move loses; under misère
/// play the player who cannot move wins.
///
/// ```
/// use grundy_core::Convention;
/// assert_eq!(Convention::default(), Convention::Normal);
/// assert_eq!(Convention::Misere.to_string(), "misère");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Convention {
    /// The player who makes the last move wins.
    #[default]
    Normal,
    /// The player who makes the last move loses.
    Misere,
}

impl std::fmt::Display for Convention {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Convention::Normal => "normal",
            Convention::Misere => "misère",
        })
    }
}
