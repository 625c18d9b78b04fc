//! [`HiddenGame`]: the games of this module as components of a [`Position`](crate::Position)
//! — what the position language builds (`strip 5 10 14 16 22`, `hackenbush(0-1 1-2 2-0)`,
//! …), what the analysis asks for (value, moves to a value, the reduction as data) and
//! what exhaustive search plays (misère play).
//!
//! A move is written as [`HeapChange`]s in the **game's own pieces** (see
//! `docs/json-schema.md`): a chip's cell, a step's coins, a side of the bar, a heap; a
//! coin (or a line, or a Tartan head) that becomes several is a split with `parts`; a
//! piece that disappears (a head turned to tails, a Hackenbush edge cut or fallen) is a
//! split into no parts.
//!
//! ```
//! use grundy::hidden::component::HiddenGame;
//! use grundy::hidden::strip::Strip;
//! let g = HiddenGame::Strip { length: None, strip: Strip::new(vec![5, 10, 14, 16, 22]) };
//! assert_eq!(g.value(), Ok(7));
//! let (count, moves) = g.moves_to_value(0, 10);
//! assert_eq!(count, Ok(3));
//! assert_eq!(g.describe(&moves[1]).0, "move the chip on cell 14 to cell 9 (heap 14 → 9)");
//! ```

use super::chocolate::{Chocolate, ChocolateMove, Side};
use super::coins::{Caterpillar, CaterpillarMove, CoinMove, CoinRow, CoinRule};
use super::hackenbush::{Attachment, BrokenLine, BrokenLineMove, BrokenLines, Hackenbush};
use super::nimber::{nim_mul, tartan_value};
use super::poker::{PokerMove, PokerNim};
use super::strip::{NoJumpStrip, Staircase, StaircaseMove, Strip, StripMove};
use super::wythoff::{self, Wythoff, WythoffMove};
use super::{xor_all, NimMove};
use crate::nat::Nat;
use crate::report::HeapChange;
use num_traits::ToPrimitive;
use serde::Serialize;

/// The most move sets (`|sets(x)| · |sets(y)|`) enumerated for one Tartan head.
pub const MAX_TARTAN_SETS: usize = 100_000;

/// A product of two coin-turning games played on a grid (Tartan theorem), or — written
/// `nimmul` — Turning Turtles × Turning Turtles, whose single head on `(x, y)` is worth
/// the nim product `x ⊗ y`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tartan {
    /// The game of the first coordinate.
    pub first: CoinRule,
    /// The game of the second coordinate.
    pub second: CoinRule,
    /// The heads, `(x, y)`, sorted.
    pub heads: Vec<(u64, u64)>,
    /// Written `nimmul` (both rules Turning Turtles).
    pub nimmul: bool,
}

/// A game of this module as a component of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HiddenGame {
    /// `strip 5 10 14` or `strip(30) 5 10 14`: chips moved left, jumping allowed.
    Strip {
        /// The number of cells (cells 0..length), if given.
        length: Option<u64>,
        /// The chips.
        strip: Strip,
    },
    /// `strip-nojump 2 5 6 10`: chips moved left without jumping, cells from 1.
    NoJump {
        /// The number of cells (cells 1..=length), if given.
        length: Option<u64>,
        /// The chips.
        strip: NoJumpStrip,
    },
    /// `staircase 3 1 2`: coins on steps 1, 2, 3, …
    Staircase(Staircase),
    /// `turtles 1 4`, `mock-turtles 0 3`, `ruler 3 4 6`: the heads of a coin row.
    Coins(CoinRow),
    /// `caterpillar(20) 2 5 6`: the green links of a caterpillar of 20 links.
    Caterpillar(Caterpillar),
    /// `chocolate 4 5 3 6`: rows above, columns right, rows below, columns left of the mark.
    Chocolate(Chocolate),
    /// `hackenbush(0-1 1-2 2-0)`: Green Hackenbush, vertex 0 the ground.
    Hackenbush(Hackenbush),
    /// `lines(3,4,5=)`: broken lines on a base, `=` when attached at both ends.
    Lines(BrokenLines),
    /// `wythoff 3 5`.
    Wythoff(Wythoff),
    /// `poker 3 4 5` or `poker(A,B,K) 3 4 5`: Poker Nim with banks and additions left.
    Poker(PokerNim),
    /// `tartan(turtles,ruler) 3 5 2 4` (heads (3,5), (2,4)) or `nimmul 5 7`.
    Tartan(Tartan),
}

/// One piece of a game and the Nim heap it becomes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReductionRow {
    /// The piece, in the game's terms: "chip on cell 14".
    pub piece: String,
    /// The size of its Nim heap (its Grundy value).
    pub heap: u64,
}

/// The reduction of a game to Nim, as data: which piece became which heap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReductionReasoning {
    /// The game as written in the position language.
    pub game: String,
    /// The principle, in one sentence.
    pub principle: String,
    /// The pieces and their heaps (the first `row_limit`).
    pub rows: Vec<ReductionRow>,
    /// How many pieces there are in all.
    pub rows_total: usize,
    /// The XOR of the heaps: the game's Grundy value.
    pub value: u64,
}

/// Wythoff's game: the golden-ratio P-positions, not a reduction to Nim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WythoffReasoning {
    /// The two heaps.
    pub heaps: (u64, u64),
    /// Their difference `k`.
    pub difference: u64,
    /// The P-position with that difference, `(⌊kφ⌋, ⌊kφ⌋ + k)`.
    pub p_position: (u64, u64),
    /// Whether the heaps are a P-position.
    pub is_p_position: bool,
    /// The Grundy value, when the heaps are small enough to search.
    pub grundy: Option<u64>,
}

/// The position-language name of a coin rule.
pub fn rule_token(rule: CoinRule) -> &'static str {
    match rule {
        CoinRule::TurningTurtles => "turtles",
        CoinRule::MockTurtles => "mock-turtles",
        CoinRule::Ruler => "ruler",
    }
}

