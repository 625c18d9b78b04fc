//! A nim-sequence in words: every sentence `grundy seq` prints and the sequence page shows
//! about a [`SequenceReport`] — the title, the period (proved by which theorem and where it
//! was checked, or only observed, or none), why the run stopped before its `N`, the
//! largest value and the frequencies, the rare/common split and the rare positions —
//! made here once, as [`Explanation`]s that the front ends lay out.
//!
//! ```
//! use grundy::sequence::{compute, parse_rule};
//! use std::sync::atomic::AtomicBool;
//! let (rule, name) = parse_rule("kayles").unwrap();
//! let report = compute(rule, name, 299, false, &AtomicBool::new(false)).unwrap();
//! let words = report.explain();
//! assert_eq!(words[0].title, "kayles (0.77): G(n) for 0 ≤ n ≤ 299");
//! assert_eq!(words[1].title, "Period 12 from n = 71");
//! assert!(words[1].paragraphs[0].starts_with("G(n + 12) = G(n) for every n ≥ 71 — proved by the Guy–Smith"));
//! ```

use super::explain::{explanation, Explanation};
use crate::sequence::{Periodicity, SequenceReport, Theorem};
use num_traits::Zero;

/// How many entries of a list (values, frequencies, positions) the words name; the
/// report's data has them all.
pub const LISTED: usize = 100;

impl SequenceReport {
    /// The report in words, in order: the title (the game, its code and the range of `n`,
    /// with a paragraph when the values are not kept or the run stopped before `N`), the
    /// period, the value frequencies, and the rare and common values.
    ///
    /// Laid out as text (`grundy seq`), each after the first reads `Title: paragraph`;
    /// on the sequence page, each is a titled section.
    ///
    /// ```
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
    pub fn explain(&self) -> Vec<Explanation> {
        vec![
            self.headline(),
            period(self),
            frequencies(self),
            rare_and_common(self),
        ]
    }

    /// `kayles (0.77): G(n) for 0 ≤ n ≤ 299`, and why the range is what it is.
    fn headline(&self) -> Explanation {
        let name = if self.game == self.code {
            self.game.clone()
        } else {
            format!("{} ({})", self.game, self.code)
        };
        let mut e = match self.computed.checked_sub(1) {
            Some(last) => explanation(&format!("{name}: G(n) for 0 ≤ n ≤ {last}")),
            None => {
                let mut e = explanation(&format!("{name}: no values"));
                e.paragraphs.push("No value was computed.".to_string());
                return e;
            }
        };
        let proved = self.period.as_ref().is_some_and(|p| p.certified);
        if self.computed <= self.upto {
            e.paragraphs.push(if proved {
                format!(
                    "The run stopped at n = {}, before N = {}; the period is proved, so every later value follows from it.",
                    self.computed - 1,
                    self.upto
                )
            } else {
                format!(
                    "The run stopped at n = {}, before N = {}.",
                    self.computed - 1,
                    self.upto
                )
            });
        }
        if self.values.is_none() {
            e.paragraphs.push(format!(
                "The values are not listed: there are more than {} of them (the statistics count every one).",
                crate::sequence::run::KEEP_LIMIT
            ));
        }
        e
    }
}

/// The period: proved (with its theorem and what was checked), observed, or none.
fn period(r: &SequenceReport) -> Explanation {
    let Some(p) = &r.period else {
        let mut e = explanation("Period");
        e.paragraphs.push(format!(
            "No period found up to N = {}.",
            r.computed.saturating_sub(1)
        ));
        return e;
    };
    let saltus = if p.saltus.is_zero() {
        String::new()
    } else {
        format!(" + {}", p.saltus)
    };
    let with_saltus = if p.saltus.is_zero() {
        String::new()
    } else {
        format!(", saltus {}", p.saltus)
    };
    let mut e = explanation(&format!(
        "Period {} from n = {}{with_saltus}{}",
        p.period,
        p.preperiod,
        if p.certified { "" } else { " (observed)" }
    ));
    e.paragraphs.push(if p.certified {
        format!(
            "G(n + {}) = G(n){saltus} for every n ≥ {} — proved by the {}{}.",
            p.period,
            p.preperiod,
            p.theorem.map(theorem).unwrap_or_default(),
            checked(p)
        )
    } else {
        format!(
            "G(n + {}) = G(n){saltus} for {} ≤ n ≤ {} — observed up to N = {}, not proved{}.",
            p.period,
            p.preperiod,
            p.small()
                .map_or(0, |(_, period, _)| p.checked_to.saturating_sub(period)),
            p.checked_to,
            unproved(r).map_or(String::new(), |why| format!(": {why}"))
        )
    });
    e
}

