//! `grundy nimber "EXPR"`: a thin front end over [`grundy::nimber::expr`] — the
//! value of an expression of nimber arithmetic and its reasoning, as text or JSON.

use anyhow::Result;
use clap::Args;
use grundy::nimber::expr::{evaluate, Evaluation};
use std::io::Write;

/// The arguments of `grundy nimber`.
#[derive(Debug, Args)]
pub struct NimberArgs {
    /// The expression: + (nim-sum), * (nim-product), /, ^ (an ordinary integer exponent),
    /// sqrt(x), inv(x), parentheses, decimal and 0x hexadecimal numbers below 2^128.
    /// Several arguments are joined with spaces.
    #[arg(value_name = "EXPR", required = true)]
    expression: Vec<String>,
    /// Print JSON: {expression, value, steps: [{kind, …}]}.
    #[arg(long)]
    json: bool,
}

/// Runs `grundy nimber`.
pub fn run(args: NimberArgs) -> Result<u8> {
    let evaluation = evaluate(&args.expression.join(" "))?;
    let mut out = std::io::stdout().lock();
    if args.json {
        serde_json::to_writer_pretty(&mut out, &evaluation)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", text(&evaluation, crate::lang::current()))?;
    }
    out.flush()?;
    Ok(0)
}

/// The text `grundy nimber` prints: the value (in hexadecimal too beyond 9), then each
/// step of the reasoning on its line.
fn text(evaluation: &Evaluation, lang: grundy::Lang) -> String {
    let value = evaluation.value;
    let mut out = format!(
        "{}: {value}",
        grundy::i18n::message(lang, "nimber-heading-value", &[])
    );
    if value > 9 {
        out.push_str(&format!(" (0x{value:x})"));
    }
    out.push('\n');
    let steps = evaluation.explain_in(lang);
    if !steps.is_empty() {
        out.push_str(&grundy::i18n::message(lang, "nimber-heading-steps", &[]));
        out.push_str(":\n");
        for line in steps {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_has_the_value_and_a_line_a_step() {
        let e = evaluate("16 * 16 + 1").unwrap();
        let out = text(&e, grundy::Lang::En);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], format!("Value: {} (0x{:x})", e.value, e.value));
        assert_eq!(lines.len(), 2 + e.steps.len());
    }
}
