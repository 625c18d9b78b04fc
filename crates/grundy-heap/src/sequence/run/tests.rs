use super::{compute, SequenceRun, Stop};
use crate::heap::rule::HeapRule;
use crate::sequence::subtraction::SubtractionRule;
use crate::sequence::SequenceRule;
use std::sync::atomic::{AtomicBool, Ordering};

#[test]
fn both_spellings_of_a_subtraction_game_run_alike() {
    let sub = SubtractionRule::all_but([2, 3, 5]).unwrap();
    let cancel = AtomicBool::new(false);
    let a = compute(sub.clone(), "a".into(), 300, false, &cancel).unwrap();
    let heap = HeapRule::from_subtraction(&sub).unwrap();
    let b = compute(heap, "a".into(), 300, false, &cancel).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.values.unwrap().to_vec(), sub.direct_values(301));
}

/// Runs `rule` to `upto` looking for a period, then through it; `None` when no
/// period is proved on the way.
fn through_the_period(rule: impl Into<SequenceRule>, upto: u64) -> Option<SequenceRun> {
    let go = AtomicBool::new(false);
    let mut run = SequenceRun::new(rule, "r".into()).unwrap();
    while let Stop::Chunk { .. } = run.step(upto, true, &mut |_| {}, &go).unwrap() {}
    run.generate_to(upto, &go).unwrap().then_some(run)
}

/// Issue 41 point 5: the report of `G(0..=N)` past a proved period costs what the
/// proof costs, whatever N — counted, not timed: the run computes no value past the
/// proof, and without a saltus the statistics take one step a residue.
#[test]
fn a_report_past_a_proved_period_computes_nothing_more() {
    let upto = 100_000_000;
    let run = through_the_period(HeapRule::parse("dawson-chess").unwrap(), upto).unwrap();
    let proof = run.computed();
    assert!(proof <= 1024, "computed {proof}");
    let r = run.report();
    assert_eq!((r.computed, r.upto), (upto + 1, upto));
    assert_eq!(r.generated_from, Some(proof));
    assert_eq!(r.stats.count, upto + 1);
    assert!(r.values.is_none(), "more than KEEP_LIMIT values");
    // Each value of a period of 34 (from 52) occurs in proportion: 10^8 ≈ 2,941,175
    // periods, and a value v occurring k times a period about k·2,941,175 times.
    let zeros = r.stats.frequencies.iter().find(|f| f.value == 0).unwrap();
    let in_period = (52..86).filter(|&n| run.kept().get(n) == Some(0)).count() as u64;
    let periods = (upto + 1 - 52) / 34;
    assert!(
        zeros.count.abs_diff(in_period * periods) <= 60,
        "{}",
        zeros.count
    );
}

/// The statistics and values through the period are those of computing every value:
/// periods even and odd, with and without a saltus, heap and 64-bit engines.
#[test]
fn values_through_the_period_are_the_computed_ones() {
    let rules: Vec<(SequenceRule, u64)> = vec![
        (HeapRule::parse("dawson-chess").unwrap().into(), 100_003),
        (HeapRule::parse("kayles").unwrap().into(), 5001),
        (SubtractionRule::finite([1, 2]).unwrap().into(), 5000), // period 3
        (SubtractionRule::finite([1, 3, 4]).unwrap().into(), 4999), // period 7
        (HeapRule::Lasker.into(), 5000),                         // saltus 4
        (SubtractionRule::all_but([2, 3, 5]).unwrap().into(), 5000),
    ];
    let go = AtomicBool::new(false);
    for (rule, upto) in rules {
        let run = through_the_period(rule.clone(), upto).unwrap();
        assert!(
            run.computed() < upto / 4,
            "{rule}: computed {}",
            run.computed()
        );
        let generated = run.report();
        let computed = compute(rule.clone(), "r".into(), upto, false, &go).unwrap();
        assert_eq!(generated.computed, computed.computed, "{rule}");
        assert_eq!(generated.stats, computed.stats, "{rule}");
        assert_eq!(generated.values, computed.values, "{rule}");
        assert_eq!(generated.generated_from, Some(run.computed()), "{rule}");
        // Twice: nothing more to do.
        let mut again = run;
        assert!(again.generate_to(upto, &go).unwrap());
        assert_eq!(again.report(), generated, "{rule}");
    }
    // No period proved (Officers): nothing generated.
    let officers = HeapRule::parse("officers").unwrap();
    assert!(through_the_period(officers, 3000).is_none());
}

