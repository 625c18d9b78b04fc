//! Text rendering of a [`Report`]: tables like the figures of the articles, colour on a
//! terminal. JSON needs no renderer: the report is serialized as it is.

use grundy::heap::solved::{HeapReasoning, ValueMethod as HeapValueMethod};
use grundy::moore::MooreColumns;
use grundy::nim::{binary_digits, MisereCase, MisereNimReasoning, NimColumns};
use grundy::report::{Step, SumReasoning};
use grundy::subtraction::{SubtractionReasoning, ValueMethod};
use grundy::{Component, Convention, Outcome, Position, Report};
use owo_colors::OwoColorize;
use serde::Serialize;
use std::io::{self, Write};

/// Colours on or off.
#[derive(Clone, Copy)]
pub struct Paint(pub bool);

impl Paint {
    fn bold(self, s: &str) -> String {
        if self.0 {
            s.bold().to_string()
        } else {
            s.to_string()
        }
    }
    fn good(self, s: &str) -> String {
        if self.0 {
            s.green().bold().to_string()
        } else {
            s.to_string()
        }
    }
    fn bad(self, s: &str) -> String {
        if self.0 {
            s.red().bold().to_string()
        } else {
            s.to_string()
        }
    }
    fn dim(self, s: &str) -> String {
        if self.0 {
            s.dimmed().to_string()
        } else {
            s.to_string()
        }
    }
}

/// Writes the report as text.
pub fn text(out: &mut dyn Write, report: &Report, color: bool) -> io::Result<()> {
    let p = Paint(color);
    let play = match report.convention {
        Convention::Normal => "normal play",
        Convention::Misere => "misère play",
    };
    let games: Vec<&str> = report.components.iter().map(|c| c.game.as_str()).collect();
    match &report.position {
        Some(pos) => writeln!(out, "{}  ({}, {play})", p.bold(pos), games.join(" + "))?,
        None => {
            let heaps: usize = report.components.iter().map(|c| c.heaps).sum();
            writeln!(
                out,
                "{}",
                p.bold(&format!("{heaps} heaps ({}, {play})", games.join(" + ")))
            )?
        }
    }
    // The nim-sum of a Nim component decides the game (and its carriers are the winning
    // moves) only when it stands alone, and under misère play only while two heaps have 2
    // or more.
    let nim_sum_decides = report.components.len() == 1
        && report.reasoning.iter().all(|s| match s {
            Step::MisereNim(m) => m.case == MisereCase::SeveralBigHeaps,
            _ => true,
        });
    for step in &report.reasoning {
        writeln!(out)?;
        step_text(out, step, p, nim_sum_decides)?;
    }
    writeln!(out)?;
    let verdict = match report.outcome {
        Outcome::N => p.good("N-position: the player to move wins"),
        Outcome::P => p.bad("P-position: the player to move loses"),
    };
    match &report.value {
        Some(v) => writeln!(out, "{verdict} (Grundy value {v}).")?,
        None => writeln!(out, "{verdict}.")?,
    }
    moves_text(out, report, p)?;
    for note in &report.notes {
        writeln!(out, "{} {note}", p.dim("note:"))?;
    }
    Ok(())
}

fn moves_text(out: &mut dyn Write, report: &Report, p: Paint) -> io::Result<()> {
    let count = report.winning_move_count.as_ref().map(|c| c.to_string());
    if report.outcome == Outcome::P {
        return writeln!(out, "Every move loses against perfect play.");
    }
    let shown = report.winning_moves.len();
    if shown == 0 && count.is_none() {
        return writeln!(
            out,
            "{}",
            p.bold("The winning moves are not listed (see the note below).")
        );
    }
    let header = match (&count, report.winning_moves_complete) {
        (Some(c), true) => format!("Winning moves ({c}):"),
        (Some(c), false) => format!("Winning moves ({shown} shown of {c}):"),
        (None, _) => format!("Winning moves ({shown} shown; not all could be counted):"),
    };
    writeln!(out, "{}", p.bold(&header))?;
    for (i, m) in report.winning_moves.iter().enumerate() {
        match &m.after {
            Some(after) => writeln!(
                out,
                "  {:>3}. {}  →  {}",
                i + 1,
                m.description,
                p.bold(after)
            )?,
            None => writeln!(out, "  {:>3}. {}", i + 1, m.description)?,
        }
    }
    Ok(())
}

