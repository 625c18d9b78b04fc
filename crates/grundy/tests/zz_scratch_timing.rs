use grundy::{analyze, parse_position, AnalyzeOptions, Convention};
use std::time::Instant;
fn grid(w: usize, h: usize) -> String {
    let mut e = Vec::new();
    for y in 0..h { for x in 0..w { let v = y*w+x; if x+1<w {e.push(format!("{v}-{}", v+1));} if y+1<h {e.push(format!("{v}-{}", v+w));} } }
    e.join(" ")
}
#[test]
fn timing() {
    for (game, w, h) in [("node-kayles",5,5),("node-kayles",4,5),("arc-kayles",4,4), ("arc-kayles",3,5)] {
        let p = parse_position(&format!("{game}({})", grid(w,h))).unwrap();
        let t = Instant::now();
        let opts = AnalyzeOptions { convention: Convention::Misere, ..Default::default() };
        let r = analyze(&p, &opts);
        match r { Ok(r) => eprintln!("misère {game} {w}x{h}: {:?} {} moves in {:.2?}", r.outcome, r.winning_moves.len(), t.elapsed()),
                  Err(e) => eprintln!("misère {game} {w}x{h}: {e} in {:.2?}", t.elapsed()) }
        let t = Instant::now();
        let m = grundy::play::computer_move(&p, Convention::Normal).unwrap().unwrap();
        eprintln!("computer {game} {w}x{h}: {} / {} in {:.2?}", m.description, m.reason, t.elapsed());
    }
}
