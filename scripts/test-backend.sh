#!/usr/bin/env bash
# The backend tests on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL, both at once (each
# run has its own database, media folder and ports); prints both reports and fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/../backend"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
# Tests marked runs_once need no particular database: the SQLite pass runs them. Tests marked
# strictest_database fuzz every route: the PostgreSQL pass runs them when there is one.
sqlite_only=()
[ -n "${TEST_DATABASE_URL:-}" ] && sqlite_only=(-m "not strictest_database")
env -u TEST_DATABASE_URL .venv/bin/python -m pytest -q -p no:cacheprovider "${sqlite_only[@]}" "$@" >"$logs/sqlite" 2>&1 &
sqlite=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  .venv/bin/python -m pytest -q -p no:cacheprovider -m "not runs_once" "$@" >"$logs/postgres" 2>&1 &
  postgres=$!
fi
wait "$sqlite"; sqlite_rc=$?
echo "=== backend tests on SQLite (exit $sqlite_rc)"; cat "$logs/sqlite"
postgres_rc=0
if [ -n "${postgres:-}" ]; then
  wait "$postgres"; postgres_rc=$?
  echo "=== backend tests on PostgreSQL (exit $postgres_rc)"; cat "$logs/postgres"
else
  echo "=== TEST_DATABASE_URL not set: PostgreSQL run skipped"
fi
echo "backend tests took $((SECONDS - started)) s"
[ "$sqlite_rc" -eq 0 ] && [ "$postgres_rc" -eq 0 ]
