//! `grundy census`: the rows of one process are the rows of 2 and 3 timely processes on
//! 127.0.0.1; a process killed mid-census and the census started again lose no finished
//! row and write none twice; bad arguments are refused. Small families, small --upto.

use crate::common;

use common::hostfile;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn grundy() -> Command {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
}

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-census-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

fn sorted(path: &Path) -> Vec<String> {
    let mut v = lines(path);
    v.sort();
    v
}

const FAMILY: [&str; 4] = ["--octal-digits", "2", "--upto", "2^10"];

fn one_process(dir: &Path, family: &[&str]) -> Vec<String> {
    let out = dir.join("one.jsonl");
    let st = grundy()
        .arg("census")
        .args(family)
        .args(["--no-table", "-w", "2", "--out"])
        .arg(&out)
        .stderr(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(st.success());
    sorted(&out)
}

fn spawn(family: &[&str], out: &Path, hosts: &Path, n: usize, p: usize) -> Child {
    grundy()
        .arg("census")
        .args(family)
        .args([
            "--no-table",
            "-w",
            "1",
            "-n",
            &n.to_string(),
            "-p",
            &p.to_string(),
            "-h",
        ])
        .arg(hosts)
        .arg("--out")
        .arg(out)
        .stderr(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

fn wait(mut c: Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        if let Some(st) = c.try_wait().unwrap() {
            return Some(st);
        }
        if start.elapsed() > limit {
            let _ = c.kill();
            let _ = c.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn several(dir: &Path, n: usize, family: &[&str]) -> Vec<String> {
    let hosts = hostfile(dir, n);
    let out = dir.join(format!("n{n}.jsonl"));
    let children: Vec<Child> = (0..n).map(|p| spawn(family, &out, &hosts, n, p)).collect();
    for c in children {
        let st = wait(c, Duration::from_secs(120)).expect("a census process hung");
        assert!(st.success());
    }
    sorted(&out)
}

#[test]
fn two_and_three_processes_give_the_rows_of_one() {
    let dir = tmp("procs");
    let one = one_process(&dir, &FAMILY);
    assert_eq!(one.len(), 64);
    assert!(one.iter().any(|l| l.contains(
        r#""code":"0.07","standard_form":"0.07","status":"periodic","preperiod":53,"period":34"#
    )));
    assert_eq!(several(&dir, 2, &FAMILY), one);
    assert_eq!(several(&dir, 3, &FAMILY), one);
    // The CSV holds the same rows.
    assert_eq!(lines(&dir.join("n3.csv")).len(), 65);
}

#[test]
fn a_killed_process_loses_no_finished_row() {
    let dir = tmp("kill");
    let family = ["--octal-digits", "2", "--upto", "2^14"];
    let one = one_process(&dir, &family);
    let hosts = hostfile(&dir, 2);
    let out = dir.join("k.jsonl");
    let p1 = spawn(&family, &out, &hosts, 2, 1);
    let p0 = spawn(&family, &out, &hosts, 2, 0);
    // Kill process 1 as soon as a row is on disk.
    let start = Instant::now();
    while lines(&out).is_empty() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    let mut p1 = p1;
    let _ = p1.kill();
    let _ = p1.wait();
    let st0 = wait(p0, Duration::from_secs(60)).expect("process 0 hung after its peer died");
    let before = lines(&out);
    assert!(!before.is_empty());
    if !st0.success() {
        assert_eq!(st0.code(), Some(2));
    }
    // Every finished row is a complete row of the one-process census.
    let complete: Vec<&String> = before.iter().filter(|l| l.ends_with('}')).collect();
    assert!(
        complete.iter().all(|l| one.contains(l)),
        "a written row differs"
    );
    // Started again: the rows written stay, the others follow, none twice.
    let after = several_on(&dir, &family, &out, &hosts);
    assert_eq!(after, one);
    let all = lines(&out);
    for (a, b) in complete.iter().zip(&all) {
        assert_eq!(*a, b, "a finished row was rewritten");
    }
    let codes: BTreeSet<&str> = all.iter().map(|l| &l[..20]).collect();
    assert_eq!(codes.len(), all.len(), "a row was written twice");
}

fn several_on(_dir: &Path, family: &[&str], out: &Path, hosts: &Path) -> Vec<String> {
    let children: Vec<Child> = (0..2).map(|p| spawn(family, out, hosts, 2, p)).collect();
    for c in children {
        assert!(wait(c, Duration::from_secs(120)).expect("hung").success());
    }
    sorted(out)
}

#[test]
fn bad_arguments_are_refused() {
    let dir = tmp("bad");
    let out = dir.join("x.jsonl");
    for args in [
        vec!["--octal-digits", "9"],
        vec!["--octal-digits", "2", "--first-digit-max", "8"],
        vec!["--subtraction-max", "0"],
        vec!["--upto", "10"],
        vec!["--octal-digits", "1", "--time-per-code", "-1"],
        vec!["--octal-digits", "1", "-n", "2", "-p", "2"],
    ] {
        let o = grundy()
            .arg("census")
            .args(&args)
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("error"), "{args:?}: {err}");
    }
    // A file that is not a census is never appended to.
    std::fs::write(&out, "not a row\n{}\n").unwrap();
    let o = grundy()
        .args(["census", "--octal-digits", "1", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "not a row\n{}\n");
}

#[test]
fn codes_file_hex_and_subtraction_families() {
    let dir = tmp("families");
    let codes = dir.join("codes.txt");
    std::fs::write(&codes, "# Kayles twice\n0.77\nkayles\n0.770\n").unwrap();
    let out = dir.join("c.jsonl");
    let o = grundy()
        .args([
            "census",
            "--subtraction-max",
            "3",
            "--hex-digits",
            "1",
            "--codes",
        ])
        .arg(&codes)
        .args(["--upto", "2^10", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let rows = lines(&out);
    // 7 sets, 16 hex codes, 3 codes.
    assert_eq!(rows.len(), 26);
    let kayles: Vec<_> = rows
        .iter()
        .filter(|l| l.contains(r#""standard_form":"0.77""#))
        .collect();
    assert_eq!(kayles.len(), 3);
    assert!(kayles
        .iter()
        .all(|l| l.contains(r#""preperiod":71,"period":12"#)));
    // sub(1,2) is 0.33: G(n) = n mod 3.
    assert!(rows.iter().any(|l| l.starts_with(
        r#"{"code":"sub(1,2)","standard_form":"0.33","status":"periodic","preperiod":0,"period":3"#
    )));
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(stdout.contains("census: 26 rows"), "{stdout}");
}

/// Process 1 of a census whose process 0 never starts gives up after `--connect-timeout`
/// (exit status 2), naming the address it could not reach.
#[test]
fn a_process_alone_gives_up_after_the_connect_timeout() {
    let dir = tmp("alone");
    let hosts = hostfile(&dir, 2);
    let text = std::fs::read_to_string(&hosts).unwrap();
    let first = text.lines().next().unwrap().to_string();
    let start = Instant::now();
    let out = grundy()
        .args(["census", "--octal-digits", "1", "--no-table"])
        .args(["-w", "1", "-n", "2", "-p", "1", "-h"])
        .arg(&hosts)
        .arg("--out")
        .arg(dir.join("c.jsonl"))
        .args(["--connect-timeout", "2"])
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!("could not reach process 0 at {first} within 2 s")),
        "{err}"
    );
    assert!(start.elapsed() < Duration::from_secs(30), "{err}");
}
