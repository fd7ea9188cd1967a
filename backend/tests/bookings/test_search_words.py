"""A one-word search of the bookings lists, read from the word index (app/bookings/search_words.py):
the bookings with a word that starts with the term, newest first, and the index following every write."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import delete, update

from app.db import get_sessionmaker
from app.models import Booking
from app.models.base import utcnow
from tests.admin.helpers import Office, booking, build_office

URL = "/api/v1/admin/bookings"


@pytest.fixture
async def office() -> Office:
    return await build_office()


async def _add(*rows: Booking) -> None:
    async with get_sessionmaker()() as session, session.begin():
        session.add_all(rows)


async def _refs(client: httpx.AsyncClient, headers: dict[str, str], **params: str | int) -> list[str]:
    response = await client.get(URL, params=params, headers=headers)
    assert response.status_code == 200, response.text
    return [b["bookingReference"] for b in response.json()["items"]]


async def test_a_word_finds_the_bookings_with_a_word_starting_with_it_newest_first(
    client: httpx.AsyncClient, office: Office
) -> None:
    now = utcnow()
    await _add(
        booking(None, "SC-LAM001", name="Anna Lambert", created_at=now - timedelta(days=3)),
        booking(None, "SC-LAM002", name="Paul Lamberti", created_at=now - timedelta(days=1)),
        booking(None, "SC-LAM003", name="Zoé Dubois", email="z.lambert2@mail.com", created_at=now - timedelta(days=2)),
        booking(None, "SC-LAM004", name="Noa Blambert", created_at=now),
        booking(None, "SC-LAM005", name="Lambert Lambertson", created_at=now - timedelta(days=4)),
    )
    headers = office["camp_admin"]
    # The name, a part of the address; two such words in one booking make one row.
    assert await _refs(client, headers, q="Lamb") == ["SC-LAM002", "SC-LAM003", "SC-LAM001", "SC-LAM005"]
    assert await _refs(client, headers, q="LAMBERT") == ["SC-LAM002", "SC-LAM003", "SC-LAM001", "SC-LAM005"]
    assert await _refs(client, headers, q="lamberti") == ["SC-LAM002"]
    # A word is found from its start: "Blambert" by its own name, not by "lambert" ...
    assert await _refs(client, headers, q="blambert") == ["SC-LAM004"]
    assert await _refs(client, headers, q="ambert") == []
    # ... and a longer term anywhere, as before (the trigram index).
    assert await _refs(client, headers, q="ambert lam") == ["SC-LAM005"]
    assert await _refs(client, headers, q="lambert2@") == ["SC-LAM003"]
    # None of them is Camp Alpha's: its owner finds none (the words' bookings joined to the reader's).
    owner = await client.get("/api/v1/owner/bookings", params={"q": "lamb"}, headers=office["camp_owner"])
    assert owner.status_code == 200 and owner.json()["items"] == []


async def test_a_status_and_the_reader_narrow_a_word_search(client: httpx.AsyncClient, office: Office) -> None:
    await _add(
        booking(None, "SC-MOV001", name="Ines Moreau"),
        booking(None, "SC-MOV002", name="Ines Moreau", status="confirmed"),
    )
    headers = office["camp_admin"]
    assert await _refs(client, headers, q="moreau", status="pending") == ["SC-MOV001"]
    assert await _refs(client, headers, q="moreau", status="confirmed") == ["SC-MOV002"]
    # The seeded bookings: the owner of Camp Alpha finds theirs, not Surf Bravo's.
    assert await _refs(client, headers, q="bravo") == ["SC-COMP01", "SC-CANC01"]
    for term, found in (("anna", ["SC-PEND01"]), ("bravo", [])):
        owner = await client.get("/api/v1/owner/bookings", params={"q": term}, headers=office["camp_owner"])
        assert [b["bookingReference"] for b in owner.json()["items"]] == found, term


async def test_the_word_index_follows_a_status_change_and_a_deletion_made_by_any_write(
    client: httpx.AsyncClient, office: Office
) -> None:
    """The index is kept by the database's triggers, so a write that is not the app's is followed too."""
    await _add(booking(None, "SC-TRG001", name="Yusuf Haddad"))
    headers = office["camp_admin"]
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(
            update(Booking).where(Booking.booking_reference == "SC-TRG001").values(status="confirmed")
        )
    assert await _refs(client, headers, q="haddad", status="pending") == []
    assert await _refs(client, headers, q="haddad", status="confirmed") == ["SC-TRG001"]
    # ... and a move through the back office.
    moved = await client.patch(
        f"{URL}/{office.booking_ids['SC-PEND01']}", json={"status": "confirmed"}, headers=headers
    )
    assert moved.status_code == 200, moved.text
    assert await _refs(client, headers, q="schmidt", status="confirmed") == ["SC-PEND01"]
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(delete(Booking).where(Booking.booking_reference == "SC-TRG001"))
    assert await _refs(client, headers, q="haddad") == []


async def test_a_word_search_pages_through_its_bookings_in_order(client: httpx.AsyncClient, office: Office) -> None:
    now = utcnow()
    await _add(
        *(booking(None, f"SC-PAG{i:03}", name=f"Léa Petit {i}", created_at=now - timedelta(hours=i)) for i in range(30))
    )
    headers = office["camp_admin"]
    first = await client.get(URL, params={"q": "petit", "pageSize": 25}, headers=headers)
    last = await client.get(URL, params={"q": "petit", "pageSize": 25, "page": 2}, headers=headers)
    assert first.json()["total"] == last.json()["total"] == 30 and first.json()["totalExact"] is True
    listed = [b["bookingReference"] for b in first.json()["items"] + last.json()["items"]]
    assert listed == [f"SC-PAG{i:03}" for i in range(30)]  # newest first, page 2 read from the end
    export = await client.get(f"{URL}/export", params={"q": "petit"}, headers=headers)
    assert export.status_code == 200 and export.text.index("SC-PAG000") < export.text.index("SC-PAG029")
