//! The integration tests of `grundy-cli`, one binary (each file below is a module: one
//! link instead of one a file). A test file joins with a `mod` line here; the last
//! test checks that none is left out.

mod canonical;
mod census;
mod certificate;
mod cli;
mod cmd_lang;
mod coach;
mod common;
mod docs;
mod engine_lang;
mod errors;
mod graph;
mod graph_dist;
mod hidden;
mod lang;
mod misere_forms;
mod notes;
mod options;
mod play;
mod plot_lang;
mod reasons;
mod seq;
mod serve;
mod tools_lang;
mod values;
