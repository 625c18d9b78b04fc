//! Errors as JSON: every failure the server answers is `{"error": "..."}` with a 4xx or
//! 5xx status — bad JSON, bad positions, limits, unknown routes, time-outs.

use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// An error answer: a status and a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What went wrong, for people.
    pub message: String,
}

impl ApiError {
    /// An error with this status and message.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// 400: the request cannot be read.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// 422: the request was read, but what it asks cannot be done (an illegal move, a
    /// position the library refuses).
    pub fn unprocessable(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// 413: the request asks for more than the server's limits allow.
    pub fn too_large(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(json!({ "error": self.message }))).into_response()
    }
}

/// Every unknown path.
pub(crate) async fn not_found(uri: axum::http::Uri) -> ApiError {
    let path: String = uri.path().chars().take(200).collect();
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no such page or API route: {path}"),
    )
}

/// A known path with the wrong method.
pub(crate) async fn method_not_allowed(method: axum::http::Method) -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("method {method} is not allowed here (see /api/openapi.json)"),
    )
}

/// Turns the framework's plain-text error answers (a body over the size limit, a query
/// string that does not parse, …) into the JSON `{error}` form.
pub(crate) async fn json_rejections(response: Response) -> Response {
    let status = response.status();
    let is_text = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_none_or(|v| v.as_bytes().starts_with(b"text/plain"));
    if !(status.is_client_error() || status.is_server_error()) || !is_text {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let text = axum::body::to_bytes(body, 64 * 1024)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_string())
        .unwrap_or_default();
    let message = if text.is_empty() {
        status
            .canonical_reason()
            .unwrap_or("request failed")
            .to_lowercase()
    } else {
        text
    };
    let body = serde_json::to_vec(&json!({ "error": message })).expect("JSON");
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}
