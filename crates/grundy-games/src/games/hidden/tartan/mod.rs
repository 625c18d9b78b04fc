//! Products of coin games (the Tartan theorem): `tartan(turtles,ruler) 3 4 2 2` — heads
//! on the grid at (3, 4) and (2, 2) of the product of Turning Turtles and Ruler — and
//! `nimmul 5 7`, a head on (5, 7) in Turning Turtles × Turning Turtles, worth the nim
//! product 5 ⊗ 7. Either factor is any spawning game (`tartan(turnips,grunt)`,
//! `tartan(spawning(1-3C(5)),ruler)`). A head on (x, y) is a Nim heap of g₁(x) ⊗ g₂(y).
//! The mathematics is in [`crate::nimber`] and `product.rs`.
//!
//! **Tartan theorem** (*Winning Ways*, ch. 14). In the product `G₁ × G₂` a move picks a
//! move set `A` of `G₁` and `B` of `G₂` and turns every coin of `A × B`, the coin
//! `(max A, max B)` going from heads to tails; the value of a head on `(x, y)` is the
//! nim product `g₁(x) ⊗ g₂(y)`, and a position is the nim-sum of its heads.
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let v = |t: &str| analyze(&parse_position(t).unwrap(), &AnalyzeOptions::default()).unwrap().value;
//! assert_eq!(v("nimmul 5 7"), Some(13u8.into()));
//! assert_eq!(v("tartan(turtles,ruler) 3 4 2 2"), Some(15u8.into()));
//! // Turnips × Grunt: g(7) = 2 in Turnips, g(9) = 2 in Grunt; 2 ⊗ 2 = 3.
//! assert_eq!(v("tartan(turnips,grunt) 7 9"), Some(3u8.into()));
//! ```

mod product;
pub use product::{product_value, tartan_value, ProductGame};

use super::spawning::{CoinLine, Values};
use super::xor_all;
use super::{
    coin_plays, nat, numbers, pairs, small, toggle_changes, turning_nim_move, DisguisedRules,
    DisguisedWords, NimInDisguise, ReductionRow,
};
use crate::component::board::MAX_PLAYS;
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{AnyComponent, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape};
use crate::i18n::{msg, Message};
use crate::language::{Arg, Head, ParseError, ReadFile, SizeToken};
use crate::nimber::nim_mul;
use std::collections::HashMap;

/// The registry's entry for `tartan(R,S)` and `nimmul`.
pub static SPEC: GameSpec = GameSpec {
    names: &["tartan", "nimmul"],
    matches: None,
    syntax: "tartan(R,S), nimmul",
    example: "tartan(turtles,ruler) 1 2 2 1",
    examples: &[("nimmul 3 5", "example-tartan-1")],
    about_id: "about-tartan",
    syntax_id: "syntax-tartan",
    parse,
    whole_position: false,
};

/// The most move sets (`|sets(x)| · |sets(y)|`) enumerated for one Tartan head.
pub const MAX_TARTAN_SETS: usize = 100_000;

/// A product of two coin-turning games played on a grid (Tartan theorem), or — written
/// `nimmul` — Turning Turtles × Turning Turtles, whose single head on `(x, y)` is worth
/// the nim product `x ⊗ y`.
///
/// ```
/// use grundy::games::hidden::{spawning::CoinLine, tartan::Tartan, NimInDisguise};
/// let line = |n: &str| CoinLine::named(n).unwrap();
/// let t = Tartan::new(line("turtles"), line("ruler"), vec![(3, 4), (2, 2)], false).unwrap();
/// assert_eq!(t.game_name(), "tartan(turtles,ruler)");
/// assert_eq!(t.nim_heaps(), vec![3, 12]);
/// ```
#[derive(Debug, Clone)]
pub struct Tartan {
    first: CoinLine,
    second: CoinLine,
    /// The heads, `(x, y)`, sorted.
    pub heads: Vec<(u64, u64)>,
    nimmul: bool,
    values: (Values, Values),
}

