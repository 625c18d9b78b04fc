//! The message catalogues (`crates/grundy-core/locales/<lang>/*.ftl`, and the words each
//! game keeps in its folder, `games/<game>/locales/<lang>.ftl`) and the prose in four
//! languages.
//!
//! * Every catalogue parses; every language has exactly the English ids, each once, and a
//!   translation uses no variable the English message lacks.
//! * A game's own words (its one line, syntax line, examples, parse errors, board help)
//!   are in its folder, not in the common catalogue; every owner of words has one
//!   `grundy_core::words!` block beside its four files.
//! * No Korean message puts a particle whose form follows the sound before it (와/과, 을/를,
//!   은/는, 이/가, 으로/로) straight after a variable: a number or a name does not choose it.
//! * Every converted step kind, the verdicts and the moves' wording render in Korean,
//!   Russian and Vietnamese without an English sentence left (each sentence has letters
//!   of its language).
//! * The seed articles' worked examples, rendered in the article's language, hold the
//!   article's terms.

use crate::common;
use fluent_syntax::ast;
use grundy::report::explain::Explanation;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Lang};
use std::collections::{BTreeMap, BTreeSet};

/// The variables a pattern uses, selectors and variants included.
fn pattern_variables(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        _ => {}
    }
}

/// Every message of `lang`: id → the variables it uses; panics on a parse error or a
/// duplicate id.
fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for source in grundy::i18n::sources(lang) {
        let resource = match fluent_syntax::parser::parse(source) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{lang}: the catalogue does not parse: {errors:?}"),
        };
        for entry in &resource.body {
            if let ast::Entry::Junk { content } = entry {
                panic!("{lang}: junk in the catalogue: {content}");
            }
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let mut vars = BTreeSet::new();
            if let Some(value) = &m.value {
                pattern_variables(value, &mut vars);
            }
            assert!(
                messages.insert(m.id.name.to_string(), vars).is_none(),
                "{lang}: message {} twice",
                m.id.name
            );
        }
    }
    messages
}

#[test]
fn every_language_has_every_message_with_the_english_variables() {
    let english = catalogue(Lang::En);
    assert!(english.len() > 100, "{} messages", english.len());
    let mut problems = Vec::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        let other = catalogue(lang);
        for (id, vars) in &english {
            match other.get(id) {
                None => problems.push(format!("{lang}: {id} is missing")),
                Some(v) => {
                    for extra in v.difference(vars) {
                        problems.push(format!(
                            "{lang}: {id} uses ${extra}, which the English message lacks"
                        ));
                    }
                }
            }
        }
        for id in other.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_catches_a_missing_message_and_a_stray_variable() {
    // The walk above sees variables inside selectors and variants.
    let r =
        fluent_syntax::parser::parse("a = { $n -> \n [one] x { $m }\n *[other] y\n }\n").unwrap();
    let ast::Entry::Message(m) = &r.body[0] else {
        panic!()
    };
    let mut vars = BTreeSet::new();
    pattern_variables(m.value.as_ref().unwrap(), &mut vars);
    assert_eq!(vars, ["m".to_string(), "n".to_string()].into());
}

/// Stands for a placeable whose text the catalogue does not know (a variable, a message
/// or term reference, a function call): a number or a name, whose last sound is unknown.
const UNKNOWN: char = '\u{FFFC}';

/// The readings of a pattern: its text with every unknown placeable as [`UNKNOWN`], one
/// reading per choice of variants in its selectors.
fn readings(p: &ast::Pattern<&str>) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &p.elements {
        let parts = match element {
            ast::PatternElement::TextElement { value } => vec![(*value).to_string()],
            ast::PatternElement::Placeable { expression } => expression_readings(expression),
        };
        out = out
            .iter()
            .flat_map(|head| parts.iter().map(move |part| format!("{head}{part}")))
            .collect();
    }
    out
}

fn expression_readings(e: &ast::Expression<&str>) -> Vec<String> {
    match e {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| readings(&v.value)).collect()
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value })
        | ast::Expression::Inline(ast::InlineExpression::NumberLiteral { value }) => {
            vec![(*value).to_string()]
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_readings(expression)
        }
        ast::Expression::Inline(_) => vec![UNKNOWN.to_string()],
    }
}

/// The Korean particles whose form follows the sound before them (와/과, 을/를, 은/는,
/// 이/가, 으로/로), longest first.
const PARTICLES: &[&str] = &["으로", "로", "와", "과", "을", "를", "은", "는", "이", "가"];

