//! Chomp against a brute force written from the rules alone (sets of squares, no row
//! lengths, no mirror images), and the classical results: strategy stealing on
//! rectangles, the 2 × n bar, the square.

use grundy::{analyze, parse_position, AnalyzeOptions, Lang, Outcome};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

/// A bar as its set of squares (row, column), from 0; (0, 0) is poisoned.
type Squares = BTreeSet<(u32, u32)>;

fn squares_of(rows: &[u32]) -> Squares {
    rows.iter()
        .enumerate()
        .flat_map(|(r, &n)| (0..n).map(move |c| (r as u32, c)))
        .collect()
}

/// The Grundy value by the rules: a move takes a square other than (0, 0) and every
/// square (r', c') with r' ≥ r and c' ≥ c.
fn brute(bar: &Squares, memo: &mut HashMap<Squares, u32>) -> u32 {
    if let Some(&v) = memo.get(bar) {
        return v;
    }
    let mut options = BTreeSet::new();
    for &(r, c) in bar {
        if (r, c) == (0, 0) {
            continue;
        }
        let after: Squares = bar
            .iter()
            .copied()
            .filter(|&(r2, c2)| r2 < r || c2 < c)
            .collect();
        options.insert(brute(&after, memo));
    }
    let v = (0..).find(|v| !options.contains(v)).unwrap_or(0);
    memo.insert(bar.clone(), v);
    v
}

fn text(rows: &[u32]) -> String {
    let rows: Vec<String> = rows.iter().map(u32::to_string).collect();
    format!("chomp({})", rows.join(","))
}

fn value(text: &str) -> u32 {
    let r = analyze(&parse_position(text).unwrap(), &AnalyzeOptions::default()).unwrap();
    r.value.unwrap().to_string().parse().unwrap()
}

/// Non-increasing rows of 1 to 5 squares, 1 to 4 of them.
fn bars() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(1u32..=5, 1..=4).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        rows
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The value, the outcome and the set of winning moves of a bar (and of the bar
    /// beside a Nim heap) are the brute force's.
    #[test]
    fn the_search_agrees_with_the_brute_force(rows in bars(), heap in 0u32..4) {
        let mut memo = HashMap::new();
        let bar = squares_of(&rows);
        let expected = brute(&bar, &mut memo);
        prop_assert_eq!(value(&text(&rows)), expected, "{}", text(&rows));

        let sum = format!("{} + nim {heap}", text(&rows));
        let p = parse_position(&sum).unwrap();
        let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
        let wins = expected != heap;
        prop_assert_eq!(r.outcome == Outcome::N, wins, "{}", sum);
        // The winning moves inside the bar: every square whose bite leaves the heap's value.
        let mut by_brute: Vec<String> = Vec::new();
        for &(row, column) in &bar {
            if (row, column) == (0, 0) {
                continue;
            }
            let after: Squares = bar.iter().copied().filter(|&(r2, c2)| r2 < row || c2 < column).collect();
            if brute(&after, &mut memo) == heap {
                by_brute.push(format!("take the square in row {}, column {}", row + 1, column + 1));
            }
        }
        let mut listed: Vec<String> = r
            .winning_moves
            .iter()
            .filter(|m| m.component == 0)
            .map(|m| p.components[0].describe(&m.changes))
            .collect();
        by_brute.sort();
        listed.sort();
        prop_assert_eq!(listed, by_brute, "{}", sum);
    }
}

#[test]
fn every_rectangle_but_the_poisoned_square_is_a_first_player_win() {
    for rows in 1..=6u32 {
        for columns in 1..=6u32 {
            let bar = text(&vec![columns; rows as usize]);
            let r = analyze(&parse_position(&bar).unwrap(), &AnalyzeOptions::default()).unwrap();
            let expected = if rows * columns == 1 {
                Outcome::P
            } else {
                Outcome::N
            };
            assert_eq!(r.outcome, expected, "{bar}");
            // The note says why, for the rectangles it applies to.
            let noted = r
                .notes
                .iter()
                .any(|n| n.to_string().contains("strategy stealing"));
            assert_eq!(noted, rows * columns > 1, "{bar}");
        }
    }
}

#[test]
fn a_two_row_bar_is_won_by_taking_its_top_right_square() {
    for n in 2..=12u32 {
        let bar = text(&[n, n]);
        let r = analyze(&parse_position(&bar).unwrap(), &AnalyzeOptions::default()).unwrap();
        let moves: Vec<(&str, Option<&str>)> = r
            .winning_moves
            .iter()
            .map(|m| (m.description.as_str(), m.after.as_deref()))
            .collect();
        let leaves = text(&[n, n - 1]);
        let take = format!("take the square in row 2, column {n}");
        assert_eq!(moves, [(take.as_str(), Some(leaves.as_str()))], "{bar}");
        assert_eq!(value(&leaves), 0, "{leaves}");
    }
}

#[test]
fn a_square_is_won_by_taking_the_square_diagonal_to_the_poison() {
    for n in 2..=8u32 {
        let bar = text(&vec![n; n as usize]);
        let r = analyze(&parse_position(&bar).unwrap(), &AnalyzeOptions::default()).unwrap();
        let take = r
            .winning_moves
            .iter()
            .find(|m| m.description == "take the square in row 2, column 2")
            .unwrap_or_else(|| panic!("{bar}: {:?}", r.winning_moves));
        // What is left is an L of two equal arms: the second player mirrors.
        let mut l = vec![1; n as usize];
        l[0] = n;
        assert_eq!(take.after.as_deref(), Some(text(&l).as_str()));
    }
}

