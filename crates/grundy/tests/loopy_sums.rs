//! Sums with a component whose graph has cycles, analysed end to end: the generalized
//! sum rules, the moves that keep the win or the draw, misère play refused.

use grundy::loopy::GenValue;
use grundy::{Nat, Outcome};

/// A tiny deterministic generator for the tests.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }
}

fn successor_lists(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut s = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        s[u as usize].push(v as usize);
    }
    s
}

fn random_graph(rng: &mut Rng, max_n: u64) -> (u32, Vec<(u32, u32)>) {
    let n = 1 + rng.below(max_n) as u32;
    let m = rng.below(3 * n as u64 + 2);
    let edges = (0..m)
        .map(|_| (rng.below(n.into()) as u32, rng.below(n.into()) as u32))
        .collect();
    (n, edges)
}

fn analysed(text: &str, edges: &str) -> grundy::Report {
    let edges = edges.to_string();
    let p = grundy::parse_position_with(text, &mut |_| Ok(edges.clone())).unwrap();
    grundy::analyze(&p, &grundy::AnalyzeOptions::default()).unwrap()
}

/// 0 ⇄ 1 → 2 (a sink); 3 has a self-loop and a move to 2; 4 only loops.
const LOOPY: &str = "0 1\n1 0\n1 2\n3 3\n3 2\n4 4\n";

#[test]
fn graph_components_with_cycles_are_analysed() {
    let r = analysed("graph(g) 0", LOOPY);
    assert_eq!(
        (r.outcome, r.value.clone()),
        (Outcome::P, Some(Nat::from(0u8)))
    );
    // ∞{0}: the player to move wins by moving to the sink, the only winning move.
    let r = analysed("graph(g) 3", LOOPY);
    assert_eq!(r.outcome, Outcome::N);
    assert_eq!(
        r.loopy_value.as_ref().map(ToString::to_string).as_deref(),
        Some("∞{0}")
    );
    assert_eq!(r.value, None);
    let moves: Vec<&str> = r
        .winning_moves
        .iter()
        .filter_map(|m| m.after.as_deref())
        .collect();
    assert_eq!(moves, ["graph(g) 2"]);
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["value"], "∞{0}");
    assert_eq!(json["outcome"], "N");
    assert_eq!(json["components"][0]["value"], "∞{0}");
    // ∞{0} + 1 = ∞{1}: a draw; the only move that keeps it is the self-loop.
    let r = analysed("graph(g) 3 + nim 1", LOOPY);
    assert_eq!(r.outcome, Outcome::D);
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(
        (json["outcome"].as_str(), json["value"].as_str()),
        (Some("D"), Some("∞{1}"))
    );
    let moves: Vec<&str> = r
        .winning_moves
        .iter()
        .filter_map(|m| m.after.as_deref())
        .collect();
    assert_eq!(moves, ["graph(g) 3 + nim 1"]);
    assert!(r
        .summary()
        .moves
        .starts_with("Moves that keep the draw (1)"));
    // Two infinite components: a draw, whatever they are.
    let r = analysed("graph(g) 3 3", LOOPY);
    assert_eq!(r.outcome, Outcome::D);
    assert_eq!(r.loopy_value.unwrap().to_string(), "∞{}");
    // ∞{0} + 0 with a finite component of value 1 elsewhere: N iff 1 ∈ K — here not.
    let r = analysed("graph(g) 3 1", LOOPY);
    assert_eq!(r.outcome, Outcome::D);
    // A finite sum: the usual nim-sum, moves to 0 in either component.
    let r = analysed("graph(g) 1 + nim 1", LOOPY);
    assert_eq!(
        (r.outcome, r.value.clone()),
        (Outcome::P, Some(Nat::from(0u8)))
    );
    let r = analysed("graph(g) 1 + nim 3", LOOPY);
    assert_eq!(r.outcome, Outcome::N);
    let moves: Vec<&str> = r
        .winning_moves
        .iter()
        .filter_map(|m| m.after.as_deref())
        .collect();
    assert_eq!(moves, ["graph(g) 1 + nim 1"]);
    // The reasoning shows the rounds.
    let words = r.explain();
    assert!(words[0].title.contains("labelling rounds"));
    assert_eq!(words[0].table.as_ref().map(|t| t.rows.len()), Some(2));
}

#[test]
fn misere_play_of_a_loopy_graph_is_refused_not_guessed() {
    let p = grundy::parse_position_with("graph(g) 3", &mut |_| Ok(LOOPY.into())).unwrap();
    let misere = grundy::AnalyzeOptions {
        convention: grundy::Convention::Misere,
        ..Default::default()
    };
    let e = grundy::analyze(&p, &misere).unwrap_err();
    assert!(e.to_string().contains("cycles"), "{e}");
}

#[test]
fn winning_and_draw_keeping_moves_are_right_on_random_sums() {
    // For random loopy graphs with two tokens and a Nim heap, every listed move leads to
    // a position of the wanted outcome (P from N, D from D), and every other move does
    // not — checked against the naive fixpoint on the product graph.
    let mut rng = Rng(3);
    for _ in 0..150 {
        let (n, edges) = random_graph(&mut rng, 5);
        let text: String = (0..n)
            .map(|v| format!("{v}\n"))
            .chain(edges.iter().map(|(u, v)| format!("{u} {v}\n")))
            .collect();
        // Each vertex's generalized value, as a lone token's analysis gives it (those are
        // checked against Smith's characterization in grundy-loopy's own tests).
        let values: Vec<GenValue> = (0..n)
            .map(|v| {
                let r = analysed(&format!("graph(g) {v}"), &text);
                r.loopy_value
                    .or(r.value.map(GenValue::Finite))
                    .expect("a lone token has a value")
            })
            .collect();
        let (a, b, h) = (rng.below(n.into()), rng.below(n.into()), rng.below(3));
        let r = analysed(&format!("graph(g) {a} {b} + nim {h}"), &text);
        let total = GenValue::sum(&[
            values[a as usize].clone(),
            values[b as usize].clone(),
            GenValue::finite(h as u32),
        ]);
        assert_eq!(r.outcome, total.outcome());
        let want = match r.outcome {
            Outcome::N => Outcome::P,
            Outcome::D => Outcome::D,
            Outcome::P => continue,
        };
        // Every move from the position, by hand, with its outcome by the sum rule.
        let succ = successor_lists(n, &edges);
        let mut expected = 0;
        for (j, t) in [a, b].into_iter().enumerate() {
            for &w in &succ[t as usize] {
                let mut vs = vec![values[a as usize].clone(), values[b as usize].clone()];
                vs[j] = values[w].clone();
                vs.push(GenValue::finite(h as u32));
                expected += usize::from(GenValue::sum(&vs).outcome() == want);
            }
        }
        for k in 0..h {
            let vs = [
                values[a as usize].clone(),
                values[b as usize].clone(),
                GenValue::finite(k as u32),
            ];
            expected += usize::from(GenValue::sum(&vs).outcome() == want);
        }
        assert_eq!(
            r.winning_moves.len(),
            expected,
            "{a} {b} + {h} on {edges:?}"
        );
    }
}
