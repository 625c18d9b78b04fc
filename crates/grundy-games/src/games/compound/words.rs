//! A compound in words: its parts and the theorem that decides it.

use super::theory::CompoundReasoning;
use crate::explanation::*;
use crate::i18n::{t, Lang};
use crate::outcome::Outcome;
use crate::reasoning::{Reasoning, Standing};

impl Reasoning for CompoundReasoning {
    fn kind(&self) -> &'static str {
        "compound"
    }

    fn explain_as(&self, standing: Standing, lang: Lang) -> Explanation {
        let _ = standing;
        compound(self, lang)
    }
}

fn compound(c: &CompoundReasoning, lang: Lang) -> Explanation {
    let outcome = |o: Outcome| match o {
        Outcome::P => "P",
        Outcome::N => "N",
        Outcome::D => "D",
    };
    let verdict = match c.outcome {
        Outcome::P => t!(lang, "compound-verdict-p"),
        _ => t!(lang, "compound-verdict-n"),
    };
    let mut e;
    match c.compound.as_str() {
        "conjunctive" => {
            e = explanation(&t!(lang, "compound-conjunctive-title"));
            let r = c.remoteness.unwrap_or(0);
            if c.misere {
                let id = if c.outcome == Outcome::N {
                    "compound-conjunctive-misere-win"
                } else {
                    "compound-conjunctive-misere-lose"
                };
                e.paragraphs.push(t!(lang, id, r = r));
                if c.outcome == Outcome::N {
                    e.paragraphs.push(t!(
                        lang,
                        "compound-conjunctive-misere-moves",
                        r = r,
                        less = r.saturating_sub(1)
                    ));
                }
            } else {
                e.paragraphs.push(t!(
                    lang,
                    if r % 2 == 1 {
                        "compound-conjunctive-rule-odd"
                    } else {
                        "compound-conjunctive-rule-even"
                    },
                    remoteness = r.to_string(),
                    verdict = &verdict
                ));
            }
            if c.outcome == Outcome::N && !c.misere {
                e.paragraphs.push(t!(
                    lang,
                    "compound-conjunctive-winner",
                    remoteness = r.to_string(),
                    less = r.saturating_sub(1).to_string()
                ));
            }
            let (part, remoteness, outcome_col) = (
                t!(lang, "col-part"),
                t!(lang, "col-remoteness"),
                t!(lang, "col-outcome"),
            );
            let mut table = Table::new(&[
                (&part, Align::Left),
                (&remoteness, Align::Right),
                (&outcome_col, Align::Left),
            ]);
            for p in &c.parts {
                table.push(vec![
                    p.position.clone(),
                    p.remoteness.map_or(String::new(), |r| r.to_string()),
                    outcome(p.outcome).to_string(),
                ]);
            }
            e.table = Some(table);
        }
        "selective" => {
            e = explanation(&t!(lang, "compound-selective-title"));
            e.paragraphs
                .push(t!(lang, "compound-selective-rule", verdict = &verdict));
            let (part, value, outcome_col) = (
                t!(lang, "col-part"),
                t!(lang, "col-grundy-value"),
                t!(lang, "col-outcome"),
            );
            let mut table = Table::new(&[
                (&part, Align::Left),
                (&value, Align::Right),
                (&outcome_col, Align::Left),
            ]);
            for p in &c.parts {
                table.push(vec![
                    p.position.clone(),
                    p.value.as_ref().map_or(String::new(), ToString::to_string),
                    outcome(p.outcome).to_string(),
                ]);
            }
            e.table = Some(table);
        }
        _ => {
            e = explanation(&t!(lang, "compound-ordinal-title"));
            let base = c.parts.first();
            let sub = c.parts.get(1);
            let shown: Vec<String> = c.option_values.iter().map(u32::to_string).collect();
            let more = if c.option_values_total > c.option_values.len() {
                ", …"
            } else {
                ""
            };
            e.paragraphs.push(t!(
                lang,
                "compound-ordinal-rule",
                base = base.map_or("", |p| p.position.as_str()),
                sub = sub.map_or("", |p| p.position.as_str()),
                values = format!("{}{more}", shown.join(", ")),
                value = base
                    .and_then(|p| p.value.as_ref())
                    .map_or(String::new(), ToString::to_string)
            ));
        }
    }
    if let Some(v) = &c.value {
        e.paragraphs
            .push(t!(lang, "compound-value", value = v.to_string()));
    }
    e
}
