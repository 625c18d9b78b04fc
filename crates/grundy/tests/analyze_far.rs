//! Heaps beyond what the period search computed, of games without a proved period: with
//! [`SolveBudget::far`] (what `grundy analyze` asks for) the run goes on to the heap and
//! gives the value `grundy seq` computes, within a memory cap, with progress and cancel;
//! with the default budget (the web server, the library's other callers) such heaps are
//! refused as before.

use grundy::heap::naive::sequence;
use grundy::heap::rule::HeapRule;
use grundy::sequence::{
    ProgressHook, SequenceError, SequenceRule, SequenceRun, SolveBudget, SolvedHeaps, Stop,
};
use grundy::{analyze, parse_position, AnalysisError, AnalyzeOptions, Cancel, Nat};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

fn far() -> AnalyzeOptions {
    AnalyzeOptions {
        sequences: SolveBudget::far(),
        ..AnalyzeOptions::default()
    }
}

/// `G(h)` for each of `heaps` as `grundy seq GAME --upto N` computes them: the same run,
/// without the period search.
fn seq_values(rule: &HeapRule, heaps: &[u64]) -> Vec<u64> {
    let mut run = SequenceRun::new(rule.clone(), rule.to_string()).unwrap();
    let cancel = AtomicBool::new(false);
    let last = heaps.iter().copied().max().unwrap_or(0);
    while let Stop::Chunk { .. } = run.step(last, false, &mut |_| {}, &cancel).unwrap() {}
    heaps.iter().map(|&h| run.value(h).unwrap()).collect()
}

#[test]
fn grundys_game_past_the_direct_limit_against_the_naive_engine() {
    // Refused before (and still by default): no period of Grundy's game is known.
    let position = parse_position("grundy-game 20001").unwrap();
    let err = analyze(&position, &AnalyzeOptions::default()).unwrap_err();
    assert!(err.to_string().contains("no period"), "{err}");
    let report = analyze(&position, &far()).unwrap();
    // The naive engine on the rules (every split into two unequal heaps).
    let rule = HeapRule::grundy_game();
    let naive = sequence(&rule, 20_001).unwrap();
    let g = |h: usize| u64::from(naive[h]);
    assert_eq!(report.value, Some(Nat::from(g(20_001))));
    // The winning moves: every split a + b = 20001, a < b, with G(a) = G(b), counted
    // and listed (the heap is below the limit of moves listed one by one).
    let winning: Vec<(usize, usize)> = (1..=10_000)
        .map(|a| (a, 20_001 - a))
        .filter(|&(a, b)| g(a) == g(b))
        .collect();
    let count = report.winning_move_count.clone().unwrap_or_default();
    assert_eq!(count, Nat::from(winning.len()), "{:?}", report.notes);
    assert_eq!(
        report.outcome.to_string(),
        if winning.is_empty() { "P" } else { "N" }
    );
}

#[test]
fn a_code_without_a_proved_period_gets_the_value_seq_computes() {
    // Officers (0.6): no period known. Heaps past the period search (2^20 values), the
    // largest past the values the run keeps for the moves.
    let rule = HeapRule::parse("officers").unwrap();
    let sizes = [5u64, 30_000, 1_048_575, 1_100_001];
    let heaps: Vec<Nat> = sizes.iter().map(|&h| Nat::from(h)).collect();
    let solved = SolvedHeaps::solve_within(
        SequenceRule::from(&rule),
        &heaps,
        &Cancel::new(),
        &SolveBudget::far(),
    )
    .unwrap();
    let want: Vec<Nat> = seq_values(&rule, &sizes)
        .into_iter()
        .map(Nat::from)
        .collect();
    assert_eq!(solved.values, want);
    assert!(SolvedHeaps::solve(SequenceRule::from(&rule), &heaps, &Cancel::new()).is_err());
}

