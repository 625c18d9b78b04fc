//! Every sentence about a genus report (`grundy genus`) and a misère quotient
//! (`grundy quotient`, the Quotient page): [`GenusReport::explain`] and
//! [`QuotientSummary::explain`]. The front ends lay the [`Explanation`]s out.
//!
//! ```
//! use grundy::misere::tame::genus_report;
//! use grundy::{parse_position, AnalyzeOptions};
//! let r = genus_report(&parse_position("kayles 3 + nim 1").unwrap(), &AnalyzeOptions::default()).unwrap();
//! let words = r.explain();
//! assert!(words[0].conclusion[0].contains("3^{31}"));
//! ```

use super::explain::{explanation, Align, Explanation, Table};
use crate::misere::quotient::QuotientSummary;
use crate::misere::tame::GenusReport;
use crate::outcome::Outcome;

impl GenusReport {
    /// The genus of each component and what follows for the sum.
    pub fn explain(&self) -> Vec<Explanation> {
        let mut e = explanation("Genus of each component (Conway)");
        e.paragraphs.push(
            "The genus g^{γ₀γ₁γ₂…} of a game G is its normal-play Grundy value g and the misère Grundy values γₙ of G + n·*2 (n heaps of 2), written until the last two repeat for ever. It follows from the genera of the options (Conway, On Numbers and Games, ch. 12; the recursion is Hoey's): g and γ₀ are the mex of the options' g and γ₀, and γₙ is the mex of the options' γₙ together with γₙ₋₁ and γₙ₋₁ ⊕ 1. A game is tame when its genus is that of a Nim position — 0^{120}, 1^{031} or g^{g,g⊕2} — and hereditarily tame when every position it can reach is tame too.".into(),
        );
        let mut table = Table::new(&[
            ("component", Align::Left),
            ("genus", Align::Left),
            ("hereditarily tame", Align::Left),
            ("positions", Align::Right),
        ]);
        for c in &self.components {
            table.push(vec![
                c.component.clone(),
                c.genus.clone().unwrap_or_else(|| "—".into()),
                match c.hereditarily_tame {
                    Some(true) => "yes".into(),
                    Some(false) => "no".into(),
                    None => "—".into(),
                },
                c.positions.to_string(),
            ]);
        }
        e.table = Some(table);
        for c in &self.components {
            match (&c.genus, &c.refused) {
                (Some(g), _) => e.conclusion.push(format!(
                    "{} has genus {g}{}.",
                    c.component,
                    match (c.hereditarily_tame, c.tame_value) {
                        (Some(true), _) => ": hereditarily tame".to_string(),
                        (Some(false), Some(_)) =>
                            ": tame, but a position it can reach is not".to_string(),
                        _ => ": wild".to_string(),
                    }
                )),
                (None, Some(why)) => e.conclusion.push(format!(
                    "{}: the genus is out of reach ({why}).",
                    c.component
                )),
                _ => {}
            }
        }
        match (&self.sum, self.misere_outcome) {
            (Some(g), Some(o)) => e.conclusion.push(format!(
                "Every component is hereditarily tame, so the sum plays like misère Nim on Nim positions of the same genera: its genus is {g}, and under misère play it is {}.",
                if o == Outcome::P { "a P-position (the player to move loses)" } else { "an N-position (the player to move wins)" }
            )),
            _ if self.components.len() > 1 => e.conclusion.push(
                "Not every component is hereditarily tame: the genera of the components do not determine the sum's misère play.".into(),
            ),
            _ => {}
        }
        vec![e]
    }
}

