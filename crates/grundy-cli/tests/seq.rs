//! `grundy seq` end to end, and heap games as positions: values, proved periods, plots,
//! checkpoints (resume equals one uninterrupted run; Ctrl-C saves; damage is refused)
//! and bad codes.

use crate::common;

use common::{
    fifo_writer, grundy, interrupted, json, refused, refused_without_hanging, stdout,
    CheckpointFile,
};
use grundy::report::sequence::SequenceWords;
use predicates::prelude::*;

#[test]
fn dawson_chess_values_and_its_proved_period() {
    let v = json(&["seq", "0.137", "--upto", "1000"]);
    let values: Vec<u64> = v["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(values.len(), 1001);
    assert_eq!(&values[..10], &[0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    let p = &v["period"];
    assert_eq!(
        (p["preperiod"].as_u64(), p["period"].as_u64()),
        (Some(52), Some(34))
    );
    assert_eq!(p["certified"], true);
    assert_eq!(p["saltus"], 0);
    // Computed up to the proof, every later value (and its statistics) from the period.
    let from = v["generated_from"].as_u64().unwrap();
    assert_eq!(p["checked_to"].as_u64().unwrap() + 1, from);
    assert!(p["check_below"].as_u64().unwrap() <= from);
    assert_eq!(v["stats"]["count"], 1001);
}

/// Issue 41 point 5: the report of `G(0..=10^8)` of a game with a proved period is the
/// period's, not 10^8 values computed (minutes); the bound is generous, the library's
/// test counts the work (`a_report_past_a_proved_period_computes_nothing_more`).
#[test]
fn a_text_report_far_past_a_proved_period_is_quick() {
    let start = std::time::Instant::now();
    for args in [
        &["seq", "dawson-chess", "--upto", "100000000"][..],
        &["seq", "dawson-chess", "--upto", "100000000", "--json"][..],
    ] {
        let out = stdout(args);
        assert!(out.contains("100000000"), "{out}");
    }
    let text = stdout(&["seq", "dawson-chess", "--upto", "100000000"]);
    assert!(text.contains("follow from it"), "{text}");
    let v = json(&["seq", "dawson-chess", "--upto", "100000000"]);
    assert_eq!(v["stats"]["count"], 100_000_001u64);
    assert!(v["generated_from"].as_u64().unwrap() <= 1024);
    assert!(start.elapsed().as_secs() < 120, "{:?}", start.elapsed());
}

#[test]
fn kayles_period_search_stops_at_the_certificate() {
    let v = json(&["seq", "kayles", "--period"]);
    let p = &v["period"];
    assert_eq!(
        (p["preperiod"].as_u64(), p["period"].as_u64()),
        (Some(71), Some(12))
    );
    assert_eq!(p["certified"], true);
    assert!(v["computed"].as_u64().unwrap() <= 512, "{}", v["computed"]);
}

#[test]
fn grundy_game_is_never_claimed_periodic() {
    let out = grundy()
        .args(["seq", "grundy-game", "--upto", "2000", "--period"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("proved by"), "{text}");
    let v = json(&["seq", "4!.0", "--upto", "300"]);
    assert!(v["period"].is_null() || v["period"]["certified"] == false);
    // The sparse space of Grundy's game: rare iff popcount(G >> 1) is even.
    let split = &v["stats"]["split"];
    assert_eq!(split["mask"].as_u64().unwrap() & 1, 0);
}

#[test]
fn lasker_is_arithmetic_periodic() {
    let v = json(&["seq", "lasker", "--period"]);
    let p = &v["period"];
    assert_eq!(
        (
            p["preperiod"].as_u64(),
            p["period"].as_u64(),
            p["saltus"].as_u64()
        ),
        (Some(1), Some(4), Some(4))
    );
    assert_eq!(p["certified"], true);
}

/// The periodicity `grundy analyze` used for the first component of `position`.
fn analysis_period(position: &str) -> (serde_json::Value, serde_json::Value) {
    let v = json(&["analyze", position]);
    let step = v["reasoning"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["kind"] == "subtraction" || s["kind"] == "heap_game")
        .unwrap_or_else(|| panic!("{position}: no nim-sequence step in {v}"))
        .clone();
    (
        step["periodicity"].clone(),
        v["components"][0]["value"].clone(),
    )
}

#[test]
fn seq_and_analyze_agree() {
    // (game, extra seq arguments, a heap, preperiod, period, saltus, G(heap))
    for (game, extra, heap, e, p, s, g) in [
        (
            "allbut(1,2)",
            vec![],
            1_000_000u64,
            0u64,
            3u64,
            1u64,
            333_333u64,
        ),
        ("allbut(2,3,5)", vec!["--upto", "1000"], 1000, 0, 18, 6, 333),
        ("lasker", vec![], 70_000, 1, 4, 4, 69_999),
        ("0.16", vec![], 30_000, 105_351, 149_459, 0, 5),
    ] {
        let mut args = vec!["seq", game, "--period"];
        args.extend(extra);
        let seq = json(&args);
        let (analysis, value) = analysis_period(&format!("{game} {heap}"));
        assert_eq!(seq["period"], analysis, "{game}");
        let period = &seq["period"];
        assert_eq!(period["certified"], true, "{game}");
        assert_eq!(
            (
                period["preperiod"].as_u64(),
                period["period"].as_u64(),
                period["saltus"].as_u64()
            ),
            (Some(e), Some(p), Some(s)),
            "{game}"
        );
        assert_eq!(value.as_u64(), Some(g), "{game} {heap}");
    }
    // G(30000) of 0.16 as `seq` computes it.
    let v = json(&["seq", "0.16", "--upto", "30000"]);
    assert_eq!(v["values"][30000], 5);
}

#[test]
fn values_beyond_16_bits() {
    // Lasker's Nim by its closed form: G(65535) = 65536 (the 16-bit engines stop there).
    let v = json(&["seq", "lasker", "--upto", "70000"]);
    assert_eq!(v["values"][65535], 65536);
    assert_eq!(v["values"][70000], 69999);
    assert_eq!(v["stats"]["max_value"], 70000);
    let text = stdout(&["seq", "allbut(1,2)", "--period"]);
    assert!(
        text.contains("G(n + 3) = G(n) + 1 for every n ≥ 0 — proved by the all-but state"),
        "{text}"
    );
    // allbut(1,2) far beyond 65535, with the values listed.
    let v = json(&["seq", "allbut(1,2)", "--upto", "300000"]);
    assert_eq!(v["values"][300000], 100000);
    assert_eq!(v["period"]["certified"], true);
    // Runs without a heap engine need no checkpoint.
    refused(
        &["seq", "lasker", "--checkpoint", "/tmp/never-written.ckpt"],
        "needs no checkpoint",
    );
}

#[test]
fn csv_and_plot() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("k.svg");
    grundy()
        .args([
            "seq",
            "kayles",
            "--upto",
            "300",
            "--csv",
            "--plot",
            svg.to_str().unwrap(),
        ])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "n,g\n0,0\n1,1\n2,2\n3,3\n4,1\n",
        ));
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(picture.starts_with("<svg"));
    assert!(picture.contains("preperiod: n &lt; 71") && picture.contains("one period (proved)"));
}

#[test]
fn subtraction_games_through_the_same_engine() {
    let v = json(&["seq", "sub(1,3,4)", "--period"]);
    let p = &v["period"];
    assert_eq!(
        (p["preperiod"].as_u64(), p["period"].as_u64()),
        (Some(0), Some(7))
    );
    let values: Vec<u64> = v["values"]
        .as_array()
        .unwrap()
        .iter()
        .take(7)
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(values, [0, 1, 0, 1, 2, 3, 2]);
}

#[test]
fn checkpoint_then_resume_equals_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let ck = dir.path().join("o.ckpt");
    let whole = grundy()
        .args(["seq", "officers", "--upto", "3000", "--json"])
        .output()
        .unwrap();
    grundy()
        .args([
            "seq",
            "officers",
            "--upto",
            "1234",
            "--checkpoint",
            ck.to_str().unwrap(),
            "--quiet",
        ])
        .assert()
        .success();
    let resumed = grundy()
        .args([
            "seq",
            "officers",
            "--resume",
            ck.to_str().unwrap(),
            "--upto",
            "3000",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    assert_eq!(whole.stdout, resumed.stdout);
}

#[test]
fn ctrl_c_saves_a_checkpoint_that_resumes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let ck = dir.path().join("run.ckpt");
    let (_, computed) = interrupted(
        &[
            "seq",
            "officers",
            "--upto",
            "100000000",
            "--checkpoint",
            ck.to_str().unwrap(),
        ],
        700,
    );
    let upto = (computed + 500).to_string();
    let resumed = grundy()
        .args([
            "seq",
            "officers",
            "--resume",
            ck.to_str().unwrap(),
            "--upto",
            &upto,
            "--json",
        ])
        .output()
        .unwrap();
    let whole = grundy()
        .args(["seq", "officers", "--upto", &upto, "--json"])
        .output()
        .unwrap();
    assert_eq!(whole.stdout, resumed.stdout);
}

/// `--resume` reads with a limit whatever the file is: a device or a directory is refused
/// by its kind, a header that declares more than the limit is refused before any data is
/// read (before, `--resume /dev/zero` read until memory ran out); a checkpoint through a
/// pipe resumes.
#[test]
fn checkpoints_are_read_with_a_limit() {
    refused_without_hanging(
        &["seq", "kayles", "--resume", "/dev/zero"],
        "/dev/zero is a character device, not a file",
    );
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    refused(&["seq", "kayles", "--resume", folder], "is a directory");
    let mut head = b"GRUNDY-CKPT\n".to_vec();
    head.extend(1u32.to_le_bytes());
    head.extend((1u64 << 40).to_le_bytes());
    head.extend(0u32.to_le_bytes());
    let endless = dir.path().join("endless");
    fifo_writer(&endless, head, 0, None);
    refused_without_hanging(
        &["seq", "kayles", "--resume", endless.to_str().unwrap()],
        "declares 1099511627776 bytes of data, more than 8 GiB",
    );
    let ck = dir.path().join("k.ckpt");
    let ck = ck.to_str().unwrap();
    let args = ["seq", "kayles", "--upto", "300", "--quiet"];
    grundy()
        .args(args)
        .args(["--checkpoint", ck])
        .assert()
        .success();
    let piped = dir.path().join("piped");
    fifo_writer(&piped, std::fs::read(ck).unwrap(), 0, Some(0));
    let resumed = json(&[
        "seq",
        "kayles",
        "--resume",
        piped.to_str().unwrap(),
        "--upto",
        "400",
    ]);
    assert_eq!(resumed, json(&["seq", "kayles", "--upto", "400"]));
}

/// `grundy seq officers --upto N --checkpoint FILE` in `dir`: the file and its contents.
fn officers_checkpoint(dir: &std::path::Path, upto: u64) -> (std::path::PathBuf, CheckpointFile) {
    let ck = dir.join("o.ckpt");
    grundy()
        .args(["seq", "officers", "--upto", &upto.to_string(), "--quiet"])
        .arg("--checkpoint")
        .arg(&ck)
        .assert()
        .success();
    let file = CheckpointFile::read(&ck);
    (ck, file)
}

/// Checkpoints are checked, not trusted: crafted with a valid checksum, a changed value
/// (before: `G(500)` 15 → 14 resumed and printed `500,14`), counts whose sum overflows,
/// or an engine state that made the sparse engine panic, each is refused with a clear
/// message.
#[test]
fn crafted_checkpoints_with_valid_checksums_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (_, good) = officers_checkpoint(dir.path(), 1000);
    assert_eq!((good.kept[500], good.engine.values[500]), (15, 15));
    let crafted = dir.path().join("crafted.ckpt");
    let resume = |ck: &CheckpointFile, needle: &str| {
        ck.write(&crafted);
        refused(
            &[
                "seq",
                "officers",
                "--resume",
                crafted.to_str().unwrap(),
                "--csv",
            ],
            needle,
        );
    };
    // The value kept for output differs from the engine's.
    let mut ck = good.clone();
    ck.kept[500] = 14;
    resume(
        &ck,
        "G(500) is 14 in the kept values but 15 in the engine state",
    );
    // The engine's too: the counts no longer match.
    ck.engine.values[500] = 14;
    resume(&ck, "the value counts do not match the kept values");
    // And the counts (14 and 15 are in the same class of the engine's mask, so the
    // engine's own checks pass): the recomputation of the kept values finds it.
    ck.histogram[15][0] -= 1;
    ck.histogram[14][0] += 1;
    resume(
        &ck,
        "G(500) is 14 in the checkpoint, but its options give 15",
    );
    // Counts that add up only modulo 2^64.
    let mut ck = good.clone();
    ck.histogram[0][0] += 1 << 63;
    ck.histogram[1][0] += 1 << 63;
    resume(&ck, "the value counts");
    // A rare value past the engine's bitsets (an index out of bounds in the sparse
    // engine's restore).
    let mut ck = good.clone();
    ck.engine.extra.get_mut("rare_values").unwrap()[0] = 65535;
    resume(&ck, "rare value");
    // Fewer kept values than computed ones.
    let mut ck = good.clone();
    ck.kept.truncate(900);
    resume(&ck, "900 values kept");
    // The untouched checkpoint resumes.
    good.write(&crafted);
    grundy()
        .args([
            "seq",
            "officers",
            "--resume",
            crafted.to_str().unwrap(),
            "--upto",
            "1100",
        ])
        .assert()
        .success();
}

