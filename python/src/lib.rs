//! `grundy._grundy`: the Rust half of the `grundy` Python package. A thin front end: each
//! function reads its arguments, calls the grundy library, and hands back the library's
//! JSON (parsed by Python into dicts) or a NumPy array; every refusal is a Python
//! exception carrying the library's message. Long computations run on a worker thread
//! while this thread, holding the GIL now and then, looks for Ctrl-C
//! ([`interruptible`]); the library stops at its [`Cancel`] flag.

use grundy::i18n::errors::Localized;
use grundy::sequence::chart::{Axis, Chart, DEFAULT_COLUMNS};
use grundy::sequence::{SequenceRun, Stop, Values};
use grundy::{AnalyzeOptions, Cancel, Convention, ImpartialGame, Lang, Outcome, Position};
use numpy::IntoPyArray;
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::cell::{Cell, RefCell};
use std::hash::{Hash, Hasher};
use std::time::Duration;

create_exception!(
    _grundy,
    GrundyError,
    PyException,
    "The library refused: a search too large, misère play out of reach, an engine limit. The message is the library's."
);

/// The language of a tag (`en`, `ru`, `ko_KR.UTF-8`…), or `ValueError`.
fn lang_of(tag: &str) -> PyResult<Lang> {
    Lang::from_locale(tag).ok_or_else(|| {
        let known: Vec<_> = Lang::ALL.iter().map(|l| l.code()).collect();
        PyValueError::new_err(format!(
            "unknown language {tag:?} (known: {})",
            known.join(", ")
        ))
    })
}

/// A position read from `text`, or `ValueError` with the library's message (the token
/// and its column); `.column` and `.token` are set on the exception.
fn parse(py: Python<'_>, text: &str, lang: Lang) -> PyResult<Position> {
    grundy::parse_position(text).map_err(|e| {
        let err = PyValueError::new_err(e.render(lang));
        let value = err.value(py);
        let _ = value.setattr("column", e.column);
        let _ = value.setattr("token", e.token.clone());
        err
    })
}

fn refused(e: &impl Localized, lang: Lang) -> PyErr {
    GrundyError::new_err(e.message_in(lang))
}

/// Runs `work` on a worker thread (without the GIL) while this thread looks for signals
/// (Ctrl-C) every 50 ms: a signal raises `cancel` — which `work` must watch, as the
/// library's long computations do — waits for the worker to stop, and is raised in
/// Python (`KeyboardInterrupt`). A panic of the worker is a `RuntimeError`, never a crash.
fn interruptible<T: Send>(
    py: Python<'_>,
    cancel: &Cancel,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    std::thread::scope(|s| {
        let worker = s.spawn(work);
        loop {
            let finished = py.allow_threads(|| {
                for _ in 0..50 {
                    if worker.is_finished() {
                        return true;
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
                worker.is_finished()
            });
            if finished {
                return worker.join().map_err(|_| {
                    PyRuntimeError::new_err(
                        "internal error: the computation stopped without an answer (a panic); please report it",
                    )
                });
            }
            if let Err(e) = py.check_signals() {
                cancel.cancel();
                let _ = py.allow_threads(|| worker.join());
                return Err(e);
            }
        }
    })
}

fn json_text(value: &impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(value)
        .map_err(|e| PyRuntimeError::new_err(format!("internal error: {e}")))
}

fn json_to_py<'py>(py: Python<'py>, value: &impl serde::Serialize) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(value)
        .map_err(|e| PyRuntimeError::new_err(format!("internal error: {e}")))?;
    py.import("json")?.call_method1("loads", (text,))
}

fn convention(misere: bool) -> Convention {
    if misere {
        Convention::Misere
    } else {
        Convention::Normal
    }
}

/// analyze(position, misere=False, lang="en", max_moves=None, all_moves=False) -> (str, str, str)
///
/// As JSON texts: the report of `grundy analyze POSITION --json`, the board of each
/// component (what the web page draws) and the summary in words (`lang`).
#[pyfunction]
#[pyo3(signature = (position, misere=false, lang="en", max_moves=None, all_moves=false))]
fn analyze_json(
    py: Python<'_>,
    position: &str,
    misere: bool,
    lang: &str,
    max_moves: Option<usize>,
    all_moves: bool,
) -> PyResult<(String, String, String)> {
    let lang = lang_of(lang)?;
    let position = parse(py, position, lang)?;
    let cancel = Cancel::new();
    let options = AnalyzeOptions {
        convention: convention(misere),
        max_moves,
        all_moves,
        cancel: cancel.clone(),
        ..AnalyzeOptions::default()
    };
    let report = interruptible(py, &cancel, || grundy::analyze(&position, &options))?;
    let mut report = report.map_err(|e| refused(&e, lang))?;
    if lang != Lang::En {
        report.describe_moves_in(&position, lang);
    }
    let board = position.pieces_in(lang);
    let summary = report.summary_in(lang);
    Ok((
        json_text(&report)?,
        json_text(&board)?,
        json_text(&summary)?,
    ))
}

