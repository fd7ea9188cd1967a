"""Accounts and sessions through the HTTP API, as the browser uses them."""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from datetime import timedelta

import httpx
import pytest
from argon2.profiles import CHEAPEST, RFC_9106_LOW_MEMORY
from sqlalchemy import func, select, update

from app.auth import passwords
from app.auth.tokens import hash_secret
from app.config import get_settings
from app.db import get_sessionmaker
from app.kit.ratelimit import get_rate_limiter
from app.models import AdminUser, EmailOutbox, EmailToken, RefreshToken, SurfCamp, User
from app.models.base import utcnow
from tests.auth.helpers import REGISTRATION, last_mail, token_from_last_mail
from tests.factories import PASSWORD, make_user


async def register(client: httpx.AsyncClient, **overrides: str) -> httpx.Response:
    return await client.post("/api/v1/auth/register", json={**REGISTRATION, **overrides})


async def login(client: httpx.AsyncClient, email: str, password: str = PASSWORD) -> httpx.Response:
    return await client.post("/api/v1/auth/login", json={"email": email, "password": password})


async def test_register_creates_unconfirmed_inactive_owner_with_pending_camp(client: httpx.AsyncClient) -> None:
    response = await register(client)
    assert response.status_code == 201, response.text
    async with get_sessionmaker()() as session:
        user = await session.scalar(select(User).where(User.email == "owner@example.com"))
        assert user is not None and user.email_verified_at is None
        assert user.password_hash.startswith("$argon2id$")
        profile = await session.scalar(select(AdminUser).where(AdminUser.user_id == user.id))
        assert profile is not None and profile.role == "camp_owner" and profile.is_active is False
        camp = await session.get(SurfCamp, profile.assigned_camp_id)
        assert camp is not None
        assert (camp.status, camp.location_key, camp.location) == ("pending", "imsouane", "Imsouane, Morocco")
        assert camp.website == "https://anchorpoint.example.com"
    mail = await last_mail("owner@example.com")
    assert mail.email_type == "confirm_email" and "/confirm-email?token=" in mail.text_body
    assert (await last_mail("team@surfcamp.local")).email_type == "owner_registered"


async def test_a_registration_in_french_makes_a_french_speaking_owner_whose_camp_is_written_in_french(
    client: httpx.AsyncClient,
) -> None:
    assert (await register(client, language="fr")).status_code == 201
    async with get_sessionmaker()() as session:
        user = await session.scalar(select(User).where(User.email == "owner@example.com"))
        assert user is not None and user.language == "fr"
        profile = await session.scalar(select(AdminUser).where(AdminUser.user_id == user.id))
        assert profile is not None
        camp = await session.get(SurfCamp, profile.assigned_camp_id)
        assert camp is not None and camp.source_language == "fr"
        assert camp.description == f"{camp.name} est un surf camp à Imsouane."
        # The placeholder description reads in every language; the name is the owner's to translate.
        assert camp.translations["de"]["description"]["text"] == f"{camp.name} ist ein Surfcamp in Imsouane."
        assert set(camp.translations) == {"en", "de"}


async def test_register_twice_says_email_taken_whatever_the_case(client: httpx.AsyncClient) -> None:
    assert (await register(client)).status_code == 201
    response = await register(client, email="OWNER@example.COM")
    assert response.status_code == 409
    assert response.json() == {
        "error": "email_taken",
        "detail": "This email is already registered. Please sign in instead.",
    }


@pytest.mark.parametrize(
    ("password", "code"),
    [
        ("short-pass1", "password_too_short"),
        ("x" * 129, "password_too_long"),
        ("password1234", "password_too_common"),
        ("qwertyuiop123", "password_too_common"),
    ],
)
async def test_register_refuses_weak_passwords(client: httpx.AsyncClient, password: str, code: str) -> None:
    response = await register(client, password=password)
    assert response.status_code == 422
    assert response.json()["fields"] == {"password": code}


