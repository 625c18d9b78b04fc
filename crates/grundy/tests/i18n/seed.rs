//! The seed articles' worked examples, rendered in the article's language, hold the
//! article's terms.

use super::sentences;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Lang};

/// Everything a reader sees of a report in `lang`: the summary, the steps, the moves.
fn all_text(text: &str, misere: bool, lang: Lang) -> String {
    let p = parse_position(text).unwrap();
    let options = AnalyzeOptions {
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        ..Default::default()
    };
    let mut r = analyze(&p, &options).unwrap();
    r.describe_moves_in(&p, lang);
    let s = r.summary_in(lang);
    let mut out = vec![s.title, s.verdict, s.moves];
    for e in r.explain_in(lang) {
        out.extend(sentences(&e));
    }
    out.extend(r.winning_moves.iter().map(|m| m.description.clone()));
    out.join("\n")
}

fn assert_terms(text: &str, terms: &[&str]) {
    for t in terms {
        assert!(text.contains(t), "{t:?} missing in:\n{text}");
    }
}

#[test]
fn korean_seed_examples() {
    // The Nim tutorials: 3, 4, 5 stones is an N-position (nim-sum 2, take 2 from the heap
    // of 3); 1, 2, 3 is a P-position; (2, 3) wins by moving to (2, 2).
    let t = all_text("3 4 5", false, Lang::Ko);
    assert_terms(
        &t,
        &[
            "님 합",
            "무더기",
            "N-국면",
            "필승",
            "그런디 수 2",
            "필승 수 (1개)",
            "무더기 1에서 2개 가져가기 (3 → 1)",
        ],
    );
    let t = all_text("1 2 3", false, Lang::Ko);
    assert_terms(&t, &["P-국면", "필패", "님 합이 0"]);
    let t = all_text("2 3", false, Lang::Ko);
    assert_terms(&t, &["무더기 2에서 1개 가져가기 (3 → 2)"]);
    // Misère Nim (Bouton's correction).
    let t = all_text("1 1 5", true, Lang::Ko);
    assert_terms(&t, &["미제르", "부턴"]);
}

#[test]
fn russian_seed_examples() {
    // The nim-sum article: (3, 4, 5) has nim-sum 2; take 2 from the heap of 3 to reach
    // (1, 4, 5).
    let t = all_text("3 4 5", false, Lang::Ru);
    assert_terms(
        &t,
        &[
            "Ним-сумма",
            "N-позиция",
            "ходящий выигрывает",
            "значение Гранди 2",
            "Выигрышные ходы (1)",
            "взять 2 из кучи 1 (3 → 1)",
        ],
    );
    let t = all_text("1 2 3", false, Lang::Ru);
    assert_terms(&t, &["P-позиция", "ходящий проигрывает"]);
    // Sprague–Grundy: a sum of different games.
    let t = all_text("sub(1,3,4) 20 + nim 5 6", false, Lang::Ru);
    assert_terms(&t, &["Шпраг–Гранди", "XOR", "в компоненте"]);
}

#[test]
fn vietnamese_seed_examples() {
    // "Where did Nim hide?": the Nim strategy through the nim-sum in binary; game 4's
    // heaps 4, 1, 5 have nim-sum 0.
    let t = all_text("4 1 5", false, Lang::Vi);
    assert_terms(&t, &["Tổng Nim là 0", "nhị phân", "Vị trí P", "đống"]);
    let t = all_text("5 10 14 16 22", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 7",
            "Nước đi thắng (3)",
            "lấy 3 từ đống 1 (5 → 2)",
        ],
    );
    // Game 1: chips on cells 5, 10, 14, 16, 22 (nim-sum 7); game 2: the caterpillar of
    // 20 links (nim-sum 5, recolour link 5 white); game 3: the 8 × 12 bar (eat 4 lines).
    let t = all_text("strip 5 10 14 16 22", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 7",
            "chuyển quân cờ ở ô 14 sang ô 9 (đống 14 → 9)",
        ],
    );
    let t = all_text("caterpillar(20) 2 5 6 9 14 16 19", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 5",
            "sơn lại mắt xích xanh 5 thành màu trắng (đống 5 → 0)",
        ],
    );
    let t = all_text("chocolate 4 5 3 6", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 4",
            "bẻ và ăn 4 hàng phía trên ô có dấu",
            "bẻ và ăn 4 cột bên trái ô có dấu",
        ],
    );
}
