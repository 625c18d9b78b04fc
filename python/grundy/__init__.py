"""grundy — impartial combinatorial games in Python, over the grundy Rust library.

Who wins a position, and with which move? The answers are the library's (the same as
the ``grundy`` command's ``--json`` reports, docs/json-schema.md); this package converts.

>>> import grundy
>>> r = grundy.analyze("3 4 5")
>>> r["outcome"], r["value"]
('N', 2)
>>> grundy.best_move("3 4 5")["after"]
'1 4 5'
>>> s = grundy.sequence("0.137", upto=1000, period=True)
>>> s.period["period"], s.certified
(34, True)

A game of your own: positions are hashable objects with an ``options()`` method that
returns the positions one move leads to; :func:`solve` searches it in Rust, with
memoisation.

Errors are exceptions carrying the library's message: :class:`ValueError` for a
position or a game that cannot be read (``.column`` says where), :class:`GrundyError`
when the library refuses (a search too large, misère play out of reach). Ctrl-C
interrupts a long computation (:class:`KeyboardInterrupt`).
"""

from __future__ import annotations

import json as _json
from typing import Any, Callable, Optional

import numpy as _np

from . import _display
from ._grundy import GrundyError
from . import _grundy

__all__ = [
    "GrundyError",
    "Report",
    "Sequence",
    "analyze",
    "best_move",
    "options",
    "option_list",
    "sequence",
    "genus",
    "quotient",
    "census",
    "solve",
    "games",
]

__version__ = "0.1.0"


class Report(dict):
    """The report of :func:`analyze`: a plain ``dict`` in the documented JSON schema
    (docs/json-schema.md), shown in Jupyter with the position, the Nim table and the
    winning moves. Two attributes (not keys): ``board``, what the web page draws of each
    component (its pieces and their units), and ``summary``, the verdict in words
    (``title``, ``outcome``, ``value``, ``verdict``, ``moves``) in the language asked for."""

    board: list = []
    summary: dict = {}

    def _repr_html_(self) -> str:
        return _display.report_html(self)

    def _repr_svg_(self) -> Optional[str]:
        return _display.report_svg(self)


class Sequence(_np.ndarray):
    """The values G(0..=upto) of :func:`sequence`: a NumPy array (``uint16`` or
    ``uint64``) made without a copy per value, with the run's findings as attributes.

    Attributes: ``game`` (the name), ``code`` (CGSuite notation), ``period`` (a dict
    ``{preperiod, period, saltus, certified, checked_to, theorem, check_below}`` or
    None), ``certified`` (the period is proved), ``certificate`` (the theorem that
    proves it, in words, or None), ``stats`` (value counts, the rare/common split),
    ``report`` (the whole report of ``grundy seq --json`` without its values).
    """

    game: str
    code: str
    period: Optional[dict]
    certified: bool
    certificate: Optional[str]
    stats: dict
    report: dict

    def __array_finalize__(self, obj: Any) -> None:
        if obj is None:
            return
        for name in ("game", "code", "period", "certified", "certificate", "stats", "report"):
            setattr(self, name, getattr(obj, name, None))

    def _repr_html_(self) -> str:
        return _display.sequence_html(self)

    def _repr_svg_(self) -> str:
        return _display.sequence_svg(self)


def analyze(position: str, misere: bool = False, lang: str = "en",
            max_moves: Optional[int] = None, all_moves: bool = False) -> Report:
    """The analysis of ``position`` (the position language: ``"3 4 5"``,
    ``"kayles 7 + sub(1,3,4) 20"``…): the report of ``grundy analyze POSITION --json``
    as a dict — outcome, value, winning moves, components, reasoning, notes.

    ``misere`` plays the misère convention; ``lang`` is the language of the sentences
    (``en``, ``ru``, ``ko``…); ``max_moves`` caps the winning moves listed;
    ``all_moves`` lists every one even past the usual limit.

    Raises ValueError (a position that cannot be read: the message names the token and
    its column, also in ``.column`` and ``.token``) or GrundyError (refused).
    """
    text, board, summary = _grundy.analyze_json(position, misere, lang, max_moves, all_moves)
    report = Report(_json.loads(text))
    report.board = _json.loads(board)
    report.summary = _json.loads(summary)
    return report


def best_move(position: str, misere: bool = False, lang: str = "en") -> Optional[dict]:
    """The first winning move of ``position`` (a move of the report's ``winning_moves``:
    ``after``, ``component``, ``changes``, ``description``), or None when there is none
    (a P-position: every move loses)."""
    report = analyze(position, misere=misere, lang=lang, max_moves=1)
    if report["outcome"] != "N" or not report["winning_moves"]:
        return None
    return report["winning_moves"][0]


def options(position: str, misere: bool = False, lang: str = "en") -> Optional[list]:
    """Every option of ``position``: each legal move, with ``after`` (the position it
    leads to), ``component``, ``changes``, ``description``, ``value`` (the Grundy value
    after it; None under misère play) and ``outcome`` (``"P"``: the move wins). None when
    the moves are too many to list.

    One entry per *move*: two moves that leave the same position are listed twice. For
    the options counted once each, as ``grundy options`` and CGSuite count them, see
    :func:`option_list`."""
    return _grundy.options(position, misere, lang)


