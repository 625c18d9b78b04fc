//! The golden corpus of `grundy analyze`: what the command prints for some forty thousand
//! cases — positions of every game of the registry, alone and in sums of two games, and
//! positions it refuses, in both conventions, in every language, as text and as JSON,
//! some with `--all-moves` or `--max-moves` — recorded in `tests/golden/analyze.tsv`
//! (a hash and a length per case) and, in full for a sample, in
//! `tests/golden/analyze-sample.txt`. The test runs each case through the same functions
//! as `grundy analyze` ([`write_analysis`], [`read_position_with`], the error line of
//! `main`), in this process, and fails on any case whose output is not the one recorded,
//! and on any case missing from the record or not in it.
//!
//! The cases run on every core, in no fixed order. The library's caches (nim-sequences
//! with a proved period, misère quotients) carry over from case to case, and answer only
//! what a new computation would: a misère quotient is reused only for the same bound on
//! the heaps, or when its period was proved within the bound
//! (`grundy_misere::quotient::cached`), so each case prints what a fresh `grundy analyze`
//! process prints ("computed and verified for heaps up to 5", not "up to 8" after an
//! earlier case for larger heaps), whatever ran before it. (Before that rule the record
//! depended on the order of the cases: run in parallel, 20 of 52,924 differed.)
//!
//! After a change that is meant to change what the command prints, the record is written
//! again with
//!
//! ```text
//! GRUNDY_BLESS=1 cargo test --release -p grundy-cli golden
//! ```
//!
//! and the difference of the two files is the change, for review.

use crate::cli::{read_position_with, write_analysis, AnalyzeArgs};
use clap::{Args, FromArgMatches};
use grundy::Lang;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;

/// The record of every case: one line each, `lang flags position exit bytes hash`.
const RECORD: &str = "tests/golden/analyze.tsv";

/// The full output of the sample cases.
const SAMPLE: &str = "tests/golden/analyze-sample.txt";

/// Every how many cases one is in the sample.
const SAMPLE_EVERY: usize = 400;

/// How many differing cases a failure shows in full.
const SHOWN: usize = 5;

/// The graphs that positions name (`graph(NAME)`), read from memory as `grundy analyze`
/// reads them from files: one without cycles, one with.
const GRAPH_FILES: &[(&str, &str)] = &[
    ("edges.txt", "0 1\n0 2\n1 3\n2 3\n3 4\n1 4\n4 5\n"),
    ("cycle.txt", "0 1\n1 2\n2 0\n2 3\n3 4\n4 5\n5 3\n1 6\n"),
];

/// The sizes a position's heaps are given: one heap, two, three.
const SINGLES: std::ops::RangeInclusive<u32> = 0..=8;
const PAIR_MAX: u32 = 4;
const TRIPLES: &[[u32; 3]] = &[[1, 2, 3], [2, 3, 5], [0, 4, 4], [3, 5, 6]];

/// The values a number written inside a game's name is given (`sub(1,3,4)`).
const INNER: &[u32] = &[0, 1, 2, 3, 5];

/// Take-and-break codes and other heads of heap games besides the registry's examples.
const MORE_SEEDS: &[&str] = &[
    "0.137 5 6",
    "4.7 4 2",
    ".6 5 1",
    "0.51 7 3",
    "0.07 6 9",
    "4!.0 5 3",
    "hex(0.F) 4 3",
    "tb(4.7) 5 3",
    "0.[3] 3 5",
    "sub(2,5) 9 4",
    "moore(3) 1 2 3 4",
    "lines(2=,3,4=)",
    "hackenbush(0-1 0-1 1-2 2-3 1-3)",
    "graph(edges.txt) 0 1 2",
    "graph(cycle.txt) 0 3",
];

/// The heads whose brackets hold a code (its numbers are not varied).
const CODES: &[&str] = &["hex(", "tb(", "cgsuite(", "spawning("];

