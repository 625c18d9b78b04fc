//! The OpenAPI document is the contract (Hardening II, point 3): the document a server
//! serves lists exactly the routes of its router, and the limits it states are the
//! server's own — checked against `grundy_web::api_routes` (the table the router is
//! built from), against the `ServerConfig` the server runs with, and by asking the server
//! for each limit and one past it.

use crate::common;

use common::{get, post, request, request_with, start};
use grundy_web::ServerConfig;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// The operations `(path, method)` of the document.
fn operations(doc: &Value) -> BTreeSet<(String, String)> {
    let mut ops = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("a path item").keys() {
            if ["get", "post", "put", "delete", "patch", "head", "options"]
                .contains(&method.as_str())
            {
                ops.insert((path.clone(), method.clone()));
            }
        }
    }
    ops
}

/// The schema of a parameter of an operation.
fn parameter<'a>(doc: &'a Value, path: &str, method: &str, name: &str) -> &'a Value {
    doc["paths"][path][method]["parameters"]
        .as_array()
        .expect("parameters")
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{method} {path}: no parameter {name}"))
}

#[tokio::test]
async fn the_document_lists_exactly_the_routes_of_the_router() {
    let s = start(ServerConfig::default()).await;
    let doc = get(s.addr, "/api/openapi.json").await.json();
    let documented = operations(&doc);
    let routed: BTreeSet<(String, String)> = grundy_web::api_routes()
        .into_iter()
        .map(|(p, m)| (p.to_string(), m.to_string()))
        .collect();
    assert_eq!(
        documented.difference(&routed).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "documented but not routed"
    );
    assert_eq!(
        routed.difference(&documented).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "routed but not documented"
    );
    // And every documented operation reaches a handler: neither the unknown-route 404
    // nor a 405.
    let unknown = get(s.addr, "/api/no-such-route").await;
    assert_eq!(unknown.status, 404);
    let unknown = unknown.error().replace("/api/no-such-route", "");
    for (path, method) in &documented {
        let concrete = path.replace("{id}", "1");
        let (verb, body): (&str, Option<&[u8]>) = match method.as_str() {
            "get" => ("GET", None),
            "delete" => ("DELETE", None),
            _ => ("POST", Some(b"{}")),
        };
        let a = request(s.addr, verb, &concrete, body).await;
        assert_ne!(a.status, 405, "{method} {path}: {}", a.text());
        if a.status == 404 {
            let said = a.error().replace(&concrete, "");
            assert_ne!(said, unknown, "{method} {path} is not routed");
        }
    }
    // Every operation names its answers, and every error answer is the Error schema.
    for (path, method) in &documented {
        let responses = doc["paths"][path][method]["responses"]
            .as_object()
            .unwrap_or_else(|| panic!("{method} {path}: no responses"));
        for (status, answer) in responses {
            if status.starts_with('4') || status.starts_with('5') {
                assert_eq!(
                    answer["content"]["application/json"]["schema"]["$ref"],
                    "#/components/schemas/Error",
                    "{method} {path} {status}"
                );
            }
        }
    }
}

/// The limits the document states, for a server with `config`.
fn assert_limits(doc: &Value, config: &ServerConfig) {
    let schemas = &doc["components"]["schemas"];
    assert_eq!(
        schemas["SequenceRequest"]["properties"]["upto"]["maximum"],
        json!(config.max_sequence_upto)
    );
    assert_eq!(
        parameter(doc, "/api/sequence", "get", "upto")["schema"]["maximum"],
        json!(config.max_sequence_upto)
    );
    assert_eq!(
        schemas["JobRequest"]["properties"]["upto"]["maximum"],
        json!(config.max_job_upto)
    );
    assert_eq!(
        parameter(doc, "/api/sequence/jobs/{id}", "get", "values")["schema"]["maximum"],
        json!(config.large_result_values)
    );
    let heaps = schemas["AnalyzeRequest"]["properties"]["position"]["description"]
        .as_str()
        .unwrap();
    assert!(
        heaps.contains(&format!("At most {} heaps", config.max_heaps)) || config.max_heaps >= 1000,
        "{heaps}"
    );
}

