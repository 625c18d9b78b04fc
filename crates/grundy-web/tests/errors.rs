//! Error answers in the request's language (`?lang=`, `Accept-Language`): the server's
//! own refusals (unknown route, no JSON body) and the library's (a refused misère
//! analysis, a game with no sequence); English when no language is asked for.

use crate::common;

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

#[tokio::test]
async fn a_deeply_nested_position_is_refused_and_the_server_lives_on() {
    // 1 700 levels of brackets (18.7 KB) overflowed a server thread's stack and aborted
    // the process; 4 000 levels still fit in the body limit (64 KiB). Each route that reads a
    // position refuses it by its depth, and the server answers the next request.
    let s = start(ServerConfig::default()).await;
    for depth in [1_700usize, 4_000] {
        for head in ["selective", "conjunctive", "ordinal"] {
            let position = format!(
                "{}3 1{}",
                format!("{head}(").repeat(depth),
                ")".repeat(depth)
            );
            for (path, body) in [
                ("/api/analyze", json!({ "position": position })),
                ("/api/move", json!({ "position": position })),
                (
                    "/api/play",
                    json!({ "position": position, "move": "1 -> 0" }),
                ),
                (
                    "/api/exercise/check",
                    json!({ "position": position, "answer": "N" }),
                ),
            ] {
                let a = post(s.addr, path, body).await;
                assert!(
                    a.status == 400 || a.status == 422,
                    "{path} {head} {depth}: {}",
                    a.status
                );
                assert!(
                    a.error().contains(&format!("brackets nested {depth} deep")),
                    "{path}: {}",
                    a.error()
                );
            }
        }
    }
    let a = post(s.addr, "/api/analyze", json!({"position": "3 4 5"})).await;
    assert_eq!(a.status, 200);
}
