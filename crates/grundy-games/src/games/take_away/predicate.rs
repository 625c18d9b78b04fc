//! `mem(k, a -> CONDITION) H M`: CGSuite's `GenMem` — a heap `H` after a take of `M`,
//! from which a take of `a` (`1 ≤ a ≤ H`) is allowed exactly when the condition holds of
//! the last take `k = M` and `a`. `mem(k, a -> a >= k)` is `mem`,
//! `mem(k, a -> a <= 2 * k)` Fibonacci Nim. No theorem: values and winning moves come
//! from the search over the positions `(heap, last take)`, within the analysis' bounds.

use crate::component::{Component, HeapChange, Moves, Search, SearchSize, SearchStep};
use crate::heap::formula::FormulaPredicate;

/// A heap with a memory under a predicate of the last take and the next.
///
/// ```
/// use grundy::component::Component;
/// use grundy::games::take_away::PredicateHeap;
/// use grundy::heap::formula::FormulaPredicate;
/// let g = PredicateHeap::new(FormulaPredicate::parse("k, a -> a >= k").unwrap(), 12, 2);
/// assert_eq!((g.name(), g.sizes()), ("mem(k, a -> a >= k)".to_string(), vec!["12".to_string(), "2".to_string()]));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PredicateHeap {
    predicate: FormulaPredicate,
    heap: u64,
    memory: u64,
}

impl PredicateHeap {
    /// The heap `heap` after a take of `memory`, under `predicate`.
    pub fn new(predicate: FormulaPredicate, heap: u64, memory: u64) -> Self {
        PredicateHeap {
            predicate,
            heap,
            memory,
        }
    }

    /// The takes allowed from a heap of `h` after a take of `m`, or `None` when the
    /// predicate fails on one of them.
    fn takes(&self, h: u64, m: u64) -> Option<Vec<u64>> {
        let mut out = Vec::new();
        for a in 1..=h {
            if self.predicate.holds(m, a, h).ok()? {
                out.push(a);
            }
        }
        Some(out)
    }
}

impl Component for PredicateHeap {
    fn name(&self) -> String {
        self.predicate.name()
    }

    super::heap_with_memory!(|this, heap, memory| PredicateHeap::new(
        this.predicate.clone(),
        heap,
        memory
    ));

    fn pieces_in(&self, lang: crate::i18n::Lang) -> crate::component::Pieces {
        super::memory_board(self, self.heap, self.memory, lang)
    }

    crate::capabilities!(Search, Moves);
}

impl Search for PredicateHeap {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(vec![self.heap, self.memory])
    }

    /// Every allowed take (none where the predicate fails: [`Moves::has_move`] then
    /// answers that it cannot tell).
    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let (h, m) = (
            state.first().copied().unwrap_or(0),
            state.get(1).copied().unwrap_or(0),
        );
        self.takes(h, m)
            .unwrap_or_default()
            .into_iter()
            .map(|j| SearchStep {
                changes: vec![HeapChange::new(0, h.into(), (h - j).into())],
                after: vec![h - j, j],
            })
            .collect()
    }

    /// The heap and the last take, not sorted: the two numbers are not alike.
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        state.to_vec()
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let h = state.first().copied().unwrap_or(0) as f64;
        SearchSize {
            states: (h + 1.0) * (h + 2.0) / 2.0,
            branching: h,
        }
    }
}

impl Moves for PredicateHeap {
    fn has_move(&self) -> Option<bool> {
        self.takes(self.heap, self.memory).map(|t| !t.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use crate::nat::Nat;
    use grundy::{analyze, parse_position, AnalyzeOptions};

    fn value(text: &str) -> Option<Nat> {
        analyze(&parse_position(text).unwrap(), &AnalyzeOptions::default())
            .unwrap()
            .value
    }

    #[test]
    fn predicates_play_as_the_games_they_write() {
        for (formula, game) in [
            ("mem(k, a -> a >= k)", "mem"),
            ("mem(k, a -> a <= 2 * k)", "fibonacci-nim"),
            ("mem(k, a -> 2 * a <= 3 * k)", "take-away(3/2)"),
        ] {
            for h in 0..14u64 {
                for m in 0..=h.max(1) {
                    // Memory 0 of the games with a bound is a position no game reaches:
                    // it allows nothing, as the predicate does.
                    let mine = value(&format!("{formula} {h} {m}"));
                    let theirs = value(&format!("{game} {h} {m}"));
                    assert_eq!(mine, theirs, "{formula} {h} {m} vs {game}");
                }
            }
        }
    }

    #[test]
    fn round_trips_and_errors() {
        let p = parse_position("mem(k,a->a>=k) 12 2 + 3").unwrap();
        assert_eq!(p.to_string(), "mem(k, a -> a >= k) 12 2 + nim 3");
        assert_eq!(parse_position(&p.to_string()).unwrap(), p);
        let e = parse_position("mem(k, a -> a + k) 5 1").unwrap_err();
        assert_eq!(e.column, 13);
        assert!(
            e.to_string().contains("expected `bool`, found `int`"),
            "{e}"
        );
        let e = parse_position("mem(k -> k > 1) 5 1").unwrap_err();
        assert_eq!(e.column, 7);
        let bad = parse_position("mem(k, a -> a / k > 0) 5 0").unwrap();
        assert_eq!(bad.components[0].has_move(), None);
        let c = &parse_position("mem(k, a -> a >= k) 12 2")
            .unwrap()
            .components[0];
        assert!(c.parse_move("1 7").is_ok());
        assert!(c.parse_move("1 1").is_err());
    }
}
