//! The engines' own reasons (`locales/<lang>/engine.ftl`) in Korean, Russian and
//! Vietnamese, each triggered for real through the public API: a rule the sparse engine
//! refuses, a damaged sparse state (restored directly and through a checkpoint), a
//! checkpoint the decoder cannot read, a saved misère quotient that fails its re-check,
//! and the positions valued by search (Node Kayles, Arc Kayles, Cram, a misère sum). Each
//! sentence differs from the English, has letters of its language, keeps none of the
//! English words of the English sentence, and keeps its numbers.

use crate::common;
use common::has_letters_of;
use grundy::heap::engine::{EngineError, EngineState, NimSequenceEngine};
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine, SparseMask};
use grundy::i18n::errors::Localized;
use grundy::i18n::Message;
use grundy::misere::quotient::{Quotient, QuotientOptions};
use grundy::misere::verify::{verify, Check, SavedQuotient, VerifyReport};
use grundy::reasoning::SearchReasoning;
use grundy::sequence::checkpoint::{Checkpoint, CheckpointError, FORMAT, HEADER_LEN, MAGIC};
use grundy::sequence::{parse_rule, SequenceRun};
use grundy::{analyze, parse_position, AnalyzeOptions, Cancel, Convention, Lang};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

const OTHERS: [Lang; 3] = [Lang::Ko, Lang::Ru, Lang::Vi];

/// Words that are the same in every language: game names, names of people and programs.
const SAME: &[&str] = &[
    "nim", "lasker", "node", "arc", "kayles", "cram", "domino", "cgsuite", "sparse", "naive",
    "bit", "hex",
];

/// The English words (3 letters or more, ASCII, not all capitals) of `s`, without spans in
/// backticks or in double quotes (data, and the decoder's own words) and without [`SAME`].
fn english_words(s: &str) -> BTreeSet<String> {
    let mut plain = String::new();
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '`' | '"' | '«' | '»' | '“' | '”' => {
                quoted = match c {
                    '«' | '“' => true,
                    '»' | '”' => false,
                    _ => !quoted,
                };
                plain.push(' ');
            }
            _ if !quoted => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !w.chars().all(|c| c.is_ascii_uppercase()))
        .map(str::to_ascii_lowercase)
        .filter(|w| !SAME.contains(&w.as_str()))
        .collect()
}

/// The numbers of `s`, in order.
fn numbers(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect()
}

/// What is wrong with `render` in the three languages: the same as English, no letter of
/// its own, an English word of the English sentence left, a number of the English
/// sentence lost. Empty when all is well.
fn problems_of(what: &str, render: impl Fn(Lang) -> String) -> Vec<String> {
    let english = render(Lang::En);
    let words = english_words(&english);
    let mut problems = Vec::new();
    if words.is_empty() {
        problems.push(format!(
            "{what}: no English words to translate in {english:?}"
        ));
    }
    let wanted: BTreeSet<String> = numbers(&english).into_iter().collect();
    for lang in OTHERS {
        let said = render(lang);
        if said == english {
            problems.push(format!("{what}: {lang} is English: {said}"));
            continue;
        }
        if !has_letters_of(lang, &said) {
            problems.push(format!("{what}: {lang} has no letter of its own: {said}"));
        }
        let left: Vec<_> = english_words(&said).intersection(&words).cloned().collect();
        if !left.is_empty() {
            problems.push(format!(
                "{what}: {lang} keeps English words {left:?}: {said} (English: {english})"
            ));
        }
        let have: BTreeSet<String> = numbers(&said).into_iter().collect();
        let lost: Vec<_> = wanted.difference(&have).collect();
        if !lost.is_empty() {
            problems.push(format!("{what}: {lang} loses the numbers {lost:?}: {said}"));
        }
    }
    problems
}

