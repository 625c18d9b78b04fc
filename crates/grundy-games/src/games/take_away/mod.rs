//! Games with a memory on one heap, in CGSuite's coordinates `H M`: the heap `H` and the
//! last take `M`, which bounds the next one. A take of `j` from `(H, M)` leaves
//! `(H − j, j)`.
//!
//! * `take-away(K) H M` — take `j` with `1 ≤ j ≤ K·M` (`K` a positive integer or
//!   fraction, `3/2` or `1.5`): Schwenk's take-away games (Fibonacci Quarterly, 1970).
//! * `fibonacci-nim H M` — `take-away(2)`: Whinihan's Fibonacci Nim (1963); the loser's
//!   heaps are the Fibonacci numbers.
//! * `mem H M` — take `j ≥ M` (and `j ≥ 1`): every take is at least the last one.
//! * `mem(k, a -> CONDITION) H M` — CGSuite's `GenMem`: take `a` when the condition holds
//!   of the last take `k` and `a` (`predicate.rs`: [`PredicateHeap`], valued by search).
//!
//! Alone, the outcome and every winning move come from a theorem for heaps of any size
//! (up to `u64`): for `take-away(K)`, `K ≥ 1`, Schwenk's sequence ([`schwenk_outcome`]);
//! for `mem`, "take the whole heap, or more than half of it". Grundy values (for sums)
//! come from a table by dynamic programming ([`GrundyTable`]) for heaps up to
//! [`TABLE_HEAP_LIMIT`], refused beyond.
//!
//! | file | what it holds |
//! |---|---|
//! | `rules.rs` | [`Rule`], Schwenk's sequence and theorem, [`GrundyTable`] |
//! | `mod.rs` | [`MemoryHeap`] as a component: syntax, verdict, value, moves, words |
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Outcome};
//! let r = analyze(&parse_position("fibonacci-nim 20 3").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::N);
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("fibonacci-nim 18 2"));
//! ```

mod predicate;
mod rules;
mod words;

grundy_core::words! {
    owner: "take-away",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

pub use predicate::PredicateHeap;
pub use rules::{
    schwenk_outcome, schwenk_sequence, GrundyTable, MemoryError, Rule, SchwenkReasoning,
    MAX_RATIO_PART, MAX_TERMS, TABLE_HEAP_LIMIT,
};

use crate::component::HeapChange;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, MoveError, Refusal,
    SearchSize, SearchStep, Valued, Verdict,
};
use crate::component::{Moves, Search, Theorems, Valuation, Words};
use crate::heap::formula::FormulaPredicate;
use crate::i18n::msg;
use crate::language::{Arg, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Step;
use num_traits::ToPrimitive;
use serde::Serialize;
use std::sync::Arc;

/// The most winning takes of `mem` listed (all are counted): from a heap of `H` more
/// than `H/2` of them may win.
pub const LISTED_LIMIT: usize = 1000;

/// The registry's entry for `take-away(K)`.
pub static TAKE_AWAY: GameSpec = GameSpec {
    names: &["take-away"],
    matches: None,
    syntax: "take-away(K)",
    example: "take-away(3/2) 12 2",
    examples: &[],
    about_id: "about-take-away",
    syntax_id: "syntax-take-away",
    parse,
    whole_position: false,
};

/// The registry's entry for `fibonacci-nim`.
pub static FIBONACCI: GameSpec = GameSpec {
    names: &["fibonacci-nim"],
    matches: None,
    syntax: "fibonacci-nim",
    example: "fibonacci-nim 20 3",
    examples: &[],
    about_id: "about-fibonacci-nim",
    syntax_id: "syntax-fibonacci-nim",
    parse,
    whole_position: false,
};

/// The registry's entry for `mem`.
pub static MEM: GameSpec = GameSpec {
    names: &["mem"],
    matches: None,
    syntax: "mem / mem(k, a -> …)",
    example: "mem 12 2",
    examples: &[],
    about_id: "about-mem",
    syntax_id: "syntax-mem",
    parse,
    whole_position: false,
};

/// A heap with a memory: `fibonacci-nim 20 3` is the heap 20 after a take of 3.
///
/// ```
/// use grundy::component::Component;
/// use grundy::games::take_away::{MemoryHeap, Rule};
/// let g = MemoryHeap::new(Rule::take_away(3, 2), 12, 2);
/// assert_eq!(g.name(), "take-away(3/2)");
/// assert_eq!(g.sizes(), ["12", "2"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryHeap {
    rule: Rule,
    heap: u64,
    memory: u64,
}

