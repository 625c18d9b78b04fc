//! Benchmark: `grundy analyze --file FILE` on a file of random 64-bit Nim heaps, timed
//! against just reading the file (`cat FILE >/dev/null`) in the same run.
//!
//! ```sh
//! cargo build --release -p grundy-cli
//! cargo run --release -p grundy-bench --bin bench-nim-file -- --heaps 10000000
//! ```
//!
//! It writes N random `u64` heaps, one per line (seeded xorshift, so the file is the same
//! every time), into the temporary directory (or uses `--file PATH`, generating it there
//! if it does not exist), reads the file once to warm the page cache, then runs several
//! rounds of: `cat FILE`, `grundy analyze --file FILE`, `grundy analyze --file FILE
//! --json`, each with its output to /dev/null, measuring wall time and the child's peak
//! resident set (from `wait4`). It reports the medians, the median per-round ratio of
//! grundy's time to cat's, the peak RSS per heap, and whether the targets are met:
//! ratio ≤ 3 and peak RSS ≤ 16 bytes a heap (twice the 8 bytes of a `u64`).
//!
//! The program measured is the `grundy` binary of the crate grundy-cli, found next to this
//! one in the target directory (or `--grundy PATH`); under `cargo run` it is rebuilt first
//! with the same profile. This crate depends on no code of the CLI: only on that binary,
//! at run time.

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TARGET_RATIO: f64 = 3.0;
const TARGET_BYTES_PER_HEAP: f64 = 16.0;

struct Options {
    heaps: u64,
    rounds: usize,
    seed: u64,
    file: Option<PathBuf>,
    grundy: Option<PathBuf>,
    keep: bool,
}

const USAGE: &str = "usage: bench-nim-file [--heaps N] [--rounds R] [--seed S] [--file PATH] [--grundy PATH] [--keep]
  --heaps N      number of random u64 heaps (default 10000000)
  --rounds R     rounds of cat / grundy / grundy --json (default 5)
  --seed S       xorshift seed (default 1)
  --file PATH    use this heap file (generated there if it does not exist; kept)
  --grundy PATH  the grundy binary (default: next to this one)
  --keep         keep the generated temporary file";

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        heaps: 10_000_000,
        rounds: 5,
        seed: 1,
        file: None,
        grundy: None,
        keep: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match a.as_str() {
            "--heaps" => o.heaps = num(&value("--heaps")?)?,
            "--rounds" => o.rounds = num::<usize>(&value("--rounds")?)?.max(1),
            "--seed" => o.seed = num(&value("--seed")?)?,
            "--file" => o.file = Some(value("--file")?.into()),
            "--grundy" => o.grundy = Some(value("--grundy")?.into()),
            "--keep" => o.keep = true,
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    Ok(o)
}

fn num<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    let s: String = s.chars().filter(|&c| c != '_').collect();
    // Allow 1e7 as well as 10000000.
    if let Some((m, e)) = s.split_once(['e', 'E']) {
        let m: u64 = m.parse().map_err(|_| format!("bad number {s:?}"))?;
        let e: u32 = e.parse().map_err(|_| format!("bad number {s:?}"))?;
        let v = m
            .checked_mul(10u64.checked_pow(e).ok_or("number too large")?)
            .ok_or("number too large")?;
        return v
            .to_string()
            .parse()
            .map_err(|_| format!("bad number {s:?}"));
    }
    s.parse().map_err(|_| format!("bad number {s:?}"))
}

/// xorshift64* (Vigna): small, fast, good enough for benchmark data.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn generate(path: &Path, heaps: u64, seed: u64) -> std::io::Result<()> {
    let mut rng = XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut out = BufWriter::with_capacity(1 << 20, File::create(path)?);
    let mut buf = [0u8; 21];
    for _ in 0..heaps {
        let mut v = rng.next();
        let mut i = buf.len() - 1;
        buf[i] = b'\n';
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        out.write_all(&buf[i..])?;
    }
    out.flush()?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()
}

