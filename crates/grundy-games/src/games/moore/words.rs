//! Moore's Nim_k in words: the bit columns summed mod k+1.

use super::MooreColumns;
use crate::explanation::*;
use crate::games::nim::binary_digits;
use crate::i18n::{t, Lang};
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for MooreColumns {
    fn kind(&self) -> &'static str {
        "moore_columns"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        moore_columns(self, lang)
    }
}

fn moore_columns(t: &MooreColumns, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "moore-title", k = t.k));
    e.paragraphs
        .push(t!(lang, "moore-intro", modulus = t.modulus.to_string()));
    let width = t.width.max(1);
    let mut table = binary_table(width, lang);
    for r in &t.rows {
        let mut cells = vec![
            Cell::plain((r.index + 1).to_string()),
            Cell::plain(r.size.to_string()),
        ];
        cells.extend(digit_cells(
            &binary_digits(&r.size, width),
            width,
            |_, d| (d == 1).then_some(Mark::Lit),
        ));
        table.rows.push(Row {
            cells,
            style: RowStyle::Plain,
            note: None,
        });
    }
    if t.heaps_total > t.rows.len() {
        table.more = Some(t!(lang, "more-heaps", count = t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut ones = vec![Cell::plain(""), Cell::plain(t!(lang, "row-ones"))];
        ones.extend(
            padded(&t.counts, width)
                .iter()
                .map(|n| Cell::plain(n.to_string())),
        );
        table.rows.push(total(ones, None));
        let mut residues = vec![Cell::plain(""), Cell::plain(format!("mod {}", t.modulus))];
        residues.extend(
            padded(&t.residues, width)
                .iter()
                .map(|n| Cell::marked(n.to_string(), (*n != 0).then_some(Mark::Key))),
        );
        table.rows.push(total(residues, None));
    }
    e.table = Some(table);
    if t.problem_columns.is_empty() {
        e.conclusion
            .push(t!(lang, "moore-loses", modulus = t.modulus.to_string()));
    } else {
        let bits: Vec<String> = t.problem_columns.iter().map(|b| b.to_string()).collect();
        e.conclusion.push(t!(
            lang,
            "moore-wins",
            modulus = t.modulus.to_string(),
            count = bits.len(),
            bits = bits.join(", "),
            k = t.k
        ));
    }
    e
}
