//! The engines for values the heap engines (16-bit values, codes of at most 32 digits)
//! do not cover: Lasker's Nim and `bounded(k)` by their closed forms, `sub(…)` of any
//! size and `allbut(…)` (whose values grow without bound) by their own recurrences. One
//! `u64` value per step; memory is a window of `max S` (or `max X`) values, plus one
//! counter per distinct value for `allbut`.

#![expect(
    clippy::indexing_slicing,
    reason = "ring indices are taken modulo the ring's length and values index stamp arrays sized to the largest value plus one"
)]

use crate::heap::naive::lasker_value;

/// The work a game's own value stream is counted for a value: a run looks at its cancel
/// flag every 256 of its values.
const OWN_STEP_WORK: u64 = 1 << 12;

/// A streaming engine: `G(0), G(1), …` one per [`WideEngine::step`].
#[derive(Debug)]
pub(crate) struct WideEngine {
    kind: Kind,
    computed: u64,
    max_value: u64,
}

impl Clone for WideEngine {
    fn clone(&self) -> Self {
        WideEngine {
            kind: self.kind.clone(),
            computed: self.computed,
            max_value: self.max_value,
        }
    }
}

#[derive(Debug)]
enum Kind {
    /// A game's own values ([`super::SequenceRule::Own`]).
    Own(Box<dyn super::ValueStream>),
    /// A formula's values by the definition ([`super::SequenceRule::Formula`]): every
    /// value kept (an option may leave any smaller heap), and the options of the last
    /// heap counted as its work.
    Formula {
        rule: crate::heap::formula::FormulaRule,
        values: crate::heap::formula::FormulaValues,
        last_options: u64,
    },
    Lasker,
    Bounded(u64),
    /// `G(n) = mex{G(n − s) : s ∈ S, s ≤ n}`; values at most `|S|`.
    Finite {
        set: Vec<u64>,
        /// `G(n − t … n − 1)` at `ring[q mod t]`.
        ring: Vec<u64>,
        /// `stamp[v] = n` when `v` is an option's value of `n`.
        stamp: Vec<u64>,
    },
    /// `G(n)` = the least value all of whose occurrences lie at distances in `X` from
    /// `n`, or `u` (the number of values seen): see
    /// [`crate::sequence::Theorem::AllButState`].
    AllBut {
        x: Vec<u64>,
        ring: Vec<u64>,
        /// How many times each value has occurred.
        occurrences: Vec<u64>,
        scratch: Vec<u64>,
    },
}

impl Clone for Kind {
    fn clone(&self) -> Self {
        match self {
            Kind::Own(s) => Kind::Own(s.clone_box()),
            Kind::Formula {
                rule,
                values,
                last_options,
            } => Kind::Formula {
                rule: rule.clone(),
                values: values.clone(),
                last_options: *last_options,
            },
            Kind::Lasker => Kind::Lasker,
            Kind::Bounded(k) => Kind::Bounded(*k),
            Kind::Finite { set, ring, stamp } => Kind::Finite {
                set: set.clone(),
                ring: ring.clone(),
                stamp: stamp.clone(),
            },
            Kind::AllBut {
                x,
                ring,
                occurrences,
                scratch,
            } => Kind::AllBut {
                x: x.clone(),
                ring: ring.clone(),
                occurrences: occurrences.clone(),
                scratch: scratch.clone(),
            },
        }
    }
}

impl WideEngine {
    /// A game's own stream of values.
    pub(crate) fn own(stream: Box<dyn super::ValueStream>) -> WideEngine {
        WideEngine::with(Kind::Own(stream))
    }

    /// A formula's values, one heap after another.
    pub(crate) fn formula(rule: crate::heap::formula::FormulaRule) -> WideEngine {
        WideEngine::with(Kind::Formula {
            rule,
            values: crate::heap::formula::FormulaValues::default(),
            last_options: 0,
        })
    }

    /// Lasker's Nim by its closed form.
    pub(crate) fn lasker() -> WideEngine {
        WideEngine::with(Kind::Lasker)
    }

    /// `bounded(k)`: `n mod (k + 1)`.
    pub(crate) fn bounded(k: u64) -> WideEngine {
        WideEngine::with(Kind::Bounded(k))
    }

    /// `sub(set)` (sorted, positive, non-empty).
    pub(crate) fn finite(set: &[u64]) -> WideEngine {
        let t = set.last().copied().unwrap_or(0) as usize;
        WideEngine::with(Kind::Finite {
            set: set.to_vec(),
            ring: vec![0; t.max(1)],
            stamp: vec![u64::MAX; set.len() + 2],
        })
    }

