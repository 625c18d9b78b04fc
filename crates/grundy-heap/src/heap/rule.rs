//! [`HeapRule`]: what a heap of `n` tokens can become, and [`HeapGame`], the game on a
//! list of heaps played straight from the rule (the brute-force oracle of the engines).
//!
//! ```
//! use grundy_heap::heap::rule::HeapRule;
//! let kayles = HeapRule::parse("kayles").unwrap();
//! assert_eq!(kayles.to_string(), "0.77");
//! assert_eq!(kayles.alias(), Some("kayles"));
//! // A row of 3 pins: knock down 1 or 2 adjacent pins.
//! assert_eq!(kayles.options(3), vec![vec![1, 1], vec![2], vec![1]]);
//! ```

use super::code::{parse_code, CodeError, Constraint, Digit, TbCode};
use crate::game::ImpartialGame;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

/// The named heap games and their codes (`lasker` is [`HeapRule::Lasker`]).
///
/// ```
/// use grundy_heap::heap::rule::ALIASES;
/// assert!(ALIASES.contains(&("dawson-chess", "0.137")));
/// ```
pub const ALIASES: &[(&str, &str)] = &[
    ("kayles", "0.77"),
    ("dawson-kayles", "0.07"),
    ("dawson-chess", "0.137"),
    ("treblecross", "0.007"),
    ("officers", "0.6"),
    ("grundy-game", "4!.0"),
    ("lasker", "4.[3]"),
];

/// The rule of a heap game: how one heap may change in one move.
///
/// ```
/// use grundy_heap::heap::rule::HeapRule;
/// let lasker = HeapRule::parse("lasker").unwrap();
/// assert_eq!(lasker, HeapRule::Lasker);
/// // Remove 1 or 2 tokens, or split 2 into 1 + 1.
/// assert_eq!(lasker.options(2), vec![vec![1, 1], vec![1], vec![]]);
/// let grundy = HeapRule::parse("grundy-game").unwrap();
/// assert_eq!(grundy.options(4), vec![vec![1, 3]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HeapRule {
    /// A take-and-break code (octal, hexadecimal or CGSuite notation); Grundy's game is
    /// the code `4!.0`.
    TakeBreak(TbCode),
    /// Lasker's Nim: remove any positive number of tokens, or split a heap into two
    /// non-empty heaps (the infinite code `4.[3]`).
    Lasker,
}

