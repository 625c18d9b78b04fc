//! Sequence jobs belong to whoever started them (Hardening II, F4): the answer that starts
//! a job carries a token, which cancelling it (`DELETE`) and leaving it (`POST …/leave`)
//! need; each client (an IP address) may run only some of the jobs at once and keeps only
//! some of them; and a stopped job's report stays until its owner leaves it or stops
//! reading it — other clients' jobs never push it out.

use crate::common;

use common::{request_from, start, Answer};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// How long a server may take to stop (its jobs stop with it; the test's runtime waits
/// for their threads).
const STOP: Duration = Duration::from_secs(10);

fn client(n: u8) -> IpAddr {
    IpAddr::from([127, 0, 0, n])
}

/// Starts a job from `from`.
async fn start_job(from: IpAddr, addr: SocketAddr, body: Value) -> Answer {
    let body = serde_json::to_vec(&body).unwrap();
    request_from(from, addr, "POST", "/api/sequence/jobs", &[], Some(&body)).await
}

/// Starts a job from `from` that runs for many seconds (Officers to 16 million); its id
/// and token.
async fn long_job(from: IpAddr, addr: SocketAddr) -> (String, String) {
    let a = start_job(from, addr, json!({"game": "officers", "upto": 16_000_000})).await;
    assert_eq!(a.status, 202, "{}", a.text());
    id_and_token(&a)
}

fn id_and_token(a: &Answer) -> (String, String) {
    let view = a.json();
    let id = view["id"].as_str().expect("an id").to_string();
    let token = view["token"]
        .as_str()
        .unwrap_or_else(|| panic!("the answer that starts a job has its token: {view}"))
        .to_string();
    (id, token)
}

/// `GET` of a job's view, from `from`, with `headers`.
async fn read(
    from: IpAddr,
    addr: SocketAddr,
    id: &str,
    query: &str,
    headers: &[(&str, &str)],
) -> Answer {
    let path = format!("/api/sequence/jobs/{id}{query}");
    request_from(from, addr, "GET", &path, headers, None).await
}

