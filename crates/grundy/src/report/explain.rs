//! The reasoning in words: every sentence the front ends show about a [`Report`], made in
//! one place so that the command line, the web pages and (later) translations say the
//! same thing.
//!
//! A [`Step`] becomes an [`Explanation`] — a title, paragraphs, an optional [`Table`] and
//! a conclusion — that a front end lays out without knowing any game: the CLI as text
//! columns, the web pages as HTML. [`Report::explain`] explains every step in its context
//! (a Nim table decides the game only when Nim is the whole position), and
//! [`Report::summary`] says who wins and introduces the winning moves.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions, Convention};
//! let misere = AnalyzeOptions { convention: Convention::Misere, ..Default::default() };
//! let r = analyze(&parse_position("1 1 1").unwrap(), &misere).unwrap();
//! assert_eq!(r.summary().outcome, "P-position: the player to move loses under misère play");
//! // The nim-sum (1) does not decide misère Nim here: the explanation says so.
//! let words = r.explain();
//! assert!(words.iter().all(|e| !e.conclusion.concat().contains("the player to move wins")));
//! ```

use super::{Report, SearchReasoning, Step, SumReasoning, VertexValue};
use crate::games::moore::MooreColumns;
use crate::games::nim::{binary_digits, MisereCase, MisereNimReasoning, NimColumns};
use crate::heap::rule::HeapRule;
use crate::outcome::{Convention, Outcome};
use crate::sequence::{SequenceReasoning, ValueMethod};
use num_traits::Zero;
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
/// use grundy::{analyze, parse_position, AnalyzeOptions};
/// let r = analyze(&parse_position("3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
/// let e = r.reasoning[0].explain();
/// assert_eq!(e.title, "Nim-sum, column by column (binary)");
/// let table = e.table.unwrap();
/// assert_eq!(table.rows.len(), 5); // 3 heaps, the ones, the nim-sum
/// assert_eq!(e.conclusion[1], "heap 1: 3 ⊕ 2 = 1 < 3, so take 2");
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
/// use grundy::report::explain::{Align, Table};
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

/// The report's conclusion in words: who wins, and the heading of the winning moves (the
/// moves themselves are the report's, each with its description).
///
/// ```
/// use grundy::{analyze, parse_position, AnalyzeOptions};
/// let r = analyze(&parse_position("1 2 3").unwrap(), &AnalyzeOptions::default()).unwrap();
/// let s = r.summary();
/// assert_eq!(s.title, "1 2 3  (nim, normal play)");
/// assert_eq!(s.verdict, "P-position: the player to move loses (Grundy value 0).");
/// assert_eq!(s.moves, "Every move loses against perfect play.");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The position, its games and the convention: "3 4 5  (nim, normal play)".
    pub title: String,
    /// Who wins: "N-position: the player to move wins".
    pub outcome: String,
    /// The Grundy value, when known: "Grundy value 2".
    pub value: Option<String>,
    /// Under misère play, the method that decided: "by Bouton's rule", "by the misère
    /// quotient", ….
    pub method: Option<String>,
    /// Both in one sentence: "N-position: the player to move wins (Grundy value 2)."
    pub verdict: String,
    /// What the list of winning moves is: "Winning moves (3)", "Winning moves (2 shown of
    /// 7)", or — with no list — "Every move loses against perfect play."
    pub moves: String,
}

impl Cell {
    /// A cell that does not stand out.
    ///
    /// ```
    /// assert_eq!(grundy::report::explain::Cell::plain("3").mark, None);
    /// ```
    pub fn plain(text: impl Into<String>) -> Self {
        Cell {
            text: text.into(),
            mark: None,
        }
    }

    fn marked(text: impl Into<String>, mark: Option<Mark>) -> Self {
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
const SPACED_WIDTH: u64 = 24;

/// The most values of a heap game's nim-sequence written out.
const SEQUENCE_SHOWN: usize = 60;

/// What a Nim column table means where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NimSum {
    /// Nim is the whole position: the nim-sum decides, its carriers are the winning moves.
    Decides,
    /// A component of a sum: the nim-sum is the component's value.
    ComponentValue,
    /// Misère Nim with at most one heap of 2 or more: the endgame rule decides.
    MisereEndgame,
}

impl Step {
    /// The step in words, as when it is the whole argument: a Nim column table concludes
    /// with the winning moves. [`Report::explain`] explains each step where it stands.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions};
    /// let r = analyze(&parse_position("sub(1,3,4) 20 + nim 5 7").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// let e = r.reasoning.last().unwrap().explain();
    /// assert_eq!(e.title, "Sprague–Grundy");
    /// assert!(e.paragraphs[0].ends_with("2 ⊕ 2 = 0."));
    /// ```
    pub fn explain(&self) -> Explanation {
        self.explain_as(NimSum::Decides)
    }

