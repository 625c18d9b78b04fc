//! Errors as JSON: every failure the server answers is `{"error": "..."}` with a 4xx or
//! 5xx status — bad JSON, bad positions, limits, unknown routes, time-outs.
//!
//! The sentence is in the request's language (`?lang=`, else `Accept-Language`): an
//! error made of a catalogue message ([`ApiError::message`]) or of a library error
//! ([`ApiError::library`]) keeps a way to say itself in any language, and the
//! [`localize`] layer says it in the request's language once the answer is made — so
//! that an error found before the language is known (a body over the limit, an unknown
//! route, a time-out) is said in it too.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use grundy::i18n::errors::Localized;
use grundy::i18n::Arg;
use grundy::Lang;
use serde_json::json;
use std::sync::Arc;

/// A sentence that can be said in each language.
#[derive(Clone)]
pub(crate) struct Said(Arc<dyn Fn(Lang) -> String + Send + Sync>);

/// An error answer: a status and a sentence.
#[derive(Clone)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What went wrong, for people (in English until the answer is said in a language).
    pub message: String,
    /// The sentence in any language, when the error knows it.
    said: Option<Said>,
}

impl std::fmt::Debug for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ApiError")
            .field("status", &self.status)
            .field("message", &self.message)
            .finish()
    }
}

impl PartialEq for ApiError {
    fn eq(&self, other: &Self) -> bool {
        self.status == other.status && self.message == other.message
    }
}

impl Eq for ApiError {}

impl ApiError {
    /// An error with this status and message (said as it is in every language).
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            said: None,
        }
    }

    /// An error whose sentence is `say` in the request's language.
    pub fn said(
        status: StatusCode,
        say: impl Fn(Lang) -> String + Send + Sync + 'static,
    ) -> ApiError {
        ApiError {
            status,
            message: say(Lang::En),
            said: Some(Said(Arc::new(say))),
        }
    }

    /// An error whose sentence is the catalogue's message `id` with `args`.
    pub fn message(
        status: StatusCode,
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    ) -> ApiError {
        ApiError::said(status, move |lang| grundy::i18n::message(lang, id, &args))
    }

    /// A library error as the answer, said in the request's language.
    pub fn library<E: Localized + Send + Sync + 'static>(status: StatusCode, e: E) -> ApiError {
        ApiError::said(status, move |lang| e.message_in(lang))
    }

    /// The error said in `lang` now, whatever the request asks (a body's `"lang"`).
    pub fn in_lang(self, lang: Lang) -> ApiError {
        match &self.said {
            Some(Said(say)) => ApiError::new(self.status, say(lang)),
            None => self,
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
        let mut response =
            (self.status, axum::Json(json!({ "error": self.message }))).into_response();
        if let Some(said) = self.said {
            response.extensions_mut().insert(said);
        }
        response
    }
}

/// Says every error answer that knows its sentence ([`ApiError::said`]) in the request's
/// language: `?lang=`, else `Accept-Language`, else English (as it is).
pub(crate) async fn localize(request: Request, next: Next) -> Response {
    let lang = crate::i18n::request_lang(request.uri().query(), request.headers());
    let mut response = next.run(request).await;
    let Some(Said(say)) = response.extensions_mut().remove::<Said>() else {
        return response;
    };
    if lang == Lang::En {
        return response;
    }
    let (mut parts, _) = response.into_parts();
    let body = serde_json::to_vec(&json!({ "error": say(lang) })).expect("JSON");
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(body))
}

/// What is wrong with a JSON body, from serde's (English) error, in `lang`: the kind of
/// fault (cut short, not JSON, a field missing or unknown, a value of the wrong type)
/// and where — the field's name and the line and column are data, never translated.
pub(crate) fn json_fault_in(e: &serde_json::Error, lang: Lang) -> String {
    use serde_json::error::Category;
    let text = e.to_string();
    let at = |id: &str| {
        grundy::i18n::message(
            lang,
            id,
            &[
                ("line", (e.line() as u64).into()),
                ("column", (e.column() as u64).into()),
            ],
        )
    };
    match e.classify() {
        Category::Eof => at("web-json-eof"),
        Category::Syntax => at("web-json-syntax"),
        Category::Io => at("web-json-io"),
        Category::Data => match backticked(&text) {
            Some(field) if text.starts_with("missing field") => {
                grundy::i18n::message(lang, "web-json-missing-field", &[("field", field.into())])
            }
            Some(field) if text.starts_with("unknown field") => {
                grundy::i18n::message(lang, "web-json-unknown-field", &[("field", field.into())])
            }
            _ if text.starts_with("invalid type") || text.starts_with("invalid length") => {
                at("web-json-type")
            }
            _ => at("web-json-value"),
        },
    }
}