fn step_text(out: &mut dyn Write, step: &Step, p: Paint, nim_sum_decides: bool) -> io::Result<()> {
    match step {
        Step::Sum(s) => sum_text(out, s, p),
        Step::NimColumns(t) => nim_text(out, t, p, nim_sum_decides),
        Step::MisereNim(m) => misere_text(out, m, p),
        Step::MooreColumns(t) => moore_text(out, t, p),
        Step::Subtraction(r) => subtraction_text(out, r, p),
        Step::HeapGame(r) => heap_text(out, r, p),
        Step::Reduction(r) => reduction_text(out, r, p),
        Step::Wythoff(w) => wythoff_text(out, w, p),
        Step::Search(s) => writeln!(
            out,
            "{} {} ({} positions evaluated).",
            p.bold("Search:"),
            s.reason,
            s.positions
        ),
    }
}

/// The heap rows and binary digits shared by the Nim and Moore tables.
fn binary_rows(
    out: &mut dyn Write,
    rows: &[(usize, &grundy::Nat)],
    total: usize,
    width: u64,
    size_w: usize,
) -> io::Result<()> {
    let spaced = width <= SPACED_WIDTH;
    writeln!(out, "  {:>4}  {:>size_w$}   binary", "heap", "size")?;
    for (index, size) in rows {
        writeln!(
            out,
            "  {:>4}  {:>size_w$}   {}",
            index + 1,
            size,
            digits_text(&binary_digits(size, width), spaced)
        )?;
    }
    if total > rows.len() {
        writeln!(
            out,
            "  {:>w$}",
            format!("… {} more heaps", total - rows.len()),
            w = 6 + size_w
        )?;
    }
    let rule_w = (width as usize) * if spaced { 2 } else { 1 };
    writeln!(out, "  {}", "─".repeat(6 + size_w + 3 + rule_w))
}

fn moore_text(out: &mut dyn Write, t: &MooreColumns, p: Paint) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        p.bold(&format!(
            "Moore's Nim_{}: count the ones in each bit column, mod {}:",
            t.k, t.modulus
        ))
    )?;
    let rows: Vec<(usize, &grundy::Nat)> = t.rows.iter().map(|r| (r.index, &r.size)).collect();
    let size_w = rows
        .iter()
        .map(|r| r.1.to_string().len())
        .chain([5])
        .max()
        .unwrap_or(5);
    let width = t.width.max(1);
    binary_rows(out, &rows, t.heaps_total, width, size_w)?;
    let spaced = width <= SPACED_WIDTH;
    let fits = |v: &[u64]| v.iter().all(|x| *x < 10);
    if spaced && fits(&t.counts) && fits(&t.residues) {
        let join = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        writeln!(
            out,
            "  {:>w$}   {}",
            "ones",
            join(&t.counts),
            w = 6 + size_w
        )?;
        writeln!(
            out,
            "  {:>w$}   {}",
            format!("mod {}", t.modulus),
            join(&t.residues),
            w = 6 + size_w
        )?;
    }
    writeln!(out)?;
    if t.problem_columns.is_empty() {
        writeln!(
            out,
            "Every column count is divisible by {}: by Moore's theorem no move keeps it so.",
            t.modulus
        )
    } else {
        let bits: Vec<String> = t.problem_columns.iter().map(|b| b.to_string()).collect();
        writeln!(
            out,
            "Columns with a count not divisible by {}: bit{} {}. By Moore's theorem the player to move can make every count divisible again, reducing at most {} heap{}.",
            t.modulus,
            if bits.len() == 1 { "" } else { "s" },
            bits.join(", "),
            t.k,
            if t.k == 1 { "" } else { "s" }
        )
    }
}

fn subtraction_text(out: &mut dyn Write, r: &SubtractionReasoning, p: Paint) -> io::Result<()> {
    let per = &r.periodicity;
    let values: Vec<String> = r.values.iter().map(|v| v.to_string()).collect();
    let shown = if r.values_complete { "" } else { " …" };
    writeln!(out, "{}", p.bold(&format!("{}: the nim-sequence", r.rule)))?;
    if values.is_empty() {
        writeln!(
            out,
            "  G(n) = n mod {} (take 1 to k: the closed form).",
            per.period
        )?;
    } else {
        writeln!(
            out,
            "  G(0..{}) = {}{shown}",
            values.len(),
            values.join(" ")
        )?;
        let saltus = if per.saltus == grundy::Nat::from(0u8) {
            String::new()
        } else {
            format!(
                ", adding {} each period (arithmetic periodicity)",
                per.saltus
            )
        };
        writeln!(
            out,
            "  periodic from n = {} with period {}{saltus}; {} ({}).",
            per.preperiod,
            per.period,
            if per.certified {
                "proved"
            } else {
                "observed, not proved"
            },
            if per.checked_to == 0 {
                "by the closed form n mod (k+1)".to_string()
            } else {
                format!("computed to n = {}", per.checked_to)
            }
        )?;
    }
    for row in &r.rows {
        let how = match row.method {
            ValueMethod::Formula => "by the formula",
            ValueMethod::Period => "by the period",
            ValueMethod::Direct => "computed directly",
        };
        writeln!(
            out,
            "  heap {}: G({}) = {} ({how})",
            row.index + 1,
            row.size,
            row.value
        )?;
    }
    if !r.rows_complete {
        writeln!(out, "  … {} heaps in all", r.heaps_total)?;
    }
    Ok(())
}

