"""The owner's invoices as PDFs in the owner's language: a subscription's invoice and a paid statement; another
camp's is not found, a month not paid has none, ids out of range are refused (never a 500)."""

from __future__ import annotations

from datetime import UTC, datetime

import httpx
import pytest
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import ProviderInvoice, User
from tests.owner.helpers import World
from tests.statements.helpers import OCTOBER, october_at_alpha, october_paid, pdf_text


async def an_invoice(camp_id: int) -> int:
    async with get_sessionmaker()() as session, session.begin():
        row = ProviderInvoice(
            camp_id=camp_id,
            provider="stripe",
            invoice_id=f"in_test_{camp_id}",
            subscription_id="sub_test",
            plan="pro-monthly",
            status="paid",
            amount_cents=4900,
            currency="EUR",
            period_start=datetime(2026, 10, 3, tzinfo=UTC),
            period_end=datetime(2026, 11, 3, tzinfo=UTC),
            issued_at=datetime(2026, 10, 3, tzinfo=UTC),
            paid_at=datetime(2026, 10, 3, tzinfo=UTC),
        )
        session.add(row)
        await session.flush()
        return row.id


async def speaks(user_id: int, language: str) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(User).where(User.id == user_id).values(language=language))


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["Invoice S-", "Pro Partner Monthly", "€49.00", "Paid on Oct 3, 2026", "in_test_"]),
        ("fr", ["Facture S-", "Partenaire Pro mensuel", "49,00 €", "Réglée le 3 oct. 2026"]),
        ("de", ["Rechnung S-", "Pro-Partner monatlich", "49,00 €", "Bezahlt am 03.10.2026"]),
    ],
)
async def test_an_owner_downloads_a_subscription_invoice_in_their_language(
    client: httpx.AsyncClient, world: World, language: str, expected: list[str]
) -> None:
    invoice_id = await an_invoice(world.a.camp.id)
    await speaks(world.a.owner_id, language)
    response = await client.get(f"/api/v1/owner/payments/invoices/{invoice_id}/pdf", headers=world.a.owner)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["cache-control"] == "no-store"
    text = pdf_text(response.content).replace("\u00a0", " ")
    for words in expected:
        assert words in text, (words, text)


async def test_another_camps_invoice_is_not_found(client: httpx.AsyncClient, world: World) -> None:
    invoice_id = await an_invoice(world.a.camp.id)
    for path in (
        f"/api/v1/owner/payments/invoices/{invoice_id}/pdf",
        f"/api/v1/owner/payments/invoices/{invoice_id + 99}/pdf",
    ):
        response = await client.get(path, headers=world.b.owner)
        assert (response.status_code, response.json()["error"]) == (404, "invoice_not_found"), response.text


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/owner/payments/invoices/99999999999999999999999999/pdf",
        "/api/v1/owner/payments/invoices/0/pdf",
        "/api/v1/owner/payments/invoices/-1/pdf",
        "/api/v1/owner/payments/invoices/abc/pdf",
        "/api/v1/owner/payments/invoices/" + "9" * 5000 + "/pdf",
        "/api/v1/owner/payments/statements/2026-13/invoice",
        "/api/v1/owner/payments/statements/" + "x" * 5000 + "/invoice",
        "/api/v1/owner/payments/statements/99999-01/pay",
    ],
)
async def test_huge_or_wrong_ids_are_refused_not_a_500(client: httpx.AsyncClient, world: World, path: str) -> None:
    method = "POST" if path.endswith("/pay") else "GET"
    response = await client.request(method, path, json={"setupId": "seti_1"}, headers=world.a.owner)
    assert response.status_code in (404, 422), (response.status_code, response.text[:200])


async def test_a_paid_statement_is_an_invoice_and_an_open_one_is_not(client: httpx.AsyncClient, world: World) -> None:
    path = f"/api/v1/owner/payments/statements/{OCTOBER}/invoice"
    await october_at_alpha(client, world)
    open_month = await client.get(path, headers=world.a.owner)
    assert (open_month.status_code, open_month.json()["error"]) == (404, "invoice_not_found")
    paid = await client.post(f"/api/v1/admin/statements/camps/{world.a.camp.id}/{OCTOBER}/paid", headers=world.admin)
    assert paid.status_code == 200, paid.text
    await speaks(world.a.owner_id, "de")
    response = await client.get(path, headers=world.a.owner)
    assert response.status_code == 200, response.text
    text = pdf_text(response.content).replace("\u00a0", " ")
    assert f"Rechnung C-{world.a.camp.id}-{OCTOBER}" in text
    assert "Banküberweisung, markiert von Admin" in text
    statement = paid.json()
    total = f"{statement['balance'].replace('.', ',')} €"
    assert total in text, (total, text)
    # Camp B's owner has no such month paid: not found, nothing of A's shown.
    other = await client.get(path, headers=world.b.owner)
    assert other.status_code == 404


async def test_october_paid_helper_invoice_in_english(client: httpx.AsyncClient, world: World) -> None:
    await october_paid(client, world)
    response = await client.get(f"/api/v1/owner/payments/statements/{OCTOBER}/invoice", headers=world.a.owner)
    text = pdf_text(response.content).replace("\u00a0", " ")
    assert "Bank transfer, marked by Admin" in text and "Commission on" in text
