//! Command-line arguments and dispatch.

use crate::late_bar::LateBar;
use crate::{input, render};
use anyhow::{Context, Result};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use grundy::{analyze, AnalyzeOptions, Convention, Position};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

/// Who wins this impartial game, and with which move?
///
/// Without a subcommand, the arguments are a position to analyse: `grundy 3 4 5`.
#[derive(Debug, Parser)]
#[command(name = "grundy", version, args_conflicts_with_subcommands = true)]
#[command(allow_negative_numbers = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    analyze: AnalyzeArgs,
    /// The language of the explanations, verdicts, moves and errors: en, ko, ru, vi
    /// (default: from LC_ALL, LC_MESSAGES or LANG, else English).
    #[arg(long, global = true, value_name = "LANG", value_parser = ["en", "ko", "ru", "vi"])]
    lang: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Analyse a position: outcome, value, every winning move, and why.
    #[command(allow_negative_numbers = true)]
    Analyze(AnalyzeArgs),
    /// The nim-sequence of a heap game: values, statistics, a proved period.
    Seq(crate::seq::SeqArgs),
    /// Play a game against the computer, which plays perfectly.
    Play(crate::play::PlayArgs),
    /// Exercises by level (find the winning move, or P), checked and explained; or a
    /// printable worksheet with an answer key (--sheet).
    Exercise(crate::exercise::ExerciseArgs),
    /// Serve the web calculator, game and sequence explorer, and the JSON API.
    Serve(crate::serve::ServeArgs),
    /// List every game of the position language: syntax, an example, what a move is.
    Games(GamesArgs),
    /// Misère play: the genus g^{γ0γ1…} of each component and whether it is tame.
    Genus(crate::misere::GenusArgs),
    /// The misère quotient of a ruleset (Plambeck–Siegel): presentation, P-portion, Φ.
    Quotient(crate::misere::QuotientArgs),
    /// Misère canonical forms (Conway; CGSuite's notation) of positions or forms: a form's
    /// facts, predicates, parts and partitions into primes, the distinguisher, link and
    /// difference of two.
    Misere(crate::forms::MisereArgs),
    /// Every option of a position with its value (or outcome), distinct options counted
    /// once: two moves leaving the same position are one option.
    #[command(allow_negative_numbers = true)]
    Options(crate::options::OptionsArgs),
    /// Nimber arithmetic below 2^128: nim-sum, nim-product, quotients, powers, square
    /// roots and inverses of an expression, with the reasoning (Conway's rules).
    Nimber(crate::nimber::NimberArgs),
    /// Large graphs with cycles in the binary format: convert, gen, stats, solve.
    Graph(crate::graph::GraphArgs),
    /// A census of a family of rulesets (octal, hexadecimal, subtraction, a list): each
    /// one's period proved or "open at N", on all cores or several machines (timely).
    Census(crate::census::CensusArgs),
    /// Print a completion script for a shell: bash, zsh, fish, powershell or elvish
    /// (e.g. `grundy completions bash > ~/.local/share/bash-completion/completions/grundy`).
    Completions(CompletionsArgs),
    /// Print the manual page of grundy (roff: `grundy man > grundy.1; man -l grundy.1`), or
    /// write a page for it and one for each subcommand into a folder (--dir).
    Man(ManArgs),
}

#[derive(Debug, Args)]
struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum, value_name = "SHELL")]
    shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