/// Worked examples of the registry analysed under normal play only: under misère play
/// each takes from a tenth of a second to a second.
const SLOW_MISERE: &[&str] = &[
    "caterpillar(20) 2 5 6 9 14 16 19",
    "strip 5 10 14 16 22",
    "tartan(turtles,ruler) 3 4",
];

/// Positions refused, each for its own reason.
const REFUSED: &[&str] = &[
    "",
    "+",
    "3 +",
    "+ 3",
    "3 4 x",
    "-1",
    "3 -4",
    "kayls 3",
    "nimm 3 4",
    "sub() 5",
    "sub(0) 5",
    "sub(1,3,4 5",
    "sub 5",
    "moore(0) 1 2",
    "moore 1 2",
    "bounded(0) 4",
    "allbut() 3",
    "0.8 4",
    "hex(0.G) 3",
    "tb(1!) 3",
    "kayles(3) 4",
    "wythoff 1 2 3",
    "wythoff(0) 1 2",
    "take-away(0/1) 3 1",
    "poker(1,1,1) 1 2 + 3",
    "3 + poker(1,1,1) 1 2",
    "poker 1 2",
    "strip 5 3",
    "staircase x",
    "caterpillar(3) 5",
    "chocolate 1 2 3",
    "cram(..|...)",
    "cram(ab)",
    "lines()",
    "lines(3,=)",
    "hackenbush(0-)",
    "node-kayles(0-1 1-)",
    "arc-kayles()",
    "conjunctive()",
    "selective(3, )",
    "ordinal(2 1, kayls 3)",
    "spawning(ZZ) 3",
    "tartan(turtles) 1 2",
    "mem 3 x",
    "fibonacci-nim 3 0",
    "3 4 5)",
    "(3 4 5",
    "graph(edges.txt) 0 9",
    "nim 1000000000000000000000000000000000000000000000000 x",
];

/// One run of `grundy analyze`: the language and the arguments after `analyze`.
#[derive(Debug, Clone)]
struct Case {
    lang: Lang,
    flags: &'static [&'static str],
    position: String,
}

impl Case {
    /// The case as the record writes it: `lang`, the flags (`-` for none), the position.
    fn key(&self) -> String {
        let flags = if self.flags.is_empty() {
            "-".to_string()
        } else {
            self.flags.join(" ")
        };
        format!("{}\t{flags}\t{}", self.lang.code(), self.position)
    }
}

/// What one case printed: its exit code and the bytes it wrote (standard output, or
/// standard error when refused).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Printed {
    exit: u8,
    bytes: Vec<u8>,
}

impl Printed {
    /// The record's columns for it: exit code, length, hash.
    fn columns(&self) -> String {
        format!(
            "{}\t{}\t{:016x}",
            self.exit,
            self.bytes.len(),
            fnv1a(&self.bytes)
        )
    }
}

/// The 64-bit FNV-1a hash of `bytes`: every change of one byte changes it.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The flags every position is analysed with: both conventions, text and JSON.
const EVERY: &[&[&str]] = &[&[], &["--json"], &["--misere"], &["--misere", "--json"]];

/// The flags of some positions besides.
const SOME: &[&[&str]] = &[
    &["--all-moves"],
    &["--misere", "--all-moves", "--json"],
    &["--max-moves", "1"],
];

/// The flags of graph positions besides.
const GRAPHS: &[&[&str]] = &[&["--vertex-values"], &["--vertex-values", "--json"]];

/// Every case, in a fixed order.
fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut positions = positions();
    // Smaller numbers first: a misère quotient remembered from an earlier case is then
    // never one for larger heaps than a fresh process computes (see the module docs).
    positions.sort_by_key(|p| largest_size(p));
    for (i, position) in positions.into_iter().enumerate() {
        let mut flags: Vec<&'static [&'static str]> = EVERY.to_vec();
        if i % 7 == 0 || position.starts_with("moore") {
            flags.extend_from_slice(SOME);
        }
        if position.contains("graph(") {
            flags.extend_from_slice(GRAPHS);
        }
        if SLOW_MISERE.contains(&position.as_str()) {
            flags.retain(|f| !f.contains(&"--misere"));
        }
        for lang in Lang::ALL {
            for f in &flags {
                cases.push(Case {
                    lang,
                    flags: f,
                    position: position.clone(),
                });
            }
        }
    }
    cases
}

