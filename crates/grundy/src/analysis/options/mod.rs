//! [`options`]: every option of a position — each legal move with the value and the
//! outcome of the position it leads to, as [`analyze`](crate::analyze) finds them; and
//! [`option_list`] (`list.rs`): the options counted as CGSuite counts them, two moves
//! that leave the same position being one option, the first of them listed with their
//! values — what `grundy options` shows. Its words are in `locales/`.

grundy_core::words! {
    owner: "options",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

mod list;

pub use list::{
    count_options, option_list, DistinctOption, OptionCount, OptionList, OptionsError,
    OPTION_MOVES_LIMIT, OPTION_WALK_STEPS,
};

use super::{analyze, AnalysisError, AnalyzeOptions};
use crate::component::HeapChange;
use crate::i18n::Lang;
use crate::nat::Nat;
use crate::outcome::Outcome;
use crate::position::{describe_move_in, legal_moves, Position};
use crate::report::AFTER_HEAP_LIMIT;
use serde::Serialize;

/// One option of a position: a legal move and what the position after it is worth.
/// Its JSON: `{after, component, changes, description, value, outcome}`, `value` a
/// number (a decimal string from 2^64 on) or null as in the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveOption {
    /// The whole position after the move, in the position language; `None` above
    /// [`AFTER_HEAP_LIMIT`] heaps.
    pub after: Option<String>,
    /// The index (from 0) of the component the move is made in.
    pub component: usize,
    /// The heaps (tokens) that change.
    pub changes: Vec<HeapChange>,
    /// The move in words, in the language asked for.
    pub description: String,
    /// The Grundy value of the position after the move (normal play); `None` under
    /// misère play or when it is not known (as the report's `value`).
    #[serde(with = "crate::nat::json::option")]
    pub value: Option<Nat>,
    /// The outcome of the position after the move, for the player then to move under
    /// the convention asked for: `P` means the move wins.
    pub outcome: Outcome,
}

/// At most this many options are analysed by [`options`]: past it, `None`.
pub const OPTIONS_LIMIT: usize = 10_000;

/// Every option of `position` — each legal move, numbered as the `#k` notation counts
/// them, with the value and the outcome of the position it leads to under
/// `options.convention` — or `None` when the moves are too many to list
/// ([`legal_moves`]) or more than [`OPTIONS_LIMIT`]. Each position after a move is analysed as [`analyze`] does (the
/// same limits and the same `cancel`), with no winning move listed.
///
/// # Errors
/// The first [`AnalysisError`] of a position after a move (a search too large, a
/// cancelled analysis, misère play out of reach).
///
/// ```
/// use grundy::analysis::options;
/// use grundy::{parse_position, AnalyzeOptions, Lang, Outcome};
/// let p = parse_position("1 2").unwrap();
/// let all = options(&p, &AnalyzeOptions::default(), Lang::En).unwrap().unwrap();
/// let after: Vec<_> = all.iter().map(|o| o.after.as_deref().unwrap()).collect();
/// assert_eq!(after, ["0 2", "1 0", "1 1"]);
/// let values: Vec<u64> = all.iter().map(|o| o.value.as_ref().unwrap().try_into().unwrap()).collect();
/// assert_eq!(values, [2, 1, 0]);
/// assert_eq!(all[2].outcome, Outcome::P); // 2 → 1: the winning move
/// ```
pub fn options(
    position: &Position,
    options: &AnalyzeOptions,
    lang: Lang,
) -> Result<Option<Vec<MoveOption>>, AnalysisError> {
    let Some(moves) = legal_moves(position).filter(|m| m.len() <= OPTIONS_LIMIT) else {
        return Ok(None);
    };
    let quiet = AnalyzeOptions {
        max_moves: Some(0),
        all_moves: false,
        ..options.clone()
    };
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        options
            .cancel
            .check()
            .map_err(|_| AnalysisError::Cancelled)?;
        let next = position.with_move(m.component, &m.changes);
        let report = analyze(&next, &quiet)?;
        out.push(MoveOption {
            after: (next.heap_count() <= AFTER_HEAP_LIMIT).then(|| next.to_string()),
            description: describe_move_in(position, m.component, &m.changes, lang),
            component: m.component,
            changes: m.changes,
            value: report.value,
            outcome: report.outcome,
        });
    }
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_position, Convention};

    /// The options' values are those of the positions they lead to, and the winning
    /// moves of the report are exactly the options that are P-positions.
    #[test]
    fn options_agree_with_analyze() {
        for text in ["3 4 5", "kayles 7", "sub(1,3,4) 9 + nim 2", "1 1 1"] {
            for convention in [Convention::Normal, Convention::Misere] {
                let o = AnalyzeOptions {
                    convention,
                    ..AnalyzeOptions::default()
                };
                let p = parse_position(text).unwrap();
                let all = options(&p, &o, Lang::En).unwrap().unwrap();
                let report = analyze(&p, &o).unwrap();
                let mut winning: Vec<_> = all
                    .iter()
                    .filter(|x| x.outcome == Outcome::P)
                    .map(|x| x.after.clone().unwrap())
                    .collect();
                winning.sort();
                winning.dedup();
                let mut expected: Vec<_> = report
                    .winning_moves
                    .iter()
                    .map(|m| m.after.clone().unwrap())
                    .collect();
                expected.sort();
                assert_eq!(winning, expected, "{text} {convention:?}");
                for x in &all {
                    let after = parse_position(x.after.as_deref().unwrap()).unwrap();
                    let r = analyze(&after, &o).unwrap();
                    assert_eq!((&x.value, x.outcome), (&r.value, r.outcome));
                    if convention == Convention::Normal {
                        assert_ne!(
                            x.value, report.value,
                            "{text}: an option has the value of its position"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn too_many_moves_is_none() {
        for text in ["0.030* 100", "nim 10001"] {
            let p = parse_position(text).unwrap();
            assert!(options(&p, &AnalyzeOptions::default(), Lang::En)
                .unwrap()
                .is_none());
        }
        let p = parse_position("nim 10000").unwrap();
        assert_eq!(
            options(&p, &AnalyzeOptions::default(), Lang::En)
                .unwrap()
                .unwrap()
                .len(),
            10_000
        );
    }
}
