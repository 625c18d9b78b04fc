//! A nim-sequence in words: every sentence `grundy seq` prints and the sequence page shows
//! about a [`SequenceReport`] — the title, the period (proved by which theorem and where it
//! was checked, or only observed, or none), why the run stopped before its `N`, the
//! largest value and the frequencies, the rare/common split and the rare positions —
//! made here once, as [`Explanation`]s that the front ends lay out.
//!
//! ```
//! use grundy::report::sequence::SequenceWords;
//! use grundy::sequence::{compute, parse_rule};
//! use std::sync::atomic::AtomicBool;
//! let (rule, name) = parse_rule("kayles").unwrap();
//! let report = compute(rule, name, 299, false, &AtomicBool::new(false)).unwrap();
//! let words = report.explain();
//! assert_eq!(words[0].title, "kayles (0.77): G(n) for 0 ≤ n ≤ 299");
//! assert_eq!(words[1].title, "Period 12 from n = 71");
//! assert!(words[1].paragraphs[0].starts_with("G(n + 12) = G(n) for every n ≥ 71 — proved by the Guy–Smith"));
//! ```

use crate::explanation::{explanation, Explanation};
use crate::i18n::{t, Lang};
use grundy_heap::sequence::{Periodicity, SequenceReport, Theorem};
use num_traits::Zero;

/// How many entries of a list (values, frequencies, positions) the words name; the
/// report's data has them all.
pub const LISTED: usize = 100;

/// A [`SequenceReport`] in words (the report is the engine's data, in `grundy-heap`; its
/// words are the library's): `use grundy::report::sequence::SequenceWords` and call
/// `report.explain()` or `report.explain_in(lang)`.
pub trait SequenceWords {
    /// The report in words, in order: the title (the game, its code and the range of `n`,
    /// with a paragraph when the values are not kept or the run stopped before `N`), the
    /// period, the value frequencies, and the rare and common values.
    ///
    /// Laid out as text (`grundy seq`), each after the first reads `Title: paragraph`;
    /// on the sequence page, each is a titled section.
    ///
    /// ```
    /// use grundy::report::sequence::SequenceWords;
    /// use grundy::sequence::{compute, parse_rule};
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = parse_rule("kayles").unwrap();
    /// // With the period search, the run ends where the period is proved (256 values).
    /// let report = compute(rule, name, 20_000, true, &AtomicBool::new(false)).unwrap();
    /// let words = report.explain();
    /// assert_eq!(words[0].title, "kayles (0.77): G(n) for 0 ≤ n ≤ 255");
    /// assert!(words[0].paragraphs[0].contains("before N = 20000"));
    /// assert_eq!(words[2].paragraphs[0], "The largest value is 8.");
    /// assert!(words[3].paragraphs[1].starts_with("Rare values: 0, 3, 5, 6."));
    /// ```
    fn explain(&self) -> Vec<Explanation> {
        self.explain_in(Lang::En)
    }

    /// [`SequenceWords::explain`] in `lang` (catalogue `sequence.ftl`).
    ///
    /// ```
    /// use grundy::report::sequence::SequenceWords;
    /// use grundy::sequence::{compute, parse_rule};
    /// use std::sync::atomic::AtomicBool;
    /// let (rule, name) = parse_rule("kayles").unwrap();
    /// let report = compute(rule, name, 299, false, &AtomicBool::new(false)).unwrap();
    /// let words = report.explain_in(grundy::Lang::Ru);
    /// assert_eq!(words[1].title, "Период 12 с n = 71");
    /// ```
    fn explain_in(&self, lang: Lang) -> Vec<Explanation>;
}

impl SequenceWords for SequenceReport {
    fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
        vec![
            headline(self, lang),
            period(self, lang),
            frequencies(self, lang),
            rare_and_common(self, lang),
        ]
    }
}

