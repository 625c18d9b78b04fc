//! The Practice page's API: `POST /api/exercise` makes a sheet of exercises (the
//! library's `grundy::exercise::sheet`, without the answers), `POST /api/exercise/check`
//! checks one answer and explains it (the library's `check` and `Feedback::explain`).
//! The page holds no game: the server sends the positions, their boards and every word,
//! in the request's language (`?lang=`, else `Accept-Language`, else English).

use crate::api::{boards, compute_cancellable, json, parse_body, read_position_in, Board, Shared};
use crate::content_type::JsonBody;
use crate::error::ApiError;
use axum::extract::{RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use grundy::exercise::{
    check_in, sheet_cancellable, CheckError, ExerciseError, ExerciseOptions, Feedback,
};
use grundy::report::Explanation;
use grundy::Convention;
use serde::{Deserialize, Serialize};

/// 422: what was asked cannot be done.
const UNPROCESSABLE: axum::http::StatusCode = axum::http::StatusCode::UNPROCESSABLE_ENTITY;

/// The computation passed the server's time limit (a 422, as the other routes say it).
fn cancelled() -> ApiError {
    ApiError::message(UNPROCESSABLE, "web-cancelled", vec![])
}

/// The most exercises one request makes.
pub(crate) const MAX_EXERCISES: usize = 20;

/// `POST /api/exercise`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SheetRequest {
    #[serde(default = "nim")]
    game: String,
    level: u8,
    #[serde(default)]
    misere: bool,
    count: Option<usize>,
    seed: Option<u64>,
}

fn nim() -> String {
    "nim".to_string()
}

/// One exercise as the page shows it: no answer.
#[derive(Debug, Serialize)]
struct Question {
    number: usize,
    position: String,
    misere: bool,
    question: String,
    pieces: Vec<Board>,
}

/// The answer of `/api/exercise`.
#[derive(Debug, Serialize)]
struct SheetAnswer {
    title: String,
    instructions: String,
    seed: u64,
    seed_line: String,
    exercises: Vec<Question>,
}

/// A sheet of exercises (answers are checked by `/api/exercise/check`).
pub(crate) async fn exercises(
    State(state): Shared,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    let req: SheetRequest = parse_body(&body)?;
    let count = req.count.unwrap_or(5);
    if count > MAX_EXERCISES {
        return Err(ApiError::message(
            axum::http::StatusCode::PAYLOAD_TOO_LARGE,
            "engine-web-too-many-exercises",
            vec![("count", count.into()), ("max", MAX_EXERCISES.into())],
        )
        .in_lang(lang));
    }
    let options = ExerciseOptions {
        game: req.game,
        level: req.level,
        misere: req.misere,
        count,
        // Without a seed, one from the request's time: said in the answer.
        seed: req.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_secs() % 1_000_000)
        }),
        lang,
    };
    let answer = compute_cancellable(&state, move |cancel| {
        let s = sheet_cancellable(&options, cancel).map_err(|e| {
            match e {
                ExerciseError::Cancelled => cancelled(),
                ExerciseError::TooFew { .. } => ApiError::library(UNPROCESSABLE, e),
                e => ApiError::library(axum::http::StatusCode::BAD_REQUEST, e),
            }
            .in_lang(lang)
        })?;
        let exercises = s
            .exercises
            .iter()
            .map(|e| {
                let position = grundy::parse_position(&e.position)
                    .map_err(|err| ApiError::unprocessable(err.to_string()))?;
                Ok(Question {
                    number: e.number,
                    position: e.position.clone(),
                    misere: e.convention == Convention::Misere,
                    question: e.question_in(lang),
                    pieces: boards(&position, lang),
                })
            })
            .collect::<Result<Vec<_>, ApiError>>()?;
        Ok(SheetAnswer {
            title: s.title_in(lang),
            instructions: s.instructions_in(lang),
            seed: s.seed,
            seed_line: s.seed_line_in(lang),
            exercises,
        })
    })
    .await?;
    Ok(json(&answer))
}

/// `POST /api/exercise/check`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CheckRequest {
    position: String,
    #[serde(default)]
    misere: bool,
    answer: String,
}

/// The answer of `/api/exercise/check`: the library's feedback and its words.
#[derive(Debug, Serialize)]
struct CheckAnswer {
    #[serde(flatten)]
    feedback: Feedback,
    explanation: Explanation,
}

/// Checks an answer: "P" or a move (a 422 with the reason when it is neither).
pub(crate) async fn check_answer(
    State(state): Shared,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    JsonBody(body): JsonBody,
) -> Result<Response, ApiError> {
    let lang = crate::i18n::request_lang(query.as_deref(), &headers);
    let req: CheckRequest = parse_body(&body)?;
    let max_heaps = state.config.max_heaps;
    let answer = compute_cancellable(&state, move |cancel| {
        let position = read_position_in(&req.position, max_heaps, lang)?;
        let convention = if req.misere {
            Convention::Misere
        } else {
            Convention::Normal
        };
        match check_in(&position, convention, &req.answer, cancel, lang) {
            Ok(feedback) => Ok(CheckAnswer {
                explanation: feedback.explain_in(lang),
                feedback,
            }),
            Err(CheckError::Analysis(grundy::AnalysisError::Cancelled)) => {
                Err(cancelled().in_lang(lang))
            }
            Err(e) => Err(ApiError::library(UNPROCESSABLE, e).in_lang(lang)),
        }
    })
    .await?;
    Ok(json(&answer))
}