/// `--resume FILE --upto N` on a checkpoint that holds more than `G(0..=N)` prints only
/// what was asked, as a run to N would.
#[test]
fn resuming_a_longer_checkpoint_prints_only_what_was_asked() {
    let dir = tempfile::tempdir().unwrap();
    let (ck, _) = officers_checkpoint(dir.path(), 2000);
    let ck = ck.to_str().unwrap();
    for format in ["--csv", "--json"] {
        let resumed = stdout(&["seq", "officers", "--upto", "1000", format, "--resume", ck]);
        let direct = stdout(&["seq", "officers", "--upto", "1000", format]);
        assert!(
            resumed == direct,
            "{format}: {resumed:.300} … ≠ {direct:.300} …"
        );
    }
}

/// A process killed while writing a checkpoint leaves `.NAME.tmp-PID`: the next run with
/// that checkpoint removes it (its process is gone, or it is older than the checkpoint)
/// and says so; a temporary file of a live process, newer than the checkpoint, stays.
#[test]
fn stale_temporary_checkpoint_files_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    let (ck, _) = officers_checkpoint(dir.path(), 100);
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    let dead_pid = gone.id();
    gone.wait().unwrap();
    let dead = dir.path().join(format!(".o.ckpt.tmp-{dead_pid}"));
    std::fs::write(&dead, b"half").unwrap();
    // PID 1 is alive; its file is older than the checkpoint.
    let old = dir.path().join(".o.ckpt.tmp-1");
    let f = std::fs::File::create(&old).unwrap();
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    f.set_modified(long_ago).unwrap();
    // Ours is alive and newer than the checkpoint.
    let ours = dir
        .path()
        .join(format!(".o.ckpt.tmp-{}", std::process::id()));
    std::fs::write(&ours, b"being written").unwrap();
    let other = dir.path().join(".other.ckpt.tmp-1");
    std::fs::write(&other, b"not ours").unwrap();
    let out = grundy()
        .args(["seq", "officers", "--upto", "200", "--quiet", "--resume"])
        .arg(&ck)
        .arg("--checkpoint")
        .arg(&ck)
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!dead.exists() && !old.exists(), "{err}");
    assert!(ours.exists() && other.exists(), "{err}");
    assert!(
        err.contains(&format!("removed {}", dead.display()))
            && err.contains("left by an interrupted write"),
        "{err}"
    );
}

