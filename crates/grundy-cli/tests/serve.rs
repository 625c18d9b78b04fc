//! `grundy serve`: binds loopback by default, answers the API, stops cleanly on Ctrl-C.
//! (The API itself is tested in crates/grundy-web/tests.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStderr, Command, Stdio};
use std::time::{Duration, Instant};

/// `grundy serve ARGS` on any free port: the child, its standard error after the first
/// line, and the address from that line (`127.0.0.1:PORT`).
fn serve(args: &[&str]) -> (Child, BufReader<ChildStderr>, String) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["serve", "--port", "0"])
        .args(args)
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).unwrap();
    let addr = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix("http://"))
        .map(|a| a.trim_end_matches('/').to_string())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (child, stderr, addr)
}

#[test]
fn serve_on_loopback_answers_and_stops_on_ctrl_c() {
    let (mut child, mut stderr, addr) = serve(&[]);
    assert!(
        addr.starts_with("127.0.0.1:"),
        "loopback by default: {addr}"
    );
    let addr = addr.as_str();

    let body = r#"{"position": "3 4 5"}"#;
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "POST /api/analyze HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("take 2 from heap 1 (3 → 1)"), "{answer}");

    // Ctrl-C: a graceful stop, exit status 0.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the server did not stop on Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("stopping"), "{rest}");
}

#[test]
fn serve_refuses_a_bad_address() {
    let out = Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["serve", "--bind", "not-an-address"])
        .output()
        .unwrap();
    assert!(!out.status.success());
}

#[test]
fn serve_refuses_bad_limits() {
    for args in [
        ["--compute-timeout", "0"],
        ["--compute-timeout", "soon"],
        ["--max-computations", "0"],
        ["--max-computations-per-client", "0"],
    ] {
        let out = Command::new(assert_cmd::cargo::cargo_bin("grundy"))
            .arg("serve")
            .args(args)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(args[0]), "{args:?}: {err}");
    }
}

#[test]
fn ctrl_c_stops_the_server_while_a_client_holds_a_half_sent_request() {
    let (mut child, _stderr, addr) = serve(&["--body-timeout", "600", "--idle-timeout", "600"]);
    // Half a body, and half a head: neither timeout would end them for ten minutes.
    let mut half_body = TcpStream::connect(&addr).unwrap();
    write!(
        half_body,
        "POST /api/analyze HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 100\r\n\r\n{{\"posi"
    )
    .unwrap();
    let mut half_head = TcpStream::connect(&addr).unwrap();
    write!(half_head, "GET / HTTP/1.1\r\nHost: {addr}\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let deadline = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server did not stop on Ctrl-C with a half-sent request pending");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
}
