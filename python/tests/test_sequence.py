"""sequence: the values as a NumPy array equal to `grundy seq`'s, checked against an
independent pure-Python computation of octal games; period and certificate; census."""

import xml.etree.ElementTree as ET

import numpy as np
import pytest

import grundy


def octal_values(code: str, upto: int) -> list:
    """G(0..=upto) of an octal game by the definition: digit d_k of code 0.d1d2… allows
    removing k counters leaving 0 heaps (bit 1), 1 heap (bit 2) or 2 heaps (bit 4)."""
    digits = [int(c) for c in code.split(".")[1]]
    g = []
    for n in range(upto + 1):
        seen = set()
        for k, d in enumerate(digits, start=1):
            if k > n:
                break
            rest = n - k
            if d & 1 and rest == 0:
                seen.add(0)
            if d & 2 and rest > 0:
                seen.add(g[rest])
            if d & 4 and rest >= 2:
                for a in range(1, rest // 2 + 1):
                    seen.add(g[a] ^ g[rest - a])
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


@pytest.mark.parametrize("code", ["0.137", "0.77", "0.07", "0.4", "0.6", "0.33"])
def test_values_are_the_definitions(code):
    s = grundy.sequence(code, upto=300)
    assert isinstance(s, np.ndarray) and isinstance(s, grundy.Sequence)
    assert s.tolist() == octal_values(code, 300)


def test_subtraction_game_values():
    s = grundy.sequence("sub(1,3,4)", upto=200)
    assert s.tolist() == [[0, 1, 0, 1, 2, 3, 2][n % 7] for n in range(201)]


@pytest.mark.parametrize("game,upto", [("0.137", 5000), ("kayles", 3000), ("grundy-game", 2000),
                                       ("sub(2,5,7)", 1000), ("0.007", 4000)])
def test_values_are_the_commands(cli, game, upto):
    rows = cli.text("seq", game, "--upto", str(upto), "--csv").split()
    expected = [int(r.split(",")[1]) for r in rows[1:]]
    assert grundy.sequence(game, upto=upto).tolist() == expected
    assert grundy.sequence(game, upto=upto, period=True).tolist() == expected


def test_a_million_values_past_a_proved_period():
    s = grundy.sequence("0.137", upto=10**6, period=True)
    assert s.shape == (10**6 + 1,) and s.dtype == np.uint16
    p = s.period
    assert (p["preperiod"], p["period"], p["saltus"], s.certified) == (52, 34, 0, True)
    assert s.certificate.startswith("Guy–Smith periodicity theorem")
    # Past the preperiod every value repeats with the period, all the way.
    assert np.array_equal(s[52 + 34:], s[52:-34])
    # The statistics count every value.
    assert s.stats["count"] == 10**6 + 1
    assert sum(f["count"] for f in s.stats["frequencies"]) == 10**6 + 1
    assert s[:10].certified  # a view keeps the attributes


def test_period_report_is_the_commands(cli):
    expected = cli.json("seq", "0.137", "--period", "--json")
    s = grundy.sequence("0.137", period=True)
    assert s.period == expected["period"]
    assert s.report["game"] == expected["game"] and s.report["code"] == expected["code"]


def test_a_subtraction_game_with_64_bit_values_is_uint64():
    s = grundy.sequence("allbut(1,2)", upto=50)
    assert s.dtype in (np.uint16, np.uint64)
    assert s.tolist() == grundy.sequence("allbut(1,2)", upto=50, period=True).tolist()


def test_bad_games_are_value_errors():
    with pytest.raises(ValueError):
        grundy.sequence("nim", upto=10)
    with pytest.raises(ValueError):
        grundy.sequence("0.9", upto=10)
    with pytest.raises(ValueError):
        grundy.sequence("kayles", upto=1 << 30)


def test_sequence_display():
    s = grundy.sequence("0.137", upto=500, period=True)
    svg = s._repr_svg_()
    root = ET.fromstring(svg)
    assert root.get("width") == "1000"
    assert 'class="shade-period"' in svg and 'class="shade-pre"' in svg
    assert "period 34" in s._repr_html_()


def test_census_with_progress():
    seen = []
    rows = grundy.census(["0.07", "0.137", "sub(1,2)"], upto=4096,
                         progress=lambda done, total, code: seen.append((done, total, code)))
    assert seen == [(1, 3, "0.07"), (2, 3, "0.137"), (3, 3, "sub(1,2)")]
    assert [(r["period"], r["certified"]) for r in rows] == [(34, True), (34, True), (3, True)]
