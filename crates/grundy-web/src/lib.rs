//! # grundy-web — `grundy serve`
//!
//! The web front end of the `grundy` library: three pages (a calculator, a game against
//! the computer, a nim-sequence explorer) and the JSON API they use, documented by an
//! OpenAPI 3 document at `/api/openapi.json`. It is a thin front end: it reads requests,
//! calls the library (in blocking threads, with a time limit) and writes its answers as
//! JSON; it holds no game logic and reads no files — its pages are embedded in the binary.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let addr: std::net::SocketAddr = "127.0.0.1:8080".parse().unwrap();
//! // Serves until the future given as the shutdown signal completes (here: never).
//! grundy_web::serve(addr, grundy_web::ServerConfig::default(), std::future::pending()).await
//! # }
//! ```

mod api;
mod assets;
mod clients;
mod connections;
mod content_type;
mod download;
mod error;
mod i18n;
mod jobs;
mod periods;
mod practice;
mod priority;
mod token;

pub use connections::{open_file_limit, RESERVED_FILES};
pub use error::ApiError;

use axum::extract::DefaultBodyLimit;
use axum::http::Method;
use axum::routing::{delete, get, post, MethodRouter};
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tower_http::compression::predicate::{DefaultPredicate, Predicate, SizeAbove};
use tower_http::compression::{CompressionLayer, CompressionLevel};

/// The quality of gzip and brotli: 4 is fast (brotli's own default, 11, is its slowest
/// and best); the cost per answer is in BENCHMARKS.md.
const COMPRESSION_QUALITY: i32 = 4;

/// Answers of at most this many bytes are sent as they are: compressing them saves
/// little and costs 20–40 µs of CPU (BENCHMARKS.md).
const COMPRESS_ABOVE: u16 = 1024;

