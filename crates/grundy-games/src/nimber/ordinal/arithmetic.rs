//! `OrdinalField`, the arithmetic of the ordinals below `ω^(ω^ω)`: the nim-sum, the
//! products of powers of `ω` (digit by digit, with their carries), powers, the degree of
//! the finite field holding an ordinal, inverses, quotients and square roots, with the
//! caches and the work bound.

use super::constants::smallest_prime_factor;
use super::{
    Exponent, FieldConstant, Ordinal, OrdinalError, OrdinalStep, OrdinalWorked, Relation,
    DEFAULT_WORK_LIMIT, MAX_LEVEL,
};
use crate::nimber::nim_mul_u128;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

pub(super) type Terms = Rc<(Ordinal, BTreeSet<Relation>)>;

/// The arithmetic of the ordinals below `ω^(ω^ω)`, with its caches (the products of
/// powers of `ω`, the field constants found) and its work bound.
///
/// ```
/// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
/// let mut field = OrdinalField::new();
/// let g = Ordinal::omega_power(&[0, 0, 1]); // ω^(ω^2)
/// assert_eq!(field.power(&g, 7).unwrap().value.to_string(), "ω+1");
/// ```
#[derive(Debug)]
pub struct OrdinalField {
    pub(super) primes: Vec<u64>,
    pub(super) constants: HashMap<usize, Rc<FieldConstant>>,
    pub(super) products: HashMap<(Exponent, Exponent), Terms>,
    pub(super) work: u64,
    pub(super) limit: u64,
    pub(super) used: BTreeSet<Relation>,
}

impl Default for OrdinalField {
    fn default() -> Self {
        OrdinalField::new()
    }
}

impl OrdinalField {
    /// A field with the default work bound [`DEFAULT_WORK_LIMIT`].
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// assert_eq!(OrdinalField::new().prime(0), 3);
    /// ```
    pub fn new() -> OrdinalField {
        OrdinalField::with_work_limit(DEFAULT_WORK_LIMIT)
    }

    /// A field whose computations stop after `limit` units of work.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalError, OrdinalField};
    /// let mut field = OrdinalField::with_work_limit(10);
    /// let x = Ordinal::omega_power(&[0, 0, 1]);
    /// assert!(matches!(field.inverse(&x), Err(OrdinalError::TooMuchWork { limit: 10 })));
    /// ```
    pub fn with_work_limit(limit: u64) -> OrdinalField {
        OrdinalField {
            primes: vec![3],
            constants: HashMap::new(),
            products: HashMap::new(),
            work: 0,
            limit,
            used: BTreeSet::new(),
        }
    }

    /// The work done so far (products of powers of `ω` and terms handled).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// field.mul(&Ordinal::omega(), &Ordinal::omega()).unwrap();
    /// assert!(field.work() > 0);
    /// ```
    pub fn work(&self) -> u64 {
        self.work
    }

    pub(super) fn charge(&mut self, units: u64) -> Result<(), OrdinalError> {
        self.work = self.work.saturating_add(units);
        if self.work > self.limit {
            Err(OrdinalError::TooMuchWork { limit: self.limit })
        } else {
            Ok(())
        }
    }

