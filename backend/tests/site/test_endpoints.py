from __future__ import annotations

import httpx


async def test_health_checks_the_database(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/v1/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}


async def test_site_config_is_the_one_source_of_promises_and_contacts(client: httpx.AsyncClient) -> None:
    body = (await client.get("/api/v1/site-config")).json()
    assert body["confirmationHours"] == 24
    assert body["cancellationPolicy"] == {"freeUntilHours": 72, "partialUntilHours": 24, "partialRefundPercent": 50}
    assert body["groupDiscount"] is None
    assert [(c["code"], c["symbol"], c["rate"]) for c in body["currencies"]] == [
        ("EUR", "€", "1"),
        ("USD", "$", "1.1"),
        ("GBP", "£", "0.85"),
    ]
    assert [p["id"] for p in body["plans"]] == ["free", "pro-monthly", "pro-yearly"]
    assert body["paymentProviderEnabled"] is False


async def test_every_response_carries_the_security_headers(client: httpx.AsyncClient) -> None:
    for path in ("/api/v1/health", "/api/v1/nothing", "/some/page"):
        headers = (await client.get(path)).headers
        csp = headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp.split("script-src", 1)[1].split(";")[0]
        assert "frame-ancestors 'none'" in csp
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
        assert "strict-transport-security" not in headers  # only in production


async def test_cors_is_closed_by_default(client: httpx.AsyncClient) -> None:
    response = await client.options(
        "/api/v1/health", headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"}
    )
    assert "access-control-allow-origin" not in response.headers
