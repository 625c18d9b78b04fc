//! Broken lines (Kvant game 6): `lines(3,5=,4)` — lines of 3, 5 and 4 links on a base,
//! `=` when a line is attached at both ends. A move removes one link; links cut off from
//! the base fall. A line hanging by one end is a heap of its links; a line attached at
//! both ends a heap of its links mod 2. The mathematics is in
//! [`BrokenLines`] (`rules.rs`).
//!
//! ```
//! use grundy::{analyze, parse_position, AnalyzeOptions};
//! let r = analyze(&parse_position("lines(9=)").unwrap(), &AnalyzeOptions::default()).unwrap();
//! assert!(r.winning_moves[0].description.starts_with("remove link 5 of line A"));
//! assert_eq!(r.winning_moves[0].after.as_deref(), Some("lines(4,4)"));
//! ```

mod rules;
pub use rules::{Attachment, BrokenLine, BrokenLines, MAX_LISTED_MOVES};

use super::{
    picture_args, small, sum_and_product, DisguisedRules, DisguisedWords, NimInDisguise,
    ReductionRow,
};
use crate::component::HeapChange;
use crate::component::NimMove;
use crate::component::Refusal;
use crate::component::{
    AnyComponent, Component, Counted, GameSpec, Kind, Picture, Piece, Pieces, SearchSize, Shape,
};
use crate::i18n::msg;
use crate::language::{arg_words, Head, ParseError, ReadFile, SizeToken};
use crate::nat::Nat;
use num_traits::ToPrimitive;

/// The registry's entry for `lines(…)`.
pub static SPEC: GameSpec = GameSpec {
    names: &["lines"],
    matches: None,
    syntax: "lines(…)",
    example: "lines(3,5=,4)",
    examples: &[
        ("lines(9=)", "example-lines-1"),
        ("lines(6,3,5,8=)", "example-lines-2"),
    ],
    about_id: "about-lines",
    syntax_id: "syntax-lines",
    parse,
    whole_position: false,
};

/// `lines(3,4,5=)`: broken lines on a base, `=` when attached at both ends.
///
/// ```
/// use grundy::games::hidden::{lines::Lines, NimInDisguise};
/// use grundy::games::hidden::lines::Attachment;
/// let l = Lines::new(vec![(3, Attachment::OneEnd), (5, Attachment::BothEnds)]);
/// assert_eq!(l.game_name(), "lines(3,5=)");
/// assert_eq!(l.nim_heaps(), vec![3, 1]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lines(pub BrokenLines);

impl Lines {
    /// Lines given as `(links, attachment)`.
    pub fn new(lines: Vec<(u64, Attachment)>) -> Self {
        Lines(BrokenLines::new(lines))
    }
}

fn parse(head: &Head, sizes: &[SizeToken], _: &mut ReadFile) -> Result<AnyComponent, ParseError> {
    let args = picture_args(head, sizes, "lines(3,5=)")?;
    let mut lines = Vec::new();
    for w in arg_words(args) {
        let (digits, attachment) = match w.text.strip_suffix('=') {
            Some(d) => (d, Attachment::BothEnds),
            None => (w.text.as_str(), Attachment::OneEnd),
        };
        let links = w
            .number_at(digits, 0, "parse-what-line-links")
            .map_err(|e| ParseError {
                token: w.text.clone(),
                column: w.column,
                ..e
            })?;
        if links == 0 {
            return Err(w.error(msg!("parse-line-one-link")));
        }
        lines.push((links, attachment));
    }
    Ok(AnyComponent::new(Lines::new(lines)))
}

