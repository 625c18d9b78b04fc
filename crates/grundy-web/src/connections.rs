//! Connections with deadlines: the accept loop and each connection's HTTP/1.1 service.
//!
//! * **A cap on open connections**, below the process's open-file limit
//!   (`RLIMIT_NOFILE`, less [`RESERVED_FILES`]): at the cap the server stops accepting,
//!   and new connections wait in the kernel's queue until one closes. One client (an IP
//!   address, an IPv6 /64) may hold at most `max_connections_per_client` of them (by
//!   default an eighth of the cap, at most 64); beyond that a connection is answered 429
//!   and closed, without holding a place under the cap (at most [`REFUSALS_AT_ONCE`]
//!   such answers at once; beyond, closed without one).
//! * **An idle timeout**, which is also the time allowed for a request's head: a
//!   connection that has not sent a whole request head within it — counted from its
//!   opening or from the previous answer — is closed.
//! * **A body timeout** (the request's body, in [`read_body`]): 408 when the body has not
//!   arrived in time, 413 at once when its announced length is over the limit.
//! * **A send timeout** ([`SendDeadline`]): a write that waits longer than
//!   `send_timeout` for the client to take the answer closes the connection (a client
//!   that stops reading).
//! * **Shutdown**: the listener closes, idle connections close, requests in progress get
//!   `shutdown_grace` to finish; then every connection is dropped (which raises the
//!   cancel of its computations).

use crate::error::ApiError;
use crate::{clients, AppState};
use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use http_body_util::{BodyExt, LengthLimitError, Limited};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinSet;
use tower_service::Service;

/// Open files kept free for everything but connections (the listener, the runtime's
/// own descriptors, standard streams).
pub const RESERVED_FILES: usize = 64;

/// How many connections over their client's share may be answered 429 at once (each
/// waits up to 300 ms for its request head, to answer in its language); beyond, such a
/// connection is closed at once without an answer. They hold no place under the
/// connection cap: their files come out of [`RESERVED_FILES`].
pub(crate) const REFUSALS_AT_ONCE: usize = 16;

/// The largest request head (start line and headers), in bytes: 431 beyond.
const MAX_HEAD_BYTES: usize = 16 * 1024;

/// The most header fields a request may have: 431 beyond.
const MAX_HEADERS: usize = 64;

