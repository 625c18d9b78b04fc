//! Tokens on a graph of your own as a component: `graph(edges.txt) 0 3` — a move slides
//! one token along an edge. An acyclic graph and its Grundy values are in
//! [`crate::graph`]; a graph with cycles gets generalized Sprague–Grundy values
//! ([`crate::loopy`]: finite, or ∞ with a draw possible). The file is read by the front
//! end (the library never touches the file system).
//!
//! ```
//! use grundy::{analyze, parse_position_with, AnalyzeOptions, Outcome};
//! let p = parse_position_with("graph(g) 0", &mut |_| Ok("0 1\n1 2\n".into())).unwrap();
//! let r = analyze(&p, &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.outcome, Outcome::P); // 0 → 1 → 2: two moves, the second player moves last
//! ```

grundy_core::words! {
    owner: "graph",
    en: include_str!("locales/en.ftl"),
    ko: include_str!("locales/ko.ftl"),
    ru: include_str!("locales/ru.ftl"),
    vi: include_str!("locales/vi.ftl"),
}

use crate::cancel::Cancel;
use crate::component::search::piece_moves;
use crate::component::HeapChange;
use crate::component::LoopyValued;
use crate::component::{
    notation, AnalyzeOptions, AnyComponent, Component, Counted, GameSpec, MoveError, Piece, Pieces,
    Refusal, SearchSize, SearchStep, Valued,
};
use crate::component::{Loopy, Moves, Search, Valuation, Words};
use crate::graph::{GraphError, GraphGame};
use crate::i18n::{msg, Message};
use crate::language::{FilesRefused, Head, ParseError, ReadFile, SizeToken};
use crate::loopy::graph::{LoopyGraph, LoopyGraphError};
use crate::nat::Nat;
use num_traits::ToPrimitive;
use std::sync::Arc;

mod loopy;

/// The registry's entry for graph games.
pub static SPEC: GameSpec = GameSpec {
    names: &["graph"],
    matches: None,
    syntax: "graph(FILE)",
    example: "graph(edges.txt) 0 3",
    examples: &[],
    about_id: "about-graph",
    syntax_id: "syntax-graph",
    parse,
    whole_position: false,
};

/// Tokens on a directed graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    graph: Vertices,
    source: String,
    tokens: Vec<u64>,
}

/// The graph: acyclic with Grundy values, or with cycles and generalized values.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Vertices {
    Acyclic(Arc<GraphGame>),
    Loopy(Arc<LoopyGraph>),
}

impl Vertices {
    fn successors(&self, v: u64) -> Vec<u64> {
        match self {
            Vertices::Acyclic(g) => g.successors(v).collect(),
            Vertices::Loopy(g) => g.successors(v),
        }
    }

    fn contains(&self, v: u64) -> bool {
        match self {
            Vertices::Acyclic(g) => g.contains(v),
            Vertices::Loopy(g) => g.contains(v),
        }
    }

    fn vertex_count(&self) -> usize {
        match self {
            Vertices::Acyclic(g) => g.vertex_count(),
            Vertices::Loopy(g) => g.vertex_count(),
        }
    }
}

impl Graph {
    /// Tokens on the vertices `tokens` of the acyclic `graph`, read from the file `source`.
    pub fn new(graph: Arc<GraphGame>, source: &str, tokens: Vec<u64>) -> Self {
        Graph {
            graph: Vertices::Acyclic(graph),
            source: source.to_string(),
            tokens,
        }
    }

    /// Tokens on the vertices `tokens` of `graph`, which has cycles.
    pub fn with_cycles(graph: Arc<LoopyGraph>, source: &str, tokens: Vec<u64>) -> Self {
        Graph {
            graph: Vertices::Loopy(graph),
            source: source.to_string(),
            tokens,
        }
    }

    /// The graph with its Grundy values, if it is acyclic.
    pub fn graph(&self) -> Option<&GraphGame> {
        match &self.graph {
            Vertices::Acyclic(g) => Some(g),
            Vertices::Loopy(_) => None,
        }
    }

    /// The vertex each token stands on.
    pub fn tokens(&self) -> &[u64] {
        &self.tokens
    }
}

