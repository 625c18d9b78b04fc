//! Text layout of a [`Report`]: the library says everything in words
//! ([`Report::summary`], [`Report::explain`]); this module only lays the words out —
//! titles, paragraphs, tables as aligned columns — with colour on a terminal. It knows
//! no game. JSON needs no renderer: the report is serialized as it is.

use grundy::report::explain::{explain_vertex_values_in, Align, Explanation, RowStyle, Table};
use grundy::{Lang, Outcome, Position, Report};
use owo_colors::OwoColorize;
use std::io::{self, Write};

pub use grundy::report::vertex_values;

/// Colours on or off.
#[derive(Clone, Copy)]
pub struct Paint(pub bool);

impl Paint {
    pub(crate) fn bold(self, s: &str) -> String {
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
    pub(crate) fn dim(self, s: &str) -> String {
        if self.0 {
            s.dimmed().to_string()
        } else {
            s.to_string()
        }
    }
}

/// Writes the report as text in `lang`: the position, each step of the reasoning, the
/// verdict, the winning moves and the notes (the moves' descriptions are the report's:
/// see [`Report::describe_moves_in`]).
pub fn text_in(out: &mut dyn Write, report: &Report, color: bool, lang: Lang) -> io::Result<()> {
    let p = Paint(color);
    let summary = report.summary_in(lang);
    writeln!(out, "{}", p.bold(&summary.title))?;
    for e in report.explain_in(lang) {
        writeln!(out)?;
        explanation(out, &e, p)?;
    }
    writeln!(out)?;
    let wins = report.outcome == Outcome::N;
    if wins {
        writeln!(out, "{}", p.good(&summary.verdict))?;
    } else {
        writeln!(out, "{}", p.bad(&summary.verdict))?;
    }
    if report.winning_moves.is_empty() {
        let heading = if wins {
            p.bold(&summary.moves)
        } else {
            summary.moves
        };
        writeln!(out, "{heading}")?;
    } else {
        writeln!(out, "{}", p.bold(&format!("{}:", summary.moves)))?;
    }
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
    let label = grundy::i18n::message(lang, "cli-note", &[]);
    for note in report.notes_in(lang) {
        writeln!(out, "{} {note}", p.dim(&label))?;
    }
    Ok(())
}

/// Writes one explanation. Without a table it reads `Title: first paragraph`, the rest
/// indented below; with one, the title stands alone, the paragraphs and the table are
/// indented, and the conclusion follows after a blank line (its details indented).
pub fn explanation(out: &mut dyn Write, e: &Explanation, p: Paint) -> io::Result<()> {
    match (&e.table, e.paragraphs.split_first()) {
        (None, Some((first, rest))) => {
            writeln!(out, "{} {first}", p.bold(&format!("{}:", e.title)))?;
            for par in rest {
                writeln!(out, "  {par}")?;
            }
        }
        _ => {
            writeln!(out, "{}", p.bold(&e.title))?;
            for par in &e.paragraphs {
                writeln!(out, "  {par}")?;
            }
        }
    }
    match &e.table {
        Some(t) => {
            table(out, t, p)?;
            if let Some((finding, details)) = e.conclusion.split_first() {
                writeln!(out)?;
                writeln!(out, "{finding}")?;
                for d in details {
                    writeln!(out, "  {d}")?;
                }
            }
        }
        None => {
            for c in &e.conclusion {
                writeln!(out, "  {c}")?;
            }
        }
    }
    Ok(())
}

/// A short explanation (the coach's, an exercise's feedback) as text lines: the title,
/// the paragraphs indented, then the conclusion's heading and its items indented further.
pub fn lines(e: &Explanation) -> Vec<String> {
    let mut out = vec![e.title.clone()];
    out.extend(e.paragraphs.iter().map(|p| format!("  {p}")));
    if let Some((heading, items)) = e.conclusion.split_first() {
        out.push(format!("  {heading}"));
        out.extend(items.iter().map(|i| format!("    {i}")));
    }
    out
}

/// A run of columns laid out as one text column: one column, or a group of them.
struct Segment {
    columns: std::ops::Range<usize>,
    grouped: bool,
    width: usize,
}

/// The columns `s` takes in a terminal: Hangul and other wide letters two, combining
/// marks none, every ASCII character one (so that the Korean tables line up too).
fn display_width(s: &str) -> usize {
    s.chars()
        .map(|c| {
            if c.is_ascii() {
                1
            } else {
                unicode_width::UnicodeWidthChar::width(c).unwrap_or(0)
            }
        })
        .sum()
}

fn pad(s: &str, width: usize, align: Align) -> String {
    let fill = " ".repeat(width.saturating_sub(display_width(s)));
    match align {
        Align::Left => format!("{s}{fill}"),
        Align::Right => format!("{fill}{s}"),
    }
}

/// Writes a table as aligned columns, indented by two spaces: the header, the body rows
/// (strong ones in bold), what was left out, a rule, and the totals. The columns of a
/// group are one text column, their cells separated by single spaces.
pub fn table(out: &mut dyn Write, t: &Table, p: Paint) -> io::Result<()> {
    let n = t.columns.len();
    let cell = |row: &grundy::report::explain::Row, c: usize| -> String {
        row.cells.get(c).map(|x| x.text.clone()).unwrap_or_default()
    };
    let mut widths: Vec<usize> = (0..n)
        .map(|c| {
            t.rows
                .iter()
                .map(|r| display_width(&cell(r, c)))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut segments = Vec::new();
    let mut c = 0;
    while c < n {
        let group = &t.columns[c].group;
        let mut end = c + 1;
        if group.is_some() {
            while end < n && t.columns[end].group == *group {
                end += 1;
            }
        }
        let grouped = group.is_some();
        let label = match group {
            Some(g) => g.as_str(),
            None => t.columns[c].header.as_str(),
        };
        if !grouped {
            widths[c] = widths[c].max(display_width(label));
        }
        let inner = widths[c..end].iter().sum::<usize>() + (end - c - 1);
        segments.push(Segment {
            columns: c..end,
            grouped,
            width: inner.max(display_width(label)),
        });
        c = end;
    }
    let line = |texts: &dyn Fn(usize) -> String| -> String {
        let mut s = String::from("  ");
        for (i, seg) in segments.iter().enumerate() {
            if i > 0 {
                s.push_str(if seg.grouped { "   " } else { "  " });
            }
            let part = if seg.grouped {
                let cells: Vec<String> = seg
                    .columns
                    .clone()
                    .map(|c| pad(&texts(c), widths[c], t.columns[c].align))
                    .collect();
                pad(&cells.join(" "), seg.width, Align::Left)
            } else {
                let c = seg.columns.start;
                pad(&texts(c), seg.width, t.columns[c].align)
            };
            s.push_str(&part);
        }
        s.trim_end().to_string()
    };
    let header = {
        let mut s = String::from("  ");
        for (i, seg) in segments.iter().enumerate() {
            if i > 0 {
                s.push_str(if seg.grouped { "   " } else { "  " });
            }
            let c = seg.columns.start;
            match &t.columns[c].group {
                Some(g) => s.push_str(&pad(g, seg.width, Align::Left)),
                None => s.push_str(&pad(&t.columns[c].header, seg.width, t.columns[c].align)),
            }
        }
        s.trim_end().to_string()
    };
    let rows: Vec<(String, &grundy::report::explain::Row)> = t
        .rows
        .iter()
        .map(|r| {
            let mut s = line(&|c| cell(r, c));
            if let Some(note) = &r.note {
                s.push_str("   ");
                s.push_str(note);
            }
            (s, r)
        })
        .collect();
    let rule_width = rows
        .iter()
        .map(|(_, r)| display_width(&line(&|c| cell(r, c))))
        .chain([display_width(&header)])
        .max()
        .unwrap_or(0)
        .saturating_sub(2);
    writeln!(out, "{header}")?;
    let (totals, body): (Vec<_>, Vec<_>) = rows
        .iter()
        .partition(|(_, row)| row.style == RowStyle::Total);
    for (text, row) in body {
        match row.style {
            RowStyle::Strong => writeln!(out, "{}", p.bold(text))?,
            _ => writeln!(out, "{text}")?,
        }
    }
    if let Some(more) = &t.more {
        writeln!(out, "  {more}")?;
    }
    if !totals.is_empty() {
        writeln!(out, "  {}", "─".repeat(rule_width))?;
    }
    for (text, _) in totals {
        writeln!(out, "{text}")?;
    }
    Ok(())
}

/// The vertex values as text (`--vertex-values`).
pub fn vertex_table(out: &mut dyn Write, position: &Position, lang: Lang) -> io::Result<()> {
    writeln!(out)?;
    explanation(
        out,
        &explain_vertex_values_in(&vertex_values(position), lang),
        Paint(false),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Korean takes two columns a letter, Russian and accented Vietnamese one, so a padded
    /// cell ends in the same column in every language.
    #[test]
    fn cells_are_padded_to_the_columns_they_take() {
        assert_eq!(display_width("무더기 1"), 8);
        assert_eq!(display_width("куча 1"), 6);
        assert_eq!(display_width("đống 1"), 6);
        for (s, w) in [("무더기", 10), ("куча", 10), ("heap", 10)] {
            let left = pad(s, w, Align::Left);
            let right = pad(s, w, Align::Right);
            assert_eq!(display_width(&left), w, "{left:?}");
            assert_eq!(display_width(&right), w, "{right:?}");
        }
        assert_eq!(pad("무더기", 10, Align::Left), "무더기    ");
    }
}
