//! [`search`]: a heap rule's nim-sequence computed until its period is proved — the run of
//! `grundy seq --period` ([`SequenceRun`]: the sparse engine where it applies), with a
//! certificate looked for at 64, 128, 256, … values.

use super::run::{SequenceRun, Stop};
use super::Periodicity;
use crate::heap::naive::{EngineError, Progress};
use crate::heap::rule::HeapRule;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// What [`search`] found.
///
/// ```
/// use grundy_heap::sequence::search::search;
/// use grundy_heap::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
/// let s = search(&HeapRule::parse("0.07").unwrap(), 1000, &mut |_| {}, &AtomicBool::new(false)).unwrap();
/// assert!(s.periodicity.unwrap().certified);
/// assert!(s.computed < 1000);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchResult {
    /// The period found (certified if `certified`), or `None`.
    pub periodicity: Option<Periodicity>,
    /// How many values were computed.
    pub computed: u64,
    /// True if the search was cancelled before reaching `upto` or a certificate.
    pub cancelled: bool,
}

/// Computes `G(0), G(1), …` with the run of `grundy seq` ([`SequenceRun`]: the sparse
/// engine where it applies), looking for a certified period at 64, 128, 256, … values and
/// at `G(0..=upto)`; stops at the first certificate, at `upto`, or when `cancel` is
/// raised.
///
/// # Errors
/// As the engine's ([`EngineError`]).
///
/// ```
/// use grundy_heap::sequence::search::search;
/// use grundy_heap::heap::rule::HeapRule;
/// use std::sync::atomic::AtomicBool;
/// let s = search(&HeapRule::grundy_game(), 200, &mut |_| {}, &AtomicBool::new(false)).unwrap();
/// assert_eq!(s.computed, 201);
/// assert!(!s.periodicity.is_some_and(|p| p.certified));
/// ```
pub fn search(
    rule: &HeapRule,
    upto: u64,
    progress: &mut dyn FnMut(Progress),
    cancel: &AtomicBool,
) -> Result<SearchResult, EngineError> {
    let mut run = SequenceRun::new(rule.clone(), rule.to_string())?;
    let mut cancelled = false;
    loop {
        match run.step(upto, true, progress, cancel)? {
            Stop::Chunk { .. } => {}
            Stop::Done { .. } => break,
            Stop::Cancelled { .. } => {
                cancelled = true;
                break;
            }
        }
    }
    Ok(SearchResult {
        periodicity: run.period(),
        computed: run.computed(),
        cancelled,
    })
}
