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
use crate::i18n::{t, Lang};
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
        self.explain_in(Lang::En)
    }

    /// [`Step::explain`] in `lang`.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
    /// let r = analyze(&parse_position("3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// let e = r.reasoning[0].explain_in(Lang::Ko);
    /// assert_eq!(e.conclusion[1], "무더기 1: 3 ⊕ 2 = 1 < 3, 따라서 2개를 가져갑니다");
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Explanation {
        self.explain_as(NimSum::Decides, lang)
    }

    fn explain_as(&self, nim_sum: NimSum, lang: Lang) -> Explanation {
        match self {
            Step::NimColumns(t) => nim_columns(t, nim_sum, lang),
            Step::MisereNim(m) => misere_nim(m, lang),
            Step::MooreColumns(t) => moore_columns(t, lang),
            Step::Subtraction(r) => sequence(r, false, lang),
            Step::HeapGame(r) => sequence(r, true, lang),
            Step::Sum(s) => sum(s, lang),
            Step::Search(s) => search(s, lang),
            Step::Reduction(r) => reduction(r, lang),
            Step::Wythoff(w) => wythoff(w, lang),
            Step::MemoryHeap(m) => memory_heap(m, lang),
            Step::Compound(c) => compound(c, lang),
            Step::MisereRecurrence(r) => misere_recurrence(r, lang),
            Step::TameRule(t) => tame_rule(t, lang),
            Step::Quotient(q) => quotient(q, lang),
            Step::Loopy(r) => crate::loopy::explain::rounds(r, lang),
            Step::LoopySum(s) => crate::loopy::explain::sum(s, lang),
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
        self.explain_in(Lang::En)
    }

    /// [`Report::explain`] in `lang`.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
    /// let r = analyze(&parse_position("nim 3 4 + nim 1").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// assert_eq!(r.explain_in(Lang::Vi)[0].conclusion, ["Tổng Nim là 7: đó là giá trị Grundy của thành phần này."]);
    /// ```
    pub fn explain_in(&self, lang: Lang) -> Vec<Explanation> {
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
            .map(|s| s.explain_as(nim_sum, lang))
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
        self.summary_in(Lang::En)
    }

    /// [`Report::summary`] in `lang`.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
    /// let r = analyze(&parse_position("1 2 3").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// assert_eq!(r.summary_in(Lang::Ko).verdict, "P-국면(필패): 현재 차례의 플레이어가 집니다 (그런디 수 0).");
    /// ```
    pub fn summary_in(&self, lang: Lang) -> Summary {
        let play = match self.convention {
            Convention::Normal => t!(lang, "play-normal"),
            Convention::Misere => t!(lang, "play-misere"),
        };
        let games: Vec<&str> = self.components.iter().map(|c| c.game.as_str()).collect();
        let games = games.join(" + ");
        let title = match &self.position {
            Some(p) => format!("{p}  ({games}, {play})"),
            None => {
                let heaps: usize = self.components.iter().map(|c| c.heaps).sum();
                t!(
                    lang,
                    "summary-title-heaps",
                    heaps = heaps,
                    games = games,
                    play = play
                )
            }
        };
        let misere = self.convention == Convention::Misere;
        let outcome = match (self.outcome, misere) {
            (Outcome::N, false) => t!(lang, "outcome-n"),
            (Outcome::P, false) => t!(lang, "outcome-p"),
            (Outcome::D, false) => t!(lang, "outcome-d"),
            (Outcome::N, true) => t!(lang, "outcome-n-misere"),
            (Outcome::P, true) => t!(lang, "outcome-p-misere"),
            (Outcome::D, true) => t!(lang, "outcome-d-misere"),
        };
        let value = match &self.loopy_value {
            Some(g) => Some(t!(lang, "value-generalized", value = g.to_string())),
            None => self
                .value
                .as_ref()
                .map(|v| t!(lang, "value-grundy", value = v)),
        };
        let method = self
            .misere_method
            .map(|m| t!(lang, "by-method", method = misere_method_in(m, lang)));
        let verdict = match (&value, &method) {
            (Some(v), _) => t!(lang, "verdict-with", outcome = &outcome, detail = v),
            (None, Some(m)) => t!(lang, "verdict-with", outcome = &outcome, detail = m),
            (None, None) => t!(lang, "verdict", outcome = &outcome),
        };
        let shown = self.winning_moves.len();
        let count = self.winning_move_count.as_ref().map(|c| c.to_string());
        let moves = if self.outcome == Outcome::P {
            t!(lang, "moves-none")
        } else if self.outcome == Outcome::D {
            match (count, self.winning_moves_complete) {
                (Some(c), true) => t!(lang, "moves-draw", count = c),
                (Some(c), false) => t!(lang, "moves-draw-some", shown = shown, count = c),
                (None, _) => t!(lang, "moves-draw-uncounted", shown = shown),
            }
        } else {
            match (count, self.winning_moves_complete) {
                (None, _) if shown == 0 => t!(lang, "moves-unlisted"),
                (Some(c), true) => t!(lang, "moves-winning", count = c),
                (Some(c), false) => t!(lang, "moves-winning-some", shown = shown, count = c),
                (None, _) => t!(lang, "moves-winning-uncounted", shown = shown),
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

    /// Writes every winning move's [`description`](super::WinningMove::description) in
    /// `lang` (the analysis writes them in English), and makes `lang` the language of the
    /// JSON's notes ([`Report::lang`]): `position` is the one analysed.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
    /// let p = parse_position("3 4 5").unwrap();
    /// let mut r = analyze(&p, &AnalyzeOptions::default()).unwrap();
    /// r.describe_moves_in(&p, Lang::Ru);
    /// assert_eq!(r.winning_moves[0].description, "взять 2 из кучи 1 (3 → 1)");
    /// assert_eq!(r.lang, Lang::Ru);
    /// ```
    pub fn describe_moves_in(&mut self, position: &crate::Position, lang: Lang) {
        for m in &mut self.winning_moves {
            m.description =
                crate::analysis::describe_move_in(position, m.component, &m.changes, lang);
        }
        self.lang = lang;
    }

    /// The notes ([`Report::notes`]) in `lang`, one sentence each.
    ///
    /// ```
    /// use grundy::{analyze, parse_position, AnalyzeOptions, Lang};
    /// let r = analyze(&parse_position("fibonacci-nim 100000 1").unwrap(), &AnalyzeOptions::default()).unwrap();
    /// assert!(r.notes_in(Lang::En)[0].starts_with("the Grundy value is computed for heaps up to"));
    /// assert!(r.notes_in(Lang::Ru)[0].starts_with("значение Гранди"));
    /// ```
    pub fn notes_in(&self, lang: Lang) -> Vec<String> {
        self.notes.iter().map(|n| n.render(lang)).collect()
    }
}

/// The name of a misère method in `lang`: "Bouton's rule".
///
/// ```
/// use grundy::{misere::MisereMethod, report::explain::misere_method_in, Lang};
/// assert_eq!(misere_method_in(MisereMethod::Bouton, Lang::En), "Bouton's rule");
/// ```
pub fn misere_method_in(m: crate::misere::MisereMethod, lang: Lang) -> String {
    use crate::misere::MisereMethod;
    let id = match m {
        MisereMethod::Bouton => "method-bouton",
        MisereMethod::TameRule => "method-tame",
        MisereMethod::Quotient => "method-quotient",
        MisereMethod::Recurrence => "method-recurrence",
        MisereMethod::Search => "method-search",
        MisereMethod::GameRule => "method-game-rule",
    };
    t!(lang, id)
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
    explain_vertex_values_in(values, Lang::En)
}

/// [`explain_vertex_values`] in `lang`.
///
/// ```
/// use grundy::report::{explain::explain_vertex_values_in, VertexValue};
/// let e = explain_vertex_values_in(&[VertexValue { component: 0, vertex: 3, value: 1 }], grundy::Lang::Ru);
/// assert_eq!(e.title, "Значения вершин");
/// ```
pub fn explain_vertex_values_in(values: &[VertexValue], lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "vertex-values-title"));
    if values.is_empty() {
        e.paragraphs.push(t!(lang, "vertex-values-none"));
        return e;
    }
    let several = values
        .windows(2)
        .any(|w| w.first().map(|v| v.component) != w.last().map(|v| v.component));
    e.paragraphs.push(t!(lang, "vertex-values-rule"));
    let vertex = t!(lang, "col-vertex");
    let grundy = t!(lang, "col-grundy-value");
    let component = t!(lang, "col-component");
    let mut columns = vec![
        (vertex.as_str(), Align::Right),
        (grundy.as_str(), Align::Right),
    ];
    if several {
        columns.insert(0, (component.as_str(), Align::Right));
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

fn nim_columns(t: &NimColumns, nim_sum: NimSum, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "nim-columns-title"));
    e.paragraphs.push(t!(lang, "nim-columns-intro"));
    let width = t.width.max(1);
    let top = t.top_bit.map(|b| width - 1 - b);
    let carriers: std::collections::HashSet<usize> = t.carriers.iter().map(|c| c.index).collect();
    let mut table = binary_table(width, lang);
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
        table.more = Some(t!(lang, "more-heaps", count = t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut cells = vec![Cell::plain(""), Cell::plain(t!(lang, "row-ones"))];
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
        .push(total(cells, Some(t!(lang, "row-parity-note"))));
    e.table = Some(table);
    let s = &t.nim_sum;
    match nim_sum {
        NimSum::ComponentValue => e.conclusion.push(t!(lang, "nim-component-value", sum = s)),
        NimSum::MisereEndgame => e.conclusion.push(t!(lang, "nim-misere-endgame", sum = s)),
        NimSum::Decides => match (&t.top_bit, &t.top_bit_value) {
            (Some(bit), Some(value)) => {
                e.conclusion.push(t!(
                    lang,
                    "nim-wins",
                    sum = s,
                    bit = *bit,
                    value = value,
                    carriers = t.carriers_total
                ));
                for c in &t.carriers {
                    e.conclusion.push(t!(
                        lang,
                        "nim-carrier",
                        heap = c.index + 1,
                        size = &c.size,
                        sum = s,
                        target = &c.target,
                        take = &c.take
                    ));
                }
                let listed = t.carriers.len() as u64;
                if t.carriers_total > listed {
                    e.conclusion
                        .push(t!(lang, "and-more", count = t.carriers_total - listed));
                }
            }
            _ => e.conclusion.push(t!(lang, "nim-loses")),
        },
    }
    e
}

fn misere_nim(m: &MisereNimReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "misere-nim-title"));
    e.paragraphs.push(t!(
        lang,
        "misere-nim-counts",
        big = m.big_heaps,
        ones = m.one_heaps,
        sum = &m.nim_sum
    ));
    let wins = m.outcome == Outcome::N;
    // The rule is the reasoning's (`m.case`, `m.rule` in English); the explanation applies it.
    let (rule, here) = match m.case {
        MisereCase::SeveralBigHeaps => (
            "misere-rule-several",
            Some(t!(
                lang,
                if wins {
                    "misere-here-sum-wins"
                } else {
                    "misere-here-sum-loses"
                },
                sum = &m.nim_sum
            )),
        ),
        MisereCase::OneBigHeap => ("misere-rule-one", None),
        MisereCase::NoBigHeap => (
            "misere-rule-none",
            Some(t!(
                lang,
                match (m.one_heaps % 2 == 1, wins) {
                    (true, true) => "misere-here-odd-wins",
                    (true, false) => "misere-here-odd-loses",
                    (false, true) => "misere-here-even-wins",
                    (false, false) => "misere-here-even-loses",
                },
                ones = m.one_heaps
            )),
        ),
    };
    let rule = t!(lang, "misere-rule", rule = t!(lang, rule));
    e.paragraphs.push(match here {
        Some(here) => format!("{rule} {here}"),
        None => rule,
    });
    e
}

fn moore_columns(t: &MooreColumns, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "moore-title", k = t.k));
    e.paragraphs
        .push(t!(lang, "moore-intro", modulus = t.modulus.to_string()));
    let width = t.width.max(1);
    let mut table = binary_table(width, lang);
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
        table.more = Some(t!(lang, "more-heaps", count = t.heaps_total - t.rows.len()));
    }
    if width <= SPACED_WIDTH {
        let mut ones = vec![Cell::plain(""), Cell::plain(t!(lang, "row-ones"))];
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
        e.conclusion
            .push(t!(lang, "moore-loses", modulus = t.modulus.to_string()));
    } else {
        let bits: Vec<String> = t.problem_columns.iter().map(|b| b.to_string()).collect();
        e.conclusion.push(t!(
            lang,
            "moore-wins",
            modulus = t.modulus.to_string(),
            count = bits.len(),
            bits = bits.join(", "),
            k = t.k
        ));
    }
    e
}

