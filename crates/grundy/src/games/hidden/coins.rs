//! Coin-turning games: `turtles 1 4 7` (Turning Turtles, coins from 1), `mock-turtles 0 2
//! 5` (coins from 0) and `ruler 3 4 6` — the numbers are the coins showing heads. A head
//! on coin x is a Nim heap of g(x). The mathematics is in [`crate::hidden::coins`].
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("turtles 1 4 7").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[0].description, "turn over coins 5 and 7 (heap 7 → 5)");
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("turtles 1 4 5"));
//! ```

use super::{
    add_coin, coin_changes, coin_plays, coins_after, counted, error_at_value, numbers, row_place,
    turned_coins, NimInDisguise, ReductionRow, DRAWN_COINS,
};
use crate::component::Refusal;
use crate::component::{AnyComponent, GameSpec, Kind, Picture, Piece, Pieces, SearchSize};
use crate::hidden::coins::{CoinError, CoinMove, CoinRow, CoinRule};
use crate::hidden::{xor_all, NimMove};
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::report::HeapChange;
use std::collections::HashMap;

/// The registry's entry for `turtles`, `mock-turtles` and `ruler`.
pub static SPEC: GameSpec = GameSpec {
    names: &["turtles", "mock-turtles", "ruler"],
    matches: None,
    syntax: "turtles, mock-turtles, ruler",
    example: "ruler 3 4 6",
    examples: &[
        (
            "turtles 1 4 7",
            "Turning Turtles: heads on coins 1, 4 and 7",
        ),
        (
            "mock-turtles 0 2 5",
            "Mock Turtles: heads on coins 0, 2 and 5",
        ),
    ],
    about: "coin-turning games; the numbers are the heads (coins from 1; Mock Turtles from 0)",
    parse,
    whole_position: false,
};

/// The position-language name of a coin rule.
///
/// ```
/// use grundy::games::hidden::coins::rule_token;
/// use grundy::hidden::coins::CoinRule;
/// assert_eq!(rule_token(CoinRule::MockTurtles), "mock-turtles");
/// ```
pub fn rule_token(rule: CoinRule) -> &'static str {
    match rule {
        CoinRule::TurningTurtles => "turtles",
        CoinRule::MockTurtles => "mock-turtles",
        CoinRule::Ruler => "ruler",
    }
}

/// The coin rule of a position-language name.
///
/// ```
/// use grundy::games::hidden::coins::rule_of_token;
/// use grundy::hidden::coins::CoinRule;
/// assert_eq!(rule_of_token("ruler"), Some(CoinRule::Ruler));
/// assert_eq!(rule_of_token("foo"), None);
/// ```
pub fn rule_of_token(token: &str) -> Option<CoinRule> {
    match token {
        "turtles" => Some(CoinRule::TurningTurtles),
        "mock-turtles" => Some(CoinRule::MockTurtles),
        "ruler" => Some(CoinRule::Ruler),
        _ => None,
    }
}

impl CoinTurning {
    /// The number of moves to `target` and the first `room`, as changes.
    fn first_moves_to(
        &self,
        target: u64,
        room: usize,
    ) -> Result<(u64, Vec<Vec<HeapChange>>), Refusal> {
        let (count, moves) = self
            .0
            .moves_to_value_first(target, room)
            .map_err(|e| match e {
                CoinError::TooMuchWork { work, limit } => Refusal::TooLarge {
                    what: format!("finding the moves ({work} steps)"),
                    limit,
                },
                other => Refusal::Failed(other.to_string()),
            })?;
        let changes = moves
            .iter()
            .map(|m| coin_changes(&self.0.heads, &m.turned))
            .collect();
        Ok((count, changes))
    }
}

/// `turtles 1 4`, `mock-turtles 0 3`, `ruler 3 4 6`: the heads of a coin row.
///
/// ```
/// use grundy::games::hidden::{coins::CoinTurning, NimInDisguise};
/// use grundy::hidden::coins::CoinRule;
/// let row = CoinTurning::new(CoinRule::Ruler, vec![6, 8]).unwrap();
/// assert_eq!(row.nim_heaps(), vec![2, 8]);
/// assert_eq!(row.game_name(), "ruler");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoinTurning(pub CoinRow);

