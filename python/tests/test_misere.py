"""genus and quotient: the command's JSON, and the quotient's verdicts on sums checked
against a pure-Python misère search."""

import functools
import itertools

import pytest

import grundy


@functools.lru_cache(maxsize=None)
def kayles_misere_wins(rows):
    """Misère Kayles (0.77) by search: the player to move wins `rows` (a sorted tuple)."""
    if not rows:
        return True  # the previous player knocked down the last pin and lost
    for i, row in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for take in (1, 2):
            for left in range(row - take + 1):
                after = tuple(sorted(x for x in rest + (left, row - take - left) if x))
                if not kayles_misere_wins(after):
                    return True
    return False


@pytest.mark.parametrize("position", ["kayles 3 4", "nim 1 2 + kayles 3", "0.137 5 6", "1 1 1"])
def test_genus_is_the_commands(cli, position):
    assert grundy.genus(position) == cli.json("genus", *position.split(), "--json")


def test_genus_agrees_with_the_misere_analysis():
    for position in ["kayles 3 4", "nim 1 2 + kayles 3", "kayles 1 1 1", "kayles 2 2"]:
        g = grundy.genus(position)
        assert g["misere_outcome"] == grundy.analyze(position, misere=True)["outcome"]


@pytest.mark.parametrize("ruleset,maxheap", [("kayles", 20), ("0.75", 20), ("0.137", 30)])
def test_quotient_is_the_commands(cli, ruleset, maxheap):
    expected = cli.json("quotient", ruleset, "--maxheap", str(maxheap), "--json", "--table")
    assert grundy.quotient(ruleset, maxheap=maxheap, table=True) == expected
    without = dict(expected)
    del without["table"]
    assert grundy.quotient(ruleset, maxheap=maxheap) == without


def test_quotient_decides_sums_as_the_search_does():
    q = grundy.quotient("kayles", maxheap=12, table=True)
    elements = q["table"][0]
    index = {e: i for i, e in enumerate(elements)}

    def element(rows):
        x = "1"
        for n in rows:
            x = q["table"][index[x]][index[q["phi"][n]]]
        return x

    checked = 0
    for size in range(1, 4):
        for rows in itertools.combinations_with_replacement(range(1, 10), size):
            p = element(rows) in q["p_portion"]
            assert p == (not kayles_misere_wins(tuple(sorted(rows)))), rows
            checked += 1
    assert checked > 200


def test_quotient_refusals():
    with pytest.raises(ValueError):
        grundy.quotient("not-a-game")
    with pytest.raises(ValueError, match="nothing to compute"):
        grundy.quotient("nim")  # no heaps of a take-and-break rule


def test_ctrl_c_interrupts_a_quotient(ctrl_c):
    import _thread
    import threading
    import time

    start = time.monotonic()
    threading.Timer(0.3, _thread.interrupt_main).start()
    with pytest.raises(KeyboardInterrupt):
        grundy.quotient("0.137", maxheap=200)  # many minutes to the end
    assert time.monotonic() - start < 10
