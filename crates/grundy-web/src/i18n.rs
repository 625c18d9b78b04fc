//! The language of an answer: `?lang=` first, then the `Accept-Language` header, then
//! English. Only prose changes with it — the explanations, the verdict, the moves'
//! descriptions, the pages' labels; JSON field names and values (`"P"`, `"N"`) never.
//! `GET /api/i18n` serves a page its labels (`page-…` messages of the library's
//! catalogue) and the language menu.

use axum::extract::RawQuery;
use axum::http::{header, HeaderMap};
use axum::response::Response;
use grundy::Lang;
use serde::Serialize;

/// The `lang` parameter of a query string, if any (`a=1&lang=ko`).
fn query_lang(query: Option<&str>) -> Option<Lang> {
    query?
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::from_locale(v))
}

/// The language asked for: `?lang=`, else `Accept-Language`, else English.
pub(crate) fn request_lang(query: Option<&str>, headers: &HeaderMap) -> Lang {
    query_lang(query)
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
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
    let lang = request_lang(query.as_deref(), &headers);
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
    let mut response = crate::api::json(&answer);
    response.headers_mut().insert(
        header::VARY,
        header::HeaderValue::from_static("accept-language"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_first_then_header() {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_LANGUAGE, "ru-RU,ru;q=0.9".parse().unwrap());
        assert_eq!(request_lang(Some("lang=vi"), &h), Lang::Vi);
        assert_eq!(request_lang(Some("x=1&lang=ko-KR"), &h), Lang::Ko);
        assert_eq!(request_lang(None, &h), Lang::Ru);
        assert_eq!(request_lang(Some("lang=fr"), &HeaderMap::new()), Lang::En);
    }
}
