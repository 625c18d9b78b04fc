//! `grundy census`: the nim-sequences of a family of rulesets, on all cores or on several
//! machines. The work is the `grundy-census` crate's (timely dataflow over the library's
//! sequence engine); this module reads the arguments, prints progress and the summary.

use anyhow::{bail, Context, Result};
use clap::{ArgAction, Args};
use grundy_census::census::{self, CensusOptions};
use grundy_census::family::{codes_from_text, Family, Member};
use grundy_census::row::{Limits, Row, Status};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The arguments of `grundy census`. `-h` is timely's host file here: help is `--help`.
#[derive(Debug, Args)]
#[command(disable_help_flag = true)]
pub struct CensusArgs {
    /// Every octal code 0.d1…dK of K digits (with --first-digit-max, d1 ≤ A).
    #[arg(long, value_name = "K")]
    octal_digits: Option<u32>,
    /// With --octal-digits: the largest first digit d1 (0–7).
    #[arg(long, value_name = "A", default_value_t = 7)]
    first_digit_max: u32,
    /// Every hexadecimal code hex(0.d1…dK) of K digits (0–F).
    #[arg(long, value_name = "K")]
    hex_digits: Option<u32>,
    /// Every non-empty subtraction set of {1, …, M}.
    #[arg(long, value_name = "M")]
    subtraction_max: Option<u32>,
    /// The rulesets of FILE, one per line (0.137, hex(0.8F), sub(1,3,4), kayles, …);
    /// blank lines and # comments are skipped.
    #[arg(long, value_name = "FILE")]
    codes: Option<PathBuf>,
    /// Compute each ruleset up to G(N) (less when a period is proved first). N may be
    /// written 2^K.
    #[arg(long, value_name = "N", default_value = "2^16", value_parser = parse_count)]
    upto: u64,
    /// Give each ruleset at most S seconds (then it is "open" at what was computed).
    #[arg(long, value_name = "S")]
    time_per_code: Option<f64>,
    /// The rows as JSON lines, appended and synced as each ruleset finishes; a census
    /// started again on the same file skips every code already in it.
    #[arg(long, value_name = "FILE.jsonl")]
    out: PathBuf,
    /// The rows as CSV (default: --out with the extension .csv).
    #[arg(long, value_name = "FILE.csv")]
    csv: Option<PathBuf>,
    /// Print only the summary, not the table of standard forms.
    #[arg(long)]
    no_table: bool,
    #[command(flatten)]
    timely: crate::timely_args::TimelyArgs,
    /// Print help.
    #[arg(long, action = ArgAction::Help)]
    help: Option<bool>,
}

/// `N` or `2^K`.
fn parse_count(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if let Some(k) = t.strip_prefix("2^") {
        let k: u32 = k
            .parse()
            .map_err(|_| format!("{text:?}: expected N or 2^K"))?;
        return 1u64
            .checked_shl(k)
            .filter(|_| k < 64)
            .ok_or_else(|| format!("{text:?}: 2^K needs K < 64"));
    }
    t.replace('_', "")
        .parse()
        .map_err(|_| format!("{text:?}: expected N or 2^K"))
}

fn members(args: &CensusArgs) -> Result<Vec<Member>> {
    let mut families = Vec::new();
    if let Some(k) = args.octal_digits {
        families.push(Family::Octal {
            digits: k,
            first_max: args.first_digit_max,
        });
    }
    if let Some(k) = args.hex_digits {
        families.push(Family::Hex { digits: k });
    }
    if let Some(m) = args.subtraction_max {
        families.push(Family::Subtraction { max: m });
    }
    if let Some(path) = &args.codes {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the codes file {}", path.display()))?;
        families.push(Family::Codes(codes_from_text(&text)));
    }
    if families.is_empty() {
        bail!(
            "no family: give --octal-digits K, --hex-digits K, --subtraction-max M or --codes FILE"
        );
    }
    let mut out = Vec::new();
    for f in families {
        let what = format!("{f:?}");
        out.extend(f.members().with_context(|| format!("in {what}"))?);
    }
    Ok(out)
}

