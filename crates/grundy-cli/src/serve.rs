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
}

/// Runs the server until Ctrl-C; returns the exit code.
pub fn run(args: ServeArgs) -> Result<u8> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let addr = SocketAddr::new(args.bind, args.port);
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
        grundy_web::serve_on(listener, grundy_web::ServerConfig::default(), shutdown)
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