fn is_hangul_syllable(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// Where a reading puts a sound-dependent particle straight after an unknown placeable —
/// `{ $n }와`, `{ $n }을(를)`, `{ $n }(으)로`, `'{ $x }'은`, `({ $a }, { $b })는` — as
/// excerpts. A parenthesis opened right after a Korean word is an aside, and the particle
/// after it belongs to that word (`수(글자 { $c })는`); the copula (`{ $n }입니다`,
/// `{ $n }이고`) and particles of one form (`의`, `에`, `에서`, `부터`) are fine.
fn particle_problems(reading: &str) -> Vec<String> {
    let chars: Vec<char> = reading.chars().collect();
    let mut out = Vec::new();
    'unknowns: for (i, _) in chars.iter().enumerate().filter(|(_, c)| **c == UNKNOWN) {
        let mut j = i + 1;
        while let Some(&c) = chars.get(j) {
            match c {
                '\'' | '"' | '’' | '”' => j += 1,
                ')' => {
                    let mut depth = 0;
                    let open = (0..j).rev().find(|&k| match chars[k] {
                        ')' => {
                            depth += 1;
                            false
                        }
                        '(' if depth == 0 => true,
                        '(' => {
                            depth -= 1;
                            false
                        }
                        _ => false,
                    });
                    if open.is_some_and(|k| k > 0 && is_hangul_syllable(chars[k - 1])) {
                        continue 'unknowns;
                    }
                    j += 1;
                }
                _ => break,
            }
        }
        let rest: String = chars[j..].iter().collect();
        let alternation = rest.strip_prefix('(').is_some_and(|r| {
            ["으", "이", "을", "를", "은", "는", "와", "과", "가"]
                .iter()
                .any(|p| r.strip_prefix(p).is_some_and(|r| r.starts_with(')')))
        });
        let particle = PARTICLES.iter().any(|p| {
            rest.strip_prefix(p)
                .is_some_and(|r| !r.chars().next().is_some_and(is_hangul_syllable))
        });
        if alternation || particle {
            let from = i.saturating_sub(12);
            let to = (j + 5).min(chars.len());
            let excerpt: String = chars[from..to].iter().collect();
            out.push(excerpt.replace(UNKNOWN, "{…}"));
        }
    }
    out
}

/// The particle problems of every message of a Fluent source, as "id: excerpt".
fn particle_problems_in(source: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in &resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let patterns = m.value.iter().chain(m.attributes.iter().map(|a| &a.value));
        for reading in patterns.flat_map(readings) {
            for problem in particle_problems(&reading) {
                let line = format!("{}: {problem}", m.id.name);
                if !out.contains(&line) {
                    out.push(line);
                }
            }
        }
    }
    out
}

