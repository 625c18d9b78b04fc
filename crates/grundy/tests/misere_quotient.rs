//! Misère quotients against exhaustive search: thousands of random small sums of several
//! rulesets, and the known examples.

use grundy::heap::rule::{HeapGame, HeapRule};
use grundy::misere::quotient::{Quotient, QuotientOptions};
use grundy::sequence::SequenceRule;
use grundy::{Convention, Solver};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn check_rule(code: &str, max_heap: u64, sums: usize, seed: u64) -> Quotient {
    let heap_rule = HeapRule::parse(code).unwrap();
    let rule = SequenceRule::from(heap_rule.clone());
    let mut opts = QuotientOptions::up_to(max_heap);
    opts.stop_at_period = false;
    let q = Quotient::compute(&rule, &opts).unwrap_or_else(|e| panic!("{code}: {e}"));
    let game = HeapGame::new(heap_rule);
    let mut solver = Solver::new(&game);
    let mut rng = Rng(seed);
    for _ in 0..sums {
        let k = 1 + rng.next() % 4;
        let mut heaps: Vec<u64> = (0..k).map(|_| 1 + rng.next() % max_heap).collect();
        heaps.sort_unstable();
        let p = !solver
            .outcome(&heaps, Convention::Misere)
            .unwrap()
            .next_player_wins();
        assert_eq!(q.is_p_sum(&heaps), Some(p), "{code} {heaps:?}");
    }
    q
}

#[test]
fn quotients_agree_with_search_on_random_sums() {
    for (i, code) in [
        "kayles",
        "dawson-kayles",
        "0.137",
        "0.6",
        "0.333",
        "0.31",
        "0.75",
        "4.7",
        "0.123",
    ]
    .iter()
    .enumerate()
    {
        check_rule(code, 11, 400, 0x9e37_79b9_7f4a_7c15 ^ i as u64);
    }
}

#[test]
fn nim_quotients_are_the_tame_ones() {
    let q = check_rule("0.3", 1, 20, 7);
    assert_eq!((q.order(), q.p_portion().len()), (2, 1));
    let q = check_rule("0.333", 3, 50, 8);
    assert_eq!((q.order(), q.p_portion().len()), (6, 2));
    let q = check_rule("0.3333333", 7, 200, 9);
    assert_eq!((q.order(), q.p_portion().len()), (10, 2));
}

#[test]
fn kayles_five_plus_five_is_n() {
    let q = check_rule("kayles", 9, 200, 11);
    assert_eq!(q.is_p_sum(&[5, 5]), Some(false));
    // K1 + K1 + K9 is P and K5 + K5 + K9 is N although K1 + K1 and K5 + K5 share a genus.
    assert_eq!(q.is_p_sum(&[1, 1, 9]), Some(true));
    assert_eq!(q.is_p_sum(&[5, 5, 9]), Some(false));
}

#[test]
#[ignore = "slow: larger heaps against search (run by hand)"]
fn kayles_larger_heaps_against_search() {
    let rule = SequenceRule::from(HeapRule::parse("kayles").unwrap());
    let q = Quotient::compute(&rule, &QuotientOptions::up_to(40)).unwrap();
    let game = HeapGame::new(HeapRule::parse("kayles").unwrap());
    let mut solver = Solver::new(&game);
    let mut rng = Rng(12345);
    for _ in 0..300 {
        let k = 1 + rng.next() % 3;
        let mut heaps: Vec<u64> = (0..k).map(|_| 1 + rng.next() % 24).collect();
        heaps.sort_unstable();
        let p = !solver
            .outcome(&heaps, Convention::Misere)
            .unwrap()
            .next_player_wins();
        assert_eq!(q.is_p_sum(&heaps), Some(p), "{heaps:?}");
    }
}
