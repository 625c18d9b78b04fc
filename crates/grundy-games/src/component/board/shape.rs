//! The shapes of a board: their forms, the kinds a page colours, and one shape.

use super::*;

/// The geometric form of a shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Form {
    /// A rectangle: `at` its top-left corner, `size` its width and height.
    Rect,
    /// A circle: `at` its centre, `size[0]` its diameter.
    Circle,
    /// A segment from `at` to `to`, bowed sideways by `bend` (a loop when `at == to`).
    Line,
    /// Text only, centred on `at`.
    Text,
}

/// What a shape stands for: how a page colours it (one style per kind).
///
/// ```
/// use grundy::component::Kind;
/// assert_eq!(serde_json::to_string(&Kind::Heads).unwrap(), r#""heads""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Kind {
    /// A counter of a heap.
    Stone,
    /// A pin of a row of pins.
    Pin,
    /// A token (or any unit drawn only as a symbol).
    Token,
    /// A cell of a strip or a square of a board.
    Cell,
    /// A chip on a strip.
    Chip,
    /// A coin showing heads.
    Heads,
    /// A coin showing tails.
    Tails,
    /// A green link of a caterpillar.
    Green,
    /// A white link of a caterpillar.
    White,
    /// The caterpillar's head (only drawn).
    Face,
    /// A square of a chocolate bar.
    Square,
    /// The marked square of a chocolate bar.
    Marked,
    /// A line a bar can be broken along.
    Break,
    /// A line between two counters where a heap can be split (Grundy's game).
    Split,
    /// A step of a staircase.
    Step,
    /// The ground (Hackenbush, broken lines) or the floor of a staircase.
    Ground,
    /// An edge of a graph or a link of a line.
    Edge,
    /// A vertex of a graph.
    Vertex,
    /// A queen on a board.
    Queen,
    /// A caption: a number under a cell, a step's name.
    Caption,
    /// A square of a board no piece may go on (blocked from the start).
    Blocked,
    /// A square of a board a piece covers (a domino placed on it).
    Covered,
}

/// One shape of a board.
///
/// ```
/// use grundy::component::{Form, Kind, Shape};
/// let s = Shape::circle(Kind::Chip, [2.5, 0.5], 0.7).named("chip on cell 2");
/// assert_eq!((s.form, s.label.as_str()), (Form::Circle, "chip on cell 2"));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Shape {
    /// Its form.
    pub form: Form,
    /// What it stands for.
    pub kind: Kind,
    /// Where it is (see [`Form`]); on a rows board `[unit, item]`.
    pub at: [f32; 2],
    /// The other end of a segment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<[f32; 2]>,
    /// A rectangle's width and height; a circle's diameter twice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<[f32; 2]>,
    /// How far a segment bows sideways (multiple edges between two vertices).
    #[serde(skip_serializing_if = "is_zero")]
    pub bend: f32,
    /// What it is, in words (a page's accessible name for it).
    pub label: String,
    /// Text drawn on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

fn is_zero(v: &f32) -> bool {
    *v == 0.0
}

impl Shape {
    pub(super) fn new(form: Form, kind: Kind, at: [f32; 2]) -> Self {
        Shape {
            form,
            kind,
            at,
            to: None,
            size: None,
            bend: 0.0,
            label: String::new(),
            text: None,
        }
    }

    /// A rectangle with its top-left corner `at`.
    pub fn rect(kind: Kind, at: [f32; 2], size: [f32; 2]) -> Self {
        Shape {
            size: Some(size),
            ..Shape::new(Form::Rect, kind, at)
        }
    }

    /// A circle of diameter `d` centred on `at`.
    pub fn circle(kind: Kind, at: [f32; 2], d: f32) -> Self {
        Shape {
            size: Some([d, d]),
            ..Shape::new(Form::Circle, kind, at)
        }
    }

    /// A segment from `at` to `to`.
    pub fn line(kind: Kind, at: [f32; 2], to: [f32; 2]) -> Self {
        Shape {
            to: Some(to),
            ..Shape::new(Form::Line, kind, at)
        }
    }

    /// Text centred on `at`.
    pub fn caption(at: [f32; 2], text: impl Into<String>) -> Self {
        Shape {
            text: Some(text.into()),
            ..Shape::new(Form::Text, Kind::Caption, at)
        }
    }

    /// The same shape with its name in words.
    pub fn named(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }

    /// The same shape with `text` drawn on it.
    pub fn with_text(mut self, text: impl Into<String>) -> Self {
        self.text = Some(text.into());
        self
    }

    /// The same segment bowed sideways by `bend`.
    pub fn bent(mut self, bend: f32) -> Self {
        self.bend = bend;
        self
    }

    /// The farthest right and down the shape reaches.
    pub(super) fn extent(&self) -> [f32; 2] {
        let [x, y] = self.at;
        match self.form {
            Form::Rect => {
                let [w, h] = self.size.unwrap_or([1.0, 1.0]);
                [x + w, y + h]
            }
            Form::Circle => {
                let r = self.size.map_or(0.5, |s| s[0] / 2.0);
                [x + r, y + r]
            }
            Form::Line => {
                let [u, v] = self.to.unwrap_or(self.at);
                let loop_room = if self.to == Some(self.at) { 0.5 } else { 0.0 };
                [x.max(u) + loop_room, y.max(v)]
            }
            Form::Text => [x + 0.5, y + 0.3],
        }
    }
}
