//! The JSON API against a real server on an ephemeral loopback port.

use crate::common;

use common::{get, post, request, request_with, start, Answer};
use grundy::report::sequence::SequenceWords;
use grundy::sequence::{compute, parse_game};
use grundy::{analyze, parse_position, AnalyzeOptions, Convention};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The library's report of `position` through serde (what `grundy analyze --json`
/// prints), and its summary and explanation.
fn library(position: &str, misere: bool) -> (Value, Value, Value) {
    let options = AnalyzeOptions {
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
        ..AnalyzeOptions::default()
    };
    let report = analyze(&parse_position(position).unwrap(), &options).unwrap();
    (
        serde_json::to_value(&report).unwrap(),
        serde_json::to_value(report.summary()).unwrap(),
        serde_json::to_value(report.explain()).unwrap(),
    )
}

#[tokio::test]
async fn analyze_gives_the_cli_report_and_the_library_words() {
    let s = start(ServerConfig::default()).await;
    for (position, misere) in [
        ("3 4 5", false),
        ("3 4 5", true),
        ("1 1 1", true),
        ("kayles 4 7 + 2", false),
        ("moore(2) 3 5 6", false),
        ("sub(1,3,4) 20 + nim 5 7", false),
        ("10000000000000000000000000000000000000000 5", false),
        ("1 2 3 4 5 6 7 8 9 10", false),
        ("strip 5 10 14 16 22", false),
        ("wythoff 4 5", false),
    ] {
        let a = post(
            s.addr,
            "/api/analyze",
            json!({"position": position, "misere": misere, "explain": true}),
        )
        .await;
        assert_eq!(a.status, 200, "{position}: {}", a.text());
        assert_eq!(a.header("content-type"), Some("application/json"));
        let mut got = a.json();
        let fields = got.as_object_mut().unwrap();
        let summary = fields.remove("summary").unwrap();
        let explanation = fields.remove("explanation").unwrap();
        let pieces = fields.remove("pieces").unwrap();
        let (report, want_summary, want_explanation) = library(position, misere);
        assert_eq!(got, report, "{position}");
        assert_eq!(summary, want_summary, "{position}");
        assert_eq!(explanation, want_explanation, "{position}");
        assert_eq!(
            pieces.as_array().unwrap().len(),
            report["components"].as_array().unwrap().len(),
            "{position}"
        );
    }
    // Without "explain", the report alone: exactly `grundy analyze --json`.
    let a = post(s.addr, "/api/analyze", json!({"position": "3 4 5"})).await;
    let r = a.json();
    assert_eq!(r, library("3 4 5", false).0);
    assert_eq!(r["outcome"], "N");
    assert_eq!(
        r["winning_moves"][0]["description"],
        "take 2 from heap 1 (3 → 1)"
    );
    assert_eq!(r["winning_moves"][0]["after"], "1 4 5");
    // max_moves and all_moves are the CLI's options.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "7 5 3 6", "max_moves": 1}),
    )
    .await;
    let r = a.json();
    assert_eq!(r["winning_moves"].as_array().unwrap().len(), 1);
    assert_eq!(r["winning_move_count"], 3);
    assert_eq!(r["winning_moves_complete"], false);
}

