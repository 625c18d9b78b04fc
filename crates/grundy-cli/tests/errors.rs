//! The library's refusals and errors on the command line, in the language of `--lang` /
//! the locale: one line on standard error, exit status 2, no panic — a refused misère
//! analysis, a damaged or missing graph file, a damaged checkpoint.

use crate::common;

use common::grundy;

/// Runs `grundy` with `args`; its standard error, checked to be one line and exit 2.
fn refused(args: &[&str]) -> String {
    let out = grundy().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}

#[test]
fn a_refused_misere_analysis_is_said_in_the_language() {
    let ru = refused(&[
        "--lang",
        "ru",
        "analyze",
        "kayles 40 41 + sub(1,3) 50",
        "--misere",
    ]);
    assert!(ru.contains("у мизерной игры нет правила сумм"), "{ru}");
    let en = refused(&[
        "--lang",
        "en",
        "analyze",
        "kayles 40 41 + sub(1,3) 50",
        "--misere",
    ]);
    assert!(en.contains("misère play has no sum rule"), "{en}");
}

#[test]
fn damaged_and_missing_graph_files_are_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let p = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    std::fs::write(p("x.bin"), b"hello").unwrap();
    let ko = refused(&["--lang", "ko", "graph", "stats", &p("x.bin")]);
    assert!(ko.contains("grundy 이진 그래프가 아닙니다"), "{ko}");
    assert!(ko.contains("GRUNDYG1"), "{ko}");
    std::fs::write(p("g.txt"), "0 1\n1 2 3 4\n").unwrap();
    let vi = refused(&["--lang", "vi", "graph", "convert", &p("g.txt"), &p("g.bin")]);
    assert!(vi.contains("dòng 2: cần `u v`"), "{vi}");
    // A file that is not there: refused, the file named.
    let missing = p("missing.bin");
    let err = refused(&["--lang", "ru", "graph", "solve", &missing]);
    assert!(err.contains("missing.bin"), "{err}");
}

#[test]
fn a_damaged_checkpoint_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let ck = dir.path().join("bad.ckpt");
    std::fs::write(&ck, b"this is not a checkpoint at all").unwrap();
    let ru = refused(&[
        "--lang",
        "ru",
        "seq",
        "kayles",
        "--resume",
        ck.to_str().unwrap(),
    ]);
    assert!(ru.contains("это не контрольная точка grundy"), "{ru}");
    let vi = refused(&[
        "--lang",
        "vi",
        "seq",
        "kayles",
        "--resume",
        ck.to_str().unwrap(),
    ]);
    assert!(vi.contains("không phải điểm lưu của grundy"), "{vi}");
}

#[test]
fn a_deeply_nested_position_is_refused_by_its_depth() {
    // 9 000 levels of brackets overflowed the main thread's stack (an abort, no message),
    // on the command line and from --file.
    let position = format!("{}3 1{}", "ordinal(".repeat(9_000), ")".repeat(9_000));
    let err = refused(&["analyze", &position]);
    assert!(err.contains("brackets nested 9000 deep"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deep.txt");
    std::fs::write(
        &file,
        format!("{}3 1{}\n", "selective(".repeat(20_000), ")".repeat(20_000)),
    )
    .unwrap();
    let err = refused(&["analyze", "--file", file.to_str().unwrap()]);
    assert!(err.contains("brackets nested 20000 deep"), "{err}");
    let ko = refused(&["--lang", "ko", "analyze", &position]);
    assert!(ko.contains("9000단계"), "{ko}");
}
