//! **Conway's tame rule** for sums, as data: the rows of a genus report and the tame
//! rule's reasoning step. (A component's genus, and the rule
//! applied to a position, are the library's: `grundy::analysis::genus_report`.)
//! The rule:
//! when every component is hereditarily tame, the sum is played exactly like misère Nim
//! with each component replaced by the Nim position of the same genus (ONAG ch. 12). A
//! tame component counts as its nim-value `g` and whether it is "big" (genus
//! `g^{g,g⊕2}`); the sum is a misère P-position iff (some component is big and the `g`
//! XOR to 0) or (none is big and they XOR to 1).
//!
//! ```
//! use grundy_misere::genus::{Genus, TameValue};
//! // A big component (*2) with nim-sum 0 is a misère P-position; with none big, 1 is.
//! let (one, two) = (Genus::nim_heap(1).tame().unwrap(), Genus::nim_heap(2).tame().unwrap());
//! assert!(TameValue::sum([two, two]).is_p());
//! assert!(!TameValue::sum([one, one]).is_p() && TameValue::sum([one, one, one]).is_p());
//! ```

use crate::outcome::Outcome;
use serde::Serialize;

/// One component in a genus report or in the tame rule's reasoning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ComponentGenusRow {
    /// The component in the position language.
    pub component: String,
    /// Its genus in the usual notation, when found.
    pub genus: Option<String>,
    /// Whether it is hereditarily tame, when known.
    pub hereditarily_tame: Option<bool>,
    /// The Nim position it plays like when tame: its nim-sum.
    pub tame_value: Option<u64>,
    /// … and whether that Nim position has a heap of 2 or more.
    pub big: Option<bool>,
    /// Positions searched for it (0 for a formula).
    pub positions: usize,
    /// Why the genus was not found.
    pub refused: Option<String>,
}

/// `grundy genus`: each component's genus, hereditary tameness, and the sum's genus when
/// every component is hereditarily tame.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GenusReport {
    /// One row per component.
    pub components: Vec<ComponentGenusRow>,
    /// The genus of the whole sum, when every component is hereditarily tame.
    pub sum: Option<String>,
    /// The misère outcome, when the tame rule gives it.
    pub misere_outcome: Option<Outcome>,
}

/// The reasoning of the tame rule (the `tame_rule` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TameReasoning {
    /// Each component: its genus and the Nim position it plays like.
    pub components: Vec<ComponentGenusRow>,
    /// The nim-sum of the components' tame values.
    pub nim_sum: u64,
    /// Whether some component is big.
    pub big: bool,
    /// The genus of the sum.
    pub genus: String,
    /// Who wins.
    pub outcome: Outcome,
}
