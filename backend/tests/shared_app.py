"""One app with the test settings per test process, for the tests that read its routes and schema and
for the `app` fixture (tests/conftest.py). `create_app` costs most of a second of CPU, and each
pytest-xdist worker collects every module: six modules building their own app at import cost each
worker seconds before its first test."""

from __future__ import annotations

from functools import cache

from fastapi import FastAPI

from app.main import create_app


@cache
def default_app() -> FastAPI:
    return create_app()
