//! `grundy-check FILE`: verifies a certificate of a proved period (see the library's
//! documentation). Exit status: 0 the proof holds, 1 a fact fails (the first one is
//! printed), 2 the file cannot be read or is not a certificate, 3 the certificate's
//! theorem is one this checker cannot verify. Messages in English.

use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

/// Verifies a certificate written by `grundy seq --period --certificate FILE`: the Grundy
/// values recomputed naively from the rule, the period checked over the whole range the
/// theorem needs, the theorem's bound computed from its parameters. Exit 0: the proof
/// holds; 1: a fact fails; 2: the file cannot be read; 3: a theorem this checker cannot
/// verify.
#[derive(Debug, Parser)]
#[command(name = "grundy-check", version)]
struct Args {
    /// The certificate (JSON).
    file: PathBuf,
}

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(a) => a,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match grundy_check::check_file(&args.file) {
        Ok(verdict) => {
            match &verdict {
                grundy_check::Verdict::Holds(why) => println!("proof holds: {why}"),
                grundy_check::Verdict::Fails(why) => println!("proof fails: {why}"),
                grundy_check::Verdict::CannotCheck(why) => println!("{why}"),
            }
            ExitCode::from(verdict.exit_code())
        }
        Err(e) => {
            eprintln!("grundy-check: {}: {e}", args.file.display());
            ExitCode::from(2)
        }
    }
}
