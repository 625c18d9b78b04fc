//! Sequence jobs: long nim-sequence runs in the background, with progress, cancellation
//! and a time limit. `POST /api/sequence/jobs` starts one, `GET /api/sequence/jobs/{id}`
//! tells its progress (and its report when it has stopped), `DELETE` cancels it.

use crate::api::{json, json_with, parse_body, SequenceRequest, Shared};
use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use grundy::heap::sequence::{SequenceReport, SequenceRun, Stop};
use serde::Serialize;
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
    Failed,
}

struct Job {
    id: u64,
    game: String,
    upto: u64,
    period: bool,
    started: Instant,
    cancel: AtomicBool,
    timed_out: AtomicBool,
    state: Mutex<JobState>,
}

struct JobState {
    status: Status,
    computed: u64,
    max_value: u64,
    finished: Option<Instant>,
    result: Option<Arc<SequenceReport>>,
    error: Option<String>,
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
    /// The report (also of the values computed before a cancel or time-out).
    result: Option<Arc<SequenceReport>>,
    error: Option<String>,
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
            result: s.result.clone(),
            error: s.error.clone(),
        }
    }

    fn running(&self) -> bool {
        self.state.lock().expect("job state").status == Status::Running
    }

    fn finish(&self, status: Status, result: Option<SequenceReport>, error: Option<String>) {
        let mut s = self.state.lock().expect("job state");
        s.status = status;
        if let Some(r) = &result {
            s.computed = r.computed;
            s.max_value = r.stats.max_value;
        }
        s.result = result.map(Arc::new);
        s.error = error;
        s.finished = Some(Instant::now());
    }
}

/// The server's jobs.
#[derive(Default)]
pub(crate) struct Jobs {
    inner: Mutex<(u64, BTreeMap<u64, Arc<Job>>)>,
}

impl Jobs {
    /// Raises every job's cancel flag (the server is stopping).
    pub(crate) fn cancel_all(&self) {
        let inner = self.inner.lock().expect("jobs");
        for job in inner.1.values() {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }

    fn get(&self, id: &str) -> Result<Arc<Job>, ApiError> {
        let inner = self.inner.lock().expect("jobs");
        id.parse::<u64>()
            .ok()
            .and_then(|id| inner.1.get(&id).cloned())
            .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, format!("no sequence job {id:?} (finished jobs are kept for a while, then forgotten)")))
    }
}

/// `POST /api/sequence/jobs`: starts a job; 202 with its view.
pub(crate) async fn create(State(state): Shared, body: Bytes) -> Result<Response, ApiError> {
    let req: SequenceRequest = parse_body(&body)?;
    let config = &state.config;
    let (rule, name, upto) = req.read(config.max_job_upto, "")?;
    let job = {
        let mut inner = state.jobs.inner.lock().expect("jobs");
        let running = inner.1.values().filter(|j| j.running()).count();
        if running >= config.max_running_jobs {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!(
                    "{running} sequence jobs are running, this server's limit: wait for one to finish or cancel one"
                ),
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
            game: name.clone(),
            upto,
            period: req.period,
            started: Instant::now(),
            cancel: AtomicBool::new(false),
            timed_out: AtomicBool::new(false),
            state: Mutex::new(JobState {
                status: Status::Running,
                computed: 0,
                max_value: 0,
                finished: None,
                result: None,
                error: None,
            }),
        });
        inner.1.insert(job.id, job.clone());
        job
    };
    // The time limit: a watchdog raises the cancel flag, which the engine checks at
    // every value.
    {
        let job = job.clone();
        let limit = config.job_time_limit;
        tokio::spawn(async move {
            tokio::time::sleep(limit).await;
            if job.running() {
                job.timed_out.store(true, Ordering::Relaxed);
                job.cancel.store(true, Ordering::Relaxed);
            }
        });
    }
    let worker = job.clone();
    let period = req.period;
    tokio::task::spawn_blocking(move || {
        crate::priority::background();
        run(&worker, rule, name, upto, period)
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
                let status = if job.timed_out.load(Ordering::Relaxed) {
                    Status::TimedOut
                } else {
                    Status::Cancelled
                };
                return job.finish(status, Some(seq.report()), None);
            }
            Err(e) => return job.finish(Status::Failed, Some(seq.report()), Some(e.to_string())),
        }
    }
}

/// `GET /api/sequence/jobs/{id}`.
pub(crate) async fn status(
    State(state): Shared,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(json(&state.jobs.get(&id)?.view()))
}

/// `DELETE /api/sequence/jobs/{id}`: cancels the job (waiting briefly for it to stop)
/// and answers its view.
pub(crate) async fn cancel(
    State(state): Shared,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let job = state.jobs.get(&id)?;
    job.cancel.store(true, Ordering::Relaxed);
    let deadline = Instant::now() + Duration::from_secs(2);
    while job.running() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Ok(json(&job.view()))
}
