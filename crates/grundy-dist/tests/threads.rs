//! The distributed solve in one process (timely worker threads exchanging messages) against
//! the one-machine solver on random graphs with cycles, and a damaged block refused.

use grundy::loopy::{binary, generate, outcome_counts, solve, BinaryGraph};
use grundy_dist::{DistError, DistOptions};
use std::sync::Arc;

fn run(
    bytes: Vec<u8>,
    workers: usize,
    out: &std::path::Path,
) -> Result<grundy_dist::DistReport, DistError> {
    grundy_dist::solve(
        Arc::new(bytes),
        DistOptions {
            config: timely::Config::process(workers),
            out: Some(out.to_path_buf()),
            progress: None,
        },
    )
}

#[test]
fn worker_threads_give_the_values_and_outcomes_of_one_solver() {
    let dir = std::env::temp_dir().join(format!("grundy-dist-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("v.bin");
    let mut draws = 0;
    for seed in 0..60u64 {
        let n = 1 + (seed * 37 % 300) as u32;
        let m = u64::from(n) * (1 + seed % 3);
        let bytes = binary::from_edges(n, &generate::random(n, m, seed)).unwrap();
        let g = BinaryGraph::parse(&bytes).unwrap();
        let one = solve(&g, &grundy::Cancel::default()).unwrap();
        let counts = outcome_counts(&g, &one);
        draws += counts.d;
        let workers = 1 + (seed % 4) as usize;
        let report = run(bytes.clone(), workers, &out).unwrap();
        assert_eq!(
            std::fs::read(&out).unwrap(),
            binary::values_to_bytes(&one),
            "seed {seed}"
        );
        assert_eq!(report.outcomes, counts, "seed {seed}");
        assert_eq!(
            report.infinite,
            one.iter().filter(|&&v| v == u32::MAX).count() as u64
        );
        if workers == 1 {
            assert_eq!(report.rounds.iter().map(|r| r.messages).sum::<u64>(), 0);
        }
    }
    assert!(draws > 20, "{draws}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_damaged_block_is_refused_before_any_round() {
    let dir = std::env::temp_dir().join(format!("grundy-dist-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = 10u32;
    let bytes = binary::from_edges(n, &generate::random(n, 20, 1)).unwrap();
    // The last reverse source (in the last block) names a vertex past the graph.
    let mut bad = bytes.clone();
    let at = bad.len() - 8;
    bad[at..at + 4].copy_from_slice(&77u32.to_le_bytes());
    match run(bad, 2, &dir.join("v.bin")) {
        Err(DistError::Format(e)) => assert!(e.to_string().contains("names vertex 77"), "{e}"),
        other => panic!("{other:?}"),
    }
    assert!(!dir.join("v.bin").exists());
    assert!(matches!(
        run(bytes[..30].to_vec(), 2, &dir.join("v.bin")),
        Err(DistError::Format(_))
    ));
    std::fs::remove_dir_all(dir).unwrap();
}