/// " No periodicity theorem applies: …" for a code no theorem of the crate covers.
fn no_theorem(r: &SequenceReasoning, by_code: bool, lang: Lang) -> String {
    by_code
        .then(|| HeapRule::parse(&r.code).ok())
        .flatten()
        .and_then(|rule| crate::heap::periodicity::why_unproved_in(&rule, lang))
        .map_or(String::new(), |why| {
            format!(" {}", t!(lang, "sequence-no-theorem", why = why))
        })
}

/// A subtraction game (titled by its rule) or a heap game (titled by its code, whatever
/// name the position used: `kayles` and `0.77` read alike): its nim-sequence, the period
/// and the value of each heap.
fn sequence(r: &SequenceReasoning, by_code: bool, lang: Lang) -> Explanation {
    let name = by_code
        .then(|| HeapRule::parse(&r.code).ok().and_then(|rule| rule.alias()))
        .flatten();
    let title = match name {
        Some(name) => t!(lang, "sequence-title-named", name = name, code = &r.code),
        None if by_code => t!(lang, "sequence-title", rule = &r.code),
        None => t!(lang, "sequence-title", rule = &r.rule),
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
            let by = per
                .theorem
                .map(|th| super::sequence::theorem_in(th, lang))
                .unwrap_or_default();
            let (preperiod, period) = (per.preperiod.to_string(), per.period.to_string());
            if per.saltus.is_zero() {
                t!(
                    lang,
                    "sequence-proved",
                    preperiod = preperiod,
                    period = period,
                    by = by
                )
            } else {
                t!(
                    lang,
                    "sequence-proved-saltus",
                    preperiod = preperiod,
                    period = period,
                    saltus = per.saltus.to_string(),
                    by = by
                )
            }
        }
        Some(per) => format!(
            "{}{}",
            t!(
                lang,
                "sequence-observed",
                preperiod = per.preperiod.to_string(),
                period = per.period.to_string(),
                checked = per.checked_to.to_string()
            ),
            no_theorem(r, by_code, lang)
        ),
        None => format!(
            "{}{}",
            t!(
                lang,
                "sequence-no-period",
                searched = r.searched_to.to_string()
            ),
            no_theorem(r, by_code, lang)
        ),
    });
    let heap = t!(lang, "col-heap");
    let size = t!(lang, "col-size");
    let how = t!(lang, "col-how");
    let mut table = Table::new(&[
        (heap.as_str(), Align::Right),
        (size.as_str(), Align::Right),
        ("G(size)", Align::Right),
        (how.as_str(), Align::Left),
    ]);
    if let Some(c) = table.columns.get_mut(2) {
        c.header = format!("G({size})");
    }
    for row in &r.rows {
        let how = match row.method {
            ValueMethod::Direct => t!(lang, "how-direct"),
            ValueMethod::Period => t!(lang, "how-period"),
            ValueMethod::Formula => t!(lang, "how-formula"),
        };
        let value = row
            .value
            .as_ref()
            .map_or_else(|| "?".to_string(), |v| v.to_string());
        table.push(vec![
            (row.index + 1).to_string(),
            row.size.to_string(),
            value,
            how,
        ]);
    }
    if !r.rows_complete {
        table.more = Some(t!(lang, "heaps-in-all", count = r.heaps_total));
    }
    e.table = Some(table);
    e
}

