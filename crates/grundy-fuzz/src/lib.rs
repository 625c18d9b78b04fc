//! # grundy-fuzz — the checks behind the fuzz targets
//!
//! One function per fuzz target of `fuzz/` (cargo-fuzz, which needs a nightly compiler):
//! each takes the fuzzer's bytes, feeds them to one reader of the project, and panics when
//! a property fails — a panic of the reader itself, or a broken round trip, a disagreement
//! between engines, an illegal move accepted, a 500 from the server. The fuzz targets are
//! one line each; the same functions run on stable as property tests
//! (`tests/properties.rs`) over the committed corpora (`fuzz/corpus/<target>/`) and over
//! generated inputs, in the normal test suite.
//!
//! | function | target | input |
//! |---|---|---|
//! | [`position`] | `position` | a position in the language; parsed, written back, parsed again |
//! | [`code`] | `code` | a take-and-break code; parsed, written back, parsed again; the naive and sparse engines compared |
//! | [`moves`] | `moves` | a position, a newline, a move; parsed, checked, applied |
//! | [`checkpoint`] | `checkpoint` | a mode byte and a checkpoint (its payload alone when the mode is odd: the checksum is made for it); decoded, resumed, run on |
//! | [`http`] | `http` | a route byte and a request body or query; answered by the server's router |
//! | [`graph_text`] | `graph_text` | an edge list; read as a game without cycles, as a loopy game and as a binary graph, which agree |
//! | [`graph_binary`] | `graph_binary` | a mode byte and a binary graph (its checksum made for it when the mode is odd); parsed, cut into parts, solved |
//! | [`solver_checkpoint`] | `solver_checkpoint` | a mode byte (the graph) and a checkpoint of the graph solver; resumed to the end |
//! | [`values_file`] | `values_file` | the header of a values file; decoded, encoded, decoded again |
//! | [`saved_quotient`] | `saved_quotient` | a saved misère quotient (JSON); re-checked |
//! | [`quotient_state`] | `quotient_state` | a quotient computation's checkpoint (JSON); resumed |
//!
//! ```
//! grundy_fuzz::position(b"kayles 10 + 3 4");
//! grundy_fuzz::code(b"0.137");
//! grundy_fuzz::moves(b"3 4 5\n1 2");
//! ```

use grundy::heap::engine::NimSequenceEngine;
use grundy::heap::naive::{self, NaiveEngine};
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::SparseEngine;
use grundy::play;
use grundy::sequence::checkpoint::{Checkpoint, FORMAT, HEADER_LEN, MAGIC};
use grundy::sequence::{self, Stop};
use grundy::{parse_position_with, Position};
use std::sync::atomic::AtomicBool;

mod files;
pub use files::{
    graph_binary, graph_text, quotient_state, saved_quotient, solver_checkpoint, values_file,
    MAX_FILE, QUOTIENT_HEAPS, SOLVE_VERTICES, VERIFY_SIZE,
};

/// The longest text the text targets read (longer inputs are cut): the server's own
/// limit on a request's body (`grundy_web::ServerConfig::default().max_body_bytes`,
/// checked by a test), so that whatever reaches the parser through the server — deep
/// nesting above all — reaches it here too.
pub const MAX_TEXT: usize = 64 * 1024;

/// How many values of a code the engines compare.
pub const CODE_VALUES: u64 = 160;

/// How many values a resumed checkpoint runs on.
pub const RESUME_STEPS: u64 = 100;

/// The edge list every `graph(FILE)` reads (no file is opened).
pub const GRAPH_FILE: &str = "0 1\n1 2\n2 3\n0 3\n3 4\n";

/// The text of `data` (lossy UTF-8), at most [`MAX_TEXT`] bytes of it.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_TEXT)]).into_owned()
}

/// Parses `text` with [`GRAPH_FILE`] for every file named.
fn parse(text: &str) -> Result<Position, grundy::ParseError> {
    parse_position_with(text, &mut |_| Ok(GRAPH_FILE.to_string()))
}

