//! Every sentence about a genus report (`grundy genus`) and a misère quotient
//! (`grundy quotient`, the Quotient page): [`GenusReport::explain`] and
//! [`QuotientSummary::explain`]. The front ends lay the [`Explanation`]s out.
//!
//! ```
//! use grundy_misere::tame::{ComponentGenusRow, GenusReport};
//! let row = ComponentGenusRow {
//!     component: "kayles 3".into(),
//!     genus: Some("3^{31}".into()),
//!     hereditarily_tame: Some(true),
//!     tame_value: Some(3),
//!     big: Some(true),
//!     positions: 4,
//!     refused: None,
//! };
//! let r = GenusReport { components: vec![row], sum: None, misere_outcome: None };
//! let words = r.explain();
//! assert_eq!(words[0].table.as_ref().unwrap().rows[0].cells[1].text, "3^{31}");
//! ```

use crate::explanation::{explanation, Align, Explanation, Table};
use crate::i18n::{t, Lang};
use crate::outcome::Outcome;
use crate::quotient::QuotientSummary;
use crate::tame::GenusReport;

impl GenusReport {
    /// The genus of each component and what follows for the sum.
    pub fn explain(&self) -> Vec<Explanation> {
        self.explain_in(Lang::En)
    }

    /// [`GenusReport::explain`] in `lang` (catalogue `misere.ftl`).
    ///
    /// ```
    /// use grundy_misere::tame::GenusReport;
    /// let r = GenusReport { components: vec![], sum: None, misere_outcome: None };
    /// assert_eq!(r.explain_in(grundy_core::Lang::Ru)[0].title, "Род каждой компоненты (Конвей)");
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
        let mut e = explanation(&t!(lang, "genus-title"));
        e.paragraphs.push(t!(lang, "genus-rule"));
        let headers = [
            t!(lang, "col-component"),
            t!(lang, "col-genus"),
            t!(lang, "col-hereditarily-tame"),
            t!(lang, "col-positions"),
        ];
        let [c0, c1, c2, c3] = &headers;
        let mut table = Table::new(&[
            (c0, Align::Left),
            (c1, Align::Left),
            (c2, Align::Left),
            (c3, Align::Right),
        ]);
        for c in &self.components {
            table.push(vec![
                c.component.clone(),
                c.genus.clone().unwrap_or_else(|| "—".into()),
                match c.hereditarily_tame {
                    Some(true) => t!(lang, "word-yes"),
                    Some(false) => t!(lang, "word-no"),
                    None => "—".into(),
                },
                c.positions.to_string(),
            ]);
        }
        e.table = Some(table);
        for c in &self.components {
            match (&c.genus, &c.refused) {
                (Some(g), _) => e.conclusion.push(t!(
                    lang,
                    match (c.hereditarily_tame, c.tame_value) {
                        (Some(true), _) => "genus-of-tame",
                        (Some(false), Some(_)) => "genus-of-tame-not-hereditarily",
                        _ => "genus-of-wild",
                    },
                    component = &c.component,
                    genus = g
                )),
                (None, Some(why)) => e.conclusion.push(t!(
                    lang,
                    "genus-out-of-reach",
                    component = &c.component,
                    why = why
                )),
                _ => {}
            }
        }
        match (&self.sum, self.misere_outcome) {
            (Some(g), Some(o)) => e.conclusion.push(t!(
                lang,
                if o == Outcome::P {
                    "genus-sum-p"
                } else {
                    "genus-sum-n"
                },
                genus = g
            )),
            _ if self.components.len() > 1 => e.conclusion.push(t!(lang, "genus-sum-wild")),
            _ => {}
        }
        vec![e]
    }
}

impl QuotientSummary {
    /// The quotient in words: what it is, its presentation and P-portion, and Φ.
    pub fn explain(&self) -> Vec<Explanation> {
        self.explain_in(Lang::En)
    }

