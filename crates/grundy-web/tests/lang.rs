//! The API and the pages in four languages: `?lang=` and `Accept-Language` change the
//! prose only; `/api/i18n` serves every page its labels and the language menu; every
//! label a page marks (`data-i18n`) is in the catalogue of every language.

use crate::common;

use common::{get, request_with, start};
use grundy_web::ServerConfig;
use serde_json::{json, Value};

async fn analyze(addr: std::net::SocketAddr, path: &str, headers: &[(&str, &str)]) -> Value {
    common::post_json_with(
        addr,
        path,
        headers,
        &json!({"position": "3 4 5", "explain": true}),
    )
    .await
}

#[tokio::test]
async fn analyze_answers_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    let en = analyze(s.addr, "/api/analyze", &[]).await;
    let ko = analyze(s.addr, "/api/analyze?lang=ko", &[]).await;
    let ru = analyze(
        s.addr,
        "/api/analyze",
        &[("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.5")],
    )
    .await;
    // ?lang= wins over the header.
    let vi = analyze(s.addr, "/api/analyze?lang=vi", &[("Accept-Language", "ru")]).await;
    assert_eq!(en["summary"]["moves"], "Winning moves (1)");
    assert_eq!(ko["summary"]["moves"], "필승 수 (1개)");
    assert_eq!(
        ru["explanation"][0]["title"],
        "Ним-сумма по столбцам (в двоичной записи)"
    );
    assert_eq!(
        vi["winning_moves"][0]["description"],
        "lấy 2 từ đống 1 (3 → 1)"
    );
    // Field names and values are the same in every language.
    for v in [&ko, &ru, &vi] {
        assert_eq!(v["outcome"], "N");
        assert_eq!(v["value"], 2);
        assert_eq!(v["reasoning"], en["reasoning"]);
        let mut a: Vec<&String> = v.as_object().unwrap().keys().collect();
        let mut b: Vec<&String> = en.as_object().unwrap().keys().collect();
        a.sort();
        b.sort();
        assert_eq!(a, b);
    }
    s.stop(std::time::Duration::from_secs(5)).await;
}

#[tokio::test]
async fn the_catalogue_of_the_pages() {
    let s = start(ServerConfig::default()).await;
    let page_ids = |html: &str| -> Vec<String> {
        html.split("data-i18n=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .map(str::to_string)
            .collect()
    };
    let mut ids = Vec::new();
    for page in ["/", "/play", "/sequence", "/quotient"] {
        let html = get(s.addr, page).await.text();
        let found = page_ids(&html);
        assert!(found.len() >= 8, "{page}: {found:?}");
        assert!(found.iter().any(|i| i == "page-nav-calculator"), "{page}");
        ids.extend(found);
    }
    for lang in ["en", "ko", "ru", "vi"] {
        let c = get(s.addr, &format!("/api/i18n?lang={lang}")).await.json();
        assert_eq!(c["lang"], lang);
        assert_eq!(c["languages"].as_array().unwrap().len(), 4);
        for id in &ids {
            assert!(c["messages"][id].is_string(), "{lang}: {id} missing");
        }
    }
    let c = get(s.addr, "/api/i18n?lang=ko").await.json();
    assert_eq!(c["messages"]["page-analyze"], "분석");
    // Without ?lang=: the browser's Accept-Language, else English.
    let a = request_with(
        s.addr,
        "GET",
        "/api/i18n",
        &[("Accept-Language", "vi-VN,vi;q=0.9")],
        None,
    )
    .await;
    assert_eq!(a.json()["lang"], "vi");
    assert_eq!(get(s.addr, "/api/i18n").await.json()["lang"], "en");
    s.stop(std::time::Duration::from_secs(5)).await;
}

#[tokio::test]
async fn refusals_in_the_language() {
    let s = start(ServerConfig::default()).await;
    let body = serde_json::to_vec(&json!({"position": "3 -4"})).unwrap();
    let a = request_with(
        s.addr,
        "POST",
        "/api/analyze?lang=ru",
        &[("Content-Type", "application/json")],
        Some(&body),
    )
    .await;
    assert!(
        a.error().starts_with("неверная позиция: размеры куч"),
        "{}",
        a.error()
    );
    // A game's own parse error, in the browser's language.
    let body = serde_json::to_vec(&json!({"position": "wythoff 3"})).unwrap();
    let a = request_with(
        s.addr,
        "POST",
        "/api/analyze",
        &[
            ("Content-Type", "application/json"),
            ("Accept-Language", "ko-KR,ko;q=0.9"),
        ],
        Some(&body),
    )
    .await;
    assert!(
        a.error()
            .contains("wythoff에는 무더기가 정확히 두 개 필요합니다"),
        "{}",
        a.error()
    );
    s.stop(std::time::Duration::from_secs(5)).await;
}

#[tokio::test]
async fn sequences_and_quotients_answer_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    let title = |v: &Value| v["explanation"][0]["title"].as_str().unwrap().to_string();
    let en: Value = get(s.addr, "/api/sequence?game=kayles&upto=20")
        .await
        .json();
    let ru: Value = get(s.addr, "/api/sequence?game=kayles&upto=20&lang=ru")
        .await
        .json();
    assert_eq!(title(&en), "kayles (0.77): G(n) for 0 ≤ n ≤ 20");
    assert_eq!(title(&ru), "kayles (0.77): G(n) при 0 ≤ n ≤ 20");
    assert_eq!(ru["values"], en["values"]);
    let body = serde_json::to_vec(&json!({"game": "kayles", "upto": 10, "lang": "vi"})).unwrap();
    let vi: Value = request_with(s.addr, "POST", "/api/sequence", &[], Some(&body))
        .await
        .json();
    assert_eq!(title(&vi), "kayles (0.77): G(n) với 0 ≤ n ≤ 10");
    let ko: Value = request_with(
        s.addr,
        "GET",
        "/api/quotient?ruleset=kayles&maxheap=30",
        &[("Accept-Language", "ko-KR,ko;q=0.9")],
        None,
    )
    .await
    .json();
    assert_eq!(title(&ko), "0.77의 미제르 몫");
    assert_eq!(ko["order"], 40);
    s.stop(std::time::Duration::from_secs(5)).await;
}
