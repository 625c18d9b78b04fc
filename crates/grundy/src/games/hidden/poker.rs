//! Poker Nim: `poker 3 4 5` or `poker(A,B,K) 3 4 5` — Nim in which a player may, instead
//! of removing, add counters to a heap from the bank of counters he removed before; A is
//! the bank of the player to move, B the other's, K the additions left. Its outcome and
//! value are Nim's. Only as a whole position: the banks belong to the players. The
//! mathematics is in [`crate::hidden::poker`].
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("poker(10,10,5) 3 4 5").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.winning_moves[1].description, "add 2 from the bank to heap 2 (4 → 6)");
//! assert_eq!(r.winning_moves[1].after.as_deref(), Some("poker(10,8,4) 3 6 5"));
//! ```

use super::{need_sizes, numbers, small, NimInDisguise, ReductionRow};
use crate::component::Refusal;
use crate::component::{AnyComponent, Clicks, GameSpec, Piece, Pieces, SearchSize};
use crate::hidden::poker::{PokerMove, PokerNim};
use crate::hidden::NimMove;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use crate::report::HeapChange;

/// The registry's entry for `poker` and `poker(A,B,K)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["poker"],
    matches: None,
    syntax: "poker / poker(A,B,K)",
    example: "poker(1,1,1) 1 2",
    examples: &[],
    about: "Poker Nim: A counters in the bank of the player to move, B in the other's, K additions left; only as a whole position",
    parse,
    whole_position: true,
};

/// `poker 3 4 5` or `poker(A,B,K) 3 4 5`: Poker Nim with banks and additions left.
///
/// ```
/// use grundy::games::hidden::{poker::Poker, NimInDisguise};
/// let p = Poker::new(vec![3, 4, 5], [10, 10], 5);
/// assert_eq!(p.game_name(), "poker(10,10,5)");
/// assert_eq!(p.nim_value(), 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Poker(pub PokerNim);

impl Poker {
    /// Heaps `heaps`, banks `[player to move, other]`, `additions_left` additions left.
    pub fn new(heaps: Vec<u64>, banks: [u64; 2], additions_left: u32) -> Self {
        Poker(PokerNim::new(heaps, banks, additions_left))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    need_sizes(head, sizes, "heap")?;
    let (banks, additions) = match head.args.as_deref() {
        None => ([0, 0], 0),
        Some([a, b, k]) => (
            [a.number("bank")?, b.number("bank")?],
            u32::try_from(k.number("additions")?)
                .map_err(|_| k.error("additions too large (at most 4294967295)"))?,
        ),
        Some(_) => {
            return Err(head.error(
                "poker takes three arguments: the bank of the player to move, the other bank, the additions left, e.g. poker(10,10,5)",
            ))
        }
    };
    Ok(AnyComponent::new(Poker::new(
        numbers(sizes)?,
        banks,
        additions,
    )))
}

/// The heap move of `changes` (its first change).
fn poker_move(changes: &[HeapChange]) -> Option<PokerMove> {
    changes.first().map(|c| PokerMove {
        heap: c.heap,
        from: small(&c.from),
        to: small(&c.to),
    })
}

impl NimInDisguise for Poker {
    fn game_name(&self) -> String {
        let p = &self.0;
        if p.banks == [0, 0] && p.additions_left == 0 {
            "poker".into()
        } else {
            format!("poker({},{},{})", p.banks[0], p.banks[1], p.additions_left)
        }
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.heaps.clone()
    }

    fn board(&self) -> Pieces {
        let items = self
            .0
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| Piece::new(h.to_string(), Some(h)).taking(i))
            .collect();
        Pieces::new("heap", "●", items).clicked(Clicks::TakeFrom)
    }

    fn principle(&self) -> String {
        "Poker Nim is Nim: an addition from the bank is undone by removing the same counters".into()
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| ReductionRow {
                piece: format!("heap {}", i + 1),
                heap: h,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self
            .0
            .moves_to_value(target)
            .iter()
            .map(|m| vec![HeapChange::new(m.heap, m.from.into(), m.to.into())])
            .collect())
    }

    fn move_words(&self, changes: &[HeapChange]) -> String {
        poker_move(changes).map_or_else(String::new, |m| m.describe())
    }

