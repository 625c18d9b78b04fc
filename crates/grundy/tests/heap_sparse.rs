//! The sparse engine against the naive oracle: every 1-, 2- and 3-digit octal code, a
//! sample of hexadecimal codes, Grundy's game, deliberately bad masks, the ring buffer,
//! checkpoint → resume, cancellation, refused rules and states. (The engine with and
//! without its vector kernels: `heap_vector.rs`.)

use grundy::heap::engine::{EngineError, NimSequenceEngine, Progress, RunOutcome};
use grundy::heap::naive::{sequence, NaiveEngine};
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine, SparseMask};
use proptest::prelude::*;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

fn no_cancel() -> AtomicBool {
    AtomicBool::new(false)
}

/// `G(0..=upto)` with the sparse engine under `config`; `Err` if the engine refused a
/// value (only the ring buffer may do that).
fn sparse_values(
    rule: &HeapRule,
    config: SparseConfig,
    upto: u64,
) -> Result<Vec<u16>, EngineError> {
    let mut e = SparseEngine::with_config(rule.clone(), config)?;
    let mut out = Vec::with_capacity(upto as usize + 1);
    for _ in 0..=upto {
        out.push(e.step()?);
    }
    Ok(out)
}

fn sequential() -> SparseConfig {
    SparseConfig {
        parallel: false,
        window_after: None,
        ..SparseConfig::default()
    }
}

/// A configuration that switches to the ring buffer early (as soon as the ring is half
/// the length).
fn tiny_window() -> SparseConfig {
    SparseConfig {
        window_after: Some(1024),
        min_prefix: 16,
        ring_margin: 2,
        parallel: false,
        ..SparseConfig::default()
    }
}

/// Every octal code `d0.d1d2d3` with `d0 ∈ {0, 4}` and digits 0–7 (trailing zeros make
/// the 1- and 2-digit codes), canonical and without duplicates.
fn all_short_octal_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for d0 in ["0", "4"] {
        for x in 0..512u32 {
            let code = format!("{d0}.{}{}{}", x / 64, x / 8 % 8, x % 8);
            codes.push(HeapRule::parse(&code).unwrap().to_string());
        }
    }
    codes.sort();
    codes.dedup();
    codes
}

#[test]
fn every_short_octal_code_equals_naive_to_2000() {
    let codes = all_short_octal_codes();
    assert_eq!(codes.len(), 1024);
    let failures: Vec<String> = codes
        .par_iter()
        .filter_map(|code| {
            let rule = HeapRule::parse(code).unwrap();
            let naive = sequence(&rule, 2000).unwrap();
            let sparse = sparse_values(&rule, sequential(), 2000).unwrap();
            (naive != sparse).then(|| code.clone())
        })
        .collect();
    assert!(failures.is_empty(), "sparse ≠ naive for {failures:?}");
}

#[test]
fn every_short_octal_code_through_the_ring_buffer_is_right_or_refused() {
    // With the ring buffer after 1024 values, each code either matches the engine that
    // keeps every value (itself equal to naive, above) up to 8000, or stops with an
    // error — never a wrong value. Codes that have not switched to the ring buffer by
    // 2048 (many rare positions or a deep search: the ring would not save memory) stop
    // there.
    let codes = all_short_octal_codes();
    let results: Vec<(String, bool)> = codes
        .par_iter()
        .map(|code| {
            let rule = HeapRule::parse(code).unwrap();
            let mut full = SparseEngine::with_config(rule.clone(), sequential()).unwrap();
            let mut e = SparseEngine::with_config(rule, tiny_window()).unwrap();
            for n in 0..8000u64 {
                if n == 2048 && !e.is_windowed() {
                    break;
                }
                let expected = full.step().unwrap();
                match e.step() {
                    Ok(v) => assert_eq!(v, expected, "{code} at {n}"),
                    Err(EngineError::Unsupported { .. }) => {
                        // Refused: the engine is unchanged.
                        assert_eq!(e.computed(), n, "{code}");
                        return (code.clone(), false);
                    }
                    Err(other) => panic!("{code}: {other}"),
                }
            }
            (code.clone(), e.is_windowed())
        })
        .collect();
    let windowed = results.iter().filter(|(_, w)| *w).count();
    assert!(windowed >= 200, "only {windowed} codes ran windowed");
    for game in ["0.77", "0.54", "4.07"] {
        assert!(
            results.iter().any(|(c, w)| c == game && *w),
            "{game} did not run windowed"
        );
    }
}

