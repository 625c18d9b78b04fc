use grundy::heap::naive::NimSequenceEngine;
use grundy::heap::rule::HeapRule;
use grundy::heap::sparse::{SparseConfig, SparseEngine};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rule = HeapRule::parse(&args[1]).unwrap();
    let n: u64 = args[2].parse().unwrap();
    let window: u64 = args.get(3).map_or(u64::MAX, |s| s.parse().unwrap());
    let config = SparseConfig {
        window_after: (window != u64::MAX).then_some(window),
        min_prefix: 32,
        ..Default::default()
    };
    let mut e = SparseEngine::with_config(rule, config).unwrap();
    let t = std::time::Instant::now();
    let r = e.run_until(
        n - 1,
        &mut |_| {},
        &std::sync::atomic::AtomicBool::new(false),
    );
    let dt = t.elapsed().as_secs_f64();
    println!("{:?} computed {} in {:.3}s = {:.0}/s mask {:?} rare {} last {:?} depth {} max {} windowed {} mem {}", r.err(), e.computed(), dt, e.computed() as f64 / dt, e.mask(), e.rare_positions().len(), e.rare_positions().last(), e.depth(), e.max_value(), e.is_windowed(), e.memory_bytes());
}
