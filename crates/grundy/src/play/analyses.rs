//! The analyses one exchange of play needs, each position analysed once.
//!
//! A coached turn looks at three positions — before the player's move, after it (where
//! the computer replies) and after the reply — and four callers want their reports: the
//! coach's judgement of each move (the position before and after it), the computer's
//! choice, and the report sent back with the new position. [`Analyses`] runs
//! [`analyze`] once per position, listing as many winning moves as the most demanding
//! caller wants, and gives each caller the report it asked for (its winning moves cut to
//! its own limit: the same report, since the moves are listed in one order whatever the
//! limit).

use crate::analysis::{analyze, AnalysisError, AnalyzeOptions};
use crate::cancel::Cancel;
use crate::outcome::Convention;
use crate::position::Position;
use crate::report::Report;
use std::collections::HashMap;

/// Reports of positions under one convention, each analysed once (keyed by the
/// position's text), with at least `moves` winning moves listed.
///
/// ```
/// use grundy::play::Analyses;
/// use grundy::{parse_position, Cancel, Convention};
/// let mut analyses = Analyses::new(Convention::Normal, &Cancel::new(), 100);
/// let p = parse_position("1 1 1").unwrap();
/// let one = analyses.report(&p, 1).unwrap();
/// let all = analyses.report(&p, 100).unwrap();
/// assert_eq!(analyses.runs(), 1);
/// assert_eq!((one.winning_moves.len(), all.winning_moves.len()), (1, 3));
/// assert!(!one.winning_moves_complete && all.winning_moves_complete);
/// ```
#[derive(Debug)]
pub struct Analyses {
    convention: Convention,
    cancel: Cancel,
    moves: usize,
    reports: HashMap<String, (usize, Result<Report, AnalysisError>)>,
    runs: usize,
}

impl Analyses {
    /// No report yet; each analysis lists at least `moves` winning moves and stops when
    /// `cancel` is raised.
    pub fn new(convention: Convention, cancel: &Cancel, moves: usize) -> Analyses {
        Analyses {
            convention,
            cancel: cancel.clone(),
            moves,
            reports: HashMap::new(),
            runs: 0,
        }
    }

    /// The convention of every analysis.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The analysis of `position` with at most `max_moves` winning moves listed, as
    /// [`analyze`] gives it with `max_moves: Some(max_moves)`: analysed now, or cut from
    /// the report of an earlier call.
    ///
    /// # Errors
    /// As [`analyze`] (a refusal is remembered too; a cancellation is not).
    pub fn report(
        &mut self,
        position: &Position,
        max_moves: usize,
    ) -> Result<Report, AnalysisError> {
        let key = position.to_string();
        let known = self
            .reports
            .get(&key)
            .filter(|(listed, _)| *listed >= max_moves);
        let answer = match known {
            Some((_, answer)) => answer.clone(),
            None => {
                let listed = max_moves.max(self.moves);
                let options = AnalyzeOptions {
                    convention: self.convention,
                    max_moves: Some(listed),
                    cancel: self.cancel.clone(),
                    ..AnalyzeOptions::default()
                };
                self.runs += 1;
                let answer = analyze(position, &options);
                if answer != Err(AnalysisError::Cancelled) {
                    self.reports.insert(key, (listed, answer.clone()));
                }
                answer
            }
        };
        answer.map(|r| r.with_moves_at_most(max_moves))
    }

    /// How many analyses were run.
    pub fn runs(&self) -> usize {
        self.runs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_position;
    use crate::play::coach::judge_turn_with;
    use crate::play::{Player, Session};
    use crate::Lang;

    #[test]
    fn a_coached_exchange_analyses_each_of_its_three_positions_once() {
        for (text, convention) in [
            ("3 4 5", Convention::Normal),
            ("kayles 9 + sub(1,3) 12", Convention::Normal),
            ("1 2 2", Convention::Misere),
            ("wythoff 4 7", Convention::Normal),
        ] {
            let cancel = Cancel::new();
            let mut game = Session::new(parse_position(text).unwrap(), convention, Player::Human);
            let mut analyses = Analyses::new(convention, &cancel, 100);
            // The first legal move (`#k` counts them from 1).
            let turn = game.human_move("#1").unwrap().clone();
            judge_turn_with(&mut analyses, &turn, Lang::En).unwrap();
            game.computer_reply_with(&mut analyses).unwrap();
            let reply = game.history().last().unwrap().clone();
            judge_turn_with(&mut analyses, &reply, Lang::En).unwrap();
            let now = analyses.report(game.position(), 100).unwrap();
            assert_eq!(analyses.runs(), 3, "{text}");
            // The same answers as analyses of their own.
            let alone = crate::analyze(
                game.position(),
                &AnalyzeOptions {
                    convention,
                    max_moves: Some(100),
                    ..AnalyzeOptions::default()
                },
            )
            .unwrap();
            assert_eq!(now, alone, "{text}");
        }
    }
}
