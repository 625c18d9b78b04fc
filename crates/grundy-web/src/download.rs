//! A stopped job's report, held compactly and sent without building it per reader.
//!
//! The report's JSON is made once, when the job stops, without its values: the text
//! before and after `"values"` ([`Finished::head`], [`Finished::tail`]) and the values
//! themselves as the run kept them (16-bit, or 64-bit), 2 (or 8) bytes a value instead of
//! the 3.5 bytes of their JSON — and never one JSON body per reader. A small report is
//! written out for each request; a large one (more than
//! [`ServerConfig::large_result_values`](crate::ServerConfig::large_result_values) values)
//! is streamed in chunks by a task that holds one of
//! [`ServerConfig::max_large_downloads`](crate::ServerConfig::max_large_downloads)
//! permits, and gives up (closing the connection) when the reader takes no chunk for
//! [`ServerConfig::download_stall_timeout`](crate::ServerConfig::download_stall_timeout):
//! a reader that stops reading holds at most a chunk, and its permit only that long.

use crate::api::SequenceAnswer;
use crate::error::ApiError;
use axum::body::{Body, Bytes};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use grundy::sequence::Values;
use std::ops::Range;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::{mpsc, OwnedSemaphorePermit, Semaphore};

/// Values written per chunk of a streamed body (about 200–400 KB of JSON).
const CHUNK_VALUES: usize = 1 << 16;

/// A stopped job's report with its words, as JSON: `head` + the values + `tail`.
pub(crate) struct Finished {
    /// The JSON of the report and its explanation up to the value of `"values"`.
    head: Bytes,
    /// The values (`null` when the run kept none).
    values: Option<Values>,
    /// The length of the values' JSON.
    values_len: usize,
    /// The JSON after the values.
    tail: Bytes,
}

impl Finished {
    /// The answer's JSON, made once, with the values held apart.
    pub(crate) fn new(mut answer: SequenceAnswer) -> Result<Finished, ApiError> {
        let values = answer.report.values.take();
        let json = serde_json::to_vec(&answer)
            .map_err(|e| crate::error::internal_json("report", e.to_string()))?;
        let at = top_level_value(&json, "values")
            .ok_or_else(|| crate::error::internal_json("values", String::new()))?;
        let json = Bytes::from(json);
        Ok(Finished {
            head: json.slice(..at.start),
            tail: json.slice(at.end..),
            values_len: values.as_ref().map_or(4, json_len),
            values,
        })
    }

    /// How many values the report holds.
    pub(crate) fn value_count(&self) -> usize {
        self.values.as_ref().map_or(0, Values::len)
    }

    /// The memory it holds, in bytes.
    pub(crate) fn bytes(&self) -> usize {
        let values = match &self.values {
            Some(Values::Narrow(v)) => v.len() * 2,
            Some(Values::Wide(v)) => v.len() * 8,
            None => 0,
        };
        self.head.len() + self.tail.len() + values
    }

    /// The length of the report's JSON.
    pub(crate) fn len(&self) -> usize {
        self.head.len() + self.values_len + self.tail.len()
    }

    /// The values' JSON from value `range.start` to `range.end` (with the opening bracket
    /// before the first and the closing one after the last).
    fn values_json(&self, range: Range<usize>, out: &mut Vec<u8>) {
        let Some(values) = &self.values else {
            out.extend_from_slice(b"null");
            return;
        };
        if range.start == 0 {
            out.push(b'[');
        }
        for n in range.clone() {
            if n > 0 {
                out.push(b',');
            }
            let v = match values {
                Values::Narrow(v) => u64::from(v[n]),
                Values::Wide(v) => v[n],
            };
            push_u64(out, v);
        }
        if range.end == values.len() {
            out.push(b']');
        }
    }

