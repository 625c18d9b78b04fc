//! `bench-heap`: values per second and peak memory of the heap-game engines.
//!
//! ```text
//! cargo run --release -p grundy-bench --features ogs --bin bench-heap -- [--games LIST] [--max-n LOG2]
//! ```
//!
//! Every measurement runs in a child process (this binary again, with `--child`), so
//! that its peak resident memory (`getrusage` maxrss) is its own. Engines: `sparse`
//! (every core), `sparse-1t` (one thread), `sparse-Nt` (N threads: rayon's pool and the
//! vector blocks' threads), `sparse-portable` (one thread, without the
//! vector kernels), `naive` (at a smaller N, where it is feasible),
//! and `ogs` (the crates.io crate `ogs`, `RCSolver`, when built with `--features ogs`).
//! Each engine runs at the instruction-set level of the process (the CPU's best, or the one
//! `GRUNDY_SIMD` forces); `ENGINE@LEVEL` (`sparse-1t@avx2`, `sparse-1t@portable`,
//! `ogs@avx512`, `sparse-1t@neon` on aarch64, …) runs it in a child with `GRUNDY_SIMD=LEVEL`,
//! so that one run measures the levels side by side (`--levels avx512,avx2,portable`, or
//! `neon,portable` on aarch64, turns each sparse engine asked for into one per level; a
//! level the CPU lacks is refused by the child, with its message). `--threads 1,2` adds the engines `sparse-1t,sparse-2t` (a scaling table: each row's
//! ratio is against the first of its game and size); `--repeat R` measures each engine
//! R times, alternating.
//! Games: `officers` (N = 2^24, 2^28), `grundy-game` (2^24), `treblecross` (2^20), and
//! the time to certify a period of `kayles` and `dawson-chess`. `--max-n L` caps every N
//! at 2^L.
//!
//! `--corpus LOG2` runs instead every heap game of the test corpus ([`CORPUS`]: the
//! take-and-break codes and named heap games of the grundy crate's tests and of the
//! census's published periods, each once by its canonical code) to N = 2^LOG2 with `ogs`
//! (where it can parse the code) and `sparse-1t`, one child after the other, each
//! stopped after `--timeout S` seconds (default 120), and prints one row per game with
//! the ratio of the two CPU times (user + system of each child).

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::NaiveEngine;
use grundy::sequence::search::search;
use grundy::sequence::SequenceRule;

/// The period of a heap rule's values.
fn analyze(
    rule: &grundy::heap::rule::HeapRule,
    values: &[u16],
) -> Option<grundy::sequence::Periodicity> {
    grundy::sequence::analyze(&SequenceRule::from(rule), values)
}
use grundy::heap::rule::{HeapRule, ALIASES};
use grundy::heap::sparse::{SparseConfig, SparseEngine};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// One measurement, as the child prints it.
#[derive(Debug, Clone)]
struct Measure {
    engine: String,
    game: String,
    n: u64,
    seconds: f64,
    maxrss_kib: u64,
    /// FNV-1a over the last 1024 values (or the certificate), to check agreement.
    checksum: String,
}

fn maxrss_kib() -> u64 {
    // SAFETY: getrusage writes into the zeroed struct we pass; no other invariant.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_SELF, &mut usage) == 0 {
            usage.ru_maxrss as u64
        } else {
            0
        }
    }
}

