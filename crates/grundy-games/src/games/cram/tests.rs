//! Cram against a direct search from its rules, and against published values.

use super::solver::{canonical, regions, Search};
use super::Cram;
use crate::cancel::Cancel;
use crate::component::Search as _;
use std::collections::HashMap;

/// The value by the rules alone: every domino, every position, no regions, no symmetry.
fn direct(board: &Cram) -> u32 {
    fn go(state: Vec<u64>, board: &Cram, memo: &mut HashMap<Vec<u64>, u32>) -> u32 {
        if let Some(&v) = memo.get(&state) {
            return v;
        }
        let options: Vec<u32> = board
            .search_moves(&state)
            .into_iter()
            .map(|m| go(m.after, board, memo))
            .collect();
        let v = (0..).find(|v| !options.contains(v)).unwrap_or(0);
        memo.insert(state, v);
        v
    }
    go(board.search_state().unwrap(), board, &mut HashMap::new())
}

fn fast(board: &Cram) -> u32 {
    u32::from(
        Search::new(10_000_000, Cancel::default())
            .value(board.frame())
            .unwrap_or_else(|_| panic!("no value")),
    )
}

fn rect(rows: usize, cols: usize) -> Cram {
    let row = ".".repeat(cols);
    Cram::new(&vec![row.as_str(); rows]).unwrap()
}

/// A deterministic xorshift generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random board of 1 to `max_rows` rows and 1 to `max_cols` columns, each square
    /// blocked with probability 1 / `one_in`.
    fn board(&mut self, max_rows: u64, max_cols: u64, one_in: u64) -> Cram {
        let rows = 1 + self.next() % max_rows;
        let cols = 1 + self.next() % max_cols;
        let text: Vec<String> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| {
                        if self.next().is_multiple_of(one_in) {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        let refs: Vec<&str> = text.iter().map(String::as_str).collect();
        Cram::new(&refs).unwrap()
    }
}

#[test]
fn the_search_agrees_with_the_rules_on_small_rectangles() {
    for rows in 1..=4 {
        for cols in 1..=5 {
            if rows * cols <= 20 {
                let b = rect(rows, cols);
                assert_eq!(fast(&b), direct(&b), "{rows} × {cols}");
            }
        }
    }
}

#[test]
fn the_search_agrees_with_the_rules_on_random_boards() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for _ in 0..300 {
        let b = rng.board(5, 5, 4);
        assert_eq!(fast(&b), direct(&b), "{}", b.write());
    }
}

/// The value test (regions above the exact threshold) on every board the random test
/// draws, with the threshold lowered to 2 so that nearly every region goes through it:
/// each value, and each option's `has_value` for every k, against the direct search.
#[test]
fn the_value_test_agrees_with_the_rules() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for i in 0..200 {
        let b = rng.board(4, 5, 5);
        let threshold = 2 + (i % 3) as u32;
        let first = 1 + (i % 4) as u8;
        let mut search = Search::with_thresholds(10_000_000, Cancel::default(), threshold, first);
        let want = direct(&b);
        assert_eq!(
            search.value(b.frame()).map(u32::from).ok(),
            Some(want),
            "{} at thresholds {threshold}, {first}",
            b.write()
        );
        let mut fresh = Search::with_thresholds(10_000_000, Cancel::default(), threshold, first);
        for k in 0..=want + 1 {
            let is = fresh.has_value(b.frame(), k as u8).ok();
            assert_eq!(is, Some(k == want), "{} is {k}?", b.write());
        }
    }
    for (rows, cols) in [(4, 5), (3, 6), (5, 4)] {
        let b = rect(rows, cols);
        let mut search = Search::with_thresholds(10_000_000, Cancel::default(), 4, 1);
        assert_eq!(
            search.value(b.frame()).map(u32::from).ok(),
            Some(direct(&b))
        );
    }
}

/// The search on the wide word (`u128`), forced on boards the narrow one (`u64`) would
/// take, against the direct search — and boards wider than 8, which take the wide word
/// on their own.
#[test]
fn the_wide_word_agrees_with_the_rules() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for i in 0..150 {
        let b = rng.board(4, 5, 4);
        let threshold = 2 + (i % 3) as u32;
        let first = 1 + (i % 4) as u8;
        let want = direct(&b);
        let mut wide = Search::wide(10_000_000, Cancel::default(), threshold, first);
        assert_eq!(
            wide.value(b.frame()).map(u32::from).ok(),
            Some(want),
            "{} on the wide word",
            b.write()
        );
        for k in 0..=want + 1 {
            let mut fresh = Search::wide(10_000_000, Cancel::default(), threshold, first);
            let is = fresh.has_value(b.frame(), k as u8).ok();
            assert_eq!(is, Some(k == want), "{} is {k}? (wide word)", b.write());
        }
    }
    for (rows, cols) in [(1, 13), (2, 9), (2, 10)] {
        let b = rect(rows, cols);
        assert_eq!(fast(&b), direct(&b), "{rows} × {cols}");
    }
}

#[test]
fn tall_boards_are_searched_on_their_side() {
    for (rows, cols) in [(9, 2), (12, 1), (10, 3)] {
        let tall = rect(rows, cols);
        let wide = rect(cols, rows);
        assert_eq!(fast(&tall), fast(&wide));
    }
    assert_eq!(fast(&rect(9, 2)), direct(&rect(9, 2)));
}

