//! The full-screen face of `grundy play` (ratatui over crossterm): the heaps drawn as
//! stones, the moves so far, and an input line. Everything it does goes through the same
//! game loop as the plain-line face.

use super::{view, Game, Reply};
use anyhow::Result;
use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use grundy::Position;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::DefaultTerminal;

/// Runs the game full screen until the player quits; restores the terminal after.
pub fn run(game: &mut Game) -> Result<u8> {
    let mut terminal = ratatui::init();
    let result = main_loop(&mut terminal, game);
    ratatui::restore();
    result
}

fn main_loop(terminal: &mut DefaultTerminal, game: &mut Game) -> Result<u8> {
    let mut log: Vec<String> = view::computer_turn(game)?;
    let mut input = String::new();
    loop {
        terminal.draw(|f| {
            let [top, middle, bottom] = Layout::vertical([
                Constraint::Percentage(45),
                Constraint::Min(5),
                Constraint::Length(3),
            ])
            .areas(f.area());
            let heaps = Paragraph::new(stones(view::position(game))).block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(" grundy play "),
            );
            f.render_widget(heaps, top);
            let mut lines: Vec<Line> = log.iter().map(|l| Line::from(l.as_str())).collect();
            lines.extend(
                view::status(game)
                    .into_iter()
                    .map(|l| Line::styled(l, Style::default().add_modifier(Modifier::BOLD))),
            );
            let height = middle.height.saturating_sub(2) as usize;
            let skip = lines.len().saturating_sub(height);
            let log_view = Paragraph::new(lines.into_iter().skip(skip).collect::<Vec<_>>())
                .wrap(Wrap { trim: false })
                .block(Block::default().borders(Borders::ALL).title(format!(
                    " {} ",
                    crate::lang::text("play-cli-tui-moves", &[])
                )));
            f.render_widget(log_view, middle);
            let prompt = Paragraph::new(format!("> {input}")).block(
                Block::default().borders(Borders::ALL).title(format!(
                    " {} ",
                    crate::lang::text("play-cli-tui-prompt", &[])
                )),
            );
            f.render_widget(prompt, bottom);
        })?;
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind != KeyEventKind::Press {
            continue;
        }
        match key.code {
            KeyCode::Esc => return Ok(0),
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return Ok(0),
            KeyCode::Char(c) => input.push(c),
            KeyCode::Backspace => {
                input.pop();
            }
            KeyCode::Enter => {
                let line = std::mem::take(&mut input);
                match view::input(game, &line)? {
                    Reply::Quit => return Ok(0),
                    Reply::Said(lines) => {
                        log.push(format!("> {line}"));
                        log.extend(lines);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Each component's pieces as rows of their symbol (stones, pins, tokens), numbered as
/// the move notation counts; a piece too large to draw shows its label.
fn stones(position: &Position) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let boards = position.pieces_in(crate::lang::current());
    for (ci, (c, board)) in position.components.iter().zip(&boards).enumerate() {
        if position.components.len() > 1 {
            lines.push(Line::styled(
                crate::lang::text(
                    "play-cli-tui-component",
                    &[
                        ("number", (ci + 1).to_string().into()),
                        ("name", c.name().into()),
                    ],
                ),
                Style::default().add_modifier(Modifier::BOLD),
            ));
        }
        let glyph = board.symbol.as_str();
        let color = colour(glyph);
        for (i, piece) in board.items.iter().enumerate() {
            let drawn = match piece.units {
                Some(n) if n <= 60 => glyph.repeat(n as usize),
                Some(_) => format!("{glyph}{glyph}{glyph} …"),
                None => glyph.to_string(),
            };
            lines.push(Line::from(vec![
                Span::raw(format!("{:>3} │ {:>4} ", i + 1, piece.label)),
                Span::styled(drawn, Style::default().fg(color)),
            ]));
        }
    }
    lines
}

/// The colour a symbol is drawn in: counters cyan, pins yellow, tokens magenta.
fn colour(symbol: &str) -> Color {
    match symbol {
        "●" => Color::Cyan,
        "▮" => Color::Yellow,
        "◆" => Color::Magenta,
        _ => Color::Green,
    }
}