fn fnv(values: impl Iterator<Item = u16>) -> String {
    let mut h: u64 = 0xcbf29ce484222325;
    for v in values {
        for b in v.to_le_bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    format!("{h:016x}")
}

#[cfg(feature = "ogs")]
fn code_of(game: &str) -> String {
    HeapRule::parse(game)
        .map(|r| r.to_string())
        .unwrap_or_else(|_| game.to_string())
}

/// The threads of an engine named `sparse-Nt` (N ≥ 2).
fn threads_of(engine: &str) -> Option<usize> {
    let n: usize = engine
        .strip_prefix("sparse-")?
        .strip_suffix('t')?
        .parse()
        .ok()?;
    (n >= 2).then_some(n)
}

/// Runs one measurement in this process and prints it as one tab-separated line.
fn child(engine: &str, game: &str, n: u64) -> Result<(), String> {
    if let Some(threads) = threads_of(engine) {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .map_err(|e| e.to_string())?;
    }
    let rule = HeapRule::parse(game).map_err(|e| e.to_string())?;
    let cancel = AtomicBool::new(false);
    let start = Instant::now();
    // A certification takes microseconds: repeat it for at least 0.2 s.
    let mut reps = 0u32;
    let checksum = loop {
        reps += 1;
        let checksum = match engine {
            _ if threads_of(engine).is_some() || engine == "sparse" => {
                let config = SparseConfig {
                    threads: threads_of(engine).unwrap_or(0),
                    ..SparseConfig::default()
                };
                let mut e =
                    SparseEngine::with_config(rule.clone(), config).map_err(|e| e.to_string())?;
                e.run_until(n - 1, &mut |_| {}, &cancel)
                    .map_err(|e| e.to_string())?;
                fnv((n.saturating_sub(1024)..n).map(|x| e.value(x).unwrap_or(u16::MAX)))
            }
            "sparse-1t" | "sparse-portable" => {
                let config = SparseConfig {
                    parallel: false,
                    vector: engine != "sparse-portable",
                    ..SparseConfig::default()
                };
                let mut e =
                    SparseEngine::with_config(rule.clone(), config).map_err(|e| e.to_string())?;
                e.run_until(n - 1, &mut |_| {}, &cancel)
                    .map_err(|e| e.to_string())?;
                fnv((n.saturating_sub(1024)..n).map(|x| e.value(x).unwrap_or(u16::MAX)))
            }
            "naive" => {
                let mut e = NaiveEngine::new(rule.clone()).map_err(|e| e.to_string())?;
                e.run_until(n - 1, &mut |_| {}, &cancel)
                    .map_err(|e| e.to_string())?;
                fnv(e.values()[n.saturating_sub(1024) as usize..]
                    .iter()
                    .copied())
            }
            "certify-naive" => {
                let s = search(&rule, n, &mut |_| {}, &cancel).map_err(|e| e.to_string())?;
                let p = s
                    .periodicity
                    .filter(|p| p.certified)
                    .ok_or("no certificate")?;
                format!("e={} p={} computed={}", p.preperiod, p.period, s.computed)
            }
            "certify-sparse" => {
                let config = SparseConfig {
                    window_after: None,
                    parallel: false,
                    ..SparseConfig::default()
                };
                let mut e =
                    SparseEngine::with_config(rule.clone(), config).map_err(|e| e.to_string())?;
                let mut upto = 64u64;
                loop {
                    e.run_until(upto - 1, &mut |_| {}, &cancel)
                        .map_err(|e| e.to_string())?;
                    let values: Vec<u16> = (0..upto).map(|x| e.value(x).unwrap()).collect();
                    if let Some(p) = analyze(&rule, &values).filter(|p| p.certified) {
                        break format!("e={} p={} computed={upto}", p.preperiod, p.period);
                    }
                    if upto >= n {
                        return Err("no certificate".into());
                    }
                    upto *= 2;
                }
            }
            #[cfg(feature = "ogs")]
            "ogs" | "certify-ogs" => {
                use ogs::Solver;
                let g: ogs::Game = code_of(game).parse().map_err(|e: &str| e.to_string())?;
                let mut solver = ogs::RCSolver::<true, ()>::with_capacity(g, n as usize);
                if engine == "ogs" {
                    for _ in 0..n {
                        solver.next();
                    }
                    let all = solver.nimbers();
                    fnv(all[all.len().saturating_sub(1024)..].iter().copied())
                } else {
                    let mut upto = 64usize;
                    loop {
                        while solver.nimbers().len() < upto {
                            solver.next();
                        }
                        if let Some((e, p)) = solver.period() {
                            break format!("e={e} p={p} computed={upto}");
                        }
                        if upto as u64 >= n {
                            return Err("no certificate".into());
                        }
                        upto *= 2;
                    }
                }
            }
            other => return Err(format!("unknown engine {other}")),
        };
        if !engine.starts_with("certify") || start.elapsed().as_secs_f64() >= 0.2 {
            break checksum;
        }
    };
    let seconds = start.elapsed().as_secs_f64() / f64::from(reps);
    println!(
        "{engine}\t{game}\t{n}\t{seconds:.6}\t{}\t{checksum}",
        maxrss_kib()
    );
    Ok(())
}

/// The test corpus of `--corpus`: every heap-game code and heap-game name in the grundy
/// crate's tests (`tests/heap_*.rs`, `tests/misere_*.rs`, `tests/cancel.rs`,
/// `tests/bounded_moves.rs`) and in the census's published periods
/// (`crates/grundy-census/tests/rows.rs`), the game names of [`ALIASES`] added; codes
/// that are spellings of one rule are run once (by canonical code).
const CORPUS: &[&str] = &[
    "0.0007",
    "0.007",
    "0.030033",
    "0.04!",
    "0.045",
    "0.051",
    "0.07",
    "0.074",
    "0.115",
    "0.117",
    "0.123",
    "0.137",
    "0.1377",
    "0.141",
    "0.16",
    "0.161",
    "0.17",
    "0.177",
    "0.26",
    "0.27",
    "0.3",
    "0.31",
    "0.314",
    "0.333",
    "0.3333333",
    "0.36",
    "0.37",
    "0.4",
    "0.4!",
    "0.42",
    "0.44",
    "0.45",
    "0.463",
    "0.471",
    "0.51",
    "0.53",
    "0.54",
    "0.5?7",
    "0.6",
    "0.6!",
    "0.7!!",
    "0.75",
    "0.77",
    "0.770",
    "0.7777",
    "0.8",
    "2.0",
    "24.0",
    "4!.0",
    "4!.07",
    "4!.6",
    "4!.7",
    "4.0",
    "4.007",
    "4.07",
    "4.7",
    "5.0",
    "7!.0",
    "hex(0.8)",
    "hex(0.F)",
    "hex(0.1C)",
    "hex(4.9)",
    "hex(0.7F)",
];

/// The corpus as (name, canonical code), each rule once, in order.
fn corpus_games() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let names = CORPUS
        .iter()
        .map(|c| c.to_string())
        .chain(ALIASES.iter().map(|(name, _)| name.to_string()));
    for name in names {
        let Ok(rule) = HeapRule::parse(&name) else {
            continue;
        };
        let code = rule.to_string();
        if !out.iter().any(|(_, c)| *c == code) {
            out.push((name, code));
        }
    }
    out
}

