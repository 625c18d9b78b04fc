//! Dan Hoey's phyla of misère canonical forms, as CGSuite classifies them, for
//! `IsTameable`: the games whose genus is decided in any sum with tame games.
//!
//! The theory: a game is *tame* when it and its followers play like Nim positions
//! (ONAG ch. 12; *Winning Ways* ch. 13); a non-tame option can still be harmless when it
//! *reverses* — has an option of the game's own pair `(G⁺, G⁻)` — so the game acts like
//! Nim among tame games (on tameness beyond the hereditary kind: Plambeck & Siegel,
//! *Misère quotients for impartial games*; Siegel, *Combinatorial Game Theory*, ch. V).
//! Hoey's phyla sort every form by how far it is
//! from a Nim heap, bottom up from its options' phyla: a Nim heap, hereditarily tame,
//! reversibly tame, *tameable* (tame genus, with the non-tame options reversing through
//! tameable ones), restive (hereditarily or reversibly), restless, wild.

use super::{mex, GameId, MisereStore};

/// A form's phylum (Hoey), from the tamest to the wildest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Phylum {
    /// Options all Nim heaps (in this sense), and a pair of a Nim heap.
    NimHeap,
    /// Every option tame, a tame pair.
    HereditarilyTame,
    /// Every option generally tame, or each other reversing to the game's pair.
    ReversiblyTame,
    /// A tame pair, the non-tame options reversing through tameable forms.
    Tameable,
    /// Every option hereditarily tame, `G⁺` 0 or 1 and `G⁻` 2 or more.
    HereditarilyRestive,
    /// Restive through restive-reversible options.
    ReversiblyRestive,
    /// Every option generally tame, `G⁻` 0 or 1 and `G⁺` 2 or more.
    Restless,
    /// Anything else.
    Wild,
}

impl Phylum {
    fn generally_tame(self) -> bool {
        self <= Phylum::ReversiblyTame
    }
    fn tameable(self) -> bool {
        self <= Phylum::Tameable
    }
    fn restive_or_tame(self) -> bool {
        self.generally_tame()
            || matches!(
                self,
                Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
            )
    }
}

/// The kind of a pair `(G⁺, G⁻)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Genus {
    /// `(a, a)`, `(0, 1)` or `(1, 0)`: the pair of a Nim position.
    Tame,
    /// `G⁺ < 2 ≤ G⁻`.
    Restive,
    /// `G⁻ < 2 ≤ G⁺`.
    Restless,
    Wild,
}

fn genus_of(plus: u32, minus: u32) -> Genus {
    if plus == minus || (plus < 2 && minus < 2) {
        Genus::Tame
    } else if plus < 2 {
        Genus::Restive
    } else if minus < 2 {
        Genus::Restless
    } else {
        Genus::Wild
    }
}

impl MisereStore {
    /// CGSuite's `IsTameable` (Hoey's phyla): the form is generally tame, or has a tame
    /// pair `(G⁺, G⁻)` and each option that is not generally tame either is tameable or
    /// reverses — has generally tame options `G″` with `G″⁻ = G⁻` and with `G″⁺ = G⁺`, or
    /// tameable ones — while the tame and tameable options give `G⁺` and `G⁻` as their
    /// mex. Such a game's genus is decided in a sum with tame games as a Nim position's.
    ///
    /// ```
    /// let mut s = grundy_misere::canonical::MisereStore::new();
    /// let tame = s.parse("*[2[2]]").unwrap();
    /// let restive = s.parse("*[2#0]").unwrap(); // restive: not tameable
    /// assert!(s.is_tameable(tame) && !s.is_tameable(restive));
    /// // CGSuite's example of a tameable game that is not generally tame.
    /// let g = s.parse("*[((2#0)2[#1]2#)(2#1)[1]]").unwrap();
    /// assert!(s.is_tameable(g) && !s.is_generally_tame(g));
    /// ```
    pub fn is_tameable(&mut self, g: GameId) -> bool {
        self.phylum(g).tameable()
    }

    /// The phylum of `g`, its followers' found first (remembered per form).
    pub(super) fn phylum(&mut self, g: GameId) -> Phylum {
        for x in self.followers_bottom_up(g) {
            if !self.phyla.contains_key(&x) {
                let p = self.phylum_from_options(x);
                self.phyla.insert(x, p);
            }
        }
        self.phyla.get(&g).copied().unwrap_or(Phylum::Wild)
    }