/// A position that parses is written back (`Display`) to text that parses to the same
/// position and is written back the same way.
///
/// ```
/// grundy_fuzz::position(b"sub(1,3,4) 7 5 + wythoff 3 5");
/// grundy_fuzz::position(b"((((");
/// ```
pub fn position(data: &[u8]) {
    let Ok(p) = parse(&text(data)) else {
        return;
    };
    let shown = p.to_string();
    let again =
        parse(&shown).unwrap_or_else(|e| panic!("{shown:?}, written back, does not parse: {e}"));
    assert_eq!(again, p, "{shown:?} parses to another position");
    assert_eq!(again.to_string(), shown, "written back twice differently");
}

/// A take-and-break code that parses is written back to its canonical form, which parses
/// to the same rule; where both the naive and the sparse engine take the rule, they give
/// the same first [`CODE_VALUES`] values (or the same overflow).
///
/// ```
/// grundy_fuzz::code(b"4!.0");
/// grundy_fuzz::code(b"tb(0.&16;)");
/// ```
pub fn code(data: &[u8]) {
    let Ok(rule) = HeapRule::parse(text(data).trim()) else {
        return;
    };
    let shown = rule.to_string();
    let again = HeapRule::parse(&shown)
        .unwrap_or_else(|e| panic!("{shown:?}, written back, does not parse: {e}"));
    assert_eq!(again, rule, "{shown:?} parses to another rule");
    assert_eq!(again.to_string(), shown, "written back twice differently");
    let (Ok(mut naive), Ok(mut sparse)) = (NaiveEngine::new(rule.clone()), SparseEngine::new(rule))
    else {
        return;
    };
    for n in 0..CODE_VALUES {
        match (naive.step(), sparse.step()) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{shown}: G({n}) naive {a}, sparse {b}"),
            (Err(_), Err(_)) => return,
            (a, b) => panic!("{shown}: G({n}) naive {a:?}, sparse {b:?}"),
        }
    }
}

/// The positions [`moves`] falls back to when the first line does not parse (chosen by
/// the first byte).
pub const MOVE_POSITIONS: &[&str] = &[
    "3 4 5",
    "kayles 10 7",
    "sub(1,3,4) 7 5",
    "moore(2) 1 2 3",
    "wythoff 3 5",
    "0.137 20 + grundy-game 7",
    "strip 3 5 6",
    "chocolate 4 5 3 6",
    "hackenbush(0-1 1-2 2-0)",
    "node-kayles(0-1 1-2 2-3 3-4 4-0 0-5)",
    "graph(edges.txt) 0 3",
];

/// The longest first line [`moves`] takes as its position (the move list and the checks
/// stay small).
const MOVE_TEXT: usize = 200;

/// `data` is a position, a newline and a move. A move that parses is legal
/// ([`play::check`]), is among the legal moves when they can be listed, and leads to a
/// position that is written back and parsed again to itself.
///
/// ```
/// grundy_fuzz::moves(b"kayles 10 7\n1 4-5");
/// grundy_fuzz::moves(b"3 4 5\n#2");
/// ```
pub fn moves(data: &[u8]) {
    let all = text(data);
    let (first, move_text) = all.split_once('\n').unwrap_or(("", &all));
    let p = match parse(first) {
        Ok(p) if first.len() <= MOVE_TEXT => p,
        _ => {
            let i = data.first().map_or(0, |&b| usize::from(b)) % MOVE_POSITIONS.len();
            match parse(MOVE_POSITIONS[i]) {
                Ok(p) => p,
                Err(e) => panic!("{}: {e}", MOVE_POSITIONS[i]),
            }
        }
    };
    let Ok(m) = play::parse_move(&p, move_text) else {
        return;
    };
    if let Err(e) = play::check(&p, &m) {
        panic!("{p}: {move_text:?} was read as a move, but it is illegal: {e}");
    }
    let after = play::apply(&p, &m);
    if let Some(legal) = play::legal_moves(&p) {
        assert!(
            legal
                .iter()
                .any(|l| equivalent(&play::apply(&p, l), &after)),
            "{p}: {move_text:?} leads to {after}, which no listed move reaches"
        );
    }
    let shown = after.to_string();
    let again = parse(&shown)
        .unwrap_or_else(|e| panic!("{shown:?} (after a move), written back, does not parse: {e}"));
    assert_eq!(again, after, "{shown:?} parses to another position");
}

