//! The JSON routes read only `application/json`.
//!
//! A web page on any site may make a visitor's browser send a POST anywhere with the
//! types of an HTML form — `text/plain`, `application/x-www-form-urlencoded`,
//! `multipart/form-data` — without asking the server first; any other type makes the
//! browser ask first (a CORS preflight), which this server never grants. So a route that
//! reads a JSON body refuses every other type, and a foreign page cannot start
//! computations or jobs through a visitor's browser.

use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

/// How much of a wrong `Content-Type` the refusal repeats.
const SAID_TYPE: usize = 100;

/// Whether `headers` say the body is JSON: every `Content-Type` is `application/json`,
/// in any case, with or without parameters (`; charset=utf-8`), and there is one.
pub(crate) fn is_json(headers: &HeaderMap) -> bool {
    let mut types = headers.get_all(header::CONTENT_TYPE).iter().peekable();
    types.peek().is_some()
        && types.all(|value| {
            let essence = value.as_bytes().split(|&b| b == b';').next().unwrap_or(b"");
            essence
                .trim_ascii()
                .eq_ignore_ascii_case(b"application/json")
        })
}

/// The body of a route that reads JSON — what every such handler takes, instead of the
/// bare bytes: a request whose body is not said to be JSON gets a 415, in the request's
/// language, before the handler parses it or computes anything.
pub(crate) struct JsonBody(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for JsonBody {
    type Rejection = Response;

    async fn from_request(request: Request, state: &S) -> Result<Self, Response> {
        if !is_json(request.headers()) {
            return Err(refusal(request.headers()).into_response());
        }
        Bytes::from_request(request, state)
            .await
            .map(JsonBody)
            .map_err(IntoResponse::into_response)
    }
}

/// 415, saying what the request said instead (when it said something).
fn refusal(headers: &HeaderMap) -> ApiError {
    let given = headers
        .get(header::CONTENT_TYPE)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).trim().to_string())
        .filter(|v| !v.is_empty());
    match given {
        Some(given) => ApiError::message(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "web-content-type",
            vec![(
                "given",
                given.chars().take(SAID_TYPE).collect::<String>().into(),
            )],
        ),
        None => ApiError::message(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "web-rejection-content-type",
            vec![],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn typed(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for v in values {
            headers.append(header::CONTENT_TYPE, HeaderValue::from_str(v).unwrap());
        }
        headers
    }

    #[test]
    fn json_with_any_parameters_and_nothing_else() {
        for ok in [
            &["application/json"][..],
            &["application/json; charset=utf-8"],
            &["APPLICATION/Json ;charset=UTF-8"],
            &["application/json", "application/json"],
        ] {
            assert!(is_json(&typed(ok)), "{ok:?}");
        }
        for refused in [
            &[][..],
            &[""],
            &["text/plain"],
            &["text/plain; charset=utf-8"],
            &["application/x-www-form-urlencoded"],
            &["multipart/form-data; boundary=x"],
            &["application/jsonp"],
            &["application/json-seq"],
            &["text/json"],
            &["application/json", "text/plain"],
            &["application/json, text/plain"],
        ] {
            assert!(!is_json(&typed(refused)), "{refused:?}");
        }
    }
}
