//! Sequence jobs through the API: progress, the end, cancelling, their bounds, jobs
//! abandoned by their owner, reports streamed to slow readers and kept within the
//! memory budget.

use super::sequence::with_words;
use crate::common;

use common::{get, post, request, request_with, start, Answer};
use grundy::sequence::{compute, parse_game};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[tokio::test]
async fn sequence_jobs_report_progress_finish_and_cancel() {
    let s = start(ServerConfig::default()).await;
    let a = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": 3000, "period": false}),
    )
    .await;
    assert_eq!(a.status, 202, "{}", a.text());
    let id = a.json()["id"].as_str().unwrap().to_string();
    let view = wait_for_job(s.addr, &id, 500).await;
    assert_eq!(view["status"], "done", "{view}");
    assert_eq!(view["fraction"], 1.0);
    let (rule, name) = parse_game("kayles").unwrap();
    let expected = compute(rule, name, 3000, false, &AtomicBool::new(false)).unwrap();
    assert_eq!(view["result"], with_words(expected));

    // A long run: progress, then cancel keeps what was computed.
    let a = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": 10000000}),
    )
    .await;
    let id = a.json()["id"].as_str().unwrap().to_string();
    let token = a.json()["token"].as_str().unwrap().to_string();
    let mut computed = 0;
    for _ in 0..500 {
        computed = get(s.addr, &format!("/api/sequence/jobs/{id}"))
            .await
            .json()["computed"]
            .as_u64()
            .unwrap();
        if computed > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(computed > 0, "progress is reported");
    // Cancelled by its owner: the token of the answer that started it.
    let a = request_with(
        s.addr,
        "DELETE",
        &format!("/api/sequence/jobs/{id}"),
        &[("X-Job-Token", &token)],
        None,
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let view = a.json();
    assert_eq!(view["status"], "cancelled", "{view}");
    let result = &view["result"];
    assert_eq!(result["computed"], view["computed"]);
    assert_eq!(
        result["values"].as_array().unwrap().len() as u64,
        result["computed"].as_u64().unwrap()
    );

    let a = get(s.addr, "/api/sequence/jobs/999999").await;
    assert_eq!(a.status, 404);
    a.error();
    let a = get(s.addr, "/api/sequence/jobs/..%2f..%2fetc%2fpasswd").await;
    assert_eq!(a.status, 404);
    a.error();
}

#[tokio::test]
async fn sequence_jobs_are_bounded() {
    let config = ServerConfig {
        max_running_jobs: 1,
        job_time_limit: Duration::from_millis(300),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let a = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": 10000000}),
    )
    .await;
    assert_eq!(a.status, 202);
    let id = a.json()["id"].as_str().unwrap().to_string();
    // A second job is refused while the first runs.
    let b = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "0.137", "upto": 1000}),
    )
    .await;
    assert_eq!(b.status, 429, "{}", b.text());
    assert!(b.error().contains("running"));
    // N over the limit.
    let c = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": 1u64 << 40}),
    )
    .await;
    assert_eq!(c.status, 413);
    c.error();
    // The time limit stops the first, keeping its values.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let view = wait_for_job(s.addr, &id, 200).await;
    assert_eq!(view["status"], "timed_out", "{view}");
    assert!(view["result"]["computed"].as_u64().unwrap() > 0);
}

/// Starts a job that runs for many seconds (Officers to 16 million); returns its id and
/// its token.
async fn start_long_job(addr: std::net::SocketAddr) -> (String, String) {
    let a = post(
        addr,
        "/api/sequence/jobs",
        json!({"game": "officers", "upto": 16_000_000}),
    )
    .await;
    assert_eq!(a.status, 202, "{}", a.text());
    id_and_token(&a)
}

/// The id and the token of the answer that started a job.
fn id_and_token(a: &Answer) -> (String, String) {
    let view = a.json();
    let field = |name: &str| view[name].as_str().unwrap().to_string();
    (field("id"), field("token"))
}

/// The view of a job without its report, as anyone may read it.
async fn peek(addr: std::net::SocketAddr, id: &str) -> Value {
    let a = get(addr, &format!("/api/sequence/jobs/{id}?result=false")).await;
    assert_eq!(a.status, 200, "{}", a.text());
    a.json()
}

/// [`peek`] by the job's owner, as the page that started it polls it (which keeps it).
async fn poll(addr: std::net::SocketAddr, id: &str, token: &str) -> Value {
    let path = format!("/api/sequence/jobs/{id}?result=false");
    let a = request_with(addr, "GET", &path, &[("X-Job-Token", token)], None).await;
    assert_eq!(a.status, 200, "{}", a.text());
    a.json()
}

