//! The golden record of the JSON API: the status and the body of the server's answer to
//! some two thousand requests — `POST /api/analyze` (both conventions, each language, with
//! the words and boards the pages ask for, and without), `/api/move`, `/api/play` (a
//! position and one of its legal moves, taken from the analysis), `/api/exercise/check`
//! (that move, and "P") — over positions of every game of the registry, sums of two
//! games and positions the server refuses; recorded in `tests/golden/api.tsv` (a hash and
//! a length per request). The test fails on any answer that is not the one recorded, and
//! on any request missing from the record or not in it.
//!
//! The requests are sent one after another, in the order of the record, to one server;
//! the library's caches (nim-sequences with a proved period, misère quotients) carry over
//! from request to request as in any long-lived server. Positions go from small sizes to
//! large, so that a misère quotient remembered from an earlier request is never one for
//! larger heaps than the request itself needs.
//!
//! After a change that is meant to change the answers, the record is written again with
//!
//! ```text
//! GRUNDY_BLESS=1 cargo test --release -p grundy-web --test tests golden::
//! ```

use crate::common;

use common::{post, start, Answer};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::time::Duration;

/// The record: one line per request, `path body status bytes hash`.
const RECORD: &str = "tests/golden/api.tsv";

/// How many differing answers a failure shows in full.
const SHOWN: usize = 5;

/// The languages, as `?lang=` names them.
const LANGS: [&str; 4] = ["en", "ko", "ru", "vi"];

/// Worked examples of the registry asked about under normal play only: under misère
/// play each takes from a tenth of a second to a second.
const SLOW_MISERE: &[&str] = &[
    "caterpillar(20) 2 5 6 9 14 16 19",
    "strip 5 10 14 16 22",
    "tartan(turtles,ruler) 3 4",
];

/// Positions the server refuses, each for its own reason.
const REFUSED: &[&str] = &[
    "",
    "3 4 x",
    "-1",
    "kayls 3",
    "sub(0) 5",
    "0.8 4",
    "wythoff 1 2 3",
    "poker(1,1,1) 1 2 + 3",
    "cram(..|...)",
    "lines(3,=)",
    "graph(edges.txt) 0 3",
    "(3 4 5",
];

/// The positions, from small sizes to large: every game's example and worked examples,
/// each also with all its heaps of 1 and with heaps of 2, 3, 4, … (when it has heaps);
/// sums of the examples of two games next to each other in the registry; refused
/// positions.
fn positions() -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    let mut seen = HashSet::new();
    let mut add = |p: String| {
        if seen.insert(p.clone()) {
            list.push(p);
        }
    };
    let games = grundy::games::GAMES;
    for spec in games {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|(e, _)| *e));
        for example in examples {
            add(example.to_string());
            if grundy::parse_position(example).is_err() {
                continue;
            }
            let (head, sizes) = split(example);
            if !sizes.is_empty() {
                let ones: Vec<String> = sizes.iter().map(|_| "1".to_string()).collect();
                let rising: Vec<String> = (2..)
                    .take(sizes.len())
                    .map(|n: u32| n.to_string())
                    .collect();
                for sizes in [ones, rising] {
                    add(format!("{head} {}", sizes.join(" ")).trim().to_string());
                }
            }
        }
    }
    for pair in games.windows(2) {
        add(format!("{} + {}", pair[0].example, pair[1].example));
    }
    for refused in REFUSED {
        add(refused.to_string());
    }
    list.sort_by_key(|p| largest_size(p));
    list
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

/// The largest size written in `position`: of its heaps (the numbers outside brackets),
/// else of any number in it; 0 if none.
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

/// The 64-bit FNV-1a hash of `bytes`: every change of one byte changes it.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// One request and its answer.
struct Exchange {
    path: String,
    body: Value,
    answer: Answer,
}

impl Exchange {
    /// The request as the record writes it: the path and the body.
    fn key(&self) -> String {
        format!("{}\t{}", self.path, self.body)
    }

    /// The record's columns for the answer: status, length, hash.
    fn columns(&self) -> String {
        let body = &self.answer.body;
        format!(
            "{}\t{}\t{:016x}",
            self.answer.status,
            body.len(),
            fnv1a(body)
        )
    }
}

