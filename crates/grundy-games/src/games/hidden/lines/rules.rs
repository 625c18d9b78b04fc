//! Broken lines (Kvant game 6): lines of links attached to the ground by one end or by
//! both; their reduction to Nim (a line on one end is a stalk, on both ends its length mod 2)
//! and their moves.

use super::super::hackenbush::Hackenbush;
use super::super::{nat, outcome_of, small, xor_all};
use crate::component::{HeapChange, NimMove};
use crate::outcome::Outcome;
use serde::Serialize;

/// At most this many winning moves are listed per broken line attached at both ends.
pub const MAX_LISTED_MOVES: usize = 10_000;

/// How a broken line is attached to the base.
///
/// ```
/// use grundy::games::hidden::lines::Attachment;
/// assert_ne!(Attachment::OneEnd, Attachment::BothEnds);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Attachment {
    /// One end on the base: a bamboo stalk, value = number of links.
    OneEnd,
    /// Both ends on the base: value = number of links mod 2.
    BothEnds,
}

/// One broken line (polyline) of `links` links.
///
/// ```
/// use grundy::games::hidden::lines::{Attachment, BrokenLine};
/// assert_eq!(BrokenLine { links: 7, attachment: Attachment::BothEnds }.value(), 1);
/// assert_eq!(BrokenLine { links: 7, attachment: Attachment::OneEnd }.value(), 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct BrokenLine {
    /// Number of links.
    pub links: u64,
    /// One end or both ends on the base.
    pub attachment: Attachment,
}

impl BrokenLine {
    /// Its Grundy value: `links` (one end) or `links mod 2` (both ends: removing link
    /// `i` leaves stalks of `i − 1` and `links − i`, whose XOR has the parity of
    /// `links − 1`, so the mex is `links mod 2`).
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLine};
    /// assert_eq!(BrokenLine { links: 20, attachment: Attachment::BothEnds }.value(), 0);
    /// ```
    pub fn value(&self) -> u64 {
        match self.attachment {
            Attachment::OneEnd => self.links,
            Attachment::BothEnds => self.links % 2,
        }
    }

    /// The changes of removing link `link` of this line, line number `line` (from 0): a
    /// line on one end becomes the links below; a line on both ends the two stalks left.
    ///
    /// ```
    /// use grundy::{component::HeapChange, games::hidden::lines::{Attachment, BrokenLine}};
    /// let l = BrokenLine { links: 7, attachment: Attachment::BothEnds };
    /// assert_eq!(l.removal(2, 4), [HeapChange::split(2, 7u8.into(), vec![3u8.into(), 3u8.into()])]);
    /// ```
    pub fn removal(&self, line: usize, link: u64) -> Vec<HeapChange> {
        match self.attachment {
            Attachment::OneEnd => vec![HeapChange::new(line, nat(self.links), nat(link - 1))],
            Attachment::BothEnds => vec![HeapChange::split(
                line,
                nat(self.links),
                vec![nat(link - 1), nat(self.links - link)],
            )],
        }
    }
}

/// The game of broken lines (Kvant game 6). Input model: one entry per line, with its
/// number of links and whether one or both ends are on the base
/// (`lines A=5 B=3 C=7 D=6*`). Links are numbered from the base (for a line on both
/// ends, from one chosen end). A move removes one link; links cut off from the base
/// fall. It is Green Hackenbush; the lines are Nim heaps of their [`BrokenLine::value`].
///
/// ```
/// use grundy::games::hidden::lines::{Attachment, BrokenLines};
/// let g = BrokenLines::new(vec![(5, Attachment::OneEnd), (3, Attachment::OneEnd),
///                               (7, Attachment::OneEnd), (6, Attachment::BothEnds)]);
/// assert_eq!(g.grundy_value(), 5 ^ 3 ^ 7);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct BrokenLines {
    /// The lines (named A, B, C, … in descriptions).
    pub lines: Vec<BrokenLine>,
}

fn line_name(i: usize) -> String {
    if i < 26 {
        char::from(b'A' + i as u8).to_string()
    } else {
        format!("#{}", i + 1)
    }
}

