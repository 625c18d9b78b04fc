//! A quotient as people read it: generator names, words (`ab²c`), the presentation
//! (`QuotientSummary`) and the `quotient` step of a misère answer (`QuotientReasoning`).

#[allow(unused_imports)]
use super::*;

/// The name of generator `i`: `a`, `b`, … `z`, then `g27`, `g28`, ….
pub(super) fn gen_name(i: usize) -> String {
    if i < 26 {
        ((b'a' + i as u8) as char).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

pub(super) fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}

/// A word over the generators: `1`, `a`, `ab²c`.
pub(crate) fn word_text(w: &[u32]) -> String {
    let mut s = String::new();
    for (i, &e) in w.iter().enumerate() {
        if e > 0 {
            s.push_str(&gen_name(i));
            if e > 1 {
                s.push_str(&superscript(e));
            }
        }
    }
    if s.is_empty() {
        "1".into()
    } else {
        s
    }
}

/// What `grundy quotient` shows and `--json` prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientSummary {
    /// The ruleset.
    pub rule: String,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_portion_size: usize,
    /// `⟨generators | relations⟩`.
    pub presentation: String,
    /// The generators, each with its heap.
    pub generators: Vec<Generator>,
    /// The P-portion, as words.
    pub p_portion: Vec<String>,
    /// `Φ(n)` for each heap `0..=max_heap`, as words.
    pub phi: Vec<String>,
    /// The proved period of `Φ`, or `None`.
    pub period: Option<QuotientPeriod>,
    /// Whether the quotient holds for every heap size (a period was proved).
    pub solved: bool,
    /// The largest heap computed.
    pub max_heap: u64,
    /// The heaps where the monoid grew (a new generator).
    pub expansion_heaps: Vec<u64>,
}

/// A generator of a quotient.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Generator {
    /// Its name (`a`, `b`, …).
    pub name: String,
    /// The heap it is the class of.
    pub heap: u64,
}

impl Quotient {
    /// `|Q|`.
    pub fn order(&self) -> usize {
        self.reps.len()
    }

    /// The elements in `P`.
    pub fn p_portion(&self) -> Vec<u32> {
        (0..self.order() as u32)
            .filter(|&x| self.p[x as usize])
            .collect()
    }

    /// Whether element `x` is in `P`.
    pub fn in_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The largest heap computed.
    pub fn max_heap(&self) -> u64 {
        self.phi.len() as u64 - 1
    }

    /// The proved period of `Φ`.
    pub fn period(&self) -> Option<QuotientPeriod> {
        self.period
    }

    /// The ruleset's name.
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// `Φ(n)`: the element of heap `n`, for computed heaps or any heap once a period is
    /// proved.
    pub fn phi(&self, n: u64) -> Option<u32> {
        if n <= self.max_heap() {
            return Some(self.phi[n as usize]);
        }
        let p = self.period?;
        let k = p.preperiod + (n - p.preperiod) % p.period;
        Some(self.phi[k as usize])
    }

    /// The product `x·y`.
    pub fn mul(&self, x: u32, y: u32) -> u32 {
        let mut z = x;
        for (i, &e) in self.reps[y as usize].iter().enumerate() {
            for _ in 0..e {
                z = self.actions[i][z as usize];
            }
        }
        z
    }

    /// The element of a sum of heaps (`None` when a heap is beyond the computed ones and
    /// no period is proved).
    pub fn element_of(&self, heaps: &[u64]) -> Option<u32> {
        heaps
            .iter()
            .try_fold(0u32, |x, &h| Some(self.mul(x, self.phi(h)?)))
    }

    /// Whether a sum of heaps is a misère P-position (`None` beyond the computed heaps).
    pub fn is_p_sum(&self, heaps: &[u64]) -> Option<bool> {
        self.element_of(heaps).map(|x| self.in_p(x))
    }

    /// Element `x` as a word over the generators (its normal form).
    pub fn word(&self, x: u32) -> String {
        let w: Vec<u32> = self.reps[x as usize].iter().map(|&e| e as u32).collect();
        word_text(&w)
    }

    pub(super) fn class_of_word(&self, w: &[u32]) -> u32 {
        let mut z = 0u32;
        for (i, &e) in w.iter().enumerate() {
            for _ in 0..e {
                z = self.actions[i][z as usize];
            }
        }
        z
    }