#[test]
fn bad_codes_and_checkpoints_are_refused() {
    refused(&["seq", "0.8"], "not an octal digit");
    refused(&["seq", "0."], "no digits after the point");
    refused(&["seq", "1.2.3"], "a second '.' at column 4");
    refused(&["seq", &format!("0.{}", "7".repeat(40))], "40");
    refused(&["seq", "hex(0.G)"], "G");
    refused(&["seq", "chess"], "chess");
    refused(&["analyze", "0.8 5"], "not an octal digit");
    let dir = tempfile::tempdir().unwrap();
    let ck = dir.path().join("k.ckpt");
    grundy()
        .args([
            "seq",
            "kayles",
            "--upto",
            "50",
            "--checkpoint",
            ck.to_str().unwrap(),
        ])
        .assert()
        .success();
    refused(
        &["seq", "dawson-chess", "--resume", ck.to_str().unwrap()],
        "is for the game 0.77",
    );
    let mut bytes = std::fs::read(&ck).unwrap();
    let n = bytes.len();
    bytes[n - 2] ^= 0x55;
    std::fs::write(&ck, &bytes).unwrap();
    refused(
        &["seq", "kayles", "--resume", ck.to_str().unwrap()],
        "checksum",
    );
    std::fs::write(&ck, b"not a checkpoint").unwrap();
    refused(
        &["seq", "kayles", "--resume", ck.to_str().unwrap()],
        "not a grundy checkpoint",
    );
}