/// One child measurement with a time bound: the measure (or why there is none) and the
/// child's CPU time (user + system seconds).
fn measure_bounded(
    engine: &str,
    game: &str,
    n: u64,
    timeout: f64,
) -> (Result<Measure, String>, f64) {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => return (Err(e.to_string()), 0.0),
    };
    let child = Command::new(exe)
        .args(["--child", engine, game, &n.to_string()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return (Err(e.to_string()), 0.0),
    };
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed().as_secs_f64() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return (Err(format!("over {timeout} s")), children_cpu());
            }
            Ok(None) => std::thread::sleep(std::time::Duration::from_millis(5)),
            Err(e) => return (Err(e.to_string()), 0.0),
        }
    }
    let cpu = children_cpu();
    let out = match child.wait_with_output() {
        Ok(out) => out,
        Err(e) => return (Err(e.to_string()), cpu),
    };
    (parse_child(&out), cpu)
}

/// The CPU seconds (user + system) of every child waited for so far.
fn children_cpu() -> f64 {
    // SAFETY: getrusage writes into the zeroed struct we pass; no other invariant.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) == 0 {
            let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 / 1e6;
            t(usage.ru_utime) + t(usage.ru_stime)
        } else {
            0.0
        }
    }
}

/// `--corpus`: every game of [`CORPUS`] with `ogs` and `sparse-1t`, side by side.
fn corpus(log: u32, timeout: f64) {
    let n = 1u64 << log;
    println!(
        "corpus at N = 2^{log}, each child bounded by {timeout} s; ogs: {}",
        if cfg!(feature = "ogs") {
            "yes (RCSolver)"
        } else {
            "not built (--features ogs)"
        }
    );
    println!();
    println!("| game | code | ogs CPU s | sparse-1t CPU s | sparse-1t wall s | ogs / sparse-1t (CPU) | check |");
    println!("|---|---|---|---|---|---|---|");
    let (mut faster, mut slower, mut alone) = (0, 0, 0);
    for (name, code) in corpus_games() {
        let before = children_cpu();
        let (ogs, after_ogs) = if cfg!(feature = "ogs") {
            measure_bounded("ogs", &name, n, timeout)
        } else {
            (Err("not built".into()), before)
        };
        let ogs_cpu = after_ogs - before;
        let (ours, after) = measure_bounded("sparse-1t", &name, n, timeout);
        let our_cpu = after - after_ogs;
        let cell = |m: &Result<Measure, String>, cpu: f64| match m {
            Ok(_) => format!("{cpu:.2}"),
            Err(e) => format!("— ({})", e.lines().next().unwrap_or("")),
        };
        let ratio = match (&ogs, &ours) {
            (Ok(a), Ok(b)) if a.checksum != b.checksum => "**values differ**".to_string(),
            (Ok(_), Ok(_)) => {
                if ogs_cpu >= our_cpu {
                    faster += 1;
                } else {
                    slower += 1;
                }
                format!("{:.2}×", ogs_cpu / our_cpu.max(1e-3))
            }
            (Err(_), Ok(_)) => {
                alone += 1;
                "— (ogs cannot run it)".to_string()
            }
            _ => "—".to_string(),
        };
        let (wall, check) = ours
            .as_ref()
            .map_or(("—".to_string(), "—".to_string()), |m| {
                (format!("{:.2}", m.seconds), m.checksum.clone())
            });
        println!(
            "| {name} | {code} | {} | {} | {wall} | {ratio} | {check} |",
            cell(&ogs, ogs_cpu),
            cell(&ours, our_cpu),
        );
    }
    println!();
    println!(
        "sparse-1t at least as fast as ogs: {faster}; slower: {slower}; ogs cannot run: {alone}"
    );
}