/// Why no theorem proves a period of this code, if the code says (see
/// [`crate::heap::periodicity::why_unproved`]).
fn unproved(r: &SequenceReport) -> Option<&'static str> {
    crate::heap::rule::HeapRule::parse(&r.code)
        .ok()
        .as_ref()
        .and_then(crate::heap::periodicity::why_unproved)
}

/// What the certificate checked, after the theorem: the range of `n`, and for all-but
/// games where the states agree.
fn checked(p: &Periodicity) -> String {
    let Some(b) = p.check_below else {
        return String::new();
    };
    match p.theorem {
        Some(Theorem::AllButState { .. }) => {
            let range = if b > p.preperiod {
                format!("checked for {} ≤ n < {b}; ", p.preperiod)
            } else {
                String::new()
            };
            format!(
                " ({range}the normalized states at n = {b} and n = {b} + {} agree)",
                p.period
            )
        }
        _ => format!(" (checked for {} ≤ n < {b})", p.preperiod),
    }
}

/// The largest value and how often each value occurs.
fn frequencies(r: &SequenceReport) -> Explanation {
    let s = &r.stats;
    let mut e = explanation("Value frequencies");
    e.paragraphs
        .push(format!("The largest value is {}.", s.max_value));
    let listed: Vec<String> = s
        .frequencies
        .iter()
        .take(LISTED)
        .map(|f| format!("{}×{}", f.value, f.count))
        .collect();
    e.paragraphs.push(format!(
        "Value×count: {}{}",
        listed.join(" "),
        cut_note(s.frequencies.len(), "values")
    ));
    e
}

/// The rare/common split: its rule, the counts, the values on each side and the first
/// rare positions.
fn rare_and_common(r: &SequenceReport) -> Explanation {
    let mut e = explanation("Rare and common values");
    let Some(split) = &r.stats.split else {
        e.paragraphs
            .push("Fewer than two distinct values: no rare/common split.".to_string());
        return e;
    };
    let rule = if split.by_parity {
        format!("popcount(G(n) & {:#b}) + n is even", split.mask)
    } else {
        format!("popcount(G(n) & {:#b}) is even", split.mask)
    };
    e.paragraphs.push(format!(
        "G(n) is rare iff {rule}: {} rare and {} common positions.",
        split.rare_count, split.common_count
    ));
    let list = |values: &[u64]| {
        if values.is_empty() {
            return "none".to_string();
        }
        let shown: Vec<String> = values.iter().take(LISTED).map(u64::to_string).collect();
        format!("{}{}", shown.join(", "), cut_note(values.len(), "values"))
    };
    e.paragraphs.push(format!(
        "Rare values: {}. Common values: {}.",
        list(&split.rare_values),
        list(&split.common_values)
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
        e.paragraphs
            .push(format!("Rare positions: {}{more}", positions.join(", ")));
    }
    e
}

/// `" … (N values in all)"` when a list of `len` is cut at [`LISTED`].
fn cut_note(len: usize, noun: &str) -> String {
    if len > LISTED {
        format!(" … ({len} {noun} in all)")
    } else {
        String::new()
    }
}

/// The periodicity theorem that proves a period, after "proved by the": its name and the
/// inequality whose check in a prefix proves the period for every `n`.
///
/// ```
/// use grundy::report::sequence::theorem;
/// use grundy::sequence::Theorem;
/// assert!(theorem(Theorem::GuySmith { max_take: 2 }).contains("2e + p + t (t = 2"));
/// ```
pub fn theorem(t: Theorem) -> String {
    theorem_in(t, crate::i18n::Lang::En)
}

/// [`theorem`] in `lang` (the inequalities as they are).
///
/// ```
/// use grundy::report::sequence::theorem_in;
/// use grundy::sequence::Theorem;
/// assert!(theorem_in(Theorem::GuySmith { max_take: 2 }, grundy::Lang::Ru).starts_with("теоремы Гая–Смита"));
/// ```
pub fn theorem_in(t: Theorem, lang: crate::i18n::Lang) -> String {
    use crate::i18n::t;
    match t {
        Theorem::GuySmith { max_take } => t!(lang, "theorem-guy-smith", t = max_take.to_string()),
        Theorem::NoSplitting { max_take } => {
            t!(lang, "theorem-no-splitting", t = max_take.to_string())
        }
        Theorem::MultiHeap {
            max_heaps,
            max_take,
        } => t!(
            lang,
            "theorem-multi-heap",
            k = max_heaps.to_string(),
            t = max_take.to_string()
        ),
        Theorem::LaskerNim => t!(lang, "theorem-lasker"),
        Theorem::BoundedClosedForm { max_take } => {
            t!(lang, "theorem-bounded", k = max_take.to_string())
        }
        Theorem::AllButState { max_excluded } => {
            t!(lang, "theorem-all-but", m = max_excluded.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::stats::{SequenceStats, ValueCount};
    use crate::sequence::{compute, parse_rule, Values};
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
