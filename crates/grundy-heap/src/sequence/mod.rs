//! Nim-sequences of one-heap rules — heap games (take-and-break codes, Grundy's game,
//! Lasker's Nim) and subtraction games (`sub`, `bounded`, `allbut`) — through one stack:
//! one rule type, one run, one periodicity with its certificate, one solved sequence.
//!
//! | module | what it is |
//! |---|---|
//! | this one | [`SequenceRule`]: a heap rule or a subtraction rule |
//! | [`period_moves`] | the moves of a heap of any size to a value, counted and listed through a proved period (residue classes; sub-mask arithmetic with a saltus) |
//! | [`certificate`] | [`Certificate`](certificate::Certificate): the data of a proved period, for the independent checker `grundy-check` |
//! | [`periodicity`] | [`Periodicity`] and [`Theorem`]: a period found in a prefix, proved where a theorem covers the rule ([`analyze`]) |
//! | [`checkpoint`] | [`Checkpoint`](checkpoint::Checkpoint): a run's state as bytes, and back to a run, checked |
//! | [`search`] | [`search::search`]: a heap rule's values computed until its period is proved |
//! | [`run`] | [`SequenceRun`]: the values computed in chunks (progress, cancellation, statistics, periodicity checkpoints) — what `grundy seq` and `/api/sequence` drive, and what [`SolvedSequence::solve`] drives within its budget |
//! | [`values_file`] | the binary values file of `grundy seq --out`: its header, its value widths, its checksum |
//! | [`chart`] | [`Chart`](chart::Chart): a plot's data — the values of each pixel column, rare ones apart — built value by value for any length |
//! | [`subtraction`] | [`SubtractionRule`]: `sub(…)`, `bounded(k)`, `allbut(…)` — validated sets, their codes, their solving |
//! | [`solved`] | [`SolvedSequence`]: the value of any heap and the moves to a value, [`ValueMethod`], [`SequenceReasoning`] (the data of the `subtraction` and `heap_game` reasoning steps) |
//!
//! `grundy seq GAME --period` and `grundy analyze "GAME n"` go through the same
//! [`SequenceRun`]: the same engine, the same checkpoints (64, 128, 256, … values) and the
//! same [`analyze`] at each checkpoint, so they cannot disagree. The analysis stops where
//! the documented budget of [`solved`] ends (2^20 values with the sparse engine — the
//! default of `grundy seq --period`).
//!
//! ```
//! use grundy_heap::sequence::{SequenceRule, SolvedSequence};
//! use grundy_heap::sequence::subtraction::SubtractionRule;
//! use grundy_core::Nat;
//! // allbut(2,3,5): G(n + 18) = G(n) + 6 for every n ≥ 0.
//! let rule = SequenceRule::from(SubtractionRule::all_but([2, 3, 5]).unwrap());
//! let solved = SolvedSequence::solve(&rule, &Nat::from(1000u32)).unwrap();
//! let p = solved.periodicity().unwrap();
//! assert_eq!((p.preperiod, p.period.clone(), p.saltus.clone(), p.certified),
//!            (0, Nat::from(18u8), Nat::from(6u8), true));
//! assert_eq!(solved.value(&Nat::from(1000u32)), Some(Nat::from(333u32)));
//! ```

pub mod certificate;
pub mod chart;
pub mod checkpoint;
pub(crate) mod engines;
pub mod period_moves;
pub mod periodicity;
pub mod run;
pub mod search;
pub mod solved;
pub mod subtraction;
pub mod values_file;

pub use periodicity::{analyze, certificate_bound, Periodicity, Theorem};
pub use run::{compute, SequenceReport, SequenceRun, Stop, Values};
pub use solved::{
    HeapMoves, ProgressHook, SequenceError, SequenceReasoning, SequenceRow, SolveBudget,
    SolvedHeaps, SolvedSequence, ValueMethod,
};

use crate::heap::formula::FormulaRule;
use crate::heap::rule::HeapRule;
use crate::sequence::subtraction::SubtractionRule;
use std::fmt;
use std::ops::ControlFlow;

