//! [`option_list`]: the options of a position counted as CGSuite counts them
//! (`G.Options.Size`) — two moves that leave the same position are one option — with
//! the first of them listed, each with its value or outcome.
//!
//! Two positions are the same when they are the same multiset of pieces: a heap of a
//! heap game (a take-and-break code, a subtraction game) is a piece of its own, so the
//! heaps of components of one game are pooled, their order does not matter and a heap
//! of 0 is no piece; any other component is one piece, its state taken in its game's
//! canonical form ([`Search::canonical_state`](crate::component::Search::canonical_state):
//! sorted when its pieces are interchangeable). Equal pieces have the same options,
//! counted once; moves in two different pieces never leave the same position, since a
//! heap splits into smaller heaps only and a game that always ends never comes back to
//! a piece it left — so the distinct options are the sum, over the distinct pieces, of
//! each piece's distinct options (a move that leaves the position as it was, in a game
//! with cycles, is one option whichever piece it is made in). A heap's options are
//! counted by walking the rule's splits without listing them; any other piece's moves
//! are visited one at a time and told apart by a 128-bit hash of their canonical form —
//! both within a fixed amount of work, beyond which the count is refused, never guessed.
//! Values are computed for the options listed only.

use super::super::{analyze, AnalysisError, AnalyzeOptions};
use crate::cancel::Cancel;
use crate::component::{AnyComponent, HeapChange, SearchStep};
use crate::i18n::{t, Lang};
use crate::loopy::GenValue;
use crate::nat::Nat;
use crate::outcome::{Convention, Outcome};
use crate::position::{describe_move_in, Position};
use crate::report::AFTER_HEAP_LIMIT;
use grundy_heap::heap::rule::HeapRule;
use grundy_heap::sequence::SequenceRule;
use serde::Serialize;
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use thiserror::Error;

/// The most moves [`option_list`] visits one at a time (each remembered as a 128-bit
/// hash): a position with more, outside heap games, is refused.
pub const OPTION_MOVES_LIMIT: u64 = 4_000_000;

/// The most steps a walk over one heap's options may take ([`HeapRule::for_each_option_bounded`]):
/// a heap whose options take more is refused.
pub const OPTION_WALK_STEPS: u64 = 100_000_000;

/// How many options a position has, counted as [`option_list`] counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OptionCount {
    /// Every legal move, as the `#k` notation numbers them.
    pub count: u64,
    /// The distinct positions those moves lead to (CGSuite's `.Options.Size`).
    pub distinct: u64,
}

/// The options of a position ([`option_list`]). Its JSON:
/// `{position, convention, count, distinct, listed, options}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionList {
    /// The position, in the position language; `None` above [`AFTER_HEAP_LIMIT`] heaps.
    pub position: Option<String>,
    /// The play convention of the values and outcomes.
    pub convention: Convention,
    /// Every legal move.
    pub count: u64,
    /// The distinct options: positions the moves lead to, each counted once.
    pub distinct: u64,
    /// How many distinct options are listed in [`OptionList::options`].
    pub listed: usize,
    /// The first distinct options, in the order of the first move leading to each.
    pub options: Vec<DistinctOption>,
}

/// One distinct option: the first move leading to it and what it is worth. Its JSON:
/// `{move, after, component, changes, moves, value, outcome}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DistinctOption {
    /// The first move leading to the option, in words, in the language asked for.
    #[serde(rename = "move")]
    pub description: String,
    /// The whole position after the move, in the position language; `None` above
    /// [`AFTER_HEAP_LIMIT`] heaps.
    pub after: Option<String>,
    /// The index (from 0) of the component the move is made in.
    pub component: usize,
    /// The heaps (tokens) the move changes.
    pub changes: Vec<HeapChange>,
    /// How many legal moves lead to this option.
    pub moves: u64,
    /// The Grundy value of the option under normal play (with a component that can loop,
    /// its generalized value: finite or `∞{K}`); `None` under misère play or when it is
    /// not known.
    pub value: Option<GenValue>,
    /// The outcome of the option for the player then to move: `P` means the move wins.
    pub outcome: Outcome,
}

