"""The owner's bookings CSV and the one booking the e-mails link: their camp's only, whatever they ask."""

from __future__ import annotations

import csv
import io

import httpx
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import Booking, User
from tests.owner.helpers import World

URL = "/api/v1/owner/bookings"


def rows_of(response: httpx.Response) -> list[list[str]]:
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv")
    return list(csv.reader(io.StringIO(response.text.removeprefix("\ufeff"))))


async def test_an_owner_exports_only_their_camps_bookings(client: httpx.AsyncClient, world: World) -> None:
    rows = rows_of(await client.get(f"{URL}/export", headers=world.a.owner))
    assert sorted(r[0] for r in rows[1:]) == ["SC-ACANC1", "SC-ACONF1", "SC-APEND1"]
    # Searching for the other camp's booking finds nothing: the principal scopes the query.
    other = rows_of(await client.get(f"{URL}/export", params={"q": "SC-BPEND1"}, headers=world.a.owner))
    assert other[1:] == []
    pending = rows_of(await client.get(f"{URL}/export", params={"status": "pending"}, headers=world.b.owner))
    assert [r[0] for r in pending[1:]] == ["SC-BPEND1"]


async def test_the_file_is_in_the_owners_account_language_and_escapes_formulas(
    client: httpx.AsyncClient, world: World
) -> None:
    async with get_sessionmaker()() as session:
        await session.execute(update(User).where(User.id == world.a.owner_id).values(language="fr"))
        await session.execute(
            update(Booking).where(Booking.id == world.a.pending.id).values(full_name="=1+1", add_ons=["surf-photos"])
        )
        await session.commit()
    response = await client.get(f"{URL}/export", params={"status": "pending"}, headers=world.a.owner)
    assert 'filename="reservations-' in response.headers["content-disposition"]
    header, row = rows_of(response)
    cell = dict(zip(header, row, strict=True))
    assert cell["Voyageur"] == "'=1+1" and cell["Statut"] == "en attente" and cell["Options"] == "Photos de surf"
    assert cell["Montant (EUR)"] == "400.00" and cell["Devise"] == "EUR"


async def test_the_linked_booking_is_read_only_by_its_camp(client: httpx.AsyncClient, world: World) -> None:
    mine = await client.get(f"{URL}/{world.a.pending.id}", headers=world.a.owner)
    assert mine.status_code == 200 and mine.json()["bookingReference"] == "SC-APEND1"
    theirs = await client.get(f"{URL}/{world.b.pending.id}", headers=world.a.owner)
    assert theirs.status_code == 404 and theirs.json()["error"] == "booking_not_found"