    fn hidden_nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        poker_move(changes).map(|m| m.nim())
    }

    /// Poker Nim's moves are already Nim moves: no translation in brackets.
    fn describe_move(&self, changes: &[HeapChange]) -> String {
        self.move_words(changes)
    }

    /// The heaps, then the two banks and the additions left.
    fn state(&self) -> Vec<u64> {
        let p = &self.0;
        let mut s = p.heaps.clone();
        s.extend([p.banks[0], p.banks[1], u64::from(p.additions_left)]);
        s
    }

    fn with_state(&self, state: &[u64]) -> Self {
        let n = state.len().saturating_sub(3);
        let at = |i: usize| state.get(i).copied().unwrap_or(0);
        Poker::new(
            state.iter().take(n).copied().collect(),
            [at(n), at(n + 1)],
            u32::try_from(at(n + 2)).unwrap_or(u32::MAX),
        )
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let p = &self.0;
        let mut out = Vec::new();
        for (i, &h) in p.heaps.iter().enumerate() {
            out.extend((0..h).map(|to| vec![HeapChange::new(i, h.into(), to.into())]));
            if p.additions_left > 0 {
                out.extend(
                    (1..=p.banks[0]).map(|k| vec![HeapChange::new(i, h.into(), (h + k).into())]),
                );
            }
        }
        out
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut p = self.0.clone();
        for c in changes {
            if c.heap < p.heaps.len() {
                p = p.apply(&PokerMove {
                    heap: c.heap,
                    from: small(&c.from),
                    to: small(&c.to),
                });
            }
        }
        Poker(p)
    }

    /// The heaps sorted; the banks and the additions left stay in place.
    fn canonical(&self, state: &[u64]) -> Vec<u64> {
        let mut v = state.to_vec();
        let n = v.len().saturating_sub(3);
        if let Some(heaps) = v.get_mut(..n) {
            heaps.sort_unstable();
        }
        v
    }

    fn size_bound(&self) -> SearchSize {
        let p = &self.0;
        let f = |v: u64| v as f64;
        let total = p.heaps.iter().map(|&h| f(h)).sum::<f64>() + f(p.banks[0]) + f(p.banks[1]);
        let n = p.heaps.len() as i32 + 2;
        SearchSize {
            states: (total + 1.0).powi(n) * (f(u64::from(p.additions_left)) + 1.0),
            branching: total * f(p.heaps.len() as u64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, descriptions, play, winning};
    use crate::parse_position;

    #[test]
    fn banks_and_words() {
        let text = "poker(10,10,5) 3 4 5";
        assert_eq!(winning(text).0, 2);
        assert_eq!(
            descriptions(text),
            [
                "take 2 from heap 1 (3 → 1)",
                "add 2 from the bank to heap 2 (4 → 6)",
                "add 2 from the bank to heap 3 (5 → 7)"
            ]
        );
        assert_eq!(winning(text).2[1].nim, Some((1, 4, 6)));
        assert_eq!(afters(text)[1], "poker(10,8,4) 3 6 5");
        assert_eq!(winning("poker 1 2 3").0, 0);
        assert_eq!(parse_position(text).unwrap().to_string(), text);
    }

    #[test]
    fn parse_errors_and_search() {
        for (input, token, message) in [
            ("poker 3 + nim 2", "poker", "whole position"),
            ("nim 2 + poker 3", "poker", "whole position"),
            ("poker(1,2) 3", "poker(1,2)", "three arguments"),
            (
                "poker(1,2,4294967296) 3",
                "4294967296",
                "additions too large",
            ),
            ("poker", "poker", "at least one heap"),
        ] {
            let e = parse_position(input).unwrap_err();
            assert_eq!(e.token, token, "{input}");
            assert!(e.message.contains(message), "{input}: {e}");
        }
        check_search("poker(1,1,1) 1 2");
        // An addition typed as `H -> M`.
        assert_eq!(
            play("poker(1,1,1) 1 2", "1 -> 2").unwrap(),
            "poker(1,0,0) 2 2"
        );
        assert!(play("poker 1 2", "1 -> 2").is_err());
    }
}
