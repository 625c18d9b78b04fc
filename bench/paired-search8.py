#!/usr/bin/env python3
"""Paired timing of the compressed early-exit search (`x86::search8`): the working
tree's kernel against the one of git revision REV, both run on every search of a real
Officers run (one after the other, order alternating, `rdtsc`, pinned to one CPU), so the
machine's drift hits both alike. Prints the median and the trimmed-sum ratio new/old.

    python3 bench/paired-search8.py REV [N]      # e.g. a9478f3 1048576

It patches crates/grundy/src/heap/vector.rs and bench_heap.rs, builds, runs twice and
writes both files back as they were. Each variant runs
once per search: repeating a call would train the branch predictor on that very call and
flatter branchy code.
"""
import os, subprocess, sys
ROOT = subprocess.run(['git','rev-parse','--show-toplevel'],capture_output=True,text=True).stdout.strip()
rev = sys.argv[1]
n = sys.argv[2] if len(sys.argv) > 2 else "1048576"
reps = 1
h = subprocess.run(['git','show',f'{rev}:crates/grundy/src/heap/vector.rs'],capture_output=True,text=True,cwd=ROOT).stdout
a = h.index("    /// [`super::RareBlock::search_lane`] in compressed bytes")
b = h.index("    /// [`super::search`] 32 options at a time while whole steps fit in `lo..=hi`;")
old = h[a:b].replace("pub(super) unsafe fn search8(","pub(super) unsafe fn search8_old(")
# rename helper fns of old to avoid clashes
for name in ["options64","fold8","last_first","search8_few","few"]:
    old = old.replace(f"fn {name}(",f"fn {name}_old(").replace(f"fn {name}<",f"fn {name}_old<").replace(f"{name}(",f"{name}_old(").replace(f"{name}::<",f"{name}_old::<")
old = old.replace("const FEW:","const FEW_OLD:").replace("<= FEW","<= FEW_OLD")
p=ROOT+'/crates/grundy/src/heap/vector.rs'
s=open(p).read()
SAVED={p: s}
i=s.index("    /// [`super::search`] 32 options at a time while whole steps fit in `lo..=hi`;")
s=s[:i]+old+s[i:]
s=s.replace("pub fn available() -> bool {","""/// debug
pub static LOG: std::sync::Mutex<Vec<(u32, u32)>> = std::sync::Mutex::new(Vec::new());
/// debug
pub fn report() {
    let log = LOG.lock().unwrap();
    if !log.is_empty() {
        let mut r: Vec<f64> = log.iter().map(|&(a, b)| b as f64 / a as f64).collect();
        r.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let mut sa: Vec<u32> = log.iter().map(|x| x.0).collect();
        let mut sb: Vec<u32> = log.iter().map(|x| x.1).collect();
        sa.sort(); sb.sort();
        let trim = |v: &Vec<u32>| v[..v.len() * 99 / 100].iter().map(|&x| x as u64).sum::<u64>();
        eprintln!("calls {} median ratio {:.3} trimmed-sum ratio {:.3} (new/old)", r.len(), r[r.len() / 2], trim(&sb) as f64 / trim(&sa) as f64);
    }
}
pub fn available() -> bool {""",1)
s=s.replace("""                    let (next, found) = unsafe {
                        x86::search8(""","""                    if std::env::var_os("DUAL").is_some() {
                        static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
                        let flip = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) & 1 == 1;
                        let mut best = [u64::MAX; 2];
                        let mut res = [(0, None); 2];
                        let mut ws = [want8; 2];
                        for turn in 0..2 * REPS {
                            let v = (turn % 2 == 1) != flip;
                            let v = usize::from(v);
                            let mut w = want8;
                            let t0 = unsafe { std::arch::x86_64::_rdtsc() };
                            let r = if v == 0 {
                                unsafe { x86::search8_old(&self.prefix8, &self.prefix_rare, &self.recent8, m, lo, reach, &mut w, &self.rows.0) }
                            } else {
                                unsafe { x86::search8(&self.prefix8, &self.prefix_rare, &self.recent8, m, lo, reach, &mut w, &self.rows.0) }
                            };
                            let dt = unsafe { std::arch::x86_64::_rdtsc() } - t0;
                            best[v] = best[v].min(dt);
                            res[v] = r;
                            ws[v] = w;
                        }
                        LOG.lock().unwrap().push((best[0] as u32, best[1] as u32));
                        assert_eq!(res[0].1, res[1].1);
                        if res[0].1.is_none() { assert_eq!(ws[0], ws[1]); }
                    }
                    let (next, found) = unsafe {
                        x86::search8(""")
s=s.replace("const SEARCH8_DEPTH: usize", f"const REPS: usize = {reps};\nconst SEARCH8_DEPTH: usize")
open(p,'w').write(s)
b=ROOT+'/crates/grundy-cli/src/bin/bench_heap.rs'
t=open(b).read()
SAVED[b]=t
t=t.replace("if let Err(e) = child(engine, game, n) {","let r = child(engine, game, n); grundy::heap::vector::report(); if let Err(e) = r {")
open(b,'w').write(t)

try:
    subprocess.run(['cargo','build','--release','-p','grundy-cli','--features','ogs','--bin','bench-heap'],cwd=ROOT,check=True)
    for _ in range(2):
        subprocess.run(['taskset','-c','1','target/release/bench-heap','--child','sparse-1t','officers',n],cwd=ROOT,env={**os.environ,'DUAL':'1'},check=True)
finally:
    for path, text in SAVED.items():
        open(path,'w').write(text)