struct ManArgs {
    /// Write grundy.1 and grundy-SUBCOMMAND.1 for every subcommand into this folder
    /// (created if missing) instead of printing grundy.1.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

#[derive(Debug, Args)]
struct GamesArgs {
    /// Print the list as the guide's Markdown table (docs/guide/position-language.md).
    #[arg(long)]
    markdown: bool,
}

#[derive(Debug, Args)]
pub(crate) struct AnalyzeArgs {
    /// The position, in the position language: "3 4 5", "moore(2) 3 5 6",
    /// "sub(1,3,4) 20 + nim 5 7", "graph(edges.txt) 0 3". Several arguments are joined
    /// with spaces.
    #[arg(value_name = "POSITION")]
    position: Vec<String>,
    /// Read the position from a file ("-" reads stdin): Nim heaps, one per line or
    /// whitespace-separated (millions are fine), or any position in the position language.
    #[arg(long, value_name = "FILE", conflicts_with = "position")]
    file: Option<PathBuf>,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    misere: bool,
    /// Print the report as JSON (schema: docs/json-schema.md).
    #[arg(long)]
    json: bool,
    /// List at most N winning moves (all are still counted). Default: all of them up to
    /// 1,000 heaps, the first 100 beyond.
    #[arg(long, value_name = "N")]
    max_moves: Option<usize>,
    /// Moore's Nim_k: list every winning move, not only the constructive one.
    #[arg(long)]
    all_moves: bool,
    /// Graph games: also show the Grundy value of every vertex.
    #[arg(long)]
    vertex_values: bool,
    /// With --misere: also give the misère canonical form (Conway; CGSuite's notation) with
    /// its options, mate and birthday.
    #[arg(long, requires = "misere")]
    canonical: bool,
    /// No colours in the text output (also when NO_COLOR is set or output is not a terminal).
    #[arg(long)]
    no_color: bool,
}

/// Parses the command line and runs it; returns the exit code.
pub fn run() -> Result<u8> {
    // The language first (the flag taken out of the arguments, else the environment):
    // the help texts clap writes are then in it.
    let (args, flag) = crate::lang::take_flag(std::env::args_os().collect());
    let lang = crate::lang::choose(flag);
    let matches = command(lang)
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match matches {
        Ok(cli) => cli,
        // English keeps clap's own words (and colours); the other languages get ours.
        Err(e) if lang == grundy::Lang::En => e.exit(),
        Err(e) => match crate::lang::usage_error(&e, lang) {
            Some(text) => {
                eprint!("{text}");
                return Ok(2);
            }
            None => e.exit(),
        },
    };
    // GRUNDY_SIMD names a level this CPU has, or nothing runs.
    grundy::heap::vector::check_env()?;
    match cli.command {
        Some(Command::Analyze(args)) => run_analyze(args, lang),
        Some(Command::Seq(args)) => crate::seq::run(args),
        Some(Command::Play(args)) => crate::play::run(args),
        Some(Command::Exercise(args)) => crate::exercise::run(args),
        Some(Command::Serve(args)) => crate::serve::run(args),
        Some(Command::Genus(args)) => crate::misere::run_genus(args),
        Some(Command::Quotient(args)) => crate::misere::run_quotient(args),
        Some(Command::Misere(args)) => crate::forms::run(args),
        Some(Command::Nimber(args)) => crate::nimber::run(args),
        Some(Command::Options(args)) => crate::options::run(args, lang),
        Some(Command::Graph(args)) => crate::graph::run(args),
        Some(Command::Census(args)) => crate::census::run(args),
        Some(Command::Games(args)) => {
            run_games(&args)?;
            Ok(0)
        }
        Some(Command::Completions(args)) => {
            let mut command = command(lang);
            clap_complete::generate(args.shell, &mut command, "grundy", &mut std::io::stdout());
            Ok(0)
        }
        Some(Command::Man(args)) => run_man(&args, lang),
        None => run_analyze(cli.analyze, lang),
    }
}

/// The whole command line in `lang`: its help texts from the catalogue (`cli.ftl`), the
/// games of the position language after the help of `grundy`, `analyze` and `play`.
pub fn command(lang: grundy::Lang) -> clap::Command {
    let games = games_help(lang);
    let command = Cli::command()
        .after_help(games.clone())
        .mut_subcommand("analyze", |c| c.after_help(games.clone()))
        .mut_subcommand("play", |c| c.after_help(games));
    crate::lang::localize(command, lang)
}

/// The games of the position language, for `--help` (from the library's registry).
fn games_help(lang: grundy::Lang) -> String {
    let mut out = grundy::i18n::message(lang, "cli-games-heading", &[]);
    out.push('\n');
    let eg = grundy::i18n::message(lang, "cli-for-example", &[]);
    for g in grundy::games::GAMES {
        out.push_str(&format!("  {:<24} {eg} {}\n", g.syntax_in(lang), g.example));
    }
    out
}

/// `grundy man`: the manual page of the command line as `--help` shows it in `lang`,
/// printed, or one page a subcommand written into `--dir`.
fn run_man(args: &ManArgs, lang: grundy::Lang) -> Result<u8> {
    let command = command(lang);
    match &args.dir {
        None => {
            let mut out = std::io::stdout().lock();
            clap_mangen::Man::new(command).render(&mut out)?;
            out.flush()?;
        }
        Some(dir) => {
            std::fs::create_dir_all(dir).with_context(|| dir.display().to_string())?;
            clap_mangen::generate_to(command, dir).with_context(|| dir.display().to_string())?;
            eprintln!(
                "grundy: {}",
                crate::lang::text(
                    "cli-man-written",
                    &[("dir", dir.display().to_string().into())]
                )
            );
        }
    }
    Ok(0)
}

fn run_games(args: &GamesArgs) -> Result<()> {
    let mut out = std::io::stdout().lock();
    if args.markdown {
        write!(out, "{}", grundy::games::registry::markdown_table())?;
        return Ok(());
    }
    for g in grundy::games::GAMES {
        writeln!(
            out,
            "{}\n    {}\n    {} {}\n",
            g.syntax_in(crate::lang::current()),
            g.about_in(crate::lang::current()),
            crate::lang::text("cli-for-example", &[]),
            g.example
        )?;
    }
    Ok(())
}

fn run_analyze(args: AnalyzeArgs, lang: grundy::Lang) -> Result<u8> {
    let position = read_position(&args, lang)?;
    let cancel = grundy::Cancel::new();
    {
        let c = cancel.clone();
        // A second handler cannot be installed (tests run commands in-process): ignore.
        let _ = ctrlc::set_handler(move || c.cancel());
    }
    let bar = LateBar::default();
    let search_bar = LateBar::new("cmd-bar-positions", "cmd-bar-genus", 500);
    let stdout = std::io::stdout();
    let color = !args.no_color && std::env::var_os("NO_COLOR").is_none() && stdout.is_terminal();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let written = write_analysis(
        &mut out,
        &args,
        &position,
        lang,
        color,
        cancel.clone(),
        (bar.hook(), search_bar.search_hook()),
    );
    bar.clear();
    search_bar.clear();
    // Only Ctrl-C raises the flag: an analysis that stopped after it was interrupted.
    if written.is_err() && cancel.is_cancelled() {
        eprintln!("grundy: {}", crate::lang::text("cmd-interrupted", &[]));
        return Ok(130);
    }
    written?;
    out.flush()?;
    Ok(0)
}

/// What `grundy analyze` writes on standard output for `position` read from `args`, in
/// `lang`: the analysis as text (coloured when `color`) or as pretty JSON and a newline
/// (`--json`), with the vertex values when asked. Nothing is written when the analysis
/// is refused or cancelled (the error, an [`grundy::AnalysisError`], is returned).
/// `cancel` stops the analysis; the progress hooks are told how far its nim-sequence runs
/// and its genus searches are.
pub(crate) fn write_analysis(
    out: &mut dyn Write,
    args: &AnalyzeArgs,
    position: &Position,
    lang: grundy::Lang,
    color: bool,
    cancel: grundy::Cancel,
    (progress, search_progress): (
        grundy::sequence::ProgressHook,
        grundy::component::search::SearchProgress,
    ),
) -> Result<()> {
    let options = AnalyzeOptions {
        convention: if args.misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        max_moves: args.max_moves,
        all_moves: args.all_moves,
        cancel,
        // A heap beyond a game's proved period (or of a game without one) gets the value
        // `grundy seq` computes: the run goes on to it, with a progress bar after a second.
        sequences: grundy::sequence::SolveBudget {
            progress,
            threads: crate::seq::every_core(),
            ..grundy::sequence::SolveBudget::far()
        },
        search_progress,
        ..AnalyzeOptions::default()
    };
    let mut report = analyze(position, &options)?;
    // The misère canonical form (--canonical, which requires --misere), before anything
    // is written: a refusal writes nothing.
    let canonical = if args.canonical {
        Some(grundy::analysis::misere_canonical(
            position,
            &options.cancel,
        )?)
    } else {
        None
    };
    if lang != grundy::Lang::En {
        report.describe_moves_in(position, lang);
    }
    if args.json {
        let mut value = serde_json::to_value(&report)?;
        if args.vertex_values {
            value["vertex_values"] = serde_json::to_value(render::vertex_values(position))?;
        }
        if let Some(c) = &canonical {
            value["misere_canonical"] = serde_json::to_value(c)?;
        }
        serde_json::to_writer_pretty(&mut *out, &value)?;
        writeln!(out)?;
    } else {
        render::text_in(out, &report, color, lang)?;
        if args.vertex_values {
            render::vertex_table(out, position, lang)?;
        }
        if let Some(c) = &canonical {
            writeln!(out)?;
            render::explanation(out, &c.explain_in(lang), render::Paint(color))?;
        }
    }
    Ok(())
}

/// The position of `grundy analyze`: from `--file`, else the arguments joined with spaces
/// (the files they name read from disk); refusals said in `lang`.
fn read_position(args: &AnalyzeArgs, lang: grundy::Lang) -> Result<Position> {
    if let Some(path) = &args.file {
        return input::read_position_file(path);
    }
    read_position_with(args, lang, &mut input::parse_position)
}

/// The position written in `args`' arguments (joined with spaces), read by `parse`; the
/// refusal says the position it was in, in `lang`.
pub(crate) fn read_position_with(
    args: &AnalyzeArgs,
    lang: grundy::Lang,
    parse: &mut dyn FnMut(&str) -> std::result::Result<Position, grundy::ParseError>,
) -> Result<Position> {
    input::position_from_words(&args.position, lang, parse)
}

#[cfg(test)]
mod tests {
    use crate::lang::{about_id, arg_ids};
    use grundy::i18n::has_message;
    use grundy::Lang;