async def test_password_of_twelve_plain_characters_is_enough(client: httpx.AsyncClient) -> None:
    assert (await register(client, password="lowercaseonly")).status_code == 201


async def test_register_reports_every_missing_field(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/v1/auth/register",
        json={"email": "", "password": "", "fullName": " ", "campName": "", "location": "paris"},
    )
    assert response.status_code == 422
    body = response.json()
    assert body["error"] == "validation_error"
    assert body["fields"]["fullName"] == "required"
    assert body["fields"]["campName"] == "required"
    assert body["fields"]["email"] == "required"
    assert body["fields"]["location"] == "invalid_choice"


async def test_unconfirmed_account_cannot_log_in_until_the_link_is_used(client: httpx.AsyncClient) -> None:
    await register(client)
    response = await login(client, "owner@example.com", REGISTRATION["password"])
    assert response.status_code == 403
    assert response.json()["detail"] == "Please verify your email address before logging in"

    token = await token_from_last_mail("owner@example.com")
    assert (await client.post("/api/v1/auth/confirm-email", json={"token": token})).status_code == 200
    again = await client.post("/api/v1/auth/confirm-email", json={"token": token})
    assert again.status_code == 400 and again.json()["error"] == "invalid_token"

    response = await login(client, "owner@example.com", REGISTRATION["password"])
    assert response.status_code == 200
    me = response.json()["user"]
    assert me["emailVerified"] is True
    assert me["profile"]["role"] == "camp_owner" and me["profile"]["isActive"] is False


async def test_expired_confirmation_link_is_refused(client: httpx.AsyncClient) -> None:
    await register(client)
    token = await token_from_last_mail("owner@example.com")
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(EmailToken).values(expires_at=utcnow() - timedelta(minutes=1)))
    response = await client.post("/api/v1/auth/confirm-email", json={"token": token})
    assert response.status_code == 400 and response.json()["error"] == "token_expired"


async def test_resending_confirmation_invalidates_the_older_link(client: httpx.AsyncClient) -> None:
    await register(client)
    first = await token_from_last_mail("owner@example.com")
    response = await client.post("/api/v1/auth/resend-confirmation", json={"email": "owner@example.com"})
    assert response.status_code == 202
    second = await token_from_last_mail("owner@example.com")
    assert first != second
    assert (await client.post("/api/v1/auth/confirm-email", json={"token": first})).status_code == 400
    assert (await client.post("/api/v1/auth/confirm-email", json={"token": second})).status_code == 200


@pytest.fixture
def real_argon2() -> Iterator[None]:
    """The production argon2 profile instead of the suite's cheapest one (see tests/conftest.py)."""
    passwords.use_argon2_profile(RFC_9106_LOW_MEMORY)
    yield
    passwords.use_argon2_profile(CHEAPEST)


async def test_login_failure_is_the_same_for_unknown_email_and_wrong_password(
    client: httpx.AsyncClient, real_argon2: None
) -> None:
    async with get_sessionmaker()() as session, session.begin():
        user = await make_user(session, "known@example.com", "camp_admin")
        user.password_hash = passwords.hash_password(PASSWORD)
    get_rate_limiter().enabled = False  # many failures on one account: no lock-out, no slow-down

    async def attempt(email: str) -> float:
        started = time.perf_counter()
        response = await login(client, email, "not-the-password-at-all")
        elapsed = time.perf_counter() - started
        assert response.status_code == 401
        assert response.json() == {"error": "invalid_credentials", "detail": "Invalid email or password"}
        return elapsed

    # Interleaved, and the median of each: a burst of load on the machine hits both alike.
    wrong: list[float] = []
    unknown: list[float] = []
    for i in range(7):
        wrong.append(await attempt("known@example.com"))
        unknown.append(await attempt(f"nobody{i}@example.com"))
    wrong_time, unknown_time = statistics.median(wrong), statistics.median(unknown)
    # Both paths verify one argon2 hash, so neither answers noticeably faster.
    assert unknown_time > wrong_time * 0.5 and wrong_time > unknown_time * 0.5, (wrong, unknown)


