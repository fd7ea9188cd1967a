"""Every number a request takes is bounded: an id past the integer columns, a page number of 400
digits, a price of 1e400 or NaN is a 422 field error, never an OverflowError in the driver (500)."""

from __future__ import annotations

from decimal import Decimal

import httpx
import pytest

from app.kit.ratelimit import get_rate_limiter
from tests.kit.helpers import RawJson, RouteInput, route_inputs, server_errors, unrefused
from tests.security.helpers import build_marketplace
from tests.shared_app import default_app


def _is_number(target: RouteInput) -> bool:
    kind = target.annotation
    return isinstance(kind, type) and issubclass(kind, (int, float, Decimal)) and not issubclass(kind, bool)


NUMBER_INPUTS = [t for t in route_inputs(default_app()) if t.where in ("body", "query") and _is_number(t)]

EXTREMES = [
    RawJson(str(2**63)),
    RawJson(str(-(2**63) - 1)),
    RawJson("9" * 400),
    RawJson("1e400"),
    RawJson("-1e400"),
    RawJson("NaN"),
    RawJson("Infinity"),
    RawJson('"1e400"'),
    RawJson('"NaN"'),
    RawJson('"-Infinity"'),
    RawJson('"' + "9" * 400 + '"'),
]


@pytest.mark.parametrize("value", EXTREMES, ids=lambda v: str(v)[:20])
async def test_every_number_a_request_takes_refuses_an_extreme_value_with_a_field_error(
    walker: httpx.AsyncClient, value: RawJson
) -> None:
    market = await build_marketplace()
    get_rate_limiter().enabled = False
    targets = [t for t in NUMBER_INPUTS if t.where == "body" or not value.startswith('"')]
    failures = await unrefused(walker, market, targets, value)
    assert not failures, "\n".join(failures)


async def test_a_number_too_long_to_read_is_refused_with_the_body(walker: httpx.AsyncClient) -> None:
    """Past Python's 4,300 digits, json.loads refuses the number: the body is answered 400, not 500."""
    market = await build_marketplace()
    get_rate_limiter().enabled = False
    bodies = [t for t in NUMBER_INPUTS if t.where == "body"]
    assert await server_errors(walker, market, bodies, RawJson("9" * 5000)) == []
