"""analyze, best_move, options: the report of `grundy analyze --json`, and the
mathematics checked against Nim's own rule and against each other."""

import functools
import itertools
import xml.etree.ElementTree as ET

import pytest

import grundy

TOP_LEVEL = ["schema_version", "position", "convention", "outcome", "value", "winning_move_count", "winning_moves",
             "winning_moves_complete", "components", "reasoning", "notes"]

POSITIONS = ["3 4 5", "1 2 3", "kayles 7 + nim 3", "sub(1,3,4) 20 + nim 5 6", "0.137 12",
             "wythoff 3 5", "moore(2) 1 2 3"]


def test_report_has_the_documented_fields():
    r = grundy.analyze("3 4 5")
    assert isinstance(r, dict)
    assert list(r) == TOP_LEVEL
    assert (r["outcome"], r["value"], r["winning_move_count"]) == ("N", 2, 1)
    m = grundy.analyze("1 1 1", misere=True)
    assert list(m) == TOP_LEVEL + ["misere_method"]
    assert (m["outcome"], m["value"], m["misere_method"]) == ("P", None, "bouton")


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("misere", [False, True])
def test_report_is_the_commands_json(cli, position, misere):
    args = ["analyze", *position.split(), "--json"] + (["--misere"] if misere else [])
    try:
        expected = cli.json(*args)
    except Exception:
        # A position the command refuses is refused here too.
        with pytest.raises(grundy.GrundyError):
            grundy.analyze(position, misere=misere)
        return
    assert dict(grundy.analyze(position, misere=misere)) == expected


def test_report_in_another_language_is_the_commands(cli):
    expected = cli.json("--lang", "ru", "analyze", "3", "4", "5", "--json")
    assert dict(grundy.analyze("3 4 5", lang="ru")) == expected
    assert expected["winning_moves"][0]["description"].startswith("взять")


@pytest.mark.parametrize("heaps", list(itertools.product(range(5), repeat=3)))
def test_nim_values_are_the_nim_sum(heaps):
    text = " ".join(map(str, heaps))
    r = grundy.analyze(text)
    assert r["value"] == heaps[0] ^ heaps[1] ^ heaps[2]
    assert r["outcome"] == ("P" if r["value"] == 0 else "N")


@functools.lru_cache(maxsize=None)
def misere_nim_wins(heaps):
    """Misère Nim by exhaustive search (no rule): the player to move wins."""
    if sum(heaps) == 0:
        return True  # the previous player took the last counter and lost
    return any(not misere_nim_wins(tuple(sorted(heaps[:i] + (k,) + heaps[i + 1:])))
               for i, h in enumerate(heaps) for k in range(h))


@pytest.mark.parametrize("heaps", list(itertools.combinations_with_replacement(range(4), 3)))
def test_misere_nim_against_search(heaps):
    r = grundy.analyze(" ".join(map(str, heaps)), misere=True)
    assert r["outcome"] == ("N" if misere_nim_wins(heaps) else "P")


def test_best_move():
    m = grundy.best_move("3 4 5")
    assert m["after"] == "1 4 5" and m["description"] == "take 2 from heap 1 (3 → 1)"
    assert grundy.analyze(m["after"])["outcome"] == "P"
    assert grundy.best_move("1 2 3") is None
    assert grundy.best_move("1 1", misere=True)["after"] in ("0 1", "1 0")
    assert grundy.best_move("3 4 5", lang="ko")["description"] != m["description"]


@pytest.mark.parametrize("position", ["3 4 5", "kayles 7 + nim 3", "sub(1,3,4) 9 + nim 2", "1 1 1"])
@pytest.mark.parametrize("misere", [False, True])
def test_options_agree_with_analyze(position, misere):
    all_options = grundy.options(position, misere=misere)
    report = grundy.analyze(position, misere=misere)
    winning = {o["after"] for o in all_options if o["outcome"] == "P"}
    assert winning == {m["after"] for m in report["winning_moves"]}
    for o in all_options:
        after = grundy.analyze(o["after"], misere=misere)
        assert (o["value"], o["outcome"]) == (after["value"], after["outcome"])
        assert set(o) == {"after", "component", "changes", "description", "value", "outcome"}
    if not misere:
        # mex of the options' values is the value (Sprague–Grundy).
        values = {o["value"] for o in all_options}
        assert min(set(range(len(values) + 1)) - values) == report["value"]


def test_options_of_nim_every_smaller_heap():
    opts = grundy.options("2 3")
    assert sorted(o["after"] for o in opts) == sorted(["0 3", "1 3", "2 0", "2 1", "2 2"])
    assert all(o["value"] == int(a) ^ int(b) for o in opts for a, b in [o["after"].split()])
    assert grundy.options("nim 10001") is None


def test_a_bad_position_is_a_value_error_with_the_column():
    with pytest.raises(ValueError) as e:
        grundy.analyze("3 4 x5")
    assert e.value.column == 5 and e.value.token == "x5"
    assert "column 5" in str(e.value)
    with pytest.raises(ValueError, match="column"):
        grundy.options("nim 3 + ")
    with pytest.raises(ValueError, match="unknown language"):
        grundy.analyze("3", lang="xx")


def test_a_refusal_is_a_grundy_error_with_the_librarys_message():
    # Misère play of a sum that no misère method reaches: refused, in the language asked.
    with pytest.raises(grundy.GrundyError, match="refusing rather than guessing"):
        grundy.analyze("kayles 100000000 + nim 3", misere=True)
    with pytest.raises(grundy.GrundyError, match="у мизерной игры нет правила сумм"):
        grundy.analyze("kayles 40 41 + sub(1,3) 50", misere=True, lang="ru")


def test_report_display():
    r = grundy.analyze("3 4 5")
    html = r._repr_html_()
    assert "grundy-nim" in html and "take 2 from heap 1" in html and "<svg" in html
    ET.fromstring(r._repr_svg_())
    # 3 4 5: 12 counters on three rows.
    assert r._repr_svg_().count("<circle") == 12
    assert grundy.analyze("kayles 3 + nim 2")._repr_html_()