/// options(position, misere=False, lang="en") -> list[dict] | None
///
/// Every option of the position: each legal move with the value and outcome of the
/// position it leads to; None when the moves are too many to list.
#[pyfunction]
#[pyo3(signature = (position, misere=false, lang="en"))]
fn options<'py>(
    py: Python<'py>,
    position: &str,
    misere: bool,
    lang: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = lang_of(lang)?;
    let position = parse(py, position, lang)?;
    let cancel = Cancel::new();
    let options = AnalyzeOptions {
        convention: convention(misere),
        cancel: cancel.clone(),
        ..AnalyzeOptions::default()
    };
    let all = interruptible(py, &cancel, || {
        grundy::analysis::options(&position, &options, lang)
    })?
    .map_err(|e| refused(&e, lang))?;
    json_to_py(py, &all)
}

/// option_list(position, misere, max, lang) -> dict
///
/// The options of the position counted as `grundy options` counts them — two moves
/// leaving the same position are one option (CGSuite's `.Options.Size`) — with the first
/// `max` distinct ones listed with their values or outcomes: the JSON of
/// `grundy options --json` (docs/json-schema.md).
#[pyfunction]
#[pyo3(signature = (position, misere=false, max=1000, lang="en"))]
fn option_list<'py>(
    py: Python<'py>,
    position: &str,
    misere: bool,
    max: usize,
    lang: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let lang = lang_of(lang)?;
    let position = parse(py, position, lang)?;
    let cancel = Cancel::new();
    let options = AnalyzeOptions {
        convention: convention(misere),
        cancel: cancel.clone(),
        ..AnalyzeOptions::default()
    };
    let list = interruptible(py, &cancel, || {
        grundy::analysis::option_list(&position, &options, max, lang)
    })?
    .map_err(|e| refused(&e, lang))?;
    json_to_py(py, &list)
}

/// sequence(game, upto, period) -> (values, report)
///
/// G(0..=upto) of a one-heap rule (a NumPy array: uint16 from a heap engine, uint64
/// otherwise; past a proved period generated from it) and the run's report as JSON text
/// without its values.
#[pyfunction]
#[pyo3(signature = (game, upto=None, period=false))]
fn sequence<'py>(
    py: Python<'py>,
    game: &str,
    upto: Option<u64>,
    period: bool,
) -> PyResult<(Bound<'py, PyAny>, String)> {
    let (rule, name) =
        grundy::sequence::parse_rule(game).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let mut run = SequenceRun::new(rule, name).map_err(|e| GrundyError::new_err(e.to_string()))?;
    let upto = match upto {
        Some(n) => n,
        None if period => run.period_range().saturating_sub(1),
        None => 100,
    };
    if upto >= grundy::sequence::run::KEEP_LIMIT {
        return Err(PyValueError::new_err(format!(
            "upto = {upto}: at most {} values are kept in memory (use the grundy command's values files beyond)",
            grundy::sequence::run::KEEP_LIMIT
        )));
    }
    run.set_threads(std::thread::available_parallelism().map_or(1, |n| n.get()));
    let cancel = Cancel::new();
    let done = interruptible(py, &cancel, || loop {
        match run.step(upto, period, &mut |_| {}, cancel.flag())? {
            Stop::Chunk { .. } => {}
            // Past a proved period, the values and the statistics to `upto` follow
            // from it (computing nothing more).
            Stop::Done { .. } => return Ok(run.generate_to(upto, cancel.flag()).is_ok()),
            Stop::Cancelled { .. } => return Ok(false),
        }
    })?
    .map_err(|e: grundy::heap::engine::EngineError| GrundyError::new_err(e.to_string()))?;
    if !done {
        return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err(""));
    }
    // Every value: those computed and, past a proved period, those it generated.
    let computed = run.known().min(upto + 1);
    let mut report = run
        .report_to(computed)
        .ok_or_else(|| PyRuntimeError::new_err("internal error: the values are gone"))?;
    let values = report.values.take();
    let rest = (computed..=upto).map(|n| run.period_value(n));
    let internal = |what: &str| PyRuntimeError::new_err(format!("internal error: {what}"));
    let split = report.stats.split.clone();
    let chart = |values: &mut dyn ExactSizeIterator<Item = u64>| {
        Chart::of(0, values, Axis::Linear, DEFAULT_COLUMNS, split.as_ref())
    };
    let (array, chart) = match values {
        Some(Values::Narrow(mut v))
            if rest
                .clone()
                .all(|x| x.is_some_and(|x| x <= u64::from(u16::MAX))) =>
        {
            v.extend(rest.map(|x| x.unwrap_or(0) as u16));
            let c = chart(&mut v.iter().map(|&x| u64::from(x)));
            (v.into_pyarray(py).into_any(), c)
        }
        Some(values) => {
            let mut v = values.to_vec();
            for x in rest {
                v.push(x.ok_or_else(|| internal("a value past the run is unknown"))?);
            }
            let c = chart(&mut v.iter().copied());
            (v.into_pyarray(py).into_any(), c)
        }
        None => return Err(internal("the values were not kept")),
    };
    let mut report = serde_json::to_value(&report).map_err(|e| internal(&e.to_string()))?;
    report["chart"] = serde_json::to_value(&chart).map_err(|e| internal(&e.to_string()))?;
    let found = run.proved().cloned().or_else(|| run.period());
    if let Some(t) = found.and_then(|p| p.theorem) {
        report["certificate"] = grundy::report::sequence::theorem(t).into();
    }
    Ok((array, report.to_string()))
}