/// Line `i`'s name in descriptions: A, B, …, Z, then #27, #28, …
fn line_name(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

impl NimInDisguise for Lines {
    fn game_name(&self) -> String {
        let lines: Vec<String> = self
            .0
            .lines
            .iter()
            .map(|l| match l.attachment {
                Attachment::OneEnd => l.links.to_string(),
                Attachment::BothEnds => format!("{}=", l.links),
            })
            .collect();
        format!("lines({})", lines.join(","))
    }

    fn numbers(&self) -> Vec<u64> {
        Vec::new()
    }

    /// Each line's number of links.
    fn piece_sizes(&self) -> Vec<u64> {
        self.0.lines.iter().map(|l| l.links).collect()
    }

    /// The lines standing on the base: a line on one end as a stalk, a line on both
    /// ends as an arch (listed when there are more than 80 links, or a stalk of more
    /// than 25): a click on a link removes it, and links cut off from the base fall.
    #[expect(
        clippy::indexing_slicing,
        reason = "a line of n links has n + 1 points and n link ids, built here; j runs from 1 to n"
    )]
    fn board(&self, lang: crate::i18n::Lang) -> Pieces {
        let lines = &self.0.lines;
        let items = lines
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let label = match l.attachment {
                    Attachment::OneEnd => line_name(i),
                    Attachment::BothEnds => {
                        crate::i18n::t!(lang, "board-line-both-ends", line = line_name(i))
                    }
                };
                Piece::new(label, Some(l.links))
            })
            .collect();
        let board = Pieces::new_in(lang, "line", "—", items);
        let total: u64 = lines.iter().map(|l| l.links).sum();
        if total > 80 || lines.iter().any(|l| l.links > 25) {
            return board;
        }
        const LINK: f32 = 0.9;
        // An arch of n links: its width and height.
        let arch = |n: u64| {
            (
                (n as f32 / 2.0).ceil().max(1.0) * LINK,
                (n as f32 * 0.35).max(0.6),
            )
        };
        let height = |l: &BrokenLine| match l.attachment {
            Attachment::OneEnd => l.links as f32 * LINK,
            Attachment::BothEnds => arch(l.links).1,
        };
        let ground = lines.iter().map(height).fold(0.0, f32::max) + 0.5;
        let mut picture = Picture::in_lang(lang);
        let mut x = 0.8f32;
        for (i, line) in lines.iter().enumerate() {
            let n = line.links;
            let (points, width) = match line.attachment {
                Attachment::OneEnd => (
                    (0..=n)
                        .map(|k| [x, ground - k as f32 * LINK])
                        .collect::<Vec<_>>(),
                    0.0,
                ),
                Attachment::BothEnds => {
                    let (w, h) = arch(n);
                    let point = |k: u64| {
                        let t = std::f32::consts::PI * (1.0 - k as f32 / n as f32);
                        [x + w / 2.0 + w / 2.0 * t.cos(), ground - h * t.sin()]
                    };
                    ((0..=n).map(point).collect(), w)
                }
            };
            let bend = if n == 1 && line.attachment == Attachment::BothEnds {
                -0.8
            } else {
                0.0
            };
            let ids: Vec<usize> = (1..=n as usize)
                .map(|j| {
                    let label =
                        crate::i18n::t!(lang, "board-line-link", link = j, line = line_name(i));
                    let link = Shape::line(Kind::Edge, points[j - 1], points[j]).bent(bend);
                    picture.add(link.named(label))
                })
                .collect();
            for p in &points[1..points.len() - usize::from(line.attachment == Attachment::BothEnds)]
            {
                picture.add(
                    Shape::circle(Kind::Vertex, *p, 0.22)
                        .named(crate::i18n::t!(lang, "board-joint")),
                );
            }
            picture.add(Shape::caption(
                [x + width / 2.0, ground + 0.45],
                line_name(i),
            ));
            for j in 1..=n {
                let (marks, text) = match line.attachment {
                    Attachment::OneEnd => (
                        ids[j as usize - 1..].to_vec(),
                        format!("{} -> {}", i + 1, j - 1),
                    ),
                    Attachment::BothEnds => (vec![ids[j as usize - 1]], String::new()),
                };
                picture.play(vec![ids[j as usize - 1]], marks, text, line.removal(i, j));
            }
            x += width + 1.2;
        }
        picture.add(
            Shape::line(Kind::Ground, [0.0, ground], [x - 0.4, ground])
                .named(crate::i18n::t!(lang, "board-base")),
        );
        board.pictured(picture, &crate::i18n::t!(lang, "board-how-lines"))
    }

    fn principle(&self) -> crate::i18n::Message {
        crate::i18n::msg!("principle-lines")
    }

    fn rows(&self) -> Vec<ReductionRow> {
        self.0
            .lines
            .iter()
            .enumerate()
            .map(|(i, line)| ReductionRow {
                piece: crate::i18n::msg!(
                    match line.attachment {
                        Attachment::OneEnd => "row-line-one-end",
                        Attachment::BothEnds => "row-line-both-ends",
                    },
                    name = line_name(i),
                    links = line.links
                ),
                heap: line.value(),
            })
            .collect()
    }

    fn nim_value(&self) -> u64 {
        self.0.grundy_value()
    }

    fn moves_to_nim_value(&self, target: u64) -> Result<Vec<Vec<HeapChange>>, Refusal> {
        Ok(self.0.moves_to_value(target))
    }

    /// Counted in closed form: a line on both ends has `2^popcount(t)` winning links,
    /// more than are listed.
    fn count_moves_to(&self, target: u64, room: usize) -> Counted {
        let s = self.0.grundy_value() ^ target;
        let mut count = 0u64;
        for line in &self.0.lines {
            let h = line.value();
            let t = h ^ s;
            count = count.saturating_add(match line.attachment {
                _ if s == 0 => 0,
                Attachment::OneEnd => u64::from(t < h),
                Attachment::BothEnds => {
                    let n = line.links.wrapping_sub(1);
                    if line.links == 0 || t > n || (n - t) % 2 == 1 || ((n - t) / 2) & t != 0 {
                        0
                    } else {
                        // Cutting the first or the last link leaves the same position (one
                        // line of n links): counted once, as every count counts results.
                        let ends_coincide = t == n && n > 0;
                        1u64.checked_shl(t.count_ones())
                            .unwrap_or(u64::MAX)
                            .saturating_sub(u64::from(ends_coincide))
                    }
                }
            });
        }
        // Listed once per resulting position, as counted.
        let mut moves: Vec<Vec<HeapChange>> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for m in self.moves_to_nim_value(target).unwrap_or_default() {
            if moves.len() >= room {
                break;
            }
            if seen.insert(Component::apply(self, &m).to_string()) {
                moves.push(m);
            }
        }
        Counted {
            count: Ok(Nat::from(count)),
            moves,
        }
    }
}