fn says_it(what: &str, render: impl Fn(Lang) -> String) {
    let problems = problems_of(what, render);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_catches_english_and_lost_numbers() {
    let english = |l: Lang| format!("{l}: heap 3 has only 5");
    assert!(!problems_of("same", |_| "heap 3 has only 5".into()).is_empty());
    assert!(!problems_of("left", |l| if l == Lang::En {
        english(l)
    } else {
        "무더기 3: only 5".into()
    })
    .is_empty());
    assert!(!problems_of("lost", |l| if l == Lang::En {
        english(l)
    } else {
        "무더기 3개".into()
    })
    .is_empty());
    assert!(problems_of("fine", |l| match l {
        Lang::En => "heap 3 has only 5".into(),
        Lang::Ko => "무더기 3에는 5개뿐".into(),
        Lang::Ru => "в куче 3 всего 5".into(),
        Lang::Vi => "đống 3 chỉ có 5".into(),
    })
    .is_empty());
    // Quoted words are the decoder's, left as they are.
    assert!(english_words("giá trị (“unexpected end”)").is_empty());
    assert_eq!(
        english_words("the «decoder» said"),
        ["said", "the"].map(String::from).into()
    );
}

/// Every message of engine.ftl, its variables set to numbers, in every language.
#[test]
fn every_engine_message_reads_in_every_language() {
    let source = grundy::i18n::sources(Lang::En)
        .into_iter()
        .find(|s| s.starts_with("# engine:"))
        .expect("engine.ftl is one of the catalogue's files");
    let mut checked = 0;
    let mut problems = Vec::new();
    for line in source
        .lines()
        .filter(|l| !l.starts_with(['#', ' ']) && l.contains(" = "))
    {
        let (id, text) = line.split_once(" = ").unwrap_or_default();
        let id: &'static str = Box::leak(id.trim().to_string().into_boxed_str());
        let mut m = Message::new(id);
        for (i, part) in text.split("{ $").skip(1).enumerate() {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            m = m.with(Box::leak(name.into_boxed_str()), 3u64 + i as u64);
        }
        if id == "engine-verify-sum" {
            // Only the heaps: nothing to translate.
            assert_eq!(m.render(Lang::Ko), m.render(Lang::En));
            continue;
        }
        checked += 1;
        problems.extend(problems_of(id, |l| m.render(l)));
    }
    assert!(checked >= 60, "{checked} messages");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Why the sparse engine refuses a rule, for every rule it refuses among these.
#[test]
fn a_rule_the_sparse_engine_refuses_says_why_in_every_language() {
    let mut ids = BTreeSet::new();
    let refused = |e: EngineError, what: &str, ids: &mut BTreeSet<&'static str>| {
        let EngineError::Unsupported { reason, .. } = &e else {
            panic!("{what}: {e:?}");
        };
        ids.insert(reason.id());
        assert_eq!(e.message_in(Lang::En), e.to_string());
        says_it(what, |l| e.message_in(l));
    };
    for code in [
        "lasker",
        "tb(0.[3])",
        "tb(0.{3+})",
        "tb(0.*)",
        "hex(0.8)",
        "tb(0.&16;)",
        "tb(80.0)",
        "tb(0.7?)",
    ] {
        let rule = HeapRule::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        match SparseEngine::new(rule) {
            Err(e) => refused(e, code, &mut ids),
            Ok(_) => panic!("{code} is not refused"),
        }
    }
    // The position-parity mask with split distances of both parities (0.44: 1 and 2).
    let config = SparseConfig {
        mask: Some(SparseMask::new(1, true)),
        ..SparseConfig::default()
    };
    let e = SparseEngine::with_config(HeapRule::parse("0.44").unwrap(), config).unwrap_err();
    refused(e, "0.44 with the parity mask", &mut ids);
    for id in [
        "engine-lasker",
        "engine-repeating-code",
        "engine-additive-code",
        "engine-digit-three-heaps",
        "engine-parity-mask",
        "engine-digit-lone-token",
    ] {
        assert!(ids.contains(id), "{id} not reached: {ids:?}");
    }
    // The English is the sentence the engine always wrote.
    let e = SparseEngine::new(HeapRule::parse("hex(0.8)").unwrap()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the sparse engine cannot compute hex(0.8): the digit 8 lets a move leave three or more heaps"
    );
}

/// The state of a sparse engine for Kayles after 300 values.
fn kayles_state() -> EngineState {
    let mut e = SparseEngine::new(HeapRule::parse("kayles").unwrap()).unwrap();
    for _ in 0..300 {
        e.step().unwrap();
    }
    e.save_state()
}

/// Damaged states, each with what was done to it.
fn damaged_states() -> Vec<(&'static str, EngineState)> {
    let good = kayles_state();
    let with = |what: &'static str, change: &dyn Fn(&mut EngineState)| {
        let mut s = good.clone();
        change(&mut s);
        (what, s)
    };
    vec![
        with("format", &|s| s.format += 7),
        with("engine", &|s| s.engine = "naive".into()),
        with("no mask", &|s| {
            s.extra.remove("mask");
        }),
        with("unknown entry", &|s| {
            s.extra.insert("extra".into(), vec![1]);
        }),
        with("config length", &|s| {
            s.extra.get_mut("config").unwrap().push(0);
        }),
        with("counters length", &|s| {
            s.extra.get_mut("counters").unwrap().clear();
        }),
        with("depth", &|s| {
            s.extra.get_mut("counters").unwrap()[0] = 100_000
        }),
        with("rare value", &|s| {
            let n = s.extra["rare_values"].len();
            s.extra.get_mut("rare_values").unwrap()[n - 1] = 70_000;
        }),
        with("histogram", &|s| {
            s.extra.get_mut("histogram").unwrap()[0] += 1
        }),
        with("rare positions", &|s| {
            s.extra.get_mut("rare_positions").unwrap().reverse()
        }),
        with("values", &|s| {
            s.values.pop();
        }),
        with("last value", &|s| {
            let last = s.values.len() - 1;
            s.values[last] ^= 1;
        }),
    ]
}