/// `kayles (0.77): G(n) for 0 ≤ n ≤ 299`, and why the range is what it is.
fn headline(report: &SequenceReport, lang: Lang) -> Explanation {
    let name = if report.game == report.code {
        report.game.clone()
    } else {
        format!("{} ({})", report.game, report.code)
    };
    let mut e = match report.computed.checked_sub(1) {
        Some(last) => explanation(&t!(lang, "seq-head", name = &name, last = last.to_string())),
        None => {
            let mut e = explanation(&t!(lang, "seq-head-none", name = &name));
            e.paragraphs.push(t!(lang, "seq-none-computed"));
            return e;
        }
    };
    let proved = report.period.as_ref().is_some_and(|p| p.certified);
    if report.computed <= report.upto {
        e.paragraphs.push(t!(
            lang,
            if proved {
                "seq-stopped-proved"
            } else {
                "seq-stopped"
            },
            at = (report.computed - 1).to_string(),
            upto = report.upto.to_string()
        ));
    }
    if let Some(from) = report.generated_from {
        e.paragraphs.push(t!(
            lang,
            "seq-generated",
            computed = from.saturating_sub(1).to_string(),
            from = from.to_string(),
            last = (report.computed - 1).to_string()
        ));
    }
    if report.values.is_none() {
        e.paragraphs.push(t!(
            lang,
            "seq-not-listed",
            limit = grundy_heap::sequence::run::KEEP_LIMIT.to_string()
        ));
    }
    e
}

/// The period: proved (with its theorem and what was checked), observed, or none.
fn period(r: &SequenceReport, lang: Lang) -> Explanation {
    let Some(p) = &r.period else {
        let mut e = explanation(&t!(lang, "seq-period-title"));
        e.paragraphs.push(t!(
            lang,
            "seq-no-period",
            upto = r.computed.saturating_sub(1).to_string()
        ));
        return e;
    };
    let saltus = if p.saltus.is_zero() {
        String::new()
    } else {
        format!(" + {}", p.saltus)
    };
    let mut details = String::new();
    if !p.saltus.is_zero() {
        details.push_str(&t!(lang, "seq-saltus", saltus = &p.saltus));
    }
    if !p.certified {
        details.push_str(&t!(lang, "seq-observed-mark"));
    }
    let mut e = explanation(&t!(
        lang,
        "seq-period-head",
        period = &p.period,
        preperiod = p.preperiod.to_string(),
        details = details
    ));
    e.paragraphs.push(if p.certified {
        t!(
            lang,
            "seq-proved",
            period = &p.period,
            saltus = &saltus,
            preperiod = p.preperiod.to_string(),
            theorem = p.theorem.map(|t| theorem_in(t, lang)).unwrap_or_default(),
            checked = checked(p, lang)
        )
    } else {
        t!(
            lang,
            "seq-observed",
            period = &p.period,
            saltus = &saltus,
            from = p.preperiod.to_string(),
            to = p
                .small()
                .map_or(0, |(_, period, _)| p.checked_to.saturating_sub(period))
                .to_string(),
            checked = p.checked_to.to_string(),
            why = unproved(r, lang).map_or(String::new(), |why| format!(": {why}"))
        )
    });
    e
}

/// Why no theorem proves a period of this code, if the code says (see
/// [`grundy_heap::sequence::periodicity::why_unproved`]).
fn unproved(r: &SequenceReport, lang: Lang) -> Option<String> {
    if r.code.starts_with("rule(") {
        return Some(crate::i18n::t!(lang, "sequence-unproved-formula"));
    }
    crate::heap::rule::HeapRule::parse(&r.code)
        .ok()
        .as_ref()
        .and_then(|rule| grundy_heap::sequence::periodicity::why_unproved_in(rule, lang))
}

/// What the certificate checked, after the theorem: the range of `n`, and for all-but
/// games where the states agree (with its leading space, or nothing).
fn checked(p: &Periodicity, lang: Lang) -> String {
    let Some(b) = p.check_below else {
        return String::new();
    };
    let range = || {
        t!(
            lang,
            "seq-checked",
            from = p.preperiod.to_string(),
            below = b.to_string()
        )
    };
    let parts = match p.theorem {
        Some(Theorem::AllButState { .. }) => {
            let states = t!(
                lang,
                "seq-checked-states",
                below = b.to_string(),
                period = &p.period
            );
            if b > p.preperiod {
                vec![range(), states]
            } else {
                vec![states]
            }
        }
        _ => vec![range()],
    };
    format!(" ({})", parts.join("; "))
}

