"""Nobody mails a stranger: every public form that e-mails an address typed into it is limited per address
(whichever client asks) and per sender (whichever addresses it names), by one helper (app/kit/mail_limits.py).

The forms are found in the app: a public route whose body has an e-mail field is in `FORMS` (walked
below) or in `NO_MAIL_TO_THE_ADDRESS` with the reason, so a new form cannot be left out. And the outbox
refuses a message to a typed address that did not pass the helper, whichever test exercises the route.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import date, timedelta
from types import UnionType
from typing import Any, Union, get_args, get_origin

import httpx
import pytest
from fastapi import FastAPI, Request
from fastapi.routing import iter_route_contexts
from pydantic import BaseModel

from app.auth.access import PublicAccess, public_access
from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.mail_limits import MailWatchMiddleware, UnlimitedMail, limit_mail_to
from app.kit.ratelimit import Rule
from app.models import CampPackage, EmailOutbox, SurfCamp
from app.notifications.outbox import queue_email
from app.notifications.templates import RenderedMail
from tests.auth.helpers import REGISTRATION
from tests.bookings.helpers import form as booking_form
from tests.outbox import outbox
from tests.owner.helpers import booking as stored_booking
from tests.partners.helpers import application

VICTIM = "victim@example.com"
DAY = date.today() + timedelta(days=40)


@dataclass(frozen=True)
class World:
    package_id: int
    reference: str  # of a booking made with the victim's address


Body = Callable[[World, str, int], dict[str, Any]]

# Each public form that e-mails (or tells the team about) the address typed: its path and a body naming
# `address`, the n-th of a series (a new stay, a new camp name), that would send one e-mail.
FORMS: dict[str, tuple[str, Body]] = {
    "submitBooking": ("/api/v1/bookings", lambda w, to, n: booking_form(w.package_id, email=to)),
    "joinWaitlist": (
        "/api/v1/availability/waitlist",
        lambda w, to, n: {
            "packageId": w.package_id,
            "startDate": (DAY + timedelta(days=n)).isoformat(),
            "numberOfDays": 7,
            "email": to,
        },
    ),
    "requestMyBookingLink": ("/api/v1/my-booking-links", lambda w, to, n: {"email": to, "reference": w.reference}),
    "subscribeNewsletter": ("/api/v1/newsletter", lambda w, to, n: {"email": to}),
    "sendContactMessage": ("/api/v1/contact", lambda w, to, n: {"name": "Ana", "email": to, "message": "Hello"}),
    "applyAsPartner": ("/api/partner-signup", lambda w, to, n: application(email=to, surfCampName=f"Camp {n}")),
    "register": ("/api/v1/auth/register", lambda w, to, n: {**REGISTRATION, "email": to, "campName": f"Camp {n}"}),
    "resendConfirmation": ("/api/v1/auth/resend-confirmation", lambda w, to, n: {"email": to}),
    "forgotPassword": ("/api/v1/auth/forgot-password", lambda w, to, n: {"email": to}),
}
NO_MAIL_TO_THE_ADDRESS = {
    "login": "signs in; e-mails nobody",
    "saveAssistantEmail": "keeps the address as a lead for the team to read; e-mails nobody",
    "chatWithAssistant": "answers in the page; the address is kept with the conversation; e-mails nobody",
}


def _models(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    if get_origin(annotation) in (list, Union, UnionType) or get_args(annotation):
        return [model for arg in get_args(annotation) for model in _models(arg)]
    return []


def _has_email_field(model: type[BaseModel]) -> bool:
    return any(
        name.lower().endswith("email") or any(_has_email_field(m) for m in _models(field.annotation))
        for name, field in model.model_fields.items()
    )


def _public_forms_with_an_email_field(app: FastAPI) -> set[str]:
    found = set()
    for route in iter_route_contexts(app.router.routes):
        dependant = getattr(route, "dependant", None)
        if dependant is None or not _is_public(dependant):
            continue
        models = [m for param in dependant.body_params for m in _models(param.field_info.annotation)]
        if any(_has_email_field(m) for m in models):
            found.add(route.operation_id)
    return found


def _is_public(dependant: Any) -> bool:
    return any(dep.call is public_access or _is_public(dep) for dep in dependant.dependencies)


def test_every_public_form_with_an_email_field_is_walked(app: FastAPI) -> None:
    assert _public_forms_with_an_email_field(app) == set(FORMS) | set(NO_MAIL_TO_THE_ADDRESS)


@pytest.fixture
async def world(package: CampPackage) -> World:
    async with get_sessionmaker()() as session, session.begin():
        camp = await session.get(SurfCamp, package.camp_id)
        assert camp is not None
        made = stored_booking(camp, package, "SC-VICTIM", "confirmed", "500")
        made.email = VICTIM
        session.add(made)
    return World(package.id, "SC-VICTIM")


@pytest.fixture
async def clients(app: FastAPI) -> AsyncIterator[Callable[[str], httpx.AsyncClient]]:
    """A client connecting from a given address."""
    made: list[httpx.AsyncClient] = []

    def client_at(ip: str) -> httpx.AsyncClient:
        transport = httpx.ASGITransport(app=app, client=(ip, 40000))  # type: ignore[arg-type]
        made.append(httpx.AsyncClient(transport=transport, base_url="http://testserver"))
        return made[-1]

    yield client_at
    for client in made:
        await client.aclose()


async def mails_to(addresses: Callable[[str], bool]) -> list[EmailOutbox]:
    return [row for row in await outbox(EmailOutbox.status != "dropped") if addresses(row.to_address)]


def usable(answer: httpx.Response) -> bool:
    """The form took the request (or refused it on its own grounds), so the limit is what stops the next."""
    return answer.status_code < 500 and answer.status_code != 422


@pytest.mark.parametrize("operation", sorted(FORMS))
async def test_an_address_is_limited_whichever_clients_ask(
    operation: str, world: World, clients: Callable[[str], httpx.AsyncClient]
) -> None:
    limit = Rule.parse(get_settings().rate_limit_mail_address).limit
    path, body = FORMS[operation]
    answers = [await clients(f"198.51.100.{n + 1}").post(path, json=body(world, VICTIM, n)) for n in range(limit + 1)]
    assert all(usable(a) for a in answers[:limit]), [(a.status_code, a.text[:80]) for a in answers]
    assert (answers[limit].status_code, answers[limit].json()["error"]) == (429, "rate_limited")
    assert "Retry-After" in answers[limit].headers
    assert len(await mails_to(lambda to: to == VICTIM)) <= limit


@pytest.mark.parametrize("operation", sorted(FORMS))
async def test_a_sender_is_limited_whichever_addresses_it_names(
    operation: str, world: World, clients: Callable[[str], httpx.AsyncClient]
) -> None:
    limit = Rule.parse(get_settings().rate_limit_mail_sender).limit
    path, body = FORMS[operation]
    sender = clients("203.0.113.7")
    answers = []
    for n in range(limit + 1):
        answers.append(await sender.post(path, json=body(world, f"visitor{n}@example.com", n)))
        if answers[-1].status_code == 429:
            break
    assert usable(answers[0]) and answers[-1].status_code == 429
    assert len(await mails_to(lambda to: to.startswith("visitor"))) <= limit


async def test_the_outbox_refuses_a_typed_address_that_was_not_limited() -> None:
    """The guarantee in the structure: a new public form that forgets the helper fails in its first test."""
    app = FastAPI()
    app.add_middleware(MailWatchMiddleware)
    mail = RenderedMail("other", "Hello", "Hello", "<p>Hello</p>")

    @app.post("/forgetful", dependencies=[PublicAccess])
    async def forgetful(request: Request) -> None:
        queue_email(_FakeSession(), (await request.json())["contactEmail"], mail)

    @app.post("/careful", dependencies=[PublicAccess])
    async def careful(request: Request) -> None:
        body = await request.json()
        await limit_mail_to(body["contactEmail"], "192.0.2.1", "contact")
        queue_email(_FakeSession(), body["contactEmail"], mail)
        queue_email(_FakeSession(), "team@surfcamp.local", mail)  # not typed: not watched

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        with pytest.raises(UnlimitedMail):
            await client.post("/forgetful", json={"contactEmail": "Someone@Example.com"})
        assert (await client.post("/careful", json={"contactEmail": "someone@example.com"})).status_code == 200
    # Outside a request (the jobs) nothing is watched.
    queue_email(_FakeSession(), "someone@example.com", mail)


class _FakeSession:
    def add(self, row: object) -> None:
        pass
