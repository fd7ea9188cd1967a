#!/usr/bin/env bash
# The backend for the end-to-end tests: a fresh SQLite database with the demo catalogue, the built
# front end, mail kept in the outbox. Playwright starts it (frontend/playwright.config.ts).
set -euo pipefail
source "$(dirname "$0")/e2e-env.sh"
rm -rf "$E2E_DATA_DIR"
mkdir -p "$E2E_DATA_DIR"
# The tests' `surfcamp` commands, forked from one process that imported the app once
# (scripts/e2e_cli_server.py); it ends with the server, whose pid `exec` keeps.
"$REPO_ROOT/backend/.venv/bin/python" "$REPO_ROOT/scripts/e2e_cli_server.py" "$E2E_DATA_DIR/cli.sock" &
"$SURFCAMP" migrate
"$SURFCAMP" seed >/dev/null
exec "$SURFCAMP" serve --host 127.0.0.1 --port "$E2E_PORT"
