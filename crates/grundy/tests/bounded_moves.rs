//! Checking, listing and choosing moves stays within a budget whatever the position: a
//! heap game whose moves leave any number of heaps (`0.030*`: take 2 leaving 0 or 1
//! heaps, or take 4 leaving any number) has p(96) ≈ 8·10^7 moves from a heap of 100 — a move is checked by testing it, the
//! computer's move and the move list are refused or bounded, never enumerated in full.

use grundy::play::{legal_moves, parse_move, Player, Session};
use grundy::{parse_position, Convention};

#[test]
fn a_move_of_a_star_code_is_checked_without_listing_every_move() {
    let p = parse_position("0.030* 100").unwrap();
    // Take 4 from the end: one heap of 96.
    let m = parse_move(&p, "1 4").unwrap();
    assert_eq!(m.changes[0].to, 96u8.into());
    // Take 4 and leave 96 heaps of 1.
    let ones = vec!["1"; 96].join(" ");
    assert!(parse_move(&p, &format!("1 -> {ones}")).is_ok());
    // Taking 1 is not a move of 0.030*.
    let err = parse_move(&p, "1 1").unwrap_err().to_string();
    assert!(err.contains("cannot become"), "{err}");
}

#[test]
fn the_move_list_of_a_huge_star_position_is_refused() {
    let p = parse_position("0.030* 100").unwrap();
    assert!(legal_moves(&p).is_none(), "too many moves to list");
}

#[test]
fn the_computer_answers_a_huge_star_position_within_bounds() {
    let p = parse_position("0.030* 100").unwrap();
    let mut game = Session::new(p, Convention::Normal, Player::Human);
    game.human_move("1 4").unwrap();
    // Either a move (a slow one if no value can be computed) or a refusal: never an
    // enumeration of 10^8 splits.
    match game.computer_reply() {
        Ok(reply) => assert!(!reply.description.is_empty()),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// Every partition of `m` (non-decreasing parts), by a plain recursion.
fn all_partitions(m: u64, least: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if m == 0 {
        out.push(prefix.clone());
        return;
    }
    for x in least..=m {
        prefix.push(x);
        all_partitions(m - x, x, prefix, out);
        prefix.pop();
    }
}

/// `HeapRule::allows` (one move tested) agrees with `HeapRule::options` (every move
/// listed) on every way to leave heaps from heaps of up to 12, for codes with every kind
/// of digit: octal, hexadecimal, `*`, `{k+}` ranges, modifiers, Lasker's Nim.
#[test]
fn testing_one_move_agrees_with_listing_every_move() {
    use grundy::heap::rule::HeapRule;
    let codes = [
        "0.77",
        "0.137",
        "0.07",
        "4.7",
        "0.6",
        "4!.0",
        "lasker",
        "hex(0.F)",
        "tb(0.*)",
        "tb(0.*!)",
        "tb(0.*?)",
        "tb(0.*=)",
        "tb(0.{0,2+})",
        "tb(0.{1,3+}!)",
        "0.030*",
        "tb(4?.0)",
        "tb(0.{2=})",
    ];
    let mut checked = 0;
    for code in codes {
        let rule = HeapRule::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        for n in 0..=12u64 {
            let options = rule.options(n);
            for m in 0..=n {
                let mut parts = Vec::new();
                all_partitions(m, 1, &mut Vec::new(), &mut parts);
                for p in parts {
                    assert_eq!(
                        rule.allows(n, &p),
                        options.contains(&p),
                        "{code}: a heap of {n} becoming {p:?}"
                    );
                    checked += 1;
                }
            }
            let (first, complete) = rule.options_within(n, 3);
            assert_eq!(
                first,
                options.iter().take(3).cloned().collect::<Vec<_>>(),
                "{code} {n}"
            );
            assert_eq!(complete, options.len() <= 3, "{code} {n}");
        }
    }
    assert!(checked > 10_000, "{checked}");
}
