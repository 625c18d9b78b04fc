//! The server's limits against a real server: computations that stop when their time is
//! up, fairness between clients.

use crate::common;

use common::{post, post_from, start};
use grundy_web::{Monitor, ServerConfig};
use serde_json::{json, Value};
use std::net::IpAddr;
use std::time::Duration;

/// Node Kayles on the 6 × 10 grid: minutes of search.
fn grid() -> String {
    let (rows, cols) = (6, 10);
    let mut edges = Vec::new();
    for i in 0..rows {
        for j in 0..cols {
            let v = i * cols + j;
            if j + 1 < cols {
                edges.push(format!("{v}-{}", v + 1));
            }
            if i + 1 < rows {
                edges.push(format!("{v}-{}", v + cols));
            }
        }
    }
    format!("node-kayles({})", edges.join(" "))
}

/// Requests that take minutes (or more) of CPU, one for each long loop of the library.
fn heavy() -> Vec<(&'static str, Value)> {
    let misere = "kayles 12 + sub(1,3) 24 + 5 6 7 9";
    vec![
        // A heap game's nim-sequence: no period, 20,001 values by the naive engine.
        ("/api/analyze", json!({"position": "tb(0.2183648) 4000"})),
        // Misère play: exhaustive search (the Solver).
        ("/api/analyze", json!({"position": misere, "misere": true})),
        // Node Kayles' own search.
        ("/api/analyze", json!({"position": grid()})),
        // The moves of a heap split in three: about 8·10^8 options (and, listed, 40 GB).
        ("/api/analyze", json!({"position": "hex(0.f) 99999"})),
        // The computer's move, and a turn whose reply lists such moves.
        ("/api/move", json!({"position": misere, "misere": true})),
        (
            "/api/play",
            json!({"position": "hex(0.f) 99999", "move": "1 -> 1 1 99996"}),
        ),
    ]
}

/// Waits until no computation holds a slot; false if some still do after `patience`
/// (far less than the minutes the computations would take if nobody stopped them).
async fn slots_freed(monitor: &Monitor, patience: Duration) -> bool {
    let give_up = tokio::time::Instant::now() + patience;
    while monitor.busy_slots() > 0 {
        if tokio::time::Instant::now() > give_up {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computation_past_its_deadline_stops_and_frees_its_slot() {
    let config = ServerConfig {
        compute_timeout: Duration::from_millis(100),
        // A slot for each of the requests sent at once below.
        max_concurrent_computations: 8,
        max_computations_per_client: 8,
        ..ServerConfig::default()
    };
    let s = start(config).await;
    for (route, body) in heavy() {
        let a = post(s.addr, route, body.clone()).await;
        assert_eq!(a.status, 422, "{route} {body}: {}", a.text());
        assert!(a.error().contains("longer than"), "{}", a.text());
        // The thread saw the cancel and gave its slot back.
        assert!(
            slots_freed(&s.monitor, Duration::from_secs(3)).await,
            "{route} {body}: {} slots still busy",
            s.monitor.busy_slots()
        );
    }
    // Several at once, all stopped.
    let all = heavy().into_iter().map(|(route, body)| {
        let addr = s.addr;
        tokio::spawn(async move { post(addr, route, body).await.status })
    });
    for task in all.collect::<Vec<_>>() {
        assert_eq!(task.await.unwrap(), 422);
    }
    assert!(slots_freed(&s.monitor, Duration::from_secs(3)).await);
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "3 4 5", "misere": true}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_client_cannot_take_every_slot() {
    let config = ServerConfig {
        compute_timeout: Duration::from_millis(400),
        max_concurrent_computations: 4,
        max_computations_per_client: 2,
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let greedy: IpAddr = "127.0.0.1".parse().unwrap();
    let other: IpAddr = "127.0.0.2".parse().unwrap();
    // A heap within the values the library computes directly (no period is proved): a
    // computation of seconds. (A heap of 20000 is now refused at once, beyond them.)
    let slow = json!({"position": "tb(0.2183648) 4000"});
    // The greedy client asks for eight slow computations at once: two are taken, six
    // refused at once with a 429.
    let asks: Vec<_> = (0..8)
        .map(|_| {
            let (addr, body) = (s.addr, slow.clone());
            tokio::spawn(async move { post_from(greedy, addr, "/api/analyze", body).await })
        })
        .collect();
    // The other client still finds slots: its computations start (and time out: 422),
    // they do not wait for a slot in vain (503).
    tokio::time::sleep(Duration::from_millis(100)).await;
    let theirs: Vec<_> = (0..2)
        .map(|_| {
            let (addr, body) = (s.addr, slow.clone());
            tokio::spawn(async move { post_from(other, addr, "/api/analyze", body).await })
        })
        .collect();
    let mut statuses = Vec::new();
    for ask in asks {
        let a = ask.await.unwrap();
        if a.status == 429 {
            assert!(a.error().contains("2 computations"), "{}", a.text());
        }
        statuses.push(a.status);
    }
    statuses.sort_unstable();
    assert_eq!(statuses, [422, 422, 429, 429, 429, 429, 429, 429]);
    for t in theirs {
        let a = t.await.unwrap();
        assert_eq!(a.status, 422, "{}", a.text());
        assert!(a.error().contains("longer than"));
    }
    assert!(slots_freed(&s.monitor, Duration::from_secs(3)).await);
    // Seats are given back: the greedy client may compute again.
    let a = post_from(
        greedy,
        s.addr,
        "/api/analyze",
        json!({"position": "1 1 1", "misere": true}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
}

#[tokio::test]
async fn answers_list_at_most_max_moves() {
    let s = start(ServerConfig::default()).await;
    // Heaps 256..=511 (nim-sum 0) and 128: the 128 heaps with bit 7 set, and 128 itself,
    // are winning moves — 129 of them; the server lists 100.
    let heaps: Vec<String> = (256..512)
        .chain([128])
        .map(|h: u32| h.to_string())
        .collect();
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": heaps.join(" "), "max_moves": 1000}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["winning_move_count"], 129);
    assert_eq!(r["winning_moves"].as_array().unwrap().len(), 100);
    assert_eq!(r["winning_moves_complete"], false);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_goes_away_cancels_its_computation() {
    use tokio::io::AsyncWriteExt;
    let config = ServerConfig {
        compute_timeout: Duration::from_secs(600),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let body = json!({"position": "tb(0.2183648) 4000"}).to_string();
    let mut stream = tokio::net::TcpStream::connect(s.addr).await.unwrap();
    let head = format!(
        "POST /api/analyze HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let give_up = tokio::time::Instant::now() + Duration::from_secs(5);
    while s.monitor.busy_slots() == 0 {
        assert!(tokio::time::Instant::now() < give_up, "never started");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    drop(stream);
    assert!(slots_freed(&s.monitor, Duration::from_secs(3)).await);
}