/// A one-heap rule whose nim-sequence this module computes: a heap game or a subtraction
/// game. A subtraction game whose amounts fit a code is also a heap game (see
/// [`HeapRule::from_subtraction`] and [`HeapRule::as_subtraction`]); both spellings get
/// the same values and the same periodicity.
///
/// ```
/// use grundy_heap::heap::rule::HeapRule;
/// use grundy_heap::sequence::SequenceRule;
/// use grundy_heap::sequence::subtraction::SubtractionRule;
/// let kayles = SequenceRule::from(HeapRule::parse("kayles").unwrap());
/// assert_eq!((kayles.name(), kayles.code()), ("0.77".to_string(), "0.77".to_string()));
/// let sub = SequenceRule::from(SubtractionRule::finite([1, 3, 4]).unwrap());
/// assert_eq!((sub.name(), sub.code()), ("sub(1,3,4)".to_string(), "0.3033".to_string()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SequenceRule {
    /// A heap game: a take-and-break code or Lasker's Nim.
    Heap(HeapRule),
    /// A subtraction game: `sub(…)`, `bounded(k)`, `allbut(…)`.
    Subtraction(SubtractionRule),
    /// A game that computes its own values, one after another (a coin-turning game's
    /// head on coin `n`): listed by `grundy seq`, with no heap options — so no period
    /// theorem and no misère analysis of heaps.
    Own(OwnRule),
    /// A heap rule written as a formula (`rule(n -> …)`): its options evaluated heap by
    /// heap, its values by the definition — no code, so no period theorem (a period is
    /// only observed).
    Formula(FormulaRule),
}

/// The values `G(0), G(1), …` of a game that computes them itself ([`SequenceRule::Own`]).
pub trait OwnValues: fmt::Debug + Send + Sync {
    /// The rule's name, as the game is written (`spawning(3E)`).
    fn name(&self) -> String;
    /// A stream from `G(0)`.
    fn stream(&self) -> Box<dyn ValueStream>;
}

/// `G(0), G(1), …` one after another; an error ends the stream (a value out of reach).
pub trait ValueStream: fmt::Debug + Send {
    /// The next value, or why it cannot be computed.
    ///
    /// # Errors
    /// A catalogue message, said in the reader's language: the value is out of the game's
    /// reach.
    fn next_value(&mut self) -> Result<u64, crate::i18n::Message>;
    /// A copy of the stream where it is.
    fn clone_box(&self) -> Box<dyn ValueStream>;
}

/// A shared [`OwnValues`], compared by its name.
///
/// ```
/// use grundy_heap::sequence::{OwnRule, OwnValues, SequenceRule, ValueStream};
/// #[derive(Debug, Clone)]
/// struct Naturals(u64);
/// impl ValueStream for Naturals {
///     fn next_value(&mut self) -> Result<u64, grundy_core::i18n::Message> { self.0 += 1; Ok(self.0 - 1) }
///     fn clone_box(&self) -> Box<dyn ValueStream> { Box::new(self.clone()) }
/// }
/// #[derive(Debug)]
/// struct N;
/// impl OwnValues for N {
///     fn name(&self) -> String { "n".into() }
///     fn stream(&self) -> Box<dyn ValueStream> { Box::new(Naturals(0)) }
/// }
/// let rule = SequenceRule::Own(OwnRule::new(N));
/// assert_eq!(rule.name(), "n");
/// assert!(rule.heap_rule().is_none());
/// ```
#[derive(Debug, Clone)]
pub struct OwnRule(pub std::sync::Arc<dyn OwnValues>);

impl OwnRule {
    /// Shares `values`.
    pub fn new(values: impl OwnValues + 'static) -> OwnRule {
        OwnRule(std::sync::Arc::new(values))
    }
}

impl PartialEq for OwnRule {
    fn eq(&self, other: &Self) -> bool {
        self.0.name() == other.0.name()
    }
}

impl Eq for OwnRule {}

impl std::hash::Hash for OwnRule {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.name().hash(state);
    }
}

/// What decides the engine and the certificate of a rule: its closed form, its subtraction
/// set, or its code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Family {
    /// Lasker's Nim: `G(n + 4) = G(n) + 4` for `n ≥ 1`.
    Lasker,
    /// `bounded(k)`: `G(n) = n mod (k + 1)`.
    Bounded(u64),
    /// A finite subtraction set (sorted, positive), however written.
    Finite(Vec<u64>),
    /// Any positive amount except these (sorted, positive), however written.
    AllBut(Vec<u64>),
    /// Any other take-and-break code.
    Code,
}

impl SequenceRule {
    /// The rule's own name: the canonical code (`0.77`, `lasker`) or the subtraction rule
    /// in the position language (`sub(1,3,4)`).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::SequenceRule;
    /// assert_eq!(SequenceRule::from(HeapRule::Lasker).name(), "lasker");
    /// ```
    pub fn name(&self) -> String {
        match self {
            SequenceRule::Heap(rule) => rule.to_string(),
            SequenceRule::Subtraction(rule) => rule.name(),
            SequenceRule::Own(rule) => rule.0.name(),
            SequenceRule::Formula(rule) => rule.name(),
        }
    }