/// One child run: wall time and peak RSS in bytes.
struct Run {
    wall: Duration,
    /// User + system CPU time.
    cpu: f64,
    max_rss: u64,
}

/// Runs `cmd` with stdout to /dev/null, waiting with `wait4` for its resource usage.
fn run(program: &Path, args: &[&std::ffi::OsStr]) -> Result<Run, String> {
    let start = Instant::now();
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: plain FFI call with valid pointers; `rusage` is a C struct for which all-zero
    // bytes are a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let r = loop {
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == -1 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        break r;
    };
    let wall = start.elapsed();
    // The child has been reaped by wait4: forget the handle so nothing waits again.
    drop(child);
    if r != pid {
        return Err(format!("wait4 failed: {}", std::io::Error::last_os_error()));
    }
    if !(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0) {
        return Err(format!(
            "{} {:?} failed (wait status {status})",
            program.display(),
            args
        ));
    }
    // ru_maxrss is in kilobytes on Linux.
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Ok(Run {
        wall,
        cpu: secs(usage.ru_utime) + secs(usage.ru_stime),
        max_rss: (usage.ru_maxrss as u64) * 1024,
    })
}

/// The first three fields of /proc/loadavg (other work on the machine skews timings).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "unknown".into())
}

fn median(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn find_grundy(given: Option<PathBuf>) -> Result<PathBuf, String> {
    if let Some(p) = given {
        return Ok(p);
    }
    // Under `cargo run` only this binary is rebuilt: rebuild grundy too (with the same
    // profile) so that a stale binary is never measured.
    if let Some(cargo) = std::env::var_os("CARGO") {
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-q", "-p", "grundy-cli", "--bin", "grundy"]);
        if !cfg!(debug_assertions) {
            cmd.arg("--release");
        }
        let status = cmd.status().map_err(|e| format!("cargo build: {e}"))?;
        if !status.success() {
            return Err("cargo build of grundy failed".into());
        }
    }
    let exe = std::env::current_exe().map_err(|e| format!("current_exe: {e}"))?;
    let dir = exe.parent().ok_or("no directory for current_exe")?;
    let p = dir.join(format!("grundy{}", std::env::consts::EXE_SUFFIX));
    if p.is_file() {
        Ok(p)
    } else {
        Err(format!(
            "no grundy binary at {} (build it: cargo build --release -p grundy-cli; or pass --grundy PATH)",
            p.display()
        ))
    }
}

struct Series {
    name: &'static str,
    extra: Option<&'static str>,
    times: Vec<f64>,
    cpu: Vec<f64>,
    rss: Vec<u64>,
}

fn main() {
    if let Err(e) = real_main() {
        eprintln!("bench-nim-file: {e}");
        std::process::exit(2);
    }
}

fn real_main() -> Result<(), String> {
    let o = parse_args()?;
    let grundy = find_grundy(o.grundy.clone())?;
    let cat = PathBuf::from("cat");

    let (path, temporary) = match &o.file {
        Some(p) => (p.clone(), false),
        None => (
            std::env::temp_dir().join(format!(
                "grundy-bench-nim-{}-{}-{}.txt",
                o.heaps,
                o.seed,
                std::process::id()
            )),
            !o.keep,
        ),
    };
    if !path.exists() {
        let t = Instant::now();
        generate(&path, o.heaps, o.seed).map_err(|e| format!("writing {}: {e}", path.display()))?;
        eprintln!(
            "generated {} random u64 heaps into {} in {:.2} s",
            o.heaps,
            path.display(),
            t.elapsed().as_secs_f64()
        );
    }
    let result = bench(&o, &grundy, &cat, &path);
    if temporary {
        let _ = std::fs::remove_file(&path);
    }
    result
}

fn bench(o: &Options, grundy: &Path, cat: &Path, path: &Path) -> Result<(), String> {
    let size = std::fs::metadata(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .len();
    // Count the heaps (lines) while warming the page cache.
    let mut heaps = 0u64;
    {
        let mut f = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut buf = vec![0u8; 1 << 20];
        loop {
            let n = f.read(&mut buf).map_err(|e| e.to_string())?;
            if n == 0 {
                break;
            }
            heaps += buf[..n].iter().filter(|&&b| b == b'\n').count() as u64;
        }
    }
    let nproc = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("load average before the runs: {}", load_average());
    println!("file:   {} ({heaps} heaps, {size} bytes)", path.display());
    println!("grundy: {}", grundy.display());
    println!("cpus:   {nproc}   rounds: {}", o.rounds);

    // One untimed run of each (warm-up, and a check that grundy accepts the file).
    let file = path.as_os_str();
    let out = Command::new(grundy)
        .args(["analyze".as_ref(), "--file".as_ref(), file])
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "grundy failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    println!(
        "grundy says: {} ({} bytes of text output)",
        text.lines().next().unwrap_or(""),
        out.stdout.len()
    );
    run(cat, &[file])?;

    let mut cat_times = Vec::new();
    let mut cat_rss = Vec::new();
    let mut cat_cpu = Vec::new();
    let mut series = [
        Series {
            name: "grundy analyze --file FILE",
            extra: None,
            times: vec![],
            cpu: vec![],
            rss: vec![],
        },
        Series {
            name: "grundy analyze --file FILE --json",
            extra: Some("--json"),
            times: vec![],
            cpu: vec![],
            rss: vec![],
        },
    ];
    println!();
    println!(
        "{:>5}  {:>9}  {:>11}  {:>6}  {:>11}  {:>6}",
        "round", "cat s", "grundy s", "ratio", "--json s", "ratio"
    );
    for round in 1..=o.rounds {
        let c = run(cat, &[file])?;
        cat_times.push(c.wall.as_secs_f64());
        cat_rss.push(c.max_rss);
        cat_cpu.push(c.cpu);
        let mut line = format!("{round:>5}  {:>9.4}", c.wall.as_secs_f64());
        for s in series.iter_mut() {
            let mut args: Vec<&std::ffi::OsStr> = vec!["analyze".as_ref(), "--file".as_ref(), file];
            if let Some(x) = s.extra {
                args.push(x.as_ref());
            }
            let g = run(grundy, &args)?;
            s.times.push(g.wall.as_secs_f64());
            s.cpu.push(g.cpu);
            s.rss.push(g.max_rss);
            line += &format!(
                "  {:>11.4}  {:>6.2}",
                g.wall.as_secs_f64(),
                g.wall.as_secs_f64() / c.wall.as_secs_f64()
            );
        }
        println!("{line}");
    }

    let cat_median = median(&cat_times);
    println!();
    println!("load average after the runs: {}", load_average());
    println!(
        "cat FILE >/dev/null: median {:.4} s (CPU {:.4} s), peak RSS {:.1} MB",
        cat_median,
        median(&cat_cpu),
        *cat_rss.iter().max().unwrap_or(&0) as f64 / 1e6
    );
    let mut all_met = true;
    for s in &series {
        let ratios: Vec<f64> = s.times.iter().zip(&cat_times).map(|(g, c)| g / c).collect();
        let ratio = median(&ratios);
        let rss = *s.rss.iter().max().unwrap_or(&0);
        let per_heap = rss as f64 / heaps.max(1) as f64;
        let ratio_ok = ratio <= TARGET_RATIO;
        let rss_ok = per_heap <= TARGET_BYTES_PER_HEAP;
        all_met &= ratio_ok && rss_ok;
        println!(
            "{}: median {:.4} s (CPU {:.4} s); median ratio to cat {:.2} (target ≤ {TARGET_RATIO}: {}); peak RSS {:.1} MB = {:.2} bytes/heap (target ≤ {TARGET_BYTES_PER_HEAP}: {})",
            s.name,
            median(&s.times),
            median(&s.cpu),
            ratio,
            if ratio_ok { "met" } else { "NOT met" },
            rss as f64 / 1e6,
            per_heap,
            if rss_ok { "met" } else { "NOT met" },
        );
    }
    println!(
        "targets: {}",
        if all_met { "all met" } else { "NOT all met" }
    );
    Ok(())
}
