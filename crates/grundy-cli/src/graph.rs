//! `grundy graph …`: large graphs with cycles in the binary format (docs/graph-format.md):
//! convert a text edge list, generate graphs, print statistics, solve by retrograde
//! analysis over flat arrays with a progress bar and a Ctrl-C checkpoint.

use crate::lang::{shown, tr};
use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand};
use grundy::loopy::fair_shares::{self, FairShares};
use grundy::loopy::{binary, generate, Arcs, BinaryGraph, Retrograde, INFINITE};
use grundy::Cancel;
use indicatif::{ProgressBar, ProgressStyle};
use std::fs::File;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Debug, Args)]
pub struct GraphArgs {
    #[command(subcommand)]
    command: GraphCommand,
}

#[derive(Debug, Subcommand)]
enum GraphCommand {
    /// Convert a text edge list (`u v` per line; vertex numbers are the ids) to the binary format.
    Convert {
        /// The text edge list.
        edges: PathBuf,
        /// The binary graph to write.
        out: PathBuf,
    },
    /// Generate a graph in the binary format.
    Gen(GenArgs),
    /// Size, degrees and a check of a binary graph.
    Stats {
        /// The binary graph.
        file: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Generalized Sprague–Grundy value of every vertex, by retrograde analysis; with -w or
    /// -n, split by vertex blocks over timely workers and processes (docs/graph-format.md).
    Solve(SolveArgs),
}

#[derive(Debug, Args)]
struct GenArgs {
    /// `random` (uniform arcs, self-loops included), `cycle` (a directed cycle: every vertex
    /// a draw), `fair-shares` (Fair Shares and Varied Pairs with --coins coins: one vertex
    /// per partition, docs/graph-format.md) or `square-but-one` (heaps 0 to --vertices − 1:
    /// take a square, or add one stone to an even heap).
    kind: String,
    /// Vertices (random graphs and cycles).
    #[arg(long)]
    vertices: Option<u32>,
    /// Coins (fair-shares): the positions are the partitions of this number.
    #[arg(long)]
    coins: Option<u32>,
    /// Also write the graph as a text edge list here (fair-shares), each vertex with its
    /// position as a comment, for `graph(FILE)` in a position.
    #[arg(long)]
    text: Option<PathBuf>,
    /// Arcs (random graphs).
    #[arg(long, default_value_t = 0)]
    arcs: u64,
    /// The random seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The binary graph to write.
    #[arg(long)]
    out: PathBuf,
}

/// `-h` is timely's host file here: help is `--help`.
#[derive(Debug, Args)]
#[command(disable_help_flag = true)]
struct SolveArgs {
    /// The binary graph.
    file: PathBuf,
    /// Write the values here: `GRUNDYV1`, the vertex count (u64), one u32 per vertex
    /// (4294967295 for ∞), a CRC-32 (docs/graph-format.md).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Save the run here after every round and on Ctrl-C; resume from it when it exists.
    #[arg(long)]
    checkpoint: Option<PathBuf>,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    // With -w or -n: the vertices split into blocks over timely workers (threads of this
    // process, or processes on several machines, each reading only its blocks of the
    // file), values exchanged per round; without them, the one-machine solver.
    #[command(flatten)]
    timely: crate::timely_args::TimelyArgs,
    /// Print help.
    #[arg(long, action = clap::ArgAction::Help)]
    help: Option<bool>,
}

pub fn run(args: GraphArgs) -> Result<u8> {
    match args.command {
        GraphCommand::Convert { edges, out } => {
            let text = std::fs::read_to_string(&edges)
                .with_context(|| tr!("cmd-cannot-read", file = shown(&edges)))?;
            let bytes = binary::from_text(&text).with_context(|| format!("{}", edges.display()))?;
            write(&out, &bytes)?;
            let g = BinaryGraph::parse(&bytes)?;
            println!(
                "{}",
                tr!(
                    "cmd-graph-written",
                    file = shown(&out),
                    vertices = g.vertex_count(),
                    arcs = g.edge_count(),
                    bytes = bytes.len()
                )
            );
            Ok(0)
        }
        GraphCommand::Gen(a) => generate(a),
        GraphCommand::Stats { file, json } => {
            let map = map(&file)?;
            let g = parse(&map, &file)?;
            let n = g.vertex_count();
            let (mut sinks, mut loops, mut max_out, mut max_in) = (0u64, 0u64, 0u64, 0u64);
            for v in 0..n {
                let out = g.successors(v).count() as u64;
                sinks += u64::from(out == 0);
                loops += g.successors(v).filter(|&w| w == v).count() as u64;
                max_out = max_out.max(out);
                max_in = max_in.max(g.predecessors(v).count() as u64);
            }
            let stats = serde_json::json!({
                "file": file.display().to_string(), "bytes": map.len(),
                "vertices": n, "arcs": g.edge_count(), "sinks": sinks, "self_loops": loops,
                "max_out_degree": max_out, "max_in_degree": max_in,
                "checksum": "ok",
            });
            if json {
                println!("{}", serde_json::to_string_pretty(&stats)?);
            } else {
                println!(
                    "{}",
                    tr!(
                        "cmd-graph-stats-file",
                        file = shown(&file),
                        bytes = map.len()
                    )
                );
                println!(
                    "{}",
                    tr!(
                        "cmd-graph-stats-size",
                        vertices = n,
                        arcs = g.edge_count(),
                        degree = format!("{:.2}", g.edge_count() as f64 / f64::from(n.max(1)))
                    )
                );
                println!(
                    "{}",
                    tr!(
                        "cmd-graph-stats-degrees",
                        sinks = sinks,
                        loops = loops,
                        out = max_out,
                        inward = max_in
                    )
                );
            }
            Ok(0)
        }
        GraphCommand::Solve(a) => solve(a),
    }
}

fn generate(a: GenArgs) -> Result<u8> {
    if a.kind == "fair-shares" {
        return gen_fair_shares(&a);
    }
    if a.coins.is_some() || a.text.is_some() {
        bail!(tr!("cmd-graph-coins-only-fair-shares"));
    }
    let Some(vertices) = a.vertices else {
        bail!(tr!("cmd-graph-needs-vertices", kind = a.kind.as_str()));
    };
    if a.kind == "random" {
        // Streamed: the degrees (16 bytes per vertex) and one block of arcs in
        // memory, never the whole graph (10^9 arcs are a 9.6 GB file).
        let bytes = write_streamed(&a.out, &mut |put| {
            generate::random_binary(vertices, a.arcs, a.seed, RANDOM_BLOCK, put)
        })?;
        println!(
            "{}",
            tr!(
                "cmd-graph-written",
                file = shown(&a.out),
                vertices = vertices,
                arcs = a.arcs,
                bytes = bytes
            )
        );
        return Ok(0);
    }
    let edges = match a.kind.as_str() {
        "cycle" => generate::cycle(vertices),
        "square-but-one" => generate::square_but_one(vertices).ok_or_else(|| {
            anyhow::anyhow!(tr!("cmd-graph-square-but-one-even", vertices = vertices))
        })?,
        other => bail!(tr!("cmd-graph-unknown-kind", kind = format!("{other:?}"))),
    };
    let bytes = binary::from_edges(vertices, &edges)?;
    drop(edges);
    write(&a.out, &bytes)?;
    println!(
        "{}",
        tr!(
            "cmd-graph-written",
            file = shown(&a.out),
            vertices = vertices,
            arcs = edges_len(bytes.len(), vertices),
            bytes = bytes.len()
        )
    );
    Ok(0)
}

/// `grundy graph gen fair-shares --coins N --out FILE [--text FILE]`: the position graph
/// of Fair Shares and Varied Pairs, streamed like a random graph (the arcs are produced
/// again for each block instead of being held).
fn gen_fair_shares(a: &GenArgs) -> Result<u8> {
    if a.vertices.is_some() {
        bail!(tr!("cmd-graph-fair-shares-no-vertices"));
    }
    let Some(coins) = a.coins else {
        bail!(tr!(
            "cmd-graph-fair-shares-needs-coins",
            max = fair_shares::MAX_COINS
        ));
    };
    let game = FairShares::new(coins)?;
    let n = u32::try_from(game.count())?;
    let bytes = write_streamed(&a.out, &mut |put| {
        generate::streamed_binary(
            n,
            &|f: &mut dyn FnMut(u32, u32)| game.for_each_arc(f),
            RANDOM_BLOCK,
            put,
        )
    })?;
    if let Some(text) = &a.text {
        let mut err = None;
        write_streamed(text, &mut |put| {
            put(format!("# Fair Shares and Varied Pairs with {coins} coins: {n} positions (the partitions of {coins}); `u v` is a move from position u to position v\n").as_bytes())?;
            let mut line = String::new();
            game.for_each_position(&mut |u, parts| {
                if err.is_some() {
                    return;
                }
                line.clear();
                line.push_str(&format!("{u} # {}\n", FairShares::name(parts)));
                for o in game.options(parts) {
                    if let Some(v) = game.number(&o) {
                        line.push_str(&format!("{u} {v}\n"));
                    }
                }
                if let Err(e) = put(line.as_bytes()) {
                    err = Some(e);
                }
            });
            err.take().map_or(Ok(()), Err)
        })?;
    }
    // Read back (and checked) for its arc count.
    let map = map(&a.out)?;
    let g_arcs = parse(&map, &a.out)?.edge_count();
    println!(
        "{}",
        tr!(
            "cmd-graph-fair-shares-written",
            file = shown(&a.out),
            coins = coins,
            vertices = n,
            arcs = g_arcs,
            bytes = bytes
        )
    );
    Ok(0)
}

/// Bytes of arcs per block of `grundy graph gen random` (see `generate::random_binary`).
const RANDOM_BLOCK: usize = 1 << 30;

/// The arcs of a binary graph of `len` bytes and `n` vertices.
fn edges_len(len: usize, n: u32) -> usize {
    len.saturating_sub(28 + 16 * (n as usize + 1)) / 8
}

/// Where [`write_streamed`]'s maker puts each piece of the file.
type Sink<'a> = dyn FnMut(&[u8]) -> Result<()> + 'a;

/// Writes the pieces `make` hands over to `path` through the CLI's one atomic write
/// ([`crate::checkpoint::write_atomic_with`]: a temporary file beside it moved into place
/// when whole, removed on an error; a device or a pipe written in place; the temporary
/// files of killed writes removed first); the bytes written.
fn write_streamed(path: &Path, make: &mut dyn FnMut(&mut Sink<'_>) -> Result<()>) -> Result<u64> {
    use std::io::Write;
    let mut written = 0u64;
    crate::checkpoint::write_atomic_with(path, |f| {
        let mut w = std::io::BufWriter::with_capacity(1 << 22, f);
        make(&mut |piece: &[u8]| {
            written += piece.len() as u64;
            Ok(w.write_all(piece)?)
        })?;
        w.flush()?;
        Ok(())
    })?;
    Ok(written)
}

/// Every file this command writes is written whole or not at all.
fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    crate::checkpoint::write_atomic(path, bytes)
}

fn map(path: &Path) -> Result<memmap2::Mmap> {
    let f = File::open(path).with_context(|| tr!("cmd-cannot-open", file = shown(path)))?;
    // SAFETY: the file is only read; if another process truncates it while mapped, reads
    // of the missing pages fault (as for any mapped input); the library checks the bytes.
    unsafe { memmap2::Mmap::map(&f) }.with_context(|| tr!("cmd-cannot-map", file = shown(path)))
}

fn parse<'a>(bytes: &'a [u8], path: &Path) -> Result<BinaryGraph<'a>> {
    BinaryGraph::parse(bytes).with_context(|| tr!("cmd-graph-not-usable", file = shown(path)))
}

