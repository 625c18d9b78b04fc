use super::syntax::Kind;
use super::*;
use crate::heap::naive::sequence;
use crate::heap::rule::HeapRule;
use grundy_core::Solver;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn rule(text: &str) -> FormulaRule {
    FormulaRule::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn code_values(code: &str, upto: u64) -> Vec<u64> {
    let rule = HeapRule::parse(code).unwrap();
    sequence(&rule, upto)
        .unwrap()
        .into_iter()
        .map(u64::from)
        .collect()
}

const KAYLES: &str = "n -> [[a, n - k - a] for k in 1..=min(2, n) for a in 0..=(n - k) / 2]";
const DAWSON_KAYLES: &str = "n -> [[a, n - 2 - a] for a in 0..=(n - 2) / 2]";
const DAWSON_CHESS: &str =
    "n -> [[] for k in [1] if n == 1] + [[n - 2] for k in [2] if n >= 2] + [[a, n - 3 - a] for a in 0..=(n - 3) / 2]";
const GRUNDY: &str = "n -> [[a, n - a] for a in 1..n if a < n - a]";
const LASKER: &str = "n -> [[k] for k in 0..n] + [[a, n - a] for a in 1..=n / 2]";

#[test]
fn known_games_written_as_formulas_have_their_values() {
    // Each formula's options are the code's, heap by heap, and so are the values.
    for (formula, code) in [
        (KAYLES, "0.77"),
        (DAWSON_KAYLES, "0.07"),
        (DAWSON_CHESS, "0.137"),
        (GRUNDY, "4!.0"),
        (LASKER, "4.[3]"),
        ("n -> [[n - k] for k in [1, 3, 4] if k <= n]", "0.3033"),
        ("n -> [[n - k] for k in 1..=min(3, n)]", "0.333"),
        (
            "n -> [[a, n - 1 - a] for a in 0..=(n - 1) / 2 if n >= 2]",
            "0.6",
        ),
    ] {
        let f = rule(formula);
        let heap = HeapRule::parse(code).unwrap();
        for n in 0..40 {
            let mine: BTreeSet<Vec<u64>> = f.options(n).unwrap().into_iter().collect();
            let theirs: BTreeSet<Vec<u64>> = heap.options(n).into_iter().collect();
            // Officers (0.6) must leave a heap: a heap of 1 or 2 taken whole is no move.
            assert_eq!(mine, theirs, "{formula} vs {code} at {n}");
        }
        assert_eq!(f.values(300).unwrap(), code_values(code, 300), "{formula}");
    }
}

#[test]
fn kayles_and_grundy_match_the_published_tables() {
    // Kayles: period 12 from n = 71 (Winning Ways); the first values are
    // 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7.
    let kayles = rule(KAYLES).values(23).unwrap();
    assert_eq!(
        kayles,
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
    );
    // Grundy's game (OEIS A002188): 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0.
    assert_eq!(
        rule(GRUNDY).values(20).unwrap(),
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
    );
}

#[test]
fn the_canonical_spelling_reads_back() {
    for text in [
        KAYLES,
        DAWSON_CHESS,
        GRUNDY,
        LASKER,
        "n -> [[a] for a in 0..n if not (a == 1 or a == 2) and a % 3 != 2]",
        "n -> [[-(-a) * 2 / 3 - (n - a)] for a in (0..n) + [5] if a in [1, 2] or len([a]) > 0]",
        "heap -> [[abs(heap - 7), max(1, 2, heap / 2)] for x in [[1], []] for y in x]",
        "n -> [] + []",
        "n -> [[], [1]]",
    ] {
        let r = rule(text);
        assert_eq!(rule(r.formula()), r, "{text} → {}", r.formula());
        assert_eq!(rule(&r.name()), r);
        assert_eq!(rule(r.formula()).formula(), r.formula());
    }
    assert_eq!(rule("n->[[n-1]]").formula(), "n -> [[n - 1]]");
    assert_eq!(rule("n -> [[(n - 1) - 1]]").formula(), "n -> [[n - 1 - 1]]");
    assert_eq!(
        rule("n -> [[n - (1 - 1)]]").formula(),
        "n -> [[n - (1 - 1)]]"
    );
}

#[test]
fn parse_errors_name_their_column() {
    let cases: &[(&str, &str, usize)] = &[
        ("", "parse-formula-empty", 1),
        ("rule()", "parse-formula-empty", 1),
        ("n [[1]]", "parse-formula-expected", 3),
        ("n -> [[n - 1]", "parse-formula-expected", 14),
        ("n -> [[n - 1]] ]", "parse-formula-expected", 16),
        ("n -> [[n @ 1]]", "parse-formula-unexpected-character", 10),
        ("n -> [[k]]", "parse-formula-unknown-name", 8),
        (
            "n -> [[n] for for in 1..2]",
            "parse-formula-reserved-name",
            15,
        ),
        ("min -> [[1]]", "parse-formula-reserved-name", 1),
        ("n -> [[sqrt(n)]]", "parse-formula-unknown-function", 8),
        ("n -> [[abs(n, 1)]]", "parse-formula-arity", 8),
        ("n -> [[min()]]", "parse-formula-arity", 8),
        ("n -> [[n < 1]]", "parse-formula-type", 6),
        ("n -> [n]", "parse-formula-type", 6),
        ("n -> 5", "parse-formula-type", 6),
        ("n -> [[n] for k in 5]", "parse-formula-type", 20),
        ("n -> [[n] if n]", "parse-formula-expected", 11),
        (
            "n -> [[n] for k in 0..3 if k + 1]",
            "parse-formula-type",
            28,
        ),
        ("n -> [[1 + [2]]]", "parse-formula-type", 12),
        ("n -> [[1 < 2 < 3]]", "parse-formula-expected", 14),
        (
            "n -> [[99999999999999999999]]",
            "parse-formula-number-too-large",
            8,
        ),
        ("n -> [[1, [2]]]", "parse-formula-type", 11),
    ];
    for &(text, id, column) in cases {
        let e = FormulaRule::parse(text).expect_err(text);
        assert_eq!((e.message().id(), e.column()), (id, column), "{text}: {e}");
    }
    let deep = format!("n -> [[{}n{}]]", "(".repeat(100), ")".repeat(100));
    assert!(matches!(
        FormulaRule::parse(&deep),
        Err(FormulaError::TooDeep { .. })
    ));
    let chain = format!("n -> [[n{}]]", " + 1".repeat(200));
    assert!(matches!(
        FormulaRule::parse(&chain),
        Err(FormulaError::TooDeep { .. })
    ));
    let long = format!("n -> [[{}]]", "1".repeat(MAX_FORMULA_CHARS));
    assert!(matches!(
        FormulaRule::parse(&long),
        Err(FormulaError::TooLong { .. })
    ));
    assert_eq!(
        FormulaRule::parse("n -> [[n - 1]").unwrap_err().to_string(),
        "expected `,` or `]`, found the end of the formula at column 14"
    );
}

#[test]
fn bounds_are_refused_with_the_heap_named() {
    let loopy = rule("n -> [[n - 1, n]]");
    assert_eq!(
        loopy.options(3).unwrap_err(),
        FormulaEvalError::NotSmaller { heap: 3, part: 3 }
    );
    let negative = rule("n -> [[n - 2]]");
    assert_eq!(
        negative.options(1).unwrap_err(),
        FormulaEvalError::Negative { heap: 1, part: -1 }
    );
    assert_eq!(
        rule("n -> [[n / (n - 2)]]").options(2).unwrap_err(),
        FormulaEvalError::DivisionByZero {
            heap: 2,
            column: 10
        }
    );
    assert_eq!(
        rule("n -> [[n % 0]]").options(2).unwrap_err(),
        FormulaEvalError::DivisionByZero {
            heap: 2,
            column: 10
        }
    );
    assert_eq!(
        rule("n -> [[n * 9223372036854775807]]")
            .options(2)
            .unwrap_err(),
        FormulaEvalError::Overflow {
            heap: 2,
            column: 10
        }
    );
    assert_eq!(
        rule("n -> [[a] for a in 0..n]")
            .options(200_000)
            .unwrap_err(),
        FormulaEvalError::TooManyOptions {
            heap: 200_000,
            limit: MAX_OPTIONS
        }
    );
    // A range of 10^18 numbers is neither listed nor walked.
    for text in [
        "n -> [[1] for k in 0..1000000000000000000 if k < 0]",
        "n -> [[1] for k in [1] if len(0..1000000000000000000) > 0]",
    ] {
        assert_eq!(
            rule(text).options(5).unwrap_err(),
            FormulaEvalError::TooMuchWork {
                heap: 5,
                limit: MAX_STEPS
            },
            "{text}"
        );
    }
    // Membership in a range is a comparison, not a walk.
    assert_eq!(
        rule("n -> [[1] for k in [7] if k in 0..1000000000000000000]")
            .options(5)
            .unwrap(),
        vec![vec![1]]
    );
    assert_eq!(
        rule("n -> [[n - 1]]").options(u64::MAX).unwrap_err(),
        FormulaEvalError::HeapTooLarge { heap: u64::MAX }
    );
    // `and` and `or` look at their right side only when needed.
    assert_eq!(
        rule("n -> [[1] for k in [0] if k != 0 and n / k > 1]")
            .options(3)
            .unwrap(),
        Vec::<Vec<u64>>::new()
    );
}

#[test]
fn options_are_sorted_without_zeros_or_repeats() {
    let r = rule("n -> [[n - 1, 0], [0, n - 1], [1, n - 2], [n - 2, 1], []]");
    assert_eq!(r.options(4).unwrap(), vec![vec![3], vec![1, 2], vec![]]);
}

/// The reference arithmetic: `i128`, floor division, `None` on any failure.
#[derive(Debug, Clone)]
enum Arith {
    N,
    Lit(i64),
    Neg(Box<Arith>),
    Op(char, Box<Arith>, Box<Arith>),
    Min(Box<Arith>, Box<Arith>),
    Abs(Box<Arith>),
}

impl Arith {
    fn text(&self) -> String {
        match self {
            Arith::N => "n".into(),
            Arith::Lit(v) => v.to_string(),
            Arith::Neg(a) => format!("-({})", a.text()),
            Arith::Op(op, a, b) => format!("({} {op} {})", a.text(), b.text()),
            Arith::Min(a, b) => format!("min({}, {})", a.text(), b.text()),
            Arith::Abs(a) => format!("abs({})", a.text()),
        }
    }

    fn value(&self, n: i64) -> Option<i64> {
        let fit = |v: i128| i64::try_from(v).ok();
        match self {
            Arith::N => Some(n),
            Arith::Lit(v) => Some(*v),
            Arith::Neg(a) => fit(-i128::from(a.value(n)?)),
            Arith::Abs(a) => fit(i128::from(a.value(n)?).abs()),
            Arith::Min(a, b) => Some(a.value(n)?.min(b.value(n)?)),
            Arith::Op(op, a, b) => {
                let (x, y) = (i128::from(a.value(n)?), i128::from(b.value(n)?));
                match op {
                    '+' => fit(x + y),
                    '-' => fit(x - y),
                    '*' => fit(x * y),
                    '/' if y != 0 => fit(floor(x, y)),
                    '%' if y != 0 => fit(x - y * floor(x, y)),
                    _ => None,
                }
            }
        }
    }
}

fn floor(x: i128, y: i128) -> i128 {
    let q = x / y;
    if x % y != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

fn arith() -> impl Strategy<Value = Arith> {
    let leaf = prop_oneof![
        Just(Arith::N),
        (-20i64..20).prop_map(Arith::Lit),
        Just(Arith::Lit(i64::MAX)),
    ];
    leaf.prop_recursive(5, 32, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(|a| Arith::Neg(Box::new(a))),
            inner.clone().prop_map(|a| Arith::Abs(Box::new(a))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Arith::Min(Box::new(a), Box::new(b))),
            (
                prop_oneof![Just('+'), Just('-'), Just('*'), Just('/'), Just('%')],
                inner.clone(),
                inner
            )
                .prop_map(|(op, a, b)| Arith::Op(op, Box::new(a), Box::new(b))),
        ]
    })
}

