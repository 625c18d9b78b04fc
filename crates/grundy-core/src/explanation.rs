//! The view model of the reasoning in words: an [`Explanation`] — a title, paragraphs, an
//! optional [`Table`] and a conclusion — that a front end lays out without knowing any
//! game (the CLI as text columns, the web pages as HTML). Every step of the reasoning
//! ([`crate::reasoning::Step`]) says itself as one, in any language; the helpers here are
//! the pieces several games' words share (binary digit columns, a sequence of values, a
//! sentence).
//!
//! It knows no game and no analysis: every crate of grundy that says something uses it.

use crate::i18n::{t, Lang};
use serde::Serialize;

/// One step of the reasoning in words, ready to lay out: a title, the paragraphs before
/// the table, the table, and the conclusion drawn from it.
///
/// Laid out as text, a step without a table reads `Title: first paragraph`, the others
/// indented below; a step with a table puts the title on its own line, then the
/// paragraphs, the table and, after a blank line, the conclusion (its first paragraph the
/// finding, the next ones details such as one winning move each).
///
/// ```
/// use grundy_core::reasoning::{Step, SumReasoning};
/// let step = Step::new(SumReasoning { values: vec![2u8.into(), 2u8.into()], xor: 0u8.into() });
/// let e = step.explain();
/// assert_eq!(e.title, "Sprague–Grundy");
/// assert!(e.paragraphs[0].ends_with("2 ⊕ 2 = 0."));
/// assert!(e.table.is_none() && e.conclusion.is_empty());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// What the step is about, without a final colon: "Misère Nim (Bouton)".
    pub title: String,
    /// The text before the table, one paragraph (a sentence or two) each.
    pub paragraphs: Vec<String>,
    /// The table, if the step has one.
    pub table: Option<Table>,
    /// The text after the table: the finding first, then its details.
    pub conclusion: Vec<String>,
}

/// A table of an [`Explanation`]: columns, rows of cells, and what was left out.
///
/// A run of columns with the same [`Column::group`] (the binary digits of a number) is one
/// column as text — its cells separated by single spaces under the group's name — and
/// separate columns in HTML, each under its own header (the digit's value).
///
/// ```
/// use grundy_core::explanation::{Align, Table};
/// let mut t = Table::new(&[("vertex", Align::Right), ("value", Align::Right)]);
/// t.push(vec!["0".into(), "2".into()]);
/// assert_eq!(t.rows[0].cells[1].text, "2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Table {
    /// The columns, left to right.
    pub columns: Vec<Column>,
    /// The rows, top to bottom: body rows first, then the [`RowStyle::Total`] rows.
    pub rows: Vec<Row>,
    /// Rows left out, said after the body rows: "… 3 more heaps".
    pub more: Option<String>,
}

/// A column of a [`Table`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Column {
    /// Its header: "heap", "size", or a binary digit's value ("4").
    pub header: String,
    /// The group it belongs to ("binary"): see [`Table`].
    pub group: Option<String>,
    /// How its cells are aligned.
    pub align: Align,
}

/// How the cells of a column are aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Align {
    /// Words.
    Left,
    /// Numbers.
    Right,
}

/// A row of a [`Table`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// One cell per column.
    pub cells: Vec<Cell>,
    /// How the row is drawn.
    pub style: RowStyle,
    /// A remark drawn after the row: "(each column's parity)".
    pub note: Option<String>,
}

/// How a [`Row`] is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RowStyle {
    /// An ordinary row.
    Plain,
    /// A row that matters (a heap that gives a winning move): bold, or in colour.
    Strong,
    /// A total below the body (column counts, the nim-sum), under a rule.
    Total,
}

/// A cell of a [`Row`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// What it says.
    pub text: String,
    /// How it stands out, if it does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
}

/// How a [`Cell`] stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// A set binary digit: shaded.
    Lit,
    /// The cell the argument turns on (the top bit of the nim-sum, a column count that is
    /// not divisible): outlined.
    Key,
}

impl Cell {
    /// A cell that does not stand out.
    ///
    /// ```
    /// assert_eq!(grundy_core::explanation::Cell::plain("3").mark, None);
    /// ```
    pub fn plain(text: impl Into<String>) -> Self {
        Cell {
            text: text.into(),
            mark: None,
        }
    }

    /// A cell marked `mark` (or not).
    pub fn marked(text: impl Into<String>, mark: Option<Mark>) -> Self {
        Cell {
            text: text.into(),
            mark,
        }
    }
}

