//! A new game in a few lines: from a heap of n you may take 1 or 2 counters, or halve
//! the heap (n → ⌊n/2⌋, when n ≥ 2). Who wins a heap of 25, and a sum of heaps?
//!
//! Run: `cargo run --example take_or_halve`
use grundy::{Convention, ImpartialGame, Solver};

struct TakeOrHalve;

impl ImpartialGame for TakeOrHalve {
    type Position = Vec<u32>; // several heaps: a sum
    fn moves(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &n) in heaps.iter().enumerate() {
            let targets = [
                n.checked_sub(1),
                n.checked_sub(2),
                (n >= 2).then_some(n / 2),
            ];
            for t in targets.into_iter().flatten() {
                let mut next = heaps.clone();
                next[i] = t;
                out.push(next);
            }
        }
        out
    }
}

fn main() {
    let mut solver = Solver::new(&TakeOrHalve);
    let values: Vec<u32> = (0..16).map(|n| solver.grundy(&vec![n]).unwrap()).collect();
    println!("Grundy values of one heap, n = 0..15: {values:?}");
    let start = vec![25, 6];
    let outcome = solver.outcome(&start, Convention::Normal).unwrap();
    println!("heaps {start:?}: {outcome}-position");
    for m in solver.winning_moves(&start, Convention::Normal).unwrap() {
        println!("  winning move: to {m:?}");
    }
    let misere = solver.outcome(&start, Convention::Misere).unwrap();
    println!("misère play: {misere}-position");
}
