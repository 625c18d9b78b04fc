//! Sums of different games, normal and misère: `analyze` against a brute-force search of
//! the whole sum, implemented here directly from the rules (independent of the library's
//! formulas, nim-sequences and its own search module).

use grundy::report::Report;
use grundy::{
    analyze, parse_position_with, AnalyzeOptions, Convention, ImpartialGame, Outcome, Solver,
};
use num_traits::ToPrimitive;
use proptest::prelude::*;
use std::collections::BTreeMap;

#[derive(Debug, Clone)]
enum Rule {
    Nim,
    Sub(Vec<u64>),
    Bounded(u64),
    AllBut(Vec<u64>),
    Moore(usize),
    /// Edges of a DAG on vertices 0..n: i → j only for j < i.
    Graph(Vec<(u64, u64)>),
    /// An octal code `0.d1d2…` given by its digits d1, d2, … (and a name to write).
    Octal(String, Vec<u8>),
    /// Grundy's game: split a heap into two unequal heaps.
    GrundyGame,
    /// Lasker's Nim: take any number, or split a heap into two.
    Lasker,
}

impl Rule {
    fn name(&self) -> String {
        let list = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        match self {
            Rule::Nim => "nim".into(),
            Rule::Sub(s) => format!("sub({})", list(s)),
            Rule::Bounded(k) => format!("bounded({k})"),
            Rule::AllBut(s) => format!("allbut({})", list(s)),
            Rule::Moore(k) => format!("moore({k})"),
            Rule::Graph(_) => "graph(g)".into(),
            Rule::Octal(name, _) => name.clone(),
            Rule::GrundyGame => "grundy-game".into(),
            Rule::Lasker => "lasker".into(),
        }
    }

    /// Options of a heap game, straight from the rules: each the heaps left (a ≤ b).
    fn split_options(&self, n: u64) -> Option<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        match self {
            Rule::Octal(_, digits) => {
                for (i, &d) in digits.iter().enumerate() {
                    let k = i as u64 + 1;
                    if k > n {
                        break;
                    }
                    if d & 1 != 0 && n == k {
                        out.push(vec![]);
                    }
                    if d & 2 != 0 && n > k {
                        out.push(vec![n - k]);
                    }
                    if d & 4 != 0 && n >= k + 2 {
                        for a in 1..=(n - k) / 2 {
                            out.push(vec![a, n - k - a]);
                        }
                    }
                }
            }
            Rule::GrundyGame => {
                for a in 1..n.div_ceil(2) {
                    out.push(vec![a, n - a]);
                }
            }
            Rule::Lasker => {
                for m in 0..n {
                    out.push(if m == 0 { vec![] } else { vec![m] });
                }
                for a in 1..=n / 2 {
                    out.push(vec![a, n - a]);
                }
            }
            _ => return None,
        }
        Some(out)
    }

    /// One-heap options, straight from the rules.
    fn heap_options(&self, n: u64) -> Vec<u64> {
        match self {
            Rule::Nim | Rule::Moore(_) => (0..n).collect(),
            Rule::Sub(s) => s.iter().filter(|&&a| a <= n).map(|&a| n - a).collect(),
            Rule::Bounded(k) => (1..=*k).filter(|&a| a <= n).map(|a| n - a).collect(),
            Rule::AllBut(x) => (1..=n).filter(|a| !x.contains(a)).map(|a| n - a).collect(),
            Rule::Graph(edges) => edges.iter().filter(|e| e.0 == n).map(|e| e.1).collect(),
            Rule::Octal(..) | Rule::GrundyGame | Rule::Lasker => unreachable!("split games"),
        }
    }
}

struct Sum(Vec<Rule>);

/// Every game here is symmetric in its heaps: sorting them within each component merges
/// equivalent positions (the search stays small).
fn canonical(p: &[Vec<u64>]) -> Vec<Vec<u64>> {
    p.iter()
        .map(|c| {
            let mut c = c.clone();
            c.sort_unstable();
            c
        })
        .collect()
}

impl ImpartialGame for Sum {
    type Position = Vec<Vec<u64>>;
    fn moves(&self, p: &Self::Position) -> Vec<Self::Position> {
        self.raw_moves(p).iter().map(|m| canonical(m)).collect()
    }
}

