//! The sparse engine's vector blocks on several threads (values assumed, published to the
//! next thread, checked by each lane's search) and its dense blocks on several threads
//! (the next block's tables filled by the other threads) against the same engine on one
//! thread: the same values, depths, rare lists and states, in both layouts, across
//! session boundaries and failed assumptions. (Where the process runs no vector kernels
//! — the portable level — the vector blocks' threads never start and those tests compare
//! the one-thread engine with itself; the dense blocks are portable code and run
//! everywhere. The kernel levels below the process's are checked in child processes.)

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::sequence;
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine};
use grundy::heap::vector::Level;
use levels::at_lower_levels;
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

use crate::levels;

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

/// One thread for the vector blocks (rayon's paths as in `threads`, which they do not
/// change: they are checked in `heap_sparse.rs`).
fn one(config: SparseConfig) -> SparseConfig {
    SparseConfig {
        threads: 1,
        ..config
    }
}

fn configs(threads: usize) -> [SparseConfig; 4] {
    let full = SparseConfig {
        parallel: true,
        threads,
        window_after: None,
        ..SparseConfig::default()
    };
    [
        full,
        // Short runs: many sessions, each ending where a progress report falls.
        SparseConfig {
            progress_every: 3000,
            ..full
        },
        SparseConfig {
            window_after: Some(4096),
            min_prefix: 64,
            ring_margin: 2,
            ..full
        },
        // Past `window_after` with a ring that pays late or not within the run (the
        // searches' depth decides): threaded sessions in the full layout that must keep
        // it, committed by their counts.
        SparseConfig {
            window_after: Some(4096),
            min_prefix: 64,
            ring_margin: 4,
            rare_margin: 5,
            progress_every: 3000,
            ..full
        },
    ]
}

/// Whether the vector blocks run in this process (at the AVX2 or AVX-512 level: the CPU's
/// best, unless `GRUNDY_SIMD` forces a lower one). Where they do not, the tests that need them
/// still compare the values and states of one thread and more, and say so.
fn vector_blocks_run() -> bool {
    let level = grundy::heap::vector::level();
    let run = grundy::heap::vector::available();
    if !run {
        eprintln!("level {level}: no threaded vector blocks here; values and states compared");
    }
    run
}

fn run(rule: &HeapRule, config: SparseConfig, upto: u64) -> SparseEngine {
    let mut e = SparseEngine::with_config(rule.clone(), config).unwrap();
    e.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
    e
}

/// Runs `code` to `upto` on one thread and on two and three, in each layout of
/// [`configs`]; asserts that the states are equal and hands each pair (one thread, more,
/// how many) to `check`. (The layouts of two and three threads differ only in the number
/// of threads, so the one-thread run of a layout is made once for both.)
fn on_one_and_more_threads(
    code: &str,
    upto: u64,
    check: impl Fn(&SparseEngine, &SparseEngine, usize),
) {
    let rule = HeapRule::parse(code).unwrap();
    for (two, three) in configs(2).into_iter().zip(configs(3)) {
        assert_eq!(
            one(two),
            one(three),
            "layouts that differ only in their threads"
        );
        let a = run(&rule, one(two), upto);
        for (config, threads) in [(two, 2), (three, 3)] {
            let b = run(&rule, config, upto);
            assert_eq!(a.save_state(), b.save_state(), "{code} {config:?}");
            check(&a, &b, threads);
        }
    }
}

#[test]
fn two_and_three_threads_equal_one_on_several_games() {
    for (code, upto) in [
        ("officers", 150_000),
        ("0.77", 30_000),
        ("0.137", 30_000),
        ("0.16", 40_000),
        ("0.26", 40_000),
        ("4.07", 30_000),
        ("treblecross", 30_000),
    ] {
        on_one_and_more_threads(code, upto, |_, _, _| {});
    }
}

