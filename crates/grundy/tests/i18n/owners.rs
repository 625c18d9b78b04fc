//! The words of a game are in its folder, not the common catalogue, and every owner of
//! words has one `grundy_core::words!` block beside its four files.

use grundy::Lang;
use std::collections::BTreeSet;

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
