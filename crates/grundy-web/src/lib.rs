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
mod download;
mod error;
mod jobs;

pub use error::ApiError;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

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
    /// How many computations may run at once; more wait (within `compute_timeout`).
    pub max_concurrent_computations: usize,
    /// The largest `upto` of `/api/sequence` (answered at once).
    pub max_sequence_upto: u64,
    /// The largest `upto` of a sequence job.
    pub max_job_upto: u64,
    /// How many sequence jobs may run at once; another gets a 429.
    pub max_running_jobs: usize,
    /// How many jobs (running or finished) are kept; the oldest finished go first.
    pub max_stored_jobs: usize,
    /// The longest a sequence job may run; then it stops with what it has.
    pub job_time_limit: Duration,
    /// A running job that nobody polls for this long stops with what it has
    /// (`abandoned`): the page that started it has gone away.
    pub job_idle_timeout: Duration,
    /// After `POST /api/sequence/jobs/{id}/leave` (its page is going away), the job stops
    /// unless polled within this time (as a reloaded page does).
    pub job_leave_grace: Duration,
    /// A job's report with more values than this is large: streamed, and counted
    /// against `max_large_downloads`.
    pub large_result_values: u64,
    /// How many large reports may be downloaded at once; another reader gets a 503.
    pub max_large_downloads: usize,
    /// A large download whose reader takes nothing for this long is cut off (its permit
    /// goes to the next reader).
    pub download_stall_timeout: Duration,
    /// The memory all stopped jobs' reports may hold together, in bytes; beyond it the
    /// least recently read are dropped (reading one then answers 410).
    pub job_results_budget: usize,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            max_body_bytes: 64 * 1024,
            max_heaps: 1000,
            max_moves: 100,
            compute_timeout: Duration::from_secs(10),
            max_concurrent_computations: 64,
            max_sequence_upto: 100_000,
            max_job_upto: (1 << 24) - 1,
            max_running_jobs: 2,
            max_stored_jobs: 32,
            job_time_limit: Duration::from_secs(300),
            job_idle_timeout: Duration::from_secs(20),
            job_leave_grace: Duration::from_secs(3),
            large_result_values: 100_000,
            max_large_downloads: 4,
            download_stall_timeout: Duration::from_secs(30),
            job_results_budget: 256 << 20,
        }
    }
}

/// What every handler shares.
pub(crate) struct AppState {
    pub config: ServerConfig,
    pub compute: Arc<tokio::sync::Semaphore>,
    pub jobs: jobs::Jobs,
}

/// The application: pages, assets and the API, with the body-size limit; every other
/// path gets a JSON 404.
pub fn router(config: ServerConfig) -> Router {
    app(config).0
}

fn app(config: ServerConfig) -> (Router, Arc<AppState>) {
    let state = Arc::new(AppState {
        compute: Arc::new(tokio::sync::Semaphore::new(
            config.max_concurrent_computations.max(1),
        )),
        jobs: jobs::Jobs::new(&config),
        config,
    });
    let body_limit = state.config.max_body_bytes;
    let router = Router::new()
        .route("/", get(assets::calculator))
        .route("/play", get(assets::play))
        .route("/sequence", get(assets::sequence))
        .route("/assets/{name}", get(assets::asset))
        .route("/api/openapi.json", get(assets::openapi))
        .route("/api/analyze", post(api::analyze_handler))
        .route("/api/move", post(api::computer_move))
        .route("/api/play", post(api::play))
        .route(
            "/api/sequence",
            get(api::sequence_get).post(api::sequence_post),
        )
        .route("/api/sequence/jobs", post(jobs::create))
        .route(
            "/api/sequence/jobs/{id}",
            get(jobs::status).delete(jobs::cancel),
        )
        .route("/api/sequence/jobs/{id}/leave", post(jobs::leave))
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(axum::middleware::map_response(error::json_rejections))
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::map_response(assets::security_headers))
        .with_state(state.clone());
    (router, state)
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
    let (router, state) = app(config);
    let result = axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await;
    state.jobs.cancel_all();
    result?;
    Ok(())
}
