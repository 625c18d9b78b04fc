//! A rule compiled for the engine: [`Moves`], the take, whole-heap, equal-split and split
//! moves of a finite code whose moves leave at most two heaps.

#![expect(
    clippy::indexing_slicing,
    reason = "j is at most the code's number of digits, the length of the tables this module allocates for it"
)]

use super::ENGINE_NAME;
use crate::heap::code::Constraint;
use crate::heap::engine::EngineError;
use crate::heap::rule::HeapRule;
use crate::i18n::{msg, Message};

/// A split move compiled: remove `k` tokens, leave two heaps (`distinct`: of different
/// sizes).
#[derive(Debug, Clone, Copy)]
pub(super) struct Split {
    pub(super) k: usize,
    pub(super) distinct: bool,
}

/// The moves of a supported rule.
#[derive(Debug, Clone, Default)]
pub(super) struct Moves {
    /// `whole[n]`: a move may remove a whole heap of `n`.
    pub(super) whole: Vec<bool>,
    /// Take `k ≥ 1` tokens, leave one heap (ascending).
    pub(super) take: Vec<usize>,
    /// Take `k`, leave two equal heaps (value 0).
    pub(super) equal: Vec<usize>,
    /// Take `k`, leave two heaps (ascending `k`).
    pub(super) split: Vec<Split>,
    /// `t`: the most tokens a move removes.
    pub(super) t: usize,
    /// The common parity of the split distances, if they share one.
    pub(super) split_parity: Option<u64>,
}

impl Moves {
    pub(super) fn compile(rule: &HeapRule) -> Result<Moves, EngineError> {
        let unsupported = |reason: Message| EngineError::Unsupported {
            engine: ENGINE_NAME.into(),
            rule: rule.to_string(),
            reason,
        };
        let code = match rule {
            HeapRule::TakeBreak(code) => code,
            HeapRule::Lasker => return Err(unsupported(msg!("engine-lasker"))),
        };
        if code.period() > 0 {
            return Err(unsupported(msg!("engine-repeating-code")));
        }
        if !code.additive().is_empty() {
            return Err(unsupported(msg!("engine-additive-code")));
        }
        let mut moves = Moves {
            t: code.digits().len() - 1,
            ..Moves::default()
        };
        moves.whole = vec![false; code.digits().len()];
        let mut parities = Vec::new();
        for (j, d) in code.digits().iter().enumerate() {
            match d.max_heaps() {
                Some(k) if k <= 2 => {}
                _ => {
                    return Err(unsupported(msg!(
                        "engine-digit-three-heaps",
                        digit = d.to_string()
                    )))
                }
            }
            if d.allows(0).is_some() && j > 0 {
                moves.whole[j] = true;
            }
            match d.allows(1) {
                Some(Constraint::NotAllEqual) => {
                    return Err(unsupported(msg!(
                        "engine-digit-lone-token",
                        digit = d.to_string()
                    )))
                }
                Some(_) if j > 0 => moves.take.push(j),
                _ => {}
            }
            match d.allows(2) {
                None => {}
                Some(Constraint::AllEqual) => moves.equal.push(j),
                Some(c) => {
                    moves.split.push(Split {
                        k: j,
                        distinct: c != Constraint::Any,
                    });
                    parities.push(j as u64 & 1);
                }
            }
        }
        moves.split_parity = match parities.split_first() {
            Some((&p, rest)) if rest.iter().all(|&q| q == p) => Some(p),
            Some(_) => None,
            None => Some(0),
        };
        Ok(moves)
    }
}
