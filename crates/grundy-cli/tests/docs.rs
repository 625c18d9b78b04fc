//! Every command the documentation shows is run, and its output compared (trycmd).
//!
//! The documents are README.md, docs/*.md, docs/guide/*.md and docs/readme/*.md. In
//! them a command is shown in a `console` code block, as a terminal shows it:
//!
//! ````text
//! ```console
//! $ grundy analyze "3 4 5"
//! (its output, exactly)
//! ```
//! ````
//!
//! trycmd runs each `$ ` line with the `grundy` binary of this build and compares what
//! it prints (standard output and error together) with the lines below it; a line `...`
//! stands for any number of lines and `[..]` for any part of a line — used only where the
//! output depends on time or the machine. A `? 2` line after the command expects that
//! exit status. The commands of one document run one after the other in a directory of
//! their own, a copy of `tests/doc-fixtures/` (the files the commands read: `edges.txt`,
//! `heaps.txt`, …), so a command may read what an earlier one of the same document wrote.
//!
//! A command that cannot run here (several machines, a browser, a game played at the
//! keyboard) is shown in a `sh` block that says why, on a line
//! `# not run by the tests: REASON`; [`NOT_RUN`] lists those blocks, so the list stays
//! short and visible. Any other `grundy` line in a code block fails
//! [`every_command_shown_is_run`].
//!
//! To rewrite the outputs after a change meant to change them: `TRYCMD=overwrite cargo
//! test --release -p grundy-cli --test tests docs::` (the documents are rewritten in place;
//! look at the diff, and put back the `...`/`[..]` elisions it dropped).

use std::path::{Path, PathBuf};

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The documents whose commands are run, relative to the root, in a fixed order.
fn documents() -> Vec<PathBuf> {
    let mut docs = vec![PathBuf::from("README.md")];
    for dir in ["docs", "docs/guide", "docs/readme"] {
        let mut here: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "md"))
            .map(|p| Path::new(dir).join(p.file_name().unwrap()))
            .collect();
        here.sort();
        docs.extend(here);
    }
    docs
}

/// A fenced code block of a document: its info string, first line number and lines.
struct Block {
    info: String,
    line: usize,
    lines: Vec<String>,
}

/// The fenced code blocks of a Markdown text (``` and ~~~ fences, any length).
fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(String, Block)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let fence: String = trimmed
            .chars()
            .take_while(|&c| c == '`' || c == '~')
            .collect();
        match &mut open {
            Some((f, block)) => {
                if trimmed.starts_with(f.as_str())
                    && trimmed.trim_end() == trimmed[..f.len()].trim_end()
                {
                    out.push(open.take().unwrap().1);
                } else {
                    block.lines.push(line.to_string());
                }
            }
            None if fence.len() >= 3 => {
                open = Some((
                    fence.clone(),
                    Block {
                        info: trimmed[fence.len()..].trim().to_string(),
                        line: i + 1,
                        lines: Vec::new(),
                    },
                ));
            }
            None => {}
        }
    }
    assert!(open.is_none(), "a code block is not closed");
    out
}

/// The blocks of commands that the tests do not run, as (document, the reason written
/// in it): each says why in the document itself.
const NOT_RUN: &[(&str, &str)] = &[
    (
        "docs/bench-history.md",
        "a benchmark: graphs of 10^7 vertices, minutes of computing",
    ),
    (
        "docs/bench-history.md",
        "a benchmark: a graph of 10^9 arcs, a 9.6 GB file",
    ),
    (
        "docs/bench-history.md",
        "a check of the record run's values: Grundy's game to 2^24",
    ),
    (
        "docs/census.md",
        "minutes of computing per code family (a small census runs in docs/guide/heap-games.md)",
    ),
    ("docs/graph-format.md", "a synopsis"),
    ("docs/guide/commands.md", "three machines"),
    ("docs/guide/commands.md", "three machines"),
    ("docs/guide/commands.md", "a web server, left running"),
    (
        "docs/guide/nim.md",
        "`grundy play` is played at the keyboard",
    ),
];