    fn explain_as(&self, nim_sum: NimSum) -> Explanation {
        match self {
            Step::NimColumns(t) => nim_columns(t, nim_sum),
            Step::MisereNim(m) => misere_nim(m),
            Step::MooreColumns(t) => moore_columns(t),
            Step::Subtraction(r) => sequence(r, false),
            Step::HeapGame(r) => sequence(r, true),
            Step::Sum(s) => sum(s),
            Step::Search(s) => search(s),
            Step::Reduction(r) => reduction(r),
            Step::Wythoff(w) => wythoff(w),
            Step::MemoryHeap(m) => memory_heap(m),
            Step::Compound(c) => compound(c),
            Step::MisereRecurrence(r) => misere_recurrence(r),
            Step::TameRule(t) => tame_rule(t),
            Step::Quotient(q) => quotient(q),
            Step::Loopy(r) => crate::loopy::explain::rounds(r),
            Step::LoopySum(s) => crate::loopy::explain::sum(s),
        }
    }
}

impl Report {
    /// The reasoning in words: one [`Explanation`] per step of
    /// [`reasoning`](Report::reasoning), each concluding only what it shows here (a Nim
    /// table in a sum gives the component's value; under misère play it yields to the
    /// endgame rule when that decides).
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions};
    /// let r = analyze(&parse_position("nim 3 4 + nim 1").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// let words = r.explain();
    /// assert_eq!(words.len(), r.reasoning.len());
    /// assert_eq!(words[0].conclusion, ["The nim-sum is 7: the Grundy value of this component."]);
    /// ```
    pub fn explain(&self) -> Vec<Explanation> {
        let endgame = self
            .reasoning
            .iter()
            .any(|s| matches!(s, Step::MisereNim(m) if m.case != MisereCase::SeveralBigHeaps));
        let nim_sum = if endgame {
            NimSum::MisereEndgame
        } else if self.components.len() == 1 {
            NimSum::Decides
        } else {
            NimSum::ComponentValue
        };
        self.reasoning
            .iter()
            .map(|s| s.explain_as(nim_sum))
            .collect()
    }

    /// Who wins, in words, and the heading of the winning moves.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions};
    /// let r = analyze(&parse_position("3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// assert_eq!(r.summary().moves, "Winning moves (1)");
    /// ```
    pub fn summary(&self) -> Summary {
        let play = match self.convention {
            Convention::Normal => "normal play",
            Convention::Misere => "misère play",
        };
        let games: Vec<&str> = self.components.iter().map(|c| c.game.as_str()).collect();
        let games = games.join(" + ");
        let title = match &self.position {
            Some(p) => format!("{p}  ({games}, {play})"),
            None => {
                let heaps: usize = self.components.iter().map(|c| c.heaps).sum();
                format!("{heaps} heaps ({games}, {play})")
            }
        };
        let mut outcome = match self.outcome {
            Outcome::N => "N-position: the player to move wins".to_string(),
            Outcome::P => "P-position: the player to move loses".to_string(),
            Outcome::D => "D-position: a draw — neither player can force a win".to_string(),
        };
        if self.convention == Convention::Misere {
            outcome.push_str(" under misère play");
        }
        let value = match &self.loopy_value {
            Some(g) => Some(format!("generalized Sprague–Grundy value {g}")),
            None => self.value.as_ref().map(|v| format!("Grundy value {v}")),
        };
        let method = self.misere_method.map(|m| format!("by {m}"));
        let verdict = match (&value, &method) {
            (Some(v), _) => format!("{outcome} ({v})."),
            (None, Some(m)) => format!("{outcome} ({m})."),
            (None, None) => format!("{outcome}."),
        };
        let shown = self.winning_moves.len();
        let count = self.winning_move_count.as_ref();
        let moves = if self.outcome == Outcome::P {
            "Every move loses against perfect play.".to_string()
        } else if self.outcome == Outcome::D {
            match (count, self.winning_moves_complete) {
                (Some(c), true) => format!("Moves that keep the draw ({c})"),
                (Some(c), false) => format!("Moves that keep the draw ({shown} shown of {c})"),
                (None, _) => {
                    format!("Moves that keep the draw ({shown} shown; not all could be counted)")
                }
            }
        } else {
            match (count, self.winning_moves_complete) {
                (None, _) if shown == 0 => {
                    "The winning moves are not listed (see the notes).".to_string()
                }
                (Some(c), true) => format!("Winning moves ({c})"),
                (Some(c), false) => format!("Winning moves ({shown} shown of {c})"),
                (None, _) => format!("Winning moves ({shown} shown; not all could be counted)"),
            }
        };
        Summary {
            title,
            outcome,
            value,
            method,
            verdict,
            moves,
        }
    }
}

