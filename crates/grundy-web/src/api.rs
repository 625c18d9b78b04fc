//! The JSON API: `/api/analyze`, `/api/move`, `/api/play`, `/api/sequence`. Each handler
//! reads its request, calls the library in a blocking thread under the time limit, and
//! writes the library's data as JSON.

use crate::clients::{Seat, CLIENT};
use crate::content_type::JsonBody;
use crate::error::ApiError;
use crate::periods;
use crate::AppState;
use axum::extract::{Query, RawQuery, State};
use axum::http::HeaderMap;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use grundy::analysis::is_quick;
use grundy::component::Pieces;
use grundy::i18n::errors::Localized;
use grundy::play::coach::{judge_turn_with, Coaching};
use grundy::play::{Analyses, Player, Session, SessionError, Turn, Typing};
use grundy::report::sequence::SequenceWords;
use grundy::report::{Explanation, HeapChange, Summary};
use grundy::sequence::chart::{Chart, DEFAULT_COLUMNS};
use grundy::sequence::{self, SequenceReport};
use grundy::{analyze, AnalysisError, AnalyzeOptions, Cancel, Convention, Lang, Position, Report};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

pub(crate) type Shared = State<Arc<AppState>>;

/// Reads a JSON request body.
pub(crate) fn parse_body<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::message(
            StatusCode::BAD_REQUEST,
            "web-needs-body",
            vec![],
        ));
    }
    serde_json::from_slice(body).map_err(crate::error::bad_json)
}

/// A JSON answer with status 200.
pub(crate) fn json<T: Serialize>(value: &T) -> Response {
    json_with(StatusCode::OK, value)
}

/// A JSON answer.
pub(crate) fn json_with<T: Serialize>(status: StatusCode, value: &T) -> Response {
    match serde_json::to_vec(value) {
        Ok(body) => (status, [(header::CONTENT_TYPE, "application/json")], body).into_response(),
        Err(e) => crate::error::internal_json("answer", e.to_string()).into_response(),
    }
}

/// [`compute_cancellable`] for work that takes the bare cancel flag (the sequence runs).
pub(crate) async fn compute<T: Send + 'static>(
    state: &AppState,
    work: impl FnOnce(&AtomicBool) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    compute_cancellable(state, move |cancel: &Cancel| work(cancel.flag())).await
}

/// A seat for one more computation of the request's client: 429 when the client holds
/// as many as it may (`max_computations_per_client`, running or waiting); `None` when
/// the client is not known (the router used without a listener).
pub(crate) fn seat(state: &AppState) -> Result<Option<Seat>, ApiError> {
    match CLIENT.try_with(|c| *c) {
        Ok(client) => Ok(Some(state.clients.enter(client).ok_or_else(|| {
            let most = state.clients.per_client();
            ApiError::message(
                StatusCode::TOO_MANY_REQUESTS,
                "web-client-computations",
                vec![("most", most.into())],
            )
        })?)),
        Err(_) => Ok(None),
    }
}

/// Runs `work` in a blocking thread, at most `max_concurrent_computations` at once and at
/// most `max_computations_per_client` for the request's client (running or waiting: a
/// 429 beyond), and gives up after `compute_timeout`, raising the [`Cancel`] given to
/// the work — which every long loop of the library looks at, so the thread stops and
/// frees its slot within milliseconds. The cancel is also raised when the request is
/// dropped (its client went away). A computation over the limit is the request asking
/// too much: 422; a wait for a free slot over the limit is the server being busy: 503.
pub(crate) async fn compute_cancellable<T: Send + 'static>(
    state: &AppState,
    work: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let seat = seat(state)?;
    compute_seated(state, seat, work).await
}

