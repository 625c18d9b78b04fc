//! Parts, primes, partitions and tameability against brute force: every sum of two even
//! games of a pool (all games born by day 4, random larger ones) must show its summands
//! among the parts; every part claimed is checked as a sum on the raw game trees; the
//! partitions against an independent recursion over the pool's sums; CGSuite's own facts.

use super::tests::{born_by, small_raw, test_forms, Raw, Rng};
use super::*;
use std::collections::{BTreeSet, HashMap};

fn name(s: &mut MisereStore, g: GameId) -> String {
    s.notation(g).unwrap()
}

fn even_nonzero(s: &mut MisereStore, forms: &[GameId]) -> Vec<GameId> {
    let mut v = Vec::new();
    for &g in forms {
        if g != s.zero() && s.is_even(g).unwrap() {
            v.push(g);
        }
    }
    v
}

/// (game, IsPrime, IsTameable, IsGenerallyTame, Parts, Partitions)
type Fact = (
    &'static str,
    bool,
    bool,
    bool,
    &'static [&'static str],
    &'static [&'static [&'static str]],
);

/// CGSuite's `MisereCanonicalGameTestCase.scala`: `IsPrime`, `IsTameable`, `Parts` and
/// `Partitions` of its fourteen games (each read from CGSuite's output name; the parts
/// and partitions compared by their names, as CGSuite writes them).
#[test]
fn cgsuite_s_parts_primes_and_tameability() {
    let mut s = MisereStore::new();
    let cases: &[Fact] = &[
        ("*[0]", false, true, true, &[], &[&[]]),
        ("*[1]", false, true, true, &[], &[&["*[1]"]]),
        ("*[2]", true, true, true, &[], &[&["*[2]"]]),
        (
            "*[2#]",
            false,
            true,
            true,
            &["*[2]", "*[2[#-2]]"],
            &[&["*[2]", "*[2[#-2]]"]],
        ),
        (
            "*[2##]",
            false,
            true,
            true,
            &[
                "*[2]",
                "*[2[##-2]]",
                "*[2#]",
                "*[2[##-2]0]",
                "*[2[#-2]]",
                "*[(2[##-2]0)[2]]",
            ],
            &[&["*[2]", "*[2[#-2]]", "*[2[##-2]0]"]],
        ),
        (
            "*[2[2]]",
            false,
            true,
            true,
            &["*[2]"],
            &[&["*[2]", "*[2]"]],
        ),
        (
            "*[2[#2#]]",
            false,
            true,
            true,
            &[
                "*[2]",
                "*[2[#2#-2]]",
                "*[2#]",
                "*[2[2]]",
                "*[2[#2#-2-2]]",
                "*[2[#-2]]",
                "*[2[#2]]",
            ],
            &[&["*[2]", "*[2]", "*[2[#-2]]", "*[2[#-2]]"]],
        ),
        ("*[2#0]", true, false, false, &[], &[&["*[2#0]"]]),
        ("*[2#1]", true, false, false, &[], &[&["*[2#1]"]]),
        (
            "*[4[2#]]",
            false,
            true,
            true,
            &["*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"],
            &[&["*[2]", "*[4[2#-2]]"], &["*[4]", "*[4[2#-4]]"]],
        ),
        ("*[(2#1)2##]", true, true, true, &[], &[&["*[(2#1)2##]"]]),
        (
            "*[((2#0)10)2##]",
            true,
            true,
            true,
            &[],
            &[&["*[((2#0)10)2##]"]],
        ),
        (
            "*[((2#0)2[#1]2#)(2#1)[1]]",
            true,
            true,
            false,
            &[],
            &[&["*[((2#0)2[#1]2#)(2#1)[1]]"]],
        ),
        (
            "*[(2#20)2[#1]1]",
            true,
            false,
            false,
            &[],
            &[&["*[(2#20)2[#1]1]"]],
        ),
    ];
    for &(text, prime, tameable, general, parts, partitions) in cases {
        let g = s.parse(text).unwrap();
        assert_eq!(s.is_prime(g).unwrap(), prime, "IsPrime {text}");
        assert_eq!(s.is_tameable(g), tameable, "IsTameable {text}");
        assert_eq!(
            s.phylum(g) <= phylum::Phylum::ReversiblyTame,
            general,
            "Hoey's generally tame {text}"
        );
        let want: BTreeSet<String> = parts.iter().map(|p| p.to_string()).collect();
        let got: BTreeSet<String> = s
            .parts(g)
            .unwrap()
            .into_iter()
            .map(|p| name(&mut s, p))
            .collect();
        assert_eq!(got, want, "Parts {text}");
        let mut want: Vec<Vec<String>> = partitions
            .iter()
            .map(|p| {
                let mut v: Vec<String> = p.iter().map(|x| x.to_string()).collect();
                v.sort();
                v
            })
            .collect();
        want.sort();
        let mut got: Vec<Vec<String>> = Vec::new();
        for p in s.partitions(g).unwrap() {
            let mut v: Vec<String> = p.into_iter().map(|x| name(&mut s, x)).collect();
            v.sort();
            got.push(v);
        }
        got.sort();
        assert_eq!(got, want, "Partitions {text}");
    }
}

