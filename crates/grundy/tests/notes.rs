//! The analysis's notes (`Report::notes`) and the pieces of the games where Nim hides
//! (the reduction's rows, "show the Nim") in every language: each message of
//! `locales/<lang>/notes.ftl`, and each note or row kept in a game's folder, rendered in
//! Korean, Russian and Vietnamese keeps no English word of its English sentence; real
//! analyses say their notes in the language, in the text (`Report::notes_in`) and in the
//! JSON (after `Report::describe_moves_in`).

use crate::common;
use grundy::i18n::{Message, Value};
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Lang, SearchError};
use std::collections::BTreeSet;

/// Words of a sentence: runs of letters (any script) and `_`.
fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !(c.is_alphabetic() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Names and notation that stay the same in every language.
const KEPT: &[&str] = &[
    "Moore",
    "Wythoff",
    "wythoff",
    "Grundy",
    "XOR",
    "Nim_k",
    "Nim",
    "misère",
    "all_moves",
    "Tartan",
    "Poker",
    "odious",
    "mex",
    "mod",
];

/// The texts an argument of `m` holds (in English): they are data, not the sentence.
fn argument_words(m: &Message) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, v) in m.args() {
        let text = match v {
            Value::Text(t) => t.clone(),
            Value::Message(inner) => inner.render(Lang::En),
            Value::Said(each) => each[0].clone(),
            Value::List { items, .. } => items
                .iter()
                .filter_map(|item| match item {
                    Value::Text(t) => Some(t.clone()),
                    Value::Message(inner) => Some(inner.render(Lang::En)),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join(" "),
            Value::Count(_) => continue,
        };
        out.extend(words(&text));
    }
    out
}

use common::has_letters_of;

/// The English words (three letters or more) of `english` that `text` still holds,
/// the arguments' own words and the names of [`KEPT`] apart.
fn english_left(english: &str, text: &str, args: &BTreeSet<String>) -> Vec<String> {
    let english = english.replace("--all-moves", " all_moves ");
    let text = text.replace("--all-moves", " all_moves ");
    let theirs: BTreeSet<String> = words(&text).into_iter().collect();
    words(&english)
        .into_iter()
        .filter(|w| w.chars().count() >= 3)
        .filter(|w| !KEPT.contains(&w.as_str()) && !args.contains(w))
        .filter(|w| theirs.contains(w))
        .collect()
}

/// The problems of `m` in `lang`: the same text as English, no letters of the language,
/// English words left.
fn problems(m: &Message, lang: Lang) -> Vec<String> {
    let english = m.render(Lang::En);
    let text = m.render(lang);
    let mut out = Vec::new();
    if text == english {
        out.push(format!("{} ({lang}) is the English text: {text:?}", m.id()));
    }
    if !has_letters_of(lang, &text) {
        out.push(format!(
            "{} ({lang}) has no letters of {lang}: {text:?}",
            m.id()
        ));
    }
    let left = english_left(&english, &text, &argument_words(m));
    if !left.is_empty() {
        out.push(format!(
            "{} ({lang}): English {left:?} left in {text:?}",
            m.id()
        ));
    }
    out
}

/// A reason said in each language: an error of the library.
fn reason() -> SearchError {
    SearchError::TooLarge { limit: 2_000_000 }
}

/// One sample of every message of notes.ftl, with arguments like the library's.
fn samples() -> Vec<Message> {
    let m = Message::new;
    vec![
        m("note-moves-uncounted").with_error("why", &reason()),
        m("note-heap-too-many-moves"),
        m("note-component-moves-unlisted").with("component", 2u64),
        m("note-component-branching").with("component", 3u64),
        m("note-loopy-uncounted")
            .with("component", 1u64)
            .with_error("why", &reason()),
        m("note-kayles-parts")
            .with("count", 3u64)
            .with("values", "1, 2, 3"),
        m("note-cram-regions")
            .with("count", 2u64)
            .with("values", "0, 1"),
        m("note-conjunctive-listed").with("limit", 100_000u64),
        m("note-moore-misere").with_error("reason", &reason()),
        m("note-moore-no-value").with_error("reason", &reason()),
        m("note-moore-one-move"),
        m("note-chomp-rectangle"),
        m("note-moore-unlisted").with_error("reason", &reason()),
        m("note-wythoff-no-value").with_error("reason", &reason()),
        m("note-wythoff-no-value").with_message(
            "reason",
            m("note-wythoff-table-limit")
                .with("k", 2u64)
                .with("steps", 60_000_000u64),
        ),
        m("note-wythoff-table-limit")
            .with("k", 3u64)
            .with("steps", 60_000_000u64),
        m("note-take-away-no-value").with("limit", 4096u64),
        m("row-chip").with("cell", 14u64),
        m("row-chip-pair").with("left", 3u64).with("right", 7u64),
        m("row-chip-phantom").with("right", 5u64),
        m("row-step").with("step", 3u64),
        m("row-tartan-head")
            .with("x", "1")
            .with("y", "2")
            .with("a", "1")
            .with("b", "3"),
        m("row-chocolate-above").with("count", 1u64),
        m("row-chocolate-below").with("count", 3u64),
        m("row-chocolate-right").with("count", 5u64),
        m("row-chocolate-left").with("count", 2u64),
        m("row-poker-heap").with("heap", 2u64),
        m("row-line-one-end").with("name", "A").with("links", 3u64),
        m("row-line-both-ends")
            .with("name", "B")
            .with("links", 1u64),
        m("row-hackenbush-loops").with("count", 3u64),
        m("row-hackenbush-branch")
            .with("edge", "0–3")
            .with("value", 2u64),
        m("row-hackenbush-whole"),
        m("row-green-link").with("link", 4u64),
        m("row-head-on-coin").with("coin", 7u64),
        m("principle-staircase"),
        m("principle-tartan")
            .with("first", "turtles")
            .with("second", "ruler"),
        m("principle-strip"),
        m("principle-strip-nojump"),
        m("principle-chocolate"),
        m("principle-poker"),
        m("principle-lines"),
        m("principle-hackenbush"),
        m("principle-hackenbush-detached")
            .with("count", 2u64)
            .with_message("principle", m("principle-hackenbush")),
        m("principle-caterpillar"),
        m("principle-turtles").with("token", "turtles"),
        m("principle-mock-turtles-from-0").with("token", "mock-turtles"),
        m("principle-mock-turtles").with("token", "mock-turtles"),
        m("principle-ruler").with("token", "ruler"),
        m("principle-spawning").with("code", "1-9"),
        m("row-ones"),
        m("row-parity-note"),
    ]
}

/// The ids of the English notes and rows: every `note-…`, `row-…` and `principle-…`
/// message, wherever it is kept (`notes.ftl`, `report.ftl` or a game's folder,
/// `games/hidden/locales/en.ftl`).
fn note_ids() -> BTreeSet<String> {
    let sources = grundy::i18n::sources(Lang::En);
    assert!(
        sources.iter().any(|s| s.starts_with("# notes:")),
        "notes.ftl"
    );
    sources
        .into_iter()
        .flat_map(str::lines)
        .filter(|l| !l.starts_with([' ', '\t', '#']))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .filter(|id| {
            ["note-", "row-", "principle-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .collect()
}

#[test]
fn every_note_and_row_reads_in_every_language() {
    // Every message of the file has a sample (a new one without a sample fails here).
    let sampled: BTreeSet<String> = samples().iter().map(|m| m.id().to_string()).collect();
    let ids = note_ids();
    assert!(ids.len() >= 45, "{ids:?}");
    let missing: Vec<&String> = ids.difference(&sampled).collect();
    assert!(missing.is_empty(), "messages without a sample: {missing:?}");
    let mut all = Vec::new();
    for m in samples() {
        // English renders (the id itself would mean a missing message).
        let english = m.render(Lang::En);
        assert_ne!(english, m.id(), "no English message {}", m.id());
        assert!(!english.contains('{'), "{english}");
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            all.extend(problems(&m, lang));
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn the_check_catches_english_left() {
    // A sentence left in English, and a translation keeping one English word.
    let m = Message::new("note-heap-too-many-moves");
    assert!(english_left(&m.render(Lang::En), &m.render(Lang::En), &BTreeSet::new()).len() > 3);
    assert_eq!(
        english_left(
            "the heap has too many moves",
            "у кучи слишком много moves",
            &BTreeSet::new()
        ),
        ["moves"]
    );
    // An argument's own words are data.
    let args: BTreeSet<String> = ["moves".to_string()].into();
    assert!(english_left("too many moves", "слишком moves", &args).is_empty());
}

#[test]
fn plurals_of_the_rows_follow_each_language() {
    let loops = |n: u64, lang| {
        Message::new("row-hackenbush-loops")
            .with("count", n)
            .render(lang)
    };
    assert_eq!(loops(1, Lang::En), "1 loop at the ground after fusion");
    assert_eq!(loops(3, Lang::En), "3 loops at the ground after fusion");
    assert_eq!(loops(1, Lang::Ru), "1 петля у земли после слияния");
    assert_eq!(loops(3, Lang::Ru), "3 петли у земли после слияния");
    assert_eq!(loops(5, Lang::Ru), "5 петель у земли после слияния");
    let regions = Message::new("note-cram-regions")
        .with("count", 21u64)
        .with("values", "1");
    assert!(regions.render(Lang::Ru).starts_with("на доске 21 область "));
}

fn options(convention: Convention) -> AnalyzeOptions {
    AnalyzeOptions {
        convention,
        ..AnalyzeOptions::default()
    }
}

/// Positions whose analysis has a note, with the start of its English text.
const NOTED: &[(&str, bool, &str)] = &[
    (
        "fibonacci-nim 100000 1",
        false,
        "the Grundy value is computed for heaps up to 4096",
    ),
    (
        "wythoff 100000 200000",
        false,
        "Wythoff's game has no formula",
    ),
    (
        "wythoff(2) 3000 5000",
        false,
        "Wythoff's game has no formula",
    ),
    (
        "moore(2) 300 500 600 700",
        false,
        "one winning move is shown",
    ),
    (
        "moore(2) 300 500 600 700",
        false,
        "Moore's Nim_k has no formula",
    ),
    (
        "moore(2) 300 500 600 700",
        true,
        "outcome by the misère rule",
    ),
    (
        "cram(..#..)",
        false,
        "the board has 2 regions of empty squares",
    ),
    (
        "node-kayles(0-1 2-3 3-4)",
        false,
        "the graph has 2 connected parts",
    ),
];

#[test]
fn analyses_say_their_notes_in_the_language() {
    for &(text, misere, start) in NOTED {
        let p = parse_position(text).unwrap();
        let convention = if misere {
            Convention::Misere
        } else {
            Convention::Normal
        };
        let mut r = analyze(&p, &options(convention)).unwrap();
        let english = r.notes_in(Lang::En);
        assert!(
            english.iter().any(|n| n.starts_with(start)),
            "{text}: {english:?}"
        );
        // The JSON of a report from analyze: English.
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["notes"], serde_json::json!(english), "{text}");
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            let mut found = Vec::new();
            for note in &r.notes {
                found.extend(problems(note, lang));
            }
            assert!(found.is_empty(), "{text}: {}", found.join("\n"));
            // The JSON after describe_moves_in: the notes in the language, the fields as
            // they were.
            r.describe_moves_in(&p, lang);
            let json = serde_json::to_value(&r).unwrap();
            assert_eq!(json["notes"], serde_json::json!(r.notes_in(lang)), "{text}");
            assert_ne!(json["notes"], serde_json::json!(english), "{text}");
            assert!(json.get("lang").is_none());
        }
    }
}

#[test]
fn the_reduction_table_names_the_pieces_in_the_language() {
    for (text, english, russian) in [
        ("strip 5 10", "chip on cell 10", "фишка на клетке 10"),
        ("staircase 3 1 2", "coins on step 3", "монеты на ступени 3"),
        (
            "hackenbush(0-1 1-2 2-0)",
            "3 loops at the ground after fusion",
            "3 петли у земли после слияния",
        ),
    ] {
        let p = parse_position(text).unwrap();
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        let cells = |lang| -> Vec<String> {
            r.explain_in(lang)
                .into_iter()
                .filter_map(|e| e.table)
                .flat_map(|t| {
                    t.rows
                        .into_iter()
                        .flat_map(|row| row.cells.into_iter().map(|c| c.text))
                })
                .collect()
        };
        assert!(
            cells(Lang::En).iter().any(|c| c == english),
            "{text}: {:?}",
            cells(Lang::En)
        );
        assert!(
            cells(Lang::Ru).iter().any(|c| c == russian),
            "{text}: {:?}",
            cells(Lang::Ru)
        );
        assert!(!cells(Lang::Ru).iter().any(|c| c == english), "{text}");
        // The principle is said in the language too.
        let principle = |lang| {
            r.explain_in(lang)
                .into_iter()
                .flat_map(|e| e.paragraphs)
                .collect::<Vec<_>>()
        };
        let english_paragraphs = principle(Lang::En);
        assert!(
            !principle(Lang::Ru)
                .iter()
                .any(|p| english_paragraphs.contains(p)),
            "{text}"
        );
        // The JSON's reasoning keeps the English piece (data, as the principle).
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains(english), "{text}");
    }
}