#[test]
fn dense_blocks_on_threads_equal_one_thread() {
    // Treblecross's rare list keeps growing (13 359 positions at 60 000, values past
    // 512); 4.007 has two split moves and a rare list that stops near 2 250 positions.
    for (code, upto) in [("treblecross", 60_000), ("4.007", 40_000)] {
        on_one_and_more_threads(code, upto, |a, b, threads| {
            assert_eq!(a.threaded_values(), 0, "{code}");
            assert!(
                b.threaded_values() > upto / 4,
                "{code} {threads} threads: {} values on threads",
                b.threaded_values()
            );
            // The other threads' copies are counted in the memory held.
            assert!(
                b.memory_bytes() >= a.memory_bytes() + a.memory_bytes() / 3,
                "{code}: {} bytes on {threads} threads, {} on one",
                b.memory_bytes(),
                a.memory_bytes()
            );
        });
    }
    // Against the naive engine, once.
    let rule = HeapRule::parse("treblecross").unwrap();
    let naive = sequence(&rule, 45_000).unwrap();
    let e = run(&rule, configs(2)[0], 45_000);
    assert!(e.threaded_values() > 0);
    assert!((0..=45_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
}

#[test]
fn grundys_game_on_two_threads() {
    // Grundy's game splits without taking (k = 0) and reaches the vector blocks later.
    at_lower_levels(module_path!(), "grundys_game_on_two_threads");
    let rule = HeapRule::grundy_game();
    let [config, ..] = configs(2);
    let a = run(&rule, one(config), 300_000);
    let b = run(&rule, config, 300_000);
    assert_eq!(a.save_state(), b.save_state());
}

#[test]
fn a_threaded_run_enters_the_ring_where_one_thread_does() {
    // A game in threaded vector blocks whose ring pays within the run (the depth of its
    // searches and its last rare position decide), with these margins: sessions in the
    // full layout past `window_after` that must not switch it, then the one within which
    // one thread switches. With kernels, 0.36 (threaded from about 25 000 on, the ring
    // paying between 130 000 and 140 000); the portable loops run 0.36 on one thread, so
    // there Treblecross (threaded from about 20 000 on, paying between 350 000 and
    // 400 000: ten times the work).
    let (code, before, after) = if grundy::heap::vector::level() == Level::Portable {
        ("treblecross", 350_000, 400_000)
    } else {
        ("0.36", 120_000, 150_000)
    };
    let rule = HeapRule::parse(code).unwrap();
    let config = SparseConfig {
        window_after: Some(4096),
        min_prefix: 64,
        ring_margin: 2,
        rare_margin: 2,
        ..configs(2)[1]
    };
    let mut a = run(&rule, one(config), before);
    let mut b = run(&rule, config, before);
    assert_eq!(a.save_state(), b.save_state(), "{code}");
    let full = b.held_bytes();
    for e in [&mut a, &mut b] {
        e.run_until(after, &mut |_| {}, &no_cancel()).unwrap();
    }
    assert_eq!(a.save_state(), b.save_state(), "{code}");
    assert!(
        b.threaded_values() > 100_000,
        "{code}: {}",
        b.threaded_values()
    );
    assert!(b.held_bytes() < full, "{code}: {} {full}", b.held_bytes());
}

#[test]
fn officers_on_two_threads_equals_naive() {
    // Past its last rare position (20 627) Officers runs in threaded vector blocks.
    at_lower_levels(module_path!(), "officers_on_two_threads_equals_naive");
    let rule = HeapRule::parse("officers").unwrap();
    let naive = sequence(&rule, 80_000).unwrap();
    let [config, ..] = configs(2);
    let e = run(&rule, config, 80_000);
    assert!((0..=80_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
}

#[test]
fn resuming_a_threaded_run_equals_an_uninterrupted_one() {
    let rule = HeapRule::parse("officers").unwrap();
    let [_, config, windowed, late] = configs(2);
    for config in [config, windowed, late] {
        let whole = run(&rule, one(config), 120_000);
        let mut e = run(&rule, config, 70_001);
        let mut resumed = SparseEngine::restore(e.save_state()).unwrap();
        e.run_until(120_000, &mut |_| {}, &no_cancel()).unwrap();
        resumed
            .run_until(120_000, &mut |_| {}, &no_cancel())
            .unwrap();
        assert_eq!(e.save_state(), whole.save_state());
        // (A restored engine has the default number of threads: one.)
        assert_eq!(resumed.save_state(), whole.save_state());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn any_short_octal_code_on_one_and_two_threads(
        d0 in prop::sample::select(vec!["0", "4"]),
        digits in "[0-7]{1,3}",
        which in 0usize..4,
    ) {
        let code = format!("{d0}.{digits}");
        let rule = HeapRule::parse(&code).unwrap();
        let config = configs(2)[which];
        let mut a = SparseEngine::with_config(rule.clone(), one(config)).unwrap();
        let mut b = SparseEngine::with_config(rule, config).unwrap();
        let ra = a.run_until(20_000, &mut |_| {}, &no_cancel());
        let rb = b.run_until(20_000, &mut |_| {}, &no_cancel());
        prop_assert_eq!(ra, rb, "{}", code);
        prop_assert_eq!(a.save_state(), b.save_state(), "{}", code);
    }
}

#[test]
fn a_new_rare_position_in_any_lane_of_a_threaded_block() {
    // 0.444 finds a new rare position at 40 172, long after the one before (5 166), when
    // its values come from threaded vector blocks: that lane's assumed value is wrong.
    // A session is started so that the position falls in the first, a middle and the
    // last lane of a block (blocks of 32 from the session's start): each time the values
    // and the state must be those of one thread.
    at_lower_levels(
        module_path!(),
        "a_new_rare_position_in_any_lane_of_a_threaded_block",
    );
    let rule = HeapRule::parse("0.444").unwrap();
    let p = 40_172u64;
    let [config, ..] = configs(2);
    let whole = run(&rule, one(config), p + 3000);
    assert!(whole.rare_positions().contains(&p));
    for lane in [0, 13, 31] {
        let start = p - lane - 32 * 5;
        let mut e = run(&rule, one(config), start - 1);
        e.set_threads(2);
        e.run_until(p + 3000, &mut |_| {}, &no_cancel()).unwrap();
        if vector_blocks_run() {
            assert!(e.threaded_values() > 0, "lane {lane}: no threaded block");
        }
        assert_eq!(e.value(p), whole.value(p), "lane {lane}");
        assert_eq!(e.save_state(), whole.save_state(), "lane {lane}");
    }
}