/// The worked example of two partitions, checked by hand from the sums: `{*4 + *2}` is
/// `*2 + X` and `*4 + Y` (X = `4[2#-2]`, Y = `4[2#-4]`), and `*2`, `*4`, `X`, `Y` are
/// prime: the sums are the store's, and each is also checked on the raw game trees
/// against every test game born by day 3.
#[test]
fn four_two_sharp_has_two_partitions() {
    let mut s = MisereStore::new();
    let g = s.parse("*[4[2#]]").unwrap();
    let (two, four) = (s.nim_heap(2).unwrap(), s.nim_heap(4).unwrap());
    let x = s.difference(g, two).unwrap().unwrap();
    let y = s.difference(g, four).unwrap().unwrap();
    assert_eq!(name(&mut s, x), "*[4[2#-2]]");
    assert_eq!(name(&mut s, y), "*[4[2#-4]]");
    assert_eq!(s.add(two, x).unwrap(), g);
    assert_eq!(s.add(four, y).unwrap(), g);
    for p in [two, four, x, y] {
        assert!(s.is_prime(p).unwrap(), "{}", name(&mut s, p));
    }
    assert_ne!(x, y);
    let mut raw = Raw::default();
    let tests = small_raw(&mut raw);
    let mut memo = HashMap::new();
    let mut sums = HashMap::new();
    let rg = raw.of(&s, g, &mut memo);
    for (a, b) in [(two, x), (four, y)] {
        let (ra, rb) = (raw.of(&s, a, &mut memo), raw.of(&s, b, &mut memo));
        let r = raw.sum(ra, rb, &mut sums);
        for &t in &tests {
            assert_eq!(raw.is_p(&[rg, t]), raw.is_p(&[r, t]));
        }
    }
}

/// The pool the brute force adds: every even game born by day 4, 12 even forms of
/// random games (birthdays 5 and 6) and two of CGSuite's composite games.
fn pool(s: &mut MisereStore) -> Vec<GameId> {
    let day4 = born_by(s, 4);
    let mut pool = even_nonzero(s, &day4);
    let forms = test_forms(s);
    let mut evens = even_nonzero(s, &forms);
    evens.retain(|&g| s.birthday(g) >= 5 && s.birthday(g) <= 6);
    let mut rng = Rng(0x005E_ED0F_9A47);
    for _ in 0..12 {
        if evens.is_empty() {
            break;
        }
        let i = rng.below(evens.len());
        pool.push(evens.swap_remove(i));
    }
    // CGSuite's composite games with parts of parts: {*2 + 2#} and {*4 + *2}.
    for text in ["*[2[#2#]]", "*[4[2#]]"] {
        pool.push(s.parse(text).unwrap());
    }
    pool.sort_unstable();
    pool.dedup();
    pool
}