/// [`compute_cancellable`] with the client's [`seat`] already taken (it is given back
/// when the work returns).
async fn compute_seated<T: Send + 'static>(
    state: &AppState,
    seat: Option<Seat>,
    work: impl FnOnce(&Cancel) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let limit = state.config.compute_timeout;
    let cancel = Cancel::new();
    // Raised however this future ends: on time-out, and when the request is dropped.
    let _stop = CancelOnDrop(cancel.clone());
    let started = Arc::new(AtomicBool::new(false));
    let began = started.clone();
    let semaphore = state.compute.clone();
    let run = async move {
        let permit = semaphore.acquire_owned().await.map_err(|_| {
            ApiError::message(StatusCode::SERVICE_UNAVAILABLE, "web-stopping", vec![])
        })?;
        began.store(true, Ordering::Relaxed);
        tokio::task::spawn_blocking(move || {
            // The slot and the client's seat are held until the work returns.
            let _held = (permit, seat);
            crate::priority::background();
            work(&cancel)
        })
        .await
        .map_err(|_| {
            ApiError::message(
                StatusCode::INTERNAL_SERVER_ERROR,
                "web-computation-failed",
                vec![],
            )
        })?
    };
    match tokio::time::timeout(limit, run).await {
        Ok(result) => result,
        Err(_) => {
            let secs = limit.as_secs_f64().to_string();
            Err(if started.load(Ordering::Relaxed) {
                ApiError::message(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "web-time-budget",
                    vec![("secs", secs.into())],
                )
            } else {
                ApiError::message(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "web-busy",
                    vec![("secs", secs.into())],
                )
            })
        }
    }
}

/// Raises its cancel when dropped.
struct CancelOnDrop(Cancel);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// A library error as an answer: a cancelled computation is one over the time limit.
/// [`analysis_error`] in `lang` (the library's words for the refusal).
fn analysis_error_in(e: AnalysisError, lang: Lang) -> ApiError {
    analysis_error(e).in_lang(lang)
}

fn analysis_error(e: AnalysisError) -> ApiError {
    match e {
        AnalysisError::Cancelled => {
            ApiError::message(StatusCode::UNPROCESSABLE_ENTITY, "web-cancelled", vec![])
        }
        e => ApiError::library(StatusCode::UNPROCESSABLE_ENTITY, e),
    }
}

/// Reads a position and checks it against the server's limits.
pub(crate) fn read_position(text: &str, max_heaps: usize) -> Result<Position, ApiError> {
    read_position_in(text, max_heaps, Lang::En)
}

/// [`read_position`], its refusal in `lang`.
pub(crate) fn read_position_in(
    text: &str,
    max_heaps: usize,
    lang: Lang,
) -> Result<Position, ApiError> {
    let position = grundy::parse_position(text).map_err(|e| {
        let error = grundy::errors::parse_error_in(&e, lang);
        ApiError::bad_request(grundy::i18n::message(
            lang,
            "error-bad-position",
            &[("error", error.into())],
        ))
    })?;
    let heaps = position.heap_count();
    if heaps > max_heaps {
        return Err(ApiError::message(
            StatusCode::PAYLOAD_TOO_LARGE,
            "web-too-many-heaps",
            vec![("heaps", heaps.into()), ("max", max_heaps.into())],
        )
        .in_lang(lang));
    }
    Ok(position)
}

fn convention(misere: bool) -> Convention {
    if misere {
        Convention::Misere
    } else {
        Convention::Normal
    }
}

/// `POST /api/analyze`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct AnalyzeRequest {
    position: String,
    #[serde(default)]
    misere: bool,
    max_moves: Option<usize>,
    #[serde(default)]
    all_moves: bool,
    /// Add the reasoning in words and the boards (`summary`, `explanation`, `pieces`),
    /// as the pages ask; plain API calls get the report alone, which is 4× smaller.
    #[serde(default)]
    explain: bool,
}

/// A position that may be answered on the async worker, without the hand-off to a
/// blocking thread, once it is quick: normal play, short text, no `all_moves` — and
/// every component known to be quick (the library's [`grundy::analysis::is_quick`]),
/// which a heap game is once its period is remembered. `None`: never quick.
fn quick_shaped(req: &AnalyzeRequest, max_heaps: usize) -> Option<Position> {
    const QUICK_TEXT: usize = 256;
    if req.misere || req.all_moves || req.position.len() > QUICK_TEXT {
        return None;
    }
    // An error is left to the full path, which reports it.
    read_position(&req.position, max_heaps).ok()
}

