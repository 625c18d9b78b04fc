//! The canonical forms against an independent brute force: games as raw trees, the misère
//! outcome of a sum by exhaustive search, equivalence tested by adding small games.

use super::*;
use std::collections::{HashMap, HashSet};

/// Raw games: each a list of options (indices of earlier raw games), no simplification.
#[derive(Default)]
pub(super) struct Raw {
    games: Vec<Vec<usize>>,
    by_options: HashMap<Vec<usize>, usize>,
    outcomes: HashMap<Vec<usize>, bool>,
}

impl Raw {
    pub(super) fn game(&mut self, mut options: Vec<usize>) -> usize {
        options.sort_unstable();
        options.dedup();
        if let Some(&g) = self.by_options.get(&options) {
            return g;
        }
        self.games.push(options.clone());
        self.by_options.insert(options, self.games.len() - 1);
        self.games.len() - 1
    }

    /// Whether the sum of the components is a misère P-position (player to move loses).
    pub(super) fn is_p(&mut self, components: &[usize]) -> bool {
        let mut key: Vec<usize> = components
            .iter()
            .copied()
            .filter(|&c| !self.games[c].is_empty())
            .collect();
        key.sort_unstable();
        if key.is_empty() {
            return false; // no move: the player to move wins
        }
        if let Some(&p) = self.outcomes.get(&key) {
            return p;
        }
        let mut p = true;
        'moves: for i in 0..key.len() {
            for o in self.games[key[i]].clone() {
                let mut next = key.clone();
                next[i] = o;
                if self.is_p(&next) {
                    p = false;
                    break 'moves;
                }
            }
        }
        self.outcomes.insert(key, p);
        p
    }

    /// The raw tree of a canonical form.
    pub(super) fn of(
        &mut self,
        s: &MisereStore,
        g: GameId,
        memo: &mut HashMap<GameId, usize>,
    ) -> usize {
        if let Some(&r) = memo.get(&g) {
            return r;
        }
        let opts: Vec<usize> = s.options(g).iter().map(|&o| self.of(s, o, memo)).collect();
        let r = self.game(opts);
        memo.insert(g, r);
        r
    }

    /// The raw sum of two raw games.
    pub(super) fn sum(
        &mut self,
        a: usize,
        b: usize,
        memo: &mut HashMap<(usize, usize), usize>,
    ) -> usize {
        if let Some(&r) = memo.get(&(a, b)) {
            return r;
        }
        let mut opts = Vec::new();
        for o in self.games[a].clone() {
            opts.push(self.sum(o, b, memo));
        }
        for o in self.games[b].clone() {
            opts.push(self.sum(a, o, memo));
        }
        let r = self.game(opts);
        memo.insert((a, b), r);
        r
    }

    fn normal_nim(&self, g: usize, memo: &mut HashMap<usize, u32>) -> u32 {
        if let Some(&v) = memo.get(&g) {
            return v;
        }
        let v = mex(self.games[g]
            .iter()
            .map(|&o| self.normal_nim(o, memo))
            .collect::<Vec<_>>()
            .into_iter());
        memo.insert(g, v);
        v
    }
}

/// The canonical form of a raw game, bottom up.
fn canon(s: &mut MisereStore, raw: &Raw, g: usize, memo: &mut HashMap<usize, GameId>) -> GameId {
    if let Some(&c) = memo.get(&g) {
        return c;
    }
    let opts: Vec<GameId> = raw.games[g]
        .clone()
        .into_iter()
        .map(|o| canon(s, raw, o, memo))
        .collect();
    let c = s.from_options(&opts).unwrap();
    memo.insert(g, c);
    c
}

/// The canonical games born by day `n` (every set of the games born by day n − 1).
pub(super) fn born_by(s: &mut MisereStore, n: u32) -> Vec<GameId> {
    let mut day = vec![s.zero()];
    for _ in 0..n {
        let mut next = Vec::new();
        for mask in 0u64..(1 << day.len()) {
            let opts: Vec<GameId> = (0..day.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| day[i])
                .collect();
            next.push(s.from_options(&opts).unwrap());
        }
        next.sort_unstable();
        next.dedup();
        day = next;
    }
    day
}

#[test]
fn the_numbers_of_games_born_by_each_day_are_conways() {
    // ONAG ch. 12: 1, 2, 3, 5, 22 misère-distinct games born by days 0–4.
    let mut s = MisereStore::new();
    let counts: Vec<usize> = (0..=4).map(|n| born_by(&mut s, n).len()).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22]);
}