impl Sum {
    fn raw_moves(&self, p: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for (c, rule) in self.0.iter().enumerate() {
            if let Rule::Moore(k) = rule {
                // Every non-empty set of at most k heaps, each strictly reduced.
                let heaps = &p[c];
                let mut stack: Vec<(usize, Vec<u64>, usize)> = vec![(0, heaps.clone(), 0)];
                while let Some((start, cur, changed)) = stack.pop() {
                    if changed > 0 {
                        let mut next = p.to_vec();
                        next[c] = cur.clone();
                        out.push(next);
                    }
                    if changed == *k {
                        continue;
                    }
                    for i in start..heaps.len() {
                        for to in 0..heaps[i] {
                            let mut n = cur.clone();
                            n[i] = to;
                            stack.push((i + 1, n, changed + 1));
                        }
                    }
                }
                continue;
            }
            for (h, &n) in p[c].iter().enumerate() {
                if let Some(options) = rule.split_options(n) {
                    for parts in options {
                        let mut next = p.to_vec();
                        next[c].splice(h..=h, parts);
                        out.push(next);
                    }
                    continue;
                }
                for to in rule.heap_options(n) {
                    let mut next = p.to_vec();
                    next[c][h] = to;
                    out.push(next);
                }
            }
        }
        out
    }
}

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::Nim),
        prop::collection::btree_set(1u64..6, 1..4).prop_map(|s| Rule::Sub(s.into_iter().collect())),
        (1u64..4).prop_map(Rule::Bounded),
        prop::collection::btree_set(1u64..5, 0..3)
            .prop_map(|s| Rule::AllBut(s.into_iter().collect())),
        (1usize..3).prop_map(Rule::Moore),
        prop::collection::btree_set((1u64..7, 0u64..6), 0..12)
            .prop_map(|s| Rule::Graph(s.into_iter().filter(|(a, b)| b < a).collect())),
        Just(Rule::Octal("kayles".into(), vec![7, 7])),
        Just(Rule::Octal("dawson-chess".into(), vec![1, 3, 7])),
        prop::collection::vec(0u8..8, 1..4).prop_map(|d| {
            let name = format!("0.{}", d.iter().map(|x| x.to_string()).collect::<String>());
            Rule::Octal(name, d)
        }),
        Just(Rule::GrundyGame),
        Just(Rule::Lasker),
    ]
}

/// A component: its rule and heaps (graph tokens on vertices 0..7).
fn component() -> impl Strategy<Value = (Rule, Vec<u64>)> {
    rule().prop_flat_map(|r| {
        let (max, count) = match r {
            Rule::Moore(_) => (5u64, 1..4usize),
            Rule::Graph(_) => (7, 1..3),
            Rule::Octal(..) | Rule::GrundyGame | Rule::Lasker => (7, 1..3),
            _ => (9, 1..3),
        };
        (Just(r), prop::collection::vec(0..max, count))
    })
}

