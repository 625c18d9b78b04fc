//! `grundy graph solve` split over timely workers: 2 and 3 processes on 127.0.0.1 (and 3
//! threads of one process) write exactly the values file of the one-machine solver, on
//! random graphs with cycles, self-loops and draws (∞{K} without 0), and on a cycle.

use crate::common;

use common::{grundy, hostfile, refused};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A text edge list of `n` vertices and `m` random arcs (self-loops and 2-cycles
/// included), and a few cycles with exits to make draws and ∞{K} with 0 ∈ K.
fn edges(n: u32, m: u32, seed: u64) -> String {
    let mut s = seed;
    let mut next = |k: u32| {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((s >> 33) % u64::from(k)) as u32
    };
    let mut text = String::new();
    for _ in 0..m {
        let (u, v) = (next(n), next(n));
        text.push_str(&format!("{u} {v}\n"));
    }
    for c in 0..n / 50 {
        let (a, b) = (next(n), next(n));
        text.push_str(&format!("{a} {b}\n{b} {a}\n"));
        if c % 3 == 0 {
            text.push_str(&format!("{a} {a}\n"));
        }
    }
    text
}

fn spawn(graph: &Path, out: &Path, hosts: &Path, (w, n, p): (usize, usize, usize)) -> Child {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["graph", "solve"])
        .arg(graph)
        .arg("--out")
        .arg(out)
        .args([
            "--quiet",
            "-w",
            &w.to_string(),
            "-n",
            &n.to_string(),
            "-p",
            &p.to_string(),
            "-h",
        ])
        .arg(hosts)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

fn wait(mut c: Child) -> bool {
    let start = Instant::now();
    loop {
        if let Some(st) = c.try_wait().unwrap() {
            return st.success();
        }
        if start.elapsed() > Duration::from_secs(120) {
            let _ = c.kill();
            let _ = c.wait();
            panic!("a solve process hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The values file of `n` processes of `w` workers each on loopback.
fn several(dir: &Path, graph: &Path, w: usize, n: usize) -> Vec<u8> {
    let hosts = hostfile(dir, n);
    let out = dir.join(format!("values-{w}-{n}.bin"));
    let children: Vec<Child> = (0..n)
        .map(|p| spawn(graph, &out, &hosts, (w, n, p)))
        .collect();
    for c in children {
        assert!(wait(c), "a solve process failed");
    }
    std::fs::read(out).unwrap()
}

fn solve(args: &[&str]) -> serde_json::Value {
    let out = grundy().args(args).arg("--json").output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn two_and_three_processes_write_the_values_of_one() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name);
    let s = |name: &str| p(name).to_string_lossy().into_owned();
    std::fs::write(p("a.txt"), edges(1200, 2000, 1)).unwrap();
    std::fs::write(p("b.txt"), edges(300, 700, 2)).unwrap();
    grundy()
        .args(["graph", "convert", &s("a.txt"), &s("a.bin")])
        .assert()
        .success();
    grundy()
        .args(["graph", "convert", &s("b.txt"), &s("b.bin")])
        .assert()
        .success();
    grundy()
        .args([
            "graph",
            "gen",
            "cycle",
            "--vertices",
            "40",
            "--out",
            &s("c.bin"),
        ])
        .assert()
        .success();
    let mut draws = 0;
    for g in ["a.bin", "b.bin", "c.bin"] {
        let one = solve(&["graph", "solve", &s(g), "--out", &s("one.bin")]);
        let values = std::fs::read(p("one.bin")).unwrap();
        draws += one["outcomes"]["d"].as_u64().unwrap();
        // 3 worker threads of one process: the same values, outcomes and rounds.
        let threads = solve(&["graph", "solve", &s(g), "--out", &s("w3.bin"), "-w", "3"]);
        assert_eq!(std::fs::read(p("w3.bin")).unwrap(), values, "{g}");
        for key in ["outcomes", "rounds", "infinite"] {
            assert_eq!(threads[key], one[key], "{g}: {key}");
        }
        assert_eq!(several(dir.path(), &p(g), 1, 2), values, "{g}: 2 processes");
        assert_eq!(several(dir.path(), &p(g), 1, 3), values, "{g}: 3 processes");
    }
    // Two processes of two workers: blocks on the same process and on the other.
    let one = std::fs::read(p("one.bin")).unwrap();
    grundy()
        .args(["graph", "solve", &s("a.bin"), "--out", &s("one.bin")])
        .assert()
        .success();
    assert_ne!(
        std::fs::read(p("one.bin")).unwrap(),
        one,
        "a.bin's values differ from c.bin's"
    );
    let one = std::fs::read(p("one.bin")).unwrap();
    assert_eq!(
        several(dir.path(), &p("a.bin"), 2, 2),
        one,
        "2 processes × 2 workers"
    );
    // The sample has draws, and ∞ values that are not draws.
    let a = solve(&["graph", "solve", &s("a.bin")]);
    assert!(a["infinite"].as_u64().unwrap() > a["outcomes"]["d"].as_u64().unwrap());
    assert!(draws > 40, "{draws}");
}

/// A cycle of 5 vertices as a binary graph in `dir`: its path.
fn small_cycle(dir: &Path) -> String {
    let g = dir.join("g.bin").to_string_lossy().into_owned();
    grundy()
        .args(["graph", "gen", "cycle", "--vertices", "5", "--out", &g])
        .assert()
        .success();
    g
}

#[test]
fn distributed_arguments_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let g = small_cycle(dir.path());
    refused(
        &["graph", "solve", &g, "-n", "2", "-p", "2"],
        "below the number of processes",
    );
    refused(&["graph", "solve", &g, "-w", "0"], "worker threads");
    refused(
        &["graph", "solve", &g, "-w", "2", "--checkpoint", "x.ck"],
        "--checkpoint is for the one-machine solver",
    );
    std::fs::write(dir.path().join("bad.bin"), b"GRUNDYG1 and then nothing").unwrap();
    let bad = dir.path().join("bad.bin").to_string_lossy().into_owned();
    refused(
        &["graph", "solve", &bad, "-w", "2"],
        "truncated or not a binary graph",
    );
}

#[test]
fn reverse_arcs_that_are_not_the_transpose_stop_every_process() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name);
    let s = |name: &str| p(name).to_string_lossy().into_owned();
    std::fs::write(p("a.txt"), edges(400, 900, 3)).unwrap();
    grundy()
        .args(["graph", "convert", &s("a.txt"), &s("a.bin")])
        .assert()
        .success();
    // One predecessor renamed as another vertex, the checksum made right again: each
    // block still reads as sound, only the workers' sums together see it.
    let mut bytes = std::fs::read(p("a.bin")).unwrap();
    let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap()) as usize;
    let (n, m) = (word(8), word(16));
    let at = 24 + 16 * (n + 1) + 4 * m + 4 * (m / 2);
    let old = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    bytes[at..at + 4].copy_from_slice(&((old + 1) % n as u32).to_le_bytes());
    let body = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..body]);
    bytes[body..].copy_from_slice(&crc.to_le_bytes());
    std::fs::write(p("bad.bin"), &bytes).unwrap();
    let bad = s("bad.bin");
    let said = "malformed graph: its reverse half does not list the arcs of its forward half";
    // The one-machine reader and 3 worker threads of one process.
    refused(&["graph", "solve", &bad], said);
    refused(
        &["graph", "solve", &bad, "-w", "3", "--out", &s("v.bin")],
        said,
    );
    assert!(!p("v.bin").exists() && !p("v.partial").exists());
    // Two processes: each stops with the error naming the file, none hangs or panics.
    let hosts = hostfile(dir.path(), 2);
    let children: Vec<Child> = (0..2)
        .map(|i| {
            Command::new(env!("CARGO_BIN_EXE_grundy"))
                .args(["graph", "solve", &bad, "--out", &s("v.bin"), "--quiet"])
                .args(["-n", "2", "-p", &i.to_string(), "-h"])
                .arg(&hosts)
                .env_remove("LANG")
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for (i, c) in children.into_iter().enumerate() {
        let start = Instant::now();
        let mut c = c;
        let status = loop {
            if let Some(st) = c.try_wait().unwrap() {
                break st;
            }
            if start.elapsed() > Duration::from_secs(120) {
                let _ = c.kill();
                let _ = c.wait();
                panic!("process {i} hung");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut err = String::new();
        std::io::Read::read_to_string(&mut c.stderr.take().unwrap(), &mut err).unwrap();
        assert_eq!(status.code(), Some(2), "process {i}: {err}");
        assert!(
            err.contains(&bad) && err.contains(said),
            "process {i}: {err}"
        );
        assert!(!err.contains("panicked"), "process {i}: {err}");
    }
    assert!(!p("v.bin").exists() && !p("v.partial").exists());
}

/// A process whose peers never start gives up after `--connect-timeout`, with exit status
/// 2 and the address it could not reach (process 1, whose process 0 is missing), or the
/// process that never connected (process 0 alone) — it never waits for ever.
#[test]
fn a_process_alone_gives_up_after_the_connect_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let g = small_cycle(dir.path());
    let hosts = hostfile(dir.path(), 2);
    let text = std::fs::read_to_string(&hosts).unwrap();
    let addresses: Vec<&str> = text.lines().collect();
    for (p, said) in [
        (
            "1",
            format!("could not reach process 0 at {} within 2 s", addresses[0]),
        ),
        (
            "0",
            format!(
                "process 1 did not connect to this process (listening at {}) within 2 s",
                addresses[0]
            ),
        ),
    ] {
        let start = Instant::now();
        let assert = grundy()
            .args(["graph", "solve", &g, "--quiet", "-n", "2", "-p", p, "-h"])
            .arg(&hosts)
            .args(["--connect-timeout", "2"])
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .timeout(Duration::from_secs(60))
            .assert()
            .code(2)
            .stderr(predicates::str::contains(said.as_str()));
        let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
        assert!(stderr.contains("--connect-timeout"), "{stderr}");
        assert!(start.elapsed() < Duration::from_secs(30), "{stderr}");
    }
}
