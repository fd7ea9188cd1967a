#!/usr/bin/env bash
# The backend tests. With TEST_DATABASE_URL (PostgreSQL, what production runs) the whole suite runs
# there once, and SQLite, the embedded default, runs beside it only the tests that can differ between
# the two (marked both_databases: tests/conftest.py BOTH_DATABASES) and those that need no particular
# database (runs_once). Without TEST_DATABASE_URL the whole suite runs on SQLite.
# Each run has its own database, media folder and ports; prints both reports and fails if either failed.
# Extra arguments go to both runs (a path, -k, -x); COVERAGE=1 records line coverage (backend/.coverage).
set -uo pipefail
cd "$(dirname "$0")/../backend"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
pytest=(.venv/bin/python -m pytest --durations=12 --durations-min=5)
if [ "${COVERAGE:-}" = 1 ]; then
  rm -f .coverage .coverage.*
  pytest=(.venv/bin/python -m coverage run --parallel-mode --source=app -m pytest)
fi
# Each pass is spread over pytest-xdist workers, a test at a time, an idle worker taking tests queued
# for a busy one (worksteal: the long walks, the seed and the real-server tests do not end up queued
# behind each other). Each worker has its own database (tests/conftest.py). More workers than cores:
# much of a test's time is spent waiting (on the database, on servers it started, on subprocesses).
many=(-n "${BACKEND_WORKERS:-3}" --dist worksteal)
beside=(-n "${SQLITE_WORKERS:-2}" --dist worksteal)  # SQLite's selection, beside PostgreSQL's pass
if [ "${COVERAGE:-}" = 1 ]; then many=(); beside=(); fi  # coverage follows one process
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  sqlite_tests=("${beside[@]}" -m "(both_databases or runs_once) and not strictest_database")
  beside_env=(SURFCAMP_TESTS_BESIDE=1)  # its workers skip the modules that hold none of its tests (tests/conftest.py)
  "${pytest[@]}" -q -p no:cacheprovider "${many[@]}" -m "not runs_once" "$@" >"$logs/postgres" 2>&1 &
  postgres=$!
else
  sqlite_tests=("${many[@]}")
  beside_env=()
fi
env -u TEST_DATABASE_URL "${beside_env[@]}" "${pytest[@]}" -q -p no:cacheprovider "${sqlite_tests[@]}" "$@" >"$logs/sqlite" 2>&1 &
sqlite=$!
wait "$sqlite"; sqlite_rc=$?
# pytest exits 5 when a selection holds no test (a path with nothing for SQLite to add): not a failure.
[ "$sqlite_rc" -eq 5 ] && sqlite_rc=0
echo "=== backend tests on SQLite (exit $sqlite_rc)"; cat "$logs/sqlite"
postgres_rc=0
if [ -n "${postgres:-}" ]; then
  wait "$postgres"; postgres_rc=$?
  [ "$postgres_rc" -eq 5 ] && postgres_rc=0
  echo "=== backend tests on PostgreSQL (exit $postgres_rc)"; cat "$logs/postgres"
else
  echo "=== TEST_DATABASE_URL not set: the whole suite ran on SQLite"
fi
echo "backend tests took $((SECONDS - started)) s"
if [ "${COVERAGE:-}" = 1 ]; then
  .venv/bin/python -m coverage combine -q && .venv/bin/python -m coverage report --skip-covered --sort=cover | tail -25
fi
[ "$sqlite_rc" -eq 0 ] && [ "$postgres_rc" -eq 0 ]