#[test]
#[ignore = "about four million forms: run with --release --ignored"]
fn day_five_has_4171780_games() {
    let mut s = MisereStore::with_limit(5_000_000);
    s.set_max_steps(u64::MAX);
    assert_eq!(born_by(&mut s, 5).len(), 4_171_780);
}

#[test]
fn known_facts() {
    let mut s = MisereStore::new();
    let zero = s.zero();
    let star = s.nim_heap(1).unwrap();
    let two = s.nim_heap(2).unwrap();
    let three = s.nim_heap(3).unwrap();
    // * + * ≡ 0 in misère play (so every G + * + * ≡ G) …
    assert_eq!(s.add(star, star).unwrap(), zero);
    assert_eq!(s.add(three, star).unwrap(), two);
    // … but *2 + *2 is not 0: a P-position, where 0 is an N-position.
    let twice = s.add(two, two).unwrap();
    assert_ne!(twice, zero);
    assert!(s.is_p_position(twice) && !s.is_p_position(zero));
    assert_eq!(s.options(twice), &[two, three]);
    // Conway's 2_2 is *2 + *2, and the mate of 0 is *.
    assert_eq!(s.mate(zero).unwrap(), star);
    assert_eq!(s.mate(star).unwrap(), zero); // {*} ≡ 0
                                             // Nim heaps are canonical: *n has birthday n and its heaps as options.
    for n in 0..8 {
        let h = s.nim_heap(n).unwrap();
        assert_eq!((s.birthday(h), s.nim_heap_size(h)), (n, Some(n)));
        assert_eq!(s.normal_nim_value(h), n);
    }
    // The early table: 2# = {*2} is a P-position of birthday 3; {0, *2} ≡ *.
    let sharp = s.from_options(&[two]).unwrap();
    assert_eq!((s.birthday(sharp), s.is_p_position(sharp)), (3, true));
    assert_eq!(s.from_options(&[zero, two]).unwrap(), star);
}

#[test]
fn the_notation_of_cgsuite() {
    let mut s = MisereStore::new();
    let two = s.nim_heap(2).unwrap();
    let twice = s.add(two, two).unwrap();
    let (one, three) = (s.nim_heap(1).unwrap(), s.nim_heap(3).unwrap());
    let g = s.from_options(&[twice, three, two, one]).unwrap();
    assert_eq!(s.notation(g).unwrap(), "*[2[2]321]");
    let sharp = s.from_options(&[two]).unwrap();
    let a = s.from_options(&[sharp, s.zero()]).unwrap();
    assert_eq!(s.notation(a).unwrap(), "*[2#0]");
    let b = s.from_options(&[sharp, one]).unwrap();
    let c = s.from_options(&[sharp]).unwrap();
    let d = s.from_options(&[b, c]).unwrap();
    assert_eq!(s.notation(d).unwrap(), "*[(2#1)2##]");
    for (text, want) in [
        ("*[0]", s.zero()),
        ("*[1]", one),
        ("2#", sharp),
        ("*[2[2]]", twice),
    ] {
        assert_eq!(s.parse(text).unwrap(), want, "{text}");
    }
    let ten = s.nim_heap(10).unwrap();
    assert_eq!(s.notation(ten).unwrap(), "*[&10;]");
    assert_eq!(s.parse("*[&10;]").unwrap(), ten);
    // Odd games: 2# + * is written with the subscript 1.
    let odd = s.add(sharp, one).unwrap();
    assert!(!s.is_even(odd).unwrap());
    assert_eq!(s.parse(&s.clone().notation(odd).unwrap()).unwrap(), odd);
    for bad in ["", "*[", "*[2", "*[x]", "*[2]]", "&;", "2[", "()"] {
        assert!(
            matches!(s.parse(bad), Err(CanonicalError::Syntax { .. })),
            "{bad:?}"
        );
    }
}

#[test]
fn every_game_born_by_day_four_reads_back_from_its_notation() {
    let mut s = MisereStore::new();
    let games = born_by(&mut s, 4);
    let mut names = HashSet::new();
    for &g in &games {
        let text = s.notation(g).unwrap();
        assert!(names.insert(text.clone()), "two games named {text}");
        assert_eq!(s.parse(&text).unwrap(), g, "{text}");
        let opts = s.options_in_order(g).unwrap();
        assert_eq!(opts.len(), s.options(g).len());
    }
}

