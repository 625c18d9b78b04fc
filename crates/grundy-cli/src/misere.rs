//! `grundy genus POSITION` and `grundy quotient RULESET`: thin front ends over
//! [`grundy::misere`] — arguments, the progress bar, the time limit; every sentence comes
//! from the library's explanations.

use crate::render;
use anyhow::{Context, Result};
use clap::Args;
use grundy::misere::quotient::{Quotient, QuotientError, QuotientOptions};
use grundy::misere::tame::genus_report;
use grundy::{AnalyzeOptions, Cancel};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::time::Duration;

/// The arguments of `grundy genus`.
#[derive(Debug, Args)]
pub struct GenusArgs {
    /// The position, in the position language ("kayles 4 + nim 2").
    #[arg(value_name = "POSITION", required = true)]
    position: Vec<String>,
    /// Print JSON: {components: [{component, genus, hereditarily_tame, …}], sum, misere_outcome}.
    #[arg(long)]
    json: bool,
}

/// The arguments of `grundy quotient`.
#[derive(Debug, Args)]
pub struct QuotientArgs {
    /// The ruleset: a take-and-break code or name (kayles, 0.137, 4.7) or a subtraction
    /// game (sub(1,3), bounded(k)).
    ruleset: String,
    /// Compute the quotient for heaps up to N (stopping earlier once the pretending
    /// function's period is proved).
    #[arg(long, value_name = "N", default_value_t = 200)]
    maxheap: u64,
    /// Go on to N even after a period is proved.
    #[arg(long)]
    no_stop: bool,
    /// Also print the multiplication table.
    #[arg(long)]
    table: bool,
    /// Print JSON: order, p_portion_size, presentation, phi, period, solved, max_heap, ….
    #[arg(long)]
    json: bool,
    /// Give up after this many seconds.
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<u64>,
    /// No progress bar (it is also off when stderr is not a terminal).
    #[arg(long)]
    quiet: bool,
}

/// Runs `grundy genus`.
pub fn run_genus(args: GenusArgs) -> Result<u8> {
    let text = args.position.join(" ");
    let position =
        crate::input::parse_position(&text).with_context(|| format!("in position {text:?}"))?;
    let report = genus_report(&position, &AnalyzeOptions::default())?;
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer_pretty(&mut out, &report)?;
        writeln!(out)?;
    } else {
        for e in report.explain() {
            render::explanation(&mut out, &e, render::Paint(false))?;
        }
    }
    Ok(0)
}

/// Runs `grundy quotient`.
pub fn run_quotient(args: QuotientArgs) -> Result<u8> {
    let (rule, _) =
        grundy::sequence::parse_rule(&args.ruleset).map_err(|e| anyhow::anyhow!("{e}"))?;
    let cancel = Cancel::new();
    if let Some(seconds) = args.time_limit {
        let c = cancel.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(seconds));
            c.cancel();
        });
    }
    let mut options = QuotientOptions::up_to(args.maxheap);
    options.stop_at_period = !args.no_stop;
    options.cancel = cancel;
    let bar = (!args.quiet && std::io::stderr().is_terminal()).then(|| {
        let b = ProgressBar::new(args.maxheap);
        b.set_style(
            ProgressStyle::with_template("{bar:40} heap {pos}/{len}  {msg}  {elapsed}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        b
    });
    let result = Quotient::compute_with_progress(&rule, &options, &mut |p| {
        if let Some(b) = &bar {
            b.set_position(p.heap);
            b.set_message(format!("|Q| = {}", p.order));
        }
    });
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    let q = match result {
        Ok(q) => q,
        Err(QuotientError::Cancelled(_)) => anyhow::bail!(
            "the time limit of {} s passed before the quotient was computed",
            args.time_limit.unwrap_or(0)
        ),
        Err(e) => return Err(e.into()),
    };
    let summary = q.summary();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if args.json {
        let mut v = serde_json::to_value(&summary)?;
        if args.table {
            v["table"] = serde_json::to_value(q.table())?;
        }
        serde_json::to_writer_pretty(&mut out, &v)?;
        writeln!(out)?;
    } else {
        for e in summary.explain() {
            render::explanation(&mut out, &e, render::Paint(false))?;
        }
        if args.table {
            writeln!(out)?;
            for row in q.table() {
                writeln!(out, "{}", row.join("\t"))?;
            }
        }
    }
    out.flush()?;
    Ok(0)
}
