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
//!
//! | file | what it checks |
//! |---|---|
//! | `catalogue.rs` | ids and variables of every language; English unchanged |
//! | `particles.rs` | Korean particles after variables |
//! | `steps.rs` | every step kind and plural in every language |
//! | `seed.rs` | the seed articles' worked examples |
//! | `reports.rs` | sequence and misère reports in every language |
//! | `boards.rs` | moves, boards and notation in every language |
//! | `owners.rs` | each game's words in its folder, one `words!` block per owner |

use grundy::report::explain::Explanation;

mod boards;
mod catalogue;
mod owners;
mod particles;
mod reports;
mod seed;
mod steps;

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

/// The file `graph(cycle)` reads: a graph with a cycle (0 → 1 → 2 → 0) and an exit.
const CYCLE: &str = "0 1\n1 2\n2 0\n2 3\n";

fn parse(text: &str) -> grundy::Position {
    grundy::parse_position_with(text, &mut |_| Ok(CYCLE.to_string())).unwrap()
}
