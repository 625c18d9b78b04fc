//! Cancellation: every long loop of the library stops within a few thousand steps of its
//! `Cancel` being raised, with a typed `Cancelled` — and the option enumeration of heap
//! games no longer collects billions of options.

use grundy::component::Search;
use grundy::component::{AnyComponent, Component, SearchSize, SearchStep};
use grundy::games::compound::{Compound, CompoundKind};
use grundy::heap::rule::HeapRule;
use grundy::report::HeapChange;
use grundy::sequence::{SequenceError, SequenceRule, SolvedSequence};
use grundy::{
    analyze, parse_position, AnalysisError, AnalyzeOptions, Cancel, Convention, Nat, Position,
};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

static MOVES_ASKED: AtomicUsize = AtomicUsize::new(0);

/// A game that counts how often its search moves are asked for: the game it wraps, with
/// no theorem (its value is found by search).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Counting(AnyComponent);

impl Counting {
    fn wrap(text: &str) -> AnyComponent {
        let inner = parse_position(text).unwrap().components.remove(0);
        AnyComponent::new(Counting(inner))
    }
}

impl Component for Counting {
    fn name(&self) -> String {
        format!("counting-{}", self.0.name())
    }

    fn sizes(&self) -> Vec<String> {
        self.0.sizes()
    }

    fn piece_count(&self) -> usize {
        self.0.piece_count()
    }

    fn piece(&self, i: usize) -> Nat {
        self.0.piece(i)
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(Counting(self.0.apply(changes)))
    }

    grundy::capabilities!(Search);
}

impl Search for Counting {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.0.search_state()
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        self.0.search_size(state)
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        MOVES_ASKED.fetch_add(1, Ordering::Relaxed);
        self.0.search_moves(state)
    }
}

fn cancelled(convention: Convention) -> AnalyzeOptions {
    let cancel = Cancel::new();
    cancel.cancel();
    AnalyzeOptions {
        convention,
        cancel,
        ..AnalyzeOptions::default()
    }
}

#[test]
fn searches_stop_within_a_few_thousand_positions() {
    // 900,000 positions to search; a raised cancel stops the search at its first look.
    let p = Position::new(vec![
        Counting::wrap("sub(1,2) 900000"),
        Counting::wrap("sub(1,2) 1"),
    ]);
    for convention in [Convention::Normal, Convention::Misere] {
        MOVES_ASKED.store(0, Ordering::Relaxed);
        let r = analyze(&p, &cancelled(convention));
        assert_eq!(r.unwrap_err(), AnalysisError::Cancelled, "{convention:?}");
        let asked = MOVES_ASKED.load(Ordering::Relaxed);
        assert!(
            asked <= 10_000,
            "{convention:?}: {asked} positions expanded"
        );
    }
    // Not cancelled: the same search runs to the end.
    MOVES_ASKED.store(0, Ordering::Relaxed);
    let small = Position::new(vec![Counting::wrap("sub(1,2) 20000")]);
    assert!(analyze(&small, &AnalyzeOptions::default()).is_ok());
    assert!(MOVES_ASKED.load(Ordering::Relaxed) > 20_000);
}

#[test]
fn every_kind_of_analysis_answers_cancelled() {
    for (text, convention) in [
        // A heap game's nim-sequence (G(0..4000) with three-heap splits: seconds without a cancel).
        ("tb(0.2183648) 4000", Convention::Normal),
        // The moves of a heap split in three (8·10^8 options).
        ("hex(0.f) 99999", Convention::Normal),
        // Misère search of a sum.
        ("kayles 12 + sub(1,3) 24 + 5 6 7 9", Convention::Misere),
        // Node Kayles' search.
        (
            "node-kayles(0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-8 8-9 9-10 10-11 11-12 12-0 0-6 3-9)",
            Convention::Normal,
        ),
        // Moore's Nim_k's value by search.
        ("moore(2) 9 10 11 12 13", Convention::Normal),
        // Ordinal sums nested ten deep (each level's base values once recomputed for
        // every option of the base: seconds, and deaf to the cancel).
        (&nested_ordinal(10), Convention::Normal),
    ] {
        let p = parse_position(text).unwrap();
        let r = analyze(&p, &cancelled(convention));
        assert_eq!(r.unwrap_err(), AnalysisError::Cancelled, "{text}");
    }
}

#[test]
fn a_cancel_from_another_thread_stops_a_running_analysis() {
    let cancel = Cancel::new();
    let options = AnalyzeOptions {
        cancel: cancel.clone(),
        ..AnalyzeOptions::default()
    };
    let worker = std::thread::spawn(move || {
        // Seconds of work without the cancel (G(0..4000), three-heap splits).
        let p = parse_position("tb(0.2183648) 4000").unwrap();
        analyze(&p, &options)
    });
    std::thread::sleep(std::time::Duration::from_millis(20));
    cancel.cancel();
    assert_eq!(
        worker.join().unwrap().unwrap_err(),
        AnalysisError::Cancelled
    );
}

