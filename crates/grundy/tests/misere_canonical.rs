//! `grundy::analysis::misere_canonical` — a position's misère canonical form through its
//! searchable moves — against what is known otherwise: forms built by hand in a
//! `MisereStore` from the rules (Kayles, Nim), Conway's genus (the form's normal and misère
//! nim values are the genus' base and first exponent), the misère outcome of `analyze`,
//! sums (the form of a sum is the sum of the forms), Cram and Arc Kayles on its grid.

use grundy::analysis::{
    genus_report, misere_canonical, misere_canonical_with, CanonicalLimits, CanonicalRefusal,
};
use grundy::misere::canonical::{GameId, MisereStore};
use grundy::{analyze, parse_position, AnalyzeOptions, Cancel, Convention, Outcome};

fn form(text: &str) -> grundy::analysis::MisereCanonical {
    misere_canonical(&parse_position(text).unwrap(), &Cancel::new()).unwrap()
}

/// Kayles heaps by their rule (knock down one pin or two adjacent ones, maybe splitting
/// the row), each the misère form of the sum of its two rows.
fn kayles_by_hand(s: &mut MisereStore, upto: usize) -> Vec<GameId> {
    let mut k: Vec<GameId> = vec![s.zero()];
    for n in 1..=upto {
        let mut opts = Vec::new();
        for take in 1..=2usize.min(n) {
            for left in 0..=(n - take) {
                let right = n - take - left;
                opts.push(s.add(k[left], k[right]).unwrap());
            }
        }
        k.push(s.from_options(&opts).unwrap());
    }
    k
}

#[test]
fn kayles_heaps_are_the_forms_built_from_the_rule() {
    let mut s = MisereStore::new();
    let k = kayles_by_hand(&mut s, 9);
    for (n, &g) in k.iter().enumerate() {
        let c = form(&format!("kayles {n}"));
        assert_eq!(c.form, s.notation(g).unwrap(), "kayles {n}");
        assert_eq!(c.birthday, s.birthday(g), "kayles {n}");
        let mate = s.mate(g).unwrap();
        assert_eq!(c.mate, s.notation(mate).unwrap(), "kayles {n}");
        assert_eq!(s.parse(&c.form).unwrap(), g);
    }
    // Kayles 1 and 2 are the heaps * and *2; Kayles 3 is *3.
    assert_eq!(form("kayles 1").form, "*[1]");
    assert_eq!(form("kayles 2").form, "*[2]");
    assert_eq!(form("kayles 3").form, "*[3]");
}

#[test]
fn nim_and_its_sums() {
    assert_eq!(form("0").form, "*[0]");
    assert_eq!(form("5").form, "*[5]");
    // * + * is 0 in misère play, *2 + *2 is not.
    assert_eq!(form("1 1").form, "*[0]");
    let c = form("2 2");
    assert_eq!((c.form.as_str(), c.outcome), ("*[2[2]]", Outcome::P));
    assert_eq!(c.options, ["*[3]", "*[2]"]);
    assert_eq!(form("2 2 1 1").form, "*[2[2]]");
    assert_eq!(form("3 1").form, "*[2]");
}

/// The form's nim values are the genus' base and first exponent; its outcome is analyze's.
#[test]
fn forms_agree_with_the_genus_and_the_misere_outcome() {
    let misere = AnalyzeOptions {
        convention: Convention::Misere,
        ..AnalyzeOptions::default()
    };
    for text in [
        "kayles 4",
        "kayles 5",
        "kayles 7",
        "0.137 5",
        "0.137 8",
        "0.07 9",
        "4.07 6",
        "grundy-game 9",
        "kayles 3 + kayles 4",
        "0.137 5 + nim 2",
        "sub(1,3,4) 9",
    ] {
        let p = parse_position(text).unwrap();
        let c = misere_canonical(&p, &Cancel::new()).unwrap();
        let r = analyze(&p, &misere).unwrap();
        assert_eq!(c.outcome, r.outcome, "{text}");
        if p.components.len() == 1 {
            let g = genus_report(&p, &AnalyzeOptions::default()).unwrap();
            if let Some(genus) = g.components[0].genus.as_deref() {
                let (base, exps) = genus.split_once('^').unwrap();
                let first = exps.trim_start_matches('{').chars().next().unwrap();
                assert_eq!(c.normal_nim_value.to_string(), base, "{text}: {genus}");
                assert_eq!(
                    c.misere_nim_value.to_string(),
                    first.to_string(),
                    "{text}: {genus}"
                );
            }
        }
        // The form reads back, and each option is born before it.
        let mut s = MisereStore::new();
        let g = s.parse(&c.form).unwrap();
        assert_eq!(s.birthday(g), c.birthday, "{text}");
        assert_eq!(s.options(g).len(), c.options.len(), "{text}");
    }
}

#[test]
fn the_form_of_a_sum_is_the_sum_of_the_forms() {
    let mut s = MisereStore::new();
    for (a, b) in [
        ("kayles 4", "kayles 5"),
        ("0.137 5", "0.137 6"),
        ("kayles 2", "0.137 7"),
        ("grundy-game 7", "kayles 3"),
    ] {
        let (fa, fb) = (form(a), form(b));
        let (ga, gb) = (s.parse(&fa.form).unwrap(), s.parse(&fb.form).unwrap());
        let sum = s.add(ga, gb).unwrap();
        assert_eq!(form(&format!("{a} + {b}")).form, s.notation(sum).unwrap());
    }
}

#[test]
fn cram_is_arc_kayles_on_its_grid() {
    // A 2×3 board: squares 0 1 2 / 3 4 5, a domino on two neighbours.
    let cram = form("cram(...|...)");
    let arc = form("arc-kayles(0-1 1-2 3-4 4-5 0-3 1-4 2-5)");
    assert_eq!(cram.form, arc.form);
    assert_eq!(form("cram(..)").form, "*[1]");
}

#[test]
fn beyond_the_limits_a_refusal() {
    let p = parse_position("kayles 40").unwrap();
    let small = CanonicalLimits {
        positions: 20,
        forms: 1_000_000,
    };
    assert_eq!(
        misere_canonical_with(&p, small, &Cancel::new()),
        Err(CanonicalRefusal::TooManyPositions { limit: 20 })
    );
    let few = CanonicalLimits {
        positions: 1_000_000,
        forms: 30,
    };
    assert!(matches!(
        misere_canonical_with(&p, few, &Cancel::new()),
        Err(CanonicalRefusal::Form(_))
    ));
    let cancel = Cancel::new();
    cancel.cancel();
    assert_eq!(
        misere_canonical(&p, &cancel),
        Err(CanonicalRefusal::Cancelled(grundy::Cancelled))
    );
}

/// CGSuite's own test: `game.heap.GrundysGame(22).MisereCanonicalForm`.
#[test]
fn grundys_game_22_is_cgsuite_s_form() {
    assert_eq!(
        form("grundy-game 22").form,
        "*[(((2[2]21)[2](2[2]21)20)(2[2]21)3)((2[2]21)[2](2[2]21)20)(2[2]21)[1]2[2]1]"
    );
}
