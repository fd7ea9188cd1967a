"""The booking form posted without JavaScript to /{lang}/packages/{id}/book (app/seo/forms.py): the JSON
route's rules and answers, a one-time token as its Idempotency-Key, and a translated page for every refusal."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from app.db import get_sessionmaker
from app.models import Booking, CampPackage
from app.seo.form_state import form_token
from tests.bookings.helpers import form
from tests.seo.helpers import page_site, posted_form


def typed(package_id: int, **overrides: Any) -> dict[str, Any]:
    """The booking form as the browser posts it: texts, the add-ons repeated, its hidden fields."""
    values = form(package_id, **overrides)
    for name in ("packageId", "campName", "bookingAmount", "language"):
        values.pop(name)
    fields: dict[str, Any] = {"_form": "booking", "formToken": form_token("booking")}
    fields.update({k: v if isinstance(v, list) else str(v) for k, v in values.items()})
    fields["addOns"] = ["extra-yoga"]
    return fields


async def bookings() -> list[Booking]:
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(Booking))).all())


@pytest.fixture
async def client(tmp_path: Path) -> Any:
    async with page_site(tmp_path) as c:
        yield c


async def test_a_booking_posted_without_script_is_stored_once_and_shown_on_the_success_page(
    client: httpx.AsyncClient, package: CampPackage, booking_writer: str
) -> None:
    fields = typed(package.id)
    sent = await client.post(f"/fr/packages/{package.id}/book", data=fields)
    assert sent.status_code == 303, sent.text
    location = sent.headers["location"]
    assert location.startswith(f"/fr/packages/{package.id}/book?sent=")
    # Posted again (a double click, a resent page): the same booking, no second one.
    again = await client.post(f"/fr/packages/{package.id}/book", data=fields)
    assert again.status_code == 303 and again.headers["location"].split("?")[0] == location.split("?")[0]
    [booking] = await bookings()
    assert booking.language == "fr" and booking.full_name == "Lena Fischer" and booking.add_ons
    page = await client.get(location)
    assert page.status_code == 200 and page.headers["cache-control"] == "no-store"
    result = posted_form(page.text, "booking")["result"]
    assert result["bookingReference"] == booking.booking_reference


async def test_the_same_token_with_other_values_is_refused_as_the_api_refuses_a_reused_key(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    fields = typed(package.id)
    assert (await client.post(f"/packages/{package.id}/book", data=fields)).status_code == 303
    other = await client.post(f"/packages/{package.id}/book", data={**fields, "fullName": "Someone Else"})
    assert other.status_code == 422
    assert posted_form(other.text, "booking")["error"]["error"] == "idempotency_key_reused"
    assert len(await bookings()) == 1


async def test_a_field_error_renders_the_page_again_with_the_typed_values_and_the_same_token(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    fields = typed(package.id, phoneNumber="  ")
    page = await client.post(f"/de/packages/{package.id}/book", data=fields)
    assert page.status_code == 422
    assert '<html lang="de"' in page.text and page.headers["cache-control"] == "no-store"
    state = posted_form(page.text, "booking")
    assert state["error"]["fields"] == {"phoneNumber": "required"}
    assert state["values"]["fullName"] == "Lena Fischer" and state["values"]["addOns"] == ["extra-yoga"]
    assert state["token"] == fields["formToken"] and "formToken" not in state["values"]
    assert await bookings() == []


@pytest.mark.parametrize(
    ("change", "status", "code"),
    [
        ({"formToken": ""}, 400, "form_expired"),
        ({"formToken": "abc.123.forged"}, 400, "form_expired"),
        ({"formToken": form_token("contact")}, 400, "form_expired"),  # another form's token
        ({"fullName": "x" * 5000}, 422, "validation_error"),
        ({"numberOfDays": "99999999999999999999999"}, 422, "validation_error"),
        ({"numberOfPeople": "-1"}, 422, "validation_error"),
        ({"startDate": "2020-01-01"}, 422, "validation_error"),
        ({"startDate": "not a day"}, 422, "validation_error"),
        ({"country": "ZZ"}, 422, "validation_error"),
        ({"email": "no-at-sign"}, 422, "validation_error"),
        ({"paymentMethod": "gold"}, 422, "validation_error"),
        ({"addOns": [f"a{i}" for i in range(40)]}, 422, "validation_error"),
        ({"specialRequests": "bad\x00text"}, 422, "validation_error"),
        ({"_form": "nothing"}, 400, "form_not_accepted"),
        ({"_form": "contact"}, 400, "form_not_accepted"),  # not a form of this page
    ],
)
async def test_every_refusal_is_a_translated_page_never_a_500(
    client: httpx.AsyncClient, package: CampPackage, change: dict[str, Any], status: int, code: str
) -> None:
    page = await client.post(f"/fr/packages/{package.id}/book", data={**typed(package.id), **change})
    assert page.status_code == status, page.text[:300]
    assert '<html lang="fr"' in page.text
    name = "booking" if change.get("_form") not in ("nothing", "contact") else "page"
    error = posted_form(page.text, name)["error"]
    assert error["error"] == (code if code != "validation_error" else error["error"])
    if status == 400 and code == "form_expired":
        assert posted_form(page.text, "booking")["token"]  # a new one, to send the form again
    assert await bookings() == []


async def test_posts_from_another_site_or_not_form_encoded_are_refused(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    url = f"/fr/packages/{package.id}/book"
    fields = typed(package.id)
    cross = await client.post(url, data=fields, headers={"Sec-Fetch-Site": "cross-site"})
    assert cross.status_code == 403
    assert posted_form(cross.text, "booking")["error"]["error"] == "cross_site_form"
    foreign = await client.post(url, data=fields, headers={"Origin": "https://evil.example"})
    assert foreign.status_code == 403
    own = await client.post(url, data=fields, headers={"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"})
    assert own.status_code == 303
    as_json = await client.post(url, json=fields)
    assert as_json.status_code == 415
    assert len(await bookings()) == 1


async def test_a_missing_package_and_a_huge_body(client: httpx.AsyncClient, package: CampPackage) -> None:
    missing = await client.post("/fr/packages/999999/book", data=typed(999999))
    assert missing.status_code == 404
    huge = await client.post(
        f"/fr/packages/{package.id}/book", data={**typed(package.id), "specialRequests": "x" * 2_000_000}
    )
    assert huge.status_code == 413
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(func.count()).select_from(Booking)) == 0
