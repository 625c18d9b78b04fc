//! Nim's reasoning in words: the binary column table and misère Nim's endgame rule.

use super::{binary_digits, MisereCase, MisereNimReasoning, NimColumns};
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::outcome::Outcome;
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for NimColumns {
    fn kind(&self) -> &'static str {
        "nim_columns"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        nim_columns(self, standing, lang)
    }
}

impl Reasoning for MisereNimReasoning {
    fn kind(&self) -> &'static str {
        "misere_nim"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        misere_nim(self, lang)
    }

    fn is_endgame_rule(&self) -> bool {
        self.case != MisereCase::SeveralBigHeaps
    }
}

fn nim_columns(t: &NimColumns, nim_sum: Standing, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "nim-columns-title"));
    e.paragraphs.push(t!(lang, "nim-columns-intro"));
    let width = t.width.max(1);
    let top = t.top_bit.map(|b| width - 1 - b);
    let carriers: std::collections::HashSet<usize> = t.carriers.iter().map(|c| c.index).collect();
    let mut table = binary_table(width, lang);
    for r in &t.rows {
        let mut cells = vec![
            Cell::plain((r.index + 1).to_string()),
            Cell::plain(r.size.to_string()),
        ];
        cells.extend(digit_cells(
            &binary_digits(&r.size, width),
            width,
            |i, d| (d == 1).then_some(if Some(i) == top { Mark::Key } else { Mark::Lit }),
        ));
        table.rows.push(Row {
            cells,
            // A heap carrying the top bit gives a winning move only where the nim-sum
            // decides.
            style: if nim_sum == Standing::Decides && carriers.contains(&r.index) {
                RowStyle::Strong
            } else {
                RowStyle::Plain
            },
            note: None,
        });
    }
    if t.heaps_total > t.rows.len() {
        table.more = Some(t!(lang, "more-heaps", count = t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut cells = vec![Cell::plain(""), Cell::plain(t!(lang, "row-ones"))];
        cells.extend(
            padded(&t.column_ones, width)
                .iter()
                .map(|n| Cell::plain(n.to_string())),
        );
        table.rows.push(total(cells, None));
    }
    let mut cells = vec![Cell::plain("⊕"), Cell::plain(t.nim_sum.to_string())];
    cells.extend(digit_cells(&t.column_parity, width, |i, _| {
        (Some(i) == top).then_some(Mark::Key)
    }));
    table
        .rows
        .push(total(cells, Some(t!(lang, "row-parity-note"))));
    e.table = Some(table);
    let s = &t.nim_sum;
    match nim_sum {
        Standing::ComponentValue => e.conclusion.push(t!(lang, "nim-component-value", sum = s)),
        Standing::Endgame => e.conclusion.push(t!(lang, "nim-misere-endgame", sum = s)),
        Standing::Decides => match (&t.top_bit, &t.top_bit_value) {
            (Some(bit), Some(value)) => {
                e.conclusion.push(t!(
                    lang,
                    "nim-wins",
                    sum = s,
                    bit = *bit,
                    value = value,
                    carriers = t.carriers_total
                ));
                for c in &t.carriers {
                    e.conclusion.push(t!(
                        lang,
                        "nim-carrier",
                        heap = c.index + 1,
                        size = &c.size,
                        sum = s,
                        target = &c.target,
                        take = &c.take
                    ));
                }
                let listed = t.carriers.len() as u64;
                if t.carriers_total > listed {
                    e.conclusion
                        .push(t!(lang, "and-more", count = t.carriers_total - listed));
                }
            }
            _ => e.conclusion.push(t!(lang, "nim-loses")),
        },
    }
    e
}

fn misere_nim(m: &MisereNimReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "misere-nim-title"));
    e.paragraphs.push(t!(
        lang,
        "misere-nim-counts",
        big = m.big_heaps,
        ones = m.one_heaps,
        sum = &m.nim_sum
    ));
    let wins = m.outcome == Outcome::N;
    // The rule is the reasoning's (`m.case`, `m.rule` in English); the explanation applies it.
    let (rule, here) = match m.case {
        MisereCase::SeveralBigHeaps => (
            "misere-rule-several",
            Some(t!(
                lang,
                if wins {
                    "misere-here-sum-wins"
                } else {
                    "misere-here-sum-loses"
                },
                sum = &m.nim_sum
            )),
        ),
        MisereCase::OneBigHeap => ("misere-rule-one", None),
        MisereCase::NoBigHeap => (
            "misere-rule-none",
            Some(t!(
                lang,
                match (m.one_heaps % 2 == 1, wins) {
                    (true, true) => "misere-here-odd-wins",
                    (true, false) => "misere-here-odd-loses",
                    (false, true) => "misere-here-even-wins",
                    (false, false) => "misere-here-even-loses",
                },
                ones = m.one_heaps
            )),
        ),
    };
    let rule = t!(lang, "misere-rule", rule = t!(lang, rule));
    e.paragraphs.push(match here {
        Some(here) => format!("{rule} {here}"),
        None => rule,
    });
    e
}