fn build(components: &[(Rule, Vec<u64>)]) -> (String, String) {
    let text = components
        .iter()
        .map(|(r, h)| {
            let sizes: Vec<String> = h.iter().map(|x| x.to_string()).collect();
            format!("{} {}", r.name(), sizes.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" + ");
    let graph = components
        .iter()
        .find_map(|(r, _)| match r {
            Rule::Graph(edges) => Some(edges.clone()),
            _ => None,
        })
        .unwrap_or_default();
    // Declare vertices 0..7 so every token stands on a vertex.
    let mut file: String = (0..7).map(|v| format!("{v}\n")).collect();
    for (a, b) in graph {
        file.push_str(&format!("{a} {b}\n"));
    }
    (text, file)
}

/// The multiset of positions the report's winning moves lead to.
fn after_states(report: &Report, start: &[Vec<u64>]) -> BTreeMap<Vec<Vec<u64>>, usize> {
    let mut out = BTreeMap::new();
    for m in &report.winning_moves {
        let mut p = start.to_vec();
        let mut changes: Vec<_> = m.changes.iter().collect();
        changes.sort_by_key(|ch| std::cmp::Reverse(ch.heap));
        for ch in changes {
            assert_eq!(p[m.component][ch.heap], ch.from.to_u64().unwrap());
            match &ch.parts {
                Some(parts) => {
                    let parts = parts.iter().map(|x| x.to_u64().unwrap()).filter(|&x| x > 0);
                    p[m.component].splice(ch.heap..=ch.heap, parts);
                }
                None => p[m.component][ch.heap] = ch.to.to_u64().unwrap(),
            }
        }
        *out.entry(canonical(&p)).or_insert(0) += 1;
    }
    out
}

fn check(components: Vec<(Rule, Vec<u64>)>, convention: Convention) -> Result<(), TestCaseError> {
    // Only one graph file per position in this test: keep the first graph's edges for all.
    let first_graph = components
        .iter()
        .find(|(r, _)| matches!(r, Rule::Graph(_)))
        .cloned();
    let components: Vec<(Rule, Vec<u64>)> = components
        .into_iter()
        .map(|(r, h)| match (&r, &first_graph) {
            (Rule::Graph(_), Some((g, _))) => (g.clone(), h),
            _ => (r, h),
        })
        .collect();
    let (text, file) = build(&components);
    let position = parse_position_with(&text, &mut |_| Ok(file.clone())).unwrap();
    let options = AnalyzeOptions {
        convention,
        ..AnalyzeOptions::default()
    };
    let report = analyze(&position, &options).unwrap();

    let game = Sum(components.iter().map(|(r, _)| r.clone()).collect());
    let start: Vec<Vec<u64>> = components.iter().map(|(_, h)| h.clone()).collect();
    let root = canonical(&start);
    let mut solver = Solver::new(&game);
    let outcome = solver.outcome(&root, convention).unwrap();
    prop_assert_eq!(report.outcome, outcome, "outcome of {}", text);
    if convention == Convention::Normal {
        let value = solver.grundy(&root).unwrap();
        prop_assert_eq!(
            report.value.as_ref().and_then(|v| v.to_u32()),
            Some(value),
            "value of {}",
            text
        );
    } else {
        prop_assert_eq!(&report.value, &None);
    }
    let mut expected = BTreeMap::new();
    // The report counts distinct resulting positions as written (heaps in order): two
    // moves that leave the same sequence (removing one of two equal heaps) count once.
    let mut results = std::collections::BTreeSet::new();
    for w in game.raw_moves(&start) {
        if solver.outcome(&canonical(&w), convention).unwrap() != Outcome::P {
            continue;
        }
        results.insert(w);
    }
    for w in &results {
        *expected.entry(canonical(w)).or_insert(0) += 1;
    }
    let total: usize = results.len();
    prop_assert_eq!(
        report
            .winning_move_count
            .as_ref()
            .and_then(|c| c.to_usize()),
        Some(total),
        "count for {}",
        text
    );
    if matches!(report.outcome, Outcome::N)
        && !components.iter().any(|(r, _)| matches!(r, Rule::Moore(_)))
    {
        prop_assert_eq!(after_states(&report, &start), expected, "moves of {}", text);
        prop_assert!(report.winning_moves_complete);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn normal_play_sums_match_brute_force(components in prop::collection::vec(component(), 1..4)) {
        check(components, Convention::Normal)?;
    }

    #[test]
    fn misere_sums_match_brute_force(components in prop::collection::vec(component(), 1..4)) {
        check(components, Convention::Misere)?;
    }
}

#[test]
fn the_article_sum_example() {
    // sub(1,3,4): G = 0 1 0 1 2 3 2 repeating with period 7, so G(20) = G(6) = 2;
    // nim 5 7 has value 2: the sum is 0, a P-position.
    let p = grundy::parse_position("sub(1,3,4) 20 + nim 5 7").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.outcome, Outcome::P);
    assert_eq!(r.value.unwrap().to_u32(), Some(0));
}

#[test]
fn misere_search_refuses_rather_than_guesses() {
    let p = grundy::parse_position("sub(1,2) 100000000000 + nim 3").unwrap();
    let options = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    let err = analyze(&p, &options).unwrap_err();
    assert!(err.to_string().contains("misère"), "{err}");
}
