//! The words of `grundy seq --plot` and `--histogram` (legend, axes, title) in the
//! language of `--lang`; the numbers and the notation (n, G(n)) as they are.

use crate::common;

use common::grundy;

fn plot(lang: &str, flag: &str, game: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("p.svg");
    grundy()
        .args([
            "--lang",
            lang,
            "seq",
            game,
            "--upto",
            "300",
            flag,
            svg.to_str().unwrap(),
        ])
        .assert()
        .success();
    std::fs::read_to_string(&svg).unwrap()
}

#[test]
fn plots_speak_the_language() {
    let en = plot("en", "--plot", "kayles");
    assert!(en.contains("preperiod: n &lt; 71") && en.contains("common values"));
    let ru = plot("ru", "--plot", "kayles");
    assert!(ru.contains("предпериод: n &lt; 71"), "{ru}");
    assert!(ru.contains("один период (доказан): 71 ≤ n &lt; 83"), "{ru}");
    assert!(ru.contains("частые значения"), "{ru}");
    let ko = plot("ko", "--histogram", "0.07");
    assert!(
        ko.contains("각 값이 나오는 횟수") && ko.contains("값 G(n)"),
        "{ko}"
    );
    let vi = plot("vi", "--histogram", "0.07");
    assert!(
        vi.contains("số lượng n") && vi.contains("giá trị hiếm"),
        "{vi}"
    );
    for (lang, svg) in [("ru", &ru), ("ko", &ko), ("vi", &vi)] {
        for english in [
            "preperiod",
            "period (",
            "values",
            "how many",
            "how often",
            "value G",
        ] {
            assert!(!svg.contains(english), "{lang}: {english:?} left");
        }
    }
}
