//! Conway's **genus** of an impartial game under misère play, and tameness.
//!
//! For a game `G` let `γₙ(G)` be the misère Grundy value of `G + n·*2` (`n` nim-heaps of
//! size 2). The genus is written `g^{γ₀γ₁γ₂…}`, where `g` is the normal-play Grundy
//! value; the sequence `γ` is eventually periodic with period 2 and is written up to the
//! point where its last two entries repeat for ever (`0^{120}` is `γ = 1,2,0,2,0,…`).
//! Conway, *On Numbers and Games* (1976), ch. 12; Berlekamp, Conway & Guy, *Winning Ways*,
//! ch. 13.
//!
//! The genus follows from the genera of the options (the recursion is Dan Hoey's, as in
//! CGSuite): with no option, `0^{120}`; otherwise `g = mex g(G′)`, `γ₀ = mex γ₀(G′)` and,
//! for `n ≥ 1`, `γₙ = mex({γₙ₋₁, γₙ₋₁⊕1} ∪ {γₙ(G′)})` — the two extra values come from the
//! options `G + (n−1)·*2 + *1` and `G + (n−1)·*2`, since adding `*1` changes a misère
//! Grundy value by `⊕1`.
//!
//! A genus is **tame** when it is the genus of a Nim position: `0^{120}` (like `*0`),
//! `1^{031}` (like `*1`) or `g^{g,g⊕2}` (like a Nim position of nim-sum `g` with a heap of
//! 2 or more). A game is **hereditarily tame** when it and all its followers have tame
//! genus; a sum of such games is played like misère Nim on the Nim positions of the same
//! genus (Conway's theorem, ONAG ch. 12): see [`TameValue`].
//!
//! ```
//! use grundy_misere::genus::Genus;
//! assert_eq!(Genus::nim_heap(2).to_string(), "2^{20}");
//! assert_eq!(Genus::terminal().to_string(), "0^{120}");
//! // A heap of 1 has one option, the empty game.
//! let one = Genus::from_options([&Genus::terminal()]);
//! assert_eq!(one.to_string(), "1^{031}");
//! assert!(one.tame().is_some());
//! ```

#![expect(
    clippy::indexing_slicing,
    reason = "genus tables are indexed by option values below their own length (each table is sized to the largest value it holds plus one, before it is read)"
)]

use serde::Serialize;
use std::fmt;

/// The genus `g^{γ₀γ₁…}` of a game: its normal-play value and the misère values of its
/// sums with `n` heaps of `*2`, stored up to the point where the last two repeat.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Genus {
    /// The normal-play Grundy value.
    pub g: u64,
    /// `γ₀, γ₁, …` up to the point where the last two entries repeat for ever (at least
    /// two entries).
    pub gamma: Vec<u64>,
}

/// A tame genus as the Nim position it behaves like: its nim-sum and whether it has a
/// heap of 2 or more ("big").
///
/// ```
/// use grundy_misere::genus::{Genus, TameValue};
/// let t = Genus::nim_heap(5).tame().unwrap();
/// assert_eq!(t, TameValue { value: 5, big: true });
/// // *1 + *1 + *1 is a misère P-position; *2 + *2 too; *2 + *3 is N.
/// let one = Genus::nim_heap(1).tame().unwrap();
/// assert!(TameValue::sum([one, one, one]).is_p());
/// let two = Genus::nim_heap(2).tame().unwrap();
/// assert!(TameValue::sum([two, two]).is_p());
/// assert!(!TameValue::sum([two, Genus::nim_heap(3).tame().unwrap()]).is_p());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct TameValue {
    /// The nim-sum `g`.
    pub value: u64,
    /// Whether the Nim position has a heap of 2 or more (genus `g^{g,g⊕2}`).
    pub big: bool,
}

