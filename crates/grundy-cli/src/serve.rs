//! `grundy serve`: the web pages and the JSON API (crates/grundy-web), on loopback
//! unless told otherwise, until Ctrl-C.

use crate::lang::tr;
use anyhow::{Context, Result};
use clap::Args;
use grundy_web::ServerConfig;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;
use std::time::Duration;

/// The arguments of `grundy serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port, printed at start).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. The default serves this machine only; `0.0.0.0` serves
    /// the whole network (a classroom), with the same limits.
    #[arg(long, default_value = "127.0.0.1")]
    bind: IpAddr,
    /// The largest request body, in bytes (413 beyond).
    #[arg(long, value_name = "BYTES", default_value_t = defaults().max_body_bytes, value_parser = positive, help_heading = "Limits")]
    max_body_bytes: usize,
    /// The most heaps (and tokens) a position may have (413 beyond).
    #[arg(long, value_name = "N", default_value_t = defaults().max_heaps, value_parser = positive, help_heading = "Limits")]
    max_heaps: usize,
    /// The most winning moves an answer lists.
    #[arg(long, value_name = "N", default_value_t = defaults().max_moves, value_parser = positive, help_heading = "Limits")]
    max_moves: usize,
    /// The longest one computation (an analysis, a move, a short sequence) may take;
    /// then it is stopped and the request gets a 422.
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(defaults().compute_timeout), help_heading = "Limits")]
    compute_timeout: Seconds,
    /// How many computations may run at once (more wait for a slot, within the
    /// computation time limit; then 503). Default: twice the processors, 4 to 64.
    #[arg(long, value_name = "N", default_value_t = defaults().max_concurrent_computations, value_parser = positive, help_heading = "Limits")]
    max_computations: usize,
    /// How many computations one client (an IP address, an IPv6 /64) may have running
    /// or waiting at once; more get a 429. Default: a quarter of --max-computations.
    #[arg(long, value_name = "N", value_parser = positive, help_heading = "Limits")]
    max_computations_per_client: Option<usize>,
    /// How many connections may be open at once (lowered below the open-file limit);
    /// at the cap new connections wait.
    #[arg(long, value_name = "N", default_value_t = defaults().max_connections, value_parser = positive, help_heading = "Limits")]
    max_connections: usize,
    /// How many connections one client may have open at once; another gets a 429 and
    /// takes no place under the cap. Default: an eighth of --max-connections, at most 64.
    #[arg(long, value_name = "N", value_parser = positive, help_heading = "Limits")]
    max_connections_per_client: Option<usize>,
    /// The longest a connection may stay without sending a whole request head (idle
    /// keep-alive connections too); then it is closed.
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(defaults().idle_timeout), help_heading = "Limits")]
    idle_timeout: Seconds,
    /// The longest a request body may take to arrive (408 beyond).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(defaults().body_timeout), help_heading = "Limits")]
    body_timeout: Seconds,
    /// The longest a write of an answer may wait for the client to read; then the
    /// connection is closed.
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(defaults().send_timeout), help_heading = "Limits")]
    send_timeout: Seconds,
    /// The largest `upto` of /api/sequence (413 beyond: use a job).
    #[arg(long, value_name = "N", default_value_t = defaults().max_sequence_upto, value_parser = positive_u64, help_heading = "Limits")]
    max_sequence_upto: u64,
    /// The largest `upto` of a sequence job.
    #[arg(long, value_name = "N", default_value_t = defaults().max_job_upto, value_parser = positive_u64, help_heading = "Limits")]
    max_job_upto: u64,
    /// How many sequence jobs may run at once (429 beyond).
    #[arg(long, value_name = "N", default_value_t = defaults().max_running_jobs, value_parser = positive, help_heading = "Limits")]
    max_jobs: usize,
    /// How many sequence jobs one client (an IP address, an IPv6 /64) may run at once
    /// (429 beyond).
    #[arg(long, value_name = "N", default_value_t = defaults().max_jobs_per_client, value_parser = positive, help_heading = "Limits")]
    max_jobs_per_client: usize,
    /// The longest a sequence job may run; then it stops with the values so far.
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(defaults().job_time_limit), help_heading = "Limits")]
    job_time_limit: Seconds,
}