/// The same position up to the order of equivalent pieces (rows `7 2 7` and `2 7 7` of
/// Kayles): component by component, the same canonical search state, or the same text
/// where there is none.
fn equivalent(a: &Position, b: &Position) -> bool {
    a.components.len() == b.components.len()
        && a.components.iter().zip(&b.components).all(|(x, y)| {
            match (x.search_state(), y.search_state()) {
                (Some(s), Some(t)) => x.canonical_state(&s) == y.canonical_state(&t),
                _ => x.to_string() == y.to_string(),
            }
        })
}

/// The bytes of a checkpoint file around `payload`, with its length and checksum.
pub fn checkpoint_file(payload: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(HEADER_LEN + payload.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&FORMAT.to_le_bytes());
    bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    bytes.extend_from_slice(&crc32fast::hash(payload).to_le_bytes());
    bytes.extend_from_slice(payload);
    bytes
}

/// `data` is a mode byte and a checkpoint: the whole file when the mode is even, only the
/// payload when it is odd (the header, with a valid checksum, is made for it — so that
/// changed contents reach the checks behind the checksum). A checkpoint that decodes and
/// resumes runs [`RESUME_STEPS`] more values and reports; when every kept value was
/// recomputed on resume, the values are the naive engine's. Nothing panics.
///
/// ```
/// grundy_fuzz::checkpoint(b"\x01not a payload");
/// ```
pub fn checkpoint(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let bytes = if mode & 1 == 1 {
        checkpoint_file(rest)
    } else {
        rest.to_vec()
    };
    let Ok(ck) = Checkpoint::decode(&bytes) else {
        return;
    };
    let Ok((rule, name)) = sequence::parse_rule(&ck.code) else {
        return;
    };
    let kept = ck.kept.len();
    let Ok(mut run) = ck.resume(rule.clone(), name) else {
        return;
    };
    let upto = run.computed().saturating_add(RESUME_STEPS - 1);
    let cancel = AtomicBool::new(false);
    while let Ok(Stop::Chunk { .. }) = run.step(upto, false, &mut |_| {}, &cancel) {}
    let report = run.report();
    let (Some(heap), Some(values)) = (rule.heap_rule(), report.values) else {
        return;
    };
    let Ok(naive) = NaiveEngine::new(heap.clone()) else {
        return;
    };
    // Every kept value was recomputed on resume when their work fits the first half of
    // the budget; then the run must be exactly right.
    let work: u64 = (0..kept).map(|n| naive.work(n)).sum();
    if kept > 4096 || work > (1 << 26) {
        return;
    }
    let Ok(truth) = naive::sequence(&heap, values.len().saturating_sub(1) as u64) else {
        return;
    };
    let got: Vec<u64> = values.iter().collect();
    let want: Vec<u64> = truth.iter().map(|&v| u64::from(v)).collect();
    assert_eq!(
        got, want,
        "{heap}: a resumed checkpoint went on with wrong values"
    );
}

/// The routes [`http`] sends to, chosen by the first byte: method, path, and whether the
/// rest of the input is the body (else the query string).
pub const ROUTES: &[(&str, &str, bool)] = &[
    ("POST", "/api/analyze", true),
    ("POST", "/api/move", true),
    ("POST", "/api/play", true),
    ("GET", "/api/sequence", false),
    ("POST", "/api/sequence", true),
    ("POST", "/api/sequence/jobs", true),
    ("GET", "/api/sequence/jobs/1", false),
    ("DELETE", "/api/sequence/jobs/1", false),
    ("GET", "/api/openapi.json", false),
    ("GET", "/", false),
    ("PUT", "/api/analyze", true),
    ("GET", "/assets/", false),
];

