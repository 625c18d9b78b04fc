//! Every parser and formatter that reads what a user writes, fed arbitrary text: an
//! answer or a typed error, never a panic (the library's indexing is checked by
//! `clippy::indexing_slicing`; these are the dynamic side of that rule). What is read
//! back is written back and read again to the same thing.

use grundy::games::registry;
use grundy::graph::GraphGame;
use grundy::heap::code::parse_code;
use grundy::heap::rule::HeapRule;
use grundy::language::{arg_words, Arg};
use grundy::play::{legal_moves, parse_move};
use grundy::sequence::checkpoint::{Checkpoint, Header};
use grundy::{parse_position, parse_position_with};
use proptest::prelude::*;

/// The file every `graph(FILE)` reads in these tests.
const GRAPH: &str = "0 1\n1 2\n2 3\n3 4\n0 4\n4 5\n";

/// Text of the position language's characters (and a few others), often well formed.
fn language_text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[a-z0-9(),.+!?&;:#=*{}\\[\\]é -]{0,40}",]
}

/// A registered game's name with arbitrary brackets and sizes: reaches every game's own
/// argument parser.
fn game_text() -> impl Strategy<Value = String> {
    let names = registry::names();
    (
        prop::sample::select(names),
        prop::option::of("[0-9a-z,. *!=&;{}+-]{0,16}"),
        "[0-9 ]{0,16}",
    )
        .prop_map(|(name, args, sizes)| match args {
            Some(a) => format!("{name}({a}) {sizes}"),
            None => format!("{name} {sizes}"),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn positions_parse_or_refuse(text in prop_oneof![language_text(), game_text()]) {
        // graph(FILE) reads through the callback: give it the text itself.
        let mut read = |_: &str| Ok::<String, grundy::language::FileError>(GRAPH.into());
        if let Ok(p) = parse_position_with(&text, &mut read) {
            let shown = p.to_string();
            if !shown.contains("graph(") {
                let again = parse_position(&shown).unwrap_or_else(|e| panic!("{text:?} → {shown:?}: {e}"));
                prop_assert_eq!(again.to_string(), shown);
            }
        }
    }

    #[test]
    fn codes_parse_or_refuse(text in prop_oneof![
        any::<String>(),
        "[0-9A-Va-v.!?=&;*{},+\\[\\]]{0,14}",
        "tb\\([0-9A-V.!?=&;*{},+\\[\\]]{0,12}\\)",
        "hex\\([0-9A-F.\\[\\]]{0,8}\\)",
    ]) {
        if let Ok(code) = parse_code(&text) {
            let shown = code.to_string();
            let again = parse_code(&shown).unwrap_or_else(|e| panic!("{text:?} → {shown:?}: {e}"));
            prop_assert_eq!(again, code);
        }
        let _ = HeapRule::parse(&text);
    }

    #[test]
    fn nimber_expressions_evaluate_or_refuse(text in prop_oneof![
        any::<String>(),
        "[0-9a-fx()+*/^ sqrtinv⊕⊗]{0,60}",
    ]) {
        match grundy::nimber::expr::evaluate(&text) {
            Ok(e) => prop_assert_eq!(e.expression, text),
            Err(e) => prop_assert!(e.column >= 1 && e.column <= text.chars().count() + 1),
        }
    }

    #[test]
    fn ordinal_expressions_evaluate_or_refuse(text in prop_oneof![
        any::<String>(),
        "(omega|ω|[0-9]|[()+*/^ ]|inv|sqrt){0,24}",
    ]) {
        // A small work bound: anything beyond it is refused, never a hang.
        let field = grundy::nimber::ordinal::OrdinalField::with_work_limit(200_000);
        match grundy::nimber::expr::evaluate_ordinal_in(&text, field) {
            Ok(e) => prop_assert_eq!(e.expression, text),
            Err(e) => prop_assert!(e.column >= 1 && e.column <= text.chars().count() + 1),
        }
    }

    #[test]
    fn graphs_parse_or_refuse(text in prop_oneof![any::<String>(), "([0-9]{1,3} [0-9]{1,3}[\n ]|#[^\n]*\n){0,12}"]) {
        if let Ok(g) = GraphGame::parse(&text) {
            for (v, value) in g.grundy_values() {
                prop_assert_eq!(g.grundy_of(v), Some(value));
                prop_assert!(g.successors(v).all(|w| g.contains(w)));
            }
        }
    }

    #[test]
    fn arguments_split_into_words(text in any::<String>(), column in 0usize..1000) {
        let words = arg_words(&[Arg { text: text.clone(), column }]);
        for w in words {
            prop_assert!(text.contains(&w.text));
            prop_assert!(w.column >= column);
        }
    }

    #[test]
    fn moves_parse_or_refuse(
        position in prop::sample::select(
            grundy::games::GAMES
                .iter()
                .map(|g| g.example)
                .chain(["sub(1,3,4) 9 + 2", "0.030* 20", "graph(g) 0 1"])
                .collect::<Vec<_>>(),
        ),
        text in prop_oneof![any::<String>(), "[0-9#:> ,-]{0,12}"],
    ) {
        let mut read = |_: &str| Ok::<String, grundy::language::FileError>(GRAPH.into());
        let p = parse_position_with(position, &mut read).unwrap();
        if let Ok(m) = parse_move(&p, &text) {
            grundy::play::check(&p, &m).unwrap_or_else(|e| panic!("{position} {text:?}: {e}"));
            if let Some(all) = legal_moves(&p) {
                prop_assert!(all.contains(&m), "{} {:?}", position, text);
            }
        }
    }

    #[test]
    fn checkpoints_read_or_refuse(bytes in prop::collection::vec(any::<u8>(), 0..200), magic in any::<bool>()) {
        let mut data = if magic { grundy::sequence::checkpoint::MAGIC.to_vec() } else { Vec::new() };
        data.extend(bytes);
        let _ = Header::read(&data);
        let _ = Checkpoint::decode(&data);
    }
}

/// Moves that name no piece, or pieces that are not there, given straight to the
/// library's checks (as a front end could): refused, never a panic. (Graph games indexed
/// the first change of an empty move; `describe_move` and `Position::with_move` indexed
/// the component.)
#[test]
fn checks_refuse_moves_naming_nothing() {
    use grundy::report::HeapChange;
    let mut read = |_: &str| Ok::<String, grundy::language::FileError>(GRAPH.into());
    for spec in grundy::games::GAMES {
        let p = parse_position_with(spec.example, &mut read).unwrap();
        for (component, c) in p.components.iter().enumerate() {
            let far = HeapChange::new(1_000_000, 5u8.into(), 3u8.into());
            for changes in [vec![], vec![far.clone()]] {
                let m = grundy::play::Move { component, changes };
                assert!(
                    grundy::play::check(&p, &m).is_err(),
                    "{}: {m:?}",
                    spec.example
                );
            }
            let _ = c.check_move(&[]); // a game's own check, without check_pieces first
            let _ = c.has_move();
            let _ = c.describe(&[far]);
        }
        let text = grundy::analysis::describe_move(&p, 99, &[]);
        assert_eq!(text, "there is no component 100");
        assert_eq!(p.with_move(99, &[]), p);
    }
}