/// One component's board: its game and its pieces.
#[derive(Debug, Serialize)]
pub(crate) struct Board {
    /// The game, as the position language names it.
    game: String,
    #[serde(flatten)]
    pieces: Pieces,
}

/// Every component's board, its words in `lang`.
pub(crate) fn boards(position: &Position, lang: Lang) -> Vec<Board> {
    boards_and_typing(position, lang).0
}

/// Every component's board, its words in `lang`, and how a move of the position is
/// typed (the library's [`Typing`]: the notation's forms its games read and some of its
/// moves as typed, from the boards' plays).
pub(crate) fn boards_and_typing(position: &Position, lang: Lang) -> (Vec<Board>, Typing) {
    let pieces = position.pieces_in(lang);
    let typing = grundy::play::typing_with(position, &pieces, lang);
    let boards = position
        .components
        .iter()
        .zip(pieces)
        .map(|(c, pieces)| Board {
            game: c.name(),
            pieces,
        })
        .collect();
    (boards, typing)
}

/// The answer of `/api/analyze` (and the `report` of a turn): the library's [`Report`],
/// exactly as `grundy analyze --json` writes it, with the reasoning and the verdict in
/// words (made by the library) and the boards of the position.
#[derive(Debug, Serialize)]
pub(crate) struct Analysis {
    #[serde(flatten)]
    report: Report,
    /// Who wins and the heading of the moves, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    summary: Option<Summary>,
    /// The reasoning in words, one explanation per step.
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<Vec<Explanation>>,
    /// The position's boards, one per component.
    #[serde(skip_serializing_if = "Option::is_none")]
    pieces: Option<Vec<Board>>,
    /// How a move of the position is typed: the forms of the notation and examples.
    #[serde(skip_serializing_if = "Option::is_none")]
    typing: Option<Typing>,
}

impl Analysis {
    /// The report, with its words (in `lang`) and boards when `explain`; the moves'
    /// descriptions in `lang` in any case.
    fn new(mut report: Report, position: &Position, explain: bool, lang: Lang) -> Self {
        if lang != Lang::En {
            report.describe_moves_in(position, lang);
        }
        let (pieces, typing) = match explain.then(|| boards_and_typing(position, lang)) {
            Some((pieces, typing)) => (Some(pieces), Some(typing)),
            None => (None, None),
        };
        Analysis {
            summary: explain.then(|| report.summary_in(lang)),
            explanation: explain.then(|| report.explain_in(lang)),
            pieces,
            typing,
            report,
        }
    }
}

fn analyze_position(
    position: &Position,
    options: &AnalyzeOptions,
    explain: bool,
    lang: Lang,
) -> Result<Analysis, ApiError> {
    let report = analyze(position, options).map_err(|e| analysis_error_in(e, lang))?;
    Ok(Analysis::new(report, position, explain, lang))
}

/// The analysis of a position: the library's [`Report`] with its explanation (see
/// [`Analysis`]).
pub(crate) async fn analyze_handler(
    State(state): Shared,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    let req: AnalyzeRequest = parse_body(&body)?;
    let max_heaps = state.config.max_heaps;
    let max_moves = state.config.max_moves;
    let mut options = AnalyzeOptions {
        convention: convention(req.misere),
        max_moves: Some(req.max_moves.unwrap_or(max_moves).min(max_moves)),
        all_moves: req.all_moves,
        ..AnalyzeOptions::default()
    };
    // Quick positions take microseconds: answered on the spot. Everything else goes to a
    // blocking thread with the time limit.
    let shaped = quick_shaped(&req, max_heaps);
    if let Some(position) = shaped.as_ref().filter(|p| is_quick(p)) {
        return Ok(json(&analyze_position(
            position,
            &options,
            req.explain,
            lang,
        )?));
    }
    // The one-heap rules (heap and subtraction games) whose period this analysis finds
    // first: a heap game's position is quick once its period is remembered.
    let finding = shaped.as_ref().map(periods::unknown).unwrap_or_default();
    let seat = match (seat(&state), shaped) {
        (Ok(seat), _) => seat,
        // The client has no seat left; but if another computation is finding the
        // periods this position waits for, it needs no slot of its own: it waits for
        // that one (within the time limit), then is answered on the spot.
        (Err(refused), Some(position)) if !finding.is_empty() => {
            let deadline = tokio::time::Instant::now() + state.config.compute_timeout;
            state.periods.wait(&finding, deadline).await;
            if !is_quick(&position) {
                return Err(refused);
            }
            return Ok(json(&analyze_position(
                &position,
                &options,
                req.explain,
                lang,
            )?));
        }
        (Err(refused), _) => return Err(refused),
    };
    let finder = state.periods.start(finding);
    let analysis = compute_seated(&state, seat, move |cancel| {
        // Its periods are no longer being found once the analysis has returned.
        let _finder = finder;
        let position = read_position_in(&req.position, max_heaps, lang)?;
        options.cancel = cancel.clone();
        analyze_position(&position, &options, req.explain, lang)
    })
    .await?;
    Ok(json(&analysis))
}