impl DisguisedRules for Lines {
    /// A line as `2·links`, plus 1 when attached at both ends.
    fn state(&self) -> Vec<u64> {
        self.0
            .lines
            .iter()
            .map(|l| 2 * l.links + u64::from(l.attachment == Attachment::BothEnds))
            .collect()
    }

    fn with_state(&self, state: &[u64]) -> Self {
        Lines(BrokenLines {
            lines: state
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
        })
    }

    fn all_moves(&self) -> Vec<Vec<HeapChange>> {
        let mut out = Vec::new();
        for (line, bl) in self.0.lines.iter().enumerate() {
            for link in 1..=bl.links {
                out.push(bl.removal(line, link));
            }
        }
        out
    }

    /// The top link of the first line with links.
    fn one_move(&self) -> Option<Vec<HeapChange>> {
        let (line, bl) = self
            .0
            .lines
            .iter()
            .enumerate()
            .find(|(_, bl)| bl.links > 0)?;
        Some(bl.removal(line, bl.links))
    }

    /// A line on one end shortened to `to` links; a line on both ends losing a link (its
    /// first, as the listed moves give it).
    fn move_from_change(&self, wanted: &HeapChange) -> Option<Vec<HeapChange>> {
        let bl = self.0.lines.get(wanted.heap)?;
        let to = wanted.to.to_u64()?;
        match bl.attachment {
            Attachment::OneEnd => (to < bl.links).then(|| bl.removal(wanted.heap, to + 1)),
            Attachment::BothEnds => (to + 1 == bl.links).then(|| bl.removal(wanted.heap, 1)),
        }
    }

    fn after(&self, changes: &[HeapChange]) -> Self {
        let mut l = self.0.clone();
        HeapChange::splice_all(changes, &mut l.lines, |c| match &c.parts {
            // A line on both ends leaves two stalks on the base.
            Some(parts) => parts
                .iter()
                .map(small)
                .filter(|&n| n > 0)
                .map(|links| BrokenLine {
                    links,
                    attachment: Attachment::OneEnd,
                })
                .collect(),
            // Only a line hanging by one end is shortened without a split.
            None => {
                let links = small(&c.to);
                if links == 0 {
                    vec![]
                } else {
                    vec![BrokenLine {
                        links,
                        attachment: Attachment::OneEnd,
                    }]
                }
            }
        });
        Lines(l)
    }

    fn size_bound(&self) -> SearchSize {
        let links: Vec<u64> = self.0.lines.iter().map(|l| l.links).collect();
        let (sum, product) = sum_and_product(&links);
        SearchSize {
            states: product.powi(2),
            branching: sum,
        }
    }
}

super::words_from_model!(Lines);

#[cfg(test)]
mod tests {
    use super::super::testing::{afters, check_search, component, descriptions, winning};
    use grundy::parse_position;

    #[test]
    fn seed_003_game_6() {
        assert_eq!(winning("lines(9=)").1, 1);
        assert_eq!(
            descriptions("lines(9=)"),
            ["remove link 5 of line A, leaving lines of 4 and 4 links on the base (heap 1 → 0)"]
        );
        assert_eq!(afters("lines(9=)"), ["lines(4,4)"]);
        assert_eq!(winning("lines(3,5=,4)").0, 6);
        assert_eq!(afters("lines(3,5=,4)"), ["lines(3,5=,2)"]);
        assert_eq!(winning("lines(6=,3)").0, 3);
        // A long line on both ends: more winning links than are listed, all counted.
        // Line A (16384 links, value 0) must become 16383: any link whose two stalks XOR to
        // 16383 — 2^14 of them, 10 000 listed; line B: one move.
        let (_, count, wins) = winning("lines(16384=,16383)");
        // Cutting the first or the last link of A leaves the same position: counted once.
        assert_eq!(count, 1 << 14);
        assert_eq!(wins.len(), super::MAX_LISTED_MOVES + 1);
        assert_eq!(
            parse_position("lines(3,5=,4)").unwrap().to_string(),
            "lines(3,5=,4)"
        );
    }

    #[test]
    fn parse_errors_and_search() {
        let e = parse_position("lines(3,0)").unwrap_err();
        assert_eq!((e.token.as_str(), e.column), ("0", 9));
        assert!(e.message.to_string().contains("at least one link"), "{e}");
        let e = parse_position("lines(3,x=)").unwrap_err();
        assert_eq!(e.token, "x=");
        assert!(e.message.to_string().contains("links"), "{e}");
        let e = parse_position("lines").unwrap_err();
        assert_eq!(
            e.message.to_string(),
            "lines needs its picture in brackets, e.g. lines(3,5=)"
        );
        check_search("lines(3,5=,4)");
        check_search("lines(2=,1,3=)");
        let b = component("lines(3,5=,4)").pieces();
        assert_eq!(b.items[1].label, "B (both ends)");
        assert_eq!(b.items[1].units, Some(5));
    }
}
