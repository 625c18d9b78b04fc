//! The plots of `grundy seq`, drawn with `plotters` as SVG or PNG (by the file's
//! extension): the scatter of G(n) against n from the library's [`Chart`] (every value of
//! each pixel column, rare values in their own colour, the preperiod and the first period
//! shaded, a linear or log n axis), and the histogram of the values. Text is set in DejaVu
//! Sans, which the binary carries (no system fonts are needed).

use anyhow::{anyhow, bail, Result};
use grundy::sequence::chart::{Axis, Chart};
use grundy::sequence::SequenceReport;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// The size of a plot: it fits a page.
const SIZE: (u32, u32) = (1200, 600);
const COMMON: RGBColor = RGBColor(0x1f, 0x4e, 0x9c);
const RARE: RGBColor = RGBColor(0xc0, 0x39, 0x2b);
const PREPERIOD: RGBColor = RGBColor(0xfd, 0xe2, 0xc4);
const PERIOD: RGBColor = RGBColor(0xcf, 0xe8, 0xfc);

/// The picture formats.
#[derive(Clone, Copy)]
enum Kind {
    Svg,
    Png,
}

fn kind(path: &Path) -> Result<Kind> {
    match path.extension().and_then(|e| e.to_str()) {
        Some(e) if e.eq_ignore_ascii_case("svg") => Ok(Kind::Svg),
        Some(e) if e.eq_ignore_ascii_case("png") => Ok(Kind::Png),
        _ => bail!(crate::lang::tr!(
            "cmd-plot-kind",
            file = crate::lang::shown(path)
        )),
    }
}

/// Checks that `path` names a picture this module writes (before a long run).
pub fn check_path(path: &Path) -> Result<()> {
    kind(path).map(|_| ())
}

fn err(what: &Path) -> impl Fn(&dyn std::fmt::Debug) -> anyhow::Error + '_ {
    move |e| {
        anyhow!(crate::lang::tr!(
            "cmd-plot-cannot-draw",
            file = crate::lang::shown(what),
            why = format!("{e:?}")
        ))
    }
}

/// Fonts with Hangul a system may have (Debian's fonts-nanum): DejaVu Sans has none, so
/// a Korean plot is set in the first of these found. Without one, a PNG lacks the Hangul
/// (an SVG names its font family and the viewer finds one).
const HANGUL_FONTS: &[&str] = &[
    "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
    "/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf",
    "/usr/local/share/fonts/NanumGothic.ttf",
];

/// The font the plots are set in: DejaVu Sans, which the binary carries, or for Korean a
/// system font with Hangul ([`HANGUL_FONTS`]) when there is one.
fn font_bytes() -> &'static [u8] {
    if crate::lang::current() == grundy::Lang::Ko {
        for path in HANGUL_FONTS {
            if let Ok(bytes) = std::fs::read(path)
                && looks_like_a_font(&bytes)
            {
                // Read once for the process (the font is registered once).
                return Box::leak(bytes.into_boxed_slice());
            }
        }
    }
    dejavu::sans::regular()
}

/// Whether `bytes` starts as a TrueType or OpenType font does (the tags `00 01 00 00`,
/// `OTTO`, `true`): a file worth handing to plotters, which refuses anything else anyway.
fn looks_like_a_font(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0, 1, 0, 0]) || bytes.starts_with(b"OTTO") || bytes.starts_with(b"true")
}

/// Registers the font that the plots use (once).
fn font() -> Result<()> {
    static FONT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let ok = FONT.get_or_init(|| {
        let register =
            |bytes| plotters::style::register_font("sans-serif", FontStyle::Normal, bytes);
        register(font_bytes()).is_ok() || register(dejavu::sans::regular()).is_ok()
    });
    if *ok {
        Ok(())
    } else {
        bail!(crate::lang::tr!("cmd-internal-font"))
    }
}

/// Draws `draw` on a picture at `path` (SVG or PNG by its extension).
fn picture(
    path: &Path,
    draw: &dyn Fn(&DrawingArea<SVGBackend, Shift>) -> Result<()>,
    draw_png: &dyn Fn(&DrawingArea<BitMapBackend, Shift>) -> Result<()>,
) -> Result<()> {
    font()?;
    let e = err(path);
    match kind(path)? {
        Kind::Svg => {
            let root = SVGBackend::new(path, SIZE).into_drawing_area();
            root.fill(&WHITE).map_err(|x| e(&x))?;
            draw(&root)?;
            root.present().map_err(|x| e(&x))?;
        }
        Kind::Png => {
            let root = BitMapBackend::new(path, SIZE).into_drawing_area();
            root.fill(&WHITE).map_err(|x| e(&x))?;
            draw_png(&root)?;
            root.present().map_err(|x| e(&x))?;
        }
    }
    Ok(())
}

