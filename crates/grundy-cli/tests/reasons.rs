//! The reasons of refusals in the reader's language (`locales/<lang>/reasons.ftl`): a bad
//! move in `grundy play`, a refused misère analysis, an unknown game, the game list of
//! `grundy games` and `--help` — in Korean, Russian and Vietnamese, with no English
//! sentence left.

use crate::common;

use common::grundy;

/// `grundy ARGS` with `stdin`: its standard output and standard error.
fn run(args: &[&str], stdin: &str) -> (String, String) {
    let out = grundy().args(args).write_stdin(stdin).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn lacks(text: &str, english: &[&str]) {
    for e in english {
        assert!(!text.contains(e), "{e:?} left in:\n{text}");
    }
}

#[test]
fn a_bad_move_in_play_says_why_in_the_language() {
    let moves = "3 9\nfoo\n7: 1\nq\n";
    let english = [
        "illegal move",
        "cannot read",
        "has only",
        "write a heap",
        "take N from heap H",
        "there is no component",
    ];
    let (ko, _) = run(&["--lang", "ko", "play", "3 4 5"], moves);
    assert!(
        ko.contains("둘 수 없는 수: 무더기 3번에는 5개만 있습니다"),
        "{ko}"
    );
    assert!(ko.contains("읽을 수 없는 수 \"foo\""), "{ko}");
    assert!(ko.contains("무더기 H에서 N개 가져가기"), "{ko}");
    lacks(&ko, &english);
    let (ru, _) = run(&["--lang", "ru", "play", "3 4 5"], moves);
    assert!(ru.contains("недопустимый ход: в куче 3 всего 5"), "{ru}");
    assert!(ru.contains("нет компоненты 7"), "{ru}");
    lacks(&ru, &english);
    let (vi, _) = run(&["--lang", "vi", "play", "3 4 5"], moves);
    assert!(vi.contains("nước đi không hợp lệ: đống 3 chỉ có 5"), "{vi}");
    lacks(&vi, &english);
    // English as it always was.
    let (en, _) = run(&["play", "3 4 5"], moves);
    assert!(en.contains("illegal move: heap 3 has only 5"), "{en}");
    // A game's own reasons: node Kayles names its vertices.
    let (vi, _) = run(&["--lang", "vi", "play", "node-kayles(0-1 1-2)"], "9\nq\n");
    assert!(vi.contains("không có đỉnh 9 (các đỉnh là 0, 1, 2)"), "{vi}");
    lacks(&vi, &["there is no vertex", "the vertices are"]);
}

#[test]
fn a_refused_misere_analysis_says_each_reason_in_the_language() {
    let args = |lang| {
        [
            "--lang",
            lang,
            "analyze",
            "kayles 40 41 + sub(1,3) 50",
            "--misere",
        ]
    };
    let english = [
        "exhaustive search",
        "tame rule",
        "misère quotient",
        "different rulesets",
        "out of reach",
    ];
    let (_, en) = run(&["analyze", "kayles 40 41 + sub(1,3) 50", "--misere"], "");
    assert!(en.contains("exhaustive search: "), "{en}");
    assert!(
        en.contains("; misère quotient: the components are of different rulesets"),
        "{en}"
    );
    let (_, ru) = run(&args("ru"), "");
    assert!(ru.contains("полный перебор: "), "{ru}");
    assert!(
        ru.contains("; мизерное частное: компоненты относятся к разным правилам"),
        "{ru}"
    );
    lacks(&ru, &english);
    let (_, ko) = run(&args("ko"), "");
    assert!(ko.contains("전수 탐색: "), "{ko}");
    assert!(ko.contains("길들임 규칙"), "{ko}");
    lacks(&ko, &english);
    let (_, vi) = run(&args("vi"), "");
    assert!(vi.contains("tìm kiếm vét cạn: "), "{vi}");
    assert!(
        vi.contains("thương misère: các thành phần thuộc những luật khác nhau"),
        "{vi}"
    );
    lacks(&vi, &english);
}

#[test]
fn an_unknown_game_lists_the_games_in_the_language() {
    let english = ["or nothing", "an octal code like"];
    let (_, ru) = run(&["--lang", "ru", "analyze", "kayls 3"], "");
    assert!(ru.contains("nim (или ничего)"), "{ru}");
    assert!(ru.contains("восьмеричный код вроде 0.137"), "{ru}");
    lacks(&ru, &english);
    let (_, vi) = run(&["--lang", "vi", "analyze", "kayls 3"], "");
    assert!(vi.contains("nim (hoặc không ghi gì)"), "{vi}");
    lacks(&vi, &english);
    let (_, en) = run(&["analyze", "kayls 3"], "");
    assert!(en.contains("nim (or nothing)"), "{en}");
    // `grundy games` and `--help` list the same lines.
    let (ko, _) = run(&["--lang", "ko", "games"], "");
    assert!(ko.contains("0.137 같은 8진 코드"), "{ko}");
    lacks(&ko, &english);
    let (help, _) = run(&["--lang", "ru", "--help"], "");
    assert!(help.contains("nim (или ничего)"), "{help}");
    lacks(&help, &english);
}

#[test]
fn a_damaged_values_header_says_why_in_the_language() {
    // A values file's fixed header that declares 1000 bytes where its (empty) names need 48.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.bin");
    let mut bytes = grundy::sequence::values_file::MAGIC.to_vec();
    bytes.extend_from_slice(&grundy::sequence::values_file::VERSION.to_le_bytes());
    bytes.extend_from_slice(&1000u32.to_le_bytes());
    bytes.resize(64, 0);
    std::fs::write(&path, &bytes).unwrap();
    let file = path.to_str().unwrap();
    let english = ["it declares", "bytes", "names need", "damaged header"];
    let (_, en) = run(&["seq", "--check", file], "");
    assert!(
        en.contains("damaged header: it declares 1000 bytes, but its names need 48"),
        "{en}"
    );
    let (_, ru) = run(&["--lang", "ru", "seq", "--check", file], "");
    assert!(
        ru.contains("повреждён заголовок: объявлено байтов: 1000, а именам нужно 48"),
        "{ru}"
    );
    lacks(&ru, &english);
    let (_, ko) = run(&["--lang", "ko", "seq", "--check", file], "");
    assert!(
        ko.contains("선언된 길이는 1000바이트지만 이름에 필요한 길이는 48바이트입니다"),
        "{ko}"
    );
    lacks(&ko, &english);
    let (_, vi) = run(&["--lang", "vi", "seq", "--check", file], "");
    assert!(
        vi.contains("nó khai báo 1000 byte, nhưng các tên cần 48"),
        "{vi}"
    );
    lacks(&vi, &["it declares", "names need", "damaged header"]);
}
