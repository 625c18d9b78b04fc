//! `grundy seq GAME`: the nim-sequence of a heap game or a subtraction game with its
//! statistics and its period (proved or only observed), with progress, checkpoints and
//! resumption for long runs; every value to any N streamed to a values file (CSV, JSON
//! lines, an OEIS b-file, the binary format), values files checked and compared, and
//! plots. The mathematics is the library's ([`grundy::sequence`], the same run `grundy
//! analyze` uses); this module drives it and writes files.

use crate::checkpoint::{self, Checkpoint};
use crate::lang::{shown, tr};
use crate::render;
use crate::values::{self, Format, Meta, Reader, Sink};
use anyhow::{bail, Context, Result};
use clap::Args;
use grundy::report::sequence::SequenceWords;
use grundy::sequence::certificate::Certificate;
use grundy::sequence::chart::{Axis, ChartColumns, DEFAULT_COLUMNS};
use grundy::sequence::run::{CHUNK, KEEP_LIMIT};
use grundy::sequence::{self, SequenceReport, SequenceRule, SequenceRun, Stop};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The arguments of `grundy seq`.
#[derive(Debug, Args)]
pub struct SeqArgs {
    /// The game: a name (kayles, dawson-kayles, dawson-chess, treblecross, officers,
    /// grundy-game, lasker), an octal code (0.137, 4.7), hex(…), tb(…) (CGSuite notation),
    /// or a subtraction game sub(…), bounded(k), allbut(…). With --check of a binary
    /// file, its header names it.
    #[arg(required_unless_present_any = ["check", "compare"])]
    game: Option<String>,
    /// Compute G(0), …, G(N). Default: 100, or with --period up to 1,048,576 (stopping at a
    /// proof; 4,096 or fewer for codes only the naive engine runs).
    #[arg(long, value_name = "N")]
    upto: Option<u64>,
    /// Search for the preperiod and period and prove them where a theorem applies; stop
    /// as soon as a period is proved.
    #[arg(long)]
    period: bool,
    /// Print JSON: {game, code, computed, values, period, stats}.
    #[arg(long, conflicts_with_all = ["csv", "jsonl", "bfile"])]
    json: bool,
    /// Write every value as CSV rows `n,g` (after a line `n,g`), to standard output or
    /// --out FILE, as they are computed (past a proved period: generated from it).
    #[arg(long, conflicts_with_all = ["jsonl", "bfile", "format"])]
    csv: bool,
    /// Write every value as JSON lines {"n":…,"g":…}.
    #[arg(long, conflicts_with_all = ["bfile", "format"])]
    jsonl: bool,
    /// Write every value as an OEIS b-file: a comment line, then lines `n value`.
    #[arg(long, conflicts_with = "format")]
    bfile: bool,
    /// The values' format: csv, jsonl, bfile, or binary (u8, u16le, u32le, u64le: a small
    /// header, then the values; see docs/values-file.md). The binary formats need --out.
    #[arg(long, value_name = "FORMAT")]
    format: Option<String>,
    /// Write the values to FILE (through FILE.part, renamed at the end; an interrupted
    /// run's FILE.part is continued by --resume). The format: --format, --csv, --jsonl,
    /// --bfile, or the name's .csv or .jsonl.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Write only the values of n ≥ A.
    #[arg(long, value_name = "A")]
    from: Option<u64>,
    /// Draw G(n) against n into this file (.svg or .png): every value of each pixel
    /// column as a point, rare values in their own colour, the preperiod and period shaded.
    #[arg(long, value_name = "FILE")]
    plot: Option<PathBuf>,
    /// The plot's n axis is logarithmic.
    #[arg(long, requires = "plot")]
    log: bool,
    /// Draw how often each value occurs into this file (.svg or .png).
    #[arg(long, value_name = "FILE")]
    histogram: Option<PathBuf>,
    /// Check a values file (any format this command writes, or `n value` / one value a
    /// line) against a recomputation, and a binary file against its checksum. Exit 1 at
    /// the first wrong value.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["compare", "out", "csv", "jsonl", "bfile", "format", "plot", "histogram", "resume", "checkpoint"])]
    check: Option<PathBuf>,
    /// With --check: check K positions drawn at random, not all.
    #[arg(long, value_name = "K", requires = "check")]
    sample: Option<u64>,
    /// Compare two values files: the first n where they differ (exit 1), or that they
    /// hold the same values.
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with_all = ["out", "csv", "jsonl", "bfile", "format", "plot", "histogram", "resume", "checkpoint"])]
    compare: Vec<PathBuf>,
    /// Save the run's state to this file now and then (and on Ctrl-C, and at the end).
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    checkpoint_every: u64,
    /// Continue the run saved in this checkpoint (the game must be the same), saving to
    /// it again now and then unless --checkpoint names another file.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Print the table of values even when they also go to a file or a picture (--out,
    /// --plot, --histogram, --checkpoint leave it out, printing the summary only).
    #[arg(long)]
    table: bool,
    /// No progress bar (it is also off when stderr is not a terminal).
    #[arg(long)]
    quiet: bool,
    /// Threads for the computation (default: every core). The values are the same with
    /// any number. On a machine busy with other work, fewer can be faster: the threads
    /// of the sparse engine's blocks wait for each other (BENCHMARKS.md).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: Option<u16>,
    /// Misère play: per heap, the misère outcome, the genus and the quotient element
    /// (default --upto 30).
    #[arg(long, conflicts_with_all = ["period", "csv", "plot", "checkpoint", "resume"])]
    misere: bool,
    /// With --period: write the proof's data to FILE (JSON: the rule, preperiod, period,
    /// theorem and bound; see docs/certificate.md), for `grundy-check FILE` to verify with
    /// a recomputation of its own. Written only when the period is proved.
    #[arg(long, value_name = "FILE", requires = "period", conflicts_with_all = ["check", "compare", "misere"])]
    certificate: Option<PathBuf>,
}

