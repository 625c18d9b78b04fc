//! The pages and their files, embedded in the binary: the server reads no files, so no
//! path can reach outside this fixed table.

use crate::error::ApiError;
use axum::extract::Path;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

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
        "sequence.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/sequence.js"),
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

/// `/`: the calculator, with every game of the registry and its example.
pub(crate) async fn calculator() -> Response {
    let games: String = grundy::games::GAMES
        .iter()
        .map(|g| {
            format!(
                "<li><code>{}</code> — {}</li>\n",
                escape(g.example),
                escape(g.about)
            )
        })
        .collect();
    let html = include_str!("../assets/calculator.html").replace("<!-- games -->", &games);
    page(html)
}

/// `/play`: a game against the computer, with a preset for every game of the library's
/// registry whose example needs no file.
pub(crate) async fn play() -> Response {
    let notation: Vec<String> = grundy::play::NOTATION
        .iter()
        .map(|(form, meaning)| format!("<code>{}</code> {}", escape(form), escape(meaning)))
        .collect();
    let html = include_str!("../assets/play.html")
        .replace("<!-- presets -->", &presets())
        .replace("<!-- notation -->", &notation.join(" · "));
    page(html)
}

/// One `<option>` per registered game: its example, labelled with its name.
fn presets() -> String {
    grundy::games::GAMES
        .iter()
        .filter(|g| grundy::parse_position(g.example).is_ok())
        .enumerate()
        .map(|(i, g)| {
            // "kayles 4 3" names its game; "3 4 5" is labelled "nim: 3 4 5".
            let label = if g.example.starts_with(g.names[0]) {
                g.example.to_string()
            } else {
                format!("{}: {}", g.names[0], g.example)
            };
            format!(
                "<option value=\"{}\"{}>{}</option>\n",
                escape(g.example),
                if i == 0 { " selected" } else { "" },
                escape(&label)
            )
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

/// `/sequence`: the nim-sequence explorer, offering the named heap games and every
/// registered game whose example is a game with a nim-sequence.
pub(crate) async fn sequence() -> Response {
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
    let html = include_str!("../assets/sequence.html")
        .replace("<!-- sequence games -->", &options)
        .replace("{{default-game}}", &escape(&games[0]));
    page(html)
}

/// `/assets/{name}`: one of the embedded files, by exact name.
pub(crate) async fn asset(Path(name): Path<String>) -> Result<Response, ApiError> {
    let (_, kind, body) = ASSETS
        .iter()
        .find(|(n, _, _)| *n == name)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "no such file"))?;
    Ok((
        [
            (header::CONTENT_TYPE, *kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        *body,
    )
        .into_response())
}

/// `/api/openapi.json`.
pub(crate) async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], OPENAPI).into_response()
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