/// The server's limits. Every request is bounded in size, in the work it asks for and in
/// time; a request over a limit gets a 4xx with a JSON `{error}` (a 503 only when the server
/// is too busy to start the work in time).
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The largest request body, in bytes.
    pub max_body_bytes: usize,
    /// The most heaps (and tokens) a position may have. (Heap sizes are limited to
    /// 10,000 digits by the library.)
    pub max_heaps: usize,
    /// The most winning moves a report lists (`max_moves` is capped to it).
    pub max_moves: usize,
    /// The longest one computation (an analysis, a move, a short sequence) may take
    /// before the request gets a 422 (or a 503 if it could not even start).
    pub compute_timeout: Duration,
    /// How many computations may run at once; more wait (within `compute_timeout`, then
    /// 503). The default is twice the processors, from 4 to 64 ([`default_computations`]):
    /// more would only share the processors thinner (each then less likely to finish in
    /// time) and hold more memory.
    pub max_concurrent_computations: usize,
    /// How many computations one client (an IP address, an IPv6 /64) may have running
    /// or waiting at once; another gets a 429. The default is a quarter of the default
    /// slots (at least 1), so that one client cannot take them all; set it with
    /// `max_concurrent_computations` (`grundy serve` takes a quarter of its
    /// `--max-computations`).
    pub max_computations_per_client: usize,
    /// The largest `upto` of `/api/sequence` (answered at once).
    pub max_sequence_upto: u64,
    /// The largest `upto` of a sequence job.
    pub max_job_upto: u64,
    /// How many sequence jobs may run at once; another gets a 429.
    pub max_running_jobs: usize,
    /// How many sequence jobs one client (an IP address, an IPv6 /64) may run at once
    /// (at least 1); another gets a 429, so that one client cannot hold every job slot
    /// while others wait.
    pub max_jobs_per_client: usize,
    /// How many jobs (running or stopped) are kept, all clients together. At the limit a
    /// client's new job is refused (429) unless the client has stopped jobs of its own:
    /// its oldest is forgotten to make room. Another client's job is never forgotten for
    /// it.
    pub max_stored_jobs: usize,
    /// How many jobs (running or stopped) one client keeps (at least one more than
    /// `max_jobs_per_client`): starting another forgets its own oldest stopped job.
    pub max_stored_jobs_per_client: usize,
    /// The longest a sequence job may run; then it stops with what it has.
    pub job_time_limit: Duration,
    /// A running job that its owner (a request with its token) has not polled for this
    /// long stops with what it has (`abandoned`): the page that started it has gone
    /// away. A stopped job whose page has left (`…/leave`) is forgotten after this long
    /// unless its owner reads it again.
    pub job_idle_timeout: Duration,
    /// After `POST /api/sequence/jobs/{id}/leave` (its page is going away), a running job
    /// stops unless its owner polls it within this time (as a reloaded page does).
    pub job_leave_grace: Duration,
    /// A stopped job whose owner has not read it (with its token) for this long is
    /// forgotten: reading it then answers 404.
    pub job_result_expiry: Duration,
    /// A job's report with more values than this is large: streamed, and counted
    /// against `max_large_downloads`.
    pub large_result_values: u64,
    /// How many large reports may be downloaded at once; another reader gets a 503.
    pub max_large_downloads: usize,
    /// A large download whose reader takes nothing for this long is cut off (its permit
    /// goes to the next reader).
    pub download_stall_timeout: Duration,
    /// The memory all stopped jobs' reports may hold together, in bytes. Beyond it, when
    /// a job stops, its owner's least recently read reports are dropped (reading one then
    /// answers 410) — the owner's own, never another client's.
    pub job_results_budget: usize,
    /// The memory the reports of one client's stopped jobs may hold together, in bytes;
    /// beyond it its least recently read are dropped. The default, 160 MiB, holds a report
    /// of the largest `max_job_upto` with 64-bit values (128 MiB) and its words.
    pub job_results_per_client: usize,
    /// How many connections may be open at once; at the cap the server stops accepting
    /// (new connections wait in the kernel's queue). Lowered below the open-file limit
    /// (`RLIMIT_NOFILE` less [`RESERVED_FILES`]) when that is smaller.
    pub max_connections: usize,
    /// How many connections one client (an IP address, an IPv6 /64) may have open at
    /// once; another is answered 429 and closed at once, without taking one of the
    /// `max_connections`. `None` (the default): an eighth of the connection cap (after
    /// its lowering below the open-file limit), at most 64
    /// ([`default_connections_per_client`]) — so that a few clients cannot fill the cap
    /// and lock new clients out.
    pub max_connections_per_client: Option<usize>,
    /// The longest a connection may stay without sending a whole request head — from
    /// its opening, or from the previous answer (an idle keep-alive connection); then it
    /// is closed.
    pub idle_timeout: Duration,
    /// The longest a request's body may take to arrive once its head is read; then 408.
    pub body_timeout: Duration,
    /// The longest a write of an answer may wait for the client to read; then the
    /// connection is closed.
    pub send_timeout: Duration,
    /// On shutdown, how long requests in progress may take to finish before their
    /// connections are dropped.
    pub shutdown_grace: Duration,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            max_body_bytes: 64 * 1024,
            max_heaps: 1000,
            max_moves: 100,
            compute_timeout: Duration::from_secs(10),
            max_concurrent_computations: default_computations(),
            max_computations_per_client: (default_computations() / 4).max(1),
            max_sequence_upto: 100_000,
            max_job_upto: (1 << 24) - 1,
            max_running_jobs: 2,
            max_jobs_per_client: 1,
            max_stored_jobs: 256,
            max_stored_jobs_per_client: 8,
            job_time_limit: Duration::from_secs(300),
            job_idle_timeout: Duration::from_secs(20),
            job_leave_grace: Duration::from_secs(3),
            job_result_expiry: Duration::from_secs(3600),
            large_result_values: 100_000,
            max_large_downloads: 4,
            download_stall_timeout: Duration::from_secs(30),
            job_results_budget: 256 << 20,
            job_results_per_client: 160 << 20,
            max_connections: 1024,
            max_connections_per_client: None,
            idle_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            send_timeout: Duration::from_secs(10),
            shutdown_grace: Duration::from_secs(2),
        }
    }
}

/// The default number of computation slots: twice the processors this process may use,
/// at least 4 and at most 64 (4 on a 2-core machine).
///
/// ```
/// let n = grundy_web::default_computations();
/// assert!((4..=64).contains(&n));
/// ```
pub fn default_computations() -> usize {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get());
    (2 * cpus).clamp(4, 64)
}

/// The share of the connection cap one client may hold when
/// [`ServerConfig::max_connections_per_client`] is not set: an eighth of `cap`, at most
/// [`MAX_DEFAULT_CONNECTIONS_PER_CLIENT`], at least 1. With the default cap of 1,024, 64:
/// sixteen clients would be needed to fill it.
///
/// ```
/// use grundy_web::default_connections_per_client;
/// assert_eq!(default_connections_per_client(1024), 64);
/// assert_eq!(default_connections_per_client(200), 25);
/// assert_eq!(default_connections_per_client(3), 1);
/// ```
pub fn default_connections_per_client(cap: usize) -> usize {
    (cap / 8).clamp(1, MAX_DEFAULT_CONNECTIONS_PER_CLIENT)
}

/// The most connections one client may hold by default
/// ([`default_connections_per_client`]).
pub const MAX_DEFAULT_CONNECTIONS_PER_CLIENT: usize = 64;

