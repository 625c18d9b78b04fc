use grundy::{analyze, parse_position, AnalyzeOptions};
use std::time::Instant;
fn grid(w: usize, h: usize) -> String {
    let mut e = Vec::new();
    for y in 0..h { for x in 0..w { let v = y*w+x; if x+1<w {e.push(format!("{v}-{}", v+1));} if y+1<h {e.push(format!("{v}-{}", v+w));} } }
    e.join(" ")
}
#[test]
fn timing() {
    let opts = AnalyzeOptions { search_limit: 20_000_000, ..Default::default() };
    for (game, w, h) in [("node-kayles",6,6),("node-kayles",6,7),("node-kayles",7,7),("arc-kayles",5,6),("arc-kayles",6,6)] {
        let p = parse_position(&format!("{game}({})", grid(w,h))).unwrap();
        let t = Instant::now();
        let r = analyze(&p, &opts);
        match r { Ok(r) => eprintln!("{game} {w}x{h}: value {:?} in {:.2?} {:?}", r.value, t.elapsed(), r.reasoning.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>().join(";").chars().take(300).collect::<String>()),
                  Err(e) => eprintln!("{game} {w}x{h}: {e} in {:.2?}", t.elapsed()) }
    }
}
