//! The `grundy` command: a thin front end over the `grundy` library. It parses arguments,
//! reads files, calls the library and renders its reports; it holds no game logic.

mod alloc;
mod census;
mod checkpoint;
mod cli;
mod exercise;
mod forms;
#[cfg(test)]
mod golden;
mod graph;
mod input;
mod lang;
mod late_bar;
mod misere;
mod nimber;
mod options;
mod play;
mod plot;
mod render;
mod seq;
mod serve;
mod timely_args;
mod values;

use std::process::ExitCode;

#[global_allocator]
static GLOBAL: alloc::SplitAlloc = alloc::SplitAlloc;

fn main() -> ExitCode {
    match cli::run() {
        Ok(code) => ExitCode::from(code),
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", error_message(&e, lang::current()));
            ExitCode::from(2)
        }
    }
}

/// The line `grundy` writes on standard error when it fails with `e`, in `lang`: one
/// line, no backtrace, what was wrong and where.
fn error_message(e: &anyhow::Error, lang: grundy::Lang) -> String {
    let msg = lang::error_line(e, lang);
    let error = grundy::i18n::message(lang, "cli-error", &[]);
    format!("grundy: {error} {msg}")
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
