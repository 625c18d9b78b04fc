//! The misère theories' reasoning in words: a heap's outcome recurrence, Conway's rule
//! for tame components, a misère quotient.

use super::quotient::QuotientReasoning;
use super::recurrence::RecurrenceReasoning;
use super::tame::{GenusBesideNim, TameReasoning};
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::outcome::Outcome;
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for RecurrenceReasoning {
    fn kind(&self) -> &'static str {
        "misere_recurrence"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        misere_recurrence(self, lang)
    }
}

impl Reasoning for TameReasoning {
    fn kind(&self) -> &'static str {
        "tame_rule"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        tame_rule(self, lang)
    }
}

impl Reasoning for GenusBesideNim {
    fn kind(&self) -> &'static str {
        "genus_beside_nim"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        genus_beside_nim(self, lang)
    }
}

impl Reasoning for QuotientReasoning {
    fn kind(&self) -> &'static str {
        "quotient"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        quotient(self, lang)
    }
}

fn p_or_n(p: bool) -> &'static str {
    if p {
        "P"
    } else {
        "N"
    }
}

fn misere_recurrence(r: &RecurrenceReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "recurrence-title", game = &r.game));
    e.paragraphs.push(t!(lang, "recurrence-rule"));
    e.paragraphs.push(t!(
        lang,
        "recurrence-period",
        first = format!("{}{}", r.first, if r.first.len() >= 40 { " …" } else { "" }),
        period = r.period.to_string(),
        preperiod = r.preperiod.to_string()
    ));
    let id = match (r.heap == r.reduced.to_string(), r.p) {
        (true, true) => "recurrence-heap-p",
        (true, false) => "recurrence-heap-n",
        (false, true) => "recurrence-heap-reduced-p",
        (false, false) => "recurrence-heap-reduced-n",
    };
    e.conclusion.push(t!(
        lang,
        id,
        heap = &r.heap,
        reduced = r.reduced.to_string()
    ));
    e
}

fn tame_rule(t: &TameReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "tame-title"));
    e.paragraphs.push(t!(lang, "tame-rule"));
    let component = t!(lang, "col-component");
    let genus = t!(lang, "col-genus");
    let like = t!(lang, "col-plays-like");
    let mut table = Table::new(&[
        (component.as_str(), Align::Left),
        (genus.as_str(), Align::Left),
        (like.as_str(), Align::Left),
    ]);
    for c in &t.components {
        let like = match (c.tame_value, c.big) {
            (Some(v), Some(true)) => t!(lang, "tame-like-big", sum = v.to_string()),
            (Some(v), _) => t!(lang, "tame-like-small", sum = v.to_string()),
            _ => "—".into(),
        };
        table.push(vec![
            c.component.clone(),
            c.genus.clone().unwrap_or_default(),
            like,
        ]);
    }
    e.table = Some(table);
    e.conclusion.push(t!(
        lang,
        if t.big {
            "tame-sum-big"
        } else {
            "tame-sum-small"
        },
        genus = &t.genus,
        sum = t.nim_sum.to_string(),
        outcome = p_or_n(t.outcome == Outcome::P)
    ));
    e
}

fn genus_beside_nim(r: &GenusBesideNim, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "beside-nim-title"));
    e.paragraphs.push(t!(lang, "beside-nim-rule"));
    e.paragraphs.push(t!(
        lang,
        "beside-nim-here",
        game = &r.component,
        genus = &r.genus,
        heaps = &r.heaps,
        twos = r.counted.twos.to_string(),
        ones = if r.counted.odd_ones { "1" } else { "0" },
        large = r.counted.large.unwrap_or(0).to_string()
    ));
    e.conclusion.push(t!(
        lang,
        "beside-nim-sum",
        k = r.counted.twos.to_string(),
        gamma = r.gamma_k.to_string(),
        ones = if r.counted.odd_ones { "1" } else { "0" },
        value = r.value.to_string(),
        large = r.counted.large.unwrap_or(0).to_string(),
        outcome = p_or_n(r.outcome == Outcome::P)
    ));
    e
}

fn quotient(q: &QuotientReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "quotient-title", rule = &q.rule));
    let range = match q.period {
        Some(p) => t!(
            lang,
            "quotient-range-periodic",
            period = p.period.to_string(),
            preperiod = p.preperiod.to_string()
        ),
        None => t!(lang, "quotient-range-upto", max = q.max_heap.to_string()),
    };
    e.paragraphs.push(t!(
        lang,
        "quotient-intro",
        rule = &q.rule,
        range = range,
        presentation = &q.presentation,
        order = q.order.to_string(),
        p_size = q.p_portion_size.to_string(),
        p_portion = q.p_portion.join(", ")
    ));
    let heap = t!(lang, "col-heap");
    let mut table = Table::new(&[(heap.as_str(), Align::Right), ("Φ(heap)", Align::Left)]);
    if let Some(c) = table.columns.get_mut(1) {
        c.header = format!("Φ({heap})");
    }
    for (h, w) in &q.heaps {
        table.push(vec![h.to_string(), w.clone()]);
    }
    if q.more_heaps > 0 {
        table.more = Some(t!(lang, "more-heap-sizes", count = q.more_heaps));
    }
    e.table = Some(table);
    e.conclusion.push(t!(
        lang,
        if q.outcome == Outcome::P {
            "quotient-in"
        } else {
            "quotient-not-in"
        },
        product = &q.product,
        outcome = p_or_n(q.outcome == Outcome::P)
    ));
    e
}