#[test]
fn the_limit_refuses() {
    let mut s = MisereStore::with_limit(5);
    assert_eq!(s.nim_heap(6), Err(CanonicalError::TooLarge { limit: 5 }));
    let mut s = MisereStore::with_limit(3);
    assert!(s.nim_heap(2).is_ok());
    assert!(s.parse("*[3]").is_err());
}

/// A small deterministic generator (no dependency).
pub(super) struct Rng(pub(super) u64);
impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub(super) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The raw games used as the test games X: every raw game born by day 3 (16 option sets).
pub(super) fn small_raw(raw: &mut Raw) -> Vec<usize> {
    let mut all = vec![raw.game(vec![])];
    for _ in 0..3 {
        let base = all.clone();
        for mask in 0u64..(1 << base.len()) {
            let opts = (0..base.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| base[i])
                .collect();
            all.push(raw.game(opts));
        }
        all.sort_unstable();
        all.dedup();
    }
    all
}

/// Four pools of 300 games (the 16 small ones and 284 random ones each: 1,136 random
/// games), 3,000 random pairs each.
#[test]
fn canonical_forms_agree_with_brute_force_on_random_games() {
    let mut s = MisereStore::new();
    for seed in [
        0x9E37_79B9_7F4A_7C15,
        0x2545_F491_4F6C_DD1D,
        0xD1B5_4A32_D192_ED03,
        12345,
    ] {
        random_pool(&mut s, seed);
    }
}

/// One pool: every game against its form (outcome, normal value, the test games, the mate),
/// random pairs (equal forms never told apart, different ones distinguished by the
/// distinguisher in both directions, links linking, the form of a sum the sum of forms).
fn random_pool(s: &mut MisereStore, seed: u64) {
    let s = &mut *s;
    let mut raw = Raw::default();
    let tests = small_raw(&mut raw);
    let mut rng = Rng(seed);
    // A pool of random raw games: each new one takes a few of the earlier ones.
    let mut pool = tests.clone();
    while pool.len() < 300 {
        let k = rng.below(4) + usize::from(rng.below(3) == 0);
        let window = pool.len().min(60);
        let opts: Vec<usize> = (0..k)
            .map(|_| pool[pool.len() - 1 - rng.below(window)])
            .collect();
        let g = raw.game(opts);
        pool.push(g);
    }
    let mut memo = HashMap::new();
    let mut to_raw = HashMap::new();
    let mut nn = HashMap::new();
    let mut pairs = 0;
    let mut distinguished = 0;
    for &g in &pool {
        let c = canon(s, &raw, g, &mut memo);
        // The form's outcome, normal value and its own raw tree agree with the game's.
        assert_eq!(s.is_p_position(c), raw.is_p(&[g]));
        assert_eq!(s.normal_nim_value(c), raw.normal_nim(g, &mut nn));
        let rc = raw.of(s, c, &mut to_raw);
        for &x in &tests {
            assert_eq!(
                raw.is_p(&[g, x]),
                raw.is_p(&[rc, x]),
                "G and its form told apart"
            );
        }
        // G + mate(G) is a P-position.
        let m = s.mate(c).unwrap();
        let rm = raw.of(s, m, &mut to_raw);
        assert!(raw.is_p(&[g, rm]));
    }
    for _ in 0..3000 {
        let (g, h) = (pool[rng.below(pool.len())], pool[rng.below(pool.len())]);
        let (cg, ch) = (memo[&g], memo[&h]);
        pairs += 1;
        if cg == ch {
            for &x in &tests {
                assert_eq!(
                    raw.is_p(&[g, x]),
                    raw.is_p(&[h, x]),
                    "equal forms told apart"
                );
            }
            assert_eq!(s.distinguisher(cg, ch).unwrap(), None);
        } else {
            distinguished += 1;
            for (a, b, ca, cb) in [(g, h, cg, ch), (h, g, ch, cg)] {
                let d = s
                    .distinguisher(ca, cb)
                    .unwrap()
                    .expect("different forms are distinguished");
                let rd = raw.of(s, d, &mut to_raw);
                assert!(
                    raw.is_p(&[a, rd]) && !raw.is_p(&[b, rd]),
                    "the distinguisher fails"
                );
            }
        }
        // Linked exactly as the brute-force link says.
        if let Some(t) = s.link(cg, ch).unwrap() {
            let rt = raw.of(s, t, &mut to_raw);
            assert!(raw.is_p(&[g, rt]) && raw.is_p(&[h, rt]), "the link fails");
        } else {
            assert!(!s.is_linked(cg, ch));
            for &x in &tests {
                assert!(
                    !(raw.is_p(&[g, x]) && raw.is_p(&[h, x])),
                    "unlinked games linked"
                );
            }
        }
        // Sums: the form of the raw sum is the sum of the forms.
        if pairs % 4 == 0 && raw.games.len() < 100_000 {
            let mut sums = HashMap::new();
            let rs = raw.sum(g, h, &mut sums);
            let cs = canon(s, &raw, rs, &mut memo);
            assert_eq!(s.add(cg, ch).unwrap(), cs);
        }
    }
    assert!(
        pairs == 3000 && distinguished > 1000,
        "{distinguished} of {pairs}"
    );
}

