//! The `grundy` command end to end: text and JSON output, files and stdin, and every kind
//! of bad input (one line on stderr naming the token, exit status 2, never a panic).

use crate::common;

use common::{afters, fifo_writer, grundy, json, refused, refused_without_hanging};
use predicates::prelude::*;
use serde_json::Value;
use std::io::Write;

#[test]
fn bare_heaps_are_a_nim_analysis() {
    grundy()
        .args(["3", "4", "5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("N-position"))
        .stdout(predicate::str::contains("take 2 from heap 1 (3 → 1)"))
        .stdout(predicate::str::contains("1 4 5"))
        .stdout(predicate::str::contains("0 1 1"))
        .stdout(predicate::str::contains("\u{1b}[").not());
}

#[test]
fn json_schema_of_a_nim_position() {
    let v = json(&["analyze", "3 4 5"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["value"], 2);
    assert_eq!(v["convention"], "normal");
    assert_eq!(v["winning_move_count"], 1);
    assert_eq!(v["winning_moves_complete"], true);
    let m = &v["winning_moves"][0];
    assert_eq!(m["after"], "1 4 5");
    assert_eq!(m["component"], 0);
    assert_eq!(m["changes"][0]["heap"], 0);
    assert_eq!(m["changes"][0]["from"], 3);
    assert_eq!(m["changes"][0]["to"], 1);
    assert!(m["description"].as_str().unwrap().contains("take 2"));
    let steps = v["reasoning"].as_array().unwrap();
    assert_eq!(steps[0]["kind"], "nim_columns");
    assert_eq!(steps[0]["nim_sum"], 2);
    assert_eq!(steps[0]["column_parity"], serde_json::json!([0, 1, 0]));
}

#[test]
fn a_p_position_has_no_winning_move() {
    let v = json(&["1 2 3"]);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["value"], 0);
    assert_eq!(v["winning_move_count"], 0);
    assert_eq!(v["winning_moves"], serde_json::json!([]));
    grundy()
        .args(["1", "2", "3"])
        .assert()
        .success()
        .stdout(predicate::str::contains("P-position"));
}

#[test]
fn the_chips_on_a_strip_example_of_the_kvant_article() {
    // Seed 003, game 1: chips on cells 5 10 14 16 22, nim-sum 7, three winning moves.
    let v = json(&["5 10 14 16 22"]);
    assert_eq!(v["value"], 7);
    assert_eq!(
        afters(&v),
        ["2 10 14 16 22", "5 10 9 16 22", "5 10 14 16 17"]
    );
}

#[test]
fn the_caterpillar_example_of_the_kvant_article() {
    // Seed 003, game 2: heaps 2 5 6 9 14 16 19 have nim-sum 5.
    let v = json(&["2 5 6 9 14 16 19"]);
    assert_eq!(v["value"], 5);
    assert_eq!(v["winning_move_count"], 3);
}

#[test]
fn misere_nim() {
    let v = json(&["analyze", "1 1 1", "--misere"]);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["value"], Value::Null);
    assert_eq!(v["convention"], "misere");
    let v = json(&["analyze", "2 1 1", "--misere"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(afters(&v), ["1 1 1"]);
    grundy()
        .args(["analyze", "1 1 4", "--misere"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Misère Nim"))
        .stdout(predicate::str::contains("odd number of heaps of 1"));
}

#[test]
fn heaps_of_forty_digits() {
    let big = "10000000000000000000000000000000000000000";
    let v = json(&[big, "5"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["value"], "10000000000000000000000000000000000000005");
    assert_eq!(afters(&v), ["5 5"]);
    assert_eq!(v["winning_moves"][0]["changes"][0]["from"], big);
}

#[test]
fn max_moves_caps_the_list_not_the_count() {
    let v = json(&["analyze", "7 7 7 7 7 7 7 6", "--max-moves", "2"]);
    assert_eq!(v["winning_move_count"], 7);
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 2);
    assert_eq!(v["winning_moves_complete"], false);
}

#[test]
fn heaps_from_a_file_and_from_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("heaps.txt");
    std::fs::write(&path, "3\n4\n5\n").unwrap();
    let v = json(&["analyze", "--file", path.to_str().unwrap()]);
    assert_eq!(afters(&v), ["1 4 5"]);
    let out = grundy()
        .args(["analyze", "--file", "-", "--json"])
        .write_stdin("3 4 5")
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(afters(&v), ["1 4 5"]);
    // A file may also hold any position in the position language.
    std::fs::write(&path, "nim 3 4\n+ nim 5\n").unwrap();
    let v = json(&["analyze", "--file", path.to_str().unwrap()]);
    assert_eq!(v["value"], 2);
}

#[test]
fn many_heaps_list_the_first_hundred_moves_without_after() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("heaps.txt");
    let mut f = std::fs::File::create(&path).unwrap();
    // 2000 heaps of 3 and one heap of 1: nim-sum 1, every odd heap... all 2000 heaps of 3
    // carry bit 0 (3 → 2), and so does the heap of 1 (1 → 0).
    for _ in 0..2000 {
        writeln!(f, "3").unwrap();
    }
    writeln!(f, "1").unwrap();
    drop(f);
    let v = json(&["analyze", "--file", path.to_str().unwrap()]);
    assert_eq!(v["value"], 1);
    assert_eq!(v["winning_move_count"], 2001);
    let moves = v["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 100);
    assert!(moves[0].get("after").is_none_or(Value::is_null));
    assert_eq!(v["position"], Value::Null);
}

#[test]
fn a_graph_game_and_its_vertex_values() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.txt");
    std::fs::write(&path, "# a small DAG\n0 1\n1 2\n0 -> 2\n2 3\n").unwrap();
    let pos = format!("graph({}) 0 1", path.display());
    let v = json(&["analyze", &pos, "--vertex-values"]);
    // Values: 3 → 0, 2 → 1, 1 → 0, 0 → mex{0, 1} = 2. Tokens on 0 and 1: 2 ⊕ 0 = 2.
    assert_eq!(v["value"], 2);
    assert_eq!(v["winning_move_count"], 1);
    assert_eq!(v["winning_moves"][0]["changes"][0]["to"], 1);
    let values = v["vertex_values"].as_array().unwrap();
    assert_eq!(values.len(), 4);
    // A cycle with no way out: generalized values, every vertex ∞{} — a draw.
    std::fs::write(&path, "0 1\n1 2\n2 0\n").unwrap();
    let v = json(&["analyze", &pos]);
    assert_eq!(
        (v["outcome"].as_str(), v["value"].as_str()),
        (Some("D"), Some("∞{}"))
    );
}

#[test]
fn bad_positions_are_refused_with_the_token_and_its_column() {
    refused(&["3", "-4"], r#""-4" at column 3"#);
    refused(&["3 x"], r#""x" at column 3"#);
    refused(&["analyze", "sub() 5"], "column 1");
    refused(&["analyze", "moore(0) 3"], r#""0" at column 7"#);
    refused(&["analyze", "kayak 10 7"], "unknown game");
    refused(&["analyze", "sub(1,2 5"], "unbalanced");
    refused(&["analyze", "3 4)"], r#"")" at column 4"#);
    refused(&["analyze", ""], "empty position");
    refused(&["analyze"], "no position given");
    refused(&["analyze", "3 +"], "after '+'");
    refused(&["analyze", "graph(/nonexistent/file) 1"], "cannot open");
}

/// Files named in a position (`graph(FILE)`) and `--file` are read with a byte limit
/// whatever they are: a device is refused by its kind, a pipe that goes on past 256 MiB is
/// cut off there (before, `/dev/zero` and endless pipes were read until memory ran out).
#[test]
fn files_are_read_with_a_limit_whatever_they_are() {
    refused_without_hanging(
        &["analyze", "graph(/dev/zero) 0"],
        "/dev/zero is a character device, not a file",
    );
    refused_without_hanging(&["analyze", "--file", "/dev/zero"], "character device");
    refused(&["analyze", "graph(/) 0"], "/ is a directory, not a file");
    let dir = tempfile::tempdir().unwrap();
    // A pipe of edges is read like a file.
    let edges = dir.path().join("edges");
    fifo_writer(&edges, b"0 1\n1 2\n".to_vec(), b' ', Some(0));
    let v = json(&["analyze", &format!("graph({}) 0", edges.display())]);
    assert_eq!(v["outcome"], "P", "{v}");
    // Pipes that never end: refused one byte past the limit, naming file and limit.
    let endless = dir.path().join("endless");
    fifo_writer(&endless, Vec::new(), b' ', None);
    refused_without_hanging(
        &["analyze", &format!("graph({}) 0", endless.display())],
        &format!("{} is too large: more than 256 MiB", endless.display()),
    );
    let language = dir.path().join("language");
    fifo_writer(&language, b"nim 3".to_vec(), b' ', None);
    refused_without_hanging(
        &["analyze", "--file", language.to_str().unwrap()],
        "is too large: more than 256 MiB",
    );
}

#[test]
fn huge_numbers_where_small_ones_are_needed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pos.txt");
    let digits = "9".repeat(1_000_000);
    std::fs::write(&path, format!("moore({digits}) 3 5")).unwrap();
    refused(&["analyze", "--file", path.to_str().unwrap()], "too large");
    std::fs::write(&path, format!("sub(1,{digits}) 3")).unwrap();
    refused(&["analyze", "--file", path.to_str().unwrap()], "too large");
    std::fs::write(&path, &digits).unwrap();
    refused(&["analyze", "--file", path.to_str().unwrap()], "too large");
    // On the command line too (an argument is at most 128 KiB on Linux).
    let arg = format!("moore({}) 3", "9".repeat(100_000));
    refused(&["analyze", &arg], "too large");
}

#[test]
fn binary_and_malformed_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bin");
    std::fs::write(&path, b"12 7\x00\x01\x02\xff").unwrap();
    refused(&["analyze", "--file", path.to_str().unwrap()], "binary");
    std::fs::write(&path, b"12 7\n3 \xff\n").unwrap();
    refused(&["analyze", "--file", path.to_str().unwrap()], "line 2");
    std::fs::write(&path, b"12\n-3\n").unwrap();
    refused(
        &["analyze", "--file", path.to_str().unwrap()],
        "non-negative",
    );
    std::fs::write(&path, b"\n \n").unwrap();
    refused(
        &["analyze", "--file", path.to_str().unwrap()],
        "no heap sizes",
    );
    refused(&["analyze", "--file", "/nonexistent/heaps"], "cannot open");
}

#[test]
fn misere_sums_too_large_to_search_are_refused() {
    refused(
        &["analyze", "kayles 100000000 + nim 3", "--misere"],
        "refusing rather than guessing",
    );
    // Tame components (Nim) are answered by the tame rule, however large.
    let v = json(&["analyze", "nim 1000000 1000000 + nim 3", "--misere"]);
    assert_eq!(
        (v["outcome"].as_str(), v["misere_method"].as_str()),
        (Some("N"), Some("tame_rule"))
    );
}

#[test]
fn moore_nim_k_constructive_and_all_moves() {
    // Seed 000's construction: Nim_2 (1, 2, 4) → (1, 1, 1).
    let v = json(&["analyze", "moore(2) 1 2 4"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(afters(&v), ["moore(2) 1 1 1"]);
    assert_eq!(v["reasoning"][0]["kind"], "moore_columns");
    assert_eq!(v["reasoning"][0]["residues"], serde_json::json!([1, 1, 1]));
    // (5, 8, 10) → (5, 5, 5) is P: every column count is 0 or 3.
    let v = json(&["analyze", "moore(2) 5 5 5"]);
    assert_eq!(v["outcome"], "P");
    let v = json(&["analyze", "moore(2) 5 6 7 1", "--all-moves"]);
    assert_eq!(v["winning_moves_complete"], true);
    let count = v["winning_move_count"].as_u64().unwrap();
    assert_eq!(v["winning_moves"].as_array().unwrap().len() as u64, count);
    assert!(afters(&v).contains(&"moore(2) 5 5 4 1".to_string()));
    grundy()
        .args(["analyze", "moore(2) 3 5 6"])
        .assert()
        .success()
        .stdout(predicate::str::contains("mod 3"));
}

#[test]
fn moore_all_moves_says_when_the_position_is_too_large() {
    let heaps: Vec<String> = (1..=200).map(|h| h.to_string()).collect();
    let pos = format!("moore(3) {}", heaps.join(" "));
    let v = json(&["analyze", &pos, "--all-moves"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["winning_move_count"], Value::Null);
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 1);
    let notes = v["notes"].to_string();
    assert!(
        notes.contains("not every winning move can be listed"),
        "{notes}"
    );
}

#[test]
fn subtraction_games_and_sums() {
    // sub(1,3,4): 0 1 0 1 2 3 2, period 7. G(20) = 2 and nim 5 7 = 2: a P-position.
    let v = json(&["analyze", "sub(1,3,4) 20 + nim 5 7"]);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["value"], 0);
    let kinds: Vec<&str> = v["reasoning"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["subtraction", "nim_columns", "sum"]);
    assert_eq!(v["reasoning"][0]["periodicity"]["period"], 7);
    let v = json(&["analyze", "sub(1,3,4) 20 + nim 5 6"]);
    assert_eq!(v["value"], 1);
    assert_eq!(
        afters(&v),
        ["sub(1,3,4) 19 + nim 5 6", "sub(1,3,4) 20 + nim 4 6"]
    );
    assert_eq!(v["winning_moves"][1]["component"], 1);
    // bounded(3): G(n) = n mod 4; allbut(1,2): G(n) = ⌊n/3⌋.
    let v = json(&["analyze", "bounded(3) 10"]);
    assert_eq!(v["value"], 2);
    assert_eq!(afters(&v), ["bounded(3) 8"]);
    let v = json(&[
        "analyze",
        "allbut(1,2) 30000000000000000000000000000000000000000",
    ]);
    assert_eq!(v["value"], "10000000000000000000000000000000000000000");
}

#[test]
fn misere_sums_by_search() {
    // Kayles 5 and Dawson's Kayles 10 are wild and the rulesets differ: neither the tame
    // rule, nor the genus beside Nim heaps, nor a quotient.
    let v = json(&["analyze", "kayles 5 + 0.07 10", "--misere"]);
    assert_eq!(v["value"], Value::Null);
    assert_eq!(v["reasoning"][0]["kind"], "search");
    assert_eq!(v["misere_method"], "search");
    assert!(v["winning_move_count"].as_u64().is_some());
    // Kayles 5 alone beside Nim heaps: its genus decides.
    let v = json(&["analyze", "kayles 5 + nim 1", "--misere"]);
    assert_eq!(v["reasoning"][0]["kind"], "genus_beside_nim");
    assert_eq!(v["misere_method"], "genus_beside_nim");
    assert!(v["winning_move_count"].as_u64().is_some());
    // sub(1,2) and Nim are tame: Conway's rule, with every winning move.
    let v = json(&["analyze", "sub(1,2) 4 + nim 1", "--misere"]);
    assert_eq!(v["reasoning"][0]["kind"], "tame_rule");
    assert_eq!(v["misere_method"], "tame_rule");
    assert!(v["winning_move_count"].as_u64().is_some());
}

#[test]
fn misere_methods_are_named() {
    for (position, method) in [
        ("sub(1,3) 10000000", "recurrence"),
        ("bounded(3) 1000000", "recurrence"),
        ("3 4 5", "bouton"),
        ("kayles 80 + kayles 37", "quotient"),
        ("kayles 5 + kayles 5", "quotient"),
    ] {
        let v = json(&["analyze", position, "--misere"]);
        assert_eq!(v["misere_method"], method, "{position}");
    }
    let v = json(&["analyze", "kayles 5 + kayles 5", "--misere"]);
    assert_eq!(v["outcome"], "N");
    let v = json(&["analyze", "sub(1,3) 10000000", "--misere"]);
    assert_eq!(v["winning_move_count"], 2);
    assert_eq!(v["reasoning"][0]["period"], 2);
    let v = json(&["analyze", "3 4 5"]);
    assert_eq!(v.get("misere_method"), None);
}

#[test]
fn genus_quotient_and_misere_sequence() {
    let v = json(&["genus", "kayles 4 + nim 2 + 0.07 9"]);
    assert_eq!(v["components"][0]["genus"], "1^{031}");
    assert_eq!(v["components"][1]["genus"], "2^{20}");
    assert_eq!(v["sum"], "3^{31}");
    assert_eq!(v["misere_outcome"], "N");
    let v = json(&["genus", "kayles 5"]);
    assert_eq!(v["components"][0]["genus"], "4^{146}");
    assert_eq!(v["components"][0]["hereditarily_tame"], false);
    let v = json(&["quotient", "0.333", "--maxheap", "3", "--quiet"]);
    assert_eq!(
        (v["order"].as_u64(), v["p_portion_size"].as_u64()),
        (Some(6), Some(2))
    );
    assert_eq!(v["phi"], serde_json::json!(["1", "a", "b", "ab"]));
    assert_eq!(v["period"], Value::Null);
    assert_eq!(v["solved"], false);
    let v = json(&["quotient", "kayles", "--quiet"]);
    assert_eq!(
        v["period"],
        serde_json::json!({"preperiod": 71, "period": 12})
    );
    assert_eq!(v["solved"], true);
    assert!(v["presentation"].as_str().unwrap().starts_with("⟨a, b"));
    let v = json(&["seq", "kayles", "--misere", "--upto", "9"]);
    assert_eq!(v["rows"][5]["genus"], "4^{146}");
    assert_eq!(v["rows"][9]["outcome"], "P");
    refused(&["quotient", "nonsense"], "nonsense");
}

#[test]
fn quotient_save_verify_checkpoint_and_resume() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("kayles.json");
    let saved_text = saved.to_str().unwrap();
    let direct = json(&["quotient", "kayles", "--quiet", "--save", saved_text]);
    assert_eq!(direct["order"], 40);
    // The saved quotient passes the independent check (exit 0)…
    let v = json(&["quotient", "--verify", saved_text, "--size", "24"]);
    assert_eq!(v["passed"], true);
    assert_eq!(v["order"], 40);
    assert_eq!(v["structure"]["result"], "passed");
    assert_eq!(v["distinguished"]["result"], "passed");
    // …and a damaged one fails it (exit 1), saying where.
    let mut file: Value = serde_json::from_slice(&std::fs::read(&saved).unwrap()).unwrap();
    file["phi"][7] = file["phi"][6].clone();
    let damaged = dir.path().join("damaged.json");
    std::fs::write(&damaged, serde_json::to_vec(&file).unwrap()).unwrap();
    let out = grundy()
        .args(["quotient", "--verify", damaged.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("FAILS"));
    refused(
        &["quotient", "0.07", "--verify", saved_text],
        "holds a quotient of 0.77, not of 0.07",
    );
    std::fs::write(&damaged, "{\"format\": 1}").unwrap();
    refused(
        &["quotient", "--verify", damaged.to_str().unwrap()],
        "not readable",
    );
    // A state saved at the time limit, resumed, gives the same quotient.
    let ck = dir.path().join("q.ckpt");
    let ck_text = ck.to_str().unwrap();
    let mut stopped = false;
    for limit in ["1", "0"] {
        let out = grundy()
            .args([
                "quotient",
                "kayles",
                "--quiet",
                "--no-stop",
                "--maxheap",
                "3000",
            ])
            .args(["--time-limit", limit, "--checkpoint", ck_text])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        if out.status.code() == Some(2) && err.contains("state saved to") {
            stopped = true;
            break;
        }
    }
    assert!(stopped, "the time limit never stopped the computation");
    let resumed = json(&[
        "quotient",
        "kayles",
        "--quiet",
        "--no-stop",
        "--maxheap",
        "200",
        "--resume",
        ck_text,
    ]);
    let whole = json(&[
        "quotient",
        "kayles",
        "--quiet",
        "--no-stop",
        "--maxheap",
        "200",
    ]);
    // (A state past heap 200 resumes to itself: compare what both cover.)
    assert_eq!(resumed["order"], whole["order"]);
    assert_eq!(resumed["presentation"], whole["presentation"]);
    let n = whole["phi"].as_array().unwrap().len();
    assert_eq!(
        resumed["phi"].as_array().unwrap()[..n.min(resumed["phi"].as_array().unwrap().len())],
        whole["phi"].as_array().unwrap()[..n.min(resumed["phi"].as_array().unwrap().len())]
    );
    refused(&["quotient", "0.07", "--resume", ck_text], "not of 0.07");
}

#[test]
fn a_heap_past_the_direct_limit_is_computed_on_to_it() {
    // No period of Grundy's game is known: refused past 20,000 before, now the run goes
    // on to the heap (the value is checked against the naive engine in the library's
    // tests/analyze_far.rs).
    grundy()
        .args(["analyze", "grundy-game 20001"])
        .assert()
        .success()
        .stdout(predicate::str::contains("computed directly"))
        .stdout(predicate::str::contains("N-position"));
}

/// `grundy completions SHELL` prints a script for that shell that knows the subcommands
/// and their flags; an unknown shell is refused with the list.
#[test]
fn completions_for_every_shell() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef grundy"),
        ("fish", "complete -c grundy"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion"),
    ] {
        let out = common::stdout(&["completions", shell]);
        assert!(out.contains(marker), "{shell}: no {marker:?}");
        for word in ["analyze", "quotient", "misere", "upto"] {
            assert!(out.contains(word), "{shell}: no {word}");
        }
    }
    let (code, _, err) = common::run(&["completions", "tcsh"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("bash") && err.contains("zsh"), "{err}");
}

/// `grundy man` prints a roff page with the subcommands; `--dir` writes one page for
/// `grundy` and one for each subcommand.
#[test]
fn manual_pages() {
    let page = common::stdout(&["man"]);
    assert!(
        page.starts_with(".ie") || page.contains(".TH grundy 1"),
        "{page:.200}"
    );
    assert!(page.contains(".SH NAME") && page.contains(".SH SUBCOMMANDS"));
    assert!(page.contains("grundy\\-analyze") || page.contains("grundy-analyze"));
    let dir = tempfile::tempdir().unwrap();
    let (code, _, err) = common::run(&["man", "--dir", dir.path().to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("wrote the manual pages"), "{err}");
    for name in [
        "grundy.1",
        "grundy-analyze.1",
        "grundy-seq.1",
        "grundy-graph-solve.1",
    ] {
        let text = std::fs::read_to_string(dir.path().join(name))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(text.contains(".SH NAME"), "{name}");
    }
    let korean = common::stdout(&["man", "--lang", "ko"]);
    assert!(
        korean.contains("매뉴얼 페이지"),
        "the page is in the language asked for"
    );
}

#[test]
fn nimber_arithmetic_with_its_reasoning() {
    use grundy::nimber::nim_mul_u128;
    let v = json(&["nimber", "3 * 5"]);
    assert_eq!(v["expression"], "3 * 5");
    assert_eq!(v["value"], 15);
    assert_eq!(
        v["value"].as_u64().map(u128::from),
        Some(nim_mul_u128(3, 5))
    );
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[0]["kind"], "product");
    assert_eq!(steps[0]["fermat"], 4);
    // 16 ⊗ 16 = 24 (F ⊗ F = 3/2·F), so √24 = 16; 3 ⊕ 16 = 19.
    let v = json(&["nimber", "2*2 + sqrt(0x18)"]);
    assert_eq!(v["value"], nim_mul_u128(2, 2) as u64 ^ 16);
    let kinds: Vec<&str> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["product", "sqrt", "sum"]);
    // 2^64 ⊗ 2^64 = 3/2·2^64 (F ⊗ F for F = 2^64): large values are decimal strings.
    let v = json(&["nimber", "0x10000000000000000 * 0x10000000000000000"]);
    assert_eq!(v["value"], (nim_mul_u128(1 << 64, 1 << 64)).to_string());
    assert_eq!(v["value"], (3u128 << 63).to_string());
    assert_eq!(v["steps"][0]["fermat"], (1u128 << 64).to_string());
    let text = common::stdout(&["nimber", "16", "*", "16"]);
    assert!(text.starts_with("Value: 24 (0x18)\n"), "{text}");
    assert!(text.contains("F ⊗ F = 3/2·F = 24"), "{text}");
    let x = u64::MAX;
    let text = common::stdout(&["nimber", &format!("inv({x}) * {x}")]);
    assert!(text.starts_with("Value: 1\n"), "{text}");
}

#[test]
fn nimber_refusals_name_what_and_where() {
    refused(
        &["nimber", "7 / (3 + 3)"],
        "column 3: division by zero: 7 / 0",
    );
    refused(&["nimber", "inv(0)"], "the nimber 0 has no inverse");
    let big = format!("1 + 0x1{}", "0".repeat(32));
    refused(&["nimber", &big], "column 5: the number 0x1");
    refused(&["nimber", "2 ^ 3 ^ 4"], "column 7");
    refused(&["nimber", "(1 + 2"], "column 7: expected “)”");
    let deep = "(".repeat(100_000);
    refused(&["nimber", &deep], "nested more than 200 deep");
    common::said_in_every_language(
        |lang| common::run(&["--lang", lang, "nimber", "5 / 0"]).2,
        [
            ("en", "division by zero: 5 / 0"),
            ("ko", "0으로 나눗셈: 5 / 0"),
            ("ru", "деление на ноль: 5 / 0"),
            ("vi", "chia cho không: 5 / 0"),
        ],
        &["division by zero", "column"],
    );
}

#[test]
fn nimber_arithmetic_on_ordinals() {
    // CGSuite's examples: omega^3 NimProduct omega^6 = ω; omega^(omega^42) NimExp 193.
    let v = json(&["nimber", "omega^3 * omega^6"]);
    assert_eq!(v["value"], "ω");
    assert_eq!(v["steps"][0]["kind"], "product");
    assert_eq!(v["steps"][0]["relations"][0]["kind"], "root");
    let v = json(&["nimber", "(omega^(omega^42))^193"]);
    assert_eq!(v["value"], "ω+65536");
    // ω is the cube root of 2; (ω^ω)^⊗5 = 4, (ω^(ω^2))^⊗7 = ω+1.
    for (expr, value) in [
        ("(ω)^3", "2"),
        ("(omega^omega)^5", "4"),
        ("(omega^(omega^2))^7", "ω+1"),
        ("omega^omega*4 + omega^3*9 + 11", "ω^ω×4+ω^3×9+11"),
        ("inv(omega + 1) * (omega + 1)", "1"),
    ] {
        let text = common::stdout(&["nimber", expr]);
        assert!(
            text.starts_with(&format!("Value: {value}\n")),
            "{expr}: {text}"
        );
    }
    refused(&["nimber", "omega^3^2"], "column 8");
    refused(&["nimber", "omega^(omega^1001)"], "ω^(ω^1001)");
    refused(
        &["nimber", "1 / (omega + omega)"],
        "division by zero: 1 / 0",
    );
}

#[test]
fn nimber_field_constants() {
    let text = common::stdout(&["nimber", "--field-constants", "--upto", "19"]);
    let rows: Vec<&str> = text.lines().skip(2).collect();
    let alphas: Vec<&str> = rows
        .iter()
        .map(|r| r.rsplit("  ").next().unwrap().trim())
        .collect();
    assert_eq!(
        alphas,
        ["2", "4", "ω+1", "ω^ω+1", "ω+4", "16", "ω^3+4"],
        "{text}"
    );
    let v = json(&["nimber", "--field-constants", "--upto", "43"]);
    let excess: Vec<u64> = v["constants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["excess"].as_u64().unwrap())
        .collect();
    // Lenstra's excess of the odd primes 3 … 43 (OEIS A380496).
    assert_eq!(excess, [0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1]);
    assert_eq!(v["constants"][8]["q_set"], serde_json::json!([4, 7]));
    assert_eq!(v["constants"][8]["alpha"], "ω^(ω^2)+4");
}
