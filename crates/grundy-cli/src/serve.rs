//! `grundy serve`: the web pages and the JSON API (crates/grundy-web), on loopback
//! unless told otherwise, until Ctrl-C.

use anyhow::{Context, Result};
use clap::Args;
use std::net::{IpAddr, SocketAddr};
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
    /// The longest one computation (an analysis, a move, a short sequence) may take, in
    /// seconds; then it is stopped and the request gets a 422.
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = seconds)]
    compute_timeout: Duration,
    /// How many computations may run at once (more wait for a slot, within the
    /// computation time limit; then 503).
    #[arg(long, value_name = "N", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=4096))]
    max_computations: u32,
    /// How many computations one client (an IP address, an IPv6 /64) may have running
    /// or waiting at once; more get a 429. Default: a quarter of --max-computations.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=4096))]
    max_computations_per_client: Option<u32>,
}

impl ServeArgs {
    /// The server's limits from the arguments.
    fn config(&self) -> grundy_web::ServerConfig {
        let slots = self.max_computations as usize;
        grundy_web::ServerConfig {
            compute_timeout: self.compute_timeout,
            max_concurrent_computations: slots,
            max_computations_per_client: self
                .max_computations_per_client
                .map_or((slots / 4).max(1), |n| n as usize),
            ..grundy_web::ServerConfig::default()
        }
    }
}

/// Reads a positive number of seconds (at most a day).
fn seconds(text: &str) -> Result<Duration, String> {
    let s: f64 = text
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if !(s > 0.0 && s <= 86_400.0) {
        return Err(format!(
            "{text}: give a number of seconds above 0 and at most 86400"
        ));
    }
    Ok(Duration::from_secs_f64(s))
}

/// Runs the server until Ctrl-C; returns the exit code.
pub fn run(args: ServeArgs) -> Result<u8> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let addr = SocketAddr::new(args.bind, args.port);
    let config = args.config();
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))?;
        let local = listener.local_addr()?;
        // The handler is in place before the address is announced: a Ctrl-C from then
        // on stops the server gracefully.
        let interrupted = interrupt()?;
        eprintln!("grundy: serving on http://{local}/ (Ctrl-C stops)");
        let shutdown = async {
            interrupted.await;
            eprintln!("grundy: stopping");
        };
        grundy_web::serve_on(listener, config, shutdown)
            .await
            .context("the server failed")
    });
    // Computations still running are bounded; give them a moment, then leave.
    runtime.shutdown_timeout(Duration::from_secs(2));
    result.map(|()| 0)
}

/// A future that completes on Ctrl-C (SIGINT), its handler installed now.
#[cfg(unix)]
fn interrupt() -> Result<impl std::future::Future<Output = ()>> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut sigint = signal(SignalKind::interrupt()).context("cannot handle Ctrl-C")?;
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