/// The largest value and how often each value occurs.
fn frequencies(r: &SequenceReport, lang: Lang) -> Explanation {
    let s = &r.stats;
    let mut e = explanation(&t!(lang, "seq-frequencies-title"));
    e.paragraphs
        .push(t!(lang, "seq-largest", value = s.max_value.to_string()));
    let listed: Vec<String> = s
        .frequencies
        .iter()
        .take(LISTED)
        .map(|f| format!("{}×{}", f.value, f.count))
        .collect();
    e.paragraphs.push(format!(
        "{}{}",
        t!(lang, "seq-value-count", list = listed.join(" ")),
        cut_note(s.frequencies.len(), lang)
    ));
    e
}

/// The rare/common split: its rule, the counts, the values on each side and the first
/// rare positions.
fn rare_and_common(r: &SequenceReport, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "seq-rare-title"));
    let Some(split) = &r.stats.split else {
        e.paragraphs.push(t!(lang, "seq-no-split"));
        return e;
    };
    let rule = t!(
        lang,
        if split.by_parity {
            "seq-rare-rule-parity"
        } else {
            "seq-rare-rule"
        },
        mask = format!("{:#b}", split.mask)
    );
    e.paragraphs.push(t!(
        lang,
        "seq-rare-iff",
        rule = rule,
        rare = split.rare_count,
        common = split.common_count
    ));
    let list = |values: &[u64]| {
        if values.is_empty() {
            return t!(lang, "seq-none");
        }
        let shown: Vec<String> = values.iter().take(LISTED).map(u64::to_string).collect();
        format!("{}{}", shown.join(", "), cut_note(values.len(), lang))
    };
    e.paragraphs.push(t!(
        lang,
        "seq-rare-values",
        rare = list(&split.rare_values),
        common = list(&split.common_values)
    ));
    if !split.rare_positions.is_empty() {
        let positions: Vec<String> = split
            .rare_positions
            .iter()
            .map(|p| p.n.to_string())
            .collect();
        let more = if (split.rare_positions.len() as u64) < split.rare_count {
            ", …"
        } else {
            ""
        };
        e.paragraphs.push(t!(
            lang,
            "seq-rare-positions",
            list = format!("{}{more}", positions.join(", "))
        ));
    }
    e
}

/// `" … (N values in all)"` when a list of `len` is cut at [`LISTED`].
fn cut_note(len: usize, lang: Lang) -> String {
    if len > LISTED {
        format!(" {}", t!(lang, "seq-cut", count = len))
    } else {
        String::new()
    }
}

/// The periodicity theorem that proves a period, after "proved by the": its name and the
/// inequality whose check in a prefix proves the period for every `n`
/// ([`Theorem::description`]).
///
/// ```
/// use grundy::report::sequence::theorem;
/// use grundy::sequence::Theorem;
/// assert!(theorem(Theorem::GuySmith { max_take: 2 }).contains("2e + p + t (t = 2"));
/// ```
pub fn theorem(t: Theorem) -> String {
    t.description()
}

