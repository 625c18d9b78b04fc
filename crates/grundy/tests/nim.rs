//! Nim formulas checked against an independent brute-force search, plus worked examples
//! and big-number cases.

use grundy::games::nim::{
    binary_digits, column_table, misere, moves_to_nim_sum, nim_sum, outcome, winning_moves,
    MisereCase, NimHeaps,
};
use grundy::reasoning::Step;
use grundy::report::HeapChange;
use grundy::{Convention, ImpartialGame, Nat, Outcome, Solver};
use num_traits::{ToPrimitive, Zero};
use proptest::prelude::*;
use std::cell::RefCell;
use std::collections::BTreeSet;

/// Nim straight from the rules: a move takes at least one counter from one heap.
struct BruteNim;

impl ImpartialGame for BruteNim {
    type Position = Vec<u8>;
    fn moves(&self, heaps: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for smaller in 0..h {
                let mut next = heaps.clone();
                next[i] = smaller;
                options.push(next);
            }
        }
        options
    }
}

static GAME: BruteNim = BruteNim;

thread_local! {
    /// One solver for all cases: it memoises what it learns.
    static SOLVER: RefCell<Solver<'static, BruteNim>> = RefCell::new(Solver::new(&GAME));
}

fn with_solver<T>(f: impl FnOnce(&mut Solver<'static, BruteNim>) -> T) -> T {
    SOLVER.with(|s| f(&mut s.borrow_mut()))
}

fn heaps_of(position: &[u8]) -> NimHeaps {
    NimHeaps::from_u64s(position.iter().map(|&h| u64::from(h)).collect())
}

fn big_heaps_of(position: &[u8]) -> NimHeaps {
    NimHeaps::Big(position.iter().map(|&h| Nat::from(h)).collect())
}

/// The positions the listed moves lead to.
fn apply_all(position: &[u8], moves: &[HeapChange]) -> BTreeSet<Vec<u8>> {
    moves
        .iter()
        .map(|m| {
            assert_eq!(
                Nat::from(position[m.heap]),
                m.from,
                "move {m:?} from {position:?}"
            );
            assert!(m.to < m.from, "move {m:?} does not reduce");
            let mut next = position.to_vec();
            next[m.heap] = m.to.to_u8().expect("a reduced heap fits");
            next
        })
        .collect()
}

fn set(positions: Vec<Vec<u8>>) -> BTreeSet<Vec<u8>> {
    let n = positions.len();
    let s: BTreeSet<_> = positions.into_iter().collect();
    assert_eq!(s.len(), n, "options are distinct");
    s
}

/// Checks every formula of the module against search at one position.
fn check_against_search(position: &[u8]) {
    let p = position.to_vec();
    for heaps in [heaps_of(position), big_heaps_of(position)] {
        // Normal play: value and winning moves.
        let value = with_solver(|s| s.grundy(&p)).unwrap();
        assert_eq!(nim_sum(&heaps), Nat::from(value), "nim-sum of {p:?}");
        let expected = Outcome::from_next_player_wins(value != 0);
        assert_eq!(outcome(&heaps), expected);
        let (count, moves) = winning_moves(&heaps, usize::MAX);
        let searched = set(with_solver(|s| s.winning_moves(&p, Convention::Normal)).unwrap());
        assert_eq!(count as usize, moves.len());
        assert_eq!(
            apply_all(position, &moves),
            searched,
            "normal moves of {p:?}"
        );

        // Moves to every target value (including ones no move reaches).
        for target in 0..16u32 {
            let (count, moves) = moves_to_nim_sum(&heaps, &target.into(), usize::MAX);
            let searched = set(with_solver(|s| s.options_with_value(&p, target)).unwrap());
            assert_eq!(count as usize, moves.len());
            assert_eq!(
                apply_all(position, &moves),
                searched,
                "to {target} from {p:?}"
            );
        }

        // Misère play: outcome and every winning move.
        let m = misere(&heaps, usize::MAX);
        let searched_outcome = with_solver(|s| s.outcome(&p, Convention::Misere)).unwrap();
        assert_eq!(m.outcome, searched_outcome, "misère outcome of {p:?}");
        assert_eq!(m.reasoning.outcome, m.outcome);
        let searched = set(with_solver(|s| s.winning_moves(&p, Convention::Misere)).unwrap());
        assert_eq!(m.move_count as usize, m.moves.len());
        assert_eq!(
            apply_all(position, &m.moves),
            searched,
            "misère moves of {p:?}"
        );
        assert_eq!(m.reasoning.nim_sum, Nat::from(value));

        // The column table agrees with the moves.
        let t = column_table(&heaps, usize::MAX);
        assert_eq!(t.carriers_total, count_carriers(position, value));
        assert_eq!(t.carriers.len() as u64, t.carriers_total);
    }
}

fn count_carriers(position: &[u8], value: u32) -> u64 {
    position
        .iter()
        .filter(|&&h| (u32::from(h) ^ value) < u32::from(h))
        .count() as u64
}

#[test]
fn every_position_up_to_three_heaps_of_seven_agrees_with_search() {
    let mut checked = 0;
    for n in 0..=3u32 {
        for code in 0..8u32.pow(n) {
            let position: Vec<u8> = (0..n).map(|i| (code >> (3 * i) & 7) as u8).collect();
            check_against_search(&position);
            checked += 1;
        }
    }
    assert_eq!(checked, 1 + 8 + 64 + 512);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_positions_agree_with_search(position in prop::collection::vec(0u8..=7, 0..=5)) {
        check_against_search(&position);
    }

    #[test]
    fn small_and_big_forms_agree(
        heaps in prop::collection::vec(prop_oneof![0u64..4, any::<u64>()], 0..40),
        target in any::<u64>(),
        limit in 0usize..5,
    ) {
        let small = NimHeaps::from_u64s(heaps.clone());
        let big = NimHeaps::Big(heaps.iter().map(|&h| Nat::from(h)).collect());
        let target = Nat::from(target);
        prop_assert_eq!(nim_sum(&small), nim_sum(&big));
        prop_assert_eq!(
            moves_to_nim_sum(&small, &target, limit),
            moves_to_nim_sum(&big, &target, limit)
        );
        let s = nim_sum(&small);
        prop_assert_eq!(moves_to_nim_sum(&small, &s, limit), moves_to_nim_sum(&big, &s, limit));
        prop_assert_eq!(column_table(&small, limit), column_table(&big, limit));
        prop_assert_eq!(misere(&small, limit), misere(&big, limit));
    }

    #[test]
    fn column_table_is_consistent(heaps in prop::collection::vec(any::<u64>(), 0..60)) {
        let h = NimHeaps::from_u64s(heaps.clone());
        let t = column_table(&h, 7);
        prop_assert_eq!(t.heaps_total, heaps.len());
        prop_assert_eq!(t.rows.len(), heaps.len().min(7));
        prop_assert_eq!(t.column_ones.len() as u64, t.width);
        prop_assert_eq!(binary_digits(&t.nim_sum, t.width), t.column_parity.clone());
        for (j, &ones) in t.column_ones.iter().enumerate() {
            let bit = t.width - 1 - j as u64;
            let naive = heaps.iter().filter(|&&x| x >> bit & 1 == 1).count() as u64;
            prop_assert_eq!(ones, naive);
        }
        for c in &t.carriers {
            prop_assert_eq!(&c.target, &(&c.size ^ &t.nim_sum));
            prop_assert_eq!(&c.take, &(&c.size - &c.target));
        }
    }

    #[test]
    fn winning_moves_reach_nim_sum_zero_on_big_heaps(
        words in prop::collection::vec(prop::collection::vec(any::<u64>(), 1..4), 1..8),
    ) {
        let heaps: Vec<Nat> = words
            .iter()
            .map(|w| w.iter().fold(Nat::zero(), |acc, &d| (acc << 64u32) + d))
            .collect();
        let h = NimHeaps::from_nats(heaps.clone());
        let s = nim_sum(&h);
        let (count, moves) = winning_moves(&h, usize::MAX);
        let expected = heaps.iter().filter(|&x| (x ^ &s) < *x).count() as u64;
        prop_assert_eq!(count, expected);
        prop_assert_eq!(count == 0, s.is_zero());
        for m in moves {
            let mut after = heaps.clone();
            after[m.heap] = m.to.clone();
            prop_assert!(m.to < m.from);
            prop_assert!(nim_sum(&NimHeaps::from_nats(after)).is_zero());
        }
    }
}

fn change(heap: usize, from: u64, to: u64) -> HeapChange {
    HeapChange::new(heap, from.into(), to.into())
}

#[test]
fn seed_example_three_four_five() {
    let heaps = NimHeaps::from_u64s(vec![3, 4, 5]);
    let t = column_table(&heaps, 10);
    assert_eq!(t.nim_sum, Nat::from(2u32));
    assert_eq!(t.top_bit, Some(1));
    assert_eq!(t.top_bit_value, Some(Nat::from(2u32)));
    assert_eq!(t.carriers_total, 1);
    assert_eq!(t.carriers[0].index, 0);
    assert_eq!(t.carriers[0].size, Nat::from(3u32));
    assert_eq!(t.carriers[0].target, Nat::from(1u32));
    assert_eq!(t.carriers[0].take, Nat::from(2u32));
    assert_eq!(winning_moves(&heaps, 10), (1, vec![change(0, 3, 1)]));
}

/// Seed article 001 (in Korean) prints "optimal: heap 2, remove 4" for (3, 4, 5). That is
/// wrong: heap 2 has 5 counters and 5 ⊕ 2 = 7 > 5, so it does not carry the top bit of the
/// nim-sum; taking 4 from it leaves 3 4 1, whose nim-sum is 6, a win for the opponent.
/// The only winning move is heap 0 (3 counters): take 2, leaving 1 4 5.
#[test]
fn seed_001_claim_heap_2_remove_4_is_wrong() {
    let heaps = NimHeaps::from_u64s(vec![3, 4, 5]);
    let (count, moves) = winning_moves(&heaps, usize::MAX);
    assert_eq!(count, 1);
    assert_eq!(moves, vec![change(0, 3, 1)]);
    assert!(!moves.iter().any(|m| m.heap == 2));
    // The claimed move leaves a non-zero nim-sum: an N-position for the opponent.
    let claimed = NimHeaps::from_u64s(vec![3, 4, 1]);
    assert_eq!(nim_sum(&claimed), Nat::from(6u32));
    assert_eq!(outcome(&claimed), Outcome::N);
    // The correct move leaves a P-position.
    assert_eq!(outcome(&NimHeaps::from_u64s(vec![1, 4, 5])), Outcome::P);
}

#[test]
fn chips_on_cells_5_10_14_16_22() {
    let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
    let t = column_table(&heaps, 10);
    assert_eq!(t.nim_sum, Nat::from(7u32));
    assert_eq!(t.top_bit, Some(2));
    assert_eq!(t.top_bit_value, Some(Nat::from(4u32)));
    assert_eq!(t.width, 5);
    assert_eq!(t.column_ones, vec![2, 2, 3, 3, 1]);
    assert_eq!(t.column_parity, vec![0, 0, 1, 1, 1]);
    let carriers: Vec<(usize, u64, u64, u64)> = t
        .carriers
        .iter()
        .map(|c| {
            let n = |x: &Nat| x.to_u64().unwrap();
            (c.index, n(&c.size), n(&c.target), n(&c.take))
        })
        .collect();
    assert_eq!(carriers, vec![(0, 5, 2, 3), (2, 14, 9, 5), (4, 22, 17, 5)]);
    assert_eq!(
        winning_moves(&heaps, 10),
        (
            3,
            vec![change(0, 5, 2), change(2, 14, 9), change(4, 22, 17)]
        )
    );
}

#[test]
fn caterpillar_2_5_6_9_14_16_19() {
    let heaps = NimHeaps::from_u64s(vec![2, 5, 6, 9, 14, 16, 19]);
    assert_eq!(nim_sum(&heaps), Nat::from(5u32));
    let (count, moves) = winning_moves(&heaps, usize::MAX);
    // Top bit 2 (value 4): carried by 5, 6 and 14 (not 19 = 10011).
    assert_eq!(count, 3);
    assert_eq!(
        moves,
        vec![change(1, 5, 0), change(2, 6, 3), change(4, 14, 11)]
    );
}

#[test]
fn limits_list_a_prefix_and_count_everything() {
    let heaps = NimHeaps::from_u64s(vec![5, 10, 14, 16, 22]);
    for limit in 0..5 {
        let (count, moves) = winning_moves(&heaps, limit);
        assert_eq!(count, 3);
        assert_eq!(moves.len(), limit.min(3));
        let t = column_table(&heaps, limit);
        assert_eq!(t.rows.len(), limit);
        assert_eq!(t.carriers.len(), limit.min(3));
        assert_eq!(t.carriers_total, 3);
        let m = misere(&NimHeaps::from_u64s(vec![1, 1, 1, 1]), limit);
        assert_eq!((m.move_count, m.moves.len()), (4, limit.min(4)));
    }
}

#[test]
fn empty_and_all_zero_positions() {
    for heaps in [
        NimHeaps::from_u64s(vec![]),
        NimHeaps::from_u64s(vec![0, 0, 0]),
    ] {
        assert_eq!(nim_sum(&heaps), Nat::zero());
        assert_eq!(outcome(&heaps), Outcome::P);
        assert_eq!(winning_moves(&heaps, 5), (0, vec![]));
        let t = column_table(&heaps, 5);
        assert_eq!((t.width, t.top_bit, t.carriers_total), (1, None, 0));
        assert_eq!(t.column_ones, vec![0]);
        // Misère: the player to move cannot move, and wins.
        let m = misere(&heaps, 5);
        assert_eq!((m.outcome, m.move_count), (Outcome::N, 0));
        assert_eq!(m.reasoning.case, MisereCase::NoBigHeap);
    }
}

fn huge(s: &str) -> Nat {
    s.parse().unwrap()
}

#[test]
fn heaps_around_ten_to_the_forty() {
    let a = huge("10000000000000000000000000000000000000000");
    let b = huge("10000000000000000000000000000000000000123");
    let c = huge("7");
    let heaps = NimHeaps::from_nats(vec![a.clone(), b.clone(), c.clone()]);
    assert!(matches!(heaps, NimHeaps::Big(_)));
    let s = &(&a ^ &b) ^ &c;
    assert_eq!(nim_sum(&heaps), s);
    let (count, moves) = winning_moves(&heaps, 10);
    let expected: Vec<HeapChange> = [a.clone(), b.clone(), c.clone()]
        .iter()
        .enumerate()
        .filter(|(_, h)| (*h ^ &s) < **h)
        .map(|(i, h)| HeapChange::new(i, h.clone(), h ^ &s))
        .collect();
    assert_eq!(count as usize, expected.len());
    assert_eq!(moves, expected);

    // Two equal huge heaps: P under both conventions, and the JSON uses strings.
    let twin = NimHeaps::from_nats(vec![a.clone(), a.clone()]);
    assert_eq!(outcome(&twin), Outcome::P);
    let m = misere(&twin, 10);
    assert_eq!(
        (m.outcome, m.reasoning.case),
        (Outcome::P, MisereCase::SeveralBigHeaps)
    );

    // One huge heap and two 1-heaps: misère N, leave 1 in the huge heap.
    let one = NimHeaps::from_nats(vec![Nat::from(1u32), a.clone(), Nat::from(1u32)]);
    let m = misere(&one, 10);
    assert_eq!(m.reasoning.case, MisereCase::OneBigHeap);
    assert_eq!(
        m.moves,
        vec![HeapChange::new(1, a.clone(), Nat::from(1u32))]
    );

    let t = column_table(&NimHeaps::from_nats(vec![a.clone(), c.clone()]), 5);
    assert_eq!(t.width, a.bits());
    assert_eq!(t.nim_sum, &a ^ &c);
    let json = serde_json::to_value(&t).unwrap();
    assert_eq!(json["nim_sum"], serde_json::json!((&a ^ &c).to_string()));
    assert_eq!(json["rows"][0]["size"], serde_json::json!(a.to_string()));
    assert_eq!(json["rows"][1]["size"], serde_json::json!(7));
    assert_eq!(json["top_bit"], serde_json::json!(a.bits() - 1));
}

#[test]
fn a_target_beyond_every_heap_has_no_moves() {
    let heaps = NimHeaps::from_u64s(vec![3, 4, 5]);
    let far = huge("100000000000000000000000000000");
    assert_eq!(moves_to_nim_sum(&heaps, &far, 5), (0, vec![]));
    assert_eq!(
        moves_to_nim_sum(
            &NimHeaps::Big(vec![3u32.into(), 4u32.into(), 5u32.into()]),
            &far,
            5
        ),
        (0, vec![])
    );
}

#[test]
fn from_nats_picks_the_compact_form() {
    let max = Nat::from(u64::MAX);
    assert_eq!(
        NimHeaps::from_nats(vec![max.clone(), Nat::zero()]),
        NimHeaps::Small(vec![u64::MAX, 0])
    );
    let past = max + 1u32;
    assert_eq!(
        NimHeaps::from_nats(vec![past.clone(), Nat::zero()]),
        NimHeaps::Big(vec![past, Nat::zero()])
    );
}

#[test]
fn serialized_shapes() {
    let t = column_table(&NimHeaps::from_u64s(vec![3, 4, 5]), 10);
    let json = serde_json::to_value(&t).unwrap();
    assert_eq!(json["column_ones"], serde_json::json!([2, 1, 2]));
    assert_eq!(json["carriers"][0]["take"], serde_json::json!(2));
    let zero = column_table(&NimHeaps::from_u64s(vec![1, 1]), 10);
    let json = serde_json::to_value(&zero).unwrap();
    assert_eq!(json["top_bit"], serde_json::Value::Null);
    assert_eq!(json["top_bit_value"], serde_json::Value::Null);
    let m = misere(&NimHeaps::from_u64s(vec![3, 4, 5]), 10);
    let json = serde_json::to_value(&m.reasoning).unwrap();
    assert_eq!(json["case"], serde_json::json!("several_big_heaps"));
    assert_eq!(json["outcome"], serde_json::json!("N"));
    // Inside a report step, tagged by kind.
    let step = Step::new(t);
    let json = serde_json::to_value(&step).unwrap();
    assert_eq!(json["kind"], serde_json::json!("nim_columns"));
}

#[test]
fn a_million_heaps() {
    let heaps: Vec<u64> = (0..1_000_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    let expected = heaps.iter().fold(0, |a, &h| a ^ h);
    let h = NimHeaps::from_u64s(heaps);
    assert_eq!(nim_sum(&h), Nat::from(expected));
    let t = column_table(&h, 3);
    assert_eq!(t.rows.len(), 3);
    let (count, moves) = winning_moves(&h, 3);
    assert_eq!(count, t.carriers_total);
    assert_eq!(moves.len(), 3);
}