    /// `allbut(x)` (sorted, positive; may be empty).
    pub(crate) fn all_but(x: &[u64]) -> WideEngine {
        let m = x.last().copied().unwrap_or(0) as usize;
        WideEngine::with(Kind::AllBut {
            x: x.to_vec(),
            ring: vec![0; m.max(1)],
            occurrences: Vec::new(),
            scratch: Vec::with_capacity(x.len()),
        })
    }

    fn with(kind: Kind) -> WideEngine {
        WideEngine {
            kind,
            computed: 0,
            max_value: 0,
        }
    }

    /// How many values are known: `G(0..computed)`.
    pub(crate) fn computed(&self) -> u64 {
        self.computed
    }

    /// The largest value so far.
    pub(crate) fn max_value(&self) -> u64 {
        self.max_value
    }

    /// The work of one [`WideEngine::step`], in options looked at: `|S| + 1` for
    /// `sub(S)`, `|X| + 1` for `allbut(X)`, 1 for a closed form, and a game's own stream
    /// counted as [`OWN_STEP_WORK`] (its cost is its own).
    pub(crate) fn step_work(&self) -> u64 {
        match &self.kind {
            Kind::Own(_) => OWN_STEP_WORK,
            // The next heap has about as many options as the last, and each costs a few
            // steps of evaluation.
            Kind::Formula { last_options, .. } => 16 * last_options + 16,
            Kind::Lasker | Kind::Bounded(_) => 1,
            Kind::Finite { set, .. } => set.len() as u64 + 1,
            Kind::AllBut { x, .. } => x.len() as u64 + 1,
        }
    }

    /// Computes `G(computed)` and returns it; the error of a game's own stream.
    pub(crate) fn step(&mut self) -> Result<u64, crate::i18n::Message> {
        let n = self.computed;
        let g = match &mut self.kind {
            Kind::Own(stream) => stream.next_value()?,
            Kind::Formula {
                rule,
                values,
                last_options,
            } => {
                let (g, options) = values.next(rule, n).map_err(|e| e.message())?;
                *last_options = options;
                g
            }
            Kind::Lasker => lasker_value(n),
            // For k = u64::MAX, n < 2^64 − 1 keeps n mod (k+1) = n.
            Kind::Bounded(k) => n % k.saturating_add(1).max(1),
            Kind::Finite { set, ring, stamp } => {
                let t = ring.len() as u64;
                for &s in set.iter() {
                    if s > n {
                        break;
                    }
                    stamp[ring[((n - s) % t) as usize] as usize] = n;
                }
                let g = stamp.iter().position(|&m| m != n).unwrap_or(0) as u64;
                ring[(n % t) as usize] = g;
                g
            }
            Kind::AllBut {
                x,
                ring,
                occurrences,
                scratch,
            } => {
                let m = ring.len() as u64;
                scratch.clear();
                for &d in x.iter() {
                    if d > n {
                        break;
                    }
                    scratch.push(ring[((n - d) % m) as usize]);
                }
                scratch.sort_unstable();
                let mut g = occurrences.len() as u64;
                let mut i = 0;
                while i < scratch.len() {
                    let v = scratch[i];
                    let mut j = i;
                    while j < scratch.len() && scratch[j] == v {
                        j += 1;
                    }
                    if (j - i) as u64 == occurrences[v as usize] {
                        g = v;
                        break;
                    }
                    i = j;
                }
                if g == occurrences.len() as u64 {
                    occurrences.push(0);
                }
                occurrences[g as usize] += 1;
                ring[(n % m) as usize] = g;
                g
            }
        };
        self.computed += 1;
        self.max_value = self.max_value.max(g);
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mex_values(allowed: impl Fn(u64) -> bool, count: u64) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..count {
            let opts: Vec<u64> = (1..=n)
                .filter(|&s| allowed(s))
                .map(|s| g[(n - s) as usize])
                .collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    }

    fn run(mut e: WideEngine, count: u64) -> Vec<u64> {
        (0..count).map(|_| e.step().unwrap()).collect()
    }

    #[test]
    fn engines_match_brute_force() {
        for set in [vec![1, 3, 4], vec![2, 5, 6], vec![7], vec![1, 2, 3]] {
            let s = set.clone();
            assert_eq!(
                run(WideEngine::finite(&set), 200),
                mex_values(|d| s.contains(&d), 200),
                "{set:?}"
            );
        }
        for x in [
            vec![],
            vec![1],
            vec![2],
            vec![1, 2],
            vec![2, 3, 5],
            vec![1, 3, 4, 6],
        ] {
            let xs = x.clone();
            assert_eq!(
                run(WideEngine::all_but(&x), 200),
                mex_values(|d| !xs.contains(&d), 200),
                "{x:?}"
            );
        }
        assert_eq!(run(WideEngine::bounded(3), 9), [0, 1, 2, 3, 0, 1, 2, 3, 0]);
        assert_eq!(run(WideEngine::lasker(), 9), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    }
}
