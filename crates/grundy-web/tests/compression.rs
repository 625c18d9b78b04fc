//! Responses are compressed (gzip, brotli) when the client accepts it: pages, assets and
//! JSON; the content is the same.

mod common;

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