/// Why the options of a position could not be counted or valued. A refusal, never a
/// wrong count.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
#[non_exhaustive]
pub enum OptionsError {
    /// A component's options are more than the work allowed to count them.
    OutOfReach {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
        /// The work allowed (moves visited, or steps of a heap's walk).
        work: u64,
    },
    /// A component whose moves cannot be listed at all: a piece too large for its game's
    /// rules on small numbers.
    NotListable {
        /// The component's index (from 1, as shown to people).
        index: usize,
        /// Its game.
        game: String,
    },
    /// The analysis of a listed option failed, or the count was cancelled
    /// ([`AnalysisError::Cancelled`]).
    #[error(transparent)]
    Analysis(#[from] AnalysisError),
}

/// The sentences of an [`OptionsError`], in `lang`.
///
/// ```
/// use grundy::analysis::OptionsError;
/// use grundy::{i18n::errors::Localized, Lang};
/// let e = OptionsError::NotListable { index: 1, game: "nim".into() };
/// assert_eq!(e.message_in(Lang::En), e.to_string());
/// assert!(e.to_string().starts_with("component 1 (nim)"));
/// ```
impl crate::i18n::errors::Localized for OptionsError {
    fn message_in(&self, lang: Lang) -> String {
        match self {
            OptionsError::OutOfReach { index, game, work } => t!(
                lang,
                "err-options-out-of-reach",
                index = *index,
                game = game,
                work = work.to_string()
            ),
            OptionsError::NotListable { index, game } => {
                t!(
                    lang,
                    "err-options-not-listable",
                    index = *index,
                    game = game
                )
            }
            OptionsError::Analysis(e) => e.message_in(lang),
        }
    }
}
grundy_core::localized_error!(OptionsError);

impl From<crate::cancel::Cancelled> for OptionsError {
    fn from(_: crate::cancel::Cancelled) -> Self {
        OptionsError::Analysis(AnalysisError::Cancelled)
    }
}

/// How many options `position` has, each distinct one counted once (see the module's
/// docs), without valuing any.
///
/// # Errors
/// [`OptionsError::OutOfReach`] or [`OptionsError::NotListable`] when a component's
/// options cannot be counted within the work allowed; [`AnalysisError::Cancelled`]
/// (inside [`OptionsError::Analysis`]) when `cancel` was raised.
///
/// ```
/// use grundy::analysis::{count_options, OptionCount};
/// use grundy::{parse_position, Cancel};
/// let count = |text: &str| count_options(&parse_position(text).unwrap(), &Cancel::new()).unwrap();
/// // Grundy's game: 20 splits into two unequal heaps in 9 ways.
/// assert_eq!(count("grundy-game 20"), OptionCount { count: 9, distinct: 9 });
/// // Equal heaps have the same options: 3 → 1, 2, 0 from either heap.
/// assert_eq!(count("3 3"), OptionCount { count: 6, distinct: 3 });
/// assert_eq!(count("kayles 3 + kayles 3"), OptionCount { count: 6, distinct: 3 });
/// ```
pub fn count_options(position: &Position, cancel: &Cancel) -> Result<OptionCount, OptionsError> {
    tally(position, cancel, 0).map(|t| t.count)
}

/// The options of `position` ([`count_options`]: every one counted) with the first
/// `max` distinct ones listed, each with its value under normal play or its outcome
/// under `options.convention`, as [`analyze`] finds them (its limits, its `cancel`);
/// each move in words in `lang`.
///
/// # Errors
/// The [`count_options`] refusals, and the first [`AnalysisError`] of a listed option.
///
/// ```
/// use grundy::analysis::option_list;
/// use grundy::{parse_position, AnalyzeOptions, Lang, Outcome};
/// let p = parse_position("kayles 3 3").unwrap();
/// let list = option_list(&p, &AnalyzeOptions::default(), 10, Lang::En).unwrap();
/// assert_eq!((list.count, list.distinct, list.listed), (6, 3, 3));
/// let after: Vec<_> = list.options.iter().map(|o| o.after.as_deref().unwrap()).collect();
/// assert_eq!(after, ["kayles 1 1 3", "kayles 2 3", "kayles 1 3"]);
/// assert!(list.options.iter().all(|o| o.moves == 2));
/// assert_eq!(list.options[0].outcome, Outcome::N); // *2 + *3 = *1
/// let none = option_list(&p, &AnalyzeOptions::default(), 0, Lang::En).unwrap();
/// assert_eq!((none.distinct, none.listed), (3, 0));
/// ```
pub fn option_list(
    position: &Position,
    options: &AnalyzeOptions,
    max: usize,
    lang: Lang,
) -> Result<OptionList, OptionsError> {
    let tally = tally(position, &options.cancel, max)?;
    let quiet = AnalyzeOptions {
        max_moves: Some(0),
        all_moves: false,
        ..options.clone()
    };
    let mut listed = Vec::with_capacity(tally.picks.len());
    for pick in tally.picks {
        options.cancel.check()?;
        let next = position.with_move(pick.component, &pick.changes);
        let report = analyze(&next, &quiet)?;
        listed.push(DistinctOption {
            description: describe_move_in(position, pick.component, &pick.changes, lang),
            after: (next.heap_count() <= AFTER_HEAP_LIMIT).then(|| next.to_string()),
            component: pick.component,
            changes: pick.changes,
            moves: pick.moves,
            value: report.loopy_value.or(report.value.map(GenValue::Finite)),
            outcome: report.outcome,
        });
    }
    Ok(OptionList {
        position: (position.heap_count() <= AFTER_HEAP_LIMIT).then(|| position.to_string()),
        convention: options.convention,
        count: tally.count.count,
        distinct: tally.count.distinct,
        listed: listed.len(),
        options: listed,
    })
}

impl OptionList {
    /// The heading of the list in `lang`: the position, the convention, the moves and
    /// the distinct options counted.
    ///
    /// ```
    /// use grundy::analysis::option_list;
    /// use grundy::{parse_position, AnalyzeOptions, Lang};
    /// let p = parse_position("3 3").unwrap();
    /// let list = option_list(&p, &AnalyzeOptions::default(), 9, Lang::En).unwrap();
    /// assert_eq!(list.heading_in(Lang::En), "3 3 (normal play): 6 moves, 3 distinct options");
    /// ```
    pub fn heading_in(&self, lang: Lang) -> String {
        let convention = match self.convention {
            Convention::Normal => t!(lang, "options-normal"),
            Convention::Misere => t!(lang, "options-misere"),
        };
        let position = self
            .position
            .clone()
            .unwrap_or_else(|| t!(lang, "options-long-position"));
        t!(
            lang,
            "options-heading",
            position = position,
            convention = convention,
            count = self.count,
            distinct = self.distinct
        )
    }