#[test]
fn a_damaged_sparse_state_says_why_in_every_language() {
    let mut ids = BTreeSet::new();
    for (what, state) in damaged_states() {
        let e = match SparseEngine::restore(state) {
            Err(e) => e,
            Ok(_) => panic!("{what}: restored"),
        };
        let EngineError::BadState(m) = &e else {
            panic!("{what}: {e:?}");
        };
        assert_eq!(m.id(), "reason-state-sparse", "{what}");
        let detail = m
            .args()
            .iter()
            .find(|(n, _)| *n == "detail")
            .map(|(_, v)| format!("{v:?}"));
        ids.insert(
            detail
                .unwrap_or_default()
                .split('"')
                .nth(1)
                .unwrap_or_default()
                .to_string(),
        );
        assert_eq!(e.message_in(Lang::En), e.to_string());
        says_it(&format!("{what}: {e}"), |l| e.message_in(l));
    }
    // Many different details, not one catch-all.
    assert!(ids.len() >= 10, "{ids:?}");
    // And the English of one of them, word for word as before.
    let (_, state) = damaged_states().remove(6);
    let e = SparseEngine::restore(state).err().unwrap();
    assert_eq!(
        e.to_string(),
        "cannot restore the engine state: the sparse engine's state does not hold together (the depth 100000 exceeds the 300 values computed)"
    );
}

