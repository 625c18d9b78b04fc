//! The boards and the server's own errors in the request's language: a board's words
//! (pieces' names, how to play, shapes' names) in Korean while its plays keep the move
//! notation; a 429 of the connection cap, bad JSON bodies and bad query strings in
//! Russian, English as it was.

use crate::common;

use common::{connect_from, parse, request_with, start};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::net::IpAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn analyze(addr: std::net::SocketAddr, path: &str, position: &str) -> Value {
    let body = serde_json::to_vec(&json!({"position": position, "explain": true})).unwrap();
    let a = request_with(
        addr,
        "POST",
        path,
        &[("Content-Type", "application/json")],
        Some(&body),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    a.json()
}

fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c))
}

fn cyrillic(s: &str) -> bool {
    s.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// The English words (three letters or more) of `s`.
fn english_words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_lowercase)
        .collect()
}

#[tokio::test]
async fn a_board_in_korean_keeps_its_moves() {
    let s = start(ServerConfig::default()).await;
    let position = "kayles 3 + nim 2 + strip 1 4";
    let en = analyze(s.addr, "/api/analyze", position).await;
    let ko = analyze(s.addr, "/api/analyze?lang=ko", position).await;
    let (en, ko) = (&en["pieces"], &ko["pieces"]);
    assert_eq!(ko[0]["noun"], "줄");
    assert_eq!(ko[1]["noun"], "무더기");
    assert_eq!(ko[1]["count"], "무더기 1개");
    assert_eq!(en[1]["count"], "1 heap");
    assert_eq!(en[1]["nouns"], "heaps");
    assert_eq!(ko[0]["items"][0]["name"], "줄 1");
    assert_eq!(en[0]["items"][0]["name"], "row 1");
    for (e, k) in en.as_array().unwrap().iter().zip(ko.as_array().unwrap()) {
        // The same board: the same plays, moves, changes, shapes' places.
        assert_eq!(e["plays"], k["plays"]);
        assert_eq!(e["layout"], k["layout"]);
        assert_eq!(e["game"], k["game"]);
        assert_eq!(
            e["shapes"].as_array().unwrap().len(),
            k["shapes"].as_array().unwrap().len()
        );
        // Its words in Korean, no English word left.
        let mut words = vec![(e["how"].clone(), k["how"].clone())];
        words.push((e["noun"].clone(), k["noun"].clone()));
        words.push((e["count"].clone(), k["count"].clone()));
        for (a, b) in e["shapes"]
            .as_array()
            .unwrap()
            .iter()
            .zip(k["shapes"].as_array().unwrap())
        {
            words.push((a["label"].clone(), b["label"].clone()));
        }
        for (a, b) in e["items"]
            .as_array()
            .unwrap()
            .iter()
            .zip(k["items"].as_array().unwrap())
        {
            words.push((a["name"].clone(), b["name"].clone()));
            words.push((a["label"].clone(), b["label"].clone()));
        }
        for (a, b) in words {
            let (a, b) = (a.as_str().unwrap(), b.as_str().unwrap());
            let english = english_words(a);
            if english.is_empty() {
                continue;
            }
            assert!(hangul(b), "{a:?} → {b:?}");
            let left: Vec<&String> = english
                .iter()
                .filter(|w| english_words(b).contains(w))
                .collect();
            assert!(left.is_empty(), "{a:?} → {b:?}: {left:?}");
        }
    }
    assert_eq!(ko[0]["plays"][0]["text"], "1: 1 1");
    s.stop(Duration::from_secs(5)).await;
}

async fn error_of(addr: std::net::SocketAddr, method: &str, path: &str, body: &str) -> String {
    let a = request_with(
        addr,
        method,
        path,
        &[("Content-Type", "application/json")],
        (!body.is_empty()).then_some(body.as_bytes()),
    )
    .await;
    assert_eq!(a.status, 400, "{path} {body}: {}", a.text());
    a.error()
}

#[tokio::test]
async fn bad_bodies_and_queries_are_refused_in_russian() {
    let s = start(ServerConfig::default()).await;
    for (body, english, russian) in [
        ("{}", "missing field `position`", "не хватает поля position"),
        (
            "not json",
            "expected",
            "это не правильный JSON (строка 1, столбец 2)",
        ),
        ("{\"position\":", "EOF", "JSON обрывается слишком рано"),
        (
            "{\"position\": 345}",
            "invalid type",
            "у значения неверный тип",
        ),
        (
            "{\"position\": \"3\", \"colour\": 1}",
            "unknown field",
            "поля colour здесь нет",
        ),
    ] {
        let en = error_of(s.addr, "POST", "/api/analyze", body).await;
        assert!(en.contains(english), "{body}: {en}");
        let ru = error_of(s.addr, "POST", "/api/analyze?lang=ru", body).await;
        assert!(ru.contains(russian), "{body}: {ru}");
        for w in [
            "missing", "field", "expected", "invalid", "unknown", "line", "column",
        ] {
            assert!(!ru.contains(w), "{body}: {ru}");
        }
    }
    // A query string without the parameter a route needs (axum's rejection).
    let en = error_of(s.addr, "GET", "/api/sequence?upto=10", "").await;
    assert!(en.contains("missing field `game`"), "{en}");
    let a = request_with(
        s.addr,
        "GET",
        "/api/sequence?upto=10",
        &[("Accept-Language", "ru-RU,ru;q=0.9")],
        None,
    )
    .await;
    assert_eq!(a.status, 400);
    assert_eq!(a.error(), "в строке запроса нет параметра game");
    s.stop(Duration::from_secs(5)).await;
}