/// A move that was made.
#[derive(Debug, Serialize)]
pub(crate) struct MoveMade {
    /// The move in words.
    description: String,
    /// The component (from 0).
    component: usize,
    /// The heaps that change.
    changes: Vec<HeapChange>,
    /// The position after it.
    after: String,
}

/// The computer's move, with why it was chosen.
#[derive(Debug, Serialize)]
pub(crate) struct ComputerMade {
    #[serde(flatten)]
    made: MoveMade,
    /// True when it is a winning move.
    winning: bool,
    /// How it was chosen.
    reason: String,
    /// With the coach on: the computer's reason in words, with the coach's judgement
    /// of its move.
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<Explanation>,
}

/// The coach's judgement of the player's move: the library's data and its words.
#[derive(Debug, Serialize)]
pub(crate) struct CoachAnswer {
    #[serde(flatten)]
    coaching: Coaching,
    /// The verdict in one line.
    line: String,
    /// The verdict and why.
    explanation: Explanation,
}

impl CoachAnswer {
    /// The coaching with its words in `lang`.
    fn new(coaching: Coaching, lang: Lang) -> Self {
        CoachAnswer {
            line: coaching.line_in(lang),
            explanation: coaching.explain_in(lang),
            coaching,
        }
    }
}

/// The answer of `/api/move` and `/api/play`.
#[derive(Debug, Serialize)]
pub(crate) struct TurnResponse {
    convention: Convention,
    /// The player's move (`/api/play` only).
    player: Option<MoveMade>,
    /// With the coach on (`/api/play` with `coach`): its judgement of the player's move.
    #[serde(skip_serializing_if = "Option::is_none")]
    coach: Option<CoachAnswer>,
    /// The computer's reply; null when the game was over before it.
    computer: Option<ComputerMade>,
    /// The position now, the player to move.
    position: String,
    /// True when no move is left.
    over: bool,
    /// When over: who won, `player` or `computer` (null if nobody moved).
    winner: Option<&'static str>,
    /// The boards of `position`, one per component.
    pieces: Vec<Board>,
    /// How a move of `position` is typed: the forms of the notation and examples.
    typing: Typing,
    /// The analysis of `position` (for hints), with its explanation, when the game goes
    /// on.
    report: Option<Analysis>,
}

fn made(turn: &Turn, lang: Lang) -> MoveMade {
    MoveMade {
        description: turn.description_in(lang),
        component: turn.played.component,
        changes: turn.played.changes.clone(),
        after: turn.after().to_string(),
    }
}

fn unprocessable(e: SessionError) -> ApiError {
    match e {
        SessionError::Analysis(e) => analysis_error(e),
        e => ApiError::library(StatusCode::UNPROCESSABLE_ENTITY, e),
    }
}

/// The most winning moves a turn's report lists (the hints of the Play page).
const REPORT_MOVES: usize = 100;