/// The JSON output is the library's report, built in one place for the CLI and the server.
type SeqReport = SequenceReport;

fn parse_game(text: &str) -> Result<(SequenceRule, String)> {
    sequence::parse_rule(text).map_err(anyhow::Error::from)
}

/// Removes what killed writes of the checkpoint `path` left, saying so.
fn remove_stale_temporaries(path: &std::path::Path) {
    for file in checkpoint::remove_stale_temporaries(path) {
        eprintln!(
            "grundy: {}",
            tr!(
                "cmd-removed-stale",
                file = shown(&file),
                checkpoint = shown(path)
            )
        );
    }
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

/// The values' format asked for, if any.
fn values_format(args: &SeqArgs) -> Result<Option<Format>> {
    let named = if args.csv {
        Some(Format::Csv)
    } else if args.jsonl {
        Some(Format::Jsonl)
    } else if args.bfile {
        Some(Format::Bfile)
    } else {
        args.format.as_deref().map(Format::parse).transpose()?
    };
    match (&args.out, named) {
        (Some(path), None) => match Format::of_path(path) {
            Some(f) => Ok(Some(f)),
            None => bail!(tr!("cmd-seq-out-format", file = shown(path))),
        },
        (_, f) => Ok(f),
    }
}

/// What the run feeds its values to: the values output and the plot's columns.
struct Outputs {
    sink: Option<Sink>,
    chart: Option<ChartColumns>,
}

impl Outputs {
    fn any(&self) -> bool {
        self.sink.is_some() || self.chart.is_some()
    }

    fn push(&mut self, n: u64, v: u64) -> Result<()> {
        if let Some(s) = &mut self.sink {
            s.push(n, v)?;
        }
        if let Some(c) = &mut self.chart {
            c.add(n, v);
        }
        Ok(())
    }

    /// `G(from..to)`, which the run holds.
    fn push_run(&mut self, run: &SequenceRun, from: u64, to: u64) -> Result<()> {
        if !self.any() {
            return Ok(());
        }
        for n in from..to {
            let v = run
                .value(n)
                .with_context(|| tr!("cmd-internal-value-gone", n = n.to_string()))?;
            self.push(n, v)?;
        }
        Ok(())
    }
}

/// Runs `grundy seq`. Returns the process exit code (130 after Ctrl-C; 1 when --check
/// or --compare finds a difference).
pub fn run(mut args: SeqArgs) -> Result<u8> {
    // A resumed run keeps checkpointing, to the file it came from unless told otherwise.
    // (A regular file only: a pipe or a device it was read from is not written back.)
    if args.checkpoint.is_none()
        && let Some(resume) = &args.resume
        && std::fs::metadata(resume).is_ok_and(|m| m.is_file())
    {
        args.checkpoint = Some(resume.clone());
    }
    if let [a, b] = args.compare.as_slice() {
        return compare(a, b);
    }
    if let Some(file) = &args.check {
        return check(&args, file);
    }
    if let Some(threads) = args.threads {
        // The library's parallel paths run on rayon's pool.
        rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(threads))
            .build_global()
            .context(tr!("cmd-seq-threads"))?;
    }
    let game = args.game.clone().context(tr!("cmd-seq-name-game"))?;
    let (rule, name) = parse_game(&game)?;
    if args.misere {
        return run_misere(&rule, args.upto.unwrap_or(30), args.json);
    }
    // With --period: 2^20 values where the engine is fast, fewer with the naive engine
    // (SequenceRun::period_range).
    let default_upto = if args.period {
        SequenceRun::new(rule.clone(), name.clone())?
            .period_range()
            .saturating_sub(1)
    } else {
        100
    };
    let upto = args.upto.unwrap_or(default_upto);
    let from = args.from.unwrap_or(0);
    let format = values_format(&args)?;
    if from > upto && (format.is_some() || args.plot.is_some()) {
        bail!(tr!("cmd-seq-from-past-upto", from = from, upto = upto));
    }
    for path in args.plot.iter().chain(&args.histogram) {
        crate::plot::check_path(path)?;
    }
    if format.is_some() && args.out.is_none() && args.json {
        bail!(tr!("cmd-seq-json-and-values"));
    }
    for path in args.resume.iter().chain(&args.checkpoint) {
        remove_stale_temporaries(path);
    }
    let mut run = match &args.resume {
        Some(path) => {
            let run = checkpoint::load(path)?
                .resume(rule.clone(), name.clone())
                .with_context(|| tr!("cmd-the-checkpoint", file = shown(path)))?;
            if run.computed() > upto.saturating_add(1) && run.kept().len() as u64 <= upto {
                bail!(tr!(
                    "cmd-seq-checkpoint-longer",
                    file = shown(path),
                    computed = run.computed(),
                    upto = upto,
                    limit = KEEP_LIMIT,
                    resume = run.computed() - 1
                ));
            }
            run
        }
        None => {
            let run = SequenceRun::new(rule.clone(), name.clone())?;
            if run.engine().is_none() && args.checkpoint.is_some() {
                bail!(tr!("cmd-seq-no-checkpoint-needed", game = &game));
            }
            run
        }
    };
    // And the sparse engine's vector and dense blocks.
    run.set_threads(args.threads.map_or_else(every_core, usize::from));
    let meta = Meta {
        game: name.clone(),
        code: rule.code(),
    };
    let mut out = Outputs {
        sink: None,
        chart: args.plot.as_ref().map(|_| {
            let axis = if args.log { Axis::Log } else { Axis::Linear };
            ChartColumns::new(from, upto, axis, DEFAULT_COLUMNS)
        }),
    };
    // What the run already computed (a resumed checkpoint) goes out first: from the
    // partial values file, or from the values the checkpoint keeps.
    let done = run.computed().min(upto.saturating_add(1));
    let prefix_kept = from >= done || run.kept().len() as u64 >= done;
    let mut prefix_from = done;
    if let Some(format) = format {
        let resumed = match (&args.resume, &args.out) {
            (Some(_), Some(path)) => {
                let known = |n: u64| run.kept().get(n);
                Sink::resume(format, path, &meta, from, upto, run.computed(), &known)?
            }
            _ => None,
        };
        let sink = match resumed {
            Some(s) => s,
            None => {
                if !prefix_kept {
                    let how = match &args.out {
                        Some(p) => tr!("cmd-seq-part-gone", file = shown(&values::part_path(p)?)),
                        None => tr!("cmd-seq-write-rest", from = run.computed()),
                    };
                    bail!(tr!(
                        "cmd-seq-past-keep-limit",
                        limit = KEEP_LIMIT,
                        from = from,
                        how = how
                    ));
                }
                prefix_from = from;
                Sink::create(format, args.out.as_deref(), &meta, from, upto)?
            }
        };
        out.sink = Some(sink);
    }
    if out.chart.is_some() {
        if !prefix_kept {
            bail!(tr!("cmd-seq-plot-past-keep-limit", limit = KEEP_LIMIT));
        }
        prefix_from = from;
    }
    out.push_run(&run, prefix_from, done)?;

    let cancel = Arc::new(AtomicBool::new(false));
    {
        let cancel = cancel.clone();
        // A second handler cannot be installed (tests call run twice in-process): ignore.
        let _ = ctrlc::set_handler(move || cancel.store(true, Ordering::SeqCst));
    }
    let bar = progress_bar(&args, upto, &name);
    bar.set_position(run.computed());

    // The run looks for a period as it goes, and past a proved one generates the values
    // (for the values output and the plot) and the statistics (for the report) instead of
    // computing them.
    let mut last_save = Instant::now();
    loop {
        let stop = run.step(upto, true, &mut |p| bar.set_position(p.computed), &cancel)?;
        let (Stop::Chunk { from } | Stop::Done { from } | Stop::Cancelled { from }) = stop;
        out.push_run(&run, from, run.computed())?;
        match stop {
            Stop::Done { .. } => break,
            Stop::Cancelled { .. } => {
                bar.finish_and_clear();
                return interrupted(&args, &game, &name, upto, &run, out, run.computed());
            }
            Stop::Chunk { .. } => {}
        }
        // The state is copied only when a checkpoint is due; the values output is
        // written out first, so that it always holds the checkpoint's values.
        if let Some(path) = &args.checkpoint
            && last_save.elapsed() >= Duration::from_secs(args.checkpoint_every)
        {
            if let Some(ck) = Checkpoint::of_run(&run) {
                if let Some(s) = &mut out.sink {
                    s.sync()?;
                }
                checkpoint::save(path, &ck)?;
            }
            last_save = Instant::now();
        }
    }
    // From --from on (nothing before it is written or drawn): G(A) for an A far past the
    // period's start is at hand at once.
    let first = run.computed().max(from);
    if out.any()
        && first <= upto
        && let Some(values) = run.period_values(first)
    {
        let mut n = first;
        bar.set_position(n);
        for v in values {
            if n > upto {
                break;
            }
            out.push(n, v)?;
            n += 1;
            if n % CHUNK == 0 {
                bar.set_position(n);
                if cancel.load(Ordering::Relaxed) {
                    bar.finish_and_clear();
                    return interrupted(&args, &game, &name, upto, &run, out, n);
                }
            }
        }
    }
    bar.finish_and_clear();
    if let Some(path) = &args.checkpoint
        && let Some(ck) = Checkpoint::of_run(&run)
    {
        checkpoint::save(path, &ck)?;
        let saved = tr!(
            "cmd-seq-saved-checkpoint",
            computed = run.computed().saturating_sub(1),
            file = shown(path)
        );
        eprintln!("grundy: {saved}");
    }

    // Past a proved period the report counts G(0..=upto) through it, computing nothing
    // more (with --period the run stops at the proof, as asked).
    if !args.period && run.generate_to(upto, &cancel).is_err() {
        return interrupted(&args, &game, &name, upto, &run, out, run.computed());
    }
    // A resumed checkpoint may hold more than asked: report G(0..=upto) only.
    let report: SeqReport = run
        .report_to(upto.saturating_add(1))
        .with_context(|| tr!("cmd-internal-values-gone"))?;
    // With --from, the table is of G(A), …, G(B), from the run or its proved period.
    let range = args
        .from
        .and_then(|from| range_values(&run, from, upto).map(|v| (from, v)));
    let to_stdout = out.sink.is_some() && args.out.is_none();
    if let Some(sink) = out.sink.take() {
        sink.finish()?;
        if let Some(path) = &args.out {
            let wrote = if run.computed() <= upto {
                tr!(
                    "cmd-seq-wrote-generated",
                    from = from,
                    upto = upto,
                    file = shown(path),
                    generated = run.computed()
                )
            } else {
                tr!(
                    "cmd-seq-wrote",
                    from = from,
                    upto = upto,
                    file = shown(path)
                )
            };
            eprintln!("grundy: {wrote}");
        }
    }
    if let (Some(path), Some(chart)) = (&args.plot, &out.chart) {
        let chart = chart.finish(report.stats.split.as_ref());
        let marks = report.period.as_ref().and_then(|p| {
            p.small()
                .map(|(preperiod, period, _)| (preperiod, period, p.certified))
        });
        crate::plot::scatter(path, &chart, &plot_title(&report, from, upto), marks)?;
        let drew = tr!(
            "cmd-seq-wrote-plot",
            from = from,
            upto = upto,
            file = shown(path)
        );
        eprintln!("grundy: {drew}");
    }
    if let Some(path) = &args.histogram {
        crate::plot::histogram(path, &report)?;
        let drew = tr!("cmd-seq-wrote-histogram", upto = upto, file = shown(path));
        eprintln!("grundy: {drew}");
    }
    // The proof's data, written atomically beside the other outputs (a device or a pipe
    // in place, never replaced; a directory refused).
    let unproved = match &args.certificate {
        Some(path) => !write_certificate(path, &rule, report.period.as_ref())?,
        None => false,
    };
    let unproved = unproved.then(|| tr!("cmd-seq-no-certificate", game = &name, upto = upto));
    if to_stdout {
        return match unproved {
            Some(why) => bail!(why),
            None => Ok(0),
        };
    }
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::new(stdout.lock());
    if args.json {
        serde_json::to_writer(&mut w, &report)?;
        writeln!(w)?;
    } else {
        // A file or a picture holds the values: the summary only, unless --table.
        let to_file = args.out.is_some()
            || args.plot.is_some()
            || args.histogram.is_some()
            || args.checkpoint.is_some();
        let range = range.as_ref().map(|(from, v)| (*from, v.as_slice()));
        text(&mut w, &report, args.table || !to_file, range)?;
    }
    w.flush()?;
    match unproved {
        Some(why) => bail!(why),
        None => Ok(0),
    }
}