#[test]
fn every_pair_born_by_day_four_is_equal_or_distinguished() {
    let mut s = MisereStore::new();
    let mut raw = Raw::default();
    let games = born_by(&mut s, 4);
    let mut to_raw = HashMap::new();
    let raws: Vec<usize> = games.iter().map(|&g| raw.of(&s, g, &mut to_raw)).collect();
    for (i, &g) in games.iter().enumerate() {
        for (j, &h) in games.iter().enumerate() {
            let d = s.distinguisher(g, h).unwrap();
            if i == j {
                assert_eq!(d, None);
                continue;
            }
            let d = d.unwrap();
            let rd = raw.of(&s, d, &mut to_raw);
            assert!(raw.is_p(&[raws[i], rd]) && !raw.is_p(&[raws[j], rd]));
        }
    }
}

/// (game, name, birthday, even, nim heap, mate, G⁻, P-position, G⁺, options)
type Case = (
    GameId,
    &'static str,
    u32,
    bool,
    bool,
    &'static str,
    u32,
    bool,
    u32,
    &'static str,
);

/// The facts of CGSuite's own test cases for misère canonical games
/// (`MisereCanonicalGameTestCase.scala`): each game built from its options here, then its
/// name, birthday, parity, mate, misère and normal nim values, outcome and options.
#[test]
fn cgsuite_s_test_cases() {
    let mut s = MisereStore::new();
    let h: Vec<GameId> = (0..5).map(|n| s.nim_heap(n).unwrap()).collect();
    let o = |s: &mut MisereStore, opts: &[GameId]| s.from_options(opts).unwrap();
    let sharp2 = o(&mut s, &[h[2]]); // [2]
    let sharp22 = o(&mut s, &[sharp2]); // [[2]]
    let two_two = s.add(h[2], h[2]).unwrap();
    let two_plus_sharp = s.add(h[2], sharp2).unwrap();
    let g7 = o(&mut s, &[two_plus_sharp]);
    let g8 = o(&mut s, &[sharp2, h[0]]);
    let g9 = o(&mut s, &[sharp2, h[1]]);
    let four_two = s.add(h[4], h[2]).unwrap();
    let g10 = o(&mut s, &[four_two]);
    let g11 = o(&mut s, &[sharp22, g9]);
    let inner = o(&mut s, &[g8, h[0], h[1]]);
    let g12 = o(&mut s, &[sharp22, inner]);
    let a = s.add(g9, h[1]).unwrap();
    let b1 = s.add(sharp2, h[1]).unwrap();
    let b = o(&mut s, &[sharp2, b1, g8]);
    let g13 = o(&mut s, &[a, b]);
    let c1 = o(&mut s, &[sharp2, h[2], h[0]]);
    let c2 = o(&mut s, &[sharp2, h[3]]);
    let g14 = o(&mut s, &[c1, c2, h[1]]);
    // (game, name, birthday, even, nim heap, mate, G⁻, P-position, G⁺, options)
    let cases: Vec<Case> = vec![
        (h[0], "*[0]", 0, true, true, "*[1]", 1, false, 0, "[]"),
        (h[1], "*[1]", 1, false, true, "*[0]", 0, true, 1, "[*[0]]"),
        (
            h[2],
            "*[2]",
            2,
            true,
            true,
            "*[2]",
            2,
            false,
            2,
            "[*[0],*[1]]",
        ),
        (
            sharp2, "*[2#]", 3, true, false, "*[2#]", 0, true, 0, "[*[2]]",
        ),
        (
            sharp22, "*[2##]", 4, true, false, "*[2##]", 1, false, 1, "[*[2#]]",
        ),
        (
            two_two,
            "*[2[2]]",
            4,
            true,
            false,
            "*[2[2]]",
            0,
            true,
            0,
            "[*[2],*[3]]",
        ),
        (
            g7,
            "*[2[#2#]]",
            6,
            true,
            false,
            "*[2[#2#]]",
            0,
            true,
            0,
            "[*[2[#2]]]",
        ),
        (
            g8,
            "*[2#0]",
            4,
            true,
            false,
            "*[2#1]",
            2,
            false,
            1,
            "[*[0],*[2#]]",
        ),
        (
            g9,
            "*[2#1]",
            4,
            true,
            false,
            "*[2#0]",
            1,
            false,
            2,
            "[*[1],*[2#]]",
        ),
        (
            g10,
            "*[4[2#]]",
            7,
            true,
            false,
            "*[4[2#]]",
            0,
            true,
            0,
            "[*[4[2]]]",
        ),
        (
            g11,
            "*[(2#1)2##]",
            5,
            true,
            false,
            "*[(2#0)2##]",
            0,
            true,
            0,
            "[*[2##],*[2#1]]",
        ),
        (
            g12,
            "*[((2#0)10)2##]",
            6,
            true,
            false,
            "*[((2#1)10)2##]",
            0,
            true,
            0,
            "[*[2##],*[(2#0)10]]",
        ),
        (
            g13,
            "*[((2#0)2[#1]2#)(2#1)[1]]",
            6,
            true,
            false,
            "*[((2#1)2[#1]2#)(2#0)[1]]",
            1,
            false,
            0,
            "[*[(2#1)[1]],*[(2#0)2[#1]2#]]",
        ),
        (
            g14,
            "*[(2#20)2[#1]1]",
            5,
            true,
            false,
            "*[(2#21)2[#1]0]",
            2,
            false,
            0,
            "[*[1],*[2[#1]],*[2#20]]",
        ),
    ];
    for (g, name, birthday, even, heap, mate, minus, p, plus, options) in cases {
        assert_eq!(s.notation(g).unwrap(), name);
        assert_eq!(s.parse(name).unwrap(), g, "{name}");
        assert_eq!(s.birthday(g), birthday, "{name}");
        assert_eq!(s.is_even(g).unwrap(), even, "{name}");
        assert_eq!(s.nim_heap_size(g).is_some(), heap, "{name}");
        let m = s.mate(g).unwrap();
        assert_eq!(s.notation(m).unwrap(), mate, "{name}");
        assert_eq!(s.misere_nim_value(g), minus, "{name}");
        assert_eq!(s.is_p_position(g), p, "{name}");
        assert_eq!(s.normal_nim_value(g), plus, "{name}");
        let mut opts = s.options_in_order(g).unwrap();
        opts.reverse();
        let names: Vec<String> = opts.into_iter().map(|x| s.notation(x).unwrap()).collect();
        assert_eq!(format!("[{}]", names.join(",")), options, "{name}");
    }
}

