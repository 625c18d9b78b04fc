//! Every converted step kind, and the plural forms, read in each language without
//! English left.

use super::{is_data, parse, sentences};
use crate::common::has_letters_of;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Lang};
use std::collections::BTreeSet;

/// Positions that between them reach every converted step kind.
const POSITIONS: &[(&str, bool)] = &[
    ("3 4 5", false),                                // nim_columns (decides)
    ("1 2 3", false),                                // nim_columns (loses)
    ("3 4 5", true),                                 // misere_nim (several big heaps) + nim_columns
    ("1 1 5", true),                                 // misere_nim (one big heap) + endgame
    ("1 1 1", true),                                 // misere_nim (no big heap)
    ("moore(2) 3 5 6", false),                       // moore_columns
    ("moore(2) 1 2 3", false),                       // moore_columns (P)
    ("sub(1,3,4) 20 + nim 5 7", false), // subtraction, sum, nim_columns (component value)
    ("kayles 10 6", false),             // heap_game
    ("0.137 20", false),                // heap_game
    ("wythoff 3 5", false),             // wythoff
    ("kayles 9", true),                 // misère: a heap game
    ("0.07 6 + 0.07 4", true),          // misère: several heaps of one ruleset
    ("sub(1,3,4) 9", true),             // misère: the one-heap recurrence
    ("arc-kayles(0-1 1-2 2-3 3-0 0-4 4-5)", false), // search
    ("strip 3 5 6", false),             // reduction + nim_columns
    ("chocolate 4 5 3 6", false),       // reduction
    ("wythoff(2) 3 5", false),          // wythoff (Fraenkel's a-Wythoff)
    ("fibonacci-nim 20 3", false),      // memory_heap (Schwenk)
    ("mem 12 2", false),                // memory_heap (mem)
    ("take-away(3/2) 12 2", false),     // memory_heap
    ("conjunctive(3 1, kayles 4, 2)", false), // compound (conjunctive)
    ("selective(2 1, kayles 3)", false), // compound (selective)
    ("ordinal(2 1, kayles 3)", false),  // compound (ordinal)
    ("conway-product(2, kayles 2)", false), // product (Conway)
    ("ordinal-product(2 1, kayles 2)", false), // product (ordinal)
    ("graph(cycle) 0", false),          // loopy
    ("graph(cycle) 0 + 2", false),      // loopy + loopy_sum
    ("node-kayles(0-1 1-2 2-3 3-4 4-0 0-5)", false), // search, vertex moves
    ("cram(....|.#..|....)", false),
    ("poker(1,1,1) 1 2", false),
    ("staircase 3 1 2", false),
    ("ruler 3 4 6", false),
    ("tartan(turtles,ruler) 1 2 2 1 3 3", false),
    ("hackenbush(0-1 1-2 2-0 0-3)", false),
    ("lines(3,5=,4)", false),
    ("strip-nojump 2 5 6 10", false),
];

/// The step kinds of the converted prose (a `search`'s reason is the game's own data; a
/// `reduction`'s principle and pieces are catalogue messages, `notes.ftl`).
const CONVERTED: &[&str] = &[
    "product",
    "nim_columns",
    "misere_nim",
    "moore_columns",
    "subtraction",
    "heap_game",
    "sum",
    "search",
    "reduction",
    "wythoff",
    "misere_recurrence",
    "tame_rule",
    "quotient",
    "memory_heap",
    "compound",
    "loopy",
    "loopy_sum",
];

fn kind(step: &grundy::reasoning::Step) -> String {
    serde_json::to_value(step).unwrap()["kind"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn every_step_kind_reads_in_every_language() {
    let mut seen = BTreeSet::new();
    let mut problems = Vec::new();
    for &(text, misere) in POSITIONS {
        let p = parse(text);
        let options = AnalyzeOptions {
            convention: if misere {
                Convention::Misere
            } else {
                Convention::Normal
            },
            ..Default::default()
        };
        let mut r = analyze(&p, &options).unwrap();
        for step in &r.reasoning {
            seen.insert(kind(step));
        }
        let english = r.explain();
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            for (step, (e, en)) in r
                .reasoning
                .iter()
                .zip(r.explain_in(lang).iter().zip(&english))
            {
                let kind = kind(step);
                assert!(
                    CONVERTED.contains(&kind.as_str()),
                    "{kind} is not converted"
                );
                for (i, s) in sentences(e).iter().enumerate() {
                    // A game with a memory is titled by its position.
                    if kind == "memory_heap" && i == 0 || is_data(s) {
                        continue;
                    }
                    if !has_letters_of(lang, s) {
                        problems.push(format!("{text} ({lang}, {kind}): {s:?}"));
                    }
                }
                assert_eq!(
                    e.table.as_ref().map(|t| t.rows.len()),
                    en.table.as_ref().map(|t| t.rows.len())
                );
            }
            let s = r.summary_in(lang);
            for line in [&s.outcome, &s.verdict, &s.moves] {
                if !has_letters_of(lang, line) {
                    problems.push(format!("{text} ({lang}, summary): {line:?}"));
                }
            }
            if !misere {
                r.describe_moves_in(&p, lang);
                for m in &r.winning_moves {
                    if !has_letters_of(lang, &m.description) {
                        problems.push(format!("{text} ({lang}, move): {:?}", m.description));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
    for kind in [
        "nim_columns",
        "misere_nim",
        "moore_columns",
        "subtraction",
        "heap_game",
        "sum",
        "wythoff",
        "misere_recurrence",
        "tame_rule",
        "quotient",
        "search",
        "reduction",
        "memory_heap",
        "compound",
        "loopy",
        "loopy_sum",
    ] {
        assert!(seen.contains(kind), "no position reaches {kind}: {seen:?}");
    }
}

#[test]
fn plurals_follow_each_language() {
    let msg = |lang, n: u64| grundy::i18n::message(lang, "more-heaps", &[("count", n.into())]);
    assert_eq!(msg(Lang::Ru, 1), "… ещё 1 куча");
    assert_eq!(msg(Lang::Ru, 3), "… ещё 3 кучи");
    assert_eq!(msg(Lang::Ru, 5), "… ещё 5 куч");
    assert_eq!(msg(Lang::Ru, 21), "… ещё 21 куча");
    assert_eq!(msg(Lang::Ko, 5), "… 무더기 5개 더");
    assert_eq!(msg(Lang::Vi, 5), "… thêm 5 đống");
    let r = analyze(
        &parse_position("1 1 1 1 1 7").unwrap(),
        &AnalyzeOptions {
            convention: Convention::Misere,
            ..Default::default()
        },
    )
    .unwrap();
    let misere = r.explain_in(Lang::Ru);
    let counts = misere
        .iter()
        .find(|e| e.title.starts_with("Мизерный"))
        .unwrap();
    assert!(
        counts.paragraphs[0].starts_with("1 куча размера 2 и больше, 5 куч размера 1"),
        "{}",
        counts.paragraphs[0]
    );
}
