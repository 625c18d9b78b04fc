//! Parse errors in four languages: every `parse-…` message (of `locales/*/parse.ftl` or of
//! a game's folder) reads in Korean, Russian and Vietnamese without an English sentence
//! left, and a bad position of every game (and of the position language itself) gives its
//! error in each language, the English one being exactly the `Display` the library always
//! had.

use crate::common;
use grundy::errors::parse_error_in;
use grundy::games::registry;
use grundy::i18n::{Message, Value};
use grundy::{parse_position, Lang};

/// The English parse catalogue: every `parse-…` id with the variables it uses, wherever
/// it is kept (the common `parse.ftl` or a game's folder, `games/cram/locales/en.ftl`).
fn parse_messages() -> Vec<(&'static str, Vec<&'static str>)> {
    let sources = grundy::i18n::sources(Lang::En);
    assert!(
        sources.iter().any(|s| s.contains("\nparse-before-plus =")),
        "the English catalogue has parse.ftl"
    );
    let mut out: Vec<(&'static str, Vec<&'static str>)> = Vec::new();
    for source in sources {
        // Whether the lines read belong to a parse message.
        let mut in_parse = false;
        for line in source.lines() {
            // A new entry (a message or a comment) ends the one before.
            if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '#' || c == '-') {
                in_parse = false;
            }
            if line.starts_with("parse-") {
                let (id, _) = line.split_once(" =").expect("an id line");
                out.push((id.trim(), Vec::new()));
                in_parse = true;
            }
            if !in_parse {
                continue;
            }
            let Some((_, vars)) = out.last_mut() else {
                continue;
            };
            for piece in line.split('$').skip(1) {
                let name = piece
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                    .next()
                    .unwrap_or_default();
                if !name.is_empty() && !vars.contains(&name) {
                    vars.push(name);
                }
            }
        }
    }
    out
}

use common::has_letters_of;

/// English words that give away an untranslated sentence (game names, codes and
/// examples such as `tb(4!.0)` or `turtles` have none of them).
const ENGLISH: &[&str] = &[
    "the", "must", "needs", "need", "takes", "not", "and", "or", "is", "are", "of", "at", "most",
    "least", "has", "have", "with", "no", "too", "large", "game", "heap", "heaps", "vertex",
    "edge", "coin", "coins", "write", "give", "only", "after", "before",
];

fn english_words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_ascii_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Messages that are data, not prose: a variable alone (a reason the front end or an
/// engine gives in its own words), a parameter's letter, a code in its own notation.
const DATA: &[&str] = &[
    "parse-reason",
    "parse-file-unreadable",
    "parse-what-k",
    "parse-what-a",
    "parse-spawn-values",
];

#[test]
fn the_catalogue_holds_every_parse_message() {
    let messages = parse_messages();
    assert!(messages.len() > 100, "{} parse messages", messages.len());
    for (id, _) in &messages {
        for lang in Lang::ALL {
            assert!(grundy::i18n::has_message(lang, id), "{lang} lacks {id}");
        }
    }
}

#[test]
fn every_parse_message_reads_in_every_language() {
    for (id, vars) in parse_messages() {
        // 1, 3 and 5 reach every plural form (Russian one, few, many).
        for n in [1u64, 3, 5] {
            let m = vars.iter().fold(Message::new(id), |m, v| m.with(v, n));
            let english = m.render(Lang::En);
            assert!(!english.contains(id), "{id} has no English text");
            if DATA.contains(&id) {
                continue;
            }
            for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
                let text = m.render(lang);
                assert_ne!(text, english, "{lang} {id}: English left");
                assert!(has_letters_of(lang, &text), "{lang} {id}: {text}");
                let words = english_words(&text);
                assert!(words.is_empty(), "{lang} {id}: {text} (English {words:?})");
            }
        }
    }
}