/// [`theorem`] in `lang` (the inequalities as they are): [`Theorem::description_in`].
///
/// ```
/// use grundy::report::sequence::theorem_in;
/// use grundy::sequence::Theorem;
/// assert!(theorem_in(Theorem::GuySmith { max_take: 2 }, grundy::Lang::Ru).starts_with("теоремы Гая–Смита"));
/// ```
pub fn theorem_in(t: Theorem, lang: Lang) -> String {
    t.description_in(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::stats::{SequenceStats, ValueCount};
    use crate::sequence::parse_rule;
    use grundy_heap::sequence::{compute, Values};
    use std::sync::atomic::AtomicBool;

    fn report(game: &str, upto: u64, period: bool) -> SequenceReport {
        let (rule, name) = parse_rule(game).unwrap();
        compute(rule, name, upto, period, &AtomicBool::new(false)).unwrap()
    }

    #[test]
    fn a_proved_period_names_its_theorem_and_what_was_checked() {
        let words = report("kayles", 299, false).explain();
        assert_eq!(words.len(), 4);
        assert_eq!(words[0].title, "kayles (0.77): G(n) for 0 ≤ n ≤ 299");
        assert!(words[0].paragraphs.is_empty(), "N was reached");
        assert_eq!(words[1].title, "Period 12 from n = 71");
        let p = &words[1].paragraphs[0];
        assert!(
            p.contains("proved by the Guy–Smith") && p.ends_with("(checked for 71 ≤ n < 156)."),
            "{p}"
        );
        let words = report("allbut(1,2)", 50, true).explain();
        assert_eq!(words[1].title, "Period 3 from n = 0, saltus 1");
        assert!(words[1].paragraphs[0]
            .contains("G(n + 3) = G(n) + 1 for every n ≥ 0 — proved by the all-but state"));
        assert!(words[1].paragraphs[0]
            .ends_with("(the normalized states at n = 0 and n = 0 + 3 agree)."));
    }

    #[test]
    fn a_run_that_stops_before_n_says_so() {
        let words = report("kayles", 20_000, true).explain();
        assert_eq!(words[0].title, "kayles (0.77): G(n) for 0 ≤ n ≤ 255");
        assert_eq!(
            words[0].paragraphs,
            ["The run stopped at n = 255, before N = 20000; the period is proved, so every later value follows from it."]
        );
        let mut r = report("grundy-game", 100, false);
        r.upto = 1000;
        assert_eq!(
            r.explain()[0].paragraphs,
            ["The run stopped at n = 100, before N = 1000."]
        );
    }

    #[test]
    fn observed_and_missing_periods() {
        let mut r = report("grundy-game", 300, false);
        let words = r.explain();
        assert_eq!(words[1].title, "Period");
        assert_eq!(words[1].paragraphs, ["No period found up to N = 300."]);
        r.period = Some(Periodicity {
            preperiod: 5,
            period: 3u8.into(),
            saltus: 0u8.into(),
            certified: false,
            checked_to: 300,
            theorem: None,
            check_below: None,
        });
        let words = r.explain();
        assert_eq!(words[1].title, "Period 3 from n = 5 (observed)");
        assert_eq!(
            words[1].paragraphs,
            ["G(n + 3) = G(n) for 5 ≤ n ≤ 297 — observed up to N = 300, not proved: a modifier (!, ? or =) restricts the heaps a move leaves, which the periodicity theorem's step (lowering the largest heap by p) does not respect."]
        );
        // A code with `*`: the reason is the unbounded number of heaps.
        let r = report("tb(0.*)", 100, true);
        let words = r.explain();
        assert!(
            words[1].paragraphs[0].contains("unboundedly many heaps"),
            "{words:?}"
        );
    }

    #[test]
    fn frequencies_rare_values_and_long_lists() {
        let words = report("grundy-game", 300, false).explain();
        assert_eq!(words[2].title, "Value frequencies");
        assert_eq!(words[2].paragraphs[0], "The largest value is 14.");
        assert!(words[2].paragraphs[1].starts_with("Value×count: 0×17 1×27 "));
        assert_eq!(words[3].title, "Rare and common values");
        assert_eq!(
            words[3].paragraphs[0],
            "G(n) is rare iff popcount(G(n) & 0b110) is even: 64 rare and 237 common positions."
        );
        assert!(words[3].paragraphs[2].starts_with("Rare positions: 0, 1, 2, 3, 4, 6,"));
        // More values than are named: the count of all of them.
        let mut r = report("grundy-game", 10, false);
        r.stats.frequencies = (0..150)
            .map(|value| ValueCount { value, count: 1 })
            .collect();
        let words = r.explain();
        assert!(words[2].paragraphs[1].ends_with("98×1 99×1 … (150 values in all)"));
    }

    #[test]
    fn one_value_has_no_split_and_unkept_values_are_said() {
        let r = SequenceReport {
            game: "0.1".into(),
            code: "0.1".into(),
            computed: 20_000_000,
            upto: 19_999_999,
            values: None::<Values>,
            period: None,
            stats: SequenceStats {
                count: 20_000_000,
                max_value: 1,
                frequencies: vec![ValueCount { value: 0, count: 1 }],
                split: None,
            },
            generated_from: None,
        };
        let words = r.explain();
        assert_eq!(words[0].title, "0.1: G(n) for 0 ≤ n ≤ 19999999");
        assert!(words[0].paragraphs[0]
            .starts_with("The values are not listed: there are more than 16777216"));
        assert_eq!(
            words[3].paragraphs,
            ["Fewer than two distinct values: no rare/common split."]
        );
    }
}