/// The coin rule of a position-language name.
pub fn rule_of_token(token: &str) -> Option<CoinRule> {
    match token {
        "turtles" => Some(CoinRule::TurningTurtles),
        "mock-turtles" => Some(CoinRule::MockTurtles),
        "ruler" => Some(CoinRule::Ruler),
        _ => None,
    }
}

fn nat(v: u64) -> Nat {
    Nat::from(v)
}

fn small(n: &Nat) -> u64 {
    n.to_u64().expect("sizes of these games fit in u64")
}

/// How a head and the new heads it becomes are written in a [`HeapChange`].
type Encode<'a, T> = dyn Fn(&[T], T) -> (Nat, Vec<Nat>) + 'a;

/// The move sets of the two coordinates of a Tartan head.
type SetPair = (Vec<Vec<u64>>, Vec<Vec<u64>>);

/// The changes of a move turning the coins `turned` of a row with heads `heads` (the
/// largest turned coin a head): that head becomes the turned coins that were tails; every
/// other turned head disappears.
fn toggle_changes<T: Ord + Copy>(heads: &[T], turned: &[T], encode: &Encode<T>) -> Vec<HeapChange> {
    let main = *turned.iter().max().expect("a move turns a coin");
    let mut new: Vec<T> = turned
        .iter()
        .copied()
        .filter(|c| !heads.contains(c))
        .collect();
    new.sort_unstable();
    let mut out = Vec::new();
    for (i, h) in heads.iter().enumerate() {
        if *h == main {
            let (from, parts) = encode(&new, *h);
            out.push(HeapChange::split(i, from, parts));
        } else if turned.contains(h) {
            let (from, _) = encode(&[], *h);
            out.push(HeapChange::split(i, from, vec![]));
        }
    }
    out
}

fn coin_changes(heads: &[u64], turned: &[u64]) -> Vec<HeapChange> {
    toggle_changes(heads, turned, &|new, h| {
        (nat(h), new.iter().map(|&c| nat(c)).collect())
    })
}

/// Splices `changes` (descending heap index) into `items`, a part of `k` numbers
/// becoming `k / width` items.
fn splice<T: Clone>(
    items: &mut Vec<T>,
    changes: &[HeapChange],
    make: &dyn Fn(&HeapChange) -> Vec<T>,
) {
    let mut sorted: Vec<&HeapChange> = changes.iter().collect();
    sorted.sort_by_key(|c| std::cmp::Reverse(c.heap));
    for c in sorted {
        items.splice(c.heap..=c.heap, make(c));
    }
}

fn strip_changes(cells: &[u64], from: u64, to: u64) -> Vec<HeapChange> {
    let i = cells
        .iter()
        .position(|&c| c == from)
        .expect("the chip moved");
    vec![HeapChange::new(i, nat(from), nat(to))]
}

fn staircase_changes(steps: &[u64], m: &StaircaseMove) -> Vec<HeapChange> {
    let i = m.from - 1;
    let mut out = vec![HeapChange::new(i, nat(steps[i]), nat(steps[i] - m.count))];
    if i > 0 {
        out.push(HeapChange::new(
            i - 1,
            nat(steps[i - 1]),
            nat(steps[i - 1] + m.count),
        ));
    }
    out
}

fn line_changes(m: &BrokenLineMove) -> Vec<HeapChange> {
    match m.attachment {
        Attachment::OneEnd => vec![HeapChange::new(m.line, nat(m.links), nat(m.link - 1))],
        Attachment::BothEnds => vec![HeapChange::split(
            m.line,
            nat(m.links),
            vec![nat(m.link - 1), nat(m.links - m.link)],
        )],
    }
}

/// The first heap that differs between two reductions of the same length.
fn nim_diff(before: &[u64], after: &[u64]) -> Option<NimMove> {
    before
        .iter()
        .zip(after)
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .map(|(heap, (&from, &to))| NimMove { heap, from, to })
}

