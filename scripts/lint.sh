#!/usr/bin/env bash
# `make lint`: the linters and type checkers of both halves, the backend's and the front end's side by
# side (each is one process: on two cores the pair takes about as long as the longer one). Prints each
# half's report after it ends; fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
(
  set -e
  backend/.venv/bin/ruff check backend bench
  backend/.venv/bin/ruff format --check backend bench
  cd backend
  .venv/bin/mypy app seed
  .venv/bin/lint-imports --no-logo
) >"$logs/backend" 2>&1 &
backend=$!
(cd frontend && npm run --silent lint) >"$logs/frontend" 2>&1 &
frontend=$!
wait "$backend"; backend_rc=$?
wait "$frontend"; frontend_rc=$?
echo "=== backend: ruff, mypy, import layers (exit $backend_rc)"; cat "$logs/backend"
echo "=== front end: tsc, ESLint, Prettier (exit $frontend_rc)"; cat "$logs/frontend"
echo "lint took $((SECONDS - started)) s"
[ "$backend_rc" -eq 0 ] && [ "$frontend_rc" -eq 0 ]