    /// The report's JSON with only its first `k` values, in one buffer.
    pub(crate) fn first(&self, k: usize, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.head);
        match &self.values {
            None => out.extend_from_slice(b"null"),
            Some(values) => {
                out.push(b'[');
                for n in 0..k.min(values.len()) {
                    if n > 0 {
                        out.push(b',');
                    }
                    push_u64(out, values.get(n as u64).unwrap_or(0));
                }
                out.push(b']');
            }
        }
        out.extend_from_slice(&self.tail);
    }

    /// The whole report's JSON in one buffer (for small reports).
    pub(crate) fn whole(&self, out: &mut Vec<u8>) {
        out.reserve(self.len());
        out.extend_from_slice(&self.head);
        self.values_json(0..self.value_count(), out);
        out.extend_from_slice(&self.tail);
    }
}

/// The JSON length of `values`: brackets, commas and digits.
fn json_len(values: &Values) -> usize {
    let digits = |v: u64| v.checked_ilog10().map_or(1, |d| d as usize + 1);
    let sum: usize = match values {
        Values::Narrow(v) => v.iter().map(|&x| digits(u64::from(x))).sum(),
        Values::Wide(v) => v.iter().map(|&x| digits(x)).sum(),
    };
    2 + values.len().saturating_sub(1) + sum
}

fn push_u64(out: &mut Vec<u8>, mut v: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

/// The byte range of the value of `key` in the JSON object `json` (at its top level, not
/// in a nested object or in a string).
fn top_level_value(json: &[u8], key: &str) -> Option<Range<usize>> {
    let quoted = format!("\"{key}\":");
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut string_start = 0;
    for (i, &b) in json.iter().enumerate() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => {
                    in_string = false;
                    let key_end = string_start + quoted.len();
                    if depth == 1 && json.get(string_start..key_end) == Some(quoted.as_bytes()) {
                        return value_range(json, key_end);
                    }
                }
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => {
                in_string = true;
                string_start = i;
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The range of the scalar (or `null`) value that starts at `start`.
fn value_range(json: &[u8], start: usize) -> Option<Range<usize>> {
    let len = json[start..].iter().position(|&b| b == b',' || b == b'}')?;
    Some(start..start + len)
}

/// What sending a stopped job's view needs: the view's own JSON (an object), the report,
/// the large-download permits and the stall timeout.
pub(crate) struct Download<'a> {
    /// The view without `result`, as a JSON object.
    pub view: Vec<u8>,
    /// The report, if the view carries it.
    pub result: Option<Arc<Finished>>,
    /// Only the first this many values (at most `large`), when given.
    pub first: Option<usize>,
    /// Reports with more values than this are large.
    pub large: u64,
    /// The permits of large downloads.
    pub slots: &'a Arc<Semaphore>,
    /// How long a stalled reader keeps its permit.
    pub stall: Duration,
    /// The language of a refusal.
    pub lang: grundy::Lang,
}

impl Download<'_> {
    /// The answer: the view with `"result"` (null, the report written out, or streamed).
    pub(crate) fn respond(self) -> Result<Response, ApiError> {
        let Download {
            mut view,
            result,
            first,
            large,
            slots,
            stall,
            lang,
        } = self;
        // The view is an object: its closing brace gives way to `"result"`.
        view.pop();
        view.extend_from_slice(b",\"result\":");
        let Some(finished) = result else {
            view.extend_from_slice(b"null}");
            return Ok(json_response(Body::from(view), None));
        };
        if let Some(k) = first.filter(|&k| k < finished.value_count()) {
            finished.first(k, &mut view);
            view.push(b'}');
            return Ok(json_response(Body::from(view), None));
        }
        if finished.value_count() as u64 <= large {
            finished.whole(&mut view);
            view.push(b'}');
            return Ok(json_response(Body::from(view), None));
        }
        let permit = slots.clone().try_acquire_owned().map_err(|_| {
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                grundy::i18n::message(lang, "web-downloads-busy", &[]),
            )
        })?;
        let length = view.len() + finished.len() + 1;
        let (tx, rx) = mpsc::channel(1);
        tokio::spawn(send(Bytes::from(view), finished, tx, permit, stall));
        Ok(json_response(
            Body::from_stream(Chunks {
                rx,
                left: length,
                lang,
            }),
            Some(length),
        ))
    }
}