impl QuotientSummary {
    /// The quotient in words: what it is, its presentation and P-portion, and Φ.
    pub fn explain(&self) -> Vec<Explanation> {
        let mut e = explanation(&format!("Misère quotient of {}", self.rule));
        let range = match self.period {
            Some(p) => format!(
                "every heap size: Φ is periodic with period {} from heap {} on, proved by the misère periodicity theorem (Plambeck & Siegel 2008) from heaps up to {}",
                p.period, p.preperiod, self.max_heap
            ),
            None => format!(
                "heaps up to {} (no period of Φ proved: a partial quotient)",
                self.max_heap
            ),
        };
        e.paragraphs.push(format!(
            "Sums of heaps that no third sum tells apart under misère play are identified; the classes form a commutative monoid Q, the misère quotient, with the P-portion P (the classes of misère P-positions) and the pretending function Φ (Plambeck 2005; Plambeck & Siegel 2008). A sum of heaps is a misère P-position exactly when the product of its heaps' Φ lies in P. Computed and verified (P- and N-conditions on every sum) for {range}."
        ));
        e.paragraphs.push(format!(
            "Q = {}: {} elements, {} of them in P = {{{}}}.",
            self.presentation,
            self.order,
            self.p_portion_size,
            self.p_portion.join(", ")
        ));
        let gens: Vec<String> = self
            .generators
            .iter()
            .map(|g| format!("{} = Φ({})", g.name, g.heap))
            .collect();
        if !gens.is_empty() {
            e.paragraphs
                .push(format!("Generators: {}.", gens.join(", ")));
        }
        let mut table = Table::new(&[("heap", Align::Right), ("Φ(heap)", Align::Left)]);
        for (n, w) in self.phi.iter().enumerate() {
            table.push(vec![n.to_string(), w.clone()]);
        }
        e.table = Some(table);
        e.conclusion.push(format!(
            "The monoid grew (a new generator) at heaps {}.",
            if self.expansion_heaps.is_empty() {
                "— (none)".to_string()
            } else {
                self.expansion_heaps
                    .iter()
                    .map(|h| h.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
        vec![e]
    }
}

impl crate::misere::sequence::MisereSequence {
    /// The misère sequence in words: a row per heap (outcome, genus, Φ).
    ///
    /// ```
    /// use grundy::misere::sequence::misere_sequence;
    /// use grundy::heap::rule::HeapRule;
    /// let s = misere_sequence(&HeapRule::parse("0.07").unwrap().into(), 4, &grundy::Cancel::new()).unwrap();
    /// assert_eq!(s.explain()[0].table.as_ref().unwrap().rows.len(), 5);
    /// ```
    pub fn explain(&self) -> Vec<Explanation> {
        let mut e = explanation(&format!("Misère play of one heap of {}", self.rule));
        e.paragraphs.push(
            "For each heap alone: its misère outcome, its genus g^{γ₀γ₁…} (Conway; γ₀ = 0 exactly for P) and its element Φ(n) of the misère quotient (Plambeck–Siegel), which decides sums of heaps.".into(),
        );
        if let Some(p) = &self.presentation {
            e.paragraphs.push(format!("The quotient: Q = {p}."));
        }
        if let Some(why) = &self.quotient_refused {
            e.paragraphs
                .push(format!("The quotient was not computed: {why}."));
        }
        let mut table = Table::new(&[
            ("heap", Align::Right),
            ("outcome", Align::Left),
            ("genus", Align::Left),
            ("Φ(heap)", Align::Left),
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

impl crate::misere::verify::VerifyReport {
    /// The re-check of a saved quotient in words: each check, whether it holds, and the
    /// first counterexample of a failing one.
    ///
    /// ```
    /// use grundy::misere::quotient::{Quotient, QuotientOptions};
    /// use grundy::misere::verify::verify;
    /// use grundy::heap::rule::HeapRule;
    /// use grundy::Cancel;
    /// let rule = HeapRule::parse("0.333").unwrap().into();
    /// let q = Quotient::compute(&rule, &QuotientOptions::up_to(3)).unwrap();
    /// let r = verify(&q.to_saved(), &rule, 10, &Cancel::new()).unwrap();
    /// assert!(r.explain()[0].conclusion[0].contains("holds"));
    /// ```
    pub fn explain(&self) -> Vec<Explanation> {
        use crate::misere::verify::Check;
        let mut e = explanation(&format!(
            "Re-check of a saved misère quotient of {}",
            self.rule
        ));
        let range = match self.period {
            Some(p) => format!(
                "heaps up to {}, with Φ periodic (period {} from heap {})",
                self.max_heap, p.period, p.preperiod
            ),
            None => format!("heaps up to {}", self.max_heap),
        };
        e.paragraphs.push(format!(
            "The file's tables are checked without trusting how they were computed: only the tables and the moves of {} are used. The quotient: {} elements, {} in P, for {range}.",
            self.rule, self.order, self.p_portion_size
        ));
        e.paragraphs.push(format!(
            "The checks: (1) the tables form a commutative monoid generated by the heaps' classes — the generators commute, each element's normal form evaluates to it, Φ of each generator's heap is that generator, and a stated period holds and passes the periodicity theorem's bound; (2) the P-condition on every sum, element by element — for every element y and heap h, if y·Φ(h) is in P, no option o of h has y·Φ(o) in P; (3) the P- and N-conditions on every sum of heaps of total size up to {} — a sum in P has no option in P, a sum outside P has an option in P or no move, no terminal sum is in P; (4) every pair of elements told apart by a witness z (xz in P but yz not, or the other way round).",
            self.size
        ));
        let mut table = Table::new(&[("check", Align::Left), ("result", Align::Left)]);
        let rows: [(String, &Check); 4] = [
            ("(1) monoid structure".into(), &self.structure),
            ("(2) P-condition, every sum".into(), &self.p_condition),
            (
                format!(
                    "(3) P/N-conditions, {} sums up to size {}",
                    self.sums_checked, self.size
                ),
                &self.sums,
            ),
            (
                format!("(4) {} pairs of elements told apart", self.pairs),
                &self.distinguished,
            ),
        ];
        for (what, check) in rows {
            table.push(vec![
                what,
                match check {
                    Check::Passed => "holds".into(),
                    Check::Failed(why) => format!("FAILS: {why}"),
                },
            ]);
        }
        e.table = Some(table);
        e.conclusion.push(if self.passed {
            format!(
                "Every check holds: the quotient gives the misère outcome of every sum of heaps up to size {} (by induction on the size), and no two of its elements can be merged.",
                self.size
            )
        } else {
            "A check FAILS: the file is not a correct misère quotient (see the first counterexample above).".into()
        });
        vec![e]
    }
}
