"""The package itself: every public function documented and in the type stubs."""

import ast
import pathlib

import grundy


def test_every_public_name_has_a_docstring_and_a_stub():
    stubs = pathlib.Path(grundy.__file__).with_name("__init__.pyi")
    assert stubs.exists() and stubs.with_name("py.typed").exists()
    tree = ast.parse(stubs.read_text())
    stubbed = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    for name in grundy.__all__:
        obj = getattr(grundy, name)
        assert (obj.__doc__ or "").strip(), f"{name} has no docstring"
        assert name in stubbed, f"{name} is not in __init__.pyi"


def test_the_rust_half_documents_itself():
    from grundy import _grundy
    for name in ["analyze_json", "options", "sequence", "genus_json", "quotient_json", "solve", "games"]:
        assert getattr(_grundy, name).__doc__, name


def test_games_are_the_registrys():
    names = grundy.games()
    assert {"nim", "kayles", "sub", "wythoff"} <= set(names)
