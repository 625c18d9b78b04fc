//! A server on an ephemeral loopback port and a raw HTTP/1.1 client (raw, so that paths
//! like `/../../etc/passwd` reach the server exactly as written).

#![allow(dead_code)]

use grundy_web::{Monitor, ServerConfig};
use std::net::{IpAddr, SocketAddr};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpSocket, TcpStream};

/// A running server; stopped when dropped.
pub struct Server {
    pub addr: SocketAddr,
    pub monitor: Monitor,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl Server {
    /// Stops the server; true when it has finished within `patience`.
    pub async fn stop(mut self, patience: std::time::Duration) -> bool {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let task = self.task.take().expect("running");
        tokio::time::timeout(patience, task).await.is_ok()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

pub async fn start(config: ServerConfig) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = grundy_web::Server::new(config);
    let monitor = server.monitor();
    let task = tokio::spawn(async move {
        server
            .run(listener, async {
                let _ = stopped.await;
            })
            .await
            .expect("server");
    });
    Server {
        addr,
        monitor,
        stop: Some(stop),
        task: Some(task),
    }
}

#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text()))
    }

    /// The `error` of a JSON error answer, checking its form.
    pub fn error(&self) -> String {
        assert!(
            self.status >= 400,
            "expected an error, got {}: {}",
            self.status,
            self.text()
        );
        assert_eq!(self.header("content-type"), Some("application/json"));
        let v = self.json();
        let obj = v.as_object().expect("an object");
        assert_eq!(obj.len(), 1, "only {{error}}: {v}");
        obj["error"]
            .as_str()
            .expect("error is a string")
            .to_string()
    }
}

/// Sends one request and reads the whole answer.
pub async fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&[u8]>) -> Answer {
    request_with(addr, method, path, &[], body).await
}

/// [`request`] with more request headers.
pub async fn request_with(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Answer {
    let stream = TcpStream::connect(addr).await.expect("connect");
    exchange(stream, addr, method, path, headers, body).await
}

/// A connection to `addr` from the local address `from` (any loopback address
/// 127.x.y.z works on Linux: another client for the server).
pub async fn connect_from(from: IpAddr, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("socket");
    socket
        .bind(SocketAddr::new(from, 0))
        .expect("bind the client");
    socket.connect(addr).await.expect("connect")
}

/// [`request_with`] from the local address `from`.
pub async fn request_from(
    from: IpAddr,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Answer {
    let stream = connect_from(from, addr).await;
    exchange(stream, addr, method, path, headers, body).await
}

/// Sends `bytes` as they are (a whole request, head and body) and reads the answer.
pub async fn raw(addr: SocketAddr, bytes: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    stream.write_all(bytes).await.expect("write");
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw).await;
    parse(&raw)
}

/// [`post`] from the local address `from`.
pub async fn post_from(
    from: IpAddr,
    addr: SocketAddr,
    path: &str,
    json: serde_json::Value,
) -> Answer {
    let body = serde_json::to_vec(&json).unwrap();
    let stream = connect_from(from, addr).await;
    exchange(stream, addr, "POST", path, &[], Some(&body)).await
}

/// Sends one request on `stream` and reads the whole answer. A body is sent as
/// `application/json` unless `headers` name its `Content-Type`.
async fn exchange(
    mut stream: TcpStream,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&[u8]>,
) -> Answer {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if let Some(b) = body {
        let typed = headers
            .iter()
            .any(|(name, _)| name.eq_ignore_ascii_case("content-type"));
        if !typed {
            head.push_str("Content-Type: application/json\r\n");
        }
        head.push_str(&format!("Content-Length: {}\r\n", b.len()));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.expect("write");
    if let Some(b) = body {
        // The server may answer (413) before reading it all.
        let _ = stream.write_all(b).await;
    }
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw).await;
    parse(&raw)
}

pub fn parse(raw: &[u8]) -> Answer {
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no HTTP head in {:?}", String::from_utf8_lossy(raw)));
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .expect("status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    if chunked {
        let mut out = Vec::new();
        let mut rest = body.as_slice();
        loop {
            let eol = rest
                .windows(2)
                .position(|w| w == b"\r\n")
                .expect("chunk size");
            let size = usize::from_str_radix(std::str::from_utf8(&rest[..eol]).unwrap().trim(), 16)
                .expect("hex size");
            rest = &rest[eol + 2..];
            if size == 0 {
                break;
            }
            out.extend_from_slice(&rest[..size]);
            rest = &rest[size + 2..];
        }
        body = out;
    }
    Answer {
        status,
        headers,
        body,
    }
}

pub async fn post(addr: SocketAddr, path: &str, json: serde_json::Value) -> Answer {
    let body = serde_json::to_vec(&json).unwrap();
    request(addr, "POST", path, Some(&body)).await
}

/// POSTs `json` to `path` with `headers` (and its content type); the answer's JSON.
pub async fn post_json_with(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
    json: &serde_json::Value,
) -> serde_json::Value {
    let body = serde_json::to_vec(json).unwrap();
    request_with(
        addr,
        "POST",
        path,
        &[&[("Content-Type", "application/json")], headers].concat(),
        Some(&body),
    )
    .await
    .json()
}

pub async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, None).await
}
