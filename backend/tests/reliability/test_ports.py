"""The reliability tests' servers get ports no other run of the suite uses at the same time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.support import pick_port

pytestmark = pytest.mark.runs_once
BACKEND = Path(__file__).parents[2]
OTHER_RUN = "from tests.reliability.support import pick_port; print(pick_port(8191, 8194))"


def test_two_runs_of_the_suite_at_once_never_get_the_same_port() -> None:
    mine = pick_port(8191, 8194)
    # `make test` runs the SQLite and the PostgreSQL passes side by side: the other pass asks while
    # this one holds its port but has not started its server on it yet.
    other = int(subprocess.check_output([sys.executable, "-c", OTHER_RUN], cwd=BACKEND, text=True))  # noqa: S603 - our own interpreter and code
    assert other != mine
    assert pick_port(8191, 8194) == mine  # this run may use its port again for its next server