#[tokio::test]
async fn the_words_and_the_boards() {
    let s = start(ServerConfig::default()).await;
    let words = |a: &Value| -> String { a["explanation"].to_string() };
    // Misère 1 1 1: the heading and the reasoning agree.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "1 1 1", "misere": true, "explain": true}),
    )
    .await
    .json();
    assert_eq!(
        a["summary"]["outcome"],
        "P-position: the player to move loses under misère play"
    );
    assert!(!words(&a).contains("the player to move wins"), "{a}");
    assert!(words(&a).contains("the player to move loses"), "{a}");
    // A hidden game: the reduction as a table, then the Nim table and its winning moves.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "strip 5 10 14 16 22", "explain": true}),
    )
    .await
    .json();
    let e = &a["explanation"];
    assert_eq!(e[0]["title"], "strip is Nim in disguise");
    assert_eq!(
        e[0]["table"]["rows"][2]["cells"][0]["text"],
        "chip on cell 14"
    );
    assert!(e[1]["conclusion"][0]
        .as_str()
        .unwrap()
        .starts_with("The nim-sum is 7"));
    assert_eq!(a["summary"]["moves"], "Winning moves (3)");
    // Kayles and its code read alike; its board is rows of pins.
    let named = post(
        s.addr,
        "/api/analyze",
        json!({"position": "kayles 4 7", "explain": true}),
    )
    .await;
    let coded = post(
        s.addr,
        "/api/analyze",
        json!({"position": "0.77 4 7", "explain": true}),
    )
    .await;
    assert_eq!(named.json()["explanation"], coded.json()["explanation"]);
    let board = &coded.json()["pieces"][0];
    assert_eq!(
        (board["noun"].clone(), board["symbol"].clone()),
        (json!("row"), json!("▮"))
    );
    assert_eq!(board["layout"], "rows");
    assert_eq!(board["items"][1]["units"], 7);
    assert_eq!(board["shapes"][4 + 6]["kind"], "pin");
    // Pin 7 of row 2 alone, and pins 1 and 2 of row 2 together.
    let plays = board["plays"].as_array().unwrap();
    let text = |select: serde_json::Value| {
        plays.iter().find(|p| p["select"] == select).unwrap()["text"].clone()
    };
    assert_eq!(text(json!([10])), "2 7");
    assert_eq!(text(json!([4, 5])), "2 1-2");
    // In a sum, each play's move names its component.
    let sum = post(
        s.addr,
        "/api/analyze",
        json!({"position": "nim 2 + kayles 3", "explain": true}),
    )
    .await
    .json();
    let texts = |c: usize| -> Vec<String> {
        sum["pieces"][c]["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["text"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(texts(0), ["1: 1 2", "1: 1 1"]);
    assert!(texts(1).contains(&"2: 1 2-3".to_string()));
    // A game where Nim hides: its picture, and the heaps it hides.
    let strip = post(
        s.addr,
        "/api/analyze",
        json!({"position": "strip 3 5", "explain": true}),
    )
    .await
    .json();
    let board = &strip["pieces"][0];
    assert_eq!(board["layout"], "picture");
    assert_eq!(
        board["nim"],
        json!([{"piece": "chip on cell 3", "heap": 3}, {"piece": "chip on cell 5", "heap": 5}])
    );
    // A turn: the boards of the new position and its analysis in words.
    let t = post(s.addr, "/api/move", json!({"position": "3 4 5"}))
        .await
        .json();
    assert_eq!(t["pieces"][0]["items"][0]["units"], 1);
    assert_eq!(
        t["report"]["summary"]["moves"],
        "Every move loses against perfect play."
    );
    assert!(t["report"]["explanation"][0]["title"].is_string());
}

/// Positions too large to list their moves are drawn without a list of them (a strip of
/// 10⁸ cells once built 10⁸ moves for its board: 10 GB) and played by typed moves; large
/// Wythoff heaps and Poker banks are bars whose plays ask how many.
#[tokio::test]
async fn large_positions_are_drawn_and_played() {
    let s = start(ServerConfig::default()).await;
    for (position, first, moved) in [
        (
            "strip 5 100000000",
            "2 -> 9",
            "move the chip on cell 100000000 to cell 9",
        ),
        (
            "staircase 3000000 1",
            "1 5",
            "move 5 coins from step 1 to the floor",
        ),
        (
            "wythoff 1000000000000000000 7",
            "1 3, 2 3",
            "take 3 from both heaps",
        ),
        (
            "poker(1000000,5,3) 1000000 3000000",
            "1 -> 1000005",
            "add 5 from the bank",
        ),
    ] {
        let ok = |a: Answer| {
            assert_eq!(a.status, 200, "{position}: {}", a.text());
            a.json()
        };
        let body = json!({"position": position, "explain": true});
        let t = ok(post(s.addr, "/api/analyze", body).await);
        let plays = t["pieces"][0]["plays"].as_array().unwrap();
        assert!(plays.len() < 100, "{position}: {} plays", plays.len());
        let body = json!({"position": position, "move": first});
        let t = ok(post(s.addr, "/api/play", body).await);
        assert!(
            t["player"]["description"]
                .as_str()
                .unwrap()
                .starts_with(moved),
            "{position}: {t}"
        );
        assert_eq!(t["over"], false, "{position}");
    }
    let body = json!({"position": "wythoff 57 1000", "explain": true});
    let t = post(s.addr, "/api/analyze", body).await.json();
    let amounts: Vec<&str> = t["pieces"][0]["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["amount"]["template"].as_str().unwrap())
        .collect();
    assert_eq!(amounts, ["1 {n}", "2 {n}", "1 {n}, 2 {n}"]);
}

#[tokio::test]
async fn the_computer_moves() {
    let s = start(ServerConfig::default()).await;
    let a = post(s.addr, "/api/move", json!({"position": "3 4 5"})).await;
    assert_eq!(a.status, 200, "{}", a.text());
    let t = a.json();
    assert_eq!(t["computer"]["description"], "take 2 from heap 1 (3 → 1)");
    assert_eq!(t["computer"]["after"], "1 4 5");
    assert_eq!(t["computer"]["winning"], true);
    assert!(t["computer"]["reason"]
        .as_str()
        .unwrap()
        .contains("winning"));
    assert_eq!(t["position"], "1 4 5");
    assert_eq!(t["over"], false);
    assert_eq!(t["player"], Value::Null);
    assert_eq!(t["report"]["outcome"], "P");

    // A finished game: no move.
    let t = post(s.addr, "/api/move", json!({"position": "0 0"}))
        .await
        .json();
    assert_eq!(
        (t["computer"].clone(), t["over"].clone()),
        (Value::Null, json!(true))
    );
    assert_eq!(t["winner"], Value::Null);

    // Misère: the computer has to take the last stone and loses.
    let t = post(
        s.addr,
        "/api/move",
        json!({"position": "1", "misere": true}),
    )
    .await
    .json();
    assert_eq!(t["over"], true);
    assert_eq!(t["winner"], "player");
    assert_eq!(t["convention"], "misere");

    // Any game the library knows: Kayles.
    let t = post(s.addr, "/api/move", json!({"position": "kayles 5"}))
        .await
        .json();
    assert_eq!(t["computer"]["winning"], true);
    assert_eq!(t["report"]["outcome"], "P");
}

#[tokio::test]
async fn play_checks_the_move_then_answers() {
    let s = start(ServerConfig::default()).await;
    let a = post(
        s.addr,
        "/api/play",
        json!({"position": "3 4 5", "move": "1 2"}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let t = a.json();
    assert_eq!(t["player"]["description"], "take 2 from heap 1 (3 → 1)");
    assert_eq!(t["player"]["after"], "1 4 5");
    assert_eq!(t["computer"]["winning"], false);
    assert_eq!(t["position"], t["computer"]["after"]);

    // The player wins by taking the last stone.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "0 3", "move": "2 3"}),
    )
    .await
    .json();
    assert_eq!(t["over"], true);
    assert_eq!(t["winner"], "player");
    assert_eq!(t["computer"], Value::Null);

    // The computer wins: it takes the last stone.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "2 0", "move": "1 1"}),
    )
    .await
    .json();
    assert_eq!(
        (t["over"].clone(), t["winner"].clone()),
        (json!(true), json!("computer"))
    );

    // Kayles pins and a sum.
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "kayles 4 7", "move": "2 3-4"}),
    )
    .await
    .json();
    assert_eq!(t["player"]["after"], "kayles 4 2 3");
    let t = post(
        s.addr,
        "/api/play",
        json!({"position": "kayles 4 + nim 2", "move": "2: 1 2"}),
    )
    .await
    .json();
    assert_eq!(t["player"]["after"], "kayles 4 + nim 0");
}

