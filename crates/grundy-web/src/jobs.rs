//! Sequence jobs: long nim-sequence runs in the background, with progress, cancellation
//! and a time limit. `POST /api/sequence/jobs` starts one, `GET /api/sequence/jobs/{id}`
//! tells its progress (and its report when it has stopped), `DELETE` cancels it.
//!
//! A job belongs to the client that started it. The answer that starts it carries a
//! token (128 random bits, [`crate::token`]) that no other answer repeats; cancelling the
//! job and leaving it (`POST …/{id}/leave`) need it in the header [`TOKEN_HEADER`]
//! (403 without it, or with another), and only reads that carry it keep the job. Anyone
//! may read a job's progress and report (its id is no secret). Each client (an IP
//! address, an IPv6 /64: [`Client`]) may run
//! [`ServerConfig::max_jobs_per_client`](crate::ServerConfig::max_jobs_per_client) jobs at
//! once and keep
//! [`ServerConfig::max_stored_jobs_per_client`](crate::ServerConfig::max_stored_jobs_per_client);
//! room for a client's new job is only ever made from its own stopped jobs.
//!
//! A job lives as long as its owner watches it: a running job that its owner has not
//! polled for [`ServerConfig::job_idle_timeout`](crate::ServerConfig::job_idle_timeout) is
//! stopped (`abandoned`, with the values computed so far), and `leave` — what a page
//! sends as it goes away — shortens that to
//! [`ServerConfig::job_leave_grace`](crate::ServerConfig::job_leave_grace), long enough for
//! a reloaded page to poll it again and keep it. A stopped job is kept until its owner has
//! not read it for
//! [`ServerConfig::job_result_expiry`](crate::ServerConfig::job_result_expiry), or, once its
//! page has left, for the idle timeout; then it is forgotten (404).
//!
//! A stopped job keeps its report compactly ([`crate::download::Finished`]: the JSON
//! without the values, and the values as the run kept them), streamed to large readers
//! a bounded number at a time; all stopped jobs' reports together stay within
//! [`ServerConfig::job_results_budget`](crate::ServerConfig::job_results_budget) bytes, and
//! one client's within
//! [`ServerConfig::job_results_per_client`](crate::ServerConfig::job_results_per_client):
//! beyond them the owner of the job that just stopped loses its own least recently read
//! reports (reading one then answers 410) — never another client's.

use crate::api::{json_with, parse_body, SequenceAnswer, SequenceRequest, Shared};
use crate::clients::{Client, CLIENT};
use crate::content_type::JsonBody;
use crate::download::{Download, Finished};
use crate::error::ApiError;
use crate::token::Token;
use crate::{AppState, ServerConfig};
use axum::extract::{Path, Query, RawQuery, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
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

/// The header with which a client proves that it started a job: the `token` of the
/// answer that started it.
pub(crate) const TOKEN_HEADER: &str = "x-job-token";

/// Put in the extensions of an answer that holds a secret (the token of a job's start):
/// such an answer is never compressed (see `lib.rs`), so that its length tells nothing.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Secret;

struct Job {
    id: u64,
    /// The client that started it, when the connection told it: its jobs count against
    /// its limits, and only its own stopped jobs make room for its next ones.
    owner: Option<Client>,
    /// The proof of ownership, sent back in [`TOKEN_HEADER`].
    token: Token,
    /// The language of its report's words: the one its creator asked in.
    lang: Lang,
    game: String,
    upto: u64,
    period: bool,
    started: Instant,
    cancel: AtomicBool,
    /// The status a raised cancel flag ends in: cancelled, timed out or abandoned.
    stop_as: Mutex<Status>,
    /// How long it is kept. (Locked before `state` when both are.)
    keep: Mutex<Keep>,
    /// Wakes the watchdog when the deadline comes nearer.
    wake: tokio::sync::Notify,
    state: Mutex<JobState>,
}

/// How long a job is kept: until its owner stops reading it.
struct Keep {
    /// A running job stops (`abandoned`) at this instant, a stopped one is forgotten,
    /// unless its owner reads it before.
    deadline: Instant,
    /// Its page has left (`…/leave`) and its owner has not read it since.
    left: bool,
}

/// Who reads a job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reader {
    /// Its owner: the request carries its token.
    Owner,
    /// Anyone else: no token (a wrong one is refused).
    Anyone,
}

