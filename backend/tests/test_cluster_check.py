"""scripts/cluster-check.sh: two nodes on one PostgreSQL and Redis behind nginx (runs in the PostgreSQL pass of CI)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "cluster-check.sh"


def test_two_nodes_behind_nginx_share_places_limits_and_listings() -> None:
    url = os.environ.get("TEST_DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pytest.skip("the cluster check needs PostgreSQL: TEST_DATABASE_URL is not set")
    if shutil.which("nginx") is None and not Path("/usr/sbin/nginx").exists():
        pytest.skip("the cluster check needs nginx (apt-get install -y nginx; .ci/run installs it)")
    done = subprocess.run(  # noqa: S603 - our own script
        [str(SCRIPT)], capture_output=True, text=True, timeout=300, check=False, env={**os.environ}
    )
    output = done.stdout + done.stderr
    if done.returncode == 77:
        pytest.skip(output.strip().splitlines()[-1])
    assert done.returncode == 0, output[-4000:]
    assert "as written, TLS" in output
    assert "HSTS on pages and assets" in output
    assert "exactly 5 hold places" in output
    assert "rate limit shared" in output
    assert "all stored" in output
    assert "passed in" in output
