//! Subtraction games: `sub(a,b,…)`, `bounded(k)`, `allbut(a,b,…)`.
//!
//! STUB — being written; signatures are fixed, bodies are not.

use serde::Serialize;

/// The rule of a subtraction game: which numbers of counters may be removed.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SubtractionRule {
    /// Remove exactly one of these amounts (sorted, distinct, positive).
    Finite(Vec<u64>),
    /// Remove any amount from 1 to k.
    Bounded(u64),
    /// Remove any positive amount except these (sorted, distinct, positive).
    AllBut(Vec<u64>),
}

/// The reasoning for a subtraction-game component.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SubtractionReasoning {}

/// TEMPORARY integration stub.
#[derive(Debug, Clone)]
pub struct SolvedSubtraction;
impl SubtractionRule {
    /// stub
    pub fn finite(_v: Vec<u64>) -> Result<Self, String> {
        unimplemented!()
    }
    /// stub
    pub fn all_but(_v: Vec<u64>) -> Result<Self, String> {
        unimplemented!()
    }
    /// stub
    pub fn bounded(_v: u64) -> Result<Self, String> {
        unimplemented!()
    }
    /// stub
    pub fn name(&self) -> String {
        unimplemented!()
    }
    /// stub
    pub fn options(&self, _n: u64) -> Vec<u64> {
        unimplemented!()
    }
    /// stub
    pub fn solve(&self) -> Result<SolvedSubtraction, String> {
        unimplemented!()
    }
}
impl SolvedSubtraction {
    /// stub
    pub fn value(&self, _n: &crate::Nat) -> crate::Nat {
        unimplemented!()
    }
    /// stub
    pub fn moves_to_value(
        &self,
        _n: &crate::Nat,
        _t: &crate::Nat,
        _l: usize,
    ) -> (u64, Vec<crate::Nat>) {
        unimplemented!()
    }
    /// stub
    pub fn reasoning(&self, _h: &[crate::Nat], _l: usize) -> SubtractionReasoning {
        unimplemented!()
    }
}