/// The scatter of G(n): `chart`'s columns, with the preperiod `e` and one period `p`
/// shaded when `marks` is `(e, p, proved)`.
pub fn scatter(
    path: &Path,
    chart: &Chart,
    title: &str,
    marks: Option<(u64, u64, bool)>,
) -> Result<()> {
    picture(
        path,
        &|root| draw_scatter(root, path, chart, title, marks),
        &|root| draw_scatter(root, path, chart, title, marks),
    )
}

fn draw_scatter<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    path: &Path,
    chart: &Chart,
    title: &str,
    marks: Option<(u64, u64, bool)>,
) -> Result<()> {
    let e = err(path);
    let x_end = chart.last as f64 + 1.0;
    let y_end = chart.max_value as f64 + 1.0;
    let mut builder = ChartBuilder::on(root);
    builder
        .caption(title, ("sans-serif", 22))
        .margin(12)
        // room for the last n tick's label, centred on the right edge ("1,000,000")
        .margin_right(52)
        .x_label_area_size(48)
        .y_label_area_size(64);
    match chart.axis {
        Axis::Linear => {
            let ctx = builder
                .build_cartesian_2d(chart.first as f64..x_end, -0.5..y_end)
                .map_err(|x| e(&x))?;
            fill_scatter(ctx, path, chart, marks, |n| n as f64)
        }
        Axis::Log => {
            let lo = chart.first.max(1) as f64;
            let ctx = builder
                .build_cartesian_2d((lo..x_end).log_scale(), -0.5..y_end)
                .map_err(|x| e(&x))?;
            fill_scatter(ctx, path, chart, marks, move |n| (n as f64).max(lo))
        }
    }
}

fn fill_scatter<'a, DB: DrawingBackend + 'a, X>(
    mut ctx: ChartContext<'a, DB, Cartesian2d<X, plotters::coord::types::RangedCoordf64>>,
    path: &Path,
    chart: &Chart,
    marks: Option<(u64, u64, bool)>,
    x: impl Fn(u64) -> f64,
) -> Result<()>
where
    X: Ranged<ValueType = f64> + plotters::coord::ranged1d::ValueFormatter<f64>,
{
    let e = err(path);
    let y_end = chart.max_value as f64 + 1.0;
    let x_end = chart.last + 1;
    if let Some((pre, period, proved)) = marks {
        let a = pre.max(chart.first);
        if pre > chart.first {
            ctx.draw_series(std::iter::once(Rectangle::new(
                [(x(chart.first), -0.5), (x(pre.min(x_end)), y_end)],
                PREPERIOD.filled(),
            )))
            .map_err(|x| e(&x))?
            .label(crate::lang::tr!("plot-preperiod", pre = pre))
            .legend(|(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], PREPERIOD.filled()));
        }
        let b = pre.saturating_add(period).min(x_end);
        if a < b {
            let id = if proved {
                "plot-period-proved"
            } else {
                "plot-period-observed"
            };
            ctx.draw_series(std::iter::once(Rectangle::new(
                [(x(a), -0.5), (x(b), y_end)],
                PERIOD.filled(),
            )))
            .map_err(|x| e(&x))?
            .label(crate::lang::text(
                id,
                &[
                    ("pre", pre.into()),
                    ("end", pre.saturating_add(period).into()),
                ],
            ))
            .legend(|(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], PERIOD.filled()));
        }
    }
    axes(&mut ctx, "n", "G(n)").map_err(|x| e(&x))?;
    // One n a column and few of them: a dot a value. Else one stroke a run of
    // consecutive values in each column.
    let single = chart.columns.len() <= 600 && chart.columns.iter().all(|c| c.n == c.end);
    let center = |c: &grundy::sequence::chart::ChartColumn| match chart.axis {
        Axis::Linear => (c.n as f64 + c.end as f64 + 1.0) / 2.0,
        Axis::Log => (x(c.n) * (c.end as f64 + 1.0)).sqrt(),
    };
    for (colour, rare) in [(COMMON, false), (RARE, true)] {
        let runs = chart.columns.iter().flat_map(|c| {
            let runs = if rare { &c.rare } else { &c.common };
            let cx = if single { x(c.n) + 0.5 } else { center(c) };
            runs.iter().map(move |r| (cx, r[0], r[1]))
        });
        let label = values_label(rare);
        let any = chart
            .columns
            .iter()
            .any(|c| !(if rare { &c.rare } else { &c.common }).is_empty());
        if !any {
            continue;
        }
        let series = if single {
            ctx.draw_series(runs.flat_map(|(cx, lo, hi)| {
                (lo..=hi).map(move |v| Circle::new((cx, v as f64), 3, colour.filled()))
            }))
        } else {
            ctx.draw_series(runs.map(|(cx, lo, hi)| {
                PathElement::new(
                    vec![(cx, lo as f64 - 0.35), (cx, hi as f64 + 0.35)],
                    colour.stroke_width(1),
                )
            }))
        };
        series
            .map_err(|x| e(&x))?
            .label(label)
            .legend(move |(x, y)| Circle::new((x + 7, y), 4, colour.filled()));
    }
    legend(&mut ctx, SeriesLabelPosition::UpperLeft).map_err(|x| e(&x))
}