/// What every handler shares.
pub(crate) struct AppState {
    pub config: ServerConfig,
    pub compute: Arc<tokio::sync::Semaphore>,
    pub clients: Arc<clients::Clients>,
    /// The one-heap rules whose period a computation is finding now.
    pub periods: Arc<periods::Finding>,
    pub jobs: jobs::Jobs,
    /// One permit per connection that may open.
    pub connections: Arc<tokio::sync::Semaphore>,
    /// The cap on open connections (see [`ServerConfig::max_connections`]).
    pub connection_limit: usize,
    /// Open connections per client.
    pub connection_clients: Arc<clients::Clients>,
    /// One permit per refusal of a connection over its client's share being answered
    /// now (see `connections::REFUSALS_AT_ONCE`).
    pub refusals: Arc<tokio::sync::Semaphore>,
    /// Connections being served now.
    pub open_connections: Arc<std::sync::atomic::AtomicUsize>,
    /// The OpenAPI document, with this server's limits.
    pub openapi: String,
}

/// The application: pages, assets and the API, with the body-size limit; every other
/// path gets a JSON 404.
pub fn router(config: ServerConfig) -> Router {
    app(config).0
}

fn app(config: ServerConfig) -> (Router, Arc<AppState>) {
    let connection_limit = connections::connection_limit(config.max_connections);
    let connections_per_client = config
        .max_connections_per_client
        .unwrap_or_else(|| default_connections_per_client(connection_limit))
        .max(1);
    let state = Arc::new(AppState {
        compute: Arc::new(tokio::sync::Semaphore::new(
            config.max_concurrent_computations.max(1),
        )),
        clients: Arc::new(clients::Clients::new(config.max_computations_per_client)),
        periods: Arc::default(),
        connections: Arc::new(tokio::sync::Semaphore::new(connection_limit)),
        connection_limit,
        connection_clients: Arc::new(clients::Clients::new(connections_per_client)),
        refusals: Arc::new(tokio::sync::Semaphore::new(connections::REFUSALS_AT_ONCE)),
        open_connections: Arc::default(),
        jobs: jobs::Jobs::new(&config),
        openapi: assets::openapi_document(&config),
        config,
    });
    let body_limit = state.config.max_body_bytes;
    let router = Router::new()
        .route("/", get(assets::calculator))
        .route("/play", get(assets::play))
        .route("/sequence", get(assets::sequence))
        .route("/quotient", get(assets::quotient))
        .route("/practice", get(assets::practice))
        .route("/assets/{name}", get(assets::asset));
    let mut api: Vec<(&'static str, MethodRouter<Arc<AppState>>)> = Vec::new();
    for (path, _, handler) in api_table() {
        match api.iter_mut().find(|(p, _)| *p == path) {
            Some((_, methods)) => *methods = std::mem::take(methods).merge(handler),
            None => api.push((path, handler)),
        }
    }
    let router = api
        .into_iter()
        .fold(router, |router, (path, methods)| {
            router.route(path, methods)
        })
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(axum::middleware::from_fn(clients::client_scope))
        .layer(axum::middleware::map_response(error::json_rejections))
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            connections::read_body,
        ))
        .layer(axum::middleware::from_fn(error::localize))
        .layer(axum::middleware::map_response(assets::security_headers))
        .layer(
            CompressionLayer::new()
                .quality(CompressionLevel::Precise(COMPRESSION_QUALITY))
                .compress_when(
                    DefaultPredicate::new()
                        .and(SizeAbove::new(COMPRESS_ABOVE))
                        .and(NoSecret),
                ),
        )
        .with_state(state.clone());
    (router, state)
}

/// The routes of the JSON API: path (with `{id}` for a parameter, as the OpenAPI
/// document writes it), method, handler. The router is built from this table, and
/// [`api_routes`] lists it, so that a test can hold the document to the router.
fn api_table() -> Vec<(&'static str, Method, MethodRouter<Arc<AppState>>)> {
    vec![
        ("/api/openapi.json", Method::GET, get(assets::openapi)),
        ("/api/i18n", Method::GET, get(api::catalogue)),
        ("/api/analyze", Method::POST, post(api::analyze_handler)),
        ("/api/move", Method::POST, post(api::computer_move)),
        ("/api/play", Method::POST, post(api::play)),
        ("/api/exercise", Method::POST, post(practice::exercises)),
        (
            "/api/exercise/check",
            Method::POST,
            post(practice::check_answer),
        ),
        ("/api/sequence", Method::GET, get(api::sequence_get)),
        ("/api/sequence", Method::POST, post(api::sequence_post)),
        ("/api/quotient", Method::GET, get(api::quotient_get)),
        ("/api/sequence/jobs", Method::POST, post(jobs::create)),
        ("/api/sequence/jobs/{id}", Method::GET, get(jobs::status)),
        (
            "/api/sequence/jobs/{id}",
            Method::DELETE,
            delete(jobs::cancel),
        ),
        (
            "/api/sequence/jobs/{id}/leave",
            Method::POST,
            post(jobs::leave),
        ),
    ]
}

