//! The kernels against plain loops written here: the search, the compressed search, the
//! rare-split block (collected, verified, completed) and the compression, at every level
//! this CPU has (portable; AVX2, AVX-512 on x86-64; NEON on aarch64: each test runs the kernels of each, whatever
//! level `GRUNDY_SIMD` forces on the process, and says which levels it checked). (The
//! engine with and without them: `tests/heap_vector.rs` and `tests/heap_sparse.rs`.)

use super::search::{first_target_with, search_wide_with, search_with, FewTargets};
use super::{detected, tuned, Compression, Kernels, Level, RareBlock, LANES};
use proptest::prelude::*;

/// Every level this CPU has, from portable up, with its kernels (`None` at portable):
/// each test runs the kernels of every one, whatever level `GRUNDY_SIMD` forces on the
/// process (the first call says which levels it checks).
fn levels() -> Vec<(Level, Option<Kernels>)> {
    static SAID: std::sync::Once = std::sync::Once::new();
    let levels: Vec<(Level, Option<Kernels>)> = Level::ALL
        .into_iter()
        .filter(|&l| l.supported())
        .map(|l| (l, Kernels::at(l)))
        .collect();
    SAID.call_once(|| {
        let names: Vec<&str> = levels.iter().map(|(l, _)| l.name()).collect();
        eprintln!("vector kernels checked at the levels: {}", names.join(", "));
    });
    levels
}

#[test]
fn each_level_up_to_the_cpus_best_has_its_kernels() {
    let levels = levels();
    assert_eq!(levels.first().map(|l| l.0), Some(Level::Portable));
    for (level, kernels) in levels {
        let expected = (level > Level::Portable).then_some(level);
        assert_eq!(kernels.map(|k| k.level()), expected, "{level}");
    }
    for l in Level::ALL.into_iter().filter(|&l| !l.supported()) {
        assert!(
            Kernels::at(l).is_none(),
            "{l} not on this CPU ({})",
            detected()
        );
    }
}

#[test]
fn tuned_code_computes_what_plain_code_does() {
    // The bookkeeping compiled for x86-64-v3 (where the CPU has it) against the baseline
    // build of the same bit counts.
    let mut next = xorshift(7);
    for _ in 0..1000 {
        let x = next();
        let plain = (x.count_ones(), x.leading_zeros(), x.trailing_zeros());
        let fast = tuned(
            #[inline(always)]
            || (x.count_ones(), x.leading_zeros(), x.trailing_zeros()),
        );
        assert_eq!(plain, fast, "{x:#x}");
    }
}

#[test]
fn officers_mask_compresses_the_common_values_onto_bytes() {
    // Officers' mask 0x1ee: a value is common when popcount(v & 0x1ee) is odd; the
    // compression drops bit 1, as Grossman's byte values.
    let officers = Compression::new(0x1ee);
    assert!(officers.is_common(2) && !officers.is_common(0));
    assert_eq!(officers.decompress(officers.compress(302)), 302);
    let common: Vec<u16> = (0..512).filter(|&v| officers.is_common(v)).collect();
    let packed: Vec<u16> = common.iter().map(|&v| officers.compress(v)).collect();
    assert_eq!(packed, (0..256).collect::<Vec<u16>>());
    assert!(common
        .iter()
        .all(|&v| officers.decompress(officers.compress(v)) == v));
    assert!(!officers.is_common(300));
    assert_eq!(officers.decompress_rare(officers.compress(300)), 300);
}

#[test]
fn compression_examples() {
    for (level, kernels) in levels() {
        let _ = level;
        assert_eq!(Compression::new(0b110).compress(0b111), 0b11);
        assert!(Compression::new(1).is_common(3));
        assert_eq!(Compression::new(0b10).compress(0b110), 0b10);
        let k = Compression::new(0b10);
        assert_eq!(k.decompress(k.compress(6)), 6);
        assert_eq!(
            RareBlock::with_kernels(Compression::new(6), kernels)
                .compression()
                .compress(7),
            3
        );
        assert_eq!(
            RareBlock::with_kernels(Compression::new(3), kernels).compression(),
            Compression::new(3)
        );
    }
}

