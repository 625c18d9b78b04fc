//! Green Hackenbush: `hackenbush(0-1 1-2 2-0)` — edges `u-v` between numbered vertices,
//! vertex 0 the ground; loops and multiple edges allowed. A move cuts an edge; whatever
//! loses its connection to the ground falls. By the fusion and colon principles the
//! picture is a Nim heap. The mathematics is in `picture.rs` and `fusion.rs`.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("hackenbush(0-1 1-2 2-3)").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[0].description, "cut edge 0–1; 1–2, 2–3 fall off (heap 3 → 0)");
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("hackenbush()"));
//! ```

mod fusion;
mod picture;
pub use fusion::FusedVertex;
pub use picture::{
    stalk_value, tree_value, Hackenbush, HackenbushError, HackenbushGame, CIRCUIT_WORK_LIMIT,
};

use super::{pairs, picture_args, DisguisedRules, DisguisedWords, NimInDisguise, ReductionRow};
use crate::component::board::layout::standing;
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{
    AnyComponent, GameSpec, Kind, NimRow, Picture, Piece, Pieces, SearchSize, Shape,
};
use crate::i18n::{msg, Message};
use crate::language::{arg_words, Head, ParseError, ReadFile, SizeToken};
use std::collections::HashMap;

/// The registry's entry for `hackenbush(…)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["hackenbush"],
    matches: None,
    syntax: "hackenbush(…)",
    example: "hackenbush(0-1 1-2 2-0)",
    examples: &[(
        "hackenbush(0-1 1-2 2-0 2-3 3-4 3-4 0-5 5-6 5-7)",
        "example-hackenbush-1",
    )],
    about_id: "about-hackenbush",
    syntax_id: "syntax-hackenbush",
    parse,
    whole_position: false,
};

/// `hackenbush(0-1 1-2 2-0)`: a Green Hackenbush picture. Two pictures are equal when
/// they have the same edges in the same order (isolated vertices do not count).
///
/// ```
/// use grundy::games::hidden::{hackenbush::GreenHackenbush, NimInDisguise};
/// let g = GreenHackenbush::from_edges(vec![(0, 1), (1, 2), (2, 0)]).unwrap();
/// assert_eq!(g.game_name(), "hackenbush(0-1 1-2 2-0)");
/// assert_eq!(g.nim_value(), 1);
/// ```
#[derive(Debug, Clone, Eq)]
pub struct GreenHackenbush(pub Hackenbush);

impl PartialEq for GreenHackenbush {
    fn eq(&self, other: &Self) -> bool {
        self.0.edges == other.0.edges
    }
}

impl GreenHackenbush {
    /// The picture of `edges` (vertex 0 the ground).
    pub fn from_edges(edges: Vec<(usize, usize)>) -> Result<Self, HackenbushError> {
        Hackenbush::from_edges(edges).map(GreenHackenbush)
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let args = picture_args(head, sizes, "hackenbush(0-1 1-2 2-0)")?;
    let mut edges = Vec::new();
    for w in arg_words(args) {
        let bad = |m: Message| w.error(m);
        let Some((u, v)) = w.text.split_once('-') else {
            return Err(bad(msg!("parse-hackenbush-bad-edge")));
        };
        let vertex = |s: &str, offset: usize| -> Result<usize, ParseError> {
            let n = w
                .number_at(s, offset, "parse-what-vertex")
                .map_err(|_| bad(msg!("parse-hackenbush-not-a-vertex")))?;
            usize::try_from(n)
                .ok()
                .filter(|&n| n < 1_000_000)
                .ok_or_else(|| bad(msg!("parse-vertex-too-large", max = 999_999u64)))
        };
        edges.push((vertex(u, 0)?, vertex(v, u.chars().count() + 1)?));
    }
    let h = GreenHackenbush::from_edges(edges).map_err(|e| match e {
        HackenbushError::NoGround => head.error(msg!("parse-hackenbush-everything-falls")),
        other => head.error(other.message()),
    })?;
    Ok(AnyComponent::new(h))
}

impl NimInDisguise for GreenHackenbush {
    fn game_name(&self) -> String {
        let edges: Vec<String> = self
            .0
            .edges
            .iter()
            .map(|(u, v)| format!("{u}-{v}"))
            .collect();
        format!("hackenbush({})", edges.join(" "))
    }

