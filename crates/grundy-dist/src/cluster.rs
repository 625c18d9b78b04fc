//! Connecting the processes of a run on several machines, with a deadline: what
//! `timely::execute` does for a cluster, except that it gives up.
//!
//! Timely connects process `i` to every process of a lower index (retrying once a second
//! for ever) and waits for every process of a higher index to connect to it (for ever).
//! A process whose peers never start would wait without a word. [`execute`] makes the
//! same connections — the same handshake, so a peer may be any timely program — but
//! stops at the deadline with a [`ConnectError`] naming the process and the address it
//! could not reach, or the processes that never connected. Once connected, the workers
//! run as `timely::execute` runs them.

use grundy::i18n::errors::Localized;
use grundy::i18n::message;
use grundy::Lang;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};
use thiserror::Error;
use timely::communication::allocator::zero_copy::initialize::initialize_networking_from_sockets;
use timely::communication::allocator::{AllocatorBuilder, ProcessBuilder};
use timely::communication::{Hooks, WorkerGuards};
use timely::worker::Worker;
use timely::{CommunicationConfig, Config};

/// The default of `--connect-timeout`: how long the processes of a run wait for each
/// other before giving up.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(60);

/// How long to wait between two attempts to reach a process not yet listening.
const RETRY: Duration = Duration::from_millis(250);

/// The processes of a run could not all connect. Its sentences are messages of the
/// catalogues (`locales/<lang>/tools.ftl`).
///
/// ```
/// use grundy::{i18n::errors::Localized, Lang};
/// use grundy_dist::cluster::ConnectError;
/// let e = ConnectError::Unreachable {
///     process: 0,
///     address: "localhost:2101".into(),
///     seconds: 60,
///     why: "Connection refused (os error 111)".into(),
/// };
/// assert!(e.to_string().starts_with("could not reach process 0 at localhost:2101 within 60 s"));
/// assert!(e.message_in(Lang::Ru).contains("localhost:2101"));
/// ```
#[derive(Debug, Error)]
#[error("{}", grundy::i18n::errors::english(self))]
#[non_exhaustive]
pub enum ConnectError {
    /// A process of a lower index, which this one connects to, could not be reached.
    Unreachable {
        /// Its index.
        process: usize,
        /// Its address (host:port).
        address: String,
        /// The time allowed, in seconds.
        seconds: u64,
        /// The last error of the operating system.
        why: String,
    },
    /// Processes of a higher index, which connect to this one, did not.
    NotJoined {
        /// Their indices.
        processes: Vec<usize>,
        /// The address this process listened at.
        address: String,
        /// The time allowed, in seconds.
        seconds: u64,
    },
    /// This process could not listen at its address.
    Listen {
        /// Its address.
        address: String,
        /// The operating system's error.
        why: String,
    },
    /// Timely's own words (a configuration it refused, a thread it could not start).
    Timely(String),
}

