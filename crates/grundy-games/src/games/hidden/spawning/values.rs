//! The values of a single head: `g(n)`, coin `n` from 1 (`g(0) = 0`, no coin).
//!
//! `g(n) = mex { g(c₁) ⊕ … ⊕ g(c_k) : {c₁, …, c_k, n} a move of head n }` — a move on a
//! lone head leaves heads on exactly the other coins it turns, and a position's value is
//! the XOR of its heads' values (see the module above). Two ways to find the reachable
//! XORs:
//!
//! * elements with no spacing and no window (`1-3`, `3`, `1-9`, `2-4F`) keep, for every
//!   count `k`, the set `R_k` of XORs of `k` coins among those already valued: adding coin
//!   `m` is `R_k ∪= R_{k−1} ⊕ g(m)`, a bitset translated by XOR word by word — the
//!   reachable values of head `n` are then `⋃ R_k` over its counts, with no listing of
//!   the `C(n−1, k)` sets;
//! * every other element lists its sets ([`Element::for_each_set`]) and XORs their values.
//!
//! Three codes have closed forms, which [`SpawnValues`] uses (and the tests check against
//! the listing): `1-2` (Turning Turtles) `g(n) = n`; `1-3` (Mock Turtles) `g(n)` = the
//! odious one of `2(n−1)`, `2(n−1)+1`; `1+C` (Ruler) the largest power of 2 dividing `n`.

#![expect(
    clippy::indexing_slicing,
    reason = "bitset words are indexed below their length: every value is below the bitset's size, a power of two the words cover"
)]

use super::code::{Element, Spacing, SpawnCode};
use super::coins::CoinRule;
use crate::i18n::{msg, Message};

/// Values at or beyond `2^MAX_VALUE_BITS` are not computed (the bitsets of reachable
/// values would pass 8 MiB each).
pub const MAX_VALUE_BITS: u32 = 26;

/// The most counts a reachable-set element keeps (`1-17` and beyond are listed instead).
pub const MAX_KEPT_COUNTS: u64 = 16;

/// Why a value could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValueError {
    /// The work would pass the budget.
    Work {
        /// The coin being valued.
        n: u64,
        /// The budget.
        budget: u64,
    },
    /// A value passed [`MAX_VALUE_BITS`] bits.
    TooLarge {
        /// The coin.
        n: u64,
    },
}

impl std::fmt::Display for ValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().to_string())
    }
}

impl std::error::Error for ValueError {}

impl ValueError {
    /// What went wrong, as a catalogue message (`Display` is its English text).
    ///
    /// ```
    /// use grundy::games::hidden::spawning::values::ValueError;
    /// let e = ValueError::Work { n: 9, budget: 100 };
    /// assert_eq!(e.to_string(), "the values up to coin 9 take more than 100 steps");
    /// ```
    pub fn message(&self) -> Message {
        match self {
            ValueError::Work { n, budget } => msg!("parse-spawn-work", n = *n, budget = *budget),
            ValueError::TooLarge { n } => {
                msg!("parse-spawn-value-too-large", n = *n, bits = MAX_VALUE_BITS)
            }
        }
    }
}

/// A closed form of a code's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClosedForm {
    /// `1-2`, Turning Turtles: `g(n) = n`.
    Turtles,
    /// `1-3`, Mock Turtles: the odious one of `2(n−1)` and `2(n−1)+1`.
    MockTurtles,
    /// `1+C`, Ruler: the largest power of 2 dividing `n`.
    Ruler,
}

impl ClosedForm {
    /// The closed form of `code`, if it has one of the three.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::{code::SpawnCode, values::ClosedForm};
    /// let of = |t: &str| ClosedForm::of(&SpawnCode::parse(t).unwrap());
    /// assert_eq!(of("1+c"), Some(ClosedForm::Ruler));
    /// assert_eq!(of("1-3C(5)"), None);
    /// ```
    pub fn of(code: &SpawnCode) -> Option<ClosedForm> {
        match code.to_string().as_str() {
            "1-2" => Some(ClosedForm::Turtles),
            "1-3" => Some(ClosedForm::MockTurtles),
            "1+C" => Some(ClosedForm::Ruler),
            _ => None,
        }
    }

