//! The sparse engine with its vector kernels (AVX-512, AVX2 or NEON, chosen at run time) against
//! the same engine with its portable loops and against the naive engine: same values,
//! depths, rare lists and states, in every layout. The engine chooses its level once per
//! process, so the kernels of the levels below the process's that the CPU has are checked
//! by running the same tests again in child processes with `GRUNDY_SIMD` set
//! ([`at_lower_levels`]). (The kernels one by one, against plain loops, at every level:
//! the unit tests of `heap::vector`.)

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::sequence;
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine};
use grundy::heap::vector::available;
use grundy::heap::vector::{level, Level};
use levels::at_lower_levels;
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

use crate::levels;

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

fn sequential() -> SparseConfig {
    SparseConfig {
        parallel: false,
        window_after: None,
        ..SparseConfig::default()
    }
}

#[test]
fn the_kernels_run_where_the_level_says() {
    // The kernels run at the AVX2, AVX-512 and NEON levels: the CPU's best unless GRUNDY_SIMD
    // forces a lower one. Where they do not, the tests below compare the portable loops
    // with themselves (and say so here).
    use grundy::heap::vector::detected;
    eprintln!("CPU level {}, running at {}", detected(), level());
    assert!(level() <= detected() && level().supported());
    assert_eq!(available(), level() != Level::Portable);
    if level() == Level::Portable {
        eprintln!("level portable: the engine's kernels are not checked in this process");
    }
    if std::env::var("GRUNDY_SIMD").is_err()
        && std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|c| {
            [
                "avx512f",
                "avx512bw",
                "avx512vl",
                "avx512vbmi",
                "avx512vbmi2",
                "gfni",
                "bmi2",
            ]
            .iter()
            .all(|f| c.split_whitespace().any(|w| w == *f))
        })
    {
        assert_eq!(level(), Level::Avx512);
    }
}

#[test]
fn vector_kernels_equal_portable_loops() {
    // The kernels of the process's level (and, in child processes, of each lower level
    // with kernels) record exactly what the portable loops record: same values, same
    // depths, same rare lists — in the sequential, parallel and ring-buffer layouts.
    at_lower_levels(module_path!(), "vector_kernels_equal_portable_loops");
    let portable = |c: SparseConfig| SparseConfig { vector: false, ..c };
    let windowed = SparseConfig {
        window_after: Some(4096),
        min_prefix: 64,
        ..sequential()
    };
    let parallel = SparseConfig {
        parallel: true,
        ..sequential()
    };
    for (code, upto) in [
        ("0.6", 150_000),
        ("4!.0", 60_000),
        ("0.77", 20_000),
        ("0.137", 20_000),
        ("0.16", 30_000),
        ("0.26", 30_000),
        ("4.07", 20_000),
        // Values past 512 (518 by 40 000, 712 by 30 000): the wide search; 4.007 with
        // two split moves (k = 0 and 3), searched in chunks.
        ("0.007", 40_000),
        ("4.007", 30_000),
    ] {
        let rule = HeapRule::parse(code).unwrap();
        for config in [sequential(), windowed, parallel] {
            let mut a = SparseEngine::with_config(rule.clone(), config).unwrap();
            let mut b = SparseEngine::with_config(rule.clone(), portable(config)).unwrap();
            a.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
            b.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
            assert_eq!(a.save_state(), b.save_state(), "{code} {config:?}");
        }
    }
    // Grundy's game splits without taking (k = 0) and reaches vector blocks only later.
    let rule = HeapRule::grundy_game();
    let mut a = SparseEngine::with_config(rule.clone(), sequential()).unwrap();
    let mut b = SparseEngine::with_config(rule, portable(sequential())).unwrap();
    a.run_until(300_000, &mut |_| {}, &no_cancel()).unwrap();
    b.run_until(300_000, &mut |_| {}, &no_cancel()).unwrap();
    assert_eq!(a.save_state(), b.save_state(), "4!.0");
}

#[test]
fn vector_engine_equals_naive_on_officers() {
    // Officers past its last rare position (20 627), where the vector block runs.
    at_lower_levels(module_path!(), "vector_engine_equals_naive_on_officers");
    let rule = HeapRule::parse("officers").unwrap();
    let naive = sequence(&rule, 60_000).unwrap();
    let mut e = SparseEngine::with_config(rule, sequential()).unwrap();
    e.run_until(60_000, &mut |_| {}, &no_cancel()).unwrap();
    assert!((0..=60_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
    assert_eq!(e.rare_positions().last(), Some(&20_627));
}

/// The child processes of [`at_lower_levels`] run the test they are given on every CPU,
/// not only where a level lies below the CPU's best: a test of this module again at the
/// portable level. (Named bare, the children found no test once the tests became one
/// binary, and only an AVX-512 host, whose AVX2 level runs in children, failed.)
#[test]
fn a_child_process_runs_the_test_it_names() {
    let path = levels::test_path(module_path!(), "vector_engine_equals_naive_on_officers");
    assert_eq!(path, "heap_vector::vector_engine_equals_naive_on_officers");
    levels::run_at(&path, Level::Portable);
}

#[test]
fn short_octal_codes_at_lower_levels() {
    // The property below, at each lower level with kernels (in child processes).
    at_lower_levels(
        module_path!(),
        "any_short_octal_code_with_and_without_kernels",
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_short_octal_code_with_and_without_kernels(
        d0 in prop::sample::select(vec!["0", "4"]),
        digits in "[0-7]{1,3}",
        windowed in any::<bool>(),
    ) {
        let code = format!("{d0}.{digits}");
        let rule = HeapRule::parse(&code).unwrap();
        let config = SparseConfig {
            window_after: windowed.then_some(2048),
            min_prefix: 64,
            ..sequential()
        };
        let mut a = SparseEngine::with_config(rule.clone(), config).unwrap();
        let mut b = SparseEngine::with_config(rule, SparseConfig { vector: false, ..config }).unwrap();
        let ra = a.run_until(20_000, &mut |_| {}, &no_cancel());
        let rb = b.run_until(20_000, &mut |_| {}, &no_cancel());
        prop_assert_eq!(ra, rb, "{}", code);
        prop_assert_eq!(a.save_state(), b.save_state(), "{}", code);
    }
}