#[test]
fn wide_values_are_kept_and_reported() {
    let cancel = AtomicBool::new(false);
    let r = compute(HeapRule::Lasker, "lasker".into(), 70_000, false, &cancel).unwrap();
    let values = r.values.unwrap().to_vec();
    assert_eq!(values[65_535], 65_536);
    assert_eq!(r.stats.max_value, 70_000);
    assert!(r.period.unwrap().certified);
}

/// Hardening II F2: the 64-bit subtraction engines look at their flag (and report
/// progress) by the work done, `|S| + 1` a value, not every 4096 values whatever the
/// set: with 20,000 amounts a chunk was 3·10^8 steps between two looks. Work is
/// counted (values computed after the flag), not timed.
#[test]
fn large_subtraction_sets_look_at_their_flag_by_work() {
    let even: Vec<u64> = (1..=20_000).map(|i| 2 * i).collect();
    let all_but: Vec<u64> = (1..=20_000).map(|i| 3 * i).collect();
    for (label, rule) in [
        ("sub", SubtractionRule::finite(even).unwrap()),
        ("allbut", SubtractionRule::all_but(all_but).unwrap()),
    ] {
        let mut run = SequenceRun::new(rule, label.into()).unwrap();
        assert!(run.engine().is_none(), "a 64-bit engine");
        let cancel = AtomicBool::new(false);
        let mut at = None;
        let stop = run
            .step(
                1 << 20,
                false,
                &mut |p| {
                    cancel.store(true, Ordering::Relaxed);
                    at.get_or_insert(p.computed);
                },
                &cancel,
            )
            .unwrap();
        assert!(matches!(stop, Stop::Cancelled { .. }), "{label}: {stop:?}");
        let at = at.unwrap();
        assert!(at <= 200, "{label}: first look after {at} values");
        assert_eq!(run.computed(), at, "{label}: values after the flag");
    }
}

#[test]
fn a_formula_runs_as_its_code_and_proves_no_period() {
    use crate::heap::formula::FormulaRule;
    use crate::sequence::{SequenceError, SolvedSequence};
    use grundy_core::Nat;
    let kayles =
        FormulaRule::parse("n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2]")
            .unwrap();
    let cancel = AtomicBool::new(false);
    let formula = compute(kayles.clone(), "k".into(), 500, true, &cancel).unwrap();
    let code = compute(
        HeapRule::parse("0.77").unwrap(),
        "k".into(),
        500,
        false,
        &cancel,
    )
    .unwrap();
    assert_eq!(
        formula.values.unwrap().to_vec(),
        code.values.unwrap().to_vec()
    );
    // Kayles' period is observed, never proved: no theorem covers a formula.
    let p = formula.period.unwrap();
    assert_eq!(
        (p.preperiod, p.period, p.certified),
        (71, 12u8.into(), false)
    );
    let run = SequenceRun::new(kayles.clone(), "k".into()).unwrap();
    assert_eq!(run.period_range(), super::FORMULA_DIRECT_LIMIT);
    assert_eq!(run.far_limit(), super::FORMULA_DIRECT_LIMIT);
    // The values and the moves of a solved formula, and a heap past its direct limit.
    let solved =
        SolvedSequence::solve(SequenceRule::from(kayles.clone()), &Nat::from(100u8)).unwrap();
    assert_eq!(solved.value(&Nat::from(5u8)), Some(Nat::from(4u8)));
    let (count, moves) = solved
        .moves_to_value(&Nat::from(5u8), &Nat::from(0u8), 10)
        .unwrap();
    assert_eq!(
        (count, moves),
        (Nat::from(1u8), vec![vec![Nat::from(2u8), Nat::from(2u8)]])
    );
    let far = SolvedSequence::solve(SequenceRule::from(kayles), &Nat::from(1_000_000u32));
    assert!(
        matches!(far, Err(SequenceError::NoPeriod { .. })),
        "{far:?}"
    );
    // A formula that fails at a heap stops the run with its reason.
    let bad = FormulaRule::parse("n -> [[n - 3]]").unwrap();
    let e = compute(bad, "bad".into(), 10, false, &cancel).unwrap_err();
    assert!(e.to_string().contains("heap of -2 from a heap of 1"), "{e}");
}
