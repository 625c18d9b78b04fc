//! The end-to-end browser tests (web-tests/e2e.mjs) in headless Chromium, against a real
//! server on an ephemeral port. They need `node`, Debian's `chromium` and
//! `npm ci` in web-tests/. With GRUNDY_E2E=1 (as CI sets) a missing piece is a failure;
//! without it the test is skipped with a loud message.
//!
//! GRUNDY_SCREENSHOTS=1 also writes the screenshots of docs/ (calculator.png, play.png,
//! sequence.png).

use crate::common;

use grundy_web::ServerConfig;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The most the whole browser suite may take: about five minutes on an idle machine,
/// several times that on a loaded one (every wait in it is for a condition).
const E2E_LIMIT_SECS: u64 = 40 * 60;

fn missing(what: &str) {
    let required = std::env::var("GRUNDY_E2E").is_ok_and(|v| v == "1");
    if required {
        panic!("GRUNDY_E2E=1 but {what}");
    }
    let line = "!".repeat(78);
    eprintln!("{line}\n!! SKIPPED: the browser end-to-end tests did not run: {what}.\n!! Install node, Debian's chromium, run `npm ci` in web-tests/, and set GRUNDY_E2E=1.\n{line}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browser_end_to_end() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tests = root.join("web-tests");
    let chromium = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if !chromium.exists() {
        return missing(&format!("{} does not exist", chromium.display()));
    }
    if !tests.join("node_modules/playwright-core").exists() {
        return missing(
            "web-tests/node_modules/playwright-core is missing (run `npm ci` in web-tests)",
        );
    }
    let node_ok = std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !node_ok {
        return missing("`node` cannot be run");
    }

    // The tests in SHARDS processes at once (GRUNDY_E2E_SHARD, web-tests/e2e.mjs), each
    // with its own server and browser profile: one browser leaves much of two cores idle
    // while it waits on pages and the server (a share took 40 % of the time of all).
    let mut runs = tokio::task::JoinSet::new();
    for shard in 0..SHARDS {
        let (tests, chromium, root) = (tests.clone(), chromium.clone(), root.clone());
        runs.spawn(async move { (shard, run_shard(&tests, &chromium, &root, shard).await) });
    }
    let mut outputs = runs.join_all().await;
    outputs.sort_by_key(|(shard, _)| *shard);
    let mut failures = Vec::new();
    for (shard, (status, stdout, stderr)) in &outputs {
        eprintln!("{stdout}{stderr}");
        if !status.success() || !stdout.contains(" 0 failed") {
            failures.push(format!("shard {shard}/{SHARDS}:\n{stdout}\n{stderr}"));
        }
    }
    assert!(
        failures.is_empty(),
        "the browser tests failed:\n{}",
        failures.join("\n")
    );
}

/// How many processes share the browser tests.
const SHARDS: usize = 2;

/// One share of the browser tests against a server of its own: node's exit status, its
/// output and its errors.
async fn run_shard(
    tests: &Path,
    chromium: &Path,
    root: &Path,
    shard: usize,
) -> (std::process::ExitStatus, String, String) {
    // On a loaded machine a computation may take several times its usual second: the
    // server gives each a minute (no test here is about the time limit), and the pages'
    // waits are for conditions (web-tests/e2e.mjs, GRUNDY_E2E_WAIT_MS).
    let server = common::start(ServerConfig {
        compute_timeout: Duration::from_secs(60),
        ..ServerConfig::default()
    })
    .await;
    let mut cmd = tokio::process::Command::new("node");
    cmd.arg("e2e.mjs")
        .current_dir(tests)
        .env("GRUNDY_URL", format!("http://{}", server.addr))
        .env("GRUNDY_E2E_SHARD", format!("{shard}/{SHARDS}"))
        .env("CHROMIUM", chromium)
        .kill_on_drop(true);
    if std::env::var("GRUNDY_SCREENSHOTS").is_ok_and(|v| v == "1") {
        cmd.arg("--screenshots").arg(root.join("docs"));
    }
    let output = tokio::time::timeout(Duration::from_secs(E2E_LIMIT_SECS), cmd.output())
        .await
        .expect("the browser tests took more than their limit (E2E_LIMIT_SECS)")
        .expect("node runs");
    (
        output.status,
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
