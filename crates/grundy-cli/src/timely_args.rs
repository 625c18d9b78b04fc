//! The standard timely arguments (`-w THREADS`, `-n PROCESSES`, `-p INDEX`, `-h HOSTFILE`),
//! and `--connect-timeout SECS`, shared by `grundy census` and `grundy graph solve`. `-h` is the host file: a command
//! that flattens these arguments takes help as `--help` only.

use anyhow::{bail, Result};
use clap::Args;
use std::path::PathBuf;

/// Threads, processes, this process's index, the host file.
#[derive(Debug, Clone, Args)]
pub struct TimelyArgs {
    /// timely: worker threads per process (default: every core).
    #[arg(short = 'w', long = "workers", value_name = "THREADS")]
    pub workers: Option<usize>,
    /// timely: the number of processes.
    #[arg(
        short = 'n',
        long = "processes",
        value_name = "PROCESSES",
        default_value_t = 1
    )]
    pub processes: usize,
    /// timely: this process's index (process 0 gathers the results and writes the files).
    #[arg(
        short = 'p',
        long = "process",
        value_name = "INDEX",
        default_value_t = 0
    )]
    pub process: usize,
    /// timely: a file of host:port lines, one per process (default: localhost:2101, …).
    #[arg(short = 'h', long = "hostfile", value_name = "HOSTFILE")]
    pub hostfile: Option<PathBuf>,
    /// With several processes: give up (exit status 2, naming the address not reached)
    /// when the processes are not all connected after this many seconds.
    #[arg(long = "connect-timeout", value_name = "SECS", default_value_t = 60,
          value_parser = clap::value_parser!(u64).range(1..=31_536_000))]
    pub connect_timeout: u64,
}

impl TimelyArgs {
    /// The worker threads per process: `-w`, or every core.
    pub fn threads(&self) -> usize {
        self.workers.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        })
    }

    /// How long the processes wait for each other: `--connect-timeout`.
    pub fn connect_timeout(&self) -> Option<std::time::Duration> {
        Some(std::time::Duration::from_secs(self.connect_timeout))
    }

    /// Timely's configuration, the arguments checked first (a clear error, exit code 2).
    pub fn config(&self) -> Result<grundy_dist::Config> {
        let threads = self.threads();
        if threads == 0 || threads > 1024 {
            bail!(crate::lang::tr!("cmd-timely-workers", threads = threads));
        }
        if self.processes == 0 || self.process >= self.processes {
            bail!(crate::lang::tr!(
                "cmd-timely-index",
                process = self.process,
                processes = self.processes
            ));
        }
        let mut args = vec![
            "-w".to_string(),
            threads.to_string(),
            "-n".into(),
            self.processes.to_string(),
            "-p".into(),
            self.process.to_string(),
        ];
        if let Some(h) = &self.hostfile {
            args.push("-h".into());
            args.push(h.display().to_string());
        }
        Ok(grundy_census::census::timely_config(args)?)
    }
}