/// The part of `impl Component` that the heaps with a memory ([`MemoryHeap`] and
/// `PredicateHeap`, each with fields `heap` and `memory`) write the same way: `sizes`
/// (the heap, then the last take), one piece (the heap) and `apply` — the heap the first
/// change leaves (never more than the heap; the heap unchanged without a change) with
/// the take that made it as the new memory, made a component again by the closure-like
/// argument, which gets the component, the heap and the memory.
macro_rules! heap_with_memory {
    (|$this:ident, $heap:ident, $memory:ident| $rebuild:expr) => {
        fn sizes(&self) -> Vec<String> {
            vec![self.heap.to_string(), self.memory.to_string()]
        }

        fn piece_count(&self) -> usize {
            1
        }

        fn piece(&self, _: usize) -> $crate::nat::Nat {
            $crate::nat::Nat::from(self.heap)
        }

        fn apply(
            &self,
            changes: &[$crate::component::HeapChange],
        ) -> $crate::component::AnyComponent {
            let $this = self;
            let $heap = changes
                .first()
                .and_then(|c| num_traits::ToPrimitive::to_u64(&c.to))
                .unwrap_or(self.heap)
                .min(self.heap);
            let $memory = self.heap - $heap;
            $crate::component::AnyComponent::new($rebuild)
        }
    };
}
use heap_with_memory;

/// The reasoning for one heap with a memory, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MemoryReasoning {
    /// The game as written (`fibonacci-nim`, `take-away(3/2)`, `mem`).
    pub game: String,
    /// The heap `H`.
    pub heap: u64,
    /// The last take `M`.
    pub memory: u64,
    /// The takes allowed now: `[least, most]` (none when least > most).
    pub takes: (u64, u64),
    /// `take-away(K)`, `K ≥ 1`: Schwenk's sequence and the heap's greedy parts.
    pub schwenk: Option<SchwenkReasoning>,
    /// Whether the position is a P-position.
    pub is_p_position: bool,
    /// The Grundy value, when the heap is small enough for the table.
    pub grundy: Option<u64>,
}

impl MemoryHeap {
    /// The heap `heap` after a take of `memory`, under `rule`.
    pub fn new(rule: Rule, heap: u64, memory: u64) -> Self {
        MemoryHeap { rule, heap, memory }
    }

    /// The takes allowed now, `lo..=hi`.
    fn takes(&self) -> (u64, u64) {
        self.rule.takes(self.heap, self.memory)
    }

    /// The Grundy table up to this heap, or why not.
    fn table(&self) -> Result<GrundyTable, MemoryError> {
        GrundyTable::new(self.rule, self.heap)
    }

    /// The table, or the refusal: the heap is over [`TABLE_HEAP_LIMIT`].
    fn table_or_refusal(&self) -> Result<GrundyTable, Refusal> {
        self.table().map_err(|_| Refusal::TooLarge {
            what: crate::i18n::msg!(
                "reason-take-away-tabled",
                game = self.rule.to_string(),
                heap = self.heap
            ),
            limit: TABLE_HEAP_LIMIT,
        })
    }