impl HeapRule {
    /// Reads a game name (case-insensitive, see [`ALIASES`]) or a code (see
    /// [`crate::heap::code`]). The code `4.[3]` is recognised as Lasker's Nim.
    ///
    /// # Errors
    /// The code's [`CodeError`]; an unknown word gives [`CodeError::UnknownName`].
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::parse("Officers").unwrap().to_string(), "0.6");
    /// assert_eq!(HeapRule::parse("4.[3]").unwrap(), HeapRule::Lasker);
    /// assert!(HeapRule::parse("chess").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<HeapRule, CodeError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        if let Some(&(_, code)) = ALIASES.iter().find(|(name, _)| *name == lower) {
            return HeapRule::parse(code);
        }
        if trimmed
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic())
            && !["hex(", "tb(", "cgsuite("]
                .iter()
                .any(|p| lower.starts_with(p))
        {
            return Err(CodeError::UnknownName {
                name: trimmed.to_string(),
                known: ALIASES
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        Ok(HeapRule::from_code(parse_code(trimmed)?))
    }

    /// The rule of a code (`4.[3]` becomes [`HeapRule::Lasker`]).
    ///
    /// ```
    /// use grundy_heap::heap::{code::parse_code, rule::HeapRule};
    /// let r = HeapRule::from_code(parse_code("0.07").unwrap());
    /// assert_eq!(r.alias(), Some("dawson-kayles"));
    /// ```
    pub fn from_code(code: TbCode) -> HeapRule {
        if code == lasker_code() {
            HeapRule::Lasker
        } else {
            HeapRule::TakeBreak(code)
        }
    }

    /// Grundy's game: split a heap into two non-empty heaps of different sizes (`4!.0`).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::grundy_game().to_string(), "4!.0");
    /// assert!(HeapRule::grundy_game().is_grundy_game());
    /// ```
    #[expect(
        clippy::expect_used,
        reason = "a constant code, checked by the doctest"
    )]
    pub fn grundy_game() -> HeapRule {
        HeapRule::TakeBreak(
            TbCode::new(vec![Digit::from_mask(4, Constraint::Distinct)], 0)
                .expect("4!.0 is a valid code"),
        )
    }

    /// True for Grundy's game.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert!(!HeapRule::parse("0.77").unwrap().is_grundy_game());
    /// ```
    pub fn is_grundy_game(&self) -> bool {
        *self == HeapRule::grundy_game()
    }

    /// The game's name if it has one (see [`ALIASES`]).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::parse("0.007").unwrap().alias(), Some("treblecross"));
    /// assert_eq!(HeapRule::parse("0.71").unwrap().alias(), None);
    /// ```
    pub fn alias(&self) -> Option<&'static str> {
        ALIASES
            .iter()
            .find(|(_, code)| parse_code(code).is_ok_and(|c| HeapRule::from_code(c) == *self))
            .map(|(name, _)| *name)
    }

    /// The code of the rule (Lasker's Nim: `4.[3]`).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::Lasker.code().to_string(), "4.[3]");
    /// ```
    pub fn code(&self) -> TbCode {
        match self {
            HeapRule::TakeBreak(code) => code.clone(),
            HeapRule::Lasker => lasker_code(),
        }
    }

    /// `t`, the largest number of tokens one move removes; `None` if unbounded.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::parse("kayles").unwrap().max_take(), Some(2));
    /// assert_eq!(HeapRule::Lasker.max_take(), None);
    /// ```
    pub fn max_take(&self) -> Option<u64> {
        match self {
            HeapRule::TakeBreak(code) => code.max_take(),
            HeapRule::Lasker => None,
        }
    }

    /// The largest number of heaps one move leaves; `None` if unbounded.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// assert_eq!(HeapRule::parse("hex(0.8)").unwrap().max_heaps(), Some(3));
    /// ```
    pub fn max_heaps(&self) -> Option<u32> {
        match self {
            HeapRule::TakeBreak(code) => code.max_heaps(),
            HeapRule::Lasker => Some(2),
        }
    }

    /// Every option of a heap of `n`: each a non-decreasing list of the non-empty heaps
    /// left, ordered by tokens removed (tokens added first, as removing a negative
    /// number), then by number of heaps (descending), then by the largest heap
    /// (descending). Without duplicates. Brute force: the number of
    /// options grows like `n^(k-1)` for moves leaving `k` heaps.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// let officers = HeapRule::parse("officers").unwrap(); // 0.6: take 1, leave 1 or 2 heaps
    /// assert_eq!(officers.options(4), vec![vec![1, 2], vec![3]]);
    /// assert_eq!(officers.options(1), Vec::<Vec<u64>>::new());
    /// ```
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let _ = self.for_each_option(n, &mut |parts| {
            out.push(parts.to_vec());
            ControlFlow::<()>::Continue(())
        });
        out
    }

    /// Calls `visit` with every option of a heap of `n`, in [`HeapRule::options`]' order,
    /// without collecting them (there may be billions: a heap of 100,000 split into three
    /// has about 8·10^8); stops at the first [`ControlFlow::Break`] and returns it.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::ops::ControlFlow;
    /// let hex = HeapRule::parse("hex(0.F)").unwrap(); // take 1, leave 0 to 3 heaps
    /// let first = hex.for_each_option(1_000_000_000, &mut |parts| ControlFlow::Break(parts.to_vec()));
    /// assert_eq!(first, ControlFlow::Break(vec![1, 1, 999_999_997]));
    /// ```
    pub fn for_each_option<B>(
        &self,
        n: u64,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        // 2^64 steps are never taken: the budget only bounds the bounded walks.
        let mut steps = Budget::new(u64::MAX, None);
        match self.walk(n, Order::MostHeapsFirst, &mut steps, visit) {
            ControlFlow::Break(Some(b)) => ControlFlow::Break(b),
            _ => ControlFlow::Continue(()),
        }
    }

    /// [`HeapRule::for_each_option`] that looks at `cancel` every
    /// [`POLL_EVERY`](crate::cancel::POLL_EVERY) steps of its walk — not only when an
    /// option comes out of it: a walk may try billions of partial lists of heaps and
    /// refuse them all (a heap left as many distinct heaps, `tb(0.{3+}!)`).
    ///
    /// # Errors
    /// [`Cancelled`](crate::cancel::Cancelled) when `cancel` was raised (the options
    /// visited so far were visited).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::ops::ControlFlow;
    /// use std::sync::atomic::AtomicBool;
    /// let distinct = HeapRule::parse("tb(0.{3+}!)").unwrap();
    /// let mut seen = 0;
    /// let r = distinct.for_each_option_cancellable(1500, &AtomicBool::new(true), &mut |_| {
    ///     seen += 1;
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert!(r.is_err() && seen < 5000);
    /// ```
    pub fn for_each_option_cancellable<B>(
        &self,
        n: u64,
        cancel: &AtomicBool,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> Result<ControlFlow<B>, crate::cancel::Cancelled> {
        let mut steps = Budget::new(u64::MAX, Some(cancel));
        match self.walk(n, Order::MostHeapsFirst, &mut steps, visit) {
            ControlFlow::Break(Some(b)) => Ok(ControlFlow::Break(b)),
            _ if steps.cancelled => Err(crate::cancel::Cancelled),
            _ => Ok(ControlFlow::Continue(())),
        }
    }

    /// [`HeapRule::for_each_option`] within a budget of `steps` steps (each a number of
    /// tokens, a number of heaps or a partial list of heaps tried): the walk cannot run
    /// unboundedly even when few or no options come out of it (a heap of a prime size
    /// split into equal heaps, Lasker's Nim on a huge heap).
    ///
    /// # Errors
    /// [`TooManySteps`] when the walk needs more than `steps` steps (the options visited
    /// so far were visited).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::ops::ControlFlow;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// let mut count = 0;
    /// let all = kayles.for_each_option_within(10, 1000, &mut |_| {
    ///     count += 1;
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!((all, count), (Ok(ControlFlow::Continue(())), 10));
    /// // Take 1, leave three equal heaps: of 10^6 tokens left, every split into three
    /// // is tried and refused.
    /// let equal = HeapRule::parse("tb(0.&8;=)").unwrap();
    /// let e = equal.for_each_option_within(1_000_001, 10_000, &mut |_| ControlFlow::<()>::Continue(()));
    /// assert_eq!(e.unwrap_err().steps, 10_000);
    /// ```
    pub fn for_each_option_within<B>(
        &self,
        n: u64,
        steps: u64,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> Result<ControlFlow<B>, TooManySteps> {
        let mut left = Budget::new(steps, None);
        match self.walk(n, Order::MostHeapsFirst, &mut left, visit) {
            ControlFlow::Break(Some(b)) => Ok(ControlFlow::Break(b)),
            ControlFlow::Break(None) => Err(TooManySteps { heap: n, steps }),
            ControlFlow::Continue(()) => Ok(ControlFlow::Continue(())),
        }
    }

    /// [`HeapRule::for_each_option_within`] that also looks at `cancel` every
    /// [`POLL_EVERY`](crate::cancel::POLL_EVERY) steps, as
    /// [`HeapRule::for_each_option_cancellable`] does: a walk bounded both by its work and
    /// from outside.
    ///
    /// # Errors
    /// [`Cancelled`](crate::cancel::Cancelled) when `cancel` was raised; inside,
    /// [`TooManySteps`] when the walk needs more than `steps` steps (either way the
    /// options visited so far were visited).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use std::ops::ControlFlow;
    /// use std::sync::atomic::AtomicBool;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// let go = AtomicBool::new(false);
    /// let mut count = 0;
    /// let all = kayles.for_each_option_bounded(10, 1000, &go, &mut |_| {
    ///     count += 1;
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!((all, count), (Ok(Ok(ControlFlow::Continue(()))), 10));
    /// let spent = kayles.for_each_option_bounded(10, 5, &go, &mut |_| ControlFlow::<()>::Continue(()));
    /// assert!(matches!(spent, Ok(Err(_))));
    /// let stop = AtomicBool::new(true);
    /// let equal = HeapRule::parse("tb(0.&8;=)").unwrap();
    /// let r = equal.for_each_option_bounded(1_000_001, u64::MAX, &stop, &mut |_| ControlFlow::<()>::Continue(()));
    /// assert!(r.is_err());
    /// ```
    pub fn for_each_option_bounded<B>(
        &self,
        n: u64,
        steps: u64,
        cancel: &AtomicBool,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> Result<Result<ControlFlow<B>, TooManySteps>, crate::cancel::Cancelled> {
        let mut left = Budget::new(steps, Some(cancel));
        match self.walk(n, Order::MostHeapsFirst, &mut left, visit) {
            ControlFlow::Break(Some(b)) => Ok(Ok(ControlFlow::Break(b))),
            ControlFlow::Break(None) if left.cancelled => Err(crate::cancel::Cancelled),
            ControlFlow::Break(None) => Ok(Err(TooManySteps { heap: n, steps })),
            ControlFlow::Continue(()) => Ok(Ok(ControlFlow::Continue(()))),
        }
    }

    /// An option of a heap of `n` that changes it as little as possible: fewest tokens
    /// removed, then fewest heaps left (what a losing player plays to make the game
    /// last); `Ok(None)` when the heap has no option. Found within `steps` steps, as
    /// [`HeapRule::for_each_option_within`].
    ///
    /// # Errors
    /// [`TooManySteps`] when no option is found within `steps` steps and the walk is not
    /// over (whether the heap has an option is then unknown).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// let any = HeapRule::parse("0.030*").unwrap(); // take 2 leaving 1 heap, or take 3
    /// assert_eq!(any.least_option_within(2_000_000, 1000), Ok(Some(vec![1_999_998])));
    /// assert_eq!(HeapRule::parse("0.1").unwrap().least_option_within(5, 1000), Ok(None));
    /// ```
    pub fn least_option_within(
        &self,
        n: u64,
        steps: u64,
    ) -> Result<Option<Vec<u64>>, TooManySteps> {
        let mut left = steps;
        self.least_option_spending(n, &mut left)
            .ok_or(TooManySteps { heap: n, steps })
    }

    /// [`HeapRule::least_option_within`] spending the budget `left` (shared by several
    /// heaps); `None` once it is spent.
    pub fn least_option_spending(&self, n: u64, left: &mut u64) -> Option<Option<Vec<u64>>> {
        let first = &mut |parts: &[u64]| ControlFlow::Break(parts.to_vec());
        let mut budget = Budget::new(*left, None);
        let flow = self.walk(n, Order::FewestHeapsFirst, &mut budget, first);
        *left = budget.left;
        match flow {
            ControlFlow::Break(Some(parts)) => Some(Some(parts)),
            ControlFlow::Break(None) => None,
            ControlFlow::Continue(()) => Some(None),
        }
    }

    /// The walk of [`HeapRule::for_each_option`]: heaps left by each number of tokens
    /// removed, the numbers of heaps in `order`; `Break(None)` once `steps` is spent.
    fn walk<B>(
        &self,
        n: u64,
        order: Order,
        steps: &mut Budget<'_>,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> ControlFlow<Option<B>> {
        let code = self.code();
        let top = code.max_take().map_or(n, |t| t.min(n));
        let (mut parts, mut sorted) = (Vec::new(), Vec::new());
        let mut visit = |parts: &[u64]| visit(parts).map_break(Some);
        // Tokens added first (the most first), then removed: `j` runs from `−a` to `t`.
        let added = (1..=code.additive().len() as u64)
            .rev()
            .map(|k| (n.checked_add(k), code.additive().get(k as usize - 1)));
        let removed = (0..=top).map(|j| (Some(n - j), code.digit_ref(j)));
        for (m, digit) in added.chain(removed) {
            spend(steps)?;
            let (Some(m), Some(digit)) = (m, digit) else {
                continue;
            };
            let max_r = digit.max_heaps().map_or(m, |r| u64::from(r).min(m));
            for i in 0..=max_r {
                let r = match order {
                    Order::MostHeapsFirst => max_r - i,
                    Order::FewestHeapsFirst => i,
                };
                spend(steps)?;
                // Beyond u32::MAX heaps a digit allows what it allows of many heaps.
                let Some(constraint) = digit.allows(u32::try_from(r).unwrap_or(u32::MAX)) else {
                    continue;
                };
                if r == 0 {
                    if m == 0 {
                        visit(&[])?;
                    }
                    continue;
                }
                parts.clear();
                let mut out = Partitions {
                    constraint,
                    parts: &mut parts,
                    sorted: &mut sorted,
                    visit: &mut visit,
                    steps: &mut *steps,
                };
                out.run(m, r, m)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether a heap of `n` may become the heaps `parts`, in any order ([`HeapRule::is_option`]
    /// after sorting them).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// let any = HeapRule::parse("0.030*").unwrap(); // take 4: leave any number of heaps
    /// assert!(any.allows(100, &[1; 96]));
    /// assert!(HeapRule::parse("kayles").unwrap().allows(5, &[2, 1]));
    /// ```
    pub fn allows(&self, n: u64, parts: &[u64]) -> bool {
        let mut sorted = parts.to_vec();
        sorted.sort_unstable();
        self.is_option(n, &sorted)
    }

    /// The first options of a heap of `n` in the order of [`HeapRule::options`], at most
    /// `limit` of them, and whether that is all of them — found within `steps` steps
    /// (as [`HeapRule::for_each_option_within`]), so that the listing is bounded in time
    /// as well as in memory, with or without a cancel flag.
    ///
    /// # Errors
    /// [`TooManySteps`] when the walk spends `steps` before it has `limit` options or
    /// has seen them all.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// let any = HeapRule::parse("tb(0.*)").unwrap(); // take 1, leave any number of heaps
    /// let (first, all) = any.options_within(1000, 2, 1_000_000).unwrap();
    /// assert_eq!((first.len(), all), (2, false));
    /// let (every, all) = any.options_within(4, 100, 1_000_000).unwrap();
    /// assert_eq!(every, vec![vec![1, 1, 1], vec![1, 2], vec![3]]);
    /// assert!(all);
    /// // Three equal heaps of 10^6 tokens: none, found only after about 8·10^10 tries;
    /// // the walk refuses rather than running on.
    /// let equal = HeapRule::parse("tb(0.&8;=)").unwrap();
    /// assert!(equal.options_within(1_000_001, 2, 1_000_000).is_err());
    /// ```
    pub fn options_within(
        &self,
        n: u64,
        limit: usize,
        steps: u64,
    ) -> Result<(Vec<Vec<u64>>, bool), TooManySteps> {
        let mut out = Vec::new();
        let flow = self.for_each_option_within(n, steps, &mut |parts| {
            if out.len() >= limit {
                return ControlFlow::Break(());
            }
            out.push(parts.to_vec());
            ControlFlow::Continue(())
        })?;
        Ok((out, flow.is_continue()))
    }

    /// Whether a heap of `n` may become the heaps `parts` (non-empty, non-decreasing, as
    /// [`HeapRule::options`] lists them) in one move — without listing the options.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// let kayles = HeapRule::parse("kayles").unwrap();
    /// assert!(kayles.is_option(5, &[2, 2]));
    /// assert!(!kayles.is_option(5, &[1, 1]));
    /// assert!(!kayles.is_option(5, &[2, 1])); // not sorted
    /// let hex = HeapRule::parse("hex(0.F)").unwrap();
    /// assert!(hex.is_option(100_000, &[1, 2, 99_996]));
    /// ```
    pub fn is_option(&self, n: u64, parts: &[u64]) -> bool {
        if parts.contains(&0) || parts.windows(2).any(|w| w.first() > w.last()) {
            return false;
        }
        let Some(left) = parts.iter().try_fold(0u64, |a, &p| a.checked_add(p)) else {
            return false;
        };
        let code = self.code();
        let digit = if left > n {
            let k = left - n;
            code.additive()
                .get(usize::try_from(k - 1).unwrap_or(usize::MAX))
        } else {
            let taken = n - left;
            if code.max_take().is_some_and(|t| taken > t) {
                return false;
            }
            code.digit_ref(taken)
        };
        let Some(digit) = digit else {
            return false;
        };
        let Ok(r) = u32::try_from(parts.len()) else {
            return false;
        };
        digit.allows(r).is_some_and(|c| c.admits(parts))
    }
}

/// The order in which [`HeapRule`]'s walk tries the numbers of heaps left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    /// As [`HeapRule::options`] lists them.
    MostHeapsFirst,
    /// For [`HeapRule::least_option_within`].
    FewestHeapsFirst,
}

/// A walk's budget: the steps left, and a cancel flag looked at every
/// [`POLL_EVERY`](crate::cancel::POLL_EVERY) steps.
struct Budget<'c> {
    left: u64,
    cancel: Option<&'c AtomicBool>,
    /// Steps until the next look at `cancel`.
    look: u64,
    /// The walk stopped because `cancel` was raised.
    cancelled: bool,
}

impl<'c> Budget<'c> {
    fn new(left: u64, cancel: Option<&'c AtomicBool>) -> Budget<'c> {
        Budget {
            left,
            cancel,
            look: crate::cancel::POLL_EVERY,
            cancelled: false,
        }
    }
}

/// Takes one step of a walk's budget: `Break(None)` when it is spent, or when its cancel
/// flag is raised (looked at every few thousand steps).
fn spend<B>(steps: &mut Budget<'_>) -> ControlFlow<Option<B>> {
    let Some(left) = steps.left.checked_sub(1) else {
        return ControlFlow::Break(None);
    };
    steps.left = left;
    steps.look -= 1;
    if steps.look == 0 {
        steps.look = crate::cancel::POLL_EVERY;
        if steps.cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            steps.cancelled = true;
            return ControlFlow::Break(None);
        }
    }
    ControlFlow::Continue(())
}

/// A walk over the options of a heap passed its budget of steps: whether there are more
/// options (or any) is not known.
///
/// ```
/// use grundy_heap::heap::rule::HeapRule;
/// let equal = HeapRule::parse("tb(0.&8;=)").unwrap(); // take 1, leave 3 equal heaps
/// let e = equal.options_within(1_000_001, 10, 1000).unwrap_err();
/// assert_eq!(e.to_string(), "listing the options of a heap of 1000001 takes more than 1000 steps");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub struct TooManySteps {
    /// The heap.
    pub heap: u64,
    /// The budget that was spent.
    pub steps: u64,
}

impl crate::i18n::errors::Localized for TooManySteps {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        t!(
            lang,
            "err-rule-too-many-steps",
            heap = self.heap,
            steps = self.steps
        )
    }
}
grundy_core::localized_error!(TooManySteps);

/// The partitions of [`HeapRule::for_each_option`]: every partition of `m` into exactly
/// `r` parts each ≤ `cap` (non-increasing generation, visited non-decreasing) that
/// satisfies `constraint`, each partial list a step of `steps`.
struct Partitions<'a, 'c, B> {
    constraint: Constraint,
    parts: &'a mut Vec<u64>,
    sorted: &'a mut Vec<u64>,
    visit: &'a mut dyn FnMut(&[u64]) -> ControlFlow<Option<B>>,
    steps: &'a mut Budget<'c>,
}

impl<B> Partitions<'_, '_, B> {
    fn run(&mut self, m: u64, r: u64, cap: u64) -> ControlFlow<Option<B>> {
        spend(self.steps)?;
        if r == 0 {
            if m == 0 {
                self.sorted.clear();
                self.sorted.extend(self.parts.iter().rev());
                if self.constraint.admits(self.sorted) {
                    (self.visit)(self.sorted)?;
                }
            }
            return ControlFlow::Continue(());
        }
        if m == r {
            // Every remaining part is 1: added at once, not one call deeper per part (a
            // heap of 10^5 left as 10^5 ones would otherwise recurse 10^5 deep).
            let depth = self.parts.len();
            self.parts.extend(std::iter::repeat_n(1, r as usize));
            let flow = self.run(0, 0, 0);
            self.parts.truncate(depth);
            return flow;
        }
        // The next (largest remaining) part x: x ≤ cap, x ≥ ceil(m / r), and the rest
        // r - 1 parts need at least r - 1 tokens.
        if m < r {
            return ControlFlow::Continue(());
        }
        let hi = cap.min(m - (r - 1));
        let lo = m.div_ceil(r);
        for x in (lo..=hi).rev() {
            if self.constraint == Constraint::Distinct && self.parts.last() == Some(&x) {
                continue;
            }
            self.parts.push(x);
            let flow = self.run(m - x, r - 1, x);
            self.parts.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }
}

#[expect(
    clippy::expect_used,
    reason = "a constant code, checked by every Lasker test"
)]
fn lasker_code() -> TbCode {
    TbCode::new(
        vec![
            Digit::from_mask(4, Constraint::Any),
            Digit::from_mask(3, Constraint::Any),
        ],
        1,
    )
    .expect("4.[3] is a valid code")
}

impl fmt::Display for HeapRule {
    /// The canonical code (`lasker` for Lasker's Nim).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapRule::TakeBreak(code) => write!(f, "{code}"),
            HeapRule::Lasker => write!(f, "lasker"),
        }
    }
}

