//! Times the two P-markings of the misère quotient computation side by side on the same
//! rulesets and heap bounds: `Q × C` (the reduced quotient times the new generator's
//! cyclic monoid, the default) and the whole product of the expansion heaps' cyclic
//! monoids (`QuotientOptions::extend = false`). Both must give the same quotient.
//!
//! `cargo run --release -p grundy --example quotient_marking -- 0.07 29 kayles 120`

use grundy::misere::quotient::{Quotient, QuotientOptions};
use grundy::sequence::parse_rule;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [code, max] = pair else {
            eprintln!("usage: quotient_marking RULE MAXHEAP [RULE MAXHEAP …]");
            std::process::exit(2);
        };
        let (Ok((rule, _)), Ok(max)) = (parse_rule(code), max.parse::<u64>()) else {
            eprintln!("not a ruleset and heap bound: {code} {max}");
            std::process::exit(2);
        };
        let mut results = Vec::new();
        for extend in [true, false] {
            let mut options = QuotientOptions::up_to(max);
            options.extend = extend;
            let start = Instant::now();
            let q = Quotient::compute(&rule, &options);
            let secs = start.elapsed().as_secs_f64();
            let what = match &q {
                Ok(q) => format!(
                    "|Q| = {}, |P| = {}, heap {}",
                    q.order(),
                    q.p_portion().len(),
                    q.max_heap()
                ),
                Err(e) => e.to_string(),
            };
            let way = if extend { "Q × C" } else { "whole product" };
            println!("{code} to {max}, {way}: {what}, {secs:.2} s");
            results.push((q.ok(), secs));
        }
        if let [(Some(a), ta), (Some(b), tb)] = &results[..] {
            // The same presentation, P-portion and Φ (the layouts' indices may differ).
            let same = a.summary() == b.summary();
            println!(
                "  same quotient: {same}, whole product / Q × C = {:.2}",
                tb / ta.max(1e-9)
            );
        }
    }
}