fn line_name(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

impl Tartan {
    fn value_of(&self, (x, y): (u64, u64)) -> u64 {
        tartan_value(self.first, self.second, x, y)
    }

    fn name(&self) -> String {
        if self.nimmul {
            "nimmul".into()
        } else {
            format!(
                "tartan({},{})",
                rule_token(self.first),
                rule_token(self.second)
            )
        }
    }

    /// The move sets of head `(x, y)`, or why they are too many.
    fn move_sets(&self, (x, y): (u64, u64)) -> Result<SetPair, String> {
        let size = |rule: CoinRule, c: u64| -> u128 {
            let c = u128::from(c);
            match rule {
                CoinRule::MockTurtles => 1 + c + c * c.saturating_sub(1) / 2,
                _ => c.max(1),
            }
        };
        if size(self.first, x) * size(self.second, y) > MAX_TARTAN_SETS as u128 {
            return Err(format!(
                "the head on ({x}, {y}) has more than {MAX_TARTAN_SETS} moves to enumerate"
            ));
        }
        Ok((self.first.move_sets(x), self.second.move_sets(y)))
    }

    fn changes(&self, a: &[u64], b: &[u64]) -> Vec<HeapChange> {
        let turned: Vec<(u64, u64)> = a
            .iter()
            .flat_map(|&i| b.iter().map(move |&j| (i, j)))
            .collect();
        let mut out = toggle_changes(&self.heads, &turned, &|new, h| {
            let parts = new.iter().flat_map(|&(i, j)| [nat(i), nat(j)]).collect();
            (nat(self.value_of(h)), parts)
        });
        // `to`: the nim value the head's replacements contribute.
        for c in &mut out {
            let pairs: Vec<u64> = c
                .parts
                .as_ref()
                .map(|p| p.iter().map(small).collect())
                .unwrap_or_default();
            c.to = nat(pairs
                .chunks(2)
                .fold(0, |acc, p| acc ^ self.value_of((p[0], p[1]))));
        }
        out
    }

    fn value(&self) -> u64 {
        xor_all(self.heads.iter().map(|&h| self.value_of(h)))
    }
}

impl HiddenGame {
    /// The game's name in the position language: `strip`, `caterpillar(20)`,
    /// `hackenbush(0-1 1-2)`, `lines(3,5=)`, `poker(10,10,5)`, `tartan(turtles,ruler)`.
    pub fn name(&self) -> String {
        match self {
            HiddenGame::Strip { length, .. } => match length {
                Some(l) => format!("strip({l})"),
                None => "strip".into(),
            },
            HiddenGame::NoJump { length, .. } => match length {
                Some(l) => format!("strip-nojump({l})"),
                None => "strip-nojump".into(),
            },
            HiddenGame::Staircase(_) => "staircase".into(),
            HiddenGame::Coins(row) => rule_token(row.rule).into(),
            HiddenGame::Caterpillar(c) => format!("caterpillar({})", c.links),
            HiddenGame::Chocolate(_) => "chocolate".into(),
            HiddenGame::Hackenbush(h) => {
                let edges: Vec<String> = h.edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
                format!("hackenbush({})", edges.join(" "))
            }
            HiddenGame::Lines(l) => {
                let lines: Vec<String> = l
                    .lines
                    .iter()
                    .map(|l| match l.attachment {
                        Attachment::OneEnd => l.links.to_string(),
                        Attachment::BothEnds => format!("{}=", l.links),
                    })
                    .collect();
                format!("lines({})", lines.join(","))
            }
            HiddenGame::Wythoff(_) => "wythoff".into(),
            HiddenGame::Poker(p) => {
                if p.banks == [0, 0] && p.additions_left == 0 {
                    "poker".into()
                } else {
                    format!("poker({},{},{})", p.banks[0], p.banks[1], p.additions_left)
                }
            }
            HiddenGame::Tartan(t) => t.name(),
        }
    }

    /// The numbers written after the name.
    pub fn sizes(&self) -> Vec<u64> {
        match self {
            HiddenGame::Strip { strip, .. } => strip.cells.clone(),
            HiddenGame::NoJump { strip, .. } => strip.cells.clone(),
            HiddenGame::Staircase(s) => s.steps.clone(),
            HiddenGame::Coins(row) => row.heads.clone(),
            HiddenGame::Caterpillar(c) => c.green.clone(),
            HiddenGame::Chocolate(c) => c.sides.to_vec(),
            HiddenGame::Hackenbush(_) | HiddenGame::Lines(_) => vec![],
            HiddenGame::Wythoff(w) => vec![w.first, w.second],
            HiddenGame::Poker(p) => p.heaps.clone(),
            HiddenGame::Tartan(t) => t.heads.iter().flat_map(|&(x, y)| [x, y]).collect(),
        }
    }

    /// The number of pieces: chips, steps, heads, sides, edges, lines, heaps.
    pub fn piece_count(&self) -> usize {
        match self {
            HiddenGame::Hackenbush(h) => h.edges.len(),
            HiddenGame::Lines(l) => l.lines.len(),
            HiddenGame::Tartan(t) => t.heads.len(),
            _ => self.sizes().len(),
        }
    }

    /// True for Wythoff's game (no reduction to Nim).
    pub fn is_wythoff(&self) -> bool {
        matches!(self, HiddenGame::Wythoff(_))
    }

    /// The Grundy value; for Wythoff's game by search, refused for large heaps.
    pub fn value(&self) -> Result<u64, String> {
        Ok(match self {
            HiddenGame::Strip { strip, .. } => strip.grundy_value(),
            HiddenGame::NoJump { strip, .. } => strip.grundy_value(),
            HiddenGame::Staircase(s) => s.grundy_value(),
            HiddenGame::Coins(row) => row.grundy_value(),
            HiddenGame::Caterpillar(c) => c.grundy_value(),
            HiddenGame::Chocolate(c) => c.grundy_value(),
            HiddenGame::Hackenbush(h) => h.grundy_value(),
            HiddenGame::Lines(l) => l.grundy_value(),
            HiddenGame::Wythoff(w) => u64::from(w.grundy_value().map_err(|e| e.to_string())?),
            HiddenGame::Poker(p) => p.grundy_value(),
            HiddenGame::Tartan(t) => t.value(),
        })
    }

    /// The Nim heaps of the reduction (empty for Wythoff's game).
    pub fn heaps(&self) -> Vec<u64> {
        self.reduction(usize::MAX)
            .map(|r| r.rows.iter().map(|row| row.heap).collect())
            .unwrap_or_default()
    }

    /// The reduction to Nim as data (the first `row_limit` rows); `None` for Wythoff.
    pub fn reduction(&self, row_limit: usize) -> Option<ReductionReasoning> {
        let (principle, rows): (String, Vec<ReductionRow>) = match self {
            HiddenGame::Strip { strip, .. } => (
                "a chip on cell n is a Nim heap of n: moving it left is taking from the heap".into(),
                strip
                    .cells
                    .iter()
                    .map(|&c| ReductionRow { piece: format!("chip on cell {c}"), heap: c })
                    .collect(),
            ),
            HiddenGame::NoJump { strip, .. } => (
                "pair the chips from the right (a phantom chip on cell 0 when their number is odd); a pair is a Nim heap of the empty cells between its chips; moving a pair's left chip only widens the gap and can be answered by following it".into(),
                strip
                    .reduction()
                    .iter()
                    .map(|p| ReductionRow {
                        piece: if p.phantom {
                            format!("phantom chip on cell 0 and chip on cell {}", p.right)
                        } else {
                            format!("chips on cells {} and {}", p.left, p.right)
                        },
                        heap: p.gap,
                    })
                    .collect(),
            ),
            HiddenGame::Staircase(s) => (
                "staircase Nim is Nim on the odd steps: coins moved down from an even step can be moved on at once".into(),
                s.reduction()
                    .iter()
                    .map(|&(step, c)| ReductionRow { piece: format!("coins on step {step}"), heap: c })
                    .collect(),
            ),
            HiddenGame::Coins(row) => (
                match row.rule {
                    CoinRule::TurningTurtles => "a head on coin x (coins from 1) is a Nim heap of x".into(),
                    CoinRule::MockTurtles => "a head on coin x (coins from 0) is worth the odious one of 2x and 2x+1".into(),
                    CoinRule::Ruler => "a head on coin x is worth the largest power of 2 dividing x".into(),
                },
                row.reduction()
                    .iter()
                    .map(|&(x, g)| ReductionRow { piece: format!("head on coin {x}"), heap: g })
                    .collect(),
            ),
            HiddenGame::Caterpillar(c) => (
                "links are numbered from the tail (tail link 1); green link k is a Nim heap of k (Turning Turtles)".into(),
                c.reduction()
                    .iter()
                    .map(|&(k, g)| ReductionRow { piece: format!("green link {k}"), heap: g })
                    .collect(),
            ),
            HiddenGame::Chocolate(c) => (
                "the four sides of the marked square are four Nim heaps: a break on one side shortens only that side".into(),
                c.reduction()
                    .iter()
                    .map(|&(side, n)| ReductionRow { piece: format!("{} the marked square", side.lines(n)), heap: n })
                    .collect(),
            ),
            HiddenGame::Hackenbush(h) => {
                let fused = h.fusion();
                let mut rows = Vec::new();
                if let Some(ground) = fused.first() {
                    if ground.loops > 0 {
                        rows.push(ReductionRow {
                            piece: format!("{} loop(s) at the ground after fusion", ground.loops),
                            heap: (ground.loops % 2) as u64,
                        });
                    }
                }
                for f in fused.iter().skip(1).filter(|f| f.parent == Some(0)) {
                    let (u, v) = h.edges[f.bridge.expect("a child hangs from a bridge")];
                    rows.push(ReductionRow {
                        piece: format!(
                            "branch on edge {u}–{v} (carrying {} after fusion)",
                            f.value
                        ),
                        heap: f.value + 1,
                    });
                }
                let detached = h.detached_edges().len();
                let mut principle = "fusion principle: every circuit fuses into one vertex with its edges as loops (a loop is a heap of 1); colon principle: a branch on an edge is a heap of 1 + the value it carries".to_string();
                if detached > 0 {
                    principle.push_str(&format!(
                        "; {detached} edge(s) not connected to the ground fall off before play"
                    ));
                }
                (principle, rows)
            }
            HiddenGame::Lines(l) => (
                "a line hanging by one end is a bamboo stalk (a heap of its links); a line attached at both ends fuses into loops: a heap of its links mod 2".into(),
                l.lines
                    .iter()
                    .enumerate()
                    .map(|(i, line)| ReductionRow {
                        piece: format!(
                            "line {} ({} links, {})",
                            line_name(i),
                            line.links,
                            match line.attachment {
                                Attachment::OneEnd => "one end on the base",
                                Attachment::BothEnds => "both ends on the base",
                            }
                        ),
                        heap: line.value(),
                    })
                    .collect(),
            ),
            HiddenGame::Wythoff(_) => return None,
            HiddenGame::Poker(p) => (
                "Poker Nim is Nim: an addition from the bank is undone by removing the same counters".into(),
                p.heaps
                    .iter()
                    .enumerate()
                    .map(|(i, &h)| ReductionRow { piece: format!("heap {}", i + 1), heap: h })
                    .collect(),
            ),
            HiddenGame::Tartan(t) => (
                format!(
                    "Tartan theorem: a head on (x, y) is worth g₁(x) ⊗ g₂(y), the nim product of the {} and {} values",
                    t.first.name(),
                    t.second.name()
                ),
                t.heads
                    .iter()
                    .map(|&(x, y)| ReductionRow {
                        piece: format!(
                            "head on ({x}, {y}) = {} ⊗ {}",
                            t.first.value(x),
                            t.second.value(y)
                        ),
                        heap: t.value_of((x, y)),
                    })
                    .collect(),
            ),
        };
        let value = xor_all(rows.iter().map(|r| r.heap));
        let rows_total = rows.len();
        Some(ReductionReasoning {
            game: self.name(),
            principle,
            rows: rows.into_iter().take(row_limit).collect(),
            rows_total,
            value,
        })
    }

    /// Wythoff's reasoning (Wythoff only).
    pub fn wythoff(&self) -> Option<WythoffReasoning> {
        let HiddenGame::Wythoff(w) = self else {
            return None;
        };
        let (k, pair) = w.reduction();
        Some(WythoffReasoning {
            heaps: (w.first, w.second),
            difference: k,
            p_position: pair,
            is_p_position: wythoff::is_p_position(w.first, w.second),
            grundy: w.grundy_value().ok().map(u64::from),
        })
    }

    /// Every move to a position of Grundy value `target`: how many (or why they could not
    /// be counted) and the first `room`, each as the changes it makes.
    pub fn moves_to_value(
        &self,
        target: u64,
        room: usize,
    ) -> (Result<u64, String>, Vec<Vec<HeapChange>>) {
        let all: Vec<Vec<HeapChange>> = match self {
            HiddenGame::Strip { strip, .. } => strip
                .moves_to_value(target)
                .iter()
                .map(|m| vec![HeapChange::new(m.chip, nat(m.from), nat(m.to))])
                .collect(),
            HiddenGame::NoJump { strip, .. } => strip
                .moves_to_value(target)
                .iter()
                .map(|m| strip_changes(&strip.cells, m.from, m.to))
                .collect(),
            HiddenGame::Staircase(s) => s
                .moves_to_value(target)
                .iter()
                .map(|m| staircase_changes(&s.steps, m))
                .collect(),
            HiddenGame::Coins(row) => match row.moves_to_value(target) {
                Ok(moves) => moves
                    .iter()
                    .map(|m| coin_changes(&row.heads, &m.turned))
                    .collect(),
                Err(e) => return (Err(e.to_string()), vec![]),
            },
            HiddenGame::Caterpillar(c) => c
                .moves_to_value(target)
                .iter()
                .map(|m| {
                    let mut turned = vec![m.link];
                    turned.extend(m.second);
                    coin_changes(&c.green, &turned)
                })
                .collect(),
            HiddenGame::Chocolate(c) => c
                .moves_to_value(target)
                .iter()
                .map(|m| vec![HeapChange::new(m.nim().heap, nat(m.from), nat(m.to))])
                .collect(),
            HiddenGame::Hackenbush(h) => h
                .moves_to_value(target)
                .iter()
                .map(|m| {
                    std::iter::once(m.edge)
                        .chain(m.falls.iter().copied())
                        .map(|e| HeapChange::split(e, nat(1), vec![]))
                        .collect()
                })
                .collect(),
            HiddenGame::Lines(l) => {
                let s = l.grundy_value() ^ target;
                let mut count = 0u64;
                for line in &l.lines {
                    let h = line.value();
                    let t = h ^ s;
                    count += match line.attachment {
                        _ if s == 0 => 0,
                        Attachment::OneEnd => u64::from(t < h),
                        Attachment::BothEnds => {
                            let n = line.links.wrapping_sub(1);
                            if line.links == 0
                                || t > n
                                || (n - t) % 2 == 1
                                || ((n - t) / 2) & t != 0
                            {
                                0
                            } else {
                                1u64.checked_shl(t.count_ones()).unwrap_or(u64::MAX)
                            }
                        }
                    };
                }
                let moves = l
                    .moves_to_value(target)
                    .iter()
                    .take(room)
                    .map(line_changes)
                    .collect();
                return (Ok(count), moves);
            }
            HiddenGame::Wythoff(w) => {
                if w.first.max(w.second) > wythoff::GRUNDY_SEARCH_LIMIT {
                    return (
                        Err(wythoff::WythoffError::SearchTooLarge.to_string()),
                        vec![],
                    );
                }
                let table = wythoff::grundy_table(w.first as usize + 1, w.second as usize + 1);
                self.all_moves()
                    .into_iter()
                    .filter(|m| {
                        let HiddenGame::Wythoff(a) = self.with_changes(m) else {
                            unreachable!()
                        };
                        u64::from(table[a.first as usize][a.second as usize]) == target
                    })
                    .collect()
            }
            HiddenGame::Poker(p) => p
                .moves_to_value(target)
                .iter()
                .map(|m| vec![HeapChange::new(m.heap, nat(m.from), nat(m.to))])
                .collect(),
            HiddenGame::Tartan(t) => {
                let d = t.value() ^ target;
                let mut out = Vec::new();
                if d != 0 {
                    for &head in &t.heads {
                        let (sa, sb) = match t.move_sets(head) {
                            Ok(s) => s,
                            Err(e) => return (Err(e), vec![]),
                        };
                        let gb: Vec<u64> = sb
                            .iter()
                            .map(|b| xor_all(b.iter().map(|&y| t.second.value(y))))
                            .collect();
                        for a in &sa {
                            let ga = xor_all(a.iter().map(|&x| t.first.value(x)));
                            for (b, &g) in sb.iter().zip(&gb) {
                                if nim_mul(ga, g) == d {
                                    out.push(t.changes(a, b));
                                }
                            }
                        }
                    }
                }
                out
            }
        };
        let count = all.len() as u64;
        (Ok(count), all.into_iter().take(room).collect())
    }

    /// Every move, from the game's own rules (for exhaustive search; small positions).
    pub fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        match self {
            HiddenGame::Strip { strip, .. } => {
                for (i, &c) in strip.cells.iter().enumerate() {
                    out.extend((0..c).map(|to| vec![HeapChange::new(i, nat(c), nat(to))]));
                }
            }
            HiddenGame::NoJump { strip, .. } => {
                for (i, &c) in strip.cells.iter().enumerate() {
                    let low = if i == 0 { 1 } else { strip.cells[i - 1] + 1 };
                    out.extend((low..c).map(|to| vec![HeapChange::new(i, nat(c), nat(to))]));
                }
            }
            HiddenGame::Staircase(s) => {
                for (i, &c) in s.steps.iter().enumerate() {
                    for count in 1..=c {
                        let m = StaircaseMove {
                            from: i + 1,
                            count,
                            nim: NimMove {
                                heap: 0,
                                from: 0,
                                to: 0,
                            },
                        };
                        out.push(staircase_changes(&s.steps, &m));
                    }
                }
            }
            HiddenGame::Coins(row) => {
                for &x in &row.heads {
                    for set in row.rule.move_sets(x) {
                        out.push(coin_changes(&row.heads, &set));
                    }
                }
            }
            HiddenGame::Caterpillar(c) => {
                for &x in &c.green {
                    for set in CoinRule::TurningTurtles.move_sets(x) {
                        out.push(coin_changes(&c.green, &set));
                    }
                }
            }
            HiddenGame::Chocolate(c) => {
                for (i, &n) in c.sides.iter().enumerate() {
                    out.extend((0..n).map(|to| vec![HeapChange::new(i, nat(n), nat(to))]));
                }
            }
            HiddenGame::Hackenbush(h) => {
                for m in h.moves() {
                    out.push(
                        std::iter::once(m.edge)
                            .chain(m.falls.iter().copied())
                            .map(|e| HeapChange::split(e, nat(1), vec![]))
                            .collect(),
                    );
                }
            }
            HiddenGame::Lines(l) => {
                for (line, bl) in l.lines.iter().enumerate() {
                    for link in 1..=bl.links {
                        out.push(line_changes(&BrokenLineMove {
                            line,
                            attachment: bl.attachment,
                            links: bl.links,
                            link,
                            nim: NimMove {
                                heap: 0,
                                from: 0,
                                to: 0,
                            },
                        }));
                    }
                }
            }
            HiddenGame::Wythoff(w) => {
                let (a, b) = (w.first, w.second);
                out.extend((0..a).map(|i| vec![HeapChange::new(0, nat(a), nat(i))]));
                out.extend((0..b).map(|j| vec![HeapChange::new(1, nat(b), nat(j))]));
                out.extend((1..=a.min(b)).map(|d| {
                    vec![
                        HeapChange::new(0, nat(a), nat(a - d)),
                        HeapChange::new(1, nat(b), nat(b - d)),
                    ]
                }));
            }
            HiddenGame::Poker(p) => {
                for (i, &h) in p.heaps.iter().enumerate() {
                    out.extend((0..h).map(|to| vec![HeapChange::new(i, nat(h), nat(to))]));
                    if p.additions_left > 0 {
                        out.extend(
                            (1..=p.banks[0]).map(|k| vec![HeapChange::new(i, nat(h), nat(h + k))]),
                        );
                    }
                }
            }
            HiddenGame::Tartan(t) => {
                for &(x, y) in &t.heads {
                    let (sa, sb) = (t.first.move_sets(x), t.second.move_sets(y));
                    for a in &sa {
                        for b in &sb {
                            out.push(t.changes(a, b));
                        }
                    }
                }
            }
        }
        out
    }

    /// The game after `changes` (as made by [`HiddenGame::moves_to_value`] or
    /// [`HiddenGame::all_moves`]).
    pub fn with_changes(&self, changes: &[HeapChange]) -> HiddenGame {
        let mut g = self.clone();
        match &mut g {
            HiddenGame::Strip { strip, .. } => {
                for c in changes {
                    strip.cells[c.heap] = small(&c.to);
                }
            }
            HiddenGame::NoJump { strip, .. } => {
                for c in changes {
                    strip.cells[c.heap] = small(&c.to);
                }
            }
            HiddenGame::Staircase(s) => {
                for c in changes {
                    s.steps[c.heap] = small(&c.to);
                }
            }
            HiddenGame::Chocolate(ch) => {
                for c in changes {
                    ch.sides[c.heap] = small(&c.to);
                }
            }
            HiddenGame::Wythoff(w) => {
                for c in changes {
                    if c.heap == 0 {
                        w.first = small(&c.to);
                    } else {
                        w.second = small(&c.to);
                    }
                }
            }
            HiddenGame::Poker(p) => {
                for c in changes {
                    *p = p.apply(&PokerMove {
                        heap: c.heap,
                        from: small(&c.from),
                        to: small(&c.to),
                    });
                }
            }
            HiddenGame::Coins(row) => {
                splice(&mut row.heads, changes, &|c| {
                    c.parts.iter().flatten().map(small).collect()
                });
                row.heads.sort_unstable();
            }
            HiddenGame::Caterpillar(cat) => {
                splice(&mut cat.green, changes, &|c| {
                    c.parts.iter().flatten().map(small).collect()
                });
                cat.green.sort_unstable();
            }
            HiddenGame::Tartan(t) => {
                splice(&mut t.heads, changes, &|c| {
                    let flat: Vec<u64> = c.parts.iter().flatten().map(small).collect();
                    flat.chunks(2).map(|p| (p[0], p[1])).collect()
                });
                t.heads.sort_unstable();
            }
            HiddenGame::Hackenbush(h) => {
                splice(&mut h.edges, changes, &|_| vec![]);
                // Edges that were already off the ground (in the input) fall now too.
                let detached = h.detached_edges();
                let mut e = 0;
                h.edges.retain(|_| {
                    e += 1;
                    !detached.contains(&(e - 1))
                });
            }
            HiddenGame::Lines(l) => {
                splice(&mut l.lines, changes, &|c| match &c.parts {
                    Some(parts) => parts
                        .iter()
                        .map(small)
                        .filter(|&n| n > 0)
                        .map(|links| BrokenLine {
                            links,
                            attachment: Attachment::OneEnd,
                        })
                        .collect(),
                    None => {
                        let links = small(&c.to);
                        let old = self_line(c);
                        if links == 0 {
                            vec![]
                        } else {
                            vec![BrokenLine {
                                links,
                                attachment: old,
                            }]
                        }
                    }
                });
            }
        }
        g
    }

    /// The move made by `changes`, in the game's terms with its Nim translation in
    /// brackets ("move the chip on cell 14 to cell 9 (heap 14 → 9)"), and the
    /// translation as data (none for Wythoff's game).
    pub fn describe(&self, changes: &[HeapChange]) -> (String, Option<NimMove>) {
        let after = self.with_changes(changes);
        let (text, nim) = match self {
            HiddenGame::Strip { .. } => {
                let c = &changes[0];
                let m = StripMove {
                    chip: c.heap,
                    from: small(&c.from),
                    to: small(&c.to),
                };
                (m.describe(), Some(m.nim()))
            }
            HiddenGame::NoJump { .. } => {
                let c = &changes[0];
                (
                    format!("move the chip on cell {} to cell {}", c.from, c.to),
                    nim_diff(&self.heaps(), &after.heaps()),
                )
            }
            HiddenGame::Staircase(s) => {
                let c = changes
                    .iter()
                    .find(|c| c.to < c.from)
                    .expect("coins leave a step");
                let m = StaircaseMove {
                    from: c.heap + 1,
                    count: small(&(&c.from - &c.to)),
                    nim: NimMove {
                        heap: 0,
                        from: 0,
                        to: 0,
                    },
                };
                let _ = s;
                (m.describe(), nim_diff(&self.heaps(), &after.heaps()))
            }
            HiddenGame::Coins(row) => {
                let turned = turned_coins(changes);
                let main = *turned.last().expect("a coin is turned");
                let gx = row.rule.value(main);
                let rest = xor_all(turned.iter().map(|&c| row.rule.value(c))) ^ gx;
                let heap = row.heads.iter().position(|&h| h == main).unwrap_or(0);
                let m = CoinMove {
                    turned,
                    nim: NimMove {
                        heap,
                        from: gx,
                        to: rest,
                    },
                };
                (m.describe(), Some(m.nim))
            }
            HiddenGame::Caterpillar(c) => {
                let turned = turned_coins(changes);
                let link = *turned.last().expect("a link is recoloured");
                let second = (turned.len() == 2).then(|| turned[0]);
                let heap = c.green.iter().position(|&h| h == link).unwrap_or(0);
                let m = CaterpillarMove {
                    link,
                    second,
                    second_was_green: second.is_some_and(|s| c.green.contains(&s)),
                    nim: NimMove {
                        heap,
                        from: link,
                        to: second.unwrap_or(0),
                    },
                };
                (m.describe(), Some(m.nim))
            }
            HiddenGame::Chocolate(_) => {
                let c = &changes[0];
                let m = ChocolateMove {
                    side: Side::ALL[c.heap],
                    from: small(&c.from),
                    to: small(&c.to),
                };
                (m.describe(), Some(m.nim()))
            }
            HiddenGame::Hackenbush(h) => {
                let (u, v) = h.edges[changes[0].heap];
                let mut s = format!("cut edge {u}–{v}");
                let fallen: Vec<String> = changes[1..]
                    .iter()
                    .map(|c| {
                        let (a, b) = h.edges[c.heap];
                        format!("{a}–{b}")
                    })
                    .collect();
                if !fallen.is_empty() {
                    let verb = if fallen.len() == 1 { "falls" } else { "fall" };
                    s.push_str(&format!("; {} {verb} off", fallen.join(", ")));
                }
                let nim = NimMove {
                    heap: 0,
                    from: h.grundy_value(),
                    to: after.value().unwrap_or(0),
                };
                (s, Some(nim))
            }
            HiddenGame::Lines(l) => {
                let c = &changes[0];
                let line = l.lines[c.heap];
                let link = match &c.parts {
                    Some(parts) => small(&parts[0]) + 1,
                    None => small(&c.to) + 1,
                };
                let to = match &c.parts {
                    Some(parts) => parts.iter().fold(0, |a, p| a ^ small(p)),
                    None => small(&c.to),
                };
                let m = BrokenLineMove {
                    line: c.heap,
                    attachment: line.attachment,
                    links: line.links,
                    link,
                    nim: NimMove {
                        heap: c.heap,
                        from: line.value(),
                        to,
                    },
                };
                (m.describe(), Some(m.nim))
            }
            HiddenGame::Wythoff(w) => {
                let HiddenGame::Wythoff(a) = after else {
                    unreachable!()
                };
                let m = WythoffMove {
                    from: (w.first, w.second),
                    to: (a.first, a.second),
                };
                (m.describe(), None)
            }
            HiddenGame::Poker(_) => {
                let c = &changes[0];
                let m = PokerMove {
                    heap: c.heap,
                    from: small(&c.from),
                    to: small(&c.to),
                };
                (m.describe(), Some(m.nim()))
            }
            HiddenGame::Tartan(t) => {
                let mut turned: Vec<(u64, u64)> = Vec::new();
                for c in changes {
                    turned.push(t.heads[c.heap]);
                    let flat: Vec<u64> = c.parts.iter().flatten().map(small).collect();
                    turned.extend(flat.chunks(2).map(|p| (p[0], p[1])));
                }
                turned.sort_unstable();
                let main = *turned.last().expect("a coin is turned");
                let from = t.value_of(main);
                let to = xor_all(turned.iter().map(|&c| t.value_of(c))) ^ from;
                let heap = t.heads.iter().position(|&h| h == main).unwrap_or(0);
                let list: Vec<String> = turned.iter().map(|(x, y)| format!("({x}, {y})")).collect();
                let s = if list.len() == 1 { "" } else { "s" };
                (
                    format!("turn over coin{s} {}", list.join(", ")),
                    Some(NimMove { heap, from, to }),
                )
            }
        };
        match nim {
            // Poker Nim's moves are already Nim moves.
            Some(n) if !matches!(self, HiddenGame::Poker(_)) => {
                (format!("{text} ({})", n.describe()), Some(n))
            }
            other => (text, other),
        }
    }

    /// The search state: the pieces as small numbers (see [`HiddenGame::from_state`]).
    pub fn state(&self) -> Vec<u64> {
        match self {
            HiddenGame::Hackenbush(h) => h
                .edges
                .iter()
                .flat_map(|&(u, v)| [u as u64, v as u64])
                .collect(),
            HiddenGame::Lines(l) => l
                .lines
                .iter()
                .map(|l| 2 * l.links + u64::from(l.attachment == Attachment::BothEnds))
                .collect(),
            HiddenGame::Poker(p) => {
                let mut s = p.heaps.clone();
                s.extend([p.banks[0], p.banks[1], u64::from(p.additions_left)]);
                s
            }
            _ => self.sizes(),
        }
    }

    /// The game whose search state is `state` (`self` gives the rules).
    pub fn from_state(&self, state: &[u64]) -> HiddenGame {
        let v = state.to_vec();
        match self {
            HiddenGame::Strip { length, .. } => HiddenGame::Strip {
                length: *length,
                strip: Strip { cells: v },
            },
            HiddenGame::NoJump { length, .. } => HiddenGame::NoJump {
                length: *length,
                strip: NoJumpStrip { cells: v },
            },
            HiddenGame::Staircase(_) => HiddenGame::Staircase(Staircase { steps: v }),
            HiddenGame::Coins(row) => HiddenGame::Coins(CoinRow {
                rule: row.rule,
                heads: v,
            }),
            HiddenGame::Caterpillar(c) => HiddenGame::Caterpillar(Caterpillar {
                links: c.links,
                green: v,
            }),
            HiddenGame::Chocolate(_) => HiddenGame::Chocolate(Chocolate {
                sides: [v[0], v[1], v[2], v[3]],
            }),
            HiddenGame::Hackenbush(h) => HiddenGame::Hackenbush(Hackenbush {
                vertex_count: h.vertex_count,
                edges: v
                    .chunks(2)
                    .map(|p| (p[0] as usize, p[1] as usize))
                    .collect(),
            }),
            HiddenGame::Lines(_) => HiddenGame::Lines(BrokenLines {
                lines: v
                    .iter()
                    .map(|&e| BrokenLine {
                        links: e / 2,
                        attachment: if e % 2 == 1 {
                            Attachment::BothEnds
                        } else {
                            Attachment::OneEnd
                        },
                    })
                    .collect(),
            }),
            HiddenGame::Wythoff(_) => HiddenGame::Wythoff(Wythoff {
                first: v[0],
                second: v[1],
            }),
            HiddenGame::Poker(_) => {
                let n = v.len() - 3;
                HiddenGame::Poker(PokerNim {
                    heaps: v[..n].to_vec(),
                    banks: [v[n], v[n + 1]],
                    additions_left: v[n + 2] as u32,
                })
            }
            HiddenGame::Tartan(t) => HiddenGame::Tartan(Tartan {
                first: t.first,
                second: t.second,
                heads: v.chunks(2).map(|p| (p[0], p[1])).collect(),
                nimmul: t.nimmul,
            }),
        }
    }

    /// The state with equivalent arrangements merged (pieces sorted where their order
    /// does not matter).
    pub fn canonical_state(&self, state: &[u64]) -> Vec<u64> {
        let mut v = state.to_vec();
        match self {
            HiddenGame::Staircase(_) | HiddenGame::Chocolate(_) => {}
            HiddenGame::Hackenbush(_) | HiddenGame::Tartan(_) => {
                let mut pairs: Vec<(u64, u64)> = v
                    .chunks(2)
                    .map(|p| match self {
                        HiddenGame::Hackenbush(_) => (p[0].min(p[1]), p[0].max(p[1])),
                        _ => (p[0], p[1]),
                    })
                    .collect();
                pairs.sort_unstable();
                v = pairs.into_iter().flat_map(|(a, b)| [a, b]).collect();
            }
            HiddenGame::Poker(_) => {
                let n = v.len() - 3;
                v[..n].sort_unstable();
            }
            _ => v.sort_unstable(),
        }
        v
    }

    /// Upper bounds for exhaustive search: (distinct positions, moves per position).
    pub fn search_size(&self) -> (f64, f64) {
        let f = |v: u64| v as f64;
        let sum = |v: &[u64]| v.iter().map(|&c| c as f64).sum::<f64>();
        let prod = |v: &[u64]| v.iter().map(|&c| c as f64 + 1.0).product::<f64>();
        match self {
            HiddenGame::Strip { strip, .. } => (prod(&strip.cells), sum(&strip.cells)),
            HiddenGame::NoJump { strip, .. } => (prod(&strip.cells), sum(&strip.cells)),
            HiddenGame::Staircase(s) => {
                let total = sum(&s.steps);
                ((total + 1.0).powi(s.steps.len() as i32), total)
            }
            HiddenGame::Coins(row) => {
                let m = row.heads.last().copied().unwrap_or(0);
                let per = |x: u64| match row.rule {
                    CoinRule::MockTurtles => f(x) * f(x) / 2.0 + f(x) + 1.0,
                    _ => f(x) + 1.0,
                };
                (
                    2f64.powf(f(m) + 1.0),
                    row.heads.iter().map(|&x| per(x)).sum(),
                )
            }
            HiddenGame::Caterpillar(c) => (
                2f64.powf(f(c.links)),
                sum(&c.green) + f(c.green.len() as u64),
            ),
            HiddenGame::Chocolate(c) => (prod(&c.sides), sum(&c.sides)),
            HiddenGame::Hackenbush(h) => (2f64.powi(h.edges.len() as i32), f(h.edges.len() as u64)),
            HiddenGame::Lines(l) => {
                let links: Vec<u64> = l.lines.iter().map(|l| l.links).collect();
                (prod(&links).powi(2), sum(&links))
            }
            HiddenGame::Wythoff(w) => (
                (f(w.first) + 1.0) * (f(w.second) + 1.0),
                f(w.first) + f(w.second) + f(w.first.min(w.second)),
            ),
            HiddenGame::Poker(p) => {
                let total = sum(&p.heaps) + f(p.banks[0]) + f(p.banks[1]);
                let n = p.heaps.len() as i32 + 2;
                (
                    (total + 1.0).powi(n) * (f(u64::from(p.additions_left)) + 1.0),
                    total * f(p.heaps.len() as u64),
                )
            }
            HiddenGame::Tartan(t) => {
                let mx = t.heads.iter().map(|h| h.0).max().unwrap_or(0);
                let my = t.heads.iter().map(|h| h.1).max().unwrap_or(0);
                let sets = |rule: CoinRule, c: u64| match rule {
                    CoinRule::MockTurtles => f(c) * f(c) / 2.0 + f(c) + 1.0,
                    _ => f(c) + 1.0,
                };
                (
                    2f64.powf((f(mx) + 1.0) * (f(my) + 1.0)),
                    t.heads
                        .iter()
                        .map(|&(x, y)| sets(t.first, x) * sets(t.second, y))
                        .sum(),
                )
            }
        }
    }
}

fn self_line(_c: &HeapChange) -> Attachment {
    // A change without parts only ever shortens a line hanging by one end.
    Attachment::OneEnd
}

/// The coins a coin-row move turns: every changed head and every new head.
fn turned_coins(changes: &[HeapChange]) -> Vec<u64> {
    let mut turned: Vec<u64> = changes
        .iter()
        .flat_map(|c| std::iter::once(small(&c.from)).chain(c.parts.iter().flatten().map(small)))
        .collect();
    turned.sort_unstable();
    turned
}
