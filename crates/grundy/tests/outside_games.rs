//! A game defined outside the library joins the registry at run time
//! (`grundy::games::registry::register`): positions name it, sums and play take it, its
//! words are said in every language, and a name clash is refused.

use grundy::component::Search;
use grundy::component::{AnyComponent, Component, GameSpec, SearchStep};
use grundy::games::registry::{self, RegisterError};
use grundy::i18n::errors::Localized;
use grundy::language::{Head, ParseError, ReadFile, SizeToken};
use grundy::report::HeapChange;
use grundy::{analyze, parse_position, AnalyzeOptions, Lang, Nat, Outcome};

/// One heap; a move takes 1, 2 or 3 (a subtraction game, written here).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Small(u64);

impl Component for Small {
    fn name(&self) -> String {
        "small".into()
    }

    fn sizes(&self) -> Vec<String> {
        vec![self.0.to_string()]
    }

    fn piece_count(&self) -> usize {
        1
    }

    fn piece(&self, _: usize) -> Nat {
        self.0.into()
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let to = changes.first().and_then(|c| u64::try_from(&c.to).ok());
        AnyComponent::new(Small(to.unwrap_or(self.0)))
    }

    grundy::capabilities!(Search);
}

impl Search for Small {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(vec![self.0])
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let n = state.first().copied().unwrap_or(0);
        (1..=3u64.min(n))
            .map(|t| SearchStep {
                changes: vec![HeapChange::new(0, n.into(), (n - t).into())],
                after: vec![n - t],
            })
            .collect()
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.no_args()?;
    head.need_sizes(sizes)?;
    let [size] = sizes else {
        return Err(head.error(grundy::i18n::Message::new("outside-small-one-size")));
    };
    Ok(AnyComponent::new(Small(size.u64()?)))
}

static SMALL: GameSpec = GameSpec {
    names: &["small", "small-take"],
    matches: None,
    syntax: "small",
    syntax_id: "syntax-small",
    example: "small 9",
    examples: &[],
    about_id: "about-small",
    parse,
    whole_position: false,
};

grundy::words! {
    owner: "small",
    en: "about-small = take 1, 2 or 3 from one heap\nsyntax-small = small\noutside-small-one-size = small takes one heap\n",
    ko: "about-small = 한 무더기에서 1, 2, 3개 가져가기\nsyntax-small = small\noutside-small-one-size = small 무더기는 하나뿐입니다\n",
    ru: "about-small = взять 1, 2 или 3 из одной кучи\nsyntax-small = small\noutside-small-one-size = у small одна куча\n",
    vi: "about-small = lấy 1, 2 hoặc 3 từ một đống\nsyntax-small = small\noutside-small-one-size = small chỉ có một đống\n",
}

/// A spec naming a game already built in.
static CLASH: GameSpec = GameSpec {
    names: &["kayles"],
    ..SMALL
};

/// A spec whose name the position language cannot read.
static UPPER: GameSpec = GameSpec {
    names: &["Small2"],
    ..SMALL
};

/// A spec with no name.
static NAMELESS: GameSpec = GameSpec {
    names: &[],
    ..SMALL
};

/// Registers `SMALL` once for the whole test binary (the tests run in any order).
fn registered() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| registry::register(&SMALL).expect("small is a new name"));
}

#[test]
fn an_outside_game_is_parsed_from_text_and_analysed_in_a_sum() {
    registered();
    let p = parse_position("small 9 + nim 2").unwrap();
    assert_eq!(p.to_string(), "small 9 + nim 2");
    assert!(p.components[0].downcast_ref::<Small>().is_some());
    // small 9 is worth 9 mod 4 = 1; with Nim 2 the sum is 3: take 1 from the Nim heap,
    // or 2 from small… the search lists them.
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.value, Some(3u8.into()));
    assert_eq!(r.outcome, Outcome::N);
    let afters: Vec<&str> = r
        .winning_moves
        .iter()
        .filter_map(|m| m.after.as_deref())
        .collect();
    assert!(afters.contains(&"small 6 + nim 2"), "{afters:?}");
    // Its second name, and in play.
    let p = parse_position("small-take 8").unwrap();
    let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    assert_eq!(r.outcome, Outcome::P);
    let m = grundy::play::parse_move(&p, "1 3").unwrap();
    assert_eq!(grundy::play::apply(&p, &m).to_string(), "small 5");
}

#[test]
fn an_outside_game_is_listed_and_said_in_every_language() {
    registered();
    assert!(registry::names().contains(&"small-take"));
    assert!(registry::all().iter().any(|g| std::ptr::eq(*g, &SMALL)));
    assert!(registry::markdown_table()
        .contains("| `small` | `small 9` | take 1, 2 or 3 from one heap |"));
    assert_eq!(SMALL.about_in(Lang::Ru), "взять 1, 2 или 3 из одной кучи");
    // Its own parse errors, in every language.
    let e = parse_position("small 1 2").unwrap_err();
    assert_eq!(e.message.to_string(), "small takes one heap");
    assert_eq!(
        e.render(Lang::Vi),
        grundy::errors::parse_error_in(&e, Lang::Vi)
    );
    assert!(e.render(Lang::Vi).contains("chỉ có một đống"));
    // A misspelling of it is suggested.
    let e = parse_position("smal 3").unwrap_err();
    assert!(e.to_string().contains("did you mean small"), "{e}");
}

#[test]
fn a_name_clash_and_unreadable_names_are_refused() {
    registered();
    assert_eq!(
        registry::register(&CLASH),
        Err(RegisterError::NameTaken {
            name: "kayles".into(),
            by: "kayles"
        })
    );
    let again = registry::register(&SMALL).unwrap_err();
    assert_eq!(again.to_string(), "the name small is taken: small has it");
    assert!(again.message_in(Lang::Ru).contains("занято"));
    assert_eq!(
        registry::register(&UPPER),
        Err(RegisterError::BadName("Small2".into()))
    );
    assert_eq!(registry::register(&NAMELESS), Err(RegisterError::NoName));
    // What was refused did not join: kayles is still the built-in game.
    assert_eq!(
        registry::find("kayles").unwrap().example,
        registry::find("dawson-kayles").unwrap().example
    );
    assert!(registry::find("small2").is_none());
}

#[test]
fn a_game_matched_by_form_may_not_take_a_known_name() {
    fn everything(_: &str) -> bool {
        true
    }
    static GREEDY: GameSpec = GameSpec {
        names: &["greedy"],
        matches: Some(everything),
        ..SMALL
    };
    let e = registry::register(&GREEDY).unwrap_err();
    assert!(matches!(e, RegisterError::NameTaken { .. }), "{e:?}");
    assert!(registry::find("greedy").is_none());
}
