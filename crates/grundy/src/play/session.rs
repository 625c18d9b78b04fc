//! A game in progress between a human and the computer: the position, the convention,
//! whose turn it is, the moves so far, undo, and who won. The front ends (the terminal
//! game, any stateful server) keep a [`Session`] and only render it; the rules come from
//! [`parse_move`], the computer's choice from [`computer_move`](super::computer_move).
//!
//! ```
//! use grundy::play::{Player, Session};
//! use grundy::{parse_position, Convention};
//!
//! let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Human);
//! game.human_move("1 2").unwrap(); // take 2 from heap 1: 1 4 5, nim-sum 0
//! assert_eq!(game.to_move(), Player::Computer);
//! let reply = game.computer_reply().unwrap();
//! assert!(!reply.winning); // 1 4 5 is lost for the player to move
//! assert_eq!(game.history().len(), 2);
//! assert_eq!(game.undo(), 2); // the whole exchange
//! assert_eq!(game.position().to_string(), "3 4 5");
//! assert_eq!(game.to_move(), Player::Human);
//! ```

use super::{
    apply, computer_move_with, is_over, parse_move, Analyses, ComputerMove, Move, MoveError,
};
use crate::analysis::{describe_move, AnalysisError};
use crate::cancel::Cancel;
use crate::outcome::Convention;
use crate::position::Position;
use serde::Serialize;
use std::fmt;
use thiserror::Error;

/// One of the two players of a [`Session`].
///
/// ```
/// use grundy::play::Player;
/// assert_eq!(Player::Human.other(), Player::Computer);
/// assert_eq!(Player::Computer.to_string(), "the computer");
/// assert_eq!(serde_json::to_string(&Player::Human).unwrap(), r#""human""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The person at the keyboard: moves are read from text.
    Human,
    /// The computer: moves are chosen by [`computer_move`](super::computer_move).
    Computer,
}

impl Player {
    /// Who it is, in `lang` (`Display` is English).
    ///
    /// ```
    /// use grundy::{play::Player, Lang};
    /// assert_eq!(Player::Computer.name_in(Lang::En), Player::Computer.to_string());
    /// assert_eq!(Player::Computer.name_in(Lang::Vi), "máy tính");
    /// ```
    pub fn name_in(self, lang: crate::i18n::Lang) -> String {
        let id = match self {
            Player::Human => "session-player-human",
            Player::Computer => "session-player-computer",
        };
        crate::i18n::message(lang, id, &[])
    }

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::Human => Player::Computer,
            Player::Computer => Player::Human,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name_in(crate::i18n::Lang::En))
    }
}

/// A move made in a [`Session`]: who made it, the move, the move in words, and the
/// position it was made in.
///
/// ```
/// use grundy::play::{Player, Session};
/// use grundy::{parse_position, Convention};
/// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Human);
/// let turn = game.human_move("1 2").unwrap().clone();
/// assert_eq!(turn.player, Player::Human);
/// assert_eq!(turn.description, "take 2 from heap 1 (3 → 1)");
/// assert_eq!(turn.before.to_string(), "3 4 5");
/// assert_eq!(turn.after().to_string(), "1 4 5");
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Turn {
    /// Who moved.
    pub player: Player,
    /// The move.
    pub played: Move,
    /// The move in words (as [`describe_move`] says it).
    pub description: String,
    /// The position the move was made in.
    pub before: Position,
}

impl Turn {
    /// The position the move led to.
    pub fn after(&self) -> Position {
        apply(&self.before, &self.played)
    }

    /// The move in words in `lang` (`description` is English).
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention, Lang};
    /// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Human);
    /// let turn = game.human_move("1 2").unwrap();
    /// assert_eq!(turn.description_in(Lang::En), turn.description);
    /// assert_eq!(turn.description_in(Lang::Ko), "무더기 1에서 2개 가져가기 (3 → 1)");
    /// ```
    pub fn description_in(&self, lang: crate::i18n::Lang) -> String {
        if lang == crate::i18n::Lang::En {
            return self.description.clone();
        }
        crate::analysis::describe_move_in(
            &self.before,
            self.played.component,
            &self.played.changes,
            lang,
        )
    }
}

