//! Lenstra's field constants `α_p`: the q-sets, `κ_f` and the excess of each odd prime
//! (`FieldConstant`), computed once per level by `OrdinalField`, and the table of them
//! (`field_constants`).

use super::step::level_power;
use super::{Ordinal, OrdinalError, OrdinalField, MAX_LEVEL};
use serde::Serialize;
use std::rc::Rc;

/// Lenstra's constants of one odd prime `p`, the `(level+2)`-th prime:
/// `(ω^(ω^level))^⊗p = α_p = κ_f ⊕ excess`, `κ_f` the nim-sum of the `κ_q` of the
/// q-set.
///
/// ```
/// use grundy::nimber::ordinal::OrdinalField;
/// let c = OrdinalField::new().field_constant(2).unwrap();
/// assert_eq!((c.prime, c.order_of_two, c.q_set.clone(), c.excess), (7, 3, vec![3], 1));
/// assert_eq!(c.alpha.to_string(), "ω+1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldConstant {
    /// `p`.
    pub prime: u64,
    /// `k`: `κ = ω^(ω^k)` is the `p`-th root of `α_p`.
    pub level: usize,
    /// `f`, the order of 2 modulo `p`.
    pub order_of_two: u64,
    /// Lenstra's q-set `Q(p)`: prime powers `q` with `κ_f = ⊕ κ_q`.
    pub q_set: Vec<u64>,
    /// `κ_f`.
    pub kappa: Ordinal,
    /// The excess `m`: `α_p = κ_f ⊕ m`.
    #[serde(serialize_with = "crate::nimber::field::big")]
    pub excess: u128,
    /// `α_p`.
    pub alpha: Ordinal,
    /// The degree `N` over GF(2) of the field in which `α_p` was shown no `p`-th power
    /// (`α_p^⊗((2^N − 1)/p) ≠ 1`).
    pub field_degree: u64,
}

/// The order of 2 modulo the odd prime `p`.
pub(super) fn order_of_two(p: u64) -> u64 {
    let mut x = 2 % p;
    let mut f = 1;
    while x != 1 {
        x = x * 2 % p;
        f += 1;
    }
    f
}

pub(super) fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The smallest prime factor of `n ≥ 2`.
pub(super) fn smallest_prime_factor(n: u64) -> u64 {
    let mut d = 2;
    while d * d <= n {
        if n.is_multiple_of(d) {
            return d;
        }
        d += 1;
    }
    n
}

impl OrdinalField {
    /// `κ_q` for a prime power `q = r^a`.
    pub(super) fn kappa_q(&mut self, q: u64, p_of: u64) -> Result<Ordinal, OrdinalError> {
        let r = smallest_prime_factor(q);
        let mut a = 0u32;
        let mut m = q;
        while m > 1 {
            m /= r;
            a += 1;
        }
        if r == 2 {
            if a > 7 {
                return Err(OrdinalError::CoefficientTooLarge { prime: p_of });
            }
            return Ok(Ordinal::finite(1u128 << (1u32 << (a - 1))));
        }
        let level = self.level_of(r);
        Ok(level_power(level, r.pow(a - 1)))
    }

    /// The smallest `d ≥ 1` with `x^⊗(2^d) = x`: the degree of `x` over GF(2).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.degree(&Ordinal::omega()).unwrap(), 6); // ω ∈ GF(64), ω³ = 2
    /// assert_eq!(field.degree(&Ordinal::finite(16)).unwrap(), 8);
    /// ```
    pub fn degree(&mut self, x: &Ordinal) -> Result<u64, OrdinalError> {
        let n = self.field_degree(x)?;
        let mut d = n;
        let mut m = n;
        while m > 1 {
            let r = smallest_prime_factor(m);
            while m.is_multiple_of(r) {
                m /= r;
            }
            while d.is_multiple_of(r) && self.frobenius(x, d / r)? == *x {
                d /= r;
            }
        }
        Ok(d)
    }

    /// Lenstra's `κ_h` as its q-set.
    pub(super) fn kappa_set(&mut self, h: u64, p_of: u64) -> Result<Vec<u64>, OrdinalError> {
        let r = smallest_prime_factor(h);
        let mut q = 1;
        while h.is_multiple_of(q * r) {
            q *= r;
        }
        let g = h / q;
        if g == 1 {
            return Ok(vec![q]);
        }
        let mut set = self.kappa_set(g, p_of)?;
        let mut kappa = Ordinal::default();
        for &s in &set {
            kappa = kappa.nim_add(&self.kappa_q(s, p_of)?);
        }
        if !self.degree(&kappa)?.is_multiple_of(q) {
            set.push(q);
        }
        Ok(set)
    }

    pub(super) fn field_constant_rc(
        &mut self,
        level: usize,
    ) -> Result<Rc<FieldConstant>, OrdinalError> {
        if let Some(c) = self.constants.get(&level) {
            return Ok(c.clone());
        }
        if level > MAX_LEVEL {
            return Err(OrdinalError::LevelTooHigh { level });
        }
        let outer = std::mem::take(&mut self.used);
        let result = self.compute_constant(level);
        self.used = outer;
        let c = Rc::new(result?);
        self.constants.insert(level, c.clone());
        Ok(c)
    }

