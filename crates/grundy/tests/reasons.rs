//! The reasons inside refusals and errors (`locales/<lang>/reasons.ftl`) in Korean,
//! Russian and Vietnamese: no English sentence left.
//!
//! * Every message of `reasons.ftl` (and every reason or syntax line kept in a game's
//!   folder), rendered with every keyword its selectors know and with counts of each
//!   plural form, keeps none of the English words of its English rendering (game names,
//!   notation, `--flags` and examples in backticks aside).
//! * A bad move in every game of the registry, every kind of [`Refusal`], analysis refusal,
//!   quotient and verification error, and the unknown-game error say why in the reader's
//!   language.
//! * The registry's syntax lines: the notation as it is, the words around it translated.

use crate::common;
use grundy::analysis::AnalysisError;
use grundy::component::{MoveError, Refusal};
use grundy::games::registry;
use grundy::i18n::errors::Localized;
use grundy::i18n::{Message, Value};
use grundy::misere::quotient::QuotientError;
use grundy::misere::verify::VerifyError;
use grundy::{analyze, parse_position_with, AnalyzeOptions, Cancelled, Convention, Lang};
use std::collections::BTreeSet;

const OTHERS: [Lang; 3] = [Lang::Ko, Lang::Ru, Lang::Vi];

use common::has_letters_of;

/// Names and terms that are the same in every language: the registry's game names (and
/// their parts), mathematicians, units.
fn allowed() -> BTreeSet<String> {
    let mut out: BTreeSet<String> = registry::names()
        .iter()
        .flat_map(|n| n.split(|c: char| !c.is_ascii_alphabetic()))
        .map(str::to_ascii_lowercase)
        .collect();
    for term in [
        "nim", "grundy", "sprague", "moore", "wythoff", "cram", "genus", "mex", "gib", "mib",
        "hex", "nimmul", "tartan", "domino", "bit",
    ] {
        out.insert(term.to_string());
    }
    out
}

/// The English words (3 letters or more, ASCII only) of `s`, without what is notation:
/// spans in backticks, `--flags`, words in capitals (`FILE`, `CODE`) and `allowed`.
fn english_words(s: &str, allowed: &BTreeSet<String>) -> BTreeSet<String> {
    let mut plain = String::new();
    let mut in_code = false;
    for c in s.chars() {
        if c == '`' {
            in_code = !in_code;
            plain.push(' ');
        } else if !in_code {
            plain.push(c);
        }
    }
    plain
        .split_whitespace()
        .filter(|w| !w.starts_with("--"))
        .flat_map(|w| w.split(|c: char| !c.is_alphabetic()))
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !w.chars().all(|c| c.is_ascii_uppercase()))
        .map(str::to_ascii_lowercase)
        .filter(|w| !allowed.contains(w))
        .collect()
}

/// Checks one sentence said in every language: each translation has letters of its
/// language (when the English has words to translate), differs from the English, and
/// keeps none of the English words. `what` names it in a failure.
fn says_it_in_every_language(what: &str, render: impl Fn(Lang) -> String, also: &[&str]) {
    let problems = problems_of(what, render, also);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// What [`says_it_in_every_language`] finds wrong, one line per problem.
fn problems_of(what: &str, render: impl Fn(Lang) -> String, also: &[&str]) -> Vec<String> {
    let mut allowed = allowed();
    for text in also {
        allowed.extend(english_words(text, &BTreeSet::new()));
    }
    let english = render(Lang::En);
    let words = english_words(&english, &allowed);
    let mut problems = Vec::new();
    for lang in OTHERS {
        let said = render(lang);
        if words.is_empty() {
            continue;
        }
        if said == english {
            problems.push(format!("{what}: {lang} is English: {said}"));
            continue;
        }
        if !has_letters_of(lang, &said) {
            problems.push(format!("{what}: {lang} has no letter of its own: {said}"));
        }
        let left: Vec<_> = english_words(&said, &allowed)
            .intersection(&words)
            .cloned()
            .collect();
        if !left.is_empty() {
            problems.push(format!(
                "{what}: {lang} keeps English words {left:?}: {said} (English: {english})"
            ));
        }
    }
    problems
}

/// The ids of the reasons (English) with the variables each uses: every `reason-…` and
/// `syntax-…` message, wherever it is kept (`reasons.ftl` or a game's folder,
/// `games/cram/locales/en.ftl`).
fn reason_messages() -> Vec<(&'static str, Vec<String>)> {
    let sources = grundy::i18n::sources(Lang::En);
    assert!(
        sources.iter().any(|s| s.starts_with("# reasons:")),
        "reasons.ftl"
    );
    let mut out: Vec<(&'static str, Vec<String>)> = Vec::new();
    for source in sources {
        // Whether the lines read belong to a reason.
        let mut in_reason = false;
        for line in source.lines() {
            // A new entry (a message or a comment) ends the one before.
            if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '#' || c == '-') {
                in_reason = false;
            }
            if let Some((id, _)) = line.split_once(" = ") {
                let id = id.trim();
                if !line.starts_with([' ', '#'])
                    && (id.starts_with("reason-") || id.starts_with("syntax-"))
                {
                    out.push((id, Vec::new()));
                    in_reason = true;
                }
            }
            if !in_reason {
                continue;
            }
            if let Some((_, vars)) = out.last_mut() {
                for part in line.split("{ $").skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if !vars.contains(&name) {
                        vars.push(name);
                    }
                }
            }
        }
    }
    out
}