/// Writes the certificate of a proved `period` of `rule` to `path` (through a temporary
/// file renamed over it, as the checkpoints are); false, and nothing written, when the
/// period is not proved.
fn write_certificate(
    path: &Path,
    rule: &SequenceRule,
    period: Option<&sequence::Periodicity>,
) -> Result<bool> {
    let Some(certificate) = period.and_then(|p| Certificate::new(rule, p)) else {
        return Ok(false);
    };
    let mut json = serde_json::to_vec_pretty(&certificate)?;
    json.push(b'\n');
    checkpoint::write_atomic(path, &json)?;
    let wrote = if certificate.checkable {
        tr!("cmd-seq-wrote-certificate", file = shown(path))
    } else {
        tr!(
            "cmd-seq-wrote-certificate-unchecked",
            file = shown(path),
            theorem = certificate.theorem.description_in(crate::lang::current())
        )
    };
    eprintln!("grundy: {wrote}");
    Ok(true)
}

fn plot_title(report: &SeqReport, from: u64, upto: u64) -> String {
    let name = if report.game == report.code {
        report.game.clone()
    } else {
        format!("{} ({})", report.game, report.code)
    };
    tr!("cmd-plot-title", name = name, from = from, upto = upto)
}

fn progress_bar(args: &SeqArgs, upto: u64, name: &str) -> ProgressBar {
    if args.quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(upto.saturating_add(1));
    bar.set_style(
        ProgressStyle::with_template(&crate::lang::bar_template("cmd-bar-values", ""))
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(name.to_string());
    bar
}

/// Ctrl-C: the values output keeps what it has (its partial file), the checkpoint is
/// saved, and the way to go on is printed. `written` is the first value not output.
fn interrupted(
    args: &SeqArgs,
    game: &str,
    name: &str,
    upto: u64,
    run: &SequenceRun,
    mut out: Outputs,
    written: u64,
) -> Result<u8> {
    let part = match out.sink.take() {
        Some(s) => s.interrupt()?,
        None => None,
    };
    let computed = run.computed();
    let Some(ck) = Checkpoint::of_run(run) else {
        eprintln!(
            "grundy: {}",
            tr!(
                "cmd-seq-interrupted-unsaved",
                computed = written.max(computed),
                game = game
            )
        );
        return Ok(130);
    };
    let path = args
        .checkpoint
        .clone()
        .unwrap_or_else(|| default_checkpoint(name));
    checkpoint::save(&path, &ck)?;
    let saved = match &part {
        Some(p) => tr!(
            "cmd-seq-interrupted-part",
            computed = computed,
            part = shown(p),
            file = shown(&path)
        ),
        None => tr!(
            "cmd-seq-interrupted",
            computed = computed,
            file = shown(&path)
        ),
    };
    let again = format!(
        "grundy seq {game} --resume {} --upto {upto}",
        path.display()
    );
    eprintln!(
        "grundy: {saved}\n  {}",
        tr!("cmd-seq-resume-with", command = again)
    );
    Ok(130)
}

/// `--check FILE`: the file's values against a recomputation (all, or a sample), and a
/// binary file's checksum.
fn check(args: &SeqArgs, file: &Path) -> Result<u8> {
    let mut reader = Reader::open(file)?;
    let header = reader.header.clone();
    let game = match (&args.game, &header) {
        (Some(g), _) => g.clone(),
        (None, Some(h)) => h.game.clone(),
        (None, None) => bail!(tr!("cmd-check-name-game", file = shown(file))),
    };
    let (rule, name) = parse_game(&game)?;
    if let Some(h) = &header
        && h.code != rule.code()
    {
        bail!(tr!(
            "cmd-check-other-game",
            file = shown(file),
            held = &h.game,
            held_code = &h.code,
            game = &game,
            code = rule.code()
        ));
    }
    // The positions to check: all, or K drawn at random from the file's range.
    let sample = match args.sample {
        None => None,
        Some(k) => {
            let (first, last) = match &header {
                Some(h) if h.count > 0 => (h.first, h.first + h.count - 1),
                Some(_) => bail!(tr!("cmd-check-unfinished", file = shown(file))),
                None => {
                    let mut r = Reader::open(file)?;
                    let first = r.next()?.map(|(n, _)| n);
                    let mut last = first;
                    while let Some((n, _)) = r.next()? {
                        last = Some(n);
                    }
                    match (first, last) {
                        (Some(a), Some(b)) => (a, b),
                        _ => bail!(tr!("cmd-check-no-values", file = shown(file))),
                    }
                }
            };
            Some(draw_sample(first, last, k))
        }
    };
    let mut run = SequenceRun::new(rule, name)?;
    let cancel = AtomicBool::new(false);
    let bar = match &header {
        Some(h) => progress_bar(args, h.first + h.count.saturating_sub(1), &game),
        None => progress_bar(args, 0, &game),
    };
    let (mut checked, mut first, mut last, mut previous) = (0u64, None, 0u64, None);
    while let Some((n, v)) = reader.next()? {
        if previous.is_some_and(|p| n <= p) {
            bail!(tr!(
                "cmd-check-rows-down",
                file = shown(file),
                n = n,
                previous = previous.unwrap_or(0)
            ));
        }
        previous = Some(n);
        first.get_or_insert(n);
        last = n;
        if sample.as_ref().is_some_and(|s| !s.contains(&n)) {
            continue;
        }
        let expected = loop {
            if let Some(g) = run.period_value(n) {
                break g;
            }
            if n < run.computed() {
                break run
                    .value(n)
                    .with_context(|| tr!("cmd-internal-value-gone", n = n.to_string()))?;
            }
            let target = n.saturating_add(CHUNK);
            run.step(target, true, &mut |p| bar.set_position(p.computed), &cancel)?;
        };
        checked += 1;
        if expected != v {
            bar.finish_and_clear();
            println!(
                "{}",
                tr!(
                    "cmd-check-wrong",
                    file = shown(file),
                    n = n,
                    value = v,
                    expected = expected,
                    checked = checked
                )
            );
            return Ok(1);
        }
    }
    bar.finish_and_clear();
    let Some(first) = first else {
        bail!(tr!("cmd-check-no-values", file = shown(file)));
    };
    let how = match sample {
        Some(_) => tr!("cmd-check-sample-agrees", checked = checked),
        None => tr!("cmd-check-all-agree", checked = checked),
    };
    match reader.checksum_matches() {
        Some(false) => {
            println!(
                "{}: G({first}), …, G({last}): {}",
                file.display(),
                tr!("cmd-check-checksum-wrong", how = how)
            );
            Ok(1)
        }
        Some(true) => {
            println!(
                "{}: G({first}), …, G({last}): {}",
                file.display(),
                tr!("cmd-check-checksum-ok", how = how)
            );
            Ok(0)
        }
        None => {
            println!("{}: G({first}), …, G({last}): {how}", file.display());
            Ok(0)
        }
    }
}

/// `k` heap sizes drawn at random from `first..=last` (all of them when there are fewer).
fn draw_sample(first: u64, last: u64, k: u64) -> std::collections::BTreeSet<u64> {
    let span = last - first + 1;
    if k >= span {
        return (first..=last).collect();
    }
    let mut state = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x9e37_79b9_7f4a_7c15, |d| d.as_nanos() as u64)
        | 1;
    let mut out = std::collections::BTreeSet::new();
    while (out.len() as u64) < k {
        // xorshift64*
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        let r = state.wrapping_mul(0x2545_f491_4f6c_dd1d);
        out.insert(first + r % span);
    }
    out
}

