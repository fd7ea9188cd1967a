#!/usr/bin/env bash
# Two app nodes on one PostgreSQL and one Redis behind nginx on 127.0.0.1 (scripts/cluster_check.py says
# what is checked). Exit 0: passed; 77: skipped (no PostgreSQL URL, nginx or Redis), with the reason.
set -euo pipefail
cd "$(dirname "$0")/.."
exec backend/.venv/bin/python scripts/cluster_check.py "$@"
