//! The distributed solve in one process (timely worker threads exchanging messages) against
//! the one-machine solver on random graphs with cycles, and a damaged block refused (also
//! one whose reverse half, read by no worker but its own, is not the transpose of the
//! forward half).

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
            connect_timeout: None,
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

/// The byte offset of the reverse sources of a graph of `n` vertices and `m` arcs.
fn reverse_sources(n: u32, m: u64) -> usize {
    let offsets = 8 * (n as usize + 1);
    24 + offsets + 4 * m as usize + offsets
}

/// `bytes` with its CRC-32 made right again: a damage that only the transpose check sees.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..body]);
    bytes[body..].copy_from_slice(&crc.to_le_bytes());
    bytes
}

#[test]
fn reverse_arcs_that_are_not_the_transpose_are_refused_by_the_workers_together() {
    let dir = std::env::temp_dir().join(format!("grundy-dist-transpose-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("v.bin");
    for seed in 0..12u64 {
        let n = 20 + (seed * 13 % 50) as u32;
        let m = 3 * u64::from(n);
        let bytes = binary::from_edges(n, &generate::random(n, m, seed)).unwrap();
        // The first predecessor of some vertex named as another vertex: every vertex
        // number stays in range and the offsets are untouched, so each block alone reads
        // as sound (and the checksum is right).
        let at = reverse_sources(n, m) + 4 * (seed as usize * 7 % m as usize);
        let old = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
        let mut bad = bytes.clone();
        bad[at..at + 4].copy_from_slice(&((old + 1 + seed as u32 % 5) % n).to_le_bytes());
        let bad = resealed(bad);
        let whole = BinaryGraph::parse(&bad).unwrap_err().to_string();
        assert!(whole.contains("reverse half does not list"), "{whole}");
        let workers = 1 + (seed % 4) as usize;
        match run(bad, workers, &out) {
            Err(DistError::Format(e)) => assert_eq!(e.to_string(), whole, "seed {seed}"),
            other => panic!("seed {seed}, {workers} workers: {other:?}"),
        }
        // Nothing written, nothing left behind.
        assert!(!out.exists() && !out.with_extension("partial").exists());
        // The same graph undamaged, and with a predecessor list reordered (the check
        // does not depend on the order of the arcs): solved.
        run(bytes.clone(), workers, &out).unwrap();
        let mut shuffled = bytes.clone();
        let first = reverse_sources(n, m);
        let list = |v: usize| {
            let o = 24 + 8 * (n as usize + 1) + 4 * m as usize + 8 * v;
            let w = |i| u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap()) as usize;
            (w(o), w(o + 8))
        };
        if let Some((lo, hi)) = (0..n as usize).map(list).find(|(lo, hi)| hi - lo >= 2) {
            shuffled[first + 4 * lo..first + 4 * hi].reverse();
            shuffled[first + 4 * lo..first + 4 * hi]
                .chunks_exact_mut(4)
                .for_each(|c| c.reverse());
        }
        run(resealed(shuffled), workers, &out).unwrap();
        std::fs::remove_file(&out).unwrap();
    }
    // A successor that is no vertex is no arc of the reverse half either.
    let n = 10u32;
    let bytes = binary::from_edges(n, &generate::random(n, 20, 4)).unwrap();
    let mut bad = bytes.clone();
    let forward_targets = 24 + 8 * (n as usize + 1);
    bad[forward_targets..forward_targets + 4].copy_from_slice(&1000u32.to_le_bytes());
    assert!(matches!(run(bad, 3, &out), Err(DistError::Format(_))));
    assert!(!out.exists() && !out.with_extension("partial").exists());
    std::fs::remove_dir_all(dir).unwrap();
}
