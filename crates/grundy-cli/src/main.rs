//! The `grundy` command: a thin front end over the `grundy` library. It parses arguments,
//! reads files, calls the library and renders its reports; it holds no game logic.

mod alloc;
mod census;
mod checkpoint;
mod cli;
mod exercise;
mod graph;
mod input;
mod lang;
mod misere;
mod play;
mod plot;
mod render;
mod seq;
mod serve;
mod timely_args;
mod tui;
mod values;

use std::process::ExitCode;

#[global_allocator]
static GLOBAL: alloc::SplitAlloc = alloc::SplitAlloc;

fn main() -> ExitCode {
    match cli::run() {
        Ok(code) => ExitCode::from(code),
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // One line, no backtrace: what was wrong and where.
            let lang = lang::current();
            let msg = lang::error_line(&e, lang);
            eprintln!("grundy: {} {msg}", lang::text("cli-error", &[]));
            ExitCode::from(2)
        }
    }
}

/// True when the reader of our output went away (e.g. `grundy … | head`): not an error.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
            || c.downcast_ref::<serde_json::Error>()
                .and_then(|j| j.io_error_kind())
                .is_some_and(|k| k == std::io::ErrorKind::BrokenPipe)
    })
}
