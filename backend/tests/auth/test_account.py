"""The signed-in person's own account: its language belongs to it, not to the browser."""

from __future__ import annotations

import httpx
from sqlalchemy import select

from app.db import get_sessionmaker
from app.models import User
from tests.auth.helpers import last_mail
from tests.factories import PASSWORD, make_user


async def _sign_in(client: httpx.AsyncClient, email: str) -> tuple[dict[str, object], dict[str, str]]:
    response = await client.post("/api/v1/auth/login", json={"email": email, "password": PASSWORD})
    assert response.status_code == 200, response.text
    body = response.json()
    return body["user"], {"Authorization": f"Bearer {body['accessToken']}"}


async def test_the_account_language_comes_with_the_signed_in_user(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        user = await make_user(session, "owner@example.com", "camp_owner")
        user.language = "de"
    me, headers = await _sign_in(client, "owner@example.com")
    assert me["language"] == "de"
    assert (await client.get("/api/v1/auth/me", headers=headers)).json()["language"] == "de"


async def test_a_person_changes_their_own_language_and_it_stays(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    me, headers = await _sign_in(client, "admin@example.com")
    assert me["language"] == "en"

    changed = await client.patch("/api/v1/auth/me", json={"language": "fr"}, headers=headers)
    assert changed.status_code == 200, changed.text
    assert changed.json()["language"] == "fr"
    assert changed.json()["profile"]["role"] == "super_admin"

    # The next sign-in opens in it, and the server writes this person's e-mails in it.
    again, _ = await _sign_in(client, "admin@example.com")
    assert again["language"] == "fr"
    await client.post("/api/v1/auth/forgot-password", json={"email": "admin@example.com", "area": "admin"})
    assert (await last_mail("admin@example.com")).subject == "Réinitialisez votre mot de passe"


async def test_an_unknown_language_is_refused_on_its_field(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "camp_admin")
    _, headers = await _sign_in(client, "admin@example.com")
    response = await client.patch("/api/v1/auth/me", json={"language": "es"}, headers=headers)
    assert response.status_code == 422
    assert "language" in response.json()["fields"]
    async with get_sessionmaker()() as session:
        assert await session.scalar(select(User.language).where(User.email == "admin@example.com")) == "en"


async def test_only_a_signed_in_person_has_an_account_to_change(client: httpx.AsyncClient) -> None:
    response = await client.patch("/api/v1/auth/me", json={"language": "de"})
    assert response.status_code == 401


async def test_a_person_changes_only_their_own_account(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "owner@example.com", "camp_owner")
        await make_user(session, "admin@example.com", "super_admin")
    _, headers = await _sign_in(client, "owner@example.com")
    # Another account's id or e-mail in the body is ignored: only the caller's account changes.
    response = await client.patch(
        "/api/v1/auth/me", json={"language": "de", "id": 2, "email": "admin@example.com"}, headers=headers
    )
    assert response.status_code == 200
    assert response.json()["email"] == "owner@example.com"
    async with get_sessionmaker()() as session:
        languages = dict((await session.execute(select(User.email, User.language))).all())
    assert languages == {"owner@example.com": "de", "admin@example.com": "en"}
