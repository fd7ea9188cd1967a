# Surf camp marketplace: `make run` serves the whole site, `make test` runs every test.
SHELL := /bin/bash
PYTHON ?= python3
VENV := backend/.venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test check dev lint bench install backend-deps frontend-deps frontend-build migrate seed \
        test-backend test-frontend test-e2e check-api attack

install: backend-deps frontend-deps

# Reinstall only when the dependency list changed. uv installs the pinned list in seconds where pip
# takes minutes; where uv cannot be had or cannot reach the index, pip does it.
UV_VERSION := 0.13.9
$(VENV)/.installed: backend/pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	{ $(BIN)/python -m pip install --quiet --disable-pip-version-check 'uv==$(UV_VERSION)' && \
	  $(BIN)/uv pip install --quiet --python $(BIN)/python -e 'backend[dev]'; } || \
	{ echo "uv did not install the dependencies: pip does"; \
	  $(BIN)/python -m pip install --quiet --upgrade pip && $(BIN)/python -m pip install --quiet -e 'backend[dev]'; }
	@touch $@
backend-deps: $(VENV)/.installed

# `npm install` rather than `npm ci`: it follows the committed lockfile too, and npm ci refuses
# lockfiles whose optional per-platform packages were resolved on another kind of machine.
frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund
	@touch $@
frontend-deps: frontend/node_modules/.installed

frontend-build: frontend-deps
	cd frontend && npm run build

migrate: backend-deps
	$(BIN)/surfcamp migrate

seed: migrate
	$(BIN)/surfcamp seed

run: install frontend-build seed
	@echo "Serving http://$(HOST):$(PORT)"
	$(BIN)/surfcamp serve --host $(HOST) --port $(PORT)

dev: install migrate
	@trap 'kill 0' EXIT; \
	$(BIN)/surfcamp serve --host $(HOST) --port $(PORT) --reload & \
	(cd frontend && npm run dev) & \
	wait

# ruff, mypy and the import layers beside tsc, ESLint and Prettier (scripts/lint.sh).
lint: install
	scripts/lint.sh

# SQLite and PostgreSQL runs side by side (scripts/test-backend.sh); PostgreSQL when TEST_DATABASE_URL is set.
test-backend: backend-deps
	scripts/test-backend.sh

check-api: install
	cd frontend && npm run check:api

test-frontend: frontend-deps
	cd frontend && npm test

test-e2e: install frontend-build
	cd frontend && npm run e2e

test: install lint test-backend check-api test-frontend test-e2e

# The edit loop (< 3 min): lint and types, the unit tests related to the change and the backend tests
# of the domains it touches (scripts/check.sh; CHECK_BASE=main for a branch's whole change).
check: install
	scripts/check.sh

# The attacks of issue 31 rerun against a real server (bench/attack-results.md).
attack: install
	$(BIN)/python bench/attack.py

# Performance figures (not part of `make test`): needs wrk, nginx and chromium (Debian packages).
bench: install frontend-build
	@command -v wrk >/dev/null && command -v nginx >/dev/null && test -x /usr/bin/chromium || \
		(apt-get install -y -qq wrk nginx chromium >/dev/null)
	cd bench && npm install --no-audit --no-fund
	$(BIN)/python bench/bench.py
