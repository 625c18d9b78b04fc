//! Sequence and misère reports read in every language without English left.

use super::{is_data, sentences};
use crate::common::has_letters_of;
use grundy::report::explain::Explanation;
use grundy::{parse_position, AnalyzeOptions, Lang};

/// Every sentence of `words` has letters of `lang` (data apart); the problems otherwise.
fn english_left(what: &str, words: &[Explanation], lang: Lang) -> Vec<String> {
    let mut problems = Vec::new();
    for e in words {
        for s in sentences(e) {
            // The rare/common rule and the values lists are formulas and numbers.
            if is_data(&s) || s.starts_with("Φ(") && !s.contains(' ') {
                continue;
            }
            if !has_letters_of(lang, &s) {
                problems.push(format!("{what} ({lang}): {s:?}"));
            }
        }
    }
    problems
}

#[test]
fn sequence_and_misere_reports_read_in_every_language() {
    use grundy::misere::quotient::{Quotient, QuotientOptions};
    use grundy::report::sequence::SequenceWords;
    use grundy::sequence::{compute, parse_rule};
    use std::sync::atomic::AtomicBool;
    let seq = |game: &str, upto: u64| {
        let (rule, name) = parse_rule(game).unwrap();
        compute(rule, name, upto, true, &AtomicBool::new(false)).unwrap()
    };
    // A proved period (Guy–Smith), an arithmetic period (all-but states), none (the
    // Grundy game), a run stopped at its proof, a period no theorem covers (a code with
    // unboundedly many heaps).
    let sequences = [
        seq("kayles", 20_000),
        seq("allbut(1,2)", 50),
        seq("grundy-game", 200),
        seq("0.07", 300),
        seq("tb(0.*)", 100),
    ];
    let rule: grundy::sequence::SequenceRule =
        grundy::heap::rule::HeapRule::parse("0.07").unwrap().into();
    let q = Quotient::compute(&rule, &QuotientOptions::up_to(20)).unwrap();
    let verified =
        grundy::misere::verify::verify(&q.to_saved(), &rule, 8, &grundy::Cancel::new()).unwrap();
    let misere_seq =
        grundy::misere::sequence::misere_sequence(&rule, 12, &grundy::Cancel::new()).unwrap();
    let genus = grundy::analysis::genus_report(
        &parse_position("kayles 3 + nim 1 + 0.07 5").unwrap(),
        &AnalyzeOptions::default(),
    )
    .unwrap();
    let mut problems = Vec::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for s in &sequences {
            problems.extend(english_left(&s.game, &s.explain_in(lang), lang));
        }
        problems.extend(english_left(
            "quotient",
            &q.summary().explain_in(lang),
            lang,
        ));
        problems.extend(english_left("verify", &verified.explain_in(lang), lang));
        problems.extend(english_left(
            "seq --misere",
            &misere_seq.explain_in(lang),
            lang,
        ));
        problems.extend(english_left("genus", &genus.explain_in(lang), lang));
    }
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
    // English is what it was.
    assert_eq!(sequences[0].explain(), sequences[0].explain_in(Lang::En));
    assert_eq!(
        sequences[1].explain_in(Lang::Ru)[1].title,
        "Период 3 с n = 0, сальтус 1"
    );
    let why = &sequences[4].explain_in(Lang::Vi)[1].paragraphs[0];
    assert!(why.contains("không bị chặn"), "{why}");
}
