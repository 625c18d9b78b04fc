//! Sequence jobs in the language asked for: the report's words in the language the job
//! was started in (a body's "lang", `?lang=`, Accept-Language), the refusals of its
//! routes in the reader's; the values and field names the same in every language.

use crate::common;

use common::{request_with, start};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::time::Duration;

/// Starts a job of Kayles up to 60 with `headers` and `body_lang`, and waits for its view
/// with the report.
async fn finished_job(
    addr: std::net::SocketAddr,
    headers: &[(&str, &str)],
    body_lang: Option<&str>,
) -> Value {
    let mut body = json!({"game": "kayles", "upto": 60});
    if let Some(l) = body_lang {
        body["lang"] = json!(l);
    }
    let body = serde_json::to_vec(&body).unwrap();
    let created = request_with(
        addr,
        "POST",
        "/api/sequence/jobs",
        &[&[("Content-Type", "application/json")], headers].concat(),
        Some(&body),
    )
    .await;
    assert_eq!(created.status, 202, "{}", created.text());
    let id = created.json()["id"].as_str().unwrap().to_string();
    for _ in 0..500 {
        let view: Value = request_with(addr, "GET", &format!("/api/sequence/jobs/{id}"), &[], None)
            .await
            .json();
        if view["status"] != "running" {
            return view;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("job {id} never finished");
}

#[tokio::test]
async fn a_jobs_report_and_refusals_are_in_the_language_asked_for() {
    let s = start(ServerConfig::default()).await;
    let title = |v: &Value| {
        v["result"]["explanation"][0]["title"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let en = finished_job(s.addr, &[], None).await;
    let ru = finished_job(s.addr, &[("Accept-Language", "ru-RU,ru;q=0.9")], None).await;
    let vi = finished_job(s.addr, &[("Accept-Language", "ru")], Some("vi")).await;
    assert_eq!(title(&en), "kayles (0.77): G(n) for 0 ≤ n ≤ 60");
    assert_eq!(title(&ru), "kayles (0.77): G(n) при 0 ≤ n ≤ 60");
    assert_eq!(title(&vi), "kayles (0.77): G(n) với 0 ≤ n ≤ 60");
    assert_eq!(ru["status"], "done");
    assert_eq!(ru["result"]["values"], en["result"]["values"]);

    // A job that is not there: the reader's language.
    let missing = request_with(
        s.addr,
        "GET",
        "/api/sequence/jobs/999999?lang=ko",
        &[],
        None,
    )
    .await;
    assert_eq!(missing.status, 404);
    assert!(
        missing.error().starts_with("수열 작업 없음: \"999999\""),
        "{}",
        missing.text()
    );
    let missing = request_with(
        s.addr,
        "DELETE",
        "/api/sequence/jobs/999999",
        &[("Accept-Language", "vi-VN")],
        None,
    )
    .await;
    assert!(missing
        .error()
        .starts_with("không có tác vụ dãy \"999999\""));
    let en_missing = request_with(s.addr, "GET", "/api/sequence/jobs/999999", &[], None).await;
    assert!(en_missing.error().starts_with("no sequence job \"999999\""));
    s.stop(Duration::from_secs(5)).await;
}
