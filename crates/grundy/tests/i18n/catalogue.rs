//! The catalogues themselves: every catalogue parses, every language has exactly the
//! English ids with no variable the English message lacks, and English reads as before
//! the catalogue.

use fluent_syntax::ast;
use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
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