#[test]
fn korean_particles_never_follow_a_variable() {
    // "10와" should be "10과": the particle follows the sound of the word before it, which a
    // number or a name in a variable does not fix, so a noun or a form without a particle
    // comes between.
    let problems: Vec<String> = grundy::i18n::sources(Lang::Ko)
        .iter()
        .flat_map(|s| particle_problems_in(s))
        .collect();
    assert!(
        problems.is_empty(),
        "Korean particles straight after a placeable:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_particle_check_catches_a_particle_after_a_variable() {
    let caught = [
        "a = { $n }와 { $m }\n",
        "a = 무더기 { $heap }을(를) 바꿨습니다\n",
        "a = 칸 { $to }(으)로\n",
        "a = '{ $found }'은(는) 칸이 아닙니다\n",
        "a = ({ $a }, { $b })는 P-국면입니다\n",
        "a = G({ $n })가 큽니다\n",
        "a = 주기 { $period }로 반복됩니다\n",
        "a = 끝: { $x }이\n",
        "a = { $k ->\n    [x] 값\n   *[y] { $v }\n    }을 씁니다\n",
    ];
    for source in caught {
        assert_eq!(particle_problems_in(source).len(), 1, "{source}");
    }
    let fine = [
        "a = { $n }개와 { $m }개\n",
        "a = 수(글자 { $c })는 한계({ $max })를 넘습니다\n",
        "a = 님 합은 { $sum }이고 { $sum }입니다\n",
        "a = 무더기 { $heap }의 크기, { $n }에서 { $m }부터\n",
        "a = P = {\"{\"}{ $p }{\"}\"}를 이룹니다\n",
        "a = { $k ->\n    [x] 값\n   *[y] 수\n    }을 씁니다\n",
    ];
    for source in fine {
        assert_eq!(
            particle_problems_in(source),
            Vec::<String>::new(),
            "{source}"
        );
    }
}

use common::has_letters_of;

/// Every sentence of an explanation: title, paragraphs, conclusion, the table's words.
fn sentences(e: &Explanation) -> Vec<String> {
    let mut out = vec![e.title.clone()];
    out.extend(e.paragraphs.iter().cloned());
    out.extend(e.conclusion.iter().cloned());
    if let Some(t) = &e.table {
        out.extend(t.more.iter().cloned());
        for c in &t.columns {
            if c.header.chars().any(|ch| ch.is_alphabetic()) {
                out.push(c.header.clone());
            }
        }
    }
    out
}

/// Text that is not prose: the values of a sequence, a game's own name or data.
fn is_data(s: &str) -> bool {
    s.starts_with("G(0)") || !s.chars().any(|c| c.is_alphabetic()) || s == "Sprague–Grundy"
}

/// Positions that between them reach every converted step kind.
const POSITIONS: &[(&str, bool)] = &[
    ("3 4 5", false),                                // nim_columns (decides)
    ("1 2 3", false),                                // nim_columns (loses)
    ("3 4 5", true),                                 // misere_nim (several big heaps) + nim_columns
    ("1 1 5", true),                                 // misere_nim (one big heap) + endgame
    ("1 1 1", true),                                 // misere_nim (no big heap)
    ("moore(2) 3 5 6", false),                       // moore_columns
    ("moore(2) 1 2 3", false),                       // moore_columns (P)
    ("sub(1,3,4) 20 + nim 5 7", false), // subtraction, sum, nim_columns (component value)
    ("kayles 10 6", false),             // heap_game
    ("0.137 20", false),                // heap_game
    ("wythoff 3 5", false),             // wythoff
    ("kayles 9", true),                 // misère: a heap game
    ("0.07 6 + 0.07 4", true),          // misère: several heaps of one ruleset
    ("sub(1,3,4) 9", true),             // misère: the one-heap recurrence
    ("arc-kayles(0-1 1-2 2-3 3-0 0-4 4-5)", false), // search
    ("strip 3 5 6", false),             // reduction + nim_columns
    ("chocolate 4 5 3 6", false),       // reduction
    ("wythoff(2) 3 5", false),          // wythoff (Fraenkel's a-Wythoff)
    ("fibonacci-nim 20 3", false),      // memory_heap (Schwenk)
    ("mem 12 2", false),                // memory_heap (mem)
    ("take-away(3/2) 12 2", false),     // memory_heap
    ("conjunctive(3 1, kayles 4, 2)", false), // compound (conjunctive)
    ("selective(2 1, kayles 3)", false), // compound (selective)
    ("ordinal(2 1, kayles 3)", false),  // compound (ordinal)
    ("graph(cycle) 0", false),          // loopy
    ("graph(cycle) 0 + 2", false),      // loopy + loopy_sum
    ("node-kayles(0-1 1-2 2-3 3-4 4-0 0-5)", false), // search, vertex moves
    ("cram(....|.#..|....)", false),
    ("poker(1,1,1) 1 2", false),
    ("staircase 3 1 2", false),
    ("ruler 3 4 6", false),
    ("tartan(turtles,ruler) 1 2 2 1 3 3", false),
    ("hackenbush(0-1 1-2 2-0 0-3)", false),
    ("lines(3,5=,4)", false),
    ("strip-nojump 2 5 6 10", false),
];

/// The file `graph(cycle)` reads: a graph with a cycle (0 → 1 → 2 → 0) and an exit.
const CYCLE: &str = "0 1\n1 2\n2 0\n2 3\n";

fn parse(text: &str) -> grundy::Position {
    grundy::parse_position_with(text, &mut |_| Ok(CYCLE.to_string())).unwrap()
}

/// The step kinds of the converted prose (a `search`'s reason is the game's own data; a
/// `reduction`'s principle and pieces are catalogue messages, `notes.ftl`).
const CONVERTED: &[&str] = &[
    "nim_columns",
    "misere_nim",
    "moore_columns",
    "subtraction",
    "heap_game",
    "sum",
    "search",
    "reduction",
    "wythoff",
    "misere_recurrence",
    "tame_rule",
    "quotient",
    "memory_heap",
    "compound",
    "loopy",
    "loopy_sum",
];

fn kind(step: &grundy::reasoning::Step) -> String {
    serde_json::to_value(step).unwrap()["kind"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn every_step_kind_reads_in_every_language() {
    let mut seen = BTreeSet::new();
    let mut problems = Vec::new();
    for &(text, misere) in POSITIONS {
        let p = parse(text);
        let options = AnalyzeOptions {
            convention: if misere {
                Convention::Misere
            } else {
                Convention::Normal
            },
            ..Default::default()
        };
        let mut r = analyze(&p, &options).unwrap();
        for step in &r.reasoning {
            seen.insert(kind(step));
        }
        let english = r.explain();
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            for (step, (e, en)) in r
                .reasoning
                .iter()
                .zip(r.explain_in(lang).iter().zip(&english))
            {
                let kind = kind(step);
                assert!(
                    CONVERTED.contains(&kind.as_str()),
                    "{kind} is not converted"
                );
                for (i, s) in sentences(e).iter().enumerate() {
                    // A game with a memory is titled by its position.
                    if kind == "memory_heap" && i == 0 || is_data(s) {
                        continue;
                    }
                    if !has_letters_of(lang, s) {
                        problems.push(format!("{text} ({lang}, {kind}): {s:?}"));
                    }
                }
                assert_eq!(
                    e.table.as_ref().map(|t| t.rows.len()),
                    en.table.as_ref().map(|t| t.rows.len())
                );
            }
            let s = r.summary_in(lang);
            for line in [&s.outcome, &s.verdict, &s.moves] {
                if !has_letters_of(lang, line) {
                    problems.push(format!("{text} ({lang}, summary): {line:?}"));
                }
            }
            if !misere {
                r.describe_moves_in(&p, lang);
                for m in &r.winning_moves {
                    if !has_letters_of(lang, &m.description) {
                        problems.push(format!("{text} ({lang}, move): {:?}", m.description));
                    }
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
    for kind in [
        "nim_columns",
        "misere_nim",
        "moore_columns",
        "subtraction",
        "heap_game",
        "sum",
        "wythoff",
        "misere_recurrence",
        "tame_rule",
        "quotient",
        "search",
        "reduction",
        "memory_heap",
        "compound",
        "loopy",
        "loopy_sum",
    ] {
        assert!(seen.contains(kind), "no position reaches {kind}: {seen:?}");
    }
}

#[test]
fn english_is_unchanged_by_the_catalogue() {
    let p = parse_position("3 4 5").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.explain(), r.explain_in(Lang::En));
    let e = &r.explain()[0];
    assert_eq!(
        e.conclusion[0],
        "The nim-sum is 2 ≠ 0: the player to move wins. Its highest set bit is bit 1 (value 2); 1 heap carries it, and a heap a with that bit becomes a ⊕ 2, which is smaller and makes every column even:"
    );
    // The carriers of the top bit are always odd in number: 1, 3, ….
    let r = analyze(
        &parse_position("6 7 3").unwrap(),
        &AnalyzeOptions::default(),
    )
    .unwrap();
    assert!(r.explain()[0].conclusion[0].contains("; 3 heaps carry it,"));
}

#[test]
fn plurals_follow_each_language() {
    let msg = |lang, n: u64| grundy::i18n::message(lang, "more-heaps", &[("count", n.into())]);
    assert_eq!(msg(Lang::Ru, 1), "… ещё 1 куча");
    assert_eq!(msg(Lang::Ru, 3), "… ещё 3 кучи");
    assert_eq!(msg(Lang::Ru, 5), "… ещё 5 куч");
    assert_eq!(msg(Lang::Ru, 21), "… ещё 21 куча");
    assert_eq!(msg(Lang::Ko, 5), "… 무더기 5개 더");
    assert_eq!(msg(Lang::Vi, 5), "… thêm 5 đống");
    let r = analyze(
        &parse_position("1 1 1 1 1 7").unwrap(),
        &AnalyzeOptions {
            convention: Convention::Misere,
            ..Default::default()
        },
    )
    .unwrap();
    let misere = r.explain_in(Lang::Ru);
    let counts = misere
        .iter()
        .find(|e| e.title.starts_with("Мизерный"))
        .unwrap();
    assert!(
        counts.paragraphs[0].starts_with("1 куча размера 2 и больше, 5 куч размера 1"),
        "{}",
        counts.paragraphs[0]
    );
}

/// Everything a reader sees of a report in `lang`: the summary, the steps, the moves.
fn all_text(text: &str, misere: bool, lang: Lang) -> String {
    let p = parse_position(text).unwrap();
    let options = AnalyzeOptions {
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        ..Default::default()
    };
    let mut r = analyze(&p, &options).unwrap();
    r.describe_moves_in(&p, lang);
    let s = r.summary_in(lang);
    let mut out = vec![s.title, s.verdict, s.moves];
    for e in r.explain_in(lang) {
        out.extend(sentences(&e));
    }
    out.extend(r.winning_moves.iter().map(|m| m.description.clone()));
    out.join("\n")
}

fn assert_terms(text: &str, terms: &[&str]) {
    for t in terms {
        assert!(text.contains(t), "{t:?} missing in:\n{text}");
    }
}

#[test]
fn korean_seed_examples() {
    // The Nim tutorials: 3, 4, 5 stones is an N-position (nim-sum 2, take 2 from the heap
    // of 3); 1, 2, 3 is a P-position; (2, 3) wins by moving to (2, 2).
    let t = all_text("3 4 5", false, Lang::Ko);
    assert_terms(
        &t,
        &[
            "님 합",
            "무더기",
            "N-국면",
            "필승",
            "그런디 수 2",
            "필승 수 (1개)",
            "무더기 1에서 2개 가져가기 (3 → 1)",
        ],
    );
    let t = all_text("1 2 3", false, Lang::Ko);
    assert_terms(&t, &["P-국면", "필패", "님 합이 0"]);
    let t = all_text("2 3", false, Lang::Ko);
    assert_terms(&t, &["무더기 2에서 1개 가져가기 (3 → 2)"]);
    // Misère Nim (Bouton's correction).
    let t = all_text("1 1 5", true, Lang::Ko);
    assert_terms(&t, &["미제르", "부턴"]);
}

#[test]
fn russian_seed_examples() {
    // The nim-sum article: (3, 4, 5) has nim-sum 2; take 2 from the heap of 3 to reach
    // (1, 4, 5).
    let t = all_text("3 4 5", false, Lang::Ru);
    assert_terms(
        &t,
        &[
            "Ним-сумма",
            "N-позиция",
            "ходящий выигрывает",
            "значение Гранди 2",
            "Выигрышные ходы (1)",
            "взять 2 из кучи 1 (3 → 1)",
        ],
    );
    let t = all_text("1 2 3", false, Lang::Ru);
    assert_terms(&t, &["P-позиция", "ходящий проигрывает"]);
    // Sprague–Grundy: a sum of different games.
    let t = all_text("sub(1,3,4) 20 + nim 5 6", false, Lang::Ru);
    assert_terms(&t, &["Шпраг–Гранди", "XOR", "в компоненте"]);
}

#[test]
fn vietnamese_seed_examples() {
    // "Where did Nim hide?": the Nim strategy through the nim-sum in binary; game 4's
    // heaps 4, 1, 5 have nim-sum 0.
    let t = all_text("4 1 5", false, Lang::Vi);
    assert_terms(&t, &["Tổng Nim là 0", "nhị phân", "Vị trí P", "đống"]);
    let t = all_text("5 10 14 16 22", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 7",
            "Nước đi thắng (3)",
            "lấy 3 từ đống 1 (5 → 2)",
        ],
    );
    // Game 1: chips on cells 5, 10, 14, 16, 22 (nim-sum 7); game 2: the caterpillar of
    // 20 links (nim-sum 5, recolour link 5 white); game 3: the 8 × 12 bar (eat 4 lines).
    let t = all_text("strip 5 10 14 16 22", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 7",
            "chuyển quân cờ ở ô 14 sang ô 9 (đống 14 → 9)",
        ],
    );
    let t = all_text("caterpillar(20) 2 5 6 9 14 16 19", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 5",
            "sơn lại mắt xích xanh 5 thành màu trắng (đống 5 → 0)",
        ],
    );
    let t = all_text("chocolate 4 5 3 6", false, Lang::Vi);
    assert_terms(
        &t,
        &[
            "Tổng Nim là 4",
            "bẻ và ăn 4 hàng phía trên ô có dấu",
            "bẻ và ăn 4 cột bên trái ô có dấu",
        ],
    );
}

/// Every sentence of `words` has letters of `lang` (data apart); the problems otherwise.
fn english_left(what: &str, words: &[Explanation], lang: Lang) -> Vec<String> {
    let mut problems = Vec::new();
    for e in words {
        for s in sentences(e) {
            // The rare/common rule and the values lists are formulas and numbers.
            if is_data(&s) || s.starts_with("Φ(") && !s.contains(' ') {
                continue;
            }
            if !has_letters_of(lang, &s) {
                problems.push(format!("{what} ({lang}): {s:?}"));
            }
        }
    }
    problems
}

#[test]
fn sequence_and_misere_reports_read_in_every_language() {
    use grundy::misere::quotient::{Quotient, QuotientOptions};
    use grundy::report::sequence::SequenceWords;
    use grundy::sequence::{compute, parse_rule};
    use std::sync::atomic::AtomicBool;
    let seq = |game: &str, upto: u64| {
        let (rule, name) = parse_rule(game).unwrap();
        compute(rule, name, upto, true, &AtomicBool::new(false)).unwrap()
    };
    // A proved period (Guy–Smith), an arithmetic period (all-but states), none (the
    // Grundy game), a run stopped at its proof, a period no theorem covers (a code with
    // unboundedly many heaps).
    let sequences = [
        seq("kayles", 20_000),
        seq("allbut(1,2)", 50),
        seq("grundy-game", 200),
        seq("0.07", 300),
        seq("tb(0.*)", 100),
    ];
    let rule: grundy::sequence::SequenceRule =
        grundy::heap::rule::HeapRule::parse("0.07").unwrap().into();
    let q = Quotient::compute(&rule, &QuotientOptions::up_to(20)).unwrap();
    let verified =
        grundy::misere::verify::verify(&q.to_saved(), &rule, 8, &grundy::Cancel::new()).unwrap();
    let misere_seq =
        grundy::misere::sequence::misere_sequence(&rule, 12, &grundy::Cancel::new()).unwrap();
    let genus = grundy::analysis::genus_report(
        &parse_position("kayles 3 + nim 1 + 0.07 5").unwrap(),
        &AnalyzeOptions::default(),
    )
    .unwrap();
    let mut problems = Vec::new();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for s in &sequences {
            problems.extend(english_left(&s.game, &s.explain_in(lang), lang));
        }
        problems.extend(english_left(
            "quotient",
            &q.summary().explain_in(lang),
            lang,
        ));
        problems.extend(english_left("verify", &verified.explain_in(lang), lang));
        problems.extend(english_left(
            "seq --misere",
            &misere_seq.explain_in(lang),
            lang,
        ));
        problems.extend(english_left("genus", &genus.explain_in(lang), lang));
    }
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
    // English is what it was.
    assert_eq!(sequences[0].explain(), sequences[0].explain_in(Lang::En));
    assert_eq!(
        sequences[1].explain_in(Lang::Ru)[1].title,
        "Период 3 с n = 0, сальтус 1"
    );
    let why = &sequences[4].explain_in(Lang::Vi)[1].paragraphs[0];
    assert!(why.contains("không bị chặn"), "{why}");
}

#[test]
fn the_moves_of_every_game_read_in_every_language() {
    // The registry's examples, each in every language: a move description has letters of
    // the language (the caterpillar's, the strips' and the heap games' were converted
    // first; this covers every other game too).
    let mut problems = Vec::new();
    let mut described = 0;
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|e| e.0));
        for example in examples {
            let Ok(p) = grundy::parse_position_with(example, &mut |_| Ok(CYCLE.to_string())) else {
                continue;
            };
            let Ok(mut r) = analyze(&p, &AnalyzeOptions::default()) else {
                continue;
            };
            for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
                r.describe_moves_in(&p, lang);
                for m in &r.winning_moves {
                    described += 1;
                    if !has_letters_of(lang, &m.description) {
                        problems.push(format!("{example} ({lang}): {:?}", m.description));
                    }
                }
            }
        }
    }
    assert!(described > 50, "{described} moves described");
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

