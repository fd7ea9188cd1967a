"""The suite's own bookkeeping: the table of tests that run on both databases names real tests, and a
fixture that multiplies tests is defined once."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import BOTH_DATABASES

pytestmark = pytest.mark.runs_once

BACKEND = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("entry", BOTH_DATABASES)
def test_each_both_databases_entry_names_a_test_that_exists(entry: str) -> None:
    path, _, name = entry.partition("::")
    assert (BACKEND / path).exists(), f"{path} is gone: take it out of BOTH_DATABASES or name its new home"
    if name:
        function = name.split("[")[0]
        assert re.search(rf"def {function}\(", (BACKEND / path).read_text()), f"{entry}: no such test"


def test_parametrised_fixtures_are_defined_once() -> None:
    """A second `booking_writer` in a test module silently ran its tests again with each writer."""
    found: dict[str, list[str]] = {}
    for path in (BACKEND / "tests").rglob("*.py"):
        text = path.read_text()
        for match in re.finditer(r"@pytest\.fixture\([^)]*params=[^)]*\)\s*\n(?:async )?def (\w+)", text):
            found.setdefault(match.group(1), []).append(str(path.relative_to(BACKEND)))
    twice = {name: paths for name, paths in found.items() if len(paths) > 1}
    assert not twice, twice


def test_runs_once_is_named_only_in_the_test_modules_it_marks() -> None:
    """The SQLite pass beside PostgreSQL's imports only the modules that name `runs_once` (or are in
    BOTH_DATABASES: tests/conftest.py `pytest_ignore_collect`), and PostgreSQL's pass leaves `runs_once`
    out. A marker given any other way (a shared constant, a conftest) would make its tests run nowhere."""
    elsewhere = [
        str(path.relative_to(BACKEND))
        for path in (BACKEND / "tests").rglob("*.py")
        if "runs_once" in path.read_text()
        and not path.name.startswith("test_")
        and path != BACKEND / "tests" / "conftest.py"
    ]
    assert elsewhere == []
    conftest = (BACKEND / "tests" / "conftest.py").read_text()
    assert "mark.runs_once" not in conftest and "add_marker(pytest.mark.runs" not in conftest