/// The Grundy value of every vertex, as a table ("Vertex values").
///
/// ```
/// use grundy::report::{explain::explain_vertex_values, VertexValue};
/// let e = explain_vertex_values(&[VertexValue { component: 0, vertex: 3, value: 1 }]);
/// assert_eq!(e.table.unwrap().rows[0].cells[1].text, "1");
/// assert!(explain_vertex_values(&[]).table.is_none());
/// ```
pub fn explain_vertex_values(values: &[VertexValue]) -> Explanation {
    let mut e = explanation("Vertex values");
    if values.is_empty() {
        e.paragraphs
            .push("No acyclic graph component: no vertex values (a graph with cycles shows its generalized values in its labelling rounds).".to_string());
        return e;
    }
    let several = values
        .windows(2)
        .any(|w| w.first().map(|v| v.component) != w.last().map(|v| v.component));
    e.paragraphs.push(
        "A token on a vertex is worth the mex of the values of the vertices it can move to."
            .to_string(),
    );
    let mut columns = vec![("vertex", Align::Right), ("Grundy value", Align::Right)];
    if several {
        columns.insert(0, ("component", Align::Right));
    }
    let mut table = Table::new(&columns);
    for v in values {
        let mut cells = vec![v.vertex.to_string(), v.value.to_string()];
        if several {
            cells.insert(0, (v.component + 1).to_string());
        }
        table.push(cells);
    }
    e.table = Some(table);
    e
}

// ---- the steps -----------------------------------------------------------------------

/// An explanation with this title and nothing else yet.
pub(crate) fn explanation(title: &str) -> Explanation {
    Explanation {
        title: title.to_string(),
        paragraphs: Vec::new(),
        table: None,
        conclusion: Vec::new(),
    }
}

