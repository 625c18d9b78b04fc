//! Stopping a long computation from outside: a [`Cancel`] handle, raised by whoever waits
//! for the answer (a server's timer, a Ctrl-C handler) and looked at by the library's
//! long loops — the exhaustive [`Solver`](crate::solver::Solver), misère search, the value
//! searches of games without a formula, the nim-sequence runs behind heap games, the
//! computer's move. A computation that sees it raised stops with [`Cancelled`] (as a
//! typed refusal of whatever it was computing), never with a wrong answer.
//!
//! The library reads no clock: a deadline is the caller's timer raising the flag. The
//! loops do not look at the flag at every step but every few thousand steps, through a
//! [`Poll`] (a counter), so that checking costs nothing measurable.
//!
//! ```
//! use grundy_core::{Cancel, Cancelled};
//!
//! let cancel = Cancel::new();
//! let timer = cancel.clone(); // e.g. moved to a timer on another thread
//! let mut poll = cancel.poll(1000);
//! assert!(poll.step(999).is_ok());
//! timer.cancel();
//! assert_eq!(poll.step(1), Err(Cancelled)); // the loop stops with a typed refusal
//! ```
//!
//! (The library's `analyze` takes a `Cancel` in its options and answers
//! `AnalysisError::Cancelled` the same way.)

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use thiserror::Error;

/// A computation was stopped because its [`Cancel`] was raised (its time was up, or its
/// caller lost interest). Nothing it computed is returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{}", crate::i18n::errors::english(self))]
pub struct Cancelled;

impl crate::i18n::errors::Localized for Cancelled {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        #[allow(unused_imports)]
        use crate::i18n::{errors::Localized, t};
        t!(lang, "err-cancelled")
    }
}
crate::localized_error!(Cancelled);

/// A shared flag that asks running computations to stop. Clones share the flag: raise
/// one and every computation holding a clone stops at its next look.
///
/// The default handle is never raised by anyone else (nobody else holds it). Every
/// handle compares equal to every other: a [`Cancel`] says how long to try, not what is
/// asked, so two `AnalyzeOptions` that ask the same question
/// are equal whatever their handles.
///
/// ```
/// use grundy_core::Cancel;
/// let cancel = Cancel::new();
/// let seen_by_a_worker = cancel.clone();
/// assert!(!seen_by_a_worker.is_cancelled());
/// cancel.cancel();
/// assert!(seen_by_a_worker.is_cancelled());
/// assert!(seen_by_a_worker.check().is_err());
/// ```
#[derive(Debug, Clone, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// A new handle, not raised.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Raises the flag: every computation holding a clone stops at its next look.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// `Err(Cancelled)` when the flag is raised.
    ///
    /// # Errors
    /// [`Cancelled`] when the flag is raised.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.is_cancelled() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }

    /// The flag itself, for the loops that take a `&AtomicBool`
    /// (the nim-sequence engines' `run_until`).
    ///
    /// ```
    /// use grundy_core::Cancel;
    /// use std::sync::atomic::Ordering;
    /// let cancel = Cancel::new();
    /// cancel.cancel();
    /// assert!(cancel.flag().load(Ordering::Relaxed));
    /// ```
    pub fn flag(&self) -> &AtomicBool {
        &self.0
    }

    /// A counter that looks at the flag once every `every` units of work (see [`Poll`]).
    pub fn poll(&self, every: u64) -> Poll<'_> {
        let every = every.max(1);
        Poll {
            cancel: self,
            left: every,
            every,
        }
    }
}

impl PartialEq for Cancel {
    /// Always true: the handle is not part of what is asked (see [`Cancel`]).
    fn eq(&self, _: &Cancel) -> bool {
        true
    }
}

impl Eq for Cancel {}

/// How many units of work (positions, moves, options) the library's loops do between two
/// looks at their [`Cancel`]: a few thousand, so that a raised flag stops them within
/// about a millisecond while checking costs a counter decrement per unit.
pub const POLL_EVERY: u64 = 4096;

/// A counter in front of a [`Cancel`]: [`Poll::step`] counts work and looks at the flag
/// only when `every` units have been done since the last look.
///
/// ```
/// use grundy_core::{Cancel, Cancelled};
/// let cancel = Cancel::new();
/// let mut poll = cancel.poll(10);
/// cancel.cancel();
/// // The first nine units do not look; the tenth does.
/// for _ in 0..9 {
///     assert_eq!(poll.step(1), Ok(()));
/// }
/// assert_eq!(poll.step(1), Err(Cancelled));
/// ```
#[derive(Debug)]
pub struct Poll<'a> {
    cancel: &'a Cancel,
    left: u64,
    every: u64,
}

impl Poll<'_> {
    /// Counts `work` units; looks at the flag when `every` units have been counted since
    /// the last look.
    ///
    /// # Errors
    /// [`Cancelled`] when it looks and the flag is raised.
    #[inline]
    pub fn step(&mut self, work: u64) -> Result<(), Cancelled> {
        if self.left > work {
            self.left -= work;
            return Ok(());
        }
        self.left = self.every;
        self.cancel.check()
    }
}