/// Every word a board says (pieces' names and labels, shapes' names and texts, how to
/// play, a chosen amount's question), in order: the same list in every language.
fn board_words(boards: &[grundy::component::Pieces]) -> Vec<String> {
    let mut out = Vec::new();
    for b in boards {
        out.extend([
            b.noun.clone(),
            b.nouns.clone(),
            b.count.clone(),
            b.how.clone(),
        ]);
        for p in &b.items {
            out.extend([p.name.clone(), p.label.clone()]);
        }
        for s in &b.shapes {
            out.push(s.label.clone());
            out.extend(s.text.clone());
        }
        for p in &b.plays {
            out.extend(p.amount.as_ref().map(|a| a.question.clone()));
        }
        // "Show the Nim": the hidden heaps' pieces.
        for row in &b.nim {
            out.push(row.piece.clone());
        }
    }
    out
}

/// The English words (three letters or more, lower-cased) of `s`.
fn english_words(s: &str) -> BTreeSet<String> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// Positions beyond the registry's examples that reach the other board words: bars
/// (heaps too large to draw), plays in several heaps at once and too many of them,
/// pins, chess files, a poker bank to add from, a board with no click.
const BOARDS: &[&str] = &[
    "kayles 3 5",
    "dawson 6",
    "moore(3) 30 30 30 30 30",
    "conjunctive(3 1, 2)",
    "wythoff 50 60",
    "wythoff 3 5",
    "poker(60,1,2) 50 3",
    "poker(3,1,2) 2 3",
    "graph(cycle) 0 2",
    "staircase 3 1 2",
    "lines(3,5=,4)",
    "caterpillar(8) 2 5 6",
    "nim 3 + kayles 2",
];