impl PartialEq for Tartan {
    fn eq(&self, other: &Self) -> bool {
        (&self.first, &self.second, &self.heads, self.nimmul)
            == (&other.first, &other.second, &other.heads, other.nimmul)
    }
}

impl Eq for Tartan {}

/// The move sets of the two coordinates of a Tartan head.
type SetPair = (Vec<Vec<u64>>, Vec<Vec<u64>>);

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let nimmul = head.name == "nimmul";
    let (first, second) = if nimmul {
        head.no_args()?;
        let turtles = CoinLine::named("turtles")
            .ok_or_else(|| head.error(msg!("parse-not-a-spawning-game")))?;
        (turtles.clone(), turtles)
    } else {
        match head.args.as_deref() {
            Some([a, b]) => {
                let line = |a: &Arg| CoinLine::from_token(&a.text).map_err(|m| a.error(m));
                (line(a)?, line(b)?)
            }
            _ => return Err(head.error(msg!("parse-tartan-two-games"))),
        }
    };
    if sizes.len() % 2 == 1
        && let Some(last) = sizes.last()
    {
        return Err(last.error(msg!("parse-tartan-no-y")));
    }
    let n = numbers(sizes)?;
    let mut heads = Vec::new();
    for ((x, y), t) in pairs(&n).zip(sizes.chunks_exact(2)) {
        let [tx, ty] = t else { continue };
        for (line, v, t) in [(&first, x, tx), (&second, y, ty)] {
            if v < line.first_coin() {
                return Err(t.error(msg!("parse-coins-numbered-from", first = line.first_coin())));
            }
        }
        let pair = (x, y);
        if heads.contains(&pair) {
            return Err(tx.error(msg!("parse-tartan-head-twice", x = x, y = y)));
        }
        heads.push(pair);
    }
    let far = |i: usize| {
        sizes
            .chunks_exact(2)
            .filter_map(|t| t.get(i))
            .max_by_key(|t| t.text.parse::<u64>().unwrap_or(u64::MAX))
    };
    let t = Tartan::new(first, second, heads, nimmul).map_err(|(i, m)| match far(i) {
        Some(t) => t.error(m),
        None => head.error(m),
    })?;
    Ok(AnyComponent::new(t))
}

impl Tartan {
    /// Heads on `heads` of `first × second` (`nimmul`: written so, both Turning Turtles).
    ///
    /// # Errors
    /// Which coordinate (0 or 1) is out of reach of its game's values, and why.
    pub fn new(
        first: CoinLine,
        second: CoinLine,
        mut heads: Vec<(u64, u64)>,
        nimmul: bool,
    ) -> Result<Tartan, (usize, Message)> {
        heads.sort_unstable();
        let last_x = heads
            .iter()
            .map(|h| h.0)
            .max()
            .unwrap_or(first.first_coin());
        let last_y = heads
            .iter()
            .map(|h| h.1)
            .max()
            .unwrap_or(second.first_coin());
        let v1 = first.values_upto(last_x).map_err(|m| (0, m))?;
        let v2 = second.values_upto(last_y).map_err(|m| (1, m))?;
        Ok(Tartan {
            first,
            second,
            heads,
            nimmul,
            values: (v1, v2),
        })
    }

    /// The game of the first coordinate.
    pub fn first(&self) -> &CoinLine {
        &self.first
    }

    /// The game of the second coordinate.
    pub fn second(&self) -> &CoinLine {
        &self.second
    }

    /// `g₁(x)` and `g₂(y)`.
    fn factors(&self, (x, y): (u64, u64)) -> (u64, u64) {
        (
            self.first.value(&self.values.0, x),
            self.second.value(&self.values.1, y),
        )
    }