impl CoinTurning {
    /// Heads on `heads` (any order, distinct) under `rule`.
    pub fn new(rule: CoinRule, heads: Vec<u64>) -> Result<Self, CoinError> {
        CoinRow::new(rule, heads).map(CoinTurning)
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    head.no_args()?;
    let rule = rule_of_token(&head.name)
        .ok_or_else(|| head.error("not a coin game (turtles, mock-turtles, ruler)"))?;
    let heads = numbers(sizes)?;
    let row = CoinTurning::new(rule, heads).map_err(|e| {
        let coin = match &e {
            CoinError::BelowFirst { coin, .. } | CoinError::TooFar { coin, .. } => *coin,
            CoinError::Duplicate(c) => *c,
            CoinError::TooMuchWork { .. } => return head.error(&e.to_string()),
        };
        error_at_value(head, sizes, coin, &e.to_string())
    })?;
    Ok(AnyComponent::new(row))
}

/// A bound on the work of listing the moves that turn head `x`: the number of sets of
/// coins, and for Ruler the coins in them (a ruler move turns up to `x + 1` coins, so
/// listing its `x` moves costs about `x²/2`).
pub(crate) fn sets_bound(rule: CoinRule, x: u64) -> f64 {
    let f = x as f64;
    match rule {
        CoinRule::MockTurtles | CoinRule::Ruler => f * f / 2.0 + f + 1.0,
        CoinRule::TurningTurtles => f + 1.0,
    }
}

impl NimInDisguise for CoinTurning {
    fn game_name(&self) -> String {
        rule_token(self.0.rule).into()
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.heads.clone()
    }

    /// The row of coins up to the last head (heads gold, tails silver), or the heads
    /// listed when the row is longer than [`DRAWN_COINS`]: a click on a head and on the
    /// coins to turn with it turns them.
    fn board(&self) -> Pieces {
        let row = &self.0;
        let items = row
            .heads
            .iter()
            .map(|&x| Piece::new(format!("coin {x}"), None))
            .collect();
        let board = Pieces::new("coin", "◉", items);
        let first = row.rule.first_coin();
        let last = row.heads.last().copied().unwrap_or(first);
        if last - first >= DRAWN_COINS {
            return board;
        }
        let mut picture = Picture::default();
        let mut ids = HashMap::new();
        for x in first..=last {
            let heads = row.heads.binary_search(&x).is_ok();
            let (kind, side) = if heads {
                (Kind::Heads, "heads")
            } else {
                (Kind::Tails, "tails")
            };
            let at = row_place(x - first);
            ids.insert(
                x,
                add_coin(&mut picture, kind, at, format!("coin {x}, {side}"), x),
            );
        }
        let mut moves = Vec::new();
        for &x in &row.heads {
            for set in row.rule.move_sets(x) {
                // A run of the ruler is named by its two ends.
                let select = match row.rule {
                    CoinRule::Ruler if set.len() > 2 => {
                        set.iter().take(1).copied().chain([x]).collect()
                    }
                    _ => set.clone(),
                };
                let changes = coin_changes(&row.heads, &set);
                moves.push((select, set, changes));
            }
        }
        coin_plays(&mut picture, &ids, moves);
        let how = match row.rule {
            CoinRule::TurningTurtles => "Click a head (gold), then a coin to its left to turn both over, or the head again to turn it alone.",
            CoinRule::MockTurtles => "Click a head (gold), then up to two coins to its left; click the last coin again to turn over what is picked (the head again: it alone).",
            CoinRule::Ruler => "Click a head (gold), then the far end of a run of coins to its left to turn the run over, or the head again to turn it alone.",
        };
        board.pictured(picture, how)
    }