impl BrokenLines {
    /// Lines given as `(links, attachment)`.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// assert_eq!(BrokenLines::new(vec![(2, Attachment::BothEnds)]).lines[0].links, 2);
    /// ```
    pub fn new(lines: Vec<(u64, Attachment)>) -> Self {
        BrokenLines {
            lines: lines
                .into_iter()
                .map(|(links, attachment)| BrokenLine { links, attachment })
                .collect(),
        }
    }

    /// The reduction: `(line, heap size)` per line.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(4, Attachment::OneEnd), (5, Attachment::BothEnds)]);
    /// assert_eq!(g.reduction(), vec![(0, 4), (1, 1)]);
    /// ```
    pub fn reduction(&self) -> Vec<(usize, u64)> {
        self.lines
            .iter()
            .enumerate()
            .map(|(i, l)| (i, l.value()))
            .collect()
    }

    /// The Grundy value: XOR of the lines' values.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// assert_eq!(BrokenLines::new(vec![(3, Attachment::BothEnds), (1, Attachment::OneEnd)]).grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> u64 {
        xor_all(self.lines.iter().map(BrokenLine::value))
    }

    /// Who wins under normal play.
    ///
    /// ```
    /// use grundy::{games::hidden::lines::{Attachment, BrokenLines}, Outcome};
    /// assert_eq!(BrokenLines::new(vec![(4, Attachment::BothEnds)]).outcome(), Outcome::P);
    /// ```
    pub fn outcome(&self) -> Outcome {
        outcome_of(self.grundy_value())
    }

    /// Every winning move (at most [`MAX_LISTED_MOVES`] per line on both ends). For a
    /// line on both ends with `m` links and target `t`, removing link `i` works iff
    /// `(i − 1) ⊕ (m − i) = t`; with `x + y = m − 1` and `x ⊕ y = t` this means
    /// `x ∧ y = (m − 1 − t)/2 =: c`, `c ∧ t = 0`, and `x = c +` any subset of the bits of `t`.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(7, Attachment::BothEnds)]);
    /// let d: Vec<String> = g.winning_moves().iter().map(|m| g.move_words_in(m, grundy::Lang::En)).collect();
    /// assert_eq!(d, ["remove link 4 of line A, leaving lines of 3 and 3 links on the base"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<Vec<HeapChange>> {
        self.moves_to_value(0)
    }

    /// Every move to a picture of Grundy value `value` (at most [`MAX_LISTED_MOVES`]
    /// per line attached at both ends), each the [`BrokenLine::removal`] of a link.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// let l = BrokenLines::new(vec![(3, Attachment::OneEnd)]);
    /// assert_eq!(l.removed_link(&l.moves_to_value(1)[0]), Some((0, 2)));
    /// ```
    pub fn moves_to_value(&self, value: u64) -> Vec<Vec<HeapChange>> {
        let s = self.grundy_value() ^ value;
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for (line, l) in self.lines.iter().enumerate() {
            let h = l.value();
            let t = h ^ s;
            match l.attachment {
                Attachment::OneEnd => {
                    if t < h {
                        out.push(l.removal(line, t + 1));
                    }
                }
                Attachment::BothEnds => {
                    if l.links == 0 {
                        continue;
                    }
                    let n = l.links - 1;
                    if t > n || (n - t) % 2 == 1 {
                        continue;
                    }
                    let c = (n - t) / 2;
                    if c & t != 0 {
                        continue;
                    }
                    let mut links = Vec::new();
                    // Enumerate the subsets of t (x = c + subset).
                    let mut sub = t;
                    loop {
                        links.push(c + sub + 1);
                        if sub == 0 || links.len() >= MAX_LISTED_MOVES {
                            break;
                        }
                        sub = (sub - 1) & t;
                    }
                    links.sort_unstable();
                    out.extend(links.into_iter().map(|link| l.removal(line, link)));
                }
            }
        }
        out
    }

    /// The line (from 0) and the link (numbered from the base, or from the chosen end of
    /// a line on both ends) that the move `changes` removes (its first change).
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(2, Attachment::OneEnd), (9, Attachment::BothEnds)]);
    /// assert_eq!(g.removed_link(&g.lines[1].removal(1, 5)), Some((1, 5)));
    /// ```
    pub fn removed_link(&self, changes: &[HeapChange]) -> Option<(usize, u64)> {
        let c = changes.first()?;
        self.lines.get(c.heap)?;
        let link = match &c.parts {
            Some(parts) => parts.first().map_or(0, small) + 1,
            None => small(&c.to) + 1,
        };
        Some((c.heap, link))
    }

    /// The move `changes` (a link removed) in the game's terms, in `lang`.
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// use grundy::Lang;
    /// let g = BrokenLines::new(vec![(5, Attachment::OneEnd), (1, Attachment::OneEnd),
    ///                               (1, Attachment::OneEnd), (7, Attachment::BothEnds)]);
    /// assert_eq!(g.move_words_in(&g.lines[0].removal(0, 2), Lang::En),
    ///            "remove link 2 of line A (links 3–5 fall off)");
    /// assert_eq!(g.move_words_in(&g.lines[3].removal(3, 4), Lang::En),
    ///            "remove link 4 of line D, leaving lines of 3 and 3 links on the base");
    /// ```
    pub fn move_words_in(&self, changes: &[HeapChange], lang: crate::i18n::Lang) -> String {
        use crate::i18n::t;
        let Some((line, link)) = self.removed_link(changes) else {
            return String::new();
        };
        let Some(l) = self.lines.get(line) else {
            return String::new();
        };
        let name = line_name(line);
        let links = l.links;
        let link_text = link.to_string();
        match l.attachment {
            Attachment::OneEnd if link == links => {
                t!(lang, "move-line-last", link = link_text, line = name)
            }
            Attachment::OneEnd if link + 1 == links => t!(
                lang,
                "move-line-falls-one",
                link = link_text,
                line = name,
                last = links.to_string()
            ),
            Attachment::OneEnd => t!(
                lang,
                "move-line-falls",
                link = link_text,
                line = name,
                first = (link + 1).to_string(),
                last = links.to_string()
            ),
            Attachment::BothEnds => t!(
                lang,
                "move-line-both",
                link = link_text,
                line = name,
                left = (link - 1).to_string(),
                right = (links - link).to_string()
            ),
        }
    }

    /// The Nim translation of the move `changes`: the line's heap, from its value to the
    /// value of what is left of it.
    ///
    /// ```
    /// use grundy::{component::NimMove, games::hidden::lines::{Attachment, BrokenLines}};
    /// let g = BrokenLines::new(vec![(5, Attachment::OneEnd)]);
    /// assert_eq!(g.nim_move(&g.lines[0].removal(0, 2)), Some(NimMove { heap: 0, from: 5, to: 1 }));
    /// ```
    pub fn nim_move(&self, changes: &[HeapChange]) -> Option<NimMove> {
        let c = changes.first()?;
        let line = self.lines.get(c.heap)?;
        let to = match &c.parts {
            Some(parts) => parts.iter().fold(0, |a, p| a ^ small(p)),
            None => small(&c.to),
        };
        Some(NimMove {
            heap: c.heap,
            from: line.value(),
            to,
        })
    }

    /// The same picture as a [`Hackenbush`] graph (ground = vertex 0).
    ///
    /// ```
    /// use grundy::games::hidden::lines::{Attachment, BrokenLines};
    /// let g = BrokenLines::new(vec![(2, Attachment::OneEnd), (3, Attachment::BothEnds)]);
    /// assert_eq!(g.to_hackenbush().edges, vec![(0, 1), (1, 2), (0, 3), (3, 4), (4, 0)]);
    /// ```
    pub fn to_hackenbush(&self) -> Hackenbush {
        let mut edges = Vec::new();
        let mut next = 1usize;
        for l in &self.lines {
            let mut prev = 0usize;
            for i in 0..l.links {
                let last = i + 1 == l.links;
                let v = if last && l.attachment == Attachment::BothEnds {
                    0
                } else {
                    let v = next;
                    next += 1;
                    v
                };
                edges.push((prev, v));
                prev = v;
            }
        }
        Hackenbush {
            vertex_count: next,
            edges,
        }
    }
}
