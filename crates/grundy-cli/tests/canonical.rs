//! `grundy analyze POS --misere --canonical` end to end: the form in CGSuite's notation
//! with its options, mate and birthday, as text in four languages and as JSON
//! (`misere_canonical`), and the refusals (without `--misere`; beyond the work's limits).

use crate::common;

use common::{grundy, json, said_in_every_language, stdout};

#[test]
fn the_form_as_text_and_json() {
    let text = stdout(&["analyze", "2 2", "--misere", "--canonical"]);
    assert!(text.contains("*[2[2]]"), "{text}");
    assert!(text.contains("*[3], *[2]"), "{text}");
    assert!(text.contains("Birthday: 4"), "{text}");

    let v = json(&["analyze", "kayles 4 + kayles 5", "--misere", "--canonical"]);
    let c = &v["misere_canonical"];
    assert_eq!(c["form"], "*[(2[2]321)[1]]");
    assert_eq!(c["birthday"], 6);
    assert_eq!(c["outcome"], "P");
    assert_eq!(v["outcome"], "P");
    assert_eq!(c["options"].as_array().unwrap().len(), 5);
    assert!(c["mate"].as_str().unwrap().starts_with("*["));

    let v = json(&["analyze", "grundy-game 22", "--misere", "--canonical"]);
    assert_eq!(
        v["misere_canonical"]["form"],
        "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    );
    // Without --canonical the report is as it was: no new field.
    let v = json(&["analyze", "2 2", "--misere"]);
    assert!(v.get("misere_canonical").is_none());
}

#[test]
fn the_words_in_every_language() {
    said_in_every_language(
        |lang| {
            stdout(&[
                "analyze",
                "0.137 5",
                "--misere",
                "--canonical",
                "--lang",
                lang,
            ])
        },
        [
            ("en", "Misère canonical form (Conway)"),
            ("ko", "미제르 표준형 (콘웨이)"),
            ("ru", "Мизерная каноническая форма (Конвей)"),
            ("vi", "Dạng chính tắc chơi ngược (Conway)"),
        ],
        &["canonical form", "Birthday", "mate"],
    );
}

#[test]
fn refusals() {
    // --canonical is a misère question.
    let out = grundy()
        .args(["analyze", "2 2", "--canonical"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--misere"));
    // Beyond the limits of the work (here the length of the name): one line, no output.
    let out = grundy()
        .args(["analyze", "kayles 30", "--misere", "--canonical"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("misère canonical form"), "{err}");
    assert!(out.stdout.is_empty());
}