    /// `g(n)` (`g(0) = 0`); `None` when it passes 64 bits.
    ///
    /// ```
    /// use grundy::games::hidden::spawning::values::ClosedForm;
    /// assert_eq!(ClosedForm::MockTurtles.value(5), Some(8));
    /// assert_eq!(ClosedForm::Ruler.value(12), Some(4));
    /// ```
    pub fn value(self, n: u64) -> Option<u64> {
        if n == 0 {
            return Some(0);
        }
        match self {
            ClosedForm::Turtles => Some(n),
            ClosedForm::MockTurtles => (n <= 1 << 63).then(|| CoinRule::MockTurtles.value(n - 1)),
            ClosedForm::Ruler => Some(CoinRule::Ruler.value(n)),
        }
    }
}

/// A bitset of `size` bits (a power of two at least 64).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Bits(Vec<u64>);

/// Masks of the lower half of each block of 2^i bits within a word.
const HALVES: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// The word `w` with bit `b` moved to bit `b ⊕ c` (`c < 64`).
fn permute(mut w: u64, c: u64) -> u64 {
    for (i, &mask) in HALVES.iter().enumerate() {
        if c >> i & 1 == 1 {
            let s = 1u32 << i;
            w = ((w & mask) << s) | ((w >> s) & mask);
        }
    }
    w
}

impl Bits {
    fn new(words: usize) -> Bits {
        Bits(vec![0; words])
    }

    fn set(&mut self, x: u64) {
        self.0[(x >> 6) as usize] |= 1 << (x & 63);
    }

    /// `self ∪= other ⊕ c`.
    fn or_translated(&mut self, other: &Bits, c: u64) {
        let (high, low) = ((c >> 6) as usize, c & 63);
        for (i, &w) in other.0.iter().enumerate() {
            if w != 0 {
                self.0[i ^ high] |= permute(w, low);
            }
        }
    }

    fn grow(&mut self, words: usize) {
        self.0.resize(words, 0);
    }

    fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }

    /// The least value not in the set (the size when all are).
    fn mex(&self) -> u64 {
        for (i, &w) in self.0.iter().enumerate() {
            if w != u64::MAX {
                return (i as u64) << 6 | u64::from((!w).trailing_zeros());
            }
        }
        (self.0.len() as u64) << 6
    }
}

/// The XORs of `k` coins among `start..` already valued, for `k = 0..=kept`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Reach {
    start: u64,
    sets: Vec<Bits>,
}

/// The values `g(0), g(1), …` of a code, computed in order.
///
/// ```
/// use grundy::games::hidden::spawning::{code::SpawnCode, values::SpawnValues};
/// let mut v = SpawnValues::new(SpawnCode::parse("3E").unwrap()); // Turnips
/// v.extend_to(20, u64::MAX).unwrap();
/// assert_eq!(v.values(), [0, 0, 0, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 0, 0, 1, 2, 2, 1, 4, 4]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpawnValues {
    code: SpawnCode,
    values: Vec<u64>,
    /// Elements valued through reachable sets, and those listed.
    reached: Vec<Element>,
    listed: Vec<Element>,
    /// Reachable sets from coin 1 and (for `F`) from coin 2.
    from_one: Option<Reach>,
    from_two: Option<Reach>,
    seen: Bits,
    work: u64,
}

impl SpawnValues {
    /// Nothing computed yet but `g(0) = 0`.
    pub fn new(code: SpawnCode) -> SpawnValues {
        let (reached, listed): (Vec<Element>, Vec<Element>) =
            code.elements.iter().copied().partition(|e| {
                e.spacing == Spacing::Any
                    && e.window.is_none()
                    && e.max.is_some_and(|m| m <= MAX_KEPT_COUNTS + 1)
            });
        let kept = |first: bool| {
            reached
                .iter()
                .filter(|e| e.first == first)
                .filter_map(|e| e.max)
                .max()
                .map(|m| Reach {
                    start: if first { 2 } else { 1 },
                    // F turns coin 1 besides: one count fewer from coin 2.
                    sets: (0..m - u64::from(first)).map(|_| Bits::new(1)).collect(),
                })
        };
        let mut from_one = kept(false);
        let mut from_two = kept(true);
        for r in from_one.iter_mut().chain(from_two.iter_mut()) {
            if let Some(zero) = r.sets.first_mut() {
                zero.set(0);
            }
        }
        SpawnValues {
            code,
            values: vec![0],
            reached,
            listed,
            from_one,
            from_two,
            seen: Bits::new(1),
            work: 0,
        }
    }

    /// The values computed: `g(0..len)`.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The code.
    pub fn code(&self) -> &SpawnCode {
        &self.code
    }

    /// The steps spent so far (set listings and bitset words).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Computes `g` up to coin `n`, within `budget` steps in all.
    ///
    /// # Errors
    /// [`ValueError`] when the budget or the value bound is passed (the values computed
    /// so far are kept).
    pub fn extend_to(&mut self, n: u64, budget: u64) -> Result<(), ValueError> {
        while (self.values.len() as u64) <= n {
            self.step(budget)?;
        }
        Ok(())
    }

