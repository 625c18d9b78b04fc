//! The language of an answer: `?lang=` first, then the `Accept-Language` header, then
//! English. Only prose changes with it — the explanations, the verdict, the moves'
//! descriptions, the pages' labels; JSON field names and values (`"P"`, `"N"`) never.
//! (`GET /api/i18n`, which serves a page its labels and the language menu, is a route of
//! [`crate::api`].)

use axum::http::{header, HeaderMap};
use grundy::Lang;

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