#[test]
fn a_single_row_is_a_nim_heap_of_one_less() {
    for n in 1..=30u32 {
        assert_eq!(value(&text(&[n])), n - 1);
    }
}

#[test]
fn parse_errors_name_what_is_wrong() {
    let err = |text: &str| parse_position(text).unwrap_err();
    let e = err("chomp(3,4)");
    assert_eq!((e.token.as_str(), e.column), ("4", 9));
    assert_eq!(
        e.message.to_string(),
        "row 2 (4 squares) is longer than row 1 below it (3): the rows never grow away from the poisoned corner"
    );
    let e = err("chomp(3,0)");
    assert_eq!(e.token, "0");
    assert!(
        e.message.to_string().starts_with("row 2 has no square"),
        "{e}"
    );
    let e = err("chomp()");
    assert!(e.message.to_string().contains("at least one row"), "{e}");
    let e = err("chomp 3");
    assert!(e.message.to_string().contains("in brackets"), "{e}");
    let e = err("chomp(3) 4");
    assert!(e.message.to_string().contains("no sizes"), "{e}");
    let e = err("chomp(3,x)");
    assert!(
        e.message.to_string().starts_with("row 2 is not a number"),
        "{e}"
    );
    let e = err("chomp(1001)");
    assert!(
        e.message.to_string().contains("at most 1000 squares"),
        "{e}"
    );
    let many = vec!["1"; 65].join(",");
    let e = err(&format!("chomp({many})"));
    assert!(e.message.to_string().contains("at most 64 rows"), "{e}");
    // In every language, with the numbers.
    let e = err("chomp(3,4)");
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        let said = e.render(lang);
        assert!(said.contains('4') && said.contains('3'), "{lang}: {said}");
        assert_ne!(said, e.render(Lang::En));
    }
}

#[test]
fn a_position_is_written_back_to_itself() {
    for text in ["chomp(1)", "chomp(5,5,5,5)", "chomp(4,2,2,1)"] {
        assert_eq!(parse_position(text).unwrap().to_string(), text);
    }
    // Spaces are allowed, and a move that empties rows drops them.
    let p = parse_position("chomp(3, 3 ,2)").unwrap();
    assert_eq!(p.to_string(), "chomp(3,3,2)");
    let m = grundy::play::parse_move(&p, "2,1").unwrap();
    assert_eq!(grundy::play::apply(&p, &m).to_string(), "chomp(3)");
    let m = grundy::play::parse_move(&p, "1,2").unwrap();
    assert_eq!(grundy::play::apply(&p, &m).to_string(), "chomp(1,1,1)");
}

#[test]
fn moves_in_its_own_notation_and_words() {
    let p = parse_position("chomp(4,3,1)").unwrap();
    let c = &p.components[0];
    for text in ["2,2", "2 2", "(2,2)", "r2c2"] {
        let m = grundy::play::parse_move(&p, text).unwrap();
        assert_eq!(
            grundy::play::apply(&p, &m).to_string(),
            "chomp(4,1,1)",
            "{text}"
        );
        assert_eq!(c.describe(&m.changes), "take the square in row 2, column 2");
        assert!(c.describe_in(&m.changes, Lang::Ru).contains("ряду 2"));
    }
    let illegal = |text: &str| grundy::play::parse_move(&p, text).unwrap_err().to_string();
    assert!(illegal("1,1").contains("poisoned"), "{}", illegal("1,1"));
    assert!(illegal("3,2").contains("no square in row 3, column 2"));
    assert!(illegal("5,1").contains("no square"));
    assert!(illegal("2").contains("row and column"));
    assert!(illegal("x").contains("row and column"));
}

#[test]
fn the_board_offers_a_click_per_square_but_the_poisoned_one() {
    let p = parse_position("chomp(3,2)").unwrap();
    let board = &p.pieces()[0];
    // Five squares drawn, four of them clickable.
    assert_eq!(board.shapes.len(), 5);
    assert_eq!(board.plays.len(), 4);
    for play in &board.plays {
        let m = grundy::play::parse_move(&p, &play.text).unwrap();
        assert_eq!(m.changes, play.changes, "{}", play.text);
        // A click marks what the bite takes: as many squares as the move removes.
        let before = 5;
        let after = grundy::play::apply(&p, &m).components[0]
            .search_state()
            .unwrap()
            .iter()
            .sum::<u64>();
        assert_eq!(play.marks.len() as u64, before - after, "{}", play.text);
    }
}

#[test]
fn too_large_a_bar_is_refused_and_a_search_can_be_cancelled() {
    let p = parse_position("chomp(30,30,30,30,30,30,30,30,30,30,30,30,30,30,30)").unwrap();
    let e = analyze(&p, &AnalyzeOptions::default()).unwrap_err();
    assert!(e.to_string().contains("bars below this one"), "{e}");
    let options = AnalyzeOptions {
        cancel: crate::Cancel::new(),
        ..AnalyzeOptions::default()
    };
    options.cancel.cancel();
    let p = parse_position("chomp(9,9,9,9,9,9,9,9)").unwrap();
    let e = analyze(&p, &options).unwrap_err();
    assert!(matches!(e, grundy::AnalysisError::Cancelled), "{e:?}");
}