/// Misère Grundy values of raw sums by exhaustive search: 1 with no move, else the mex of
/// the options' values (independent of the store and of `Genus`).
#[derive(Default)]
struct MisereValues(HashMap<Vec<usize>, u32>);

impl MisereValues {
    fn value(&mut self, raw: &Raw, components: &[usize]) -> u32 {
        let mut key: Vec<usize> = components
            .iter()
            .copied()
            .filter(|&c| !raw.games[c].is_empty())
            .collect();
        key.sort_unstable();
        if key.is_empty() {
            return 1;
        }
        if let Some(&v) = self.0.get(&key) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 0..key.len() {
            for &o in &raw.games[key[i]] {
                let mut next = key.clone();
                next[i] = o;
                seen.push(self.value(raw, &next));
            }
        }
        let v = mex(seen.into_iter());
        self.0.insert(key, v);
        v
    }

    /// γ₀ … γₖ of a raw game: the misère values of the game plus 0, 1, … heaps of *2.
    fn gammas(&mut self, raw: &Raw, g: usize, two: usize, k: usize) -> Vec<u32> {
        (0..=k)
            .map(|n| {
                let mut c = vec![g];
                c.extend(std::iter::repeat_n(two, n));
                self.value(raw, &c)
            })
            .collect()
    }
}