/// An engine's name without its `@LEVEL`, and the level (`GRUNDY_SIMD` of its child).
fn split_level(engine: &str) -> (&str, Option<&str>) {
    match engine.split_once('@') {
        Some((e, l)) => (e, Some(l)),
        None => (engine, None),
    }
}

fn measure(engine: &str, game: &str, n: u64) -> Result<Measure, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let (name, level) = split_level(engine);
    let mut cmd = Command::new(exe);
    cmd.args(["--child", name, game, &n.to_string()]);
    if let Some(level) = level {
        cmd.env(grundy::heap::vector::ENV, level);
    }
    let out = cmd.output().map_err(|e| e.to_string())?;
    let mut m = parse_child(&out)?;
    m.engine = engine.to_string();
    Ok(m)
}

/// A child's measurement from its output.
fn parse_child(out: &std::process::Output) -> Result<Measure, String> {
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let f: Vec<&str> = text.trim().split('\t').collect();
    if f.len() != 6 {
        return Err(format!("unexpected child output: {text}"));
    }
    Ok(Measure {
        engine: f[0].into(),
        game: f[1].into(),
        n: f[2].parse().map_err(|_| "n")?,
        seconds: f[3].parse().map_err(|_| "seconds")?,
        maxrss_kib: f[4].parse().map_err(|_| "maxrss")?,
        checksum: f[5].into(),
    })
}