/// A legal move in the answer of `/api/analyze` with `explain`: the `n`th play of the
/// boards (counted round all of them), if there is one.
fn a_move(analysis: &Value, n: usize) -> Option<String> {
    let plays: Vec<&str> = analysis["pieces"]
        .as_array()?
        .iter()
        .flat_map(|board| board["plays"].as_array().into_iter().flatten())
        .filter_map(|play| play["text"].as_str())
        .collect();
    (!plays.is_empty()).then(|| plays[n % plays.len()].to_string())
}

/// The server with limits no request of the record meets: no refusal for being busy or
/// slow, whatever the machine.
fn config() -> ServerConfig {
    ServerConfig {
        compute_timeout: Duration::from_secs(600),
        max_concurrent_computations: 64,
        max_computations_per_client: 64,
        ..ServerConfig::default()
    }
}

#[tokio::test]
async fn api_answers_what_was_recorded() {
    let s = start(config()).await;
    let mut exchanges: Vec<Exchange> = Vec::new();
    for (i, position) in positions().iter().enumerate() {
        let lang = LANGS[i % LANGS.len()];
        let conventions: &[bool] = if SLOW_MISERE.contains(&position.as_str()) {
            &[false]
        } else {
            &[false, true]
        };
        let mut send = async |path: String, body: Value| {
            let answer = post(s.addr, &path, body.clone()).await;
            exchanges.push(Exchange { path, body, answer });
            exchanges
                .last()
                .and_then(|e| serde_json::from_slice::<Value>(&e.answer.body).ok())
                .unwrap_or_default()
        };
        let mut played = None;
        for &misere in conventions {
            for l in LANGS {
                let body = json!({"position": position, "misere": misere, "explain": true});
                let analysis = send(format!("/api/analyze?lang={l}"), body).await;
                if !misere && l == "en" {
                    played = a_move(&analysis, i);
                }
            }
            let body = json!({"position": position, "misere": misere});
            send("/api/analyze".to_string(), body.clone()).await;
            send(format!("/api/move?lang={lang}"), body).await;
        }
        if let Some(m) = played {
            for &misere in conventions {
                let body = json!({"position": position, "move": m, "misere": misere});
                send(format!("/api/play?lang={lang}"), body).await;
            }
            let body = json!({"position": position, "misere": false, "answer": m});
            send(format!("/api/exercise/check?lang={lang}"), body).await;
        }
        let body = json!({"position": position, "misere": false, "answer": "P"});
        send(format!("/api/exercise/check?lang={lang}"), body).await;
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORD);
    if std::env::var_os("GRUNDY_BLESS").is_some() {
        let mut text = String::from(
            "# grundy-web, golden record of the JSON API: path, request body, status, bytes, \
             FNV-1a 64 of the answer's body. Written by \
             `GRUNDY_BLESS=1 cargo test --release -p grundy-web --test tests golden::`.\n",
        );
        for e in &exchanges {
            let _ = writeln!(text, "{}\t{}", e.key(), e.columns());
        }
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folder");
        std::fs::write(&path, text).expect("write the record");
        return;
    }
    let text = std::fs::read_to_string(&path).expect("the record (bless it first)");
    let mut expected: BTreeMap<String, String> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let fields: Vec<&str> = l.split('\t').collect();
            (fields.len() == 5).then(|| (fields[..2].join("\t"), fields[2..].join("\t")))
        })
        .collect();
    let mut differ = Vec::new();
    let mut new = Vec::new();
    for e in &exchanges {
        match expected.remove(&e.key()) {
            Some(columns) if columns == e.columns() => {}
            Some(columns) => differ.push((e, columns)),
            None => new.push(e.key()),
        }
    }
    let mut report = String::new();
    for (e, columns) in differ.iter().take(SHOWN) {
        let _ = writeln!(
            report,
            "--- {}\nrecorded {columns}, now {}:\n{}",
            e.key(),
            e.columns(),
            e.answer.text()
        );
    }
    for key in new.iter().take(SHOWN) {
        let _ = writeln!(report, "--- not in the record: {key}");
    }
    for key in expected.keys().take(SHOWN) {
        let _ = writeln!(report, "--- recorded, no longer sent: {key}");
    }
    assert!(
        differ.is_empty() && new.is_empty() && expected.is_empty(),
        "{report}\n{} of {} answers differ, {} requests are not in the record, {} recorded \
         are no longer sent (GRUNDY_BLESS=1 cargo test --release -p grundy-web --test tests \
         golden:: writes the record again)",
        differ.len(),
        exchanges.len(),
        new.len(),
        expected.len()
    );
}