impl Localized for ConnectError {
    fn message_in(&self, lang: Lang) -> String {
        match self {
            ConnectError::Unreachable {
                process,
                address,
                seconds,
                why,
            } => message(
                lang,
                "dist-unreachable",
                &[
                    ("process", (*process).into()),
                    ("address", address.clone().into()),
                    ("seconds", (*seconds).into()),
                    ("why", why.clone().into()),
                ],
            ),
            ConnectError::NotJoined {
                processes,
                address,
                seconds,
            } => message(
                lang,
                "dist-not-joined",
                &[
                    (
                        "processes",
                        processes
                            .iter()
                            .map(usize::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                            .into(),
                    ),
                    ("count", processes.len().into()),
                    ("address", address.clone().into()),
                    ("seconds", (*seconds).into()),
                ],
            ),
            ConnectError::Listen { address, why } => message(
                lang,
                "dist-cannot-listen",
                &[
                    ("address", address.clone().into()),
                    ("why", why.clone().into()),
                ],
            ),
            ConnectError::Timely(why) => message(lang, "dist-timely", &[("why", why.into())]),
        }
    }
}
grundy::localized_error!(ConnectError);

/// `timely::execute(config, func)`, except that a cluster's processes connect within
/// `timeout` (`None`: for ever, as timely does) or it stops with a [`ConnectError`]. One
/// process (`-n 1`) needs no connection: timely runs it as it is.
///
/// # Errors
/// [`ConnectError`]: a process not reached, processes that did not connect, an address
/// this process cannot listen at, or timely's own refusal.
///
/// ```
/// use grundy_dist::cluster::{execute, ConnectError};
/// use std::time::Duration;
/// // Process 1 of 2, whose process 0 never starts (port 1 of this machine: no one there).
/// let config = timely::Config {
///     communication: timely::CommunicationConfig::Cluster {
///         threads: 1,
///         process: 1,
///         addresses: vec!["127.0.0.1:1".into(), "127.0.0.1:0".into()],
///         report: false,
///         zerocopy: false,
///     },
///     worker: timely::WorkerConfig::default(),
/// };
/// let e = execute(config, Some(Duration::from_millis(600)), |_| ()).err().unwrap();
/// assert!(matches!(e, ConnectError::Unreachable { process: 0, .. }), "{e}");
/// ```
pub fn execute<T, F>(
    config: Config,
    timeout: Option<Duration>,
    func: F,
) -> Result<WorkerGuards<T>, ConnectError>
where
    T: Send + 'static,
    F: Fn(&mut Worker) -> T + Send + Sync + 'static,
{
    let CommunicationConfig::Cluster {
        threads,
        process,
        addresses,
        zerocopy,
        ..
    } = config.communication
    else {
        return timely::execute(config, func).map_err(ConnectError::Timely);
    };
    let sockets = connect(&addresses, process, timeout)?;
    let hooks = Hooks::default();
    let local = if zerocopy {
        ProcessBuilder::new_bytes_vector(threads, hooks.refill.clone(), hooks.spill.clone())
    } else {
        ProcessBuilder::new_typed_vector(threads, hooks.refill.clone(), hooks.spill.clone())
    };
    let (builders, guard) =
        initialize_networking_from_sockets(local, sockets, process, threads, hooks)
            .map_err(|e| ConnectError::Timely(e.to_string()))?;
    let builders = builders.into_iter().map(AllocatorBuilder::Tcp).collect();
    timely::execute::execute_from(builders, Box::new(guard), config.worker, func)
        .map_err(ConnectError::Timely)
}

/// The seconds of a timeout, as the messages say them (at least 1).
fn seconds(timeout: Option<Duration>) -> u64 {
    timeout.map_or(0, |t| t.as_secs().max(1))
}

/// A socket to every other process (`None` at `me`), as timely's `create_sockets` makes
/// them: connected to the lower indices, each told this index (8 bytes, big-endian);
/// accepted from the higher ones, each telling its index.
fn connect(
    addresses: &[String],
    me: usize,
    timeout: Option<Duration>,
) -> Result<Vec<Option<TcpStream>>, ConnectError> {
    let deadline = timeout.map(|t| Instant::now() + t);
    let mine = addresses.get(me).cloned().unwrap_or_default();
    // Listen first, so that the higher processes may connect while this one connects to
    // the lower ones.
    let listeners = mine
        .split_whitespace()
        .map(TcpListener::bind)
        .collect::<std::io::Result<Vec<_>>>()
        .map_err(|e| ConnectError::Listen {
            address: mine.clone(),
            why: e.to_string(),
        })?;
    for l in &listeners {
        l.set_nonblocking(true).map_err(|e| ConnectError::Listen {
            address: mine.clone(),
            why: e.to_string(),
        })?;
    }
    let higher = addresses.len().saturating_sub(me + 1);
    let accepting = std::thread::Builder::new()
        .name("grundy:accept".into())
        .spawn(move || accept(&listeners, me, higher, deadline))
        .map_err(|e| ConnectError::Timely(e.to_string()))?;
    let mut sockets: Vec<Option<TcpStream>> = Vec::with_capacity(addresses.len());
    for (index, address) in addresses.iter().enumerate().take(me) {
        match reach(address, me, deadline) {
            Ok(stream) => sockets.push(Some(stream)),
            Err(why) => {
                return Err(ConnectError::Unreachable {
                    process: index,
                    address: address.clone(),
                    seconds: seconds(timeout),
                    why,
                })
            }
        }
    }
    sockets.push(None);
    let accepted = accepting
        .join()
        .map_err(|_| ConnectError::Timely("the thread accepting connections stopped".into()))?;
    let accepted = accepted.map_err(|missing| match missing {
        Missing::Processes(list) => ConnectError::NotJoined {
            processes: list.into_iter().map(|i| me + 1 + i).collect(),
            address: mine.clone(),
            seconds: seconds(timeout),
        },
        Missing::Io(why) => ConnectError::Listen {
            address: mine.clone(),
            why,
        },
    })?;
    sockets.extend(accepted.into_iter().map(Some));
    Ok(sockets)
}

/// Connects to `address` and says this process's index, retrying until `deadline`;
/// the last error when it passes.
fn reach(address: &str, me: usize, deadline: Option<Instant>) -> Result<TcpStream, String> {
    loop {
        let attempt = (|| -> std::io::Result<TcpStream> {
            let targets: Vec<SocketAddr> = address.to_socket_addrs()?.collect();
            let mut last = std::io::Error::new(std::io::ErrorKind::NotFound, "no address");
            for target in targets {
                let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
                let tried = match left {
                    Some(left) => TcpStream::connect_timeout(&target, left.max(RETRY)),
                    None => TcpStream::connect(target),
                };
                match tried {
                    Ok(mut stream) => {
                        stream.set_nodelay(true)?;
                        stream.write_all(&(me as u64).to_be_bytes())?;
                        return Ok(stream);
                    }
                    Err(e) => last = e,
                }
            }
            Err(last)
        })();
        match (attempt, deadline) {
            (Ok(stream), _) => return Ok(stream),
            (Err(e), Some(d)) => {
                let left = d.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    return Err(e.to_string());
                }
                std::thread::sleep(RETRY.min(left));
            }
            (Err(_), None) => std::thread::sleep(RETRY),
        }
    }
}

