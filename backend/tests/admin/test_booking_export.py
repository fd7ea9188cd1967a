"""The back office's bookings CSV: the list's filters, the reader's language, cells safe in a spreadsheet."""

from __future__ import annotations

import csv
import io
from datetime import date, timedelta

import httpx
from sqlalchemy import update

from app.db import get_sessionmaker
from app.models import Booking
from tests.admin.helpers import Office

URL = "/api/v1/admin/bookings"


def rows_of(response: httpx.Response) -> list[list[str]]:
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv")
    assert response.headers["cache-control"] == "no-store"
    assert response.text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(response.text[1:])))


async def test_the_export_is_the_filtered_list_in_the_readers_language(
    client: httpx.AsyncClient, office: Office
) -> None:
    english = rows_of(await client.get(f"{URL}/export", params={"lang": "en"}, headers=office["camp_admin"]))
    assert english[0][:4] == ["Reference", "Requested on", "Status", "Guest"]
    assert sorted(r[0] for r in english[1:]) == ["SC-CANC01", "SC-COMP01", "SC-CONF01", "SC-PEND01"]

    response = await client.get(
        f"{URL}/export", params={"lang": "de", "q": "bravo", "status": "cancelled"}, headers=office["camp_admin"]
    )
    assert 'filename="buchungen-' in response.headers["content-disposition"]
    german = rows_of(response)
    header, [row] = german[0], german[1:]
    assert header[:4] == ["Buchungsnummer", "Angefragt am", "Status", "Gast"]
    cell = dict(zip(header, row, strict=True))
    assert cell["Buchungsnummer"] == "SC-CANC01" and cell["Status"] == "storniert" and cell["Gast"] == "Carla Diaz"
    arrival = date.today() + timedelta(days=30)
    assert cell["Anreise"] == arrival.isoformat() and cell["Abreise"] == (arrival + timedelta(days=7)).isoformat()
    assert cell["Betrag (EUR)"] == "1000.00" and cell["Tage"] == "7" and cell["Personen"] == "2"

    french = rows_of(await client.get(f"{URL}/export", params={"lang": "fr"}, headers=office["camp_admin"]))
    assert french[0][:3] == ["Référence", "Demandée le", "Statut"]


async def test_the_export_follows_the_date_range_of_the_list(client: httpx.AsyncClient, office: Office) -> None:
    day = date.today() + timedelta(days=300)  # within the booking horizon, like every date a request takes
    async with get_sessionmaker()() as session:
        await session.execute(update(Booking).where(Booking.booking_reference == "SC-CONF01").values(start_date=day))
        await session.commit()
    window = {"startsFrom": (day - timedelta(days=9)).isoformat(), "startsTo": day.isoformat()}
    listed = (await client.get(URL, params=window, headers=office["camp_admin"])).json()
    assert [b["bookingReference"] for b in listed["items"]] == ["SC-CONF01"]
    exported = rows_of(await client.get(f"{URL}/export", params=window, headers=office["camp_admin"]))
    assert [r[0] for r in exported[1:]] == ["SC-CONF01"]
    after = {"startsFrom": (day + timedelta(days=1)).isoformat()}
    later = (await client.get(URL, params=after, headers=office["camp_admin"])).json()
    assert later["total"] == 0


async def test_a_reversed_date_range_is_refused_with_a_field_code(client: httpx.AsyncClient, office: Office) -> None:
    day = date.today() + timedelta(days=300)
    reversed_range = {"startsFrom": day.isoformat(), "startsTo": (day - timedelta(days=9)).isoformat()}
    for path in (URL, f"{URL}/export"):
        response = await client.get(path, params=reversed_range, headers=office["camp_admin"])
        assert response.status_code == 422
        assert response.json()["error"] == "date_range_reversed"
        assert response.json()["fields"] == {"startsTo": "date_range_reversed"}
    for bad in ("31/05/2031", "0", "2031-02-30", "9999-12-31"):
        bad_date = await client.get(URL, params={"startsFrom": bad}, headers=office["camp_admin"])
        assert bad_date.status_code == 422 and "startsFrom" in bad_date.json()["fields"], bad


async def test_a_name_a_spreadsheet_would_run_is_kept_as_text(client: httpx.AsyncClient, office: Office) -> None:
    async with get_sessionmaker()() as session:
        await session.execute(
            update(Booking).where(Booking.booking_reference == "SC-PEND01").values(full_name='=HYPERLINK("x")')
        )
        await session.commit()
    rows = rows_of(await client.get(f"{URL}/export", params={"q": "sc-pend01"}, headers=office["camp_admin"]))
    assert rows[1][3] == '\'=HYPERLINK("x")'


async def test_only_the_back_office_exports_every_camp(client: httpx.AsyncClient, office: Office) -> None:
    assert (await client.get(f"{URL}/export")).status_code == 401