fn sum(s: &SumReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "sum-title"));
    let values: Vec<String> = s.values.iter().map(|v| v.to_string()).collect();
    e.paragraphs.push(t!(
        lang,
        "sum-rule",
        values = values.join(" ⊕ "),
        xor = &s.xor
    ));
    e.paragraphs.push(if s.xor.is_zero() {
        t!(lang, "sum-zero")
    } else {
        t!(lang, "sum-nonzero")
    });
    e
}

fn search(s: &SearchReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "search-title"));
    e.paragraphs.push(t!(
        lang,
        "search-done",
        reason = capitalized(s.reason.render(lang).trim_end_matches('.')),
        positions = s.positions
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

fn misere_recurrence(
    r: &crate::misere::recurrence::RecurrenceReasoning,
    lang: Lang,
) -> Explanation {
    let mut e = explanation(&t!(lang, "recurrence-title", game = &r.game));
    e.paragraphs.push(t!(lang, "recurrence-rule"));
    e.paragraphs.push(t!(
        lang,
        "recurrence-period",
        first = format!("{}{}", r.first, if r.first.len() >= 40 { " …" } else { "" }),
        period = r.period.to_string(),
        preperiod = r.preperiod.to_string()
    ));
    let id = match (r.heap == r.reduced.to_string(), r.p) {
        (true, true) => "recurrence-heap-p",
        (true, false) => "recurrence-heap-n",
        (false, true) => "recurrence-heap-reduced-p",
        (false, false) => "recurrence-heap-reduced-n",
    };
    e.conclusion.push(t!(
        lang,
        id,
        heap = &r.heap,
        reduced = r.reduced.to_string()
    ));
    e
}

fn tame_rule(t: &crate::misere::tame::TameReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "tame-title"));
    e.paragraphs.push(t!(lang, "tame-rule"));
    let component = t!(lang, "col-component");
    let genus = t!(lang, "col-genus");
    let like = t!(lang, "col-plays-like");
    let mut table = Table::new(&[
        (component.as_str(), Align::Left),
        (genus.as_str(), Align::Left),
        (like.as_str(), Align::Left),
    ]);
    for c in &t.components {
        let like = match (c.tame_value, c.big) {
            (Some(v), Some(true)) => t!(lang, "tame-like-big", sum = v.to_string()),
            (Some(v), _) => t!(lang, "tame-like-small", sum = v.to_string()),
            _ => "—".into(),
        };
        table.push(vec![
            c.component.clone(),
            c.genus.clone().unwrap_or_default(),
            like,
        ]);
    }
    e.table = Some(table);
    e.conclusion.push(t!(
        lang,
        if t.big {
            "tame-sum-big"
        } else {
            "tame-sum-small"
        },
        genus = &t.genus,
        sum = t.nim_sum.to_string(),
        outcome = p_or_n(t.outcome == Outcome::P)
    ));
    e
}