    /// The line saying how many are listed, when not all are: `None` when every
    /// distinct option is listed.
    pub fn listed_in(&self, lang: Lang) -> Option<String> {
        let listed = u64::try_from(self.listed).unwrap_or(u64::MAX);
        (listed < self.distinct).then(|| {
            t!(
                lang,
                "options-listed",
                listed = listed,
                distinct = self.distinct
            )
        })
    }
}

impl DistinctOption {
    /// What the option is worth, in `lang`: its value (`*3`, `∞{0,2}`) under normal
    /// play, and its outcome in words (`P` when the move wins).
    ///
    /// ```
    /// use grundy::analysis::option_list;
    /// use grundy::{parse_position, AnalyzeOptions, Convention, Lang};
    /// let p = parse_position("1 2").unwrap();
    /// let list = option_list(&p, &AnalyzeOptions::default(), 9, Lang::En).unwrap();
    /// assert_eq!(list.options[2].worth_in(Lang::En), "*0 — P: this move wins");
    /// let misere = AnalyzeOptions { convention: Convention::Misere, ..AnalyzeOptions::default() };
    /// let list = option_list(&p, &misere, 9, Lang::En).unwrap();
    /// assert_eq!(list.options[1].worth_in(Lang::En), "P: this move wins"); // 1 0: misère P
    /// ```
    pub fn worth_in(&self, lang: Lang) -> String {
        let outcome = match self.outcome {
            Outcome::P => t!(lang, "options-outcome-p"),
            Outcome::N => t!(lang, "options-outcome-n"),
            Outcome::D => t!(lang, "options-outcome-d"),
        };
        match &self.value {
            Some(GenValue::Finite(n)) => format!("*{n} — {outcome}"),
            Some(v) => format!("{v} — {outcome}"),
            None => outcome,
        }
    }

    /// How many moves lead to the option, in `lang`, when more than one does.
    pub fn moves_in(&self, lang: Lang) -> Option<String> {
        (self.moves > 1).then(|| t!(lang, "options-moves", moves = self.moves))
    }
}

/// A distinct option to list: the first move leading to it, and how many do.
struct Pick {
    component: usize,
    changes: Vec<HeapChange>,
    moves: u64,
}

/// What counting found: the counts and the first `room` distinct options.
struct Tally {
    count: OptionCount,
    picks: Vec<Pick>,
}

/// A piece of the position, as two positions are compared: a heap of a heap game
/// (pooled over the components of that game), or a whole component in canonical form.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Piece {
    Heap { game: String, heap: u64 },
    Whole { game: String, state: Vec<u64> },
}

