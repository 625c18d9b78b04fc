//! A nim-sequence in words: a heap game's or a subtraction game's values, the period
//! and the theorem that proves it.

use crate::explanation::*;
use crate::heap::rule::HeapRule;
use crate::i18n::{t, Lang};
use crate::reasoning::{Reasoning, Standing};
use grundy_heap::sequence::{SequenceReasoning, ValueMethod};
use num_traits::Zero;
use serde::Serialize;

/// A heap game's step (octal, hexadecimal, Grundy's game, Lasker's Nim): its
/// nim-sequence, the periodicity used and the values of its heaps, titled by its code.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeapGameSequence(pub SequenceReasoning);

/// A subtraction game's step: the values of its heaps and the periodicity used, titled by
/// its rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SubtractionSequence(pub SequenceReasoning);

impl Reasoning for HeapGameSequence {
    fn kind(&self) -> &'static str {
        "heap_game"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        sequence(&self.0, true, lang)
    }
}

impl Reasoning for SubtractionSequence {
    fn kind(&self) -> &'static str {
        "subtraction"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        sequence(&self.0, false, lang)
    }
}

/// The most values of a heap game's nim-sequence written out.
const SEQUENCE_SHOWN: usize = 60;

/// " No periodicity theorem applies: …" for a code no theorem of the crate covers.
fn no_theorem(r: &SequenceReasoning, by_code: bool, lang: Lang) -> String {
    by_code
        .then(|| HeapRule::parse(&r.code).ok())
        .flatten()
        .and_then(|rule| grundy_heap::sequence::periodicity::why_unproved_in(&rule, lang))
        .map_or(String::new(), |why| {
            format!(" {}", t!(lang, "sequence-no-theorem", why = why))
        })
}

/// A subtraction game (titled by its rule) or a heap game (titled by its code, whatever
/// name the position used: `kayles` and `0.77` read alike): its nim-sequence, the period
/// and the value of each heap.
fn sequence(r: &SequenceReasoning, by_code: bool, lang: Lang) -> Explanation {
    let name = by_code
        .then(|| HeapRule::parse(&r.code).ok().and_then(|rule| rule.alias()))
        .flatten();
    let title = match name {
        Some(name) => t!(lang, "sequence-title-named", name = name, code = &r.code),
        None if by_code => t!(lang, "sequence-title", rule = &r.code),
        None => t!(lang, "sequence-title", rule = &r.rule),
    };
    let mut e = explanation(&title);
    if !r.values.is_empty() {
        let shown = r.values.get(..SEQUENCE_SHOWN).unwrap_or(&r.values);
        e.paragraphs.push(sequence_line(
            shown,
            r.values.len() > shown.len() || !r.values_complete,
        ));
    }
    e.paragraphs.push(match &r.periodicity {
        Some(per) if per.certified => {
            let by = per
                .theorem
                .map(|th| th.description_in(lang))
                .unwrap_or_default();
            let (preperiod, period) = (per.preperiod.to_string(), per.period.to_string());
            if per.saltus.is_zero() {
                t!(
                    lang,
                    "sequence-proved",
                    preperiod = preperiod,
                    period = period,
                    by = by
                )
            } else {
                t!(
                    lang,
                    "sequence-proved-saltus",
                    preperiod = preperiod,
                    period = period,
                    saltus = per.saltus.to_string(),
                    by = by
                )
            }
        }
        Some(per) => format!(
            "{}{}",
            t!(
                lang,
                "sequence-observed",
                preperiod = per.preperiod.to_string(),
                period = per.period.to_string(),
                checked = per.checked_to.to_string()
            ),
            no_theorem(r, by_code, lang)
        ),
        None => format!(
            "{}{}",
            t!(
                lang,
                "sequence-no-period",
                searched = r.searched_to.to_string()
            ),
            no_theorem(r, by_code, lang)
        ),
    });
    let heap = t!(lang, "col-heap");
    let size = t!(lang, "col-size");
    let how = t!(lang, "col-how");
    let mut table = Table::new(&[
        (heap.as_str(), Align::Right),
        (size.as_str(), Align::Right),
        ("G(size)", Align::Right),
        (how.as_str(), Align::Left),
    ]);
    if let Some(c) = table.columns.get_mut(2) {
        c.header = format!("G({size})");
    }
    for row in &r.rows {
        let how = match row.method {
            ValueMethod::Direct => t!(lang, "how-direct"),
            ValueMethod::Period => t!(lang, "how-period"),
            ValueMethod::Formula => t!(lang, "how-formula"),
        };
        let value = row
            .value
            .as_ref()
            .map_or_else(|| "?".to_string(), |v| v.to_string());
        table.push(vec![
            (row.index + 1).to_string(),
            row.size.to_string(),
            value,
            how,
        ]);
    }
    if !r.rows_complete {
        table.more = Some(t!(lang, "heaps-in-all", count = r.heaps_total));
    }
    e.table = Some(table);
    e
}
