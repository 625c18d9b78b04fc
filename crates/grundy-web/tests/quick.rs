//! Quick analyses need no computation slot (Hardening II, F7). A heap game's position is
//! answered on the spot once the game's period is remembered; right after the server
//! starts it is not, and the first request computes it. Requests for the same game that
//! come meanwhile, with no computation seat left to their client, wait for that
//! computation and are then answered on the spot — never a 429.
//!
//! A heap of a game whose period search has already run to its end without a proof, and
//! that is beyond the values computed, is refused on the spot too (Hardening II, F8).
//!
//! Its own test binary: the library remembers periods for the whole process, and this
//! test needs a process where Kayles' is not known yet.
//!
//! The period takes a millisecond to find, but computations run at the lowest priority
//! (`SCHED_IDLE`), so that on a busy machine they wait for the CPU — as in the review,
//! where wrk's 64 connections kept both cores busy with the 429s themselves, and 13,235
//! of them were answered in 10 s before the period was found. The test makes the machine
//! busy on purpose while the requests come, so that the first one's computation cannot
//! end before the others are answered.

use crate::common;

use grundy_web::ServerConfig;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_requests_for_a_heap_game_wait_for_its_period_not_for_a_429() {
    let config = ServerConfig {
        // What `grundy serve` has on two cores: four slots, one a client.
        max_concurrent_computations: 4,
        max_computations_per_client: 1,
        // Ample, on a loaded machine, for the one computation (milliseconds alone).
        compute_timeout: Duration::from_secs(60),
        ..ServerConfig::default()
    };
    let s = common::start(config).await;
    // The position of bench/load.sh, all at once from one client (as wrk sends it).
    let body = r#"{"position": "kayles 10 20 33 47 70 100"}"#;
    let request = format!(
        "POST /api/analyze HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    const REQUESTS: usize = 48;
    // Every processor busy at normal priority for a while: the computation (at the
    // lowest) waits until then.
    let busy_until = std::time::Instant::now() + Duration::from_millis(1500);
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
    let spinners: Vec<_> = (0..cpus)
        .map(|_| {
            std::thread::spawn(move || {
                while std::time::Instant::now() < busy_until {
                    std::hint::spin_loop();
                }
            })
        })
        .collect();
    let barrier = Arc::new(tokio::sync::Barrier::new(REQUESTS));
    let asks: Vec<_> = (0..REQUESTS)
        .map(|_| {
            let (addr, request, barrier) = (s.addr, request.clone(), barrier.clone());
            tokio::spawn(async move {
                let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
                barrier.wait().await;
                stream.write_all(request.as_bytes()).await.unwrap();
                let mut raw = Vec::new();
                let _ = stream.read_to_end(&mut raw).await;
                common::parse(&raw)
            })
        })
        .collect();
    let mut statuses = Vec::new();
    let mut values = Vec::new();
    for ask in asks {
        let a = ask.await.unwrap();
        statuses.push(a.status);
        if a.status == 200 {
            values.push(a.json()["value"].clone());
        }
    }
    for spinner in spinners {
        spinner.join().unwrap();
    }
    let refused = statuses.iter().filter(|&&s| s == 429).count();
    assert_eq!(refused, 0, "{refused} of {REQUESTS} got 429: {statuses:?}");
    assert!(statuses.iter().all(|&s| s == 200), "{statuses:?}");
    assert!(values.windows(2).all(|w| w[0] == w[1]), "{values:?}");
    // And from now on without a slot at all.
    let a = common::post(
        s.addr,
        "/api/analyze",
        serde_json::json!({"position": "kayles 10 20 33 47 70 100"}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(s.monitor.busy_slots(), 0);
}

/// Hardening II, F8: `officers 100000000` (a heap beyond what the library computes for a
/// game without a proved period) is documented as refused at once, but each request ran
/// the period search again, in a slot: under load it took the whole time limit. Once the
/// search has been fruitless, the refusal needs no slot: here the client's one seat is
/// taken by a computation of minutes, and the request is still answered 422 (it got a
/// 429 before; from another client it would have waited for a slot).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_heap_beyond_a_fruitless_period_search_is_refused_without_a_slot() {
    let config = ServerConfig {
        max_concurrent_computations: 2,
        max_computations_per_client: 1,
        // Ample for the first search (a few seconds in a debug build on a busy machine).
        compute_timeout: Duration::from_secs(120),
        ..ServerConfig::default()
    };
    let s = common::start(config).await;
    // No period within its search (the naive engine's few thousand values).
    let far = serde_json::json!({"position": "tb(0.2183648) 1000000"});
    let first = common::post(s.addr, "/api/analyze", far.clone()).await;
    assert_eq!(first.status, 422, "{}", first.text());
    assert!(first.error().contains("no period"), "{}", first.text());
    // The client's only seat: a misère search of minutes.
    let addr = s.addr;
    let heavy = tokio::spawn(async move {
        let body =
            serde_json::json!({"position": "kayles 12 + sub(1,3) 24 + 5 6 7 9", "misere": true});
        common::post(addr, "/api/analyze", body).await
    });
    let give_up = tokio::time::Instant::now() + Duration::from_secs(30);
    while s.monitor.busy_slots() == 0 {
        assert!(
            tokio::time::Instant::now() < give_up,
            "the heavy one never started"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let again = common::post(s.addr, "/api/analyze", far).await;
    assert_eq!(again.status, 422, "{}", again.text());
    assert_eq!(again.error(), first.error());
    assert!(!heavy.is_finished(), "the seat was free");
    heavy.abort();
    // (Its client gone, the heavy one stops and gives the seat back.)
    let give_up = tokio::time::Instant::now() + Duration::from_secs(30);
    while s.monitor.busy_slots() > 0 {
        assert!(
            tokio::time::Instant::now() < give_up,
            "the heavy one never stopped"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // A heap within the search is still computed (in a slot).
    let near = common::post(
        s.addr,
        "/api/analyze",
        serde_json::json!({"position": "tb(0.2183648) 5"}),
    )
    .await;
    assert_eq!(near.status, 200, "{}", near.text());
}
