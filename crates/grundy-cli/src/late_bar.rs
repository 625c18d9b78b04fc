//! The progress bars of the commands whose long parts run inside the library (`grundy
//! analyze`, `grundy genus`): the library tells a hook how far it is, and the bar is drawn
//! on stderr (a terminal only) once the work has taken a moment.

use std::io::IsTerminal;

/// A progress bar on stderr (a terminal only) for the long parts of an analysis — its
/// nim-sequence runs, its genus searches — drawn once they have taken a moment.
pub(crate) struct LateBar {
    bar: std::sync::Arc<std::sync::OnceLock<indicatif::ProgressBar>>,
    /// The catalogue ids of the bar's unit and of its message.
    unit: &'static str,
    what: &'static str,
    /// How long the work goes on before the bar is drawn.
    after: std::time::Duration,
}

impl Default for LateBar {
    /// The bar of the nim-sequence runs, drawn after a second.
    fn default() -> Self {
        LateBar::new("cmd-bar-values", "cmd-bar-nim-sequence", 1000)
    }
}

impl LateBar {
    /// A bar counting `unit` for `what` (catalogue ids), drawn after `after_ms`.
    pub(crate) fn new(unit: &'static str, what: &'static str, after_ms: u64) -> LateBar {
        LateBar {
            bar: Default::default(),
            unit,
            what,
            after: std::time::Duration::from_millis(after_ms),
        }
    }

    /// The bar, drawn the first time `show` is asked after the delay (`None` before).
    fn draw(
        cell: &std::sync::OnceLock<indicatif::ProgressBar>,
        unit: &str,
        what: &str,
        length: u64,
    ) -> indicatif::ProgressBar {
        cell.get_or_init(|| {
            let bar = indicatif::ProgressBar::new(length);
            bar.set_style(
                indicatif::ProgressStyle::with_template(
                    &crate::lang::bar_template(unit, "cmd-bar-ctrl-c")
                        .replace("{msg}", &crate::lang::text(what, &[])),
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
                .progress_chars("=> "),
            );
            bar
        })
        .clone()
    }

    /// The hook the library's nim-sequence runs report to.
    pub(crate) fn hook(&self) -> grundy::sequence::ProgressHook {
        if !std::io::stderr().is_terminal() {
            return grundy::sequence::ProgressHook::default();
        }
        let (cell, unit, what, after) = (self.bar.clone(), self.unit, self.what, self.after);
        let start = std::time::Instant::now();
        grundy::sequence::ProgressHook::new(move |p| {
            if start.elapsed() < after {
                return;
            }
            let bar = LateBar::draw(&cell, unit, what, p.target);
            bar.set_length(p.target);
            bar.set_position(p.computed);
        })
    }

    /// The hook the library's genus searches report to.
    pub(crate) fn search_hook(&self) -> grundy::component::search::SearchProgress {
        if !std::io::stderr().is_terminal() {
            return grundy::component::search::SearchProgress::default();
        }
        let (cell, unit, what, after) = (self.bar.clone(), self.unit, self.what, self.after);
        let start = std::time::Instant::now();
        grundy::component::search::SearchProgress::new(move |p| {
            if start.elapsed() < after {
                return;
            }
            let bar = LateBar::draw(&cell, unit, what, p.bound);
            bar.set_length(p.bound);
            bar.set_position(p.positions);
        })
    }

    /// Removes the bar, if it was drawn.
    pub(crate) fn clear(&self) {
        if let Some(bar) = self.bar.get() {
            bar.finish_and_clear();
        }
    }
}