/// The predicates from their definitions on the raw tree of each form: genera by search.
struct Brute {
    nn: HashMap<usize, u32>,
    mv: MisereValues,
    tame: HashMap<usize, bool>,
    general: HashMap<usize, bool>,
    /// The raw Nim positions a tame genus copies: 0, *, *2 + *2, *2 + *3, *a.
    nims: Vec<usize>,
    two: usize,
}

impl Brute {
    fn new(raw: &mut Raw) -> Brute {
        let zero = raw.game(vec![]);
        let one = raw.game(vec![zero]);
        let two = raw.game(vec![zero, one]);
        let mut heaps = vec![zero, one, two];
        for _ in 3..12 {
            let h = raw.game(heaps.clone());
            heaps.push(h);
        }
        let mut sums = HashMap::new();
        let two_two = raw.sum(two, two, &mut sums);
        let two_three = raw.sum(two, heaps[3], &mut sums);
        let mut nims = vec![zero, one, two_two, two_three];
        nims.extend(heaps[2..].iter().copied());
        Brute {
            nn: HashMap::new(),
            mv: MisereValues::default(),
            tame: HashMap::new(),
            general: HashMap::new(),
            nims,
            two,
        }
    }

    fn plus_minus(&mut self, raw: &Raw, g: usize) -> (u32, u32) {
        (raw.normal_nim(g, &mut self.nn), self.mv.value(raw, &[g]))
    }

    /// Every follower has the genus of a Nim position (γ compared up to 7 heaps of *2).
    fn tame(&mut self, raw: &Raw, g: usize) -> bool {
        if let Some(&t) = self.tame.get(&g) {
            return t;
        }
        let mut t = raw.games[g].clone().into_iter().all(|o| self.tame(raw, o));
        if t {
            let plus = raw.normal_nim(g, &mut self.nn);
            let gammas = self.mv.gammas(raw, g, self.two, 7);
            t = self.nims.clone().into_iter().any(|n| {
                raw.normal_nim(n, &mut self.nn) == plus
                    && self.mv.gammas(raw, n, self.two, 7) == gammas
            });
        }
        self.tame.insert(g, t);
        t
    }

    fn generally_tame(&mut self, raw: &Raw, g: usize) -> bool {
        if let Some(&t) = self.general.get(&g) {
            return t;
        }
        let (plus, minus) = self.plus_minus(raw, g);
        let pair = plus == minus || (plus < 2 && minus < 2);
        let opts = raw.games[g].clone();
        let flags: Vec<bool> = opts.iter().map(|&o| self.generally_tame(raw, o)).collect();
        let t = pair
            && (flags.iter().all(|&f| f) || {
                let mut ok = true;
                for (&o, &f) in opts.iter().zip(&flags) {
                    if !f {
                        let mut found = false;
                        for o2 in raw.games[o].clone() {
                            if self.generally_tame(raw, o2)
                                && self.plus_minus(raw, o2) == (plus, minus)
                            {
                                found = true;
                            }
                        }
                        ok &= found;
                    }
                }
                let tame: Vec<usize> = opts
                    .iter()
                    .zip(&flags)
                    .filter(|(_, f)| **f)
                    .map(|(&o, _)| o)
                    .collect();
                let pm: Vec<(u32, u32)> = tame.iter().map(|&o| self.plus_minus(raw, o)).collect();
                ok && mex(pm.iter().map(|p| p.0)) == plus && mex(pm.iter().map(|p| p.1)) == minus
            });
        self.general.insert(g, t);
        t
    }
}

/// The forms the predicates are tested on: every game born by day 4 and the forms of
/// 1,200 random raw games (four pools of 300).
pub(super) fn test_forms(s: &mut MisereStore) -> Vec<GameId> {
    let mut forms = born_by(s, 4);
    for seed in [7u64, 0x0005_DEEC_E66D, 0xB5AD_4ECE_DA1C_E2A9, 99] {
        let mut raw = Raw::default();
        let mut rng = Rng(seed);
        let mut pool = small_raw(&mut raw);
        while pool.len() < 300 {
            let k = rng.below(4) + usize::from(rng.below(3) == 0);
            let window = pool.len().min(60);
            let opts: Vec<usize> = (0..k)
                .map(|_| pool[pool.len() - 1 - rng.below(window)])
                .collect();
            let g = raw.game(opts);
            pool.push(g);
        }
        let mut memo = HashMap::new();
        for g in pool {
            forms.push(canon(s, &raw, g, &mut memo));
        }
    }
    forms.sort_unstable();
    forms.dedup();
    forms
}

