//! Responses are compressed (gzip, brotli) when the client accepts it: pages, assets and
//! JSON; the content is the same.

use crate::common;

use common::{request_with, start};
use grundy_web::ServerConfig;
use std::io::Read;

fn gunzip(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(body)
        .read_to_end(&mut out)
        .expect("gzip");
    out
}

fn unbrotli(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli_decompressor::Decompressor::new(body, 4096)
        .read_to_end(&mut out)
        .expect("brotli");
    out
}

#[tokio::test]
async fn pages_assets_and_json_are_compressed_when_asked() {
    let s = start(ServerConfig::default()).await;
    let analysis = br#"{"position": "1 2 3 4 5 6 7 8 9 10 11 12", "explain": true}"#;
    let cases: [(&str, &str, Option<&[u8]>); 5] = [
        ("GET", "/", None),
        ("GET", "/play", None),
        ("GET", "/assets/style.css", None),
        ("GET", "/api/openapi.json", None),
        ("POST", "/api/analyze", Some(analysis)),
    ];
    for (method, path, body) in cases {
        let plain = request_with(s.addr, method, path, &[], body).await;
        assert_eq!(plain.status, 200, "{path}");
        assert_eq!(plain.header("content-encoding"), None, "{path}");
        for (encoding, decode) in [("gzip", gunzip as fn(&[u8]) -> Vec<u8>), ("br", unbrotli)] {
            let packed =
                request_with(s.addr, method, path, &[("Accept-Encoding", encoding)], body).await;
            assert_eq!(packed.status, 200, "{path}");
            assert_eq!(packed.header("content-encoding"), Some(encoding), "{path}");
            assert_eq!(packed.header("content-type"), plain.header("content-type"));
            assert!(packed.body.len() < plain.body.len(), "{path} {encoding}");
            assert_eq!(decode(&packed.body), plain.body, "{path} {encoding}");
        }
    }
    // Errors too are JSON, compressed or not.
    let a = request_with(
        s.addr,
        "GET",
        "/nowhere",
        &[("Accept-Encoding", "gzip")],
        None,
    )
    .await;
    assert_eq!(a.status, 404);
    let text = String::from_utf8(match a.header("content-encoding") {
        Some("gzip") => gunzip(&a.body),
        _ => a.body.clone(),
    })
    .unwrap();
    assert!(text.contains("no such page"), "{text}");
}

/// The one answer with a secret — the start of a sequence job, with its token — is never
/// compressed and never stored (it is under 1 KiB anyway; `lib.rs`'s unit test
/// `answers_with_a_secret_are_never_compressed` checks a longer one).
#[tokio::test]
async fn the_answer_with_a_job_s_token_is_never_compressed() {
    let s = start(ServerConfig::default()).await;
    let body = br#"{"game": "sub(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32)", "upto": 10}"#;
    for encoding in ["gzip", "br", "gzip, br"] {
        let a = request_with(
            s.addr,
            "POST",
            "/api/sequence/jobs",
            &[("Accept-Encoding", encoding)],
            Some(body),
        )
        .await;
        assert_eq!(a.status, 202, "{}", a.text());
        assert_eq!(a.header("content-encoding"), None);
        assert_eq!(a.header("cache-control"), Some("no-store"));
        let view: serde_json::Value = serde_json::from_slice(&a.body).unwrap();
        assert!(view["token"].is_string(), "{view}");
        // The job's own view, without the token, is compressed as usual.
        let path = format!("/api/sequence/jobs/{}", view["id"].as_str().unwrap());
        for _ in 0..500 {
            let v = request_with(s.addr, "GET", &path, &[], None).await.json();
            if v["status"] != "running" {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        let read = request_with(s.addr, "GET", &path, &[("Accept-Encoding", encoding)], None).await;
        assert_eq!(read.status, 200);
        assert!(read.header("content-encoding").is_some(), "{path}");
    }
}