/// The positions, in a fixed order, each once: every game's example and worked examples,
/// other names of the same games and more codes, each with its heaps replaced by small
/// sizes (one, two and three heaps) and with each number inside its name replaced by
/// small ones; graphs and boards of a few shapes; sums of two games; refused positions.
fn positions() -> Vec<String> {
    let mut out = Positions::default();
    let mut seeds: Vec<String> = Vec::new();
    for spec in grundy::games::GAMES {
        seeds.push(spec.example.to_string());
        seeds.extend(spec.examples.iter().map(|(p, _)| p.to_string()));
        let (_, sizes) = split(spec.example);
        for name in spec.names.iter().skip(1) {
            seeds.push(format!("{name} {}", sizes.join(" ")).trim_end().to_string());
        }
    }
    seeds.extend(MORE_SEEDS.iter().map(|s| s.to_string()));
    for seed in &seeds {
        out.add(seed);
        // A seed refused is a case as it is; a seed read is varied.
        if parse(seed).is_err() {
            continue;
        }
        let (head, sizes) = split(seed);
        if !sizes.is_empty() {
            for sized in resized(&head) {
                out.add(&sized);
            }
        }
        // The numbers of a code are its rules, not sizes: not varied.
        if head.contains('(') && !CODES.iter().any(|c| head.starts_with(c)) {
            for inner in renumbered(&head) {
                out.add(&format!("{inner} {}", sizes.join(" ")));
            }
        }
    }
    for rows in boards() {
        out.add(&format!("cram({rows})"));
    }
    for edges in graphs() {
        for game in ["node-kayles", "arc-kayles", "hackenbush"] {
            out.add(&format!("{game}({edges})"));
        }
    }
    let games: Vec<&str> = grundy::games::GAMES.iter().map(|g| g.example).collect();
    for (i, a) in games.iter().enumerate() {
        for b in &games[i + 1..] {
            out.add(&format!("{a} + {b}"));
        }
    }
    for refused in REFUSED {
        out.add(refused);
    }
    out.list
}

/// The largest size written in `position`: of its heaps (the numbers outside brackets),
/// else of any number in it (the largest `u128` for larger ones); 0 if none.
fn largest_size(position: &str) -> u128 {
    let largest = |runs: &mut dyn Iterator<Item = &str>| {
        runs.filter(|run| !run.is_empty() && run.chars().all(|c| c.is_ascii_digit()))
            .map(|run| run.parse().unwrap_or(u128::MAX))
            .max()
    };
    let (_, sizes) = split(position);
    largest(&mut sizes.iter().map(String::as_str))
        .or_else(|| largest(&mut position.split(|c: char| !c.is_ascii_digit())))
        .unwrap_or(0)
}

/// Positions in the order first added, each once.
#[derive(Default)]
struct Positions {
    list: Vec<String>,
    seen: HashSet<String>,
}

impl Positions {
    fn add(&mut self, position: &str) {
        let position = position.trim().to_string();
        assert!(
            !position.contains(['\t', '\n']),
            "{position:?}: the record is tab-separated"
        );
        if self.seen.insert(position.clone()) {
            self.list.push(position);
        }
    }
}

/// A position's head (its game's name, with what is written in brackets) and its sizes:
/// `("sub(1,3,4)", ["7", "5"])`; Nim's head is empty.
fn split(position: &str) -> (String, Vec<String>) {
    let mut depth = 0i32;
    let mut tokens: Vec<String> = vec![String::new()];
    for c in position.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if c.is_whitespace() && depth == 0 {
            if !tokens.last().is_some_and(String::is_empty) {
                tokens.push(String::new());
            }
        } else if let Some(t) = tokens.last_mut() {
            t.push(c);
        }
    }
    tokens.retain(|t| !t.is_empty());
    let is_size = |t: &String| t.chars().all(|c| c.is_ascii_digit());
    match tokens.first() {
        Some(first) if !is_size(first) => (first.clone(), tokens[1..].to_vec()),
        _ => (String::new(), tokens),
    }
}

