//! The pages and their files, embedded in the binary: the server reads no files, so no
//! path can reach outside this fixed table.

use crate::error::ApiError;
use crate::{AppState, ServerConfig};
use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The embedded files: name, content type, content.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../assets/style.css"),
    ),
    (
        "common.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/common.js"),
    ),
    (
        "boards.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/boards.js"),
    ),
    (
        "calculator.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/calculator.js"),
    ),
    (
        "play.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/play.js"),
    ),
    (
        "practice.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/practice.js"),
    ),
    (
        "sequence.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/sequence.js"),
    ),
    (
        "quotient.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/quotient.js"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_str!("../assets/favicon.svg"),
    ),
];

/// The OpenAPI 3 document of the API.
pub const OPENAPI: &str = include_str!("../assets/openapi.json");

fn page(html: String) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

/// `/`: the calculator, with every game of the registry and its example (a link that
/// analyses it), and the presets.
pub(crate) async fn calculator() -> Response {
    let games: String = grundy::games::GAMES
        .iter()
        .map(|g| {
            let example = match grundy::parse_position(g.example) {
                Ok(_) => format!(
                    "<a href=\"/?position={}\"><code>{}</code></a>",
                    escape(&query(g.example)),
                    escape(g.example)
                ),
                Err(_) => format!("<code>{}</code>", escape(g.example)),
            };
            format!(
                "<li>{example} — <span data-i18n=\"{}\">{}</span></li>\n",
                escape(g.about_id),
                escape(&g.about())
            )
        })
        .collect();
    let html = include_str!("../assets/calculator.html")
        .replace("<!-- games -->", &games)
        .replace("<!-- presets -->", &presets(false));
    page(html)
}

/// `/play`: a game against the computer, with a preset for every game of the library's
/// registry whose example needs no file, and every worked example. (How to type a move —
/// the forms of the notation the game on the board reads and moves of its position as
/// typed — comes with each position, `typing` in the API's answers.)
pub(crate) async fn play() -> Response {
    let html = include_str!("../assets/play.html").replace("<!-- presets -->", &presets(true));
    page(html)
}

/// One `<option>` per registered game whose example needs no file — its example,
/// labelled with its name — then one per worked example of the registry, labelled with
/// what it shows. The first is selected when `select_first`.
fn presets(select_first: bool) -> String {
    let runnable = |p: &str| grundy::parse_position(p).is_ok();
    let option = |(value, label): &(&str, String), selected: bool| {
        let selected = if selected { " selected" } else { "" };
        format!(
            "<option value=\"{}\"{selected}>{}</option>\n",
            escape(value),
            escape(label)
        )
    };
    let plain: String = grundy::games::GAMES
        .iter()
        .filter(|g| runnable(g.example))
        .map(|g| {
            // "kayles 4 3" names its game; "3 4 5" is labelled "nim: 3 4 5".
            let label = if g.example.starts_with(g.names[0]) {
                g.example.to_string()
            } else {
                format!("{}: {}", g.names[0], g.example)
            };
            (g.example, label)
        })
        .enumerate()
        .map(|(i, o)| option(&o, select_first && i == 0))
        .collect();
    let worked: String = grundy::games::GAMES
        .iter()
        .flat_map(|g| g.examples.iter())
        .filter(|(p, _)| runnable(p))
        .map(|&(p, id)| {
            // The label is the position and what it shows; the page puts the words in
            // the reader's language (`data-i18n-suffix`, the catalogue's `example-…`).
            let what = grundy::i18n::message(grundy::Lang::En, id, &[]);
            format!(
                "<option value=\"{}\" data-i18n-suffix=\"{}\" data-i18n-prefix=\"{} — \">{}</option>\n",
                escape(p),
                escape(id),
                escape(p),
                escape(&format!("{p} — {what}"))
            )
        })
        .collect();
    format!(
        "<optgroup label=\"Each game\" data-i18n-label=\"page-each-game\">\n{plain}</optgroup>\n<optgroup label=\"Worked examples\" data-i18n-label=\"page-worked-examples\">\n{worked}</optgroup>\n"
    )
}