/// Binary columns wider than this are printed compactly (digits without spaces).
const SPACED_WIDTH: u64 = 24;

fn digits_text(digits: &[u8], spaced: bool) -> String {
    let d: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    d.join(if spaced { " " } else { "" })
}

fn nim_text(out: &mut dyn Write, t: &NimColumns, p: Paint, conclude: bool) -> io::Result<()> {
    let spaced = t.width <= SPACED_WIDTH;
    let size_w = t
        .rows
        .iter()
        .map(|r| r.size.to_string().len())
        .chain([4, t.nim_sum.to_string().len()])
        .max()
        .unwrap_or(4);
    let label_w = 4 + 2 + size_w;
    writeln!(out, "{}", p.bold("Nim-sum, column by column (binary):"))?;
    writeln!(out, "  {:>4}  {:>size_w$}   binary", "heap", "size")?;
    let carriers: std::collections::HashSet<usize> = t.carriers.iter().map(|c| c.index).collect();
    for r in &t.rows {
        let row = format!(
            "  {:>4}  {:>size_w$}   {}",
            r.index + 1,
            r.size,
            digits_text(&binary_digits(&r.size, t.width), spaced)
        );
        let row = if carriers.contains(&r.index) {
            p.bold(&row)
        } else {
            row
        };
        writeln!(out, "{row}")?;
    }
    if t.heaps_total > t.rows.len() {
        writeln!(
            out,
            "  {:>label_w$}",
            format!("… {} more heaps", t.heaps_total - t.rows.len())
        )?;
    }
    let rule_w = (t.width as usize) * if spaced { 2 } else { 1 };
    writeln!(out, "  {}", "─".repeat(label_w + 3 + rule_w))?;
    if spaced {
        let ones: Vec<String> = t.column_ones.iter().map(|c| c.to_string()).collect();
        if ones.iter().all(|o| o.len() == 1) {
            writeln!(out, "  {:>label_w$}   {}", "ones", ones.join(" "))?;
        }
    }
    writeln!(
        out,
        "  {:>4}  {:>size_w$}   {}   (each column's parity)",
        "⊕",
        t.nim_sum,
        digits_text(&t.column_parity, spaced)
    )?;
    if !conclude {
        return Ok(());
    }
    writeln!(out)?;
    match (&t.top_bit, &t.top_bit_value) {
        (Some(bit), Some(value)) => {
            writeln!(
                out,
                "The nim-sum is {} ≠ 0. Its highest set bit is bit {bit} (value {value}); {} carr{} it:",
                t.nim_sum,
                plural(t.carriers_total, "heap"),
                if t.carriers_total == 1 { "ies" } else { "y" }
            )?;
            for c in &t.carriers {
                writeln!(
                    out,
                    "  heap {}: {} ⊕ {} = {} < {}, so take {}",
                    c.index + 1,
                    c.size,
                    t.nim_sum,
                    c.target,
                    c.size,
                    c.take
                )?;
            }
            if t.carriers_total > t.carriers.len() as u64 {
                writeln!(
                    out,
                    "  … and {} more",
                    t.carriers_total - t.carriers.len() as u64
                )?;
            }
        }
        _ => writeln!(out, "The nim-sum is 0: every move makes it non-zero.")?,
    }
    Ok(())
}