    /// The outcome and the winning takes from the theorem, for any heap: the reasoning,
    /// whether it is a P-position, how many winning takes there are and the first
    /// `limit` of them; `None` when the game has no theorem (`take-away(K)`, `K < 1`).
    #[expect(
        clippy::type_complexity,
        reason = "a private helper's tuple, read at once"
    )]
    fn theorem(
        &self,
        limit: usize,
    ) -> Option<Result<(Option<SchwenkReasoning>, bool, u64, Vec<u64>), MemoryError>> {
        let (h, m) = (self.heap, self.memory);
        match self.rule {
            Rule::Mem => {
                let (lo, hi) = self.takes();
                if lo > hi {
                    return Some(Ok((None, true, 0, Vec::new())));
                }
                // Taking the whole heap wins; so does any take of more than half (the
                // other player must then take more than is left).
                let from = lo.max(h / 2 + 1);
                let wins = (from..=hi).take(limit.min(LISTED_LIMIT)).collect();
                Some(Ok((None, false, hi - from + 1, wins)))
            }
            Rule::TakeAway { num, den, .. } if num >= den => {
                Some(schwenk_outcome(&self.rule, h, m).map(|(r, p, mut wins)| {
                    let count = wins.len() as u64;
                    wins.truncate(limit);
                    (Some(r), p, count, wins)
                }))
            }
            Rule::TakeAway { .. } => None,
        }
    }

    /// The reasoning: the takes allowed, Schwenk's parts, the outcome, the value.
    fn reasoning(
        &self,
        schwenk: Option<SchwenkReasoning>,
        is_p: bool,
        grundy: Option<u32>,
    ) -> MemoryReasoning {
        MemoryReasoning {
            game: self.rule.to_string(),
            heap: self.heap,
            memory: self.memory,
            takes: self.takes(),
            schwenk,
            is_p_position: is_p,
            grundy: grundy.map(u64::from),
        }
    }

    /// The move that takes `j`.
    fn take(&self, j: u64) -> Vec<HeapChange> {
        vec![HeapChange::new(0, self.heap.into(), (self.heap - j).into())]
    }

    /// The first `limit` of the moves taking `takes`.
    fn listed(&self, takes: &[u64], limit: usize) -> Vec<Vec<HeapChange>> {
        takes.iter().take(limit).map(|&j| self.take(j)).collect()
    }
}

/// `K` as `num/den` from `2`, `3/2` or `1.5`.
fn ratio(arg: &Arg) -> Result<(u64, u64), ParseError> {
    let text = arg.text.as_str();
    let bad = || arg.error(msg!("parse-take-away-k"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (num, den) = if let Some((p, q)) = text.split_once('/') {
        if !digits(p) || !digits(q) {
            return Err(bad());
        }
        (
            p.parse::<u64>().map_err(|_| bad())?,
            q.parse::<u64>().map_err(|_| bad())?,
        )
    } else if let Some((i, f)) = text.split_once('.') {
        if !(digits(i) || i.is_empty()) || !digits(f) || f.len() > 6 {
            return Err(bad());
        }
        let den = 10u64.pow(f.len() as u32);
        let i = if i.is_empty() {
            0
        } else {
            i.parse::<u64>().map_err(|_| bad())?
        };
        let f = f.parse::<u64>().map_err(|_| bad())?;
        (
            i.checked_mul(den)
                .and_then(|x| x.checked_add(f))
                .ok_or_else(bad)?,
            den,
        )
    } else {
        if !digits(text) {
            return Err(bad());
        }
        (text.parse::<u64>().map_err(|_| bad())?, 1)
    };
    if num == 0 || den == 0 {
        return Err(bad());
    }
    let Rule::TakeAway { num, den, .. } = Rule::take_away(num, den) else {
        return Err(bad());
    };
    if num > MAX_RATIO_PART || den > MAX_RATIO_PART {
        return Err(arg.error(msg!("parse-take-away-k-parts", max = MAX_RATIO_PART)));
    }
    Ok((num, den))
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let rule = match head.name.as_str() {
        "take-away" => {
            let args = head.args_or("take-away(2)")?;
            let [arg] = args else {
                return Err(head.error(msg!("parse-take-away-one-argument")));
            };
            let (num, den) = ratio(arg)?;
            Rule::take_away(num, den)
        }
        "fibonacci-nim" => {
            head.no_args()?;
            Rule::FIBONACCI
        }
        _ if head.args.is_some() => return parse_predicate(head, sizes),
        _ => Rule::Mem,
    };
    let message = msg!("parse-take-away-two-numbers", name = &head.name);
    if sizes.len() != 2 {
        return Err(match sizes.get(2) {
            Some(t) => t.error(message),
            None => head.error(message),
        });
    }
    let [h, m] = crate::language::u64s(sizes)?[..] else {
        return Err(head.error(message));
    };
    Ok(AnyComponent::new(MemoryHeap::new(rule, h, m)))
}

/// `mem(k, a -> CONDITION) H M`: the predicate's errors name their column in the whole
/// position.
fn parse_predicate(head: &Head, sizes: &[SizeToken]) -> Result<AnyComponent, ParseError> {
    let predicate = FormulaPredicate::parse(&head.text).map_err(|e| {
        let e = e.shifted(head.column.saturating_sub(1));
        let column = e.column();
        let token: String = head
            .text
            .chars()
            .skip(column.saturating_sub(head.column))
            .take_while(|c| !c.is_whitespace())
            .take(24)
            .collect();
        ParseError {
            message: e.message(),
            token,
            column,
        }
    })?;
    let message = msg!("parse-take-away-two-numbers", name = &head.name);
    let [h, m] = crate::language::u64s(sizes)?[..] else {
        return Err(match sizes.get(2) {
            Some(t) => t.error(message),
            None => head.error(message),
        });
    };
    Ok(AnyComponent::new(PredicateHeap::new(predicate, h, m)))
}

impl Component for MemoryHeap {
    fn name(&self) -> String {
        self.rule.to_string()
    }

    heap_with_memory!(|this, heap, memory| MemoryHeap::new(this.rule, heap, memory));

    fn pieces_in(&self, lang: crate::i18n::Lang) -> crate::component::Pieces {
        memory_board(self, self.heap, self.memory, lang)
    }

    crate::capabilities!(Search, Valuation, Theorems, Words, Moves);
}

impl Search for MemoryHeap {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(vec![self.heap, self.memory])
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let (h, m) = (
            state.first().copied().unwrap_or(0),
            state.get(1).copied().unwrap_or(0),
        );
        let (lo, hi) = self.rule.takes(h, m);
        (lo..=hi)
            .map(|j| SearchStep {
                changes: vec![HeapChange::new(0, h.into(), (h - j).into())],
                after: vec![h - j, j],
            })
            .collect()
    }

    /// The heap and a representative last take with the same moves
    /// ([`Rule::canonical_memory`]): not sorted, the two numbers are not alike.
    fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        let (h, m) = (
            state.first().copied().unwrap_or(0),
            state.get(1).copied().unwrap_or(0),
        );
        vec![h, self.rule.canonical_memory(h, m)]
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let h = state.first().copied().unwrap_or(0) as f64;
        SearchSize {
            states: (h + 1.0) * (h + 2.0) / 2.0,
            branching: h,
        }
    }
}

