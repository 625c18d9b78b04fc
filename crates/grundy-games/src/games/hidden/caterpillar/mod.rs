//! The caterpillar (Kvant game 2): `caterpillar(20) 2 5 6 9 14 16 19` — the green links
//! of a caterpillar of 20 links, numbered from the tail (tail link 1). A move recolours a
//! green link white and, optionally, one link nearer the tail. It is Turning Turtles:
//! green link k is a Nim heap of k. The mathematics is in
//! [`Caterpillar`] (`rules.rs`).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("caterpillar(20) 2 5 6 9 14 16 19").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert_eq!(r.value, Some(5u8.into()));
//! assert_eq!(r.winning_moves[0].description, "recolour green link 5 white (heap 5 → 0)");
//! ```

mod rules;
pub use rules::Caterpillar;

use super::spawning::coins::{CoinError, CoinRule};
use super::{
    add_coin, coin_changes, coin_plays, coins_after, counted, error_at_value, length_arg, numbers,
    row_place, DisguisedRules, DisguisedWords, NimInDisguise, ReductionRow, DRAWN_COINS,
};
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{AnyComponent, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape};
use crate::i18n::msg;
use crate::language::{Head, ParseError, ReadFile, SizeToken};
use std::collections::HashMap;

/// The registry's entry for `caterpillar(N)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["caterpillar"],
    matches: None,
    syntax: "caterpillar(N)",
    example: "caterpillar(8) 2 5 6",
    examples: &[("caterpillar(20) 2 5 6 9 14 16 19", "example-caterpillar-1")],
    about_id: "about-caterpillar",
    syntax_id: "syntax-caterpillar",
    parse,
    whole_position: false,
};

/// `caterpillar(20) 2 5 6`: the green links of a caterpillar of 20 links.
///
/// ```
/// use grundy::games::hidden::{caterpillar::CaterpillarLinks, NimInDisguise};
/// let c = CaterpillarLinks::new(20, vec![6, 2, 5]).unwrap();
/// assert_eq!(c.game_name(), "caterpillar(20)");
/// assert_eq!(c.numbers(), vec![2, 5, 6]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaterpillarLinks(pub Caterpillar);

impl CaterpillarLinks {
    /// A caterpillar of `links` links with the green ones listed (each in 1..=links).
    pub fn new(links: u64, green: Vec<u64>) -> Result<Self, CoinError> {
        Caterpillar::new(links, green).map(CaterpillarLinks)
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let links = length_arg(head, "parse-what-links")?
        .ok_or_else(|| head.error(msg!("parse-caterpillar-needs-links")))?;
    let green = numbers(sizes)?;
    let c = CaterpillarLinks::new(links, green).map_err(|e| {
        let (coin, message) = match &e {
            CoinError::BelowFirst { coin, .. } => (*coin, msg!("parse-caterpillar-links-from-1")),
            CoinError::TooFar { coin, limit } => {
                (*coin, msg!("parse-caterpillar-only-links", links = *limit))
            }
            CoinError::Duplicate(c) => (*c, msg!("parse-caterpillar-link-twice", link = *c)),
            CoinError::TooMuchWork { work, limit } => {
                return head.error(msg!(
                    "parse-coins-too-much-work",
                    work = *work,
                    limit = *limit
                ))
            }
        };
        error_at_value(head, sizes, coin, message)
    })?;
    Ok(AnyComponent::new(c))
}

impl NimInDisguise for CaterpillarLinks {
    fn game_name(&self) -> String {
        format!("caterpillar({})", self.0.links)
    }

    fn numbers(&self) -> Vec<u64> {
        self.0.green.clone()
    }

    /// The caterpillar, tail on the left, its green and white links numbered (the green
    /// links listed when it is longer than `DRAWN_COINS`): a click on a green link and
    /// on a link nearer the tail recolours them.
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let c = &self.0;
        let items = c
            .green
            .iter()
            .map(|&k| Piece::new(crate::i18n::t!(lang, "board-link", link = k), None))
            .collect();
        let board = Pieces::new_in(lang, "link", "●", items);
        if c.links == 0 || c.links > DRAWN_COINS {
            return board;
        }
        let mut picture = Picture::in_lang(lang);
        let mut ids = HashMap::new();
        for k in 1..=c.links {
            let green = c.green.binary_search(&k).is_ok();
            let (kind, id) = if green {
                (Kind::Green, "board-link-green")
            } else {
                (Kind::White, "board-link-white")
            };
            let at = row_place(k - 1);
            ids.insert(
                k,
                add_coin(
                    &mut picture,
                    kind,
                    at,
                    crate::i18n::t!(lang, id, link = k),
                    k,
                ),
            );
        }
        let [x, y] = row_place(c.links - 1);
        picture.add(
            Shape::circle(Kind::Face, [x + 1.0, y], 0.9)
                .with_text("••")
                .named(crate::i18n::t!(lang, "board-head")),
        );
        let mut moves = Vec::new();
        for &k in &c.green {
            for set in CoinRule::TurningTurtles.move_sets(k) {
                let changes = coin_changes(&c.green, &set);
                moves.push((set.clone(), set, changes));
            }
        }
        coin_plays(&mut picture, &ids, moves);
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-caterpillar"))
    }

