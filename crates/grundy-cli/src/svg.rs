//! The nim-sequence plot: G(n) against n as an SVG picture, the preperiod and one period
//! shaded. Long sequences are drawn as one vertical stroke per pixel column (the least and
//! largest value in it), so the file stays small for any N.

use std::fmt::Write;

/// The least and largest value of each pixel column, built as values arrive.
#[derive(Debug, Clone)]
pub struct PlotColumns {
    upto: u64,
    columns: Vec<Option<(u16, u16)>>,
}

/// The plot's width in pixel columns.
const WIDTH: usize = 1000;
const HEIGHT: f64 = 400.0;
const MARGIN: f64 = 50.0;

impl PlotColumns {
    /// Columns for `G(0..=upto)`.
    pub fn new(upto: u64) -> Self {
        let width = (upto as usize).saturating_add(1).clamp(1, WIDTH);
        PlotColumns {
            upto,
            columns: vec![None; width],
        }
    }

    fn column(&self, n: u64) -> usize {
        let w = self.columns.len() as u128;
        ((n as u128 * w) / (self.upto as u128 + 1)).min(w - 1) as usize
    }

    /// Records `G(n) = v`.
    pub fn add(&mut self, n: u64, v: u16) {
        let c = self.column(n);
        let slot = &mut self.columns[c];
        *slot = Some(match *slot {
            None => (v, v),
            Some((lo, hi)) => (lo.min(v), hi.max(v)),
        });
    }

    /// The SVG document: `title`, and the preperiod `e` and period `p` if known.
    pub fn svg(&self, title: &str, period: Option<(u64, u64, bool)>) -> String {
        let max = self
            .columns
            .iter()
            .flatten()
            .map(|c| c.1)
            .max()
            .unwrap_or(0)
            .max(1) as f64;
        let w = self.columns.len() as f64;
        let (px, py) = (
            |c: f64| MARGIN + c * (WIDTH as f64 / w),
            |v: f64| MARGIN + HEIGHT - v / max * HEIGHT,
        );
        let x_of_n = |n: u64| MARGIN + n as f64 / (self.upto as f64 + 1.0) * WIDTH as f64;
        let mut s = String::new();
        let (tw, th) = (WIDTH as f64 + 2.0 * MARGIN, HEIGHT + 2.0 * MARGIN);
        let _ = writeln!(
            s,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{tw}" height="{th}" viewBox="0 0 {tw} {th}" font-family="sans-serif" font-size="12">"#
        );
        let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
        let _ = writeln!(s, r#"<title>{}</title>"#, escape(title));
        if let Some((e, p, certified)) = period {
            let end = x_of_n(e.min(self.upto + 1));
            let _ = writeln!(
                s,
                r##"<rect class="preperiod" x="{MARGIN}" y="{MARGIN}" width="{:.1}" height="{HEIGHT}" fill="#fde2c4"><title>preperiod: n &lt; {e}</title></rect>"##,
                end - MARGIN
            );
            let pend = x_of_n((e + p).min(self.upto + 1));
            let word = if certified { "proved" } else { "observed" };
            let _ = writeln!(
                s,
                r##"<rect class="period" x="{end:.1}" y="{MARGIN}" width="{:.1}" height="{HEIGHT}" fill="#cfe8fc"><title>one period ({word}): {e} ≤ n &lt; {}</title></rect>"##,
                (pend - end).max(1.0),
                e + p
            );
        }
        let mut path = String::new();
        for (c, col) in self.columns.iter().enumerate() {
            if let Some((lo, hi)) = col {
                let x = px(c as f64 + 0.5);
                let (y1, y2) = (py(*lo as f64), py(*hi as f64));
                let _ = write!(path, "M{x:.1} {:.1}V{:.1}", y1 + 0.75, y2 - 0.75);
            }
        }
        let _ = writeln!(
            s,
            r##"<path class="values" d="{path}" stroke="#1f4e9c" stroke-width="{:.2}" fill="none"/>"##,
            (WIDTH as f64 / w).clamp(1.0, 4.0)
        );
        let (x0, y0) = (MARGIN, MARGIN + HEIGHT);
        let _ = writeln!(
            s,
            r#"<path d="M{x0} {MARGIN}V{y0}H{}" stroke="black" fill="none"/>"#,
            MARGIN + WIDTH as f64
        );
        let _ = writeln!(
            s,
            r#"<text x="{x0}" y="{}" text-anchor="middle">0</text>"#,
            y0 + 16.0
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="middle">n = {}</text>"#,
            MARGIN + WIDTH as f64,
            y0 + 16.0,
            self.upto
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="end">{max}</text>"#,
            x0 - 6.0,
            MARGIN + 4.0
        );
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}" text-anchor="end">0</text>"#,
            x0 - 6.0,
            y0 + 4.0
        );
        let _ = writeln!(
            s,
            r#"<text x="{x0}" y="{}" font-size="14">{}</text>"#,
            MARGIN - 16.0,
            escape(title)
        );
        s.push_str("</svg>\n");
        s
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_sequences_stay_small() {
        let mut p = PlotColumns::new(10_000_000);
        for n in (0..10_000_000u64).step_by(997) {
            p.add(n, (n % 7) as u16);
        }
        let svg = p.svg("test <1>", Some((5, 12, true)));
        assert!(svg.len() < 100_000);
        assert!(svg.contains("class=\"period\""));
        assert!(svg.contains("test &lt;1&gt;"));
    }
}