/// The process's open-file limit (the soft `RLIMIT_NOFILE`), if known.
pub fn open_file_limit() -> Option<usize> {
    #[cfg(unix)]
    {
        use nix::sys::resource::{getrlimit, Resource};
        getrlimit(Resource::RLIMIT_NOFILE)
            .ok()
            .map(|(soft, _)| usize::try_from(soft).unwrap_or(usize::MAX))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The cap on open connections: `configured`, lowered below the open-file limit.
pub(crate) fn connection_limit(configured: usize) -> usize {
    let files = open_file_limit().map_or(usize::MAX, |n| n.saturating_sub(RESERVED_FILES));
    configured.min(files).max(1)
}

/// Accepts connections until `shutdown` completes, then closes them (see the module
/// documentation).
pub(crate) async fn accept_loop(
    listener: TcpListener,
    router: Router,
    state: Arc<AppState>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let (stop, stopping) = watch::channel(false);
    let mut tasks = JoinSet::new();
    tokio::pin!(shutdown);
    loop {
        // At the cap, wait for a connection to close before accepting another.
        let permit = tokio::select! {
            permit = state.connections.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors (or memory): wait a little, never spin.
                    if !matches!(
                        e.kind(),
                        std::io::ErrorKind::ConnectionAborted | std::io::ErrorKind::ConnectionReset
                    ) {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        while tasks.try_join_next().is_some() {}
        let client = clients::Client::of(peer.ip());
        let Some(seat) = state.connection_clients.enter(client) else {
            // Over its client's share: the connection gives its place under the cap back
            // at once, so that a client opening more than its share cannot fill the cap.
            // It is answered 429 while few refusals are under way, else closed at once.
            drop(permit);
            let most = state.connection_clients.per_client();
            if let Ok(refusing) = state.refusals.clone().try_acquire_owned() {
                tasks.spawn(async move {
                    let _refusing = refusing;
                    refuse(stream, most).await;
                });
            }
            continue;
        };
        let (router, state, stopping) = (router.clone(), state.clone(), stopping.clone());
        let open = Open::new(&state);
        tasks.spawn(async move {
            let _held = (permit, seat, open);
            serve_connection(stream, peer, router, &state, stopping).await;
        });
    }
    drop(listener);
    stop.send_replace(true);
    let grace = state.config.shutdown_grace;
    let finished = async { while tasks.join_next().await.is_some() {} };
    if tokio::time::timeout(grace, finished).await.is_err() {
        tasks.shutdown().await;
    }
}

/// One open connection in [`AppState::open_connections`], while it lives.
struct Open(Arc<AtomicUsize>);

impl Open {
    fn new(state: &AppState) -> Open {
        state.open_connections.fetch_add(1, Ordering::Relaxed);
        Open(state.open_connections.clone())
    }
}

impl Drop for Open {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The language of a request whose head arrives within a moment (`?lang=` on its first
/// line, else its `Accept-Language`), read from the first bytes of `stream`; English
/// when nothing (or nothing readable) arrives in time.
async fn sniff_lang(stream: &mut TcpStream) -> grundy::Lang {
    use tokio::io::AsyncReadExt;
    let mut head = vec![0u8; 4096];
    let mut len = 0;
    let read = async {
        while len < head.len() {
            match stream.read(&mut head[len..]).await {
                Ok(0) | Err(_) => break,
                Ok(n) => len += n,
            }
            if head[..len].windows(4).any(|w| w == b"\r\n\r\n") {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(Duration::from_millis(300), read).await;
    let text = String::from_utf8_lossy(&head[..len]);
    let mut lines = text.split("\r\n");
    let query = lines
        .next()
        .and_then(|first| first.split(' ').nth(1))
        .and_then(|target| target.split_once('?'))
        .map(|(_, q)| q.to_string());
    let mut headers = axum::http::HeaderMap::new();
    for line in lines {
        if let Some((name, value)) = line.split_once(':')
            && name.trim().eq_ignore_ascii_case("accept-language")
            && let Ok(v) = value.trim().parse()
        {
            headers.insert(axum::http::header::ACCEPT_LANGUAGE, v);
        }
    }
    crate::i18n::request_lang(query.as_deref(), &headers)
}

/// Answers 429 to a client over its connection cap and closes the connection, in the
/// language its request asks for (when its head arrives at once).
async fn refuse(mut stream: TcpStream, most: usize) {
    let lang = sniff_lang(&mut stream).await;
    let body = serde_json::json!({
        "error": grundy::i18n::message(lang, "web-connections-too-many", &[("most", (most as u64).into())])
    })
    .to_string();
    let answer = format!(
        "HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let write = async {
        stream.write_all(answer.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

/// Serves one connection until it closes, times out, or the server stops.
async fn serve_connection(
    stream: TcpStream,
    peer: SocketAddr,
    router: Router,
    state: &AppState,
    mut stopping: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let service = hyper::service::service_fn(move |request: Request<hyper::body::Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        let mut router = router.clone();
        async move { router.call(request).await }
    });
    let connection = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(state.config.idle_timeout)
        .keep_alive(true)
        .max_headers(MAX_HEADERS)
        .max_header_size(MAX_HEAD_BYTES)
        .serve_connection(
            TokioIo::new(SendDeadline::new(stream, state.config.send_timeout)),
            service,
        );
    tokio::pin!(connection);
    tokio::select! {
        _ = connection.as_mut() => return,
        _ = stopping.wait_for(|stop| *stop) => {}
    }
    // Stopping: an idle connection closes now, a request in progress may finish (the
    // accept loop drops what is left after the grace period).
    connection.as_mut().graceful_shutdown();
    let _ = connection.await;
}

/// Reads the request's body before the handler runs: 413 at once when its announced
/// length is over `max_body_bytes` (and as soon as more arrives), 408 when it has not
/// all arrived within `body_timeout`. Both close the connection.
pub(crate) async fn read_body(
    State(state): State<Arc<AppState>>,
    request: Request,
    next: Next,
) -> Response {
    let max = state.config.max_body_bytes;
    let limit = state.config.body_timeout;
    let (parts, body) = request.into_parts();
    let announced = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let too_large = || {
        closing(ApiError::message(
            StatusCode::PAYLOAD_TOO_LARGE,
            "web-body-too-large",
            vec![("max", max.into())],
        ))
    };
    if announced.is_some_and(|n| n > max as u64) {
        return too_large();
    }
    let bytes = match tokio::time::timeout(limit, Limited::new(body, max).collect()).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(e)) if e.downcast_ref::<LengthLimitError>().is_some() => return too_large(),
        Ok(Err(e)) => {
            return closing(ApiError::message(
                StatusCode::BAD_REQUEST,
                "web-body-unreadable",
                vec![("error", e.to_string().into())],
            ))
        }
        Err(_) => {
            let secs = limit.as_secs_f64().to_string();
            return closing(ApiError::message(
                StatusCode::REQUEST_TIMEOUT,
                "web-body-timeout",
                vec![("secs", secs.into())],
            ));
        }
    };
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

/// An error answer that closes the connection (what is left of the request is unread).
fn closing(error: ApiError) -> Response {
    let mut response = error.into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// A connection whose writes may wait at most `limit` for the client to read: then the
/// write fails (`TimedOut`) and the connection closes. The clock runs only while a write
/// waits; any progress stops it.
pub(crate) struct SendDeadline<T> {
    io: T,
    limit: Duration,
    timer: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<T> SendDeadline<T> {
    pub(crate) fn new(io: T, limit: Duration) -> Self {
        SendDeadline {
            io,
            limit,
            timer: None,
        }
    }

    /// What a write that made progress returns (the clock stops), or the wait.
    fn settle<R>(
        &mut self,
        cx: &mut Context<'_>,
        poll: Poll<io::Result<R>>,
    ) -> Poll<io::Result<R>> {
        if poll.is_ready() {
            self.timer = None;
            return poll;
        }
        let limit = self.limit;
        let timer = self
            .timer
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match timer.as_mut().poll(cx) {
            // The connection closes on this error and no reader sees it (hyper ends the
            // connection with it): it is said in English, the server's log language.
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                grundy::i18n::message(grundy::Lang::En, "web-answer-not-read", &[]),
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for SendDeadline<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for SendDeadline<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write(cx, buf);
        self.settle(cx, poll)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.io).poll_write_vectored(cx, bufs);
        self.settle(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.io).poll_flush(cx);
        self.settle(cx, poll)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.io).poll_shutdown(cx);
        self.settle(cx, poll)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncReadExt;

    #[tokio::test]
    async fn a_write_the_client_does_not_take_times_out() {
        let (server, mut client) = tokio::io::duplex(64);
        let mut server = SendDeadline::new(server, Duration::from_millis(50));
        // The client reads: everything goes through.
        let reader = tokio::spawn(async move {
            let mut got = vec![0u8; 1000];
            client.read_exact(&mut got).await.unwrap();
            client
        });
        server.write_all(&[7u8; 1000]).await.unwrap();
        let _client = reader.await.unwrap();
        // The client stops reading: the write fails after the limit instead of waiting.
        let err = server.write_all(&[7u8; 1000]).await.unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::TimedOut);
    }
}