fn nim_columns(t: &NimColumns, nim_sum: NimSum) -> Explanation {
    let mut e = explanation("Nim-sum, column by column (binary)");
    e.paragraphs.push(
        "Write each heap in binary and count the ones in each column: a column with an odd count gives a 1 in the nim-sum."
            .to_string(),
    );
    let width = t.width.max(1);
    let top = t.top_bit.map(|b| width - 1 - b);
    let carriers: std::collections::HashSet<usize> = t.carriers.iter().map(|c| c.index).collect();
    let mut table = binary_table(width);
    for r in &t.rows {
        let mut cells = vec![
            Cell::plain((r.index + 1).to_string()),
            Cell::plain(r.size.to_string()),
        ];
        cells.extend(digit_cells(
            &binary_digits(&r.size, width),
            width,
            |i, d| (d == 1).then_some(if Some(i) == top { Mark::Key } else { Mark::Lit }),
        ));
        table.rows.push(Row {
            cells,
            // A heap carrying the top bit gives a winning move only where the nim-sum
            // decides.
            style: if nim_sum == NimSum::Decides && carriers.contains(&r.index) {
                RowStyle::Strong
            } else {
                RowStyle::Plain
            },
            note: None,
        });
    }
    if t.heaps_total > t.rows.len() {
        table.more = Some(format!("… {} more heaps", t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut cells = vec![Cell::plain(""), Cell::plain("ones")];
        cells.extend(
            padded(&t.column_ones, width)
                .iter()
                .map(|n| Cell::plain(n.to_string())),
        );
        table.rows.push(total(cells, None));
    }
    let mut cells = vec![Cell::plain("⊕"), Cell::plain(t.nim_sum.to_string())];
    cells.extend(digit_cells(&t.column_parity, width, |i, _| {
        (Some(i) == top).then_some(Mark::Key)
    }));
    table
        .rows
        .push(total(cells, Some("(each column's parity)".to_string())));
    e.table = Some(table);
    let s = &t.nim_sum;
    match nim_sum {
        NimSum::ComponentValue => e
            .conclusion
            .push(format!("The nim-sum is {s}: the Grundy value of this component.")),
        NimSum::MisereEndgame => e.conclusion.push(format!(
            "The nim-sum is {s}, but under misère play it decides only while two or more heaps have 2 or more: here Bouton's endgame rule decides (below)."
        )),
        NimSum::Decides => match (&t.top_bit, &t.top_bit_value) {
            (Some(bit), Some(value)) => {
                e.conclusion.push(format!(
                    "The nim-sum is {s} ≠ 0: the player to move wins. Its highest set bit is bit {bit} (value {value}); {} carr{} it, and a heap a with that bit becomes a ⊕ {s}, which is smaller and makes every column even:",
                    plural(t.carriers_total, "heap"),
                    if t.carriers_total == 1 { "ies" } else { "y" }
                ));
                for c in &t.carriers {
                    e.conclusion.push(format!(
                        "heap {}: {} ⊕ {s} = {} < {}, so take {}",
                        c.index + 1,
                        c.size,
                        c.target,
                        c.size,
                        c.take
                    ));
                }
                let listed = t.carriers.len() as u64;
                if t.carriers_total > listed {
                    e.conclusion
                        .push(format!("… and {} more", t.carriers_total - listed));
                }
            }
            _ => e.conclusion.push(
                "The nim-sum is 0: every move changes one heap and so makes some column odd — the player to move loses."
                    .to_string(),
            ),
        },
    }
    e
}

fn misere_nim(m: &MisereNimReasoning) -> Explanation {
    let mut e = explanation("Misère Nim (Bouton)");
    e.paragraphs.push(format!(
        "{} of size 2 or more, {} of size 1, nim-sum {}.",
        capitalized(&plural(m.big_heaps, "heap")),
        plural(m.one_heaps, "heap"),
        m.nim_sum
    ));
    let wins = m.outcome == Outcome::N;
    let who = if wins { "wins" } else { "loses" };
    // The rule is the reasoning's own sentence (`m.rule`); the explanation applies it.
    let here = match m.case {
        MisereCase::SeveralBigHeaps => {
            format!(" Here it is {}: the player to move {who}.", m.nim_sum)
        }
        MisereCase::OneBigHeap => String::new(),
        MisereCase::NoBigHeap => format!(
            " Here it is {} ({}): the player to move {who}.",
            if m.one_heaps % 2 == 1 { "odd" } else { "even" },
            m.one_heaps
        ),
    };
    let rule = format!("Rule: {}.{here}", m.rule);
    e.paragraphs.push(rule);
    e
}

fn moore_columns(t: &MooreColumns) -> Explanation {
    let mut e = explanation(&format!("Moore's Nim_{}", t.k));
    e.paragraphs.push(format!(
        "Write each heap in binary and count the ones in each bit column, mod {}.",
        t.modulus
    ));
    let width = t.width.max(1);
    let mut table = binary_table(width);
    for r in &t.rows {
        let mut cells = vec![
            Cell::plain((r.index + 1).to_string()),
            Cell::plain(r.size.to_string()),
        ];
        cells.extend(digit_cells(
            &binary_digits(&r.size, width),
            width,
            |_, d| (d == 1).then_some(Mark::Lit),
        ));
        table.rows.push(Row {
            cells,
            style: RowStyle::Plain,
            note: None,
        });
    }
    if t.heaps_total > t.rows.len() {
        table.more = Some(format!("… {} more heaps", t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut ones = vec![Cell::plain(""), Cell::plain("ones")];
        ones.extend(
            padded(&t.counts, width)
                .iter()
                .map(|n| Cell::plain(n.to_string())),
        );
        table.rows.push(total(ones, None));
        let mut residues = vec![Cell::plain(""), Cell::plain(format!("mod {}", t.modulus))];
        residues.extend(
            padded(&t.residues, width)
                .iter()
                .map(|n| Cell::marked(n.to_string(), (*n != 0).then_some(Mark::Key))),
        );
        table.rows.push(total(residues, None));
    }
    e.table = Some(table);
    if t.problem_columns.is_empty() {
        e.conclusion.push(format!(
            "Every column count is divisible by {}: by Moore's theorem every move makes some count not divisible, so the player to move loses.",
            t.modulus
        ));
    } else {
        let bits: Vec<String> = t.problem_columns.iter().map(|b| b.to_string()).collect();
        e.conclusion.push(format!(
            "Columns with a count not divisible by {}: bit{} {}. By Moore's theorem the player to move wins by making every count divisible again, reducing at most {}.",
            t.modulus,
            if bits.len() == 1 { "" } else { "s" },
            bits.join(", "),
            plural(u64::from(t.k), "heap")
        ));
    }
    e
}

/// " No periodicity theorem applies: …" for a code no theorem of the crate covers.
fn no_theorem(r: &SequenceReasoning, by_code: bool) -> String {
    by_code
        .then(|| HeapRule::parse(&r.code).ok())
        .flatten()
        .and_then(|rule| crate::heap::periodicity::why_unproved(&rule))
        .map_or(String::new(), |why| {
            format!(" No periodicity theorem applies: {why}.")
        })
}

/// A subtraction game (titled by its rule) or a heap game (titled by its code, whatever
/// name the position used: `kayles` and `0.77` read alike): its nim-sequence, the period
/// and the value of each heap.
fn sequence(r: &SequenceReasoning, by_code: bool) -> Explanation {
    let name = by_code
        .then(|| HeapRule::parse(&r.code).ok().and_then(|rule| rule.alias()))
        .flatten();
    let title = match name {
        Some(name) => format!("{name} (code {}): the nim-sequence", r.code),
        None if by_code => format!("{}: the nim-sequence", r.code),
        None => format!("{}: the nim-sequence", r.rule),
    };
    let mut e = explanation(&title);
    if !r.values.is_empty() {
        let shown = r.values.get(..SEQUENCE_SHOWN).unwrap_or(&r.values);
        e.paragraphs.push(sequence_line(
            shown,
            r.values.len() > shown.len() || !r.values_complete,
        ));
    }
    e.paragraphs.push(match &r.periodicity {
        Some(per) if per.certified => {
            let saltus = if per.saltus.is_zero() {
                String::new()
            } else {
                format!(
                    ", adding {} each period (arithmetic periodicity)",
                    per.saltus
                )
            };
            let by = per.theorem.map(super::sequence::theorem).unwrap_or_default();
            format!(
                "Periodic from n = {} with period {}{saltus}: proved by the {by}.",
                per.preperiod, per.period
            )
        }
        Some(per) => format!(
            "Looks periodic from n = {} with period {} — observed up to n = {}, not proved; values are computed directly.{}",
            per.preperiod, per.period, per.checked_to, no_theorem(r, by_code)
        ),
        None => format!(
            "No period found up to n = {}; values are computed directly.{}",
            r.searched_to,
            no_theorem(r, by_code)
        ),
    });
    let mut table = Table::new(&[
        ("heap", Align::Right),
        ("size", Align::Right),
        ("G(size)", Align::Right),
        ("how", Align::Left),
    ]);
    for row in &r.rows {
        let how = match row.method {
            ValueMethod::Direct => "computed directly",
            ValueMethod::Period => "by the period",
            ValueMethod::Formula => "by the closed form",
        };
        let value = row
            .value
            .as_ref()
            .map_or_else(|| "?".to_string(), |v| v.to_string());
        table.push(vec![
            (row.index + 1).to_string(),
            row.size.to_string(),
            value,
            how.to_string(),
        ]);
    }
    if !r.rows_complete {
        table.more = Some(format!("… {} heaps in all", r.heaps_total));
    }
    e.table = Some(table);
    e
}

fn sum(s: &SumReasoning) -> Explanation {
    let mut e = explanation("Sprague–Grundy");
    let values: Vec<String> = s.values.iter().map(|v| v.to_string()).collect();
    e.paragraphs.push(format!(
        "The value of a sum is the XOR of its components' values: {} = {}.",
        values.join(" ⊕ "),
        s.xor
    ));
    e.paragraphs.push(if s.xor.is_zero() {
        "It is 0: every move changes one component's value and makes the XOR non-zero, so the player to move loses.".to_string()
    } else {
        "It is not 0: the player to move wins by moving in one component to the value that makes the XOR 0.".to_string()
    });
    e
}

fn search(s: &SearchReasoning) -> Explanation {
    let mut e = explanation("Search");
    e.paragraphs.push(format!(
        "{} ({} positions evaluated).",
        capitalized(s.reason.trim_end_matches('.')),
        s.positions
    ));
    e
}

fn p_or_n(p: bool) -> &'static str {
    if p {
        "P"
    } else {
        "N"
    }
}

fn misere_recurrence(r: &crate::misere::recurrence::RecurrenceReasoning) -> Explanation {
    let mut e = explanation(&format!("Misère {}: the outcomes of one heap", r.game));
    e.paragraphs.push(
        "A move leaves one smaller heap (or none), so one heap's misère outcome follows from those of the heaps it can move to: the empty heap is N (the player to move cannot move, and so wins), a heap is P when it has a move and every move leads to an N heap.".to_string(),
    );
    e.paragraphs.push(format!(
        "Heaps 0, 1, 2, …: {}{} The outcomes repeat with period {} from heap {} on (proved: a heap's outcome is a function of the outcomes just below it, and that window of outcomes repeats).",
        r.first,
        if r.first.len() >= 40 { " …." } else { "." },
        r.period,
        r.preperiod
    ));
    let reduced = if r.heap == r.reduced.to_string() {
        String::new()
    } else {
        format!(" (its outcome is that of heap {})", r.reduced)
    };
    e.conclusion.push(format!(
        "Heap {}{reduced} is {}: the player to move {}.",
        r.heap,
        p_or_n(r.p),
        if r.p { "loses" } else { "wins" }
    ));
    e
}

fn tame_rule(t: &crate::misere::tame::TameReasoning) -> Explanation {
    let mut e = explanation("Misère play of tame games (Conway's genus theory)");
    e.paragraphs.push(
        "The genus g^{γ₀γ₁…} of a game gives its normal-play value g and the misère values γₙ of its sums with n heaps of 2. Every component here is hereditarily tame — it and every position it can reach have the genus of a Nim position — so the sum plays exactly like misère Nim on those Nim positions (Conway, On Numbers and Games, ch. 12).".to_string(),
    );
    let mut table = Table::new(&[
        ("component", Align::Left),
        ("genus", Align::Left),
        ("plays like", Align::Left),
    ]);
    for c in &t.components {
        let like = match (c.tame_value, c.big) {
            (Some(v), Some(true)) => format!("nim-sum {v}, a heap of 2 or more"),
            (Some(v), _) => format!("nim-sum {v}, heaps of 0 and 1 only"),
            _ => "—".into(),
        };
        table.push(vec![
            c.component.clone(),
            c.genus.clone().unwrap_or_default(),
            like,
        ]);
    }
    e.table = Some(table);
    e.conclusion.push(format!(
        "The sum has genus {}: {}, so by Bouton's rule it is {}.",
        t.genus,
        if t.big {
            format!("some component has a heap of 2 or more and the nim-sum is {} (P exactly when it is 0)", t.nim_sum)
        } else {
            format!("no component has a heap of 2 or more and the nim-sum is {} (P exactly when it is 1)", t.nim_sum)
        },
        p_or_n(t.outcome == Outcome::P)
    ));
    e
}

fn quotient(q: &crate::misere::quotient::QuotientReasoning) -> Explanation {
    let mut e = explanation(&format!("Misère quotient of {}", q.rule));
    let range = match q.period {
        Some(p) => format!(
            "every heap size (its pretending function Φ is periodic with period {} from heap {}, proved by the misère periodicity theorem)",
            p.period, p.preperiod
        ),
        None => format!("heaps up to {}", q.max_heap),
    };
    e.paragraphs.push(format!(
        "Sums of heaps of {} that no third sum tells apart under misère play form a commutative monoid Q, the misère quotient (Plambeck 2005; Plambeck & Siegel 2008). Computed and verified for {range}: Q = {}, {} elements, of which {} form the P-portion P = {{{}}}. A sum is a misère P-position exactly when the product of its heaps' elements Φ(n) lies in P.",
        q.rule,
        q.presentation,
        q.order,
        q.p_portion_size,
        q.p_portion.join(", ")
    ));
    let mut table = Table::new(&[("heap", Align::Right), ("Φ(heap)", Align::Left)]);
    for (h, w) in &q.heaps {
        table.push(vec![h.to_string(), w.clone()]);
    }
    if q.more_heaps > 0 {
        table.more = Some(format!("… {} more heap sizes", q.more_heaps));
    }
    e.table = Some(table);
    e.conclusion.push(format!(
        "The product is {}, {} P: the position is {}.",
        q.product,
        if q.outcome == Outcome::P {
            "in"
        } else {
            "not in"
        },
        p_or_n(q.outcome == Outcome::P)
    ));
    e
}

fn reduction(r: &crate::games::hidden::ReductionReasoning) -> Explanation {
    let mut e = explanation(&format!("{} is Nim in disguise", r.game));
    e.paragraphs.push(sentence(&r.principle));
    if r.rows_total == 0 {
        e.paragraphs
            .push("There are no pieces, so no heaps: the value is 0.".to_string());
        return e;
    }
    let mut table = Table::new(&[("piece", Align::Left), ("Nim heap", Align::Right)]);
    for row in &r.rows {
        table.push(vec![row.piece.clone(), row.heap.to_string()]);
    }
    if r.rows.len() < r.rows_total {
        table.more = Some(format!("… {} more", r.rows_total - r.rows.len()));
    }
    e.table = Some(table);
    e
}

fn wythoff(w: &crate::games::wythoff::WythoffReasoning) -> Explanation {
    let (a, b) = w.heaps;
    let (x, y) = w.p_position;
    if w.a != 1 {
        let r = w.a;
        let mut e = explanation(&format!("Fraenkel's {r}-Wythoff"));
        let with = if w.difference.is_multiple_of(r) {
            format!("the P-position with that difference is ({x}, {y})")
        } else {
            format!("no P-position has that difference (not a multiple of {r})")
        };
        e.paragraphs.push(format!(
            "A move takes from one heap, or k from one and l from the other with |k − l| < {r}. The P-positions are (A_n, B_n) and their mirror images, A_n the least number not yet used and B_n = A_n + {r}·n; Fraenkel (1982) proved A_n = ⌊nα⌋ with α = (2 − {r} + √({r}² + 4))/2, computed here exactly with integers. Heaps {a} and {b} differ by {}: {with}, so ({a}, {b}) {} a P-position.",
            w.difference,
            if w.is_p_position { "is" } else { "is not" }
        ));
        if let Some(g) = w.grundy {
            e.paragraphs
                .push(format!("Its Grundy value (by search) is {g}."));
        }
        return e;
    }
    let mut e = explanation("Wythoff's game");
    e.paragraphs.push(format!(
        "The P-positions are (⌊nφ⌋, ⌊nφ⌋ + n) and their mirror images; heaps {a} and {b} differ by {}, and the P-position with that difference is ({x}, {y}), so ({a}, {b}) {} a P-position.",
        w.difference,
        if w.is_p_position { "is" } else { "is not" }
    ));
    if let Some(g) = w.grundy {
        e.paragraphs
            .push(format!("Its Grundy value (by search) is {g}."));
    }
    e
}

fn compound(c: &crate::games::compound::CompoundReasoning) -> Explanation {
    let outcome = |o: Outcome| match o {
        Outcome::P => "P",
        Outcome::N => "N",
        Outcome::D => "D",
    };
    let verdict = match c.outcome {
        Outcome::P => "a P-position: the player to move loses",
        _ => "an N-position: the player to move wins",
    };
    let mut e;
    match c.compound.as_str() {
        "conjunctive" => {
            e = explanation("Conjunctive compound");
            let r = c.remoteness.unwrap_or(0);
            e.paragraphs.push(format!(
                "A move is a move in every part, so the game ends as soon as one part has no move. Each part's remoteness counts the moves it lasts when its winner hurries and its loser delays (even: the player to move loses it; 0: it is over). The remoteness of a conjunctive compound is the least of its parts' remotenesses (Steinhaus; Smith 1966; Winning Ways, ch. 9): here {r}, {} — so this is {verdict}.",
                if r % 2 == 1 { "odd" } else { "even" }
            ));
            if c.outcome == Outcome::N {
                e.paragraphs.push(format!(
                    "The winner moves every part at once so that the least remoteness after the move is even: in a part of remoteness {r}, to an option of remoteness {}, and elsewhere to options that last at least as long.",
                    r.saturating_sub(1)
                ));
            }
            let mut table = Table::new(&[
                ("part", Align::Left),
                ("remoteness", Align::Right),
                ("outcome", Align::Left),
            ]);
            for p in &c.parts {
                table.push(vec![
                    p.position.clone(),
                    p.remoteness.map_or(String::new(), |r| r.to_string()),
                    outcome(p.outcome).to_string(),
                ]);
            }
            e.table = Some(table);
        }
        "selective" => {
            e = explanation("Selective compound");
            e.paragraphs.push(format!(
                "A move is a move in any non-empty set of parts. Under normal play the compound is a P-position exactly when every part is one: from there every move leaves some part an N-position, which the other player answers in exactly those parts; from any other position the player to move moves every N-position part to a P-position at once (Winning Ways, ch. 9). So this is {verdict}."
            ));
            let mut table = Table::new(&[
                ("part", Align::Left),
                ("Grundy value", Align::Right),
                ("outcome", Align::Left),
            ]);
            for p in &c.parts {
                table.push(vec![
                    p.position.clone(),
                    p.value.as_ref().map_or(String::new(), ToString::to_string),
                    outcome(p.outcome).to_string(),
                ]);
            }
            e.table = Some(table);
        }
        _ => {
            e = explanation("Ordinal sum");
            let base = c.parts.first();
            let sub = c.parts.get(1);
            let shown: Vec<String> = c.option_values.iter().map(u32::to_string).collect();
            let more = if c.option_values_total > c.option_values.len() {
                ", …"
            } else {
                ""
            };
            e.paragraphs.push(format!(
                "In the ordinal sum G : H (base G = {}, subordinate H = {}) a move in G deletes H, and a move in H leaves G as it is. Its Grundy value is found from H alone: at every position of H the options are H's options and, through G, options of the values {{{}{more}}} of G's options; the value is the mex of all of them, and at a deleted H it is G's value {} (Conway, On Numbers and Games).",
                base.map_or("", |p| p.position.as_str()),
                sub.map_or("", |p| p.position.as_str()),
                shown.join(", "),
                base.and_then(|p| p.value.as_ref()).map_or(String::new(), ToString::to_string),
            ));
        }
    }
    if let Some(v) = &c.value {
        e.paragraphs.push(format!("Its Grundy value is {v}."));
    }
    e
}

fn memory_heap(m: &crate::games::take_away::MemoryReasoning) -> Explanation {
    let mut e = explanation(&format!("{} {} {}", m.game, m.heap, m.memory));
    let (lo, hi) = m.takes;
    let (h, last) = (m.heap, m.memory);
    let verdict = if m.is_p_position {
        "a P-position"
    } else {
        "an N-position"
    };
    if lo > hi {
        e.paragraphs.push(format!(
            "After a take of {last}, no take from a heap of {h} is allowed: the player to move has no move, a P-position."
        ));
    } else if m.game == "mem" {
        e.paragraphs.push(format!(
            "Every take must be at least the last one ({last}), so a take of more than half the heap leaves the other player a heap smaller than the take: no move. The player to move may take from {lo} to {hi}, the whole heap among them: {verdict}."
        ));
    } else if let Some(s) = &m.schwenk {
        let seq: Vec<String> = s.sequence.iter().map(u64::to_string).collect();
        let more = if s.sequence_len > s.sequence.len() {
            ", …"
        } else {
            ""
        };
        let parts: Vec<String> = s.parts.iter().map(u64::to_string).collect();
        let smallest = s.parts.last().copied().unwrap_or(0);
        e.paragraphs.push(format!(
            "Schwenk's sequence (1970) starts at 1; each next term adds to the last term the first term from which a take may reach it: {}{more}. Every heap is written greedily as a sum of terms: {h} = {}. The position is a P-position exactly when its smallest part is more than the most the player may take (Schwenk's theorem; for Fibonacci Nim the Fibonacci numbers and Zeckendorf's sums).",
            seq.join(", "),
            parts.join(" + ")
        ));
        e.paragraphs.push(format!(
            "After a take of {last} the player may take up to {}; the smallest part is {smallest}, so this is {verdict}{}.",
            s.most,
            if m.is_p_position { "" } else { ": a winning move takes a sum of the smallest parts that leaves a P-position" }
        ));
    } else {
        e.paragraphs.push(format!(
            "The player to move may take from {lo} to {hi}; the values come from the table of every smaller position (dynamic programming): {verdict}."
        ));
    }
    if let Some(g) = m.grundy {
        e.paragraphs.push(format!(
            "Its Grundy value (dynamic programming over heap and last take) is {g}."
        ));
    }
    e
}

// ---- helpers ---------------------------------------------------------------------------

/// The heap, size and binary columns of a Nim or Moore table of `width` bits.
fn binary_table(width: u64) -> Table {
    let mut table = Table::new(&[("heap", Align::Right), ("size", Align::Right)]);
    let group = Some("binary".to_string());
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
            header: "binary".to_string(),
            group,
            align: Align::Left,
        });
    }
    table
}