def option_list(position: str, misere: bool = False, max: int = 1000, lang: str = "en") -> dict:
    """The options of ``position`` counted as CGSuite counts them (``G.Options.Size``):
    two moves that leave the same position are one option. The dict that
    ``grundy options POSITION --json`` prints (docs/json-schema.md):

    - ``position`` (None for a very long one), ``convention`` (``"normal"``/``"misere"``);
    - ``count``: every legal move; ``distinct``: the distinct options, each counted once;
    - ``listed`` and ``options``: the first ``max`` distinct options (in the order of the
      first move leading to each), each ``{move, after, component, changes, moves, value,
      outcome}`` — ``move`` the first move leading to it in words (in ``lang``), ``after``
      the position it leaves, ``moves`` how many moves lead to it, ``value`` its Grundy
      value (``"∞{0,2}"`` for a loopy one; None under misère play), ``outcome``
      (``"P"``: the move wins, ``"N"``, ``"D"``).

    Every option is counted even when fewer are listed: counting needs no value, so
    ``max=0`` counts what would be too many to value.

    >>> r = option_list("grundy-game 20")
    >>> r["count"], r["distinct"], r["listed"]
    (9, 9, 9)
    >>> r = option_list("kayles 3 3", max=1)
    >>> r["count"], r["distinct"], r["listed"], r["options"][0]["moves"]
    (6, 3, 1, 2)

    Raises ValueError (a position that cannot be read, with ``.column`` and ``.token``
    as :func:`analyze`), GrundyError (options too many to count within the work allowed,
    a component that cannot list its moves) or KeyboardInterrupt (Ctrl-C).

    Not :func:`options`, which lists every legal move, one entry per move.
    """
    return _grundy.option_list(position, misere, max, lang)


def sequence(game: str, upto: Optional[int] = None, period: bool = False) -> Sequence:
    """The nim-sequence G(0..=upto) of a one-heap rule (``"kayles"``, ``"0.137"``,
    ``"sub(1,3,4)"``, ``"hex(0.F)"``…), as ``grundy seq GAME --upto N`` computes it.

    With ``period``, the run looks for the period as it goes and stops computing at a
    proof; the values past it are generated from the period. ``upto`` defaults to 100,
    or with ``period`` to the range the search covers. The result is a NumPy array with
    the period, certificate and statistics as attributes (:class:`Sequence`).
    """
    values, text = _grundy.sequence(game, upto, period)
    report = _json.loads(text)
    s = values.view(Sequence)
    s.report = report
    s.game = report.get("game")
    s.code = report.get("code")
    s.period = report.get("period")
    s.certified = bool(s.period and s.period.get("certified"))
    s.certificate = report.get("certificate")
    s.stats = report.get("stats")
    return s


def genus(position: str, lang: str = "en") -> dict:
    """Conway's genus of each component of ``position`` and the tame rule's verdict:
    the report of ``grundy genus POSITION --json``."""
    return _json.loads(_grundy.genus_json(position, lang))


def quotient(ruleset: str, maxheap: int = 30, stop_at_period: bool = True,
             table: bool = False, lang: str = "en") -> dict:
    """The misère quotient of the heaps of ``ruleset`` up to ``maxheap`` (Plambeck–Siegel):
    the summary of ``grundy quotient RULESET --maxheap N --json`` (with ``table``, the
    multiplication table too)."""
    return _json.loads(_grundy.quotient_json(ruleset, maxheap, stop_at_period, table, lang))


def census(codes: list, upto: int = 1 << 12, period: bool = True,
           progress: Optional[Callable[[int, int, str], Any]] = None) -> list:
    """The nim-sequences of a small family of rulesets (``["0.07", "0.137", "sub(1,2)"]``):
    one row per code, ``{code, game, computed, period, certified, certificate}``, each
    as :func:`sequence` finds it. ``progress(done, total, code)`` is called after each
    code. For large families, the ``grundy census`` command runs on every core."""
    rows = []
    for i, code in enumerate(codes):
        s = sequence(code, upto=upto, period=period)
        p = s.period or {}
        rows.append({
            "code": code,
            "game": s.game,
            "computed": s.report.get("computed"),
            "preperiod": p.get("preperiod"),
            "period": p.get("period"),
            "saltus": p.get("saltus"),
            "certified": s.certified,
            "certificate": s.certificate,
        })
        if progress is not None:
            progress(i + 1, len(codes), code)
    return rows


def solve(position: Any, limit: int = 2_000_000) -> dict:
    """Solves a position of a game defined in Python by the library's memoised search.

    ``position`` is hashable and has a method ``options()`` returning the positions one
    move leads to (an iterable; equal positions must have equal options; every play must
    end). The answer: ``value`` (the Grundy value), ``outcome`` (``"N"`` or ``"P"``,
    normal play), ``winning_moves`` (the options that are P-positions),
    ``misere_outcome`` and ``misere_winning_moves``, and ``positions_explored``.

    An exception raised by ``options``, ``__hash__`` or ``__eq__`` is raised here;
    GrundyError when the search needs more than ``limit`` positions or meets a cycle.
    """
    return _grundy.solve(position, limit)


def games() -> list:
    """The names of the games of the position language."""
    return _grundy.games()
