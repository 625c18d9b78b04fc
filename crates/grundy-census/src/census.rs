//! The census as a timely dataflow.
//!
//! ```text
//! worker 0 (process 0): rows already in --out ─► skipped; pending codes grouped by
//!   standard form; a form already finished ─► its rows copied at once; every other form
//!   ─► a task (slot, code, form) into the input
//! input ─► exchange by slot (round-robin over all workers of all processes)
//!       ─► "compute": one task at a time on a thread of its own (row::compute, the time
//!          budget a timer raising the cancel flag); the worker stays free to move data
//!       ─► exchange to worker 0 ─► one row per pending code of the form, appended and
//!          synced (store::Appender) as it arrives
//! ```
//! Rows cross the network as JSON text. Every process runs the same command line; only
//! process 0 reads and writes the files.

use crate::family::Member;
use crate::row::{compute, Limits, Row, Summary};
use crate::store::{read_rows, Appender, StoreError};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;
use thiserror::Error;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::channels::pact::Exchange;
use timely::dataflow::operators::generic::Operator;
use timely::dataflow::operators::{Exchange as _, Input, Inspect, Probe};
use timely::dataflow::InputHandle;
use timely::{CommunicationConfig, Config};

/// What a census does.
#[derive(Clone)]
pub struct CensusOptions {
    /// The rulesets, in order (read by process 0 only; other processes may pass none).
    pub members: Vec<Member>,
    /// How far each standard form is computed.
    pub limits: Limits,
    /// The time budget of one standard form (then it is "open" at what was computed).
    pub time_per_code: Option<Duration>,
    /// The JSON-lines file (the record; read to resume).
    pub out: PathBuf,
    /// The CSV file.
    pub csv: PathBuf,
    /// Threads, processes, this process's index, the addresses: timely's configuration.
    pub config: Config,
    /// How long the processes wait for each other to connect before giving up with
    /// [`grundy_dist::cluster::ConnectError`] (`None`: for ever, as timely waits).
    pub connect_timeout: Option<Duration>,
}

/// What process 0 saw: every row of the file after the run, and what this run did.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    /// True on process 0 (the others hold no rows).
    pub leader: bool,
    /// Every row of the file, in the family's order (codes not in the family last).
    pub rows: Vec<Row>,
    /// Rows already in the file when the run started.
    pub resumed: usize,
    /// Rows written by this run.
    pub written: usize,
    /// Standard forms computed by this run.
    pub computed: usize,
    /// The summary of `rows`.
    pub summary: Summary,
}