    /// The value of a head on `(x, y)`: `g₁(x) ⊗ g₂(y)`.
    ///
    /// ```
    /// use grundy::games::hidden::{spawning::CoinLine, tartan::Tartan};
    /// let turtles = CoinLine::named("turtles").unwrap();
    /// let t = Tartan::new(turtles.clone(), turtles, vec![], true).unwrap();
    /// assert_eq!(t.value_of((5, 7)), 13);
    /// ```
    pub fn value_of(&self, head: (u64, u64)) -> u64 {
        let (a, b) = self.factors(head);
        nim_mul(a, b)
    }

    /// The move sets of head `(x, y)`, or why they are too many.
    fn move_sets(&self, (x, y): (u64, u64)) -> Result<SetPair, Refusal> {
        let cap = MAX_TARTAN_SETS as u64;
        let too_many = || {
            Refusal::Failed(crate::i18n::msg!(
                "reason-tartan-too-many-moves",
                head = format!("({x}, {y})"),
                max = MAX_TARTAN_SETS
            ))
        };
        let a = self.first.count_moves(x, cap).ok_or_else(too_many)?;
        let b = self.second.count_moves(y, cap).ok_or_else(too_many)?;
        if a.saturating_mul(b) > cap {
            return Err(too_many());
        }
        Ok((self.first.move_sets(x), self.second.move_sets(y)))
    }

    /// The changes of turning the coins `a × b`: the largest a head that becomes the
    /// coins turned to heads (as pairs in `parts`, `to` their nim value), the other turned
    /// heads gone.
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
            let flat: Vec<u64> = c
                .parts
                .as_ref()
                .map(|p| p.iter().map(small).collect())
                .unwrap_or_default();
            c.to = nat(pairs(&flat).fold(0, |acc, p| acc ^ self.value_of(p)));
        }
        out
    }

    /// The coins a move turns: every changed head and every new head, sorted.
    fn turned(&self, changes: &[HeapChange]) -> Vec<(u64, u64)> {
        let mut turned: Vec<(u64, u64)> = Vec::new();
        for c in changes {
            if let Some(&h) = self.heads.get(c.heap) {
                turned.push(h);
            }
            let flat: Vec<u64> = c.parts.iter().flatten().map(small).collect();
            turned.extend(pairs(&flat));
        }
        turned.sort_unstable();
        turned
    }
}

impl NimInDisguise for Tartan {
    fn game_name(&self) -> String {
        if self.nimmul {
            "nimmul".into()
        } else {
            format!("tartan({},{})", self.first.token(), self.second.token())
        }
    }

    fn numbers(&self) -> Vec<u64> {
        self.heads.iter().flat_map(|&(x, y)| [x, y]).collect()
    }

    /// A head is a piece of its value (the heap it is).
    fn piece_sizes(&self) -> Vec<u64> {
        self.heads.iter().map(|&h| self.value_of(h)).collect()
    }

