//! The fuzz targets' checks on stable: every committed corpus input (the seeds and
//! whatever a fuzzer added), and generated inputs as property tests — a few seconds each.

use grundy_fuzz::{Seed, TARGETS};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn corpus(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target)
}

/// Every file of every corpus passes its target's check.
#[test]
fn every_corpus_input_passes() {
    for (target, check) in TARGETS {
        let dir = corpus(target);
        let files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        assert!(files.len() >= 4, "{target}: {} inputs", files.len());
        for file in files {
            let bytes = std::fs::read(&file).unwrap();
            let run = std::panic::catch_unwind(|| check(&bytes));
            assert!(run.is_ok(), "{target}: {} fails", file.display());
        }
    }
}

/// The committed seed corpora hold the seeds (regenerate them with
/// `cargo run -p grundy-fuzz --example seed_corpus`).
#[test]
fn the_seeds_are_committed() {
    let missing: Vec<String> = grundy_fuzz::seeds()
        .into_iter()
        .filter(
            |Seed {
                 target,
                 name,
                 bytes,
             }| {
                std::fs::read(corpus(target).join(name)).ok().as_ref() != Some(bytes)
            },
        )
        .map(|s| format!("{}/{}", s.target, s.name))
        .collect();
    assert!(missing.is_empty(), "not in fuzz/corpus: {missing:?}");
}

/// The seeds of `target`.
fn seeds_of(target: &str) -> Vec<Vec<u8>> {
    grundy_fuzz::seeds()
        .into_iter()
        .filter(|s| s.target == target)
        .map(|s| s.bytes)
        .collect()
}

/// A seed of `target` with a few bytes changed, inserted or removed — the fuzzer's
/// mutations, on stable.
fn mutated(target: &'static str) -> impl Strategy<Value = Vec<u8>> {
    let seeds = seeds_of(target);
    (
        prop::sample::select(seeds),
        prop::collection::vec((any::<u16>(), any::<u8>(), 0u8..4), 0..6),
    )
        .prop_map(|(mut bytes, edits)| {
            for (at, byte, kind) in edits {
                let i = usize::from(at) % (bytes.len() + 1);
                match kind {
                    0 if i < bytes.len() => bytes[i] = byte,
                    1 => bytes.insert(i, byte),
                    2 if i < bytes.len() => {
                        bytes.remove(i);
                    }
                    _ if i < bytes.len() => bytes[i] ^= 1 << (byte % 8),
                    _ => {}
                }
            }
            bytes
        })
}

/// Text made of the language's characters.
fn language_text() -> impl Strategy<Value = Vec<u8>> {
    "[a-z0-9(),.+!&;:#=\\[\\] -]{0,40}".prop_map(String::into_bytes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn positions(bytes in prop_oneof![mutated("position"), language_text()]) {
        grundy_fuzz::position(&bytes);
    }

    #[test]
    fn codes(bytes in prop_oneof![
        mutated("code"),
        "(0|4)\\.[0-7]{1,6}".prop_map(String::into_bytes),
        "[0-9]!?\\.[0-7!?]{0,5}".prop_map(String::into_bytes),
        "hex\\([0-9A-F]\\.[0-9A-F]{1,4}\\)".prop_map(String::into_bytes),
        "tb\\([0-9&;.,]{1,12}\\)".prop_map(String::into_bytes),
    ]) {
        grundy_fuzz::code(&bytes);
    }

    #[test]
    fn moves(bytes in prop_oneof![
        mutated("moves"),
        (0u8..32, "[0-9#:> -]{0,12}").prop_map(|(i, m)| [&[i][..], b"\n", m.as_bytes()].concat()),
    ]) {
        grundy_fuzz::moves(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Valid checkpoints with bytes changed (the checksum made anew for payloads).
    #[test]
    fn checkpoints(bytes in mutated("checkpoint")) {
        grundy_fuzz::checkpoint(&bytes);
    }

    #[test]
    fn http_requests(bytes in prop_oneof![mutated("http"), prop::collection::vec(any::<u8>(), 0..64)]) {
        grundy_fuzz::http(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn graph_texts(bytes in prop_oneof![
        mutated("graph_text"),
        "([0-9]{1,2}( ->)?( [0-9]{1,2}){1,3}\n){0,12}".prop_map(String::into_bytes),
    ]) {
        grundy_fuzz::graph_text(&bytes);
    }

    /// Valid graphs with bytes changed (odd modes: the checksum made anew).
    #[test]
    fn binary_graphs(bytes in mutated("graph_binary")) {
        grundy_fuzz::graph_binary(&bytes);
    }

    #[test]
    fn solver_checkpoints(bytes in mutated("solver_checkpoint")) {
        grundy_fuzz::solver_checkpoint(&bytes);
    }

    #[test]
    fn values_files(bytes in mutated("values_file")) {
        grundy_fuzz::values_file(&bytes);
    }

    #[test]
    fn quotients(bytes in prop_oneof![mutated("saved_quotient"), mutated("quotient_state")]) {
        grundy_fuzz::saved_quotient(&bytes);
        grundy_fuzz::quotient_state(&bytes);
    }
}

/// The text targets read as much as the server takes in one request: nothing the
/// server's parser sees is out of the fuzzer's reach.
#[test]
fn the_text_targets_read_what_the_server_takes() {
    assert_eq!(
        grundy_fuzz::MAX_TEXT,
        grundy_web::ServerConfig::default().max_body_bytes
    );
}

/// Every target has its one-line file in `fuzz/fuzz_targets/` and its `[[bin]]` in
/// `fuzz/Cargo.toml`, and nothing there is not a target.
#[test]
fn every_target_is_a_fuzz_target() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).unwrap();
    let mut files: Vec<String> = std::fs::read_dir(fuzz.join("fuzz_targets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut want: Vec<String> = TARGETS.iter().map(|(t, _)| format!("{t}.rs")).collect();
    want.sort();
    assert_eq!(files, want);
    for (target, _) in TARGETS {
        assert!(
            manifest.contains(&format!(
                "name = \"{target}\"\npath = \"fuzz_targets/{target}.rs\""
            )),
            "fuzz/Cargo.toml lacks the [[bin]] {target}"
        );
        let source =
            std::fs::read_to_string(fuzz.join("fuzz_targets").join(format!("{target}.rs")))
                .unwrap();
        assert!(
            source.contains(&format!("grundy_fuzz::{target}(data)")),
            "{target}.rs"
        );
    }
}
