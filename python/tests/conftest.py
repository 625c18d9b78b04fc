"""The `grundy` command, to compare the package's answers with the command's.

GRUNDY_BIN names it; else the release build of the repository (target/release/grundy,
or $CARGO_TARGET_DIR/release/grundy). The tests that need it are skipped without it,
unless GRUNDY_REQUIRE_CLI=1 (as .ci/run sets), where its absence fails them.
"""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _find_cli():
    named = os.environ.get("GRUNDY_BIN")
    if named:
        return named
    for target in (os.environ.get("CARGO_TARGET_DIR"), str(ROOT / "target")):
        if target:
            path = pathlib.Path(target) / "release" / "grundy"
            if path.exists():
                return str(path)
    return None


@pytest.fixture(scope="session")
def cli():
    path = _find_cli()
    if path is None:
        if os.environ.get("GRUNDY_REQUIRE_CLI") == "1":
            pytest.fail("the grundy command is not built (cargo build --release)")
        pytest.skip("the grundy command is not built (cargo build --release)")

    class Cli:
        def text(self, *args):
            env = dict(os.environ, LANG="C", LC_ALL="C")
            done = subprocess.run([path, *args], capture_output=True, text=True, env=env, check=True)
            return done.stdout

        def json(self, *args):
            return json.loads(self.text(*args))

    return Cli()


@pytest.fixture
def ctrl_c():
    """Ctrl-C raises KeyboardInterrupt during the test, whatever the process inherited.

    Python installs its KeyboardInterrupt handler only where SIGINT was not ignored when
    it started; a process started in the background by a shell without job control (a
    CI script run with `nohup … &`) ignores SIGINT, and `_thread.interrupt_main()` then
    does nothing. The handler is installed for the test and the old one put back.
    """
    import signal

    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, old)
