//! The naive sequence engine against the brute-force search of the game played straight
//! from its rule (`HeapGame` + `Solver`, one heap), and the engine's long-run machinery:
//! progress, cancel, save/restore, overflow.

use grundy::heap::engine::{EngineError, NimSequenceEngine, RunOutcome};
use grundy::heap::naive::{lasker_value, sequence, NaiveEngine};
use grundy::heap::rule::{HeapGame, HeapRule};
use grundy::Solver;
use proptest::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// G(0..=upto) of one heap by exhaustive search of the game tree.
fn brute(rule: &HeapRule, upto: u64) -> Vec<u16> {
    let game = HeapGame::new(rule.clone());
    let mut solver = Solver::new(&game);
    (0..=upto)
        .map(|n| {
            let heaps = if n == 0 { vec![] } else { vec![n] };
            solver.grundy(&heaps).unwrap() as u16
        })
        .collect()
}

fn check(code: &str, upto: u64) {
    let rule = HeapRule::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
    let fast = sequence(&rule, upto).unwrap();
    assert_eq!(fast, brute(&rule, upto), "{code}");
}

#[test]
fn every_one_and_two_digit_octal_code() {
    let mut count = 0;
    for d0 in ["0", "4"] {
        for d1 in 0..8 {
            check(&format!("{d0}.{d1}"), 26);
            count += 1;
            for d2 in 0..8 {
                check(&format!("{d0}.{d1}{d2}"), 26);
                count += 1;
            }
        }
    }
    assert_eq!(count, 144);
}

#[test]
fn modifiers_periodic_codes_and_named_games() {
    for code in [
        "4!.0",
        "0.4!",
        "0.4=",
        "4=.0",
        "0.6!",
        "0.7=",
        "4!.7",
        "0.04!",
        "0.{2,3!}",
        "0.{3?}",
        "tb(8!.0)",
        "tb(0.8?)",
        "tb(0.8=)",
        "tb(C=.0)",
        "tb(0.F!)",
        "tb(8.1)",
        "0.[3]",
        "0.[7]",
        "0.3[37]",
        "0.[4]",
        "4.[1]",
        "kayles",
        "dawson-kayles",
        "dawson-chess",
        "treblecross",
        "officers",
    ] {
        check(code, 20);
    }
}

#[test]
fn grundy_game_first_values() {
    // docs/theory.md#grundys-game (Winning Ways ch. 4), and against brute force here.
    let expected = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3,
    ];
    let rule = HeapRule::grundy_game();
    assert_eq!(sequence(&rule, 30).unwrap(), expected);
    assert_eq!(brute(&rule, 30), expected);
}

#[test]
fn lasker_closed_form_against_brute_force() {
    let brute = brute(&HeapRule::Lasker, 22);
    let closed: Vec<u16> = (0..=22).map(|n| lasker_value(n) as u16).collect();
    assert_eq!(brute, closed);
    assert_eq!(sequence(&HeapRule::Lasker, 22).unwrap(), closed);
    // The same rule written as the code 4.[3] is recognised as Lasker's Nim.
    assert_eq!(HeapRule::parse("tb(4.[3])").unwrap(), HeapRule::Lasker);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn three_digit_octal_codes(d0 in prop::sample::select(vec![0u8, 4]), d in prop::array::uniform3(0u8..8)) {
        check(&format!("{d0}.{}{}{}", d[0], d[1], d[2]), 22);
    }

    #[test]
    fn hexadecimal_codes(d0 in prop::sample::select(vec!['0', '4', '8', 'C']),
                         d in prop::collection::vec(0u32..16, 1..3)) {
        let digits: String = d.iter().map(|&x| char::from_digit(x, 16).unwrap()).collect();
        check(&format!("hex({d0}.{digits})"), 17);
    }
}

