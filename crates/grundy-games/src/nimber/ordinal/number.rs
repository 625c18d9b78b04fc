//! The ordinals below `ω^(ω^ω)` as data: an `Exponent` of `ω` (below `ω^ω`) and an
//! `Ordinal` in Cantor normal form, their order, their spelling and their JSON.

use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::fmt;

/// An exponent of `ω` below `ω^ω`: `Σ ω^k·n_k`, stored as `[n₀, n₁, …]` with no zero
/// at the end. Ordered as ordinals.
///
/// ```
/// use grundy::nimber::ordinal::Exponent;
/// let a = Exponent::new(vec![5, 0, 1]); // ω^2 + 5
/// let b = Exponent::new(vec![0, 7]); // ω×7
/// assert!(a > b);
/// assert_eq!(a.to_string(), "ω^2+5");
/// assert_eq!(Exponent::new(vec![3, 0, 0]).coefficients(), &[3]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Exponent(pub(super) Vec<u64>);

impl Exponent {
    /// The exponent `Σ ω^k·coefficients[k]` (zeros at the end dropped).
    ///
    /// ```
    /// use grundy::nimber::ordinal::Exponent;
    /// assert_eq!(Exponent::new(vec![0, 0]), Exponent::default());
    /// ```
    pub fn new(mut coefficients: Vec<u64>) -> Exponent {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        Exponent(coefficients)
    }

    /// `[n₀, n₁, …]`: the coefficient of `ω^k` at `k`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Exponent;
    /// assert_eq!(Exponent::new(vec![1, 2]).coefficients(), &[1, 2]);
    /// ```
    pub fn coefficients(&self) -> &[u64] {
        &self.0
    }

    pub(super) fn get(&self, k: usize) -> u64 {
        self.0.get(k).copied().unwrap_or(0)
    }

    /// Written bare after `ω^` (a number or `ω`), or needing parentheses.
    pub(super) fn is_simple(&self) -> bool {
        self.0.len() <= 1 || (self.0 == [0, 1])
    }
}

impl Ord for Exponent {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

impl PartialOrd for Exponent {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Exponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return write!(f, "0");
        }
        let mut first = true;
        for (k, &n) in self.0.iter().enumerate().rev() {
            if n == 0 {
                continue;
            }
            if !first {
                write!(f, "+")?;
            }
            first = false;
            match (k, n) {
                (0, n) => write!(f, "{n}")?,
                (1, 1) => write!(f, "ω")?,
                (1, n) => write!(f, "ω×{n}")?,
                (k, 1) => write!(f, "ω^{k}")?,
                (k, n) => write!(f, "ω^{k}×{n}")?,
            }
        }
        Ok(())
    }
}

/// An ordinal below `ω^(ω^ω)` with finite coefficients below `2^128`, in Cantor normal
/// form: the coefficient of each power `ω^e` (none zero). Ordered as ordinals, shown as
/// `ω^ω×4+ω^3×9+11`, in JSON as that text.
///
/// ```
/// use grundy::nimber::ordinal::{Exponent, Ordinal};
/// let x = Ordinal::from_terms([(Exponent::new(vec![0, 1]), 4), (Exponent::new(vec![3]), 9), (Exponent::default(), 11)]);
/// assert_eq!(x.to_string(), "ω^ω×4+ω^3×9+11");
/// assert!(Ordinal::omega() > Ordinal::finite(u128::MAX));
/// assert_eq!(Ordinal::finite(7).as_finite(), Some(7));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Ordinal(pub(super) BTreeMap<Exponent, u128>);

impl Ordinal {
    /// The finite ordinal `n`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::finite(0), Ordinal::default());
    /// ```
    pub fn finite(n: u128) -> Ordinal {
        Ordinal::from_terms([(Exponent::default(), n)])
    }

    /// `ω`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().to_string(), "ω");
    /// ```
    pub fn omega() -> Ordinal {
        Ordinal::omega_power(&[1])
    }

    /// `ω^e` for the exponent `e = Σ ω^k·coefficients[k]`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega_power(&[0, 0, 42]).to_string(), "ω^(ω^2×42)");
    /// ```
    pub fn omega_power(coefficients: &[u64]) -> Ordinal {
        Ordinal::from_terms([(Exponent::new(coefficients.to_vec()), 1)])
    }

    /// The nim-sum of the terms `ω^e ⊗ c` (equal exponents' coefficients nim-added).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Exponent, Ordinal};
    /// let x = Ordinal::from_terms([(Exponent::default(), 3), (Exponent::default(), 5)]);
    /// assert_eq!(x, Ordinal::finite(6));
    /// ```
    pub fn from_terms(terms: impl IntoIterator<Item = (Exponent, u128)>) -> Ordinal {
        let mut map = BTreeMap::new();
        for (e, c) in terms {
            xor_into(&mut map, e, c);
        }
        Ordinal(map)
    }

    /// The terms from the largest power of `ω` down: `(exponent, coefficient)`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// let t: Vec<_> = Ordinal::omega().terms().map(|(e, c)| (e.to_string(), c)).collect();
    /// assert_eq!(t, [("1".to_string(), 1)]);
    /// ```
    pub fn terms(&self) -> impl Iterator<Item = (&Exponent, u128)> {
        self.0.iter().rev().map(|(e, &c)| (e, c))
    }

    /// The value when the ordinal is finite.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().as_finite(), None);
    /// assert_eq!(Ordinal::default().as_finite(), Some(0));
    /// ```
    pub fn as_finite(&self) -> Option<u128> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Exponent::default()).copied(),
            _ => None,
        }
    }

    /// Whether this is 0.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert!(Ordinal::finite(0).is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self ⊕ other`: the coefficients of equal powers of `ω` nim-added.
    ///
    /// ```
    /// use grundy::nimber::ordinal::Ordinal;
    /// assert_eq!(Ordinal::omega().nim_add(&Ordinal::omega()), Ordinal::finite(0));
    /// ```
    pub fn nim_add(&self, other: &Ordinal) -> Ordinal {
        let mut map = self.0.clone();
        for (e, &c) in &other.0 {
            xor_into(&mut map, e.clone(), c);
        }
        Ordinal(map)
    }
}

pub(super) fn xor_into(map: &mut BTreeMap<Exponent, u128>, e: Exponent, c: u128) {
    if c == 0 {
        return;
    }
    let slot = map.entry(e.clone()).or_insert(0);
    *slot ^= c;
    if *slot == 0 {
        map.remove(&e);
    }
}

impl Ord for Ordinal {
    fn cmp(&self, other: &Self) -> Ordering {
        self.terms().cmp(other.terms())
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return write!(f, "0");
        }
        let mut first = true;
        for (e, c) in self.terms() {
            if !first {
                write!(f, "+")?;
            }
            first = false;
            if e.0.is_empty() {
                write!(f, "{c}")?;
                continue;
            }
            write!(f, "ω")?;
            if e.0 != [1] {
                if e.is_simple() {
                    write!(f, "^{e}")?;
                } else {
                    write!(f, "^({e})")?;
                }
            }
            if c != 1 {
                write!(f, "×{c}")?;
            }
        }
        Ok(())
    }
}

impl Serialize for Ordinal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}