/// genus(position, lang="en") -> str: `grundy genus POSITION --json`, as JSON text.
#[pyfunction]
#[pyo3(signature = (position, lang="en"))]
fn genus_json(py: Python<'_>, position: &str, lang: &str) -> PyResult<String> {
    let lang = lang_of(lang)?;
    let position = parse(py, position, lang)?;
    let cancel = Cancel::new();
    let options = AnalyzeOptions {
        cancel: cancel.clone(),
        ..AnalyzeOptions::default()
    };
    let report = interruptible(py, &cancel, || {
        grundy::analysis::genus_report(&position, &options)
    })?
    .map_err(|e| refused(&e, lang))?;
    serde_json::to_string(&report).map_err(|e| PyRuntimeError::new_err(e.to_string()))
}

/// quotient(ruleset, maxheap, stop_at_period, table, lang) -> str: `grundy quotient
/// RULESET --maxheap N --json [--table]`, as JSON text.
#[pyfunction]
#[pyo3(signature = (ruleset, maxheap=30, stop_at_period=true, table=false, lang="en"))]
fn quotient_json(
    py: Python<'_>,
    ruleset: &str,
    maxheap: u64,
    stop_at_period: bool,
    table: bool,
    lang: &str,
) -> PyResult<String> {
    use grundy::misere::quotient::{Quotient, QuotientOptions};
    let lang = lang_of(lang)?;
    let (rule, _) =
        grundy::sequence::parse_rule(ruleset).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let cancel = Cancel::new();
    let mut options = QuotientOptions::up_to(maxheap);
    options.stop_at_period = stop_at_period;
    options.cancel = cancel.clone();
    let q = interruptible(py, &cancel, || Quotient::compute(&rule, &options))?
        .map_err(|e| refused(&e, lang))?;
    let mut v =
        serde_json::to_value(q.summary()).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    if table {
        v["table"] =
            serde_json::to_value(q.table()).map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    }
    Ok(v.to_string())
}

/// A position of a game defined in Python: the object, its hash taken once.
struct PyPosition {
    object: Py<PyAny>,
    hash: isize,
}

impl Clone for PyPosition {
    fn clone(&self) -> Self {
        Python::with_gil(|py| PyPosition {
            object: self.object.clone_ref(py),
            hash: self.hash,
        })
    }
}

/// What the search met in Python: the first exception (raised by `options`, `__hash__`
/// or `__eq__`, or a signal), after which the search is cancelled and its answer dropped.
struct PyGame {
    error: RefCell<Option<PyErr>>,
    cancel: Cancel,
    calls: Cell<u64>,
}

impl PyGame {
    fn fail(&self, e: PyErr) {
        let mut error = self.error.borrow_mut();
        if error.is_none() {
            *error = Some(e);
        }
        self.cancel.cancel();
    }

    /// The position `object` with its hash, or `None` (the error kept) when it has none.
    fn wrap(&self, object: Bound<'_, PyAny>) -> Option<PyPosition> {
        match object.hash() {
            Ok(hash) => Some(PyPosition {
                object: object.unbind(),
                hash,
            }),
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }
}

thread_local! {
    /// The first exception an `__eq__` raised during the search on this thread
    /// (`PartialEq` has no way to return it).
    static EQ_ERRORS: RefCell<Option<PyErr>> = const { RefCell::new(None) };
}

impl PartialEq for PyPosition {
    fn eq(&self, other: &Self) -> bool {
        if self.hash != other.hash {
            return false;
        }
        Python::with_gil(|py| match self.object.bind(py).eq(other.object.bind(py)) {
            Ok(b) => b,
            Err(e) => {
                EQ_ERRORS.with(|slot| {
                    let mut slot = slot.borrow_mut();
                    if slot.is_none() {
                        *slot = Some(e);
                    }
                });
                false
            }
        })
    }
}

impl Eq for PyPosition {}

impl Hash for PyPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
    }
}