/// Runs `grundy census`.
pub fn run(args: CensusArgs) -> Result<u8> {
    if let Some(s) = args.time_per_code {
        if !(s.is_finite() && s > 0.0 && s < 1e9) {
            bail!("--time-per-code {s}: give a positive number of seconds");
        }
    }
    let threads = args.timely.threads();
    let config = args.timely.config()?;
    let leader = args.timely.process == 0;
    let members = if leader { members(&args)? } else { Vec::new() };
    let csv = args
        .csv
        .clone()
        .unwrap_or_else(|| args.out.with_extension("csv"));
    let options = CensusOptions {
        members,
        limits: Limits { upto: args.upto },
        time_per_code: args.time_per_code.map(Duration::from_secs_f64),
        out: args.out.clone(),
        csv: csv.clone(),
        config,
    };
    // A lost connection (a killed process, a network failure) panics in timely's
    // communication threads: every finished row is already synced to the file, so say so
    // in one line and stop with the error status.
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("a worker stopped");
        eprintln!(
            "grundy: error: the census stopped: {what} (every finished row is in the file: run the same command again to resume)"
        );
        std::process::exit(2);
    }));
    let start = Instant::now();
    let progress: census::Progress = Arc::new(move |row: &Row, done, total| {
        let what = match row.status {
            Status::Periodic => format!(
                "periodic, preperiod {}, period {}",
                row.preperiod.unwrap_or(0),
                row.period.unwrap_or(0)
            ),
            Status::Open => format!("open at {}", row.checked_to),
            Status::Error => format!("error: {}", row.error.as_deref().unwrap_or("")),
        };
        eprintln!(
            "[{done}/{total}] {} ({}): {what}  [{:.1}s]",
            row.code,
            row.standard_form,
            start.elapsed().as_secs_f64()
        );
    });
    let outcome = census::run(options, progress)?;
    if !outcome.leader {
        eprintln!(
            "process {}: done (process 0 holds the rows)",
            args.timely.process
        );
        return Ok(0);
    }
    let mut out = std::io::stdout().lock();
    if !args.no_table {
        print_table(&mut out, &outcome.rows)?;
    }
    let s = &outcome.summary;
    writeln!(
        out,
        "census: {} rows ({} standard forms): {} periodic, {} open, {} errors; {} rows already in {}, {} written now ({} standard forms computed) in {:.1}s with {} worker(s) × {} process(es)",
        s.rows,
        s.standard_forms,
        s.periodic,
        s.open,
        s.errors,
        outcome.resumed,
        args.out.display(),
        outcome.written,
        outcome.computed,
        start.elapsed().as_secs_f64(),
        threads,
        args.timely.processes
    )?;
    if let Some((p, form)) = &s.longest_period {
        writeln!(out, "longest period: {p} ({form})")?;
    }
    if let Some((e, form)) = &s.longest_preperiod {
        writeln!(out, "longest preperiod: {e} ({form})")?;
    }
    if !s.equal_sequences.is_empty() {
        writeln!(
            out,
            "{} classes of standard forms with the same proved nim-sequence:",
            s.equal_sequences.len()
        )?;
        for class in &s.equal_sequences {
            writeln!(out, "  {}", class.join(" = "))?;
        }
    }
    if !s.shifted.is_empty() {
        writeln!(
            out,
            "{} classes whose proved nim-sequence is another's shifted (G_a(n + k) = G_b(n)):",
            s.shifted.len()
        )?;
        for (a, k, b) in &s.shifted {
            writeln!(out, "  {a} = {b} shifted by {k}")?;
        }
    }
    writeln!(out, "rows: {} and {}", args.out.display(), csv.display())?;
    Ok(0)
}

fn print_table(out: &mut impl Write, rows: &[Row]) -> Result<()> {
    let mut forms: BTreeMap<&str, (usize, &Row)> = BTreeMap::new();
    let mut order = Vec::new();
    for r in rows {
        forms
            .entry(r.standard_form.as_str())
            .and_modify(|e| e.0 += 1)
            .or_insert_with(|| {
                order.push(r.standard_form.as_str());
                (1, r)
            });
    }
    writeln!(
        out,
        "{:<16} {:>5} {:<8} {:>9} {:>7} {:>10} {:>7} {:>9}",
        "standard form", "codes", "status", "preperiod", "period", "checked to", "largest", "rare"
    )?;
    for form in order {
        let Some((count, r)) = forms.get(form) else {
            continue;
        };
        let opt = |x: Option<u64>| x.map_or("-".to_string(), |v| v.to_string());
        writeln!(
            out,
            "{:<16} {:>5} {:<8} {:>9} {:>7} {:>10} {:>7} {:>9}",
            form,
            count,
            r.status.as_str(),
            opt(r.preperiod),
            opt(r.period),
            r.checked_to,
            r.largest_value,
            opt(r.rare_count)
        )?;
    }
    Ok(())
}
