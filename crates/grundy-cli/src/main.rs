//! The `grundy` command: a thin front end over the `grundy` library. It parses arguments,
//! reads files, calls the library and renders its reports; it holds no game logic.

mod cli;
mod input;
mod render;

use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // One line, no backtrace: what was wrong and where.
            let msg = format!("{e:#}").replace('\n', " ");
            eprintln!("grundy: error: {msg}");
            ExitCode::from(2)
        }
    }
}
