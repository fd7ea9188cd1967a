"""The one mechanism of forms posted without JavaScript (app/seo/forms.py): each form validated by its
JSON route's schema and handled by the same service (limits included), then a redirect (Post/Redirect/Get)
or the page again with what was typed and the refusal; the one-time token."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import CampPackage, ContactMessage, NewsletterSubscriber
from app.seo.form_state import TOKEN_SECONDS, form_token, read_form_token
from app.seo.page_forms import PAGE_FORMS
from tests.bookings.helpers import START
from tests.seo.helpers import page_site, posted_form


@pytest.fixture
async def client(tmp_path: Path) -> Any:
    async with page_site(tmp_path) as c:
        yield c


async def rows(model: Any) -> list[Any]:
    async with get_sessionmaker()() as session:
        return list((await session.scalars(select(model))).all())


def test_every_form_is_the_json_routes_model() -> None:
    names = {form.name: form.schema.__name__ for form in PAGE_FORMS.values()}
    assert names == {
        "booking": "BookingCreate",
        "contact": "ContactMessageCreate",
        "newsletter": "NewsletterSignup",
        "lostLink": "MyBookingLinkRequest",
        "waitlist": "WaitlistCreate",
        "myBookingCancel": "MyBookingCancel",
        "myBookingMessage": "MessageCreate",
        "myBookingDates": "DateRequestCreate",
    }


def test_a_token_is_for_one_form_and_a_day() -> None:
    token = form_token("booking", now=1_000_000)
    assert read_form_token("booking", token, now=1_000_000 + TOKEN_SECONDS) is not None
    assert read_form_token("booking", token, now=1_000_001 + TOKEN_SECONDS) is None
    assert read_form_token("contact", token, now=1_000_000) is None
    nonce, expiry, signature = token.split(".")
    assert read_form_token("booking", f"{nonce}.{int(expiry) + 99}.{signature}", now=1_000_000) is None
    for odd in ("", "a.b", "...", "x" * 500, "a.1.b.c"):
        assert read_form_token("booking", odd) is None


async def test_the_contact_form_is_sent_in_the_pages_language_then_the_page_says_so(client: httpx.AsyncClient) -> None:
    fields = {"_form": "contact", "name": "Camille", "email": "camille@example.com", "message": "Bonjour"}
    sent = await client.post("/fr/contact", data=fields)
    assert sent.status_code == 303 and sent.headers["location"] == "/fr/contact?sent=contact"
    [message] = await rows(ContactMessage)
    assert message.language == "fr" and message.message == "Bonjour"


async def test_a_refused_contact_form_keeps_what_was_typed(client: httpx.AsyncClient) -> None:
    fields = {"_form": "contact", "name": "", "email": "nope", "message": "Bonjour"}
    page = await client.post("/de/contact", data=fields)
    assert page.status_code == 422 and '<html lang="de"' in page.text
    state = posted_form(page.text, "contact")
    assert state["values"] == {"name": "", "email": "nope", "message": "Bonjour"}
    assert set(state["error"]["fields"]) == {"name", "email"}
    assert await rows(ContactMessage) == []


async def test_the_mail_limits_hold_for_a_form_posted_without_script(client: httpx.AsyncClient) -> None:
    statuses = []
    for n in range(40):
        fields = {"_form": "newsletter", "email": "someone@example.com"}
        response = await client.post("/", data=fields) if n % 2 else await client.post("/fr", data=fields)
        statuses.append(response.status_code)
    assert 429 in statuses, statuses
    refused = statuses.index(429)
    assert all(s == 303 for s in statuses[:refused])
    page = await client.post("/", data={"_form": "newsletter", "email": "someone@example.com"})
    assert page.status_code == 429 and "retry-after" in page.headers
    assert posted_form(page.text, "newsletter")["error"]["error"] == "rate_limited"
    assert len(await rows(NewsletterSubscriber)) == 1


async def test_the_newsletter_and_the_lost_link_forms(client: httpx.AsyncClient) -> None:
    sent = await client.post("/de", data={"_form": "newsletter", "email": "leser@example.com"})
    assert sent.status_code == 303 and sent.headers["location"] == "/de?sent=newsletter"
    [subscriber] = await rows(NewsletterSubscriber)
    assert subscriber.language == "de"
    # Only where the page has the form.
    assert (await client.post("/contact", data={"_form": "newsletter", "email": "a@example.com"})).status_code == 400
    link = await client.post("/my-booking", data={"_form": "lostLink", "email": "a@example.com", "reference": "SC-X"})
    assert link.status_code == 303 and link.headers["location"] == "/my-booking?sent=link"
    odd = await client.post("/my-booking", data={"_form": "lostLink", "email": "a@example.com", "reference": "x" * 99})
    assert odd.status_code == 422


async def test_the_waitlist_sent_from_the_booking_form_and_unknown_pages(
    client: httpx.AsyncClient, package: CampPackage
) -> None:
    fields = {
        "_form": ["booking", "waitlist"],  # the notice's button names the waitlist
        "email": "wait@example.com",
        "startDate": START,
        "numberOfDays": "7",
        "numberOfPeople": "2",
    }
    sent = await client.post(f"/fr/packages/{package.id}/book", data=fields)
    assert sent.status_code == 303 and sent.headers["location"] == f"/fr/packages/{package.id}/book?sent=waitlist"
    nowhere = await client.post("/fr/no-such-page", data={"_form": "contact", "name": "a", "email": "a@b.c"})
    assert nowhere.status_code == 404  # the page itself is not found
    many = await client.post("/fr/contact", data={f"f{i}": "x" for i in range(200)})
    assert many.status_code == 400


@pytest.mark.parametrize(
    ("path", "lang", "words"),
    [("/contact", "en", "Too long to send"), ("/fr/contact", "fr", "Trop long"), ("/de/contact", "de", "Zu lang")],
)
async def test_a_form_too_large_to_read_gets_a_page_in_its_language_not_json(
    client: httpx.AsyncClient, path: str, lang: str, words: str
) -> None:
    """Without a script the browser shows what the server answers: JSON would be a page of code."""
    fields = {"_form": "contact", "name": "Camille", "email": "camille@example.com", "message": "x" * 2_000_000}
    page = await client.post(path, data=fields)
    assert page.status_code == 413 and page.headers["content-type"].startswith("text/html")
    assert f'<html lang="{lang}"' in page.text and words in page.text and f'href="{path}"' in page.text
    assert await rows(ContactMessage) == []
    api = await client.post("/api/v1/contact", json={**fields, "_form": None})
    assert api.status_code == 413 and api.json()["error"] == "request_too_large"


async def test_a_nul_character_in_a_typed_field_is_refused_next_to_the_field(client: httpx.AsyncClient) -> None:
    """PostgreSQL text cannot hold U+0000: the API refuses it at the door (app/kit/nul_guard.py), a page's
    form next to the field, never as a database outage."""
    fields = {"_form": "contact", "name": "Cami\x00lle", "email": "camille@example.com", "message": "Bon\x00jour"}
    page = await client.post("/fr/contact", data=fields)
    assert page.status_code in (400, 422) and '<html lang="fr"' in page.text, page.status_code
    assert posted_form(page.text, "contact")["error"]["status"] in (400, 422)
    assert await rows(ContactMessage) == []
