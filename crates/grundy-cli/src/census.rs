//! `grundy census`: the nim-sequences of a family of rulesets, on all cores or on several
//! machines. The work is the `grundy-census` crate's (timely dataflow over the library's
//! sequence engine); this module reads the arguments, prints progress and the summary.

use crate::lang::{shown, tr};
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
    /// Write the certificate of each proved row into DIR (one JSON file per ruleset,
    /// named after its code), for `grundy-check` to verify; see docs/certificate.md.
    #[arg(long, value_name = "DIR")]
    certificates: Option<PathBuf>,
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
            .with_context(|| tr!("cmd-census-cannot-read-codes", file = shown(path)))?;
        families.push(Family::Codes(codes_from_text(&text)));
    }
    if families.is_empty() {
        bail!(tr!("cmd-census-no-family"));
    }
    let mut out = Vec::new();
    for f in families {
        // A family's error names the family; a listed code's names its place in the list,
        // so the file is said too.
        let members = match (&f, &args.codes) {
            (Family::Codes(_), Some(path)) => f
                .members()
                .with_context(|| tr!("cmd-census-in-file", file = shown(path)))?,
            _ => f.members()?,
        };
        out.extend(members);
    }
    Ok(out)
}

/// Runs `grundy census`.
pub fn run(args: CensusArgs) -> Result<u8> {
    if let Some(s) = args.time_per_code
        && !(s.is_finite() && s > 0.0 && s < 1e9)
    {
        bail!(tr!("cmd-census-time-per-code", value = s.to_string()));
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
        connect_timeout: args.timely.connect_timeout(),
    };
    // A lost connection (a killed process, a network failure) panics in timely's
    // communication threads: every finished row is already synced to the file, so say so
    // in one line and stop with the error status.
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| tr!("cmd-worker-stopped"));
        eprintln!(
            "grundy: {} {}",
            tr!("cli-error"),
            tr!("census-stopped", why = what)
        );
        std::process::exit(2);
    }));
    let start = Instant::now();
    let progress: census::Progress = Arc::new(move |row: &Row, done, total| {
        let what = match row.status {
            Status::Periodic => tr!(
                "cmd-census-row-periodic",
                preperiod = row.preperiod.unwrap_or(0),
                period = row.period.unwrap_or(0)
            ),
            Status::Open => tr!("cmd-census-row-open", at = row.checked_to),
            Status::Error => tr!(
                "cmd-census-row-error",
                why = row.error.as_deref().unwrap_or("")
            ),
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
            "{}",
            tr!("cmd-census-process-done", process = args.timely.process)
        );
        return Ok(0);
    }
    if let Some(dir) = &args.certificates {
        let count = write_certificates(dir, &outcome.rows)?;
        eprintln!(
            "grundy: {}",
            tr!(
                "cmd-census-wrote-certificates",
                count = count,
                dir = shown(dir)
            )
        );
    }
    let mut out = std::io::stdout().lock();
    if !args.no_table {
        print_table(&mut out, &outcome.rows)?;
    }
    let s = &outcome.summary;
    writeln!(
        out,
        "{}",
        tr!(
            "cmd-census-summary",
            rows = s.rows,
            forms = s.standard_forms,
            periodic = s.periodic,
            open = s.open,
            errors = s.errors
        )
    )?;
    writeln!(
        out,
        "{}",
        tr!(
            "cmd-census-work",
            resumed = outcome.resumed,
            file = shown(&args.out),
            written = outcome.written,
            computed = outcome.computed,
            seconds = format!("{:.1}", start.elapsed().as_secs_f64()),
            workers = threads,
            processes = args.timely.processes
        )
    )?;
    if let Some((p, form)) = &s.longest_period {
        writeln!(
            out,
            "{}",
            tr!("cmd-census-longest-period", period = *p, form = form)
        )?;
    }
    if let Some((e, form)) = &s.longest_preperiod {
        writeln!(
            out,
            "{}",
            tr!("cmd-census-longest-preperiod", preperiod = *e, form = form)
        )?;
    }
    if !s.equal_sequences.is_empty() {
        writeln!(
            out,
            "{}",
            tr!("cmd-census-equal", count = s.equal_sequences.len())
        )?;
        for class in &s.equal_sequences {
            writeln!(out, "  {}", class.join(" = "))?;
        }
    }
    if !s.shifted.is_empty() {
        writeln!(
            out,
            "{}",
            tr!("cmd-census-shifted", count = s.shifted.len())
        )?;
        for (a, k, b) in &s.shifted {
            writeln!(
                out,
                "  {}",
                tr!("cmd-census-shifted-by", a = a, b = b, k = *k)
            )?;
        }
    }
    writeln!(
        out,
        "{}",
        tr!(
            "cmd-census-rows-in",
            file = shown(&args.out),
            csv = shown(&csv)
        )
    )?;
    Ok(0)
}

/// One certificate per periodic row into `dir` (made if missing), each written
/// atomically; how many.
fn write_certificates(dir: &std::path::Path, rows: &[Row]) -> Result<usize> {
    std::fs::create_dir_all(dir)
        .with_context(|| tr!("cmd-census-cannot-create-dir", dir = shown(dir)))?;
    let mut count = 0;
    for row in rows {
        let Some(certificate) = grundy_census::row::certificate(row) else {
            continue;
        };
        let mut json = serde_json::to_vec_pretty(&certificate)?;
        json.push(b'\n');
        let path = dir.join(grundy_census::row::certificate_file_name(&row.code));
        crate::checkpoint::write_atomic(&path, &json)?;
        count += 1;
    }
    Ok(count)
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
    let h = |id: &str| tr!(id);
    writeln!(
        out,
        "{:<16} {:>5} {:<8} {:>9} {:>7} {:>10} {:>7} {:>9}",
        h("cmd-census-col-form"),
        h("cmd-census-col-codes"),
        h("cmd-census-col-status"),
        h("cmd-census-col-preperiod"),
        h("cmd-census-col-period"),
        h("cmd-census-col-checked"),
        h("cmd-census-col-largest"),
        h("cmd-census-col-rare")
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
