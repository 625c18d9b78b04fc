use grundy::{analyze, parse_position, AnalyzeOptions};
use std::time::Instant;
struct Rng(u64);
impl Rng { fn below(&mut self, n: usize) -> usize { self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; (self.0 % n as u64) as usize } }
#[test]
fn timing() {
    let limit: usize = std::env::var("LIMIT").map(|s| s.parse().unwrap()).unwrap_or(2_000_000);
    let sizes: Vec<usize> = std::env::var("SIZES").map(|s| s.split(',').map(|x| x.parse().unwrap()).collect()).unwrap_or(vec![40, 50, 60]);
    let games: Vec<String> = std::env::var("GAMES").map(|s| s.split(',').map(String::from).collect()).unwrap_or(vec!["node-kayles".into()]);
    let mut rng = Rng(77);
    let mut cases: Vec<(String, Vec<(usize,usize)>)> = vec![];
    for n in sizes { let e = (1..n).map(|v| (rng.below(v), v)).collect(); cases.push((format!("random tree {n}"), e)); }
    cases.push(("binary tree 63".into(), (1..63).map(|v| ((v-1)/2, v)).collect()));
    cases.push(("path 128".into(), (1..128).map(|v| (v-1, v)).collect()));
    cases.push(("cycle 100".into(), (0..100).map(|v| (v, (v+1)%100)).collect()));
    for (name, e) in cases {
        let text: Vec<String> = e.iter().map(|(u,v)| format!("{u}-{v}")).collect();
        for game in &games {
            let p = parse_position(&format!("{game}({})", text.join(" "))).unwrap();
            let t = Instant::now();
            let o = AnalyzeOptions { search_limit: limit, ..Default::default() };
            match analyze(&p, &o) {
                Ok(r) => eprintln!("{game} {name}: value {} in {:.2?} ({} winning moves) {:?}", r.value.unwrap(), t.elapsed(), r.winning_moves.len(), r.reasoning.iter().map(|s| match s { grundy::report::Step::Search(s) => s.positions, _ => 0 }).collect::<Vec<_>>()),
                Err(err) => eprintln!("{game} {name}: {} in {:.2?}", err.to_string().chars().rev().take(80).collect::<String>().chars().rev().collect::<String>(), t.elapsed()),
            }
        }
    }
}