/// Where a piece first occurs (component, and heap inside it) and how many times.
struct Occurrence {
    component: usize,
    heap: usize,
    times: u64,
}

/// How a component's heaps are counted, when it is a heap game.
fn heap_kind(c: &AnyComponent) -> Option<Option<HeapRule>> {
    match c.sequence_rule()? {
        SequenceRule::Heap(rule) => Some(Some(rule)),
        SequenceRule::Subtraction(_) | SequenceRule::Formula(_) => Some(None),
        SequenceRule::Own(_) => None,
    }
}

/// The state as compared: sorted, without heaps of 0 for a heap game; the game's
/// canonical form otherwise.
fn key_of(c: &AnyComponent, heaps: bool, state: &[u64]) -> Vec<u64> {
    if heaps {
        let mut v: Vec<u64> = state.iter().copied().filter(|&h| h > 0).collect();
        v.sort_unstable();
        v
    } else {
        c.canonical_state(state)
    }
}

/// A 128-bit hash of a state: two SipHash runs with different prefixes.
fn hash128(state: &[u64]) -> u128 {
    let half = |prefix: u8| {
        let mut h = DefaultHasher::new();
        prefix.hash(&mut h);
        state.hash(&mut h);
        h.finish()
    };
    (u128::from(half(0)) << 64) | u128::from(half(1))
}

/// Counts the options of `position` and picks the first `room` distinct ones.
fn tally(position: &Position, cancel: &Cancel, room: usize) -> Result<Tally, OptionsError> {
    let mut order: Vec<Piece> = Vec::new();
    let mut seen: HashMap<Piece, Occurrence> = HashMap::new();
    for (ci, c) in position.components.iter().enumerate() {
        let state = c.search_state().ok_or_else(|| OptionsError::NotListable {
            index: ci + 1,
            game: c.name(),
        })?;
        let mut add = |piece: Piece, heap: usize| {
            seen.entry(piece.clone())
                .or_insert_with(|| {
                    order.push(piece);
                    Occurrence {
                        component: ci,
                        heap,
                        times: 0,
                    }
                })
                .times += 1;
        };
        if heap_kind(c).is_some() {
            for (j, &h) in state.iter().enumerate().filter(|&(_, &h)| h > 0) {
                add(
                    Piece::Heap {
                        game: c.name(),
                        heap: h,
                    },
                    j,
                );
            }
        } else {
            let key = key_of(c, false, &state);
            add(
                Piece::Whole {
                    game: c.name(),
                    state: key,
                },
                0,
            );
        }
    }
    let mut counter = Counter {
        cancel,
        room,
        count: OptionCount {
            count: 0,
            distinct: 0,
        },
        picks: Vec::new(),
        moves_left: OPTION_MOVES_LIMIT,
        stay: None,
    };
    for piece in &order {
        let Some(at) = seen.get(piece) else {
            continue;
        };
        let Some(c) = position.components.get(at.component) else {
            continue;
        };
        match (piece, heap_kind(c)) {
            (Piece::Heap { game, heap }, Some(Some(rule))) => {
                counter.walk_heap(c, game, at, &rule, *heap)?;
            }
            (Piece::Heap { game, heap }, _) => {
                counter.visit_moves(c, game, at, &[*heap], &[*heap], true)?;
            }
            (Piece::Whole { game, state: own }, _) => {
                let state = c.search_state().unwrap_or_default();
                counter.visit_moves(c, game, at, &state, own, false)?;
            }
        }
    }
    Ok(Tally {
        count: counter.count,
        picks: counter.picks,
    })
}

/// The running count over the pieces.
struct Counter<'a> {
    cancel: &'a Cancel,
    room: usize,
    count: OptionCount,
    picks: Vec<Pick>,
    /// Moves that may still be visited one at a time.
    moves_left: u64,
    /// The pick of the option "the position as it was" (a move around a cycle), once
    /// found: one option whichever piece it is made in.
    stay: Option<Option<usize>>,
}

