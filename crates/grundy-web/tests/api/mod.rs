//! The JSON API against a real server on an ephemeral loopback port.
//!
//! | file | what it tests |
//! |---|---|
//! | `analyze.rs` | `/api/analyze`: the report and words the library gives, boards, misère |
//! | `play.rs` | `/api/play`: the computer's move, legality, every game played to its end |
//! | `sequence.rs` | `/api/sequence`: `grundy seq`'s report |
//! | `jobs.rs` | sequence jobs: progress, cancel, bounds, abandoned jobs, streamed reports |
//! | `http.rs` | routes, errors, limits, pages and assets |

mod analyze;
mod http;
mod jobs;
mod play;
mod sequence;