/// `text` as a URL query value (spaces as `+`, everything else outside letters, digits
/// and `-_.` percent-encoded).
fn query(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b' ' => "+".to_string(),
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// `text` safe inside HTML text and double-quoted attributes.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The games a sequence or a quotient can be asked for: the named heap games and every
/// registered game whose example has a nim-sequence, as `<option>`s, and the first.
fn ruleset_options() -> (String, String) {
    let named = grundy::heap::rule::ALIASES
        .iter()
        .map(|(name, _)| name.to_string());
    let registered = grundy::games::GAMES.iter().filter_map(|g| {
        let position = grundy::parse_position(g.example).ok()?;
        let c = position.components.first()?;
        c.sequence_rule().map(|_| c.name())
    });
    let mut games: Vec<String> = named.chain(registered).collect();
    games.dedup();
    let options: String = games
        .iter()
        .map(|g| format!("<option value=\"{}\">", escape(g)))
        .collect();
    (options, escape(&games[0]))
}

/// `/sequence`: the nim-sequence explorer.
pub(crate) async fn sequence() -> Response {
    let (options, first) = ruleset_options();
    let html = include_str!("../assets/sequence.html")
        .replace("<!-- sequence games -->", &options)
        .replace("{{default-game}}", &first);
    page(html)
}

/// `/quotient`: a ruleset's misère quotient (presentation, P-portion, Φ).
pub(crate) async fn quotient() -> Response {
    let (options, first) = ruleset_options();
    let html = include_str!("../assets/quotient.html")
        .replace("<!-- sequence games -->", &options)
        .replace("{{default-game}}", &first);
    page(html)
}

/// `/practice`: exercises by level with a score; the games and levels offered are the
/// library's (`grundy::exercise`).
pub(crate) async fn practice() -> Response {
    let games: String = grundy::exercise::exercise_games()
        .iter()
        .map(|g| format!("<option value=\"{}\">{}</option>\n", escape(g), escape(g)))
        .collect();
    let levels: String = grundy::exercise::LEVELS
        .map(|l| {
            format!(
                "<option value=\"{l}\" data-i18n-suffix=\"exercise-level-{l}\" data-i18n-prefix=\"{l}: \">{l}: {}</option>\n",
                escape(&grundy::exercise::level_about(l))
            )
        })
        .collect();
    let html = include_str!("../assets/practice.html")
        .replace("<!-- games -->", &games)
        .replace("<!-- levels -->", &levels);
    page(html)
}

/// `/assets/{name}`: one of the embedded files, by exact name.
pub(crate) async fn asset(Path(name): Path<String>) -> Result<Response, ApiError> {
    let (_, kind, body) = ASSETS.iter().find(|(n, _, _)| *n == name).ok_or_else(|| {
        ApiError::message(
            StatusCode::NOT_FOUND,
            "web-not-found",
            vec![("path", format!("/assets/{name}").into())],
        )
    })?;
    Ok((
        [
            (header::CONTENT_TYPE, *kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        *body,
    )
        .into_response())
}

/// `/api/openapi.json`: the document with this server's limits.
pub(crate) async fn openapi(State(state): State<Arc<AppState>>) -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        state.openapi.clone(),
    )
        .into_response()
}

/// A number as the document's words write it: `16,777,215`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// One limit of the server in the document: the default the file holds, the server's.
struct Limit {
    /// The JSON pointer of a `maximum` in the document.
    maximum: Option<&'static str>,
    /// The JSON pointers of descriptions that say the default in words (`1,000`).
    words: &'static [&'static str],
    /// The default, as the file has it.
    default: u64,
    /// This server's.
    value: u64,
}

