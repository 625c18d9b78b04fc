//! The Practice page's refusals and a missing asset in the request's language (they were
//! English whatever the language): too many exercises, a level that does not exist, an
//! answer that is not a move, an asset that is not there. The status codes are as before.

use crate::common;

use common::{get, post, start};
use grundy_web::ServerConfig;
use serde_json::json;

/// Whether `s` holds Hangul, Cyrillic or Vietnamese letters.
fn letters(lang: &str, s: &str) -> bool {
    s.chars().any(|c| match lang {
        "ko" => ('\u{AC00}'..='\u{D7A3}').contains(&c),
        "ru" => ('\u{0400}'..='\u{04FF}').contains(&c),
        _ => ('\u{1EA0}'..='\u{1EF9}').contains(&c) || "àáãạảâăđêíìĩóòõôơúùũưýỳ".contains(c),
    })
}

#[tokio::test]
async fn practice_refusals_and_a_missing_asset_are_said_in_the_language() {
    let s = start(ServerConfig::default()).await;
    let cases = [
        ("/api/exercise", json!({"level": 1, "count": 1000}), 413),
        ("/api/exercise", json!({"level": 9}), 400),
        (
            "/api/exercise/check",
            json!({"position": "2 5", "answer": "9 9"}),
            422,
        ),
    ];
    for (path, body, status) in cases {
        let en = post(s.addr, path, body.clone()).await;
        assert_eq!(en.status, status, "{}", en.text());
        let en = en.error();
        for lang in ["ko", "ru", "vi"] {
            let a = post(s.addr, &format!("{path}?lang={lang}"), body.clone()).await;
            assert_eq!(a.status, status, "{}", a.text());
            let said = a.error();
            assert_ne!(said, en, "{lang}: {path} {body}");
            assert!(letters(lang, &said), "{lang}: {said}");
        }
    }
    let en = post(s.addr, "/api/exercise", json!({"level": 1, "count": 1000}))
        .await
        .error();
    assert_eq!(en, "1000 exercises: this server makes at most 20 at once");
    let ru = post(
        s.addr,
        "/api/exercise?lang=ru",
        json!({"level": 1, "count": 1000}),
    )
    .await
    .error();
    assert_eq!(
        ru,
        "упражнений: 1000, а этот сервер составляет не больше 20 за раз"
    );
    let missing = get(s.addr, "/assets/nope.js?lang=ko").await;
    assert_eq!(missing.status, 404);
    let ko = missing.error();
    assert!(ko.contains("/assets/nope.js") && letters("ko", &ko), "{ko}");
}
