//! The JSON routes read only `application/json` (Hardening II, F6). A web page on any
//! site may make a browser POST `text/plain`, `application/x-www-form-urlencoded` or
//! `multipart/form-data` anywhere without asking first (no CORS preflight); only such
//! requests could reach the server from a foreign page, and they are refused with a 415
//! before anything is computed or started.

use crate::common;

use common::{get, request_with, start};
use grundy::Lang;
use grundy_web::ServerConfig;
use serde_json::json;

/// Every route that reads a JSON body, with a body it accepts.
fn routes() -> Vec<(&'static str, serde_json::Value)> {
    vec![
        ("/api/analyze", json!({"position": "3 4 5"})),
        ("/api/move", json!({"position": "3 4 5"})),
        ("/api/play", json!({"position": "3 4 5", "move": "1 1"})),
        ("/api/exercise", json!({"level": 1})),
        (
            "/api/exercise/check",
            json!({"position": "3 4 5", "answer": "P"}),
        ),
        ("/api/sequence", json!({"game": "kayles", "upto": 20})),
        ("/api/sequence/jobs", json!({"game": "kayles", "upto": 20})),
    ]
}

/// What a foreign page can send without a preflight, and other types that are not JSON.
const NOT_JSON: &[&str] = &[
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/json",
    "application/jsonp",
    "application/json-patch+json",
    "application/json, text/plain",
    "",
];

#[tokio::test]
async fn json_routes_refuse_every_other_content_type() {
    let s = start(ServerConfig::default()).await;
    let mut jobs = 0;
    for (route, body) in routes() {
        let body = serde_json::to_vec(&body).unwrap();
        for &kind in NOT_JSON {
            let a = request_with(
                s.addr,
                "POST",
                route,
                &[("Content-Type", kind)],
                Some(&body),
            )
            .await;
            assert_eq!(a.status, 415, "{route} {kind:?}: {}", a.text());
            let e = a.error();
            assert!(
                e.contains("Content-Type: application/json"),
                "{route} {kind:?}: {e}"
            );
        }
        // No Content-Type at all.
        let head = format!(
            "POST {route} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        let a = common::raw(s.addr, &[head.as_bytes(), &body].concat()).await;
        assert_eq!(a.status, 415, "{route} without a type: {}", a.text());
        assert!(a.error().contains("Content-Type: application/json"));
        // JSON, with or without parameters, in any case.
        for kind in [
            "application/json",
            "application/json; charset=utf-8",
            "Application/JSON;charset=UTF-8",
        ] {
            let a = request_with(
                s.addr,
                "POST",
                route,
                &[("Content-Type", kind)],
                Some(&body),
            )
            .await;
            // (A second job while the first runs is over this client's limit: 429.)
            assert!(
                [200, 202, 429].contains(&a.status),
                "{route} {kind:?}: {}",
                a.text()
            );
            jobs += usize::from(a.status == 202);
        }
    }
    // The refused job requests started nothing: the jobs are the accepted ones.
    assert!(jobs >= 1);
    for id in 1..=jobs {
        let path = format!("/api/sequence/jobs/{id}");
        assert_eq!(get(s.addr, &path).await.status, 200);
    }
    let next = format!("/api/sequence/jobs/{}", jobs + 1);
    assert_eq!(get(s.addr, &next).await.status, 404);
    // Routes without a body do not ask for a type (GET, DELETE, leave).
    assert_eq!(
        get(s.addr, "/api/sequence?game=kayles&upto=5").await.status,
        200
    );
}

#[tokio::test]
async fn the_refusal_says_what_to_send_in_the_request_s_language() {
    let s = start(ServerConfig::default()).await;
    let body = br#"{"position": "3 4 5"}"#;
    for lang in Lang::ALL {
        let a = request_with(
            s.addr,
            "POST",
            "/api/analyze",
            &[
                ("Content-Type", "text/plain"),
                ("Accept-Language", lang.code()),
            ],
            Some(body),
        )
        .await;
        assert_eq!(a.status, 415);
        assert_eq!(
            a.error(),
            grundy::i18n::message(lang, "web-content-type", &[("given", "text/plain".into())]),
            "{lang}"
        );
        let head = format!(
            "POST /api/analyze?lang={} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
            lang.code(),
            body.len()
        );
        let a = common::raw(s.addr, &[head.as_bytes(), body].concat()).await;
        assert_eq!(a.status, 415);
        assert_eq!(
            a.error(),
            grundy::i18n::message(lang, "web-rejection-content-type", &[]),
            "{lang}"
        );
    }
}