impl Valuation for MemoryHeap {
    /// From the table of Grundy values, for heaps up to [`TABLE_HEAP_LIMIT`]; a position
    /// without a move is 0 whatever its heap.
    fn value(&self, _: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let (lo, hi) = self.takes();
        if lo > hi {
            let mut valued = Valued::new(Nat::default(), "no move");
            valued
                .steps
                .push(Step::new(self.reasoning(None, true, Some(0))));
            return Ok(valued);
        }
        let table = self.table_or_refusal()?;
        let v = table.value(self.heap, self.memory);
        let mut valued = Valued::new(Nat::from(v), "dynamic programming");
        valued
            .steps
            .push(Step::new(self.reasoning(None, v == 0, Some(v))));
        valued.memo = Some(Arc::new(table));
        Ok(valued)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        _: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let (lo, hi) = self.takes();
        if lo > hi {
            return Ok(Counted::none());
        }
        let owned;
        let table = match valued.memo::<GrundyTable>() {
            Some(t) => t,
            None => {
                owned = self.table_or_refusal()?;
                &owned
            }
        };
        let Some(target) = target.to_u32() else {
            return Ok(Counted::none());
        };
        let all: Vec<u64> = (lo..=hi)
            .filter(|&j| table.value(self.heap - j, j) == target)
            .collect();
        Ok(Counted {
            count: Ok(Nat::from(all.len())),
            moves: self.listed(&all, room),
        })
    }

    fn results_are_distinct(&self) -> bool {
        true
    }
}

