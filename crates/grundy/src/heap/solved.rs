//! A heap rule solved: the nim-sequence types every rule shares, under the names heap
//! games had before they were shared ([`crate::sequence::solved`] is the module).
//!
//! ```
//! use grundy::heap::{rule::HeapRule, solved::SolvedHeapRule};
//! use grundy::Nat;
//! let kayles = HeapRule::parse("kayles").unwrap();
//! let solved = SolvedHeapRule::solve(&kayles, &Nat::from(1000u32)).unwrap();
//! assert_eq!(solved.value(&Nat::from(10u8)), Some(Nat::from(2u8)));
//! ```

pub use crate::sequence::solved::{
    SequenceError, SequenceReasoning, SequenceRow, SolvedSequence, ValueMethod, DIRECT_LIMIT,
    MOVE_LIMIT, PERIOD_SEARCH_LIMIT, VALUES_SHOWN,
};

/// [`SolvedSequence`] (the same type).
pub type SolvedHeapRule = SolvedSequence;

/// [`SequenceError`] (the same type).
pub type HeapError = SequenceError;

/// The data of the `heap_game` reasoning step: [`SequenceReasoning`].
pub type HeapReasoning = SequenceReasoning;

/// One heap of a [`HeapReasoning`]: [`SequenceRow`].
pub type HeapRow = SequenceRow;
