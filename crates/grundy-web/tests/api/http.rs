//! The HTTP surface: the OpenAPI document's routes, JSON errors for bad requests,
//! 413 and 422 at the limits, 404 for unknown routes and traversal, pages and assets
//! served from the binary.

use crate::common;

use common::{get, post, request, start};
use grundy_web::ServerConfig;
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn the_openapi_document_lists_every_route() {
    let s = start(ServerConfig::default()).await;
    let a = get(s.addr, "/api/openapi.json").await;
    assert_eq!(a.status, 200);
    assert_eq!(a.header("content-type"), Some("application/json"));
    let doc = a.json();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    assert!(doc["info"]["title"].is_string() && doc["info"]["version"].is_string());
    let paths = doc["paths"].as_object().unwrap();
    for (path, methods) in [
        ("/api/analyze", &["post"][..]),
        ("/api/move", &["post"]),
        ("/api/play", &["post"]),
        ("/api/sequence", &["get", "post"]),
        ("/api/sequence/jobs", &["post"]),
        ("/api/sequence/jobs/{id}", &["get", "delete"]),
        ("/api/sequence/jobs/{id}/leave", &["post"]),
        ("/api/openapi.json", &["get"]),
    ] {
        for m in methods {
            assert!(paths[path][m]["responses"].is_object(), "{m} {path}");
        }
    }
    // Every $ref points at a schema that exists.
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let text = a.text();
    for r in text.split("\"$ref\": \"#/components/schemas/").skip(1) {
        let name = &r[..r.find('"').unwrap()];
        assert!(schemas.contains_key(name), "missing schema {name}");
    }
}

#[tokio::test]
async fn bad_requests_get_json_errors() {
    let s = start(ServerConfig::default()).await;
    let raw = |body: &'static str| request(s.addr, "POST", "/api/analyze", Some(body.as_bytes()));
    for (body, want) in [
        ("{\"position\":", "EOF"),
        ("not json", "expected"),
        ("", "needs a JSON body"),
        ("{}", "missing field `position`"),
        ("{\"position\": 345}", "invalid type"),
        ("{\"position\": \"3\", \"colour\": 1}", "unknown field"),
        ("[1,2,3]", "invalid type"),
    ] {
        let a = raw(body).await;
        assert_eq!(a.status, 400, "{body}: {}", a.text());
        let e = a.error();
        assert!(e.contains(want), "{body}: {e}");
    }
    for (position, want) in [
        ("3 -4", "column 3"),
        ("", "empty position"),
        ("foo(1) 3", "foo"),
        ("graph(/etc/passwd) 0", "reading files is not available"),
        // Why, and what works instead.
        (
            "graph(edges.txt) 0 3",
            "works only in the command-line tool",
        ),
        ("graph(edges.txt) 0 3", "node-kayles(0-1 1-2)"),
        ("3 + + 4", "'+'"),
    ] {
        let a = post(s.addr, "/api/analyze", json!({ "position": position })).await;
        assert_eq!(a.status, 400, "{position}: {}", a.text());
        let e = a.error();
        assert!(
            e.starts_with("bad position") && e.contains(want),
            "{position}: {e}"
        );
    }
    // Heap sizes of more than 10,000 digits (the library's limit).
    let a = post(
        s.addr,
        "/api/analyze",
        json!({ "position": "9".repeat(10_001) }),
    )
    .await;
    assert_eq!(a.status, 400);
    assert!(a.error().contains("digits"));
    // Misère search the library refuses rather than guesses.
    let a = post(s.addr, "/api/analyze", json!({"position": "sub(1,3,4) 90 91 92 93 94 95 96 97 98 99 + kayles 60 61 62 63", "misere": true})).await;
    assert_eq!(a.status, 422, "{}", a.text());
    assert!(a.error().contains("misère"));
    // Bad sequence requests.
    let a = get(s.addr, "/api/sequence?game=nim").await;
    assert_eq!(a.status, 400);
    assert!(a.error().contains("nothing to compute"));
    let a = get(s.addr, "/api/sequence?game=kayles&upto=ten").await;
    assert_eq!(a.status, 400);
    a.error();
    let a = get(s.addr, "/api/sequence").await;
    assert_eq!(a.status, 400);
    a.error();
}