    /// Computes the next value and returns it.
    ///
    /// # Errors
    /// As [`SpawnValues::extend_to`].
    pub fn step(&mut self, budget: u64) -> Result<u64, ValueError> {
        let n = self.values.len() as u64;
        let words = self.seen.0.len();
        self.seen.clear();
        let mut work = words as u64;
        // Reachable-set elements.
        for e in &self.reached {
            let k_max = e.max.unwrap_or(e.min).min(n) - 1;
            if e.first {
                // No spacing, no window: the element opens at every head (CGSuite's
                // reading of F, `Element::opens_at`), the head alone when its count is 1.
                if e.min == 1 {
                    self.seen.set(0);
                }
                if n == 1 {
                    continue;
                }
                let g1 = self.values.get(1).copied().unwrap_or(0);
                if let Some(r) = &self.from_two {
                    // Coin 1 and k − 1 coins of 2..n − 1.
                    for k in e.min.max(2)..=k_max + 1 {
                        if let Some(set) = r.sets.get((k - 2) as usize) {
                            self.seen.or_translated(set, g1);
                            work += words as u64;
                        }
                    }
                }
            } else if let Some(r) = &self.from_one {
                for k in e.min - 1..=k_max {
                    if let Some(set) = r.sets.get(k as usize) {
                        for (s, &w) in self.seen.0.iter_mut().zip(&set.0) {
                            *s |= w;
                        }
                        work += words as u64;
                    }
                }
            }
        }
        // Listed elements.
        let values = &self.values;
        let seen = &mut self.seen;
        let spent = self.work;
        let mut over = false;
        for e in &self.listed {
            e.for_each_set(n, &mut |set| {
                work += set.len() as u64 + 1;
                if spent.saturating_add(work) > budget {
                    over = true;
                    return false;
                }
                let x = set.iter().fold(0, |acc, &c| {
                    acc ^ values.get(c as usize).copied().unwrap_or(0)
                });
                seen.set(x);
                true
            });
            if over {
                break;
            }
        }
        self.work = self.work.saturating_add(work);
        if over || self.work > budget {
            return Err(ValueError::Work { n, budget });
        }
        let g = self.seen.mex();
        if g >> MAX_VALUE_BITS != 0 {
            return Err(ValueError::TooLarge { n });
        }
        // Grow every bitset to hold g and the XORs with it.
        let bits = (g + 1).next_power_of_two().max(64);
        let need = (bits >> 6) as usize;
        if need > words {
            self.seen.grow(need);
            for r in self.from_one.iter_mut().chain(self.from_two.iter_mut()) {
                r.sets.iter_mut().for_each(|s| s.grow(need));
            }
        }
        self.values.push(g);
        // Coin n joins the reachable sets.
        for r in self.from_one.iter_mut().chain(self.from_two.iter_mut()) {
            if n >= r.start {
                for k in (1..r.sets.len()).rev() {
                    let (low, high) = r.sets.split_at_mut(k);
                    if let (Some(src), Some(dst)) = (low.last(), high.first_mut()) {
                        dst.or_translated(src, g);
                        self.work = self.work.saturating_add(need as u64);
                    }
                }
            }
        }
        Ok(g)
    }
}

impl crate::i18n::errors::Localized for ValueError {
    fn message_in(&self, lang: crate::i18n::Lang) -> String {
        self.message().render(lang)
    }
}
grundy_core::localized_error!(ValueError);

#[cfg(test)]
mod tests {
    use super::*;