    fn known_phylum(&self, x: GameId) -> Phylum {
        self.phyla.get(&x).copied().unwrap_or(Phylum::Wild)
    }

    /// Hoey's rules for `x`, its options' phyla known.
    fn phylum_from_options(&self, x: GameId) -> Phylum {
        let (plus, minus) = (self.normal_nim_value(x), self.misere_nim_value(x));
        let genus = genus_of(plus, minus);
        let options = &self.node(x).options;
        let phyla: Vec<Phylum> = options.iter().map(|&o| self.known_phylum(o)).collect();
        if phyla.iter().all(|&p| p == Phylum::NimHeap)
            && genus == Genus::Tame
            && (plus > 1 || plus != minus)
        {
            return Phylum::NimHeap;
        }
        if phyla.iter().all(|&p| p <= Phylum::HereditarilyTame) {
            match genus {
                Genus::Tame => return Phylum::HereditarilyTame,
                Genus::Restive => return Phylum::HereditarilyRestive,
                _ => {}
            }
        }
        if phyla.iter().all(|p| p.generally_tame()) {
            return match genus {
                Genus::Tame => Phylum::ReversiblyTame,
                Genus::Restive => Phylum::ReversiblyRestive,
                Genus::Restless => Phylum::Restless,
                Genus::Wild => Phylum::Wild,
            };
        }
        if !matches!(genus, Genus::Tame | Genus::Restive) {
            return Phylum::Wild;
        }
        self.reversible_phylum(x, plus, minus, genus)
    }

    /// A form of tame or restive pair with an option that is not generally tame: whether
    /// every such option reverses (reversibly tame or restive), or the game is tameable.
    fn reversible_phylum(&self, x: GameId, plus: u32, minus: u32, genus: Genus) -> Phylum {
        let mut reversible = true;
        let mut tameable = genus == Genus::Tame;
        // The pairs of the generally tame options, and of the tameable ones.
        let (mut tame_plus, mut tame_minus) = (Vec::new(), Vec::new());
        let (mut tameable_plus, mut tameable_minus) = (Vec::new(), Vec::new());
        for &o in &self.node(x).options {
            let po = self.known_phylum(o);
            let (op, om) = (self.normal_nim_value(o), self.misere_nim_value(o));
            if po.generally_tame() {
                tame_plus.push(op);
                tame_minus.push(om);
                continue;
            }
            let itself = tameable && po == Phylum::Tameable;
            if itself {
                tameable_plus.push(op);
                tameable_minus.push(om);
            }
            let (mut found_minus, mut found_plus) = (false, false);
            let (mut t_minus, mut t_plus) = (itself, itself);
            for &o2 in &self.node(o).options {
                let p2 = self.known_phylum(o2);
                let (p, m) = (self.normal_nim_value(o2), self.misere_nim_value(o2));
                if genus == Genus::Tame && p2.generally_tame() {
                    found_minus |= m == minus;
                    found_plus |= p == plus;
                } else if genus == Genus::Restive && p2.restive_or_tame() {
                    found_minus |= m == minus && (p < 2 || (p ^ minus) < 2);
                    found_plus |= p == plus && (m < 2 || (m ^ minus) < 2);
                } else if tameable && p2 == Phylum::Tameable {
                    t_minus |= m == minus;
                    t_plus |= p == plus;
                }
            }
            if !(found_minus && found_plus) {
                reversible = false;
                if !(t_minus && t_plus) {
                    tameable = false;
                }
            }
            if !reversible && !tameable {
                return Phylum::Wild;
            }
        }
        if reversible
            && mex(tame_plus.iter().copied()) == plus
            && mex(tame_minus.iter().copied()) == minus
        {
            return if genus == Genus::Tame {
                Phylum::ReversiblyTame
            } else {
                Phylum::ReversiblyRestive
            };
        }
        if tameable {
            tame_plus.extend(tameable_plus);
            tame_minus.extend(tameable_minus);
            let matches =
                mex(tame_plus.iter().copied()) == plus && mex(tame_minus.iter().copied()) == minus;
            // With no tame or tameable option at all, only G⁺ = 0 is asked (the misère
            // value of a game with no such option is the endgame's, not a mex).
            if matches || (tame_plus.is_empty() && plus == 0) {
                return Phylum::Tameable;
            }
        }
        Phylum::Wild
    }
}
