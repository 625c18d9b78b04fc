//! Sequence jobs: long nim-sequence runs in the background, with progress, cancellation
//! and a time limit. `POST /api/sequence/jobs` starts one, `GET /api/sequence/jobs/{id}`
//! tells its progress (and its report when it has stopped), `DELETE` cancels it.
//!
//! A job lives as long as someone watches it: a running job that nobody has polled for
//! [`ServerConfig::job_idle_timeout`](crate::ServerConfig::job_idle_timeout) is stopped
//! (`abandoned`, with the values computed so far), and `POST …/{id}/leave` — what a page
//! sends as it goes away — shortens that to
//! [`ServerConfig::job_leave_grace`](crate::ServerConfig::job_leave_grace), long enough for
//! a reloaded page to poll it again and keep it.
//!
//! A stopped job keeps its report compactly ([`crate::download::Finished`]: the JSON
//! without the values, and the values as the run kept them), streamed to large readers
//! a bounded number at a time; all stopped jobs' reports together stay within
//! [`ServerConfig::job_results_budget`](crate::ServerConfig::job_results_budget) bytes —
//! beyond it the least recently read are evicted, and reading one then answers 410.

use crate::api::{json_with, parse_body, SequenceAnswer, SequenceRequest, Shared};
use crate::download::{Download, Finished};
use crate::error::ApiError;
use crate::{AppState, ServerConfig};
use axum::body::Bytes;
use axum::extract::{Path, Query, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use grundy::i18n::message;
use grundy::sequence::{SequenceReport, SequenceRun, Stop};
use grundy::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Where a job is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum Status {
    Running,
    Done,
    Cancelled,
    TimedOut,
    /// Nobody polled it for the idle timeout (its page went away).
    Abandoned,
    Failed,
}

struct Job {
    id: u64,
    /// The language of its report's words: the one its creator asked in.
    lang: Lang,
    game: String,
    upto: u64,
    period: bool,
    started: Instant,
    cancel: AtomicBool,
    /// The status a raised cancel flag ends in: cancelled, timed out or abandoned.
    stop_as: Mutex<Status>,
    /// When the job is abandoned unless polled again.
    deadline: Mutex<Instant>,
    /// Wakes the watchdog when the deadline comes nearer.
    wake: tokio::sync::Notify,
    state: Mutex<JobState>,
}

struct JobState {
    status: Status,
    computed: u64,
    max_value: u64,
    finished: Option<Instant>,
    result: Kept,
    /// When the report was last read (or made): the least recently read go first.
    last_read: Instant,
    error: Option<String>,
}

/// A job's report.
enum Kept {
    /// None yet (running), or none at all (failed at the start).
    Nothing,
    /// Its JSON, ready to send.
    Report(Arc<Finished>),
    /// Dropped to keep the stopped jobs' reports within the memory budget.
    Evicted,
}

/// What `GET /api/sequence/jobs/{id}` answers.
#[derive(Serialize)]
struct JobView {
    id: String,
    game: String,
    upto: u64,
    period: bool,
    status: Status,
    computed: u64,
    target: u64,
    fraction: f64,
    max_value: u64,
    elapsed_ms: u128,
    error: Option<String>,
    /// True when the report was dropped to keep the server's memory within its budget.
    evicted: bool,
    // `result` (the report with its words, also of the values computed before a cancel,
    // a time-out or an abandon) is written after these fields: see `download`.
}

impl Job {
    fn view(&self) -> JobView {
        let s = self.state.lock().expect("job state");
        let target = self.upto.saturating_add(1);
        let end = s.finished.unwrap_or_else(Instant::now);
        JobView {
            id: self.id.to_string(),
            game: self.game.clone(),
            upto: self.upto,
            period: self.period,
            status: s.status,
            computed: s.computed,
            target,
            fraction: if s.status == Status::Done {
                1.0
            } else {
                (s.computed as f64 / target as f64).min(1.0)
            },
            max_value: s.max_value,
            elapsed_ms: end.duration_since(self.started).as_millis(),
            error: s.error.clone(),
            evicted: matches!(s.result, Kept::Evicted),
        }
    }

    /// The report, when there is one (marked as read now).
    fn report(&self) -> Option<Arc<Finished>> {
        let mut s = self.state.lock().expect("job state");
        s.last_read = Instant::now();
        match &s.result {
            Kept::Report(f) => Some(f.clone()),
            Kept::Nothing | Kept::Evicted => None,
        }
    }

    fn running(&self) -> bool {
        self.state.lock().expect("job state").status == Status::Running
    }

    /// Raises the cancel flag; the job stops as `status` (unless already stopping).
    fn stop(&self, status: Status) {
        let mut stop_as = self.stop_as.lock().expect("job stop");
        if !self.cancel.load(Ordering::Relaxed) {
            *stop_as = status;
            self.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Someone polled the job: it lives for another `idle`.
    fn polled(&self, idle: Duration) {
        *self.deadline.lock().expect("job deadline") = Instant::now() + idle;
    }

    /// Its page is going away: it lives for at most another `grace` unless polled.
    fn left(&self, grace: Duration) {
        let mut deadline = self.deadline.lock().expect("job deadline");
        *deadline = (*deadline).min(Instant::now() + grace);
        self.wake.notify_one();
    }

    /// Stops the job at its time limit, or when nobody has polled it by its deadline.
    async fn watch(&self, limit: Duration) {
        let end = self.started + limit;
        while self.running() {
            let deadline = *self.deadline.lock().expect("job deadline");
            let now = Instant::now();
            if now >= end {
                return self.stop(Status::TimedOut);
            }
            if now >= deadline {
                return self.stop(Status::Abandoned);
            }
            let next = tokio::time::Instant::from_std(end.min(deadline));
            tokio::select! {
                _ = tokio::time::sleep_until(next) => {}
                _ = self.wake.notified() => {}
            }
        }
    }

    fn finish(&self, status: Status, report: Option<SequenceReport>, error: Option<String>) {
        let mut error = error;
        let mut stats = None;
        let result = match report {
            Some(r) => {
                stats = Some((r.computed, r.stats.max_value));
                match Finished::new(SequenceAnswer::new(r, self.lang)) {
                    Ok(f) => Kept::Report(Arc::new(f)),
                    Err(e) => {
                        error = Some(e.message);
                        Kept::Nothing
                    }
                }
            }
            None => Kept::Nothing,
        };
        let mut s = self.state.lock().expect("job state");
        s.status = status;
        if let Some((computed, max_value)) = stats {
            s.computed = computed;
            s.max_value = max_value;
        }
        s.result = result;
        s.error = error;
        s.finished = Some(Instant::now());
        s.last_read = Instant::now();
    }

    /// The memory its report holds.
    fn report_bytes(&self) -> usize {
        match &self.state.lock().expect("job state").result {
            Kept::Report(f) => f.bytes(),
            Kept::Nothing | Kept::Evicted => 0,
        }
    }
}

/// The server's jobs.
pub(crate) struct Jobs {
    inner: Mutex<(u64, BTreeMap<u64, Arc<Job>>)>,
    /// The permits of large downloads.
    downloads: Arc<tokio::sync::Semaphore>,
}

impl Jobs {
    pub(crate) fn new(config: &ServerConfig) -> Jobs {
        Jobs {
            inner: Mutex::default(),
            downloads: Arc::new(tokio::sync::Semaphore::new(config.max_large_downloads)),
        }
    }

    /// Raises every job's cancel flag (the server is stopping).
    pub(crate) fn cancel_all(&self) {
        let inner = self.inner.lock().expect("jobs");
        for job in inner.1.values() {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    fn get(&self, id: &str, lang: Lang) -> Result<Arc<Job>, ApiError> {
        let inner = self.inner.lock().expect("jobs");
        id.parse::<u64>()
            .ok()
            .and_then(|id| inner.1.get(&id).cloned())
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::NOT_FOUND,
                    message(
                        lang,
                        "web-job-not-found",
                        &[("id", format!("{id:?}").into())],
                    ),
                )
            })
    }

    /// Evicts the least recently read reports until all of them fit in `budget` bytes.
    fn keep_within(&self, budget: usize) {
        let jobs: Vec<Arc<Job>> = self
            .inner
            .lock()
            .expect("jobs")
            .1
            .values()
            .cloned()
            .collect();
        let mut held: Vec<(Instant, usize, Arc<Job>)> = jobs
            .into_iter()
            .filter_map(|j| {
                let bytes = j.report_bytes();
                let read = j.state.lock().expect("job state").last_read;
                (bytes > 0).then_some((read, bytes, j))
            })
            .collect();
        let mut total: usize = held.iter().map(|(_, b, _)| b).sum();
        held.sort_by_key(|(read, _, _)| *read);
        for (_, bytes, job) in held {
            if total <= budget {
                break;
            }
            job.state.lock().expect("job state").result = Kept::Evicted;
            total -= bytes;
        }
    }
}

/// `POST /api/sequence/jobs`: starts a job; 202 with its view.
pub(crate) async fn create(
    State(state): Shared,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let req: SequenceRequest = parse_body(&body)?;
    // The body's `"lang"`, else `?lang=`, else Accept-Language.
    let lang = req
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or_else(|| crate::i18n::request_lang(raw.as_deref(), &headers));
    let config = &state.config;
    let (rule, name, upto) = req.read(config.max_job_upto, false)?;
    let job = {
        let mut inner = state.jobs.inner.lock().expect("jobs");
        let running = inner.1.values().filter(|j| j.running()).count();
        if running >= config.max_running_jobs {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                message(lang, "web-jobs-too-many", &[("running", running.into())]),
            ));
        }
        while inner.1.len() >= config.max_stored_jobs {
            let oldest_finished = inner.1.values().find(|j| !j.running()).map(|j| j.id);
            match oldest_finished {
                Some(id) => inner.1.remove(&id),
                None => break,
            };
        }
        inner.0 += 1;
        let job = Arc::new(Job {
            id: inner.0,
            lang,
            game: name.clone(),
            upto,
            period: req.period,
            started: Instant::now(),
            cancel: AtomicBool::new(false),
            stop_as: Mutex::new(Status::Cancelled),
            deadline: Mutex::new(Instant::now() + config.job_idle_timeout),
            wake: tokio::sync::Notify::new(),
            state: Mutex::new(JobState {
                status: Status::Running,
                computed: 0,
                max_value: 0,
                finished: None,
                result: Kept::Nothing,
                last_read: Instant::now(),
                error: None,
            }),
        });
        inner.1.insert(job.id, job.clone());
        job
    };
    // The time limit and the idle timeout: a watchdog raises the cancel flag, which the
    // engine checks at every value.
    {
        let job = job.clone();
        let limit = config.job_time_limit;
        tokio::spawn(async move { job.watch(limit).await });
    }
    let worker = job.clone();
    let period = req.period;
    let server = state.clone();
    tokio::task::spawn_blocking(move || {
        crate::priority::background();
        run(&worker, rule, name, upto, period);
        server.jobs.keep_within(server.config.job_results_budget);
    });
    Ok(json_with(StatusCode::ACCEPTED, &job.view()))
}