/// The owner's look at its job (with its token, without the report).
async fn peek(addr: SocketAddr, id: &str, token: &str) -> Value {
    let a = read(
        client(1),
        addr,
        id,
        "?result=false",
        &[("X-Job-Token", token)],
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    a.json()
}

/// Waits until the job has stopped; its view without the report.
async fn stopped(addr: SocketAddr, id: &str) -> Value {
    for _ in 0..1500 {
        let view = read(client(9), addr, id, "?result=false", &[]).await.json();
        if view["status"] != "running" {
            return view;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("job {id} did not stop");
}

/// A job of `game` up to `upto` from `from`, run to its end: its id and token.
async fn finished_job(from: IpAddr, addr: SocketAddr, game: &str, upto: u64) -> (String, String) {
    let a = start_job(
        from,
        addr,
        json!({"game": game, "upto": upto, "period": false}),
    )
    .await;
    assert_eq!(a.status, 202, "{}", a.text());
    let (id, token) = id_and_token(&a);
    assert_eq!(stopped(addr, &id).await["status"], "done");
    (id, token)
}

#[tokio::test]
async fn only_the_owner_may_cancel_or_leave_its_job() {
    let config = ServerConfig {
        job_leave_grace: Duration::from_millis(200),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (owner, other) = (client(1), client(2));
    let (id, token) = long_job(owner, s.addr).await;
    assert_eq!(token.len(), 32, "128 bits in hex: {token}");
    assert!(token.bytes().all(|b| b.is_ascii_hexdigit()), "{token}");
    let (id2, token2) = long_job(other, s.addr).await;
    assert_ne!(token, token2);
    let path = format!("/api/sequence/jobs/{id}");
    let leave = format!("{path}/leave");
    let wrong = "0".repeat(32);
    // Another client, or the owner's address without the token, with a wrong one, or
    // with another job's: 403, and the job runs on.
    let refused: [(IpAddr, &[(&str, &str)]); 5] = [
        (other, &[]),
        (owner, &[]),
        (other, &[("X-Job-Token", &wrong)]),
        (owner, &[("X-Job-Token", &token[..31])]),
        (other, &[("X-Job-Token", &token2)]),
    ];
    for (from, headers) in refused {
        let a = request_from(from, s.addr, "DELETE", &path, headers, None).await;
        assert_eq!(a.status, 403, "DELETE {headers:?}: {}", a.text());
        assert!(a.error().contains("X-Job-Token"), "{}", a.text());
        let a = request_from(from, s.addr, "POST", &leave, headers, None).await;
        assert_eq!(a.status, 403, "leave {headers:?}: {}", a.text());
        a.error();
    }
    // The refusal is in the reader's language.
    let ko = request_from(
        other,
        s.addr,
        "DELETE",
        &format!("{path}?lang=ko"),
        &[],
        None,
    )
    .await;
    assert_eq!(ko.status, 403);
    assert_eq!(
        ko.error(),
        grundy::i18n::message(
            grundy::Lang::Ko,
            "web-job-forbidden",
            &[("id", id.clone().into())]
        )
    );
    tokio::time::sleep(Duration::from_millis(400)).await;
    // Anyone may watch a job; nobody but its starter sees its token.
    let view = read(other, s.addr, &id, "?result=false", &[]).await;
    assert_eq!(view.status, 200, "{}", view.text());
    let view = view.json();
    assert_eq!(view["status"], "running", "{view}");
    assert!(view.get("token").is_none(), "{view}");
    // A wrong token on a read is refused too (a page that lost its job learns it).
    let a = read(owner, s.addr, &id, "", &[("X-Job-Token", &wrong)]).await;
    assert_eq!(a.status, 403, "{}", a.text());
    // The token is the proof, whatever the address: the owner leaves (204) and cancels.
    let mine = [("X-Job-Token", token.as_str())];
    let a = request_from(other, s.addr, "POST", &leave, &mine, None).await;
    assert_eq!(a.status, 204, "{}", a.text());
    let a = request_from(owner, s.addr, "DELETE", &path, &mine, None).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(a.json()["status"], "cancelled");
    // The other client's job was never touched.
    assert_eq!(peek(s.addr, &id2, &token2).await["status"], "running");
    // The OpenAPI document says how.
    let doc = common::get(s.addr, "/api/openapi.json").await.json();
    for (path, method) in [
        ("/api/sequence/jobs/{id}", "delete"),
        ("/api/sequence/jobs/{id}/leave", "post"),
    ] {
        let op = &doc["paths"][path][method];
        assert!(op["responses"]["403"].is_object(), "{method} {path}");
        let token = op["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == "X-Job-Token")
            .unwrap_or_else(|| panic!("{method} {path}: no X-Job-Token"));
        assert_eq!(
            (token["in"].as_str(), token["required"].as_bool()),
            (Some("header"), Some(true))
        );
    }
    let started = &doc["components"]["schemas"]["Job"]["properties"]["token"];
    assert!(started["description"].is_string());
    assert!(s.stop(STOP).await, "the server stops, and its jobs with it");
}

#[tokio::test]
async fn a_job_is_kept_alive_by_its_owner_only() {
    let config = ServerConfig {
        job_idle_timeout: Duration::from_millis(1500),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (kept, kept_token) = long_job(client(1), s.addr).await;
    let (watched, _) = long_job(client(2), s.addr).await;
    // The owner of one polls it; a stranger polls the other (as the job's id is no
    // secret). Only the owner's polls count. The polls go on longer than the idle
    // timeout (2.5 s of 50 ms pauses against 1.5 s), which leaves a loaded machine
    // room between two polls (a timeout of 300 ms did not).
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(peek(s.addr, &kept, &kept_token).await["status"], "running");
        let a = read(client(3), s.addr, &watched, "?result=false", &[]).await;
        assert_eq!(a.status, 200, "{}", a.text());
    }
    assert_eq!(stopped(s.addr, &watched).await["status"], "abandoned");
    assert_eq!(peek(s.addr, &kept, &kept_token).await["status"], "running");
    assert!(s.stop(STOP).await, "the server stops, and its jobs with it");
}

#[tokio::test]
async fn one_client_cannot_hold_every_job_slot() {
    // The defaults: two jobs at once on the server, one a client.
    let s = start(ServerConfig::default()).await;
    let (greedy, other, third) = (client(1), client(2), client(3));
    let (first, token) = long_job(greedy, s.addr).await;
    // The greedy client's second job is refused: this client's limit.
    for _ in 0..20 {
        let a = start_job(
            greedy,
            s.addr,
            json!({"game": "kayles", "upto": 10_000_000}),
        )
        .await;
        assert_eq!(a.status, 429, "{}", a.text());
        assert!(a.error().contains("this client"), "{}", a.text());
    }
    // Another client still gets the other slot.
    let (_, _) = long_job(other, s.addr).await;
    // A third waits for the server's limit.
    let a = start_job(third, s.addr, json!({"game": "kayles", "upto": 10_000_000})).await;
    assert_eq!(a.status, 429, "{}", a.text());
    assert!(a.error().contains("running"), "{}", a.text());
    // Once its job is cancelled, the greedy client may start another.
    let path = format!("/api/sequence/jobs/{first}");
    let a = request_from(
        greedy,
        s.addr,
        "DELETE",
        &path,
        &[("X-Job-Token", &token)],
        None,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let a = start_job(
        greedy,
        s.addr,
        json!({"game": "kayles", "upto": 10_000_000}),
    )
    .await;
    assert_eq!(a.status, 202, "{}", a.text());
    // The refusal in the client's language.
    let body = serde_json::to_vec(&json!({"game": "kayles", "upto": 1000, "lang": "ru"})).unwrap();
    let a = request_from(
        greedy,
        s.addr,
        "POST",
        "/api/sequence/jobs",
        &[],
        Some(&body),
    )
    .await;
    assert_eq!(a.status, 429);
    assert_eq!(
        a.error(),
        grundy::i18n::message(
            grundy::Lang::Ru,
            "web-client-jobs",
            &[("most", 1u64.into())]
        )
    );
    assert!(s.stop(STOP).await, "the server stops, and its jobs with it");
}

#[tokio::test]
async fn other_clients_jobs_never_forget_a_finished_result() {
    let s = start(ServerConfig::default()).await;
    let (victim, busy) = (client(1), client(2));
    let (kept, _) = finished_job(victim, s.addr, "kayles", 1000).await;
    // Forty short jobs of another client, one after the other.
    let mut theirs = Vec::new();
    for n in 0..40 {
        theirs.push(finished_job(busy, s.addr, "0.137", 100 + n).await.0);
    }
    let a = read(busy, s.addr, &kept, "", &[]).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(a.json()["result"]["values"].as_array().unwrap().len(), 1001);
    // The busy client keeps its own last ones; its oldest went to make room.
    let a = read(busy, s.addr, &theirs[0], "", &[]).await;
    assert_eq!(a.status, 404, "{}", a.text());
    let a = read(busy, s.addr, &theirs[39], "", &[]).await;
    assert_eq!(a.status, 200, "{}", a.text());
}

#[tokio::test]
async fn other_clients_reports_never_push_a_report_out_of_memory() {
    // Each report of 30,001 values holds about 150 KB (Kayles), 180 KB (Dawson's
    // chess) or 350 KB (Officers): not all three fit in 600 KB.
    let config = ServerConfig {
        job_results_budget: 600_000,
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (victim, busy) = (client(1), client(2));
    let (kept, _) = finished_job(victim, s.addr, "kayles", 30_000).await;
    let (first, _) = finished_job(busy, s.addr, "0.137", 30_000).await;
    let (second, token) = finished_job(busy, s.addr, "officers", 30_000).await;
    // The victim's report is the least recently read, yet it stays: the busy client's
    // own oldest made room.
    let a = read(victim, s.addr, &kept, "", &[]).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(
        a.json()["result"]["values"].as_array().unwrap().len(),
        30_001
    );
    let a = read(busy, s.addr, &first, "", &[]).await;
    assert_eq!(a.status, 410, "{}", a.text());
    let a = read(busy, s.addr, &second, "", &[("X-Job-Token", &token)]).await;
    assert_eq!(a.status, 200, "{}", a.text());
}

#[tokio::test]
async fn a_stopped_job_is_kept_until_its_owner_leaves_or_stops_reading() {
    let config = ServerConfig {
        job_result_expiry: Duration::from_millis(600),
        job_idle_timeout: Duration::from_millis(300),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let owner = client(1);
    let (read_by_owner, token) = finished_job(owner, s.addr, "kayles", 500).await;
    let (read_by_others, _) = finished_job(owner, s.addr, "kayles", 600).await;
    // Twice the expiry: the owner's reads keep one, a stranger's do not keep the other.
    for _ in 0..12 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        peek(s.addr, &read_by_owner, &token).await;
        let _ = read(client(2), s.addr, &read_by_others, "?result=false", &[]).await;
    }
    let a = read(owner, s.addr, &read_by_others, "", &[]).await;
    assert_eq!(a.status, 404, "{}", a.text());
    let a = read(owner, s.addr, &read_by_owner, "", &[]).await;
    assert_eq!(a.status, 200, "{}", a.text());
    // Its owner leaves it: forgotten after the idle timeout unless read again.
    let leave = format!("/api/sequence/jobs/{read_by_owner}/leave");
    let mine = [("X-Job-Token", token.as_str())];
    let a = request_from(owner, s.addr, "POST", &leave, &mine, None).await;
    assert_eq!(a.status, 204, "{}", a.text());
    tokio::time::sleep(Duration::from_millis(500)).await;
    let a = read(owner, s.addr, &read_by_owner, "", &[]).await;
    assert_eq!(a.status, 404, "{}", a.text());
}