/// Why the connections of the higher processes are not all there.
enum Missing {
    /// These (counted from the process after this one) never connected.
    Processes(Vec<usize>),
    /// Listening failed.
    Io(String),
}

/// The connections of the `higher` processes after `me`, in their order, accepted until
/// `deadline`. A connection that does not tell the index of one of them is dropped.
fn accept(
    listeners: &[TcpListener],
    me: usize,
    higher: usize,
    deadline: Option<Instant>,
) -> Result<Vec<TcpStream>, Missing> {
    let mut got: Vec<Option<TcpStream>> = (0..higher).map(|_| None).collect();
    while got.iter().any(Option::is_none) {
        let mut received = false;
        for listener in listeners {
            match listener.accept() {
                Ok((mut stream, _)) => {
                    received = true;
                    let told = (|| -> std::io::Result<u64> {
                        stream.set_nonblocking(false)?;
                        stream.set_read_timeout(Some(Duration::from_secs(10)))?;
                        let mut index = [0u8; 8];
                        stream.read_exact(&mut index)?;
                        stream.set_read_timeout(None)?;
                        stream.set_nodelay(true)?;
                        Ok(u64::from_be_bytes(index))
                    })();
                    let slot = told
                        .ok()
                        .and_then(|i| usize::try_from(i).ok())
                        .and_then(|i| i.checked_sub(me + 1))
                        .and_then(|k| got.get_mut(k));
                    if let Some(slot) = slot {
                        *slot = Some(stream);
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => return Err(Missing::Io(e.to_string())),
            }
        }
        if !received {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                let missing = got
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.is_none())
                    .map(|(i, _)| i)
                    .collect();
                return Err(Missing::Processes(missing));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    Ok(got.into_iter().flatten().collect())
}