    /// `g` by listing every set the rules allow (every subset of the coins to the left,
    /// tested), independently of the engine.
    fn by_listing(code: &SpawnCode, upto: u64) -> Vec<u64> {
        let mut g = vec![0u64];
        for n in 1..=upto {
            let mut seen = std::collections::HashSet::new();
            for mask in 0u64..1 << (n - 1) {
                let mut turned: Vec<u64> = (1..n).filter(|c| mask >> (c - 1) & 1 == 1).collect();
                turned.push(n);
                if code.allows(&turned) {
                    seen.insert(
                        turned
                            .iter()
                            .rev()
                            .skip(1)
                            .fold(0, |a, &c| a ^ g[c as usize]),
                    );
                }
            }
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn permutations_are_xor() {
        for c in 0..64 {
            for b in 0..64 {
                assert_eq!(permute(1 << b, c), 1 << (b ^ c));
            }
        }
    }

    #[test]
    fn engine_agrees_with_the_rules() {
        for text in [
            "1-3", "1-9", "3", "1+C", "1-3C(5)", "3C(5)", "1-5C", "3E", "4FS", "1+S", "1-2", "2+",
            "1-4F", "2-5E", "3-6S", "2+C(4)", "2EF", "1,3E,4C", "2-3F", "2-4,1F", "4", "1+F",
            "1-3F,2C", "2-5CF", "1-4SF", "1+E", "1-3EF",
        ] {
            let code = SpawnCode::parse(text).unwrap();
            let mut v = SpawnValues::new(code.clone());
            v.extend_to(14, u64::MAX).unwrap();
            assert_eq!(v.values(), by_listing(&code, 14), "{text}");
        }
    }

    #[test]
    fn closed_forms_agree_with_the_engine() {
        for text in ["1-2", "1-3", "1+C"] {
            let code = SpawnCode::parse(text).unwrap();
            let form = ClosedForm::of(&code).unwrap();
            let mut v = SpawnValues::new(code);
            v.extend_to(300, u64::MAX).unwrap();
            for (n, &g) in v.values().iter().enumerate() {
                assert_eq!(form.value(n as u64), Some(g), "{text} at {n}");
            }
        }
    }

    /// CGSuite's test suite: the values of a head on coins 0…20.
    #[test]
    fn published_values() {
        for (text, values) in [
            ("1-3", "0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35,37,38"),
            ("1-9", "0,1,2,4,8,16,32,64,128,256,511,512,1024,2048,4096,7711,8192,16384,26215,32768,43691"),
            ("3", "0,0,0,1,2,4,7,8,11,13,14,16,19,21,22,25,26,28,31,32,35"),
            ("1+C", "0,1,2,1,4,1,2,1,8,1,2,1,4,1,2,1,16,1,2,1,4"),
            ("1-3C(5)", "0,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8,1,2,4,7,8"),
            ("3C(5)", "0,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4,0,0,1,2,4"),
            ("1-5C", "0,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4,1,2,1,4"),
            ("3E", "0,0,0,1,0,0,1,2,2,1,0,0,1,0,0,1,2,2,1,4,4"),
            ("4FS", "0,0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3"),
            ("1+S", "0,1,2,4,3,6,7,8,16,18,25,32,11,64,31,128,10,256,5,512,28"),
        ] {
            let mut v = SpawnValues::new(SpawnCode::parse(text).unwrap());
            v.extend_to(20, u64::MAX).unwrap();
            let want: Vec<u64> = values.split(',').map(|s| s.parse().unwrap()).collect();
            assert_eq!(v.values(), want, "{text}");
        }
    }

    /// `F` in its corner cases, the values CGSuite's enumeration gives (class `Spawning`,
    /// its listing of options read in its source; heads on coins 0…20).
    #[test]
    fn first_coin_values_as_cgsuite() {
        for (text, values) in [
            ("1+CF", "0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"),
            ("2-5CF", "0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"),
            ("1-4SF", "0,1,0,2,0,2,0,2,0,2,0,2,0,2,0,2,0,2,0,2,0"),
            ("3-5EF", "0,0,0,1,0,0,0,2,0,1,0,1,0,0,0,1,0,0,0,1,0"),
            ("1-4F", "0,1,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2"),
            ("2-4SF", "0,0,1,2,1,1,1,2,1,2,1,2,1,1,1,2,1,1,1,2,1"),
            ("1-3C(4)F", "0,1,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"),
            ("2+C(6)SF", "0,0,1,2,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0"),
            ("1-2F,3S", "0,1,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2"),
        ] {
            let code = SpawnCode::parse(text).unwrap();
            let mut v = SpawnValues::new(code.clone());
            v.extend_to(20, u64::MAX).unwrap();
            let want: Vec<u64> = values.split(',').map(|s| s.parse().unwrap()).collect();
            assert_eq!(v.values(), want, "{text}");
            assert_eq!(by_listing(&code, 14)[..], want[..15], "{text} listed");
        }
    }

    #[test]
    fn limits() {
        let mut v = SpawnValues::new(SpawnCode::parse("1+S").unwrap());
        assert!(matches!(
            v.extend_to(200, 100_000),
            Err(ValueError::Work { .. })
        ));
        // 2^(n−1): every value is found until the budget ends.
        let mut v = SpawnValues::new(SpawnCode::parse("1+").unwrap());
        assert!(v.extend_to(40, 10_000_000).is_err());
        assert_eq!(v.values()[..6], [0, 1, 2, 4, 8, 16]);
    }
}