/// The server's limits under the fuzzer: small, so that no request computes for long.
pub fn http_config() -> grundy_web::ServerConfig {
    grundy_web::ServerConfig {
        max_heaps: 64,
        max_moves: 20,
        compute_timeout: std::time::Duration::from_secs(2),
        max_sequence_upto: 5000,
        max_job_upto: 5000,
        job_time_limit: std::time::Duration::from_secs(2),
        ..grundy_web::ServerConfig::default()
    }
}

/// `data` is a route byte ([`ROUTES`]) and a body or query. The server answers — never a
/// 500, and under `/api/` always JSON.
///
/// ```
/// grundy_fuzz::http(b"\x00{\"position\": \"3 4 5\"}");
/// ```
pub fn http(data: &[u8]) {
    use tower::ServiceExt;
    let Some((&route, rest)) = data.split_first() else {
        return;
    };
    let (method, path, body) = ROUTES[usize::from(route) % ROUTES.len()];
    let uri = if body {
        path.to_string()
    } else {
        let query: String = String::from_utf8_lossy(rest)
            .chars()
            .filter(|c| c.is_ascii_graphic())
            .collect();
        if path.ends_with('/') {
            format!("{path}{query}")
        } else {
            format!("{path}?{query}")
        }
    };
    let Ok(request) = axum::http::Request::builder()
        .method(method)
        .uri(&uri)
        .header("content-type", "application/json")
        .body(axum::body::Body::from(if body {
            rest.to_vec()
        } else {
            Vec::new()
        }))
    else {
        return;
    };
    let runtime = runtime();
    let (status, json) = runtime.block_on(async {
        let response = router()
            .oneshot(request)
            .await
            .unwrap_or_else(|e| match e {});
        let json = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        (response.status(), json)
    });
    assert_ne!(status.as_u16(), 500, "{method} {uri}: 500");
    if path.starts_with("/api/") && path != "/api/openapi.json" {
        assert!(json, "{method} {uri}: {status} without JSON");
    }
}

/// One router for every input (its job list persists, as in a server).
fn router() -> axum::Router {
    static ROUTER: std::sync::OnceLock<axum::Router> = std::sync::OnceLock::new();
    ROUTER
        .get_or_init(|| grundy_web::router(http_config()))
        .clone()
}

/// One runtime for every input.
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: std::sync::OnceLock<tokio::runtime::Runtime> = std::sync::OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("a tokio runtime")
    })
}

/// A fuzz target's check: it panics when its property fails.
pub type Check = fn(&[u8]);

/// The fuzz targets, by name (the folders of `fuzz/fuzz_targets/` and `fuzz/corpus/`),
/// with their function.
pub const TARGETS: &[(&str, Check)] = &[
    ("position", position),
    ("code", code),
    ("moves", moves),
    ("checkpoint", checkpoint),
    ("http", http),
    ("graph_text", graph_text),
    ("graph_binary", graph_binary),
    ("solver_checkpoint", solver_checkpoint),
    ("values_file", values_file),
    ("saved_quotient", saved_quotient),
    ("quotient_state", quotient_state),
];

/// One input of a seed corpus: its target, a file name, the bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seed {
    /// The target's name ([`TARGETS`]).
    pub target: &'static str,
    /// The file's name in `fuzz/corpus/<target>/`.
    pub name: String,
    /// The input.
    pub bytes: Vec<u8>,
}