#[test]
fn a_block_collects_one_option_per_lane() {
    for (level, kernels) in levels() {
        let _ = level;
        let comp = Compression::new(1); // odd values are common
        let mut block = RareBlock::with_kernels(comp, kernels);
        let g: Vec<u16> = (0..100).map(|x| if x % 3 == 0 { 3 } else { 1 }).collect();
        block.clear();
        assert_eq!(block.lane(5), [0; 4]);
        // One rare position r = 2 with G(r) = 0, split moves taking k = 1 at n = 40 + i:
        // lane i holds the option 0 ^ G(40 + i - 1 - 2).
        block.add(&g, usize::MAX, 40, 1, &[2], &[0]);
        for i in 0..32 {
            assert_eq!(block.lane(i), [1 << comp.compress(g[37 + i]), 0, 0, 0]);
        }
        let comp = Compression::new(0b10);
        let mut b = RareBlock::with_kernels(comp, kernels);
        let g: Vec<u16> = vec![2; 100];
        b.clear();
        b.add(&g, usize::MAX, 50, 1, &[3], &[0]); // options 0 ^ 2 = 2 (common)
        assert!((0..32).all(|i| b.lane(i) == [1 << comp.compress(2), 0, 0, 0]));
    }
}

#[test]
fn frozen_candidates_and_verified_splits_give_the_mex() {
    for (level, kernels) in levels() {
        let _ = level;
        let comp = Compression::new(1); // odd values common; compress(v) = v >> 1
        let mut b = RareBlock::with_kernels(comp, kernels);
        let g = vec![1u16; 100];
        b.clear();
        assert_eq!(b.lane_mex(0, [0b1011, 0, 0, 0]), Some(2));
        b.add(&g, usize::MAX, 50, 1, &[3], &[0]); // every lane: {compress(1)} = {0}
        b.freeze();
        b.verify(&g, usize::MAX, 50, 1, &[5], &[2]); // 2 ^ 1 = 3: compressed 1
                                                     // Lane 0 misses 1, 2, 3, …; 1 is reached by the verified split: the mex is 2.
        assert_eq!(b.lane_mex(0, [0; 4]), Some(2));
        // With 2 also marked elsewhere, it is 3.
        assert_eq!(b.lane_mex(0, [1 << 2, 0, 0, 0]), Some(3));

        let mut b = RareBlock::with_kernels(Compression::new(1), kernels);
        b.clear();
        b.freeze();
        b.verify(&g, usize::MAX, 50, 1, &[5], &[0]); // 0 ^ 1 = 1: compressed 0
        assert_eq!(b.lane_mex(3, [0; 4]), Some(1));

        let comp = Compression::new(1);
        let b = RareBlock::with_kernels(comp, kernels);
        let g = vec![3u16; 100];
        assert_eq!(
            b.lane_rest(0, &g, usize::MAX, 50, 1, &[5], &[0]),
            [1 << comp.compress(3), 0, 0, 0]
        );
    }
}

#[test]
fn pack_common_example() {
    for (level, kernels) in levels() {
        let _ = level;
        let b = RareBlock::with_kernels(Compression::new(1), kernels); // odd values are common
        let mut set = [0u64; 8];
        set[0] = 0b1110; // 1, 2, 3: the common ones are 1 and 3
        set[7] = 1 << 63; // 511
        assert_eq!(b.pack_common(&set), [0b11, 0, 0, 1 << 63]);
    }
}

#[test]
fn search_finds_the_first_split_reaching_the_target() {
    for (level, kernels) in levels() {
        let _ = level;
        let g: Vec<u16> = (0..100).map(|x| (x * 7 % 64) as u16).collect();
        let (m, x) = (99, g[5] ^ g[94]);
        let mut want = [0u16; 32];
        want[usize::from(x >> 4)] |= 1 << (x & 15);
        let a = search_with(kernels, &g, &g, usize::MAX, m, 1, 49, &mut want).unwrap();
        assert!(a <= 5 && (g[a] ^ g[m - a]) == x);
        assert_eq!(want, [0; 32]);
    }
}