async def test_me_needs_a_valid_access_token(client: httpx.AsyncClient) -> None:
    assert (await client.get("/api/v1/auth/me")).json()["error"] == "not_authenticated"
    bad = await client.get("/api/v1/auth/me", headers={"Authorization": "Bearer not-a-jwt"})
    assert bad.status_code == 401
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    token = (await login(client, "admin@example.com")).json()["accessToken"]
    me = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200
    assert me.json()["profile"] == {
        "role": "super_admin",
        "assignedCampId": None,
        "isActive": True,
        "rejectedAt": None,
        "rejectionReason": None,
    }


async def test_expired_access_token_is_refused_with_its_own_code(client: httpx.AsyncClient) -> None:
    from app.auth.tokens import create_access_token

    async with get_sessionmaker()() as session, session.begin():
        user = await make_user(session, "admin@example.com", "super_admin")
    token, lifetime = create_access_token(user.id, now=utcnow() - timedelta(minutes=16))
    assert lifetime <= 15 * 60
    response = await client.get("/api/v1/auth/me", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 401 and response.json()["error"] == "token_expired"


async def test_refresh_cookie_is_http_only_strict_and_scoped(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    response = await login(client, "admin@example.com")
    cookie = response.headers["set-cookie"]
    assert "sc_refresh=" in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie
    assert "Path=/api/v1/auth" in cookie
    assert response.json()["expiresIn"] <= 900
    async with get_sessionmaker()() as session:
        stored = (await session.scalars(select(RefreshToken.token_hash))).all()
    raw = cookie.split("sc_refresh=", 1)[1].split(";", 1)[0]
    assert raw not in stored and len(stored) == 1  # only the hash is kept


async def rotated_long_ago(token: str) -> None:
    """Puts the rotation of `token` (a raw refresh cookie) back past the reuse interval."""
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(
            update(RefreshToken)
            .where(RefreshToken.token_hash == hash_secret(token))
            .values(rotated_at=utcnow() - timedelta(seconds=get_settings().refresh_reuse_seconds + 1))
        )


async def test_refresh_rotates_and_reuse_revokes_the_whole_family(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    await login(client, "admin@example.com")
    first = client.cookies["sc_refresh"]

    rotated = await client.post("/api/v1/auth/refresh")
    assert rotated.status_code == 200 and rotated.json()["accessToken"]
    second = client.cookies["sc_refresh"]
    assert second != first

    # A thief replays the first token, later than a lost answer would come back: the whole family
    # ends, the legitimate one included.
    await rotated_long_ago(first)
    client.cookies.set("sc_refresh", first, path="/api/v1/auth")
    replay = await client.post("/api/v1/auth/refresh")
    assert replay.status_code == 401 and replay.json()["error"] == "session_revoked"
    client.cookies.clear()
    client.cookies.set("sc_refresh", second, path="/api/v1/auth")
    after = await client.post("/api/v1/auth/refresh")
    assert after.status_code == 401 and after.json()["error"] == "session_revoked"


async def test_a_refresh_whose_answer_was_lost_is_answered_again(client: httpx.AsyncClient) -> None:
    """A page reloaded while it refreshed: the browser never got the new cookie and sends the old
    one again at once. The person stays signed in, and a later replay still ends the family."""
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    await login(client, "admin@example.com")
    first = client.cookies["sc_refresh"]
    assert (await client.post("/api/v1/auth/refresh")).status_code == 200  # its answer is lost

    client.cookies.clear()
    client.cookies.set("sc_refresh", first, path="/api/v1/auth")
    again = await client.post("/api/v1/auth/refresh")
    assert again.status_code == 200 and again.json()["accessToken"]
    third = again.cookies["sc_refresh"]
    assert third != first
    client.cookies.clear()
    client.cookies.set("sc_refresh", third, path="/api/v1/auth")
    assert (await client.post("/api/v1/auth/refresh")).status_code == 200  # the new one works

    await rotated_long_ago(first)
    client.cookies.clear()
    client.cookies.set("sc_refresh", first, path="/api/v1/auth")
    assert (await client.post("/api/v1/auth/refresh")).json()["error"] == "session_revoked"


async def test_refresh_without_cookie_or_with_unknown_token(client: httpx.AsyncClient) -> None:
    assert (await client.post("/api/v1/auth/refresh")).json()["error"] == "invalid_refresh"
    client.cookies.set("sc_refresh", "made-up-token", path="/api/v1/auth")
    assert (await client.post("/api/v1/auth/refresh")).json()["error"] == "invalid_refresh"


async def test_other_sessions_survive_a_reuse_in_one_family(client: httpx.AsyncClient, app: object) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as laptop:
        await login(laptop, "admin@example.com")
        await login(client, "admin@example.com")
        stolen = client.cookies["sc_refresh"]
        await client.post("/api/v1/auth/refresh")
        await rotated_long_ago(stolen)
        client.cookies.set("sc_refresh", stolen, path="/api/v1/auth")
        assert (await client.post("/api/v1/auth/refresh")).status_code == 401
        assert (await laptop.post("/api/v1/auth/refresh")).status_code == 200


async def test_logout_ends_the_session(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    await login(client, "admin@example.com")
    token = client.cookies["sc_refresh"]
    response = await client.post("/api/v1/auth/logout")
    assert response.status_code == 204
    assert "sc_refresh" not in client.cookies
    client.cookies.set("sc_refresh", token, path="/api/v1/auth")
    assert (await client.post("/api/v1/auth/refresh")).status_code == 401


async def test_forgot_password_answers_alike_for_known_and_unknown_addresses(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    known = await client.post("/api/v1/auth/forgot-password", json={"email": "admin@example.com", "area": "admin"})
    unknown = await client.post("/api/v1/auth/forgot-password", json={"email": "ghost@example.com"})
    assert known.status_code == unknown.status_code == 202
    assert known.json() == unknown.json()
    async with get_sessionmaker()() as session:
        count = await session.scalar(select(func.count()).select_from(EmailOutbox))
    assert count == 1
    assert "area=admin" in (await last_mail("admin@example.com")).text_body


async def test_reset_changes_the_password_once_and_ends_every_session(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    await login(client, "admin@example.com")
    old_refresh = client.cookies["sc_refresh"]
    await client.post("/api/v1/auth/forgot-password", json={"email": "admin@example.com"})
    token = await token_from_last_mail("admin@example.com")

    weak = await client.post("/api/v1/auth/reset-password", json={"token": token, "password": "short"})
    assert weak.status_code == 422 and weak.json()["fields"] == {"password": "password_too_short"}
    done = await client.post("/api/v1/auth/reset-password", json={"token": token, "password": "a-brand-new-passphrase"})
    assert done.status_code == 200
    reused = await client.post(
        "/api/v1/auth/reset-password", json={"token": token, "password": "another-new-passphrase"}
    )
    assert reused.status_code == 400 and reused.json()["error"] == "invalid_token"

    client.cookies.set("sc_refresh", old_refresh, path="/api/v1/auth")
    assert (await client.post("/api/v1/auth/refresh")).status_code == 401
    assert (await login(client, "admin@example.com")).status_code == 401
    assert (await login(client, "admin@example.com", "a-brand-new-passphrase")).status_code == 200


async def test_expired_reset_link_is_refused(client: httpx.AsyncClient) -> None:
    async with get_sessionmaker()() as session, session.begin():
        await make_user(session, "admin@example.com", "super_admin")
    await client.post("/api/v1/auth/forgot-password", json={"email": "admin@example.com"})
    token = await token_from_last_mail("admin@example.com")
    async with get_sessionmaker()() as session, session.begin():
        await session.execute(update(EmailToken).values(expires_at=utcnow() - timedelta(seconds=1)))
    response = await client.post(
        "/api/v1/auth/reset-password", json={"token": token, "password": "a-brand-new-passphrase"}
    )
    assert response.status_code == 400 and response.json()["error"] == "token_expired"
