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
        assert!(files.len() >= 10, "{target}: {} inputs", files.len());
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