/// One exchange of a [`Session`]: the human's move when there is one (`session` has the
/// human to move), then the computer's reply unless the game is over; then the game
/// state is reported. `cancel` stops the computer's search and the analysis.
fn turn(
    session: Session,
    human: Option<&str>,
    coached: bool,
    cancel: &Cancel,
    lang: Lang,
) -> Result<TurnResponse, ApiError> {
    let mut session = session.cancellable(cancel);
    let convention = session.convention();
    // Each position of the exchange is analysed once, for every use of it: the coach's
    // judgements, the computer's choice, the report sent back (its winning moves).
    let mut analyses = Analyses::new(convention, cancel, REPORT_MOVES);
    let judged = |analyses: &mut Analyses, t: &Turn| match judge_turn_with(analyses, t, lang) {
        Ok(c) => Ok(Some(c)),
        Err(AnalysisError::Cancelled) => Err(analysis_error(AnalysisError::Cancelled)),
        // A position the coach cannot judge: the game goes on without its word.
        Err(_) => Ok(None),
    };
    let mut coach = None;
    if let Some(text) = human {
        let t = session.human_move(text).map_err(unprocessable)?;
        if coached {
            coach = judged(&mut analyses, t)?.map(|c| CoachAnswer::new(c, lang));
        }
    }
    let reply = if session.is_over() {
        None
    } else {
        Some(
            session
                .computer_reply_with(&mut analyses)
                .map_err(unprocessable)?,
        )
    };
    let player = human.map(|_| made(&session.history()[0], lang));
    let computer = match reply {
        Some(cm) => {
            let t = session.history().last().expect("the reply is recorded");
            let why = if coached {
                judged(&mut analyses, t)?.map(|c| grundy::play::words::why_reply_in(&cm, &c, lang))
            } else {
                None
            };
            Some(ComputerMade {
                made: made(t, lang),
                winning: cm.winning,
                reason: cm.reason_in(lang),
                why,
            })
        }
        None => None,
    };
    let current = session.position().clone();
    // Nobody won a game in which nobody moved.
    let winner = session
        .winner()
        .filter(|_| !session.history().is_empty())
        .map(|p| match p {
            Player::Human => "player",
            Player::Computer => "computer",
        });
    let over = session.is_over();
    let report = if over {
        None
    } else {
        match analyses.report(&current, REPORT_MOVES) {
            Ok(r) => Some(Analysis::new(r, &current, true, lang)),
            Err(AnalysisError::Cancelled) => return Err(analysis_error(AnalysisError::Cancelled)),
            Err(_) => None,
        }
    };
    let (pieces, typing) = boards_and_typing(&current, lang);
    Ok(TurnResponse {
        convention,
        player,
        coach,
        computer,
        position: current.to_string(),
        over,
        winner,
        pieces,
        typing,
        report,
    })
}

/// `POST /api/move`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MoveRequest {
    position: String,
    #[serde(default)]
    misere: bool,
    /// The coach: the computer's reason in words (`computer.why`).
    #[serde(default)]
    coach: bool,
}

/// The computer's move in a position.
pub(crate) async fn computer_move(
    State(state): Shared,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    let req: MoveRequest = parse_body(&body)?;
    let max_heaps = state.config.max_heaps;
    let answer = compute_cancellable(&state, move |cancel| {
        let position = read_position_in(&req.position, max_heaps, lang)?;
        turn(
            Session::new(position, convention(req.misere), Player::Computer),
            None,
            req.coach,
            cancel,
            lang,
        )
    })
    .await?;
    Ok(json(&answer))
}

/// `POST /api/play`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlayRequest {
    position: String,
    #[serde(rename = "move")]
    player_move: String,
    #[serde(default)]
    misere: bool,
    /// The coach: its judgement of the move (`coach`) and the computer's reason
    /// (`computer.why`).
    #[serde(default)]
    coach: bool,
}

/// The player's move (checked: a 422 with the reason when it is not legal), then the
/// computer's reply.
pub(crate) async fn play(
    State(state): Shared,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    let req: PlayRequest = parse_body(&body)?;
    let max_heaps = state.config.max_heaps;
    let answer = compute_cancellable(&state, move |cancel| {
        let position = read_position_in(&req.position, max_heaps, lang)?;
        let session = Session::new(position, convention(req.misere), Player::Human);
        turn(session, Some(&req.player_move), req.coach, cancel, lang)
    })
    .await?;
    Ok(json(&answer))
}

