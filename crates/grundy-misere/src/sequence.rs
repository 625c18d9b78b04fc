//! `grundy seq GAME --misere`: for each heap `0..=n` of a ruleset, its misère outcome
//! alone, its genus (when its game tree is small enough) and its element `Φ(n)` of the
//! misère quotient (when the quotient can be computed that far).
//!
//! ```
//! use grundy_misere::sequence::misere_sequence;
//! use grundy_heap::heap::rule::HeapRule;
//! let s = misere_sequence(&HeapRule::parse("kayles").unwrap().into(), 6, &grundy_core::Cancel::new()).unwrap();
//! assert_eq!(s.rows[5].genus.as_deref(), Some("4^{146}"));
//! assert_eq!(s.rows[1].outcome, grundy_core::Outcome::P); // a single pin: the mover must take it
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "rows are indexed by heaps 0..=upto of the tables built here for those heaps"
)]

use super::genus::Genus;
use super::quotient::{self, QuotientOptions};
use crate::cancel::{Cancel, Cancelled, POLL_EVERY};
use crate::outcome::Outcome;
use grundy_heap::sequence::SequenceRule;
use serde::Serialize;
use std::collections::HashMap;

/// The most positions the genus search keeps (beyond, larger heaps get no genus).
pub const GENUS_POSITIONS: usize = 400_000;

/// One heap of a misère sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisereRow {
    /// The heap size.
    pub heap: u64,
    /// Its misère outcome alone.
    pub outcome: Outcome,
    /// Its genus, when found.
    pub genus: Option<String>,
    /// `Φ(heap)` in the misère quotient, as a word, when computed.
    pub element: Option<String>,
}

/// The misère sequence of a ruleset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisereSequence {
    /// The ruleset.
    pub rule: String,
    /// One row per heap.
    pub rows: Vec<MisereRow>,
    /// The quotient's presentation, when computed.
    pub presentation: Option<String>,
    /// Why the quotient is missing, when it is.
    pub quotient_refused: Option<String>,
}

/// The misère sequence of `rule` for heaps `0..=upto`; `None` for heaps whose genus is
/// out of reach. The outcome comes from the genus (`γ₀ = 0` iff P) or else the quotient;
/// heaps with neither are left out (the sequence stops there).
pub fn misere_sequence(
    rule: &SequenceRule,
    upto: u64,
    cancel: &Cancel,
) -> Result<MisereSequence, Cancelled> {
    let mut memo: HashMap<Vec<u64>, Genus> = HashMap::new();
    let mut poll = cancel.poll(POLL_EVERY);
    let mut opts = QuotientOptions::up_to(upto.max(1));
    opts.stop_at_period = false;
    opts.cancel = cancel.clone();
    let (q, refused) = match quotient::cached(rule, &opts) {
        Ok(q) => (Some(q), None),
        Err(quotient::QuotientError::Cancelled(c)) => return Err(c),
        Err(e) => (None, Some(e.to_string())),
    };
    let mut rows = Vec::new();
    // A rule that is not a heap game has no heaps to play misère: no rows.
    let mut genus_ok = rule.has_heaps();
    for n in 0..=upto {
        let start = if n == 0 { vec![] } else { vec![n] };
        let genus = if genus_ok {
            let g = genus_of(rule, &start, &mut memo, &mut poll)?;
            genus_ok = g.is_some();
            g
        } else {
            None
        };
        let element = q.as_ref().and_then(|q| q.phi(n));
        let outcome = match (&genus, element, &q) {
            (Some(g), _, _) => Some(g.misere_value() == 0),
            (None, Some(x), Some(q)) => Some(q.in_p(x)),
            _ => None,
        };
        let Some(p) = outcome else { break };
        rows.push(MisereRow {
            heap: n,
            outcome: Outcome::from_next_player_wins(!p),
            genus: genus.map(|g| g.to_string()),
            element: element.and_then(|x| q.as_ref().map(|q| q.word(x))),
        });
    }
    Ok(MisereSequence {
        rule: rule.name(),
        rows,
        presentation: q.map(|q| q.presentation()),
        quotient_refused: refused,
    })
}

/// The genus of a sum of heaps (sorted), by the recursion; `None` past the position cap.
fn genus_of(
    rule: &SequenceRule,
    p: &Vec<u64>,
    memo: &mut HashMap<Vec<u64>, Genus>,
    poll: &mut crate::cancel::Poll<'_>,
) -> Result<Option<Genus>, Cancelled> {
    if let Some(g) = memo.get(p) {
        return Ok(Some(g.clone()));
    }
    if memo.len() >= GENUS_POSITIONS {
        return Ok(None);
    }
    poll.step(1)?;
    let mut options = Vec::new();
    for (i, &h) in p.iter().enumerate() {
        if i > 0 && p[i - 1] == h {
            continue;
        }
        for o in rule.options(h) {
            let mut next: Vec<u64> = p[..i].iter().chain(&p[i + 1..]).copied().collect();
            next.extend(o);
            next.sort_unstable();
            match genus_of(rule, &next, memo, poll)? {
                Some(g) => options.push(g),
                None => return Ok(None),
            }
        }
    }
    let g = Genus::from_options(options.iter());
    memo.insert(p.clone(), g.clone());
    Ok(Some(g))
}
