//! `/api/analyze`: the report's `notes` in the language asked for (`?lang=`,
//! `Accept-Language`), English by default; the other fields unchanged.

use crate::common;

use common::start;
use grundy_web::ServerConfig;
use serde_json::{json, Value};

async fn notes(addr: std::net::SocketAddr, path: &str, headers: &[(&str, &str)]) -> Value {
    common::post_json_with(
        addr,
        path,
        headers,
        &json!({"position": "fibonacci-nim 100000 1"}),
    )
    .await
}

#[tokio::test]
async fn the_notes_are_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    let en = notes(s.addr, "/api/analyze", &[]).await;
    let ru = notes(s.addr, "/api/analyze?lang=ru", &[]).await;
    let ko = notes(
        s.addr,
        "/api/analyze",
        &[("Accept-Language", "ko-KR,ko;q=0.9")],
    )
    .await;
    let vi = notes(s.addr, "/api/analyze?lang=vi", &[]).await;
    let first = |v: &Value| v["notes"][0].as_str().unwrap_or_default().to_string();
    assert!(
        first(&en).starts_with("the Grundy value is computed for heaps up to 4096"),
        "{en}"
    );
    assert!(
        first(&ru).starts_with("значение Гранди вычисляется только для куч до 4096"),
        "{ru}"
    );
    assert!(
        first(&ko).starts_with("그런디 수는 크기가 최대 4096인 무더기까지만"),
        "{ko}"
    );
    assert!(
        first(&vi).starts_with("giá trị Grundy chỉ được tính cho các đống tới 4096"),
        "{vi}"
    );
    for v in [&ru, &ko, &vi] {
        assert_eq!(v["outcome"], en["outcome"]);
        assert_eq!(v["winning_move_count"], en["winning_move_count"]);
        assert!(!first(v).contains("computed"), "{v}");
    }
    s.stop(std::time::Duration::from_secs(5)).await;
}