/// `GET/POST /api/sequence` and `POST /api/sequence/jobs`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SequenceRequest {
    pub game: String,
    pub upto: Option<u64>,
    #[serde(default)]
    pub period: bool,
    /// `?lang=` (read by [`crate::i18n::request_lang`] with `Accept-Language`).
    #[serde(default)]
    pub lang: Option<String>,
}

impl SequenceRequest {
    /// The rule, its name and `upto` (default 100, or the limit with `period`), checked
    /// against `max`; `jobs_hint`: the refusal says that a sequence job runs longer.
    pub(crate) fn read(
        &self,
        max: u64,
        jobs_hint: bool,
    ) -> Result<(grundy::heap::rule::HeapRule, String, u64), ApiError> {
        let (rule, name) = sequence::parse_game(&self.game).map_err(|e| {
            let say = move |lang| {
                grundy::i18n::message(
                    lang,
                    "web-bad-game",
                    &[("error", e.message_in(lang).into())],
                )
            };
            ApiError::said(StatusCode::BAD_REQUEST, say)
        })?;
        let upto = self
            .upto
            .unwrap_or(if self.period { max } else { 100.min(max) });
        if upto > max {
            let id = if jobs_hint {
                "web-upto-too-large-jobs"
            } else {
                "web-upto-too-large"
            };
            return Err(ApiError::message(
                StatusCode::PAYLOAD_TOO_LARGE,
                id,
                vec![("upto", upto.into()), ("max", max.into())],
            ));
        }
        Ok((rule, name, upto))
    }
}

/// The answer of `/api/sequence` and a job's `result`: the library's [`SequenceReport`]
/// (the JSON of `grundy seq --json`) with its words, [`SequenceReport::explain`].
#[derive(Debug, Serialize)]
pub(crate) struct SequenceAnswer {
    #[serde(flatten)]
    pub report: SequenceReport,
    /// The report in words: the title, the period, the frequencies, the rare values.
    pub explanation: Vec<Explanation>,
    /// What the page's chart draws: the values of each of about 1,000 pixel columns,
    /// rare ones apart ([`Chart`]); `null` when the values are not kept.
    pub chart: Option<Chart>,
}

impl From<SequenceReport> for SequenceAnswer {
    fn from(report: SequenceReport) -> Self {
        SequenceAnswer::new(report, Lang::En)
    }
}

impl SequenceAnswer {
    /// The answer with its words in `lang`.
    pub(crate) fn new(report: SequenceReport, lang: Lang) -> Self {
        SequenceAnswer {
            explanation: report.explain_in(lang),
            chart: Chart::of_report(&report, DEFAULT_COLUMNS),
            report,
        }
    }
}

async fn sequence(
    state: Arc<AppState>,
    req: SequenceRequest,
    lang: Lang,
) -> Result<Response, ApiError> {
    // A body's `"lang"` (POST) names the language too.
    let lang = req
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or(lang);
    let (rule, name, upto) = req
        .read(state.config.max_sequence_upto, true)
        .map_err(|e| e.in_lang(lang))?;
    let period = req.period;
    let report: SequenceReport = compute(&state, move |cancel| {
        sequence::compute(rule, name, upto, period, cancel)
            .map_err(|e| ApiError::library(StatusCode::UNPROCESSABLE_ENTITY, e))
    })
    .await
    .map_err(|e| e.in_lang(lang))?;
    Ok(json(&SequenceAnswer::new(report, lang)))
}

/// `GET /api/sequence?game=kayles&upto=100&period=true`.
pub(crate) async fn sequence_get(
    State(state): Shared,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    query: Result<Query<SequenceRequest>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(raw.as_deref(), &headers);
    let Query(req) = query.map_err(|e| crate::error::bad_query(&e))?;
    sequence(state, req, lang).await
}

/// `POST /api/sequence` with `{game, upto, period}`.
pub(crate) async fn sequence_post(
    State(state): Shared,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(raw.as_deref(), &headers);
    let req: SequenceRequest = parse_body(&body)?;
    sequence(state, req, lang).await
}