    /// The prime of level `k`: the `(k+2)`-th prime (3, 5, 7, 11, …).
    ///
    /// ```
    /// use grundy::nimber::ordinal::OrdinalField;
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.prime(42), 193);
    /// ```
    pub fn prime(&mut self, level: usize) -> u64 {
        while self.primes.len() <= level {
            let mut n = self.primes.last().copied().unwrap_or(1) + 2;
            while smallest_prime_factor(n) != n {
                n += 2;
            }
            self.primes.push(n);
        }
        self.primes.get(level).copied().unwrap_or(u64::MAX)
    }

    pub(super) fn level_of(&mut self, odd_prime: u64) -> usize {
        let mut k = 0;
        while self.prime(k) < odd_prime {
            k += 1;
        }
        k
    }

    /// `a ⊕ b`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let w = OrdinalField::new().add(&Ordinal::finite(3), &Ordinal::finite(5));
    /// assert_eq!(w.value, Ordinal::finite(6));
    /// ```
    pub fn add(&self, a: &Ordinal, b: &Ordinal) -> OrdinalWorked {
        let value = a.nim_add(b);
        OrdinalWorked {
            steps: vec![OrdinalStep::Sum {
                a: a.clone(),
                b: b.clone(),
                value: value.clone(),
            }],
            value,
        }
    }

    /// Adds the digits of two exponents' coefficients at one level (prime `p`), from
    /// the highest digit down: the sum, and whether a carry left digit 0.
    pub(super) fn add_level(
        &mut self,
        level: usize,
        a: u64,
        b: u64,
    ) -> Result<(u64, bool), OrdinalError> {
        if a == 0 || b == 0 {
            return Ok((a | b, false));
        }
        let p = self.prime(level);
        let digits = |mut n: u64| {
            let mut d = Vec::new();
            while n > 0 {
                d.push(n % p);
                n /= p;
            }
            d
        };
        let (da, db) = (digits(a), digits(b));
        let len = da.len().max(db.len());
        let mut out = vec![0u64; len];
        let mut carry = 0;
        for (i, slot) in out.iter_mut().enumerate().rev() {
            let mut s = da.get(i).copied().unwrap_or(0) + db.get(i).copied().unwrap_or(0) + carry;
            carry = u64::from(s >= p);
            if s >= p {
                s -= p;
            }
            *slot = s;
            if carry == 1 && i > 0 {
                self.used.insert(Relation::Root {
                    level,
                    prime: p,
                    digit: (i - 1) as u32,
                });
            }
        }
        let mut value: u64 = 0;
        for &d in out.iter().rev() {
            value = value
                .checked_mul(p)
                .and_then(|v| v.checked_add(d))
                .ok_or(OrdinalError::ExponentTooLarge { level })?;
        }
        Ok((value, carry == 1))
    }

    /// `ω^a ⊗ ω^b` as a sum of terms, and the relations it used.
    pub(super) fn monomial(&mut self, a: &Exponent, b: &Exponent) -> Result<Terms, OrdinalError> {
        let key = if a <= b {
            (a.clone(), b.clone())
        } else {
            (b.clone(), a.clone())
        };
        if let Some(hit) = self.products.get(&key) {
            let hit = hit.clone();
            self.used.extend(hit.1.iter().cloned());
            return Ok(hit);
        }
        self.charge(1)?;
        let outer = std::mem::take(&mut self.used);
        let len = a.0.len().max(b.0.len());
        if len > MAX_LEVEL + 1 {
            self.used = outer;
            return Err(OrdinalError::LevelTooHigh { level: len - 1 });
        }
        let result = self.monomial_uncached(a, b, len);
        let used = std::mem::replace(&mut self.used, outer);
        let value = result?;
        self.used.extend(used.iter().cloned());
        let terms = Rc::new((value, used));
        self.products.insert(key, terms.clone());
        Ok(terms)
    }

    pub(super) fn monomial_uncached(
        &mut self,
        a: &Exponent,
        b: &Exponent,
        len: usize,
    ) -> Result<Ordinal, OrdinalError> {
        let mut e = vec![0u64; len];
        let mut carried = Vec::new();
        for (k, slot) in e.iter_mut().enumerate() {
            let (sum, carry) = self.add_level(k, a.get(k), b.get(k))?;
            *slot = sum;
            if carry {
                carried.push(k);
            }
        }
        let mut value = Ordinal::from_terms([(Exponent::new(e), 1)]);
        for k in carried.into_iter().rev() {
            let constant = self.field_constant_rc(k)?;
            self.used.insert(Relation::Alpha {
                level: k,
                prime: constant.prime,
                alpha: constant.alpha.clone(),
            });
            value = self.product(&value, &constant.alpha)?;
        }
        Ok(value)
    }

    /// `a ⊗ b` without steps.
    pub(super) fn product(&mut self, a: &Ordinal, b: &Ordinal) -> Result<Ordinal, OrdinalError> {
        let mut acc: HashMap<Exponent, u128> = HashMap::new();
        self.charge((a.0.len() as u64).saturating_mul(b.0.len() as u64))?;
        for (ea, &ca) in &a.0 {
            for (eb, &cb) in &b.0 {
                let c = nim_mul_u128(ca, cb);
                if c == 0 {
                    continue;
                }
                let terms = self.monomial(ea, eb)?;
                self.charge(terms.0 .0.len() as u64)?;
                for (e, &t) in &terms.0 .0 {
                    *acc.entry(e.clone()).or_insert(0) ^= nim_mul_u128(c, t);
                }
            }
        }
        Ok(Ordinal(acc.into_iter().filter(|&(_, c)| c != 0).collect()))
    }

    pub(super) fn square(&mut self, a: &Ordinal) -> Result<Ordinal, OrdinalError> {
        // (Σ cᵢ·mᵢ)² = Σ cᵢ²·mᵢ² in characteristic 2.
        let mut acc: HashMap<Exponent, u128> = HashMap::new();
        for (e, &c) in &a.0 {
            let terms = self.monomial(e, e)?;
            self.charge(terms.0 .0.len() as u64)?;
            let c2 = nim_mul_u128(c, c);
            for (f, &t) in &terms.0 .0 {
                *acc.entry(f.clone()).or_insert(0) ^= nim_mul_u128(c2, t);
            }
        }
        Ok(Ordinal(acc.into_iter().filter(|&(_, c)| c != 0).collect()))
    }

    /// `x` squared `times` times: `x^⊗(2^times)`.
    pub(super) fn frobenius(&mut self, x: &Ordinal, times: u64) -> Result<Ordinal, OrdinalError> {
        let mut y = x.clone();
        for _ in 0..times {
            y = self.square(&y)?;
        }
        Ok(y)
    }

    pub(super) fn take_relations(&mut self) -> Vec<Relation> {
        std::mem::take(&mut self.used).into_iter().collect()
    }

    /// `a ⊗ b`, with the relations of the field it used.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let w = field.mul(&Ordinal::omega_power(&[3]), &Ordinal::omega_power(&[6])).unwrap();
    /// assert_eq!(w.value, Ordinal::omega());
    /// assert_eq!(w.steps[0].explain_in(grundy::Lang::En), "ω^3 ⊗ ω^6 = ω, by (ω^3)^⊗3 = ω");
    /// ```
    pub fn mul(&mut self, a: &Ordinal, b: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        self.used.clear();
        let value = self.product(a, b)?;
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Product {
                a: a.clone(),
                b: b.clone(),
                relations: self.take_relations(),
                value: value.clone(),
            }],
            value,
        })
    }

    pub(super) fn pow_plain(
        &mut self,
        x: &Ordinal,
        exponent: u128,
    ) -> Result<Ordinal, OrdinalError> {
        let mut result = Ordinal::finite(1);
        for i in (0..128 - exponent.leading_zeros()).rev() {
            result = self.square(&result)?;
            if exponent >> i & 1 == 1 {
                result = self.product(&result, x)?;
            }
        }
        Ok(result)
    }

    /// `x^⊗e` for an ordinary integer `e` (`x^⊗0 = 1`).
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.power(&Ordinal::omega_power(&[0, 1]), 5).unwrap().value, Ordinal::finite(4));
    /// let g = Ordinal::omega_power(&[0; 42].iter().copied().chain([1]).collect::<Vec<_>>());
    /// assert_eq!(field.power(&g, 193).unwrap().value.to_string(), "ω+65536");
    /// ```
    pub fn power(&mut self, x: &Ordinal, exponent: u128) -> Result<OrdinalWorked, OrdinalError> {
        self.used.clear();
        let value = self.pow_plain(x, exponent)?;
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Power {
                base: x.clone(),
                exponent,
                relations: self.take_relations(),
                value: value.clone(),
            }],
            value,
        })
    }

    /// `N`: the degree over GF(2) of a finite field holding `x` — the smallest field
    /// GF(2^(2^j)) of finite nimbers holding its coefficients (and those of the
    /// constants below), with the roots `ω^(ω^k·pⁱ)` that `x` is written with and those
    /// the constants `α_p` of their levels are written with, each of degree `p` over the
    /// ones before.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// assert_eq!(field.field_degree(&Ordinal::finite(5)).unwrap(), 4); // GF(16)
    /// assert_eq!(field.field_degree(&Ordinal::omega_power(&[4])).unwrap(), 2 * 9); // α_3 = 2
    /// assert_eq!(field.field_degree(&Ordinal::omega_power(&[0, 0, 1])).unwrap(), 2 * 7 * 3);
    /// ```
    pub fn field_degree(&mut self, x: &Ordinal) -> Result<u64, OrdinalError> {
        // digits[k]: how many base-p digits the field needs at level k.
        let mut digits: BTreeMap<usize, u32> = BTreeMap::new();
        let mut todo: Vec<Ordinal> = vec![x.clone()];
        let mut seen_levels: BTreeSet<usize> = BTreeSet::new();
        let mut coefficient_bits = 1u32;
        while let Some(y) = todo.pop() {
            for (e, &c) in &y.0 {
                coefficient_bits = coefficient_bits.max(crate::nimber::field::field_bits(c));
                for (k, &n) in e.0.iter().enumerate() {
                    if n == 0 {
                        continue;
                    }
                    let p = self.prime(k);
                    let mut len = 0;
                    let mut m = n;
                    while m > 0 {
                        m /= p;
                        len += 1;
                    }
                    let slot = digits.entry(k).or_insert(0);
                    *slot = (*slot).max(len);
                    if seen_levels.insert(k) {
                        let c = self.field_constant_rc(k)?;
                        todo.push(c.alpha.clone());
                    }
                }
            }
        }
        let mut degree = u64::from(coefficient_bits);
        for (&k, &len) in &digits {
            let p = self.prime(k);
            for _ in 0..len {
                degree = degree
                    .checked_mul(p)
                    .ok_or(OrdinalError::TooMuchWork { limit: self.limit })?;
            }
        }
        Ok(degree)
    }

    /// `x⁻¹ = x^⊗(2^N − 2)`, `N` the [`field_degree`](Self::field_degree) of `x`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let w = field.inverse(&Ordinal::omega()).unwrap().value;
    /// assert_eq!(w.to_string(), "ω^2×3"); // ω ⊗ ω² ⊗ 3 = 2 ⊗ 3 = 1
    /// ```
    pub fn inverse(&mut self, x: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        if x.is_zero() {
            return Err(OrdinalError::InverseOfZero);
        }
        let n = self.field_degree(x)?;
        self.charge(n.saturating_mul(x.0.len() as u64) / 16)?;
        // a(k) = x^(2^k − 1): a(2k) = a(k)^(2^k) ⊗ a(k), a(k+1) = a(k)² ⊗ x.
        let k = n - 1;
        let mut a = x.clone();
        let mut done = 1u64;
        // (k = 0 is GF(2), whose one nonzero element is its own inverse: no step, and
        // the square below is 1.)
        for i in (0..63u32.saturating_sub(k.leading_zeros())).rev() {
            let shifted = self.frobenius(&a, done)?;
            a = self.product(&shifted, &a)?;
            done *= 2;
            if k >> i & 1 == 1 {
                let sq = self.square(&a)?;
                a = self.product(&sq, x)?;
                done += 1;
            }
        }
        let value = self.square(&a)?;
        self.used.clear();
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Inverse {
                x: x.clone(),
                field_degree: n,
                value: value.clone(),
            }],
            value,
        })
    }

    /// `a / b = a ⊗ b⁻¹`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let q = field.divide(&Ordinal::finite(2), &Ordinal::omega()).unwrap().value;
    /// assert_eq!(q, Ordinal::omega_power(&[2])); // ω³ = 2
    /// ```
    pub fn divide(&mut self, a: &Ordinal, b: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        if b.is_zero() {
            return Err(OrdinalError::DivisionByZero {
                dividend: a.clone(),
            });
        }
        let inv = self.inverse(b)?;
        let product = self.mul(a, &inv.value)?;
        let value = product.value;
        let mut steps = inv.steps;
        steps.extend(product.steps);
        steps.push(OrdinalStep::Quotient {
            a: a.clone(),
            b: b.clone(),
            value: value.clone(),
        });
        Ok(OrdinalWorked { value, steps })
    }

    /// `√x = x^⊗(2^(N−1))`, the one ordinal whose nim-square is `x`.
    ///
    /// ```
    /// use grundy::nimber::ordinal::{Ordinal, OrdinalField};
    /// let mut field = OrdinalField::new();
    /// let r = field.sqrt(&Ordinal::omega()).unwrap().value;
    /// assert_eq!(field.mul(&r, &r).unwrap().value, Ordinal::omega());
    /// ```
    pub fn sqrt(&mut self, x: &Ordinal) -> Result<OrdinalWorked, OrdinalError> {
        let n = self.field_degree(x)?;
        let value = self.frobenius(x, n - 1)?;
        self.used.clear();
        Ok(OrdinalWorked {
            steps: vec![OrdinalStep::Sqrt {
                x: x.clone(),
                field_degree: n,
                value: value.clone(),
            }],
            value,
        })
    }
}