/// Every route of the JSON API, as `(path, method)`: the path as the OpenAPI document at
/// `/api/openapi.json` writes it (`/api/sequence/jobs/{id}`), the method in lower case as
/// its operations are keyed (`get`, `post`, `delete`). The server's router is built from
/// the same table; the document must list exactly these.
///
/// ```
/// let routes = grundy_web::api_routes();
/// assert!(routes.contains(&("/api/analyze", "post")));
/// assert!(routes.contains(&("/api/sequence/jobs/{id}", "delete")));
/// ```
pub fn api_routes() -> Vec<(&'static str, &'static str)> {
    api_table()
        .into_iter()
        .map(|(path, method, _)| {
            let method = match method {
                Method::GET => "get",
                Method::POST => "post",
                Method::DELETE => "delete",
                _ => "other",
            };
            (path, method)
        })
        .collect()
}

/// Compresses only answers that hold no secret ([`jobs::Secret`]: the answer that starts
/// a job, with its token), so that no secret's length can be learnt from the length of
/// an answer that also repeats what a request chose (BREACH).
#[derive(Debug, Clone, Copy)]
struct NoSecret;

impl Predicate for NoSecret {
    fn should_compress<B>(&self, response: &axum::http::Response<B>) -> bool
    where
        B: axum::body::HttpBody,
    {
        response.extensions().get::<jobs::Secret>().is_none()
    }
}

/// A server: its application and the live counts of what it holds ([`Monitor`]).
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let server = grundy_web::Server::new(grundy_web::ServerConfig::default());
/// let monitor = server.monitor();
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// tokio::spawn(server.run(listener, std::future::pending()));
/// assert_eq!(monitor.busy_slots(), 0);
/// # Ok(()) }
/// ```
pub struct Server {
    router: Router,
    state: Arc<AppState>,
}

impl Server {
    /// A server with these limits (not yet listening).
    pub fn new(config: ServerConfig) -> Server {
        let (router, state) = app(config);
        Server { router, state }
    }

    /// A handle on the server's live counts.
    pub fn monitor(&self) -> Monitor {
        Monitor(self.state.clone())
    }

    /// Serves on a bound listener until `shutdown` completes; then closes the
    /// connections (requests in progress get [`ServerConfig::shutdown_grace`]) and stops
    /// the running sequence jobs.
    ///
    /// # Errors
    /// None at present (accept errors are waited out); kept for future failures.
    pub async fn run(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        connections::accept_loop(listener, self.router, self.state.clone(), shutdown).await;
        self.state.jobs.cancel_all();
        Ok(())
    }
}

/// The live counts of a [`Server`] (for tests and monitoring).
#[derive(Clone)]
pub struct Monitor(Arc<AppState>);

impl Monitor {
    /// Computation slots in use. A computation holds its slot until its thread returns —
    /// also after its request was answered with a time-out, until the library's loops
    /// see the cancel.
    pub fn busy_slots(&self) -> usize {
        let slots = self.0.config.max_concurrent_computations.max(1);
        slots - self.0.compute.available_permits()
    }

    /// Connections open now.
    pub fn open_connections(&self) -> usize {
        self.0
            .open_connections
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The cap on open connections: [`ServerConfig::max_connections`], lowered below
    /// the open-file limit.
    pub fn connection_limit(&self) -> usize {
        self.0.connection_limit
    }

    /// How many connections one client may hold:
    /// [`ServerConfig::max_connections_per_client`], or by default an eighth of
    /// [`Monitor::connection_limit`], at most 64 ([`default_connections_per_client`]).
    pub fn connections_per_client(&self) -> usize {
        self.0.connection_clients.per_client()
    }
}

/// Binds `addr` and serves until `shutdown` completes.
///
/// # Errors
/// When the address cannot be bound or the server fails.
pub async fn serve(
    addr: SocketAddr,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = TcpListener::bind(addr).await?;
    serve_on(listener, config, shutdown).await
}

/// Serves on a bound listener until `shutdown` completes, then stops the running
/// sequence jobs. (Tests bind port 0 and read the address from the listener.)
///
/// # Errors
/// When the server fails.
pub async fn serve_on(
    listener: TcpListener,
    config: ServerConfig,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    Server::new(config).run(listener, shutdown).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_with_a_secret_are_never_compressed() {
        let predicate = DefaultPredicate::new()
            .and(SizeAbove::new(COMPRESS_ABOVE))
            .and(NoSecret);
        let answer = || {
            axum::http::Response::builder()
                .header("content-type", "application/json")
                .body(axum::body::Body::from(vec![b' '; 4096]))
                .unwrap()
        };
        assert!(predicate.should_compress(&answer()));
        let mut secret = answer();
        secret.extensions_mut().insert(jobs::Secret);
        assert!(!predicate.should_compress(&secret));
    }
}