#[tokio::test]
async fn limits_answer_413() {
    let s = start(ServerConfig::default()).await;
    // Too many heaps.
    let heaps = vec!["1"; 1001].join(" ");
    let a = post(s.addr, "/api/analyze", json!({ "position": heaps })).await;
    assert_eq!(a.status, 413);
    assert!(a.error().contains("1001 heaps"));
    // A body over 64 KiB.
    let big = format!("{{\"position\": \"{}\"}}", "1 ".repeat(40_000));
    let a = request(s.addr, "POST", "/api/analyze", Some(big.as_bytes())).await;
    assert_eq!(a.status, 413, "{}", a.text());
    a.error();
    // A sequence over the limit of the direct route.
    let a = get(s.addr, "/api/sequence?game=kayles&upto=100001").await;
    assert_eq!(a.status, 413);
    assert!(a.error().contains("/api/sequence/jobs"));
}

#[tokio::test]
async fn a_computation_over_the_time_limit_gets_422() {
    let config = ServerConfig {
        compute_timeout: Duration::from_millis(50),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let started = std::time::Instant::now();
    // Three-heap moves: the naive engine, far slower than 50 ms for 100,000 values.
    let a = get(s.addr, "/api/sequence?game=hex%280.8%29&upto=100000").await;
    assert_eq!(a.status, 422, "{}", a.text());
    assert!(a.error().contains("longer than"));
    assert!(started.elapsed() < Duration::from_secs(5));
    // The server still answers.
    let a = post(s.addr, "/api/analyze", json!({"position": "3 4 5"})).await;
    assert_eq!(a.status, 200);
}

#[tokio::test]
async fn unknown_routes_and_traversal_attempts_are_404() {
    let s = start(ServerConfig::default()).await;
    for path in [
        "/nope",
        "/api/nope",
        "/../../etc/passwd",
        "/assets/../../Cargo.toml",
        "/assets/..%2f..%2fCargo.toml",
        "/assets/%2e%2e/%2e%2e/etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/%2e%2e%2f%2e%2e%2fsrc%2flib.rs",
        "/assets/style.css/../../../etc/passwd",
        "/assets/",
        "/assets/lib.rs",
        "/assets/....//....//etc/passwd",
        "/static/../Cargo.toml",
        "//etc/passwd",
    ] {
        let a = get(s.addr, path).await;
        assert!(a.status == 404 || a.status == 400, "{path}: {}", a.status);
        let e = a.error();
        let body = a.text();
        assert!(
            !body.contains("root:") && !body.contains("[package]") && !body.contains("pub fn"),
            "{path}: {e}"
        );
    }
    let a = request(s.addr, "PUT", "/api/analyze", Some(b"{}")).await;
    assert_eq!(a.status, 405);
    assert!(a.error().contains("PUT"));
    let a = get(s.addr, "/api/analyze").await;
    assert_eq!(a.status, 405);
    a.error();
}

#[tokio::test]
async fn pages_and_assets_are_served_from_the_binary() {
    let s = start(ServerConfig::default()).await;
    for (path, kind, needle) in [
        ("/", "text/html", "Calculator"),
        ("/play", "text/html", "Play against the computer"),
        ("/sequence", "text/html", "nim-sequence"),
        ("/assets/style.css", "text/css", "--ink"),
        ("/assets/common.js", "text/javascript", "api"),
        ("/assets/calculator.js", "text/javascript", "/api/analyze"),
        ("/assets/play.js", "text/javascript", "/api/play"),
        (
            "/assets/sequence.js",
            "text/javascript",
            "/api/sequence/jobs",
        ),
        ("/assets/favicon.svg", "image/svg+xml", "<svg"),
    ] {
        let a = get(s.addr, path).await;
        assert_eq!(a.status, 200, "{path}");
        assert!(
            a.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
        assert!(a.text().contains(needle), "{path}");
        assert_eq!(a.header("x-content-type-options"), Some("nosniff"));
        assert!(a
            .header("content-security-policy")
            .unwrap()
            .contains("default-src 'self'"));
    }
    // No page loads anything from elsewhere.
    for path in ["/", "/play", "/sequence"] {
        let html = get(s.addr, path).await.text();
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{path}"
        );
    }
}