/// `head` with one heap of each size of [`SINGLES`], two of every pair up to
/// [`PAIR_MAX`], and three of each of [`TRIPLES`].
fn resized(head: &str) -> Vec<String> {
    let with = |sizes: &[u32]| {
        let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
        format!("{head} {}", sizes.join(" "))
    };
    let mut out: Vec<String> = SINGLES.map(|n| with(&[n])).collect();
    for a in 0..=PAIR_MAX {
        for b in a..=PAIR_MAX {
            out.push(with(&[a, b]));
        }
    }
    out.extend(TRIPLES.iter().map(|t| with(t)));
    out
}

/// `head` with each number written in it replaced by each of [`INNER`] in turn.
fn renumbered(head: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut start = None;
    for (i, c) in head.char_indices().chain([(head.len(), ' ')]) {
        match (c.is_ascii_digit(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                runs.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (s, e) in runs {
        for v in INNER {
            out.push(format!("{}{v}{}", &head[..s], &head[e..]));
        }
    }
    out
}

/// Cram boards of every size up to 4 × 4, some squares blocked.
fn boards() -> Vec<String> {
    let square = |blocked: bool| if blocked { '#' } else { '.' };
    let mut out = Vec::new();
    for height in 1..=4usize {
        for width in 1..=4usize {
            for some_blocked in [false, true] {
                let rows: Vec<String> = (0..height)
                    .map(|r| {
                        let row = (0..width).map(|c| some_blocked && (r * 3 + c) % 4 == 1);
                        row.map(square).collect()
                    })
                    .collect();
                out.push(rows.join("|"));
            }
        }
    }
    out
}

/// Edge lists of small graphs: paths, cycles, stars, a complete graph, two triangles.
fn graphs() -> Vec<String> {
    let edges = |pairs: &[(u32, u32)]| {
        let e: Vec<String> = pairs.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        e.join(" ")
    };
    let mut out = Vec::new();
    for n in 1..=6 {
        let path: Vec<(u32, u32)> = (0..n).map(|i| (i, i + 1)).collect();
        out.push(edges(&path));
    }
    for n in 3..=6 {
        let cycle: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
        out.push(edges(&cycle));
    }
    for n in 2..=5 {
        let star: Vec<(u32, u32)> = (1..=n).map(|i| (0, i)).collect();
        out.push(edges(&star));
    }
    out.push(edges(&[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]));
    let two_triangles = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3)];
    out.push(edges(&two_triangles));
    out
}

/// `text` read as `grundy analyze` reads it, the graphs it names from [`GRAPH_FILES`].
fn parse(text: &str) -> Result<grundy::Position, grundy::ParseError> {
    if text.contains("graph(") {
        grundy::parse_position_with(text, &mut read_graph)
    } else {
        crate::input::parse_position(text)
    }
}

/// What `grundy --lang LANG analyze FLAGS POSITION` prints, computed by the functions the
/// command runs (no colour: the output is not a terminal).
fn run(case: &Case, command: &mut clap::Command) -> Printed {
    let argv = ["analyze"]
        .into_iter()
        .chain(case.flags.iter().copied())
        .chain([case.position.as_str()]);
    let matches = command
        .try_get_matches_from_mut(argv)
        .unwrap_or_else(|e| panic!("{}: {e}", case.key()));
    let args = AnalyzeArgs::from_arg_matches(&matches).expect("the arguments of analyze");
    let mut out = Vec::new();
    let result = read_position_with(&args, case.lang, &mut parse).and_then(|position| {
        write_analysis(
            &mut out,
            &args,
            &position,
            case.lang,
            false,
            grundy::Cancel::new(),
            Default::default(),
        )
    });
    match result {
        Ok(()) => Printed {
            exit: 0,
            bytes: out,
        },
        Err(e) => Printed {
            exit: 2,
            bytes: format!("{}\n", crate::error_message(&e, case.lang)).into_bytes(),
        },
    }
}

/// A graph file of [`GRAPH_FILES`], as `grundy analyze` would read it from disk.
fn read_graph(name: &str) -> Result<String, grundy::language::FileError> {
    GRAPH_FILES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, text)| text.to_string())
        .ok_or_else(|| format!("cannot open {name}: No such file or directory (os error 2)").into())
}