#[test]
fn every_board_reads_in_every_language() {
    let mut positions: Vec<String> = BOARDS.iter().map(|s| s.to_string()).collect();
    for spec in grundy::games::GAMES {
        positions.push(spec.example.to_string());
        positions.extend(spec.examples.iter().map(|e| e.0.to_string()));
    }
    let mut problems = Vec::new();
    let mut checked = 0;
    for text in &positions {
        let Ok(p) = grundy::parse_position_with(text, &mut |_| Ok(CYCLE.to_string())) else {
            continue;
        };
        let english = p.pieces_in(Lang::En);
        // English is what `pieces` always said.
        assert_eq!(english, p.pieces(), "{text}");
        let en_words = board_words(&english);
        for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
            let boards = p.pieces_in(lang);
            // The same board: its plays (move texts, changes) do not change.
            for (a, b) in english.iter().zip(&boards) {
                let texts = |x: &grundy::component::Pieces| {
                    x.plays
                        .iter()
                        .map(|p| (p.text.clone(), p.select.clone()))
                        .collect::<Vec<_>>()
                };
                assert_eq!(texts(a), texts(b), "{text} ({lang})");
            }
            let words = board_words(&boards);
            assert_eq!(words.len(), en_words.len(), "{text} ({lang})");
            for (en, said) in en_words.iter().zip(&words) {
                let english = english_words(en);
                if english.is_empty() {
                    continue;
                }
                checked += 1;
                let words = english_words(said);
                // "domino" is Vietnamese too ("quân domino", as about-cram says).
                let left: Vec<&String> = words
                    .intersection(&english)
                    .filter(|w| w.as_str() != "domino")
                    .collect();
                if !has_letters_of(lang, said) || !left.is_empty() {
                    problems.push(format!("{text} ({lang}): {en:?} → {said:?}"));
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} words checked");
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_move_notation_and_a_game_read_in_every_language() {
    use grundy::play::{notation_in, Player, Session, NOTATION};
    let english = notation_in(Lang::En);
    assert_eq!(
        english
            .iter()
            .map(|(f, _, m)| (*f, m.as_str()))
            .collect::<Vec<_>>(),
        NOTATION.to_vec()
    );
    let mut game = Session::new(
        parse_position("3 4 5").unwrap(),
        Convention::Normal,
        Player::Human,
    );
    game.human_move("1 2").unwrap();
    for lang in [Lang::Ko, Lang::Ru, Lang::Vi] {
        for ((form, id, en), (f, i, said)) in english.iter().zip(notation_in(lang)) {
            assert_eq!((*form, *id), (f, i));
            assert!(has_letters_of(lang, &said), "{lang}: {said}");
            // Nothing English left but the notation's letters and names (Nim_k, Kayles).
            let left: Vec<String> = english_words(&said)
                .intersection(&english_words(en))
                .filter(|w| !["nim", "kayles", "moore"].contains(&w.as_str()))
                .cloned()
                .collect();
            assert!(left.is_empty(), "{lang}: {en:?} → {said:?}");
        }
        for words in [
            game.status_in(lang),
            game.history()[0].description_in(lang),
            Player::Computer.name_in(lang),
        ] {
            assert!(has_letters_of(lang, &words), "{lang}: {words}");
            assert!(english_words(&words).is_empty(), "{lang}: {words}");
        }
    }
}

/// Messages named after a game that stay in the common catalogue: a crate below the
/// games says them, and it does not link the games' words (`grundy-heap` parses a
/// subtraction rule for `grundy seq`, `grundy-loopy` reads an edge-list file).
const SAID_BELOW_THE_GAMES: &[&str] = &[
    "parse-sub-empty",
    "parse-sub-zero",
    "parse-sub-too-large",
    "parse-sub-bounded-zero",
    "parse-sub-not-normalized",
    "parse-graph-bad-line",
    "parse-graph-bad-vertex",
    "parse-graph-cycle",
    "parse-graph-empty",
];

/// The ids of the common English catalogue (`crates/grundy-core/locales/en/*.ftl`), read
/// from disk: the words no game keeps in its folder.
fn common_english_ids() -> BTreeSet<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../grundy-core/locales/en");
    let mut ids = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).expect("the common catalogue") {
        let path = entry.expect("a catalogue file").path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a catalogue file reads");
        ids.extend(
            text.lines()
                .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
                .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string())),
        );
    }
    assert!(ids.len() > 100, "{} common messages in {dir:?}", ids.len());
    ids
}

