//! `grundy play POSITION`: a game against the computer, which plays perfectly. Two faces
//! over one game loop: plain lines (piped stdin — tests, scripts, screen readers) and a
//! full-screen terminal UI (ratatui) on a terminal. The rules, the computer's choices and
//! the bookkeeping of the game (turns, history, undo, the winner: `grundy::play::Session`)
//! are the library's; this module only words them.

use crate::render;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use grundy::play::coach::{judge_turn, Verdict};
use grundy::play::{computer_move, ComputerMove, Player, Session, SessionError};
use grundy::report::coach::why_reply;
use grundy::{analyze, AnalyzeOptions, Cancel, Convention, Position};
use std::io::{BufRead, IsTerminal, Write};

/// Who moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum First {
    /// You move first.
    Me,
    /// The computer moves first.
    Computer,
}

/// The arguments of `grundy play`.
#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PlayArgs {
    /// The starting position, in the position language ("3 4 5", "kayles 10 7", …).
    #[arg(value_name = "POSITION", required = true)]
    position: Vec<String>,
    /// Misère play: whoever makes the last move loses.
    #[arg(long)]
    misere: bool,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = First::Me)]
    first: First,
    /// Plain line input and output even on a terminal.
    #[arg(long)]
    plain: bool,
    /// The coach: after each of your moves, whether it kept the win, threw it away or
    /// was made in a lost position, and why (`why` asks for the computer's reason).
    #[arg(long)]
    coach: bool,
}

/// One game: a [`Session`] (the rules, the turns, the history — the library's) and how
/// this front end talks about it.
pub struct Game {
    session: Session,
    coach: bool,
    /// The computer's last reply, for `why`.
    last_reply: Option<ComputerMove>,
}

/// What happened after an input line.
pub enum Reply {
    /// Lines to show.
    Said(Vec<String>),
    /// The player quit.
    Quit,
}

impl Game {
    fn new(position: Position, convention: Convention, first: First, coach: bool) -> Self {
        let first = match first {
            First::Me => Player::Human,
            First::Computer => Player::Computer,
        };
        Game {
            session: Session::new(position, convention, first),
            coach,
            last_reply: None,
        }
    }

    fn position(&self) -> &Position {
        self.session.position()
    }

    /// The header lines: the position and whose turn it is.
    fn status(&self) -> Vec<String> {
        let play = match self.session.convention() {
            Convention::Normal => "normal play: whoever makes the last move wins",
            Convention::Misere => "misère play: whoever makes the last move loses",
        };
        let mut lines = vec![format!("Position: {}   ({play})", self.position())];
        match self.session.winner() {
            Some(Player::Human) => lines.push("Game over: you win!".into()),
            Some(Player::Computer) => lines.push("Game over: the computer wins.".into()),
            None if self.session.to_move() == Player::Human => lines.push(
                "Your move (a move, m = list moves, h = hint, w = why the computer's move, u = undo, q = quit):"
                    .into(),
            ),
            None => {}
        }
        lines
    }

    /// The computer moves (if it is its turn and the game is not over).
    fn computer_turn(&mut self) -> Result<Vec<String>> {
        if self.session.to_move() != Player::Computer || self.session.is_over() {
            return Ok(vec![]);
        }
        let m = self.session.computer_reply()?;
        let mut lines = vec![format!(
            "Computer: {}  →  {}",
            m.description,
            self.position()
        )];
        if !m.winning {
            lines.push(format!("  (the computer is losing: {})", m.reason));
        }
        self.last_reply = Some(m);
        Ok(lines)
    }

    /// Handles one input line from the human.
    fn input(&mut self, line: &str, color: bool) -> Result<Reply> {
        let line = line.trim();
        match line {
            "" => return Ok(Reply::Said(vec![])),
            "q" | "quit" => return Ok(Reply::Quit),
            "h" | "hint" => return Ok(Reply::Said(self.hint(color)?)),
            "u" | "undo" => return Ok(Reply::Said(self.undo())),
            "m" | "moves" => return Ok(Reply::Said(self.list_moves())),
            "w" | "why" => return Ok(Reply::Said(self.why()?)),
            _ => {}
        }
        let description = match self.session.human_move(line) {
            Ok(turn) => turn.description.clone(),
            Err(SessionError::Over) => {
                return Ok(Reply::Said(vec![
                    "The game is over (u = undo, q = quit).".into()
                ]))
            }
            Err(SessionError::WrongTurn { .. }) => {
                return Ok(Reply::Said(vec!["It is the computer's turn.".into()]))
            }
            Err(SessionError::Move(e)) => {
                return Ok(Reply::Said(vec![format!("Refused: {e}"), notation_help()]))
            }
            Err(e) => return Err(e.into()),
        };
        let mut lines = vec![format!("You: {description}  →  {}", self.position())];
        if self.coach {
            lines.extend(self.coaching()?);
        }
        lines.extend(self.computer_turn()?);
        Ok(Reply::Said(lines))
    }