/// The game on a list of heaps under a [`HeapRule`], straight from the rule: a move
/// replaces one heap by one of its [`HeapRule::options`]. Positions are sorted lists of
/// non-empty heaps. This is the independent oracle for the sequence engines.
///
/// ```
/// use grundy_heap::heap::rule::{HeapGame, HeapRule};
/// use grundy_core::Solver;
/// let game = HeapGame::new(HeapRule::parse("kayles").unwrap());
/// let mut solver = Solver::new(&game);
/// assert_eq!(solver.grundy(&vec![3]).unwrap(), 3);
/// assert_eq!(solver.grundy(&vec![1, 1]).unwrap(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapGame {
    rule: HeapRule,
}

impl HeapGame {
    /// The game of `rule`.
    ///
    /// ```
    /// use grundy_heap::heap::rule::{HeapGame, HeapRule};
    /// let g = HeapGame::new(HeapRule::Lasker);
    /// assert_eq!(g.rule(), &HeapRule::Lasker);
    /// ```
    pub fn new(rule: HeapRule) -> HeapGame {
        HeapGame { rule }
    }

    /// The rule.
    ///
    /// ```
    /// use grundy_heap::heap::rule::{HeapGame, HeapRule};
    /// assert_eq!(HeapGame::new(HeapRule::grundy_game()).rule().to_string(), "4!.0");
    /// ```
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }
}