/// Why a [`Session`] refused to make a move.
///
/// ```
/// use grundy::play::{Player, Session, SessionError};
/// use grundy::{parse_position, Convention};
/// let mut game = Session::new(parse_position("0 0").unwrap(), Convention::Normal, Player::Human);
/// assert_eq!(game.human_move("1 1"), Err(SessionError::Over));
/// let mut game = Session::new(parse_position("3").unwrap(), Convention::Normal, Player::Computer);
/// assert_eq!(game.human_move("1 1"), Err(SessionError::WrongTurn { to_move: Player::Computer }));
/// assert_eq!(
///     SessionError::WrongTurn { to_move: Player::Computer }.to_string(),
///     "it is the computer's turn"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum SessionError {
    /// No move is left: the game is over.
    Over,
    /// The other player is to move.
    WrongTurn {
        /// Who is to move.
        to_move: Player,
    },
    /// The human's move cannot be read or is not legal.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The computer cannot choose a move in this position (e.g. a misère position too
    /// large to search).
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
}

impl crate::i18n::errors::Localized for SessionError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        match self {
            Self::Over => t!(lang, "err-session-over"),
            Self::WrongTurn {
                to_move: Player::Human,
            } => t!(lang, "err-session-turn-human"),
            Self::WrongTurn {
                to_move: Player::Computer,
            } => t!(lang, "err-session-turn-computer"),
            Self::Move(e) => e.message_in(lang),
            Self::Analysis(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(SessionError);

/// A game between a human and the computer, from a starting position to its end.
///
/// It knows the current position, the convention, who is to move, and every move made so
/// far with the position it was made in, so that [`Session::undo`] can take back a whole
/// exchange. The winner is decided by the rules alone: when no move is left, the player
/// to move loses under normal play and wins under misère play.
///
/// ```
/// use grundy::play::{Player, Session};
/// use grundy::{parse_position, Convention};
///
/// // sub(2) 2: the human takes both counters and wins under normal play…
/// let mut game = Session::new(parse_position("sub(2) 2").unwrap(), Convention::Normal, Player::Human);
/// assert_eq!(game.winner(), None);
/// game.human_move("1 2").unwrap();
/// assert!(game.is_over());
/// assert_eq!(game.winner(), Some(Player::Human));
///
/// // …and loses under misère play.
/// let mut game = Session::new(parse_position("sub(2) 2").unwrap(), Convention::Misere, Player::Human);
/// game.human_move("1 2").unwrap();
/// assert_eq!(game.winner(), Some(Player::Computer));
/// ```
#[derive(Debug, Clone)]
pub struct Session {
    position: Position,
    convention: Convention,
    to_move: Player,
    history: Vec<Turn>,
    cancel: Cancel,
}

impl Session {
    /// A new game from `position` under `convention`, `first` to move.
    pub fn new(position: Position, convention: Convention, first: Player) -> Session {
        Session {
            position,
            convention,
            to_move: first,
            history: Vec::new(),
            cancel: Cancel::default(),
        }
    }

    /// The session, its computer's moves stopped by `cancel` (the computer's reply then
    /// fails with [`AnalysisError::Cancelled`]).
    ///
    /// ```
    /// use grundy::play::{Player, Session, SessionError};
    /// use grundy::{parse_position, AnalysisError, Cancel, Convention};
    /// let cancel = Cancel::new();
    /// let p = parse_position("kayles 9 + sub(1,3) 12").unwrap();
    /// let mut game = Session::new(p, Convention::Misere, Player::Computer).cancellable(&cancel);
    /// cancel.cancel();
    /// assert_eq!(game.computer_reply().unwrap_err(), SessionError::Analysis(AnalysisError::Cancelled));
    /// ```
    pub fn cancellable(mut self, cancel: &Cancel) -> Session {
        self.cancel = cancel.clone();
        self
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Normal or misère play.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// Who is to move (also when the game is over: the player who would move next).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The moves made so far, oldest first.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// True when the player to move has no move.
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention};
    /// let game = Session::new(parse_position("sub(2) 1").unwrap(), Convention::Normal, Player::Human);
    /// assert!(game.is_over());
    /// ```
    pub fn is_over(&self) -> bool {
        is_over(&self.position)
    }

    /// When the game is over, who won: the player to move loses under normal play and
    /// wins under misère play (also when the starting position had no move at all).
    /// `None` while moves remain.
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention};
    /// let over = parse_position("0").unwrap();
    /// let normal = Session::new(over.clone(), Convention::Normal, Player::Human);
    /// assert_eq!(normal.winner(), Some(Player::Computer));
    /// let misere = Session::new(over, Convention::Misere, Player::Human);
    /// assert_eq!(misere.winner(), Some(Player::Human));
    /// ```
    pub fn winner(&self) -> Option<Player> {
        self.is_over().then(|| match self.convention {
            Convention::Normal => self.to_move.other(),
            Convention::Misere => self.to_move,
        })
    }

    /// Where the game stands, in `lang`: who is to move, or who won.
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention, Lang};
    /// let game = Session::new(parse_position("3").unwrap(), Convention::Normal, Player::Human);
    /// assert_eq!(game.status_in(Lang::En), "the human to move");
    /// assert_eq!(game.status_in(Lang::Ru), "ходит человек");
    /// let over = Session::new(parse_position("0").unwrap(), Convention::Normal, Player::Human);
    /// assert_eq!(over.status_in(Lang::En), "game over: the computer wins");
    /// ```
    pub fn status_in(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        match self.winner() {
            Some(p) => t!(lang, "session-over", player = p.name_in(lang)),
            None => t!(lang, "session-to-move", player = self.to_move.name_in(lang)),
        }
    }