#[test]
fn the_memory_cap_is_a_clear_refusal() {
    let budget = SolveBudget {
        memory: 16 * 1024,
        ..SolveBudget::far()
    };
    let rule = SequenceRule::from(HeapRule::grundy_game());
    let err = SolvedHeaps::solve_within(rule, &[Nat::from(20_001u32)], &Cancel::new(), &budget)
        .unwrap_err();
    assert!(matches!(err, SequenceError::Memory { .. }), "{err}");
    assert!(err.to_string().contains("bytes of memory"), "{err}");
}

#[test]
fn a_long_run_reports_progress_and_stops_when_cancelled() {
    let calls = Arc::new(AtomicU64::new(0));
    let last = Arc::new(AtomicU64::new(0));
    let (c, l) = (calls.clone(), last.clone());
    let budget = SolveBudget {
        progress: ProgressHook::new(move |p| {
            c.fetch_add(1, Ordering::Relaxed);
            l.store(p.computed, Ordering::Relaxed);
        }),
        ..SolveBudget::far()
    };
    let rule = SequenceRule::from(HeapRule::grundy_game());
    SolvedHeaps::solve_within(
        rule.clone(),
        &[Nat::from(40_000u32)],
        &Cancel::new(),
        &budget,
    )
    .unwrap();
    assert!(calls.load(Ordering::Relaxed) >= 2);
    assert!(last.load(Ordering::Relaxed) > 40_000);

    // Ctrl-C in the CLI: the cancel raised while the run goes on.
    let cancel = Cancel::new();
    let c = cancel.clone();
    let options = AnalyzeOptions {
        sequences: SolveBudget {
            progress: ProgressHook::new(move |p| {
                if p.computed > 10_000 {
                    c.cancel();
                }
            }),
            ..SolveBudget::far()
        },
        cancel,
        ..AnalyzeOptions::default()
    };
    let position = parse_position("grundy-game 3000000").unwrap();
    let err = analyze(&position, &options).unwrap_err();
    assert!(matches!(err, AnalysisError::Cancelled), "{err}");
}

/// Issue 41 point 4: a heap three times past the old limit of moves listed one by one
/// (heaps of 100,000) lists its winning moves: each `after`, read back, has nim-sum 0
/// with the values `grundy seq` computes, and the count is the number of options of that
/// value, counted here over the rule's own options.
#[test]
fn a_large_heap_lists_its_winning_moves_with_valid_positions_after() {
    let n = 300_000u64;
    let rule = HeapRule::parse("officers").unwrap();
    let values = seq_values(&rule, &(0..=n).collect::<Vec<_>>());
    // With a nim heap of 1 beside it, the winning moves in the heap go to value 1.
    let position = parse_position(&format!("officers {n} + 1")).unwrap();
    let options = AnalyzeOptions {
        max_moves: Some(usize::MAX),
        ..far()
    };
    let report = analyze(&position, &options).unwrap();
    assert_eq!(report.value, Some(Nat::from(values[n as usize] ^ 1)));
    let in_heap: Vec<_> = report
        .winning_moves
        .iter()
        .filter(|m| m.component == 0)
        .collect();
    let mut expected = 0u64;
    let _ = rule.for_each_option(n, &mut |parts| {
        if parts.iter().fold(0, |a, &h| a ^ values[h as usize]) == 1 {
            expected += 1;
        }
        std::ops::ControlFlow::<()>::Continue(())
    });
    assert!(expected > 0, "no move to 1: the test needs another value");
    assert_eq!(in_heap.len() as u64, expected);
    // The nim heap of 1 can only go to 0: winning when the heap's value is 0.
    let nim_move = u64::from(values[n as usize] == 0);
    let total = report.winning_move_count.clone().unwrap();
    assert_eq!(total, Nat::from(expected + nim_move));
    for m in &report.winning_moves {
        let after = parse_position(m.after.as_deref().unwrap()).unwrap();
        let sum = after.components.iter().fold(0u64, |acc, c| {
            (0..c.piece_count()).fold(acc, |acc, i| {
                let h = u64::try_from(&c.piece(i)).unwrap();
                let v = if c.name() == "officers" {
                    values[h as usize]
                } else {
                    h
                };
                acc ^ v
            })
        });
        assert_eq!(sum, 0, "{:?}", m.after);
    }
}