#[test]
fn kayles_positions_are_told_in_pins() {
    // G(10) = 2, G(6) = 3: the sum has value 1.
    let v = json(&["analyze", "kayles 10 6"]);
    assert_eq!(v["value"], 1);
    let descriptions: Vec<&str> = v["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["description"].as_str().unwrap())
        .collect();
    assert!(
        descriptions.iter().all(|d| d.starts_with("knock down pin")),
        "{descriptions:?}"
    );
    assert_eq!(v["winning_moves"][0]["after"], "kayles 1 7 6");
    assert_eq!(
        v["winning_moves"][0]["changes"][0]["parts"],
        serde_json::json!([1, 7])
    );
    // Kayles heaps far beyond the computed values, by the proved period.
    // 10^21 ≡ 4 (mod 12) beyond the preperiod 71: G = G(76) = 1; G(5) = 4.
    let v = json(&["analyze", "kayles 1000000000000000000000 5"]);
    assert_eq!(v["components"][0]["value"], 5);
    // Its winning moves are counted through the period too (they were not, once).
    assert!(!v["notes"]
        .to_string()
        .contains("not every winning move could be counted"));
    assert!(
        v["winning_move_count"].as_str().is_some() || v["winning_move_count"].as_u64().is_some(),
        "{v}"
    );
    let v = json(&["analyze", "0.137 20 + grundy-game 7 + lasker 5 7"]);
    assert_eq!(v["outcome"], "N");
}

#[test]
fn the_text_is_the_library_s_words() {
    let out = grundy()
        .args(["seq", "kayles", "--upto", "20000", "--period"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let (rule, name) = grundy::sequence::parse_rule("kayles").unwrap();
    let report = grundy::sequence::compute(
        rule,
        name,
        20_000,
        true,
        &std::sync::atomic::AtomicBool::new(false),
    )
    .unwrap();
    let words = report.explain();
    // The title, then why the run stopped before N (the period is proved at 255).
    assert!(
        text.starts_with(&format!(
            "{}\n  {}\n",
            words[0].title, words[0].paragraphs[0]
        )),
        "{text}"
    );
    assert!(text.contains("before N = 20000"), "{text}");
    for e in &words[1..] {
        assert!(
            text.contains(&format!("{}: {}", e.title, e.paragraphs[0])),
            "{text}"
        );
    }
    assert!(text.contains(
        "Period 12 from n = 71: G(n + 12) = G(n) for every n ≥ 71 — proved by the Guy–Smith"
    ));
}

/// `grundy seq GAME --upto UPTO --csv`, with `--threads N` when given.
fn csv_on(game: &str, upto: &str, threads: Option<&str>) -> String {
    let mut args = vec!["seq", game, "--upto", upto, "--csv"];
    args.extend(threads.map(|n| ["--threads", n]).into_iter().flatten());
    stdout(&args)
}

/// `--threads 2` runs the sparse engine's vector blocks on two threads: the values are
/// those of one thread.
#[test]
fn officers_on_two_threads_gives_the_values_of_one() {
    let one = csv_on("officers", "300000", Some("1"));
    let two = csv_on("officers", "300000", Some("2"));
    assert_eq!(one.lines().count(), 300_002, "a header and every value");
    assert!(one == two, "two threads give other values than one");
}

/// Without `--threads`, every core: Treblecross's dense blocks on them give the values of
/// one thread.
#[test]
fn treblecross_on_every_core_by_default_gives_the_values_of_one() {
    let one = csv_on("treblecross", "80000", Some("1"));
    let every = csv_on("treblecross", "80000", None);
    let three = csv_on("treblecross", "80000", Some("3"));
    assert_eq!(one.lines().count(), 80_002, "a header and every value");
    assert!(
        one == every,
        "the default gives other values than one thread"
    );
    assert!(one == three, "three threads give other values than one");
}
