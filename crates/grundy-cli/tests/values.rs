//! Sequences out: `grundy seq` values files (CSV, JSON lines, b-files, the binary format)
//! for any N, streamed; resumed runs writing the same bytes; `--check` and `--compare`;
//! plots as SVG and PNG.

use crate::common;

use common::{grundy, interrupted, refused, stdout};
use grundy::sequence::values_file::{Checksum, ValuesHeader, Width};
use std::io::BufRead;
use std::path::Path;

/// Runs `grundy` with the words of `command`, asserts success, returns the output.
fn ok(command: &str) -> std::process::Output {
    let args: Vec<&str> = command.split_whitespace().collect();
    let out = grundy().args(&args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs `grundy COMMAND --out DIR/v.bin`; returns the file's path, bytes and header.
fn binary(dir: &Path, command: &str) -> (std::path::PathBuf, Vec<u8>, ValuesHeader) {
    let path = dir.join("v.bin");
    ok(&format!("{command} --out {}", p(&path)));
    let bytes = std::fs::read(&path).unwrap();
    let header = ValuesHeader::decode(&bytes).unwrap();
    (path, bytes, header)
}

/// Runs `grundy ARGS`, asserts exit 1 (a difference found), returns the standard output.
fn differs(args: &[&str]) -> String {
    let out = grundy().args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn p(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Below the run's keep limit (2^24 values) as before, and above it, where `--csv` wrote
/// only its header line: every row, streamed. `bounded(3)` (G(n) = n mod 4, proved at
/// once and then generated) is the cheapest game with 2^24 + 10 values.
#[test]
fn csv_has_every_row_below_and_above_two_to_the_24() {
    let small = stdout(&["seq", "officers", "--upto", "3000", "--csv"]);
    let rows: Vec<&str> = small.lines().collect();
    assert_eq!(rows.len(), 3002);
    assert_eq!(&rows[..4], ["n,g", "0,0", "1,0", "2,1"]);
    assert_eq!(
        rows[3001],
        "3000,".to_string() + &officers_value(3000).to_string()
    );

    let big = (1u64 << 24) + 9;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["seq", "bounded(3)", "--upto", &big.to_string(), "--csv"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let reader = std::io::BufReader::with_capacity(1 << 20, child.stdout.take().unwrap());
    let mut count = 0u64;
    let mut last = String::new();
    for (i, line) in reader.lines().enumerate() {
        let line = line.unwrap();
        if i == 0 {
            assert_eq!(line, "n,g");
        } else if i % 1_000_003 == 1 || i as u64 > big - 3 {
            let n = i as u64 - 1;
            assert_eq!(line, format!("{n},{}", n % 4));
        }
        count += 1;
        last = line;
    }
    assert!(child.wait().unwrap().success());
    assert_eq!(count, big + 2);
    assert_eq!(last, format!("{big},{}", big % 4));
}

/// `G(n)` of Officers, from `--json`.
fn officers_value(n: usize) -> u64 {
    let v = common::json(&["seq", "officers", "--upto", &n.to_string()]);
    v["values"][n].as_u64().unwrap()
}

/// Past the keep limit on the *computed* path: Officers has no proved period, so every one
/// of its 2^24 − 10 values is computed chunk by chunk and streamed, with a checkpoint at
/// the end. The rows count exactly; the first 3,000 equal `--json`'s values (kept in
/// memory, another code path). Then the run is resumed from that checkpoint, past the
/// limit, twice — one thread writing JSON lines, two threads writing CSV — and the 20
/// values they compute agree (each run of Officers to 2^24 costs seconds: one, not two,
/// as when a second run recomputed the tail from 0).
#[test]
fn csv_streams_computed_values_past_two_to_the_24() {
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("run.ck");
    let big = (1u64 << 24) + 9;
    let saved = big - 20;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args([
            "seq",
            "officers",
            "--upto",
            &saved.to_string(),
            "--csv",
            "--quiet",
            "--checkpoint",
            p(&checkpoint),
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let reader = std::io::BufReader::with_capacity(1 << 20, child.stdout.take().unwrap());
    let first = common::json(&["seq", "officers", "--upto", "3000"]);
    let mut count = 0u64;
    for (i, line) in reader.lines().enumerate() {
        let line = line.unwrap();
        if i == 0 {
            assert_eq!(line, "n,g");
        } else {
            let n = i as u64 - 1;
            let (row_n, g) = line.split_once(',').expect("a row n,g");
            assert_eq!(row_n.parse::<u64>().unwrap(), n, "rows in order");
            if n <= 3000 {
                assert_eq!(
                    Some(g.parse::<u64>().unwrap()),
                    first["values"][n as usize].as_u64()
                );
            }
        }
        count += 1;
    }
    assert!(child.wait().unwrap().success());
    assert_eq!(count, saved + 2);
    let resumed = |threads: &str, format: &str, again: &str| {
        stdout(&[
            "seq",
            "officers",
            "--resume",
            p(&checkpoint),
            "--checkpoint",
            p(&dir.path().join(again)),
            "--upto",
            &big.to_string(),
            "--from",
            &(saved + 1).to_string(),
            format,
            "--threads",
            threads,
            "--quiet",
        ])
    };
    let jsonl = resumed("1", "--jsonl", "a.ck");
    let csv = resumed("2", "--csv", "b.ck");
    let from_csv: Vec<String> = csv
        .lines()
        .skip(1)
        .map(|row| {
            let (n, g) = row.split_once(',').expect("a row n,g");
            format!("{{\"n\":{n},\"g\":{g}}}")
        })
        .collect();
    assert_eq!(from_csv.len(), 20);
    assert_eq!(jsonl.lines().collect::<Vec<_>>(), from_csv);
    assert!(from_csv[19].starts_with(&format!("{{\"n\":{big},")));
}

/// The binary file: the header says the game, code, first n, count and width; the values
/// are those of the CSV; the checksum is the CRC-32 of the value bytes.
#[test]
fn binary_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let (bin, bytes, h) = binary(
        dir.path(),
        "seq officers --upto 5000 --from 100 --format u16le",
    );
    assert_eq!(
        (h.game.as_str(), h.code.as_str(), h.first, h.count, h.width),
        ("officers", "0.6", 100, 4901, Width::U16)
    );
    let body = &bytes[h.len()..];
    assert_eq!(body.len(), 4901 * 2);
    let mut crc = Checksum::new();
    crc.update(body);
    assert_eq!(crc.value(), h.crc);
    let csv = stdout(&[
        "seq", "officers", "--upto", "5000", "--from", "100", "--csv",
    ]);
    let from_csv: Vec<u64> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    let from_bin: Vec<u64> = body
        .chunks(2)
        .map(|c| u64::from(u16::from_le_bytes([c[0], c[1]])))
        .collect();
    assert_eq!(from_bin, from_csv);
    assert!(!dir.path().join("v.bin.part").exists());
    // Every format holds the same values.
    for (flag, file) in [
        ("--jsonl", "o.jsonl"),
        ("--bfile", "o.txt"),
        ("--csv", "o.csv"),
    ] {
        let path = dir.path().join(file);
        ok(&format!(
            "seq officers --upto 5000 --from 100 {} --out {}",
            flag,
            p(&path)
        ));
        let out = ok(&format!("seq --compare {} {}", p(&bin), p(&path)));
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            said.contains("the same 4901 values G(100), …, G(5000)"),
            "{said}"
        );
    }
}

/// A format that cannot hold a value is an error (exit 2) and leaves no file: `u8` with
/// Lasker's Nim, whose values pass 255; binary to standard output; a plot's unknown type.
#[test]
fn formats_that_cannot_be_produced_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("l.bin");
    refused(
        &[
            "seq",
            "lasker",
            "--upto",
            "1000",
            "--out",
            p(&bin),
            "--format",
            "u8",
        ],
        "G(255) = 256: the value 256 does not fit in u8",
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    refused(&["seq", "kayles", "--format", "u16le"], "need --out FILE");
    refused(&["seq", "kayles", "--out", p(&bin)], "say the format");
    refused(&["seq", "kayles", "--plot", "k.jpg"], ".svg or .png");
    refused(
        &["seq", "kayles", "--upto", "10", "--from", "11", "--csv"],
        "nothing to write",
    );
}

/// Past a proved period the values are generated, not computed: Dawson's chess to 10^7
/// (computed, this took minutes), checked against the computed values at random.
#[test]
fn values_past_a_proved_period_are_generated() {
    let dir = tempfile::tempdir().unwrap();
    let (bin, bytes, h) = binary(dir.path(), "seq dawson-chess --upto 10000000 --format u8");
    assert_eq!(h.count, 10_000_001);
    let direct = common::json(&["seq", "dawson-chess", "--upto", "2000"]);
    for n in [0usize, 51, 52, 85, 86, 1999, 2000] {
        assert_eq!(
            u64::from(bytes[h.len() + n]),
            direct["values"][n].as_u64().unwrap()
        );
    }
    // G(n) = G(n - 34) from n = 52 on.
    assert_eq!(
        bytes[h.len() + 10_000_000],
        bytes[h.len() + 10_000_000 - 34 * 1000]
    );
    let out = ok(&format!("seq --check {} --sample 50", p(&bin)));
    assert!(String::from_utf8_lossy(&out.stdout).contains("50 values drawn at random agree"));
}

/// A run interrupted by Ctrl-C keeps its partial values file, and the resumed run's file
/// equals the uninterrupted run's byte for byte (CSV and binary).
#[test]
fn a_resumed_run_writes_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    for (format, name) in [("csv", "o.csv"), ("u16le", "o.bin")] {
        let ck = dir.path().join(format!("{name}.ckpt"));
        let file = dir.path().join(name);
        let (err, computed) = interrupted(
            &[
                "seq",
                "officers",
                "--upto",
                "100000000",
                "--format",
                format,
                "--out",
                p(&file),
                "--checkpoint",
                p(&ck),
            ],
            700,
        );
        assert!(err.contains(".part"), "{err}");
        assert!(!file.exists());
        // Some values past the checkpoint in the partial file (a kill after a periodic
        // checkpoint leaves them): cut off when resumed.
        let part = dir.path().join(format!("{name}.part"));
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&part)
            .unwrap();
        std::io::Write::write_all(
            &mut f,
            if format == "csv" {
                b"999999999,1\n"
            } else {
                b"\x07\x00"
            },
        )
        .unwrap();
        drop(f);
        let upto = (computed + 5000).to_string();
        ok(&format!(
            "seq officers --upto {} --format {} --out {} --resume {}",
            &upto,
            format,
            p(&file),
            p(&ck)
        ));
        let whole = dir.path().join(format!("whole-{name}"));
        ok(&format!(
            "seq officers --upto {} --format {} --out {}",
            &upto,
            format,
            p(&whole)
        ));
        assert!(
            std::fs::read(&file).unwrap() == std::fs::read(&whole).unwrap(),
            "{format}: the resumed file differs"
        );
        assert!(!part.exists());
    }
}

/// `--check` finds a changed value (against the recomputation) and a changed checksum;
/// `--compare` names the first difference.
#[test]
fn check_and_compare_find_a_changed_value() {
    let dir = tempfile::tempdir().unwrap();
    let (bin, good, h) = binary(dir.path(), "seq grundy-game --upto 3000 --format u16le");
    let out = ok(&format!("seq --check {}", p(&bin)));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("all 3001 values agree") && said.contains("checksum matches"),
        "{said}"
    );

    let mut bad = good.clone();
    bad[h.len() + 2 * 2500] ^= 1;
    let changed = dir.path().join("changed.bin");
    std::fs::write(&changed, &bad).unwrap();
    let said = differs(&["seq", "--check", p(&changed)]);
    assert!(
        said.contains("G(2500) is") && said.contains("recomputed"),
        "{said}"
    );
    // The checksum alone: a value left as it was, the header's CRC changed.
    let mut bad = good.clone();
    bad[36] ^= 1;
    std::fs::write(&changed, &bad).unwrap();
    assert!(differs(&["seq", "--check", p(&changed)]).contains("checksum does not match"));

    // A CSV with one value changed, and other programs' formats.
    let csv = stdout(&["seq", "grundy-game", "--upto", "3000", "--csv"]);
    let edited = csv.replace("\n1234,", "\n1234,9");
    let edited_path = dir.path().join("g.csv");
    std::fs::write(&edited_path, &edited).unwrap();
    let said = differs(&["seq", "grundy-game", "--check", p(&edited_path)]);
    assert!(said.contains("G(1234) is 9"), "{said}");
    let said = differs(&["seq", "--compare", p(&bin), p(&edited_path)]);
    assert!(
        said.contains("first difference at n = 1234") && said.contains("1234 values agree"),
        "{said}"
    );
    // One value a line, as other programs write them.
    let plain: String = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().to_string() + "\n")
        .collect();
    let plain_path = dir.path().join("g.txt");
    std::fs::write(&plain_path, plain).unwrap();
    ok(&format!(
        "seq grundy-game --check {} --sample 20",
        p(&plain_path)
    ));
    refused(&["seq", "--check", p(&plain_path)], "name the game");
    refused(&["seq", "kayles", "--check", p(&bin)], "not of kayles");
}

/// The plots parse as SVG (an XML document with the axis descriptions and tick labels)
/// and as PNG (the signature and the size), the period shaded and rare values apart.
#[test]
fn plots_are_svg_and_png_with_axis_labels() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("k.svg");
    let png = dir.path().join("k.png");
    let hist = dir.path().join("h.svg");
    ok(&format!(
        "seq kayles --upto 300 --plot {} --histogram {}",
        p(&svg),
        p(&hist)
    ));
    let text = std::fs::read_to_string(&svg).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let texts: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text().map(|t| t.trim().to_string()))
        .collect();
    for label in [
        "n",
        "G(n)",
        "0",
        "100",
        "200",
        "300",
        "preperiod: n < 71",
        "rare values",
    ] {
        assert!(
            texts.iter().any(|t| t == label),
            "no {label:?} in {texts:?}"
        );
    }
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("one period (proved): 71")),
        "{texts:?}"
    );
    let text = std::fs::read_to_string(&hist).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.iter().any(|t| t.trim() == "value G(n)"));

    ok(&format!(
        "seq grundy-game --upto 200000 --plot {} --log --quiet",
        p(&png)
    ));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&bytes[12..16], b"IHDR");
    let width = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
    let height = u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]);
    assert_eq!((width, height), (1200, 600));
}

