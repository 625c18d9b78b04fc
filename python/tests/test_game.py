"""A game defined in Python, solved by the library's memoised search: checked against an
independent pure-Python mex recursion; errors raised as Python exceptions; Ctrl-C."""

import _thread
import itertools
import threading
import time

import pytest

import grundy


class Subtraction:
    """One heap; a move takes any number of the set."""

    def __init__(self, n, moves):
        self.n, self.moves = n, tuple(moves)

    def options(self):
        return [Subtraction(self.n - k, self.moves) for k in self.moves if k <= self.n]

    def __hash__(self):
        return hash((self.n, self.moves))

    def __eq__(self, other):
        return (self.n, self.moves) == (other.n, other.moves)

    def __repr__(self):
        return f"S({self.n})"


class Board(tuple):
    """Several Kayles rows: knock down one pin or two adjacent, maybe splitting a row."""

    def options(self):
        out = []
        for i, row in enumerate(self):
            rest = self[:i] + self[i + 1:]
            for take in (1, 2):
                for left in range(row - take + 1):
                    right = row - take - left
                    out.append(Board(sorted(x for x in rest + (left, right) if x)))
        return out


class Wythoff(tuple):
    def options(self):
        a, b = self
        out = [Wythoff((a - k, b)) for k in range(1, a + 1)]
        out += [Wythoff((a, b - k)) for k in range(1, b + 1)]
        out += [Wythoff((a - k, b - k)) for k in range(1, min(a, b) + 1)]
        return out


def mex(values):
    v = 0
    while v in values:
        v += 1
    return v


_ORACLE = {}


def oracle(position):
    """(Grundy value, misère: the player to move wins) by plain recursion, remembered by
    (type, position): a Board and a Wythoff position are equal tuples."""
    key = (type(position), position)
    if key not in _ORACLE:
        options = [oracle(o) for o in position.options()]
        value = mex({g for g, _ in options})
        misere_wins = not options or any(not w for _, w in options)
        _ORACLE[key] = (value, misere_wins)
    return _ORACLE[key]


CASES = ([Subtraction(n, (1, 3, 4)) for n in range(25)]
         + [Subtraction(n, (2, 5)) for n in range(20)]
         + [Board(sorted(r)) for r in itertools.combinations_with_replacement(range(6), 2)]
         + [Wythoff((a, b)) for a in range(6) for b in range(6)])


@pytest.mark.parametrize("position", CASES, ids=repr)
def test_values_outcomes_and_moves_against_the_mex_recursion(position):
    value, misere_wins = oracle(position)
    s = grundy.solve(position)
    assert s["value"] == value
    assert s["outcome"] == ("N" if value else "P")
    assert s["misere_outcome"] == ("N" if misere_wins else "P")
    assert s["winning_moves"] == [o for o in position.options() if oracle(o)[0] == 0]
    assert s["misere_winning_moves"] == [o for o in position.options() if not oracle(o)[1]]


def test_kayles_rows_agree_with_the_library_sequence():
    kayles = grundy.sequence("kayles", upto=30).tolist()
    for n in range(31):
        assert grundy.solve(Board((n,) if n else ()))["value"] == kayles[n]


def test_memoisation_explores_each_position_once():
    # A heap of 300 in sub(1,2): 301 positions, once for each table the solver keeps.
    s = grundy.solve(Subtraction(300, (1, 2)))
    assert s["value"] == 0 and s["positions_explored"] <= 4 * 301


class Raises:
    def __init__(self, n, exc):
        self.n, self.exc = n, exc

    def options(self):
        if self.n == 0:
            raise self.exc
        return [Raises(self.n - 1, self.exc)]

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self.n == other.n


def test_an_exception_in_options_is_raised_as_it_is():
    with pytest.raises(ZeroDivisionError, match="deep down"):
        grundy.solve(Raises(50, ZeroDivisionError("deep down")))


class Unhashable:
    __hash__ = None

    def options(self):
        return []


class ReturnsNotAList:
    def options(self):
        return 5

    def __hash__(self):
        return 1


class BadEq:
    def __init__(self, n):
        self.n = n

    def options(self):
        return [BadEq(self.n - 1), BadEq(self.n - 1)] if self.n else []

    def __hash__(self):
        return 0

    def __eq__(self, other):
        raise RuntimeError("no comparing")


class Loop:
    def options(self):
        return [self]

    def __hash__(self):
        return 1

    def __eq__(self, other):
        return True


def test_other_errors_are_exceptions_not_crashes():
    with pytest.raises(TypeError):
        grundy.solve(Unhashable())
    with pytest.raises(TypeError):
        grundy.solve(ReturnsNotAList())
    with pytest.raises(AttributeError):
        grundy.solve(42)
    with pytest.raises(RuntimeError, match="no comparing"):
        grundy.solve(BadEq(3))
    with pytest.raises(grundy.GrundyError, match="cycle|itself|loop"):
        grundy.solve(Loop())
    with pytest.raises(grundy.GrundyError, match="1000"):
        grundy.solve(Subtraction(5000, (1,)), limit=1000)
    # The interpreter goes on.
    assert grundy.solve(Subtraction(4, (1,)))["value"] == 0


def interrupt_after(seconds):
    timer = threading.Timer(seconds, _thread.interrupt_main)
    timer.start()
    return timer


class Slow:
    """A chain of two million positions, each a little Python work."""

    def __init__(self, n):
        self.n = n

    def options(self):
        return [Slow(self.n - 1)] if self.n else []

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self.n == other.n


def test_ctrl_c_interrupts_a_python_game(ctrl_c):
    start = time.monotonic()
    interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        grundy.solve(Slow(1_900_000))
    assert time.monotonic() - start < 10


def test_ctrl_c_interrupts_a_sequence(ctrl_c):
    start = time.monotonic()
    interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        grundy.sequence("grundy-game", upto=15_000_000)
    assert time.monotonic() - start < 10