impl Theorems for MemoryHeap {
    /// Alone under normal play: the outcome and every winning move from the theorem
    /// (Schwenk's for `take-away(K)`, `K ≥ 1`; "more than half" for `mem`), for heaps of
    /// any size; the value when the heap is small enough for the table.
    fn alone(
        &self,
        convention: Convention,
        _: &AnalyzeOptions,
        limit: usize,
    ) -> Option<Result<Verdict, Refusal>> {
        if convention != Convention::Normal {
            return None;
        }
        let (schwenk, is_p, count, wins) = match self.theorem(limit)? {
            Ok(t) => t,
            Err(e) => return Some(Err(Refusal::Failed(crate::i18n::Message::said(&e)))),
        };
        let (lo, hi) = self.takes();
        let grundy = if lo > hi {
            Some(0)
        } else {
            self.table().ok().map(|t| t.value(self.heap, self.memory))
        };
        let mut notes = Vec::new();
        if grundy.is_none() {
            notes.push(crate::i18n::msg!(
                "note-take-away-no-value",
                limit = TABLE_HEAP_LIMIT
            ));
        }
        let method = match self.rule {
            Rule::Mem => "take more than half",
            _ => "Schwenk's theorem",
        };
        Some(Ok(Verdict {
            outcome: if is_p { Outcome::P } else { Outcome::N },
            value: grundy.map(Nat::from),
            move_count: Some(Nat::from(count)),
            moves: self.listed(&wins, limit),
            method: method.into(),
            misere_method: None,
            steps: vec![Step::new(self.reasoning(schwenk, is_p, grundy))],
            notes,
        }))
    }
}

impl Words for MemoryHeap {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let to = changes
            .first()
            .and_then(|c| c.to.to_u64())
            .unwrap_or(self.heap);
        let j = self.heap.saturating_sub(to);
        let next = match self.rule {
            Rule::Mem => t!(lang, "memory-next-at-least", take = j),
            _ => {
                let (_, most) = self.rule.takes(u64::MAX, j);
                t!(lang, "memory-next-up-to", most = most.min(to))
            }
        };
        t!(
            lang,
            "move-memory",
            take = j,
            from = self.heap.to_string(),
            to = to.to_string(),
            next = next
        )
    }
}

impl Moves for MemoryHeap {
    /// `H N` (or the number alone).
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![crate::component::notation::Form::Take]
    }

    /// `N` (take `N`), `1 N` or `1 -> M`; checked by the rules for heaps of any size.
    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let text = text.trim();
        let changes = if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
            let j = notation::number(text, text, "take")?;
            let j = j.to_u64().filter(|&j| j <= self.heap).ok_or_else(|| {
                MoveError::Illegal(crate::i18n::msg!(
                    "reason-the-heap-has-only",
                    heap = self.heap
                ))
            })?;
            self.take(j)
        } else {
            let changes = notation::read_heap_moves(self, text, "heap")?;
            notation::check_pieces(self, &changes)?;
            changes
        };
        self.check_move(&changes)?;
        Ok(changes)
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let [one] = changes else {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-take-from-the-heap"
            )));
        };
        let (lo, hi) = self.takes();
        let j = (&one.from - &one.to.clone().min(one.from.clone()))
            .to_u64()
            .unwrap_or(0);
        if one.heap != 0 || one.to > one.from || j < lo || j > hi {
            let why = if lo > hi {
                crate::i18n::msg!("reason-no-take-allowed", game = self.rule.to_string())
            } else {
                crate::i18n::msg!(
                    "reason-take-between",
                    game = self.rule.to_string(),
                    lo = lo,
                    hi = hi
                )
            };
            return Err(MoveError::Illegal(why));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let (lo, hi) = self.takes();
        (lo <= hi).then(|| self.take(lo))
    }

    fn has_move(&self) -> Option<bool> {
        Some(self.slow_move().is_some())
    }
}

/// The board of a heap with a memory: its row of counters (only a legal take pressed),
/// the last take beside the heap's size and a line on what it allows — the same rows for
/// every game of this folder.
pub(crate) fn memory_board(
    game: &dyn Component,
    heap: u64,
    last: u64,
    lang: crate::i18n::Lang,
) -> crate::component::Pieces {
    let mut board = crate::component::Pieces::heaps_of_in(game, lang);
    if let Some(item) = board.items.first_mut() {
        item.label = crate::i18n::t!(lang, "board-memory-label", heap = heap, last = last);
    }
    board.how = format!(
        "{} {}",
        board.how,
        crate::i18n::t!(lang, "board-how-memory", last = last)
    );
    board
}