/// `--compare A B`: the first `n` where two values files differ.
fn compare(a: &Path, b: &Path) -> Result<u8> {
    let mut ra = Reader::open(a)?;
    let mut rb = Reader::open(b)?;
    let (mut x, mut y) = (ra.next()?, rb.next()?);
    let (mut same, mut from, mut to) = (0u64, None, 0u64);
    loop {
        match (x, y) {
            (Some((n, v)), Some((m, w))) if n == m => {
                if v != w {
                    println!(
                        "{}",
                        tr!(
                            "cmd-compare-differ",
                            n = n,
                            a = ra.name(),
                            v = v,
                            b = rb.name(),
                            w = w,
                            same = same
                        )
                    );
                    return Ok(1);
                }
                from.get_or_insert(n);
                to = n;
                same += 1;
                x = ra.next()?;
                y = rb.next()?;
            }
            (Some((n, _)), Some((m, _))) => {
                // Only the values both files hold are compared.
                if n < m {
                    x = ra.next()?;
                } else {
                    y = rb.next()?;
                }
            }
            (None, None) => break,
            (Some((n, _)), None) | (None, Some((n, _))) => {
                let (longer, shorter) = if x.is_some() { (&ra, &rb) } else { (&rb, &ra) };
                let agree = match from {
                    Some(f) => tr!("cmd-compare-longer-range", same = same, from = f, to = to),
                    None => tr!("cmd-compare-longer-none", same = same),
                };
                println!(
                    "{}",
                    tr!(
                        "cmd-compare-longer",
                        longer = longer.name(),
                        n = n,
                        shorter = shorter.name(),
                        agree = agree
                    )
                );
                return Ok(1);
            }
        }
    }
    for r in [&ra, &rb] {
        if r.checksum_matches() == Some(false) {
            println!("{}", tr!("cmd-compare-checksum", file = r.name()));
            return Ok(1);
        }
    }
    match from {
        Some(f) => println!(
            "{}",
            tr!("cmd-compare-same", same = same, from = f, to = to)
        ),
        None => println!("{}", tr!("cmd-compare-nothing-common")),
    }
    Ok(0)
}