/// The limits of `config` where the document states them.
fn limits(config: &ServerConfig) -> Vec<Limit> {
    let defaults = ServerConfig::default();
    let n = |v: usize| v as u64;
    vec![
        Limit {
            maximum: Some("/components/schemas/SequenceRequest/properties/upto/maximum"),
            words: &[
                "/components/schemas/SequenceRequest/properties/upto/description",
                "/paths/~1api~1sequence/get/parameters/1/description",
            ],
            default: defaults.max_sequence_upto,
            value: config.max_sequence_upto,
        },
        Limit {
            maximum: Some("/paths/~1api~1sequence/get/parameters/1/schema/maximum"),
            words: &[],
            default: defaults.max_sequence_upto,
            value: config.max_sequence_upto,
        },
        Limit {
            maximum: Some("/components/schemas/JobRequest/properties/upto/maximum"),
            words: &["/components/schemas/JobRequest/properties/upto/description"],
            default: defaults.max_job_upto,
            value: config.max_job_upto,
        },
        Limit {
            maximum: Some("/paths/~1api~1sequence~1jobs~1{id}/get/parameters/1/schema/maximum"),
            words: &["/paths/~1api~1sequence~1jobs~1{id}/get/parameters/1/description"],
            default: defaults.large_result_values,
            value: config.large_result_values,
        },
        Limit {
            maximum: None,
            words: &["/components/schemas/AnalyzeRequest/properties/position/description"],
            default: n(defaults.max_heaps),
            value: n(config.max_heaps),
        },
        Limit {
            maximum: None,
            words: &["/components/schemas/AnalyzeRequest/properties/max_moves/description"],
            default: n(defaults.max_moves),
            value: n(config.max_moves),
        },
    ]
}

/// The OpenAPI document ([`OPENAPI`]) with the limits of `config` in place of the
/// defaults it holds, and the pointers of the document where a limit was not found (none:
/// a unit test holds the table to the file).
fn document_with(config: &ServerConfig) -> (serde_json::Value, Vec<&'static str>) {
    let mut doc: serde_json::Value = match serde_json::from_str(OPENAPI) {
        Ok(doc) => doc,
        Err(_) => {
            return (
                serde_json::Value::Null,
                vec!["(the document does not read)"],
            )
        }
    };
    let mut missing = Vec::new();
    for limit in limits(config) {
        if let Some(pointer) = limit.maximum {
            match doc.pointer_mut(pointer) {
                Some(v) if v.as_u64() == Some(limit.default) => *v = limit.value.into(),
                _ => missing.push(pointer),
            }
        }
        let (from, to) = (grouped(limit.default), grouped(limit.value));
        for &pointer in limit.words {
            match doc.pointer_mut(pointer) {
                Some(serde_json::Value::String(text)) if text.contains(&from) => {
                    *text = text.replacen(&from, &to, 1);
                }
                _ => missing.push(pointer),
            }
        }
    }
    (doc, missing)
}

/// The OpenAPI document served by a server with `config`: its limits (maxima, the heaps
/// of a position, …) are the server's own.
pub(crate) fn openapi_document(config: &ServerConfig) -> String {
    let (doc, missing) = document_with(config);
    debug_assert!(
        missing.is_empty(),
        "limits not found in the document: {missing:?}"
    );
    if doc.is_null() {
        return OPENAPI.to_string();
    }
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| OPENAPI.to_string())
}

/// Headers on every answer: no sniffing, no framing, scripts and styles only from here.
pub(crate) async fn security_headers(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    );
    response
}

#[cfg(test)]
mod document_tests {
    use super::*;

    #[test]
    fn every_limit_of_the_table_is_found_in_the_document() {
        let (_, missing) = document_with(&ServerConfig::default());
        assert!(missing.is_empty(), "{missing:?}");
        let config = ServerConfig {
            max_sequence_upto: 1234,
            max_job_upto: 5_000_000,
            large_result_values: 77,
            max_heaps: 9,
            max_moves: 3,
            ..ServerConfig::default()
        };
        let (doc, missing) = document_with(&config);
        assert!(missing.is_empty(), "{missing:?}");
        let upto = &doc["components"]["schemas"]["JobRequest"]["properties"]["upto"];
        assert_eq!(upto["maximum"], 5_000_000);
        assert!(upto["description"].as_str().unwrap().contains("5,000,000"));
        assert_eq!(grouped(16_777_215), "16,777,215");
        assert_eq!(grouped(100), "100");
    }
}