fn log2(n: u64) -> String {
    if n.is_power_of_two() {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

fn row(m: &Measure, reference: Option<&Measure>) {
    let rate = m.n as f64 / m.seconds;
    let ratio = reference.map_or("—".to_string(), |r| {
        format!("{:.2}×", r.seconds / m.seconds * (m.n as f64 / r.n as f64))
    });
    let (n, seconds, rate) = if m.engine.starts_with("certify") {
        (
            "—".to_string(),
            format!("{:.6}", m.seconds),
            "—".to_string(),
        )
    } else {
        (log2(m.n), format!("{:.2}", m.seconds), format!("{rate:.0}"))
    };
    println!(
        "| {} | {} | {} | {} | {} | {:.1} | {} | {} |",
        m.game,
        m.engine,
        n,
        seconds,
        rate,
        m.maxrss_kib as f64 / 1024.0,
        ratio,
        m.checksum
    );
}

fn main() {
    if let Err(e) = grundy::heap::vector::check_env() {
        eprintln!("bench-heap: {e}");
        std::process::exit(2);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--child") {
        if let [_, engine, game, n] = &args[..] {
            let n: u64 = n.parse().expect("N");
            if let Err(e) = child(engine, game, n) {
                eprintln!("{e}");
                std::process::exit(1);
            }
            return;
        }
        eprintln!("usage: --child ENGINE GAME N");
        std::process::exit(2);
    }
    let mut games = "officers,grundy-game,treblecross,kayles,dawson-chess".to_string();
    let mut max_log = 28u32;
    let mut naive_log = 15u32;
    let mut engines = "sparse-1t,sparse,sparse-portable,ogs,naive".to_string();
    let mut repeat = 1usize;
    let mut levels: Option<String> = None;
    let mut sizes_override: Option<Vec<u32>> = None;
    let mut corpus_log: Option<u32> = None;
    let mut timeout = 120.0f64;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--games" => games = it.next().expect("--games LIST").clone(),
            "--max-n" => max_log = it.next().expect("--max-n LOG2").parse().expect("LOG2"),
            "--engines" => engines = it.next().expect("--engines LIST").clone(),
            "--naive-n" => naive_log = it.next().expect("--naive-n LOG2").parse().expect("LOG2"),
            "--threads" => {
                let list = it.next().expect("--threads LIST");
                let named: Vec<String> = list
                    .split(',')
                    .map(|t| {
                        let t: usize = t.parse().expect("a number of threads");
                        format!("sparse-{t}t")
                    })
                    .collect();
                engines = named.join(",");
            }
            "--corpus" => {
                corpus_log = Some(it.next().expect("--corpus LOG2").parse().expect("LOG2"))
            }
            "--timeout" => timeout = it.next().expect("--timeout S").parse().expect("seconds"),
            "--repeat" => repeat = it.next().expect("--repeat R").parse().expect("R"),
            "--levels" => levels = Some(it.next().expect("--levels LIST").clone()),
            "--sizes" => {
                sizes_override = Some(
                    it.next()
                        .expect("--sizes LOG2,…")
                        .split(',')
                        .map(|l| l.parse().expect("LOG2"))
                        .collect(),
                )
            }
            "--help" | "-h" => {
                println!("bench-heap [--games officers,grundy-game,treblecross,kayles,dawson-chess] [--engines sparse,sparse-1t,sparse-Nt,sparse-portable,ogs,naive, each optionally ENGINE@avx512|avx2|neon|portable] [--levels avx512,avx2,portable | neon,portable] [--threads 1,2] [--repeat R] [--sizes LOG2,…] [--max-n LOG2] [--naive-n LOG2] | --corpus LOG2 [--timeout S]");
                return;
            }
            other => {
                eprintln!("unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    if let Some(log) = corpus_log {
        corpus(log, timeout);
        return;
    }
    if let Some(levels) = &levels {
        // Each sparse engine once per level, in the order of the levels.
        let mut named = Vec::new();
        for e in engines.split(',') {
            if e.starts_with("sparse") && !e.contains('@') {
                named.extend(levels.split(',').map(|l| format!("{e}@{l}")));
            } else {
                named.push(e.to_string());
            }
        }
        engines = named.join(",");
    }
    let use_engine = |e: &str| engines.split(',').any(|x| x == e);
    let with_ogs = cfg!(feature = "ogs") && use_engine("ogs");
    println!(
        "threads: {}; level: {} (CPU's best {}); ogs: {}",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        grundy::heap::vector::level(),
        grundy::heap::vector::detected(),
        if with_ogs {
            "yes (RCSolver)"
        } else {
            "not built (--features ogs)"
        }
    );
    println!();
    println!("| game | engine | N | seconds | values/s | peak RSS MiB | speed vs row's reference | check |");
    println!("|---|---|---|---|---|---|---|---|");
    let report = |m: Result<Measure, String>, reference: Option<&Measure>, label: &str| match m {
        Ok(m) => {
            row(&m, reference);
            Some(m)
        }
        Err(e) => {
            println!("| {label} | failed: {e} | | | | | | |");
            None
        }
    };
    for game in games.split(',') {
        match game {
            "kayles" | "dawson-chess" => {
                let cap = 1u64 << 20;
                let naive = report(measure("certify-naive", game, cap), None, game);
                report(measure("certify-sparse", game, cap), naive.as_ref(), game);
                if with_ogs {
                    report(measure("certify-ogs", game, cap), naive.as_ref(), game);
                }
            }
            _ => {
                let sizes: &[u32] = match (&sizes_override, game) {
                    (Some(list), _) => list,
                    (None, "officers") => &[24, 28],
                    (None, "grundy-game") => &[24],
                    (None, "treblecross") => &[20],
                    _ => &[20],
                };
                // The sparse engines asked for, in the order given.
                let sparse: Vec<&str> = engines
                    .split(',')
                    .filter(|e| e.starts_with("sparse"))
                    .collect();
                let mut done = Vec::new();
                for &l in sizes {
                    let l = l.min(max_log);
                    if done.contains(&l) {
                        continue;
                    }
                    done.push(l);
                    let n = 1u64 << l;
                    for _ in 0..repeat {
                        let ogs_run = if with_ogs && game != "grundy-game" {
                            report(measure("ogs", game, n), None, game)
                        } else {
                            None
                        };
                        let mut first: Option<Measure> = None;
                        for &engine in &sparse {
                            let reference = ogs_run.as_ref().or(first.as_ref());
                            let m = report(measure(engine, game, n), reference, game);
                            if first.is_none() {
                                first = m;
                            }
                        }
                    }
                }
                if use_engine("naive") {
                    let nn = 1u64 << naive_log.min(max_log);
                    let naive = report(measure("naive", game, nn), None, game);
                    report(measure("sparse-1t", game, nn), naive.as_ref(), game);
                }
            }
        }
    }
}