    /// The grid of coins up to the last heads (listed beyond 16 × 16): a click on a head
    /// and on the opposite corner of a rectangle turns the coins of the move (a click on
    /// every coin it turns where two moves share their corners).
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let items = self
            .heads
            .iter()
            .map(|(x, y)| Piece::new(format!("({x}, {y})"), None))
            .collect();
        let board = Pieces::new_in(lang, "coin", "◉", items);
        let (f1, f2) = (self.first.first_coin(), self.second.first_coin());
        let max_x = self.heads.iter().map(|h| h.0).max().unwrap_or(f1);
        let max_y = self.heads.iter().map(|h| h.1).max().unwrap_or(f2);
        if max_x - f1 >= 16 || max_y - f2 >= 16 {
            return board;
        }
        let mut picture = Picture::in_lang(lang);
        let mut ids = HashMap::new();
        let place = |x: u64, y: u64| [(x - f1) as f32 + 1.5, (max_y - y) as f32 + 0.5];
        for y in f2..=max_y {
            for x in f1..=max_x {
                let heads = self.heads.binary_search(&(x, y)).is_ok();
                let (kind, side) = if heads {
                    (Kind::Heads, "board-coin-heads-at")
                } else {
                    (Kind::Tails, "board-coin-tails-at")
                };
                let label = crate::i18n::t!(lang, side, x = x, y = y);
                let id = picture.add(Shape::circle(kind, place(x, y), 0.8).named(label));
                ids.insert((x, y), id);
            }
            picture.add(Shape::caption([0.5, place(f1, y)[1]], y.to_string()));
        }
        for x in f1..=max_x {
            picture.add(Shape::caption(
                [place(x, f2)[0], place(x, f2)[1] + 0.85],
                x.to_string(),
            ));
        }
        let sets: Vec<SetPair> = self
            .heads
            .iter()
            .map(|&h| self.move_sets(h).unwrap_or_default())
            .collect();
        let total: usize = sets.iter().map(|(a, b)| a.len() * b.len()).sum();
        if total <= MAX_PLAYS {
            let mut moves = Vec::new();
            for (&head, (sa, sb)) in self.heads.iter().zip(&sets) {
                for a in sa {
                    for b in sb {
                        let turned: Vec<(u64, u64)> = a
                            .iter()
                            .flat_map(|&i| b.iter().map(move |&j| (i, j)))
                            .collect();
                        let select = match (turned.len(), a.first(), b.first()) {
                            (2.., Some(&x), Some(&y)) => vec![head, (x, y)],
                            _ => vec![head],
                        };
                        moves.push((select, turned, self.changes(a, b)));
                    }
                }
            }
            coin_plays(&mut picture, &ids, moves);
        }
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-tartan"))
    }

    fn principle(&self) -> crate::i18n::Message {
        crate::i18n::msg!(
            "principle-tartan",
            first = self.first.token(),
            second = self.second.token()
        )
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.heads
            .iter()
            .map(|&(x, y)| ReductionRow {
                piece: {
                    let (a, b) = self.factors((x, y));
                    crate::i18n::msg!(
                        "row-tartan-head",
                        x = x.to_string(),
                        y = y.to_string(),
                        a = a.to_string(),
                        b = b.to_string()
                    )
                },
                heap: self.value_of((x, y)),
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        xor_all(self.heads.iter().map(|&h| self.value_of(h)))
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        let d = self.nim_value() ^ target;
        let mut out = Vec::new();
        if d == 0 {
            return Ok(out);
        }
        for &head in &self.heads {
            let (sa, sb) = self.move_sets(head)?;
            let gb: Vec<u64> = sb
                .iter()
                .map(|b| xor_all(b.iter().map(|&y| self.second.value(&self.values.1, y))))
                .collect();
            for a in &sa {
                let ga = xor_all(a.iter().map(|&x| self.first.value(&self.values.0, x)));
                for (b, &g) in sb.iter().zip(&gb) {
                    if nim_mul(ga, g) == d {
                        out.push(self.changes(a, b));
                    }
                }
            }
        }
        Ok(out)
    }
}

impl DisguisedRules for Tartan {
    fn with_state(&self, state: &[u64]) -> Self {
        Tartan {
            first: self.first.clone(),
            second: self.second.clone(),
            heads: pairs(state).collect(),
            nimmul: self.nimmul,
            values: self.values.clone(),
        }
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for &(x, y) in &self.heads {
            let (sa, sb) = self.move_sets((x, y)).unwrap_or_default();
            for a in &sa {
                for b in &sb {
                    out.push(self.changes(a, b));
                }
            }
        }
        out
    }

    /// Turning the last head over alone (the product of the one-coin moves).
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let &(x, y) = self.heads.last()?;
        Some(self.changes(&[x], &[y]))
    }

    fn has_one_move(&self) -> Option<bool> {
        // Any head can be turned alone: a move exactly when a head is up.
        Some(self.one_move().is_some())
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut t = self.clone();
        HeapChange::splice_all(changes, &mut t.heads, |c| {
            let flat: Vec<u64> = c.parts.iter().flatten().map(small).collect();
            pairs(&flat).collect()
        });
        t.heads.sort_unstable();
        t
    }

    /// The heads as pairs, sorted.
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        let mut heads: Vec<(u64, u64)> = pairs(state).collect();
        heads.sort_unstable();
        heads.into_iter().flat_map(|(a, b)| [a, b]).collect()
    }

    fn size_bound(&self) -> SearchSize {
        let mx = self.heads.iter().map(|h| h.0).max().unwrap_or(0) as f64;
        let my = self.heads.iter().map(|h| h.1).max().unwrap_or(0) as f64;
        SearchSize {
            states: 2f64.powf((mx + 1.0) * (my + 1.0)),
            branching: self
                .heads
                .iter()
                .map(|&(x, y)| {
                    let cap = MAX_TARTAN_SETS as u64 + 1;
                    let a = self.first.count_moves(x, cap).unwrap_or(cap) as f64;
                    let b = self.second.count_moves(y, cap).unwrap_or(cap) as f64;
                    a * b
                })
                .sum(),
        }
    }
}