    /// The code in CGSuite notation (`4.[3]` for Lasker's Nim, `0.3033` for
    /// `sub(1,3,4)`); a subtraction rule too large for a code gives its name.
    ///
    /// ```
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let big = SequenceRule::from(SubtractionRule::finite([1, 100]).unwrap());
    /// assert_eq!(big.code(), "sub(1,100)");
    /// ```
    pub fn code(&self) -> String {
        match self.heap_rule() {
            Some(rule) => rule.code().to_string(),
            None => self.name(),
        }
    }

    /// The rule as a heap rule, if it has a code (every heap rule does; a subtraction rule
    /// if its amounts fit, see [`HeapRule::from_subtraction`]).
    ///
    /// ```
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::all_but([2]).unwrap());
    /// assert_eq!(r.heap_rule().unwrap().to_string(), "0.30[3]");
    /// ```
    pub fn heap_rule(&self) -> Option<HeapRule> {
        match self {
            SequenceRule::Heap(rule) => Some(rule.clone()),
            SequenceRule::Subtraction(rule) => HeapRule::from_subtraction(rule),
            SequenceRule::Own(_) | SequenceRule::Formula(_) => None,
        }
    }

    /// The rule as a subtraction rule, if it is one (a code whose digits are all `0` or
    /// `3` is, see [`HeapRule::as_subtraction`]).
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(HeapRule::parse("0.3033").unwrap());
    /// assert_eq!(r.subtraction_rule(), Some(SubtractionRule::Finite(vec![1, 3, 4])));
    /// ```
    pub fn subtraction_rule(&self) -> Option<SubtractionRule> {
        match self {
            SequenceRule::Heap(rule) => rule.as_subtraction(),
            SequenceRule::Subtraction(rule) => Some(rule.clone()),
            SequenceRule::Own(_) | SequenceRule::Formula(_) => None,
        }
    }

    /// The options of a heap of `n`, each the list of non-empty heaps left: for a heap
    /// rule [`HeapRule::options`], for a subtraction rule `[n − s]` (or `[]` when the
    /// whole heap is taken), smaller heaps first. Brute force: meant for small `n`.
    ///
    /// ```
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3]).unwrap());
    /// assert_eq!(r.options(3), vec![vec![], vec![2]]);
    /// ```
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        match self {
            SequenceRule::Heap(rule) => rule.options(n),
            SequenceRule::Subtraction(rule) => {
                let mut out: Vec<Vec<u64>> = rule
                    .options(n)
                    .into_iter()
                    .map(|m| if m == 0 { Vec::new() } else { vec![m] })
                    .collect();
                out.reverse();
                out
            }
            // Not a heap game: no heap options.
            SequenceRule::Own(_) => Vec::new(),
            // A heap whose options the formula cannot give has none here
            // ([`SequenceRule::try_options`] says why).
            SequenceRule::Formula(rule) => rule.options(n).unwrap_or_default(),
        }
    }

    /// [`SequenceRule::options`], or why they cannot be given: a formula that fails at `n`
    /// ([`FormulaRule::options`]); the other rules always give theirs.
    ///
    /// # Errors
    /// The formula's [`FormulaEvalError`](crate::heap::formula::FormulaEvalError), said as
    /// a catalogue message.
    ///
    /// ```
    /// use grundy_heap::heap::formula::FormulaRule;
    /// use grundy_heap::sequence::SequenceRule;
    /// let r = SequenceRule::Formula(FormulaRule::parse("n -> [[n - 2]]").unwrap());
    /// assert_eq!(r.try_options(3).unwrap(), vec![vec![1]]);
    /// assert_eq!(r.try_options(1).unwrap_err().id(), "err-formula-negative");
    /// ```
    pub fn try_options(&self, n: u64) -> Result<Vec<Vec<u64>>, crate::i18n::Message> {
        match self {
            SequenceRule::Formula(rule) => rule.options(n).map_err(|e| e.message()),
            _ => Ok(self.options(n)),
        }
    }

    /// Calls `visit` with every option of a heap of `n`, in [`SequenceRule::options`]'
    /// order, without collecting them; stops at the first [`ControlFlow::Break`].
    ///
    /// ```
    /// use grundy_heap::sequence::SequenceRule;
    /// use grundy_heap::sequence::subtraction::SubtractionRule;
    /// use std::ops::ControlFlow;
    /// let r = SequenceRule::from(SubtractionRule::finite([1, 3]).unwrap());
    /// let mut seen = Vec::new();
    /// let _ = r.for_each_option(3, &mut |parts| {
    ///     seen.push(parts.to_vec());
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!(seen, r.options(3));
    /// ```
    pub fn for_each_option<B>(
        &self,
        n: u64,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        match self {
            SequenceRule::Heap(rule) => rule.for_each_option(n, visit),
            SequenceRule::Subtraction(rule) => {
                for m in rule.options(n).into_iter().rev() {
                    if m == 0 {
                        visit(&[])?;
                    } else {
                        visit(&[m])?;
                    }
                }
                ControlFlow::Continue(())
            }
            SequenceRule::Own(_) => ControlFlow::Continue(()),
            SequenceRule::Formula(rule) => {
                for option in rule.options(n).unwrap_or_default() {
                    visit(&option)?;
                }
                ControlFlow::Continue(())
            }
        }
    }

    /// [`SequenceRule::for_each_option`] that looks at `cancel` as it goes (for a heap
    /// rule, every few thousand steps of its walk:
    /// [`HeapRule::for_each_option_cancellable`](crate::heap::rule::HeapRule::for_each_option_cancellable)).
    ///
    /// # Errors
    /// [`Cancelled`](crate::cancel::Cancelled) when `cancel` was raised.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::SequenceRule;
    /// use std::ops::ControlFlow;
    /// use std::sync::atomic::AtomicBool;
    /// let r = SequenceRule::from(HeapRule::parse("kayles").unwrap());
    /// let mut count = 0;
    /// let flow = r.for_each_option_cancellable(5, &AtomicBool::new(false), &mut |_| {
    ///     count += 1;
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!((flow, count), (Ok(ControlFlow::Continue(())), r.options(5).len()));
    /// ```
    pub fn for_each_option_cancellable<B>(
        &self,
        n: u64,
        cancel: &std::sync::atomic::AtomicBool,
        visit: &mut dyn FnMut(&[u64]) -> ControlFlow<B>,
    ) -> Result<ControlFlow<B>, crate::cancel::Cancelled> {
        match self {
            SequenceRule::Heap(rule) => rule.for_each_option_cancellable(n, cancel, visit),
            _ => Ok(self.for_each_option(n, visit)),
        }
    }

    /// Whether the rule's heaps are heaps of a heap game (options are heaps, sums are
    /// sums of heaps): false for [`SequenceRule::Own`], whose misère play is not that of
    /// its values' recurrence.
    ///
    /// ```
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_heap::sequence::SequenceRule;
    /// assert!(SequenceRule::from(HeapRule::Lasker).has_heaps());
    /// ```
    pub fn has_heaps(&self) -> bool {
        !matches!(self, SequenceRule::Own(_))
    }

    /// The family that decides the engine and the certificate.
    pub(crate) fn family(&self) -> Family {
        if let SequenceRule::Heap(HeapRule::Lasker) = self {
            return Family::Lasker;
        }
        match self.subtraction_rule() {
            Some(SubtractionRule::Bounded(k)) => Family::Bounded(k),
            Some(SubtractionRule::Finite(set)) => Family::Finite(set),
            Some(SubtractionRule::AllBut(x)) => Family::AllBut(x),
            None => Family::Code,
        }
    }
}

impl From<HeapRule> for SequenceRule {
    fn from(rule: HeapRule) -> Self {
        SequenceRule::Heap(rule)
    }
}

impl From<&HeapRule> for SequenceRule {
    fn from(rule: &HeapRule) -> Self {
        SequenceRule::Heap(rule.clone())
    }
}

impl From<SubtractionRule> for SequenceRule {
    fn from(rule: SubtractionRule) -> Self {
        SequenceRule::Subtraction(rule)
    }
}

impl From<&SubtractionRule> for SequenceRule {
    fn from(rule: &SubtractionRule) -> Self {
        SequenceRule::Subtraction(rule.clone())
    }
}

impl From<FormulaRule> for SequenceRule {
    fn from(rule: FormulaRule) -> Self {
        SequenceRule::Formula(rule)
    }
}

impl From<&SequenceRule> for SequenceRule {
    fn from(rule: &SequenceRule) -> Self {
        rule.clone()
    }
}

impl fmt::Display for SequenceRule {
    /// [`SequenceRule::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}
