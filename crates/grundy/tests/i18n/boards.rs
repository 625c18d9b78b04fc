//! The moves of every game, every board and the move notation read in every language
//! (the same board words in each, none left in English).

use super::CYCLE;
use crate::common::has_letters_of;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Lang};
use std::collections::BTreeSet;

#[test]
fn the_moves_of_every_game_read_in_every_language() {
    // The registry's examples, each in every language: a move description has letters of
    // the language (the caterpillar's, the strips' and the heap games' were converted
    // first; this covers every other game too).
    let mut problems = Vec::new();
    let mut described = 0;
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|e| e.0));
        for example in examples {
            let Ok(p) = grundy::parse_position_with(example, &mut |_| Ok(CYCLE.to_string())) else {
                continue;
            };
            let Ok(mut r) = analyze(&p, &AnalyzeOptions::default()) else {
                continue;
            };
            for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
                r.describe_moves_in(&p, lang);
                for m in &r.winning_moves {
                    described += 1;
                    if !has_letters_of(lang, &m.description) {
                        problems.push(format!("{example} ({lang}): {:?}", m.description));
                    }
                }
            }
        }
    }
    assert!(described > 50, "{described} moves described");
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

/// Every word a board says (pieces' names and labels, shapes' names and texts, how to
/// play, a chosen amount's question), in order: the same list in every language.
fn board_words(boards: &[grundy::component::Pieces]) -> Vec<String> {
    let mut out = Vec::new();
    for b in boards {
        out.extend([
            b.noun.clone(),
            b.nouns.clone(),
            b.count.clone(),
            b.how.clone(),
        ]);
        for p in &b.items {
            out.extend([p.name.clone(), p.label.clone()]);
        }
        for s in &b.shapes {
            out.push(s.label.clone());
            out.extend(s.text.clone());
        }
        for p in &b.plays {
            out.extend(p.amount.as_ref().map(|a| a.question.clone()));
        }
        // "Show the Nim": the hidden heaps' pieces.
        for row in &b.nim {
            out.push(row.piece.clone());
        }
    }
    out
}

/// The English words (three letters or more, lower-cased) of `s`.
fn english_words(s: &str) -> BTreeSet<String> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// Positions beyond the registry's examples that reach the other board words: bars
/// (heaps too large to draw), plays in several heaps at once and too many of them,
/// pins, chess files, a poker bank to add from, a board with no click.
const BOARDS: &[&str] = &[
    "kayles 3 5",
    "dawson 6",
    "moore(3) 30 30 30 30 30",
    "conjunctive(3 1, 2)",
    "wythoff 50 60",
    "wythoff 3 5",
    "poker(60,1,2) 50 3",
    "poker(3,1,2) 2 3",
    "graph(cycle) 0 2",
    "staircase 3 1 2",
    "lines(3,5=,4)",
    "caterpillar(8) 2 5 6",
    "nim 3 + kayles 2",
];

#[test]
fn every_board_reads_in_every_language() {
    let mut positions: Vec<String> = BOARDS.iter().map(|s| s.to_string()).collect();
    for spec in grundy::games::GAMES {
        positions.push(spec.example.to_string());
        positions.extend(spec.examples.iter().map(|e| e.0.to_string()));
    }
    let mut problems = Vec::new();
    let mut checked = 0;
    for text in &positions {
        let Ok(p) = grundy::parse_position_with(text, &mut |_| Ok(CYCLE.to_string())) else {
            continue;
        };
        let english = p.pieces_in(Lang::En);
        // English is what `pieces` always said.
        assert_eq!(english, p.pieces(), "{text}");
        let en_words = board_words(&english);
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            let boards = p.pieces_in(lang);
            // The same board: its plays (move texts, changes) do not change.
            for (a, b) in english.iter().zip(&boards) {
                let texts = |x: &grundy::component::Pieces| {
                    x.plays
                        .iter()
                        .map(|p| (p.text.clone(), p.select.clone()))
                        .collect::<Vec<_>>()
                };
                assert_eq!(texts(a), texts(b), "{text} ({lang})");
            }
            let words = board_words(&boards);
            assert_eq!(words.len(), en_words.len(), "{text} ({lang})");
            for (en, said) in en_words.iter().zip(&words) {
                let english = english_words(en);
                if english.is_empty() {
                    continue;
                }
                checked += 1;
                let words = english_words(said);
                // "domino" is Vietnamese too ("quân domino", as about-cram says).
                let left: Vec<&String> = words
                    .intersection(&english)
                    .filter(|w| w.as_str() != "domino")
                    .collect();
                if !has_letters_of(lang, said) || !left.is_empty() {
                    problems.push(format!("{text} ({lang}): {en:?} → {said:?}"));
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} words checked");
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_move_notation_and_a_game_read_in_every_language() {
    use grundy::play::{notation_in, Player, Session, NOTATION};
    let english = notation_in(Lang::En);
    assert_eq!(
        english
            .iter()
            .map(|(f, _, m)| (*f, m.as_str()))
            .collect::<Vec<_>>(),
        NOTATION.to_vec()
    );
    let mut game = Session::new(
        parse_position("3 4 5").unwrap(),
        Convention::Normal,
        Player::Human,
    );
    game.human_move("1 2").unwrap();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for ((form, id, en), (f, i, said)) in english.iter().zip(notation_in(lang)) {
            assert_eq!((*form, *id), (f, i));
            assert!(has_letters_of(lang, &said), "{lang}: {said}");
            // Nothing English left but the notation's letters and names (Nim_k, Kayles).
            let left: Vec<String> = english_words(&said)
                .intersection(&english_words(en))
                .filter(|w| !["nim", "kayles", "moore"].contains(&w.as_str()))
                .cloned()
                .collect();
            assert!(left.is_empty(), "{lang}: {en:?} → {said:?}");
        }
        for words in [
            game.status_in(lang),
            game.history()[0].description_in(lang),
            Player::Computer.name_in(lang),
        ] {
            assert!(has_letters_of(lang, &words), "{lang}: {words}");
            assert!(english_words(&words).is_empty(), "{lang}: {words}");
        }
    }
}