impl TameValue {
    /// The tame value of a sum of tame games: nim-sums add, "big" if any is.
    pub fn sum(parts: impl IntoIterator<Item = TameValue>) -> TameValue {
        parts.into_iter().fold(
            TameValue {
                value: 0,
                big: false,
            },
            |a, b| TameValue {
                value: a.value ^ b.value,
                big: a.big || b.big,
            },
        )
    }

    /// Whether a game of this tame value is a misère P-position (Bouton's rule on the Nim
    /// position it behaves like): with a big heap, nim-sum 0; without, nim-sum 1.
    pub fn is_p(&self) -> bool {
        if self.big {
            self.value == 0
        } else {
            self.value == 1
        }
    }

    /// The genus of a game of this tame value.
    ///
    /// ```
    /// use grundy_misere::genus::TameValue;
    /// assert_eq!(TameValue { value: 0, big: true }.genus().to_string(), "0^{02}");
    /// ```
    pub fn genus(&self) -> Genus {
        match (self.big, self.value) {
            (false, 0) => Genus::terminal(),
            (false, _) => Genus {
                g: 1,
                gamma: vec![0, 3, 1],
            },
            (true, g) => Genus {
                g,
                gamma: vec![g, g ^ 2],
            },
        }
    }
}

/// The mex of small values (a few dozen at most).
fn mex_u64(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        if let Ok(i) = usize::try_from(v)
            && i < 4096
        {
            if seen.len() <= i {
                seen.resize(i + 1, false);
            }
            seen[i] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}

impl Genus {
    /// The genus of a game with no move: `0^{120}`.
    pub fn terminal() -> Genus {
        Genus {
            g: 0,
            gamma: vec![1, 2, 0],
        }
    }

    /// The genus of the nim-heap `*n`: `0^{120}`, `1^{031}`, and `n^{n,n⊕2}` for `n ≥ 2`.
    ///
    /// ```
    /// use grundy_misere::genus::Genus;
    /// let shown: Vec<String> = (0..6).map(|n| Genus::nim_heap(n).to_string()).collect();
    /// assert_eq!(shown, ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}"]);
    /// ```
    pub fn nim_heap(n: u64) -> Genus {
        Genus::nim(&[n])
    }

    /// The genus of a Nim position (any heaps): tame, of its nim-sum, big when a heap has
    /// 2 or more.
    ///
    /// ```
    /// use grundy_misere::genus::Genus;
    /// assert_eq!(Genus::nim(&[2, 3]).to_string(), "1^{13}");
    /// assert_eq!(Genus::nim(&[1, 1]).to_string(), "0^{120}");
    /// ```
    pub fn nim(heaps: &[u64]) -> Genus {
        TameValue {
            value: heaps.iter().fold(0, |a, h| a ^ h),
            big: heaps.iter().any(|&h| h >= 2),
        }
        .genus()
    }

    /// `γₙ`, for any `n` (the stored entries, then the last two alternating).
    ///
    /// ```
    /// use grundy_misere::genus::Genus;
    /// let t = Genus::terminal(); // 0^{120}
    /// assert_eq!((0..6).map(|n| t.gamma(n)).collect::<Vec<_>>(), [1, 2, 0, 2, 0, 2]);
    /// ```
    pub fn gamma(&self, n: usize) -> u64 {
        let len = self.gamma.len();
        if n < len {
            return self.gamma[n];
        }
        // Beyond the stored entries the last two alternate.
        let back = (n - len) % 2;
        self.gamma[len - 2 + back]
    }

    /// The misère Grundy value `γ₀`: the game alone is a misère P-position iff it is 0.
    pub fn misere_value(&self) -> u64 {
        self.gamma[0]
    }

    /// The genus of a game whose options have the genera `options` (Conway and Hoey's
    /// recursion); no option gives [`Genus::terminal`].
    ///
    /// ```
    /// use grundy_misere::genus::Genus;
    /// // Kayles K2: options K1 and the empty game.
    /// let k1 = Genus::from_options([&Genus::terminal()]);
    /// let k2 = Genus::from_options([&k1, &Genus::terminal()]);
    /// assert_eq!(k2.to_string(), "2^{20}");
    /// ```
    pub fn from_options<'a>(options: impl IntoIterator<Item = &'a Genus>) -> Genus {
        let options: Vec<&Genus> = options.into_iter().collect();
        if options.is_empty() {
            return Genus::terminal();
        }
        let g = mex_u64(options.iter().map(|o| o.g));
        let longest = options.iter().map(|o| o.gamma.len()).max().unwrap_or(2);
        let mut gamma = vec![mex_u64(options.iter().map(|o| o.gamma(0)))];
        // Beyond `longest` the options alternate, so the sequence is a function of its
        // previous entry and the parity: once γₙ = γₙ₋₂ there, it alternates for ever.
        let cap = longest + 64;
        let mut n = 1;
        loop {
            let prev = gamma[n - 1];
            let v = mex_u64(
                [prev, prev ^ 1]
                    .into_iter()
                    .chain(options.iter().map(|o| o.gamma(n))),
            );
            gamma.push(v);
            if (n > longest + 1 && gamma[n] == gamma[n - 2] && gamma[n - 1] == gamma[n - 3])
                || n >= cap
            {
                break;
            }
            n += 1;
        }
        trim(&mut gamma);
        Genus { g, gamma }
    }

    /// The Nim position this genus behaves like, when it is tame.
    ///
    /// ```
    /// use grundy_misere::genus::{Genus, TameValue};
    /// assert_eq!(Genus::terminal().tame(), Some(TameValue { value: 0, big: false }));
    /// let wild = Genus { g: 4, gamma: vec![1, 4, 6] }; // Kayles K5: 4^{146}
    /// assert_eq!(wild.tame(), None);
    /// ```
    pub fn tame(&self) -> Option<TameValue> {
        let value = self.g;
        [false, true]
            .into_iter()
            .map(|big| TameValue { value, big })
            .find(|t| t.genus() == *self)
    }
}

