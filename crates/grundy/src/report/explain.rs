//! The reasoning in words: every sentence the front ends show about a [`Report`], made in
//! one place so that the command line, the web pages and (later) translations say the
//! same thing.
//!
//! A [`Step`](crate::reasoning::Step) becomes an [`Explanation`] — a title, paragraphs, an optional [`Table`] and
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

use super::{Report, VertexValue};
use crate::explanation::explanation;
pub use crate::explanation::{Align, Cell, Column, Explanation, Mark, Row, RowStyle, Table};
use crate::i18n::{t, Lang};
use crate::outcome::{Convention, Outcome};
use crate::reasoning::Standing;
use serde::Serialize;

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
        let standing = if self.reasoning.iter().any(|s| s.is_endgame_rule()) {
            Standing::Endgame
        } else if self.components.len() == 1 {
            Standing::Decides
        } else {
            Standing::ComponentValue
        };
        self.reasoning
            .iter()
            .map(|s| s.explain_as(standing, lang))
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
                crate::position::describe_move_in(position, m.component, &m.changes, lang);
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
        MisereMethod::GenusBesideNim => "method-beside-nim",
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
