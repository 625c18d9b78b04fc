//! `grundy seq GAME`: the nim-sequence of a heap game or a subtraction game with its
//! statistics and its period (proved or only observed), with progress, checkpoints and
//! resumption for long runs. The mathematics is the library's ([`grundy::sequence`], the
//! same run `grundy analyze` uses); this module drives it and writes files.

use crate::checkpoint::{self, Checkpoint};
use crate::render;
use crate::svg::PlotColumns;
use anyhow::{bail, Context, Result};
use clap::Args;
use grundy::sequence::run::KEEP_LIMIT;
use grundy::sequence::{self, SequenceReport, SequenceRule, SequenceRun, Stop};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The arguments of `grundy seq`.
#[derive(Debug, Args)]
pub struct SeqArgs {
    /// The game: a name (kayles, dawson-kayles, dawson-chess, treblecross, officers,
    /// grundy-game, lasker), an octal code (0.137, 4.7), hex(…), tb(…) (CGSuite notation),
    /// or a subtraction game sub(…), bounded(k), allbut(…).
    game: String,
    /// Compute G(0..=N). Default: 100, or with --period up to 1,048,576 (stopping at a
    /// proof).
    #[arg(long, value_name = "N")]
    upto: Option<u64>,
    /// Search for the preperiod and period and prove them where a theorem applies; stop
    /// as soon as a period is proved.
    #[arg(long)]
    period: bool,
    /// Print JSON: {game, code, computed, values, period, stats}.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV rows `n,g`.
    #[arg(long)]
    csv: bool,
    /// Also draw G(n) against n into this SVG file (preperiod and period shaded).
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    /// Save the run's state to this file now and then (and on Ctrl-C, and at the end).
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    checkpoint_every: u64,
    /// Continue the run saved in this checkpoint (the game must be the same).
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// No progress bar (it is also off when stderr is not a terminal).
    #[arg(long)]
    quiet: bool,
    /// Misère play: per heap, the misère outcome, the genus and the quotient element
    /// (default --upto 30).
    #[arg(long, conflicts_with_all = ["period", "csv", "plot", "checkpoint", "resume"])]
    misere: bool,
}

/// The JSON output is the library's report, built in one place for the CLI and the server.
type SeqReport = SequenceReport;

fn parse_game(text: &str) -> Result<(SequenceRule, String)> {
    sequence::parse_rule(text).map_err(|e| anyhow::anyhow!("{e}"))
}

/// Removes what killed writes of the checkpoint `path` left, saying so.
fn remove_stale_temporaries(path: &std::path::Path) {
    for file in checkpoint::remove_stale_temporaries(path) {
        eprintln!(
            "grundy: removed {}, left by an interrupted write of the checkpoint {}",
            file.display(),
            path.display()
        );
    }
}

/// Adds `G(n) = v` to the plot, whose scale is 16-bit.
fn plot_add(p: &mut PlotColumns, n: u64, v: u64) -> Result<()> {
    let v = u16::try_from(v).map_err(|_| {
        anyhow::anyhow!("--plot draws values up to 65535, and G({n}) = {v}: use a smaller --upto")
    })?;
    p.add(n, v);
    Ok(())
}

/// Adds `G(from..computed)` to the plot.
fn plot_new(run: &SequenceRun, plot: &mut Option<PlotColumns>, from: u64) -> Result<()> {
    if let Some(p) = plot {
        for n in from..run.computed() {
            let v = run
                .value(n)
                .with_context(|| format!("internal: the run no longer holds G({n})"))?;
            plot_add(p, n, v)?;
        }
    }
    Ok(())
}

/// The file a checkpoint goes to when Ctrl-C arrives without --checkpoint.
fn default_checkpoint(name: &str) -> PathBuf {
    let slug: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    PathBuf::from(format!("{slug}.ckpt"))
}

