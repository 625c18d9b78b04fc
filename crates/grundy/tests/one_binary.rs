//! One test binary a crate (CONTRIBUTING.md): every file of a crate's `tests/` is compiled
//! into it. Checked for every crate of the workspace from here.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `.rs` files of a crate's `tests/` that its one test binary (`tests/main.rs`) does
/// not compile: a file with no `mod` line there (or, in a folder module, in the folder's
/// `mod.rs`), unless the crate's Cargo.toml makes it a test target of its own.
fn uncompiled_test_files(krate: &Path) -> Vec<String> {
    let tests = krate.join("tests");
    let Ok(main) = std::fs::read_to_string(tests.join("main.rs")) else {
        return Vec::new();
    };
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap_or_default();
    let declared =
        |text: &str, stem: &str| text.lines().any(|l| l.trim() == format!("mod {stem};"));
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(&tests).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Ok(mod_rs) = std::fs::read_to_string(entry.path().join("mod.rs")) {
            for file in std::fs::read_dir(entry.path()).unwrap().flatten() {
                let file = file.file_name().to_string_lossy().into_owned();
                if let Some(stem) = file.strip_suffix(".rs")
                    && stem != "mod"
                    && !declared(&mod_rs, stem)
                {
                    out.push(format!("tests/{name}/{file}"));
                }
            }
            continue;
        }
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let own_target = manifest.contains(&format!("path = \"tests/{name}\""));
        if stem != "main" && !own_target && !declared(&main, stem) {
            out.push(format!("tests/{name}"));
        }
    }
    out
}

/// One test binary a crate (CONTRIBUTING.md): in every crate whose tests are `tests/main.rs`
/// (`autotests = false`), every file of `tests/` is compiled into it — a file with no
/// `mod` line would never run, and nothing would say so.
#[test]
fn every_test_file_is_compiled() {
    let mut bad = Vec::new();
    let mut binaries = 0;
    for krate in std::fs::read_dir(root().join("crates")).unwrap().flatten() {
        binaries += usize::from(krate.path().join("tests/main.rs").exists());
        for file in uncompiled_test_files(&krate.path()) {
            bad.push(format!(
                "crates/{}/{file}",
                krate.file_name().to_string_lossy()
            ));
        }
    }
    assert!(binaries >= 4, "only {binaries} crates with tests/main.rs");
    assert!(
        bad.is_empty(),
        "test files no binary compiles:\n{}",
        bad.join("\n")
    );
    // The check itself: a crate whose tests/ holds a file main.rs does not name.
    let dir = std::env::temp_dir().join(format!("grundy-architecture-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("tests/folder")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[[test]]\npath = \"tests/own.rs\"\n",
    )
    .unwrap();
    std::fs::write(dir.join("tests/main.rs"), "mod named;\nmod folder;\n").unwrap();
    for file in [
        "named.rs",
        "forgotten.rs",
        "own.rs",
        "folder/mod.rs",
        "folder/lost.rs",
    ] {
        std::fs::write(dir.join("tests").join(file), "").unwrap();
    }
    let found = uncompiled_test_files(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, ["tests/folder/lost.rs", "tests/forgotten.rs"]);
}
