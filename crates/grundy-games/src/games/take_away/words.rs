//! A heap with a memory in words: the takes allowed, Schwenk's sequence, the outcome.

use super::MemoryReasoning;
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for MemoryReasoning {
    fn kind(&self) -> &'static str {
        "memory_heap"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        memory_heap(self, lang)
    }
}

fn memory_heap(m: &MemoryReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&format!("{} {} {}", m.game, m.heap, m.memory));
    let (lo, hi) = m.takes;
    let (h, last) = (m.heap.to_string(), m.memory.to_string());
    let verdict = if m.is_p_position {
        t!(lang, "memory-verdict-p")
    } else {
        t!(lang, "memory-verdict-n")
    };
    if lo > hi {
        e.paragraphs
            .push(t!(lang, "memory-no-move", last = &last, heap = &h));
    } else if m.game == "mem" {
        e.paragraphs.push(t!(
            lang,
            "memory-mem",
            last = &last,
            lo = lo.to_string(),
            hi = hi.to_string(),
            verdict = &verdict
        ));
    } else if let Some(s) = &m.schwenk {
        let seq: Vec<String> = s.sequence.iter().map(u64::to_string).collect();
        let more = if s.sequence_len > s.sequence.len() {
            ", …"
        } else {
            ""
        };
        let parts: Vec<String> = s.parts.iter().map(u64::to_string).collect();
        let smallest = s.parts.last().copied().unwrap_or(0);
        e.paragraphs.push(t!(
            lang,
            "memory-schwenk",
            sequence = format!("{}{more}", seq.join(", ")),
            heap = &h,
            parts = parts.join(" + ")
        ));
        e.paragraphs.push(t!(
            lang,
            if m.is_p_position {
                "memory-schwenk-here-p"
            } else {
                "memory-schwenk-here-n"
            },
            last = &last,
            most = s.most.to_string(),
            smallest = smallest.to_string(),
            verdict = &verdict
        ));
    } else {
        e.paragraphs.push(t!(
            lang,
            "memory-dp",
            lo = lo.to_string(),
            hi = hi.to_string(),
            verdict = &verdict
        ));
    }
    if let Some(g) = m.grundy {
        e.paragraphs
            .push(t!(lang, "memory-grundy", value = g.to_string()));
    }
    e
}
