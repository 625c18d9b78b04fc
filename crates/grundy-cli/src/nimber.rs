//! `grundy nimber "EXPR"`: a thin front end over [`grundy::nimber::expr`] — the
//! value of an expression of nimber arithmetic and its reasoning, as text or JSON; an
//! expression writing `omega` (or `ω`) is one of ordinals below ω^(ω^ω)
//! ([`grundy::nimber::ordinal`]). `--field-constants` prints Lenstra's constants
//! α_p of the odd primes up to `--upto`.

use anyhow::Result;
use clap::Args;
use grundy::nimber::expr::{evaluate, evaluate_ordinal, mentions_omega, Evaluation};
use grundy::nimber::ordinal::{field_constants, FieldConstantTable, DEFAULT_WORK_LIMIT};
use std::io::Write;

/// The arguments of `grundy nimber`.
#[derive(Debug, Args)]
pub struct NimberArgs {
    /// The expression: + (nim-sum), * (nim-product), /, ^ (an ordinary integer exponent),
    /// sqrt(x), inv(x), parentheses, decimal and 0x hexadecimal numbers below 2^128;
    /// omega^E (or ω^E) is the ordinal power of ω, its exponent a number, omega or a
    /// Cantor normal form in parentheses. Several arguments are joined with spaces.
    #[arg(value_name = "EXPR", required_unless_present = "field_constants")]
    expression: Vec<String>,
    /// Print JSON: {expression, value, steps: [{kind, …}]}.
    #[arg(long)]
    json: bool,
    /// Print Lenstra's constants of the odd primes p up to --upto: the q-set Q(p), the
    /// excess m and α_p = (ω^(ω^k))^⊗p for the (k+2)-th prime p.
    #[arg(long, conflicts_with = "expression")]
    field_constants: bool,
    /// The largest prime of --field-constants.
    #[arg(
        long,
        value_name = "P",
        default_value_t = 43,
        requires = "field_constants"
    )]
    upto: u64,
}

/// Runs `grundy nimber`.
pub fn run(args: NimberArgs) -> Result<u8> {
    let lang = crate::lang::current();
    let mut out = std::io::stdout().lock();
    if args.field_constants {
        let table = field_constants(args.upto, DEFAULT_WORK_LIMIT);
        if args.json {
            serde_json::to_writer_pretty(&mut out, &table)?;
            writeln!(out)?;
        } else {
            write!(out, "{}", constants_text(&table, lang))?;
        }
        out.flush()?;
        return Ok(0);
    }
    let expression = args.expression.join(" ");
    if mentions_omega(&expression) {
        let evaluation = evaluate_ordinal(&expression)?;
        if args.json {
            serde_json::to_writer_pretty(&mut out, &evaluation)?;
            writeln!(out)?;
        } else {
            let value = evaluation.value.to_string();
            write!(out, "{}", lines(&value, &evaluation.explain_in(lang), lang))?;
        }
        out.flush()?;
        return Ok(0);
    }
    let evaluation = evaluate(&expression)?;
    if args.json {
        serde_json::to_writer_pretty(&mut out, &evaluation)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", text(&evaluation, lang))?;
    }
    out.flush()?;
    Ok(0)
}

/// The text `grundy nimber` prints: the value (in hexadecimal too beyond 9), then each
/// step of the reasoning on its line.
fn text(evaluation: &Evaluation, lang: grundy::Lang) -> String {
    let value = evaluation.value;
    let mut shown = value.to_string();
    if value > 9 {
        shown.push_str(&format!(" (0x{value:x})"));
    }
    lines(&shown, &evaluation.explain_in(lang), lang)
}

/// "Value: …" and the reasoning's lines under their heading.
fn lines(value: &str, steps: &[String], lang: grundy::Lang) -> String {
    let mut out = format!(
        "{}: {value}\n",
        grundy::i18n::message(lang, "nimber-heading-value", &[])
    );
    if !steps.is_empty() {
        out.push_str(&grundy::i18n::message(lang, "nimber-heading-steps", &[]));
        out.push_str(":\n");
        for line in steps {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

/// The table of `--field-constants`: a line saying what the columns are, then one
/// row a prime (p, k, f(p), Q(p), m, α_p), a refused prime with the reason.
fn constants_text(table: &FieldConstantTable, lang: grundy::Lang) -> String {
    let mut out = grundy::i18n::message(lang, "nimber-constants-heading", &[]);
    out.push('\n');
    let mut rows: Vec<(u64, [String; 6])> = table
        .constants
        .iter()
        .map(|c| {
            let q: Vec<String> = c.q_set.iter().map(u64::to_string).collect();
            (
                c.prime,
                [
                    c.prime.to_string(),
                    c.level.to_string(),
                    c.order_of_two.to_string(),
                    format!("{{{}}}", q.join(",")),
                    c.excess.to_string(),
                    c.alpha.to_string(),
                ],
            )
        })
        .collect();
    for r in &table.refused {
        let why = grundy::i18n::errors::Localized::message_in(&r.error, lang);
        let refused = grundy::i18n::message(
            lang,
            "nimber-constants-refused",
            &[("reason", why.as_str().into())],
        );
        rows.push((
            r.prime,
            [
                r.prime.to_string(),
                r.level.to_string(),
                String::new(),
                String::new(),
                String::new(),
                refused,
            ],
        ));
    }
    rows.sort_by_key(|(p, _)| *p);
    let header = ["p", "k", "f(p)", "Q(p)", "m", "α_p"].map(String::from);
    let mut widths = [0usize; 5];
    for row in std::iter::once(&header).chain(rows.iter().map(|(_, r)| r)) {
        for (w, cell) in widths.iter_mut().zip(row.iter()) {
            *w = (*w).max(cell.chars().count());
        }
    }
    for row in std::iter::once(&header).chain(rows.iter().map(|(_, r)| r)) {
        let mut line = String::new();
        for (w, cell) in widths.iter().zip(row.iter()) {
            line.push_str(cell);
            line.push_str(&" ".repeat(w - cell.chars().count() + 2));
        }
        line.push_str(&row[5]);
        out.push_str(line.trim_end());
        out.push('\n');
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

    #[test]
    fn the_constants_table_has_a_row_a_prime() {
        let table = field_constants(13, DEFAULT_WORK_LIMIT);
        for lang in grundy::Lang::ALL {
            let out = constants_text(&table, lang);
            let rows: Vec<&str> = out.lines().skip(2).collect();
            assert_eq!(rows.len(), 5, "{out}");
            assert!(
                rows[2].starts_with("7 ") && rows[2].ends_with("ω+1"),
                "{out}"
            );
        }
    }
}