/// Every sum `X + Y` of two even games of the pool shows `X` and `Y` among its parts
/// (or is one of them with `0`: never, both are nonzero), and every part the store claims
/// is a checked sum; so a prime of the pool is no such sum. A part of a summand is a part
/// of the sum. Sums of three pool games of
/// day 4 too. The partitions: each a sum of primes equal to the game, listed once.
#[test]
fn every_sum_of_the_pool_shows_its_parts() {
    let mut s = MisereStore::new();
    let pool = pool(&mut s);
    assert!(pool.len() > 12, "{}", pool.len());
    // The brute force's splits: every sum of two pool games.
    let mut splits: HashMap<GameId, BTreeSet<(GameId, GameId)>> = HashMap::new();
    for (i, &x) in pool.iter().enumerate() {
        for &y in &pool[i..] {
            let g = s.add(x, y).unwrap();
            splits.entry(g).or_default().insert((x.min(y), x.max(y)));
        }
    }
    let day4 = born_by(&mut s, 4);
    let small = even_nonzero(&mut s, &day4);
    for &x in &small {
        for &y in &small {
            for &z in &small {
                let xy = s.add(x, y).unwrap();
                let g = s.add(xy, z).unwrap();
                splits.entry(g).or_default().insert((xy.min(z), xy.max(z)));
            }
        }
    }
    let mut games: Vec<GameId> = splits.keys().copied().collect();
    games.sort_unstable();
    let mut two_ways = 0;
    for &g in &games {
        let parts: BTreeSet<GameId> = s.parts(g).unwrap().into_iter().collect();
        for &(x, y) in &splits[&g] {
            assert!(
                parts.contains(&x) && parts.contains(&y),
                "{} = {} + {}",
                name(&mut s, g),
                name(&mut s, x),
                name(&mut s, y)
            );
        }
        assert!(!s.is_prime(g).unwrap());
        // A part of a part is a part: G = P + (X − P) + Y.
        for &(x, y) in &splits[&g] {
            for z in [x, y] {
                for p in s.parts(z).unwrap() {
                    assert!(
                        parts.contains(&p),
                        "{} in {}",
                        name(&mut s, p),
                        name(&mut s, g)
                    );
                }
            }
        }
        // Each part has a partner among the parts that sums to g.
        for &p in &parts {
            let mut partner = false;
            for &q in &parts {
                partner |= s.add(p, q).unwrap() == g;
            }
            assert!(partner, "{} in {}", name(&mut s, p), name(&mut s, g));
        }
        let partitions = s.partitions(g).unwrap();
        let mut seen = BTreeSet::new();
        for p in &partitions {
            assert_eq!(s.sum(p).unwrap(), g);
            for &q in p {
                assert!(s.is_prime(q).unwrap());
            }
            let mut key = p.clone();
            key.sort_unstable();
            assert!(seen.insert(key), "a partition twice");
        }
        two_ways += usize::from(partitions.len() > 1);
    }
    // Some sums factor in more than one way (32 of 1,632 when written): factorization
    // into primes is not unique.
    assert!(two_ways > 0, "{} sums", games.len());
}