#[tokio::test]
async fn the_connection_cap_answers_in_the_language_asked_for() {
    let config = ServerConfig {
        max_connections_per_client: Some(1),
        idle_timeout: Duration::from_secs(60),
        ..ServerConfig::default()
    };
    let s = start(config).await;
    let greedy: IpAddr = "127.0.0.3".parse().unwrap();
    let _held = connect_from(greedy, s.addr).await;
    let give_up = tokio::time::Instant::now() + Duration::from_secs(5);
    while s.monitor.open_connections() != 1 {
        assert!(
            tokio::time::Instant::now() < give_up,
            "the first connection"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let addr = s.addr;
    let refused = |head: &'static str| async move {
        let mut c = connect_from(greedy, addr).await;
        c.write_all(head.as_bytes()).await.unwrap();
        let mut raw = Vec::new();
        tokio::time::timeout(Duration::from_secs(5), c.read_to_end(&mut raw))
            .await
            .expect("closed")
            .unwrap();
        parse(&raw)
    };
    let ru = refused("GET /api/openapi.json?lang=ru HTTP/1.1\r\nHost: x\r\n\r\n").await;
    assert_eq!(ru.status, 429);
    assert!(cyrillic(&ru.error()), "{}", ru.text());
    assert!(ru.error().contains("соединений: 1"), "{}", ru.text());
    let ko = refused("GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: ko-KR,ko;q=0.9\r\n\r\n").await;
    assert!(hangul(&ko.error()), "{}", ko.text());
    let en = refused("GET / HTTP/1.1\r\nHost: x\r\n\r\n").await;
    assert!(en.error().contains("1 connections open"), "{}", en.text());
    s.stop(Duration::from_secs(5)).await;
}

#[tokio::test]
async fn every_label_the_board_script_asks_for_is_in_every_language() {
    let s = start(ServerConfig::default()).await;
    let script = common::get(s.addr, "/assets/boards.js").await.text();
    let ids: Vec<&str> = script
        .split("grundy.t(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert!(
        ids.contains(&"page-board-row") && ids.len() >= 10,
        "{ids:?}"
    );
    let en = common::get(s.addr, "/api/i18n?lang=en").await.json();
    for lang in ["ko", "ru", "vi"] {
        let c = common::get(s.addr, &format!("/api/i18n?lang={lang}"))
            .await
            .json();
        for id in &ids {
            let said = c["messages"][id].as_str();
            assert!(said.is_some(), "{lang}: {id} missing");
            // The board's own words differ from English (a label of data alone, such as
            // "{ $name }: { $label }", may be the same).
            if id.starts_with("page-board-")
                && !["page-board-row", "page-board-listed"].contains(id)
            {
                assert_ne!(c["messages"][id], en["messages"][id], "{lang}: {id}");
            }
        }
    }
    // No English sentence is built by the script itself: every label goes through the
    // catalogue.
    for english in [
        "(empty)",
        "The Nim it hides",
        "component ",
        "… and ",
        "heap ${",
    ] {
        assert!(
            !script.contains(english),
            "boards.js still says {english:?}"
        );
    }
    s.stop(Duration::from_secs(5)).await;
}

#[tokio::test]
async fn every_label_every_page_script_names_is_in_every_language() {
    // Each id a script names ("page-…", in a call or in a table of ids such as the job
    // statuses) has its words in every language: no English word left in the pages'
    // own sentences.
    let s = start(ServerConfig::default()).await;
    let mut ids = std::collections::BTreeSet::new();
    for script in [
        "common",
        "boards",
        "calculator",
        "play",
        "practice",
        "sequence",
        "quotient",
    ] {
        let text = common::get(s.addr, &format!("/assets/{script}.js"))
            .await
            .text();
        for rest in text.split("\"page-").skip(1) {
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if rest[id.len()..].starts_with('"') && !id.is_empty() {
                ids.insert(format!("page-{id}"));
            }
        }
    }
    for id in [
        "page-job-running",
        "page-job-cancelled",
        "page-computer-reason",
    ] {
        assert!(ids.contains(id), "{id} not found in the scripts: {ids:?}");
    }
    for lang in ["en", "ko", "ru", "vi"] {
        let c = common::get(s.addr, &format!("/api/i18n?lang={lang}"))
            .await
            .json();
        for id in &ids {
            assert!(c["messages"][id].is_string(), "{lang}: {id} missing");
        }
    }
    s.stop(Duration::from_secs(5)).await;
}
