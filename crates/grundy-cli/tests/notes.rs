//! The analysis's notes in the reader's language (text and `--json`), and every
//! subcommand's `--help` with clap's "[default: …]" and "[possible values: …]" written in
//! the language too.

use crate::common;

use common::grundy;

/// `grundy ARGS` in the environment `env`: its standard output (it must succeed).
fn run(env: &[(&str, &str)], args: &[&str]) -> String {
    let mut c = grundy();
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_note_of_an_analysis_is_in_the_language() {
    let position = "fibonacci-nim 100000 1";
    let english = "the Grundy value is computed for heaps up to 4096 only";
    let text = run(&[], &["analyze", position]);
    assert!(text.contains(english), "{text}");
    let text = run(&[], &["--lang", "ru", "analyze", position]);
    assert!(
        text.contains("значение Гранди вычисляется только для куч до 4096"),
        "{text}"
    );
    assert!(!text.contains(english), "{text}");
    // The locale chooses it too.
    let text = run(&[("LANG", "vi_VN.UTF-8")], &["analyze", position]);
    assert!(
        text.contains("giá trị Grundy chỉ được tính cho các đống tới 4096"),
        "{text}"
    );
    // --json: the notes in the language, the fields and their values unchanged.
    let json: serde_json::Value =
        serde_json::from_str(&run(&[], &["--lang", "ko", "analyze", position, "--json"])).unwrap();
    let notes = json["notes"].as_array().unwrap();
    assert!(
        notes[0]
            .as_str()
            .unwrap()
            .starts_with("그런디 수는 크기가 최대 4096인 무더기까지만 계산합니다"),
        "{notes:?}"
    );
    assert_eq!(json["outcome"], "N");
    assert!(json.get("lang").is_none());
    let json: serde_json::Value =
        serde_json::from_str(&run(&[], &["analyze", position, "--json"])).unwrap();
    assert!(json["notes"][0].as_str().unwrap().starts_with(english));
}

#[test]
fn a_note_of_a_game_rule_is_in_the_language() {
    // Cram's regions and Moore's construction, in Russian.
    let text = run(&[], &["--lang", "ru", "analyze", "cram(..#..)"]);
    assert!(text.contains("на доске 2 области пустых клеток"), "{text}");
    assert!(!text.contains("regions"), "{text}");
    let text = run(
        &[],
        &["--lang", "ru", "analyze", "moore(2) 300 500 600 700"],
    );
    assert!(
        text.contains("показан один выигрышный ход, построенный по конструкции Мура"),
        "{text}"
    );
    assert!(!text.contains("winning move is shown"), "{text}");
}

/// Every subcommand (and graph's own), for `--help`.
const COMMANDS: &[&[&str]] = &[
    &[],
    &["analyze"],
    &["seq"],
    &["play"],
    &["exercise"],
    &["serve"],
    &["games"],
    &["genus"],
    &["quotient"],
    &["graph"],
    &["graph", "solve"],
    &["graph", "gen"],
    &["graph", "convert"],
    &["census"],
];

#[test]
fn help_has_no_english_default_or_possible_values_in_any_language() {
    let mut problems = Vec::new();
    for (env, default) in [
        ("ko_KR.UTF-8", "[기본값: "),
        ("ru_RU.UTF-8", "[по умолчанию: "),
        ("vi_VN.UTF-8", "[mặc định: "),
    ] {
        let mut defaults = 0;
        for command in COMMANDS {
            // `grundy … --help` and `grundy help …` (`-h` is --hostfile in graph solve and
            // census).
            for args in [
                [command.to_vec(), vec!["--help"]].concat(),
                [vec!["help"], command.to_vec()].concat(),
            ] {
                let help = run(&[("LANG", env)], &args);
                for english in ["[default:", "[possible values:", "[aliases:"] {
                    if help.contains(english) {
                        problems.push(format!("{env} {args:?}: {english} in\n{help}"));
                    }
                }
                defaults += help.matches(default).count();
            }
        }
        // The defaults are still said, in the language.
        assert!(defaults > 10, "{env}: {defaults} defaults");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    // `grundy analyze --help` in Korean: its possible values in Korean.
    let help = run(&[("LANG", "ko_KR.UTF-8")], &["analyze", "--help"]);
    assert!(help.contains("[가능한 값: en, ko, ru, vi]"), "{help}");
    assert!(!help.contains("[default:"), "{help}");
    assert!(!help.contains("[possible values:"), "{help}");
    // English keeps clap's own notes.
    let help = run(&[], &["analyze", "--help"]);
    assert!(help.contains("[possible values: en, ko, ru, vi]"), "{help}");
    let help = run(&[], &["seq", "--help"]);
    assert!(help.contains("[default: "), "{help}");
}
