//! Pictures: boards of shapes at coordinates that a game builds ([`Picture`]), heaps in
//! them ([`Counters`]).

use super::*;

/// A heap drawn in a picture ([`Picture::counters`]): one shape per counter, or one bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counters {
    /// The shapes, left to right (a bar: one).
    pub ids: Vec<usize>,
    /// How many counters.
    pub n: u64,
}

impl Counters {
    /// Whether the heap is drawn as one bar (its moves ask how many).
    pub fn is_bar(&self) -> bool {
        self.n > CLICKABLE_UNITS
    }

    /// The shapes of the last `k` counters (none for a bar).
    pub fn last(&self, k: u64) -> Vec<usize> {
        if self.is_bar() {
            return Vec::new();
        }
        let k = (k as usize).min(self.ids.len());
        self.ids.iter().skip(self.ids.len() - k).copied().collect()
    }
}

/// A picture under construction: its shapes and its plays.
///
/// ```
/// use grundy::component::{Kind, Picture, Shape};
/// let mut p = Picture::default();
/// let cell = p.add(Shape::rect(Kind::Cell, [0.0, 0.0], [1.0, 1.0]).named("cell 0"));
/// let chip = p.add(Shape::circle(Kind::Chip, [1.5, 0.5], 1.0).named("chip on cell 1"));
/// p.play(vec![chip, cell], vec![chip, cell], "1 -> 0", vec![]);
/// assert_eq!(p.size(), [2.0, 1.0]);
/// ```
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Picture {
    pub(super) shapes: Vec<Shape>,
    pub(super) plays: Vec<Play>,
    pub(super) lang: Lang,
}

impl Picture {
    /// An empty picture whose own words (the names of counters, edges and vertices it
    /// adds) are in `lang`; [`Picture::default`] is English.
    ///
    /// ```
    /// use grundy::{component::{Kind, Picture}, Lang};
    /// let mut p = Picture::in_lang(Lang::Ru);
    /// p.counters(Kind::Stone, [0.5, 0.5], 2, "куча 1");
    /// assert_eq!(p.lang(), Lang::Ru);
    /// ```
    pub fn in_lang(lang: Lang) -> Self {
        Picture {
            lang,
            ..Picture::default()
        }
    }

    /// The language of the picture's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Adds a shape; its index.
    pub fn add(&mut self, shape: Shape) -> usize {
        self.shapes.push(shape);
        self.shapes.len() - 1
    }

    /// Adds a play: clicking `select` makes the move `text` (empty: numbered `#k` when
    /// the position is drawn) whose changes are `changes` (empty: read from `text`),
    /// changing `marks`.
    pub fn play(
        &mut self,
        select: Vec<usize>,
        marks: Vec<usize>,
        text: impl Into<String>,
        changes: Vec<HeapChange>,
    ) {
        self.plays.push(Play {
            select,
            marks,
            text: text.into(),
            changes,
            amount: None,
        });
    }

    /// Adds a play of a chosen amount: clicking `select` asks for a number from 1 to
    /// `amount.max` and makes the move `amount.text(n)`, changing `marks` (nothing when
    /// the largest number is 0).
    pub fn play_amount(&mut self, select: Vec<usize>, marks: Vec<usize>, amount: Amount) {
        if amount.max == "0" {
            return;
        }
        self.plays.push(Play {
            select,
            marks,
            text: amount.text(1),
            changes: Vec::new(),
            amount: Some(amount),
        });
    }