/// Drops trailing entries that the alternation of the last two already gives.
fn trim(gamma: &mut Vec<u64>) {
    while gamma.len() > 2 && gamma[gamma.len() - 1] == gamma[gamma.len() - 3] {
        gamma.pop();
    }
}

impl fmt::Display for Genus {
    /// `g^{γ₀γ₁…}`: digits run together when all are below 10, else separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.gamma.iter().all(|&v| v < 10) {
            ""
        } else {
            ","
        };
        let digits: Vec<String> = self.gamma.iter().map(|v| v.to_string()).collect();
        write!(f, "{}^{{{}}}", self.g, digits.join(sep))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::ImpartialGame;
    use crate::heap::rule::{HeapGame, HeapRule};
    use crate::solver::Solver;
    use std::collections::HashMap;

    /// Genus of a heap-game position (sorted heaps) by the recursion, memoised.
    fn genus_of(game: &HeapGame, p: &Vec<u64>, memo: &mut HashMap<Vec<u64>, Genus>) -> Genus {
        if let Some(g) = memo.get(p) {
            return g.clone();
        }
        let opts: Vec<Genus> = game
            .moves(p)
            .iter()
            .map(|o| genus_of(game, o, memo))
            .collect();
        let g = Genus::from_options(opts.iter());
        memo.insert(p.clone(), g.clone());
        g
    }

    /// γₙ by brute force: the misère Grundy value of the position plus n heaps of 2 in Nim
    /// — a heap game whose positions carry extra Nim heaps is awkward, so this uses the
    /// sum game defined here.
    #[derive(Clone)]
    struct WithTwos<'a>(&'a HeapGame);
    impl ImpartialGame for WithTwos<'_> {
        type Position = (Vec<u64>, Vec<u64>);
        fn moves(&self, (p, nim): &Self::Position) -> Vec<Self::Position> {
            let mut out: Vec<Self::Position> = self
                .0
                .moves(p)
                .into_iter()
                .map(|q| (q, nim.clone()))
                .collect();
            for i in 0..nim.len() {
                for to in 0..nim[i] {
                    let mut n = nim.clone();
                    n[i] = to;
                    n.sort_unstable();
                    out.push((p.clone(), n));
                }
            }
            out
        }
    }

    fn misere_grundy(game: &WithTwos, p: (Vec<u64>, Vec<u64>)) -> u64 {
        // The misère Grundy value: mex of the options', 1 for a terminal position.
        fn go(
            game: &WithTwos,
            p: &(Vec<u64>, Vec<u64>),
            memo: &mut HashMap<(Vec<u64>, Vec<u64>), u64>,
        ) -> u64 {
            if let Some(&v) = memo.get(p) {
                return v;
            }
            let opts = game.moves(p);
            let v = if opts.is_empty() {
                1
            } else {
                mex_u64(opts.iter().map(|o| go(game, o, memo)).collect::<Vec<_>>())
            };
            memo.insert(p.clone(), v);
            v
        }
        go(game, &p, &mut HashMap::new())
    }

    fn heap_genera(code: &str, upto: u64) -> Vec<String> {
        let game = HeapGame::new(HeapRule::parse(code).unwrap());
        let mut memo = HashMap::new();
        (1..=upto)
            .map(|n| genus_of(&game, &vec![n], &mut memo).to_string())
            .collect()
    }

    #[test]
    fn kayles_and_dawsons_kayles_genera() {
        // Values checked below against brute force for the first heaps; the strings are
        // the published ones (Winning Ways ch. 13; Plambeck's tables).
        assert_eq!(
            heap_genera("kayles", 12).join(" "),
            "1^{031} 2^{20} 3^{31} 1^{031} 4^{146} 3^{31} 2^{20} 1^{13} 4^{046} 2^{20} 6^{46} 4^{046}"
        );
        assert_eq!(
            heap_genera("dawson-kayles", 12).join(" "),
            "0^{120} 1^{031} 1^{031} 2^{20} 0^{120} 3^{31} 1^{031} 1^{031} 0^{120} 3^{1431} 3^{31} 2^{0520}"
        );
    }

    #[test]
    fn recursion_matches_brute_force() {
        for code in ["kayles", "dawson-kayles", "0.137", "0.6", "4.7"] {
            let game = HeapGame::new(HeapRule::parse(code).unwrap());
            let mut memo = HashMap::new();
            for heaps in [
                vec![1],
                vec![3],
                vec![5],
                vec![2, 3],
                vec![1, 4],
                vec![7],
                vec![9],
            ] {
                let mut p = heaps.clone();
                p.sort_unstable();
                let genus = genus_of(&game, &p, &mut memo);
                let sum = WithTwos(&game);
                for n in 0..5 {
                    let v = misere_grundy(&sum, (p.clone(), vec![2; n]));
                    assert_eq!(genus.gamma(n), v, "{code} {heaps:?} γ{n}");
                }
                let g = Solver::new(&game).grundy(&p).unwrap() as u64;
                assert_eq!(genus.g, g, "{code} {heaps:?}");
            }
        }
    }

    #[test]
    fn nim_positions_match_the_recursion() {
        let game = HeapGame::new(HeapRule::parse("0.[3]").unwrap());
        let mut memo = HashMap::new();
        for heaps in [
            vec![0u64],
            vec![1, 1],
            vec![1, 2, 3],
            vec![2, 2],
            vec![1, 1, 1],
            vec![6],
        ] {
            let mut p: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
            p.sort_unstable();
            assert_eq!(
                genus_of(&game, &p, &mut memo),
                Genus::nim(&heaps),
                "{heaps:?}"
            );
        }
    }

    #[test]
    fn display_with_large_entries() {
        let g = Genus::nim_heap(12);
        assert_eq!(g.to_string(), "12^{12,14}");
        assert_eq!(g.gamma(7), 14);
    }
}