    fn numbers(&self) -> Vec<u64> {
        Vec::new()
    }

    /// Every edge is a piece of size 1 (a cut edge becomes nothing).
    fn piece_sizes(&self) -> Vec<u64> {
        vec![1; self.0.edges.len()]
    }

    /// The picture standing on the ground (listed edge by edge beyond 60 edges): a
    /// click on an edge cuts it, and what loses its way to the ground falls.
    #[expect(
        clippy::indexing_slicing,
        reason = "edge ends are below vertex_count (checked when the picture is read), the length of `at` from `standing`; `ids` holds one id per edge and moves name edges by their index"
    )]
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let h = &self.0;
        let items = h
            .edges
            .iter()
            .map(|(u, v)| Piece::new(format!("{u}-{v}"), None))
            .collect();
        let board = Pieces::new_in(lang, "edge", "│", items);
        if h.edges.len() > 60 {
            return board;
        }
        let (at, ground) = standing(h.vertex_count, &h.edges);
        let mut picture = Picture::in_lang(lang);
        let right = at.iter().skip(1).map(|p| p[0]).fold(0.8f32, f32::max);
        let mut loose = right + 1.0; // where loops on the ground stand
        let mut parallel: HashMap<(usize, usize), (usize, usize)> = HashMap::new();
        for &(u, v) in &h.edges {
            parallel.entry((u.min(v), u.max(v))).or_default().1 += 1;
        }
        let mut ids = Vec::new();
        for &(u, v) in &h.edges {
            let (a, b) = (u.min(v), u.max(v));
            let (rank, of) = parallel.get_mut(&(a, b)).map_or((0, 1), |e| {
                e.0 += 1;
                (e.0 - 1, e.1)
            });
            let (from, to) = match (a, b) {
                (0, 0) => {
                    loose += 1.0;
                    ([loose - 1.0, ground], [loose - 1.0, ground])
                }
                (0, b) => ([at[b][0], ground], at[b]),
                (a, b) => (at[a], at[b]),
            };
            // Parallel edges bow 0.6 apart at their middles: a finger's width on a phone.
            let bend = (rank as f32 - (of as f32 - 1.0) / 2.0) * 1.2;
            let label = crate::i18n::t!(lang, "board-edge", from = u, to = v);
            ids.push(picture.add(Shape::line(Kind::Edge, from, to).bent(bend).named(label)));
        }
        let width = loose.max(right + 1.0);
        picture.add(
            Shape::line(Kind::Ground, [0.0, ground], [width, ground])
                .named(crate::i18n::t!(lang, "board-ground")),
        );
        let used: std::collections::BTreeSet<usize> = h
            .edges
            .iter()
            .flat_map(|&(u, v)| [u, v])
            .filter(|&v| v > 0)
            .collect();
        for v in used {
            picture.add(
                // Numbered: the moves name their edges by these numbers ("cut edge 2–3").
                Shape::circle(Kind::Vertex, at[v], 0.42)
                    .with_text(v.to_string())
                    .named(crate::i18n::t!(lang, "board-vertex", vertex = v)),
            );
        }
        for m in h.moves() {
            // The edge cut, then the edges that fall.
            let Some(edge) = m.first().map(|c| c.heap) else {
                continue;
            };
            let marks = m.iter().map(|c| ids[c.heap]).collect();
            picture.play(vec![ids[edge]], marks, format!("{} 1", edge + 1), m);
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-hackenbush"))
    }

    /// The whole picture is one Nim heap: its value (fusion and colon principles).
    fn hidden_heaps_in(&self, lang: crate::i18n::Lang) -> Vec<NimRow> {
        vec![NimRow {
            piece: crate::i18n::t!(lang, "row-hackenbush-whole"),
            heap: self.0.grundy_value(),
        }]
    }

    fn principle(&self) -> crate::i18n::Message {
        let detached = self.0.detached_edges().len();
        let principle = crate::i18n::msg!("principle-hackenbush");
        if detached > 0 {
            crate::i18n::msg!("principle-hackenbush-detached", count = detached)
                .with_message("principle", principle)
        } else {
            principle
        }
    }

    fn rows(&self) -> Vec<ReductionRow> {
        let h = &self.0;
        let fused = h.fusion();
        let mut rows = Vec::new();
        if let Some(ground) = fused.first()
            && ground.loops > 0
        {
            rows.push(ReductionRow {
                piece: crate::i18n::msg!("row-hackenbush-loops", count = ground.loops),
                heap: (ground.loops % 2) as u64,
            });
        }
        for f in fused.iter().skip(1).filter(|f| f.parent == Some(0)) {
            let Some(&(u, v)) = f.bridge.and_then(|b| h.edges.get(b)) else {
                continue;
            };
            rows.push(ReductionRow {
                piece: crate::i18n::msg!(
                    "row-hackenbush-branch",
                    edge = format!("{u}–{v}"),
                    value = f.value
                ),
                heap: f.value + 1,
            });
        }
        rows
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        match self.0.moves_to_value(target) {
            Ok(moves) => Ok(moves),
            Err(HackenbushError::TooMuchWork { work, limit, .. }) => Err(Refusal::TooLarge {
                what: crate::i18n::msg!("reason-hackenbush-cuts", steps = work),
                limit,
            }),
            Err(other) => Err(Refusal::Failed(crate::i18n::Message::said(&other))),
        }
    }
}