/// The `analyze` subcommand's arguments alone, as clap reads them.
fn analyze_command() -> clap::Command {
    AnalyzeArgs::augment_args(clap::Command::new("analyze").allow_negative_numbers(true))
}

/// A path of this crate.
fn path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// The record's text for `printed`, with a first line saying what it is.
fn record(printed: &[(Case, Printed)]) -> String {
    let mut text = String::from(
        "# grundy analyze, golden corpus: lang, flags, position, exit code, bytes, FNV-1a 64 of \
         the output (stdout, or stderr when refused). Written by \
         `GRUNDY_BLESS=1 cargo test --release -p grundy-cli golden`.\n",
    );
    for (case, p) in printed {
        let _ = writeln!(text, "{}\t{}", case.key(), p.columns());
    }
    text
}

/// The full output of the sample cases (every [`SAMPLE_EVERY`]th).
fn sample(printed: &[(Case, Printed)]) -> String {
    let mut text = String::new();
    for (case, p) in printed.iter().step_by(SAMPLE_EVERY) {
        let _ = writeln!(
            text,
            "=== {} (exit {})\n{}",
            case.key(),
            p.exit,
            String::from_utf8_lossy(&p.bytes)
        );
    }
    text
}

/// The record read back: each case's columns, by its key.
fn recorded(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            (fields.len() == 6).then(|| (fields[..3].join("\t"), fields[3..].join("\t")))
        })
        .collect()
}

#[test]
fn analyze_prints_what_was_recorded() {
    use rayon::prelude::*;
    // On every core: each case's output depends on the case alone (the misère quotient
    // cache answers only what a new computation would; grundy_misere::quotient::cached).
    let printed: Vec<(Case, Printed)> = cases()
        .into_par_iter()
        .map_init(analyze_command, |command, case| {
            let p = run(&case, command);
            (case, p)
        })
        .collect();
    if std::env::var_os("GRUNDY_BLESS").is_some() {
        std::fs::write(path(RECORD), record(&printed)).expect("write the record");
        std::fs::write(path(SAMPLE), sample(&printed)).expect("write the sample");
        return;
    }
    let text = std::fs::read_to_string(path(RECORD)).expect("the record (bless it first)");
    let mut expected = recorded(&text);
    let mut differ = Vec::new();
    let mut new = Vec::new();
    for (case, p) in &printed {
        match expected.remove(&case.key()) {
            Some(columns) if columns == p.columns() => {}
            Some(columns) => differ.push((case, p, columns)),
            None => new.push(case.key()),
        }
    }
    let mut report = String::new();
    for (case, p, columns) in differ.iter().take(SHOWN) {
        let _ = writeln!(
            report,
            "--- {}\nrecorded {columns}, now {}:\n{}",
            case.key(),
            p.columns(),
            String::from_utf8_lossy(&p.bytes)
        );
    }
    for key in new.iter().take(SHOWN) {
        let _ = writeln!(report, "--- not in the record: {key}");
    }
    for key in expected.keys().take(SHOWN) {
        let _ = writeln!(report, "--- recorded, no longer a case: {key}");
    }
    assert!(
        differ.is_empty() && new.is_empty() && expected.is_empty(),
        "{report}\n{} of {} cases print something else, {} are not in the record, {} \
         recorded are no longer cases (GRUNDY_BLESS=1 cargo test --release -p grundy-cli \
         golden writes the record again)",
        differ.len(),
        printed.len(),
        new.len(),
        expected.len()
    );
}