    /// Every subcommand's description and every argument's help that the catalogue
    /// lacks, as Fluent lines of the English text clap has.
    fn missing(command: &clap::Command, path: &[String], out: &mut Vec<String>) {
        let id = about_id(path);
        if !has_message(Lang::En, &id) {
            let about = command.get_long_about().or(command.get_about());
            out.push(format!(
                "{id} = {}",
                about.map(|a| a.to_string()).unwrap_or_default()
            ));
        }
        for arg in command.get_arguments() {
            let ids = arg_ids(path, arg.get_id().as_str());
            if !ids.iter().any(|id| has_message(Lang::En, id)) {
                let help = arg.get_long_help().or(arg.get_help());
                out.push(format!(
                    "{} = {}",
                    ids[0],
                    help.map(|a| a.to_string()).unwrap_or_default()
                ));
            }
        }
        for sub in command.get_subcommands() {
            let mut sub_path = path.to_vec();
            sub_path.push(sub.get_name().to_string());
            missing(sub, &sub_path, out);
        }
    }

    #[test]
    fn every_help_text_is_in_the_catalogue() {
        let mut command = super::command(Lang::En);
        command.build();
        let mut out = Vec::new();
        missing(&command, &[], &mut out);
        assert!(
            out.is_empty(),
            "help texts missing from cli.ftl:\n{}",
            out.join("\n")
        );
    }
}