#[test]
fn nim_sequences_stop_when_cancelled() {
    let rule = SequenceRule::from(HeapRule::parse("tb(0.2183648)").unwrap());
    let cancel = Cancel::new();
    cancel.cancel();
    let r = SolvedSequence::solve_cancellable(rule, &Nat::from(4_000u32), &cancel);
    assert!(matches!(r, Err(SequenceError::Cancelled(_))), "{r:?}");
    // Not cancelled, a rule is solved as before.
    let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
    let s = SolvedSequence::solve_cancellable(kayles, &Nat::from(10u8), &Cancel::new()).unwrap();
    assert_eq!(s.value(&Nat::from(5u8)), Some(Nat::from(4u8)));
}

/// The codes the option checks are tried on: every kind of digit.
const CODES: &[&str] = &[
    "kayles",
    "0.137",
    "0.6",
    "grundy-game",
    "lasker",
    "hex(0.f)",
    "hex(0.8)",
    "4.07",
    "0.4!",
    "0.0=",
    "0.3?",
    "tb(0.2183648)",
];

#[test]
fn is_option_agrees_with_the_options() {
    for code in CODES {
        let rule = HeapRule::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        let all: Vec<Vec<Vec<u64>>> = (0..=24).map(|n| rule.options(n)).collect();
        for n in 0..=24u64 {
            for candidates in &all {
                for parts in candidates {
                    let want = all[n as usize].contains(parts);
                    assert_eq!(rule.is_option(n, parts), want, "{code}: {n} → {parts:?}");
                }
            }
            assert!(
                !rule.is_option(n, &[0, n]),
                "{code}: a heap of 0 is never left"
            );
        }
    }
}

#[test]
fn options_are_visited_in_order_and_the_visit_can_stop() {
    for code in CODES {
        let rule = HeapRule::parse(code).unwrap();
        for n in 0..=30 {
            let mut seen = Vec::new();
            let _ = rule.for_each_option(n, &mut |parts| {
                seen.push(parts.to_vec());
                ControlFlow::<()>::Continue(())
            });
            assert_eq!(seen, rule.options(n), "{code} {n}");
            let first = rule.for_each_option(n, &mut |parts| ControlFlow::Break(parts.to_vec()));
            assert_eq!(first.break_value(), rule.options(n).into_iter().next());
        }
    }
}

/// `ordinal(ordinal(…(3 1, 2)…, 2), 2)`, `depth` deep.
fn nested_ordinal(depth: usize) -> String {
    format!("{}3 1{}", "ordinal(".repeat(depth), ", 2)".repeat(depth))
}

static BASE_MOVES_ASKED: AtomicUsize = AtomicUsize::new(0);

/// The innermost base of a nested ordinal sum, counting how often its moves are asked
/// for (its value is found by search), and raising `cancel` past `budget` asks so that a
/// search that has gone exponential stops.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Budgeted {
    inner: AnyComponent,
    cancel: Cancel,
    budget: usize,
}

impl Component for Budgeted {
    fn name(&self) -> String {
        format!("budgeted-{}", self.inner.name())
    }

    fn sizes(&self) -> Vec<String> {
        self.inner.sizes()
    }

    fn piece_count(&self) -> usize {
        self.inner.piece_count()
    }

    fn piece(&self, i: usize) -> Nat {
        self.inner.piece(i)
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        AnyComponent::new(Budgeted {
            inner: self.inner.apply(changes),
            ..self.clone()
        })
    }

    grundy::capabilities!(Search);
}

impl Search for Budgeted {
    fn search_state(&self) -> Option<Vec<u64>> {
        self.inner.search_state()
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        self.inner.search_size(state)
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        if BASE_MOVES_ASKED.fetch_add(1, Ordering::Relaxed) >= self.budget {
            self.cancel.cancel();
        }
        self.inner.search_moves(state)
    }
}

/// The ordinal sum nested 32 deep (the parser's nesting limit) is valued, with its
/// winning move, in work linear in the depth: the values of a base's options come from
/// the base's own search, not from valuing each option again (3× the work per level:
/// depth 12 took minutes). Work is counted (the innermost base's moves asked for), not
/// timed; past the budget the analysis is cancelled rather than left to run.
#[test]
fn nested_ordinal_sums_are_valued_in_work_linear_in_the_depth() {
    let cancel = Cancel::new();
    let mut game = AnyComponent::new(Budgeted {
        inner: parse_position("3 1").unwrap().components.remove(0),
        cancel: cancel.clone(),
        budget: 100_000,
    });
    let two = parse_position("2").unwrap().components;
    for _ in 0..32 {
        game = AnyComponent::new(Compound::new(
            CompoundKind::Ordinal,
            vec![vec![game], two.clone()],
        ));
    }
    let options = AnalyzeOptions {
        cancel,
        ..AnalyzeOptions::default()
    };
    BASE_MOVES_ASKED.store(0, Ordering::Relaxed);
    let r = analyze(&Position::new(vec![game]), &options).expect("answered within the budget");
    let asked = BASE_MOVES_ASKED.load(Ordering::Relaxed);
    assert!(
        asked <= 10_000,
        "{asked} moves of the innermost base asked for"
    );
    // `ordinal(3 1, 2)` is *5 and each `: 2` adds 2 (the values of depths 1 to 7 as
    // the exhaustive recursion found them).
    assert_eq!(r.value, Some(Nat::from(3u32 + 2 * 32)));
    // The text form, at the parser's nesting limit, answers too.
    let text = parse_position(&nested_ordinal(32)).unwrap();
    let r = analyze(&text, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(Nat::from(67u32)));
}