fn parse(
    head: &Head,
    sizes: &[SizeToken],
    read_file: &mut ReadFile,
) -> Result<AnyComponent, ParseError> {
    head.need_sizes(sizes)?;
    let args = head.args_or("graph(edges.txt)")?;
    let [arg] = args else {
        return Err(head.error(msg!("parse-graph-one-argument")));
    };
    if arg.text.is_empty() {
        return Err(head.error(msg!("parse-graph-one-argument")));
    }
    let source = arg.text.clone();
    let text = read_file(&source).map_err(|e| {
        if e.downcast_ref::<FilesRefused>().is_some() {
            arg.error(
                msg!("parse-graph-files-refused").with_message("refusal", FilesRefused::message()),
            )
        } else {
            // The front end's own reason (an I/O error, a size limit), as it says it.
            arg.error(msg!("parse-file-unreadable", reason = e.to_string()))
        }
    })?;
    let bad =
        |reason: Message| arg.error(msg!("parse-bad-graph-file").with_message("reason", reason));
    let graph = match GraphGame::parse(&text) {
        Ok(g) => Vertices::Acyclic(Arc::new(g)),
        Err(GraphError::Cycle { .. }) => Vertices::Loopy(Arc::new(
            LoopyGraph::parse(&text, &Cancel::default()).map_err(|e| {
                bad(match e {
                    LoopyGraphError::Text(t) => t.message(),
                    // The game is too large to solve: not a parse error (its own text).
                    LoopyGraphError::Solve(s) => msg!("parse-reason", reason = s.to_string()),
                })
            })?,
        )),
        Err(e) => return Err(bad(e.message())),
    };
    let mut tokens = Vec::with_capacity(sizes.len());
    for t in sizes {
        let v = t
            .text
            .parse::<u64>()
            .ok()
            .filter(|&v| graph.contains(v))
            .ok_or_else(|| t.error(msg!("parse-not-a-graph-vertex")))?;
        tokens.push(v);
    }
    Ok(AnyComponent::new(Graph {
        graph,
        source,
        tokens,
    }))
}

/// What [`Valuation::value`](crate::component::Valuation::value) keeps for the moves: each token's value.
struct Memo(Vec<u32>);

impl Component for Graph {
    fn name(&self) -> String {
        format!("graph({})", self.source)
    }

    fn sizes(&self) -> Vec<String> {
        self.tokens.iter().map(|v| v.to_string()).collect()
    }

    fn piece_count(&self) -> usize {
        self.tokens.len()
    }

    fn piece(&self, i: usize) -> Nat {
        Nat::from(self.tokens.get(i).copied().unwrap_or_default())
    }

    fn apply(&self, changes: &[HeapChange]) -> AnyComponent {
        let mut tokens = self.tokens.clone();
        for ch in changes {
            if let (Some(t), Some(to)) = (tokens.get_mut(ch.heap), ch.to.to_u64()) {
                *t = to;
            }
        }
        AnyComponent::new(Graph {
            graph: self.graph.clone(),
            source: self.source.clone(),
            tokens,
        })
    }

    fn pieces_in(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = self
            .tokens
            .iter()
            .map(|v| Piece::new(format!("v{v}"), None))
            .collect();
        Pieces::new_in(lang, "token", "◆", items)
    }

    crate::capabilities!(Search, Valuation, Loopy, Words, Moves);
}

impl Search for Graph {
    fn search_state(&self) -> Option<Vec<u64>> {
        Some(self.tokens.clone())
    }

    fn search_moves(&self, state: &[u64]) -> Vec<SearchStep> {
        piece_moves(state, |v| self.graph.successors(v))
    }

    fn search_size(&self, state: &[u64]) -> SearchSize {
        let values = self.graph.vertex_count() as f64;
        let product = values.powi(state.len() as i32);
        // Multisets of n values from `values` choices: C(n + values − 1, n).
        let multisets =
            (1..=state.len()).fold(1.0, |acc, i| acc * (values - 1.0 + i as f64) / i as f64);
        SearchSize {
            states: product.min(multisets).max(1.0),
            branching: state.len() as f64 * values,
        }
    }
}

impl Valuation for Graph {
    fn value(&self, _: &AnalyzeOptions) -> Result<Valued, Refusal> {
        let Vertices::Acyclic(graph) = &self.graph else {
            return Err(Refusal::Failed(crate::i18n::msg!(
                "reason-graph-has-cycles"
            )));
        };
        let values: Vec<u32> = self
            .tokens
            .iter()
            .map(|&t| {
                graph.grundy_of(t).ok_or_else(|| {
                    Refusal::Failed(crate::i18n::msg!("reason-not-a-vertex", vertex = t))
                })
            })
            .collect::<Result<_, _>>()?;
        let total = values.iter().fold(0u32, |a, b| a ^ b);
        let mut v = Valued::new(Nat::from(total), "graph values");
        v.memo = Some(Arc::new(Memo(values)));
        Ok(v)
    }