impl DisguisedRules for GreenHackenbush {
    fn state(&self) -> Vec<u64> {
        self.0
            .edges
            .iter()
            .flat_map(|&(u, v)| [u as u64, v as u64])
            .collect()
    }

    fn with_state(&self, state: &[u64]) -> Self {
        GreenHackenbush(Hackenbush {
            vertex_count: self.0.vertex_count,
            edges: pairs(state)
                .map(|(a, b)| (a as usize, b as usize))
                .collect(),
        })
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        self.0.moves()
    }

    /// The cut of the last edge standing, found without listing every cut (each of
    /// which re-analyses the picture).
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let edge = self.0.last_edge()?;
        self.0.cut_move(edge)
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        GreenHackenbush(self.0.after(changes))
    }

    /// Edges as unordered pairs, sorted: the same picture drawn in another order.
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        let mut edges: Vec<(u64, u64)> = pairs(state).map(|(a, b)| (a.min(b), a.max(b))).collect();
        edges.sort_unstable();
        edges.into_iter().flat_map(|(a, b)| [a, b]).collect()
    }

    /// `2^E` positions and `E` moves from each; but listing the moves re-analyses the
    /// picture once per edge (`E·(V+E)` steps, and up to `E²` fallen edges), so beyond
    /// [`CIRCUIT_WORK_LIMIT`] steps the branching is reported over
    /// [`MOVE_LIST_LIMIT`](crate::component::notation::MOVE_LIST_LIMIT): the list is
    /// refused as too large rather than built.
    fn size_bound(&self) -> SearchSize {
        let n = self.0.edges.len();
        let work = n as u64 * (n + self.0.vertex_count) as u64;
        let branching = if work > CIRCUIT_WORK_LIMIT {
            crate::component::notation::MOVE_LIST_LIMIT + 1.0
        } else {
            n as f64
        };
        SearchSize {
            states: 2f64.powi(n.min(i32::MAX as usize) as i32),
            branching,
        }
    }
}

super::words_from_model!(GreenHackenbush);

#[cfg(test)]
mod tests {
    use super::super::testing::{
        afters, check_search, component, descriptions, misere, play, reduction, winning,
    };
    use crate::outcome::Outcome;
    use grundy::parse_position;