/// `GET /api/quotient?ruleset=kayles&maxheap=200`: a ruleset's misère quotient.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct QuotientRequest {
    pub ruleset: String,
    pub maxheap: Option<u64>,
    /// `?lang=` (read by [`crate::i18n::request_lang`] with `Accept-Language`).
    #[serde(default)]
    pub lang: Option<String>,
}

/// The largest `maxheap` of `/api/quotient`.
pub(crate) const MAX_QUOTIENT_HEAP: u64 = 400;

/// The answer of `/api/quotient`: the library's summary and its words.
#[derive(Debug, Serialize)]
pub(crate) struct QuotientAnswer {
    #[serde(flatten)]
    pub summary: grundy::misere::quotient::QuotientSummary,
    /// The quotient in words: presentation, P-portion, the Φ table.
    pub explanation: Vec<Explanation>,
}

/// `GET /api/quotient`.
pub(crate) async fn quotient_get(
    State(state): Shared,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    query: Result<Query<QuotientRequest>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(raw.as_deref(), &headers);
    use grundy::misere::quotient::{Quotient, QuotientError, QuotientOptions};
    let Query(req) = query.map_err(|e| crate::error::bad_query(&e))?;
    let lang = req
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or(lang);
    let (rule, _) = sequence::parse_rule(&req.ruleset).map_err(|e| {
        let say = move |lang| {
            grundy::i18n::message(
                lang,
                "web-bad-ruleset",
                &[("error", e.message_in(lang).into())],
            )
        };
        ApiError::said(StatusCode::BAD_REQUEST, say).in_lang(lang)
    })?;
    let maxheap = req.maxheap.unwrap_or(200);
    if maxheap > MAX_QUOTIENT_HEAP {
        return Err(ApiError::message(
            StatusCode::PAYLOAD_TOO_LARGE,
            "web-maxheap-too-large",
            vec![
                ("maxheap", maxheap.into()),
                ("max", MAX_QUOTIENT_HEAP.into()),
            ],
        )
        .in_lang(lang));
    }
    let summary = compute_cancellable(&state, move |cancel| {
        let mut options = QuotientOptions::up_to(maxheap);
        options.cancel = cancel.clone();
        match Quotient::compute(&rule, &options) {
            Ok(q) => Ok(q.summary()),
            Err(QuotientError::Cancelled(_)) => Err(ApiError::message(
                StatusCode::UNPROCESSABLE_ENTITY,
                "web-cancelled",
                vec![],
            )),
            Err(e) => Err(ApiError::library(StatusCode::UNPROCESSABLE_ENTITY, e)),
        }
    })
    .await?;
    Ok(json(&QuotientAnswer {
        explanation: summary.explain_in(lang),
        summary,
    }))
}
/// One entry of the language menu.
#[derive(Debug, Serialize)]
struct Language {
    code: &'static str,
    name: &'static str,
}

/// The answer of `/api/i18n`.
#[derive(Debug, Serialize)]
struct Catalogue {
    /// The language chosen.
    lang: Lang,
    /// Every language, for the menu.
    languages: Vec<Language>,
    /// The pages' labels: id → text.
    messages: serde_json::Map<String, serde_json::Value>,
}

/// `GET /api/i18n?lang=ko`: the pages' labels in the language asked for.
pub(crate) async fn catalogue(RawQuery(query): RawQuery, headers: HeaderMap) -> Response {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    // The pages' labels, and the games' one-liners and worked examples (the registry's
    // words: `about-…`, `example-…`).
    let messages = ["page-", "about-", "example-", "exercise-level-"]
        .into_iter()
        .flat_map(|prefix| grundy::i18n::messages_with_prefix(lang, prefix))
        .map(|(id, text)| (id, serde_json::Value::String(text)))
        .collect();
    let answer = Catalogue {
        lang,
        languages: Lang::ALL
            .iter()
            .map(|l| Language {
                code: l.code(),
                name: l.native_name(),
            })
            .collect(),
        messages,
    };
    let mut response = json(&answer);
    response.headers_mut().insert(
        header::VARY,
        header::HeaderValue::from_static("accept-language"),
    );
    response
}
