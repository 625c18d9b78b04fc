//! Korean particles whose form follows the sound before them never follow a variable
//! (a number or a name does not choose it), in every catalogue file.

use fluent_syntax::ast;
use grundy::Lang;

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