#[tokio::test]
async fn illegal_moves_get_the_reason() {
    let s = start(ServerConfig::default()).await;
    for (position, mv, reason) in [
        ("3 4 5", "1 9", "heap 1 has only 3"),
        ("3 4 5", "7 1", "there is no heap 7"),
        ("3 4 5", "one two", "cannot read the move"),
        ("3 4 5", "", "cannot read the move"),
        ("sub(1,3,4) 10", "1 2", "taking 2 is not allowed"),
        ("kayles 4 + nim 2", "1 1", "say which component"),
        ("kayles 5", "1 2-4", "cannot become"),
    ] {
        let a = post(
            s.addr,
            "/api/play",
            json!({"position": position, "move": mv}),
        )
        .await;
        assert_eq!(a.status, 422, "{position} / {mv}: {}", a.text());
        let e = a.error();
        assert!(e.contains(reason), "{position} / {mv}: {e}");
    }
}

#[tokio::test]
async fn sequences_are_the_seq_report() {
    let s = start(ServerConfig::default()).await;
    let expected = |game: &str, upto: u64, period: bool| {
        let (rule, name) = parse_game(game).unwrap();
        with_words(compute(rule, name, upto, period, &AtomicBool::new(false)).unwrap())
    };
    let a = get(s.addr, "/api/sequence?game=kayles&upto=300&period=true").await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r, expected("kayles", 300, true));
    assert_eq!(r["period"]["period"], 12);
    assert_eq!(r["period"]["certified"], true);
    // The words are the library's, the CLI's: the period with its theorem.
    assert_eq!(r["explanation"][1]["title"], "Period 12 from n = 71");
    assert!(r["explanation"][1]["paragraphs"][0]
        .as_str()
        .unwrap()
        .contains("proved by the Guy–Smith periodicity theorem"));
    let a = post(
        s.addr,
        "/api/sequence",
        json!({"game": "0.137", "upto": 50}),
    )
    .await;
    assert_eq!(a.json(), expected("0.137", 50, false));
    // The default N is the CLI's: 100.
    let r = get(s.addr, "/api/sequence?game=sub(1,3,4)").await.json();
    assert_eq!(r["computed"], 101);
    // Moves leaving any number of heaps are computed (the naive engine refused them),
    // and `code` holds CGSuite's standard form.
    let a = post(
        s.addr,
        "/api/sequence",
        json!({"game": "tb(0.{0,1,2!,3!,4!+})", "upto": 40}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["code"], "0.*!");
    assert_eq!(r, expected("tb(0.{0,1,2!,3!,4!+})", 40, false));
    let r = post(s.addr, "/api/sequence", json!({"game": "04.30", "upto": 5}))
        .await
        .json();
    assert_eq!(r["code"], "4.3");
}

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

