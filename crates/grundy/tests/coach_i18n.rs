//! The coach, the exercises and the computer's reasons in every language: each kind of
//! sentence (every verdict, every paragraph kind, every common mistake, the exercises'
//! titles, questions, answers and feedback) rendered in Korean, Russian and Vietnamese
//! has letters of its language and none of the English words the English sentence is
//! made of; English comes from the English catalogue, unchanged.

use crate::common;
use grundy::exercise::{check_in, sheet, ExerciseOptions, LEVELS};
use grundy::play::coach::{judge_in, judge_turn_in, Coaching, Mistake};
use grundy::play::{parse_move, Player, ReplyReason, Session};
use grundy::report::Explanation;
use grundy::{
    exercise::level_about_in,
    play::words::{play_words_in, why_reply_in},
};
use grundy::{parse_position, Cancel, Convention, Lang};

use common::has_letters_of;

/// English words of the coach's sentences that no translation keeps.
const ENGLISH: &[&str] = &[
    "the",
    "move",
    "moves",
    "heap",
    "heaps",
    "win",
    "wins",
    "lose",
    "loses",
    "your",
    "you",
    "computer",
    "after",
    "before",
    "winning",
    "position",
    "mistake",
    "right",
    "quite",
    "every",
    "value",
    "exercises",
    "level",
    "seed",
    "answer",
    "find",
];

/// The problems of one sentence in `lang`: no letter of the language, or an English word.
fn problems(what: &str, s: &str, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if !has_letters_of(lang, s) {
        out.push(format!("{what} ({lang}): no letter of the language: {s:?}"));
    }
    for word in s.split(|c: char| !c.is_ascii_alphabetic()) {
        if ENGLISH.contains(&word.to_ascii_lowercase().as_str()) {
            out.push(format!("{what} ({lang}): English word {word:?} in {s:?}"));
        }
    }
    out
}

fn explanation_problems(what: &str, e: &Explanation, lang: Lang) -> Vec<String> {
    let mut out = problems(what, &e.title, lang);
    for p in e.paragraphs.iter().chain(&e.conclusion) {
        out.extend(problems(what, p, lang));
    }
    out
}

fn judged(text: &str, mv: &str, convention: Convention, player: Player, lang: Lang) -> Coaching {
    let p = parse_position(text).unwrap();
    let m = parse_move(&p, mv).unwrap();
    judge_in(&p, &m, convention, player, &Cancel::default(), lang).unwrap()
}

/// Moves that between them reach every verdict, paragraph and mistake kind.
const CASES: &[(&str, &str, Convention)] = &[
    ("3 4 5", "1 1", Convention::Normal), // threw away, nim after/before, wrong amount
    ("3 4 5", "1 2", Convention::Normal), // kept, nim-sum 0
    ("1 2 3", "1 1", Convention::Normal), // already lost (Nim)
    ("3 4 5", "2 2", Convention::Normal), // added sizes, wrong heap
    ("6 5 2", "1 1", Convention::Normal), // wrong heap
    ("1 1 3", "3 3", Convention::Misere), // Nim into the endgame, misère rule
    ("2 3 3", "1 1", Convention::Misere), // switched too early
    ("kayles 4 3", "2 2", Convention::Normal), // value after, not 0
    ("kayles 4 3", "1 1", Convention::Normal), // value after
    ("kayles 5", "1 3", Convention::Misere), // misère outcome, by a method
    ("kayles 4", "1 1", Convention::Misere), // misère outcome
    ("strip 3 5 6", "1 1", Convention::Normal), // the hidden heaps
];

