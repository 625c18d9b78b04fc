//! Cram against an independent engine: Cram on a board is Arc Kayles on the graph of its
//! empty squares (a domino is an edge; covering it removes both ends), and Arc Kayles is
//! valued by the Node Kayles search on line graphs — no code shared with Cram's bit boards.

use grundy::{analyze, parse_position, AnalyzeOptions, Nat};

fn value(text: &str) -> Nat {
    let p = parse_position(text).unwrap();
    analyze(&p, &AnalyzeOptions::default())
        .unwrap()
        .value
        .unwrap()
}

/// The same board as Cram and as Arc Kayles on its grid graph.
fn both(rows: &[String]) -> (String, String) {
    let cols = rows[0].len();
    let empty =
        |r: usize, c: usize| rows.get(r).and_then(|row| row.as_bytes().get(c)) == Some(&b'.');
    let mut edges = Vec::new();
    for r in 0..rows.len() {
        for c in 0..cols {
            let v = r * cols + c;
            if empty(r, c) && empty(r, c + 1) {
                edges.push(format!("{v}-{}", v + 1));
            }
            if empty(r, c) && empty(r + 1, c) {
                edges.push(format!("{v}-{}", v + cols));
            }
        }
    }
    (
        format!("cram({})", rows.join("|")),
        format!("arc-kayles({})", edges.join(" ")),
    )
}

#[test]
fn cram_is_arc_kayles_on_the_grid() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut boards: Vec<Vec<String>> = Vec::new();
    for (r, c) in [
        (1, 9),
        (2, 7),
        (3, 3),
        (3, 5),
        (4, 4),
        (4, 5),
        (3, 7),
        (2, 9),
    ] {
        boards.push(vec![".".repeat(c); r]);
    }
    for _ in 0..60 {
        let (r, c) = (1 + next() % 5, 1 + next() % 6);
        boards.push(
            (0..r)
                .map(|_| {
                    (0..c)
                        .map(|_| if next().is_multiple_of(5) { '#' } else { '.' })
                        .collect()
                })
                .collect(),
        );
    }
    for rows in boards {
        let (cram, arc) = both(&rows);
        assert_eq!(value(&cram), value(&arc), "{cram}");
    }
}

#[test]
fn even_by_even_is_a_second_player_win_and_even_by_odd_a_first() {
    // Winning Ways' symmetry argument: the second player copies in the half turn on an
    // even × even board; on even × odd the first player takes the middle domino first.
    for (r, c) in [(2, 2), (2, 6), (4, 4), (4, 6), (6, 6), (8, 8), (6, 8)] {
        assert_eq!(
            value(&both(&vec![".".repeat(c); r]).0),
            Nat::from(0u8),
            "{r} × {c}"
        );
    }
    for (r, c) in [(2, 3), (2, 5), (4, 3), (4, 5)] {
        assert_ne!(
            value(&both(&vec![".".repeat(c); r]).0),
            Nat::from(0u8),
            "{r} × {c}"
        );
    }
}