fn run(job: &Job, rule: grundy::heap::rule::HeapRule, name: String, upto: u64, period: bool) {
    let mut seq = match SequenceRun::new(rule, name) {
        Ok(s) => s,
        Err(e) => return job.finish(Status::Failed, None, Some(e.to_string())),
    };
    loop {
        let step = seq.step(
            upto,
            period,
            &mut |p| {
                let mut s = job.state.lock().expect("job state");
                s.computed = p.computed;
                s.max_value = u64::from(p.max_value);
            },
            &job.cancel,
        );
        match step {
            Ok(Stop::Chunk { .. }) => {
                let mut s = job.state.lock().expect("job state");
                s.computed = seq.computed();
            }
            Ok(Stop::Done { .. }) => return job.finish(Status::Done, Some(seq.report()), None),
            Ok(Stop::Cancelled { .. }) => {
                let status = *job.stop_as.lock().expect("job stop");
                return job.finish(status, Some(seq.report()), None);
            }
            Err(e) => return job.finish(Status::Failed, Some(seq.report()), Some(e.to_string())),
        }
    }
}

/// What `GET` and `DELETE` of a job take: `?result=false` leaves the report out (a page
/// that only watches the progress of its jobs asks so).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ViewQuery {
    #[serde(default = "yes")]
    result: bool,
    /// Only the first `values` values in the report's `values` (a page that lists the
    /// first ones and draws the `chart` asks so; `computed` still counts them all).
    values: Option<usize>,
    /// The language of a refusal (with Accept-Language); the report keeps the language
    /// the job was started in.
    lang: Option<String>,
}