/// One kind of move of a random rule: take `take` tokens and leave `heaps` heaps, all
/// different when `distinct`.
#[derive(Debug, Clone)]
struct MoveKind {
    take: u64,
    heaps: u8,
    distinct: bool,
}

impl MoveKind {
    fn formula(&self) -> String {
        let t = self.take;
        match (self.heaps, self.distinct) {
            (0, _) => format!("[[] for k in [0] if n == {t}]"),
            (1, _) => format!("[[n - {t}] for k in [0] if n > {t}]"),
            (2, d) => format!(
                "[[a, n - {t} - a] for a in 1..n - {t} if a <= n - {t} - a{}]",
                if d {
                    " and a != n - ".to_string() + &t.to_string() + " - a"
                } else {
                    String::new()
                }
            ),
            (_, d) => format!(
                "[[a, b, n - {t} - a - b] for a in 1..n for b in a..n if n - {t} - a - b >= b{}]",
                if d {
                    " and a < b and b < n - ".to_string() + &t.to_string() + " - a - b"
                } else {
                    String::new()
                }
            ),
        }
    }

    /// Every option of a heap of `n`, listed by brute force.
    fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let Some(m) = n.checked_sub(self.take) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        match self.heaps {
            0 => {
                if m == 0 {
                    out.push(vec![]);
                }
            }
            1 => {
                if m > 0 {
                    out.push(vec![m]);
                }
            }
            r => {
                // Every non-decreasing list of `r` positive heaps summing to m.
                fn go(m: u64, r: u8, min: u64, part: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
                    if r == 0 {
                        if m == 0 {
                            out.push(part.clone());
                        }
                        return;
                    }
                    for x in min.max(1)..=m {
                        part.push(x);
                        go(m - x, r - 1, x, part, out);
                        part.pop();
                    }
                }
                go(m, r, 1, &mut Vec::new(), &mut out);
                if self.distinct {
                    out.retain(|p| p.windows(2).all(|w| w[0] < w[1]));
                }
            }
        }
        out
    }
}

