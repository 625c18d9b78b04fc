//! A game defined outside the library: "subtract a square" — from a heap, take a
//! positive square number of counters (1, 4, 9, …). It implements `Component` (what
//! every game has) and two capabilities, `Search` (its rules) and `Words` (its words for a
//! move), so the library analyses it like a built-in game — by search, with the default
//! of every capability it lacks; with a `GameSpec` and its words it joins
//! the registry at run time, and positions name it: here `squares 30 + nim 5`, under
//! normal and misère play, with every winning move.
//!
//! Run: `cargo run -p grundy --example new_game`
use grundy::component::{AnyComponent, Component, GameSpec, Search, SearchStep, Words};
use grundy::games::registry;
use grundy::language::{Head, ParseError, ReadFile, SizeToken};
use grundy::report::HeapChange;
use grundy::{analyze, parse_position, AnalyzeOptions, Convention, Nat};

/// One heap of "subtract a square".
#[derive(Debug, Clone, PartialEq, Eq)]
struct Squares(u64);

impl Component for Squares {
    fn name(&self) -> String {
        "squares".into()
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
        AnyComponent::new(Squares(to.unwrap_or(self.0)))
    }
    grundy::capabilities!(Search, Words);
}

impl Search for Squares {
    // The rules, written once: the library searches them for values, misère play,
    // move checking and the computer player.
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(vec![self.0])
    }
    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        let n = state[0];
        (1..)
            .map(|k| k * k)
            .take_while(|&s| s <= n)
            .map(|s| SearchStep {
                changes: vec![HeapChange::new(0, n.into(), (n - s).into())],
                after: vec![n - s],
            })
            .collect()
    }
}

impl Words for Squares {
    fn describe(&self, changes: &[HeapChange]) -> String {
        let c = &changes[0];
        let taken = &c.from - &c.to;
        format!("take {taken} (a square) from {}", c.from)
    }
}

/// Builds `squares N` from its head and its one size.
fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.no_args()?;
    head.need_sizes(sizes)?;
    Ok(AnyComponent::new(Squares(sizes[0].u64()?)))
}

/// What the registry knows of the game: its name, notation, example and words.
static SQUARES: GameSpec = GameSpec {
    names: &["squares"],
    matches: None,
    syntax: "squares",
    syntax_id: "syntax-squares",
    example: "squares 30",
    examples: &[],
    about_id: "about-squares",
    parse,
    whole_position: false,
};

// Its words, in the library's four languages (`grundy games`, error messages).
grundy::words! {
    owner: "squares",
    en: "about-squares = take a positive square number from one heap\nsyntax-squares = squares\n",
    ko: "about-squares = 한 무더기에서 양의 제곱수만큼 가져가기\nsyntax-squares = squares\n",
    ru: "about-squares = взять из одной кучи положительный квадрат\nsyntax-squares = squares\n",
    vi: "about-squares = lấy một số chính phương dương từ một đống\nsyntax-squares = squares\n",
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    registry::register(&SQUARES)?;
    let position = parse_position("squares 30 + nim 5")?;
    for convention in [Convention::Normal, Convention::Misere] {
        let options = AnalyzeOptions {
            convention,
            ..AnalyzeOptions::default()
        };
        let report = analyze(&position, &options)?;
        let value = report
            .value
            .map(|v| format!(", value {v}"))
            .unwrap_or_default();
        println!(
            "{position} ({convention} play): {}-position{value}",
            report.outcome
        );
        for m in &report.winning_moves {
            let after = m.after.as_deref().unwrap_or("…");
            println!("  winning move: {}, leaving {after}", m.description);
        }
    }
    Ok(())
}