#[tokio::test]
async fn the_openapi_document_lists_every_route() {
    let s = start(ServerConfig::default()).await;
    let a = get(s.addr, "/api/openapi.json").await;
    assert_eq!(a.status, 200);
    assert_eq!(a.header("content-type"), Some("application/json"));
    let doc = a.json();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    assert!(doc["info"]["title"].is_string() && doc["info"]["version"].is_string());
    let paths = doc["paths"].as_object().unwrap();
    for (path, methods) in [
        ("/api/analyze", &["post"][..]),
        ("/api/move", &["post"]),
        ("/api/play", &["post"]),
        ("/api/sequence", &["get", "post"]),
        ("/api/sequence/jobs", &["post"]),
        ("/api/sequence/jobs/{id}", &["get", "delete"]),
        ("/api/sequence/jobs/{id}/leave", &["post"]),
        ("/api/openapi.json", &["get"]),
    ] {
        for m in methods {
            assert!(paths[path][m]["responses"].is_object(), "{m} {path}");
        }
    }
    // Every $ref points at a schema that exists.
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let text = a.text();
    for r in text.split("\"$ref\": \"#/components/schemas/").skip(1) {
        let name = &r[..r.find('"').unwrap()];
        assert!(schemas.contains_key(name), "missing schema {name}");
    }
}

#[tokio::test]
async fn bad_requests_get_json_errors() {
    let s = start(ServerConfig::default()).await;
    let raw = |body: &'static str| request(s.addr, "POST", "/api/analyze", Some(body.as_bytes()));
    for (body, want) in [
        ("{\"position\":", "EOF"),
        ("not json", "expected"),
        ("", "needs a JSON body"),
        ("{}", "missing field `position`"),
        ("{\"position\": 345}", "invalid type"),
        ("{\"position\": \"3\", \"colour\": 1}", "unknown field"),
        ("[1,2,3]", "invalid type"),
    ] {
        let a = raw(body).await;
        assert_eq!(a.status, 400, "{body}: {}", a.text());
        let e = a.error();
        assert!(e.contains(want), "{body}: {e}");
    }
    for (position, want) in [
        ("3 -4", "column 3"),
        ("", "empty position"),
        ("foo(1) 3", "foo"),
        ("graph(/etc/passwd) 0", "reading files is not available"),
        // Why, and what works instead.
        (
            "graph(edges.txt) 0 3",
            "works only in the command-line tool",
        ),
        ("graph(edges.txt) 0 3", "node-kayles(0-1 1-2)"),
        ("3 + + 4", "'+'"),
    ] {
        let a = post(s.addr, "/api/analyze", json!({ "position": position })).await;
        assert_eq!(a.status, 400, "{position}: {}", a.text());
        let e = a.error();
        assert!(
            e.starts_with("bad position") && e.contains(want),
            "{position}: {e}"
        );
    }
    // Heap sizes of more than 10,000 digits (the library's limit).
    let a = post(
        s.addr,
        "/api/analyze",
        json!({ "position": "9".repeat(10_001) }),
    )
    .await;
    assert_eq!(a.status, 400);
    assert!(a.error().contains("digits"));
    // Misère search the library refuses rather than guesses.
    let a = post(s.addr, "/api/analyze", json!({"position": "sub(1,3,4) 90 91 92 93 94 95 96 97 98 99 + kayles 60 61 62 63", "misere": true})).await;
    assert_eq!(a.status, 422, "{}", a.text());
    assert!(a.error().contains("misère"));
    // Bad sequence requests.
    let a = get(s.addr, "/api/sequence?game=nim").await;
    assert_eq!(a.status, 400);
    assert!(a.error().contains("nothing to compute"));
    let a = get(s.addr, "/api/sequence?game=kayles&upto=ten").await;
    assert_eq!(a.status, 400);
    a.error();
    let a = get(s.addr, "/api/sequence").await;
    assert_eq!(a.status, 400);
    a.error();
}

