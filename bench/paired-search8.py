#!/usr/bin/env python3
"""Paired timing of the compressed early-exit search (`x86::search8`): the working
tree's kernel against the one of git revision REV, both run on every search of a real
Officers run (one after the other, order alternating, `rdtsc`, pinned to one CPU), so the
machine's drift hits both alike. Prints the median and the trimmed-sum ratio new/old
(below 1: the working tree is faster) and checks that both give the same answers.

    python3 bench/paired-search8.py REV [N]      # e.g. a9478f3 1048576

It patches crates/grundy/src/heap/vector/x86.rs (where every kernel lives), vector/mod.rs
and bench_heap.rs (the working tree's `search8` becomes `search8_new`, REV's kernel and
its helpers are added with an `_old` suffix, and a `search8` that times both takes their
place), builds, runs twice and writes the files back as they were. REV may predate the
split of vector.rs into vector/ (its kernels were then in vector.rs's `mod x86`). Each
variant runs once per search: repeating a call would train the branch predictor on that
very call and flatter branchy code. An A/A run (REV = HEAD) gives about 1.04: code
placement alone moves the ratio by a few per cent, so read differences under ~5 % as
noise.
"""
import os
import re
import subprocess
import sys

ROOT = subprocess.run(['git', 'rev-parse', '--show-toplevel'],
                      capture_output=True, text=True, check=True).stdout.strip()
REV = sys.argv[1]
N = sys.argv[2] if len(sys.argv) > 2 else "1048576"
KERNELS = os.path.join(ROOT, 'crates/grundy/src/heap/vector/x86.rs')
VECTOR = os.path.join(ROOT, 'crates/grundy/src/heap/vector/mod.rs')
BENCH = os.path.join(ROOT, 'crates/grundy-bench/src/bin/bench_heap.rs')
# The region's markers: in vector/x86.rs (top level), and in the `mod x86` of the old
# vector.rs (indented, `pub(super)` kernels).
MARKERS = [
    ("/// [`search`](super::search::search) 32 options at a time while whole steps fit in",
     ["/// The 64 compressed options of splits",
      "/// [`RareBlock::search_lane`](super::RareBlock::search_lane) in compressed bytes"]),
    ("    /// [`super::search`] 32 options at a time while whole steps fit in `lo..=hi`;",
     ["    /// The 64 compressed options of splits",
      "    /// [`super::RareBlock::search_lane`] in compressed bytes"]),
]


def kernel_region(text):
    """The compressed-search kernels: from their first helper to `search32`."""
    for end, starts in MARKERS:
        if end in text:
            start = min(text.index(s) for s in starts if s in text)
            return start, text.index(end)
    raise SystemExit('the compressed-search kernels were not found')


def old_kernels():
    """REV's kernel region, as top-level code of vector/x86.rs."""
    for path in ['crates/grundy/src/heap/vector/x86.rs', 'crates/grundy/src/heap/vector.rs']:
        r = subprocess.run(['git', 'show', f'{REV}:{path}'], capture_output=True, text=True,
                           cwd=ROOT)
        if r.returncode == 0:
            a, b = kernel_region(r.stdout)
            region = r.stdout[a:b]
            if path.endswith('vector.rs'):
                region = re.sub(r'^    ', '', region, flags=re.M)
                region = region.replace('pub(super) unsafe fn', 'unsafe fn')
            return region
    raise SystemExit(f'no vector kernels at {REV}')


old = old_kernels()
# Every function and constant REV defines there gets an `_old` suffix.
for name in set(re.findall(r'\bfn (\w+)', old)) | set(re.findall(r'\bconst ([A-Z][A-Z0-9_]*):', old)):
    old = re.sub(rf'\b{name}\b', f'{name}_old', old)