fn solve(a: SolveArgs) -> Result<u8> {
    if a.timely.workers.is_some() || a.timely.processes > 1 {
        return solve_distributed(a);
    }
    let map = map(&a.file)?;
    let g = parse(&map, &a.file)?;
    let n = g.vertex_count();
    let mut run = match &a.checkpoint {
        Some(path) if path.exists() => {
            let bytes =
                std::fs::read(path).with_context(|| tr!("cmd-cannot-read", file = shown(path)))?;
            let run = Retrograde::from_bytes(&bytes, n)
                .with_context(|| tr!("cmd-graph-cannot-resume", file = shown(path)))?;
            eprintln!(
                "{}",
                tr!(
                    "cmd-graph-resuming",
                    file = shown(path),
                    round = run.next_round()
                )
            );
            run
        }
        _ => Retrograde::new(n),
    };
    let cancel = Cancel::new();
    {
        let cancel = cancel.clone();
        let _ = ctrlc::set_handler(move || cancel.cancel());
    }
    let bar = if a.quiet || !std::io::stderr().is_terminal() {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::new(u64::from(n));
        bar.set_style(
            ProgressStyle::with_template(&format!(
                "{{spinner}} {} {{msg}} [{{bar:40}}] {{human_pos}}/{{human_len}} {}, {{elapsed}}",
                tr!("cmd-bar-round"),
                tr!("cmd-bar-vertices")
            ))
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    };
    let start = Instant::now();
    let save = |run: &Retrograde| -> Result<()> {
        if let Some(path) = &a.checkpoint {
            write(path, &run.to_bytes())?;
        }
        Ok(())
    };
    loop {
        let step = run.step(&g, &cancel, &mut |p| {
            bar.set_message(p.round.to_string());
            bar.set_position(p.settled);
        });
        match step {
            Ok(done) => {
                save(&run)?;
                if done {
                    break;
                }
            }
            Err(_) => {
                bar.finish_and_clear();
                save(&run)?;
                let round = run.next_round();
                match &a.checkpoint {
                    Some(p) => eprintln!(
                        "{}",
                        tr!("cmd-graph-stopped-saved", round = round, file = shown(p))
                    ),
                    None => eprintln!("{}", tr!("cmd-graph-stopped", round = round)),
                }
                return Ok(130);
            }
        }
    }
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let arcs = run.arcs_scanned();
    let rounds = run.rounds().to_vec();
    // From the rounds: the draws are the vertices found ∞ in round 0 (no successor read).
    let counts = run.outcome_counts();
    let values = run.into_values();
    let infinite = values.iter().filter(|&&v| v == INFINITE).count();
    if let Some(out) = &a.out {
        write(out, &binary::values_to_bytes(&values))?;
    }
    let peak = peak_rss_kib();
    let report = serde_json::json!({
        "vertices": n, "arcs": g.edge_count(), "rounds": rounds,
        "outcomes": counts, "infinite": infinite,
        "seconds": seconds, "arcs_scanned": arcs,
        "arcs_per_second": arcs as f64 / seconds.max(1e-9),
        "graph_arcs_per_second": g.edge_count() as f64 / seconds.max(1e-9),
        "solver_bytes": 12 * u64::from(n), "graph_bytes": map.len(), "peak_rss_kib": peak,
    });
    if a.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "{}",
            tr!(
                "cmd-graph-solved",
                vertices = n,
                arcs = g.edge_count(),
                rounds = rounds.len(),
                seconds = format!("{seconds:.2}")
            )
        );
        println!(
            "P {}, N {}, D {} (∞: {infinite})",
            counts.p, counts.n, counts.d
        );
        println!(
            "{}",
            tr!(
                "cmd-graph-solve-speed",
                graph = format!("{:.1}", g.edge_count() as f64 / seconds.max(1e-9) / 1e6),
                scanned = format!("{:.1}", arcs as f64 / seconds.max(1e-9) / 1e6),
                solver = 12 * u64::from(n) / 1_000_000,
                file = (map.len() / 1_000_000) as u64,
                peak = peak.map_or("?".into(), |k| (k / 1000).to_string())
            )
        );
    }
    Ok(0)
}

