//! What a component that can repeat positions gives ([`Loopy::loopy`](super::Loopy::loopy)): its
//! generalized value and every move with the value it leads to. The theory — generalized
//! Sprague–Grundy values, the retrograde solver — is [`crate::loopy`]'s; this is the
//! contract's side of it.

use super::{HeapChange, Refusal};
use crate::loopy::{GenValue, LoopyError};
use crate::reasoning::Step;

/// One move of a loopy component and the component's value after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopyMove {
    /// What changes (for tokens on a graph: one token and the vertex it reaches).
    pub changes: Vec<HeapChange>,
    /// The component's generalized value after the move.
    pub value: GenValue,
}

/// What a loopy component returns from [`Loopy::loopy`](super::Loopy::loopy): its
/// generalized value, every move with the value it leads to, and the reasoning.
#[derive(Debug, Clone, PartialEq)]
pub struct LoopyValued {
    /// The generalized Sprague–Grundy value.
    pub value: GenValue,
    /// How it was found, as the component report names it.
    pub method: String,
    /// Every move from the component, with the component's value after it.
    pub moves: Vec<LoopyMove>,
    /// The reasoning (the labelling rounds).
    pub steps: Vec<Step>,
    /// Remarks for the reader, each a catalogue message.
    pub notes: Vec<crate::i18n::Message>,
}

impl From<LoopyError> for Refusal {
    fn from(e: LoopyError) -> Refusal {
        match e {
            LoopyError::Cancelled(c) => Refusal::Cancelled(c),
            other => Refusal::Failed(crate::i18n::Message::said(&other)),
        }
    }
}