/// The first `name` written between backticks in `text` (serde's way of naming a field).
fn backticked(text: &str) -> Option<String> {
    let (_, rest) = text.split_once('`')?;
    let (name, _) = rest.split_once('`')?;
    Some(name.to_string())
}

/// 400 for a body that is not the JSON a route reads: English as serde says it, another
/// language through [`json_fault_in`].
pub(crate) fn bad_json(e: serde_json::Error) -> ApiError {
    let english = e.to_string();
    ApiError::said(StatusCode::BAD_REQUEST, move |lang| {
        let fault = if lang == Lang::En {
            english.clone()
        } else {
            json_fault_in(&e, lang)
        };
        grundy::i18n::message(lang, "web-bad-body", &[("error", fault.into())])
    })
}

/// 400 for a query string that does not fit a route (axum's rejection): English as
/// axum says it, another language naming the field that is missing or unknown.
pub(crate) fn bad_query(e: &axum::extract::rejection::QueryRejection) -> ApiError {
    ApiError::said(StatusCode::BAD_REQUEST, query_fault(e.body_text()))
}

/// The words of a query string's rejection `text` (axum's English) in a language.
fn query_fault(text: String) -> impl Fn(Lang) -> String + Send + Sync + 'static {
    move |lang| {
        if lang == Lang::En {
            return text.clone();
        }
        let field = backticked(&text);
        let (id, field) = match field {
            Some(f) if text.contains("missing field") => ("web-query-missing-field", f),
            Some(f) if text.contains("unknown field") => ("web-query-unknown-field", f),
            _ => ("web-query-bad", String::new()),
        };
        grundy::i18n::message(lang, id, &[("field", field.into())])
    }
}

/// 500: an answer that could not be written as JSON; English keeps serde's detail.
pub(crate) fn internal_json(what: &'static str, detail: String) -> ApiError {
    ApiError::said(StatusCode::INTERNAL_SERVER_ERROR, move |lang| {
        let id = match what {
            "report" => "web-internal-report",
            "job" => "web-internal-job",
            "values" => "web-internal-values",
            _ => "web-internal-answer",
        };
        let said = grundy::i18n::message(lang, id, &[]);
        if lang == Lang::En && !detail.is_empty() {
            format!("{said}: {detail}")
        } else {
            said
        }
    })
}

/// Every unknown path.
pub(crate) async fn not_found(uri: axum::http::Uri) -> ApiError {
    let path: String = uri.path().chars().take(200).collect();
    ApiError::message(
        StatusCode::NOT_FOUND,
        "web-not-found",
        vec![("path", path.into())],
    )
}

/// A known path with the wrong method.
pub(crate) async fn method_not_allowed(method: axum::http::Method) -> ApiError {
    ApiError::message(
        StatusCode::METHOD_NOT_ALLOWED,
        "web-method-not-allowed",
        vec![("method", method.to_string().into())],
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
    // The framework's words are English: the same answer in another language (said
    // by `localize`, the outer layer).
    let said = rejection_said(status, message);
    parts.extensions.insert(said);
    Response::from_parts(parts, Body::from(body))
}

/// A framework rejection's sentence in every language: English as the framework wrote
/// it (`english`), another language by the rejection's kind.
fn rejection_said(status: StatusCode, english: String) -> Said {
    let query = english
        .starts_with("Failed to deserialize query string")
        .then(|| query_fault(english.clone()));
    Said(Arc::new(move |lang| {
        if lang == Lang::En {
            return english.clone();
        }
        if let Some(say) = &query {
            return say(lang);
        }
        let id = match status {
            StatusCode::PAYLOAD_TOO_LARGE => "web-rejection-too-large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "web-rejection-content-type",
            StatusCode::REQUEST_TIMEOUT => "web-rejection-timeout",
            s if s.is_server_error() => "web-rejection-internal",
            _ => "web-rejection-other",
        };
        grundy::i18n::message(lang, id, &[("status", u64::from(status.as_u16()).into())])
    }))
}