#[test]
fn hexadecimal_sample() {
    // Hexadecimal digits up to 7 are octal moves: computed and equal to naive.
    for code in [
        "hex(0.77)",
        "hex(0.6)",
        "hex(4.37)",
        "hex(0.512)",
        "hex(0.0707)",
    ] {
        let rule = HeapRule::parse(code).unwrap();
        assert_eq!(
            sparse_values(&rule, sequential(), 2000).unwrap(),
            sequence(&rule, 2000).unwrap(),
            "{code}"
        );
    }
    // Digits with the three-heap bit are refused: the caller falls back to naive.
    for code in ["hex(0.8)", "hex(0.F)", "hex(0.1C)", "hex(4.9)", "hex(0.7F)"] {
        let rule = HeapRule::parse(code).unwrap();
        assert!(
            matches!(
                SparseEngine::new(rule),
                Err(EngineError::Unsupported { .. })
            ),
            "{code}"
        );
    }
}

#[test]
fn constrained_two_heap_codes() {
    for code in ["4!.0", "4=.0", "0.4!", "0.5?7", "4!.07", "0.4=4", "4!.6"] {
        let rule = HeapRule::parse(code).unwrap();
        assert_eq!(
            sparse_values(&rule, sequential(), 1500).unwrap(),
            sequence(&rule, 1500).unwrap(),
            "{code}"
        );
    }
}