impl ImpartialGame for HeapGame {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps.get(i - 1) == Some(&h) {
                continue; // same heap size: same options
            }
            for option in self.rule.options(h) {
                let mut next: Vec<u64> = heaps.clone();
                next.remove(i);
                next.extend(option);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// True for the plain digit `3` (leave no heap or one heap): a subtraction move.
pub(crate) fn is_take_digit(d: &crate::heap::code::Digit) -> bool {
    d.plain_mask() == Some(3) && d.allows(1) == Some(Constraint::Any)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_on_unbounded_digits_restrict_the_moves() {
        // The issue's checks: CGSuite allows 5, 9 and 4 moves (the old code 12, 12, 42).
        let count = |code: &str, n: u64| HeapRule::parse(code).unwrap().options(n).len();
        assert_eq!(count("tb(0.*!3)", 7), 5);
        assert_eq!(count("tb(0.*?3)", 7), 9);
        assert_eq!(count("tb(0.*=)", 11), 4);
        assert_eq!(
            HeapRule::parse("tb(0.*=)").unwrap().options(11),
            vec![vec![1; 10], vec![2, 2, 2, 2, 2], vec![5, 5], vec![10]]
        );
        // `?` on a lone heap refuses a heap of one token, as CGSuite's generator does.
        assert_eq!(
            HeapRule::parse("0.7?").unwrap().options(2),
            Vec::<Vec<u64>>::new()
        );
        assert_eq!(HeapRule::parse("0.7?").unwrap().options(3), vec![vec![2]]);
        // Additive digits: 80.0 adds a token and leaves three heaps.
        let add = HeapRule::parse("tb(80.0)").unwrap();
        assert_eq!(add.options(3), vec![vec![1, 1, 2]]);
        assert!(add.is_option(3, &[1, 1, 2]));
        assert!(!add.is_option(3, &[1, 1, 1]));
    }

    #[test]
    fn a_heap_left_as_many_ones_does_not_recurse_per_heap() {
        // Run on a small stack: one call per heap left would overflow it.
        let first = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let any = HeapRule::parse("tb(0.*)").unwrap();
                let mut first = None;
                let _ = any.for_each_option(200_001, &mut |parts| {
                    first = Some((parts.len(), parts.iter().sum::<u64>()));
                    ControlFlow::Break(())
                });
                first
            })
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(first, Some((200_000, 200_000)));
    }

    #[test]
    fn options_follow_the_digits() {
        let hex = HeapRule::parse("hex(0.8)").unwrap();
        assert_eq!(hex.options(5), vec![vec![1, 1, 2]]);
        let three_distinct = HeapRule::parse("tb(8!.0)").unwrap();
        assert_eq!(three_distinct.options(7), vec![vec![1, 2, 4]]);
        let equal = HeapRule::parse("4=.0").unwrap();
        assert_eq!(equal.options(6), vec![vec![3, 3]]);
        assert!(equal.options(5).is_empty());
        let any = HeapRule::parse("tb(0.*)").unwrap();
        assert_eq!(any.options(3), vec![vec![1, 1], vec![2]]);
        assert_eq!(
            HeapRule::parse("0.4").unwrap().options(5),
            vec![vec![1, 3], vec![2, 2]]
        );
    }
}