/// A census that could not run. Its sentences are messages of the catalogues
/// (`locales/<lang>/tools.ftl`): `Display` is the English one,
/// [`Localized`](grundy::i18n::errors::Localized) any other (timely's own words stay as
/// it says them).
///
/// ```
/// use grundy::{i18n::errors::Localized, Lang};
/// use grundy_census::census::CensusError;
/// let e = CensusError::Timely("connection reset".into());
/// assert!(e.to_string().starts_with("the census stopped: connection reset"));
/// assert!(e.message_in(Lang::Ko).starts_with("조사가 멈췄습니다: connection reset"));
/// ```
#[derive(Debug, Error)]
#[error("{}", grundy::i18n::errors::english(self))]
pub enum CensusError {
    /// The files.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Timely's configuration or a worker that stopped (a lost connection, a killed
    /// process): the rows written so far are kept; run the same command again to resume.
    Timely(String),
    /// The processes did not all connect in time.
    #[error(transparent)]
    Connect(#[from] grundy_dist::cluster::ConnectError),
}

impl grundy::i18n::errors::Localized for CensusError {
    fn message_in(&self, lang: grundy::Lang) -> String {
        match self {
            CensusError::Store(e) => e.message_in(lang),
            CensusError::Timely(why) => {
                grundy::i18n::message(lang, "census-stopped", &[("why", why.into())])
            }
            CensusError::Connect(e) => grundy::i18n::errors::Localized::message_in(e, lang),
        }
    }
}
grundy::localized_error!(CensusError);

/// Timely's configuration from its standard arguments (`-w THREADS`, `-n PROCESSES`,
/// `-p INDEX`, `-h HOSTFILE`, …), as `timely::execute_from_args` reads them.
///
/// # Errors
/// Timely's message (a bad number, an unreadable host file, fewer addresses than `-n`).
///
/// ```
/// let c = grundy_census::census::timely_config(["-w", "2"]).unwrap();
/// assert!(matches!(c.communication, timely::CommunicationConfig::Process(2)));
/// assert!(grundy_census::census::timely_config(["-w", "x"]).is_err());
/// ```
pub fn timely_config<I, S>(args: I) -> Result<Config, CensusError>
where
    I: IntoIterator<Item = S>,
    S: Into<String>,
{
    Config::from_args(args.into_iter().map(Into::into)).map_err(CensusError::Timely)
}

/// This process's index (0 unless `-p`).
fn process_index(config: &Config) -> usize {
    match &config.communication {
        CommunicationConfig::Cluster { process, .. } => *process,
        _ => 0,
    }
}

type Task = (u64, String, String);

struct Leader {
    appender: Appender,
    /// Standard form ─► the pending codes that take its row.
    waiting: BTreeMap<String, Vec<String>>,
    written: usize,
    total: usize,
    error: Option<StoreError>,
    progress: Progress,
}

/// Called on process 0 with each row written, the rows written so far and the rows due.
pub type Progress = Arc<dyn Fn(&Row, usize, usize) + Send + Sync>;

impl Leader {
    fn write(&mut self, row: &Row) {
        if self.error.is_some() {
            return;
        }
        match self.appender.append(row) {
            Ok(()) => {
                self.written += 1;
                (self.progress)(row, self.written, self.total);
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// The rows of every code waiting for `result`'s standard form.
    fn finish(&mut self, result: &Row) {
        let codes = self
            .waiting
            .remove(&result.standard_form)
            .unwrap_or_default();
        for code in codes {
            let mut row = result.clone();
            row.code = code;
            self.write(&row);
        }
    }
}

/// Runs the census: on process 0 reads `--out` (resume), hands the pending standard forms
/// to the workers, writes each row as it comes back, and returns every row; on another
/// process computes what it is handed and returns an empty [`Outcome`].
///
/// # Errors
/// Files that cannot be read or written; a worker that stopped (a lost connection) —
/// the rows written so far are kept.
///
/// ```
/// use grundy_census::{census, family::Family, row::Limits};
/// let dir = std::env::temp_dir().join(format!("census-run-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let out = dir.join("c.jsonl");
/// let _ = std::fs::remove_file(&out);
/// let opts = census::CensusOptions {
///     members: Family::Octal { digits: 1, first_max: 7 }.members().unwrap(),
///     limits: Limits { upto: 1000 }, time_per_code: None,
///     out: out.clone(), csv: dir.join("c.csv"),
///     config: census::timely_config(["-w", "2"]).unwrap(),
///     connect_timeout: None,
/// };
/// let first = census::run(opts.clone(), std::sync::Arc::new(|_, _, _| {})).unwrap();
/// assert_eq!((first.rows.len(), first.written), (8, 8));
/// // 0.6 (Couples-are-Forever) is open; the seven others are proved.
/// assert_eq!(first.rows.iter().filter(|r| r.status == grundy_census::Status::Periodic).count(), 7);
/// let again = census::run(opts, std::sync::Arc::new(|_, _, _| {})).unwrap();
/// assert_eq!((again.resumed, again.written, again.rows), (8, 0, first.rows)); // nothing recomputed
/// ```
pub fn run(options: CensusOptions, progress: Progress) -> Result<Outcome, CensusError> {
    let leader = process_index(&options.config) == 0;
    let mut outcome = Outcome {
        leader,
        ..Outcome::default()
    };
    let mut tasks: Vec<Task> = Vec::new();
    let mut state = None;
    if leader {
        let existing = read_rows(&options.out)?;
        outcome.resumed = existing.len();
        let mut appender = Appender::open(&options.out, &options.csv, &existing)?;
        let done_codes: BTreeSet<&str> = existing.iter().map(|r| r.code.as_str()).collect();
        let mut done_forms: BTreeMap<&str, &Row> = BTreeMap::new();
        for r in &existing {
            done_forms.entry(r.standard_form.as_str()).or_insert(r);
        }
        let mut waiting: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut copies = Vec::new();
        let mut seen_codes = BTreeSet::new();
        for m in &options.members {
            if done_codes.contains(m.code.as_str()) || !seen_codes.insert(m.code.as_str()) {
                continue;
            }
            if let Some(r) = done_forms.get(m.standard_form.as_str()) {
                let mut row = (*r).clone();
                row.code = m.code.clone();
                copies.push(row);
                continue;
            }
            let codes = waiting.entry(m.standard_form.clone()).or_default();
            if codes.is_empty() {
                tasks.push((tasks.len() as u64, m.code.clone(), m.standard_form.clone()));
            }
            codes.push(m.code.clone());
        }
        let total = copies.len() + waiting.values().map(Vec::len).sum::<usize>();
        let mut l = Leader {
            appender,
            waiting,
            written: 0,
            total,
            error: None,
            progress: progress.clone(),
        };
        for row in &copies {
            l.write(row);
        }
        if let Some(e) = l.error.take() {
            return Err(e.into());
        }
        appender = l.appender;
        state = Some(Leader { appender, ..l });
    }
    outcome.computed = tasks.len();
    let shared = Arc::new(Mutex::new((state, tasks)));
    let limits = options.limits;
    let budget = options.time_per_code;
    let from_worker0 = shared.clone();
    let guards =
        grundy_dist::cluster::execute(options.config, options.connect_timeout, move |worker| {
            let index = worker.index();
            let (state, tasks) = if index == 0 {
                let mut guard = from_worker0.lock().unwrap_or_else(|p| p.into_inner());
                (guard.0.take(), std::mem::take(&mut guard.1))
            } else {
                (None, Vec::new())
            };
            let state = Rc::new(RefCell::new(state));
            let writer = state.clone();
            let mut input = InputHandle::<u64, CapacityContainerBuilder<Vec<Task>>>::new();
            let probe = worker.dataflow::<u64, _, _>(|scope| {
                scope
                    .input_from(&mut input)
                    .unary_frontier::<CapacityContainerBuilder<Vec<String>>, _, _, _>(
                        Exchange::new(|t: &Task| t.0),
                        "compute",
                        move |cap, info| {
                            let activator =
                                scope.worker().sync_activator_for(info.address.to_vec());
                            let activator = Arc::new(activator);
                            let mut queue: VecDeque<Task> = VecDeque::new();
                            // The row of the task running on its own thread, if any: the
                            // thread sends it, then activates this operator.
                            let mut running: Option<mpsc::Receiver<Row>> = None;
                            let mut cap = Some(cap);
                            move |(input, frontier), output| {
                                input.for_each(|_, data| queue.extend(data.drain(..)));
                                if let Some(rx) = running.as_ref() {
                                    let row = match rx.try_recv() {
                                        Ok(row) => Some(row),
                                        Err(mpsc::TryRecvError::Empty) => None,
                                        Err(mpsc::TryRecvError::Disconnected) => {
                                            Some(panic_row("the computation panicked"))
                                        }
                                    };
                                    if let Some(row) = row {
                                        running = None;
                                        if let (Some(c), Ok(json)) =
                                            (cap.as_ref(), serde_json::to_string(&row))
                                        {
                                            output.session(c).give(json);
                                        }
                                    }
                                }
                                if running.is_none() {
                                    if let Some((_, code, form)) = queue.pop_front() {
                                        let wake = activator.clone();
                                        let (tx, rx) = mpsc::channel();
                                        running = Some(rx);
                                        std::thread::spawn(move || {
                                            let row =
                                                compute_with_budget(&code, &form, limits, budget);
                                            let _ = tx.send(row);
                                            let _ = wake.activate();
                                        });
                                    } else if frontier.is_empty() {
                                        cap = None;
                                    }
                                }
                            }
                        },
                    )
                    .exchange(|_| 0)
                    .inspect(move |json: &String| {
                        let mut state = writer.borrow_mut();
                        if let Some(leader) = state.as_mut() {
                            match serde_json::from_str::<Row>(json) {
                                Ok(row) => leader.finish(&row),
                                Err(e) => {
                                    leader.error.get_or_insert(StoreError::Io {
                                        path: PathBuf::from("(a row from a worker)"),
                                        source: std::io::Error::other(e),
                                    });
                                }
                            }
                        }
                    })
                    .probe()
                    .0
            });
            for t in tasks {
                input.send(t);
            }
            input.close();
            while !probe.done() {
                worker.step_or_park(None);
            }
            let taken = state.borrow_mut().take();
            taken.map(|l| (l.written, l.error.map(|e| e.to_string())))
        })?;
    let mut written = 0;
    let mut failure = None;
    for result in guards.join() {
        match result {
            Ok(Some((w, err))) => {
                written += w;
                if let Some(e) = err {
                    failure.get_or_insert(e);
                }
            }
            Ok(None) => {}
            Err(e) => {
                failure.get_or_insert(e);
            }
        }
    }
    if let Some(e) = failure {
        return Err(CensusError::Timely(e));
    }
    if leader {
        outcome.written = outcome.written.max(written);
        let mut rows = read_rows(&options.out)?;
        let order: BTreeMap<&str, usize> = options
            .members
            .iter()
            .enumerate()
            .map(|(i, m)| (m.code.as_str(), i))
            .collect();
        rows.sort_by_key(|r| order.get(r.code.as_str()).copied().unwrap_or(usize::MAX));
        outcome.summary = Summary::of(&rows);
        outcome.rows = rows;
    }
    Ok(outcome)
}

fn panic_row(why: &str) -> Row {
    Row {
        code: String::new(),
        standard_form: String::new(),
        status: crate::Status::Error,
        preperiod: None,
        period: None,
        saltus: None,
        checked_to: 0,
        largest_value: 0,
        rare_mask: None,
        rare_by_parity: None,
        rare_count: None,
        common_count: None,
        theorem: None,
        observed: None,
        fingerprint: String::new(),
        error: Some(why.to_string()),
        fingerprint_shifted: None,
    }
}

/// [`compute`] with a timer raising the cancel flag after `budget`.
fn compute_with_budget(code: &str, form: &str, limits: Limits, budget: Option<Duration>) -> Row {
    let cancel = Arc::new(AtomicBool::new(false));
    let timer = budget.map(|d| {
        let (stop, wait) = mpsc::channel::<()>();
        let flag = cancel.clone();
        let handle = std::thread::spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(d) {
                flag.store(true, Ordering::Relaxed);
            }
        });
        (stop, handle)
    });
    let mut row = compute(code, form, limits, &cancel);
    if row.code.is_empty() {
        row.code = code.to_string();
    }
    if let Some((stop, handle)) = timer {
        drop(stop);
        let _ = handle.join();
    }
    row
}