/// `--from A` far past a proved period answers at once: G(A), …, G(B) are generated from
/// the period where they are, not every value before A. They are the values of a run that
/// computes every value (no period looked for): value by value near the start, and at
/// 10⁹ through the residue the proved period (34 from 52 for 0.137) names. The table
/// without a values format shows the same G(A), …, G(B).
#[test]
fn from_far_past_a_proved_period_is_generated_at_once() {
    use grundy::sequence::SequenceRun;
    use std::sync::atomic::AtomicBool;
    let (rule, name) = grundy::sequence::parse_rule("0.137").unwrap();
    let mut all = SequenceRun::new(rule, name).unwrap();
    all.step(2999, false, &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    let computed = |n: u64| all.value(n).unwrap();
    let csv = |from: u64, upto: u64| -> Vec<(u64, u64)> {
        stdout(&[
            "seq",
            "0.137",
            "--from",
            &from.to_string(),
            "--upto",
            &upto.to_string(),
            "--csv",
        ])
        .lines()
        .skip(1)
        .map(|l| {
            let (n, g) = l.split_once(',').unwrap();
            (n.parse().unwrap(), g.parse().unwrap())
        })
        .collect()
    };
    let near = csv(2000, 2999);
    assert_eq!(near.len(), 1000);
    for &(n, g) in &near {
        assert_eq!(g, computed(n), "G({n})");
    }
    let start = std::time::Instant::now();
    let far = csv(1_000_000_000, 1_000_000_100);
    assert!(start.elapsed() < std::time::Duration::from_secs(20));
    assert_eq!(far.len(), 101);
    for &(n, g) in &far {
        // n ≡ m (mod 34), with 52 ≤ m < 3000.
        let m = 52 + (n - 52) % 34 + 34 * 50;
        assert_eq!(g, computed(m), "G({n}) = G({m})");
    }
    // The table of the same range, row by row of ten from A.
    let text = stdout(&[
        "seq",
        "0.137",
        "--from",
        "1000000000",
        "--upto",
        "1000000100",
    ]);
    let rows: Vec<u64> = text
        .lines()
        .filter_map(|l| l.split_once('│'))
        .flat_map(|(_, values)| {
            values
                .split_whitespace()
                .map(|v| v.parse::<u64>().unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(rows, far.iter().map(|&(_, g)| g).collect::<Vec<_>>());
    assert!(text.contains("  1000000000 │ "), "{text}");
    assert!(!text.contains("The values are not listed"), "{text}");
}