fn plural(n: u64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn misere_text(out: &mut dyn Write, m: &MisereNimReasoning, p: Paint) -> io::Result<()> {
    writeln!(
        out,
        "{} {} of size 2 or more, {} of size 1, nim-sum {}.",
        p.bold("Misère Nim (Bouton):"),
        plural(m.big_heaps, "heap"),
        plural(m.one_heaps, "heap"),
        m.nim_sum
    )?;
    writeln!(out, "  Rule: {}.", m.rule.trim_end_matches('.'))
}

/// Where Nim hides: each piece of the game and its heap ("chip on cell 14 = heap of 14").
fn reduction_text(
    out: &mut dyn Write,
    r: &grundy::hidden::component::ReductionReasoning,
    p: Paint,
) -> io::Result<()> {
    writeln!(
        out,
        "{} {}",
        p.bold(&format!("{} is Nim in disguise:", r.game)),
        r.principle
    )?;
    for row in &r.rows {
        writeln!(out, "  {} = heap of {}", row.piece, row.heap)?;
    }
    if r.rows.len() < r.rows_total {
        writeln!(out, "  … ({} more)", r.rows_total - r.rows.len())?;
    }
    if r.rows_total == 0 {
        writeln!(out, "  (no pieces: no heaps)")?;
    }
    Ok(())
}

fn wythoff_text(
    out: &mut dyn Write,
    w: &grundy::hidden::component::WythoffReasoning,
    p: Paint,
) -> io::Result<()> {
    let (a, b) = w.heaps;
    let (x, y) = w.p_position;
    writeln!(
        out,
        "{} the P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps {a} and {b} differ by {}, and the P-position with that difference is ({x}, {y}), so ({a}, {b}) {} a P-position.",
        p.bold("Wythoff:"),
        w.difference,
        if w.is_p_position { "is" } else { "is not" }
    )?;
    if let Some(g) = w.grundy {
        writeln!(out, "  Its Grundy value (by search) is {g}.")?;
    }
    Ok(())
}

fn sum_text(out: &mut dyn Write, s: &SumReasoning, p: Paint) -> io::Result<()> {
    let values: Vec<String> = s.values.iter().map(|v| v.to_string()).collect();
    writeln!(
        out,
        "{} the value of a sum is the XOR of its components' values: {} = {}",
        p.bold("Sprague–Grundy:"),
        values.join(" ⊕ "),
        s.xor
    )
}

fn heap_text(out: &mut dyn Write, r: &HeapReasoning, p: Paint) -> io::Result<()> {
    let title = if r.game == r.code {
        format!("{}: the nim-sequence", r.game)
    } else {
        format!("{} (code {}): the nim-sequence", r.game, r.code)
    };
    writeln!(out, "{}", p.bold(&title))?;
    let shown: Vec<String> = r.values.iter().take(60).map(|v| v.to_string()).collect();
    let more = if r.values.len() > 60 || !r.values_complete {
        " …"
    } else {
        ""
    };
    writeln!(out, "  G(0..{}) = {}{more}", shown.len(), shown.join(" "))?;
    match &r.periodicity {
        Some(per) if per.certified => {
            let saltus = if per.saltus > 0 {
                format!(", adding {} each period", per.saltus)
            } else {
                String::new()
            };
            writeln!(
                out,
                "  periodic from n = {} with period {}{saltus}: proved by the {}.",
                per.preperiod,
                per.period,
                per.theorem.map(|t| t.description()).unwrap_or_default()
            )?;
        }
        Some(per) => writeln!(
            out,
            "  looks periodic from n = {} with period {} — observed up to n = {}, not proved; values are computed directly.",
            per.preperiod, per.period, per.checked_to
        )?,
        None => writeln!(
            out,
            "  no period found up to n = {}; values are computed directly.",
            r.searched_to
        )?,
    }
    for row in &r.rows {
        let how = match row.method {
            HeapValueMethod::Direct => "computed directly",
            HeapValueMethod::Period => "by the period",
            HeapValueMethod::Formula => "by the closed form",
        };
        let value = row
            .value
            .as_ref()
            .map(|v| v.to_string())
            .unwrap_or("?".into());
        writeln!(
            out,
            "  heap {}: G({}) = {value} ({how})",
            row.index + 1,
            row.size
        )?;
    }
    if r.heaps_total > r.rows.len() {
        writeln!(out, "  … {} heaps in all", r.heaps_total)?;
    }
    Ok(())
}

/// One vertex's Grundy value, for `--vertex-values`.
#[derive(Debug, Serialize)]
pub struct VertexValue {
    component: usize,
    vertex: u64,
    value: u32,
}

/// The Grundy value of every vertex of every graph component.
pub fn vertex_values(position: &Position) -> Vec<VertexValue> {
    position
        .components
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match c {
            Component::Graph { graph, .. } => Some((i, graph)),
            _ => None,
        })
        .flat_map(|(i, g)| {
            g.grundy_values().map(move |(vertex, value)| VertexValue {
                component: i,
                vertex,
                value,
            })
        })
        .collect()
}

/// The vertex values as a text table.
pub fn vertex_table(out: &mut dyn Write, position: &Position) -> io::Result<()> {
    let values = vertex_values(position);
    if values.is_empty() {
        return writeln!(out, "\n(no graph component: no vertex values)");
    }
    writeln!(out, "\n  vertex  Grundy value")?;
    for v in values {
        writeln!(out, "  {:>6}  {}", v.vertex, v.value)?;
    }
    Ok(())
}
