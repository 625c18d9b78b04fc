//! The product of cyclic monoids a quotient is computed in: the layout of its
//! generators (`Layout`), the reduced monoid (`Reduced`: classes, P-status, the
//! generators' actions) and partition refinement (`refine`).

#[allow(unused_imports)]
use super::*;

/// The expansion heaps and their indices: the product `∏ ⟨gᵢ | gᵢ^{aᵢ+2} = gᵢ^{aᵢ}⟩`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Layout {
    pub(super) gens: Vec<(u64, u8)>,
}

impl Layout {
    pub(super) fn radix(&self, i: usize) -> usize {
        self.gens[i].1 as usize + 2
    }
    pub(super) fn size(&self) -> Option<usize> {
        (0..self.gens.len()).try_fold(1usize, |acc, i| acc.checked_mul(self.radix(i)))
    }
    pub(super) fn add(&self, a: &[u8], b: &[u8]) -> Vec<u8> {
        a.iter()
            .zip(b)
            .zip(&self.gens)
            .map(|((&x, &y), &(_, idx))| reduce_exp(x as u32 + y as u32, idx))
            .collect()
    }
    pub(super) fn index(&self, w: &[u8]) -> usize {
        let mut m = 0;
        for i in (0..w.len()).rev() {
            m = m * self.radix(i) + w[i] as usize;
        }
        m
    }
    pub(super) fn decode(&self, mut m: usize) -> Vec<u8> {
        (0..self.gens.len())
            .map(|i| {
                let r = self.radix(i);
                let e = m % r;
                m /= r;
                e as u8
            })
            .collect()
    }
}

pub(super) fn reduce_exp(e: u32, index: u8) -> u8 {
    let a = index as u32;
    if e >= a + 2 {
        (a + (e - a) % 2) as u8
    } else {
        e as u8
    }
}

/// The reduced monoid of a layout: its elements (classes of the product) by their normal
/// forms, the generators' actions and the P-portion. Element 0 is the identity.
#[derive(Debug, Clone)]
pub(super) struct Reduced {
    /// The normal form of each element: the word of least product index in its class.
    pub(super) reps: Vec<Vec<u8>>,
    pub(super) p: Vec<bool>,
    pub(super) actions: Vec<Vec<u32>>,
}

impl Reduced {
    pub(super) fn order(&self) -> usize {
        self.reps.len()
    }

    /// The element of a word over the layout's generators.
    pub(super) fn class_of(&self, w: &[u8]) -> u32 {
        let mut z = 0u32;
        for (action, &e) in self.actions.iter().zip(w) {
            for _ in 0..e {
                z = action[z as usize];
            }
        }
        z
    }

    /// The product `x·y`.
    pub(super) fn mul(&self, x: u32, y: u32) -> u32 {
        let mut z = x;
        for (action, &e) in self.actions.iter().zip(&self.reps[y as usize]) {
            for _ in 0..e {
                z = action[z as usize];
            }
        }
        z
    }
}

/// The class of each element, each class's least member, its P-status and the
/// generators' actions on the classes.
pub(super) type Refined = (Vec<u32>, Vec<usize>, Vec<bool>, Vec<Vec<u32>>);

/// Step 4: the coarsest partition of the elements `0..p.len()` that separates `P` from
/// the rest and that multiplication by each generator (`times[i][m]`: `m` times
/// generator `i`) respects, by partition refinement. Returns each class's least member
/// (the classes are numbered in that order, so the identity, element 0, is class 0), its
/// P-status and the generators' actions on the classes.
pub(super) fn refine(
    p: &[bool],
    times: &[Vec<u32>],
    poll: &mut Poll<'_>,
) -> Result<Refined, Cancelled> {
    // The refinement over one flat buffer of signatures (the recalibration's too).
    let (class, count, p, actions) = fresh::refine_flat(p, times, poll)?;
    let mut reps = vec![usize::MAX; count];
    for (m, &c) in class.iter().enumerate() {
        if reps[c as usize] == usize::MAX {
            reps[c as usize] = m;
        }
    }
    Ok((class, reps, p, actions))
}
