//! The errors of the tools beside the library in the language of `--lang`
//! (`locales/<lang>/tools.ftl`): a census family too large to enumerate, a listed code that
//! does not parse, a census file that is not one, the distributed solve's values file that
//! cannot be written; and a code `grundy seq` cannot read (the code parser's own message).

use crate::common;

use common::{run, said_in_every_language};

/// Runs `grundy --lang LANG ARGS`, asserts the error status, returns standard error.
fn refused_in(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all);
    assert_eq!(code, Some(2), "{all:?}: {out}{err}");
    err
}

#[test]
fn a_census_family_too_large_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c.jsonl");
    let out = out.to_string_lossy().into_owned();
    said_in_every_language(
        |lang| refused_in(lang, &["census", "--octal-digits", "9", "--out", &out]),
        [
            ("en", "the octal codes of 9 digits: 134217728 members, more than a census takes (1048576)"),
            ("ko", "자릿수 9인 8진 코드: 구성원 134217728개"),
            ("ru", "восьмеричные коды из 9 цифр: членов 134217728"),
            ("vi", "các mã bát phân 9 chữ số: 134217728 phần tử"),
        ],
        &["members", "octal", "census takes"],
    );
    said_in_every_language(
        |lang| refused_in(lang, &["census", "--subtraction-max", "0", "--out", &out]),
        [
            ("en", "--subtraction-max must be at least 1"),
            ("ko", "--subtraction-max 값은 1 이상이어야 합니다"),
            ("ru", "--subtraction-max должно быть не меньше 1"),
            ("vi", "--subtraction-max phải ít nhất là 1"),
        ],
        &["must be"],
    );
}

#[test]
fn a_listed_code_that_does_not_parse_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let codes = dir.path().join("codes.txt");
    std::fs::write(&codes, "0.77\n0.9x\n").unwrap();
    let codes = codes.to_string_lossy().into_owned();
    let out = dir.path().join("c.jsonl");
    let out = out.to_string_lossy().into_owned();
    said_in_every_language(
        |lang| refused_in(lang, &["census", "--codes", &codes, "--out", &out]),
        [
            ("en", "in the codes file"),
            ("ko", "2번째 줄 \"0.9x\""),
            (
                "ru",
                "строка 2: «0.9x»: '9' в позиции 3 не является восьмеричной цифрой",
            ),
            (
                "vi",
                "dòng 2: \"0.9x\": '9' ở ký tự thứ 3 không phải một chữ số bát phân",
            ),
        ],
        &["line", "not an octal digit", "codes file"],
    );
    // Not a census row: the file is refused, not appended to.
    let bad = dir.path().join("bad.jsonl");
    std::fs::write(&bad, "garbage\n{}\n").unwrap();
    let bad = bad.to_string_lossy().into_owned();
    std::fs::write(dir.path().join("one.txt"), "0.77\n").unwrap();
    let one = dir.path().join("one.txt").to_string_lossy().into_owned();
    said_in_every_language(
        |lang| {
            refused_in(
                lang,
                &["census", "--codes", &one, "--out", &bad, "--upto", "100"],
            )
        },
        [
            ("en", "line 1: not a census row"),
            ("ko", "1번째 줄: 조사 행이 아닙니다"),
            ("ru", "строка 1: это не строка переписи"),
            ("vi", "dòng 1: không phải một hàng điều tra"),
        ],
        &["not a census row", "refusing"],
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("bad.jsonl")).unwrap(),
        "garbage\n{}\n"
    );
}

#[test]
fn the_distributed_solve_that_cannot_write_says_so_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let graph = dir.path().join("cycle.bin");
    let graph = graph.to_string_lossy().into_owned();
    let (code, _, err) = run(&["graph", "gen", "cycle", "--vertices", "50", "--out", &graph]);
    assert_eq!(code, Some(0), "{err}");
    let values = dir.path().join("no-such-dir").join("v.bin");
    let values = values.to_string_lossy().into_owned();
    said_in_every_language(
        |lang| {
            refused_in(
                lang,
                &[
                    "graph", "solve", &graph, "-w", "2", "--out", &values, "--quiet",
                ],
            )
        },
        [
            ("en", "cannot write the values file"),
            ("ko", "값 파일에 쓸 수 없습니다"),
            ("ru", "не удалось записать файл значений"),
            ("vi", "không ghi được tệp giá trị"),
        ],
        &["cannot write", "values file"],
    );
}

#[test]
fn a_code_seq_cannot_read_is_said_in_the_language() {
    said_in_every_language(
        |lang| refused_in(lang, &["seq", "0.9x", "--upto", "10"]),
        [
            ("en", "'9' at column 3 is not an octal digit (0-7)"),
            ("ko", "3번째 글자 '9'"),
            ("ru", "'9' в позиции 3 не является восьмеричной цифрой"),
            ("vi", "'9' ở ký tự thứ 3 không phải một chữ số bát phân"),
        ],
        &["not an octal digit", "column"],
    );
}