#[test]
fn compressed_searches_equal_search_on_a_fixed_case() {
    for (level, kernels) in levels() {
        let _ = level;
        let comp = Compression::new(0b110);
        let mut b = RareBlock::with_kernels(comp, kernels);
        // A prefix of mixed values, and partners all common (2 is common: 0b10 & 0b110).
        let mut g: Vec<u16> = (0..3000).map(|x| ((x * 37) % 61) as u16).collect();
        for (x, v) in g.iter_mut().enumerate().skip(1000) {
            *v = [2, 4, 10, 12][x % 4];
        }
        let rare: Vec<u16> = (0..61).filter(|&v| !comp.is_common(v)).collect();
        let mut w8 = [0u16; 32];
        for &v in &rare {
            w8[usize::from(v >> 4)] |= 1 << (v & 15);
        }
        let mut w16 = w8;
        let a = b.search_lane(&g, &g, usize::MAX, 2999, 1, 900, &mut w8);
        assert_eq!(
            a,
            search_with(kernels, &g, &g, usize::MAX, 2999, 1, 900, &mut w16)
        );
        assert_eq!(w8, w16);

        let mut b = RareBlock::with_kernels(comp, kernels);
        let mut missing = [0u64; 8];
        for &v in &rare {
            missing[usize::from(v / 64)] |= 1 << (v % 64);
        }
        let mut w16 = [0u16; 32];
        for (i, w) in w16.iter_mut().enumerate() {
            *w = (missing[i / 4] >> (16 * (i % 4))) as u16;
        }
        let expected = search_with(kernels, &g, &g, usize::MAX, 2999, 1, 900, &mut w16);
        let got = b.search_missing(&g, &g, usize::MAX, 2999, 900, &missing);
        assert!(expected.is_some());
        if kernels.is_some() {
            assert_eq!(got, expected);
        } else {
            // Without the kernels (portable) the compressed search does not apply (`None`: the
            // caller searches the plain way).
            assert_eq!(got, None);
        }
    }
}

/// The enumeration of `search`, written out.
fn reference_search(
    g: &[u16],
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 32],
) -> Option<usize> {
    for a in lo..=hi {
        let x = g[a] ^ g[m - a];
        let (w, bit) = (usize::from(x >> 4), 1u16 << (x & 15));
        if want[w] & bit != 0 {
            want[w] &= !bit;
            if *want == [0; 32] {
                return Some(a);
            }
        }
    }
    None
}

/// The enumeration of `search_wide`, written out: targets below 4096, values of any width.
fn reference_wide(
    prefix: &[u16],
    ring: &[u16],
    rmask: usize,
    m: usize,
    lo: usize,
    hi: usize,
    want: &mut [u16; 256],
) -> Option<usize> {
    for a in lo..=hi {
        let x = prefix[a] ^ ring[(m - a) & rmask];
        if x >= 4096 {
            continue;
        }
        let (w, bit) = (usize::from(x >> 4), 1u16 << (x & 15));
        if want[w] & bit != 0 {
            want[w] &= !bit;
            if want.iter().all(|&w| w == 0) {
                return Some(a);
            }
        }
    }
    None
}

fn wide_set_of(values: &[u16]) -> [u16; 256] {
    let mut want = [0u16; 256];
    for &v in values {
        want[usize::from(v >> 4)] |= 1 << (v & 15);
    }
    want
}

#[test]
fn wide_search_finds_targets_in_every_block_of_1024() {
    for (level, kernels) in levels() {
        let _ = level;
        // Prefix values a, partners all 0: option a is the value a, so the set empties at
        // the largest target, and a target beyond `hi` stays.
        let g: Vec<u16> = (0..5000).map(|a| a as u16).collect();
        let zeros = vec![0u16; 8192];
        let mut want = wide_set_of(&[5, 1500, 2600, 4000]);
        let found = search_wide_with(kernels, &g, &zeros, 8191, 4999, 1, 4500, &mut want, 4096);
        assert_eq!(found, Some(4000));
        assert!(want.iter().all(|&w| w == 0));
        let mut want = wide_set_of(&[5, 4095]);
        assert_eq!(
            search_wide_with(kernels, &g, &zeros, 8191, 4999, 1, 3000, &mut want, 4096),
            None
        );
        assert_eq!(want, wide_set_of(&[4095]));
    }
}