#[test]
fn grundys_game_to_20000() {
    let rule = HeapRule::grundy_game();
    let naive = sequence(&rule, 20_000).unwrap();
    let mut e = SparseEngine::new(rule).unwrap();
    e.run_until(20_000, &mut |_| {}, &no_cancel()).unwrap();
    assert!((0..=20_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
    // Flammenkamp's mask: rare ⇔ popcount(G(n) >> 1) even.
    assert_eq!(e.mask().value_mask() & 1, 0);
    assert!(e.rare_positions().len() < 1300);
}

#[test]
fn refused_rules() {
    for code in ["lasker", "tb(0.[3])", "tb(0.{3+})", "tb(0.*)"] {
        let rule = HeapRule::parse(code).unwrap();
        assert!(
            matches!(
                SparseEngine::new(rule),
                Err(EngineError::Unsupported { .. })
            ),
            "{code}"
        );
    }
    // The position-parity mask needs split distances of one parity (0.44: k = 1, 2).
    let config = SparseConfig {
        mask: Some(SparseMask::new(1, true)),
        ..SparseConfig::default()
    };
    let r = SparseEngine::with_config(HeapRule::parse("0.44").unwrap(), config);
    assert!(matches!(r, Err(EngineError::Unsupported { .. })));
}

const GAMES: &[&str] = &[
    "0.6", "0.77", "0.07", "0.137", "0.007", "4!.0", "0.051", "0.16", "4.07", "0.54",
];

#[test]
fn bad_masks_are_slow_but_right() {
    let masks = [
        SparseMask::ALL_RARE,
        SparseMask::new(1, false),
        SparseMask::new(0xffff, false),
        SparseMask::new(0b1000_0000, false),
        SparseMask::new(0, true),
        SparseMask::new(0b101, true),
    ];
    for code in GAMES {
        let rule = HeapRule::parse(code).unwrap();
        let naive = sequence(&rule, 2000).unwrap();
        for mask in masks {
            let config = SparseConfig {
                mask: Some(mask),
                ..sequential()
            };
            match SparseEngine::with_config(rule.clone(), config) {
                Ok(_) => assert_eq!(
                    sparse_values(&rule, config, 2000).unwrap(),
                    naive,
                    "{code} with {mask:?}"
                ),
                Err(EngineError::Unsupported { .. }) => assert!(mask.position_parity()),
                Err(other) => panic!("{other}"),
            }
        }
    }
}

#[test]
fn position_parity_is_chosen_where_it_helps() {
    // Flammenkamp's example .051: sparse in (value, position parity).
    let rule = HeapRule::parse("0.051").unwrap();
    let mut e = SparseEngine::new(rule).unwrap();
    e.run_until(3000, &mut |_| {}, &no_cancel()).unwrap();
    assert!(e.mask().position_parity(), "{:?}", e.mask());
    assert!(e.rare_positions().len() <= 7, "{:?}", e.rare_positions());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn any_mask_any_code(d0 in prop::sample::select(vec!["0", "4"]), digits in "[0-7]{1,4}",
                         value_mask in 0u32..1024, parity in any::<bool>()) {
        let rule = HeapRule::parse(&format!("{d0}.{digits}")).unwrap();
        let config = SparseConfig { mask: Some(SparseMask::new(value_mask, parity)), ..sequential() };
        if SparseEngine::with_config(rule.clone(), config).is_ok() {
            prop_assert_eq!(sparse_values(&rule, config, 600).unwrap(), sequence(&rule, 600).unwrap());
        }
    }
}

/// Runs to `upto` in one go, and in pieces with a JSON round trip of the state at each
/// `stops`; the final states and values must be equal.
fn resume_equals_uninterrupted(code: &str, config: SparseConfig, stops: &[u64], upto: u64) {
    let rule = HeapRule::parse(code).unwrap();
    let mut one = SparseEngine::with_config(rule.clone(), config).unwrap();
    one.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
    let mut e = SparseEngine::with_config(rule, config).unwrap();
    for &stop in stops {
        e.run_until(stop, &mut |_| {}, &no_cancel()).unwrap();
        let json = serde_json::to_string(&e.save_state()).unwrap();
        e = SparseEngine::restore(serde_json::from_str(&json).unwrap()).unwrap();
    }
    e.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
    assert_eq!(e.save_state(), one.save_state(), "{code}");
}

#[test]
fn checkpoint_resume_equals_one_run() {
    for code in ["0.6", "4!.0", "0.137", "0.007", "0.051"] {
        resume_equals_uninterrupted(code, sequential(), &[0, 1, 17, 500, 2047, 2048], 5000);
    }
    for code in ["0.77", "0.54", "0.53", "0.75"] {
        // Across the switch to the ring buffer and many wraps of it.
        resume_equals_uninterrupted(code, tiny_window(), &[1023, 4096, 5000, 9001], 30_000);
    }
    let forced = SparseConfig {
        mask: Some(SparseMask::new(0x1ee, false)),
        ..sequential()
    };
    resume_equals_uninterrupted("0.6", forced, &[3, 7000, 7001], 20_000);
}

#[test]
fn windowed_state_is_small_and_values_right() {
    let rule = HeapRule::parse("0.53").unwrap();
    let naive = sequence(&rule, 60_000).unwrap();
    let mut e = SparseEngine::with_config(rule, tiny_window()).unwrap();
    e.run_until(60_000, &mut |_| {}, &no_cancel()).unwrap();
    assert!(e.is_windowed());
    let state = e.save_state();
    assert!(state.values_from > 0);
    assert!(state.values.len() < 30_000);
    for (i, &v) in state.values.iter().enumerate() {
        assert_eq!(v, naive[state.values_from as usize + i]);
    }
    assert!(e.memory_bytes() < 200_000);
}

#[test]
fn restore_refuses_damaged_states() {
    let mut e = SparseEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    e.run_until(300, &mut |_| {}, &no_cancel()).unwrap();
    let good = e.save_state();
    assert!(SparseEngine::restore(good.clone()).is_ok());
    let mut wrong_value = good.clone();
    let last = wrong_value.values.len() - 1;
    wrong_value.values[last] ^= 1;
    assert!(SparseEngine::restore(wrong_value).is_err());
    let mut wrong_engine = good.clone();
    wrong_engine.engine = "naive".into();
    assert!(SparseEngine::restore(wrong_engine).is_err());
    let mut wrong_rule = good.clone();
    wrong_rule.rule = "0.6".into();
    assert!(SparseEngine::restore(wrong_rule).is_err());
    let mut missing = good.clone();
    missing.extra.remove("histogram");
    assert!(SparseEngine::restore(missing).is_err());
    let mut wrong_mask = good;
    wrong_mask.extra.insert("mask".into(), vec![0]);
    assert!(SparseEngine::restore(wrong_mask).is_err());
    // A naive state is not a sparse one.
    let mut naive = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    naive.step().unwrap();
    assert!(SparseEngine::restore(naive.save_state()).is_err());
}

#[test]
fn a_state_saved_before_the_ring_margin_restores_with_the_old_rule() {
    let config = SparseConfig {
        ring_margin: 5,
        ..SparseConfig::default()
    };
    let mut e = SparseEngine::with_config(HeapRule::parse("0.77").unwrap(), config).unwrap();
    e.run_until(300, &mut |_| {}, &no_cancel()).unwrap();
    let state = e.save_state();
    assert_eq!(state.extra["config"].len(), 7);
    let again = SparseEngine::restore(state.clone()).unwrap();
    assert_eq!(again.config().ring_margin, 5);
    let mut old = state;
    old.extra.get_mut("config").unwrap().pop();
    let again = SparseEngine::restore(old).unwrap();
    assert_eq!(again.config().ring_margin, 2);
    assert_eq!(again.value(300), e.value(300));
}

#[test]
fn the_ring_buffer_waits_until_it_is_an_eighth_of_the_length() {
    // Kayles at 1024 values (the first look at the layout with this window): its ring
    // would be between an eighth and a half of the length, so with a ring margin of 8
    // the engine keeps every value there and takes the ring buffer at 2048; with 2 it
    // takes it at once. The values are the same either way.
    let rule = HeapRule::parse("0.77").unwrap();
    let engine = |ring_margin: u64| {
        let config = SparseConfig {
            ring_margin,
            ..tiny_window()
        };
        SparseEngine::with_config(rule.clone(), config).unwrap()
    };
    let (mut eager, mut patient) = (engine(2), engine(8));
    for e in [&mut eager, &mut patient] {
        e.run_until(1030, &mut |_| {}, &no_cancel()).unwrap();
    }
    assert!(eager.is_windowed());
    assert!(!patient.is_windowed());
    patient.run_until(2100, &mut |_| {}, &no_cancel()).unwrap();
    assert!(patient.is_windowed());
    let naive = sequence(&rule, 20_000).unwrap();
    for e in [&mut eager, &mut patient] {
        e.run_until(20_000, &mut |_| {}, &no_cancel()).unwrap();
        // (The ring buffer holds the prefix and the last values.)
        assert!((19_950..=20_000u64).all(|n| e.value(n) == Some(naive[n as usize])));
        assert!((0..=20_000u64).all(|n| e.value(n).is_none_or(|v| v == naive[n as usize])));
    }
}

/// Every entry of a saved state (a full one and a ring-buffer one) set to values that
/// stress it — 0, powers of two and their neighbours, 16-, 32- and 64-bit extremes —
/// is refused or resumes and runs on; never a panic (before: a rare value past the
/// bitsets indexed out of bounds, and a ring start near `u64::MAX` overflowed).
#[test]
fn restore_never_panics_on_changed_entries() {
    let specials = [
        0u64,
        1,
        2,
        15,
        16,
        63,
        64,
        1023,
        65535,
        65536,
        u64::from(u32::MAX),
        u64::MAX - 1,
        u64::MAX,
    ];
    for config in [sequential(), tiny_window()] {
        let mut e = SparseEngine::with_config(HeapRule::parse("0.137").unwrap(), config).unwrap();
        e.run_until(5000, &mut |_| {}, &no_cancel()).unwrap();
        let good = e.save_state();
        let mut changed = Vec::new();
        for (key, entry) in &good.extra {
            for i in 0..entry.len().min(4) {
                for &x in &specials {
                    let mut state = good.clone();
                    state.extra.get_mut(key).unwrap()[i] = x;
                    changed.push((format!("{key}[{i}] = {x}"), state));
                }
            }
        }
        for &x in &specials {
            let mut state = good.clone();
            state.computed = x;
            changed.push((format!("computed = {x}"), state));
            let mut state = good.clone();
            state.values_from = x;
            changed.push((format!("values_from = {x}"), state));
            let mut state = good.clone();
            state.max_value = x as u16;
            changed.push((format!("max_value = {x}"), state));
        }
        for (what, state) in changed {
            let run = std::panic::catch_unwind(move || {
                if let Ok(mut e) = SparseEngine::restore(state) {
                    let n = e.computed();
                    let _ = e.run_until(n + 300, &mut |_| {}, &no_cancel());
                }
            });
            assert!(run.is_ok(), "{what}: panicked");
        }
    }
}

#[test]
fn cancellation_stops_and_resumes() {
    let rule = HeapRule::parse("0.6").unwrap();
    let config = SparseConfig {
        progress_every: 1000,
        ..SparseConfig::default()
    };
    let cancel = AtomicBool::new(false);
    let mut e = SparseEngine::with_config(rule.clone(), config).unwrap();
    let mut reports: Vec<Progress> = Vec::new();
    let outcome = e
        .run_until(
            1_000_000,
            &mut |p| {
                reports.push(p);
                if p.computed >= 5000 {
                    cancel.store(true, Ordering::Relaxed);
                }
            },
            &cancel,
        )
        .unwrap();
    assert_eq!(outcome, RunOutcome::Cancelled { computed: 5000 });
    assert_eq!(e.computed(), 5000);
    assert!(reports.iter().all(|p| p.target == 1_000_001));
    // Raised before the start: nothing is computed.
    let mut f = SparseEngine::new(rule.clone()).unwrap();
    assert_eq!(
        f.run_until(10, &mut |_| {}, &cancel).unwrap(),
        RunOutcome::Cancelled { computed: 0 }
    );
    // Resuming gives the uninterrupted values.
    cancel.store(false, Ordering::Relaxed);
    e.run_until(8000, &mut |_| {}, &cancel).unwrap();
    let naive = sequence(&rule, 8000).unwrap();
    assert!((0..=8000u64).all(|n| e.value(n) == Some(naive[n as usize])));
}

#[test]
fn parallel_equals_sequential_state() {
    // The parallel paths (speculative blocks, shared rare lists) record exactly what the
    // sequential engine records, so their states are equal.
    for (code, upto) in [
        ("0.6", 40_000),
        ("4!.0", 40_000),
        ("0.007", 60_000),
        ("0.16", 30_000),
    ] {
        let rule = HeapRule::parse(code).unwrap();
        let parallel = SparseConfig {
            parallel: true,
            ..sequential()
        };
        let mut a = SparseEngine::with_config(rule.clone(), parallel).unwrap();
        let mut b = SparseEngine::with_config(rule, sequential()).unwrap();
        a.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
        b.run_until(upto, &mut |_| {}, &no_cancel()).unwrap();
        let (mut sa, sb) = (a.save_state(), b.save_state());
        sa.extra.insert("config".into(), sb.extra["config"].clone());
        assert_eq!(sa, sb, "{code}");
    }
}

#[test]
fn an_eager_ring_buffer_stays_right() {
    // Grundy's game keeps producing rare positions; with a rare margin of 1 and a tiny
    // window the engine enters the ring buffer as early as it can, and a rare position
    // that needs the lost history makes it recompute that history (the path is also
    // taken by `bench-heap` on Grundy's game at 2^24, at n = 7 250 049). Values stay right.
    let rule = HeapRule::grundy_game();
    let naive = sequence(&rule, 60_000).unwrap();
    let config = SparseConfig {
        window_after: Some(1024),
        min_prefix: 16,
        rare_margin: 1,
        ring_margin: 2,
        parallel: false,
        ..SparseConfig::default()
    };
    let mut e = SparseEngine::with_config(rule, config).unwrap();
    for (n, &expected) in naive.iter().enumerate() {
        assert_eq!(e.step().unwrap(), expected, "G({n})");
    }
    let again = SparseEngine::restore(e.save_state()).unwrap();
    assert_eq!(again.save_state(), e.save_state());
}