#[tokio::test]
async fn limits_answer_413() {
    let s = start(ServerConfig::default()).await;
    // Too many heaps.
    let heaps = vec!["1"; 1001].join(" ");
    let a = post(s.addr, "/api/analyze", json!({ "position": heaps })).await;
    assert_eq!(a.status, 413);
    assert!(a.error().contains("1001 heaps"));
    // A body over 64 KiB.
    let big = format!("{{\"position\": \"{}\"}}", "1 ".repeat(40_000));
    let a = request(s.addr, "POST", "/api/analyze", Some(big.as_bytes())).await;
    assert_eq!(a.status, 413, "{}", a.text());
    a.error();
    // A sequence over the limit of the direct route.
    let a = get(s.addr, "/api/sequence?game=kayles&upto=100001").await;
    assert_eq!(a.status, 413);
    assert!(a.error().contains("/api/sequence/jobs"));
}

#[tokio::test]
async fn a_computation_over_the_time_limit_gets_422() {
    let config = ServerConfig {
        compute_timeout: Duration::from_millis(50),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let started = std::time::Instant::now();
    // Three-heap moves: the naive engine, far slower than 50 ms for 100,000 values.
    let a = get(s.addr, "/api/sequence?game=hex%280.8%29&upto=100000").await;
    assert_eq!(a.status, 422, "{}", a.text());
    assert!(a.error().contains("longer than"));
    assert!(started.elapsed() < Duration::from_secs(5));
    // The server still answers.
    let a = post(s.addr, "/api/analyze", json!({"position": "3 4 5"})).await;
    assert_eq!(a.status, 200);
}

#[tokio::test]
async fn unknown_routes_and_traversal_attempts_are_404() {
    let s = start(ServerConfig::default()).await;
    for path in [
        "/nope",
        "/api/nope",
        "/../../etc/passwd",
        "/assets/../../Cargo.toml",
        "/assets/..%2f..%2fCargo.toml",
        "/assets/%2e%2e/%2e%2e/etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/%2e%2e%2f%2e%2e%2fsrc%2flib.rs",
        "/assets/style.css/../../../etc/passwd",
        "/assets/",
        "/assets/lib.rs",
        "/assets/....//....//etc/passwd",
        "/static/../Cargo.toml",
        "//etc/passwd",
    ] {
        let a = get(s.addr, path).await;
        assert!(a.status == 404 || a.status == 400, "{path}: {}", a.status);
        let e = a.error();
        let body = a.text();
        assert!(
            !body.contains("root:") && !body.contains("[package]") && !body.contains("pub fn"),
            "{path}: {e}"
        );
    }
    let a = request(s.addr, "PUT", "/api/analyze", Some(b"{}")).await;
    assert_eq!(a.status, 405);
    assert!(a.error().contains("PUT"));
    let a = get(s.addr, "/api/analyze").await;
    assert_eq!(a.status, 405);
    a.error();
}

#[tokio::test]
async fn pages_and_assets_are_served_from_the_binary() {
    let s = start(ServerConfig::default()).await;
    for (path, kind, needle) in [
        ("/", "text/html", "Calculator"),
        ("/play", "text/html", "Play against the computer"),
        ("/sequence", "text/html", "nim-sequence"),
        ("/assets/style.css", "text/css", "--ink"),
        ("/assets/common.js", "text/javascript", "api"),
        ("/assets/calculator.js", "text/javascript", "/api/analyze"),
        ("/assets/play.js", "text/javascript", "/api/play"),
        (
            "/assets/sequence.js",
            "text/javascript",
            "/api/sequence/jobs",
        ),
        ("/assets/favicon.svg", "image/svg+xml", "<svg"),
    ] {
        let a = get(s.addr, path).await;
        assert_eq!(a.status, 200, "{path}");
        assert!(
            a.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
        assert!(a.text().contains(needle), "{path}");
        assert_eq!(a.header("x-content-type-options"), Some("nosniff"));
        assert!(a
            .header("content-security-policy")
            .unwrap()
            .contains("default-src 'self'"));
    }
    // No page loads anything from elsewhere.
    for path in ["/", "/play", "/sequence"] {
        let html = get(s.addr, path).await.text();
        assert!(
            !html.contains("http://") && !html.contains("https://"),
            "{path}"
        );
    }
}

/// The JSON a sequence report is answered with: the report and its words.
fn with_words(report: grundy::sequence::SequenceReport) -> Value {
    let mut v = serde_json::to_value(&report).unwrap();
    v["explanation"] = serde_json::to_value(report.explain()).unwrap();
    v["chart"] =
        serde_json::to_value(grundy::sequence::chart::Chart::of_report(&report, 1000)).unwrap();
    v
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

#[tokio::test]
async fn the_play_page_offers_every_registered_game() {
    let s = start(ServerConfig::default()).await;
    let page = get(s.addr, "/play").await.text();
    let mut offered = 0;
    for g in grundy::games::GAMES {
        if grundy::parse_position(g.example).is_ok() {
            // The value as HTML writes it (`rule(n -> …)` has a `>`).
            let value = g
                .example
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
                .replace('"', "&quot;");
            let option = format!("<option value=\"{value}\"");
            assert!(page.contains(&option), "{} is not offered", g.names[0]);
            offered += 1;
        }
    }
    assert!(offered >= 15, "only {offered} presets");
    assert!(!page.contains("<!-- presets -->"));
}

/// Every game of the registry that needs no file (its example and its worked examples),
/// played to the end through `/api/play`: the player always plays the first legal move
/// (`#1`), the computer answers, and the game ends with a winner — never a 500.
#[tokio::test]
async fn every_registered_game_plays_to_the_end_through_the_api() {
    let s = start(ServerConfig::default()).await;
    let mut played = 0;
    for spec in grundy::games::GAMES {
        let examples = std::iter::once(spec.example).chain(spec.examples.iter().map(|(e, _)| *e));
        for example in examples {
            if parse_position(example).is_err() {
                continue; // names a file: the server reads none
            }
            let mut position = example.to_string();
            let mut over = false;
            for _ in 0..200 {
                let t = post(
                    s.addr,
                    "/api/play",
                    json!({"position": position, "move": "#1"}),
                )
                .await;
                assert_eq!(t.status, 200, "{example} at {position}: {}", t.text());
                let t = t.json();
                position = t["position"].as_str().unwrap().to_string();
                if t["over"] == true {
                    assert!(
                        t["winner"] == "player" || t["winner"] == "computer",
                        "{example}: {t}"
                    );
                    over = true;
                    break;
                }
            }
            assert!(over, "{example}: the game did not end");
            played += 1;
        }
    }
    assert!(
        played >= grundy::games::GAMES.len(),
        "{played} games played"
    );
}

#[tokio::test]
async fn misere_answers_name_their_method_and_quotients_are_served() {
    let s = start(ServerConfig::default()).await;
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "kayles 5 + kayles 5", "misere": true, "explain": true}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["misere_method"], "quotient");
    assert_eq!(r["outcome"], "N");
    assert_eq!(r["summary"]["method"], "by the misère quotient");
    let a = get(s.addr, "/api/quotient?ruleset=kayles&maxheap=300").await;
    assert_eq!(a.status, 200, "{}", a.text());
    let r = a.json();
    assert_eq!(r["period"], json!({"preperiod": 71, "period": 12}));
    assert_eq!(r["solved"], true);
    assert_eq!(r["explanation"][0]["title"], "Misère quotient of 0.77");
    let a = get(s.addr, "/api/quotient?ruleset=kayles&maxheap=100000").await;
    assert_eq!(a.status, 413, "{}", a.text());
    let a = get(s.addr, "/api/quotient?ruleset=nonsense").await;
    assert_eq!(a.status, 400, "{}", a.text());
    let a = get(s.addr, "/quotient").await;
    assert_eq!(a.status, 200);
    assert!(a.text().contains("misère quotient"));
}