/// The common and the rare values below `below` under `comp`.
fn classes(comp: Compression, below: u16) -> (Vec<u16>, Vec<u16>) {
    (0..below).partition(|&v| comp.is_common(v))
}

/// A xorshift generator from a seed (any seed: the state is made odd).
fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

fn set_of(values: &[u16]) -> [u16; 32] {
    let mut want = [0u16; 32];
    for &v in values {
        want[usize::from(v >> 4)] |= 1 << (v & 15);
    }
    want
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    #[test]
    fn search_equals_the_plain_enumeration(
        seed in any::<u64>(),
        len in 600usize..3000,
        span in 0usize..60,
        targets in prop::collection::vec(0u16..512, 0..40),
    ) {
        for (level, kernels) in levels() {
            let _ = level;
            let mut next = xorshift(seed);
            let g: Vec<u16> = (0..len).map(|_| (next() % (64 + span as u64 * 7)) as u16).collect();
            let m = len - 1;
            let hi = m / 2;
            for lo in [1, 7, 40] {
                let mut a = set_of(&targets);
                let mut b = a;
                prop_assert_eq!(search_with(kernels, &g, &g, usize::MAX, m, lo, hi, &mut a), reference_search(&g, m, lo, hi, &mut b), "at {}", level);
                prop_assert_eq!(a, b, "at {}", level);
            }
            // Through a ring buffer (partners read modulo its length).
            let ring_len = 1024usize;
            let mut ring = vec![0u16; ring_len];
            for x in m.saturating_sub(ring_len - 1)..=m {
                ring[x % ring_len] = g[x];
            }
            let mut a = set_of(&targets);
            let mut b = a;
            let hi = hi.min(500);
            prop_assert_eq!(search_with(kernels, &g, &ring, ring_len - 1, m, 1, hi, &mut a), reference_search(&g, m, 1, hi, &mut b), "at {}", level);
            prop_assert_eq!(a, b, "at {}", level);
        }
    }

    #[test]
    fn wide_search_equals_the_plain_enumeration(
        seed in any::<u64>(),
        len in 100usize..6000,
        width in 6u32..14,
        targets in prop::collection::vec(0u16..4096, 0..40),
        limit_blocks in 1usize..5,
    ) {
        for (level, kernels) in levels() {
            let _ = level;
            // Values of `width` bits (past 4096 from 13 bits on: never targets), targets
            // below the limit; through the full values and through a ring buffer.
            let mut next = xorshift(seed);
            let g: Vec<u16> = (0..len).map(|_| (next() % (1u64 << width)) as u16).collect();
            let limit = 1024 * limit_blocks;
            let targets: Vec<u16> = targets.iter().copied().filter(|&t| usize::from(t) < limit).collect();
            let m = len - 1;
            let hi = m / 2;
            for lo in [1, 7, 40] {
                let mut a = wide_set_of(&targets);
                let mut b = a;
                prop_assert_eq!(
                    search_wide_with(kernels, &g, &g, usize::MAX, m, lo, hi, &mut a, limit),
                    reference_wide(&g, &g, usize::MAX, m, lo, hi, &mut b)
                );
                prop_assert_eq!(a, b, "at {}", level);
            }
            let ring_len = 1024usize;
            let mut ring = vec![0u16; ring_len];
            for x in m.saturating_sub(ring_len - 1)..=m {
                ring[x % ring_len] = g[x];
            }
            let mut a = wide_set_of(&targets);
            let mut b = a;
            let hi = hi.min(500);
            prop_assert_eq!(
                search_wide_with(kernels, &g, &ring, ring_len - 1, m, 1, hi, &mut a, limit),
                reference_wide(&g, &ring, ring_len - 1, m, 1, hi, &mut b)
            );
            prop_assert_eq!(a, b, "at {}", level);
        }
    }

    #[test]
    fn first_target_equals_the_plain_scan(
        seed in any::<u64>(),
        len in 40usize..3000,
        width in 1u32..17,
        picks in prop::collection::vec(any::<prop::sample::Index>(), 0..5),
        others in prop::collection::vec(any::<u16>(), 0..5),
        lo in 1usize..40,
    ) {
        for (level, kernels) in levels() {
            // Values of `width` bits (all 16 from 16 on), up to 8 targets: some of them
            // options that occur (a few near the end), the others any values.
            let mut next = xorshift(seed);
            let g: Vec<u16> = (0..len).map(|_| (next() & ((1u64 << width) - 1)) as u16).collect();
            let m = len - 1;
            let hi = m / 2;
            let option = |a: usize| g[a] ^ g[m - a];
            let targets: Vec<u16> = picks
                .iter()
                .map(|i| option(1 + i.index(hi)))
                .chain(others.iter().copied())
                .take(FewTargets::MAX)
                .collect();
            let set = FewTargets::new(targets.iter().copied())
                .ok_or_else(|| TestCaseError::fail("at most MAX targets"))?;
            let plain = (lo..=hi).find(|&a| targets.contains(&option(a)));
            prop_assert_eq!(
                first_target_with(kernels, &g, &g, usize::MAX, m, lo, hi, &set),
                plain,
                "at {}", level
            );
            // Through a ring buffer of the last 1024 values.
            let ring_len = 1024usize;
            let mut ring = vec![0u16; ring_len];
            for x in m.saturating_sub(ring_len - 1)..=m {
                ring[x % ring_len] = g[x];
            }
            let hi = hi.min(500);
            let plain = (lo..=hi).find(|&a| targets.contains(&option(a)));
            prop_assert_eq!(
                first_target_with(kernels, &g, &ring, ring_len - 1, m, lo, hi, &set),
                plain,
                "ring, at {}", level
            );
        }
    }

    #[test]
    fn compressed_search_equals_search(
        seed in any::<u64>(),
        mask in 1u32..512,
        rare_partner in any::<bool>(),
        ntargets in 0usize..60,
    ) {
        for (level, kernels) in levels() {
            let _ = level;
            // A prefix of any values, partners of common values only (unless a rare partner
            // is planted, which the compressed search must notice), rare targets.
            let comp = Compression::new(mask);
            let (common, _) = classes(comp, 512);
            let (_, rare) = classes(comp, 510);
            let mut next = xorshift(seed);
            let len = 12_000usize;
            let mut g: Vec<u16> = (0..len).map(|_| (next() % 512) as u16).collect();
            for v in g.iter_mut().skip(2000) {
                *v = common[(next() % common.len() as u64) as usize];
            }
            if rare_partner {
                g[len - 700] = rare[0];
            }
            let targets: Vec<u16> = (0..ntargets).map(|_| rare[(next() % rare.len() as u64) as usize]).collect();
            let m = len - 1;
            let mut block = RareBlock::with_kernels(comp, kernels);
            for (lo, hi) in [(1, 4000), (3, 900), (1, 5000)] {
                let mut a = set_of(&targets);
                let mut b = a;
                let got = block.search_lane(&g, &g, usize::MAX, m, lo, hi, &mut a);
                let expected = search_with(kernels, &g, &g, usize::MAX, m, lo, hi, &mut b);
                prop_assert_eq!(got, expected, "at {}", level);
                prop_assert_eq!(a, b, "at {}", level);
                if lo == 1 {
                    // From the missing values directly: the same answer whenever it answers.
                    let mut missing = [0u64; 8];
                    for &t in &targets {
                        missing[usize::from(t / 64)] |= 1 << (t % 64);
                    }
                    if let Some(at) = block.search_missing(&g, &g, usize::MAX, m, hi, &missing) {
                        prop_assert_eq!(Some(at), expected, "at {}", level);
                    }
                }
            }
        }
    }

    #[test]
    fn rare_block_equals_the_mex_of_its_options(
        seed in any::<u64>(),
        mask in 1u32..512,
        nrare in 1usize..80,
        collected in 0usize..=8,
        nothers in 0usize..6,
    ) {
        for (level, kernels) in levels() {
            let _ = level;
            let comp = Compression::new(mask);
            let (common, rare) = classes(comp, 512);
            let mut next = xorshift(seed);
            // Few distinct values, so that the sets have long runs and the mex is small.
            let palette: Vec<u16> = (0..6).map(|_| common[(next() % 40) as usize]).collect();
            let g: Vec<u16> = (0..3000).map(|_| palette[(next() % 6) as usize]).collect();
            let mut rare_pos: Vec<u64> = (0..nrare).map(|_| 40 + next() % 900).collect();
            rare_pos.sort_unstable();
            rare_pos.dedup();
            let rare_val: Vec<u16> = rare_pos.iter().map(|_| rare[(next() % 20) as usize]).collect();
            let (n0, k) = (2500usize, 1 + (next() % 3) as usize);
            let split = rare_pos.len() * collected / 8;
            let mut others = [0u64; 4];
            for _ in 0..nothers {
                let c = next() % 24;
                others[(c / 64) as usize] |= 1 << (c % 64);
            }
            let mut block = RareBlock::with_kernels(comp, kernels);
            block.clear();
            block.add(&g, usize::MAX, n0, k, &rare_pos[..split], &rare_val[..split]);
            block.freeze();
            block.verify(&g, usize::MAX, n0, k, &rare_pos[split..], &rare_val[split..]);
            for i in 0..LANES {
                let mut full = others;
                for (&r, &v) in rare_pos.iter().zip(&rare_val) {
                    let c = comp.compress(v ^ g[n0 + i - k - r as usize]);
                    full[usize::from(c / 64)] |= 1 << (c % 64);
                }
                let mex = (0..256u16).find(|&c| full[usize::from(c / 64)] >> (c % 64) & 1 == 0);
                match block.lane_mex(i, others) {
                    Some(c) => prop_assert_eq!(Some(c), mex, "lane {}", i),
                    None => {
                        // Undecided from the candidates: the lane's collected set and the
                        // rest give the full set.
                        let mut all = block.lane(i);
                        let rest = block.lane_rest(i, &g, usize::MAX, n0, k, &rare_pos[split..], &rare_val[split..]);
                        for w in 0..4 {
                            all[w] |= rest[w] | others[w];
                        }
                        prop_assert_eq!(all, full, "lane {}", i);
                    }
                }
            }
        }
    }

    #[test]
    fn pack_common_compresses_each_common_value(
        mask in 1u32..512,
        set in proptest::array::uniform8(any::<u64>()),
    ) {
        for (level, kernels) in levels() {
            let _ = level;
            let comp = Compression::new(mask);
            let block = RareBlock::with_kernels(comp, kernels);
            let mut expected = [0u64; 4];
            for v in 0..512u16 {
                if set[usize::from(v / 64)] >> (v % 64) & 1 == 1 && comp.is_common(v) {
                    let c = comp.compress(v);
                    expected[usize::from(c / 64)] |= 1 << (c % 64);
                }
            }
            prop_assert_eq!(block.pack_common(&set), expected, "at {}", level);
        }
    }

    #[test]
    fn compression_round_trips(mask in 1u32..512, v in 0u16..512) {
        let comp = Compression::new(mask);
        let c = comp.compress(v);
        prop_assert!(c < 256);
        if comp.is_common(v) {
            prop_assert_eq!(comp.decompress(c), v);
        } else {
            prop_assert_eq!(comp.decompress_rare(c), v);
        }
        // Order-preserving within a class.
        if v > 0 && comp.is_common(v) == comp.is_common(v - 1) {
            prop_assert!(comp.compress(v - 1) < c);
        }
    }
}

#[test]
fn a_set_of_few_targets_holds_at_most_eight_and_exactly_them() {
    let values = [3u16, 0x1234, 0xffff, 0, 17, 0x0f0f, 0xf0f0, 999, 4242];
    assert!(FewTargets::new(values).is_none(), "nine values are refused");
    let eight = &values[..FewTargets::MAX];
    let set = FewTargets::new(eight.iter().copied()).unwrap_or_default();
    for x in 0..=u16::MAX {
        assert_eq!(set.contains(x), eight.contains(&x), "{x}");
    }
    let fewer = set.without(0x1234);
    for x in 0..=u16::MAX {
        assert_eq!(fewer.contains(x), x != 0x1234 && eight.contains(&x), "{x}");
    }
    assert!(FewTargets::new([]).is_some_and(|s| s.is_empty()));
}