/// The cells of `digits` (most significant first, `width` of them): one per digit, or one
/// for all of them in a wide table; `mark(i, d)` marks digit `i`.
fn digit_cells(digits: &[u8], width: u64, mark: impl Fn(u64, u8) -> Option<Mark>) -> Vec<Cell> {
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
fn padded(values: &[u64], width: u64) -> Vec<u64> {
    let width = usize::try_from(width).unwrap_or(usize::MAX);
    let mut v = vec![0; width.saturating_sub(values.len())];
    v.extend_from_slice(values);
    v
}

fn total(cells: Vec<Cell>, note: Option<String>) -> Row {
    Row {
        cells,
        style: RowStyle::Total,
        note,
    }
}

/// "G(0..7) = 0 1 0 1 2 3 2", with " …" when more values exist.
fn sequence_line<T: ToString>(values: &[T], more: bool) -> String {
    let shown: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    format!(
        "G(0..{}) = {}{}",
        shown.len(),
        shown.join(" "),
        if more { " …" } else { "" }
    )
}

pub(crate) fn plural(n: u64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

pub(crate) fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A phrase as a sentence: capitalized, with a final full stop.
pub(crate) fn sentence(s: &str) -> String {
    let s = capitalized(s.trim());
    if s.ends_with('.') {
        s
    } else {
        s + "."
    }
}