/// A damaged sparse state inside a checkpoint: the error of `grundy seq --resume`.
#[test]
fn a_checkpoint_with_a_damaged_sparse_state_says_why_in_every_language() {
    let (rule, name) = parse_rule("kayles").unwrap();
    let mut run = SequenceRun::new(rule.clone(), name.clone()).unwrap();
    run.step(299, false, &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    let checkpoint = Checkpoint::of_run(&run).unwrap();
    assert_eq!(checkpoint.engine.engine, "sparse");
    let mut damaged = checkpoint.clone();
    damaged.engine.extra.remove("layout");
    // Through the bytes, as a file is read.
    let back = Checkpoint::decode(&damaged.encode()).unwrap();
    let e = back.resume(rule, name).err().expect("refused");
    assert!(
        matches!(e, CheckpointError::Engine(EngineError::BadState(_))),
        "{e:?}"
    );
    assert!(
        e.to_string().contains("the entry `layout` is missing"),
        "{e}"
    );
    says_it("checkpoint", |l| e.message_in(l));
    assert!(e.message_in(Lang::Ru).contains("нет записи `layout`"));
}

/// A checkpoint whose header and checksum hold but whose payload is not a checkpoint.
fn forged(payload: &[u8]) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.extend_from_slice(&FORMAT.to_le_bytes());
    bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&crc32fast::hash(payload).to_le_bytes());
    assert_eq!(bytes.len(), HEADER_LEN);
    bytes.extend_from_slice(payload);
    bytes
}

#[test]
fn a_checkpoint_the_decoder_cannot_read_says_why_in_every_language() {
    // The code's length (a u64), then bytes that are not UTF-8; a length past the payload;
    // a payload cut short (the decoder stops at the declared length: the same reason).
    let mut not_utf8 = 2u64.to_le_bytes().to_vec();
    not_utf8.extend_from_slice(&[0xff, 0xfe]);
    let mut too_long = (1u64 << 40).to_le_bytes().to_vec();
    too_long.extend_from_slice(b"0.07");
    let cases: [(&str, Vec<u8>, &str); 3] = [
        ("not UTF-8", not_utf8, "a text in it is not valid UTF-8"),
        (
            "too long",
            too_long,
            "its contents need more bytes than its header declares",
        ),
        (
            "short",
            vec![1, 0, 0],
            "its contents need more bytes than its header declares",
        ),
    ];
    for (what, payload, english) in cases {
        let e = Checkpoint::decode(&forged(&payload)).unwrap_err();
        let CheckpointError::Decode(m) = &e else {
            panic!("{what}: {e:?}");
        };
        assert_eq!(m.id(), "engine-decode");
        let en = e.to_string();
        assert!(en.contains(english), "{what}: {en}");
        // The decoder's own words stay, quoted, in every language.
        let detail = en.split('"').nth(1).expect("quoted").to_string();
        assert!(!detail.is_empty());
        for lang in OTHERS {
            assert!(
                e.message_in(lang).contains(&detail),
                "{lang}: {}",
                e.message_in(lang)
            );
        }
        says_it(what, |l| e.message_in(l));
    }
}

/// What a case does to a saved quotient.
type Damage = Box<dyn Fn(&mut SavedQuotient)>;

/// A saved Kayles quotient and what verifying a damaged copy reports.
fn verify_damaged(damage: &dyn Fn(&mut SavedQuotient)) -> VerifyReport {
    let kayles = HeapRule::parse("kayles").unwrap().into();
    let q = Quotient::compute(&kayles, &QuotientOptions::up_to(12)).unwrap();
    let mut saved = q.to_saved();
    damage(&mut saved);
    verify(&saved, &kayles, 14, &Cancel::new()).unwrap()
}

fn failures(r: &VerifyReport) -> Vec<Message> {
    [&r.structure, &r.p_condition, &r.sums, &r.distinguished]
        .into_iter()
        .filter_map(|c| match c {
            Check::Failed(m) => Some(m.clone()),
            Check::Passed => None,
        })
        .collect()
}

