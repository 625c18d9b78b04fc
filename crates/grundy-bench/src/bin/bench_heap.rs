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
//! AVX-512 kernels), `naive` (at a smaller N, where it is feasible),
//! and `ogs` (the crates.io crate `ogs`, `RCSolver`, when built with `--features ogs`).
//! `--threads 1,2` adds the engines `sparse-1t,sparse-2t` (a scaling table: each row's
//! ratio is against the first of its game and size); `--repeat R` measures each engine
//! R times, alternating.
//! Games: `officers` (N = 2^24, 2^28), `grundy-game` (2^24), `treblecross` (2^20), and
//! the time to certify a period of `kayles` and `dawson-chess`. `--max-n L` caps every N
//! at 2^L.

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::NaiveEngine;
use grundy::heap::periodicity::{analyze, search};
use grundy::heap::rule::HeapRule;
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

fn measure(engine: &str, game: &str, n: u64) -> Result<Measure, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let out = Command::new(exe)
        .args(["--child", engine, game, &n.to_string()])
        .output()
        .map_err(|e| e.to_string())?;
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
    let mut sizes_override: Option<Vec<u32>> = None;
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
            "--repeat" => repeat = it.next().expect("--repeat R").parse().expect("R"),
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
                println!("bench-heap [--games officers,grundy-game,treblecross,kayles,dawson-chess] [--engines sparse,sparse-1t,sparse-Nt,sparse-portable,ogs,naive] [--threads 1,2] [--repeat R] [--sizes LOG2,…] [--max-n LOG2] [--naive-n LOG2]");
                return;
            }
            other => {
                eprintln!("unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    let use_engine = |e: &str| engines.split(',').any(|x| x == e);
    let with_ogs = cfg!(feature = "ogs") && use_engine("ogs");
    println!(
        "threads: {}; ogs: {}",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
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
