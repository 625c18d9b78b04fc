//! `grundy exercise`: a sheet of exercises from the library (`grundy::exercise`), asked
//! one by one on stdin (a terminal or a pipe), each answer checked and explained by the
//! library; or, with `--sheet FILE.html`, written as a printable worksheet with an answer
//! key. This module only lays out the library's words.

use crate::lang::text;
use anyhow::{Context, Result};
use clap::Args;
use grundy::exercise::{check_in, sheet, CheckError, ExerciseOptions, Sheet};
use grundy::{Cancel, Lang};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The arguments of `grundy exercise`.
#[derive(Debug, Args)]
pub struct ExerciseArgs {
    /// The game of levels 1–4 (any game played on heaps: nim, kayles, sub(1,3,4), …);
    /// level 5 uses the games where Nim hides.
    #[arg(long, default_value = "nim")]
    game: String,
    /// The level: 1 small heaps, 2 more heaps and bits, 3 misère endgames, 4 sums of
    /// different games, 5 games where Nim hides.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=5))]
    level: u8,
    /// Misère play (level 3 always is).
    #[arg(long)]
    misere: bool,
    /// How many exercises (1 to 100).
    #[arg(long, default_value_t = 5)]
    count: usize,
    /// The seed: the same seed gives the same exercises (default: from the clock, and
    /// said, so the sheet can be made again).
    #[arg(long)]
    seed: Option<u64>,
    /// Write a printable worksheet with an answer key to FILE (HTML) instead of asking.
    #[arg(long, value_name = "FILE.html")]
    sheet: Option<PathBuf>,
}

/// Runs `grundy exercise`.
pub fn run(args: ExerciseArgs) -> Result<u8> {
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs() % 1_000_000)
    });
    let options = ExerciseOptions {
        game: args.game,
        level: args.level,
        misere: args.misere,
        count: args.count,
        seed,
        lang: crate::lang::current(),
    };
    let lang = options.lang;
    let s = sheet(&options)?;
    if let Some(path) = &args.sheet {
        std::fs::write(path, html(&s, lang)).with_context(|| {
            crate::lang::tr!("cmd-cannot-write", file = crate::lang::shown(path))
        })?;
        println!(
            "{}",
            text(
                "exercise-cli-wrote",
                &[
                    ("count", s.exercises.len().into()),
                    ("path", path.display().to_string().into()),
                    ("seed", s.seed_line_in(lang).into()),
                ],
            )
        );
        return Ok(0);
    }
    ask(&s, lang)
}

/// Asks each exercise on stdin; a line that is neither "P" nor a legal move is refused
/// and asked again; `s` skips, `q` (or the end of the input) stops.
fn ask(s: &Sheet, lang: Lang) -> Result<u8> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "{}", s.title_in(lang))?;
    writeln!(out, "{}", s.instructions_in(lang))?;
    writeln!(out, "{}", s.seed_line_in(lang))?;
    let mut input = std::io::stdin().lock().lines();
    let mut right = 0;
    let mut asked = 0;
    'exercises: for e in &s.exercises {
        writeln!(out)?;
        writeln!(out, "{}", e.question_in(lang))?;
        let position = grundy::parse_position(&e.position)?;
        loop {
            writeln!(out, "{}", text("exercise-cli-prompt", &[]))?;
            out.flush()?;
            let Some(line) = input.next() else {
                break 'exercises;
            };
            let line = line?;
            match line.trim() {
                "" => continue,
                "q" | "quit" => break 'exercises,
                "s" | "skip" => {
                    asked += 1;
                    for l in e.answer_in(lang) {
                        writeln!(out, "  {l}")?;
                    }
                    break;
                }
                answer => match check_in(&position, e.convention, answer, &Cancel::default(), lang)
                {
                    Ok(f) => {
                        asked += 1;
                        if f.correct {
                            right += 1;
                        }
                        for l in crate::render::lines(&f.explain_in(lang)) {
                            writeln!(out, "{l}")?;
                        }
                        break;
                    }
                    Err(CheckError::Move(err)) => {
                        let said = grundy::i18n::errors::Localized::message_in(&err, lang);
                        let error = text("exercise-cli-refused", &[("error", said.into())]);
                        writeln!(out, "{error}")?;
                    }
                    Err(err) => return Err(err.into()),
                },
            }
        }
    }
    writeln!(out)?;
    let score = text(
        "exercise-cli-score",
        &[
            ("right", right.to_string().into()),
            ("asked", asked.to_string().into()),
        ],
    );
    writeln!(out, "{score}")?;
    Ok(0)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The printable worksheet: the exercises with room for the answers, then, on a page of
/// its own, the answer key.
fn html(s: &Sheet, lang: Lang) -> String {
    let title = escape(&s.title_in(lang));
    let mut body = String::new();
    for e in &s.exercises {
        body.push_str(&format!(
            "<li><code>{}</code><span class=\"blank\"></span></li>\n",
            escape(&e.position)
        ));
    }
    let mut key = String::new();
    for e in &s.exercises {
        let answer: Vec<String> = e.answer_in(lang).iter().map(|l| escape(l)).collect();
        key.push_str(&format!(
            "<li><code>{}</code><br>{}</li>\n",
            escape(&e.position),
            answer.join("<br>")
        ));
    }
    format!(
        r#"<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }}
h1 {{ font-size: 1.4rem; }}
ol.exercises li {{ margin: 0 0 1.6rem; }}
code {{ font-size: 1.1rem; }}
.blank {{ display: inline-block; border-bottom: 1px solid #555; width: 14rem; margin-left: 1.5rem; }}
.key {{ break-before: page; page-break-before: always; }}
.key li {{ margin: 0 0 .8rem; }}
.seed {{ color: #555; font-size: .9rem; }}
</style>
</head>
<body>
<h1>{title}</h1>
<p>{}</p>
<p>{name} <span class="blank"></span></p>
<ol class="exercises">
{body}</ol>
<section class="key">
<h1>{key_title}</h1>
<ol>
{key}</ol>
<p class="seed">{}</p>
</section>
</body>
</html>
"#,
        escape(&s.instructions_in(lang)),
        escape(&s.seed_line_in(lang)),
        lang = lang.code(),
        name = escape(&text("exercise-cli-name", &[])),
        key_title = escape(&grundy::i18n::message(
            lang,
            "exercise-cli-key",
            &[("title", s.title_in(lang).into())]
        )),
    )
}