/// The keywords a `noun` or `what` argument may be.
const KEYWORDS: &[&str] = &[
    "heap",
    "row",
    "token",
    "vertex",
    "edge",
    "size",
    "amount",
    "pin",
    "take",
    "component",
];

#[test]
fn every_reason_reads_in_every_language() {
    let messages = reason_messages();
    assert!(messages.len() > 100, "{} reasons", messages.len());
    // The test itself: the English catalogue knows the ids the code uses.
    for id in [
        "reason-move-must-change",
        "reason-misere-search",
        "syntax-nim",
    ] {
        assert!(messages.iter().any(|(i, _)| *i == id), "{id}");
    }
    let mut problems = Vec::new();
    for (id, vars) in &messages {
        let id: &'static str = id;
        let keyworded = vars.iter().any(|v| v == "noun" || v == "what");
        let keywords: &[&str] = if keyworded { KEYWORDS } else { &["heap"] };
        for keyword in keywords {
            for n in [1u64, 3, 7] {
                let m = vars.iter().fold(Message::new(id), |m, v| match v.as_str() {
                    "noun" | "what" => m.with(name(v), *keyword),
                    _ => m.with(name(v), n),
                });
                for p in problems_of(&format!("{id} ({keyword}, {n})"), |l| m.render(l), &[]) {
                    if !problems.contains(&p) {
                        problems.push(p);
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A variable's name as the `'static` a message holds (the names of reasons.ftl).
fn name(v: &str) -> &'static str {
    Box::leak(v.to_string().into_boxed_str())
}

#[test]
fn the_check_catches_english() {
    // An English reason left in a translation, and a translation that is the English.
    let allowed = allowed();
    let english = "heap 3 has only 5";
    let words = english_words(english, &allowed);
    assert_eq!(
        words,
        ["has", "heap", "only"]
            .map(String::from)
            .into_iter()
            .collect()
    );
    let left = english_words("무더기 3번: heap 3 has only 5", &allowed);
    assert!(!left.is_disjoint(&words));
    assert!(english_words("kayles(`1 2`) --size FILE", &allowed).is_empty());
    let caught = std::panic::catch_unwind(|| {
        says_it_in_every_language("english", |_| english.to_string(), &[]);
    });
    assert!(caught.is_err());
}

fn read_file(_: &str) -> Result<String, grundy::language::FileError> {
    Ok("0 1\n1 2\n2 3\n1 3\n".to_string())
}

/// Bad moves tried in every game: one that no notation reads, numbers out of range.
const BAD_MOVES: &[&str] = &[
    "foo", "zz-qq", "1 999", "999 1", "1 -> 999", "1 0-0", "1 x", "a1-a1", "99", "0-1", "1 2, 2 1",
    "#99999", "7: 1 1",
];

/// Every error `play::parse_move` and `play::check` give for the bad moves in `position`.
fn move_errors(position: &grundy::Position) -> Vec<(String, MoveError)> {
    let mut out = Vec::new();
    for text in BAD_MOVES {
        match grundy::play::parse_move(position, text) {
            Err(e) => out.push((text.to_string(), e)),
            Ok(m) => {
                if let Err(e) = grundy::play::check(position, &m) {
                    out.push((text.to_string(), e));
                }
            }
        }
    }
    out
}

#[test]
fn a_bad_move_in_every_game_says_why_in_every_language() {
    let mut reasons = BTreeSet::new();
    let mut problems = Vec::new();
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|e| e.0));
        let mut errors = 0;
        for example in examples {
            let Ok(position) = parse_position_with(example, &mut read_file) else {
                continue;
            };
            for (text, e) in move_errors(&position) {
                errors += 1;
                reasons.insert(e.reason().id());
                // The English text is the Display; the reason is a part of it.
                assert_eq!(e.message_in(Lang::En), e.to_string());
                assert!(e.to_string().contains(&e.reason().to_string()));
                problems.extend(problems_of(
                    &format!("{example} / {text:?}"),
                    |l| e.message_in(l),
                    &[example, &text],
                ));
            }
        }
        assert!(errors > 0, "no bad move in {}", spec.name());
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Many kinds of reason, each game its own.
    assert!(reasons.len() >= 25, "{reasons:?}");
}

#[test]
fn every_refusal_kind_says_why_in_every_language() {
    let m = |id: &'static str| Message::new(id);
    let refusals = [
        Refusal::SearchTooLarge(m("reason-compound-part-not-searchable")),
        Refusal::SearchTooLarge(Message::said(&grundy::SearchError::TooLarge { limit: 9 })),
        Refusal::TooLarge {
            what: m("reason-cram-regions"),
            limit: 10,
        },
        Refusal::Failed(m("reason-values-not-computed")),
        Refusal::Failed(m("reason-graph-has-cycles")),
        Refusal::Cancelled(Cancelled),
    ];
    for r in &refusals {
        assert_eq!(r.message_in(Lang::En), r.to_string());
        assert_eq!(r.message().render(Lang::Ru), r.message_in(Lang::Ru));
        says_it_in_every_language(&format!("{r:?}"), |l| r.message_in(l), &[]);
    }
    let errors: Vec<Box<dyn Localized>> = vec![
        Box::new(QuotientError::TooLarge {
            heap: 5,
            what: m("reason-quotient-options").with("max", 9u64),
        }),
        Box::new(QuotientError::BadState(m("reason-state-monoid"))),
        Box::new(VerifyError::TooLarge(
            m("reason-verify-order")
                .with("order", 5u64)
                .with("max", 3u64),
        )),
        Box::new(AnalysisError::ValueTooLarge {
            index: 1,
            game: "kayles".into(),
            reason: m("reason-search-out-of-reach").with_message("why", m("reason-cram-regions")),
        }),
        Box::new(AnalysisError::Component {
            index: 2,
            game: "graph".into(),
            message: m("reason-loopy-misere"),
        }),
        Box::new(AnalysisError::MisereTooLarge(
            m("reason-said-list").with_list(
                "reasons",
                vec![
                    m("reason-misere-quotient-64-bits"),
                    m("reason-misere-quotient-rulesets"),
                ],
                "; ",
            ),
        )),
    ];
    for e in &errors {
        says_it_in_every_language("error", |l| e.message_in(l), &[]);
    }
}

/// Positions that analysis refuses, and how.
fn refused() -> Vec<(String, Convention)> {
    let path: Vec<String> = (1..200).map(|v| format!("{}-{v}", v - 1)).collect();
    vec![
        // Misère play, every method out of reach: the list of reasons (search, the tame
        // rule, the quotient grown too large; components of different rulesets). (0.1337's
        // quotient passes its bound at heap 15, in half a second; 0.137's at heap 33, after
        // 30 s.)
        ("0.1337 5000 3 7 9".into(), Convention::Misere),
        ("kayles 40 41 + sub(1,3) 50".into(), Convention::Misere),
        // Node Kayles beyond its search: a connected part too large.
        (
            format!("node-kayles({})", path.join(" ")),
            Convention::Normal,
        ),
        // A graph with cycles under misère play.
        ("graph(g) 0".into(), Convention::Misere),
    ]
}

#[test]
fn refused_analyses_say_why_in_every_language() {
    let mut kinds = BTreeSet::new();
    for (text, convention) in &refused() {
        let position = parse_position_with(text, &mut |_| Ok("0 1\n1 0\n1 2\n".to_string()))
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        let options = AnalyzeOptions {
            convention: *convention,
            search_limit: 1000,
            ..AnalyzeOptions::default()
        };
        let Err(e) = analyze(&position, &options) else {
            panic!("{text}: not refused");
        };
        kinds.insert(format!("{:?}", std::mem::discriminant(&e)));
        assert_eq!(e.message_in(Lang::En), e.to_string());
        says_it_in_every_language(text, |l| e.message_in(l), &[text.as_str()]);
    }
    assert!(kinds.len() >= 3, "{kinds:?}");
}

#[test]
fn the_unknown_game_error_lists_the_games_in_the_language() {
    let m = registry::unknown_game_message("kayls");
    // The list of games is a list argument: one syntax line per game, in the language.
    let known = m
        .args()
        .iter()
        .find(|(n, _)| *n == "known")
        .map(|(_, v)| v.clone());
    let Some(Value::List { items, separator }) = known else {
        panic!("{m:?}");
    };
    assert_eq!(items.len(), grundy::games::GAMES.len());
    assert_eq!(separator, ", ");
    says_it_in_every_language("unknown game", |l| m.render(l), &[]);
    let ru = m.render(Lang::Ru);
    assert!(ru.contains("nim (или ничего)"), "{ru}");
    assert!(ru.contains("sub(a,b,…)"), "{ru}");
    assert!(!ru.contains("or nothing"), "{ru}");
}

#[test]
fn syntax_lines_keep_their_notation() {
    for spec in grundy::games::GAMES {
        assert_eq!(spec.syntax_id, format!("syntax-{}", spec.name()));
        // English: the registry's line as the README writes it.
        assert_eq!(spec.syntax_in(Lang::En), spec.syntax, "{}", spec.name());
        for lang in OTHERS {
            assert!(
                grundy::i18n::has_message(lang, spec.syntax_id),
                "{lang}: {}",
                spec.syntax_id
            );
            // The game's own name starts its line in every language.
            assert!(
                spec.syntax_in(lang).starts_with(spec.name()),
                "{lang}: {}",
                spec.syntax_in(lang)
            );
        }
        says_it_in_every_language(spec.syntax_id, |l| spec.syntax_in(l), &[]);
    }
    assert_eq!(
        registry::find("kayles").unwrap().syntax_in(Lang::Vi),
        "kayles, dawson-kayles, dawson-chess, treblecross, officers, grundy-game, lasker, một mã bát phân như 0.137, hex(…), tb(…)"
    );
}

#[test]
fn the_move_notation_reads_in_every_language() {
    let en = grundy::play::notation_in(Lang::En);
    assert_eq!(en.len(), grundy::play::NOTATION.len());
    for (i, (form, _, meaning)) in en.iter().enumerate() {
        says_it_in_every_language(form, |l| grundy::play::notation_in(l)[i].2.clone(), &[form]);
        assert_eq!(meaning, grundy::play::NOTATION[i].1);
    }
}

#[test]
fn an_exercise_on_a_game_that_cannot_have_one_says_why_in_every_language() {
    use grundy::exercise::{sheet, ExerciseError, ExerciseOptions};
    for game in ["kayls", "kayles 3 +"] {
        let options = ExerciseOptions {
            game: game.into(),
            ..Default::default()
        };
        let e = sheet(&options).expect_err(game);
        assert!(matches!(e, ExerciseError::Game { .. }), "{e:?}");
        assert_eq!(e.message_in(Lang::En), e.to_string());
        says_it_in_every_language(game, |l| e.message_in(l), &[game]);
    }
}

/// The reasons inside the errors of files and saved states (h-D): a damaged values header,
/// a malformed binary graph, a loopy graph too large, a checkpoint that cannot be decoded or
/// does not hold together, an engine state that cannot be restored — each in every
/// language, the ones the library finds itself and one of each kind built by hand.
#[test]
fn the_reasons_of_files_and_states_read_in_every_language() {
    use grundy::heap::engine::EngineError;
    use grundy::loopy::{binary, binary::FormatError, LoopyError};
    use grundy::sequence::checkpoint::CheckpointError;
    use grundy::sequence::values_file::{ValuesFileError, ValuesHeader, MAGIC, VERSION};
    let m = |id: &'static str| Message::new(id);
    let mut errors: Vec<(String, Box<dyn Localized>)> = Vec::new();
    // Found by the library.
    let mut header = MAGIC.to_vec();
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.extend_from_slice(&1000u32.to_le_bytes());
    header.resize(64, 0);
    let damaged = ValuesHeader::decode(&header).unwrap_err();
    assert!(
        matches!(damaged, ValuesFileError::Damaged(_)),
        "{damaged:?}"
    );
    errors.push(("values header".into(), Box::new(damaged)));
    let short = ValuesHeader::declared_len(&header[..20]).unwrap_err();
    errors.push(("short values header".into(), Box::new(short)));
    let outside = binary::from_edges(2, &[(0, 5)]).unwrap_err();
    assert!(matches!(outside, FormatError::Malformed(_)), "{outside:?}");
    errors.push(("arc outside".into(), Box::new(outside)));
    let graph = binary::from_edges(4, &[(0, 1), (1, 2)]).unwrap();
    let part = binary::BinaryPart::parse(&graph, 2..9).unwrap_err();
    errors.push(("part".into(), Box::new(part)));
    // Built by hand, one of each kind.
    let built: Vec<Box<dyn Localized>> = vec![
        Box::new(FormatError::Malformed(
            m("reason-binary-offset-order")
                .with("half", "reverse")
                .with("index", 3u64)
                .with("offset", 9u64)
                .with("arcs", 4u64),
        )),
        Box::new(FormatError::Malformed(
            m("reason-binary-vertex-arcs")
                .with("half", "forward")
                .with("vertex", 2u64)
                .with("count", 5u64)
                .with("max", 4u64),
        )),
        Box::new(LoopyError::Overflow(
            m("reason-overflow-vertices").with("count", 1u64 << 33),
        )),
        Box::new(LoopyError::Overflow(m("reason-overflow-positions"))),
        Box::new(LoopyError::Overflow(Message::said(
            &FormatError::Malformed(m("reason-binary-arcs-memory").with("arcs", 21u64)),
        ))),
        Box::new(CheckpointError::Decode(
            m("engine-decode")
                .with_message("kind", m("engine-decode-end"))
                .with("detail", "io error: unexpected end of file"),
        )),
        Box::new(CheckpointError::Inconsistent(
            m("reason-checkpoint-value-differs")
                .with("n", 12u64)
                .with("kept", 3u64)
                .with("again", 1u64),
        )),
        Box::new(CheckpointError::Inconsistent(
            m("reason-checkpoint-counts-total")
                .with("total", 5u64)
                .with("computed", 7u64),
        )),
        Box::new(CheckpointError::Engine(EngineError::BadState(
            m("reason-state-other-engine")
                .with("engine", "sparse")
                .with("expected", "naive"),
        ))),
        Box::new(EngineError::BadState(
            m("reason-state-recomputes")
                .with("n", 9u64)
                .with("again", 2u64)
                .with("last", 4u64)
                .with("rule", "0.07"),
        )),
    ];
    errors.extend(built.into_iter().map(|e| ("built".to_string(), e)));
    for (what, e) in &errors {
        says_it_in_every_language(
            &format!("{what}: {}", e.message_in(Lang::En)),
            |l| e.message_in(l),
            &["sparse naive unexpected end file error"],
        );
    }
    // The English is the sentence the library always wrote.
    assert_eq!(
        errors[0].1.message_in(Lang::En),
        "damaged header: it declares 1000 bytes, but its names need 48"
    );
    assert_eq!(
        errors[0].1.message_in(Lang::Ru),
        "повреждён заголовок: объявлено байтов: 1000, а именам нужно 48"
    );
}
