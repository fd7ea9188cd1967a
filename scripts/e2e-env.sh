# Settings shared by the e2e server and the e2e tests' calls to the `surfcamp` command.
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export E2E_PORT="${E2E_PORT:-8123}"
export E2E_DATA_DIR="${E2E_DATA_DIR:-$REPO_ROOT/data/e2e}"
export ENVIRONMENT=test
export DATABASE_URL="sqlite+aiosqlite:///$E2E_DATA_DIR/e2e.db"
export MEDIA_ROOT="$E2E_DATA_DIR/media"
export PUBLIC_BASE_URL="http://127.0.0.1:$E2E_PORT"
export RATE_LIMITS_ENABLED="${RATE_LIMITS_ENABLED:-false}"
# Every e2e traveller books from 127.0.0.1, one network: its hold limit across addresses would make
# the specs' requests hold nothing depending on which ran first (the limit has its backend tests).
export HOLD_MAX_PLACES_PER_NETWORK="${HOLD_MAX_PLACES_PER_NETWORK:-100000}"
export JOBS_INTERVAL_SECONDS=1
export SURFCAMP="$REPO_ROOT/backend/.venv/bin/surfcamp"
export MAPS_EMBED_BASE_URL=""
export CALENDAR_IMPORT_ALLOW_PRIVATE=true  # the availability spec serves its imported calendar from 127.0.0.1  # nothing is fetched from outside during tests: package pages show a map link
export LOG_REQUESTS=false  # the request lines (stderr) would fill the test report; the e2e tests read the outbox and the database, not the log
# Partners pay online against localstripe, a local stand-in for Stripe: e2e/payments.spec.ts starts it on
# this port and points its webhooks at the e2e server.
export STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:8434}"
export STRIPE_SECRET_KEY="${STRIPE_SECRET_KEY:-sk_test_e2e}"
export STRIPE_PUBLISHABLE_KEY="${STRIPE_PUBLISHABLE_KEY:-pk_test_e2e}"
export STRIPE_WEBHOOK_SECRET="${STRIPE_WEBHOOK_SECRET:-whsec_e2e}"