impl ViewQuery {
    /// The language the reader asks in: `?lang=`, else Accept-Language, else English.
    fn lang(&self, headers: &HeaderMap) -> Lang {
        self.lang
            .as_deref()
            .and_then(Lang::from_locale)
            .or_else(|| {
                headers
                    .get(axum::http::header::ACCEPT_LANGUAGE)
                    .and_then(|v| v.to_str().ok())
                    .and_then(Lang::from_accept_language)
            })
            .unwrap_or_default()
    }
}

fn yes() -> bool {
    true
}

fn read_query(
    query: Result<Query<ViewQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<ViewQuery, ApiError> {
    query
        .map(|Query(q)| q)
        .map_err(|e| crate::error::bad_query(&e))
}

/// The job's view, with its report when asked for and kept: 410 when it was evicted.
fn answer(
    state: &AppState,
    job: &Job,
    query: &ViewQuery,
    lang: Lang,
) -> Result<Response, ApiError> {
    let with_result = query.result;
    let large = state.config.large_result_values;
    if query.values.is_some_and(|k| k as u64 > large) {
        return Err(ApiError::bad_request(message(
            lang,
            "web-job-values-limit",
            &[
                ("values", query.values.unwrap_or(0).into()),
                ("large", large.into()),
            ],
        )));
    }
    let result = if with_result { job.report() } else { None };
    let view = job.view();
    if with_result && result.is_none() && view.evicted {
        return Err(ApiError::new(
            StatusCode::GONE,
            message(lang, "web-job-evicted", &[("id", view.id.clone().into())]),
        ));
    }
    let view =
        serde_json::to_vec(&view).map_err(|e| crate::error::internal_json("job", e.to_string()))?;
    Download {
        view,
        result,
        first: query.values,
        large,
        slots: &state.jobs.downloads,
        stall: state.config.download_stall_timeout,
        lang,
    }
    .respond()
}

/// `GET /api/sequence/jobs/{id}`: the job's view; keeps a running job alive for another
/// idle timeout.
pub(crate) async fn status(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<ViewQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let query = read_query(query)?;
    let lang = query.lang(&headers);
    let job = state.jobs.get(&id, lang)?;
    job.polled(state.config.job_idle_timeout);
    answer(&state, &job, &query, lang)
}

/// `DELETE /api/sequence/jobs/{id}`: cancels the job (waiting briefly for it to stop)
/// and answers its view.
pub(crate) async fn cancel(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<ViewQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let query = read_query(query)?;
    let lang = query.lang(&headers);
    let job = state.jobs.get(&id, lang)?;
    job.stop(Status::Cancelled);
    let deadline = Instant::now() + Duration::from_secs(2);
    while job.running() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    answer(&state, &job, &query, lang)
}

/// `POST /api/sequence/jobs/{id}/leave`: the page watching the job is going away (sent
/// with `navigator.sendBeacon`). The job stops within the leave grace unless polled again
/// — by the same page, reloaded. 204.
pub(crate) async fn leave(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<StatusCode, ApiError> {
    let lang = crate::i18n::request_lang(None, &headers);
    state
        .jobs
        .get(&id, lang)?
        .left(state.config.job_leave_grace);
    Ok(StatusCode::NO_CONTENT)
}
