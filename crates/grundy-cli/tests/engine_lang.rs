//! The engines' own reasons on the command line (`locales/<lang>/engine.ftl`), in the
//! language of `--lang`: a position that does not parse in `grundy play`, a checkpoint
//! whose payload does not decode (`grundy seq --resume`), a saved quotient that fails its
//! re-check (`grundy quotient --verify`), a position valued by search (`grundy analyze`).

use crate::common;

use common::{run, said_in_every_language};

#[test]
fn a_bad_position_in_play_names_it_in_the_language() {
    let say = |lang: &str| {
        let (code, _, err) = run(&["--lang", lang, "play", "kayls 3"]);
        assert_eq!(code, Some(2), "{err}");
        err
    };
    said_in_every_language(
        say,
        [
            ("en", "in the position \"kayls 3\": unknown game"),
            ("ko", "국면 \"kayls 3\""),
            ("ru", "в позиции \"kayls 3\""),
            ("vi", "trong vị trí \"kayls 3\""),
        ],
        &["position"],
    );
}

#[test]
fn a_checkpoint_that_does_not_decode_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.ckpt");
    // A header whose length and checksum hold, then a code of two bytes that are not UTF-8.
    let mut payload = 2u64.to_le_bytes().to_vec();
    payload.extend_from_slice(&[0xff, 0xfe]);
    let mut bytes = b"GRUNDY-CKPT\n".to_vec();
    bytes.extend_from_slice(&1u32.to_le_bytes());
    bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
    bytes.extend_from_slice(&payload);
    std::fs::write(&path, bytes).unwrap();
    let file = path.to_string_lossy().into_owned();
    let say = |lang: &str| {
        let (code, _, err) = run(&[
            "--lang", lang, "seq", "kayles", "--resume", &file, "--quiet",
        ]);
        assert_eq!(code, Some(2), "{err}");
        err
    };
    said_in_every_language(
        say,
        [
            ("en", "a text in it is not valid UTF-8; the decoder's words: \"string is not valid utf8"),
            ("ko", "그 안의 글 하나가 올바른 UTF-8이 아닙니다; 디코더의 말: \"string is not valid utf8"),
            ("ru", "один из текстов в ней — не корректный UTF-8; слова декодера: «string is not valid utf8"),
            ("vi", "một đoạn chữ trong đó không phải UTF-8 hợp lệ; lời của bộ giải mã: “string is not valid utf8"),
        ],
        &["a text in it"],
    );
}

#[test]
fn a_quotient_that_fails_its_check_says_why_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("q.json");
    let saved_s = saved.to_string_lossy().into_owned();
    let (code, _, err) = run(&["quotient", "kayles", "--save", &saved_s, "--quiet"]);
    assert_eq!(code, Some(0), "{err}");
    // Heap 3 made the class of heap 1 (a P-position), though heap 3 moves to heap 1.
    let mut q: serde_json::Value = serde_json::from_slice(&std::fs::read(&saved).unwrap()).unwrap();
    q["phi"][3] = q["phi"][1].clone();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, serde_json::to_vec(&q).unwrap()).unwrap();
    let bad = bad.to_string_lossy().into_owned();
    let say = |lang: &str| {
        let (code, out, err) = run(&["--lang", lang, "quotient", "--verify", &bad, "--size", "14"]);
        assert_eq!(code, Some(1), "{out}{err}");
        out
    };
    said_in_every_language(
        say,
        [
            ("en", "is in P, and so is element"),
            ("ko", "P에 속하는데"),
            ("ru", "лежит в P, и элемент"),
            ("vi", "thuộc P, và phần tử"),
        ],
        &["element", "option", "and so"],
    );
    // The JSON keeps the English sentence.
    let (_, json, _) = run(&[
        "--lang", "ru", "quotient", "--verify", &bad, "--size", "14", "--json",
    ]);
    assert!(json.contains("is in P, and so is element"), "{json}");
}

#[test]
fn the_search_reason_is_said_in_the_language() {
    let position = "kayles 5 6 + dawson-kayles 7";
    let say = |lang: &str| run(&["--lang", lang, "analyze", "--misere", position]).1;
    said_in_every_language(
        say,
        [
            (
                "en",
                "Misère play has no sum rule and no formula for this position",
            ),
            ("ko", "미제르 플레이에는 합의 규칙이 없고"),
            (
                "ru",
                "У мизерной игры нет правила сумм, а для этой позиции нет формулы",
            ),
            (
                "vi",
                "Luật misère không có quy tắc tổng và vị trí này không có công thức",
            ),
        ],
        &["exhaustive"],
    );
}