#[test]
fn the_predicates_agree_with_their_definitions_on_the_game_trees() {
    let mut s = MisereStore::new();
    let forms = test_forms(&mut s);
    assert!(forms.len() > 300, "{}", forms.len());
    let mut raw = Raw::default();
    let mut brute = Brute::new(&mut raw);
    let mut to_raw = HashMap::new();
    let mut counts = [0usize; 4];
    let mut counts_half = [0usize; 2];
    for &g in &forms {
        let r = raw.of(&s, g, &mut to_raw);
        let (plus, minus) = brute.plus_minus(&raw, r);
        assert_eq!(
            (s.normal_nim_value(g), s.misere_nim_value(g)),
            (plus, minus)
        );
        // The genus: γₙ by search (the stored entries and the alternation after them).
        let genus = s.genus(g);
        let gammas = brute.mv.gammas(&raw, r, brute.two, 6);
        for (n, &gamma) in gammas.iter().enumerate() {
            assert_eq!(
                genus.gamma(n),
                u64::from(gamma),
                "γ{n} of {}",
                s.notation(g).unwrap()
            );
        }
        let tame = brute.tame(&raw, r);
        assert_eq!(s.is_tame(g), tame, "tame {}", s.notation(g).unwrap());
        let general = brute.generally_tame(&raw, r);
        assert_eq!(
            s.is_generally_tame(g),
            general,
            "{}",
            s.notation(g).unwrap()
        );
        let options_tame = raw.games[r]
            .clone()
            .into_iter()
            .all(|o| brute.tame(&raw, o));
        let options_general = raw.games[r]
            .clone()
            .into_iter()
            .all(|o| brute.generally_tame(&raw, o));
        let restive = options_tame && plus < 2 && minus >= 2;
        let restless = options_general && plus >= 2 && minus < 2;
        assert_eq!(s.is_restive(g), restive, "{}", s.notation(g).unwrap());
        assert_eq!(s.is_restless(g), restless, "{}", s.notation(g).unwrap());
        for (i, b) in [tame, general && !tame, restive, restless]
            .into_iter()
            .enumerate()
        {
            counts[i] += usize::from(b);
        }
        // Half-tame: the raw sum G + G is tame by search (the games born by day 4: their
        // doubles stay small enough for the search of every γₙ).
        if s.birthday(g) <= 4 {
            let double = raw.sum(r, r, &mut HashMap::new());
            let half = brute.tame(&raw, double);
            assert_eq!(
                s.is_half_tame(g).unwrap(),
                half,
                "{}",
                s.notation(g).unwrap()
            );
            counts_half[usize::from(half)] += 1;
        }
        if tame {
            assert!(s.is_half_tame(g).unwrap(), "{}", s.notation(g).unwrap());
        }
        // Introverted: only 0 and * (Conway's extraversion–introversion theorem).
        let star = s.nim_heap(1).unwrap();
        assert_eq!(s.is_introverted(g).unwrap(), g == s.zero() || g == star);
        // Extraverted two ways: g is a part of {g}; each option of g is a part of g.
        let by_options = s
            .options(g)
            .to_vec()
            .into_iter()
            .all(|o| s.is_part(g, o).unwrap());
        assert_eq!(
            s.is_extraverted(g).unwrap(),
            by_options,
            "{}",
            s.notation(g).unwrap()
        );
    }
    // Each kind is met (tame, only generally tame, restive, restless), and games born by
    // day 4 that are half-tame and that are not.
    assert!(counts.iter().all(|&c| c > 0), "{counts:?}");
    assert!(counts_half.iter().all(|&c| c > 0), "{counts_half:?}");
}