/// Runs `grundy seq`. Returns the process exit code (130 after Ctrl-C).
pub fn run(args: SeqArgs) -> Result<u8> {
    let (rule, name) = parse_game(&args.game)?;
    if args.misere {
        return run_misere(&rule, args.upto.unwrap_or(30), args.json);
    }
    let default_upto = if args.period { (1 << 20) - 1 } else { 100 };
    let upto = args.upto.unwrap_or(default_upto);
    let mut plot = None;
    for path in args.resume.iter().chain(&args.checkpoint) {
        remove_stale_temporaries(path);
    }
    let mut run = match &args.resume {
        Some(path) => {
            let run = checkpoint::load(path)?
                .resume(rule, name.clone())
                .with_context(|| format!("the checkpoint {}", path.display()))?;
            if run.computed() > upto.saturating_add(1) && run.kept().len() as u64 <= upto {
                bail!(
                    "the checkpoint {} holds G(0..{}), more than --upto {upto} asks, and keeps only the first {KEEP_LIMIT} values: resume with --upto {} or more",
                    path.display(),
                    run.computed(),
                    run.computed() - 1
                );
            }
            if args.plot.is_some() {
                // The plot needs every value: rebuild it from what was kept.
                if !run.all_kept() {
                    bail!(
                        "--plot cannot be used when resuming a run longer than {KEEP_LIMIT} values"
                    );
                }
                let mut p = PlotColumns::new(upto);
                for (n, v) in run
                    .kept()
                    .iter()
                    .enumerate()
                    .take_while(|&(n, _)| n as u64 <= upto)
                {
                    plot_add(&mut p, n as u64, v)?;
                }
                plot = Some(p);
            }
            run
        }
        None => {
            plot = args.plot.as_ref().map(|_| PlotColumns::new(upto));
            let run = SequenceRun::new(rule, name.clone())?;
            if run.engine().is_none() && args.checkpoint.is_some() {
                bail!(
                    "{}: computed by a closed form or a subtraction recurrence, which needs no checkpoint (drop --checkpoint)",
                    args.game
                );
            }
            run
        }
    };

    let cancel = Arc::new(AtomicBool::new(false));
    {
        let cancel = cancel.clone();
        // A second handler cannot be installed (tests call run twice in-process): ignore.
        let _ = ctrlc::set_handler(move || cancel.store(true, Ordering::SeqCst));
    }
    let bar = if args.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::new(upto.saturating_add(1));
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} {msg} [{bar:40}] {human_pos}/{human_len} values, {per_sec}, ETA {eta}",
            )
            .expect("valid template")
            .progress_chars("=> "),
        );
        bar.set_message(name.clone());
        bar
    };
    bar.set_position(run.computed());

    let mut last_save = Instant::now();
    loop {
        let stop = run.step(
            upto,
            args.period,
            &mut |p| bar.set_position(p.computed),
            &cancel,
        )?;
        let (Stop::Chunk { from } | Stop::Done { from } | Stop::Cancelled { from }) = stop;
        plot_new(&run, &mut plot, from)?;
        match stop {
            Stop::Done { .. } => break,
            Stop::Cancelled { .. } => {
                bar.finish_and_clear();
                let computed = run.computed();
                let Some(ck) = Checkpoint::of_run(&run) else {
                    eprintln!(
                        "grundy: interrupted after G(0..{computed}); nothing saved ({} needs no checkpoint)",
                        args.game
                    );
                    return Ok(130);
                };
                let path = args
                    .checkpoint
                    .clone()
                    .unwrap_or_else(|| default_checkpoint(&name));
                checkpoint::save(&path, &ck)?;
                eprintln!(
                    "grundy: interrupted after G(0..{computed}); checkpoint saved to {}\n  resume with: grundy seq {} --resume {} --upto {upto}",
                    path.display(),
                    args.game,
                    path.display()
                );
                return Ok(130);
            }
            Stop::Chunk { .. } => {}
        }
        // The state is copied only when a checkpoint is due.
        if let Some(path) = &args.checkpoint {
            if last_save.elapsed() >= Duration::from_secs(args.checkpoint_every) {
                if let Some(ck) = Checkpoint::of_run(&run) {
                    checkpoint::save(path, &ck)?;
                }
                last_save = Instant::now();
            }
        }
    }
    bar.finish_and_clear();
    if let Some(path) = &args.checkpoint {
        if let Some(ck) = Checkpoint::of_run(&run) {
            checkpoint::save(path, &ck)?;
        }
    }

    // A resumed checkpoint may hold more than asked: report G(0..=upto) only.
    let report: SeqReport = run
        .report_to(upto.saturating_add(1))
        .context("internal: the values asked for are no longer kept")?;
    if let (Some(path), Some(plot)) = (&args.plot, &plot) {
        let title = format!(
            "{name} ({}): G(n) for n ≤ {}",
            report.code,
            run.computed() - 1
        );
        let marks = report.period.as_ref().and_then(|p| {
            p.small()
                .map(|(preperiod, period, _)| (preperiod, period, p.certified))
        });
        std::fs::write(path, plot.svg(&title, marks))
            .with_context(|| format!("cannot write the plot {}", path.display()))?;
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.json {
        serde_json::to_writer(&mut out, &report)?;
        writeln!(out)?;
    } else if args.csv {
        writeln!(out, "n,g")?;
        for (n, v) in report.values.iter().flat_map(|v| v.iter()).enumerate() {
            writeln!(out, "{n},{v}")?;
        }
    } else {
        text(&mut out, &report)?;
    }
    out.flush()?;
    Ok(0)
}

/// The report as text: the library's words ([`SequenceReport::explain`]) around the values
/// laid out ten to a row.
fn text(out: &mut dyn Write, r: &SeqReport) -> std::io::Result<()> {
    let words = r.explain();
    let Some((head, rest)) = words.split_first() else {
        return Ok(());
    };
    writeln!(out, "{}", head.title)?;
    for p in &head.paragraphs {
        writeln!(out, "  {p}")?;
    }
    if let Some(values) = &r.values {
        let width = r.computed.saturating_sub(1).to_string().len();
        let mut row: Vec<String> = Vec::with_capacity(10);
        for (n, v) in values.iter().enumerate() {
            row.push(format!("{v:>2}"));
            if row.len() == 10 || n + 1 == values.len() {
                writeln!(out, "  {:>width$} │ {}", n - n % 10, row.join(" "))?;
                row.clear();
            }
        }
    }
    writeln!(out)?;
    for e in rest {
        render::explanation(out, e, render::Paint(false))?;
    }
    Ok(())
}

/// `grundy seq GAME --misere`: the library's misère sequence, laid out.
fn run_misere(rule: &SequenceRule, upto: u64, json: bool) -> Result<u8> {
    let s = grundy::misere::sequence::misere_sequence(rule, upto, &grundy::Cancel::new())?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if json {
        serde_json::to_writer_pretty(&mut out, &s)?;
        writeln!(out)?;
    } else {
        for e in s.explain() {
            render::explanation(&mut out, &e, render::Paint(false))?;
        }
    }
    out.flush()?;
    Ok(0)
}