    /// [`QuotientSummary::explain`] in `lang` (catalogue `misere.ftl`).
    pub fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
        let mut e = explanation(&t!(lang, "quotient-title", rule = &self.rule));
        let range = match self.period {
            Some(p) => t!(
                lang,
                "qsummary-range-periodic",
                period = p.period.to_string(),
                preperiod = p.preperiod.to_string(),
                max = self.max_heap.to_string()
            ),
            None => t!(lang, "qsummary-range-upto", max = self.max_heap.to_string()),
        };
        e.paragraphs.push(t!(lang, "qsummary-intro", range = range));
        e.paragraphs.push(t!(
            lang,
            "qsummary-presentation",
            presentation = &self.presentation,
            order = self.order,
            p_size = self.p_portion_size,
            p_portion = self.p_portion.join(", ")
        ));
        let gens: Vec<String> = self
            .generators
            .iter()
            .map(|g| format!("{} = Φ({})", g.name, g.heap))
            .collect();
        if !gens.is_empty() {
            e.paragraphs
                .push(t!(lang, "qsummary-generators", list = gens.join(", ")));
        }
        let heap = t!(lang, "col-heap");
        let phi = format!("Φ({heap})");
        let mut table = Table::new(&[(&heap, Align::Right), (&phi, Align::Left)]);
        for (n, w) in self.phi.iter().enumerate() {
            table.push(vec![n.to_string(), w.clone()]);
        }
        e.table = Some(table);
        e.conclusion.push(if self.expansion_heaps.is_empty() {
            t!(lang, "qsummary-grew-none")
        } else {
            t!(
                lang,
                "qsummary-grew",
                heaps = self
                    .expansion_heaps
                    .iter()
                    .map(|h| h.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
        vec![e]
    }
}

impl crate::sequence::MisereSequence {
    /// The misère sequence in words: a row per heap (outcome, genus, Φ).
    ///
    /// ```
    /// use grundy_misere::sequence::misere_sequence;
    /// use grundy_heap::heap::rule::HeapRule;
    /// let s = misere_sequence(&HeapRule::parse("0.07").unwrap().into(), 4, &grundy_core::Cancel::new()).unwrap();
    /// assert_eq!(s.explain()[0].table.as_ref().unwrap().rows.len(), 5);
    /// ```
    pub fn explain(&self) -> Vec<Explanation> {
        self.explain_in(Lang::En)
    }

    /// [`MisereSequence::explain`](crate::sequence::MisereSequence::explain) in
    /// `lang` (catalogue `misere.ftl`).
    pub fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
        let mut e = explanation(&t!(lang, "mseq-title", rule = &self.rule));
        e.paragraphs.push(t!(lang, "mseq-rule"));
        if let Some(p) = &self.presentation {
            e.paragraphs
                .push(t!(lang, "mseq-quotient", presentation = p));
        }
        if let Some(why) = &self.quotient_refused {
            e.paragraphs
                .push(t!(lang, "mseq-quotient-refused", why = why));
        }
        let heap = t!(lang, "col-heap");
        let phi = format!("Φ({heap})");
        let (outcome, genus) = (t!(lang, "col-outcome"), t!(lang, "col-genus"));
        let mut table = Table::new(&[
            (&heap, Align::Right),
            (&outcome, Align::Left),
            (&genus, Align::Left),
            (&phi, Align::Left),
        ]);
        for r in &self.rows {
            table.push(vec![
                r.heap.to_string(),
                if r.outcome == Outcome::P { "P" } else { "N" }.into(),
                r.genus.clone().unwrap_or_else(|| "—".into()),
                r.element.clone().unwrap_or_else(|| "—".into()),
            ]);
        }
        e.table = Some(table);
        vec![e]
    }
}

impl crate::verify::VerifyReport {
    /// The re-check of a saved quotient in words: each check, whether it holds, and the
    /// first counterexample of a failing one.
    ///
    /// ```
    /// use grundy_misere::quotient::{Quotient, QuotientOptions};
    /// use grundy_misere::verify::verify;
    /// use grundy_heap::heap::rule::HeapRule;
    /// use grundy_core::Cancel;
    /// let rule = HeapRule::parse("0.333").unwrap().into();
    /// let q = Quotient::compute(&rule, &QuotientOptions::up_to(3)).unwrap();
    /// let r = verify(&q.to_saved(), &rule, 10, &Cancel::new()).unwrap();
    /// assert!(r.explain()[0].conclusion[0].contains("holds"));
    /// ```
    pub fn explain(&self) -> Vec<Explanation> {
        self.explain_in(Lang::En)
    }

    /// [`VerifyReport::explain`](crate::verify::VerifyReport::explain) in `lang`
    /// (catalogue `misere.ftl`; a failing check's counterexample, `engine.ftl`).
    pub fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
        use crate::verify::Check;
        let mut e = explanation(&t!(lang, "verify-title", rule = &self.rule));
        let range = match self.period {
            Some(p) => t!(
                lang,
                "verify-range-periodic",
                max = self.max_heap.to_string(),
                period = p.period.to_string(),
                preperiod = p.preperiod.to_string()
            ),
            None => t!(lang, "verify-range-upto", max = self.max_heap.to_string()),
        };
        e.paragraphs.push(t!(
            lang,
            "verify-intro",
            rule = &self.rule,
            order = self.order,
            p_size = self.p_portion_size,
            range = range
        ));
        e.paragraphs
            .push(t!(lang, "verify-checks", size = self.size.to_string()));
        let (check, result) = (t!(lang, "col-check"), t!(lang, "col-result"));
        let mut table = Table::new(&[(&check, Align::Left), (&result, Align::Left)]);
        let rows: [(String, &Check); 4] = [
            (t!(lang, "verify-row-structure"), &self.structure),
            (t!(lang, "verify-row-p-condition"), &self.p_condition),
            (
                t!(
                    lang,
                    "verify-row-sums",
                    count = self.sums_checked,
                    size = self.size.to_string()
                ),
                &self.sums,
            ),
            (
                t!(lang, "verify-row-pairs", count = self.pairs),
                &self.distinguished,
            ),
        ];
        for (what, check) in rows {
            table.push(vec![
                what,
                match check {
                    Check::Passed => t!(lang, "verify-holds"),
                    Check::Failed(why) => t!(lang, "verify-fails", why = why.render(lang)),
                },
            ]);
        }
        e.table = Some(table);
        e.conclusion.push(if self.passed {
            t!(lang, "verify-passed", size = self.size.to_string())
        } else {
            t!(lang, "verify-failed")
        });
        vec![e]
    }
}