fn move_kind() -> impl Strategy<Value = MoveKind> {
    (1u64..4, 0u8..4, any::<bool>()).prop_map(|(take, heaps, distinct)| MoveKind {
        take,
        heaps,
        distinct,
    })
}

/// The brute-force game of a list of move kinds.
struct Kinds(Vec<MoveKind>);

impl grundy_core::ImpartialGame for Kinds {
    type Position = Vec<u64>;
    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for kind in &self.0 {
                for option in kind.options(h) {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend(option);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_rules_agree_with_brute_force(kinds in prop::collection::vec(move_kind(), 1..4)) {
        let text = format!(
            "n -> {}",
            kinds.iter().map(MoveKind::formula).collect::<Vec<_>>().join(" + ")
        );
        let r = rule(&text);
        prop_assert_eq!(rule(r.formula()), r.clone());
        let values = r.values(18).unwrap();
        let game = Kinds(kinds.clone());
        let mut solver = Solver::new(&game);
        for n in 0..=18u64 {
            let start = if n == 0 { vec![] } else { vec![n] };
            prop_assert_eq!(values[n as usize], u64::from(solver.grundy(&start).unwrap()), "{} at {}", text, n);
            let mine: BTreeSet<Vec<u64>> = r.options(n).unwrap().into_iter().collect();
            let theirs: BTreeSet<Vec<u64>> = kinds.iter().flat_map(|k| k.options(n)).collect();
            prop_assert_eq!(mine, theirs, "{} at {}", text, n);
        }
        // Sums of two heaps: the formula's game searched, against the brute force.
        let formula_game = FormulaGame(r);
        let mut mine = Solver::new(&formula_game);
        for (a, b) in [(3u64, 5u64), (4, 4), (6, 2)] {
            prop_assert_eq!(mine.grundy(&vec![a, b]).unwrap(), solver.grundy(&vec![a, b]).unwrap());
        }
    }

    #[test]
    fn arithmetic_agrees_with_the_reference(e in arith(), n in 0i64..50) {
        let text = format!("n -> [[{}]]", e.text());
        let r = rule(&text);
        prop_assert_eq!(rule(r.formula()), r.clone());
        let Kind::List(options) = &r.program.body.kind else { panic!("a list") };
        let Some(Kind::List(parts)) = options.first().map(|o| &o.kind) else { panic!("a list") };
        let part = parts.first().unwrap();
        let got = eval::int_at(part, n).ok();
        prop_assert_eq!(got, e.value(n), "{}", text);
    }

    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,60}") {
        let _ = FormulaRule::parse(&text);
        let _ = FormulaRule::parse(&format!("n -> {text}"));
    }
}