    fn moves_to_value(
        &self,
        valued: &Valued,
        target: &Nat,
        room: usize,
        _: &AnalyzeOptions,
    ) -> Result<Counted, Refusal> {
        let Memo(values) = valued
            .memo::<Memo>()
            .ok_or_else(|| Refusal::Failed(crate::i18n::msg!("reason-values-not-computed")))?;
        let (Some(target), Vertices::Acyclic(graph)) = (target.to_u32(), &self.graph) else {
            return Ok(Counted::none());
        };
        let total = values.iter().fold(0u32, |a, b| a ^ b);
        let mut count = 0u64;
        let mut moves = Vec::new();
        for (j, (&t, &g)) in self.tokens.iter().zip(values).enumerate() {
            let want = g ^ total ^ target;
            for to in graph
                .successors(t)
                .filter(|&s| graph.grundy_of(s) == Some(want))
            {
                count += 1;
                if moves.len() < room {
                    moves.push(vec![HeapChange::new(j, t.into(), to.into())]);
                }
            }
        }
        Ok(Counted {
            count: Ok(Nat::from(count)),
            moves,
        })
    }

    fn results_are_distinct(&self) -> bool {
        // Each move puts one token on a vertex: the tokens in order differ.
        true
    }

    fn is_quick(&self) -> bool {
        true
    }
}

impl Loopy for Graph {
    fn vertex_values(&self) -> Vec<(u64, u32)> {
        match &self.graph {
            Vertices::Acyclic(g) => g.grundy_values().collect(),
            Vertices::Loopy(_) => Vec::new(),
        }
    }

    fn loopy(&self, _: &AnalyzeOptions) -> Option<Result<LoopyValued, Refusal>> {
        match &self.graph {
            Vertices::Acyclic(_) => None,
            Vertices::Loopy(g) => Some(loopy::valued(g, &self.source, &self.tokens)),
        }
    }
}

impl Words for Graph {
    fn describe(&self, changes: &[HeapChange]) -> String {
        self.describe_in(changes, crate::i18n::Lang::En)
    }

    fn describe_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        changes
            .iter()
            .map(|c| {
                crate::i18n::t!(
                    lang,
                    "move-token",
                    token = (c.heap + 1).to_string(),
                    from = &c.from,
                    to = &c.to
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Moves for Graph {
    /// `T V`: a token and the vertex it goes to.
    fn forms(&self) -> Vec<crate::component::notation::Form> {
        vec![crate::component::notation::Form::Token]
    }

    fn parse_move(&self, text: &str) -> Result<Vec<HeapChange>, MoveError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let change = match words.as_slice() {
            [t, "->", v] | [t, v] => {
                let i = notation::index(text, t, "token", self.piece_count())?;
                HeapChange::new(i, self.piece(i), notation::number(text, v, "vertex")?)
            }
            _ => {
                return Err(notation::unreadable(
                    text,
                    crate::i18n::msg!("reason-write-token-vertex"),
                ))
            }
        };
        let changes = vec![change];
        notation::check_pieces(self, &changes)?;
        self.check_move(&changes)?;
        Ok(changes)
    }

    fn check_move(&self, changes: &[HeapChange]) -> Result<(), MoveError> {
        let [ch] = changes else {
            return Err(MoveError::Illegal(crate::i18n::msg!("reason-one-token")));
        };
        let ok = ch
            .from
            .to_u64()
            .zip(ch.to.to_u64())
            .is_some_and(|(f, t)| self.graph.successors(f).contains(&t));
        if !ok {
            return Err(MoveError::Illegal(crate::i18n::msg!(
                "reason-no-edge-from-to",
                from = &ch.from,
                to = &ch.to
            )));
        }
        Ok(())
    }

    fn slow_move(&self) -> Option<Vec<HeapChange>> {
        let mut best: Option<(u64, HeapChange)> = None;
        for (i, &v) in self.tokens.iter().enumerate() {
            if let Some(&t) = self.graph.successors(v).first()
                && best.as_ref().is_none_or(|(size, _)| v > *size)
            {
                best = Some((v, HeapChange::new(i, v.into(), t.into())));
            }
        }
        best.map(|(_, ch)| vec![ch])
    }

    fn has_move(&self) -> Option<bool> {
        // slow_move finds a move whenever there is one.
        Some(self.slow_move().is_some())
    }
}