/// The `grundy_core::words!` blocks of the facade's and the games' sources
/// (`crates/grundy/src/**/*.rs`, `crates/grundy-games/src/**/*.rs`): each
/// block's owner, the folder it is written in and the four files it names.
fn words_blocks() -> Vec<(String, std::path::PathBuf, Vec<String>)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a source folder") {
            let path = entry.expect("a source entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    // The facade's sources and those of the games' crate beside it.
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    walk(&here.join("src"), &mut files);
    walk(&here.join("../grundy-games/src"), &mut files);
    let mut blocks = Vec::new();
    for file in files {
        let code = std::fs::read_to_string(&file).expect("a source file reads");
        for block in code.split("grundy_core::words! {").skip(1) {
            let block = block.split('}').next().unwrap_or_default();
            let owner = block
                .split("owner: \"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_else(|| panic!("a words! block without an owner in {file:?}"))
                .to_string();
            let includes: Vec<String> = block
                .split("include_str!(\"")
                .skip(1)
                .filter_map(|rest| rest.split('"').next())
                .map(str::to_string)
                .collect();
            let folder = file.parent().expect("a source folder").to_path_buf();
            blocks.push((owner, folder, includes));
        }
    }
    blocks
}

#[test]
fn every_games_own_words_are_in_its_folder() {
    // The common catalogue keeps no registry game's own words: its one line, syntax line,
    // worked examples, parse errors and board help are in the game's folder.
    let common = common_english_ids();
    let mut misplaced = Vec::new();
    for spec in grundy::games::GAMES {
        let name = spec.name();
        let exact = [format!("about-{name}"), format!("syntax-{name}")];
        let prefixes = [
            format!("example-{name}-"),
            format!("parse-{name}-"),
            format!("board-how-{name}"),
        ];
        for id in &common {
            let own = exact.contains(id) || prefixes.iter().any(|p| id.starts_with(p.as_str()));
            if own && !SAID_BELOW_THE_GAMES.contains(&id.as_str()) {
                misplaced.push(format!("{id} ({name}) is in crates/grundy-core/locales"));
            }
        }
    }
    assert!(misplaced.is_empty(), "{}", misplaced.join("\n"));
    // The exceptions are still common messages (a stale one is dropped from the list).
    for id in SAID_BELOW_THE_GAMES {
        assert!(common.contains(*id), "{id} is no longer a common message");
    }

    // Every owner of words has one words! block, beside the four files it names.
    let blocks = words_blocks();
    let owners: BTreeSet<&str> = blocks.iter().map(|(o, _, _)| o.as_str()).collect();
    assert_eq!(
        owners.len(),
        blocks.len(),
        "an owner with two words! blocks"
    );
    let linked: BTreeSet<&str> = grundy::i18n::word_owners().into_iter().collect();
    assert_eq!(
        owners, linked,
        "the words! blocks and the owners in the catalogue"
    );
    for (owner, folder, includes) in &blocks {
        let expected: Vec<String> = Lang::ALL
            .iter()
            .map(|l| format!("locales/{}.ftl", l.code()))
            .collect();
        assert_eq!(includes, &expected, "{owner}: the four languages, in order");
        for file in includes {
            assert!(folder.join(file).is_file(), "{owner}: no {folder:?}/{file}");
        }
    }
    for owner in ["cram", "nim", "hidden", "spawning"] {
        assert!(linked.contains(owner), "{owner} brings no words");
    }
}
