//! Dense blocks (the rare splits of 16 heap sizes at once into byte tables, used from a
//! few hundred rare splits per value wherever the vector blocks do not run: Treblecross's
//! growing list, every game at the portable level) against single steps and the naive
//! engine: the same values, depths, rare lists and states.

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::sequence;
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine};
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

fn sequential() -> SparseConfig {
    SparseConfig {
        parallel: false,
        window_after: None,
        ..SparseConfig::default()
    }
}

/// The engine run value by value (`step` never takes a block).
fn stepped(rule: &HeapRule, config: SparseConfig, upto: u64) -> SparseEngine {
    let mut e = SparseEngine::with_config(rule.clone(), config).unwrap();
    for _ in 0..=upto {
        e.step().unwrap();
    }
    e
}

fn blocks(rule: &HeapRule, config: SparseConfig, upto: u64) -> SparseEngine {
    let mut e = SparseEngine::with_config(rule.clone(), config).unwrap();
    e.run_until(upto, &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    e
}

#[test]
fn treblecross_in_dense_blocks_equals_naive_and_single_steps() {
    let rule = HeapRule::parse("treblecross").unwrap();
    let naive = sequence(&rule, 30_000).unwrap();
    let e = blocks(&rule, sequential(), 30_000);
    assert!((0..=30_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
    assert_eq!(
        e.save_state(),
        stepped(&rule, sequential(), 30_000).save_state()
    );
}

#[test]
fn long_rare_lists_in_dense_blocks_equal_single_steps() {
    // Codes whose rare positions keep coming; windowed and with progress every few
    // values, so that blocks are cut short.
    for code in ["0.007", "0.37", "4.007", "0.0007", "0.51"] {
        let rule = HeapRule::parse(code).unwrap();
        for config in [
            sequential(),
            SparseConfig {
                progress_every: 37,
                ..sequential()
            },
            SparseConfig {
                window_after: Some(4096),
                min_prefix: 64,
                ..sequential()
            },
        ] {
            let a = blocks(&rule, config, 12_000);
            let b = stepped(&rule, config, 12_000);
            assert_eq!(a.save_state(), b.save_state(), "{code} {config:?}");
        }
    }
}

#[test]
fn short_rare_lists_in_dense_blocks_without_vector_kernels() {
    // Officers and Grundy's game: their rare lists stop growing at some hundreds, past
    // the bound from which dense blocks run (256 rare splits a value); without the
    // vector kernels, as at the portable level, the dense blocks take every value then.
    let config = SparseConfig {
        vector: false,
        ..sequential()
    };
    for rule in [
        HeapRule::parse("officers").unwrap(),
        HeapRule::grundy_game(),
    ] {
        let upto = 24_000;
        let e = blocks(&rule, config, upto);
        assert!(
            e.rare_positions().len() >= 256,
            "{rule}: {}",
            e.rare_positions().len()
        );
        let naive = sequence(&rule, upto).unwrap();
        assert!(
            (0..=upto).all(|n| e.value(n) == Some(naive[n as usize])),
            "{rule}"
        );
        assert_eq!(
            e.save_state(),
            stepped(&rule, config, upto).save_state(),
            "{rule}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn any_short_code_in_blocks_and_single_steps(
        d0 in prop::sample::select(vec!["0", "4"]),
        digits in "[0-7]{1,4}",
    ) {
        let code = format!("{d0}.{digits}");
        let rule = HeapRule::parse(&code).unwrap();
        let a = blocks(&rule, sequential(), 8_000);
        let b = stepped(&rule, sequential(), 8_000);
        prop_assert_eq!(a.save_state(), b.save_state(), "{}", code);
    }
}