/// The report as text: the library's words ([`SequenceReport::explain`]) around the values
/// laid out ten to a row.
/// The report in words; `table`: with the table of the values (else a line saying it was
/// left out).
/// `G(from), …, G(upto)` as the run knows them (computed and kept, or generated from its
/// proved period), whatever `from` — `None` when one of them is not at hand or they are
/// more than a table shows ([`KEEP_LIMIT`]).
fn range_values(run: &SequenceRun, from: u64, upto: u64) -> Option<Vec<u64>> {
    let count = upto.checked_sub(from)?.checked_add(1)?;
    if count > KEEP_LIMIT {
        return None;
    }
    (from..=upto)
        .map(|n| run.value(n).or_else(|| run.period_value(n)))
        .collect()
}

/// The report in words, with the table of values when `table`: of every value it keeps,
/// or with `range` (`--from A`: A and the values from it) of those.
fn text(
    out: &mut dyn Write,
    r: &SeqReport,
    table: bool,
    range: Option<(u64, &[u64])>,
) -> std::io::Result<()> {
    let words = r.explain_in(crate::lang::current());
    let Some((head, rest)) = words.split_first() else {
        return Ok(());
    };
    writeln!(out, "{}", head.title)?;
    // A table of the range is shown even where the whole sequence is too long to list.
    let not_listed = crate::lang::text(
        "seq-not-listed",
        &[("limit", KEEP_LIMIT.to_string().into())],
    );
    for p in &head.paragraphs {
        if range.is_some() && table && *p == not_listed {
            continue;
        }
        writeln!(out, "  {p}")?;
    }
    if let Some((from, values)) = range.filter(|_| table) {
        let last = from.saturating_add(values.len() as u64).saturating_sub(1);
        let width = last.to_string().len();
        for (i, row) in values.chunks(10).enumerate() {
            let row: Vec<String> = row.iter().map(|v| format!("{v:>2}")).collect();
            let n = from + 10 * i as u64;
            writeln!(out, "  {n:>width$} │ {}", row.join(" "))?;
        }
    } else if let Some(values) = r.values.as_ref().filter(|_| table) {
        let width = r.computed.saturating_sub(1).to_string().len();
        let mut row: Vec<String> = Vec::with_capacity(10);
        for (n, v) in values.iter().enumerate() {
            row.push(format!("{v:>2}"));
            if row.len() == 10 || n + 1 == values.len() {
                writeln!(out, "  {:>width$} │ {}", n - n % 10, row.join(" "))?;
                row.clear();
            }
        }
    } else if r.values.is_some() {
        writeln!(out, "  {}", tr!("cmd-seq-table-left-out"))?;
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
        for e in s.explain_in(crate::lang::current()) {
            render::explanation(&mut out, &e, render::Paint(false))?;
        }
    }
    out.flush()?;
    Ok(0)
}

/// The threads the machine offers (1 if it cannot tell).
pub fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}