fn quotient(q: &crate::misere::quotient::QuotientReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "quotient-title", rule = &q.rule));
    let range = match q.period {
        Some(p) => t!(
            lang,
            "quotient-range-periodic",
            period = p.period.to_string(),
            preperiod = p.preperiod.to_string()
        ),
        None => t!(lang, "quotient-range-upto", max = q.max_heap.to_string()),
    };
    e.paragraphs.push(t!(
        lang,
        "quotient-intro",
        rule = &q.rule,
        range = range,
        presentation = &q.presentation,
        order = q.order.to_string(),
        p_size = q.p_portion_size.to_string(),
        p_portion = q.p_portion.join(", ")
    ));
    let heap = t!(lang, "col-heap");
    let mut table = Table::new(&[(heap.as_str(), Align::Right), ("Φ(heap)", Align::Left)]);
    if let Some(c) = table.columns.get_mut(1) {
        c.header = format!("Φ({heap})");
    }
    for (h, w) in &q.heaps {
        table.push(vec![h.to_string(), w.clone()]);
    }
    if q.more_heaps > 0 {
        table.more = Some(t!(lang, "more-heap-sizes", count = q.more_heaps));
    }
    e.table = Some(table);
    e.conclusion.push(t!(
        lang,
        if q.outcome == Outcome::P {
            "quotient-in"
        } else {
            "quotient-not-in"
        },
        product = &q.product,
        outcome = p_or_n(q.outcome == Outcome::P)
    ));
    e
}