/// Every game born by day 4: every part the brute force finds among all sums of two
/// even games of the pool is a part for the store, the store's primes have none, and each
/// part the store claims is checked with its partner on the raw game trees (every test
/// game `T` born by day 3 gives `G + T` and `X + Y + T` one outcome) — a check that
/// needs no theory of where parts lie. The partitions: exactly one for each, the unique
/// factorization holding for the games born by day 4.
#[test]
fn the_games_born_by_day_four_against_brute_force() {
    let mut s = MisereStore::new();
    let pool = pool(&mut s);
    let mut sums: HashMap<GameId, BTreeSet<GameId>> = HashMap::new();
    for &x in &pool {
        for &y in &pool {
            let g = s.add(x, y).unwrap();
            sums.entry(g).or_default().insert(x);
        }
    }
    let mut raw = Raw::default();
    let tests = small_raw(&mut raw);
    let mut memo = HashMap::new();
    let mut raw_sums = HashMap::new();
    let day4 = born_by(&mut s, 4);
    let (mut primes, mut parts_seen) = (0, 0);
    for &g in &day4 {
        let (e, _) = s.even_part(g).unwrap();
        let want = sums.get(&e).cloned().unwrap_or_default();
        let got: BTreeSet<GameId> = s.parts(g).unwrap().into_iter().collect();
        assert!(want.is_subset(&got), "{}", name(&mut s, g));
        let prime = s.is_prime(g).unwrap();
        assert_eq!(prime, e != s.zero() && got.is_empty());
        assert!(!prime || want.is_empty());
        primes += usize::from(prime);
        let re = raw.of(&s, e, &mut memo);
        for &p in &got {
            let partner = got
                .iter()
                .copied()
                .find(|&q| s.add(p, q).unwrap() == e)
                .expect("a partner among the parts");
            let (rp, rq) = (raw.of(&s, p, &mut memo), raw.of(&s, partner, &mut memo));
            let r = raw.sum(rp, rq, &mut raw_sums);
            for &t in &tests {
                assert_eq!(raw.is_p(&[re, t]), raw.is_p(&[r, t]));
            }
            parts_seen += 1;
        }
        assert_eq!(s.partitions(g).unwrap().len(), 1, "{}", name(&mut s, g));
    }
    assert!(primes > 5 && parts_seen > 5, "{primes} {parts_seen}");
}

/// A tameable game plays, beside tame games, as the Nim position of its pair
/// `(G⁺, G⁻)`: `G + T` and `N + T` have one misère outcome for every tame `T` of a set
/// (the tame games born by day 4 and their sums by twos). Generally tame games are
/// tameable, restive ones are not.
#[test]
fn tameable_games_play_as_nim_beside_tame_games() {
    let mut s = MisereStore::new();
    let forms = test_forms(&mut s);
    let day4 = born_by(&mut s, 4);
    let tame4: Vec<GameId> = day4.iter().copied().filter(|&g| s.is_tame(g)).collect();
    let mut tames = tame4.clone();
    for &a in &tame4 {
        for &b in &tame4 {
            tames.push(s.add(a, b).unwrap());
        }
    }
    tames.sort_unstable();
    tames.dedup();
    let h: Vec<GameId> = (0..8).map(|n| s.nim_heap(n).unwrap()).collect();
    let nim = |s: &mut MisereStore, plus: u32, minus: u32| -> GameId {
        match (plus, minus) {
            (0, 1) => h[0],
            (1, 0) => h[1],
            (0, 0) => s.add(h[2], h[2]).unwrap(),
            (1, 1) => s.add(h[2], h[3]).unwrap(),
            (a, _) => s.nim_heap(a).unwrap(),
        }
    };
    let mut counts = [0usize; 2];
    for &g in &forms {
        let tameable = s.is_tameable(g);
        if s.is_generally_tame(g) {
            assert!(tameable, "{}", name(&mut s, g));
        }
        if s.is_restive(g) {
            assert!(!tameable, "{}", name(&mut s, g));
        }
        if !tameable {
            continue;
        }
        counts[usize::from(s.is_generally_tame(g))] += 1;
        let (plus, minus) = (s.normal_nim_value(g), s.misere_nim_value(g));
        let n = nim(&mut s, plus, minus);
        for &t in &tames {
            let (a, b) = (s.add(g, t).unwrap(), s.add(n, t).unwrap());
            assert_eq!(
                s.is_p_position(a),
                s.is_p_position(b),
                "{} + {}",
                name(&mut s, g),
                name(&mut s, t)
            );
        }
    }
    assert!(counts[1] > 0, "{counts:?}");
}

#[test]
fn too_many_sums_refuses() {
    let mut s = MisereStore::new();
    let g = s.parse("*[2##]").unwrap();
    let mut work = MAX_PART_SUMS;
    assert_eq!(
        s.splits(g, &mut work),
        Err(CanonicalError::TooManySums {
            limit: MAX_PART_SUMS
        })
    );
}