impl Counter<'_> {
    fn out_of_reach(game: &str, at: &Occurrence, work: u64) -> OptionsError {
        OptionsError::OutOfReach {
            index: at.component + 1,
            game: game.to_string(),
            work,
        }
    }

    /// A new distinct option reached by `moves` moves: picked while there is room.
    fn pick(
        &mut self,
        component: usize,
        changes: impl FnOnce() -> Vec<HeapChange>,
        moves: u64,
    ) -> Option<usize> {
        self.count.distinct += 1;
        (self.picks.len() < self.room).then(|| {
            self.picks.push(Pick {
                component,
                changes: changes(),
                moves,
            });
            self.picks.len() - 1
        })
    }

    /// The options of a heap of `heap` tokens of `rule`, by walking its splits: each is
    /// distinct (the walk gives each list of heaps once), and none is an option of
    /// another heap as long as every part is smaller than the heap.
    fn walk_heap(
        &mut self,
        c: &AnyComponent,
        game: &str,
        at: &Occurrence,
        rule: &HeapRule,
        heap: u64,
    ) -> Result<(), OptionsError> {
        let mut found = 0u64;
        let mut grows = false;
        let (picked, cancel) = (self.picks.len(), self.cancel);
        let walked =
            rule.for_each_option_bounded(heap, OPTION_WALK_STEPS, cancel.flag(), &mut |parts| {
                if parts.iter().any(|&p| p >= heap) {
                    grows = true;
                    return ControlFlow::Break(());
                }
                found += 1;
                let parts: Vec<Nat> = parts.iter().map(|&p| Nat::from(p)).collect();
                self.pick(
                    at.component,
                    || vec![HeapChange::split(at.heap, Nat::from(heap), parts)],
                    at.times,
                );
                ControlFlow::Continue(())
            });
        match walked {
            Err(cancelled) => return Err(cancelled.into()),
            Ok(Err(_)) => return Err(Self::out_of_reach(game, at, OPTION_WALK_STEPS)),
            Ok(Ok(_)) if grows => {
                // A rule that adds tokens: its options are told apart by listing them.
                self.count.distinct -= found;
                self.picks.truncate(picked);
                return self.visit_moves(c, game, at, &[heap], &[heap], true);
            }
            Ok(Ok(_)) => {}
        }
        self.count.count += found.saturating_mul(at.times);
        Ok(())
    }

    /// The options of a piece whose moves are visited one at a time from `state` (a heap
    /// alone when `heap`, its moves' changes then put back on its heap), told apart by a
    /// hash of their canonical form; `own` is the piece's (a move back to it leaves the
    /// position as it was).
    fn visit_moves(
        &mut self,
        c: &AnyComponent,
        game: &str,
        at: &Occurrence,
        state: &[u64],
        own: &[u64],
        heap: bool,
    ) -> Result<(), OptionsError> {
        let mut seen: HashSet<u128> = HashSet::new();
        let mut listed: HashMap<u128, usize> = HashMap::new();
        let mut visited = 0u64;
        let mut stopped: Option<OptionsError> = None;
        let limit = self.moves_left;
        let all = c.each_search_move(state, limit as f64, &mut |step: SearchStep| {
            visited += 1;
            if visited > limit {
                stopped = Some(Self::out_of_reach(game, at, OPTION_MOVES_LIMIT));
                return false;
            }
            if visited.is_multiple_of(4096) && self.cancel.is_cancelled() {
                stopped = Some(crate::cancel::Cancelled.into());
                return false;
            }
            let key = key_of(c, heap, &step.after);
            let changes = move || {
                let mut changes = step.changes;
                if heap {
                    for ch in &mut changes {
                        ch.heap = at.heap;
                    }
                }
                changes
            };
            if key == own {
                match self.stay {
                    None => self.stay = Some(self.pick(at.component, changes, at.times)),
                    Some(Some(i)) => {
                        if let Some(p) = self.picks.get_mut(i) {
                            p.moves += at.times;
                        }
                    }
                    Some(None) => {}
                }
                return true;
            }
            let hash = hash128(&key);
            if seen.insert(hash) {
                if let Some(i) = self.pick(at.component, changes, at.times) {
                    listed.insert(hash, i);
                }
            } else if let Some(p) = listed.get(&hash).and_then(|&i| self.picks.get_mut(i)) {
                p.moves += at.times;
            }
            true
        });
        if let Some(e) = stopped {
            return Err(e);
        }
        if !all {
            return Err(Self::out_of_reach(game, at, OPTION_MOVES_LIMIT));
        }
        self.moves_left -= visited;
        self.count.count += visited.saturating_mul(at.times);
        Ok(())
    }
}