    fn hint(&self, color: bool) -> Result<Vec<String>> {
        let options = AnalyzeOptions {
            convention: self.session.convention(),
            ..AnalyzeOptions::default()
        };
        let report = analyze(self.position(), &options)?;
        let mut buf = Vec::new();
        render::text(&mut buf, &report, color)?;
        Ok(String::from_utf8_lossy(&buf)
            .lines()
            .map(str::to_string)
            .collect())
    }

    /// The coach's word on the human's last move: one line, and why when the win was
    /// thrown away (or the position was already lost).
    fn coaching(&self) -> Result<Vec<String>> {
        let Some(turn) = self.session.history().last() else {
            return Ok(vec![]);
        };
        // A position the analysis cannot reach: the game goes on without the coach's word.
        let c = match judge_turn(turn, self.session.convention(), &Cancel::default()) {
            Ok(c) => c,
            Err(e) => return Ok(vec![format!("Coach: cannot judge this move: {e}")]),
        };
        let mut e = c.explain();
        e.title = format!("Coach: {}", e.title);
        if c.verdict == Verdict::Kept {
            return Ok(vec![e.title]);
        }
        Ok(render::lines(&e))
    }

    /// The computer's reason for its last move.
    fn why(&self) -> Result<Vec<String>> {
        let (Some(reply), Some(turn)) = (
            &self.last_reply,
            self.session
                .history()
                .iter()
                .rfind(|t| t.player == Player::Computer),
        ) else {
            return Ok(vec!["The computer has not moved yet.".into()]);
        };
        match judge_turn(turn, self.session.convention(), &Cancel::default()) {
            Ok(c) => Ok(render::lines(&why_reply(reply, &c))),
            Err(_) => Ok(vec![format!(
                "The computer: {} ({}).",
                reply.description, reply.reason
            )]),
        }
    }

    fn list_moves(&self) -> Vec<String> {
        let Some(moves) = grundy::play::legal_moves(self.position()) else {
            return vec!["Too many moves to list here; use the notation.".into()];
        };
        moves
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let d = grundy::analysis::describe_move(self.position(), m.component, &m.changes);
                format!("  #{}: {d}", k + 1)
            })
            .collect()
    }

    /// Takes back the human's last move and the computer's reply to it.
    fn undo(&mut self) -> Vec<String> {
        self.last_reply = None;
        match self.session.undo() {
            0 => vec!["Nothing to undo.".into()],
            _ => vec!["Undone.".into()],
        }
    }
}

fn notation_help() -> String {
    let forms: Vec<String> = grundy::play::NOTATION
        .iter()
        .map(|(form, meaning)| format!("`{form}` {meaning}"))
        .collect();
    format!(
        "  Moves: {} · any game: `m` lists the moves, `#k` plays move k",
        forms.join(" · ")
    )
}

/// Runs `grundy play`.
pub fn run(args: PlayArgs) -> Result<u8> {
    let text = args.position.join(" ");
    let position =
        crate::input::parse_position(&text).with_context(|| format!("in position {text:?}"))?;
    let convention = if args.misere {
        Convention::Misere
    } else {
        Convention::Normal
    };
    // Fail early (exit 2) if the computer cannot play this position.
    computer_move(&position, convention)?;
    let mut game = Game::new(position, convention, args.first, args.coach);
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if terminal && !args.plain {
        crate::tui::run(&mut game)
    } else {
        plain(&mut game)
    }
}

fn plain(game: &mut Game) -> Result<u8> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut say = |lines: &[String]| -> Result<()> {
        for l in lines {
            writeln!(out, "{l}")?;
        }
        out.flush()?;
        Ok(())
    };
    say(&game.status())?;
    let first = game.computer_turn()?;
    if !first.is_empty() {
        say(&first)?;
        say(&game.status())?;
    }
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        match game.input(&line, false)? {
            Reply::Quit => {
                say(&["Bye.".to_string()])?;
                return Ok(0);
            }
            Reply::Said(lines) if lines.is_empty() => {}
            Reply::Said(lines) => {
                say(&lines)?;
                say(&game.status())?;
            }
        }
    }
    Ok(0)
}

/// The pieces the terminal UI needs.
pub mod view {
    use super::*;

    /// The current position.
    pub fn position(game: &Game) -> &Position {
        game.position()
    }
    /// The status lines.
    pub fn status(game: &Game) -> Vec<String> {
        game.status()
    }
    /// Handles an input line.
    pub fn input(game: &mut Game, line: &str) -> Result<Reply> {
        game.input(line, false)
    }
    /// Lets the computer move.
    pub fn computer_turn(game: &mut Game) -> Result<Vec<String>> {
        game.computer_turn()
    }
}