#[test]
fn a_failing_quotient_verify_says_why_in_every_language() {
    let cases: Vec<(&str, Damage)> = vec![
        ("phi 3 = phi 1", Box::new(|s| s.phi[3] = s.phi[1])),
        ("no elements", Box::new(|s| s.elements.clear())),
        ("phi 0", Box::new(|s| s.phi[0] = 1)),
        ("p-portion", Box::new(|s| s.p_portion = vec![0])),
        (
            "generator",
            Box::new(|s| {
                let h = s.generators[0].0 as usize;
                s.phi[h] = 0;
            }),
        ),
        (
            "action table",
            Box::new(|s| s.actions[0].pop().map(|_| ()).unwrap_or_default()),
        ),
    ];
    let mut ids = BTreeSet::new();
    for (what, damage) in &cases {
        let r = verify_damaged(damage.as_ref());
        assert!(!r.passed, "{what}");
        let fails = failures(&r);
        assert!(!fails.is_empty(), "{what}");
        for m in fails {
            ids.insert(m.id());
            says_it(&format!("{what}: {m}"), |l| m.render(l));
        }
        // The report's words: every row of the checks in the language.
        let explained = |l: Lang| {
            let cells: Vec<String> = r
                .explain_in(l)
                .iter()
                .flat_map(|e| e.table.iter())
                .flat_map(|t| t.rows.iter())
                .flat_map(|row| row.cells.iter().map(|c| c.text.clone()))
                .collect();
            cells.join(" | ")
        };
        for lang in OTHERS {
            let text = explained(lang);
            let english = explained(Lang::En);
            let left: Vec<_> = english_words(&text)
                .intersection(&english_words(&english))
                .cloned()
                .collect();
            assert!(left.is_empty(), "{what}: {lang} keeps {left:?}: {text}");
        }
        // The JSON keeps the English sentence.
        let json = serde_json::to_value(&r).unwrap();
        let english: Vec<String> = failures(&r).iter().map(|m| m.to_string()).collect();
        for field in ["structure", "p_condition", "sums", "distinguished"] {
            if json[field]["result"] == "failed" {
                let detail = json[field]["detail"].as_str().unwrap().to_string();
                assert!(english.contains(&detail), "{what}: {field}: {detail}");
            }
        }
    }
    assert!(ids.len() >= 5, "{ids:?}");
    // The first counterexample, as it always read.
    let r = verify_damaged(&|s| s.phi[3] = s.phi[1]);
    let text = failures(&r)
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join("; ");
    assert!(text.contains(" is in P"), "{text}");
}

/// The words of the search step of `text` (analysed under `convention`) in `lang`, and
/// the step's JSON `reason`.
fn search_step(text: &str, convention: Convention, lang: Lang) -> Option<(String, String)> {
    let options = AnalyzeOptions {
        convention,
        ..AnalyzeOptions::default()
    };
    let r = analyze(&parse_position(text).unwrap(), &options).unwrap();
    r.reasoning
        .iter()
        .find_map(|s| match s.get::<SearchReasoning>() {
            Some(found) => {
                let json = serde_json::to_value(s).unwrap();
                let reason = json["reason"].as_str().unwrap_or_default().to_string();
                assert_eq!(reason, found.reason.to_string());
                let words = s.explain_in(lang);
                Some((words.paragraphs.join(" "), reason))
            }
            _ => None,
        })
}

#[test]
fn the_search_reasons_read_in_every_language() {
    let cases = [
        (
            "node-kayles(0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-8 8-9 9-10 10-11 11-0 0-6)",
            Convention::Normal,
            "Node Kayles has no formula",
        ),
        (
            "arc-kayles(0-1 1-2 2-3 3-4 4-5 5-0 0-3)",
            Convention::Normal,
            "Arc Kayles is Node Kayles",
        ),
        (
            "cram(....|....|...#)",
            Convention::Normal,
            "Cram has no formula",
        ),
        (
            "kayles 5 6 + dawson-kayles 7",
            Convention::Misere,
            "misère play has no sum rule",
        ),
    ];
    for (text, convention, english) in cases {
        let (en, reason) = search_step(text, convention, Lang::En)
            .unwrap_or_else(|| panic!("{text}: no search step"));
        assert!(reason.starts_with(english), "{text}: {reason}");
        assert!(
            en.to_lowercase().contains(&english.to_lowercase()),
            "{text}: {en}"
        );
        says_it(text, |l| {
            search_step(text, convention, l).unwrap_or_default().0
        });
        // The JSON's reason is English in every language.
        for lang in OTHERS {
            assert_eq!(search_step(text, convention, lang).unwrap().1, reason);
        }
    }
}
