//! The checks of the fuzz targets that read files: graphs (text and binary), the graph
//! solver's checkpoints, values files, and misère quotients (saved and checkpointed).
//! Each reader must refuse what it cannot use with an error, never panic nor run away;
//! what it accepts must agree with an independent reading where there is one.

use grundy::loopy::binary::{self, BinaryPart};
use grundy::loopy::dag::GraphGame;
use grundy::loopy::graph::{gen_value, LoopyGraph};
use grundy::loopy::solve::{solve, Retrograde};
use grundy::loopy::{generate, Arcs, BinaryGraph, GenValue};
use grundy::misere::quotient::{Quotient, QuotientError, QuotientOptions, QuotientState};
use grundy::misere::verify::{verify, SavedQuotient};
use grundy::sequence;
use grundy::sequence::values_file::{ValuesHeader, Width};
use grundy::{Cancel, Nat};

/// The longest input the file targets read (longer inputs are cut).
pub const MAX_FILE: usize = 1 << 16;

/// The most vertices a binary graph may have for [`graph_binary`] to solve it.
pub const SOLVE_VERTICES: u64 = 4096;

/// The sums a saved quotient is re-checked on ([`verify`]'s `size`).
pub const VERIFY_SIZE: u64 = 6;

/// The heaps a resumed quotient computation goes to.
pub const QUOTIENT_HEAPS: u64 = 12;

/// At most [`MAX_FILE`] bytes of `data`.
fn cut(data: &[u8]) -> &[u8] {
    &data[..data.len().min(MAX_FILE)]
}

/// `bytes` followed by their CRC-32 (the trailer of binary graphs and solver checkpoints).
fn with_crc(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out.extend_from_slice(&crc32fast::hash(bytes).to_le_bytes());
    out
}

/// `data` is an edge list (`graph(FILE)`, `grundy graph`). Read as a game without
/// cycles, as a loopy game and as a binary graph: a list the acyclic reader takes, the
/// loopy reader takes too, with the same (finite) values; the binary graph written from
/// it is valid, and solved it gives the loopy reader's values.
///
/// ```
/// grundy_fuzz::graph_text(b"0 1\n1 2\n2 0\n2 3\n");
/// grundy_fuzz::graph_text(b"0 -> 1 2\n1 2\n");
/// ```
pub fn graph_text(data: &[u8]) {
    let text = String::from_utf8_lossy(cut(data));
    let cancel = Cancel::new();
    let loopy = LoopyGraph::parse(&text, &cancel);
    if let Ok(dag) = GraphGame::parse(&text) {
        let loopy = loopy
            .as_ref()
            .unwrap_or_else(|e| panic!("an acyclic list the loopy reader refuses: {e}"));
        for (v, value) in dag.grundy_values() {
            assert_eq!(
                loopy.value_of(v),
                Some(GenValue::Finite(Nat::from(u64::from(value)))),
                "vertex {v}: acyclic value {value}"
            );
        }
    }
    let Ok(bytes) = binary::from_text(&text) else {
        return;
    };
    let graph = BinaryGraph::parse(&bytes)
        .unwrap_or_else(|e| panic!("the binary graph of a text list is refused: {e}"));
    let Ok(loopy) = loopy else {
        return;
    };
    if u64::from(graph.vertex_count()) > SOLVE_VERTICES {
        return;
    }
    let values = solve(&graph, &cancel).expect("not cancelled");
    for (v, value) in loopy.values() {
        let v32 = u32::try_from(v).expect("from_text numbers vertices below 2^32");
        assert_eq!(
            gen_value(&graph, &values, v32),
            value,
            "vertex {v}: binary and text disagree"
        );
    }
}