/// `grundy graph solve … -w THREADS -n PROCESSES -p INDEX -h HOSTFILE`: the grundy-dist
/// crate's timely run; every process maps the same file and reads only its blocks.
fn solve_distributed(a: SolveArgs) -> Result<u8> {
    if a.checkpoint.is_some() {
        bail!(tr!("cmd-graph-checkpoint-one-machine"));
    }
    let config = a.timely.config()?;
    let map = std::sync::Arc::new(map(&a.file)?);
    let leader = a.timely.process == 0;
    let quiet = a.quiet || a.json || !leader;
    let start = Instant::now();
    let progress: Option<grundy_dist::RoundProgress> = (!quiet).then(|| {
        std::sync::Arc::new(move |r: &grundy_dist::RoundTraffic| {
            eprintln!(
                "{}",
                tr!(
                    "cmd-graph-dist-round",
                    round = r.value,
                    labelled = r.labelled,
                    infinite = r.infinite,
                    supersteps = r.supersteps,
                    messages = r.messages,
                    remote = r.remote_messages,
                    seconds = format!("{:.1}", start.elapsed().as_secs_f64())
                )
            );
        }) as _
    });
    // A lost connection panics in timely's communication threads: say so in one line.
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
            tr!("dist-stopped", why = what)
        );
        std::process::exit(2);
    }));
    let options = grundy_dist::DistOptions {
        config,
        out: a.out.clone(),
        progress,
        connect_timeout: a.timely.connect_timeout(),
    };
    // While the processes connect, timely prints "awaiting connections" on standard
    // output; keep standard output for the report (--json) by sending that to stderr.
    let stdout_aside = (a.timely.processes > 1).then(StdoutToStderr::new).flatten();
    let report = grundy_dist::solve(map.clone(), options);
    drop(stdout_aside);
    let report = report.with_context(|| format!("{}", a.file.display()))?;
    let seconds = start.elapsed().as_secs_f64();
    if !report.leader {
        if !a.quiet {
            eprintln!(
                "{}",
                tr!("cmd-graph-process-done", process = a.timely.process)
            );
        }
        return Ok(0);
    }
    let n = report.vertices;
    let messages: u64 = report.rounds.iter().map(|r| r.messages).sum();
    let remote: u64 = report.rounds.iter().map(|r| r.remote_messages).sum();
    let supersteps: u64 = report.rounds.iter().map(|r| r.supersteps).sum();
    let peak = peak_rss_kib();
    let json = serde_json::json!({
        "vertices": n, "arcs": report.arcs, "rounds": report.plain_rounds(),
        "outcomes": report.outcomes, "infinite": report.infinite,
        "seconds": seconds,
        "rounds_seconds": report.rounds_seconds, "gather_seconds": report.gather_seconds,
        "values_per_second": f64::from(n) / report.rounds_seconds.max(1e-9),
        "graph_arcs_per_second": report.arcs as f64 / seconds.max(1e-9),
        "processes": report.processes, "workers_per_process": report.workers,
        "supersteps": supersteps, "messages": messages,
        "remote_messages": remote,
        "remote_bytes": remote * grundy_dist::MESSAGE_BYTES,
        "traffic": report.rounds,
        "block_vertices": report.block_vertices, "block_arcs": report.block_arcs,
        "worker_bytes": 12 * report.block_vertices + 16 * report.block_vertices + 4 * report.block_arcs,
        "peak_rss_kib": peak,
    });
    if a.json {
        println!("{}", serde_json::to_string_pretty(&json)?);
    } else {
        println!(
            "{}",
            tr!(
                "cmd-graph-dist-solved",
                vertices = n,
                arcs = report.arcs,
                rounds = report.rounds.len(),
                seconds = format!("{seconds:.2}"),
                processes = report.processes,
                workers = report.workers
            )
        );
        let c = report.outcomes;
        println!("P {}, N {}, D {} (∞: {})", c.p, c.n, c.d, report.infinite);
        println!(
            "{}",
            tr!(
                "cmd-graph-dist-speed",
                rounds = format!("{:.2}", report.rounds_seconds),
                speed = format!(
                    "{:.2}",
                    f64::from(n) / report.rounds_seconds.max(1e-9) / 1e6
                ),
                gather = format!("{:.2}", report.gather_seconds),
                supersteps = supersteps,
                messages = messages,
                remote = remote,
                megabytes = remote * grundy_dist::MESSAGE_BYTES / 1_000_000,
                peak = peak.map_or("?".into(), |k| (k / 1000).to_string())
            )
        );
    }
    Ok(0)
}