/// Bad positions: the position language's own errors, then at least one for every game
/// of the registry (`every_game_has_a_bad_position` checks the list covers them).
const BAD: &[&str] = &[
    "",
    "3 -4",
    "3 +",
    "+ 3",
    "3 x",
    "3 4)",
    "(3",
    "3 é",
    "3 1x",
    "sub(1,2 5",
    "rule(n -> [[n - m]]) 5",
    "mem(k, a -> a + k) 5 1",
    "kayls 3",
    "foo 3",
    "poker 3 + 1",
    "nim(2) 3",
    "nim",
    "moore(0) 3",
    "moore(x) 3",
    "moore(1,2) 3",
    "sub() 5",
    "sub(0) 5",
    "sub(-1) 5",
    "bounded(1,2) 5",
    "allbut(0) 5",
    "0.8 3",
    "hex(0.G) 3",
    "0.7!! 3",
    "1.2.3 4",
    "graph(g) 0",
    "graph(a,b) 0",
    "strip(5) 7",
    "strip(1,2) 7",
    "strip-nojump 0 3",
    "strip-nojump 3 3",
    "staircase",
    "turtles 0 3",
    "ruler(2) 3",
    "spawning(3Z) 4",
    "spawning(0) 4",
    "grunt 1 1",
    "caterpillar(5) 7",
    "caterpillar 3",
    "chocolate 1 2 3",
    "hackenbush(1-2)",
    "hackenbush(1)",
    "hackenbush 3",
    "lines(3,0)",
    "lines(3,x=)",
    "wythoff 3",
    "wythoff(0) 3 4",
    "take-away(0) 5 1",
    "take-away 5 1",
    "fibonacci-nim 5",
    "mem 5 1 2",
    "poker(1,2) 3",
    "poker(1,x,2) 3",
    "tartan(turtles,foo) 1 1",
    "tartan(turtles,ruler) 1 2 3",
    "nimmul 1 1 1 1",
    "node-kayles(0-0)",
    "node-kayles(0-x)",
    "arc-kayles 3",
    "arc-kayles(0-1) 3",
    "cram(..|x)",
    "cram(..|.)",
    "cram(..,..)",
    "chomp(3,4)",
    "chomp(2,0)",
    "chomp()",
    "chomp 3",
    "geography(0-1 1-2)",
    "geography(0-1 @5)",
    "geography(0-1 @0 @1)",
    "conjunctive(poker 3, 1)",
    "selective 3",
    "ordinal(1)",
    "conway-product(2, 3, 4)",
    "ordinal-product(2)",
];

#[test]
fn every_game_has_a_bad_position() {
    for spec in grundy::games::GAMES {
        let covered = BAD.iter().any(|text| {
            let word = text
                .split(|c: char| c.is_whitespace() || c == '(')
                .next()
                .unwrap_or_default();
            registry::find(word).is_some_and(|s| std::ptr::eq(s, *spec))
        });
        assert!(covered, "no bad position of {}", spec.names[0]);
    }
}

/// `m` with its list of known games (the registry's syntax column) left out.
fn without_known(m: &Message) -> Message {
    m.args()
        .iter()
        .fold(Message::new(m.id()), |out, (name, value)| match value {
            _ if *name == "known" => out.with(name, "…"),
            Value::Count(n) => out.with(name, *n),
            Value::Text(t) => out.with(name, t),
            Value::Message(inner) => out.with_message(name, without_known(inner)),
            Value::Said(each) => out.with(name, each[0].as_str()),
            _ => out.with(name, "…"),
        })
}

#[test]
fn bad_positions_say_why_in_every_language() {
    for text in BAD {
        let e = parse_position(text).expect_err(text);
        // English: the catalogue's text is the error's Display.
        assert_eq!(parse_error_in(&e, Lang::En), e.to_string(), "{text}");
        assert_eq!(e.message.render(Lang::En), e.message.to_string(), "{text}");
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            let said = e.message.render(lang);
            let whole = parse_error_in(&e, lang);
            assert!(whole.starts_with(&said), "{text}: {whole}");
            assert!(has_letters_of(lang, &said), "{lang} {text:?}: {said}");
            // The list of known games is the registry's syntax, not prose: left out here.
            let words = english_words(&without_known(&e.message).render(lang));
            assert!(words.is_empty(), "{lang} {text:?}: {said} ({words:?})");
        }
    }
}

#[test]
fn english_texts_stay_as_they_were() {
    for (text, english) in [
        (
            "3 -4",
            r#"heap sizes must be non-negative integers: "-4" at column 3"#,
        ),
        ("moore(0) 3", r#"k must be at least 1: "0" at column 7"#),
        (
            "sub() 5",
            r#"sub needs arguments in brackets, e.g. sub(1,3,4): "sub()" at column 1"#,
        ),
        (
            "0.8 3",
            r#"'8' at column 3 is not an octal digit (0-7); for a hexadecimal code write hex(0.8), for CGSuite notation tb(0.8): "0.8" at column 1"#,
        ),
        (
            "strip(5) 7",
            r#"chip outside the strip: the cells are 0 to 4: "7" at column 10"#,
        ),
        (
            "wythoff 3",
            r#"wythoff takes exactly two heaps: "wythoff" at column 1"#,
        ),
    ] {
        assert_eq!(
            parse_position(text).unwrap_err().to_string(),
            english,
            "{text}"
        );
    }
}

#[test]
fn a_reason_inside_a_reason_is_in_the_same_language() {
    let e = parse_position("graph(g) 0").unwrap_err();
    let ru = e.message.render(Lang::Ru);
    assert!(ru.starts_with("чтение файлов здесь недоступно"), "{ru}");
    assert!(
        ru.contains("работает только в программе командной строки"),
        "{ru}"
    );
    let e = parse_position("spawning(0) 4").unwrap_err();
    assert!(e.message.render(Lang::Vi).contains("mã spawning"), "{e}");
}