#[tokio::test]
async fn a_job_nobody_polls_is_abandoned() {
    let config = ServerConfig {
        job_idle_timeout: Duration::from_millis(200),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (id, token) = start_long_job(s.addr).await;
    // Polled by its owner every 50 ms, it runs well past the idle timeout.
    for _ in 0..12 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let view = poll(s.addr, &id, &token).await;
        assert_eq!(view["status"], "running", "{view}");
        assert!(view["result"].is_null());
    }
    // Left alone, it stops with what it computed.
    tokio::time::sleep(Duration::from_millis(400)).await;
    let view = wait_for_job(s.addr, &id, 500).await;
    assert_eq!(view["status"], "abandoned", "{view}");
    assert!(view["result"]["computed"].as_u64().unwrap() > 0, "{view}");
    assert_eq!(view["result"]["upto"], 16_000_000);
}

#[tokio::test]
async fn a_page_that_leaves_ends_its_job_unless_it_comes_back() {
    let config = ServerConfig {
        job_leave_grace: Duration::from_millis(150),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (id, token) = start_long_job(s.addr).await;
    let leave = format!("/api/sequence/jobs/{id}/leave");
    let mine = [("X-Job-Token", token.as_str())];
    // A reload: the page leaves, and the new page polls the job again at once.
    let a = request_with(s.addr, "POST", &leave, &mine, None).await;
    assert_eq!(a.status, 204, "{}", a.text());
    for _ in 0..8 {
        let view = poll(s.addr, &id, &token).await;
        assert_eq!(view["status"], "running", "{view}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The page is closed: nobody comes back.
    request_with(s.addr, "POST", &leave, &mine, None).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let view = wait_for_job(s.addr, &id, 500).await;
    assert_eq!(view["status"], "abandoned", "{view}");
    // Unknown jobs.
    let a = request(s.addr, "POST", "/api/sequence/jobs/77/leave", None).await;
    assert_eq!(a.status, 404);
    a.error();
    let a = get(s.addr, &format!("/api/sequence/jobs/{id}?result=maybe")).await;
    assert_eq!(a.status, 400);
    a.error();
}

/// Runs a job to its end; returns its id and its token.
async fn finished_job(addr: std::net::SocketAddr, game: &str, upto: u64) -> (String, String) {
    let a = post(
        addr,
        "/api/sequence/jobs",
        json!({"game": game, "upto": upto, "period": false}),
    )
    .await;
    assert_eq!(a.status, 202, "{}", a.text());
    let (id, token) = id_and_token(&a);
    for _ in 0..1000 {
        if peek(addr, &id).await["status"] != "running" {
            return (id, token);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("job {id} did not finish");
}

/// A reader that asks for `path`, reads the head of the answer and then stops reading,
/// with a small receive buffer: the server cannot hand it the whole body.
async fn stalled_reader(
    addr: std::net::SocketAddr,
    path: &str,
) -> (tokio::net::TcpStream, Vec<u8>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut stream = socket.connect(addr).await.unwrap();
    let head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    while !got.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut buf).await.unwrap();
        assert!(
            n > 0,
            "the server closed: {}",
            String::from_utf8_lossy(&got)
        );
        got.extend_from_slice(&buf[..n]);
    }
    (stream, got)
}

#[tokio::test]
async fn large_reports_are_streamed_a_few_at_a_time() {
    let config = ServerConfig {
        large_result_values: 1000,
        max_large_downloads: 1,
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (id, _) = finished_job(s.addr, "kayles", 3_000_000).await;
    let path = format!("/api/sequence/jobs/{id}");
    // One reader holds the only slot and reads nothing more.
    let (reader, head) = stalled_reader(s.addr, &path).await;
    let head = String::from_utf8_lossy(&head).to_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-length: "), "{head}");
    // The next one is told to come back; small answers still go through.
    let a = get(s.addr, &path).await;
    assert_eq!(a.status, 503, "{}", a.text());
    assert!(a.error().contains("too many large sequence reports"));
    assert_eq!(peek(s.addr, &id).await["status"], "done");
    // The stalled reader goes away: its slot is free again, and the report whole.
    drop(reader);
    let mut a = get(s.addr, &path).await;
    for _ in 0..100 {
        if a.status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
        a = get(s.addr, &path).await;
    }
    assert_eq!(a.status, 200, "{}", a.text());
    let view = a.json();
    assert_eq!(
        view["result"]["values"].as_array().unwrap().len(),
        3_000_001
    );
    let (rule, name) = parse_game("kayles").unwrap();
    let expected = compute(rule, name, 3_000_000, false, &AtomicBool::new(false)).unwrap();
    assert_eq!(view["result"], with_words(expected));
}

/// The page's view of a long job: the first values (`?values=K`) and the chart's pixel
/// columns, never every value (a 16 M-value job sent 7 MB of values to draw a solid block).
#[tokio::test]
async fn a_job_s_chart_comes_without_its_values() {
    let s = start(ServerConfig::default()).await;
    let (id, _) = finished_job(s.addr, "kayles", 3_000_000).await;
    let a = get(s.addr, &format!("/api/sequence/jobs/{id}?values=2100")).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert!(a.text().len() < 200_000, "{} bytes", a.text().len());
    let r = &a.json()["result"];
    assert_eq!(r["computed"], 3_000_001);
    assert_eq!(r["values"].as_array().unwrap().len(), 2100);
    assert_eq!(r["values"][11], 6);
    let chart = &r["chart"];
    assert_eq!(
        (chart["first"].as_u64(), chart["last"].as_u64()),
        (Some(0), Some(3_000_000))
    );
    let columns = chart["columns"].as_array().unwrap();
    assert_eq!(columns.len(), 1000);
    // Each column spans 3,000 heap sizes: Kayles' common values 1, 2, 4, 7, 8 (past
    // the preperiod) as runs, the rare ones only in the first column.
    assert_eq!(columns[500]["common"], json!([[1, 2], [4, 4], [7, 8]]));
    assert_eq!(columns[500]["rare"], json!([]));
    assert_eq!(columns[0]["rare"], json!([[0, 0], [3, 3], [5, 6]]));
    let a = get(s.addr, &format!("/api/sequence/jobs/{id}?values=100000000")).await;
    assert_eq!(a.status, 400, "{}", a.text());
}

#[tokio::test]
async fn a_reader_that_stalls_is_cut_off() {
    let config = ServerConfig {
        large_result_values: 1000,
        max_large_downloads: 1,
        download_stall_timeout: Duration::from_millis(200),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (id, _) = finished_job(s.addr, "kayles", 3_000_000).await;
    let path = format!("/api/sequence/jobs/{id}");
    let (mut reader, head) = stalled_reader(s.addr, &path).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    // The slot went to the next reader, who gets it all.
    let a = get(s.addr, &path).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let length: usize = a.header("content-length").unwrap().parse().unwrap();
    assert_eq!(a.body.len(), length);
    // The stalled one, reading at last, finds its answer cut short.
    use tokio::io::AsyncReadExt;
    let mut rest = Vec::new();
    let _ = reader.read_to_end(&mut rest).await;
    let split = head.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
    assert!(head.len() - split + rest.len() < length);
}

#[tokio::test]
async fn stopped_jobs_stay_within_the_memory_budget() {
    // Each report holds 30,001 16-bit values (60 KB), its words and its chart (90 KB
    // for Kayles, 120 KB for Dawson's chess, 235 KB for Officers): about 150 KB, 180 KB
    // and 350 KB — Kayles' and Officers' fit, not all three.
    let config = ServerConfig {
        job_results_budget: 600_000,
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let (a, token) = finished_job(s.addr, "kayles", 30_000).await;
    let (b, _) = finished_job(s.addr, "0.137", 30_000).await;
    // Its owner reading `a` makes `b` the least recently read.
    let path = format!("/api/sequence/jobs/{a}");
    let read = request_with(s.addr, "GET", &path, &[("X-Job-Token", &token)], None).await;
    assert_eq!(read.status, 200);
    let (c, _) = finished_job(s.addr, "officers", 30_000).await;
    let gone = get(s.addr, &format!("/api/sequence/jobs/{b}")).await;
    assert_eq!(gone.status, 410, "{}", gone.text());
    assert!(gone.error().contains("memory"));
    let view = peek(s.addr, &b).await;
    assert_eq!(
        (view["status"].as_str(), view["evicted"].as_bool()),
        (Some("done"), Some(true))
    );
    for id in [&a, &c] {
        let r = get(s.addr, &format!("/api/sequence/jobs/{id}")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(
            r.json()["result"]["values"].as_array().unwrap().len(),
            30_001
        );
        assert_eq!(r.json()["evicted"], false);
    }
}

/// Polls a sequence job every 20 ms until it stops running (at most `tries` times);
/// returns its last view.
async fn wait_for_job(addr: std::net::SocketAddr, id: &str, tries: usize) -> Value {
    let mut view = Value::Null;
    for _ in 0..tries {
        view = get(addr, &format!("/api/sequence/jobs/{id}")).await.json();
        if view["status"] != "running" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    view
}
