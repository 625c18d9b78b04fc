//! The vector kernels of the sparse engine against plain loops written here: the search,
//! the compressed search, the rare-split block (collected, verified, completed) and the
//! compression. On a machine with AVX-512 (as this project's) the kernels run; elsewhere
//! the portable loops of the same functions do, and the tests check those.

use grundy::heap::vector::{available, search, Compression, RareBlock, LANES};
use proptest::prelude::*;

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

#[test]
fn the_kernels_run_on_this_machine() {
    // The project's machines have AVX-512; if this fails, the vector paths below are not
    // exercised (the portable loops are).
    if std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|c| c.contains("avx512vbmi2")) {
        assert!(available());
    }
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
        let mut next = xorshift(seed);
        let g: Vec<u16> = (0..len).map(|_| (next() % (64 + span as u64 * 7)) as u16).collect();
        let m = len - 1;
        let hi = m / 2;
        for lo in [1, 7, 40] {
            let mut a = set_of(&targets);
            let mut b = a;
            prop_assert_eq!(search(&g, &g, usize::MAX, m, lo, hi, &mut a), reference_search(&g, m, lo, hi, &mut b));
            prop_assert_eq!(a, b);
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
        prop_assert_eq!(search(&g, &ring, ring_len - 1, m, 1, hi, &mut a), reference_search(&g, m, 1, hi, &mut b));
        prop_assert_eq!(a, b);
    }

    #[test]
    fn compressed_search_equals_search(
        seed in any::<u64>(),
        mask in 1u32..512,
        rare_partner in any::<bool>(),
        ntargets in 0usize..60,
    ) {
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
        let mut block = RareBlock::new(comp);
        for (lo, hi) in [(1, 4000), (3, 900), (1, 5000)] {
            let mut a = set_of(&targets);
            let mut b = a;
            let got = block.search_lane(&g, &g, usize::MAX, m, lo, hi, &mut a);
            let expected = search(&g, &g, usize::MAX, m, lo, hi, &mut b);
            prop_assert_eq!(got, expected);
            prop_assert_eq!(a, b);
            if lo == 1 {
                // From the missing values directly: the same answer whenever it answers.
                let mut missing = [0u64; 8];
                for &t in &targets {
                    missing[usize::from(t / 64)] |= 1 << (t % 64);
                }
                if let Some(at) = block.search_missing(&g, &g, usize::MAX, m, hi, &missing) {
                    prop_assert_eq!(Some(at), expected);
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
        let mut block = RareBlock::new(comp);
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

    #[test]
    fn pack_common_compresses_each_common_value(
        mask in 1u32..512,
        set in proptest::array::uniform8(any::<u64>()),
    ) {
        let comp = Compression::new(mask);
        let block = RareBlock::new(comp);
        let mut expected = [0u64; 4];
        for v in 0..512u16 {
            if set[usize::from(v / 64)] >> (v % 64) & 1 == 1 && comp.is_common(v) {
                let c = comp.compress(v);
                expected[usize::from(c / 64)] |= 1 << (c % 64);
            }
        }
        prop_assert_eq!(block.pack_common(&set), expected);
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