    fn principle(&self) -> crate::i18n::Message {
        crate::i18n::msg!("principle-caterpillar")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .reduction()
            .iter()
            .map(|&(k, g)| ReductionRow {
                piece: crate::i18n::msg!("row-green-link", link = k),
                heap: g,
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self.0.moves_to_value(target))
    }

    /// Counted in full, but only the first `room` turned into changes (each costs a pass
    /// over the green links: all of them was quadratic).
    fn count_moves_to(&self, target: u64, room: usize) -> super::Counted {
        counted(Ok(self.0.moves_to_value_first(target, room)))
    }
}

impl DisguisedRules for CaterpillarLinks {
    fn with_state(&self, state: &[u64]) -> Self {
        CaterpillarLinks(Caterpillar {
            links: self.0.links,
            green: state.to_vec(),
        })
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for &x in &self.0.green {
            for set in CoinRule::TurningTurtles.move_sets(x) {
                out.push(coin_changes(&self.0.green, &set));
            }
        }
        out
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        CaterpillarLinks(Caterpillar {
            links: self.0.links,
            green: coins_after(&self.0.green, changes),
        })
    }

    fn size_bound(&self) -> SearchSize {
        SearchSize {
            states: 2f64.powf(self.0.links as f64),
            branching: self.0.green.iter().map(|&c| c as f64).sum::<f64>()
                + self.0.green.len() as f64,
        }
    }
}

super::words_from_model!(CaterpillarLinks);

#[cfg(test)]
mod tests {
    use super::super::testing::{check_search, winning};
    use grundy::parse_position;

    fn err(text: &str) -> grundy::ParseError {
        parse_position(text).unwrap_err()
    }

    #[test]
    fn long_caterpillars_count_every_move_and_build_the_first() {
        use crate::component::AnalyzeOptions;
        let green: Vec<String> = (1..1_000_000).step_by(10).map(|i| i.to_string()).collect();
        let text = format!("caterpillar(1000000) {}", green.join(" "));
        let c = super::super::testing::component(&text);
        let options = AnalyzeOptions::default();
        let v = c.value(&options).unwrap();
        let some = c.moves_to_value(&v, &0u8.into(), 3, &options).unwrap();
        let p = crate::games::registry::read(&text).unwrap();
        let links = p[0]
            .as_any()
            .downcast_ref::<super::CaterpillarLinks>()
            .unwrap();
        use super::super::spawning::coins::{CoinRow, CoinRule};
        let row = CoinRow {
            rule: CoinRule::TurningTurtles,
            heads: links.0.green.clone(),
        };
        let all = row.moves_to_value(0).unwrap();
        assert!(all.len() > 3);
        assert_eq!(some.count.unwrap(), crate::Nat::from(all.len()));
        assert_eq!(some.moves.len(), 3);
        // The first listed are the first of all the moves (small position: all built).
        let small = "caterpillar(30) 2 5 6 11 17";
        let (_, count, wins) = winning(small);
        assert_eq!(count as usize, wins.len());
    }

    #[test]
    fn seed_003_game_2() {
        let (value, count, wins) = winning("caterpillar(20) 2 5 6 9 14 16 19");
        assert_eq!((value, count), (5, 3));
        assert!(wins[0]
            .description
            .starts_with("recolour green link 5 white"));
        assert!(wins[0].description.ends_with("(heap 5 → 0)"));
        let d = &wins[1].description;
        assert!(
            d.contains("link 3 green") && d.ends_with("(heap 6 → 3)"),
            "{d}"
        );
        assert!(wins[2].description.contains("(heap 14 → 11)"));
        assert_eq!(wins[1].after, "caterpillar(20) 2 3 5 9 14 16 19");
        for w in &wins {
            assert_eq!(winning(&w.after).0, 0, "{}", w.after);
        }
    }

    #[test]
    fn parse_errors_and_search() {
        let e = err("caterpillar(5) 7");
        assert_eq!(e.token, "7");
        assert!(e.message.to_string().contains("only 5 links"), "{e}");
        let e = err("caterpillar 3");
        assert_eq!(e.token, "caterpillar");
        assert!(e.message.to_string().contains("number of links"), "{e}");
        let e = err("caterpillar(5) 0");
        assert_eq!(
            e.message.to_string(),
            "links are numbered from 1 (the tail)"
        );
        let e = err("caterpillar(5) 2 2");
        assert_eq!(e.message.to_string(), "link 2 is listed twice");
        let e = err("caterpillar() 2");
        assert_eq!(
            e.message.to_string(),
            "caterpillar takes one argument, the number of links"
        );
        assert_eq!(
            parse_position("caterpillar(9)").unwrap().to_string(),
            "caterpillar(9)"
        );
        check_search("caterpillar(8) 2 5 6");
    }
}
