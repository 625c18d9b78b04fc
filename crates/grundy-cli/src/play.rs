//! `grundy play POSITION`: a game against the computer, which plays perfectly. Two faces
//! over one game loop: plain lines (piped stdin — tests, scripts, screen readers) and a
//! full-screen terminal UI (ratatui) on a terminal. The rules, the computer's choices and
//! the bookkeeping of the game (turns, history, undo, the winner: `grundy::play::Session`)
//! are the library's; this module only words them.

// The full-screen face of `grundy play` (the plain one is below).
mod tui;

use crate::lang::text;
use crate::render;
use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use grundy::i18n::Arg;
use grundy::play::coach::{judge_turn_in, Verdict};
use grundy::play::words::{play_words_in, why_reply_in};
use grundy::play::{computer_move, ComputerMove, Player, Session, SessionError};
use grundy::{analyze, AnalyzeOptions, Cancel, Convention, Lang, Position};
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
    /// The language of what the game says.
    lang: Lang,
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
            lang: crate::lang::current(),
        }
    }

    fn position(&self) -> &Position {
        self.session.position()
    }

    /// The header lines: the position and whose turn it is.
    fn status(&self) -> Vec<String> {
        let play = play_words_in(self.session.convention(), self.lang);
        let mut lines = vec![text(
            "play-cli-position",
            &[
                ("position", self.position().to_string().into()),
                ("play", play.into()),
            ],
        )];
        match self.session.winner() {
            Some(Player::Human) => lines.push(text("play-cli-you-win", &[])),
            Some(Player::Computer) => lines.push(text("play-cli-computer-wins", &[])),
            None if self.session.to_move() == Player::Human => {
                lines.push(text("play-cli-prompt", &[]));
            }
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
        let description = self.described(self.session.history().last());
        let mut lines = vec![text(
            "play-cli-computer",
            &[
                (
                    "move",
                    description.unwrap_or_else(|| m.description.clone()).into(),
                ),
                ("position", self.position().to_string().into()),
            ],
        )];
        if !m.winning {
            lines.push(text(
                "play-cli-computer-losing",
                &[("reason", m.reason_in(self.lang).into())],
            ));
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
            Err(SessionError::Over) => return Ok(Reply::Said(vec![text("play-cli-over", &[])])),
            Err(SessionError::WrongTurn { .. }) => {
                return Ok(Reply::Said(vec![text("play-cli-computer-turn", &[])]))
            }
            Err(SessionError::Move(e)) => {
                return Ok(Reply::Said(vec![
                    text(
                        "play-cli-refused",
                        &[(
                            "error",
                            grundy::i18n::errors::Localized::message_in(&e, crate::lang::current())
                                .into(),
                        )],
                    ),
                    notation_help(),
                ]))
            }
            Err(e) => return Err(e.into()),
        };
        let description = self
            .described(self.session.history().last())
            .unwrap_or(description);
        let mut lines = vec![text(
            "play-cli-you",
            &[
                ("move", description.into()),
                ("position", self.position().to_string().into()),
            ],
        )];
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
        let mut report = analyze(self.position(), &options)?;
        if self.lang != Lang::En {
            report.describe_moves_in(self.position(), self.lang);
        }
        let mut buf = Vec::new();
        render::text_in(&mut buf, &report, color, self.lang)?;
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
        let c = match judge_turn_in(
            turn,
            self.session.convention(),
            &Cancel::default(),
            self.lang,
        ) {
            Ok(c) => c,
            Err(e) => {
                let error = grundy::i18n::errors::Localized::message_in(&e, self.lang);
                return Ok(vec![text(
                    "play-cli-cannot-judge",
                    &[("error", error.into())],
                )]);
            }
        };
        let mut e = c.explain_in(self.lang);
        e.title = text("play-cli-coach", &[("verdict", Arg::Text(e.title))]);
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
            return Ok(vec![text("play-cli-not-moved", &[])]);
        };
        match judge_turn_in(
            turn,
            self.session.convention(),
            &Cancel::default(),
            self.lang,
        ) {
            Ok(c) => Ok(render::lines(&why_reply_in(reply, &c, self.lang))),
            Err(_) => Ok(vec![text(
                "play-cli-computer-reason",
                &[
                    (
                        "move",
                        self.described(Some(turn))
                            .unwrap_or_else(|| reply.description.clone())
                            .into(),
                    ),
                    ("reason", reply.reason_in(self.lang).into()),
                ],
            )]),
        }
    }

    fn list_moves(&self) -> Vec<String> {
        let Some(moves) = grundy::play::legal_moves(self.position()) else {
            return vec![text("play-cli-too-many", &[])];
        };
        moves
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let d = grundy::analysis::describe_move_in(
                    self.position(),
                    m.component,
                    &m.changes,
                    self.lang,
                );
                format!("  #{}: {d}", k + 1)
            })
            .collect()
    }

    /// Takes back the human's last move and the computer's reply to it.
    fn undo(&mut self) -> Vec<String> {
        self.last_reply = None;
        match self.session.undo() {
            0 => vec![text("play-cli-nothing-to-undo", &[])],
            _ => vec![text("play-cli-undone", &[])],
        }
    }

    /// A recorded turn's move in the game's language (`None` without a turn).
    fn described(&self, turn: Option<&grundy::play::Turn>) -> Option<String> {
        turn.map(|t| {
            grundy::analysis::describe_move_in(
                &t.before,
                t.played.component,
                &t.played.changes,
                self.lang,
            )
        })
    }
}

fn notation_help() -> String {
    let forms: Vec<String> = grundy::play::notation_in(crate::lang::current())
        .iter()
        .map(|(form, _, meaning)| format!("`{form}` {meaning}"))
        .collect();
    text("play-cli-notation", &[("forms", forms.join(" · ").into())])
}

/// Runs `grundy play`.
pub fn run(args: PlayArgs) -> Result<u8> {
    let text = args.position.join(" ");
    let position = crate::input::parse_position(&text).with_context(|| {
        crate::lang::tr!("engine-cli-in-position", position = format!("{text:?}"))
    })?;
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
        tui::run(&mut game)
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
                say(&[text("play-cli-bye", &[])])?;
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
