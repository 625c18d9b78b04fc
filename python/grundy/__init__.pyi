"""Type stubs of the grundy package (the functions are documented in __init__.py)."""

from typing import Any, Callable, Hashable, Iterable, Literal, Optional, Protocol, TypedDict

import numpy as np
import numpy.typing as npt

__version__: str

class GrundyError(Exception):
    """The library refused (a search too large, misère play out of reach, an engine
    limit): the message is the library's."""

class Move(TypedDict, total=False):
    after: str
    component: int
    changes: list[dict[str, Any]]
    description: str
    nim: dict[str, Any]

class MoveOption(TypedDict):
    after: Optional[str]
    component: int
    changes: list[dict[str, Any]]
    description: str
    value: int | str | None
    outcome: Literal["P", "N", "D"]

class DistinctOption(TypedDict):
    """One distinct option of option_list(): the first move leading to it (in words,
    under the key "move"), the position after it, how many moves lead to it, and its
    value (None under misère play; "∞{…}" in a loopy game) or outcome."""
    move: str
    after: Optional[str]
    component: int
    changes: list[dict[str, Any]]
    moves: int
    value: int | str | None
    outcome: Literal["P", "N", "D"]

class OptionList(TypedDict):
    """What option_list() returns: the JSON of `grundy options --json`."""
    position: Optional[str]
    convention: Literal["normal", "misere"]
    count: int
    distinct: int
    listed: int
    options: list[DistinctOption]

class Report(dict[str, Any]):
    """The report of analyze(): the JSON schema of docs/json-schema.md."""
    board: list[dict[str, Any]]
    summary: dict[str, Any]
    def _repr_html_(self) -> str: ...
    def _repr_svg_(self) -> Optional[str]: ...

class Sequence(np.ndarray):
    """G(0..=upto) as a NumPy array (uint16 or uint64) with the run's findings."""
    game: str
    code: str
    period: Optional[dict[str, Any]]
    certified: bool
    certificate: Optional[str]
    stats: dict[str, Any]
    report: dict[str, Any]
    def _repr_html_(self) -> str: ...
    def _repr_svg_(self) -> str: ...

class GamePosition(Protocol, Hashable):
    """A position of a game defined in Python."""
    def options(self) -> Iterable["GamePosition"]: ...

class Solution(TypedDict):
    value: int
    outcome: Literal["P", "N"]
    winning_moves: list[Any]
    misere_outcome: Literal["P", "N"]
    misere_winning_moves: list[Any]
    positions_explored: int

def analyze(position: str, misere: bool = False, lang: str = "en",
            max_moves: Optional[int] = None, all_moves: bool = False) -> Report: ...
def best_move(position: str, misere: bool = False, lang: str = "en") -> Optional[Move]: ...
def options(position: str, misere: bool = False, lang: str = "en") -> Optional[list[MoveOption]]: ...
def option_list(position: str, misere: bool = False, max: int = 1000,
                lang: str = "en") -> OptionList: ...
def sequence(game: str, upto: Optional[int] = None, period: bool = False) -> Sequence: ...
def genus(position: str, lang: str = "en") -> dict[str, Any]: ...
def quotient(ruleset: str, maxheap: int = 30, stop_at_period: bool = True,
             table: bool = False, lang: str = "en") -> dict[str, Any]: ...
def census(codes: list[str], upto: int = 4096, period: bool = True,
           progress: Optional[Callable[[int, int, str], Any]] = None) -> list[dict[str, Any]]: ...
def solve(position: Any, limit: int = 2_000_000) -> Solution: ...
def games() -> list[str]: ...