    /// The boards of the current position, their words in `lang`
    /// ([`Position::pieces_in`]).
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention, Lang};
    /// let game = Session::new(parse_position("3").unwrap(), Convention::Normal, Player::Human);
    /// assert_eq!(game.pieces_in(Lang::Ko)[0].noun, "무더기");
    /// ```
    pub fn pieces_in(&self, lang: crate::i18n::Lang) -> Vec<crate::component::Pieces> {
        self.position.pieces_in(lang)
    }

    /// The human's move, written in the move notation of [`parse_move`]: checked, played,
    /// and recorded. Returns the recorded move.
    ///
    /// # Errors
    /// [`SessionError::Over`] when no move is left, [`SessionError::WrongTurn`] when it
    /// is the computer's turn, [`SessionError::Move`] when the text is not a legal move
    /// (the session is unchanged).
    ///
    /// ```
    /// use grundy::play::{Player, Session, SessionError};
    /// use grundy::{parse_position, Convention};
    /// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Human);
    /// assert!(matches!(game.human_move("1 9"), Err(SessionError::Move(_))));
    /// assert_eq!(game.human_move("2 4").unwrap().after().to_string(), "3 0 5");
    /// assert_eq!(game.position().to_string(), "3 0 5");
    /// ```
    pub fn human_move(&mut self, text: &str) -> Result<&Turn, SessionError> {
        self.ready(Player::Human)?;
        let played = parse_move(&self.position, text)?;
        let description = describe_move(&self.position, played.component, &played.changes);
        Ok(self.record(Player::Human, played, description))
    }

    /// The computer's move: chosen by [`computer_move`](super::computer_move) (a winning
    /// move whenever one exists, the fastest; otherwise the one that makes the game last
    /// longest), played and recorded. Returns the computer's choice with its reasons.
    ///
    /// # Errors
    /// [`SessionError::Over`] when no move is left, [`SessionError::WrongTurn`] when it
    /// is the human's turn, [`SessionError::Analysis`] when the computer cannot choose
    /// (the session is unchanged).
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention};
    /// let mut game = Session::new(parse_position("3 4 5").unwrap(), Convention::Normal, Player::Computer);
    /// let reply = game.computer_reply().unwrap();
    /// assert!(reply.winning);
    /// assert_eq!(game.position().to_string(), "1 4 5");
    /// assert_eq!(game.history()[0].description, reply.description);
    /// ```
    pub fn computer_reply(&mut self) -> Result<ComputerMove, SessionError> {
        let mut analyses = Analyses::new(self.convention, &self.cancel, 1);
        self.computer_reply_with(&mut analyses)
    }

    /// [`Session::computer_reply`], the analysis it needs taken from `analyses` (whose
    /// convention must be the session's): a position the coach judges too is analysed
    /// once.
    ///
    /// # Errors
    /// As [`Session::computer_reply`].
    pub fn computer_reply_with(
        &mut self,
        analyses: &mut Analyses,
    ) -> Result<ComputerMove, SessionError> {
        self.ready(Player::Computer)?;
        let Some(reply) = computer_move_with(&self.position, analyses, &self.cancel)? else {
            return Err(SessionError::Over);
        };
        self.record(
            Player::Computer,
            reply.chosen.clone(),
            reply.description.clone(),
        );
        Ok(reply)
    }

    /// Takes back the human's last move and everything after it (the computer's reply),
    /// so that the human is to move again in the position of that move. The computer's
    /// opening move is never taken back (it would only play it again). Returns how many
    /// moves were taken back: 0 when the human has not moved.
    ///
    /// ```
    /// use grundy::play::{Player, Session};
    /// use grundy::{parse_position, Convention};
    /// let mut game = Session::new(parse_position("2 2 1").unwrap(), Convention::Normal, Player::Computer);
    /// game.computer_reply().unwrap();
    /// assert_eq!(game.undo(), 0); // nothing of the human's to take back
    /// let opening = game.position().clone();
    /// game.human_move("1 1").unwrap();
    /// game.computer_reply().unwrap();
    /// assert_eq!(game.undo(), 2);
    /// assert_eq!(game.position(), &opening);
    /// assert_eq!((game.to_move(), game.history().len()), (Player::Human, 1));
    /// ```
    pub fn undo(&mut self) -> usize {
        let Some(last) = self.history.iter().rposition(|t| t.player == Player::Human) else {
            return 0;
        };
        let mut undone = self.history.split_off(last);
        self.position = undone.swap_remove(0).before;
        self.to_move = Player::Human;
        undone.len() + 1
    }

    /// Checks that `player` may move now.
    fn ready(&self, player: Player) -> Result<(), SessionError> {
        if self.is_over() {
            return Err(SessionError::Over);
        }
        if self.to_move != player {
            return Err(SessionError::WrongTurn {
                to_move: self.to_move,
            });
        }
        Ok(())
    }

    /// Plays a legal move of `player` and records it.
    fn record(&mut self, player: Player, played: Move, description: String) -> &Turn {
        let after = apply(&self.position, &played);
        let before = std::mem::replace(&mut self.position, after);
        self.to_move = player.other();
        self.history.push(Turn {
            player,
            played,
            description,
            before,
        });
        #[expect(
            clippy::expect_used,
            reason = "the history holds the turn pushed just above"
        )]
        self.history.last().expect("pushed")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_position;

    fn session(text: &str, convention: Convention, first: Player) -> Session {
        Session::new(parse_position(text).unwrap(), convention, first)
    }

    #[test]
    fn the_computer_wins_whole_games_it_can_win() {
        // Both conventions; the human plays the slowest move the library knows.
        for (text, convention) in [
            ("3 4 5", Convention::Normal),
            ("3 4 5", Convention::Misere),
            ("kayles 5 3", Convention::Normal),
            ("sub(1,3,4) 9 + nim 2", Convention::Normal),
        ] {
            let mut game = session(text, convention, Player::Computer);
            while !game.is_over() {
                match game.to_move() {
                    Player::Computer => {
                        game.computer_reply().unwrap();
                    }
                    Player::Human => {
                        let slow = crate::play::slow_move(game.position()).unwrap();
                        game.record(Player::Human, slow, String::new());
                    }
                }
            }
            assert_eq!(
                game.winner(),
                Some(Player::Computer),
                "{text} {convention:?}"
            );
            // Every recorded move leads to the next one's position.
            for pair in game.history().windows(2) {
                assert_eq!(pair[0].after(), pair[1].before);
            }
            assert_eq!(&game.history().last().unwrap().after(), game.position());
        }
    }

    #[test]
    fn refused_moves_leave_the_session_unchanged() {
        let mut game = session("3 4 5", Convention::Normal, Player::Human);
        assert!(matches!(game.human_move("x"), Err(SessionError::Move(_))));
        assert_eq!(
            game.computer_reply().unwrap_err(),
            SessionError::WrongTurn {
                to_move: Player::Human
            }
        );
        assert!(game.history().is_empty());
        assert_eq!(game.position().to_string(), "3 4 5");
        assert_eq!(game.undo(), 0);
    }

    #[test]
    fn undo_after_a_winning_last_move_takes_back_one_move() {
        let mut game = session("2", Convention::Normal, Player::Human);
        game.human_move("1 2").unwrap();
        assert_eq!(game.winner(), Some(Player::Human));
        assert_eq!(game.computer_reply(), Err(SessionError::Over));
        assert_eq!(game.undo(), 1);
        assert_eq!(game.position().to_string(), "2");
        assert_eq!(game.winner(), None);
    }
}