    fn principle(&self) -> String {
        match self.0.rule {
            CoinRule::TurningTurtles => "a head on coin x (coins from 1) is a Nim heap of x",
            CoinRule::MockTurtles => {
                "a head on coin x (coins from 0) is worth the odious one of 2x and 2x+1"
            }
            CoinRule::Ruler => "a head on coin x is worth the largest power of 2 dividing x",
        }
        .into()
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .reduction()
            .iter()
            .map(|&(x, g)| ReductionRow {
                piece: format!("head on coin {x}"),
                heap: g,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        let (_, moves) = self.first_moves_to(target, usize::MAX)?;
        Ok(moves)
    }

    /// Counted without building every move (a Ruler run can be as long as its head's
    /// position): only the first `room` are built.
    fn count_moves_to(&self, target: u64, room: usize) -> super::Counted {
        counted(self.first_moves_to(target, room))
    }

    fn move_words(&self, changes: &[HeapChange]) -> String {
        CoinMove {
            turned: turned_coins(changes),
            nim: NimMove {
                heap: 0,
                from: 0,
                to: 0,
            },
        }
        .describe()
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        let turned = turned_coins(changes);
        let main = *turned.last()?;
        let rule = self.0.rule;
        let from = rule.value(main);
        let to = xor_all(turned.iter().map(|&c| rule.value(c))) ^ from;
        let heap = self.0.heads.iter().position(|&h| h == main).unwrap_or(0);
        Some(NimMove { heap, from, to })
    }

    fn with_state(&self, state: &[u64]) -> Self {
        CoinTurning(CoinRow {
            rule: self.0.rule,
            heads: state.to_vec(),
        })
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for &x in &self.0.heads {
            for set in self.0.rule.move_sets(x) {
                out.push(coin_changes(&self.0.heads, &set));
            }
        }
        out
    }

    /// Turning the last head over alone (every rule allows it): no list of moves, which
    /// for Ruler costs `x²/2` coins.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let &x = self.0.heads.last()?;
        Some(coin_changes(&self.0.heads, &[x]))
    }

    fn has_one_move(&self) -> Option<bool> {
        // Any head can be turned alone: a move exactly when a head is up.
        Some(self.one_move().is_some())
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        CoinTurning(CoinRow {
            rule: self.0.rule,
            heads: coins_after(&self.0.heads, changes),
        })
    }

    fn size_bound(&self) -> SearchSize {
        let m = self.0.heads.last().copied().unwrap_or(0);
        SearchSize {
            states: 2f64.powf(m as f64 + 1.0),
            branching: self
                .0
                .heads
                .iter()
                .map(|&x| sets_bound(self.0.rule, x))
                .sum(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, component, descriptions, play, winning};
    use crate::parse_position;

    fn err(text: &str) -> crate::ParseError {
        parse_position(text).unwrap_err()
    }

    #[test]
    fn values_moves_and_round_trips() {
        let text = "turtles 1 4 + mock-turtles 0 3 + ruler 3 4 6";
        assert_eq!(parse_position(text).unwrap().to_string(), text);
        assert_eq!(winning("turtles 1 4 7").0, 2);
        assert_eq!(
            descriptions("turtles 1 4 7"),
            ["turn over coins 5 and 7 (heap 7 → 5)"]
        );
        assert_eq!(afters("turtles 1 4 7"), ["turtles 1 4 5"]);
        assert_eq!(winning("mock-turtles 0 2 5").0, 1 ^ 4 ^ 11);
        assert_eq!(winning("ruler 3 4 6").0, 1 ^ 4 ^ 2);
        assert_eq!(afters("turtles 3"), ["turtles"]);
        assert_eq!(parse_position("turtles").unwrap().to_string(), "turtles");
    }

    #[test]
    fn parse_errors() {
        let e = err("turtles 0");
        assert_eq!((e.token.as_str(), e.column), ("0", 9));
        assert!(e.message.contains("numbered from 1"), "{e}");
        let e = err("ruler 3 3");
        assert_eq!(e.token, "3");
        assert!(e.message.contains("twice"), "{e}");
        let e = err("ruler(2) 3");
        assert_eq!(e.message, "ruler takes no arguments");
        let e = err("mock-turtles 9223372036854775808");
        assert!(e.message.contains("too far right"), "{e}");
    }

    #[test]
    fn search_agrees_and_play() {
        for text in ["ruler 3 4 6", "mock-turtles 0 2 5", "turtles 1 4 7"] {
            check_search(text);
        }
        // Naming the head 7 going to coin 5 completes the move (7 → 5).
        assert_eq!(play("turtles 1 4 7", "3 -> 5").unwrap(), "turtles 1 4 5");
        assert!(play("turtles 1 4 7", "3 -> 8").is_err());
        let b = component("turtles 1 4 7").pieces();
        assert_eq!(
            (b.noun.as_str(), b.items[2].label.as_str()),
            ("coin", "coin 7")
        );
    }
}