#[tokio::test]
async fn the_document_states_the_server_s_own_limits() {
    let s = start(ServerConfig::default()).await;
    let doc = get(s.addr, "/api/openapi.json").await.json();
    assert_limits(&doc, &ServerConfig::default());
    let config = ServerConfig {
        max_sequence_upto: 300,
        max_job_upto: 5000,
        large_result_values: 40,
        max_heaps: 9,
        ..ServerConfig::default()
    };
    let s = start(config.clone()).await;
    let doc = get(s.addr, "/api/openapi.json").await.json();
    assert_limits(&doc, &config);
    // The server keeps to them: each limit is taken, one past it refused.
    let upto = parameter(&doc, "/api/sequence", "get", "upto")["schema"]["maximum"]
        .as_u64()
        .unwrap();
    let at = get(s.addr, &format!("/api/sequence?game=kayles&upto={upto}")).await;
    assert_eq!(at.status, 200, "{}", at.text());
    let past = get(
        s.addr,
        &format!("/api/sequence?game=kayles&upto={}", upto + 1),
    )
    .await;
    assert_eq!(past.status, 413, "{}", past.text());
    let most = doc["components"]["schemas"]["JobRequest"]["properties"]["upto"]["maximum"]
        .as_u64()
        .unwrap();
    let past = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": most + 1}),
    )
    .await;
    assert_eq!(past.status, 413, "{}", past.text());
    let started = post(
        s.addr,
        "/api/sequence/jobs",
        json!({"game": "kayles", "upto": most}),
    )
    .await;
    assert_eq!(started.status, 202, "{}", started.text());
    let id = started.json()["id"].as_str().unwrap().to_string();
    let values = parameter(&doc, "/api/sequence/jobs/{id}", "get", "values")["schema"]["maximum"]
        .as_u64()
        .unwrap();
    let at = get(s.addr, &format!("/api/sequence/jobs/{id}?values={values}")).await;
    assert_eq!(at.status, 200, "{}", at.text());
    let past = get(
        s.addr,
        &format!("/api/sequence/jobs/{id}?values={}", values + 1),
    )
    .await;
    assert_eq!(past.status, 400, "{}", past.text());
    let heaps = |n: usize| vec!["1"; n].join(" ");
    let at = post(s.addr, "/api/analyze", json!({"position": heaps(9)})).await;
    assert_eq!(at.status, 200, "{}", at.text());
    let past = post(s.addr, "/api/analyze", json!({"position": heaps(10)})).await;
    assert_eq!(past.status, 413, "{}", past.text());
    // The fixed limits the document states: a quotient's heaps, a sheet's exercises.
    let maxheap = parameter(&doc, "/api/quotient", "get", "maxheap")["schema"]["maximum"]
        .as_u64()
        .unwrap();
    let past = get(
        s.addr,
        &format!("/api/quotient?ruleset=kayles&maxheap={}", maxheap + 1),
    )
    .await;
    assert_eq!(past.status, 413, "{}", past.text());
    let count = &doc["components"]["schemas"]["ExerciseRequest"]["properties"]["count"];
    let most = count["maximum"].as_u64().unwrap();
    let at = post(
        s.addr,
        "/api/exercise",
        json!({"level": 1, "count": most, "seed": 1}),
    )
    .await;
    assert_eq!(at.status, 200, "{}", at.text());
    let past = post(
        s.addr,
        "/api/exercise",
        json!({"level": 1, "count": most + 1, "seed": 1}),
    )
    .await;
    assert_eq!(past.status, 413, "{}", past.text());
}

/// What schemathesis found (Hardening II, point 3), each now as the document says.
#[tokio::test]
async fn the_answers_schemathesis_found_agree_with_the_document() {
    let s = start(ServerConfig::default()).await;
    let doc = get(s.addr, "/api/openapi.json").await.json();
    let schemas = &doc["components"]["schemas"];
    // `"explain": false` leaves the words out: the document does not require them.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "3 4 5", "explain": false}),
    )
    .await;
    assert_eq!(a.status, 200);
    assert!(a.json().get("summary").is_none());
    let words = &schemas["Analysis"]["allOf"][1];
    assert!(words.get("required").is_none(), "{words}");
    // Nulls the server takes are nullable in the document.
    let a = post(
        s.addr,
        "/api/analyze",
        json!({"position": "3 4 5", "max_moves": null}),
    )
    .await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(
        schemas["AnalyzeRequest"]["properties"]["max_moves"]["nullable"],
        true
    );
    let a = post(s.addr, "/api/exercise", json!({"level": 1, "seed": null})).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(
        schemas["ExerciseRequest"]["properties"]["seed"]["nullable"],
        true
    );
    // A seed that is not an integer is refused, as the document says.
    let a = post(s.addr, "/api/exercise", json!({"level": 1, "seed": 1.5})).await;
    assert_eq!(a.status, 400, "{}", a.text());
    // Empty strings are refused, and the document says they must not be empty.
    for (route, body, schema, field) in [
        (
            "/api/exercise/check",
            json!({"position": "3 4 5", "answer": ""}),
            "CheckRequest",
            "answer",
        ),
        (
            "/api/play",
            json!({"position": "3 4 5", "move": ""}),
            "PlayRequest",
            "move",
        ),
        (
            "/api/analyze",
            json!({"position": ""}),
            "AnalyzeRequest",
            "position",
        ),
    ] {
        let a = post(s.addr, route, body).await;
        assert!(a.status >= 400 && a.status < 500, "{route}: {}", a.text());
        let documented = &doc["paths"][route]["post"]["responses"][a.status.to_string()];
        assert!(documented.is_object(), "{route}: {} undocumented", a.status);
        assert_eq!(schemas[schema]["properties"][field]["minLength"], 1);
    }
    let a = get(s.addr, "/api/quotient?ruleset=").await;
    assert_eq!(a.status, 400, "{}", a.text());
    assert_eq!(
        parameter(&doc, "/api/quotient", "get", "ruleset")["schema"]["minLength"],
        1
    );
    // A bad query on DELETE is a documented 400.
    let a = request_with(
        s.addr,
        "DELETE",
        "/api/sequence/jobs/1?result=null",
        &[("X-Job-Token", &"0".repeat(32))],
        None,
    )
    .await;
    assert_eq!(a.status, 400, "{}", a.text());
    assert!(doc["paths"]["/api/sequence/jobs/{id}"]["delete"]["responses"]["400"].is_object());
    // The quotient, a computation with a client's seat, may answer 429 and 503.
    let quotient = &doc["paths"]["/api/quotient"]["get"]["responses"];
    assert!(quotient["429"].is_object() && quotient["503"].is_object());
}