/// `g − h` for every `g = h + x` with `h`, `x` born by day 4 (the difference is found and
/// is `x`: cancellation), checked on the raw trees; and no difference where the store's
/// sums say there is none among the games born by day 4.
#[test]
fn differences_are_found_and_are_parts() {
    let mut s = MisereStore::new();
    let day4 = born_by(&mut s, 4);
    let mut raw = Raw::default();
    let tests = small_raw(&mut raw);
    let mut to_raw = HashMap::new();
    let mut sums = HashMap::new();
    let mut missing = Vec::new();
    for &h in &day4 {
        for &x in &day4 {
            let g = s.add(h, x).unwrap();
            let d = s.difference(g, h).unwrap();
            assert_eq!(
                d,
                Some(x),
                "{} − {}",
                s.notation(g).unwrap(),
                s.notation(h).unwrap()
            );
            let (rg, rh, rx) = (
                raw.of(&s, g, &mut to_raw),
                raw.of(&s, h, &mut to_raw),
                raw.of(&s, x, &mut to_raw),
            );
            let rs = raw.sum(rh, rx, &mut sums);
            for &t in &tests {
                assert_eq!(raw.is_p(&[rg, t]), raw.is_p(&[rs, t]));
            }
        }
    }
    // Pairs with no difference: no x of day 4 makes h + x = g.
    for &g in &day4 {
        for &h in &day4 {
            if s.difference(g, h).unwrap().is_none() {
                for &x in &day4 {
                    if s.add(h, x).unwrap() == g {
                        missing.push((g, h));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:?}");
    let two = s.nim_heap(2).unwrap();
    assert_eq!(s.difference(s.zero(), two).unwrap(), None);
}

#[test]
fn the_steps_of_reduction_are_bounded() {
    let mut s = MisereStore::new();
    let t = std::time::Instant::now();
    assert_eq!(
        s.nim_heap(100_000),
        Err(CanonicalError::TooManySteps {
            limit: DEFAULT_MAX_STEPS
        })
    );
    assert!(t.elapsed().as_secs() < 60);
    // A refused store answers at once afterwards, and what it holds stays usable.
    assert!(s.nim_heap(2).is_ok());
}

#[test]
fn a_difference_born_later_than_both_games_is_found() {
    // *[2[#2]] = *[2[2]] + *[2[#-2]]: a difference not among the followers the search
    // looks at, found from the splits of *[2[#2]].
    let mut s = MisereStore::new();
    let g = s.parse("*[2[#2]]").unwrap();
    let h = s.parse("*[2[2]]").unwrap();
    let x = s.difference(g, h).unwrap().expect("a difference");
    assert_eq!(s.add(h, x).unwrap(), g);
    assert_eq!(Some(x), s.parse("*[2[#-2]]").ok());
    assert_eq!(s.difference_by_search(g, h).unwrap(), None);
    // With * added where the parities differ: *[2[#2]] + * minus *[2[2]].
    let star = s.nim_heap(1).unwrap();
    let g_star = s.add(g, star).unwrap();
    let x_star = s.difference(g_star, h).unwrap().expect("a difference");
    assert_eq!(s.add(h, x_star).unwrap(), g_star);
    // A name with such a difference reads (it was refused: no difference found).
    let named = s.parse("*[4[2#-2]]").unwrap();
    assert!(s.birthday(named) > 0);
    // Every sum of two games born by day 4, less either: found, and it adds up.
    let pool = born_by(&mut s, 4);
    for &a in &pool {
        for &b in &pool {
            let sum = s.add(a, b).unwrap();
            let x = s.difference(sum, a).unwrap().expect("a difference");
            assert_eq!(s.add(a, x).unwrap(), sum);
        }
    }
}

#[test]
fn a_nim_heap_is_recognised_by_its_form_alone() {
    // Every game born by day 4: *n exactly when it is the store's heap of its birthday.
    let mut s = MisereStore::new();
    for g in born_by(&mut s, 4) {
        let b = s.birthday(g);
        let heap = s.nim_heap(b).unwrap();
        assert_eq!(
            s.nim_heap_size(g),
            (g == heap).then_some(b),
            "{}",
            s.notation(g).unwrap()
        );
    }
    // A large heap, and a large game that is not one: the options of *200 and the wild
    // {0, {*2}} (options of heaps alone would be a heap: *mex).
    let big = s.nim_heap(200).unwrap();
    assert_eq!(s.nim_heap_size(big), Some(200));
    let mut options: Vec<GameId> = (0..200).map(|n| s.nim_heap(n).unwrap()).collect();
    options.push(s.parse("*[2#0]").unwrap());
    let wild = s.from_options(&options).unwrap();
    assert_eq!(s.birthday(wild), 200);
    assert_eq!(s.nim_heap_size(wild), None);
}