impl Table {
    /// A table with these column headers and alignments, no rows.
    pub fn new(columns: &[(&str, Align)]) -> Self {
        Table {
            columns: columns
                .iter()
                .map(|(header, align)| Column {
                    header: header.to_string(),
                    group: None,
                    align: *align,
                })
                .collect(),
            rows: Vec::new(),
            more: None,
        }
    }

    /// Adds a plain row of plain cells.
    pub fn push(&mut self, cells: Vec<String>) {
        self.rows.push(Row {
            cells: cells.into_iter().map(Cell::plain).collect(),
            style: RowStyle::Plain,
            note: None,
        });
    }
}

/// Binary columns wider than this are one column of digits (as text: without spaces).
pub const SPACED_WIDTH: u64 = 24;

impl Explanation {
    /// An explanation with this title and nothing else yet.
    ///
    /// ```
    /// let e = grundy_core::explanation::Explanation::titled("Parity");
    /// assert!(e.paragraphs.is_empty() && e.table.is_none());
    /// ```
    pub fn titled(title: &str) -> Explanation {
        Explanation {
            title: title.to_string(),
            paragraphs: Vec::new(),
            table: None,
            conclusion: Vec::new(),
        }
    }
}

/// An explanation with this title and nothing else yet ([`Explanation::titled`]).
pub fn explanation(title: &str) -> Explanation {
    Explanation {
        title: title.to_string(),
        paragraphs: Vec::new(),
        table: None,
        conclusion: Vec::new(),
    }
}

/// The heap, size and binary columns of a Nim or Moore table of `width` bits.
pub fn binary_table(width: u64, lang: Lang) -> Table {
    let heap = t!(lang, "col-heap");
    let size = t!(lang, "col-size");
    let mut table = Table::new(&[(heap.as_str(), Align::Right), (size.as_str(), Align::Right)]);
    let group = Some(t!(lang, "col-binary"));
    if width <= SPACED_WIDTH {
        for b in (0..width).rev() {
            table.columns.push(Column {
                header: (1u64 << b).to_string(),
                group: group.clone(),
                align: Align::Right,
            });
        }
    } else {
        table.columns.push(Column {
            header: group.clone().unwrap_or_default(),
            group,
            align: Align::Left,
        });
    }
    table
}

/// The cells of `digits` (most significant first, `width` of them): one per digit, or one
/// for all of them in a wide table; `mark(i, d)` marks digit `i`.
pub fn digit_cells(digits: &[u8], width: u64, mark: impl Fn(u64, u8) -> Option<Mark>) -> Vec<Cell> {
    if width <= SPACED_WIDTH {
        (0..)
            .zip(digits)
            .map(|(i, &d)| Cell::marked(d.to_string(), mark(i, d)))
            .collect()
    } else {
        let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        vec![Cell::plain(text)]
    }
}

/// `values` with zeros in front, to `width` columns.
///
/// ```
/// assert_eq!(grundy_core::explanation::padded(&[1, 0], 4), [0, 0, 1, 0]);
/// ```
pub fn padded(values: &[u64], width: u64) -> Vec<u64> {
    let width = usize::try_from(width).unwrap_or(usize::MAX);
    let mut v = vec![0; width.saturating_sub(values.len())];
    v.extend_from_slice(values);
    v
}

/// A total row (column counts, the nim-sum) with its remark.
pub fn total(cells: Vec<Cell>, note: Option<String>) -> Row {
    Row {
        cells,
        style: RowStyle::Total,
        note,
    }
}

/// "G(0), …, G(6) = 0 1 0 1 2 3 2" (the range written as people read it, both ends
/// included), with " …" when more values exist.
///
/// ```
/// use grundy_core::explanation::sequence_line;
/// assert_eq!(sequence_line(&[0, 1, 2], true), "G(0), …, G(2) = 0 1 2 …");
/// assert_eq!(sequence_line(&[0], false), "G(0) = 0");
/// ```
pub fn sequence_line<T: ToString>(values: &[T], more: bool) -> String {
    let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let range = match shown.len() {
        0 | 1 => "G(0)".to_string(),
        n => format!("G(0), …, G({})", n - 1),
    };
    format!(
        "{range} = {}{}",
        shown.join(" "),
        if more { " …" } else { "" }
    )
}

/// `s` with its first letter in upper case.
///
/// ```
/// assert_eq!(grundy_core::explanation::capitalized("ящик"), "Ящик");
/// ```
pub fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A phrase as a sentence: capitalized, with a final full stop.
///
/// ```
/// assert_eq!(grundy_core::explanation::sentence(" take 2 "), "Take 2.");
/// ```
pub fn sentence(s: &str) -> String {
    let s = capitalized(s.trim());
    if s.ends_with('.') {
        s
    } else {
        s + "."
    }
}