fn json_response(body: Body, length: Option<usize>) -> Response {
    let mut response = (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        body,
    )
        .into_response();
    if let Some(n) = length {
        response
            .headers_mut()
            .insert(header::CONTENT_LENGTH, n.into());
    }
    response
}

/// Sends `view` + the report + `}` chunk by chunk; stops (dropping the permit) when the
/// reader is gone or takes no chunk for `stall`.
async fn send(
    view: Bytes,
    finished: Arc<Finished>,
    tx: mpsc::Sender<Bytes>,
    permit: OwnedSemaphorePermit,
    stall: Duration,
) {
    let _permit = permit;
    let put = |bytes: Bytes| {
        let tx = tx.clone();
        async move {
            matches!(
                tokio::time::timeout(stall, tx.send(bytes)).await,
                Ok(Ok(()))
            )
        }
    };
    if !put(view).await || !put(finished.head.clone()).await {
        return;
    }
    let count = finished.value_count();
    let mut from = 0;
    while from < count {
        let to = (from + CHUNK_VALUES).min(count);
        let mut chunk = Vec::with_capacity((to - from) * 4 + 2);
        finished.values_json(from..to, &mut chunk);
        if !put(Bytes::from(chunk)).await {
            return;
        }
        from = to;
    }
    let mut end = finished.tail.to_vec();
    end.push(b'}');
    put(Bytes::from(end)).await;
}

/// The body of a streamed answer: the chunks as they come, and an error if they stop
/// before the announced length (the reader then sees a cut connection, not a short
/// answer).
struct Chunks {
    rx: mpsc::Receiver<Bytes>,
    left: usize,
    /// The request's language, for the error that cuts the answer.
    lang: grundy::Lang,
}

impl futures_core::Stream for Chunks {
    type Item = Result<Bytes, std::io::Error>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        match self.rx.poll_recv(cx) {
            Poll::Ready(Some(bytes)) => {
                self.left = self.left.saturating_sub(bytes.len());
                Poll::Ready(Some(Ok(bytes)))
            }
            Poll::Ready(None) if self.left > 0 => {
                self.left = 0;
                Poll::Ready(Some(Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    grundy::i18n::message(self.lang, "web-answer-cut", &[]),
                ))))
            }
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::sequence::{compute, parse_rule};
    use std::sync::atomic::AtomicBool;

    fn answer(game: &str, upto: u64) -> SequenceAnswer {
        let (rule, name) = parse_rule(game).unwrap();
        SequenceAnswer::from(compute(rule, name, upto, true, &AtomicBool::new(false)).unwrap())
    }

    #[test]
    fn the_report_is_the_same_json_written_whole_or_in_chunks() {
        for (game, upto) in [("kayles", 300), ("lasker", 70_000), ("0.6", 0)] {
            let a = answer(game, upto);
            let expected = serde_json::to_value(&a).unwrap();
            let f = Finished::new(a).unwrap();
            let mut whole = Vec::new();
            f.whole(&mut whole);
            assert_eq!(whole.len(), f.len(), "{game}");
            let got: serde_json::Value = serde_json::from_slice(&whole).unwrap();
            assert_eq!(got, expected, "{game}");
            // In chunks of 7 values.
            let mut chunked = f.head.to_vec();
            let n = f.value_count();
            let mut from = 0;
            while from < n {
                let to = (from + 7).min(n);
                f.values_json(from..to, &mut chunked);
                from = to;
            }
            chunked.extend_from_slice(&f.tail);
            assert_eq!(chunked, whole, "{game}");
        }
    }

    #[test]
    fn only_the_top_level_key_counts() {
        let json = br#"{"a":{"values":1},"s":"\"values\":2","values":null,"z":[{"values":3}]}"#;
        let at = top_level_value(json, "values").unwrap();
        assert_eq!(&json[at], b"null");
        assert_eq!(top_level_value(br#"{"x":"values"}"#, "values"), None);
    }
}