/// The seed corpora committed under `fuzz/corpus/` (`cargo run -p grundy-fuzz --example
/// seed_corpus` writes them; a test checks they are there): the registry's examples and
/// other positions, codes (`0.137`, `4!.0`, `tb(…)`, named games, bad ones), moves
/// (`1 2`, `2: 1 1-2`, `#k`), valid checkpoints of each engine (whole files and payloads),
/// and a request of each route.
pub fn seeds() -> Vec<Seed> {
    let mut out = Vec::new();
    let mut add = |target: &'static str, name: &str, bytes: Vec<u8>| {
        let name: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        out.push(Seed {
            target,
            name,
            bytes,
        })
    };
    let examples: Vec<&str> = grundy::games::GAMES.iter().map(|g| g.example).collect();
    let positions = [
        "3 4 5",
        "kayles 10 + 3 4",
        "0.137 20 + grundy-game 7 + lasker 5 7",
        "moore(2) 1 2 4",
        "4!.0 12",
        "hex(0.F) 6",
        "tb(0.&16;) 5",
        "4.[3] 9",
        "bounded(3) 10 + allbut(1,2) 7",
        "123456789012345678901234567890 1",
        "sub(1,3,4) 7 + wythoff 3 5 + nim 2",
        "",
        "3 +",
        "sub() 5",
        "(((",
        "kayak 10 7",
    ];
    let positions: Vec<&str> = examples.iter().chain(&positions).copied().collect();
    let codes = [
        "0.137",
        "4!.0",
        "0.77",
        "0.07",
        "0.6",
        "4.7",
        "0.16",
        "0.106",
        "0.3033",
        "4.[3]",
        "hex(0.F)",
        "hex(0.8)",
        "tb(0.&16;)",
        "kayles",
        "dawson-kayles",
        "officers",
        "grundy-game",
        "treblecross",
        "lasker",
        "0.",
        "0.8",
        "1.2.3",
        "hex(0.G)",
    ];
    let moves = [
        "3 4 5\n1 2",
        "3 4 5\n#2",
        "3 4 5\n2: 1",
        "3 4 5\n1 -> 4",
        "3 4 5\n1 9",
        "kayles 10 7\n1 4-5",
        "kayles 10 7\n2 3",
        "kayles 10 + 3 4\n2: 1 1-2",
        "kayles 10 + 3 4\n1: 1 4-5",
        "sub(1,3,4) 7 5\n1 3",
        "sub(1,3,4) 7 5\n1 2",
        "moore(2) 1 2 4\n1 1 3 3",
        "wythoff 3 5\n1 2",
        "0.137 20 + grundy-game 7\n2: 1 3 4",
        "graph(edges.txt) 0 3\n1 -> 1",
        "x\n#1",
    ];
    for (target, texts) in [
        ("position", &positions[..]),
        ("code", &codes[..]),
        ("moves", &moves[..]),
    ] {
        for (i, text) in texts.iter().enumerate() {
            add(target, &format!("{i:02}-{text}"), text.as_bytes().to_vec());
        }
    }
    for (i, p) in examples.iter().enumerate() {
        add(
            "moves",
            &format!("ex{i:02}-{p}"),
            format!("{p}\n#1").into_bytes(),
        );
    }
    for (game, upto) in [
        ("kayles", 200),
        ("officers", 600),
        ("grundy-game", 300),
        ("0.137", 100),
        ("hex(0.F)", 40),
        ("0.[3]", 50),
    ] {
        let Some(ck) = run_checkpoint(game, upto) else {
            continue;
        };
        let file = ck.encode();
        add(
            "checkpoint",
            &format!("{game}-{upto}-file"),
            [&[0u8][..], &file].concat(),
        );
        add(
            "checkpoint",
            &format!("{game}-{upto}-payload"),
            [&[1u8][..], &file[HEADER_LEN..]].concat(),
        );
    }
    if let Some(ck) = windowed_checkpoint() {
        let file = ck.encode();
        add(
            "checkpoint",
            "windowed-kayles-payload",
            [&[1u8][..], &file[HEADER_LEN..]].concat(),
        );
    }
    add("checkpoint", "empty", vec![0]);
    let bodies: &[(usize, &str)] = &[
        (0, r#"{"position": "3 4 5"}"#),
        (
            0,
            r#"{"position": "kayles 10 + 3 4", "misere": true, "explain": true}"#,
        ),
        (
            0,
            r#"{"position": "0.137 20", "max_moves": 3, "all_moves": true}"#,
        ),
        (0, r#"{"position": "3 x"}"#),
        (0, r#"{"position": 5}"#),
        (0, "not json"),
        (1, r#"{"position": "3 4 5"}"#),
        (1, r#"{"position": "kayles 4 3", "misere": true}"#),
        (2, r#"{"position": "3 4 5", "move": "1 2"}"#),
        (2, r#"{"position": "kayles 10 7", "move": "1 4-5"}"#),
        (2, r#"{"position": "3 4 5", "move": "1 9"}"#),
        (3, "game=kayles&upto=300&period=true"),
        (3, "game=nim&upto=10"),
        (4, r#"{"game": "0.137", "upto": 500, "period": true}"#),
        (4, r#"{"game": "sub(1,3,4)", "upto": 99999999}"#),
        (5, r#"{"game": "officers", "upto": 1000}"#),
        (6, ""),
        (7, ""),
        (8, ""),
        (9, ""),
        (10, r#"{"position": "3 4 5"}"#),
        (11, "play.js"),
    ];
    for (i, (route, body)) in bodies.iter().enumerate() {
        let bytes = [&[*route as u8][..], body.as_bytes()].concat();
        add("http", &format!("{i:02}-{}", ROUTES[*route].1), bytes);
    }
    // Deep nesting: within the language's limit, just past it, and as deep as the
    // server's body limit lets a request go (that once overflowed the parser's stack).
    for (head, depth) in [
        ("selective(", 31),
        ("conjunctive(", 33),
        ("ordinal(", 40),
        ("selective(", 1700),
        ("selective(", MAX_TEXT / 12),
    ] {
        let nested = format!("{}3 1{}", head.repeat(depth), ")".repeat(depth));
        let name = format!("nested-{}-{depth}", head.trim_end_matches('('));
        let body = format!("{{\"position\": \"{nested}\"}}");
        add("position", &name, nested.into_bytes());
        add("http", &name, [&[0u8][..], body.as_bytes()].concat());
    }
    out.extend(files::seeds().into_iter().map(|(target, name, bytes)| {
        Seed {
            target,
            name: name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || c == '-' {
                        c
                    } else {
                        '_'
                    }
                })
                .collect(),
            bytes,
        }
    }));
    out
}

/// The checkpoint of `grundy seq GAME --upto UPTO`.
fn run_checkpoint(game: &str, upto: u64) -> Option<Checkpoint> {
    let (rule, name) = sequence::parse_rule(game).ok()?;
    let mut run = sequence::SequenceRun::new(rule, name).ok()?;
    let cancel = AtomicBool::new(false);
    while let Ok(Stop::Chunk { .. }) = run.step(upto, false, &mut |_| {}, &cancel) {}
    Checkpoint::of_run(&run)
}

/// A checkpoint whose sparse engine keeps only a prefix and a ring buffer (Kayles, 3000
/// values, the ring entered early).
fn windowed_checkpoint() -> Option<Checkpoint> {
    use grundy::heap::sparse::SparseConfig;
    let rule = HeapRule::parse("kayles").ok()?;
    let config = SparseConfig {
        window_after: Some(1024),
        min_prefix: 16,
        parallel: false,
        ..SparseConfig::default()
    };
    let mut engine = SparseEngine::with_config(rule.clone(), config).ok()?;
    engine
        .run_until(2999, &mut |_| {}, &AtomicBool::new(false))
        .ok()?;
    let kept = naive::sequence(&rule, 2999).ok()?;
    Some(Checkpoint {
        code: rule.to_string(),
        engine: engine.save_state(),
        histogram: grundy::heap::stats::Histogram::of(&kept),
        kept,
    })
}
