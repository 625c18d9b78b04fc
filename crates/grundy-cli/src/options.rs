//! `grundy options POSITION`: a thin front end over [`grundy::analysis::option_list`] —
//! every option of a position counted (two moves leaving the same position count once,
//! as CGSuite's `G.Options.Size`), the first `--max` of them listed with their values,
//! or their outcomes under `--misere`; as text in the reader's language or as JSON.

use anyhow::Result;
use clap::Args;
use grundy::analysis::{option_list, OptionList};
use grundy::{AnalyzeOptions, Convention, Lang};
use std::io::{IsTerminal, Write};

/// The options listed when `--max` is not given.
const DEFAULT_MAX: usize = 1000;

/// The arguments of `grundy options`.
#[derive(Debug, Args)]
pub struct OptionsArgs {
    /// The position, in the position language: "3 4 5", "moore(2) 3 5 6",
    /// "sub(1,3,4) 20 + nim 5 7", "graph(edges.txt) 0 3". Several arguments are joined
    /// with spaces.
    #[arg(value_name = "POSITION")]
    position: Vec<String>,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    misere: bool,
    /// Print JSON: {position, convention, count, distinct, listed, options: [{move,
    /// after, component, changes, moves, value, outcome}]} (docs/json-schema.md).
    #[arg(long)]
    json: bool,
    /// List at most N distinct options (all are still counted; 0 lists none). Default:
    /// 1000.
    #[arg(long, value_name = "N")]
    max: Option<usize>,
    /// No colours in the text output (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    no_color: bool,
}

/// Runs `grundy options`: 0 when written, 130 when Ctrl-C stopped it.
pub fn run(args: OptionsArgs, lang: Lang) -> Result<u8> {
    let position =
        crate::input::position_from_words(&args.position, lang, &mut crate::input::parse_position)?;
    let cancel = grundy::Cancel::new();
    {
        let c = cancel.clone();
        // A second handler cannot be installed (tests run commands in-process): ignore.
        let _ = ctrlc::set_handler(move || c.cancel());
    }
    let options = AnalyzeOptions {
        convention: if args.misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        cancel: cancel.clone(),
        sequences: grundy::sequence::SolveBudget {
            threads: crate::seq::every_core(),
            ..grundy::sequence::SolveBudget::far()
        },
        ..AnalyzeOptions::default()
    };
    let list = match option_list(&position, &options, args.max.unwrap_or(DEFAULT_MAX), lang) {
        Err(_) if cancel.is_cancelled() => {
            eprintln!("grundy: {}", crate::lang::text("cmd-interrupted", &[]));
            return Ok(130);
        }
        list => list?,
    };
    let stdout = std::io::stdout();
    let color = !args.no_color && std::env::var_os("NO_COLOR").is_none() && stdout.is_terminal();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.json {
        serde_json::to_writer_pretty(&mut out, &list)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", text(&list, lang, color))?;
    }
    out.flush()?;
    Ok(0)
}

/// The text `grundy options` prints: the heading with the counts, one line per listed
/// option (the move, the position after it, its value or outcome, how many moves lead
/// to it when more than one), and a note when not every option is listed.
fn text(list: &OptionList, lang: Lang, color: bool) -> String {
    let p = crate::render::Paint(color);
    let mut out = format!("{}\n", p.bold(&list.heading_in(lang)));
    if list.distinct == 0 {
        out.push_str(&format!(
            "  {}\n",
            grundy::i18n::message(lang, "options-none", &[])
        ));
    }
    for (i, o) in list.options.iter().enumerate() {
        out.push_str(&format!("  {:>3}. {}", i + 1, o.description));
        if let Some(after) = &o.after {
            out.push_str(&format!("  →  {}", p.bold(after)));
        }
        out.push_str(&format!("   [{}]", o.worth_in(lang)));
        if let Some(moves) = o.moves_in(lang) {
            out.push_str(&format!(" ({moves})"));
        }
        out.push('\n');
    }
    if let Some(listed) = list.listed_in(lang) {
        let label = grundy::i18n::message(lang, "cli-note", &[]);
        out.push_str(&format!("{} {listed}\n", p.dim(&label)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::analysis::DistinctOption;
    use grundy::loopy::GenValue;
    use grundy::Outcome;

    /// A list built by hand: this crate's unit tests analyse no position (the golden
    /// test's caches, `golden.rs`).
    #[test]
    fn the_text_has_a_heading_and_a_line_an_option() {
        let option = |after: &str, value: u32, outcome| DistinctOption {
            description: "take 1 from heap 1".into(),
            after: Some(after.into()),
            component: 0,
            changes: vec![],
            moves: 2,
            value: Some(GenValue::finite(value)),
            outcome,
        };
        let list = OptionList {
            position: Some("kayles 3 3".into()),
            convention: Convention::Normal,
            count: 6,
            distinct: 3,
            listed: 2,
            options: vec![
                option("kayles 2 3", 1, Outcome::N),
                option("kayles 1 1 3", 3, Outcome::N),
            ],
        };
        let out = text(&list, Lang::En, false);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines[0],
            "kayles 3 3 (normal play): 6 moves, 3 distinct options"
        );
        assert_eq!(lines.len(), 4, "{out}");
        assert_eq!(
            lines[1],
            "    1. take 1 from heap 1  →  kayles 2 3   [*1 — N: this move loses] (2 moves lead here)"
        );
        assert!(
            lines[3].ends_with("3 distinct options, the first 2 listed"),
            "{out}"
        );
    }
}
