//! The integration tests of `grundy-web`, one binary (each file below is a module: one
//! link instead of one a file). A test file joins with a `mod` line here; the last
//! test checks that none is left out.

mod api;
mod boards_lang;
mod common;
mod compression;
mod connections;
mod content_type;
mod e2e;
mod engine_lang;
mod errors;
mod golden;
mod jobs;
mod jobs_lang;
mod lang;
mod limits;
mod notes;
mod openapi;
mod practice;
mod quick;