    #[test]
    fn pictures() {
        let text = "hackenbush(0-1 1-2 2-0)";
        assert_eq!(winning(text).0, 1);
        assert_eq!(descriptions(text), ["cut edge 1–2 (heap 1 → 0)"]);
        assert_eq!(afters(text), ["hackenbush(0-1 2-0)"]);
        assert_eq!(
            reduction(text).rows[0].piece.to_string(),
            "3 loops at the ground after fusion"
        );
        assert_eq!(
            descriptions("hackenbush(0-1 1-2 2-3)"),
            ["cut edge 0–1; 1–2, 2–3 fall off (heap 3 → 0)"]
        );
        assert_eq!(winning("hackenbush(0-1 1-2 2-3)").2[0].changes, 3);
        assert_eq!(winning("hackenbush(0-1 1-2 1-3)").0, 1);
        assert_eq!(winning("hackenbush(0-0)").0, 1);
        assert_eq!(winning("hackenbush(0-1 0-1)").0, 0);
        // The empty picture round-trips, and equals what a cut leaves.
        assert_eq!(afters("hackenbush(0-1 1-2 2-3)"), ["hackenbush()"]);
        let c = component("hackenbush(0-1 1-2 2-3)");
        let cut = c.search_moves(&c.search_state().unwrap())[0]
            .changes
            .clone();
        assert_eq!(c.apply(&cut), component("hackenbush()"));
        // Edges off the ground fall before play.
        assert!(reduction("hackenbush(0-1 2-3)")
            .principle
            .to_string()
            .contains("; 1 edge not connected to the ground falls off before play"));
    }

    #[test]
    fn parse_errors() {
        for (input, token, column, message) in [
            ("hackenbush(0-1 1-x)", "1-x", 16, "not a vertex"),
            ("hackenbush(0-1 12)", "12", 16, "two vertices"),
            (
                "hackenbush(1-2 2-3)",
                "hackenbush(1-2 2-3)",
                1,
                "no edge touches the ground",
            ),
            ("hackenbush 3", "3", 12, "no sizes"),
            ("hackenbush", "hackenbush", 1, "brackets"),
            ("hackenbush(0-1000000)", "0-1000000", 12, "too large"),
        ] {
            let e = parse_position(input).unwrap_err();
            assert_eq!((e.token.as_str(), e.column), (token, column), "{input}");
            assert!(e.message.to_string().contains(message), "{input}: {e}");
        }
    }

    #[test]
    fn search_misere_and_play() {
        check_search("hackenbush(0-1 1-2 2-0 2-3)");
        check_search("hackenbush(0-1 2-3 0-0)");
        assert_eq!(misere("hackenbush(0-1 1-2)"), Outcome::N);
        // Cutting edge 1 (0-1) takes edge 2 with it.
        assert_eq!(play("hackenbush(0-1 1-2)", "1 1").unwrap(), "hackenbush()");
        assert_eq!(
            play("hackenbush(0-1 1-2)", "2 1").unwrap(),
            "hackenbush(0-1)"
        );
        assert!(play("hackenbush(0-1 1-2)", "3 1").is_err());
        // A path of 10^5 edges: a typed move is refused (listing every cut would take
        // E² memory), the game is not over, and the winning move is found.
        let path = format!(
            "hackenbush({})",
            (0..100_000)
                .map(|i| format!("{i}-{}", i + 1))
                .collect::<Vec<_>>()
                .join(" ")
        );
        assert!(play(&path, "1 1").is_err());
        let c = component(&path);
        assert_eq!(c.slow_move().map(|m| m.len()), Some(1));
        let (value, _, wins) = winning(&path);
        assert_eq!((value, wins.len(), wins[0].changes), (100_000, 1, 100_000));
        assert_eq!(
            component("hackenbush(0-1 1-2)").pieces().items[1].label,
            "1-2"
        );
    }
}