/// The legend's name of the rare values or of the common ones, in the language.
fn values_label(rare: bool) -> String {
    crate::lang::tr!(if rare {
        "plot-rare-values"
    } else {
        "plot-common-values"
    })
}

/// The legend of the series drawn, at `position`.
fn legend<'a, DB: DrawingBackend + 'a, C: CoordTranslate>(
    ctx: &mut ChartContext<'a, DB, C>,
    position: SeriesLabelPosition,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    ctx.configure_series_labels()
        .position(position)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK.mix(0.3))
        .label_font(("sans-serif", 14))
        .draw()
}

/// The axes: their descriptions, tick labels as integers, a light grid.
fn axes<'a, DB: DrawingBackend + 'a, X, Y>(
    ctx: &mut ChartContext<'a, DB, Cartesian2d<X, Y>>,
    x_desc: &str,
    y_desc: &str,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>>
where
    X: Ranged<ValueType = f64> + plotters::coord::ranged1d::ValueFormatter<f64>,
    Y: Ranged<ValueType = f64> + plotters::coord::ranged1d::ValueFormatter<f64>,
{
    ctx.configure_mesh()
        .x_desc(x_desc)
        .y_desc(y_desc)
        .label_style(("sans-serif", 15))
        .axis_desc_style(("sans-serif", 17))
        .x_labels(10)
        .y_labels(10)
        .x_label_formatter(&|v| integer(*v))
        .y_label_formatter(&|v| integer(*v))
        .light_line_style(WHITE.mix(0.0))
        .bold_line_style(BLACK.mix(0.08))
        .draw()
}

/// An axis label: the integer, in groups of three digits.
fn integer(v: f64) -> String {
    if v < 0.0 || v.fract() != 0.0 {
        return String::new();
    }
    let digits = format!("{}", v as u64);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// How often each value occurs among the values computed: a bar a value, rare values in
/// their own colour.
pub fn histogram(path: &Path, report: &SequenceReport) -> Result<()> {
    picture(path, &|root| draw_histogram(root, path, report), &|root| {
        draw_histogram(root, path, report)
    })
}

fn draw_histogram<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    path: &Path,
    report: &SequenceReport,
) -> Result<()> {
    let e = err(path);
    let stats = &report.stats;
    let max_count = stats.frequencies.iter().map(|f| f.count).max().unwrap_or(0);
    let name = if report.game == report.code {
        report.game.clone()
    } else {
        format!("{} ({})", report.game, report.code)
    };
    let title = crate::lang::tr!(
        "plot-histogram-title",
        name = name,
        last = report.computed.saturating_sub(1)
    );
    let mut ctx = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 22))
        .margin(12)
        .x_label_area_size(48)
        .y_label_area_size(90)
        .build_cartesian_2d(
            -0.5..stats.max_value as f64 + 0.5,
            0.0..(max_count as f64 * 1.05).max(1.0),
        )
        .map_err(|x| e(&x))?;
    let (x_desc, y_desc) = (
        crate::lang::tr!("plot-axis-value"),
        crate::lang::tr!("plot-axis-count"),
    );
    axes(&mut ctx, &x_desc, &y_desc).map_err(|x| e(&x))?;
    let split = stats.split.as_ref();
    let is_rare = |v: u64| split.is_some_and(|s| s.rare_values.contains(&v));
    for (colour, rare) in [(COMMON, false), (RARE, true)] {
        let bars: Vec<_> = stats
            .frequencies
            .iter()
            .filter(|f| is_rare(f.value) == rare)
            .map(|f| {
                Rectangle::new(
                    [
                        (f.value as f64 - 0.4, 0.0),
                        (f.value as f64 + 0.4, f.count as f64),
                    ],
                    colour.filled(),
                )
            })
            .collect();
        if bars.is_empty() {
            continue;
        }
        ctx.draw_series(bars)
            .map_err(|x| e(&x))?
            .label(values_label(rare))
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], colour.filled()));
    }
    if split.is_some() {
        legend(&mut ctx, SeriesLabelPosition::UpperRight).map_err(|x| e(&x))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::looks_like_a_font;

    #[test]
    fn a_font_is_told_from_other_files() {
        assert!(looks_like_a_font(dejavu::sans::regular()));
        assert!(looks_like_a_font(b"OTTO\0\x0a"));
        assert!(!looks_like_a_font(b"<svg xmlns"));
        assert!(!looks_like_a_font(b"\x89PNG"));
        assert!(!looks_like_a_font(b""));
    }
}
