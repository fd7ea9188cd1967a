#!/usr/bin/env bash
# Run `surfcamp` against the e2e server's database, e.g. `scripts/e2e-cli.sh mail last --to a@b.c --link`.
set -euo pipefail
source "$(dirname "$0")/e2e-env.sh"
exec "$SURFCAMP" "$@"
