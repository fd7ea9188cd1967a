"""Every failure answers the same JSON shape."""

from __future__ import annotations

import httpx

from app.kit.ratelimit import RedisCounter, get_rate_limiter


async def test_unknown_api_path_is_a_json_404(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/nothing-here")
    assert response.status_code == 404
    assert response.json() == {"error": "not_found", "detail": "Not found."}


async def test_wrong_method_uses_the_error_shape(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/auth/login")
    assert response.status_code == 405
    assert response.json()["error"] == "method_not_allowed"


async def test_malformed_json_is_a_validation_error_not_a_crash(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/auth/login", content=b"{not json", headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["error"] == "validation_error"


async def test_wrong_types_name_the_field(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/v1/auth/login", json={"email": ["a"], "password": 5})
    assert response.status_code == 422
    assert set(response.json()["fields"]) == {"email", "password"}


async def test_redis_down_is_a_503_with_retry_after_not_a_server_error(client: httpx.AsyncClient) -> None:
    # Nothing listens on port 1: refused at once. conftest puts a fresh memory counter back.
    get_rate_limiter().counter = RedisCounter("redis://127.0.0.1:1/0")
    response = await client.post("/api/v1/auth/login", json={"email": "a@example.com", "password": "x"})
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    assert response.json()["error"] == "service_unavailable"