impl ImpartialGame for PyGame {
    type Position = PyPosition;

    fn moves(&self, position: &PyPosition) -> Vec<PyPosition> {
        if self.error.borrow().is_some() {
            return Vec::new();
        }
        if EQ_ERRORS.with(|slot| slot.borrow().is_some()) {
            // An `__eq__` raised: stop the search (its answer is dropped).
            self.cancel.cancel();
            return Vec::new();
        }
        Python::with_gil(|py| {
            let calls = self.calls.get() + 1;
            self.calls.set(calls);
            if calls.is_multiple_of(256)
                && let Err(e) = py.check_signals()
            {
                self.fail(e);
                return Vec::new();
            }
            let listed = position
                .object
                .bind(py)
                .call_method0("options")
                .and_then(|options| options.try_iter()?.collect::<PyResult<Vec<_>>>());
            match listed {
                Ok(options) => options.into_iter().map_while(|o| self.wrap(o)).collect(),
                Err(e) => {
                    self.fail(e);
                    Vec::new()
                }
            }
        })
    }
}

/// solve(position, limit) -> dict: value, outcome, winning_moves, misere_outcome,
/// misere_winning_moves and positions_explored of a position of a game defined in Python.
#[pyfunction]
#[pyo3(signature = (position, limit=2_000_000))]
fn solve<'py>(
    py: Python<'py>,
    position: Bound<'py, PyAny>,
    limit: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let game = PyGame {
        error: RefCell::new(None),
        cancel: Cancel::new(),
        calls: Cell::new(0),
    };
    EQ_ERRORS.with(|slot| slot.borrow_mut().take());
    let root = game.wrap(position.clone());
    let answer = root.map(|root| -> Result<_, grundy::SearchError> {
        let mut solver = grundy::Solver::with_limit(&game, limit).cancellable(&game.cancel);
        let value = solver.grundy(&root)?;
        let winning = solver.winning_moves(&root, Convention::Normal)?;
        let misere = solver.outcome(&root, Convention::Misere)?;
        let misere_winning = solver.winning_moves(&root, Convention::Misere)?;
        Ok((
            value,
            winning,
            misere,
            misere_winning,
            solver.positions_explored(),
        ))
    });
    if let Some(e) = game.error.borrow_mut().take() {
        return Err(e);
    }
    if let Some(e) = EQ_ERRORS.with(|slot| slot.borrow_mut().take()) {
        return Err(e);
    }
    let Some(answer) = answer else {
        return Err(PyRuntimeError::new_err(
            "internal error: the position has no hash and no error",
        ));
    };
    let (value, winning, misere, misere_winning, explored) =
        answer.map_err(|e| refused(&e, Lang::En))?;
    let outcome = |o: Outcome| if o == Outcome::P { "P" } else { "N" };
    let d = PyDict::new(py);
    d.set_item("value", value)?;
    d.set_item(
        "outcome",
        outcome(if value == 0 { Outcome::P } else { Outcome::N }),
    )?;
    d.set_item(
        "winning_moves",
        PyList::new(py, winning.iter().map(|p| p.object.bind(py)))?,
    )?;
    d.set_item("misere_outcome", outcome(misere))?;
    d.set_item(
        "misere_winning_moves",
        PyList::new(py, misere_winning.iter().map(|p| p.object.bind(py)))?,
    )?;
    d.set_item("positions_explored", explored)?;
    Ok(d)
}

/// games() -> list[str]: the names of the games of the position language.
#[pyfunction]
fn games() -> Vec<&'static str> {
    grundy::games::registry::names()
}

/// The Rust half of the `grundy` package (import `grundy`, not this module).
#[pymodule]
fn _grundy(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("GrundyError", m.py().get_type::<GrundyError>())?;
    m.add_function(wrap_pyfunction!(analyze_json, m)?)?;
    m.add_function(wrap_pyfunction!(options, m)?)?;
    m.add_function(wrap_pyfunction!(option_list, m)?)?;
    m.add_function(wrap_pyfunction!(sequence, m)?)?;
    m.add_function(wrap_pyfunction!(genus_json, m)?)?;
    m.add_function(wrap_pyfunction!(quotient_json, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    Ok(())
}