fn reduction(r: &crate::games::hidden::ReductionReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&t!(lang, "reduction-title", game = &r.game));
    // The principle is the game's own sentence, a catalogue message.
    e.paragraphs.push(sentence(&r.principle.render(lang)));
    if r.rows_total == 0 {
        e.paragraphs.push(t!(lang, "reduction-empty"));
        return e;
    }
    let piece = t!(lang, "col-piece");
    let heap = t!(lang, "col-nim-heap");
    let mut table = Table::new(&[(piece.as_str(), Align::Left), (heap.as_str(), Align::Right)]);
    for row in &r.rows {
        table.push(vec![row.piece.render(lang), row.heap.to_string()]);
    }
    if r.rows.len() < r.rows_total {
        table.more = Some(t!(lang, "more-rows", count = r.rows_total - r.rows.len()));
    }
    e.table = Some(table);
    e
}

fn wythoff(w: &crate::games::wythoff::WythoffReasoning, lang: Lang) -> Explanation {
    let (a, b) = w.heaps;
    let (x, y) = w.p_position;
    if w.a != 1 {
        let r = w.a;
        let mut e = explanation(&t!(lang, "awythoff-title", r = r.to_string()));
        let with = if w.difference.is_multiple_of(r) {
            t!(
                lang,
                "awythoff-with-p",
                x = x.to_string(),
                y = y.to_string()
            )
        } else {
            t!(lang, "awythoff-with-none", r = r.to_string())
        };
        e.paragraphs.push(format!(
            "{} {}",
            t!(lang, "awythoff-rule", r = r.to_string()),
            t!(
                lang,
                if w.is_p_position {
                    "awythoff-heaps-p"
                } else {
                    "awythoff-heaps-not-p"
                },
                a = a.to_string(),
                b = b.to_string(),
                difference = w.difference.to_string(),
                with = with
            )
        ));
        if let Some(g) = w.grundy {
            e.paragraphs
                .push(t!(lang, "wythoff-grundy", value = g.to_string()));
        }
        return e;
    }
    let mut e = explanation(&t!(lang, "wythoff-title"));
    e.paragraphs.push(t!(
        lang,
        if w.is_p_position {
            "wythoff-is-p"
        } else {
            "wythoff-is-not-p"
        },
        a = a.to_string(),
        b = b.to_string(),
        difference = w.difference.to_string(),
        x = x.to_string(),
        y = y.to_string()
    ));
    if let Some(g) = w.grundy {
        e.paragraphs
            .push(t!(lang, "wythoff-grundy", value = g.to_string()));
    }
    e
}