/// The naive engine used to refuse these ("cannot compute 0.*"); it now computes them
/// with split tables, agrees with the game played from its rule, and resumes from a
/// saved state (the tables rebuilt from the values) to the values of one run.
#[test]
fn four_heap_moves_are_computed_and_resume() {
    let cancel = AtomicBool::new(false);
    for code in [
        "tb(0.G)",
        "tb(0.&31;)",
        "0.*",
        "0.{2+}",
        "tb(0.*!3)",
        "tb(80.7)",
    ] {
        check(code, 12);
        let rule = HeapRule::parse(code).unwrap();
        let mut one = NaiveEngine::new(rule.clone()).unwrap();
        one.run_until(150, &mut |_| {}, &cancel).unwrap();
        let mut first = NaiveEngine::new(rule).unwrap();
        first.run_until(70, &mut |_| {}, &cancel).unwrap();
        let mut resumed = NaiveEngine::restore(first.save_state()).unwrap();
        resumed.run_until(150, &mut |_| {}, &cancel).unwrap();
        assert_eq!(resumed.values(), one.values(), "{code}");
        assert_eq!(
            resumed.value_from(one.values(), 150).unwrap(),
            one.values()[150]
        );
    }
}

#[test]
fn checkpoint_and_resume_equal_one_run() {
    let cancel = AtomicBool::new(false);
    for code in [
        "officers",
        "0.007",
        "grundy-game",
        "hex(0.9A)",
        "0.3[37]",
        "lasker",
    ] {
        let rule = HeapRule::parse(code).unwrap();
        let mut whole = NaiveEngine::new(rule.clone()).unwrap();
        whole.run_until(600, &mut |_| {}, &cancel).unwrap();
        let mut first = NaiveEngine::new(rule).unwrap();
        first.run_until(250, &mut |_| {}, &cancel).unwrap();
        let state = first.save_state();
        let json = serde_json::to_string(&state).unwrap();
        let mut resumed = NaiveEngine::restore(serde_json::from_str(&json).unwrap()).unwrap();
        resumed.run_until(600, &mut |_| {}, &cancel).unwrap();
        assert_eq!(resumed.values(), whole.values(), "{code}");
        assert_eq!(resumed.save_state(), whole.save_state(), "{code}");
    }
}

#[test]
fn cancel_stops_and_the_state_resumes() {
    let rule = HeapRule::parse("kayles").unwrap();
    let cancel = AtomicBool::new(false);
    let mut engine = NaiveEngine::new(rule.clone())
        .unwrap()
        .with_progress_every(50);
    let mut seen = Vec::new();
    let out = engine
        .run_until(
            10_000,
            &mut |p| {
                seen.push(p.computed);
                if p.computed >= 200 {
                    cancel.store(true, Ordering::Relaxed);
                }
            },
            &cancel,
        )
        .unwrap();
    assert_eq!(out, RunOutcome::Cancelled { computed: 200 });
    assert_eq!(seen, [50, 100, 150, 200, 200]);
    let mut resumed = NaiveEngine::restore(engine.save_state()).unwrap();
    resumed
        .run_until(400, &mut |_| {}, &AtomicBool::new(false))
        .unwrap();
    assert_eq!(resumed.values(), sequence(&rule, 400).unwrap());
}

#[test]
fn damaged_or_mismatched_states_are_refused() {
    let mut engine = NaiveEngine::new(HeapRule::parse("0.77").unwrap()).unwrap();
    for _ in 0..50 {
        engine.step().unwrap();
    }
    let good = engine.save_state();
    let mut bad = good.clone();
    bad.rule = "0.07".into(); // values of Kayles under Dawson's Kayles
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    let mut bad = good.clone();
    bad.values.pop();
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    let mut bad = good.clone();
    bad.engine = "sparse".into();
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    let mut bad = good.clone();
    bad.format = 99;
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    let mut bad = good.clone();
    bad.max_value = 1;
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    let mut bad = good.clone();
    bad.rule = "0.8".into();
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::Rule(_))
    ));
    let mut bad = good.clone();
    *bad.values.last_mut().unwrap() ^= 1;
    assert!(matches!(
        NaiveEngine::restore(bad),
        Err(EngineError::BadState(_))
    ));
    assert!(NaiveEngine::restore(good).is_ok());
}

#[test]
fn values_beyond_u16_are_an_error_not_a_wrap() {
    // Lasker's Nim: G(65535) = 65536.
    let mut engine = NaiveEngine::new(HeapRule::Lasker).unwrap();
    let err = engine
        .run_until(70_000, &mut |_| {}, &AtomicBool::new(false))
        .unwrap_err();
    assert_eq!(err, EngineError::ValueOverflow { n: 65535 });
    assert_eq!(engine.computed(), 65535);
    assert_eq!(engine.value(65534), Some(65534));
    assert!(err.to_string().contains("65535"));
}