/// `data` is a mode byte and a binary graph: the whole file when the mode is even, the
/// file without its checksum when it is odd (the checksum is made for it, so that changed
/// contents reach the checks behind it). A graph that parses has parts that parse (cut at
/// a vertex the mode picks); a small one is solved, and a vertex whose options all have
/// finite values has the mex of them.
///
/// ```
/// let g = grundy::loopy::binary::from_edges(3, &[(0, 1), (1, 2)]).unwrap();
/// grundy_fuzz::graph_binary(&[[0u8].as_slice(), &g].concat());
/// ```
pub fn graph_binary(data: &[u8]) {
    let Some((&mode, rest)) = cut(data).split_first() else {
        return;
    };
    let bytes = if mode & 1 == 1 {
        with_crc(rest)
    } else {
        rest.to_vec()
    };
    let Ok(graph) = BinaryGraph::parse(&bytes) else {
        return;
    };
    let n = graph.vertex_count();
    let at = u32::from(mode >> 1) % (n + 1);
    for range in [0..at, at..n, 0..n] {
        if let Err(e) = BinaryPart::parse(&bytes, range.clone()) {
            panic!("part {range:?} of a valid graph of {n} vertices refused: {e}");
        }
    }
    if u64::from(n) > SOLVE_VERTICES {
        return;
    }
    let values = solve(&graph, &Cancel::new()).expect("not cancelled");
    for v in 0..n {
        let options: Vec<GenValue> = graph
            .successors(v)
            .map(|w| gen_value(&graph, &values, w))
            .collect();
        let finite: Option<Vec<u64>> = options
            .iter()
            .map(|o| match o {
                GenValue::Finite(k) => u64::try_from(k).ok(),
                GenValue::Infinite(_) => None,
            })
            .collect();
        if let Some(finite) = finite {
            let mex = (0..).find(|k| !finite.contains(k)).unwrap_or(0);
            assert_eq!(
                gen_value(&graph, &values, v),
                GenValue::Finite(Nat::from(mex)),
                "vertex {v}: options {finite:?}"
            );
        }
    }
}

/// The graphs [`solver_checkpoint`] resumes runs of, chosen by the mode byte: a cycle, a
/// path, a cycle with a tail, a graph where every vertex is one move from a loop.
fn checkpoint_graphs() -> Vec<Vec<u8>> {
    let path: Vec<(u32, u32)> = (0..9).map(|v| (v, v + 1)).collect();
    let mut tail = generate::cycle(4);
    tail.extend([(4, 0), (5, 4), (6, 5), (6, 2)]);
    let square = generate::square_but_one(3).unwrap_or_default();
    let square_n = square.iter().map(|&(u, v)| u.max(v) + 1).max().unwrap_or(1);
    [
        (5, generate::cycle(5)),
        (10, path),
        (7, tail),
        (square_n, square),
    ]
    .into_iter()
    .filter_map(|(n, edges)| binary::from_edges(n, &edges).ok())
    .collect()
}

/// `data` is a mode byte and a checkpoint of the graph solver (`grundy graph solve
/// --checkpoint`): the whole file when the mode is even, without its checksum when odd.
/// The mode also picks the graph. A checkpoint that resumes runs to the end without
/// panicking and labels every vertex.
///
/// ```
/// grundy_fuzz::solver_checkpoint(b"\x01GRUNDYC1");
/// ```
pub fn solver_checkpoint(data: &[u8]) {
    let Some((&mode, rest)) = cut(data).split_first() else {
        return;
    };
    let graphs = checkpoint_graphs();
    let bytes = &graphs[usize::from(mode >> 1) % graphs.len()];
    let graph = BinaryGraph::parse(bytes).expect("the fixed graphs are valid");
    let file = if mode & 1 == 1 {
        with_crc(rest)
    } else {
        rest.to_vec()
    };
    let Ok(mut run) = Retrograde::from_bytes(&file, graph.vertex_count()) else {
        return;
    };
    run.run(&graph, &Cancel::new(), &mut |_| {})
        .expect("not cancelled");
    assert!(run.is_done(), "a resumed run stopped before the end");
}

/// `data` is the start of a values file (`grundy seq --out FILE --format …`). A header
/// that decodes is encoded again to a header that decodes to the same.
///
/// ```
/// grundy_fuzz::values_file(b"GRUNDYSQ");
/// ```
pub fn values_file(data: &[u8]) {
    let Ok(header) = ValuesHeader::decode(cut(data)) else {
        return;
    };
    let again = ValuesHeader::decode(&header.encode())
        .unwrap_or_else(|e| panic!("{header:?}, encoded, does not decode: {e}"));
    assert_eq!(again, header, "encoded and decoded to another header");
}

/// `data` is a saved misère quotient (`grundy quotient --save`, JSON), re-checked as
/// `grundy quotient --verify` does on the sums of total [`VERIFY_SIZE`]: no panic,
/// whatever the tables say.
///
/// ```
/// grundy_fuzz::saved_quotient(br#"{"format": "x"}"#);
/// ```
pub fn saved_quotient(data: &[u8]) {
    let Ok(saved) = serde_json::from_slice::<SavedQuotient>(cut(data)) else {
        return;
    };
    let Ok((rule, _)) = sequence::parse_rule(&saved.rule) else {
        return;
    };
    let _ = verify(&saved, &rule, VERIFY_SIZE, &Cancel::new());
}