fn compound(c: &crate::games::compound::CompoundReasoning, lang: Lang) -> Explanation {
    let outcome = |o: Outcome| match o {
        Outcome::P => "P",
        Outcome::N => "N",
        Outcome::D => "D",
    };
    let verdict = match c.outcome {
        Outcome::P => t!(lang, "compound-verdict-p"),
        _ => t!(lang, "compound-verdict-n"),
    };
    let mut e;
    match c.compound.as_str() {
        "conjunctive" => {
            e = explanation(&t!(lang, "compound-conjunctive-title"));
            let r = c.remoteness.unwrap_or(0);
            if c.misere {
                let id = if c.outcome == Outcome::N {
                    "compound-conjunctive-misere-win"
                } else {
                    "compound-conjunctive-misere-lose"
                };
                e.paragraphs.push(t!(lang, id, r = r));
                if c.outcome == Outcome::N {
                    e.paragraphs.push(t!(
                        lang,
                        "compound-conjunctive-misere-moves",
                        r = r,
                        less = r.saturating_sub(1)
                    ));
                }
            } else {
                e.paragraphs.push(t!(
                    lang,
                    if r % 2 == 1 {
                        "compound-conjunctive-rule-odd"
                    } else {
                        "compound-conjunctive-rule-even"
                    },
                    remoteness = r.to_string(),
                    verdict = &verdict
                ));
            }
            if c.outcome == Outcome::N && !c.misere {
                e.paragraphs.push(t!(
                    lang,
                    "compound-conjunctive-winner",
                    remoteness = r.to_string(),
                    less = r.saturating_sub(1).to_string()
                ));
            }
            let (part, remoteness, outcome_col) = (
                t!(lang, "col-part"),
                t!(lang, "col-remoteness"),
                t!(lang, "col-outcome"),
            );
            let mut table = Table::new(&[
                (&part, Align::Left),
                (&remoteness, Align::Right),
                (&outcome_col, Align::Left),
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
            e = explanation(&t!(lang, "compound-selective-title"));
            e.paragraphs
                .push(t!(lang, "compound-selective-rule", verdict = &verdict));
            let (part, value, outcome_col) = (
                t!(lang, "col-part"),
                t!(lang, "col-grundy-value"),
                t!(lang, "col-outcome"),
            );
            let mut table = Table::new(&[
                (&part, Align::Left),
                (&value, Align::Right),
                (&outcome_col, Align::Left),
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
            e = explanation(&t!(lang, "compound-ordinal-title"));
            let base = c.parts.first();
            let sub = c.parts.get(1);
            let shown: Vec<String> = c.option_values.iter().map(u32::to_string).collect();
            let more = if c.option_values_total > c.option_values.len() {
                ", …"
            } else {
                ""
            };
            e.paragraphs.push(t!(
                lang,
                "compound-ordinal-rule",
                base = base.map_or("", |p| p.position.as_str()),
                sub = sub.map_or("", |p| p.position.as_str()),
                values = format!("{}{more}", shown.join(", ")),
                value = base
                    .and_then(|p| p.value.as_ref())
                    .map_or(String::new(), ToString::to_string)
            ));
        }
    }
    if let Some(v) = &c.value {
        e.paragraphs
            .push(t!(lang, "compound-value", value = v.to_string()));
    }
    e
}

fn memory_heap(m: &crate::games::take_away::MemoryReasoning, lang: Lang) -> Explanation {
    let mut e = explanation(&format!("{} {} {}", m.game, m.heap, m.memory));
    let (lo, hi) = m.takes;
    let (h, last) = (m.heap.to_string(), m.memory.to_string());
    let verdict = if m.is_p_position {
        t!(lang, "memory-verdict-p")
    } else {
        t!(lang, "memory-verdict-n")
    };
    if lo > hi {
        e.paragraphs
            .push(t!(lang, "memory-no-move", last = &last, heap = &h));
    } else if m.game == "mem" {
        e.paragraphs.push(t!(
            lang,
            "memory-mem",
            last = &last,
            lo = lo.to_string(),
            hi = hi.to_string(),
            verdict = &verdict
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
        e.paragraphs.push(t!(
            lang,
            "memory-schwenk",
            sequence = format!("{}{more}", seq.join(", ")),
            heap = &h,
            parts = parts.join(" + ")
        ));
        e.paragraphs.push(t!(
            lang,
            if m.is_p_position {
                "memory-schwenk-here-p"
            } else {
                "memory-schwenk-here-n"
            },
            last = &last,
            most = s.most.to_string(),
            smallest = smallest.to_string(),
            verdict = &verdict
        ));
    } else {
        e.paragraphs.push(t!(
            lang,
            "memory-dp",
            lo = lo.to_string(),
            hi = hi.to_string(),
            verdict = &verdict
        ));
    }
    if let Some(g) = m.grundy {
        e.paragraphs
            .push(t!(lang, "memory-grundy", value = g.to_string()));
    }
    e
}

// ---- helpers ---------------------------------------------------------------------------

/// The heap, size and binary columns of a Nim or Moore table of `width` bits.
fn binary_table(width: u64, lang: Lang) -> Table {
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