#[test]
fn every_coach_sentence_reads_in_every_language() {
    let mut bad = Vec::new();
    let mut kinds = std::collections::BTreeSet::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for &(text, mv, convention) in CASES {
            for player in [Player::Human, Player::Computer] {
                let Ok(p) = parse_position(text) else {
                    continue;
                };
                let Ok(m) = parse_move(&p, mv) else { continue };
                let c = judge_in(&p, &m, convention, player, &Cancel::default(), lang).unwrap();
                kinds.insert(format!("{:?}", c.verdict));
                for mistake in &c.mistakes {
                    kinds.insert(format!("{mistake:?}"));
                }
                let what = format!("{text} / {mv} / {convention:?} / {player:?}");
                bad.extend(problems(&what, &c.line_in(lang), lang));
                bad.extend(explanation_problems(&what, &c.explain_in(lang), lang));
                for mistake in [
                    Mistake::AddedSizes,
                    Mistake::WrongHeap,
                    Mistake::WrongAmount,
                    Mistake::FollowedNimIntoEndgame,
                    Mistake::SwitchedTooEarly,
                    Mistake::ConfusedPN,
                ] {
                    bad.extend(problems(&what, &mistake.explain_in(&c, lang), lang));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    for kind in [
        "Kept",
        "ThrewAway",
        "AlreadyLost",
        "AddedSizes",
        "WrongHeap",
        "WrongAmount",
        "FollowedNimIntoEndgame",
        "SwitchedTooEarly",
    ] {
        assert!(kinds.contains(kind), "no case reaches {kind}: {kinds:?}");
    }
}

#[test]
fn the_computer_s_reasons_read_in_every_language() {
    let mut bad = Vec::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for reason in [
            ReplyReason::Winning(None),
            ReplyReason::Winning(Some(3)),
            ReplyReason::Longest(1),
            ReplyReason::Longest(5),
            ReplyReason::Delays,
            ReplyReason::Slow,
        ] {
            bad.extend(problems(
                &format!("{reason:?}"),
                &reason.words_in(lang),
                lang,
            ));
        }
        for (text, first) in [("3 4 5", Player::Computer), ("1 2 3", Player::Computer)] {
            let mut game = Session::new(parse_position(text).unwrap(), Convention::Normal, first);
            let reply = game.computer_reply().unwrap();
            let c = judge_turn_in(
                &game.history()[0],
                Convention::Normal,
                &Cancel::default(),
                lang,
            )
            .unwrap();
            bad.extend(explanation_problems(
                text,
                &why_reply_in(&reply, &c, lang),
                lang,
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn exercises_and_feedback_read_in_every_language() {
    let mut bad = Vec::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for level in LEVELS {
            bad.extend(problems("level", &level_about_in(level, lang), lang));
            let s = sheet(&ExerciseOptions {
                level,
                count: 3,
                seed: 9,
                lang,
                ..Default::default()
            })
            .unwrap();
            bad.extend(problems("title", &s.title_in(lang), lang));
            bad.extend(problems("instructions", &s.instructions_in(lang), lang));
            bad.extend(problems("seed", &s.seed_line_in(lang), lang));
            for e in &s.exercises {
                bad.extend(problems("question", &e.question_in(lang), lang));
                for line in e.answer_in(lang) {
                    bad.extend(problems(&e.position, &line, lang));
                }
            }
        }
        for convention in [Convention::Normal, Convention::Misere] {
            bad.extend(problems("play", &play_words_in(convention, lang), lang));
        }
        // Every kind of feedback: P right and wrong, a move right, wrong, in a P-position.
        for (text, answer) in [
            ("1 2 3", "P"),
            ("3 4 5", "P"),
            ("3 4 5", "1 2"),
            ("3 4 5", "1 1"),
            ("1 2 3", "1 1"),
            ("kayles 4 3", "P"),
        ] {
            let p = parse_position(text).unwrap();
            let f = check_in(&p, Convention::Normal, answer, &Cancel::default(), lang).unwrap();
            bad.extend(explanation_problems(
                &format!("{text} / {answer}"),
                &f.explain_in(lang),
                lang,
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn english_is_the_english_catalogue_s() {
    // The English wrappers say what the English catalogue says, word for word.
    let c = judged("3 4 5", "1 1", Convention::Normal, Player::Human, Lang::En);
    assert_eq!(c.line(), "Your move threw the win away.");
    assert_eq!(c.explain(), c.explain_in(Lang::En));
    let e = c.explain();
    assert_eq!(
        e.paragraphs[1],
        "Before it the nim-sum was 2 (binary 010); its highest set bit is worth 2 (bit 1), and heap 1 carried it: a heap a with that bit becomes a ⊕ 2, which is smaller and makes the nim-sum 0."
    );
    assert_eq!(e.conclusion[0], "Winning moves there were (1):");
    let c = judged("2 3 3", "1 1", Convention::Misere, Player::Human, Lang::En);
    assert!(
        c.explain()
            .paragraphs
            .iter()
            .any(|p| p.ends_with("After it: 2 heaps of 2 or more, 1 heap of 1.")),
        "{:?}",
        c.explain()
    );
    assert_eq!(
        ReplyReason::Longest(1).words_in(Lang::En),
        "every move loses against perfect play; this one makes the game last longest (1 more move)"
    );
    // Russian plurals of a count.
    assert!(ReplyReason::Longest(3)
        .words_in(Lang::Ru)
        .ends_with("(ещё 3 хода)"));
    assert!(ReplyReason::Longest(5)
        .words_in(Lang::Ru)
        .ends_with("(ещё 5 ходов)"));
}

#[test]
fn the_moves_are_described_in_the_language_asked_for() {
    let c = judged("3 4 5", "1 1", Convention::Normal, Player::Human, Lang::Ru);
    assert!(
        has_letters_of(Lang::Ru, &c.description),
        "{}",
        c.description
    );
    assert!(c
        .winning_moves
        .iter()
        .all(|w| has_letters_of(Lang::Ru, &w.description)));
    let p = parse_position("3 4 5").unwrap();
    let f = check_in(&p, Convention::Normal, "P", &Cancel::default(), Lang::Ko).unwrap();
    assert!(f
        .key
        .iter()
        .all(|k| has_letters_of(Lang::Ko, &k.description)));
}

#[test]
fn every_registry_game_has_its_about_and_example_ids_in_every_language() {
    for g in grundy::games::GAMES {
        // The ids follow the game's main name (documented in GameSpec).
        assert_eq!(g.about_id, format!("about-{}", g.name()));
        for (k, (_, id)) in g.examples.iter().enumerate() {
            assert_eq!(*id, format!("example-{}-{}", g.name(), k + 1));
        }
        let ids = std::iter::once(g.about_id).chain(g.examples.iter().map(|(_, id)| *id));
        for id in ids {
            for lang in Lang::ALL {
                assert!(
                    grundy::i18n::has_message(lang, id),
                    "{id} missing in {lang}"
                );
                let text = grundy::i18n::message(lang, id, &[]);
                assert!(has_letters_of(lang, &text), "{id} ({lang}): {text:?}");
            }
        }
        assert_eq!(g.about(), grundy::i18n::message(Lang::En, g.about_id, &[]));
        assert_ne!(g.about_in(Lang::Ko), g.about());
        assert_eq!(g.examples_in(Lang::Vi).len(), g.examples.len());
    }
    // The README's table stays English.
    let table = grundy::games::registry::markdown_table();
    assert!(
        table.contains("| take any positive number from one heap |"),
        "{table}"
    );
}

/// A wrong answer to a misère exercise is told the misère rule, never the normal-play one
/// ("a nim-sum of 0 is lost") that contradicts its own verdict: "P" for `1 1` (an even
/// number of single counters: N in misère play), `3 3 1`, "P" for
/// `kayles 1 1`. Under normal play the normal rule is still said.
#[test]
fn misere_mistakes_are_told_the_misere_rule() {
    let cancel = Cancel::new();
    let normal_rule = grundy::i18n::message(Lang::En, "coach-mistake-confused-pn-answer", &[]);
    for (position, answer) in [("1 1", "P"), ("kayles 1 1", "P"), ("3 3 1", "P")] {
        let p = parse_position(position).unwrap();
        for lang in [Lang::En, Lang::Ko, Lang::Ru, Lang::Vi] {
            let f = check_in(&p, Convention::Misere, answer, &cancel, lang).unwrap();
            assert!(!f.correct, "{position} {answer}");
            let e = f.explain_in(lang);
            let text = [e.paragraphs.clone(), e.conclusion.clone()]
                .concat()
                .join("\n");
            let misere = grundy::i18n::message(lang, "coach-mistake-confused-pn-misere", &[]);
            let normal = grundy::i18n::message(lang, "coach-mistake-confused-pn-answer", &[]);
            assert!(text.contains(&misere), "{position} {lang:?}: {text}");
            assert!(!text.contains(&normal), "{position} {lang:?}: {text}");
        }
    }
    // "P" for a misère sum that is N (nim-sum 1 with heaps of 2).
    let p = parse_position("1 1 1 + 2 2").unwrap();
    let f = check_in(&p, Convention::Misere, "P", &cancel, Lang::En).unwrap();
    let e = f.explain_in(Lang::En);
    let text = [e.paragraphs.clone(), e.conclusion.clone()]
        .concat()
        .join("\n");
    assert!(!text.contains(&normal_rule), "{text}");
    // Normal play keeps the normal rule.
    let p = parse_position("1 2").unwrap();
    let f = check_in(&p, Convention::Normal, "P", &cancel, Lang::En).unwrap();
    let e = f.explain_in(Lang::En);
    let text = [e.paragraphs.clone(), e.conclusion.clone()]
        .concat()
        .join("\n");
    assert!(text.contains(&normal_rule), "{text}");
}