/// `data` is a quotient computation's checkpoint state (`grundy quotient --checkpoint`,
/// JSON), resumed to heap [`QUOTIENT_HEAPS`]: refused or run on, never a panic. A state
/// that the computation itself wrote resumes to the quotient a run without a stop gives.
///
/// ```
/// grundy_fuzz::quotient_state(br#"{"rule": "kayles"}"#);
/// ```
pub fn quotient_state(data: &[u8]) {
    let Ok(state) = serde_json::from_slice::<QuotientState>(cut(data)) else {
        return;
    };
    let Ok((rule, _)) = sequence::parse_rule(&state.rule) else {
        return;
    };
    let options = QuotientOptions::up_to(QUOTIENT_HEAPS);
    let _ = Quotient::compute_resumable(&rule, &options, Some(state), &mut |_, _| {});
}

/// The seeds of the file targets: (target, name, bytes).
pub(crate) fn seeds() -> Vec<(&'static str, String, Vec<u8>)> {
    let mut out: Vec<(&'static str, String, Vec<u8>)> = Vec::new();
    let texts = [
        "0 1\n1 2\n2 3\n0 3\n3 4\n",
        "0 1\n1 2\n2 0\n2 3\n",
        "0 -> 1 2 3\n1 -> 2\n",
        "# a comment\n5 7\n7 9\n",
        "0 0\n",
        "0 1\n1 0\n",
        "",
        "0 x\n",
        "4294967296 1\n",
        "0 1 2\n",
    ];
    for (i, t) in texts.iter().enumerate() {
        out.push(("graph_text", format!("{i:02}"), t.as_bytes().to_vec()));
    }
    let graphs = checkpoint_graphs();
    for (i, g) in graphs.iter().enumerate() {
        out.push((
            "graph_binary",
            format!("{i:02}-file"),
            [&[0u8][..], g].concat(),
        ));
        let body = &g[..g.len() - 4];
        out.push((
            "graph_binary",
            format!("{i:02}-body"),
            [&[1u8 + 2 * i as u8][..], body].concat(),
        ));
        // Checkpoints of the solver on graph i: before the first round and after each.
        let graph = BinaryGraph::parse(g).expect("valid");
        let mut run = Retrograde::new(graph.vertex_count());
        let cancel = Cancel::new();
        for round in 0..3 {
            let file = run.to_bytes();
            out.push((
                "solver_checkpoint",
                format!("{i:02}-round{round}-file"),
                [&[2 * i as u8][..], &file].concat(),
            ));
            out.push((
                "solver_checkpoint",
                format!("{i:02}-round{round}-body"),
                [&[2 * i as u8 + 1][..], &file[..file.len() - 4]].concat(),
            ));
            if run.step(&graph, &cancel, &mut |_| {}).unwrap_or(true) {
                break;
            }
        }
    }
    for (game, code, first, count, width) in [
        ("kayles", "0.77", 0, 1000, Width::U8),
        ("officers", "0.6", 100, 5, Width::U16),
        ("x", "sub(1,2)", 0, 0, Width::U64),
    ] {
        let header = ValuesHeader {
            game: game.into(),
            code: code.into(),
            first,
            count,
            width,
            crc: 0,
        };
        out.push(("values_file", game.to_string(), header.encode()));
    }
    out.push(("values_file", "magic".into(), b"GRUNDYSQ".to_vec()));
    for (game, heaps) in [("kayles", 12), ("0.75", 20), ("0.31", 16)] {
        let Ok((rule, _)) = sequence::parse_rule(game) else {
            continue;
        };
        if let Ok(q) = Quotient::compute(&rule, &QuotientOptions::up_to(heaps)) {
            let json = serde_json::to_vec(&q.to_saved()).expect("serialisable");
            out.push(("saved_quotient", game.to_string(), json));
        }
        let options = QuotientOptions::up_to(heaps);
        let stop = heaps / 2;
        let stopped = Quotient::compute_resumable(&rule, &options, None, &mut |p, _| {
            if p.heap == stop {
                options.cancel.cancel();
            }
        });
        if let Err(QuotientError::Interrupted(state)) = stopped {
            let json = serde_json::to_vec(&*state).expect("serialisable");
            out.push(("quotient_state", game.to_string(), json));
        }
    }
    for (name, json) in [
        ("empty", "{}"),
        ("format", r#"{"format": "grundy-quotient", "version": 1}"#),
        ("not-json", "quotient"),
    ] {
        out.push(("saved_quotient", name.into(), json.as_bytes().to_vec()));
        out.push(("quotient_state", name.into(), json.as_bytes().to_vec()));
    }
    out
}