WRAPPER = '''
    /// Paired timing (bench/paired-search8.py): the old and the new kernel, once each.
    #[allow(clippy::too_many_arguments)]
    unsafe fn search8(
        prefix: &[u8],
        rare: &[u64],
        recent: &[u8],
        m: usize,
        lo: usize,
        hi: usize,
        want: &mut [u64; 4],
        rows: &[[u64; 4]; 256],
    ) -> (usize, Option<usize>) {
        use std::sync::atomic::{AtomicU64, Ordering};
        static CALLS: AtomicU64 = AtomicU64::new(0);
        let flip = CALLS.fetch_add(1, Ordering::Relaxed) & 1 == 1;
        let start = *want;
        let mut res = [(0, None); 2];
        let mut ws = [start; 2];
        let mut ticks = [0u64; 2];
        for turn in 0..2 {
            let v = usize::from((turn == 1) != flip);
            let mut w = start;
            let t0 = unsafe { _rdtsc() };
            res[v] = if v == 0 {
                unsafe { search8_old(prefix, rare, recent, m, lo, hi, &mut w, rows) }
            } else {
                unsafe { search8_new(prefix, rare, recent, m, lo, hi, &mut w, rows) }
            };
            ticks[v] = unsafe { _rdtsc() } - t0;
            ws[v] = w;
        }
        super::PAIRED.lock().unwrap().push((ticks[0] as u32, ticks[1] as u32));
        assert_eq!(res[0].1, res[1].1, "the two kernels disagree");
        if res[0].1.is_none() {
            assert_eq!(ws[0], ws[1], "the two kernels disagree");
        }
        *want = ws[1];
        res[1]
    }
'''

REPORT = '''
/// Paired timing (bench/paired-search8.py): (old, new) ticks per search.
pub static PAIRED: std::sync::Mutex<Vec<(u32, u32)>> = std::sync::Mutex::new(Vec::new());

/// Paired timing (bench/paired-search8.py): prints the ratios new/old.
pub fn paired_report() {
    let log = PAIRED.lock().unwrap();
    if log.is_empty() {
        eprintln!("paired: no search ran");
        return;
    }
    let mut r: Vec<f64> = log.iter().map(|&(a, b)| f64::from(b) / f64::from(a.max(1))).collect();
    r.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let mut sa: Vec<u64> = log.iter().map(|x| u64::from(x.0)).collect();
    let mut sb: Vec<u64> = log.iter().map(|x| u64::from(x.1)).collect();
    sa.sort_unstable();
    sb.sort_unstable();
    let trim = |v: &[u64]| v[..v.len() * 99 / 100].iter().sum::<u64>() as f64;
    eprintln!(
        "paired: {} searches, median ratio {:.3}, trimmed-sum ratio {:.3} (new/old)",
        r.len(),
        r[r.len() / 2],
        trim(&sb) / trim(&sa)
    );
}
'''

WRAPPER = re.sub(r'^    ', '', WRAPPER, flags=re.M)
saved = {path: open(path).read() for path in [KERNELS, VECTOR, BENCH]}
try:
    s = saved[KERNELS]
    a, b = kernel_region(s)
    new = s[a:b].replace('unsafe fn search8(', 'unsafe fn search8_new(')
    s = s[:a] + new + old + WRAPPER + s[b:]
    open(KERNELS, 'w').write(s)
    v = saved[VECTOR] + REPORT
    open(VECTOR, 'w').write(v)
    t = saved[BENCH].replace(
        'if let Err(e) = child(engine, game, n) {',
        'let r = child(engine, game, n); grundy::heap::vector::paired_report(); if let Err(e) = r {')
    open(BENCH, 'w').write(t)
    subprocess.run(['cargo', 'build', '--release', '-p', 'grundy-bench', '--features', 'ogs',
                    '--bin', 'bench-heap'], cwd=ROOT, check=True)
    for _ in range(2):
        subprocess.run(['taskset', '-c', '1', 'target/release/bench-heap', '--child',
                        'sparse-1t', 'officers', N], cwd=ROOT, check=True)
finally:
    for path, text in saved.items():
        open(path, 'w').write(text)