    /// Adds a heap of `n` counters drawn as `kind` in a row from `at` (the centre of the
    /// first; one unit apart), each named "`name`, counter i of n" — or, over
    /// [`CLICKABLE_UNITS`], one bar showing `n`. See [`Picture::take_plays`].
    ///
    /// ```
    /// use grundy::component::{Kind, Picture};
    /// let mut p = Picture::default();
    /// assert_eq!(p.counters(Kind::Stone, [0.5, 0.5], 3, "heap 1").ids.len(), 3);
    /// assert_eq!(p.counters(Kind::Stone, [0.5, 1.5], 1000, "heap 2").ids.len(), 1);
    /// ```
    pub fn counters(&mut self, kind: Kind, at: [f32; 2], n: u64, name: &str) -> Counters {
        let [x, y] = at;
        let ids = if n > CLICKABLE_UNITS {
            let bar = Shape::rect(kind, [x - 0.4, y - 0.4], [4.0, 0.8])
                .with_text(n.to_string())
                .named(t!(self.lang, "board-counters-bar", name = name, count = n));
            vec![self.add(bar)]
        } else {
            (0..n)
                .map(|i| {
                    let c = Shape::circle(kind, [x + i as f32, y], 0.8).named(t!(
                        self.lang,
                        "board-counter",
                        name = name,
                        number = i + 1,
                        count = n
                    ));
                    self.add(c)
                })
                .collect()
        };
        Counters { ids, n }
    }

    /// Adds the plays that take from `heap` (drawn by [`Picture::counters`]): a click on
    /// counter `i` of `n` takes it and every counter to its right, the move `move_of(k)` of taking `k = n − i`, changing those counters and
    /// `also(k)`; a click on a bar asks how many (`question`), the move
    /// `move_of("{n}")`.
    ///
    /// ```
    /// use grundy::component::{Kind, Picture};
    /// let mut p = Picture::default();
    /// let heap = p.counters(Kind::Stone, [0.5, 0.5], 2, "heap 1");
    /// p.take_plays(&heap, |_| vec![], |k| format!("1 {k}"), "How many?");
    /// assert_eq!(p.play_count(), 2);
    /// ```
    pub fn take_plays(
        &mut self,
        heap: &Counters,
        also: impl Fn(u64) -> Vec<usize>,
        move_of: impl Fn(&str) -> String,
        question: &str,
    ) {
        if heap.is_bar() {
            let amount = Amount::new(question, heap.n, move_of("{n}"));
            self.play_amount(heap.ids.clone(), heap.ids.clone(), amount);
            return;
        }
        for (i, &id) in heap.ids.iter().enumerate() {
            let k = heap.n - i as u64;
            let mut marks: Vec<usize> = heap.ids.iter().skip(i).copied().collect();
            marks.extend(also(k));
            self.play(vec![id], marks, move_of(&k.to_string()), Vec::new());
        }
    }

    /// The width and height the shapes need.
    pub fn size(&self) -> [f32; 2] {
        self.shapes.iter().fold([0.0f32, 0.0f32], |[w, h], s| {
            let [x, y] = s.extent();
            [w.max(x), h.max(y)]
        })
    }

    /// Adds a graph drawn on a circle, its edges under its vertices: vertex `i` named
    /// `names[i]` (its label drawn on it), `edges` between vertex indices. Returns the
    /// ids of the vertices and of the edges, in order.
    ///
    /// ```
    /// let mut p = grundy::component::Picture::default();
    /// let (v, e) = p.graph_on_circle(&["1".into(), "2".into()], &[(0, 1)]);
    /// assert_eq!((v.len(), e.len()), (2, 1));
    /// ```
    pub fn graph_on_circle(
        &mut self,
        names: &[String],
        edges: &[(usize, usize)],
    ) -> (Vec<usize>, Vec<usize>) {
        let at = layout::circle(names.len());
        // An edge naming no vertex is still drawn (at the centre), never a panic.
        let name = |i: usize| names.get(i).map_or("?", String::as_str);
        let point = |i: usize| at.get(i).copied().unwrap_or_default();
        let edge_ids = edges
            .iter()
            .map(|&(u, v)| {
                let label = t!(self.lang, "board-edge", from = name(u), to = name(v));
                self.add(Shape::line(Kind::Edge, point(u), point(v)).named(label))
            })
            .collect();
        let vertex_ids = names
            .iter()
            .zip(&at)
            .map(|(name, &p)| {
                let vertex = Shape::circle(Kind::Vertex, p, 0.7).with_text(name.clone());
                let label = t!(self.lang, "board-vertex", vertex = name);
                self.add(vertex.named(label))
            })
            .collect();
        (vertex_ids, edge_ids)
    }

    /// How many plays so far.
    pub fn play_count(&self) -> usize {
        self.plays.len()
    }
}