/// Standard output pointed at standard error until dropped.
struct StdoutToStderr(libc::c_int);

impl StdoutToStderr {
    fn new() -> Option<Self> {
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // SAFETY: plain descriptor calls on descriptors 1 and 2, which the process has;
        // the duplicate is closed in `drop`. Nothing else writes to stdout meanwhile
        // but timely's progress lines.
        let saved = unsafe { libc::dup(1) };
        (saved >= 0 && unsafe { libc::dup2(2, 1) } >= 0).then_some(StdoutToStderr(saved))
    }
}

impl Drop for StdoutToStderr {
    fn drop(&mut self) {
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // SAFETY: `self.0` is the duplicate of the original stdout made in `new`.
        unsafe {
            libc::dup2(self.0, 1);
            libc::close(self.0);
        }
    }
}

/// The peak resident set of this process (Linux), in KiB.
fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hardening II F9: `grundy graph gen` removes the temporary file a killed run left
    /// (`.OUT.tmp-PID`, its process gone) when it writes the same file again.
    #[test]
    fn a_run_removes_what_a_killed_run_left() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("g.bin");
        // No process has this number (past any pid_t).
        let stale = dir.path().join(".g.bin.tmp-4000000000");
        std::fs::write(&stale, b"half a graph").unwrap();
        let written = write_streamed(&out, &mut |sink| {
            sink(b"a whole ")?;
            sink(b"graph")
        })
        .unwrap();
        assert_eq!(written, 13);
        assert!(!stale.exists(), "the leftover is still there");
        assert_eq!(std::fs::read(&out).unwrap(), b"a whole graph");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
