//! A reduction to Nim in words: which piece became which heap.

use super::ReductionReasoning;
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for ReductionReasoning {
    fn kind(&self) -> &'static str {
        "reduction"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        reduction(self, lang)
    }
}

fn reduction(r: &ReductionReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "reduction-title", game = &r.game));
    // The principle is the game's own sentence, a catalogue message.
    e.paragraphs.push(sentence(&r.principle.render(lang)));
    if r.rows_total == 0 {
        e.paragraphs.push(t!(lang, "reduction-empty"));
        return e;
    }
    let piece = t!(lang, "col-piece");
    let heap = t!(lang, "col-nim-heap");
    let mut table = Table::new(&[(piece.as_str(), Align::Left), (heap.as_str(), Align::Right)]);
    for row in &r.rows {
        table.push(vec![row.piece.render(lang), row.heap.to_string()]);
    }
    if r.rows.len() < r.rows_total {
        table.more = Some(t!(lang, "more-rows", count = r.rows_total - r.rows.len()));
    }
    e.table = Some(table);
    e
}