fn defaults() -> ServerConfig {
    ServerConfig::default()
}

impl ServeArgs {
    /// The server's limits from the arguments.
    fn config(&self) -> ServerConfig {
        let quarter = |n: usize| (n / 4).max(1);
        ServerConfig {
            max_body_bytes: self.max_body_bytes,
            max_heaps: self.max_heaps,
            max_moves: self.max_moves,
            compute_timeout: self.compute_timeout.0,
            max_concurrent_computations: self.max_computations,
            max_computations_per_client: self
                .max_computations_per_client
                .unwrap_or(quarter(self.max_computations)),
            max_connections: self.max_connections,
            max_connections_per_client: self.max_connections_per_client,
            idle_timeout: self.idle_timeout.0,
            body_timeout: self.body_timeout.0,
            send_timeout: self.send_timeout.0,
            max_sequence_upto: self.max_sequence_upto,
            max_job_upto: self.max_job_upto,
            max_running_jobs: self.max_jobs,
            max_jobs_per_client: self.max_jobs_per_client,
            job_time_limit: self.job_time_limit.0,
            ..defaults()
        }
    }
}

/// A positive count.
fn positive(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(tr!("cmd-serve-positive", value = format!("{text:?}"))),
    }
}

/// A positive count, as u64.
fn positive_u64(text: &str) -> Result<u64, String> {
    positive(text).map(|n| n as u64)
}

/// A positive number of seconds (at most a day), as the flags take and show it.
#[derive(Debug, Clone, Copy)]
struct Seconds(Duration);

impl FromStr for Seconds {
    type Err = String;
    fn from_str(text: &str) -> Result<Seconds, String> {
        let s: f64 = text
            .parse()
            .map_err(|_| tr!("cmd-serve-not-seconds", value = format!("{text:?}")))?;
        if !(s > 0.0 && s <= 86_400.0) {
            return Err(tr!("cmd-serve-seconds-range", value = text));
        }
        Ok(Seconds(Duration::from_secs_f64(s)))
    }
}

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.as_secs_f64())
    }
}

/// Runs the server until Ctrl-C; returns the exit code.
pub fn run(args: ServeArgs) -> Result<u8> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .with_context(|| tr!("cmd-serve-no-runtime"))?;
    let addr = SocketAddr::new(args.bind, args.port);
    let config = args.config();
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| tr!("cmd-serve-cannot-listen", address = addr.to_string()))?;
        let local = listener.local_addr()?;
        // The handler is in place before the address is announced: a Ctrl-C from then
        // on stops the server gracefully.
        let interrupted = interrupt()?;
        let server = grundy_web::Server::new(config);
        let connections = server.monitor().connection_limit();
        let url = format!("http://{local}/");
        let serving = match grundy_web::open_file_limit() {
            Some(n) => tr!(
                "cmd-serve-serving-files",
                url = url,
                connections = connections,
                files = n
            ),
            None => tr!("cmd-serve-serving", url = url, connections = connections),
        };
        eprintln!("grundy: {serving}");
        let shutdown = async {
            interrupted.await;
            eprintln!("grundy: {}", tr!("cmd-serve-stopping"));
        };
        server
            .run(listener, shutdown)
            .await
            .with_context(|| tr!("cmd-serve-failed"))
    });
    // Computations still running see their cancel within milliseconds; give them a
    // moment, then leave.
    runtime.shutdown_timeout(Duration::from_secs(2));
    result.map(|()| 0)
}

/// A future that completes on Ctrl-C (SIGINT), its handler installed now.
#[cfg(unix)]
fn interrupt() -> Result<impl std::future::Future<Output = ()>> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut sigint = signal(SignalKind::interrupt()).with_context(|| tr!("cmd-serve-no-ctrl-c"))?;
    Ok(async move {
        sigint.recv().await;
    })
}

/// A future that completes on Ctrl-C.
#[cfg(not(unix))]
fn interrupt() -> Result<impl std::future::Future<Output = ()>> {
    Ok(async {
        let _ = tokio::signal::ctrl_c().await;
    })
}