/// The marker of a block that is not run, followed by its reason.
const NOT_RUN_MARK: &str = "# not run by the tests: ";

/// A line of a code block that runs `grundy` (after a `$ ` prompt or not).
fn is_grundy_command(line: &str) -> bool {
    let l = line.trim_start();
    let l = l.strip_prefix("$ ").unwrap_or(l);
    l.starts_with("grundy ") || l == "grundy" || l.starts_with("grundy-check ")
}

#[test]
fn every_command_shown_is_run() {
    let mut not_run = Vec::new();
    let mut shown = 0;
    for doc in documents() {
        let text = std::fs::read_to_string(root().join(&doc)).unwrap();
        for b in blocks(&text) {
            let lang = b.info.split([',', ' ']).next().unwrap_or("");
            let commands = b.lines.iter().filter(|l| is_grundy_command(l)).count();
            if lang == "console" || lang == "trycmd" {
                // trycmd reads every line of these blocks: a command must start with `$ `.
                assert!(
                    b.lines.first().is_none_or(|l| l.starts_with("$ ")),
                    "{}:{}: a console block starts with a `$ ` command",
                    doc.display(),
                    b.line
                );
                shown += b.lines.iter().filter(|l| l.starts_with("$ ")).count();
                continue;
            }
            // trycmd takes a block without an info string for one of its own.
            assert!(
                !lang.is_empty(),
                "{}:{}: a code block needs a language (`text`, `sh`, …): trycmd would run it",
                doc.display(),
                b.line
            );
            if commands == 0 {
                continue;
            }
            let reason = b
                .lines
                .iter()
                .find_map(|l| l.trim_start().strip_prefix(NOT_RUN_MARK))
                .unwrap_or_else(|| {
                    panic!(
                        "{}:{}: `grundy` commands outside a `console` block are not run: \
                         write them as `$ grundy …` with their output in a ```console block, \
                         or say why they cannot run (`{NOT_RUN_MARK}…`, and list it in NOT_RUN)",
                        doc.display(),
                        b.line
                    )
                });
            not_run.push((doc.display().to_string(), reason.trim().to_string()));
        }
    }
    let expected: Vec<(String, String)> = NOT_RUN
        .iter()
        .map(|(d, r)| (d.to_string(), r.to_string()))
        .collect();
    assert_eq!(
        not_run, expected,
        "the blocks not run are not the ones NOT_RUN lists"
    );
    assert!(shown >= 80, "only {shown} commands shown in the documents");
}

/// Copies `from` into `to` (a directory tree of small files).
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

#[test]
fn every_command_shown_prints_what_is_shown() {
    // Each document is copied with a directory `NAME.in/` beside it, trycmd's working
    // directory for that document's commands; the copies and what the commands write
    // vanish with the temporary directory.
    let work = tempfile::tempdir().unwrap();
    let fixtures = root().join("crates/grundy-cli/tests/doc-fixtures");
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("grundy", Path::new(env!("CARGO_BIN_EXE_grundy")))
        // docs/certificate.md checks a certificate with the independent checker.
        .register_bin("grundy-check", crate::common::grundy_check_bin())
        .env("LC_ALL", "C")
        .env("LC_MESSAGES", "C")
        .env("LANG", "C")
        .env("NO_COLOR", "1")
        .timeout(std::time::Duration::from_secs(60));
    let mut copies = Vec::new();
    for doc in documents() {
        let copy = work.path().join(&doc);
        std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
        std::fs::copy(root().join(&doc), &copy).unwrap();
        copy_dir(&fixtures, &copy.with_extension("in"));
        cases.case(&copy);
        copies.push((doc, copy));
    }
    let overwrite = std::env::var_os("TRYCMD").is_some_and(|m| m == "overwrite");
    cases.run();
    if overwrite {
        for (doc, copy) in copies {
            let new = std::fs::read(&copy).unwrap();
            if new != std::fs::read(root().join(&doc)).unwrap() {
                std::fs::write(root().join(&doc), new).unwrap();
                eprintln!("rewrote {}", doc.display());
            }
        }
    }
}
