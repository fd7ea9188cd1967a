#!/usr/bin/env bash
# `make check`: the edit loop's answer in under three minutes. Lint and types of the whole tree, the
# front-end unit tests related to the change, and the backend tests of the domains the change touches
# (on SQLite). The change is what differs from CHECK_BASE (default HEAD: the uncommitted work), with the
# files git does not track yet. `make test` is the whole suite.
set -uo pipefail
cd "$(dirname "$0")/.."
base=${CHECK_BASE:-HEAD}
started=$SECONDS
failed=()
step() { # name, command...
  local name=$1 t=$SECONDS
  shift
  if "$@"; then echo "--- $name: ok ($((SECONDS - t)) s)"; else echo "--- $name: FAILED ($((SECONDS - t)) s)"; failed+=("$name"); fi
}
# A step run beside the others (tsc, the longest, on the second core): its report comes at the end.
beside_logs=$(mktemp -d)
trap 'rm -rf "$beside_logs"' EXIT
beside=()
step_beside() { # name, command...
  local name=$1
  shift
  step "$name" "$@" >"$beside_logs/${#beside[@]}" 2>&1 || true
}

mapfile -t changed < <({ git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u)
echo "make check: ${#changed[@]} changed file(s) against $base"

backend_tests() { # the backend test paths the changed files ask for, one a line
  local f rest domain
  for f in "${changed[@]}"; do
    case $f in
      backend/tests/*/*.py)
        rest=${f#backend/}
        case $(basename "$rest") in
          test_*.py) echo "$rest" ;;
          *) echo "$(dirname "$rest")" ;; # a helper or conftest: its folder
        esac ;;
      backend/tests/test_*.py) echo "${f#backend/}" ;;
      backend/tests/*.py) echo tests ;; # the harness itself: everything
      backend/migrations/*) echo tests/migrations ;;
      backend/app/models/*) echo tests/migrations; echo tests/test_integrity_errors.py ;;
      backend/app/*/*)
        rest=${f#backend/app/}
        domain=${rest%%/*}
        [ -d "backend/tests/$domain" ] && echo "tests/$domain"
        # a route file: who may call it
        case $rest in *routes*.py | *endpoints*.py | */api.py | */deps.py | auth/*) echo tests/security/test_authorization_matrix.py ;; esac ;;
      backend/app/*.py)
        rest=$(basename "$f" .py)
        [ -f "backend/tests/test_$rest.py" ] && echo "tests/test_$rest.py" ;;
      backend/seed/*) echo tests/seed ;;
    esac
  done | sort -u
}

step "ruff" bash -c 'backend/.venv/bin/ruff check backend bench && backend/.venv/bin/ruff format --check -q backend bench'
step "mypy" bash -c 'cd backend && .venv/bin/mypy app seed'
step "import layers" bash -c 'cd backend && .venv/bin/lint-imports --no-logo >/dev/null'
# The front end's types only when the change touches the front end: a backend-only change waited
# minutes for a `tsc -b` that could not fail (418 s of a 423 s check at load 25, 30 Nov).
if printf '%s\n' "${changed[@]}" | grep -q '^frontend/'; then
  { step_beside "types (tsc)" bash -c 'cd frontend && npm run --silent typecheck'; } &
  beside+=($!)
fi
mapfile -t front < <(printf '%s\n' "${changed[@]}" | grep -E '^frontend/(src|e2e|build|scripts)/.*\.(ts|tsx|mjs|css)$' | sed 's#^frontend/##')
if [ ${#front[@]} -gt 0 ]; then
  existing=()
  for f in "${front[@]}"; do [ -f "frontend/$f" ] && existing+=("$f"); done
  if [ ${#existing[@]} -gt 0 ]; then
    step "eslint and prettier (changed files)" bash -c 'cd frontend && npx eslint "$@" && npx prettier --check --log-level warn "$@"' _ "${existing[@]}"
  fi
  # A change to the dictionaries only (src/i18n/<part>/{en,fr,de}.ts): every rendering test imports them
  # (~78 files, ~4-5 min on a busy machine), so instead the i18n tests (keys, placeholders, untranslated
  # texts: src/i18n/i18n.test.ts) and the test files that mention a text the change removed or altered.
  dictionaries=$(printf '%s\n' "${front[@]}" | grep -cE '^src/i18n/[a-z-]+/(en|fr|de)\.ts$')
  if [ "$dictionaries" -eq ${#front[@]} ]; then
    mapfile -t texts < <(git diff "$base" -- "${front[@]/#/frontend/}" | grep -E "^-[^-]" | grep -oE ":[[:space:]]*'[^']{4,}'" | sed -E "s/^:[[:space:]]*'(.*)'$/\1/" | sort -u)
    mapfile -t mentioning < <(for text in "${texts[@]}"; do grep -rlF --include='*.test.ts' --include='*.test.tsx' -- "$text" frontend/src; done | sed 's#^frontend/##' | sort -u)
    echo "dictionary change: src/i18n and ${#mentioning[@]} test file(s) naming a changed text"
    step "vitest (i18n and the texts changed)" bash -c 'cd frontend && npx vitest run src/i18n "$@"' _ "${mentioning[@]}"
  else
    # Vitest's own graph: the test files that import a changed file.
    step "vitest (related)" bash -c "cd frontend && npx vitest run --changed '$base' --passWithNoTests"
  fi
fi
mapfile -t tests < <(backend_tests)
if [ ${#tests[@]} -gt 0 ]; then
  echo "backend tests: ${tests[*]}"
  step "backend tests (SQLite)" bash -c 'cd backend && env -u TEST_DATABASE_URL .venv/bin/python -m pytest -q -p no:cacheprovider "$@"' _ "${tests[@]}"
fi
for i in "${!beside[@]}"; do
  wait "${beside[$i]}"
  cat "$beside_logs/$i"
  grep -q -- "^--- .*: FAILED" "$beside_logs/$i" && failed+=("$(sed -n 's/^--- \(.*\): FAILED.*/\1/p' "$beside_logs/$i")")
done
echo "make check took $((SECONDS - started)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