    pub(super) fn compute_constant(&mut self, level: usize) -> Result<FieldConstant, OrdinalError> {
        let p = self.prime(level);
        let f = order_of_two(p);
        let mut q_set = self.kappa_set(f, p)?;
        q_set.sort_by_key(|&q| (smallest_prime_factor(q), q));
        let mut kappa = Ordinal::default();
        for &q in &q_set {
            kappa = kappa.nim_add(&self.kappa_q(q, p)?);
        }
        // The excess: the least m with κ_f ⊕ m no p-th power, i.e.
        // (κ_f ⊕ m)^⊗((2^N − 1)/p) ≠ 1 in a field of degree N divisible by f.
        let mut m: u128 = 0;
        loop {
            let x = kappa.nim_add(&Ordinal::finite(m));
            let n = self.field_degree(&x)?;
            // A field of degree divisible by f holds the p-th roots of unity; its
            // degree has no prime factor p, so its p-th powers are those of Δ.
            let n = n / gcd(n, f) * f;
            if !x.is_zero() {
                let t = self.pow_ones_over(&x, n, p)?;
                if t != Ordinal::finite(1) {
                    return Ok(FieldConstant {
                        prime: p,
                        level,
                        order_of_two: f,
                        q_set,
                        kappa,
                        excess: m,
                        alpha: x,
                        field_degree: n,
                    });
                }
            }
            m += 1;
            if m >= 1 << 16 {
                return Err(OrdinalError::TooMuchWork { limit: self.limit });
            }
        }
    }

    /// `x^⊗((2^n − 1)/p)`, the exponent's binary digits found by long division.
    pub(super) fn pow_ones_over(
        &mut self,
        x: &Ordinal,
        n: u64,
        p: u64,
    ) -> Result<Ordinal, OrdinalError> {
        self.charge(n.saturating_mul(x.0.len() as u64) / 16)?;
        let mut result = Ordinal::finite(1);
        let mut rem: u64 = 0;
        let mut started = false;
        for _ in 0..n {
            rem = rem * 2 + 1;
            let bit = rem >= p;
            if bit {
                rem -= p;
            }
            if started {
                result = self.square(&result)?;
            }
            if bit {
                result = self.product(&result, x)?;
                started = true;
            }
        }
        Ok(result)
    }

    /// Lenstra's constants of the prime of `level` (computed once, with those of the
    /// levels they need).
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// let mut field = OrdinalField::new();
    /// let c = field.field_constant(42).unwrap();
    /// assert_eq!((c.prime, c.order_of_two, c.q_set.clone(), c.excess), (193, 96, vec![32, 3], 0));
    /// assert_eq!(c.alpha.to_string(), "ω+65536");
    /// ```
    pub fn field_constant(&mut self, level: usize) -> Result<FieldConstant, OrdinalError> {
        Ok((*self.field_constant_rc(level)?).clone())
    }
}

/// A prime whose constants were refused (the work bound), and why.
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(50, 1_000_000);
/// assert!(table.refused.iter().any(|r| r.prime == 47));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RefusedConstant {
    /// `p`.
    pub prime: u64,
    /// `k`.
    pub level: usize,
    /// Why.
    pub error: OrdinalError,
}

/// Lenstra's constants of the odd primes up to a bound (the JSON of
/// `grundy nimber --field-constants --json`).
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(7, 1_000_000);
/// let alphas: Vec<String> = table.constants.iter().map(|c| c.alpha.to_string()).collect();
/// assert_eq!(alphas, ["2", "4", "ω+1"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldConstantTable {
    /// The bound on the primes.
    pub upto: u64,
    /// The constants found, by prime.
    pub constants: Vec<FieldConstant>,
    /// The primes refused.
    pub refused: Vec<RefusedConstant>,
}

/// The constants of every odd prime up to `upto`, each prime with `work_limit` units of
/// work of its own (the constants of smaller primes it needs computed once).
///
/// ```
/// use grundy::nimber::ordinal::field_constants;
/// let table = field_constants(20, 10_000_000);
/// let excess: Vec<u128> = table.constants.iter().map(|c| c.excess).collect();
/// assert_eq!(excess, [0, 0, 1, 1, 0, 0, 4]); // 3, 5, 7, 11, 13, 17, 19
/// ```
pub fn field_constants(upto: u64, work_limit: u64) -> FieldConstantTable {
    let mut field = OrdinalField::with_work_limit(work_limit);
    let mut table = FieldConstantTable {
        upto,
        constants: Vec::new(),
        refused: Vec::new(),
    };
    let mut level = 0;
    while level <= MAX_LEVEL && field.prime(level) <= upto {
        field.work = 0;
        match field.field_constant(level) {
            Ok(c) => table.constants.push(c),
            Err(error) => table.refused.push(RefusedConstant {
                prime: field.prime(level),
                level,
                error,
            }),
        }
        level += 1;
    }
    table
}