impl DisguisedWords for Tartan {
    fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        let list: Vec<String> = self
            .turned(changes)
            .iter()
            .map(|(x, y)| format!("({x}, {y})"))
            .collect();
        super::spawning::coins::turn_words(list.join(", "), list.len(), lang)
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        turning_nim_move(&self.heads, &self.turned(changes), &|c| self.value_of(c))
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{check_search, component, winning};
    use grundy::parse_position;

    #[test]
    fn products() {
        assert_eq!(winning("nimmul 5 7").0, 13);
        assert_eq!(winning("nimmul 2 2").0, 3);
        assert_eq!(winning("nimmul 16 16").0, 24);
        let (value, count, wins) = winning("tartan(turtles,ruler) 3 4 2 2");
        assert_eq!((value, count), (15, 1));
        for w in &wins {
            assert_eq!(winning(&w.after).0, 0, "{}", w.after);
            assert!(
                w.description.starts_with("turn over coin"),
                "{}",
                w.description
            );
        }
        let text = "tartan(turtles,ruler) 2 2 3 4 + nimmul 5 7";
        assert_eq!(parse_position(text).unwrap().to_string(), text);
        assert_eq!(
            parse_position("tartan(Ruler,ruler) 4 4 1 1")
                .unwrap()
                .to_string(),
            "tartan(ruler,ruler) 1 1 4 4"
        );
    }

    #[test]
    fn parse_errors() {
        for (input, token, message) in [
            ("tartan(turtles,foo) 1 1", "foo", "not a coin game"),
            ("tartan(turtles,ruler) 1 2 3", "3", "no y"),
            ("nimmul 0 3", "0", "numbered from 1"),
            ("tartan(turtles) 1 1", "tartan(turtles)", "two coin games"),
            ("nimmul(2) 1 1", "nimmul(2)", "takes no arguments"),
            ("nimmul 1 1 1 1", "1", "listed twice"),
            (
                "tartan(mock-turtles,ruler) 4611686018427387904 1",
                "4611686018427387904",
                "too far right",
            ),
        ] {
            let e = parse_position(input).unwrap_err();
            assert_eq!(e.token, token, "{input}");
            assert!(e.message.to_string().contains(message), "{input}: {e}");
        }
    }

    #[test]
    fn search_agrees() {
        for text in [
            "tartan(turtles,ruler) 1 2 2 1",
            "nimmul 2 3",
            "tartan(mock-turtles,ruler) 0 1 1 2",
        ] {
            check_search(text);
        }
        let c = component("nimmul 2 3");
        assert_eq!(c.pieces().items[0].label, "(2, 3)");
        assert_eq!(c.piece(0), 1u8.into()); // 2 ⊗ 3 = 1
    }
}