    /// The relations of the presentation: each minimal word that is not a normal form,
    /// with the normal form it equals.
    pub fn relations(&self) -> Vec<(String, String)> {
        let normal: HashSet<Vec<u32>> = self
            .reps
            .iter()
            .map(|r| r.iter().map(|&e| e as u32).collect())
            .collect();
        let mut out: Vec<(Vec<u32>, u32)> = Vec::new();
        let mut seen = HashSet::new();
        for r in &normal {
            for i in 0..self.gens.len() {
                let mut w = r.clone();
                w[i] += 1;
                if normal.contains(&w) || !seen.insert(w.clone()) {
                    continue;
                }
                let minimal = (0..w.len()).all(|j| {
                    if w[j] == 0 {
                        return true;
                    }
                    let mut d = w.clone();
                    d[j] -= 1;
                    normal.contains(&d)
                });
                if minimal {
                    out.push((w.clone(), self.class_of_word(&w)));
                }
            }
        }
        // Relations of earlier generators first, then by degree.
        let key = |w: &Vec<u32>| {
            let total: u32 = w.iter().sum();
            let rev: Vec<u32> = w.iter().rev().copied().collect();
            (w.iter().rposition(|&e| e > 0), total, rev)
        };
        out.sort_by_key(|(w, _)| key(w));
        out.into_iter()
            .map(|(w, x)| (word_text(&w), self.word(x)))
            .collect()
    }

    /// `⟨a, b, … | relations⟩`.
    pub fn presentation(&self) -> String {
        let gens: Vec<String> = (0..self.gens.len()).map(gen_name).collect();
        let rels: Vec<String> = self
            .relations()
            .into_iter()
            .map(|(a, b)| format!("{a} = {b}"))
            .collect();
        if gens.is_empty() {
            return "⟨ | ⟩ (the trivial monoid)".into();
        }
        format!("⟨{} | {}⟩", gens.join(", "), rels.join(", "))
    }

    /// The generators with their heaps.
    pub fn generators(&self) -> Vec<Generator> {
        self.gens
            .iter()
            .enumerate()
            .map(|(i, &(heap, _))| Generator {
                name: gen_name(i),
                heap,
            })
            .collect()
    }

    /// The multiplication table, as words (row `x`, column `y`: `x·y`).
    pub fn table(&self) -> Vec<Vec<String>> {
        let n = self.order() as u32;
        (0..n)
            .map(|x| (0..n).map(|y| self.word(self.mul(x, y))).collect())
            .collect()
    }

    /// Everything `grundy quotient` shows.
    pub fn summary(&self) -> QuotientSummary {
        QuotientSummary {
            rule: self.rule.clone(),
            order: self.order(),
            p_portion_size: self.p_portion().len(),
            presentation: self.presentation(),
            generators: self.generators(),
            p_portion: self.p_portion().into_iter().map(|x| self.word(x)).collect(),
            phi: self.phi.iter().map(|&x| self.word(x)).collect(),
            period: self.period,
            solved: self.period.is_some(),
            max_heap: self.max_heap(),
            expansion_heaps: self.expansions.clone(),
        }
    }

    /// The misère outcome of a sum of heaps with the reasoning (`None` beyond the computed
    /// heaps).
    pub fn reasoning(&self, heaps: &[u64]) -> Option<QuotientReasoning> {
        let x = self.element_of(heaps)?;
        let mut distinct: Vec<u64> = heaps.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        const SHOWN: usize = 40;
        Some(QuotientReasoning {
            rule: self.rule.clone(),
            order: self.order(),
            p_portion_size: self.p_portion().len(),
            presentation: self.presentation(),
            p_portion: self.p_portion().into_iter().map(|x| self.word(x)).collect(),
            heaps: distinct
                .iter()
                .take(SHOWN)
                .map(|&h| (h, self.word(self.phi(h).unwrap_or(0))))
                .collect(),
            more_heaps: distinct.len().saturating_sub(SHOWN),
            product: self.word(x),
            outcome: Outcome::from_next_player_wins(!self.in_p(x)),
            max_heap: self.max_heap(),
            period: self.period,
        })
    }
}

/// The reasoning of a misère answer through a quotient (the `quotient` step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientReasoning {
    /// The ruleset.
    pub rule: String,
    /// `|Q|`.
    pub order: usize,
    /// `|P|`.
    pub p_portion_size: usize,
    /// `⟨generators | relations⟩`.
    pub presentation: String,
    /// The P-portion, as words.
    pub p_portion: Vec<String>,
    /// Each distinct heap of the position with `Φ` of it.
    pub heaps: Vec<(u64, String)>,
    /// Distinct heaps not listed.
    pub more_heaps: usize,
    /// The product of the heaps' elements.
    pub product: String,
    /// Who wins: P iff the product is in `P`.
    pub outcome: Outcome,
    /// The largest heap the quotient was computed for.
    pub max_heap: u64,
    /// Its proved period, when it holds for every heap.
    pub period: Option<QuotientPeriod>,
}