#[test]
fn one_row_is_dawsons_kayles() {
    // 0.07 (Dawson's Kayles) on n: OEIS A002187 (Dawson's Chess) at n − 1.
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5];
    for (n, &v) in dawson.iter().enumerate().skip(1) {
        assert_eq!(fast(&rect(1, n)), v, "1 × {n}");
    }
}

#[test]
fn canonical_forms_are_shared_by_the_images() {
    let l = Cram::new(&["..", ".#", ".#"]).unwrap().frame();
    let j = Cram::new(&["#.", "#.", ".."]).unwrap().frame();
    assert_eq!(canonical(l), canonical(j));
    assert_eq!(
        regions(Cram::new(&[".#.", "#.#"]).unwrap().frame()).count(),
        3
    );
}

#[test]
fn bad_boards_are_refused_with_what_is_wrong() {
    use grundy::parse_position;
    let err = |text: &str| parse_position(text).unwrap_err().to_string();
    assert!(err("cram(..|.)").contains("row 2 has 1 squares but row 1 has 2"));
    assert!(err("cram(..||..)").contains("row 2 has no square"));
    assert!(err("cram(.o.)").contains("'o' is not a square"));
    assert!(err("cram()").contains("the board is empty"));
    assert!(err("cram").contains("needs its board in brackets"));
    assert!(err("cram(..) 3").contains("takes no sizes"));
    assert!(err("cram(..,..)").contains("no commas"));
    let wide = format!("cram({})", ".".repeat(17));
    assert!(err(&wide).contains("too large"));
    let big = format!("cram({})", ["........."; 9].join("|"));
    assert!(err(&big).contains("9 × 9 board is too large"));
    // 16 × 8 and 8 × 16 are taken.
    assert!(parse_position(&format!("cram({})", ["........"; 16].join("|"))).is_ok());
}

#[test]
fn a_search_past_the_limit_is_a_typed_refusal() {
    use grundy::component::{AnalyzeOptions, Refusal};
    let p = grundy::parse_position("cram(#....|.....|.....|.....)").unwrap();
    let options = AnalyzeOptions {
        search_limit: 10,
        ..AnalyzeOptions::default()
    };
    assert!(matches!(
        p.components[0].value(&options),
        Err(Refusal::TooLarge { limit: 10, .. })
    ));
    assert!(grundy::analyze(&p, &options).is_err());
    // The default limit values it.
    assert!(p.components[0].value(&AnalyzeOptions::default()).is_ok());
}

#[test]
fn moves_and_winning_moves() {
    use grundy::{analyze, parse_position, AnalyzeOptions};
    let p = parse_position("cram(....|....|....)").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    // 3 × 4 (even × odd): the first player wins by the middle domino, then copying.
    assert_ne!(r.value, Some(0u8.into()));
    assert!(r
        .winning_moves
        .iter()
        .any(|m| m.after.as_deref() == Some("cram(....|.xx.|....)")));
    assert!(grundy::play::parse_move(&p, "a1-c1").is_err());
    assert!(grundy::play::parse_move(&p, "z9-a1").is_err());
    assert!(grundy::play::parse_move(&p, "hello").is_err());
    let m = grundy::play::parse_move(&p, "B2 b1").unwrap();
    assert_eq!(
        grundy::play::apply(&p, &m).to_string(),
        "cram(.x..|.x..|....)"
    );
}

#[test]
fn a_covered_square_is_written_and_drawn_apart_from_a_blocked_one() {
    use crate::component::{AnyComponent, Component, HeapChange, Kind};
    use crate::i18n::Lang;
    use crate::Nat;
    let board = Cram::new(&["#...", "...."]).unwrap();
    // The domino on b1-c1: its squares are `x`, the blocked a1 stays `#`.
    let cover = |i| HeapChange::new(i, Nat::from(1u8), Nat::from(0u8));
    let after = board.apply(&[cover(1), cover(2)]);
    assert_eq!(after.to_string(), "cram(#xx.|....)");
    let again = grundy::parse_position("cram(#xx.|....)").unwrap();
    assert_eq!(again.components[0].to_string(), after.to_string());
    // To the game they are alike: the same value as the board with both blocked.
    let blocked = AnyComponent::new(Cram::new(&["###.", "...."]).unwrap());
    let frame = |c: &AnyComponent| c.downcast_ref::<Cram>().unwrap().frame();
    assert_eq!(frame(&after), frame(&blocked));
    // On the board: a kind and a name each.
    let pieces = after.pieces_in(Lang::En);
    let kinds: Vec<Kind> = pieces.shapes.iter().take(3).map(|s| s.kind).collect();
    assert_eq!(kinds, [Kind::Blocked, Kind::Covered, Kind::Covered]);
    assert_eq!(pieces.shapes[0].label, "square a1 (blocked)");
    assert_eq!(pieces.shapes[1].label, "square b1 (covered by a domino)");
    assert_eq!(pieces.shapes[0].text.as_deref(), Some("✕"));
    assert_ne!(pieces.shapes[1].text.as_deref(), Some("✕"));
}
