use grundy::{analyze, parse_position, AnalyzeOptions};
use std::time::Instant;
fn main() {
    for text in [
        "1000 2000 3000 4000 5000 6000 7000 8000 9000 10000",
        "kayles 10 20 33 47 70 100",
    ] {
        let n = 20000;
        let p = parse_position(text).unwrap();
        let t = Instant::now();
        for _ in 0..n {
            std::hint::black_box(parse_position(text).unwrap());
        }
        let parse = t.elapsed();
        let t = Instant::now();
        let mut r = None;
        for _ in 0..n {
            r = Some(
                analyze(
                    &p,
                    &AnalyzeOptions {
                        max_moves: Some(1000),
                        ..Default::default()
                    },
                )
                .unwrap(),
            );
        }
        let an = t.elapsed();
        let r = r.unwrap();
        let t = Instant::now();
        for _ in 0..n {
            std::hint::black_box(serde_json::to_vec(&r).unwrap());
        }
        let ser = t.elapsed();
        let us = |d: std::time::Duration| d.as_secs_f64() * 1e6 / n as f64;
        println!(
            "{text}: parse {:.1} µs, analyze {:.1} µs, json {:.1} µs",
            us(parse),
            us(an),
            us(ser)
        );
    }
}