struct JobState {
    status: Status,
    computed: u64,
    max_value: u64,
    finished: Option<Instant>,
    result: Kept,
    /// When its owner last read the report (or when it was made): the least recently
    /// read go first.
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
    /// The proof of ownership: only in the answer that starts the job.
    #[serde(skip_serializing_if = "Option::is_none")]
    token: Option<String>,
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
            token: None,
        }
    }

    /// The report, when there is one.
    fn report(&self) -> Option<Arc<Finished>> {
        let s = self.state.lock().expect("job state");
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

    /// Whether a request proves that it comes from the job's owner: [`Reader::Owner`]
    /// with the right token, [`Reader::Anyone`] without a token; 403 with another.
    fn reader(&self, headers: &HeaderMap) -> Result<Reader, ApiError> {
        let mut given = headers.get_all(TOKEN_HEADER).iter().peekable();
        if given.peek().is_none() {
            return Ok(Reader::Anyone);
        }
        if given.all(|v| v.to_str().is_ok_and(|t| self.token.is(t.trim()))) {
            Ok(Reader::Owner)
        } else {
            Err(self.forbidden())
        }
    }

    /// Checks that a request comes from the job's owner: 403 without its token too.
    fn owned(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        match self.reader(headers)? {
            Reader::Owner => Ok(()),
            Reader::Anyone => Err(self.forbidden()),
        }
    }

    /// 403, in the request's language.
    fn forbidden(&self) -> ApiError {
        ApiError::message(
            StatusCode::FORBIDDEN,
            "web-job-forbidden",
            vec![("id", self.id.to_string().into())],
        )
    }

    /// Its owner read it: a running job lives for another idle timeout, a stopped one
    /// for another `job_result_expiry`, and its report becomes the most recently read.
    fn read_by_owner(&self, config: &ServerConfig) {
        let mut keep = self.keep.lock().expect("job keep");
        let mut s = self.state.lock().expect("job state");
        let now = Instant::now();
        keep.left = false;
        keep.deadline = if s.status == Status::Running {
            now + config.job_idle_timeout
        } else {
            s.last_read = now;
            now + config.job_result_expiry
        };
    }

    /// Its page is going away: a running job lives for at most another leave grace, a
    /// stopped one for at most another idle timeout, unless its owner reads it again.
    fn left(&self, config: &ServerConfig) {
        let mut keep = self.keep.lock().expect("job keep");
        let running = self.state.lock().expect("job state").status == Status::Running;
        let rest = if running {
            config.job_leave_grace
        } else {
            config.job_idle_timeout
        };
        keep.left = true;
        keep.deadline = keep.deadline.min(Instant::now() + rest);
        self.wake.notify_one();
    }

    /// Whether it has stopped and its time to be kept is over.
    fn expired(&self, now: Instant) -> bool {
        let keep = self.keep.lock().expect("job keep");
        now >= keep.deadline && self.state.lock().expect("job state").status != Status::Running
    }

    /// Stops the job at its time limit, or when nobody has polled it by its deadline.
    async fn watch(&self, limit: Duration) {
        let end = self.started + limit;
        while self.running() {
            let deadline = self.keep.lock().expect("job keep").deadline;
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

    /// Records the end of the run: its status, its report, and how long it is kept
    /// (`expiry`; the idle timeout `idle` once its page has left).
    fn finish(
        &self,
        status: Status,
        report: Option<SequenceReport>,
        error: Option<String>,
        (expiry, idle): (Duration, Duration),
    ) {
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
        let mut keep = self.keep.lock().expect("job keep");
        let mut s = self.state.lock().expect("job state");
        let now = Instant::now();
        keep.deadline = now + if keep.left { idle } else { expiry };
        s.status = status;
        if let Some((computed, max_value)) = stats {
            s.computed = computed;
            s.max_value = max_value;
        }
        s.result = result;
        s.error = error;
        s.finished = Some(now);
        s.last_read = now;
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
    inner: Mutex<Table>,
    /// The permits of large downloads.
    downloads: Arc<tokio::sync::Semaphore>,
}

/// The jobs kept, by id (the oldest first), and the last id given.
#[derive(Default)]
struct Table {
    last_id: u64,
    jobs: BTreeMap<u64, Arc<Job>>,
}

impl Table {
    /// Forgets the stopped jobs whose time to be kept is over.
    fn forget_expired(&mut self) {
        let now = Instant::now();
        self.jobs.retain(|_, job| !job.expired(now));
    }
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
        for job in inner.jobs.values() {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The job `id`; 404 when there is none (or it has just been forgotten).
    fn get(&self, id: &str, lang: Lang) -> Result<Arc<Job>, ApiError> {
        let mut inner = self.inner.lock().expect("jobs");
        let found = id.parse::<u64>().ok().and_then(|n| {
            let job = inner.jobs.get(&n).cloned()?;
            if job.expired(Instant::now()) {
                inner.jobs.remove(&n);
                return None;
            }
            Some(job)
        });
        found.ok_or_else(|| {
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

    /// Keeps the stopped jobs' reports within `budget` bytes together and `owner`'s
    /// within `per_client`, by dropping `owner`'s least recently read reports — the
    /// client whose job has just stopped; never another client's.
    fn keep_within(&self, owner: Option<Client>, budget: usize, per_client: usize) {
        let jobs: Vec<Arc<Job>> = {
            let mut inner = self.inner.lock().expect("jobs");
            inner.forget_expired();
            inner.jobs.values().cloned().collect()
        };
        let mut total = 0;
        let mut own: Vec<(Instant, usize, Arc<Job>)> = Vec::new();
        for job in jobs {
            let bytes = job.report_bytes();
            total += bytes;
            if bytes > 0 && job.owner == owner {
                let read = job.state.lock().expect("job state").last_read;
                own.push((read, bytes, job));
            }
        }
        let mut owned: usize = own.iter().map(|(_, b, _)| b).sum();
        own.sort_by_key(|(read, _, _)| *read);
        for (_, bytes, job) in own {
            if total <= budget && owned <= per_client {
                break;
            }
            job.state.lock().expect("job state").result = Kept::Evicted;
            total -= bytes;
            owned -= bytes;
        }
    }
}

/// `POST /api/sequence/jobs`: starts a job; 202 with its view and its token.
pub(crate) async fn create(
    State(state): Shared,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
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
    let owner = CLIENT.try_with(|c| *c).ok();
    let token = Token::new();
    let job = {
        let mut inner = state.jobs.inner.lock().expect("jobs");
        inner.forget_expired();
        let running = inner.jobs.values().filter(|j| j.running()).count();
        let mine: Vec<&Arc<Job>> = inner.jobs.values().filter(|j| j.owner == owner).collect();
        let most = config.max_jobs_per_client.max(1);
        if mine.iter().filter(|j| j.running()).count() >= most {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                message(lang, "web-client-jobs", &[("most", most.into())]),
            ));
        }
        if running >= config.max_running_jobs {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                message(lang, "web-jobs-too-many", &[("running", running.into())]),
            ));
        }
        // Room for one more: the client's own oldest stopped jobs are forgotten, to keep
        // its share and the server's limit — never another client's.
        let share = config.max_stored_jobs_per_client.max(most + 1);
        let need = (mine.len() + 1)
            .saturating_sub(share)
            .max((inner.jobs.len() + 1).saturating_sub(config.max_stored_jobs));
        let forget: Vec<u64> = mine
            .iter()
            .filter(|j| !j.running())
            .map(|j| j.id)
            .take(need)
            .collect();
        if forget.len() < need {
            let kept = inner.jobs.len();
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                message(lang, "web-jobs-kept", &[("kept", kept.into())]),
            ));
        }
        for id in forget {
            inner.jobs.remove(&id);
        }
        inner.last_id += 1;
        let job = Arc::new(Job {
            id: inner.last_id,
            owner,
            token,
            lang,
            game: name.clone(),
            upto,
            period: req.period,
            started: Instant::now(),
            cancel: AtomicBool::new(false),
            stop_as: Mutex::new(Status::Cancelled),
            keep: Mutex::new(Keep {
                deadline: Instant::now() + config.job_idle_timeout,
                left: false,
            }),
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
        inner.jobs.insert(job.id, job.clone());
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
        let config = &server.config;
        let keep = (config.job_result_expiry, config.job_idle_timeout);
        run(&worker, rule, name, upto, period, keep);
        server.jobs.keep_within(
            worker.owner,
            config.job_results_budget,
            config.job_results_per_client,
        );
    });
    let mut view = job.view();
    view.token = Some(job.token.hex());
    let mut answer = json_with(StatusCode::ACCEPTED, &view);
    answer
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    answer.extensions_mut().insert(Secret);
    Ok(answer)
}

/// Runs the job to its end; `keep`: how long its report is kept, as [`Job::finish`].
fn run(
    job: &Job,
    rule: grundy::heap::rule::HeapRule,
    name: String,
    upto: u64,
    period: bool,
    keep: (Duration, Duration),
) {
    let mut seq = match SequenceRun::new(rule, name) {
        Ok(s) => s,
        Err(e) => return job.finish(Status::Failed, None, Some(e.to_string()), keep),
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
            Ok(Stop::Done { .. }) => {
                return job.finish(Status::Done, Some(seq.report()), None, keep)
            }
            Ok(Stop::Cancelled { .. }) => {
                let status = *job.stop_as.lock().expect("job stop");
                return job.finish(status, Some(seq.report()), None, keep);
            }
            Err(e) => {
                let error = Some(e.to_string());
                return job.finish(Status::Failed, Some(seq.report()), error, keep);
            }
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

/// `GET /api/sequence/jobs/{id}`: the job's view, to anyone. With its token (its
/// owner) the read keeps the job: a running one alive for another idle timeout, a
/// stopped one for another `job_result_expiry`; with a wrong token, 403.
pub(crate) async fn status(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<ViewQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let query = read_query(query)?;
    let lang = query.lang(&headers);
    let job = state.jobs.get(&id, lang)?;
    if job.reader(&headers)? == Reader::Owner {
        job.read_by_owner(&state.config);
    }
    answer(&state, &job, &query, lang)
}

/// `DELETE /api/sequence/jobs/{id}`, by its owner (403 without its token): cancels the
/// job (waiting briefly for it to stop) and answers its view.
pub(crate) async fn cancel(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<ViewQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let query = read_query(query)?;
    let lang = query.lang(&headers);
    let job = state.jobs.get(&id, lang)?;
    job.owned(&headers)?;
    job.read_by_owner(&state.config);
    job.stop(Status::Cancelled);
    let deadline = Instant::now() + Duration::from_secs(2);
    while job.running() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    answer(&state, &job, &query, lang)
}

/// `POST /api/sequence/jobs/{id}/leave`, by its owner (403 without its token): the page
/// watching the job is going away. A running job stops within the leave grace, a stopped
/// one is forgotten within the idle timeout, unless read again with the token — by the
/// same page, reloaded. 204.
pub(crate) async fn leave(
    State(state): Shared,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<StatusCode, ApiError> {
    let lang = crate::i18n::request_lang(None, &headers);
    let job = state.jobs.get(&id, lang)?;
    job.owned(&headers)?;
    job.left(&state.config);
    Ok(StatusCode::NO_CONTENT)
}
