#!/usr/bin/env bash
# `npm run e2e` (make test): the end-to-end suite in two passes against one server.
#   1. the specs that share the server (projects crawl and chromium, E2E_WORKERS workers);
#   2. the specs that cannot share it with anything (project alone, one at a time), after the first
#      pass, even when it failed, so both report.
# The server (scripts/e2e-server.sh: a fresh SQLite database, migrated and seeded, the built front end)
# is started once here for both passes, not by Playwright once per pass; its log goes to a file
# (printed, last lines, when a pass fails). With E2E_BASE_URL set, that server is used instead.
# Extra arguments go to both passes (e.g. a spec file, --grep).
set -uo pipefail
cd "$(dirname "$0")/../frontend"
source ../scripts/e2e-env.sh
started=$SECONDS
up() { "$REPO_ROOT/backend/.venv/bin/python" -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' "$E2E_BASE_URL/api/v1/health" 2>/dev/null; }
log="${E2E_SERVER_LOG:-$E2E_DATA_DIR.log}"
server=
if [ -z "${E2E_BASE_URL:-}" ]; then
  export E2E_BASE_URL="http://127.0.0.1:$E2E_PORT"
  if up; then
    echo "e2e: port $E2E_PORT already answers; stop that server or set E2E_PORT" >&2
    exit 1
  fi
  mkdir -p "$(dirname "$log")"
  bash ../scripts/e2e-server.sh >"$log" 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null' EXIT
  # The seed renders 133 images: up to minutes on a machine busy with other work.
  for _ in $(seq 1 600); do
    up && break
    kill -0 "$server" 2>/dev/null || { echo "e2e: the server did not start:" >&2; tail -40 "$log" >&2; exit 1; }
    sleep 1
  done
  echo "e2e: server ready in $((SECONDS - started)) s (log: $log)"
fi
npx playwright test --pass-with-no-tests --project=crawl --project=chromium "$@"
shared=$?
E2E_ALONE_PASS=1 npx playwright test --pass-with-no-tests --project=alone "$@"
alone=$?
echo "e2e took $((SECONDS - started)) s (shared pass exit $shared, alone pass exit $alone)"
if [ "$shared" -ne 0 ] || [ "$alone" -ne 0 ]; then
  [ -n "$server" ] && { echo "--- last lines of the server's log ($log)"; tail -60 "$log"; }
  exit 1
fi
