//! Error answers in the request's language (`?lang=`, `Accept-Language`): the server's
//! own refusals (unknown route, no JSON body) and the library's (a refused misère
//! analysis, a game with no sequence); English when no language is asked for.

mod common;

use common::{post, request, request_with, start};
use grundy_web::ServerConfig;
use serde_json::json;

#[tokio::test]
async fn errors_answer_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    let ko = request(s.addr, "GET", "/no/such?lang=ko", None).await;
    assert_eq!(ko.status, 404);
    assert_eq!(ko.error(), "그런 페이지나 API 경로가 없습니다: /no/such");
    let en = request(s.addr, "GET", "/no/such", None).await;
    assert_eq!(en.error(), "no such page or API route: /no/such");

    let ru = request_with(
        s.addr,
        "POST",
        "/api/analyze",
        &[
            ("Content-Type", "application/json"),
            ("Accept-Language", "ru-RU,ru;q=0.9"),
        ],
        Some(b" "),
    )
    .await;
    assert_eq!(ru.status, 400);
    assert!(
        ru.error().starts_with("запросу нужно тело в JSON"),
        "{}",
        ru.error()
    );

    // Refused at once (0.02 s): two rulesets, so no quotient; Kayles is not tame.
    let body = json!({"position": "kayles 40 41 + sub(1,3) 50", "misere": true});
    let ko = post(s.addr, "/api/analyze?lang=ko", body.clone()).await;
    assert_eq!(ko.status, 422);
    assert!(
        ko.error().contains("미제르 플레이에는 합의 규칙이 없고"),
        "{}",
        ko.error()
    );
    let en = post(s.addr, "/api/analyze", body).await;
    assert!(
        en.error().contains("misère play has no sum rule"),
        "{}",
        en.error()
    );

    let vi = request(s.addr, "GET", "/api/sequence?game=nim&lang=vi", None).await;
    assert_eq!(vi.status, 400);
    let said = vi.error();
    assert!(
        said.starts_with("trò chơi không hợp lệ: nim: không có gì để tính"),
        "{said}"
    );
    s.stop(std::time::Duration::from_secs(5)).await;
}
