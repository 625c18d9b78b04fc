"""analyze, best_move, options, option_list: the report of `grundy analyze --json`, and the
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


OPTION_LIST_FIELDS = ["position", "convention", "count", "distinct", "listed", "options"]
DISTINCT_OPTION_FIELDS = ["move", "after", "component", "changes", "moves", "value", "outcome"]


def test_option_list_gives_the_published_counts():
    # CGSuite's counts (G.Options.Size), as `grundy options` gives them (issue 43).
    r = grundy.option_list("grundy-game 20")
    assert list(r) == OPTION_LIST_FIELDS
    assert (r["count"], r["distinct"], r["listed"], len(r["options"])) == (9, 9, 9, 9)
    assert (r["position"], r["convention"]) == ("grundy-game 20", "normal")
    assert all(list(o) == DISTINCT_OPTION_FIELDS for o in r["options"])
    assert all(o["moves"] == 1 and isinstance(o["value"], int) for o in r["options"])
    r = grundy.option_list("hex(0.3F) 20")
    assert (r["distinct"], r["listed"], len(r["options"])) == (38, 38, 38)


def test_option_list_counts_every_option_but_lists_at_most_max():
    r = grundy.option_list("spawning(1-9) 20", max=0)
    assert (r["count"], r["distinct"], r["listed"], r["options"]) == (169766, 169766, 0, [])
    r = grundy.option_list("spawning(1-9) 20", max=4)
    assert (r["count"], r["distinct"], r["listed"], len(r["options"])) == (169766, 169766, 4, 4)
    r = grundy.option_list("kayles 3 3", max=2)
    assert (r["count"], r["distinct"], r["listed"]) == (6, 3, 2)
    assert [o["after"] for o in r["options"]] == ["kayles 1 1 3", "kayles 2 3"]
    assert all(o["moves"] == 2 for o in r["options"])
    r = grundy.option_list("0")
    assert (r["count"], r["distinct"], r["listed"], r["options"]) == (0, 0, 0, [])


def test_option_list_misere_gives_outcomes_not_values():
    r = grundy.option_list("1 1 1", misere=True)
    assert (r["convention"], r["count"], r["distinct"], r["listed"]) == ("misere", 3, 1, 1)
    [o] = r["options"]
    assert (o["value"], o["outcome"], o["moves"]) == (None, "N", 3)
    # 2 2 in misère play: 2 2 → 1 2 or 0 2, both N (each leaves a winning move).
    r = grundy.option_list("2 2", misere=True)
    assert (r["count"], r["distinct"]) == (4, 2)
    assert {o["outcome"] for o in r["options"]} == {"N"}
    assert all(o["value"] is None for o in r["options"])


def _piece_multiset(after):
    """A position of one heap game as the multiset of its heaps (0 is no heap)."""
    words = after.split()
    game = tuple(w for w in words if not w.isdigit())
    return game, tuple(sorted(int(w) for w in words if w.isdigit() and int(w) > 0))


@pytest.mark.parametrize("position", ["3 3", "1 1 1", "2 3 3", "kayles 3 3", "kayles 4 4 2", "0.137 6 6"])
@pytest.mark.parametrize("misere", [False, True])
def test_option_list_groups_the_moves_of_options(position, misere):
    # option_list against options (every move): the same moves, grouped by the position
    # they leave; each group one distinct option with its size, value and outcome.
    moves = grundy.options(position, misere=misere)
    groups = {}
    for m in moves:
        groups.setdefault(_piece_multiset(m["after"]), []).append(m)
    r = grundy.option_list(position, misere=misere)
    assert (r["count"], r["distinct"], r["listed"]) == (len(moves), len(groups), len(groups))
    for o in r["options"]:
        group = groups.pop(_piece_multiset(o["after"]))
        assert o["moves"] == len(group)
        assert {(m["value"], m["outcome"]) for m in group} == {(o["value"], o["outcome"])}
        assert o["move"] in {m["description"] for m in group}
    assert groups == {}


@pytest.mark.parametrize("position, args", [
    ("grundy-game 20", []),
    ("hex(0.3F) 20", []),
    ("spawning(1-9) 20", ["--max", "0"]),
    ("spawning(1-9) 20", ["--max", "3"]),
    ("kayles 4 4 2", []),
    ("1 1 1", ["--misere"]),
    ("0.137 6 + 3", ["--misere"]),
    ("turtles 2 5", ["--max", "3"]),
])
def test_option_list_is_the_commands_json(cli, position, args):
    expected = cli.json("options", position, "--json", *args)
    max_ = int(args[1]) if args[:1] == ["--max"] else 1000
    assert grundy.option_list(position, misere="--misere" in args, max=max_) == expected


def test_option_list_in_another_language_is_the_commands(cli):
    expected = cli.json("--lang", "ru", "options", "kayles 3 3", "--json")
    r = grundy.option_list("kayles 3 3", lang="ru")
    assert r == expected
    assert r["options"][0]["move"] != grundy.option_list("kayles 3 3")["options"][0]["move"]


def test_option_list_refusals():
    with pytest.raises(ValueError) as e:
        grundy.option_list("3 4 x5")
    assert e.value.column == 5 and e.value.token == "x5"
    assert "column 5" in str(e.value)
    with pytest.raises(ValueError, match="kayls"):
        grundy.option_list("kayls 3")
    with pytest.raises(ValueError, match="unknown language"):
        grundy.option_list("3", lang="xx")
    with pytest.raises(grundy.GrundyError, match="too many to count within 4000000 steps"):
        grundy.option_list("nim 100000000")
    with pytest.raises(grundy.GrundyError, match="4000000단계"):
        grundy.option_list("nim 100000000", lang="ko")
    with pytest.raises(grundy.GrundyError, match="cannot list its moves"):
        grundy.option_list("nim 100000000000000000000000")
    with pytest.raises(OverflowError):
        grundy.option_list("3", max=-1)


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
