from __future__ import annotations

import httpx

from app.kit.dates import horizon_end


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
    # The screens' calendars end on the day the server's request dates do (app/kit/dates.py).
    assert body["lastStartDate"] == horizon_end().isoformat()
